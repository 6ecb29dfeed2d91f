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


CROSSWALK = """\
GARROW COUNTY CODE                                  CHAPTER 34 - PERFORMANCE STANDARDS

34.06 TABLE 1 - CROSSWALK. Each row of Table 1 is a separate standard and may be cited by its row number.

+--------+----------------------+------------------------+------------------------------------------+
| No.    | Standard             | State rule             | County requirement                       |
+========+======================+========================+==========================================+
| PS-1   | Closure of idle      | NR 151.05(3) (24       | A facility that has had no manure added  |
|        | facilities           | months)                | for 20 consecutive months shall be       |
|        |                      |                        | closed within 90 days thereafter.        |
+--------+----------------------+------------------------+------------------------------------------+
| PS-2   | Silurian bedrock     | NR 151.075             | No mechanical manure application where   |
|        |                      |                        | bedrock is within three (3)              |

34-2                                    Supp. No. 11
\fGARROW COUNTY CODE                                  CHAPTER 34 - PERFORMANCE STANDARDS

|        |                      |                        | feet of the surface.                     |
+--------+----------------------+------------------------+------------------------------------------+
| PS-3   | Stream crossings     | ATCP 50.885            | Crossings shall be designed to NRCS 578. |
+--------+----------------------+------------------------+------------------------------------------+

34.07 NOTICE. The department shall give notice of each violation.

34-3                                    Supp. No. 11
"""


def test_a_box_drawn_grid_whose_rows_open_on_codes_gives_each_row_its_own_unit() -> None:
    """Each row's wrapped cells are joined in their columns, so "PS-1" opens its row as a unit's number does; the
    state's column is labeled with its head, and the rest of a row a page break cut joins its row."""
    texts = _texts(ingest.load_text(CROSSWALK, "crosswalk.txt"))
    assert texts["34.06 PS-1"] == ("Closure of idle facilities (State rule: NR 151.05(3) (24 months)) A facility that "
                                   "has had no manure added for 20 consecutive months shall be closed within 90 days "
                                   "thereafter.")
    assert texts["34.06 PS-2"].endswith("bedrock is within three (3) feet of the surface.")
    assert texts["34.06 PS-3"].startswith("Stream crossings")
    assert "34.07" in texts


def test_the_state_rules_cell_of_a_crosswalk_row_is_not_the_rows_figure() -> None:
    from ordinance_review.review import review_provisions

    doc = ingest.load_text(CROSSWALK, "crosswalk.txt")
    info, provisions = segment.segment(doc)
    findings = {f.provision_id: f for f in review_provisions(info, provisions).findings}
    ps1 = next(p for p in provisions if p.label == "34.06 PS-1")
    assert findings[ps1.id].verdict == "exceeds"  # 20 months + 90 days, against the state's 24 months


def test_a_standard_and_requirement_grid_numbered_as_sections_joins_each_rows_wrapped_requirement() -> None:
    """ "| 6.6 Closure timing | A facility ... for |" ⏎ "|   | eighteen (18) consecutive months ... within six |" ⏎ ...:
    a grid whose rows are numbered sections with their captions; read as lines, each wrapped piece of the
    requirement stood apart from the next ("for | eighteen", "six | (6) months"), and the figures the rule rests on
    were lost. Each row is one unit, its requirement read whole."""
    text = (
        "SECTION 5  NUTRIENT MANAGEMENT\n\n"
        "5.1  Every operator who applies manure shall have and follow a nutrient management plan.\n\n"
        "5.2  The operator shall file a copy of the plan with the Department each year.\n\n"
        "SECTION 6  PERFORMANCE STANDARDS\n\n"
        "Every livestock operation shall meet the standards in Table 6.\n\n"
        "TABLE 6 - PERFORMANCE STANDARDS FOR LIVESTOCK OPERATIONS\n"
        "+------------------------------+----------------------------------------------------------------+\n"
        "| Standard                     | Requirement                                                    |\n"
        "+------------------------------+----------------------------------------------------------------+\n"
        "| 6.1 Closure practice         | A facility to be closed shall be emptied and closed according  |\n"
        "|                              | to NRCS standard 360 as incorporated in s. ATCP 50.63.         |\n"
        "+------------------------------+----------------------------------------------------------------+\n"
        "| 6.2 Closure timing           | A facility in which no manure has been added or removed for    |\n"
        "|                              | eighteen (18) consecutive months shall be closed within six    |\n"
        "|                              | (6) months after that period ends.                             |\n"
        "+------------------------------+----------------------------------------------------------------+\n"
    )
    texts = _texts(ingest.load_text(text, "grid.txt"))
    assert any(label.endswith("6.2") for label in texts)
    six = next(t for label, t in texts.items() if label.endswith("6.2"))
    assert "removed for eighteen (18) consecutive months shall be closed within six (6) months after" in six


def test_a_grid_rule_wider_than_the_page_is_one_rule_again() -> None:
    """A grid typed 97 characters wide, printed in a monospaced face that holds 95 to the line: its rows still fit
    (their spaces go), but each rule of dashes is cut where the line is full, its tail ("-+") on a line of its own.
    Read so, the grid had no rules, and each row's requirement stood in pieces between its bars."""
    rule = "+" + "-" * 30 + "+" + "-" * 64 + "+"
    row = "| {:<28} | {:<62} |"
    text = "\n".join([
        "SECTION 6  PERFORMANCE STANDARDS", "", "Every livestock operation shall meet the standards in Table 6.", "",
        rule, row.format("Standard", "Requirement"), rule,
        row.format("6.1 Closure practice", "A facility to be closed shall be emptied and closed according"),
        row.format("", "to NRCS standard 360 as incorporated in s. ATCP 50.63."), rule,
        row.format("6.2 Closure timing", "A facility in which no manure has been added or removed for"),
        row.format("", "eighteen (18) consecutive months shall be closed within six"),
        row.format("", "(6) months after that period ends."), rule, ""])
    assert len(rule) == 97
    texts = _texts(ingest.load(pdfgen.render(text, layout="single"), "grid.pdf", isolate=False))
    six = next(t for label, t in texts.items() if label.endswith("6.2"))
    assert "|" not in six
    assert "removed for eighteen (18) consecutive months shall be closed within six (6) months after" in six


BAR_CROSSWALK = """\
27.05 PERFORMANCE STANDARDS. Every person shall meet the County standard in the right-hand column of Table 27-1. The
middle column summarizes the state standard for reference only.

| Row | Subject                 | State standard                                     | County standard                                          |
|-----|-------------------------|----------------------------------------------------|----------------------------------------------------------|
| (1) | Closure of idle storage | NR 151.05(3): close after 24 months without use    | A facility idle for eighteen months shall be closed.     |
| (2) | Failing storage         | NR 151.05(4): upgrade if imminent threat           | A facility that poses an imminent threat shall be closed. |
"""


def test_a_bar_drawn_crosswalks_state_column_is_labeled_as_the_states() -> None:
    """ "| State standard | County standard |": the state's figure (24 months) is the reference the row departs from,
    labeled so the review reads the county's (eighteen months), as a box-drawn crosswalk's state column is."""
    texts = _texts(ingest.load_text(BAR_CROSSWALK, "crosswalk.txt"))
    row = texts["27.05(1)"]
    assert "(State standard: NR 151.05(3): close after 24 months without use)" in row
    assert row.endswith("A facility idle for eighteen months shall be closed.")
