"""Every rule pattern carries fresh positive and negative example sentences (issue 14).

The model is reporters-db's regexes.json + check_regexes: reference/rules/examples.yaml gives, for
every pattern-bearing rule of reference/rules/*.yaml, `match` sentences the rule must take and
`no_match` near misses it must not. The build fails for a rule without examples, an example the
rule does not (or wrongly does) take, an alternative no example exercises (a dead alternative),
or an example keyed to no rule. Examples are written for the pattern, never copied from a labeled
ordinance.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest
import yaml

from ordinance_review.verdict_rules import load_rules
from testsupport.rule_patterns import Rule, all_rules, normalize

EXAMPLES = Path(__file__).resolve().parents[2] / "reference" / "rules" / "examples.yaml"


@lru_cache(maxsize=1)
def _examples() -> dict:
    with EXAMPLES.open(encoding="utf-8") as fh:
        return yaml.safe_load(fh) or {}


RULES = all_rules(load_rules())


def _entry(rule: Rule) -> dict:
    return (_examples().get(rule.section) or {}).get(rule.key) or {}


def _form(rule: Rule, text: str) -> str:
    return text if rule.raw else normalize(text)


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_rule_has_examples(rule: Rule) -> None:
    entry = _entry(rule)
    assert entry.get("match"), f"{rule.name}: no match examples in reference/rules/examples.yaml"
    assert entry.get("no_match"), f"{rule.name}: no no_match examples in reference/rules/examples.yaml"


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_match_examples_match(rule: Rule) -> None:
    missed = [s for s in _entry(rule).get("match") or [] if not rule.matches(_form(rule, s))]
    assert not missed, f"{rule.name}: the rule does not take these match examples: {missed}"


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_no_match_examples_do_not_match(rule: Rule) -> None:
    taken = [s for s in _entry(rule).get("no_match") or [] if rule.matches(_form(rule, s))]
    assert not taken, f"{rule.name}: the rule wrongly takes these no_match examples: {taken}"


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_no_dead_alternatives(rule: Rule) -> None:
    rules = load_rules()
    texts = [_form(rule, s) for s in _entry(rule).get("match") or []]
    dead = [alt for alt in rule.alternatives if not any(rules.rx(alt).search(t) for t in texts)]
    assert not dead, f"{rule.name}: alternatives no match example exercises: {dead}"


def test_every_example_is_claimed() -> None:
    known = {(r.section, r.key) for r in RULES}
    orphans = [f"{section}.{key}" for section, entries in _examples().items() for key in (entries or {})
               if (section, key) not in known]
    assert not orphans, f"examples keyed to no rule in reference/rules/*.yaml: {orphans}"


def test_example_entries_are_well_formed() -> None:
    bad = [f"{section}.{key}" for section, entries in _examples().items() for key, entry in (entries or {}).items()
           if not isinstance(entry, dict) or set(entry) - {"match", "no_match"}
           or not all(isinstance(s, str) for s in [*(entry.get("match") or []), *(entry.get("no_match") or [])])]
    assert not bad, f"entries that are not {{match: [str], no_match: [str]}}: {bad}"
