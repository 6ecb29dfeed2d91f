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
from typing import Any, Literal

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


class PatternRule(_Model):
    """One pattern with the example phrases written for it (tested both ways)."""

    pattern: str
    examples: PatternExamples


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
    exception: str = ""
    # for a relief topic: the elements of the state relief it may track (NR 151.097 for variances); a
    # clause that names one of them follows the state model (RUBRIC rule 18)
    model: list[str] = Field(default_factory=list)
    verdict: Literal["exceeds", "consistent", "not_covered"] = "consistent"
    rule: str = ""
    reason: str = ""


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
    reason_fed: str = ""
    # the defined term is a zone: compare it prong by prong with the state's (receptors.yaml wqma_prongs)
    prongs: bool = False
    reason_prong: str = ""


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
    trigger_definitions: list[TriggerDefinition]
    inclusive_bound: PatternRule
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
        self.trigger_definitions = admin.trigger_definitions
        self.inclusive_bound = admin.inclusive_bound
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
        self.depth_prong = DepthProng.model_validate(rec["depth_prong"])
        self.scope = tuple(Dimension.model_validate(d) for d in raw["rules/scope.yaml"]["dimensions"])
        self.bedrock_tiers: dict[str, Any] = raw["rules/bedrock_tiers.yaml"]
        # confidence per basis:verdict, fitted by benchmarks/calibrate.py on sets at first contact
        self.fitted_confidence = {str(k): float(v) for k, v in
                                  (raw["rules/calibration.yaml"].get("by_basis_verdict") or {}).items()}
        self._compiled: dict[str, re.Pattern[str]] = {}
        self._combined: dict[tuple[str, ...], re.Pattern[str]] = {}
        self._filters: dict[str | tuple[str, ...], frozenset[str] | None] = {}
        self._literal_rx: dict[str | tuple[str, ...], re.Pattern[str]] = {}
        self._keys: dict[int, tuple[list[str], tuple[str, ...]]] = {}
        self._check()

    def __setstate__(self, state: dict[str, Any]) -> None:
        """From the on-disk cache (`refcache`): `_keys` is keyed by object ids, which unpickling changes."""
        self.__dict__.update(state)
        self._keys = {id(patterns): (patterns, key) for patterns, key in self._keys.values()}

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

    def _filter(self, key: str | tuple[str, ...]) -> frozenset[str] | None:
        if key in self._filters:
            return self._filters[key]
        if isinstance(key, str):
            lit = literal_filter(self.expand(key))
        else:
            parts = [literal_filter(self.expand(p)) for p in key]
            lit = None if any(x is None for x in parts) else frozenset().union(*parts)  # type: ignore[arg-type]
        self._filters[key] = lit
        if lit is not None and len(lit) > 3:
            # many literals: one C-level scan of an escaped alternation beats a Python loop of `in` tests
            self._literal_rx[key] = re.compile("|".join(re.escape(x) for x in sorted(lit, key=lambda x: (-len(x), x))))
        return lit

    def _may_match(self, key: str | tuple[str, ...], text: str) -> bool:
        """False when none of the literals every match of `key` needs occurs in `text` (cheap prefilter)."""
        lit = self._filter(key)
        if lit is None:
            return True
        rx = self._literal_rx.get(key)
        if rx is not None:
            return rx.search(text) is not None
        return any(x in text for x in lit)

    def search(self, pattern: str, text: str) -> re.Match[str] | None:
        if not pattern or not self._may_match(pattern, text):
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
        """Does any pattern match? One combined regex per list (the lists are fixed rule data)."""
        if not patterns:
            return False
        key = self._keys.get(id(patterns))
        if key is None or key[0] is not patterns:
            # rule lists live as long as the rule set: remember their tuple form instead of rebuilding it per call
            key = (patterns, tuple(patterns))
            self._keys[id(patterns)] = key
        key = key[1]
        if not self._may_match(key, text):
            return False
        return self._combined_rx(key).search(text) is not None

    def _combined_rx(self, key: tuple[str, ...]) -> re.Pattern[str]:
        combined = self._combined.get(key)
        if combined is None:
            combined = re.compile("|".join(f"(?:{self.expand(p)})" for p in key))
            self._combined[key] = combined
        return combined

    def warm(self) -> None:
        """Build every combined pattern and literal prefilter now, at load time, not inside the first review."""
        lists: list[list[str]] = [self.water_cues, self.substantive_cues, self.definition_cues, self.advisory_cues,
                                  self.mandatory_cues]
        for t in [*self.topics, *self.not_covered]:
            lists += [t.when.any, t.when.none, t.when.ctx_any]
        fb = self.fallback
        lists += [fb.operative, fb.subject, fb.skip, fb.adoption, fb.restatement, fb.obligation]
        for patterns in lists:
            if patterns:
                self.any_of(patterns, "")
                self._combined_rx(self._keys[id(patterns)][1])
        singles = [p for t in self.topics for p in t.when.all] + [c.when for t in self.topics for c in t.citation_by_context]
        singles += [fb.ban, *[d.when for d in fb.subject_defaults]]
        for pattern in singles:
            self._may_match(pattern, "")

    def _check(self) -> None:
        """Compile every pattern and check cross-references, so a bad entry fails at load time."""
        problems: list[str] = []

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
        compile_all("administration.yaml substantive_cues", self.substantive_cues)
        compile_all("administration.yaml advisory_cues", [*self.advisory_cues, *self.mandatory_cues])
        compile_all("administration.yaml inclusive_bound", [self.inclusive_bound.pattern])
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
        compile_all("fallback.yaml", [*fb.operative, *fb.subject, *fb.skip, *fb.adoption, fb.ban, *fb.restatement, *fb.obligation,
                                      *[d.when for d in fb.subject_defaults]])
        compile_all("fallback.yaml", [x for x in (fb.zone_parameters, fb.cropping, fb.livestock_link) if x])
        compile_all("receptors.yaml", [r.pattern for r in self.receptors])
        compile_all("receptors.yaml", [*self.slope_words.values(), self.depth_prong.pattern])
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
