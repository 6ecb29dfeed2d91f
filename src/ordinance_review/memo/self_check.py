"""The self-check report for a local government drafting or amending an ordinance.

Plain language: which provisions would need approval and why, the state figure that would not
(the less restrictive alternative), what to submit under NR 151.096(2)(a)1.-3. with a necessity
checklist per provision, and the exemptions the draft relies on with what would lose them.
"""

from __future__ import annotations

from ordinance_review.memo import facts
from ordinance_review.memo.context import MemoContext
from ordinance_review.memo.document import Block, Bullets, Heading, MemoDocument, Paragraph, Run, Table
from ordinance_review.memo.facts import clean, date_text
from ordinance_review.memo.wording import Wording
from ordinance_review.models import Finding, NecessityItem, Review, Route

APPROVAL_COLUMNS = [
    "Provision",
    "Page",
    "Why it needs approval",
    "State standard",
    "Your figure",
    "State figure",
]
APPROVAL_WIDTHS = [1.2, 0.55, 3.2, 1.3, 1.6, 1.4]


def build(review: Review, context: MemoContext, wording: Wording) -> MemoDocument:
    route = facts.route(review, context)
    rt = wording.route(route)
    w = wording.self_check
    groups = facts.by_verdict(review)
    fill = {"approval_rule": rt["approval_rule"], "clock_sentence": rt["clock_sentence"]}
    title = w["title"]
    blocks: list[Block] = [
        Paragraph.field("Date", date_text(context.memo_date) or "not set"),
        Paragraph.field("Local government", facts.jurisdiction(review, context)),
        Paragraph.field(
            "Draft",
            f"{facts.title(review)} ({review.document.filename}, {facts.pages(review.document.pages)})",
        ),
        Heading(text="What this report is"),
        *[Paragraph.of(text) for text in w["intro"]],
        Paragraph.of(
            w["glance"].format(
                exceeds=len(groups["exceeds"]),
                consistent=len(groups["consistent"]),
                exempt=len(groups["exempt"]),
                admin=len(groups["not_covered"]),
            )
        ),
    ]
    blocks += _needing_approval(review, groups["exceeds"], route, wording, fill)
    if groups["exceeds"]:
        blocks += _what_to_submit(review, groups["exceeds"], wording, fill)
    blocks += _exemptions(groups["exempt"], route, wording)
    blocks.append(Heading(text="Provisions that need no approval"))
    if groups["consistent"]:
        blocks.append(
            Paragraph.of(
                facts.sentence(
                    w["consistent_summary"].format(
                        count=len(groups["consistent"]), labels=facts.labels(groups["consistent"])
                    )
                )
            )
        )
    if groups["not_covered"]:
        blocks.append(
            Paragraph.of(
                facts.sentence(
                    w["admin_summary"].format(
                        count=len(groups["not_covered"]), labels=facts.labels(groups["not_covered"])
                    )
                )
            )
        )
    flags = facts.outcome(review).flags
    if flags:
        blocks += [Heading(text="Also check"), Paragraph.of(w["flags_intro"])]
        blocks.append(Bullets(items=[Paragraph.of(clean(f)) for f in flags]))
    return MemoDocument(
        title=title,
        blocks=blocks,
        footer=w["running_footer"].format(jurisdiction=facts.jurisdiction(review, context)),
        author=facts.jurisdiction(review, context),
        subject=facts.title(review),
    )


def _alternative(finding: Finding, w: dict) -> str:
    with_state = [p for p in finding.parameters if facts.has_state_figure(p)]
    if with_state:
        return w["alternative_figure"].format(state=facts.state_figures(with_state))
    citation = ", ".join(clean(s) for s in finding.standards[:1]) or "the state standard"
    return w["alternative_none"].format(citation=citation)


def _needing_approval(
    review: Review, exceeds: list[Finding], route: Route, wording: Wording, fill: dict
) -> list[Block]:
    w = wording.self_check
    blocks: list[Block] = [Heading(text="Provisions that would need approval")]
    if not exceeds:
        return [*blocks, Paragraph.of(w["no_approval"])]
    blocks.append(Paragraph.of(w["approval_intro"].format(**fill)))
    rows = []
    for f in exceeds:
        why = clean(f.reason)
        if f.needs_confirmation:
            why = f"{why} ({wording.review['needs_confirmation']})".strip()
        if f.interpretation:
            why = f"{why} [{clean(f.interpretation)} {wording.self_check['interpretation_plain']}]"
        rows.append(
            [
                clean(f.label),
                facts.page_of(review, f),
                why,
                ", ".join(clean(s) for s in f.standards),
                facts.local_figures(f.parameters),
                facts.state_figures(f.parameters),
            ]
        )
    blocks.append(Table(name="findings", columns=APPROVAL_COLUMNS, rows=rows, widths=APPROVAL_WIDTHS))
    blocks.append(Heading(text="The less restrictive alternative", level=2))
    blocks.append(Bullets(items=[Paragraph.of(f"{clean(f.label)}: {_alternative(f, w)}") for f in exceeds]))
    return blocks


def _checklist(review: Review, exceeds: list[Finding], wording: Wording) -> dict[str, list[NecessityItem]]:
    """The outcome's checklist grouped by provision, else the YAML questions for each provision."""
    given = facts.outcome(review).checklist
    if given:
        grouped: dict[str, list[NecessityItem]] = {}
        for item in given:
            grouped.setdefault(clean(item.label), []).append(item)
        return grouped
    questions = wording.self_check["checklist_questions"]
    built: dict[str, list[NecessityItem]] = {}
    for f in exceeds:
        citation = ", ".join(clean(s) for s in f.standards[:1]) or "the state standard"
        built[clean(f.label)] = [
            NecessityItem(label=f.label, question=q.format(citation=citation)) for q in questions
        ]
    return built


def _what_to_submit(review: Review, exceeds: list[Finding], wording: Wording, fill: dict) -> list[Block]:
    w = wording.self_check
    blocks: list[Block] = [
        Heading(text="What to submit for approval"),
        Paragraph.of(w["submit_intro"]),
        Bullets(items=[Paragraph.of(item) for item in w["submit_items"]], style="number"),
        Paragraph.of(w["submit_clock"].format(**fill)),
        Heading(text="Necessity checklist", level=2),
        Paragraph.of(w["checklist_intro"]),
    ]
    for label, items in _checklist(review, exceeds, wording).items():
        blocks.append(Paragraph(runs=[Run(text=label, bold=True)]))
        blocks.append(
            Bullets(
                items=[Paragraph.of(clean(i.question)) for i in items],
                style="check",
                checked=[i.done for i in items],
            )
        )
    return blocks


def _exemptions(exempt: list[Finding], route: Route, wording: Wording) -> list[Block]:
    w = wording.self_check
    blocks: list[Block] = [Heading(text="Exemptions the draft relies on")]
    if not exempt:
        return [*blocks, Paragraph.of(w["no_exemptions"])]
    blocks.append(Paragraph.of(w["exemptions_intro"]))
    items = []
    for f in exempt:
        lose = w["lose_exemption"].get(f.verdict, "")
        items.append(
            Paragraph(
                runs=[
                    Run(text=f"{clean(f.label)}: ", bold=True),
                    Run(
                        text=f"{wording.verdict_plain(f.verdict)} ({facts.verdict_rule(f, route, wording)}). "
                        + (f"{clean(f.reason)} " if f.reason.strip() else "")
                        + f"What would lose it: {lose}"
                    ),
                ]
            )
        )
    blocks.append(Bullets(items=items))
    return blocks
