"""What a distance is measured from, read with the receptor vocabulary of `reference/rules/receptors.yaml`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ordinance_review.engine.text import Text
from ordinance_review.measures import Measure
from ordinance_review.verdict_rules import RuleSet, load_rules

if TYPE_CHECKING:
    from ordinance_review.engine.figures import StateFigure
    from ordinance_review.engine.result import EngineView

_CACHE: dict[int, list[tuple[str, re.Pattern[str], re.Pattern[str]]]] = {}


def _kinds(rules: RuleSet | None = None) -> list[tuple[str, re.Pattern[str], re.Pattern[str]]]:
    """(kind, pattern near a figure, bare pattern) per receptor, compiled once per rule set."""
    rules = rules or load_rules()
    hit = _CACHE.get(id(rules))
    if hit is None:
        hit = [(r.kind, re.compile(rf"^[^.;]{{0,{r.reach}}}?{r.pattern}"), re.compile(r.pattern)) for r in rules.receptors]
        _CACHE[id(rules)] = hit
    return hit


def receptor(body: str, q: Measure, rules: RuleSet | None = None) -> str:
    """The receptor kind of a distance: the first receptor word after it, else one just before it."""
    kinds = _kinds(rules)
    after = body[q.end:]
    best, pos = "", 10**6
    for kind, near, _ in kinds:
        m = near.search(after)
        if m and m.end() < pos:
            best, pos = kind, m.end()
    if best:
        return best
    before = body[max(0, q.start - 60):q.start]
    for kind, _, bare in kinds:
        if bare.search(before):
            return kind
    return ""


def is_municipal(text: str, rules: RuleSet | None = None) -> bool:
    """Does the text name a municipal or community water supply?"""
    return any(kind == "municipal_well" and bare.search(text) for kind, _, bare in _kinds(rules))


def distances(t: Text) -> list[Measure]:
    return [q for q in t.measures if q.feet is not None and q.unit in ("ft", "mile")]


def is_ban(rules: RuleSet, body: str) -> bool:
    return bool(rules.search("{BAN}", body))


# the state zone around each kind of surface water, by the figure keys of figures.yaml
ZONES = {
    "wqma": {"lake": "wqma_lake", "stream": "wqma_stream"},  # NR 151.015(24)
    "swqma": {"lake": "swqma_lake", "stream": "swqma_stream"},  # NRCS 590
}


def water_distances(e: EngineView, t: Text, zone: str) -> Iterator[tuple[Measure, str, StateFigure]]:
    """Each distance from a lake or stream in the provision, with its kind and the state zone figure.

    Why one helper: piles, siting, winter bars, spreading setbacks and diversion all compare a local
    distance from surface water with the state's zone for that kind of water; only the zone differs.
    """
    for q in distances(t):
        kind = receptor(t.body, q, e.rules)
        key = ZONES[zone].get(kind)
        if key:
            yield q, kind, e.fig(key)
