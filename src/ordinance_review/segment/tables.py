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

from ordinance_review.segment import furniture

_CAPTION = re.compile(r"^\W{0,3}(?:TABLE|Table|SCHEDULE|Schedule)\s+(?P<id>[0-9A-Z][\w.\-]*?)[.:]?(?:\s|$)")
# a typed table may be an appendix of its own, cited by it: "APPENDIX A -- SEPARATION DISTANCES" over its rows, "closer
# to a feature listed in Appendix A than the distance stated there"
_TYPED_CAPTION = re.compile(r"^\W{0,3}(?P<word>TABLE|Table|SCHEDULE|Schedule|APPENDIX|Appendix)\s+(?P<id>[0-9A-Z][\w.\-]*?)[.:]?(?:\s|$)")
_LABEL = re.compile(r"^(?:row\s+)?\(?(?P<label>[0-9]{1,2}[a-z]?|[A-Z][0-9]?)\)?\.?$", re.I)
_DOT_LEADER = re.compile(r"(?:\.\s?){4,}")  # a contents line ("Table 4-1 Separation Distances ..... 3")
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
_WHOLE = re.compile(rf"\b(?:table|schedule|appendix)\s+{_ID}", re.I)
_THE_TABLE = re.compile(r"\b(?:the|that|this|said) (?:table|schedule)\b(?!\s+(?:of contents|below|above)\b)", re.I)


@dataclass
class Table:
    """One table: its column heads and its rows (a label, when the first cell is one, and the cells)."""

    id: str
    heads: list[str] = field(default_factory=list)
    rows: list[tuple[str, list[str]]] = field(default_factory=list)
    notes: dict[str, str] = field(default_factory=dict)  # "[d] Every Class III facility ...", by marker
    unit: str = ""  # the unit the caption or heads give every bare figure ("DISTANCES (IN FEET)")
    typed: bool = False  # typed with spaces, no bars: its lines run into the text of the unit printed before it
    title: str = ""  # the caption's words after the number ("Tillage Setbacks on Designated Waters")
    word: str = "Table"  # what the caption calls it, and the text cites it by ("Table", "Schedule", "Appendix")

    def row_text(self, label: str, cells: list[str], column: int | None = None) -> str:
        pairs, shown = [], []
        for i, cell in enumerate(cells):
            if not cell or (i == 0 and label):
                continue
            if column is not None and i not in (1 if label else 0, column):
                continue  # the row's name and the cited column
            head = self.heads[i] if i < len(self.heads) and self.heads[i] else ""
            if self.unit and _BARE_FIGURE.match(cell):
                cell = f"{cell} {self.unit}"
            pairs.append(f"{head}: {cell}" if head else cell)
            shown.append(cell)
        name = f"row {label}" if label else "a row"
        marks = [m.lower() for cell in shown for m in re.findall(r"\[(\w{1,2})\]", cell)]  # notes of the cells read
        notes = [f"Note [{m}]: {self.notes[m]}" for m in dict.fromkeys(marks) if m in self.notes]
        return " ".join([f"{self.word} {self.id}, {name}: " + "; ".join(pairs) + ".", *notes])


_BARE_FIGURE = re.compile(r"^\d[\d,]*(?:\.\d+)?$")
# the unit a caption or a column head gives the figures under it: "(IN FEET)", "Distance (feet)", "(ft.)"
_UNIT_WORDS = {"feet": re.compile(r"\b(?:feet|ft\.?)(?![\w-])", re.I), "days": re.compile(r"\bdays\b", re.I),
               "months": re.compile(r"\bmonths\b", re.I)}


def _unit(lines: Sequence[str]) -> str:
    """The one unit these lines name, or "" when they name none or more than one."""
    found = [u for u, rx in _UNIT_WORDS.items() if any(rx.search(line) for line in lines)]
    return found[0] if len(found) == 1 else ""


def _title(caption: re.Match[str] | None) -> str:
    """The caption's words after the table's number: "Table 26.31 - Tillage Setbacks on Designated Waters"."""
    return _title_line(caption.string[caption.end():]) if caption else ""


def _title_line(line: str) -> str:
    """A title's words, without dashes, the unit in parentheses, or a column head ("Column A ...")."""
    words = re.sub(r"\((?:in )?(?:feet|ft\.?|days|months)\)|^[\s\-\u2013\u2014:.]+", "", line.strip(), flags=re.I).strip()
    return "" if not re.search(r"[a-z]{3}", words, re.I) or _COLUMN_HEAD.search(words) or len(words) > 90 else words


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
        table.unit = continued.unit if continued is not None else _unit(
            [caption.string if caption else "", *table.heads])
        table.title = continued.title if continued is not None else _title(caption)
        if continued is not None:
            continued.rows += table.rows
            continued.notes.update(table.notes)
        elif table.id and table.rows:
            tables[table.id] = table
    for key, typed in read_typed_tables(texts).items():
        tables.setdefault(key, typed)
    return tables


# ---- tables typed with spaces, no bars: "Navigable river or stream        500        300"
# a cell of a typed table: a figure, a note's marker, or a dash or "N/A" for no figure
# a figure with its unit and period in one cell: "6,750 gal/acre per year", "13,500 gallons per acre", "300 ft"
_TYPED_MEASURE = (r"\d[\d,]*(?:\.\d+)?\s*(?:gal(?:lons|\.)?(?:\s*/\s*ac(?:re)?\.?|\s+per\s+acre)?|feet|ft\.?|inch(?:es)?"
                  r"|days?|months?|years?|lbs?\.?(?:\s*/\s*ac(?:re)?\.?)?|tons?(?:\s*/\s*ac(?:re)?\.?)?|percent)(?![\w/])"
                  r"(?:\s*(?:per|/)\s*(?:year|yr\.?|week|wk\.?|application|day|month|season)\b)?"
                  # (a distance drawn one way: "300 upslope", "100 ft down-gradient")
                  r"|\d[\d,]*\s*(?:(?:feet|ft\.?)\s*)?(?:up|down)[- ]?(?:slope|gradient)\b")
_TYPED_CELL = rf"(?:{_TYPED_MEASURE}|\d[\d,]*(?:\.\d+)?%?|\(\d{{1,2}}\)|\[\w{{1,2}}\]|\*{{1,3}}|--|—|–|N/?A|n/a|None|none)"
# (a name never ends on a word that wants a figure after it: "3 ft to 5 ft  6,750 ..." is named "3 ft to 5 ft")
_TYPED_ROW = re.compile(r"^(?P<name>\S.*?[A-Za-z)\]])(?<!\sto)(?<!\sthan)(?<!\sor)(?<!\sand)(?<!\sof)(?<!\sfrom)"
                        rf"\s+(?P<cells>{_TYPED_CELL}(?:\s+{_TYPED_CELL})*)\s*$")
_TYPED_CELLS = re.compile(_TYPED_CELL)
_TYPED_LABEL = re.compile(r"^(?P<label>\d{1,2}[a-z]?|[A-Z])\.\s+(?=\S)")
_COLUMN_HEAD = re.compile(r"\bColumn\s+(?P<name>[0-9A-Z]{1,2})\b")
_TYPED_RULE = re.compile(r"^\s*[-=_]{6,}\s*$")
_NOT_A_ROW = re.compile(r"\b(?:shall|must|may|will)\b|\.{4,}", re.I)
_WRAPS_ON = re.compile(r"(?:,|\b(?:to|and|or|of|the|a|an|from|than|within|other))$", re.I)  # a name broken mid-phrase
_TYPED_HEAD_REACH = 6  # lines between a caption and the first row (subtitle, column heads, units, a rule)


def read_typed_tables(texts: Sequence[str]) -> dict[str, Table]:
    """The captioned tables typed with spaces, by their number ("4-1").

    Ingestion keeps a typed row's words, not its gaps, so a row is read from its end: the name, then as
    many figures as the table has columns ("Sinkhole, quarry or other direct" ⏎ "conduit to groundwater
    400 300"). A table names its columns "Column A" ... in its heads, or else by their place; group heads
    ("Part 2. Property and roads") and rules are passed over, and the table ends at the first line that is
    neither a row nor followed by one (a note, the next unit)."""
    found: dict[str, Table] = {}
    for i, line in enumerate(texts):
        caption = _TYPED_CAPTION.match(line.strip())
        if caption is None or _DOT_LEADER.search(line) or len(line) > 100 or _cells(line) is not None:
            continue
        head_lines: list[str] = []
        j = i + 1
        while j < len(texts) and len(head_lines) < _TYPED_HEAD_REACH and _typed_row(texts[j]) is None:
            head_lines.append(texts[j])
            j += 1
        first_row = _typed_row(texts[j]) if j < len(texts) else None
        if first_row is None or any(_NOT_A_ROW.search(h) for h in head_lines):
            continue
        columns = [m.group("name") for h in head_lines for m in _COLUMN_HEAD.finditer(h)]
        width = len(columns) or len(first_row[1])
        rows: list[tuple[str, list[str]]] = []
        pending = ""  # a row's name wrapped before its cells
        words = [h.strip() for h in head_lines if h.strip() and not _TYPED_RULE.match(h)]
        if words and first_row[0][:1].islower() and not _COLUMN_HEAD.search(words[-1]):
            pending = words[-1]  # the first row's name, wrapped under the heads and their rule
        gap = 0
        while j < len(texts) and gap <= 2:
            text = texts[j].strip()
            row = _typed_row(text)
            if row is not None and len(row[1]) >= width and not _NOT_A_ROW.search(row[0]):
                name, cells = row
                if pending and (name[:1].islower() or _WRAPS_ON.search(pending)):
                    name = f"{pending} {name}"  # ("Hessler Creek, County Trunk Highway K to" ⏎ "Brannock Lake  25")
                pending, gap = "", 0
                label_match = _TYPED_LABEL.match(name)
                label = label_match.group("label").upper() if label_match else ""
                name = name[label_match.end():] if label_match else name
                extra = cells[: len(cells) - width]
                rows.append((label, [*([label] if label else []), " ".join([name, *extra]), *cells[len(cells) - width:]]))
            elif _TYPED_RULE.match(text) or not text or furniture.page_line(text) or furniture.code_band(text):
                pass  # (a page's foot and head between a row's two halves: "... public water supply" ⏎ "Supp 7" ⏎ "well 1,000")
            elif _NOT_A_ROW.search(text) or len(text) > 70 or text.endswith((".", ":", ";")) and not re.match(r"^Part\b", text, re.I):
                break
            else:
                pending, gap = text, gap + 1
            j += 1
        if not rows:
            continue
        labeled = any(label for label, _ in rows)
        heads = [*([""] if labeled else []), "", *(f"Column {c}" for c in columns[:width])]
        heads += [""] * (width + (2 if labeled else 1) - len(heads))
        rows = [(label, cells if label or not labeled else ["", *cells]) for label, cells in rows]
        key = caption.group("id").rstrip(".")
        title = _title(caption) or (_title_line(head_lines[0]) if head_lines else "")
        found.setdefault(key, Table(id=key, heads=heads, rows=rows, unit=_unit([line, *head_lines]), typed=True,
                                    title=title, word=caption.group("word").title()))
    return found


def without_typed(text: str, found: dict[str, Table]) -> str:
    """The unit's own text, without a typed table that ran into it from the lines printed after it.

    A typed table is no unit: its lines go on the unit printed before it ("(4) The Column A distance to a
    private well does not apply to ..." ⏎ "TABLE 4-1" ⏎ rows), which would then seem to set every distance in
    the table. The rows are cut from the caption to the last row's figures; a unit that takes figures from
    the table gets them back as the cells it cites."""
    for table in found.values():
        caption = _caption_over_rows(text, table)
        end = _rows_end(text, table, caption.end()) if caption else None
        if caption is not None and end is not None:
            text = f"{text[:caption.start()].rstrip()} {text[end:].lstrip()}".strip()
    return text


def _caption_over_rows(text: str, table: Table) -> re.Match[str] | None:
    """Where a typed table's caption stands in the unit's text, over its rows: the caption printed there, not the
    sentence citing the table just before them ("... a receptor listed in Table 4.02 than the distance given ..." ⏎
    "TABLE 4.02 -- MINIMUM SEPARATION DISTANCES")."""
    if not table.typed:
        return None
    at = text.find(_name_and_figures(*table.rows[0])[0])
    captions = [c for c in re.finditer(rf"(?i:{table.word})\s+{re.escape(table.id)}(?![\w.-])", text)
                if c.end() <= at and not _CITED_BEFORE.search(text, 0, c.start())]
    return captions[-1] if captions else None


def introduced(text: str, found: dict[str, Table]) -> str:
    """The whole of a typed table the unit's own sentence leads into ("No ... structure may be located closer
    to the features listed below than the distances shown:" ⏎ "Table 15.32.120" ⏎ rows), "" when none.

    The rows are cut from the unit's text (`without_typed`), and a lead-in that names no table by number cites
    none, so without this the rule that sets the table's figures would lose them."""
    out: list[str] = []
    for table in found.values():
        caption = _caption_over_rows(text, table)
        if caption is not None and _LEADS_INTO.search(text[: caption.start()]):
            out.append((f"{table.word} {table.id}, {table.title}: " if table.title else "")
                       + " ".join(table.row_text(label, cells) for label, cells in table.rows))
    return " ".join(out)[:_MAX_REFERS]


# a sentence that ends leading into what is printed under it: "... than the distances shown:", "... as follows:",
# "... in the table below."
_LEADS_INTO = re.compile(r"(?::|\b(?:below|as follows|the following(?: table)?)\.?)\s*$", re.I)


# a sentence citing the table, not its caption: "... closer to a feature listed in Table 1 than ..."
_CITED_BEFORE = re.compile(r"\b(?:in|of|by|from|under|with|see|to|and|or|per)\s+$", re.I)


def _rows_end(text: str, table: Table, pos: int) -> int | None:
    """Where the table's rows end in the flattened text after `pos` (None: its first row is not there)."""
    end = None
    for label, cells in table.rows:
        name, figures = _name_and_figures(label, cells)
        at = text.find(name, pos)
        if at < 0 or at - pos > 400:
            break
        after = text.find(" ".join(figures), at + len(name))
        if after < 0:
            break
        pos = end = after + len(" ".join(figures))
    return end


def _name_and_figures(label: str, cells: list[str]) -> tuple[str, list[str]]:
    """A row's name and its figures (a labeled row's cells open with the label)."""
    return (cells[1], cells[2:]) if label else (cells[0], cells[1:])


def _typed_row(text: str) -> tuple[str, list[str]] | None:
    m = _TYPED_ROW.match(text.strip())
    if m is None or len(_COLUMN_HEAD.findall(text)) > 1:  # "Column 1 Column 2 Column 3 Column 4" heads a table
        return None
    if m.group("name").upper() in ("TABLE", "SCHEDULE"):  # "TABLE 23.05": a caption, its number no figure
        return None
    return m.group("name"), _TYPED_CELLS.findall(m.group("cells"))


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
    if not re.search(r"\b(?:table|schedule|appendix)\b", text, re.I):
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
            if last is None:  # "the distance shown in Column B from a feature listed in row 2 of Table 8.35.040"
                after = [w.group("table") for w in _WHOLE.finditer(text, m.end(), _sentence_end(text, m.end()))]
                last = next((tables[k] for k in after if k in tables), None)
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
                _takes_figure(text, m.start()) or _sets(text, m) or _FIGURE_AFTER.match(text, m.end()) is not None) and (
                _MEASURED.match(text, m.end()) is None and not _relief_for_those_within(text, m)):
            whole.append(key)
    for m in _THE_TABLE.finditer(text):
        # "Along the waters listed in Table 26.31, the setback is the distance shown in the table": the table named before
        if not _takes_figure(text, m.start()) or any(a <= m.start() < b for a, b in spans):
            continue
        before = [w.group("table") for w in _WHOLE.finditer(text, 0, m.start()) if w.group("table") in tables]
        if before and before[-1] not in rows and before[-1] not in columns and before[-1] not in whole:
            whole.append(before[-1])
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
        if table.title and key in whole:
            # (a table read whole is read under its title: "Table 26.31, Tillage Setbacks on Designated Waters:")
            out.append(f"{table.word} {key}, {table.title}:")
        for label, cells in table.rows:
            if wanted is None or label in wanted:
                out.append(table.row_text(label, cells, columns.get(key)))
    return " ".join(out)[:_MAX_REFERS]


# how the table's figures are measured, not a rule taking them: "Distances in Table 4-1 are measured horizontally"
_MEASURED = re.compile(r"\s+(?:are|is|shall be)\s+(?:measured|computed|calculated|determined|rounded)\b", re.I)

# a permission for what lies inside the table's distances: "A livestock structure that existed on ... within a
# distance in Table 15.32.120 may be repaired, replaced or expanded, so long as ..." (the table places the
# structure the relief is for; the rule sets no distance)
_MAY_AFTER = re.compile(r"[^.;:]{0,60}?\bmay\s+(?!not\b|only\b|no\b)(?:be|continue|remain)\b", re.I)
_MODAL = re.compile(r"\b(?:shall|must|may|no|not)\b", re.I)


def _relief_for_those_within(text: str, m: re.Match[str]) -> bool:
    start = max(text.rfind(". ", 0, m.start()), text.rfind("; ", 0, m.start())) + 1
    return _MAY_AFTER.match(text, m.end()) is not None and _MODAL.search(text, start, m.start()) is None


_SENTENCE_STOP = re.compile(r"\.(?:\s|$)")


def _sentence_end(text: str, start: int) -> int:
    m = _SENTENCE_STOP.search(text, start)
    return m.end() if m else len(text)


_TABLE_SETS = re.compile(r"\s+(?:sets|provides|allows|requires|specifies|prescribes|permits)\b")


# the figure named after the table, in the same sentence: "closer to a feature listed in Table 1 than the distance
# shown for that feature" (the table lists the features and gives each its distance)
# (not when the sentence goes on to name the column: "... than the distance shown for that feature in column B")
_FIGURE_AFTER = re.compile(
    r"[^.;:]{0,40}?\b(?:than|within|beyond|inside|at least)\s+(?:the\s+)?(?:distances?|setbacks?|separations?|figures?|limits?"
    r"|rates?|periods?)\s+(?:shown|given|set|listed|specified|stated|provided|required)\b(?![^.;:]*\bcolumns?\b)", re.I)


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
