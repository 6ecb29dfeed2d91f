"""Reviews built directly from the models, for the memo tests.

`sample_review()` is what a correct review of the bundled Wren Hollow sample ordinance looks like
(labels, pages, verdicts by RUBRIC.md), so the memo tests and the memo artifacts do not depend on
the other stages being finished.
"""

from __future__ import annotations

import datetime as dt

from ordinance_review.memo import MemoContext, Override
from ordinance_review.models import (
    ComparedParameter,
    DocumentInfo,
    Finding,
    Outcome,
    Provision,
    Review,
)

# label, page, verdict, standards, reason, parameters, extra Finding fields
_ROWS: list[tuple] = [
    ("§ 9-1", 1, "not_covered", [], "Title, authority and purpose; imposes no requirement.", [], {}),
    ("§ 9-2", 1, "not_covered", [], "Definitions that track state terms.", [], {}),
    (
        "§ 9-3 A.",
        1,
        "not_covered",
        [],
        "A local permit requirement does not by itself exceed state standards (note to NR 151.096(3)).",
        [],
        {},
    ),
    ("§ 9-3 B.", 2, "not_covered", [], "Application contents and decision deadline; procedure.", [], {}),
    (
        "§ 9-4 A.(1)",
        2,
        "consistent",
        ["NRCS 313"],
        "Requires design to NRCS 313, as NR 151.05(2)(a) and ATCP 50.62 do.",
        [],
        {},
    ),
    (
        "§ 9-4 A.(2)",
        2,
        "exceeds",
        ["NR 151.05(2)(a)"],
        "Two feet of unused depth on top of the design storm is more than the 313 margin of safety. UNCONFIRMED: 313 margin of safety, ATCP 51.18(5)(b) used as proxy.",
        [
            (
                "unused depth (margin of safety)",
                2,
                "1 ft or the 25-year, 24-hour storm, whichever is greater",
                "feet",
                False,
            )
        ],
        {"needs_confirmation": True},
    ),
    (
        "§ 9-4 A.(3)",
        2,
        "exceeds",
        ["NR 151.015(18)(a)"],
        "No state standard bars storage near private wells; the state's reference distance is the 250-foot susceptibility zone.",
        [("storage setback from a private well", 600, 250, "feet", False)],
        {},
    ),
    (
        "§ 9-4 B.(1)",
        2,
        "exceeds",
        ["NR 151.05(3)"],
        "Closure after 12 months of non-use in a WQMA; the state allows 24 months.",
        [("idle period before closure", 12, 24, "months", True)],
        {},
    ),
    (
        "§ 9-4 B.(2)",
        2,
        "consistent",
        ["NR 151.05(3)"],
        "Restates the 24-month closure rule, with the retention exception.",
        [("idle period before closure", 24, 24, "months", True)],
        {},
    ),
    (
        "§ 9-4 C.(1)",
        2,
        "exceeds",
        ["NR 151.05(2)(a)"],
        "Monitoring wells are a new obligation on storage; the state has none.",
        [("groundwater monitoring wells", 2, "none", "wells", True)],
        {},
    ),
    (
        "§ 9-4 C.(2)",
        2,
        "exceeds",
        ["NR 151.05(2)(a)"],
        "Twice-yearly sampling of monitoring wells; the state requires none.",
        [],
        {},
    ),
    (
        "§ 9-5 A.",
        2,
        "consistent",
        ["NR 151.07"],
        "Have and follow a 590 nutrient management plan, as NR 151.07 requires.",
        [],
        {},
    ),
    (
        "§ 9-5 B.",
        2,
        "exceeds",
        ["NRCS 590"],
        "A calendar ban on all manure application; 590 restricts winter application but sets no calendar ban.",
        [("winter application ban", "December 15 - March 15", "none", "", True)],
        {},
    ),
    (
        "§ 9-5 C.",
        3,
        "exempt_pre2002",
        ["NRCS 590"],
        "1999 text, never amended: enacted before October 1, 2002.",
        [("liquid manure setback from a private well", 200, "unconfirmed", "feet", False)],
        {"merits": "exceeds"},
    ),
    (
        "§ 9-6 A.",
        3,
        "exempt_pre2002",
        ["NR 151.08"],
        "1999 text, never amended.",
        [],
        {"merits": "consistent"},
    ),
    (
        "§ 9-6 B.",
        3,
        "consistent",
        ["NR 151.06"],
        "Clean water diversion in the WQMA, as NR 151.06 requires.",
        [],
        {},
    ),
    ("§ 9-6 C.", 3, "consistent", ["NR 151.08"], "Restates the NR 151.08(5) access prohibition.", [], {}),
    (
        "§ 9-7 A.",
        3,
        "exempt_cropping",
        ["NR 151.03"],
        "Tillage setback on cropland that receives no manure.",
        [("tillage setback from the channel bank", 25, 5, "feet", True)],
        {"merits": "exceeds"},
    ),
    ("§ 9-8 A.", 3, "not_covered", [], "General permit condition of compliance; procedure.", [], {}),
    ("§ 9-8 B.", 3, "exempt_permit", [], "Authority to attach conditions to an individual permit.", [], {}),
    ("§ 9-9", 3, "not_covered", [], "Fees.", [], {}),
    ("§ 9-10", 3, "not_covered", [], "Penalties.", [], {}),
    ("§ 9-11", 3, "not_covered", [], "Appeals.", [], {}),
    ("§ 9-12", 3, "not_covered", [], "Severability.", [], {}),
    ("§ 9-13", 3, "not_covered", [], "Effective date.", [], {}),
]


def sample_review() -> Review:
    provisions, findings = [], []
    for n, (label, page, verdict, standards, reason, params, extra) in enumerate(_ROWS, start=1):
        pid = f"p{n}"
        provisions.append(Provision(id=pid, label=label, text=f"Text of {label}.", page=page, pages=[page]))
        findings.append(
            Finding(
                provision_id=pid,
                label=label,
                verdict=verdict,
                standards=standards,
                reason=reason,
                confidence=0.9,
                parameters=[
                    ComparedParameter(name=a, local_value=b, state_value=c, unit=d, confirmed=e)
                    for a, b, c, d, e in params
                ],
                **extra,
            )
        )
    needing = [f.label for f in findings if f.verdict == "exceeds"]
    return Review(
        document=DocumentInfo(
            filename="wren_hollow_livestock.pdf",
            pages=3,
            title="Town of Wren Hollow Livestock Facilities and Manure Management Ordinance",
            jurisdiction="Town of Wren Hollow, Ashby County",
            enacted=dt.date(1999, 4, 12),
            amended=[dt.date(2013, 6, 10), dt.date(2021, 9, 13)],
        ),
        provisions=provisions,
        findings=findings,
        outcome=Outcome(
            approval_needed=True,
            summary="approval needed",
            provisions_needing_approval=needing,
            flags=[
                "s. 92.15(4), Stats.: the closure and monitoring rules may not be applied to operations that existed on October 14, 1997 unless cost sharing is available."
            ],
        ),
        catalog_version="test-catalog",
    )


def sample_context(**changes) -> MemoContext:
    base = dict(
        received=dt.date(2025, 2, 3),
        reviewer="Dana Okafor",
        reviewer_title="Nonpoint Source Program Coordinator",
        memo_date=dt.date(2025, 3, 14),
        clock_status="Day 39 of 90; 51 days left",
    )
    base.update(changes)
    return MemoContext(**base)


def decided_context() -> MemoContext:
    return sample_context(
        datcp_requested=dt.date(2025, 2, 10),
        datcp_received=dt.date(2025, 3, 3),
        datcp_recommendation="Approve the closure period; deny the calendar ban.",
        decisions={
            "p8": ("approved", "Needed for Lake Tessaly's phosphorus criteria."),
            "p13": ("denied", "The 590 winter restrictions achieve the standard."),
        },
        overrides=[
            Override(
                label="§ 9-4 C.(2)",
                old_verdict="not_covered",
                new_verdict="exceeds",
                reason="Sampling is a new obligation, not reporting.",
                who="D. Okafor",
                when=dt.date(2025, 3, 10),
            )
        ],
        decision_date=dt.date(2025, 4, 2),
    )


def hostile_review() -> Review:
    """Ordinance text that looks like markup: it must print literally in every format."""
    nasty = "Use <script>alert(1)</script> **bold** | pipe # hash `tick` [link](x) &amp; _u_"
    provision = Provision(id="p1", label="§ 1 | A.", text=nasty, page=1)
    finding = Finding(
        provision_id="p1",
        label="§ 1 | A.",
        verdict="exceeds",
        standards=["NR 151.05(3)"],
        reason=nasty + "\nsecond line\n- not a list\n1. not a list",
        parameters=[ComparedParameter(name="a|b", local_value="**12**", state_value=24, unit="months")],
    )
    return Review(
        document=DocumentInfo(filename="x#1.pdf", pages=1, jurisdiction="Town of <b>Pipe|Hash#</b>"),
        provisions=[provision],
        findings=[finding],
    )
