"""Ingestion: a PDF, DOCX or text file becomes an `IngestedDocument` of cleaned lines per page.

STUB (foundation): plain pdfplumber text; the ingestion issue replaces it.
"""

from __future__ import annotations

import hashlib
import io

from ordinance_review.errors import UnreadableInput
from ordinance_review.models import IngestedDocument, Line, Page
from ordinance_review.progress import ProgressFn, silent


def load(data: bytes, filename: str, *, password: str | None = None, progress: ProgressFn = silent) -> IngestedDocument:
    import pdfplumber

    if not data:
        raise UnreadableInput(f"{filename} is empty (0 bytes); upload the ordinance PDF again")
    if not data.startswith(b"%PDF"):
        raise UnreadableInput(f"{filename} is not a PDF; upload the ordinance as a PDF")
    pages: list[Page] = []
    with pdfplumber.open(io.BytesIO(data), password=password or "") as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            progress("read", number, len(pdf.pages), f"Reading page {number} of {len(pdf.pages)}")
            text = page.extract_text() or ""
            lines = [Line(text=t, page=number) for t in text.splitlines()]
            pages.append(Page(number=number, width=float(page.width), height=float(page.height), lines=lines))
    return IngestedDocument(filename=filename, sha256=hashlib.sha256(data).hexdigest(), pages=pages)
