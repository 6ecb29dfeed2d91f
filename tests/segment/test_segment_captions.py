"""Captions: the heading words that open a unit (segment.captions)."""

from __future__ import annotations

import pytest

from ordinance_review.segment.captions import caption


@pytest.mark.parametrize(("text", "expected"), [
    # headings joined by semicolons, as the statutes print them
    ("Application setbacks; Table 14-3.", "Application setbacks; Table 14-3"),
    ("Enforcement; schedule of violations. (1) NOTICE. The Department", "Enforcement; schedule of violations"),
    ("Fees; penalties; appeals.", "Fees; penalties; appeals"),
    ("Authority and purpose. This chapter is adopted", "Authority and purpose"),
])
def test_a_caption_is_read_with_its_semicolons(text: str, expected: str) -> None:
    assert caption(text) == expected


@pytest.mark.parametrize("text", [
    # a sentence with a semicolon is no caption: it says something
    "Barns; no person shall keep manure in them. The owner",
    "Manure shall be stored; it may not be spread. The owner",
])
def test_a_sentence_with_a_semicolon_is_no_caption(text: str) -> None:
    assert caption(text) == ""
