"""The approval clock, table-driven: each row is a case a reviewer could type, with the answer
counted by hand (day 0 = received or complete, day 90 = due)."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review.clock import ClockStatus, compute, compute_pending

D = dt.date.fromisoformat

# received, on, route, complete, decided → due, status, days_elapsed, days_left, weekend_or_holiday
CASES = [
    pytest.param("2024-01-15", "2024-03-01", "dnr", None, None, "2024-04-14", "on_time", 46, 44, True, id="leap-year-jan-sunday-due"),
    pytest.param("2023-12-01", "2024-02-15", "dnr", None, None, "2024-02-29", "due_soon", 76, 14, False, id="due-on-feb-29"),
    pytest.param("2023-12-01", "2024-02-29", "dnr", None, None, "2024-02-29", "due_soon", 90, 0, False, id="on-the-due-date"),
    pytest.param("2023-12-01", "2024-03-01", "dnr", None, None, "2024-02-29", "overdue", 91, -1, False, id="day-after-leap-due"),
    pytest.param("2022-12-01", "2023-01-02", "dnr", None, None, "2023-03-01", "on_time", 32, 58, False, id="non-leap-year-end"),
    pytest.param("2024-10-03", "2024-12-31", "dnr", None, None, "2025-01-01", "due_soon", 89, 1, True, id="year-end-new-years-day"),
    pytest.param("2024-01-15", "2024-03-30", "dnr", None, None, "2024-04-14", "on_time", 75, 15, True, id="15-days-left-on-time"),
    pytest.param("2024-01-15", "2024-03-31", "dnr", None, None, "2024-04-14", "due_soon", 76, 14, True, id="14-days-left-due-soon"),
    pytest.param("2024-01-15", "2024-05-01", "dnr", None, None, "2024-04-14", "overdue", 107, -17, True, id="overdue"),
    pytest.param("2024-01-15", "2024-01-15", "dnr", None, None, "2024-04-14", "on_time", 0, 90, True, id="day-0"),
    pytest.param("2024-01-15", "2024-06-01", "dnr", None, "2024-02-01", "2024-04-14", "decided_on_time", 17, 73, True, id="decided-early"),
    pytest.param("2024-01-15", "2024-06-01", "dnr", None, "2024-04-14", "2024-04-14", "decided_on_time", 90, 0, True, id="decided-day-90"),
    pytest.param("2024-01-15", "2024-06-01", "dnr", None, "2024-04-15", "2024-04-14", "decided_late", 91, -1, True, id="decided-day-91"),
    pytest.param("2024-01-15", "2024-04-15", "dnr", None, "2024-04-15", "2024-04-14", "decided_late", 91, -1, True, id="decided-today-late"),
    pytest.param("2024-01-15", "2024-03-01", "dnr", None, "2024-04-01", "2024-04-14", "on_time", 46, 44, True, id="decision-after-status-date"),
    pytest.param("2024-01-10", "2024-06-01", "datcp", "2024-03-20", None, "2024-06-18", "on_time", 73, 17, False, id="datcp-late-completion"),
    pytest.param("2024-01-10", "2024-06-01", "dnr", "2024-03-20", None, "2024-04-09", "overdue", 143, -53, False, id="dnr-ignores-completion"),
    pytest.param("2024-01-10", "2024-07-01", "datcp", "2024-03-20", "2024-06-18", "2024-06-18", "decided_on_time", 90, 0, False, id="datcp-decided-day-90"),
    pytest.param("2024-01-10", "2024-07-01", "datcp", "2024-03-20", "2024-06-20", "2024-06-18", "decided_late", 92, -2, False, id="datcp-decided-late"),
    pytest.param("2024-01-10", "2024-06-19", "datcp", "2024-01-10", None, "2024-04-09", "overdue", 161, -71, False, id="datcp-complete-on-receipt"),
]


@pytest.mark.parametrize(("received", "on", "route", "complete", "decided", "due", "status", "elapsed", "left", "flag"), CASES)
def test_clock_table(received, on, route, complete, decided, due, status, elapsed, left, flag) -> None:
    got = compute(
        received=D(received),
        on=D(on),
        route=route,
        complete=D(complete) if complete else None,
        decided=D(decided) if decided else None,
    )
    assert (got.due, got.status, got.days_elapsed, got.days_left, got.weekend_or_holiday) == (
        D(due), status, elapsed, left, flag,
    )
    assert got.rule == ("ATCP 50.60(2)(b)" if route == "datcp" else "NR 151.096(2)(b)")


# due date → weekend_or_holiday (received is due - 90 days, counted by hand)
DUE_DAYS = [
    pytest.param("2024-01-14", "2024-04-13", True, "Saturday", [], id="saturday"),
    pytest.param("2024-01-15", "2024-04-14", True, "Sunday", [], id="sunday"),
    pytest.param("2024-08-30", "2024-11-28", True, "Thursday", ["Thanksgiving Day"], id="thanksgiving"),
    pytest.param("2025-03-21", "2025-06-19", True, "Thursday", ["Juneteenth Day"], id="juneteenth"),
    pytest.param("2024-08-07", "2024-11-05", True, "Tuesday", ["General election day"], id="general-election"),
    pytest.param("2025-08-07", "2025-11-05", False, "Wednesday", [], id="odd-year-no-general-election"),
    pytest.param("2024-08-14", "2024-11-12", False, "Tuesday", [], id="ordinary-tuesday"),
    pytest.param("2023-12-30", "2024-03-29", False, "Friday", [], id="good-friday-is-not-a-holiday"),
    pytest.param("2025-10-02", "2025-12-31", True, "Wednesday", ["New Year's Eve (state offices closed)"], id="state-office-closed"),
    pytest.param("2024-06-03", "2024-09-01", True, "Sunday", [], id="sunday-before-labor-day"),
    pytest.param("2024-06-04", "2024-09-02", True, "Monday", ["Labor Day"], id="labor-day"),
]


@pytest.mark.parametrize(("received", "due", "flag", "weekday", "holidays"), DUE_DAYS)
def test_weekend_and_holiday_due_dates_are_flagged_not_moved(received, due, flag, weekday, holidays) -> None:
    got = compute(received=D(received), on=D(received))
    assert got.due == D(due), "the due date is never moved"
    assert got.weekend_or_holiday is flag
    assert got.due_weekday == weekday
    assert got.due_holidays == holidays
    cited = any("s. 990.001(4), Stats." in note for note in got.notes)
    assert cited is flag


BAD = [
    pytest.param({"received": "2024-03-01", "on": "2024-02-01"}, "status date 2024-02-01 is before the date received", id="on-before-received"),
    pytest.param({"received": "2024-03-01", "on": "2024-04-01", "decided": "2024-02-01"}, "decision date 2024-02-01 is before the date received", id="decided-before-received"),
    pytest.param({"received": "2024-03-01", "on": "2024-04-01", "complete": "2024-02-01", "route": "datcp"}, "completion date 2024-02-01 is before the date received", id="complete-before-received"),
    pytest.param({"received": "2024-03-01", "on": "2024-06-01", "complete": "2024-04-01", "decided": "2024-03-15", "route": "datcp"}, "before the application was complete", id="datcp-decided-before-complete"),
    pytest.param({"received": "2024-03-01", "on": "2024-06-01", "route": "datcp"}, "give the completion date", id="datcp-without-complete"),
    pytest.param({"received": "2024-03-01", "on": "2024-06-01", "route": "county"}, "route 'county' is not known", id="unknown-route"),
    pytest.param({"received": "2024-03-01", "on": "2024-06-01", "datcp_requested": "2024-04-01", "datcp_received": "2024-03-15"}, "before it was requested", id="datcp-answer-before-request"),
    pytest.param({"received": "2024-03-01", "on": "2024-06-01", "datcp_received": "2024-03-15"}, "no request date", id="datcp-answer-without-request"),
]


@pytest.mark.parametrize(("kwargs", "message"), BAD)
def test_inconsistent_dates_are_refused_with_a_clear_message(kwargs: dict[str, str], message: str) -> None:
    args = {k: (D(v) if k not in ("route",) else v) for k, v in kwargs.items()}
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        compute(**args)


def test_datcp_without_completion_is_pending_for_the_store() -> None:
    got = compute_pending(received=D("2024-03-01"), on=D("2024-03-11"), route="datcp")
    assert (got.status, got.due, got.days_left, got.days_elapsed) == ("awaiting_complete_application", None, None, 10)
    assert "not started" in got.describe()


def test_datcp_recommendation_notes_follow_the_dates() -> None:
    kw = {"received": D("2024-01-15"), "on": D("2024-03-01")}
    assert any("DATCP recommendation not yet requested" in n for n in compute(**kw).notes)  # open: still says so
    requested = compute(**kw, datcp_requested=D("2024-02-01"))
    assert not any("not yet requested" in n for n in requested.notes)
    assert any("requested 2024-02-01, not yet received" in n for n in requested.notes)
    done = compute(**kw, datcp_requested=D("2024-02-01"), datcp_received=D("2024-02-20"))
    assert not any("DATCP" in n for n in done.notes)
    datcp_route = compute(received=D("2024-01-15"), on=D("2024-03-01"), route="datcp", complete=D("2024-01-20"))
    assert not any("DATCP recommendation" in n for n in datcp_route.notes), "DATCP does not ask itself"


def test_describe_shows_the_counting_and_the_rule() -> None:
    text = compute(received=D("2024-01-15"), on=D("2024-03-01")).describe()
    assert "Day 0:  2024-01-15" in text
    assert "Day 90: 2024-04-14 (Sunday)" in text
    assert "NR 151.096(2)(b)" in text
    assert "s. 990.001(4), Stats." in text
    assert "day 46, 44 days left" in text
    late = compute(received=D("2024-01-15"), on=D("2024-05-01")).describe()
    assert "17 days past due" in late and "Status: overdue." in late


def test_cli_json_has_exactly_the_issue_keys_in_order() -> None:
    import json

    status = compute(received=D("2024-01-15"), on=D("2024-03-01"))
    assert isinstance(status, ClockStatus)
    data = json.loads(status.cli_json())
    assert list(data) == ["due", "status", "days_elapsed", "days_left", "weekend_or_holiday", "rule"]
    assert data == {
        "due": "2024-04-14",
        "status": "on_time",
        "days_elapsed": 46,
        "days_left": 44,
        "weekend_or_holiday": True,
        "rule": "NR 151.096(2)(b)",
    }
