"""Review memos (DNR reviewer) and self-check reports (local government): Markdown, Word, PDF.

One builder per kind turns the review into a format-neutral `MemoDocument`; one writer per
format lays it out. The CLI (`ordinance-review memo`) and the app both call `render`.

>>> from ordinance_review.models import DocumentInfo, Review
>>> md = render(Review(document=DocumentInfo(filename="x.pdf", pages=1)), fmt="md")
>>> md.splitlines()[0]
b'# Review of a local livestock ordinance under NR 151.096(2)'
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from ordinance_review.errors import ReviewError
from ordinance_review.memo import markdown, pdf, review_memo, self_check, word, wording
from ordinance_review.memo.context import MemoContext, Override
from ordinance_review.memo.document import MemoDocument
from ordinance_review.models import Review

__all__ = ["MemoContext", "Override", "build", "render"]

Kind = Literal["review", "self-check"]
Format = Literal["md", "docx", "pdf"]

# Files need some timestamp; when the caller gave no date, a fixed one keeps output reproducible.
_UNDATED = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)


def build(review: Review, *, kind: Kind = "review", context: MemoContext | None = None) -> MemoDocument:
    """The format-neutral memo (what every format prints)."""
    context = context or MemoContext()
    words = wording.load()
    if kind == "review":
        return review_memo.build(review, context, words)
    if kind == "self-check":
        return self_check.build(review, context, words)
    raise ReviewError(f"unknown memo kind {kind!r}; use 'review' or 'self-check'")


def render(
    review: Review,
    *,
    kind: Kind = "review",
    fmt: Format = "md",
    context: MemoContext | None = None,
) -> bytes:
    """The memo as bytes: UTF-8 Markdown, a .docx package or a PDF.

    Deterministic: the same review and context give the same bytes. Nothing reads today's date;
    pass `context.memo_date`.
    """
    context = context or MemoContext()
    doc = build(review, kind=kind, context=context)
    date = context.memo_date
    when = dt.datetime(date.year, date.month, date.day, 12, tzinfo=dt.UTC) if date else _UNDATED
    if fmt == "md":
        return markdown.write(doc)
    if fmt == "docx":
        return word.write(doc, when)
    if fmt == "pdf":
        return pdf.write(doc, when)
    raise ReviewError(f"unknown memo format {fmt!r}; use 'md', 'docx' or 'pdf'")
