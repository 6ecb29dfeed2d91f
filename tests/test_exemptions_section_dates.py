"""Pre-2002 exemption when only the sections are dated (codified codes with per-section history notes).

Why: Municode/eCode360 codes print "(Ord. No. 97-5, § 1, 6-10-1997)" under each section and no
ordinance-level enactment date; RUBRIC rule 16 exempts text whose enactment before 2002-10-01 is
known, and a later amendment of the unit ends the exemption.
"""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review import engine, exemptions, ingest, segment
from ordinance_review.models import DocumentInfo, HistoryEntry, Provision
from ordinance_review.standards import load_catalog

STRICT = "No manure storage facility shall be constructed within 600 feet of any well."
UNDATED = DocumentInfo(filename="t.pdf", pages=1)


def h(action: str, date: str | None) -> HistoryEntry:
    return HistoryEntry(action=action, date=dt.date.fromisoformat(date) if date else None)  # type: ignore[arg-type]


@pytest.mark.parametrize(("history", "verdict"), [
    ([h("created", "1997-06-10")], "exempt_pre2002"),
    ([h("created", "1997-06-10"), h("amended", "2005-03-01")], "exceeds"),
    ([h("created", "2004-01-05")], "exceeds"),
    ([h("amended", "1999-02-01")], "exceeds"),  # an amendment alone does not say when the text was enacted
    ([], "exceeds"),
])
def test_section_history_dates_the_unit_when_the_ordinance_is_undated(history: list[HistoryEntry], verdict: str) -> None:
    p = Provision(id="p1", label="12-2", text=STRICT, history=history)
    f = exemptions.apply(engine.assess([p], load_catalog(), UNDATED), [p], UNDATED)[0]
    assert f.verdict == verdict
    if verdict == "exempt_pre2002":
        assert "1997-06-10" in f.reason and f.merits == "exceeds"


def test_codified_code_end_to_end() -> None:
    text = """CHAPTER 12 ANIMAL WASTE
Sec. 12-2. - Storage siting.
No manure storage facility shall be constructed within 600 feet of any well.
(Ord. No. 97-5, § 1, 6-10-1997)
Sec. 12-3. - Closure.
A manure storage facility that has not been used for 12 months shall be closed.
(Ord. No. 97-5, § 1, 6-10-1997; Ord. No. 05-2, § 3, 3-1-2005)
"""
    info, provisions = segment.segment(ingest.load_text(text, "code.txt"))
    findings = exemptions.apply(engine.assess(provisions, load_catalog(), info), provisions, info)
    got = {f.label: f.verdict for f in findings}
    assert got == {"Sec. 12-2": "exempt_pre2002", "Sec. 12-3": "exceeds"}
