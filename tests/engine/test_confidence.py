"""Confidence comes from the calibration table: a topic's own record first, then its basis and verdict."""

from __future__ import annotations

from ordinance_review.engine.confidence import mark_needs_reviewer
from ordinance_review.models import Finding
from ordinance_review.verdict_rules import load_rules


def _finding(topic: str, basis: str = "topic", verdict: str = "exceeds", confidence: float = 0.5) -> Finding:
    return Finding(provision_id="p1", label="1", verdict=verdict, reason="r", confidence=confidence, topic=topic, basis=basis)


def test_a_topic_with_its_own_record_gets_it_and_others_get_their_groups() -> None:
    rules = load_rules()
    fitted = rules.fitted_confidence
    key = next(k for k in fitted if k.startswith("topic:exceeds|"))
    topic = key.split("|", 1)[1]
    threshold = float(rules.calibration["needs_reviewer_below"])
    own, unseen, unfitted = mark_needs_reviewer(
        [_finding(topic), _finding("a_topic_the_fit_never_saw"), _finding("x", basis="empty", confidence=0.42)]
    )
    assert own.confidence == fitted[key]
    assert unseen.confidence == fitted["topic:exceeds"]
    assert unfitted.confidence == 0.42 and unfitted.needs_reviewer == (0.42 < threshold)
    assert own.needs_reviewer == (fitted[key] < threshold)


def test_topic_estimates_lie_between_their_own_record_and_their_group() -> None:
    """Shrinkage: a topic's fitted figure never leaves the span of its raw accuracy and its group's."""
    import yaml

    from ordinance_review.config import reference_path

    data = yaml.safe_load(reference_path("rules/calibration.yaml").read_text(encoding="utf-8"))
    for key, value in data["by_topic"].items():
        right, total = (int(x) for x in data["counts"][key].split("/"))
        group = data["by_basis_verdict"][key.split("|", 1)[0]]
        low, high = sorted((right / total, group))
        assert low - 0.01 <= value <= high + 0.01, key


def test_a_failure_inside_a_check_costs_one_verdict_not_the_review(monkeypatch) -> None:  # noqa: ANN001
    """A provision the engine cannot read comes back for a reviewer (confidence 0, needs reviewer);
    the others keep their verdicts."""
    import datetime as dt

    from ordinance_review.engine import decide
    from ordinance_review.models import DocumentInfo, Provision
    from ordinance_review.review import review_provisions

    real = decide.Engine.assess_one

    def flaky(self, p):  # noqa: ANN001, ANN202
        if p.id == "p2":
            raise ValueError("day is out of range for month")
        return real(self, p)

    monkeypatch.setattr(decide.Engine, "assess_one", flaky)
    info = DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2020, 1, 1))
    provisions = [Provision(id="p1", label="1", text="No manure may be spread within 500 feet of a private well."),
                  Provision(id="p2", label="2", text="No manure may be spread from February 30 through April 31.")]
    first, second = review_provisions(info, provisions).findings
    assert first.verdict == "exceeds"
    assert second.verdict == "not_covered" and second.needs_reviewer and "failed" in second.reason
