"""A draft amendment in legislative style: the legend decides what brackets, hyphens and capitals mean."""

from __future__ import annotations

from segment_support import text_document

from ordinance_review.review import review_provisions
from ordinance_review.segment import segment
from ordinance_review.segment.markup import legend

DRAFT = """\
REVIEW DRAFT -- NOT ADOPTED
Proposed Ordinance No. 2025-03, an Ordinance to Amend Chapter 9, Animal Waste, of the Tolvar County Code

Chapter 9 was created by Ord. No. 98-4, adopted May 5, 1998. In the text below, words in [brackets] are to be
deleted, words set off between hyphens -like this- are to be deleted, and words in CAPITAL LETTERS are to be added.
Text in ordinary type is not changed.

9.04 Storage Standards.
(1) The bottom of a storage facility shall be at least [two (2)] FOUR (4) feet above bedrock.
(2) No person may allow a storage facility to overflow.
(3) Manure shall not be spread within -100- 500 FEET of a private well.
(4) EVERY EXISTING STORAGE FACILITY SHALL BE INSPECTED BY A PROFESSIONAL ENGINEER FOR LEAKS EVERY FIVE YEARS.
History: Cr. Ord. 98-4.
"""


def test_the_legend_names_the_marks() -> None:
    assert legend(DRAFT) == (True, True, True)
    assert legend("Words in brackets and capitals appear in the title.") == (False, False, False)


def test_a_draft_is_read_as_it_will_be_adopted_and_its_marked_units_lose_the_pre2002_exemption() -> None:
    """The deleted words are no longer the rule ("[two (2)] FOUR (4) feet" is four feet); a unit the draft marks is
    amended by it, so only the unmarked 1998 unit keeps its exemption (RUBRIC rule 16)."""
    info, provisions = segment(text_document(DRAFT))
    text = {p.label: p.text for p in provisions}
    assert text["9.04(1)"] == "The bottom of a storage facility shall be at least FOUR (4) feet above bedrock."
    assert "100" not in text["9.04(3)"]
    verdicts = {f.label: f.verdict for f in review_provisions(info, provisions).findings}
    assert verdicts["9.04(2)"] == "exempt_pre2002"
    assert all(verdicts[label] != "exempt_pre2002" for label in ("9.04(1)", "9.04(3)", "9.04(4)"))


def test_without_a_legend_brackets_and_capitals_are_the_code_s_own() -> None:
    code = DRAFT.replace("In the text below, words in [brackets] are to be\ndeleted, words set off between hyphens -like "
                         "this- are to be deleted, and words in CAPITAL LETTERS are to be added.\n", "")
    _, provisions = segment(text_document(code))
    assert "[two (2)]" in {p.label: p.text for p in provisions}["9.04(1)"]
