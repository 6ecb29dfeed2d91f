"""Change bars: the mark a consolidated code prints in the margin beside text amended since its last printing.

A reprint marks each changed line with a bar ("|  (3) "Substantially altered" means ...") or an asterisk
("*  (5) Manure may not be applied ...") in the left margin, and a note on the first page says what the
mark means. The mark is never the unit's text: left in, the bar hides the unit's number from the
segmenter ("| (3)" opens nothing) and the unit is swallowed by the one above it. Taking the mark off
leaves the line where the printer set it, right of the margin the mark stood in.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # layout runs this step; importing it here would go in a circle
    from ordinance_review.ingest.layout import RawPage

# a bar (or an asterisk set off by a space) before the line's text, no other bar on the line: a table's row
# ("| Term | Meaning |") has more, and a run of asterisks ("* * *") is an omission mark, not a change
BAR_CHARS = "|\u00a6\u2502\u2503\u2016"
_MARK = re.compile(rf"^(?P<lead>\s*)(?:[{BAR_CHARS}](?=\s*\S)|\*(?=\s+[^\s*]))")
# (a line set again in a narrower measure carries its marks along inside it: "a manure |storage facility",
# "... enclosure. | (5) "Winter" means")
_INNER = re.compile(rf"(?<=\s)[{BAR_CHARS}] ?(?=\S)")


def unmark(raw: str) -> str:
    """A typed line with its change mark turned into the blank it stands in ("|  (3) ..." -> "   (3) ...")."""
    m = _MARK.match(raw)
    if m is None or any(c in raw[m.end():] for c in BAR_CHARS):
        return raw
    return f"{m.group('lead')} {raw[m.end():]}"


def strip_change_bars(pages: list[RawPage]) -> list[RawPage]:
    """Take the change mark off each line that starts with one, moving the line's start to its text."""
    for page in pages:
        for line in page.lines:
            text = line.text
            if sum(text.count(c) for c in BAR_CHARS) == 1 and _INNER.search(text):
                line.text = text = _INNER.sub("", text)
            unmarked = unmark(text)
            if unmarked == text:
                continue
            rest = unmarked.lstrip()
            if line.pieces and line.pieces[0].text.strip() in (text[:1], "*") and len(line.pieces) > 1:
                line.pieces = line.pieces[1:]  # the mark stood apart in the margin: the text starts at its own piece
                line.x0 = line.pieces[0].x0
            else:  # the mark and the text in one run: move the start by the share of the line the mark took
                line.x0 += (line.x1 - line.x0) * (len(text) - len(rest)) / max(len(text), 1)
                line.pieces = [p for p in line.pieces if p.x1 > line.x0]
            line.text = rest
    return pages
