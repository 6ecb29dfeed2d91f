"""Links between units: what one provision means depends on another (RUBRIC rule 20).

Why a module of its own: the engine judges each provision alone, but an ordinance speaks across its
units. A term defined wider than the state defines it widens every rule that uses the term, and a rule
that takes its distances from another unit ("within the distances listed in section 38-104(b)")
reaches what those distances reach. Both passes run after every provision has its own finding, and
change a finding only when the link makes the rule reach further than the state rule.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ordinance_review.engine.text import prepare
from ordinance_review.models import ComparedParameter, Finding, Provision
from ordinance_review.segment.history import unit_key

if TYPE_CHECKING:
    from ordinance_review.engine.decide import Engine


def carried_widenings(engine: Engine, provisions: list[Provision], findings: list[Finding]) -> list[Finding]:
    """A restatement that uses a term the ordinance defines wider than the state does reaches what the
    definition added.

    "No direct runoff from a feedlot ..." copies NR 151.08, but where "feedlot" takes in winter grazing
    areas the prohibition reaches them too, so it exceeds; the definition that widened the term keeps
    its own `exceeds` (its exceedance is not the rule's own, RUBRIC rule 7).
    """
    widened = {f.topic: p.label for p, f in zip(provisions, findings, strict=True)
               if f.basis == "trigger_definition" and f.verdict == "exceeds"}
    uses = [w for w in engine.rules.widening_definitions if w.id in widened and w.feeds_topics and w.reason_use]
    if not uses:
        return findings
    out = []
    for p, f in zip(provisions, findings, strict=True):
        if f.verdict == "consistent" and f.basis == "topic":
            t = prepare(p)
            for w in uses:
                if f.topic in w.feeds_topics and engine.rules.rx(w.term).search(t.body):
                    reason = w.reason_use.format(label=widened[w.id], state=", ".join(f.standards) or w.citation)
                    f = f.model_copy(update={
                        "verdict": "exceeds", "reason": reason,
                        "standards": [*f.standards, *([w.citation] if w.citation not in f.standards else [])],
                        "parameters": [*f.parameters, ComparedParameter(
                            name="defined term", local_value=f"as widened in {widened[w.id]}",
                            state_value=f"as defined in {w.citation}", unit="")],
                    })
                    break
        out.append(f)
    return out


def referenced_figures(engine: Engine, provisions: list[Provision], findings: list[Finding]) -> list[Finding]:
    """A rule with no figures of its own that takes them from another unit is compared with them.

    "No unconfined manure pile shall be located within the distances listed in section 38-104(b)"
    restates NR 151.08 in words, but reaches whatever 38-104(b) lists. The rule is judged again with
    the named unit's text read into it; the new finding stands only when it exceeds on the same subject
    (or where the rule alone found no standard), and its reason names the unit it read.
    """
    ref_rule = engine.rules.figure_reference
    if ref_rule is None:
        return findings
    pattern = engine.rules.rx(ref_rule.pattern)
    keys = [unit_key(p.label) for p in provisions]
    out = []
    for i, (p, f) in enumerate(zip(provisions, findings, strict=True)):
        # a restatement of a state rule, or a rule no topic placed; never a relief, a permit or a notice
        # that names the unit it relaxes ("an emergency application during the period in subsection (a)")
        if (f.verdict == "consistent" and f.basis == "topic") or (f.verdict == "not_covered" and f.basis == "unplaced"):
            t = prepare(p)
            m = pattern.search(t.body)
            if m is not None and not any(q.feet is not None for q in t.measures):
                named = _referenced(m.group("ref"), keys[i], keys)
                if named and i not in named:
                    text = " ".join([p.text, *(provisions[j].text for j in named)])
                    again = engine.assess_one(p.model_copy(update={"text": text}))
                    if again.verdict == "exceeds" and (f.verdict == "not_covered" or again.topic == f.topic):
                        label = provisions[named[0]].label
                        f = again.model_copy(update={
                            "reason": engine.rules.reason("link.figures", label=label, reason=again.reason),
                        })
        out.append(f)
    return out


_SECTION_WORDS = re.compile(r"^(?:section|sec\.|s\.|§|subsection|sub\.|par\.|paragraph)\s*", re.I)


def _referenced(ref: str, own: str, keys: list[str]) -> list[int]:
    """Indexes of the provisions a reference names: "section 38-104(b)" is that unit and its children;
    "sub. (2)" is the sibling (2) of the unit that refers, looked up from the nearest level out."""
    key = unit_key(_SECTION_WORDS.sub("", ref.strip()))
    if not key:
        return []
    if not key.startswith("("):
        return [j for j, k in enumerate(keys) if k == key or (k.startswith(key) and not k[len(key)].isalnum())]
    levels = [m.start() for m in re.finditer(r"\(", own)]
    for cut in reversed(levels):
        want = own[:cut] + key
        found = [j for j, k in enumerate(keys) if k == want or (k.startswith(want) and not k[len(want)].isalnum())]
        if found:
            return found
    return []
