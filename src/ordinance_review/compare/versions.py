"""Two reviews → a `Comparison`: aligned pairs, word diffs, verdict changes, pre-2002 status.

The reviews are the ones `review.py` produced for each version (with the earlier submission's
overrides applied, when there is one); nothing here re-runs the engine or rewrites a finding:
a pair records the new review's verdict and, when the versions together say more than the new
version alone (an amended unit the new text does not date, an unchanged unit whose dates the new
version no longer prints), the status across versions as its own fields.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter

from ordinance_review.compare import align as al
from ordinance_review.compare import text as tx
from ordinance_review.compare import wording
from ordinance_review.compare.models import CHANGES, TEXT_CHANGES, CarriedDecision, Comparison, Pair, Summary
from ordinance_review.models import EXEMPT_VERDICTS, DocumentInfo, Finding, Provision, Review


def compare_reviews(
    old: Review, new: Review, *, decisions: dict[str, CarriedDecision] | None = None
) -> Comparison:
    """Align `old` and `new` and say what changed. `decisions`: old provision id → recorded decision."""
    words = wording.load()
    links, mapping = al.align(old.provisions, new.provisions)
    old_f = {f.provision_id: f for f in old.findings}
    new_f = {f.provision_id: f for f in new.findings}
    pairs: list[Pair] = []
    for link in sorted(links, key=lambda lk: (lk.new[0] if lk.new else _after(lk, links), lk.old[0] if lk.old else -1)):
        olds = [old.provisions[i] for i in link.old]
        news = [new.provisions[j] for j in link.new]
        if link.change == "split":
            pairs += [_pair(link, olds[0], n, old_f, new_f, old.document, new.document, decisions, words, [x.label for x in news], mapping) for n in news]
        elif link.change == "merged":
            pairs += [_pair(link, o, news[0], old_f, new_f, old.document, new.document, decisions, words, [x.label for x in olds], mapping) for o in olds]
        else:
            pairs.append(_pair(link, olds[0] if olds else None, news[0] if news else None, old_f, new_f,
                               old.document, new.document, decisions, words, [], mapping))
    return Comparison(old=old.document, new=new.document, pairs=pairs, summary=summarize(pairs),
                      catalog_version=new.catalog_version or old.catalog_version)


def _after(link: al.Link, links: list[al.Link]) -> float:
    """Where a removed unit sorts among the new ones: right after the new unit its old neighbour went to."""
    i = link.old[0]
    best = -1.0
    for other in links:
        if other.new and other.old and max(other.old) < i:
            best = max(best, max(other.new) + 0.5)
    return best


def _pair(
    link: al.Link,
    o: Provision | None,
    n: Provision | None,
    old_f: dict[str, Finding],
    new_f: dict[str, Finding],
    old_doc: DocumentInfo,
    new_doc: DocumentInfo,
    decisions: dict[str, CarriedDecision] | None,
    words: dict,
    group: list[str],
    mapping: dict[str, str],
) -> Pair:
    fo = old_f.get(o.id) if o else None
    fn = new_f.get(n.id) if n else None
    old_text = al.content_of(o) if o else ""
    new_text = al.content_of(n) if n else ""
    change = link.change
    sim = link.similarity if o and n else 0.0
    if o and n and change in ("split", "merged"):
        sim = tx.similarity(tx.norm(old_text), tx.norm(new_text))
    diff = tx.word_diff(old_text, new_text, mapping) if change in TEXT_CHANGES or link.renumbered_refs else []
    old_verdict = fo.verdict if fo else None
    new_verdict = fn.verdict if fn else None
    status = _pre2002(change, fo, fn, new_doc, words["pre2002"])
    flags, interpretation, status_reason = [], "", ""
    if status is not None:
        new_verdict, status_reason, interpretation = status
        if interpretation:
            flags.append("interpretation")
    verdict_changed = bool(o and n and old_verdict != new_verdict)
    exemption_changed = bool(o and n and (old_verdict in EXEMPT_VERDICTS or new_verdict in EXEMPT_VERDICTS)
                             and old_verdict != new_verdict)
    r = words["review"]
    name = words["change_names"][change]
    citation = (fn.standards[0] if fn and fn.standards else "no standard cited")
    needs_review = False
    if change in ("amended", "added", "split", "merged") and new_verdict == "exceeds":
        needs_review, reason = True, r["exceeds_changed"].format(change=name, citation=citation)
    elif exemption_changed:
        needs_review = True
        reason = r["exemption_lost" if old_verdict in EXEMPT_VERDICTS else "exemption_gained"].format(old=old_verdict, new=new_verdict)
    elif change == "removed":
        reason = r["removed"].format(was=f" (it was {old_verdict})" if old_verdict else "")
    elif change in ("unchanged", "renumbered"):
        renum = f", renumbered from {o.label} to {n.label}" if o and n and change == "renumbered" else ""
        reason = r["no_review_unchanged"].format(renumbered=renum)
    else:
        reason = r["no_review_changed"].format(change=name, verdict=new_verdict or "no finding")
    if status_reason:
        reason = f"{reason} {status_reason}"
    carried = None
    if o and n and change in ("unchanged", "renumbered") and decisions and o.id in decisions:
        carried = decisions[o.id]
    return Pair(
        old_id=o.id if o else None, new_id=n.id if n else None,
        old_label=o.label if o else None, new_label=n.label if n else None,
        change=change, similarity=round(sim, 4), diff=diff,
        old_verdict=old_verdict, new_verdict=new_verdict,
        old_reason=fo.reason if fo else "", new_reason=fn.reason if fn else "",
        verdict_changed=verdict_changed, exemption_changed=exemption_changed,
        needs_review=needs_review, reason=reason, group=group, carried_decision=carried,
        flags=flags, interpretation=interpretation, old_text=old_text, new_text=new_text,
    )  # fmt: skip


def version_date(doc: DocumentInfo) -> dt.date | None:
    """When the new version was adopted: its latest printed date (re-creation, amendment, enactment)."""
    dates = [d for d in (doc.repealed_and_recreated, *doc.amended, doc.enacted) if d is not None]
    return max(dates) if dates else None


def _pre2002(change: str, fo: Finding | None, fn: Finding | None, new_doc: DocumentInfo, w: dict):
    """(verdict across versions, reason, interpretation) when the versions together decide the
    pre-2002 status; None when the new review's verdict stands as it is."""
    cutoff = dt.date.fromisoformat(w["cutoff"])
    when_date = version_date(new_doc)
    when = when_date.isoformat() if when_date else "date not printed, taken as after the cutoff"
    after = when_date is None or when_date >= cutoff
    if change in ("unchanged", "renumbered"):
        if not (fo and fn) or fo.verdict != "exempt_pre2002" or fn.verdict == "exempt_pre2002":
            return None
        readopted = [d for d in (new_doc.repealed_and_recreated, new_doc.enacted) if d is not None and d >= cutoff]
        if readopted:
            return fn.verdict, w["readopted"].format(when=max(readopted).isoformat()), w["readopted_interpretation"]
        return "exempt_pre2002", w["kept_dates_missing"] if fn.verdict != "exempt_pre2002" else w["kept"], ""
    if change in ("amended", "split", "merged") and fo and fo.verdict == "exempt_pre2002":
        if not after:
            return "exempt_pre2002", w["amended_before"].format(when=when), ""
        merits = (fn.merits or fn.verdict) if fn and fn.verdict == "exempt_pre2002" else (fn.verdict if fn else None)
        return merits, w["amended_lost"].format(when=when), w["amended_interpretation"]
    if change == "added" and fn and fn.verdict == "exempt_pre2002" and after:
        return fn.merits or fn.verdict, w["added_after"].format(when=when), ""
    return None


def summarize(pairs: list[Pair]) -> Summary:
    counts = Counter(p.change for p in pairs)
    changed = sum(1 for p in pairs if p.change in TEXT_CHANGES)
    needs = sum(1 for p in pairs if p.needs_review)
    text = (
        ", ".join(f"{counts[c]} {c}" for c in CHANGES if counts[c])
        + f"; {needs} need review" if pairs else "no provisions"
    )
    return Summary(
        counts={c: counts[c] for c in CHANGES if counts[c]},
        changed=changed,
        needs_review=needs,
        verdict_changed=sum(1 for p in pairs if p.verdict_changed),
        exemption_changed=sum(1 for p in pairs if p.exemption_changed),
        carried_decisions=sum(1 for p in pairs if p.carried_decision is not None),
        text=text,
    )
