"""Notes printed inside a section, and an exhibit that holds one operation's permit conditions.

Why: Municode prints an unstarred "Editor's note—" between a section's last subsection and its history
line; the note closes nothing, and the history line still dates the section (NR 151.096(1)(b)2. turns
on it). An exhibit titled as the conditions of one named operation's permit holds uncodified conditions
(NR 151.096(3)), whatever note follows it. Texts are invented; each is read as text and as a real PDF.
"""

from __future__ import annotations

import datetime as dt

import pytest
from segment_support import read_layout

from ordinance_review import ingest
from ordinance_review.segment import segment

MUNICODE = """\
ARTICLE VII. - LIVESTOCK FACILITIES

Sec. 32-214. - Manure storage.
(a) Siting. No manure storage facility shall be located:
(1) Within 500 feet of a private well; or
(2) Within 1,000 feet of a lake.
(b) Design. Every manure storage facility shall be designed and built to NRCS Standard 313.
Editor's note— Ord. No. 2019-4, § 1, adopted May 21, 2019, amended subsection (b).
(Ord. No. 2013-09, § 2, 4-16-2013; Ord. No. 2019-4, § 1, 5-21-2019)

Sec. 32-215. - Closure.
A manure storage facility unused for 18 months shall be closed according to NRCS Standard 360.
(Ord. No. 2013-09, § 2, 4-16-2013)
"""

TOWN = """\
TOWN OF BRIXHAM
MANURE STORAGE ORDINANCE

STORAGE

1. No manure storage facility may be built within 600 feet of a private well.

2. Every storage facility shall be emptied to the margin of safety before December 1.

Adopted this 12th day of April, 2021.

Exhibit A — Conditions of Approval for the Hilltop Dairy storage permit

1. The permittee shall sample the monitoring wells twice a year.
2. The permittee shall keep the basin two feet below its rim.
"""




@pytest.mark.parametrize("layout", ["text", "single"])
def test_an_editors_note_inside_a_section_leaves_its_history_line_to_date_it(layout: str) -> None:
    _, provisions = read_layout(MUNICODE, layout)
    by_label = {p.label: p for p in provisions}
    assert set(by_label) >= {"Sec. 32-214(a)(1)", "Sec. 32-214(a)(2)", "Sec. 32-214(b)", "Sec. 32-215"}
    dates = {h.date for h in by_label["Sec. 32-214(b)"].history}
    assert dt.date(2013, 4, 16) in dates and dt.date(2019, 5, 21) in dates
    assert "Editor" not in by_label["Sec. 32-214(b)"].text


@pytest.mark.parametrize("layout", ["text", "single"])
def test_an_exhibit_of_one_named_operations_permit_conditions_is_permit_conditions(layout: str) -> None:
    _, provisions = read_layout(TOWN, layout)
    kinds = {p.label: p.instrument for p in provisions}
    assert kinds["1."] == "ordinance" and kinds["2."] == "ordinance"
    assert kinds["Exhibit A, 1."] == "permit_conditions" and kinds["Exhibit A, 2."] == "permit_conditions"


WRAPPED_NOTE = """\
ARTICLE II. - STORAGE

Sec. 22-8. - Closure of idle storage facilities.
(a) A storage facility unused for 18 months shall be closed.
(b) If the owner fails to close a storage facility, the department may close it.
(Ord. No. 97-6, § 2, 5-13-97)
Editor's note-- The standards of Wis. Admin. Code ch. NR
151.05(3) use a 24-month period.

Sec. 22-9. - Penalties.
Any person who violates this article shall forfeit not more than $500.
"""


def test_an_editors_note_wrapped_before_a_number_is_read_to_its_end() -> None:
    _, provisions = segment(ingest.load_text(WRAPPED_NOTE, "t.txt"))
    by_label = {p.label: p for p in provisions}
    assert set(by_label) == {"Sec. 22-8(a)", "Sec. 22-8(b)", "Sec. 22-9"}
    assert "24-month" not in by_label["Sec. 22-8(b)"].text


PARDEE_LIKE = """\
28.903  USES.
  (1) GENERAL. No land in the district may be used except as Table 28.903(2) allows.
  (2) TABLE OF USES.

            Table 28.903(2)  USES IN THE OVERLAY

   No.   Use                                                          Zone A   Zone B
   1.    Land application of liquid manure by tanker or irrigation       C        P
   2.    Earthen manure storage facility lacking a synthetic liner       X        X
   3.    Unconfined manure pile of any size for any length of time       X        X

History: Cr. Ord. 99-14, 11-16-99; r. and recr. (2) Ord. 2009-05, 3-17-09.

28.904  PERFORMANCE STANDARDS.
  (1) STORAGE DESIGN. Each manure storage facility shall be designed to NRCS Standard 313.
  (2) CLOSURE.
    (a) A facility that has not been used for twelve months shall be closed within six months.
    (b) Closure shall be completed in accordance with NRCS Standard 360.
  (3) WELLS. The operator shall have each well on the farm sampled every year for nitrate.
History: Cr. Ord. 99-14, 11-16-99; am. (2)(a) Ord. 2009-05, 3-17-09; cr. (3) Ord. 2019-22, 7-16-19.
"""


def test_a_history_line_naming_subunits_dates_them_after_a_table_split_into_rows() -> None:
    """The rows of 28.903(2)'s table become units of their own; the history line under 28.904 still belongs to
    28.904 and dates the subunits it names (and a row of a recreated table is recreated with it)."""
    _info, provisions = segment(ingest.load_text(PARDEE_LIKE, "x.txt"))
    by = {p.label: {(h.action, h.date) for h in p.history} for p in provisions}
    assert ("amended", dt.date(2009, 3, 17)) in by["28.904(2)(a)"]
    assert ("created", dt.date(2019, 7, 16)) in by["28.904(3)"]
    assert not any(d == dt.date(2009, 3, 17) for _a, d in by["28.904(2)(b)"])
    row = next(label for label in by if label.endswith("No. 2"))
    assert ("repealed_and_recreated", dt.date(2009, 3, 17)) in by[row]


def test_the_rows_of_a_use_table_read_under_the_rule_that_makes_the_table_the_law() -> None:
    """ "No land ... may be used except as Table 28.903(2) allows" leads the rows, not a later unit that only cites
    the table ("... does not conform to Table 28.903(2) ... may not expand")."""
    text = PARDEE_LIKE + ("28.905  NONCONFORMING USES. An operation that does not conform to Table 28.903(2) may continue, "
                          "but may not expand.\n")
    _info, provisions = segment(ingest.load_text(text, "x.txt"))
    row = next(p for p in provisions if p.label.endswith("No. 2"))
    assert "except as Table 28.903(2) allows" in row.lead_in and "may not expand" not in row.lead_in


STATUTE_NOTES = """CHAPTER 17  MANURE STORAGE

17.01   ADOPTION. This chapter was adopted by the Wrenmoor County Board by Ord. 93-6 on May 18, 1993.
   History: Cr. Ord. 93-6.

17.06   DESIGN STANDARDS.
   (1) Each manure storage facility shall be designed to NRCS standard 313.
   (2) No earthen facility may be built within ten feet of bedrock.
   (3) Reserved.
   (4) A depth marker shall be kept in every liquid facility.
   History: Cr. Ord. 93-6; subs. (1) and (4) am. Ord. 2011-04; sub. (3) r. Ord. 2011-04.

17.09   LAND APPLICATION.
   (1) Manure shall be applied according to a nutrient management plan.
   (2) Manure may not be spread on frozen ground between December 15 and March 15.
   (3) Manure applied in a water quality management area shall be incorporated within 24 hours.
   History: Cr. Ord. 93-6; sub. (1) am. Ord. 2011-04; sub. (2) am. (correcting cross-
reference) Ord. 2011-04; sub. (3) am. Ord. 2019-11.

ADOPTED: Ord. 2011-04 on March 15, 2011; Ord. 2019-11 on August 20, 2019.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_statute_style_note_dates_only_the_units_it_names(layout: str) -> None:
    """A subsection repealed ("sub. (3) r. Ord. 2011-04") dates no unit still printed; a clause naming its unit with
    "sub." before the verb, broken after a parenthesis ("sub. (2) am. (correcting cross-" ⏎ "reference) Ord.
    2011-04"), runs on to its ordinance and the clauses after it."""
    _, provisions = read_layout(STATUTE_NOTES, layout)
    years = {p.label: {h.year or (h.date.year if h.date else None) for h in p.history} for p in provisions}
    assert 2011 not in years["17.06(2)"]
    assert 2011 in years["17.06(4)"]
    assert 2011 in years["17.09(2)"]
    assert 2019 in years["17.09(3)"]
    assert "Ord." not in next(p.text for p in provisions if p.label == "17.09(3)")


TYPED_TABLE = """9.40.060  Closure schedule for existing facilities.
     A.   Facilities existing on May 1, 2008 shall be closed according to the following table:

     No.  Facility                               Closure deadline
     (1)  Facility that is leaking, has failed   As stated in the notice, not less than
          structurally, or poses an imminent     60 days nor more than 3 years; less
          threat to groundwater                  than 60 days for an imminent threat
     (2)  Unlined earthen facility in a water    Two (2) years after delivery of the
          quality management area                notice, with cost sharing offered
     (3)  Earthen facility built before 1985     December 31, 2012

     B.   The Department may extend a deadline in the table, but not beyond five years.
"""


def test_a_typed_tables_next_numbered_row_opens_though_the_cell_above_ends_on_no_stop() -> None:
    """The rows of a typed table wrap their cells under the text, not under the number, and the last cell ends on no
    stop ("... for an imminent threat"); the next row's number, back at the row's own indent, opens that row."""
    _, provisions = segment(ingest.load_text(TYPED_TABLE, "t.txt"))
    labels = [p.label for p in provisions]
    assert "9.40.060 A.(2)" in labels and "9.40.060 A.(3)" in labels
    first = next(p for p in provisions if p.label == "9.40.060 A.(1)")
    assert "Unlined" not in first.text


REPRINT = """ORDINANCE NO. 2008-11
OSKIN COUNTY MANURE STORAGE ORDINANCE

1.01  AUTHORITY.  This ordinance is adopted under s. 92.16, Wis. Stats.

1.02  SAVINGS.  Sections 3(b) and 3(d) of Ordinance No. 89-6 remain in force and are reprinted in Appendix B.

Adopted May 20, 2008.

                              APPENDIX B

     Provisions of Oskin County Ordinance No. 89-6 (Animal Waste),
     adopted April 11, 1989, continued in force by 1.02. Reprinted
     without change; not amended since adoption.

     B.1  No person may spread manure within two hundred (200) feet of any well used for drinking water.

     B.2  No manure pit or lagoon shall be built within the regional floodplain of any stream.
"""


@pytest.mark.parametrize("layout", ["text", "single", "two_column"])
def test_an_appendix_reprinting_an_older_ordinance_unamended_dates_its_items_by_that_ordinance(layout: str) -> None:
    """RUBRIC rule 16 dates the text by its own enactment: the items of an appendix that reprints a 1989 ordinance,
    unamended, were enacted in 1989, not by the 2008 ordinance that prints them (whose own date stays 2008)."""
    info, provisions = read_layout(REPRINT, layout)
    assert info.enacted == dt.date(2008, 5, 20)
    items = [p for p in provisions if p.label.endswith(("B.1", "B.2"))]
    assert len(items) == 2
    assert all(any(h.action == "created" and h.date == dt.date(1989, 4, 11) for h in p.history) for p in items)
    own = next(p for p in provisions if p.label.startswith("1.01"))
    assert not any(h.date == dt.date(1989, 4, 11) for h in own.history)
