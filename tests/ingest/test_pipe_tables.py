"""A table drawn with bars and a dashed head rule is read row by row: each row's own number opens its line."""

from __future__ import annotations

from ordinance_review import ingest, segment
from testsupport import pdfgen

TABLE = """\
12.204 LOCAL STANDARDS. Each licensed facility shall meet every standard in Exhibit A.

EXHIBIT A.  LOCAL STANDARDS CHECKLIST

| No.   | Local standard                                                              | Adopted |
|-------|-----------------------------------------------------------------------------|---------|
| LS-1  | Liquid manure storage shall provide not less than 270 days of storage.      | 2010    |
| LS-2  | No manure storage facility may be located within 1,000 feet of a lake.      | 2010    |
| LS-3  | Clean water shall be diverted from every animal lot on the site.            | 2018    |
"""


def _texts(doc) -> dict[str, str]:
    _info, provisions = segment.segment(doc)
    return {p.label: p.text for p in provisions}


def test_a_bar_drawn_table_gives_each_row_its_own_unit() -> None:
    texts = _texts(ingest.load_text(TABLE, "exhibit.txt"))
    assert texts["LS-2"].startswith("No manure storage facility may be located within 1,000 feet of a lake.")
    assert "|" not in texts["LS-1"] and "LS-2" not in texts["LS-1"]


def test_a_row_a_narrow_pdf_column_wrapped_is_joined_up_to_its_closing_bar() -> None:
    pdf = pdfgen._new_fpdf()
    pdf.add_page()
    pdf.set_font("mono", size=8)
    y = 60.0
    for line in TABLE.splitlines():
        # (a column too narrow for the row: the cells run on to the next line, as a PDF of the page prints them)
        cut = line.rfind(" ", 0, 60)
        for piece in ([line[:cut], line[cut:].strip()] if line.startswith("| LS") else [line]):
            if piece.strip():
                pdf.text(40, y, piece)
            y += 11.0
    texts = _texts(ingest.load(bytes(pdf.output()), "exhibit.pdf", isolate=False))
    assert texts["LS-3"].startswith("Clean water shall be diverted from every animal lot on the site.")


def test_a_box_drawn_grid_is_left_as_a_typed_table() -> None:
    """A grid ruled with "+-----+" wraps a cell over several lines inside its bars: no row per line."""
    grid = ("TABLE 1. SEPARATION DISTANCES (feet)\n"
            "+----------------------+---------+\n"
            "| Sinkhole or other    |   300   |\n"
            "|   direct conduit     |         |\n"
            "+----------------------+---------+\n")
    doc = ingest.load_text(grid, "grid.txt")
    assert any(line.text.startswith("| Sinkhole") for line in doc.lines)
