"""Download buttons for a memo in Markdown, Word and PDF (written once per review state, then cached)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import streamlit as st

from ordinance_review.memo import MemoContext, render
from ordinance_review.models import Review
from ordinance_review.safety import safe_filename
from ordinance_review.ui.text import escape_md
from ordinance_review.validate import shown

FORMATS: dict[str, tuple[str, str]] = {
    "md": ("Markdown", "text/markdown"),
    "docx": ("Word", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    "pdf": ("PDF", "application/pdf"),
}


@st.cache_data(max_entries=64, show_spinner="Writing the memo…")
def _memo(key: str, kind: str, fmt: str, _review: Review, _context: MemoContext) -> bytes:
    """Memo bytes; `key` (the review with its overrides, and the context) decides when to rewrite."""
    return render(_review, kind=kind, fmt=fmt, context=_context)


def memo_bytes(review: Review, kind: str, fmt: str, context: MemoContext) -> bytes:
    key = review.model_dump_json(include={"document", "findings", "outcome"}) + context.model_dump_json()
    return _memo(key, kind, fmt, review, context)


def file_stem(filename: str) -> str:
    """A safe file name stem from the uploaded file's name (no paths, no markup, no odd characters)."""
    return safe_filename(filename, suffix="")[:60].strip(" ._-") or "ordinance"


def memo_downloads(review: Review, *, kind: str, label: str, context: MemoContext, key: str) -> None:
    """One button per format. Markdown is written now (it is instant and shows errors here); Word and
    PDF are written when clicked (deferred data), so the page never waits for a document it may not
    need."""
    cols = st.columns(len(FORMATS))
    stem = file_stem(review.document.filename)
    for col, (fmt, (fmt_label, mime)) in zip(cols, FORMATS.items(), strict=True):
        if fmt == "md":
            try:
                data: bytes | Callable[[], bytes] = memo_bytes(review, kind, fmt, context)
            except Exception as exc:  # one failing writer must not hide the others
                col.error(escape_md(f"{label} ({fmt_label}) could not be written: {shown(exc, 'writing the memo')}"))
                continue
        else:
            data = partial(render, review, kind=kind, fmt=fmt, context=context)
        col.download_button(
            f"{label} ({fmt_label})",
            data=data,
            file_name=f"{stem}-{kind}.{fmt}",
            mime=mime,
            key=f"{key}_{kind}_{fmt}",
            width="stretch",
            on_click="ignore",
        )
