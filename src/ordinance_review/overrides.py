"""Reviewers' overrides applied to a review: the one function the app, the memos and the store use.

Why one function (issue 17): overrides were applied in two places with different wording, and
neither recomputed the outcome, so after two overrides the counts said "Exceeds 7" while the
"Approval needed" banner still listed 9. Here the findings take the new verdicts *and* the outcome
(approval needed, the provisions listed, the checklist, the route) is derived again from them.

An override is anything with `provision_id`, the new verdict (`new_verdict` or `verdict`),
`reason`, `who` and `at`: a stored `OverrideRow` / `OverrideView`, or the app's session override.
For one provision the latest (highest `id`, else the last given) wins.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from typing import Any

from ordinance_review.models import VERDICT_NAMES, Finding, Review


def _verdict(item: Any) -> str:
    return getattr(item, "new_verdict", None) or item.verdict


def _when(item: Any) -> str:
    at = getattr(item, "at", None)
    if not isinstance(at, dt.datetime):
        return ""
    return f" on {(at if at.tzinfo else at.replace(tzinfo=dt.UTC)).date().isoformat()}"


def override_note(item: Any, engine_finding: Finding) -> str:
    """The sentence every face prints for an override: who, when, why and what the engine said."""
    said = VERDICT_NAMES.get(engine_finding.verdict, engine_finding.verdict)
    return (
        f"Reviewer override by {item.who}{_when(item)}: {item.reason} "
        f"(the engine said {said}{': ' + engine_finding.reason if engine_finding.reason else ''})"
    )


def latest(overrides: Iterable[Any] | Mapping[str, Any]) -> dict[str, Any]:
    """The override in force per provision id."""
    if isinstance(overrides, Mapping):  # the app's session overrides: provision id → override
        return {pid: item for pid, item in overrides.items()}
    items = list(overrides)
    if all(hasattr(i, "id") for i in items):
        items = sorted(items, key=lambda i: i.id)
    return {item.provision_id: item for item in items}


def apply_overrides(review: Review, overrides: Iterable[Any] | Mapping[str, Any]) -> Review:
    """The review with the latest override per provision applied (`Finding.overridden`), and its
    outcome derived again from the resulting verdicts. Without overrides the review comes back as is."""
    in_force = latest(overrides)
    if not in_force:
        return review
    findings: list[Finding] = []
    changed = False
    for finding in review.findings:
        item = in_force.get(finding.provision_id)
        if item is None:
            findings.append(finding)
            continue
        note = override_note(item, finding)
        findings.append(
            finding.model_copy(
                update={"verdict": _verdict(item), "overridden": True, "reason": note, "notes": [*finding.notes, note]}
            )
        )
        changed = True
    if not changed:
        return review
    updated = review.model_copy(update={"findings": findings})
    if review.outcome is not None:
        from ordinance_review.exemptions import outcome

        updated = updated.model_copy(update={"outcome": outcome(findings, review.provisions, review.document)})
    return updated
