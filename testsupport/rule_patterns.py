"""Every pattern-bearing rule of `reference/rules/*.yaml`, enumerated once for tests and benchmarks.

Used by tests/engine/test_rule_examples.py (each rule carries match / no_match example sentences in
`reference/rules/examples.yaml`) and benchmarks/pattern_report.py (which alternatives fire on how
many labeled documents). A rule is one decision the engine takes with patterns: a topic's `when`, a
macro, a caption, a body rule, a cue list ... Each rule knows how the engine applies it (`matches`)
and its alternatives: the list entries of an `any` list or cue list, or the top-level `|` branches
of a single pattern or macro. Matching follows the engine: lower-cased text, whitespace collapsed,
{MACRO} expanded (except the few lists the engine runs on raw text or on names, marked `raw`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ordinance_review.verdict_rules import RuleSet


def normalize(text: str) -> str:
    """The engine's matching form: lower-cased, whitespace collapsed."""
    return re.sub(r"\s+", " ", text).strip().lower()


def split_top(pattern: str) -> list[str]:
    """The top-level `|` branches of a pattern; a pattern that is one `(?:...)` group is unwrapped first."""
    pattern = pattern.strip()
    inner = _unwrap(pattern)
    if inner is not None:
        pattern = inner
    parts, depth, cls, start, i = [], 0, False, 0, 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if cls:
            cls = ch != "]"
        elif ch == "[":
            cls = True
            if pattern[i + 1:i + 2] == "]" or pattern[i + 1:i + 3] == "^]":
                i += 2 if pattern[i + 1] == "]" else 3
                continue
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    return [p for p in parts if p]


def _unwrap(pattern: str) -> str | None:
    """`(?:a|b)` -> `a|b` when the group spans the whole pattern (no quantifier after it)."""
    if not pattern.startswith("(?:") or not pattern.endswith(")"):
        return None
    depth, cls, i = 0, False, 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if cls:
            cls = ch != "]"
        elif ch == "[":
            cls = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0 and i != len(pattern) - 1:
                return None
        i += 1
    return pattern[3:-1]


@dataclass
class Rule:
    """One pattern-bearing rule: where it lives, how the engine applies it, and its alternatives."""

    section: str  # key of examples.yaml: topics, macros, captions, body, ...
    key: str  # the rule's id, or the list's key
    matches: Callable[[str], bool]  # on normalized text (or raw text when `raw`)
    alternatives: list[str] = field(default_factory=list)  # patterns (unexpanded) each needing a match example
    raw: bool = False  # matched on the original text / on names, not lower-cased

    @property
    def name(self) -> str:
        return f"{self.section}.{self.key}"


def _search(rules: RuleSet, pattern: str) -> Callable[[str], bool]:
    rx = rules.rx(pattern)
    return lambda text: rx.search(text) is not None


def _any(rules: RuleSet, patterns: list[str]) -> Callable[[str], bool]:
    rxs = [rules.rx(p) for p in patterns]
    return lambda text: any(r.search(text) for r in rxs)


def _when(rules: RuleSet, when) -> Callable[[str], bool]:  # noqa: ANN001 - verdict_rules.When
    """The engine's topic test (assess.Engine._matches) with the sentence as body and context."""
    alls = [rules.rx(p) for p in when.all]
    anys = [rules.rx(p) for p in when.any]
    ctx = [rules.rx(p) for p in when.ctx_any]
    nones = [rules.rx(p) for p in [*when.none, *when.ctx_none]]  # an example stands for unit and context

    def test(text: str) -> bool:
        if not all(r.search(text) for r in alls):
            return False
        if anys and not any(r.search(text) for r in anys):
            return False
        if ctx and not any(r.search(text) for r in ctx):
            return False
        return not any(r.search(text) for r in nones)

    return test


def _context_citation(rules: RuleSet, c) -> Callable[[str], bool]:  # noqa: ANN001 - verdict_rules.ContextCitation
    when, unless, also = rules.rx(c.when), rules.rx(c.unless) if c.unless else None, rules.rx(c.also) if c.also else None
    return lambda text: bool(when.search(text) and not (unless and unless.search(text)) and (not also or also.search(text)))


def all_rules(rules: RuleSet) -> list[Rule]:
    """Every pattern-bearing rule of the rule files, in file order."""
    out: list[Rule] = []
    add = out.append
    # topics.yaml
    for name, body in rules.macros.items():
        add(Rule("macros", name, _search(rules, body), split_top(body)))
    for t in rules.topics:
        w = t.when
        alts = [*w.any, *w.ctx_any] or ([] if len(w.all) != 1 else split_top(w.all[0]))
        add(Rule("topics", t.id, _when(rules, w), alts))
        for i, c in enumerate(t.citation_by_context):
            add(Rule("citation_by_context", f"{t.id}.{i}", _context_citation(rules, c), split_top(c.when)))
        if t.model:
            add(Rule("topic_model", t.id, _any(rules, t.model), _list_alts(t.model)))
    add(Rule("water_cues", "water_cues", _any(rules, rules.water_cues), _list_alts(rules.water_cues)))
    for t in rules.not_covered:
        add(Rule("not_covered", t.id, _when(rules, t.when), [*t.when.any]))
    # administration.yaml
    for c in rules.captions:
        add(Rule("captions", c.id, _search(rules, c.pattern), split_top(c.pattern)))
    for b in rules.body_rules:
        add(Rule("body", b.id, _search(rules, b.pattern), split_top(b.pattern)))
    for key in ("substantive_cues", "definition_cues", "defining_leads", "permission_cues", "advisory_cues", "mandatory_cues"):
        patterns = getattr(rules, key)
        add(Rule("cues", key, _any(rules, patterns), _list_alts(patterns)))
    for d in rules.trigger_definitions:
        add(Rule("trigger_definitions", d.id, _search(rules, d.when), split_top(d.when)))
    # exemptions.yaml
    ex = rules.exemptions
    add(Rule("exemptions", "pre2002.note_pattern", _search(rules, ex["pre2002"]["note_pattern"]),
             split_top(ex["pre2002"]["note_pattern"])))
    add(Rule("exemptions", "pre2002.dated_in_text", _search(rules, ex["pre2002"]["dated_in_text"]),
             split_top(ex["pre2002"]["dated_in_text"])))
    from ordinance_review.exemptions import is_unplaced_rule  # noqa: PLC0415 - the engine's own test
    duty = list(ex["pre2002"]["unplaced_rule"]["duty"])
    add(Rule("exemptions", "pre2002.unplaced_rule", lambda text: is_unplaced_rule(rules, text),
             [a for p in duty for a in split_top(p)]))
    for section, keys in {"permit": ("authority", "relief_grant", "codified", "individual", "points_to_codified"),
                          "cropping": ("manure_link", "no_manure", "no_manure_subject"),
                          "outcome": ("existing_cues", "cost_share_cues", "siting_cues", "datcp_citations")}.items():
        for key in keys:
            patterns = list(ex[section][key])
            raw = key in ("individual", "datcp_citations")  # run on the original text / on citations
            add(Rule("exemptions", f"{section}.{key}", _any(rules, patterns), _list_alts(patterns), raw=raw))
    # fallback.yaml
    fb = rules.fallback
    for key in ("operative", "subject", "skip", "adoption", "adds_to", "practice_mandate", "restatement", "obligation"):
        patterns = getattr(fb, key)
        add(Rule("fallback", key, _any(rules, patterns), _list_alts(patterns)))
    for key in ("ban", "cropping", "livestock_link"):
        add(Rule("fallback", key, _search(rules, getattr(fb, key)), split_top(getattr(fb, key))))
    for key in ("zone_parameters", "skip_parameters"):  # run on catalog parameter names
        add(Rule("fallback", key, _search(rules, getattr(fb, key)), split_top(getattr(fb, key)), raw=True))
    for i, d in enumerate(fb.subject_defaults):
        add(Rule("fallback", f"subject_defaults.{i}", _search(rules, d.when), split_top(d.when)))
    return out


def _list_alts(patterns: list[str]) -> list[str]:
    """A one-entry list is judged by its branches; a longer list by its entries."""
    return split_top(patterns[0]) if len(patterns) == 1 else list(patterns)


def branches(rule: Rule) -> list[str]:
    """The finest alternatives of a rule (top-level branches of each alternative), for the benchmark report."""
    return [b for alt in rule.alternatives for b in split_top(alt)]
