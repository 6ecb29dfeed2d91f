"""Number words and printed fractions become the digits the checks compare (measures.normalize_numbers)."""

from __future__ import annotations

import pytest

from ordinance_review.measures import find_measures, normalize_numbers


@pytest.mark.parametrize(("text", "expected"), [
    ("three-quarters (0.75) of an animal unit per acre", "0.75 of an animal unit per acre"),
    ("three-fourths of the field", "0.75 of the field"),
    ("one-half mile", "0.5 mile"),
    ("twelve (12) months", "12 months"),
    ("by one-eighth (12\u00bd%) or more", "by 1-eighth (12.5%) or more"),  # a typeset fraction
    ("a 2\u00bc-foot margin", "a 2.25-foot margin"),
    ("within \u00bd mile", "within 0.5 mile"),
    ("one-eighth of the lot", "0.125 of the lot"),
    # the unit printed once, whichever side of the parentheses carries it
    ("increased by fifteen percent (15%) or more", "increased by 15% or more"),
    ("one thousand feet (1,000 ft.) from a well", "1,000 ft. from a well"),
    ("three hundred feet (300) from a well", "300 feet from a well"),
    # a foot mark in the parentheses is the word already printed: one figure, not "1,000' feet"
    ("within one thousand feet (1,000') of Lake Oswin or three hundred feet (300\u2032) of Yarrow Creek",
     "within 1,000 feet of lake oswin or 300 feet of yarrow creek"),
])
def test_number_words_and_fractions_become_digits(text: str, expected: str) -> None:
    assert " ".join(normalize_numbers(text).split()) == expected


def test_a_printed_fraction_is_one_figure_not_two() -> None:
    body = normalize_numbers("Manure may be spread within two-thirds (0.67) mile of the lake.")
    assert len(find_measures(body)) == 1 and round(find_measures(body)[0].feet or 0) == round(0.67 * 5280)


def test_mixed_fractions_are_one_figure() -> None:
    assert " ".join(normalize_numbers("one sample for each two and one-half (2 1/2) acres").split()) == \
        "1 sample for each 2.5 acres"
    assert normalize_numbers("within 2 1/2 miles") == "within 2.5 miles"


def test_a_whole_number_and_a_fraction_in_words_are_one_figure_and_cubic_yards_are_cubic_feet() -> None:
    text = normalize_numbers('"Manure stack" means a pile that contains six and one-half cubic yards or more')
    assert "6.5 cubic yards" in text
    assert [(m.value, m.unit) for m in find_measures(text)] == [(175.5, "ft3")]
    assert [(m.value, m.unit) for m in find_measures(normalize_numbers("within one and one-half miles"))] == [(7920.0, "ft")]
    # figures printed in digits are left as printed
    assert normalize_numbers("between 6 and 0.5 percent") == "between 6 and 0.5 percent"


def test_metric_distances_are_feet() -> None:
    assert [(round(m.value), m.unit) for m in find_measures(normalize_numbers("within 100 metres of a stream"))] == [(328, "ft")]
    assert [(round(m.value), m.unit) for m in find_measures(normalize_numbers("within 30 m of a well"))] == [(98, "ft")]
    assert find_measures(normalize_numbers("between 8 a.m. and 5 p.m.")) == []
    assert [m.unit for m in find_measures(normalize_numbers("10 mg/l of nitrate"))] == ["mg_per_l"]


def test_a_share_of_costs_is_a_percent() -> None:
    assert normalize_numbers("offers to pay at least one-half (1/2) of the eligible costs") == \
        "offers to pay at least 50 percent of the eligible costs"
    assert normalize_numbers("pay two-thirds of the eligible cost") == "pay 66.6667 percent of the eligible cost"
    assert normalize_numbers("within 1/2 mile of a well") == "within 1/2 mile of a well"


def test_a_share_of_a_facilitys_size_is_a_percent() -> None:
    """ "enlarging its capacity by one-eighth (1/8) or more" is 12.5 percent, the figure the state's alteration
    trigger is stated in; a fraction of something else stays a fraction."""
    assert "by 12.5 percent or more" in normalize_numbers("enlarging its capacity or surface area by one-eighth (1/8) or more")
    assert "by 25 percent or more" in normalize_numbers("increasing the capacity by 1/4 or more")
    assert normalize_numbers("the lot may be expanded by 0.5 acre") == "the lot may be expanded by 0.5 acre"


def test_days_drafted_as_months_count_as_whole_months() -> None:
    """ "180 days" is six 30-day months, so "18 months of non-use plus 180 days to close" is 24 months, and
    "365 days" is a year."""
    by_unit = {m.value: m for m in find_measures("idle for 180 days, or 365 days, or 45 days")}
    assert by_unit[180].months == 6
    assert by_unit[365].months == 12
    assert 1.4 < (by_unit[45].months or 0) < 1.5


@pytest.mark.parametrize(("text", "expected"), [
    # the figure in parentheses joined by a hyphen to its unit stays one word with it, as the digits alone print it
    ("the one hundred (100)-year, twenty-four (24)-hour storm", "the 100-year, 24-hour storm"),
    ("a fifty (50)-foot strip", "a 50-foot strip"),
    # and words the parentheses held apart stay apart
    ("three(3)feet deep", "3 feet deep"),
])
def test_a_figure_in_parentheses_is_printed_where_its_digits_were(text: str, expected: str) -> None:
    assert normalize_numbers(text) == expected
