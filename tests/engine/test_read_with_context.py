"""Rules whose meaning comes from their context: a table row under its lead-in, a closure duty under the
ordinance's own idle definition, an access ban that sets the bank cover aside, a storage period stated as
the capacity a permit may not fall below.

Why: each of these read wrong when judged alone (a typed table row had no verb, the closure duty no period,
the access ban named the cover only to dismiss it). The sentences are invented; the verdicts follow the
RUBRIC (rules 4, 7, 12, 20).
"""

from __future__ import annotations

import pytest

from ordinance_review import engine as assess
from ordinance_review import exemptions
from ordinance_review.engine.text import prepare
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.standards import load_catalog

INFO = DocumentInfo(filename="t.pdf", pages=1)


def _run(*units: tuple[str, str]) -> list:
    provs = [Provision(id=f"p{i}", label=label, text=text, lead_in=lead)
             for i, (label, text, lead) in enumerate(((u[0], u[1], u[2] if len(u) > 2 else "") for u in units), 1)]
    return exemptions.apply(assess.assess(provs, load_catalog(), INFO), provs, INFO)


TABLE_LEAD = ("(A) Table of distances. No manure storage facility, animal housing structure or feedlot constructed, "
              "expanded or relocated after May 1, 2017, may be placed nearer to a feature listed in Table 7 than the "
              "distance shown for that kind of structure: Table 7. Separation Distances Manure storage Housing and "
              "Feature facility feedlots")


def test_a_typed_table_row_reads_the_rule_its_lead_in_states() -> None:
    row = Provision(id="p1", label="(A)(2)", text="Ordinary high-water mark of a navigable river or stream 600 ft. 400 ft.",
                    lead_in=TABLE_LEAD)
    assert prepare(row).body.startswith("no manure storage facility")
    (f,) = _run(("(A)(2)", row.text, TABLE_LEAD))
    assert f.verdict == "exceeds"


def test_a_closure_duty_on_the_defined_idle_facility_carries_the_defined_period() -> None:
    """RUBRIC rules 7 and 20: the duty exceeds through the definition it names; the definition is then fed."""
    definition, duty = _run(
        ("7.31(2)", '"Idle manure storage facility" means a manure storage facility into which no manure has been '
                    "placed during a period of twenty (20) consecutive months.", "7.31 Definitions. In this subchapter:"),
        ("7.33(5)(a)", "Each idle manure storage facility, as that term is defined in s. 7.31(2), and any facility "
                       "serving an operation that has ceased to operate, shall be closed."))
    assert duty.verdict == "exceeds" and definition.verdict == "not_covered"


def test_an_access_ban_that_sets_the_bank_cover_aside_drops_the_sod_cover_trigger() -> None:
    (wide,) = _run(("5.07(2)", "Access by livestock to the bed and banks of any navigable stream, however well "
                               "vegetated, is prohibited, except at a crossing built to NRCS 578."))
    (state,) = _run(("5.07(3)", "Livestock shall not be allowed access to a stream where sod cover cannot be "
                                "maintained, except at a crossing built to NRCS 578."))
    assert wide.verdict == "exceeds" and state.verdict == "consistent"


def test_a_storage_period_stated_as_the_capacity_no_permit_may_fall_below() -> None:
    (f,) = _run(("7-3-4(B)(1)", "No permit shall be issued for a new facility the usable capacity of which is less "
                                "than the manure that the operation is expected to generate in nine (9) months."))
    assert f.verdict == "exceeds" and "274 days" in f.reason


def test_tillage_on_cropland_receiving_neither_manure_nor_wastewater_is_a_cropping_rule() -> None:
    (f,) = _run(("(5)(a)", "On cropland that receives neither manure nor process wastewater, no tillage shall occur "
                           "within twenty (20) feet of the top of the channel of a perennial stream."))
    assert f.verdict == "exempt_cropping"


def test_a_unit_that_applies_another_units_rule_to_more_land_exceeds() -> None:
    """RUBRIC rule 4(b): "Subsections (1) and (2) apply in the same way to ..." reaches beyond the state rule the
    named units follow; the same words carrying the rules over to septage stay outside livestock law."""
    *_, wider = _run(("35.06(1)", "No person may mechanically apply manure on land in the Silurian bedrock area where "
                                  "the depth to bedrock is less than 2 feet."),
                     ("35.06(2)", "OTHER FRACTURED BEDROCK. Subsection (1) applies in the same way to land where "
                                  "fractured bedrock other than Silurian dolomite lies within 20 feet of the surface."))
    assert wider.verdict == "exceeds" and "35.06(1)" in wider.reason
    *_, septage = _run(("§ 212-7 B.", "No unconfined manure pile may be located in a water quality management area."),
                       ("§ 212-7 D.", "Other wastes. Subsection B applies also to septage and to biosolids."))
    assert septage.verdict == "not_covered"
    *_, sibling = _run(("§ 212-6 B.(1)", "Each new manure storage facility shall be designed and built to NRCS 313."),
                       ("§ 212-6 B.(3)", "Subsection B(1) applies also to a manure storage facility built before "
                                         "October 1, 2002."))
    assert sibling.verdict == "exceeds" and "§ 212-6 B.(1)" in sibling.reason


def test_the_state_pile_term_defined_for_any_size_moves_the_trigger_a_local_term_does_not() -> None:
    """RUBRIC rule 7: "an unconfined manure pile whatever its volume" drops the NR 151.015(22) size; a local "manure
    stack" of any size only feeds the local rules that use it."""
    (state_term,) = _run(("12.4.3 D.2.", "For purposes of paragraph 1., manure stacked or piled on the ground is an "
                                         "unconfined manure pile whatever its volume or depth."))
    (local_term,) = _run(("22-63", 'Definitions. In this article: "Manure stack" means any pile of manure outside a '
                                   "manure storage facility, whatever its size."))
    assert state_term.verdict == "exceeds" and local_term.verdict == "not_covered"


def test_a_diversion_duty_is_broader_only_for_where_it_reaches() -> None:
    """NR 151.06: a 'whether or not' about a permit or past discharges widens nothing; one about where the lot lies
    does; an area drawn by a table or another unit is judged through that unit."""
    assert _run(("4.02(5)", "Runoff from clean areas shall be diverted away from any animal lot located in a water "
                            "quality management area, whether or not a permit has been issued for it."))[0].verdict == "consistent"
    assert _run(("12.06(3)(c)", "Runoff shall be diverted away from any feedlot that lies within the Column B distance "
                                "from a receptor listed in row 2 of Table 12.06."))[0].verdict == "consistent"
    assert _run(("16.2-10(e)", "Clean water shall be diverted away from every feedlot and barnyard in the county, "
                               "whether or not the feedlot or barnyard lies within a water quality management "
                               "area."))[0].verdict == "exceeds"


def test_a_unit_abbreviation_ends_no_sentence() -> None:
    """"not more than 120 lb. of available nitrogen per acre" is one sentence: the figure keeps its nutrient."""
    from ordinance_review.engine.text import sentences

    parts = sentences("manure shall be applied at not more than 120 lb. of available nitrogen per acre. the plan governs.")
    assert parts == ["manure shall be applied at not more than 120 lb. of available nitrogen per acre.", "the plan governs."]


@pytest.mark.parametrize(
    ("band", "expected"),
    [("500 feet of a navigable stream", "exceeds"), ("300 feet of a navigable stream", "consistent")],
)
def test_the_swqma_practices_asked_of_a_wider_band_exceed(band: str, expected: str) -> None:
    """The 590 menu (incorporation, residue, buffer, cover crop) within 500 ft of a stream: the area is wider (RUBRIC 4(b))."""
    text = (f"On land within {band} or within 1,000 feet of a lake, manure applied to unfrozen ground shall be incorporated "
            "within 72 hours, or applied to land with more than 30 percent crop residue, or protected by a vegetative "
            "buffer, or followed by a cover crop.")
    f = assess.assess([Provision(id="p1", label="7", text=text)], load_catalog(), INFO)[0]
    assert f.verdict == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the bound stated after the figure: a cap below the state's three years
        ("Where the practice is one that Article 4 alone requires, eighteen months is the longest compliance period "
         "that a notice may allow.", "exceeds"),
        ("Where the practice is one that Article 4 alone requires, three years is the longest compliance period "
         "that a notice may allow.", "consistent"),
    ],
)
def test_a_compliance_period_bound_stated_after_its_figure(text: str, expected: str) -> None:
    f = assess.assess([Provision(id="p1", label="5.02(2)", text=text, lead_in="5.02 Compliance Periods.")],
                      load_catalog(), INFO)[0]
    assert f.verdict == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Clean water from the roof of the new heifer barn and from the hill north of the heifer lot shall be diverted "
         "away from the heifer lot, although the heifer lot is not in a water quality management area.", "exceeds"),
        ("Clean water shall be diverted away from every feedlot and barnyard in the county, whether or not located in a "
         "water quality management area.", "exceeds"),
        ("Roof runoff shall be diverted away from each animal lot, inside or outside a water quality management area.",
         "exceeds"),
        # the place stays the state's: the "whether or not" is about something else
        ("Clean water shall be diverted away from every feedlot within a water quality management area, whether or not "
         "located in a floodplain.", "consistent"),
    ],
)
def test_clean_water_diverted_from_lots_outside_a_wqma_is_broader(text: str, expected: str) -> None:
    f = assess.assess([Provision(id="p1", label="5", text=text)], load_catalog(), INFO)[0]
    assert (f.verdict, f.topic) == (expected, "clean_water_diversion")


def test_direct_enforcement_for_a_repeated_overflow_is_the_state_s_own_exception() -> None:
    """NR 151.095(8)(b) lets the state enforce without notice for the second and later overflow."""
    from ordinance_review.procedures.ordinance_checks import check_text

    repeat = ("Enforcement Without Prior Notice. Where a facility has overflowed before, the County may begin enforcement "
              "for the second and every later overflow without first giving the notice that Section 5.01 requires.")
    any_time = "The County may begin enforcement without first giving the notice that Section 5.01 requires."
    assert not check_text(repeat)
    assert [h.verdict for h in check_text(any_time)] == ["exceeds"]


@pytest.mark.parametrize(("defined", "carried"), [
    ('"Thin soil field" means cropland over Silurian bedrock, as defined in s. NR 151.015, with less than 20 feet of '
     "soil.", True),
    ('"Thin soil field" means cropland with less than 20 feet of soil over any bedrock.', False),
])
def test_a_term_defined_by_silurian_bedrock_carries_it_into_the_rules_that_use_it(defined: str, carried: bool) -> None:
    """"No manure may be mechanically applied on a thin soil field where the apparent water table lies 24 inches or
    less below the surface" restates NR 151.075 when the ordinance defines the term by Silurian bedrock; defined by any
    bedrock, the same words reach shallow soils the state leaves to NRCS 590's practices (RUBRIC rule 20: a rule is read with the unit it depends on)."""
    rule = ("No manure may be mechanically applied on a thin soil field where the apparent water table lies 24 inches "
            "or less below the soil surface.")
    _, applied = _run(("4.02(3)", defined, "4.02 DEFINITIONS. In this chapter:"), ("4.09(3)", rule))
    assert applied.verdict == ("consistent" if carried else "exceeds"), applied.reason


SILURIAN_TABLE_LEAD = ("9.04 SILURIAN BEDROCK. (4) RATES. Liquid manure may not be applied at rates greater than those "
                       "in Table 9.04-1. Table 9.04-1 Maximum liquid manure rates Soil depth to bedrock Soil texture "
                       "Maximum rate")


@pytest.mark.parametrize(("row", "verdict"), [
    ("3 feet to 5 feet sand, loamy sand, clay 6,750 gal/acre per week sandy loam, loam, silt loam 13,500 gal/acre per week",
     "consistent"),
    ("More than 5 feet but less than 20 feet all textures 10,000 gal/acre in any 7 consecutive days", "exceeds"),
])
def test_a_typed_rate_row_reads_its_table_s_rule_and_column_heads(row: str, verdict: str) -> None:
    """A row of a rate table typed without cell bars ends on its rate, not on feet: it reads the sentence that
    names the table and the column heads under the title ("Soil depth to bedrock"), and is compared tier by tier
    with NR 151.075 (a 10,000-gallon weekly cap for 5 to 20 feet is below the state's)."""
    (f,) = _run(("9.04(4)(a)", row, SILURIAN_TABLE_LEAD))
    assert f.verdict == verdict, f.reason
    assert "NR 151.075" in " ".join(f.standards)


def test_a_definitions_entry_that_describes_the_idle_point_is_read_with_the_time_to_close() -> None:
    """'"Inactive," as applied to a storage facility, describes ... 12 consecutive months' sets the idle point the
    closure rule counts its 12 months from: together 24 months, the NR 151.05(3) period, so the entry moves no
    state trigger whether it "means" or "describes" (RUBRIC rules 7 and 20)."""
    lead = "4.02 DEFINITIONS. In this chapter:"
    definition, rule = _run(
        ("4.02(2)", '"Inactive," as applied to a manure storage facility, describes a facility to which no manure has '
                    "been added for 12 consecutive months.", lead),
        ("4.07(5)", "An inactive facility shall be closed within 12 months after the date on which it became inactive."),
    )
    assert definition.verdict == "not_covered", definition.reason
    assert rule.verdict == "consistent", rule.reason


@pytest.mark.parametrize(("defined", "verdict"), [
    ('"Manure storage facility" or "facility" means an impoundment, tank or pit made to hold manure.', "exceeds"),
    ('"Facility" means any building on the farm.', "not_covered"),
])
def test_a_short_name_defined_with_the_full_term_is_read_as_the_full_term(defined: str, verdict: str) -> None:
    """'"Manure storage facility" or "facility" means ...' makes "every owner of a facility shall have it inspected
    each year" a rule on storage facilities: an inspection schedule NR 151.05 and NRCS 313 do not set. Where the
    ordinance defines "facility" as something else, the rule names no regulated subject."""
    rule = ("Every owner of a facility shall have it inspected once in every 12 months by a qualified person and repair "
            "any leak found within 30 days.")
    _, applied = _run(("3.02(4)", defined, "3.02 DEFINITIONS. In this chapter:"), ("3.06(2)", rule))
    assert applied.verdict == verdict, applied.reason


def test_an_american_legal_definition_entry_gives_the_idle_point_to_the_closure_duty() -> None:
    """American Legal prints the term as a sentence of its own ("IDLE. A manure storage facility to which no manure
    has been added ... for twelve (12) consecutive months."): read with "closed within ninety (90) days after it
    becomes idle", the deadline is 15 months, the duty exceeds and the definition is fed (RUBRIC rules 7 and 20)."""
    definition, duty = _run(
        ("6.20.020", "DEFINITIONS. For the purpose of this chapter, the following definitions shall apply. ADMINISTRATOR. "
                     "The Village Administrator. IDLE. A manure storage facility to which no manure has been added, and "
                     "from which no manure has been removed, for twelve (12) consecutive months. VILLAGE WELL. A well "
                     "that supplies the village water system."),
        ("6.20.070(A)", "A manure storage facility that is idle shall be closed within ninety (90) days after it becomes idle."))
    assert duty.verdict == "exceeds", duty.reason
    assert definition.verdict == "not_covered", definition.reason


def test_a_title_case_caption_over_the_items_is_no_sentence_they_finish() -> None:
    """Sterling Codifiers caption a subsection in title case with a colon ("C. Capacity And Margin Of Safety:"):
    its item setting a storage period is judged by its own words, not by the caption's "margin of safety"; a lead
    that is a sentence ("No person shall spread manure:") still finishes its items."""
    (f,) = _run(("7-4-6 C. 1.", "A new or substantially altered facility for liquid or semisolid manure shall have "
                                "capacity to hold all of the manure the operation produces in one hundred eighty (180) "
                                "days.", "7-4-6: MANURE STORAGE FACILITIES: C. Capacity And Margin Of Safety:"))
    assert f.verdict == "exceeds" and f.topic == "storage_capacity_days"
    assert prepare(Provision(id="p", label="(a)", text="Within 100 feet of a well.",
                             lead_in="No person shall spread manure:")).body.startswith("no person shall spread manure")


def test_a_storage_period_plus_the_margin_of_safety_is_a_storage_period() -> None:
    (f,) = _run(("3.08(1)(b)", "Every liquid or semi-solid manure storage facility shall be sized to hold at least 180 "
                               "days of the manure and wastewater produced by the operation, plus the required margin of "
                               "safety."))
    assert f.verdict == "exceeds" and f.topic == "storage_capacity_days"


USE_TABLE = ("The following uses are permitted (P), permitted only with a conditional use permit (C), or prohibited (X) in "
             "each zone. Table 5-1. Uses in the Overlay District Use Zone A Zone B Cropland and pasture P P Manure storage "
             "facility, new or expanded X C Feedlot or barnyard X C Unconfined manure pile X P Land application of manure X P")


def test_a_land_use_table_that_marks_manure_uses_prohibited_exceeds() -> None:
    """A zoning overlay's table under its legend ("prohibited (X)"): the rows marked X ban new storage, feedlots and
    spreading in Zone A, where the state only sets conditions (RUBRIC rules 12 and 23: the strictest row decides)."""
    (f,) = _run(("§ 5(1)", USE_TABLE))
    assert f.verdict == "exceeds"
    body = prepare(Provision(id="p", label="1", text=USE_TABLE)).body
    assert "feedlot or barnyard: prohibited." in body and "cropland and pasture: prohibited." not in body
    # (a table with no legend naming a prohibited mark reads as printed)
    plain = "Table 2. Setbacks Feature Feet Well X 400 Stream X 300"
    assert prepare(Provision(id="p", label="1", text=plain)).body == plain.lower()


USE_LEGEND = ("28.903 USES. (2) TABLE OF USES. Table 28.903(2) USES IN THE OVERLAY P = permitted C = conditional use "
              "X = prohibited No land in the district may be used except as Table 28.903(2) allows.")


@pytest.mark.parametrize(("row", "verdict"), [
    ("Earthen manure storage facility lacking a synthetic or concrete liner X X", "exceeds"),
    ("New or substantially altered manure storage facility of any size X C", "exceeds"),
    # marked permitted or conditional only: the legend's "prohibited" bans nothing of this row
    ("Crop production and pasture, including fields that receive P P manure under s. 28.904(4)", "not_covered"),
    ("Land application of liquid manure by tanker, dragline or C P irrigation", "not_covered"),
])
def test_a_row_of_a_land_use_table_split_into_a_unit_reads_its_own_marks(row: str, verdict: str) -> None:
    (f,) = _run(("Table 28.903(2), No. 1", row, USE_LEGEND))
    assert f.verdict == verdict


CALENDAR_LEAD = ("6.1 Calendar. Manure application in the months shown is governed by the following calendar. Each "
                 "numbered line is a separate rule. LAND CONDITION Nov Dec Jan Feb Mar Apr")


@pytest.mark.parametrize(("row", "verdict"), [
    ("Frozen or snow-covered ground, any field R X X X R R", "exceeds"),  # a winter ban outside the SWQMA too
    ("Within 500 ft of any private well, any ground condition X X X X X X", "exceeds"),
    ("Unfrozen ground on slopes of 6 percent or less - - - - - -", "not_covered"),  # the calendar adds nothing
])
def test_a_spreading_calendars_row_reads_its_month_marks(row: str, verdict: str) -> None:
    """A calendar row split into a unit ("... any field  R X X X R R" under "Nov Dec Jan Feb Mar Apr"): the months
    marked X are months no manure may be applied on that land (RUBRIC rule 12: a calendar ban the state lacks)."""
    body = prepare(Provision(id="p", label="(1)", text=row, lead_in=CALENDAR_LEAD)).body
    if "X" in row:
        assert body.startswith("no manure may be applied in ") and ", jan, feb" in body
    (f,) = _run(("6.1(1)", row, CALENDAR_LEAD))
    assert f.verdict == verdict


def test_a_definition_that_gives_its_figure_in_the_next_sentence_moves_the_trigger() -> None:
    """ '"Changed substantially" means ... able to hold more manure than before. An increase ... of more than ten
    percent counts.': the figure of the definition is in its second sentence (RUBRIC rule 7: 10% against 20%)."""
    text = ('"Changed substantially" means, for a manure storage facility, any work that moves the facility or makes it '
            'able to hold more manure than before. An increase in capacity or surface area of more than ten percent '
            '(10%) counts.')
    (f,) = _run(("4(3)", text, "Section 4 Words used in this ordinance. In this ordinance these words have the "
                               "meanings given below."))
    assert f.verdict == "exceeds" and f.standards == ["NR 151.015(20)(b)"]


def test_a_map_area_the_county_treats_as_a_susceptible_site_widens_the_state_zone() -> None:
    """A sensitive-area map's unit under an APPLICABILITY heading that "treats as a site susceptible to groundwater
    contamination" land with 3 ft of soil over bedrock draws NR 151.015(18) wider (2 ft): a definition that exceeds."""
    text = ("Groundwater Protection Area. The map shows as Groundwater Protection Area, and the County treats as a site "
            "susceptible to groundwater contamination, all land where soil is less than three (3) feet deep over "
            "bedrock.")
    p = Provision(id="p1", label="7.3(2)(c)", text=text, heading="APPLICABILITY; SENSITIVE AREA MAP",
                  lead_in="7.3 APPLICABILITY; SENSITIVE AREA MAP. (2) SENSITIVE AREA MAP.")
    (f,) = exemptions.apply(assess.assess([p], load_catalog(), INFO), [p], INFO)
    assert f.verdict == "exceeds"


def test_a_pile_size_that_only_feeds_a_pile_rule_which_exceeds_stays_not_covered() -> None:
    """RUBRIC rule 7: "unconfined manure pile" defined from 25 cubic feet feeds only a pile ban that reaches 500 feet
    of a stream, which exceeds on its own; the exceedance is the rule's, so the definition is not_covered. Beside a
    pile rule that only restates the state's ban, the smaller size is what widens it, and the definition exceeds."""
    definition = ('(d) "Unconfined manure pile" means manure of twenty-five (25) cubic feet or more placed on the '
                  "ground outside a storage structure.")
    wide = "No unconfined manure pile may be placed within 500 feet of a navigable stream, a lake or a well."
    same = "No unconfined manure pile may be kept in a water quality management area."
    d, _rule = _run(("3(d)", definition, "Section 3 Definitions. In this ordinance:"), ("7(d)", wide))
    assert d.verdict == "not_covered"
    d, rule = _run(("3(d)", definition, "Section 3 Definitions. In this ordinance:"), ("7(d)", same))
    assert (d.verdict, rule.verdict) == ("exceeds", "consistent")


def test_a_matrix_rows_soil_test_intervals_are_judged_by_the_shortest() -> None:
    """A size-class row read across its columns ("Every 4 years  Every 2 years  Every year"): the strictest part
    decides (RUBRIC rule 23), whichever column the text names first."""
    (f,) = _run(("23.07 R-12", "Soil tests on fields receiving manure Every 4 years Every 2 years Every year"))
    assert f.verdict == "exceeds"


@pytest.mark.parametrize(("note", "verdict"), [
    ('"X" means that no manure of any kind may be applied in that month under that land condition.', "not_covered"),
    ('"-" means the calendar adds no restriction for that month; the application must still meet s. NR 151.07 and '
     "the NRCS 590 standard.", "consistent"),
])
def test_a_calendars_note_on_a_mark_is_a_legend_or_the_rule_it_states(note: str, verdict: str) -> None:
    """The ban mark's note only names what the rows marked with it say (a legend, RUBRIC rule 7); another mark's
    note states a rule of its own and is judged as one (here it adopts the state standards: consistent)."""
    (f,) = _run(("6.1(c)", note, "6.1 Calendar. Notes to calendar:"))
    assert f.verdict == verdict


def test_the_states_storm_named_to_be_replaced_is_no_local_figure() -> None:
    """ "In place of the 25-year, 24-hour storm named in s. NR 151.05(2)(am), ... a 100-year, 24-hour storm": the
    local storm is the 100-year one (RUBRIC rule 4: a larger design storm exceeds)."""
    (f,) = _run(("PS-4(b)", "In place of the 25-year, 24-hour storm named in s. NR 151.05(2)(am), a facility built or "
                            "substantially altered after March 16, 2021 shall be sized to hold the runoff and direct "
                            "precipitation of a 100-year, 24-hour storm."))
    assert f.verdict == "exceeds" and f.parameters[0].local_value == 100


def test_a_rule_that_says_when_a_facility_is_substantially_altered_moves_the_trigger() -> None:
    """ "... a facility is substantially altered whenever its storage capacity is increased by any amount ..., and a
    substantially altered facility shall meet C.1. as if new": the clause is a definition inside the rule, and any
    increase is below the state's more than 20% (RUBRIC rule 7)."""
    (f,) = _run(("C.5.", "For the purposes of this Subsection C, a manure storage facility is substantially altered "
                         "whenever its storage capacity is increased by any amount or its liner is repaired, and a "
                         "substantially altered facility shall meet Subsection C.1. as if new."))
    assert f.verdict == "exceeds" and f.standards == ["NR 151.015(20)(b)"]


def test_a_schedule_row_reads_the_rule_of_its_appendix() -> None:
    """ "No part of a new storage facility may be located closer to any feature below than the distance shown." over
    "Private or non-community water supply well 600 feet": a siting ban near wells the state does not set."""
    lead = "No part of a new storage facility may be located closer to any feature below than the distance shown."
    (f,) = _run(("B-1", "Private or non-community water supply well 600 feet", lead))
    assert f.verdict == "exceeds"


def test_a_calendar_rows_marks_are_the_run_of_cells_not_a_lone_capital() -> None:
    """ "A field within 300 ft of a stream X X X X X X": the article "A" is a word of the condition, not a cell."""
    body = prepare(Provision(id="p", label="(2)", text="A field within 300 ft of a stream X X X X X X",
                             lead_in=CALENDAR_LEAD)).body
    assert body.startswith("no manure may be applied in nov, dec, jan, feb, mar, apr on land that is: a field within")


def test_an_entry_under_a_definitions_lead_defines_the_idle_period_a_closure_rule_counts_from() -> None:
    """American Legal prints each term in capitals with its definition as the next sentence, under the section's
    lead "the following definitions apply ...": the entry is a definition (its 12 months are the idle trigger),
    and the closure rule that counts 6 months from it sets an 18-month deadline (RUBRIC rules 7 and 20)."""
    lead = ("§ 8.40.030 DEFINITIONS. For the purposes of this chapter, the following definitions apply unless the "
            "context clearly indicates a different meaning.")
    findings = _run(
        ("§ 8.40.030(B)", "IDLE FACILITY. A manure storage facility into which no manure has been placed for twelve "
                          "(12) consecutive months.", lead),
        ("§ 8.40.080(B)", "An idle facility shall be closed within six (6) months after it becomes idle."),
    )
    assert [f.verdict for f in findings] == ["not_covered", "exceeds"]
    assert "18 months" in findings[1].reason


def test_a_unit_that_extends_a_lettered_subsection_names_it_across_its_periods() -> None:
    """ "Subsection C.7. applies also to every facility ... whether or not the operation holds a WPDES permit": the
    periods of the designator end no sentence, so the unit names C.7. and reaches operations the permit-holders' rule
    did not (RUBRIC rule 4(b))."""
    findings = _run(
        ("Sec. 7-4-3 C. 7.", "The permittee shall maintain manure storage capacity of not less than 180 days as its WPDES "
                             "permit requires."),
        ("Sec. 7-4-3 G.", "Smaller operations. Subsection C.7. applies also to every manure storage facility constructed "
                          "after January 1, 2019 at an operation of 500 or more animal units, whether or not the "
                          "operation holds a WPDES permit."),
    )
    assert [f.verdict for f in findings] == ["consistent", "exceeds"]
    assert "C. 7." in findings[1].reason


@pytest.mark.parametrize(("name", "verdict"), [
    ("county water quality management area", "exceeds"),  # the county's own zone, named as its own
    ("water quality management area", "consistent"),  # the state's zone redefined: the definition carries it
])
def test_a_zone_the_ordinance_names_as_its_own_carries_its_width_into_the_rules(name: str, verdict: str) -> None:
    """A list that draws "the county water quality management area" at 1,500 feet of a lake is a zone of the
    county's own; a rule within it reaches more land than the state's (RUBRIC rule 4(b)). The same list drawing "the
    water quality management area" redefines the state's zone, whose definition carries the exceedance (rule 7)."""
    lead = f"240-3 Maps. B. For purposes of 240-5, the {name} consists of all of the following, as delineated on Map 1:"
    d, rule = _run(("240-3 B.(1)", "All land within 1,500 feet of the ordinary high-water mark of a lake.", lead),
                   ("240-5 A.", f"Runoff from roofs and upslope land shall be diverted away from every feedlot and "
                               f"barnyard that lies within the {name}."))
    assert (d.verdict, rule.verdict) == ("exceeds", verdict)
    assert rule.rule == ("NR 151.096(1)(a)" if verdict == "exceeds" else "s. 92.15(2), Stats.")


@pytest.mark.parametrize(("where", "verdict"), [
    ("the area shown on Map 1", "exceeds"),
    ("the area shown on Map 2", "consistent"),  # another map: the widened zone is not named
])
def test_a_rule_within_the_mapped_area_made_the_wider_state_zone_exceeds(where: str, verdict: str) -> None:
    """ "The area shown on Map 1 is the water quality management area" with Map 1 drawn at 500 feet of a stream: a
    diversion duty "within the area shown on Map 1" names that wider area on its face and reaches more land."""
    definition = ("Map 1 is adopted and made part of this article. Map 1 shows all land within five hundred (500) feet "
                  "of a navigable stream and within 1,000 feet of a lake. The area shown on Map 1 is the water quality "
                  "management area for the purpose of every standard and prohibition applied by this article.")
    d, rule = _run(("46-34(a)", definition),
                   ("46-35(d)", f"Clean water shall be diverted from contact with every feedlot and barnyard area "
                                f"located within {where}."))
    assert (d.verdict, rule.verdict) == ("exceeds", verdict)


def test_a_list_item_that_names_its_receptor_before_a_colon_reads_the_lead_ins_rule() -> None:
    """ "Municipal and other public water supply wells: 1,200 feet for a facility of fewer than 1,000 animal units":
    a row in words under "No livestock structure shall be constructed closer to any receptor listed below than the
    distance shown"."""
    lead = ("Sec. 22-66 Separation distances. No livestock structure shall be constructed or expanded closer to any "
            "receptor listed below than the distance shown for the size of the livestock facility.")
    (f,) = _run(("Sec. 22-66(d)", "Municipal and other public water supply wells: 1,200 feet for a facility of fewer "
                                   "than 1,000 animal units and 2,640 feet for a facility of 1,000 animal units or more.",
                 lead))
    assert f.verdict == "exceeds"


def test_a_row_naming_private_and_public_wells_before_its_figure_takes_the_private_wells_prong() -> None:
    """ "A private or public water supply well: 500 feet" under a stack setback lead-in: 500 feet is within the
    public well's zone but beyond the private well's, so the row reaches land the state's zone leaves open."""
    lead = ("§ 31-6 Temporary field stacks. B. Setbacks. No temporary field stack may be placed closer than the distance "
            "indicated to any of the following:")
    (f,) = _run(("§ 31-6 B.(3)", "A private or public water supply well: 500 feet.", lead))
    assert f.verdict == "exceeds"


def test_a_conduit_row_with_its_slope_said_in_clauses_after_each_figure_is_the_states_zone() -> None:
    """ "300 feet if the stack is upslope of the conduit and 100 feet if it is downslope": the state's own conduit
    prongs (NR 151.015(18)(c)), said as clauses after each figure."""
    lead = ("§ 31-6 Temporary field stacks. B. Setbacks. No temporary field stack may be placed closer than the distance "
            "indicated to any of the following:")
    (f,) = _run(("§ 31-6 B.(4)", "A sinkhole or other direct conduit to groundwater: 300 feet if the stack is upslope of "
                                  "the conduit and 100 feet if it is downslope.", lead))
    assert f.verdict == "consistent"


def test_a_transfer_line_kept_the_distance_another_unit_sets_from_a_well_reads_that_figure() -> None:
    """ "shall be kept at least the distance in § 12.08(3)(a) from any private water supply well": the cited row's
    400 feet, beyond the state's well zone (the citation's points are no sentence's end)."""
    lead = ("12.08 SITING. (3) A manure storage facility shall be set back from each of the following features by at "
            "least the distance stated:")
    _row, rule = _run(("12.08(3)(a)", "Private water supply well ............................... 400 feet", lead),
                      ("12.08(4)", "A manure transfer pipeline, reception pit or pump station shall be kept at least the "
                                   "distance in § 12.08(3)(a) from any private water supply well."))
    assert rule.verdict == "exceeds"


def test_a_map_legends_zones_under_its_lead_in_are_definitions() -> None:
    """ "The legend printed on each sheet of the map assigns all mapped land to one of the following zones:" over "ZONE
    A. Land ... within 250 feet of a mapped sinkhole": what the zone is; the rules that use Zone A are judged on their
    own (RUBRIC rule 7), so the entry sets no 250-ft conduit zone of its own."""
    lead = ("27.05 MANURE SPREADING RESTRICTION MAP. (2) The legend printed on each sheet of the map assigns all mapped "
            "land to one of the following zones:")
    text = ("ZONE A (red crosshatch). Land where the soil over bedrock is less than three (3) feet deep, and all land "
            "within two hundred fifty (250) feet of a mapped sinkhole.")
    (finding,) = _run(("27.05(2)(a)", text, lead))
    assert finding.verdict == "not_covered"
