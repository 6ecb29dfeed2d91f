"""Session 46: a working copy's insertion marks ("[added: ...]") are the amended text, not history notes."""

from __future__ import annotations

import datetime as dt

import pytest
from segment_support import read_layout

from ordinance_review import exemptions
from ordinance_review.segment import history
from ordinance_review.verdict_rules import load_rules

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


RECREATED = """\
TOWN OF MARSDEN
ORDINANCE NO. 2010-03
AN ORDINANCE TO REPEAL AND RECREATE IN ITS ENTIRETY ORDINANCE NO. 98-2

The Town Board does ordain as follows:

Ordinance No. 98-2, adopted April 14, 1998, is repealed and recreated in its entirety to read as follows.
Ordinance No. 01-4, the Town's separate barnyard runoff ordinance codified as Section 20, is not part of
this ordinance; the Clerk reprints it after the signature block.

SECTION 6.  OPERATION.

6.1  No manure storage facility shall be allowed to overflow.

6.2  A manure storage facility that has not been used for 24 months shall be closed.

     Adopted by the Town Board of the Town of Marsden this 11th day of May, 2010.

                              Harlan Oekerman, Town Chair

           * * *  CLERK'S REPRINT - NOT PART OF ORD. 2010-03  * * *

SECTION 20.  BARNYARD RUNOFF.
     (Ord. 01-4, adopted August 13, 2001, published August 22, 2001)

20.1 A barnyard located within five hundred (500) feet of a navigable stream shall have clean water
     diverted away from it.
"""


def test_a_recreation_is_dated_by_the_recreating_ordinance_not_the_one_it_repeals() -> None:
    """"Ordinance No. 98-2, adopted April 14, 1998, is repealed and recreated": the passive names the old
    ordinance's date; the recreation is the one adopted on May 11, 2010. A section the recreating ordinance leaves
    in force ("Ordinance No. 01-4 ... is not part of this ordinance"), reprinted after it, keeps its own date."""
    info, provisions = read_layout(RECREATED, "text")
    assert info.repealed_and_recreated == dt.date(2010, 5, 11)
    rules = load_rules()
    status = {p.label: exemptions.pre2002_status(p, info, rules)[0] for p in provisions}
    assert status["Section 6.1"] is False
    assert status["Section 20.1"] is True


PARAGRAPHS = """\
TOWN OF ASHBY LIVESTOCK LICENSING ORDINANCE

LICENSE
1. No person may operate a livestock facility of 500 animal units or more without a license.
2. Every license issued under this ordinance shall include the following
standard conditions:

     2.a. All manure storage facilities on the licensed premises shall be
     designed and built according to NRCS Standard 313.

     2.b. The licensee shall follow a nutrient management plan for every acre.

3. A license may be renewed for five years.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_a_numbered_paragraph_s_lettered_parts_printed_with_its_number_open_under_it(layout: str) -> None:
    """"2.a." and "2.b." under "2. ... shall include the following standard conditions:" are its parts, not text
    run on into paragraph 2; "3." is the next paragraph."""
    _info, provisions = read_layout(PARAGRAPHS, layout)
    labels = [p.label.replace(" ", "") for p in provisions]
    assert labels == ["1.", "2.a.", "2.b.", "3."]
