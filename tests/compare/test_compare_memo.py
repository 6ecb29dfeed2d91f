"""The amendment review memo lists only what changed; unchanged decided provisions are summarized."""

from __future__ import annotations

import datetime as dt

from test_compare_status import OLD, _review

from ordinance_review.compare import CarriedDecision, compare_reviews
from ordinance_review.compare.memo import build, render
from ordinance_review.memo import MemoContext


def test_memo_lists_changes_and_summarizes_carried_decisions():
    old = _review(OLD, {k: ("exceeds", None) for k in OLD})
    new_texts = dict(OLD, **{"Section 4(b)": OLD["Section 4(b)"].replace("two feet", "three feet")})
    new = _review(new_texts, {k: ("exceeds", None) for k in OLD})
    comp = compare_reviews(old, new, decisions={"p0": CarriedDecision(decision="approved", reason="wells")})
    doc = build(comp, MemoContext(memo_date=dt.date(2026, 12, 1)))
    changes = doc.table("changes")
    assert [row[0] for row in changes.rows] == ["Section 4(b)"]
    assert "[- two] [+ three]" in changes.rows[0][2]
    assert [row[:2] for row in doc.table("carried").rows] == [["Section 4(a)", "approved"]]
    md = render(comp, fmt="md", context=MemoContext(memo_date=dt.date(2026, 12, 1))).decode()
    assert md == render(comp, fmt="md", context=MemoContext(memo_date=dt.date(2026, 12, 1))).decode()
    assert "Section 5" not in md.split("## Unchanged provisions")[0]
