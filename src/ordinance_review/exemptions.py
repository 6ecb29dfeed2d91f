"""Exemptions from the approval procedure, and the ordinance-level outcome.

Exemptions are status tests decided after `not_covered` and before the merits (RUBRIC rule 2):
uncodified permit conditions (NR 151.096(3)), then rules enacted before October 1, 2002
(NR 151.096(1)(b)2.), then cropping practices not directly related to the livestock operation
(NR 151.096(1)(b)1.). An exempt finding keeps the verdict on the merits in `merits` and says in
its reason whether the provision would otherwise exceed. The wording cues, dates and texts are in
`reference/rules/exemptions.yaml`.
"""

from __future__ import annotations

import datetime as dt
import re

from ordinance_review.engine.fallback import TOPIC as GENERAL_FALLBACK_TOPIC
from ordinance_review.engine.text import STATE_RULE_CITE, prepare
from ordinance_review.models import DocumentInfo, Finding, HistoryEntry, NecessityItem, Outcome, Provision
from ordinance_review.verdict_rules import RuleSet, load_rules

_ACTIONS = {
    "am": "amended", "amended": "amended", "added": "added", "cr": "created", "created": "created",
    "renum": "renumbered", "renumbered": "renumbered", "ord": "amended",
}
_DATE = re.compile(r"(\d{1,2})[-/](\d{1,2})[-/](\d{4})|([A-Z][a-z]+\.? \d{1,2}, \d{4})")
_YEAR = re.compile(r"\b(?:1[89]|20)\d{2}\b")


def _parse_date(text: str) -> dt.date | None:
    m = _DATE.search(text)
    if not m:
        return None
    try:
        if m.group(3):
            return dt.date(int(m.group(3)), int(m.group(1)), int(m.group(2)))
        return dt.datetime.strptime(m.group(4).replace(".", ""), "%B %d, %Y").date()
    except ValueError:
        return None


def history_from_text(p: Provision, rules: RuleSet) -> list[HistoryEntry]:
    """Bracketed history notes printed in the unit's own text, for when the segmenter gave none."""
    rx = rules.rx(rules.exemptions["pre2002"]["note_pattern"])
    out = []
    source = f"{p.heading}\n{p.lead_in}\n{p.text}"  # a note on a heading covers every unit under it
    for m in rx.finditer(source.lower()):
        act = m.group("action") or m.group("action2") or "amended"
        word = re.sub(r"[^a-z]", "", act.split()[0])
        action = "repealed_and_recreated" if act.startswith("rep") else _ACTIONS.get(word, "amended")
        note = source[m.start():m.end()]
        date = _parse_date(note)
        year = None if date is not None else _parse_year(note)
        out.append(HistoryEntry(action=action, date=date, year=year, text=note))  # type: ignore[arg-type]
    return out


def _parse_year(text: str) -> int | None:
    """The year of a note that prints only a year ("[cr. 1996]"); None when it prints none."""
    m = _YEAR.search(text)
    return int(m.group(0)) if m else None


def _before_cutoff(entry: HistoryEntry, cutoff: dt.date) -> bool | None:
    """Whether the entry predates the cutoff: True, False, or None when the note cannot tell.

    Why: many codes print only a year ("Cr. 1996; am. 2006"). A year before the cutoff year is
    before the cutoff and a later year is after it, but the cutoff year itself (2002 for
    October 1, 2002) could fall on either side, so it stays unknown.
    """
    if entry.date is not None:
        return entry.date < cutoff
    if entry.year is not None:
        if entry.year < cutoff.year:
            return True
        if entry.year > cutoff.year or cutoff == dt.date(cutoff.year, 1, 1):
            return False
        return None
    return None


def enacted_date(p: Provision, info: DocumentInfo, history: list[HistoryEntry] | None = None) -> dt.date | None:
    """The ordinance's enactment date, else the unit's own dated enactment note.

    Why: codified codes often date each section rather than the ordinance ("(Ord. No. 97-5, § 1,
    6-10-1997)"); the unit's own note is then the known date RUBRIC rule 16 asks for.
    """
    entry = enactment_entry(p, info, history)
    return entry.date if entry is not None else None


def enactment_entry(p: Provision, info: DocumentInfo, history: list[HistoryEntry] | None = None) -> HistoryEntry | None:
    """The entry that enacted the unit: the ordinance's date, else its earliest dated `created` or
    `enacted` note, else its earliest year-only one ("Cr. 1996"); None when nothing tells.
    """
    own = [h for h in (p.history if history is None else history) if h.action in ("created", "enacted")]
    dated = [h for h in own if h.date is not None]
    if info.enacted is not None:
        # (a unit dated before the ordinance that prints it is an older ordinance's text kept in force, reprinted in an
        # appendix: "Provisions of Ordinance No. 89-6, adopted April 11, 1989, continued in force")
        older = [h for h in dated if h.date is not None and h.date < info.enacted]
        return min(older, key=lambda h: h.date or dt.date.max) if older else HistoryEntry(action="enacted", date=info.enacted)
    if dated:
        return min(dated, key=lambda h: h.date or dt.date.max)
    years = [h for h in own if h.year is not None]
    return min(years, key=lambda h: h.year or 0) if years else None


def _when(entry: HistoryEntry) -> str:
    """How a reason names the entry's time: its date, else its year, else that it is unknown."""
    if entry.date is not None:
        return f"on {entry.date.isoformat()}"
    return f"in {entry.year}" if entry.year is not None else "on an unknown date"


def unattributed_amendment(provisions: list[Provision], info: DocumentInfo, rules: RuleSet) -> dt.date | None:
    """A later amendment of the whole ordinance that no unit's history accounts for, if any.

    RUBRIC rule 16: a later amendment ends the exemption of the unit it touches, and a note on a
    heading above a unit touches the unit. A title block's "Revised June 14, 2010" that no section
    note names is such a heading note for every unit: which text it changed cannot be told.
    """
    cutoff = _cutoff(rules)
    later = [d for d in info.amended if d >= cutoff]
    if not later:
        return None
    dates = {h.date for q in provisions for h in q.history if h.date is not None}
    years = {h.year for q in provisions for h in q.history if h.date is None and h.year is not None}
    return next((d for d in later if d not in dates and d.year not in years), None)


def _kept_from_recreation(p: Provision, cutoff: dt.date) -> bool:
    """A unit an older ordinance created that the recreating one leaves in force and reprints after it (segmentation
    gives it no recreation entry): dated by its own ordinance, not by the recreation."""
    return not any(h.action == "repealed_and_recreated" for h in p.history) and any(
        h.action == "created" and h.ordinance and h.date is not None and h.date < cutoff for h in p.history)


def pre2002_status(p: Provision, info: DocumentInfo, rules: RuleSet) -> tuple[bool, str]:
    """(exempt?, note). Exempt only when enacted before the cutoff and never re-enacted since.

    A year-only note counts when the year settles it (before or after 2002); a note from 2002
    itself cannot tell, so the unit is not exempted and the note says why. A re-enacting note with
    neither date nor year is taken as after the cutoff.
    """
    cfg = rules.exemptions["pre2002"]
    cutoff = _cutoff(rules)
    if info.repealed_and_recreated is not None and info.repealed_and_recreated >= cutoff and not _kept_from_recreation(p, cutoff):
        return False, cfg["note_recreated"].format(date=info.repealed_and_recreated.isoformat())
    keyed = _keyed_to_later_date(p, rules, cutoff)
    if keyed is not None:
        return False, cfg["note_dated_in_text"].format(date=keyed.isoformat())
    history = [*p.history, *history_from_text(p, rules)]
    enacted = enactment_entry(p, info, history)
    if enacted is None:
        return False, cfg["note_unknown"]
    before = _before_cutoff(enacted, cutoff)
    if before is None:
        return False, cfg["note_year_unclear"].format(action="enacted", year=enacted.year)
    if not before:
        return False, ""
    for h in history:
        if h.action != "enacted" and h.action not in cfg["reenacting_actions"]:
            continue
        action = h.action.replace("_", " ")
        before = _before_cutoff(h, cutoff)
        if before is True:
            continue
        if before is None and h.year is not None:
            return False, cfg["note_year_unclear"].format(action=action, year=h.year)
        if h.action in ("enacted", "created") and h.date is None and h.year is None:
            # an undated enactment or creating note ("(Ord. No. 794, § 1)" first in a source note) adds
            # nothing to the enactment date above; an undated *amendment* still ends the exemption
            continue
        if h.date is not None:
            return False, cfg["note_amended"].format(action=action, date=h.date.isoformat())
        if h.year is not None:
            return False, cfg["note_amended_year"].format(action=action, year=h.year)
        return False, cfg["note_amended"].format(action=action, date="an unknown date (taken as after the cutoff)")
    return True, ""


def cropping_status(finding: Finding, p: Provision, rules: RuleSet) -> bool:
    cfg = rules.exemptions["cropping"]
    prepared = prepare(p)
    body = prepared.body
    if rules.any_of(cfg.get("no_manure_subject", []), body) and not rules.any_of(cfg["manure_link"][-1:], body):
        return True  # the rule's subject is land that receives no manure (RUBRIC rule 15)
    if finding.topic not in cfg["topics"]:
        return False
    if rules.any_of(cfg["no_manure"], body):
        return True
    own = prepared.own
    if own and STATE_RULE_CITE.search(own):
        # an item that names its state rule ("Tillage setback from surface waters: s. NR 151.03.") under a lead
        # saying who must comply ("every person who applies manure shall comply with each of the following"):
        # the item's own words say whether the practice is tied to manure, not the lead's list of who
        body = own
    return not rules.any_of(cfg["manure_link"], body)


def _interpret(f: Finding, sentence: str) -> Finding:
    """Mark a finding that rests on a reading of the rule, with one sentence on what is read into it."""
    flags = f.flags if "interpretation" in f.flags else [*f.flags, "interpretation"]
    return f.model_copy(update={"interpretation": sentence, "flags": flags})


def _keyed_to_later_date(p: Provision, rules: RuleSet, cutoff: dt.date) -> dt.date | None:
    """A past date after the cutoff that the rule's own text sorts facilities by ("first built on or after April
    19, 2011"): text that names it was written on or after it. None when the text names no such date."""
    for m in rules.rx(rules.exemptions["pre2002"]["dated_in_text"]).finditer(p.text.lower()):
        date = _parse_date(m.group("date").title())
        if date is not None and date >= cutoff:
            return date
    return None


def _cutoff(rules: RuleSet) -> dt.date:
    return dt.date.fromisoformat(str(rules.exemptions["pre2002"]["cutoff"]))


def _amended_after(p: Provision, rules: RuleSet) -> bool:
    cutoff = _cutoff(rules)
    # new text (created, added, recreated) was plainly enacted after the cutoff; only an amendment or a
    # renumbering of older text turns on a reading of "enacted prior to October 1, 2002"
    return any(h.action in ("amended", "renumbered") and _before_cutoff(h, cutoff) is False for h in p.history)


def _merits_phrase(rules: RuleSet, verdict: str) -> str:
    return rules.exemptions["merits_phrases"].get(verdict, "would be " + verdict)


def _exempt(f: Finding, verdict: str, reason: str, rule: str, note: str = "") -> Finding:
    notes = [*f.notes, f"on the merits: {f.verdict} — {f.reason}"]
    if note:
        notes.append(note)
    return f.model_copy(update={
        "verdict": verdict, "merits": f.verdict, "reason": reason, "rule": rule, "notes": notes,
        "needs_confirmation": False if verdict != "exempt_permit" else f.needs_confirmation,
    })


def is_unplaced_rule(rules: RuleSet, body: str) -> bool:
    """Whether a provision the engine could not place reads as a rule of conduct for the operation, not as
    scope, enforcement, a report to the local unit or a permit (those stay not_covered, RUBRIC rules 7-9)."""
    spec = rules.exemptions["pre2002"]["unplaced_rule"]
    return rules.any_of(spec["duty"], body) and not rules.any_of(spec["none"], body)


def _pre2002_reason(p: Provision, info: DocumentInfo, rules: RuleSet, merits_phrase: str) -> str:
    """The exempt_pre2002 reason: when the unit was enacted, and what its merits would be."""
    e = enactment_entry(p, info, [*p.history, *history_from_text(p, rules)])
    return rules.exemptions["pre2002"]["reason_exempt"].format(
        enacted=_when(e) if e else "on an unknown date", merits_phrase=merits_phrase)


def _pre2002_unplaced(f: Finding, p: Provision, info: DocumentInfo, rules: RuleSet,
                      whole_amended: dt.date | None) -> Finding | None:
    """exempt_pre2002 for a not-placed provision that touches a state standard, when its unit is pre-2002 text."""
    if not is_unplaced_rule(rules, prepare(p).body):
        return None
    exempt, _ = pre2002_status(p, info, rules)
    if not exempt or whole_amended is not None:
        return None
    pre = rules.exemptions["pre2002"]
    reason = _pre2002_reason(p, info, rules, pre["merits_unplaced"].format(citation=f.subject))
    return _exempt(f, "exempt_pre2002", reason, pre["rule"]).model_copy(update={"standards": [f.subject]})


def apply(findings: list[Finding], provisions: list[Provision], info: DocumentInfo) -> list[Finding]:
    """Turn findings into exempt_* where a status test takes the provision out of the approval procedure."""
    rules = load_rules()
    by_id = {p.id: p for p in provisions}
    ex = rules.exemptions
    whole_amended = unattributed_amendment(provisions, info, rules)
    out: list[Finding] = []
    for f in findings:
        p = by_id.get(f.provision_id)
        if p is None:
            out.append(f)
            continue
        # 1. not_covered first; the permit-authority clause is the one not_covered finding that is exempt_permit
        if f.verdict == "not_covered":
            if f.basis == "permit_authority":
                out.append(f.model_copy(update={"verdict": "exempt_permit", "rule": ex["permit"]["rule"], "merits": None}))
            elif p.instrument == "permit_conditions" and f.basis == "unplaced" and (
                    f.topic == GENERAL_FALLBACK_TOPIC or rules.any_of(ex["permit"]["points_to_codified"], prepare(p).body)):
                # a condition of one individual permit on a regulated subject the engine could not place, or one that
                # holds the permittee to the codified standards: uncodified conditions are outside the review whatever
                # their merits (RUBRIC rule 17(b)); the standards it points to are judged where they are codified
                out.append(_exempt(f, "exempt_permit", ex["permit"]["reason"] + " " + f.reason, ex["permit"]["rule"]))
            elif f.basis == "unplaced" and f.subject and (exempt_unplaced := _pre2002_unplaced(f, p, info, rules,
                                                                                             whole_amended)):
                # a pre-2002 unit on a state standard's subject is exempt whether its merits come out
                # consistent or exceeds, so the comparison the engine could not make decides nothing
                out.append(exempt_unplaced)
            else:
                out.append(f)
            continue
        if f.verdict not in ("exceeds", "consistent") or f.basis == "non_water":
            out.append(f)
            continue
        body = prepare(p).body
        # 2. a condition written into one individual permit, not codified (RUBRIC rule 17(b)): either the
        # document says so by its structure (a permit's conditions appended to the ordinance) or its wording
        if p.instrument == "permit_conditions" or rules.any_of(ex["permit"]["individual"], p.text):
            out.append(_exempt(f, "exempt_permit", ex["permit"]["reason"] + f" On the merits it {_merits_phrase(rules, f.verdict)}.",
                               ex["permit"]["rule"]))
            continue
        # 3. enacted before October 1, 2002 and not amended since
        exempt, note = pre2002_status(p, info, rules)
        if exempt and whole_amended is not None:
            exempt, note = False, ex["pre2002"]["note_whole_amended"].format(date=whole_amended.isoformat())
        if exempt:
            reason = _pre2002_reason(
                p, info, rules,
                f"{_merits_phrase(rules, f.verdict)} ({f.standards[0] if f.standards else 'no standard'}): {f.reason}")
            out.append(_exempt(f, "exempt_pre2002", reason, ex["pre2002"]["rule"]))
            continue
        if note and f.verdict == "exceeds":
            f = f.model_copy(update={"notes": [*f.notes, note]})
        if (note and f.verdict == "exceeds" and info.enacted is not None and info.enacted < _cutoff(rules)
                and _amended_after(p, rules)):
            # the exemption is lost by a later amendment: a reading of NR 151.096(1)(b)2., not its words
            renumbered = any(h.action == "renumbered" for h in p.history)
            f = _interpret(f, ex["interpretations"]["renumbered" if renumbered else "amended_pre2002"])
        # 4. cropping practice not directly related to the livestock operation
        if cropping_status(f, p, rules):
            what = f.topic.replace("_", " ")
            reason = ex["cropping"]["reason_exempt"].format(
                what=what, merits_phrase=_merits_phrase(rules, f.verdict),
                citation=f.standards[0] if f.standards else "no standard",
            )
            out.append(_exempt(f, "exempt_cropping", reason + " " + f.reason, ex["cropping"]["rule"]))
            continue
        del body
        if f.verdict == "exceeds" and f.standards and rules.any_of(ex["outcome"]["cropland_standard_citations"], f.standards[0]):
            f = _interpret(f, ex["interpretations"]["cropland_standard_route"])
        out.append(f)
    return out


def _route(findings: list[Finding], rules: RuleSet) -> tuple[str, str, str]:
    """DNR under NR 151.096(2) by default; DATCP under ATCP 50.60 when every exceeding provision rests
    only on ATCP 50 conservation practices or the NRCS technical standards it incorporates.

    Why: NR 151.096(1)(a) and ATCP 50.60(1)(a) split the same question by whose standard is exceeded
    (DNR's performance standards and prohibitions vs DATCP's conservation practices); a mixed
    ordinance goes to DNR, which shares submissions with DATCP (NR 151.096(2)(a)).
    """
    cfg = rules.exemptions["outcome"]
    cites = [f.standards[0] for f in findings if f.verdict == "exceeds" and f.standards]
    if cites and all(any(re.search(p, c) for p in cfg["datcp_citations"]) for c in cites):
        return "datcp", cfg["route_datcp"], cfg["route_datcp_note"]
    return "dnr", cfg["route_dnr"], ""


def outcome(findings: list[Finding], provisions: list[Provision], info: DocumentInfo) -> Outcome:
    """Approval needed or not, the route, the NR 151.096(2)(a)3. checklist and the ordinance-level flags."""
    rules = load_rules()
    cfg = rules.exemptions["outcome"]
    needing = [f for f in findings if f.verdict == "exceeds"]
    labels = [f.label for f in needing]
    route, route_rule, route_note = _route(findings, rules)
    checklist = [NecessityItem(label=f.label, question=q) for f in needing for q in cfg["questions"]]
    flags: list[str] = []
    if route_note:
        flags.append(route_note)
    texts = [prepare(p) for p in provisions]
    all_text = " ".join(f"{t.heading} {t.body}" for t in texts)
    substantive = {f.provision_id for f in findings if f.verdict in ("exceeds", "consistent") or f.merits in ("exceeds", "consistent")}
    subst_text = " ".join(t.body for t in texts if t.provision.id in substantive)
    bars = [f.label for f in findings if "s92_15_4" in f.flags]
    if bars:
        flags.append(cfg["flag_92_15_4_denied"].format(labels="; ".join(bars)))
    elif (subst_text and rules.any_of(cfg["existing_cues"], subst_text)
            and not rules.any_of(cfg["cost_share_cues"], subst_text)):
        flags.append(cfg["flag_92_15_4"])
    if rules.any_of(cfg["siting_cues"], all_text.lower() + " " + info.title.lower()):
        flags.append(cfg["flag_siting"])
    if any(f.verdict == "exempt_pre2002" for f in findings):
        flags.append(cfg["flag_pre2002_note"])
    if any(f.verdict == "exempt_permit" for f in findings):
        flags.append(cfg["flag_permit_note"])
    if info.enacted is None:
        flags.append(cfg["flag_unknown_date"])
    summary = (cfg["summary_needed"][route].format(n=len(labels), labels="; ".join(labels)) if labels
               else cfg["summary_not_needed"])
    return Outcome(
        approval_needed=bool(labels), summary=summary, route=route, route_rule=route_rule,  # type: ignore[arg-type]
        provisions_needing_approval=labels, checklist=checklist, flags=flags,
    )
