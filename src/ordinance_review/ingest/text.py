"""Plain text → raw pages with synthetic positions.

Text files (and the devset's `ordinance.txt`) show structure only through indentation and line
breaks, so each line gets a position as if printed in a 6-pt-wide monospace at 12-pt line
spacing: x0 keeps the indentation for the segmenter's nesting, blank lines keep their vertical
gap, and a form feed starts a new page.
"""

from __future__ import annotations

import re

from ordinance_review.ingest.change_bars import unmark
from ordinance_review.ingest.layout import SUPERSCRIPT_DIGITS, RawPage
from ordinance_review.ingest.reading_order import Piece, RawLine

CHAR_WIDTH = 6.0
LINE_HEIGHT = 12.0
MARGIN = 72.0
PAGE_WIDTH = 612.0
PAGE_HEIGHT = 792.0
_PART = re.compile(r"\S+(?: {1,2}\S+)*")  # words set no more than two spaces apart


def text_pages(text: str) -> list[RawPage]:
    """One `RawPage` per form-feed-separated chunk of `text`."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff").translate(SUPERSCRIPT_DIGITS)
    pages: list[RawPage] = []
    for number, chunk in enumerate(text.split("\f"), start=1):
        page = RawPage(number=number, width=PAGE_WIDTH, height=PAGE_HEIGHT, geometric=False)
        for row, raw in enumerate(chunk.split("\n")):
            # (a change bar typed in the margin stands where a blank would: the line keeps its indentation)
            expanded = unmark(raw.replace("\t", "    ").rstrip())
            content = " ".join(expanded.split())
            if not content:
                continue
            indent = len(expanded) - len(expanded.lstrip(" "))
            x0 = MARGIN + indent * CHAR_WIDTH
            top = MARGIN + row * LINE_HEIGHT
            line = RawLine(
                text=content,
                x0=x0,
                top=top,
                x1=x0 + len(expanded.strip()) * CHAR_WIDTH,
                bottom=top + LINE_HEIGHT * 0.8,
            )
            if "   " in expanded.strip():
                # parts typed apart with spaces keep their places (a list typed in two columns side by side)
                line.pieces = [
                    Piece(m.group(0), MARGIN + m.start() * CHAR_WIDTH, top, MARGIN + m.end() * CHAR_WIDTH, line.bottom)
                    for m in _PART.finditer(expanded)
                ]
            page.lines.append(line)
        if page.lines:
            # One long text "page" is taller than paper; keep every line inside its page box.
            page.height = max(PAGE_HEIGHT, page.lines[-1].bottom + MARGIN)
        pages.append(page)
    # A trailing form feed leaves an empty last page: not a page of the ordinance.
    while len(pages) > 1 and not pages[-1].lines:
        pages.pop()
    return pages
