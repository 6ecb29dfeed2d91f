"""The merits: for each provision, which state standard it touches and whether it is stricter.

The law lives in `reference/rules/` (topic lexicon, figures, receptors, administrative wording,
reason templates) and in the catalog (`reference/standards/`); the engine only applies it, in the
decision order of the labeling rubric:

1. the unit's own caption says it is furniture (authority, fees, penalties ...) -> not_covered;
2. definitions -> not_covered, unless the definition moves a state trigger (RUBRIC rule 7);
3. advice only -> not_covered; authority for case-by-case permit conditions -> `permit_authority`
   (the status stage makes it exempt_permit, rule 17);
4. non-water subjects when the text has no water word at all (odor, roads ...) -> not_covered;
5. the topic lexicon, first match wins, with the topic's comparison (`CHECKS`), then the scope
   comparator (`scope.py`: a restatement that widens the state rule's reach exceeds it);
6. non-water subjects and administrative wording -> not_covered;
7. nothing matched -> the general fallback (`fallback.py`).

Each finding carries typed fields for what later stages need (`basis`, `below_state_floor`,
`needs_confirmation`): no stage reads another's wording. Same input, same output.
"""

from __future__ import annotations

import logging
import re

from ordinance_review.engine import administrative, checks_closure, definitions, links, scope
from ordinance_review.engine.checks import CHECKS
from ordinance_review.engine.fallback import Fallback
from ordinance_review.engine.figures import Figures
from ordinance_review.engine.result import Result
from ordinance_review.engine.text import STATE_RULE_CITE, TABLE_BAN, Text, lead_sentence, prepare, sentences
from ordinance_review.measures import Measure
from ordinance_review.models import ComparedParameter, DocumentInfo, Finding, Provision, Verdict
from ordinance_review.standards import Catalog
from ordinance_review.verdict_rules import RuleSet, Topic, load_rules

_LOG = logging.getLogger(__name__)


# a prohibition with its own subject: "no person shall ..., and no person shall ..." are two rules (a duty
# that goes on from a trigger, "... is deemed abandoned, and the operator shall close it", is one rule)
_OWN_SUBJECT = re.compile(r"(?:and |but )?no (?:person|owner|operator|one)\b")
_DEEMS_IN_A_RULE = re.compile(
    r"(?:provided that|for (?:(?:the )?purposes? of )?this (?:subsection|section|paragraph|article|chapter|ordinance))"
    # ("For this subsection, a pile of 50 cubic feet or more ... is an unconfined manure pile.")
    r"(?=[^.]{0,240}\b(?:(?:shall be|is|are) (?:treated|deemed|considered|regarded) as\b|(?:is|are) an? [a-z ]{3,40}\.))")
_CLOSURE_HINT = re.compile(r"clos|idle|abandon|inactive|unused", re.I)  # cheap filter before preparing a unit
_OPERATIVE = re.compile(r"\b(?:shall|must|may|is required|are required)\b")


def _captions_only(heading: str) -> str:
    """The captions of a heading and lead-in, without the lead-in's own sentence: "5.1 design and
    construction. every facility built after the effective date ... shall meet ... the following:"
    is headed "design and construction", and the sentence's "effective date" names no clause."""
    kept: list[str] = []
    for sentence in sentences(heading, semicolons=False):
        if _OPERATIVE.search(sentence):
            break
        kept.append(sentence)
    return " ".join(kept)


class Engine:
    """Applies the rule data to provisions; one per review (caches figures)."""

    def __init__(self, catalog: Catalog, info: DocumentInfo, rules: RuleSet | None = None) -> None:
        self.rules = rules or load_rules()
        self.catalog = catalog
        self.info = info
        self.fig = Figures(self.rules, catalog)
        self._caption_ids: dict[str, str] = {}  # label -> caption id (headings recur: each decided once)
        self._admin_patterns = [b.pattern for b in self.rules.body_rules if b.id in administrative.SENTENCE_RULES]
        self.fallback = Fallback(self)
        self._in_scope_clause = {t.id: t.in_scope_clause for t in self.rules.topics}
        self._topic_by_citation: dict[str, Topic] = {}  # the first topic written for each citation
        for tp in self.rules.topics:
            self._topic_by_citation.setdefault(tp.citation, tp)
        self._caption_always = {c.id: c.always for c in self.rules.captions}
        self._candidates: dict[tuple[str, str], list] = {}
        self.defined_idle: Measure | None = None
        self.idle_grace: Measure | None = None
        # (topic, provision id) of comparisons that used a period another unit defines
        self.linked_topics: set[tuple[str, str]] = set()
        for t in self.rules.topics:
            if t.check and t.check not in CHECKS:
                raise ValueError(f"reference/rules/topics.yaml {t.id}: unknown check {t.check!r}")

    # -- matching
    def _matches(self, when, t: Text) -> bool:  # noqa: ANN001 - When model
        r = self.rules
        if when.all and not all(r.search(p, t.body) for p in when.all):
            return False
        if when.any and not r.any_of(when.any, t.body):
            return False
        if when.ctx_any and not r.any_of(when.ctx_any, t.ctx):
            return False
        if when.ctx_none and r.any_of(when.ctx_none, t.ctx):
            return False
        return not (when.none and r.any_of(when.none, t.body))

    def _context(self, topic: Topic, t: Text):  # noqa: ANN202 - ContextCitation | None
        for c in topic.citation_by_context:
            if (self.rules.search(c.when, t.body) and not (c.unless and self.rules.search(c.unless, t.body))
                    and (not c.also or self.rules.search(c.also, t.body))):
                return c
        return None

    def _citation(self, topic: Topic, t: Text) -> str:
        c = self._context(topic, t)
        return c.citation if c is not None else topic.citation

    def finding(self, p: Provision, verdict: Verdict, reason: str, *, topic: str, standards: list[str] | None = None,
                confidence: float = 0.7, parameters: list[ComparedParameter] | None = None, rule: str = "",
                needs_confirmation: bool = False, notes: list[str] | None = None, basis: str = "topic",
                below_state_floor: bool = False, flags: list[str] | None = None) -> Finding:
        if needs_confirmation and "needs reviewer confirmation" not in reason:
            reason = f"{reason} The verdict rests on an unconfirmed state figure and needs reviewer confirmation."
        if below_state_floor and verdict == "consistent" and "state standard still applies" not in reason:
            reason = f"{reason} {self.rules.notes['below_state_floor']}"
        return Finding(
            provision_id=p.id, label=p.label, verdict=verdict, standards=standards or [],
            reason=reason.strip(), confidence=round(confidence, 2), parameters=parameters or [], topic=topic,
            rule=rule or self.rules.default_rules.get(verdict, self.rules.default_rules["not_covered"]),
            needs_confirmation=needs_confirmation, notes=notes or [], basis=basis,  # type: ignore[arg-type]
            below_state_floor=below_state_floor and verdict == "consistent", flags=flags or [],  # type: ignore[arg-type]
        )

    def not_covered(self, t: Text, topic: str, reason: str, confidence: float, notes: list[str] | None = None,
                    basis: str = "furniture", flags: list[str] | None = None) -> Finding:
        return self.finding(t.provision, "not_covered", reason, topic=topic, confidence=confidence, notes=notes,
                            basis=basis, flags=flags)

    # -- steps
    def caption_furniture(self, t: Text, use_heading: bool) -> str:
        label = t.caption if not use_heading else _captions_only(t.heading).strip().strip(".").strip()
        hit = self._caption_ids.get(label)
        if hit is None:  # captions and headings recur across a document's provisions: decide each once
            hit = self._caption_id(label)
            self._caption_ids[label] = hit
        return hit

    def _caption_id(self, label: str) -> str:
        label = re.sub(r"^(?:article|section|sec\.|§)\s*[\w.-]+\s*", "", label)
        label = re.sub(r"^[\s\-–—:.]+", "", label)  # "Sec. 14-73. - Applicability." (Municode)
        if not label:
            return ""
        for c in self.rules.captions:
            if self.rules.rx(c.pattern).search(label):
                return c.id
        return ""

    def is_definition(self, t: Text) -> bool:
        # the lead-in is not the definition, unless it defines a term by the list it opens ("A site
        # susceptible to groundwater contamination also includes:" over "(1) Land with less than 3 feet of soil")
        # (or an entry under a definitions section's own lead, "For the purposes of this chapter, the following
        # definitions apply ...": American Legal's "(B) IDLE FACILITY. A manure storage facility into which ...")
        lead = t.provision.lead_in
        return self.rules.any_of(self.rules.definition_cues, t.own or t.body) or (
            bool(t.own) and self.rules.any_of(self.rules.defining_leads, lead_sentence(lead).lower())) or (
            bool(lead) and self.rules.any_of(self.rules.defining_leads, lead[-300:].lower()))

    def definition(self, t: Text) -> Finding:
        return definitions.definition(self, t)

    def statement_only(self, t: Text) -> bool:
        """Findings, purpose, authority or a bare repeal, with no operative verb: it regulates nothing."""
        opening = [b.pattern for b in self.rules.body_rules if b.id in ("findings_statement", "authority_statement", "repeal_only")]
        return self.rules.any_of(opening, t.body) and not re.search(
            r"\bshall\b|\bmust\b|\bmay not\b|\bno (?:person|owner|operator)\b|prohibited|\bis required\b", t.body
        )

    def permit_authority(self, t: Text) -> bool:
        """The unit authorizes one permit's own conditions. Under a lead-in that codifies the conditions of every
        permit ("Every permit ... is subject to the following conditions:"), an item that is itself that
        authority ("The department may place on an individual permit any additional conditions ...") is still one
        permit's: the lead-in codifies its siblings, not the conditions this item lets the official add."""
        cfg = self.rules.exemptions["permit"]
        if not self.rules.any_of(cfg["authority"], t.body):
            return False
        scope = t.own if t.own and self.rules.any_of(cfg["authority"], t.own) else t.body
        return not self.rules.any_of(cfg["codified"], scope) and not self.rules.any_of(cfg.get("relief_grant", []), t.body)

    def non_water(self, t: Text, early: bool = False) -> Finding | None:
        if t.provision.refers:
            # the subject is the rule's own: the table cells it cites lend figures, and a row naming a
            # residence or a road does not make an emergency-spreading bar a zoning rule
            t = prepare(t.provision.model_copy(update={"refers": ""}))
        for nc in self.rules.possible(self.rules.not_covered, t.body):
            if (nc.early or not early) and self._matches(nc.when, t):
                notes = [self.rules.notes["siting_conflict"]] if nc.note_siting else []
                return self.not_covered(t, nc.id, nc.reason, 0.75, notes, basis="non_water",
                                        flags=["siting_conflict"] if nc.note_siting else [])
        return None

    def admin_body(self, t: Text) -> Finding | None:
        return administrative.admin_body(self, t)

    def without_admin_sentences(self, t: Text) -> Text | None:
        return administrative.without_admin_sentences(self, t)

    def topic(self, t: Text) -> Finding | None:
        """The first topic of the lexicon that the provision matches, judged with its check.

        A list item's own words name its subject; the parent's lead-in only completes its sentence.
        So when the item has its own text, a topic that matches it wins over one matched only
        through the lead-in ("…altered after 1991 shall comply with all of the following:" over
        "(b) No facility may be located within 500 feet of a private well").
        """
        first = True
        held: Finding | None = None  # a proviso's figure that was no stricter: used if nothing else decides
        for topic in self.rules.possible(self.rules.topics, t.body):
            if not self._matches(topic.when, t):
                continue
            if first and not topic.check and topic.verdict == "consistent" and t.own and t.own != t.body:
                own_topic = self._own_topic(t)
                if own_topic is not None and own_topic.id != topic.id:
                    hit = self._judge(own_topic, t)
                    if hit is not None:
                        return hit
            first = False
            hit = self._judge(topic, t)
            if hit is None:
                continue
            if hit.verdict != "exceeds" and (topic.decides_if_stricter or held is not None):
                # held until a stricter requirement decides; after a held topic a weaker reading does not replace it
                held = held or hit
                continue
            return hit
        return held

    def scope_clause_topic(self, t: Text) -> Finding | None:
        """The first topic written for scope clauses (`in_scope_clause: true`) that the text matches."""
        for topic in self.rules.topics:
            if self._in_scope_clause.get(topic.id, False) and self._matches(topic.when, t):
                hit = self._judge(topic, t)
                if hit is not None:
                    return hit
        return None

    def _own_topic(self, t: Text) -> Topic | None:
        """The first topic the item's own words match, without the parent's lead-in; else, when the item
        names one state rule by its number ("Design storm volume: s. NR 151.05(2)(am), which shall apply to
        every facility ..." under "shall comply with each of the following provisions of ch. NR 151"), the
        topic written for that rule: the item is that rule, with whatever it adds."""
        own = t.part(t.own)
        found = next((tp for tp in self.rules.possible(self.rules.topics, own.body) if self._matches(tp.when, own)), None)
        if found is not None:
            return found
        cited = {f"{m.group(1).upper()} {m.group(2)}" for m in STATE_RULE_CITE.finditer(own.body)}
        return self._topic_by_citation.get(cited.pop()) if len(cited) == 1 else None

    def _judge(self, topic: Topic, t: Text) -> Finding | None:
        """The topic's comparison on the provision (None when its check does not apply)."""
        if topic.check:
            result = CHECKS[topic.check](self, t, topic)
            if result is None:
                return None
        else:
            result = Result(topic.verdict, topic.reason.format(citation=self._citation(topic, t)), confidence=0.75)
        return self._finish(t, topic, result)

    def strictest_part(self, t: Text, whole: Finding) -> Finding:
        """RUBRIC rule 23: a unit with several requirements takes its strictest part.

        The whole text decides first (it keeps linked periods and qualifiers together); a single
        sentence on a different subject can only raise a consistent verdict to exceeds.
        """
        if whole.verdict == "exceeds":
            return whole
        deeming = _DEEMS_IN_A_RULE.search(t.body)
        if deeming is not None:
            # "no person shall keep an unconfined pile in a wqma, provided that ... any pile of 50 cubic feet
            # or more ... shall be treated as an unconfined pile": a definition inside the rule, judged as one
            clause = t.body[deeming.start():]
            deemed = self.definition(t.part(clause, caption=""))
            if deemed.verdict == "exceeds":
                note = self.rules.notes["strictest_part"].format(sentence=clause[:80])
                return deemed.model_copy(update={"notes": [*deemed.notes, note]})
        parts: list[tuple[str, bool]] = []  # (part, a rule of its own: its clause names its own subject)
        for sentence in sentences(t.body, semicolons=False):  # list items joined by ";" stay together
            # "... shall submit and follow a plan, and shall test soil every 3 years": each duty is a part
            clauses = [c for c in administrative.DUTY_SPLIT.split(sentence) if c.strip()]
            # "no person shall apply liquid manure ..., and no person shall apply solid manure ...": two rules
            own = len(clauses) > 1 and all(_OWN_SUBJECT.match(c.strip()) for c in clauses)
            # a duty with no subject of its own keeps the sentence's ("a facility built ... after october 1,
            # 2002 is new and shall be brought into compliance without regard to cost sharing": the new facility's)
            subject = _MODAL_SPLIT.split(clauses[0], maxsplit=1)[0].strip() if len(clauses) > 1 and not own else ""
            parts += [(c if own or k == 0 or not subject else f"{subject} {c.strip()}", own) for k, c in enumerate(clauses)]
        if len(parts) < 2:
            return whole
        for sentence, own in parts:
            if not self.rules.any_of(self.rules.fallback.operative, sentence):
                continue  # a sentence with no operative verb imposes nothing that could be stricter
            hit = self.topic(t.part(sentence, caption=""))
            # a part on the whole's subject could lose a qualifier another part states; a rule with its
            # own subject carries its qualifiers with it
            if hit and hit.verdict == "exceeds" and (hit.topic != whole.topic or own):
                note = self.rules.notes["strictest_part"].format(sentence=sentence[:80])
                return hit.model_copy(update={"notes": [*hit.notes, note]})
            if sentence.rstrip().endswith(TABLE_BAN) and (hit is None or hit.verdict != "exceeds"):
                # a use a land-use table marks prohibited is a rule of its own: a ban where the state sets conditions
                ban = self.fallback.decide(t.part(sentence, caption=""))
                if ban is not None and ban.verdict == "exceeds":
                    note = self.rules.notes["strictest_part"].format(sentence=sentence[:80])
                    return ban.model_copy(update={"notes": [*ban.notes, note]})
        return whole

    def _finish(self, t: Text, topic: Topic, r: Result) -> Finding:
        if r.linked_definition:
            self.linked_topics.add((topic.id, t.provision.id))
        citation = r.citation if r.citation is not None else self._citation(topic, t)
        verdict, reason, notes, basis = r.verdict, r.reason, list(r.notes), "topic"
        params, below = list(r.parameters), r.below_state_floor
        if verdict == "consistent":
            widened = scope.widening(self.rules, topic, t.body, citation)
            if widened is not None:
                verdict, reason, basis, below = "exceeds", widened.reason, "scope", False
                params.append(widened.parameter)
                citation = widened.citation or citation
        if verdict == "not_covered":
            return self.finding(t.provision, "not_covered", reason, topic=topic.id, confidence=r.confidence,
                                rule=topic.rule, notes=notes)
        if self.rules.search("{NONLIVESTOCK}", t.body):
            reason += " " + self.rules.reason("split.non_livestock")
        ctx = self._context(topic, t)
        related = ctx.related if ctx is not None and ctx.related is not None else topic.related
        standards = [citation, *[s for s in related if s != citation]]
        return self.finding(t.provision, verdict, reason, topic=topic.id, standards=standards, confidence=r.confidence,
                            parameters=params, needs_confirmation=r.needs_confirmation, notes=notes, basis=basis,
                            rule=topic.rule if verdict == "consistent" and topic.rule else "", below_state_floor=below)

    def candidates(self, t: Text) -> list:
        try:
            from ordinance_review import match
        except ImportError:
            return []
        fn = getattr(match, "candidates", None)
        if fn is None:
            return []
        key = (t.body, t.provision.heading)
        hit = self._candidates.get(key)
        if hit is not None:
            return hit
        try:
            hit = list(fn(t.body, self.catalog, limit=3, heading=t.provision.heading))
        except Exception:  # noqa: BLE001 - a matcher failure must not stop the review; candidates are optional
            hit = []
        self._candidates[key] = hit
        return hit

    def substantive_rule(self, t: Text) -> Finding | None:
        """The verdict of an operative rule on a regulated subject in the body, when the lexicon knows it."""
        if self.is_definition(t) or not self.rules.any_of(self.rules.fallback.operative, t.body):
            return None
        substantive = self.without_admin_sentences(t)
        if substantive is None:
            return None
        if not self.rules.any_of(self.rules.water_cues, t.body):
            # "Application Near Residences. Manure ... within 1,000 feet of a residence shall be incorporated
            # the same day": a rule on a subject with no water in it is judged as such, as it would be
            # without the caption (RUBRIC rule 11)
            off = self.non_water(t)
            if off is not None:
                return off
        hit = self.topic(substantive)
        if hit is None or hit.verdict == "not_covered" or hit.basis == "non_water":
            return None
        return self.strictest_part(substantive, hit)

    def assess_one(self, p: Provision) -> Finding:
        f = self._merits(p)
        if self.application_item(p) and not (
            f.verdict == "exceeds" and any(cp.local_value is not None and cp.state_value is not None for cp in f.parameters)
        ):
            # an item of an application's contents is a submittal; only a figure stricter than the state's,
            # built into what must be shown, makes it more (RUBRIC rules 8, 9)
            return self.not_covered(prepare(p), "application_contents", self.rules.reason("caption.application_contents"),
                                    0.8, basis="administrative")
        return f

    def application_item(self, p: Provision) -> bool:
        """An item under "Each application shall include all of the following:" that states no rule of its own."""
        rule = self.rules.application_contents
        if rule is None or not p.lead_in or not self.rules.find(rule.pattern, p.lead_in.lower()):
            return False
        return not self.rules.any_of(self.rules.mandatory_cues, prepare(p).own or p.text.lower())

    def _merits(self, p: Provision) -> Finding:
        t = prepare(p)
        if not t.body:
            return self.not_covered(t, "empty", self.rules.reason("fallback.empty"), 0.3, basis="empty")
        cap = self.caption_furniture(t, use_heading=False)
        if cap and cap != "applicability" and not self._caption_always.get(cap, False):
            ruled = self.substantive_rule(t)
            if ruled is not None:
                return ruled  # the caption names furniture, the body states a rule: the rule decides
        deemed = None
        if (definitions.DEEMS_AS.search(t.body) and not _OPERATIVE.search(t.body)) or definitions.deems_state_term(self, t):
            # "... the County treats as a site susceptible to groundwater contamination all land where ...": a
            # map's or a scope clause's sentence that draws a state-defined zone wider is a definition (RUBRIC rule 7)
            deemed = self.definition(t)
            if deemed.verdict == "exceeds":
                return deemed
        if cap == "definitions" or (cap == "" and (self.is_definition(t)
                                                   or self.caption_furniture(t, use_heading=True) == "definitions")):
            return deemed or self.definition(t)
        if cap and cap not in ("applicability",):
            return self.not_covered(t, cap, self.rules.reason(f"caption.{cap}"), 0.9)
        if not cap and not _OPERATIVE.search(t.body) and (
                _FINDINGS_HEADING.match(p.heading)
                # (or under a purpose heading however worded, "WHY DOES THE TOWN HAVE THIS ORDINANCE?", a unit with no
                # caption of its own: "State standards adopted." under "PURPOSE AND AUTHORITY" is its own subject)
                or (not t.caption and self.caption_furniture(t, use_heading=True) == "findings_and_purpose")):
            # a numbered finding under "FINDINGS" ("(1) Loon Lake ... is vulnerable to pollution from manure"): it names
            # waters and manure, states facts and orders nothing
            return self.not_covered(t, "findings_and_purpose", self.rules.reason("caption.findings_and_purpose"), 0.8)
        if self.permit_authority(t):  # before the purpose test: "... to carry out the purpose of this article, may add conditions"
            return self.not_covered(t, "discretionary_permit_conditions", self.rules.exemptions["permit"]["reason"], 0.75,
                                    basis="permit_authority")
        if self.statement_only(t):
            return self.admin_body(t) or self.not_covered(t, "findings_and_purpose", self.rules.reason("caption.findings_and_purpose"),
                                                          0.7, basis="statement")
        if self.rules.any_of(self.rules.advisory_cues, t.body) and not self.rules.any_of(self.rules.mandatory_cues, t.body):
            return self.not_covered(t, "advisory", self.rules.reason("advisory"), 0.7, basis="advisory")
        hit = self.non_water(t, early=self.rules.any_of(self.rules.water_cues, t.body))
        if hit:
            return hit
        substantive = self.without_admin_sentences(t)
        if substantive is not None:
            hit = self.topic(substantive)
            if hit and not self._in_scope_clause.get(hit.topic, False) and "applicability" in (
                    cap, self.caption_furniture(t, use_heading=True)) and not _mandate_not_reach(substantive.body) \
                    and not _DEEMS_QUALIFIER.search(substantive.body):
                # a scope clause that names a subject regulates nothing (RUBRIC rules 1 and 8); one of the
                # rules that live in scope clauses (WPDES permittees follow their permit) still decides, and so does
                # a state trigger the clause moves ("Section 4.4 applies to every pile of manure of 50 cubic feet or
                # more", "... to any facility into which no manure has been added for 14 months": RUBRIC rule 7)
                moved = self.definition(t) if hit.verdict == "exceeds" else None
                hit = moved if moved is not None and moved.verdict == "exceeds" else self.scope_clause_topic(substantive)
            if hit:
                return self.strictest_part(substantive, hit)
        hit = self.non_water(t) or self.admin_body(t)
        if hit:
            return hit
        heading_cap = "" if cap else self.caption_furniture(t, use_heading=True)
        if heading_cap and not self._caption_always.get(heading_cap, False) and substantive is not None \
                and self.fallback.applies(substantive):
            heading_cap = ""  # a rule under an administrative-sounding heading is judged as a rule
        cap = cap or heading_cap
        if cap == "definitions":
            return self.definition(t)
        if cap:
            return self.not_covered(t, cap, self.rules.reason(f"caption.{cap}"), 0.6)
        cands = self.candidates(substantive or t)
        general = self.fallback.decide(substantive) if substantive is not None else None
        f = general or self.not_covered(t, "no_standard_found", self.rules.reason("fallback.none"), 0.35, basis="unplaced")
        return f.model_copy(update={"candidates": cands}) if cands else f


_MODAL_SPLIT = re.compile(r"\b(?:shall|must|may|will)\b")
# a heading over numbered findings and nothing else ("FINDINGS"; not "PURPOSE AND AUTHORITY", over rules as often)
_FINDINGS_HEADING = re.compile(r"^\W*(?:legislative |preliminary )?findings?(?: of fact)?\W*$", re.I)
# words that order something: a finding that "the Town ... will submit" its rules for approval orders nothing
_OPERATIVE = re.compile(r"\b(?:shall|must)\b|\bmay not\b|\bno (?:person|owner|operator)\b|\bis prohibited\b")


# what a scope clause says: whom or what the chapter reaches ("This chapter applies to every ...")
_STATES_REACH = re.compile(r"\bappl(?:y|ies|ied|icable)\b|\bsubject to\b|\bgovern|\bextends? to\b|\bexempt")


# a unit that says what counts as the state's own qualifier ("any leachate that reaches a drain tile ... is a
# significant discharge"): under an "Applicability" heading it still moves what the state rule reaches (RUBRIC rule 7)
_DEEMS_QUALIFIER = re.compile(r"\b(?:is|are|shall be|constitutes?)\s+(?:(?:deemed|considered|treated as)\s+)?(?:to be\s+)?"
                              r"(?:an?\s+)?significant discharges?\b")


def _mandate_not_reach(body: str) -> bool:
    """A unit under an "Applicability; existing facilities" heading that orders something ("... shall be upgraded")
    and says nothing of whom the chapter reaches is a rule, not a scope clause."""
    return _OPERATIVE.search(body) is not None and _STATES_REACH.search(body) is None


def _assess_guarded(engine: Engine, p: Provision) -> Finding:
    """One provision's merits; a failure inside a check costs that provision's verdict, never the review.

    Why: an ordinance can hold text no test foresaw ("from February 30"); the reviewer keeps every
    other finding and sees this one marked for a hand comparison, with the error logged."""
    try:
        return engine.assess_one(p)
    except Exception:  # noqa: BLE001 - one provision's failure must not lose the whole review
        _LOG.exception("assessing provision %s (%s) failed", p.id, p.label)
        t = prepare(p)
        return engine.not_covered(t, "engine_failure", engine.rules.reason("fallback.failed"), 0.0, basis="unplaced")


def _rule_for_new_verdict(engine: Engine, before: Finding, after: Finding) -> Finding:
    """A link that turns a restatement into an exceedance must also name the rule the new verdict rests on: the
    restatement's s. 92.15(2) does not carry an exceedance (NR 151.096(1)(a) does)."""
    defaults = engine.rules.default_rules
    if after.verdict == before.verdict or after.rule not in ("", *defaults.values()) or after.verdict not in defaults:
        return after
    return after.model_copy(update={"rule": defaults[after.verdict]})


def assess(provisions: list[Provision], catalog: Catalog, info: DocumentInfo) -> list[Finding]:
    """One finding per provision, in order: the verdict on the merits (exemptions come later)."""
    engine = Engine(catalog, info)
    provisions = definitions.with_defined_context(engine, definitions.with_aliases_in_full(engine, provisions))
    engine.defined_idle = definitions.defined_idle_period(engine, provisions)
    engine.idle_grace = checks_closure.grace_after_idle([prepare(p) for p in provisions if _CLOSURE_HINT.search(p.text)])
    judged = [_assess_guarded(engine, p) for p in provisions]
    findings = links.referenced_figures(engine, provisions, judged)
    findings = links.wider_local_zones(engine, provisions, findings)
    findings = links.completed_by_sibling(engine, provisions, findings)
    findings = links.withdrawn_exceptions(engine, provisions, findings)
    findings = links.extended_reach(engine, provisions, findings)
    findings = [_rule_for_new_verdict(engine, before, after) for before, after in zip(judged, findings, strict=True)]
    from ordinance_review import exemptions  # (status reads the engine's text helpers: imported late)

    # RUBRIC rule 7 asks whether the rule a definition feeds is itself *labeled* exceeds: one kept out of
    # the approval as pre-2002 text is not, and a later definition that tightens it carries the exceedance
    settled = {p.id for p in provisions if exemptions.pre2002_status(p, info, engine.rules)[0]}
    # a trigger stated as a rule of its own ("a facility is abandoned when ..."), not an entry of a definitions
    # list, is read together with the rule that counts from it (RUBRIC rule 20)
    standalone = {p.id for p, f in zip(provisions, findings, strict=True) if f.basis == "trigger_definition"
                  and not definitions.DEFINES_TERM.search(p.text) and not definitions.DEFINITIONS_LIST.search(p.text)}
    return definitions.fed_definitions(findings, engine.rules, linked=engine.linked_topics, settled=settled,
                                       # (a list item names the defined term in the sentence its lead-in leaves
                                       # open: "No unconfined manure stack may be located:" over "(c) within 300
                                       # feet of a stream"; not in a caption over it)
                                       standalone=standalone,
                                       texts={p.id: f"{lead_sentence(p.lead_in)} {p.text}".lower() for p in provisions})
