"""Saved, process killed (SIGKILL, no clean shutdown), reopened: nothing is lost."""

from __future__ import annotations

import datetime as dt
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from store_fixtures import PDF_BYTES, make_review

from ordinance_review.store import Store

D = dt.date.fromisoformat

WRITER = r"""
import datetime as dt, sys, time
from pathlib import Path
from ordinance_review.models import Review
from ordinance_review.store import Store

url, review_path, file_path = sys.argv[1:4]
store = Store(url)
view = store.create_submission(
    jurisdiction="Town of Alder", review=Review.model_validate_json(Path(review_path).read_text()),
    file_bytes=Path(file_path).read_bytes(), received=dt.date(2024, 1, 15), who="amy", route="dnr",
)
store.update_submission(view.id, who="amy", expected_version=view.version, item1_received=dt.date(2024, 1, 15), datcp_requested=dt.date(2024, 1, 20),
                        datcp_recommendation="approve § 12-3 A.", decision_letter=dt.date(2024, 4, 10))
store.override_verdict(view.id, "p2", verdict="exceeds", reason="1,000 ft is stricter", who="amy", expected_version=store.get_submission(view.id).verdict_version("p2"))
store.decide(view.id, "p1", decision="approved", reason="needed for the creek", who="amy", expected_version=store.get_submission(view.id).decision_version("p1"))
print(view.id, flush=True)
time.sleep(600)   # still holding its connections when it is killed
"""


@pytest.mark.timeout(120)
def test_saved_then_killed_then_reopened_loses_nothing(db_url: str, tmp_path: Path) -> None:
    review = make_review()
    review_path, file_path = tmp_path / "review.json", tmp_path / "ordinance.pdf"
    review_path.write_text(review.to_json(), encoding="utf-8")
    file_path.write_bytes(PDF_BYTES)
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, db_url, str(review_path), str(file_path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.strip().isdigit(), f"writer failed: {line!r} {proc.stderr.read() if proc.stderr else ''}"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL

    with Store(db_url) as store:
        got = store.get_submission(int(line), on=D("2024-05-01"))
        assert got.file_bytes == PDF_BYTES
        assert got.review == review
        assert (got.received, got.item1_received, got.datcp_requested, got.decision_letter) == (
            D("2024-01-15"), D("2024-01-15"), D("2024-01-20"), D("2024-04-10"),
        )  # fmt: skip
        assert got.datcp_recommendation == "approve § 12-3 A."
        assert got.clock.status == "decided_on_time"
        assert [(o.provision_id, o.new_verdict) for o in got.overrides] == [("p2", "exceeds")]
        assert [(d.provision_id, d.decision) for d in got.decisions] == [("p1", "approved")]
        assert [e.field for e in store.audit_log(got.id)] == [
            "created", "item1_received", "datcp_requested", "datcp_recommendation", "decision_letter",
            "verdict", "decision", "reason",
        ]  # fmt: skip
