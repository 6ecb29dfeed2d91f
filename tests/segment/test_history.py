"""Dates and history notes, in every form the ordinances print them."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review.segment.history import (
    division_history,
    document_dates,
    enactment_date,
    find_dates,
    key_covers,
    ordinance_dates,
    parse_note,
    strip_notes,
    unit_history,
    unit_key,
)

D = dt.date


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Adopted March 12, 1998", D(1998, 3, 12)),
        ("Amended 4-19-2016 by Ord. No. 2016-07", D(2016, 4, 19)),
        ("effective 04/19/2016", D(2016, 4, 19)),
        ("on 2016-04-19", D(2016, 4, 19)),
        ("this 15th day of September, 2009", D(2009, 9, 15)),
        ("Sept. 3, 2019", D(2019, 9, 3)),
        ("Jan 16 2018", D(2018, 1, 16)),
        ("19 April 2016", D(2016, 4, 19)),
        # as a scan spaces them
        ("adopted March 14,2017", D(2017, 3, 14)),
        ("adopted March14, 2017", D(2017, 3, 14)),
        ("adopted March 14 , 2017", D(2017, 3, 14)),
    ],
)
def test_date_forms(text: str, date: dt.date) -> None:
    assert find_dates(text) == [date]


def test_impossible_dates_are_not_dates() -> None:
    assert find_dates("2-30-2016 and 13/45/2001") == []


@pytest.mark.parametrize(
    ("front", "enacted"),
    [
        ("Adopted March 12, 1998; published March 19, 1998.", D(1998, 3, 12)),
        (
            "Adopted by the Marlow County Board of Supervisors\n  September 15, 2009 (Ord. No. 2009-31)",
            D(2009, 9, 15),
        ),
        ("Enacted by the Kestrel County Board of Supervisors: June 16, 2020", D(2020, 6, 16)),
        ("Enacted by the Tamarack County Board of Supervisors on May 22, 2012", D(2012, 5, 22)),
        (
            "[HISTORY: Adopted by the Town Board of the Town of Birch Hollow 7-11-2011 by Ord. No. 2011-03. "
            "Amendments noted where applicable.]",
            D(2011, 7, 11),
        ),
        ("Ordinance No. 2017-04, adopted September 12, 2017", D(2017, 9, 12)),
        ("Amended June 3, 2008 (Ord. 2008-14)", None),
        ("An ordinance to regulate manure storage", None),
        # a codifier's currency line names the latest amendment, not the enactment
        ("Disclaimer: This online code is current through Ordinance 23-4, passed May 8, 2023.", None),
        ("Code updated through Ord. 2019-7, adopted June 4, 2019.", None),
    ],
)
def test_enactment(front: str, enacted: dt.date | None) -> None:
    assert enactment_date(front) == enacted


def test_document_dates_from_title_block_and_history_table() -> None:
    front = (
        "Adopted March 12, 1998; published March 19, 1998.\n"
        "Amended June 3, 2008 (Ord. 2008-14); amended October 7, 2014\n(Ord. 2014-09).\n\n"
        "CODIFIER'S NOTE: Parts that carry no note read as adopted on March 12, 1998."
    )
    closing = "LEGISLATIVE HISTORY\n Ord. 98-3  adopted 03-12-1998  original enactment\n Ord. 2019-1  adopted 01-08-2019  amended IV"
    dates = document_dates(front, closing)
    assert dates.enacted == D(1998, 3, 12)
    assert dates.amended == [D(2008, 6, 3), D(2014, 10, 7), D(2019, 1, 8)]
    assert dates.ord_dates is not None and dates.ord_dates["2014-09"] == D(2014, 10, 7)


def test_closing_adoption_line_is_the_fallback() -> None:
    dates = document_dates("LIVESTOCK ORDINANCE", "Adopted by the Town Board this 11th day of July, 2011.")
    assert dates.enacted == D(2011, 7, 11)


@pytest.mark.parametrize(
    ("front", "pairs"),
    [
        ("Amended April 19, 2016 (Ord. No. 2016-07) and November 9, 2021 (Ord. No. 2021-44)",
         {"2016-07": D(2016, 4, 19), "2021-44": D(2021, 11, 9)}),
        ("Amended by Ord. No. 2019-02 (May 14, 2019) and Ord. No. 2022-01\n(February 8, 2022)",
         {"2019-02": D(2019, 5, 14), "2022-01": D(2022, 2, 8)}),
        ("Amendments noted where applicable: 3-9-2015 by Ord. No. 2015-01; 8-12-2019 by Ord. No. 2019-06.",
         {"2015-01": D(2015, 3, 9), "2019-06": D(2019, 8, 12)}),
        ("Amended: March 15, 2022 (Ord. No. 2022-05); September 19, 2023 (Ord. No. 2023-17)",
         {"2022-05": D(2022, 3, 15), "2023-17": D(2023, 9, 19)}),
        # each number's date in parentheses after it, never the date closing the previous number's parentheses
        ("amended by Ord. 02-4 (adopted April 16, 2002), Ord. 05-3 (adopted March 15, 2005),\nOrd. 12-7 "
         "(adopted September 18, 2012) and Ord. 19-4 (adopted May 21, 2019).",
         {"02-4": D(2002, 4, 16), "05-3": D(2005, 3, 15), "12-7": D(2012, 9, 18), "19-4": D(2019, 5, 21)}),
    ],
)  # fmt: skip
def test_ordinance_number_to_date(front: str, pairs: dict[str, dt.date]) -> None:
    found = ordinance_dates(front)
    for key, date in pairs.items():
        assert found[key] == date


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        ("Amended 4-19-2016 by Ord. No. 2016-07", [("amended", D(2016, 4, 19), "Ord. No. 2016-07")]),
        ("Added 8-12-2019 by Ord. No. 2019-06", [("added", D(2019, 8, 12), "Ord. No. 2019-06")]),
        ("Amended January 16, 2018, Ord. No. 2018-02", [("amended", D(2018, 1, 16), "Ord. No. 2018-02")]),
        ("Am. Ord. 2019-02", [("amended", D(2019, 5, 14), "Ord. 2019-02")]),
        ("Cr. Ord. 2022-01", [("created", None, "Ord. 2022-01")]),
        (
            "Amended 4-19-2016 by Ord. No. 2016-07; 11-9-2021 by Ord. No. 2021-44",
            [
                ("amended", D(2016, 4, 19), "Ord. No. 2016-07"),
                ("amended", D(2021, 11, 9), "Ord. No. 2021-44"),
            ],
        ),
        (
            "Repealed and recreated 6-2-2015 by Ord. No. 2015-3",
            [("repealed_and_recreated", D(2015, 6, 2), "Ord. No. 2015-3")],
        ),
        ("Renumbered 5-1-2010 by Ord. No. 10-2", [("renumbered", D(2010, 5, 1), "Ord. No. 10-2")]),
    ],
)
def test_notes(note: str, expected: list[tuple]) -> None:
    entries = parse_note(note, {"2019-02": D(2019, 5, 14)})
    assert [(e.action, e.date, e.ordinance) for e in entries] == expected


def test_notes_leave_the_text() -> None:
    text, entries = strip_notes(
        "No manure may be applied. [Amended 6-3-2008 by Ord. 2008-14, which changed only the cross-reference]",
        {},
    )
    assert text == "No manure may be applied."
    assert [(e.action, e.date) for e in entries] == [("amended", D(2008, 6, 3))]
    text, entries = strip_notes("The fee is $100 (see Ord. No. 2016-07).", {})
    assert entries == [] and text == "The fee is $100 (see Ord. No. 2016-07)."


def test_an_amending_ordinance_adopted_later_is_not_the_enactment() -> None:
    front = "Amended by Ord. 2010-3, adopted May 4, 2010\nDate of Adoption: June 1, 1999"
    assert enactment_date(front) == D(1999, 6, 1)


def test_an_agency_approval_is_not_the_enactment() -> None:
    front = "Approved by the Department of Natural Resources on June 1, 2005\nAdopted by the County Board May 3, 2005"
    assert enactment_date(front) == D(2005, 5, 3)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No overflow. (Amended 5-10-2004)", [("amended", D(2004, 5, 10), None)]),
        ("GROUNDWATER (Created 9-12-2016)", [("created", D(2016, 9, 12), None)]),
        ("No spreading. (Am. Ord. 06-2, 8-14-2006)", [("amended", D(2006, 8, 14), "Ord. 06-2")]),
        ("Setbacks. (Ord. No. 2017-14, § 1, 3-21-2017)", [("created", D(2017, 3, 21), "Ord. No. 2017-14")]),
        (
            "Setbacks. (Ord. 2011-3, 4-12-2011; Ord. 2018-7, 6-19-2018)",
            [("created", D(2011, 4, 12), "Ord. 2011-3"), ("amended", D(2018, 6, 19), "Ord. 2018-7")],
        ),
        (
            "Setbacks. (Ord. 96-1, passed 3-5-1996; Am. Ord. 06-2, passed 8-14-2006)",
            [("created", D(1996, 3, 5), "Ord. 96-1"), ("amended", D(2006, 8, 14), "Ord. 06-2")],
        ),
        ("Setbacks. [Amended 5-14-2013 by Ord. No. 13-2]", [("amended", D(2013, 5, 14), "Ord. No. 13-2")]),
        # a subsection's note under its own heading names it by its letter
        ("Design Standards. (Subsection (B) repealed and recreated by Ord. 2013-4, 8/13/2013)",
         [("repealed_and_recreated", D(2013, 8, 13), "Ord. 2013-4")]),
    ],
)
def test_parenthesised_and_bracketed_notes(
    text: str, expected: list[tuple[str, dt.date, str | None]]
) -> None:
    rest, entries = strip_notes(text, {})
    assert [(e.action, e.date, e.ordinance) for e in entries] == expected
    assert "(" not in rest and "[" not in rest


def test_parentheses_without_a_date_are_text() -> None:
    text = "as required by the zoning code (Ord. 2005-3) and (Amended plans) shall"
    assert strip_notes(text, {}) == (text, [])


@pytest.mark.parametrize(
    ("front", "enacted"),
    [
        # the amending ordinance in an editor's note is not the enactment
        (
            "Editor's note— Ord. No. 2018-22, § 1, adopted Oct. 16, 2018, amended ch. 15 throughout.",
            None,
        ),
        ("Adopted June 3, 2015.\nOriginally adopted March 2, 2001 as Ord. 01-4.", D(2001, 3, 2)),
        # an article amended "in its entirety" was re-enacted then; its former text does not count
        (
            "Editor's note— Ord. No. 2017-14, § 1, adopted March 21, 2017, amended Art. IV in its entirety. "
            "Former Art. IV pertained to similar subject matter and derived from Ord. No. 04-22, adopted "
            "Nov. 16, 2004.",
            D(2017, 3, 21),
        ),
        ("Date Adopted: 6/14/99", D(1999, 6, 14)),
    ],
)
def test_enactment_is_the_original_adoption(front: str, enacted: dt.date | None) -> None:
    assert enactment_date(front) == enacted


def test_notes_that_print_only_a_year_keep_it_without_inventing_a_date() -> None:
    entries = parse_note("Cr. 1996; am. 2006", {})
    assert [(e.action, e.date, e.year) for e in entries] == [("created", None, 1996), ("amended", None, 2006)]
    _, entries = strip_notes("Setbacks. (Code 1985, § 3-4; Ord. No. 2011-07, § 1, 6-14-2011)", {})
    assert [(e.action, e.date, e.year) for e in entries] == [
        ("created", None, 1985),
        ("amended", D(2011, 6, 14), None),
    ]


# ---------------------------------------------------------------- notes that name their units

from segment_support import text_document  # noqa: E402

from ordinance_review import segment  # noqa: E402
from ordinance_review.segment.history import covers, recreate_date  # noqa: E402

_ORD_1995 = """ORDINANCE NO. 95-3
AN ORDINANCE REGULATING MANURE STORAGE IN THE TOWN OF FERNDALE
Adopted June 6, 1995
{front}

Sec. 5. PURPOSE.
The purpose of this ordinance is to protect groundwater and surface water from manure storage facilities in the town.

Sec. 6. MANURE STORAGE FACILITIES.
{note}
(1) No person may construct a manure storage facility without a permit from the town.
(2) A manure storage facility shall be located at least 300 feet from any well.

Sec. 7. SETBACKS.
(1) No person may spread manure within 200 feet of a lake.

{closing}
"""
_SEC6 = {"Sec. 6(1)", "Sec. 6(2)"}
_ALL = {"Sec. 5", "Sec. 6(1)", "Sec. 6(2)", "Sec. 7(1)"}
RR = "repealed_and_recreated"


@pytest.mark.parametrize(
    ("front", "note", "closing", "recreated_units", "date", "document_wide"),
    [
        # a legislative-history table row names the section it re-enacted
        ("", "", "LEGISLATIVE HISTORY\nSection     Action                  Ordinance      Date\n"
         "Sec. 6      repealed and recreated  Ord. 2012-4    9-11-2012\n", _SEC6, D(2012, 9, 11), False),
        ("", "", "LEGISLATIVE HISTORY\nSection 6   rep. & recr.   Ord. 2012-4   9-11-2012\n",
         _SEC6, D(2012, 9, 11), False),
        # an amending clause in the front matter that names the section
        ("Section 6 is hereby repealed and recreated on September 11, 2012.", "", "", _SEC6, D(2012, 9, 11), False),
        # a note under the section heading, in any of its printed forms
        ("", "(Section 6 rep. and recr. 9-11-12)", "", _SEC6, D(2012, 9, 11), False),
        ("Amended September 11, 2012 (Ord. No. 2012-4)", "(Sec. 6 rep. & recr. Ord. 2012-4)", "",
         _SEC6, D(2012, 9, 11), False),
        ("", "[Rep. & recr. 9-11-2012 by Ord. No. 12-4]", "", _SEC6, D(2012, 9, 11), False),
        # only statements about the ordinance or chapter as a whole reach every provision
        ("This ordinance is repealed and recreated in its entirety by Ord. 2012-4 on 9-11-2012.", "", "",
         _ALL, D(2012, 9, 11), True),
        ("Chapter 15 is hereby repealed and recreated to read as follows on September 11, 2012.", "", "",
         _ALL, D(2012, 9, 11), True),
    ],
)
def test_repeal_and_recreate_reaches_only_the_units_it_names(
    front: str, note: str, closing: str, recreated_units: set[str], date: dt.date, document_wide: bool
) -> None:
    text = _ORD_1995.format(front=front, note=note, closing=closing)
    info, provisions = segment.segment(text_document(text))
    assert {p.label for p in provisions} == _ALL
    # a document-wide repeal and recreation is a new enactment; a unit's is that unit's history
    assert info.enacted == (date if document_wide else D(1995, 6, 6))
    assert info.originally_enacted == (D(1995, 6, 6) if document_wide else None)
    assert info.repealed_and_recreated == (date if document_wide else None)
    got = {p.label: [h.date for h in p.history if h.action == RR] for p in provisions}
    assert {label for label, dates in got.items() if dates} == recreated_units
    assert all(dates == [date] for label, dates in got.items() if label in recreated_units)


def test_a_table_row_amending_a_subsection_dates_that_subsection_only() -> None:
    closing = "LEGISLATIVE HISTORY\nSection     Action     Ordinance     Date\nSec. 7(1)   amended   Ord. 2014-2   3-4-2014\n"
    info, provisions = segment.segment(text_document(_ORD_1995.format(front="", note="", closing=closing)))
    history = {p.label: [(h.action, h.date) for h in p.history] for p in provisions}
    assert history == {"Sec. 5": [], "Sec. 6(1)": [], "Sec. 6(2)": [], "Sec. 7(1)": [("amended", D(2014, 3, 4))]}
    assert info.repealed_and_recreated is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sec. 6      repealed and recreated  Ord. 2012-4    9-11-2012", [("6", RR, D(2012, 9, 11))]),
        ("Secs. 6 and 7 rep. & recr. 9-11-12", [("6", RR, D(2012, 9, 11)), ("7", RR, D(2012, 9, 11))]),
        ("§ 12-4 B.   amended   Ord. 2019-02   5-14-2019", [("12-4b", "amended", D(2019, 5, 14))]),
        ("6(1)    amended    Ord. 2014-2    3-4-2014", [("6(1)", "amended", D(2014, 3, 4))]),
        ("Section 3   cr.   1996", [("3", "created", None)]),
        # a statute citation is not a unit of the ordinance; a year column is not a label
        ("as required by s. 92.15, Stats., amended 2004", []),
        ("1995    adopted    Ord. 95-3", []),
        ("This ordinance is repealed and recreated in its entirety on 9-11-2012.", []),
        ("Section 302 re-enacted without change February 2, 2004 (Ord. 2004-2).",
         [("302", "repealed_and_recreated", D(2004, 2, 2))]),
        # an amendment history written in sentences names the subunits before their section
        ("On June 9, 2009, Subsection 2 of Section 5 was amended.", [("5(2)", "amended", D(2009, 6, 9))]),
        ("Subsections 4 and 5 of Section 6 were created June 9, 2009.",
         [("6(4)", "created", D(2009, 6, 9)), ("6(5)", "created", D(2009, 6, 9))]),
        ("Paragraph (b) of Section 5(6) was amended 8-9-2016.", [("5(6)(b)", "amended", D(2016, 8, 9))]),
        ("Subsection A of Section 40-7 was amended 8-9-2016.", [("40-7a", "amended", D(2016, 8, 9))]),
        ("The subsection of Section 5 on wells was amended 8-9-2016.", []),
        # a revision record's lines open on their bare units, then the verb and the date
        ("8-3-4(B) revised 6/14/2011, Ord. 2011-3", [("8-3-4(b)", "amended", D(2011, 6, 14))]),
        ("8-3-7 added 2/2/2004, Ord. 04-1", [("8-3-7", "added", D(2004, 2, 2))]),
        ("3 amended 6/14/2011", []),  # (a bare "3" opens a list of anything)
        # a prose record: the date and the ordinance before the verb, the units after it
        ("1. On 4/21/09 the Town Board, by Ordinance 09-2, amended Sections 5.3 and 5.7 to bring them in line.\n\n"
         "2. On 11/3/2015 the Town Board, by Ordinance 2015-4, amended Section 5.5.2 and created Section 5.9.",
         [("5.3", "amended", D(2009, 4, 21)), ("5.7", "amended", D(2009, 4, 21)),
          ("5.5.2", "amended", D(2015, 11, 3)), ("5.9", "created", D(2015, 11, 3))]),
        # a consolidated copy's amendment note names Roman sections with their lettered and numbered parts, spaced as
        # the code prints them; a list after one verb is that verb's, not the subject of the next verb
        ("AMENDMENT NOTE: Ordinance No. 2009-6, adopted by the Town Board on November 10, 2009,\nrepealed and recreated "
         "Sections IV. C. and VII. B., amended Section IV. E. 2. and Section\nV. B., created Sections V. D. and VI. C.",
         [("iv.c", "repealed_and_recreated", D(2009, 11, 10)), ("vii.b", "repealed_and_recreated", D(2009, 11, 10)),
          ("iv.e.2", "amended", D(2009, 11, 10)), ("v.b", "amended", D(2009, 11, 10)),
          ("v.d", "created", D(2009, 11, 10)), ("vi.c", "created", D(2009, 11, 10))]),
        # (a table's row is its table's; a section named with a finer part in words is not the whole section)
        ("04-1        5-10-2004       Amended Sec. 4 par. 3", []),
        ("The Board amended Sec. 4 par. 3 on 5-10-2004.", []),
        # a bare "(b)" after "15.07 (3) (a)" takes the place of "(a)": the same subsection's next paragraph
        ("HISTORY OF CHAPTER 15\nOrd. No.   Date adopted   Provisions affected\n"
         "2020-08   3-17-2020   15.07 (3) (a) and (b) am.; 15.08 (5) and (6) cr.",
         [("15.07(3)(a)", "amended", D(2020, 3, 17)), ("15.07(3)(b)", "amended", D(2020, 3, 17)),
          ("15.08(5)", "created", D(2020, 3, 17)), ("15.08(6)", "created", D(2020, 3, 17))]),
    ],
)
def test_unit_history(text: str, expected: list[tuple]) -> None:
    got = [(key, e.action, e.date) for key, e in unit_history(text, {})]
    assert got == expected


def test_unit_history_keeps_a_printed_year_and_takes_dates_from_the_ordinance_list() -> None:
    [(key, entry)] = unit_history("Section 3   cr.   1996", {})
    assert (key, entry.date, entry.year) == ("3", None, 1996)
    [(_, entry)] = unit_history("Section 6 rep. & recr. Ord. 2012-4", {"2012-4": D(2012, 9, 11)})
    assert entry.date == D(2012, 9, 11)
    # (an ordinance nothing dates still dates the change by the year its number carries: inferred, not printed)
    [(_, entry)] = unit_history("Section 6 rep. & recr. Ord. 2012-4", {})
    assert (entry.date, entry.year, entry.inferred) == (None, 2012, True)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Sec. 6   repealed and recreated   Ord. 2012-4   9-11-2012", None),
        ("Section 6 is hereby repealed and recreated to read as follows on 9-11-2012.", None),
        ("This ordinance is repealed and recreated in its entirety by Ord. 2012-4 on 9-11-2012.", D(2012, 9, 11)),
        ("Chapter 15 is hereby repealed and recreated to read as follows on September 11, 2012.", D(2012, 9, 11)),
        # a "sections affected" column qualifying one section in parentheses, and an ordinance's own number
        ("AMENDMENT RECORD\n  2006-5   October 3, 2006   201, 305 (repealed and recreated), 403\n", None),
        ("AMENDMENT RECORD\n  2004-2   February 2, 2004   302 (re-enacted)\n", None),
        ("Ord. 794 (repealed and recreated in its entirety on June 2, 2015)", D(2015, 6, 2)),
        # a Roman outline unit before the verb in a table row re-enacts that unit, not the ordinance
        ("AMENDMENT RECORD\n     2018-05     11/12/2018    IV. E. amended in its entirety; IX. fee schedule\n", None),
        # a recreation "in part" re-enacts some units (their own notes say which), and an appendix is not the text
        ("Adopted: August 10, 1999\nPartially repealed and recreated: September 12, 2016 (Ord. No. 2016-3)\n", None),
        ("The ordinance was repealed and recreated in part on May 2, 2017.", None),
        ("(Appendix A repealed and recreated 9-12-2016, Ord. 2016-3)\n", None),
        # a title-chapter-section label opens the row (it reads like a date; the row's own date follows the verb)
        ("AMENDMENT HISTORY\n6-3-6 Repealed and recreated 2013-04 04/08/2013\n", None),
        ("AMENDMENT HISTORY\n6-3-6   Repealed and recreated   2013-04   04/08/2013\n", None),
        ("LEGISLATIVE HISTORY TABLE\n16-11      09/12/2016    6-3-5                           Repealed and recreated\n", None),
        ("LEGISLATIVE HISTORY TABLE\n16-11 09/12/2016 6-3-5 Repealed and recreated\n", None),
        # (a date in the same place, with no other date in the row, is the row's date: the whole text recreated)
        ("Ord. 2016-11   9-12-16   Repealed and recreated in its entirety\n", D(2016, 9, 12)),
        ("Adopted: August 10, 1999\nRepealed and recreated: September 12, 2016 (Ord. No. 2016-3)\n", D(2016, 9, 12)),
    ],
)
def test_only_whole_ordinance_statements_recreate_the_document(text: str, date: dt.date | None) -> None:
    assert recreate_date(text) == date


@pytest.mark.parametrize(
    ("key", "label", "covered"),
    [("6", "Sec. 6", True), ("6", "Sec. 6(1)", True), ("6", "Section 6.1", True), ("6", "Sec. 60", False),
     ("7(1)", "Sec. 7(2)", False), ("12-4b", "§ 12-4 B.(2)(a)", True), ("14.45", "14.451", False)],
)
def test_a_named_unit_covers_its_children(key: str, label: str, covered: bool) -> None:
    assert covers(key, label) is covered


def test_statute_style_notes_name_their_subunits_and_print_their_years() -> None:
    """"History: Cr. Ord. 98-11, 1998; am. (2) (b), (3) Ord. 05-3, 2005" dates only (2)(b) and (3)."""
    text = (
        "WARREN COUNTY CODE\nCHAPTER 13 ANIMAL WASTE\n\n"
        "13.02 STANDARDS. (1) SETBACK. No manure storage facility may be located within 400 feet of a well.\n"
        "(2) CLOSURE. (a) A storage facility not used for 24 months shall be closed.\n"
        "(b) Closure shall follow NRCS 360.\n"
        "(3) SPREADING. No person may spread manure on frozen ground.\n"
        "History: Cr. Ord. 98-11, 1998; am. (2) (b), (3) Ord. 05-3, 2005.\n\n"
        "13.03 FEES. The permit fee is $100.\n"
        "History: Cr. Ord. 98-11, 1998; r. and recr. Ord. 12-7, 2012.\n"
    )
    _info, provisions = segment.segment(text_document(text))
    got = {p.label: [(h.action, h.year) for h in p.history] for p in provisions}
    assert got["13.02(1)"] == [("created", 1998)]
    assert got["13.02(2)(a)"] == [("created", 1998)]
    assert got["13.02(2)(b)"] == [("created", 1998), ("amended", 2005)]
    assert got["13.02(3)"] == [("created", 1998), ("amended", 2005)]
    assert got["13.03"] == [("created", 1998), ("repealed_and_recreated", 2012)]


@pytest.mark.parametrize(
    ("note", "units"),
    [
        ("am. (2) (b), (3) Ord. 05-3, 2005", ["(2)(b)", "(3)"]),
        ("am. (3) (b) 1. and 2. Ord. 05-3, 2005", ["(3)(b)1.", "(3)(b)2."]),
        ("am. (3) (b) and (c), Ord. 05-3, 2005", ["(3)(b)", "(3)(c)"]),
        ("am. Ord. 05-3, 2005", []),
    ],
)
def test_a_note_names_its_subunits_in_full(note: str, units: list[str]) -> None:
    from ordinance_review.segment.history import parse_note

    amended = [e for e in parse_note(note, {}, brackets="") if e.action == "amended"]
    assert amended and amended[0].units == units and amended[0].year == 2005


@pytest.mark.parametrize(
    ("front", "closing", "recreated"),
    [
        ("This ordinance was originally effective January 1, 1991. It was repealed and recreated in 2011.",
         "Adopted this 15th day of March, 2011.", D(2011, 3, 15)),
        ("Originally effective January 1, 1991; repealed and recreated 2011.", "", D(2011, 1, 1)),
        ("This ordinance repeals and replaces the Animal Waste Ordinance adopted June 3, 1991. Adopted March 15, 2011.",
         "", D(2011, 3, 15)),
    ],
)
def test_a_whole_text_recreated_in_a_year_or_by_replacement_is_dated_from_the_recreation(
    front: str, closing: str, recreated: dt.date
) -> None:
    from ordinance_review.segment.history import document_dates

    dates = document_dates(front, closing)
    assert dates.repealed_and_recreated == recreated


def test_a_sections_affected_column_of_a_code_numbered_by_whole_sections() -> None:
    """A town ordinance numbered "Section 301" names its sections bare in the column ("201, 305 (repealed and
    recreated), 403"): each is that section's history, and a verb in parentheses after one section, or a
    re-enactment "without change", is no re-enactment of the whole ordinance."""
    text = (
        "TOWN OF ELM ORDINANCE NO. 97-2\n\n"
        "Section 301. STORAGE.\n(1) Storage facilities shall meet NRCS 313.\n(2) Closure is required after 12 months.\n\n"
        "Section 302. CLOSURE.\n(1) A facility not used for 12 months shall be closed.\n\n"
        "Section 303. WELLS.\n(1) No manure may be applied within 100 feet of a private well.\n\n"
        "Adopted by the Town Board this 14th day of April, 1997.\n\n"
        "AMENDMENT RECORD\n  Ord. No.   Date adopted        Sections affected\n"
        "  2001-3     June 12, 2001       303\n"
        "  2004-2     February 2, 2004    302 (re-enacted)\n"
        "  2006-5     October 3, 2006     301(2), 305 (repealed and recreated)\n"
    )
    info, provisions = segment.segment(text_document(text))
    got = {p.label: [(h.action, h.date) for h in p.history] for p in provisions}
    assert info.enacted == D(1997, 4, 14) and info.repealed_and_recreated is None
    assert got["Section 301(1)"] == []
    assert got["Section 301(2)"] == [("amended", D(2006, 10, 3))]
    assert got["Section 302(1)"] == [("repealed_and_recreated", D(2004, 2, 2))]
    assert got["Section 303(1)"] == [("amended", D(2001, 6, 12))]


def test_an_amendment_table_with_a_sections_affected_column_and_an_editors_note() -> None:
    """The units named in a "Sections Affected" column are amended on that row's date; a date in an
    editor's note ("renumbered by the codifier on July 1, 2009") is not an amendment."""
    text = (
        "MAPLE COUNTY CODE\nCHAPTER 13 ANIMAL WASTE MANAGEMENT\n\n"
        "13.04 STORAGE. (1) DESIGN. Storage facilities shall meet NRCS 313.\n"
        "(2) CLOSURE. A storage facility not used for 12 months shall be closed.\n\n"
        "13.05 SPREADING. (1) WINTER. No person may spread manure on frozen ground.\n"
        "(2) WELLS. No manure may be applied within 50 feet of a private well.\n\n"
        "13.06 FEES. The permit fee is $100.\n\n"
        "Editor's Note: Section 13.05 was renumbered by the codifier on July 1, 2009, to fit the code format.\n\n"
        "TABLE OF AMENDING ORDINANCES\nOrd. No.   Adopted      Sections Affected\n"
        "98-11      8-18-1998    Chapter created\n05-3       6-14-2005    13.04(2), 13.05(1)\n14-2       3-11-2014    13.06\n"
    )
    info, provisions = segment.segment(text_document(text))
    got = {p.label: [(h.action, h.date) for h in p.history] for p in provisions}
    assert info.enacted == D(1998, 8, 18)
    assert got["13.04(1)"] == [] and got["13.05(2)"] == []
    assert got["13.04(2)"] == [("amended", D(2005, 6, 14))] and got["13.05(1)"] == [("amended", D(2005, 6, 14))]
    assert got["13.06"] == [("amended", D(2014, 3, 11))]
    assert D(2009, 7, 1) not in info.amended


def test_a_statute_note_with_several_verbs_each_naming_units_and_wrapped_after_an_abbreviation() -> None:
    text = (
        "OSTRAND COUNTY CODE\nCHAPTER 12 ANIMAL WASTE\n\n"
        "12.04 STANDARDS. (1) DESIGN. (a) Facilities shall meet NRCS 313.\n"
        "(b) Facilities shall hold the 25-year, 24-hour storm.\n"
        "(2) LOCATION. No facility may be within 500 feet of a stream.\n"
        "(3) LINERS. Earthen facilities shall have a synthetic liner.\n"
        "History: Cr. Ord. 97-4, 1997; cr. (1)(b), am. (2) Ord. 06-11, 2006; r.\n"
        "and recr. (3) Ord. 15-2, 2015.\n"
    )
    _info, provisions = segment.segment(text_document(text))
    got = {p.label: [(h.action, h.year, tuple(h.units)) for h in p.history] for p in provisions}
    assert got["12.04(1)(a)"] == [("created", 1997, ())]
    assert ("created", 2006, ("(1)(b)",)) in got["12.04(1)(b)"]
    assert ("amended", 2006, ("(2)",)) in got["12.04(2)"]
    assert ("repealed_and_recreated", 2015, ("(3)",)) in got["12.04(3)"]


def test_a_source_note_that_names_its_subsections_in_words() -> None:
    from ordinance_review.segment.history import parse_source_note

    got = [(e.action, e.year, e.units) for e in parse_source_note(
        "Ord. 96-4 § 1 (part), 1996; Ord. 2008-11 § 4 (amending subsections A and D, adding subsection E), 2008; "
        "Ord. 2019-06 § 1 (adding subsection B), 2019", {})]
    assert got == [("created", 1996, []), ("amended", 2008, ["(A)", "(D)"]), ("added", 2008, ["(E)"]),
                   ("added", 2019, ["(B)"])]


def test_an_ordinance_table_row_takes_the_date_on_its_own_line() -> None:
    from ordinance_review.segment.history import ordinance_dates

    table = ("    Ord. 94-21 ............ November 15, 1994 (published December 1, 1994)\n"
             "    Ord. 02-17 ............ November 19, 2002\n"
             "    Ord. 11-14 ............ August 16, 2011\n")
    dates = ordinance_dates(table)
    assert dates["94-21"].isoformat() == "1994-11-15"
    assert dates["02-17"].isoformat() == "2002-11-19"
    assert dates["11-14"].isoformat() == "2011-08-16"


def test_dot_leaders_point_a_table_row_at_its_own_date_even_when_two_columns_join_rows() -> None:
    from ordinance_review.segment.history import ordinance_dates

    reflowed = ("Ord. 94-21 ............ November 15, 1994 (published\n"
                "December 1, 1994) Ord. 02-17 ............ November\n19, 2002\n")
    dates = ordinance_dates(reflowed)
    assert dates["02-17"].isoformat() == "2002-11-19"


def test_a_note_naming_a_range_of_subunits_names_each_of_them() -> None:
    from ordinance_review.segment.history import _named_units

    assert _named_units("(4) to (7) Ord. 2019-22") == ["(4)", "(5)", "(6)", "(7)"]
    assert _named_units("(4) and (7) Ord. 2019-22") == ["(4)", "(7)"]


def test_a_history_note_opener_left_at_a_line_end_keeps_the_note_together() -> None:
    """Two columns reflow "... 18 consecutive months. History:" ⏎ "Cr. Ord. 94-21, 1994; am. (4) ..." ⏎
    "(6) Ord. 19-2, 2019.": the note is the section's history, not text of the last subsection."""
    text = ("15.04 DEFINITIONS. (1) \"Facility\" means a manure storage facility.\n"
            "(2) \"Idle facility\" means a facility into which no waste has been put for 18 consecutive months. History:\n"
            "Cr. Ord. 94-21, 1994; cr. (2) Ord. 19-2,\n"
            "2019.\n\n"
            "15.05 PERMITS. No person may build a facility without a permit.\n")
    _info, provisions = segment.segment(text_document(text))
    unit = next(p for p in provisions if p.label == "15.04(2)")
    assert "History" not in unit.text and unit.text.endswith("months.")
    assert any(h.date is not None or h.year == 2019 for h in unit.history if h.action == "created" and h.units)


_CONSOLIDATED = (
    "TOWN OF BARTLE\nMANURE STORAGE ORDINANCE\nORDINANCE NO. 99-2\n\n"
    "The Town Board of the Town of Bartle does ordain as follows:\n\n"
    "Section 1. PURPOSE. This ordinance protects the waters of the Town.\n\n"
    "Section 4. STORAGE.\n"
    "(1) Every storage facility shall meet NRCS 313.\n"
    "(2) No facility may be built within 400 feet of a well.\n"
    "(3) A facility unused for 12 months shall be closed.\n"
    "Note: Subsections (2) and (3) of this Section were amended by Ordinance 2007-5, which\n"
    "lengthened the well distance in subsection (2) and shortened the idle period in subsection\n"
    "(3). The remainder of this Section is as adopted in Ordinance 99-2.\n\n"
    "Section 5. SPREADING.\n"
    "(1) No manure may be spread on frozen ground.\n"
    "(2) Manure shall be incorporated within 48 hours.\n"
    "Note: Section 5 was repealed and recreated in its entirety by Ordinance 2007-5.\n\n"
    "Section 6. FEES.\n"
    "(1) The permit fee is $200.\n"
    "(2) Fees are not refundable.\n"
    "Note: Subsection (1) was amended by Ordinance 2000-4, which raised the fee.\n"
    "Subsection (2) is as adopted in Ordinance 99-2.\n\n"
    "CERTIFICATES OF ADOPTION\n\n"
    "ORDINANCE NO. 99-2\nAdopted this 9th day of March, 1999, by the Town Board.\n"
    "Posted on March 11, 1999.\n\n"
    "ORDINANCE NO. 2000-4 (amending Section 6(1))\nAdopted this 11th day of April, 2000.\n"
    "Posted on April 13, 2000.\n\n"
    "ORDINANCE NO. 2007-5 (amending Sections 4(2) and 4(3), and repealing and\n"
    "recreating Section 5)\nAdopted this 8th day of May, 2007, by the Town Board.\n"
    "Posted on May 10, 2007.\n"
)


def test_prose_notes_under_sections_date_only_the_parts_they_name() -> None:
    """A note of several sentences over several lines, printed under a section: the subsections it
    names take the named ordinance's date (read from the certificates at the end); a sentence that
    says a part is unchanged adds nothing; the note is not text of the last subsection."""
    info, provisions = segment.segment(text_document(_CONSOLIDATED))
    by = {p.label: p for p in provisions}
    got = {label: {(h.action, h.date) for h in p.history} for label, p in by.items()}
    assert info.enacted == D(1999, 3, 9)
    assert got["Section 4(1)"] == set()
    assert got["Section 4(2)"] == got["Section 4(3)"] == {("amended", D(2007, 5, 8))}
    assert got["Section 5(1)"] == got["Section 5(2)"] == {("repealed_and_recreated", D(2007, 5, 8))}
    assert got["Section 6(1)"] == {("amended", D(2000, 4, 11))}
    assert got["Section 6(2)"] == set()
    assert "Note" not in by["Section 4(3)"].text and "Ordinance" not in by["Section 6(2)"].text
    assert not any(p.label == "Section 1" and p.history for p in provisions)  # the enacting clause inserts nothing


def test_a_certificate_gives_its_ordinance_the_adoption_date_below_it_not_the_posting_date_above() -> None:
    closing = _CONSOLIDATED[_CONSOLIDATED.index("CERTIFICATES") :]
    dates = ordinance_dates(closing)
    assert dates == {"99-2": D(1999, 3, 9), "2000-4": D(2000, 4, 11), "2007-5": D(2007, 5, 8)}
    assert sorted(document_dates("", closing).amended or []) == [D(2000, 4, 11), D(2007, 5, 8)]


def test_a_note_about_another_section_stays_closing_furniture() -> None:
    text = (
        "MAPLE COUNTY CODE\nCHAPTER 13 ANIMAL WASTE\n\n"
        "13.05 SPREADING. (1) No person may spread manure on frozen ground.\n"
        "13.06 FEES. The permit fee is $100.\n\n"
        "Note: Section 13.05 was amended by Ord. No. 2011-3, adopted May 3, 2011.\n"
    )
    _info, provisions = segment.segment(text_document(text))
    by = {p.label: p for p in provisions}
    assert by["13.06"].history == [] and "Note" not in by["13.06"].text
    assert [(h.action, h.date) for h in by["13.05(1)"].history] == [("amended", D(2011, 5, 3))]


_STATUTE_WITH_TABLE = (
    "ESTRIN COUNTY CODE                                   Chapter 9\n\n"
    "CHAPTER 9\nMANURE STORAGE\n\n"
    "9.01 AUTHORITY. This chapter is adopted under s. 92.15, Wis. Stats.\n"
    "History: Cr. Ord. 211; renum. from 30.01 Ord. 2010-04.\n\n"
    "9.02 STANDARDS. (1) Facilities shall meet NRCS 313.\n(2) No facility may be sited in a floodplain.\n"
    "(3) Liners shall be tested every 5 years.\n"
    "History: Cr. Ord. 211; am. (2) Ord. 240; am. (3) Ord. 2007-3; renum. from 30.02 Ord. 2010-04.\n\n"
    "9-1                                         Supp. No. 4, 5-2019\n\n"
    "9.03 CLOSURE. (1) Idle facilities shall be closed.\n(2) Closure shall follow NRCS 360.\n"
    "History: Cr. Ord. 211; renum. from 30.03 Ord. 2010-04.\n\n"
    "9-2                                         Supp. No. 4, 5-2019\n\n"
    "9.04 FEES. (1) The fee is $150.\n(2) Fees are not refunded.\n"
    "History: Cr. Ord. 211; renum. from 30.04 Ord. 2010-04.\n\n"
    "TABLE OF AMENDMENTS\n\n"
    "9-3                                         Supp. No. 4, 5-2019\n\n"
    "Ord. No.   Date Adopted   Sections Affected\n"
    "211        4-20-1998      Created Ch. 30 (now Ch. 9)\n"
    "240        7-17-2001      30.02(2) (now 9.02(2))\n"
    "2007-3     3-20-2007      30.02(3) (now 9.02(3))\n"
    "2010-04    2-16-2010      Recodification: Ch. 30 renumbered as Ch. 9; no other change\n"
    "2019-2     5-21-2019      9.03(1) repealed and recreated\n\n"
    "Issued: June 4, 2019, under s. 9.04, to Ridgeway Farms.\n"
)


def test_a_statute_code_whose_dates_are_only_in_a_table_of_bare_ordinance_numbers() -> None:
    """Bare numbers under an "Ord. No." column pair with the date beside them; a chapter-page footer
    with a fixed supplement date is furniture; a renumbering moves text without enacting it; a row
    that repeals and recreates one unit is that unit's history, not the chapter's."""
    from ordinance_review import ingest

    info, provisions = segment.segment(ingest.load_text(_STATUTE_WITH_TABLE, "estrin.txt"))
    by = {p.label: p for p in provisions}
    assert info.enacted == D(1998, 4, 20) and info.repealed_and_recreated is None
    assert not [label for label in by if label.startswith("9-")]  # "9-1  Supp. No. 4, 5-2019" is a footer
    dated = {label: {(h.action, h.date) for h in p.history if h.action != "renumbered"} for label, p in by.items()}
    assert dated["9.02(1)"] == {("created", D(1998, 4, 20))}
    assert ("amended", D(2001, 7, 17)) in dated["9.02(2)"]
    assert ("amended", D(2007, 3, 20)) in dated["9.02(3)"]
    assert ("repealed_and_recreated", D(2019, 5, 21)) in dated["9.03(1)"]
    assert dated["9.03(2)"] == {("created", D(1998, 4, 20))}
    assert dated["9.04(1)"] == {("created", D(1998, 4, 20))}  # "Issued: June 4, 2019, under s. 9.04" is no row


def test_a_codification_named_in_a_municode_editors_note_is_no_amendment() -> None:
    """"Editor's note—" (a dash, as Municode prints it) names the ordinance that adopted the code; the
    text it carried over is not amended by it, so its date is no amendment of the ordinance."""
    front = (
        "ARTICLE V. - ANIMAL WASTE[4]\nFootnotes:\n--- (4) ---\n"
        "Editor's note— Ord. No. 96-2, adopted May 7, 1996, was included in this Code as Art. V at the "
        "discretion of the editor when the county board adopted the Code of Ordinances by Ord. No. 2011-01, "
        "adopted February 8, 2011. Ord. No. 2011-01 did not otherwise change the text.\n"
    )
    dates = document_dates(front, "")
    assert (dates.ord_dates or {}).get("2011-01") == D(2011, 2, 8)
    assert D(2011, 2, 8) not in (dates.amended or [])


def test_a_bracketed_note_under_an_article_heading_wrapped_over_two_lines_covers_the_article() -> None:
    text = (
        "CHAPTER 212 ANIMAL WASTE\n\nArticle I. Storage\n\n§ 212-1. Design.\nA.\nFacilities shall meet NRCS 313.\n\n"
        "Article II. Land Application\n[Adopted 5-11-1999 by Ord. No. 99-2; amended in its\nentirety 4-12-2010 by Ord. No. 10-3]\n\n"
        "§ 212-6. Plans.\nA.\nEvery operator shall follow a nutrient management plan.\n"
    )
    info, provisions = segment.segment(text_document(text))
    by = {p.label: p for p in provisions}
    assert (by["§ 212-6 A."].history[-1].action, by["§ 212-6 A."].history[-1].date) in {
        ("amended", D(2010, 4, 12)), ("repealed_and_recreated", D(2010, 4, 12))}
    assert by["§ 212-1 A."].history == [] and info.repealed_and_recreated is None  # Article I keeps its text


def test_each_article_takes_the_adoption_note_under_its_own_heading() -> None:
    """eCode360: a reserved Article I adopted in 2002 and an Article II adopted in 2010, each note under its
    heading; the units of Article II were enacted in 2010, not with Article I (and not before 2002-10-01)."""
    text = (
        "Chapter 355. Livestock\n[HISTORY: Adopted by the Village Board as indicated in article histories.]\n"
        "GENERAL REFERENCES\nZoning — See Ch. 420.\n"
        "Article I. Farm Animals in Residential Districts\n[Adopted 4-2-2002 by Ord. No. 02-2002]\n"
        "§ 355-1 through § 355-9. (Reserved)\n"
        "Editor's Note: Article I is published separately in Part II of this Code.\n"
        "Article II. Animal Waste Management\n[Adopted 8-17-2010 by Ord. No. 05-2010]\n"
        "§ 355-10. Authority.\nThis article is adopted under s. 92.16, Wis. Stats.\n"
        "§ 355-14. Standards.\nA.\nEvery facility shall be designed to NRCS 313.\n"
    )
    from ordinance_review import ingest

    info, provisions = segment.segment(ingest.load_text(text, "ecode.txt"))
    by = {p.label: p for p in provisions}
    assert info.enacted == D(2010, 8, 17)
    assert [(h.action, h.date) for h in by["§ 355-14 A."].history] == [("enacted", D(2010, 8, 17))]


def test_a_history_table_with_spaced_labels_and_clauses_of_their_own_verbs() -> None:
    """"17.41 (1) (b), (2) (a) amended" names 17.41(1)(b) and 17.41(2)(a); each clause of a row keeps its
    verb; a plain "Ordinance  Adopted" column head dates its bare numbers; an editor's note about other
    sections of the chapter amends none of these."""
    text = (
        "COUNTY CODE\nCHAPTER 17 SHORELAND ZONING\nSUBCHAPTER V -- AGRICULTURE\n"
        "Editor's note: Sections 17.01 to 17.38 of this chapter were revised by Ord. 2016-02,\n"
        "adopted May 17, 2016. Ordinance 2016-02 did not amend subchapter V.\n\n"
        "17.41 FEEDLOTS. (1) SITING. (a) No feedlot within 300 feet of a stream.\n(b) Roofs shall be guttered.\n"
        "(2) RUNOFF. (a) Clean water shall be diverted.\n(b) Runoff shall not reach a lake.\n"
        "History: Cr. Ord. 94-6, 1994; am. (1) (b), (2) (a) Ord. 2006-19, 2006.\n"
        "17.42 PASTURES. Pastures shall keep sod cover.\nHistory: Cr. Ord. 2006-19, 2006.\n\n"
        "LEGISLATIVE HISTORY OF SUBCHAPTER V\n"
        "Ordinance     Adopted          Published        Sections affected\n"
        "94-6          March 15, 1994   March 22, 1994   17.41 created\n"
        "2006-19       Sept. 19, 2006   Sept. 26, 2006   17.42 created; 17.41 (1) (b), (2) (a) amended\n"
    )
    from ordinance_review import ingest

    info, provisions = segment.segment(ingest.load_text(text, "shoreland.txt"))
    got = {p.label: {(h.action, h.date) for h in p.history if h.date is not None} for p in provisions}
    assert info.enacted == D(1994, 3, 15) and D(2016, 5, 17) not in info.amended
    assert ("amended", D(2006, 9, 19)) in got["17.41(1)(b)"] and ("amended", D(2006, 9, 19)) in got["17.41(2)(a)"]
    assert not any(d.year == 2006 for _a, d in got["17.41(1)(a)"]) and not any(d.year == 2006 for _a, d in got["17.41(2)(b)"])
    assert ("created", D(2006, 9, 19)) in got["17.42"]


GROUPED_TABLE = """\
I certify that this is a true copy of Ordinance 88-1 as amended by Ordinances 2004-2 and 2017-5.
AMENDMENT RECORD
ORDINANCE   DATE ADOPTED   SECTIONS AFFECTED   CHANGE
88-1        03-08-1988     All                 Original adoption.
2004-2      06-15-2004     SEC. 2              Definitions amended.
                           SEC. 4(C)           Setback amended.
                           Section 6           Repealed and recreated.
2017-5      10-10-2017     SEC. 3(A)(2)        Fee amended.
                           SEC. 9(B)           Created.
/s/ Town Clerk   Dated: January 4, 2018
"""


def test_a_grouped_amendment_table_dates_each_unit_and_the_certificate_date_is_no_amendment() -> None:
    """Rows of one amending ordinance print its number and date once; the lines under them name more
    units it changed. The clerk's certificate is dated when the copy is made, not when amended."""
    dates = document_dates("", GROUPED_TABLE)
    assert dates.ord_dates["2004-2"] == dt.date(2004, 6, 15) and dates.ord_dates["2017-5"] == dt.date(2017, 10, 10)
    assert dt.date(2018, 1, 4) not in (dates.amended or [])
    named = {key: (e.action, e.date) for key, e in unit_history(GROUPED_TABLE, dates.ord_dates or {}) if e.date}
    assert named["4(c)"] == ("amended", dt.date(2004, 6, 15))
    assert named["6"] == ("repealed_and_recreated", dt.date(2004, 6, 15))
    assert named["3(a)(2)"] == ("amended", dt.date(2017, 10, 10))
    assert named["9(b)"] == ("created", dt.date(2017, 10, 10))


RULES_TABLE = """\
Clerk's note: Rules 1 through 12 were adopted on June 3, 1997. This copy was compiled by the Clerk
on April 6, 2021 and shows all amendments through Ordinance No. 2018-2.
AMENDMENT HISTORY
Ord. No.   Adopted             Effect
2005-3     May 9, 2005         Rule 4 and Rule 9 amended
2018-2     October 1, 2018     Rule 2(b) amended; Rules 13 and 14 added
"""


def test_a_compilation_date_is_no_ordinances_date_and_an_effect_column_names_rules() -> None:
    """A clerk's compilation is dated when it was put together; the table dates each amending
    ordinance, and its last column ("Effect") names the rules it changed."""
    dates = document_dates(RULES_TABLE, "")
    assert dates.ord_dates["2018-2"] == dt.date(2018, 10, 1)
    assert dt.date(2021, 4, 6) not in (dates.amended or [])
    named = {key: e.date for key, e in unit_history(RULES_TABLE, dates.ord_dates or {}) if e.date}
    assert named["rule4"] == dt.date(2005, 5, 9) and named["rule9"] == dt.date(2005, 5, 9)
    assert named["rule2(b)"] == dt.date(2018, 10, 1)


REVISIONS_LIST = """\
REVISIONS
Rev. 6/2009   Ordinance No. 2009-4, adopted May 12, 2009.
              Section 3(2) (fees) amended.
              Section 6 (closure) repealed and recreated.
Rev. 11/2017  Ordinance No. 2017-9, adopted November 7, 2017.
              Section 4(1)(b) (liners) created.
"""


def test_a_revisions_list_dates_each_unit_by_the_ordinance_line_above_it() -> None:
    """ "Section 3(2) (fees) amended." under "Ordinance No. 2009-4, adopted May 12, 2009." takes that
    date; a caption in parentheses may stand between the unit and its verb."""
    dates = document_dates("", REVISIONS_LIST)
    named = {key: (e.action, e.date) for key, e in unit_history(REVISIONS_LIST, dates.ord_dates or {})}
    assert named["3(2)"] == ("amended", dt.date(2009, 5, 12))
    assert named["6"] == ("repealed_and_recreated", dt.date(2009, 5, 12))
    assert named["4(1)(b)"] == ("created", dt.date(2017, 11, 7))


def test_a_division_created_on_a_date_is_its_enactment() -> None:
    front = ("ARTICLE 5 — AGRICULTURAL DISTRICTS\nDIVISION 5.2 — LIVESTOCK\n[Division 5.2 created June 18, 2013, by "
             "Ord. No. 2013-11. Amended February 19, 2019, by Ord. No. 2019-04.]")
    dates = document_dates(front, "")
    assert dates.enacted == dt.date(2013, 6, 18)
    assert dt.date(2019, 2, 19) in (dates.amended or [])


def test_a_statute_note_names_several_paragraphs_before_its_verb() -> None:
    note = ("Adopted 6-21-1994, Ord. 94-11; par. (b) amended 8-20-2002, Ord. 02-15; pars. (c) and (d) "
            "created 11-16-2004, Ord. 04-22.")
    assert [(e.action, e.units) for e in parse_note(note, {}, brackets="")] == [
        ("enacted", []), ("amended", ["(b)"]), ("created", ["(c)", "(d)"])]


def test_a_source_note_printed_newest_first_is_created_by_its_oldest_ordinance() -> None:
    from ordinance_review.segment.history import parse_source_note

    newest_first = parse_source_note("Ord. 2013-22 § 3, 2013; Ord. 96-14 § 1 (part), 1996", {})
    assert [(e.action, e.year) for e in newest_first] == [("amended", 2013), ("created", 1996)]
    oldest_first = parse_source_note("Ord. No. 2011-07, § 1, 6-14-2011; Ord. No. 2018-22, § 1, 10-16-2018", {})
    assert [e.action for e in oldest_first] == ["created", "amended"]


def test_another_law_described_as_readopted_is_no_reenactment_of_this_one() -> None:
    assert recreate_date("Editor's Note: See also Ch. 14, Shoreland Zoning, as readopted 3-9-2006, for setbacks.") is None
    assert recreate_date("This chapter was re-adopted on March 9, 2006 by Ord. 06-3.") == D(2006, 3, 9)
    # a table row naming the unit after the verb re-enacts that unit, not the ordinance
    assert recreate_date("Ord. 2012-3  adopted 6/12/2012  created 5.4 and 5.5; repealed and recreated Section 6") is None
    assert recreate_date("Ord. 2012-3  adopted 6/12/2012  ordinance repealed and recreated in its entirety") == D(2012, 6, 12)


def test_a_disposition_table_after_the_last_section_dates_the_source_notes() -> None:
    text = """\
9.50.070 Closure.
A. A facility unused for 12 months shall be closed.
(Ord. 96-14 § 1 (part), 1996)

9.50.080 Overflow.
A. No facility shall overflow.
(Ord. 2013-22 § 2, 2013; Ord. 96-14 § 1 (part), 1996)

Disposition of ordinances affecting this chapter:

   Ord. No.    Adopted       Disposition
   96-14       08-20-1996    Chapter 9.50
   2013-22     11-19-2013    9.50.080
"""
    info, provisions = segment.segment(text_document(text))
    by_label = {p.label: p for p in provisions}
    assert info.enacted == D(1996, 8, 20)
    assert "Disposition" not in by_label["9.50.080 A."].text
    assert [(h.action, h.date) for h in by_label["9.50.080 A."].history] == [
        ("amended", D(2013, 11, 19)), ("created", D(1996, 8, 20))]


def test_a_history_table_range_of_subunits_names_them_not_their_section() -> None:
    from ordinance_review.segment.history import _clause_labels

    assert _clause_labels("1.1, 3.1, 4.3(b), 5.1(c)-(d)") == ["1.1", "3.1", "4.3(b)", "5.1(c)", "5.1(d)"]


def test_a_statute_note_names_capital_lettered_subunits() -> None:
    entries = parse_note("Cr. Ord. 94-12, 1994; am. (C) Ord. 2001-07, 2001; am. (A), (B) Ord. 2017-14, 2017.", {},
                         brackets="")
    assert [(e.year, e.units) for e in entries] == [(1994, []), (2001, ["(C)"]), (2017, ["(A)", "(B)"])]


def test_source_notes_printed_after_each_paragraph_date_that_paragraph() -> None:
    """A code that notes each paragraph ("(a) ... (Ord. 96-4, 3-19-1996)" then "(b) ...") prints a note
    between two subsections of one section: each note is its paragraph's, not the whole section's."""
    text = """\
Sec. 9.22 LARGE LIVESTOCK FACILITIES.
(4) LOCATION.
(a) No animal lot may be located within 300 feet of a navigable stream. (Ord. 96-4, 3-19-1996)
(b) No manure storage facility may be located within 1,000 feet of a public well. (Ord. 96-4, 3-19-1996; am. Ord. 2017-12, 5-16-2017)
(c) No facility may be located within 1,000 feet of a sinkhole. (Cr. Ord. 2022-03, 2-15-2022)
"""
    info, provisions = segment.segment(text_document(text))
    dates = {p.label: sorted(h.date for h in p.history if h.date) for p in provisions}
    assert dates["Sec. 9.22(4)(a)"] == [D(1996, 3, 19)]
    assert dates["Sec. 9.22(4)(c)"] == [D(2022, 2, 15)]


def test_a_section_noted_once_after_its_last_division_is_dated_whole_beside_sections_noted_per_division() -> None:
    """American Legal prints the note under each division in one section and once, after the last
    division, for the whole of the next: the decision is the section's, not the document's."""
    text = """\
§ 92.14 CLOSURE.
(A) A facility unused for 24 consecutive months shall be closed, whatever its design.
(Ord. 2001-7, passed 3-13-2001; Am. Ord. 2019-11, passed 10-8-2019)
(B) Closure shall follow NRCS Conservation Practice Standard 360.
(Ord. 2019-11, passed 10-8-2019)
§ 92.20 NUTRIENT MANAGEMENT.
(A) Every operator shall have and follow an annual nutrient management plan.
(B) The plan shall include every pasture.
(C) A copy of the plan shall be filed with the clerk by March 1.
(Ord. 2015-2, passed 4-14-2015)
"""
    info, provisions = segment.segment(text_document(text))
    dates = {p.label: sorted(h.date for h in p.history if h.date) for p in provisions}
    assert dates["§ 92.14(B)"] == [D(2019, 10, 8)]
    assert dates["§ 92.20(A)"] == dates["§ 92.20(C)"] == [D(2015, 4, 14)]


def test_a_number_of_another_year_does_not_take_the_date_on_the_line_above() -> None:
    text = "Originally adopted as Ordinance No. 99-14, June 15, 1999\nReprinted with amendments through Ordinance No. 2021-09 (2021)\n"
    assert ordinance_dates(text) == {"99-14": D(1999, 6, 15)}


def test_an_appendix_history_line_printed_once_dates_every_item() -> None:
    text = """\
17.15 SEVERABILITY. If any part of this chapter is held invalid, the rest remains in force.

APPENDIX A TECHNICAL STANDARDS ADOPTED BY REFERENCE

A-1. STORAGE. NRCS conservation practice standard 313 is adopted by reference.

A-2. NUTRIENT MANAGEMENT. NRCS conservation practice standard 590 is adopted by reference.

History: Cr. Ord. 2013-22, 10-15-2013.
"""
    info, provisions = segment.segment(text_document(text))
    dates = {p.label: [h.date for h in p.history] for p in provisions}
    assert dates["A-1"] == dates["A-2"] == [D(2013, 10, 15)]


def test_a_table_of_amending_ordinances_printed_as_an_appendix_is_read_as_the_history() -> None:
    text = """\
Originally adopted as Ordinance No. 99-14, June 15, 1999.

17.01 AUTHORITY. This chapter is adopted under s. 92.15, Wis. Stats.

17.02 STORAGE. Every facility shall meet NRCS standard 313.

APPENDIX B TABLE OF AMENDING ORDINANCES

   Ord. No.   Adopted      Provisions affected
   99-14      06-15-1999   Chapter created
   2013-22    10-15-2013   17.02 am.
"""
    info, provisions = segment.segment(text_document(text))
    assert [p.label for p in provisions] == ["17.01", "17.02"]
    assert info.amended == [D(2013, 10, 15)]


def test_a_note_that_names_only_an_ordinance_number_is_dated_by_the_code_s_history() -> None:
    """"(Am. Ord. No. 31)" carries no date; the legislative history paragraph dates Ord. No. 31."""
    ords = ordinance_dates("Ordinance No. 17 was adopted on April 14, 1998. It has been amended by Ordinance No. 31, "
                           "adopted on August 10, 2004, and by Ordinance No. 58, adopted on March 12, 2019.")
    text, entries = strip_notes("Manure shall be held for 60 days. (Am. Ord. No. 31)", ords)
    assert text == "Manure shall be held for 60 days."
    assert [(e.action, e.date) for e in entries] == [("amended", D(2004, 8, 10))]
    _, entries = strip_notes("The owner shall notify the clerk. (5.5 created by Ord. No. 58)", ords)
    assert [(e.action, e.date) for e in entries] == [("created", D(2019, 3, 12))]
    # a cross-reference in parentheses dates nothing
    text, entries = strip_notes("Fees are set by resolution (see Ord. No. 31).", ords)
    assert entries == [] and "(see Ord. No. 31)" in text


def test_a_statute_note_names_a_capital_sibling_after_a_numbered_child() -> None:
    """"cr. (D)(3), (F)": (F) is a sibling of (D), the code's top level, not a child of (3)."""
    entries = parse_note("Cr. Ord. 94-12, 1994; cr. (D)(3), (F) Ord. 2022-03, 2022.", {}, brackets="")
    assert entries[-1].units == ["(D)(3)", "(F)"]


def test_a_legislative_history_names_roman_sections_with_their_parts() -> None:
    text = (
        "LEGISLATIVE HISTORY\n"
        "Ord. No. 99-1      Adopted March 9, 1999.  Original ordinance.\n"
        "Ord. No. 2006-2    Adopted August 14, 2006.  Section III amended.  Section VI.C. repealed\n"
        "and recreated.\n"
        "Ord. No. 2021-3    Adopted June 8, 2021.  Sections V.A.2., VI.B.2. and IX.B. amended.\n"
    )
    named = {(key, e.action, e.date) for key, e in unit_history(text, ordinance_dates(text))}
    assert named == {
        ("iii", "amended", D(2006, 8, 14)),
        ("vi.c", "repealed_and_recreated", D(2006, 8, 14)),
        ("v.a.2", "amended", D(2021, 6, 8)),
        ("vi.b.2", "amended", D(2021, 6, 8)),
        ("ix.b", "amended", D(2021, 6, 8)),
    }
    from ordinance_review.segment.history import covers

    assert covers("vi.c", "Section VI C. 1.") and covers("v.a.2", "V. A. 2.") and not covers("v.a.2", "Section V A. 20.")


def test_a_bracketed_note_of_sentences_names_the_subsections_each_changed() -> None:
    """ "[Adopted ... Subsec. (b) amended and subsec. (d) created 6-9-2009, ...]": each sentence is a part."""
    _text, entries = strip_notes("The owner shall inspect the pond. [Adopted 3-14-2000, Ord. No. 2000-03. Subsec. (b) "
                                 "amended and subsec. (d) created 6-9-2009, Ord. No. 2009-05.]", {})
    assert [(e.action, e.date, e.units) for e in entries] == [
        ("enacted", D(2000, 3, 14), []), ("amended", D(2009, 6, 9), ["(b)"]), ("created", D(2009, 6, 9), ["(d)"])]


def test_a_note_after_a_section_s_last_subsection_dates_the_subsections_it_names() -> None:
    from ordinance_review.ingest import load_text
    from ordinance_review.segment import segment

    text = ("Section 4.1 Storage.\n(a) Every pond shall be built to NRCS 313.\n(b) Every pond shall have a depth marker.\n"
            "[Adopted 3-14-2000, Ord. No. 2000-03. Subsec. (b) amended 6-9-2009,\nOrd. No. 2009-05.]\n"
            "Section 4.2 Closure.\n(a) An idle pond shall be closed within 24 months.\n")
    _info, provisions = segment(load_text(text, "t.txt"))
    dated = {p.label: sorted(str(h.date) for h in p.history if h.action != "enacted") for p in provisions}
    assert dated["Section 4.1(a)"] == [] and dated["Section 4.1(b)"] == ["2009-06-09"]


def test_a_former_laws_date_wrapped_after_an_abbreviation_is_still_the_former_laws() -> None:
    from ordinance_review.segment.history import enactment_dates

    wrapped = ("Former Art. IV, pertaining to well abandonment, derived from Ord. No.\n"
               "88-3, adopted March 8, 1988, and was relocated to ch. 38.")
    assert enactment_dates(wrapped) == []
    title_block = "(formerly the Halloran County Animal Waste Storage Ordinance)\nOriginally adopted May 21, 1996"
    assert [d.isoformat() for d in enactment_dates(title_block)] == ["1996-05-21"]


def test_a_history_table_row_that_recreates_the_old_ordinance_is_dated_by_its_own_row() -> None:
    """ "2008-14   05/20/2008   Entire ordinance (repealed and recreated 1995 ordinance)": the row's own date
    is the recreation, not the old ordinance's year nor the next row's date."""
    text = ("BRENNOCK COUNTY\nLIVESTOCK OPERATIONS ORDINANCE\nOrdinance No. 2008-14\nAdopted May 20, 2008\n"
            "As amended by Ordinance Nos. 2014-06 and 2021-22\n\n"
            "1.1 Authority. This ordinance is adopted under s. 92.15, Wis. Stats.\n"
            "1.2 Repeal. The 1995 manure storage ordinance of the county is repealed.\n"
            "1.3 Storage. Every manure storage facility shall meet NRCS Standard 313.\n[Am. Ord. 2014-06, 04/15/2014]\n\n"
            "AMENDMENT HISTORY\n\nOrdinance No.    Adopted       Sections affected\n"
            "2008-14          05/20/2008    05/29/2008    Entire ordinance (repealed and recreated 1995 ordinance)\n"
            "2014-06          04/15/2014    1.3\n2021-22          10/19/2021    1.1\n")
    info, _provisions = segment.segment(text_document(text))
    assert info.repealed_and_recreated == D(2008, 5, 20)
    assert info.enacted == D(2008, 5, 20)


_SOURCE_LINES = """CHAPTER 152: ANIMAL FEEDING OPERATIONS

§ 152.10 DEFINITIONS.
   In this chapter, "manure" means livestock excreta.
Source: Ord. 99-07, passed 11-8-1999

§ 152.11 DESIGN AND CONSTRUCTION.
   (A) A manure storage facility shall be designed and built as NRCS Standard 313 requires.
   (B) A facility that stores liquid manure shall have capacity for no less than 180 days of manure.
(Am. Ord. 2001-05, passed 7-9-2001)
   (C) Every facility shall keep room for the runoff of a 25-year, 24-hour storm.
(Added Ord. 2019-08, passed 9-9-2019)
Source: Ord. 99-07, passed 11-8-1999
Penalty, see § 152.99

§ 152.12 ABANDONMENT.
   (A) A facility unused for 24 months shall be closed.
   (B) Closure shall follow NRCS Standard 360.
Source: Ord. 99-07, passed 11-8-1999; Am. Ord. 2012-03, passed 3-12-2012
"""


def test_a_source_line_after_a_section_dates_every_unit_of_it() -> None:
    """American Legal prints "Source: Ord. ..., passed ..." once under a section, beside notes on single
    subsections: the source line is the whole section's history, and the code's enactment."""
    info, provisions = segment.segment(text_document(_SOURCE_LINES))
    history = {p.label: {(h.action, h.date) for h in p.history} for p in provisions}
    assert info.enacted == D(1999, 11, 8)
    assert ("created", D(1999, 11, 8)) in history["§ 152.11(A)"]
    assert {("created", D(1999, 11, 8)), ("amended", D(2001, 7, 9))} <= history["§ 152.11(B)"]
    assert ("added", D(2019, 9, 9)) in history["§ 152.11(C)"]
    assert ("amended", D(2012, 3, 12)) in history["§ 152.12(A)"] and ("amended", D(2012, 3, 12)) in history["§ 152.12(B)"]


def test_a_unit_recreated_in_a_statement_a_narrow_column_wrapped_stays_that_units() -> None:
    """ "Section 6 (design and construction standards)" ⏎ "repealed and recreated.": the wrapped statement
    names a section, so the ordinance as a whole was not recreated."""
    from ordinance_review.segment.history import document_dates

    closing = ("REVISIONS\nRev. 10/2016 Ordinance No. 2016-30, adopted\nOctober 11, 2016.\n"
               "Section 6 (design and construction standards)\nrepealed and recreated.\n"
               "Section 8 (nutrient management) created.\n")
    dates = document_dates("ANIMAL WASTE ORDINANCE\nAdopted by the County Board of Supervisors\non March 14, 1995\n", closing)
    assert dates.repealed_and_recreated is None
    assert dates.enacted == D(1995, 3, 14)


def test_a_history_table_row_wrapped_by_a_narrow_column_is_read_whole() -> None:
    """ "94-6 March 15, 1994 March 22, 1994 17.40, 17.41," ⏎ "17.43 created": one row, whose last unit and
    action were carried to the next line; the next row starts a row of its own."""
    from ordinance_review.segment.history import join_wrapped_rows, unit_history

    text = ("LEGISLATIVE HISTORY\nOrdinance Adopted Published Sections affected\n"
            "94-6 March 15, 1994 March 22, 1994 17.40, 17.41,\n17.43 created\n"
            "2006-19 Sept. 19, 2006 Sept. 26, 2006 17.40 (4), 17.41 (6),\n17.42 created; 17.41 (2) (b)\namended\n")
    joined = join_wrapped_rows(text)
    assert "17.40, 17.41, 17.43 created" in joined
    assert "17.41 (6), 17.42 created; 17.41 (2) (b) amended" in joined
    keys = {(key, entry.action) for key, entry in unit_history(joined, {})}
    assert ("17.41(2)(b)", "amended") in keys or any(k.startswith("17.41(2)") and a == "amended" for k, a in keys)


def test_a_bare_source_ordinance_before_the_verbs_created_the_unit() -> None:
    """ "Ord. 94-06 § 1; r. and recr. Ord. 2008-11": the first ordinance, with no verb, is the unit's source."""
    from ordinance_review.segment.history import parse_note

    od = {"94-06": D(1994, 3, 15), "2008-11": D(2008, 5, 20)}
    got = [(e.action, e.date) for e in parse_note("Ord. 94-06 § 1; r. and recr. Ord. 2008-11.", od, brackets="")]
    assert got == [("created", D(1994, 3, 15)), ("repealed_and_recreated", D(2008, 5, 20))]


def test_a_history_row_dates_a_range_of_subunits_and_the_units_that_cite_an_amended_table() -> None:
    """ "5.02(1)-(2)" in a row names both subsections; "Table 4-1" in a row amends the rules that take their
    distances from that table; "Art. VI repealed and recreated" recreates an article, not the ordinance."""
    text = ("ANIMAL WASTE ORDINANCE\nOrdinance No. 96-14\nAdopted by the County Board\nNovember 12, 1996\n\n"
            "ARTICLE IV  LOCATION\n\nSection 4.01  Separation Distances.\n\n"
            "     (1)  No storage facility shall be closer to a feature than the distance in Column A of Table 4-1.\n\n"
            "     (2)  No manure pile shall be closer to a private well than 250 feet.\n\n"
            "ARTICLE V  DESIGN\n\nSection 5.02  Storage Capacity.\n\n"
            "     (1)  Every liquid storage facility shall hold 180 days of manure.\n\n"
            "     (2)  Every facility shall hold the runoff of a 25-year, 24-hour storm.\n\n"
            "     (3)  Every earthen pit shall be fenced.\n\n"
            "AMENDMENT HISTORY\n\nOrdinance       Date adopted     Provisions affected\n"
            "2013-22         9/17/2013        Table 4-1; 5.02(1)-(2);\n"
            "                                 5.03 created; Art. VI repealed and recreated\n")
    info, provisions = segment.segment(text_document(text))
    amended = {p.label: any(h.date == D(2013, 9, 17) for h in p.history) for p in provisions}
    assert info.enacted == D(1996, 11, 12)
    assert amended["Section 4.01(1)"] and not amended["Section 4.01(2)"]
    assert amended["Section 5.02(1)"] and amended["Section 5.02(2)"] and not amended["Section 5.02(3)"]


def test_a_source_note_naming_the_old_code_s_section_in_parentheses_leaves_the_text() -> None:
    text, entries = strip_notes(
        "Property line 100 feet (Ord. No. 2004-17, § 1(3.02), 6-15-2004; Ord. No. 2010-31, § 4, 11-16-2010) "
        "State law reference(s)--Manure storage facilities, NR 151.05(2).", {})
    assert "Ord. No." not in text and text.startswith("Property line 100 feet")
    assert [(e.action, e.date) for e in entries] == [("created", D(2004, 6, 15)), ("amended", D(2010, 11, 16))]


def test_a_statutes_note_lists_units_before_its_verb_naming_only_their_lowest_levels() -> None:
    """"(6)(a)2., (b)1., 3.a., 4. am. Ord. 2008-11": each item takes the levels above it from the one before."""
    entries = parse_note("(6) cr. Ord. 96-3, 3-19-96; (6)(a)2., (b)1., 3.a., 4. am. Ord. 2008-11, 5-20-08; "
                         "(6)(b)6., 7., 10., (d) cr. Ord. 2015-04, 4-21-15", {})
    assert [(e.action, e.units) for e in entries] == [
        ("created", ["(6)"]),
        ("amended", ["(6)(a)2.", "(6)(b)1.", "(6)(b)3.a.", "(6)(b)4."]),
        ("created", ["(6)(b)6.", "(6)(b)7.", "(6)(b)10.", "(6)(d)"]),
    ]


def test_a_roman_section_in_a_sections_affected_column_names_its_decimal_units() -> None:
    """A town ordinance headed "SECTION VII" numbers its units 7.1, 7.2: the table's "Section VII (r. & recr.)"
    reaches them, and the items of one row keep their own verbs."""
    text = ("TABLE OF AMENDMENTS\nOrd. No.\tAdopted\tSections Affected\tSummary\n"
            "02-2011\t03/08/2011\t2.1; 5.1 (r. & recr.); Section VII (r. & recr.); 8.3 (cr.)\tConformed to NR 151.\n")
    got = {key: entry.action for key, entry in unit_history(text, {})}
    assert got["7"] == "repealed_and_recreated" and got["2.1"] == "amended" and got["8.3"] == "created"
    assert key_covers("7", unit_key("Section 7.1")) and not key_covers("7", unit_key("Section 17.1"))


def test_an_abbreviated_article_in_a_sections_affected_column_names_its_sections() -> None:
    """ "Art. VI am." in a legislative history table reaches Sections 6.01, 6.02 ... of Article VI."""
    text = ("LEGISLATIVE HISTORY\n   Ord. No.   Adopted        Published      Sections affected\n"
            "   2008-4     Sept. 9, 2008  Sept. 18, 2008 3.01 am.; 5.08 cr.; Art. VI am.;\n"
            "                                            8.01 am.\n")
    got = {key: entry.action for key, entry in unit_history(text, {})}
    assert got["6"] == "amended" and got["5.08"] == "created" and got["8.01"] == "amended"
    assert key_covers("6", unit_key("Section 6.01"))


def test_an_american_legal_source_note_named_in_its_parentheses_dates_the_whole_section() -> None:
    """ "(Source: Ord. 97-31, passed 9-2-1997; Am. Ord. 2009-14, passed 7-20-2009) Penalty, see § 91.99" under a
    section's last subsection is the section's note, as the same note without its "Source:" is."""
    text, entries = strip_notes("Pens shall be kept clean. (Source: Ord. 97-31, passed 9-2-1997; Am. Ord. 2009-14, "
                                "passed 7-20-2009) Penalty, see § 91.99", {})
    assert text == "Pens shall be kept clean. Penalty, see § 91.99"
    assert [(e.action, e.date) for e in entries] == [("created", D(1997, 9, 2)), ("amended", D(2009, 7, 20))]
    doc = ("CHAPTER 91: FARM ANIMALS\n\n§ 91.04 PENS.\n\n(A) No pen shall be closer than 100 feet to a dwelling.\n\n"
           "(B) The owner shall clean each pen once a week.\n\n(Source: Ord. 97-31, passed 9-2-1997; Am. Ord. 2009-14,\n"
           "passed 7-20-2009) Penalty, see § 91.99\n\n§ 91.05 STORAGE.\n\n(A) Storage shall meet NRCS 313.\n\n"
           "(Source: Ord. 97-31, passed 9-2-1997)\n")
    info, provisions = segment.segment(text_document(doc))
    got = {p.label: [(h.action, h.date) for h in p.history] for p in provisions}
    assert got["§ 91.04(A)"] == got["§ 91.04(B)"] == [("created", D(1997, 9, 2)), ("amended", D(2009, 7, 20))]
    assert info.enacted == D(1997, 9, 2)


_OUTDENTED_NOTE = """3.03 PERMIT CONDITIONS.

     A. Every permit is subject to the following conditions:

          1. The holder shall notify the Department before construction begins.

          2. The holder shall install three groundwater monitoring wells.

     B. The Department may attach further conditions to a permit.
          (Created 3/19/2019, Ord. 2019-04)

     C. A permit lapses after two years.

(Amended 3/16/2004, Ord. 2004-06)

3.04 FEES. The fee is set by the County Board.
"""


def test_a_dated_note_back_at_the_section_margin_dates_the_whole_section() -> None:
    """The note under "C." printed at the section's margin is the section's; one printed under "B." at the
    subsection's own indentation stays that subsection's."""
    from ordinance_review import ingest, segment

    _info, provisions = segment.segment(ingest.load_text(_OUTDENTED_NOTE, "t.txt"))
    dates = {p.label: sorted(h.date for h in p.history if h.date) for p in provisions}
    assert dates["3.03 A. 2."] == [dt.date(2004, 3, 16)]
    assert dates["3.03 C."] == [dt.date(2004, 3, 16)]
    assert dt.date(2019, 3, 19) in dates["3.03 B."]
    assert dt.date(2019, 3, 19) not in dates["3.03 A. 2."]
    assert dates["3.04"] == []


def test_a_code_that_prints_every_note_at_the_margin_does_not_date_a_section_by_margin() -> None:
    """With no note printed at a subsection's own indentation, the margin tells nothing: the note after the last
    subsection stays with it, as before."""
    from ordinance_review import ingest, segment

    text = _OUTDENTED_NOTE.replace("          (Created 3/19/2019, Ord. 2019-04)\n", "")
    _info, provisions = segment.segment(ingest.load_text(text, "t.txt"))
    dates = {p.label: sorted(h.date for h in p.history if h.date) for p in provisions}
    assert dates["3.03 A. 2."] == []
    assert dates["3.03 C."] == [dt.date(2004, 3, 16)]


def test_a_code_of_ordinances_page_number_is_no_ordinance() -> None:
    """A foot "Harrowgate County Code of Ordinances   22-4" under a republication date names a page, not
    Ordinance 22-4 adopted that day; "Ordinances 22-4 and 22-5" still name ordinances."""
    closing = ("Chapter 22 was last republished by the County Clerk as of November 1, 2019.\n"
               "Harrowgate County Code of Ordinances 22-4")
    assert "22-4" not in ordinance_dates(closing)
    assert ordinance_dates("Amended by Ordinances 22-4 (March 3, 2022).")["22-4"] == D(2022, 3, 3)


def test_a_history_line_in_prose_names_the_subsections_before_their_verbs() -> None:
    """"Subsection (2) amended, and subsections (4), (5) and (6) created, 6-9-08": each clause dates only the
    subsections it names; "Subsections (1), (3) and (7) unchanged since 1998" dates nothing."""
    entries = parse_note("Adopted 4-14-98, Ord. 98-2. Subsection (2) amended, and subsections (4), (5) and (6) "
                         "created, 6-9-08, Ord. 2008-3. Subsections (1), (3) and (7) unchanged since 1998.", {})
    assert [(e.action, e.date, e.units) for e in entries] == [
        ("enacted", D(1998, 4, 14), []), ("amended", D(2008, 6, 9), ["(2)"]),
        ("created", D(2008, 6, 9), ["(4)", "(5)", "(6)"])]


def test_a_parenthesised_note_that_names_its_unit_by_the_word_alone_is_a_note() -> None:
    """"(Section amended in its entirety 03/10/2009, Ord. 2009-2)" under a heading, "(This section was amended
    3-10-2009)" after a rule: the unit they are printed under, dated; a parenthesis naming a section is text."""
    text, notes = strip_notes("WASTE STORAGE FACILITIES (Section amended in its entirety 03/10/2009, Ord. 2009-2)", {})
    assert text == "WASTE STORAGE FACILITIES" and [(n.action, n.date) for n in notes] == [("amended", D(2009, 3, 10))]
    assert [(n.action, n.date) for n in strip_notes("Text. (This section was amended 3-10-2009)", {})[1]] == [
        ("amended", D(2009, 3, 10))]
    assert strip_notes("The permit (Section 5 of the ordinance) applies.", {})[1] == []


def test_sections_re_adopted_without_their_numbers_is_no_re_enactment_of_the_whole() -> None:
    """"Sections re-adopted September 18, 2012" on a title page re-enacts some sections (the amendment table names
    them), not the ordinance; "This ordinance was repealed and recreated ..." is the whole."""
    from ordinance_review.segment.history import recreate_date

    assert recreate_date("Adopted June 1, 2000 - Ordinance No. 2000-6\nSections re-adopted September 18, 2012 - "
                         "Ordinance No. 2012-14") is None
    assert recreate_date("This ordinance was repealed and recreated September 18, 2012.") == D(2012, 9, 18)


def test_a_history_in_sentences_set_in_a_narrow_column_dates_its_last_units() -> None:
    """A narrow column spreads "On August 9, 2016, the Town Board adopted ..." over a dozen short lines: the units
    named at the paragraph's end still take that date, not none (nor the paragraph above's)."""
    text = ("On June 9, 2009, the Town Board adopted\nOrdinance No. 2009-3. Section 4(1)\nwas amended.\n\n"
            "On August 9, 2016, the Town Board\nadopted Ordinance No. 2016-1.\nSubsection 3 of Section 6 was\n"
            "amended by reducing the idle\nperiod from twenty-four months to\ntwelve months. Section 5(4) was\n"
            "amended to correct the cross-\nreference to the standard\n(which formerly read \"NRCS\nStandard 590\n"
            "(1999)\"). Subsections 6, 7 and\n8 of Section 5 were created.\n")
    got = {key: (e.action, e.date) for key, e in unit_history(text, {})}
    assert got["5(8)"] == ("created", D(2016, 8, 9))
    assert got["6(3)"] == ("amended", D(2016, 8, 9))
    assert got["4(1)"] == ("amended", D(2009, 6, 9))


_SUMMARY_HEAD = """SUMMARY OF AMENDMENTS

Ordinance No. 2018-11, adopted June 19, 2018, amended this chapter as shown below. All sections not
listed remain as adopted.
"""


@pytest.mark.parametrize("rows", [
    "  Section           Action\n  4.07(3)           Amended (120 days changed to 180 days)\n  4.09(1)           Created\n",
    # a row per unit with the word before its number, and no column heads at all
    "  Section 4.07(3)   Amended\n  Section 4.09(1)   Created\n",
    "s. 4.07(3)   Amended\ns. 4.09(1)   Created\n",
    # each row with its own ordinance and date; one row whose unit a scan lost
    "Section   Action     Ordinance   Date\n4.07(3)   Amended    2018-11     6-19-2018\nAmended   2018-11   6-19-2018\n"
    "4.09(1)   Created    2018-11     6-19-2018\n",
])
def test_a_table_of_one_ordinance_s_changes_dates_each_unit_it_lists(rows: str) -> None:
    found = {key: (e.action, e.date) for key, e in unit_history(_SUMMARY_HEAD + "\n" + rows + "\nAdopted by the County Board.", {})}
    assert found == {"4.07(3)": ("amended", D(2018, 6, 19)), "4.09(1)": ("created", D(2018, 6, 19))}


def test_a_table_of_changes_under_an_ordinance_adopted_by_its_board_names_siblings_by_number_alone() -> None:
    """ "Ordinance No. 2017-06, adopted by the County Board March 21, 2017": the board between the verb and the date;
    "3.03(3), (4)" names 3.03(3) and 3.03(4); the original ordinance named after it ("as adopted by Ordinance No.
    2001-11 on June 19, 2001") dates no row."""
    text = ("SUMMARY OF AMENDMENTS\n\nOrdinance No. 2017-06, adopted by the County Board March 21, 2017, published "
            "March 29, 2017.\nExcept as listed below, the text of Chapter 3 is as adopted by Ordinance No. 2001-11 on\n"
            "June 19, 2001.\n\n   Section          Action     Description\n"
            "   ---------------  ---------  ------------------------------\n"
            "   Title            Amended    Retitled\n"
            "   3.03(3), (4)     Created    Definitions of unconfined manure pile and water quality\n"
            "                               management area\n"
            "   3.08(1)(b)       Amended    Storage period increased from 120 days to 180 days\n")
    found = {key: (e.action, e.date) for key, e in unit_history(text, {})}
    assert found == {"3.03(3)": ("created", D(2017, 3, 21)), "3.03(4)": ("created", D(2017, 3, 21)),
                     "3.08(1)(b)": ("amended", D(2017, 3, 21))}


def test_a_scanned_table_of_changes_gets_back_the_chapter_number_its_rows_lost() -> None:
    """A scan lost a row's first figures at the cell's edge (".08(1)(b)", ".Q7(2)") or read specks before it ("Ww
    WWWWWW 3.06"): the chapter's number the table's other rows print mends them; before any row shows it, nothing
    is guessed."""
    text = ("SUMMARY OF AMENDMENTS\n\nOrdinance No. 2017-06, adopted March 21, 2017.\n\nSection Action Description\n"
            ".05(2) Amended Lost before any row showed the chapter\n"
            "3.04 Repealed Applicability text moved to\n"
            "from former 3.04\n"
            "3.05 Created Performance standards and prohibitions\n"
            "Ww WWWWWW 3.06 Created Implementation, cost sharing and variances\n"
            ".Q7(2) Amended Permit expiration added\n"
            ".08(1)(b) Amended Storage period increased from 120 days to 180 days\n")
    found = {key: e.action for key, e in unit_history(text, {})}
    assert found == {"3.04": "amended", "3.05": "created", "3.06": "created", "3.07(2)": "amended", "3.08(1)(b)": "amended"}


def test_a_list_of_sections_in_prose_is_no_table_of_changes() -> None:
    text = "SUMMARY OF AMENDMENTS\n\nThe Board reviewed this chapter in 2018 and left Sections 4.07 and 4.09 as they were.\n"
    assert unit_history(text, {}) == []


RULED_RECORD = """AMENDMENT RECORD

|---------------------|-----------|------------|------------------------------------------|
| Section(s) Amended  | Ord. No.  | Date       | Description                              |
|---------------------|-----------|------------|------------------------------------------|
| 4.03(2)             | 2006-09   | 04/18/2006 | Cost-share conformed to s. 92.15(4)      |
|---------------------|-----------|------------|------------------------------------------|
| 4.06(4), 4.08(3)    | 2006-09   | 04/18/2006 | Margin of safety; unconfined piles       |
|---------------------|-----------|------------|------------------------------------------|
| 4.10(2), 4.10(4)-(5)| 2016-22   | 10/18/2016 | Winter spreading; fall nitrogen;         |
|                     |           |            | incorporation near surface waters        |
|---------------------|-----------|------------|------------------------------------------|
| 4.11(2)             | 2016-22   | 10/18/2016 | Compliance period                        |
|---------------------|-----------|------------|------------------------------------------|

Sections not listed above remain as adopted June 15, 1999.
"""


def test_a_ruled_amendment_record_dates_each_unit_its_row_names() -> None:
    """Units first, several to a row and ranges among them, then the ordinance and its date; a description cell
    wrapped onto a line of its own does not end the table."""
    got = {key: e.date for key, e in unit_history(RULED_RECORD, {})}
    assert got == {"4.03(2)": D(2006, 4, 18), "4.06(4)": D(2006, 4, 18), "4.08(3)": D(2006, 4, 18),
                   "4.10(2)": D(2016, 10, 18), "4.10(4)": D(2016, 10, 18), "4.10(5)": D(2016, 10, 18),
                   "4.11(2)": D(2016, 10, 18)}


def test_a_record_of_several_ordinances_dates_no_row_from_its_first_ordinance() -> None:
    """ "AMENDMENT RECORD" ⏎ "Ord. 2006-1 adopted April 10, 2006 ..." ... "Ord. 2014-3 adopted September 8, 2014" ⏎
    "Section 6.3 reviewed; 6.3(a) retained as adopted in 1999.": the rows under the second ordinance are not the
    first one's, and a section reviewed and retained was not amended at all."""
    text = ("AMENDMENT RECORD\n\nOrd. 2006-1    adopted April 10, 2006, posted April 12, 2006\n"
            "               7.3: forfeiture amounts.\n\nOrd. 2014-3    adopted September 8, 2014, posted September 10, 2014\n"
            "Section 6.3 reviewed; 6.3(a) retained as adopted in 1999.\n")
    assert not [(key, e) for key, e in unit_history(text, {}) if key.startswith("6.3")]


def test_a_ruled_record_s_column_heads_stand_for_its_lost_title_and_scan_garble_ends_no_table() -> None:
    """A scan may lose "AMENDMENT RECORD" over the table, read a bar as "]", and garble a ruled row between two
    pages ("eee es 2-2 een sence"): the column heads naming the ordinance and its date still open the table, and
    the rows after the garble are still its rows."""
    text = ("Section(s) Amended | Ord. No. | Date | Description\n"
            "4.03(2) | 2006-09 | 04/18/2006 | Cost-share conformed\n"
            "eee es 2-2 een sence\n"
            "4.10(2), 4.10(4)-(5)] 2016-22 | 10/18/2016 | Winter spreading\n"
            "4.11(2) | 2016-22 | 10/18/2016 | Compliance period\n"
            "Sections not listed above remain as adopted June 15, 1999.\n"
            "4.12 | 2019-01 | 01/15/2019 | (after the sentence under the table: no row)\n")
    got = {key: e.date for key, e in unit_history(text, {})}
    assert got == {"4.03(2)": D(2006, 4, 18), "4.10(2)": D(2016, 10, 18), "4.10(4)": D(2016, 10, 18),
                   "4.10(5)": D(2016, 10, 18), "4.11(2)": D(2016, 10, 18)}


@pytest.mark.parametrize("spacing", ["   ", " "])
def test_a_history_row_whose_label_prints_a_space_before_its_parenthesis_names_that_subunit(spacing: str) -> None:
    """ "6-3-5 (B)(2)   Amended (cross-reference)   2013-04   04/08/2013": the row changed 6-3-5(B)(2), not the whole
    of 6-3-5; a title-chapter-section label ("6-3-6") opens the row though it reads like a date."""
    s = spacing
    text = (f"AMENDMENT HISTORY\n{s}Section{s}Action{s}Ordinance No.{s}Date Adopted\n"
            f"{s}6-3-1 to 6-3-10{s}Created{s}2000-07{s}08/14/2000\n"
            f"{s}6-3-5 (B)(2){s}Amended (cross-reference){s}2013-04{s}04/08/2013\n"
            f"{s}6-3-6{s}Repealed and recreated{s}2013-04{s}04/08/2013\n"
            f"{s}6-3-8 (C){s}Created{s}2013-04{s}04/08/2013\n")
    found = {(key, e.action, e.date) for key, e in unit_history(text, {}) if e.date and e.date.year == 2013}
    assert found == {("6-3-5(b)(2)", "amended", D(2013, 4, 8)), ("6-3-6", "repealed_and_recreated", D(2013, 4, 8)),
                     ("6-3-8(c)", "created", D(2013, 4, 8))}
    assert recreate_date(text) is None


def test_a_history_table_row_with_dashed_labels_after_its_date_names_each_unit() -> None:
    """ "05-2  04/11/2005  6-3-9; 6-3-10  Created": after the row's own date, "6-3-10" (June 3, 2010, read as a date)
    is a unit; "(penalty formerly in 6-3-8)" names where a unit came from, not a unit the row changed."""
    text = ("LEGISLATIVE HISTORY TABLE -- CHAPTER 3\nOrd. No.   Date Passed   Section(s)   Action\n"
            "96-7   06/10/1996   6-3-1 through 6-3-8   Adopted as Chapter 3 of Title 6\n"
            "05-2   04/11/2005   6-3-9; 6-3-10   Created\n"
            "05-2   04/11/2005   6-3-11   Created (penalty formerly in 6-3-8)\n")
    found = {(key, e.action, e.date) for key, e in unit_history(text, {})}
    assert found == {("6-3-9", "created", D(2005, 4, 11)), ("6-3-10", "created", D(2005, 4, 11)),
                     ("6-3-11", "created", D(2005, 4, 11))}


def test_each_ordinance_takes_the_date_of_its_own_sentence_or_line() -> None:
    """A certificate that dates each ordinance in its own sentence, and a list that names an ordinance again beside
    its date: a number never takes a date across the end of a sentence or across another ordinance's number."""
    certificate = ("Ordinance No. 2001-3 was adopted by the Town Board on\nJune 12, 2001, and posted on June 14, 2001. "
                   "Ordinance No. 2007-1 was adopted on\nApril 10, 2007, and posted on April 12, 2007.")
    assert ordinance_dates(certificate) == {"2001-3": D(2001, 6, 12), "2007-1": D(2007, 4, 10)}
    front = ("(Consolidated text. Articles I through IV were repealed and recreated by Ordinance No. 2007-1.)\n"
             "Ordinance No. 2001-3 -- original adoption, June 12, 2001\n"
             "Ordinance No. 2007-1 -- adopted April 10, 2007\n")
    assert ordinance_dates(front) == {"2001-3": D(2001, 6, 12), "2007-1": D(2007, 4, 10)}


def test_a_number_takes_the_date_printed_beside_it_over_a_mention_elsewhere() -> None:
    """A narrow column runs the list on ("..., June 12," ⏎ "2001 Ordinance No. 2007-1 -- adopted April 10, 2007"),
    and the number is named earlier without a date of its own; its date is the one after "-- adopted"."""
    front = ("(Consolidated text incorporating Ordinance No. 2007-1\nand Ordinance No. 2016-4.)\n"
             "Ordinance No. 2001-3 -- original adoption, June 12,\n2001 Ordinance No. 2007-1 -- adopted April 10, 2007\n"
             "Ordinance No. 2016-4 -- adopted September 13, 2016\n")
    assert ordinance_dates(front) == {"2001-3": D(2001, 6, 12), "2007-1": D(2007, 4, 10), "2016-4": D(2016, 9, 13)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[HISTORY: Adopted 8-21-2001 by Ord. No. 2001-14. Article V repealed and recreated 4-13-2010 by Ord. No.\n"
         "2010-06. Other amendments noted where applicable.]",
         [(("Article", "V"), "repealed_and_recreated", D(2010, 4, 13))]),
        ("Art. III was amended by Ord. 2015-2, 6-9-2015.", [(("Article", "III"), "amended", D(2015, 6, 9))]),
        ("Part 2 created by Ord. 2019-5, adopted May 7, 2019.", [(("Part", "2"), "created", D(2019, 5, 7))]),
        # a section of the article is that section's history; an article merely cited is none
        ("Article V, Section 3 amended by Ord. 2010-6, 4-13-2010.", []),
        ("The board acts as provided in Article V. The county created the board in 1998.", []),
    ],
)
def test_a_note_that_names_an_article_dates_that_article(text: str, expected: list[tuple]) -> None:
    assert [(k, e.action, e.date) for k, e in division_history(text, {})] == expected


ARTICLE_RECREATED = """\
CHAPTER 27  MANURE STORAGE
[HISTORY: Adopted 8-21-2001 by Ord. No. 2001-14. Article V repealed and recreated 4-13-2010 by
Ord. No. 2010-06.]

ARTICLE IV. Design

§ 4.4. Groundwater monitoring.
(a) The owner shall install three monitoring wells around the facility.
(b) The wells shall be sampled in April and October of each year.
[§ 4.4 added 11-8-2022 by Ord. No. 2022-31]

ARTICLE V. Closure

§ 5.1. Closure standards. A facility shall be closed under NRCS 360.
§ 5.2. Abandoned facilities.
(a) A facility unused for 18 months shall be closed.
"""


def test_an_article_recreated_and_a_section_noted_by_its_symbol_date_all_their_units() -> None:
    _info, provisions = segment.segment(text_document(ARTICLE_RECREATED))
    dates = {p.label: [e.date for e in p.history] for p in provisions}
    assert dates["§ 4.4(a)"] == dates["§ 4.4(b)"] == [D(2022, 11, 8)]
    assert D(2010, 4, 13) in dates["§ 5.1"] and D(2010, 4, 13) in dates["§ 5.2(a)"]


def test_a_history_table_names_units_of_a_lettered_outline_over_wrapped_lines() -> None:
    """A code numbered "12.5.B.1" lists the units an ordinance changed in a column wrapped over lines, the verb of
    the units that end one line opening the next ("12.5.B.2, 12.5.B.3" ⏎ "cr.; 12.5.C.2 am.; ...")."""
    table = ("LEGISLATIVE HISTORY\n\n"
             "   Ordinance      Adopted          Sections affected\n"
             "   99-17          9/21/1999        Chapter created\n"
             "   2015-14        6/16/2015        12.2.E cr.; 12.4.B am.; 12.5.B.1 am.; 12.5.B.2, 12.5.B.3\n"
             "                                   cr.; 12.5.C.2 am.; 12.6 am.\n")
    named = {key: entry.date for key, entry in unit_history(table, {})}
    assert set(named) == {"12.2.e", "12.4.b", "12.5.b.1", "12.5.b.2", "12.5.b.3", "12.5.c.2", "12.6"}
    assert "12.5" not in named  # (12.5.A is untouched: no key for the whole section)


def test_an_amenders_number_under_the_title_takes_no_adoption_line_and_the_nearest_date_wins() -> None:
    """ "ORDINANCE NO. 99-4" ⏎ "(as amended by Ord. 2009-2)" ⏎ ... ⏎ "Adopted: May 11, 1999": the adoption line is the
    amended ordinance's, not the amender's. The close's "by Ord. 2009-2 on June 8, 2009", printed beside the number,
    dates it, though the front matter named it first."""
    front = (
        "ORDINANCE NO. 99-4\n(as amended by Ord. 2009-2)\nAN ORDINANCE TO LICENSE LIVESTOCK FACILITIES\n"
        "Adopted: May 11, 1999 Published: May 19, 1999\nAmended: June 8, 2009 Published: June 17, 2009"
    )
    closing = "Rows marked 2009 were amended or created by Ord. 2009-2 on June 8, 2009. All other rows are as adopted."
    assert "2009-2" not in ordinance_dates(front)
    assert document_dates(front, closing).ord_dates["2009-2"] == dt.date(2009, 6, 8)


def test_a_note_typed_in_the_margin_in_capitals_dates_its_unit() -> None:
    """A typed ordinance notes amendments in the right margin, beside the unit: "... has the meaning given in s.
    AMENDED 3/12/09" (a scan may read "3/l2/O9"). The note leaves the text; lower-case prose keeps its words."""
    text, entries = strip_notes('"Area" has the meaning given in s. AMENDED 3/12/09 NR 151.015(24).', {})
    assert text == '"Area" has the meaning given in s. NR 151.015(24).'
    assert [(e.action, e.date) for e in entries] == [("amended", dt.date(2009, 3, 12))]
    _, scanned = strip_notes("CLOSURE. AMENDED 3/l2/O9", {})
    assert [e.date for e in scanned] == [dt.date(2009, 3, 12)]
    _, added = strip_notes("Each facility shall be lined. ADDED 3/12/09", {})
    assert [e.action for e in added] == ["added"]
    prose, none = strip_notes("The permit, as amended 3/12/09 by the board, stays in force.", {})
    assert none == [] and "amended 3/12/09" in prose


def test_a_subpart_repealed_and_recreated_is_no_recreation_of_the_whole_part() -> None:
    """A table of amending ordinances whose row ends "Subpart C repealed and recreated" re-enacts that subpart only;
    the bracketed note under the subpart's heading names it and is a note (it dates the subpart's rules)."""
    from ordinance_review.segment.history import NOTE_RE

    closing = (
        "TABLE OF AMENDING ORDINANCES\nOrd. No. Adopted Rules affected\n01-09 06-19-2001 Part 3 created\n"
        "12-04 04-17-2012 3.A.3 and 3.B.4(b) amended; 3.B.8 created; Subpart C repealed and recreated"
    )
    assert recreate_date(closing) is None
    assert recreate_date("12-04 04-17-2012 Entire ordinance repealed and recreated") is not None
    assert NOTE_RE.match("[Subpart C repealed and recreated by Ord. 12-04, 4-17-2012]") is not None


def test_a_note_names_a_range_of_subunits_and_a_units_title_before_its_verb() -> None:
    """ "(B) (title and intro.) am. ...; (B)(1) to (3) r. and recr. ...": the verb changed (B)'s title and (B)(1) to
    (B)(3), no other part of the section."""
    note = ("(A) cr. Ord. 85-22, 10-15-1985; (B) (title and intro.) am. Ord. 2015-09, 4-21-2015; (B)(1) to (3) r. and "
            "recr. Ord. 2015-09, 4-21-2015")
    got = [(e.action, e.units) for e in parse_note(note, {}, brackets="")]
    assert got == [("created", ["(A)"]), ("amended", ["(B)"]),
                   ("repealed_and_recreated", ["(B)(1)", "(B)(2)", "(B)(3)"])]
    lettered = parse_note("Cr. Ord. 97-22, 1997; (A) to (C) am. Ord. 08-9, 2008.", {}, brackets="")
    assert [e.units for e in lettered] == [[], ["(A)", "(B)", "(C)"]]


def test_a_title_blocks_adoption_line_keeps_its_number_against_a_clerks_later_certificate() -> None:
    """ "ORDINANCE NO. 99-2" over "Adopted May 11, 1999" dates Ord. 99-2, though a clerk's certificate at the end names it
    again beside the compilation's date ("... reflects Ordinance No. 99-2 and ... Dated August 22, 2016")."""
    front = ("TOWN OF WRENFIELD\nORDINANCE NO. 99-2\nAN ORDINANCE REGULATING THE APPLICATION OF MANURE NEAR THE MUNICIPAL "
             "WELLS OF THE TOWN\nAdopted May 11, 1999")
    closing = ("Clerk's certificate: I certify that this compilation correctly reflects Ordinance No. 99-2\n"
               "and Ordinance Nos. 2009-3 and 2016-1. Dated August 22, 2016.")
    assert document_dates(front, closing).ord_dates["99-2"] == dt.date(1999, 5, 11)


def test_a_posting_date_never_dates_the_ordinance_posted() -> None:
    """ "Amendments adopted this 9th day of May, 2006, by Ordinance No." ⏎ "2006-3.  Attest: ...  Posted: May 12, 2006.":
    the date the clerk posted it is no date of the text (a unit dated by it would seem amended by an unknown change)."""
    # (as a narrow column wraps them)
    closing = ("Posted: August 11, 1994\nAmendments adopted this 9th day of May, 2006, by\nOrdinance No.\n"
               "2006-3. Attest: Janet R. Ostrowski, Town Clerk.\nPosted: May 12, 2006.")
    front = ("ORDINANCE NO. 94-2\nANIMAL WASTE STORAGE AND MANAGEMENT ORDINANCE\n(Adopted August 9, 1994; amended May 9, "
             "2006\nby Ordinance No. 2006-3)\nNOTE ON THIS COPY: This is the Clerk's working\ncopy showing the changes made by "
             "Ordinance No.\n2006-3. Words shown in square brackets")
    assert document_dates(front, closing).amended == [dt.date(2006, 5, 9)]


def test_an_amenders_number_takes_the_adoption_date_after_it_not_the_enactment_before_it() -> None:
    """A narrow column: "November 18, 1997. Amended by Ord. 2003-12," ⏎ "adopted May 20, 2003, ...": the amender's own
    date follows it, on the next line after "adopted"; the enactment date just before it is the chapter's."""
    front = ("ORDINANCE NO. 97-14\nANIMAL WASTE STORAGE AND LIVESTOCK RUNOFF\nORDINANCE\nAdopted by the Dunmore County "
             "Board of Supervisors\nNovember 18, 1997. Amended by Ord. 2003-12,\nadopted May 20, 2003, and by Ord. "
             "2020-07, adopted\nSeptember 15, 2020. Parts amended or created by")
    closing = "Published: November 26, 1997.\nOrd. 2003-12 published May 28, 2003. Ord. 2020-07 published September 23, 2020."
    dates = document_dates(front, closing).ord_dates
    assert dates["2003-12"] == dt.date(2003, 5, 20) and dates["2020-07"] == dt.date(2020, 9, 15)


def test_a_statute_style_note_naming_its_units_before_the_verb_runs_on_to_its_ordinance() -> None:
    """ "...; (4) am. (cross- reference corrected)" ⏎ "Ord. 2009-11, ...": the clause names its unit first and its
    ordinance on the next line, as a narrow column breaks it; the note ended there, so (4) and (6) kept 1994."""
    text = ("CHAPTER 22 -- PUBLIC HEALTH\n\n22.06  LIVESTOCK WASTES.\n"
            "   (3)  No manure within three hundred feet of any lake or stream.\n"
            "   (4)  Manure storage facilities shall meet sub. (3).\n"
            "   (6)  No manure storage facility may be built within 500 feet of a well.\n"
            "History: Cr. Ord. 94-7, 6-14-1994; (3) am. Ord. 2009-11,\n9-15-2009; (4) am. (cross- reference corrected)\n"
            "Ord. 2009-11, 9-15-2009; (6) to (11) cr. Ord. 2009-11,\n9-15-2009.\n\n"
            "22.07  PRIVATE WELLS.\n   (1)  Every new private well shall be constructed as ch. NR 812 requires.\n")
    _, provisions = segment.segment(text_document(text))
    units = {p.label: {u for e in p.history for u in e.units} for p in provisions}
    assert (units["22.06(3)"], units["22.06(4)"], units["22.06(6)"]) == ({"(3)"}, {"(4)"}, {"(6)", "(7)", "(8)", "(9)", "(10)", "(11)"})


def test_an_older_ordinance_reprinted_as_an_exhibit_does_not_date_the_ordinance() -> None:
    """ "Town Ordinance No. 98-2 ... remains in effect. It is reprinted as Exhibit B": the exhibit's title and
    "Adopted July 13, 1998" are that ordinance's; read as this one's earliest adoption, every 2016 rule was
    exempt as pre-2002 text."""
    text = ("ORDINANCE NO. 2016-03\nAN ORDINANCE TO PROTECT GROUNDWATER FROM MANURE\n\n"
            "Section 5. Storage.\n5.1 No manure storage facility may be built within 1,000 feet of a sinkhole.\n\n"
            "Section 11. Prior Ordinance Continued.\nTown Ordinance No. 98-2 remains in effect and is reprinted as "
            "Exhibit B.\n\nAdopted by the Town Board this 11th day of April, 2016.\n\n"
            "EXHIBIT B\nTOWN OF WEXCOMBE ORDINANCE NO. 98-2\nREGULATING MANURE NEAR WELLS\n"
            "Adopted July 13, 1998. Reprinted under Section 11 of Ordinance No. 2016-03; not amended.\n\n"
            "II. REGULATIONS.\nA. No person may spread manure within two hundred (200) feet of any well.\n")
    info, _ = segment.segment(text_document(text))
    assert info.enacted == dt.date(2016, 4, 11)


def test_an_editors_note_after_a_bracketed_adoption_note_dates_no_amendment() -> None:
    """ "[... Amendments are shown by the history note that follows each section.]" ⏎ "Editor's Note: Cross-references:
    ...; the application forms ... were last revised by the Department on 1-4-2012": the bracket ends the adoption
    note, and the editor's note (its cross-reference label too) speaks of forms, not of the chapter. Read as an
    amendment no section names, the revision ended every pre-2002 unit's exemption."""
    text = ("CHAPTER 15\nANIMAL WASTE MANAGEMENT\n\n"
            "[Chapter 15 was adopted by the County Board on September 17, 2002, by Ord. No. 02-31. Amendments are shown "
            "by the history note that follows each section.]\n\n"
            "Editor's Note: Cross-references: zoning, ch. 17. The application forms referred to in s. 15.05 were last "
            "revised by the Department on 1-4-2012.\n\n"
            "15.06  Design. (1) Every facility shall be built to NRCS 313.\n"
            "History: Ord. 02-31, adopted 9-17-2002.\n\n"
            "15.07  Closure. (1) A facility unused for 24 months shall be closed.\n"
            "History: Ord. 02-31, adopted 9-17-2002; am. Ord. 2017-08, 5-16-2017.\n")
    info, _ = segment.segment(text_document(text))
    assert info.enacted == dt.date(2002, 9, 17)
    assert dt.date(2012, 1, 4) not in info.amended


@pytest.mark.parametrize(("note", "date"), [
    # a statute-style chapter note: "r. and recr." and two-digit years
    ("History: Ord. 96-14, cr. 9-17-96; Ord. 2003-06, r. and recr. in its entirety 4-15-03; Ord. 2014-22, am. 6-17-14.",
     dt.date(2003, 4, 15)),
    # a history table's column naming the outline's units the verb qualifies: those units only
    ("2015-09      05/19/2015       IV.D.2 (cr.); IV.E.1; IV.F (cr.); V (r. and recr.); VI.B", None),
    # a table row's wrapped line, "r. and recr." of units named on the line a layout printed elsewhere
    ("r. and recr.;\nOrd. 2012-9, adopted August 21, 2012 ...... ss. 4.04 and 4.05\ns. 4.03 (2) (c) am.;", None),
])
def test_a_recreation_of_the_whole_read_in_statute_style_and_a_units_in_a_table_row(note: str, date: dt.date | None) -> None:
    assert recreate_date(note) == date
