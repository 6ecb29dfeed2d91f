"""Structures of session 43's development sets: a typed table's row whose name wraps before its cells; a part of a
chapter the history bracket dates apart from the rest; an amending ordinance whose instructions are lettered parts, or
numbered in words, name several sections at once, or amend by words.

Why: a row read into the row above it loses its own figure and verdict (the receptor and distance decide
whether the row exceeds NR 151.08 or NRCS 590); a chapter dated by its oldest part's adoption exempts units enacted
after October 2002 (NR 151.096(1)(b)2.). Texts are invented; each is read as text and as a real PDF.
"""

from __future__ import annotations

import datetime as dt

import pytest
from segment_support import read_layout

WRAPPED_ROW = """\
CHAPTER 27 - MANURE STACKING

27.06 TEMPORARY FIELD STACKS.
  (1) A temporary field stack shall be removed within ninety days
after stacking begins, and no stack may be placed in the same spot
more than once in any two consecutive years.
  (2) A temporary field stack shall be kept at least the distances in
Table 27.06(2) from the features listed.

     Table 27.06(2) - Minimum separation
     (a)  Navigable lake or flowage, measured
          from the ordinary high-water mark                1,000 ft
     (b)  Navigable river or stream                          300 ft
     (c)  Private water supply well, any direction           500 ft
     (d)  Direct conduit to groundwater, upslope or
          downslope                                          300 ft
     (e)  Residence other than the operator's                600 ft

  (3) No temporary field stack may be placed on land with a slope
greater than six percent.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_rows_name_that_wraps_before_its_cells_opens_its_own_row(layout: str) -> None:
    """ "(c) ... 500 ft" ⏎ "(d) Direct conduit to groundwater, upslope or" ⏎ "downslope 300 ft": the open row ended
    on its distance cell, and the cells under the next number's line are that row's, not a wrapped sentence. (The
    prose is typed no wider than the table, so the open row's line does not stop short of the margin.)"""
    _, provisions = read_layout(WRAPPED_ROW, layout)
    by_label = {p.label: p.text for p in provisions}
    assert by_label["27.06(2)(c)"].endswith("500 ft")
    assert "upslope or downslope 300 ft" in by_label["27.06(2)(d)"]
    assert "600 ft" in by_label["27.06(2)(e)"]
    assert "27.06(3)" in by_label



PART_ADOPTED_APART = """\
Chapter 27
MANURE MANAGEMENT ON TILE-DRAINED LAND

[HISTORY: Adopted by the Board of Supervisors of Harlow County 3-16-2004 by Ord. No. 04-03 (Arts. I and III).
Article II adopted 8-13-1996 by Ord. No. 96-21. Amendments noted where applicable.]

ARTICLE I
General Provisions

§ 27-1. Application to tile-drained land.
A.  No person may apply liquid manure to a tile-drained field unless every tile outlet is checked within 24 hours.

ARTICLE II
Manure Storage Facilities
[Adopted 8-13-1996 by Ord. No. 96-21]

§ 27-5. Storage standards.
A.  A manure storage facility that has not been used for one year shall be closed by its owner.

ARTICLE III
Enforcement

§ 27-9. Violations.
A.  Any person who violates this chapter shall forfeit not less than $50 nor more than $500.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_part_the_history_dates_apart_keeps_its_date_and_the_chapter_keeps_its_own(layout: str) -> None:
    """ "Adopted ... 3-16-2004 ... (Arts. I and III). Article II adopted 8-13-1996": the chapter was enacted in 2004
    (so a unit of Article I is no pre-2002 unit), and Article II's units carry their own 1996 adoption."""
    info, provisions = read_layout(PART_ADOPTED_APART, layout)
    by_label = {p.label: p for p in provisions}
    assert info.enacted == dt.date(2004, 3, 16)
    assert dt.date(1996, 8, 13) in {h.date for h in by_label["§ 27-5 A."].history}
    assert dt.date(1996, 8, 13) not in {h.date for h in by_label["§ 27-1 A."].history}


AMENDED_BY_PARTS = """\
HARLOW COUNTY ANIMAL WASTE STORAGE ORDINANCE
ORDINANCE NO. 89-4
Adopted June 13, 1989

4.2  LOCATION.

     (a) No facility shall be placed within three hundred (300) feet of any private water supply well.

     (b) [Amended by Ord. No. 2003-11. See amendment following the signature page.]

4.3  TRANSFER.  Pipes which carry waste into a facility shall meet the waste transfer standard.

                       ORDINANCE NO. 2003-11
        AN ORDINANCE AMENDING THE HARLOW COUNTY ANIMAL WASTE STORAGE ORDINANCE
Adopted April 15, 2003

     NOW, THEREFORE, the County Board of Supervisors of Harlow County does ordain as follows:

     Part A.  Section 4.2(b) of Ordinance No. 89-4 is amended to
read:

     (b) No facility shall be located within one thousand (1,000) feet of a navigable lake.

     Part B.  Section 4.4 of Ordinance No. 89-4 is created to read:

4.4  MONITORING WELLS.  The owner of an earthen facility shall install three groundwater monitoring wells.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_an_amending_ordinance_in_lettered_parts_places_its_text_in_the_code(layout: str) -> None:
    """ "Part A.  Section 4.2(b) of Ordinance No. 89-4 is amended to read:" is an instruction like "SECTION 1. ...": the
    "(b)" printed under it is the code's 4.2(b), dated by the amending ordinance, not lost under the instruction."""
    _, provisions = read_layout(AMENDED_BY_PARTS, layout)
    by_key = {p.label.removeprefix("Section ").strip(): p for p in provisions}
    assert "1,000" in by_key["4.2(b)"].text
    assert any(h.date == dt.date(2003, 4, 15) for h in by_key["4.2(b)"].history)
    assert "4.4" in by_key
    assert not any(p.label.startswith("Part") for p in provisions)


AMENDED_IN_WORDS = """\
MERROW COUNTY ANIMAL WASTE STORAGE ORDINANCE
ORDINANCE NO. 89-14
Adopted June 20, 1989

SECTION 5.0   OPERATION AND ABANDONMENT

5.2  STORAGE LEVEL.  Waste shall be removed from a facility often enough to prevent overflow.

5.3  ABANDONMENT.  An abandoned facility shall be emptied and the site restored as the Department directs.

5.4  CLOSURE.  Any facility from which no waste has been removed for a period of three (3) years shall be closed.

                         ORDINANCE NO. 2003-07
Adopted March 18, 2003

     The County Board of Supervisors of Merrow County does ordain as follows:

     SECTION ONE.  Sections 5.2 and 5.3 are repealed and recreated, and Section 5.5 is created, to read:

5.2  STORAGE LEVEL.  The level of stored waste shall at no time rise above the margin of safety shown on the plans.

5.3  ABANDONMENT.  The owner of an abandoned facility shall close it within ninety (90) days.

5.5  LINERS.  Every new facility shall have a synthetic liner.

     SECTION TWO.  Section 5.4 is amended by deleting the words "three (3) years" and inserting in their place
"eighteen (18) months".

     SECTION THREE.  This ordinance shall take effect upon passage and publication.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_an_amending_ordinance_numbered_in_words_replaces_every_section_it_names(layout: str) -> None:
    """ "SECTION ONE.  Sections 5.2 and 5.3 are repealed and recreated to read:" names two sections and prints both: each
    printed section replaces the old text (not only the first), and "amended by deleting the words ... and inserting
    ..." leaves the text in force, dated by the amending ordinance (NR 151.096(1)(b)2.)."""
    _, provisions = read_layout(AMENDED_IN_WORDS, layout)
    by_key: dict[str, list] = {}
    for p in provisions:
        by_key.setdefault(p.label.removeprefix("Section ").strip(), []).append(p)
    assert [p.text for p in by_key["5.2"]] == [
        "STORAGE LEVEL. The level of stored waste shall at no time rise above the margin of safety shown on the plans."]
    assert len(by_key["5.3"]) == 1 and "ninety (90) days" in by_key["5.3"][0].text
    closure = by_key["5.4"][0]
    assert "eighteen (18) months" in closure.text and "three (3) years" not in closure.text
    assert any(h.date == dt.date(2003, 3, 18) for h in closure.history)
    assert any(h.date == dt.date(2003, 3, 18) for h in by_key["5.5"][0].history)  # named by the instruction's later clause
