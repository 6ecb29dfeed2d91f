"""Review memos and self-check reports. STUB (foundation): a bare Markdown table."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel

from ordinance_review.models import Review


class MemoContext(BaseModel):
    received: dt.date | None = None
    reviewer: str = ""


def render(
    review: Review,
    *,
    kind: Literal["review", "self-check"] = "review",
    fmt: Literal["md", "docx", "pdf"] = "md",
    context: MemoContext | None = None,
) -> bytes:
    lines = [f"# Review memo: {review.document.filename}", "", "| provision | verdict |", "|---|---|"]
    lines += [f"| {f.label} | {f.verdict} |" for f in review.findings]
    return ("\n".join(lines) + "\n").encode("utf-8")
