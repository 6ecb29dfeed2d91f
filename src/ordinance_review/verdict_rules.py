"""Load the verdict engine's rule data (`reference/rules/*.yaml`), validated at load time.

Why a module of its own: the law the engine applies (topic lexicon, state figures, exemption
wording, reason templates) is data that reviewers can correct without touching code, so it is
read and checked in one place. Regexes are compiled once; a bad pattern fails at load time with
the file and entry named, not in the middle of a review.
"""

from __future__ import annotations

import re
import re._constants as _c
import re._parser as _p
from functools import lru_cache
from typing import Any, Literal, TypeAlias

import yaml
from pydantic import BaseModel, ConfigDict, Field

from ordinance_review.config import reference_path

RULE_FILES = (
    "rules/topics.yaml",
    "rules/figures.yaml",
    "rules/administration.yaml",
    "rules/exemptions.yaml",
    "rules/reasons.yaml",
    "rules/fallback.yaml",
    "rules/receptors.yaml",
    "rules/verdicts.yaml",
    "rules/scope.yaml",
    "rules/bedrock_tiers.yaml",
    "rules/calibration.yaml",
)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Figure(_Model):
    """Which catalog parameter a check compares with; the value itself lives only in the catalog."""

    citation: str
    catalog: str
    parameter: str
    unit: str = ""
    stricter_if: Literal["lower", "higher", "present"] = "present"
    confirmed: bool = True
    plausible: tuple[float, float] | None = None
    context_only: bool = False
    # the state trigger is strictly beyond the figure ("more than 20%"): a local trigger that includes
    # the figure itself ("20% or more") reaches one more case, so it is stricter at the same number
    state_exclusive: bool = False
    source: str


class PatternExamples(_Model):
    match: list[str] = Field(default_factory=list)
    no_match: list[str] = Field(default_factory=list)


class Receptor(_Model):
    """A kind of thing a distance is measured from (`reference/rules/receptors.yaml`)."""

    kind: str
    pattern: str
    reach: int = 60
    examples: PatternExamples


class DepthProng(_Model):
    """The shallow-soil prong of the state's groundwater-susceptible sites (`receptors.yaml` depth_prong)."""

    pattern: str
    figure: str
    examples: PatternExamples


class WideningDefinition(_Model):
    """A state-defined term whose local definition takes in what the state leaves out (RUBRIC rule 7)."""

    id: str
    term: str
    widens: str
    unless: str = ""
    citation: str
    reason: str
    examples: PatternExamples


class LocalZone(_Model):
    """How a zone the ordinance defines for itself is found, and which state rules it can widen."""

    term: str
    feeds_topics: list[str]
    reason_use: str
    # a rule judged broader only because it reaches every lot "in the <zone>", where the zone is drawn no
    # wider than the state's: the reason it was given, and the reason it gets instead
    broader_reasons: list[str] = Field(default_factory=list)
    reason_narrow: str = ""
    # a zone drawn with the state's distances but measured from a line farther out (a floodplain's or a wetland's
    # landward edge, "whichever is greater"): the reason a rule that applies within it gets
    reason_measured: str = ""
    # a zone a unit establishes ("There is hereby established a Karst Protection Overlay District, consisting of"),
    # in group "est"; what marks a zone drawn by features the WQMA does not use; the state's own zone named in a
    # rule (which then needs no local zone); and the reason a rule within such a zone gets
    established: str = ""
    other_features: str = ""
    state_zone: str = "water quality management area|wqma"
    reason_other: str = ""
    established_examples: PatternExamples | None = None
    other_features_examples: PatternExamples | None = None
    state_zone_examples: PatternExamples | None = None
    # a zone measured from a point farther out than the state's ("from the upland edge of the wetland, whichever
    # lies farther from the water") is wider whatever its distances
    measured_wider: str = ""
    # zones a table sets out row by row ("Zone 1 | less than 3 feet | less than 2 feet"; or a "Tier" column over rows
    # "A", "B"), which the rules then name by number or letter ("on land in Zone 1"): a named row (group `name`),
    # a column header naming the kind of zone (group `kind`) and a bare row under it (group `id`)
    table_zone_row: str = ""
    table_zone_header: str = ""
    table_zone_bare_row: str = ""
    table_zone_row_examples: PatternExamples | None = None
    table_zone_header_examples: PatternExamples | None = None
    table_zone_bare_row_examples: PatternExamples | None = None
    # a state zone's name the ordinance qualifies as its own ("the county water quality management area"): a zone of
    # its own, whose rules reach what it draws, not the state's zone redefined
    local_qualifier: str = ""
    local_qualifier_examples: PatternExamples | None = None
    # a state zone drawn on a map the rules then name by the map ("The area shown on Map 1 is the water quality
    # management area ..."; a rule "within the area shown on Map 1"): the map (group `map`), in the definition and in
    # a rule
    map_area: str = ""
    map_area_examples: PatternExamples | None = None
    examples: PatternExamples


class DefinedContext(_Model):
    """A term the ordinance defines by a state-defined area carries that area wherever it is used."""

    term: str  # the defined term, in group "name"
    carries: str  # what the definition must name for the term to carry it
    marker: str  # the words read into the context of a rule that uses the term
    examples: PatternExamples


class DefinedAlias(_Model):
    """A short name the ordinance defines together with a full term ('"Animal waste storage facility" or
    "facility" means ...'): rules that use the short name are read with the full term."""

    pattern: str  # the two quoted names, in groups "a" and "b"
    full: str  # what the longer name must be for the pair to count
    examples: PatternExamples


class PatternRule(_Model):
    """One pattern with the example phrases written for it (tested both ways)."""

    pattern: str
    examples: PatternExamples


class ExceptionWithdrawn(PatternRule):
    """A unit naming another that copies a state exception, and taking some facilities out of it."""

    topics: list[str]


class ReachExtended(PatternRule):
    """A unit that applies another unit's rule (or a state rule) to more than it reached (RUBRIC rule 4(b))."""

    # the units or state rule named before the extension ("Subsections (2) to (4)", "the limits of par. (d)")
    ref: str
    ref_examples: PatternExamples
    # what it is extended to that no livestock water rule governs (septage, biosolids): no stricter livestock rule
    other_wastes: str
    other_wastes_examples: PatternExamples


class ScopeParameter(_Model):
    name: str
    local: str
    state: str


class Dimension(_Model):
    """One way a local rule can reach further than the state rule it restates (`rules/scope.yaml`)."""

    id: str
    topics: list[str] = Field(default_factory=list)  # topic ids, or "*" for every topic
    exception: bool = False  # applies to every topic that keeps a state exception
    pattern: str
    unless: str = ""
    reason: str
    citation: str = ""  # the rule the widening is measured against, when not the topic's own
    parameter: ScopeParameter
    examples: PatternExamples

    def applies_to(self, topic: Topic) -> bool:
        return "*" in self.topics or topic.id in self.topics or (self.exception and bool(topic.exception))


class When(_Model):
    all: list[str] = Field(default_factory=list)
    any: list[str] = Field(default_factory=list)
    none: list[str] = Field(default_factory=list)
    ctx_any: list[str] = Field(default_factory=list)
    ctx_none: list[str] = Field(default_factory=list)  # none of these in the unit, its heading or lead-ins


class ContextCitation(_Model):
    when: str
    unless: str = ""
    also: str = ""
    citation: str
    related: list[str] | None = None  # the related standards in that context (None: the topic's)


class Topic(_Model):
    id: str
    when: When
    citation: str = ""
    citation_by_context: list[ContextCitation] = Field(default_factory=list)
    related: list[str] = Field(default_factory=list)
    # other citations a check may decide on, by role ("planner": the qualified-planner rule ...)
    alt_citations: dict[str, str] = Field(default_factory=dict)
    # a scope ("Applicability") clause can carry this topic on the merits (existing-operation terms ...)
    in_scope_clause: bool = False
    check: str = ""
    figure: str = ""
    near: str = ""  # for the generic `figure` check: words the compared local figure stands beside
    exception: str = ""
    # for a relief topic: the elements of the state relief it may track (NR 151.097 for variances); a
    # clause that names one of them follows the state model (RUBRIC rule 18)
    model: list[str] = Field(default_factory=list)
    verdict: Literal["exceeds", "consistent", "not_covered"] = "consistent"
    rule: str = ""
    reason: str = ""
    # a figure that is often one part of a unit with others (a cost-share share in an upgrade mandate, a
    # well row in a setback table): it decides the unit when it is stricter; otherwise the topics after it
    # are tried first, and it decides only if none of them does (RUBRIC rule 23: the strictest part)
    decides_if_stricter: bool = False


class NotCoveredTopic(_Model):
    id: str
    when: When
    reason: str
    note_siting: str = ""
    early: bool = False  # tried before the topic lexicon whatever the wording


class Caption(_Model):
    id: str
    pattern: str
    # a caption is a strong prior, not proof: unless `always`, a body that states a substantive rule on a
    # regulated subject ("APPLICATION OF MANURE. No person may ...") is judged on that rule
    always: bool = False


class BodyRule(_Model):
    id: str
    pattern: str
    reason: str
    threshold_note: bool = False
    siting_fee: bool = False


class TriggerDefinition(_Model):
    id: str
    when: str
    unit: str
    figure: str
    figure_lake: str = ""
    citation: str
    name: str
    reason_exceeds: str
    # RUBRIC rule 7: a definition that only feeds a local rule which itself exceeds stays not_covered;
    # the topics of such rules (when one of them exceeds in the same ordinance, this definition yields)
    feeds_topics: list[str] = Field(default_factory=list)
    # ... and only when no rule on those topics restates the state's (then the moved trigger is what widens it)
    only_fed: bool = False
    reason_fed: str = ""
    reason_linked: str = ""  # (RUBRIC rule 20) read with a linked rule that comes out no stricter
    # (RUBRIC rules 7 and 20) an entry of a definitions list whose linked rule comes out no stricter
    reason_listed_linked: str = ""
    # the defined term is a zone: compare it prong by prong with the state's (receptors.yaml wqma_prongs)
    prongs: bool = False
    reason_prong: str = ""
    # wording that reaches any amount at all ("by any increase in its storage capacity"): a threshold of
    # nothing, the lowest there is
    any_amount: str = ""
    reason_any: str = ""
    # the same, for a term the definition deems the state's ("A stack is an unconfined manure pile ...") and defined
    # in the sentence before, whatever its size
    any_amount_deemed: str = ""
    any_amount_deemed_examples: PatternExamples | None = None
    # a zone defined as the state's own plus land of the ordinance's choosing ("... means the area described in s. NR
    # 151.015(24) and in addition all land within Zone A and Zone B"): wider whatever the added land is; or a trigger
    # given a case the state's definition does not list ("converting a facility to hold digestate ... is a
    # substantial alteration")
    added_area: str = ""
    reason_added: str = ""
    added_area_examples: PatternExamples | None = None


class SubjectDefault(_Model):
    when: str
    citation: str


class FallbackRules(_Model):
    """The general fallback for substantive provisions no topic recognises (reference/rules/fallback.yaml)."""

    min_score: float = 20.0
    operative: list[str]
    subject: list[str]
    skip: list[str] = Field(default_factory=list)
    adoption: list[str]
    adds_to: list[str] = Field(default_factory=list)  # "in addition to meeting NRCS 634": no adoption as written
    # practices the state asks of an operation only when they are cost-shared: a duty to carry one out is added
    cost_share_only: list[str] = Field(default_factory=list)
    practice_mandate: list[str] = Field(default_factory=list)  # wording that orders a practice done, not how
    adoption_default: str = "NR 151.02 to 151.08"
    ban: str
    restatement: list[str] = Field(default_factory=list)
    obligation: list[str]
    exclude_topics: list[str] = Field(default_factory=list)
    zone_parameters: str = ""
    cropping: str = ""
    skip_parameters: str = ""
    livestock_link: str = ""
    skip_units: list[str] = Field(default_factory=list)
    subject_defaults: list[SubjectDefault] = Field(default_factory=list)


class TopicsFile(_Model):
    macros: dict[str, str]
    topics: list[Topic]
    water_cues: list[str]
    not_covered: list[NotCoveredTopic]


class AdministrationFile(_Model):
    captions: list[Caption]
    body: list[BodyRule]
    substantive_cues: list[str]
    definition_cues: list[str]
    defining_leads: list[str] = []
    permission_cues: list[str] = []
    trigger_definitions: list[TriggerDefinition]
    inclusive_bound: PatternRule
    upper_bound: PatternRule | None = None
    extension_denied: PatternRule | None = None
    wpdes_reference: PatternRule | None = None
    reaches_unpermitted: PatternRule | None = None
    slope_condition_dropped: PatternRule | None = None
    defers_to_standard: PatternRule | None = None
    plan_procedure: PatternRule | None = None
    application_contents: PatternRule | None = None
    alternatives_refused: PatternRule | None = None
    figure_reference: PatternRule | None = None
    completes_reference: PatternRule | None = None
    exception_withdrawn: ExceptionWithdrawn | None = None
    cost_share_foreclosed: PatternRule | None = None
    access_cover_disregarded: PatternRule | None = None
    runoff_mandate: PatternRule | None = None
    lot_siting: PatternRule | None = None
    lesser_alternative: PatternRule | None = None
    reach_extended: ReachExtended | None = None
    local_zone: LocalZone | None = None
    defined_context: DefinedContext | None = None
    defined_alias: DefinedAlias | None = None
    # a term the ordinance deems a state term "for purposes of" a state rule ("A stack is an unconfined manure pile for
    # purposes of NR 151.08"): rules that use it are read with the state term (groups "short" and "full")
    deemed_alias: PatternRule | None = None
    widening_definitions: list[WideningDefinition] = Field(default_factory=list)
    advisory_cues: list[str] = Field(default_factory=list)
    mandatory_cues: list[str] = Field(default_factory=list)


def _required_literals(items) -> frozenset[str] | None:  # noqa: ANN001 - sre_parse SubPattern
    """Strings one of which must occur in any text the parsed pattern matches (None: no such set).

    Why: the lexicon has a few hundred patterns and most provisions match none of them; a plain
    substring test (`in`, done in C) rules a pattern out before the regex engine runs, which keeps a
    300-provision review well under the 0.3 s budget. Only sound simplifications are made: runs of
    literal characters, groups and repeats of at least one, and alternations whose every branch has
    a required literal.
    """
    best: frozenset[str] | None = None

    def consider(cand: frozenset[str] | None) -> None:
        nonlocal best
        if cand and min(len(c) for c in cand) >= 2 and (best is None or min(len(c) for c in cand) > min(len(c) for c in best)):
            best = cand

    run = ""
    for op, av in items:
        if op is _c.LITERAL:
            run += chr(av)
            continue
        if op is _c.AT:  # \b, ^, $: zero-width, the run of literals stays contiguous
            continue
        consider(frozenset([run]) if run else None)
        run = ""
        if op is _c.SUBPATTERN:
            consider(_required_literals(av[-1]))
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and av[0] >= 1:
            consider(_required_literals(av[2]))
        elif op is _c.BRANCH:
            sets = [_required_literals(b) for b in av[1]]
            if all(sets):
                consider(frozenset().union(*sets))  # type: ignore[arg-type]
    consider(frozenset([run]) if run else None)
    return best


def literal_filter(pattern: str) -> frozenset[str] | None:
    try:
        return _required_literals(_p.parse(pattern))
    except Exception:  # noqa: BLE001 - a pattern the simplifier does not understand just gets no prefilter
        return None


_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)
_MAX_ALTERNATIVES = 32

# A literal condition in disjunctive form: alternatives, each a tuple of clauses (sets of strings);
# a text the pattern matches meets every clause (holds one of its strings) of at least one alternative.
# [()] (an alternative without clauses): no condition.
_Alternatives: TypeAlias = list[tuple[frozenset[str], ...]]
# the same as bit masks of a `LiteralIndex`: (gate, alternatives of masks); () alternatives: the gate alone
_Condition: TypeAlias = tuple[int, tuple[tuple[int, ...], ...]]


def _useful(literal: str) -> bool:
    """A literal worth indexing: one with a run of 3 word characters (not "on", "er", ".", "of ")."""
    return bool(_pieces(literal))


def _collapse(alts: _Alternatives) -> tuple[frozenset[str], ...]:
    """One conjunction implied by the disjunction: the best clause of every alternative, joined."""
    if any(not a for a in alts):
        return ()
    best = [max(a, key=lambda c: (min(max(map(len, _pieces(x))) for x in c), -len(c))) for a in alts]
    return (frozenset().union(*best),)


def _simplify(alts: _Alternatives) -> _Alternatives:
    """The same condition with fewer alternatives: alternatives of one clause join into one clause
    ("manure" or "waste" is one clause), and an alternative that implies another is dropped (each
    clause of the other holds a clause of it)."""
    alts = [tuple(dict.fromkeys(a)) for a in dict.fromkeys(alts)]
    if any(not a for a in alts):
        return [()]
    single = [a[0] for a in alts if len(a) == 1]
    if len(single) > 1:
        alts = [(frozenset().union(*single),), *[a for a in alts if len(a) > 1]]
    dropped: set[int] = set()
    for i, a in enumerate(alts):
        if any(j != i and j not in dropped and all(any(cb <= ca for cb in a) for ca in b) for j, b in enumerate(alts)):
            dropped.add(i)  # `a` implies `b`, which stays
    return [a for i, a in enumerate(alts) if i not in dropped]


def _and(left: _Alternatives, right: _Alternatives) -> _Alternatives:
    if right == [()]:
        return left
    if len(left) * len(right) > _MAX_ALTERNATIVES:
        right = [_collapse(right)]
        if len(left) > _MAX_ALTERNATIVES:
            left = [_collapse(left)]
    return _simplify([a + b for a in left for b in right])


def _literal_alternatives(items) -> _Alternatives:  # noqa: ANN001 - sre_parse SubPattern
    """The literal condition every match of a parsed pattern meets (see `_Alternatives`).

    So "no person may spread manure" needs "no person may spread " and "manure", and each branch of
    an alternation keeps its own conjunction. Only sound steps: runs of literal characters, groups,
    assertions that must hold, repeats of at least one, alternations (a branch without literals
    drops the whole condition). Case-insensitive groups give nothing. Too many alternatives are
    collapsed into one conjunction (their best clauses joined), which is weaker but still sound.
    """
    alts: _Alternatives = [()]
    run = ""
    for op, av in items:
        if op is _c.LITERAL:
            run += chr(av)
            continue
        if op is _c.AT:  # \b, ^, $: zero-width, the run of literals stays contiguous
            continue
        if run and _useful(run):
            alts = _and(alts, [(frozenset([run]),)])
        run = ""
        if op is _c.SUBPATTERN:
            if not av[1] & re.IGNORECASE:
                alts = _and(alts, _literal_alternatives(av[-1]))
        elif op in _REPEATS and av[0] >= 1:
            alts = _and(alts, _literal_alternatives(av[2]))
        elif op is _c.ATOMIC_GROUP:
            alts = _and(alts, _literal_alternatives(av))
        elif op is _c.ASSERT:
            alts = _and(alts, _literal_alternatives(av[1]))
        elif op is _c.BRANCH:
            either = [a for b in av[1] for a in _literal_alternatives(b)]
            if all(either):
                alts = _and(alts, _simplify(either))
    if run and _useful(run):
        alts = _and(alts, [(frozenset([run]),)])
    return [tuple(dict.fromkeys(a)) for a in dict.fromkeys(alts)]


@lru_cache(maxsize=4096)
def _parsed(pattern: str) -> _p.SubPattern | None:
    try:
        return _p.parse(pattern)
    except Exception:  # noqa: BLE001 - a pattern the simplifier does not understand just gets no prefilter
        return None


@lru_cache(maxsize=4096)
def literal_alternatives(pattern: str) -> _Alternatives:
    """The literal condition of a pattern (`_Alternatives`; [()] when none can be drawn, or it ignores case)."""
    parsed = _parsed(pattern)
    if parsed is None:
        return [()]
    if parsed.state.flags & re.IGNORECASE:
        return [()]
    alts = _literal_alternatives(parsed)
    return [()] if any(not a for a in alts) else alts


def _has_groupref(items) -> bool:  # noqa: ANN001 - sre_parse SubPattern
    """Does a parsed pattern refer back to a group (its meaning then depends on group numbering)?"""
    for op, av in items:
        if op in (_c.GROUPREF, _c.GROUPREF_EXISTS):
            return True
        subs = av if isinstance(av, (tuple, list)) else ()
        for sub in subs:
            if isinstance(sub, _p.SubPattern) and _has_groupref(sub):
                return True
            if isinstance(sub, list) and any(isinstance(b, _p.SubPattern) and _has_groupref(b) for b in sub):
                return True
        if isinstance(av, _p.SubPattern) and _has_groupref(av):
            return True
    return False


_WORD_RUN = re.compile(r"\w+")
_LONG_TEXT = 20_000  # longer texts (a whole document) are not scanned for literals: all may match
_MIN_PIECE = 3


def _pieces(literal: str) -> list[str]:
    """The runs of word characters in a literal worth indexing ("shall be subject to" -> shall, subject)."""
    return [r for r in _WORD_RUN.findall(literal) if len(r) >= _MIN_PIECE]


class LiteralIndex:
    """The literals the rule patterns need, looked up per word of a text.

    Why: the lexicon has about a thousand patterns and a provision matches few of them. Each
    literal is indexed by its runs of word characters ("pieces"): a piece lies inside one word of
    any text holding the literal, so which pieces a text holds is the union over its distinct words,
    and a word's pieces (one trie scan of the word) are remembered for every later text. Each
    pattern has its clauses as bit masks of pieces, so "can this pattern match here?" is a few
    integer ANDs, and only the patterns that pass run the regex engine.
    """

    def __init__(self, literals: set[str]) -> None:
        ordered = sorted({p for lit in literals for p in _pieces(lit)})
        self.bits = {piece: 1 << i for i, piece in enumerate(ordered)}
        # the scan finds the longest piece at each position; every piece that is a prefix of it is there too
        self.closure = {p: sum(self.bits[p[:k]] for k in range(1, len(p) + 1) if p[:k] in self.bits) for p in ordered}
        self.scan = re.compile(f"(?=({_trie(ordered)}))") if ordered else None
        self._words: dict[str, int] = {}

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_words": {}}

    def present(self, text: str) -> int:
        """The pieces `text` holds, as a bit mask."""
        mask = 0
        words = self._words
        for word in set(_WORD_RUN.findall(text)):
            m = words.get(word)
            if m is None:
                m = 0
                if self.scan is not None and len(word) >= _MIN_PIECE:
                    for piece in set(self.scan.findall(word)):
                        m |= self.closure[piece]
                if len(words) >= 200_000:
                    words.clear()
                words[word] = m
            mask |= m
        return mask

    def condition(self, alts: _Alternatives) -> _Condition | None:
        """`alts` as bit masks: (gate, alternatives); None when it filters nothing.

        A literal stands for its pieces: a clause of one literal needs all of them, a clause of
        several needs the longest piece of one of them. A clause with a literal without an indexed
        piece is dropped (it filters nothing). The gate joins one mask of each alternative: a text
        that misses it is out in one test.
        """
        out = []
        for alt in alts:
            masks: set[int] = set()
            for clause in alt:
                if len(clause) == 1:
                    masks.update(self.bits[p] for p in _pieces(next(iter(clause))) if p in self.bits)
                    continue
                chosen = [max(_pieces(lit), key=len, default="") for lit in clause]
                if all(p in self.bits for p in chosen):
                    masks.add(sum({self.bits[p] for p in chosen}))
            if not masks:
                return None
            out.append(tuple(sorted(masks, key=lambda m: (m.bit_count(), m))))
        gate = 0
        for alt in out:
            gate |= alt[0]
        if len(out) == 1 and len(out[0]) == 1:
            return gate, ()  # the gate is the whole condition
        return gate, tuple(out)


def _possible(cond: _Condition, present: int) -> bool:
    """Can a text holding the literals `present` meet the condition?"""
    gate, alts = cond
    if not gate & present:
        return False
    if not alts:
        return True
    for alt in alts:
        for m in alt:
            if not m & present:
                break
        else:
            return True
    return False


def _trie(words: list[str]) -> str:
    """A regex matching the longest of `words` that starts where it is tried."""
    root: dict[str, dict] = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def rx(node: dict[str, dict]) -> str:
        alts = [re.escape(ch) + rx(sub) for ch, sub in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        if "" in node:  # a word ends here: greedy, so a longer word is preferred
            return f"(?:{body})?"
        return body

    return rx(root)


# how `any_of` tries a list: each pattern with its literal masks, or one combined regex (back-references)
_Plan: TypeAlias = "tuple[int, tuple[tuple[_Condition | None, re.Pattern[str]], ...]] | re.Pattern[str]"


class RuleSet:
    """All rule data with compiled patterns; build with :func:`load_rules`."""

    def __init__(self, raw: dict[str, Any]) -> None:
        topics = TopicsFile.model_validate(raw["rules/topics.yaml"])
        self.macros = topics.macros
        self.topics = topics.topics
        self.not_covered = topics.not_covered
        self.water_cues = topics.water_cues
        self.reasons: dict[str, str] = raw["rules/reasons.yaml"]["reasons"]
        self.figures = {k: Figure.model_validate(v) for k, v in raw["rules/figures.yaml"]["figures"].items()}
        admin = AdministrationFile.model_validate(raw["rules/administration.yaml"])
        self.captions = admin.captions
        self.body_rules = admin.body
        self.substantive_cues = admin.substantive_cues
        self.definition_cues = admin.definition_cues
        self.defining_leads = admin.defining_leads
        self.permission_cues = admin.permission_cues
        self.trigger_definitions = admin.trigger_definitions
        self.inclusive_bound = admin.inclusive_bound
        self.upper_bound = admin.upper_bound
        self.lesser_alternative = admin.lesser_alternative
        self.extension_denied = admin.extension_denied
        self.wpdes_reference = admin.wpdes_reference
        self.reaches_unpermitted = admin.reaches_unpermitted
        self.slope_condition_dropped = admin.slope_condition_dropped
        self.defers_to_standard = admin.defers_to_standard
        self.plan_procedure = admin.plan_procedure
        self.application_contents = admin.application_contents
        self.alternatives_refused = admin.alternatives_refused
        self.figure_reference = admin.figure_reference
        self.completes_reference = admin.completes_reference
        self.exception_withdrawn = admin.exception_withdrawn
        self.cost_share_foreclosed = admin.cost_share_foreclosed
        self.access_cover_disregarded = admin.access_cover_disregarded
        self.runoff_mandate = admin.runoff_mandate
        self.lot_siting = admin.lot_siting
        self.reach_extended = admin.reach_extended
        self.local_zone = admin.local_zone
        self.defined_context = admin.defined_context
        self.defined_alias = admin.defined_alias
        self.deemed_alias = admin.deemed_alias
        self.widening_definitions = admin.widening_definitions
        self.advisory_cues = admin.advisory_cues
        self.mandatory_cues = admin.mandatory_cues
        self.exemptions: dict[str, Any] = raw["rules/exemptions.yaml"]
        self.fallback = FallbackRules.model_validate(raw["rules/fallback.yaml"])
        verdicts = raw["rules/verdicts.yaml"]
        self.default_rules: dict[str, str] = verdicts["default_rules"]
        self.notes: dict[str, str] = verdicts["notes"]
        self.calibration: dict[str, Any] = verdicts["calibration"]
        self.receptors = [Receptor.model_validate(r) for r in raw["rules/receptors.yaml"]["receptors"]]
        rec = raw["rules/receptors.yaml"]
        self.wqma_prongs: dict[str, str] = dict(rec["wqma_prongs"])
        self.slope_words: dict[str, str] = dict(rec["slope_words"])
        self.row_slope_words: dict[str, PatternRule] = {k: PatternRule(**v) for k, v in rec.get("row_slope_words", {}).items()}
        self.marker_only = PatternRule.model_validate(rec["marker_only"]) if "marker_only" in rec else None
        self.non_water_mark = PatternRule.model_validate(rec["non_water_mark"]) if "non_water_mark" in rec else None
        self.depth_prong = DepthProng.model_validate(rec["depth_prong"])
        self.scope = tuple(Dimension.model_validate(d) for d in raw["rules/scope.yaml"]["dimensions"])
        self.bedrock_tiers: dict[str, Any] = raw["rules/bedrock_tiers.yaml"]
        # confidence per basis:verdict and per basis:verdict|topic, fitted by benchmarks/calibrate.py on
        # sets at first contact
        fitted = raw["rules/calibration.yaml"]
        self.fitted_confidence = {str(k): float(v) for k, v in (fitted.get("by_basis_verdict") or {}).items()}
        self.fitted_confidence.update({str(k): float(v) for k, v in (fitted.get("by_topic") or {}).items()})
        self._compiled: dict[str, re.Pattern[str]] = {}
        self._combined: dict[tuple[str, ...], re.Pattern[str]] = {}
        self._index: LiteralIndex | None = None
        self._conditions: dict[str, _Condition | None] = {}  # pattern -> its literal condition on `_index`
        self._plans: dict[tuple[str, ...], _Plan] = {}
        self._keys: dict[int, tuple[list[str], _Plan]] = {}
        self._gates: dict[int, tuple[list[Any], tuple[tuple[Any, tuple[int, ...]], ...]]] = {}  # for `possible`
        self._present: dict[str, int] = {}  # text -> literals it holds (per process, never pickled)
        self._check()

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["_present"] = {}
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        """From the on-disk cache (`refcache`): `_keys` is keyed by object ids, which unpickling changes."""
        self.__dict__.update(state)
        self._keys = {id(patterns): (patterns, plan) for patterns, plan in self._keys.values()}
        self._gates = {id(items): (items, gates) for items, gates in self._gates.values()}

    def expand(self, pattern: str) -> str:
        """Replace {MACRO} by its pattern; macros may use other macros (three levels at most)."""
        for _ in range(3):
            new = re.sub(r"\{([A-Z]+)\}", lambda m: self.macros.get(m.group(1), m.group(0)), pattern)
            if new == pattern:
                break
            pattern = new
        return pattern

    def rx(self, pattern: str) -> re.Pattern[str]:
        """The compiled, macro-expanded pattern (cached)."""
        hit = self._compiled.get(pattern)
        if hit is None:
            hit = re.compile(self.expand(pattern))
            self._compiled[pattern] = hit
        return hit

    def literal_index(self) -> LiteralIndex:
        """The literals of every pattern compiled so far (all of the rule data once `_check` ran)."""
        if self._index is None:
            literals: set[str] = set()
            for pattern in self._compiled:
                for alt in literal_alternatives(self.expand(pattern)):
                    for clause in alt:
                        literals |= clause
            self._index = LiteralIndex(literals)
        return self._index

    def condition(self, pattern: str) -> _Condition | None:
        """What a text must hold for the pattern to match, as masks of the index (None: nothing)."""
        try:
            return self._conditions[pattern]
        except KeyError:
            cond = self.literal_index().condition(literal_alternatives(self.expand(pattern)))
            self._conditions[pattern] = cond
            return cond

    def present(self, text: str) -> int:
        """Which literals of the index occur in `text` (a bit mask; cached per text)."""
        hit = self._present.get(text)
        if hit is None:
            if len(text) > _LONG_TEXT:
                return -1  # a whole document: every literal counts as present (no word list of it, no cache entry)
            hit = self.literal_index().present(text)
            if len(self._present) >= 8192:
                self._present.clear()
            self._present[text] = hit
        return hit

    def search(self, pattern: str, text: str) -> re.Match[str] | None:
        """The pattern's first match in `text` (None for an empty pattern: "no such condition")."""
        if not pattern:
            return None
        return self.find(pattern, text)

    def find(self, pattern: str, text: str) -> re.Match[str] | None:
        """`rx(pattern).search(text)`, without running the regex when the text lacks its literals."""
        cond = self._conditions[pattern] if pattern in self._conditions else self.condition(pattern)
        if cond is not None:
            present = self._present.get(text)
            if present is None:
                present = self.present(text)
            if not cond[0] & present or (cond[1] and not _possible(cond, present)):
                return None
        return self.rx(pattern).search(text)

    def reason(self, key: str, **values: object) -> str:
        """A reason template of reasons.yaml filled in; a missing key is a data error, said plainly."""
        try:
            template = self.reasons[key]
        except KeyError as exc:
            raise ValueError(f"reference/rules/reasons.yaml has no reason {key!r}") from exc
        return template.format(**values)

    def any_of(self, patterns: list[str], text: str) -> bool:
        """Does any pattern match? Only the patterns whose literals all occur in `text` run.

        The same answer as one combined alternation of the list; a list with a back-reference keeps
        that combined regex (a group number means something else inside it).
        """
        if not patterns:
            return False
        entry = self._keys.get(id(patterns))
        if entry is None or entry[0] is not patterns:
            # rule lists live as long as the rule set: remember their plan instead of rebuilding it per call
            entry = (patterns, self._plan(tuple(patterns)))
            self._keys[id(patterns)] = entry
        plan = entry[1]
        if isinstance(plan, re.Pattern):
            return plan.search(text) is not None
        gate, steps = plan
        present = 0
        if gate:
            present = self._present.get(text)
            if present is None:
                present = self.present(text)
            if gate > 0 and not gate & present:
                return False  # no pattern of the list has its literals here: one test for the whole list
        for cond, rx in steps:
            if cond is not None and (not cond[0] & present or (cond[1] and not _possible(cond, present))):
                continue
            if rx.search(text) is not None:
                return True
        return False

    def _plan(self, key: tuple[str, ...]) -> _Plan:
        """(gate, each pattern with its condition): the gate joins the patterns' gates."""
        plan = self._plans.get(key)
        if plan is None:
            if any(_has_groupref(_parsed(self.expand(p)) or ()) for p in key):
                plan = self._combined_rx(key)
            else:
                steps = tuple((self.condition(p), self.rx(p)) for p in key)
                conds = [cond for cond, _rx in steps]
                gate = 0  # no pattern has a condition: `present` is not needed
                if any(cond is None for cond in conds) and any(cond is not None for cond in conds):
                    gate = -1  # some have: `present` is needed, but there is no gate for the list
                elif conds[0] is not None:
                    for cond in conds:
                        gate |= cond[0]  # type: ignore[index]
                plan = (gate, steps)
            self._plans[key] = plan
        return plan

    def possible(self, items: list[Any], body: str) -> list[Any]:
        """The items (topics, non-water subjects: anything with a `when`) that the literals of `body`
        leave possible, in their order: one pass over the lexicon per text, a few integer tests per item.

        An item is out when `body` lacks the literals of a pattern of its `when.all` or of every
        pattern of its `when.any`; the rest is decided by the engine's matching, as before.
        """
        entry = self._gates.get(id(items))
        if entry is None or entry[0] is not items:
            entry = (items, tuple((item, self._gate(item.when)) for item in items))
            self._gates[id(items)] = entry
        present = self.present(body)
        out = []
        for item, gates in entry[1]:
            for gate in gates:
                if not gate & present:
                    break
            else:
                out.append(item)
        return out

    def _gate(self, when: When) -> tuple[int, ...]:
        gates = [cond[0] for cond in map(self.condition, when.all) if cond is not None]
        if when.any:
            plan = self._plan(tuple(when.any))
            if not isinstance(plan, re.Pattern) and plan[0] > 0:
                gates.append(plan[0])
        return tuple(gates)

    def _combined_rx(self, key: tuple[str, ...]) -> re.Pattern[str]:
        combined = self._combined.get(key)
        if combined is None:
            combined = re.compile("|".join(f"(?:{self.expand(p)})" for p in key))
            self._combined[key] = combined
        return combined

    def warm(self) -> None:
        """Build the literal index, every pattern's masks and every list's plan now, not inside the first review."""
        for name in self.macros:  # the engine's own patterns name macros alone ("{NONLIVESTOCK}")
            try:
                self.rx(f"{{{name}}}")
            except re.error:
                pass  # a macro that is only a fragment of a pattern
        self.literal_index()
        for pattern in list(self._compiled):
            self.condition(pattern)
        lists: list[list[str]] = [self.water_cues, self.substantive_cues, self.definition_cues, self.defining_leads,
                                  self.permission_cues, self.advisory_cues, self.mandatory_cues]
        for t in [*self.topics, *self.not_covered]:
            lists += [t.when.any, t.when.none, t.when.ctx_any]
        fb = self.fallback
        lists += [fb.operative, fb.subject, fb.skip, fb.adoption, fb.adds_to, fb.practice_mandate, fb.restatement, fb.obligation]
        lists += [v for section in self.exemptions.values() if isinstance(section, dict)
                  for v in section.values() if isinstance(v, list) and v
                  and all(isinstance(x, str) and x in self._compiled for x in v)]
        for patterns in lists:
            if patterns:
                self.any_of(patterns, "")
        self.possible(self.topics, "")
        self.possible(self.not_covered, "")

    def _check(self) -> None:
        """Compile every pattern and check cross-references, so a bad entry fails at load time."""
        problems: list[str] = []
        # `expand` replaces {NAME} for capital letters only: any other macro name would stay literal text
        problems.extend(f"topics.yaml macros: {name!r} must be capital letters only"
                        for name in self.macros if not re.fullmatch(r"[A-Z]+", name))

        def compile_all(where: str, patterns: list[str]) -> None:
            for p in patterns:
                try:
                    self.rx(p)
                except re.error as exc:
                    problems.append(f"{where}: bad pattern {p!r}: {exc}")

        for t in self.topics:
            compile_all(f"topics.yaml {t.id}", [*t.when.all, *t.when.any, *t.when.none, *t.when.ctx_any])
            compile_all(f"topics.yaml {t.id}", [c.when for c in t.citation_by_context])
            if t.figure and t.figure not in self.figures:
                problems.append(f"topics.yaml {t.id}: unknown figure {t.figure!r}")
        compile_all("topics.yaml water_cues", self.water_cues)
        for t in self.not_covered:
            compile_all(f"topics.yaml {t.id}", [*t.when.all, *t.when.any, *t.when.none])
        compile_all("administration.yaml captions", [c.pattern for c in self.captions])
        compile_all("administration.yaml body", [b.pattern for b in self.body_rules])
        compile_all("administration.yaml definition_cues", self.definition_cues)
        compile_all("administration.yaml defining_leads", self.defining_leads)
        compile_all("administration.yaml permission_cues", self.permission_cues)
        compile_all("administration.yaml substantive_cues", self.substantive_cues)
        compile_all("administration.yaml advisory_cues", [*self.advisory_cues, *self.mandatory_cues])
        compile_all("administration.yaml inclusive_bound", [self.inclusive_bound.pattern])
        for name in ("upper_bound", "extension_denied", "figure_reference", "exception_withdrawn", "cost_share_foreclosed",
                     "access_cover_disregarded", "runoff_mandate", "lot_siting", "lesser_alternative"):
            rule = getattr(self, name)
            if rule is not None:
                compile_all(f"administration.yaml {name}", [rule.pattern])
        if self.completes_reference is not None:
            compile_all("administration.yaml completes_reference", [self.completes_reference.pattern])
        if self.reach_extended is not None:
            compile_all("administration.yaml reach_extended",
                        [self.reach_extended.pattern, self.reach_extended.ref, self.reach_extended.other_wastes])
        if self.local_zone is not None:
            compile_all("administration.yaml local_zone", [p for p in (
                self.local_zone.term, self.local_zone.measured_wider, self.local_zone.established,
                self.local_zone.other_features, self.local_zone.state_zone, self.local_zone.table_zone_row,
                self.local_zone.table_zone_header, self.local_zone.table_zone_bare_row) if p])
        if self.defined_alias is not None:
            compile_all("administration.yaml defined_alias", [self.defined_alias.pattern, self.defined_alias.full])
        if self.deemed_alias is not None:
            compile_all("administration.yaml deemed_alias", [self.deemed_alias.pattern])
        if self.defined_context is not None:
            compile_all("administration.yaml defined_context", [self.defined_context.term, self.defined_context.carries])
        compile_all("administration.yaml widening_definitions",
                    [p for w in self.widening_definitions for p in (w.term, w.widens, w.unless) if p])
        compile_all("topics.yaml model", [p for t in self.topics for p in t.model])
        for d in self.trigger_definitions:
            compile_all(f"administration.yaml {d.id}", [d.when])
            for key in (d.figure, d.figure_lake):
                if key and key not in self.figures:
                    problems.append(f"administration.yaml {d.id}: unknown figure {key!r}")
        ex = self.exemptions
        for section, keys in {"permit": ("authority", "codified", "individual", "relief_grant"),
                              "cropping": ("manure_link", "no_manure", "no_manure_subject"),
                              "outcome": ("existing_cues", "cost_share_cues", "siting_cues",
                                          "cropland_standard_citations")}.items():
            for key in keys:
                compile_all(f"exemptions.yaml {section}.{key}", list(ex[section][key]))
        compile_all("exemptions.yaml pre2002.note_pattern", [ex["pre2002"]["note_pattern"]])
        fb = self.fallback
        compile_all("fallback.yaml", [*fb.operative, *fb.subject, *fb.skip, *fb.adoption, *fb.adds_to, *fb.practice_mandate, fb.ban, *fb.restatement, *fb.obligation,
                                      *[d.when for d in fb.subject_defaults]])
        compile_all("fallback.yaml", [x for x in (fb.zone_parameters, fb.cropping, fb.livestock_link) if x])
        compile_all("receptors.yaml", [r.pattern for r in self.receptors])
        compile_all("receptors.yaml", [*self.slope_words.values(), *(r.pattern for r in self.row_slope_words.values()),
                                       self.depth_prong.pattern])
        if self.marker_only is not None:
            compile_all("receptors.yaml marker_only", [self.marker_only.pattern])
        if self.non_water_mark is not None:
            compile_all("receptors.yaml non_water_mark", [self.non_water_mark.pattern])
        problems.extend(f"receptors.yaml wqma_prongs: no figure {key!r} in figures.yaml"
                        for key in [*self.wqma_prongs.values(), self.depth_prong.figure] if key not in self.figures)
        compile_all("scope.yaml", [p for d in self.scope for p in (d.pattern, d.unless) if p])
        tiers = self.bedrock_tiers
        compile_all("bedrock_tiers.yaml", [tiers["silurian"], tiers["per_application_condition"], tiers["adopts_table"],
                                           *tiers["periods"].values()])
        if problems:
            raise ValueError("invalid rule data in reference/rules: " + "; ".join(problems))


@lru_cache(maxsize=1)
def load_rules() -> RuleSet:
    """Read and validate `reference/rules/*.yaml` once per process.

    Built (YAML, validation, every regex compiled) once per content of `reference/` and of the code,
    then read from the on-disk cache of `refcache`: a cold start costs a file read, not a rebuild.
    """
    from ordinance_review import refcache

    return refcache.cached("rules", reference_path(RULE_FILES[0]).parents[1], _build_rules)


def _build_rules() -> RuleSet:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when available
    raw: dict[str, Any] = {}
    for name in RULE_FILES:
        path = reference_path(name)
        with path.open(encoding="utf-8") as fh:
            raw[name] = yaml.load(fh, Loader=loader)  # noqa: S506 - a safe loader
    rules = RuleSet(raw)
    rules.warm()
    return rules
