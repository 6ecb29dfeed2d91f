"""Candidate matching: every catalog example goes to its own standard (as reporters-db tests its examples)."""

from __future__ import annotations

import pytest

from ordinance_review.match import best, candidates
from ordinance_review.models import Candidate
from ordinance_review.quantities import find_quantities
from ordinance_review.standards import load_catalog

CATALOG = load_catalog()
EXAMPLES = [(s.id, ex) for s in CATALOG.comparable() for ex in s.examples]


def test_every_comparable_standard_has_examples():
    assert len(EXAMPLES) >= 150
    assert all(s.examples for s in CATALOG.comparable())


@pytest.mark.parametrize(("standard_id", "example"), EXAMPLES, ids=[f"{i}-{n}" for n, (i, _) in enumerate(EXAMPLES)])
def test_example_matches_its_standard(standard_id, example):
    want = CATALOG.by_id(standard_id)
    found = candidates(example, CATALOG)
    assert found, "no candidate at all"
    top = found[0]
    # an example may sit between sibling standards of one topic (NR 151.05(3), ATCP 50.63, NRCS 360 ...):
    # then the top candidate must at least be of that topic, and the standard itself in the top 3
    if top.standard_id != standard_id:
        assert top.topic == want.topic, (top, [c.standard_id for c in found])
        assert standard_id in [c.standard_id for c in found[:3]]


@pytest.mark.parametrize(
    "text",
    [
        "The fee for a permit is $150, payable to the Town Clerk at the time of application.",
        "A person aggrieved by a decision of the Administrator may appeal to the Board of Adjustment within 30 days.",
        "Any person who violates this ordinance shall forfeit not less than $100 nor more than $1,000 for each violation.",
        "If any provision of this ordinance is held invalid, the remainder shall not be affected.",
        "This ordinance shall take effect on the day after its publication.",
        "The Town Board shall hold a public hearing before amending this chapter.",
    ],
)
def test_administrative_text_scores_low(text):
    found = candidates(text, CATALOG)
    assert all(c.score < 20 for c in found), found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A manure storage facility that has not been used for 18 months shall be closed.", "NR151.05(3)"),
        ("No manure stack may be placed within the water quality management area.", "NR151.08(3)"),
        ("Livestock shall be kept out of streams by fencing.", "NR151.08(5)"),
        ("New manure storage facilities shall be sized for the 50-year, 24-hour storm.", "NR151.05(2)(am)"),
        ("Barnyard runoff shall not flow into a navigable stream.", "NR151.08(4)"),
    ],
)
def test_unseen_wording_finds_the_standard(text, expected):
    """Sentences not in the catalog: the matcher generalises beyond its examples."""
    assert expected in [c.standard_id for c in candidates(text, CATALOG, limit=3)]


def test_results_are_ranked_deterministic_and_bounded():
    text = "Manure may not be spread on frozen or snow-covered ground within 1,000 feet of a lake."
    first = candidates(text, CATALOG, limit=8)
    assert first == candidates(text, CATALOG, limit=8)
    assert all(isinstance(c, Candidate) for c in first)
    scores = [c.score for c in first]
    assert scores == sorted(scores, reverse=True)
    assert all(0 < s <= 100 for s in scores)
    for a, b in zip(first, first[1:], strict=False):
        if a.score == b.score:
            assert a.standard_id < b.standard_id
    assert len(candidates(text, CATALOG, limit=2)) == 2


def test_separate_regimes_are_never_candidates():
    text = "A conditional use permit is required for a new livestock facility with 500 or more animal units."
    ids = [c.standard_id for c in candidates(text, CATALOG, limit=20)]
    assert not any(i.startswith(("ATCP51", "NR243")) for i in ids)


def test_heading_helps_and_quantities_can_be_passed_in():
    text = "Such facilities shall be closed after 12 months."
    plain = candidates(text, CATALOG)
    with_heading = candidates(text, CATALOG, heading="Closure of manure storage facilities")
    assert with_heading[0].standard_id in ("NR151.05(3)", "ATCP50.63", "NRCS360")
    assert with_heading[0].score >= plain[0].score
    assert candidates(text, CATALOG, quantities=find_quantities(text)) == plain


def test_a_distance_near_a_well_points_to_the_well_standards():
    text = "No structure may be located within 400 feet of a private well."
    top3 = [c.standard_id for c in candidates(text, CATALOG, limit=3)]
    assert "NR151.015(18)" in top3


def test_best():
    std = best("There shall be no direct runoff from a feedlot into waters of the state.", CATALOG)
    assert std is not None and std.id == "NR151.08(4)"
    assert best("This ordinance shall take effect upon publication.", CATALOG, min_score=20) is None
    assert best("", CATALOG) is None
