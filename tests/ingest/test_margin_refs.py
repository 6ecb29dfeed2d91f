"""A state rule keyed in the left margin beside each local rule is the reader's aid, no text: taken off, in text
files and real PDFs, so the units beside it keep their numbers."""

from __future__ import annotations

import pytest

from ordinance_review.ingest.margin_refs import _reference
from ordinance_review.ingest.reading_order import Piece
from tests.segment.segment_support import read_layout

CHAPTER = """\
  Reader's guide: the left-hand column names the state rule that the county rule beside it
  relates to. The marginal references are not part of the ordinance.

STATE RULE REF.    COUNTY RULE
----------------   ---------------------------------------------------------------
NR 151.015         14.04  DEFINITIONS. In this chapter, words not defined here have
                          the meaning given in ch. NR 151, Wis. Adm. Code.
                   (1) "Manure storage facility" means one or more structures used
                          to hold manure, including any transfer system serving them.
NR 151.015(20)     (2) "Substantially altered" means an increase in storage capacity
                          of fifteen percent (15%) or more.
NR 151.015(22)     (3) "Unconfined manure pile" means any quantity of manure exceeding
                          fifty (50) cubic feet placed on the ground.

                   14.05  PERMITS.
(none)             (1) No person may construct or close a manure storage facility
                          without first obtaining a permit from the Department.
s. 92.15(4),       (2) No person who operated a livestock operation on October 14,
Stats.; ATCP 50.08        1997 may be compelled to install a practice unless cost-sharing
                          is available.
NR 151.05(3)       (3) A manure storage facility unused for eighteen months shall be
                          closed within ninety days.
"""


@pytest.mark.parametrize("layout", ["text", "single"])
def test_units_keyed_to_state_rules_in_the_margin_keep_their_numbers(layout: str) -> None:
    _info, provisions = read_layout(CHAPTER, layout)
    by_label = {p.label: p for p in provisions}
    assert {"14.04(2)", "14.04(3)", "14.05(1)", "14.05(2)", "14.05(3)"} <= set(by_label), sorted(by_label)
    assert by_label["14.04(2)"].text.startswith('"Substantially altered" means an increase')
    assert "NR 151.015" not in by_label["14.04(2)"].text
    assert "(none)" not in by_label["14.05(1)"].text
    if layout == "text":
        # (the renderer of the test PDFs sets a line's runs of spaces as one: a reference beside a wrapped line's
        # words, "Stats.; ATCP 50.08  1997 may be ...", is read into them there, where a typeset margin stands apart)
        assert by_label["14.05(2)"].text == ("No person who operated a livestock operation on October 14, 1997 may be "
                                             "compelled to install a practice unless cost-sharing is available.")


@pytest.mark.parametrize(("margin", "cites"), [
    ("NR 151.015(20)", True), ("s. 92.15(4),", True), ("Stats.; ATCP 50.08", True), ("(none)", True),
    ("(NR 243.17)", True), ("NRCS 590", True),
    # a list's designator set apart from its text, a section's number, a caption: no reference
    ("2.", False), ("(B)", False), ("14.05", False), ("IV.", False), ("DEFINITIONS", False),
    # (a long run of figures that fails at its end is refused at once, not tried every way it could be split)
    ("NR 151.015 " + "2024 1997 2002 2011 " * 6 + "shall", False),
])
def test_a_margin_reference_is_a_citation_and_nothing_else(margin: str, cites: bool) -> None:
    assert _reference(Piece(margin, 0.0, 0.0, 10.0, 10.0)) is cites


def test_a_list_typed_with_its_designators_apart_is_left_as_it_is() -> None:
    listed = "14.06  STANDARDS.\n" + "".join(
        f"({n})     Each facility shall meet standard {n} of this section in every case.\n" for n in range(1, 7))
    _info, provisions = read_layout(listed, "text")
    assert [p.label for p in provisions] == [f"14.06({n})" for n in range(1, 7)]
