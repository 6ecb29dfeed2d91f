"""Structures of development sets 260, 262, 263 and 266: a section's re-enactment noted under its heading, an exhibit
of the standard conditions of every permit beside one permit's own conditions, an excerpt's definitions list, a range
of paragraphs kept empty, and typed amendment slips.

Why: each decides whether a unit is read at all, whose it is, or when it was enacted (NR 151.096(1)(b)2. and (3)).
Texts are invented; each is read as text and as a real PDF.
"""

from __future__ import annotations

import datetime as dt

import pytest
from segment_support import read_layout

RECREATED_SECTION = """\
TALLMADGE COUNTY ANIMAL WASTE ORDINANCE
Ordinance No. 91-4, enacted April 16, 1991

SECTION 4.0  STORAGE

4.1  Capacity. Each new facility shall have storage capacity for not less than 180 days.
(Ord. 91-4, 4/16/91)

SECTION 5.0  CLOSURE OF FACILITIES
(Section 5.0 r. and recr. Ord. 02-17, 11/19/02)

5.1  An animal waste storage facility that has not received animal waste for twelve (12) consecutive months
shall be closed.

5.2  Closure shall be performed according to NRCS Conservation Practice Standard 360.

SECTION 6.0  FEES

6.1  Fees shall be set by the county board.
(Ord. 91-4, 4/16/91)
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_re_enactment_noted_under_a_sections_heading_dates_its_units(layout: str) -> None:
    """ "(Section 5.0 r. and recr. Ord. 02-17, 11/19/02)": the statutes' abbreviation of a repeal and recreation."""
    _, provisions = read_layout(RECREATED_SECTION, layout)
    by_label = {p.label: p for p in provisions}
    for label in ("Section 5.1", "Section 5.2"):
        assert dt.date(2002, 11, 19) in {h.date for h in by_label[label].history}, label
    assert dt.date(2002, 11, 19) not in {h.date for h in by_label["Section 6.1"].history}


EXHIBIT = """\
CORBIN COUNTY MANURE STORAGE ORDINANCE

Sec. 26-10. Permit conditions.
A. Every permit issued under this chapter is subject to the Standard Permit Conditions in Exhibit A.
B. The Department may add site-specific conditions to an individual permit.

Exhibit A
Standard Permit Conditions
(Adopted as part of Chapter 26 by Ord. No. 2017-09; attaches to every permit under Sec. 26-10A)

Condition 1. The permittee shall notify the Department three working days before construction begins.

Condition 2. Each liquid manure storage structure shall include a leak detection system checked monthly.

Corbin County Land and Water Resources Department
Manure Storage Permit No. 2019-014 -- Site-Specific Conditions
Permittee: Hollow Ridge Dairy LLC
(Conditions issued under Sec. 26-10B; in addition to Exhibit A)

S-1. No manure shall be applied within 200 feet of the spring on Field 14.

S-2. The permittee shall install one monitoring well down-gradient of Pond No. 2.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_the_standard_conditions_of_every_permit_are_codified_and_one_permits_own_list_opens_apart(layout: str) -> None:
    _, provisions = read_layout(EXHIBIT, layout)
    kinds = {p.label: p.instrument for p in provisions}
    assert kinds["Condition 1"] == "ordinance" and kinds["Condition 2"] == "ordinance"
    assert kinds["S-1"] == "permit_conditions" and kinds["S-2"] == "permit_conditions"
    assert "S-1" not in next(p.text for p in provisions if p.label == "Condition 2")


EXCERPT = """\
HARLAN COUNTY ZONING ORDINANCE (EXCERPT)
Prepared for conditional use applicants. Sections not reproduced are omitted.

17.02 DEFINITIONS. In this chapter, unless the context clearly requires otherwise:
(3) "Animal unit" means the unit of measure assigned to each kind of livestock in ch. ATCP 51.
(21) "Substantially altered" means any change that increases the capacity of a manure storage facility by
    fifteen percent (15%) or more.
(30) "Shoreland setback area" means land lying within 1,000 feet of the ordinary high-water mark of a lake.

17.52 LIVESTOCK FACILITIES.
(1) Scope. This section applies to every livestock facility allowed by conditional use permit.
(2) Storage. Every manure storage facility shall be designed to NRCS Standard 313.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_an_excerpts_definitions_list_prints_only_the_entries_it_needs(layout: str) -> None:
    _, provisions = read_layout(EXCERPT, layout)
    labels = [p.label for p in provisions]
    assert labels[:3] == ["17.02(3)", "17.02(21)", "17.02(30)"]
    assert "17.52(2)" in labels


RESERVED_RANGE = """\
HOLLAND COUNTY MANURE ORDINANCE

1. Authority. This ordinance is adopted under s. 92.15, Wis. Stats.

2. Operation. No manure storage facility may be allowed to overflow.

3. [Repealed 6-9-2015 by Ord. 2015-11.]

4.-9. [Reserved.]

10. Idle facilities. A manure storage facility unused for 18 months shall be closed.

11. Closure standard. Closure shall be carried out according to NRCS Standard 360.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_range_of_paragraphs_kept_empty_leads_to_the_next_printed(layout: str) -> None:
    _, provisions = read_layout(RESERVED_RANGE, layout)
    labels = [p.label for p in provisions]
    assert "10." in labels and "11." in labels
    assert "Idle facilities" not in next(p.text for p in provisions if p.label == "2.")


SLIPS = """\
TOWN OF ALDEN
ORDINANCE NO. 94-2
AN ORDINANCE REGULATING ANIMAL WASTE STORAGE

     5.2  LOCATION.

     (a)  No facility shall be built within three hundred (300) feet
of any private water supply well.

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
     (b)  No facility shall be built within five hundred (500) feet
of any navigable stream.
                                             Amended 5/10/2005
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -

     (c)  The bottom of a facility shall be at least five (5) feet
above bedrock.

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
     (d)  No facility shall be built closer than two hundred (200)
feet to a lot line.
                                             Amended 5/10/2005
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -

     Adopted this 14th day of June, 1994.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_typed_amendment_slips_note_dates_the_unit_it_follows(layout: str) -> None:
    """ "Amended 5/10/2005" typed under each changed unit recurs like a band, but it is each unit's note."""
    info, provisions = read_layout(SLIPS, layout)
    by_label = {p.label: p for p in provisions}
    assert dt.date(2005, 5, 10) in {h.date for h in by_label["5.2(b)"].history}
    assert dt.date(2005, 5, 10) in {h.date for h in by_label["5.2(d)"].history}
    assert not by_label["5.2(a)"].history and not by_label["5.2(c)"].history
    assert "Amended" not in by_label["5.2(b)"].text


CODED_ALONE = """\
OSBORNE COUNTY CODE
Chapter 215. Animal Waste Storage

§ 215-7. Permit conditions.
A.
Every permit is subject to the Standard Permit Conditions set out in Exhibit A.

Exhibit A
Standard Permit Conditions
[Adopted 4-18-2017 by Ord. No. 2017-06 as part of this chapter]

A-1.
Operate and maintain the facility in accordance with the operation and maintenance plan.
A-2.
Keep a permanent, visible depth marker in each liquid storage facility.
A-3.
Sample the leak detection outlet every three months for ammonium-nitrogen.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_coded_item_alone_on_its_line_opens_its_text_on_the_next(layout: str) -> None:
    """A code website's copy prints "A-1." alone, the condition on the next line."""
    _, provisions = read_layout(CODED_ALONE, layout)
    by_label = {p.label: p for p in provisions}
    assert {"A-1", "A-2", "A-3"} <= set(by_label)
    assert by_label["A-2"].text.startswith("Keep a permanent")
    assert by_label["A-1"].instrument == "ordinance"


REPRODUCED = """\
Chapter 118. Livestock Facilities
[HISTORY: Adopted by the Town Board of the Town of Wexley 6-9-2015 by Ord. No. 2015-03. Amendments noted where applicable.]
§ 118-1. Authority.
This chapter is adopted under s. 92.15, Wis. Stats.
§ 118-2. Storage.
Each new waste storage facility shall be designed to NRCS Technical Standard 313.

Appendix A. Ordinance No. 99-2, Manure Storage
[Adopted 3-9-1999 by Ord. No. 99-2. This ordinance remains in effect and is reproduced here as an appendix; it is not part of Chapter 118.]
Section 1. Title. This ordinance is the Town of Wexley Manure Storage Ordinance.
Section 2. No manure storage facility shall be left unused for more than twelve months.
"""


def test_an_appendix_that_reproduces_an_older_ordinance_leaves_the_chapters_enactment_alone() -> None:
    info, provisions = read_layout(REPRODUCED, "text")
    assert info.enacted == dt.date(2015, 6, 9)
    by_label = {p.label: p for p in provisions}
    assert dt.date(1999, 3, 9) in {h.date for h in by_label["Appendix A, Section 2"].history}


SLIP_HEADS = """\
TOWN OF WEXLEY
ORDINANCE NO. 94-2
AN ORDINANCE REGULATING ANIMAL WASTE STORAGE

2.2  "Idle facility" means a facility that has held no waste for twelve
     months.

----------------------------------------------------------------------
  AMENDED 5/10/2005 -- Ord. No. 2005-1 -- Sec. 2.3 is amended to read:
----------------------------------------------------------------------
2.3  "Substantially altered" means any change that enlarges a facility
     by fifteen percent or more.

2.4  MILKHOUSE WASTE.  No person shall discharge milkhouse waste to a
     road ditch.

----------------------------------------------------------------------
  AMENDED 8/13/2012 -- Ord. No. 2012-4 -- Secs. 2.5 and 2.6 created:
----------------------------------------------------------------------
2.5  STREAM ACCESS.  Livestock shall be fenced out of every stream.

2.6  TRANSFER LINES.  Every buried pipe shall be pressure tested.

     Adopted this 14th day of June, 1994.
"""


def test_a_typed_slip_head_dates_the_units_it_names_not_the_unit_above_it() -> None:
    """ "AMENDED 5/10/2005 -- Ord. No. 2005-1 -- Sec. 2.3 is amended to read:" stands above 2.3, read as the end of 2.2."""
    _, provisions = read_layout(SLIP_HEADS, "text")
    dated = {p.label: {h.date for h in p.history} for p in provisions}
    assert dt.date(2005, 5, 10) in dated["2.3"] and dt.date(2005, 5, 10) not in dated["2.2"]
    assert dt.date(2012, 8, 13) in dated["2.5"] and dt.date(2012, 8, 13) in dated["2.6"]
    assert dt.date(2012, 8, 13) not in dated["2.4"]


LABELED_SLIPS = """\
TOWN OF HARWELL
ORDINANCE NO. 94-2

     4.02  LOCATION.  No animal waste storage facility shall be
located:

          (a)  Within one hundred fifty (150) feet of any private
     water supply well.

          (b)  Within five hundred (500) feet of any navigable stream.

------------------------- [ amendment slip ] -------------------------
          (c)  Within two hundred fifty (250) feet of a lot line.
                                        Amended 5/10/2005
----------------------------------------------------------------------

     4.03  STACKING.  No person shall keep an unconfined manure
pile in a water quality management area.
                      Amended 5/10/2005 (cross-reference corrected)

     Adopted this 9th day of August, 1994.
"""


def test_a_slips_labeled_rule_is_furniture_and_a_note_may_carry_its_reason() -> None:
    """ "---- [ amendment slip ] ----" is the slip's edge, no text of (b); "Amended 5/10/2005 (cross-reference
    corrected)" is 4.03's note, its reason in parentheses."""
    _, provisions = read_layout(LABELED_SLIPS, "text")
    by_label = {p.label: p for p in provisions}
    assert "slip" not in by_label["4.02(b)"].text and not by_label["4.02(b)"].history
    assert dt.date(2005, 5, 10) in {h.date for h in by_label["4.03"].history}
    assert "Amended" not in by_label["4.03"].text
