"""Confidence: how often findings reached the same way were right on text the engine had not seen.

Why a module of its own: the merits and the status stages both shape a finding; its confidence is set
once, on the final finding, from `reference/rules/calibration.yaml` (fitted by
`benchmarks/calibrate.py`), and the `needs_reviewer` mark follows from the threshold in
`reference/rules/verdicts.yaml`. The UI filter, the memo's list and the figure shown all read it.
"""

from __future__ import annotations

from functools import lru_cache

import yaml

from ordinance_review.config import reference_path
from ordinance_review.models import Finding
from ordinance_review.verdict_rules import RuleSet, load_rules


def mark_needs_reviewer(findings: list[Finding], rules: RuleSet | None = None) -> list[Finding]:
    """Set each finding's calibrated confidence, and mark those below the threshold for a reviewer.

    Why a last step: the merits and the status stages both shape a finding; its confidence is read
    once, on the final finding, from how often findings reached the same way (basis and verdict) were
    right on sets the engine had not seen (`reference/rules/calibration.yaml`, fitted by
    `benchmarks/calibrate.py`). A way of reaching a verdict the fit never saw keeps the check's own
    confidence. So the UI filter, the memo's list and the figure shown all agree.
    """
    threshold = float((rules or load_rules()).calibration["needs_reviewer_below"])
    fitted = _fitted_confidence()
    out = []
    for f in findings:
        if f.overridden:
            out.append(f)
            continue
        confidence = fitted.get(f"{f.basis}:{f.verdict}", f.confidence)
        if confidence != f.confidence or f.needs_reviewer != (confidence < threshold):
            f = f.model_copy(update={"confidence": round(confidence, 2), "needs_reviewer": confidence < threshold})
        out.append(f)
    return out


def _fitted_confidence() -> dict[str, float]:
    path = reference_path("rules/calibration.yaml")
    return _read_fitted(str(path), path.stat().st_mtime_ns)


@lru_cache(maxsize=2)
def _read_fitted(path: str, _mtime: int) -> dict[str, float]:
    with open(path, encoding="utf-8") as fh:
        raw = yaml.safe_load(fh) or {}
    return {str(k): float(v) for k, v in (raw.get("by_basis_verdict") or {}).items()}
