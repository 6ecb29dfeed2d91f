"""Wisconsin holidays from `reference/holidays.yaml`: each rule lands on the right day."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review.holidays import holidays_in, holidays_on, load_rules

D = dt.date.fromisoformat

LEGAL_2024 = {
    "2024-01-01": "New Year's Day",
    "2024-01-15": "Martin Luther King, Jr. Day",
    "2024-02-19": "Washington-Lincoln Day",
    "2024-05-27": "Memorial Day",
    "2024-06-19": "Juneteenth Day",
    "2024-07-04": "Independence Day",
    "2024-08-13": "Partisan primary election day",
    "2024-09-02": "Labor Day",
    "2024-10-14": "Columbus Day",
    "2024-11-05": "General election day",
    "2024-11-11": "Veterans Day",
    "2024-11-28": "Thanksgiving Day",
    "2024-12-25": "Christmas Day",
}


def test_2024_legal_holidays_are_exactly_the_s_995_20_days() -> None:
    legal = {h.date.isoformat(): h.name for h in holidays_in(2024) if h.legal_holiday}
    assert legal == LEGAL_2024


@pytest.mark.parametrize(
    ("day", "names"),
    [
        ("2023-01-02", ["New Year's Day observed (state offices closed)"]),  # Jan 1, 2023 was a Sunday
        ("2022-12-26", ["Christmas Day observed (state offices closed)"]),
        ("2025-12-24", ["Christmas Eve (state offices closed)"]),
        ("2025-11-04", []),  # no general election in odd years
        ("2025-08-12", []),  # nor a partisan primary
        ("2008-09-09", ["September primary election day"]),  # before 2011 Wis. Act 75
        ("2024-03-29", []),  # Good Friday: only 11-3 observed, not a holiday
        ("2026-11-03", ["General election day"]),
    ],
)
def test_holidays_on(day: str, names: list[str]) -> None:
    assert [h.name for h in holidays_on(D(day))] == names


def test_every_rule_gives_a_day_in_an_even_year_or_its_sunday_case() -> None:
    for rule in load_rules():
        years = [y for y in range(2012, 2040, 2) if rule.date_in(y) is not None]
        if rule.kind == "sunday_observed" or rule.to_year:
            continue
        assert years, f"{rule.name} never occurs"
