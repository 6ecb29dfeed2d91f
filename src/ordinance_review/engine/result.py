"""What a comparison decides, and the interface checks see of the engine.

Why a module of its own: the checks, the scope comparator and the general fallback all hand a
`Result` back to the engine, and they see the engine only through `EngineView`. So no module of
the package imports the engine that imports it (no import circle), and a check can be tested with
any object that has rules, figures and the catalog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from ordinance_review.engine.figures import Figures
from ordinance_review.engine.text import Text
from ordinance_review.measures import Measure
from ordinance_review.models import ComparedParameter, DocumentInfo, Verdict
from ordinance_review.standards import Catalog
from ordinance_review.verdict_rules import RuleSet, Topic


@dataclass
class Result:
    """What a check decides; `citation=None` keeps the topic's citation."""

    verdict: Verdict
    reason: str
    parameters: list[ComparedParameter] = field(default_factory=list)
    citation: str | None = None
    needs_confirmation: bool = False
    confidence: float = 0.8
    notes: list[str] = field(default_factory=list)
    below_state_floor: bool = False  # a weaker local rule: the state standard still applies (RUBRIC rule 5)
    linked_definition: bool = False  # the comparison used a period another unit defines (RUBRIC rule 20)


class EngineView(Protocol):
    rules: RuleSet
    catalog: Catalog
    fig: Figures
    info: DocumentInfo  # the document's dates: when a rule that names no date of its own began to reach facilities
    # the idle period another unit of the same ordinance defines ("a facility is abandoned when unused for
    # 12 months"), in months: a closure rule that counts only from that point links to it (RUBRIC rule 20)
    defined_idle: Measure | None
    # the time to close that one unit counts from the idle point ("within 6 months after it becomes idle")
    idle_grace: Measure | None


Check = Callable[[EngineView, Text, Topic], "Result | None"]
