"""Line numbers in the margin (pleading paper): "1  to read:", "2", "3      17.01 AUTHORITY ...".

Some counties print ordinances and amendments on numbered legal paper: every line, blank ones too,
carries a number in a left gutter, counting up and often restarting on each page. Left in, the
numbers read as units ("3" would open a subsection) and the real numbering is lost behind them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # layout runs this step; importing it here would go in a circle
    from ordinance_review.ingest.layout import RawPage

_NUMBERED = re.compile(r"^(\d{1,3})(?:\s+(\S.*))?$")
MIN_LINES = 8  # a page's worth of numbered lines, not a short numbered list
SHARE = 0.4  # of the column's lines: headers, footers and lines a narrow column wrapped have no number
STEP_SHARE = 0.8  # of consecutive numbers that go up by one, or by two where a blank line's number was lost
ONE_STEP_SHARE = 0.3  # of them that go up by exactly one (a numbered list's items never skip)
GUTTER_WIDTH = 12.0  # points: the numbers stand in one column
ALIGNED = 1.5  # points: how far right of the numbers' start a line still starts with them
TEXT_EDGE_SHARE = 0.25  # of the numbered lines: that many unnumbered lines at or left of them make a text edge


def strip_line_numbers(pages: list[RawPage]) -> list[RawPage]:
    """Remove a margin's line numbers from every page that has them, dropping number-only lines."""
    for page in pages:
        found = []
        for i, line in enumerate(page.lines):
            m = _NUMBERED.match(line.text.strip())
            if m:
                found.append((i, int(m.group(1)), m.group(2) or ""))
        if len(found) < MIN_LINES:
            continue
        rest_of = {i: rest for gutter in _gutters(page, found) for i, _n, rest in gutter}
        if not rest_of:
            continue
        kept = []
        for i, line in enumerate(page.lines):
            rest = rest_of.get(i)
            if rest is None:
                kept.append(line)
            elif rest:
                text = line.text.strip()
                # the text starts where its characters start: move x0 by the share of the line it skips
                line.x0 += (line.x1 - line.x0) * (len(text) - len(rest)) / max(len(text), 1)
                line.text = rest
                line.pieces = [p for p in line.pieces if p.x1 > line.x0]
                kept.append(line)
        page.lines = kept
    return pages


def _gutters(page: RawPage, found: list[tuple[int, int, str]]) -> list[list[tuple[int, int, str]]]:
    """The numbered lines of each column whose numbers fill it, count up by one and stand in one column.

    Lines are grouped by where they start (a two-column page has a gutter per column; a page number
    printed elsewhere is left out). A numbered list ("1 Manure ...", "2 Bedding ...") fails on share
    or on steps; numbered subsections have periods or brackets ("1.", "(1)") and never match.
    A gutter stands left of the text, so no unnumbered line starts where its numbers do or left of
    them; the rows of a numbered schedule ("1  Livestock structure  Property line  100 feet") start
    at the column's edge, with the schedule's head and the paragraphs around it.
    """
    numbered = {i for i, _n, _r in found}
    by_left = sorted(found, key=lambda f: page.lines[f[0]].x0)
    groups: list[list[tuple[int, int, str]]] = [[by_left[0]]]
    for f in by_left[1:]:
        if page.lines[f[0]].x0 - page.lines[groups[-1][0][0]].x0 <= GUTTER_WIDTH:
            groups[-1].append(f)
        else:
            groups.append([f])
    out = []
    for group in groups:
        if len(group) < MIN_LINES:
            continue
        group.sort()
        left = page.lines[group[0][0]].x0
        column = [ln for ln in page.lines if left - GUTTER_WIDTH <= ln.x0 <= left + page.width * 0.4]
        steps = [b - a for (_, a, _r), (_, b, _s) in zip(group, group[1:], strict=False)]
        lo = min(page.lines[i].x0 for i, _n, _r in group) - GUTTER_WIDTH
        hi = max(page.lines[i].x0 for i, _n, _r in group) + ALIGNED
        at_edge = sum(1 for k, ln in enumerate(page.lines) if k not in numbered and lo <= ln.x0 <= hi)
        if at_edge >= max(2, TEXT_EDGE_SHARE * len(group)):
            continue
        # (a scan's reading drops a blank line's number alone in the gutter, so the numbers it keeps may skip one:
        # "1 HOLLIN ...", "3 COMMITTEE ...", "5 ORDINANCE ...")
        if len(group) >= SHARE * len(column) and sum(1 for s in steps if s in (1, 2)) >= STEP_SHARE * len(steps) \
                and sum(1 for s in steps if s == 1) >= ONE_STEP_SHARE * len(steps):
            out.append(group)
    return out
