"""The approval clock: due date, status and the counting behind them (NR 151.096(2)(b), ATCP 50.60).

The figures and citations live in `reference/approval_clock.yaml`; this module only counts.

Semantics (the CLI, the app and the store all use :func:`compute`):

- **Start (day 0).** DNR route: the day DNR received the ordinance. DATCP route: the day the
  application became complete (`complete`); :func:`compute` refuses a DATCP clock without it, while
  :func:`compute_pending` (used by the store) answers ``awaiting_complete_application`` with no due
  date, so a half-filed submission can still be listed.
- **Due (day 90).** start + 90 calendar days. Never moved: when it falls on a Saturday, Sunday or a
  Wisconsin holiday (`reference/holidays.yaml`: s. 995.20 legal holidays and s. 230.35(4)(a)
  state-office closures) ``weekend_or_holiday`` is true and the status cites s. 990.001(4), Stats.
- **Counting date.** The decision date when the decision letter is dated on or before `on`;
  otherwise `on` (a decision dated after `on` had not happened yet on that date, and a note says so).
- ``days_elapsed`` = counting date - start; ``days_left`` = due - counting date (negative once the
  due date has passed, or when the decision came late).
- **Status.** Decided: ``decided_on_time`` when decided on or before the due date (day 90 is on
  time), else ``decided_late``. Open: ``overdue`` when days_left < 0, ``due_soon`` when
  0 <= days_left <= 14 (the due date itself is due_soon), else ``on_time``.
- **Bad dates** raise ValueError with a one-line message: status date before receipt, completion
  or decision before receipt, decision before completion (DATCP), DATCP recommendation received
  before it was requested or before receipt.

>>> import datetime as dt
>>> s = compute(received=dt.date(2024, 1, 15), on=dt.date(2024, 3, 1))
>>> (s.due.isoformat(), s.status, s.days_elapsed, s.days_left)
('2024-04-14', 'on_time', 46, 44)
>>> s.weekend_or_holiday   # 2024-04-14 is a Sunday
True
"""

from __future__ import annotations

import datetime as dt
import json
from functools import cache
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

from ordinance_review.config import reference_path
from ordinance_review.holidays import holidays_on

Status = Literal[
    "on_time", "due_soon", "overdue", "decided_on_time", "decided_late", "awaiting_complete_application"
]
RouteName = Literal["dnr", "datcp"]
STATUSES: tuple[str, ...] = (
    "on_time",
    "due_soon",
    "overdue",
    "decided_on_time",
    "decided_late",
    "awaiting_complete_application",
)
CLI_KEYS = ("due", "status", "days_elapsed", "days_left", "weekend_or_holiday", "rule")


class RouteRule(BaseModel):
    """One route of `reference/approval_clock.yaml`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    rule: str
    days: int
    starts: Literal["received", "complete"]
    start_label: str
    # how the rule counts ("calendar days" for NR 151.096(2)(b); ATCP 50.60 says only "days")
    day_kind: str = "days"
    # the act due on day 90 (NR 151.096(2)(b): written notice to the local unit, with reasons)
    deadline_act: str = "decision"
    summary: str
    source: str
    datcp_recommendation: bool


class ClockRules(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    version: str
    routes: dict[str, RouteRule]
    due_soon_days: int
    weekend_holiday_rule: str
    weekend_holiday_summary: str


@cache
def rules() -> ClockRules:
    data = yaml.safe_load(reference_path("approval_clock.yaml").read_text(encoding="utf-8"))
    return ClockRules.model_validate(data)


class ClockStatus(BaseModel):
    """Where one submission stands on one date. Derived, never stored: edit a date, recompute."""

    model_config = ConfigDict(frozen=True)

    due: dt.date | None
    status: Status
    days_elapsed: int
    days_left: int | None
    weekend_or_holiday: bool
    rule: str
    route: RouteName
    start: dt.date | None  # day 0
    start_label: str
    on: dt.date  # the status date asked for
    counted_to: dt.date  # the date days are counted to (the decision date once decided)
    decided: dt.date | None = None
    due_weekday: str = ""
    due_holidays: list[str] = Field(default_factory=list)
    weekend_holiday_rule: str = ""
    notes: list[str] = Field(default_factory=list)

    def cli_json(self) -> str:
        """The CLI's JSON object: exactly the keys of issue 6, in that order."""
        data = self.model_dump(mode="json")
        return json.dumps({key: data[key] for key in CLI_KEYS})

    def describe(self) -> str:
        """The counting in words, for the CLI's text format and the app."""
        route = rules().routes[self.route]
        lines = [f"{route.name}: {route.days} {route.day_kind} ({self.rule})."]
        if self.start is None or self.due is None:
            lines.append("The clock has not started: the application is not complete yet.")
        else:
            lines.append(f"Day 0:  {self.start.isoformat()} ({self.start_label})")
            due_line = (
                f"Day {route.days}: {self.due.isoformat()} ({self.due_weekday}) - due: {route.deadline_act}"
            )
            lines.append(due_line)
            if self.weekend_or_holiday:
                what = ", ".join([self.due_weekday] * (self.due.weekday() >= 5) + self.due_holidays)
                lines.append(
                    f"The due date falls on {what}: see {self.weekend_holiday_rule} "
                    "The due date shown is not moved."
                )
            counted = "decision" if self.decided and self.counted_to == self.decided else "as of"
            left = (
                f"{self.days_left} days left"
                if (self.days_left or 0) >= 0
                else f"{-(self.days_left or 0)} days past due"
            )
            lines.append(f"{counted} {self.counted_to.isoformat()}: day {self.days_elapsed}, {left}.")
        lines.append(f"Status: {self.status.replace('_', ' ')}.")
        lines.extend(f"Note: {note}" for note in self.notes)
        return "\n".join(lines)


def _check_order(earlier: dt.date | None, later: dt.date | None, message: str) -> None:
    if earlier is not None and later is not None and later < earlier:
        raise ValueError(message.format(earlier=earlier.isoformat(), later=later.isoformat()))


def _validate(
    *,
    received: dt.date,
    on: dt.date,
    route: str,
    complete: dt.date | None,
    decided: dt.date | None,
    datcp_requested: dt.date | None,
    datcp_received: dt.date | None,
) -> RouteRule:
    table = rules().routes
    if route not in table:
        raise ValueError(f"route {route!r} is not known; use one of {', '.join(sorted(table))}")
    _check_order(
        received, on, "the status date {later} is before the date received {earlier}; pick a later date"
    )
    _check_order(
        received,
        complete,
        "the completion date {later} is before the date received {earlier}; fix one of them",
    )
    _check_order(
        received, decided, "the decision date {later} is before the date received {earlier}; fix one of them"
    )
    if table[route].starts == "complete":
        _check_order(
            complete, decided, "the decision date {later} is before the application was complete ({earlier})"
        )
    _check_order(
        received, datcp_requested, "the DATCP request date {later} is before the date received {earlier}"
    )
    _check_order(
        received,
        datcp_received,
        "the DATCP recommendation date {later} is before the date received {earlier}",
    )
    _check_order(
        datcp_requested,
        datcp_received,
        "the DATCP recommendation arrived {later}, before it was requested ({earlier}); fix one of them",
    )
    if datcp_received is not None and datcp_requested is None:
        raise ValueError("a DATCP recommendation date is set but no request date; add when it was requested")
    return table[route]


def _datcp_notes(
    route: RouteRule,
    counted_to: dt.date,
    requested: dt.date | None,
    received: dt.date | None,
    decided: dt.date | None = None,
) -> list[str]:
    """What the clock says about DATCP's recommendation, from the dates recorded on the submission.

    A decided submission never reads "not yet requested": once the decision is made the question is
    whether a request was recorded before it, and the note says so.
    """
    if not route.datcp_recommendation:
        return []
    if requested is None or requested > counted_to:
        if decided is not None:
            return [
                "no DATCP recommendation request was recorded before the decision "
                "(NR 151.096(2)(b): DNR asks for it before deciding); record its date if it was made"
            ]
        return [
            "DATCP recommendation not yet requested: no request date recorded "
            "(NR 151.096(2)(b): DNR asks for it before deciding)"
        ]
    if received is None or received > counted_to:
        if decided is not None:
            return [
                f"DATCP recommendation requested {requested.isoformat()}; none recorded as received before the decision"
            ]
        return [f"DATCP recommendation requested {requested.isoformat()}, not yet received"]
    return []


def compute(
    *,
    received: dt.date,
    on: dt.date,
    route: RouteName | str = "dnr",
    complete: dt.date | None = None,
    decided: dt.date | None = None,
    datcp_requested: dt.date | None = None,
    datcp_received: dt.date | None = None,
) -> ClockStatus:
    """The clock on `on`. Raises ValueError on inconsistent dates or a DATCP route without `complete`."""
    status = compute_pending(
        received=received,
        on=on,
        route=route,
        complete=complete,
        decided=decided,
        datcp_requested=datcp_requested,
        datcp_received=datcp_received,
    )
    if status.status == "awaiting_complete_application":
        raise ValueError(
            "the DATCP clock starts when the application is complete (ATCP 50.60); give the completion "
            "date (--complete YYYY-MM-DD)"
        )
    return status


def compute_pending(
    *,
    received: dt.date,
    on: dt.date,
    route: RouteName | str = "dnr",
    complete: dt.date | None = None,
    decided: dt.date | None = None,
    datcp_requested: dt.date | None = None,
    datcp_received: dt.date | None = None,
) -> ClockStatus:
    """Like :func:`compute`, but a DATCP clock without a completion date is `awaiting_complete_application`."""
    table = rules()
    rule = _validate(
        received=received,
        on=on,
        route=route,
        complete=complete,
        decided=decided,
        datcp_requested=datcp_requested,
        datcp_received=datcp_received,
    )
    notes: list[str] = []
    decided_by_on = decided if decided is not None and decided <= on else None
    if decided is not None and decided_by_on is None:
        notes.append(
            f"the decision dated {decided.isoformat()} is after {on.isoformat()}; shown as of {on.isoformat()}"
        )
    counted_to = decided_by_on or on
    if rule.starts == "received":
        start: dt.date | None = received
        if complete is not None:
            notes.append(f"the completion date does not move the DNR clock ({rule.rule} counts from receipt)")
    else:
        start = complete
    notes.extend(_datcp_notes(rule, counted_to, datcp_requested, datcp_received, decided_by_on))
    common = {
        "rule": rule.rule,
        "route": route,
        "start_label": rule.start_label,
        "on": on,
        "counted_to": counted_to,
        "decided": decided_by_on,
        "weekend_holiday_rule": table.weekend_holiday_rule,
    }
    if start is None:
        return ClockStatus(
            due=None,
            status="awaiting_complete_application",
            days_elapsed=(counted_to - received).days,
            days_left=None,
            weekend_or_holiday=False,
            start=None,
            notes=[*notes, "the application is not complete yet; the 90 days have not started"],
            **common,
        )
    due = start + dt.timedelta(days=rule.days)
    if start > counted_to:
        notes.append(f"the application became complete on {start.isoformat()}; the clock starts then")
    elapsed = (counted_to - start).days
    left = (due - counted_to).days
    if decided_by_on is not None:
        status: Status = "decided_on_time" if decided_by_on <= due else "decided_late"
    elif left < 0:
        status = "overdue"
    elif left <= table.due_soon_days:
        status = "due_soon"
    else:
        status = "on_time"
    holiday_names = [h.name for h in holidays_on(due)]
    weekend = due.weekday() >= 5
    if weekend or holiday_names:
        notes.append(
            f"day {rule.days} ({due.isoformat()}) is a {due.strftime('%A')}"
            + (f" and {', '.join(holiday_names)}" if holiday_names and weekend else "")
            + (f", {', '.join(holiday_names)}" if holiday_names and not weekend else "")
            + f": see {table.weekend_holiday_rule}; the due date is not moved"
        )
    return ClockStatus(
        due=due,
        status=status,
        days_elapsed=elapsed,
        days_left=left,
        weekend_or_holiday=weekend or bool(holiday_names),
        start=start,
        due_weekday=due.strftime("%A"),
        due_holidays=holiday_names,
        notes=notes,
        **common,
    )
