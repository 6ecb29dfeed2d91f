"""Alembic: an empty database comes up at head, the models match the migrations, down and up work."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, inspect

from ordinance_review.store import MIGRATIONS, Store, upgrade
from ordinance_review.store_models import Base

TABLES = {"submissions", "decisions", "overrides", "audit_log", "alembic_version"}


def _head() -> str:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return ScriptDirectory.from_config(config).get_current_head() or ""


def _current(engine) -> str | None:
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def test_empty_database_to_head(db_url: str) -> None:
    engine = create_engine(db_url)
    try:
        assert _current(engine) is None
        assert not TABLES & set(inspect(engine).get_table_names())
        Store(db_url).close()
        assert _current(engine) == _head()
        assert TABLES <= set(inspect(engine).get_table_names())
        with engine.connect() as conn:
            diffs = compare_metadata(MigrationContext.configure(conn), Base.metadata)
        assert diffs == [], f"models and migrations disagree: {diffs}"
        Store(db_url).close()  # opening again is a no-op
        assert _current(engine) == _head()
    finally:
        engine.dispose()


def test_downgrade_to_base_and_back(db_url: str) -> None:
    engine = create_engine(db_url)
    try:
        upgrade(engine)
        upgrade_down(engine)
        assert not (TABLES - {"alembic_version"}) & set(inspect(engine).get_table_names())
        upgrade(engine)
        assert _current(engine) == _head()
    finally:
        engine.dispose()


def upgrade_down(engine) -> None:
    from alembic import command

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "base")
