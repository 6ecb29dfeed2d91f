"""Calculators for the seed procedures: pure functions over `reference/procedures.yaml`.

Counting conventions (documented because the rule text leaves them to the reader):

* Compliance period length is `end - start` in calendar days; the period starts on the postmark
  date of the notice or the date of personal delivery (NR 151.095(6)(b)2.a.).
* "Not less than 60 days": `days >= 60`. "Not more than 3 years": the end falls on or before the
  same calendar date 3 years after the start. A start on February 29 counts to February 28 of a
  non-leap target year, so the period never runs past 3 years (`add_years`). The 4-year total for
  cost-shared extensions and the 5-year reintroduction window count the same way.
* Variance requests are timely when filed on or before the 60th day after the notice was received.
* Animal units: the significant-expansion branches follow NR 153.15(2)(d); "at least 1,000 AU"
  (par. (f)2.) is the WPDES application threshold, so 999.9 AU is below it and 1,000 AU is at it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ordinance_review.errors import ReviewError
from ordinance_review.procedures.data import section


class ProcedureInputError(ReviewError, ValueError):
    """Impossible calculator input (negative animal units, an end before the start, ...)."""


class _Result(BaseModel):
    model_config = ConfigDict(frozen=True)


def add_years(day: dt.date, years: int) -> dt.date:
    """The same calendar date `years` later; February 29 becomes February 28 in a non-leap year."""
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # Feb 29 -> a year without one
        return day.replace(year=day.year + years, day=28)


# ---------------------------------------------------------------- compliance period


class CompliancePeriod(_Result):
    """Answer of `compliance_period`; `cli_dict` keeps the issue's key order."""

    days: int
    valid: bool
    problems: list[str] = Field(default_factory=list)
    latest_end: dt.date
    latest_end_with_extension: dt.date | None = None
    rule: str

    def cli_dict(self) -> dict:
        return {
            "days": self.days,
            "valid": self.valid,
            "problems": list(self.problems),
            "latest_end": self.latest_end.isoformat(),
            "latest_end_with_extension": (
                self.latest_end_with_extension.isoformat() if self.latest_end_with_extension else None
            ),
            "rule": self.rule,
        }


def compliance_period(
    start: dt.date, end: dt.date, *, imminent_threat: bool = False, cost_share: bool = False
) -> CompliancePeriod:
    """Check a notice's compliance period against NR 151.09(5)(b)/(6)(b) and NR 151.095(6)(b)/(7)(b).

    `valid` means the period as written in the notice is lawful: at least 60 days (unless the site is
    an imminent threat) and at most 3 years. With `cost_share` the department may later extend it
    case by case up to 4 years in total; that is reported as `latest_end_with_extension` and in the
    problem text, but a notice that sets more than 3 years is still not valid.
    """
    if end < start:
        raise ProcedureInputError(f"end {end.isoformat()} is before start {start.isoformat()}; give --end on or after --start")
    cfg = section("compliance_period")
    rules = cfg["rules"]
    days = (end - start).days
    latest_end = add_years(start, int(cfg["max_years"]))
    latest_ext = add_years(start, int(cfg["extension_max_years"])) if cost_share else None
    problems: list[str] = []
    if days < int(cfg["min_days"]) and not imminent_threat:
        problems.append(
            f"{days} days is shorter than the {cfg['min_days']}-day minimum ({rules['minimum']}); a shorter "
            f"period is allowed only for an imminent threat to public health or fish and aquatic life "
            f"({rules['imminent_threat']})"
        )
    if end > latest_end:
        text = (
            f"ends {end.isoformat()}, after {latest_end.isoformat()}, the {cfg['max_years']}-year maximum "
            f"({rules['minimum']})"
        )
        if latest_ext is not None and end <= latest_ext:
            text += (
                f"; only a department extension for reasons beyond the owner's or operator's control can "
                f"reach it, up to {latest_ext.isoformat()} ({rules['extension']})"
            )
        elif latest_ext is not None:
            text += (
                f"; it also passes {latest_ext.isoformat()}, the {cfg['extension_max_years']}-year total "
                f"no extension may exceed ({rules['extension']})"
            )
        problems.append(text)
    return CompliancePeriod(
        days=days,
        valid=not problems,
        problems=problems,
        latest_end=latest_end,
        latest_end_with_extension=latest_ext,
        rule=cfg["rule_cost_share"] if cost_share else cfg["rule_no_eligible_costs"],
    )


# ---------------------------------------------------------------- significant expansion


def _number(value: float | int | str | Decimal, name: str) -> Decimal:
    try:
        number = Decimal(str(value))
    except ArithmeticError:
        raise ProcedureInputError(f"{name} {value!r} is not a number of animal units") from None
    if not number.is_finite():
        raise ProcedureInputError(f"{name} {value!r} is not a finite number of animal units")
    if number < 0:
        raise ProcedureInputError(f"{name} {value} is negative; animal units are 0 or more")
    return number


def _plain(number: Decimal) -> int | float:
    """JSON-friendly: whole numbers as int, others as float (4 decimals)."""
    if number == number.to_integral_value():
        return int(number)
    return float(round(number, 4))


class Expansion(_Result):
    """Answer of `expansion`; `cli_dict` keeps the issue's key order."""

    ineligible_au: int | float
    eligible_expansion_au: int | float
    base_ineligible: bool
    rule: str
    summary: str = ""

    def cli_dict(self) -> dict:
        return {
            "ineligible_au": self.ineligible_au,
            "eligible_expansion_au": self.eligible_expansion_au,
            "base_ineligible": self.base_ineligible,
            "rule": self.rule,
        }


def expansion(base: float | int | str, expanded: float | int | str) -> Expansion:
    """Split an expansion into cost-share eligible and ineligible animal units (NR 153.15(2)(d)).

    Branches, in this order:
    * expanded population at or above the WPDES threshold (1,000 AU) and larger than the base: the
      whole expansion is ineligible and so is the base (par. (d)3., applying par. (f)2.);
    * the same threshold reached with no expansion: nothing to split, but the base is ineligible for
      activities that need WPDES coverage (par. (f)2.);
    * base at or below 250 AU: the part of the expanded population above 300 AU (par. (d)1.);
    * base above 250 AU, expanded below the threshold: the part of the expansion above 20% of the
      base (par. (d)2.).
    """
    cfg = section("expansion")
    rules, summaries = cfg["rules"], cfg["summaries"]
    b = _number(base, "base")
    e = _number(expanded, "expanded")
    if e < b:
        raise ProcedureInputError(f"expanded {expanded} is smaller than base {base}; give the population after the expansion")
    growth = e - b
    wpdes = Decimal(str(cfg["wpdes_au"]))
    if e >= wpdes:
        key = "wpdes_expansion" if growth > 0 else "wpdes_no_expansion"
        return Expansion(
            ineligible_au=_plain(growth), eligible_expansion_au=0, base_ineligible=True,
            rule=rules[key], summary=summaries[key],
        )
    if b <= Decimal(str(cfg["small_base_max_au"])):
        ineligible = max(Decimal(0), e - Decimal(str(cfg["small_cap_au"])))
        key = "small"
    else:
        allowance = b * Decimal(str(cfg["percent_of_base"])) / Decimal(100)
        ineligible = max(Decimal(0), growth - allowance)
        key = "mid"
    return Expansion(
        ineligible_au=_plain(ineligible), eligible_expansion_au=_plain(growth - ineligible),
        base_ineligible=False, rule=rules[key], summary=summaries[key],
    )


# ---------------------------------------------------------------- variances


class VarianceTimeliness(_Result):
    days: int
    deadline: dt.date
    timely: bool
    rule: str
    notes: list[str] = Field(default_factory=list)


def variance_timeliness(notice_received: dt.date, filed: dt.date) -> VarianceTimeliness:
    """Was the variance request filed within 60 days of receiving the notice (NR 151.097(4)(a))?"""
    if filed < notice_received:
        raise ProcedureInputError(
            f"filed {filed.isoformat()} is before the notice was received {notice_received.isoformat()}; check the dates"
        )
    cfg = section("variance")
    deadline = notice_received + dt.timedelta(days=int(cfg["request_days"]))
    return VarianceTimeliness(
        days=(filed - notice_received).days,
        deadline=deadline,
        timely=filed <= deadline,
        rule=cfg["request_rule"],
        notes=[
            f"{cfg['no_extension_summary']} ({cfg['no_extension_rule']})",
            f"{cfg['forwarding_summary']} ({cfg['forwarding_rule']})",
        ],
    )


class ConditionItem(_Result):
    key: str
    rule: str
    question: str
    met: bool
    waived_for_research: bool = False


class VarianceConditions(_Result):
    grantable: bool
    conditions: list[ConditionItem]
    problems: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    rule: str


def variance_conditions(
    *,
    site_conditions: bool,
    comparable_protection: bool,
    not_self_created: bool,
    research: bool = False,
    economic_hardship_only: bool = False,
) -> VarianceConditions:
    """The NR 151.097(3) checklist (all three conditions) plus the NR 151.097(2) hardship bar.

    `research`: a planned agricultural research and farming curriculum, for which conditions (3)(a)
    and (3)(c) do not apply.
    """
    cfg = section("variance")
    answers = {
        "site_conditions": site_conditions,
        "comparable_protection": comparable_protection,
        "not_self_created": not_self_created,
    }
    items: list[ConditionItem] = []
    problems: list[str] = []
    for cond in cfg["conditions"]:
        waived = bool(research and cond["research_exempt"])
        met = answers[cond["key"]] or waived
        items.append(ConditionItem(key=cond["key"], rule=cond["rule"], question=cond["question"], met=met, waived_for_research=waived))
        if not met:
            problems.append(f"condition {cond['rule']} is not met: {cond['question']}")
    if economic_hardship_only:
        problems.append(f"{cfg['hardship_summary']} ({cfg['hardship_rule']})")
    return VarianceConditions(
        grantable=not problems,
        conditions=items,
        problems=problems,
        notes=[f"{cfg['no_extension_summary']} ({cfg['no_extension_rule']})"],
        rule=cfg["conditions_rule"],
    )


# ---------------------------------------------------------------- cost sharing


class CostShare(_Result):
    percent: float | None
    required_percent: float
    available: bool
    no_eligible_costs: bool = False
    problems: list[str] = Field(default_factory=list)
    rule: str


def cost_share_availability(
    eligible_costs: float,
    grants: float,
    other_funding: float = 0.0,
    *,
    offered_with_notice: bool = True,
    hardship_percent: float | None = None,
) -> CostShare:
    """Is cost sharing "available" under NR 151.09(4)(d)2.?

    Available when the dollars were offered with a notice and the grants plus other funding found
    available cover at least 70% of the eligible costs. In an economic-hardship case the required
    share is the one fixed by the NR 154.03(3) hardship determination, given as `hardship_percent`
    (that chapter is not among the seed texts, so the figure is the caller's).
    """
    cfg = section("cost_share")
    costs = _money(eligible_costs, "eligible costs")
    paid = _money(grants, "grants") + _money(other_funding, "other funding")
    if hardship_percent is not None:
        required = _money(hardship_percent, "hardship percent")
        if required > 100:
            raise ProcedureInputError(f"hardship percent {hardship_percent} is above 100; give a share of 0-100")
        rule = cfg["hardship_rule"]
    else:
        required = Decimal(str(cfg["min_percent"]))
        rule = cfg["rule"]
    if costs == 0:
        return CostShare(
            percent=None, required_percent=float(required), available=False, no_eligible_costs=True,
            problems=[f"no eligible costs: the standard applies regardless of cost sharing ({cfg['no_eligible_costs_rule']})"],
            rule=cfg["no_eligible_costs_rule"],
        )
    percent = paid * 100 / costs
    problems = []
    if not offered_with_notice:
        problems.append(f"cost sharing counts only once it is offered with a notice ({cfg['offer_rule']})")
    if percent < required:
        problems.append(f"{_plain(round(percent, 2))}% of eligible costs is below the required {_plain(required)}% ({rule})")
    return CostShare(
        percent=float(round(percent, 4)), required_percent=float(required), available=not problems,
        problems=problems, rule=rule,
    )


def _money(value: float | int | str, name: str) -> Decimal:
    try:
        number = Decimal(str(value))
    except ArithmeticError:
        raise ProcedureInputError(f"{name} {value!r} is not a number") from None
    if not number.is_finite() or number < 0:
        raise ProcedureInputError(f"{name} {value!r} must be a number 0 or more")
    return number



# ---------------------------------------------------------------- existing or new


class StatusResult(_Result):
    status: Literal["existing", "new"]
    rule: str
    reasons: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)


def livestock_status(
    *,
    existed_on_effective_date: bool,
    changed_into_noncompliance: bool = False,
    abandoned_on: dt.date | None = None,
    restocked_on: dt.date | None = None,
    ownership_changed: bool = False,
) -> StatusResult:
    """Existing or new livestock facility (NR 151.095(5)(b), as summarized in the project catalog).

    An abandoned existing facility stays existing when similar species and numbers return within
    5 years of abandonment (on or before the same calendar date 5 years later).
    """
    cfg = section("status")["livestock"]
    notes = [f"{cfg['summary']} [confirmation: {cfg['confirmation']}]"]
    if ownership_changed:
        notes.append(f"a change in ownership is never the sole basis of the status ({cfg['rule']})")
    if not existed_on_effective_date:
        return StatusResult(status="new", rule=cfg["rule"], reasons=["the facility did not exist when the standard took effect"], notes=notes)
    if changed_into_noncompliance:
        return StatusResult(status="new", rule=cfg["rule"], reasons=["a complying facility was changed into noncompliance"], notes=notes)
    if abandoned_on is not None:
        window = add_years(abandoned_on, int(cfg["reintroduction_years"]))
        if restocked_on is None:
            return StatusResult(
                status="existing", rule=cfg["rule"],
                reasons=[f"abandoned {abandoned_on.isoformat()}; existing status holds if restocked by {window.isoformat()}"],
                notes=notes,
            )
        if restocked_on < abandoned_on:
            raise ProcedureInputError("restocked date is before the abandonment date; check the dates")
        if restocked_on > window:
            return StatusResult(
                status="new", rule=cfg["rule"],
                reasons=[f"restocked {restocked_on.isoformat()}, after the {cfg['reintroduction_years']}-year window ending {window.isoformat()}"],
                notes=notes,
            )
        return StatusResult(
            status="existing", rule=cfg["rule"],
            reasons=[f"restocked {restocked_on.isoformat()}, within the window ending {window.isoformat()}"], notes=notes,
        )
    return StatusResult(status="existing", rule=cfg["rule"], reasons=["existed when the standard took effect"], notes=notes)


def cropland_status(
    *,
    cropped_on_effective_date: bool,
    compliant_on_effective_date: bool = False,
    failed_to_maintain_cost_shared_practice: bool = False,
    crp_enrolled_on: dt.date | None = None,
    crp_reenrolled_after: bool = False,
    ownership_changed: bool = False,
) -> StatusResult:
    """Existing or new cropland (NR 151.09(4)(b)1.-4.)."""
    st = section("status")
    cfg = st["cropland"]
    notes = [cfg["summary"]]
    if ownership_changed:
        notes.append(f"a change in ownership is never the sole basis of the status ({st['ownership_rule_cropland']})")
    crp_date = dt.date.fromisoformat(cfg["crp_date"])
    if crp_enrolled_on == crp_date and not crp_reenrolled_after:
        return StatusResult(status="existing", rule=st["crp_rule"], reasons=[f"enrolled in CRP/CREP on {crp_date.isoformat()}"], notes=notes)
    if not cropped_on_effective_date:
        return StatusResult(status="new", rule=st["new_rule_cropland"], reasons=["not cropped when the standard took effect"], notes=notes)
    if compliant_on_effective_date:
        return StatusResult(
            status="new", rule=st["new_rule_cropland"],
            reasons=["complied on or after the effective date, so noncompliance now comes from a change in practice"],
            notes=notes,
        )
    if failed_to_maintain_cost_shared_practice:
        return StatusResult(
            status="new", rule=cfg["rule"],
            reasons=["noncompliance comes from failing to maintain a cost-shared practice"], notes=notes,
        )
    return StatusResult(status="existing", rule=cfg["rule"], reasons=["cropped and out of compliance when the standard took effect"], notes=notes)


# ---------------------------------------------------------------- notices


class NoticeItem(_Result):
    rule: str
    text: str
    present: bool


class NoticeCheck(_Result):
    kind: str
    title: str
    rule: str
    delivery: str
    items: list[NoticeItem]
    missing: list[str]
    complete: bool


def notice_kinds() -> dict[str, str]:
    """Notice kind key -> title, for pickers."""
    return {key: value["title"] for key, value in section("notices").items()}


def notice_check(kind: str, present: Iterable[str] = ()) -> NoticeCheck:
    """The contents checklist of one kind of notice; `present` holds the item letters found ("a.", "b" ...)."""
    notices = section("notices")
    if kind not in notices:
        raise ProcedureInputError(f"unknown notice kind {kind!r}; use one of {', '.join(notices)}")
    cfg = notices[kind]
    have = {p.strip().rstrip(".").lower() for p in present}
    items = [NoticeItem(rule=f"{cfg['rule']}{i['rule']}", text=i["text"], present=i["rule"].rstrip(".") in have) for i in cfg["items"]]
    missing = [f"{i.rule} {i.text}" for i in items if not i.present]
    return NoticeCheck(
        kind=kind, title=cfg["title"], rule=cfg["rule"], delivery=cfg["delivery"], items=items, missing=missing,
        complete=not missing,
    )


class MunicipalNotification(_Result):
    required: bool
    rule: str
    reason: str


def municipal_notification(
    action: Literal["investigate", "notice", "enforce"], *, imminent_threat: bool = False, land: Literal["livestock", "cropland"] = "livestock"
) -> MunicipalNotification:
    """Must the department tell the municipality first (NR 151.095(9); NR 151.09(8) for cropland)?"""
    cfg = section("municipal_notification")
    base = cfg["livestock_rule"] if land == "livestock" else cfg["cropland_rule"]
    actions = {a["key"]: a for a in cfg["actions"]}
    if action not in actions:
        raise ProcedureInputError(f"unknown action {action!r}; use one of {', '.join(actions)}")
    if imminent_threat:
        return MunicipalNotification(
            required=False, rule=f"{base}{cfg['exception_par']}",
            reason="no prior notification is needed where the site is an imminent threat to public health or fish and aquatic life",
        )
    act = actions[action]
    return MunicipalNotification(
        required=True, rule=f"{base}{act['par']}",
        reason=f"the department notifies the municipality (county land conservation committee included) before {act['text']}",
    )
