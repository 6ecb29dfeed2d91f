"""Verdict changes, the pre-2002 status across versions (flagged as an interpretation), carried decisions."""

from __future__ import annotations

import datetime as dt

from ordinance_review.compare import CarriedDecision, compare_reviews
from ordinance_review.models import DocumentInfo, Finding, Provision, Review


def _review(texts: dict[str, str], verdicts: dict[str, tuple[str, str | None]], **doc) -> Review:
    provisions = [Provision(id=f"p{i}", label=label, text=text) for i, (label, text) in enumerate(texts.items())]
    findings = [
        Finding(provision_id=p.id, label=p.label, verdict=verdicts[p.label][0], merits=verdicts[p.label][1],
                standards=["NR 151.08(4)"], reason="r")
        for p in provisions
    ]  # fmt: skip
    return Review(document=DocumentInfo(filename="x.txt", pages=1, **doc), provisions=provisions, findings=findings)


OLD = {
    "Section 4(a)": "No manure storage facility may be located within 500 feet of a private well.",
    "Section 4(b)": "Every facility shall keep two feet of freeboard at all times of the year.",
    "Section 5": "Permit fees shall be set by resolution of the Town Board from time to time.",
}


def test_unchanged_pre2002_unit_keeps_its_status_and_amended_one_is_reexamined_as_an_interpretation():
    old = _review(OLD, {k: ("exempt_pre2002", "exceeds") for k in OLD} | {"Section 5": ("not_covered", None)},
                  enacted=dt.date(1996, 6, 11))
    new_texts = dict(OLD, **{"Section 4(a)": OLD["Section 4(a)"].replace("500", "600")})
    # the new version's engine review: the amendment is dated, so the amended unit is not exempt
    new = _review(new_texts, {"Section 4(a)": ("exceeds", None), "Section 4(b)": ("exempt_pre2002", "exceeds"),
                              "Section 5": ("not_covered", None)},
                  enacted=dt.date(1996, 6, 11), amended=[dt.date(2024, 3, 5)])
    comp = compare_reviews(old, new)
    by = {p.new_label: p for p in comp.pairs}
    amended = by["Section 4(a)"]
    assert amended.change == "amended" and amended.needs_review and amended.exemption_changed
    assert amended.new_verdict == "exceeds" and "interpretation" in amended.flags
    assert "NR 151.096(1)(b)2." in amended.interpretation
    kept = by["Section 4(b)"]
    assert kept.change == "unchanged" and kept.new_verdict == "exempt_pre2002" and not kept.needs_review
    assert kept.flags == []


def test_amended_unit_the_new_text_does_not_date_is_still_reexamined():
    old = _review(OLD, {k: ("exempt_pre2002", "exceeds") for k in OLD}, enacted=dt.date(1996, 6, 11))
    new_texts = dict(OLD, **{"Section 4(a)": OLD["Section 4(a)"].replace("500", "600")})
    new = _review(new_texts, {k: ("exempt_pre2002", "exceeds") for k in OLD}, enacted=dt.date(1996, 6, 11),
                  amended=[dt.date(2025, 1, 7)])
    amended = next(p for p in compare_reviews(old, new).pairs if p.change == "amended")
    assert amended.new_verdict == "exceeds" and amended.needs_review and "interpretation" in amended.flags


def test_readoption_in_its_entirety_is_an_interpretation_on_unchanged_units():
    old = _review(OLD, {k: ("exempt_pre2002", "exceeds") for k in OLD}, enacted=dt.date(1996, 6, 11))
    new = _review(OLD, {k: ("exceeds", None) for k in OLD}, enacted=dt.date(1996, 6, 11),
                  repealed_and_recreated=dt.date(2025, 3, 11))
    pairs = compare_reviews(old, new).pairs
    assert {p.change for p in pairs} == {"unchanged"}
    assert all(p.exemption_changed and p.needs_review and "interpretation" in p.flags for p in pairs)


def test_unchanged_units_carry_over_decisions_and_do_not_need_review():
    old = _review(OLD, {k: ("exceeds", None) for k in OLD})
    new_texts = dict(OLD, **{"Section 4(b)": OLD["Section 4(b)"].replace("two feet", "three feet")})
    new = _review(new_texts, {k: ("exceeds", None) for k in OLD})
    decisions = {"p0": CarriedDecision(decision="approved", reason="needed for the wells", submission_id=3),
                 "p1": CarriedDecision(decision="approved", reason="freeboard", submission_id=3)}
    comp = compare_reviews(old, new, decisions=decisions)
    by = {p.new_label: p for p in comp.pairs}
    assert by["Section 4(a)"].carried_decision.decision == "approved" and not by["Section 4(a)"].needs_review
    assert by["Section 4(b)"].carried_decision is None and by["Section 4(b)"].needs_review
    assert comp.summary.carried_decisions == 1


def test_added_and_removed():
    old = _review(OLD, {k: ("consistent", None) for k in OLD})
    texts = {k: v for k, v in OLD.items() if k != "Section 5"}
    texts["Section 6"] = "No person may spread manure on frozen ground within 1,000 feet of a lake or stream."
    new = _review(texts, {k: ("consistent", None) for k in texts} | {"Section 6": ("exceeds", None)})
    links = {(p.old_label, p.new_label): (p.change, p.needs_review) for p in compare_reviews(old, new).pairs}
    assert links[("Section 5", None)] == ("removed", False)
    assert links[(None, "Section 6")] == ("added", True)
