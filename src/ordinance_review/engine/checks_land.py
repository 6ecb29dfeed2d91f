"""Comparisons for land application and cropland: wells, winter, waters, incorporation, phosphorus, soil tests, plans, tillage, erosion."""

from __future__ import annotations

import re

from ordinance_review.engine.figures import fmt, num
from ordinance_review.engine.receptors import distances, is_ban, is_municipal, receptor, water_distances
from ordinance_review.engine.result import EngineView, Result
from ordinance_review.engine.text import Text
from ordinance_review.measures import bare_numbers
from ordinance_review.models import ComparedParameter
from ordinance_review.quantities import month_day, parse_number
from ordinance_review.verdict_rules import Topic


def check_well_setback_spreading(e: EngineView, t: Text, topic: Topic) -> Result | None:
    dists = [q for q in distances(t) if receptor(t.body, q, e.rules) in ("well", "municipal_well")]
    if not dists:
        return None
    params, exceeds, needs = [], [], False
    private_fig = e.fig("spreading_well_setback")
    for q in dists:
        municipal = receptor(t.body, q, e.rules) == "municipal_well" or (
            is_municipal(t.body[q.end:q.end + 80], e.rules) and not re.search(r"private", t.body[q.end:q.end + 40])
        )
        if municipal and q.feet > private_fig.n:
            # (590's no-application distance around every drinking-water well covers a public well too: only a
            # wider zone is one the state does not draw)
            f = e.fig("spreading_municipal_well")
            params.append(ComparedParameter(name="no-application distance from a municipal well", local_value=num(q.feet),
                                            state_value=f"none (extra nitrogen practices within {fmt(f.number)} ft)",
                                            unit="ft"))
            exceeds.append("municipal")
            continue
        params.append(ComparedParameter(name="no-application distance from a private well", local_value=num(q.feet),
                                        state_value=private_fig.number, unit="ft", confirmed=private_fig.confirmed))
        needs = needs or private_fig.flips_within_range(q.feet)
        if q.feet > private_fig.n:
            exceeds.append("private")
    caveat = private_fig.caveat() if any("private" in p.name for p in params) else ""
    if exceeds:
        return Result("exceeds", e.rules.reason("well_spreading.exceeds") + caveat, params,
                      needs_confirmation=needs and exceeds == ["private"], confidence=0.8)
    return Result("consistent", e.rules.reason("well_spreading.consistent") + caveat, params, needs_confirmation=needs,
                  confidence=0.55)


def check_winter(e: EngineView, t: Text, topic: Topic) -> Result | None:
    body = t.body
    if e.rules.search(r"{MONTH} \d{1,2}[^.]{0,40}(?:to|through|until|and|-)[^.]{0,20}{MONTH}", body):
        return Result("exceeds", e.rules.reason("winter.calendar"), confidence=0.85)
    rate = re.search(r"(\d[\d,]*)\s*gal(?:lons?|\.)? (?:per|/|an|each) acre", body)
    if rate:
        f = e.fig("winter_liquid_rate")
        local = float(rate.group(1).replace(",", ""))
        params = [ComparedParameter(name="maximum liquid manure rate on frozen or snow-covered soil", local_value=num(local),
                                    state_value=f.value, unit="gallons per acre", confirmed=f.confirmed)]
        needs = f.flips_within_range(local)
        if f.number is not None and local < f.number:
            return Result("exceeds", e.rules.reason("winter.rate_lower", local=fmt(local), state=fmt(f.number)) + f.caveat(),
                          params, needs_confirmation=needs, confidence=0.65)
        return Result("consistent", e.rules.reason("winter.rate_same", local=fmt(local), state=fmt(f.number)) + f.caveat(),
                      params, needs_confirmation=needs, confidence=0.55)
    slope = [q for q in t.measures if q.unit == "percent"]
    if slope and re.search(r"slope", body):
        f = e.fig("winter_slope")
        local = slope[0].value
        params = [ComparedParameter(name="maximum slope for winter application", local_value=num(local),
                                    state_value=f.value, unit="percent", confirmed=f.confirmed)]
        needs = f.flips_within_range(local) or (not f.confirmed and f.plausible is None)
        if local > f.n:  # a bar at the state figure drops the state's "flatter fields not accessible" exception
            return Result("consistent", e.rules.reason("winter.slope_weaker", local=fmt(local), state=fmt(f.number))
                          + f.caveat(), params, needs_confirmation=needs, confidence=0.55,
                          below_state_floor=True)
        return Result("exceeds", e.rules.reason("winter.slope", local=fmt(local)) + f.caveat(), params,
                      needs_confirmation=needs, confidence=0.7)
    bar = e.fig("swqma_winter_bar")
    params, larger = [], False
    for q, kind, f in water_distances(e, t, "swqma"):
        params.append(ComparedParameter(name=f"winter no-application distance from a {kind}", local_value=num(q.feet),
                                        state_value=f.number, unit="ft", confirmed=f.confirmed and bar.confirmed))
        larger = larger or q.feet > f.n
    if params:
        if larger:
            return Result("exceeds", e.rules.reason("winter.swqma_larger"), params, confidence=0.8)
        return Result("consistent", e.rules.reason("winter.swqma_same") + bar.caveat(), params,
                      needs_confirmation=not bar.confirmed, confidence=0.6)
    if re.search(r"water quality management area|\bwqma\b|\bswqma\b", body) and is_ban(e.rules, body):
        return Result("consistent", e.rules.reason("winter.swqma_same") + bar.caveat(),
                      needs_confirmation=not bar.confirmed, confidence=0.6)
    if _defers_winter(e, body):
        # ("... may be applied to frozen ground only as NRCS technical standard 590 permits": the standard's own rule;
        # but a sentence of its own that bars one kind outright is a ban beside it: "Liquid manure shall not be applied
        # to frozen or snow-covered ground at any time. Solid manure may be applied ... only as NRCS 590 allows.", or a
        # clause of its own: "... on any date; solid manure may be so applied only in accordance with the plan")
        if any(e.rules.search("{FROZEN}", s) and is_ban(e.rules, s) and not _defers_winter(e, s)
               and not re.search(r"\bunless\b|\bexcept\b", s)
               for s in (s.lower() for s in re.split(r"(?<=\.)\s+(?=[A-Z])|;\s+", t.provision.text))):
            return Result("exceeds", e.rules.reason("winter.ban"), confidence=0.7)
        return Result("consistent", e.rules.reason("winter.plan"), confidence=0.75)
    if e.rules.search("{FROZEN}", body) and is_ban(e.rules, body):
        return Result("exceeds", e.rules.reason("winter.ban"), confidence=0.8)
    # "winter spreading is prohibited", or a ban under a "Winter application" heading: the state allows
    # winter application under a 590 winter plan, so a winter ban is stricter
    if (re.search(r"\bwinter\b", body) or e.rules.search("{FROZEN}", t.heading)) and is_ban(e.rules, body) and not re.search(
            r"\bunless\b|\bexcept\b|plan|within (?:the )?(?:swqma|surface water quality management area)", body):
        return Result("exceeds", e.rules.reason("winter.ban"), confidence=0.7)
    return None


def _defers_winter(e: EngineView, text: str) -> bool:
    """Does the text leave winter application to a winter or nutrient management plan, or to the standard itself?"""
    return bool(re.search(r"(?:winter|frozen)[^.]{0,30}(?:spreading|application) plan|suitable for winter|nutrient management plan",
                          text, re.I)) or (e.rules.defers_to_standard is not None
                                           and bool(e.rules.find(e.rules.defers_to_standard.pattern, text.lower())))


def check_spreading_water_setback(e: EngineView, t: Text, topic: Topic) -> Result | None:
    params = [ComparedParameter(name=f"no-application distance from a {kind}", local_value=num(q.feet),
                                state_value=f"SWQMA {fmt(f.number)} ft: application allowed with 590 practices",
                                unit="ft", confirmed=f.confirmed) for q, kind, f in water_distances(e, t, "swqma")]
    if not params and not distances(t) and not re.search(
        r"water quality management area|\bwqma\b|\bswqma\b|shoreland|floodplain|flood plain|wetland", t.body
    ):
        return None
    return Result("exceeds", e.rules.reason("spreading_water.exceeds"), params, confidence=0.65 if params else 0.55)


def _wider_swqma(e: EngineView, t: Text) -> Result | None:
    """The SWQMA practices asked of a wider band than 590's (300 ft of streams, 1,000 ft of lakes): one dimension,
    the area, tightened (RUBRIC rule 4(b)), whatever the practices."""
    zone = [(q, kind, f) for q, kind, f in water_distances(e, t, "swqma")]
    wide = [(q, kind, f) for q, kind, f in zone if q.feet > f.n]
    if not wide:
        return None
    params = [ComparedParameter(name=f"band along a {kind} where the practices apply", local_value=num(q.feet),
                                state_value=f.number, unit="ft", confirmed=f.confirmed) for q, kind, f in zone]
    q, kind, f = wide[0]
    return Result("exceeds", e.rules.reason("swqma.wider", local=fmt(q.feet), kind=kind, state=fmt(f.n)), params,
                  confidence=0.75)


# the practices NRCS 590 lets the operator choose among in the surface water quality management area (topics.yaml macros)
_SWQMA_PRACTICES = ("SWQMABUFFER", "SWQMARESIDUE", "SWQMACOVER", "SWQMAINCORP")


def check_swqma_practices(e: EngineView, t: Text, topic: Topic) -> Result:
    wider = _wider_swqma(e, t)
    if wider is not None:
        return wider
    named = [p for p in _SWQMA_PRACTICES if e.rules.search(f"{{{p}}}", t.body)]
    if len(named) == 1 and is_ban(e.rules, t.body) and re.search(r"\bunless\b|\bexcept\b|\bonly (?:if|where|when)\b", t.body):
        # "Manure shall not be applied within 300 feet of a stream ... unless a permanent vegetated buffer ... lies
        # between": one of 590's practices kept, the operator's choice among the others gone (RUBRIC rule 14)
        return Result("exceeds", e.rules.reason("swqma.one_practice"), confidence=0.7)
    return Result("consistent", topic.reason, confidence=0.7)


def check_incorporation(e: EngineView, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    hours = [q for q in t.measures if q.unit in ("hours", "days")]
    local = hours[0].value * (24 if hours[0].unit == "days" else 1) if hours else None
    params = [ComparedParameter(name="incorporation deadline", local_value=num(local) if local else "mandatory",
                                state_value=f"{fmt(fig.value)} (one option among several in the SWQMA)", unit="hours")]
    menu = e.rules.search("{PRACTICEMENU}", t.body)
    # incorporation is this rule's own subject, however worded ("worked into the soil within 72 hours")
    named = ["SWQMAINCORP"] + [p for p in _SWQMA_PRACTICES if p != "SWQMAINCORP" and e.rules.search(f"{{{p}}}", t.body)]
    # "one of the following three practices: a buffer, residue or incorporation" closes the list at what it
    # names; "another practice 590 allows" leaves it open
    # ("or other surface water protection practices shall be used as allowed by NRCS Standard 590")
    open_ended = re.search(r"(?:another|any other|other|an alternative)(?: [a-z-]+){0,3} (?:practices?|methods?|measures?)\b"
                           r"|as (?:nrcs )?(?:standard )?590 (?:provides|allows|permits|requires)"
                           r"|as (?:allowed|permitted|provided|listed) (?:by|in|under) (?:the )?(?:nrcs )?(?:technical )?"
                           r"(?:(?:conservation )?(?:practice )?standard )?590\b"
                           # ("one of the practices that NRCS Standard 590 allows in that area, such as incorporation ...")
                           # (or "one of the practices the 590 standard lists for that area")
                           r"|(?:practices?|methods?|measures?|options?) (?:(?:that|which) )?(?:the )?(?:nrcs )?(?:technical )?"
                           r"(?:standard )?590(?: standard)? (?:provides|allows|permits|lists|requires|names|offers)", t.body) or (
        # ("the SWQMA defined in NRCS practice standard 590 ... one of the runoff-reducing practices that standard allows,
        # such as ...": 590 named before, "that standard" after)
        re.search(r"\b590\b", t.body) and re.search(r"(?:practices?|methods?|measures?|options?) (?:(?:that|which) )?(?:that|the|this) "
                                                     r"standard (?:provides|allows|permits|lists|names|offers)", t.body))
    refused = e.rules.alternatives_refused
    if named and refused is not None and e.rules.find(refused.pattern, t.body):
        # "... shall be incorporated within 72 hours; a buffer or a cover crop does not take the place of it"
        return Result("exceeds", e.rules.reason("incorporation.options_removed", citation=topic.citation), params,
                      confidence=0.75)
    # ("one of the following three practices: a buffer, residue or incorporation": the count closes the list)
    closed = re.search(r"\b(?:one|1|either|any) of the (?:following )?(?:two|three|2|3) (?:practices|methods|options|measures)\b",
                       t.body)
    if menu and not open_ended and (len(named) == 2 or (len(named) == 3 and closed)):
        # "incorporated within 72 hours, or applied only to fields with 30 percent residue": the other 590
        # practices are gone (RUBRIC rule 14); three of the four named with no word closing the list restate the
        # menu in short ("... unless the field has a permanent buffer or more than 30% residue"): it removes no
        # option expressly (RUBRIC rule 4(c))
        params.append(ComparedParameter(name="practices allowed in the surface water quality management area",
                                        local_value=f"{len(named)} of the 4", state_value="any of 4 (operator's choice)", unit=""))
        return Result("exceeds", e.rules.reason("incorporation.options_removed", citation=topic.citation), params,
                      confidence=0.75)
    # (the standard's menu taken whole by reference, none of its practices named, is the menu too)
    if (menu or (open_ended and re.search(r"\b590\b", t.body))) and (local is None or local >= fig.n):
        wider = _wider_swqma(e, t)
        if wider is not None:
            return wider
        return Result("consistent", e.rules.reason("incorporation.menu"), params, confidence=0.7)
    return Result("exceeds", e.rules.reason("incorporation.exceeds", local=fmt(local) if local else "a set time"), params,
                  confidence=0.8)


def check_stp_ceiling(e: EngineView, t: Text, topic: Topic) -> Result:
    bar = e.fig("cafo_stp_bar")
    ppm = [q for q in t.measures if q.unit == "ppm"]
    local = num(ppm[0].value) if ppm else None
    params = [ComparedParameter(name="soil-test phosphorus ceiling for manure application", local_value=local,
                                state_value="none (phosphorus index or soil-test strategy under 590)", unit="ppm")]
    if re.search(r"wpdes|\bcafo|concentrated animal feeding", t.body) and local and local >= bar.n:
        return Result("consistent", e.rules.reason("stp.wpdes"), params, confidence=0.6)
    return Result("exceeds", e.rules.reason("stp.exceeds", local=fmt(local), bar=fmt(bar.value)), params, confidence=0.8)


def check_phosphorus_index(e: EngineView, t: Text, topic: Topic) -> Result:
    avg_f, year_f = e.fig("pi_average"), e.fig("pi_annual")
    cues = [(m.start(), m.end(), "average") for m in re.finditer(r"averag|accounting period|rotation", t.body)]
    # ("... whose index for the year of application exceeds 6": one year's index, not the rotation's average)
    cues += [(m.start(), m.end(), "annual") for m in re.finditer(
        r"any (?:single |individual |one )?year|annual|each year|in any|(?:for|in|during) (?:the|a|that) (?:crop |calendar )?"
        r"year (?:of|in which|when)\b", t.body)]
    cues.sort()
    params, stricter = [], False
    figures = [n for n in bare_numbers(t.body) if n.value <= 100]
    for n in figures:
        before = [c for c in cues if c[1] <= n.start and not re.search(r"[.;]", t.body[c[0]:n.start])]
        after = [c for c in cues if c[0] >= n.end]
        # the nearer cue names the figure: "average 6 or less over the accounting period and shall not exceed
        # 10 in any one year" (10 is the single-year cap, though "accounting period" comes before it); a cue after
        # the next figure is that figure's ("averaged over the accounting period, not more than 6, and not more
        # than 12 in any single year")
        near_after = after[0] if after and not re.search(r"[.;]", t.body[n.end:after[0][0]]) and not any(
            n.end <= m.start < after[0][0] for m in figures) else None
        if before and near_after is not None:
            kind = before[-1][2] if n.start - before[-1][1] < near_after[0] - n.end else near_after[2]
        else:
            kind = before[-1][2] if before else (after[0][2] if after else "")
        if not kind:
            # a bare index limit with no averaging period: compared with the lower (average) limit
            if not re.search(r"(?:phosphorus index|p[- ]index|\bpi\b)[^.;]{0,60}$", t.body[:n.start]):
                continue
            kind = "average"
        f = avg_f if kind == "average" else year_f
        params.append(ComparedParameter(name=f"phosphorus index, {'average over the accounting period' if kind == 'average' else 'any single year'}",
                                        local_value=num(n.value), state_value=f.number, unit="PI", confirmed=f.confirmed))
        stricter = stricter or n.value < f.n
    if stricter:
        return Result("exceeds", e.rules.reason("pi.exceeds"), params, confidence=0.85)
    return Result("consistent", e.rules.reason("pi.consistent"), params, confidence=0.8 if params else 0.6)


_YEARS = re.compile(r"\b(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s*\(\d{1,2}\))?"
                    r"\s+(?:consecutive |calendar |crop |rotation )*years?\b")
# "the current crop year and the three crop years immediately preceding it": three plus the current one
_CURRENT_AND = re.compile(r"current (?:crop |calendar )?year and (?:the )?(?:previous |preceding |prior )?")


_WINDOW = re.compile(r"accounting period|averaging period|(?:averaged|rolling average) over")


def check_accounting_period(e: EngineView, t: Text, topic: Topic) -> Result | None:
    """The length of the window, read after the words that name it ("the accounting period ... shall not be
    longer than four crop years"); "12 in any one year" is a yearly cap, the phosphorus index rule's own."""
    fig = e.fig(topic.figure)
    window = _WINDOW.search(t.body)
    if window is None:
        return None
    m = next((y for y in _YEARS.finditer(t.body, window.start(), window.end() + 120)
              if not re.search(r"\b(?:any|each|every|a|one|single)\s*$", t.body[max(0, y.start() - 8):y.start()])), None)
    if m is None:
        return None
    years = parse_number(m.group("n")) or 0.0
    if _CURRENT_AND.search(t.body[max(0, m.start() - 60):m.start()]):
        years += 1
    params = [ComparedParameter(name="phosphorus index accounting period", local_value=num(years),
                                state_value=fig.number, unit="years", confirmed=fig.confirmed)]
    if years < fig.n:
        return Result("exceeds", e.rules.reason("pi.window_shorter", local=fmt(years), state=fmt(fig.n)), params,
                      confidence=0.8)
    return Result("consistent", e.rules.reason("pi.window_same", local=fmt(years), state=fmt(fig.n)), params,
                  confidence=0.75)


def _years(value: str, unit: str) -> float:
    """A soil-test interval in years, whether printed in years or months (590 states its limit in years)."""
    return float(value) / (12.0 if unit.startswith("month") else 1.0)


def check_soil_test(e: EngineView, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    state = fig.n
    # the shortest interval the unit sets (RUBRIC rule 23: "every 4 years ... every 2 years ... every year" in a
    # table's columns by size class is judged by its strictest part)
    intervals: list[float] = []
    if re.search(r"\bannual(?:ly)?\b|\b(?:every|each) (?:calendar |crop )?year\b|yearly|once (?:a|each|every|per) (?:calendar |crop )?year", t.body):
        intervals.append(1.0)
    # ("at least once in every 24 months": the interval in months, as a fraction of the state's years)
    intervals += [_years(m.group(1), m.group(2)) for m in re.finditer(
        r"(?:every|once (?:in )?every|at least once (?:in )?(?:each|every)|within (?:the )?(?:last|previous|preceding|past)?)"
        r"\s*(\d+(?:\.\d+)?)\s*(years?|months?)", t.body)]
    local: float | None = min(intervals) if intervals else None
    m = re.search(r"(\d+(?:\.\d+)?)\s*(years?|months?) old|(?:no|not) (?:more|older) than (\d+(?:\.\d+)?)\s*(years?|months?)", t.body)
    if m and local is None:
        local = _years(m.group(1) or m.group(3), m.group(2) or m.group(4))
    params = []
    if local is not None:
        params.append(ComparedParameter(name="maximum age of soil test used in the plan", local_value=num(local),
                                        state_value=num(state), unit="years", confirmed=fig.confirmed))
        if local < state:
            return Result("exceeds", e.rules.reason("soil_test.exceeds", local=fmt(local), state=fmt(state)), params,
                          confidence=0.85)
    dens = re.search(r"(?:each|every|per)\s*(\d+(?:\.\d+)?)\s*acres?", t.body)
    if dens:
        dfig = e.fig("soil_sample_density")
        params.append(ComparedParameter(name="acres per soil sample", local_value=num(float(dens.group(1))),
                                        state_value=dfig.number, unit="acres", confirmed=dfig.confirmed))
        if float(dens.group(1)) < dfig.n:
            return Result("exceeds", e.rules.reason("soil_test.density", local=dens.group(1), state=fmt(dfig.number)), params,
                          confidence=0.8)
    return Result("consistent", e.rules.reason("soil_test.consistent"), params, confidence=0.75)


# ("more than 1/2 animal unit per acre": a fraction, as "one-half (1/2)" reads once its words are folded)
_PASTURE_RATE = re.compile(r"(\d+/\d+|\d+(?:\.\d+)?|one-half|half|one|two)\s*(?:of (?:an? |one )?)?(?:animal units?|au)\s*(?:per|an|/|each)\s*acre")
_RATE_WORDS = {"one-half": 0.5, "half": 0.5, "one": 1.0, "two": 2.0, "1/2": 0.5, "1/4": 0.25, "3/4": 0.75}
# the rate stated the other way round: "at least two acres of pasture for each animal unit" (0.5 per acre)
_ACRES_PER_UNIT = re.compile(r"(\d+(?:\.\d+)?|one|two)\s+acres?\s+(?:of (?:pasture|land)\s+)?(?:for|per)\s+(?:each|every|an?)?\s*(?:animal unit|au)\b")


def _fraction(text: str) -> float:
    """ "0.5", "3/8" → the number."""
    top, _, bottom = text.partition("/")
    return float(top) / float(bottom) if bottom and float(bottom) else float(top)


_EXEMPTION_WITHDRAWN = re.compile(r"\b(?:exclusion|exemption|exception)\b[^.;]{0,120}\b(?:(?:does|shall|will) not apply|(?:is|are) not available)\b")


def check_nmp_pastures(e: EngineView, t: Text, topic: Topic) -> Result | None:
    """Which pastures the plan must cover, against the ATCP 50.04(3)(b) stocking-rate exemption.

    A lower stocking rate, or every pasture whatever its stocking, reaches pastures the state excuses
    (stricter); the state's own rate restated is consistent.
    """
    f = e.fig("pasture_stocking")
    every = e.rules.search("{ALLPASTURES}", t.body)
    if every is None:
        # "The exclusion that ch. ATCP 50 allows for pastures stocked at one animal unit per acre or less does not
        # apply in the County": the state's own exemption withdrawn, every pasture reached
        every = _EXEMPTION_WITHDRAWN.search(t.body)
    m = _PASTURE_RATE.search(t.body)
    relief = re.search(r"does not apply|(?:is|are) not required|need not|needs? no\b|(?:is|are) exempt|excus|does not include", t.body)
    if m is not None and every is None and not relief and (
            re.match(r"\s*or (?:less|fewer|lower)|\s*(?:and|or) (?:below|under)", t.body[m.end():])
            or re.search(r"\b(?:not more than|no more than|at most|up to|less than|fewer than|below|under)\s*$", t.body[:m.start()])):
        # "including a pasture stocked at 1 animal unit per acre or less", "even one stocked at not more than one animal
        # unit per acre": the exempt pastures too
        every = m
    acres = _ACRES_PER_UNIT.search(t.body) if m is None else None
    if every is None and m is None and acres is None:
        return None
    if every is None and (m is not None or acres is not None):
        if m is not None:
            local = _RATE_WORDS.get(m.group(1)) or _fraction(m.group(1))
        else:
            local = 1.0 / (_RATE_WORDS.get(acres.group(1)) or float(acres.group(1)))  # type: ignore[union-attr]
        params = [ComparedParameter(name="pasture stocking rate above which a plan is required", local_value=num(local),
                                    state_value=f.number, unit="animal units per acre", confirmed=f.confirmed)]
        if local >= f.n:
            return Result("consistent", e.rules.reason("nmp.pastures_same", local=fmt(local), state=fmt(f.n)), params,
                          confidence=0.8)
        return Result("exceeds", e.rules.reason("nmp.pastures_lower", local=fmt(local), state=fmt(f.n)), params,
                      confidence=0.8)
    params = [ComparedParameter(name="pasture stocking rate below which a plan is not required", local_value="none (all pastures)",
                                state_value=f.number, unit="animal units per acre", confirmed=f.confirmed)]
    return Result("exceeds", e.rules.reason("nmp.pastures"), params, confidence=0.8)


def check_nmp_scope(e: EngineView, t: Text, topic: Topic) -> Result:
    if re.search(r"(?:whether or not|regardless of whether|even if)[^.]{0,30}\b(?:appl|spread|land[- ]appl)\w*", t.body):
        # the state plan duty reaches those who apply nutrients (NR 151.07; ATCP 50.04(3))
        return Result("exceeds", e.rules.reason("nmp.beyond_appliers"), confidence=0.8)
    au = [q for q in t.measures if q.unit == "animal_units"]
    if au and re.search(r"or more animal units|or more au|at least", t.body):
        return Result("consistent", e.rules.reason("nmp.narrower", local=fmt(au[0].value)),
                      [ComparedParameter(name="herd size from which a plan is required", local_value=num(au[0].value),
                                         state_value="every operation applying nutrients", unit="animal units")],
                      below_state_floor=True, confidence=0.75)
    # ("shall be updated each year" is the plan duty; "submit its plan, updated for the coming year" a filing)
    # ("shall land apply manure only under a nutrient management plan that ... conforms to NRCS standard 590": the duty,
    # whoever the plan's preparer must be)
    duty = re.search(r"have and follow|shall have|shall follow|shall (?:comply|meet|conform)|\b(?:meets?|complies with|conforms? (?:to|with))\b"
                     r"|\b(?:shall|must) (?:be )?(?:updated|revised|update|revise)\b|\bunless\b[^.]{0,80}\bplan\b"
                     r"|\bonly (?:under|in accordance with|according to|pursuant to|as provided in) (?:a|an|the|its)\b[^.]{0,40}\bplan\b"
                     # ("Any person who applies manure ... shall do so under a nutrient management plan prepared to NRCS
                     # Standard 590 by a qualified planner": the duty, said of the spreading)
                     r"|\bshall (?:do so|apply|spread|land[- ]apply)\b[^.]{0,30}\b(?:under|in accordance with|according to|pursuant to|following)"
                     r" (?:a|an|the|its)\b[^.]{0,40}\bplan\b", t.body)
    if not duty and e.rules.plan_procedure is not None and e.rules.find(e.rules.plan_procedure.pattern, t.body):
        # who prepares the plan, and when it is filed: preparer qualifications and submittals are procedure
        # (RUBRIC rule 8), whatever state rule they echo
        return Result("not_covered", e.rules.reason("nmp.procedure"), confidence=0.7)
    citation = topic.alt_citations["planner"] if re.search(r"planner|qualified|ATCP 50\.48|atcp 50\.48", t.body) and not duty else None
    return Result("consistent", e.rules.reason("nmp.restate"), citation=citation, confidence=0.8)


# the widening the state itself allows, case by case ("and the Department may require a wider setback of up to twenty
# feet where needed"): ATCP 50.04(4)'s own ceiling, no local figure
_WIDER_WHERE_NEEDED = re.compile(r"\b(?:may|can) (?:require|order|set|impose)\b[^.;]{0,40}\b(?:up to|not (?:more|greater) than|no (?:more|greater) than)\s*$")


def check_tillage(e: EngineView, t: Text, topic: Topic) -> Result:
    fig = e.fig(topic.figure)
    cover = e.fig("tillage_cover")
    params = []
    widest = e.fig("tillage_setback_widest").n
    feet = [q.feet for q in distances(t)
            if not (q.feet <= widest and _WIDER_WHERE_NEEDED.search(t.body[max(0, q.start - 80):q.start]))]
    pct = [q.value for q in t.measures if q.unit == "percent"]
    if feet:
        params.append(ComparedParameter(name="tillage setback", local_value=num(max(feet)), state_value=fig.number,
                                        unit="ft", confirmed=fig.confirmed))
        if max(feet) > fig.n:
            return Result("exceeds", e.rules.reason("tillage.exceeds", local=fmt(max(feet)), state=fmt(fig.number)), params,
                          confidence=0.8)
    if pct:
        params.append(ComparedParameter(name="vegetative cover in the tillage setback", local_value=num(max(pct)),
                                        state_value=cover.number, unit="percent", confirmed=cover.confirmed))
        if max(pct) > cover.n:
            return Result("exceeds", e.rules.reason("tillage.cover_exceeds", local=fmt(max(pct)), state=fmt(cover.number)),
                          params, confidence=0.8)
    return Result("consistent", e.rules.reason("tillage.consistent"), params, confidence=0.75)


def check_erosion(e: EngineView, t: Text, topic: Topic) -> Result:
    if re.search(r"(?:\d+/\d+|0\.\d+|half|\d+ ?%|\d+ percent)\s*(?:\)\s*)?(?:of )?(?:the )?(?:t\b|tolerable)|less than (?:t\b|the tolerable)", t.body):
        return Result("exceeds", e.rules.reason("erosion.exceeds"),
                      [ComparedParameter(name="maximum soil loss", local_value="a fraction of T", state_value="T", unit="tons/acre/year")],
                      confidence=0.8)
    return Result("consistent", e.rules.reason("erosion.consistent"), confidence=0.8)


_N_RATE = re.compile(r"(\d+(?:\.\d+)?) (?:pounds?|lbs?\.?)(?: (?:of )?(?:available )?(?:nitrogen|n\b)| per acre)")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_AFTER_DATE = re.compile(r"(?:until |not before |no earlier than )?after (" + "|".join(_MONTHS) + r") (\d{1,2})")


def check_fall_nitrogen(e: EngineView, t: Text, topic: Topic) -> Result | None:
    """The NRCS 590 late-summer and fall nitrogen limits for groundwater-sensitive soils, figure by figure.

    A lower rate or a later delay date is stricter; the state's own figures restated are consistent; a
    higher rate is weaker (the state rule still governs).
    """
    rates = [float(m.group(1)) for m in _N_RATE.finditer(t.body)]
    if not rates:
        if is_ban(e.rules, t.body) and re.search(r"until (?:the )?soil temperature", t.body):
            # no manure at all until the soil cools: 590 allows it sooner at the limited rates above
            return Result("exceeds", e.rules.reason("fall_n.until_cool"), confidence=0.75)
        return None
    delayed = _AFTER_DATE.search(t.body)
    fig = e.fig("fall_n_after_delay" if delayed else topic.figure)
    params = [ComparedParameter(name="available nitrogen per acre" + (" after the delay date" if delayed else ""),
                                local_value=num(min(rates)), state_value=fig.number, unit="lb/acre", confirmed=fig.confirmed)]
    stricter = []
    if min(rates) < fig.n:
        stricter.append(f"{fmt(min(rates))} lb of available nitrogen per acre against {fmt(fig.n)}")
    if delayed:
        date_fig = e.fig("fall_n_delay_date")
        state_md = month_day(str(date_fig.value))
        local_md = (_MONTHS.index(delayed.group(1)) + 1, int(delayed.group(2)))
        params.append(ComparedParameter(name="date after which fall application may begin",
                                        local_value=f"{delayed.group(1).title()} {delayed.group(2)}",
                                        state_value=str(date_fig.value), unit="date", confirmed=date_fig.confirmed))
        if state_md is not None and local_md > state_md:
            stricter.append(f"application delayed to {delayed.group(1).title()} {delayed.group(2)}, after {date_fig.value}")
    if stricter:
        return Result("exceeds", e.rules.reason("fall_n.stricter", what="; ".join(stricter)), params, confidence=0.8)
    if min(rates) > fig.n:
        return Result("consistent", e.rules.reason("fall_n.weaker", local=fmt(min(rates)), state=fmt(fig.n)), params,
                      below_state_floor=True, confidence=0.75)
    return Result("consistent", e.rules.reason("fall_n.same"), params, confidence=0.8)


_SOIL_INCHES = re.compile(r"(\d+(?:\.\d+)?) (?:inches|in\.?) (?:to|of soil (?:over|above)|over) (?:the )?(bedrock|apparent water table|water table)")


def check_gw_sensitive_area(e: EngineView, t: Text, topic: Topic) -> Result | None:
    """Where the 590 groundwater-sensitive limits apply, prong by prong against the 590 list: soil depth
    to bedrock and to the water table, municipal wells; a receptor 590 does not list widens the area."""
    params, wider = [], []
    for m in _SOIL_INCHES.finditer(t.body):
        fig = e.fig("gw_sensitive_bedrock_depth" if m.group(2) == "bedrock" else "gw_sensitive_water_table_depth")
        local = float(m.group(1))
        params.append(ComparedParameter(name=f"soil depth to {m.group(2)} that makes a soil sensitive", local_value=num(local),
                                        state_value=fig.number, unit="inches", confirmed=fig.confirmed))
        if local > fig.n:
            wider.append(f"{fmt(local)} inches to {m.group(2)}")
    for q in distances(t):
        kind = receptor(t.body, q, e.rules)
        if kind == "municipal_well":
            fig = e.fig("spreading_municipal_well")
            params.append(ComparedParameter(name="distance from a municipal well", local_value=num(q.feet),
                                            state_value=fig.number, unit="ft", confirmed=fig.confirmed))
            if q.feet > fig.n:
                wider.append(f"{fmt(q.feet)} ft of a municipal well")
        elif kind in ("well", "lake", "stream", "conduit", "wetland"):
            params.append(ComparedParameter(name=f"distance from a {kind}", local_value=num(q.feet),
                                            state_value="not a 590 sensitive-soil criterion", unit="ft"))
            wider.append(f"land within {fmt(q.feet)} ft of a {kind.replace('_', ' ')}")
    if not params:
        return None
    if wider:
        return Result("exceeds", e.rules.reason("gw_sensitive.wider", what="; ".join(wider)), params, confidence=0.75)
    return Result("consistent", e.rules.reason("gw_sensitive.same"), params, confidence=0.75)

