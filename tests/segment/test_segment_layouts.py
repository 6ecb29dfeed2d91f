"""The same text gives the same provisions whatever the layout it is printed in (issue 18).

A two-column page reflows the text: lines are joined and broken again at the column's edge, so a
row of an amendment table, a section's source note, a permit's title or a signature block comes
out on other lines than on a one-column page. Comparing two versions must never report that as a
change, so the provisions (labels and normalized text) of real PDFs rendered by `pdfgen` in both
layouts, and of the plain text, must be the same.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from ordinance_review import ingest, segment
from ordinance_review.compare import text as tx
from testsupport import pdfgen

# Source notes after sections (one with a nested "(part)", one over two full lines) and an
# amendment table whose wrapped row is only citations ("(F)(1)(b), ... 14.03(C)"); then the
# department's title over an individual permit's heading.
NOTES_TABLE_PERMIT = """TOWN OF ORRIN FALLS
CHAPTER 14 - LIVESTOCK WASTE STORAGE

14.01 PURPOSE. This chapter regulates the storage and spreading of manure in the Town
to protect Orrin Creek and the private wells of the Town from pollution by livestock waste.
(Ord. 96-4 § 1 (part), 1996; Ord. 2008-11 § 1, 2008)

14.02 SETBACKS.
(A) No manure storage facility shall be built within 300 feet of a private well or of Orrin
Creek, or within 500 feet of a dwelling other than the operator's own dwelling.
(B) No manure shall be spread within 100 feet of a private well or on frozen ground.
(Ord. 96-4 § 1 (part), 1996; Ord. 2008-11 § 4 (amending subsections A and D, adding
subsection E), 2008; Ord. 2019-06 § 1 (adding subsection B), 2019)

14.03 PENALTIES. Any person who violates this chapter shall forfeit not less than $50 nor
more than $500 for each violation. Each day of violation is a separate offense.

                          TABLE OF AMENDMENTS TO CHAPTER 14

   Ord. No.     Date adopted     Sections affected
   37           5-19-1999        Chapter 14 adopted
   2007-12      6-12-2007        14.01(B), (E); 14.02(A)(2), (3), (B)(3), (C)(3), (E)(2),
                                 (F)(1)(b), (F)(2)(b), (F)(3); 14.03(C)
   2013-4       3-4-2013         14.02(F)(1)(c), (G); 14.03; 14.04(D)

---------------------------------------------------------------------------------------

                          ORRIN FALLS TOWN LAND CONSERVATION DEPARTMENT
                      ANIMAL WASTE STORAGE PERMIT NO. AWS-2019-07

CONDITIONS OF APPROVAL

Condition 1. No animal waste from this facility shall be spread within 600 feet of the
spring on tax parcel 014-0332 at any time.

Condition 2. The permittee shall keep at least two (2) feet of freeboard in the pond.
"""

# A signature block under the last section: rules to sign on, the names and offices under them.
SIGNATURES = """TOWN OF ORRIN FALLS
LIVESTOCK FACILITY LICENSING ORDINANCE

SECTION 1.  PURPOSE

This ordinance regulates livestock facilities of 500 animal units or more in the Town.

SECTION 2.  SEVERABILITY AND EFFECTIVE DATE

If any part of this ordinance is held invalid, the remainder shall not be affected. This ordinance takes effect on the day after its publication.

Adopted September 13, 2021.

_______________________________          _______________________________
Lorna Vick, Town Chair                       Emmett Szabo, Town Clerk

Published September 22, 2021.
"""


def _provisions(text: str, layout: str):
    if layout == "text":
        doc = ingest.load_text(text, "orrin.txt")
    else:
        doc = ingest.load(pdfgen.render(text, layout=layout, header="Town Of Orrin Falls"), f"orrin.{layout}.pdf", isolate=False)
    return segment.segment(doc)[1]


def _signature(text: str, layout: str) -> list[tuple]:
    """Label, normalized text, the permit it belongs to and its history, provision by provision."""
    return [
        (p.label, tx.norm(p.text), p.part, [(h.action, h.date, h.year) for h in p.history])
        for p in _provisions(text, layout)
    ]


@pytest.mark.parametrize("text", [NOTES_TABLE_PERMIT, SIGNATURES], ids=["notes_table_permit", "signatures"])
def test_same_text_same_provisions_in_every_layout(text):
    plain = _signature(text, "text")
    assert plain == _signature(text, "single")
    assert plain == _signature(text, "two_column")


def test_what_each_layout_now_reads_alike():
    by_label = {p.label: p for p in _provisions(NOTES_TABLE_PERMIT, "two_column")}
    # the source notes are history, not text, even run in after the last sentence
    assert "Ord." not in by_label["14.01"].text
    assert [(h.action, h.year) for h in by_label["14.02(B)"].history] == [("created", 1996), ("added", 2019)]
    # the wrapped rows of the amendment table stay text of the section they follow
    assert "2007-12 6-12-2007 14.01(B), (E);" in by_label["14.03"].text
    assert "14.04" not in by_label and by_label["14.03"].text.endswith("14.03; 14.04(D)")
    # the department's title belongs to the permit, not to the section above
    assert "DEPARTMENT" not in by_label["14.03"].text
    assert by_label["Condition 1"].part == (
        "ORRIN FALLS TOWN LAND CONSERVATION DEPARTMENT ANIMAL WASTE STORAGE PERMIT NO. AWS-2019-07"
    )
    signed = {p.label: p for p in _provisions(SIGNATURES, "text")}
    # (the adoption line under the last section closes the body: it is no text of that section)
    assert signed["Section 2"].text.endswith("the day after its publication.")


def test_a_number_that_ends_a_wrapped_citation_at_a_page_edge_is_text() -> None:
    """"... chs. NR 113, NR" ⏎ "204" at the top of a page is the rest of the citation, not a page number."""
    from ordinance_review.segment import furniture

    texts = ["Tessmer County Code", "wastes regulated under Wis. Adm. Code chs. NR 113, NR", "204",
             "and NR 214, unless mixed with manure.", "Page 2 of 5"]
    edges = [True, True, True, False, True]
    stray = furniture.stray_band_lines(texts, edges)
    assert 2 not in stray and 4 in stray


def test_american_legal_notes_reflowed_in_a_narrow_column_stay_notes() -> None:
    """"... after planting. (Ord." ⏎ "2012-19, passed 10-16-2012) Penalty, see § 152.99": the source note
    and its cross-reference are the section's history, not text of the last unit."""
    from segment_support import text_document

    text = ("§ 152.45 CROPLAND PRACTICES.\n"
            "(A) Fields shall have at least 30% of the surface covered by residue after planting. (Ord.\n"
            "2012-19, passed 10-16-2012) Penalty, see § 152.99\n"
            "§ 152.60 VARIANCES.\n"
            "(A) The committee may grant a variance where compliance is not feasible.\n"
            "(Ord. 2004-11, passed 5-18-2004)\n"
            "Penalty, see § 152.99\n")
    _info, provisions = segment.segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert by_label["§ 152.45(A)"].text.endswith("after planting.")
    assert "Penalty" not in by_label["§ 152.60(A)"].text


def test_an_appended_ordinances_title_block_is_not_text_of_the_last_section() -> None:
    from segment_support import text_document

    text = ("§ 6.12.999 PENALTY.\n"
            "   Any person who violates this chapter shall forfeit not more than $500.\n\n"
            "ORDINANCE NO. 2024-05\n\n"
            "AN ORDINANCE TO REPEAL AND RECREATE SECTION\n"
            "6.12.060 OF THE CODE OF ORDINANCES OF THE VILLAGE\n\n"
            "SECTION 1. Section 6.12.060 of the Code is repealed and recreated to read as follows:\n\n"
            "\"§ 6.12.060 MANURE STORAGE.\n\n"
            "   (A) No manure pile may be kept within 300 feet of Fern Creek.\"\n")
    _info, provisions = segment.segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert by_label["§ 6.12.999"].text.endswith("$500.")
    assert "6.12.060" not in by_label and "§ 6.12.060(A)" in by_label


@pytest.mark.parametrize("layout", ["text", "single", "two_column"])
def test_source_lines_date_their_sections_in_every_layout(layout: str) -> None:
    """American Legal's "Source: Ord. 99-07, passed 11-8-1999; Am. Ord. 2004-11, passed 6-14-2004" closes many
    sections: it is no running title on a page, a narrow column's break before the ordinance's number
    ("... Am. Ord." ⏎ "2004-11, passed ...") is no band nor section, and "Penalty, see § 152.99" run on after it
    dates nothing (a labeled development case)."""
    from testsupport import version_pairs as vp

    text = (Path(__file__).parents[2] / "benchmarks" / "extra_cases_71" / "01_harrow_bend_village" / "ordinance.txt").read_text()
    info, provisions = segment.segment(vp.render(text, layout, "harrow"))
    history = {p.label: {(h.action, h.date) for h in p.history} for p in provisions}
    assert info.enacted == dt.date(1999, 11, 8)
    assert ("amended", dt.date(2004, 6, 14)) in history["§ 152.21(A)"]
    assert ("amended", dt.date(2012, 3, 12)) in history["§ 152.12(A)"]
    assert {h[1] for h in history["§ 152.11(A)"]} == {dt.date(1999, 11, 8)}


def test_the_item_after_a_table_floated_across_both_columns_opens_its_own_unit() -> None:
    """A typesetter floats a wide table across both columns and leaves half a line under it; "(b) Odor and
    hours." below it is the next sibling, not the table's last row run on (a labeled development case)."""
    from testsupport import version_pairs as vp

    text = (Path(__file__).parents[2] / "benchmarks" / "extra_cases_66" / "02_ellery_grove_town" / "ordinance.txt").read_text()
    _info, provisions = segment.segment(vp.render(text, "two_column", "ellery"))
    texts = {p.label: p.text for p in provisions}
    assert texts["Sec. 4-2-6(b)"].startswith("Odor and hours.")
    assert "Odor" not in texts["Sec. 4-2-6(a)"]


WRAPPED_HISTORY = """\
CORBIN COUNTY
ANIMAL WASTE STORAGE ORDINANCE
Ordinance No. 94-3
Adopted May 17, 1994

ARTICLE 4 - DESIGN STANDARDS

4.01 CAPACITY. Every new manure storage facility shall hold the manure produced in 180 days.

4.02 LINERS. Every earthen facility shall be lined as NRCS Technical Standard 313 provides.

ARTICLE 5 - OPERATION, MAINTENANCE AND CLOSURE OF STORAGE FACILITIES

(Article 5 repealed and recreated 10/18/2011, Ord. 2011-21 of the County Board)

5.01 OVERFLOW PROHIBITED. The owner or operator of a manure storage facility shall not permit the facility to overflow.

5.02 CLOSURE. An abandoned manure storage facility shall be closed within six months after it becomes abandoned.

ARTICLE 6 - ADMINISTRATION

6.01 NOTICE. The Department shall give written notice of a violation to the owner by certified mail.

6.02 CORRECTION. An owner who receives written notice of a violation of section 5.01 shall correct it within thirty days after the notice is mailed.

6.03 INSPECTION. The Department may enter land subject to this ordinance at reasonable hours to inspect a facility.

AMENDMENT RECORD
Ord. No.   Date adopted       Sections affected
2004-2     February 2, 2004   4.02 (repealed and recreated), 6.01, 6.03 (created), 6.02
2011-21    October 18, 2011   Article 5
"""

CONDITIONS_UNDER_A_WRAPPED_PART = """\
VELLMAR COUNTY ZONING ORDINANCE
Adopted March 19, 1996

Sec. 9.22 LIVESTOCK FACILITIES.

(5) SETBACKS. No livestock structure shall be placed within 100 feet of a property line. (Cr. Ord. 96-2, 3-19-1996)

(6) STANDARD CONDITIONS. Every conditional use permit issued under this section shall contain these conditions, which the Committee shall restate in the permit: (Cr. Ord. 2017-12, 5-16-2017)

(a) The operator shall not allow any manure storage facility to overflow.

(b) The operator shall divert clean water away from every animal lot.

CONDITIONAL USE PERMIT NO. 2023-04
CONDITIONS OF APPROVAL

PART A -- STANDARD CONDITIONS FOR EVERY PERMIT (Zoning Ordinance Sec. 9.22(6))

Condition 1. The Permittee may not permit any manure storage facility on the site to overflow.

Condition 2. Clean water from roofs and upslope areas shall be diverted away from all animal lots.
"""


@pytest.mark.parametrize("layout", ["text", "single", "two_column"])
def test_history_a_narrow_column_wraps_still_dates_its_units(layout: str) -> None:
    """A note under an ARTICLE head, a row of an amendment table and a PART head's citation each wrap in a
    narrow column: "(Article 5 repealed and recreated 10/18/2011, Ord." ⏎ "2011-21 ...)", "... 6.03 (created),"
    ⏎ "6.02" (a unit, not a row of its own) and "PART A -- ... (Zoning Ordinance" ⏎ "Sec. 9.22(6))". Each
    still dates the units it names, so none of them reads as untouched 1990s text."""
    history = {p.label: {(h.action, h.date) for h in p.history} for p in _provisions(WRAPPED_HISTORY, layout)}
    assert history["5.01"] == {("repealed_and_recreated", dt.date(2011, 10, 18))}
    assert history["5.02"] == {("repealed_and_recreated", dt.date(2011, 10, 18))}
    assert ("amended", dt.date(2004, 2, 2)) in history["6.02"]
    assert ("amended", dt.date(2004, 2, 2)) in history["6.01"]
    assert not history["4.01"] and not {a for a, _ in history["6.03"]} - {"created"}
    conditions = {p.label: p for p in _provisions(CONDITIONS_UNDER_A_WRAPPED_PART, layout)}
    assert conditions["Condition 1"].part.endswith("(Zoning Ordinance Sec. 9.22(6))")
    assert {(h.action, h.date) for h in conditions["Condition 2"].history} == {("created", dt.date(2017, 5, 16))}
    assert "Sec. 9.22(6)" not in conditions


NUMBERS_ALONE = """\
HARROWAY COUNTY
LIVESTOCK FACILITY ORDINANCE
Adopted June 17, 2014

PART III  STANDARDS

3.04    NUTRIENT MANAGEMENT
A.   Every operator who applies manure shall have and follow a nutrient management plan.
B.   Each plan shall be prepared by a qualified nutrient management planner.

WINTER APPLICATION OF MANURE
3.05
A.   No liquid manure shall be applied to frozen or snow-covered ground.
B.   Solid manure may be applied to frozen ground only as technical standard 590 allows.

3.06    CLOSURE
A.   Storage facilities.
     a)
     A manure storage facility unused for 24 consecutive months shall be closed.
     b)  Closure shall follow technical standard 360.

3.06A   EXISTING FACILITIES. (Cr. Ord. 2019-4, 5-14-2019)
A.   A leaking facility built before October 1, 2002 shall be repaired or closed within two years of notice.

3.07    PENALTIES
A.   A violation is punishable by a forfeiture of not more than $500 a day.
3-7
Continued operation after notice is a separate offense each day.
"""


@pytest.mark.parametrize("layout", ["text", "single", "two_column"])
def test_numbers_printed_alone_and_inserted_sections_open_their_units(layout: str) -> None:
    """A section number alone on its line under its caption ("3.05" ⏎ "A. ..."), an item letter alone over its
    text ("a)" ⏎ "A manure ..."), and a section inserted by a later amendment ("3.06A" after "3.06") each open
    their own unit; a number alone that no subunit follows ("3-7", a page number) stays furniture or text."""
    by_label = {p.label: p for p in _provisions(NUMBERS_ALONE, layout)}
    assert by_label["3.05 A."].text.startswith("No liquid manure")
    assert by_label["3.05 A."].heading == "WINTER APPLICATION OF MANURE"
    assert "WINTER" not in by_label["3.04 B."].text
    assert by_label["3.06 A. a)"].text.startswith("A manure storage facility unused")
    assert by_label["3.06 A. b)"].text.startswith("Closure shall follow")
    assert by_label["3.06A A."].text.startswith("A leaking facility")
    assert {h.date for h in by_label["3.06A A."].history} == {dt.date(2019, 5, 14)}
    assert not by_label["3.06 A. b)"].history
    assert not any(label.startswith("3-7") for label in by_label)
    assert "Continued operation" in by_label["3.07 A."].text


STATUTE_YEAR_NOTES = """\
OSBORNE COUNTY CODE OF ORDINANCES
CHAPTER 23
ANIMAL WASTE STORAGE

   23.01  AUTHORITY. This chapter is adopted under ss. 59.02, 92.15 and 92.16, Stats.
   History: Cr. 1997; am. 2018.

   23.02  The purpose of this chapter is to prevent pollution of the surface waters and groundwater of the county.
   History: Cr. 1997.

   23.03  STACKING. (1) No unconfined manure pile may be placed within 300 feet of a navigable stream.
   (2) No unconfined manure pile may be placed within 500 feet of a sinkhole.
   (3) Manure may not be stacked on the ground for more than 180 days.
   History: Cr. 1997; am. (2) 2005; r. and recr. (3) 2018.

   23.04  PENALTIES. Any person who violates this chapter shall forfeit not more than $500.
   History: Cr. 1997; am. 2005.

                          LEGISLATIVE HISTORY OF CHAPTER 23
   Ordinance     Adopted              Sections affected
   97-14         August 19, 1997      Chapter created
   05-22         November 15, 2005    23.03 (2), 23.04
   18-6          April 17, 2018       23.01, 23.03 (3)
"""


@pytest.mark.parametrize("layout", ["text", "single", "two_column"])
def test_statute_notes_dated_by_year_reach_the_subunits_they_name(layout: str) -> None:
    """ "History: Cr. 1997; am. (2) 2005; r. and recr. (3) 2018." dates (2) and (3), not (1); a section printed
    without a caption after a finished note ("23.02 The purpose ...") opens its own unit; the legislative history
    table after the last note is the chapter's closing, whose first row enacts it."""
    text_info, provisions = segment.segment(
        ingest.load_text(STATUTE_YEAR_NOTES, "osborne.txt") if layout == "text" else ingest.load(
            pdfgen.render(STATUTE_YEAR_NOTES, layout=layout, header="Osborne County"), f"osborne.{layout}.pdf",
            isolate=False))
    years = {p.label: {(h.action, h.year or (h.date.year if h.date else None)) for h in p.history} for p in provisions}
    assert "23.02" in years and years["23.02"] == {("created", 1997)}
    assert years["23.03(1)"] == {("created", 1997)}
    assert ("amended", 2005) in years["23.03(2)"] and ("repealed_and_recreated", 2005) not in years["23.03(2)"]
    assert ("repealed_and_recreated", 2018) in years["23.03(3)"] and ("amended", 2005) not in years["23.03(3)"]
    assert text_info.enacted == dt.date(1997, 8, 19)
    assert "LEGISLATIVE" not in " ".join(p.text for p in provisions)


LEGAL_NOTICES_PAGE = """\
8B                                       THE LANFORD LEDGER              Thursday, November 24, 2022
                                           LEGAL NOTICES

    NOTICE TO CREDITORS (Informal Administration)
                Case No. 22PR118
  PLEASE TAKE NOTICE THAT:
  1. An application for informal administration was filed.
  2. All interested persons waived notice.
  3. The deadline for filing a claim against the decedent's estate is February 28, 2023.
  Karyn Wold, Probate Registrar
  (Nov. 17, 24, Dec. 1)  WNAXLP

             ORDINANCE NO. 2022-14
    AN ORDINANCE CREATING CHAPTER 17 OF THE LANFORD COUNTY CODE RELATING TO MANURE STORAGE
  The County Board of Supervisors of Lanford County, Wisconsin, does ordain as follows:

Section 1. Title. This chapter is the Lanford County Manure Storage Ordinance.

Section 2. Closure. A storage facility that has received no manure for 24 months shall be closed.

Section 3. Winter spreading. No person may spread manure on frozen ground from February 1 through March 31.

Section 4. Penalties. A person who violates this chapter shall forfeit not more than $500.

Section 5. Effective date. This ordinance takes effect on the day after its publication.
"""


@pytest.mark.parametrize("layout", ["text", "two_column"])
def test_items_of_another_notice_before_the_ordinance_s_title_are_no_provisions(layout: str) -> None:
    """A newspaper's legal-notice page prints the ordinance after a probate notice whose items are numbered
    "1." to "3.": they belong to that notice, not to the ordinance its title and enacting clause open."""
    labels = [p.label for p in _provisions(LEGAL_NOTICES_PAGE, layout)]
    assert labels == [f"Section {n}" for n in range(1, 6)]


DECIMAL_NUMBER_ALONE = """\
TOWN OF HOLLIS RIDGE
ANIMAL WASTE STORAGE ORDINANCE
Adopted March 9, 1999

SECTION 4  PERMITS

4.1   Permit required.
4.1.1 No person shall build or substantially alter a storage facility without a permit.

4.2   Application.
4.2.1
      An application shall include construction drawings signed by a professional engineer.
4.2.2 Each application shall be accompanied by the fee established by resolution of the Board.

4.3   Action on application.
4.3.1 The Zoning Administrator shall act on a complete application within sixty days.
"""


@pytest.mark.parametrize("layout", ["text", "single", "two_column"])
def test_a_decimal_subsection_number_alone_over_its_sentence_opens_it(layout: str) -> None:
    """ "4.2 Application." ⏎ "4.2.1" ⏎ "An application shall include ...": the number alone opens 4.2.1, which is
    no sentence of 4.2."""
    by_label = {p.label: p for p in _provisions(DECIMAL_NUMBER_ALONE, layout)}
    assert by_label["Section 4.2.1"].text.startswith("An application shall include")
    assert by_label["Section 4.2.2"].text.startswith("Each application")
    assert "Section 4.2" not in by_label


def test_a_section_heading_at_a_column_top_that_the_contents_also_list_is_no_band() -> None:
    """"4.12 Appeals" in the contents and "4.12 APPEALS" at the top of the column it opens: the two printings
    carry the same number, where a running band changes its number from page to page."""
    from ordinance_review.segment import furniture

    texts = ["CONTENTS", "4.11 Enforcement and Penalties", "4.12 Appeals", "Pellham County Code",
             "4.11 ENFORCEMENT AND PENALTIES", "Any person who violates this chapter shall forfeit $100.",
             "Pellham County Code", "relief.", "4.12 APPEALS", "Any person aggrieved may appeal within 30 days."]
    edges = [False, False, False, True, False, False, True, True, True, False]
    assert 8 not in furniture.stray_band_lines(texts, edges)
    # (while a head whose number changes from page to page is still one)
    paged = [*texts[:6], "Chapter 4 Page 5", "relief.", "Chapter 4 Page 6", "Any person aggrieved may appeal."]
    assert {6, 8} <= furniture.stray_band_lines(paged, edges)


def test_table_captions_floated_to_page_tops_are_no_band() -> None:
    """"TABLE 4-1" atop one page and "TABLE 5-1" atop another (a typesetter floats each wide table to a page's
    top) differ only in their numbers, as a page band does; but each names its table once, and a band names no
    table."""
    from ordinance_review.segment import furniture

    texts = ["(4) The Column A distance does not apply to a farmstead well.", "TABLE 4-1",
             "MINIMUM SEPARATION DISTANCES (IN FEET)", "Navigable river or stream 500 300",
             "(2) The bottom of each facility shall be separated from bedrock.", "TABLE 5-1",
             "DESIGN REQUIREMENTS BY FACILITY TYPE", "Earthen basin 180 days"]
    edges = [False, True, False, False, False, True, False, False]
    assert not {1, 5} & furniture.stray_band_lines(texts, edges)
    # (a head printed at two pages' tops with its page number changing is still one)
    paged = [*texts[:1], "CHAPTER 4 PAGE 5", *texts[2:5], "CHAPTER 4 PAGE 6", *texts[6:]]
    assert {1, 5} <= furniture.stray_band_lines(paged, edges)
