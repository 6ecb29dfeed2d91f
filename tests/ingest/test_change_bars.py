"""Change bars a consolidated reprint sets in the margin beside amended lines are no text: taken off, in text
files and real PDFs, so the units they mark keep their numbers."""

from __future__ import annotations

import pytest

from ordinance_review.ingest.change_bars import unmark
from tests.segment.segment_support import read_layout

CHAPTER = """\
NOTE: A vertical bar ( | ) in the left margin marks each line created or amended
since the last printing of this chapter.

14.03  Definitions.  In this chapter:
   (1) "Animal unit" has the meaning given in s. NR 243.03(3), Wis. Adm. Code.
   (2) "Manure storage facility" means one or more structures or impoundments
built to hold manure, with the pipes and pumps that serve them.
|  (3) "Substantially altered" means a change that relocates a manure
|storage facility or increases its volume by more than 20 percent.
   (4) "Winter" means the period from December 1 through March 31.
   History: Cr. Ord. 97-14, 1997; am. (3) Ord. 2018-11, 2018.

14.06  Land application.  (1) No person may apply manure on frozen ground
where the slope exceeds 9 percent.
|  (2) No person may land apply liquid manure during winter except under
|an emergency approval issued by the Department.
*  (3) Manure applied within 300 feet of a stream shall be incorporated
within 24 hours.
"""


@pytest.mark.parametrize("layout", ["text", "single", "two_column"])
def test_units_marked_by_a_change_bar_keep_their_numbers(layout: str) -> None:
    _info, provisions = read_layout(CHAPTER, layout)
    by_label = {p.label: p for p in provisions}
    assert {"14.03(3)", "14.06(2)", "14.06(3)"} <= set(by_label), sorted(by_label)
    assert by_label["14.03(3)"].text.startswith('"Substantially altered" means')
    assert "|" not in by_label["14.03(3)"].text and "|" not in by_label["14.06(2)"].text
    assert by_label["14.06(2)"].text.endswith("emergency approval issued by the Department.")
    # the unit above a marked one ends where the mark's unit starts (it is not swallowed)
    assert "Substantially" not in by_label["14.03(2)"].text


@pytest.mark.parametrize(("raw", "expected"), [
    ('|  (3) "Substantially altered" means', '   (3) "Substantially altered" means'),
    ("|storage facility or increases", " storage facility or increases"),
    ("\u2502 (b) Each pit shall", "  (b) Each pit shall"),
    ("*  (5) Manure may not be applied", "   (5) Manure may not be applied"),
])
def test_a_margin_mark_becomes_the_blank_it_stands_in(raw: str, expected: str) -> None:
    assert unmark(raw) == expected


@pytest.mark.parametrize("raw", [
    "| Term | Meaning |",  # a table's row
    "* * *",  # an omission mark
    "*Amended by Ord. 2004-3",  # a footnote's mark on its note
    "Manure | bedding",
    "(3) No person may apply manure.",
])
def test_what_is_no_margin_mark_is_left_alone(raw: str) -> None:
    assert unmark(raw) == raw
