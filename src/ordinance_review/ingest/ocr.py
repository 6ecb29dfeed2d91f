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


# A Roman article number at the start of a line, OCR read with a bar or a lower-case "l" (and "i") for an "I":
# "|.", "ll.", "Ill.", "lV.", "Vll.", "Vil." (a lone "l." may be a misread "1.", and "ii." is a lower-case
# numeral as printed: both are left alone). The outline numbers an
# article by it; misread, a whole article's sections fall under the one before.
_MISREAD_ROMAN = re.compile(r"^(?=[|liIVX]*[|l])(?:\||[|liIVX]{2,6})\.$")
_ROMAN = re.compile(r"^(?:X{0,3})(?:IX|IV|V?I{0,3})\.$")
_AS_ROMAN = str.maketrans({"|": "I", "l": "I", "i": "I"})


_DIVISION_WORD = re.compile(r"^(?:Section|SECTION|Article|ARTICLE|Part|PART|Chapter|CHAPTER|Subchapter|SUBCHAPTER)$")


def read_roman(word: str, *, stop: bool = True) -> str | None:
    """A Roman number OCR read with a bar or an "l" (and "i") for an "I", as printed; None if the word is none.
    Without `stop` the number may stand without its period, as after "ARTICLE"."""
    if not stop and not word.endswith("."):
        roman = read_roman(f"{word}.")
        return roman[:-1] if roman else None
    if _MISREAD_ROMAN.match(word):
        roman = word.translate(_AS_ROMAN)
        if _ROMAN.match(roman) and roman != ".":
            return roman
    return None


def read_line_start(word: str) -> str:
    """The first word of an OCR line, with a misread Roman article number read as printed (`_MISREAD_ROMAN`)."""
    return read_roman(word) or read_digits(word)


# an excerpt's mark of omitted text, "* * *", that OCR read with an "x" or a "K" for a star, or with stars lost
# ("*x* * *", "* *K*", "*" alone on its line): the outline lets the numbering skip past the mark, so it must come
# through as printed
_MISREAD_OMISSION = re.compile(r"^(?=[^*]*\*)[*xXkK](?:\s*[*xXkK]){0,5}$")


def read_marks(line: str) -> str:
    """An OCR line that is a misread omission mark, as printed (`_MISREAD_OMISSION`); a capital letter alone on its
    line, an item's letter whose period OCR lost ("A" over "Applications shall be submitted ...": a web copy sets
    each enumerator on a line of its own), with its period; any other line as read."""
    if _MISREAD_OMISSION.match(line):
        return "* * *"
    if len(line) == 1 and "A" <= line <= "Z":
        return f"{line}."
    return line


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
        for run in _runs(data, indexes):
            words = [data["text"][i].strip() for i in run]
            if words[0] == ".":
                words[0] = _lost_enumerator(image, data, run) + "."
            elif _LOST_LEAD.match(words[0]):
                # ".2 Application.": the decimal's first figures lost at the margin ("4.2"), read again
                found = _lost_enumerator(image, data, run, keep=_DECIMAL)
                words[0] = found or words[0]
            words = join_split_decimal(words)
            rest = [read_digits(w) for w in words[1:]]
            if rest and _DIVISION_WORD.match(words[0]):
                rest[0] = read_roman(words[1], stop=False) or rest[0]  # "Section Ill. PROHIBITIONS", "ARTICLE lV"
            text = read_marks(" ".join([read_line_start(words[0]), *rest]))
            x0 = min(data["left"][i] for i in run)
            top = min(data["top"][i] for i in run)
            x1 = max(data["left"][i] + data["width"][i] for i in run)
            bottom = max(data["top"][i] + data["height"][i] for i in run)
            pieces.append(Piece(text, x0 * scale, top * scale, x1 * scale, bottom * scale))
    return pieces


# an item's letter or number hanging left of its text, which tesseract's page layout can drop, leaving its period
_ENUMERATOR = re.compile(r"^(?:[A-Z]|[IVX]{1,4}|\d{1,3}(?:\.\d{1,3})*)\.?$")


_LOST_LEAD = re.compile(r"^\.\d{1,3}(?:\.\d{1,3})*\.?$")  # ".2", ".2.1": a decimal missing its first figures
_DECIMAL = re.compile(r"^\d{1,3}(?:\.\d{1,3})+\.?$")
_SPLIT_DECIMAL = re.compile(r"^\d{1,3}\.$")


def join_split_decimal(words: list[str]) -> list[str]:
    """A line's words with a decimal number OCR split at a point joined again: "4. 1.1 No person ..." is "4.1.1"
    (a lone second figure is left: "3. 2 feet of soil ..." may be item 3 of a list)."""
    if len(words) > 1 and _SPLIT_DECIMAL.match(words[0]) and _DECIMAL.match(words[1]):
        return [words[0] + words[1], *words[2:]]
    return words


def _lost_enumerator(image, data: dict, run: list[int], keep: re.Pattern[str] = _ENUMERATOR) -> str:
    """The enumerator before a line's lone period, read again from a crop of the line's left end as one word
    ("B." of "B. Notice and Compliance Period."); "" when the crop shows none. Only such lines are read again:
    one short crop each, where a dropped "B." would put a whole item under the one before."""
    import pytesseract

    dot = run[0]
    h = max(sorted(data["height"][i] for i in run)[len(run) // 2], 1)  # the line's letters, not the period
    top = min(data["top"][i] for i in run)
    box = (max(0, data["left"][dot] - 3 * h), max(0, top - h // 3), data["left"][dot] + data["width"][dot] + h // 3,
           top + h + h // 2)
    word = pytesseract.image_to_string(image.crop(box), config="--psm 7").strip()
    if keep is not _ENUMERATOR:
        word = word.split()[0] if word.split() else ""
        return word if keep.match(word) else ""
    return word.rstrip(".") if _ENUMERATOR.match(word) else ""


_GUTTER_GAP = 2.0  # word heights: a wider gap inside one tesseract line is a gutter or a table's cell break


def _runs(data: dict, indexes: list[int]) -> list[list[int]]:
    """A tesseract line cut where its words stand far apart. Tesseract may read a line of the left column
    and the line beside it in the right column as one line; as separate pieces they are placed in their
    columns by the reading order (`reading_order`), as a text layer's runs are."""
    order = sorted(indexes, key=lambda i: data["left"][i])
    heights = sorted(data["height"][i] for i in order)
    gap = _GUTTER_GAP * max(heights[len(heights) // 2], 1)
    runs: list[list[int]] = [[order[0]]]
    for i in order[1:]:
        last = runs[-1][-1]
        if data["left"][i] - (data["left"][last] + data["width"][last]) > gap:
            runs.append([i])
        else:
            runs[-1].append(i)
    return runs


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
