"""Segmentation of invented snippets in the layouts DNR actually receives.

Municode chapters open with a table of sections and close each section with a source note;
eCode exports put the section number on a line of its own; typed town ordinances mix
"SECTION 5" headings with "5." items; scans bring OCR noise; Word drafts pasted into one
paragraph run the units together. None of this is devset text: each snippet is written here.
"""

from __future__ import annotations

import datetime as dt

import pytest
from segment_support import text_document

from ordinance_review.segment import segment

D = dt.date

MUNICODE = """\
PART II - CODE OF ORDINANCES
Chapter 22 - LIVESTOCK FACILITIES

Sec. 22.01. - Title.
Sec. 22.02. - Storage facilities.
Sec. 22.03. - Reserved.
Sec. 22.04. - Penalties.

Editor's note— Ord. No. 2019-5, § 1, adopted May 7, 2019, amended ch. 22 throughout and created
§§ 22.02 and 22.04. The history note after each section is kept for reference, see §§ 22.01,
22.02 and
22.04. Prior history: none.

Sec. 22.01. - Title.

This chapter is the Lark County Livestock Facilities Ordinance.

(Ord. No. 2008-3, § 1, 4-8-2008; Ord. No. 2019-5, § 1, 5-7-2019)

Sec. 22.02. - Storage facilities.

(1) Every new manure storage facility shall meet NRCS Conservation Practice Standard 313.

(2) Setbacks.

    (a) No facility shall be built within 600 feet of a private well.

    (b) No facility shall be built within 300 feet of a navigable stream.

(Ord. No. 2008-3, § 2, 4-8-2008; Ord. No. 2019-5, § 1, 5-7-2019; Ord. No. 2022-1,
§ 1, 2-15-2022)

Sec. 22.03. - Reserved.

Sec. 22.04. - Penalties.

Any person who violates this chapter shall forfeit not more than $1,000 for each offense.

(Ord. No. 2019-5, § 1, 5-7-2019)
"""


def test_municode_table_of_sections_is_not_read_as_provisions() -> None:
    info, provisions = segment(text_document(MUNICODE))
    assert [p.label for p in provisions] == [
        "Sec. 22.01",
        "Sec. 22.02(1)",
        "Sec. 22.02(2)(a)",
        "Sec. 22.02(2)(b)",
        "Sec. 22.04",
    ]
    assert provisions[0].text == "Title. This chapter is the Lark County Livestock Facilities Ordinance."
    assert provisions[-1].text.startswith("Penalties. Any person who violates")


def test_municode_source_note_dates_every_unit_of_its_section() -> None:
    info, provisions = segment(text_document(MUNICODE))
    by = {p.label: p for p in provisions}
    for label in ("Sec. 22.02(1)", "Sec. 22.02(2)(a)", "Sec. 22.02(2)(b)"):
        assert [(h.action, h.date) for h in by[label].history] == [
            ("created", D(2008, 4, 8)),
            ("amended", D(2019, 5, 7)),
            ("amended", D(2022, 2, 15)),
        ]
        assert "Ord. No." not in by[label].text
    assert [(h.action, h.date) for h in by["Sec. 22.04"].history] == [("created", D(2019, 5, 7))]


def test_enacted_is_the_original_ordinance_not_the_amending_one_in_the_editors_note() -> None:
    info, _ = segment(text_document(MUNICODE))
    assert info.enacted == D(2008, 4, 8)
    assert info.amended == [D(2019, 5, 7), D(2022, 2, 15)]


def test_contents_with_page_numbers_and_no_section_word() -> None:
    text = """\
CHAPTER 9 MANURE STORAGE
9.01  Purpose ......................... 9-1
9.02  Standards ....................... 9-1
9.03  Closure                           9-2

9.01 PURPOSE. This chapter protects groundwater.
9.02 STANDARDS. (1) Every facility shall meet NRCS Standard 313.
(2) No facility within 300 feet of a stream.
9.03 CLOSURE. A facility unused for 24 months shall be closed.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["9.01", "9.02(1)", "9.02(2)", "9.03"]


def test_ecode_section_number_on_its_own_line_and_a_reserved_section() -> None:
    text = """\
Town of Hadley, WI
Chapter 250. LIVESTOCK
[HISTORY: Adopted by the Town Board of the Town of Hadley 6-12-2006 by Ord. No. 2006-4. Amendments noted where applicable.]
§ 250-1.
Title.
This chapter is the Hadley Livestock Ordinance.
§ 250-2.
Standards.
A.
No manure storage facility shall be built within 500 feet of a well.
B.
Every operator shall follow a nutrient management plan. [Amended 5-14-2013 by Ord. No. 13-2]
(1)
The plan shall be updated every year.
§ 250-3.
Reserved.
§ 250-4. Penalties.
Any person who violates this chapter shall forfeit not more than $500.
250:3
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "§ 250-1",
        "§ 250-2 A.",
        "§ 250-2 B.",
        "§ 250-2 B.(1)",
        "§ 250-4",
    ]
    assert provisions[-1].text.endswith("$500.")  # the page number "250:3" is not text
    assert info.enacted == D(2006, 6, 12)
    assert info.amended == [D(2013, 5, 14)]


TOWN_1999 = """\
TOWN OF ASH HILL
ORDINANCE NO. 99-4

SECTION 4 - STORAGE

1. No storage facility within 400 feet of a well.

2. A facility unused for twelve (12) months shall be closed within six (6) months.
(Amended 5-10-2004)

3. No owner or operator shall allow a storage facility to overflow

SECTION 5 - SPREADING

1. No manure on frozen ground within 1000 feet of a lake.

2. Liquid manure.
    a. No liquid manure from December 1 through March 31. (Am. Ord. 06-2, 8-14-2006)
    b. Liquid manure on slopes over 6 percent shall be incorporated.

SECTION 6 - GROUNDWATER (Created 9-12-2016)

1. No manure within 500 feet of a sinkhole.

Adopted by the Town Board this 14th day of June, 1999.
"""


def test_a_section_heading_after_an_item_of_the_same_number_starts_the_next_section() -> None:
    _, provisions = segment(text_document(TOWN_1999))
    assert [p.label for p in provisions] == [
        "Section 4 1.",
        "Section 4 2.",
        "Section 4 3.",
        "Section 5 1.",
        "Section 5 2.a.",
        "Section 5 2.b.",
        "Section 6 1.",
    ]
    assert provisions[2].text == "No owner or operator shall allow a storage facility to overflow"


def test_parenthesised_notes_on_units_and_on_a_heading() -> None:
    info, provisions = segment(text_document(TOWN_1999))
    by = {p.label: p for p in provisions}
    assert [(h.action, h.date) for h in by["Section 4 2."].history] == [("amended", D(2004, 5, 10))]
    assert by["Section 4 2."].text.endswith("within six (6) months.")
    assert [(h.action, h.date, h.ordinance) for h in by["Section 5 2.a."].history] == [
        ("amended", D(2006, 8, 14), "Ord. 06-2")
    ]
    assert by["Section 5 2.b."].history == []
    assert [(h.action, h.date) for h in by["Section 6 1."].history] == [("created", D(2016, 9, 12))]
    assert info.enacted == D(1999, 6, 14)
    assert info.amended == [D(2004, 5, 10), D(2006, 8, 14), D(2016, 9, 12)]


def test_article_word_headings_with_close_paren_and_roman_items() -> None:
    text = """\
VILLAGE OF PINE LAKE
ORDINANCE NO. 2015-3

ARTICLE I General Provisions

1. Title. This ordinance is the Pine Lake Manure Ordinance.

ARTICLE II Standards

1. Storage. No person shall build a manure storage facility without a permit.

2. Spreading. The following apply:
   a) No manure shall be spread on frozen ground.
   b) No manure shall be spread within 300 feet of a lake, except:
      i. by injection; or
      ii. on a field with a nutrient management plan.

ARTICLE III Enforcement

1) Any person who violates this ordinance shall forfeit $200.
2) Each day is a separate offense.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "I. 1.",
        "II. 1.",
        "II. 2. a)",
        "II. 2. b) i.",
        "II. 2. b) ii.",
        "III. 1)",
        "III. 2)",
    ]
    assert [p.heading for p in provisions[-2:]] == ["Enforcement", "Enforcement"]


def test_county_parenthesised_capitals_with_a_supplement_footer_inside_the_text() -> None:
    text = """\
BIRCH COUNTY ANIMAL WASTE ORDINANCE
Enacted by the Birch County Board on May 2, 2000

SECTION 1. STANDARDS.
(A) Design.
   (1) Every facility shall meet NRCS Standard 313.
   (2) Every facility shall be inspected:
      (a) before first use; and
      (b) every five years.
(B) Setbacks. No facility within 300 feet of a stream. (Ord. 2011-3, 4-12-2011; Ord. 2018-7, 6-19-2018)

15-12 Supp. No. 3

SECTION 2. DEFINITIONS.
(A) "Animal unit" has the meaning given in s. NR 151.015.
(B) "Manure" means livestock excreta.
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "Section 1(A)(1)",
        "Section 1(A)(2)(a)",
        "Section 1(A)(2)(b)",
        "Section 1(B)",
        "Section 2(A)",
        "Section 2(B)",
    ]
    assert provisions[3].text == "Setbacks. No facility within 300 feet of a stream."
    assert [(h.action, h.date) for h in provisions[3].history] == [
        ("created", D(2011, 4, 12)),
        ("amended", D(2018, 6, 19)),
    ]
    assert not any("Supp" in p.text for p in provisions)
    assert info.enacted == D(2000, 5, 2)


def test_ocr_noise_in_section_words_and_subsection_numbers() -> None:
    text = """\
TOWN OF OAKFIELD
ORDINANCE 97-1
Sectlon 1. Purpose. This ordinance regulates manure storage.
Sectlon 2. Standards.
(l) No facility shall be built within 400 feet of a well.
(2) No facility shall be built in a floodplain.
SECTION 3. Enforcement. Violators shall forfeit $100.
Adopted this 10th day of March, 1997.
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Section 1", "Section 2(1)", "Section 2(2)", "Section 3"]
    assert info.enacted == D(1997, 3, 10)


def test_units_run_together_in_one_paragraph() -> None:
    text = """\
TOWN OF ELM CREEK LIVESTOCK ORDINANCE
Section 1. Title. This ordinance is the Elm Creek Livestock Ordinance.
Section 2. Prohibitions. The following are prohibited as follows: (a) No person shall spread manure on frozen ground. (b) No person shall store manure within 200 feet of a well, except as provided in sub. (2) of this section. (c) No person shall allow a facility to overflow.
Section 3. Permits. (1) No person shall build a facility without a permit. (2) The permit fee is $100.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "Section 1",
        "Section 2(a)",
        "Section 2(b)",
        "Section 2(c)",
        "Section 3(1)",
        "Section 3(2)",
    ]
    assert provisions[2].text.endswith("except as provided in sub. (2) of this section.")


def test_statutes_style_history_paragraph_after_a_section() -> None:
    text = """\
CHAPTER 91: ANIMALS
§ 91.02 STORAGE.
   (A) No storage within 300 feet of a stream.
   (B) No storage within 500 feet of a well.
(Ord. 96-1, passed 3-5-1996; Am. Ord. 06-2, passed 8-14-2006)
§ 91.03 SPREADING.
   No spreading on frozen ground.
History: Cr. Ord. 96-1, 3-5-1996; am. Ord. 09-4,
9-1-2009.
§ 91.04 PENALTY.
   Violators shall forfeit $50.
"""
    info, provisions = segment(text_document(text))
    by = {p.label: p for p in provisions}
    assert list(by) == ["§ 91.02(A)", "§ 91.02(B)", "§ 91.03", "§ 91.04"]
    assert [(h.action, h.date) for h in by["§ 91.02(A)"].history] == [
        ("created", D(1996, 3, 5)),
        ("amended", D(2006, 8, 14)),
    ]
    assert [(h.action, h.date) for h in by["§ 91.03"].history] == [
        ("created", D(1996, 3, 5)),
        ("amended", D(2009, 9, 1)),
    ]
    assert by["§ 91.03"].text == "SPREADING. No spreading on frozen ground."
    assert by["§ 91.04"].history == []
    assert info.enacted == D(1996, 3, 5)


def test_municode_articles_reserved_ranges_and_section_headers() -> None:
    text = """\
Chapter 14 - ENVIRONMENT
ARTICLE I. - IN GENERAL
Secs. 14-1—14-70. - Reserved.
ARTICLE II. - ANIMAL WASTE
Sec. 14-71. - Purpose.
Sec. 14-72. - Definitions.
Sec. 14-73. - Standards.

ARTICLE I. - IN GENERAL

Secs. 14-1—14-70. - Reserved.

ARTICLE II. - ANIMAL WASTE

Sec. 14-71. - Purpose.

This article protects the groundwater of the county.

(Ord. No. 97-12, § 1, 6-10-1997)

§ 14-71                    CORVID COUNTY CODE                    § 14-73

Sec. 14-72. - Definitions.

In this article:
A. "Animal unit" has the meaning given in s. NR 151.015.
B. "Manure" means livestock excreta, including:
   i. bedding; and
   ii. wash water.

(Ord. No. 97-12, § 1, 6-10-1997)

Sec. 14-73. - Standards.

(a) No storage facility within 300 feet of a stream.
(b) No spreading on frozen ground.

(Ord. No. 97-12, § 1, 6-10-1997; Ord. No. 2004-3, § 2, 3-9-2004)

Secs. 14-74—14-90. - Reserved.
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "Sec. 14-71",
        "Sec. 14-72 A.",
        "Sec. 14-72 B. i.",
        "Sec. 14-72 B. ii.",
        "Sec. 14-73(a)",
        "Sec. 14-73(b)",
    ]
    assert provisions[0].text == "Purpose. This article protects the groundwater of the county."
    assert provisions[-1].text == "No spreading on frozen ground."
    assert info.jurisdiction == "Corvid County"  # named only in the running header
    assert info.enacted == D(1997, 6, 10)
    assert info.amended == [D(2004, 3, 9)]


def test_two_digit_year_in_the_adoption_line() -> None:
    text = """\
TOWN OF BIRCH
LIVESTOCK ORDINANCE
Date Adopted: 6/14/99
Section 1. Purpose. This ordinance protects wells.
Section 2. Standards. No storage facility within 300 feet of a well.
"""
    info, provisions = segment(text_document(text))
    assert info.enacted == D(1999, 6, 14)
    assert [p.label for p in provisions] == ["Section 1", "Section 2"]


def test_contents_followed_directly_by_the_body_stops_at_the_first_repeated_entry() -> None:
    text = """\
Sec. 3.01. - Storage.
Sec. 3.02. - Spreading.
Sec. 3.03. - Penalties.
Sec. 3.01. - Storage.
(1) General.
(a) No facility shall be built within 300 feet of a stream.
Sec. 3.02. - Spreading.
(1) General.
(a) No manure shall be spread on frozen ground.
Sec. 3.03. - Penalties.
Any person who violates this chapter shall forfeit $500.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Sec. 3.01(1)(a)", "Sec. 3.02(1)(a)", "Sec. 3.03"]


def test_ocr_letter_l_for_the_first_item_and_in_a_lettered_list() -> None:
    text = """\
TOWN OF OAK
SECTION 1 - STORAGE
l. No facility within 100 feet of a well.
2. No facility in a floodplain. The following are also barred:
   a. lagoons;
   b. pits;
   c. slabs;
   d. tanks;
   e. stacks;
   f. bunkers;
   g. piles;
   h. ponds;
   i. basins;
   j. cells;
   k. vaults; and
   l. sumps.
SECTION 2 - SPREADING
l. No spreading on frozen ground.
"""
    _, provisions = segment(text_document(text))
    labels = [p.label for p in provisions]
    assert labels[0] == "Section 1 1."
    assert labels[-2:] == ["Section 1 2.l.", "Section 2 1."]


def test_contents_with_article_lines_and_decimal_sections() -> None:
    text = """\
VILLAGE OF REED
LIVESTOCK ORDINANCE
TABLE OF CONTENTS
ARTICLE I GENERAL PROVISIONS
1.01 Title
1.02 Purpose
ARTICLE II STANDARDS
2.01 Storage
2.02 Spreading
ARTICLE I GENERAL PROVISIONS
1.01 Title. This ordinance is the Reed Livestock Ordinance.
1.02 Purpose. This ordinance protects the lakes of the village.
ARTICLE II STANDARDS
2.01 Storage. (1) No storage within 300 feet of a lake. (Amended 3/11/2014)
(2) No storage in a floodplain.
2.02 Spreading. No spreading on frozen ground.
Adopted by the Village Board on May 4, 2010.
"""
    info, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["1.01", "1.02", "2.01(1)", "2.01(2)", "2.02"]
    assert [(h.action, h.date) for h in provisions[2].history] == [("amended", D(2014, 3, 11))]
    assert info.title == "LIVESTOCK ORDINANCE"
    assert info.enacted == D(2010, 5, 4)


def test_lowercase_lists_run_in_after_a_lead_in() -> None:
    text = """\
TOWN OF ELM
Section 1. Definitions. In this ordinance: (a) "Manure" means livestock excreta; (b) "Runoff" means water; and (c) "Town" means the Town of Elm.
Section 2. Prohibited acts. No person may do any of the following: (1) spread manure on frozen ground; (2) store manure within 200 feet of a well, as provided in sub. (3); or (3) allow a facility to overflow.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == [
        "Section 1(a)",
        "Section 1(b)",
        "Section 1(c)",
        "Section 2(1)",
        "Section 2(2)",
        "Section 2(3)",
    ]
    assert provisions[4].text == "store manure within 200 feet of a well, as provided in sub. (3); or"


def test_wrapped_source_notes_that_end_alike_are_not_running_footers() -> None:
    sections = []
    for n in range(1, 5):
        sections.append(
            f"Sec. 7.0{n}. - Rule {n}.\n"
            f"No person shall store manure within {n}00 feet of a well.\n"
            "(Ord. No. 2017-14, § 1, 3-21-2017; Ord. No.\n"
            "2021-03, § 2, 2-16-2021)\n"
        )
    info, provisions = segment(text_document("\n".join(sections)))
    assert [p.label for p in provisions] == ["Sec. 7.01", "Sec. 7.02", "Sec. 7.03", "Sec. 7.04"]
    for p in provisions:
        assert p.text.endswith("feet of a well.")
        assert [(h.action, h.date) for h in p.history] == [
            ("created", D(2017, 3, 21)),
            ("amended", D(2021, 2, 16)),
        ]


BROWSER_PRINT = """\
TOWN OF ARDEN HOLLOW
LIVESTOCK FACILITY LICENSING

§ 310-1 Title.
This chapter is the Town of Arden Hollow Livestock Facility Licensing Ordinance.

§ 310-2 Setbacks.
No manure storage facility may be built within 400 feet of a private well.
5/2/25, 9:41 AM Town of Arden Hollow, WI: Livestock
Facility Licensing
https://ecode360.com/11223344?print 2/3

§ 310-3 Severability.
If any part of this chapter is held invalid, the rest stays in force. The 1/2 mile figure in
§ 310-2 is a distance.

Amendment history:
Ord. 05-11 (June 21, 2005): § 310-1; § 310-2. A.
Ord. 16-22 (September 20, 2016): § 310-3.

Disposition List
Adoption Date | Ord. No. | Subject | Disposition
4-19-2005 | Ord. No. 2005-11 | Livestock facility licensing | Ch. 310
"""


def test_browser_print_bands_and_closing_lists_stay_out_of_the_units() -> None:
    """A code page printed from a browser carries its date, time and title at the top and its
    address and page count at the bottom (a narrow column can wrap the title); an "Amendment
    history:" list naming units ("§ 310-2 A.") and an eCode "Disposition List" close the chapter."""
    _info, provisions = segment(text_document(BROWSER_PRINT))
    texts = {p.label: p.text for p in provisions}
    assert list(texts) == ["§ 310-1", "§ 310-2", "§ 310-3"]
    assert texts["§ 310-2"].endswith("400 feet of a private well.")
    assert texts["§ 310-3"].endswith("The 1/2 mile figure in § 310-2 is a distance.")


def test_a_defined_term_in_capitals_under_a_browser_print_header_is_text() -> None:
    """eCode360's web copy prints each defined term in capitals on its own line; one that lands right under a
    page's print header ("3/14/25, 10:42 AM  Town of Wrenfield, WI") is the glossary's, not the title's wrapped end,
    which keeps the title's own case ("WI: Livestock" over "Facility Licensing")."""
    text = BROWSER_PRINT.replace(
        "5/2/25, 9:41 AM Town of Arden Hollow, WI: Livestock\nFacility Licensing\n",
        "5/2/25, 9:41 AM Town of Arden Hollow, WI\nSUBSTANTIALLY ALTERED\nEnlarged by more than 20 percent.\n")
    texts = {p.label: p.text for p in segment(text_document(text))[1]}
    assert "SUBSTANTIALLY ALTERED Enlarged by more than 20 percent." in texts["§ 310-2"]


AMERICAN_LEGAL_NARROW = """\
§ 4.201  STORAGE.
   (A)   Every storage facility shall meet NRCS Standard 313.
   (B)   Transfer pipes shall meet NRCS Standard 634, Waste Transfer. ('01
Code, § 4.201) (Ord. 01-2, passed 3-6-2001; Ord.
2015-8, passed 9-1-2015) Penalty, see § 4.999
§ 4.202  APPLICATION.
   (A)   No manure may be spread on saturated soil.
   (B)   No manure may be spread within 50 feet of a well, except in the fall. ('01 Code, § 4.202) (Ord. 01-2, passed 3-6-2001;
Ord. 2019-4, passed 10-1-2019)
"""


def test_american_legal_source_note_reflowed_onto_the_last_sentence_dates_the_whole_section() -> None:
    """A narrow column joins "('01 Code, § 4.201) (Ord. ...)" to the section's last sentence and may
    break it right after "('01": it is still the section's source note, dating every unit of it."""
    _info, provisions = segment(text_document(AMERICAN_LEGAL_NARROW))
    by_label = {p.label: p for p in provisions}
    assert by_label["§ 4.201(B)"].text.endswith("Waste Transfer.")
    assert by_label["§ 4.202(B)"].text.endswith("except in the fall.")
    for label, year in (("§ 4.201(A)", 2015), ("§ 4.201(B)", 2015), ("§ 4.202(A)", 2019), ("§ 4.202(B)", 2019)):
        assert year in {h.date.year for h in by_label[label].history if h.date}, label


AMENDING = """\
ORDINANCE NO. 2021-04
AN ORDINANCE TO AMEND CHAPTER 9 OF THE DELL COUNTY CODE

WHEREAS, the County Board adopted Chapter 9 on March 3, 1998; and
NOW, THEREFORE, the Dell County Board of Supervisors does ordain as follows:

SECTION 1. Section 9.02 of the Dell County Code is amended by creating subsection (4m) and
amending subsection (9) to read:
   (4m) "Closed depression" means a basin with no surface outlet.
   (9) "Pasture" means land where livestock graze growing forage.

SECTION 2. Section 9.05(3)(b) of the Code is amended, and paragraph (c) is created, to read:
   (b) No liquid manure may be stored in an earthen pit without a liner.
   (c) Each pit shall hold 200 days of manure.

SECTION 3. Section 9.07(2) of the Code is repealed and recreated to read:
   (2) CLOSURE. (a) A pit unused for 12 months shall be emptied.
   (b) Closure shall follow NRCS standard 360.

SECTION 4. Section 9.08 of the Code is repealed.

SECTION 5. Section 9.11 of the Code is created to read:
9.11 WINTER SPREADING. (1) No manure may be spread on frozen ground within 1,000 feet of a lake.
   (2) Spreading plans shall be filed by October 1.

SECTION 6. EFFECTIVE DATE. This ordinance takes effect upon publication.

Adopted this 9th day of March, 2021.
"""


def test_an_amending_ordinance_cites_the_code_units_it_creates_or_amends() -> None:
    """The board's own sections are instructions ("Section 9.05(3)(b) of the Code is amended ... to
    read:"); the units printed after them are the code's, cited by the code's numbers, and dated by
    the amending ordinance."""
    info, provisions = segment(text_document(AMENDING))
    assert [p.label for p in provisions] == [
        "9.02(4m)", "9.02(9)", "9.05(3)(b)", "9.05(3)(c)", "9.07(2)(a)", "9.07(2)(b)", "Section 4", "9.11(1)", "9.11(2)",
        "Section 6",
    ]
    by_label = {p.label: p for p in provisions}
    assert by_label["9.05(3)(c)"].text == "Each pit shall hold 200 days of manure."
    assert by_label["9.07(2)(a)"].heading == "CLOSURE"
    assert all(h.date == D(2021, 3, 9) for p in provisions[:-1] for h in p.history)
    # the code's units carry the amending ordinance's date; a bare repeal is the ordinance's own section
    assert all(p.history for p in provisions[:-1] if not p.label.startswith("Section"))
    assert by_label["Section 4"].text == "Section 9.08 of the Code is repealed."


SECTION_NOTES = """\
HISTORY: Cr. Ord. 99-4, May 4, 1999; am. Ord. 2012-2, June 5, 2012; am. Ord. 2019-8, July 9, 2019.

8.01 STORAGE.
  (1) Every pit shall meet NRCS standard 313.
  (2) No pit may be built within 400 feet of a well.
[Am. Ord. 2012-2]

8.02 SPREADING.
  (1) No manure may be spread on frozen ground.
  (2) No manure may be spread within 50 feet of a well.
[R. and recr. Ord. 2019-8]

8.03 CLOSURE.
  (1) An unused pit shall be closed within 2 years.
  (2) Closure shall follow NRCS standard 360.
"""

SUBSECTION_NOTES = SECTION_NOTES.replace(
    "  (1) Every pit shall meet NRCS standard 313.\n", "  (1) Every pit shall meet NRCS standard 313.\n[Am. Ord. 2019-8]\n"
)


def test_notes_printed_only_where_sections_end_date_the_whole_section() -> None:
    """A code that notes each section prints "[Am. Ord. 2012-2]" after the section's last subsection;
    the note dates every subsection of it (and "R. and recr." is a note too)."""
    _info, provisions = segment(text_document(SECTION_NOTES))
    years = {p.label: sorted({h.date.year for h in p.history if h.date}) for p in provisions}
    assert years["8.01(1)"] == [2012] and years["8.01(2)"] == [2012]
    assert years["8.02(1)"] == [2019] and years["8.02(2)"] == [2019]
    assert years["8.03(1)"] == [] and years["8.03(2)"] == []


def test_notes_printed_between_subsections_date_only_the_subsection_above() -> None:
    """Once a note stands between two subsections of one section, the code notes subsections: each
    note dates the unit above it only."""
    _info, provisions = segment(text_document(SUBSECTION_NOTES))
    years = {p.label: sorted({h.date.year for h in p.history if h.date}) for p in provisions}
    assert years["8.01(1)"] == [2019] and years["8.01(2)"] == [2012]
    assert years["8.02(1)"] == [] and years["8.02(2)"] == [2019]


EXHIBIT = """\
Section I. TITLE. This is the Town of Orma Livestock Ordinance.
Section II. PERMITS. The Town Board may attach conditions to an individual permit.

EXHIBIT A -- STANDARD CONDITIONS OF A LIVESTOCK PERMIT

Note: This Exhibit is not adopted as part of this ordinance and is not codified.

   1. No manure shall be spread within 400 feet of Orma Spring.
   2. The operator shall sample the farm well each spring.

APPENDIX B -- SETBACK TABLE

   1. Private well: 300 feet.
"""


def test_an_attachment_is_cited_within_it_and_an_uncodified_one_holds_permit_conditions() -> None:
    """Items under "EXHIBIT A" are "Exhibit A, 1.", not items of the last section; a note saying the
    exhibit is not adopted or codified makes them conditions a permit may carry (NR 151.096(3))."""
    _info, provisions = segment(text_document(EXHIBIT))
    got = [(p.label, p.instrument) for p in provisions]
    assert got[-3:] == [("Exhibit A, 1.", "permit_conditions"), ("Exhibit A, 2.", "permit_conditions"),
                        ("Appendix B, 1.", "ordinance")]


SUBCHAPTER_HISTORY = """\
Ordinances creating or amending this chapter: Ord. 99-3, adopted 4-6-1999; Ord. 2016-2, adopted 2-9-2016.

SUBCHAPTER I
6.01 TITLE. This chapter is the Abel County Manure Code.
   History: Cr. Ord. 99-3, 4-6-1999.

SUBCHAPTER II
CROPLAND
   History: Subch. II (ss. 6.10 to 6.11) cr. Ord. 2016-2,
   2-9-2016.

6.10 TILLAGE. No cropland may be tilled within 20 feet of a stream.
6.11 FERTILIZER. No commercial fertilizer may be spread on frozen ground.
"""


def test_a_history_paragraph_under_a_subchapter_heading_dates_its_sections() -> None:
    """A statutes-style "History:" paragraph printed under a SUBCHAPTER heading names the ordinance
    that created the subchapter; it dates every section under it and closes nothing."""
    _info, provisions = segment(text_document(SUBCHAPTER_HISTORY))
    years = {p.label: sorted({h.date.year for h in p.history if h.date}) for p in provisions}
    assert years == {"6.01": [1999], "6.10": [2016], "6.11": [2016]}


BOXED_NOTES = """\
SUBCHAPTER 1  GENERAL
   1.01  Authority
   1.02  Storage
SUBCHAPTER 2  ADMINISTRATION, ENFORCEMENT AND PENALTIES
   2.01  Penalties
   2.02  Appeals

SUBCHAPTER 1
GENERAL

1.01 Authority. This chapter is adopted under s. 92.16, Wis. Stats.

+--------------------------------------------------------------------+
|  Note: The note explains the chapter and is printed in a box.      |
+--------------------------------------------------------------------+

1.02 Storage. Every pit shall meet NRCS standard 313.

SUBCHAPTER 2
ADMINISTRATION, ENFORCEMENT AND PENALTIES

2.01 Penalties. Each violation is a separate offense.
2.02 Appeals. A decision may be appealed to the Board of Adjustment.
"""


def test_contents_with_long_division_titles_and_boxes_drawn_in_characters() -> None:
    """A contents list keeps going through a long SUBCHAPTER title; a box drawn with "+---+" and "|"
    leaves no box characters in the text."""
    _info, provisions = segment(text_document(BOXED_NOTES))
    assert [p.label for p in provisions] == ["1.01", "1.02", "2.01", "2.02"]
    assert not [p for p in provisions if "|" in p.text or "+" in p.text]


NUMBERED_HEADINGS_WITH_DECIMALS = """\
1. TITLE
1.1 This ordinance is the Town of Mayer Winter Manure Ordinance.
2. STANDARDS
2.1 No liquid manure may be applied between December 15 and March 15.
2.2 Frozen ground.
   2.2.1 No manure may be applied on frozen ground where the slope exceeds 12 percent.
   2.2.2 No liquid manure may be applied on frozen ground at any time.
3. ENFORCEMENT
3.1 Each day of violation is a separate offense.
"""


def test_numbered_headings_head_their_decimal_sections() -> None:
    """ "2. STANDARDS" heads "2.1", "2.2", whose own decimals nest under them: each is cited by its
    own number, as printed."""
    _info, provisions = segment(text_document(NUMBERED_HEADINGS_WITH_DECIMALS))
    assert [p.label for p in provisions] == ["1.1", "2.1", "2.2.1", "2.2.2", "3.1"]


TABLE_ROWS = """\
Sec. 4-1. - Separation distances.
(a) No person may place a structure listed in Table 4-1 closer to a feature than the table shows.
Each numbered row is a separate requirement.
+-----+---------------------+---------------------+----------+
| Row | Structure           | Feature             | Distance |
+-----+---------------------+---------------------+----------+
| (1) | Manure storage      | Private well        | 400 feet |
| (2) | Feedlot             | Navigable stream    | 300 feet |
+-----+---------------------+---------------------+----------+
(b) Distances are measured horizontally.
"""


def test_numbered_rows_of_a_table_drawn_in_characters_are_units() -> None:
    """A table drawn with "+---+" rules and "|" cells whose rows are numbered "(1)", "(2)" under
    "(a)": each row is a unit of (a) (its header row ends no sentence), and its text is the cells."""
    _info, provisions = segment(text_document(TABLE_ROWS))
    by_label = {p.label: p.text for p in provisions}
    assert list(by_label) == ["Sec. 4-1(a)", "Sec. 4-1(a)(1)", "Sec. 4-1(a)(2)", "Sec. 4-1(b)"]
    assert by_label["Sec. 4-1(a)(1)"] == "Manure storage | Private well | 400 feet"


TYPESET_DASHES = """\
Chapter 212
LIVESTOCK WASTE

[HISTORY: Adopted by the Town Board of the Town of Orrin 3\u20139\u20132010 by Ord. No. 2010\u20134.
Amendments noted where applicable.]

\u00a7 212\u20131. Title.
This chapter is the Town of Orrin Livestock Waste Ordinance.

\u00a7 212\u20132. Storage.
A. No person may build a manure storage facility without a permit under \u00a7 212\u20133.
B. Storage shall be closed within 12 months after it is last used.
[Amended 5\u201312\u20132016 by Ord. No. 2016\u20132]

\u00a7\u00a7 212\u20133\u2013212\u20139. (Reserved)
"""


def test_a_typeset_dash_in_section_numbers_and_dates_reads_as_the_hyphen():
    """Typeset codes print en dashes where a typewriter prints hyphens; the range dash stays."""
    info, provisions = segment(text_document(TYPESET_DASHES))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["§ 212-1", "§ 212-2 A.", "§ 212-2 B."]
    assert info.enacted == D(2010, 3, 9)
    assert [h.date for h in by_label["§ 212-2 B."].history] == [D(2016, 5, 12)]
    assert "under § 212-3" in by_label["§ 212-2 A."].text


AMERICAN_LEGAL_PRINTED = """\
                  CHAPTER 91:  LIVESTOCK AND MANURE STORAGE

Section

   91.01   Purpose
   91.02   Storage

\u00a7 91.01  PURPOSE.

   The village regulates manure storage to protect the Tansy Creek and the wells of the village.
(Ord. 99-4, passed 8-10-1999)

\u00a7 91.02  STORAGE.

   (A)  No manure storage facility may be built within 400 feet of a private well or
within 1,000 feet of a lake.

2019 S-11
\u00a7 91.02                  Livestock and Manure Storage                       19

   (B)  Every facility shall be built to NRCS Standard 313.

20                     Wrenfield - General Regulations                 \u00a7 91.02

   (C)  No person may spread manure on frozen ground.
(Ord. 99-4, passed 8-10-1999; Am. Ord. 2013-9, passed 10-8-2013)

\u00a7 91.02                  Livestock and Manure Storage                       21

22                     Wrenfield - General Regulations                 \u00a7 91.02
"""


def test_american_legal_page_heads_open_no_section_and_name_the_village():
    """A printed American Legal page carries "§ 91.02  <chapter>  19" and "20  <code name>  § 91.02";
    the code never says "Village of Wrenfield", but its bands name Wrenfield and its text "the village"."""
    doc = text_document(AMERICAN_LEGAL_PRINTED)
    info, provisions = segment(doc)
    assert [p.label for p in provisions] == ["\u00a7 91.01", "\u00a7 91.02(A)", "\u00a7 91.02(B)", "\u00a7 91.02(C)"]
    assert info.jurisdiction == "Village of Wrenfield"


ECODE_FOOTNOTE = """\
\u00a7 212-5. Definitions.
As used in this chapter, the following terms shall have the meanings indicated:
   MARGIN OF SAFETY LEVEL -- The highest level to which waste may be stored, leaving room below the top of the

1. Editor's Note: The village-powers resolution of 4-13-1982 is on file in the
office of the Town Clerk.

      facility for the storm volume that the design standard requires.
\u00a7 212-6. Permits.
A. No person may build a facility without a permit.
\u00a7 212-10. Existing facilities.
A. A failing facility shall be upgraded.
\u00a7 212-10.1. Nutrient management.
A. Any person who spreads waste shall follow a nutrient management plan.
"""


def test_an_ecode_footnote_is_no_unit_and_an_inserted_section_is_a_sibling():
    info, provisions = segment(text_document(ECODE_FOOTNOTE))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["\u00a7 212-5", "\u00a7 212-6 A.", "\u00a7 212-10 A.", "\u00a7 212-10.1 A."]
    assert by_label["\u00a7 212-5"].text.endswith("leaving room below the top of the facility for the storm volume "
                                                  "that the design standard requires.")
    assert "Editor" not in by_label["\u00a7 212-5"].text
    assert info.enacted is None  # the footnote's 1982 date is the codifier's, no enactment


def test_a_number_left_at_a_line_end_takes_the_caption_on_the_next_line():
    """A narrow column breaks "15.09 ADMINISTRATION AND ENFORCEMENT. (A) PERMIT CONDITIONS. (1) ..." after "(A)"."""
    text = (
        "15.08 CROPLAND. No person may till the soil within 25 feet of a stream.\n\n"
        "15.09 ADMINISTRATION AND ENFORCEMENT. (A)\nPERMIT CONDITIONS. (1) In issuing a permit under\n"
        "s. 15.04, the department may add conditions.\n\n(2) Every permit shall require monitoring wells.\n\n"
        "(B) VARIANCES. The committee may grant a variance.\n"
    )
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["15.08", "15.09(A)(1)", "15.09(A)(2)", "15.09(B)"]


TYPED_TABLE = """\
8.35.040  Siting of storage facilities.
   The minimum separation distances in Table 8.35.040 apply as provided in
subsections (A) through (C) of this section.

                             Table 8.35.040
                   Minimum Separation Distances (feet)
 --------------------------------------------------------------------------
                                       Column A    Column B      Column C
 Feature                               Storage     Feedlot       Application
 --------------------------------------------------------------------------
 1. Navigable lake, pond or flowage     1,000        1,000         (1)
 2. Navigable river or stream             300          300         (1)
 3. Sinkhole, quarry or other direct
    conduit to groundwater                300          300          200
 4. Lot line of adjoining parcel          100          100           --
 --------------------------------------------------------------------------
 (1) See Section 8.35.070(B)(1).

   (A)  A manure storage facility may not be constructed closer to a feature
        listed in rows 1 through 3 of Table 8.35.040 than the distance shown
        for that feature in Column A.
   (B)  No manure stack may be placed within the distance shown in Column B.
   (C)  No storage facility may be located within the distance in row 4.
"""


def test_a_table_typed_with_spaces_opens_no_units_of_its_rows():
    """The numbered rows and the "(1)" note of a typed table are cells, no units; the section that prints and
    cites the table reads them as the cells it cites, not as words of its own."""
    _, provisions = segment(text_document(TYPED_TABLE))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["8.35.040", "8.35.040(A)", "8.35.040(B)", "8.35.040(C)"]
    assert "300 300 200" not in by_label["8.35.040"].text
    assert "conduit to groundwater; Column A: 300 feet; Column B: 300 feet; Column C: 200 feet" in by_label["8.35.040"].refers


LETTERED_TABLE = """\
SECTION 5   LICENSE CONDITIONS

5.1   Every license is subject to the following conditions:

      a.   The licensee shall comply with ss. NR 151.02 to 151.08.

      b.   The licensee shall keep the records that NRCS standard 590 requires.

SECTION 6   SEPARATION DISTANCES

6.1   No manure storage facility or unconfined manure pile shall be located closer to a feature listed
in Table 6.1 than the distance shown for it in the applicable column.

                    TABLE 6.1 - MINIMUM SEPARATION DISTANCES (FEET)

                                                     Storage facility     Manure pile
     Feature
a.   Navigable lake, pond or flowage                        --                1,000
b.   Navigable river or stream                             300                 300
c.   Private well not owned by the operator              1,000                 500

6.2   The Town Board may grant a variance from Table 6.1.
"""


def test_a_typed_tables_rows_numbered_as_the_code_numbers_subunits_are_units():
    """Lettered rows under a section whose subunits the code letters ("5.1 a.") are the law's items."""
    _, provisions = segment(text_document(LETTERED_TABLE))
    labels = [p.label for p in provisions]
    assert labels[-4:] == ["Section 6.1 a.", "Section 6.1 b.", "Section 6.1 c.", "Section 6.2"]
    by_label = {p.label: p for p in provisions}
    assert by_label["Section 6.1 b."].text.startswith("Navigable river or stream 300 300")
    assert "than the distance shown for it" in by_label["Section 6.1 c."].lead_in


def test_a_code_that_never_names_its_municipality_is_read_from_its_short_title_and_its_own_words():
    from ordinance_review.segment import titleblock

    body = ('This chapter shall be known and may be cited as the "Wrenfield Manure Storage and Livestock Waste '
            'Ordinance." The Village Board adopts this chapter under the powers granted to villages. The Village '
            "Board finds that parts of the Village are zoned for agriculture.")
    assert titleblock.place("CHAPTER 94: MANURE STORAGE", body)[0] == "Village of Wrenfield"
    # no word of its own government: no guess
    assert titleblock.place("", 'This chapter is known as the "Wrenfield Manure Ordinance."')[0] == ""
    # a title that opens with its subject names no place
    assert titleblock.place("", 'This chapter is the "Animal Waste Storage Ordinance." The village board adopts it '
                                "and the village enforces it.")[0] == ""


def test_a_cross_reference_wrapped_after_as_opens_no_unit():
    """"... may be spread only as" ⏎ "§ 94.10(A) allows.": a narrow column breaks a citation to a line's start."""
    text = ("§ 94.09 CLOSURE.\n(A) Manure removed from a facility during closure may be spread only as\n"
            "§ 94.10(A) allows.\n\n§ 94.10 LAND APPLICATION.\n(A) Every person who applies manure shall follow a plan.\n")
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["§ 94.09(A)", "§ 94.10(A)"]
    assert provisions[0].text.endswith("may be spread only as § 94.10(A) allows.")


NARROW_MUNICODE = """\
Sec. 22-63. Design standards.
(a) Every new or substantially altered facility shall meet NRCS standard 313.
(b) No facility may be built where bedrock lies within five feet of its
bottom. (Ord. No. 96-14, § 1(2.03), 8-20-1996;
Ord. No. 01-9, § 2, 5-15-2001) State law
reference— Design standard for new storage facilities, Wis. Admin. Code §
NR 151.05(2) (Register Dec. 2010, No. 660); cost-shared
manure storage systems, Wis. Admin. Code
§ ATCP 50.62.
Sec. 22-64. Closure.
A facility unused for 24 months shall be closed under NRCS standard 360.
(Ord. No. 96-14, § 1(2.04), 8-20-1996) Cross reference— Schedule of
fees, app. B.
Sec. 22-65. Penalties.
Any person who violates this article shall forfeit not more than $500.
Cross reference— Schedule of fees, app. B.
"""


def test_reference_notes_run_on_after_a_source_note_in_a_narrow_column_are_no_text():
    """Municode's "State law reference—" and "Cross reference—" printed after the source note: a narrow
    column runs them on to the note's line and breaks them anywhere; they are notes, never text."""
    _, provisions = segment(text_document(NARROW_MUNICODE))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["Sec. 22-63(a)", "Sec. 22-63(b)", "Sec. 22-64", "Sec. 22-65"]
    assert by_label["Sec. 22-63(b)"].text.endswith("within five feet of its bottom.")
    assert by_label["Sec. 22-64"].text.endswith("under NRCS standard 360.")
    assert by_label["Sec. 22-65"].text.endswith("not more than $500.")
    assert dt.date(2001, 5, 15) in {h.date for h in by_label["Sec. 22-63(b)"].history}


ARTICLE_AT_PAGE_TOP = """\
CHAPTER 212  MANURE STORAGE
ARTICLE I  General Provisions
§ 212-1. Title.
§ 212-2. Definitions.
ARTICLE II  Storage Facilities
§ 212-3. Permits.

ARTICLE I
General Provisions
§ 212-1. Title.
This chapter is the Manure Storage Ordinance of the Town.
§ 212-2. Definitions.
In this chapter, "facility" means a manure storage facility.
\fARTICLE II
Storage Facilities
§ 212-3. Permits.
A. No person may build a manure storage facility without a permit from the Town.
B. Waste removed during closure shall be spread in accordance with
Article I.
C. The Town Board may allow an idle facility to remain in place for two more years.
"""


def test_an_article_heading_at_a_page_top_is_no_band_and_a_wrapped_citation_is_no_heading():
    """"ARTICLE II" printed in the contents and again at the top of the page that opens the article is a
    heading, not a running band; "... in accordance with" ⏎ "Article I." is a citation a line break split."""
    _, provisions = segment(text_document(ARTICLE_AT_PAGE_TOP))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["§ 212-1", "§ 212-2", "§ 212-3 A.", "§ 212-3 B.", "§ 212-3 C."]
    assert "Storage Facilities" not in by_label["§ 212-2"].text
    assert by_label["§ 212-3 B."].text.endswith("in accordance with Article I.")
    assert by_label["§ 212-3 C."].heading == "Permits"


def test_a_history_paragraph_runs_on_while_its_parenthesis_is_open():
    text = (
        "2.0 Definitions. In this ordinance, a facility is abandoned after twelve months without use.\n"
        "History: Adopted 6-21-1994, Ord. 94-11; amended 5-17-2011, Ord. 11-08 (in the\n"
        "definition of \"abandoned facility,\" the period changed; definition of \"wqma\"\n"
        "created).\n"
        "3.0 Permits. No person shall construct a facility without a permit.\n"
    )
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["2.0", "3.0"]
    assert provisions[0].text.endswith("without use.")
    assert dt.date(2011, 5, 17) in {h.date for h in provisions[0].history}


def test_a_penalty_cross_reference_broken_after_its_comma_stays_with_the_note():
    text = (
        "§ 94.05 PERMITS.\n"
        "(A) No person may build a manure storage facility without a permit.\n"
        "(B) The plans shall be clearly shown. (Ord. 2008-05, passed 6-9-2008;\n"
        "Am. Ord. 2013-14, passed 11-11-2013) Penalty,\n"
        "see § 94.99\n"
        "§ 94.06 CLOSURE.\n"
        "A facility unused for 24 months shall be closed.\n"
    )
    _, provisions = segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["§ 94.05(A)", "§ 94.05(B)", "§ 94.06"]
    assert by_label["§ 94.05(B)"].text == "The plans shall be clearly shown."


def test_a_statutory_reference_note_and_the_group_heading_after_it_are_no_text():
    text = (
        "§ 90.02 STATE STANDARDS.\n"
        "   Every person who keeps livestock shall meet the standards of NR 151.05 through NR 151.08.\n"
        "(Ord. 2006-09, passed 5-1-2006)\n\n"
        "   Statutory reference:\n"
        "      Local regulation of livestock operations, see Wis. Stats. § 92.15\n\n"
        "                                      KEEPING OF LIVESTOCK\n\n"
        "§ 90.15 LIVESTOCK RESTRICTED.\n"
        "   (A) No person shall keep livestock within the city except on a lot of three acres.\n"
    )
    _, provisions = segment(text_document(text))
    assert provisions[0].label == "§ 90.02"
    assert provisions[0].text.endswith("NR 151.05 through NR 151.08.")


def test_a_heading_after_a_reference_list_of_several_entries_is_no_text():
    # the last entry ends on a citation without a stop: the subchapter's heading in capitals under it
    # neither goes on with that entry nor with the section above the note
    text = (
        "§ 7.02  AUTHORITY AND PURPOSE.\n\n"
        "   The Village Board adopts this chapter to keep manure out of Tench Creek.\n\n"
        "(Ord. 99-3, passed 5-4-1999)\n\n"
        "Statutory reference:\n"
        "     Local regulation of livestock operations, see Wis. Stats. § 92.15\n"
        "     Manure storage facility ordinances, see Wis. Stats. § 92.16\n\n"
        "                               KEEPING OF ANIMALS\n\n"
        "§ 7.05  FARM ANIMALS IN RESIDENTIAL DISTRICTS.\n\n"
        "   (A) No person shall keep a farm animal on any lot in the R-1 District.\n"
    )
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["§ 7.02", "§ 7.05(A)"]
    assert provisions[0].text.endswith("out of Tench Creek.")


def test_a_reference_entry_broken_inside_its_citation_opens_no_section():
    # "... see Wis. Adm. Code § NR" ⏎ "151.095(6)" ⏎ "and (7)": the code's number wrapped to the next line
    text = (
        "§ 52.41 EXISTING FACILITIES.\n"
        "   (A) The county shall not require an existing facility to close unless cost sharing is offered.\n"
        "(Ord. 2009-14, passed 6-9-2009)\n\n"
        "Statutory reference:\n"
        "   Notice and compliance periods for existing livestock facilities, see Wis. Adm. Code § NR\n"
        "151.095(6)\n"
        "and (7)\n\n"
        "§ 52.42 VARIANCES.\n"
        "   The Committee may grant a variance only where compliance is not feasible.\n"
    )
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["§ 52.41(A)", "§ 52.42"]


def test_an_editors_note_under_an_article_heading_is_no_article_text():
    # Municode's starred note under the heading wraps mid-sentence ("..., adopted" ⏎ "March 8, 1994, and
    # enacted ..."), and its reference notes follow: none of it is the article's own text
    text = (
        "ARTICLE VI. LIVESTOCK FACILITY SITING*\n\n"
        "__________\n"
        "    *Editor's note--Ord. No. 2011-06, § 1, adopted April 12, 2011, repealed former art. VI,\n"
        "§§ 14-201--14-230, which pertained to animal feedlots and derived from Ord. No. 94-3, adopted\n"
        "March 8, 1994, and enacted a new art. VI as set out herein.\n"
        "    Cross reference--Zoning, ch. 38; shoreland zoning, ch. 40, art. III.\n"
        "    State law reference--Local regulation of livestock operations, Wis. Stats. § 92.15; manure\n"
        "storage facility ordinances, Wis. Stats. § 92.16.\n"
        "__________\n\n"
        "                              DIVISION 1. GENERALLY\n\n"
        "Sec. 14-201. Purpose and authority.\n\n"
        "    (a) This article is adopted under the authority granted to the county by Wis. Stats. § 92.15.\n\n"
        "    (b) The county board declares the purpose of this article to be the prevention of pollution.\n"
    )
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Sec. 14-201(a)", "Sec. 14-201(b)"]


def test_an_appendix_paragraph_after_the_last_article_is_no_article_text():
    # the last article's sections are over; a sample license's lead-in paragraph in the appendix after them
    # is not the article's own text
    text = (
        "ARTICLE 5 – ENFORCEMENT\n\n"
        "Section 501.  Notices.\n\n"
        "If we find that you are not meeting a requirement, we will send you a written notice.\n\n"
        "Section 502.  Penalties.\n\n"
        "If you violate this ordinance you may be required to pay a forfeiture of $200 for each day.\n\n"
        "APPENDIX A – REFERENCE COPY OF LICENSE LLO-2022-01\n\n"
        "[Appendix A is not part of the ordinance. It applies only to the operation named.]\n\n"
        "TOWN OF WRENFIELD LARGE LIVESTOCK OPERATION LICENSE NO. LLO-2022-01\n"
        "Licensee: Harrow Lane Dairy LLC, N4410 Coulee Road\n\n"
        "This license is issued subject to every requirement of the Large Livestock Operations\n"
        "Ordinance and to the following:\n\n"
        "CONDITIONS OF APPROVAL\n\n"
        "Condition 1.  No manure shall be applied within 500 feet of the spring on the parcel.\n\n"
        "Condition 2.  Trucks hauling manure shall use the county road.\n"
    )
    _, provisions = segment(text_document(text))
    labels = [p.label for p in provisions]
    assert labels[-2:] == ["Condition 1", "Condition 2"]
    assert not any(lab.startswith("Article 5") and "Section" not in lab for lab in labels), labels


def test_a_table_row_whose_name_a_narrow_column_wrapped_is_still_a_row():
    narrow = LETTERED_TABLE.replace(
        "c.   Private well not owned by the operator              1,000                 500",
        "c.   Private well not owned by the\noperator 1,000 500\nd.   Residence not owned by the\noperator 600 600",
    )
    _, provisions = segment(text_document(narrow))
    labels = [p.label for p in provisions]
    assert labels[-5:] == ["Section 6.1 a.", "Section 6.1 b.", "Section 6.1 c.", "Section 6.1 d.", "Section 6.2"]


MUNICODE_TABLE_LAST = """\
Sec. 42-97. Design and siting of storage facilities.

(a) A manure storage facility shall be designed to NRCS Standard 313.

(b) A new manure storage facility shall be located no closer to each feature listed in Table 42-97(b)
than the distance shown for that feature.

      Table 42-97(b). Separation Distances
      Feature                                                     Minimum distance
      Private water supply well                                        400 feet
      Property line or public road right-of-way                        100 feet

(Ord. No. 2004-17, § 1(3.02), 6-15-2004; Ord. No. 2010-31, § 4, 11-16-2010; Ord. No. 2022-14, § 2, 8-16-2022)

Sec. 42-98. Closure.

(a) A facility that is not used for 24 months shall be closed.
"""


@pytest.mark.parametrize("wrapped", [False, True])
def test_a_municode_note_under_a_table_that_names_an_old_code_section_dates_the_whole_section(wrapped: bool) -> None:
    """The note after a typed table ends the table and dates every unit of its section, though it names
    the old code's section in parentheses ("§ 1(3.02)") and a narrow column may wrap it."""
    text = MUNICODE_TABLE_LAST
    if wrapped:
        text = text.replace("6-15-2004; Ord. No. 2010-31,", "6-15-2004; Ord. No. 2010-31,\n")
    _, provisions = segment(text_document(text))
    by = {p.label: p for p in provisions}
    for label in ("Sec. 42-97(a)", "Sec. 42-97(b)"):
        assert [(h.action, h.date) for h in by[label].history] == [
            ("created", D(2004, 6, 15)), ("amended", D(2010, 11, 16)), ("amended", D(2022, 8, 16))]
        assert "Ord. No." not in by[label].text
    assert by["Sec. 42-98(a)"].history == []


def test_a_history_note_in_capitals_run_in_after_a_figure_leaves_the_unit() -> None:
    """A narrow column reflows "HISTORY: ..." onto the end of the section's last sentence ("... shall
    not exceed 3. HISTORY: r. and recr. Ord. 2008-11;"): the note leaves the text and dates the section."""
    text = """\
14-3-4 NITROGEN AND PHOSPHORUS.
(a) Manure shall be applied under a nutrient management plan.
(b) The Phosphorus Index of a field draining to Lake Tessaly shall
not exceed 3. HISTORY: r. and recr. Ord. 2008-11;
am. Ord. 2019-22.
14-3-5 FROZEN GROUND.
No manure may be applied to frozen ground.
"""
    _, provisions = segment(text_document(text))
    by = {p.label: p for p in provisions}
    assert by["14-3-4(b)"].text.endswith("shall not exceed 3.")
    assert "HISTORY" not in by["14-3-4(b)"].text
    assert {h.ordinance for h in by["14-3-4(a)"].history} >= {"Ord. 2019-22"}


def test_a_statutes_history_note_reflowed_by_a_narrow_column_keeps_every_clause() -> None:
    """"History: Cr. Ord." ⏎ "98-14, 6-16-98; am. (2) (a), (b) 2., cr. (2) (b) 3." ⏎ "Ord. 06-21, 11-14-06; renum.
    (3) to be (3)" ⏎ "(a) and am. Ord. 19-03, 2-12-19.": a clause that names units waits for its ordinance, and
    a unit number wrapped inside the note opens no unit."""
    text = """\
11.06 MANURE MANAGEMENT.
(1) OVERFLOW. No operator may allow a manure storage facility to overflow.
(2) STACKING. No manure may be stacked within 300 feet of a well.
(3) ACCESS. Livestock may not have unconfined access to a stream.
(4) FERTILIZER. On cropland that receives no manure, no fall nitrogen may be applied. History: Cr. Ord.
98-14, 6-16-98; am. (2), cr. (4) 2.
Ord. 06-21, 11-14-06; renum. (3) to be (3)
(a) and am. Ord. 19-03, 2-12-19.
11.07 CLOSURE. A facility not used for 24 months shall be closed.
"""
    _, provisions = segment(text_document(text))
    by = {p.label: p for p in provisions}
    assert [p.label for p in provisions] == ["11.06(1)", "11.06(2)", "11.06(3)", "11.06(4)", "11.07"]
    assert by["11.06(4)"].text.endswith("no fall nitrogen may be applied.")
    assert {h.ordinance for h in by["11.06(2)"].history} >= {"Ord. 98-14", "Ord. 06-21"}
    assert {h.ordinance for h in by["11.06(3)"].history} >= {"Ord. 19-03"}


def test_an_excerpt_that_leaves_out_a_range_of_subsections_numbers_on_after_it() -> None:
    """"(1) through (5)  [Not reproduced in this excerpt.]" then "(6) LIVESTOCK FACILITIES.": (6) follows the
    range, and the units left out are no provisions; a number wrapped after "NRCS Standard" opens nothing."""
    text = """\
Sec. 4.06  CONDITIONAL USES IN THE AGRICULTURAL DISTRICTS.

(1) through (5)  [Not reproduced in this excerpt.]

(6) LIVESTOCK FACILITIES.
    (a) A conditional use permit is required for a facility of 300 or more animal units.
    (b) Each storage facility shall be built to NRCS Standard
313. The Committee shall review the plans.

(7) to (9)  [Not reproduced in this excerpt.]
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Sec. 4.06(6)(a)", "Sec. 4.06(6)(b)"]
    assert provisions[1].text.endswith("NRCS Standard 313. The Committee shall review the plans.")


def test_a_section_note_before_the_units_an_excerpt_leaves_out_dates_its_whole_section() -> None:
    """A placeholder for units left out ("(7) through (11)  [Not reproduced ...]") is no more of the section:
    the note before it is the whole section's, printed where the section's text ends."""
    text = """\
Sec. 4.06  CONDITIONAL USES.

(6) LIVESTOCK FACILITIES.
    (a) A conditional use permit is required for a facility of 300 or more animal units.
    (b) Each storage facility shall be built to NRCS Standard 313.

History: (6) cr. Ord. 96-3, 3-19-96; (6)(b) am. Ord. 2008-11, 5-20-08.

Cross-reference: For shoreland zoning, see ch. 17.

(7) through (11)  [Not reproduced in this excerpt.]
"""
    _, provisions = segment(text_document(text))
    by = {p.label: p for p in provisions}
    assert [(h.action, h.date) for h in by["Sec. 4.06(6)(a)"].history] == [("created", D(1996, 3, 19))]
    assert [(h.action, h.date) for h in by["Sec. 4.06(6)(b)"].history] == [("created", D(1996, 3, 19)),
                                                                           ("amended", D(2008, 5, 20))]


def test_ecode360_numbers_its_level_under_a_lettered_paragraph_in_brackets() -> None:
    """eCode360: § 217-10 → A. → (2) → (a) → [1], each enumerator alone on its line in a web copy; a "[1]" that
    marks a footnote ("Wis. Stats.[1]" ⏎ "[1]" ⏎ "Editor's Note: ...") opens no unit."""
    text = """\
§ 217-1 Authority.
This chapter is adopted under § 92.15, Wis. Stats.[1]
[1]
Editor's Note: Former § 16-11 was repealed 5-17-2016 by Ord. No. 2016-11.
§ 217-10 Land application.
A.
Groundwater-sensitive fields. The following apply to shallow fields:
(1)
No commercial nitrogen may be applied in the fall.
(2)
Manure shall be applied to such fields in the fall only as follows:
(a)
While the soil is 50° F. or warmer:
[1]
Where a nitrification inhibitor is used, at no more than 120 pounds of nitrogen per acre; or
[2]
Where no inhibitor is used, not before October 1.
(b)
After the soil has cooled, at no more than 120 pounds of nitrogen per acre.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["§ 217-1", "§ 217-10 A.(1)", "§ 217-10 A.(2)(a)[1]", "§ 217-10 A.(2)(a)[2]",
                                             "§ 217-10 A.(2)(b)"]


def test_numbered_notes_under_a_table_of_a_lettered_list_are_no_units() -> None:
    """"(c) The right-of-way ..." then a table whose notes are numbered "[1]", "[2]": notes, not (c)'s children."""
    text = """\
4.1 Setbacks. A new livestock structure shall be located at least the distance in Table 4-1 from:
   (a) A residence that the operator does not own.
   (b) The right-of-way line of a public road.
   Table 4-1. Setbacks (feet)
   | Residence [1]  | 300 |
   | Public road    | 50  |
   Notes to Table 4-1:
   [1] The owner of the residence may waive this distance in writing.
4.2 Wells. No manure storage facility may be located within 400 feet of a private well.
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["4.1(a)", "4.1(b)", "4.2"]


def test_a_worksheet_table_in_an_appendix_is_no_list_of_provisions() -> None:
    text = """\
Section 605. EFFECTIVE DATE. This ordinance takes effect upon publication.

                                       APPENDIX A
                ANIMAL UNIT EQUIVALENTS; APPLICATION WORKSHEET

Table A-1.  Animal unit equivalents

   Line   Animal type                          Equivalent   Number   Animal units
    1.    Milking and dry cows                     1.4       ____       ____
    2.    Heifers (800 lbs to 1,200 lbs)           1.1       ____       ____
    3.    Total animal units (add lines 1 to 2)                         ____
"""
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Section 605"]


QUESTIONS = """\
CONTENTS
26.07   What must I do before I build a manure storage facility?
26.08   How far must my facility be from wells, water and neighbors?
26.09   May I stack manure in a field?

26.07   What must I do before I build a manure storage facility?

Before any digging starts, you must do all of these things:
(1) Meet on the site with Department staff to go over the approved plans.
(2) Build the facility to NRCS Conservation Practice Standard 313.

26.08   How far must my facility be from wells, water and neighbors?

(1) Keep every part of a new facility at least 400 feet from a private well.
(2) Keep every part of a new facility at least 500 feet from a navigable stream.

26.09   May I stack manure in a field?

Only for 30 days, and never within 300 feet of a stream.
"""


def test_a_plain_language_code_asks_its_captions() -> None:
    """Captions asked as questions ("26.08 How far must my facility be from wells ...?") head sections in the
    contents and in the text; a question over numbered rules is no provision of its own."""
    _, provisions = segment(text_document(QUESTIONS))
    assert [p.label for p in provisions] == ["26.07(1)", "26.07(2)", "26.08(1)", "26.08(2)", "26.09"]
    assert "Only for 30 days" in provisions[-1].text


ECODE_PRINTED_FROM_BROWSER = """\
§ 118-14
Enclosures; location.
A.
Enclosures. No pen shall be located closer than 100 feet to any dwelling other than the keeper's.
B.
Wells. No pen or manure storage area shall be located within 100 feet of any well.
§ 118-15Care of premises.
Pens shall be cleaned of manure at least twice each week.
§ 118-31
Inspection.
The Village Administrator may enter any premises under a special inspection warrant issued under § 66.0119, Wis. Stats.
§ 118-32
Compliance by existing keepers.
A keeper shall bring manure storage into compliance within 90 days after written notice.
"""


def test_a_browser_print_keeps_each_unit_of_an_ecode360_page():
    """A possessive's "s." ends no line in a citation; a section number run into its caption opens the
    section; a statute cited with its number before "Wis. Stats." leaves the next section number alone."""
    _, provisions = segment(text_document(ECODE_PRINTED_FROM_BROWSER))
    assert [p.label for p in provisions] == ["§ 118-14 A.", "§ 118-14 B.", "§ 118-15", "§ 118-31", "§ 118-32"]
    by_label = {p.label: p for p in provisions}
    assert by_label["§ 118-15"].text.startswith("Care of premises.")


def test_a_municode_chapter_contents_of_divisions_opens_no_units():
    """ "Div. 1.  Generally, §§ 22-41—22-50": the abbreviated division word keeps its number."""
    text = ("Chapter 22\nAGRICULTURE\nArt. II. Livestock Facility Siting\nDiv. 1. Generally, §§ 22-41—22-50\n"
            "Div. 2. Standards, §§ 22-51—22-60\nDIVISION 1. GENERALLY\nSec. 22-41. Authority.\n"
            "This article is adopted under Wis. Stats. § 93.90.\nSec. 22-42. Setbacks.\n"
            "No facility shall be built within 300 feet of a stream.\n")
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Sec. 22-41", "Sec. 22-42"]


ZONING_SUBCHAPTER = """\
SUBCHAPTER III
AGRICULTURAL DISTRICTS
17.20 Agricultural districts; general.
17.21 A-1 Exclusive Agriculture District.
17.22—17.24 Reserved.
[HISTORY: Chapter 17 adopted by the County Board 8-20-1996 by Ord. No. 96-14.]
17.20 AGRICULTURAL DISTRICTS; GENERAL. No land in an agricultural district shall be used,
and no building shall be erected there, except as this subchapter allows.
17.21 A-1 EXCLUSIVE AGRICULTURE DISTRICT. (1) PURPOSE. The A-1 district preserves farmland.
(2) FEEDLOTS. (Am. Ord. 2004-09, 5-18-04) (a) Feedlots shall not drain directly into any lake.
(b) Runoff from upslope land shall be diverted away from any feedlot near a stream.
"""


def test_a_short_contents_list_closed_by_a_reserved_range_and_a_childs_run_in_after_a_note():
    """Two entries and "17.22—17.24 Reserved." are the subchapter's contents, not its sections; the first
    child run in after the caption's dated note ("(Am. Ord. 2004-09, 5-18-04) (a) Feedlots ...") opens."""
    _, provisions = segment(text_document(ZONING_SUBCHAPTER))
    assert [p.label for p in provisions] == ["17.20", "17.21(1)", "17.21(2)(a)", "17.21(2)(b)"]
    by_label = {p.label: p for p in provisions}
    assert [h.date.year for h in by_label["17.21(2)(a)"].history if h.date] == [2004]


def test_the_first_child_run_in_after_a_caption_note_wrapped_over_two_lines():
    text = ZONING_SUBCHAPTER.replace("(2) FEEDLOTS. (Am. Ord. 2004-09, 5-18-04) (a)", "(2) FEEDLOTS. (Am. Ord.\n2004-09, 5-18-04) (a)")
    assert "(Am. Ord.\n2004-09" in text
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["17.20", "17.21(1)", "17.21(2)(a)", "17.21(2)(b)"]


# an eCode360 web copy: each enumerator alone on its line, and the copy left out the headings of
# § 140-4 and § 140-7, which the section list at the top still names
_ECODE_WEB_COPY = """Table of Contents
Chapter 140 Animal Waste
§ 140-1 Title.
§ 140-2 Purpose.
§ 140-3 Definitions.
§ 140-4 Applicability.
§ 140-5 Permits.
§ 140-6 Standards.
§ 140-7 Runoff.
§ 140-8 Penalties.
[HISTORY: Adopted by the Town Board 5-4-2004 by Ord. No. 04-2.]
GENERAL REFERENCES
Zoning — See Ch. 300.
This chapter is adopted under the authority of ss. 60.22 and 92.15, Wis. Stats., and may be cited as the Animal Waste Ordinance.
The Town Board finds that runoff from feedlots harms Tilly Lake and that this chapter is needed to protect the lake.
§ 140-3 Definitions.
As used in this chapter, the following terms have the meanings indicated:
MANURE
Livestock excreta and the bedding mixed with it.
FEEDLOT
An outdoor lot where livestock are concentrated and no vegetative cover is kept.
A.
This chapter applies to every manure storage facility in the Town.
B.
It applies to every person who spreads manure in the Town.
[Added 4-11-2006 by Ord. No. 2006-1]
§ 140-5 Permits.
A.
No person may build a manure storage facility without a permit from the Town Board.
B.
Applications shall be filed with the Town Clerk.
§ 140-6 Standards.
A.
Every new facility shall meet NRCS Standard 313.
B.
No facility may be built within 1,000 feet of a navigable lake.
[Added 4-11-2006 by Ord. No. 2006-1]
A.
No unconfined manure pile shall be kept in a water quality management area.
B.
Clean water shall be diverted from every feedlot within 300 feet of a stream.
§ 140-8 Penalties.
Any person who violates this chapter shall forfeit $200 for each violation.
"""


def test_an_ecode_web_copy_keeps_its_section_list_out_and_restores_the_headings_it_left_out() -> None:
    """The section list is contents, whether or not each entry comes back as a heading; a list that starts
    again at "A." under a section whose text is whole, or after that section's own "B.", belongs to the next
    section the list names that the body never heads."""
    _info, provisions = segment(text_document(_ECODE_WEB_COPY))
    labels = [p.label for p in provisions]
    assert labels.count("§ 140-8") == 1
    by = {p.label: p.text for p in provisions}
    # the paragraphs above the first heading the copy printed are the two listed sections it left unheaded
    assert "adopted under the authority" in by["§ 140-1"] and "Tilly Lake" in by["§ 140-2"]
    assert "Tilly Lake" not in by["§ 140-1"] and "See Ch." not in by["§ 140-1"]
    assert by["§ 140-4 A."].startswith("This chapter applies")
    assert by["§ 140-6 B."].startswith("No facility may be built")
    assert by["§ 140-7 A."].startswith("No unconfined manure pile")
    assert by["§ 140-7 B."].startswith("Clean water shall be diverted")
    assert not any(label.startswith("§ 140-3 ") for label in labels)
    # the note printed where § 140-7's heading was left out is that section's, not § 140-6 B.'s; the same words
    # under § 140-4 B. stay there
    dates = {p.label: [h.date for h in p.history] for p in provisions}
    assert dates["§ 140-7 A."] == [dt.date(2006, 4, 11)] and dates["§ 140-6 B."] == []
    assert dates["§ 140-4 B."] == [dt.date(2006, 4, 11)]


REFERENCE_NOTE_FORMS = """\
Sec. 10-104. Barns.
(a) No barn may be built within 100 feet of a well.
(b) No barn, stable or pen shall be located within 50 feet of any lot line or within
75 feet of a public street right-of-way.

*Cross reference—Nuisances, § 22-31 et seq.; zoning, ch. 38.
State law reference—Local regulation of livestock operations, Wis. Stats. § 92.15.

Sec. 10-105. Tillage.
(1) On cropland that receives no manure, no tillage shall take place within twenty-five feet
of a stream.
History: Cr. Ord. 16-22, 4-19-2016.
Cross-reference: For the maps by which the areas in sub. (1) are identified, see the editor's
note at the head of this chapter.

§ 93.12 MANURE IN THE VILLAGE.
(E) It is unlawful for any person to fail to keep manure out of the village storm sewer system.
(Ord. 2006-04, passed 4-11-2006)  Penalty, see § 93.99

   Statutory reference:
      Local regulation of livestock operations, see Wis. Stats. § 92.15
      Manure storage ordinances, see Wis. Stats. § 92.16 and Wis. Adm. Code §
ATCP 50.56
      Closure of idle storage after 24 months, see Wis. Adm. Code § NR 151.05(3)

§ 93.13 FEES.
(A) The permit fee is $150.
"""


def test_starred_hyphenated_and_statutory_reference_notes_are_no_text():
    """"*Cross reference—", "Cross-reference:" and American Legal's "Statutory reference:" with its
    list of "subject, see citation" entries, one to a line: notes that point elsewhere, never text."""
    _, provisions = segment(text_document(REFERENCE_NOTE_FORMS))
    by_label = {p.label: p for p in provisions}
    assert by_label["Sec. 10-104(b)"].text.endswith("public street right-of-way.")
    assert by_label["Sec. 10-105(1)"].text.endswith("within twenty-five feet of a stream.")
    assert by_label["§ 93.12"].text.endswith("the village storm sewer system.")
    assert by_label["§ 93.13(A)"].text == "The permit fee is $150."


def test_a_subject_see_line_that_is_the_unit_s_own_sentence_stays():
    """The list of entries goes on only under a reference note; a unit's own sentence "..., see s. 4.02" is text."""
    text = ("4.01 PERMITS.\n(1) A permit is required for every new facility.\n"
            "(2) Fees for permits, see s. 4.02 of this chapter, are set by resolution.\n"
            "For closure of idle facilities, see s. 4.05\n4.02 FEES.\n(1) The fee is $100.\n")
    _, provisions = segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert "For closure of idle facilities, see s. 4.05" in by_label["4.01(2)"].text


MUNICODE_FOOT_UNDER_A_BROKEN_SENTENCE = """\
Sec. 22-132. Definitions.
The following words have the meanings given them:
Manure storage facility means a pit, basin, tank or other structure used to hold manure, but
not including equipment used only to spread
__________
   *Editor's note—Ord. No. 99-14, adopted May 18, 1999, created Art. IV. Amendments are shown in the
history notes that follow the sections.
   Cross references—Floodplain and shoreland zoning, ch. 46; private onsite wastewater
treatment systems, ch. 50.
   State law references—Local regulation of livestock operations, Wis. Stats. § 92.15;
manure storage facilities, Wis. Stats. § 92.16.
manure.
Winter means the period from December 1 to March 31.
Sec. 22-133. Permits.
No person may build a facility without a permit.
"""


def test_reference_notes_under_a_starred_footnote_that_broke_a_sentence_are_no_text():
    _, provisions = segment(text_document(MUNICODE_FOOT_UNDER_A_BROKEN_SENTENCE))
    text = {p.label: p for p in provisions}["Sec. 22-132"].text
    assert "equipment used only to spread manure. Winter means" in text
    assert "Cross references" not in text and "Wis. Stats." not in text


def test_a_section_cited_at_a_line_s_start_with_the_sentence_going_on_opens_no_unit():
    """A narrow column breaks "... so the site meets" ⏎ "Sec. 4.06(6)(a)2. with room to spare.": the words
    after the citation go on in lower case, so it is no section heading; "Sec. 4.07 Closure." is one."""
    text = ("Sec. 4.06 SITING.\n(1) A facility shall be 1,000 feet from a lake.\n"
            "(2) The committee finds that no lake lies within one mile, so the site meets\n"
            "Sec. 4.06(1) with room to spare, and the well is 1,020 feet away.\n"
            "Sec. 4.07 Closure. A facility unused for 24 months shall be closed.\n")
    _, provisions = segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert list(by_label) == ["Sec. 4.06(1)", "Sec. 4.06(2)", "Sec. 4.07"]
    assert by_label["Sec. 4.06(2)"].text.endswith("the site meets Sec. 4.06(1) with room to spare, and the well is 1,020 feet away.")


def test_a_trailing_reference_note_without_a_space_after_its_dash_is_cut():
    text = ("Sec. 10-104. Barns.\n(a) No barn may be built within 100 feet of a well. *Cross reference—Nuisances, "
            "§ 22-31 et seq.\n(b) No pen may be built within 50 feet of a lot line.\n")
    _, provisions = segment(text_document(text))
    assert {p.label: p.text for p in provisions}["Sec. 10-104(a)"] == "No barn may be built within 100 feet of a well."


@pytest.mark.parametrize("verb", ["Cr.", "cr."])
def test_a_history_note_under_a_table_s_last_row_is_no_text_in_either_case(verb: str):
    """"Brannock Lake   25" ⏎ "History: cr. Ord. 2012-06, 3-20-2012.": set in two columns, the table's rule is
    gone (ingestion drops drawn rules) and the note still ends the unit, its verb in lower case or capitals."""
    from testsupport.version_pairs import render

    text = ("26.31 TILLAGE SETBACKS. (1) No tillage shall take place within 20 feet of a navigable stream.\n\n"
            "  (2) Along the waters listed in Table 26.31, the minimum setback under sub. (1) is the\n"
            "  distance shown in the table.\n\n"
            "           Table 26.31 - Tillage Setbacks on Designated Waters\n"
            "           ---------------------------------------------------------------\n"
            "           Water                                             Setback (ft)\n"
            "           ---------------------------------------------------------------\n"
            "           Kettle Run and its tributaries (Class I trout)          35\n"
            "           Hessler Creek, County Trunk Highway K to\n"
            "             Brannock Lake                                         25\n"
            "           ---------------------------------------------------------------\n\n"
            f"   History: {verb} Ord. 2012-06, 3-20-2012.\n\n"
            "26.32 PHOSPHORUS INDEX. (1) Over the accounting period, the phosphorus index may not\n"
            "average more than 6.\n")
    _, provisions = segment(render(text, "two_column", "history"))
    unit = {p.label: p for p in provisions}["26.31(2)"]
    assert "History" not in unit.text and "2012-06" not in unit.text
    assert dt.date(2012, 3, 20) in {h.date for h in unit.history}


def test_a_reference_note_s_next_sentence_on_its_own_line_is_the_note_s():
    """A narrow column ends a line with the note's first sentence ("... shoreland zoning permits.") and sets its
    next one on a line of its own: still the note, not text of the unit it follows; the next section opens."""
    text = ("17.32 SHORELAND PERMITS. (1) A permit is required.\n"
            "(2) A buffer zone of thirty-five feet shall be kept along every stream.\n"
            "Cross-reference: Animal waste storage permits are issued under ch. 19, independently of zoning permits.\n"
            "Chapter 19 was repealed and recreated by Ord. 2012-09.\n"
            "17.33 BUFFERS. (1) Removal of vegetation in the buffer is prohibited.\n")
    _, provisions = segment(text_document(text))
    by_label = {p.label: p.text for p in provisions}
    assert by_label["17.32(2)"] == "A buffer zone of thirty-five feet shall be kept along every stream."
    assert list(by_label) == ["17.32(1)", "17.32(2)", "17.33(1)"]



def test_a_newspaper_section_page_folio_and_continued_head_between_items_are_no_text():
    """The paper's folio with only the section page ("8B  THE LEDGER   Thursday, December 12, 2024"), the
    notice column's head carried on ("LEGAL NOTICES (continued)", or alone in capitals) and a jump line
    ("Continued on page 9B") are furniture where the notice's pages break; a sentence with a date and "page 9B"
    in it, or about legal notices, is text."""
    text = ("Sec. 9.16 WELLS.\n(1) No person may apply commercial fertilizer within the lake area unless a soil test\n"
            "shows phosphorus is needed.\n"
            "-----------------------------------------\n"
            "8B  THE LOON LEDGER   Thursday, December 12, 2024\n"
            "-----------------------------------------\n"
            "LEGAL NOTICES (continued)\n\n"
            "(2) No manure may be land applied in Zone A at any time of year.\n"
            "Continued on page 9B\n"
            "Thursday, December 12, 2024   THE LOON LEDGER   9B LEGAL NOTICES\n"
            "(3) The notice ran on Thursday, December 12, 2024 and is kept at page 9B of the file.\n"
            "LEGAL NOTICES\n"
            "(4) Legal notices of a hearing under this section shall be published once.\n")
    _, provisions = segment(text_document(text))
    by_label = {p.label: p.text for p in provisions}
    assert by_label["Sec. 9.16(1)"].endswith("shows phosphorus is needed.")
    assert by_label["Sec. 9.16(2)"] == "No manure may be land applied in Zone A at any time of year."
    assert by_label["Sec. 9.16(3)"].endswith("kept at page 9B of the file.")
    assert by_label["Sec. 9.16(4)"] == "Legal notices of a hearing under this section shall be published once."


def test_a_newspaper_folio_between_a_notice_s_items_is_no_text():
    """A legal notice set in a newspaper carries the paper's folio where its page breaks ("THE ASHBY COURIER -
    Thursday, March 14, 2024 - Page 11B"): furniture, not text of the item above; a sentence naming a date and
    a page in lower case is text."""
    text = ("Sec. 9.16 WELLS.\n(1) No livestock operation may cause direct runoff into waters of the state.\n"
            "THE ASHBY MILLS COURIER - Thursday, March 14, 2024 - Page 11B\n"
            "(2) The notice ran on Thursday, March 14, 2024, and the map is shown on page 11B\n"
            "Page A6 | Wednesday, May 1, 2024 | The Dorran County Herald\n"
            "(3) No manure may be land applied in Zone A at any time of year.\n")
    _, provisions = segment(text_document(text))
    by_label = {p.label: p.text for p in provisions}
    assert by_label["Sec. 9.16(1)"] == "No livestock operation may cause direct runoff into waters of the state."
    assert by_label["Sec. 9.16(2)"].endswith("the map is shown on page 11B")
    assert list(by_label) == ["Sec. 9.16(1)", "Sec. 9.16(2)", "Sec. 9.16(3)"]


TYPEWRITTEN_CHAPTER = """\
                    DORRANCE COUNTY CODE

                         CHAPTER 9

                    MANURE AND WELLS

9.01  PURPOSE
9.02  DEFINITIONS
9.03  SPREADING NEAR WELLS
9.04  ENFORCEMENT

9.01
PURPOSE

(1) This chapter protects the wells of the County from manure.

9.02
DEFINITIONS

In this chapter, "Well" means any private or public water supply well.

9.03
SPREADING NEAR WELLS

(1) No manure shall be spread within three hundred (300) feet of any well.

(2) No manure storage facility shall be built within five hundred feet of any well.

                                      Ch. 9 - Page 1

9.04
ENFORCEMENT

(1) Any person who violates this chapter shall forfeit not more than $500.

LEGISLATIVE HISTORY

     Ord. 97-2, adopted May 6, 1997 ........... Chapter 9 created
     Ord. 2014-8, adopted June 10, 2014 ....... s. 9.03 (2) am.;
                                                s. 9.01 r. and recr.
     Ord. 2019-3, adopted May 14, 2019 ........ s. 9.03 (1) and (2) am.
"""


def test_a_typewritten_code_s_section_numbers_alone_over_their_captions_open_sections():
    """A retyped code prints each section's number alone on its line over its caption in capitals ("9.03" ⏎
    "SPREADING NEAR WELLS"): those are the sections (not page numbers, though their numbers recur like them),
    the list of them at the top is the contents, and a legislative history set with leaders dates the units it
    names, its rows wrapped onto further lines included."""
    info, provisions = segment(text_document(TYPEWRITTEN_CHAPTER))
    labels = [p.label for p in provisions]
    assert labels == ["9.01(1)", "9.02", "9.03(1)", "9.03(2)", "9.04(1)"], labels
    assert info.enacted is not None and info.enacted.year == 1997
    by_label = {p.label: p for p in provisions}
    assert any(h.date is not None and h.date.year == 2014 for h in by_label["9.03(2)"].history)
    assert not any(h.date is not None and h.date.year == 2014 for h in by_label["9.03(1)"].history)
    # (a row's wrapped line goes on with it: "r. and recr." re-enacts 9.01; "(1) and (2)" name two units of 9.03)
    assert any(h.action == "repealed_and_recreated" and h.date.year == 2014 for h in by_label["9.01(1)"].history)
    assert any(h.date is not None and h.date.year == 2019 for h in by_label["9.03(1)"].history)
    assert not any(h.date is not None for h in by_label["9.04(1)"].history)


ZONING_EXCERPT_WITH_DECISION = """\
LANFORD COUNTY ZONING ORDINANCE                                    CHAPTER 12
Article III - Rural Districts                        [Excerpt - Sec. 12.30]

Sec. 12.30  LIVESTOCK FACILITIES.

(1)  APPLICABILITY.  This section applies to livestock facilities of every size.

(2)  STANDARDS.

     (a)  No waste storage facility shall be built within 600 feet of a navigable stream.

     (b)  Clean water shall be diverted away from every animal lot.

_____________________________________________________________________________
Lanford County Zoning Ordinance                                  Page 12-7
Supp. No. 9 (4-2020)

LANFORD COUNTY ZONING ORDINANCE                                    CHAPTER 12
Article III - Rural Districts                        [Excerpt - Sec. 12.30]

(3)  PROCEDURE.

     (a)  An application shall include a site plan and a fee of $500.

     (b)  The Committee may impose on an individual permit such further conditions as it finds necessary.

              LANFORD COUNTY ZONING COMMITTEE - DECISION ON PERMIT CUP-2021-4

FINDINGS OF FACT

Finding 1.  The applicant owns 300 acres zoned A-1 at the site.

Finding 2.  The operation will house 900 animal units.

CONDITIONS OF APPROVAL

Condition 1.  The permittee shall follow the approved nutrient management plan.
"""


def test_a_page_head_printed_under_a_typed_page_footer_is_no_article_and_findings_are_units():
    """A copy typed without its pages prints each page's foot ("Page 12-7", "Supp. No. 9 (4-2020)") and the next
    page's head, which names the article ("Article III - Rural Districts  [Excerpt - Sec. 12.30]"): printed at
    the top of every page, it is a band, not an article opening over (3). A permit decision's "Finding 1." ...
    are units of their own, as its "Condition 1." are."""
    _, provisions = segment(text_document(ZONING_EXCERPT_WITH_DECISION))
    labels = [p.label for p in provisions]
    assert labels == ["Sec. 12.30(1)", "Sec. 12.30(2)(a)", "Sec. 12.30(2)(b)", "Sec. 12.30(3)(a)", "Sec. 12.30(3)(b)",
                      "Finding 1", "Finding 2", "Condition 1"], labels
    assert "Article III" not in " ".join(p.text for p in provisions)


def test_an_amendment_history_table_closes_the_code_and_dates_it():
    """"AMENDMENT HISTORY TABLE" (or "TABLE OF AMENDMENTS") over the rows of the amending ordinances is the code's
    closing, not text of its last section: its first row gives the enactment date."""
    text = (
        "12.01 PURPOSE. This chapter protects the waters of the County.\n"
        "History: Cr. Ord. 98-3, 1998.\n"
        "12.02 SETBACKS. No manure storage facility shall be built within 400 feet of a well.\n"
        "History: Cr. Ord. 98-3, 1998; am. Ord. 2011-7, 2011.\n\n"
        "                 AMENDMENT HISTORY TABLE\n\n"
        "  Ordinance No.   Date Adopted        Sections Affected\n"
        "  98-3            March 10, 1998      Chapter 12 created\n"
        "  2011-7          June 14, 2011       12.02\n"
    )
    info, provisions = segment(text_document(text))
    assert info.enacted is not None and info.enacted.isoformat() == "1998-03-10"
    assert "AMENDMENT" not in provisions[-1].text and "June 14" not in provisions[-1].text


def test_a_two_line_page_head_repeated_without_its_page_footer_is_a_band():
    """Where the page's foot was lost (a narrow column, a paste), the page head of two lines printed again word for
    word ("LANFORD COUNTY ZONING ORDINANCE  CHAPTER 12" over "Article III - Rural Districts ...") is a band."""
    text = ZONING_EXCERPT_WITH_DECISION.replace(
        "_____________________________________________________________________________\n"
        "Lanford County Zoning Ordinance                                  Page 12-7\n"
        "Supp. No. 9 (4-2020)\n\n", "")
    _, provisions = segment(text_document(text))
    labels = [p.label for p in provisions]
    assert labels[:5] == ["Sec. 12.30(1)", "Sec. 12.30(2)(a)", "Sec. 12.30(2)(b)", "Sec. 12.30(3)(a)",
                          "Sec. 12.30(3)(b)"], labels
    assert "Article III" not in " ".join(p.text for p in provisions)


def test_a_bracketed_note_that_names_its_section_first_dates_the_whole_section():
    """"[s. 9.03 r. and recr. Ord. 2019-3]" printed under a section's last subsection names the section it dates,
    though other notes in the code date single subsections; the ordinance's date comes from the closing list."""
    text = (
        "9.03 SPREADING NEAR WELLS.\n"
        "(1) No manure shall be spread within 300 feet of any well.\n"
        "(2) No manure storage facility shall be built within 500 feet of any well.\n"
        "[s. 9.03 r. and recr. Ord. 2019-3]\n"
        "9.04 ENFORCEMENT.\n"
        "(1) The Department may inspect any farm.\n"
        "[Am. Ord. 2019-3]\n"
        "(2) Any person who violates this chapter shall forfeit not more than $500.\n\n"
        "LEGISLATIVE HISTORY\n"
        "Ord. 97-2, adopted May 6, 1997 ........... Chapter 9 created\n"
        "Ord. 2019-3, adopted May 14, 2019 ........ see notes in text\n"
    )
    _, provisions = segment(text_document(text))
    by = {p.label: p for p in provisions}
    for label in ("9.03(1)", "9.03(2)", "9.04(1)"):
        assert any(h.date is not None and h.date.year == 2019 for h in by[label].history), label
    assert not any(h.date is not None and h.date.year == 2019 for h in by["9.04(2)"].history)


def test_a_finding_run_in_after_the_last_sentence_opens_its_own_unit():
    """A decision reflowed into running text ("... zoned A-1 at the site. Finding 2. The operation ...") prints its
    next finding after the end of a sentence, as it prints its conditions: the finding is a unit of its own."""
    text = ("FINDINGS OF FACT\n"
            "Finding 1. The applicant owns 300 acres zoned A-1 at the site. Finding 2. The operation will house 900 "
            "animal units.\n"
            "CONDITIONS OF APPROVAL\n"
            "Condition 1. The permittee shall follow the approved nutrient management plan.\n")
    _, provisions = segment(text_document(text))
    assert [p.label for p in provisions] == ["Finding 1", "Finding 2", "Condition 1"]


@pytest.mark.parametrize("lead", ["FINDINGS\n\nThe Town Board of the Town of Oskar, having held a public hearing on March 26, 2019,\nfinds:",
                                  "The Town Board of the Town of Oskar makes the following findings:"])
def test_numbered_findings_before_the_body_ordains_carry_their_heading(lead: str) -> None:
    """A town ordinance opens on findings numbered (1)-(2), then "NOW, THEREFORE ... does ordain as follows:" and
    its sections: the findings are headed as findings (the engine files them as not law), the sections are not;
    an ordinance that ordains its numbered rules straight away heads them with nothing."""
    text = (f"TOWN OF OSKAR\n\nORDINANCE NO. 2019-03\n\n{lead}\n\n(1) Loon Lake is vulnerable to pollution from manure.\n\n"
            "(2) Nitrate above 10 milligrams per liter was found in many private wells.\n\nNOW, THEREFORE, the Town Board "
            "does ordain as follows:\n\nSECTION I. AUTHORITY\n\nThis ordinance is adopted under s. 92.15, Wis. Stats.\n")
    _, provisions = segment(text_document(text))
    headings = {p.label: p.heading for p in provisions}
    assert headings["(1)"] == headings["(2)"] == "FINDINGS"
    assert headings["Section I"] == "AUTHORITY"
    plain = ("TOWN OF OSKAR\n\nThe Town Board does ordain as follows:\n\n(1) No manure may be spread on frozen ground.\n\n"
             "(2) No manure may be stacked within 300 feet of a well.\n")
    _, provisions = segment(text_document(plain))
    assert {p.heading for p in provisions} == {""}


def test_a_county_named_across_a_wrapped_capital_title_and_not_by_a_fiscal_note() -> None:
    """ "... CHAPTER 15 OF THE HALVARD" ⏎ "COUNTY CODE ..." names Halvard County; "Fiscal Note: No county levy
    impact." names none ("No County" is no county)."""
    from ordinance_review.segment import titleblock

    front = ("ORDINANCE NO. 2021-09\n\nAN ORDINANCE TO AMEND PARTS OF CHAPTER 15 OF THE HALVARD\n"
             "COUNTY CODE OF ORDINANCES, RELATING TO ANIMAL WASTE STORAGE\n\n"
             "Fiscal Note: No county levy impact.\n")
    assert titleblock.place(front, "The chapter applies in all unincorporated areas.")[0] == "Halvard County"
    assert titleblock.place("Fiscal Note: No county levy impact.", "The chapter applies everywhere.")[0] != "No County"


CREATING_ORDINANCE = """\
AN ORDINANCE TO CREATE SECTION 9.34 OF THE MUNICIPAL CODE

The Common Council of the City of Larkmoor does ordain as follows:

SECTION 1. Section 9.34 of the Municipal Code is hereby created to read as follows:

9.34 LIVESTOCK OPERATIONS AND MANURE MANAGEMENT.
9.34(1) TITLE. This section may be cited as the Manure Management Ordinance.
9.34(2) STORAGE. Every manure storage facility shall be designed to NRCS Standard 313.
9.34(3) APPEALS. A person aggrieved by a decision of the Director may appeal within 30 days.

SECTION 2. If any provision of this ordinance is held invalid, the invalidity does not affect the others.

SECTION 3. This ordinance shall take effect on the day after its publication.
"""


def test_the_creating_ordinances_own_sections_after_the_created_text_are_its_own() -> None:
    """ "SECTION 2." after the section SECTION 1 creates is the ordinance's own next section, not text of 9.34(3)."""
    from ordinance_review import ingest
    from ordinance_review.segment import segment as run

    _info, provisions = run(ingest.load_text(CREATING_ORDINANCE, "x.txt"))
    by = {p.label: p.text for p in provisions}
    assert "held invalid" not in by["9.34(3)"]
    assert [label for label in by if label.lower().startswith("section")] == ["Section 2", "Section 3"]


WRAPPED_AMENDMENT_NOTE = """\
TOWN OF ORRIN LAKE
ORDINANCE NO. 2000-3
AMENDMENT NOTE: Ordinance No. 2009-6, adopted by the Town Board on November 10, 2009, repealed
and recreated Sections IV. C. and VII. B., amended
Section IV. E. 2. and Section
V. B., created Sections V. D. and VI. C. All other text remains as adopted on May 9, 2000.

I.
TITLE

This ordinance shall be known as the Town of Orrin Lake Animal Waste Ordinance.

II.
STORAGE

A. No person shall construct an animal waste storage facility without a permit.

B. Every facility shall be designed to NRCS Standard 313.
"""


def test_a_front_note_wrapped_after_its_verb_opens_no_section_it_names() -> None:
    """ "... amended" ⏎ "Section IV. E. 2. and Section": a unit the note names, not the heading of Section IV (whose
    number would then prefix every label after it)."""
    from ordinance_review import ingest
    from ordinance_review.segment import segment as run

    _info, provisions = run(ingest.load_text(WRAPPED_AMENDMENT_NOTE, "x.txt"))
    assert [p.label for p in provisions] == ["I.", "II. A.", "II. B."]


WORKING_COPY = """\
TOWN OF WENDELL
ORDINANCE NO. 94-2
(Adopted August 9, 1994; amended May 9, 2006 by Ordinance No. 2006-3)

NOTE ON THIS COPY: Words shown in square brackets and marked "deleted" were struck out by Ordinance No. 2006-3.
Words in CAPITAL LETTERS between double angle brackets << >> were added by it. Sections not marked read as
adopted in 1994.

SECTION 5.  STORAGE FACILITIES.

     5.1  No storage facility shall be allowed to overflow.

     5.2  No storage facility shall be built within [deleted: two hundred fifty (250) feet]
<<FOUR HUNDRED (400) FEET>> of any well.

     5.3  <<EVERY LIQUID STORAGE FACILITY SHALL HAVE TWO FEET OF FREEBOARD.>>
"""


def test_a_working_copys_amendment_marks_date_the_units_they_touch() -> None:
    """The clerk's copy marks what Ordinance No. 2006-3 struck and added: a marked unit was amended then (and no
    longer pre-2002 text), an unmarked one reads as adopted; a unit printed only between the marks opens as a unit."""
    import datetime as dt

    from ordinance_review import ingest
    from ordinance_review.engine.text import prepare
    from ordinance_review.segment import segment as run

    _info, provisions = run(ingest.load_text(WORKING_COPY, "x.txt"))
    by = {p.label: p for p in provisions}
    assert set(by) == {"Section 5.1", "Section 5.2", "Section 5.3"}
    amended = {label: any(h.action == "amended" and h.date == dt.date(2006, 5, 9) for h in p.history)
               for label, p in by.items()}
    assert amended == {"Section 5.1": False, "Section 5.2": True, "Section 5.3": True}
    body = prepare(by["Section 5.2"]).body
    assert "400 feet" in body and "250" not in body and "<<" not in body


SCHEDULE_CITED_BY_LEAD_IN = """\
14-302  SITING. New manure storage facilities shall observe the separation distances set out in Schedule A and the
following requirements:
    (1) No liquid manure storage facility may be constructed where bedrock lies within 20 feet of the surface.
    (2) No manure storage facility may be constructed in a 100-year floodplain.

                  SCHEDULE A — SEPARATION DISTANCES

Distances are measured horizontally from the nearest edge of the facility to the feature.

  A.   Manure storage facility to a private water supply well                 600 ft
  B.   Manure storage facility to a municipal water supply well             2,500 ft
"""


def test_a_schedules_items_read_under_the_lead_in_that_makes_them_the_rule() -> None:
    """The schedule's items are distances; the rule is the section's lead-in that cites the schedule ("... shall
    observe the separation distances set out in Schedule A and the following requirements:")."""
    from ordinance_review import ingest
    from ordinance_review.segment import segment as run

    _info, provisions = run(ingest.load_text(SCHEDULE_CITED_BY_LEAD_IN, "x.txt"))
    item = next(p for p in provisions if p.label.startswith("Schedule A") and p.label.endswith("A."))
    assert "shall observe the separation distances set out in Schedule A" in item.lead_in


ARTICLE_NUMBERED = """ORDINANCE NO. 08-11
TALLIS COUNTY MANURE STORAGE FACILITY ORDINANCE

                     ARTICLE I.  GENERAL PROVISIONS

     101.  AUTHORITY.  This ordinance is adopted under ss. 59.02 and 92.16, Wis. Stats.

     102.  DEFINITIONS.  In this ordinance:
     (1)  "Unused" describes a facility to which no manure has been added for twelve months.
     (2)  "Facility" means a pit or tank that holds manure.

                     ARTICLE II.  CLOSURE

     201.  CLOSURE REQUIRED.
     (1)  An unused facility shall be closed within six months after it becomes unused.
     (2)  Closure shall meet NRCS standard 360.

     202.  NOTICE.  The Department shall give the owner written notice before closure is required.
"""


def test_sections_numbered_by_their_article_open_with_their_captions() -> None:
    """'101.  AUTHORITY.' under ARTICLE I, '201.  CLOSURE REQUIRED.' under ARTICLE II: sections numbered by their
    article (its number, then two digits), each opened by its caption; read as a list item "101." no list
    starts there, and the whole ordinance was one unit's text."""
    _info, provisions = segment(text_document(ARTICLE_NUMBERED))
    keys = {p.label.split(", ")[-1] for p in provisions}
    assert {"101", "102(1)", "102(2)", "201(1)", "201(2)", "202"} <= keys
