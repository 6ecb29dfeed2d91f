"""Exemptions (pre-2002, cropping, permit) and the ordinance outcome, table-driven on invented text."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review import engine, exemptions
from ordinance_review.models import DocumentInfo, HistoryEntry, Provision
from ordinance_review.standards import load_catalog
from ordinance_review.verdict_rules import load_rules

STRICT = "No manure storage facility shall be constructed within 600 feet of any well."  # exceeds on the merits
SAME = "No manure storage facility may be allowed to overflow."  # consistent on the merits


def review(provisions: list[Provision], info: DocumentInfo):
    findings = exemptions.apply(engine.assess(provisions, load_catalog(), info), provisions, info)
    return findings, exemptions.outcome(findings, provisions, info)


def prov(text: str, history: list[HistoryEntry] | None = None, **kw) -> Provision:
    return Provision(id=kw.pop("id", "p1"), label=kw.pop("label", "3.1"), text=text, history=history or [], **kw)


def info(enacted: str | None, recreated: str | None = None) -> DocumentInfo:
    return DocumentInfo(
        filename="t.pdf", pages=1,
        enacted=dt.date.fromisoformat(enacted) if enacted else None,
        repealed_and_recreated=dt.date.fromisoformat(recreated) if recreated else None,
    )


def h(action: str, date: str | None) -> HistoryEntry:
    return HistoryEntry(action=action, date=dt.date.fromisoformat(date) if date else None)  # type: ignore[arg-type]


# (text, history, enacted, repealed_and_recreated, expected verdict, expected merits)
PRE2002 = [
    (STRICT, [], "1996-05-01", None, "exempt_pre2002", "exceeds"),  # original text, never amended
    (SAME, [], "1999-01-12", None, "exempt_pre2002", "consistent"),
    (STRICT, [h("amended", "2001-06-01")], "1996-05-01", None, "exempt_pre2002", "exceeds"),  # amended before the cutoff
    (STRICT, [h("amended", "2008-06-03")], "1996-05-01", None, "exceeds", None),  # amended after
    (STRICT, [h("added", "2014-10-07")], "1996-05-01", None, "exceeds", None),  # added after
    (STRICT, [h("created", "2002-10-01")], "1996-05-01", None, "exceeds", None),  # created on the cutoff day
    (STRICT, [h("amended", None)], "1996-05-01", None, "exceeds", None),  # amendment of unknown date
    (STRICT, [], "1996-05-01", "2005-02-01", "exceeds", None),  # whole ordinance recreated after
    (STRICT, [], None, None, "exceeds", None),  # enactment date unknown
    (STRICT, [], "2002-10-01", None, "exceeds", None),  # enacted on the cutoff day is not "prior to"
]


@pytest.mark.parametrize(("text", "history", "enacted", "recreated", "verdict", "merits"), PRE2002)
def test_pre2002(text, history, enacted, recreated, verdict, merits) -> None:
    findings, _ = review([prov(text, history)], info(enacted, recreated))
    f = findings[0]
    assert f.verdict == verdict, f.reason
    assert f.merits == merits
    if verdict == "exempt_pre2002":
        assert "92.15" in f.reason and f.rule == "NR 151.096(1)(b)2."
        assert ("would exceed" in f.reason) == (merits == "exceeds")


def test_history_note_in_text_ends_exemption() -> None:
    p = prov("No manure storage facility shall be constructed within 600 feet of any well. [Amended 6-3-2008 by Ord. 08-4]")
    findings, _ = review([p], info("1997-02-01"))
    assert findings[0].verdict == "exceeds"
    assert any("2008-06-03" in n for n in findings[0].notes)


def test_unknown_date_is_said() -> None:
    findings, out = review([prov(STRICT)], info(None))
    assert any("unknown" in n for n in findings[0].notes)
    assert any("unknown" in fl for fl in out.flags)


def test_not_covered_wins_over_pre2002() -> None:
    findings, _ = review([prov("No more than one animal unit per acre may be kept on any lot in a residential district.")],
                         info("1990-01-01"))
    assert findings[0].verdict == "not_covered"


# (text, expected verdict, expected merits)
CROPPING = [
    ("No person may till within 25 feet of the top of the channel of a stream.", "exempt_cropping", "exceeds"),
    ("Cropland to which no manure is applied shall be kept below one-half of T.", "exempt_cropping", "exceeds"),
    ("Commercial nitrogen fertilizer may not be applied in the fall on soils with high leaching potential.",
     "exempt_cropping", "consistent"),
    ("Fields that receive manure shall be managed so that soil erosion does not exceed one-half of T.", "exceeds", None),
    ("Pastures and winter grazing areas shall be managed so that erosion does not exceed T.", "consistent", None),
    ("Manure applied to cropland shall be incorporated within 12 hours.", "exceeds", None),
]


@pytest.mark.parametrize(("text", "verdict", "merits"), CROPPING)
def test_cropping(text, verdict, merits) -> None:
    findings, _ = review([prov(text)], info("2015-01-01"))
    f = findings[0]
    assert f.verdict == verdict, f.reason
    assert f.merits == merits
    if verdict == "exempt_cropping":
        assert f.rule == "NR 151.096(1)(b)1." and f.standards


# (text, lead_in, expected verdict)
PERMIT = [
    ("The Department may impose such additional conditions on an individual permit as it finds necessary to protect "
     "groundwater, including monitoring.", "", "exempt_permit"),
    ("In granting a conditional use permit the Town Board may attach reasonable conditions on the location of manure "
     "stacks and the timing of spreading.", "", "exempt_permit"),
    ("The permittee shall keep at least three feet of freeboard in the facility at all times.",
     "Every permit issued under this section is subject to the following conditions:", "exceeds"),
    ("Each permit shall include a condition requiring the permittee to comply with NRCS standard 313.",
     "", "consistent"),
    ("No person may construct a manure storage facility without a permit.", "", "not_covered"),
]


@pytest.mark.parametrize(("text", "lead_in", "verdict"), PERMIT)
def test_permit_conditions(text, lead_in, verdict) -> None:
    findings, _ = review([prov(text, lead_in=lead_in)], info("2015-01-01"))
    assert findings[0].verdict == verdict, findings[0].reason
    if verdict == "exempt_permit":
        assert "de facto" in findings[0].reason and not findings[0].standards


def test_outcome_approval_needed_with_checklist_and_route() -> None:
    ps = [prov(STRICT, id="p1", label="5.1"), prov(SAME, id="p2", label="5.2"),
          prov("Fees are set by resolution of the county board.", id="p3", label="5.3")]
    findings, out = review(ps, info("2015-01-01"))
    assert out.approval_needed and out.provisions_needing_approval == ["5.1"]
    assert out.route == "dnr" and out.route_rule == "NR 151.096(2)"
    assert [c.label for c in out.checklist] == ["5.1", "5.1"]
    assert "less restrictive" in out.checklist[1].question


def test_outcome_datcp_route_when_only_atcp50_practices_exceed() -> None:
    findings, out = review([prov("Soil shall be tested every year on every field receiving manure.")], info("2015-01-01"))
    assert findings[0].verdict == "exceeds"
    assert out.route == "datcp" and out.route_rule == "ATCP 50.60"


def test_outcome_no_approval_needed() -> None:
    findings, out = review([prov(SAME)], info("2015-01-01"))
    assert not out.approval_needed and "No approval needed" in out.summary


def test_92_15_4_flag_without_cost_sharing() -> None:
    text = "Every existing livestock operation shall install clean water diversions at every feedlot within two years."
    _, out = review([prov(text)], info("2015-01-01"))
    assert any("92.15(4)" in fl for fl in out.flags)
    _, out2 = review([prov(text, id="p1"), prov("An existing facility need not comply unless cost-sharing is made available.",
                                                 id="p2", label="3.2")], info("2015-01-01"))
    assert not any("92.15(4)" in fl for fl in out2.flags)


def test_siting_ordinance_note() -> None:
    _, out = review([prov("This ordinance adopts the livestock siting standards of ch. ATCP 51 under s. 93.90, Stats.")],
                    info("2015-01-01"))
    assert any("93.90" in fl and "ATCP 51" in fl for fl in out.flags)


def test_condition_written_into_one_permit_is_exempt_with_merits() -> None:
    findings, _ = review([prov("As a condition of the permit issued to Jon Smith, no manure may be spread within 500 feet "
                               "of the spring on parcel 12.")], info("2015-01-01"))
    f = findings[0]
    assert f.verdict == "exempt_permit" and f.merits == "exceeds"
    assert "would exceed" in f.reason


def test_conditions_on_a_variance_are_exempt_permit_and_the_variance_is_consistent() -> None:
    ps = [prov("A landowner who receives a notice may request a variance within 60 days; the Department forwards the "
               "request to the Department of Natural Resources, and no variance may be granted for economic hardship "
               "alone.", id="p1", label="5.3(1)"),
          prov("The Department may attach conditions to a variance it grants.", id="p2", label="5.3(2)")]
    findings, _ = review(ps, info("2015-01-01"))
    assert [f.verdict for f in findings] == ["consistent", "exempt_permit"]


def test_a_permit_condition_on_a_regulated_subject_the_engine_cannot_place_is_exempt_permit() -> None:
    """RUBRIC rule 17(b): a condition written into one permit is outside the review; one on a subject
    no state water-quality standard reaches stays not_covered."""
    import datetime as dt

    from ordinance_review.models import DocumentInfo, Provision
    from ordinance_review.review import review_provisions

    info = DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2016, 5, 1))
    water = Provision(id="p1", label="Condition 1", text="The operator shall establish and keep a grassed buffer at "
                      "least 100 feet wide between the north barnyard and Bramwell Creek.",
                      instrument="permit_conditions", part="CONDITIONS OF APPROVAL")
    screen = Provision(id="p2", label="Condition 2", text="The licensee shall plant a double row of conifers to screen "
                       "the barn from Fenn Creek Road.", instrument="permit_conditions", part="CONDITIONS OF APPROVAL")
    verdicts = [f.verdict for f in review_provisions(info, [water, screen]).findings]
    assert verdicts == ["exempt_permit", "not_covered"]


@pytest.mark.parametrize(("text", "exempt"), [
    # a rule keyed to a past date after the cutoff was written on or after it, whatever note the unit lacks
    ("A storage facility first built, or substantially altered, on or after April 19, 2011 shall hold the runoff of "
     "the 25-year, 24-hour storm.", False),
    ("Every barnyard in existence on 6-1-2016 shall be brought into compliance.", False),
    # a date before the cutoff, or a phase-in the old text set for later, leaves the exemption
    ("A storage facility built on or after June 1, 1997 shall hold the runoff of the 25-year, 24-hour storm.", True),
    ("Beginning January 1, 2005, no manure storage facility shall be constructed within 600 feet of any well.", True),
])
def test_a_rule_keyed_to_a_date_after_the_cutoff_is_not_pre2002_text(text: str, exempt: bool) -> None:
    got, note = exemptions.pre2002_status(prov(text), info("1998-03-17"), load_rules())
    assert got is exempt, note


def test_a_unit_dated_before_the_ordinance_that_prints_it_keeps_its_own_enactment() -> None:
    """An appendix item reprinting a 1989 ordinance kept in force, in a 2008 ordinance: RUBRIC rule 16 dates the text
    by its own enactment, so it is pre-2002; a unit of the 2008 text is not."""
    old = prov("No person may spread manure within 200 feet of any well used for drinking water.",
               [HistoryEntry(action="created", date=dt.date(1989, 4, 11), ordinance="Ord. No. 89-6")])
    new = prov("No person may spread manure within 200 feet of any well used for drinking water.")
    rules = load_rules()
    assert exemptions.pre2002_status(old, info("2008-05-20"), rules)[0] is True
    assert exemptions.pre2002_status(new, info("2008-05-20"), rules)[0] is False
