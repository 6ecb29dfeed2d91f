"""Ingestion: a PDF, DOCX or text file becomes an `IngestedDocument` of cleaned lines per page.

The input kind is decided by content, not by the file name (a PDF saved as "ord.doc" is still a
PDF). Every reader produces raw pages of positioned lines in reading order; the same clean-up
steps (`layout.DEFAULT_STEPS`: rules, running headers/page numbers, hyphenation) then run on all
of them, so the segmenter sees one kind of input whatever was uploaded. Unreadable input raises
an `errors.UnreadableInput` subclass whose message says what is wrong and what to do.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from typing import Literal

from ordinance_review.errors import UnreadableInput
from ordinance_review.ingest.layout import RawPage, clean
from ordinance_review.models import IngestedDocument, Line, Page
from ordinance_review.progress import ProgressFn, silent

MAX_PAGES = 500
TEXT_SUFFIXES = (".txt", ".text")

__all__ = ["MAX_PAGES", "load", "load_text"]


def _document(
    pages: list[RawPage],
    filename: str,
    sha256: str,
    kind: Literal["pdf", "docx", "text"],
    warnings: list[str],
) -> IngestedDocument:
    pages = clean(pages)
    return IngestedDocument(
        filename=filename,
        sha256=sha256,
        kind=kind,
        warnings=warnings,
        pages=[
            Page(
                number=page.number,
                width=round(page.width, 2),
                height=round(page.height, 2),
                ocr=page.ocr,
                lines=[
                    Line(
                        text=line.text,
                        page=page.number,
                        x0=round(line.x0, 2),
                        top=round(line.top, 2),
                        x1=round(line.x1, 2),
                        bottom=round(line.bottom, 2),
                    )
                    for line in page.lines
                ],
            )
            for page in pages
        ],
    )


def _kind(data: bytes, filename: str) -> Literal["pdf", "docx", "text"]:
    head = data[:1024]
    if b"%PDF-" in head:
        return "pdf"
    if data.startswith(b"PK\x03\x04"):
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                if "word/document.xml" in archive.namelist():
                    return "docx"
        except zipfile.BadZipFile:
            raise UnreadableInput(
                f"{filename} is a damaged or truncated archive, not a readable .docx; save it again as .docx or PDF"
            ) from None
        raise UnreadableInput(
            f"{filename} is a zip archive, not a PDF or Word .docx; upload the ordinance itself"
        )
    if data.startswith(b"\xd0\xcf\x11\xe0"):
        raise UnreadableInput(
            f"{filename} is an old Word .doc file; save it as .docx or PDF in Word and upload that"
        )
    if filename.lower().endswith(TEXT_SUFFIXES):
        return "text"
    raise UnreadableInput(
        f"{filename} is not a PDF or Word .docx file (it does not start like one); "
        "upload the ordinance as a PDF or .docx"
    )


def load(
    data: bytes,
    filename: str,
    *,
    password: str | None = None,
    progress: ProgressFn = silent,
    max_pages: int = MAX_PAGES,
) -> IngestedDocument:
    """Read an uploaded ordinance (PDF, DOCX or UTF-8 .txt) into cleaned lines per page."""
    if not data:
        raise UnreadableInput(f"{filename} is empty (0 bytes); upload the ordinance file again")
    kind = _kind(data, filename)
    sha256 = hashlib.sha256(data).hexdigest()
    warnings: list[str] = []
    if kind == "pdf":
        from ordinance_review.ingest.pdf import read_pdf

        pages, warnings = read_pdf(data, filename, password=password, progress=progress, max_pages=max_pages)
    elif kind == "docx":
        from ordinance_review.ingest.docx import docx_pages

        pages = docx_pages(data, filename)
    else:
        from ordinance_review.ingest.text import text_pages

        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise UnreadableInput(
                f"{filename} is not UTF-8 text; save it as UTF-8 text, or upload the PDF or .docx"
            ) from None
        pages = text_pages(text)
    if kind != "pdf":
        progress("read", 1, 1, f"Read {filename}")
    if kind != "pdf" and len(pages) > max_pages:
        raise UnreadableInput(
            f"{filename} has {len(pages)} pages, more than the limit of {max_pages}; "
            "upload only the ordinance's own pages"
        )
    document = _document(pages, filename, sha256, kind, warnings)
    if not any(page.lines for page in document.pages):
        raise UnreadableInput(f"{filename} contains no text; upload the ordinance with its text")
    return document


def load_text(text: str, filename: str) -> IngestedDocument:
    """Plain ordinance text (a form feed separates pages) → cleaned lines with synthetic positions."""
    from ordinance_review.ingest.text import text_pages

    sha256 = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return _document(text_pages(text), filename, sha256, "text", [])
