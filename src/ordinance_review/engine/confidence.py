"""Confidence: how often findings reached the same way were right on text the engine had not seen.

Why a module of its own: the merits and the status stages both shape a finding; its confidence is set
once, on the final finding, from `reference/rules/calibration.yaml` (fitted by
`benchmarks/calibrate.py`), and the `needs_reviewer` mark follows from the threshold in
`reference/rules/verdicts.yaml`. The UI filter, the memo's list and the figure shown all read it.
"""

from __future__ import annotations

from ordinance_review.models import Finding
from ordinance_review.verdict_rules import RuleSet, load_rules


def mark_needs_reviewer(findings: list[Finding], rules: RuleSet | None = None) -> list[Finding]:
    """Set each finding's calibrated confidence, and mark those below the threshold for a reviewer.

    Why a last step: the merits and the status stages both shape a finding; its confidence is read
    once, on the final finding, from how often findings reached the same way (basis and verdict) were
    right on sets the engine had not seen (`reference/rules/calibration.yaml`, fitted by
    `benchmarks/calibrate.py`): the finding's topic's record, shrunk toward its basis and verdict,
    then the basis and verdict alone. A way of reaching a verdict the fit never saw keeps the check's
    own confidence. So the UI filter, the memo's list and the figure shown all agree.
    """
    rules = rules or load_rules()
    threshold = float(rules.calibration["needs_reviewer_below"])
    fitted = rules.fitted_confidence
    out = []
    for f in findings:
        if f.overridden:
            out.append(f)
            continue
        group = f"{f.basis}:{f.verdict}"
        confidence = fitted.get(f"{group}|{f.topic}", fitted.get(group, f.confidence))
        if confidence != f.confidence or f.needs_reviewer != (confidence < threshold):
            f = f.model_copy(update={"confidence": round(confidence, 2), "needs_reviewer": confidence < threshold})
        out.append(f)
    return out

