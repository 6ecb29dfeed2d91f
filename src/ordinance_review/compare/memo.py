"""The amendment review memo: only what changed, what changed in the verdicts, and a summary of the
unchanged provisions already decided. Built as a `memo.document.MemoDocument`, so the existing
Markdown, Word and PDF writers lay it out.
"""

from __future__ import annotations

import datetime as dt

from ordinance_review.compare import wording
from ordinance_review.compare.models import TEXT_CHANGES, Comparison, Pair
from ordinance_review.memo import facts
from ordinance_review.memo.context import MemoContext
from ordinance_review.memo.document import Block, Bullets, Heading, MemoDocument, Paragraph, Table
from ordinance_review.memo.facts import date_text

_UNDATED = dt.datetime(2000, 1, 1, tzinfo=dt.UTC)


def _diff_text(p: Pair) -> str:
    parts = []
    for d in p.diff:
        if d.op == "insert":
            parts.append(f"[+ {d.text}]")
        elif d.op == "delete":
            parts.append(f"[- {d.text}]")
        else:
            words = d.text.split()
            parts.append(d.text if len(words) <= 12 else " ".join(words[:5]) + " … " + " ".join(words[-5:]))
    return " ".join(parts)


def _label(p: Pair) -> str:
    if p.old_label and p.new_label and p.old_label != p.new_label:
        return f"{p.old_label} → {p.new_label}"
    return p.new_label or p.old_label or ""


def build(comparison: Comparison, context: MemoContext | None = None) -> MemoDocument:
    context = context or MemoContext()
    w = wording.load()
    m, names = w["memo"], w["change_names"]
    old, new = comparison.old, comparison.new
    fill = {
        "title": new.title or old.title or new.filename,
        "jurisdiction": context.jurisdiction or new.jurisdiction or old.jurisdiction or "the local unit",
        "old": old.filename,
        "new": new.filename,
        "catalog_version": comparison.catalog_version or "unversioned",
    }
    blocks: list[Block] = [
        Paragraph.field("Date", date_text(context.memo_date) or "not set"),
        Paragraph.field("From", context.reviewer or "DNR reviewer"),
        Paragraph.field("Subject", m["subject"].format(**fill)),
        Paragraph.field("Earlier version", f"{old.filename} ({facts.pages(old.pages)})"),
        Paragraph.field("New version", f"{new.filename} ({facts.pages(new.pages)})"),
    ]
    if context.received:
        blocks.append(Paragraph.field("New version received", date_text(context.received)))
    if context.due:
        blocks.append(Paragraph.field("Decision due", date_text(context.due) + (f" ({context.clock_status})" if context.clock_status else "")))
    blocks.append(Paragraph.of(m["intro"].format(**fill)))
    blocks.append(Paragraph.field("Summary", comparison.summary.text))
    changed = [p for p in comparison.pairs if p.change in TEXT_CHANGES]
    blocks.append(Heading(text="What changed"))
    if changed:
        blocks.append(Table(
            name="changes",
            columns=["Provision", "Change", "Words changed", "Verdict (earlier → new)", "Needs review"],
            rows=[[_label(p), names[p.change], _diff_text(p) or "—", f"{p.old_verdict or '—'} → {p.new_verdict or '—'}",
                   "yes" if p.needs_review else "no"] for p in changed],
            widths=[1.2, 0.8, 3.4, 1.6, 0.7],
        ))  # fmt: skip
    else:
        blocks.append(Paragraph.of(m["none_changed"]))
    review = [p for p in comparison.pairs if p.needs_review]
    blocks.append(Heading(text="Needs review"))
    if review:
        blocks.append(Bullets(items=[Paragraph.of(f"{_label(p)}: {p.reason}") for p in review]))
    else:
        blocks.append(Paragraph.of("No changed provision exceeds the state standards and no exemption changed."))
    verdicts = [p for p in comparison.pairs if p.verdict_changed]
    if verdicts:
        blocks.append(Heading(text="Verdict changes"))
        blocks.append(Table(
            name="verdict_changes",
            columns=["Provision", "Earlier verdict and reason", "New verdict and reason"],
            rows=[[_label(p), f"{p.old_verdict}: {p.old_reason}", f"{p.new_verdict}: {p.new_reason}"] for p in verdicts],
            widths=[1.2, 3.0, 3.0],
        ))  # fmt: skip
    readings = [p for p in comparison.pairs if "interpretation" in p.flags]
    if readings:
        blocks.append(Heading(text="Pre-2002 status across versions (interpretation)"))
        for text in sorted({p.interpretation for p in readings}):
            labels = "; ".join(_label(p) for p in readings if p.interpretation == text)
            blocks.append(Paragraph.of(f"{labels}: {text}"))
    same = [p for p in comparison.pairs if p.change in ("unchanged", "renumbered")]
    decided = [p for p in same if p.carried_decision is not None]
    blocks.append(Heading(text="Unchanged provisions"))
    renumbered = sum(1 for p in same if p.change == "renumbered")
    blocks.append(Paragraph.of(
        f"{len(same)} provisions are unchanged in their words ({renumbered} of them renumbered); "
        f"{len(decided)} carry over a decision recorded on the earlier version."
    ))  # fmt: skip
    if decided:
        blocks.append(Table(
            name="carried",
            columns=["Provision", "Decision carried over", "Reason"],
            rows=[[_label(p), p.carried_decision.decision, p.carried_decision.reason] for p in decided if p.carried_decision],
            widths=[1.2, 1.2, 4.0],
        ))  # fmt: skip
    blocks.append(Paragraph.of(m["footer_note"].format(**fill)))
    return MemoDocument(
        title=m["title"].format(**fill),
        blocks=blocks,
        footer=m["running_footer"].format(**fill),
        author=context.reviewer,
        subject=m["subject"].format(**fill),
    )


def render(comparison: Comparison, *, fmt: str = "md", context: MemoContext | None = None) -> bytes:
    """The amendment memo as bytes (UTF-8 Markdown, .docx or PDF), deterministic like `memo.render`."""
    from ordinance_review.errors import ReviewError
    from ordinance_review.memo import markdown, pdf, word

    context = context or MemoContext()
    doc = build(comparison, context)
    date = context.memo_date
    when = dt.datetime(date.year, date.month, date.day, 12, tzinfo=dt.UTC) if date else _UNDATED
    if fmt == "md":
        return markdown.write(doc)
    if fmt == "docx":
        return word.write(doc, when)
    if fmt == "pdf":
        return pdf.write(doc, when)
    raise ReviewError(f"unknown memo format {fmt!r}; use 'md', 'docx' or 'pdf'")
