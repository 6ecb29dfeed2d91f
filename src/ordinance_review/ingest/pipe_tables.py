"""Tables drawn with vertical bars: "| LS-1 | Liquid manure storage shall provide ... | NR 243.17 | 2010 |".

A code copied from a web page or a word processor's plain-text export keeps a table's grid as characters: a bar
between cells and a rule of dashes under the head ("|-----|-------|"). Read as text, every row opens on a bar, so
the row's own number ("LS-1", "3.", "(a)") never starts a line and the row is lost inside the text above it. This
step reads such a grid as the rows it prints: each row one line, its cells set apart (as a typed table's are), the
dashed rule dropped. A row a narrow column wrapped is joined up to the bar that closes it.

A box-drawn grid ("+-----+-----+"), whose cells wrap over several lines inside their bars, is a typed table and is
left alone, unless each of its rows opens on a code of its own ("| PS-1 | Sheet, rill and wind | NR 151.02 | ...").
Such rows are items of the law, cited by their codes; each is read as one line, every cell's wrapped pieces
joined in their column, so the code opens the line as a unit's number does. A crosswalk's column that prints the
state rule a row departs from ("State rule") is kept, labeled with its head, so the review can tell the state's
figures from the code's; a row a page break cut goes on under the heads of the page before.
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


def _joined_row(lines: list[RawLine], i: int, end: int, heads: list[str] | None = None,
                state: int | None = None) -> RawLine:
    """One row as one line. Under heads that name a column as the state's rule ("| Row | Subject | State standard |
    County standard |", column `state`), that column's cell is labeled with its head, as a box-drawn crosswalk's is
    (`_grid_row`)."""
    cells = _cells(" ".join(lines[k].text.strip() for k in range(i, end + 1)))
    if heads and state is not None and len(cells) == len(heads):
        cells = _state_labeled(cells, state, heads[state])
    cells = [cell for cell in cells if cell]
    return RawLine(text=CELL_GAP.join(cells), x0=lines[i].x0, top=lines[i].top, x1=lines[end].x1,
                   bottom=lines[end].bottom, band=lines[i].band)


# the rules of a box-drawn grid: "+------+-----+", "+======+=====+" under its head
_GRID_RULE = re.compile(r"^\s*\+(?:[-=]{3,}\+)+\s*$")
_BARRED = re.compile(r"^\s*\|.*\|\s*$")
# a row's own code in its first cell: "PS-1", "LS-12", "A-3", "7", "7.", "(c)", "B.", or a decimal one with the row's
# caption after it ("6.6 Closure timing", a 'Standard | Requirement' table whose rows are numbered sections)
_ROW_CODE = re.compile(r"^(?:[A-Z]{1,4}-\d{1,3}[a-z]?|\d{1,2}\.?|\([a-z0-9]{1,3}\)|[A-Z]\.|\d{1,2}\.\d{1,2}(?:\s+[A-Z][^|]{0,60})?)$")
_MIN_CODED_ROWS = 2
# a column that prints the state rule a row departs from: "State rule", "State reference", "State standard"
_STATE_HEAD = re.compile(r"^state\b(?:\s+(?:rule|standard|reference|requirement|citation)s?)?$", re.I)


def _state_column(heads: list[str]) -> int | None:
    """The column the heads name as the state's rule, if any."""
    return next((k for k, head in enumerate(heads) if _STATE_HEAD.search(head)), None)


def _state_labeled(cells: list[str], state: int, head: str) -> list[str]:
    """The row's cells with the state column's cell labeled with its head ("(State rule: NR 151.05(3))")."""
    return [f"({head}: {c})" if k == state and c else c for k, c in enumerate(cells)]


def _grid_columns(lines: list[RawLine]) -> list[str] | None:
    """The cells of the lines between two rules of a box-drawn grid, each cell's wrapped pieces joined (None when
    the lines' bars differ)."""
    split = [_cells(line.text) for line in lines]
    if len({len(cells) for cells in split}) != 1:
        return None
    return [" ".join(piece for piece in column if piece) for column in zip(*split, strict=True)]


def _grid_row(lines: list[RawLine], columns: list[str], state_column: int | None, head: str) -> RawLine:
    """One grid row as one line. A column the head names as the state's rule ("State rule", "State reference") is
    the code's reference to the rule it departs from, not its own: its cell is labeled with its head's name, in
    parentheses where it stands ("(State rule: NR 151.05(3) (24 months))"), and the review reads it as such."""
    if state_column is not None:
        columns = _state_labeled(columns, state_column, head)
    return RawLine(text=CELL_GAP.join(c for c in columns if c), x0=lines[0].x0, top=lines[0].top,
                   x1=max(line.x1 for line in lines), bottom=lines[-1].bottom, band=lines[0].band)


def _coded_grid(lines: list[RawLine], i: int, carried: list[str]) -> tuple[int, list[RawLine], list[str]] | None:
    """A box-drawn grid starting at line `i` whose body rows each open on a code: the line after it, its rows one
    line each (the head row too, without the rules) and its heads. A grid a page break cut opens the next page on
    the rest of a row (its first cell empty) and its coded rows under no head: the heads `carried` from the page
    before are its heads. None for any other grid."""
    groups: list[list[RawLine]] = []
    current: list[RawLine] = []
    j = i
    while j < len(lines):
        if _GRID_RULE.match(lines[j].text):
            if current:
                groups.append(current)
            current = []
        elif _BARRED.match(lines[j].text):
            current.append(lines[j])
        else:
            break
        j += 1
    if current:
        groups.append(current)  # a row the page's foot cut off before its closing rule
    read = [_grid_columns(group) for group in groups]
    cells = [c for c in read if c is not None]
    if not groups or len(cells) != len(groups):
        return None
    firsts = [c[0] for c in cells]
    coded = [bool(_ROW_CODE.match(first)) for first in firsts]
    rest_of_row = not coded[0] and not firsts[0] and bool(carried) and len(cells[0]) == len(carried)
    # (every row but a head, or the rest of a row the page before began, opens on a code)
    if not all(coded[1:]) or (sum(coded) < _MIN_CODED_ROWS and not rest_of_row):
        return None
    heads = carried if rest_of_row or coded[0] else cells[0]
    state_column = _state_column(heads)
    if state_column is not None and any(len(c) != len(heads) for c in cells):
        state_column = None
    head_name = heads[state_column] if state_column is not None else ""
    rows = [
        _grid_row(group, c, state_column if coded[k] or rest_of_row else None, head_name)
        for k, (group, c) in enumerate(zip(groups, cells, strict=True))
    ]
    return j, rows, heads


# a grid's rule wider than the page, cut where the line was full ("+-----+------...---" ⏎ "--+"): its head and tail
_CUT_RULE = re.compile(r"^\s*\+(?:[-=]{3,}\+)*[-=]{3,}\s*$")
_RULE_TAIL = re.compile(r"^\s*[-=]*\+(?:[-=]{3,}\+)*\s*$")


def _join_cut_rules(lines: list[RawLine]) -> list[RawLine]:
    """A grid rule typed wider than the page wraps where the line is full, its tail on a line of its own (its rows,
    spaces and all, may still fit): the two pieces are one rule again, as typed."""
    out: list[RawLine] = []
    for line in lines:
        if out and _RULE_TAIL.match(line.text) and _CUT_RULE.match(out[-1].text):
            prev = out[-1]
            out[-1] = RawLine(text=prev.text.rstrip() + line.text.strip(), x0=prev.x0, top=prev.top,
                              x1=max(prev.x1, line.x1), bottom=line.bottom, band=prev.band)
            continue
        out.append(line)
    return out


def pipe_tables(pages: list[RawPage]) -> list[RawPage]:
    """Rewrite each row of a bar-drawn table under its head's dashed rule as one line of its cells."""
    heads: list[str] = []  # the heads of a coded grid, for its rows a page break carries on to the next page
    for page in pages:
        if any(_CUT_RULE.match(line.text) for line in page.lines):
            page.lines = _join_cut_rules(page.lines)
        if any(_GRID_RULE.match(line.text) for line in page.lines):
            page.lines, heads = _coded_grids(page.lines, heads)
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
            table_heads: list[str] = []
            if out and _OPENS.match(out[-1].text) and _CLOSES.search(out[-1].text):
                table_heads = _cells(out[-1].text)
                out[-1] = _joined_row(out, len(out) - 1, len(out) - 1)  # the head over the rule
            state = _state_column(table_heads)
            i += 1  # (the rule itself goes)
            while i < len(lines) and (end := _row_end(lines, i)) is not None:
                out.append(_joined_row(lines, i, end, table_heads, state))
                i = end + 1
        page.lines = out
    return pages


def _coded_grids(lines: list[RawLine], heads: list[str]) -> tuple[list[RawLine], list[str]]:
    out: list[RawLine] = []
    i = 0
    while i < len(lines):
        # (a grid opens on its top rule, or, at the top of a page, on the rest of a row the page before began)
        opens = _GRID_RULE.match(lines[i].text) or (heads and _BARRED.match(lines[i].text))
        found = _coded_grid(lines, i, heads) if opens else None
        if found is None:
            out.append(lines[i])
            i += 1
            continue
        i, rows, heads = found
        out.extend(rows)
    return out, heads
