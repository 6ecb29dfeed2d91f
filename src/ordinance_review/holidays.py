"""Wisconsin holidays for s. 990.001(4), Stats., computed from the rules in `reference/holidays.yaml`.

Why rules and not a list of dates: the clock must answer for any year a reviewer types, and the
statute itself is written as rules ("the 3rd Monday in January", "the day of the general election").

>>> from datetime import date
>>> [h.name for h in holidays_on(date(2024, 11, 5))]
['General election day']
>>> holidays_on(date(2024, 12, 24))[0].lists
('office_closed',)
"""

from __future__ import annotations

import calendar
import datetime as dt
from functools import cache
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict

from ordinance_review.config import reference_path

HolidayList = Literal["legal_holiday", "office_closed"]


class HolidayRule(BaseModel):
    """One rule of `reference/holidays.yaml` (validated so a typo fails loudly at load time)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    kind: Literal["fixed", "nth_weekday", "day_after_first_monday", "sunday_observed"]
    month: int
    day: int | None = None
    weekday: int | None = None  # 0 = Monday … 6 = Sunday
    n: int | None = None  # 1..5, or -1 for the last one
    lists: tuple[HolidayList, ...]
    even_years_only: bool = False
    from_year: int | None = None
    to_year: int | None = None

    def date_in(self, year: int) -> dt.date | None:
        """The day this rule gives in `year`, or None when it does not apply that year."""
        if self.even_years_only and year % 2:
            return None
        if (self.from_year and year < self.from_year) or (self.to_year and year > self.to_year):
            return None
        if self.kind == "fixed":
            return dt.date(year, self.month, self.day or 1)
        if self.kind == "sunday_observed":
            day = dt.date(year, self.month, self.day or 1)
            return day + dt.timedelta(days=1) if day.weekday() == 6 else None
        if self.kind == "day_after_first_monday":
            return _nth_weekday(year, self.month, 0, 1) + dt.timedelta(days=1)
        return _nth_weekday(year, self.month, self.weekday or 0, self.n or 1)


class Holiday(BaseModel):
    model_config = ConfigDict(frozen=True)

    date: dt.date
    name: str
    lists: tuple[HolidayList, ...]

    @property
    def legal_holiday(self) -> bool:
        """A statewide legal holiday under s. 995.20, Stats."""
        return "legal_holiday" in self.lists


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> dt.date:
    days = [
        d
        for d in calendar.Calendar().itermonthdates(year, month)
        if d.month == month and d.weekday() == weekday
    ]
    return days[n - 1] if n > 0 else days[n]


@cache
def load_rules() -> tuple[HolidayRule, ...]:
    data = yaml.safe_load(reference_path("holidays.yaml").read_text(encoding="utf-8"))
    return tuple(HolidayRule.model_validate(item) for item in data["holidays"])


@cache
def holidays_in(year: int) -> tuple[Holiday, ...]:
    """Every holiday of `year`, sorted by date (a date may carry several names)."""
    found = []
    for rule in load_rules():
        day = rule.date_in(year)
        if day is not None:
            found.append(Holiday(date=day, name=rule.name, lists=rule.lists))
    return tuple(sorted(found, key=lambda h: h.date))


def holidays_on(day: dt.date) -> list[Holiday]:
    """The holidays falling on `day` (empty on an ordinary day)."""
    return [h for h in holidays_in(day.year) if h.date == day]
