"""Links between units: what one provision means depends on another (RUBRIC rule 20).

Why a module of its own: the engine judges each provision alone, but an ordinance speaks across its
units. A rule that takes its distances from another unit ("within the distances listed in section
38-104(b)") reaches what those distances reach, and a rule that applies within a zone the ordinance
draws for itself reaches that zone. Both passes run after every provision has its own finding, and
change a finding only when the link makes the rule reach further than the state rule.

A state term the ordinance defines wider (a WQMA of 500 feet, a feedlot that takes in winter grazing
areas) is not carried into the rules that use it: RUBRIC rule 7 and the devset label that exceedance
on the definition, and the restating rule stays consistent.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ordinance_review.engine.figures import fmt
from ordinance_review.engine.receptors import Prong, wqma_prongs
from ordinance_review.engine.text import STATE_RULE_CITE, prepare
from ordinance_review.models import ComparedParameter, Finding, Provision
from ordinance_review.segment.history import unit_key

if TYPE_CHECKING:
    from ordinance_review.engine.decide import Engine


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
            # (a permission within the named unit's distances relaxes them: it takes nothing from them)
            if m is not None and not any(q.feet is not None for q in t.measures) \
                    and not engine.rules.any_of(engine.rules.permission_cues, t.body):
                named = _referenced(m.group("ref"), keys[i], keys)
                # (a definition the rule points to carries its own widening, and the rule stays as worded: RUBRIC
                # rule 7, as Marlow 14.41(3) and 14.45(1)(a) are labeled)
                named = [j for j in named if not engine.is_definition(prepare(provisions[j]))]
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


# (the prepared text drops the period of "sub." or "par." before a designator: "the period in par (a)")
_SECTION_WORDS = re.compile(r"^(?:section|sec\.|s\.|§|subsection|subd\b\.?|sub\b\.?|par\b\.?|paragraph|division)\s*", re.I)


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


def wider_local_zones(engine: Engine, provisions: list[Provision], findings: list[Finding]) -> list[Finding]:
    """A restatement of a zone-limited state rule that also applies within a zone the ordinance draws
    wider than the state's reaches more land: "No unconfined manure pile may be kept within a water
    quality management area or within a groundwater protection area", where the groundwater
    protection area takes in land within 1,000 feet of any private well."""
    cfg = engine.rules.local_zone
    if cfg is None:
        return findings
    term = engine.rules.rx(cfg.term)
    zones: dict[str, tuple[str, object]] = {}  # name -> (label, widest prong)
    narrow: dict[str, tuple[str, object]] = {}  # name -> (label, a prong): zones drawn no wider than the state's
    measured: dict[str, str] = {}  # name -> label: the state's distances measured from a line farther out
    state_terms = [engine.rules.rx(d.when) for d in engine.rules.trigger_definitions]
    other: dict[str, str] = {}  # name -> label: zones drawn by features the WQMA does not use (bedrock, karst, wells)
    established = engine.rules.rx(cfg.established) if cfg.established else None
    features = engine.rules.rx(cfg.other_features) if cfg.other_features else None
    qualified = engine.rules.rx(cfg.local_qualifier) if cfg.local_qualifier else None
    map_area = engine.rules.rx(cfg.map_area) if cfg.map_area else None
    for p, f in zip(provisions, findings, strict=True):
        t = prepare(p)
        if map_area is not None and f.verdict == "exceeds" and f.basis == "trigger_definition" \
                and (drawn := list(map_area.finditer(t.body))):
            # the state's zone drawn wider on a map the rules then name by the map ("within the area shown on Map 1")
            wide = next((pr for pr in wqma_prongs(engine, t) if pr.wider), None)
            for m in drawn if wide is not None else []:
                zones.setdefault(_map_name(m), (p.label, wide))
        if features is not None and cfg.reason_other and features.search(t.body):
            for name in _table_zones(engine, t.body):
                other.setdefault(name, p.label)
        founding = [] if established is None else list(established.finditer(t.body))
        if f.basis not in ("definition", "trigger_definition") and not founding:
            continue  # the definitions were found when each provision was judged
        measured_wider = bool(cfg.measured_wider) and engine.rules.rx(cfg.measured_wider).search(t.body) is not None
        # (a definition set out as a list names its zone in the lead-in: "the county water quality management area
        # consists of all of the following, as delineated on Map 1:" over "(1) All land within 1,500 feet of a lake")
        named = [*term.finditer(t.body), *founding]
        from_lead = not named and f.basis == "trigger_definition" and bool(p.lead_in)
        if from_lead:
            lead = prepare(p.model_copy(update={"text": p.lead_in, "heading": "", "lead_in": ""}))
            named = list(term.finditer(lead.body))
        for m in named:
            name = (m.groupdict().get("name") or m.groupdict().get("dotted") or m.group("est")).strip()
            if any(rx.search(name) for rx in state_terms) and not (qualified is not None and qualified.search(name)):
                continue  # a state zone defined wider: the definition carries that (RUBRIC rule 7)
            end = t.body.find('"', m.end() + 40)
            span = t.body if from_lead else t.body[m.start(): end if end > 0 else m.end() + 400]
            sub = prepare(p.model_copy(update={"text": span, "heading": "", "lead_in": ""}))
            prongs = wqma_prongs(engine, sub)
            if not prongs:
                # '"Shoreland zone" means the area described in section 11.4': the zone is drawn where the unit named
                prongs = _prongs_by_reference(engine, provisions, p, span)
            wide = next((pr for pr in prongs if pr.wider), None)
            if wide is not None and name not in zones:
                zones[name] = (p.label, wide)
            elif wide is None and prongs and measured_wider and cfg.reason_measured and name not in measured:
                # the state's distances, measured from a line farther out ("300 feet from a river, or to the landward
                # side of the floodplain, whichever is greater"): wider wherever that line lies beyond them
                measured[name] = p.label
            elif wide is None and prongs and name not in narrow and not measured_wider:
                narrow[name] = (p.label, prongs[0])
            elif not prongs and features is not None and cfg.reason_other and features.search(span) and name not in other:
                # drawn by what the state's zone never uses: depth to bedrock, karst features, wells, a watershed
                other[name] = p.label
    narrow = {name: v for name, v in narrow.items() if name not in zones and name not in measured}
    measured = {name: label for name, label in measured.items() if name not in zones}
    other = {name: label for name, label in other.items() if name not in zones and name not in narrow and name not in measured}
    if not zones and not narrow and not measured and not other:
        return findings
    broader = {engine.rules.reason(key) for key in cfg.broader_reasons}
    out = []
    for p, f in zip(provisions, findings, strict=True):
        if narrow and f.verdict == "exceeds" and f.basis == "topic" and f.reason in broader and not f.parameters:
            # judged broader only for reaching every lot "in the <zone>", a zone no wider than the state's
            t = prepare(p)
            hit = next((n for n in narrow if _names_zone(n, t.body)), None)
            if hit is not None and not any(_names_zone(n, t.body) for n in zones):
                label, prong = narrow[hit]
                what = prong.name.removeprefix("zone prong: ")  # type: ignore[attr-defined]
                f = f.model_copy(update={"verdict": "consistent", "reason": cfg.reason_narrow.format(
                    state=", ".join(f.standards), name=hit, label=label, what=what,
                    local=f"{fmt(prong.local)} ft", state_figure=f"{fmt(prong.state.n)} ft")})  # type: ignore[attr-defined]
        if f.verdict == "consistent" and f.basis == "topic" and f.topic in cfg.feeds_topics:
            t = prepare(p)
            maps = set() if map_area is None else {_map_name(m) for m in map_area.finditer(t.body)}
            for name, (label, wide) in zones.items():
                if label != p.label and (name in maps or _names_zone(name, t.body) or _names_zone_tail(name, t.body, zones)):
                    what = wide.name.removeprefix("zone prong: ")  # type: ignore[attr-defined]
                    reason = cfg.reason_use.format(
                        state=", ".join(f.standards), name=name, label=label, what=what,
                        local=f"{fmt(wide.local)} ft", state_figure=f"{fmt(wide.state.n)} ft")  # type: ignore[attr-defined]
                    f = f.model_copy(update={
                        "verdict": "exceeds", "reason": reason,
                        "parameters": [*f.parameters, ComparedParameter(
                            name=f"zone: {name}", local_value=f"{fmt(wide.local)} ft ({what})",  # type: ignore[attr-defined]
                            state_value=f"{fmt(wide.state.n)} ft", unit="ft")],  # type: ignore[attr-defined]
                    })
                    break
            if f.verdict == "consistent":
                for name, label in measured.items():
                    if label != p.label and _names_zone(name, t.body):
                        f = f.model_copy(update={"verdict": "exceeds", "reason": cfg.reason_measured.format(
                            state=", ".join(f.standards), name=name, label=label)})
                        break
            if f.verdict == "consistent" and not engine.rules.rx(cfg.state_zone).search(t.body):
                for name, label in other.items():
                    if label != p.label and (_names_zone(name, t.body) or _names_zone_tail(name, t.body, other)):
                        f = f.model_copy(update={"verdict": "exceeds", "reason": cfg.reason_other.format(
                            state=", ".join(f.standards), name=name, label=label)})
                        break
        out.append(f)
    return out


def _table_zones(engine: Engine, body: str) -> list[str]:
    """The zones a unit sets out in a table, row by row, each with a depth ("zone 1 less than 3 feet ...", or rows
    "a", "b" under a column headed "tier"), when it sets out two or more: one row alone is a figure, not a scheme."""
    cfg = engine.rules.local_zone
    if cfg is None or not cfg.table_zone_row:
        return []
    names = list(dict.fromkeys(m.group("name") for m in engine.rules.rx(cfg.table_zone_row).finditer(body)))
    head = engine.rules.rx(cfg.table_zone_header).search(body) if cfg.table_zone_header else None
    if head is not None and cfg.table_zone_bare_row:
        bare = engine.rules.rx(cfg.table_zone_bare_row)
        names += [n for n in dict.fromkeys(f"{head.group('kind')} {m.group('id')}" for m in bare.finditer(body, head.end()))
                  if n not in names]
    return names if len(names) >= 2 else []


def _prongs_by_reference(engine: Engine, provisions: list[Provision], p: Provision, span: str) -> list[Prong]:
    """The zone prongs of the unit a zone's definition points to ("the area described in section 11.4")."""
    ref_rule = engine.rules.figure_reference
    m = engine.rules.rx(ref_rule.pattern).search(span) if ref_rule is not None else None  # (span: prepared, lower-case)
    if m is None:
        return []
    keys = [unit_key(q.label) for q in provisions]
    named = [j for j in _referenced(m.group("ref"), unit_key(p.label), keys) if provisions[j].id != p.id]
    if not named:
        return []
    text = " ".join(provisions[j].text for j in named)
    return wqma_prongs(engine, prepare(p.model_copy(update={"text": text, "heading": "", "lead_in": ""})))


def _names_zone_tail(name: str, body: str, zones: dict[str, str]) -> bool:
    """Does the text name the zone by its last words ("the Overlay District" for the "Karst Protection Overlay
    District"), when no other zone of the ordinance ends with them?"""
    words = name.split()
    if len(words) < 3:
        return False
    tail = " ".join(words[-2:])
    return sum(z.endswith(tail) for z in zones) == 1 and re.search(rf"\bthe {re.escape(tail)}s?\b", body) is not None


def _map_name(m: re.Match[str]) -> str:
    """The zone a map draws, named as the rules name it ("area shown on map 1"), whatever verb drew it."""
    return "area shown on " + re.sub(r"\s+", " ", m.group("map"))


def _names_zone(name: str, body: str) -> bool:
    """Does the text name the zone ("the shoreland area", "shoreland areas")?"""
    return re.search(rf"\b{re.escape(name)}s?\b", body) is not None


def withdrawn_exceptions(engine: Engine, provisions: list[Provision], findings: list[Finding]) -> list[Finding]:
    """A unit that takes some facilities out of a unit copying a state exception withdraws the exception.

    "(b) The department may allow an owner to keep a facility past the period in subsection (a) if ..."
    copies the retention exception of NR 151.05(3)(b); "(c) Subsection (b) does not apply to a facility
    within a floodway" reads, alone, as a proviso that narrows a local duty (consistent), but what it
    narrows is the state's exception: floodway facilities must close where the state would let them stay
    open, which is stricter (RUBRIC rule 4(c)). The named units must all have been judged as copies of a
    state exception; a proviso on any other unit keeps its own finding.
    """
    cfg = engine.rules.exception_withdrawn
    if cfg is None:
        return findings
    pattern = engine.rules.rx(cfg.pattern)
    keys = [unit_key(p.label) for p in provisions]
    out = list(findings)
    for i, (p, f) in enumerate(zip(provisions, findings, strict=True)):
        if f.verdict == "exceeds":
            continue
        m = pattern.search(prepare(p).body)
        if m is None:
            continue
        named = [j for j in _referenced(m.group("ref"), keys[i], keys) if j != i]
        if not named or any(findings[j].topic not in cfg.topics or findings[j].verdict != "consistent" for j in named):
            continue
        source = findings[named[0]]
        citation = _deciding_citation(source)
        out[i] = f.model_copy(update={
            "verdict": "exceeds", "topic": source.topic, "standards": list(source.standards), "basis": "topic",
            "reason": engine.rules.reason("link.exception_withdrawn", label=provisions[named[0]].label, citation=citation),
            "parameters": [ComparedParameter(name="state exception available", local_value="no, for the facilities named",
                                             state_value="yes", unit="", confirmed=True)],
        })
    return out


def completed_by_sibling(engine: Engine, provisions: list[Provision], findings: list[Finding]) -> list[Finding]:
    """A rule that a sibling completes by naming it is judged with that sibling read in: "(a) ... shall be
    closed when no waste has been put in for 18 months" and "(b) Closure required by subsection (a) shall
    be finished no later than six months after" set one 24-month deadline together (RUBRIC rule 20)."""
    cfg = engine.rules.completes_reference
    if cfg is None:
        return findings
    pattern = engine.rules.rx(cfg.pattern)
    keys = [unit_key(p.label) for p in provisions]
    out = list(findings)
    for j, q in enumerate(provisions):
        low = q.text.lower()
        if "required" not in low and "ordered" not in low and "called for" not in low:
            continue  # every form the pattern takes names the duty as required, ordered or called for
        m = pattern.search(prepare(q).body)
        if m is None:
            continue
        named = [i for i in _referenced(m.group("ref"), keys[j], keys) if i != j]
        for i in named:
            f = out[i]
            if f.verdict != "exceeds" or f.basis != "topic":
                continue
            again = engine.assess_one(provisions[i].model_copy(update={"text": f"{provisions[i].text} {q.text}"}))
            if again.topic == f.topic and again.verdict != f.verdict:
                out[i] = again.model_copy(update={
                    "reason": engine.rules.reason("link.completed", label=q.label, reason=again.reason)})
    return out



def extended_reach(engine: Engine, provisions: list[Provision], findings: list[Finding]) -> list[Finding]:
    """A unit that applies another unit's rule to more than it reached ("Subsections (1) and (2) apply in the
    same way to land over other fractured bedrock") reaches land, facilities or materials the state rule the
    named unit follows does not: broader scope is stricter (RUBRIC rule 4(b)). Judged alone it reads as a
    scope statement or a restatement; the named unit says what rule it carries. A state rule named outright
    ("the prohibition in NR 151.08(3) applies also to piles of spoiled silage") is extended the same way."""
    cfg = engine.rules.reach_extended
    if cfg is None:
        return findings
    pattern, ref_rx, other = (engine.rules.rx(x) for x in (cfg.pattern, cfg.ref, cfg.other_wastes))
    keys = [unit_key(p.label) for p in provisions]
    out = list(findings)
    for i, (p, f) in enumerate(zip(provisions, findings, strict=True)):
        if f.verdict == "exceeds":
            continue
        t = prepare(p)
        body = t.body
        # ("Sub. (1) applies to every pasture on which manure is applied or deposited, whatever its stocking rate": every
        # pasture is more than the state's plan duty reaches, however plainly the reach is said)
        m = pattern.search(body)
        own = t.own or t.body  # (the unit's own sentence, not its lead-in's)
        if m is None and engine.rules.search("{ALLPASTURES}", own):
            # (its "Sub. (1)" read as the reference it is)
            body = _UNIT_WORD.sub(lambda w: "subsection " if w.group(1).startswith("sub") else "paragraph ", own)
            m = _PLAIN_APPLIES.search(body)
        if m is None:
            continue
        # (the sentence's start: the unit's first letter when it is the first; a designator's period, "subsection c.7.
        # applies also to ...", ends no sentence)
        stops = [b.end() for b in _SENTENCE_STOP.finditer(body, 0, m.start())]
        start = stops[-1] if stops else 0
        before, target = body[start:m.start()], body[m.end():].split(". ")[0][:120].strip(" ,.")
        if not target or other.search(target):
            continue
        state = STATE_RULE_CITE.search(before)
        if state is not None:
            citation = f"{state.group(1).upper()} {state.group(2)}"
            out[i] = f.model_copy(update={
                "verdict": "exceeds", "standards": [citation], "basis": "topic",
                "reason": engine.rules.reason("link.reach_extended_state", citation=citation, target=target)})
            continue
        named = [j for r in ref_rx.finditer(before) for j in _resolve(r.group("ref"), keys[i], keys)]
        named += [j for r in _BARE_LABEL.finditer(before) for j in _resolve(r.group(0), keys[i], keys)]
        source = next((j for j in named if j != i and findings[j].verdict in ("consistent", "exceeds")
                       and findings[j].basis in ("topic", "fallback", "scope", "trigger_definition")), None)
        if source is None:
            continue
        src = findings[source]
        citation = _deciding_citation(src)
        out[i] = f.model_copy(update={
            "verdict": "exceeds", "topic": src.topic, "standards": list(src.standards), "basis": "topic",
            "reason": engine.rules.reason("link.reach_extended", label=provisions[source].label, citation=citation,
                                          target=target)})
    return out


_SENTENCE_STOP = re.compile(r"(?<![\s(.][a-z])(?<!\d)\.\s+")
_UNIT_WORD = re.compile(r"^\W*(subs?|pars?) (?=\()")  # "sub (1) applies to ...": the normalized text dropped its stop
_PLAIN_APPLIES = re.compile(r"\b(?:appl(?:y|ies)|shall apply)\b,?\s*(?:to|in|on)\b")
# a label named without a unit word: "the standards of 4.3.1 and 4.3.2 apply also to ..."
_BARE_LABEL = re.compile(r"(?<![\w.])\d{1,3}(?:[.-]\d{1,3}){1,3}[a-z]?(?:\(\w{1,4}\))*")


def _resolve(ref: str, own: str, keys: list[str]) -> list[int]:
    """The units a reference names: as `_referenced` reads it, or else as a sibling named without the
    parent's part ("subsection B(1)" in § 212-6 B.(3) is § 212-6 B.(1); "subsections A through D" in
    § 145-6 E. are § 145-6 A. ...)."""
    found = _referenced(ref, own, keys)
    if found or ref.startswith("("):
        return found
    key = _undotted(unit_key(ref))
    if not key:
        return []
    flat = [_undotted(k) for k in keys]
    mine = _undotted(own)
    for cut in range(len(mine) - 1, 0, -1):
        if mine[cut].isalpha() and not mine[cut - 1].isalpha():
            want = mine[:cut] + key
            hit = [j for j, k in enumerate(flat) if k == want or (k.startswith(want) and not k[len(want)].isalnum())]
            if hit:
                return hit
    return []


def _deciding_citation(f: Finding) -> str:
    """The state rule a named unit's finding rests on, as a link's reason names it."""
    return f.standards[0] if f.standards else f.rule


def _undotted(key: str) -> str:
    """ "212-6b.(1)" and "212-6b(1)" are one label: the dot after a letter is the printer's."""
    return re.sub(r"(?<=[a-z])\.", "", key)
