"""200 mutated ordinance PDFs (fixed seed) through ingest + segment: a review or a typed error, always.

The harness is `benchmarks/fuzz_ingest.py` (10,000 cases there); each case runs in its own forked
process under a time limit and an address-space limit, so a hang, a native crash or a memory
blow-up is caught as an outcome instead of taking the test run down with it.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

HARNESS = Path(__file__).resolve().parents[2] / "benchmarks" / "fuzz_ingest.py"


def _harness():
    # imported by its own name from benchmarks/, so the fork server's workers can import it too
    if str(HARNESS.parent) not in sys.path:
        sys.path.insert(0, str(HARNESS.parent))
    return importlib.import_module(HARNESS.stem)


@pytest.mark.timeout(600)
def test_200_hostile_pdfs_end_in_a_review_or_a_typed_error() -> None:
    fuzz = _harness()
    results = fuzz.run_cases(200, seed=20261129, workers=2, timeout=60.0, memory_mb=2048)
    assert len(results) == 200
    failures = [r for r in results if r.outcome in fuzz.FAILURES]
    assert not failures, "\n".join(
        f"case {r.index} {r.mutations}: {r.outcome}: {r.message[-400:]}" for r in failures[:5]
    )
    outcomes = {r.outcome for r in results}
    # The mutations must both break files (typed refusals) and leave some readable (reviews).
    assert {"reviewed", "review_error"} <= outcomes
    for r in results:
        if r.outcome == "review_error":
            assert r.message and "\n" not in r.message and "Traceback" not in r.message


def test_every_mutation_changes_the_seed_pdf() -> None:
    import random

    fuzz = _harness()
    corpus = fuzz.seeds()
    for name, mutate in fuzz.MUTATIONS.items():
        changed = sum(mutate(data, random.Random(3)) != data for _, data in corpus)
        assert changed >= 1, f"mutation {name} never changes a seed PDF"
