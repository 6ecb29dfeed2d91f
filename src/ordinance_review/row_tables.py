"""Tables whose rows are numbered items of the law: "TABLE 27-1" over heads, then "1", "2", ... rows.

A county may put its setbacks and application limits in a table and make each numbered row a rule of its
own ("comply with each item of Table 27-1"). Printed from a word processor or a web page, such a table
comes out one cell per line: the row's number alone on a line, then its cells, each wrapped over short
lines. Read as prose, the whole table is one unit of text, so one row's figure decides for all of them and
no row can be reviewed, cited or compared across versions. Here each row becomes a unit of its own,
labeled as the code cites it ("Table 27-1, Item 3"), under the unit that prints the table.

Only a table with a caption and rows numbered 1, 2, 3 ... in order is split: each number alone on its line,
or opening its row under a head that names the rows ("No. | Structure | Measured from | Distance", drawn with
bars or typed with spaces), or a first column of the code's own unit numbers ("11(a)"). The numbering is what
makes the rows items of the law, and it cannot be mistaken for a cell ("400 feet", "At all times"). Rows that
another unit cites one by one ("the period in Row 2 of Table 17.06-1") stay in their table as that unit's figures
(`cited_tables`). Column heads repeated after a page break are dropped from the row they interrupt.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import zip_longest

_CAPTION = re.compile(
    # (a title after a dash or colon, or set after a space in capitals: "Table 7-1 LIQUID MANURE LIMITS", never
    # "7" with a title "-1 LIQUID ...")
    # (not a heading that only says what the table holds: "TABLE OF USES", "SCHEDULE OF FEES")
    r"^\W{0,3}(?P<kind>TABLE|Table|SCHEDULE|Schedule)\s+(?!(?:OF|Of|of)\b)(?P<id>[0-9A-Z](?:[\w.\-]*[0-9A-Za-z])?(?:\(\w{1,3}\))*)\.?"
    r"(?:\s*[:\-–—](?!\d)\s*.*|\s+[A-Z(].*)?$")
_ROW_NUMBER = re.compile(r"^(?P<n>\d{1,2})\.?$")
# the head over the row numbers names what the code calls a row ("Item", "Row", "No.", "Line")
_ROW_WORD = re.compile(r"^(?P<word>Item|Row|No\.|Number|Line|Ref\.?)$", re.I)
_ENDS_TABLE = re.compile(r"^(?:Notes?\b|NOTES?\b|Source\b|\[)")
_MIN_ROWS = 2
_EMPTY_CELL = re.compile(r"^(?:-{1,3}|[–—]|n/?a|N/?A)$")
_PAGE_BREAK_LINES = 6  # lines of page foot and head between a table's heads repeated and the row they interrupt
_CELL_MAX = 60  # characters: a cell is a narrow column; a longer line is the text after the table


@dataclass
class TableRow:
    """One numbered row: its label, the parts (printed lines) of its cells and their indexes in the unit."""

    label: str
    parts: list[str]
    indexes: list[int]


@dataclass
class RowTable:
    """A numbered-row table found in a unit's lines: where it starts and ends, and its rows."""

    start: int  # index of the caption line (-1: the caption is the heading of the unit whose lines these are)
    end: int  # index after the last row line
    rows: list[TableRow]
    head: int = -1  # index of the table's first line (its heads or top rule); -1: the line after the caption
    id: str = ""  # the table's number as its caption prints it ("27-1")
    name: str = ""  # the table as cited ("Table 27-1", "Schedule 1")

    @property
    def first(self) -> int:
        """Index of the table's first line: what comes before it (the caption, a subtitle) is the unit's own."""
        return self.head if self.head >= 0 else self.start + 1


def find(parts: list[str], cited: frozenset[str] = frozenset(), heading: str = "") -> RowTable | None:
    """The first numbered-row table in a unit's printed lines, or None. `cited`: ids of the tables whose rows
    other units cite one by one ("the period in Row 2 of Table 17.06-1"). `heading`: the unit's own heading,
    which is the table's caption when the unit is the table ("Schedule 1" printed after the ordinance)."""
    return next(iter(find_all(parts)), None) or find_barred(parts, cited, heading) or find_typed(parts, cited, heading)


# ---- tables typed with spaces, read back one row to a line with the spaces between cells closed up: "No. Structure
# or activity Measured from Minimum distance" over "1 Livestock structure Property line 100 feet", a row's wrapped
# cells on the lines under it ("operator"). The cells cannot be told apart, but the row can: it opens on its number.
_TYPED_HEAD = re.compile(r"^(?P<word>No\.|Item|Row)\s+[A-Z]\w+")
_TYPED_ROW = re.compile(r"^(?P<n>\d{1,2})\.?\s+(?P<rest>\S.*)$")
# a row numbered under its section's number, "2.1", "2.2" ... in Section 2 ("Items are numbered for reference"): the
# code cites each row by that number, as a unit of its own
_DECIMAL_ROW = re.compile(r"^(?P<lead>\d{1,3})\.(?P<n>\d{1,2})\s+(?P<rest>\S.*)$")
_TYPED_RULE = re.compile(r"^[-=_\s]+$")
_HEAD_WITHIN = 13  # lines after the caption: its heads, after a sentence of the schedule's own set in a narrow column


def find_typed(parts: list[str], cited: frozenset[str] = frozenset(), heading: str = "") -> RowTable | None:
    """A captioned table typed with spaces whose rows are numbered 1, 2, 3 ... under a "No." or "Item" head, in a
    table no other unit cites by row: each row is an item of the law ("Schedule A, No. 4"), as in a barred table."""
    for start, m in _captions(parts, heading):
        if m.group("id") in cited:
            continue
        # (the schedule's own sentence may come between its caption and its heads, the more lines the narrower
        # the column it is set in; a numbered line before the heads is no row of this table)
        head = next((i for i in range(start + 1, min(len(parts), start + _HEAD_WITHIN)) if _TYPED_HEAD.match(parts[i].strip())),
                    None)
        if head is None or any(_TYPED_ROW.match(parts[i].strip()) for i in range(start + 1, head)):
            continue
        word = _row_word(_TYPED_HEAD.match(parts[head].strip()).group("word"))  # type: ignore[union-attr]
        name = f"{_kind(m)} {m.group('id')}"
        rows: list[TableRow] = []
        i = head + 1
        lead = ""  # the section number decimal rows carry ("2" of "2.1", "2.2" ...)
        while i < len(parts):
            text = parts[i].strip()
            row = _TYPED_ROW.match(text)
            decimal = _DECIMAL_ROW.match(text) if row is None else None
            if decimal and int(decimal.group("n")) == len(rows) + 1 and (not rows or decimal.group("lead") == lead):
                lead = decimal.group("lead")
                rows.append(TableRow(f"{lead}.{decimal.group('n')}", [decimal.group("rest")], [i]))
            elif row and int(row.group("n")) == len(rows) + 1 and not lead:
                rows.append(TableRow(f"{name}, {word} {len(rows) + 1}", [row.group("rest")], [i]))
            elif _TYPED_RULE.match(text) and not rows:
                pass  # the rule under the heads
            elif rows and text and len(text) <= _CELL_MAX and not _ENDS_TABLE.match(text) and not _CAPTION.match(text) \
                    and not _TYPED_ROW.match(text):
                rows[-1].parts.append(text)  # a cell of the row above, wrapped
                rows[-1].indexes.append(i)
            else:
                break
            i += 1
        if len(rows) >= _MIN_ROWS:
            return RowTable(start, i, rows, head, m.group("id"), name)
    return None


def _kind(m: re.Match[str]) -> str:
    """The caption's word as the code cites the table: "Table", "Schedule"."""
    return m.group("kind").title()


# "the period in Row 2 of Table 17.06-1", "Rows A through E2 of Schedule 3": a table whose rows other units cite
_CITED_ROWS = re.compile(
    r"\brows?\s+[0-9A-Z]{1,3}(?:\s*(?:,|and|or|through|to|-|–)\s*(?:rows?\s+)?[0-9A-Z]{1,3}){0,6}"
    r"\s+of\s+(?:table|schedule)\s+(?P<id>[0-9A-Z](?:[\w.\-]*[0-9A-Za-z])?)", re.I)


def cited_tables(text: str) -> frozenset[str]:
    """Ids of the tables whose rows the text cites one by one: those rows are figures the citing units use,
    so they stay in their table, and the citing units are the rules."""
    return frozenset(m.group("id") for m in _CITED_ROWS.finditer(text))


# ---- tables drawn with bars whose first column labels each row as the code cites it:
# "| 11(a) | Winter period | No liquid manure may be applied ... |" ⏎ "|       |               | frozen or not. |",
# or numbered 1, 2, 3 ... under a head that names the rows ("No.", "Item") where no other unit cites a row
_BAR_RULE = re.compile(r"^\s*\+[-=+\s]*\+\s*$")
_BAR_ROW = re.compile(r"^\s*\|(?P<cells>.*)\|\s*$")
# a row's label that is the code's own unit number, nested under the paragraph that prints the table ("11(a)",
# "4.2(c)"); a bare row number ("1", "2") is a rule of its own only as an item of a table whose rows no other unit
# cites ("Each structure shall meet the distances in Schedule 1" over rows "1 | Any structure | Lot line | 100
# feet"): rows that other units cite ("the period in Row 2 of Table 17.06-1") are figures those units use
_BAR_LABEL = re.compile(r"^\d{1,3}(?:\.\d{1,2})?(?:\s?\([a-z0-9]{1,3}\))+$")
_BAR_NUMBER = re.compile(r"^\d{1,2}\.?$")


def find_barred(parts: list[str], cited: frozenset[str] = frozenset(), heading: str = "") -> RowTable | None:
    """A captioned table drawn with bars whose rows each open with a unit number in the first column ("11(a)"),
    or with item numbers 1, 2, 3 ... under a "No." or "Item" head in a table no other unit cites by row: each
    row is a rule the code cites by that number ("Schedule 1, No. 4"), so it becomes a unit of its own."""
    for start, m in _captions(parts, heading):
        items = None if m.group("id") in cited else f"{_kind(m)} {m.group('id')}"
        table = _read_barred(parts, start, items)
        if table is not None:
            table.id, table.name = m.group("id"), f"{_kind(m)} {m.group('id')}"
            return table
    return None


def _captions(parts: list[str], heading: str) -> Iterator[tuple[int, re.Match[str]]]:
    """(index, match) of each caption among a unit's lines; the unit's own heading comes first, at index -1, for a
    unit that is the table ("Schedule 1" printed after the ordinance)."""
    for start, line in enumerate([heading, *parts], start=-1):
        m = _CAPTION.match(line.strip())
        if m is not None:
            yield start, m


def _bar_cells(text: str) -> list[str] | None:
    """The cells of a barred line, as printed ("| a | b |") or as ingestion keeps it, the outer bars gone and an
    empty first cell left as a leading bar ("a | b", "| | frozen or not.")."""
    m = _BAR_ROW.match(text)
    if m is not None:
        return [c.strip() for c in m.group("cells").split("|")]
    if "|" not in text:
        return None
    cells = [c.strip() for c in text.strip().split("|")]
    return cells[:-1] if cells and cells[-1] == "" and text.rstrip().endswith("|") else cells


def _read_barred(parts: list[str], start: int, items: str | None) -> RowTable | None:
    """`items`: the table as cited ("Schedule 1") when its numbered rows may be items, else None."""
    i = start + 1
    while i < len(parts) and i <= start + 3 and "|" not in parts[i] and not parts[i].strip().startswith("+"):
        i += 1  # a subtitle between the caption and the table's top rule
    head = i
    heads: list[str] = []
    rows: list[TableRow] = []
    columns: list[list[str]] = []
    end = i
    while i < len(parts):
        text = parts[i]
        if _BAR_RULE.match(text):
            end = i + 1
            i += 1
            continue
        cells = _bar_cells(text)
        if cells is None:
            break
        if rows and cells[0] and len(cells) < len(heads) and _row_label(cells[0], heads, rows, items) is None:
            # a row's wrapped cells whose empty first cell went with the outer bar when the line was read
            # ("5 | Feedlot, barnyard or manure | ..." ⏎ "storage facility | navigable stream")
            cells = ["", *cells]
        first = cells[0]
        label = _row_label(first, heads, rows, items)
        if not rows and label is None:
            if first and not heads:
                heads = cells  # the column heads, before the first labeled row
            elif heads and first == "":
                # a head wrapped (a line of fewer cells, "|" under the heads, adds to the first ones only)
                heads = [f"{h} {c}".strip() for h, c in zip_longest(heads, cells[: len(heads)], fillvalue="")]
            end = i + 1
            i += 1
            continue
        if label is not None:
            rows.append(TableRow(label, [], [i]))
            columns = [[c] if c else [] for c in cells[1:]]
        elif first == "" and rows:
            rows[-1].indexes.append(i)
            for k, c in _continued(cells[1:], columns):
                columns[k].append(c)
        else:
            break
        cell_texts = [" ".join(col) for col in columns]
        rows[-1].parts = [
            # (each cell closes its sentence, so a condition cell does not run into the rule beside it)
            (f"{heads[k + 1]}: {text}" if k + 1 < len(heads) and heads[k + 1] else text)
            + ("" if text.endswith((".", ";", ":", "?", "!")) else ".")
            for k, text in enumerate(cell_texts) if text
        ]
        end = i + 1
        i += 1
    rows = [r for r in rows if r.parts]
    if len(rows) < _MIN_ROWS:
        return None
    return RowTable(start, end, rows, head)


# a cell's text broken mid-phrase: its words go on in the line below
_WRAPS = re.compile(r"(?:,|\b(?:the|a|an|of|or|and|to|by|from|than|not|with|for|in|on))$", re.I)


def _continued(cells: list[str], columns: list[list[str]]) -> list[tuple[int, str]]:
    """Where the cells of a row's wrapped line go: (column, text) pairs. Read from the printed line, empty cells
    keep their places; but a line read without its empty cells ("| operator" under "| Private well not owned by
    the |") has fewer cells than columns, and its words go to the columns whose text broke mid-phrase."""
    placed = [(k, c) for k, c in enumerate(cells) if c and k < len(columns)]
    texts = [c for c in cells if c]
    if len(cells) < len(columns):
        broken = [k for k, col in enumerate(columns) if col and _WRAPS.search(col[-1])]
        if len(broken) == len(texts):
            return list(zip(broken, texts, strict=True))
    return placed


def _row_label(first: str, heads: list[str], rows: list[TableRow], items: str | None) -> str | None:
    """The label of the row a first cell opens, or None: a unit number ("11(a)"), or the next item number under
    a head that names the rows ("No. | Structure ..." over "1 | Any livestock structure ...")."""
    if _BAR_LABEL.match(first):
        return first
    if items is None or not _BAR_NUMBER.match(first) or not heads or not _ROW_WORD.match(heads[0]):
        return None
    if int(first.rstrip(".")) != len(rows) + 1:
        return None
    return f"{items}, {_row_word(heads[0])} {len(rows) + 1}"


def _row_word(head: str) -> str:
    """The head over the row numbers as the code cites a row: "No.", "Item", "Row"."""
    word = head.rstrip(".")
    return "No." if word.lower() == "no" else word[:1].upper() + word[1:].lower()


def find_all(lines: list[str]) -> list[RowTable]:
    """Every numbered-row table in a run of printed lines (a unit's, or the whole document's: the lines a
    table spans are cells, never running heads or page numbers, however often "1" or "500 feet" recurs)."""
    out: list[RowTable] = []
    start = 0
    while start < len(lines):
        m = _CAPTION.match(lines[start].strip())
        table = _read(lines, start, f"{_kind(m)} {m.group('id')}") if m else None
        if table is not None:
            table.id, table.name = m.group("id"), f"{_kind(m)} {m.group('id')}"  # type: ignore[union-attr]
            out.append(table)
            start = table.end
        else:
            start += 1
    return out


def _read(parts: list[str], start: int, table: str) -> RowTable | None:
    """`table`: the table as cited ("Table 27-1")."""
    first = next((i for i in range(start + 1, min(len(parts), start + 16)) if _ROW_NUMBER.match(parts[i].strip())
                  and int(_ROW_NUMBER.match(parts[i].strip()).group("n")) == 1), None)  # type: ignore[union-attr]
    if first is None:
        return None
    heads = [p.strip() for p in parts[start + 1 : first]]
    word = _row_word(next((h for h in heads if _ROW_WORD.match(h)), "Row"))
    # the column heads as repeated after a page break: from the row word on (the title above it is not repeated)
    at = next((i for i, h in enumerate(heads) if _ROW_WORD.match(h)), 0)
    repeated = heads[at:]
    rows: list[TableRow] = []
    expected, i = 1, first
    current: TableRow | None = None
    while i < len(parts):
        text = parts[i].strip()
        m = _ROW_NUMBER.match(text)
        if m and int(m.group("n")) == expected:
            current = TableRow(f"{table}, {word} {expected}", [], [i])
            rows.append(current)
            expected += 1
            i += 1
            continue
        if repeated and [p.strip() for p in parts[i : i + len(repeated)]] == repeated:
            i += len(repeated)  # the heads printed again at the top of the next page
            continue
        if current is None or _ENDS_TABLE.match(text) or _CAPTION.match(text) or len(text) > _CELL_MAX:
            # a page break inside the table: the page's foot and the next page's head, then the column
            # heads again
            again = next((j for j in range(i + 1, min(len(parts), i + _PAGE_BREAK_LINES))
                          if repeated and [p.strip() for p in parts[j : j + len(repeated)]] == repeated), None)
            if current is None or again is None:
                break
            i = again
            continue
        if not _EMPTY_CELL.match(text):  # "--": the cell is empty, no text of the row
            current.parts.append(text)
        current.indexes.append(i)
        i += 1
    rows = [r for r in rows if r.parts]
    if len(rows) < _MIN_ROWS:
        return None
    return RowTable(start, rows[-1].indexes[-1] + 1, rows)
