"""Align the provisions of two versions: same text, renumbered, amended, split, merged, added, removed.

Labels alone cannot do it: a renumbered chapter changes every label and an inserted subsection
shifts the ones after it. The passes, each on what the earlier ones left:

1. the same words (punctuation, spacing and line breaks aside): unchanged, or renumbered when the
   label differs; among equal texts the same label, then the nearest place in the outline wins;
2. the renumbering those pairs show (old section → new section) is applied to cross-references,
   and texts equal after it are paired the same way;
3. split and merged: one old unit whose words are found, in order, in two or more consecutive new
   units (and the reverse);
4. the same label with similar words: amended;
5. another label with very similar words: amended (moved or renumbered, and edited);
6. what is left: removed (old) and added (new).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from ordinance_review.compare import text as tx
from ordinance_review.compare.models import Change
from ordinance_review.models import Provision

SAME_LABEL_MIN = 0.5  # similarity for "the same unit, amended" under one label
OTHER_LABEL_MIN = 0.75  # similarity for "the same unit, amended and renumbered"
PART_MIN = 0.9  # a split part's words must be found in the old unit this well
COVER_RANGE = (0.8, 1.25)  # the parts together cover the old unit's words


@dataclass
class Unit:
    index: int
    provision: Provision
    label: str  # normalized
    section: str
    content: str  # lead-in and text, as printed
    norm: str  # normalized words
    key: str

    @property
    def place(self) -> float:
        return self.index


@dataclass
class Link:
    old: list[int]
    new: list[int]
    change: Change
    similarity: float
    renumbered_refs: bool = False


def content_of(p: Provision) -> str:
    """The unit's words as printed: its parents' lead-in, then its own text."""
    body = p.text or p.heading
    return f"{p.lead_in}\n{body}" if p.lead_in else body


_COMPONENT = re.compile(r"\([^)]*\)|[^\s()]+")


def compared_content(p: Provision) -> str:
    """What is compared: `content_of` without the parents' own numbers in the lead-in.

    Why: the lead-in starts with the parent's label ("14.45 STANDARDS … (3) CLOSURE."), so a
    renumbered section would otherwise change the words of every unit under it.
    """
    body = p.text or p.heading
    lead = p.lead_in
    for comp in _COMPONENT.findall(p.label)[:-1]:
        lead = re.sub(r"(?<![\w(])" + re.escape(comp) + r"(?![\w)])", " ", lead, count=1)
    return f"{lead}\n{body}" if lead.strip() else body


def _units(provisions: list[Provision]) -> list[Unit]:
    out = []
    for i, p in enumerate(provisions):
        content = compared_content(p)
        out.append(Unit(i, p, tx.norm_label(p.label), tx.section_number(p.label), content, tx.norm(content), tx.key(content)))
    return out


def align(old: list[Provision], new: list[Provision]) -> tuple[list[Link], dict[str, str]]:
    """Every old and every new provision appears in exactly one link; with the section renumbering found."""
    a, b = _units(old), _units(new)
    free_a, free_b = set(range(len(a))), set(range(len(b)))
    links: list[Link] = []
    scale = (len(b) / len(a)) if a else 1.0

    def take(i: int, js: list[int], change: Change, sim: float, refs: bool = False) -> None:
        free_a.discard(i)
        for j in js:
            free_b.discard(j)
        links.append(Link([i], js, change, sim, refs))

    def exact_pass(keys_a: dict[int, str], keys_b: dict[int, str], refs: bool) -> None:
        by_key: dict[str, list[int]] = defaultdict(list)
        for j in sorted(free_b):
            by_key[keys_b[j]].append(j)
        for i in sorted(free_a):
            cands = [j for j in by_key.get(keys_a[i], []) if j in free_b]
            if not cands:
                continue
            same = [j for j in cands if b[j].label == a[i].label]
            j = (same or sorted(cands, key=lambda j: abs(b[j].place - a[i].place * scale)))[0]
            change: Change = "unchanged" if b[j].label == a[i].label else "renumbered"
            take(i, [j], change, 1.0, refs)

    # 1. the same words
    exact_pass({u.index: u.key for u in a}, {u.index: u.key for u in b}, False)
    # 2. cross-references renumbered the way the paired units were
    mapping = section_map(a, b, links)
    if mapping and free_a:
        exact_pass({i: tx.key(tx.renumber_refs(a[i].content, mapping)) for i in free_a},
                   {j: b[j].key for j in free_b}, True)
    # 2b. moved to another section: its own words unchanged under another parent (whose lead-in differs)
    if free_a and free_b:
        body_b: dict[str, list[int]] = defaultdict(list)
        for j in sorted(free_b):
            body_b[tx.key(tx.renumber_refs(_own(b[j]), {}))].append(j)
        for i in sorted(free_a):
            own = tx.key(tx.renumber_refs(_own(a[i]), mapping))
            cands = [j for j in body_b.get(own, []) if j in free_b and b[j].label != a[i].label] if own else []
            if cands:
                take(i, [min(cands, key=lambda j: abs(b[j].place - a[i].place * scale))], "renumbered", 1.0, True)
    # 3. split and merged
    _groups(a, b, free_a, free_b, links, split=True)
    _groups(b, a, free_b, free_a, links, split=False)
    # 4. the same label, similar words
    by_label = defaultdict(list)
    for j in sorted(free_b):
        by_label[b[j].label].append(j)
    for i in sorted(free_a):
        for j in by_label.get(a[i].label, []):
            if j in free_b:
                sim = tx.similarity(_mapped_norm(a[i], mapping), b[j].norm)
                if sim >= SAME_LABEL_MIN:
                    take(i, [j], "amended", sim)
                    break
    # 5. another label, very similar words (greedy, best first)
    if free_a and free_b:
        ia, jb = sorted(free_a), sorted(free_b)
        scores = process.cdist([_mapped_norm(a[i], mapping) for i in ia], [b[j].norm for j in jb], scorer=fuzz.ratio, workers=1)
        cands = sorted(
            ((float(scores[x][y]) / 100.0, ia[x], jb[y]) for x in range(len(ia)) for y in range(len(jb)) if scores[x][y] >= OTHER_LABEL_MIN * 100),
            reverse=True,
        )
        for sim, i, j in cands:
            if i in free_a and j in free_b:
                take(i, [j], "amended", round(sim, 4))
    # 6. removed and added
    for i in sorted(free_a):
        links.append(Link([i], [], "removed", 0.0))
    for j in sorted(free_b):
        links.append(Link([], [j], "added", 0.0))
    return links, mapping


def _mapped_norm(u: Unit, mapping: dict[str, str]) -> str:
    return tx.norm(tx.renumber_refs(u.content, mapping)) if mapping else u.norm


def section_map(a: list[Unit], b: list[Unit], links: list[Link]) -> dict[str, str]:
    """old section number → new one, by majority over the units paired so far (only where it moved)."""
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    for link in links:
        if len(link.old) == 1 and len(link.new) == 1:
            s, t = a[link.old[0]].section, b[link.new[0]].section
            if s and t:
                votes[s][t] += 1
    mapping = {s: c.most_common(1)[0][0] for s, c in votes.items()}
    return {s: t for s, t in mapping.items() if s != t}


def _groups(a: list[Unit], b: list[Unit], free_a: set[int], free_b: set[int], links: list[Link], *, split: bool) -> None:
    """One unit of `a` whose words are the words of two or more consecutive free units of `b`."""
    for i in sorted(free_a):
        whole = a[i].norm
        if not whole:
            continue
        parts = [j for j in sorted(free_b) if b[j].norm and len(b[j].norm) < len(whole)
                 and tx.contained(_body(b[j]), whole) >= PART_MIN]
        best: list[int] = []
        run: list[int] = []
        for j in parts:
            if run and j != run[-1] + 1:
                best = max(best, run, key=len)
                run = []
            run.append(j)
        best = max(best, run, key=len)
        if len(best) < 2:
            continue
        covered = sum(len(_body(b[j])) for j in best) / max(len(tx.norm(a[i].provision.text or a[i].content)), 1)
        if not COVER_RANGE[0] <= covered <= COVER_RANGE[1]:
            continue
        sim = tx.similarity(whole, " ".join(_body(b[j]) for j in best))
        free_a.discard(i)
        for j in best:
            free_b.discard(j)
        if split:
            links.append(Link([i], best, "split", sim))
        else:
            links.append(Link(best, [i], "merged", sim))


def _own(u: Unit) -> str:
    return u.provision.text or u.provision.heading


def _body(u: Unit) -> str:
    """The unit's own words, without its parent's lead-in (which the parts of a split share)."""
    return tx.norm(u.provision.text or u.provision.heading)
