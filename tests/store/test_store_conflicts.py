"""Two reviewers, one submission: the second writer gets ConflictError, never a silent overwrite.

Each reviewer is a separate `Store` (its own engine and database connection) on the same database,
on SQLite and PostgreSQL. The race test holds one writer inside its transaction (the crash-test
pause hook, in a real subprocess) while the other reads and writes.
"""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
from store_fixtures import PDF_BYTES, make_review

from ordinance_review.errors import ReviewError
from ordinance_review.store import PAUSE_ENV, ConflictError, Store

D = dt.date.fromisoformat


@pytest.fixture
def two(db_url: str) -> Iterator[tuple[Store, Store, int]]:
    amy, ben = Store(db_url), Store(db_url)
    view = amy.create_submission(
        jurisdiction="Town of Alder", review=make_review(), file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    try:
        yield amy, ben, view.id
    finally:
        amy.close()
        ben.close()


def test_second_date_edit_is_refused_and_shows_the_first(two: tuple[Store, Store, int]) -> None:
    amy, ben, sid = two
    seen_by_amy, seen_by_ben = amy.get_submission(sid), ben.get_submission(sid)
    amy.update_submission(sid, who="amy", expected_version=seen_by_amy.version, complete=D("2024-02-01"))
    with pytest.raises(ConflictError) as caught:
        ben.update_submission(sid, who="ben", expected_version=seen_by_ben.version, complete=D("2024-03-01"))
    assert isinstance(caught.value, ReviewError)
    message = str(caught.value)
    assert "amy" in message and "complete" in message and "2024-02-01" in message and "reload" in message
    assert caught.value.changes == [("amy", "complete", "2024-02-01")]
    now = ben.get_submission(sid)
    assert now.complete == D("2024-02-01") and now.version == seen_by_ben.version + 1
    assert [e.who for e in ben.audit_log(sid) if e.field == "complete"] == ["amy"]
    # Reloaded, ben's edit goes through.
    ben.update_submission(sid, who="ben", expected_version=now.version, complete=D("2024-03-01"))
    assert amy.get_submission(sid).complete == D("2024-03-01")


def test_second_override_of_a_provision_is_refused(two: tuple[Store, Store, int]) -> None:
    amy, ben, sid = two
    seen = ben.get_submission(sid).verdict_version("p2")
    assert seen == 0
    amy.override_verdict(sid, "p2", verdict="exceeds", reason="1,000 ft is stricter", who="amy", expected_version=0)
    with pytest.raises(ConflictError, match=r"amy.*exceeds.*1,000 ft is stricter"):
        ben.override_verdict(sid, "p2", verdict="not_covered", reason="outside scope", who="ben", expected_version=seen)
    view = ben.get_submission(sid)
    assert [(o.who, o.new_verdict, o.version) for o in view.overrides] == [("amy", "exceeds", 1)]
    # Another provision is not a conflict.
    ben.override_verdict(sid, "p3", verdict="exceeds", reason="fees", who="ben", expected_version=0)
    ben.override_verdict(sid, "p2", verdict="not_covered", reason="outside", who="ben", expected_version=1)
    assert amy.get_submission(sid).verdict_version("p2") == 2


def test_second_decision_is_refused(two: tuple[Store, Store, int]) -> None:
    amy, ben, sid = two
    amy.decide(sid, "p1", decision="approved", reason="protects the creek", who="amy", expected_version=0)
    with pytest.raises(ConflictError, match=r"amy.*approved.*protects the creek"):
        ben.decide(sid, "p1", decision="denied", reason="not needed", who="ben", expected_version=0)
    version = ben.get_submission(sid).decision_version("p1")
    assert version == 1
    ben.decide(sid, "p1", decision="denied", reason="not needed", who="ben", expected_version=version)
    amy_stale = 1
    with pytest.raises(ConflictError, match=r"ben.*denied"):
        amy.decide(sid, "p1", decision="approved", reason="again", who="amy", expected_version=amy_stale)
    assert [(d.decision, d.who, d.version) for d in amy.get_submission(sid).decisions] == [("denied", "ben", 2)]


RACER = r"""
import datetime as dt, sys
from ordinance_review.store import Store
url, sid = sys.argv[1:3]
with Store(url) as store:
    store.update_submission(int(sid), who="amy", complete=dt.date(2024, 2, 1), reviewer="Amy", expected_version=store.get_submission(int(sid)).version)
    print("committed", flush=True)
"""


@pytest.mark.timeout(180)
def test_a_write_racing_an_open_transaction_is_refused(db_url: str, two: tuple[Store, Store, int]) -> None:
    """Ben reads while Amy's save is still open, then writes: Amy's commit wins, Ben is told."""
    _, ben, sid = two
    proc = subprocess.Popen(
        [sys.executable, "-c", RACER, db_url, str(sid)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, PAUSE_ENV: "update_submission:3"},
    )  # fmt: skip
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.strip() == "paused at update_submission", proc.stderr.read() if proc.stderr else ""
        seen = ben.get_submission(sid)  # Amy's change is not committed: ben sees version 1
        assert seen.complete is None and seen.version == 1
        with pytest.raises(ConflictError, match=r"amy set complete to 2024-02-01"):
            ben.update_submission(sid, who="ben", complete=D("2024-03-01"), reviewer="Ben", expected_version=seen.version)
        assert proc.stdout.readline().strip() == "committed" if proc.stdout else False
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    final = ben.get_submission(sid)
    assert (final.complete, final.reviewer, final.version) == (D("2024-02-01"), "Amy", 2)
    assert {e.who for e in ben.audit_log(sid) if e.field in ("complete", "reviewer")} == {"amy"}
