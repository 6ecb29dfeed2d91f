"""Facts both memo kinds print, derived once from the review and the context.

Plain functions of (review, context, wording): no formatting of any output format here.

>>> figure(1000.0, "feet")
'1,000 feet'
>>> figure("December 15 - March 15", "dates")
'December 15 - March 15'
>>> figure("5 (up to 20)", "feet")
'5 feet (up to 20)'
"""

from __future__ import annotations

import datetime as dt
import re

from ordinance_review.memo.context import MemoContext
from ordinance_review.memo.wording import Wording
from ordinance_review.models import EXEMPT_VERDICTS, ComparedParameter, Finding, Outcome, Review, Route

_NUMBER_FIRST = re.compile(r"([\d][\d.,]*)(\s*\([^()]*\))?")


def clean(text: str) -> str:
    """Collapse runs of whitespace (PDF line breaks inside ordinance text) to single spaces."""
    return " ".join(text.split())


def date_text(value: dt.date | None) -> str:
    """Dates the way DNR letters print them: "March 5, 2024"."""
    return f"{value:%B} {value.day}, {value.year}" if value else ""


def figure(value: float | str | bool | None, unit: str) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        text = clean(value)
        # "5 (up to 20)" gets its unit after the number; descriptive values ("none",
        # "December 1 - March 31", "2 ft of depth plus ...") carry their own units.
        if unit and _NUMBER_FIRST.fullmatch(text):
            return _NUMBER_FIRST.sub(lambda m: f"{m.group(1)} {unit}{m.group(2)}", text)
        return text
    text = f"{value:,.0f}" if float(value).is_integer() else f"{value:,}"
    return f"{text} {unit}".strip()


# State figures that mean "no state figure to fall back on": the state has no such requirement
# (devset README: 0 or "none ...") or the figure is not confirmed.
NO_FIGURE = ("none", "0", "unconfirmed")


def has_state_figure(param: ComparedParameter) -> bool:
    """Whether the parameter carries a state figure a local government could adopt instead.

    >>> has_state_figure(ComparedParameter(name="x", state_value="none (allowed under 590)"))
    False
    >>> has_state_figure(ComparedParameter(name="x", state_value=24, unit="months"))
    True
    """
    if param.state_value is None:
        return False
    first = str(param.state_value).strip().split(" ", 1)[0].lower().rstrip(",;")
    return first not in NO_FIGURE and first not in ("0.0",)


def pages(count: int) -> str:
    return f"{count} page" if count == 1 else f"{count} pages"


def sentence(text: str) -> str:
    """End `text` with exactly one period (labels such as "§ 9-5 B." already end in one)."""
    text = text.rstrip()
    return text if text.endswith((".", "?", "!")) else text + "."


def local_figures(params: list[ComparedParameter]) -> str:
    return "; ".join(f"{clean(p.name)}: {figure(p.local_value, p.unit)}" for p in params)


def state_figures(params: list[ComparedParameter]) -> str:
    def one(p: ComparedParameter) -> str:
        text = figure(p.state_value, p.unit)
        return text if p.confirmed or "unconfirmed" in text.lower() else f"{text} (unconfirmed)"

    return "; ".join(one(p) for p in params)


def jurisdiction(review: Review, context: MemoContext) -> str:
    return clean(context.jurisdiction or review.document.jurisdiction) or "the local unit"


def title(review: Review) -> str:
    return clean(review.document.title) or review.document.filename


def route(review: Review, context: MemoContext) -> Route:
    if context.route:
        return context.route
    return review.outcome.route if review.outcome else "dnr"


def due_date(context: MemoContext, route_: Route, wording: Wording) -> dt.date | None:
    """The caller's due date, else 90 calendar days after receipt on the DNR route.

    The DATCP clock runs from a *complete* application, which the memo cannot know, so it is
    never computed here.
    """
    if context.due or context.received is None or route_ != "dnr":
        return context.due
    return context.received + dt.timedelta(days=int(wording.route(route_)["clock_days"]))


def outcome(review: Review) -> Outcome:
    """The review's outcome, or one derived from the findings when the pipeline set none."""
    if review.outcome is not None:
        return review.outcome
    needing = [f.label for f in review.findings if f.verdict == "exceeds"]
    return Outcome(
        approval_needed=bool(needing),
        summary="approval needed" if needing else "no approval needed",
        provisions_needing_approval=needing,
    )


def verdict_rule(finding: Finding, route_: Route, wording: Wording) -> str:
    """The rule a verdict rests on: the finding's own, else the vocabulary table's."""
    return finding.rule or wording.verdict_rule(finding.verdict, route_)


def page_of(review: Review, finding: Finding) -> str:
    provision = review.provision(finding.provision_id)
    return str(provision.page) if provision else ""


def by_verdict(review: Review) -> dict[str, list[Finding]]:
    groups: dict[str, list[Finding]] = {
        "exceeds": [],
        "consistent": [],
        "not_covered": [],
        "exempt": [],
    }
    for finding in review.findings:
        key = "exempt" if finding.verdict in EXEMPT_VERDICTS else finding.verdict
        groups[key].append(finding)
    return groups


def labels(findings: list[Finding]) -> str:
    return ", ".join(clean(f.label) for f in findings)
