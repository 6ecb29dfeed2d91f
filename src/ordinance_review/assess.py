"""Verdicts on the merits: for each provision, which state standard it touches and whether it is stricter.

The law lives in `reference/rules/` (topic lexicon, figures, administrative wording, reason
templates) and in the catalog (`reference/standards/`); this module only applies it, in the
decision order of the devset rubric:

1. the unit's own caption says it is furniture (authority, fees, penalties ...) -> not_covered;
2. definitions -> not_covered, unless the definition moves a state trigger (RUBRIC rule 7);
3. advice only ("operators are encouraged to ...", no mandatory verb) -> not_covered;
   authority for case-by-case permit conditions -> marked for `exemptions.apply` (rule 17);
4. non-water subjects when the text has no water word at all (odor, roads ...) -> not_covered;
5. the topic lexicon, first match wins, with the topic's comparison (`CHECKS`);
6. non-water subjects and administrative wording -> not_covered;
7. nothing matched -> the general fallback (`fallback.py`): the catalog matcher picks the standard,
   figures are compared in the parameter's `stricter_if` direction, else the form of the rule
   decides (ban / added duty / adoption); what it cannot place is not_covered, low confidence,
   marked for reviewer review.

Exemptions (pre-2002, cropping, permit) are status tests applied afterwards by `exemptions.apply`;
this module gives the verdict on the merits only. Same input, same output: no randomness, no clock.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from ordinance_review.fallback import Fallback
from ordinance_review.measures import Measure, bare_numbers, find_measures, normalize_numbers
from ordinance_review.models import ComparedParameter, DocumentInfo, Finding, Provision, Verdict
from ordinance_review.standards import Catalog
from ordinance_review.verdict_rules import Figure, RuleSet, Topic, load_rules

RULE_EXCEEDS = "NR 151.096(1)(a)"
RULE_CONSISTENT = "s. 92.15(2), Stats."
RULE_NOT_COVERED = "NR 151.096(1)(a)"
PERMIT_AUTHORITY_TOPIC = "discretionary_permit_conditions"
NON_WATER_PREFIX = "non_water:"

_HISTORY_NOTE = re.compile(
    r"\[\s*(?:am(?:ended|\.)|added|cr(?:eated|\.)|rep(?:ealed)?\.?|renum|ord\b|history)[^\]]*\]"
    r"|\(\s*(?:amended|added|created|repealed|renumbered|am\.|cr\.)\s+(?:(?:by|per|in|on|eff\.?|effective)\b[^()]*|\d{1,2}[-/]\d{1,2}[-/]\d{2,4}[^()]*|[A-Za-z]+\.? \d{1,2},? \d{4}[^()]*)\)",
    re.I,
)
_LEAD_SPLIT = re.compile(r"(?<=[.;])\s+(?=[A-Z(\"])|\(\w{1,5}\)\s*|^\s*(?:§|sec\.|section)\s*[\w.-]+\s*", re.I)


# a lead-in that introduces a list without a colon: "... in any of the following areas", or an
# unfinished operative clause ("No manure storage facility may be constructed")
_OPEN_LEAD = re.compile(
    r"(?:the following|as follows)(?:\s+[a-z]+){0,3}\W*$"
    r"|(?:\bshall\b|\bmay\b|\bmust\b|\bno (?:person|owner|operator)\b|prohibited)[^.;:()]{0,120}[a-z,]$",
    re.I,
)


def lead_sentence(lead_in: str) -> str:
    """The parent's unfinished sentence a child completes ("No person shall spread manure:"), else "".

    Why: list items such as "(2) Within 100 feet of any well." only make sense with the words that
    introduce the list; the verb and the regulated subject live there.
    """
    lead = _clean(_HISTORY_NOTE.sub(" ", lead_in))
    if not lead.endswith((":", "—", "-", "–")) and not _OPEN_LEAD.search(lead):
        return ""
    pieces = [x.strip() for x in _LEAD_SPLIT.split(lead) if x and x.strip()]
    return pieces[-1] if pieces else ""
_CAPTION_CAPS = re.compile(r"^\s*([A-Z][A-Z0-9 ,;:'&/()\-]{2,90}?)\.(?:\s|$)")
_CAPTION_TITLE = re.compile(r"^\s*([A-Z][a-z]+(?:[ ,;-]+(?:and|or|of|the|for|to|in|on|[A-Z][a-z]+|[a-z]+)){0,6})\.\s+[A-Z\"(]")


_PROHIBITION_HEADING = re.compile(r"\bprohibit(?:ed|ions?)\b", re.I)
_VERB = re.compile(r"\b(?:shall|may|must|will|is|are|be|means|includes?|applies|apply|has|have|requires?)\b", re.I)
# "as well as", "well-drained": the word "well" that is not a water well (receptor patterns use \bwells?\b)
_NOT_A_WELL = re.compile(r"\bas well as\b|\bwell[- ](?:drained|defined|established|maintained|vegetated|suited|known|being|above|below|beyond)\b")


@dataclass
class Text:
    """A provision prepared for matching: normalized text, context, caption and figures."""

    provision: Provision
    body: str  # own text, lower-case, numbers as digits, no history notes
    ctx: str  # heading + lead-ins + body
    caption: str  # the unit's run-in caption, lower-case ("" when none)
    heading: str  # nearest heading / lead-in, lower-case
    measures: list[Measure] = field(default_factory=list)
    own: str = ""  # the unit's own text, normalized, without the parent's lead-in ("" when there is no lead)


@dataclass
class Result:
    """What a check decides; `None` fields keep the topic's defaults."""

    verdict: Verdict
    reason: str
    parameters: list[ComparedParameter] = field(default_factory=list)
    citation: str | None = None
    needs_confirmation: bool = False
    confidence: float = 0.8
    notes: list[str] = field(default_factory=list)


def _clean(text: str) -> str:
    text = text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"(\w)-\s*\n\s*(\w)", r"\1\2", text)
    return re.sub(r"\s+", " ", text).strip()


def prepare(p: Provision) -> Text:
    """The provision ready for matching (cached on its text: the stages of one review share the work)."""
    body, ctx, caption, heading, measures, own = _prepared(p.text, p.heading, p.lead_in)
    return Text(provision=p, body=body, ctx=ctx, caption=caption, heading=heading, measures=list(measures), own=own)


def clear_caches() -> None:
    """Forget prepared texts (benchmarks call this so each run does the full work)."""
    _prepared.cache_clear()
    _measures.cache_clear()


@lru_cache(maxsize=8192)
def _measures(text: str) -> tuple[Measure, ...]:
    """Figures of a sentence or reduced body (the same sentences recur across a review's stages)."""
    return tuple(find_measures(text))


@lru_cache(maxsize=4096)
def _prepared(text: str, heading_text: str, lead_in: str) -> tuple[str, str, str, str, tuple[Measure, ...], str]:
    raw = _clean(_HISTORY_NOTE.sub(" ", text))
    caption = ""
    m = _CAPTION_CAPS.match(raw)
    if m and sum(c.isalpha() for c in m.group(1)) >= 3 and m.group(1).upper() == m.group(1):
        caption = m.group(1)
    else:
        m = _CAPTION_TITLE.match(raw)
        if m and len(m.group(1).split()) <= 7 and not re.search(r"\b(?:shall|may|must|will|is|are)\b", m.group(1)):
            caption = m.group(1)
    lead = lead_sentence(lead_in)
    if not lead and _PROHIBITION_HEADING.search(f"{heading_text} {lead_in}") and not _VERB.search(raw):
        # "Prohibited practices." over "(c) Spreading manure on frozen ground.": the heading is the verb
        lead = "The following are prohibited:"
    body = re.sub(r" {2,}", " ", normalize_numbers(f"{lead} {raw}" if lead else raw))
    body = _NOT_A_WELL.sub(lambda m: "and" if m.group(0).startswith("as") else m.group(0).replace(" ", "_").replace("-", "_"), body)
    heading = normalize_numbers(_clean(_HISTORY_NOTE.sub(" ", f"{heading_text} {lead_in}")))
    own = re.sub(r" {2,}", " ", normalize_numbers(raw)) if lead else ""
    return body, f"{heading} {body}", caption.lower(), heading, tuple(find_measures(body)), own


# ---------------------------------------------------------------- state figures


@dataclass(frozen=True)
class StateFigure:
    value: float | str
    unit: str
    citation: str
    confirmed: bool
    plausible: tuple[float, float] | None
    source: str

    @property
    def number(self) -> float | None:
        return float(self.value) if isinstance(self.value, int | float) and not isinstance(self.value, bool) else None

    def flips_within_range(self, local: float) -> bool:
        """Could the verdict change if the unconfirmed figure is anywhere in its plausible range?"""
        return not self.confirmed and self.plausible is not None and self.plausible[0] <= local <= self.plausible[1]

    def caveat(self) -> str:
        return "" if self.confirmed else f" UNCONFIRMED: {self.source}."


class Figures:
    """State figures, read from the catalog when it carries them, else from figures.yaml."""

    def __init__(self, rules: RuleSet, catalog: Catalog) -> None:
        self._rules = rules
        self._catalog = catalog
        self._cache: dict[str, StateFigure] = {}

    def __call__(self, key: str) -> StateFigure:
        hit = self._cache.get(key)
        if hit is None:
            hit = self._resolve(self._rules.figures[key])
            self._cache[key] = hit
        return hit

    def _resolve(self, fig: Figure) -> StateFigure:
        value, confirmed = fig.value, fig.confirmed
        std = self._catalog.by_citation(fig.catalog) if fig.catalog and fig.parameter else None
        if std is not None:
            param = next((p for p in std.parameters if p.name == fig.parameter), None)
            if param is not None and isinstance(param.value, int | float) and not isinstance(param.value, bool):
                value = float(param.value)
                confirmed = bool(param.confirmed) and fig.confirmed and std.confirmation != "unconfirmed"
        return StateFigure(value, fig.unit, fig.citation, confirmed, fig.plausible, fig.source)


# ---------------------------------------------------------------- helpers for checks


def _fmt(x: float | str | None) -> str:
    if isinstance(x, float) and x.is_integer():
        return f"{int(x):,}"
    if isinstance(x, float):
        return f"{x:g}"
    return str(x)


def _amount(q: Measure) -> str:
    """ "1 year", "90 days": a figure with its unit, singular when it is one."""
    unit = q.unit[:-1] if q.value == 1 and q.unit.endswith("s") else q.unit
    return f"{_fmt(q.value)} {unit}"


def _num(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 2)


_WATER_KIND = [
    ("lake", re.compile(r"^[^.;]{0,80}?\b(?:lake|pond|flowage|reservoir|impoundment)")),
    ("stream", re.compile(r"^[^.;]{0,80}?\b(?:river|stream|creek|brook|waterway|drainage ?way|channel)")),
    ("conduit", re.compile(r"^[^.;]{0,60}?\b(?:conduit|sinkhole|swallet|fractured)")),
    ("municipal_well", re.compile(r"^[^.;]{0,60}?\b(?:municipal|community|public (?:water|well)|(?:village|city|town) well|(?<!private )water supply|wellhead|zone of contribution)")),
    ("well", re.compile(r"^[^.;]{0,60}?\bwells?\b")),
    ("wetland", re.compile(r"^[^.;]{0,60}?\bwetlands?\b")),
]


def _receptor(body: str, q: Measure) -> str:
    """What a distance is measured from: the first receptor word after it (or just before it)."""
    after = body[q.end:]
    best, pos = "", 10**6
    for kind, rx in _WATER_KIND:
        m = rx.search(after)
        if m and m.end() < pos:
            best, pos = kind, m.end()
    if best:
        return best
    before = body[max(0, q.start - 60):q.start]
    for kind, rx in _WATER_KIND:
        if re.search(rx.pattern.replace("^[^.;]{0,80}?", "").replace("^[^.;]{0,60}?", ""), before):
            return kind
    return ""


def _distances(t: Text) -> list[Measure]:
    return [q for q in t.measures if q.feet is not None and q.unit in ("ft", "mile")]


def _ban(rules: RuleSet, body: str) -> bool:
    return bool(rules.search("{BAN}", body))


Check = Callable[["Engine", Text, Topic], Result | None]


# ---------------------------------------------------------------- checks


_CESSATION = re.compile(
    r"(?:livestock |animal |farm(?:ing)? |dairy )?(?:operation|business|farm)s? (?:ceases?|terminat|ends?|is discontinued|goes out of business)"
    r"|(?:cessation|termination|discontinu\w*|end) of (?:the |a )?(?:livestock |animal |farm(?:ing)? |dairy )?(?:operation|business|farm)"
)
_IDLE_WORDS = re.compile(r"not (?:been )?used|unused|idle|non-?use|no longer (?:in )?use|out of (?:use|service)|cessation of use|not (?:received|held)|no (?:manure|waste)")


def check_closure_period(e: Engine, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    if _CESSATION.search(t.body) and not _IDLE_WORDS.search(t.body):
        # NR 151.05(3) already requires closure when the operation ceases; a period to do it in is no stricter
        return Result("consistent", e.rules.reason("closure.cessation", citation=topic.citation), confidence=0.7)
    idle: Measure | None = None
    grace: Measure | None = None
    idle_words = bool(_IDLE_WORDS.search(t.body))
    for q in t.measures:
        if q.months is None:
            continue
        before = t.body[max(0, q.start - 40):q.start]
        after = t.body[q.end:q.end + 25]
        if re.search(r"(?:longer|more) than\s*$|design\w*[^.]{0,30}$", before) or re.search(r"^\s*(?:before|prior)", after):
            continue
        if re.search(r"within\s*$|(?:after|following)[^.]{0,20}within\s*$", before) and (idle is not None or not idle_words):
            # "abandoned facilities shall be closed within 90 days": a time to close, not an idle period
            grace = grace or q
        elif idle is None:
            idle = q
        elif re.search(r"within|after the end", before):
            grace = grace or q
    if idle is None:
        return Result("consistent", e.rules.reason("closure.no_period", citation=topic.citation), confidence=0.7)
    total = idle.months + (grace.months if grace else 0.0)
    local = _num(round(total, 1))
    linked = f"{_amount(idle)} of non-use plus {_amount(grace)} to close" if grace else ""
    params = [ComparedParameter(name="idle period before closure is required", local_value=local,
                                state_value=fig.number, unit="months", confirmed=fig.confirmed)]
    state = fig.number or 24
    if total < state - 0.01:
        key = "closure.linked_exceeds" if grace else "closure.exceeds"
        return Result("exceeds", e.rules.reason(key, local=_fmt(float(local)), state=_fmt(state), linked=linked,
                                                citation=topic.citation), params, confidence=0.9)
    key = "closure.linked_consistent" if grace else ("closure.same" if abs(total - state) < 0.01 else "closure.weaker")
    return Result("consistent", e.rules.reason(key, local=_fmt(float(local)), state=_fmt(state), linked=linked,
                                               citation=topic.citation), params, confidence=0.85)


def check_freeboard(e: Engine, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    storm = bool(re.search(r"\d+[- ]year|storm", t.body))
    depths = [q for q in t.measures if q.unit in ("ft", "in") and q.feet is not None]
    caveat = fig.caveat()
    if storm and re.search(r"greater of|whichever is (?:greater|larger)", t.body):
        return Result("consistent", e.rules.reason("freeboard.greater_of") + caveat,
                      [ComparedParameter(name="margin of safety", local_value="greater of 1 ft or the 25-year, 24-hour storm volume",
                                         state_value="greater of 1 ft or the 25-year, 24-hour storm volume (proxy)",
                                         unit="", confirmed=False)],
                      needs_confirmation=not fig.confirmed, confidence=0.6)
    if storm and depths and re.search(r"\bplus\b|in addition to|and (?:also )?the volume|added to", t.body):
        depth = max(q.feet for q in depths)
        # more than the reference depth on top of the storm volume is stricter whatever 313 says;
        # the reference depth plus the storm is stricter only if 313 takes the greater of the two
        flips = not fig.confirmed and depth <= (fig.number or 1.0)
        return Result("exceeds", e.rules.reason("freeboard.sum", local=_fmt(depth)) + caveat,
                      [ComparedParameter(name="margin of safety", local_value=f"{_fmt(depth)} ft plus the storm volume",
                                         state_value="greater of 1 ft or the 25-year, 24-hour storm volume (proxy)",
                                         unit="", confirmed=False)],
                      needs_confirmation=flips, confidence=0.6 if flips else 0.8)
    if depths:
        local = max(q.feet for q in depths)
        state = fig.number or 1.0
        params = [ComparedParameter(name="minimum freeboard", local_value=_num(local), state_value=fig.value,
                                    unit="ft", confirmed=fig.confirmed)]
        if local > state:
            return Result("exceeds", e.rules.reason("freeboard.exceeds", local=_fmt(local), state=_fmt(state)) + caveat,
                          params, needs_confirmation=fig.flips_within_range(local), confidence=0.75)
        return Result("consistent", e.rules.reason("freeboard.consistent", local=_fmt(local), state=_fmt(state)) + caveat,
                      params, needs_confirmation=fig.flips_within_range(local), confidence=0.6)
    return Result("consistent", e.rules.reason("freeboard.restate"), confidence=0.75)


def check_design_storm(e: Engine, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    m = re.search(r"(\d+)[- ]year", t.body)
    local = float(m.group(1)) if m else fig.number or 25
    state = fig.number or 25
    params = [ComparedParameter(name="design storm return period", local_value=_num(local), state_value=_num(state),
                                unit="years", confirmed=fig.confirmed)]
    if local > state:
        return Result("exceeds", e.rules.reason("storm.exceeds", local=_fmt(local), state=_fmt(state)), params, confidence=0.85)
    if re.search(r"\bexisting\b|all (?:manure )?storage|every (?:manure )?storage", t.body) and not re.search(
        r"\bnew\b|constructed|substantially altered|built", t.body
    ):
        return Result("exceeds", e.rules.reason("storm.scope"), params, confidence=0.6)
    start = e.fig("design_storm_start").value
    later = re.search(r"(?:after|on or after|since|from) [a-z]+\.? \d{1,2},? (\d{4})", t.body)
    if later and str(start)[:4].isdigit() and int(later.group(1)) > int(str(start)[:4]):
        return Result("consistent", e.rules.reason("storm.narrower", year=later.group(1), start=start), params,
                      notes=["below the state floor; the state standard still applies"], confidence=0.8)
    if local < state:
        return Result("consistent", e.rules.reason("storm.weaker", local=_fmt(local), state=_fmt(state)), params,
                      notes=["below the state floor; the state standard still applies"], confidence=0.8)
    citation = "NR 151.05(2)" if re.search(r"\b313\b", t.body) else None
    return Result("consistent", e.rules.reason("storm.same", state=_fmt(state)), params, citation=citation, confidence=0.85)


def check_storage_days(e: Engine, t: Text, topic: Topic) -> Result:
    cafo = e.fig("cafo_storage_days")
    days = [q for q in t.measures if q.unit in ("days", "months")]
    local = _num(days[0].value * (30.4375 if days[0].unit == "months" else 1)) if days else None
    params = [ComparedParameter(name="minimum storage period", local_value=local, state_value="none", unit="days")]
    if re.search(r"wpdes|nr 243|concentrated animal feeding", t.body):
        return Result("consistent", e.rules.reason("storage_days.wpdes"), params, confidence=0.6)
    return Result("exceeds", e.rules.reason("storage_days.exceeds", local=_fmt(local), cafo=_fmt(cafo.value)), params,
                  confidence=0.85)


def check_pile_location(e: Engine, t: Text, topic: Topic) -> Result:
    bigger, params = [], []
    for q in _distances(t):
        kind = _receptor(t.body, q)
        key = {"lake": "wqma_lake", "stream": "wqma_stream"}.get(kind)
        if key:
            f = e.fig(key)
            params.append(ComparedParameter(name=f"unconfined pile distance from a {kind}", local_value=_num(q.feet),
                                            state_value=f.number, unit="ft", confirmed=f.confirmed))
            if q.feet > (f.number or 0):
                bigger.append(kind)
        elif kind in ("well", "municipal_well", "conduit"):
            params.append(ComparedParameter(name=f"unconfined pile distance from a {kind.replace('_', ' ')}",
                                            local_value=_num(q.feet), state_value="none outside the WQMA", unit="ft"))
            bigger.append(kind)
    if bigger:
        return Result("exceeds", e.rules.reason("pile.exceeds"), params, confidence=0.85)
    if re.search(r"direct|waters of the state", t.body):
        return Result("consistent", e.rules.reason("pile.direct"), params, confidence=0.8)
    if [q for q in t.measures if q.unit in ("days", "months", "hours")] and _ban(e.rules, t.body) or re.search(
            r"(?:more|longer) than \d+ (?:days|months)|(?:removed|spread|applied) within \d+ (?:days|months)", t.body):
        return Result("exceeds", e.rules.reason("pile.duration"), params, confidence=0.7)
    if re.search(r"shall be (?:covered|placed on|stored on|underlain)|roof|impervious|concrete|\bpad\b|curb|slope", t.body):
        return Result("exceeds", e.rules.reason("pile.added"), params, confidence=0.6)
    if params:
        return Result("consistent", e.rules.reason("pile.same"), params, confidence=0.85)
    return Result("consistent", e.rules.reason("pile.wqma"), params, confidence=0.8)


_MUNICIPAL = r"municipal|community|public (?:water|well)|(?:village|city|town) well|(?<!private )water supply|well no\.|wellhead|zone of contribution"


def _municipal(text: str) -> bool:
    return bool(re.search(_MUNICIPAL, text))


def check_well_setback_structure(e: Engine, t: Text, topic: Topic) -> Result:
    dists = [q for q in _distances(t) if _receptor(t.body, q) in ("well", "municipal_well", "")]
    if not dists:
        return Result("exceeds", e.rules.reason("well_structure.ban"), confidence=0.6)
    q = max(dists, key=lambda d: d.feet)
    municipal = _receptor(t.body, q) == "municipal_well" or (_municipal(t.body) and not re.search(r"private", t.body))
    fig = e.fig("municipal_well_zone" if municipal else "private_well_zone")
    local, state = q.feet, fig.number or 0
    params = [ComparedParameter(name=f"setback of livestock structures from a {'municipal' if municipal else 'private'} well",
                                local_value=_num(local), state_value=fig.number, unit="ft", confirmed=fig.confirmed)]
    needs = fig.flips_within_range(local)
    if local > state:
        return Result("exceeds", e.rules.reason("well_structure.exceeds", local=_fmt(local), state=_fmt(state),
                                                citation=fig.citation) + fig.caveat(),
                      params, citation=fig.citation, needs_confirmation=needs, confidence=0.85)
    return Result("consistent", e.rules.reason("well_structure.consistent", local=_fmt(local), state=_fmt(state),
                                               citation=fig.citation) + fig.caveat(),
                  params, citation=fig.citation, needs_confirmation=needs, confidence=0.6)


def check_water_setback_structure(e: Engine, t: Text, topic: Topic) -> Result:
    storage = bool(e.rules.search("{STORAGE}", t.body))
    if re.search(r"flood ?plain", t.body):
        citation = "NRCS 313" if storage else "NR 151.08"
        return Result("exceeds", e.rules.reason("water_structure.floodplain"), citation=citation, confidence=0.8)
    params = []
    for q in _distances(t):
        kind = _receptor(t.body, q)
        key = {"lake": "wqma_lake", "stream": "wqma_stream"}.get(kind)
        if key:
            f = e.fig(key)
            params.append(ComparedParameter(name=f"siting setback from a {kind}", local_value=_num(q.feet),
                                            state_value=f.number, unit="ft", confirmed=f.confirmed))
    return Result("exceeds", e.rules.reason("water_structure.exceeds"), params, confidence=0.8)


def check_conduit_setback(e: Engine, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    dists = _distances(t)
    if not dists:
        return Result("consistent", e.rules.reason("conduit.none"), confidence=0.5)
    local = max(q.feet for q in dists)
    params = [ComparedParameter(name="distance from a direct conduit to groundwater", local_value=_num(local),
                                state_value=fig.number, unit="ft", confirmed=fig.confirmed)]
    if local > (fig.number or 0):
        return Result("exceeds", e.rules.reason("conduit.exceeds", local=_fmt(local), state=_fmt(fig.number)), params,
                      confidence=0.85)
    return Result("consistent", e.rules.reason("conduit.consistent", local=_fmt(local), state=_fmt(fig.number)), params,
                  confidence=0.7)


def check_bedrock(e: Engine, t: Text, topic: Topic) -> Result | None:
    depths = [q.feet for q in t.measures if q.feet is not None and q.unit in ("ft", "in")]
    if not depths:
        return None
    local = max(depths)
    if e.rules.search("{STORAGE}", t.body) and not e.rules.search("{APPLY}", t.body):
        # siting of storage over shallow bedrock: the baseline is the NRCS 313 separation distance
        sep = e.fig("storage_bedrock_separation")
        params = [ComparedParameter(name="separation between a storage facility and bedrock or groundwater",
                                    local_value=_num(local), state_value=sep.number, unit="ft", confirmed=sep.confirmed)]
        if local > (sep.number or 2):
            return Result("exceeds", e.rules.reason("bedrock.storage_exceeds", local=_fmt(local)) + sep.caveat(), params,
                          citation=sep.citation, needs_confirmation=sep.flips_within_range(local), confidence=0.7)
        return Result("consistent", e.rules.reason("bedrock.storage_consistent", local=_fmt(local)) + sep.caveat(), params,
                      citation=sep.citation, needs_confirmation=sep.flips_within_range(local), confidence=0.55)
    fig = e.fig(topic.figure)
    params = [ComparedParameter(name="depth to bedrock below which the rule applies", local_value=_num(local),
                                state_value=fig.number, unit="ft", confirmed=fig.confirmed)]
    mandate = _ban(e.rules, t.body) or re.search(r"shall be (?:injected|incorporated)|incorporat", t.body)
    silurian = re.search(r"silurian|nr 151\.075", t.body)
    # a rule that reaches no deeper than the state's own shallow-soil threshold is no stricter
    if local <= (fig.number or 2) or not mandate:
        return Result("consistent", e.rules.reason("bedrock.consistent"), params, citation="NR 151.075" if silurian else None,
                      confidence=0.6)
    return Result("exceeds", e.rules.reason("bedrock.exceeds", local=_fmt(local)), params, confidence=0.8)


def check_drill_hole_backfill(e: Engine, t: Text, topic: Topic) -> Result:
    std = e.catalog.by_citation("NR 151.075")
    param = next((p for p in (std.parameters if std else []) if p.name == "drill_hole_backfill_deadline"), None)
    state = float(param.value) if param is not None and isinstance(param.value, int | float) else 72.0
    hours = [q.value * (24 if q.unit == "days" else 1) for q in t.measures if q.unit in ("hours", "days")]
    broader = not re.search(r"silurian|nr 151\.075", t.body)
    params = [ComparedParameter(name="deadline to backfill drill holes", local_value=_num(min(hours)) if hours else "none",
                                state_value=_num(state), unit="hours")]
    if hours and min(hours) < state:
        return Result("exceeds", e.rules.reason("backfill.shorter", local=_fmt(min(hours)), state=_fmt(state)), params,
                      confidence=0.75)
    if broader:
        return Result("exceeds", e.rules.reason("backfill.broader", state=_fmt(state)), params, confidence=0.6)
    return Result("consistent", e.rules.reason("backfill.same", state=_fmt(state)), params, confidence=0.7)


def check_well_setback_spreading(e: Engine, t: Text, topic: Topic) -> Result | None:
    dists = [q for q in _distances(t) if _receptor(t.body, q) in ("well", "municipal_well")]
    if not dists:
        return None
    params, exceeds, needs = [], [], False
    private_fig = e.fig("spreading_well_setback")
    for q in dists:
        municipal = _receptor(t.body, q) == "municipal_well" or (
            _municipal(t.body[q.end:q.end + 80]) and not re.search(r"private", t.body[q.end:q.end + 40])
        )
        if municipal:
            f = e.fig("spreading_municipal_well")
            params.append(ComparedParameter(name="no-application distance from a municipal well", local_value=_num(q.feet),
                                            state_value=f"none (extra nitrogen practices within {_fmt(f.number)} ft)",
                                            unit="ft"))
            exceeds.append("municipal")
            continue
        params.append(ComparedParameter(name="no-application distance from a private well", local_value=_num(q.feet),
                                        state_value=private_fig.number, unit="ft", confirmed=private_fig.confirmed))
        needs = needs or private_fig.flips_within_range(q.feet)
        if q.feet > (private_fig.number or 0):
            exceeds.append("private")
    caveat = private_fig.caveat() if any("private" in p.name for p in params) else ""
    if exceeds:
        return Result("exceeds", e.rules.reason("well_spreading.exceeds") + caveat, params,
                      needs_confirmation=needs and exceeds == ["private"], confidence=0.8)
    return Result("consistent", e.rules.reason("well_spreading.consistent") + caveat, params, needs_confirmation=needs,
                  confidence=0.55)


def check_winter(e: Engine, t: Text, topic: Topic) -> Result | None:
    body = t.body
    if e.rules.search(r"{MONTH} \d{1,2}[^.]{0,40}(?:to|through|until|and|-)[^.]{0,20}{MONTH}", body):
        return Result("exceeds", e.rules.reason("winter.calendar"), confidence=0.85)
    rate = re.search(r"(\d[\d,]*)\s*gal(?:lons?|\.)? (?:per|/|an|each) acre", body)
    if rate:
        f = e.fig("winter_liquid_rate")
        local = float(rate.group(1).replace(",", ""))
        params = [ComparedParameter(name="maximum liquid manure rate on frozen or snow-covered soil", local_value=_num(local),
                                    state_value=f.value, unit="gallons per acre", confirmed=f.confirmed)]
        needs = f.flips_within_range(local)
        if f.number is not None and local < f.number:
            return Result("exceeds", e.rules.reason("winter.rate_lower", local=_fmt(local), state=_fmt(f.number)) + f.caveat(),
                          params, needs_confirmation=needs, confidence=0.65)
        return Result("consistent", e.rules.reason("winter.rate_same", local=_fmt(local), state=_fmt(f.number)) + f.caveat(),
                      params, needs_confirmation=needs, confidence=0.55)
    slope = [q for q in t.measures if q.unit == "percent"]
    if slope and re.search(r"slope", body):
        f = e.fig("winter_slope")
        local = slope[0].value
        params = [ComparedParameter(name="maximum slope for winter application", local_value=_num(local),
                                    state_value=f.value, unit="percent", confirmed=f.confirmed)]
        needs = f.flips_within_range(local) or (not f.confirmed and f.plausible is None)
        if f.number is not None and local >= f.number:
            return Result("consistent", e.rules.reason("winter.slope_weaker", local=_fmt(local), state=_fmt(f.number))
                          + f.caveat(), params, needs_confirmation=needs, confidence=0.55,
                          notes=["below the state floor; the state standard still applies"])
        return Result("exceeds", e.rules.reason("winter.slope", local=_fmt(local)) + f.caveat(), params,
                      needs_confirmation=needs, confidence=0.7)
    bar = e.fig("swqma_winter_bar")
    params, larger = [], False
    for q in _distances(t):
        kind = _receptor(body, q)
        key = {"lake": "swqma_lake", "stream": "swqma_stream"}.get(kind)
        if not key:
            continue
        f = e.fig(key)
        params.append(ComparedParameter(name=f"winter no-application distance from a {kind}", local_value=_num(q.feet),
                                        state_value=f.number, unit="ft", confirmed=f.confirmed and bar.confirmed))
        larger = larger or q.feet > (f.number or 0)
    if params:
        if larger:
            return Result("exceeds", e.rules.reason("winter.swqma_larger"), params, confidence=0.8)
        return Result("consistent", e.rules.reason("winter.swqma_same") + bar.caveat(), params,
                      needs_confirmation=not bar.confirmed, confidence=0.6)
    if re.search(r"water quality management area|\bwqma\b|\bswqma\b", body) and _ban(e.rules, body):
        return Result("consistent", e.rules.reason("winter.swqma_same") + bar.caveat(),
                      needs_confirmation=not bar.confirmed, confidence=0.6)
    if re.search(r"(?:winter|frozen)[^.]{0,30}(?:spreading|application) plan|suitable for winter|nutrient management plan", body):
        return Result("consistent", e.rules.reason("winter.plan"), confidence=0.75)
    if e.rules.search("{FROZEN}", body) and _ban(e.rules, body):
        return Result("exceeds", e.rules.reason("winter.ban"), confidence=0.8)
    # "winter spreading is prohibited", or a ban under a "Winter application" heading: the state allows
    # winter application under a 590 winter plan, so a winter ban is stricter
    if (re.search(r"\bwinter\b", body) or e.rules.search("{FROZEN}", t.heading)) and _ban(e.rules, body) and not re.search(
            r"\bunless\b|\bexcept\b|plan|within (?:the )?(?:swqma|surface water quality management area)", body):
        return Result("exceeds", e.rules.reason("winter.ban"), confidence=0.7)
    return None


def check_spreading_water_setback(e: Engine, t: Text, topic: Topic) -> Result | None:
    params = []
    for q in _distances(t):
        kind = _receptor(t.body, q)
        key = {"lake": "swqma_lake", "stream": "swqma_stream"}.get(kind)
        if key:
            f = e.fig(key)
            params.append(ComparedParameter(name=f"no-application distance from a {kind}", local_value=_num(q.feet),
                                            state_value=f"SWQMA {_fmt(f.number)} ft: application allowed with 590 practices",
                                            unit="ft", confirmed=f.confirmed))
    if not params and not _distances(t) and not re.search(
        r"water quality management area|\bwqma\b|\bswqma\b|shoreland|floodplain|flood plain|wetland", t.body
    ):
        return None
    return Result("exceeds", e.rules.reason("spreading_water.exceeds"), params, confidence=0.65 if params else 0.55)


def check_incorporation(e: Engine, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    hours = [q for q in t.measures if q.unit in ("hours", "days")]
    local = hours[0].value * (24 if hours[0].unit == "days" else 1) if hours else None
    params = [ComparedParameter(name="incorporation deadline", local_value=_num(local) if local else "mandatory",
                                state_value=f"{_fmt(fig.value)} (one option among several in the SWQMA)", unit="hours")]
    menu = re.search(r"(?:at least |any )?(?:one|1) of the (?:following|practices)|any of the following|\bor\b[^.]{0,70}(?:buffer|cover crop|residue)", t.body)
    if menu and (local is None or local >= (fig.number or 72)):
        return Result("consistent", e.rules.reason("incorporation.menu"), params, confidence=0.7)
    return Result("exceeds", e.rules.reason("incorporation.exceeds", local=_fmt(local) if local else "a set time"), params,
                  confidence=0.8)


def check_stp_ceiling(e: Engine, t: Text, topic: Topic) -> Result:
    bar = e.fig("cafo_stp_bar")
    ppm = [q for q in t.measures if q.unit == "ppm"]
    local = _num(ppm[0].value) if ppm else None
    params = [ComparedParameter(name="soil-test phosphorus ceiling for manure application", local_value=local,
                                state_value="none (phosphorus index or soil-test strategy under 590)", unit="ppm")]
    if re.search(r"wpdes|\bcafo|concentrated animal feeding", t.body) and local and local >= (bar.number or 200):
        return Result("consistent", e.rules.reason("stp.wpdes"), params, confidence=0.6)
    return Result("exceeds", e.rules.reason("stp.exceeds", local=_fmt(local), bar=_fmt(bar.value)), params, confidence=0.8)


def check_phosphorus_index(e: Engine, t: Text, topic: Topic) -> Result:
    avg_f, year_f = e.fig("pi_average"), e.fig("pi_annual")
    cues = [(m.start(), "average") for m in re.finditer(r"averag|accounting period|rotation", t.body)]
    cues += [(m.start(), "annual") for m in re.finditer(r"any (?:single |individual |one )?year|annual|each year|in any", t.body)]
    cues.sort()
    params, stricter = [], False
    for n in bare_numbers(t.body):
        if n.value > 100:
            continue
        before = [c for c in cues if c[0] < n.start and not re.search(r"[.;]", t.body[c[0]:n.start])]
        after = [c for c in cues if c[0] > n.end]
        kind = before[-1][1] if before else (after[0][1] if after else "")
        if not kind:
            # a bare index limit with no averaging period: compared with the lower (average) limit
            if not re.search(r"(?:phosphorus index|p[- ]index|\bpi\b)[^.;]{0,60}$", t.body[:n.start]):
                continue
            kind = "average"
        f = avg_f if kind == "average" else year_f
        params.append(ComparedParameter(name=f"phosphorus index, {'average over the accounting period' if kind == 'average' else 'any single year'}",
                                        local_value=_num(n.value), state_value=f.number, unit="PI", confirmed=f.confirmed))
        stricter = stricter or n.value < (f.number or 0)
    if stricter:
        return Result("exceeds", e.rules.reason("pi.exceeds"), params, confidence=0.85)
    return Result("consistent", e.rules.reason("pi.consistent"), params, confidence=0.8 if params else 0.6)


def check_soil_test(e: Engine, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    state = fig.number or 4
    local: float | None = None
    if re.search(r"\bannual(?:ly)?\b|every year|each year|yearly|once a year", t.body):
        local = 1.0
    m = re.search(r"(?:every|once every|at least once every|within (?:the )?(?:last|previous|preceding|past)?)\s*(\d+(?:\.\d+)?)\s*years?", t.body)
    if m:
        local = float(m.group(1))
    m = re.search(r"(\d+(?:\.\d+)?)\s*years? old|(?:no|not) (?:more|older) than (\d+(?:\.\d+)?)\s*years?", t.body)
    if m and local is None:
        local = float(m.group(1) or m.group(2))
    params = []
    if local is not None:
        params.append(ComparedParameter(name="maximum age of soil test used in the plan", local_value=_num(local),
                                        state_value=_num(state), unit="years", confirmed=fig.confirmed))
        if local < state:
            return Result("exceeds", e.rules.reason("soil_test.exceeds", local=_fmt(local), state=_fmt(state)), params,
                          confidence=0.85)
    dens = re.search(r"(?:each|every|per)\s*(\d+(?:\.\d+)?)\s*acres?", t.body)
    if dens:
        dfig = e.fig("soil_sample_density")
        params.append(ComparedParameter(name="acres per soil sample", local_value=_num(float(dens.group(1))),
                                        state_value=dfig.number, unit="acres", confirmed=dfig.confirmed))
        if float(dens.group(1)) < (dfig.number or 5):
            return Result("exceeds", e.rules.reason("soil_test.density", local=dens.group(1), state=_fmt(dfig.number)), params,
                          confidence=0.8)
    return Result("consistent", e.rules.reason("soil_test.consistent"), params, confidence=0.75)


def check_nmp_pastures(e: Engine, t: Text, topic: Topic) -> Result | None:
    if not re.search(r"(?:1|one) animal units? per acre|stocked at|even if|regardless of (?:the )?stocking|every pasture|all pastures|no mechanical", t.body):
        return None
    f = e.fig("pasture_stocking")
    params = [ComparedParameter(name="pasture stocking rate below which a plan is not required", local_value="none (all pastures)",
                                state_value=f.number, unit="animal units per acre", confirmed=f.confirmed)]
    return Result("exceeds", e.rules.reason("nmp.pastures"), params, confidence=0.8)


def check_nmp_scope(e: Engine, t: Text, topic: Topic) -> Result:
    au = [q for q in t.measures if q.unit == "animal_units"]
    if au and re.search(r"or more animal units|or more au|at least", t.body):
        return Result("consistent", e.rules.reason("nmp.narrower", local=_fmt(au[0].value)),
                      [ComparedParameter(name="herd size from which a plan is required", local_value=_num(au[0].value),
                                         state_value="every operation applying nutrients", unit="animal units")],
                      notes=["below the state floor; the state standard still applies"], confidence=0.75)
    citation = "ATCP 50.04(3)(c)" if re.search(r"planner|qualified|ATCP 50\.48|atcp 50\.48", t.body) and not re.search(
        r"have and follow|shall have|shall follow", t.body) else None
    return Result("consistent", e.rules.reason("nmp.restate"), citation=citation, confidence=0.8)


def check_tillage(e: Engine, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    cover = e.fig("tillage_cover")
    params = []
    feet = [q.feet for q in _distances(t)]
    pct = [q.value for q in t.measures if q.unit == "percent"]
    if feet:
        params.append(ComparedParameter(name="tillage setback", local_value=_num(max(feet)), state_value=fig.number,
                                        unit="ft", confirmed=fig.confirmed))
        if max(feet) > (fig.number or 5):
            return Result("exceeds", e.rules.reason("tillage.exceeds", local=_fmt(max(feet)), state=_fmt(fig.number)), params,
                          confidence=0.8)
    if pct:
        params.append(ComparedParameter(name="vegetative cover in the tillage setback", local_value=_num(max(pct)),
                                        state_value=cover.number, unit="percent", confirmed=cover.confirmed))
        if max(pct) > (cover.number or 70):
            return Result("exceeds", e.rules.reason("tillage.cover_exceeds", local=_fmt(max(pct)), state=_fmt(cover.number)),
                          params, confidence=0.8)
    return Result("consistent", e.rules.reason("tillage.consistent"), params, confidence=0.75)


def check_erosion(e: Engine, t: Text, topic: Topic) -> Result:
    if re.search(r"(?:\d+/\d+|0\.\d+|half|\d+ ?%|\d+ percent)\s*(?:\)\s*)?(?:of )?(?:the )?(?:t\b|tolerable)|less than (?:t\b|the tolerable)", t.body):
        return Result("exceeds", e.rules.reason("erosion.exceeds"),
                      [ComparedParameter(name="maximum soil loss", local_value="a fraction of T", state_value="T", unit="tons/acre/year")],
                      confidence=0.8)
    return Result("consistent", e.rules.reason("erosion.consistent"), confidence=0.8)


def check_process_wastewater(e: Engine, t: Text, topic: Topic) -> Result:
    if re.search(r"fish kill|sludge|visible", t.body):
        return Result("consistent", e.rules.reason("wastewater.weaker"), notes=["below the state floor; the state standard still applies"],
                      confidence=0.7)
    if re.search(r"whatever (?:amount|quantity)|any (?:amount|quantity)|regardless of (?:the )?(?:amount|quantity|volume)", t.body):
        return Result("exceeds", e.rules.reason("wastewater.any_amount"), confidence=0.75)
    if re.search(r"(?:shall|must) be (?:collected|contained|captured|stored|treated|routed)|collection (?:system|tank|basin)", t.body) \
            and not re.search(r"significant|fish kill", t.body):
        return Result("exceeds", e.rules.reason("wastewater.collect"), confidence=0.65)
    if re.search(r"(?:land|ground) surface|onto the ground|to the ground|any discharge|no discharge", t.body) and not re.search(
        r"waters of the state|significant", t.body
    ):
        return Result("exceeds", e.rules.reason("wastewater.broader"), confidence=0.65)
    return Result("consistent", e.rules.reason("wastewater.restate"), confidence=0.7)


def check_clean_water_diversion(e: Engine, t: Text, topic: Topic) -> Result:
    body = t.body
    if re.search(r"outside (?:of )?(?:a |the )?(?:wqma|water quality management area)|whether or not|regardless of (?:location|whether)", body):
        return Result("exceeds", e.rules.reason("diversion.broader"), confidence=0.85)
    params, larger = [], False
    for q in _distances(t):
        kind = _receptor(body, q)
        key = {"lake": "wqma_lake", "stream": "wqma_stream"}.get(kind)
        if key:
            f = e.fig(key)
            params.append(ComparedParameter(name=f"diversion zone around a {kind}", local_value=_num(q.feet),
                                            state_value=f.number, unit="ft", confirmed=f.confirmed))
            larger = larger or q.feet > (f.number or 0)
    if larger:
        return Result("exceeds", e.rules.reason("diversion.wider"), params, confidence=0.85)
    if params or re.search(r"water quality management area|\bwqma\b", body):
        return Result("consistent", e.rules.reason("diversion.restate"), params, confidence=0.85)
    if re.search(r"\b(?:every|all|each|any)\b (?:[a-z]+ )?(?:feed ?lot|barnyard|animal lot|livestock (?:yard|lot)|(?:open|dry|outdoor|exercise) lot|yard)s?\b", body):
        return Result("exceeds", e.rules.reason("diversion.broader"), confidence=0.7)
    return Result("consistent", e.rules.reason("diversion.restate"), confidence=0.6)


def check_barnyard_runoff(e: Engine, t: Text, topic: Topic) -> Result:
    if re.search(r"whether or not|regardless", t.body):
        return Result("exceeds", e.rules.reason("barnyard.exceeds"), confidence=0.8)
    if re.search(r"\b(?:in accordance with|according to|conform\w* (?:to|with)|designed (?:to|under))\b[^.]{0,60}(?:\b561\b|\b635\b|50\.64|nrcs|technical standard)", t.body):
        return Result("consistent", e.rules.reason("barnyard.consistent"), confidence=0.7)
    if re.search(r"\b(?:every|all|each|any)\b", t.body):
        return Result("exceeds", e.rules.reason("barnyard.exceeds"), confidence=0.8)
    return Result("consistent", e.rules.reason("barnyard.consistent"), confidence=0.6)


def check_livestock_access(e: Engine, t: Text, topic: Topic) -> Result:
    if re.search(r"fenc|exclud|kept? (?:them )?(?:out|away)|(?:unlawful|prohibit\w*|forbidden)[^.]{0,40}\baccess\b|\baccess\b[^.]{0,40}(?:is|are) (?:prohibited|unlawful|forbidden)|access[^.]{0,60}\bonly (?:at|through|via|by)\b|\bonly (?:at|through|via) (?:designed |designated |stabilized )?(?:stream )?crossings|(?:shall|may) not (?:be allowed|be given|have) (?:any )?access|no access|no livestock (?:may|shall) (?:be allowed|be given|have) (?:any )?access", t.body) and not re.search(
        r"sod|vegetat", t.body
    ):
        return Result("exceeds", e.rules.reason("access.exclusion"),
                      [ComparedParameter(name="livestock exclusion from waters", local_value="exclusion regardless of cover",
                                         state_value="only where sod or vegetative cover cannot be maintained", unit="")],
                      confidence=0.8)
    return Result("consistent", e.rules.reason("access.restate"), confidence=0.8)


def check_variance(e: Engine, t: Text, topic: Topic) -> Result:
    if re.search(r"economic hardship|151\.097|department of natural resources|\bdnr\b|forward", t.body):
        return Result("consistent", e.rules.reason("variance.state_model"), confidence=0.75)
    return Result("not_covered", e.rules.reason("variance.local"), citation="", confidence=0.6)


def check_compliance_period(e: Engine, t: Text, topic: Topic) -> Result:
    if re.search(r"without (?:prior )?notice|no notice (?:is|shall be) required", t.body):
        return Result("exceeds", e.rules.reason("compliance.removed"), confidence=0.6)
    fig = e.fig("compliance_period_min")
    periods = [q for q in t.measures if q.months is not None and q.unit != "hours"]
    if periods and not re.search(r"imminent|emergency", t.body):
        shortest = min(periods, key=lambda q: q.months or 0)
        days = (shortest.months or 0) * 30.4375
        if days < (fig.number or 60) - 0.5:
            return Result("exceeds", e.rules.reason("compliance.shortened", local=_amount(shortest), state=_fmt(fig.number)),
                          [ComparedParameter(name="shortest compliance period", local_value=_num(round(days)),
                                             state_value=fig.number, unit="days", confirmed=fig.confirmed)],
                          confidence=0.6)
    return Result("consistent", topic.reason, confidence=0.8)


CHECKS: dict[str, Check] = {
    "closure_period": check_closure_period,
    "freeboard": check_freeboard,
    "design_storm": check_design_storm,
    "storage_days": check_storage_days,
    "pile_location": check_pile_location,
    "well_setback_structure": check_well_setback_structure,
    "water_setback_structure": check_water_setback_structure,
    "conduit_setback": check_conduit_setback,
    "bedrock": check_bedrock,
    "drill_hole_backfill": check_drill_hole_backfill,
    "well_setback_spreading": check_well_setback_spreading,
    "winter": check_winter,
    "incorporation": check_incorporation,
    "spreading_water_setback": check_spreading_water_setback,
    "stp_ceiling": check_stp_ceiling,
    "phosphorus_index": check_phosphorus_index,
    "soil_test": check_soil_test,
    "nmp_pastures": check_nmp_pastures,
    "nmp_scope": check_nmp_scope,
    "tillage": check_tillage,
    "erosion": check_erosion,
    "process_wastewater": check_process_wastewater,
    "clean_water_diversion": check_clean_water_diversion,
    "barnyard_runoff": check_barnyard_runoff,
    "livestock_access": check_livestock_access,
    "variance": check_variance,
    "compliance_period": check_compliance_period,
}


# ---------------------------------------------------------------- the engine


class Engine:
    """Applies the rule data to provisions; one per review (caches figures)."""

    def __init__(self, catalog: Catalog, info: DocumentInfo, rules: RuleSet | None = None) -> None:
        self.rules = rules or load_rules()
        self.catalog = catalog
        self.info = info
        self.fig = Figures(self.rules, catalog)
        self._admin_patterns = [b.pattern for b in self.rules.body_rules if b.id in ADMIN_SENTENCE_RULES]
        self.fallback = Fallback(self)
        self._candidates: dict[tuple[str, str], list] = {}
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
        return not (when.none and r.any_of(when.none, t.body))

    def _citation(self, topic: Topic, t: Text) -> str:
        for c in topic.citation_by_context:
            if (self.rules.search(c.when, t.body) and not (c.unless and self.rules.search(c.unless, t.body))
                    and (not c.also or self.rules.search(c.also, t.body))):
                return c.citation
        return topic.citation

    def finding(self, p: Provision, verdict: Verdict, reason: str, *, topic: str, standards: list[str] | None = None,
                confidence: float = 0.7, parameters: list[ComparedParameter] | None = None, rule: str = "",
                needs_confirmation: bool = False, notes: list[str] | None = None) -> Finding:
        if needs_confirmation and "needs reviewer confirmation" not in reason:
            reason = f"{reason} The verdict rests on an unconfirmed state figure and needs reviewer confirmation."
        default_rule = {"exceeds": RULE_EXCEEDS, "consistent": RULE_CONSISTENT}.get(verdict, RULE_NOT_COVERED)
        return Finding(
            provision_id=p.id, label=p.label, verdict=verdict, standards=standards or [], reason=reason.strip(),
            confidence=round(confidence, 2), parameters=parameters or [], topic=topic, rule=rule or default_rule,
            needs_confirmation=needs_confirmation, notes=notes or [],
        )

    def not_covered(self, t: Text, topic: str, reason: str, confidence: float, notes: list[str] | None = None) -> Finding:
        return self.finding(t.provision, "not_covered", reason, topic=topic, confidence=confidence, notes=notes)

    # -- steps
    def caption_furniture(self, t: Text, use_heading: bool) -> str:
        label = t.caption if not use_heading else t.heading.strip().strip(".").strip()
        label = re.sub(r"^(?:article|section|sec\.|§)\s*[\w.-]+\s*", "", label)
        label = re.sub(r"^[\s\-–—:.]+", "", label)  # "Sec. 14-73. - Applicability." (Municode)
        if not label:
            return ""
        for c in self.rules.captions:
            if self.rules.rx(c.pattern).search(label):
                return c.id
        return ""

    def is_definition(self, t: Text) -> bool:
        return self.rules.any_of(self.rules.definition_cues, t.own or t.body)  # the lead-in is not the definition

    def definition(self, t: Text) -> Finding:
        for d in self.rules.trigger_definitions:
            for m in self.rules.rx(d.when).finditer(t.body):
                seg_end = t.body.find('"', m.end() + 40)
                seg = t.body[max(0, m.start() - 5): seg_end if seg_end > 0 else m.end() + 400]
                offset = max(0, m.start() - 5)
                qs = [q for q in find_measures(seg) if _unit_ok(q, d.unit)]
                for q in qs:
                    fig = self.fig(d.figure)
                    local = q.feet if d.unit == "ft" else (q.months if d.unit == "months" else q.value)
                    if d.figure_lake and _receptor(t.body, Measure(q.value, q.unit, q.start + offset, q.end + offset)) == "lake":
                        fig = self.fig(d.figure_lake)
                    state = fig.number
                    if local is None or state is None:
                        continue
                    stricter = local < state if self.rules.figures[d.figure].stricter_if == "lower" else local > state
                    if stricter:
                        return self.finding(
                            t.provision, "exceeds",
                            d.reason_exceeds.format(local=_fmt(float(local)), state=_fmt(state)) + fig.caveat(),
                            topic=d.id, standards=[d.citation], confidence=0.8,
                            parameters=[ComparedParameter(name=d.name, local_value=_num(local), state_value=_num(state),
                                                          unit=d.unit, confirmed=fig.confirmed)],
                        )
        return self.not_covered(t, "definitions", self.rules.reason("definition.plain"), 0.85)

    def statement_only(self, t: Text) -> bool:
        """Findings, purpose or authority text with no operative verb: it regulates nothing."""
        opening = [b.pattern for b in self.rules.body_rules if b.id in ("findings_statement", "authority_statement")]
        return self.rules.any_of(opening, t.body) and not re.search(
            r"\bshall\b|\bmust\b|\bmay not\b|\bno (?:person|owner|operator)\b|prohibited|\bis required\b", t.body
        )

    def permit_authority(self, t: Text) -> bool:
        cfg = self.rules.exemptions["permit"]
        return (self.rules.any_of(cfg["authority"], t.body) and not self.rules.any_of(cfg["codified"], t.body)
                and not self.rules.any_of(cfg.get("relief_grant", []), t.body))

    def non_water(self, t: Text, early: bool = False) -> Finding | None:
        for nc in self.rules.not_covered:
            if (nc.early or not early) and self._matches(nc.when, t):
                notes = []
                if nc.note_siting:
                    notes.append("possible conflict with the livestock siting law (s. 93.90, Stats.; ATCP 51.12)")
                return self.not_covered(t, NON_WATER_PREFIX + nc.id, nc.reason, 0.75, notes)
        return None

    def admin_body(self, t: Text) -> Finding | None:
        for b in self.rules.body_rules:
            if self.rules.rx(b.pattern).search(t.body):
                reason, notes = b.reason, []
                if b.threshold_note:
                    au = [q for q in t.measures if q.unit == "animal_units"]
                    siting = self.fig("siting_threshold")
                    if au and au[0].value < (siting.number or 500):
                        reason += " " + self.rules.reason("siting.threshold", local=_fmt(au[0].value), state=_fmt(siting.number))
                        notes.append("possible conflict with ATCP 51 (siting threshold)")
                if b.siting_fee:
                    fees = [float(x.replace(",", "")) for x in re.findall(r"\$\s?(\d[\d,]*)", t.body)]
                    cap = self.fig("siting_fee_cap").number or 1000
                    if fees and max(fees) > cap:
                        reason += " " + self.rules.reason("siting.fee", local=_fmt(max(fees)), state=_fmt(cap))
                        notes.append("possible conflict with s. 93.90 (siting fee cap)")
                return self.not_covered(t, b.id, reason, 0.7, notes)
        return None

    def without_admin_sentences(self, t: Text) -> Text | None:
        """The provision with its purely administrative sentences removed (None when nothing else is left).

        Why: permit, application, fee and filing sentences often name wells, plans or manure
        ("the application shall show all wells within 1,000 feet") without regulating them; a
        unit is judged by its substantive part (RUBRIC rules 8, 9 and 23).
        """
        admin = self._admin_patterns
        keep = self.rules.substantive_cues
        kept = [s for s in _sentences(t.body) if not self.rules.any_of(admin, s) or self.rules.any_of(keep, s)]
        if not kept:
            return None
        body = " ".join(kept)
        if body == t.body:
            return t
        return Text(provision=t.provision, body=body, ctx=f"{t.heading} {body}", caption=t.caption, heading=t.heading,
                    measures=list(_measures(body)))

    def topic(self, t: Text) -> Finding | None:
        for topic in self.rules.topics:
            if not self._matches(topic.when, t):
                continue
            result: Result | None = None
            if topic.check:
                result = CHECKS[topic.check](self, t, topic)
                if result is None:
                    continue
            else:
                result = Result(topic.verdict, topic.reason.format(citation=self._citation(topic, t)),
                                confidence=0.75)
            return self._finish(t, topic, result)
        return None

    def strictest_part(self, t: Text, whole: Finding) -> Finding:
        """RUBRIC rule 23: a unit with several requirements takes its strictest part.

        The whole text decides first (it keeps linked periods and qualifiers together); a single
        sentence on a different subject can only raise a consistent verdict to exceeds.
        """
        if whole.verdict == "exceeds":
            return whole
        sentences = _sentences(t.body, semicolons=False)  # list items joined by ";" stay together
        if len(sentences) < 2:
            return whole
        for sentence in sentences:
            if not self.rules.any_of(self.rules.fallback.operative, sentence):
                continue  # a sentence with no operative verb imposes nothing that could be stricter
            part = Text(provision=t.provision, body=sentence, ctx=f"{t.heading} {sentence}", caption="",
                        heading=t.heading, measures=list(_measures(sentence)))
            hit = self.topic(part)
            if hit and hit.verdict == "exceeds" and hit.topic != whole.topic:
                note = f"strictest part decides (NR 151.096(2)(a)2.: any part that exceeds needs approval): \"{sentence[:80]}\""
                return hit.model_copy(update={"notes": [*hit.notes, note]})
        return whole

    def _finish(self, t: Text, topic: Topic, r: Result) -> Finding:
        citation = r.citation if r.citation is not None else self._citation(topic, t)
        verdict, reason, notes = r.verdict, r.reason, list(r.notes)
        if verdict == "consistent" and topic.exception:
            m = self.rules.search("{FORECLOSE}", t.body)
            if m and not re.search(r"regardless of (?:the )?(?:size|number|herd|animal)", t.body):
                verdict = "exceeds"
                reason = self.rules.reason("foreclose", words=m.group(0), exception=topic.exception, citation=citation)
        if verdict == "not_covered":
            return self.finding(t.provision, "not_covered", reason, topic=topic.id, confidence=r.confidence,
                                rule=topic.rule, notes=notes)
        if re.search(r"septage|biosolids|sewage sludge|industrial waste", t.body):
            reason += " " + self.rules.reason("split.non_livestock")
        if any("state floor" in n for n in notes) and "state standard still applies" not in reason:
            reason += " It is below the state floor; the state standard still applies."
        standards = [citation, *[s for s in topic.related if s != citation]]
        return self.finding(t.provision, verdict, reason, topic=topic.id, standards=standards, confidence=r.confidence,
                            parameters=r.parameters, needs_confirmation=r.needs_confirmation, notes=notes,
                            rule=topic.rule if verdict == "consistent" and topic.rule else "")

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

    def assess_one(self, p: Provision) -> Finding:
        t = prepare(p)
        if not t.body:
            return self.not_covered(t, "empty", self.rules.reason("fallback.empty"), 0.3)
        cap = self.caption_furniture(t, use_heading=False)
        if cap == "definitions" or (cap == "" and (self.is_definition(t)
                                                   or self.caption_furniture(t, use_heading=True) == "definitions")):
            return self.definition(t)
        if cap and cap not in ("applicability",):
            return self.not_covered(t, cap, self.rules.reason(f"caption.{cap}"), 0.9)
        if self.statement_only(t):
            return self.admin_body(t) or self.not_covered(t, "findings_and_purpose", self.rules.reason("caption.findings_and_purpose"), 0.7)
        if self.rules.any_of(self.rules.advisory_cues, t.body) and not self.rules.any_of(self.rules.mandatory_cues, t.body):
            return self.not_covered(t, "advisory", self.rules.reason("advisory"), 0.7)
        if self.permit_authority(t):
            return self.not_covered(t, PERMIT_AUTHORITY_TOPIC, self.rules.exemptions["permit"]["reason"], 0.75)
        hit = self.non_water(t, early=self.rules.any_of(self.rules.water_cues, t.body))
        if hit:
            return hit
        substantive = self.without_admin_sentences(t)
        if substantive is not None:
            hit = self.topic(substantive)
            if hit and hit.topic not in APPLICABILITY_TOPICS and "applicability" in (
                    cap, self.caption_furniture(t, use_heading=True)):
                hit = None  # a scope clause that names a subject regulates nothing (RUBRIC rules 1 and 8)
            if hit:
                return self.strictest_part(substantive, hit)
        hit = self.non_water(t) or self.admin_body(t)
        if hit:
            return hit
        cap = cap or self.caption_furniture(t, use_heading=True)
        if cap == "definitions":
            return self.definition(t)
        if cap:
            return self.not_covered(t, cap, self.rules.reason(f"caption.{cap}"), 0.6)
        cands = self.candidates(substantive or t)
        general = self.fallback.decide(substantive) if substantive is not None else None
        f = general or self.not_covered(t, "no_standard_found", self.rules.reason("fallback.none"), 0.35)
        return f.model_copy(update={"candidates": cands}) if cands else f


# topics a scope ("Applicability") unit can carry on the merits: the existing-operation protections
APPLICABILITY_TOPICS = frozenset({"existing_facilities_cost_sharing", "notice_and_compliance_period",
                                  "existing_facility_mandatory_upgrade", "nr243_terms_for_other_operations"})
ADMIN_SENTENCE_RULES = (
    "permit_requirement", "application_procedure", "plan_submittal_and_as_built", "fee_clause",
    "reports_and_notices", "penalty_clause", "appeal_clause", "inspection_clause", "official_duty",
    "person_qualification",
)
_ABBREV = re.compile(r"(?:\b(?:s|ss|wis|adm|stats|no|nos|ch|sec|secs|sub|par|subd|ft|in|u\.s|e\.g|i\.e|etc|inc|co|st|nr|atcp|ord|am|cr|approx)|\d)\.$")


def _sentences(body: str, semicolons: bool = True) -> list[str]:
    """Split lower-case text into sentences, not at citation abbreviations ("s. 92.15", "wis. adm. code")."""
    out, start = [], 0
    for m in re.finditer(r"[.;]\s+(?=[a-z(\"0-9])" if semicolons else r"\.\s+(?=[a-z(\"0-9])", body):
        if m.group(0).startswith(".") and _ABBREV.search(body[max(start, m.start() - 7):m.start() + 1]):
            continue
        out.append(body[start:m.start() + 1].strip())
        start = m.end()
    tail = body[start:].strip()
    if tail:
        out.append(tail)
    return [s for s in out if s]


def _unit_ok(q: Measure, unit: str) -> bool:
    if unit == "ft":
        return q.unit in ("ft", "mile")
    if unit == "months":
        return q.months is not None
    return q.unit == unit


def assess(provisions: list[Provision], catalog: Catalog, info: DocumentInfo) -> list[Finding]:
    """One finding per provision, in order: the verdict on the merits (exemptions come later)."""
    engine = Engine(catalog, info)
    return [engine.assess_one(p) for p in provisions]
