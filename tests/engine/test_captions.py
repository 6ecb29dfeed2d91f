"""A caption is a prior, not proof: a body that states a substantive rule is judged on that rule."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review import engine
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.standards import load_catalog

INFO = DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2016, 5, 1))


def verdict(text: str) -> str:
    return engine.assess([Provision(id="p1", label="7.3", text=text)], load_catalog(), INFO)[0].verdict


@pytest.mark.parametrize(
    "text",
    [
        "APPLICATION OF MANURE. No person may apply manure on frozen or snow-covered ground.",
        "Application. No manure may be applied within 500 feet of a private well.",
        "INSPECTION AND MONITORING. The operator shall install groundwater monitoring wells around each earthen storage facility.",
        "Decision standards. No manure storage facility may be located within 1,000 feet of a navigable stream.",
    ],
)
def test_a_rule_under_an_administrative_caption_is_judged_on_the_rule(text: str) -> None:
    assert verdict(text) == "exceeds"


@pytest.mark.parametrize(
    "text",
    [
        "APPLICATION. An application for a permit shall include a site map and a nutrient management plan.",
        "INSPECTION. The administrator may enter any livestock facility at reasonable times to inspect it.",
        "PENALTIES. Any person who spreads manure on frozen ground in violation of this chapter shall forfeit $500.",
        "DEFINITIONS. For the purpose of this chapter, the following definitions apply.",
        "SEVERABILITY. If any provision of this chapter is held invalid, the remainder shall not be affected.",
        # the sentence after an application's says what it holds, and regulates nothing (RUBRIC rule 8)
        "Filing. An application for a hobby livestock permit shall be filed with the clerk. It shall show every manure pile and well on the lot.",
        # a rule under the caption, but on a subject with no water in it (RUBRIC rule 11)
        "Application near homes. Manure spread within 600 feet of a dwelling shall be incorporated within 12 hours.",
        # a capitals caption printed alone after its number, so no stop follows it ("1.1  TITLE" over its text)
        "TITLE This ordinance shall be known as the Feedlot and Runoff Control Ordinance for the Gilsen Creek Watershed.",
        "FINDINGS The Town Board finds that runoff from feedlots and stored manure has caused fish kills in the creek.",
    ],
)
def test_furniture_under_its_caption_stays_not_covered(text: str) -> None:
    assert verdict(text) == "not_covered"


def test_a_list_items_own_words_decide_its_subject_over_the_lead_in() -> None:
    lead = "Every facility constructed or substantially altered after June 1, 1991, shall comply with all of the following:"
    well = Provision(id="p1", label="3(b)", text="No facility may be located within 500 feet of a private well.", lead_in=lead)
    storm = Provision(id="p2", label="3(e)", lead_in=lead, text="A facility constructed or substantially altered on or after "
                      "January 1, 2011, shall be designed to contain the runoff of a 25-year, 24-hour storm.")
    got = engine.assess([well, storm], load_catalog(), INFO)
    assert [f.verdict for f in got] == ["exceeds", "consistent"]


def test_a_seasonal_bar_on_livestock_entering_a_stream_excludes_them_whatever_the_cover() -> None:
    f = engine.assess([Provision(id="p1", label="8", text="From April 1 through October 31, no person may allow livestock to "
                                 "enter a stream, except to cross it at a designed crossing.")], load_catalog(), INFO)[0]
    assert f.verdict == "exceeds"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No waste storage facility may be located within 300 feet upslope or 100 feet downslope of a direct conduit "
         "to groundwater.", "exceeds"),  # a siting ban where the state only draws a zone (RUBRIC rule 12)
        ("No person may allow runoff from a feedlot to drain directly into a sinkhole.", "consistent"),
    ],
)
def test_conduits_siting_bans_and_runoff(text: str, expected: str) -> None:
    assert verdict(text) == expected


def test_a_list_lead_in_naming_the_effective_date_is_no_effective_date_clause() -> None:
    """The items of "Every facility built after the effective date of this ordinance shall meet ...
    each of the following:" are rules on facilities; the lead-in's sentence is no caption, so its
    "effective date" does not make them an effective-date clause."""
    item = Provision(
        id="p1", label="5.1(b)", heading="MANURE STORAGE FACILITIES",
        lead_in="5.1 Design and Construction. Every manure storage facility built after the effective date of this "
                "ordinance shall meet each of the following:",
        text="The type of liner that the facility must have.",
    )
    finding = engine.assess([item], load_catalog(), INFO)[0]
    assert finding.topic != "effective_date"
    closing = Provision(id="p2", label="12", heading="Effective date", text="This ordinance takes effect upon publication.")
    assert engine.assess([closing], load_catalog(), INFO)[0].verdict == "not_covered"


def test_an_acronym_opening_a_rule_is_no_caption() -> None:
    """"NRCS Standard 313 ..." opens with capitals that are no caption: the rule is judged."""
    from ordinance_review.engine.text import prepare

    p = Provision(id="p1", label="7.3", text="NRCS Standard 313 applies to every new manure storage facility.")
    assert prepare(p).caption == ""
    assert prepare(p.model_copy(update={"text": "TITLE This ordinance may be cited as the Feedlot Ordinance."})).caption == "title"
