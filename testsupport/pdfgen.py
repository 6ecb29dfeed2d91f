"""Render ordinance text into real PDFs in the layouts municipal codes come in.

Tests, `scripts/build_sample.py` and the benchmarks need PDFs that look like what reviewers
receive: running headers and footers with page numbers, dense single-column code pages, two-column
reflowed pages with words hyphenated at line ends, and scans without a text layer. Generating them
from the plain ordinance text keeps every test self-contained (no binary fixtures) and lets the
eval run the same labeled ordinance through every layout.

The layout is computed here (our own line breaking and pagination) and only drawn by fpdf2, so
the page count is known before drawing ("Page 3 of 12") and the output is deterministic.
"""

from __future__ import annotations

import datetime as dt
import io
import os
import re
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from importlib import resources
from typing import Literal

from fpdf import FPDF

Layout = Literal["single", "two_column"]

PAGE_WIDTH = 612.0  # US letter, PDF points
PAGE_HEIGHT = 792.0
MARGIN_X = 48.0
BODY_TOP = 62.0
BODY_BOTTOM = PAGE_HEIGHT - 60.0
HEADER_Y = 30.0
FOOTER_Y = PAGE_HEIGHT - 40.0
GUTTER = 24.0
FONT_SIZE = 9.0
LINE_HEIGHT = 11.0
BAND_FONT_SIZE = 8.0
# The creation date written into every PDF. A fixed date (or the build's SOURCE_DATE_EPOCH, the
# reproducible-builds convention) instead of "now" makes the same text render to the same bytes,
# so a rebuilt sample or fixture only shows up in a diff when its content changed.
FIXED_CREATION_DATE = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)

# A line that opens a numbered unit: "(a)", "12.", "14.45", "B.", "iv.", "§ 12-4", "Sec. 3.05",
# "Section 4.3", "ARTICLE 4". Such a line always starts a new paragraph when reflowing.
_UNIT_START = re.compile(
    r"""^\s*(?:
        \(\s*[0-9A-Za-z]{1,5}\s*\)            # (a) (12) (iv)
      | \[\d{1,2}\]                         # [1] (eCode360's level under (a))
      | \d+(?:[.\-]\d+)*[.)]?\s               # 12.  14.45  22-3-4  (a bare "2002." ending a line is text)
      | [A-Z]\.(?:\s|$) | [a-z]\.(?:\s|$)       # B.  a.  (or alone on its line, as a web copy prints it)
      | [IVXLC]+\.(?:\s|$) | [ivxlc]+\.(?:\s|$) # III.  iv.
      | §+ | Sec\.|Section\b|SECTION\b|Article\b|ARTICLE\b|Rule\b|Paragraph\b
      | (?:Condition|CONDITION|Item|ITEM)\s+\d+\b   # a permit's numbered conditions
      | [A-Z][A-Z ,;'-]{3,}\s--\s              # DEFINED TERM -- its meaning
    )""",
    re.VERBOSE,
)
_LONE_MARK = re.compile(r"^\s*(?:[A-Za-z]|[IVXLC]+|[ivxlc]+)\.\s*$")  # "B." or "IV." alone on its line
# a word a letter may follow in a sentence ("... for that feature in Column" ⏎ "A."): the letter ends the sentence
_WANTS_LETTER = re.compile(r"\b(?:Column|Table|Part|Appendix|Exhibit|Schedule|Figure|Class|Type|Zone|District|Tier|Subsection)$")
_RULE = re.compile(r"^\s*[-=_*~]{5,}\s*$")
# A table's rule: dashes joined by "+" or "|" ("+----+----+", "-----+------"), or one dash run per
# column under the heads of a table typed with spaces ("----  ----------  -------").
_TABLE_RULE = re.compile(r"^\s*(?:[+|]?[-=]{3,}(?:[+|][-=]{3,})+[+|]?|-{3,}(?:\s{2,}-{3,})+)\s*$")
_CAPTION = re.compile(r"^(?:TABLE|Table|SCHEDULE|Schedule)\s+[\w.\-]+\.?\s+\S.{0,100}$")  # "TABLE 5. SEASONAL LIMITS ..."
_GAP = re.compile(r"\S\s{3,}\S")  # columns typed apart with spaces


def _table_lines(lines: list[str], joins: set[int] | None = None, bands: Collection[int] = ()) -> set[int]:
    """Indexes of source lines that belong to a table drawn or typed in columns.

    Within a run of non-blank lines, a table starts at the first of the lines with cell bars or
    column gaps that lead up to a rule, and runs to the end of the run (its rows, and the notes
    set under it); a run of lines with two or more cell bars each is a table without rules, and so
    are a list typed in two columns side by side (a line opening two items apart with spaces) and a
    schedule whose rows run to their figures on dot leaders. `joins` gets the first line of each run that goes on
    with the table above it across a blank line, or across a page's typed band (`bands`: the heads at one page's
    foot, the rows under the next page's head).
    """
    out: set[int] = set()
    start = 0
    runs: list[range] = []
    for end in [*(i for i, ln in enumerate(lines) if not ln.strip() or ln.startswith("\f")), len(lines)]:
        run = range(start, end)
        start = end + 1 if end < len(lines) and not lines[end].startswith("\f") else end
        if run:
            runs.append(run)
        rules = [i for i in run if _TABLE_RULE.match(lines[i])]
        bars = [i for i in run if lines[i].count("|") >= 2]
        if rules:
            first = rules[0]
            while first > run.start and ("|" in lines[first - 1] or _GAP.search(lines[first - 1].strip())):
                first -= 1
            out.update(range(first, run.stop))
        elif len(bars) >= 2:
            out.update(range(bars[0], run.stop))
        else:
            beside = [i for i in run if _items_beside(lines[i].strip())]
            leaders = [i for i in run if _LEADER_ROW.search(lines[i])]
            # rows typed apart to their figures under a caption or a plain rule ("Private well     400     250"),
            # no dot leaders: a table typed with spaces, whose rule is one dash run across every column
            figured = [i for i in run if _GAP.search(lines[i].strip()) and _FIGURE_END.search(lines[i])
                       and "...." not in lines[i]]
            framed = any(_RULE.match(lines[i]) for i in run) or any(
                _CAPTION.match(lines[i].strip()) and "...." not in lines[i] for i in run)
            if beside:  # a list typed in two columns side by side: set as typed, as a table is
                out.update(range(beside[0], run.stop))
            elif len(leaders) >= 2:  # a schedule set with dot leaders ("Closure of a facility ....... $100")
                out.update(range(leaders[0], run.stop))
            elif framed and len(figured) >= 2:
                first = figured[0]
                while first > run.start and (_GAP.search(lines[first - 1].strip()) or _RULE.match(lines[first - 1])
                                             or _CAPTION.match(lines[first - 1].strip())):
                    first -= 1
                out.update(range(first, run.stop))
    found = _tables_across_blank_lines(lines, [run for run in runs if not all(i in bands for i in run)], out, bands)
    if joins is not None:
        joins.update(found)
    return out


def _tables_across_blank_lines(lines: list[str], runs: list[range], out: set[int], bands: Collection[int] = ()) -> set[int]:
    """A table typed with blank lines between its caption, its column heads and its groups of rows ("TABLE 4-1"
    ⏎ heads ⏎ "Part 1. Water resources" rows ⏎ "Part 2. Property" rows) is one table: a run of rows typed apart
    to their figures is a table when the run before it is one, or is its caption or its column heads; and
    column heads typed apart are the table's when the rows under them are (a table found whole by its rule takes
    the heads typed apart over it only across a page's band: elsewhere its caption and heads print apart)."""
    def near(a: range, b: range) -> bool:
        """Only blank lines (two at most, or two on each side of a page's typed band) between the two runs."""
        between = [i for i in range(a.stop, b.start) if i not in bands]
        return len(between) <= (4 if across_band(a, b) else 2) and all(not lines[i].strip("\f \n") for i in between)

    def first_text(run: range) -> int:
        return next(i for i in run if lines[i].strip())

    def across_band(a: range, b: range) -> bool:
        return any(i in bands for i in range(a.stop, b.start))

    def figured(run: range) -> int:
        """Rows typed apart to their figures, or into three or more cells ("Earthen basin   Synthetic liner   NRCS
        313,   180 days": a row whose cells wrap onto lines under it, its figure in words)."""
        return sum(1 for i in run if "...." not in lines[i] and (
            (_GAP.search(lines[i].strip()) and _FIGURE_END.search(lines[i])) or len(_GAP_SPLIT.findall(lines[i].strip())) >= 2))

    def captioned(k: int) -> bool:
        """The run is the table's caption block ("TABLE 4-1" ⏎ "MINIMUM SEPARATION DISTANCES"), not a sentence that
        wraps onto a line opening with the table's name ("... listed in" ⏎ "Table 38-4 than the distance ...")."""
        first = lines[runs[k].start].strip() if k >= 0 else ""
        return k >= 0 and len(runs[k]) <= 3 and _CAPTION_START.match(first) is not None and "...." not in first

    def heads(k: int) -> bool:
        """The table's caption, or column heads typed apart with spaces right under it (a running head typed
        with spaces, "Town of Glasswing     Livestock Ordinance", has no caption above it)."""
        texts = [lines[i].strip() for i in runs[k]]
        return captioned(k) or (captioned(k - 1) and len(texts) <= 4 and all(_GAP.search(t) for t in texts)
                                and not any(_FIGURE_END.search(t) and not _COLUMN_NUMBER_END.search(t) for t in texts))

    marked = [all(i in out or not lines[i].strip() for i in run) for run in runs]  # (a run may open on a form feed)
    found = list(marked)  # tables found whole (a rule, bars): their captions print as before, apart
    joins: set[int] = set()
    for k in range(1, len(runs)):
        before = runs[k - 1]
        if not marked[k] and not any(i in out for i in runs[k]) and figured(runs[k]) >= 2 \
                and near(before, runs[k]) and (
                marked[k - 1] or heads(k - 1)):
            out.update(runs[k])
            marked[k] = True
            joins.add(first_text(runs[k]))
    for k in range(len(runs) - 2, -1, -1):
        if not marked[k] and marked[k + 1] and heads(k) and near(runs[k], runs[k + 1]) and (
                not found[k + 1] or (across_band(runs[k], runs[k + 1]) and not captioned(k))):
            out.update(runs[k])
            marked[k] = True
            joins.add(first_text(runs[k + 1]))
    return joins


# (a table's number: "TABLE 4-1", "Table A", "SCHEDULE II"; not "TABLE OF CONTENTS")
_CAPTION_START = re.compile(r"^(?:TABLE|Table|SCHEDULE|Schedule)\s+(?:[A-Z]?\d[\w.\-]*|[A-Z]|[IVX]{1,5})\.?(?:\s+\S.{0,100})?$")
_FIGURE_END = re.compile(r"(?:\d|--|\(\d\))\s*$")
_COLUMN_NUMBER_END = re.compile(r"\bColumn\s+\d{1,2}\s*$", re.I)  # heads numbering their columns: "... Column 4"


# (a figure at the end, not a contents entry's page number: "Closure ...... $100", "Private well ...... 400 feet")
_LEADER_ROW = re.compile(r"\.{4,}\s*(?:\$\s*[\d,.]+|[\d,.]+\s*(?:feet|ft\b|%|percent|days?|months?|gallons?|acres?|tons?))")


_GAP_SPLIT = re.compile(r" {3,}")


def _items_beside(line: str) -> bool:
    """Does the line open two list items typed apart with spaces ("(a) An overflow ...    (b) An ...")?"""
    return sum(1 for part in _GAP_SPLIT.split(line) if _ITEM_MARK.match(part)) >= 2
_ITEM_MARK = re.compile(r"\(?(?:[a-z]|[0-9]{1,2}|[ivx]{1,4})[.)]\s")  # "(a) ", "b. ", "(12) "


_VOWELS = set("aeiouyAEIOUY")


def _font_path(name: str) -> str:
    return str(resources.files("ordinance_review").joinpath("fonts", name))


@dataclass(frozen=True)
class _Run:
    """One drawn string: where its top-left corner goes and in which font."""

    x: float
    y: float  # top of the line box
    text: str
    mono: bool
    size: float = FONT_SIZE
    align: Literal["L", "C", "R"] = "L"


@dataclass
class _Paragraph:
    indent: int  # leading spaces of its first source line
    text: str
    gap_before: bool = False  # a blank line preceded it
    page_break: bool = False  # a form feed preceded it: start a new page
    drawn: list[str] | None = None  # a table or box drawn with characters: its lines, set as printed
    band: str | None = None  # "head" or "foot": a running band typed into the text, set in the page band


class _Measure:
    """String widths in points for the two bundled fonts (fpdf2 does the font metrics)."""

    def __init__(self) -> None:
        self.pdf = _new_fpdf()

    def width(self, text: str, mono: bool, size: float = FONT_SIZE) -> float:
        self.pdf.set_font("mono" if mono else "sans", size=size)
        return self.pdf.get_string_width(text)


def _creation_date() -> dt.datetime:
    """`SOURCE_DATE_EPOCH` when set (seconds since 1970, UTC), else `FIXED_CREATION_DATE`."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return dt.datetime.fromtimestamp(int(epoch), tz=dt.UTC)
    return FIXED_CREATION_DATE


def _new_fpdf() -> FPDF:
    pdf = FPDF(unit="pt", format=(PAGE_WIDTH, PAGE_HEIGHT))
    pdf.set_creation_date(_creation_date())
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.add_font("sans", fname=_font_path("DejaVuSans.ttf"))
    pdf.add_font("mono", fname=_font_path("DejaVuSansMono.ttf"))
    pdf.set_compression(True)
    return pdf


def tab_stop_pdf(rows: list[tuple[str | None, ...]], stops: tuple[float, ...], char_width: float,
                 line_step: float = 13.0) -> bytes:
    """One page whose rows set each cell at its column's stop, as a word processor sets text at tab stops: every
    cell a run of its own, indented by its leading spaces (`char_width` points each); an empty cell is left out."""
    pdf = _new_fpdf()
    pdf.add_page()
    pdf.set_font("sans", size=10)
    y = 72.0
    for row in rows:
        for stop, cell in zip(stops, row, strict=False):
            if cell and cell.strip():
                pdf.text(stop + char_width * (len(cell) - len(cell.lstrip())), y, cell.strip())
        y += line_step
    return bytes(pdf.output())


# ---------------------------------------------------------------- line breaking


def _split_word(word: str, room: float, measure: _Measure, mono: bool) -> tuple[str, str] | None:
    """Hyphenate `word` so its first part (with a hyphen) fits in `room`, as a typesetter would.

    Prefers an existing hyphen ("right-of-" / "way"), else a vowel-consonant boundary leaving at
    least three letters on each side. Returns None when no acceptable break fits.
    """
    best: tuple[str, str] | None = None
    for k in range(len(word) - 1, 0, -1):
        if word[k - 1] == "-" and k >= 2 and k < len(word):
            head, tail = word[:k], word[k:]
            if measure.width(head, mono) <= room:
                return head, tail
    core = word.rstrip(".,;:)\"'”’")
    if len(core) < 8 or not core.isalpha():
        return None
    # Prefer "struc-tures" (between two consonants after a vowel), then "facili-ties".
    for fits in (
        lambda k: core[k - 2] in _VOWELS and core[k - 1] not in _VOWELS and core[k] not in _VOWELS,
        lambda k: core[k - 1] in _VOWELS and core[k] not in _VOWELS,
    ):
        for k in range(len(core) - 3, 2, -1):
            if fits(k) and measure.width(word[:k] + "-", mono) <= room:
                best = (word[:k] + "-", word[k:])
                return best
    return best


def _wrap(text: str, width: float, measure: _Measure, *, mono: bool, hyphenate: bool) -> list[str]:
    """Greedy line breaking of one paragraph into lines no wider than `width` points."""
    lines: list[str] = []
    current = ""
    space = measure.width(" ", mono)
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if measure.width(candidate, mono) <= width:
            current = candidate
            continue
        if hyphenate and current:
            room = width - measure.width(current, mono) - space
            split = _split_word(word, room, measure, mono) if room > 4 * space else None
            if split:
                lines.append(f"{current} {split[0]}")
                current = ""
                word = split[1]
        if current:
            lines.append(current)
        current = word
        # A single word wider than the line (a rule of dashes, a long URL): cut it hard.
        while measure.width(current, mono) > width and len(current) > 1:
            cut = len(current)
            while cut > 1 and measure.width(current[:cut], mono) > width:
                cut -= 1
            lines.append(current[:cut])
            current = current[cut:]
    if current:
        lines.append(current)
    return lines


# A running band typed into the text as the printed page carries it: a code-page number ("212:5", "15-3",
# "CD26:19"), "Page 3 of 6", a supplement ("Supp 11, Mar 2019", "2019 S-11"), a bare page number, or a
# section range around a title ("§ 212-10   ANIMAL WASTE STORAGE   § 212-10.3").
_BAND_MARK = re.compile(
    r"\b\d{1,3}:\d{1,3}\b|\s{2,}\d{1,3}-\d{1,3}\s*$|^\s*\d{1,3}-\d{1,3}\s{2,}|\bCD\d+:\d+|\bpage\s+\d+(?:\s+of\s+\d+)?\b|\bsupp(?:lement)?\b\.?(?:\s*no\.)?\s*\d"
    r"|\S\s{3,}\d{1,3}-\d{1,3}\s{3,}\S"  # (a chapter's page between the head's two titles: "CODE    17-2    Ch. 17 ...")
    r"|\b(?:19|20)\d{2}\s+S-\d{1,3}\b|^\s*-?\s*\d{1,4}\s*-?\s*$|^\s*§\s*[\d.\-]+\S*\s{2,}.+\s{2,}§\s*[\d.\-]+\S*\s*$"
    r"|^\s*§\s*[\d.\-]+\s{2,}.+\s{2,}\d{1,4}\s*$|^\s*\d{1,4}\s{2,}.+\s{2,}§\s*[\d.\-]+\s*$",
    re.IGNORECASE,
)
# a head names the sections on its page at its outer edge ("§ 212-10 ... § 212-10.3", "15:2 ... 15.04")
_BAND_HEAD = re.compile(r"^\s*(?:§\s*)?\d+[.\-]\d+[\w.\-]*\s{2,}\S.*\S\s{2,}\S+\s*$|^\s*\S+\s{2,}\S.*\S\s{2,}(?:§\s*)?\d+[.\-]\d+[\w.\-]*\s*$")


# a title, a wide gap and a page number at the outer edge: "Livestock and Manure Near Village Wells    25"
_TITLE_PAGE = re.compile(r"^\s*[A-Za-z][^\d]{5,90}?\s{4,}\d{1,4}\s*$")
# a table row's words (a figure's unit or a setback's feature): "Private well    400" after a foot is no page head
_ROW_WORDS = re.compile(r"\b(?:feet|foot|ft|gallons?|acres?|days?|percent|well|lake|river|stream)\b", re.IGNORECASE)
_SPACED_RULE = re.compile(r"^\s*(?:-\s){8,}-?\s*$")


def _typed_bands(lines: list[str]) -> dict[int, str]:
    """Source lines that are running bands typed into the text, each "head" or "foot" of its page.

    A band is a block of up to three lines between blank lines (or a form feed), each line band-like
    (a page or supplement mark, a line recurring with only its numbers changing, the code's title in
    capitals, a bare date) and one with a mark, or opening a page (after a form feed) as it opens three pages
    or more. Within a run of such blocks, those before a form feed end
    a page and the rest open the next; with no form feed, the last of several blocks opens the next page,
    and a block alone opens one when it names the page's sections (or starts the text)."""
    def key(line: str) -> str:
        return " ".join(re.sub(r"\d+", "#", line.lower()).split())

    counts = Counter(key(line.lstrip("\f")) for line in lines if line.strip() and len(line.strip()) <= 140)

    def turned(line: str) -> str:
        """The band's parts in any order: an even page's head prints the odd page's parts the other way about."""
        return " | ".join(sorted(key(part) for part in _GAP_SPLIT.split(line.strip())))

    mirrored = Counter(turned(line.lstrip("\f")) for line in lines if line.strip() and len(line.strip()) <= 140)
    exact = Counter(line.strip() for line in lines if line.strip())

    def band_like(line: str) -> bool:
        stripped = line.strip()
        if not stripped or len(stripped) > 140:
            return False
        if len(stripped) > 110:  # (a long head: the code's full title beside its page mark, on every page)
            return bool(_BAND_MARK.search(line)) and counts[key(line)] >= 2
        if stripped.endswith((".", ";", ",", ":")):
            # a footer's sentence printed the same on every page ("... notes are not part of the ordinance.")
            return counts[key(line)] >= 3 and not re.search(r"\d", stripped)
        return bool(_BAND_MARK.search(line) or (counts[key(line)] >= 2 and re.search(r"\d", line) and _GAP.search(line))
                    # (the code's currency under its page mark: "Current through Ord. 19-8")
                    or re.match(r"(?:current|updated|codified)\s+through\b.{0,40}$", stripped, re.IGNORECASE) is not None
                    # (the code's title printed in capitals under the page number, as on its every page)
                    or (counts[key(line)] >= 2 and stripped.isupper() and len(stripped) <= 80)
                    # (the chapter's title centred under the page mark, typed the same on every page)
                    or (exact[stripped] >= 3 and len(line) - len(line.lstrip(" ")) >= 10 and len(stripped) <= 90)
                    # (American Legal's running title, "Ashmore - Land Use and Natural Resources", typed the same on
                    # every page under its supplement line)
                    or (exact[stripped] >= 3 and len(stripped) <= 90 and " - " in stripped and not re.search(r"\d", stripped))
                    or (len(stripped) <= 40 and re.fullmatch(r"[\d\s\-/.,:]*\d[\d\s\-/.,:]*", stripped) is not None))

    # blocks of up to three lines between blank lines (or form feeds), every line band-like, one with a mark
    # (or a foot typed word for word before three page breaks or more)
    blocks: list[list[int]] = []
    block: list[int] = []
    for i in range(len(lines) + 1):
        line = lines[i] if i < len(lines) else ""
        if _SPACED_RULE.match(line):
            line = ""  # a scanned page's cut line ("- - - - - -") between its foot and the next page's head
        if i < len(lines) and line.strip() and not (line.startswith("\f") and block):
            if (block and re.search(r"[A-Za-z]{2}", line) and _BAND_MARK.search(line) and band_like(line)
                    and not band_like(lines[block[-1]].lstrip("\f")) and not _RULE.match(lines[block[-1]])):
                # a page mark typed right under the page's last line of text, no blank line between ("... the
                # tolerable soil loss rate." ⏎ "Page 5" ⏎ the next page's head): the mark opens a block of its own
                # (a mark with words: a bare number under a line is a table's numbered row as often as a page)
                blocks.append(block)
                block = [i]
                continue
            block.append(i)
            continue
        if len(block) > 1 and _BAND_MARK.search(lines[block[0]]) and counts[key(lines[block[0]].lstrip("\f"))] >= 2 \
                and band_like(lines[block[0]].lstrip("\f")) and not band_like(lines[block[1]]):
            # a recurring page mark typed with the next page's first line right under it, no blank line between
            # ("Supp. No. 14, 12-2021   4-34" ⏎ "PART B"): the mark is the page's foot, the line opens the body
            blocks.append(block[:1])
            block = block[1:]
        if block:
            blocks.append(block)
        block = [i] if i < len(lines) and line.strip() else []

    def before_break(block: list[int]) -> bool:
        return any("\f" in lines[j] for j in range(block[-1] + 1, min(len(lines), block[-1] + 3)))

    def after_break(block: list[int]) -> bool:
        return any("\f" in lines[j] for j in range(max(0, block[0] - 2), block[0] + 1))

    # a foot typed word for word right before the page break of three pages or more
    feet = Counter(tuple(lines[k].strip() for k in b) for b in blocks if len(b) <= 3 and before_break(b))
    candidates: list[int] = []
    for b, block in enumerate(blocks):
        # the next page's head right after a page's foot, blank lines between: the title and the page number at
        # the outer edge ("2021 S-6" ⏎ ⏎ "Livestock and Manure Near Village Wells    25"), as it recurs
        after_foot = bool(b and candidates and candidates[-1] == blocks[b - 1][-1]
                          and not any(lines[k].strip() for k in range(blocks[b - 1][-1] + 1, block[0])))
        head = lines[block[0]].lstrip("\f")
        if after_foot and len(block) == 1 and _TITLE_PAGE.match(head) and (band_like(head) or not _ROW_WORDS.search(head)):
            candidates += block
            continue
        # (the last page's foot ends the text, with no page break after it)
        typed_foot = (before_break(block) or block is blocks[-1]) and feet[tuple(lines[k].strip() for k in block)] >= 3
        # (or a foot set apart and typed word for word on three pages or more over the next page's marked head, no page
        # break typed between: "Rev. 11-2022 (through Ord. 2022-11)" ⏎ ⏎ "15-4      AGRICULTURAL PERFORMANCE ...")
        nxt = blocks[b + 1] if b + 1 < len(blocks) else None
        typed_foot = typed_foot or bool(
            nxt and len(block) <= 2 and all(exact[lines[k].strip()] >= 3 and band_like(lines[k])
                                            and len(lines[k]) - len(lines[k].lstrip()) >= 10 for k in block)  # (set apart)
            and not any(lines[k].strip() for k in range(block[-1] + 1, nxt[0]))
            and all(band_like(lines[k].lstrip("\f")) for k in nxt) and any(_BAND_MARK.search(lines[k]) for k in nxt))
        # (a typed page's rule over its foot, "-------" ⏎ "2023 S-9      8-41", goes with the foot)
        if typed_foot or len(block) <= 3 and all(
                band_like(lines[k].lstrip("\f"))
                or (k == block[0] and _RULE.match(lines[k]) and len(block) > 1 and _BAND_MARK.search(lines[k + 1])
                    and not re.fullmatch(r"[\s\d\-\u2013\u2014]*", lines[k + 1]))  # (not a bare "- 1 -")
                # (and a head boxed between two rules, "-----" ⏎ "ASHGROVE COUNTY CODE   17-2   Ch. 17 ..." ⏎ "-----")
                or (k == block[-1] and k - 1 > block[0] and _RULE.match(lines[k]) and _RULE.match(lines[block[0]])
                    and _BAND_MARK.search(lines[k - 1]) and not re.fullmatch(r"[\s\d\-\u2013\u2014]*", lines[k - 1]))
                for k in block) and (
                any(_BAND_MARK.search(lines[k].lstrip("\f")) for k in block)
                # (or a head typed the same at the top of three pages or more, right after the page break; an even
                # page's head is the odd page's turned about: "16.05  TITLE   Code, Ch. 16  2" / "Code, Ch. 16  3  TITLE
                # 16.08")
                or (after_break(block) and all(counts[key(lines[k].lstrip("\f"))] >= 3
                                               or mirrored[turned(lines[k].lstrip("\f"))] >= 3 for k in block))):
            candidates += block
    bands: dict[int, str] = {}
    run: list[int] = []

    def close() -> None:
        if not run:
            return
        feed = next((k for k in run if lines[k].startswith("\f")), None)
        blocks: list[list[int]] = []
        for k in run:
            if blocks and k == blocks[-1][-1] + 1:
                blocks[-1].append(k)
            else:
                blocks.append([k])
        for block in blocks:
            if feed is not None:
                kind = "head" if block[0] >= feed else "foot"
            elif len(blocks) > 1:
                kind = "head" if block is blocks[-1] else "foot"  # a page's foot, then the next page's head
            else:
                kind = "head" if block[0] == 0 or any(_BAND_HEAD.search(lines[k]) for k in block) else "foot"
            for k in block:
                bands[k] = kind
        run.clear()

    for i in candidates:
        if run and any(lines[k].strip() and not lines[k].startswith("\f") for k in range(run[-1] + 1, i)):
            close()
        run.append(i)
    close()
    return bands


def _source_lines(text: str) -> list[str]:
    """Lines of the source; a form feed stays as the first character of the line it starts."""
    text = text.replace("\r\n", "\n").replace("\t", "    ").replace("\f", "\n\f")
    return text.split("\n")


def _paragraphs(text: str, typed_bands: bool = False) -> list[_Paragraph]:
    """Group hard-wrapped source lines into paragraphs for reflowing.

    A line continues the previous paragraph when the previous line was a full hard-wrapped line
    (55-100 characters: a longer line is a paragraph on its own) and this one does not open a
    numbered unit; a blank line always ends a paragraph. A table drawn with characters, or typed
    with spaces under a rule of dashes per column, is kept line by line (`drawn`): reflowing it
    would make prose of its cells, which no typesetter does.
    """
    paragraphs: list[_Paragraph] = []
    previous_len = 0
    previous_rule = False
    previous_indent, previous_end = 0, ""
    gap = False
    page_break = False
    lines = _source_lines(text)
    joins: set[int] = set()
    bands = _typed_bands(lines) if typed_bands else {}
    table = _table_lines(lines, joins, bands)
    last_table = -1  # the source line a drawn table last took
    table_paragraph: _Paragraph | None = None  # and the paragraph that took it
    previous_index = last_line = -1  # the source line before this one that has text
    last_text = -1  # the last source line with text, a band's or the text's
    for index, raw in enumerate(lines):
        if raw.startswith("\f"):
            # (a form feed under a page's typed foot ends a typed page, which the columns flow on across, as they
            # do across one over the next page's head; a form feed after text starts a page: a cover, a schedule)
            page_break = last_text not in bands
            gap, previous_len = True, 0
            raw = raw[1:]
        stripped = raw.strip()
        if not stripped:
            gap = True
            previous_len = 0
            continue
        last_text = index
        if index in bands:
            last = paragraphs[-1] if paragraphs else None
            if last is not None and last.band == bands[index] and index - 1 in bands:
                last.text += "\n" + raw.rstrip()  # the lines of one page's band, set together
            else:
                paragraphs.append(_Paragraph(indent=0, text=raw.rstrip(), page_break=page_break, band=bands[index]))
            gap, page_break, previous_len = True, False, 0
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        previous_index, last_line = last_line, index
        if index in table:
            # (one table, though blank lines part its caption, heads and groups of rows: `_tables_across_blank_lines`)
            joined = gap and index in joins and last_table == previous_index
            # (a table's rows under the next page's band go on with its heads above the band: the band's paragraph
            # stays where it is, and the page takes it as its band)
            into = table_paragraph if last_table == previous_index else (paragraphs[-1] if paragraphs else None)
            if into is not None and into.drawn is not None and (not gap or joined) and (not page_break or joined):
                if joined:
                    into.drawn.append("")
                into.drawn.append(raw.rstrip())
                into.text += " " + stripped
            else:
                into = _Paragraph(indent=0, text=stripped, gap_before=gap, page_break=page_break, drawn=[raw.rstrip()])
                paragraphs.append(into)
            last_table, table_paragraph = index, into
            gap = page_break = False
            previous_len, previous_rule = 0, True
            continue
        if (
            paragraphs
            and not gap
            and 55 <= previous_len <= 100
            and not (_UNIT_START.match(raw) and not (_LONE_MARK.match(raw) and _WANTS_LETTER.search(paragraphs[-1].text)))
            and not _RULE.match(raw)
            and not previous_rule
            # a first-line indent after a line that ended its sentence opens a paragraph
            # ("(Ord. No. 99-14, 8-17-1999)" ⏎ "     Cross reference--Zoning, ch. 62.")
            and not (indent > previous_indent + 1 and previous_end in ".)];:")
            # a whole history note typed on its own line after a sentence is set on its own line, as publishers
            # print it ("... within 24 hours after discovering it." ⏎ "(Ord. No. 2020-06, § 3, 8-10-2020)")
            and not (previous_end in ".;:)]" and _NOTE_LINE.match(raw))
            # (and so is a codifier's "Note:" after a finished sentence: it is a paragraph of its own in every code)
            and not (previous_end in ".;:)]" and _NOTE_PARAGRAPH.match(raw))
            # (and a bracketed note of its own under a heading: "ARTICLE V  LAND APPLICATION" ⏎ "[Article V amended
            # in its entirety 8-8-2006 by Ord. No. 2006-3]" is set as eCode360 and the typed codes print it)
            and not _BRACKETED_NOTE_LINE.match(raw)
            # a short heading in title case after a finished sentence ("... 1 inch or more." ⏎ "Traffic and
            # Neighbors" ⏎ "5. Manure trucks ..."): a typesetter sets a group's heading on its own line
            and not (previous_end in ".;:" and _GROUP_HEADING.match(stripped))
            # a contents entry ends on its leaders and page ("General Provisions ...... 7.01 - 7.09"): the next
            # entry is a paragraph of its own
            and not _LEADER.match(paragraphs[-1].text.split("\n")[-1])
        ):
            paragraphs[-1].text += " " + stripped
        else:
            paragraphs.append(_Paragraph(indent=indent, text=stripped, gap_before=gap, page_break=page_break))
        gap = page_break = False
        previous_len = len(raw.rstrip())
        previous_rule = bool(_RULE.match(raw))
        previous_indent, previous_end = indent, stripped[-1]
    return paragraphs


# ---------------------------------------------------------------- pagination


_GROUP_HEADING = re.compile(r"^[A-Z][a-z'’]+(?:\s+(?:[A-Z][a-z'’]+|and|of|the|for|to|in|on|or|&)){0,6}$")
_NOTE_LINE = re.compile(
    r"^\s*(?:[(\[]\s*(?:Source:\s*)?(?:Ord(?:inance)?\b|Am(?:ended)?\b|Amd\.|Cr(?:eated)?\b|Added\b|Rep(?:ealed)?\b|Rn\.|"
    r"Renumbered\b|R\s*&\s*R\b|Code\s+\d{4}|Derived\b)[^()\[\]]*(?:\([^()]*\)[^()\[\]]*)*[)\]]\.?|History:.*)\s*$")
_NOTE_PARAGRAPH = re.compile(r"^\s*(?:Note|NOTE|Editor's [Nn]ote|Cross[- ][Rr]eference)s?\s*[:.\u2014-]")
_BRACKETED_NOTE_LINE = re.compile(
    r"^\s*\[[^\[\]]{0,120}\b(?:amended|added|created|repealed|adopted|renumbered|recreated)\b[^\[\]]*\]\s*$", re.I)
_TYPED_PART = re.compile(r"\S+(?: {1,2}\S+)*")  # words typed no more than two spaces apart


# a side heading typed in a left margin: a caption's few words (no figures), after its section's number or on under it
# ("7.02  DESIGN AND", "      CONSTRUCTION"), or the section's number alone ("3.01")
_MARGIN_PART = re.compile(r"^ *(?:\d{1,3}\.\d{1,3}\.? {1,2})?[A-Za-z][\w,;&'.-]*(?: {1,2}[A-Za-z][\w,;&'.-]*){0,3} {3,}(?=\S)")
_MARGIN_NUMBER_PART = re.compile(r"^\d{1,3}\.\d{1,3}\.? {3,}(?=[A-Z(])")


def _text_start(line: str) -> int | None:
    """Where a line's text column starts: past its margin caption, or at its indentation (None for a blank line)."""
    line = line.lstrip("\f")
    if not line.strip():
        return None
    m = _MARGIN_PART.match(line)
    return m.end() if m else len(line) - len(line.lstrip(" "))


def _side_heading(lines: list[str], k: int) -> bool:
    """Is line `k` a caption typed in a left margin beside its text ("Findings and     Section 8.02. The County ...")?
    Its text starts where the next line's text starts, or the caption above it ends (the text column; an item's
    run-over may be indented in it)."""
    raw = lines[k].lstrip("\f")
    m = _MARGIN_PART.match(raw) or _MARGIN_NUMBER_PART.match(raw)
    if m is None or m.end() < 8:
        return False
    # (the line above counts only as a caption going on: "7.02  DESIGN AND" over "      CONSTRUCTION")
    above = _MARGIN_PART.match(lines[k - 1].lstrip("\f")) if k > 0 else None
    near = [above.end() if above else None, _text_start(lines[k + 1]) if k + 1 < len(lines) else None]
    return any(start is not None and start >= 8 and abs(start - m.end()) <= 5 for start in near)


def _layout_single(text: str, measure: _Measure) -> list[list[_Run]]:
    """Lines kept as printed in monospace; over-long source lines wrap with their indentation."""
    char = measure.width(" ", True)
    body_width = PAGE_WIDTH - 2 * MARGIN_X
    pages: list[list[_Run]] = [[]]
    y = BODY_TOP
    beside = False  # inside a list typed in two columns, up to the next blank line
    text_lines = list(_source_lines(text))
    for k, raw in enumerate(text_lines):
        if raw.startswith("\f"):
            if pages[-1]:
                pages.append([])
                y = BODY_TOP
            raw = raw[1:]
        indent = len(raw) - len(raw.lstrip(" "))
        indent = min(indent, 40)
        x = MARGIN_X + indent * char
        body = raw.strip()
        beside = bool(body) and (beside or _items_beside(body))
        if "   " in body and (beside or _side_heading(text_lines, k)) and len(body) * char <= body_width - indent * char:
            # a list typed in two columns, or a side heading typed in the margin beside its text, keeps its parts where
            # they were typed, each its own run, as a word processor sets a column at a tab stop ("(a) An overflow ...
            # (b) An unconfined ...", "Authority     Section 8.01. This chapter ..."); other lines with gaps (running
            # heads typed into the text) keep the narrow set they always had
            if y + LINE_HEIGHT > BODY_BOTTOM:
                pages.append([])
                y = BODY_TOP
            pages[-1].extend(_Run(x + m.start() * char, y, m.group(0), mono=True) for m in _TYPED_PART.finditer(body))
            y += LINE_HEIGHT
            continue
        pieces = _wrap(body, body_width - indent * char, measure, mono=True, hyphenate=False) or [""]
        for piece in pieces:
            if y + LINE_HEIGHT > BODY_BOTTOM:
                pages.append([])
                y = BODY_TOP
            if piece:
                pages[-1].append(_Run(x, y, piece, mono=True))
            y += LINE_HEIGHT
    return [page for page in pages if page] or [[]]


_MARGIN_NUMBER = re.compile(r"^(\s{0,3}\d{1,2})(?:\s{2,}|$)")


def _items_one_after_another(text: str) -> str:
    """A list typed in two columns side by side ("(g) A manure stack ...    (h) The land spreading ..."), as a
    typesetter sets it in a column: each item after the one before it, the left one first."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        marks = [m.start() for m in re.finditer(r"(?<=\S {3})\s*\(?(?:[a-z]|[0-9]{1,2}|[ivx]{1,4})[.)]\s", line)]
        if not _items_beside(line.strip()) or not marks:
            out.append(line)
            i += 1
            continue
        at = len(line) - len(line[marks[0]:].lstrip())  # where the right-hand items open
        left: list[str] = []
        right: list[str] = []
        while i < len(lines) and lines[i].strip() and not lines[i].startswith("\f"):
            row = lines[i]
            left.append(row[:at])
            right.append(row[at:])
            i += 1
        indent = " " * (len(line) - len(line.lstrip()))
        out += [indent + _joined(left), "", indent + _joined(right)]
    return "\n".join(out)


def _joined(lines: list[str]) -> str:
    """An item's typed lines as one ("self-" ⏎ "sustaining": the hyphen stays, the space goes)."""
    words = ""
    for line in (x.strip() for x in lines if x.strip()):
        words = f"{words}{line}" if words.endswith("-") or not words else f"{words} {line}"
    return words


def _without_margin_numbers(text: str) -> str:
    """The text without the line numbers of pleading paper ("12   Adm. Code."): they number the typed
    page's lines, not the text, and a typesetter reflowing the text into columns leaves them behind. A run of
    eight lines or more numbered one up from the last (restarting at 1 on a new page) is such a margin,
    unless a line without a number starts where the numbers do just above them: that is a schedule's
    head ("No.  Structure ...") or rule, and the numbers are its rows'."""
    lines = _source_lines(text)
    bodies = [line.lstrip("\f") for line in lines]
    marks = [_MARGIN_NUMBER.match(body) for body in bodies]
    numbers = [int(m.group(1)) if m else None for m in marks]
    numbered: set[int] = set()
    run: list[int] = []
    for i, n in enumerate([*numbers, None]):  # (a last None closes the last run)
        if n is not None and (not run or n in (numbers[run[-1]] + 1, 1)):  # type: ignore[operator]
            run.append(i)
            continue
        if len(run) >= 8 and not _under_a_head(bodies, run[0], marks[run[0]]):  # type: ignore[arg-type]
            numbered.update(run)
        run = [i] if n is not None else []
    if not numbered:
        return text
    # each numbered line's text: where it starts past the number, against where most of them start
    rests = {i: bodies[i][marks[i].end(1):] for i in numbered}  # type: ignore[union-attr]
    starts = {i: len(bodies[i]) - len(rest.lstrip(" ")) for i, rest in rests.items()}
    common = Counter(starts[i] for i, rest in rests.items() if rest.strip())
    base = common.most_common(1)[0][0] if common else 0
    out = []
    for i, line in enumerate(lines):
        if i not in numbered:
            out.append(line)
            continue
        rest = rests[i].lstrip(" ")
        out.append(("\f" if line.startswith("\f") else "") + (" " * max(0, starts[i] - base) + rest if rest.strip() else ""))
    return "\n".join(out).replace("\n\f", "\f")


def _under_a_head(bodies: list[str], first: int, mark: re.Match[str]) -> bool:
    """Whether the nearest line above the numbered run is unnumbered and starts in the numbers' column."""
    above = next((b for b in reversed(bodies[max(0, first - 3):first]) if b.strip()), None)
    if above is None or _MARGIN_NUMBER.match(above):
        return False
    column = len(mark.group(1)) - len(mark.group(1).lstrip())
    return len(above) - len(above.lstrip()) == column


def _layout_two_column(text: str, measure: _Measure, hyphenate: bool, typed_bands: bool = True) -> list[list[_Run]]:
    """Paragraphs reflowed into two columns, filled left column first, then right.

    A table or box drawn with characters is set as printed, in monospace: inside the column when
    it fits there, else across both columns at the top of the next page (the columns go on below
    it), the way a typesetter floats a wide table; its type shrinks to fit the page if it must.
    """
    column_width = (PAGE_WIDTH - 2 * MARGIN_X - GUTTER) / 2
    columns = (MARGIN_X, MARGIN_X + column_width + GUTTER)
    pages: list[list[_Run]] = [[]]
    column = 0
    top = y = BODY_TOP  # top: where the columns start on this page (below a full-width table)

    current: dict[str, str] = {}  # the typed bands last seen: every page carries them, as a running band does

    def set_band(kind: str, text: str) -> None:
        """A typed running band goes in this page's head or foot, as typed (its parts apart), never into
        a column; a page whose band is already set keeps it."""
        runs = pages[-1]
        if any(r.y < BODY_TOP if kind == "head" else r.y > BODY_BOTTOM for r in runs):
            return
        lines = text.split("\n")
        for k, line in enumerate(lines):
            y = HEADER_Y - 9 * (len(lines) - k) if kind == "head" else FOOTER_Y + 10 + 9 * k
            runs.append(_Run(MARGIN_X, y, line, mono=True, size=BAND_FONT_SIZE))

    def new_page() -> None:
        nonlocal column, y, top
        pages.append([])
        column, top, y = 0, BODY_TOP, BODY_TOP
        for kind, band in current.items():
            set_band(kind, band)

    def advance() -> None:
        nonlocal column, y
        if column == 0:
            column, y = 1, top
        else:
            new_page()

    caption: tuple[int, int, str] | None = None  # (page, first run, text) of a table caption just set
    for paragraph in _paragraphs(_items_one_after_another(_without_margin_numbers(text)), typed_bands=typed_bands):
        if paragraph.band is not None:
            # (the columns flow on across the typed page breaks, as a typesetter's do; a page whose band
            # is set keeps it, and the next pages carry the new one)
            current[paragraph.band] = paragraph.text.replace("\f", "")
            set_band(paragraph.band, current[paragraph.band])
            continue
        if paragraph.page_break and (pages[-1] or column == 1):
            new_page()
        if paragraph.gap_before and y > top:
            y += LINE_HEIGHT * 0.6
        held, caption = caption, None
        if paragraph.drawn is not None:
            widest = max(measure.width(line, True) for line in paragraph.drawn)
            if widest <= column_width:
                for line in paragraph.drawn:
                    if y + LINE_HEIGHT > BODY_BOTTOM:
                        advance()
                    pages[-1].append(_Run(columns[column], y, line, mono=True))
                    y += LINE_HEIGHT
                continue
            if held is not None and held[0] == len(pages) - 1:
                del pages[-1][held[1]:]  # the table's caption goes with it to the next page
            if pages[-1]:
                new_page()
            if held is not None:
                pages[-1].append(_Run(MARGIN_X, y, held[2], mono=False))
                y += LINE_HEIGHT
            size = min(FONT_SIZE, FONT_SIZE * (PAGE_WIDTH - 2 * MARGIN_X) / widest)
            step = LINE_HEIGHT * size / FONT_SIZE
            for line in paragraph.drawn:
                if y + step > BODY_BOTTOM:
                    new_page()
                pages[-1].append(_Run(MARGIN_X, y, line, mono=True, size=size))
                y += step
            top = y = y + LINE_HEIGHT * 0.6
            continue
        is_caption = _CAPTION.match(paragraph.text) is not None
        indent = min(paragraph.indent * 3.0, column_width * 0.4)
        # Centred or right-set material (titles, a page footer carried in the text) stays on one
        # line when it fits, rather than wrapping because of its indentation.
        text_width = measure.width(paragraph.text, False)
        if text_width <= column_width:
            indent = min(indent, column_width - text_width)
        for k, piece in enumerate(_fill(paragraph.text, column_width - indent, measure, hyphenate)):
            if y + LINE_HEIGHT > BODY_BOTTOM:
                advance()
            if k == 0 and is_caption:
                # (where the caption was set, after any turn of the page: a table floated to the next page takes
                # it along, and the page it left keeps no copy)
                caption = (len(pages) - 1, len(pages[-1]), paragraph.text)
            pages[-1].append(_Run(columns[column] + indent, y, piece, mono=False))
            y += LINE_HEIGHT
    return [page for page in pages if page] or [[]]


_LEADER = re.compile(r"^(?P<title>.*?\S)\s*\.{4,}\s*(?P<page>\S{1,12}(?:\s[-\u2013]\s\S{1,12})?)$")  # (a range: "7.01 - 7.09")


def _fill(text: str, width: float, measure: _Measure, hyphenate: bool) -> list[str]:
    """Lines of a reflowed paragraph; a table-of-contents entry keeps its page number on the
    last line, with the dot leader shortened to fit, as a typesetter would set it."""
    leader = _LEADER.match(text)
    if not leader:
        return _wrap(text, width, measure, mono=False, hyphenate=hyphenate)
    page = leader.group("page")
    dot = measure.width(".", False)
    room = width - measure.width(f" {page}", False) - 4 * dot
    lines = _wrap(leader.group("title"), room, measure, mono=False, hyphenate=False)
    free = width - measure.width(f"{lines[-1]}  {page}", False)
    lines[-1] = f"{lines[-1]} {'.' * max(3, int(free / dot) - 1)} {page}"
    return lines


def _band_runs(template: str, y: float, page: int, pages: int) -> list[_Run]:
    """A running header or footer; a tab separates its left part from its right part."""
    text = template.replace("{page}", str(page)).replace("{pages}", str(pages))
    if "\t" in text:
        left, right = text.split("\t", 1)
        return [
            _Run(MARGIN_X, y, left.strip(), mono=False, size=BAND_FONT_SIZE),
            _Run(PAGE_WIDTH - MARGIN_X, y, right.strip(), mono=False, size=BAND_FONT_SIZE, align="R"),
        ]
    return [_Run(PAGE_WIDTH / 2, y, text.strip(), mono=False, size=BAND_FONT_SIZE, align="C")]


def _draw(pages: list[list[_Run]], header: str | None, footer: str | None, title: str | None) -> bytes:
    pdf = _new_fpdf()
    if title:
        pdf.set_title(title)
    pdf.set_creator("ordinance_review.pdfgen")
    total = len(pages)
    for number, runs in enumerate(pages, start=1):
        pdf.add_page()
        bands_top = _band_runs(header, HEADER_Y, number, total) if header else []
        bands_bottom = _band_runs(footer, FOOTER_Y, number, total) if footer else []
        for run in [*bands_top, *runs, *bands_bottom]:
            pdf.set_font("mono" if run.mono else "sans", size=run.size)
            width = pdf.get_string_width(run.text)
            x = run.x
            if run.align == "C":
                x -= width / 2
            elif run.align == "R":
                x -= width
            # fpdf2's text() takes the baseline; our runs carry the line box top.
            pdf.text(x, run.y + run.size * 0.8, run.text)
    return bytes(pdf.output())


def render(
    text: str,
    *,
    layout: Layout = "single",
    header: str | None = None,
    footer: str | None = "Page {page} of {pages}",
    title: str | None = None,
    hyphenate: bool = True,
    typed_bands: bool = True,
) -> bytes:
    """Render ordinance text into a PDF with a text layer.

    `layout="single"` keeps the source lines as printed (monospace, indentation kept, lines over
    ~95 characters wrapped with their indentation); `"two_column"` reflows paragraphs into two
    columns and, with `hyphenate`, breaks long words at line ends with a hyphen; running bands
    typed into the text go in the page band (`typed_bands=False` flows them into the columns, as a
    word processor does with a header typed as text). `header` and `footer` are drawn on every
    page; `{page}` and `{pages}` are replaced, and a tab splits a band into a left and a right part
    ("Marlow County Code\\t14-{page}"). A form feed starts a new page.
    """
    measure = _Measure()
    if layout == "single":
        pages = _layout_single(text, measure)
    elif layout == "two_column":
        pages = _layout_two_column(text, measure, hyphenate, typed_bands)
    else:
        raise ValueError(f"unknown layout {layout!r}; use 'single' or 'two_column'")
    return _draw(pages, header, footer, title)


def rasterize(pdf_bytes: bytes, *, pages: set[int] | None = None, dpi: int = 200) -> bytes:
    """Replace pages (1-based; all when None) by images of themselves: a scan, no text layer.

    The other pages are copied unchanged, so a mixed document (some pages scanned) can be built
    from any rendered PDF.
    """
    import pypdfium2 as pdfium

    source = pdfium.PdfDocument(pdf_bytes)
    target = pdfium.PdfDocument.new()
    try:
        for index in range(len(source)):
            number = index + 1
            if pages is not None and number not in pages:
                target.import_pages(source, [index])
                continue
            page = source[index]
            width, height = page.get_size()
            image = page.render(scale=dpi / 72).to_pil().convert("L")
            new_page = target.new_page(width, height)
            obj = pdfium.PdfImage.new(target)
            obj.set_bitmap(pdfium.PdfBitmap.from_pil(image))
            obj.set_matrix(pdfium.PdfMatrix().scale(width, height))
            new_page.insert_obj(obj)
            new_page.gen_content()
        buffer = io.BytesIO()
        target.save(buffer)
        return buffer.getvalue()
    finally:
        target.close()
        source.close()


def render_scanned(text: str, *, dpi: int = 200, **kwargs) -> bytes:
    """Like `render`, but every page is an image only (as from a scanner): OCR test input."""
    return rasterize(render(text, **kwargs), dpi=dpi)
