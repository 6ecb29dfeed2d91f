"""A redline printed as plain text is read as it stands after the amendment: struck text out, new text kept."""

from __future__ import annotations

from ordinance_review import ingest, segment
from ordinance_review.review import review_provisions

REDLINE = """\
Text to be deleted is shown [[in double brackets]]; new text is shown in <<double angle brackets>>.

23.09  LIVESTOCK ACCESS.

(1)  No person may allow livestock unlimited access to waters of the state [[at any time]] in a
     location where high concentrations of animals prevent adequate sod cover.

(2)  "Unconfined manure pile" means a quantity of manure [[of at least 175 cubic feet]] <<of one hundred
     (100) cubic feet or more>> that is not held in a storage facility.

[[(3)  A closed facility shall be inspected by the Department each year for five
     (5) years after closure.]]

<<(4)  Every liquid storage facility shall hold 240 days of manure.>>
"""


def _provisions(text: str) -> dict[str, str]:
    _info, provisions = segment.segment(ingest.load_text(text, "redline.txt"))
    return {p.label: p.text for p in provisions}


def test_struck_text_is_dropped_and_new_text_kept_without_its_marks() -> None:
    """The struck "at any time" and "175 cubic feet" were read as law, a struck subsection stood as a unit, and a new
    subsection whose number followed the mark ("<<(4) ...") was no unit at all."""
    found = _provisions(REDLINE)
    assert sorted(found) == ["23.09(1)", "23.09(2)", "23.09(4)"]
    assert "at any time" not in found["23.09(1)"]
    assert "175" not in found["23.09(2)"] and "one hundred (100) cubic feet or more" in found["23.09(2)"]
    assert found["23.09(4)"] == "Every liquid storage facility shall hold 240 days of manure."
    info, provisions = segment.segment(ingest.load_text(REDLINE, "redline.txt"))
    verdicts = {f.label: f.verdict for f in review_provisions(info, provisions).findings}
    assert verdicts["23.09(1)"] == "consistent"  # the state's access rule, once the struck words are gone


def test_a_bracket_used_one_way_only_is_just_a_bracket() -> None:
    """Double brackets with no insertion marks beside them strike nothing: eCode360's "[[1]]" footnote marks, a
    quoted "[[reserved]]"."""
    text = "23.10  RESERVED.\n\n(1)  The Department may inspect any facility [[see note 1]] at reasonable hours.\n\n" \
           "(2)  Records shall be kept [[for the Department]] at the farm.\n"
    found = _provisions(text)
    assert "[[see note 1]]" in found["23.10(1)"]


def test_a_rule_that_says_shown_and_new_is_no_legend() -> None:
    """Only the legend, which names deletions and additions and how they are shown, is kept as printed: a rule line
    that mentions a new facility "shown" on a plan still loses its struck words."""
    text = REDLINE.replace("(1)  No person may allow livestock", "(1)  A new facility shown on the plan [[or any other]] "
                           "is subject to this section. No person may allow livestock")
    found = _provisions(text)
    assert "or any other" not in found["23.09(1)"]
