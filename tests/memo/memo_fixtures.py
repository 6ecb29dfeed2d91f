"""Reviews built directly from the models, for the memo tests.

`sample_review()` is what a correct review of the bundled Wren Hollow sample ordinance looks like,
built from its gold labels (`reference/samples/wren_hollow_livestock.gold.yaml`), so the memo tests
and the memo artifacts do not depend on the other stages being finished.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import yaml

from ordinance_review.memo import MemoContext, Override
from ordinance_review.models import (
    ComparedParameter,
    DocumentInfo,
    Finding,
    Outcome,
    Provision,
    Review,
)

GOLD = Path(__file__).resolve().parents[2] / "reference" / "samples" / "wren_hollow_livestock.gold.yaml"
# What the exempt provisions would be on the merits (the gold reasons say it in words).
MERITS = {"§ 9-5 C.": "exceeds", "§ 9-6 A.": "consistent", "§ 9-7 A.": "exceeds"}


def sample_review() -> Review:
    """The review of the sample as its gold labels give it (reference/samples/*.gold.yaml)."""
    gold = yaml.safe_load(GOLD.read_text(encoding="utf-8"))
    provisions, findings = [], []
    for n, item in enumerate(gold["provisions"], start=1):
        pid = f"p{n}"
        label, reason = item["label"], item["reason"]
        provisions.append(
            Provision(id=pid, label=label, text=item["text_snippet"], page=item["page"], pages=[item["page"]])
        )
        findings.append(
            Finding(
                provision_id=pid,
                label=label,
                verdict=item["verdict"],
                standards=[item["state_citation"]] if item["state_citation"] else [],
                reason=reason,
                confidence=0.9,
                parameters=[
                    ComparedParameter(
                        name=p["name"],
                        local_value=p["local_value"],
                        state_value=p["state_value"],
                        unit=p["unit"],
                        confirmed="UNCONFIRMED" not in reason,
                    )
                    for p in item["parameters"]
                ],
                merits=MERITS.get(label),
                needs_confirmation=bool(item.get("needs_confirmation")),
            )
        )
    needing = [f.label for f in findings if f.verdict == "exceeds"]
    return Review(
        document=DocumentInfo(
            filename="wren_hollow_livestock.pdf",
            pages=3,
            title="Town of Wren Hollow Livestock Facilities and Manure Management Ordinance",
            jurisdiction="Town of Wren Hollow, Ashby County",
            enacted=dt.date.fromisoformat(gold["enacted"]),
            amended=[dt.date.fromisoformat(d) for d in gold["amended"]],
        ),
        provisions=provisions,
        findings=findings,
        outcome=Outcome(
            approval_needed=True,
            summary="approval needed",
            provisions_needing_approval=needing,
            flags=[
                "s. 92.15(4), Stats.: the closure and monitoring rules may not be applied to operations "
                "that existed on October 14, 1997 unless cost sharing is available."
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
