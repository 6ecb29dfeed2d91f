"""Tables whose rows are rules: a spreading calendar's numbered rows and its notes, a size-class matrix's
lettered rows; and the marks of older and scanned copies (sections numbered in words, terse amendment notes,
a speck before a number)."""

from __future__ import annotations

import datetime as dt

from ordinance_review import ingest
from ordinance_review.segment import segment

CALENDAR = """\
TOWN OF ALDERBROOK MANURE APPLICATION ORDINANCE

SECTION 6 - WINTER CALENDAR

6.1  Calendar. Manure application in the months shown is governed by the
following calendar. Each numbered line is a separate rule.

  LAND CONDITION                                  Nov  Dec  Jan  Feb  Mar
  --------------------------------------------------------------------
  (1) Frozen or snow-covered ground, any field     R    X    X    X    R
  (2) Slope greater than 9 percent, any ground     X    X    X    X    X
      condition
  (3) Within 400 ft of any private well, any       X    X    X    X    X
      ground condition
  --------------------------------------------------------------------

  Notes to calendar:
  (a) "X" means that no manure of any kind may be applied in that month.
  (b) "R" means that only solid manure may be applied in that month.

6.2  Emergency application. The Town Chairperson may authorize an emergency
application when a storage facility is about to overflow.
"""


def test_a_calendars_rows_are_units_and_its_notes_are_the_sections() -> None:
    """A row ending in its month marks ("... any field  R X X X R") ends no sentence the next row's number goes on;
    the notes lettered under "Notes to calendar:" belong to 6.1, which prints the calendar, not to its last row."""
    _info, provisions = segment(ingest.load_text(CALENDAR, "x.txt"))
    labels = [p.label for p in provisions]
    assert labels == ["Section 6.1", "Section 6.1(1)", "Section 6.1(2)", "Section 6.1(3)", "Section 6.1(a)", "Section 6.1(b)",
                      "Section 6.2"]
    row = next(p for p in provisions if p.label == "Section 6.1(3)")
    assert row.text.startswith("Within 400 ft of any private well") and "ground condition" in row.text
    assert "Nov Dec Jan Feb Mar" in row.lead_in


def test_a_note_list_after_a_plain_row_stays_with_its_table() -> None:
    """ "Notes to Table 2:" whose notes are footnote marks ("[a]") opens nothing: the last unit keeps them."""
    text = """\
2.1  Setbacks. Each facility shall meet these distances:
  (a) From a private well, 300 feet.
  (b) From a stream, 500 feet.
  Notes to Table 2:
  [a] Measured from the nearest edge of the facility.
2.2  Fees. The fee is set by the Board.
"""
    _info, provisions = segment(ingest.load_text(text, "x.txt"))
    assert [p.label for p in provisions] == ["2.1(a)", "2.1(b)", "2.2"]


MATRIX = """\
23.07  REQUIREMENTS BY OPERATION SIZE. Each operation shall meet the requirement in Table 23.07 in the
column for its size class.

                             Fewer than 500        500 to 999           1,000 or more
                             animal units          animal units         animal units
-----------------------------------------------------------------------------------------
R-1   Storage capacity     As designed under     180 days of manure   365 days of manure
                           NRCS 313              and wastewater       and wastewater
-----------------------------------------------------------------------------------------
R-2   Unconfined manure    Prohibited in the     Same                 Same
      piles                water quality
                           management area
-----------------------------------------------------------------------------------------
R-3   Soil tests on        Every 4 years         Every 2 years        Every year
      fields receiving
      manure
-----------------------------------------------------------------------------------------
"Same" means the entry in the first column applies to that size class.

23.08  ADDITIONAL STANDARDS. No person may stack manure within 200 feet of a well.
"""


def test_a_matrix_row_that_opens_on_its_cells_goes_on_the_run_of_rows() -> None:
    """R-1 reads as a rule; R-2 and R-3 open on cells ("Unconfined manure Prohibited in the Same Same"), and as the
    next numbers of the same table they are rows of it too, cited under the section."""
    _info, provisions = segment(ingest.load_text(MATRIX, "x.txt"))
    labels = [p.label for p in provisions]
    assert labels == ["23.07", "23.07 R-1", "23.07 R-2", "23.07 R-3", "23.08"]
    assert "Every year" in next(p for p in provisions if p.label == "23.07 R-3").text


def test_a_list_of_district_names_opens_no_run_of_rows() -> None:
    text = """\
4.1  DISTRICTS. The following districts are established:
R-1        Single-Family Residential District     20,000 sq ft
R-2        Two-Family Residential District        15,000 sq ft
4.2  USES. Livestock may be kept only in the A-1 district.
"""
    _info, provisions = segment(ingest.load_text(text, "x.txt"))
    assert not any("R-" in p.label for p in provisions)


WORDS = """\
DUNBAR COUNTY ANIMAL WASTE ORDINANCE
Adopted November 18, 1997

SECTION FOUR - DEFINITIONS

(A) "Animal unit" has the meaning given in s. NR 243.03.

SECTION SEVEN - STANDARDS

(A) No manure storage facility may be placed within 300 feet of a well.
(B) Each facility shall be designed under NRCS 313.
"""


def test_a_section_numbered_in_words_keeps_its_printed_capitals() -> None:
    """ "SECTION FOUR" is cited as printed ("SECTION FOUR (A)"): the label is built from the printed tokens."""
    _info, provisions = segment(ingest.load_text(WORDS, "x.txt"))
    assert [p.label for p in provisions] == ["Section FOUR(A)", "Section SEVEN(A)", "Section SEVEN(B)"]


SCAN = """\
VENNDALE COUNTY CODE
CHAPTER 4 ANIMAL WASTE
Adopted by the County Board March 21, 1995, Ordinance No. 95-6
Portions amended June 15, 2004, Ordinance No. 2004-11

4.06  DESIGN STANDARDS.
(1)  Every new facility shall be designed under NRCS Technical Standard 313.
   Note: Sub. (1) amended 6-15-2004, Ord. 2004-11.
(2)  No earthen facility shall be built where bedrock lies within five feet
of its bottom.
~(3)  No facility shall be located within 250 feet of a private well.

4.08  CLOSURE.
(1)  A facility unused for 18 months shall be closed.
(2)  Closure shall follow NRCS Technical Standard 360.
   Note: 4.08 amended in its entirety 6-15-2004, Ord. 2004-11.
"""


def test_terse_amendment_notes_date_the_units_they_name_and_a_speck_before_a_number_is_dropped() -> None:
    """ "Note: Sub. (1) amended 6-15-2004, ..." dates (1) only; "Note: 4.08 amended in its entirety ..." dates the
    whole section as recreated; "~(3)" (a speck a scan's OCR read before the number) opens (3)."""
    _info, provisions = segment(ingest.load_text(SCAN, "x.txt"))
    by = {p.label: {(h.action, h.date) for h in p.history} for p in provisions}
    assert ("amended", dt.date(2004, 6, 15)) in by["4.06(1)"]
    assert not by["4.06(2)"] and not by["4.06(3)"]
    assert ("repealed_and_recreated", dt.date(2004, 6, 15)) in by["4.08(1)"]
    assert ("repealed_and_recreated", dt.date(2004, 6, 15)) in by["4.08(2)"]


def test_a_matrix_whose_first_row_opens_on_its_cells_is_read_from_its_second_row() -> None:
    """ "R-1   Liner   Per NRCS 313 ..." reads as no sentence, but "R-2" follows it under the same letters with a
    requirement's words: the two open a run of rows (a list of district names and lot sizes never does)."""
    text = """\
23.07  REQUIREMENTS BY OPERATION SIZE. Each operation shall meet the requirement in Table 23.07 in the
column for its size class.

                             Fewer than 500        500 to 999           1,000 or more
-----------------------------------------------------------------------------------------
R-1   Liner                Per NRCS 313          Per NRCS 313         Synthetic liner over
                                                                      a leak detection system
-----------------------------------------------------------------------------------------
R-2   Unconfined manure    Prohibited in the     Same                 Same
      piles                water quality
                           management area
-----------------------------------------------------------------------------------------
23.08  ADDITIONAL STANDARDS. No person may stack manure within 200 feet of a well.
"""
    _info, provisions = segment(ingest.load_text(text, "x.txt"))
    assert [p.label for p in provisions] == ["23.07", "23.07 R-1", "23.07 R-2", "23.08"]


def test_a_disposition_tables_repealed_ordinance_dates_no_text_in_force() -> None:
    """A Code Publishing chapter's disposition table lists the 1988 ordinance the 1999 chapter repealed; the chapter
    in force was enacted in 1999 (its history lines say so), not in 1988."""
    text = """\
Chapter 8.24
AGRICULTURAL ANIMALS ON ANNEXED LAND

8.24.010 Purpose. This chapter governs livestock on annexed land. (Ord. 1120 § 1, 1999)

8.24.020 Storage. No manure storage facility may be built within 500 feet of the river.
(Ord. 1423 § 2, 2012; Ord. 1120 § 1, 1999)

                          ORDINANCE DISPOSITION TABLE
     Ord. No.     Date Adopted      Description                  Disposition
     911          4-18-1988         Animals in city limits       Repealed by 1120
     1120         5-17-1999         Agricultural animals         8.24
     1423         11-5-2012         River protection             8.24.020
"""
    info, _provisions = segment(ingest.load_text(text, "x.txt"))
    assert info.enacted == dt.date(1999, 5, 17)


def test_an_excerpts_contents_that_leave_sections_out_are_contents() -> None:
    """ "7.01 ..." to "7.99 Penalties" with "* * *" among them, and only 7.12 and 7.13 printed after: the list is the
    chapter's contents, and the body's sections keep their numbers (not the last entry's, 7.99)."""
    text = """\
                                      CHAPTER 7
                                       ANIMALS
7.01  Dog and Cat Licenses
7.02  Rabies Control
  *   *   *
7.10  Bees
7.12  Keeping of Farm Animals
7.13  Animal Nuisances
7.99  Penalties

  *   *   *   [Sections 7.01 through 7.11 are not reproduced in this excerpt.]   *   *   *

7.12  KEEPING OF FARM ANIMALS.
(1) MANURE. No manure may be stored within 50 feet of a well.
(2) RUNOFF. No runoff from a pen may reach the storm sewer.

7.13  ANIMAL NUISANCES. No person may keep an animal that disturbs the peace.
"""
    _info, provisions = segment(ingest.load_text(text, "x.txt"))
    assert [p.label for p in provisions] == ["7.12(1)", "7.12(2)", "7.13"]


def test_an_appendixs_lettered_rows_open_after_a_row_ending_in_its_figure() -> None:
    """ "B-1 Private well 600 feet" ends without a stop, yet "B-2 Ordinary high water mark ..." is the next row, and
    under "APPENDIX A" the standards it lists ("A-1 NRCS Conservation Practice Standard 313 ...") are its items."""
    text = """\
1.1  Scope. This chapter applies to every storage facility.

APPENDIX A - TECHNICAL STANDARDS INCORPORATED BY REFERENCE

The following standards, in the editions shown, are made part of this chapter.

A-1   NRCS Conservation Practice Standard 313, Waste Storage Facility
      (October 2017), Wisconsin Field Office Technical Guide.

A-2   NRCS Conservation Practice Standard 590, Nutrient Management
      (December 2015), Wisconsin Field Office Technical Guide.

APPENDIX B - SETBACK SCHEDULE

No part of a new storage facility may be located closer to any feature below than the distance shown.

  B-1   Private or non-community water supply well     600 feet
  B-2   Ordinary high water mark of a navigable
        river or stream                                400 feet
  B-3   Property line or public road right-of-way      100 feet
"""
    _info, provisions = segment(ingest.load_text(text, "x.txt"))
    labels = [p.label for p in provisions]
    assert ["A-1", "A-2", "B-1", "B-2", "B-3"] == [label for label in labels if "-" in label]


def test_a_coded_item_captioned_on_a_line_of_its_own_opens_without_a_stop() -> None:
    """ "LS-1  PROPERTY LINE AND ROAD SETBACKS" over "(a) ... (b) ...": the local standard LS-1 and its items."""
    text = """\
ATTACHMENT 1 - LOCAL STANDARDS

LS-1  PROPERTY LINE AND ROAD SETBACKS
   (a) A new livestock structure shall be 350 feet from the property line.
   (b) A waste storage structure shall be 400 feet from a public road.

LS-2  WATER RESOURCE SEPARATION
   (a) No waste storage facility may be sited within 500 feet of a private well.
"""
    _info, provisions = segment(ingest.load_text(text, "x.txt"))
    assert [p.label for p in provisions] == ["LS-1(a)", "LS-1(b)", "LS-2(a)"]
