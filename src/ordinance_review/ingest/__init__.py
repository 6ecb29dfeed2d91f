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
import os
import time
import zipfile
from typing import Literal

from ordinance_review.config import MAX_PAGES_ENV, PAGE_SECONDS_ENV, Settings
from ordinance_review.errors import ReviewError, UnreadableInput
from ordinance_review.ingest.layout import RawPage, clean
from ordinance_review.ingest.limits import PARAGRAPHS_PER_PAGE
from ordinance_review.models import IngestedDocument, Line, Page
from ordinance_review.progress import ProgressFn, silent

MAX_PAGES = 500  # the default of ORDINANCE_REVIEW_MAX_PAGES (config.DEFAULT_MAX_PAGES)
TEXT_SUFFIXES = (".txt", ".text")

__all__ = ["ISOLATE_ENV", "MAX_PAGES", "ReadingTooSlow", "build", "load", "load_text", "page_limit_message", "read"]

ISOLATE_ENV = "ORDINANCE_REVIEW_ISOLATE"  # "0": read in the calling process (debugging only)


class ReadingTooSlow(UnreadableInput):
    """A page took longer to read than the per-page time budget (a hostile or broken PDF)."""


def page_limit_message(filename: str, pages: int, limit: int) -> str:
    """The refusal of a document over the page limit, naming the setting that raises it."""
    return (
        f"{filename} has {pages} pages, more than the limit of {limit}; upload only the ordinance's "
        f"own pages, or raise the limit with the {MAX_PAGES_ENV} setting"
    )


class _PageBudget:
    """A progress callback that stops the reading when one page takes more CPU time than the budget.

    Why through progress: the readers report after every page, so this bounds a slow page without
    touching them. CPU time, not wall-clock: a busy machine slows every page down, and load alone
    must never refuse a good document (issue 20). A native call that never returns is ended by
    the worker's `RLIMIT_CPU` instead. OCR pages have their own budget in their own processes.
    """

    def __init__(self, filename: str, seconds: float, progress: ProgressFn) -> None:
        self.filename, self.seconds, self.progress = filename, seconds, progress
        self.last = time.process_time()

    def __call__(self, stage: str, done: int, total: int, message: str) -> None:
        now = time.process_time()
        if stage == "read" and now - self.last > self.seconds:
            raise ReadingTooSlow(
                f"{self.filename}: reading page {max(done, 1)} of {total} took {now - self.last:.1f} s of CPU, "
                f"over the budget of {self.seconds:g} s per page; the PDF may be damaged or built to be "
                f"slow: export it again, or raise the budget with the {PAGE_SECONDS_ENV} setting"
            )
        self.last = now
        self.progress(stage, done, total, message)


Compact = tuple  # (filename, sha256, kind, warnings, pages): `IngestedDocument` as plain tuples


def _compact(
    pages: list[RawPage],
    filename: str,
    sha256: str,
    kind: Literal["pdf", "docx", "text"],
    warnings: list[str],
) -> Compact:
    """The cleaned document as plain tuples: what the worker sends back (a tenth of the pickling
    work of the models), made into an `IngestedDocument` by `build` in the calling process."""
    pages = clean(pages)
    return (
        filename,
        sha256,
        kind,
        warnings,
        [
            (
                page.number,
                round(page.width, 2),
                round(page.height, 2),
                page.ocr,
                [
                    (line.text, round(line.x0, 2), round(line.top, 2), round(line.x1, 2), round(line.bottom, 2))
                    for line in page.lines
                ],
                page.bands,
                page.footnotes,
            )
            for page in pages
        ],
    )


def build(compact: Compact) -> IngestedDocument:
    """`IngestedDocument` from `_compact`'s tuples."""
    filename, sha256, kind, warnings, pages = compact
    return IngestedDocument(
        filename=filename,
        sha256=sha256,
        kind=kind,
        warnings=warnings,
        pages=[
            Page(
                number=number,
                width=width,
                height=height,
                ocr=ocr,
                lines=[
                    Line(text=text, page=number, x0=x0, top=top, x1=x1, bottom=bottom)
                    for text, x0, top, x1, bottom in lines
                ],
                bands=bands,
                footnotes=footnotes,
            )
            for number, width, height, ocr, lines, bands, footnotes in pages
        ],
    )


def _document(
    pages: list[RawPage],
    filename: str,
    sha256: str,
    kind: Literal["pdf", "docx", "text"],
    warnings: list[str],
) -> IngestedDocument:
    return build(_compact(pages, filename, sha256, kind, warnings))


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
    isolate: bool | None = None,
    stats=None,
) -> IngestedDocument:
    """Read an uploaded ordinance (PDF, DOCX or UTF-8 .txt) into cleaned lines per page.

    `max_pages` and `page_seconds` default to the settings (`config.Settings`). Whatever the
    readers raise on a damaged file becomes an `UnreadableInput` with a user message (the cause
    is chained for the log), so no input ends in a stack trace.

    PDF and Word files are read in a worker process under a memory and CPU-time limit
    (`ingest.worker`), so a hostile file cannot take the app or the CLI down; `stats` (a
    `worker.Stats`) receives what the worker used. `isolate=False` reads in this process.
    """
    from ordinance_review.ingest import ocr
    from ordinance_review.safety import display_filename

    filename = display_filename(filename)
    if not data:
        raise UnreadableInput(f"{filename} is empty (0 bytes); upload the ordinance file again")
    if max_pages is None or page_seconds is None:
        settings = Settings.from_env()
        max_pages = settings.max_pages if max_pages is None else max_pages
        page_seconds = settings.page_seconds if page_seconds is None else page_seconds
    if isolate is None:
        isolate = os.environ.get(ISOLATE_ENV, "1").strip() != "0"
    options = {"password": password, "max_pages": max_pages, "page_seconds": page_seconds}
    if isolate and _kind(data, filename) != "text":
        from ordinance_review.ingest import worker

        options["ocr_available"] = ocr.available()  # decided here, where the caller's PATH is
        return worker.run(data, filename, progress=progress, options=options, stats=stats)
    return read(data, filename, progress=progress, **options)


def read(
    data: bytes,
    filename: str,
    *,
    password: str | None,
    progress: ProgressFn,
    max_pages: int,
    page_seconds: float,
    ocr_available: bool | None = None,
    compact: bool = False,
) -> IngestedDocument | Compact:
    """`load` in this process: what the worker runs (`compact`: as `_compact`'s tuples, for `build`)."""
    if not data:
        raise UnreadableInput(f"{filename} is empty (0 bytes); upload the ordinance file again")
    if ocr_available is not None:
        from ordinance_review.ingest import ocr

        ocr.AVAILABLE = ocr_available
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

            pages = docx_pages(data, filename, max_paragraphs=max_pages * PARAGRAPHS_PER_PAGE)
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
    document = _compact(pages, filename, sha256, kind, warnings)
    if not any(page[4] for page in document[4]):  # (number, width, height, ocr, lines, bands)
        raise UnreadableInput(f"{filename} contains no text; upload the ordinance with its text")
    return document if compact else build(document)


def load_text(text: str, filename: str) -> IngestedDocument:
    """Plain ordinance text (a form feed separates pages) → cleaned lines with synthetic positions."""
    from ordinance_review.ingest.text import text_pages

    sha256 = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return _document(text_pages(text), filename, sha256, "text", [])
