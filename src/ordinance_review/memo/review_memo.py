"""The DNR reviewer's memo, laid out like a DNR review letter.

Heading and date, subject, legal basis and timeline, legal framework, findings table,
exemptions, flags, outcome (or the decision per provision), DATCP's recommendation, reviewer
overrides, next steps, signature block. Administrative (`not_covered`) provisions are counted
and listed by label only.
"""

from __future__ import annotations

from ordinance_review.memo import facts
from ordinance_review.memo.context import MemoContext
from ordinance_review.memo.document import Block, Bullets, Heading, MemoDocument, Paragraph, Table
from ordinance_review.memo.facts import clean, date_text
from ordinance_review.memo.wording import Wording
from ordinance_review.models import Review, Route

FINDING_COLUMNS = [
    "Provision",
    "Page",
    "Verdict (rule)",
    "State standard",
    "Local figure",
    "State figure",
    "Reason",
]
FINDING_WIDTHS = [1.1, 0.6, 1.6, 1.4, 1.4, 1.4, 2.7]


def build(review: Review, context: MemoContext, wording: Wording) -> MemoDocument:
    route = facts.route(review, context)
    rt = wording.route(route)
    w = wording.review
    fill = {
        "approval_rule": rt["approval_rule"],
        "jurisdiction": facts.jurisdiction(review, context),
        "title": facts.title(review),
        "catalog_version": review.catalog_version or "unversioned",
    }
    blocks: list[Block] = []
    blocks += _heading(review, context, w, fill, rt)
    blocks += _timeline(context, route, rt, wording)
    blocks.append(Heading(text="Legal framework"))
    blocks += [Paragraph.of(text) for text in w["framework"]]
    blocks += _findings(review, route, wording)
    blocks += _exemptions(review, route, wording)
    blocks += _needs_reviewer(review, wording)
    out = facts.outcome(review)
    if out.flags:
        blocks.append(Heading(text="Other matters"))
        blocks.append(Paragraph.of(w["flags_intro"]))
        blocks.append(Bullets(items=[Paragraph.of(clean(flag)) for flag in out.flags]))
    blocks += _outcome(review, context, w, fill)
    blocks += _datcp(context, w)
    blocks += _overrides(context, wording)
    blocks += _next_steps(review, context, w, fill)
    blocks += _signature(context, w, rt)
    blocks.append(Paragraph.of(w["footer_note"].format(**fill)))
    return MemoDocument(
        title=w["title"].format(**fill),
        blocks=blocks,
        footer=w["running_footer"].format(**fill),
        author=context.reviewer,
        subject=w["subject"].format(**fill),
    )


def _heading(review: Review, context: MemoContext, w: dict, fill: dict, rt: dict) -> list[Block]:
    doc = review.document
    lines = [
        Paragraph.field("Date", date_text(context.memo_date) or "not set"),
        Paragraph.field(
            "From", ", ".join(x for x in (context.reviewer, context.reviewer_title, rt["agency"]) if x)
        ),
        Paragraph.field("Subject", w["subject"].format(**fill)),
        Paragraph.field("Document", f"{doc.filename} ({facts.pages(doc.pages)})"),
    ]
    dates = [f"enacted {date_text(doc.enacted)}" if doc.enacted else "enactment date not found"]
    if doc.amended:
        dates.append("amended " + ", ".join(date_text(d) for d in doc.amended))
    lines.append(Paragraph.field("Ordinance dates", "; ".join(dates)))
    if doc.warnings:  # ingestion problems and outline checks: text the review may not have placed
        lines.append(Paragraph.field("Reading warnings", "; ".join(clean(w) for w in doc.warnings)))
    return lines


def _timeline(context: MemoContext, route: Route, rt: dict, wording: Wording) -> list[Block]:
    blocks: list[Block] = [Heading(text="Legal basis and timeline")]
    blocks.append(Paragraph.field("Legal basis", rt["legal_basis"]))
    blocks.append(Paragraph.field("Received", date_text(context.received) or "not recorded"))
    due = facts.due_date(context, route, wording)
    blocks.append(
        Paragraph.field("Decision due", date_text(due) or "not known until the receipt date is recorded")
    )
    if context.clock_status:
        blocks.append(Paragraph.field("Clock", clean(context.clock_status)))
    blocks.append(Paragraph.of(rt["clock_sentence"]))
    return blocks


def _finding_row(review: Review, finding, route: Route, wording: Wording) -> list[str]:
    reason = clean(finding.reason)
    if finding.needs_confirmation:
        reason = f"{reason} ({wording.review['needs_confirmation']})".strip()
    if finding.interpretation:
        reason = f"{reason} [{clean(finding.interpretation)}]"
    verdict = f"{wording.verdict_name(finding.verdict)} ({facts.verdict_rule(finding, route, wording)})"
    if finding.overridden:
        verdict += " [set by reviewer]"
    return [
        clean(finding.label),
        facts.page_of(review, finding),
        verdict,
        ", ".join(clean(s) for s in finding.standards),
        facts.local_figures(finding.parameters),
        facts.state_figures(finding.parameters),
        reason,
    ]


def _findings(review: Review, route: Route, wording: Wording) -> list[Block]:
    w = wording.review
    blocks: list[Block] = [Heading(text="Findings")]
    shown = [f for f in review.findings if f.verdict != "not_covered"]
    if shown:
        blocks.append(Paragraph.of(w["findings_intro"]))
        blocks.append(
            Table(
                name="findings",
                columns=FINDING_COLUMNS,
                rows=[_finding_row(review, f, route, wording) for f in shown],
                widths=FINDING_WIDTHS,
            )
        )
    else:
        blocks.append(Paragraph.of(w["no_findings"]))
    admin = facts.by_verdict(review)["not_covered"]
    if admin:
        blocks.append(
            Paragraph.of(
                facts.sentence(w["admin_summary"].format(count=len(admin), labels=facts.labels(admin)))
            )
        )
    return blocks


def _exemptions(review: Review, route: Route, wording: Wording) -> list[Block]:
    w = wording.review
    blocks: list[Block] = [Heading(text="Exemptions applied")]
    exempt = facts.by_verdict(review)["exempt"]
    if not exempt:
        return [*blocks, Paragraph.of(w["no_exemptions"])]
    blocks.append(Paragraph.of(w["exemptions_intro"]))
    items = []
    for f in exempt:
        merits = ""
        if f.merits and "on the merits" not in f.reason.lower():
            merits = f" On the merits: {wording.verdict_name(f.merits).lower()}."
        items.append(
            Paragraph.of(
                f"{clean(f.label)}: {wording.verdict_plain(f.verdict)} "
                f"({facts.verdict_rule(f, route, wording)}). {clean(f.reason)}{merits}".strip()
            )
        )
    blocks.append(Bullets(items=items))
    return blocks


def _needs_reviewer(review: Review, wording: Wording) -> list[Block]:
    """The findings the engine is unsure of, listed apart so a reviewer checks them first (issue 14)."""
    w = wording.review
    unsure = [f for f in review.findings if (f.needs_reviewer or f.needs_confirmation) and not f.overridden]
    if not unsure:
        return []
    items = []
    for f in unsure:
        why = w["needs_confirmation"] if f.needs_confirmation else w["needs_reviewer_low_confidence"].format(
            confidence=f"{f.confidence:.2f}")
        items.append(Paragraph.of(f"{clean(f.label)}: {wording.verdict_name(f.verdict)} ({why})."))
    return [Heading(text=w["needs_reviewer_heading"]), Paragraph.of(w["needs_reviewer_intro"]), Bullets(items=items)]


def _outcome(review: Review, context: MemoContext, w: dict, fill: dict) -> list[Block]:
    blocks: list[Block] = [Heading(text="Outcome")]
    out = facts.outcome(review)
    if context.decisions:
        if context.decision_date:
            blocks.append(Paragraph.field("Decision date", date_text(context.decision_date)))
        blocks.append(Paragraph.of(w["outcome_decided"]))
        rows = []
        for pid in _decision_order(review, context):
            finding = review.finding_for(pid)
            label = clean(finding.label) if finding else pid
            if pid in context.decisions:
                decision, reason = context.decisions[pid]
                rows.append([label, DECISION_NAMES.get(decision, clean(decision)), clean(reason)])
            else:  # needs approval, not decided yet: the memo says so, as the screen does
                rows.append([label, DECISION_NAMES["pending"], w["outcome_pending_reason"]])
        blocks.append(
            Table(
                name="decisions",
                columns=["Provision", "Decision", "Reasons"],
                rows=rows,
                widths=[1.3, 1.0, 4.0],
            )
        )
    elif out.approval_needed:
        listed = ", ".join(clean(x) for x in out.provisions_needing_approval)
        blocks.append(Paragraph.of(facts.sentence(w["outcome_needed"].format(labels=listed, **fill))))
    else:
        blocks.append(Paragraph.of(w["outcome_none"].format(**fill)))
    return blocks


# The decision names the Submission page shows (store.DECISIONS), and "Pending" for none yet.
DECISION_NAMES = {"approved": "Approved", "denied": "Denied", "no_approval_needed": "No approval needed", "pending": "Pending"}


def _decision_order(review: Review, context: MemoContext) -> list[str]:
    """Every provision needing approval (the effective verdicts) and every decided one, in review order."""
    wanted = {f.provision_id for f in review.findings if f.verdict == "exceeds"} | set(context.decisions)
    ordered = [f.provision_id for f in review.findings if f.provision_id in wanted]
    return ordered + [pid for pid in context.decisions if pid not in ordered]


def pending(review: Review, context: MemoContext) -> list[str]:
    """Labels of the provisions that need approval and have no decision yet."""
    return [
        clean(f.label) for f in review.findings if f.verdict == "exceeds" and f.provision_id not in context.decisions
    ]


def _datcp(context: MemoContext, w: dict) -> list[Block]:
    blocks: list[Block] = [Heading(text="DATCP recommendation")]
    if not (context.datcp_requested or context.datcp_received or context.datcp_recommendation):
        return [*blocks, Paragraph.of(w["datcp_none"])]
    if context.datcp_requested:
        blocks.append(Paragraph.field("Requested", date_text(context.datcp_requested)))
    if context.datcp_received:
        blocks.append(Paragraph.field("Received", date_text(context.datcp_received)))
    if context.datcp_recommendation:
        blocks.append(Paragraph.field("Recommendation", clean(context.datcp_recommendation)))
    return blocks


def _overrides(context: MemoContext, wording: Wording) -> list[Block]:
    w = wording.review
    blocks: list[Block] = [Heading(text="Reviewer overrides")]
    if not context.overrides:
        return [*blocks, Paragraph.of(w["no_overrides"])]
    blocks.append(Paragraph.of(w["overrides_intro"]))
    rows = [
        [
            clean(o.label),
            wording.verdict_name(o.old_verdict),
            wording.verdict_name(o.new_verdict),
            clean(o.reason),
            clean(o.who),
            date_text(o.when),
        ]
        for o in context.overrides
    ]
    blocks.append(
        Table(
            name="overrides",
            columns=["Provision", "Automated verdict", "Reviewer's verdict", "Reason", "By", "Date"],
            rows=rows,
            widths=[1.2, 1.3, 1.3, 3.0, 1.0, 1.1],
        )
    )
    return blocks


def _next_steps(review: Review, context: MemoContext, w: dict, fill: dict) -> list[Block]:
    undecided = pending(review, context)
    if context.decisions and undecided:  # never "send this decision" while provisions are pending
        listed = ", ".join(undecided).replace("{", "{{").replace("}", "}}")  # labels are text, not placeholders
        steps = [step.replace("{pending}", listed) for step in w["next_steps"]["pending"]]
    elif context.decisions:
        steps = w["next_steps"]["decided"]
    elif facts.outcome(review).approval_needed:
        steps = w["next_steps"]["approval_needed"]
    else:
        steps = w["next_steps"]["no_approval"]
    items = [Paragraph.of(step.format(**fill)) for step in steps]
    return [Heading(text="Next steps"), Bullets(items=items, style="number")]


def _signature(context: MemoContext, w: dict, rt: dict) -> list[Block]:
    blocks: list[Block] = [Heading(text="Signature"), Paragraph.of(w["signature_close"])]
    blocks.append(Paragraph.of("______________________________"))
    blocks.append(Paragraph.of(clean(context.reviewer) or "Reviewer"))
    if context.reviewer_title:
        blocks.append(Paragraph.of(clean(context.reviewer_title)))
    blocks.append(Paragraph.of(rt["agency"]))
    return blocks
