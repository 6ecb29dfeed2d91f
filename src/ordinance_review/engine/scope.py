"""Scope: a restatement that reaches further than the state rule it restates exceeds it.

Why a module of its own: the topic checks compare figures; what they cannot see is a local rule that
copies the state rule's words and drops its zone, season, qualifier or exception. The dimensions of
that widening are data (`reference/rules/scope.yaml`, with examples per dimension), so adding one is
data plus its examples, and no Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from ordinance_review.models import ComparedParameter
from ordinance_review.verdict_rules import Dimension, RuleSet, Topic, load_rules

__all__ = ["Dimension", "Widening", "dimensions", "fires", "widening"]


@dataclass(frozen=True)
class Widening:
    dimension: str
    reason: str
    parameter: ComparedParameter
    citation: str = ""


def dimensions(rules: RuleSet | None = None) -> tuple[Dimension, ...]:
    """The dimensions of `reference/rules/scope.yaml`, validated and compiled with the other rule data."""
    return (rules or load_rules()).scope


def fires(rules: RuleSet, d: Dimension, body: str) -> str | None:
    """The words that widen the reach along `d`, or None."""
    m = rules.search(d.pattern, body)
    if m is None or (d.unless and rules.search(d.unless, body)):
        return None
    return m.group(0)


def widening(rules: RuleSet, topic: Topic, body: str, citation: str) -> Widening | None:
    """The first dimension along which the provision reaches further than the state rule of `topic`."""
    for d in dimensions(rules):
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
