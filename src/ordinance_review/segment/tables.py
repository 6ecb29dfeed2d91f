"""Tables a provision cites by row or column: "the rate shown in Row 2 of Table 17.07-1".

Codes put their figures in tables and let the numbered text point at them; the rule is incomplete
without the cells it names. Tables drawn with cell bars ("| 2 | 2 feet to less than 3 | 6,750 per
year |") are read here from the document's lines, one row per line, with its caption ("Table
17.07-1 ...") above; a provision that cites rows, a column or the whole table gets the cited cells
as `Provision.refers`, read with its text when it is judged (its own text is left as printed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

_CAPTION = re.compile(r"^\W{0,3}(?:TABLE|Table|SCHEDULE|Schedule)\s+(?P<id>[0-9A-Z][\w.\-]*?)[.:]?(?:\s|$)")
_LABEL = re.compile(r"^(?:row\s+)?\(?(?P<label>[0-9]{1,2}[a-z]?|[A-Z][0-9]?)\)?\.?$", re.I)
_RULE_LEFT = re.compile(r"^[\s+=\-|]+$")  # a rule of the table, "+----+----+", or what is left of one: "+ + +"
_CAPTION_REACH = 4  # lines between a caption and its table's first row (a subtitle, units)
_MAX_REFERS = 1200  # characters of cited cells read into one provision

# "Row 2 or Row 3 of Table 17.07-1", "Rows A through E2 of Table 17.05-1", "Column 3 of that table",
# "the distance in Table 4-2", "as Table 6-1 allows"
_ROWS = re.compile(
    r"\brows?\s+(?P<rows>[0-9A-Z]{1,3}(?:\s*(?:,|and|or|through|to|-|–)\s*(?:rows?\s+)?[0-9A-Z]{1,3}){0,6})"
    r"\s+of\s+(?:(?:table|schedule)\s+(?P<table>[0-9A-Z][\w.\-]*[0-9A-Za-z])|(?:that|the|this) (?:table|schedule))",
    re.I,
)
_COLUMN = re.compile(
    r"\bcolumn\s+(?P<column>[0-9A-Z]{1,2})\s+of\s+(?:(?:table|schedule)\s+(?P<table>[0-9A-Z][\w.\-]*[0-9A-Za-z])|(?:that|the|this) (?:table|schedule))",
    re.I,
)
# what the rule takes from the table: a figure ("the distance shown in", "the rate in", "the period in"),
# or land the row describes ("any part of a field described in Row 1")
_TAKES_FIGURE = re.compile(
    r"\b(?:distances?|rates?|periods?|amounts?|depths?|limits?|setbacks?|separations?|figures?|capacity|volumes?|times?"
    r"|days|feet|gallons|tons|fields?|land|soils?|areas?|requirements?|values?)\b[^.;:]{0,45}$",
    re.I,
)
_BARE_ROWS = re.compile(r"\brows?\s+[0-9A-Z]{1,3}(?:\s*(?:,|and|or|through|to|-|–)\s*(?:rows?\s+)?[0-9A-Z]{1,3}){0,6}\b(?!\s+of\b)", re.I)
_WHOLE = re.compile(r"\b(?:table|schedule)\s+(?P<table>[0-9A-Z][\w.\-]*[0-9A-Za-z])", re.I)


@dataclass
class Table:
    """One table: its column heads and its rows (a label, when the first cell is one, and the cells)."""

    id: str
    heads: list[str] = field(default_factory=list)
    rows: list[tuple[str, list[str]]] = field(default_factory=list)

    def row_text(self, label: str, cells: list[str], column: int | None = None) -> str:
        pairs = []
        for i, cell in enumerate(cells):
            if not cell or (i == 0 and label):
                continue
            if column is not None and i not in (1, column):
                continue
            head = self.heads[i] if i < len(self.heads) and self.heads[i] else ""
            pairs.append(f"{head}: {cell}" if head else cell)
        name = f"row {label}" if label else "a row"
        return f"Table {self.id}, {name}: " + "; ".join(pairs) + "."


def _cells(line: str) -> list[str] | None:
    """The cells of a table row printed with bars, or None for a line that is no such row."""
    if line.count("|") < 2:
        return None
    s = line.strip()
    parts = [c.strip() for c in s.split("|")]
    if s.startswith("|"):
        parts = parts[1:]
    if s.endswith("|"):
        parts = parts[:-1]
    return parts if len(parts) >= 2 else None


def read_tables(texts: Sequence[str]) -> dict[str, Table]:
    """The captioned tables printed with cell bars, by their number ("17.07-1")."""
    tables: dict[str, Table] = {}
    i = 0
    while i < len(texts):
        first = _cells(texts[i])
        if first is None:
            i += 1
            continue
        caption = next(
            (m for k in range(i - 1, max(-1, i - 1 - _CAPTION_REACH), -1) if (m := _CAPTION.match(texts[k].strip()))),
            None,
        )
        key = caption.group("id").rstrip(".") if caption else ""
        continued = tables.get(key)  # "Table 17.05-1 (continued)" on the next page
        table = Table(id=key, heads=list(continued.heads) if continued else [])
        while i < len(texts) and ((cells := _cells(texts[i])) is not None or _RULE_LEFT.match(texts[i])):
            if cells is None:  # what ingestion left of a rule between rows ("+ + + +")
                i += 1
                continue
            if continued is not None and table.heads and cells[:2] == table.heads[:2] and not table.rows:
                i += 1  # the column heads printed again over the continued part
                continue
            label_match = _LABEL.match(cells[0])
            if not cells[0] and table.rows:
                # a cell wrapped onto the next line: its words go on in the same columns
                last = table.rows[-1][1]
                for k, cell in enumerate(cells):
                    if cell and k < len(last):
                        last[k] = f"{last[k]} {cell}".strip()
            elif label_match is not None or table.rows:
                table.rows.append((label_match.group("label").upper() if label_match else "", cells))
            else:
                for k, cell in enumerate(cells):  # the column heads, over one line or more
                    if k >= len(table.heads):
                        table.heads.append(cell)
                    elif cell:
                        table.heads[k] = f"{table.heads[k]} {cell}".strip()
            i += 1
        if continued is not None:
            continued.rows += table.rows
        elif table.id and table.rows:
            tables[table.id] = table
    return tables


def _expand(spec: str, labels: list[str]) -> list[str]:
    """ "2 or 3" → [2, 3]; "A through E2" → every label from A to E2 in the table's order."""
    parts = re.split(r"\s*(?:,|\band\b|\bor\b|\bthrough\b|\bto\b|-|–)\s*", spec, flags=re.I)
    names = [re.sub(r"^rows?\s+", "", part.strip(), flags=re.I).upper() for part in parts if part.strip()]
    if re.search(r"through|\bto\b|-|–", spec, re.I) and len(names) == 2 and all(n in labels for n in names):
        a, b = labels.index(names[0]), labels.index(names[1])
        return labels[min(a, b): max(a, b) + 1]
    return [n for n in names if n in labels]


def cited(text: str, tables: dict[str, Table], lead_in: str = "") -> str:
    """The text of the rows, columns or tables a provision cites ("" when it cites none we read).

    Rows and a column of the same table cited together ("Rows A through E2 of Table 17.05-1 ... the
    distance in Column 3 of that table") are those rows' cells in that column."""
    if not tables:
        return ""
    if not re.search(r"\b(?:table|schedule)\b", text, re.I):
        # "(a) For an operation of fewer than 300 animal units, the period in Row 1." under "... the storage
        # period shown in Table 17.06-1 ..., as follows:": the rows of the table the lead-in names
        named = [m.group("table").rstrip(".") for m in _WHOLE.finditer(lead_in) if m.group("table").rstrip(".") in tables]
        if not named or not _BARE_ROWS.search(text):
            return ""
        text = _BARE_ROWS.sub(lambda m: f"{m.group(0)} of table {named[-1]}", text)
    rows: dict[str, list[str]] = {}
    columns: dict[str, int] = {}
    whole: list[str] = []
    last: Table | None = None
    spans: list[tuple[int, int]] = []
    figures: set[str] = set()  # tables a figure is taken from ("the distance shown in Column 3 of ...")
    for m in sorted([*_ROWS.finditer(text), *_COLUMN.finditer(text)], key=lambda m: m.start()):
        spans.append(m.span())
        key = m.group("table")
        table = tables.get(key.rstrip(".")) if key else last
        if table is None:
            continue
        last = table
        if _TAKES_FIGURE.search(text[max(0, m.start() - 70): m.start()]):
            figures.add(table.id)
        if "rows" in m.groupdict():
            labels = [label for label, _ in table.rows]
            rows.setdefault(table.id, []).extend(x for x in _expand(m.group("rows"), labels) if x not in rows.get(table.id, []))
        else:
            column = _column_index(table, m.group("column"))
            if column is not None:
                columns[table.id] = column
    # "each operation described in Row 2 shall file ...": a row that names who a duty falls on lends no figure
    rows = {k: v for k, v in rows.items() if k in figures}
    columns = {k: v for k, v in columns.items() if k in figures}
    for m in _WHOLE.finditer(text):
        key = m.group("table").rstrip(".")
        if key in tables and key not in rows and key not in columns and key not in whole and not any(
                a <= m.start() < b for a, b in spans) and _TAKES_FIGURE.search(text[max(0, m.start() - 70): m.start()]):
            whole.append(key)
    out: list[str] = []
    for key in [*dict.fromkeys([*rows, *columns]), *whole]:
        table = tables[key]
        wanted = rows.get(key)
        for label, cells in table.rows:
            if wanted is None or label in wanted:
                out.append(table.row_text(label, cells, columns.get(key)))
    return " ".join(out)[:_MAX_REFERS]


def _column_index(table: Table, name: str) -> int | None:
    """The column a head names ("Column 3 Manure not incorporated", "Column B: ..."), or else the
    column in that place counted from the left."""
    for k, head in enumerate(table.heads):
        if re.match(rf"column\s+{re.escape(name)}\b", head, re.I):
            return k
    if name.isdigit():
        index = int(name) - 1
        return index if 0 <= index < len(table.heads) else None
    return None
