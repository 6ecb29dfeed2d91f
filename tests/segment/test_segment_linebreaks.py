"""Line-end cues that tell a wrapped line from a deliberate break."""

from __future__ import annotations

import pytest

from ordinance_review.segment.captions import caption
from ordinance_review.segment.linebreaks import runs_on, trailing_number_word


def _texts(text: str) -> dict[str, str]:
    """Each provision's text by its label, segmenting `text` as a plain-text document."""
    from segment_support import text_document

    from ordinance_review import segment

    _info, provisions = segment.segment(text_document(text))
    return {p.label: p.text for p in provisions}


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("This subchapter is adopted under the authority granted by ss.", True),
        ("shall be known as the Ordinance, and applies to", True),
        ("in accordance with a nutrient management plan that meets Standard", True),
        ("[Amended 4-19-2016 by Ord. No.", True),
        ("within 1,000 feet of a lake,", True),
        ("(a) the name of the owner; and", False),
        ("(b) the location of the facility; or", False),
        ("No person may apply manure to frozen ground.", False),
        ("shall do all of the following:", False),
        ("I. GENERAL PROVISIONS", False),
        ("as required by s. NR 151.06, Wis. Stats.", False),
        ('Ordinance No. 98-3, "An Ordinance Regulating Animal Waste Storage,"', True),
        ('The title is "Animal Waste Storage."', False),
        # a footnote's number after the sentence's stop ends the sentence; after a citation's abbreviation it
        # is the cited number
        ("shall be closed within ninety (90) days thereafter.7", False),
        ("shall be closed within ninety (90) days thereafter.\u2077", False),
        ("the authority granted by s.7", True),
        ("as amended by Ord. No.7", True),
        ("in accordance with ATCP 50.04", True),
        # (or after a dated note's closing bracket; a bracket closing no date runs on from its number)
        ("shall be brought into compliance by December 31, 2024. [Cr. Ord. 2020-11]7", False),
        ("as provided in sub. [2]", False),
    ],
)
def test_runs_on(line: str, expected: bool) -> None:
    assert runs_on(line) is expected


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the soil is less than three", 3),
        ("within one thousand", 1000),
        ("at least one hundred eighty", 180),
        ("for twenty-four", 24),
        ("of the", None),
        ("of 12", None),
    ],
)
def test_trailing_number_word(text: str, value: int | None) -> None:
    assert trailing_number_word(text) == value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("AUTHORITY AND TITLE. This subchapter is adopted", "AUTHORITY AND TITLE"),
        ("Location. No new manure storage facility", "Location"),
        ("Title and authority. This chapter may be cited", "Title and authority"),
        ("No person may apply manure within 50 feet.", ""),
        ("I. GENERAL PROVISIONS", "I. GENERAL PROVISIONS"),
        ("Livestock shall be fenced. Crossings are allowed.", ""),
    ],
)
def test_caption(text: str, expected: str) -> None:
    assert caption(text) == expected


_TABLE_THEN_SIBLING = """9.20.080 RUNOFF AND STACKING.

   (A) No unconfined manure pile shall be kept within any area described in Table 9.20.080.

      TABLE 9.20.080: AREAS WHERE PILES ARE PROHIBITED
      ------------------------------------------------------------
      Navigable river or stream            Land within 300 feet of the
                                           ordinary high-water mark
      Groundwater                          Any site described in
                                           s. NR 151.015(18), Wis. Adm. Code
      ------------------------------------------------------------

   (B) Runoff shall be diverted away from any barnyard that lies within an area described in Table 9.20.080.
   (C) No person shall permit a manure storage facility to overflow.
"""


def _texts_in_layout(text: str, layout: str) -> dict[str, str]:
    """The units' texts by label, the text read as typed ("text") or rendered to a PDF page ("single")."""
    from ordinance_review import ingest, segment
    from testsupport import pdfgen

    doc = (ingest.load_text(text, "t.txt") if layout == "text"
           else ingest.load(pdfgen.render(text, layout="single"), "t.pdf", isolate=False))
    _info, provisions = segment.segment(doc)
    return {p.label: p.text for p in provisions}


@pytest.mark.parametrize("layout", ["text", "single"])
def test_the_next_sibling_after_a_table_and_a_blank_line_starts_its_unit(layout: str) -> None:
    """A table's last cell ends without a stop ("... Wis. Adm. Code"), so the line reads as running on;
    the space before "(B)", the next sibling of the open "(A)", makes the break deliberate."""
    by = _texts_in_layout(_TABLE_THEN_SIBLING, layout)
    assert "9.20.080(B)" in by and "Runoff shall be diverted" in by["9.20.080(B)"]
    assert "Runoff" not in by["9.20.080(A)"]


def test_a_caption_wrapped_with_the_start_of_its_sentence_is_no_permit_heading() -> None:
    """eCode360 prints "D." on its own line; in a narrow column the caption and the first words of
    the sentence share the next line ("Site-specific conditions. In addition to the conditions"),
    which is the unit's text, not the heading of one permit's conditions."""
    text = (
        "§ 210-6. Administration.\nA.\nInspection. The Town Chair may inspect a licensed facility.\nB.\n"
        "Revocation. A license may be revoked after a hearing.\nC.\nPenalties. Any person who violates this chapter "
        "shall forfeit $50.\nD.\n"
        "Site-specific conditions. In addition to the conditions\nin § 210-4, the Town Board may attach further\n"
        "conditions to an individual license.\n§ 210-7. Severability.\nA.\nSeverability. If any part is invalid, the rest stays.\n"
    )
    by = _texts(text)
    assert "Town Board may attach further" in by["§ 210-6 D."]


def test_a_sentence_wrapped_before_permit_conditions_goes_on() -> None:
    """A narrow column breaks "... in an individual" ⏎ "permit conditions that address ...": the
    second line opens in lower case, so it continues the sentence and heads no permit's conditions
    (the units after it stay ordinance text)."""
    from segment_support import text_document

    from ordinance_review import segment

    text = (
        "Sec. 10-3-4. - Permits.\n(a) No person may build a storage facility without a permit.\n"
        "(c) The Department may include in an individual\npermit conditions that address the particular soils\n"
        "of the permitted site.\nSec. 10-3-5. - Standards.\n(a) No unconfined manure pile may be stored in a WQMA.\n"
    )
    _info, provisions = segment.segment(text_document(text))
    by = {p.label: p for p in provisions}
    assert "particular soils" in by["Sec. 10-3-4(c)"].text
    assert "Sec. 10-3-5(a)" in by


def test_an_article_of_standard_permit_conditions_is_ordinance_text_and_an_issued_permit_is_not() -> None:
    """RUBRIC rule 17: the conditions an ordinance sets for every permit are codified; only the
    conditions written into one issued permit, appended to the ordinance, are that permit's."""
    from segment_support import text_document

    from ordinance_review import segment

    text = (
        "ARTICLE 2 - PERMITS\n\nSection 201. PERMIT REQUIRED.\n(1) No person may build a storage facility without a permit.\n\n"
        "ARTICLE 3 - STANDARD PERMIT CONDITIONS\n\nSection 301. STORAGE.\n"
        "(1) Every facility shall be designed to NRCS 313.\n(2) Every liner shall be tested every 5 years.\n\n"
        "ARTICLE 4 - ENFORCEMENT\n\nSection 401. PENALTY.\n(1) A violator shall forfeit $200.\n\n"
        "MANURE STORAGE PERMIT NO. 2021-03\n\nCONDITIONS OF APPROVAL\n\n"
        "Condition 1. No manure from Pond 2 may be applied within 500 feet of the Hale spring.\n"
        "Condition 2. The permittee shall install two monitoring wells.\n"
    )
    _info, provisions = segment.segment(text_document(text))
    by = {p.label.removeprefix("Article 3, ").removeprefix("Article 4, "): p.instrument for p in provisions}
    assert by["Section 301(1)"] == by["Section 301(2)"] == "ordinance"
    assert by["Section 401(1)"] == "ordinance"
    assert by["Condition 1"] == by["Condition 2"] == "permit_conditions"


def test_a_cross_reference_wrapped_after_a_preposition_is_not_the_next_section() -> None:
    """A narrow column ends a line on "as listed in" and puts "Section 7. Waste may ..." on the next: the
    reference runs on; Section 7 itself opens with its capitals caption further down."""
    text = (
        "Section 6.  PERFORMANCE STANDARDS\n\n(1) Storage.\n"
        "(a) A new facility shall be designed in accordance with NRCS Standard 313 as listed in\n"
        "Section 7. Waste may not be stored above the margin of safety.\n"
        "(b) A facility built or substantially altered after October 1, 2002 shall hold the runoff and direct "
        "precipitation of a 25-year, 24-hour storm in addition to its operating volume at all times of the year.\n"
        "(c) A facility that has not been used for 24 months shall be closed in accordance with NRCS Standard 360 "
        "and the Department's closure permit, unless the Department allows it to be kept in reserve.\n\n"
        "Section 7.  TECHNICAL STANDARDS\n\n(1) The standards named in this ordinance are those in effect on the "
        "date of the permit, as published in the NRCS Field Office Technical Guide for Wisconsin, and later editions.\n"
    )
    by = _texts(text)
    assert "Waste may not be stored above the margin of safety" in by["Section 6(1)(a)"]
    assert "Section 6(1)(b)" in by and "Section 7(1)" in by


def test_contents_entries_broken_apart_by_a_narrow_column_are_not_provisions() -> None:
    """A run-in contents list reflowed into lines ("1.30 Activities Subject to Performance Standards." /
    "1.31 Performance Standards and Prohibitions. 1.32") reads as verbless units; the same labels, or units
    numbered under them, come back with text, so the early ones are dropped."""
    from segment_support import text_document

    from ordinance_review import segment

    text = (
        "BRENNOCK COUNTY ORDINANCE\n\n"
        "1.30 Activities Subject to Performance Standards.\n"
        "1.31 Performance Standards and Prohibitions. 1.32\n"
        "Local Standards.\n\n"
        "SUBCHAPTER III PERFORMANCE STANDARDS\n\n"
        "1.30 Activities Subject to Performance Standards. Every operator shall comply with s. 1.31.\n"
        "1.31 Performance Standards and Prohibitions.\n(1) Cropland shall meet T.\n(2) No overflow is allowed.\n"
        "1.32 Local Standards. No manure shall be spread on frozen ground.\n"
    )
    _info, provisions = segment.segment(text_document(text))
    labels = [p.label for p in provisions]
    assert labels.count("1.30") == 1 and "1.31" not in labels and labels.count("1.32") == 1
    assert "Every operator shall comply" in next(p.text for p in provisions if p.label == "1.30")
    assert [p.id for p in provisions] == [f"p{i + 1}" for i in range(len(provisions))]


def test_a_table_rule_joined_to_its_words_and_a_history_line_under_a_table() -> None:
    """A flow that joins a table's rule to the header beside it ("Activity Fee ---------") keeps the words
    and drops the rule; a statute "History:" line under the table's last cell (which ends in "$75", no stop)
    is the section's history, not its text."""
    from ordinance_review import ingest, segment

    text = (
        "Sec. 1-8 Permits.\nA permit is required for every facility. The department shall decide within 30 days.\n"
        "History: Cr. Ord. 14-09.\n"
        "Sec. 1-9 Fees.\nThe following fees are payable when an application is filed. A fee is doubled when work begins early.\n"
        "Activity Fee -----------------------------------\n------ Manure storage permit, new facility $400\n"
        "Closure permit $100\nCertificate of use, reinspection $75\n"
        "History: Cr. Ord. 14-09; am. Ord. 23-11.\n"
    )
    _info, provisions = segment.segment(ingest.load_text(text, "fees.txt"))
    fees = next(p for p in provisions if p.label == "Sec. 1-9")
    assert "---" not in fees.text and "Activity Fee Manure storage permit" in fees.text
    assert "History" not in fees.text and any(h.ordinance and "23-11" in h.ordinance for h in fees.history)


def test_a_reference_note_wrapped_after_wis_stats_stays_a_note() -> None:
    """Municode's "State law reference--Similar provisions, Wis. Stats." ⏎ "§ 92.15(4).": the citation
    breaks after the abbreviation; its rest is the note's, not text of the section."""
    text = (
        "Sec. 26-105.  Purpose.\n     The purpose of this article is to protect the waters of the county.\n"
        "(Ord. No. 99-14, § 1(1.6), 8-17-1999)\n     State law reference--Similar provisions, Wis. Stats.\n§ 92.15(4).\n"
        "Sec. 26-106.  Scope.\n     This article applies in the county.\n"
    )
    by = _texts(text)
    assert by["Sec. 26-105"].endswith("waters of the county.")


def test_a_capitals_heading_after_a_source_note_is_no_run_on_text() -> None:
    """American Legal closes a section with "(Ord. ..., passed 10-16-2012)  Penalty, see § 152.99",
    which ends without a stop; the subchapter heading in capitals after it is a heading."""
    text = (
        "§ 152.16 FROZEN GROUND.\n   (A) No person may apply manure to frozen ground near the creek.\n"
        "(Ord. 2004-11, passed 5-18-2004; Am. Ord. 2012-19, passed 10-16-2012)  Penalty, see § 152.99\n\n"
        "STORAGE AND STACKING\n\n§ 152.30 MANURE STORAGE FACILITIES.\n   (A) No facility may overflow.\n"
    )
    by = _texts(text)
    assert by["§ 152.16(A)"].endswith("near the creek.")


def test_a_heading_after_a_wrapped_source_note_with_its_penalty_reference_is_a_heading() -> None:
    """In a narrow column the note's end "2012-19, passed 10-16-2012) Penalty, see § 152.99" is a line
    of its own; the capitals heading after it heads the next part, it is no text of the unit."""
    text = (
        "§ 152.45 CROPLAND PRACTICES.\n(A) No field may be tilled within 30 feet of a stream.\n(B) Each field shall have at least 30% of its surface covered\n"
        "by crop residue after planting. (Ord.\n2012-19, passed 10-16-2012) Penalty, see § 152.99\n"
        "ADMINISTRATION\n§ 152.60 VARIANCES.\nThe committee may grant a variance.\n"
    )
    by = _texts(text)
    assert "ADMINISTRATION" not in by["§ 152.45(B)"]


NOTED = """17.04 LIVESTOCK PERFORMANCE STANDARDS. (1) PROHIBITIONS. No livestock operation may have an overflow of a
manure storage facility.
  (2) CLOSURE. (a) A manure storage facility shall be closed in accordance with NRCS standard 360 when the
operation it serves ceases.
  (b) The department may allow a facility to be retained past the 24-month period in par. (a) if the owner
shows that the facility meets the design standards.
History: Ord. 2015-14; (1) (d) cr. Ord. 2022-08.
Note: Subsection (1) restates the prohibitions in s. NR 151.08, Wis. Adm. Code, and sub. (2)
{wrap}
and (3) were submitted for state approval under s. NR 151.096, Wis. Adm. Code.

17.05 PERMITS. (1) PERMIT REQUIRED. No person may construct a manure storage facility without a permit.
"""


@pytest.mark.parametrize(
    "wrap",
    [
        # a note broken after a cited subunit ("sub. (2)" ⏎ "(a) restates ..."), then going on in lower case
        "(a) restates s. NR 151.06. The stricter provisions of subs. (1) (d), (2) (b)",
    ],
)
def test_a_note_wrapped_inside_its_citations_stays_one_note(wrap: str) -> None:
    texts = _texts(NOTED.format(wrap=wrap))
    assert texts["17.04(2)(b)"].endswith("meets the design standards.")
    assert texts["17.04(2)(a)"].endswith("the operation it serves ceases.")
    assert not any("restates" in t or "submitted" in t for t in texts.values())


def test_a_statute_citation_wrapped_before_its_subunits_opens_no_unit() -> None:
    text = (
        "9.03 APPLICABILITY. (1) This chapter applies to every livestock operation in the village.\n"
        "(2) An operation in existence on October 14, 1997, is not required to modify a facility unless cost\n"
        "sharing is available, as required by s. 92.15 (4) and s. 281.16\n"
        "(3) (e), Wis. Stats. Cost sharing is available when any source offers to pay 70 percent of the costs.\n"
        "(3) Every operation shall keep manure out of road ditches.\n"
    )
    texts = _texts(text)
    assert list(texts) == ["9.03(1)", "9.03(2)", "9.03(3)"]
    assert texts["9.03(2)"].endswith("70 percent of the costs.")


def test_a_sibling_after_a_sentence_ending_in_a_footnote_number_opens_its_unit() -> None:
    """"... thereafter.7" ⏎ "(c) Closure shall ...": the 7 is a footnote's marker, not "7(c)" of a citation."""
    from ordinance_review import ingest, segment

    text = ("Sec. 26-6. Manure storage facilities.\n(a) Facilities shall meet Standard 313.\n"
            "(b) A facility unused for 24 months shall be closed within 90 days thereafter.\u2077\n"
            "(c) Closure shall follow a closure plan meeting NRCS Standard 360.\n"
            "(d) No manure storage facility may overflow.\n")
    _info, provisions = segment.segment(ingest.load_text(text, "t.txt"))
    by = {p.label: p.text for p in provisions}
    assert by["Sec. 26-6(c)"].startswith("Closure shall follow")
    assert "Closure" not in by["Sec. 26-6(b)"]


_DECIMAL_ROWS = """\
3.4  No person may keep livestock in a way that prevents adequate sod cover along a stream.

3.5  Table of Prohibited Practices. No person shall engage in a practice listed below in the place and
during the time shown.

  No.    Prohibited practice                Where prohibited               When prohibited
  3.5.1  Keeping an unconfined manure       Within 1,000 ft of a lake or   At all times
         pile                               pond, or 300 ft of a stream
  3.5.2  Spreading animal waste on frozen   Within 1,000 ft of a lake or   When the ground
         or snow-covered ground             pond, or 300 ft of a stream    is frozen or
                                                                           snow-covered
  3.5.3  Discharging milking center         Onto the ground surface or     At all times
         wastewater                         into a ditch or tile line

3.6  The requirements of this section are in addition to those of the state as listed in Section
3.5.2 of the table and elsewhere.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_row_after_a_wrapped_last_cell_opens_the_next_numbered_item(layout: str) -> None:
    """A row's last cell wraps without a stop ("is frozen or" / "snow-covered"), so the line before the next
    row seems to run on; "3.5.3 Discharging ..." follows the open 3.5.2 and opens in capitals: the next item.
    A number wrapped after a word that wants it ("as listed in Section" / "3.5.2 of the table") stays a citation."""
    by = _texts_in_layout(_DECIMAL_ROWS, layout)
    assert "3.5.3" in by and "milking center" in by["3.5.3"]
    assert "milking center" not in by["3.5.2"]
    assert "elsewhere" in by["3.6"] and list(by).count("3.5.2") == 1


def test_a_section_after_a_sentence_citing_a_list_of_statutes_opens_its_unit() -> None:
    """eCode360's web copy: "... granted by §§ 59.02, 59.03, 92.15 and 92.16, Wis. Stats." ⏎ "§ 245-2" ⏎ "Title.":
    the statutes were cited in full before their book, so the next "§" opens the next section."""
    text = (
        "§ 245-1\nAuthority.\nThis chapter is adopted under the authority granted by §§ 59.02, 59.03, 92.07, 92.15 and "
        "92.16, Wis. Stats.\n§ 245-2\nTitle.\nThis chapter shall be known as the Winnebrook County Animal Waste "
        "Ordinance.\n§ 245-3\nPurpose.\nThe purpose of this chapter is to protect the waters of the county.\n"
    )
    by = _texts(text)
    assert "§ 245-2" in by and by["§ 245-1"].endswith("Wis. Stats.")
    # (a narrow column leaves the book's abbreviation alone on its line: the numbers are on the line before)
    by = _texts(text.replace("92.16, Wis. Stats.", "92.16, Wis.\nStats."))
    assert "§ 245-2" in by and by["§ 245-1"].endswith("Wis. Stats.")


def test_an_excerpt_that_marks_left_out_units_numbers_on_past_them() -> None:
    """A zoning excerpt prints only the definitions it needs, "* * *" where it leaves others out: "(4)" ⏎ "* * *" ⏎
    "(19)" are units of their own, and the marks are no text of either. Without a mark, "(19)" after "(4)" is no sibling."""
    text = ("17.05 DEFINITIONS. In this chapter:\n  * * *\n"
            "  (4) \"Animal feeding operation\" means a lot where livestock are kept and fed for 45 days or more.\n  * * *\n"
            "  (19) \"Feedlot\" means a barnyard or other outdoor area where livestock are concentrated.\n  * * *\n"
            "  (52) \"Shoreland\" means lands within 1,000 feet of a lake and 300 feet of a river or stream.\n"
            "17.06 SETBACKS. No structure shall be placed within 75 feet of the ordinary high-water mark.\n")
    by = _texts(text)
    assert {"17.05(4)", "17.05(19)", "17.05(52)"} <= set(by)
    assert "*" not in by["17.05(4)"] and "Feedlot" not in by["17.05(4)"]
