"""Depth-band rules over bedrock against the NR 151.075 tiers (reference/rules/bedrock_tiers.yaml)."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review import engine
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.standards import load_catalog

INFO = DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2020, 5, 1))


def verdict(text: str, lead_in: str = "") -> str:
    return engine.assess([Provision(id="p1", label="5.1", text=text, lead_in=lead_in)], load_catalog(), INFO)[0].verdict


@pytest.mark.parametrize(
    ("text", "lead_in", "expected"),
    [
        # the state's own ban and caps: consistent
        ("No person may mechanically apply manure where the soil over Silurian bedrock is less than two (2) feet deep.", "", "consistent"),
        ("The total liquid manure applied in a calendar year may not exceed 6,750 gallons per acre on sand or clay soils, "
         "or 13,500 gallons per acre on loam soils.",
         "Where the soil over Silurian bedrock is at least two (2) but less than three (3) feet deep:", "consistent"),
        ("Where no-till leaves liquid manure on the surface without incorporation, each such application is limited to 6,750 gallons per acre.",
         "Where the soil over Silurian bedrock is at least three (3) but less than five (5) feet deep:", "consistent"),
        # the per-application words farther from the figure, and the tier in the grandparent's lead-in
        ("Where no-till or an established crop makes tillage or incorporation impractical, no single surface application "
         "of liquid manure under par. (a) shall exceed 6,750 gallons per acre.",
         "(F) SILURIAN BEDROCK AREA. (3) Where the depth of soil to bedrock is at least 3 feet but not more than 5 feet:",
         "consistent"),
        # an item whose only depth band is its parent's: its own subject (a notice) decides; a rule on how the
        # manure goes on is still read within the parent's band
        ("Before liquid manure is applied, the field shall be tilled, unless the manure is injected or the field is "
         "under no-till.", "(3) Where the depth to Silurian bedrock is at least five feet (5 ft) and not more than "
         "twenty feet (20 ft):", "consistent"),
        ("The applicator has notified the Department at least 48 hours before the application begins.",
         "(F) SILURIAN BEDROCK AREA. (3) Where the depth of soil to bedrock is at least 3 feet but not more than 5 feet: "
         "(a) Liquid manure may be mechanically applied only if all of the following are met:", "not_covered"),
        ("The application rate does not exceed 5,000 gallons per acre in any 7-day period, on any soil texture.",
         "(F) SILURIAN BEDROCK AREA. (3) Where the depth of soil to bedrock is at least 3 feet but not more than 5 feet: "
         "(a) Liquid manure may be mechanically applied only if all of the following are met:", "exceeds"),
        ("Liquid manure may not be applied at a weekly rate greater than the rate allowed for the soil texture in Table 1 of s. NR 151.075.",
         "Where the soil over Silurian bedrock is at least five (5) feet but not more than twenty (20) feet deep:", "consistent"),
        # a band written "from X to Y feet" is the tier that starts at X, not the one after Y
        ("On land with three (3) to five (5) feet of soil over Silurian bedrock, liquid manure may not be applied at more "
         "than 6,750 gallons per acre per week on sand or clay soils, or 13,500 gallons per acre per week on loam soils.",
         "", "consistent"),
        # deeper bans, lower caps, other periods, other bedrock: exceeds
        ("Where the soil over Silurian bedrock is at least 2 feet but less than 3 feet thick, not more than 6,750 gallons "
         "of liquid manure per acre may be applied in any 12-month period, whatever the texture of the soil.", "", "exceeds"),
        ("No person may mechanically apply manure where the soil over Silurian bedrock is less than three (3) feet deep.", "", "exceeds"),
        ("No single application of liquid manure may exceed 5,000 gallons per acre.",
         "Where the soil over Silurian bedrock is at least two (2) but less than three (3) feet deep:", "exceeds"),
        ("The liquid manure applied in a calendar year may not total more than 13,500 gallons per acre.",
         "Where the soil over Silurian bedrock is three (3) feet deep or more but less than five (5) feet deep:", "exceeds"),
        ("No person may mechanically apply manure where the soil is less than two (2) feet deep over bedrock other than Silurian bedrock.",
         "", "exceeds"),
        # a calendar window barred within a tier: the tiers cap rates all year and bar no season (season_window);
        # a bar without a window is judged by its depth
        ("No liquid manure may be applied between October 15 and the following May 1.",
         "Where the depth to Silurian bedrock is 2 feet or more but less than 3 feet:", "exceeds"),
        ("No liquid manure may be applied from November 1 through March 31.",
         "Where the soil over Silurian bedrock is at least five (5) feet but not more than twenty (20) feet deep:", "exceeds"),
        ("No person may mechanically apply manure where the soil over Silurian bedrock is less than two (2) feet deep, "
         "from the first day of the year to its last.", "", "consistent"),
        # one of the band's practices kept and the others refused (alternatives_refused): stricter
        ("Liquid manure may be applied only if it has first been treated so that its fecal coliform content is below "
         "500,000 colony-forming units per 100 milliliters; no other pathogen-reduction practice satisfies this subdivision.",
         "Where the depth to Silurian bedrock is 3 feet or more but less than 5 feet:", "exceeds"),
        # the rate taken from Table 1 by a citation written with "section": an adoption, not a deeper ban
        ("Where the soil over Silurian bedrock is 3 to 5 feet deep, liquid manure may not be spread at a rate above the one "
         "that Table 1 of section NR 151.075 gives for the field's soil texture.", "", "consistent"),
    ],
)
def test_bedrock_tiers(text: str, lead_in: str, expected: str) -> None:
    assert verdict(text, lead_in) == expected


TABLE = ("In any area of the county where the soil overlying Silurian bedrock is 20 feet deep or less, liquid manure "
         "shall not be mechanically applied at rates greater than those shown in Table 26-119. TABLE 26-119. LIQUID "
         "MANURE RATES OVER SILURIAN BEDROCK Depth of soil to Sand or clay Sandy loam, loam, Clay loam Silurian bedrock "
         "silt loam 2 to 3 feet {a} gal/acre 13,500 gal/acre 13,500 gal/acre per year per year per year 3 to 5 feet "
         "6,750 gal/acre 13,500 gal/acre 13,500 gal/acre per week per week per week 5 to 20 feet 13,500 gal/acre "
         "27,000 gal/acre 20,000 gal/acre per {period} per week per week")


@pytest.mark.parametrize(
    ("a", "period", "expected"),
    [
        ("6,750", "week", "consistent"),  # the state's Table 1, row by row, each period set under its figures
        ("5,000", "week", "exceeds"),  # a lower cap in one row
        ("6,750", "year", "exceeds"),  # a yearly cap where the state caps each week
    ],
)
def test_a_table_of_the_tiers_is_read_row_by_row(a: str, period: str, expected: str) -> None:
    assert verdict(TABLE.format(a=a, period=period)) == expected


def test_a_seasonal_ban_within_a_tier_says_so() -> None:
    """The window, not the tier's depth, is what the state lacks: the reason names the season, not a deeper ban."""
    f = engine.assess([Provision(id="p1", label="5.1", text="No liquid manure may be applied between October 15 and the following May 1.",
                                 lead_in="Where the depth to Silurian bedrock is 2 feet or more but less than 3 feet:")],
                      load_catalog(), INFO)[0]
    assert f.verdict == "exceeds" and "part of the year" in f.reason and "deeper ban" not in f.reason
