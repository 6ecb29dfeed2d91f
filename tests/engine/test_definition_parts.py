"""Definitions written without "means": a zone drawn for another section's purposes, and a term defined by
the list its lead-in opens. Each moves a state trigger (RUBRIC rule 7) only where its figure does."""

from __future__ import annotations

import pytest

from ordinance_review.engine.text import lead_sentence
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.review import review_provisions

INFO = DocumentInfo(filename="t.pdf", pages=1)
SITE_LEAD = ("Sec. 22-133 Water quality areas. (c) A site susceptible to groundwater contamination includes each kind "
             "of site listed in Wis. Adm. Code § NR 151.015(18), and also includes:")


def _finding(text: str, lead_in: str = "", heading: str = "Water quality areas"):
    p = Provision(id="p1", label="1", text=text, lead_in=lead_in, heading=heading)
    return review_provisions(INFO, [p]).findings[0]


@pytest.mark.parametrize(("stream_feet", "verdict"), [(500, "exceeds"), (300, "not_covered")])
def test_a_zone_drawn_for_another_section_s_purposes_is_a_definition(stream_feet: int, verdict: str) -> None:
    f = _finding(f"For the purposes of Sec. 22-146(a), the surface water quality management area is the land within "
                 f"1,000 feet of the ordinary high-water mark of a navigable lake and the land within {stream_feet} feet "
                 "of the ordinary high-water mark of a navigable river or stream.")
    assert f.verdict == verdict, f.reason
    if verdict == "exceeds":
        assert f.topic == "definition_wqma" and "500 ft" in f.reason


@pytest.mark.parametrize(("feet", "verdict"), [("three (3)", "exceeds"), ("two (2)", "not_covered")])
def test_an_item_under_a_defining_lead_in_is_part_of_the_definition(feet: str, verdict: str) -> None:
    f = _finding(f"Land on which the soil lying over groundwater or bedrock is less than {feet} feet deep; and", SITE_LEAD)
    assert f.verdict == verdict, f.reason


def test_a_citation_s_subunit_does_not_split_the_lead_in() -> None:
    assert lead_sentence(SITE_LEAD).startswith("A site susceptible to groundwater contamination includes")
    assert lead_sentence("Sec. 9 Rules. (a) No person may apply manure:") == "No person may apply manure:"


def test_a_term_printed_as_its_own_heading_is_read_with_the_sentence_after_it() -> None:
    """American Legal prints "SUBSTANTIAL ALTERATION. Any change that ... enlarges its capacity by ten percent
    (10%) or more." in the definitions section: the figure lowers the state's trigger (RUBRIC rule 7)."""
    f = _finding("DEFINITIONS. For the purpose of this chapter, the following definitions shall apply. ANIMAL LOT. A "
                 "feedlot where livestock are concentrated. SUBSTANTIAL ALTERATION. Any change that relocates a storage "
                 "facility or enlarges its capacity or area by ten percent (10%) or more. ZONING ADMINISTRATOR. The "
                 "village zoning administrator.", heading="DEFINITIONS")
    assert f.verdict == "exceeds" and f.topic == "definition_substantially_altered", f.reason


def test_a_list_within_a_list_keeps_both_unfinished_leads() -> None:
    lead = ("(3) Where the depth of soil to bedrock is at least 3 feet but not more than 5 feet: (a) Liquid manure may "
            "be mechanically applied only if all of the following are met:")
    assert lead_sentence(lead) == ("Where the depth of soil to bedrock is at least 3 feet but not more than 5 feet: "
                                   "Liquid manure may be mechanically applied only if all of the following are met:")
    assert lead_sentence("(F) SILURIAN AREA. (a) No person may apply manure:") == "No person may apply manure:"


@pytest.mark.parametrize(("item", "verdict"), [
    ("For an operation whose base livestock population is 250 animal units or fewer, the part of the expansion that "
     "raises the livestock population above 300 animal units; and", "consistent"),
    ("For an operation whose base livestock population is more than 250 animal units, the part of the expansion that "
     "exceeds ten percent (10%) of the base livestock population.", "exceeds"),
])
def test_a_local_list_of_costs_not_cost_shared_is_read_against_nr_153_15(item: str, verdict: str) -> None:
    lead = ("7.3.1 The following are not eligible for cost sharing, and compliance with this ordinance is required whether "
            "or not cost sharing is offered for them: (b) The part of an expansion of a livestock operation that is a "
            "significant expansion, meaning:")
    f = _finding(item, lead, heading="COSTS NOT ELIGIBLE")
    assert f.verdict == verdict, f.reason
    assert "NR 153.15" in " ".join(f.standards) or "NR 153.15" in f.reason


def test_a_lead_in_is_split_only_where_a_sentence_starts_with_a_capital() -> None:
    """"... is 50° F. or higher:" is one lead; the period of an abbreviation before a lower-case word ends nothing."""
    assert lead_sentence("(a) While the soil temperature at a depth of four inches is 50° F. or higher:") == (
        "While the soil temperature at a depth of four inches is 50° F. or higher:")


@pytest.mark.parametrize(("text", "verdict"), [
    ("Winter grazing lots. A lot where heifers are fed from November through March and where no sod is kept "
     "shall be treated as a feedlot for purposes of this chapter.", "exceeds"),
    ("Heifer yards in winter. A yard where heifers are fed from November through March shall be kept free of "
     "standing water for purposes of this chapter.", None),
])
def test_a_rule_that_deems_winter_lots_feedlots_widens_the_state_term(text: str, verdict: str | None) -> None:
    """"... shall be treated as a feedlot for purposes of this chapter" deems, like "is a feedlot": the caption names
    the winter lots it takes in, which NR 151.015(8) leaves out (RUBRIC rule 7). A duty in the same words is no
    deeming."""
    f = _finding(text, heading="Local livestock standards")
    if verdict is None:
        assert f.topic != "definition_feedlot_widened", f.reason
    else:
        assert (f.verdict, f.topic) == (verdict, "definition_feedlot_widened"), f.reason
