"""Plain text: synthetic positions, form-feed pages, and headers a text file carries mid-stream."""

from __future__ import annotations

from ordinance_review import ingest

CODE = """                               MARLOW COUNTY, WISCONSIN

14.40 AUTHORITY.

(1) This subchapter is adopted under the authority granted by ss.
59.02, 59.03 and 92.16, Wis. Stats.

------------------------------------------------------------------------------------------
Marlow County Code                                                                   14-22

(2) FINDINGS. The Board finds that manure can contaminate groundwater.
   (a) Wells are at risk.
[Amended 4-19-2016 by Ord. No. 2016-07]

------------------------------------------------------------------------------------------
Marlow County Code                                                                   14-23

14.41 DEFINITIONS.
[Amended 4-19-2016 by Ord. No. 2016-07]
(1) "Animal unit" has the meaning given in s. NR 243.05.

------------------------------------------------------------------------------------------
Marlow County Code                                                                   14-24

Section 3
Section 4
"""


def test_text_file_headers_in_the_stream_removed_provisions_kept():
    doc = ingest.load_text(CODE, "code.txt")
    texts = [line.text for line in doc.lines]
    assert not any("Marlow County Code" in t or t.startswith("---") for t in texts)
    assert texts.count("[Amended 4-19-2016 by Ord. No. 2016-07]") == 2
    assert "Section 3" in texts and "Section 4" in texts
    assert "59.02, 59.03 and 92.16, Wis. Stats." in texts
    assert texts[0] == "MARLOW COUNTY, WISCONSIN"


AMERICAN_LEGAL = """Ashmore - Land Use and Natural Resources

§ 8.12.050 MANURE STORAGE FACILITIES.
   (C) Closure.
      (2) Closure shall be completed under NRCS Standard 360 within 90 days.

--------------------------------------------------------------------------------
2023 S-9                                                                     8-41
Ashmore - Land Use and Natural Resources

§ 8.12.060 APPLICATION NEAR TOWN WELLS.
   (A) No manure may be applied within 500 feet of a Town well.

--------------------------------------------------------------------------------
2023 S-9                                                                     8-42
Ashmore - Land Use and Natural Resources

§ 8.12.070 SPILLS.
   (A) A spill shall be reported to the Town within 24 hours.

--------------------------------------------------------------------------------
2023 S-9                                                                     8-43
"""


def test_a_running_title_under_each_page_foot_and_atop_the_first_page_goes():
    """American Legal's running title sits atop the first page and under every later page's supplement line: beside
    the foot twice, at the text's very top once, and nowhere else, it is the band each time."""
    texts = [line.text for line in ingest.load_text(AMERICAN_LEGAL, "code.txt").lines]
    assert "Ashmore - Land Use and Natural Resources" not in texts
    assert "(2) Closure shall be completed under NRCS Standard 360 within 90 days." in texts


def test_text_positions_keep_indentation_and_blank_lines():
    doc = ingest.load_text(CODE, "code.txt")
    by_text = {line.text: line for line in doc.lines}
    assert (
        by_text["(a) Wells are at risk."].x0
        > by_text["(2) FINDINGS. The Board finds that manure can contaminate groundwater."].x0
    )
    first, second = (
        by_text["14.40 AUTHORITY."],
        by_text["(1) This subchapter is adopted under the authority granted by ss."],
    )
    assert second.top - first.top > second.bottom - second.top  # the blank line between them shows
    assert doc.kind == "text" and all(line.page == 1 for line in doc.lines)


def test_form_feeds_are_pages_and_page_furniture_goes():
    pages = [
        f"Town of Birch Hollow Code\n(1) Rule {n} applies to every operator.\n(2) More text.\nPage {n} of 3"
        for n in (1, 2, 3)
    ]
    doc = ingest.load_text("\f".join(pages) + "\f", "t.txt")
    assert [page.number for page in doc.pages] == [1, 2, 3]
    assert [line.text for line in doc.pages[1].lines] == [
        "(1) Rule 2 applies to every operator.",
        "(2) More text.",
    ]


def test_first_lines_of_text_pages_that_only_look_alike_are_kept():
    pages = [f"({n}) The operator of facility {n} shall comply.\nMore text {n}." for n in (1, 2, 3)]
    doc = ingest.load_text("\f".join(pages), "t.txt")
    assert len(doc.lines) == 6


def test_bullets_before_numbered_items_are_dropped():
    """A county web page prints "• A. Authority." for each item of the ordinance it reproduces."""
    text = (
        "BRACKETT COUNTY ANIMAL WASTE ORDINANCE\n\nI. Introduction\n\n"
        "  \u2022 A. Authority. This ordinance is adopted under s. 92.16, Wis. Stats.\n"
        "  \u2022 B. Title. This ordinance may be cited as the Animal Waste Ordinance.\n"
    )
    lines = [line.text for line in ingest.load_text(text, "web.txt").lines]
    assert "A. Authority. This ordinance is adopted under s. 92.16, Wis. Stats." in lines
    assert not [t for t in lines if t.startswith("\u2022")]


def test_a_footer_over_the_next_pages_header_with_the_same_words_is_furniture() -> None:
    """ "Wendmoor County Code 19-2" at a page's foot, a rule, "Wendmoor County Code 19-3" atop the next: the same line
    twice at every break, one under the other, its number rising by one. Read as twice as many lines with numbers
    that do not always rise, it stayed as text, and the section heading under it was no heading."""
    pages = []
    for n in range(1, 5):
        pages.append(("" if n == 1 else f"Wendmoor County Code 19-{n}\n") + f"19.0{n} SECTION {n}.\n  (1) Manure shall be stored under rule {n}.\n"
                     f"  (2) No manure may be applied within {n}00 feet of a well.\n  (3) Records shall be kept.\n"
                     f"                                                     Wendmoor County Code 19-{n}\n"
                     "--------------------------------------------------------------------------------\n")
    doc = ingest.load_text("".join(pages), "code.txt")
    texts = [line.text for line in doc.lines]
    assert not any("Wendmoor County Code" in t for t in texts), texts
    assert "19.02 SECTION 2." in texts
