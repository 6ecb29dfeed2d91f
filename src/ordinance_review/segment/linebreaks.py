"""Is a line break deliberate, or does the sentence run on into the next line?

A wrapped line may start with something that looks like a unit number ("590." after "Standard",
"59.02, 59.03" after "granted by ss.", "(3) feet" after "less than three"). Two cues tell them
apart: how the previous line ends, and whether it stopped short of the column's right edge.
"""

from __future__ import annotations

import re

from ordinance_review.models import Line

# Abbreviations that end a line in the middle of a citation: "... granted by ss." / "Ord. No."
RUNS_ON_ABBREVS = frozenset(
    "s. ss. sub. subs. par. pars. subd. subds. no. nos. ord. ords. ch. chs. sec. secs. art. div. p. pp. para. cl. "
    "stat. adm. wis. "
    # a month abbreviated at a line's end: its day and year follow ("adopted Apr." ⏎ "21, 2009, repealed ...")
    "jan. feb. mar. apr. jun. jul. aug. sep. sept. oct. nov. dec. ".split()
)
_LIST_END = re.compile(r"[;,]\s*(?:and|or|and/or)$", re.IGNORECASE)
# a footnote's number set after a sentence's stop ("... within 90 days thereafter.7", "thereafter.⁷"): the sentence
# ended, the number is no citation running on ("s.7" and "No.7" are, and keep their number)
# (or after a dated note's closing bracket: "... by December 31, 2024. [Cr. Ord. 2020-11]7")
_FOOTNOTE_MARK = re.compile(r"(?<=[^\W\d_]{2}[.;:])(?:\d{1,2}|[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2})$|(?<=[^\W\d_])[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}$"
                            r"|(?<=\d\])\d{1,2}$")


_MARK_CELLS = re.compile(r"(?:\s(?:[A-Z]|[-–—✓✔•]))(?:\s+(?:[A-Z]|[-–—✓✔•])){2,}$")


def runs_on(text: str) -> bool:
    """Does a line ending like `text` continue mid-sentence onto the next line?"""
    s = text.rstrip()
    if not s:
        return False
    if s.isupper() and sum(c.isalpha() for c in s[-12:]) > 3:
        return False  # an all-capitals heading
    if s.count(" | ") >= 2 or _MARK_CELLS.search(s):
        # a table row ("Row | Structure or activity | Feature | Distance") ends with its last cell, and so does
        # a calendar's or a use table's row ending in its marks ("... any field  R  X  X  X  R  R")
        return False
    if (m := _FOOTNOTE_MARK.search(s)) is not None and s[s.rfind(" ") + 1 : m.start()].lower() not in RUNS_ON_ABBREVS:
        s = s[: m.start()]
    last = s[s.rfind(" ") + 1 :].lower()
    if last in ("and", "or", "and/or") and _LIST_END.search(s[-12:]):
        return False  # "(a) ...; and" ends a list item
    end = s[-1]
    if end in "\"\u201d'\u2019" and len(s) >= 2 and s[-2] in ",;(-\u2013":
        return True  # 'Ordinance No. 98-3, "An Ordinance Regulating Animal Waste Storage,"' ⏎ "adopted by ..."
    if end == ".":
        return last in RUNS_ON_ABBREVS
    if end == "§":
        return True
    return end.isalnum() or end in ",(-–"


_UNITS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_NUMBER_WORDS = {w: i for i, w in enumerate(_UNITS)} | _TENS


def trailing_number_word(text: str) -> int | None:
    """The value of a number written in words at the end of `text`: "less than three" → 3,
    "one hundred eighty" → 180 — the word form that "(3)" repeats in "three (3) feet"."""
    words = text.lower().rstrip(" ,").split()[-4:]
    if not words or not any(w in _NUMBER_WORDS or w in ("hundred", "thousand") for w in words[-1:]):
        last = words[-1] if words else ""
        if "-" not in last or not all(part in _NUMBER_WORDS for part in last.split("-")):
            return None
    total = current = 0
    seen = False
    for w in words:
        parts = w.split("-")
        if all(part in _NUMBER_WORDS for part in parts):
            current += sum(_NUMBER_WORDS[part] for part in parts)
            seen = True
        elif w == "hundred" and seen:
            current *= 100
        elif w == "thousand" and seen:
            total += current * 1000
            current = 0
        else:
            total = current = 0
            seen = False
    return total + current if seen else None


class Geometry:
    """Where lines normally end, per column, to tell a wrapped line from a deliberately short one."""

    def __init__(self, lines: list[Line], widths: dict[int, float]):
        self.widths = widths
        self.two_column = _two_column_pages(lines, widths)
        buckets: dict[int, list[float]] = {}
        lefts: dict[int, list[float]] = {}
        for ln in lines:
            if ln.x1 > ln.x0 and len(ln.text) > 20:
                b = self.bucket(ln)
                buckets.setdefault(b, []).append(ln.x1)
                lefts.setdefault(b, []).append(ln.x0)
        self.right = {b: sorted(v)[int(len(v) * 0.9)] for b, v in buckets.items() if v}
        # a page whose full-measure lines all stop near its middle is set in one column of a two-column layout
        # (its other column empty, or taken by a table the next page carries): its lines end at that column's edge
        by_page: dict[int, list[float]] = {}
        for ln in lines:
            if ln.x1 > ln.x0 and len(ln.text) > 20 and self.bucket(ln) == 0:
                by_page.setdefault(ln.page, []).append(ln.x1)
        self.page_right = {
            page: edge for page, v in by_page.items() if len(v) >= _COLUMN_LINES
            for edge in [sorted(v)[int(len(v) * 0.9)]] if edge <= self.widths.get(page, 612.0) * 0.55
        }
        self.left = {b: sorted(v)[int(len(v) * 0.1)] for b, v in lefts.items() if v}
        lengths = sorted(len(ln.text.strip()) for ln in lines)
        self.long_line = lengths[int(len(lengths) * 0.9)] if lengths else 0
        steps = sorted(b.top - a.top for a, b in zip(lines, lines[1:], strict=False) if a.page == b.page and b.top > a.top)
        self.step = steps[len(steps) // 4] if steps else 0.0  # the usual distance from a line to the next in a paragraph

    def gap_before(self, prev: Line, ln: Line) -> bool:
        """Space stands between two lines of a page (a blank line, a dropped rule, the space a typesetter
        leaves under a table): one and a half times the usual line step or more."""
        return self.step > 0 and prev.page == ln.page and ln.top - prev.top >= 1.5 * self.step

    def bucket(self, ln: Line) -> int:
        """0: the page's full measure; 1: a right column (or a line set right of the middle); 2: the left column
        of a two-column page. A table or title spanning a two-column page is measured with the full lines, so
        it does not move the left column's right edge out to the page's (which made every left-column line
        seem to stop short)."""
        width = self.widths.get(ln.page, 612.0)
        if ln.x0 >= width * 0.45:
            return 1
        return 2 if ln.page in self.two_column and ln.x1 <= width * 0.55 else 0

    def indent(self, ln: Line) -> float:
        """Indentation within the line's column (two-column pages: from that column's left edge)."""
        return ln.x0 - self.left.get(self.bucket(ln), 0.0)

    def _right(self, ln: Line) -> float | None:
        """Where the line's column normally ends (None: no geometry)."""
        b = self.bucket(ln)
        if b == 0 and ln.page in self.page_right:
            return self.page_right[ln.page]
        return self.right.get(b)

    def ended_early(self, ln: Line) -> bool:
        """The line stops well short of the column's right edge (so the break was deliberate)."""
        b = self.bucket(ln)
        right = self._right(ln)
        if right is None or ln.x1 <= ln.x0:
            # no geometry (Word paragraphs): judge by length against the document's long lines
            return len(ln.text.strip()) < 0.6 * self.long_line
        span = right - self.left.get(b, 0.0)
        return ln.x1 < right - max(0.2 * span, 12.0)


_COLUMN_LINES = 8  # lines of each column, at least, that make a page two-column


def _two_column_pages(lines: list[Line], widths: dict[int, float]) -> set[int]:
    """Pages set in two columns: enough lines of text starting right of the middle, and enough ending
    before it without being short, to be columns rather than a signature block or an indented note."""
    left: dict[int, int] = {}
    right: dict[int, int] = {}
    for ln in lines:
        if ln.x1 <= ln.x0 or len(ln.text) <= 20:
            continue
        width = widths.get(ln.page, 612.0)
        if ln.x0 >= width * 0.45:
            right[ln.page] = right.get(ln.page, 0) + 1
        elif width * 0.3 < ln.x1 <= width * 0.55:
            left[ln.page] = left.get(ln.page, 0) + 1
    return {p for p, n in right.items() if n >= _COLUMN_LINES and left.get(p, 0) >= _COLUMN_LINES}
