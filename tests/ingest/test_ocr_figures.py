"""Figures OCR misread with letters for digits are read as digits; words that are not figures are kept."""

from __future__ import annotations

import pytest

from ordinance_review.ingest.ocr import read_digits


@pytest.mark.parametrize(("word", "read"), [
    ("l2", "12"), ("2O0", "200"), ("l,000", "1,000"), ("l51.08", "151.08"), ("(2O)", "(20)"), ("3O%", "30%"),
    ("$5O0", "$500"), ("l2,", "12,"), ("I0.", "10."),
])
def test_a_figure_with_letters_for_digits_is_read_as_digits(word: str, read: str) -> None:
    assert read_digits(word) == read


@pytest.mark.parametrize("word", ["(l)", "I-94", "Il", "lO", "NR", "A1", "O", "Ordinance", "1,000", "(12)"])
def test_a_word_that_is_no_misread_figure_is_kept(word: str) -> None:
    """A lettered item "(l)", a road "I-94", a word of letters alone, or a figure already in digits."""
    assert read_digits(word) == word
