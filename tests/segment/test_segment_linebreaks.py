"""Line-end cues that tell a wrapped line from a deliberate break."""

from __future__ import annotations

import pytest

from ordinance_review.segment.captions import caption
from ordinance_review.segment.linebreaks import runs_on, trailing_number_word


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("This subchapter is adopted under the authority granted by ss.", True),
        ("shall be known as the Ordinance, and applies to", True),
        ("in accordance with a nutrient management plan that meets Standard", True),
        ("[Amended 4-19-2016 by Ord. No.", True),
        ("within 1,000 feet of a lake,", True),
        ("(a) the name of the owner; and", False),
        ("(b) the location of the facility; or", False),
        ("No person may apply manure to frozen ground.", False),
        ("shall do all of the following:", False),
        ("I. GENERAL PROVISIONS", False),
        ("as required by s. NR 151.06, Wis. Stats.", False),
    ],
)
def test_runs_on(line: str, expected: bool) -> None:
    assert runs_on(line) is expected


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the soil is less than three", 3),
        ("within one thousand", 1000),
        ("at least one hundred eighty", 180),
        ("for twenty-four", 24),
        ("of the", None),
        ("of 12", None),
    ],
)
def test_trailing_number_word(text: str, value: int | None) -> None:
    assert trailing_number_word(text) == value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("AUTHORITY AND TITLE. This subchapter is adopted", "AUTHORITY AND TITLE"),
        ("Location. No new manure storage facility", "Location"),
        ("Title and authority. This chapter may be cited", "Title and authority"),
        ("No person may apply manure within 50 feet.", ""),
        ("I. GENERAL PROVISIONS", "I. GENERAL PROVISIONS"),
        ("Livestock shall be fenced. Crossings are allowed.", ""),
    ],
)
def test_caption(text: str, expected: str) -> None:
    assert caption(text) == expected
