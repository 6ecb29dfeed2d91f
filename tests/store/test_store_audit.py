"""The audit log: every change recorded old → new, append-only at the API and in the database."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from store_fixtures import PDF_BYTES

from ordinance_review.store import Store

D = dt.date.fromisoformat


@pytest.fixture
def submission_id(store: Store, review) -> int:
    return store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    ).id


def test_every_change_is_logged_with_who_when_old_new(store: Store, submission_id: int) -> None:
    store.update_submission(submission_id, who="bob", complete=D("2024-02-01"), reviewer="Bob", expected_version=store.get_submission(submission_id).version)
    store.update_submission(submission_id, who="bob", reviewer="Bob", expected_version=store.get_submission(submission_id).version)  # no change → no entry
    store.override_verdict(submission_id, "p1", verdict="consistent", reason="180 days is the state figure too", who="cy", expected_version=store.get_submission(submission_id).verdict_version("p1"))
    store.decide(submission_id, "p1", decision="no_approval_needed", reason="consistent after review", who="cy", expected_version=store.get_submission(submission_id).decision_version("p1"))
    log = store.audit_log(submission_id)
    assert [(e.who, e.entity, e.field, e.old, e.new) for e in log] == [
        ("amy", "submission", "created", None, log[0].new),
        ("bob", "submission", "complete", None, "2024-02-01"),
        ("bob", "submission", "reviewer", "", "Bob"),
        ("cy", "verdict", "verdict", "exceeds", "consistent"),
        ("cy", "decision", "decision", None, "no_approval_needed"),
        ("cy", "decision", "reason", None, "consistent after review"),
    ]
    created = json.loads(log[0].new or "{}")
    assert created["received"] == "2024-01-15" and created["route"] == "dnr"
    assert log[3].reason == "180 days is the state figure too"
    assert all(e.at.tzinfo is not None for e in log)
    assert [e.id for e in log] == sorted(e.id for e in log)


def test_log_is_per_submission_and_global(store: Store, review, submission_id: int) -> None:
    other = store.create_submission(
        jurisdiction="Town of Birch", review=review, file_bytes=PDF_BYTES, received=D("2024-02-01"), who="dee"
    ).id
    store.update_submission(other, who="dee", title="Ch. 7", expected_version=store.get_submission(other).version)
    assert {e.submission_id for e in store.audit_log(submission_id)} == {submission_id}
    assert {e.submission_id for e in store.audit_log() if e.entity != "jurisdiction"} == {submission_id, other}


def test_no_api_edits_or_deletes_audit_rows() -> None:
    verbs = [name for name in dir(Store) if "audit" in name and not name.startswith("_")]
    assert sorted(verbs) == ["audit_log", "export_audit_csv", "verify_audit"]  # verify only reads


@pytest.mark.parametrize(
    "statement",
    ["UPDATE audit_log SET who = 'mallory'", "DELETE FROM audit_log"],
)
def test_database_refuses_to_rewrite_history(store: Store, submission_id: int, statement: str) -> None:
    before = store.audit_log(submission_id)
    with pytest.raises(DBAPIError, match="append-only"):
        with store.engine.begin() as conn:
            conn.execute(text(statement))
    assert store.audit_log(submission_id) == before


def test_csv_export_round_trips(store: Store, submission_id: int) -> None:
    store.override_verdict(submission_id, "p2", verdict="exceeds", reason='says "1,000 feet", state says less', who="bob", expected_version=store.get_submission(submission_id).verdict_version("p2"))
    rows = list(csv.DictReader(io.StringIO(store.export_audit_csv(submission_id))))
    assert [r["field"] for r in rows] == ["created", "verdict"]
    assert rows[1]["old_value"] == "consistent" and rows[1]["new_value"] == "exceeds"
    assert rows[1]["reason"] == 'says "1,000 feet", state says less'
    assert rows[1]["who"] == "bob"
    assert dt.datetime.fromisoformat(rows[1]["at_utc"]).tzinfo is not None
    # issue 17: for people — the action in words, the provision's label, verdict names, local time and zone
    label = store.get_submission(submission_id).review.provision("p2").label
    assert (rows[1]["what"], rows[1]["of"], rows[1]["old"], rows[1]["new"]) == ("Verdict overridden", label, "Consistent", "Exceeds")
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d C[SD]T", rows[1]["at"]), rows[1]["at"]
