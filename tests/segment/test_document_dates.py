"""Whose date is it: the ordinance's own enactment, a re-adoption of the whole text, a revision, or
another law's date printed in the front matter (RUBRIC rule 16)."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from segment_support import text_document  # noqa: E402

from ordinance_review import segment  # noqa: E402
from ordinance_review.review import review_provisions  # noqa: E402

BODY = ("Section 1. Storage. No manure storage facility shall be located within 500 feet of a navigable stream.\n\n"
        "Section 2. Closure. A manure storage facility that has not been used for 12 months shall be closed.\n")


def _doc(front: str):  # noqa: ANN202
    info, provisions = segment.segment(text_document(f"TOWN OF LITTLE LAKE\nLIVESTOCK ORDINANCE\n\n{front}\n\n{BODY}"))
    return info, review_provisions(info, provisions).findings


@pytest.mark.parametrize(("front", "enacted"), [
    ("This ordinance was originally adopted on May 5, 1997 and was re-adopted with revisions on June 14, 2010.",
     dt.date(2010, 6, 14)),
    ("Originally enacted May 5, 1997. Revised and re-adopted June 14, 2010.", dt.date(2010, 6, 14)),
    ("Ordinance 97-2 (adopted May 5, 1997) is hereby repealed.", None),
    ("Adopted 9-13-1999, re-codified and adopted in full 10-10-2011", dt.date(2011, 10, 10)),
])
def test_a_re_adoption_is_a_new_enactment_and_a_repealed_law_lends_no_date(front: str, enacted: dt.date | None) -> None:
    info, findings = _doc(front)
    assert info.enacted == enacted
    assert all(f.verdict != "exempt_pre2002" for f in findings)


def test_a_revision_that_names_no_unit_ends_every_units_exemption() -> None:
    info, findings = _doc("Adopted May 5, 1997; Revised June 14, 2010")
    assert info.enacted == dt.date(1997, 5, 5) and dt.date(2010, 6, 14) in info.amended
    assert [f.verdict for f in findings] == ["exceeds", "exceeds"]
    assert any("without saying which units" in n for n in findings[0].notes)


def test_pre2002_text_without_later_changes_keeps_its_exemption() -> None:
    _info, findings = _doc("Adopted May 5, 1997")
    assert [f.verdict for f in findings] == ["exempt_pre2002", "exempt_pre2002"]


CODE_WITH_AMENDMENT = """\
CHAPTER 6.12 ANIMALS

§ 6.12.050 PERMITS.
   (A) No person may keep more than ten farm animals without a permit from the village.
(Ord. 94-7, passed 5-9-1994)

§ 6.12.060 MANURE STORAGE.
   [Repealed and recreated by Ord. 2024-05, passed 3-11-2024. The recreated text is printed with that ordinance.]

§ 6.12.999 PENALTY.
   Any person who violates this chapter shall forfeit not more than $500.
(Ord. 94-7, passed 5-9-1994)

ORDINANCE NO. 2024-05

SECTION 1. Section 6.12.060 of the Code is repealed and recreated to read as follows:

"§ 6.12.060 MANURE STORAGE.

   (A) No manure pile may be kept within 300 feet of Fern Creek.

   (B) No person may apply manure in the village on frozen or snow-covered ground."

SECTION 2. EFFECTIVE DATE. This ordinance takes effect the day after publication.

Passed and adopted this 11th day of March, 2024.
"""


def test_a_section_an_appended_amending_ordinance_recreates_is_read_in_its_place_and_dated_then() -> None:
    """Codes are published with their amending ordinances appended: the quoted section after "to read
    as follows:" is the section in force, with the re-creation's date (RUBRIC rule 16)."""
    info, provisions = segment.segment(text_document(CODE_WITH_AMENDMENT))
    by_label = {p.label: p for p in provisions}
    assert "§ 6.12.060(A)" in by_label and "§ 6.12.060(B)" in by_label
    assert "§ 6.12.999(A)" not in by_label
    for label in ("§ 6.12.060(A)", "§ 6.12.060(B)"):
        assert any(h.action == "repealed_and_recreated" and h.date == dt.date(2024, 3, 11)
                   for h in by_label[label].history)
    findings = {f.label: f for f in review_provisions(info, provisions).findings}
    assert findings["§ 6.12.060(B)"].verdict == "exceeds"  # not exempt as 1994 text


CHAPTER_WITH_TABLE = """\
CHAPTER 23 ANIMAL WASTE

23.06 STORAGE STANDARDS. (1) (a) A new facility shall be built to NRCS standard 313.
(b) No facility may be built within 400 feet of a private well.
(2) No facility may be built within 500 feet of a navigable stream.
History: Cr. Ord. 97-3, 3-18-97; am. (1) (a) Ord. 2004-11, 9-21-04.

LEGISLATIVE HISTORY OF CHAPTER 23

Ordinance    Adopted        Sections affected
97-3         3-18-1997      Chapter created
2004-11      9-21-2004      23.06
"""


def test_a_history_table_row_yields_to_the_sections_own_finer_note() -> None:
    """The table says Ord. 2004-11 touched 23.06; the section's note says it amended (1)(a) only."""
    info, provisions = segment.segment(text_document(CHAPTER_WITH_TABLE))
    by_label = {p.label: p for p in provisions}
    assert any(h.date == dt.date(2004, 9, 21) for h in by_label["23.06(1)(a)"].history)
    assert not any(h.date == dt.date(2004, 9, 21) for h in by_label["23.06(1)(b)"].history)
    assert not any(h.date == dt.date(2004, 9, 21) for h in by_label["23.06(2)"].history)


AMLEGAL_WITH_TABLES = """\
CHAPTER 93: LIVESTOCK MANURE

Section

General Provisions

   93.01   Title
   93.02   Definitions

Standards

   93.06   Storage standards
   93.99   Penalty

§ 93.01 TITLE.
   This chapter is the Livestock Manure Chapter.

§ 93.02 DEFINITIONS.
   "Facility" means a manure storage facility.

§ 93.06 STORAGE STANDARDS.
   (A) No facility may be built within 500 feet of a navigable stream.

§ 93.99 PENALTY.
   Any person who violates this chapter shall forfeit not more than $500.

TABLE OF RENUMBERED SECTIONS

   Former section      Present section
   93.01  Title        93.01
   93.02  Definitions  93.02
   93.05  Permits      93.06
   93.09  Penalty      93.99
"""


def test_contents_with_group_headings_and_a_renumbering_table_make_no_provisions() -> None:
    """American Legal prints a contents list with group headings, and a table of renumbered
    sections after the penalty section; neither is a provision."""
    _info, provisions = segment.segment(text_document(AMLEGAL_WITH_TABLES))
    labels = [p.label for p in provisions]
    assert labels == ["§ 93.01", "§ 93.02", "§ 93.06(A)", "§ 93.99"]


MUNICODE_NOTES = """\
CHAPTER 38 - ANIMAL WASTE

Adopted May 14, 1996.

Sec. 38-23. - Standards.
(a) Manure storage facilities shall be located at least 400 feet from any private well.
(b) No manure storage facility may be located within 500 feet of a navigable stream.
(c) No manure shall be spread on frozen ground from January 1 to March 15.
(Ord. No. 96-3, § 2, 5-14-1996; Ord. No. 2005-11, § 1(38-23(b)), 9-13-2005)

Sec. 38-24. - Closure.
(a) A manure storage facility that has not been used for 12 months shall be closed.
(b) Closure shall follow NRCS Standard 360.
Editor's note: Subsection (a) was amended by Ord. No. 2009-2, adopted March 10, 2009, to shorten the idle period.
(Ord. No. 96-3, § 2, 5-14-1996)
"""


def test_municode_notes_that_name_the_changed_part_date_only_that_part() -> None:
    """"§ 1(38-23(b))" in a source note and "Editor's note: Subsection (a) was amended ..." date the
    parts they name; the other parts keep their 1996 enactment (RUBRIC rule 16)."""
    info, provisions = segment.segment(text_document(MUNICODE_NOTES))
    verdicts = {f.label: f.verdict for f in review_provisions(info, provisions).findings}
    assert verdicts["Sec. 38-23(a)"] == "exempt_pre2002" and verdicts["Sec. 38-23(c)"] == "exempt_pre2002"
    assert verdicts["Sec. 38-23(b)"] == "exceeds" and verdicts["Sec. 38-24(a)"] == "exceeds"
    assert verdicts["Sec. 38-24(b)"] == "exempt_pre2002"


def test_an_amendment_line_at_the_close_dates_the_section_it_names() -> None:
    """"Amended: Section 3, March 12, 2007." after the adoption line: Section 3 loses its 1999 status, the rest keep it."""
    text = ("TOWN OF ELMWOOD\nANIMAL WASTE ORDINANCE\n\n"
            "Section 2. Storage. No manure storage facility shall be located within 500 feet of a navigable stream.\n\n"
            "Section 3. Spreading. No manure shall be spread on frozen ground from December 15 to March 15.\n\n"
            "Passed and adopted by the Town Board of the Town of Elmwood this 9th day of August, 1999.\n\n"
            "Amended: Section 3, March 12, 2007.\n")
    info, provisions = segment.segment(text_document(text))
    verdicts = {f.label: f.verdict for f in review_provisions(info, provisions).findings}
    assert verdicts == {"Section 2": "exempt_pre2002", "Section 3": "exceeds"}


@pytest.mark.parametrize("line", [
    "Amended 3-12-2007 (Sec. 3)",
    "Revised: 3/12/2007 (Section 3)",
    "Ord. 2007-2 (3-12-2007) amended Section 3.",
    "Section 3 amended by Ord. 2007-2 on March 12, 2007.",
])
def test_amendment_records_in_several_forms_date_the_section_they_name(line: str) -> None:
    text = ("TOWN OF ELMWOOD\nANIMAL WASTE ORDINANCE\n\n"
            "Section 2. Storage. No manure storage facility shall be located within 500 feet of a navigable stream.\n\n"
            "Section 3. Spreading. No manure shall be spread on frozen ground from December 15 to March 15.\n\n"
            "Passed and adopted by the Town Board of the Town of Elmwood this 9th day of August, 1999.\n\n"
            f"{line}\n")
    info, provisions = segment.segment(text_document(text))
    verdicts = {f.label: f.verdict for f in review_provisions(info, provisions).findings}
    assert verdicts == {"Section 2": "exempt_pre2002", "Section 3": "exceeds"}


@pytest.mark.parametrize(("front", "verdicts"), [
    ("Originally adopted June 14, 1999. Amended March 8, 2011 (Section 3).", ["exempt_pre2002", "exceeds"]),
    ("Adopted June 14, 1999 / Amended March 8, 2011: Sections 2 and 3", ["exceeds", "exceeds"]),
    ("This ordinance was adopted on June 14, 1999 and amended in its entirety on March 8, 2011.", ["exceeds", "exceeds"]),
])
def test_title_block_amendment_records(front: str, verdicts: list[str]) -> None:
    text = (f"TOWN OF ELMWOOD\nANIMAL WASTE ORDINANCE\n{front}\n\n"
            "Section 2. Storage. No manure storage facility shall be located within 500 feet of a navigable stream.\n\n"
            "Section 3. Spreading. No manure shall be spread on frozen ground from December 15 to March 15.\n")
    info, provisions = segment.segment(text_document(text))
    assert [f.verdict for f in review_provisions(info, provisions).findings] == verdicts


def test_a_revision_table_with_a_published_column_and_a_contents_list_after_it() -> None:
    """The table names the units each ordinance changed; its "Published" dates are no amendments, and the
    contents list printed after it ("4.02 Closure ....... 3") is no row of it: 4.01, amended only in 1999,
    keeps its exemption and 4.02, amended in 2015, loses it. A title-block line that closes its own words
    ("(formerly the ... Ordinance)") does not make the next line's adoption a former law's."""
    text = (
        "TOWN OF LITTLE LAKE\nLIVESTOCK ORDINANCE\n"
        "(formerly the Little Lake Animal Waste Ordinance)\n"
        "Originally adopted May 5, 1997 -- Ordinance No. 97-2\n"
        "Amended June 16, 2015 -- Ordinance No. 2015-09\n\n"
        "REVISION HISTORY\n"
        "Ordinance    Adopted       Published     Sections affected\n"
        "97-2         05/05/1997    05/12/1997    Original enactment\n"
        "99-4         03/08/1999    03/15/1999    4.01 amended (distance)\n"
        "2015-09      06/16/2015    06/24/2015    4.02 amended\n\n"
        "TABLE OF CONTENTS\n"
        "4.01  Storage ........................................ 1\n"
        "4.02  Closure ........................................ 1\n\n"
        "4.01 Storage. No manure storage facility shall be located within 500 feet of a navigable stream.\n\n"
        "4.02 Closure. A manure storage facility that has not been used for 12 months shall be closed.\n"
    )
    info, provisions = segment.segment(text_document(text))
    assert info.enacted == dt.date(1997, 5, 5)
    assert dt.date(2015, 6, 24) not in info.amended
    findings = review_provisions(info, provisions).findings
    assert [f.verdict for f in findings] == ["exempt_pre2002", "exceeds"]


def test_a_title_block_wrapped_by_a_narrow_column_keeps_its_original_adoption() -> None:
    """"Originally adopted August 10," ⏎ "1999 Amended by Ordinance No." ⏎ "2009-1 (adopted March 10, 2009)":
    the capital "Amended by" opens the block's next entry; it is not that adoption amending something."""
    from ordinance_review.segment import history

    front = ("Originally adopted August 10,\n1999 Amended by Ordinance No.\n2009-1 (adopted March 10, 2009)\n"
             "and Ordinance No. 2021-4\n(adopted June 8, 2021)")
    dates = history.document_dates(front, "")
    assert dates.enacted == dt.date(1999, 8, 10)
    assert dates.amended == [dt.date(2009, 3, 10), dt.date(2021, 6, 8)]
    # an adoption that itself amends the chapter stays an amendment
    assert history.enactment_dates("Ord. No. 2018-22, adopted Oct. 16, 2018, amended ch. 15 throughout") == []


def test_a_consolidated_text_s_amending_ordinances_are_not_its_enactment() -> None:
    """"(Consolidated text incorporating Ordinance No. 2009-1, adopted April 14, 2009, and Ordinance No.
    2017-2, adopted June 13, 2017)" under the title: those adoptions amend; the text was adopted in 2001."""
    from ordinance_review.segment import history

    front = ("ORDINANCE NO. 2001-3\n\n    (Consolidated text incorporating Ordinance No. 2009-1, adopted April 14, 2009,\n"
             "                   and Ordinance No. 2017-2, adopted June 13, 2017)\n\n")
    dates = history.document_dates(front, "Adopted this 14th day of August, 2001.")
    assert dates.enacted == dt.date(2001, 8, 14)
    assert dates.amended == [dt.date(2009, 4, 14), dt.date(2017, 6, 13)]


def test_a_section_repealed_and_recreated_dates_from_its_recreation() -> None:
    """"History: Cr. Ord. 89-14, 1989; r. and recr. Ord. 08-09, 2008.": the text in force is 2008's."""
    text = (
        "CHAPTER 13\n\nANIMAL WASTE STORAGE\n\n"
        "Chapter 13 was created by Ord. 08-09, adopted by the County Board on May 20, 2008.\n\n"
        "Editor's Note: Ord. 08-09 repealed former Ch. 13, which had been created by Ord. 89-14 on September 12,\n"
        "1989, and recreated this chapter in its present form.\n\n"
        "13.01 AUTHORITY. This chapter is adopted under s. 92.15, Wis. Stats.\n"
        "History: Cr. Ord. 89-14, 1989; r. and recr. Ord. 08-09, 2008.\n\n"
        "13.02 CLOSURE. An idle facility shall be closed within 24 months.\n"
        "History: Cr. Ord. 89-14, 1989; r. and recr. Ord. 08-09, 2008.\n"
    )
    info, _provisions = segment.segment(text_document(text))
    assert info.enacted == dt.date(2008, 5, 20)


def test_a_town_adopting_village_powers_is_no_enactment_of_its_ordinance() -> None:
    """"Adopted May 14, 2013." in the title block; the enacting clause's "having adopted village powers and having held
    a public hearing on April 30, 2013" dates the hearing, not the ordinance."""
    front = ("WELLHEAD AND GROUNDWATER PROTECTION ORDINANCE\nOrdinance No. 2013-2\n\nAdopted May 14, 2013. Amended August 8, "
             "2017 (Ord. No. 2017-4).\n\nThe Town Board of the Town of Millbrook Springs, having adopted village powers and "
             "having\nheld a public hearing on April 30, 2013, does ordain as follows:\n")
    from ordinance_review.segment import history

    assert history.enactment_date(front) == dt.date(2013, 5, 14)


ADOPTING = """\
ORDINANCE NO. 2021-07
TOWN OF ASHBY, MARSH COUNTY, WISCONSIN
AN ORDINANCE ADOPTING BY REFERENCE THE MARSH COUNTY ANIMAL WASTE STORAGE ORDINANCE

Section 1. Adoption. Chapter 9 of the Marsh County Code, printed as Exhibit A, is adopted by reference as an
ordinance of the Town of Ashby.

Section 2. Effective date. This ordinance takes effect on the day after its posting.

Adopted this 9th day of August, 2021.

EXHIBIT A

Sec. 9-1-1 Storage. No manure storage facility shall be located within 500 feet of a navigable stream.
(Ord. 95-3, 5-16-1995)

Sec. 9-1-2 Closure. A manure storage facility that has not been used for 12 months shall be closed.
(Ord. 95-3, 5-16-1995; Ord. 2012-8, 4-17-2012)
"""


def test_a_town_that_adopts_a_county_code_by_reference_enacts_all_of_it_that_day() -> None:
    """The county's notes date the county's enactment; in the town the whole text dates from the town's adoption,
    so none of it is pre-2002 text (RUBRIC rule 16), and the adopting section itself is administration, not an
    adoption of the state standards."""
    info, provisions = segment.segment(text_document(ADOPTING))
    assert info.enacted == dt.date(2021, 8, 9) and info.amended == []
    assert all(not p.history for p in provisions)
    verdicts = {f.label: f.verdict for f in review_provisions(info, provisions).findings}
    assert verdicts["Sec. 9-1-1"] == "exceeds" and verdicts["Sec. 9-1-2"] == "exceeds"
    assert verdicts["Section 1"] == "not_covered"


# a code excerpt: an old section beside a newer one, the newer one's creating ordinance printed after both
NEWER_BESIDE_OLDER = """VILLAGE OF ASPELL MUNICIPAL CODE
CHAPTER 9 - HEALTH

9.14 ANIMAL YARDS NEAR THE MILLPOND.
(1) No animal yard shall be located within 150 feet of the Millpond.
History: Cr. Ord. 96-4, 6-10-1996.

9.15 RAW MANURE SPREADING PROHIBITED.
(1) No person may spread unmanipulated manure on any land within the Village.
(2) Manure that has been composted may be spread under a permit.
History: Cr. Ord. 2017-06, 4-3-2017.

ORDINANCE NO. 2017-06
AN ORDINANCE CREATING SECTION 9.15 OF THE MUNICIPAL CODE OF THE VILLAGE OF ASPELL,
NOLAN COUNTY, WISCONSIN, PROHIBITING THE LAND SPREADING OF UNMANIPULATED ANIMAL MANURE

The Village Board of the Village of Aspell, Nolan County, Wisconsin, does ordain as
follows: Section 9.15 of the Municipal Code is created to read as set out above. This
ordinance shall take effect upon passage and publication.

Adopted: April 3, 2017                          Published: April 12, 2017
"""


def test_an_ordinance_that_created_a_section_is_dated_by_that_section_s_own_note() -> None:
    """The creating ordinance named after the text carries no date of its own there; the section's note dates it,
    so the newer section is 2017 text and never takes the older section's 1996 date (RUBRIC rule 16)."""
    info, provisions = segment.segment(text_document(NEWER_BESIDE_OLDER))
    verdicts = {f.label: f.verdict for f in review_provisions(info, provisions).findings}
    created = {p.label: [e.date for e in p.history if e.action in ("created", "enacted")] for p in provisions}
    assert created["9.15(1)"] and all(d == dt.date(2017, 4, 3) for d in created["9.15(1)"])
    assert verdicts["9.14(1)"] == "exempt_pre2002"
    assert verdicts["9.15(1)"] != "exempt_pre2002" and verdicts["9.15(2)"] != "exempt_pre2002"



def test_an_amendment_the_document_only_proposes_dates_nothing() -> None:
    """A review draft of an amending ordinance speaks of "each unit amended by this ordinance" before the review's own
    dates (comments due, the hearing): those date no amendment, so the chapter's 1998 units keep their dates."""
    front = ("REVIEW DRAFT -- NOT ADOPTED\nProposed Ordinance No. 2025-03, an ordinance to amend Chapter 9.\n"
             "Chapter 9 was created by Ord. No. 98-4, adopted May 5, 1998. The codifier will add a note to each unit "
             "amended by this ordinance after adoption. Comments are due by June 2, 2025, and the hearing is on June 9, "
             "2025.")
    info, _ = _doc(front)
    assert all(d.year != 2025 for d in info.amended)


def test_an_editors_note_above_the_certificate_of_adoption_ends_at_its_heading() -> None:
    """ "Editor's note: ... The motion did not amend this ordinance." says nothing of the certificate under its own
    heading: the certificate's date is the enactment, not the later amending ordinance's."""
    from ordinance_review.segment import history

    closing = ("Editor's note: The Town Board by motion of June 13, 2011 designated the Town Chair to act as Zoning\n"
               "Administrator. The motion did not amend this ordinance.\n"
               "CERTIFICATE OF ADOPTION\n"
               "I certify that the foregoing Ordinance No. 85-2 was adopted by the Town Board at a regular meeting\n"
               "held on the 14th day of May, 1985, by a vote of 3 ayes and 0 nays.\n"
               "AMENDING ORDINANCES\n"
               "Ord. No. 2009-04, adopted September 8, 2009: created SEC. 7.\n")
    assert history.enactment_date(closing) == dt.date(1985, 5, 14)
    # the note's own reach still holds where no heading ends it
    note = ("Editor's note: Sections 17.01 to 17.38 of this chapter were revised by Ord. 2016-02, adopted May 17, 2016.")
    assert history.enactment_date(note) is None


def test_a_chapter_repealed_and_a_new_one_enacted_in_its_place_is_recreated_on_that_date() -> None:
    """ "Ord. No. 2018-14, adopted June 19, 2018, repealed former Ch. 7 (Ord. No. 96-4, adopted March 12, 1996, as
    amended), and enacted a new Ch. 7": the text printed is the 2018 enactment, whatever it carried forward."""
    from ordinance_review.segment import history

    note = ("Editor's note: Ord. No. 2018-14, adopted June 19, 2018, repealed former Ch. 7, Animal\n"
            "Waste Storage (Ord. No. 96-4, adopted March 12, 1996, as amended), and enacted a new\n"
            "Ch. 7 as set out herein.")
    assert history.recreate_date(note) == dt.date(2018, 6, 19)
    # a section replaced by another is that section's history, not the chapter's
    assert history.recreate_date("Ord. No. 2010-2, adopted May 4, 2010, repealed former s. 7.05 and created s. 7.06.") is None
