"""Tables whose numbered rows are items of the law, printed one cell per line."""

from __future__ import annotations

from ordinance_review import row_tables
from ordinance_review.ingest import load_text
from ordinance_review.segment import segment

TABLE = [
    "Every operator shall comply with each item of Table 9-2.",
    "TABLE 9-2",
    "SEPARATION DISTANCES",
    "Item",
    "Structure",
    "Receptor",
    "Distance",
    "1",
    "Waste storage pond",
    "Private well",
    "350 feet",
    "2",
    "Manure pile",
    "Private well",
    "250 feet",
    "3",
    "Waste storage pond",
    "Lot line",
    "100 feet",
]


def test_each_numbered_row_is_an_item_with_its_cells() -> None:
    table = row_tables.find(TABLE)
    assert table is not None
    assert [r.label for r in table.rows] == ["Table 9-2, Item 1", "Table 9-2, Item 2", "Table 9-2, Item 3"]
    assert table.rows[1].parts == ["Manure pile", "Private well", "250 feet"]
    assert (table.start, table.end) == (1, len(TABLE))


def test_heads_repeated_after_a_page_break_are_dropped_from_the_row() -> None:
    broken = TABLE[:14] + ["Marlow County Code of Ordinances, consolidated through Ord. 2023-05  Page 2 of 3",
                           "Item", "Structure", "Receptor", "Distance", "250 feet"] + TABLE[15:]
    table = row_tables.find(broken)
    assert table is not None and len(table.rows) == 3
    assert table.rows[1].parts == ["Manure pile", "Private well", "250 feet"]


def test_rows_out_of_order_or_a_table_without_numbered_rows_are_not_split() -> None:
    assert row_tables.find(["TABLE 4", "Receptor", "Distance", "Private well", "250 feet", "Lake", "1,000 feet"]) is None
    assert row_tables.find(["TABLE 4", "Item", "2", "Private well", "3", "Lake"]) is None
    # a long line after the last row is the text after the table, not a cell
    table = row_tables.find([*TABLE, "The department may require a greater distance where the soils at the site call for it."])
    assert table is not None and table.rows[-1].parts == ["Waste storage pond", "Lot line", "100 feet"]


def test_a_printed_table_with_recurring_cells_becomes_row_provisions() -> None:
    """Read through ingestion and the segmenter: recurring cells ("Private well", the bare row numbers)
    are not mistaken for running heads or page numbers, and each row is a provision under its section."""
    text = "\n".join(["9.05 SEPARATION DISTANCES. " + TABLE[0], *TABLE[1:], "",
                      "9.06 FEES. The permit fee is set by resolution of the county board."])
    _info, provisions = segment(load_text(text, "t.txt"))
    labels = [p.label for p in provisions]
    assert labels == ["9.05", "Table 9-2, Item 1", "Table 9-2, Item 2", "Table 9-2, Item 3", "9.06"]
    row = provisions[2]
    assert row.text == "Manure pile Private well 250 feet" and row.parent == "9.05"


BARRED = """\
TOWN OF HEMLOCK RIDGE
MANURE APPLICATION ORDINANCE

SEASONAL RESTRICTIONS

1. Manure application is further restricted as shown in Table 1. Each row of Table 1 is a separate
requirement of this ordinance.

Table 1 — Application Restrictions by Season

+-------+---------------------------+--------------------------------------------------------+
| Row   | Season / condition        | Restriction                                            |
+-------+---------------------------+--------------------------------------------------------+
| 1(a)  | Winter period             | No liquid manure may be applied on any field in the    |
|       |                           | Town, frozen or not.                                   |
+-------+---------------------------+--------------------------------------------------------+
| 1(b)  | March 15 through May 31   | Manure spread on bare cropland shall be incorporated   |
|       |                           | within 24 hours.                                       |
+-------+---------------------------+--------------------------------------------------------+

2. Within 500 feet of a residence, manure shall be injected.
"""


def test_rows_of_a_barred_table_labeled_with_the_codes_unit_numbers_become_units() -> None:
    _, provisions = segment(load_text(BARRED, "t.txt"))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["1.", "1(a)", "1(b)", "2."]
    assert "Winter period." in by_label["1(a)"].text and "frozen or not." in by_label["1(a)"].text
    assert "24 hours" in by_label["1(b)"].text and "Winter" not in by_label["1(b)"].text
    assert "Winter" not in by_label["1."].text


def test_a_barred_table_of_bare_row_numbers_that_other_units_cite_by_row_stays_in_its_unit() -> None:
    """Rows another unit cites one by one ("the restriction in Row 2 of Table 1") are figures that unit uses."""
    text = BARRED.replace("| 1(a)  |", "| 1     |").replace("| 1(b)  |", "| 2     |").replace(
        "manure shall be injected.", "manure shall be injected, and the restriction in Row 2 of Table 1 applies.")
    _, provisions = segment(load_text(text, "t.txt"))
    assert [p.label for p in provisions] == ["1.", "2."]


SCHEDULE = """TOWN OF ASPEN HOLLOW
LIVESTOCK FACILITY LICENSING ORDINANCE

Section 5 - Setbacks

Each livestock structure shall meet the minimum distances in Schedule 1, measured from the nearest edge.

Section 6 - Fees

The license fee is set by resolution of the Town Board.

Dated this 3rd day of May, 2021.

Schedule 1 - Setbacks

Distances are minimums.

 No. | Structure                   | Measured from                    | Distance
-----|-----------------------------|----------------------------------|-----------
 1   | Any livestock structure     | Property line                    | 100 feet
 2   | Manure storage facility     | Private well not owned by the    | 600 feet
     |                             | operator                         |
 3   | Feedlot or manure storage   | Ordinary high water mark of a    | 500 feet
     | facility                    | navigable stream                 |
"""


def test_numbered_items_of_a_schedule_no_unit_cites_by_row_are_provisions_under_the_citing_rule() -> None:
    """A schedule printed after the ordinance whose rows are numbered under a "No." head: each row is an item
    ("Schedule 1, No. 2") with its wrapped cells, read under the sentence that makes the schedule a rule; the
    unit that cites the whole schedule is not lent the rows' figures, which are reviewed where they stand."""
    _, provisions = segment(load_text(SCHEDULE, "t.txt"))
    by_label = {p.label: p for p in provisions}
    assert [label for label in by_label if label.startswith("Schedule 1, ")] == [
        "Schedule 1, No. 1", "Schedule 1, No. 2", "Schedule 1, No. 3"]
    row = by_label["Schedule 1, No. 2"].text
    assert "Private well not owned by the operator" in row and "600 feet" in row
    assert "Feedlot or manure storage facility" in by_label["Schedule 1, No. 3"].text
    assert "shall meet the minimum distances in Schedule 1" in by_label["Schedule 1, No. 2"].lead_in
    citing = next(p for p in provisions if "shall meet the minimum distances" in p.text)
    assert not citing.refers


def test_a_caption_keeps_its_whole_number_whatever_its_title() -> None:
    """ "Table 17.07-1 LIQUID MANURE LIMITS (gallons per acre)." is table 17.07-1, not 17.07 titled "-1 ...": its
    rows, cited one by one elsewhere, stay figures of that table."""
    rows = ["Table 17.07-1 LIQUID MANURE LIMITS (gallons per acre).", "Row | Soil depth | Rate",
            "1 | Less than 2 feet | None", "2 | 2 to 3 feet | 6,750 per year"]
    assert row_tables.find_barred(rows, frozenset({"17.07-1"})) is None
    split = row_tables.find_barred(rows)
    assert split is not None and split.id == "17.07-1"
    assert [r.label for r in split.rows] == ["Table 17.07-1, Row 1", "Table 17.07-1, Row 2"]


def test_a_heading_that_says_what_a_table_holds_names_no_table() -> None:
    """ "(2) TABLE OF USES." over "Table 28.903(2) USES IN THE OVERLAY": the table is 28.903(2), not "OF"."""
    rows = ["TABLE OF USES.", "Table 28.903(2)  USES IN THE GP OVERLAY", "No.   Use   Zone A   Zone B",
            "1.    Crop production and pasture   P   P", "2.    Earthen manure storage facility   X   X"]
    split = row_tables.find_typed(rows)
    assert split is not None and split.id == "28.903(2)"
    assert [r.label for r in split.rows] == ["Table 28.903(2), No. 1", "Table 28.903(2), No. 2"]


TYPED_SCHEDULE = """\
TOWN OF ASPEN HOLLOW
LIVESTOCK FACILITY LICENSING ORDINANCE

Section 6 - Fees

The license fee is set by resolution of the Town Board.

Dated this 3rd day of May, 2021.

SCHEDULE A - SETBACKS

The following minimum separation distances apply to every livestock facility licensed under this Ordinance.

 No.  Structure                  Measured from                          Minimum distance
 ---  -------------------------  -------------------------------------  ----------------
 1    Livestock structure        Property line                          100 feet
 2    Manure storage facility    Private well not owned by the          750 feet
                                 operator
 3    Manure storage facility    Ordinary high-water mark of a lake     1,000 feet
"""


def test_numbered_rows_of_a_schedule_typed_with_spaces_are_its_items() -> None:
    """Typed with spaces, the cells close up when read, but each row opens on its number under the "No." head:
    "Schedule A, No. 2" holds its wrapped cell, and is reviewed under the schedule's own rule ("The following
    minimum separation distances apply to every livestock facility")."""
    from ordinance_review.review import review_document

    review = review_document(load_text(TYPED_SCHEDULE, "t.txt"))
    by_label = {p.label: p for p in review.provisions}
    assert [label for label in by_label if label.startswith("Schedule A, ")] == [
        "Schedule A, No. 1", "Schedule A, No. 2", "Schedule A, No. 3"]
    assert "operator" in by_label["Schedule A, No. 2"].text and "750 feet" in by_label["Schedule A, No. 2"].text
    verdicts = {f.label: f.verdict for f in review.findings}
    assert verdicts["Schedule A, No. 1"] == "not_covered"  # a property line protects no water
    assert verdicts["Schedule A, No. 2"] == "exceeds"  # no state rule bars storage 750 feet from a well


AMENDMENTS = """\
SECTION 1.  ADOPTION BY REFERENCE

1.1  County chapter adopted.  Chapter 22 of the County Code is adopted by reference, except as changed by Section 2.

SECTION 2.  TOWN AMENDMENTS TO COUNTY CHAPTER 22

Chapter 22 applies in the Town with the following changes. Items are numbered for reference.

TABLE 2.  TOWN AMENDMENTS
----------------------------------------------------------------------------------
No.   County section   Town change
----  ---------------  -----------------------------------------------------------
2.1   22.03(21)        In the definition of "substantially altered," strike "more
                       than twenty percent (20%)" and insert "ten percent (10%)
                       or more".
2.2   22.08(1)         Strike "twenty-four (24) months" and insert "fifteen (15)
                       months" as the period without use after which a storage
                       facility shall be closed.
2.3   22.13            Strike the forfeiture range and insert "not less than $200".
----------------------------------------------------------------------------------

SECTION 3.  KARST PROTECTION AREA

3.1  Storage.  No person may construct a new manure storage facility in the Karst Protection Area.
"""


def test_rows_numbered_under_their_sections_number_are_units_cited_by_it() -> None:
    """A table of amendments numbers its rows "2.1", "2.2" ... in Section 2 ("Items are numbered for reference"):
    each row is a unit of its own, cited by its number; each is judged on the text it inserts, not the text it
    strikes."""
    from ordinance_review.review import review_provisions

    info, provisions = segment(load_text(AMENDMENTS, "amend.txt"))
    by_label = {p.label: p for p in provisions}
    assert {"2.1", "2.2", "2.3", "Section 3.1"} <= set(by_label)
    assert "fifteen (15)" in by_label["2.2"].text and "22.13" not in by_label["2.2"].text
    verdicts = {f.provision_id: f.verdict for f in review_provisions(info, provisions).findings}
    assert verdicts[by_label["2.1"].id] == "exceeds"  # 10% against the state's more than 20%
    assert verdicts[by_label["2.2"].id] == "exceeds"  # 15 months against 24, not the struck 24 against 24
