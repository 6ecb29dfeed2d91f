"""The app refuses a title over 500 characters or a NUL byte in a jurisdiction with the same clear
message on SQLite and PostgreSQL (issue 20); PostgreSQL used to show its raw DataError, with the
statement, its parameters and the start of the uploaded file."""

from __future__ import annotations

import os
import uuid

import pytest
from app_helpers import REVIEWER, REVIEWER_PASSWORD, all_text, button, shown, widget
from sqlalchemy import create_engine, make_url, text

from ordinance_review.accounts import Accounts
from ordinance_review.store import Store

PG_ENV = "ORDINANCE_REVIEW_TEST_PG_URL"


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database(request, tmp_path, monkeypatch):
    """The app's database: the autouse SQLite file, or a schema of the throw-away PostgreSQL server."""
    if request.param == "sqlite":
        yield os.environ["ORDINANCE_REVIEW_DATABASE_URL"]
        return
    base = os.environ.get(PG_ENV, "").strip()
    if not base:
        if os.environ.get("ORDINANCE_REVIEW_SKIP_PG") == "1":
            pytest.skip("PostgreSQL variants skipped on purpose")
        pytest.fail(f"{PG_ENV} is not set: run `make test`, or `source scripts/postgres.sh && pg_start` first")
    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"}).render_as_string(hide_password=False)
    with Store(url) as store:
        Accounts(store).add(REVIEWER, role="reviewer", password=REVIEWER_PASSWORD, who="test setup")
        store.jurisdictions.add("Wren Hollow", kind="town", county="Ashby County", who="test setup")
    monkeypatch.setenv("ORDINANCE_REVIEW_DATABASE_URL", url)
    try:
        yield url
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("Title", "T" * 501, "title is too long: 501 characters, at most 500; shorten it and try again"),
    ],
)
# The jurisdiction is no longer typed into this form but picked from the records (issue 17); a NUL
# typed into a record's name on the Accounts page is dropped before anything is stored.
def test_bad_text_gets_the_same_clear_refusal(database, app, ordinance_pdf, field, value, message):
    app.file_uploader[0].set_value(("wren_hollow.pdf", ordinance_pdf, "application/pdf"))
    app.run()
    widget(app.text_input, field).set_value(value)
    button(app, "Create submission").click().run()
    assert not app.exception, app.exception
    errors = [shown(e.value) for e in app.error]
    assert any(e.startswith("The submission was not created: " + message) for e in errors), errors
    page = all_text(app)
    assert "DataError" not in page and "INSERT" not in page and "%PDF" not in page  # nothing raw
    with Store(database) as store:
        assert store.list_submissions() == []
