"""The literal index that lets the engine run only the rule patterns a text can match (issue 19).

It must never hide a match: whenever a pattern matches a text, the text holds the literals of its
condition; and `any_of` answers exactly what one combined alternation of the list would.
"""

from __future__ import annotations

import re

from ordinance_review.verdict_rules import (
    LiteralIndex,
    _possible,
    _simplify,
    literal_alternatives,
    load_rules,
)

SAMPLES = [
    "no person may apply manure within 250 feet of a private well or 1,000 feet of a municipal well.",
    "the operator shall sample each monitoring well quarterly for nitrate-nitrogen.",
    "no liquid manure may be applied to frozen or snow-covered ground between december 1 and march 31.",
    "livestock shall be excluded by fencing from the bed and banks of every navigable stream.",
    "manure shall never be spread on land within 100 feet of a sinkhole; spreading is unlawful there.",
    "a manure storage facility shall be designed to store 180 days of manure and wastewater.",
    "any person who violates this ordinance shall be subject to a forfeiture of not less than $50.",
    "the application shall include a nutrient management plan prepared by a qualified planner.",
    "odor from a livestock facility shall not cause a nuisance between the hours of 10 p.m. and 6 a.m.",
    '"animal unit" means the unit of measure in s. nr 243.05.',
    "the zoning administrator may impose conditions on a conditional use permit.",
    "soil loss shall not exceed t on cropland fields receiving manure.",
]


def _texts(rules) -> list[str]:  # noqa: ANN001 - RuleSet
    out = list(SAMPLES)
    for group in (rules.receptors, [rules.depth_prong], rules.widening_definitions, rules.scope):
        for item in group:
            out += [x.lower() for x in (*item.examples.match, *item.examples.no_match)]
    return out


def test_a_condition_never_hides_a_match() -> None:
    rules = load_rules()
    texts = _texts(rules)
    present = {t: rules.present(t) for t in texts}
    for pattern, rx in rules._compiled.items():  # noqa: SLF001 - every pattern of the rule data
        cond = rules.condition(pattern)
        for text in texts:
            if rx.search(text):
                assert cond is None or _possible(cond, present[text]), (pattern, text)


def test_present_is_exactly_the_literals_in_the_text() -> None:
    rules = load_rules()
    index = rules.literal_index()
    for text in _texts(rules):
        want = sum(bit for lit, bit in index.bits.items() if lit in text)
        assert index.present(text) == want, text


def test_overlapping_and_nested_pieces_are_all_found() -> None:
    index = LiteralIndex({"manure", "manur", "nure", "ure s", "storage", "of the"})
    assert set(index.bits) == {"manure", "manur", "nure", "ure", "storage", "the"}
    found = {piece for piece, bit in index.bits.items() if index.present("liquid manure storage") & bit}
    assert found == {"manure", "manur", "nure", "ure", "storage"}
    assert index.present("no match here") == 0


def test_any_of_agrees_with_one_combined_alternation() -> None:
    rules = load_rules()
    texts = _texts(rules)
    lists = [rules.water_cues, rules.fallback.operative, rules.substantive_cues, rules.definition_cues]
    lists += [t.when.any for t in rules.topics if t.when.any] + [t.when.none for t in rules.topics if t.when.none]
    for patterns in lists:
        combined = re.compile("|".join(f"(?:{rules.expand(p)})" for p in patterns))
        for text in texts:
            assert rules.any_of(patterns, text) == bool(combined.search(text)), (patterns[:2], text)


def test_conditions_are_conjunctions_per_branch() -> None:
    alts = literal_alternatives(r"no person may (?:spread|apply) manure|unlawful to store")
    assert (frozenset({"no person may "}), frozenset({"spread", "apply"}), frozenset({" manure"})) in alts
    assert (frozenset({"unlawful to store"}),) in alts
    assert literal_alternatives(r"(?i)manure") == [()]  # case-insensitive: no condition
    assert literal_alternatives(r"manure|\d+ft") == [()]  # a branch without a literal worth indexing: none


def test_simplify_keeps_one_of_two_equivalent_alternatives() -> None:
    x, xy = frozenset({"xxx"}), frozenset({"xxx", "yyy"})
    # ({x}, {x, y}) and ({x}) imply each other: exactly one must stay, or the condition is lost
    assert len(_simplify([(x, xy), (x,), (frozenset({"zzz"}), frozenset({"www"}))])) == 2


def test_a_whole_document_is_not_scanned_but_answers_the_same() -> None:
    """Texts longer than a provision (the exemptions stage reads the whole document) skip the index."""
    rules = load_rules()
    long_text = " ".join(SAMPLES) * 40
    assert len(long_text) > 20_000 and rules.present(long_text) == -1
    for patterns in (rules.water_cues, rules.fallback.operative, rules.exemptions["outcome"]["siting_cues"]):
        combined = re.compile("|".join(f"(?:{rules.expand(p)})" for p in patterns))
        assert rules.any_of(patterns, long_text) == bool(combined.search(long_text))
        assert rules.any_of(patterns, "x" * 30_000) == bool(combined.search("x" * 30_000))
