"""The verdict engine's rule data (reference/rules/*.yaml) is complete and agrees with the catalog."""

from __future__ import annotations

import re
from pathlib import Path

from ordinance_review import engine
from ordinance_review.engine.checks import CHECKS
from ordinance_review.engine.figures import Figures
from ordinance_review.standards import load_catalog
from ordinance_review.verdict_rules import literal_filter, load_rules

ENGINE_DIR = Path(engine.__file__).parent
SRC = "\n".join(p.read_text(encoding="utf-8") for p in sorted(ENGINE_DIR.glob("*.py")))


def test_every_check_and_reason_the_engine_uses_exists() -> None:
    rules = load_rules()
    for topic in rules.topics:
        assert not topic.check or topic.check in CHECKS, topic.id
        assert topic.check or topic.reason, f"{topic.id}: a topic without a check needs a reason"
    used = set(re.findall(r"rules\.reason\(\s*\"([a-z_.0-9]+)\"", SRC))
    used |= {f"caption.{c.id}" for c in rules.captions}
    missing = sorted(k for k in used if k not in rules.reasons)
    assert not missing, missing


def test_deciding_citations_are_never_separate_regimes() -> None:
    rules = load_rules()
    cites = [t.citation for t in rules.topics] + [c.citation for t in rules.topics for c in t.citation_by_context]
    cites += [d.citation for d in rules.trigger_definitions]
    assert not [c for c in cites if re.match(r"ATCP 51|NR 243", c)]


def test_every_state_figure_resolves_from_the_catalog() -> None:
    """The catalog is the only home of a state figure: each figure the checks use resolves there."""
    Figures(load_rules(), load_catalog()).check_all()


def test_no_state_figure_or_citation_in_engine_code() -> None:
    """No fallback numbers (`or 24`) and no citations in the engine's Python: both live in reference/."""
    code = re.sub(r'""".*?"""|#[^\n]*', "", SRC, flags=re.S)  # docstrings and comments may name rules
    assert not re.findall(r"\bor [1-9]\d*(?:\.\d+)?\b", code)
    cites = re.findall(r"[\"'](?:NR \d+\.\d+|ATCP \d+\.\d+|NRCS \d{3}|s\. \d+\.\d+)[^\"']*[\"']", code)
    assert not cites, cites


def test_literal_prefilter_never_hides_a_match() -> None:
    """The substring prefilter must be sound: whenever the regex matches, one of its literals is present."""
    rules = load_rules()
    samples = [
        "no person may apply manure within 250 feet of a private well or 1,000 feet of a municipal well.",
        "the operator shall sample each monitoring well quarterly for nitrate-nitrogen.",
        "no liquid manure may be applied to frozen or snow-covered ground between december 1 and march 31.",
        "livestock shall be excluded by fencing from the bed and banks of every navigable stream.",
    ]
    patterns = [p for t in rules.topics for p in (*t.when.all, *t.when.any, *t.when.none)]
    for pattern in patterns:
        lits = literal_filter(rules.expand(pattern))
        for text in samples:
            if rules.rx(pattern).search(text) and lits is not None:
                assert any(x in text for x in lits), pattern


def test_rule_ids_are_unique() -> None:
    """A topic id names one rule: a second entry under the same id would be read after the first and
    never be the one a finding cites, nor the one its examples test."""
    from collections import Counter

    rules = load_rules()
    for name, ids in (
        ("topics", [t.id for t in rules.topics]),
        ("not_covered", [t.id for t in rules.not_covered]),
        ("scope dimensions", [d.id for d in rules.scope]),
        ("trigger definitions", [d.id for d in rules.trigger_definitions]),
    ):
        repeated = [i for i, n in Counter(ids).items() if n > 1]
        assert not repeated, f"{name}: {repeated}"
