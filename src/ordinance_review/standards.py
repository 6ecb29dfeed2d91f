"""Load and validate the state-standards catalog in `reference/`. STUB (foundation)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ordinance_review.models import Standard


@dataclass(frozen=True)
class Catalog:
    standards: list[Standard] = field(default_factory=list)
    version: str = "stub"


def load_catalog() -> Catalog:
    return Catalog()
