"""Marginal references: the state rule a code prints in a narrow left column beside each local rule.

Some county chapters key every rule to the state rule it implements, set in the margin ("NR 151.015(20)   (2)
"Substantially altered" means ...", "s. 92.15(4),   (2) No person who ..." ⏎ "Stats.; ATCP 50.08   October 14,
1997 may be ..."), and say on the first page that the margin is the reader's aid, no part of the ordinance. Read
line by line, the reference runs into the text beside it and hides the unit's number: "NR 151.015(20) (2)
..." opens nothing, and the unit is swallowed by the one above it. This step takes the margin off and leaves the
text column as printed.

The layout is told by its geometry and by what the margin holds: many lines whose left part, standing apart from
the text, is a citation and nothing else (a rule's number, "s.", "NR", "ATCP", "Stats.", "(none)"), their text
starting at one and the same x. A caption in the margin is a side heading (`side_headings`), not a reference.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from ordinance_review.ingest.reading_order import Piece, RawLine
from ordinance_review.ingest.side_by_side import parts_apart

if TYPE_CHECKING:  # layout runs this step; importing it here would go in a circle
    from ordinance_review.ingest.layout import RawPage

# a margin's words when they only cite: "NR 151.015(20)", "s. 92.15(4),", "Stats.; ATCP 50.08", "ss. 92.15, 92.16,",
# "NRCS 590", "(none)", "(NR 243.17)"
_CITE_WORD = (r"(?:ss?\.|NR|ATCP|NRCS|CPS|Stats?\.?[,;]?|Wis\.|Adm\.|Code[,;]?|chs?\.|Standard|and|to|see|none|"
              r"\d{1,4}(?:\.\d{1,4})*(?:\([0-9a-z]{1,4}\))*[.,;]?|[,;&\u2014\u2013-])")
# (words apart by a space: with none between them a run of digits could be split every way, and a regex tries each)
_CITATION_RUN = rf"\(?{_CITE_WORD}(?:\s+{_CITE_WORD})*\)?[.,;]?"
_CITATION = re.compile(rf"^{_CITATION_RUN}$", re.I)
# (a code's name for the rule, not a bare number: a list's designator set apart, "2." or "(B)", cites nothing)
_CITES = re.compile(r"\b(?:NR|ATCP|NRCS|CPS|Stats?|Wis|ss?\.|chs?\.)(?![a-z])|\bnone\b", re.I)
MIN_KEYED = 4  # lines with a reference in the margin a document needs before it is read so
_TOLERANCE = 3.0


def _reference(part: Piece) -> bool:
    text = part.text.strip()
    return bool(text) and _CITATION.match(text) is not None and _CITES.search(text) is not None


def _text_column(pages: list[RawPage]) -> float | None:
    """Where the text column starts, when the document keys its rules to references in the margin."""
    starts: Counter[int] = Counter()
    for page in pages:
        for line in page.lines:
            parts = parts_apart(line) if len(line.pieces) >= 2 else []
            if len(parts) >= 2 and _reference(parts[0]):
                starts[round(parts[1].x0)] += 1
    if not starts:
        return None
    x, count = starts.most_common(1)[0]
    return float(x) if count >= MIN_KEYED else None


# a reference run into the number of the unit beside it, where the copy kept no gap between the columns: "NR
# 151.015(20) (2) "Substantially altered" means ...", "s. 92.15(4), (2) No person ..."
_RUN_IN = re.compile(rf"^(?P<ref>{_CITATION_RUN})\s+(?=\(\w{{1,4}}\)\s+[\"\u201cA-Z]|\d{{1,4}}\.\d{{1,4}}\s+[\"\u201cA-Z])")


def _run_in(pages: list[RawPage]) -> list[RawPage]:
    """The same margin read into its lines: the reference taken off each line it opens before a unit's number."""
    lines = [line for page in pages for line in page.lines]
    keyed = [(line, m) for line in lines if (m := _RUN_IN.match(line.text)) and _CITES.search(m.group("ref"))]
    if len(keyed) < MIN_KEYED:
        return pages
    for line, m in keyed:
        cut = m.end()
        line.x0 += (line.x1 - line.x0) * cut / max(len(line.text), 1)
        line.text = line.text[cut:]
        line.pieces = [p for p in line.pieces if p.x1 > line.x0]
    return pages


def margin_references(pages: list[RawPage]) -> list[RawPage]:
    """Take each reference off the margin, leaving the line's text column where it stands."""
    body_x = _text_column(pages)
    if body_x is None:
        return _run_in(pages)
    for page in pages:
        out: list[RawLine] = []
        for line in page.lines:
            parts = parts_apart(line) if len(line.pieces) >= 2 else [Piece(line.text, line.x0, line.top, line.x1,
                                                                         line.bottom)]
            margin = [p for p in parts if p.x1 < body_x - _TOLERANCE]
            if not margin or not all(_reference(p) for p in margin):
                out.append(line)
                continue
            body = [p for p in parts if p.x0 >= body_x - _TOLERANCE]
            if len(margin) + len(body) != len(parts):
                out.append(line)  # (a line across the column's edge: a title, a signature block)
                continue
            if not body:
                continue  # a reference alone on its line, its rule's text beside the line above
            line.text = " ".join(p.text for p in body)
            line.x0 = body[0].x0
            line.pieces = [p for p in line.pieces if p.x0 >= body_x - _TOLERANCE]
            out.append(line)
        page.lines = out
    return pages
