"""Exemptions and the ordinance-level outcome. STUB (foundation)."""

from __future__ import annotations

from ordinance_review.models import DocumentInfo, Finding, Outcome, Provision


def apply(findings: list[Finding], provisions: list[Provision], info: DocumentInfo) -> list[Finding]:
    return findings


def outcome(findings: list[Finding], provisions: list[Provision], info: DocumentInfo) -> Outcome:
    needing = [f.label for f in findings if f.verdict == "exceeds"]
    return Outcome(
        approval_needed=bool(needing),
        summary="approval needed" if needing else "no approval needed",
        provisions_needing_approval=needing,
    )
