"""Limits checked *before* work: declared sizes are read, never trusted by decoding first.

Issue 20: a 0.7 KB PDF declaring one 7,200 pt page drove the server to 4.4 GB because the page
was rendered for OCR before anything looked at its size; a 1 MB Flate stream inflating to 1 GiB
and Word zip bombs did the same. Each check here reads only what a file *declares* (a page's
size and /UserUnit, an image's pixel size, a zip member's uncompressed size) or decodes with a
cap (Flate streams stop at the limit), so a refusal costs milliseconds and no memory.

The worker process (`ingest.worker`) is the backstop for whatever these checks miss: it runs
under an address-space and CPU-time limit, so even an unforeseen bomb ends as a refusal.
"""

from __future__ import annotations

import io
import re
import zipfile
import zlib

from ordinance_review.errors import UnreadableInput

MAX_PAGE_POINTS = 5184.0  # 72 in: the longest side of a page (a large map sheet is 48 in)
MAX_IMAGE_PIXELS = 60_000_000  # one image: a 600 dpi legal-size scan is 43 Mpx
MAX_OCR_PIXELS = 12_000_000  # the rendering OCR reads: 300 dpi legal size is 10.7 Mpx
MAX_STREAM_BYTES = 64 << 20  # one decoded non-image stream (page contents, fonts, object streams)
MAX_DECODED_BYTES = 256 << 20  # all decoded non-image streams of one PDF
DOCX_MAX_PART_BYTES = 64 << 20  # one uncompressed member of a .docx (document.xml included)
DOCX_MAX_TOTAL_BYTES = 160 << 20  # all uncompressed members of a .docx
DOCX_MAX_RATIO = 200  # uncompressed / compressed beyond this is a zip bomb, not a document
DOCX_MAX_MEMBERS = 2_000
PARAGRAPHS_PER_PAGE = 40  # a .docx may have max_pages × this many paragraphs

_STREAM = re.compile(rb"(?<!end)stream\r?\n")
_LENGTH = re.compile(rb"/Length\s+(\d+)(?!\s+\d+\s+R)")
_USER_UNIT = re.compile(rb"/UserUnit\s*([0-9]*\.?[0-9]+)")
_CHUNK = 1 << 16


def _refuse(filename: str, what: str) -> UnreadableInput:
    return UnreadableInput(
        f"{filename} {what}; it looks damaged or built to exhaust the server: export it again"
    )


def user_unit(data: bytes) -> float:
    """The largest /UserUnit the file declares (1.0 when none); PDFium itself ignores it."""
    units = [float(m.group(1)) for m in _USER_UNIT.finditer(data)]
    return max([1.0, *units])


def check_page_size(filename: str, number: int, width: float, height: float, unit: float = 1.0) -> None:
    """Refuse a page declared larger than `MAX_PAGE_POINTS` on a side (with its /UserUnit)."""
    side = max(width, height) * unit
    if not side <= MAX_PAGE_POINTS:  # also NaN
        raise _refuse(
            filename,
            f"declares page {number} {side / 72:,.0f} inches on a side (the limit is {MAX_PAGE_POINTS / 72:.0f} in)",
        )


def check_image_pixels(filename: str, number: int, width: int, height: int) -> None:
    """Refuse an image declared larger than `MAX_IMAGE_PIXELS`, before it is decoded."""
    if width * height > MAX_IMAGE_PIXELS:
        raise _refuse(
            filename,
            f"has an image of {width:,} × {height:,} pixels on page {number} "
            f"(the limit is {MAX_IMAGE_PIXELS / 1e6:.0f} million pixels)",
        )


def ocr_scale(width: float, height: float, dpi: int) -> float:
    """Render scale for OCR: `dpi`, lowered so the image has at most `MAX_OCR_PIXELS` pixels."""
    scale = dpi / 72
    pixels = width * scale * height * scale
    if pixels > MAX_OCR_PIXELS:
        scale *= (MAX_OCR_PIXELS / pixels) ** 0.5
    return scale


def _stream_dict(data: bytes, start: int) -> bytes:
    head = data[max(0, start - 4096) : start]
    cut = head.rfind(b"obj")
    return head[cut + 3 :] if cut >= 0 else head


def _inflated_size(stream: bytes, cap: int) -> int:
    """Bytes the Flate stream inflates to, counting no further than `cap` + 1."""
    inflater = zlib.decompressobj()
    total = 0
    try:
        for offset in range(0, len(stream), _CHUNK):
            piece = stream[offset : offset + _CHUNK]
            while piece and not inflater.eof:
                out = inflater.decompress(piece, _CHUNK)
                total += len(out)
                if total > cap:
                    return total
                if not out and inflater.unconsumed_tail == piece:
                    break  # no progress: a damaged stream
                piece = inflater.unconsumed_tail
            if inflater.eof:
                break
    except zlib.error:
        pass  # PDFium reports (or tolerates) a damaged stream itself
    return total


def check_pdf_streams(data: bytes, filename: str) -> None:
    """Refuse a PDF whose Flate streams (other than images) inflate past the limits.

    Images are left to `check_image_pixels` (their decoded size follows from their declared
    dimensions); every other Flate stream is inflated into a counter that stops at the limit, so
    a 1 MB stream inflating to 1 GiB costs the first 64 MiB of inflation and no memory.
    """
    total = 0
    for match in _STREAM.finditer(data):
        header = _stream_dict(data, match.start())
        if b"/Fl" not in header or re.search(rb"/Subtype\s*/Image", header):
            continue
        start = match.end()
        length = _LENGTH.search(header)
        end = start + int(length.group(1)) if length else data.find(b"endstream", start)
        if end < start:
            end = len(data)
        size = _inflated_size(data[start:end], MAX_STREAM_BYTES)
        if size > MAX_STREAM_BYTES:
            raise _refuse(
                filename,
                f"has a compressed stream that inflates to more than {MAX_STREAM_BYTES >> 20} MiB",
            )
        total += size
        if total > MAX_DECODED_BYTES:
            raise _refuse(
                filename,
                f"has compressed streams inflating to more than {MAX_DECODED_BYTES >> 20} MiB in all",
            )


def check_docx_archive(data: bytes, filename: str) -> None:
    """Refuse a .docx whose zip members declare too much (zip bombs), before any is inflated.

    `zipfile` never returns more than a member's declared size, so the declared sizes bound
    what python-docx can inflate.
    """
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = archive.infolist()
    except zipfile.BadZipFile:
        raise UnreadableInput(
            f"{filename} is a damaged or truncated archive, not a readable .docx; save it again as .docx or PDF"
        ) from None
    if len(members) > DOCX_MAX_MEMBERS:
        raise _refuse(
            filename, f"is a Word archive of {len(members):,} files (the limit is {DOCX_MAX_MEMBERS:,})"
        )
    total = 0
    for member in members:
        size = member.file_size
        total += size
        ratio = size / max(member.compress_size, 1)
        if size > DOCX_MAX_PART_BYTES or (size > (1 << 20) and ratio > DOCX_MAX_RATIO):
            raise _refuse(
                filename,
                f"has a part ({member.filename[:60]!r}) that inflates to {size / (1 << 20):,.0f} MiB "
                f"from {member.compress_size / 1024:,.0f} KB (a zip bomb)",
            )
    if total > DOCX_MAX_TOTAL_BYTES:
        raise _refuse(
            filename,
            f"inflates to {total / (1 << 20):,.0f} MiB in all (the limit is "
            f"{DOCX_MAX_TOTAL_BYTES >> 20} MiB)",
        )
