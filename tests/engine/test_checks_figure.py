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
