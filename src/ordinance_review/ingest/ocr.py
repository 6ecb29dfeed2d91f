"""OCR of scanned pages (no text layer) with tesseract, one page at a time.

Tesseract's OpenMP threads fight each other on small machines: with `OMP_THREAD_LIMIT=1` it ran
about 9x faster here, so it is set before tesseract starts. Word boxes come back in image pixels
and are scaled to PDF points so OCR lines carry the same geometry as text-layer lines.
"""

from __future__ import annotations

import os
import re
import shutil

from ordinance_review.errors import OcrUnavailable
from ordinance_review.ingest.reading_order import Piece

DPI = 300
MIN_CONFIDENCE = 10.0  # tesseract's word confidence (0-100); below this it is noise
AVAILABLE: bool | None = None  # set in the worker process from the caller's answer (`ingest.read`)


def available() -> bool:
    """Whether the tesseract binary and its Python wrapper are both installed."""
    if AVAILABLE is not None:
        return AVAILABLE
    if shutil.which("tesseract") is None:
        return False
    # find the wrapper without importing it: pytesseract pulls in pandas and numpy (0.3 s, 80 MB), and the
    # caller only needs to know whether OCR could run; the worker that OCRs a page imports it there
    import importlib.util

    return importlib.util.find_spec("pytesseract") is not None


def require(filename: str, *, scanned: int, total: int) -> None:
    """Raise `OcrUnavailable` when pages need OCR and tesseract is missing."""
    if available():
        return
    which = (
        "it has no text layer" if scanned == total else f"{scanned} of its {total} pages have no text layer"
    )
    raise OcrUnavailable(
        f"{filename}: {which} and OCR is unavailable: install tesseract-ocr "
        "(apt-get install tesseract-ocr) or upload a PDF with text"
    )


# A figure OCR misread with letters for digits: "l2", "2O0", "l,000", "l51.08" (an "l" or "I" for a one, an "O" for a
# zero). Only a word of digits and those letters, with a digit in it, is read again: "(l)" is a lettered item and
# "I-94" a road, and a wrong figure decides a comparison (a setback of "l,000 feet" would be no figure at all).
_MISREAD_FIGURE = re.compile(r"^(?P<open>[(\[$]?)(?P<body>(?=[\dlIO,.]*\d)(?=[\dlIO,.]*[lIO])[\dlIO]+(?:[,.][\dlIO]+)*)"
                             r"(?P<close>[)\].,;:%]?)$")
_AS_DIGITS = str.maketrans({"l": "1", "I": "1", "O": "0"})


def read_digits(word: str) -> str:
    """The word with letters OCR put in a figure read as the digits they stand for (`_MISREAD_FIGURE`)."""
    m = _MISREAD_FIGURE.match(word)
    if m is None:
        return word
    return f"{m['open']}{m['body'].translate(_AS_DIGITS)}{m['close']}"


def ocr_image(image, scale: float) -> list[Piece]:
    """Tesseract lines of a PIL image; `scale` converts pixels to PDF points."""
    import pytesseract

    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    data = pytesseract.image_to_data(image, output_type=pytesseract.Output.DICT, config="--psm 3")
    lines: dict[tuple[int, int, int], list[int]] = {}
    for i, word in enumerate(data["text"]):
        if not word.strip() or float(data["conf"][i]) < MIN_CONFIDENCE:
            continue
        key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
        lines.setdefault(key, []).append(i)
    pieces: list[Piece] = []
    for indexes in lines.values():
        text = " ".join(read_digits(data["text"][i].strip()) for i in indexes)
        x0 = min(data["left"][i] for i in indexes)
        top = min(data["top"][i] for i in indexes)
        x1 = max(data["left"][i] + data["width"][i] for i in indexes)
        bottom = max(data["top"][i] + data["height"][i] for i in indexes)
        pieces.append(Piece(text, x0 * scale, top * scale, x1 * scale, bottom * scale))
    return pieces


def ocr_page(page, dpi: int = DPI) -> list[Piece]:
    """OCR one pypdfium2 page rendered at `dpi`, or lower when that would pass `MAX_OCR_PIXELS`."""
    from ordinance_review.ingest.limits import ocr_scale

    width, height = page.get_size()
    scale = ocr_scale(width, height, dpi)
    image = page.render(scale=scale, grayscale=True).to_pil()
    return ocr_image(image, 1 / scale)


def ocr_file_page(path: str, password: str | None, index: int, dpi: int = DPI) -> list[Piece]:
    """OCR page `index` (0-based) of the PDF at `path`: what one OCR process does (`worker.ocr_pages`)."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(path, password=password or None)
    try:
        page = document[index]
        try:
            return ocr_page(page, dpi)
        finally:
            page.close()
    finally:
        document.close()
