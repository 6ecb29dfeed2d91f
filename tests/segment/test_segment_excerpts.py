"""Excerpts, appendices and amending notices as real codes print them: what is left out, what a table's rows
complete, which numbered lines are law and which are a form."""

from __future__ import annotations

import datetime as dt

from ordinance_review import ingest
from ordinance_review.segment import numbering, segment
from testsupport import pdfgen

_FOOT = "Ord. No. 2016-22, as amended through Ord. No. 2021-08                      Page {n} of 58"
_HEAD = "SHORELAND ZONING ORDINANCE                                    Bramwell County, Wisconsin"


def _paged(*pages: str) -> str:
    return "\n".join(f"{_HEAD}\n\n{body}\n\n{_FOOT.format(n=n)}\n" for n, body in enumerate(pages, 1))


EXCERPT = _paged(
    """15.01 STATUTORY AUTHORIZATION. This ordinance is adopted under ss. 59.69 and 92.15, Wis. Stats.

* * *""",
    """15.03 DEFINITIONS. In this ordinance:
(1) "Barnyard" means an outdoor area where livestock are confined and vegetative cover is not kept.
(2) "Shoreland" means lands within 1,000 feet of a lake and 300 feet of a stream.

* * *""",
    """15.30 SHORELAND SETBACKS.
(1) MEASUREMENT. Every setback in this section is measured from the ordinary high-water mark.
(2) LOT LINES. Manure storage facilities shall be set back 200 feet from every lot line.

* * *""",
    """15.45 AGRICULTURAL USES IN THE SHORELAND.
(1) GENERAL. Agricultural uses are permitted uses in the shoreland, subject to this section.""",
)


def _labels(text: str, name: str = "code.txt") -> list[str]:
    return [p.label for p in segment(ingest.load_text(text, name))[1]]


def test_an_excerpt_s_omission_mark_above_each_page_footer_is_kept_and_lets_the_sections_skip() -> None:
    """ "* * *" ends three pages, just above the footer, as a running footer would; it is the excerpt's mark of
    sections left out, so 15.30 follows 15.03 however far apart their numbers are."""
    doc = ingest.load_text(EXCERPT, "code.txt")
    assert [line.text for line in doc.lines].count("* * *") == 3
    assert _labels(EXCERPT) == ["15.01", "15.03(1)", "15.03(2)", "15.30(1)", "15.30(2)", "15.45(1)"]


def test_a_section_far_ahead_with_its_caption_is_the_next_section_without_an_omission_mark() -> None:
    """A zoning code numbers its sections by tens and an excerpt prints only some: with its caption after it, a
    section 27 numbers on is the next section; with its sentence going on in lower case it is a wrapped citation."""
    text = EXCERPT.replace("* * *", "")
    assert _labels(text) == ["15.01", "15.03(1)", "15.03(2)", "15.30(1)", "15.30(2)", "15.45(1)"]
    cited = EXCERPT.replace("* * *", "").replace("15.30 SHORELAND SETBACKS.\n", "The setbacks of section\n15.30 of the ordinance apply.\n")
    assert "15.30(1)" not in _labels(cited)


def test_any_later_number_may_follow_an_omission_but_never_an_earlier_one() -> None:
    def tok(text: str) -> numbering.Token:
        return numbering.read_tokens(text)[0][0]

    assert numbering.comes_later(tok("15.03 X"), tok("15.30 X"))
    assert numbering.comes_later(tok("(4) X"), tok("(19) X"))
    assert not numbering.comes_later(tok("15.30 X"), tok("15.03 X"))
    assert not numbering.comes_later(tok("15.03 X"), tok("16.01 X"))  # another chapter: not a sibling
    assert not numbering.comes_later(tok("(4) X"), tok("(b) X"))


SETBACK_TABLE = """15.30 SHORELAND SETBACKS.
(1) MEASUREMENT. Every setback is measured from the ordinary high-water mark.
(2) SETBACK TABLE. No facility listed in Table 15.30-1 may be located closer than the distance shown.
                    Table 15.30-1  Minimum Setbacks
 Row  Structure, facility or activity        Lake, pond   River or   Notes
                                             or flowage   stream
 (a)  Barnyards and feedlots, new or         1,000 ft     300 ft     Existing: see s. 15.70
      expanded
 (b)  Manure storage facilities, including   1,000 ft     500 ft     Includes transfer
      transfer systems                                               pipes and pumps
 (c)  Unconfined manure stacks               1,000 ft     300 ft     See s. 15.03(7)
(3) LOT LINES. Facilities shall be set back 200 feet from every lot line.
"""


def test_a_table_row_after_a_notes_cell_that_wrapped_without_a_stop_is_the_next_row() -> None:
    assert _labels(SETBACK_TABLE) == ["15.30(1)", "15.30(2)", "15.30(2)(a)", "15.30(2)(b)", "15.30(2)(c)", "15.30(3)"]


def test_a_cited_unit_that_wrapped_in_prose_still_runs_on() -> None:
    """Prose that wraps before "(c) ..." names the unit and goes on in lower case: no row, no unit."""
    text = """15.30 SHORELAND SETBACKS.
(1) MEASUREMENT. Every setback is measured from the ordinary high-water mark.
(2) TABLE. The distances in 1,000 ft 300 ft columns apply to the facilities listed under paragraph
(3) of this section and to no others.
"""
    assert _labels(text) == ["15.30(1)", "15.30(2)"]


NOTICE = """VILLAGE OF LINDEN PRAIRIE
ORDINANCE NO. 2024-3
The Village Board of the Village of Linden Prairie does ordain as follows:
SECTION 1. Section 9.22(2) of the Code of Ordinances of the Village of Linden Prairie is amended to read:
"(2) NUMBER OF ANIMALS. No more than one animal unit of livestock per acre may be kept on any lot."
SECTION 2. Section 9.22(4)(b) of the Code of Ordinances is created to read:
"(b) The Zoning Administrator may place conditions on any individual permit to protect the lake."
SECTION 3. This ordinance takes effect upon publication.
"""


def test_a_unit_an_amending_notice_quotes_opens_under_the_section_it_amends() -> None:
    labels = _labels(NOTICE)
    assert "9.22(2)" in labels and "9.22(4)(b)" in labels


def test_a_quotation_mark_before_a_number_opens_the_quote_only_for_a_unit_number() -> None:
    assert [t[0].piece for t in numbering.read_tokens('"(2) NUMBER OF ANIMALS.')] == ["(2)"]
    assert numbering.read_tokens('"(4)(a) No person')[1][0].piece == "(a)"
    assert numbering.read_tokens('"Animal unit" means') == []
    assert numbering.read_tokens('"A" means the first') == []


MODEL_ORDINANCE = """SECTION 5.0   PERMIT REQUIREMENTS

  5.1  Permit Required. No person may construct a storage facility without a permit.

  5.3  Standards for Issuance. The Department shall issue a permit only if the facility will:

       5.3(1)  Be designed and built to NRCS standard 313;

       5.3(2)  Hold at least 180 days of waste; and

  5.4  Conditions of Every Permit. Each permit is subject to the following conditions:

       5.4(1)  Construction conditions.

               5.4(1)(a)  The permittee shall notify the Department before construction starts.

               5.4(1)(b)  At least two feet of freeboard shall remain at all times.

       5.4(2)  Operating conditions.

               5.4(2)(a)  The permittee shall sample the observation port each May.

  5.5  Additional Conditions. The Department may impose other conditions.
"""


def test_items_printed_with_their_whole_number_sit_under_the_open_section() -> None:
    labels = _labels(MODEL_ORDINANCE)
    assert labels == ["Section 5.1", "Section 5.3(1)", "Section 5.3(2)", "Section 5.4(1)(a)", "Section 5.4(1)(b)",
                      "Section 5.4(2)(a)", "Section 5.5"]


def test_a_whole_number_cited_where_the_line_above_runs_on_opens_no_item() -> None:
    text = MODEL_ORDINANCE.replace("       5.4(1)  Construction conditions.",
                                   "       5.4(1)  Construction conditions. The permittee shall keep the plans named in\n"
                                   "       5.4(2) of the application on site.")
    labels = _labels(text)
    assert labels.count("Section 5.4(2)(a)") == 1 and "Section 5.4(2)" not in labels


APPENDICES = """SECTION 6.0   LOCATION

  6.1  Facilities shall be located in conformity with Appendix B.

                              APPENDIX B

                   MINIMUM SEPARATION DISTANCES

  No animal waste storage facility shall be located closer to any feature
  listed below than the distance shown.

  No.   Feature                                          Minimum distance
  (1)   Private water supply well                           250 feet
  (2)   Ordinary high-water mark of a navigable river     300 feet
        or stream

                              APPENDIX C

            APPLICATION FOR ANIMAL WASTE STORAGE FACILITY PERMIT

  1.  Name of applicant: _______________________________________________
  2.  Mailing address: _________________________________________________
  3.  Type of facility: [ ] earthen pond [ ] concrete tank [ ] steel tank
  4.  Storage period provided (days):
  5.  I certify that the information above is true.
"""


def test_an_appendix_s_rule_is_the_lead_in_of_its_rows_and_a_form_is_no_law() -> None:
    provisions = segment(ingest.load_text(APPENDICES, "code.txt"))[1]
    rows = {p.label: p for p in provisions if p.label.startswith("Appendix B")}
    assert list(rows) == ["Appendix B, (1)", "Appendix B, (2)"]
    assert "shall be located closer to any feature listed below" in rows["Appendix B, (1)"].lead_in
    assert not any(p.label.startswith("Appendix C") for p in provisions)


def test_an_appendix_s_rule_does_not_lead_into_an_article_after_it() -> None:
    text = APPENDICES.split("                              APPENDIX C")[0] + """
                              ARTICLE VII

                              ENFORCEMENT

  Section 7.1  Any person who violates this ordinance shall forfeit not less than $50.

  Section 7.2  Each day of violation is a separate offense.
"""
    sections = [p for p in segment(ingest.load_text(text, "code.txt"))[1] if p.label.startswith("Section 7")]
    assert [p.label for p in sections] == ["Section 7.1", "Section 7.2"]
    assert all("listed below" not in p.lead_in for p in sections)


def test_an_appendix_of_standards_signed_at_its_end_is_kept() -> None:
    text = APPENDICES.split("                              APPENDIX C")[0] + """
                              APPENDIX C

                    STANDARD CONDITIONS OF EVERY PERMIT

  1.  The permittee shall keep two feet of freeboard in the facility.
  2.  The permittee shall file a nutrient management plan each year.
  3.  The permittee shall sample the observation port each May.
  4.  Signature of the permittee: ____________________
"""
    labels = [p.label for p in segment(ingest.load_text(text, "code.txt"))[1]]
    assert "Appendix C, 1." in labels and "Appendix C, 3." in labels


def test_a_permit_s_particulars_above_its_conditions_are_no_lead_in() -> None:
    text = APPENDICES.split("                              APPENDIX B")[0] + """
                              APPENDIX B

                    MANURE STORAGE PERMIT

  Permittee: Ashby Prairie Farms LLC
  Facility: Storage Pond 2 (earthen, synthetic liner), 6.1 million gallons
  This permit is issued subject to the following special conditions:

  1.  Trucks hauling manure shall use Hillock Road only.
  2.  The permittee shall notify the Town Clerk before agitating Storage Pond 2.
"""
    rows = [p for p in segment(ingest.load_text(text, "code.txt"))[1] if p.label.startswith("Appendix B")]
    assert rows and all("liner" not in p.lead_in for p in rows)


SUMMARY_TABLE = """4.07 STORAGE FACILITIES.
(1) Every facility shall be built to NRCS standard 313.
(2) No facility may be built within 300 feet of a well.
(3) Every liquid facility shall hold 180 days of manure.
4.09 CLOSURE.
(1) An idle facility shall be closed within 24 months.
(2) Closure shall meet NRCS standard 360.

SUMMARY OF AMENDMENTS

Ordinance No. 2018-11, adopted June 19, 2018, amended this chapter as shown below. All sections not
listed remain as adopted by Ordinance No. 2000-04 on March 21, 2000.

  Section           Action
  ----------------  -----------------------------------------
  Chapter title     Amended
  4.07(3)           Amended (120 days changed to 180 days)
  4.09(1)           Created

Adopted by the County Board of Supervisors this 19th day of June, 2018.
"""


def test_a_table_of_one_ordinance_s_changes_dates_the_units_it_lists_and_no_others() -> None:
    history = {p.label: [(e.action, e.date) for e in p.history]
               for p in segment(ingest.load_text(SUMMARY_TABLE, "code.txt"))[1]}
    june = dt.date(2018, 6, 19)
    assert history["4.07(3)"] == [("amended", june)] and history["4.09(1)"] == [("created", june)]
    assert history["4.07(1)"] == [] and history["4.07(2)"] == [] and history["4.09(2)"] == []


STERLING = """9-6-5: STORAGE FACILITIES:
   A. Every facility shall be built to NRCS standard 313.
   B. No facility may be built in the floodplain. (Ord. 95-4, 6-5-1995; amd. Ord. 2011-07, 5-2-2011)

9-6-6: RIVER PROTECTION:
   A. No unconfined manure pile shall be placed within the river corridor.
   B. Runoff shall be diverted from every feedlot within 500 feet of the river.
   C. No person shall let feedlot runoff flow into the river. (Ord. 2011-07, 5-2-2011)
   D. Milking center wastewater shall not be discharged to a ditch. (Ord. 2019-12, 8-19-2019)
"""


def test_a_section_whose_source_notes_start_after_the_code_was_created_with_its_first_one() -> None:
    """The codifier's notes of 9-6-6 name 2011 and 2019 ordinances only: its subsections came in no earlier than
    2011, the unnoted A. and B. too. 9-6-5's notes name the original 1995 ordinance: nothing is inferred."""
    history = {p.label: [(e.action, e.date) for e in p.history]
               for p in segment(ingest.load_text(STERLING, "code.txt"))[1]}
    assert history["9-6-6 A."] == [("created", dt.date(2011, 5, 2))] == history["9-6-6 B."]
    assert history["9-6-6 D."] == [("created", dt.date(2019, 8, 19))]
    assert history["9-6-5 A."][0] == ("created", dt.date(1995, 6, 5))


def test_a_unit_beside_one_a_note_says_was_created_keeps_its_own_date() -> None:
    """ "(Created by Ord. 06-2 ...)" says what it did to its own unit: the unnoted units beside it are original."""
    text = """Section 6. STORAGE.
(A) Every facility shall be built to NRCS standard 313.
(B) No facility may be built within 300 feet of a well. (Created by Ord. 06-2, 8-14-2006)
"""
    history = {p.label: p.history for p in segment(ingest.load_text(text, "code.txt"))[1]}
    assert history["Section 6(A)"] == []


FINDINGS = """TOWN OF LARKWOOD
ORDINANCE NO. 2021-02

FINDINGS

The Town Board of the Town of Larkwood makes the following findings:

1. Lake Tessaly and the private wells of the Town lie over shallow, fractured dolomite.

2. Well tests in 2019 found nitrate above 10 milligrams per liter near fields that receive manure.

NOW, THEREFORE, the Town Board of the Town of Larkwood does ordain as follows:

I. TITLE. This ordinance may be cited as the Town of Larkwood Manure Ordinance.

II. RULES.

1. No manure may be applied on frozen ground.

2. No liquid manure may be applied within 500 feet of a well.
"""


def test_an_ordinance_s_numbered_findings_before_its_enacting_clause_are_labeled_as_findings() -> None:
    """RUBRIC rule 1: numbered findings are numbered furniture, labeled (and judged not_covered, as findings); the
    enacting clause under them ("NOW, THEREFORE, ... does ordain as follows:") starts the law's own units over."""
    assert _labels(FINDINGS) == ["1.", "2.", "I.", "II. 1.", "II. 2."]
    headings = {p.label: p.heading for p in segment(ingest.load_text(FINDINGS, "ord.txt"))[1]}
    assert headings["1."] == headings["2."] == "FINDINGS" and headings["II. 1."] == "RULES"


AFFECTING = """     13.06  ADMINISTRATION.  (A)  The department shall administer this chapter.
     (B)  Any person who violates this chapter shall forfeit not less than $50.
     History:  Cr. Ord. 93-14, 1993; am. (B) Ord. 11-3, 2011.



ORDINANCES AFFECTING CHAPTER 13

     Ord. No.      Adopted             Published           Sections affected
     93-14         June 15, 1993       June 24, 1993       Ch. 13 created
     98-6          April 21, 1998      April 29, 1998      13.02, 13.04, 13.05
     04-22         October 19, 2004    October 27, 2004    13.01 to 13.04, 13.06
"""


def test_a_history_table_s_rows_under_the_closing_heading_are_no_sections() -> None:
    """ "93-14   June 15, 1993   June 24, 1993   Ch. 13 created": an ordinance's number, then its dates."""
    assert _labels(AFFECTING) == ["13.06(A)", "13.06(B)"]


SEPARATION_TABLE = """13.4.5.4  Separation Distances.

     a.   Manure storage facilities shall not be placed closer to any feature listed in
          Table 13.4.5-A than the distance shown for that feature in the table.

          TABLE 13.4.5-A  MINIMUM SEPARATION DISTANCES (FEET)

          Feature                           Manure storage   Feedlot or
          ------------------------------    --------------   -----------
          Private potable well                   400             250
          Public (municipal) well              2,000           1,000
     b.   A facility lawfully existing on August 20, 2019,
          that does not meet Table 13.4.5-A may be expanded if it comes no closer.
     c.   Distances are measured horizontally from the nearest edge of the facility.
"""


def test_a_date_at_a_wrapped_line_s_end_is_no_pair_of_table_cells() -> None:
    """ "b. A facility lawfully existing on August 20, 2019," under a table: the figures of a date, commas after
    them, are a sentence's; the paragraph after the table is a unit of its own, not a row of the table."""
    assert _labels(SEPARATION_TABLE) == ["13.4.5.4 a.", "13.4.5.4 b.", "13.4.5.4 c."]


RESERVED_THEN_STAMP = """Sec. 9.38  LARGE LIVESTOCK FACILITIES.
  (6) A permit lapses if construction does not begin within two years after it is granted.

Sec. 9.39  Reserved.


DOC # 711402
RECORDED 09/05/2023 10:14 AM
HARWICK COUNTY REGISTER OF DEEDS
FEE AMOUNT: $30.00   PAGES: 7
"""


def test_a_reserved_section_takes_none_of_the_lines_printed_after_it() -> None:
    """ "Sec. 9.39  Reserved." then a register of deeds' recording stamp: the stamp is no text of the section, which
    says all it says in its one word (and so is left out as every reserved section is)."""
    provisions = segment(ingest.load_text(RESERVED_THEN_STAMP, "code.txt"))[1]
    assert [p.label for p in provisions] == ["Sec. 9.38(6)"]
    assert not any("RECORDED" in p.text for p in provisions)


STERLING_RECORD = """8-3-4: MANURE STORAGE FACILITIES:

   A. Design: Every facility shall be built to NRCS standard 313.

   B. Liners: Every earthen facility shall have a synthetic liner.

8-3-5: SPREADING OF MANURE:

   A. Plan:
      1. Every operator shall follow a nutrient management plan.
      2. No manure shall be spread within 300 feet of a well.

                              Revision Record

   Chapter 3 adopted 5/12/1997, Ord. 97-4
   8-3-5(A)2 revised 8/6/2001, Ord. 01-6
   8-3-4(B) revised 6/14/2011, Ord. 2011-3
"""


def test_a_revision_record_dates_the_units_it_names_in_its_own_notation() -> None:
    """ "Revision Record" closes the code (its lines are no text of the last unit), and "8-3-4(B)" there names the
    unit the code prints "8-3-4 B." (and "8-3-5(A)2" its "8-3-5 A. 2.")."""
    provisions = {p.label: p for p in segment(ingest.load_text(STERLING_RECORD, "code.txt"))[1]}
    assert "Revision" not in provisions["8-3-5 A. 2."].text
    assert [(h.action, h.date) for h in provisions["8-3-4 B."].history] == [("amended", dt.date(2011, 6, 14))]
    assert [h.date for h in provisions["8-3-5 A. 2."].history] == [dt.date(2001, 8, 6)]
    assert provisions["8-3-4 A."].history == []


PROSE_HISTORY = """SECTION 5 - STANDARDS

5.3 Storage.
5.3.1 Every facility shall be built to NRCS standard 313.
5.5 Spreading.
5.5.1 No manure shall be spread on frozen ground.

Adopted by the Town Board of the Town of Wrenfield on August 8, 2000.

Gerald A. Pomeroy, Town Chair          Denise M. Kurtz, Town Clerk

AMENDMENT HISTORY

1. On 4/21/09 the Town Board, by Ordinance 09-2, amended Section 5.3 to bring the
storage standards into line with the state performance standards.

2. In 2012 the Town Clerk reprinted this ordinance with new page numbers.
"""


def test_an_amendment_history_s_numbered_paragraphs_are_history_not_units() -> None:
    """Under the signatures, "AMENDMENT HISTORY" over "1. On 4/21/09 ... amended Section 5.3 ...": the paragraphs
    are no units of the last section, and they date the units they name."""
    provisions = {p.label: p for p in segment(ingest.load_text(PROSE_HISTORY, "code.txt"))[1]}
    assert list(provisions)[-2:] == ["5.3.1", "5.5.1"]
    assert not any("Town Board" in p.text or "reprinted" in p.text for p in provisions.values())
    assert [h.date for h in provisions["5.3.1"].history] == [dt.date(2009, 4, 21)]
    assert provisions["5.5.1"].history == []


SCHEDULE_AFTER_SIGNATURES = """TOWN OF ELM RIDGE
LIVESTOCK FACILITY LICENSING ORDINANCE

Section 5 - Setbacks

5.1  Each livestock structure shall meet the minimum distances in Schedule 1.

Section 6 - Effective Date

6.1  This ordinance takes effect upon passage and publication.

Adopted this 13th day of May, 2008.

TOWN OF ELM RIDGE
Corinne Vail, Town Chair
ATTEST: Delphine Ruud, Town Clerk

Schedule 1 - Setbacks

Distances are minimums. See Section 5 for how they are measured.

 No. | Structure                        | Measured from                        | Distance
-----|----------------------------------|--------------------------------------|-----------
 1   | Any livestock structure          | Property line                        | 100 feet
 2   | Manure storage facility          | Private well not owned by operator   | 600 feet

Exhibit A - Wellhead Protection Overlay Map

[Map on file in the office of the Town Clerk. It is not reproduced in this copy.]
"""


def test_an_attachment_after_the_ordinance_with_no_numbered_unit_is_a_unit_and_a_map_is_not() -> None:
    """ "Schedule 1 - Setbacks" over its table, after the signatures, opened no numbered unit: it is one unit cited by
    its heading, so its distances are reviewed, not lost among the closing lines; a map printed after it is no law."""
    provisions = segment(ingest.load_text(SCHEDULE_AFTER_SIGNATURES, "code.txt"))[1]
    by_label = {p.label: p for p in provisions}
    # (its rows, numbered under a "No." head and cited by no unit one by one, are its items)
    assert list(by_label) == ["Section 5.1", "Section 6.1", "Schedule 1", "Schedule 1, No. 1", "Schedule 1, No. 2"]
    assert "600 feet" in by_label["Schedule 1, No. 2"].text and "Private well" in by_label["Schedule 1, No. 2"].text
    assert all("Town Clerk" not in p.text for p in provisions if p.label.startswith("Schedule 1"))


WEB_COPY_SECTIONS_LEFT_OUT = """\
Chapter 240. Agricultural Runoff
Article I. Outdoor Lots
[Adopted 5-11-1999 by Ord. No. 99-7]
This article is adopted under the authority of s. 92.11, Wis. Stats., to reduce runoff from outdoor lots.
§ 240-2. Definitions.
As used in this article, "outdoor lot" means an unroofed area where livestock are kept.
§ 240-3. Feed storage.
A.
Leachate from every feed storage area shall be collected.
B.
No feed storage area may discharge leachate to waters of the state.
A.
No direct runoff from an outdoor lot may enter waters of the state.
B.
Clean water shall be diverted away from every outdoor lot.
§ 240-5. Winter application.
A.
No person may apply liquid manure to any field during the winter period.
"""


def test_sections_a_web_copy_printed_without_their_headings_are_known_by_the_gap_they_leave() -> None:
    """A pasted web copy drops section lines: the article's first text stands before "§ 240-2" (so it is
    "§ 240-1"), and a list that starts again at "A." between "§ 240-3" and "§ 240-5" is "§ 240-4"'s."""
    provisions = segment(ingest.load_text(WEB_COPY_SECTIONS_LEFT_OUT, "code.txt"))[1]
    labels = [p.label for p in provisions]
    assert labels == ["§ 240-1", "§ 240-2", "§ 240-3 A.", "§ 240-3 B.", "§ 240-4 A.", "§ 240-4 B.", "§ 240-5 A."]
    assert "direct runoff from an outdoor lot" in provisions[4].text


def test_a_list_that_starts_again_with_no_gap_in_the_section_numbers_names_no_section() -> None:
    """Without a skipped number ("§ 240-3" then "§ 240-4") no section is invented for the second list."""
    text = WEB_COPY_SECTIONS_LEFT_OUT.replace("§ 240-5. Winter", "§ 240-4. Winter")
    labels = [p.label for p in segment(ingest.load_text(text, "code.txt"))[1]]
    assert not any(label.startswith("§ 240-5") for label in labels)
    assert "§ 240-4 A." in labels and labels.count("§ 240-4 A.") == 1


def test_a_section_known_by_its_gap_is_numbered_as_its_neighbours_are_printed() -> None:
    """ "Sec. 3.05" ... "A." ... "Sec. 3.07": the section left out is "Sec. 3.06", printed as wide as its neighbours;
    an article's first text before "Sec. 3.04" names no section (only a code's first, "-1", is known without one read)."""
    text = WEB_COPY_SECTIONS_LEFT_OUT.replace("§ 240-3.", "Sec. 3.05.").replace("§ 240-5.", "Sec. 3.07.").replace(
        "§ 240-2.", "Sec. 3.04.")
    labels = [p.label for p in segment(ingest.load_text(text, "code.txt"))[1]]
    assert "Sec. 3.06 A." in labels and "Sec. 3.6 A." not in labels
    assert not any(label.startswith("Sec. 3.03") for label in labels)


WORKSHEET = """SECTION 6.0   LOCATION

  6.1  Facilities shall be located in conformity with Section 6.2.

                              APPENDIX D

                         APPLICANT WORKSHEET

  1.  Distance from the storage structure to the nearest private well: ________ ft (Table 6-2 minimum: 400 ft)
  2.  Distance to the nearest navigable stream: ________ ft
  3.  Acres in the nutrient management plan: ________ acres
  4.  Fee enclosed: $________
"""


def test_a_worksheet_whose_blanks_carry_their_units_is_no_law() -> None:
    """A blank's rule goes with the print (drop_rules), its unit stays after the prompt ("... well: ft (Table 6-2
    minimum ...)", "Fee enclosed: $"): still a blank to fill in, in a PDF as in a text file."""
    rendered = ingest.load(pdfgen.render(WORKSHEET, layout="two_column"), "worksheet.pdf")
    for doc in (ingest.load_text(WORKSHEET, "code.txt"), rendered):
        assert not any(p.label.startswith("Appendix D") for p in segment(doc)[1])
