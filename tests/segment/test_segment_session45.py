"""Session 45: rules coded by subject ("MS-2(a)"), tables a rule leads into, boxed plain-language summaries, typed
notes under capitals headings and a compiled copy's section-by-section history list."""

from __future__ import annotations

import datetime as dt

import pytest
from segment_support import read_layout

CODED = """\
CHAPTER 34 -- AGRICULTURAL WATER QUALITY RULES

PART GEN -- GENERAL PROVISIONS

GEN-1 Authority and Title. This chapter is adopted under ss. 59.02 and 92.15, Wis. Stats.

GEN-2 Applicability.
  (a) These rules apply to every livestock operation in the county.
  (b) No rule of this chapter applies to an operation that existed on October 14, 1997 unless cost
      sharing is available.

PART MS -- MANURE STORAGE

MS-1 Permit Required. A storage permit is required before any person constructs a manure storage facility.

MS-2 Design.
  (a) A manure storage facility shall be designed and built to meet NRCS standard 313.
  (b) A facility built after January 1, 2011 shall contain the runoff of a 25-year, 24-hour storm.

PART WQ -- WATER QUALITY PROHIBITIONS

WQ-1 Overflow. No manure storage facility may be allowed to overflow.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_rules_coded_by_subject_keep_their_codes(layout: str) -> None:
    _info, provisions = read_layout(CODED, layout)
    assert [p.label for p in provisions] == ["GEN-1", "GEN-2(a)", "GEN-2(b)", "MS-1", "MS-2(a)", "MS-2(b)", "WQ-1"]


CODED_PARTS = """\
ASM-1   GENERAL PROVISIONS

ASM-1.1  AUTHORITY. The County Board adopts this chapter under ss. 59.02 and 92.15 of the Wisconsin Statutes.

ASM-1.2  APPLICABILITY. This chapter applies in the shoreland area of the county.

ASM-2   PRACTICES REQUIRED IN THE SHORELAND AREA

ASM-2.1  BUFFER STRIPS. The operator shall keep a buffer strip at least 35 feet wide along each stream.

ASM-2.2  MANURE STORAGE. No earthen manure storage facility may be built in the shoreland area.
"""


def test_a_coded_part_over_its_decimal_sections_is_their_heading() -> None:
    _info, provisions = read_layout(CODED_PARTS, "text")
    assert [p.label for p in provisions] == ["ASM-1.1", "ASM-1.2", "ASM-2.1", "ASM-2.2"]
    assert not any("PRACTICES REQUIRED" in p.text for p in provisions)


TABLE_LED_INTO = """\
15.32.120  Separation distances.
(A)
No new or expanded livestock structure may be located closer to the features listed
below than the distances shown:

     Table 15.32.120
     -----------------------------------------------------------------
     Feature                            Manure storage    Feedlot or
                                        facility          barnyard
     -----------------------------------------------------------------
     Navigable stream                     500 ft            300 ft
     Private well (not the owner's)       400 ft            250 ft
     Sinkhole or other direct conduit     300 ft            300 ft
     -----------------------------------------------------------------

(B)
Distances in Table 15.32.120 are measured horizontally from the nearest edge of the
structure to the nearest edge of the feature.
(C)
A livestock structure that existed on September 21, 2004 within a distance in Table
15.32.120 may be repaired or replaced, so long as the work brings no part of it closer to the feature.
(D)
No manure may be spread within the distance shown in Table 15.32.120 for a private well.
"""


def test_the_rule_that_leads_into_a_table_reads_its_rows() -> None:
    _info, provisions = read_layout(TABLE_LED_INTO, "text")
    by_label = {p.label: p for p in provisions}
    assert "Private well (not the owner's); 400 ft; 250 ft" in by_label["15.32.120(A)"].refers
    assert "Navigable stream" not in by_label["15.32.120(A)"].text  # (the rows stay out of the sentence)
    # how the distances are measured, and a relief for what lies inside them, set no distance of their own
    assert by_label["15.32.120(B)"].refers == ""
    assert by_label["15.32.120(C)"].refers == ""
    assert "Private well" in by_label["15.32.120(D)"].refers


APPENDIX_TABLE = """\
MS-3 Separation Distances.
  (a) No new manure storage facility may be constructed closer to a feature listed in Appendix A
      than the distance stated there for that feature.
  (b) A manure storage facility shall be set back at least 200 feet from any property line.

           APPENDIX A -- SEPARATION DISTANCES
           Feature                                    Distance (feet)
           -----------------------------------------  ---------------
           Navigable stream or spring                  600
           Private well                                400
           Sinkhole or other direct conduit            500

MS-4 Closure. A manure storage facility unused for eighteen months shall be closed.
"""


def test_an_appendix_typed_as_a_table_lends_its_rows_to_the_rule_that_cites_it() -> None:
    _info, provisions = read_layout(APPENDIX_TABLE, "text")
    by_label = {p.label: p for p in provisions}
    assert "Appendix A, a row: Private well; 400 feet." in by_label["MS-3(a)"].refers
    assert "Private well" not in by_label["MS-3(b)"].text
    assert by_label["MS-3(b)"].refers == ""


SUMMARIES = """\
Sec. 24-1. Title. This chapter may be cited as the "Corliss County Manure Management Ordinance."

+----------------------------------------------------------------------------------------+
| SUMMARY: If you get a permit you must:                                                 |
|   (1) test the neighbors' wells every year;                                            |
|   (2) keep your spreading records; and                                                 |
|   (3) put a leak detection system under lined liquid storage.                          |
+----------------------------------------------------------------------------------------+
Sec. 24-2. Permits.
(a) A permit is required before any person constructs a manure storage facility.
(b) The permittee shall sample every private well within 1,000 feet each year.

+----------------------------------------------------------------------------------------+
| SUMMARY: New barns and pits must be at least 350 feet from a neighbor's house.         |
+----------------------------------------------------------------------------------------+
Sec. 24-3. Residential separation. A new manure storage facility shall be located at least 350 feet
from any residence.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_boxed_plain_language_summary_is_no_part_of_the_law(layout: str) -> None:
    _info, provisions = read_layout(SUMMARIES, layout)
    assert [p.label for p in provisions] == ["Sec. 24-1", "Sec. 24-2(a)", "Sec. 24-2(b)", "Sec. 24-3"]
    assert not any("SUMMARY" in p.text or "neighbors' wells" in p.text for p in provisions)


CAPS_NOTES = """\
SAMPLE COUNTY ORDINANCE 91-7
ADOPTED APRIL 16, 1991

23.11  BARNYARDS.

   (1) NO BARNYARD SHALL BE LOCATED WITHIN 100 FEET OF A STREAM.

23.12  EXISTING FACILITIES; NOTICE.
       (SECTION CREATED 8-15-2006, ORD. NO. 2006-19.)

   (1) WHERE THE DEPARTMENT FINDS THAT AN EXISTING FACILITY DOES NOT MEET
       A STATE PERFORMANCE STANDARD, IT SHALL SO NOTIFY THE OWNER.

   (2) THE TIME ALLOWED FOR COMPLIANCE SHALL BE NO SHORTER THAN SIXTY (60)
       DAYS.

23.13  VARIANCES. THE BOARD MAY GRANT A VARIANCE.

23.14  FEES. THE FEE IS SET BY THE BOARD.

   _____________________________          _____________________________
   ELMER J. TOLLEFSON, CHAIRMAN           DORIS A. KETTNER, COUNTY CLERK

   PUBLISHED: SAMPLE COUNTY BANNER, APRIL 25, 1991.

   ORDINANCE NO. 2008-4, AMENDING SECTIONS 23.11 AND
   23.14, ADOPTED MAY 6, 2008.
"""


def test_a_typed_note_under_a_capitals_heading_and_a_capitals_list_date_their_units() -> None:
    _info, provisions = read_layout(CAPS_NOTES, "text")
    dates = {p.label: {e.date for e in p.history} for p in provisions}
    assert dates["23.12(1)"] == {dt.date(2006, 8, 15)} and dates["23.12(2)"] == {dt.date(2006, 8, 15)}
    assert dates["23.11(1)"] == {dt.date(2008, 5, 6)} and dates["23.14"] == {dt.date(2008, 5, 6)}
    assert dates["23.13"] == set()


HISTORY_LIST = """\
TOWN OF OXBECK
ORDINANCE NO. 01-3
(as amended through April 9, 2019)

LEGISLATIVE HISTORY

  Ord. 01-3     adopted June 12, 2001      Original ordinance.
  Ord. 05-1     adopted March 8, 2005      Amendments shown below.
  Ord. 2019-2   adopted April 9, 2019      Amendments shown below.

  Section-by-section:
    Section 4  Permits .................................... 4.1, 4.3: 6/12/2001
                                                            4.2: am. 4/9/2019
    Section 5  Storage Facilities ......................... 5.1: 6/12/2001
                                                            5.2: am. 3/8/2005
                                                            5.3 - 5.4: cr. 4/9/2019
    Section 6  Land Application ........................... 6.1: 6/12/2001
                                                            6.2: am. 3/8/2005
    Section 7  Variances .................................. cr. 3/8/2005

The Town Board of the Town of Oxbeck does ordain as follows:

SECTION 4 - PERMITS

4.1  No person may construct a manure storage facility without a permit.
4.2  An application shall include a nutrient management plan.
4.3  The fee for a permit is $150.

SECTION 5 - STORAGE FACILITIES

5.1  All manure storage facilities shall be built to NRCS standard 313.
5.2  A facility unused for twelve months shall be closed within six months.
5.3  Each earthen facility shall be inspected for leaks every year.
5.4  No person may stack solid manure on the ground within 300 feet of a stream.

SECTION 6 - LAND APPLICATION

6.1  No person shall spread manure on frozen ground between December 1 and March 31.
6.2  Manure applied within 300 feet of a stream shall be incorporated within 72 hours.

SECTION 7 - VARIANCES

The Town Board may grant a variance where strict application would cause hardship.
"""


def test_a_section_by_section_history_list_dates_each_unit_it_names() -> None:
    _info, provisions = read_layout(HISTORY_LIST, "text")
    dates = {p.label.removeprefix("Section "): {(e.action, e.date) for e in p.history} for p in provisions}
    assert dates["4.2"] == {("amended", dt.date(2019, 4, 9))}
    assert dates["5.2"] == {("amended", dt.date(2005, 3, 8))}
    assert dates["6.2"] == {("amended", dt.date(2005, 3, 8))}
    assert dates["5.3"] == dates["5.4"] == {("created", dt.date(2019, 4, 9))}
    assert dates["4.1"] == dates["5.1"] == dates["6.1"] == set()  # (as first adopted)


PENALTY_LINES = """\
22.11  LIVESTOCK ACCESS TO WATERS. In the Tessel River watershed every pasture that adjoins a perennial
stream shall be fenced so as to keep livestock out of the stream and its banks.
Penalty: See s. 22.14.
Cross-reference: Crossings, s. 22.12.

22.12  CROSSINGS. A stream crossing shall be built under NRCS Standard 578.
Penalty: See s. 22.14.

22.14  PENALTIES. Any person who violates this chapter shall forfeit not less than $50 nor more than $500.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_section_s_pointer_to_the_penalty_section_is_no_text_of_it(layout: str) -> None:
    _info, provisions = read_layout(PENALTY_LINES, layout)
    by_label = {p.label: p for p in provisions}
    assert by_label["22.11"].text.endswith("keep livestock out of the stream and its banks.")
    assert by_label["22.12"].text.endswith("built under NRCS Standard 578.")


KEYED_CAPTIONS = """\
Sec. 1    (ss. 92.15, 92.16, Stats.) Authority.
Sec. 2    (NR 151.06) Clean water diversions.

Sec. 1 (ss. 92.15, 92.16, Stats.) Authority. The County Board adopts this chapter under ss. 59.02 and
92.15, Stats.

Sec. 2 (NR 151.06) Clean water diversions.
  (1) Runoff shall be diverted away from a feedlot that lies within a water quality management area.
  (2) Roof gutters and downspouts shall be installed on every building that adjoins a feedlot.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_section_keyed_to_the_state_rule_before_its_caption_keeps_its_number(layout: str) -> None:
    _info, provisions = read_layout(KEYED_CAPTIONS, layout)
    by_label = {p.label: p for p in provisions}
    assert {"Sec. 1", "Sec. 2(1)", "Sec. 2(2)"} <= set(by_label), sorted(by_label)
    assert by_label["Sec. 2(1)"].heading == "Clean water diversions"


LETTERED_SECTIONS = "\n".join(
    f"Section {letter}.  {title}.\n{letter}.1.  The first rule of section {letter} applies to every operation.\n"
    f"{letter}.2.  The second rule of section {letter} applies to every facility.\n"
    for letter, title in zip("FGHIJ", ["STORAGE", "OPERATION", "CLOSURE", "RUNOFF CONTROL", "LAND APPLICATION"],
                             strict=True))


def test_items_numbered_under_their_lettered_section_are_cited_by_their_own_number() -> None:
    _info, provisions = read_layout(LETTERED_SECTIONS, "text")
    assert [p.label for p in provisions] == [f"{letter}.{n}" for letter in "FGHIJ" for n in (1, 2)]
    by_label = {p.label: p for p in provisions}
    # ("Section I." after "Section H." is the ninth letter, and each section is its own, not its predecessor's item)
    assert by_label["I.1"].heading == "RUNOFF CONTROL" and by_label["J.2"].heading == "LAND APPLICATION"


FINER_RECORD = """\
Chapter 9  ANIMALS
[HISTORY: Adopted by the Village Board 3-11-1996 by Ord. No. 96-2. Subsequent amendments noted where applicable.]

§ 9-2. Farm animals.
A. Manure shall not be stockpiled within 200 feet of a well.
B. No barnyard shall be drained so that its runoff flows directly into Pennock Creek.
C. No manure shall be spread on frozen ground within 500 feet of Pennock Creek.
   [Amended 5-12-2015 by Ord. No. 2015-07]
D. Not more than one animal unit per acre of lot area may be kept.

CERTIFICATE OF ADOPTION

I certify that Ordinance No. 2015-07, amending § 9-2 of Chapter 9, was adopted by the Village Board on May 12, 2015.
"""


def test_a_part_s_own_note_is_the_finer_record_of_what_a_certificate_says_was_amended() -> None:
    _info, provisions = read_layout(FINER_RECORD, "text")
    dates = {p.label: {e.date for e in p.history} for p in provisions}
    assert dates["§ 9-2 C."] == {dt.date(2015, 5, 12)}
    assert dates["§ 9-2 A."] == dates["§ 9-2 B."] == dates["§ 9-2 D."] == set()
