"""Scope: a restatement that reaches further than the state rule it restates exceeds it.

Why a module of its own: the topic checks compare figures; what they cannot see is a local rule that
copies the state rule's words and drops its zone, season, qualifier or exception. The dimensions of
that widening are data (`reference/rules/scope.yaml`, with examples per dimension), so adding one is
data plus its examples, and no Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field

from ordinance_review.config import reference_path
from ordinance_review.models import ComparedParameter
from ordinance_review.verdict_rules import PatternExamples, RuleSet, Topic


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ScopeParameter(_Model):
    name: str
    local: str
    state: str


class Dimension(_Model):
    """One way a local rule can reach further than the state rule it restates."""

    id: str
    topics: list[str] = Field(default_factory=list)
    exception: bool = False  # applies to every topic that keeps a state exception
    pattern: str
    unless: str = ""
    reason: str
    citation: str = ""  # the rule the widening is measured against, when not the topic's own
    parameter: ScopeParameter
    examples: PatternExamples

    def applies_to(self, topic: Topic) -> bool:
        return "*" in self.topics or topic.id in self.topics or (self.exception and bool(topic.exception))


@dataclass(frozen=True)
class Widening:
    dimension: str
    reason: str
    parameter: ComparedParameter
    citation: str = ""


@lru_cache(maxsize=1)
def dimensions() -> tuple[Dimension, ...]:
    with reference_path("rules/scope.yaml").open(encoding="utf-8") as fh:
        raw: dict[str, Any] = yaml.safe_load(fh)
    return tuple(Dimension.model_validate(d) for d in raw["dimensions"])


def fires(rules: RuleSet, d: Dimension, body: str) -> str | None:
    """The words that widen the reach along `d`, or None."""
    m = rules.search(d.pattern, body)
    if m is None or (d.unless and rules.search(d.unless, body)):
        return None
    return m.group(0)


def widening(rules: RuleSet, topic: Topic, body: str, citation: str) -> Widening | None:
    """The first dimension along which the provision reaches further than the state rule of `topic`."""
    for d in dimensions():
        if not d.applies_to(topic):
            continue
        words = fires(rules, d, body)
        if words is None:
            continue
        reason = rules.reason(d.reason, words=words, exception=topic.exception, citation=d.citation or citation,
                              state=d.parameter.state)
        return Widening(d.id, reason, ComparedParameter(name=d.parameter.name, local_value=d.parameter.local,
                                                        state_value=d.parameter.state, unit=""), d.citation)
    return None
