"""Every typed value is checked before the database sees it (issue 20), with the same clear refusal
on SQLite and on PostgreSQL: PostgreSQL used to show its raw DataError (statement, parameters and
the start of the uploaded file) for a title over 500 characters or a NUL byte in a jurisdiction,
while SQLite stored the same values without a word."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from store_fixtures import PDF_BYTES

from ordinance_review.accounts import Accounts
from ordinance_review.errors import ReviewError
from ordinance_review.store import Store
from ordinance_review.validate import InvalidInput, VersionRequired, shown

D = dt.date.fromisoformat
NUL = "Town of\x00Alder"


def _create(store: Store, review, **fields):
    values = {"jurisdiction": "Town of Alder", "review": review, "file_bytes": PDF_BYTES,
              "received": D("2024-01-15"), "who": "amy", **fields}  # fmt: skip
    return store.create_submission(**values)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"title": "T" * 501}, r"^title is too long: 501 characters, at most 500; shorten it"),
        ({"jurisdiction": NUL}, r"^jurisdiction contains a NUL byte \(\\x00\), which cannot be stored; remove it"),
        ({"jurisdiction": "J" * 301}, r"^jurisdiction is too long: 301 characters, at most 300"),
        ({"title": "bad \ud800 text"}, r"^title contains characters that are not valid text"),
    ],
)
def test_create_refuses_bad_text_alike_on_both_databases(store: Store, review, fields, message) -> None:
    with pytest.raises(InvalidInput, match=message) as caught:
        _create(store, review, **fields)
    assert "INSERT" not in str(caught.value) and "%PDF" not in str(caught.value)  # no SQL, no file
    assert isinstance(caught.value, ValueError | ReviewError)
    assert store.list_submissions() == []
    assert store.audit_log() == []


def test_a_title_of_exactly_500_characters_is_kept(store: Store, review) -> None:
    assert _create(store, review, title="T" * 500).title == "T" * 500


def test_a_long_title_read_from_the_document_is_shortened_not_refused(store: Store, review) -> None:
    long = review.model_copy(update={"document": review.document.model_copy(update={"title": "Chapter " * 100})})
    view = _create(store, long)
    assert len(view.title) <= 500 and view.title.endswith("…")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"title": "T" * 600}, r"^title is too long: 600 characters, at most 500"),
        ({"reviewer": "R" * 201}, r"^reviewer is too long: 201 characters, at most 200"),
        ({"datcp_recommendation": "approve\x00"}, r"^DATCP recommendation contains a NUL byte"),
        ({"datcp_recommendation": "x" * 5_001}, r"^DATCP recommendation is too long: 5,001 characters, at most 5,000"),
    ],
)
def test_edits_refuse_bad_text_and_write_nothing(store: Store, review, changes, message) -> None:
    view = _create(store, review)
    before = store.audit_log(view.id)
    with pytest.raises(InvalidInput, match=message):
        store.update_submission(view.id, who="bob", expected_version=view.version, **changes)
    assert store.get_submission(view.id) == view
    assert store.audit_log(view.id) == before


def test_reasons_are_checked_for_overrides_and_decisions(store: Store, review) -> None:
    view = _create(store, review)
    with pytest.raises(InvalidInput, match=r"^reason contains a NUL byte"):
        store.override_verdict(view.id, "p2", verdict="exceeds", reason="stricter\x00", who="bob", expected_version=0)
    with pytest.raises(InvalidInput, match=r"^reason is too long: 5,001 characters, at most 5,000"):
        store.decide(view.id, "p1", decision="approved", reason="r" * 5_001, who="bob", expected_version=0)
    assert store.get_submission(view.id).overrides == [] and store.get_submission(view.id).decisions == []


def test_user_names_are_checked(store: Store) -> None:
    accounts = Accounts(store)
    with pytest.raises(ReviewError, match=r"user name"):
        accounts.add("a" * 201, role="reviewer", who="admin", password="a long enough passphrase")
    with pytest.raises(ReviewError, match=r"NUL byte|not allowed"):
        accounts.add("rita\x00", role="reviewer", who="admin", password="a long enough passphrase")
    with pytest.raises(InvalidInput, match=r"^display name is too long: 201 characters, at most 200"):
        accounts.add("rita", role="reviewer", who="admin", password="a long enough passphrase", display_name="R" * 201)
    assert accounts.list() == []


@pytest.mark.parametrize("call", ["update", "override", "decide"])
def test_every_update_needs_the_version_loaded(store: Store, review, call: str) -> None:
    """expected_version has no default in the Store itself, and None is refused (lost updates)."""
    sid = _create(store, review).id
    run = {
        "update": lambda **kw: store.update_submission(sid, who="bob", reviewer="Bob", **kw),
        "override": lambda **kw: store.override_verdict(sid, "p2", verdict="exceeds", reason="why", who="bob", **kw),
        "decide": lambda **kw: store.decide(sid, "p1", decision="approved", reason="why", who="bob", **kw),
    }[call]
    with pytest.raises(TypeError, match="expected_version"):
        run()
    with pytest.raises(VersionRequired, match=r"needs expected_version, the version you loaded"):
        run(expected_version=None)
    assert len(store.audit_log(sid)) == 1  # only "created"


def test_a_database_error_is_never_shown_raw(store: Store, caplog: pytest.LogCaptureFixture) -> None:
    """Whatever the database says, the user sees one sentence; the log has the details, no values."""
    secret = "%PDF-1.4 secret file bytes"
    with pytest.raises(SQLAlchemyError) as caught:
        with store.engine.begin() as conn:
            conn.execute(text("INSERT INTO no_such_table (x) VALUES (:x)"), {"x": secret})
    assert secret not in str(caught.value)  # the engine hides parameters
    message = shown(caught.value, "saving the submission")
    assert message.startswith("the database could not complete saving the submission; nothing was changed")
    assert "no_such_table" not in message and "INSERT" not in message and secret not in message
    assert "error reference" in message and "no_such_table" in caplog.text and secret not in caplog.text
