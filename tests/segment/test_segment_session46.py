"""Session 46: a working copy's insertion marks ("[added: ...]") are the amended text, not history notes."""

from __future__ import annotations

import pytest
from segment_support import read_layout

from ordinance_review.segment import history

MARKED = """\
CHAPTER 23 -- MANURE STORAGE (AS AMENDED BY ORD. NO. 2024-11)

23.06 DESIGN AND CONSTRUCTION STANDARDS. (1) A new manure storage facility shall be designed and built
according to NRCS Conservation Practice Standard 313.
   (2) [added: A storage facility constructed after the effective date of Ordinance 2024-11 shall hold the
runoff of a 25-year, 24-hour storm in addition to its design volume.]
   (3) [deleted: Storage capacity shall be sized as the nutrient management plan requires.] [added: Liquid
storage facilities shall provide capacity for not less than 180 days of manure.]
   (4) Manure may not rise above the margin of safety level of a storage facility. [Added: 3-3-2015 by Ord.
No. 15-3]
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_an_insertion_mark_keeps_the_text_it_inserts(layout: str) -> None:
    _info, provisions = read_layout(MARKED, layout)
    texts = {p.label: p.text for p in provisions}
    assert "25-year, 24-hour storm" in texts["23.06(2)"]
    assert "180 days of manure" in texts["23.06(3)"]


@pytest.mark.parametrize(("bracket", "note"), [
    ("[Added: 3-3-2015 by Ord. No. 15-3]", True),
    ("[Added by Ord. No. 15-3]", True),
    ("[added: Liquid storage facilities shall provide capacity for not less than 180 days of manure.]", False),
])
def test_a_note_whose_colon_is_followed_by_its_date_is_still_a_note(bracket: str, note: bool) -> None:
    assert (history.NOTE_RE.search(bracket) is not None) == note
