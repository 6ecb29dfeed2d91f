"""The generic comparison: one local figure against one catalog figure, in the direction the data gives.

Why a module of its own: most comparisons need no code of their own. A topic names the catalog figure
(`figure:`, whose `stricter_if` in figures.yaml says which way is stricter) and the words the local
figure stands beside (`near:`); this check finds that figure, converts its unit and compares. Adding
such a comparison is data (a topic, a figure, their examples), with no Python.
"""

from __future__ import annotations

from ordinance_review.engine.figures import fmt, num
from ordinance_review.engine.result import EngineView, Result
from ordinance_review.engine.text import Text
from ordinance_review.measures import Measure
from ordinance_review.models import ComparedParameter
from ordinance_review.verdict_rules import Topic

_REACH = 60  # characters either side of a figure in which its `near` words must stand


def _in_unit(q: Measure, unit: str) -> float | None:
    """The figure in the catalog figure's unit, when the two measure the same kind of thing."""
    if unit in ("ft", "feet"):
        return q.feet
    if unit in ("in", "inches"):
        return None if q.feet is None else q.feet * 12
    if unit == "months":
        return q.months
    if unit == "years":  # "twenty-four (24) months" against a window of 5 years
        return None if q.months is None else q.months / 12
    if unit == "hours":
        return {"hours": q.value, "days": q.value * 24}.get(q.unit)
    if unit == "days":
        return {"days": q.value, "hours": q.value / 24}.get(q.unit)
    return q.value if q.unit == unit else None


def check_figure(e: EngineView, t: Text, topic: Topic) -> Result | None:
    spec = e.rules.figures[topic.figure]
    fig = e.fig(topic.figure)
    near = e.rules.rx(topic.near) if topic.near else None
    found = []
    for q in t.measures:
        local = _in_unit(q, spec.unit)
        if local is None:
            continue
        window = t.body[max(0, q.start - _REACH): q.end + _REACH]
        if near is None or near.search(window):
            found.append(local)
    if not found:
        return None
    local = max(found) if spec.stricter_if == "higher" else min(found)
    state = fig.n
    stricter = local > state if spec.stricter_if == "higher" else local < state
    params = [ComparedParameter(name=spec.parameter.replace("_", " "), local_value=num(local), state_value=num(state),
                                unit=spec.unit, confirmed=fig.confirmed)]
    key = "figure.exceeds" if stricter else ("figure.same" if local == state else "figure.weaker")
    reason = e.rules.reason(key, citation=fig.citation, name=spec.parameter.replace("_", " "), local=fmt(local),
                            state=fmt(state), unit=spec.unit) + fig.caveat()
    return Result("exceeds" if stricter else "consistent", reason, params, citation=fig.citation,
                  needs_confirmation=fig.flips_within_range(local), confidence=0.8, below_state_floor=not stricter and local != state)
