"""A code printed with its history in footnotes at the foot of each page (Municode's printed pages).

The text is invented for this test. Each section heading carries a footnote number ("Permits.3"),
and the note under the rule at the page's foot dates that section, or names the subsections later
ordinances changed. The same text is read as a text file and as real PDFs in two layouts.
"""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review import ingest
from ordinance_review.segment import segment
from testsupport import pdfgen

CODE = """\
Tamsin County, Wisconsin - Code of Ordinances
Chapter 12.5 - MANURE STORAGE1

Sec. 12.5-1. - Purpose.2

This chapter protects the lakes, streams and groundwater of Tamsin County from animal
waste held in storage facilities and spread on land.

Sec. 12.5-2. - Permits.3

(a) No person may construct or close a manure storage facility without a permit issued
by the department under this chapter.

(b) An application shall include construction plans prepared by an engineer.

____________________
    1 Editor's note-Ord. No. 98-2, adopted March 10, 1998, enacted this chapter. Amendments
          are cited in a footnote to the section affected.
    2 State law reference-Manure storage facilities, Wis. Stats. § 92.16.
    3 Ord. No. 98-2, § 2, 3-10-1998; Ord. No. 2008-5, § 1, 6-17-2008.

Supp. No. 9                                                               CD12.5:1
\f
§ 12.5-3                      MANURE STORAGE                      § 12.5-4

Sec. 12.5-3. - Design standards.4

(a) Each facility shall be designed and built to NRCS standard 313.

(b) No facility may be located within 400 feet of a private well.

(c) The owner shall keep the facility from overflowing.

Sec. 12.5-4. - Closure.5

A facility unused for 24 months shall be closed under NRCS standard 360.

____________________
    4 Ord. No. 98-2, § 3, 3-10-1998. Subsection (b) amended by Ord. No. 2008-5, § 2,
          6-17-2008.
    5 Ord. No. 98-2, § 4, 3-10-1998.

Supp. No. 9                                                               CD12.5:2
\f
§ 12.5-5                      MANURE STORAGE                      § 12.5-5

Sec. 12.5-5. - Penalties.

Any person who violates this chapter shall forfeit not more than $500 for each offense.

Supp. No. 9                                                               CD12.5:3
"""


def _read(layout: str):
    if layout == "text":
        return segment(ingest.load_text(CODE, "tamsin.txt"))
    data = pdfgen.render(CODE, layout=layout)  # type: ignore[arg-type]
    return segment(ingest.load(data, f"tamsin.{layout}.pdf", isolate=False))


@pytest.fixture(scope="module", params=["text", "single", "two_column"])
def read(request):  # noqa: ANN001, ANN201 - a pytest fixture
    return _read(request.param)


def test_sections_numbered_after_a_decimal_chapter_are_read(read) -> None:  # noqa: ANN001
    _info, provisions = read
    labels = [p.label for p in provisions]
    assert labels == [
        "Sec. 12.5-1", "Sec. 12.5-2(a)", "Sec. 12.5-2(b)", "Sec. 12.5-3(a)", "Sec. 12.5-3(b)",
        "Sec. 12.5-3(c)", "Sec. 12.5-4", "Sec. 12.5-5",
    ]


def test_footnote_numbers_leave_the_headings_and_notes_leave_the_text(read) -> None:  # noqa: ANN001
    _info, provisions = read
    by_label = {p.label: p for p in provisions}
    assert by_label["Sec. 12.5-2(a)"].heading == "Permits"
    assert by_label["Sec. 12.5-3(c)"].heading == "Design standards"
    for p in provisions:
        assert "Ord. No." not in p.text and "State law reference" not in p.text, p.label


def test_the_note_a_heading_marks_dates_its_section(read) -> None:  # noqa: ANN001
    _info, provisions = read
    by_label = {p.label: p for p in provisions}
    permits = {(h.action, h.date) for h in by_label["Sec. 12.5-2(b)"].history}
    assert ("amended", dt.date(2008, 6, 17)) in permits
    assert by_label["Sec. 12.5-4"].history[0].date == dt.date(1998, 3, 10)
    assert not by_label["Sec. 12.5-1"].history  # a reference to state law dates nothing


def test_a_note_naming_a_subsection_dates_that_subsection_only(read) -> None:  # noqa: ANN001
    _info, provisions = read
    by_label = {p.label: p for p in provisions}
    assert dt.date(2008, 6, 17) in {h.date for h in by_label["Sec. 12.5-3(b)"].history}
    for label in ("Sec. 12.5-3(a)", "Sec. 12.5-3(c)"):
        assert {h.date for h in by_label[label].history} == {dt.date(1998, 3, 10)}, label


def test_the_note_on_the_chapter_title_gives_the_enactment(read) -> None:  # noqa: ANN001
    info, _provisions = read
    assert info.enacted == dt.date(1998, 3, 10)


def test_the_footnotes_stay_with_their_pages() -> None:
    document = ingest.load_text(CODE, "tamsin.txt")
    notes = [note for page in document.pages for note in page.footnotes]
    assert [note.split()[0] for note in notes] == ["1", "2", "3", "4", "5"]
    assert notes[3].endswith("Ord. No. 2008-5, § 2, 6-17-2008.")  # its second line joined on


def test_a_rule_over_a_numbered_list_that_nothing_marks_is_text() -> None:
    text = (
        "Sec. 4-1. - Standards.\n\n"
        "The owner shall meet the following:\n"
        "____________________\n"
        "1 Keep the facility from overflowing.\n"
        "2 Divert clean water away from the barnyard.\n"
    )
    document = ingest.load_text(text, "list.txt")
    assert not any(page.footnotes for page in document.pages)
    assert "Divert clean water away from the barnyard." in [line.text for line in document.lines][-1]


def test_a_statute_number_wrapped_after_wis_stats_opens_no_section() -> None:
    text = (
        "Sec. 7-3. - Inspections.\n\n"
        "If entry is refused, the department may seek a special inspection warrant under Wis. Stats.\n"
        "§ 66.0119.\n\n"
        "Sec. 7-4. - Penalties.\n\n"
        "Any person who violates this chapter shall forfeit not more than $500.\n"
    )
    _info, provisions = segment(ingest.load_text(text, "wrap.txt"))
    assert [p.label for p in provisions] == ["Sec. 7-3", "Sec. 7-4"]
    assert provisions[0].text.endswith("under Wis. Stats. § 66.0119.")


_MUNICODE_FOOTNOTE_MID_SENTENCE = """Sec. 10-203. Keeping of agricultural animals; permit required.

     (a)  No person shall keep any agricultural animal within the city without first obtaining a
permit from the city clerk. An application shall include a sketch of the premises showing every building, pen,

____________________
     *Editor's note—Article VII was enacted as ch. 7, art. III, by Ord. No. 94-09, § 1, adopted
Aug. 16, 1994, and was redesignated as ch. 10, art. VII, in Supp. No. 21 (2005). The history
notes retain the dates of the ordinances that enacted or amended each section.

paddock, manure stack location and well on the premises.

     (b)  The permit shall be renewed each year.
"""


def test_a_municode_editors_footnote_between_two_halves_of_a_sentence_is_not_text() -> None:
    """Municode's "*Editor's note—..." under a rule at a page's foot breaks a sentence; the sentence goes on after it."""
    _info, provisions = segment(ingest.load_text(_MUNICODE_FOOTNOTE_MID_SENTENCE, "t.txt"))
    by = {p.label: p.text for p in provisions}
    text = by["Sec. 10-203(a)"]
    assert "Editor" not in text and "redesignated" not in text
    assert "every building, pen, paddock, manure stack location" in text
    assert by["Sec. 10-203(b)"].startswith("The permit shall be renewed")


_SUPERSCRIPT_NOTES = """CHAPTER 9 ANIMAL WASTE MANAGEMENT

9.03 DEFINITIONS.\u00b9 In this chapter:
    (1) "Manure storage facility" means a structure or pit used to hold manure.
    (2)\u00b2 "Unconfined manure pile" means a quantity of manure of fifty (50) cubic feet or
more that is not held in a manure storage facility.
9.05 DESIGN AND CONSTRUCTION.\u00b3 (1) A new manure storage facility shall be designed and
constructed to meet NRCS technical standard 313.
    (2) Every facility shall have capacity to store all manure produced in eight (8) months.
9.07 CLOSURE.\u2074 (1) A facility not used for twelve (12) consecutive months shall be closed.
    (2) Closure shall be done in accordance with NRCS technical standard 360.

________________________
\u00b9 Cr. Ord. 98-14, 6-16-1998.
\u00b2 Am. Ord. 2012-09, 4-17-2012.
\u00b3 Cr. Ord. 98-14, 6-16-1998; r. and recr. Ord. 2012-09, 4-17-2012.
\u2074 Cr. Ord. 98-14, 6-16-1998; sub. (2) am. Ord. 2012-09, 4-17-2012.
"""


def test_superscript_marks_after_a_subsections_number_and_a_sections_caption_date_what_they_mark() -> None:
    """ "(2)² "Unconfined ..."": a mark after a subsection's own number dates that subsection (read as part of the
    number, the subsection was lost); "9.05 DESIGN AND CONSTRUCTION.³ (1) ...": a mark on the caption dates the
    section, every subsection of it, not only the first one run in on its line; and a note that names its units
    in parentheses ("sub. (2) am. ...") is read to its end."""
    _info, provisions = segment(ingest.load_text(_SUPERSCRIPT_NOTES, "notes.txt"))
    by_label = {p.label: p for p in provisions}
    assert {"9.03(1)", "9.03(2)", "9.05(1)", "9.05(2)", "9.07(1)", "9.07(2)"} <= set(by_label)
    assert "\u00b2" not in by_label["9.03(2)"].text and not by_label["9.03(2)"].text.startswith("2")

    def dates(label: str) -> set[dt.date]:
        return {e.date for e in by_label[label].history if e.date is not None and (not e.units or any(
            label.endswith(u) for u in e.units))}

    assert dt.date(2012, 4, 17) in dates("9.03(2)")
    assert dt.date(2012, 4, 17) in dates("9.05(2)")
    assert dt.date(2012, 4, 17) in dates("9.07(2)") and dt.date(2012, 4, 17) not in dates("9.07(1)")


_REUSED_MARKS = """CHAPTER 23 ANIMAL WASTE MANAGEMENT

23.01  AUTHORITY.\u00b9  This ordinance is adopted under the statutes cited in the footnote.

23.06  DESIGN STANDARDS.

  (1)  All facilities shall be built to NRCS Standard 313.

  (2)  No earthen facility shall be built less than ten (10) feet above bedrock.

  (3)\u00b2  A facility built after January 1, 2011, shall hold a 25-year, 24-hour storm.

  (4)\u00b2  Every new liquid facility shall have a leak detection system.

  (5)\u00b3  Each field that receives waste shall keep a phosphorus index of four (4) or less.

____________________
\u00b9 Authority: ss. 59.02, 92.15 and 92.16, Wis. Stats. Created by Ord. 98-11, adopted May 19, 1998.
\u00b2 Subs. (3) and (4) created by Ord. 2012-06, April 17, 2012.
\u00b3 Sub. (5) created by Ord. 2012-06. Subs. (1) and (2) unchanged since 1998.
"""


def test_one_footnote_marking_several_subsections_dates_each_and_its_ordinance_dates_the_undated_note() -> None:
    """ "(3)² ...", "(4)² ...": one note marks two subsections (both created by one ordinance); the second kept its mark
    and was lost as a unit. "Authority: ss. ..." opens the chapter's note and is no history; "Sub. (5) created by Ord.
    2012-06." takes the date another note gives that ordinance, not the year it names in passing ("since 1998")."""
    info, provisions = segment(ingest.load_text(_REUSED_MARKS, "notes.txt"))
    by_label = {p.label: p for p in provisions}
    assert {"23.06(1)", "23.06(2)", "23.06(3)", "23.06(4)", "23.06(5)"} <= set(by_label)
    assert info.enacted == dt.date(1998, 5, 19)

    def dates(label: str) -> set[dt.date]:
        return {e.date for e in by_label[label].history if e.date is not None and (not e.units or any(
            label.endswith(u) for u in e.units))}

    assert dt.date(2012, 4, 17) in dates("23.06(4)") and dt.date(2012, 4, 17) in dates("23.06(5)")
    assert dt.date(2012, 4, 17) not in dates("23.06(2)")
