"""Year-only history notes ("Cr. 1996; am. 2006") and the pre-2002 exemption, table-driven.

A year before 2002 is before the October 1, 2002 cutoff, a later year is after it, and 2002 alone
cannot tell, so such a unit is not exempted and the note says why.
"""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review import engine, exemptions
from ordinance_review.models import DocumentInfo, HistoryEntry, Provision
from ordinance_review.standards import load_catalog
from ordinance_review.verdict_rules import load_rules

STRICT = "No manure storage facility shall be constructed within 600 feet of any well."  # exceeds on the merits
CUTOFF = dt.date(2002, 10, 1)


def entry(action: str, date: str | None = None, year: int | None = None) -> HistoryEntry:
    return HistoryEntry(action=action, date=dt.date.fromisoformat(date) if date else None, year=year)  # type: ignore[arg-type]


def doc(enacted: str | None) -> DocumentInfo:
    return DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date.fromisoformat(enacted) if enacted else None)


def review_one(history: list[HistoryEntry], enacted: str | None, text: str = STRICT):
    p = Provision(id="p1", label="3.1", text=text, history=history)
    info = doc(enacted)
    return exemptions.apply(engine.assess([p], load_catalog(), info), [p], info)[0]


# (entry, expected _before_cutoff)
BEFORE = [
    (entry("amended", date="2002-09-30"), True),
    (entry("amended", date="2002-10-01"), False),
    (entry("amended", year=1996), True),
    (entry("amended", year=2001), True),
    (entry("amended", year=2002), None),
    (entry("amended", year=2003), False),
    (entry("amended", date="1990-01-01", year=2010), True),  # a full date wins over a year
    (entry("amended"), None),
]


@pytest.mark.parametrize(("h", "expected"), BEFORE)
def test_before_cutoff(h: HistoryEntry, expected: bool | None) -> None:
    assert exemptions._before_cutoff(h, CUTOFF) is expected


# (history, ordinance enactment date, expected verdict, words expected in a note or None)
STATUS = [
    ([entry("created", year=1996)], None, "exempt_pre2002", None),  # enacted by a year-only note
    ([entry("enacted", year=1985)], None, "exempt_pre2002", None),
    ([entry("created", year=1996), entry("amended", year=2001)], None, "exempt_pre2002", None),
    ([entry("created", year=1996), entry("amended", year=2006)], None, "exceeds", "amended in 2006"),
    ([entry("created", year=1996), entry("repealed_and_recreated", year=2010)], None, "exceeds", "repealed and recreated in 2010"),
    ([entry("created", year=1996), entry("amended", year=2002)], None, "exceeds", "year alone cannot tell"),
    ([entry("created", year=2002)], None, "exceeds", "year alone cannot tell"),
    ([entry("created", year=2004)], None, "exceeds", None),
    ([entry("created", year=1996), entry("amended")], None, "exceeds", "taken as after the cutoff"),
    ([entry("added", year=1999)], "1995-03-01", "exempt_pre2002", None),
    ([entry("added", year=2002)], "1995-03-01", "exceeds", "year alone cannot tell"),
    ([entry("created", date="1994-04-05"), entry("created", year=1990)], None, "exempt_pre2002", None),
    ([entry("amended", year=1998)], None, "exceeds", "unknown"),  # an amendment year does not date the enactment
]


@pytest.mark.parametrize(("history", "enacted", "verdict", "words"), STATUS)
def test_pre2002_with_year_only_notes(history, enacted, verdict, words) -> None:
    f = review_one(history, enacted)
    assert f.verdict == verdict, f.reason
    if words is not None:
        assert any(words in n for n in f.notes), f.notes


def test_year_only_enactment_is_named_in_reason() -> None:
    f = review_one([entry("created", year=1996)], None)
    assert f.reason.startswith("Enacted in 1996 and not amended"), f.reason


def test_year_only_note_in_text_is_read() -> None:
    rules = load_rules()
    p = Provision(id="p1", label="3.1", text=STRICT + " [Am. 2006]")
    notes = exemptions.history_from_text(p, rules)
    assert [(n.action, n.date, n.year) for n in notes] == [("amended", None, 2006)]


def test_an_undated_creating_note_keeps_the_exemption_but_an_undated_amendment_ends_it() -> None:
    import datetime as _dt

    from ordinance_review import engine as _engine
    from ordinance_review import exemptions as _ex
    from ordinance_review.models import DocumentInfo as _Info
    from ordinance_review.models import HistoryEntry as _H
    from ordinance_review.models import Provision as _P
    from ordinance_review.standards import load_catalog as _cat

    info = _Info(filename="t.pdf", pages=1, enacted=_dt.date(1999, 3, 1))
    text = "No manure storage facility shall be constructed within 600 feet of any well."
    created = _P(id="p1", label="4.1", text=text, history=[_H(action="created", ordinance="Ord. No. 794")])
    amended = _P(id="p2", label="4.2", text=text, history=[_H(action="amended", ordinance="Ord. No. 812")])
    got = _ex.apply(_engine.assess([created, amended], _cat(), info), [created, amended], info)
    assert [f.verdict for f in got] == ["exempt_pre2002", "exceeds"]
