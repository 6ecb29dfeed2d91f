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
from ordinance_review.ingest import ocr_text
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


def ocr_image(image, scale: float) -> list[Piece]:
    """Tesseract lines of a PIL image; `scale` converts pixels to PDF points."""
    import pytesseract

    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    data = pytesseract.image_to_data(image, output_type=pytesseract.Output.DICT, config="--psm 3")
    lines: dict[tuple[int, int, int], list[int]] = {}
    for i, word in enumerate(data["text"]):
        if not word.strip() or (float(data["conf"][i]) < MIN_CONFIDENCE and not ocr_text.unsure_number(word.strip())):
            continue
        key = (data["block_num"][i], data["par_num"][i], data["line_num"][i])
        lines.setdefault(key, []).append(i)
    import numpy as np

    pieces: list[Piece] = []
    ink = np.asarray(image.convert("L")) < _INK
    heights = sorted(data["height"][i] for i in range(len(data["text"])) if data["text"][i].strip())
    typical = heights[len(heights) // 2] if heights else 1  # a line's height on this page, capitals and all
    for indexes in lines.values():
        for run in ocr_text.runs(data, indexes):
            words = ocr_text.without_rule_noise([data["text"][i].strip() for i in run])
            if ocr_text.lost_at_margin(words[0]):
                words[0] = ocr_text.restore_margin(words[0], _left_end(image, data, run))
            x0 = min(data["left"][i] for i in run)
            top = min(data["top"][i] for i in run)
            x1 = max(data["left"][i] + data["width"][i] for i in run)
            bottom = max(data["top"][i] + data["height"][i] for i in run)
            reread = _reread_unread_ink(image, ink, data, run, (x0, top, x1, bottom), words, typical)
            if reread is not None:
                words, x0, x1 = reread
            text = ocr_text.read_line(words)
            pieces.append(Piece(text, x0 * scale, top * scale, x1 * scale, bottom * scale))
    for mark, x0, top, x1, bottom in _marks_alone(image, ink, data, typical):
        pieces.append(Piece(mark, x0 * scale, top * scale, x1 * scale, bottom * scale))
    return pieces


# a unit's mark as typed on a line of its own: "A.", "12.", "(c)", "iv."
_MARK_ALONE = re.compile(r"^(?:[A-Za-z]{1,4}\.|\d{1,3}\.|\(?[A-Za-z0-9]{1,4}\))$")
_MARK_HEIGHT = (0.6, 1.6)  # of a line's height: a row of print that tall, and not a rule or a speck
_MARK_WIDTH = 4.0  # line heights: a mark, not a word or a signature


def _marks_alone(image, ink, data: dict, typical: int) -> list[tuple[str, int, int, int, int]]:
    """Marks typed on a line of their own ("A." over the item's first line, as a typist sets it) that tesseract's page
    layout left out altogether: without the "A." the item's text runs on under the unit before it. A row of print
    the height of a line that no word read covers, one short run of it, is read again as one line, and kept only
    when it reads as a mark."""
    import numpy as np
    import pytesseract

    covered = np.zeros(ink.shape[0], dtype=bool)
    for i, word in enumerate(data["text"]):
        if word.strip():
            covered[max(0, data["top"][i]) : data["top"][i] + data["height"][i]] = True
    rows = np.flatnonzero(ink.any(axis=1) & ~covered)
    if rows.size == 0:
        return []
    breaks = np.flatnonzero(np.diff(rows) > 1)
    out = []
    for top, bottom in zip(np.concatenate(([rows[0]], rows[breaks + 1])), np.concatenate((rows[breaks], [rows[-1]])),
                           strict=True):
        h = int(bottom - top + 1)
        if not _MARK_HEIGHT[0] * typical <= h <= _MARK_HEIGHT[1] * typical:
            continue
        columns = np.flatnonzero(ink[top : bottom + 1].any(axis=0))
        if np.any(np.diff(columns) > typical) or columns[-1] - columns[0] > _MARK_WIDTH * typical:
            continue  # (print in more than one place along the row, or too long for a mark)
        left, right = int(columns[0]), int(columns[-1])
        crop = (max(0, left - h // 2), max(0, int(top) - h // 3), min(image.width, right + h // 2),
                min(image.height, int(bottom) + h // 3))
        text = " ".join(pytesseract.image_to_string(image.crop(crop), config="--psm 7").split())
        if _MARK_ALONE.match(text):
            out.append((text, left, int(top), right, int(bottom)))
    return out


_INK = 128  # a grey level darker than this is print
_INK_GAP = 1.5  # line heights of blank paper that end a line's print (a word space is well under one)
_UNREAD = 0.8  # line heights of print beside a line's words that tesseract's layout left unread


def _reread_unread_ink(image, ink, data: dict, run: list[int], box: tuple[int, int, int, int],
                       words: list[str], typical: int) -> tuple[list[str], int, int] | None:
    """Tesseract's page layout sometimes reads a line only in part: "Chapter 3 adopted 5/12/1997, Ord. 97-4" came out
    as "a", and "8-3-4(B) revised ..." as "3-4(B) revised ..." (its block began right of the line's first figures).
    Print that goes on, with no more than a word space of paper between, beyond the words read is the same line:
    the whole line is read again as one line, and kept when it holds what was read, and more."""
    import numpy as np
    import pytesseract

    x0, top, x1, bottom = box
    h = max(sorted(data["height"][i] for i in run)[len(run) // 2], typical, 1)
    band = ink[top + (bottom - top) // 4 : max(bottom - (bottom - top) // 4, top + 1)]
    if band.size == 0 or _LEADERS_OR_RULES.search(" ".join(words)):
        return None  # (dot leaders read as "eee", a ruled table's bars: print, but no words)
    columns = np.flatnonzero(band.any(axis=0))
    gap = _INK_GAP * h

    def reach(stop_left: float, stop_right: float) -> tuple[int, int]:
        left = _reach(np.concatenate(([x0], columns[(columns < x0) & (columns > stop_left)][::-1])), gap)
        right = _reach(np.concatenate(([x1], columns[(columns > x1) & (columns < stop_right)])), gap)
        return left, right

    def unread(left: int, right: int) -> bool:
        return x0 - left >= _UNREAD * h or right - x1 >= _UNREAD * h

    if not unread(*reach(-1, band.shape[1])):
        return None  # (the common case, answered without looking at the other words)
    # print tesseract read as other words, a hanging "A." or the rest of a line it cut in two, is theirs
    own = set(run)
    # (a word read with too little confidence to keep, or as one letter over and over, is print left unread: the "7-"
    # of "7-4-1:" read apart as a guess, or as "NN")
    beside = [(data["left"][i], data["left"][i] + data["width"][i]) for i in range(len(data["text"]))
              if i not in own and data["text"][i].strip() and float(data["conf"][i]) >= MIN_CONFIDENCE
              and not _ONE_LETTER_OVER.match(data["text"][i].strip())
              and min(bottom, data["top"][i] + data["height"][i]) - max(top, data["top"][i]) > (bottom - top) // 2]
    left, right = reach(max((b for _, b in beside if b <= x0), default=-1),
                        min((a for a, _ in beside if a >= x1), default=band.shape[1]))
    if not unread(left, right):
        return None
    crop = (max(0, left - h // 3), max(0, top - h // 3), min(image.width, right + h // 3), bottom + h // 3)
    again = pytesseract.image_to_string(image.crop(crop), config="--psm 7").split()
    read, reread = _letters(words), _letters(again)
    if len(reread) <= len(read) or read not in reread or _LEADERS_OR_RULES.search(" ".join(again)):
        return None  # (the line again must hold what was read, and more, and be words)
    return again, left, right


_ONE_LETTER_OVER = re.compile(r"^([A-Za-z])\1+$")  # "NN", "eee": no word of a code
_LEADERS_OR_RULES = re.compile(r"([A-Za-z])\1\1|[-_=+]{3}|\||\.{3}")


def _reach(positions, gap: float) -> int:
    """How far print runs from the first position on through the rest (ordered away from it), with no gap wider
    than `gap` between."""
    import numpy as np

    steps = np.abs(np.diff(positions))
    wide = np.flatnonzero(steps > gap)
    return int(positions[wide[0]] if wide.size else positions[-1])


def _letters(words: list[str]) -> str:
    return "".join(c for w in words for c in w if c.isalnum())


def _left_end(image, data: dict, run: list[int]) -> str:
    """What tesseract reads in a crop of the line's left end, read as one line: where its page layout
    dropped an item's hanging "B." (keeping the period) or a decimal's first figures (".2" for "4.2"). Only such
    lines are read again, one short crop each: a dropped "B." would put a whole item under the one before."""
    import pytesseract

    first = run[0]
    h = max(sorted(data["height"][i] for i in run)[len(run) // 2], 1)  # the line's letters, not the period
    top = min(data["top"][i] for i in run)
    box = (max(0, data["left"][first] - 3 * h), max(0, top - h // 3),
           data["left"][first] + data["width"][first] + h // 3, top + h + h // 2)
    return " ".join(pytesseract.image_to_string(image.crop(box), config="--psm 7").split())


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
