"""Run a review from the app: a progress bar naming each stage, and a cache by file hash.

The cache is a bounded dict held with `st.cache_resource` rather than `st.cache_data`: the
review reports progress to a bar created outside the function, which cached functions may not
touch, and a cache hit must not re-run (or re-draw) anything. The key is the file's SHA-256 plus
the date overrides, so re-uploading or rerunning the page is instant.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import threading
from collections import OrderedDict

import streamlit as st

from ordinance_review.models import Review
from ordinance_review.review import review_bytes
from ordinance_review.ui.text import escape_md

STAGES: dict[str, tuple[str, float, float]] = {
    # stage: (what the bar says, start, end) as fractions of the whole run
    "read": ("Reading pages", 0.0, 0.35),
    "ocr": ("Reading scanned pages (OCR)", 0.0, 0.35),
    "segment": ("Finding provisions", 0.35, 0.45),
    "assess": ("Comparing with state standards", 0.45, 1.0),
}
_MAX_CACHED = 32


class _ReviewCache:
    def __init__(self) -> None:
        self.items: OrderedDict[tuple, Review] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: tuple) -> Review | None:
        with self.lock:
            review = self.items.get(key)
            if review is not None:
                self.items.move_to_end(key)
            return review

    def put(self, key: tuple, review: Review) -> None:
        with self.lock:
            self.items[key] = review
            while len(self.items) > _MAX_CACHED:
                self.items.popitem(last=False)


@st.cache_resource
def _cache() -> _ReviewCache:
    return _ReviewCache()


def _warm_up() -> None:
    """Import the stages, load the rule data and the catalog, and review a few lines once."""
    from ordinance_review import ingest, standards, verdict_rules
    from ordinance_review.review import review_document

    verdict_rules.load_rules()
    standards.load_catalog()
    text = "Sec. 1. Setbacks.\nNo manure storage facility may be located within 300 feet of a well.\n"
    review_document(ingest.load_text(text, "warm-up.txt"))


@st.cache_resource(show_spinner=False)
def warm_engine() -> threading.Thread:
    """Warm the engine once per server, in the background: the first page draws at once and the
    first upload finds imports, rule data and catalog ready instead of paying for them."""
    thread = threading.Thread(target=_warm_up, name="ordinance-review-warm-up", daemon=True)
    thread.start()
    return thread


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def run_review(
    data: bytes,
    filename: str,
    *,
    password: str | None = None,
    enacted: dt.date | None = None,
    amended: list[dt.date] | None = None,
) -> Review:
    """Review `data`, or return the cached review of the same bytes. Raises `errors.ReviewError`."""
    key = (sha256(data), enacted, tuple(amended or ()))
    cached = _cache().get(key)
    if cached is not None:
        return cached
    bar = st.progress(0.0, text="Starting the review")

    def progress(stage: str, done: int, total: int, message: str) -> None:
        label, start, end = STAGES.get(stage, (stage, 0.0, 1.0))
        fraction = start + (end - start) * (done / total if total else 1.0)
        bar.progress(min(max(fraction, 0.0), 1.0), text=escape_md(f"{label} — {message}" if message else label))

    try:
        review = review_bytes(data, filename, password=password, enacted=enacted, amended=amended, progress=progress)
    finally:
        bar.empty()
    _cache().put(key, review)
    return review
