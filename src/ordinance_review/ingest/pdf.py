"""PDF text with positions through PDFium (pypdfium2), the fast path.

pdfplumber reads about 7 dense pages/s on the target machine; PDFium's text-page API reads
hundreds. PDFium's "rects" (runs of characters on one line, split where the text jumps) carry
enough geometry for line building, columns, indentation and header bands, and cost one call per
run instead of one per character. Pages without a text layer are handed to OCR.
"""

from __future__ import annotations

import re

from ordinance_review.errors import PasswordRequired, UnreadableInput
from ordinance_review.ingest import limits, ocr, ocr_text
from ordinance_review.ingest.layout import RawPage, normalize_text
from ordinance_review.ingest.reading_order import Piece, read_page, reading_order
from ordinance_review.progress import ProgressFn

MIN_TEXT_CHARS = 20  # fewer characters than this on a page with an image: a scan, OCR it
_LENGTH_CHANGING = re.compile("[\u00ad\ufb01\ufb02]")  # normalize_text drops or expands these


def _open(data: bytes, filename: str, password: str | None):
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    try:
        return pdfium.PdfDocument(data, password=password or None)
    except pdfium.PdfiumError as error:
        if getattr(error, "err_code", None) == pdfium_c.FPDF_ERR_PASSWORD:
            if password:
                raise PasswordRequired(
                    f"{filename}: the password given is wrong; enter the PDF's password again "
                    "(or upload a copy without a password)"
                ) from None
            raise PasswordRequired(f"{filename} is password-protected; enter its password") from None
        raise UnreadableInput(
            f"{filename} is a damaged or truncated PDF that cannot be read; download or export it again"
        ) from None


def _rect_starts(textpage, start: int, length: int, count: int) -> list[int]:
    """Char index where each of a line's `count` rects begins.

    PDFium builds rects over consecutive characters, so the number of rects of a prefix grows
    with its length; a binary search per boundary costs a few C calls instead of one box query
    per character.
    """
    starts = [start]
    low = 1
    for wanted in range(2, count + 1):
        lo, hi = low, length
        while lo < hi:
            mid = (lo + hi) // 2
            if textpage.count_rects(start, mid) >= wanted:
                hi = mid
            else:
                lo = mid + 1
        starts.append(start + lo - 1)
        low = lo
    return starts


def _pieces(textpage, page_height: float) -> list[Piece]:
    """Positioned runs of a page: PDFium's text lines, split where PDFium splits its rects.

    The page text is read once (`get_text_range`; its characters align with PDFium's char
    indexes) and cut at PDFium's line breaks; each line's rects give the boxes. Querying text by
    rectangle instead would rescan the whole page per rect.
    """
    text = textpage.get_text_range()
    # Normalise the page once when that keeps every character at its index (no soft hyphen or
    # ligature to expand or drop); otherwise each piece is normalised on its own.
    whole = normalize_text(text) if not _LENGTH_CHANGING.search(text) else None
    pieces: list[Piece] = []
    spans: list[tuple[int, int, tuple[float, float, float, float]]] = []
    position = 0
    for segment in text.split("\r\n"):
        start, length = position, len(segment)
        position += length + 2
        if not segment.strip():
            continue
        count = textpage.count_rects(start, length)
        if count == 0:
            continue
        if count == 1:
            left, bottom, right, top = textpage.get_rect(0)
            merged = [(start, start + length, (left, bottom, right, top))]
        else:
            merged = _merged_runs(textpage, segment, start, count)
        spans.extend(merged)
    if any(_item_set_apart(textpage, text, a, b, box) for a, b, box in spans):
        spans = [part for a, b, box in spans for part in _typed_apart(textpage, text, a, b, box)]
    for a, b, (left, bottom, right, top) in spans:
        chunk = (whole[a:b] if whole is not None else normalize_text(text[a:b])).strip()
        if chunk:
            pieces.append(Piece(chunk, left, page_height - top, right, page_height - bottom))
    return pieces


# a space before a list mark in mid-line ("... storage (b) An ..."): where a second column of items may start
_MARK_AFTER_SPACE = re.compile(r"(?<=\S) (?=\(?(?:[a-zA-Z]|\d{1,2}|[ivx]{1,4})[.)] )")


def _item_set_apart(textpage, text: str, a: int, b: int, box: tuple[float, float, float, float]) -> bool:
    """Does an item open far past the space before it, in mid-line: a list typed in two columns
    with spaces ("(a) An overflow ...      (b) An unconfined ...")?"""
    height = max(box[3] - box[1], 1.0)
    return any(_wide_gap(textpage, m.start(), height) for m in _MARK_AFTER_SPACE.finditer(text, a, b))


def _wide_gap(textpage, space: int, height: float) -> bool:
    """Does the next character start far past the space at `space` (a gap PDFium reports as one space)?"""
    return textpage.get_charbox(space + 1)[0] - textpage.get_charbox(space)[2] > 1.5 * height


def _typed_apart(
    textpage, text: str, a: int, b: int, box: tuple[float, float, float, float]
) -> list[tuple[int, int, tuple[float, float, float, float]]]:
    """A run whose parts were typed apart with spaces → one span per part, boxed by its own
    characters, as a word processor's tab stops would set them. Asked only on a page where a list
    is typed in two columns (`_item_set_apart`): its items' continuation lines ("facility.
    water quality management area.") are set apart the same way, with no mark to tell.

    PDFium gives such a gap as one space, so the characters' boxes tell; they are asked only of a
    run wider than its characters can fill (three fifths of its height each, a monospace face's
    width, and two heights to spare), which ordinary text never is."""
    height = max(box[3] - box[1], 1.0)
    if box[2] - box[0] <= (0.6 * (b - a) + 2) * height:
        return [(a, b, box)]
    cuts = [k for k in range(a + 1, b - 1) if text[k] == " " and text[k + 1] != " " and _wide_gap(textpage, k, height)]
    if not cuts:
        return [(a, b, box)]
    out = []
    for first, last in zip([a, *(c + 1 for c in cuts)], [*cuts, b], strict=True):
        left = textpage.get_charbox(first)[0] if first > a else box[0]
        right = textpage.get_charbox(last - 1)[2] if last < b else box[2]
        out.append((first, last, (left, box[1], right, box[3])))
    return out


def _merged_runs(
    textpage, segment: str, start: int, count: int
) -> list[tuple[int, int, tuple[float, float, float, float]]]:
    """A PDFium line with several rects → char spans with boxes, close rects merged back."""
    length = len(segment)
    rects = [textpage.get_rect(i) for i in range(count)]
    # PDFium joins a line ending in a hyphen with the next one and marks the hyphen with
    # U+FFFE: when those marks account for every extra rect, they are the boundaries.
    breaks = []
    found = segment.find("\ufffe")
    while found >= 0:
        breaks.append(start + found + 1)
        found = segment.find("\ufffe", found + 1)
    if len(breaks) != count - 1:
        breaks = _rect_starts(textpage, start, length, count)[1:]
    starts = [start, *breaks, start + length]
    spans = list(zip(starts, starts[1:], strict=False))
    # PDFium also splits rects at quotes, font changes and justified spacing; only a real
    # jump (a column gutter, a tab to a page number) separates pieces. Close rects are merged
    # back so the line keeps PDFium's own text, spaces included.
    merged: list[tuple[int, int, tuple[float, float, float, float]]] = []
    for (a, b), (left, bottom, right, top) in zip(spans, rects, strict=False):
        if merged:
            first, _, box = merged[-1]
            height = max(box[3] - box[1], top - bottom, 1.0)
            if -0.5 * height <= left - box[2] < 1.5 * height and bottom < box[3] and top > box[1]:
                merged[-1] = (first, b, (box[0], min(box[1], bottom), right, max(box[3], top)))
                continue
        merged.append((a, b, (left, bottom, right, top)))
    return merged


def _has_image(page) -> bool:
    import pypdfium2.raw as pdfium_c

    return any(True for _ in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,), max_depth=3))


def _check_images(page, filename: str, number: int) -> None:
    """Refuse a scanned page whose images declare more pixels than the limit, before rendering."""
    import pypdfium2.raw as pdfium_c

    for image in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,), max_depth=3):
        width, height = image.get_px_size()
        limits.check_image_pixels(filename, number, int(width), int(height))


def _text_chars(textpage) -> int:
    count = textpage.count_chars()
    if count >= MIN_TEXT_CHARS:
        return count
    return len(textpage.get_text_range().strip())


def read_pdf(
    data: bytes, filename: str, *, password: str | None, progress: ProgressFn, max_pages: int
) -> tuple[list[RawPage], list[str]]:
    """Pages of raw lines in reading order, plus warnings for the reviewer.

    Declared sizes are checked before anything is rendered or decoded (`limits`); scanned pages
    are OCRed one process per page on all cores (`worker.ocr_pages`), and a page that fails is a
    warning, not a refusal of the whole document.
    """
    from ordinance_review.ingest import worker

    limits.check_pdf_streams(data, filename)
    unit = limits.user_unit(data)
    document = _open(data, filename, password)
    try:
        total = len(document)
        if total == 0:
            raise UnreadableInput(f"{filename} has no pages; upload the complete ordinance PDF")
        if total > max_pages:
            from ordinance_review.ingest import page_limit_message

            raise UnreadableInput(page_limit_message(filename, total, max_pages))
        worker.grow_cpu_budget(total)
        pages: list[RawPage] = []
        scans: list[int] = []
        gutters: list[float] = []  # of the two-column pages
        undivided: list[tuple[RawPage, list[Piece]]] = []  # pages read whole, with their pieces
        for index in range(total):
            page = document[index]
            width, height = page.get_size()
            limits.check_page_size(filename, index + 1, width, height, unit)
            textpage = page.get_textpage()
            raw = RawPage(number=index + 1, width=float(width), height=float(height))
            if _text_chars(textpage) < MIN_TEXT_CHARS and _has_image(page):
                _check_images(page, filename, index + 1)
                scans.append(index)
            else:
                pieces = _pieces(textpage, height)
                raw.lines, gutter = read_page(pieces, width, height)
                if gutter is None:
                    undivided.append((raw, pieces))
                else:
                    gutters.append(gutter)
            textpage.close()
            page.close()
            pages.append(raw)
            progress("read", index + 1, total, f"Reading page {index + 1} of {total}")
    finally:
        document.close()
    if gutters:
        # a two-column document: a page a wide table or title hid the gutter of is read again,
        # looking for the same columns above and below what spans them
        columns_at = sorted(gutters)[len(gutters) // 2]
        for raw, pieces in undivided:
            raw.lines = reading_order(pieces, raw.width, raw.height, columns_at)
    warnings: list[str] = []
    if scans:
        ocr.require(filename, scanned=len(scans), total=total)
        failed: dict[int, str] = {}

        def on_page(index: int, pieces, reason: str, done: int) -> None:
            raw = pages[index]
            raw.ocr = True
            if pieces is None:
                failed[index] = reason
            else:
                raw.lines = reading_order(pieces, raw.width, raw.height)
                for line in raw.lines:
                    line.text = ocr_text.mend_joined(line.text)
            progress("ocr", done, len(scans), f"OCR page {done} of {len(scans)} (page {index + 1})")

        progress("ocr", 0, len(scans), f"OCR page 1 of {len(scans)}: starting")
        worker.ocr_pages(data, password, scans, ocr.DPI, on_page)
        progress("ocr", len(scans), len(scans), f"OCR done: {len(scans)} of {total} pages")
        read = [i for i in scans if i not in failed]
        numbers = ", ".join(str(i + 1) for i in read)
        if len(read) == 1:
            warnings.append(f"page {numbers} had no text layer and was read by OCR; check its wording")
        elif read:
            warnings.append(f"pages {numbers} had no text layer and were read by OCR; check their wording")
        for index, reason in sorted(failed.items()):
            warnings.append(
                f"page {index + 1} could not be read by OCR ({reason}); it is left out of the review: "
                "check it by hand"
            )
    return pages, warnings
