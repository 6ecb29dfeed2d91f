"""The seed-procedure calculators on both sides of every threshold (60 days, 3 and 4 years,
250 / 300 AU, 20%, 1,000 AU, 70%, 5 years) and on the February 29 edge."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review.procedures import (
    ProcedureInputError,
    add_years,
    compliance_period,
    cost_share_availability,
    cropland_status,
    expansion,
    livestock_status,
    municipal_notification,
    notice_check,
    notice_kinds,
    variance_conditions,
    variance_timeliness,
)

D = dt.date
START = D(2024, 1, 15)


@pytest.mark.parametrize(
    ("day", "years", "expected"),
    [(D(2024, 1, 15), 3, D(2027, 1, 15)), (D(2024, 2, 29), 3, D(2027, 2, 28)), (D(2024, 2, 29), 4, D(2028, 2, 29)),
     (D(2023, 2, 28), 1, D(2024, 2, 28))],
)
def test_add_years_keeps_the_calendar_date_and_never_overshoots_feb_29(day, years, expected):
    assert add_years(day, years) == expected


@pytest.mark.parametrize(
    ("end", "threat", "cost", "days", "valid", "needle"),
    [
        (START + dt.timedelta(days=59), False, False, 59, False, "60-day minimum"),
        (START + dt.timedelta(days=60), False, False, 60, True, None),
        (START + dt.timedelta(days=59), True, False, 59, True, None),  # imminent threat: shorter allowed
        (START, False, False, 0, False, "imminent threat"),
        (D(2027, 1, 15), False, False, 1096, True, None),  # exactly 3 years
        (D(2027, 1, 16), False, False, 1097, False, "3-year maximum"),
        (D(2027, 1, 16), False, True, 1097, False, "up to 2028-01-15"),  # extension possible, not in the notice
        (D(2028, 1, 15), False, True, 1461, False, "extension"),
        (D(2028, 1, 16), False, True, 1462, False, "4-year total"),
        (D(2027, 1, 16), True, False, 1097, False, "3-year maximum"),  # a threat does not lengthen the maximum
    ],
)
def test_compliance_period_limits(end, threat, cost, days, valid, needle):
    result = compliance_period(START, end, imminent_threat=threat, cost_share=cost)
    assert (result.days, result.valid) == (days, valid)
    assert result.latest_end == D(2027, 1, 15)
    assert result.latest_end_with_extension == (D(2028, 1, 15) if cost else None)
    assert result.rule == ("NR 151.095(6)(b); NR 151.09(5)(b)" if cost else "NR 151.095(7)(b); NR 151.09(6)(b)")
    if needle is None:
        assert result.problems == []
    else:
        assert any(needle in p for p in result.problems), result.problems


@pytest.mark.parametrize(("end", "valid"), [(D(2027, 2, 28), True), (D(2027, 3, 1), False)])
def test_compliance_period_from_feb_29(end, valid):
    result = compliance_period(D(2024, 2, 29), end, cost_share=True)
    assert result.valid is valid
    assert result.latest_end == D(2027, 2, 28)
    assert result.latest_end_with_extension == D(2028, 2, 29)


def test_compliance_period_end_before_start_is_refused():
    with pytest.raises(ProcedureInputError, match="before start"):
        compliance_period(START, START - dt.timedelta(days=1))


@pytest.mark.parametrize(
    ("base", "expanded", "ineligible", "eligible", "base_out", "rule"),
    [
        (200, 200, 0, 0, False, "NR 153.15(2)(d)1."),
        (0, 300, 0, 300, False, "NR 153.15(2)(d)1."),
        (0, 301, 1, 300, False, "NR 153.15(2)(d)1."),
        (250, 300, 0, 50, False, "NR 153.15(2)(d)1."),
        (250, 301, 1, 50, False, "NR 153.15(2)(d)1."),
        (200, 400, 100, 100, False, "NR 153.15(2)(d)1."),
        (250, 999, 699, 50, False, "NR 153.15(2)(d)1."),
        (251, 301.2, 0, 50.2, False, "NR 153.15(2)(d)2."),  # 20% of 251 = 50.2
        (251, 302, 0.8, 50.2, False, "NR 153.15(2)(d)2."),
        (500, 600, 0, 100, False, "NR 153.15(2)(d)2."),
        (500, 601, 1, 100, False, "NR 153.15(2)(d)2."),
        (800, 999, 39, 160, False, "NR 153.15(2)(d)2."),
        (800, 1000, 200, 0, True, "NR 153.15(2)(d)3."),
        (999.9, 1000, 0.1, 0, True, "NR 153.15(2)(d)3."),
        (200, 1000, 800, 0, True, "NR 153.15(2)(d)3."),
        (1000, 1000, 0, 0, True, "NR 153.15(2)(f)2."),
        (1200, 1500, 300, 0, True, "NR 153.15(2)(d)3."),
    ],
)
def test_significant_expansion_branches(base, expanded, ineligible, eligible, base_out, rule):
    result = expansion(base, expanded)
    assert result.cli_dict() == {
        "ineligible_au": ineligible,
        "eligible_expansion_au": eligible,
        "base_ineligible": base_out,
        "rule": rule,
    }
    assert list(result.cli_dict()) == ["ineligible_au", "eligible_expansion_au", "base_ineligible", "rule"]


@pytest.mark.parametrize(
    ("base", "expanded", "message"),
    [(-1, 5, "negative"), (300, 200, "smaller than base"), ("abc", 5, "not a number"), ("nan", 5, "finite"), (5, "inf", "finite")],
)
def test_expansion_refuses_impossible_numbers(base, expanded, message):
    with pytest.raises(ProcedureInputError, match=message):
        expansion(base, expanded)


@pytest.mark.parametrize(("filed", "timely"), [(D(2024, 3, 15), True), (D(2024, 3, 16), False), (START, True)])
def test_variance_request_within_60_days(filed, timely):
    result = variance_timeliness(START, filed)
    assert result.deadline == D(2024, 3, 15)  # 60 days after 2024-01-15 (leap February)
    assert result.timely is timely
    assert result.rule == "NR 151.097(4)(a)"
    assert any("NR 151.097(4)(e)" in n for n in result.notes)


def test_variance_filed_before_the_notice_is_refused():
    with pytest.raises(ProcedureInputError):
        variance_timeliness(START, START - dt.timedelta(days=1))


@pytest.mark.parametrize(
    ("answers", "research", "hardship", "grantable", "failed"),
    [
        ((True, True, True), False, False, True, []),
        ((False, True, True), False, False, False, ["NR 151.097(3)(a)"]),
        ((True, False, True), False, False, False, ["NR 151.097(3)(b)"]),
        ((True, True, False), False, False, False, ["NR 151.097(3)(c)"]),
        ((False, True, False), True, False, True, []),  # research waives (a) and (c)
        ((False, False, False), True, False, False, ["NR 151.097(3)(b)"]),
        ((True, True, True), False, True, False, ["NR 151.097(2)"]),
    ],
)
def test_variance_conditions_checklist(answers, research, hardship, grantable, failed):
    site, comparable, not_self = answers
    result = variance_conditions(
        site_conditions=site, comparable_protection=comparable, not_self_created=not_self,
        research=research, economic_hardship_only=hardship,
    )
    assert result.grantable is grantable
    assert [c.rule for c in result.conditions] == ["NR 151.097(3)(a)", "NR 151.097(3)(b)", "NR 151.097(3)(c)"]
    for rule in failed:
        assert any(rule in p for p in result.problems), result.problems
    assert len(result.problems) == len(failed)


@pytest.mark.parametrize(
    ("costs", "grants", "other", "offered", "hardship", "available"),
    [
        (100, 70, 0, True, None, True),
        (100, 69.99, 0, True, None, False),
        (1000, 699, 0, True, None, False),
        (1000, 600, 100, True, None, True),  # other funding counts
        (100, 100, 0, False, None, False),  # not offered with a notice
        (100, 89, 0, True, 90, False),
        (100, 90, 0, True, 90, True),
    ],
)
def test_cost_share_availability_at_70_percent(costs, grants, other, offered, hardship, available):
    result = cost_share_availability(costs, grants, other, offered_with_notice=offered, hardship_percent=hardship)
    assert result.available is available
    assert result.rule == ("NR 151.09(4)(d)2.c.; NR 154.03(3)" if hardship else "NR 151.09(4)(d)2.b.")
    assert (result.problems == []) is available


def test_cost_share_with_no_eligible_costs_points_to_comply_regardless():
    result = cost_share_availability(0, 0)
    assert result.no_eligible_costs and not result.available
    assert result.rule == "NR 151.09(3)(c)2."


def test_cost_share_refuses_negative_money():
    with pytest.raises(ProcedureInputError):
        cost_share_availability(-5, 1)


@pytest.mark.parametrize(
    ("abandoned", "restocked", "status"),
    [
        (D(2020, 3, 1), D(2025, 3, 1), "existing"),
        (D(2020, 3, 1), D(2025, 3, 2), "new"),
        (D(2020, 2, 29), D(2025, 2, 28), "existing"),
        (D(2020, 2, 29), D(2025, 3, 1), "new"),
        (D(2020, 3, 1), None, "existing"),
    ],
)
def test_livestock_reintroduction_within_5_years(abandoned, restocked, status):
    result = livestock_status(existed_on_effective_date=True, abandoned_on=abandoned, restocked_on=restocked)
    assert result.status == status
    assert result.rule == "NR 151.095(5)(b)"


def test_livestock_status_new_facility_and_ownership_note():
    result = livestock_status(existed_on_effective_date=False, ownership_changed=True)
    assert result.status == "new"
    assert any("ownership" in n for n in result.notes)
    assert livestock_status(existed_on_effective_date=True, changed_into_noncompliance=True).status == "new"


@pytest.mark.parametrize(
    ("kwargs", "status", "rule"),
    [
        ({"cropped_on_effective_date": False, "crp_enrolled_on": D(2002, 10, 1)}, "existing", "NR 151.09(4)(b)2."),
        ({"cropped_on_effective_date": False, "crp_enrolled_on": D(2002, 10, 2)}, "new", "NR 151.09(4)(b)3."),
        ({"cropped_on_effective_date": False, "crp_enrolled_on": D(2002, 10, 1), "crp_reenrolled_after": True}, "new", "NR 151.09(4)(b)3."),
        ({"cropped_on_effective_date": True}, "existing", "NR 151.09(4)(b)"),
        ({"cropped_on_effective_date": True, "compliant_on_effective_date": True}, "new", "NR 151.09(4)(b)3."),
        ({"cropped_on_effective_date": True, "failed_to_maintain_cost_shared_practice": True}, "new", "NR 151.09(4)(b)"),
    ],
)
def test_cropland_status(kwargs, status, rule):
    result = cropland_status(**kwargs)
    assert (result.status, result.rule) == (status, rule)


def test_notice_checklists_name_every_missing_item():
    assert set(notice_kinds()) == {"cost_share_livestock", "no_costs_livestock", "cost_share_cropland", "no_costs_cropland"}
    full = notice_check("cost_share_livestock", ["a", "b", "c", "d", "e", "f", "g"])
    assert full.complete and full.missing == []
    partial = notice_check("cost_share_livestock", ["a.", "b", "c", "d", "e", "g"])
    assert not partial.complete
    assert len(partial.missing) == 1 and partial.missing[0].startswith("NR 151.095(6)(a)3.f.")
    assert len(notice_check("no_costs_cropland").missing) == 4
    with pytest.raises(ProcedureInputError, match="unknown notice kind"):
        notice_check("letter")


@pytest.mark.parametrize(
    ("action", "threat", "land", "required", "rule"),
    [
        ("investigate", False, "livestock", True, "NR 151.095(9)(a)"),
        ("notice", False, "livestock", True, "NR 151.095(9)(b)"),
        ("enforce", False, "livestock", True, "NR 151.095(9)(c)"),
        ("enforce", True, "livestock", False, "NR 151.095(9)(d)"),
        ("notice", False, "cropland", True, "NR 151.09(8)(b)"),
    ],
)
def test_municipal_notification_duty(action, threat, land, required, rule):
    result = municipal_notification(action, imminent_threat=threat, land=land)
    assert (result.required, result.rule) == (required, rule)
