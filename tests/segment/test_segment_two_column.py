"""What a narrow column does to the structure of the same text: headings that reach the column's
edge, numbers left at a line's end, history notes broken the same way on many pages, and the
enacting unit's name wrapped onto the next line."""

from __future__ import annotations

import hashlib

from segment_support import norm_label

from ordinance_review import segment
from ordinance_review.models import IngestedDocument, Line, Page
from ordinance_review.segment import furniture, titleblock

LEFT, RIGHT, INDENT = 48.0, 290.0, 57.0


def _column_document(rows: list[tuple[str, float, float]], per_page: int = 40) -> IngestedDocument:
    """(text, x0, x1) rows set in one narrow column (242 pt wide), 11 pt apart, `per_page` a page."""
    pages: list[Page] = []
    for start in range(0, len(rows), per_page):
        number = len(pages) + 1
        lines = [
            Line(text=text, page=number, x0=x0, x1=x1, top=62.0 + 11 * k, bottom=69.0 + 11 * k)
            for k, (text, x0, x1) in enumerate(rows[start : start + per_page])
        ]
        pages.append(Page(number=number, lines=lines))
    data = "\n".join(r[0] for r in rows).encode()
    return IngestedDocument(filename="columns.pdf", sha256=hashlib.sha256(data).hexdigest(), pages=pages)


def _labels(doc: IngestedDocument) -> list[str]:
    return [norm_label(p.label) for p in segment.segment(doc)[1]]


def test_all_capitals_caption_reaching_the_column_edge_is_a_heading():
    rows = [
        ("TOWN OF ORRIN FALLS", LEFT, 150),
        ("Section 1 GENERAL", LEFT, 120),
        ("A. This ordinance applies to every livestock facility", INDENT, RIGHT),
        ("in the Town.", INDENT, 110),
        ("Section 2 LAND APPLICATION OF MANURE AND", LEFT, RIGHT - 10),  # as wide as the column
        ("A. The operator shall follow a nutrient management", INDENT, RIGHT),
        ("plan meeting NRCS standard 590.", INDENT, 200),
        ("B. No manure may be applied during the winter period.", INDENT, RIGHT),
    ]
    assert _labels(_column_document(rows)) == ["1A", "2A", "2B"]


def test_number_left_at_the_end_of_a_reflowed_line_opens_its_unit():
    rows = [
        ("TOWN OF ORRIN FALLS", LEFT, 150),
        ("§ 4-1. Purpose.", LEFT, 120),
        ("A.", LEFT, 56),
        ("Intent. This chapter regulates the storage of animal", LEFT, RIGHT),
        ("waste in the Town. B.", LEFT, 152),
        ("Authority. This chapter is adopted under s. 92.16,", LEFT, RIGHT - 10),
        ("Wis. Stats.", LEFT, 95),
    ]
    assert _labels(_column_document(rows)) == ["4-1A", "4-1B"]


def test_condition_run_in_after_a_sentence_opens_the_next_condition():
    rows = [
        ("TOWN OF ORRIN FALLS", LEFT, 150),
        ("Section 1. Purpose. This ordinance regulates livestock", LEFT, RIGHT),
        ("facilities in the Town.", LEFT, 150),
        ("LICENSE NO. 3 — SITE-SPECIFIC CONDITIONS", LEFT, 260),
        ("Condition 1. The licensee shall keep a 200-foot", LEFT, 260),
        ("grassed buffer along Orrin Creek. Condition 2.", LEFT, 270),
        ("Manure shall not be applied on the east field from", LEFT, RIGHT),
        ("December 1 to March 31. Condition 3. The licensee shall", LEFT, RIGHT),
        ("test the farm well once a year for nitrate.", LEFT, 250),
    ]
    assert _labels(_column_document(rows)) == ["1", "Condition1", "Condition2", "Condition3"]


def test_history_note_broken_the_same_way_on_every_page_is_not_a_band():
    texts = []
    for n in range(1, 5):
        texts += [f"({n}) A storage facility built after 2007 shall", f"hold manure for {'one two three four'.split()[n - 1]} seasons. [Amended 6-12-2007 by", "Ord. No. 2007-12]"]
    assert furniture.stray_band_lines(texts) == set()
    assert furniture.repeated_on_pages(texts, [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4], 4) == set()


def test_history_note_end_keeps_the_next_unit():
    rows = [("TOWN OF ORRIN FALLS", LEFT, 150), ("13.02 STANDARDS.", LEFT, 130)]
    for n in range(1, 7):
        rows += [
            (f"({n}) Every storage facility built after June 12, 2007,", INDENT, RIGHT),
            ("shall hold 180 days of manure. [Amended 6-12-2007 by", INDENT, RIGHT),
            ("Ord. No. 2007-12]", INDENT, 137),
        ]
    assert _labels(_column_document(rows, per_page=5)) == [f"1302({n})" for n in range(1, 7)]


def test_enacting_unit_name_wrapped_at_a_line_end():
    closing = "Adopted by the Town Board of the Town of Kettle\nMarsh on June 11, 1996."
    front = "ORDINANCE NO. 96-4\nWHEREAS the Town of Kettle Marsh lies in Vandercook County"
    assert titleblock.place(front, "", "", closing)[0] == "Town of Kettle Marsh"
    front = "ORDINANCE NO. 96-4\nAn ordinance of the Town of Kettle\nMarsh to regulate manure"
    assert titleblock.place(front, "The Town of Kettle Marsh regulates manure.")[0] == "Town of Kettle Marsh"


def _provisions(rows: list[tuple[str, float, float]]):
    return {norm_label(p.label): p for p in segment.segment(_column_document(rows))[1]}


def test_all_capitals_caption_wrapped_at_the_column_edge_stays_whole():
    rows = [
        ("TOWN OF ORRIN FALLS", LEFT, 150),
        ("12.08 STANDARDS FOR NEW AND SUBSTANTIALLY", LEFT, RIGHT - 12),
        ("ALTERED FACILITIES.", LEFT, 140),
        ("(1) No facility may be built within 300 feet of a well.", LEFT, RIGHT),
        ("(2) No facility may be built on a slope over 12 percent.", LEFT, RIGHT),
    ]
    got = _provisions(rows)
    assert list(got) == ["1208(1)", "1208(2)"]
    assert got["1208(1)"].heading == "STANDARDS FOR NEW AND SUBSTANTIALLY ALTERED FACILITIES"


def test_history_note_run_in_after_the_last_sentence_dates_the_section():
    rows = [
        ("COUNTY OF ORRIN", LEFT, 150),
        ("12.05 LAND APPLICATION. (1) No person may spread", LEFT, RIGHT),
        ("manure on frozen ground.", LEFT, 160),
        ("(2) No person may spread liquid manure where bedrock is", LEFT, RIGHT),
        ("near. History: Cr. Ord. 97-4, 6-2-1997; am. (1)", LEFT, RIGHT),
        ("Ord. 06-11, 6-13-2006.", LEFT, 150),
        ("12.06 PENALTIES. Any person who violates this chapter", LEFT, RIGHT),
        ("shall forfeit not more than $500.", LEFT, 200),
    ]
    got = _provisions(rows)
    assert "History" not in got["1205(2)"].text
    for label in ("1205(1)", "1205(2)"):
        assert any(h.action == "created" and str(h.date) == "1997-06-02" for h in got[label].history), label


def test_citation_abbreviation_at_a_line_end_in_prose_runs_on():
    rows = [
        ("TOWN OF ORRIN FALLS", LEFT, 150),
        ("Section 9.05 Hearings. The Committee shall hold a hearing.", LEFT, RIGHT),
        ("Section 9.06 Notice. Notice shall be published.", LEFT, RIGHT),
        ("PART B. DECISION OF THE COMMITTEE", LEFT, 220),
        ("Conditional Use Permit No. CU-2023-07", LEFT, 220),
        ("The Committee held a public hearing after notice under Sec.", LEFT, RIGHT),
        ("9.06. Forty-one persons attended the hearing.", LEFT, 240),
        ("CONDITIONS", LEFT, 100),
        ("1. The facility shall house no more than 3,100 animal units.", LEFT, RIGHT),
        ("2. The operator shall test the well every year.", LEFT, RIGHT),
    ]
    assert list(_provisions(rows)) == ["905", "906", "Condition1", "Condition2"]


_ONE_COLUMN_PAGE = """Sec. 9.40 LIVESTOCK OPERATIONS.

(2) DEFINITIONS. In this section "animal unit" has the meaning given in s. NR 243.05, Wis. Adm. Code, and "Committee" means the Ashgrove County Planning and Zoning Committee.

(3) CONDITIONAL USE PERMIT REQUIRED; SIZE CLASSES.

     (a) No person may establish a new livestock operation of 500 or more animal units without a conditional use permit issued by the Committee under this section.

     (b) For purposes of this section, operations requiring a permit fall into three classes by their animal units.
\f
Table 9-1  Setbacks in feet by class

  Feature                                     Class I      Class II     Class III
  -----------------------------------------   ----------   ----------   ----------
  Private well not owned by the operator        400          600          800
  Public water supply well                     1000         1200         1500
  Navigable lake, pond or flowage               1000         1000         1500
  Navigable river or stream                      500          600          750
  Property line of a non-farm residence          500          750         1000
  Drainage ditch or tile inlet                   300          300          400
  Sinkhole or fractured bedrock outcrop          400          400          600
  Town road right-of-way                         100          100          150
  Platted subdivision boundary                  1320         2640         2640
"""


def test_a_caption_wrapped_in_a_page_s_only_column_goes_on() -> None:
    """A page set in the left column only (the right one left empty, a wide table carried to the next page): its
    lines end at that column's edge, not at the edge of the full-width table, so "(3) ... REQUIRED; SIZE" ⏎
    "CLASSES." is one caption broken where the column made it, and "CLASSES." no heading of its own."""
    from ordinance_review import ingest
    from testsupport import pdfgen

    doc = ingest.load(pdfgen.render(_ONE_COLUMN_PAGE, layout="two_column"), "x.pdf", isolate=False)
    items = {p.label: p for p in segment.segment(doc)[1]}
    assert items["Sec. 9.40(3)(a)"].lead_in.endswith("REQUIRED; SIZE CLASSES.")
