"""Audit log tamper evidence (issue 20): a hash chain that `audit verify` checks, on both databases.

Below the app, SQLite's `INSERT OR REPLACE` with an existing id rewrote a row, `DROP TRIGGER`
then `UPDATE` worked, and on PostgreSQL the app's role owned the table. Now every row links to
the one before it; a rewritten, removed or inserted row is reported. On PostgreSQL the app's
role keeps SELECT and INSERT only (migration 0005).
"""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
import uuid

import pytest
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.exc import DBAPIError
from store_fixtures import PDF_BYTES

from ordinance_review.store import Store


def _fill(store: Store, review) -> int:
    sid = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=dt.date(2024, 1, 15), who="amy"
    ).id
    view = store.get_submission(sid)
    store.update_submission(sid, who="bob", reviewer="Bob", expected_version=view.version)
    store.decide(sid, "p1", decision="no_approval_needed", reason="consistent after review", who="cy",
                 expected_version=0)  # fmt: skip
    return sid


def _tamper(store: Store) -> None:
    """Rewrite the second audit row below the app, the way each database allows it."""
    with store.engine.begin() as conn:
        if conn.dialect.name == "sqlite":
            conn.execute(text("DROP TRIGGER audit_log_no_update"))
            conn.execute(text("UPDATE audit_log SET who = 'mallory' WHERE id = 2"))
        else:
            conn.execute(text("ALTER TABLE audit_log DISABLE TRIGGER USER"))
            conn.execute(text("UPDATE audit_log SET who = 'mallory' WHERE id = 2"))


def test_the_chain_holds_then_a_rewritten_row_is_found(store: Store, review) -> None:
    _fill(store, review)
    count, problems = store.verify_audit()
    assert count >= 3 and problems == []
    _tamper(store)
    count, problems = store.verify_audit()
    assert problems and all("audit row 2" in p or "audit row 3" in p for p in problems)
    assert any("rewritten" in p for p in problems)


def test_insert_or_replace_and_removal_are_found(tmp_path, review) -> None:
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    with Store(url) as store:
        _fill(store, review)
        with store.engine.begin() as conn:
            conn.execute(text("INSERT OR REPLACE INTO audit_log (id, at, who, submission_id, entity, entity_id, field,"
                              " old_value, new_value, reason, prev_hash, row_hash) SELECT id, at, who, submission_id,"
                              " entity, entity_id, field, old_value, 'forged', reason, prev_hash, row_hash"
                              " FROM audit_log WHERE id = 2"))  # fmt: skip
        assert any("audit row 2" in p for p in store.verify_audit()[1])
    with Store(f"sqlite:///{tmp_path / 's.sqlite'}") as store:
        _fill(store, review)
        with store.engine.begin() as conn:
            conn.execute(text("DROP TRIGGER audit_log_no_delete"))
            conn.execute(text("DELETE FROM audit_log WHERE id = 2"))
        assert any("does not link" in p for p in store.verify_audit()[1])


def test_cli_audit_verify(tmp_path, review) -> None:
    url = f"sqlite:///{tmp_path / 'cli.sqlite'}"
    with Store(url) as store:
        _fill(store, review)
    env = {**os.environ, "ORDINANCE_REVIEW_DATABASE_URL": url}
    ok = subprocess.run([sys.executable, "-m", "ordinance_review", "audit", "verify"], capture_output=True, text=True,
                        env=env, timeout=60)  # fmt: skip
    assert ok.returncode == 0 and "intact" in ok.stdout, ok.stderr
    with Store(url) as store:
        _tamper(store)
    bad = subprocess.run([sys.executable, "-m", "ordinance_review", "audit", "verify"], capture_output=True, text=True,
                         env=env, timeout=60)  # fmt: skip
    assert bad.returncode == 1 and "TAMPERED" in bad.stderr and "audit row 2" in bad.stderr


@pytest.mark.postgres
def test_postgres_app_role_may_only_insert_and_select(review) -> None:
    base = os.environ.get("ORDINANCE_REVIEW_TEST_PG_URL", "").strip()
    if not base:
        pytest.skip("ORDINANCE_REVIEW_TEST_PG_URL is not set")
    role, schema = f"app_{uuid.uuid4().hex[:8]}", f"s_{uuid.uuid4().hex[:8]}"
    admin = create_engine(base)
    with admin.begin() as conn:
        conn.execute(text(f"CREATE ROLE {role} LOGIN CREATEROLE"))
        conn.execute(text(f"CREATE SCHEMA {schema} AUTHORIZATION {role}"))
    url = make_url(base).set(username=role).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        with Store(url.render_as_string(hide_password=False)) as store:
            _fill(store, review)
            assert store.verify_audit()[1] == []
            for statement in (
                "UPDATE audit_log SET who = 'mallory'",
                "DELETE FROM audit_log",
                "TRUNCATE audit_log",
                "ALTER TABLE audit_log DISABLE TRIGGER USER",
                "SET ROLE ordinance_review_audit_owner",
            ):
                with pytest.raises(DBAPIError), store.engine.begin() as conn:
                    conn.execute(text(statement))
            assert store.verify_audit()[1] == []
            # (the schema's owner may still DROP the whole table: a missing log is not a quiet rewrite)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
            conn.execute(text(f"DROP OWNED BY {role}"))
            conn.execute(text(f"DROP ROLE {role}"))
        admin.dispose()
