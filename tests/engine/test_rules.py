"""Table-driven checks of the verdict engine on invented ordinance sentences, one or more per RUBRIC rule.

None of these sentences comes from the development set: they are written the way county and town
codes phrase the same subjects, so the lexicon is tested for the general case.
"""

from __future__ import annotations

import pytest

from ordinance_review import engine, exemptions
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.standards import load_catalog

INFO = DocumentInfo(filename="t.pdf", pages=1)


def run(text: str, heading: str = "", lead_in: str = ""):
    p = Provision(id="p1", label="1", text=text, heading=heading, lead_in=lead_in)
    findings = engine.assess([p], load_catalog(), INFO)
    return exemptions.apply(findings, [p], INFO)[0]


# (text, heading, lead_in, verdict, deciding citation prefix or None)
CASES = [
    # rule 4(a) stricter numbers / rule 20 linked periods
    ("An animal waste storage facility that has not been used for eighteen (18) consecutive months shall be closed.", "", "",
     "exceeds", "NR 151.05(3)"),
    ("A storage facility is abandoned when no manure has been added or removed for 12 months; it shall then be closed "
     "within 60 days.", "", "", "exceeds", "NR 151.05(3)"),
    ("A storage facility is abandoned when no manure has been added or removed for 24 months; it shall then be closed "
     "within 60 days.", "", "", "consistent", "NR 151.05(3)"),
    ("A facility unused for eighteen (18) months shall be closed within six (6) months after the end of that period.", "", "",
     "consistent", "NR 151.05(3)"),
    ("A manure storage facility shall be closed when no manure has been added to or removed from it for two (2) years.",
     "", "", "consistent", "NR 151.05(3)"),
    ("A manure storage facility that has not been used for 36 months shall be closed in accordance with NRCS standard 360.",
     "", "", "consistent", "NR 151.05(3)"),
    # rule 6: foreclosing the retention exception
    ("A manure storage facility unused for twenty-four (24) months shall be closed, regardless of its design capacity, and "
     "no exception may be granted.", "", "", "exceeds", "NR 151.05(3)"),
    # rule 4(b) broader scope
    ("Clean water shall be diverted away from every barnyard and feedlot in the county, whether or not it lies in a water "
     "quality management area.", "", "", "exceeds", "NR 151.06"),
    ("Clean water runoff shall be diverted from feedlots located within 500 feet of a navigable stream.", "", "",
     "exceeds", "NR 151.06"),
    # rule 4(d) new obligation: liners, calendar bans
    ("Every new liquid manure storage facility shall have a double liner with a leak detection system.", "", "",
     "exceeds", "NRCS 313"),
    ("No person shall spread manure on any land in the town from December 15 through March 1.", "", "",
     "exceeds", "NRCS 590"),
    # rule 5: restatement, adoption by reference, weaker rule
    ("All livestock operations shall comply with the agricultural performance standards and prohibitions of ch. NR 151, "
     "Wis. Adm. Code, as amended from time to time.", "", "", "consistent", "NR 151.02"),
    ("No animal waste storage facility may overflow.", "", "", "consistent", "NR 151.08"),
    ("Process wastewater from milking centers shall not be discharged to a stream in amounts that kill fish.", "", "",
     "consistent", "NR 151.055"),
    # rule 6: silence about a qualifier stays consistent
    ("No person may allow runoff from a barnyard to discharge directly to a navigable lake or stream.", "", "",
     "consistent", "NR 151.08"),
    # rule 7: definitions
    ('"Substantial alteration" means an increase of more than fifteen percent (15%) in the capacity of a storage facility.',
     "", "", "exceeds", "NR 151.015(20)"),
    ('"Substantial alteration" means an increase of more than 20% in the storage capacity of a facility.', "", "",
     "not_covered", None),
    ('"Manure stack" means a pile of manure of more than fifty (50) cubic feet.', "", "", "exceeds", "NR 151.015(22)"),
    ('"Livestock facility" means a lot where livestock are kept for 45 days or more in any 12-month period.', "", "",
     "not_covered", None),
    # rule 8: permits, thresholds, procedure
    ("No person may construct or substantially alter a manure storage facility without first obtaining a permit from the "
     "Land Conservation Department.", "", "", "not_covered", None),
    ("A conditional use permit is required for any livestock facility with 250 or more animal units.", "", "",
     "not_covered", None),
    ("The application shall include a map showing all wells and streams within 1,000 feet of the proposed facility.", "", "",
     "not_covered", None),
    ("Plans shall be prepared and certified by a registered professional engineer.", "", "", "not_covered", None),
    # rule 9: reporting
    ("The operator shall submit a copy of the updated nutrient management plan to the county by March 1 each year.", "", "",
     "not_covered", None),
    ("Every person who applies manure shall have and follow a nutrient management plan that meets NRCS standard 590.", "", "",
     "consistent", "ATCP 50.04"),
    # rule 10: monitoring
    ("The owner of a lagoon shall install groundwater monitoring wells and sample them twice a year.", "", "",
     "exceeds", "NR 151.05(2)"),
    ("An operator that spreads manure within one-half mile of a residence shall pay for annual testing of the neighboring "
     "private wells for nitrate.", "", "", "exceeds", "NR 151.07"),
    # rule 11: non-water receptors
    ("No manure storage facility shall be located within 500 feet of a residence, other than the operator's own, or "
     "within 100 feet of a property line.", "", "", "not_covered", None),
    ("Manure shall be incorporated within 24 hours when spread within 1,000 feet of a dwelling, to control odor.", "", "",
     "not_covered", None),
    ("Haulers shall clean up any manure tracked onto town roads within one hour.", "", "", "not_covered", None),
    # rule 12: setbacks from wells and waters
    ("No livestock structure shall be constructed within 400 feet of any private well.", "", "", "exceeds",
     "NR 151.015(18)"),
    ("No manure storage facility shall be located within the shoreland zone of a navigable lake.", "", "", "exceeds",
     "NR 151.015(24)"),
    ("No person may apply manure within 500 feet of a public water supply well.", "", "", "exceeds", "NRCS 590"),
    ("No unconfined manure pile may be located within 500 feet of a navigable stream.", "", "", "exceeds", "NR 151.08"),
    ("No unconfined manure pile may be located within 300 feet of a navigable stream.", "", "", "consistent", "NR 151.08"),
    # rule 13: non-livestock wastes
    ("No person may land-apply septage within 500 feet of a well.", "", "", "not_covered", None),
    # rule 14: NMP for excused land, removing 590 options
    ("The nutrient management plan shall include all pastures, including pastures stocked at 1 animal unit per acre or "
     "less.", "", "", "exceeds", "ATCP 50.04(3)"),
    ("Livestock operations with 100 or more animal units shall have and follow a nutrient management plan meeting ATCP "
     "50.04(3).", "", "", "consistent", "ATCP 50.04"),
    ("No manure may be applied to a field with a soil test phosphorus level above 75 ppm.", "", "", "exceeds", "NRCS 590"),
    # rule 18: relief
    ("The Land Conservation Department may grant a variance from a performance standard under the procedure in s. NR "
     "151.097, Wis. Adm. Code; no variance may be granted for economic hardship alone.", "", "", "consistent", "NR 151.097"),
    ("The Town Board may waive any requirement of this section in an emergency.", "", "", "not_covered", None),
    # rule 19: existing operations
    ("An existing livestock facility is not required to meet these standards unless cost-sharing is made available under "
     "ATCP 50.08.", "", "", "consistent", "ATCP 50.08"),
    ("All existing manure storage facilities shall be upgraded to current NRCS 313 standards within three years, "
     "whether or not cost-sharing is provided.", "", "", "exceeds", "NR 151.05(4)"),
    # rule 21: NR 243
    ("Every licensed operation shall provide at least 270 days of manure storage.", "", "", "exceeds", "NR 151.05"),
    ("A permitted CAFO shall comply with the terms of its WPDES permit.", "", "", "consistent", "NR 151.02"),
    # winter / 590 detail
    ("No liquid manure shall be applied to frozen or snow-covered ground.", "", "", "exceeds", "NRCS 590"),
    ("No manure may be spread on frozen ground on slopes greater than 5%.", "", "", "exceeds", "NRCS 590"),
    ("Manure shall be injected or incorporated within 48 hours of application on all cropland.", "", "", "exceeds",
     "NRCS 590"),
    ("The phosphorus index shall not exceed 6 averaged over the accounting period nor 12 in any single year.", "", "",
     "consistent", "NR 151.04"),
    ("The phosphorus index averaged over the rotation may not exceed five (5).", "", "", "exceeds", "NR 151.04"),
    ("Soil samples shall be taken at least every three (3) years.", "", "", "exceeds", "NRCS 590"),
    # livestock access (rule 6 example 8)
    ("Cattle shall be fenced out of all streams and drainageways at all times.", "", "", "exceeds", "NR 151.08"),
    # furniture by caption
    ("SEVERABILITY. If any part of this chapter is held invalid, the rest remains in effect.", "", "", "not_covered", None),
    ("PURPOSE. This chapter is intended to protect the lakes, streams and wells of the county from manure runoff.", "", "",
     "not_covered", None),
    ("Any person who violates this chapter shall forfeit not less than $50 nor more than $500 for each violation.", "", "",
     "not_covered", None),
]


@pytest.mark.parametrize(("text", "heading", "lead_in", "verdict", "citation"), CASES)
def test_verdict_and_citation(text: str, heading: str, lead_in: str, verdict: str, citation: str | None) -> None:
    f = run(text, heading, lead_in)
    assert f.verdict == verdict, f.reason
    if citation is None:
        assert f.verdict != "exceeds"
    else:
        assert f.standards and f.standards[0].startswith(citation), f.standards
    assert f.reason and "stub" not in f.reason


def test_weaker_rule_says_state_standard_still_applies() -> None:
    f = run("Process wastewater may not be discharged to a lake in a quantity that causes a fish kill.")
    assert f.verdict == "consistent"
    assert "state standard still applies" in f.reason


def test_compared_parameters_carry_both_figures() -> None:
    f = run("A manure storage facility not used for twelve (12) months shall be closed.")
    assert f.verdict == "exceeds"
    p = f.parameters[0]
    assert (p.local_value, p.state_value, p.unit) == (12, 24, "months")
    assert f.rule == "NR 151.096(1)(a)"


def test_unconfirmed_figure_flags_only_when_the_verdict_could_flip() -> None:
    near = run("No person may apply manure within fifty (50) feet of a well.")
    assert near.needs_confirmation and "UNCONFIRMED" in near.reason and "needs reviewer confirmation" in near.reason
    far = run("No person may apply manure within 600 feet of a private well.")
    assert far.verdict == "exceeds" and not far.needs_confirmation


def test_license_threshold_notes_siting_conflict() -> None:
    f = run("No person may operate a livestock facility with 200 or more animal units without a license from the town.")
    assert f.verdict == "not_covered"
    assert "ATCP 51" in f.reason and "500" in f.reason


def test_property_line_setback_notes_siting_law() -> None:
    f = run("No waste storage facility may be located within 800 feet of a property line or road right-of-way.")
    assert f.verdict == "not_covered" and "ATCP 51" in f.reason


def test_mixed_provision_takes_strictest_part() -> None:
    f = run("The operator shall keep records of each manure application as NRCS 590 requires and shall sample each "
            "tile outlet monthly for nitrate.")
    assert f.verdict == "exceeds"


def test_same_input_same_output() -> None:
    text = "No manure may be applied to frozen or snow-covered ground within 1,000 feet of a lake."
    assert run(text).model_dump() == run(text).model_dump()


MORE_CASES = [
    ("No person shall apply manure within 200 feet of a navigable stream.", "exceeds", "NRCS 590"),
    ("Manure may not be applied to saturated or flooded soils or in grassed waterways.", "consistent", "NRCS 590"),
    ("No manure shall be applied on slopes greater than twelve percent (12%).", "exceeds", "NRCS 590"),
    ("The livestock facility siting standards of ch. ATCP 51, Wis. Adm. Code, are incorporated by reference.",
     "not_covered", None),
    ('No "waste", including manure and septage, may be spread within 500 feet of a private well.', "exceeds", "NRCS 590"),
]


@pytest.mark.parametrize(("text", "verdict", "citation"), MORE_CASES)
def test_more_subjects(text: str, verdict: str, citation: str | None) -> None:
    f = run(text)
    assert f.verdict == verdict, f.reason
    if citation:
        assert f.standards[0].startswith(citation)


def test_mixed_waste_rule_notes_the_septage_split() -> None:
    f = run('No "waste", including manure and septage, may be spread within 500 feet of a private well.')
    assert "septage" in f.reason.lower() and "s. 92.15" in f.reason


# eCode/municode phrasings of the same subjects (second batch)
PHRASINGS = [
    ("Animal waste storage facilities shall be designed, constructed and operated in accordance with the technical "
     "standards in ch. ATCP 50, Wis. Adm. Code.", "consistent"),
    ("An animal waste storage facility which has not been used for a period of two consecutive years shall be abandoned "
     "in accordance with NRCS Standard 360.", "consistent"),
    ("No person shall apply manure within 1,000 feet of a municipal well or within 100 feet of a private well.", "exceeds"),
    ("Livestock shall not be allowed unlimited access to waters of the state where high concentrations of animals prevent "
     "the maintenance of adequate sod or self-sustaining vegetative cover.", "consistent"),
    ("No person may stack manure in a water quality management area.", "consistent"),
    ("Manure stacks shall be located at least 500 feet from any well.", "exceeds"),
    ("A nutrient management plan shall be submitted with the permit application.", "not_covered"),
    ("No person may discharge milking center wastewater onto the ground surface.", "exceeds"),
    ("Manure application rates shall not exceed the nitrogen requirements of the crop.", "consistent"),
    ("The Department may require the installation of groundwater monitoring wells as a condition of an individual "
     "permit.", "exempt_permit"),
    ("No person may construct a new animal feedlot within 1,000 feet of a residential zoning district.", "not_covered"),
    ("Every operator shall prepare and follow an odor management plan.", "not_covered"),
    ("No person may apply manure by irrigation within 1,000 feet of a residence.", "not_covered"),
    ("Manure may not be applied to frozen ground except in an emergency with the written approval of the county.",
     "exceeds"),
    ("Waste storage facilities shall have a minimum storage capacity of 180 days.", "exceeds"),
]


@pytest.mark.parametrize(("text", "verdict"), PHRASINGS)
def test_other_phrasings(text: str, verdict: str) -> None:
    f = run(text)
    assert f.verdict == verdict, f.reason


def test_strictest_part_of_a_long_section_decides() -> None:
    f = run("The phosphorus index shall not exceed 6 averaged over the accounting period. Every field receiving manure "
            "shall be soil-tested every year.")
    assert f.verdict == "exceeds" and f.standards[0] == "NRCS 590"


def test_linked_period_is_not_split_by_the_strictest_part_rule() -> None:
    f = run("A facility unused for 18 months shall be closed. The closure shall be completed within 6 months after that.")
    assert f.verdict == "consistent", f.reason


# county-code and siting-ordinance phrasings (third batch)
COUNTY_STYLE = [
    ("No person may stack manure within 300 feet of a navigable stream or within 1,000 feet of a navigable lake.",
     "consistent"),
    ("In areas where the depth to bedrock is less than 20 feet, no person may mechanically apply manure between "
     "January 1 and April 15.", "exceeds"),
    ("The standards in ss. ATCP 51.10 to 51.20, Wis. Adm. Code, are adopted by reference and apply to every new or "
     "expanded livestock facility.", "not_covered"),
    ("A waste storage facility shall be located at least 350 feet from any property line.", "not_covered"),
    ("An unused animal waste storage facility shall be closed within twenty-four (24) months after the last use.",
     "consistent"),
    ("No person shall apply manure to land in the Shoreland-Wetland Zoning District.", "exceeds"),
    ("Manure shall be applied in accordance with a nutrient management plan prepared under NRCS Code 590 and ATCP "
     "50.04(3).", "consistent"),
    ("Every manure storage facility shall be enclosed by a fence at least six feet high with warning signs.",
     "not_covered"),
    ("The operator shall notify the Town Clerk of any manure spill within 24 hours.", "not_covered"),
]


@pytest.mark.parametrize(("text", "verdict"), COUNTY_STYLE)
def test_county_style(text: str, verdict: str) -> None:
    f = run(text)
    assert f.verdict == verdict, f.reason


def test_winter_slope_bar_rests_on_the_unconfirmed_590_figure() -> None:
    lenient = run("No manure may be spread on frozen ground on slopes greater than twelve percent (12%).")
    assert lenient.verdict == "consistent" and lenient.needs_confirmation
    strict = run("No manure may be spread on frozen ground on slopes greater than 5%.")
    assert strict.verdict == "exceeds" and not strict.needs_confirmation and "UNCONFIRMED" in strict.reason


def test_shortened_compliance_period_exceeds() -> None:
    f = run("The county shall notify the operator by certified mail of the corrective measures needed, and the operator "
            "shall complete them within thirty (30) days after the notice.")
    assert f.verdict == "exceeds" and f.standards[0].startswith("NR 151.095")


def test_animal_unit_definition_alone_does_not_make_a_siting_ordinance() -> None:
    p = Provision(id="p1", label="1", text='"Animal unit" has the meaning given in s. ATCP 51.04, Wis. Adm. Code.')
    out = exemptions.outcome(engine.assess([p], load_catalog(), INFO), [p], INFO)
    assert not any("93.90" in fl for fl in out.flags)


def test_sampling_duty_with_a_reporting_clause_is_still_judged() -> None:
    f = run("The operator shall sample each monitoring well quarterly and shall report the results to the Town Clerk.")
    assert f.verdict == "exceeds" and f.standards[0] == "NR 151.05(2)(a)"


PRECISION = [
    ("Manure storage facilities located within 300 feet of a stream shall be designed in accordance with NRCS 313.",
     "consistent"),
    ("An existing facility that is substantially altered shall meet the standards of this section.", "consistent"),
    ("Soil samples shall be analyzed for nitrate and phosphorus by a certified laboratory.", "consistent"),
    ("Storage structures may be constructed of concrete or steel, or may be earthen where NRCS 313 allows.", "consistent"),
]


@pytest.mark.parametrize(("text", "verdict"), PRECISION)
def test_incidental_words_do_not_make_a_rule_stricter(text: str, verdict: str) -> None:
    f = run(text)
    assert f.verdict == verdict, f.reason


def test_a_sentence_is_not_mistaken_for_a_caption() -> None:
    f = run("Applications of liquid manure shall not be made to frozen ground. Solid manure may be spread under a plan.")
    assert f.verdict == "exceeds", f.reason
