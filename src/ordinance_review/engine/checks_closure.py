"""The closure comparison: the idle period and the time to close that together set a facility's deadline.

Why a module of its own: a closure rule is read in parts that may sit in different units (RUBRIC rule 20:
"unused for 18 months" in a definition, "closed within 6 months after it becomes abandoned" in the rule),
and the wording that tells a trigger from a grace period is its own vocabulary.
"""

from __future__ import annotations

import re

from ordinance_review.engine.figures import amount, fmt, num
from ordinance_review.engine.result import EngineView, Result
from ordinance_review.engine.text import Text
from ordinance_review.measures import Measure
from ordinance_review.models import ComparedParameter
from ordinance_review.verdict_rules import Topic

_CESSATION = re.compile(
    r"(?:livestock |animal |farm(?:ing)? |dairy )?(?:operation|business|farm)s? (?:ceases?|terminat|ends?|is discontinued|goes out of business)"
    r"|(?:cessation|termination|discontinu\w*|end) of (?:the |a )?(?:livestock |animal |farm(?:ing)? |dairy )?(?:operation|business|farm)"
)
# "within 6 months after the date on which it became abandoned": a time to close, counted from the idle point
_FROM_IDLE = re.compile(r"\s*(?:after|following|from|(?:that|which) follows?)\s+(?:(?:the (?:date|day|time) (?:(?:on which|when|that) )?)?(?:it|the facility|such facility)\s+(?:became|becomes|is|was|has become)\s+(?:(?:deemed|presumed|considered) (?:to be )?)?(?:an? )?(?:idle|abandoned|unused|inactive)"
                        r"|(?:the|that|such) presumption (?:arises|attaches|applies|begins)"  # "within 6 months after the presumption arises"
                        r"|(?:the )?(?:last day|end) of (?:the|any|an?) (?:\d+|[a-z]+)[- ]month period"  # "after the last day of the 18-month period"
                        r"|(?:receiving|receipt of)\s+(?:the |a |written )?notice"
                        r"|(?:the |a |such |written )+notice (?:is|was|has been) (?:served|given|sent|delivered|received))")
# "shall be closed within the time allowed by Section 405(3)": the time to close is set in another unit
_TIME_SET_ELSEWHERE = re.compile(r"within the (?:time|period) (?:allowed|set|stated|provided|required|specified) (?:by|in|under)\b")
# "a facility becomes idle when no manure has been added ... for 18 months": a unit that sets the trigger
# the closure duty of another unit counts from, without being a definition
BECOMES_IDLE = re.compile(
    r"\b(?:becomes?|is|shall be (?:deemed|considered|presumed)|is (?:deemed|considered|presumed))\s+(?:to be )?(?:an? )?(?:idle|abandoned|inactive|unused)\b[^.]{0,20}\b(?:when|if|once|after|on the day (?:on which|that|when))\b"
    # "a facility into which no manure has been placed for 12 consecutive months is abandoned"
    r"|\bfor \d+ (?:consecutive )?(?:months|years)\b[^.;]{0,20}\b(?:is|becomes|shall be (?:deemed|considered)|is (?:deemed|considered))\s+(?:an? )?(?:idle|abandoned|inactive|unused)\b"
)
# a closure duty whose subject is the ordinance's own idle or abandoned facility ("each idle facility ... shall be closed")
_DEFINED_TERM_USED = re.compile(r"\b(?:idle|abandoned|inactive|unused)\b(?:[^.;]|\.(?=\S)){0,200}\b(?:shall|must) be (?:closed|abandoned|decommissioned)\b")
# ("has gone 18 months without manure being added or removed")
_IDLE_WORDS = re.compile(r"not (?:been )?used|unused|idle|non-?use|no longer (?:in )?use|out of (?:use|service)|cessation of use|not (?:received|held)|no (?:manure|waste)"
                         r"|without (?:any )?(?:manure|waste|animal waste|livestock waste)(?: being| having been)? (?:added|placed|removed|stored)")


def check_closure_period(e: EngineView, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    if _CESSATION.search(t.body) and not _IDLE_WORDS.search(t.body):
        # NR 151.05(3) already requires closure when the operation ceases; a period to do it in is no stricter
        return Result("consistent", e.rules.reason("closure.cessation", citation=topic.citation), confidence=0.7)
    idle: Measure | None = None
    grace: Measure | None = None
    idle_words = bool(_IDLE_WORDS.search(t.body))
    for q in t.measures:
        if q.months is None:
            continue
        before = t.body[max(0, q.start - 40):q.start]
        after = t.body[q.end:q.end + 25]
        if re.search(r"(?:longer|more) than\s*$|design\w*[^.]{0,30}$", before) or re.search(r"^\s*(?:before|prior)", after):
            continue
        counted_from_idle = bool(_FROM_IDLE.match(t.body[q.end:q.end + 90]))
        # "... closed within six months after the operation ends": a time to close, counted from the end
        counted_from_end = bool(_CESSATION.search(t.body[q.end:q.end + 60]))
        if re.search(r"(?:within|no later than|not later than)(?:\s+the)?\s*$|(?:after|following)[^.]{0,20}within\s*$", before) and (
                idle is not None or not idle_words or counted_from_idle or counted_from_end):
            # "abandoned facilities shall be closed within 90 days": a time to close, not an idle period
            grace = grace or q
        elif idle is None:
            idle = q
        elif re.search(r"within|no later than|not later than|after the end", before):
            grace = grace or q
    defined = ""
    if idle is not None and grace is None and e.idle_grace is not None and (
            BECOMES_IDLE.search(t.body) or _TIME_SET_ELSEWHERE.search(t.body)):
        # the trigger alone; another unit gives the time to close counted from it (RUBRIC rule 20)
        grace, defined = e.idle_grace, " (with the time to close that another unit counts from it)"
    if idle is None and e.defined_idle is not None and (grace is not None or _DEFINED_TERM_USED.search(t.body)):
        # the deadline runs from the point another unit defines (RUBRIC rule 20: linked periods); with no time
        # of its own ("Each idle facility, as that term is defined in s. 7.31(2), shall be closed") closure is
        # due once the defined idle period has run
        idle, defined = e.defined_idle, " (the ordinance's own definition of an idle or abandoned facility)"
    if idle is None and grace is not None:
        # only the time to finish a closure counted from a later point (a notice): the trigger stays the state's
        return Result("consistent", e.rules.reason("closure.grace_only", local=amount(grace), citation=topic.citation),
                      confidence=0.7)
    if idle is None:
        return Result("consistent", e.rules.reason("closure.no_period", citation=topic.citation), confidence=0.7)
    total = idle.months + (grace.months if grace else 0.0)
    local = num(round(total, 1))
    linked = f"{amount(idle)} of non-use{defined} plus {amount(grace)} to close" if grace else ""
    params = [ComparedParameter(name="idle period before closure is required", local_value=local,
                                state_value=fig.number, unit="months", confirmed=fig.confirmed)]
    state = fig.n
    if total < state - 0.01:
        key = "closure.linked_exceeds" if grace else "closure.exceeds"
        return Result("exceeds", e.rules.reason(key, local=fmt(float(local)), state=fmt(state), linked=linked,
                                                citation=topic.citation), params, confidence=0.9,
                      linked_definition=bool(defined))
    key = "closure.linked_consistent" if grace else ("closure.same" if abs(total - state) < 0.01 else "closure.weaker")
    return Result("consistent", e.rules.reason(key, local=fmt(float(local)), state=fmt(state), linked=linked,
                                               citation=topic.citation), params, confidence=0.85,
                  linked_definition=bool(defined))


def grace_after_idle(texts: list[Text]) -> Measure | None:
    """The time to close that one unit counts from the point a facility becomes idle ("close it within
    6 months after it becomes idle"), when exactly one unit of the ordinance sets one."""
    found = [q for t in texts for q in t.measures
             if q.months is not None and _FROM_IDLE.match(t.body[q.end:q.end + 90]) and "notice" not in t.body[q.end:q.end + 90]]
    return found[0] if len(found) == 1 else None
