"""SIGKILL in the middle of a save: on reopen the database holds the old state or the new, never a mix.

A real subprocess saves through the Store; the `ORDINANCE_REVIEW_TEST_PAUSE` hook makes it stop
inside its open transaction (after some rows are already written to the database connection) and
print "paused at …"; the test then kills it with SIGKILL, reopens the database and checks it.
Runs on SQLite (WAL mode) and PostgreSQL.
"""

from __future__ import annotations

import datetime as dt
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from store_fixtures import PDF_BYTES, make_review

from ordinance_review.store import PAUSE_ENV, OverrideInput, Store

D = dt.date.fromisoformat

CREATE = r"""
import datetime as dt, sys
from pathlib import Path
from ordinance_review.models import Review
from ordinance_review.store import OverrideInput, Store

url, review_path, file_path = sys.argv[1:4]
with Store(url) as store:
    view = store.create_submission(
        jurisdiction="Town of Birch", review=Review.model_validate_json(Path(review_path).read_text()),
        file_bytes=Path(file_path).read_bytes(), received=dt.date(2024, 2, 1), who="ben",
        overrides=[OverrideInput(provision_id=p, verdict="exceeds", reason=f"reason {p}") for p in ("p1", "p2", "p3")],
    )
    print("saved", view.id, flush=True)
"""

UPDATE = r"""
import datetime as dt, sys
from ordinance_review.store import Store

url, submission_id = sys.argv[1:3]
with Store(url) as store:
    store.update_submission(int(submission_id), who="ben", expected_version=store.get_submission(int(submission_id)).version, item1_received=dt.date(2024, 1, 20),
                            item2_received=dt.date(2024, 1, 21), datcp_recommendation="approve all",
                            route="datcp")
    print("saved", flush=True)
"""


def _run_until_paused(code: str, args: list[str], point: str, *, kill: bool = True) -> subprocess.Popen:
    env = {**os.environ, PAUSE_ENV: f"{point}:600" if kill else f"{point}:0"}
    proc = subprocess.Popen(
        [sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        if not kill:
            proc.wait(timeout=120)
            return proc
        assert line.strip() == f"paused at {point}", f"writer did not pause: {line!r} {proc.stderr.read()}"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return proc


def _old_state(store: Store) -> int:
    """One submission with one override, saved and committed before the crash."""
    view = store.create_submission(
        jurisdiction="Town of Alder", review=make_review(), file_bytes=PDF_BYTES,
        received=D("2024-01-15"), who="amy",
    )  # fmt: skip
    store.override_verdict(view.id, "p2", verdict="exceeds", reason="stricter setback", who="amy", expected_version=store.get_submission(view.id).verdict_version("p2"))
    return view.id


def _integrity(db_url: str) -> None:
    if db_url.startswith("sqlite"):
        engine = create_engine(db_url)
        try:
            with engine.connect() as conn:
                assert conn.execute(text("PRAGMA integrity_check")).scalar() == "ok"
                assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        finally:
            engine.dispose()


@pytest.mark.timeout(180)
def test_killed_while_creating_a_submission_with_overrides(db_url: str, tmp_path: Path) -> None:
    review_path, file_path = tmp_path / "review.json", tmp_path / "ordinance.pdf"
    review_path.write_text(make_review("birch.pdf").to_json(), encoding="utf-8")
    file_path.write_bytes(PDF_BYTES)
    with Store(db_url) as store:
        old_id = _old_state(store)
        before_audit = store.audit_log()
    # Paused after the submission, its audit row and two of the three overrides were written.
    proc = _run_until_paused(CREATE, [db_url, str(review_path), str(file_path)], "create_submission")
    assert proc.returncode == -signal.SIGKILL
    _integrity(db_url)
    with Store(db_url) as store:
        views = store.list_submissions()
        assert [v.id for v in views] == [old_id], "a half-saved submission survived the crash"
        assert [(o.provision_id, o.new_verdict) for o in views[0].overrides] == [("p2", "exceeds")]
        assert store.audit_log() == before_audit
    # The same save, not killed: the new state is all there (the test can tell the two apart).
    proc = _run_until_paused(CREATE, [db_url, str(review_path), str(file_path)], "create_submission", kill=False)
    assert proc.returncode == 0, proc.stderr.read() if proc.stderr else ""
    with Store(db_url) as store:
        new = [v for v in store.list_submissions() if v.id != old_id]
        assert len(new) == 1
        assert sorted((o.provision_id, o.version) for o in new[0].overrides) == [("p1", 1), ("p2", 1), ("p3", 1)]


@pytest.mark.timeout(180)
def test_killed_while_updating_several_fields(db_url: str) -> None:
    with Store(db_url) as store:
        submission_id = _old_state(store)
        before = store.get_submission(submission_id)
        before_audit = store.audit_log(submission_id)
    proc = _run_until_paused(UPDATE, [db_url, str(submission_id)], "update_submission")
    assert proc.returncode == -signal.SIGKILL
    _integrity(db_url)
    with Store(db_url) as store:
        after = store.get_submission(submission_id)
        fields = ("item1_received", "item2_received", "datcp_recommendation", "route", "version", "updated_at")
        assert {f: getattr(after, f) for f in fields} == {f: getattr(before, f) for f in fields}
        assert store.audit_log(submission_id) == before_audit
    proc = _run_until_paused(UPDATE, [db_url, str(submission_id)], "update_submission", kill=False)
    assert proc.returncode == 0, proc.stderr.read() if proc.stderr else ""
    with Store(db_url) as store:
        after = store.get_submission(submission_id)
        assert (after.item1_received, after.item2_received, after.route, after.version) == (
            D("2024-01-20"), D("2024-01-21"), "datcp", before.version + 1,
        )  # fmt: skip


def test_overrides_saved_with_a_submission_are_all_or_nothing(store: Store) -> None:
    bad = [OverrideInput(provision_id="p1", verdict="exceeds", reason="ok"),
           OverrideInput(provision_id="p9", verdict="exceeds", reason="no such provision")]  # fmt: skip
    with pytest.raises(ValueError, match="p9"):
        store.create_submission(
            jurisdiction="Town of Alder", review=make_review(), file_bytes=PDF_BYTES,
            received=D("2024-01-15"), who="amy", overrides=bad,
        )  # fmt: skip
    assert store.list_submissions() == []
    assert store.audit_log() == []
