"""The footnote numbers ingestion and segmentation both read: a note's opening number and its mark."""

from __future__ import annotations

import pytest

from ordinance_review import footnotes


@pytest.mark.parametrize(("line", "number"), [
    ("4 Ord. No. 99-6, § 4, 4-20-1999; Ord. No. 2013-09, § 1, 6-18-2013.", "4"),
    ("12. Editor's note--Ord. No. 99-6 was published April 29, 1999.", "12"),
    ('3 "Feedlot" was added by Ord. No. 2013-09.', "3"),
])
def test_a_note_opens_with_its_number(line: str, number: str) -> None:
    m = footnotes.NOTE_START.match(line)
    assert m is not None and m.group("n") == number


@pytest.mark.parametrize("line", ["2021-22, § 3, 10-19-2021.", "1999 and took effect April 30, 1999.", "4 feet of soil"])
def test_a_notes_wrapped_line_opens_none(line: str) -> None:
    assert footnotes.NOTE_START.match(line) is None


@pytest.mark.parametrize(("line", "marked"), [
    ("Sec. 16.2-5. - Permits.5", True),
    ("Chapter 16.2 - ANIMAL WASTE STORAGE AND MANURE MANAGEMENT5", True),
    ('the term "feedlot"5', True),
    ("under s. 92.5", False),  # a citation's number
    ("within Table 5", False),  # a number after a space is text
    ("Ord. No. 2015", False),
    ("by December 31, 2024. [Cr. Ord. 2020-11]5", True),  # after a dated note's closing bracket
])
def test_a_mark_is_the_number_after_a_word_at_the_lines_end(line: str, marked: bool) -> None:
    assert (footnotes.marker("5").search(line) is not None) is marked
