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
import time
import zipfile
from typing import Literal

from ordinance_review.config import MAX_PAGES_ENV, PAGE_SECONDS_ENV, Settings
from ordinance_review.errors import ReviewError, UnreadableInput
from ordinance_review.ingest.layout import RawPage, clean
from ordinance_review.models import IngestedDocument, Line, Page
from ordinance_review.progress import ProgressFn, silent

MAX_PAGES = 500  # the default of ORDINANCE_REVIEW_MAX_PAGES (config.DEFAULT_MAX_PAGES)
TEXT_SUFFIXES = (".txt", ".text")

__all__ = ["MAX_PAGES", "ReadingTooSlow", "load", "load_text", "page_limit_message"]


class ReadingTooSlow(UnreadableInput):
    """A page took longer to read than the per-page time budget (a hostile or broken PDF)."""


def page_limit_message(filename: str, pages: int, limit: int) -> str:
    """The refusal of a document over the page limit, naming the setting that raises it."""
    return (
        f"{filename} has {pages} pages, more than the limit of {limit}; upload only the ordinance's "
        f"own pages, or raise the limit with the {MAX_PAGES_ENV} setting"
    )


class _PageBudget:
    """A progress callback that stops the reading when one page takes longer than the budget.

    Why through progress: the readers report after every page, so this bounds a slow page without
    touching them. It cannot interrupt a single native call that never returns; the fuzzing
    harness (benchmarks/fuzz_ingest.py) shows none does on the mutations it tries.
    """

    def __init__(self, filename: str, seconds: float, progress: ProgressFn) -> None:
        self.filename, self.seconds, self.progress = filename, seconds, progress
        self.last = time.monotonic()

    def __call__(self, stage: str, done: int, total: int, message: str) -> None:
        now = time.monotonic()
        if stage in ("read", "ocr") and now - self.last > self.seconds:
            raise ReadingTooSlow(
                f"{self.filename}: {'OCR of' if stage == 'ocr' else 'reading'} page {max(done, 1)} of {total} "
                f"took {now - self.last:.0f} s, "
                f"over the budget of {self.seconds:g} s per page; the PDF may be damaged or built to be "
                f"slow: export it again, or raise the budget with the {PAGE_SECONDS_ENV} setting"
            )
        self.last = now
        self.progress(stage, done, total, message)


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
    max_pages: int | None = None,
    page_seconds: float | None = None,
) -> IngestedDocument:
    """Read an uploaded ordinance (PDF, DOCX or UTF-8 .txt) into cleaned lines per page.

    `max_pages` and `page_seconds` default to the settings (`config.Settings`). Whatever the
    readers raise on a damaged file becomes an `UnreadableInput` with a user message (the cause
    is chained for the log), so no input ends in a stack trace.
    """
    if not data:
        raise UnreadableInput(f"{filename} is empty (0 bytes); upload the ordinance file again")
    if max_pages is None or page_seconds is None:
        settings = Settings.from_env()
        max_pages = settings.max_pages if max_pages is None else max_pages
        page_seconds = settings.page_seconds if page_seconds is None else page_seconds
    kind = _kind(data, filename)
    sha256 = hashlib.sha256(data).hexdigest()
    warnings: list[str] = []
    budget = _PageBudget(filename, page_seconds, progress)
    try:
        if kind == "pdf":
            from ordinance_review.ingest.pdf import read_pdf

            pages, warnings = read_pdf(data, filename, password=password, progress=budget, max_pages=max_pages)
        elif kind == "docx":
            from ordinance_review.ingest.docx import docx_pages

            pages = docx_pages(data, filename)
    except ReviewError:
        raise
    except MemoryError:
        raise UnreadableInput(
            f"{filename} needs more memory to read than is available (an oversized or damaged file); "
            "export it again or split it"
        ) from None
    except Exception as error:  # a hostile file can make PDFium/Pillow/XML raise anything
        raise UnreadableInput(
            f"{filename} is a damaged {kind.upper()} that cannot be read ({type(error).__name__}); "
            "download or export it again"
        ) from error
    if kind == "text":
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
        raise UnreadableInput(page_limit_message(filename, len(pages), max_pages))
    document = _document(pages, filename, sha256, kind, warnings)
    if not any(page.lines for page in document.pages):
        raise UnreadableInput(f"{filename} contains no text; upload the ordinance with its text")
    return document


def load_text(text: str, filename: str) -> IngestedDocument:
    """Plain ordinance text (a form feed separates pages) → cleaned lines with synthetic positions."""
    from ordinance_review.ingest.text import text_pages

    sha256 = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return _document(text_pages(text), filename, sha256, "text", [])
