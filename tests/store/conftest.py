"""Storage tests run on SQLite (a temporary file) and on a real PostgreSQL server.

The PostgreSQL URL comes from ORDINANCE_REVIEW_TEST_PG_URL (`make test` starts a throw-away server,
see scripts/postgres.sh). Without it the PostgreSQL variants FAIL, so CI cannot skip them silently;
set ORDINANCE_REVIEW_SKIP_PG=1 to skip them on purpose. Each test gets its own schema, dropped after.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, make_url, text
from store_fixtures import make_review

from ordinance_review.models import Review
from ordinance_review.store import Store

PG_ENV = "ORDINANCE_REVIEW_TEST_PG_URL"
SKIP_ENV = "ORDINANCE_REVIEW_SKIP_PG"


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'reviews.sqlite'}"
        return
    base = os.environ.get(PG_ENV, "").strip()
    if not base:
        if os.environ.get(SKIP_ENV) == "1":
            pytest.skip(f"{SKIP_ENV}=1: PostgreSQL storage tests skipped on purpose")
        pytest.fail(
            f"{PG_ENV} is not set: run `make test`, or `source scripts/postgres.sh && pg_start` first "
            f"(set {SKIP_ENV}=1 to skip the PostgreSQL variants on purpose)"
        )
    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    with Store(db_url) as opened:
        yield opened


@pytest.fixture
def review() -> Review:
    return make_review()
