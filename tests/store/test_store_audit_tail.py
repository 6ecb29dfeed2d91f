"""Removing the audit log's last rows is detected (issue 20): the chain alone still links up when
the tail is cut, so `verify_audit` also replays the log against the tables, and `audit verify
--anchor FILE` checks the head recorded outside the database. On both databases."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import text
from store_fixtures import PDF_BYTES

from ordinance_review.accounts import Accounts
from ordinance_review.store import Store


def _fill(store: Store, review) -> int:
    sid = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=dt.date(2024, 1, 15), who="amy"
    ).id
    store.update_submission(sid, who="bob", reviewer="Bob", expected_version=store.get_submission(sid).version)
    store.override_verdict(sid, "p2", verdict="exceeds", reason="1,000 ft is stricter", who="cy", expected_version=0)
    store.decide(sid, "p1", decision="approved", reason="needed for the creek", who="cy", expected_version=0)
    return sid


def _cut_tail(store: Store, rows: int = 1) -> None:
    """Delete the last audit rows below the app, the way each database allows its owner to."""
    with store.engine.begin() as conn:
        if conn.dialect.name == "sqlite":
            conn.execute(text("DROP TRIGGER audit_log_no_delete"))
        else:
            conn.execute(text("ALTER TABLE audit_log DISABLE TRIGGER USER"))
        last = conn.execute(text("SELECT max(id) FROM audit_log")).scalar_one()
        conn.execute(text("DELETE FROM audit_log WHERE id > :cut"), {"cut": last - rows})


def test_an_intact_log_replays_to_the_tables(store: Store, review) -> None:
    _fill(store, review)
    Accounts(store).add("rita", role="reviewer", who="admin", password="a long enough passphrase")
    assert store.verify_audit()[1] == []


@pytest.mark.parametrize("rows", [1, 2, 3, 4])
def test_cutting_the_last_rows_is_found(store: Store, review, rows: int) -> None:
    """1: the decision's reason; 2: the decision; 3: the override; 4: the edit of the record."""
    _fill(store, review)
    _cut_tail(store, rows)
    count, problems = store.verify_audit()
    assert problems, f"{rows} removed rows went unnoticed"
    assert all("audit rows were removed" in p for p in problems)


def test_an_account_without_its_created_row_is_found(store: Store) -> None:
    Accounts(store).add("rita", role="reviewer", who="admin", password="a long enough passphrase")
    _cut_tail(store)
    assert any("account rita has no 'created' audit row" in p for p in store.verify_audit()[1])


def _verify(url: str, anchor: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "ORDINANCE_REVIEW_DATABASE_URL": url}
    return subprocess.run(
        [sys.executable, "-m", "ordinance_review", "audit", "verify", "--anchor", str(anchor)],
        capture_output=True, text=True, timeout=120, env=env,
    )  # fmt: skip


def test_the_anchor_outside_the_database_catches_a_cut_the_tables_cannot(db_url: str, review, tmp_path) -> None:
    """Cut the last rows *and* undo their changes in the tables: only the anchor can tell."""
    anchor = tmp_path / "anchor.json"
    with Store(db_url) as store:
        sid = _fill(store, review)
    first = _verify(db_url, anchor)
    assert first.returncode == 0, first.stderr
    recorded = json.loads(anchor.read_text())
    assert recorded["rows"] >= 5 and len(recorded["row_hash"]) == 64
    with Store(db_url) as store:
        _cut_tail(store, 2)  # the decision's two rows …
        with store.engine.begin() as conn:  # … and the decision itself, as the owner could
            conn.execute(text("DELETE FROM decisions WHERE submission_id = :sid"), {"sid": sid})
        assert store.verify_audit()[1] == []  # the chain and the tables agree now
    second = _verify(db_url, anchor)
    assert second.returncode == 1
    assert "is gone" in second.stderr and "rows were removed from its end" in second.stderr
    assert json.loads(anchor.read_text()) == recorded  # a failed check never moves the anchor
