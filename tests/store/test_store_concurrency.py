"""Many writers at once (issue 20): 200 concurrent edits of one record lose none, on SQLite and on
PostgreSQL, and writers racing for the audit log's next id are serialized, never told of a conflict
that did not happen.

Threads in one process, each with the app's own `Store` (as the Streamlit server's sessions are);
two `Store`s, so two engines and connection pools, compete like two server processes. Bounded: 200
edits by 8 threads; the database is a file or the throw-away PostgreSQL server on a local socket.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from store_fixtures import PDF_BYTES, make_review

from ordinance_review.store import ConflictError, Store

EDITS = 200
THREADS = 8


@pytest.fixture
def stores(db_url: str) -> Iterator[tuple[Store, Store]]:
    first, second = Store(db_url), Store(db_url)
    try:
        yield first, second
    finally:
        first.close()
        second.close()


def _new(store: Store, town: str = "Alder") -> int:
    return store.create_submission(
        jurisdiction=f"Town of {town}", review=make_review(), file_bytes=PDF_BYTES,
        received=dt.date(2024, 1, 15), who="amy",
    ).id  # fmt: skip


def _run(n: int, work: Callable[[int], int]) -> list[int]:
    with ThreadPoolExecutor(THREADS) as pool:
        return list(pool.map(work, range(n), timeout=300))


@pytest.mark.timeout(600)
def test_200_concurrent_edits_lose_none(stores: tuple[Store, Store]) -> None:
    sid = _new(stores[0])
    rows_before = stores[0].verify_audit()[0]

    def edit(i: int) -> int:
        """One person's edit: load, change, save with the version loaded; reload on a conflict."""
        store = stores[i % 2]
        for attempt in range(1, 1000):
            seen = store.get_submission(sid)
            try:
                store.update_submission(
                    sid, who=f"user{i}", expected_version=seen.version, reviewer=f"edit {i}"
                )
                return attempt
            except ConflictError:
                continue
        raise AssertionError(f"edit {i} never landed")

    attempts = _run(EDITS, edit)
    final = stores[0].get_submission(sid)
    assert final.version == 1 + EDITS  # every save bumped the version once: none overwrote another
    saved = [e.new for e in stores[0].audit_log(sid) if e.field == "reviewer"]
    assert sorted(saved) == sorted(f"edit {i}" for i in range(EDITS))  # each edit is in the log, once
    assert final.reviewer == saved[-1]
    assert sum(attempts) >= EDITS
    count, problems = stores[0].verify_audit()
    assert problems == [] and count == rows_before + EDITS


@pytest.mark.timeout(600)
def test_200_concurrent_overrides_lose_none(stores: tuple[Store, Store]) -> None:
    sid = _new(stores[0])

    def override(i: int) -> int:
        store = stores[i % 2]
        for attempt in range(1, 1000):
            seen = store.get_submission(sid).verdict_version("p2")
            verdict = ("exceeds", "consistent")[i % 2]
            try:
                store.override_verdict(sid, "p2", verdict=verdict, reason=f"reason {i}", who=f"user{i}",
                                       expected_version=seen)  # fmt: skip
                return attempt
            except ConflictError:
                continue
        raise AssertionError(f"override {i} never landed")

    _run(EDITS, override)
    view = stores[0].get_submission(sid)
    assert view.verdict_version("p2") == EDITS
    assert sorted(o.version for o in view.overrides) == list(range(1, EDITS + 1))
    assert sorted(o.reason for o in view.overrides) == sorted(f"reason {i}" for i in range(EDITS))


@pytest.mark.timeout(300)
def test_writers_racing_for_the_next_audit_id_are_not_told_of_a_conflict(stores: tuple[Store, Store]) -> None:
    """First decisions on different submissions never conflict; each waits its turn for the log."""
    ids = [_new(stores[0], f"Town{n}") for n in range(16)]
    start = threading.Barrier(THREADS)

    def decide(i: int) -> int:
        if i < THREADS:
            start.wait(timeout=60)
        stores[i % 2].decide(ids[i], "p1", decision="approved", reason=f"needed {i}", who=f"user{i}",
                             expected_version=0)  # fmt: skip
        return 1

    assert sum(_run(len(ids), decide)) == len(ids)  # a ConflictError would have been raised here
    decided = [e for e in stores[0].audit_log() if e.entity == "decision" and e.field == "decision"]
    assert len(decided) == len(ids)
    assert stores[0].verify_audit()[1] == []
