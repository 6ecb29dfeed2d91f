"""Tables a provision cites by row or column are read into it (segment.tables)."""

from __future__ import annotations

import pytest
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
    # (the caption gives the bare figures their unit)
    assert cited == ("Table 5-1, row A: Feature: Lake; Column 2 Spreading: 200 feet. "
                     "Table 5-1, row B: Feature: Stream; Column 2 Spreading: 100 feet.")


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


TYPED = [
    "TABLE 4-1",
    "MINIMUM SEPARATION DISTANCES (IN FEET)",
    "Column A Column B",
    "Storage Unconfined",
    "Feature facility manure pile",
    "Part 1. Water resources",
    "Navigable lake, pond or flowage 1,000 1,000",
    "Wetland shown on the wetland inventory 300 300",
    "Sinkhole, quarry or other direct",
    "conduit to groundwater 400 300",
    "Part 2. Property and roads",
    "Property line 100 50",
    "Notes: Distances are measured from the nearest edge of the pile.",
    "Section 4.02 Floodplains.",
]


def test_a_table_typed_with_spaces_is_read_from_each_row_end() -> None:
    """No bars: each row is its name and then as many figures as the heads name columns; a name wrapped
    before its cells, group heads and the notes under the table are not rows."""
    table = tables.read_tables(TYPED)["4-1"]
    assert table.heads == ["", "Column A", "Column B"] and table.unit == "feet"
    assert [cells for _, cells in table.rows] == [
        ["Navigable lake, pond or flowage", "1,000", "1,000"],
        ["Wetland shown on the wetland inventory", "300", "300"],
        ["Sinkhole, quarry or other direct conduit to groundwater", "400", "300"],
        ["Property line", "100", "50"],
    ]
    cited = tables.cited("No unconfined manure pile shall be located nearer to any feature listed in Table 4-1 than "
                         "the distance shown for that feature in Column B.", {"4-1": table})
    assert "Wetland shown on the wetland inventory; Column B: 300 feet." in cited and "400" not in cited


def test_numbered_typed_rows_keep_their_numbers_and_note_marks() -> None:
    lines = [
        "Table 8.35.040",
        "Minimum Separation Distances (feet)",
        "Column A Column B Column C",
        "1. Navigable lake, pond or flowage 1,000 1,000 (1)",
        "2. Private water supply well 400 250 100",
        "3. Lot line of adjoining parcel 100 100 --",
        "(1) See Section 8.35.070(B)(1).",
    ]
    table = tables.read_tables(lines)["8.35.040"]
    assert [label for label, _ in table.rows] == ["1", "2", "3"]
    assert table.rows[1][1] == ["2", "Private water supply well", "400", "250", "100"]
    cited = tables.cited("No stack may be placed within the distance shown in Column B from a feature listed in "
                         "row 2 of Table 8.35.040.", {"8.35.040": table})
    assert cited == "Table 8.35.040, row 2: Private water supply well; Column B: 250 feet."


@pytest.mark.parametrize("lines", [
    # a contents entry, and a wrapped sentence that happens to end in a figure, are no tables
    ["Table 4-1 Minimum Separation Distances .......................... 3", "Navigable river 500 300"],
    ["Table 4-1 applies to every facility.", "(3) No facility shall be placed within", "a lake 1,000"],
])
def test_lines_that_only_look_like_a_typed_table_are_not_read(lines: list[str]) -> None:
    assert tables.read_typed_tables(lines) == {}


def test_a_typed_table_printed_after_a_unit_is_not_that_units_text() -> None:
    """The rows run into the unit printed before them in the flattened text; the unit keeps its own words,
    the sentence citing the table just above its caption included, and gets back only the cells it cites."""
    found = tables.read_tables(TYPED)
    citing = ("No unconfined manure pile shall be located nearer to any feature listed in Table 4-1 than the "
              "distance shown for that feature in Column B. " + " ".join(TYPED[:12]))
    assert tables.without_typed(citing, found) == citing[: citing.index(" TABLE 4-1")]
    other = "The Column A distance does not apply to the owner's own well. " + " ".join(TYPED[:12])
    assert tables.without_typed(other, found) == "The Column A distance does not apply to the owner's own well."


def test_a_sentence_wrapped_onto_a_line_opening_with_the_tables_name_leaves_the_caption_a_caption() -> None:
    """ "... a feature listed in" ⏎ "Table 23.05 than the distance shown for that" ⏎ "feature." ⏎ "TABLE 23.05": the
    narrow column makes the sentence's line look like a caption, and the caption alone ("TABLE 23.05") is no row
    named "TABLE" with the figure 23.05; the table's rows are its own and the unit keeps only its words."""
    lines = ["(a) No new facility may be located closer to a feature listed in",
             "Table 23.05 than the distance shown for that", "feature.", "TABLE 23.05",
             "Feature Minimum distance (feet)", "Private water supply well 400", "Sinkhole, swallet or quarry 500",
             "Property line 50", "Note: Distances are measured from the outside edge of the berm."]
    found = tables.read_tables(lines)
    assert [cells[0] for _, cells in found["23.05"].rows] == ["Private water supply well", "Sinkhole, swallet or quarry",
                                                                "Property line"]
    unit = " ".join(lines)
    assert tables.without_typed(unit, found) == " ".join([*lines[:3], lines[-1]])


def test_typed_rows_whose_cells_carry_units_and_periods_are_read() -> None:
    """ "2 ft to < 3 ft   6,750 gal/acre per year   13,500 gal/acre per year": each cell a figure with its unit
    and period; the row's name ends on a figure's unit, never on the word before a figure ("3 ft to")."""
    texts = ["TABLE 13.05-1", "MAXIMUM LIQUID MANURE RATES ON SHALLOW SOILS", "-" * 40,
             "Depth to bedrock Sand, loamy sand, clay Sandy loam, loam, silt loam,", "clay loam", "-" * 40,
             "2 ft to < 3 ft 6,750 gal/acre per year 13,500 gal/acre per year",
             "3 ft to 5 ft 6,750 gal/acre per week 13,500 gal/acre per week", "-" * 40,
             "(c) Where the depth to bedrock is 3 feet or more but less than 5 feet:"]
    table = tables.read_typed_tables(texts)["13.05-1"]
    assert [cells for _label, cells in table.rows] == [
        ["2 ft to < 3 ft", "6,750 gal/acre per year", "13,500 gal/acre per year"],
        ["3 ft to 5 ft", "6,750 gal/acre per week", "13,500 gal/acre per week"],
    ]
    assert tables._typed_row("Less than 2 feet No mechanical application") is None


def test_a_table_that_lists_features_and_gives_the_distance_after_them_is_cited_whole() -> None:
    """ "... closer to a feature listed in Table 1 than the distance shown for that feature": the figure the rule
    takes is named after the table, so the whole table is read with it; a table only named is not."""
    found = tables.read_typed_tables(["Table 1", "Minimum Separation Distances for New Facilities", "Feature Distance",
                                      "-" * 30, "Property line 50 feet", "Private water supply well 250 feet"])
    cited = tables.cited("No new facility may be located closer to a feature listed in Table 1 than the distance shown "
                         "for that feature:", found)
    assert "Private water supply well; 250 feet" in cited
    assert tables.cited("The features in Table 1 shall be shown on the site plan.", found) == ""
    # (a column named later in the sentence is that column's figure, not the whole table)
    assert tables.cited("No pile may be kept closer to a feature listed in Table 1 than the distance shown for that "
                        "feature in column B, read together with note [b].", found) == ""


def test_typed_rows_whose_cells_are_drawn_one_way_are_read() -> None:
    """A typed row's figures may carry the way they are drawn ("300 upslope" ⏎ "100 downslope")."""
    lines = [
        "Table 2",
        "Separation Distances (feet)",
        "                           Column A       Column B",
        "Navigable river or stream        300            300",
        "Sinkhole or fractured bedrock    300 upslope    300 upslope",
        "Surface inlet of a drainage tile system   300   300 upslope",
        "Private water supply well        400            250",
    ]
    found = tables.read_typed_tables(lines)
    names = [" ".join(cells) for _, cells in found["2"].rows]
    assert any("Surface inlet of a drainage tile system" in n and "300 upslope" in n for n in names)
    assert any(n.startswith("Private water supply well") for n in names)


def test_the_unit_after_a_typed_table_is_a_sibling_not_a_note_of_the_table() -> None:
    """ "(2) Distances in Table 13.02-1 are measured ..." under the table that "(1)" printed reads like a note of the
    table, but the table numbers no notes of its own: it is (1)'s sibling."""
    text = "\n".join([
        "13.02 MANURE STORAGE FACILITIES.",
        "   (A) PERMIT. No person may build a manure storage facility without a permit.",
        "   (B) DESIGN. Every facility shall be built to NRCS 313.",
        "   (C) SETBACKS BY DEPTH TO BEDROCK.",
        "      (1) A manure storage facility may be located only where the following table permits:",
        "",
        "                           TABLE 13.02-1",
        "      Depth to bedrock      Private well      Navigable stream",
        "      5 ft to 10 ft         1,000 ft          1,000 ft",
        "      20 ft or more           300 ft            300 ft",
        "",
        "      (2) Distances in Table 13.02-1 are measured horizontally from the nearest outside edge",
        "   of the storage structure to the nearest edge of the feature.",
        "   (D) CLOSURE. A facility unused for 24 months shall be closed.",
    ])
    _info, provisions = segment.segment(text_document(text))
    labels = [p.label for p in provisions]
    assert "13.02(C)(2)" in labels
    by = {p.label: p for p in provisions}
    assert "measured horizontally" not in by["13.02(C)(1)"].text


def test_a_table_that_numbers_its_notes_keeps_them() -> None:
    text = "\n".join([
        "13.02 MANURE STORAGE FACILITIES.",
        "   (1) No facility may be closer to a feature than the distance in Table 13.02-1.",
        "",
        "                           TABLE 13.02-1",
        "      Feature               Distance",
        "      Private well          1,000 (1)",
        "      Navigable stream        300 (2)",
        "      (1) See Section 13.04.",
        "      (2) Distances are measured from the ordinary high water mark.",
        "",
        "   (2) Every facility shall be built to NRCS 313.",
    ])
    _info, provisions = segment.segment(text_document(text))
    labels = [p.label for p in provisions]
    assert labels.count("13.02(2)") == 1
    assert "NRCS 313" in {p.label: p for p in provisions}["13.02(2)"].text


def test_the_rows_of_a_table_of_standards_are_items_of_the_section_that_prints_it() -> None:
    text = "\n".join([
        "17.05  PERMITS. No person may build a manure storage facility without a permit.",
        "17.06  TABLE OF STANDARDS. Every livestock operation shall meet each standard in the following table.",
        "",
        "   Standard   Requirement",
        "   --------   ----------------------------------------------------------------",
        "   S-1        Manure storage facilities shall be planned, built and kept in repair so",
        "              as to keep leakage to a minimum, as specified in NRCS standard 313.",
        "",
        "   S-2        No new manure storage facility may be constructed anywhere within the",
        "              shoreland zone.",
        "",
        "   S-3        There shall be no overflow of any manure storage facility at any time.",
        "",
        "17.07  EXISTING FACILITIES. A facility that poses an imminent threat shall be upgraded.",
    ])
    _info, provisions = segment.segment(text_document(text))
    labels = [p.label for p in provisions]
    assert ["17.06 S-1", "17.06 S-2", "17.06 S-3"] == [x for x in labels if "S-" in x]
    assert "shoreland zone" in {p.label: p for p in provisions}["17.06 S-2"].text
    assert "17.07" in labels
