"""Definitions: when a local definition moves a state trigger, and how the engine reads one.

Why a module of its own: a definition is not a standard (RUBRIC rule 7), except where it widens a
state-defined term, draws a zone prong wider than the state's, or sets a figure that moves a state
trigger; these are read entry by entry, and decided once per ordinance (a definition that only feeds
a local rule that itself exceeds stays not_covered).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ordinance_review.engine.checks_closure import BECOMES_IDLE
from ordinance_review.engine.figures import fmt, num
from ordinance_review.engine.receptors import receptor, wqma_prongs
from ordinance_review.engine.text import Text, prepare, sentences
from ordinance_review.measures import Measure, find_measures
from ordinance_review.models import ComparedParameter, Finding, Provision
from ordinance_review.verdict_rules import RuleSet, TriggerDefinition

if TYPE_CHECKING:
    from ordinance_review.engine.decide import Engine


def widened_definition(e: Engine, t: Text) -> Finding | None:
    """A state-defined term defined to take in what the state leaves out (RUBRIC rule 7)."""
    for w in e.rules.widening_definitions:
        for span in defined_spans(t.body, e.rules.rx(w.term)):
            # (the unit's caption names what its sentence deems: "Winter grazing areas. An area where livestock are
            # fed ... shall be treated as a feedlot")
            if e.rules.rx(w.widens).search(f"{t.caption} {span}") and not (w.unless and e.rules.rx(w.unless).search(span)):
                return e.finding(t.provision, "exceeds", w.reason, topic=w.id, standards=[w.citation],
                                    confidence=0.75, basis="trigger_definition")
    return None



def definition(e: Engine, t: Text) -> Finding:
    widened = widened_definition(e, t)
    if widened is not None:
        return widened
    for d in e.rules.trigger_definitions:
        for m in e.rules.rx(d.when).finditer(t.body):
            # the entry is read alone: up to the next quoted term or the end of its sentence, so an
            # unquoted definitions list ("SILURIAN BEDROCK AREA -- ... SWQMA -- 1,000 feet") does not
            # lend one entry the next entry's figure
            stop = _sentence_end(t.body, m.end())
            ends = [i for i in (t.body.find('"', m.end() + 40), stop) if i > 0]
            seg = t.body[max(0, m.start() - 5): min(ends) if ends else m.end() + 400]
            offset = max(0, m.start() - 5)
            if (ends and min(ends) == stop and not any(_unit_ok(q, d.unit) for q in find_measures(seg))
                    and _DEFINES.match(t.body[m.end():].lstrip('"\u201d ')) is not None):
                # a definition that gives its figure in the sentence after ("... able to hold more manure than
                # before. An increase ... of more than ten percent counts"), when that sentence defines no other term
                nxt = _sentence_end(t.body, stop + 1)
                more = t.body[stop: nxt if nxt > 0 else len(t.body)]
                if not any(c in more for c in ('"', "\u201c", "\u2014", "--")) and not DEFINES_TERM.search(more):
                    seg = t.body[offset: stop + len(more)]
            entry = seg
            deemed_entry = ""
            if (not find_measures(seg) and not (d.any_amount and e.rules.rx(d.any_amount).search(seg))
                    and _DEEMED_BEFORE.search(t.body, max(0, m.start() - 40), m.start())):
                # "... any accumulation of 50 cubic feet or more ... is an unconfined pile": the figure
                # comes before the term it deems, in the same sentence (and so does "any increase in the storage
                # volume ... is a substantial alteration")
                start = t.body.rfind(". ", 0, m.start())
                offset = start + 2 if start >= 0 else 0
                seg = t.body[offset: m.end()]
                # (the term it deems defined in the sentence before, whatever its size: "STACK -- Any pile of separated
                # solids ... whatever its volume or depth. A stack is an unconfined manure pile for purposes of ...")
                before = t.body.rfind(". ", 0, max(0, start))
                deemed_entry = t.body[before + 2 if before >= 0 else 0: m.end()] if start >= 0 else seg
                if not find_measures(seg) and _AREA_DESCRIBED_BEFORE.match(seg):
                    # "Map 1 shows all land within 500 feet of ... The area shown on Map 1 is the water quality
                    # management area for ...": the area the sentences before describe
                    offset, seg = 0, t.body[: m.end()]
                entry = seg
            if d.prongs:
                found = zone_definition(e, t, d, seg)
                if found is not None:
                    return found
            if d.added_area and d.reason_added and e.rules.rx(d.added_area).search(t.body):
                return e.finding(t.provision, "exceeds", d.reason_added, topic=d.id, standards=[d.citation],
                                 confidence=0.75, basis="trigger_definition",
                                 parameters=[ComparedParameter(name=d.name, local_value="the state's area and more",
                                                               state_value="the state's area", unit="")])
            qs = [q for q in find_measures(seg) if _unit_ok(q, d.unit)]
            if not qs and d.any_amount and (e.rules.rx(d.any_amount).search(entry) or (
                    deemed_entry and d.any_amount_deemed and e.rules.rx(d.any_amount_deemed).search(deemed_entry))):
                fig = e.fig(d.figure)
                return e.finding(
                    t.provision, "exceeds", d.reason_any.format(state=fmt(fig.n)) + fig.caveat(),
                    topic=d.id, standards=[d.citation], confidence=0.75, basis="trigger_definition",
                    parameters=[ComparedParameter(name=d.name, local_value="any amount", state_value=num(fig.n),
                                                  unit=d.unit, confirmed=fig.confirmed)],
                )
            for q in qs:
                fig = e.fig(d.figure)
                local = q.feet if d.unit == "ft" else (q.months if d.unit == "months" else q.value)
                if d.figure_lake and receptor(t.body, Measure(q.value, q.unit, q.start + offset, q.end + offset), e.rules) == "lake":
                    fig = e.fig(d.figure_lake)
                state = fig.number
                if local is None or state is None:
                    continue
                spec = e.rules.figures[d.figure]
                stricter = local < state if spec.stricter_if == "lower" else local > state
                # "20% or more" against the state's "more than 20%": the same number, one more case reached
                stricter = stricter or (local == state and spec.state_exclusive and inclusive_at(e, seg, q))
                grace = e.idle_grace.months if (d.reason_listed_linked and e.idle_grace is not None) else None
                if (stricter and grace is not None and d.unit == "months" and local + grace >= state - 0.01
                        and (DEFINES_TERM.search(t.provision.text) or DEFINITIONS_LIST.search(t.provision.text))):
                    # (RUBRIC rules 7 and 20) an entry of a definitions list: the closure rule counts its time to
                    # close from this idle point, and the two together come to the state's period, so the definition
                    # moves no state trigger (a trigger stated as a rule of its own is read with that rule instead)
                    return e.not_covered(t, "definitions", d.reason_listed_linked, 0.75, basis="definition")
                lesser = e.rules.lesser_alternative
                if (not stricter and lesser is not None and e.rules.rx(lesser.pattern).search(seg)
                        and any(not _unit_ok(other, d.unit) for other in find_measures(seg))):
                    # "more than 20 percent or 250 square feet, whichever is less": a second trigger beside the state's
                    return e.finding(
                        t.provision, "exceeds",
                        e.rules.reason("definition.lesser_alternative", state=f"{fmt(state)} {d.unit}",
                                       citation=d.citation) + fig.caveat(),
                        topic=d.id, standards=[d.citation], confidence=0.7, basis="trigger_definition",
                        parameters=[ComparedParameter(name=d.name, local_value=f"{fmt(float(local))}, or a second "
                                                      "figure, whichever is less", state_value=num(state),
                                                      unit=d.unit, confirmed=fig.confirmed)],
                    )
                if not stricter and local == state and d.reason_linked:
                    # the state's own period, set in a unit of its own ("is abandoned when no manure has been added ...
                    # for twenty-four consecutive months"): not covered alone, and read with the rule that counts from
                    # it when one does (RUBRIC rules 7 and 20, fed_definitions)
                    return e.finding(t.provision, "not_covered", e.rules.reason("definition.plain"), topic=d.id,
                                     confidence=0.75, basis="trigger_definition")
                own_close = _OWN_TIME_TO_CLOSE.search(t.body, q.end + offset) if d.unit == "months" else None
                close_months = float(own_close.group(1) or own_close.group(2)) if own_close is not None else 0.0
                if stricter and own_close is not None and local + close_months >= state - 0.01:
                    # (RUBRIC rule 20) the unit gives the time to close counted from its own idle point: "... considered
                    # unused once no manure has been added ... for 12 months; the owner then has 12 further months to
                    # close it" comes to the state's 24 months
                    total = local + close_months
                    linked = f"{fmt(float(local))} months of non-use plus {fmt(close_months)} months to close"
                    return e.finding(t.provision, "consistent",
                                     e.rules.reason("closure.linked_consistent", local=fmt(total), state=fmt(state),
                                                    linked=linked, citation=d.citation),
                                     topic=d.id, standards=[d.citation], confidence=0.75, basis="trigger_definition",
                                     parameters=[ComparedParameter(name=d.name, local_value=num(total), state_value=num(state),
                                                                   unit=d.unit, confirmed=fig.confirmed)])
                if stricter:
                    return e.finding(
                        t.provision, "exceeds",
                        d.reason_exceeds.format(local=fmt(float(local)), state=fmt(state)) + fig.caveat(),
                        topic=d.id, standards=[d.citation], confidence=0.8, basis="trigger_definition",
                        parameters=[ComparedParameter(name=d.name, local_value=num(local), state_value=num(state),
                                                      unit=d.unit, confirmed=fig.confirmed)],
                    )
    return e.not_covered(t, "definitions", e.rules.reason("definition.plain"), 0.85, basis="definition")



# the time to close a unit gives after the idle point it defines: "the owner then has 12 further months to close it",
# "and shall then be closed within 6 months"
_OWN_TIME_TO_CLOSE = re.compile(r"\b(?:then\s+)?(?:has|have|is given|are given|shall have)\s+(\d+)\s+(?:further\s+|more\s+|additional\s+)?"
                                r"months?\s+(?:in which\s+)?to\s+close\b|\bshall\s+then\s+be\s+closed\s+within\s+(\d+)\s+months?\b")


def inclusive_at(e: Engine, seg: str, q: Measure) -> bool:
    """Does the figure include itself ("20% or more", "at least 20%")?"""
    before = seg[max(0, q.start - 16):q.start]
    return bool(e.rules.rx(e.rules.inclusive_bound.pattern).search(seg[q.end:q.end + 40])
                or re.search(r"(?:at least|not less than|no less than|minimum of)\s*$", before))



def zone_definition(e: Engine, t: Text, d: TriggerDefinition, seg: str) -> Finding | None:
    """A defined zone (WQMA, susceptible site) with one prong drawn wider than the state's (RUBRIC rule 7)."""
    sub = prepare(t.provision.model_copy(update={"text": seg, "heading": "", "lead_in": ""}))
    prongs = wqma_prongs(e, sub)
    wide = next((pr for pr in prongs if pr.wider), None)
    if wide is None:
        return None
    return e.finding(
        t.provision, "exceeds",
        d.reason_prong.format(what=wide.name.removeprefix("zone prong: "), local=f"{fmt(wide.local)} ft",
                              state=f"{fmt(wide.state.n)} ft") + wide.state.caveat(),
        topic=d.id, standards=[wide.state.citation], confidence=0.8, basis="trigger_definition",
        parameters=[ComparedParameter(name=pr.name, local_value=num(pr.local), state_value=num(pr.state.n),
                                      unit=pr.unit, confirmed=pr.state.confirmed) for pr in prongs],
    )


def _unit_ok(q: Measure, unit: str) -> bool:
    if unit == "ft":
        return q.unit in ("ft", "mile")
    if unit == "months":
        return q.months is not None
    return q.unit == unit


def defined_idle_period(engine: Engine, provisions: list[Provision]) -> Measure | None:
    """The idle period the ordinance defines for an abandoned or idle facility, if one unit defines it.

    RUBRIC rule 20: "a facility is abandoned when unused for 18 months" in one unit and "close an
    abandoned facility within 6 months" in another set one deadline of 24 months together.
    """
    d = next((d for d in engine.rules.trigger_definitions if d.id == "definition_abandoned_facility"), None)
    if d is None:
        return None
    term = engine.rules.rx(d.when)
    for p in provisions:
        t = prepare(p)
        if not term.search(t.body):
            continue
        # the sentence that defines the idle term carries its period, in a block of definitions or in a
        # unit that is no definitions section in form ("Inactive manure storage facility means ...")
        is_definition = engine.is_definition(t)
        block = is_definition or _DEFINITIONS_OPEN.match(t.body) is not None
        parts = sentences(t.body)
        for k, sentence in enumerate(parts):
            # ("IDLE FACILITY" ⏎ "A manure storage facility into which ...": a capitals entry opens
            # with its term, in a block of definitions; the first entry may follow the block's lead, "Definitions. In
            # this chapter: Abandoned storage facility.")
            # (a longer lead may run to its colon: "as used in this chapter, the following terms shall have the meanings
            # indicated: abandoned — a manure storage facility into which ...")
            entry = sentence[sentence.index(":") + 1:].strip() if ":" in sentence[:120] else sentence
            if term.search(sentence) and (DEFINES_TERM.search(sentence) or (block and term.search(entry[:30]))):
                own = [q for q in find_measures(sentence) if q.months is not None]
                if not own and block and len(entry) <= 40 and k + 1 < len(parts):
                    # American Legal's entry, its term a sentence of its own: "IDLE. A manure storage facility to
                    # which no manure has been added ... for twelve (12) consecutive months."
                    own = [q for q in find_measures(parts[k + 1]) if q.months is not None]
                if len(own) == 1:
                    return own[0]
        months = [q for q in t.measures if q.months is not None]
        if len(months) != 1:
            continue
        if is_definition:
            return months[0]
        if BECOMES_IDLE.search(t.body):
            # "A facility becomes idle when no manure has been added ... for 18 months": a trigger set in
            # a unit of its own, no definition in form, that another unit's closure duty counts from
            return months[0]
    return None


_DEFINITIONS_OPEN = re.compile(r"^\W*(?:definitions?|terms defined|word usage)\b", re.I)
# a block of definitions: "Definitions. As used in this chapter, the following terms shall have the meanings ..."
DEFINITIONS_LIST = re.compile(r"^\W*definitions?\b|\bas used in this\b|\bthe following (?:terms|words)\b|\bshall have the meanings?\b",
                              re.I)


def deems_state_term(e: Engine, t: Text) -> bool:
    """Does a rule say when a thing *is* a state-defined one ("a facility is substantially altered whenever its
    capacity is increased by any amount")? That clause is a definition inside the rule (RUBRIC rule 7). (A period
    said so, "becomes idle when ... for 18 months", is read with the time to close that follows it: rule 20.)"""
    for d in e.rules.trigger_definitions:
        if d.unit == "months":
            continue
        for m in e.rules.rx(d.when).finditer(t.body):
            if _IS_BEFORE.search(t.body, max(0, m.start() - 8), m.start()) and _WHEN_AFTER.match(t.body, m.end()):
                return True
    return False


_IS_BEFORE = re.compile(r"\b(?:is|are|becomes?)\s+$")
_WHEN_AFTER = re.compile(r"\w*\s+(?:whenever|when|if|once)\b")


# a sentence that counts land or a thing as a state-defined one: "the County treats as a site susceptible to ..."
DEEMS_AS = re.compile(r"\b(?:treats?|treated|regards?|regarded|counts?|counted)\s+as\b", re.I)
DEFINES_TERM = re.compile(r"\bmeans\b|\bshall mean\b|\bis defined as\b|\b(?:is|are) (?:deemed|considered)\b"
                          r"|(?:^|[:;]\s)\W*\"[^\"]{1,60}\"[^.]{0,60}\b(?:describes|refers to|has the meaning)\b")


def _feeds_a_restatement(f: Finding, d: TriggerDefinition, restating: list[Finding], texts: dict[str, str],
                         rules: RuleSet) -> bool:
    """Does a rule that only restates the state's, on a topic the definition feeds, use the defined term? Then the
    moved trigger is what widens that rule, and the definition carries the exceedance (RUBRIC rule 7). A rule that
    uses the state's own term ("an unconfined manure pile, as defined in s. NR 151.015") is not fed by a local
    "manure stack"."""
    fed = [r for r in restating if r.topic in d.feeds_topics]
    if not fed:
        return False
    value = next((p.local_value for p in f.parameters if p.local_value), "")
    figure = str(value).removesuffix(".0")  # ("50.0" is printed "fifty (50)")
    term = defined_term(texts.get(f.provision_id, ""), rules.rx(d.when), figure)
    return term is None or any(term in texts.get(r.provision_id, "") for r in fed)


_QUOTED_TERM = re.compile(r"[\"\u201c]([^\"\u201d]{2,60})[\"\u201d]")
# the next entry of a definitions list: a quoted term (or two, "\"Manure stack\" or \"unconfined manure stack\"") that
# a verb of defining follows
_NEXT_ENTRY = re.compile(r"[\"\u201c][^\"\u201d]{2,60}[\"\u201d]\s*(?:,?\s*or\s+[\"\u201c][^\"\u201d]{2,60}[\"\u201d]\s*)?"
                         r"(?:means|shall mean|is defined|has the meaning|[-\u2013\u2014:])")


def defined_term(text: str, when: re.Pattern[str], figure: str = "") -> str | None:
    """The term a definition names (from its lower-cased text): the quoted words around or before its subject
    ('"manure stack" means ...'); None when it quotes none. In a list defining several terms on the subject
    ('"Field stack" means ... "Unconfined manure pile" means any pile of manure holding fifty (50) cubic feet'), the
    term whose entry carries the figure that moved the trigger."""
    matches = list(when.finditer(text))
    if not matches:
        return None
    if figure and len(matches) > 1:
        # the list's entries, each from its quoted term(s) to the next ('"Manure stack" or "unconfined manure stack"
        # means ...' is one entry for both names); a match in an entry's body ("means manure piled ...") is that entry's
        starts = [e.start() for e in _NEXT_ENTRY.finditer(text)]

        def entry(m: re.Match[str]) -> str:
            begin = max((st for st in starts if st <= m.start()), default=0)
            end = min((st for st in starts if st > max(begin, m.start())), default=len(text))
            return text[begin:end]
        matches = [m for m in matches if figure in entry(m)] or matches
    m = matches[0]
    quoted = [q for q in _QUOTED_TERM.finditer(text) if q.start() <= m.start() + 1 and m.start() - q.end() <= 80]
    return quoted[-1].group(1).strip().lower() if quoted else None


def fed_definitions(findings: list[Finding], rules: RuleSet, linked: set[tuple[str, str]] | frozenset = frozenset(),
                    settled: set[str] | frozenset[str] = frozenset(),
                    standalone: set[str] | frozenset[str] = frozenset(),
                    texts: dict[str, str] | None = None) -> list[Finding]:
    """RUBRIC rule 7: a definition that moves a trigger only for a local rule that itself exceeds stays
    not_covered — the exceedance is the rule's, and it is decided there, once. So does one whose period a
    local rule has already counted in its own comparison (RUBRIC rule 20, linked periods; `linked` holds
    (topic, provision id) pairs). A rule in `settled` (provision ids exempt as pre-2002 text) is not
    labeled exceeds, so a definition that tightens its trigger is judged on its own: exceeds when later, and
    exempt with it when as old as the rule (its own status test, RUBRIC rules 7 and 16)."""
    live = ({f.topic for f in findings if f.verdict == "exceeds" and f.provision_id not in settled}
            | {topic for topic, pid in linked if pid not in settled})
    # a trigger set in a unit of its own ("a facility is abandoned when ... 18 months") that a rule counted
    # from and came out no stricter: read together they set the state's deadline (RUBRIC rule 20)
    verdicts = {f.provision_id: f.verdict for f in findings}
    read_together = {topic for topic, pid in linked if verdicts.get(pid) == "consistent"}
    exceeding_rules = {f.topic for f in findings if f.verdict == "exceeds"}
    # a rule on the same topic that only restates the state's: the moved trigger is what widens it, so the
    # definition does not *only* feed rules that exceed ("No unconfined pile in the WQMA" beside a 25-cubic-foot pile)
    restating = [f for f in findings if f.verdict == "consistent" and f.basis == "topic"]
    texts = texts or {}
    by_id = {d.id: d for d in rules.trigger_definitions}
    out = []
    for f in findings:
        d = by_id.get(f.topic)
        if (f.basis == "trigger_definition" and d is not None and d.reason_linked and f.provision_id in standalone
                and read_together & set(d.feeds_topics) and not exceeding_rules & set(d.feeds_topics)):
            f = f.model_copy(update={"verdict": "consistent", "reason": d.reason_linked,
                                     "rule": rules.default_rules["consistent"]})
        elif (f.basis == "trigger_definition" and d is not None and live & set(d.feeds_topics)
              and not (d.only_fed and _feeds_a_restatement(f, d, restating, texts, rules))
              and not _names_a_rule_it_widens(texts.get(f.provision_id, ""), findings)):
            f = f.model_copy(update={"verdict": "not_covered", "basis": "definition", "standards": [],
                                     "reason": d.reason_fed or rules.reason("definition.plain"),
                                     "rule": rules.default_rules["not_covered"]})
        out.append(f)
    return out


# the unit a definition names as the one it serves: "as those terms are used in ... the prohibitions adopted in
# s. 17.45(1)(b)" (not any unit it cites: "closure ... as provided in section 38-106" names how, not where)
_NAMED_UNIT = re.compile(r"\b(?:used|applied|adopted(?: by reference)?) in\b[^.;]{0,80}?(?:\b(?:s|ss|sec|subs?|par)\.\s*(\d{1,4}(?:[.\-]\d{1,4})*(?:\s?\(\w{1,4}\))*)"
                         r"|\b(?:section|subsection|paragraph)\s+(\d{1,4}(?:[.\-]\d{1,4})*(?:\s?\(\w{1,4}\))*))", re.I)


def _names_a_rule_it_widens(text: str, findings: list[Finding]) -> bool:
    """Does the definition name the unit it serves ("... as used in the prohibitions adopted in s. 17.45(1)(b)"), and
    is that unit's own verdict consistent? Then the moved trigger is what widens that rule, whatever other rules on
    the subject exceed on their own, and the definition carries the exceedance (RUBRIC rule 7)."""
    named = {re.sub(r"\s+", "", a or b) for a, b in _NAMED_UNIT.findall(text)}
    if not named:
        return False
    keys = {f.provision_id: re.sub(r"^(?:§|Sec\.|Section)\s*", "", re.sub(r"\s+", "", f.label)) for f in findings}
    return any(f.verdict == "consistent" and (keys[f.provision_id] in named
                                              or any(keys[f.provision_id].startswith(n + "(") for n in named))
               for f in findings)


def _sentence_end(body: str, start: int) -> int:
    """Where the sentence running at `start` ends (a period before a space and a letter), or -1.

    A term printed as its own heading ("SUBSTANTIALLY ALTERED. With respect to a facility, ...") ends
    no sentence: its definition is the sentence after it."""
    m = _SENTENCE_STOP.search(body, start)
    # (the term may have matched only the start of its last word: "substantial alter" in "SUBSTANTIAL ALTERATION.")
    if m is not None and (m.start() - start <= 2 or body[start:m.start()].isalpha()):
        m = _SENTENCE_STOP.search(body, m.end())
    return m.start() + 1 if m else -1


_SENTENCE_STOP = re.compile(r"\.\s+(?=[a-z\"(])")


# how a definition follows its term: "means", a dash or colon, or (eCode360's capitals entries, "FEEDLOT
# A barnyard ...") straight into the article that opens the definition
_DEFINES = re.compile(
    r'^\W{0,3}(?:"|\u201d)?\s*(?:means|shall mean|includes|has the meaning|is defined as|--|\u2014|\u2013|:|(?:a|an|any|all)\s)'
)


def defined_spans(body: str, term: re.Pattern[str]) -> list[str]:
    """The text of each definition of `term` in a unit: from the term, where it is being defined, to the
    next definition's quotation mark (or 400 characters), so one entry of a definitions list is read alone."""
    out = []
    for m in term.finditer(body):
        if _DEEMED_BEFORE.search(body, max(0, m.start() - 40), m.start()):
            # a sentence that deems something to be the term is the definition: "A winter grazing area ... is a
            # feedlot for purposes of this article" (to the sentence's end), "For purposes of sub. (1), an area
            # used for winter grazing ... is a feedlot" (opened on the purpose, to the term)
            start = body.rfind(". ", 0, m.start())
            begin = start + 2 if start >= 0 else 0
            if _FOR_PURPOSES.match(body, m.end()):
                end = _sentence_end(body, m.end())
                out.append(body[begin: end if end >= 0 else len(body)])
                continue
            sentence = body[begin: m.end()]
            if _PURPOSE_FIRST.match(sentence) or _PURPOSE_FIRST.match(sentence.split(". ", 1)[-1]):
                out.append(sentence)
                continue
        if not _DEFINES.search(body[m.end():m.end() + 30]):
            continue
        nxt = body.find('"', m.end() + 40)
        out.append(body[m.start(): nxt if nxt > 0 else m.end() + 400])
    return out


# ("... fewer than three feet of soil above bedrock is a site susceptible to groundwater contamination and lies within
# the water quality management area": the place named before the state's words for it, or said to lie in the zone)
# (a sentence that names the area the ones before it described: "The area shown on Map 1 is ...")
_AREA_DESCRIBED_BEFORE = re.compile(r"\W*(?:the|that|such|this|these) (?:area|areas|land|lands|zone)\b")
_DEEMED_BEFORE = re.compile(r"\b(?:is|are|shall be) (?:deemed |considered |treated as |regarded as )?(?:to be )?(?:an? |the )?"
                            r"(?:(?:site|sites|land|area|areas|place) )?$|\b(?:lies?|falls?|is|are|shall be) (?:with)?in (?:the |an? )?$")
_PURPOSE_FIRST = re.compile(r"\W*(?:for (?:the )?purposes? of|as used in)\b")
# ("... is a feedlot for purposes of this article", or of the state rules it names: "... shall be treated as a feedlot
# for purposes of the clean water diversion standard of s. NR 151.06")
_FOR_PURPOSES = re.compile(r"\W*for (?:the )?purposes? of (?:this\b|the (?:[a-z-]+ ){0,5}(?:standards?|prohibitions?|rules?|requirements?) "
                           r"(?:of|in) (?:s\.? ?|section )?nr 151\b)")



def with_defined_context(engine: Engine, provisions: list[Provision]) -> list[Provision]:
    """The provisions as the engine reads them: a rule that uses a term the ordinance defines by a
    state-defined area ("shallow bedrock field" means land over Silurian bedrock ...) gets that area in its
    context, so "No manure may be applied on a shallow bedrock field where ..." is read as NR 151.075 reads
    it. Only the engine's copy changes; the provision shown to the reviewer keeps its own heading."""
    rule = engine.rules.defined_context
    if rule is None:
        return provisions
    term, carries = engine.rules.rx(rule.term), engine.rules.rx(rule.carries)
    names: dict[str, str] = {}
    for p in provisions:
        if not _DEFINITION_HINT.search(p.text):
            continue
        t = prepare(p)
        m = term.search(t.body)
        if m is not None and carries.search(t.body) and engine.is_definition(t):
            names[p.id] = m.group("name")
    if not names:
        return provisions
    uses = {pid: re.compile(rf"\b{re.escape(name)}s?\b") for pid, name in names.items()}
    out = []
    for p in provisions:
        t = prepare(p)
        used = [names[pid] for pid, rx in uses.items() if pid != p.id and rx.search(t.ctx)]
        if used and not carries.search(t.ctx):
            heading = f"{p.heading} ({used[0]}: {rule.marker})".strip()
            p = p.model_copy(update={"heading": heading})
        out.append(p)
    return out


_DEFINITION_HINT = re.compile(r"\b(?:means|mean|is defined as|includes)\b", re.I)


def with_aliases_in_full(engine: Engine, provisions: list[Provision]) -> list[Provision]:
    """The provisions as the engine reads them: where the ordinance defines a short name with a full term
    ('"Animal waste storage facility" or "facility" means ...'), "every owner of a facility shall have it
    inspected" is a rule on storage facilities, and the engine reads the full term in its place. Only the
    engine's copy changes; the reviewer sees the text as printed."""
    rule, deemed = engine.rules.defined_alias, engine.rules.deemed_alias
    if rule is None:
        return provisions
    pair, full_rx = engine.rules.rx(rule.pattern), engine.rules.rx(rule.full)
    aliases: dict[str, str] = {}  # short name -> full term
    defined_in: dict[str, str] = {}  # a deemed short name -> the provision that deems it
    for p in provisions:
        if deemed is not None and "purpose" in p.text:
            # ("A stack is an unconfined manure pile for purposes of NR 151.08": the ordinance's own name for the state's)
            for m in engine.rules.rx(deemed.pattern).finditer(prepare(p).body):
                short = m.group("short").strip()
                if short not in m.group("full"):
                    aliases.setdefault(short, m.group("full"))
                    defined_in.setdefault(short, p.id)  # (the definition itself keeps its words)
        if '"' not in p.text and "\u201c" not in p.text:
            continue
        for m in pair.finditer(prepare(p).body):
            a, b = m.group("a").strip(), m.group("b").strip()
            short, full = (a, b) if len(a) < len(b) else (b, a)
            if set(short.split()) <= set(full.split()) and full_rx.search(full) and not full_rx.search(short):
                aliases.setdefault(short, full)
    if not aliases:
        return provisions
    uses = [(re.compile(rf"\b({_DETERMINERS}) ({re.escape(short)}|{re.escape(_plural(short))})\b", re.I), short, full)
            for short, full in aliases.items()]
    out = []
    for p in provisions:
        text = p.text
        for rx, short, full in uses:
            if defined_in.get(short) == p.id:
                continue
            text = rx.sub(lambda m, short=short, full=full: f"{m.group(1)} {full if m.group(2).lower() == short else _plural(full)}",
                          text)
        out.append(p if text == p.text else p.model_copy(update={"text": text}))
    return out


_DETERMINERS = ("a|an|the|each|every|any|such|that|this|no|its|new|existing|abandoned|idle|inactive|unused|proposed"
                "|all|those|these|other")


def _plural(noun: str) -> str:
    return noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
