"""Tables drawn with vertical bars: "| LS-1 | Liquid manure storage shall provide ... | NR 243.17 | 2010 |".

A code copied from a web page or a word processor's plain-text export keeps a table's grid as characters: a bar
between cells and a rule of dashes under the head ("|-----|-------|"). Read as text, every row opens on a bar, so
the row's own number ("LS-1", "3.", "(a)") never starts a line and the row is lost inside the text above it. This
step reads such a grid as the rows it prints: each row one line, its cells set apart (as a typed table's are), the
dashed rule dropped. A row a narrow column wrapped is joined up to the bar that closes it. A box-drawn grid
("+-----+-----+"), whose cells wrap over several lines inside their bars, is a typed table and is left alone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ordinance_review.ingest.reading_order import RawLine

if TYPE_CHECKING:  # layout runs this step; importing it here would go in a circle
    from ordinance_review.ingest.layout import RawPage

# the rule a Markdown-style grid sets under its head: "|-----|:----:|" (a box-drawn grid, "+-----+", whose cells
# wrap over lines inside the bars, is read as a typed table and left as it is)
_HEAD_RULE = re.compile(r"^\s*\|(?:\s*:?-{3,}:?\s*\|)+\s*$")
_OPENS = re.compile(r"^\s*\|\s*\S")
_CLOSES = re.compile(r"\S\s*\|\s*$")
_MAX_WRAP = 8  # lines one row may be wrapped over
CELL_GAP = "   "  # cells stand apart as a typed table's do


def _cells(text: str) -> list[str]:
    return [cell.strip() for cell in text.strip().strip("|").split("|")]


def _row_end(lines: list[RawLine], i: int) -> int | None:
    """The last line of the row that opens on line `i` (a narrow column may wrap it), or None."""
    if not _OPENS.match(lines[i].text):
        return None
    end = i
    while not _CLOSES.search(lines[end].text) and end + 1 < len(lines) and end - i < _MAX_WRAP:
        end += 1
    return end if _CLOSES.search(lines[end].text) else None


def _joined_row(lines: list[RawLine], i: int, end: int) -> RawLine:
    cells = [cell for cell in _cells(" ".join(lines[k].text.strip() for k in range(i, end + 1))) if cell]
    return RawLine(text=CELL_GAP.join(cells), x0=lines[i].x0, top=lines[i].top, x1=lines[end].x1,
                   bottom=lines[end].bottom, band=lines[i].band)


def pipe_tables(pages: list[RawPage]) -> list[RawPage]:
    """Rewrite each row of a bar-drawn table under its head's dashed rule as one line of its cells."""
    for page in pages:
        lines = page.lines
        if not any(_HEAD_RULE.match(line.text) for line in lines):
            continue  # (the common page: no such table on it)
        out: list[RawLine] = []
        i = 0
        while i < len(lines):
            if not _HEAD_RULE.match(lines[i].text):
                out.append(lines[i])
                i += 1
                continue
            if out and _OPENS.match(out[-1].text) and _CLOSES.search(out[-1].text):
                out[-1] = _joined_row(out, len(out) - 1, len(out) - 1)  # the head over the rule
            i += 1  # (the rule itself goes)
            while i < len(lines) and (end := _row_end(lines, i)) is not None:
                out.append(_joined_row(lines, i, end))
                i = end + 1
        page.lines = out
    return pages
