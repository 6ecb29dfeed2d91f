"""The closing furniture: lines that end the body of an ordinance and open what follows it."""

from __future__ import annotations

from pathlib import Path

import pytest
from segment_support import text_document

from ordinance_review import segment
from ordinance_review.segment import furniture
from ordinance_review.segment.furniture import closing_line


@pytest.mark.parametrize(
    "line",
    [
        "CERTIFICATION",
        "CERTIFICATION OF AMENDING ORDINANCE NO. 2022-03",
        "CERTIFICATE OF ADOPTION",
        "CERTIFICATE OF ADOPTION ORDINANCE 2023-14",
        "ADOPTION CERTIFICATE",
        "TABLE OF AMENDMENTS -- CHAPTER 8.35",
        "Publication Certificate:",
        "Clerk's Certificate",
        "Clerk's Certification:",
        "I, Dana R. Ostrowski, Heronsford County Clerk, certify that the foregoing excerpt is a true copy",
        "Amendment history:",
        "Disposition List",
        "Disposition of ordinances affecting this chapter (excerpt from the Ordinance List):",
        "Code reviser's note (2005): The agency named in subsection B has been renamed.",
        "Adopted by the Town Board this 9th day of March, 2021.",
        # an enactment line and Municode's comparative table
        "Ord. 98-7 adopted by the Ostrander County Board of Supervisors on June 16, 1998, and",
        "Ordinance No. 2004-11 was passed by the Town Board at its meeting of May 3, 2004.",
        "CODE COMPARATIVE TABLE",
        "Comparative Table - Ordinances",
        "ORDINANCE HISTORY",
        "History of Amendments:",
        "SUMMARY OF AMENDMENTS",
        "HISTORY OF CHAPTER 15",
        # the date of adoption alone, with the amendment's beside it
        "Adopted May 20, 2008.              Amended September 15, 2020.",
        "Adopted: June 3, 1999",
    ],
)
def test_lines_that_close_the_body(line: str) -> None:
    assert closing_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "(c) The applicant shall certify that the plan meets NRCS 590.",
        "Certification of applicators. No person may apply manure for hire unless certified by DATCP.",
        "Certification of the facility by an engineer shall be filed with the department.",
        "Each disposition of manure shall be recorded.",
        "Certificate of compliance. The operator shall file a certificate each year.",
        "Adoption certificate requirements for plans are set in section 4.",
        # a repealer that names an adopted ordinance, and a table of figures
        "Ordinance 99-1 adopted on May 4, 1999 is repealed.",
        "Ord. 2006-2 adopted by the County Board on March 1, 2006 is hereby amended to read as follows:",
        "Comparative tables of manure production by species are in Appendix B.",
        "Ordinance history shall be kept by the clerk for each permit.",
        "History of the operation shall be given in the application.",
        "Adopted May 20, 2008 by Ord. 8-11, the standards of s. 4 are repealed.",
    ],
)
def test_lines_of_the_body_stay(line: str) -> None:
    assert not closing_line(line)


def test_a_footer_s_words_only_line_beside_its_page_line() -> None:
    """"Harwick County Zoning Code" over "Article 5, page 5-14", each time: the same footer."""
    body = ["Sec. 5.2.4.3 Height. No structure may exceed 60 feet in height.", "Harwick County Zoning Code",
            "Article 5, page 5-{n}", "Sec. 5.2.5.1 Design. A facility shall meet Standard 313."]
    texts = [t.format(n=n) for n in (14, 15, 16) for t in body] + ["Harwick County Zoning Code is adopted."]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} == {"Harwick County Zoning Code", "Article 5, page 5-14",
                                         "Article 5, page 5-15", "Article 5, page 5-16"}


def test_a_running_head_is_a_band_though_the_title_page_prints_its_words_in_capitals() -> None:
    """"Town of Wendmoor" over "Ordinance No. 96-2, as amended" on each page: a head, though "TOWN OF
    WENDMOOR" titles the first page and the signature block."""
    body = ["Town of Wendmoor", "Ordinance No. 96-2, as amended", "Section 5.0{n} RULES",
            "(1) No person may spread manure within {n}00 feet of a well."]
    texts = ["TOWN OF WENDMOOR", "AGRICULTURAL NUISANCE ORDINANCE",
             *[t.format(n=n) for n in (1, 2, 3, 4, 5) for t in body],
             "Adopted this 9th day of April, 1996.", "TOWN OF WENDMOOR", "By: Town Chair"]
    stray = furniture.stray_band_lines(texts)
    assert sorted(i for i in stray if texts[i] == "Town of Wendmoor") == [2, 6, 10, 14, 18]
    assert not any(texts[i].startswith(("Section", "(1)")) for i in stray)


def test_a_heading_whose_caption_opens_like_the_chapter_title_is_no_band() -> None:
    """The chapter's title, wrapped by a narrow column, opens "AGRICULTURAL PERFORMANCE STANDARDS AND"; section
    4.05 is captioned the same way, and the contents list it in other letters. A band prints the same each time."""
    texts = ["CHAPTER 4", "AGRICULTURAL PERFORMANCE STANDARDS AND", "ANIMAL WASTE STORAGE", "TABLE OF CONTENTS",
             "4.04 Definitions ........................ 2", "4.05 Agricultural Performance Standards and",
             "Prohibitions ........................ 2", "4.04 DEFINITIONS", "(1) \"Barnyard\" means a lot.",
             "4.05 AGRICULTURAL PERFORMANCE STANDARDS AND", "PROHIBITIONS", "(1) No person may spread manure on ice."]
    assert 9 not in furniture.stray_band_lines(texts)


def test_a_section_and_the_chapter_title_printed_alike_on_each_page_is_a_band() -> None:
    texts = ["ANIMAL WASTE STORAGE AND MANAGEMENT", *[t for n in (1, 2, 3) for t in (
        f"15.0{n} ANIMAL WASTE STORAGE AND MANAGEMENT", f"15.0{n} RULE {n}.", f"(1) No person may spread manure within {n}00 feet.")]]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} >= {"15.01 ANIMAL WASTE STORAGE AND MANAGEMENT", "15.02 ANIMAL WASTE STORAGE AND MANAGEMENT"}


def test_a_head_ending_in_a_colon_beside_its_broken_off_number_is_a_band() -> None:
    """A narrow column breaks "powered by Legistar File #: 2023-ORD-014, Version: 2" after its colon."""
    body = ["(a) No manure may be spread on frozen ground.", "powered by Legistar File #:",
            "2023-ORD-014, Version: 2", "(b) Every facility shall meet standard 313 of the following:"]
    texts = [t for _ in range(4) for t in body]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} == {"powered by Legistar File #:", "2023-ORD-014, Version: 2"}


def test_a_statute_style_odd_page_head_of_title_section_and_chapter_page_is_a_band() -> None:
    """"LIVESTOCK SITING AND WATER QUALITY  22.110  22:5", printed once where a page breaks a sentence: the
    section and the page are numbered in one chapter. A capitals table row whose figures are not is text."""
    texts = ["(a) A facility is idle once 18 months have passed in which manure has neither been added to nor",
             "LIVESTOCK SITING AND WATER QUALITY 22.110 22:5", "removed from it.",
             "FEEDLOT RUNOFF CONTROL 3.5 2-4", "(b) An idle facility shall be closed."]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} == {"LIVESTOCK SITING AND WATER QUALITY 22.110 22:5"}


def test_each_table_s_own_notes_head_under_a_rule_is_no_band() -> None:
    """"Notes to Table 5-1:" under the rule that closes each table: the heads differ by table, so they are text."""
    body = ["Table {n}-1. Setbacks by class", "+ + + + +", "Notes to Table {n}-1:",
            "[a] Class I facilities need no design storm volume.", "{n}.2 Closure. A facility shall be closed."]
    texts = [t.format(n=n) for n in (3, 4, 5, 6) for t in body]
    stray = furniture.stray_band_lines(texts)
    assert not any(texts[i].startswith("Notes") for i in stray)


@pytest.mark.parametrize("line", ["ENVIRONMENT § 26-123 Supp. No. 11 CD26:19", "Supp. No. 11 CD26:18", "CD30:22 Supp. No. 14"])
def test_municode_header_and_footer_run_together_are_page_lines(line: str) -> None:
    assert furniture.stray_band_lines([line, "(c) No facility may be built on fill."]) == {0}


def test_a_code_band_broken_by_a_narrow_column_goes_with_its_last_number() -> None:
    texts = ["(4) Closure shall meet standard 360.", "§ 17.01 MANURE STORAGE AND LIVESTOCK RUNOFF §", "17.10",
             "17.10 PERMITS. No person may build a facility without a permit."]
    assert furniture.stray_band_lines(texts) == {1, 2}


def test_a_typed_code_page_band_recurring_with_its_number_is_furniture() -> None:
    """"15-3   VARNUM COUNTY CODE -- CH. 15" typed into the text at each page: its number reads as
    a section's, yet the line comes back with only its numbers changing, so it is a band."""
    texts = []
    for page in (1, 2, 3):
        texts += [f"15.1{page} RULE. No manure may be applied within {page}00 feet of a well.", f"15-{page}    VARNUM COUNTY CODE -- CH. 15"]
    assert furniture.stray_band_lines(texts) == {1, 3, 5}


def test_an_ecode360_band_broken_by_a_column_is_furniture_when_it_recurs() -> None:
    """"§ 180-3 ANIMAL WASTE STORAGE AND LIVESTOCK" ⏎ "RUNOFF § 180-5" at every page top of a narrow column."""
    texts = []
    for first in (3, 5, 7):
        texts += [f"§ 180-{first} ANIMAL WASTE STORAGE AND LIVESTOCK", f"B. No facility may be built within {first}00 feet of a well."]
    assert {0, 2, 4} <= furniture.stray_band_lines(texts)


def test_numbered_headings_in_capitals_are_no_band() -> None:
    """Section headings in capitals differ in their words; one of them is never a band."""
    texts = ["15-1 DEFINITIONS", "(a) A term means what it says.", "15-2 MANURE STORAGE", "(a) No overflow.",
             "15-3 LAND APPLICATION", "(a) Follow the plan."]
    assert furniture.stray_band_lines(texts) == set()


def test_chapter_page_heads_alternating_with_the_code_title_are_bands() -> None:
    """ "HARWICK COUNTY CODE  9-57" on one page, "9-58  ZONING" on the next: each printed once, the code's
    units numbered otherwise ("(4) STANDARD CONDITIONS"), so the lines are page heads."""
    texts = ["HARWICK COUNTY CODE 9-57", "(3) APPLICATION. An application shall include a site plan.",
             "9-58 ZONING", "(c) The permittee shall keep 180 days of storage.", "HARWICK COUNTY CODE 9-59",
             "(d) No storage facility may be placed in the floodplain."]
    assert furniture.stray_band_lines(texts) == {0, 2, 4}


def test_a_code_band_naming_sections_by_sec_is_furniture() -> None:
    texts = ["Sec. 2 HARLOW CODE Sec. 5", "Sec. 2 PURPOSE AND FINDINGS.", "The Board finds that runoff harms the creek."]
    assert furniture.stray_band_lines(texts) == {0}


def test_a_section_beside_the_code_of_ordinances_is_a_band() -> None:
    """"§ 17.34   WENDALL CODE OF ORDINANCES" once the chapter page at its end went off as a footer: the page's
    section beside the code's full name, as the same band with "CODE" alone is; a section's caption that
    names the code is no band."""
    texts = ["§ 17.34 WENDALL CODE OF ORDINANCES", "17.34 AGRICULTURAL TRANSITION DISTRICT.",
             "(1) No stack shall be placed within 500 feet of a well.",
             "§ 17.35 ADOPTION OF STATE CODE BY REFERENCE", "(1) Chapter NR 151 is adopted by reference."]
    assert furniture.stray_band_lines(texts) == {0}


def test_a_page_number_before_the_code_title_on_even_pages_is_a_band() -> None:
    texts = ["8 Harlow Falls - General Regulations", "(A) No stack shall be placed within 500 feet of the",
             "creek.", "10 Harlow Falls - General Regulations", "(B) No stack shall be placed on a slope.",
             "3 acres or more outside the A-1 district shall keep one animal unit per acre."]
    assert furniture.stray_band_lines(texts) == {0, 3}


def test_two_lists_whose_items_open_with_articles_are_no_contents() -> None:
    """"(a) A residence ..." ⏎ "(b) The boundary ..." ⏎ "(c) The right-of-way ..." in one section and
    "(a) A private well ..." ... "(c) The ordinary high-water mark ..." in the next: the numbers and
    the articles come back, but a contents entry's title names its subject, so neither list is one."""
    texts = [
        "4.1 Setbacks. A new structure shall be located at least the distance in Table 4-1 from each of the following:",
        "(a) A residence, school, church or place of business that the operator does not own.",
        "(b) The boundary of any parcel that the operator neither owns nor leases.",
        "(c) The right-of-way line of a public road.",
        "4.2 Wells and waters. No storage facility may be closer than the distance in Table 4-2 to any of the following:",
        "(a) A private water supply well.",
        "(b) A municipal well.",
        "(c) The ordinary high-water mark of a navigable river or stream.",
    ]
    assert furniture.toc_lines(texts) == set()


def test_contents_entries_naming_their_subjects_are_still_contents() -> None:
    texts = ["(1) Definitions.", "(2) Permits.", "(3) Standards.", "(1) DEFINITIONS.", "In this chapter words mean what they say.",
             "(2) PERMITS.", "No person may build a facility without a permit.", "(3) STANDARDS.", "Facilities shall meet NRCS 313."]
    assert furniture.toc_lines(texts) == {0, 1, 2}


def test_a_newspaper_page_head_wrapped_at_its_comma_is_furniture() -> None:
    """A legal notice's page head ("PAGE 12B . KELLNER FALLS CHRONICLE . THURSDAY,") broken by a
    narrow column ends on the comma before its date: still a band when it recurs."""
    texts = []
    for page in (11, 12, 13):
        texts += [f"PAGE {page}B . KELLNER FALLS CHRONICLE . THURSDAY,", "JUNE 27, 2019 LEGAL NOTICES",
                  f"(3) No manure may be applied within {page}0 feet of a well."]
    assert {0, 3, 6} <= furniture.stray_band_lines(texts)
    assert not {2, 5, 8} & furniture.stray_band_lines(texts)


def test_article_headings_on_lines_of_their_own_are_not_bands() -> None:
    """"ARTICLE 2" ... "ARTICLE 9": numbers changing as a band's do, but each printed once."""
    texts = []
    for n in range(1, 6):
        texts += [f"ARTICLE {n}", "GENERAL PROVISIONS" if n == 1 else f"PART {n} STANDARDS",
                  f"{n}.01 TITLE. No person may store manure within {n}00 feet of a well."]
    stray = furniture.stray_band_lines(texts)
    assert not any(texts[i].startswith("ARTICLE") for i in stray)
    running = ["ARTICLE 4", "4.01 No person may store manure.", "ARTICLE 4", "4.02 No person may spread it.",
               "ARTICLE 4", "4.03 No person may stack it."]
    assert {running[i] for i in furniture.stray_band_lines(running)} == {"ARTICLE 4"}  # one heading on every page


def test_american_legal_page_heads_with_section_and_page_number_are_bands() -> None:
    texts = [
        "§ 91.01 Livestock and Manure Storage 17", "(A) No person may store manure within 400 feet of a well.",
        "18 Wrenfield - General Regulations § 91.02", "(B) Every facility shall be built to NRCS 313.",
        "§ 91.06 Livestock and Manure Storage 19", "(C) Manure may not be spread on frozen ground.",
        "20 Wrenfield - General Regulations § 91.06", "(D) The owner shall keep records.",
        "§ 91.07 Setbacks from wells 400",  # a heading that ends on a figure, printed once
    ]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} == {texts[0], texts[2], texts[4], texts[6]}


def test_ecode360_printed_page_heads_numbered_by_chapter_are_bands() -> None:
    """The odd page's head names its first section, the chapter title and "16:5"; the even page's, "16:4"."""
    texts = [
        "§ 16-4 ANIMAL WASTE STORAGE AND LIVESTOCK FACILITIES 16:3", "A. No person may store manure near a well.",
        "16:4 BRENNOCK COUNTY CODE § 16-5", "B. Every facility shall be built to NRCS 313.",
        "§ 16-8 ANIMAL WASTE STORAGE AND LIVESTOCK FACILITIES 16:5", "which manure from it may be applied.",
        "16:6 BRENNOCK COUNTY CODE § 16-9", "C. The owner shall keep records.",
        "§ 16-9 Siting standards.",  # a section's own heading
    ]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} == {texts[0], texts[2], texts[4], texts[6]}


def test_a_municode_odd_page_head_of_title_then_section_is_a_band() -> None:
    texts = ["Sec. 22-51. State standards incorporated.", "Except as section 22-52 provides, a license is issued only",
             "AGRICULTURE § 22-52", "for a facility that meets the state standards.",
             "NO PERSON MAY APPLY MANURE WITHIN 300 FEET OF A WELL."]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} == {"AGRICULTURE § 22-52"}


def test_a_statute_style_head_with_a_chapter_page_is_a_band_even_printed_once() -> None:
    """ "10.07  MANURE STORAGE AND NUTRIENT MANAGEMENT  10-3": a section number, a title in capitals and a
    chapter page; the section's own heading ("10.07 Feedlots, runoff ...") is no band."""
    texts = ["10.06 Nutrient management. (1) PLAN REQUIRED. Every person shall have a plan.",
             "10-2 CORLISS COUNTY CODE 10.03", "(2) WINTER. No person may spread manure on frozen ground, except when the",
             "10.07 MANURE STORAGE AND NUTRIENT MANAGEMENT 10-3", "department authorizes an emergency application.",
             "10-4 CORLISS COUNTY CODE 10.09", "10.07 Feedlots, runoff and livestock access. (1) No runoff 10-3"]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} >= {texts[3]}
    assert texts[6] not in {texts[i] for i in furniture.stray_band_lines(texts)}


def test_statute_style_page_heads_numbered_by_chapter_are_bands() -> None:
    texts = [
        "9.01 FEEDLOT RUNOFF 9-1", "(1) No person may store manure within 400 feet of a well.",
        "9-2 FEEDLOT RUNOFF 9.04", "(2) Every facility shall be built to NRCS 313.",
        "9.06 FEEDLOT RUNOFF 9-3", "(3) Manure may not be spread on frozen ground.",
        # items whose words recur but end on a figure, not a chapter page: body text
        "5.1.1 No storage facility may be placed within 300", "feet of a private well.",
        "5.1.2 No storage facility may be placed within 500", "feet of a residence.",
    ]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} == {texts[0], texts[2], texts[4]}


def test_a_source_note_beside_a_band_is_not_a_band() -> None:
    body = ["(A) No person may store manure within 400 feet of a well.", "(Ord. 99-4, passed 8-10-1999)",
            "Livestock and Manure Storage {n}"]
    texts = [t.format(n=n) for n in (17, 18, 19, 20) for t in body]
    stray = furniture.stray_band_lines(texts)
    assert not any(texts[i].startswith("(Ord.") for i in stray)


def test_a_chapter_list_under_its_head_is_contents_though_its_chapters_are_elsewhere() -> None:
    texts = ["Title 8", "HEALTH AND SAFETY", "Chapters:", "8.04 Board of Health", "8.08 Public Nuisances",
             "8.35 Animal Waste and Manure Storage", "Chapter 8.35", "Sections:", "8.35.010 Title.",
             "8.35.020 Definitions.", "8.35.010 Title.", "(A) This chapter is the Animal Waste Ordinance.",
             "8.35.020 Definitions.", "(A) \"Manure\" means livestock excreta.",
             "No person may spread manure on any field unless the land is covered by the", "chapter:",
             "(1) On frozen ground near a lake; or", "(2) Within 200 feet of a well."]
    toc = furniture.toc_lines(texts)
    assert {texts[i] for i in toc} >= {"8.04 Board of Health", "8.08 Public Nuisances", "8.35 Animal Waste and Manure Storage"}
    assert 10 not in toc and 12 not in toc  # the body's own headings
    assert 16 not in toc and 17 not in toc  # a wrapped "chapter:" opens no list


@pytest.mark.parametrize("line", ["Ordinance Disposition Table", "ORDINANCE DISPOSITION TABLE (EXCERPT)",
                                  "Code Derivation Table"])
def test_disposition_tables_close_the_body(line: str) -> None:
    assert closing_line(line)


@pytest.mark.parametrize("line", ["ORDINANCES AMENDING CHAPTER 12", "Amendments to this Chapter:"])
def test_a_table_of_amending_ordinances_closes_the_body(line: str) -> None:
    assert closing_line(line)


def test_a_wrapped_sentence_on_amending_ordinances_closes_nothing() -> None:
    assert not closing_line("ordinances amending this chapter follows s. 12.12. References in this chapter")


def test_contents_set_in_two_columns_may_wrap_two_titles_between_entries() -> None:
    texts = ["15.01 Authority and purpose. 15.07 Nutrient management.", "15.02 Reserved. 15.08 Cropland practices.",
             "15.04 New and altered manure storage 15.10", "Appeals.", "facilities. 15.11 Severability.",
             "15.05 Existing manure storage facilities.", "15.06 Livestock performance standards.",
             "15.01 AUTHORITY AND PURPOSE. This chapter is adopted under s. 92.15, Stats.", "History: Cr. Ord. 97-14.",
             "15.02 RESERVED.", "History: Cr. Ord. 97-14; r. Ord. 2006-09.",
             "15.04 NEW AND ALTERED FACILITIES. No person may build one", "without a permit.",
             "15.05 EXISTING FACILITIES. An existing facility shall", "be upgraded.",
             "15.06 LIVESTOCK PERFORMANCE STANDARDS. No person may", "overflow a facility."]
    assert furniture.toc_lines(texts) == set(range(7))


def test_a_section_number_with_the_chapter_title_is_a_running_head() -> None:
    """"15.09  ANIMAL WASTE STORAGE AND MANAGEMENT" (its page number broken off): the chapter's title."""
    texts = ["CHAPTER 15", "ANIMAL WASTE STORAGE AND MANAGEMENT", "15.05 EXISTING FACILITIES. An existing facility shall",
             "be upgraded.", "15.06 ANIMAL WASTE STORAGE AND MANAGEMENT", "15:3", "15.06 PERFORMANCE STANDARDS. No",
             "person may overflow a facility.", "15.09 ANIMAL WASTE STORAGE AND MANAGEMENT", "15:5",
             "15.09 ADMINISTRATION AND ENFORCEMENT. The department administers this chapter."]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} == {"15.06 ANIMAL WASTE STORAGE AND MANAGEMENT", "15.09 ANIMAL WASTE STORAGE AND MANAGEMENT",
                                         "15:3", "15:5"}


@pytest.mark.parametrize("band", ["Supp 9, Aug 2011", "Supp. No. 11, 10-2022", "2019 S-11", "Supp 14, Nov 2021 240:2",
                                  "11-4 Supp. No. 14 (7-2020)", "Supp. No. 14 (7-2020)", "2013 S-7 1",
                                  "§ 10-81 LARKSPUR FALLS CODE", "§ 6-42 VARROW BEND CODE CD6:4"])
def test_a_supplement_line_is_a_band(band: str) -> None:
    texts = ["(A) No person may store manure within 400 feet of a well.", band,
             "(B) Every facility shall be built to NRCS 313."]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} == {band}


def test_statute_style_page_heads_with_a_bare_page_number_are_bands() -> None:
    texts = [
        "16.05 AGRICULTURAL PERFORMANCE STANDARDS Bramwell Co. Code, Ch. 16 2", "(1) No person may spread manure.",
        "16.08 AGRICULTURAL PERFORMANCE STANDARDS Bramwell Co. Code, Ch. 16 4", "(2) Every facility shall be built.",
        # or the first and last section on the page around the title
        "9.01 MANURE STORAGE AND RUNOFF CONTROL 9.04", "(3) No person may stack manure.",
        "9.07 MANURE STORAGE AND RUNOFF CONTROL 9.10", "(4) No person may overflow a facility.",
        # rules that repeat their words and end on a figure are text, not page heads
        "5.1 No storage facility may be placed within 300", "feet of a private well.",
        "5.2 No storage facility may be placed within 300", "feet of a residence.",
    ]
    stray = furniture.stray_band_lines(texts)
    assert {texts[i] for i in stray} == {texts[0], texts[2], texts[4], texts[6]}


def test_a_contents_list_set_in_two_columns_is_contents() -> None:
    texts = [
        "Chapter 145", "§ 145-1. Authority. § 145-4. Shallow soils over Silurian", "§ 145-2. Findings and purpose. bedrock.",
        "§ 145-3. Definitions. § 145-5. Registration; fees.",
        "§ 145-1. Authority.", "This chapter is adopted under § 92.15, Wis. Stats.",
        "§ 145-2. Findings and purpose.", "The Town Board finds that large parts of the Town lie over karst.",
        "§ 145-3. Definitions.", "In this chapter, a sinkhole is a depression draining to groundwater.",
        "§ 145-4. Shallow soils over Silurian bedrock.", "No person may apply manure where bedrock lies within 2 feet.",
        "§ 145-5. Registration; fees.", "Each operator shall register with the Town.",
    ]
    toc = furniture.toc_lines(texts)
    assert {1, 2, 3} <= toc
    assert not toc & {4, 6, 8, 10, 12}  # the body's own headings


def test_a_table_set_with_dot_leaders_under_its_caption_is_no_contents() -> None:
    texts = [
        "TABLE OF CONTENTS", "20.01 Authority ........................ 1", "20.07 Siting ........................... 2",
        "20.07 SITING. (2) No facility may be located closer to a feature listed in Table 20.07 (2) than the distance shown.",
        "TABLE 20.07 (2)   MINIMUM SEPARATION DISTANCES", "Feature                                Distance (feet)",
        "Property line, other than a line shared with other land of the",
        "applicant ............................................100",
        "Navigable lake, pond or flowage ......................1,000",
        "Private well serving another property ..................400",
        "20.08 CLOSURE. A facility unused for 24 months shall be closed.",
    ]
    toc = furniture.toc_lines(texts)
    assert {1, 2} <= toc
    assert not toc & {7, 8, 9}  # the table's rows are the rule's figures


def test_a_table_caption_among_contents_entries_is_an_entry() -> None:
    """ "Table 5-1 Design Requirements by Facility" ⏎ "Type ........ 5" between two entries: the table's entry, its
    title wrapped before its leader, and the entries after it are contents, not the table's rows."""
    texts = ["TABLE OF CONTENTS", "Section 5.04 Liners and Separation .................... 4",
             "Table 5-1 Design Requirements by Facility", "Type ............................................ 5",
             "Section 5.05 Leak Detection ............................... 5",
             "Section 5.06 Transfer Systems ........................... 5", "ARTICLE V", "Section 5.04 Liners and Separation.",
             "Each facility shall have the liner shown in Table 5-1.", "Section 5.05 Leak Detection.",
             "Each earthen basin shall have a leak detection system."]
    assert {1, 3, 4, 5} <= furniture.toc_lines(texts)


def test_history_notes_that_look_alike_are_no_band() -> None:
    texts = [
        "4.1 Design. Every facility shall meet NRCS standard 313.",
        "History: Adopted 6-21-1994, Ord. 94-11; amended 3-16-1999, Ord. 99-04 (reference to",
        "4.2 Freeboard. Two feet of freeboard shall remain.",
        "History: Adopted 6-21-1994, Ord. 94-11; amended 3-16-1999, Ord. 99-04 (reference to",
    ]
    assert not furniture.stray_band_lines(texts, edges=[True, True, True, True])


@pytest.mark.parametrize("band", ["Current through Ord. 19-8", "Current through Supplement No. 12 (October 2018)",
                                  "[The next page is CD18:1]",
                                  "Updated through Ord. 22-11 Published under s. 59.14, Wis. Stats."])
def test_a_currency_line_and_municode_s_next_page_note_are_bands(band: str) -> None:
    texts = ["(5) SEVERABILITY. If a court finds any part of this chapter invalid, the rest stands.", band,
             "(6) EFFECTIVE DATE. This chapter takes effect on publication."]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} == {band}


def test_a_sentence_on_the_code_s_currency_stays() -> None:
    texts = ["This chapter is current through Ordinance 2021-06, passed", "current through Ord. 2021-06, passed June 1,",
             "Updated through Ord. 22-11, passed by the board in 2022, the code reads as follows:",
             "(1) No person may store manure within 400 feet of a well."]
    assert not furniture.stray_band_lines(texts)


def test_rows_of_a_table_recurring_with_their_numbers_are_no_band() -> None:
    """"2 to 3 feet  6,750 gal/acre ..." and "3 to 5 feet ..." read alike, digits aside, but one after the
    other: rows of a table, not a band printed a page apart."""
    texts = ["(a) Liquid manure may not be applied at rates greater than those shown in Table 26-119.",
             "Depth of soil      Sand or clay      Loams",
             "2 to 3 feet 6,750 gal/acre 13,500 gal/acre", "per year per year",
             "3 to 5 feet 6,750 gal/acre 13,500 gal/acre", "per week per week",
             "5 to 20 feet 13,500 gal/acre 27,000 gal/acre", "per week per week",
             "(b) No person may apply manure where the soil is less than three feet deep."]
    assert not {texts[i] for i in furniture.stray_band_lines(texts)} & {texts[2], texts[4], texts[6]}


def test_an_odd_page_head_printed_once_is_a_band_where_ingestion_took_the_even_ones() -> None:
    """"15.09  ANIMAL WASTE STORAGE AND MANAGEMENT  15:5" once, at a page's top, in a code whose even
    page heads ("15:2  WENDHAM COUNTY CODE  15.04") ingestion already took off the pages."""
    texts = ["15.11 SEVERABILITY. If a court finds any provision invalid, the rest stands.",
             "15.09 ANIMAL WASTE STORAGE AND MANAGEMENT 15:5", "Ord. No. Adopted Published Sections affected"]
    edges = [False, True, True]
    assert furniture.stray_band_lines(texts, edges) == set()
    assert furniture.stray_band_lines(texts, edges, removed=["15:2 WENDHAM COUNTY CODE 15.04"]) == {1}


def test_a_two_column_contents_may_wrap_both_titles_onto_one_longer_line() -> None:
    texts = [
        "§ 167-1. Authority; title. § 167-9. Closure of facilities.",
        "§ 167-2. Findings and purpose. § 167-10. Manure stacking.",
        "§ 167-6. Design and construction § 167-14. Compliance",
        "periods for standards. existing facilities.",
        "§ 167-7. Location of facilities. § 167-15. Variances.",
        "§ 167-1. Authority; title.", "This chapter is adopted under § 92.15, Wis. Stats.",
        "§ 167-2. Findings and purpose.", "The Board finds that manure can pollute the lakes.",
        "§ 167-6. Design and construction standards.", "Every facility shall meet NRCS 313.",
        "§ 167-7. Location of facilities.", "No facility may be built within 300 feet of a stream.",
    ]
    toc = furniture.toc_lines(texts)
    assert {0, 1, 2, 3, 4} <= toc
    assert not toc & {5, 7, 9, 11}


def test_a_band_ingestion_took_off_other_pages_is_a_band_where_it_was_left_in() -> None:
    """Municode's "Created: 2024-03-19 10:41:07 [EST]" is taken off most pages by ingestion; where it fell in
    the body of a page (right under a section heading), the bands taken elsewhere make it one."""
    texts = ["Sec. 18-51. - Compliance; enforcement.", "Created: 2024-03-19 10:41:07 [EST]",
             "(a) Existing operations. The administrator shall give notice."]
    removed = ["Created: 2024-03-19 10:41:07 [EST]", "(Supp. No. 27)", "Created: 2024-03-19 10:41:07 [EST]"]
    assert furniture.stray_band_lines(texts, removed=removed) == {1}
    assert furniture.stray_band_lines(texts) == set()


def test_a_line_that_normalizes_to_nothing_is_no_line() -> None:
    """The bare sides of a box drawn in characters ("|     |") leave nothing once normalized."""
    text = "5.1 STORAGE. Every pit shall meet NRCS 313.\n|                |\n5.2 CLOSURE. An idle pit shall be closed.\n"
    _info, provisions = segment.segment(text_document(text))
    assert [p.label for p in provisions] == ["5.1", "5.2"]


def test_a_letter_after_a_table_that_ends_without_a_stop_opens_the_next_sibling() -> None:
    """ "C. Measurement." after a blank line, below a table broken by a page band whose last row ends in a
    figure ("well   1,000   1,000"): in a code with roman article numbers "C." reads first as the roman
    hundred, but the letter after "B." is the open unit's next sibling (a labeled development case)."""
    text = (Path(__file__).parents[2] / "benchmarks" / "extra_cases_70" / "01_corliss_county" / "ordinance.txt").read_text()
    _info, provisions = segment.segment(text_document(text))
    labels = [p.label for p in provisions]
    assert labels[labels.index("§ 210-7 B.(3)") + 1] == "§ 210-7 C."


def test_a_table_entry_in_the_contents_does_not_end_the_contents() -> None:
    """ "Table 4-1   Minimum Separation Distances ..... 3" is a contents entry (its own leader and page), not a
    table caption whose rows would be the entries after it."""
    texts = ["TABLE OF CONTENTS", "Section 4.01 Separation Distances ............ 2",
             "Table 4-1 Minimum Separation Distances ........ 3", "Section 4.02 Floodplains ............ 3",
             "Section 4.03 Karst Area ............ 3", "Section 4.01 Separation Distances. No facility shall be built."]
    assert furniture.toc_lines(texts) == {0, 1, 2, 3, 4}


def test_a_municode_page_head_names_the_city_whose_code_it_is() -> None:
    """ "§ 10-102   LARKSPUR FALLS CODE" in the page heads and "the city" in the text: the City of Larkspur Falls."""
    from ordinance_review.segment import titleblock

    bands = "§ 10-102 LARKSPUR FALLS CODE\nANIMALS § 10-92\n§ 10-104 LARKSPUR FALLS CODE"
    body = "No person shall keep livestock within the city except as this article allows."
    assert titleblock.jurisdiction("ARTICLE IV. LIVESTOCK AND MANURE", body, bands) == "City of Larkspur Falls"
    assert titleblock.jurisdiction("ARTICLE IV. LIVESTOCK AND MANURE", body, "VENNARD COUNTY CODE\nVENNARD COUNTY CODE") \
        != "City of County"
    # a county the text names in passing ("animals kept by the Tolan County Agricultural Society") is not the code's
    passing = body + " This article does not apply to animals kept by the Tolan County Agricultural Society at the fair."
    assert titleblock.jurisdiction("ARTICLE IV. LIVESTOCK AND MANURE", passing, bands) == "City of Larkspur Falls"


def test_a_municipality_s_name_ends_at_a_stop() -> None:
    from ordinance_review.segment import titleblock

    front = "LIVESTOCK AND WELLHEAD PROTECTION\nThis chapter is adopted by the Village Board of the\nVillage of Orrin Falls. It is adopted under s. 61.34(1)."
    assert titleblock.jurisdiction(front, "") == "Village of Orrin Falls"
    assert titleblock.jurisdiction("ORDINANCE OF THE VILLAGE OF ST. ANNE, WISCONSIN", "") == "Village of St. Anne"


def test_a_print_date_beside_a_page_line_is_furniture_and_a_date_in_the_text_is_not() -> None:
    """eCode360's "275:1" ⏎ "09 - 01 - 2000" typed where a short page ends; a date alone on a line of
    a certificate ("Adopted:" ⏎ "09-01-2000") is no band."""
    texts = ["facilities that are not", "275:1", "09 - 01 - 2000", "properly designed, built or closed.",
             "Adopted:", "09-01-2000"]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} == {"275:1", "09 - 01 - 2000"}


def test_a_heading_in_the_contents_and_once_at_a_page_s_foot_is_no_band() -> None:
    """"LEGISLATIVE HISTORY" listed in the contents and printed again as the last line of a page (its
    table on the next) is the heading that closes the body; a page number printed twice is still a band."""
    texts = ["CONTENTS", "14-1-1 Authority", "LEGISLATIVE HISTORY", "14-1-1 AUTHORITY.", "Text of the rule.",
             "effect on the day after publication.", "LEGISLATIVE HISTORY", "ORD. NO. ADOPTED PUBLISHED"]
    edges = [True, False, False, False, False, False, True, True]
    assert furniture.stray_band_lines(texts, edges) == set()
    texts = ["Willow County Code 9-1", "9.01 Authority. The County adopts.", "Willow County Code 9-2", "9.02 Rules."]
    assert furniture.stray_band_lines(texts, [True, False, False, True]) == {0}


@pytest.mark.parametrize("heads", ["Column 1            Column 2         Column 3", "COLUMN A   COLUMN B"])
def test_a_table_s_numbered_column_heads_printed_again_are_no_band(heads: str) -> None:
    """The text cites them ("column 2 of Table 4"); a table that goes on over pages prints them again."""
    texts = ["Table 4. Separation Distances", heads, "Private well 400 ft", "Table 4 (continued)", heads,
             "Sinkhole 300 ft", "Table 5. Fees", heads, "Permit $100"]
    assert furniture.stray_band_lines(texts) == set()


@pytest.mark.parametrize("line", ["Column 1 of Table 4 lists the features.", "Column 2"])
def test_column_heads_pattern_reads_only_a_row_of_heads(line: str) -> None:
    assert furniture._COLUMN_HEADS.match(line) is None


def test_an_odd_page_head_of_title_and_page_number_is_a_band_where_the_title_is_printed() -> None:
    """American Legal prints "Animal Feeding Operations   39" over odd pages: the chapter's title, then the page.
    A table's rows ("Liquid manure 400", "Liquid manure 600") recur with their numbers too, but name no title."""
    texts = ["CHAPTER 152: ANIMAL FEEDING OPERATIONS", "§ 152.21 PERMITS. The application shall", "2013 S-7",
             "Animal Feeding Operations 39", "be made on a form.", "§ 152.22 WASTEWATER. No person may discharge onto",
             "Animal Feeding Operations 41", "the ground.", "Liquid manure 400", "Solid manure 300", "Liquid manure 600"]
    stray = {texts[i] for i in furniture.stray_band_lines(texts)}
    assert {"Animal Feeding Operations 39", "Animal Feeding Operations 41"} <= stray
    assert not stray & {"Liquid manure 400", "Liquid manure 600"}


def test_an_odd_page_head_is_a_band_where_ingestion_took_the_title_off_the_other_pages() -> None:
    texts = ["§ 8.35.060 CLOSURE. A facility shall be closed", "Animal Waste Storage and Application 43",
             "under standard 360.", "§ 8.35.110 VARIANCES. The Board may", "Animal Waste Storage and Application 45",
             "grant a variance."]
    removed = ["CHAPTER 8.35: ANIMAL WASTE STORAGE AND APPLICATION"]
    assert {texts[i] for i in furniture.stray_band_lines(texts, removed=removed)} == {
        "Animal Waste Storage and Application 43", "Animal Waste Storage and Application 45"}
    assert furniture.stray_band_lines(texts) == set()


def test_a_list_in_a_certificate_under_the_signatures_is_no_subsection_of_the_last_section() -> None:
    """A clerk's certificate of posting names its places "(1) ... (2) ...": under the signatures they belong to the
    certificate, not to the effective-date section above them."""
    text = ("TOWN OF OSGOOD ORDINANCE 2019-04\n\n1. SEVERABILITY\n\nIf any clause of this ordinance is held invalid, "
            "the remainder shall not be affected.\n\n2. EFFECTIVE DATE\n\nThis ordinance takes effect on the day after "
            "its posting.\n\nAdopted this 11th day of June, 2019.\n\n_______________________________\n"
            "Dale R. Vandermolen, Town Chair\n\nATTEST:\n\n_______________________________\n"
            "Janelle K. Ostrowski, Town Clerk\n\nCERTIFICATE OF POSTING\n\nI, Janelle K. Ostrowski, Town Clerk, "
            "certify that on June 12, 2019, I posted copies of this ordinance at the following places:\n\n"
            "(1) Osgood Town Hall, N4410 Quarry Road;\n(2) Bulletin board at the public boat landing;\n"
            "(3) Osgood Cooperative Elevator.\n")
    _info, provisions = segment.segment(text_document(text))
    assert [p.label for p in provisions] == ["1.", "2."]


def test_a_municode_contents_entry_with_a_long_caption_is_still_an_entry() -> None:
    """ "Sec. 16-4.302. - Conditional use standards; livestock facilities of 500 animal units or more." is one
    contents line: a long caption is no sentence, and the sections under it keep their subsections."""
    texts = ["DIVISION 3. - LIVESTOCK FACILITIES", "", "Sec. 16-4.300. - Purpose and applicability.",
             "Sec. 16-4.301. - Definitions.",
             "Sec. 16-4.302. - Conditional use standards; livestock facilities of 500 animal units or more.",
             "Sec. 16-4.303. - Shoreland agricultural overlay; feedlots and manure stacks.",
             "Secs. 16-4.304--16-4.319. - Reserved.", "",
             "Sec. 16-4.300. - Purpose and applicability.", "", "(A) Purpose. The purpose of this division is to regulate.",
             "Sec. 16-4.301. - Definitions.", "", "Animal unit has the meaning given in ATCP 51.01.",
             "Sec. 16-4.302. - Conditional use standards; livestock facilities of 500 animal units or more.", "",
             "(A) An applicant shall file the application.",
             "Sec. 16-4.303. - Shoreland agricultural overlay; feedlots and manure stacks.", "",
             "(A) No feedlot shall be located in the overlay district."]
    assert furniture.toc_lines(texts) == {2, 3, 4, 5, 6}


def test_the_history_table_s_heading_at_a_page_foot_is_no_band() -> None:
    """"LEGISLATIVE HISTORY -- CHAPTER 17" printed once at the foot of a page (its table floated to the next) and
    once in the contents reads like a running foot that changes its number; it heads the code's history table.
    A code's running foot printed the same way twice is still a band."""
    texts = ["Legislative History -- Chapter 17", "17.09 VARIANCES. The Board may grant a variance.",
             "History: Cr. Ord. 09-07, 3-10-09.", "LEGISLATIVE HISTORY -- CHAPTER 17",
             "Ord. No. Adopted Sections Affected", "584 8-13-02 17.04(3)"]
    edges = [False, False, True, True, True, False]
    assert 3 not in furniture.stray_band_lines(texts, edges=edges)
    footed = ["17.01 PURPOSE. This chapter protects wells.", "BRANNOCK FALLS CODE -- CHAPTER 17",
              "17.02 DEFINITIONS. In this chapter:", "BRANNOCK FALLS CODE -- CHAPTER 17"]
    assert furniture.stray_band_lines(footed, edges=[False, True, False, True]) == {1, 3}


def test_a_part_s_one_section_under_the_part_s_caption_is_no_band() -> None:
    """"PART II" ⏎ "DEFINITIONS" ⏎ "2.01 DEFINITIONS", the contents listing "2.01 Definitions" too: the section
    and its caption, not a running head that pairs a section with the chapter's title."""
    texts = ["TABLE OF CONTENTS", "2.01 Definitions", "....... 3", "PART II", "DEFINITIONS", "2.01 DEFINITIONS",
             "In this ordinance:", "\"Operator\" means a person who operates a livestock operation."]
    assert 5 not in furniture.stray_band_lines(texts)


@pytest.mark.parametrize("band", ["Printed from the online Code; current through Supplement No. 31 (January 2024)",
                                  "Downloaded from the county website - current through Ord. 2023-4",
                                  "Revised 02/18/2020", "Rev. 3-1-2011", "Last revised 3/1/2011",
                                  "Aldous County Zoning Ordinance          Chapter 4 - Page 4-18",
                                  "LIVESTOCK ORDINANCE PAGE 12-3"])
def test_a_copy_s_source_a_revision_stamp_and_a_chapter_page_are_bands(band: str) -> None:
    """A page break typed into the text (or a band a layout set in the body) leaves such a line mid-page,
    once: it is a band by its form alone."""
    texts = ["(d) Runoff shall be diverted away from every barnyard, except that where the", band,
             "only reason an area lies within the management area is a well, diversion is required upslope."]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} == {band}


@pytest.mark.parametrize("line", ["the plan as revised 02/18/2020", "as shown on page 4-18",
                                  "Printed copies of the plan current through the season shall be kept",
                                  "Revised plans shall be filed within 30 days."])
def test_sentences_on_revisions_pages_and_printing_stay(line: str) -> None:
    texts = ["(2) The operator shall follow the nutrient management plan", line,
             "(3) No person may store manure within 400 feet of a well."]
    assert not furniture.stray_band_lines(texts)


@pytest.mark.parametrize("band", ["9:42                                   BRANNOCK COUNTY CODE",
                                  "13-3   WEXLEY COUNTY CODE OF ORDINANCES   13.03",
                                  "BRANNOCK COUNTY CODE          9:43"])
def test_a_code_page_number_beside_the_code_s_name_is_a_band(band: str) -> None:
    texts = ["(c) Runoff from the feedlot shall be collected and held in a manure storage facility, or", band,
             "treated in a vegetated treatment area designed to NRCS technical standard 635."]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} == {band}


@pytest.mark.parametrize("line", ["14-3 ADOPTION OF STATE CODE.", "4-2 CODE ENFORCEMENT OFFICER.", "12-4 Permits under the code"])
def test_a_section_heading_naming_a_code_is_no_band(line: str) -> None:
    texts = ["(1) No person may store manure within 400 feet of a well.", line, "(1) The officer enforces this chapter."]
    assert not furniture.stray_band_lines(texts)


def test_an_odd_page_head_whose_title_the_chapter_heading_wraps_is_a_band() -> None:
    """"Livestock and Manure Near Village Wells and Lake   29": the chapter's title, which its heading prints
    in capitals over two lines, and a page number; printed again with another page's number."""
    texts = ["CHAPTER 6.24: LIVESTOCK AND MANURE NEAR VILLAGE WELLS", "AND LAKE TESSALY",
             "(A) A facility shall be 400 feet from a well.",
             "Livestock and Manure Near Village Wells and Lake 29",
             "(B) A facility unused for 12 months shall be closed.",
             "Livestock and Manure Near Village Wells and Lake 31",
             "(C) No manure may be spread on frozen ground."]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} == {texts[3], texts[5]}


def test_a_table_row_that_shares_a_title_s_opening_words_is_no_band() -> None:
    texts = ["CHAPTER 6.24: LIVESTOCK AND MANURE NEAR VILLAGE WELLS", "AND LAKE TESSALY",
             "Livestock and manure near village wells in Zone A 400",
             "Livestock and manure near village wells in Zone B 250",
             "(C) No manure may be spread on frozen ground."]
    assert not furniture.stray_band_lines(texts)


@pytest.mark.parametrize("line", ["Issued for the Town Board:", "Granted by the Zoning Committee:",
                                  "Accepted by licensee:  ______________________________   Date: ______________",
                                  "I, Maren Tolliver, County Clerk of Hallock County,",
                                  "I, Jo Ann Berg, Village Clerk-Treasurer,"])
def test_a_permit_s_signature_block_and_a_wrapped_certificate_open_the_closing(line: str) -> None:
    assert closing_line(line)


@pytest.mark.parametrize("line", ["Issued permits shall be kept on file by the Town Board.",
                                  "The permit is issued for the term set by the Town Board: five years.",
                                  "Accepted manure shall be stored under cover.",
                                  "I, the undersigned applicant, agree to the conditions.",
                                  "(3) The County Clerk of Hallock County, shall keep the record."])
def test_sentences_on_issuing_accepting_and_clerks_are_no_closing(line: str) -> None:
    assert not closing_line(line)


def test_a_one_word_chapter_title_with_its_page_number_is_a_band() -> None:
    """American Legal's odd page head for a chapter titled in one word: "Animals   33" ... "Animals   35"."""
    texts = ["CHAPTER 7: ANIMALS", "(A) A facility shall be 400 feet from a well, and shall", "Animals 33",
             "keep in place a permanent depth marker.", "(B) A facility unused for 12 months shall be closed.",
             "Animals 35", "(C) No manure may be spread on frozen ground."]
    assert {texts[i] for i in furniture.stray_band_lines(texts)} == {"Animals 33", "Animals 35"}


def test_a_one_word_table_row_recurring_with_figures_is_no_band() -> None:
    texts = ["Table 2. Animal units", "Swine 400", "(A) No more than the number shown may be kept.", "Swine 250",
             "(B) No manure may be spread on frozen ground."]
    assert not furniture.stray_band_lines(texts)


def test_numbered_headings_like_a_one_word_title_with_a_page_are_no_band() -> None:
    texts = ["does ordain as follows:", "SECTION 1", "GENERAL PROVISIONS", "1.01 Title. This is the Section on titles.",
             "SECTION 2", "LICENSES", "2.01 License required. No person may operate without one.", "SECTION 3",
             "PENALTIES", "3.01 Forfeiture. The forfeiture is $500.", "Section 1 and Section 2 apply to every town.", "In this section:"]
    assert not furniture.stray_band_lines(texts)
    assert not furniture.stray_band_lines(texts, edges=[True] * len(texts))


def test_a_numbered_heading_in_the_contents_and_at_a_page_s_top_is_no_band() -> None:
    """A narrow column wraps a contents entry's page number away ("9.0 VIOLATIONS AND PENALTIES" ⏎ "17-8"),
    leaving the same words as the heading printed at the top of the page the section opens; a band that
    is printed the same way at the top of two pages still is one."""
    texts = ["CONTENTS", "8.0 APPEALS AND VARIANCES ........ 17-7", "9.0 VIOLATIONS AND PENALTIES", "17-8",
             "8.1 Appeals. A person may appeal.", "9.0 VIOLATIONS AND PENALTIES", "9.1 Penalties. Forfeit $100."]
    edges = [True, False, False, False, False, True, False]
    assert 5 not in furniture.stray_band_lines(texts, edges)
    texts = ["17 ANIMAL WASTE CODE", "8.1 Appeals. A person may appeal.", "17 ANIMAL WASTE CODE", "9.1 Penalties."]
    assert furniture.stray_band_lines(texts, [True, False, True, False]) == {0, 2}


def test_an_odd_page_head_printed_once_at_a_page_s_top_is_a_band_where_its_title_ends_the_removed_bands() -> None:
    """"Livestock and Manure   29" once, at a page's top, where ingestion took "Chapter 91: Livestock And Manure"
    off every page: a running head. The same words with a figure inside the page, or a band that does not end on
    them, leave the line alone."""
    texts = ["Livestock and Manure 29", "within 45 days after it is filed with the Clerk-", "Treasurer."]
    removed = ["Chapter 91: Livestock And Manure"]
    assert furniture.stray_band_lines(texts, [True, False, False], removed=removed) == {0}
    assert furniture.stray_band_lines(texts, [False, False, False], removed=removed) == set()
    assert furniture.stray_band_lines(texts, [True, False, False], removed=["Chapter 91: Animal Waste"]) == set()


def test_a_bare_page_number_over_its_supplement_line_is_a_band_wherever_it_is_printed() -> None:
    """A copy that keeps American Legal's page foot in the body ("27" ⏎ "2021 S-14") mid-page: the number beside
    the supplement line is the page's. A number after a word that wants one ("... under Section" ⏎ "27") is text."""
    texts = ["(Source: Ord. 97-31, passed 9-2-1997) Penalty, see § 91.99", "27", "2021 S-14",
             "28 Merriton - General Regulations", "§ 91.04 PENS, YARDS AND SHELTERS."]
    assert {texts[i] for i in furniture.stray_band_lines(texts, [False] * 5)} >= {"27", "2021 S-14"}
    texts = ["The fee is set under Section", "27", "2021 S-14", "of the fee schedule."]
    assert "27" not in {texts[i] for i in furniture.stray_band_lines(texts, [False] * 4)}


@pytest.mark.parametrize("line", ["[Page 5 of 5 intentionally left blank]", "This page intentionally left blank."])
def test_a_blank_page_notice_is_a_page_line(line: str) -> None:
    assert furniture.stray_band_lines(["(c) No facility may be built on", line, "fill."]) == {1}


def test_a_sentence_about_a_blank_page_is_text() -> None:
    assert furniture.stray_band_lines(["(c) No page of the plan may be left blank on purpose.", "(d) The plan shall be signed."]) == set()


def test_a_newspaper_folio_broken_by_a_narrow_column_is_furniture_on_both_lines() -> None:
    lines = ["6. No livestock operation may cause direct runoff into waters of the", "state.",
             "THE ASHBY MILLS COURIER - Thursday, March 14,", "2024 - Page 11B", "7. Land application:"]
    assert furniture.stray_band_lines(lines) == {2, 3}


def test_municode_s_page_and_supplement_on_lines_of_their_own_at_the_foot_are_furniture() -> None:
    """A two-column page sets Municode's footer as "CD30:23" ⏎ "Supp. No. 14" at its foot; mid-page, away from
    the page's edge, the same lines are left alone."""
    lines = ["(b) The county may seek an injunction.", "CD30:23", "Supp. No. 14"]
    assert furniture.stray_band_lines(lines, edges=[False, True, True]) == {1, 2}
    assert furniture.stray_band_lines(lines, edges=[False, False, False]) == set()


def test_typed_table_rows_and_heads_printed_again_are_no_bands() -> None:
    """A typed table goes on past a page break and prints its heads again; two of its rows differ only in
    figures ("| E1 | Direct conduit ... | 300 | 300 |" and "| E2 | ... | 300 | 100 |"), one at a page's top.
    Cells set off by rules are the table's, never a running head, whatever repeats."""
    head = "| Row | Feature | Column 1 | Column 2 | Column 3 |"
    texts = ["Table 17.05-1 SEPARATION DISTANCES (feet)", head,
             "| A | Navigable lake, pond or flowage | 1,000 | 1,000 | 200 |",
             "Brannock County Code 17-2", "Table 17.05-1 (continued)", head,
             "| E1 | Direct conduit to groundwater; site | 300 | 300 | 100 |",
             "| E2 | Direct conduit to groundwater; site | 300 | 100 | 100 |",
             "Brannock County Code 17-3"]
    edges = [False, False, False, True, True, True, True, False, True]
    stray = furniture.stray_band_lines(texts, edges)
    assert {texts[i] for i in stray} == {"Brannock County Code 17-2", "Brannock County Code 17-3"}
    pages = [1, 1, 1, 1, 2, 2, 2, 2, 2] * 1
    assert not furniture.repeated_on_pages(texts * 2, pages + [3, 3, 3, 3, 4, 4, 4, 4, 4], 4) & {1, 5, 10, 14}


def test_heads_that_swap_sides_on_even_and_odd_pages_are_one_band() -> None:
    """ "ASHGROVE COUNTY CODE  17-2  Ch. 17 LIVESTOCK & MANURE" on even pages, the titles the other way round
    on odd ones: two printings of each are one band of four. Two titles around a section number are no band."""
    even, odd = "ASHGROVE COUNTY CODE 17-{n} Ch. 17 LIVESTOCK & MANURE", "Ch. 17 LIVESTOCK & MANURE 17-{n} ASHGROVE COUNTY CODE"
    texts = []
    for n in (2, 3, 4, 5):
        texts += [(even if n % 2 == 0 else odd).format(n=n), f"(1) No person may stack manure within {n}00 feet of a well."]
    texts += ["17.06 STORAGE 17.07 CLOSURE"]
    stray = furniture.stray_band_lines(texts)
    assert sorted(stray) == [0, 2, 4, 6]


def test_a_contents_page_number_wrapped_to_the_next_line_is_contents() -> None:
    """ "15.04 Definitions ..........." ⏎ "15-1 SUBCHAPTER II AGRICULTURAL PERFORMANCE": the leaders reach the line's
    end and the page number opens the next line; it is the contents' page, no section 15-1. A line opening with
    a number after a sentence is text."""
    texts = ["CHAPTER 15", "15.01 Authority and title ............ 15-1", "15.04 Definitions ..................",
             "15-1 SUBCHAPTER II AGRICULTURAL PERFORMANCE", "STANDARDS AND PROHIBITIONS", "15.05 State standards adopted;",
             "livestock and cropland ...... 15-2",
             "15.01 AUTHORITY AND TITLE. This chapter is adopted under s. 92.15, Stats., and", "15-1 is its page."]
    toc = furniture.toc_lines(texts)
    assert {1, 2, 3, 6} <= toc and 7 not in toc and 8 not in toc


def test_an_american_legal_page_head_beside_the_supplement_line_is_a_band_printed_once() -> None:
    """A short chapter breaks a page once: "2021 S-9" ends one page and "44   Pellham Falls - Animals" heads the next.
    The head is a band beside its supplement line; a numbered unit there is not."""
    texts = ["(2) Private wells. Manure shall not be applied closer to a private well than 590 requires.", "2021 S-9",
             "44                          Pellham Falls - Animals",
             "(3) Surface waters. On land within 300 feet of the Mill Race, manure shall be injected."]
    assert furniture.stray_band_lines(texts) == {1, 2}
    texts[2] = "44 cows may be kept on the Pellham Falls farm"
    assert 2 not in furniture.stray_band_lines(texts)


def test_an_american_legal_page_head_is_a_band_when_ingestion_took_its_supplement_line() -> None:
    """The supplement line ("2021 S-9") went with the page's bands; the head under it is still a band."""
    texts = ["(2) Private wells. Manure shall not be applied closer to a private well than 590 requires.",
             "44 Pellham Falls - Animals",
             "(3) Surface waters. On land within 300 feet of the Mill Race, manure shall be injected."]
    assert furniture.stray_band_lines(texts, removed=["2021 S-9"]) == {1}
    assert furniture.stray_band_lines(texts) == set()


def test_a_contents_entry_a_scan_garbled_keeps_the_contents_whole() -> None:
    """OCR lost the start of two entries' numbers ("-40.100", "CO CO & © .060"): the entries after them are still
    the contents, not the sections the body prints below."""
    entries = ["8.40.010 Purpose and authority", "8.40.020 Applicability", "8.40.040 Permits required",
               "CO CO CO CO & © © eo .060 County standards", "8.40.070 Conditions of every permit",
               "-40.100 Notice of noncompliance; compliance period", "8.40.110 Enforcement and penalties"]
    body = ["8.40.010 PURPOSE AND AUTHORITY.", "(A) This chapter is adopted under s. 92.15.",
            "8.40.020 APPLICABILITY.", "(A) This chapter applies in the county.",
            "8.40.040 PERMITS REQUIRED.", "(A) No person may build a facility without a permit.",
            "8.40.070 CONDITIONS OF EVERY PERMIT.", "(A) Every permit is subject to these conditions.",
            "8.40.110 ENFORCEMENT AND PENALTIES.", "(A) A violation is subject to a forfeiture."]
    toc = furniture.toc_lines(["Section", *entries, *body])
    assert {1, 2, 3, 5, 7} <= toc and not toc & set(range(len(entries) + 1, len(entries) + 1 + len(body)))


def test_an_even_page_head_that_turns_the_odd_page_head_about_is_a_band() -> None:
    """"Ossian County Code   9.50.030" heads odd pages; "9.50.050   Ossian County Code" heads even ones. Opening
    with a section number, the even head looks like that section's heading, but no section is captioned with the
    code's running title. The section's own heading, and a contents line, stay."""
    texts = ["9.50.050 Permit required--Application--Conditions.", "9.50.120 Inspections.",
             "Ossian County Code 9.50.030", "A. Every facility shall be designed.", "9-38",
             "9.50.050 Ossian County Code", "9.50.060 Design and construction standards.", "A. Every person shall plan.",
             "9-39", "Ossian County Code 9.50.090", "be updated each year.", "9-40", "9.50.120 Ossian County Code",
             "9.50.120 Inspections.", "The county conservationist may enter."]
    edges = [False, False, True, False, True, True, False, False, True, True, False, True, True, False, False]
    found = furniture.stray_band_lines(texts, edges)
    assert {2, 5, 9, 12} <= found
    assert not {0, 1, 6, 13} & found


@pytest.mark.parametrize(("line", "closing"), [
    ("ADOPTED by the Wendmere", True),  # the clause wrapped by a narrow column before it names the board
    ("PASSED AND ADOPTED this", True),
    ("Adopted by the applicant for the record, the plan governs.", False),  # a sentence of the text
    ("Approved by the department, the plan shall be followed.", False),
])
def test_an_adoption_clause_with_its_verb_in_capitals_opens_the_closing(line: str, closing: bool) -> None:
    assert furniture.closing_line(line) is closing


def test_a_scanned_sterling_contents_list_is_contents_and_the_body_s_first_heading_is_not() -> None:
    """Under "SECTION:" a scan kept only some entries whole ("8-3-10: Appeals And Variances") and garbled the rest
    ("-3-3: Keeping Of Livestock", "<1: Purpose"): all of them are the list; "8-3-1: PURPOSE AND AUTHORITY:" after
    it goes back to a lower number, so it is the body's first heading, not an entry."""
    texts = ["SECTION:", "<1: Purpose And Authority", "-2: Definitions", "-3-3: Keeping Of Livestock; Permits",
             "-9: Enforcement", "8-3-10: Appeals And Variances", "8-3-1: PURPOSE AND AUTHORITY:",
             "A. Authority: This chapter is enacted under the village powers.", "8-3-2: DEFINITIONS: As used in this chapter:",
             "8-3-10: APPEALS AND VARIANCES: Any person may appeal."]
    assert furniture.toc_lines(texts) == {0, 1, 2, 3, 4, 5}


@pytest.mark.parametrize("line", [
    "15-2                                     Rev. 9/2019",
    "Rev. 9/2019   15-3",
    "15-2 Rev. 9/2019 CALDER COUNTY CODE OF ORDINANCES",
    "5-3                          Ch. 5 rev. 11-2020",  # the stamp names the chapter it dates
    "Chapter 12 Revised 4/2021   12-7",
])
def test_a_code_page_number_beside_the_pages_revision_stamp_is_a_page_line(line: str) -> None:
    assert furniture.page_line(line)


@pytest.mark.parametrize("line", [
    "15-2 No person may spread manure revised in 2019.",
    "15.05 DESIGN AND CONSTRUCTION OF STORAGE FACILITIES.",
    "5-3 Ch. 5 rev. 11-2020 applies to every new facility.",  # a sentence naming a chapter's revision goes on
])
def test_a_section_is_no_revision_stamp(line: str) -> None:
    assert not furniture.page_line(line)


def test_a_transcription_s_page_numbers_come_off_only_in_a_run_of_consecutive_pages() -> None:
    texts = ["1 TITLE OF THE ORDINANCE 12-1", "2 Sec. 1-1 Authority. It is adopted. 12-2",
             "3 300 feet of a well. (2) No pile. 12-3", "a line with 9 feet in it", "4 (3) Siting. No lot. 12-4"]
    assert furniture.without_page_numbers(texts) == ["1 TITLE OF THE ORDINANCE", "Sec. 1-1 Authority. It is adopted.",
                                                     "300 feet of a well. (2) No pile.", "a line with 9 feet in it",
                                                     "(3) Siting. No lot."]
    # one line that opens on a number and goes on in lower case is a wrapped figure
    assert furniture.without_page_numbers(["(1) No storage within", "2 miles of a well."]) == ["(1) No storage within",
                                                                                            "2 miles of a well."]


def test_a_town_an_appendix_names_for_one_permit_holder_is_not_the_county_ordinances_jurisdiction() -> None:
    from ordinance_review.segment import titleblock

    front = ("ORDINANCE NO. 08-11\nTALLIS COUNTY MANURE STORAGE FACILITY ORDINANCE\nThe County Board of Supervisors of "
             "Tallis County, Wisconsin, does ordain as follows:")
    closing = "APPENDIX\nCLOSURE ORDER NO. 2021-07\nIssued to: Brandvold Family Dairy, LLC, Town of Peck, Tallis County"
    assert titleblock.place(front, "101. AUTHORITY. This ordinance is adopted under s. 92.16.", "", closing)[0] == "Tallis County"
    town = "TOWN OF PECK\nTALLIS COUNTY, WISCONSIN\nMANURE ORDINANCE"
    assert titleblock.place(town, "1. The Town Board ordains ...", "", closing)[0] == "Town of Peck"
