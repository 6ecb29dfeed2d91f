"""The general fallback: a verdict for a substantive provision that no topic of the lexicon recognises.

Why: the topic lexicon (`reference/rules/topics.yaml`) knows the wording it was written for; real
ordinances phrase the same rules in many other ways, and an unrecognised rule used to become
`not_covered` — a missed `exceeds`. This module reasons from the catalog instead of the wording:
the matcher (`match.candidates`) names the state standard, the provision's figures are compared
with that standard's parameters in their `stricter_if` direction, and failing a figure the form of
the rule decides (a ban where the state only sets conditions, or an added obligation, is stricter;
adoption by reference is consistent). What it cannot place stays `not_covered` at low confidence,
marked for a reviewer. Its cues are data (`reference/rules/fallback.yaml`).
"""

from __future__ import annotations

import re
from typing import Protocol

from ordinance_review.engine.result import EngineView
from ordinance_review.engine.text import STATE_RULE_CITE, Text
from ordinance_review.measures import DAYS_PER_MONTH, Measure
from ordinance_review.models import ComparedParameter, Finding, Standard, StandardParameter


class Engine(EngineView, Protocol):
    """What the fallback needs of the engine: its rules, figures and catalog, and the finding factory."""

    def finding(self, p, verdict, reason, **kw) -> Finding: ...  # noqa: ANN001, ANN003, D102

TOPIC = "general_fallback"
CROPPING_TOPIC = "general_fallback_cropping"  # listed among the cropping topics of exemptions.yaml
REVIEW_NOTE = "no state standard matched; needs reviewer review"

# a parameter's unit -> (kind, factor to the kind's base unit); measures use their own unit names
_PARAM_KIND = {
    "ft": ("distance", 1.0), "inches": ("distance", 1 / 12), "in": ("distance", 1 / 12), "mile": ("distance", 5280.0),
    "hours": ("duration", 1 / (24 * DAYS_PER_MONTH)), "days": ("duration", 1 / DAYS_PER_MONTH), "months": ("duration", 1.0),
    "years": ("duration", 12.0), "percent": ("percent", 1.0), "ppm": ("ppm", 1.0), "cubic_ft": ("volume", 1.0),
    "ft3": ("volume", 1.0), "animal_units": ("animal_units", 1.0), "acres": ("acres", 1.0), "usd": ("usd", 1.0),
}
_WORD = re.compile(r"[a-z]{3,}")
_STOPWORDS = frozenset("the and for from with max min any all per that this than shall".split())


def _base(value: float, unit: str) -> tuple[str, float] | None:
    kind = _PARAM_KIND.get(unit)
    return None if kind is None else (kind[0], value * kind[1])


def _fmt(x: float) -> str:
    return f"{int(x):,}" if float(x).is_integer() else f"{x:g}"


def _number(p: StandardParameter) -> float | None:
    v = p.value
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None


def _context_words(body: str, q: Measure) -> set[str]:
    window = body[max(0, q.start - 50):q.end + 60]
    return {w[:5] for w in _WORD.findall(window) if w not in _STOPWORDS}


def _param_words(p: StandardParameter) -> set[str]:
    return {w[:5] for w in _WORD.findall(p.name.replace("_", " ").lower()) if w not in _STOPWORDS}


class Fallback:
    """Applies `reference/rules/fallback.yaml`; one per engine."""

    def __init__(self, engine: Engine) -> None:
        self.e = engine
        self.cfg = engine.rules.fallback
        self._zone = re.compile(self.cfg.zone_parameters) if self.cfg.zone_parameters else None

    def applies(self, t: Text) -> bool:
        r, cfg = self.e.rules, self.cfg
        return (r.any_of(cfg.operative, t.body) and r.any_of(cfg.subject, t.body)
                and not r.any_of(cfg.skip, t.body))

    def standard(self, t: Text) -> tuple[Standard | None, str, float]:
        """(catalog entry or None, deciding citation, matcher score) for the provision."""
        cfg, catalog = self.cfg, self.e.catalog
        for c in self.e.candidates(t):
            if c.score < cfg.min_score:
                break
            if c.topic in cfg.exclude_topics:
                continue
            return catalog.by_id(c.standard_id) if c.standard_id else catalog.by_citation(c.citation), c.citation, c.score
        return self.subject_default(t)

    def named_standard(self, t: Text) -> str:
        """The catalog's citation for the state rule an adopting provision names ("shall meet the limits of s. NR
        151.075"): the rule it adopts is the one it rests on, not the matcher's nearest entry."""
        for m in STATE_RULE_CITE.finditer(t.body):
            std = self.e.catalog.by_citation(f"{m.group(1).upper()} {m.group(2)}")
            if std is not None and std.compare_for_exceedance:
                return std.citation
        return ""

    def subject_default(self, t: Text) -> tuple[Standard | None, str, float]:
        for d in self.cfg.subject_defaults:
            if self.e.rules.search(d.when, t.body):
                return self.e.catalog.by_citation(d.citation), d.citation, 0.0
        return None, "", 0.0

    def compare(self, t: Text, std: Standard, ban: bool) -> tuple[str, list[ComparedParameter], bool, str] | None:
        """Compare the provision's figures with the standard's parameters of the same unit kind.

        Returns (verdict, parameters, unconfirmed?, detail) or None when no figure is comparable. A
        parameter is used only when it is the standard's one parameter of that kind or its name shares
        words with the text around the figure, so an unrelated figure of the same unit is not compared.
        """
        params = [(p, _base(n, p.unit)) for p in std.parameters if (n := _number(p)) is not None and p.stricter_if in ("lower", "higher")]
        params = [(p, b) for p, b in params if b is not None and p.unit not in self.cfg.skip_units
                  and not (self.cfg.skip_parameters and re.search(self.cfg.skip_parameters, p.name))]
        if not params:
            return None
        for q in t.measures:
            local = _base(q.value, q.unit)
            if local is None or q.unit in self.cfg.skip_units:
                continue
            same_kind = [(p, b) for p, b in params if b[0] == local[0]]
            if not same_kind:
                continue
            if len(same_kind) > 1:
                words = _context_words(t.body, q)
                same_kind = [(p, b) for p, b in same_kind if words & _param_words(p)]
                if len(same_kind) != 1:
                    continue
            p, (kind, state) = same_kind[0]
            unit = {"distance": "ft", "duration": "months"}.get(kind, p.unit)
            cp = ComparedParameter(name=p.name.replace("_", " "), local_value=round(local[1], 2), state_value=round(state, 2),
                                   unit=unit, confirmed=bool(p.confirmed))
            if self._zone is not None and self._zone.search(p.name):
                if kind != "distance":
                    continue  # a zone is a distance: "swqma_incorporation_option" (72 hours) bounds no area
                if ban:
                    return "ban_in_zone", [cp], False, f"{_fmt(state)} {unit}"
                continue  # a zone is not a limit: a figure that is not a ban is judged by its wording
            stricter = local[1] < state if p.stricter_if == "lower" else local[1] > state
            same = abs(local[1] - state) < 1e-6
            verdict = "exceeds" if stricter else ("same" if same else "weaker")
            return verdict, [cp], not p.confirmed, f"{_fmt(round(local[1], 2))} {unit} against {_fmt(round(state, 2))} {unit}"
        return None

    def decide(self, t: Text) -> Finding | None:
        """The fallback finding, or None when the provision is not substantive or not on a regulated subject."""
        if not self.applies(t):
            return None
        found = self._decide(t)
        if found is not None:
            found = found.model_copy(update={"basis": "unplaced" if found.verdict == "not_covered" else "fallback"})
        if found is not None and found.verdict in ("exceeds", "consistent") and self.cfg.cropping and \
                self.e.rules.search(self.cfg.cropping, t.body) and not self.e.rules.search(self.cfg.livestock_link, t.body):
            found = found.model_copy(update={"topic": CROPPING_TOPIC})
        return found

    def _decide(self, t: Text) -> Finding | None:
        e, r, cfg = self.e, self.e.rules, self.cfg
        p = t.provision
        std, citation, score = self.standard(t)
        adopts = r.any_of(cfg.adoption, t.body) and not r.any_of(cfg.adds_to, t.body)
        if not citation and adopts:
            citation = cfg.adoption_default
        if not citation:
            return e.finding(p, "not_covered", r.reason("fallback.unmatched"), topic=TOPIC, confidence=0.25,
                             notes=[REVIEW_NOTE])
        conf = 0.45 + min(score, 60.0) / 400.0  # 0.45 - 0.6: never as sure as a lexicon topic
        standards = [citation]
        note = f"general fallback: no lexicon topic matched; standard chosen by the catalog matcher (score {score:g})" if score \
            else "general fallback: no lexicon topic matched; standard chosen by the provision's subject"
        if adopts:
            named = self.named_standard(t)
            if named:
                citation, standards = named, [named]
                note = "general fallback: no lexicon topic matched; the standard is the one the provision adopts by name"
            if citation in cfg.cost_share_only and r.any_of(cfg.practice_mandate, t.body):
                # "every operator who grazes a riparian pasture shall prepare, and graze by, a plan that meets NRCS 528":
                # the standard is the state's, the duty to carry the practice out is the code's own (RUBRIC rule 4(d))
                return e.finding(p, "exceeds", r.reason("fallback.cost_share_practice", citation=citation), topic=TOPIC,
                                 standards=standards, confidence=conf, notes=[note])
            return e.finding(p, "consistent", r.reason("fallback.adoption", citation=citation), topic=TOPIC, standards=standards,
                             confidence=conf, notes=[note])
        ban = bool(r.search(cfg.ban, t.body))
        if ban and not t.measures and r.any_of(cfg.restatement, t.body):
            return e.finding(p, "consistent", r.reason("fallback.restatement", citation=citation), topic=TOPIC,
                             standards=standards, confidence=conf - 0.05, notes=[note])
        cmp = self.compare(t, std, ban) if std is not None else None
        if cmp is None and std is not None and std.kind == "definition":
            # a definition fixes reach, not conduct: when none of its figures decides, the operative
            # standard of the subject is the better deciding citation (RUBRIC rule 24)
            _, subject_citation, _ = self.subject_default(t)
            if subject_citation:
                citation = subject_citation
                standards = [citation]
        if cmp is not None:
            verdict, params, unconfirmed, detail = cmp
            caveat = f" UNCONFIRMED: {params[0].name}, {citation}." if unconfirmed else ""
            if verdict == "ban_in_zone":
                return e.finding(p, "exceeds", r.reason("fallback.ban_in_zone", citation=citation, zone=detail), topic=TOPIC,
                                 standards=standards, confidence=conf, parameters=params, notes=[note])
            if verdict == "exceeds":
                return e.finding(p, "exceeds", r.reason("fallback.stricter", citation=citation, detail=detail) + caveat,
                                 topic=TOPIC, standards=standards, confidence=conf, parameters=params,
                                 needs_confirmation=unconfirmed, notes=[note])
            key = "fallback.same" if verdict == "same" else "fallback.weaker"
            return e.finding(p, "consistent", r.reason(key, citation=citation, detail=detail) + caveat, topic=TOPIC,
                             standards=standards, confidence=conf, parameters=params, needs_confirmation=unconfirmed,
                             notes=[note], below_state_floor=verdict == "weaker")
        if ban:
            return e.finding(p, "exceeds", r.reason("fallback.ban", citation=citation), topic=TOPIC, standards=standards,
                             confidence=conf - 0.05, notes=[note])
        # (a duty the rule itself says comes on top of the standard it names is an added duty)
        if r.any_of(cfg.obligation, t.body) or (r.any_of(cfg.adds_to, t.body) and re.search(r"\b(?:shall|must)\b", t.body)):
            return e.finding(p, "exceeds", r.reason("fallback.obligation", citation=citation), topic=TOPIC,
                             standards=standards, confidence=conf - 0.1, notes=[note])
        return e.finding(p, "not_covered", r.reason("fallback.unplaced", citation=citation), topic=TOPIC, confidence=0.3,
                         notes=[REVIEW_NOTE]).model_copy(update={"subject": citation})
