"""A code that prints each section's number and caption in a left margin beside its text is read as printed."""

from __future__ import annotations

from ordinance_review import ingest, segment
from testsupport import pdfgen

# (margin, text column) of each printed line; a blank pair is a blank line
ROWS = [
    ("7.01  AUTHORITY", "This chapter is adopted under ss. 92.15 and 92.16,"),
    ("", "Wis. Stats."),
    ("", ""),
    ("7.02  DESIGN AND", "(1)  Every manure storage facility shall be built"),
    ("      CONSTRUCTION", "     to NRCS Standard 313."),
    ("", "(2)  A liquid facility shall hold 180 days of manure"),
    ("", "     whatever the number of animals."),
    ("", ""),
    ("7.03  LOCATION OF", "(1)  No facility shall be located within 500 feet"),
    ("      FACILITIES", "     of any well."),
    ("", "(2)  No facility shall be located in a floodplain."),
    ("", ""),
    ("7.04  LAND", "Manure shall be spread according to a nutrient"),
    ("      SPREADING", "management plan."),
]

EXPECTED_HEADINGS = {"7.01": "AUTHORITY", "7.02(1)": "DESIGN AND CONSTRUCTION", "7.03(2)": "LOCATION OF FACILITIES",
                     "7.04": "LAND SPREADING"}
EXPECTED_TEXTS = {
    "7.02(1)": "Every manure storage facility shall be built to NRCS Standard 313.",
    "7.02(2)": "A liquid facility shall hold 180 days of manure whatever the number of animals.",
    "7.03(1)": "No facility shall be located within 500 feet of any well.",
}


def _typed() -> str:
    return "\n".join(f"{margin:<24}{text}".rstrip() for margin, text in ROWS) + "\n"


def _provisions(doc) -> dict[str, tuple[str, str]]:
    _info, provisions = segment.segment(doc)
    return {p.label: (p.heading, p.text) for p in provisions}


def _check(found: dict[str, tuple[str, str]]) -> None:
    for label, heading in EXPECTED_HEADINGS.items():
        assert found[label][0] == heading
    for label, text in EXPECTED_TEXTS.items():
        assert found[label][1] == text
    assert "SPREADING" not in found["7.04"][1].replace("LAND SPREADING", "")  # the caption's words stay out of the text


def test_a_typed_side_headed_code_keeps_captions_out_of_the_text() -> None:
    _check(_provisions(ingest.load_text(_typed(), "sideheads.txt")))


def test_the_single_layout_prints_a_typed_side_heading_in_its_margin() -> None:
    """The test renderer sets the typed copy's margin apart from its text column, as the printed page does: it used
    to close the gap ("7.02  DESIGN AND (1) Every ..."), a copy no real page gives, and the side-headed code lost its
    labels in every PDF and scan made from it."""
    _check(_provisions(ingest.load(pdfgen.render(_typed(), layout="single"), "sideheads.pdf", isolate=False)))


def test_a_pdf_with_captions_in_a_margin_column_reads_each_subsection_apart() -> None:
    """A word processor sets the caption in a margin column: its words are runs of their own beside the text."""
    pdf = pdfgen.tab_stop_pdf(ROWS, stops=(54, 190), char_width=5)
    _check(_provisions(ingest.load(pdf, "sideheads.pdf", isolate=False)))


def test_a_code_whose_margin_holds_list_designators_is_no_side_headed_code() -> None:
    """ "(1)     Text" typed with a wide gap sets a designator apart, not a caption: the lines stay as they are."""
    text = ("5.1 STANDARDS. Every facility shall meet the following:\n"
            + "".join(f"(   {k})          Item {k} says the facility shall be inspected once each year.\n" for k in range(1, 5)))
    doc = ingest.load_text(text, "items.txt")
    assert [line.text for line in doc.lines][1] == "( 1) Item 1 says the facility shall be inspected once each year."


def test_running_heads_with_numbers_at_both_ends_are_no_side_headings() -> None:
    """Municode's running head ("§ 12-42     ENVIRONMENT     § 12-44") has a number, a word and a number apart."""
    body = "".join(f"Sec. 12-{k}.  Rule {k}.\n\n   (a) The owner shall keep records of manure spread on each field.\n\n"
                   for k in range(40, 46))
    heads = "".join(f"§ 12-{k}                    ENVIRONMENT                    § 12-{k + 1}\n" for k in range(40, 46))
    doc = ingest.load_text(heads + body, "municode.txt")
    assert any(line.text.startswith("§ 12-40 ENVIRONMENT") for line in doc.lines)


# the same code printed three other ways real side-headed codes are: the number at the text column's edge
# with the caption beside it in the margin; the number alone in the margin with the caption under it; and a
# caption in mixed case
CAPTION_BESIDE_NUMBER = [
    ("AUTHORITY", "7.01  This chapter is adopted under ss. 92.15 and 92.16,"),
    ("", "Wis. Stats."),
    ("", ""),
    ("DESIGN AND", "7.02  (1)  Every manure storage facility shall be built"),
    ("CONSTRUCTION", "          to NRCS Standard 313."),
    ("", "      (2)  A liquid facility shall hold 180 days of manure"),
    ("", "           whatever the number of animals."),
    ("", ""),
    ("LOCATION OF", "7.03  (1)  No facility shall be located within 500 feet"),
    ("FACILITIES", "          of any well."),
    ("", "      (2)  No facility shall be located in a floodplain."),
    ("", ""),
    ("LAND", "7.04  Manure shall be spread according to a nutrient"),
    ("SPREADING", "      management plan."),
]
NUMBER_OVER_CAPTION = [
    ("7.01", "This chapter is adopted under ss. 92.15 and 92.16,"),
    ("Authority", "Wis. Stats."),
    ("", ""),
    ("7.02", "(1)  Every manure storage facility shall be built"),
    ("Design and", "     to NRCS Standard 313."),
    ("construction", "(2)  A liquid facility shall hold 180 days of manure"),
    ("", "     whatever the number of animals."),
    ("", ""),
    ("7.03", "(1)  No facility shall be located within 500 feet"),
    ("Location of", "     of any well."),
    ("facilities", "(2)  No facility shall be located in a floodplain."),
    ("", ""),
    ("7.04", "Manure shall be spread according to a nutrient"),
    ("Land spreading", "management plan."),
]


def _typed_rows(rows: list[tuple[str, str]]) -> str:
    return "\n".join(f"{margin:<18}{text}".rstrip() for margin, text in rows) + "\n"


def test_a_caption_beside_a_number_at_the_text_columns_edge_heads_its_section() -> None:
    found = _provisions(ingest.load_text(_typed_rows(CAPTION_BESIDE_NUMBER), "beside.txt"))
    _check(found)


def test_a_number_alone_in_the_margin_takes_the_mixed_case_caption_under_it() -> None:
    found = _provisions(ingest.load_text(_typed_rows(NUMBER_OVER_CAPTION), "under.txt"))
    assert found["7.02(1)"] == ("Design and construction", EXPECTED_TEXTS["7.02(1)"])
    assert found["7.03(2)"][0] == "Location of facilities"
    assert found["7.04"][1] == "Land spreading. Manure shall be spread according to a nutrient management plan."
