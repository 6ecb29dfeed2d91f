"""`Review.finding_for` / `Review.provision`: lookups by id that follow the review's lists."""

from __future__ import annotations

from ordinance_review.models import DocumentInfo, Finding, Provision, Review


def make(n: int) -> Review:
    provisions = [Provision(id=f"p{i}", label=f"({i})", text=f"Text {i}.") for i in range(n)]
    findings = [Finding(provision_id=f"p{i}", label=f"({i})", verdict="consistent", reason="r") for i in range(n)]
    return Review(document=DocumentInfo(filename="x.pdf", pages=1), provisions=provisions, findings=findings)


def test_lookup_by_id_and_first_wins() -> None:
    review = make(5)
    review.findings.append(review.findings[2].model_copy(update={"reason": "second"}))
    assert review.finding_for("p2").reason == "r"
    assert review.provision("p4").text == "Text 4."
    assert review.finding_for("nope") is None and review.provision("nope") is None


def test_lookups_follow_copies_and_changes() -> None:
    review = make(3)
    assert review.finding_for("p0") is not None
    fewer = review.model_copy(update={"findings": review.findings[1:]})
    assert fewer.finding_for("p0") is None
    review.findings.pop(0)  # in place: the length changed
    assert review.finding_for("p0") is None
    review.findings = [review.findings[0].model_copy(update={"reason": "new"})]
    assert review.finding_for("p1").reason == "new"


def test_the_index_is_not_part_of_the_contract() -> None:
    review = make(2)
    before = review.to_json()
    review.finding_for("p1")
    assert review.to_json() == before
    assert Review.model_validate_json(before) == review
