"""Compare two versions of an ordinance, provision by provision, and review only what changed.

    old, new ─review.py─▶ two Reviews ─align─▶ pairs (unchanged, renumbered, amended, split,
    merged, added, removed) ─versions─▶ word diffs, verdict changes, pre-2002 status across
    versions, needs review, decisions carried over ─memo─▶ amendment review memo

The CLI (`ordinance-review compare`) and the app's Compare page both call `compare_bytes` /
`compare_reviews`; the JSON is `schema: "ordinance-review-compare/1"` (`compare.models`).
"""

from __future__ import annotations

from pathlib import Path

from ordinance_review.compare.models import SCHEMA, CarriedDecision, Comparison, DiffPart, Pair, Summary
from ordinance_review.compare.versions import compare_reviews
from ordinance_review.progress import ProgressFn, silent

__all__ = [
    "SCHEMA", "CarriedDecision", "Comparison", "DiffPart", "Pair", "Summary",
    "compare_bytes", "compare_paths", "compare_reviews",
]  # fmt: skip


def compare_bytes(
    old_data: bytes,
    old_name: str,
    new_data: bytes,
    new_name: str,
    *,
    password: str | None = None,
    decisions: dict[str, CarriedDecision] | None = None,
    progress: ProgressFn = silent,
) -> Comparison:
    """Review both files and compare them. Raises `errors.ReviewError` on unreadable input."""
    from ordinance_review.review import review_bytes

    if progress is not silent:  # a progress bar is drawn from one thread
        old = review_bytes(old_data, old_name, password=password, progress=progress)
        new = review_bytes(new_data, new_name, password=password, progress=progress)
        return compare_reviews(old, new, decisions=decisions)
    # PDF and Word files are read in worker processes (ingest.worker): the two versions are read at
    # once, so comparing costs little more than the slower of two reviews plus the alignment.
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = [pool.submit(review_bytes, d, n, password=password) for d, n in ((old_data, old_name), (new_data, new_name))]
        old, new = (f.result() for f in futures)
    return compare_reviews(old, new, decisions=decisions)


def compare_paths(old: str | Path, new: str | Path, **kwargs) -> Comparison:
    from ordinance_review.errors import UnreadableInput

    data = []
    for path in (Path(old), Path(new)):
        try:
            data.append(path.read_bytes())
        except OSError as exc:
            raise UnreadableInput(f"cannot read {path}: {exc.strerror or exc}") from exc
    return compare_bytes(data[0], Path(old).name, data[1], Path(new).name, **kwargs)
