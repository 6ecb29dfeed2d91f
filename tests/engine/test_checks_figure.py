"""The generic figure comparison: a topic names a catalog figure and the words beside the local one."""

from __future__ import annotations

import pytest

from ordinance_review import engine as assess
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.standards import load_catalog
from ordinance_review.verdict_rules import load_rules

INFO = DocumentInfo(filename="t.pdf", pages=1)


def _finding(text: str):
    p = Provision(id="p1", label="7(3)", text=text, heading="Application restrictions")
    return assess.assess([p], load_catalog(), INFO)[0]


@pytest.mark.parametrize(
    ("depth", "verdict", "key"),
    [("36 inches", "exceeds", "reaches further"), ("24 inches", "consistent", "Same"), ("2 feet", "consistent", "Same"),
     ("12 inches", "consistent", "below the state floor")],
)
def test_silurian_water_table_cut_off_compared_with_the_catalog(depth: str, verdict: str, key: str) -> None:
    f = _finding(f"On land where Silurian dolomite lies within 20 feet of the surface, no person shall mechanically "
                 f"apply manure where the apparent water table is {depth} or less below the soil surface.")
    assert f.verdict == verdict and f.topic == "silurian_water_table"
    assert key in f.reason and "NR 151.075" in f.reason
    assert f.parameters and f.parameters[0].state_value == 24


def test_every_figure_topic_names_a_figure_and_its_words() -> None:
    rules = load_rules()
    for topic in rules.topics:
        if topic.check == "figure":
            assert topic.figure in rules.figures, topic.id
            assert topic.near, topic.id


@pytest.mark.parametrize(
    ("text", "verdict", "by_share"),
    [
        # the share an offer must cover, stated on its own: lower than ATCP 50.08's 70 percent is stricter
        ("Cost-sharing is available when the operator has received a written offer covering at least fifty percent "
         "(50%) of the eligible costs, or seventy percent (70%) with economic hardship.", "exceeds", True),
        ("Cost-sharing is available when the operator has received a written offer covering at least 70 percent of "
         "the eligible costs, or 90 percent with economic hardship.", "consistent", True),
        # the same share as a proviso of an upgrade mandate: the mandate decides, not the proviso
        ("An earthen facility in existence on the effective date that has no liner shall be lined within 3 years; "
         "provided that the owner need not do so unless cost sharing of at least 70 percent of the eligible costs "
         "has been offered.", "exceeds", False),
    ],
)
def test_a_cost_share_figure_decides_when_stricter_and_yields_to_the_rule_it_qualifies(
        text: str, verdict: str, by_share: bool) -> None:
    """A share no lower than the state's leaves the unit to the rule it qualifies (or to the restatement)."""
    f = _finding(text)
    assert (f.verdict, f.topic == "cost_share_rate") == (verdict, by_share), f.reason


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Clean water shall be diverted away from each feedlot that lies within a WQMA or within 250 feet of any "
         "well, whether the well lies upslope or downslope of it.", "exceeds"),
        ("Clean water shall be diverted away from each feedlot that lies within a water quality management area.",
         "consistent"),
        ("Each liquid manure storage facility shall hold the manure produced in 180 days. This applies whether or "
         "not the operation holds a WPDES permit.", "exceeds"),
        ("An operation that holds a WPDES permit shall have storage for 180 days, as its permit requires.",
         "consistent"),
        ("Section 17.08(3) of the County Code, which required an annual winter spreading report, is repealed.",
         "not_covered"),
    ],
)
def test_reach_beyond_the_state_condition_and_a_bare_repeal(text: str, verdict: str) -> None:
    """The state's upslope condition near wells and the WPDES scope of a storage period are reach, not
    wording: dropping them exceeds; a repeal imposes nothing."""
    assert _finding(text).verdict == verdict


@pytest.mark.parametrize(("total", "verdict"), [("3 years", "exceeds"), ("4 years", "consistent")])
def test_a_cap_on_the_compliance_period_with_its_extensions_is_compared_with_the_state_total(
        total: str, verdict: str) -> None:
    f = _finding("The compliance period shall be not less than 60 days nor more than 3 years. The Department may "
                 f"extend the period for reasons beyond the owner's control, but the total period, including every "
                 f"extension, may not exceed {total}.")
    assert f.verdict == verdict, f.reason


@pytest.mark.parametrize(("text", "verdict"), [
    ("Runoff shall be diverted away from each feedlot that lies within 1,000 feet of a navigable lake, pond, "
     "flowage, river or stream.", "exceeds"),  # the stream prong of the same figure is wider than 300 ft
    ("Runoff shall be diverted away from each feedlot that lies within 1,000 feet of a navigable lake or within "
     "300 feet of a navigable river or stream.", "consistent"),
])
def test_one_distance_reaches_every_water_its_phrase_names(text: str, verdict: str) -> None:
    assert _finding(text).verdict == verdict
