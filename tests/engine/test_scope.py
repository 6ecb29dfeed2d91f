"""Scope dimensions and receptors are data with examples: each example must do what it says."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review.engine import scope
from ordinance_review.engine.receptors import receptor
from ordinance_review.measures import find_measures
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.review import review_provisions
from ordinance_review.verdict_rules import load_rules

DIMENSIONS = scope.dimensions()
RECEPTORS = load_rules().receptors


@pytest.mark.parametrize("dim", DIMENSIONS, ids=lambda d: d.id)
def test_every_scope_dimension_has_examples_both_ways(dim: scope.Dimension) -> None:
    assert dim.examples.match and dim.examples.no_match, f"{dim.id}: needs match and no_match examples"
    rules = load_rules()
    for text in dim.examples.match:
        assert scope.fires(rules, dim, text.lower()), f"{dim.id} should fire on: {text}"
    for text in dim.examples.no_match:
        assert not scope.fires(rules, dim, text.lower()), f"{dim.id} should not fire on: {text}"


@pytest.mark.parametrize("rec", RECEPTORS, ids=lambda r: r.kind)
def test_every_receptor_kind_has_examples_both_ways(rec) -> None:  # noqa: ANN001 - verdict_rules.Receptor
    assert rec.examples.match and rec.examples.no_match
    for text in rec.examples.match:
        q = next(m for m in find_measures(text.lower()) if m.feet is not None)
        assert receptor(text.lower(), q) == rec.kind, text
    for text in rec.examples.no_match:
        qs = [m for m in find_measures(text.lower()) if m.feet is not None]
        assert not qs or receptor(text.lower(), qs[0]) != rec.kind, text


def test_a_flattened_setback_table_reads_each_cell_against_its_own_row() -> None:
    """In a table row the receptor comes before its cells, and the word after the last cell opens the
    next row: "Lot line 200 ft 400 ft Private well 500 ft 1,000 ft" is no 400-ft well setback."""
    body = ("each barn and pit shall be sited at least the distances listed in table 3: from barn pit "
            "lot line 200 ft 400 ft private well 500 ft 1,000 ft trout stream 600 ft 900 ft cemetery 100 ft 100 ft")
    kinds = [receptor(body, q) for q in find_measures(body) if q.feet is not None]
    assert kinds == ["other", "other", "well", "well", "stream", "stream", "other", "other"]
    prose = "no pit within 400 feet of a private well or 300 ft of a stream"
    assert [receptor(prose, q) for q in find_measures(prose) if q.feet is not None] == ["well", "stream"]


INFO = DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2015, 3, 1))


def _review(text: str, **kw):  # noqa: ANN003, ANN202
    p = Provision(id="p1", label="4.1", text=text, **kw)
    return review_provisions(INFO, [p])


def test_a_condition_of_one_permit_is_exempt_permit_whatever_its_wording() -> None:
    r = _review("No manure may be spread within 500 feet of the spring on the applicant's parcel 12.",
                instrument="permit_conditions", part="CONDITIONS OF APPROVAL")
    f = r.findings[0]
    assert f.verdict == "exempt_permit" and f.merits == "exceeds"


def test_a_condition_of_one_permit_that_points_to_the_codified_standards_is_exempt_permit() -> None:
    """RUBRIC rule 17(b): "The licensee shall comply with Sections 302 to 305 of the Ordinance" written into one
    license is that license's condition; the standards it points to are reviewed where they are codified. The same
    words in the ordinance's own text are a compliance clause, not an exemption."""
    text = "The licensee shall comply at all times with Sections 302 to 305 of the Ordinance as they apply to the barn."
    condition = _review(text, instrument="permit_conditions", part="CONDITIONS OF APPROVAL").findings[0]
    assert condition.verdict == "exempt_permit", condition.reason
    assert _review(text).findings[0].verdict == "not_covered"


def test_binding_existing_operations_whatever_the_cost_share_is_flagged_as_s92_15_4() -> None:
    r = _review("Existing manure storage facilities shall be upgraded to meet NRCS 313 whether or not "
                "cost-sharing is available.")
    f = r.findings[0]
    assert f.verdict == "exceeds" and "s92_15_4" in f.flags
    assert any("approval cannot cure" in flag for flag in r.outcome.flags)


def test_a_mere_mention_of_cost_sharing_does_not_hide_the_s92_15_4_question() -> None:
    text = "Existing livestock facilities shall install clean water diversions within two years."
    mention = Provision(id="p2", label="9.1", text="The County may seek cost-sharing grants from DATCP.")
    r = review_provisions(INFO, [Provision(id="p1", label="4.1", text=text), mention])
    assert any("s. 92.15(4)" in flag for flag in r.outcome.flags)


def test_needs_reviewer_follows_the_calibrated_threshold() -> None:
    threshold = load_rules().calibration["needs_reviewer_below"]
    r = _review("Manure handlers shall observe good husbandry.")
    for f in r.findings:
        assert f.needs_reviewer == (f.confidence < threshold)


def test_an_amendment_after_2002_that_ends_the_exemption_is_flagged_as_an_interpretation() -> None:
    import datetime as _dt

    from ordinance_review.models import HistoryEntry

    info = DocumentInfo(filename="t.pdf", pages=1, enacted=_dt.date(1996, 4, 1))
    p = Provision(id="p1", label="3.1", text="No manure storage facility shall be located within 600 feet of any well.",
                  history=[HistoryEntry(action="amended", date=_dt.date(2008, 6, 3))])
    f = review_provisions(info, [p]).findings[0]
    assert f.verdict == "exceeds"
    assert "interpretation" in f.flags and "NR 151.096(1)(b)2." in f.interpretation


def test_a_shortened_compliance_period_is_flagged_as_an_interpretation() -> None:
    r = _review("After written notice, the operator shall correct the violation within 30 days.")
    f = r.findings[0]
    assert f.verdict == "exceeds" and "interpretation" in f.flags and "procedure" in f.interpretation


def test_depth_prong_examples_both_ways() -> None:
    from ordinance_review.engine.receptors import depth_spans
    from ordinance_review.engine.text import prepare

    rules = load_rules()
    ex = rules.depth_prong.examples
    assert ex.match and ex.no_match

    def body(text: str) -> str:  # the engine's matching form (number words as digits)
        return prepare(Provision(id="x", label="1", text=text)).body

    for text in ex.match:
        assert depth_spans(body(text), rules), text
    for text in ex.no_match:
        assert not depth_spans(body(text), rules), text


@pytest.mark.parametrize(("text", "verdict"), [
    # every prong at the state's figure, conduit drawn 300 up / 100 down: a restatement
    ("No person may keep an unconfined manure pile within 300 feet upslope or 100 feet downslope of a sinkhole, "
     "or on land with less than two feet of soil over bedrock.", "consistent"),
    # the same list with a deeper soil cut-off widens the zone
    ("No person may keep an unconfined manure pile within 300 feet upslope or 100 feet downslope of a sinkhole, "
     "or on land with less than four feet of soil over bedrock.", "exceeds"),
])
def test_pile_zone_is_compared_prong_by_prong(text: str, verdict: str) -> None:
    assert _review(text).findings[0].verdict == verdict


def test_a_conduit_zone_drawn_every_way_reaches_further_downslope() -> None:
    f = _review("Clean water shall be diverted away from any feedlot within 300 feet of a sinkhole or other direct "
                "conduit to groundwater.").findings[0]
    assert f.verdict == "exceeds"
    f = _review("Clean water shall be diverted away from any feedlot within 300 feet upslope or 100 feet downslope "
                "of a sinkhole or other direct conduit to groundwater.").findings[0]
    assert f.verdict == "consistent"


def test_a_zone_definition_with_one_wider_prong_exceeds() -> None:
    wide = ('"Site susceptible to groundwater contamination" means an area within 250 feet of a private well or '
            'an area where the depth to groundwater or bedrock is less than 5 feet.')
    same = ('"Site susceptible to groundwater contamination" means an area within 250 feet of a private well or '
            'an area where the depth to groundwater or bedrock is less than 2 feet.')
    assert _review(wide, heading="Definitions").findings[0].verdict == "exceeds"
    assert _review(same, heading="Definitions").findings[0].verdict == "not_covered"


def test_inclusive_bound_examples_both_ways() -> None:
    rules = load_rules()
    rx = rules.rx(rules.inclusive_bound.pattern)
    ex = rules.inclusive_bound.examples
    assert ex.match and ex.no_match
    for text in ex.match:
        q = find_measures(text)[0]
        assert rx.search(text[q.end:]), text
    for text in ex.no_match:
        q = find_measures(text)[0]
        assert not rx.search(text[q.end:]), text


@pytest.mark.parametrize(("text", "verdict"), [
    ('"Substantially altered" means an increase of 20 percent or more in the capacity of a manure storage facility.', "exceeds"),
    ('"Substantially altered" means an increase of more than 20 percent in the capacity of a manure storage facility.', "not_covered"),
])
def test_a_trigger_that_includes_the_state_figure_itself_is_stricter(text: str, verdict: str) -> None:
    assert _review(text, heading="Definitions").findings[0].verdict == verdict


@pytest.mark.parametrize("wd", load_rules().widening_definitions, ids=lambda w: w.id)
def test_widening_definitions_examples_both_ways(wd) -> None:  # noqa: ANN001 - verdict_rules.WideningDefinition
    assert wd.examples.match and wd.examples.no_match
    for text in wd.examples.match:
        assert _review(text, heading="Definitions").findings[0].verdict == "exceeds", text
    for text in wd.examples.no_match:
        assert _review(text, heading="Definitions").findings[0].verdict == "not_covered", text


# the single-pattern rules of administration.yaml and receptors.yaml: (attribute, field holding the pattern)
_ONE_PATTERN_RULES = [("figure_reference", "pattern"), ("local_zone", "term"), ("marker_only", "pattern"), ("non_water_mark", "pattern"),
                      ("defined_context", "term"), ("defined_alias", "pattern"), ("deemed_alias", "pattern"),
                      ("completes_reference", "pattern"), ("exception_withdrawn", "pattern"), ("cost_share_foreclosed", "pattern"),
                      ("access_cover_disregarded", "pattern"), ("reach_extended", "pattern"), ("upper_bound", "pattern"),
                      ("extension_denied", "pattern"), ("wpdes_reference", "pattern"),
                      ("reaches_unpermitted", "pattern"), ("slope_condition_dropped", "pattern"),
                      ("alternatives_refused", "pattern"), ("defers_to_standard", "pattern"), ("plan_procedure", "pattern"),
                      ("application_contents", "pattern"), ("runoff_mandate", "pattern"), ("lot_siting", "pattern"),
                      ("lesser_alternative", "pattern")]


@pytest.mark.parametrize(("attribute", "field"), _ONE_PATTERN_RULES, ids=[a for a, _ in _ONE_PATTERN_RULES])
def test_single_pattern_rule_examples_both_ways(attribute: str, field: str) -> None:
    rules = load_rules()
    rule = getattr(rules, attribute)
    assert rule is not None
    rx = rules.rx(getattr(rule, field))
    assert rule.examples.match and rule.examples.no_match
    for text in rule.examples.match:
        assert rx.search(text), text
    for text in rule.examples.no_match:
        assert not rx.search(text), text


@pytest.mark.parametrize("field", ["established", "other_features", "state_zone", "table_zone_row", "table_zone_header",
                                   "table_zone_bare_row", "local_qualifier", "map_area"])
def test_local_zone_patterns_take_their_examples_both_ways(field: str) -> None:
    rules = load_rules()
    zone = rules.local_zone
    assert zone is not None
    rx, examples = rules.rx(getattr(zone, field)), getattr(zone, f"{field}_examples")
    assert examples is not None and examples.match and examples.no_match
    assert all(rx.search(text) for text in examples.match)
    assert not any(rx.search(text) for text in examples.no_match)


def test_a_definition_that_deems_by_a_figure_before_its_term_is_compared() -> None:
    """ "Any accumulation of manure of 60 cubic feet or more ... is an unconfined pile": the figure
    stands before the term it defines, and it lowers the state's 175-cubic-foot trigger."""
    text = ("For the purposes of this section, any accumulation of manure of 60 cubic feet or more that is "
            "not held in a storage facility is an unconfined pile.")
    assert _review(text, heading="Manure stacking").findings[0].verdict == "exceeds"


@pytest.mark.parametrize("text", [
    "For the purposes of sections 23 and 25, any land with fewer than three feet of soil above bedrock is a site "
    "susceptible to groundwater contamination.",
    "For the purposes of this chapter, land with less than three feet of soil over the seasonal high water table "
    "lies within the water quality management area.",
])
def test_a_definition_that_names_the_place_before_the_state_zone_it_is_is_compared(text: str) -> None:
    """ "... is a site susceptible to groundwater contamination", "... lies within the water quality management
    area": the soil depth stands before the state's words for the zone, and it is deeper than the state's 2 feet."""
    finding = _review(text, heading="Definitions").findings[0]
    assert finding.verdict == "exceeds" and finding.topic == "definition_wqma"


@pytest.mark.parametrize(("rule_amended", "definition_verdict"), [(None, "exceeds"), (dt.date(2011, 5, 17), "not_covered")])
def test_a_later_definition_carries_the_exceedance_of_a_rule_kept_out_as_pre2002_text(
        rule_amended: dt.date | None, definition_verdict: str) -> None:
    """RUBRIC rule 7 asks whether the rule a definition feeds is labeled exceeds: a 1994 closure rule that
    is exempt is not, so the 2011 definition that shortened its idle period exceeds on its own."""
    from ordinance_review.models import HistoryEntry

    info = DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(1994, 6, 21))
    enacted = HistoryEntry(action="enacted", date=dt.date(1994, 6, 21))
    amended = HistoryEntry(action="amended", date=dt.date(2011, 5, 17))
    definition = Provision(id="d", label="2.0", heading="Definitions", history=[enacted, amended],
                           text='"Abandoned facility" means a manure storage facility to which no manure has been '
                                "added for 12 consecutive months.")
    rule = Provision(id="r", label="6.1", history=[enacted, *([amended] if rule_amended else [])],
                     text="An abandoned manure storage facility shall be closed within 90 days after it becomes abandoned.")
    findings = {f.label: f for f in review_provisions(info, [definition, rule]).findings}
    assert findings["2.0"].verdict == definition_verdict
    assert findings["6.1"].verdict == ("exempt_pre2002" if rule_amended is None else "exceeds")
    # a definition as old as the rule it feeds: that rule is labeled exempt_pre2002, not exceeds, so the definition is
    # no fed one (RUBRIC rule 7); it moves the state's trigger and is itself unamended 1994 text, so the pre-2002
    # status test, decided before the merits (RUBRIC section 2), exempts it too
    old = definition.model_copy(update={"history": [enacted]})
    # (fed, not_covered, when the rule was amended and is labeled exceeds itself)
    assert {f.label: f for f in review_provisions(info, [old, rule]).findings}["2.0"].verdict == (
        "exempt_pre2002" if rule_amended is None else "not_covered")


_APPLICATION = "20.05 APPLICATIONS. (3) REQUIRED PLANS AND SUBMITTALS. Each application shall include all of the following:"


@pytest.mark.parametrize(("text", "verdict"), [
    # what to file: a submittal, whatever the plan it names requires (RUBRIC rules 8, 9)
    ("Groundwater monitoring plan. A plan that shows the number, location and depth of the monitoring wells and "
     "the sampling schedule.", "not_covered"),
    ("Plans and specifications showing that the manure storage facility meets NRCS Conservation Practice Standard 313.",
     "not_covered"),
    # a figure stricter than the state's built into what must be shown
    ("A design report showing that the manure storage facility will hold the runoff and direct precipitation from "
     "a 100-year, 24-hour storm.", "exceeds"),
    # an item that states a rule of its own is judged as one
    ("The nutrient management plan submitted with the application shall also cover each pasture stocked at one "
     "animal unit per acre or less.", "exceeds"),
])
def test_an_item_of_an_applications_contents_is_a_submittal(text: str, verdict: str) -> None:
    lead_in = f"{_APPLICATION} (b) Plans and design."  # the items sit under a caption of their group
    assert _review(text, lead_in=lead_in, heading="Applications").findings[0].verdict == verdict


def test_a_zone_parameter_is_compared_only_with_a_distance() -> None:
    """590's SWQMA incorporation option (72 hours) is no zone: a permit deadline of 90 days is not a ban in it."""
    f = _review("No person may operate a facility that keeps 300 or more animal units unless the person holds a "
                "livestock operation permit. An operation shall apply for the permit within 90 days.").findings[0]
    assert f.verdict == "not_covered" and "months" not in f.reason


@pytest.mark.parametrize(("text", "verdict"), [
    # the duty after "and" keeps its sentence's subject: new facilities have no cost-share protection to remove
    ("The Department shall decide whether a facility is new or existing. A facility built or substantially altered "
     "after October 1, 2002 is new and shall be brought into compliance without regard to cost sharing.", "consistent"),
    ("Each existing manure storage facility shall be inspected and shall be upgraded to NRCS standard 313 whether or "
     "not cost sharing is available.", "exceeds"),
])
def test_a_duty_joined_by_and_is_judged_with_its_sentences_subject(text: str, verdict: str) -> None:
    assert _review(text).findings[0].verdict == verdict


def test_existing_facilities_named_in_the_heading_reach_the_upgrade_rule_under_it() -> None:
    """"Existing structures at expanded facilities" over "(2) A structure that does not meet NRCS standard 313
    ... shall be upgraded to that standard within three years": a general upgrade mandate on what exists."""
    f = _review("A structure that does not meet NRCS standard 313 as in effect on the date the license is issued shall "
                "be upgraded to that standard within three years after that date.",
                heading="Existing structures at licensed facilities").findings[0]
    assert f.verdict == "exceeds" and f.topic == "existing_facility_mandatory_upgrade"


@pytest.mark.parametrize("way", ["upslope", "downslope"])
def test_row_slope_words_examples_both_ways(way: str) -> None:
    rules = load_rules()
    rule = rules.row_slope_words[way]
    rx = rules.rx(rule.pattern)
    assert rule.examples.match and rule.examples.no_match
    assert all(rx.search(text) for text in rule.examples.match)
    assert not any(rx.search(text) for text in rule.examples.no_match)


@pytest.mark.parametrize("field", ["ref", "other_wastes"])
def test_the_parts_of_the_reach_extended_rule_take_their_examples_both_ways(field: str) -> None:
    """`reach_extended` reads the units named before the extension (`ref`) and the targets no livestock rule
    governs (`other_wastes`) with patterns of their own; each carries its own examples."""
    rules = load_rules()
    rule = rules.reach_extended
    assert rule is not None
    rx, examples = rules.rx(getattr(rule, field)), getattr(rule, f"{field}_examples")
    assert examples.match and examples.no_match
    assert [x for x in examples.match if not rx.search(x)] == []
    assert [x for x in examples.no_match if rx.search(x)] == []


@pytest.mark.parametrize("cite", ["par. (a)", "sub. (2)", "subs. (1) and (2)"])
def test_a_citation_s_abbreviation_does_not_end_the_sentence_a_pattern_reads(cite: str) -> None:
    """ "may attach to an exception granted under par. (a) such conditions ... as [it] considers necessary": the
    period of "par." is no sentence's end, so the authority to set one exception's conditions is read whole."""
    f = _review(f"The county conservationist may attach to an exception granted under {cite} such conditions on "
                "location, rate and timing as the county conservationist considers necessary for the site.").findings[0]
    assert f.verdict == "exempt_permit", f.reason


def test_an_item_authorizing_one_permit_s_conditions_under_a_codifying_lead_in_is_still_exempt_permit() -> None:
    """ "Every permit ... is subject to the following conditions:" codifies its items, but not the item that lets the
    department add conditions to an individual permit: those stay one permit's (NR 151.096(3))."""
    lead = "(4) Permit Approval Conditions. Every permit issued under this Section is subject to the following conditions:"
    f = _review("The Department may place on an individual permit any additional conditions it finds necessary, in light "
                "of the conditions at that site.", lead_in=lead).findings[0]
    assert f.verdict == "exempt_permit", f.reason
    g = _review("No manure may be applied within 500 feet of a private well.", lead_in=lead).findings[0]
    assert g.verdict == "exceeds", g.reason


def test_a_setback_table_compares_its_well_row_not_its_residence_row() -> None:
    """A unit that makes livestock structures "meet the minimum setbacks" of a table whose rows run property line,
    residence and private well is a siting rule near wells; the distance compared with the state's well zone is
    the well row's, not the residence row printed before it."""
    text = ("Every new livestock structure shall meet the minimum setbacks of this section: from a residence not owned "
            "by the operator, 600 feet; from a private well, 1,000 feet.")
    f = _review(text).findings[0]
    assert f.verdict == "exceeds" and f.topic == "structure_setback_well"
    assert [p.local_value for p in f.parameters] == [1000]


_SHORELAND_TABLE = ("No structure, facility or activity listed in Table 15.30-1 may be located in the shoreland closer to "
                    "the ordinary high-water mark than the distance shown. Table 15.30-1 Minimum Setbacks Row Structure, "
                    "facility or activity Lake, pond River or Notes or flowage stream")


@pytest.mark.parametrize(("row", "verdict"), [
    # the lake column holds 1,000 ft and the stream column 300 ft: the state's own zone around each water
    ("Unconfined manure stacks 1,000 ft 300 ft See s. 15.03(7)", "consistent"),
    # a siting ban near water, whatever the notes column says
    ("Manure storage facilities, including 1,000 ft 500 ft Includes transfer systems pipes and pumps", "exceeds"),
    ("Barnyards and feedlots, new or 1,000 ft 300 ft Existing: see s. 15.70 expanded", "exceeds"),
])
def test_a_shoreland_table_row_reads_each_cell_against_the_water_its_column_names(row: str, verdict: str) -> None:
    """Rows name what is sited, columns the water it is kept from: each cell is compared with the state's zone
    for that water, and the table's sentence (its number's point ends no sentence) is the rule the row completes."""
    assert _review(row, lead_in=_SHORELAND_TABLE).findings[0].verdict == verdict


def test_a_cell_whose_column_heads_name_no_water_per_cell_stays_unplaced() -> None:
    body = ("no facility may be closer than the distance shown in table 4 row facility setback distance "
            "barnyards 1,000 ft 300 ft")
    assert [receptor(body, q) for q in find_measures(body) if q.feet is not None] == ["other", "other"]


def test_an_appendix_s_rows_complete_the_sentence_that_points_to_what_is_listed_below() -> None:
    lead = ("No animal waste storage facility shall be located closer to any feature listed below than the distance "
            "shown, measured from the nearest edge of the facility. No. Feature Minimum distance")
    assert _review("Private water supply well 250 feet", lead_in=lead).findings[0].verdict == "exceeds"
    wrapped = _review("Tile inlet, road ditch or other channel that 200 feet carries water to a stream", lead_in=lead)
    assert wrapped.findings[0].verdict == "exceeds"
    assert _review("Residence not owned by the facility owner 400 feet", lead_in=lead).findings[0].verdict == "not_covered"


@pytest.mark.parametrize(("definition", "field"), [("definition_wqma", "added_area"),
                                                    ("definition_substantially_altered", "added_area"),
                                                    ("definition_unconfined_pile", "any_amount_deemed")])
def test_a_trigger_definition_s_own_pattern_takes_its_examples_both_ways(definition: str, field: str) -> None:
    """The state zone taken whole with land added; a deemed pile defined whatever its size."""
    rules = load_rules()
    d = next(d for d in rules.trigger_definitions if d.id == definition)
    rx, examples = rules.rx(getattr(d, field)), getattr(d, f"{field}_examples")
    assert examples is not None and examples.match and examples.no_match
    assert all(rx.search(text) for text in examples.match)
    assert not any(rx.search(text) for text in examples.no_match)


def test_a_unit_that_applies_the_plan_duty_to_every_pasture_widens_it() -> None:
    duty = Provision(id="p1", label="34.06(1)", text="Every person who applies manure shall follow an annual nutrient "
                     "management plan that meets NRCS Standard 590.")
    reach = Provision(id="p2", label="34.06(9)", text="Sub. (1) applies to every pasture on which manure is applied or "
                      "deposited, whatever its stocking rate.")
    f = review_provisions(INFO, [duty, reach]).findings
    assert f[0].verdict == "consistent" and f[1].verdict == "exceeds"
    scope = Provision(id="p2", label="34.06(9)", text="Sub. (1) applies to every person in the county.")
    assert review_provisions(INFO, [duty, scope]).findings[1].verdict == "not_covered"


def test_a_definitions_list_is_read_by_the_entry_that_moves_the_trigger() -> None:
    """'"Field stack" means ...' before '"Unconfined manure pile" means any pile ... of fifty (50) cubic feet': the
    moved trigger is the pile's, which the restated WQMA ban uses, so the list carries the exceedance even though the
    field-stack rules exceed on their own (RUBRIC rule 7)."""
    defs = Provision(id="p1", label="4", text=(
        'DEFINITIONS For this ordinance: "Field stack" means manure piled on cropland away from the barn. "Unconfined '
        'manure pile" means any pile of manure holding fifty (50) cubic feet or more that is not covered or held within a '
        "structure."))
    ban = Provision(id="p2", label="6.1", text="No unconfined manure pile may be placed or kept in a WQMA.")
    stack = Provision(id="p3", label="6.3", text="No field stack may be placed on land that slopes more than six percent.")
    findings = review_provisions(INFO, [defs, ban, stack]).findings
    assert [f.verdict for f in findings] == ["exceeds", "consistent", "exceeds"]
