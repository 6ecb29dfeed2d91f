"""Quantities as ordinances write them, table-driven: value, normalised unit, kind, and what is not one."""

from __future__ import annotations

import pytest

from ordinance_review.quantities import Quantity, find_quantities, first_of, month_day, parse_number

# (text, value, unit, kind)
SINGLE = [
    ("twelve (12) months", 12, "months", "duration"),
    ("1 year", 1, "years", "duration"),
    ("for a period of 1 year", 1, "years", "duration"),
    ("24 months", 24, "months", "duration"),
    ("twenty-four (24) consecutive months", 24, "months", "duration"),
    ("two years", 2, "years", "duration"),
    ("180 days", 180, "days", "duration"),
    ("one hundred eighty (180) days", 180, "days", "duration"),
    ("five (5) working days", 5, "days", "duration"),
    ("two weeks", 14, "days", "duration"),
    ("seventy-two (72) hours", 72, "hours", "duration"),
    ("one thousand feet (1,000 ft.)", 1000, "ft", "distance"),
    ("1,500 ft.", 1500, "ft", "distance"),
    ("300 ft.", 300, "ft", "distance"),
    ("one thousand feet", 1000, "ft", "distance"),
    ("two feet", 2, "ft", "distance"),
    ("two (2) feet", 2, "ft", "distance"),
    ("10 (ten) days", 10, "days", "duration"),
    ("1000' from a well", 1000, "ft", "distance"),
    ("one-quarter mile", 1320, "ft", "distance"),
    ("within 72 hrs", 72, "hours", "duration"),
    ("slopes of 12 percent or greater", 12, "percent", "percent"),
    ("a 300-foot setback", 300, "ft", "distance"),
    ("one-half (1/2) mile", 2640, "ft", "distance"),
    ("one and one-half miles", 7920, "ft", "distance"),
    ("one-half inch (0.5\")", 0.5, "inches", "depth"),
    ("four inches", 4, "inches", "depth"),
    ("500 animal units", 500, "animal_units", "animal_units"),
    ("five hundred (500) or more animal units", 500, "animal_units", "animal_units"),
    ("9%", 9, "percent", "percent"),
    ("ten percent (10%)", 10, "percent", "percent"),
    ("175 cubic feet", 175, "cubic_ft", "volume"),
    ("100 parts per million", 100, "ppm", "concentration"),
    ("100 ppm", 100, "ppm", "concentration"),
    ("one hundred (100) parts per million", 100, "ppm", "concentration"),
    ("$1,000", 1000, "usd", "money"),
    ("five hundred dollars ($500)", 500, "usd", "money"),
    ("1 AU per acre", 1, "animal_units_per_acre", "rate"),
    ("one animal unit per acre", 1, "animal_units_per_acre", "rate"),
    ("7,000 gallons per acre", 7000, "gallons_per_acre", "rate"),
    ("25-year, 24-hour storm", 25, "year_storm", "storm"),
    ("the 100-year, 24-hour design storm", 100, "year_storm", "storm"),
    ("a twenty-five (25) year, twenty-four (24) hour storm event", 25, "year_storm", "storm"),
    ("the 100-year floodplain", 100, "year_flood", "storm"),
    # metric figures, stated in the units of the state's figures
    ("four (4) cubic metres", 4 * 35.3147, "cubic_ft", "volume"),
    ("five (5) centimetres", 5 * 0.393701, "inches", "depth"),
    ("2 hectares", 2 * 2.47105, "acres", "area"),
    ("500 litres", 500 * 0.264172, "gallons", "volume"),
    ("30,000 litres per hectare", 30000 * 0.264172 / 2.47105, "gallons_per_acre", "rate"),
    # a converted figure printed beside the metric one is the figure meant (304.8 m is 1,000.00003 ft)
    ("304.8 meters (1,000 feet)", 1000, "ft", "distance"),
    ("91.4 meters (300 feet)", 300, "ft", "distance"),
    # a share written as a fraction after "by" or "than" is a percentage, as the state writes its shares
    ("increased by more than one-tenth (1/10)", 10, "percent", "percent"),
    ("enlarged by one-fifth or more", 20, "percent", "percent"),
    ("increased by more than 1/10", 10, "percent", "percent"),
    # (a figure in parentheses far from the conversion is no conversion of it)
    ("100 meters (30 feet)", 100 * 3.28084, "ft", "distance"),
]


@pytest.mark.parametrize(("text", "value", "unit", "kind"), SINGLE)
def test_single_quantity(text, value, unit, kind):
    found = find_quantities(text)
    assert len(found) == 1, [q.raw for q in found]
    q = found[0]
    assert q.value == pytest.approx(value)
    assert (q.unit, q.kind) == (unit, kind)
    assert text[q.start : q.end].strip() == q.raw
    assert q.span == (q.start, q.end)


@pytest.mark.parametrize(
    ("text", "months"),
    [("twelve (12) months", 12), ("1 year", 12), ("two years", 24), ("180 days", 180 / (365.25 / 12))],
)
def test_as_months(text, months):
    assert find_quantities(text)[0].as_months() == pytest.approx(months)


def test_as_months_is_none_for_non_durations():
    assert find_quantities("300 ft.")[0].as_months() is None
    assert find_quantities("two years")[0].as_days() == pytest.approx(730.5)


@pytest.mark.parametrize(
    ("text", "start", "end", "days"),
    [
        ("Jan 1 to Apr 15", (1, 1), (4, 15), 106),
        ("December 1 through March 31", (12, 1), (3, 31), 122),
        ("between November 15 and April 1 of the following year", (11, 15), (4, 1), 139),
        ("from February 1 through March 31", (2, 1), (3, 31), 61),
        ("Dec. 1 – Mar. 31", (12, 1), (3, 31), 122),
        ("December 15th through March 1st", (12, 15), (3, 1), 78),
    ],
)
def test_date_ranges(text, start, end, days):
    (q,) = find_quantities(text)
    assert q.kind == "date_range"
    assert (q.start_month, q.start_day) == start
    assert (q.end_month, q.end_day) == end
    assert q.value == pytest.approx(days, abs=1)


def test_a_storms_duration_named_after_its_frequency_is_its_duration() -> None:
    found = find_quantities("the runoff from a storm of 100-year frequency and 24-hour duration falling on it")
    assert [(q.value, q.unit, q.duration_hours) for q in found] == [(100.0, "year_storm", 24.0)]


def test_storm_keeps_its_duration_and_miles_keep_the_original():
    (storm,) = find_quantities("designed for a 25-year, 24-hour storm")
    assert storm.duration_hours == 24
    (mile,) = find_quantities("within one-half (1/2) mile of a well")
    assert (mile.original_value, mile.original_unit) == (0.5, "miles")


@pytest.mark.parametrize(
    "text",
    [
        "s. 92.15",
        "NR 151.05(3)",
        "as provided in s. NR 151.05 (3), Wis. Adm. Code",
        "14.45(3)",
        "Ord. No. 2016-07",
        "adopted April 19, 2016",
        "NRCS Standard 313",
        "ch. ATCP 50, subch. VIII",
        "Section 4.3.1 applies.",
        "No one may keep livestock.",
        "Section 5 ha ha",
    ],
)
def test_not_quantities(text):
    assert find_quantities(text) == []


def test_a_sentence_with_several_figures_counts_each_once():
    text = (
        "No manure storage facility may be built within five hundred (500) feet of a well, shall keep two (2) "
        "feet of freeboard, and shall be closed after twelve (12) consecutive months of non-use under "
        "s. NR 151.05(3), as amended April 19, 2016 by Ord. No. 2016-07."
    )
    found = find_quantities(text)
    assert [(q.value, q.unit) for q in found] == [(500, "ft"), (2, "ft"), (12, "months")]
    assert [q.start for q in found] == sorted(q.start for q in found)


def test_first_of_and_model_roundtrip():
    text = "within 1,000 feet of a lake, for 180 days"
    assert first_of(text, kind="duration").value == 180
    assert first_of(text, unit="ft").value == 1000
    assert first_of(text, kind="money") is None
    q = first_of(text)
    assert Quantity.model_validate(q.model_dump()) == q


@pytest.mark.parametrize(
    ("text", "value"),
    [("1,000", 1000), ("1/2", 0.5), ("0.5", 0.5), ("one thousand", 1000), ("twenty-four", 24),
     ("one-half", 0.5), ("five hundred", 500), ("one hundred eighty", 180), ("two thousand five hundred", 2500),
     ("one and one-half", 1.5), ("banana", None)],
)
def test_parse_number(text, value):
    assert parse_number(text) == (pytest.approx(value) if value is not None else None)


@pytest.mark.parametrize(("text", "expected"), [
    ("September 15", (9, 15)), ("Sept. 15", (9, 15)), ("sep 15", (9, 15)), ("October 1, 2024", (10, 1)),
    ("jun. 30", (6, 30)), ("15 September", None), ("no date", None), ("", None),
])
def test_month_day_reads_a_leading_date(text: str, expected: tuple[int, int] | None) -> None:
    assert month_day(text) == expected


@pytest.mark.parametrize(
    ("text", "days"),
    [("to hold all the manure generated from November 15 through April 15.", 152.0),
     ("no spreading between January 1 and March 15", 74.0),
     ("a fee of $100 is due", None),
     # a day the month does not have is no window (and never an error)
     ("storage for manure made from February 30 through April 31", None)],
)
def test_month_span_counts_a_calendar_window_across_the_new_year(text: str, days: float | None) -> None:
    from ordinance_review.quantities import month_span

    assert month_span(text) == days
