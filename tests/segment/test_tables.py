"""Tables a provision cites by row or column are read into it (segment.tables)."""

from __future__ import annotations

from segment_support import text_document

from ordinance_review import segment
from ordinance_review.segment import tables

LINES = [
    "Table 7-1 LIQUID MANURE LIMITS BY SOIL DEPTH",
    "(gallons per acre)",
    "+-----+------------------+--------------+------------------+",
    "| Row | Soil depth       | Sand or clay | Sandy loam, loam |",
    "|     |                  |              | or silt loam     |",
    "+-----+------------------+--------------+------------------+",
    "| 1   | Less than 2 feet | No mechanical application       |",
    "| 2   | 2 to 3 feet      | 6,750 per    | 13,500 per year  |",
    "|     |                  | year         |                  |",
    "+-----+------------------+--------------+------------------+",
    "Page 4",
    "Table 7-1 (continued)",
    "| Row | Soil depth       | Sand or clay | Sandy loam, loam |",
    "| 3   | 3 to 5 feet      | 6,750 per week | 13,500 per week |",
]


def test_rows_heads_wrapped_cells_and_continued_parts_are_read() -> None:
    table = tables.read_tables(LINES)["7-1"]
    assert table.heads == ["Row", "Soil depth", "Sand or clay", "Sandy loam, loam or silt loam"]
    assert [label for label, _ in table.rows] == ["1", "2", "3"]
    assert table.rows[1][1][2] == "6,750 per year"  # the cell wrapped onto the next line


def test_a_rule_taking_its_figure_from_rows_gets_those_rows() -> None:
    found = tables.read_tables(LINES)
    text = "Liquid manure may not exceed the rate shown in Row 2 or Row 3 of Table 7-1 for the soil texture."
    cited = tables.cited(text, found)
    assert "row 2: Soil depth: 2 to 3 feet; Sand or clay: 6,750 per year" in cited
    assert "row 3" in cited and "row 1" not in cited


def test_rows_under_a_lead_in_that_names_the_table() -> None:
    found = tables.read_tables(LINES)
    lead = "Each field shall receive no more than the rate shown in Table 7-1 for its depth, as follows:"
    assert "row 1: Soil depth: Less than 2 feet" in tables.cited("For the shallowest soils, the rate in Row 1.", found, lead)
    assert tables.cited("For the shallowest soils, the rate in Row 1.", found, "") == ""


def test_a_row_that_names_who_a_duty_falls_on_lends_no_figure() -> None:
    """"The operator of each field described in Row 2 ..." reads its rows; "Rows 1 and 2 do not apply to
    ..." and "an operation described in Row 2 shall file its plan" take no figure from them."""
    found = tables.read_tables(LINES)
    assert tables.cited("Rows 1 and 2 of Table 7-1 do not apply to a field that is pastured.", found) == ""
    assert tables.cited("Each operator described in Row 2 of Table 7-1 shall file a copy of its plan.", found) == ""


def test_rows_and_a_column_of_one_table_are_those_cells() -> None:
    lines = [
        "Table 5-1 SEPARATION DISTANCES (feet)",
        "| Row | Feature   | Column 1 | Column 2 |",
        "|     |           | Storage  | Spreading |",
        "| A   | Lake      | 1,000    | 200      |",
        "| B   | Stream    | 500      | 100      |",
        "| C   | Residence | 600      | --       |",
    ]
    found = tables.read_tables(lines)
    cited = tables.cited("No manure may be spread closer to a feature in Rows A through B of Table 5-1 than the "
                         "distance shown in Column 2 of that table.", found)
    assert cited == ("Table 5-1, row A: Feature: Lake; Column 2 Spreading: 200. "
                     "Table 5-1, row B: Feature: Stream; Column 2 Spreading: 100.")


def test_segmented_provisions_carry_the_cells_they_cite() -> None:
    text = "\n".join([
        "7.02 LIMITS. (1) No person may apply liquid manure at more than the rate shown in Row 2 of Table 7-1.",
        "(2) The department may inspect any field.",
        *LINES,
    ])
    _info, provisions = segment.segment(text_document(text))
    by = {p.label: p for p in provisions}
    assert "6,750 per year" in by["7.02(1)"].refers
    assert by["7.02(2)"].refers == ""


UNLABELED = [
    "TABLE 1. SEPARATION DISTANCES (feet)",
    "+--------------------+----------+----------+",
    "|                    | Column A | Column B |",
    "| Feature            | Storage  | Pile     |",
    "+--------------------+----------+----------+",
    "| Navigable stream   | 500      | 300      |",
    "| Private well       | 400      | [b]      |",
    "| Sinkhole or other  | 300      | [b]      |",
    "|   direct conduit   |          |          |",
    "+--------------------+----------+----------+",
    "Notes to Table 1:",
    "[b] No pile may be placed in a water quality",
    "management area.",
    "History: Cr. Ord. 2014-2.",
]


def test_rows_named_by_their_subject_and_the_notes_their_cells_mark() -> None:
    table = tables.read_tables(UNLABELED)["1"]
    assert [cells[0] for _, cells in table.rows] == ["Navigable stream", "Private well", "Sinkhole or other direct conduit"]
    assert table.notes == {"b": "No pile may be placed in a water quality management area."}
    found = {"1": table}
    # "Table 1, column B" and "in column A" after the table was named
    assert tables.cited("Piles within the distance shown in Table 1, column B, shall be covered.", found).count("a row") == 3
    column_a = tables.cited("No storage facility may be closer to a feature listed in Table 1 than the distance "
                            "shown for that feature in column A.", found)
    assert "Column A Storage: 500" in column_a and "Note [b]" not in column_a  # column B's note is not read
    well = tables.cited("No manure may be stored within the distance shown in Table 1 of a private well.", found)
    assert well.startswith("Table 1, a row: Feature: Private well; Column A Storage: 400") and "stream" not in well


def test_items_under_a_lead_in_read_the_row_of_their_subject() -> None:
    found = tables.read_tables(UNLABELED)
    lead = "Each new facility shall meet the requirement that Table 1 sets for each of the following:"
    assert "Private well" in tables.cited("(b) Distances to private wells.", found, lead)
    assert tables.cited("(c) The fee for a permit.", found, lead) == ""
    assert tables.cited("(b) Distances to private wells.", found, "Table 1 lists the distances.") == ""
