"""What the memos say: the format-neutral document built from a review and its context."""

from __future__ import annotations

import datetime as dt
import io

import pdfplumber
import pytest
from memo_fixtures import decided_context, hostile_review, sample_context, sample_review

from ordinance_review.errors import ReviewError
from ordinance_review.memo import MemoContext, build, render
from ordinance_review.memo.document import Heading
from ordinance_review.models import NecessityItem, Outcome

REVIEW_SECTIONS = [
    "Legal basis and timeline",
    "Legal framework",
    "Findings",
    "Exemptions applied",
    "Outcome",
    "DATCP recommendation",
    "Reviewer overrides",
    "Next steps",
    "Signature",
]
SELF_CHECK_SECTIONS = [
    "What this report is",
    "Provisions that would need approval",
    "What to submit for approval",
    "Exemptions the draft relies on",
    "Provisions that need no approval",
]


def _pdf_text(data: bytes) -> str:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return " ".join(" ".join((page.extract_text() or "").split()) for page in pdf.pages)


def _text(doc) -> str:
    return "\n".join(doc.text_lines())


def _headings(doc) -> list[str]:
    return [b.text for b in doc.blocks if isinstance(b, Heading)]


def test_review_memo_has_the_sections_of_a_dnr_review_letter_in_order():
    headings = _headings(build(sample_review(), context=sample_context()))
    assert [h for h in headings if h in REVIEW_SECTIONS] == REVIEW_SECTIONS


def test_review_memo_heading_timeline_and_framework():
    text = _text(build(sample_review(), context=sample_context()))
    assert "Review of the Town of Wren Hollow, Ashby County livestock ordinance" in text
    assert "February 3, 2025" in text
    assert "May 4, 2025" in text  # 90 calendar days after receipt, NR 151.096(2)(b)
    assert "Day 39 of 90; 51 days left" in text
    for citation in (
        "s. 92.15(2), Stats.",
        "s. 92.15(3)(a), Stats.",
        "NR 151.05 to 151.08",
        "ATCP 50",
        "ATCP 50.60",
    ):
        assert citation in text


def test_caller_due_date_wins_and_datcp_route_never_guesses_one():
    context = sample_context(due=dt.date(2025, 5, 1))
    assert "May 1, 2025" in _text(build(sample_review(), context=context))
    datcp = _text(build(sample_review(), context=sample_context(route="datcp")))
    assert "not known until the receipt date is recorded" in datcp
    assert "ATCP 50.60(2)" in datcp


def test_every_finding_row_names_the_rule_of_its_verdict():
    review = sample_review()
    flagged = [f.model_copy(update={"needs_confirmation": f.label == "§ 9-4 A.(2)"}) for f in review.findings]
    doc = build(review.model_copy(update={"findings": flagged}), context=sample_context())
    table = doc.table("findings")
    rules = {
        "§ 9-4 B.(1)": "NR 151.096(1)(a)",
        "§ 9-4 B.(2)": "s. 92.15(2), Stats.",
        "§ 9-5 C.": "NR 151.096(1)(b)2.",
        "§ 9-7 A.": "NR 151.096(1)(b)1.",
        "§ 9-8 B.": "NR 151.096(3)",
    }
    rows = {row[0]: row for row in table.rows}
    for label, rule in rules.items():
        assert rule in rows[label][2], label
    assert rows["§ 9-4 B.(1)"][4] == "idle period before closure is required: 12 months"
    assert rows["§ 9-4 B.(1)"][5] == "24 months"
    assert "needs reviewer confirmation" in rows["§ 9-4 A.(2)"][6]
    assert "needs reviewer confirmation" not in rows["§ 9-4 B.(1)"][6]


def test_finding_rule_set_by_the_engine_wins_over_the_vocabulary():
    review = sample_review()
    findings = [
        f.model_copy(update={"rule": "NR 151.096(1)(b)2. (date from the submission letter)"})
        if f.label == "§ 9-6 A."
        else f
        for f in review.findings
    ]
    doc = build(review.model_copy(update={"findings": findings}), context=sample_context())
    row = next(r for r in doc.table("findings").rows if r[0] == "§ 9-6 A.")
    assert "(date from the submission letter)" in row[2]


def test_exemptions_flags_and_outcome():
    text = _text(build(sample_review(), context=sample_context()))
    assert "§ 9-5 C.: enacted before October 1, 2002 and not amended since (NR 151.096(1)(b)2.)" in text
    assert text.count("On the merits it would exceed the 590 well setback.") == 2  # table and exemptions
    assert "On the merits: exceeds" not in text  # the reason already says it
    review = sample_review()
    terse = [
        f.model_copy(update={"reason": "1999 text."}) if f.label == "§ 9-5 C." else f for f in review.findings
    ]
    terse_text = _text(build(review.model_copy(update={"findings": terse})))
    assert (
        "§ 9-5 C.: enacted before October 1, 2002 and not amended since (NR 151.096(1)(b)2.). 1999 text. On the merits: exceeds."
        in terse_text
    )
    assert "s. 92.15(4), Stats.: the closure and monitoring rules" in text
    assert "is needed before the following provisions may be enacted (NR 151.096(1)(a); s. 92.15(3)(a), Stats.): § 9-4 A.(2), § 9-4 A.(3)" in text
    assert "may be enforced" not in text  # issue 16: approval is needed to enact, not to enforce
    assert text.count("§ 9-5 B..") == 0  # a label ending in "." does not get a second period


def test_no_approval_outcome_and_no_findings():
    review = hostile_review()
    review = review.model_copy(
        update={
            "findings": [f.model_copy(update={"verdict": "not_covered"}) for f in review.findings],
            "outcome": Outcome(approval_needed=False, summary="no approval needed"),
        }
    )
    text = _text(build(review))
    assert "No provision of the ordinance engages a state standard." in text
    assert "needs no approval under NR 151.096(2)" in text
    assert "Tell the local unit that no approval under NR 151.096(2) is needed" in text


def test_decisions_datcp_and_overrides_once_recorded():
    doc = build(sample_review(), context=decided_context())
    decisions = {row[0]: row[1:] for row in doc.table("decisions").rows}
    assert decisions["§ 9-4 B.(1)"] == ["Approved", "Needed for Lake Tessaly's phosphorus criteria."]
    assert decisions["§ 9-5 B."] == ["Denied", "The 590 winter restrictions achieve the standard."]
    # issue 17: the provisions still needing a decision are listed as pending, not left out
    undecided = [f.label for f in sample_review().findings if f.verdict == "exceeds" and f.label not in decisions]
    assert not undecided
    pending = [label for label, (decision, _) in decisions.items() if decision == "Pending"]
    assert pending and all(reason == "Not yet decided." for label, (_, reason) in decisions.items() if label in pending)
    overrides = doc.table("overrides")
    assert overrides.rows[0][:4] == [
        "§ 9-4 C.(2)",
        "Not covered",  # the screen's verdict names (issue 17)
        "Exceeds",
        "Sampling is a new obligation, not reporting.",
    ]
    text = _text(doc)
    assert "Approve the closure period; deny the calendar ban." in text
    assert "February 10, 2025" in text and "April 2, 2025" in text
    # never "send this decision" while provisions are pending
    assert "Send this decision" not in text
    assert "Decide the provisions still pending before any decision is sent: " + ", ".join(pending) in text
    context = decided_context()
    everything = {f.provision_id: ("approved", "needed") for f in sample_review().findings if f.verdict == "exceeds"}
    done = _text(build(sample_review(), context=context.model_copy(update={"decisions": everything})))
    assert "Send this decision to the local unit and to DATCP." in done and "Pending" not in done
    assert "Dana Okafor" in text and "Nonpoint Source Program Coordinator" in text


def test_self_check_sections_alternatives_and_exemption_losses():
    doc = build(sample_review(), kind="self-check", context=sample_context())
    assert [h for h in _headings(doc) if h in SELF_CHECK_SECTIONS] == SELF_CHECK_SECTIONS
    text = _text(doc)
    assert "6 provisions would need approval" in text
    assert "§ 9-4 B.(1): Using the state figure instead would not need approval: 24 months." in text
    assert "§ 9-5 B.: The state sets no such requirement" in text
    for sub in ("NR 151.096(2)(a)1.", "NR 151.096(2)(a)2.", "NR 151.096(2)(a)3."):
        assert sub in text
    assert "Amending, renumbering or re-creating this section" in text
    assert "Extending it to fields that receive manure" in text
    assert "codifying them" in text
    table = doc.table("findings")
    assert [r[0] for r in table.rows] == [
        "§ 9-4 A.(2)",
        "§ 9-4 A.(3)",
        "§ 9-4 B.(1)",
        "§ 9-4 C.(1)",
        "§ 9-4 C.(2)",
        "§ 9-5 B.",
    ]


def test_self_check_checklist_comes_from_the_outcome_when_the_pipeline_made_one():
    review = sample_review()
    outcome = review.outcome.model_copy(
        update={
            "checklist": [
                NecessityItem(label="§ 9-4 B.(1)", question="Monitoring data for Lake Tessaly?", done=True)
            ]
        }
    )
    text = _text(build(review.model_copy(update={"outcome": outcome}), kind="self-check"))
    assert "Monitoring data for Lake Tessaly?" in text
    assert "Why would no less restrictive requirement than this one do?" not in text
    md = render(review.model_copy(update={"outcome": outcome}), kind="self-check").decode()
    assert "- [x] Monitoring data for Lake Tessaly?" in md
    built = render(sample_review(), kind="self-check").decode()
    assert built.count("- [ ] Why would no less restrictive requirement than this one do?") == 6
    assert "\u2610 Why would no less" in _pdf_text(render(sample_review(), kind="self-check", fmt="pdf"))


def test_unknown_kind_or_format_is_a_clear_error():
    with pytest.raises(ReviewError, match="use 'review' or 'self-check'"):
        render(sample_review(), kind="letter")  # type: ignore[arg-type]
    with pytest.raises(ReviewError, match="use 'md', 'docx' or 'pdf'"):
        render(sample_review(), fmt="html")  # type: ignore[arg-type]


def test_context_rejects_unknown_fields():
    with pytest.raises(ValueError):
        MemoContext(reviewr="typo")
