"""Segmentation of invented snippets in each numbering style real Wisconsin ordinances use.

Each case is a small ordinance written for this test (not devset text) and the labels it must
produce, in the ordinance's own citation style. Positions come from `segment_support`.
"""

from __future__ import annotations

import datetime as dt

import pytest
from segment_support import text_document

from ordinance_review import ingest
from ordinance_review.segment import segment

COUNTY_DECIMAL = """\
                         WILLOW COUNTY CODE OF ORDINANCES
                   CHAPTER 9 -- LIVESTOCK AND MANURE STORAGE
                     Adopted by the County Board June 3, 2004
              Amended May 1, 2012 (Ord. No. 12-4) and March 2, 2020 (Ord. 20-1)

                               TABLE OF CONTENTS
  9.01   Authority ......................................................... 9-1
  9.02   Storage standards ................................................. 9-1

Willow County Code                                                            9-1

9.01 AUTHORITY. This chapter is adopted under the authority granted by ss.
59.02, 59.03 and 92.15, Wis. Stats., and applies in all unincorporated areas.

9.02 STORAGE STANDARDS.

(1) DESIGN. A new facility shall meet NRCS Conservation Practice Standard 313. [Amended
5-1-2012 by Ord. No. 12-4]

(2) CLOSURE. (a) A facility unused for eighteen (18) months shall be closed.

(b) CLOSURE PROCEDURE. An owner who closes a facility shall do all of the following:

1. Notify the department at least 30 days before closure work begins.

2. Remove the manure and land-apply it under a nutrient management plan meeting Standard
590.
\f
Willow County Code                                                            9-2

(3) RETENTION. The department may allow an unused facility to be retained if it meets the
requirements of par. (2) (a) and the owner shows that it is reasonably expected to be
used again within the next two years.

9.03 PENALTIES. Any person who violates this chapter shall forfeit not more than $500.

Adopted by the Willow County Board of Supervisors this 3rd day of June, 2004.
____________________________          ____________________________
Chairperson                          County Clerk
"""

ECODE = """\
Town of Maple Run, WI
Chapter 14. ANIMAL WASTE
[HISTORY: Adopted by the Town Board of the Town of Maple Run 4-2-2007 by Ord. No. 2007-2. Amendments noted where applicable.]
GENERAL REFERENCES
Zoning -- See Ch. 30.
§ 14-1. Purpose.
This chapter protects the wells of the Town.
§ 14-2. Definitions.
As used in this chapter, the following terms shall have the meanings indicated:
ANIMAL UNIT -- Has the meaning given in s. ATCP 51.04, Wis. Adm. Code.
MANURE -- Livestock excreta and bedding.
§ 14-3. Standards.
A. Setbacks. [Amended 9-14-2015 by Ord. No. 2015-9]
(1) Wells.
(a) No manure storage facility within 800 feet of a private well.
(b) No manure storage facility within 2,000 feet of a municipal well.
(2) No manure storage facility within 500 feet of a stream.
B. Every operator shall follow a nutrient management plan.
§ 14-4. Effective date.
This chapter takes effect upon publication.
/s/ Ann Lee, Town Chair
Attest: /s/ Bo Diaz, Clerk
"""

ROMAN = """\
                      VILLAGE OF STONE MILL, DANE COUNTY
                           ORDINANCE NO. 97-6
          Adopted April 8, 1997; amended August 5, 2009 (Ord. 2009-3).

WHEREAS, the Village wells draw on a shallow aquifer; and
WHEREAS, the Village Board finds regulation necessary;
NOW, THEREFORE, the Village Board does ordain as follows:

I. GENERAL PROVISIONS
   A. Authority. This ordinance is adopted under s. 61.34 (1), Wis. Stats.
   B. Purpose. To protect wells.
II. STANDARDS
   A. Storage. [Amended 8-5-2009 by Ord. 2009-3]
      1. No facility within 400 feet of a well.
      2. Every facility shall meet Technical Guide Standard 313 (Waste Storage Facility) or
      590.
      3. Facilities unused for 1 year shall be abandoned.
   B. Spreading.
      1. No manure on frozen ground from December 1 to March 1.
III. PENALTIES. Forfeiture of not more than $200 per violation.

Passed and adopted this 8th day of April, 1997.
Attest: ____________________
LEGISLATIVE HISTORY
   Ord. 97-6      adopted 04-08-1997   original enactment
"""

ARTICLES = """\
HERON COUNTY LIVESTOCK ORDINANCE
Enacted by the Heron County Board of Supervisors on October 9, 2001

ARTICLE 1  GENERAL
Section 1  Title.
This Ordinance is the Heron County Livestock Ordinance.
Section 2  Authority.
Adopted under s. 92.15, Wis. Stats.
ARTICLE 4  STANDARDS
Section 4.3  Nutrient Management.
   4.3.1  Every operator shall have a nutrient management plan. [Added March 3, 2015, Ord. No. 2015-01]
   4.3.2  Soil tests shall be no more than 4 years old.
Section 4.4  Storage.
   4.4.1  Facilities shall meet Standard 313.
"""

QUILL = """\
TOWN OF FERNDALE, ROCK COUNTY
Ordinance No. 2016-02, adopted March 8, 2016
Amended by Ord. No. 2018-07 (July 10, 2018) and Ord. No. 2021-03 (April 13, 2021)

Sec. 5.01 Title. This chapter is the Ferndale Manure Ordinance.

Sec. 5.02 Winter application.

   (1) PROHIBITIONS.

      (a) No person may apply liquid manure to frozen ground. [Am. Ord.
      2018-07]

      (b) No person may apply manure from February 1 to March 15. [Cr. Ord. 2021-03]

   (2) EXCEPTIONS. The Town Chair may authorize an emergency application.

Sec. 5.03 Penalties. Forfeiture of not more than $1,000. [Am. Ord. 2019-99]
"""

KESTREL = """\
OSPREY COUNTY ORDINANCE NO. 2019-4
Enacted by the Osprey County Board of Supervisors: May 21, 2019

CONTENTS
(1) Title.
(2) Standards.
(3) Fees.

(1) TITLE. This ordinance is the Osprey Lake Manure Ordinance.
(2) STANDARDS.
   (a) Nutrient management.
      1. Phosphorus. Each field shall be managed so that:
         a. The phosphorus index averages no more than 4.
         b. The index does not exceed 8 in any year.
      2. Soil samples shall be no more than four (4) years old.
   (b) No manure may be applied within one thousand feet of the lake.
(3) FEES. The fee is $150.
"""

TOWN_SECTIONS = """\
ORDINANCE 2010-5
TOWN OF BIRCHWOOD
Adopted: September 14, 2010

SECTION 1. TITLE. This ordinance is the Birchwood Livestock Ordinance.
SECTION 7. SETBACKS.
   (a) No livestock structure within 300 feet of a road.
   (b) No livestock structure within 500 feet of a residence.
   (c) No manure storage facility within 1,000 feet of a lake.
SECTION 8. PENALTIES. A forfeiture of $100 applies.
"""

MUNICODE = """\
Sec. 22-3-4. - Definitions.
(a) In this article, "manure" means livestock excreta.
(b) "Facility" means a manure storage facility.
(Ord. No. 2004-12, § 2, 3-15-2004)
Sec. 22-3-5. - Storage.
No facility may be located in a floodplain.
(Ord. No. 2004-12, § 2, 3-15-2004; Ord. No. 2011-8, § 1, 6-7-2011)
"""

RULES = """\
RULES OF THE LAND CONSERVATION COMMITTEE
Rule 1. Scope. These rules apply to manure storage permits.
Rule 5. Hauling. Haulers shall clean spills within two hours.
Paragraph 12. Storage.
a. Storage facilities shall be inspected annually.
b. Reports shall be filed by March 1.
"""


def labels(text: str) -> list[str]:
    _, provisions = segment(text_document(text))
    return [p.label for p in provisions]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            COUNTY_DECIMAL,
            ["9.01", "9.02(1)", "9.02(2)(a)", "9.02(2)(b)1.", "9.02(2)(b)2.", "9.02(3)", "9.03"],
        ),
        (
            ECODE,
            ["§ 14-1", "§ 14-2", "§ 14-3 A.(1)(a)", "§ 14-3 A.(1)(b)", "§ 14-3 A.(2)", "§ 14-3 B.", "§ 14-4"],
        ),
        (ROMAN, ["I. A.", "I. B.", "II. A. 1.", "II. A. 2.", "II. A. 3.", "II. B. 1.", "III."]),
        (
            ARTICLES,
            [
                "Article 1, Section 1",
                "Article 1, Section 2",
                "Section 4.3.1",
                "Section 4.3.2",
                "Section 4.4.1",
            ],
        ),
        (QUILL, ["Sec. 5.01", "Sec. 5.02(1)(a)", "Sec. 5.02(1)(b)", "Sec. 5.02(2)", "Sec. 5.03"]),
        (KESTREL, ["(1)", "(2) (a) 1. a.", "(2) (a) 1. b.", "(2) (a) 2.", "(2) (b)", "(3)"]),
        (TOWN_SECTIONS, ["Section 1", "Section 7(a)", "Section 7(b)", "Section 7(c)", "Section 8"]),
        (MUNICODE, ["Sec. 22-3-4(a)", "Sec. 22-3-4(b)", "Sec. 22-3-5"]),
        (RULES, ["Rule 1", "Rule 5", "Paragraph 12.a", "Paragraph 12.b"]),
    ],
    ids=[
        "county_decimal",
        "ecode",
        "roman",
        "articles",
        "sec_town",
        "plain_statutory",
        "section_n",
        "municode",
        "rules",
    ],
)
def test_labels_in_each_style(text: str, expected: list[str]) -> None:
    assert labels(text) == expected


def test_text_heading_lead_in_and_parent() -> None:
    _, provisions = segment(text_document(COUNTY_DECIMAL))
    by = {p.label: p for p in provisions}
    two = by["9.02(2)(b)2."]
    assert (
        two.text
        == "Remove the manure and land-apply it under a nutrient management plan meeting Standard 590."
    )
    assert two.heading == "STORAGE STANDARDS"
    assert two.parent == "9.02(2)(b)"
    assert "CLOSURE PROCEDURE. An owner who closes a facility shall do all of the following:" in two.lead_in
    # the run-in caption stays in the text; the history note leaves it
    assert by["9.02(1)"].text == "DESIGN. A new facility shall meet NRCS Conservation Practice Standard 313."
    assert by["9.02(2)(a)"].text == "A facility unused for eighteen (18) months shall be closed."


def test_provision_continues_across_a_page_break_and_a_stray_header() -> None:
    _, provisions = segment(text_document(COUNTY_DECIMAL))
    retention = next(p for p in provisions if p.label == "9.02(3)")
    assert retention.text.endswith("reasonably expected to be used again within the next two years.")
    assert "Willow County Code" not in " ".join(p.text for p in provisions)
    two = next(p for p in provisions if p.label == "9.02(2)(b)2.")
    assert two.pages == [1]
    assert retention.page == 2
    assert retention.top is not None and retention.x0 is not None


def test_signature_block_and_recitals_are_not_text() -> None:
    _, provisions = segment(text_document(ROMAN))
    last = provisions[-1]
    assert last.text == "PENALTIES. Forfeiture of not more than $200 per violation."
    assert not any("WHEREAS" in p.text or "Attest" in p.text for p in provisions)
    _, provisions = segment(text_document(ECODE))
    assert provisions[-1].text == "Effective date. This chapter takes effect upon publication."
    assert provisions[1].text.startswith("Definitions. As used in this chapter")
    assert "MANURE -- Livestock excreta and bedding." in provisions[1].text


def test_history_notes_apply_to_the_unit_and_everything_under_it() -> None:
    info, provisions = segment(text_document(ECODE))
    by = {p.label: p for p in provisions}
    assert [(h.action, h.date) for h in by["§ 14-3 A.(1)(a)"].history] == [("amended", dt.date(2015, 9, 14))]
    assert by["§ 14-3 B."].history == []
    assert info.enacted == dt.date(2007, 4, 2)
    assert info.amended == [dt.date(2015, 9, 14)]
    assert info.jurisdiction == "Town of Maple Run"


def test_notes_without_dates_resolve_through_the_amendment_list() -> None:
    info, provisions = segment(text_document(QUILL))
    by = {p.label: p for p in provisions}
    (a,) = by["Sec. 5.02(1)(a)"].history
    assert (a.action, a.date, a.ordinance) == ("amended", dt.date(2018, 7, 10), "Ord. 2018-07")
    (b,) = by["Sec. 5.02(1)(b)"].history
    assert (b.action, b.date) == ("created", dt.date(2021, 4, 13))
    (c,) = by["Sec. 5.03"].history
    assert (c.action, c.date) == ("amended", None)  # unknown ordinance: the date stays unknown
    assert info.enacted == dt.date(2016, 3, 8)
    assert info.amended == [dt.date(2018, 7, 10), dt.date(2021, 4, 13)]


def test_trailing_source_notes_of_municode() -> None:
    _, provisions = segment(text_document(MUNICODE))
    storage = provisions[-1]
    assert storage.text == "Storage. No facility may be located in a floodplain."
    assert [(h.action, h.date) for h in storage.history] == [
        ("created", dt.date(2004, 3, 15)),
        ("amended", dt.date(2011, 6, 7)),
    ]


def test_contents_list_is_not_provisions_and_indentation_nests() -> None:
    info, provisions = segment(text_document(KESTREL))
    assert provisions[0].text.startswith("TITLE. This ordinance")
    assert provisions[1].lead_in.startswith("(2) STANDARDS. (a) Nutrient management. 1. Phosphorus.")
    assert info.enacted == dt.date(2019, 5, 21)
    assert info.jurisdiction == "Osprey County"


def test_decoy_number_lines_are_continuations() -> None:
    _, provisions = segment(text_document(ROMAN))
    two = next(p for p in provisions if p.label == "II. A. 2.")
    assert two.text.endswith("(Waste Storage Facility) or 590.")
    first = segment(text_document(COUNTY_DECIMAL))[1][0]
    assert "59.02, 59.03 and 92.15" in first.text


def test_pre_2002_dates_and_heading_notes() -> None:
    info, provisions = segment(text_document(ROMAN))
    assert info.enacted == dt.date(1997, 4, 8)
    assert info.amended == [dt.date(2009, 8, 5)]
    by = {p.label: p for p in provisions}
    assert [h.date for h in by["II. A. 3."].history] == [dt.date(2009, 8, 5)]
    assert by["II. B. 1."].history == []
    assert info.jurisdiction == "Village of Stone Mill"


def test_parent_with_substantive_text_is_a_provision() -> None:
    text = """\
Sec. 2.01 Storage.
(1) PERMITS. No person may build a manure storage facility without a permit from the
department, and every permit expires two years after it is issued unless work has begun.
(a) An application shall include plans.
(b) The fee is $100.
(2) Closure is required after 24 months of non-use.
"""
    assert labels(text) == ["Sec. 2.01(1)", "Sec. 2.01(1)(a)", "Sec. 2.01(1)(b)", "Sec. 2.01(2)"]
    text = """\
Sec. 2.02 Closure.
(1) CLOSURE. A facility unused for 24 months shall be closed by its owner. The owner shall do
all of the following:
(a) Notify the department.
(b) Remove the manure.
(2) LEAD-IN ONLY. Every owner who closes a facility under sub. (1) shall do all of the following:
(a) Keep records.
(b) File them.
"""
    assert labels(text) == [
        "Sec. 2.02(1)",
        "Sec. 2.02(1)(a)",
        "Sec. 2.02(1)(b)",
        "Sec. 2.02(2)(a)",
        "Sec. 2.02(2)(b)",
    ]


def test_repeal_and_recreate_dates_every_provision() -> None:
    text = """\
TOWN OF ELK GROVE ANIMAL WASTE ORDINANCE
Adopted May 2, 1995. Repealed and recreated in its entirety by Ord. 2005-1 on June 7, 2005.

1. No manure storage within 300 feet of a well.
2. Closure after 12 months of non-use.
"""
    info, provisions = segment(text_document(text))
    assert info.enacted == dt.date(2005, 6, 7)  # repealed and recreated: a new enactment
    assert info.originally_enacted == dt.date(1995, 5, 2)
    assert info.repealed_and_recreated == dt.date(2005, 6, 7)
    assert info.amended == []  # amendments are those after the enactment in force
    assert [p.label for p in provisions] == ["1.", "2."]
    assert all(p.history[0].action == "repealed_and_recreated" for p in provisions)
    assert all(p.history[0].date == dt.date(2005, 6, 7) for p in provisions)


def test_unknown_enactment_stays_unknown() -> None:
    info, provisions = segment(text_document("(1) No manure within 300 feet of a well.\n(2) Fees are $50.\n"))
    assert info.enacted is None and info.amended == []
    assert [p.label for p in provisions] == ["(1)", "(2)"]


def test_point_zero_sections_head_their_decimal_children() -> None:
    text = """\
1.0 INTRODUCTION
1.1 Title. This ordinance is the Pine County Manure Storage Ordinance.
1.2 Authority. Adopted under s. 92.15, Wis. Stats.
2.0 STANDARDS
2.1 Storage facilities shall meet NRCS Standard 313.
2.2 Closure is required after 24 months of non-use.
"""
    assert labels(text) == ["1.1", "1.2", "2.1", "2.2"]


def test_next_chapter_of_a_county_code() -> None:
    text = """\
10.11 PERMITS. A permit is required to build a manure storage facility.
10.12 FEES. The fee is $100.
11.01 PENALTIES. Forfeiture of $50 to $500.
"""
    assert labels(text) == ["10.11", "10.12", "11.01"]


def test_municode_two_digit_years() -> None:
    text = "Sec. 8-1. - Setbacks.\nNo manure storage within 500 feet of a well.\n(Ord. No. 04-12, § 1, 3-15-04)\n"
    _, provisions = segment(text_document(text))
    assert [(h.action, h.date) for h in provisions[0].history] == [("created", dt.date(2004, 3, 15))]
    assert provisions[0].text == "Setbacks. No manure storage within 500 feet of a well."


def test_a_list_printed_twice_is_not_a_table_of_contents() -> None:
    text = """\
Sec. 4.01 Application rates.
(1) Dairy.
(2) Beef.
(3) Swine.
Sec. 4.02 Storage volumes.
(1) Dairy.
(2) Beef.
(3) Swine.
"""
    assert labels(text) == [f"Sec. 4.0{s}({n})" for s in (1, 2) for n in (1, 2, 3)]


def test_word_paragraphs_without_positions() -> None:
    """Word drafts give one line per paragraph and no geometry: a caption line with no period
    must still let the next number open a unit."""
    from ordinance_review.models import IngestedDocument, Line, Page

    paragraphs = [
        "Sec. 2.03 Manure storage.",
        "(1) Wells",
        "(a) No manure storage facility may be located within 1,000 feet of a private well serving a residence.",
        "(b) No manure storage facility may be located within 2,000 feet of a municipal well.",
        "(2) Every facility shall be designed under NRCS Conservation Practice Standard 313 and ATCP 50.62.",
    ]
    page = Page(number=1, lines=[Line(text=t, page=1) for t in paragraphs])
    doc = IngestedDocument(filename="draft.docx", sha256="0", kind="docx", pages=[page])
    _, provisions = segment(doc)
    assert [p.label for p in provisions] == ["Sec. 2.03(1)(a)", "Sec. 2.03(1)(b)", "Sec. 2.03(2)"]


def test_a_figure_repeated_in_digits_is_not_a_unit() -> None:
    """A hard break inside "three (3) feet" puts "(3)" at a line start right after "(2)"."""
    text = """\
Sec. 3.06 Shallow soils.
   (1) No manure within 250 feet of a well.
   (2) No manure where the soil is less than three
   (3) feet deep over bedrock.
   (3) Records of each application shall be kept.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Sec. 3.06(1)", "Sec. 3.06(2)", "Sec. 3.06(3)"]
    assert provisions[1].text == "No manure where the soil is less than three (3) feet deep over bedrock."


def test_recitals_do_not_supply_the_enactment_date() -> None:
    text = """\
TOWN OF CEDAR BLUFF LIVESTOCK ORDINANCE
Ordinance No. 2006-2
WHEREAS, the Town adopted a comprehensive plan on May 1, 1999; and
WHEREAS, the Town Board finds regulation necessary;
NOW, THEREFORE, the Town Board does ordain as follows:
1. No manure storage within 300 feet of a well.
2. Closure after 24 months of non-use.
Adopted this 14th day of March, 2006.
"""
    info, provisions = segment(text_document(text))
    assert info.enacted == dt.date(2006, 3, 14)
    assert [p.label for p in provisions] == ["1.", "2."]
    assert provisions[-1].text == "Closure after 24 months of non-use."


def test_a_lone_number_mid_page_is_wrapped_text() -> None:
    text = """\
Sec. 1.01 Standards.
(1) Every plan shall meet NRCS Conservation Practice Standard
590
as in effect on January 1, 2016.
(2) No manure on frozen ground.
(3) Records shall be kept.
"""
    _, provisions = segment(text_document(text))
    assert (
        provisions[0].text
        == "Every plan shall meet NRCS Conservation Practice Standard 590 as in effect on January 1, 2016."
    )


def test_american_legal_sections_and_source_notes() -> None:
    text = """\
§ 91.03 PROHIBITED ANIMALS GENERALLY.
   (A) No person may keep swine on a lot of less than three acres.
   (B) No feedlot may be kept within 500 feet of a well.
(Ord. 2021-4, passed 11-16-2021) Penalty, see § 91.99
§ 91.04 SETBACKS.
   No manure storage within 300 feet of a stream.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["§ 91.03(A)", "§ 91.03(B)", "§ 91.04"]
    assert provisions[1].text == "No feedlot may be kept within 500 feet of a well."
    # the source note follows the whole section, so it dates (A) as well as (B), not § 91.04
    for p in provisions[:2]:
        assert [(h.action, h.date) for h in p.history] == [("created", dt.date(2021, 11, 16))]
    assert provisions[2].history == []


def test_roman_sections_with_dashes_and_a_chapter_amended_in_its_entirety() -> None:
    text = """\
TOWN OF ANGELO LIVESTOCK ORDINANCE
[HISTORY: Adopted by the Town Board 5-19-1999 by Ord. No. 37; amended in its entirety 4-17-2018 by Ord. No. 37. Subsequent amendments noted where applicable.]
SECTION I – TITLE/PURPOSE
This Ordinance is the Town of Angelo Livestock Ordinance.
SECTION II – DEFINITIONS
A. "Animal unit" has the meaning in s. ATCP 51.01.
B. "Manure" means livestock excreta.
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Section I", "Section II A.", "Section II B."]
    assert info.enacted == dt.date(2018, 4, 17)  # amended in its entirety: a new enactment
    assert info.originally_enacted == dt.date(1999, 5, 19)
    assert info.repealed_and_recreated == dt.date(2018, 4, 17)
    assert all(p.history and p.history[0].date == dt.date(2018, 4, 17) for p in provisions)
    assert provisions[0].heading == "TITLE/PURPOSE"


def test_an_amending_ordinance_wraps_the_codified_chapter() -> None:
    text = """\
ORDINANCE NO. 2014-7
Adopted by the Town Board on August 12, 2014
SECTION 1. Chapter 14 of the Town Code is created to read as follows:
14.01 AUTHORITY. This chapter is adopted under s. 92.15, Wis. Stats.
14.02 SETBACKS.
(1) No manure storage within 500 feet of a well.
(2) No manure storage within 300 feet of a stream.
SECTION 2. This ordinance takes effect upon publication.
"""
    assert labels(text) == ["Section 1", "14.01", "14.02(1)", "14.02(2)", "Section 2"]


def test_reserved_and_repealed_units_are_not_provisions() -> None:
    text = """\
§ 5-1. Purpose.
This chapter protects wells.
§ 5-2. (Reserved)
§ 5-3. Setbacks.
[Repealed 5-1-2010 by Ord. No. 10-2]
§ 5-4. Fees.
The fee is $50.
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["§ 5-1", "§ 5-4"]


def test_run_in_children_after_captions() -> None:
    text = """\
14.45 STANDARDS. (1) DESIGN. (a) A new facility shall meet Standard 313.
(b) Every facility shall hold a 25-year, 24-hour storm.
(2) CLOSURE. (a) Plans required. 1. Closure plans shall be filed.
2. Closure shall meet Standard 360.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["14.45(1)(a)", "14.45(1)(b)", "14.45(2)(a)1.", "14.45(2)(a)2."]
    assert provisions[0].text == "A new facility shall meet Standard 313."
    assert provisions[2].lead_in == "14.45 STANDARDS. (2) CLOSURE. (a) Plans required."


def test_toc_with_garbled_leaders_and_a_fee_list_that_is_not_a_toc() -> None:
    text = """\
TABLE OF CONTENTS
9.01 Authority cece eee eee 9-1
9.02 FECS ccc eee 9-1
9.03 Penalties eee eee 9-2
9.01 AUTHORITY. This chapter is adopted under s. 92.15, Wis. Stats.
9.02 FEES. The following fees apply:
(a) New facility $ 500
(b) Renewal $ 250
(c) Transfer $ 25
9.03 PENALTIES. Forfeiture of $50 to $500.
"""
    assert labels(text) == ["9.01", "9.02(a)", "9.02(b)", "9.02(c)", "9.03"]


def test_lettered_sections() -> None:
    text = """\
SECTION A. PURPOSE AND INTENT. This ordinance protects groundwater.
SECTION B. DEFINITIONS. Terms have their meanings in ch. NR 151.
SECTION C. SETBACKS.
1. No manure storage within 500 feet of a well.
2. No manure storage within 300 feet of a stream.
SECTION D. PENALTIES. Forfeiture of $100.
"""
    assert labels(text) == ["Section A", "Section B", "Section C 1.", "Section C 2.", "Section D"]


def test_ecode_export_with_numbers_on_their_own_lines() -> None:
    text = """\
Heron County, WI
Chapter 16. ANIMAL WASTE STORAGE
[HISTORY: Adopted by the Board of Supervisors of Heron County 5-19-1999 by Ord. No. 37. Amendments noted where applicable.]
§ 16-1. General provisions.
A.
Authority. This chapter is adopted under § 92.16, Wis. Stats.
B.
Findings.
[Amended 6-1-2006 by Ord. No. 2006-17]
(1)
The County Board finds that poorly built storage facilities pollute groundwater.
(2)
The County Board also finds that idle facilities are a hazard.
§ 16-2. Permits.
No facility may be built without a permit.
Downloaded from https://ecode360.com/HE1234 on 2024-03-01
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["§ 16-1 A.", "§ 16-1 B.(1)", "§ 16-1 B.(2)", "§ 16-2"]
    assert provisions[0].text == "Authority. This chapter is adopted under § 92.16, Wis. Stats."
    assert provisions[1].lead_in == "§ 16-1 General provisions. B. Findings."
    assert [h.date for h in provisions[2].history] == [dt.date(2006, 6, 1)]
    assert info.enacted == dt.date(1999, 5, 19)
    assert info.jurisdiction == "Heron County"


def test_a_note_under_an_article_heading_covers_its_sections() -> None:
    text = """\
HERON COUNTY ORDINANCE
Adopted by the County Board on March 3, 1999
ARTICLE I GENERAL
Section 1.1 Title. This is the Heron County Ordinance.
ARTICLE II STANDARDS
[Amended 5-1-2010 by Ord. No. 10-2]
Section 2.1 Storage. Facilities shall meet Standard 313.
Section 2.2 Closure. Facilities unused for 24 months shall be closed.
"""
    info, provisions = segment(text_document(text))
    dated = {p.label: [h.date for h in p.history] for p in provisions}
    assert dated == {
        "Section 1.1": [],
        "Section 2.1": [dt.date(2010, 5, 1)],
        "Section 2.2": [dt.date(2010, 5, 1)],
    }
    assert info.amended == [dt.date(2010, 5, 1)]


def test_an_amending_ordinance_s_bare_repeal_is_its_own_provision() -> None:
    """Nothing is printed for a repealed code unit, so the ordinance's own section stands for it;
    a section that prints new text is still no provision, its printed units are."""
    text = """\
ORDINANCE NO. 2024-3
SECTION 1. Section 17.04(2) of the County Code is amended to read:
(2) No manure storage facility may be built within 500 feet of a private well.
SECTION 2. Section 17.08(3) of the County Code, which required each operator to file a
winter spreading report, is repealed.
SECTION 3. Section 17.09 of the County Code is amended to read:
17.09 VARIANCES. The committee may grant a variance for site conditions.
"""
    info, provisions = segment(text_document(text))
    by_label = {p.label: p.text for p in provisions}
    assert list(by_label) == ["17.04(2)", "Section 2", "17.09"]
    assert by_label["Section 2"].startswith("Section 17.08(3) of the County Code") and "repealed" in by_label["Section 2"]


def test_capitals_an_amendment_inserts_run_on_to_a_short_last_line() -> None:
    """New text set in capitals, broken at the margin: its short last line is no unnumbered heading."""
    text = """\
17.04 DEFINITIONS.
   (1) "Substantially altered" means RELOCATION OF A FACILITY, REPLACEMENT OF ITS LINER, OR AN
INCREASE IN ITS VOLUMETRIC CAPACITY OR AREA, OR A CHANGE IN THE SPECIES WHOSE WASTE IT HOLDS,
OF MORE THAN 20 PERCENT.
   (2) "Water quality management area" means the area within 1,000 feet of a lake.
"""
    info, provisions = segment(text_document(text))
    altered = next(p for p in provisions if p.label == "17.04(1)")
    assert altered.text.endswith("OF MORE THAN 20 PERCENT.")
    assert [p.label for p in provisions] == ["17.04(1)", "17.04(2)"]


def test_a_history_note_run_in_after_a_standard_number_and_a_rule_run_into_a_closing() -> None:
    text = """\
17.06 DESIGN.
(1) Transfer pipes and channels shall meet NRCS Conservation Practice Standard 634. History: Cr.
Ord. 99-6; am. (4) Ord. 2006-21.
17.11 SEVERABILITY. If a court holds any provision invalid, the others remain in force.
- - - - - - FISCAL NOTE: The fee change is expected to raise $3,000 a year.
"""
    info, provisions = segment(text_document(text))
    by_label = {p.label: p.text for p in provisions}
    assert by_label["17.06(1)"] == "Transfer pipes and channels shall meet NRCS Conservation Practice Standard 634."
    assert "FISCAL" not in by_label["17.11"]


def test_parts_whose_sections_restart_cite_the_part_and_a_wrapped_designator_opens_nothing() -> None:
    """"PART III" then "Section A.", "Section C.": the part is part of the citation, as an article is;
    "... set by Section A." ⏎ "3. of this Part." is the rest of a cross-reference, not unit 3."""
    text = """\
PART I
GENERAL PROVISIONS

Section A. Authority. This chapter is adopted under s. 92.15, Wis. Stats.

PART III
STORAGE FACILITY STANDARDS

Section A. Design.

   1. Each facility shall meet NRCS Conservation Practice Standard 313.

Section C. Operation.

   1. A facility shall not overflow. The owner shall keep the stored level at or below the limit
      set by Section A.
      3. of this Part. [Amended 8-10-2004 by Ord. No. 2004-19]

   2. Each facility holding liquid waste shall carry a depth marker.
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "Part I, Section A", "Part III, Section A 1.", "Part III, Section C 1.", "Part III, Section C 2."]
    assert provisions[2].text.endswith("set by Section A. 3. of this Part.")


def test_standard_conditions_restated_in_a_permit_are_the_ordinance_s_and_carry_its_date() -> None:
    """A permit decision after the zoning excerpt: its PART A restates the standard conditions a section
    of the ordinance requires in every permit (codified, judged on the merits, dated by that section);
    its PART B holds this site's conditions (one permit's, RUBRIC rule 17)."""
    text = """\
Sec. 9.22 LARGE LIVESTOCK FACILITIES.
(6) STANDARD CONDITIONS. Every permit shall contain the conditions the Committee restates in it. (Cr. Ord. 2017-12, 5-16-2017)
(7) SITE CONDITIONS. The Committee may impose further conditions on a particular permit. (Cr. Ord. 2017-12, 5-16-2017)

CONDITIONS OF APPROVAL

PART A -- STANDARD CONDITIONS (Zoning Ordinance Sec. 9.22(6))

Condition 1. The Permittee shall not allow any manure storage facility to overflow.

PART B -- SITE-SPECIFIC CONDITIONS (Zoning Ordinance Sec. 9.22(7))

Condition 2. No manure shall be applied within 500 feet of Ambry Spring.
"""
    info, provisions = segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert by_label["Condition 1"].instrument == "ordinance"
    assert [h.date for h in by_label["Condition 1"].history] == [dt.date(2017, 5, 16)]
    assert by_label["Condition 2"].instrument == "permit_conditions"


def test_a_reserved_section_ends_the_one_before_and_is_no_provision() -> None:
    """eCode360 keeps a repealed section's place ("§ 240-15. (Reserved)") with an editor's note of what it
    held; the line ends the subsection before it, and neither it nor its note is a provision."""
    text = """§ 240-14. Overflow and leakage.

     A. No overflow shall occur from any storage facility.
     B. Spills. The owner shall notify the Department within 24 hours after
         learning of any leak from a facility or transfer system.

§ 240-15. (Reserved)

     [1]  Editor's Note: Former § 240-15, Temporary stacking sites, adopted 5-21-1996 by Ord. No.
          96-11, was repealed 8-17-2010 by Ord. No. 2010-22. See now § 240-34.

§ 240-16. Nutrient management.

     A. Each operator shall follow a nutrient management plan.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["§ 240-14 A.", "§ 240-14 B.", "§ 240-16 A."]
    assert provisions[1].text.endswith("transfer system.")


def test_a_list_after_a_reserved_section_belongs_to_the_next_section_the_contents_name() -> None:
    """A browser copy of eCode360 can drop a section's heading: after "§ 215-9 (Reserved)" the "A." that
    follows opens § 215-10, which the contents list names; a place kept empty takes no subsections."""
    text = """§ 215-8  Manure application.
§ 215-9  (Reserved)
§ 215-10  Runoff and livestock access.
§ 215-11  Enforcement.

§ 215-8 Manure application.
A.
No manure shall be applied to frozen ground within 300 feet of a stream.
B.
Records of each application shall be kept for five years.
§ 215-9 (Reserved)
[1]
Editor's Note: Former § 215-9, Hauling on Town roads, was repealed 9-10-2013 by Ord. No. 2013-4.
A.
No unconfined manure pile shall be kept in a water quality management area.
B.
No feedlot shall discharge direct runoff into the waters of the state.
§ 215-11 Enforcement.
A.
Any person who violates this chapter shall forfeit not less than $100 for each violation.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "§ 215-8 A.", "§ 215-8 B.", "§ 215-10 A.", "§ 215-10 B.", "§ 215-11 A."]


def test_a_cross_reference_list_ends_before_the_next_section_numbered_without_a_word() -> None:
    """American Legal lists a section's cross-references one to a line, each without a stop ("Zoning
    districts, see Title 17"); the next section's heading ("9.16.030 KEEPING OF LIVESTOCK.") is no entry."""
    text = """9.16.020 DEFINITIONS.

   ZONING ADMINISTRATOR. The person appointed under § 17.52.010, or a designee.
(Ord. 1188 § 2, 2017)

   Cross reference:

      Zoning districts, see Title 17
      Public nuisances, see Chapter 8.04

9.16.030 KEEPING OF LIVESTOCK.

   (A) Livestock may be kept only in the A-1 Agricultural district on a parcel of three acres or more.

   (B) No animal lot shall be located within 150 feet of Tessany Creek.
(Ord. 1188 § 2, 2017)
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["9.16.020", "9.16.030(A)", "9.16.030(B)"]
    assert "see Title 17" not in provisions[0].text


def test_a_bracketed_note_that_names_a_unit_above_dates_that_unit() -> None:
    """A Roman outline prints "[Subsection C. added ...]" under C.'s last item and "[Paragraph D.1. amended
    ...]" under D.1.'s last one: each dates the unit it names, with everything under it; an unnamed
    "[Added ...]" dates the item above it only."""
    text = """ARTICLE IV  STORAGE FACILITY STANDARDS

A.   Design.

     1.   Every facility shall be designed according to the Waste Storage Facility standard (Code 313).

     2.   A facility shall hold all the manure produced for not less than 180 days.
          [Added 8-8-2006 by Ord. No. 2006-3]

C.   Capacity.

     1.   A facility built after 2011 shall have room for the runoff of a 25-year, 24-hour storm.

     2.   A facility enlarged by any amount shall meet IV.C.1., however small the enlargement.
          [Subsection C. added 3-14-2017 by Ord. No. 2017-01]

D.   Closure.

     1.   Abandonment.

          a.   A facility into which no manure has been placed for 18 consecutive months is abandoned.

          b.   An abandoned facility shall be closed within 6 months after it became abandoned.
          [Paragraph D.1. amended 3-14-2017 by Ord. No. 2017-01]

     2.   Closure shall follow the Waste Facility Closure standard (Code 360).
"""
    _, provisions = segment(text_document(text))
    dated = {p.label: [(h.action, h.date) for h in p.history] for p in provisions}
    later = [("amended", dt.date(2017, 3, 14))]
    assert dated["IV. A. 1."] == [] and dated["IV. A. 2."] == [("added", dt.date(2006, 8, 8))]
    assert dated["IV. C. 1."] == [("added", dt.date(2017, 3, 14))] == dated["IV. C. 2."]
    assert dated["IV. D. 1. a."] == later == dated["IV. D. 1. b."]
    assert dated["IV. D. 2."] == []


def test_an_article_s_own_unnumbered_text_is_a_provision_cited_by_the_article_s_number() -> None:
    """"ARTICLE I  AUTHORITY AND PURPOSE" over a paragraph is a unit with no subunits, cited "I."; a caption
    printed under the heading ("Feedlots and Barnyard Runoff") is no text, and the article's lettered units
    keep their citation ("III. A.")."""
    text = """ARTICLE I  AUTHORITY AND PURPOSE

The Town Board adopts this ordinance under s. 92.15, Wis. Stats., to keep the waters of the Town
free of pollution from livestock operations.

ARTICLE II
Feedlots and Barnyard Runoff

A.   Permit Required. No person may build a feedlot without a permit.

ARTICLE III  EXISTING OPERATIONS

Operations that existed on the date of adoption are subject to this article as follows.

A.   Existing feedlots shall divert clean water away from the lot within two years.
B.   Existing storage facilities shall be inspected every five years.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["I.", "II. A.", "III. A.", "III. B."]
    assert provisions[0].text.startswith("The Town Board adopts") and provisions[0].heading == "AUTHORITY AND PURPOSE"


def test_a_permit_s_own_general_conditions_are_its_own_and_its_standard_ones_the_ordinance_s() -> None:
    """One farm's conditional use permit sets its conditions out as "PART A - GENERAL CONDITIONS" and
    "PART B - SITE-SPECIFIC CONDITIONS": both are that permit's (RUBRIC rule 17(b)). A part that restates
    the conditions the ordinance sets for every permit says so and stays codified."""
    text = """Sec. 6.12 ANIMAL HUSBANDRY.
(4) STANDARDS. No manure storage facility shall be built within 300 feet of a stream.

CONDITIONAL USE PERMIT NO. 2023-07
Applicant: Kettleview Dairy LLC
CONDITIONS OF APPROVAL

PART A - GENERAL CONDITIONS

Condition 1. This permit runs with the land.

Condition 2. No manure shall be applied within 200 feet of Ruddle Spring.

PART B - SITE-SPECIFIC CONDITIONS

Condition 3. Fields 14 and 15 shall receive no manure from December 1 to March 31.

PART C - STANDARD CONDITIONS FOR EVERY PERMIT (Zoning Ordinance Sec. 6.12(6))

Condition 4. The permittee shall divert clean water away from every animal lot.
"""
    _, provisions = segment(text_document(text))
    instrument = {p.label: p.instrument for p in provisions}
    assert instrument["Sec. 6.12(4)"] == "ordinance"
    assert instrument["Condition 1"] == instrument["Condition 2"] == instrument["Condition 3"] == "permit_conditions"
    assert instrument["Condition 4"] == "ordinance"


def test_a_signer_s_initial_wrapped_to_a_line_s_start_under_the_signatures_opens_no_unit() -> None:
    """Two signers printed side by side and set in a narrow column ("Harlan J. Vossberg Ruth" ⏎ "A. Kellerman
    County Board Chair County Clerk"): under the signatures, "A." is an initial, not the last section's first
    subsection."""
    text = """SECTION 2. EFFECTIVE DATE. This ordinance takes effect on the day after its publication.

Dated this 16th day of April, 2024.

Harlan J. Vossberg Ruth
A. Kellerman County Board Chair County Clerk
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Section 2"]
    assert "Kellerman" not in provisions[0].text


def test_a_line_ending_on_subsections_carries_into_the_cited_numbers() -> None:
    """"... Subsections" ⏎ "(1) to (4) and (6) to" ⏎ "(9) of Sec. 9.14 are not reproduced.": a narrow column breaks a
    note before the numbers it cites; they open no units."""
    text = """EXHIBIT A TO DECISION CU-23-07

The pages that follow are reproduced from the County Code, as printed in Supplement 31. Subsections
(1) to (4) and (6) to
(9) of Sec. 9.14 are not reproduced.

Sec. 9.14 ANIMAL HUSBANDRY.
(5) STANDARDS. No manure storage facility shall be built within 300 feet of a stream.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Sec. 9.14(5)"]


def test_items_numbered_like_the_sections_open_under_a_lettered_paragraph() -> None:
    """A county ordinance numbers its sections "3." and prints a paragraph's items "1.", "2." under "(b)", deeper in:
    the items are the paragraph's, not new sections."""
    text = """1. Title. This ordinance is the County Livestock Facility Licensing Ordinance.

2. Licenses.

   (a) No person may operate a livestock facility without a license.

3. Application Procedure.

   (a) An applicant shall file four copies of the application form.

   (b) Upon receipt of an application:

      1. The Department shall notify the applicant within 45 days whether the application
      is complete.

      2. Within 14 days after finding an application complete, the Department shall mail
      written notice of the application to the town clerk.

4. Standards.

   (a) Every facility shall meet NRCS standard 313.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["1.", "2. (a)", "3. (a)", "3. (b) 1.", "3. (b) 2.", "4. (a)"]


def test_a_note_under_a_table_s_last_row_that_names_the_section_dates_every_row() -> None:
    """"(Section 3.2 created 06/09/2020, Ord. 2020-1)" printed under the last numbered row of a section's table dates
    the section and every row, not the last row alone; "(Section amended in its entirety ...)" under a section's
    heading dates everything under it."""
    text = """Section III.  PROHIBITIONS

3.1  No manure shall be spread on frozen ground within 300 feet of a stream.

3.2  Table of Prohibited Practices. No person shall engage in a practice listed below.

  3.2.1  Allowing a waste storage facility to overflow.       Anywhere in the Town.

  3.2.2  Keeping an unconfined manure pile.                   Within 300 ft of a stream.

(Section 3.2 created 06/09/2020, Ord. 2020-1)

Section IV.  WASTE STORAGE FACILITIES
(Section amended in its entirety 03/10/2009, Ord. 2009-2)

4.1  No person shall construct a waste storage facility without a permit.

4.2  A new waste storage facility shall meet NRCS technical standard 313.
"""
    _, provisions = segment(text_document(text))
    dated = {p.label.removeprefix("Section "): {(h.action, h.date) for h in p.history} for p in provisions}
    assert dated["3.1"] == set()
    assert dated["3.2.1"] == dated["3.2.2"] == {("created", dt.date(2020, 6, 9))}
    assert dated["4.1"] == dated["4.2"] == {("amended", dt.date(2009, 3, 10))}


def test_a_permit_decision_after_a_cross_reference_opens_and_its_findings_are_no_provisions() -> None:
    """A zoning section ends on "Cross-reference: ..."; the committee's "DECISION AND CONDITIONAL USE PERMIT"
    follows in capitals. The heading is no sentence of the note: it opens the permit, whose numbered "FINDINGS OF
    FACT" are the board's findings, and whose "CONDITIONS OF APPROVAL" are the permit's conditions."""
    text = """Sec. 6.12 ANIMAL HUSBANDRY.
(5) CONDITIONAL USE PERMITS.
  (a) A conditional use permit under this section lapses if construction has not begun within two years.

History: Cr. Ord. 2004-11, 6-15-2004.
Cross-reference: Manure storage permits, Ch. 14; conditional uses, Sec. 9.04.

              DORRANCE COUNTY ZONING AND LAND USE COMMITTEE
                  DECISION AND CONDITIONAL USE PERMIT

CUP No. 2023-07
Applicant:  Kettleview Dairy LLC

FINDINGS OF FACT

1. The property is zoned A-1 Exclusive Agriculture.
2. The Town Board recommended approval on July 11, 2023.

CONDITIONS OF APPROVAL

Condition 1. This permit runs with the land.

Condition 2. No manure shall be applied within 200 feet of Ruddle Spring.
"""
    _, provisions = segment(text_document(text))
    assert [(p.label, p.instrument) for p in provisions] == [
        ("Sec. 6.12(5)(a)", "ordinance"), ("Condition 1", "permit_conditions"), ("Condition 2", "permit_conditions")]
    assert "DECISION" not in provisions[0].text


def test_a_permit_s_findings_end_at_its_decision_and_a_bare_conditions_heading() -> None:
    """"FINDINGS" in prose, then "DECISION: ... GRANTED" and "CONDITIONS" over the numbered conditions: the
    conditions are the permit's."""
    text = """Sec. 7.14 LIVESTOCK FACILITIES.
(1) No livestock facility of 1,000 animal units or more may be built without a conditional use permit.

Conditional Use Permit No. CU-2023-07
Applicant: Harwell Brook Dairy, LLC

FINDINGS

The Committee held a public hearing on the application on July 26, 2023.

DECISION: The conditional use permit is GRANTED, subject to the following conditions.

CONDITIONS

1. The facility shall house no more than 3,100 animal units at any time.
2. No manure shall be applied within 200 feet of Pike Spring.
"""
    _, provisions = segment(text_document(text))
    assert [(p.label, p.instrument) for p in provisions] == [
        ("Sec. 7.14(1)", "ordinance"), ("Condition 1", "permit_conditions"), ("Condition 2", "permit_conditions")]


def test_a_decision_head_broken_by_a_narrow_column_still_opens_the_permit() -> None:
    """"COMMITTEE DECISION AND CONDITIONAL" ⏎ "USE PERMIT": the head a two-column page breaks is still the
    permit's; a sentence about a decision is not."""
    text = """Sec. 6.12 ANIMAL HUSBANDRY.
(1) No livestock facility may be built without a conditional use permit.

DORRANCE COUNTY ZONING AND LAND USE
COMMITTEE DECISION AND CONDITIONAL
USE PERMIT

1. This permit runs with the land.
"""
    _, provisions = segment(text_document(text))
    assert [(p.label, p.instrument) for p in provisions] == [
        ("Sec. 6.12(1)", "ordinance"), ("Condition 1", "permit_conditions")]


SEE_BROKEN = """\
15.28.060 FEEDLOTS AND RUNOFF.

   (A) No unconfined manure pile may be located in a water quality management area.
   (B) No unconfined manure pile may remain in place on a field for more than 60 days.
(Ord. 2004-11, passed 4-13-2004)

   Cross-reference:
      Definition of water quality management area, see
      § 15.28.030

15.28.070 ADMINISTRATION; PERMITS.

   (A) The Department shall administer this chapter.
   (B) An application for a storage facility permit shall include construction plans.
"""


def test_a_cross_reference_broken_before_its_citation_opens_no_section() -> None:
    """American Legal's "Cross-reference: ..., see" ⏎ "§ 15.28.030" (a column broke the entry before the section it
    points to): the citation ends the entry, and the next section, whatever its heading, opens on its own."""
    info, provisions = segment(text_document(SEE_BROKEN))
    assert [p.label for p in provisions] == ["15.28.060(A)", "15.28.060(B)", "15.28.070(A)", "15.28.070(B)"]


CAPTION_THEN_NOTE = """\
SECTION J.  VARIANCES

   1.  The Board may grant a variance from Section F where
       the owner shows that compliance is not feasible.

SECTION K.  NR 151 AGRICULTURAL PERFORMANCE STANDARDS
ADOPTED BY REFERENCE (Cr. 6/12/2007)

   1.  The agricultural performance standards in ss. NR
       151.02 to 151.08 are adopted by reference.
   2.  The technical standards in subch. VIII of ch. ATCP
       50 are adopted by reference.
"""


def test_a_caption_broken_by_a_column_then_the_section_s_note_on_one_line() -> None:
    """A narrow column breaks the caption, and the section's history note is set on the same line as its rest
    ("ADOPTED BY REFERENCE (Cr. 6/12/2007)"): the words finish the caption, the note dates the section."""
    info, provisions = segment(text_document(CAPTION_THEN_NOTE))
    k1 = next(p for p in provisions if p.label == "Section K 1.")
    assert k1.lead_in.endswith("ADOPTED BY REFERENCE"), k1.lead_in
    assert [(h.action, h.date) for h in k1.history] == [("created", dt.date(2007, 6, 12))]


def test_a_row_set_with_dot_leaders_ends_at_its_figure() -> None:
    """A leader runs a row out to its figure, so the row never wraps into the next line: the next row (even one
    carrying its own history note) and the subsection after the table open units of their own."""
    text = """\
Sec. 6.02 Separation Distances.
(1) MINIMUM DISTANCES. The spray from an irrigation gun may not reach within the
following distances of the features listed:
TABLE 6.02(1)
(a)  An occupied dwelling, school or church ........................ 800 feet
(b)  A private water supply well ................................... 400 feet
(c)  A municipal water supply well ................................. 1,500 feet
(d)  The ordinary high water mark of a navigable lake ............... 600 feet [Am. Ord. 2022-07]
(e)  A lot line of a parcel the irrigator neither owns nor leases    200 feet
(f)  The right-of-way of a public road .............................. 150 feet
(2) PONDS. Within 500 feet of the ordinary high water mark of a pond or flowage, manure
may be irrigated only where a buffer is kept.
(3) SINKHOLES. No person may irrigate manure within 300 feet of a sinkhole.
"""
    assert labels(text) == ["Sec. 6.02(1)", *(f"Sec. 6.02(1)({c})" for c in "abcdef"), "Sec. 6.02(2)", "Sec. 6.02(3)"]


# a document-sharing site's transcription of a PDF: each page one paragraph, its page number run into its first words
# and the chapter's page number onto its last, sections run in after the sentence before
TRANSCRIBED = """\
Chapter 12: Animal Waste Storage

Transcription

1 MORLAND COUNTY CHAPTER 12 ANIMAL WASTE STORAGE ORDINANCE Adopted: May 4, 2011 Contents Sec. 2-1 General Provisions... 2 Sec. 2-2 Standards... 2 Sec. 2-3 Permits... 3 12-1

2 Sec. 2-1 General Provisions. (1) Authority. This Ordinance is adopted under ss. 92.15 and 92.16, Wis. Stats. (2) Title. This Ordinance may be cited as the Morland County Animal Waste Storage Ordinance. Sec. 2-2 Standards. (1) Every new manure storage facility shall be designed to the NRCS waste storage standard. (2) No manure storage facility may be located within 400 feet of a private well, and none may be located within 12-2

3 1,000 feet of a municipal well. (3) Siting. (a) No new animal lot may be located within 300 feet of a navigable stream. (b) No unconfined manure pile may be kept within a water quality management area. 12-3

4 Sec. 2-3 Permits. (1) No person may construct a manure storage facility without a permit from the Department. (2) The fee for a permit is $300. 12-4
"""


def test_a_transcription_s_page_numbers_are_dropped_and_its_run_in_sections_open() -> None:
    """Page numbers run into a page's first words ("3 1,000 feet ...", "4 Sec. 2-3 ...") and onto its last ("12-2")
    are the pages', in a run of consecutive pages; a section's heading run in after a sentence ("... 92.16, Wis.
    Stats. Sec. 2-2 Standards.") opens the section, and a sentence broken by the page goes on across it."""
    _, provisions = segment(text_document(TRANSCRIBED))
    got = {p.label: p.text for p in provisions}
    assert list(got) == ["Sec. 2-1(1)", "Sec. 2-1(2)", "Sec. 2-2(1)", "Sec. 2-2(2)", "Sec. 2-2(3)(a)", "Sec. 2-2(3)(b)",
                         "Sec. 2-3(1)", "Sec. 2-3(2)"]
    assert got["Sec. 2-2(2)"].endswith("none may be located within 1,000 feet of a municipal well.")
    assert "12-" not in " ".join(got.values())


def test_lone_leading_numbers_are_text() -> None:
    """One line that opens on a number and a lowercase word is a wrapped figure, not a page: it stays."""
    text = """\
SECTION 1. SETBACKS.
(1) No manure storage facility may be located within
500 feet of a private well or within
2 miles of a municipal well.
"""
    _, provisions = segment(text_document(text))
    assert "2 miles of a municipal well" in provisions[0].text


# a wellhead overlay's table of uses: lettered rows whose cells are the legend's marks
MARKED_ROWS = """\
Sec. 17.40 Wellhead protection overlay.
(4) TABLE OF USES. In the table, "X" means the use is prohibited in the zone and "C" means it is a conditional use.

     Use                                                     Zone A     Zone B
     (a) Sanitary landfill or solid waste transfer facility     X          X
     (b) Manure stack, temporary or permanent                   X          C
     (c) Animal lot, new or expanded                            X          C

(5) CONDITIONS. Every conditional use permit in Zone B shall require a liner.
"""


def test_rows_of_marks_are_rows_and_a_marked_stack_is_barred_from_the_zone() -> None:
    """Rows ending in the legend's marks ("X  C") are rows, not one row run on; a manure stack marked prohibited in a
    zone is barred from the whole zone, wider than the state's water quality management area; a landfill is no
    livestock matter."""
    from ordinance_review.review import review_provisions

    info, provisions = segment(text_document(MARKED_ROWS))
    assert [p.label for p in provisions] == ["Sec. 17.40(4)", "Sec. 17.40(4)(a)", "Sec. 17.40(4)(b)", "Sec. 17.40(4)(c)",
                                             "Sec. 17.40(5)"]
    verdicts = {f.label: f.verdict for f in review_provisions(info, provisions).findings}
    assert verdicts["Sec. 17.40(4)(a)"] == "not_covered"
    assert verdicts["Sec. 17.40(4)(b)"] == "exceeds"


# the same transcription as a narrow column wraps it: a run-in heading broken after its number or inside its caption
TRANSCRIBED_WRAPPED = """\
2 Sec. 2-1 General Provisions. (1) Authority. This
Ordinance is adopted under the county police power. Sec. 2-2
Standards. (1) No manure storage facility may be located
within 400 feet of a private well. Sec. 2-3 Permits and
Fees. (1) No person may build a manure storage facility
without a permit. 12-2
3 (2) The fee for a permit is $300. (3) A permit expires
after two years. Sec. 2-4 Severability; Effective
Date. This Ordinance takes effect on publication. 12-3
4 Sec. 2-5 Penalties. Any person who violates this
Ordinance shall forfeit up to $500. 12-4
"""


def test_a_run_in_heading_a_column_broke_still_opens_its_section() -> None:
    _, provisions = segment(text_document(TRANSCRIBED_WRAPPED))
    assert [p.label for p in provisions] == ["Sec. 2-1(1)", "Sec. 2-2(1)", "Sec. 2-3(1)", "Sec. 2-3(2)", "Sec. 2-3(3)",
                                             "Sec. 2-4", "Sec. 2-5"]


NARROW_COLUMN_CODE = """\
CHAPTER 11  SHORELAND ZONING

Sec. 11.01 Statutory authority. This chapter is
adopted under s. 59.692, Wis. Stats.
History: Cr. Ord. 2016-31.
Sec. 11.30 Setback of structures from the ordinary
high-water mark. All structures shall be set back at
least 75 feet from the ordinary high-water mark.
History: Cr. Ord. 2016-31.
Sec. 11.45 Agricultural uses. (1) Livestock may not
be yarded within 100 feet of the ordinary high-water
mark.
(2) No manure may be stacked within 300 feet of a lake.
[Subsection 11.45 created by Ordinance No. 2019-3,
adopted March 12, 2019]
"""


def test_a_narrow_column_wraps_a_caption_or_a_note_and_the_section_still_opens_and_dates() -> None:
    """A code set in a narrow column skips section numbers (11.01, then 11.30) and wraps a caption before its
    period, or a bracketed history note before its date: the section still opens, the note dates the section."""
    _info, provisions = segment(text_document(NARROW_COLUMN_CODE))
    by_label = {p.label: p for p in provisions}
    assert by_label["Sec. 11.30"].heading == "Setback of structures from the ordinary high-water mark"
    assert by_label["Sec. 11.30"].text.endswith("from the ordinary high-water mark.")
    assert "Sec. 11.30" not in by_label["Sec. 11.01"].text
    # (the note under the section's last subsection, where this code prints its notes, dates the whole section)
    for label in ("Sec. 11.45(1)", "Sec. 11.45(2)"):
        assert [e.date for e in by_label[label].history] == [dt.date(2019, 3, 12)]
        assert "adopted March" not in by_label[label].text


STANDARD_CONDITIONS = """\
SEC. 9.06 DECISION.
The Town Board shall grant the permit if the application complies with this chapter.

SEC. 9.07 STANDARD CONDITIONS.
Every permit issued under this chapter is subject to the following conditions, whether or
not they are restated in the permit:

Condition 1. The facility shall be built as described in the approved application.

Condition 2. Storage shall hold three hundred sixty-five (365) days of manure.

SEC. 9.08 PENALTIES.
Any person who violates this chapter shall forfeit not less than $200.

ATTACHMENT A
CONDITIONAL USE PERMIT NO. CU-2019-02, KETTLEWOOD DAIRY LLC

Special Condition S-1. No manure shall be applied within 500 feet of the Osgard spring.

Special Condition S-2. A fourth monitoring well shall be installed down-gradient of the barn.
"""


def test_conditions_a_section_sets_for_every_permit_are_its_own_and_one_permits_are_that_permits() -> None:
    """A section whose text ends "subject to the following conditions:" lists them under it ("Sec. 9.07
    Condition 1"), rules of the ordinance; the special conditions of one named permit, coded "S-1", are that
    permit's."""
    _info, provisions = segment(text_document(STANDARD_CONDITIONS))
    by_label = {p.label: p for p in provisions}
    assert by_label["Sec. 9.07 Condition 2"].instrument == "ordinance"
    assert "following conditions" in by_label["Sec. 9.07 Condition 2"].lead_in
    assert by_label["Sec. 9.08"].text.startswith("PENALTIES.")
    assert by_label["Special Condition S-2"].instrument == "permit_conditions"


def test_an_attachment_heading_after_a_kept_running_head_opens_the_attachment() -> None:
    """A copy that kept the page's running head ("PELLHAM COUNTY CODE    Exhibit A", ending on a name, as a wrapped
    citation would) prints the exhibit's own heading in capitals after a blank line: that heading opens it."""
    text = ("12.211  Severability.\n\n"
            "If any provision of this article or of Exhibit A is held invalid, the remaining provisions\n"
            "shall continue in effect.\n\n"
            "(Ord. No. 2010-04, \u00a7 1, 3-16-2010)\n\n"
            "______________________________________________________________________________\n"
            "CD12:6                                                            Supp. No. 9\n"
            "                           PELLHAM COUNTY CODE                      Exhibit A\n"
            "______________________________________________________________________________\n\n"
            "EXHIBIT A.  LOCAL STANDARDS CHECKLIST\n\n"
            "Each licensed livestock facility shall meet every standard below.\n\n"
            "LS-1  No manure storage facility may be located within 1,000 feet of a navigable lake.\n"
            "LS-2  Clean water shall be diverted from every animal lot on the site.\n")
    _info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["12.211", "LS-1", "LS-2"]


def test_a_section_whose_first_subsection_was_repealed_opens_its_list_at_the_second() -> None:
    """A statute-style code drops a repealed subsection with no placeholder: "(1) r. Ord. 2021-05" leaves the section
    printing "(2)" first, run in after its caption, and its siblings below."""
    text = ("10.08  NUTRIENT MANAGEMENT. (1) Every operator shall follow a nutrient management plan.\n"
            "     History: Cr. Ord. 2012-14.\n\n"
            "10.09  RUNOFF AND DISCHARGE PROHIBITIONS. (2) No person may stack or\n"
            "pile manure in a water quality management area.\n"
            "     (3) Feedlots shall discharge no direct runoff to waters of the state.\n"
            "     (4) Livestock shall be excluded from every navigable stream by fencing.\n"
            "     History: Cr. Ord. 2012-14; (1) r. Ord. 2021-05.\n\n"
            "10.10  VARIANCES. The Committee may grant a variance (2) years after notice.\n")
    _info, provisions = segment(text_document(text))
    labels = [p.label for p in provisions]
    assert labels[:4] == ["10.08(1)", "10.09(2)", "10.09(3)", "10.09(4)"]
    assert labels[-1] == "10.10"


def test_a_subsection_after_a_table_of_figures_opens_even_when_a_repealed_one_is_skipped() -> None:
    """A schedule typed as a table ends its last row in figures ("... a permit   10   $500"); the blank line under
    it ends the row, so "(4)" after "(2)" (the "(3)" between them repealed) is the next subsection, not text the
    row runs on into."""
    text = ("10.12  ENFORCEMENT. (1) NOTICE. The Department shall serve a written notice of each violation.\n"
            "     (2) SCHEDULE. The days allowed to correct a violation and the forfeiture are:\n\n"
            "  Violation                                 Days to correct   Forfeiture\n"
            "  Unconfined manure pile in a WQMA          30                $250\n"
            "  Construction without a permit             10                $500\n\n"
            "     (4) FORFEITURES. A person who fails to correct a violation shall forfeit the amount\n"
            "listed in the schedule for each day the violation continues.\n"
            "     History: Cr. Ord. 2012-14; (3) r. Ord. 2021-05.\n\n"
            "10.13  APPEALS. A person aggrieved may appeal within 30 days.\n")
    _info, provisions = segment(text_document(text))
    labels = [p.label for p in provisions]
    assert labels == ["10.12(1)", "10.12(2)", "10.12(4)", "10.13"]
    assert "$500" in provisions[1].text and "FORFEITURES" not in provisions[1].text


def test_a_subsection_printed_again_before_each_item_is_the_open_one() -> None:
    """A county code prints "(b)(1)" and then "(b)(2)": the second "(b)" is the open subsection again, so
    "(2)" is its next item, not text of "(1)"."""
    text = ("14-305  Application setbacks; Table 14-3.\n"
            "(a) In this section, \"winter\" means December 1 through March 31.\n"
            "(b)(1) During spring-fall, manure shall be applied only as the spring-fall column shows.\n"
            "(b)(2) During winter, no manure shall be applied within the distances of the winter column.\n"
            "(b)(3) Distances are measured from the top of the channel bank.\n"
            "(c) No tillage shall be done within 20 feet of a stream.\n\n"
            "14-306  Winter application permits.\n"
            "(a) An application shall list each field.\n")
    _info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "14-305(a)", "14-305(b)(1)", "14-305(b)(2)", "14-305(b)(3)", "14-305(c)", "14-306(a)"]
    assert provisions[0].heading == "Application setbacks; Table 14-3"


def test_a_speck_a_scan_read_before_an_enumerator_is_dropped() -> None:
    """OCR of a typed page reads a speck as "; " or ", " before "(b)": the subsection still opens."""
    text = ("4.4 OPERATION.\n"
            "(a) No manure storage facility shall be filled beyond its design\n"
            "capacity or allowed to overflow.\n"
            "; (b) The operator shall notify the Town Clerk by telephone within\n"
            "twenty-four (24) hours after discovering any spill.\n"
            ", (c) Agitation of a facility shall not occur on Sundays.\n"
            "4.5 CLOSURE.\n"
            "(a) An abandoned manure storage facility shall be closed within ninety days.\n")
    _info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["4.4(a)", "4.4(b)", "4.4(c)", "4.5(a)"]
    assert provisions[1].text.startswith("The operator shall notify")


def test_sections_divided_into_subdivisions_keep_them_as_their_own_level() -> None:
    """A county code that divides its sections into "Subd. 1.", "Subd. 2." with lettered paragraphs under them."""
    text = ("Section 6.02.  APPLICABILITY.\n"
            "     Subd. 1.  Scope.  This chapter applies in all unincorporated areas of the County.\n"
            "     Subd. 2.  Existing operations.  No requirement of this chapter shall be enforced against an\n"
            "operation in existence on October 14, 1997 unless cost-sharing is offered.\n"
            "     (Ord. 2004-05, 3-16-2004)\n\n"
            "Section 6.03.  DEFINITIONS.\n"
            "     Subd. 1.  Terms.  In this chapter:\n"
            "          (a)  \"Animal unit\" has the meaning given in s. NR 243.03(3).\n"
            "          (b)  \"Substantially altered\" means an increase in capacity of 15 percent or more.\n"
            "     Subd. 2.  Other terms.  Other terms have their ordinary meanings.\n\n"
            "Section 6.04.  PERMITS.  No person may build a facility without a permit.\n")
    _info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "Section 6.02, Subd. 1", "Section 6.02, Subd. 2", "Section 6.03, Subd. 1(a)", "Section 6.03, Subd. 1(b)",
        "Section 6.03, Subd. 2", "Section 6.04"]


def test_an_ocr_read_of_a_typed_ordinance_keeps_its_section_numbers() -> None:
    """ "7.l" and ", 8.l" (a speck before it) are sections 7.1 and 8.1 of a scanned, OCR-read town ordinance."""
    text = ("SECTION 7.  NOTICE AND COMPLIANCE\n\n"
            "7.l  Where the Town finds that an existing operation does not meet this ordinance, it shall give\n"
            "written notice and a compliance period of not less than 6O days.\n"
            "7.2  The Town Board may extend a compliance period for good cause.\n\n"
            "SECTION 8.  ENFORCEMENT\n\n"
            ", 8.l  The Town Board may inspect any manure storage facility at a reasonable time.\n"
            "8.2  Any person who violates this ordinance shall forfeit not less than $1OO.\n")
    _info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Section 7.1", "Section 7.2", "Section 8.1", "Section 8.2"]


def test_a_subparts_history_line_dates_the_rules_under_it() -> None:
    """A code in parts and subparts ("Rule 3.C.1" under "SUBPART C"): the history line printed under a subpart's
    heading ("Subpart C r. and recr. ...") dates every rule of that subpart, not the last rule above it."""
    text = (
        "PART 3 - LIVESTOCK\n\n"
        "SUBPART B - MANURE STORAGE\n\n"
        "Rule 3.B.1  Permit required. No person may build a manure storage facility without a permit.\n"
        "History: Ord. 01-07, 5-15-2001.\n\n"
        "SUBPART C - FEEDLOTS\n"
        "History: Subpart C r. and recr. Ord. 12-23, 8-21-2012.\n\n"
        "Rule 3.C.1  Direct runoff. No feedlot may discharge direct runoff to waters of the state.\n\n"
        "Rule 3.C.2  Clean water. Clean water shall be diverted around every feedlot.\n"
    )
    _, provisions = segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["Rule 3.B.1", "Rule 3.C.1", "Rule 3.C.2"]
    assert [h.date for h in by_label["Rule 3.B.1"].history] == [dt.date(2001, 5, 15)]
    for label in ("Rule 3.C.1", "Rule 3.C.2"):
        assert dt.date(2012, 8, 21) in [h.date for h in by_label[label].history]


def test_a_permit_decisions_findings_and_conditions_are_that_permits() -> None:
    """A committee's decision on one applicant's permit ("DECISION AND ORDER" ⏎ "CONDITIONAL USE PERMIT NO. CU-2022-14")
    numbers its findings and conditions under Roman parts; they are that permit's conditions, not codified law, while
    the county ordinance it reproduces in an attachment is read as an ordinance."""
    text = (
        "CARROW COUNTY ZONING COMMITTEE\n\nDECISION AND ORDER\nCONDITIONAL USE PERMIT NO. CU-2022-14\n\n"
        "I. FINDINGS OF FACT\n\n1. The applicant owns 4,180 acres of cropland.\n\n"
        "III. CONDITIONS OF APPROVAL\n\n1. The operation shall not exceed 3,400 animal units.\n\n"
        "2. No manure may be applied within 1,500 feet of Hollin Spring.\n\n"
        "ATTACHMENT A\n\nCARROW COUNTY ZONING ORDINANCE\n\nSec. 8.44  Livestock facilities.\n\n"
        "(1) Setbacks. No waste storage facility may be located within 1,000 feet of a navigable stream.\n"
    )
    _, provisions = segment(text_document(text))
    instrument = {p.label: p.instrument for p in provisions}
    assert instrument["III. 2."] == "permit_conditions"
    assert [i for label, i in instrument.items() if "8.44" in label] == ["ordinance"]


def test_a_summary_the_note_disowns_is_no_part_of_the_ordinance() -> None:
    """A table of the sections that differ from the state's, printed before the enacting clause under a note that it
    "is not part of the ordinance", names sections in its cells but enacts nothing: only the text after the enacting
    clause gives units."""
    text = (
        "ORDINANCE NO. 2014-02\n\nSUMMARY OF LOCAL STANDARDS\n(This summary is not part of the ordinance and does not "
        "control its interpretation.)\n\n+-----------+---------------------------+-------------+\n"
        "| Provision | Local standard            | State       |\n+-----------+---------------------------+-------------+\n"
        "| Sec. 6(1) | No spreading, < 3 ft soil | < 2 ft soil |\n| Sec. 7    | Closure, 24 months        | 24 months   |\n"
        "+-----------+---------------------------+-------------+\n\n"
        "The Town Board of the Town of Kettleby does ordain as follows:\n\nSECTION 6.  SHALLOW SOILS.\n\n"
        "(1) No manure may be spread where soil over bedrock is less than 3 feet deep.\n\n"
        "SECTION 7.  CLOSURE.\n\nAn unused facility shall be closed within 24 months.\n"
    )
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Section 6(1)", "Section 7"]
    assert provisions[0].text.startswith("No manure may be spread")


def test_a_history_tables_section_row_leaves_the_parts_its_notes_do_not_name() -> None:
    """A chapter that notes its history part by part ("(Cr. 1995)", "(Cr. Ord. 03-11, 2003)") and closes with a table
    saying only that Ord. 03-11 amended s. 16.06: the parts' notes say which parts that ordinance touched, so the
    table's row dates none of the others (RUBRIC rule 16)."""
    text = (
        "CHAPTER 16 ANIMAL WASTE STORAGE\n\n16.06 DESIGN STANDARDS.\n"
        "(a) No facility may be located within 300 feet of a private well. (Cr. 1995)\n"
        "(b) No facility may overflow. (Cr. Ord. 03-11, 2003)\n"
        "(c) Waste shall be kept below the margin of safety. (Cr. Ord. 03-11, 2003)\n\n"
        "HISTORY OF CHAPTER 16\nOrd. 95-4     adopted June 20, 1995      chapter created\n"
        "Ord. 03-11    adopted May 13, 2003       performance standards added; ss. 16.06 amended\n"
    )
    _, provisions = segment(text_document(text))
    years = {p.label: sorted({h.date.year if h.date else h.year for h in p.history}) for p in provisions}
    assert years["16.06(a)"] == [1995]
    assert years["16.06(b)"] == [2003]


def test_a_schedules_rows_keyed_by_section_go_to_the_sections_that_cite_it() -> None:
    """Sections that leave their figures to "Schedule A" at the end ("... the well distance set forth in Schedule A"),
    whose rows are keyed by those sections ("4.2(b)  Storage facility to private well  250 ft  Am. Ord. 2009-2"): each
    row is read with its section, dated by its history cell, and is no provision of its own."""
    text = (
        "ORDINANCE NO. 99-2\nAdopted August 10, 1999.\n\nSECTION 1   GENERAL\n\n1.1  Title.  This ordinance is the "
        "storage ordinance.\n\nSECTION 4   STORAGE FACILITY STANDARDS\n\n"
        "4.1  Design.  Every facility shall be built to the technical guide.\n\n"
        "4.2  Separation distances.  No facility may be located closer than the following distances, as set\n"
        "     forth in Schedule A:\n\n"
        "     (a)  to any navigable stream, the distance set forth in Schedule A;\n\n"
        "     (b)  to any private water supply well, the well distance set forth in\n          Schedule A.\n\n"
        "4.3  Capacity.  Each facility shall hold not less than the number of days set forth in Schedule A.\n\n"
        "                               SCHEDULE A\n               SEPARATION DISTANCES\n\n"
        " Section   Subject                                  Standard           History\n"
        " 4.2(a)    Storage facility to navigable stream      500 ft             Am. Ord. 2009-2\n"
        " 4.2(b)    Storage facility to private well          250 ft             Ord. 99-2\n"
        " 4.3       Minimum liquid storage capacity           240 days           Am. Ord. 2009-2\n\n"
        "\nAdopted this 10th day of August, 1999.\n\nAttest: Marjorie Liedtke, Town Clerk\n\n"
        "Amendment Ord. 2009-2 adopted May 11, 2009.\n"
    )
    _, provisions = segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert [label for label in by_label if "4.2" in label or "4.3" in label] == [
        "Section 4.2(a)", "Section 4.2(b)", "Section 4.3"]
    assert "250 ft" in by_label["Section 4.2(b)"].text and "500 ft" not in by_label["Section 4.2(b)"].text
    assert "240 days" in by_label["Section 4.3"].text
    assert [h.action for h in by_label["Section 4.2(a)"].history] == ["amended"]
    assert by_label["Section 4.2(b)"].history == []


def test_a_note_after_a_sections_last_subsection_is_that_subsections_where_subsections_are_noted() -> None:
    """A code that notes its subsections at the end of their text ("(2) ... [Amended by Ord. 2018-14]") puts the note of
    the section's last subsection on a line of its own after it: that note is the subsection's, not the section's."""
    text = (
        "Adopted May 16, 1989.\n\n12.7 CLOSURE.\n(1) An abandoned facility shall be closed within ninety (90) days.\n"
        "(2) Closure shall meet NRCS standard 360. [Amended by Ord. 2018-14, 11-20-2018]\n"
        "(3) A leaking facility shall be repaired or closed within thirty (30) days.\n"
        "[Amended by Ord. 2010-3, 3-16-2010]\n\n12.8 LAND APPLICATION.\n(1) Manure shall be applied under a plan.\n"
    )
    _, provisions = segment(text_document(text))
    years = {p.label: [h.date.year for h in p.history if h.date] for p in provisions}
    assert years["12.7(1)"] == [] and years["12.7(3)"] == [2010] and years["12.7(2)"] == [2018]


def test_an_appendix_numbers_its_items_under_its_letter_with_a_point() -> None:
    """ "APPENDIX B" over "B.1  NRCS Standard 313 ... is adopted with the following local modifications:" ⏎ "(a) ...":
    each standard the appendix adopts is an item of its own, "B.1", "B.2", and its modifications are that item's
    parts; read as bare "(a)" under the appendix, the second standard's parts took the first's labels. The item's
    number names its appendix, as "A-1" does, so the label needs no "Appendix B, " before it."""
    text = (
        "24.03 STORAGE. Every storage facility shall meet the standards in Appendix B.\n\n"
        "APPENDIX B\nTECHNICAL STANDARDS ADOPTED BY REFERENCE\n\n"
        "B.1  NRCS Conservation Practice Standard 313, Waste Storage Facility, is adopted with the\n"
        "following local modifications:\n"
        "  (a) Every liquid facility shall have a concrete or synthetic liner.\n"
        "  (b) The margin of safety shall be no less than two feet.\n\n"
        "B.2  NRCS Conservation Practice Standard 590, Nutrient Management, is adopted with the\n"
        "following local modifications:\n"
        "  (a) No liquid manure shall be applied on frozen ground within 500 feet of a stream.\n\n"
        "B.3  NRCS Conservation Practice Standard 360, Waste Facility Closure, is adopted without change.\n"
    )
    assert labels(text) == ["24.03", "B.1(a)", "B.1(b)", "B.2(a)", "B.3"]
    # (a decimal's letter and points, "A.1.2", and a point-number with no sentence after it stay text)
    assert labels("4.1 STORAGE.\n(a) See table row A.1.2 Storage facility for the figure.\n") == ["4.1(a)"]


def test_footnotes_set_in_superscript_date_the_units_they_mark() -> None:
    """A chapter that notes its amendments in footnotes at the page's foot, the marks and the notes' numbers set as
    superscript characters ("CLOSURE.²", "² Am. Ord. 2005-09, 5-17-2005."), one mark after a caption with the rule
    run on after it ("15.11 PROHIBITIONS.³ Every ..."): each note dates the unit it marks, and the units no note
    marks keep the 1990 enactment."""
    text = (
        "CHAPTER 15 - ANIMAL WASTE\n\n15.06 DESIGN.\n  (1) Every facility shall meet the technical guide.\n"
        "  (2) Each facility shall hold six months of waste.\u00b9\n\n15.07 CLOSURE.\u00b2\n"
        "  (1) An abandoned facility shall be closed within ninety days.\n\n"
        "15.11 PROHIBITIONS.\u00b3 Every livestock operation is subject to the following:\n"
        "  (1) No storage facility may overflow.\n\n15.12 CROPLAND.\n  (1) Cropland shall meet T.\n\n"
        "Adopted this 11th day of September, 1990.\n\n_______________________\n"
        "\u00b9 Cr. Ord. 2005-09, 5-17-2005.\n\u00b2 Am. Ord. 2005-09, 5-17-2005.\n\u00b3 Cr. Ord. 2005-09, 5-17-2005.\n"
        "                                                                   15-3\n"
    )
    # (through ingestion, which takes the notes off the page's foot)
    _, provisions = segment(ingest.load_text(text, "orrin.txt"))
    years = {p.label: [h.date.year for h in p.history if h.date] for p in provisions}
    assert years == {"15.06(1)": [], "15.06(2)": [2005], "15.07(1)": [2005], "15.11(1)": [2005], "15.12(1)": []}
    assert all("\u00b3" not in p.lead_in and "PROHIBITIONS.3" not in p.lead_in for p in provisions)


def test_a_table_row_that_wraps_onto_a_citation_keeps_it_as_a_cell() -> None:
    """A typed table whose row name wraps ("61 days up to the limit in" ⏎ "Sec. 9.205(1)   5 feet   3 feet"): the line
    that opens on the citation ends in cells with their units, so it is the row's, not a unit "Sec. 9.205(1)" opened
    ahead of its section."""
    text = (
        "Sec. 9.204 Location of stacking sites.\n"
        "(1) SOIL DEPTH. A manure stack may be placed only where the soil is as deep as Table 9.204 requires.\n\n"
        "        Table 9.204 -- Minimum soil depth\n\n"
        "        Time the stack remains          Depth to bedrock    Depth to water table\n"
        "        14 days or less                 2 feet              2 feet\n"
        "        61 days up to the limit in\n"
        "        Sec. 9.205(1)                   5 feet              3 feet\n\n"
        "(2) ROADS. No manure stack may be located within 100 feet of a public road.\n\n"
        "Sec. 9.205 Length of time a stack may remain.\n"
        "(1) MAXIMUM PERIOD. A manure stack shall be removed within 120 days.\n"
        "(2) REST PERIOD. No manure may be stacked again at the same site for one year.\n"
    )
    _, provisions = segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["Sec. 9.204(1)", "Sec. 9.204(2)", "Sec. 9.205(1)", "Sec. 9.205(2)"]
    cited = by_label["Sec. 9.204(1)"]
    assert "5 feet" in f"{cited.text} {cited.refers}" and "120 days" in by_label["Sec. 9.205(1)"].text


def test_a_reference_note_wrapped_in_a_narrow_column_ends_at_the_next_captioned_section() -> None:
    """American Legal's "Statutory reference:" under a section, its citation wrapped by a narrow column and ending on
    no stop ("... see Wis." ⏎ "Adm. Code §§ NR 151.05 and ATCP 50.62"): the next section's number with its caption
    opens that section, not another line of the note."""
    text = (
        "8.35.060 MANURE STORAGE FACILITIES.\n(A) Every facility shall conform to NRCS 313.\n"
        "(Ord. 2004-11 § 2, 2004)  Penalty, see § 8.35.999\nStatutory reference:\n"
        "Standards for manure storage facilities, see Wis.\nAdm. Code §§ NR 151.05 and ATCP 50.62\n"
        "8.35.070 CLOSURE OF STORAGE FACILITIES.\n(A) An idle facility shall be closed within 90 days.\n"
        "(B) Closure shall follow NRCS 360.\n"
    )
    assert labels(text) == ["8.35.060(A)", "8.35.070(A)", "8.35.070(B)"]


def test_footnotes_marked_in_parentheses_leave_the_text_and_date_their_units() -> None:
    """A chapter that marks its footnotes in parentheses after a stop ("... of a municipal well.(1)") and prints them
    under a dashed rule at the page's foot ("(1) Am. Ord. 2005-22."): each note dates the unit it marks and none is read
    as a subsection of the unit above the rule."""
    text = (
        "15.07 LOCATION. (1) No facility may be located within 300 feet of a stream.\n"
        "  (2) No facility may be located within 400 feet of a private well.(1)\n"
        "  (3) No facility may be located within 200 feet of a property line.\n\n"
        "History: Cr. Ord. 90-14, 1990.\n\n--------------------\n(1) Am. Ord. 2005-22, 2005.\n(2) Fee schedule, see s. 3.40.\n\n"
        "15.08 OPERATION. (1) No facility may overflow.(2)\n"
    )
    _, provisions = segment(ingest.load_text(text, "tillotson.txt"))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["15.07(1)", "15.07(2)", "15.07(3)", "15.08(1)"]
    assert "Fee schedule" not in by_label["15.07(3)"].text and not by_label["15.07(2)"].text.endswith("(1)")
    assert 2005 in [h.year or (h.date.year if h.date else None) for h in by_label["15.07(2)"].history]
    assert 2005 not in [h.year or (h.date.year if h.date else None) for h in by_label["15.07(3)"].history]


def test_paragraphs_numbered_once_through_the_articles_are_cited_by_their_own_numbers() -> None:
    """ "ARTICLE I" ⏎ "1." "2." ⏎ "ARTICLE II. DEFINITIONS" ⏎ "3. ...": a code that numbers its paragraphs once through
    the whole text, not afresh in every article. Read as restarting, "3." under a new article was no first item, and
    every article after the first was lost; its paragraphs are cited "3.", not "II. 3.". A code whose items restart
    in every article keeps the article in the citation, and a range repealed in between is passed over."""
    text = (
        "ARTICLE I. GENERAL PROVISIONS\n\n"
        "1.  Title. This ordinance is the Animal Waste Ordinance.\n\n"
        "2.  Applicability. This ordinance applies in the unincorporated areas of the County.\n\n"
        "ARTICLE II. STORAGE\n\n"
        "3.  No manure storage facility shall be located within 1,000 feet of a lake.\n\n"
        "4.  Every facility shall be designed to NRCS Standard 313.\n\n"
        "ARTICLE III. LICENSING\n\n"
        "5. through 9. [Repealed 5-18-10 by Ord. 2010-09.]\n\n"
        "ARTICLE IV. ENFORCEMENT\n\n"
        "10.  Penalties. A violator shall forfeit not less than $50.\n"
    )
    assert labels(text) == ["1.", "2.", "3.", "4.", "10."]
    restarting = (
        "ARTICLE I. GENERAL PROVISIONS\n\n"
        "1.  Title. This ordinance is the Animal Waste Ordinance.\n\n"
        "2.  Applicability. This ordinance applies in the unincorporated areas of the County.\n\n"
        "ARTICLE II. STORAGE\n\n"
        "1.  No manure storage facility shall be located within 1,000 feet of a lake.\n\n"
        "2.  Every facility shall be designed to NRCS Standard 313.\n"
    )
    assert labels(restarting) == ["I. 1.", "I. 2.", "II. 1.", "II. 2."]


def test_a_recodified_codes_notes_name_the_old_number_or_the_section_itself() -> None:
    """A chapter republished after a recodification notes each unit with its old number ("[Formerly § 9.4(c)2.; amended
    6-17-2014 by Ord. No. 2014-08]") and a section added whole by its own number ("[17.03 created 6-17-2014 by ...]",
    after its last subsection). Neither was read as a note: an amended unit and a new section kept the chapter's 1992
    date. A unit only renumbered keeps its date and records the renumbering."""
    text = (
        "Adopted August 18, 1992.\n\n"
        "17.03   APPLICABILITY.\n"
        "   (1)  This chapter applies in the unincorporated areas of the County.\n"
        "   (2)  No requirement of this chapter shall be enforced until cost-sharing is available.\n"
        "[17.03 created 6-17-2014 by Ord. No. 2014-08]\n\n"
        "17.06   LOCATION.\n"
        "   (1)  No facility shall be placed within 400 feet of a well.\n"
        "        [Formerly § 9.4(c)1.; renumbered 6-17-2014 by Ord. No. 2014-08]\n"
        "   (2)  No earthen facility shall be located within 350 feet of a sinkhole.\n"
        "        [Formerly § 9.4(c)2.; amended 6-17-2014 by Ord. No. 2014-08]\n"
        "   (3)  A facility shall be at least 200 feet from any dwelling.\n"
    )
    _, provisions = segment(text_document(text))
    notes = {p.label: [(h.action, h.date.year) for h in p.history if h.date] for p in provisions}
    assert notes["17.03(1)"] == [("created", 2014)] and notes["17.03(2)"] == [("created", 2014)]
    assert notes["17.06(1)"] == [("renumbered", 2014)] and notes["17.06(2)"] == [("amended", 2014)]
    assert notes["17.06(3)"] == []


def test_a_title_case_caption_over_a_blank_line_is_no_citation_of_the_subsection_under_it() -> None:
    """ "4.2.2   Winter Restriction Table" ⏎ (blank) ⏎ "4.2.2.1   Liquid manure. ...": a caption in title case with no
    stop ends on a word a number may follow ("Table"), but the space under it and a first subsection there open that
    subsection; read as "Table 4.2.2.1", the section's subsections were lost into its caption. A number run on with no
    space between is still the citation it reads as."""
    text = (
        "4.2.1   Scope\n\n"
        "   4.2.1.1   Every person who applies manure in the County shall do so under a nutrient\n"
        "   management plan that meets the 590 standard, and shall keep the plan at the farm.\n\n"
        "4.2.2   Winter Restriction Table\n\n"
        "   4.2.2.1   Liquid manure. No person may surface apply liquid manure during a period\n"
        "   marked prohibited in the table, whether or not the ground is frozen that day.\n\n"
        "   4.2.2.2   Solid manure. Solid manure may be spread in the periods the table shows\n"
        "   only on fields whose dominant slope is six percent or less.\n"
    )
    assert labels(text) == ["4.2.1.1", "4.2.2.1", "4.2.2.2"]
    cited = "4.2.1   Scope\n   4.2.1.1   Manure shall be applied as shown in Table\n   4.2.1.2 of the plan.\n"
    assert labels(cited) == ["4.2.1.1"]


def test_outline_sections_whose_captions_stand_alone_open_their_lettered_items() -> None:
    """ "B.1.  Nutrient Management." alone on its line over "a.  Every person who ...": a town's outline numbering
    ("A.1.a.(1)") prints each section's caption on a line of its own; read as no number, every item under it was lost
    or went to the section before."""
    text = ("PART A.  GENERAL PROVISIONS\n\n"
            "A.1.  Authority.  This ordinance is adopted under ss. 60.22(3) and 92.15, Wis. Stats.\n\n"
            "A.2.  Applicability.\n"
            "      a.  This ordinance applies to all land within the Town.\n"
            "      b.  Where this ordinance and another differ, the more restrictive governs.\n\n"
            "PART B.  MANURE APPLICATION\n\n"
            "B.1.  Nutrient Management.\n"
            "      a.  Every person who applies manure shall have and follow a nutrient management plan.\n"
            "      b.  A copy of the plan shall be delivered to the Town Clerk by February 1 of each year.\n\n"
            "B.2.  Shallow Soils and Karst.\n"
            "      a.  No manure may be applied within 500 feet of a sinkhole.\n")
    got = labels(text)
    assert {"A.2 a.", "A.2 b.", "B.1 a.", "B.1 b.", "B.2 a."} <= set(got), got


def test_numbered_rows_of_figures_set_with_dot_leaders_are_units_not_contents_entries() -> None:
    """ "(1)  From a residence on another property ......... 1,320 feet": leaders that run to a figure and its unit are
    a rule's rows of distances; read as contents entries (leaders that run to a page), every row was dropped."""
    text = ("C.4.  Setbacks.\n"
            "      a.  The following minimum distances apply to every new manure storage facility:\n"
            "          (1)  From a residence on another property ............... 1,320 feet\n"
            "          (2)  From a private well not owned by the operator ........ 500 feet\n"
            "      b.  Distances are measured from the nearest edge of the facility.\n\n"
            "C.5.  Other Rules.\n"
            "      a.  No manure may be spread within 100 feet of a well.\n")
    assert {"C.4 a.(1)", "C.4 a.(2)", "C.4 b."} <= set(labels(text))
