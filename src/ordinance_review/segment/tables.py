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

# a table's number as cited ("7-1", "17.05-1", "3"): it never ends on a stop, so no stop is stripped from it
_ID = r"(?P<table>[0-9A-Z](?:[\w.\-]*[0-9A-Za-z])?)"
_ROW_SPEC = r"[0-9A-Z]{1,3}(?:\s*(?:,|and|or|through|to|-|–)\s*(?:rows?\s+)?[0-9A-Z]{1,3}){0,6}"  # "2 or Row 3", "A through E2"
_OF_TABLE = rf"\s+of\s+(?:(?:table|schedule)\s+{_ID}|(?:that|the|this) (?:table|schedule))"
# "Row 2 or Row 3 of Table 17.07-1", "Rows A through E2 of Table 17.05-1", "Column 3 of that table",
# "the distance in Table 4-2", "as Table 6-1 allows"
_ROWS = re.compile(rf"\brows?\s+(?P<rows>{_ROW_SPEC}){_OF_TABLE}", re.I)
_COLUMN = re.compile(rf"\bcolumn\s+(?P<column>[0-9A-Z]{{1,2}}){_OF_TABLE}", re.I)
# what the rule takes from the table: a figure ("the distance shown in", "the rate in", "the period in"),
# or land the row describes ("any part of a field described in Row 1")
_TAKES_FIGURE = re.compile(
    r"\b(?:distances?|rates?|periods?|amounts?|depths?|limits?|setbacks?|separations?|figures?|capacity|volumes?|times?"
    r"|days|feet|gallons|tons|fields?|land|soils?|areas?|requirements?|values?)\b[^.;:]{0,45}$",
    re.I,
)
_BARE_ROWS = re.compile(rf"\brows?\s+{_ROW_SPEC}\b(?!\s+of\b)", re.I)
# "Table 1, column C", and "the distance shown for that feature in column A" after the table was named
_COLUMN_AFTER = re.compile(rf"\b(?:table|schedule)\s+{_ID}\s*,\s*columns?\s+(?P<column>[0-9A-Z]{{1,2}})\b", re.I)
_COLUMN_BARE = re.compile(r"\bcolumns?\s+(?P<column>[0-9A-Z]{1,2})\b(?!\s+of\b)(?!\s*,)(?P<table>)", re.I)
_WHOLE = re.compile(rf"\b(?:table|schedule)\s+{_ID}", re.I)


@dataclass
class Table:
    """One table: its column heads and its rows (a label, when the first cell is one, and the cells)."""

    id: str
    heads: list[str] = field(default_factory=list)
    rows: list[tuple[str, list[str]]] = field(default_factory=list)
    notes: dict[str, str] = field(default_factory=dict)  # "[d] Every Class III facility ...", by marker

    def row_text(self, label: str, cells: list[str], column: int | None = None) -> str:
        pairs, shown = [], []
        for i, cell in enumerate(cells):
            if not cell or (i == 0 and label):
                continue
            if column is not None and i not in (1 if label else 0, column):
                continue  # the row's name and the cited column
            head = self.heads[i] if i < len(self.heads) and self.heads[i] else ""
            pairs.append(f"{head}: {cell}" if head else cell)
            shown.append(cell)
        name = f"row {label}" if label else "a row"
        marks = [m.lower() for cell in shown for m in re.findall(r"\[(\w{1,2})\]", cell)]  # notes of the cells read
        notes = [f"Note [{m}]: {self.notes[m]}" for m in dict.fromkeys(marks) if m in self.notes]
        return " ".join([f"Table {self.id}, {name}: " + "; ".join(pairs) + ".", *notes])


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
    """The captioned tables printed with cell bars, by their number ("17.07-1").

    The column heads are the rows above the rule under them (or, with no rules left, the rows
    above the first one whose first cell is a row label); each row's notes ("[d] Every Class III
    facility ...") printed under the table are kept with the rows whose cells carry the marker.
    """
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
        body = False  # past the rule under the heads: every row is a row, labeled or not
        while i < len(texts) and ((cells := _cells(texts[i])) is not None or _RULE_LEFT.match(texts[i])):
            if cells is None:  # a rule between rows, or what ingestion left of one ("+ + + +")
                body = body or bool(table.heads) or continued is not None
                i += 1
                continue
            if continued is not None and table.heads and cells[:2] == table.heads[:2] and not table.rows:
                i += 1  # the column heads printed again over the continued part
                body = False
                continue
            label_match = _LABEL.match(cells[0])
            if (not cells[0] or cells[0][:1].islower()) and table.rows:
                # a cell wrapped onto the next line ("Winter application of liquid" ⏎ "manure"): its
                # words go on in the same columns
                last = table.rows[-1][1]
                for k, cell in enumerate(cells):
                    if cell and k < len(last):
                        last[k] = f"{last[k]} {cell}".strip()
            elif body or label_match is not None or table.rows:
                table.rows.append((label_match.group("label").upper() if label_match else "", cells))
            else:
                for k, cell in enumerate(cells):  # the column heads, over one line or more
                    if k >= len(table.heads):
                        table.heads.append(cell)
                    elif cell:
                        table.heads[k] = f"{table.heads[k]} {cell}".strip()
            i += 1
        table.notes = _notes(texts, i)
        if continued is not None:
            continued.rows += table.rows
            continued.notes.update(table.notes)
        elif table.id and table.rows:
            tables[table.id] = table
    return tables


_NOTE = re.compile(r"^\W{0,2}\[(?P<mark>\w{1,2})\]\s+(?P<text>\S.*)$")
_NOTES_REACH = 8  # lines between a table's last row and its first note ("Notes to Table 5-1:", a page band)


def _notes(texts: Sequence[str], start: int) -> dict[str, str]:
    """The notes printed under a table, by marker: "[d] Every Class III facility is ..." (a note's
    wrapped lines go with it; the notes end at the first line that is neither)."""
    notes: dict[str, str] = {}
    current = ""
    for k in range(start, min(len(texts), start + 40)):
        line = texts[k].strip()
        m = _NOTE.match(line)
        if m:
            current = m.group("mark").lower()
            notes[current] = m.group("text")
        elif current and line and not _CAPTION.match(line) and not _cells(line) and not line.startswith(("(", "§")) \
                and not re.match(r"^(?:\d+(?:\.\d+)+\s|history\b|source\b|notes? to\b)", line, re.I):
            notes[current] += " " + line
        elif notes or k - start > _NOTES_REACH:
            break
    return notes


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
        named = [m for m in _WHOLE.finditer(lead_in) if m.group("table") in tables]
        if not named:
            return ""
        if not _BARE_ROWS.search(text):
            # "... the requirement that Table 5-1 sets for its size class on each of the following:" ⏎
            # "(c) The type of liner that the facility must have.": the row that names the item's subject
            m = named[-1]
            if not (_takes_figure(lead_in, m.start()) or _sets(lead_in, m)):
                return ""
            return _row_by_subject(text, tables[m.group("table")])
        # (with the lead-in's column: "... the distance shown in Column 1 of Table 17.05-1:" ⏎ "(a) Lakes,
        # as listed in Rows A and B.")
        text = _BARE_ROWS.sub(lambda b: f"{b.group(0)} of table {named[-1].group('table')}", text) + " " + lead_in
    rows: dict[str, list[str]] = {}
    columns: dict[str, int] = {}
    whole: list[str] = []
    last: Table | None = None
    spans: list[tuple[int, int]] = []
    figures: set[str] = set()  # tables a figure is taken from ("the distance shown in Column 3 of ...")
    matches = [*_ROWS.finditer(text), *_COLUMN.finditer(text), *_COLUMN_AFTER.finditer(text)]
    matches += [b for b in _COLUMN_BARE.finditer(text) if not any(a.start() <= b.start() < a.end() for a in matches)]
    for m in sorted(matches, key=lambda m: m.start()):
        spans.append(m.span())
        key = m.group("table")
        if not key and last is None:  # "... a feature listed in Table 1 ... in column A": the table named before
            before = [w.group("table") for w in _WHOLE.finditer(text, 0, m.start())]
            last = next((tables[k] for k in reversed(before) if k in tables), None)
        table = tables.get(key) if key else last
        if table is None:
            continue
        last = table
        if _takes_figure(text, m.start()):
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
        key = m.group("table")
        if key in tables and key not in rows and key not in columns and key not in whole and not any(
                a <= m.start() < b for a, b in spans) and (
                _takes_figure(text, m.start()) or _sets(text, m)):
            whole.append(key)
    out: list[str] = []
    for key in [*dict.fromkeys([*rows, *columns]), *whole]:
        table = tables[key]
        if key in whole and not any(label for label, _ in table.rows):
            # rows named by their subject, not numbered: "within the distance shown in Table 6-1 of a
            # private well" reads the well's row
            row = _row_by_subject(text, table)
            if row:
                out.append(row)
                continue
        wanted = rows.get(key)
        for label, cells in table.rows:
            if wanted is None or label in wanted:
                out.append(table.row_text(label, cells, columns.get(key)))
    return " ".join(out)[:_MAX_REFERS]


_TABLE_SETS = re.compile(r"\s+(?:sets|provides|allows|requires|specifies|prescribes|permits)\b")


def _takes_figure(text: str, start: int) -> bool:
    """Does the citation at `start` follow what the rule takes from the table ("the distance shown in")?"""
    return _TAKES_FIGURE.search(text[max(0, start - 70): start]) is not None


def _sets(text: str, m: re.Match[str]) -> bool:
    """ "as Table 6-1 allows", "the requirement that Table 5-1 sets": the table states what the rule
    requires ("Table 17.05-1 lists the distances that apply ..." only describes the table)."""
    return _TABLE_SETS.match(text, m.end()) is not None and re.search(
        r"\b(?:as|that|which|what)\s+$", text[max(0, m.start() - 12): m.start()]) is not None


_STOP = frozenset("a an the of to in on by for from with that which who whose and or its their it this these any each "
                  "every must shall may be is are has have had not no as at".split())


def _stems(text: str) -> set[str]:
    words = re.findall(r"[a-z]+", text.lower())
    return {re.sub(r"(?:ations?|ings?|ed|es|s)$", "", w) or w for w in words if w not in _STOP and len(w) > 2}


def _row_by_subject(text: str, table: Table) -> str:
    """The one row whose subject cell ("Liner", "Design prepared by") the item names; "" when no row,
    or more than one, fits as well."""
    words = _stems(text)
    scored = []
    for label, cells in table.rows:
        subject = cells[1] if label and len(cells) > 1 else cells[0]
        own = _stems(re.sub(r"\[\w{1,2}\]", " ", subject))
        if own:
            scored.append((len(own & words) / len(own), label, cells))
    scored.sort(key=lambda x: -x[0])
    if not scored or scored[0][0] < 0.5 or (len(scored) > 1 and scored[1][0] >= scored[0][0]):
        return ""
    _, label, cells = scored[0]
    return table.row_text(label, cells)[:_MAX_REFERS]


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
