"""Verdicts on the merits. STUB (foundation): everything not_covered."""

from __future__ import annotations

from ordinance_review.models import DocumentInfo, Finding, Provision
from ordinance_review.standards import Catalog


def assess(provisions: list[Provision], catalog: Catalog, info: DocumentInfo) -> list[Finding]:
    return [
        Finding(provision_id=p.id, label=p.label, verdict="not_covered", reason="stub", confidence=0.1)
        for p in provisions
    ]
