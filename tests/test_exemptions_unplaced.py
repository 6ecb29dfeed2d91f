"""A pre-2002 unit the engine could not compare is still exempt when it is a rule on a state standard's subject.

Why: RUBRIC rule 2 puts not_covered first, but "not placed" is not "not covered": a 1995 rule that a
facility found leaking or unsound be repaired or closed touches NR 151.05(4), and the pre-2002 exemption
holds whether its merits come out consistent or exceeds. Scope, enforcement, reports to the local unit
and permits stay not_covered.
"""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review import engine, exemptions
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.standards import load_catalog

OLD = DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(1995, 4, 18))
NEW = DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2015, 3, 3))
LEAKING = ("A storage facility that the department finds to be leaking, structurally unsound or at risk of imminent "
           "failure shall be repaired, upgraded or closed within the time the department directs.")


def _finding(text: str, info: DocumentInfo):  # noqa: ANN202
    p = Provision(id="p1", label="9 A.", text=text)
    return exemptions.apply(engine.assess([p], load_catalog(), info), [p], info)[0]


def test_an_unplaced_pre2002_rule_on_a_state_subject_is_exempt_and_names_the_subject() -> None:
    f = _finding(LEAKING, OLD)
    assert f.verdict == "exempt_pre2002"
    assert f.standards and f.standards[0].startswith("NR 151.05")
    assert "1995-04-18" in f.reason and "not compared" in f.reason


def test_the_same_rule_enacted_after_2002_stays_for_a_reviewer() -> None:
    assert _finding(LEAKING, NEW).verdict == "not_covered"


@pytest.mark.parametrize("text", [
    "If the owner fails to close a storage facility as required, the department may carry out the closure and the "
    "cost shall be charged against the property as a special charge.",
    "By January 31 of each year every operator who spread manure shall file with the clerk a log of the fields.",
    "These rules apply to every livestock operation in the town with more than fifty animal units.",
])
def test_scope_enforcement_and_reports_stay_not_covered_in_a_pre2002_ordinance(text: str) -> None:
    assert _finding(text, OLD).verdict == "not_covered"
