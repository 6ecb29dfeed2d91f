"""Comparisons for storage facilities, piles and siting: closure, margin of safety, design storm, setbacks, bedrock.

Each check compares the figures a provision sets with the catalog figure named in `figures.yaml`, in that
figure's stricter direction, and returns a `Result` whose reason cites the rule it rests on.
"""

from __future__ import annotations

import datetime as dt
import re

from ordinance_review.engine.figures import fmt, num
from ordinance_review.engine.receptors import (
    distances,
    is_ban,
    is_municipal,
    receptor,
    water_distances,
    wqma_prongs,
)
from ordinance_review.engine.result import EngineView, Result
from ordinance_review.engine.text import TABLE_BAN, Text
from ordinance_review.measures import DAYS_PER_MONTH
from ordinance_review.models import ComparedParameter
from ordinance_review.quantities import month_span
from ordinance_review.standards import CatalogError
from ordinance_review.verdict_rules import Topic


def check_freeboard(e: EngineView, t: Text, topic: Topic) -> Result:
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
        flips = not fig.confirmed and depth <= fig.n
        return Result("exceeds", e.rules.reason("freeboard.sum", local=fmt(depth)) + caveat,
                      [ComparedParameter(name="margin of safety", local_value=f"{fmt(depth)} ft plus the storm volume",
                                         state_value="greater of 1 ft or the 25-year, 24-hour storm volume (proxy)",
                                         unit="", confirmed=False)],
                      needs_confirmation=flips, confidence=0.6 if flips else 0.8)
    if depths:
        local = max(q.feet for q in depths)
        state = fig.n
        params = [ComparedParameter(name="minimum freeboard", local_value=num(local), state_value=fig.value,
                                    unit="ft", confirmed=fig.confirmed)]
        if local > state:
            return Result("exceeds", e.rules.reason("freeboard.exceeds", local=fmt(local), state=fmt(state)) + caveat,
                          params, needs_confirmation=fig.flips_within_range(local), confidence=0.75)
        return Result("consistent", e.rules.reason("freeboard.consistent", local=fmt(local), state=fmt(state)) + caveat,
                      params, needs_confirmation=fig.flips_within_range(local), confidence=0.6)
    return Result("consistent", e.rules.reason("freeboard.restate"), confidence=0.75)


_BUILT_BEFORE = re.compile(r"\b(?:constructed|built|installed|completed)\s+(?:before|prior to)\s+[a-z]+\.? \d{1,2},? (?P<year>\d{4})")
_LEFT_OUT = re.compile(r"\b(?:is|are) not subject to\b|\bneed not\b|\bdoes not apply\b|\bdo not apply\b|\bis not required\b"
                       r"|\bexempt\b")
_ANY_ENLARGEMENT = re.compile(r"\bby any amount\b|\bhowever (?:small|slight)\b|\bany (?:enlargement|expansion|increase)\b"
                              r"|\bin any amount\b")


_STATES_OWN = re.compile(r"[^.;]{0,30}?\b(?:named|required|set|stated|specified|given|called for)\s+(?:in|by|under)\s+"
                         r"(?:s\.\s*|section\s+)?(?:NR|ATCP)\b", re.I)


# a reach counted from an ordinance whose number carries its year ("after the effective date of Ordinance No. 2003-11")
_AFTER_ORDINANCE = re.compile(
    r"\b(?:after|on or after|since|from)\s+(?:the\s+)?effective\s+date\s+of\s+(?:ordinance|ord\.)\s*(?:no\.?|number|#)?\s*"
    r"(?P<year>(?:19|20)\d{2})-\d{1,3}\b")


def check_design_storm(e: EngineView, t: Text, topic: Topic) -> Result:
    """The storm's return period and the facilities it reaches; a margin of safety stated with it is the
    same design requirement (NR 151.05(2)(a) and (am)), so a stricter margin decides (RUBRIC rule 23)."""
    margin = next((tp for tp in e.rules.topics if tp.check == "freeboard"), None)
    if margin is not None and e.rules.any_of(margin.when.any, t.body):
        judged = check_freeboard(e, t, margin)
        if judged.verdict == "exceeds":
            return judged
    fig = e.fig(topic.figure)
    # ("the 100-year, 24-hour storm", or its recurrence in words: "a storm expected once in 100 years")
    # (the state's own storm, named to be replaced, is no local figure: "In place of the 25-year, 24-hour storm named
    # in s. NR 151.05(2)(am), ... a 100-year, 24-hour storm"; of the local ones the largest decides, RUBRIC rule 23)
    storms = [float(m.group(1) or m.group(2)) for m in re.finditer(
        r"(\d+)[- ]year|\b(?:once|one time) (?:in|every) (?:a |an )?(\d+) years\b", t.body)
        if not _STATES_OWN.match(t.body, m.end())]
    local = max(storms) if storms else fig.n
    state = fig.n
    params = [ComparedParameter(name="design storm return period", local_value=num(local), state_value=num(state),
                                unit="years", confirmed=fig.confirmed)]
    if local > state:
        return Result("exceeds", e.rules.reason("storm.exceeds", local=fmt(local), state=fmt(state)), params, confidence=0.85)
    # ("Every manure storage structure for which a permit is issued shall ...": the permit is for building one)
    if re.search(r"\bexisting\b|all (?:manure )?storage|every (?:manure )?storage", t.body) and not re.search(
        r"\bnew\b|constructed|substantially altered|built|\bfor which an? (?:permit|license|licence) is (?:issued|granted|required)\b",
        t.body,
    ):
        return Result("exceeds", e.rules.reason("storm.scope"), params, confidence=0.6)
    start = e.fig("design_storm_start").value
    start_year = int(str(start)[:4]) if str(start)[:4].isdigit() else None  # (the year each reach is measured against)
    older = _BUILT_BEFORE.search(t.body)
    if older is not None and start_year is not None and int(older.group("year")) <= start_year:
        # facilities older than the state rule's start: left out of it as the state leaves them ("... and not
        # substantially altered since that date, is not subject to subpar. i."), or sent to it when enlarged by any
        # amount, where the state reaches them only when substantially altered (NR 151.015(20))
        if _LEFT_OUT.search(t.body):
            return Result("consistent", e.rules.reason("storm.older_left_alone", start=start), params, confidence=0.75)
        if _ANY_ENLARGEMENT.search(t.body):
            params.append(ComparedParameter(name="older facilities the storm-volume rule reaches",
                                            local_value="enlarged by any amount",
                                            state_value="substantially altered (more than 20 percent)", unit=""))
            return Result("exceeds", e.rules.reason("storm.enlarged_any", start=start), params, confidence=0.8)
    # the date nearest the requirement decides: a list item's own "on or after January 1, 2011" over its lead-in's
    dates = list(re.finditer(r"(?:after|on or after|since|from) ([a-z]+)\.? (\d{1,2}),? (\d{4})", t.body))
    later = dates[-1] if dates else None
    # "after December 31, 2010" is "on or after January 1, 2011": the year the reach starts
    year = None if later is None else int(later.group(3)) + (
        1 if later.group(0).startswith("after") and later.group(1).startswith("dec") and later.group(2) == "31" else 0)
    if year is None and (dated := _AFTER_ORDINANCE.search(t.body)) is not None:
        # "... constructed or substantially altered after the effective date of Ordinance No. 2003-11": the year the
        # amending ordinance's number carries is when the reach starts
        year = int(dated.group("year"))
    if year is not None and start_year is not None and year > start_year:
        return Result("consistent", e.rules.reason("storm.narrower", year=str(year), start=start), params,
                      below_state_floor=True, confidence=0.8)
    if year is not None and start_year is not None and year < start_year:
        # reaching facilities built before the state's start date is a broader scope (RUBRIC rule 4(b))
        params.append(ComparedParameter(name="facilities the storm-volume rule reaches", local_value=f"built from {year}",
                                        state_value=f"built or substantially altered from {start}", unit=""))
        return Result("exceeds", e.rules.reason("storm.earlier", year=str(year), start=start), params, confidence=0.8)
    if local < state:
        return Result("consistent", e.rules.reason("storm.weaker", local=fmt(local), state=fmt(state)), params,
                      below_state_floor=True, confidence=0.8)
    enacted = None if year is not None or older is not None else _text_enacted(e, t)
    if enacted is not None and start_year is not None and enacted.year < start_year:
        # a rule naming no date of its own reaches what is built under it from the day it was enacted: a 2008 ordinance's
        # storm rule reaches facilities built from 2008, before the state's own start (reference notes, worked example 3)
        params.append(ComparedParameter(name="facilities the storm-volume rule reaches",
                                        local_value=f"built under the rule from {enacted.year}",
                                        state_value=f"built or substantially altered from {start}", unit=""))
        return Result("exceeds", e.rules.reason("storm.enacted_earlier", year=str(enacted.year), start=start), params,
                      confidence=0.7)
    citation = topic.alt_citations["design_standard"] if re.search(r"\b313\b", t.body) else None
    return Result("consistent", e.rules.reason("storm.same", state=fmt(state)), params, citation=citation, confidence=0.85)


def _text_enacted(e: EngineView, t: Text) -> dt.date | None:
    """When the unit's text was enacted: its own latest dated note, or the document's enactment when no later
    amendment could have brought the text in (a chapter amended since, whose notes do not date this unit, is unknown)."""
    dated = [h.date for h in t.provision.history if h.date is not None]
    if dated:
        return max(dated)
    if t.provision.history or e.info.amended or e.info.repealed_and_recreated:
        return None
    return e.info.enacted


def _clause_of(body: str, at: int) -> str:
    """The sentence, or the table cell, a figure at `at` is printed in, with the note its marker points to
    ("Class III: 180 days [d]. Note [d]: Every Class III facility ... must hold a WPDES permit")."""
    start = max(body.rfind(". ", 0, at), body.rfind("; ", 0, at))
    ends = [i for i in (body.find(". ", at), body.find("; ", at)) if i >= 0]
    clause = body[start + 1: min(ends) if ends else len(body)]
    for mark in re.findall(r"\[(\w{1,2})\]", clause):
        note = re.search(rf"note \[{re.escape(mark)}\]:[^.]*(?:\.[^.]*){{0,2}}", body, re.I)
        clause += f" {note.group(0)}" if note else ""
    return clause


def check_storage_days(e: EngineView, t: Text, topic: Topic) -> Result:
    cafo = e.fig("cafo_storage_days")
    days = [q for q in t.measures if q.unit in ("days", "months")]
    # (a period in months is shown in whole days: "nine months" is about 274 days)
    local = num(round(days[0].value * DAYS_PER_MONTH) if days[0].unit == "months" else days[0].value) if days else None
    if local is None:
        # "to hold all the manure generated from November 15 through April 15": the season's length
        span = month_span(t.body)
        local = num(span) if span is not None else None
    params = [ComparedParameter(name="minimum storage period", local_value=local, state_value="none", unit="days")]
    wpdes, everyone = e.rules.wpdes_reference, e.rules.reaches_unpermitted
    if wpdes and e.rules.find(wpdes.pattern, t.body) and not (everyone and e.rules.find(everyone.pattern, t.body)) \
            and all(e.rules.find(wpdes.pattern, _clause_of(t.body, q.start)) for q in days):
        # (a period set for the smaller operations, beside a row deferring to the permit for the larger ones,
        # is no restatement: "fewer than 300: 120 days ... 1,000 or more: as required by the WPDES permit")
        return Result("consistent", e.rules.reason("storage_days.wpdes"), params, confidence=0.6)
    if local is None:  # "all of the manure ... produced during the winter period": a season with no dates
        return Result("exceeds", e.rules.reason("storage_days.season", cafo=fmt(cafo.value)), params, confidence=0.8)
    return Result("exceeds", e.rules.reason("storage_days.exceeds", local=fmt(local), cafo=fmt(cafo.value)), params,
                  confidence=0.85)


# a pile let stay for a while ("may remain for more than 30 days", "kept longer than 14 days")
_STAYS_FOR = re.compile(r"\b(?:remain|stay|be kept|be left|be stored|be placed)\w*\b[^.]{0,40}\bfor (?:more|longer) than "
                        r"\d+ (?:days|months|hours)|\b(?:kept|left|stored|placed) (?:more|longer) than \d+ (?:days|months|hours)")
_FLOODPLAIN = re.compile(r"\b(?:flood ?plains?|floodway|flood fringe|flood hazard areas?)\b")


# what a pile lacks to be unconfined: "lacking a roof, cover or runoff control", "without a cover or containment"
_LACKING_COVER = re.compile(r"\b(?:lacking|without|that (?:has|have) no|having no|with no)\s+(?:an?\s+)?(?:roofs?|covers?|containment|"
                            r"runoff control|pads?|curbs?)(?:\s*,\s*(?:an?\s+)?[a-z ]{1,30}?)*(?:\s*,?\s*(?:or|and)\s+(?:an?\s+)?[a-z ]{1,30})?\b")


def check_pile_location(e: EngineView, t: Text, topic: Topic) -> Result | None:
    """The pile ban's zone, prong by prong, against the WQMA within which NR 151.08 bars unconfined piles."""
    bigger, params = [], []
    prongs = wqma_prongs(e, t)
    for pr in prongs:
        params.append(pr.parameter("unconfined pile"))
        if pr.wider:
            bigger.append(pr.kind)
    for q in distances(t):
        kind = receptor(t.body, q, e.rules)
        if kind and kind not in e.rules.wqma_prongs and not kind.startswith("conduit"):
            params.append(ComparedParameter(name=f"unconfined pile distance from a {kind.replace('_', ' ')}",
                                            local_value=num(q.feet), state_value="none outside the WQMA", unit="ft"))
            bigger.append(kind)
    if _FLOODPLAIN.search(t.body):
        # "A manure stack may not be located in any floodplain district": the flood hazard area is no prong of the
        # WQMA and reaches land beyond its 300 ft of a stream (as the flood fringe of a wide valley does)
        params.append(ComparedParameter(name="unconfined pile zone", local_value="the floodplain",
                                        state_value="the water quality management area", unit=""))
        bigger.append("floodplain")
    if e.rules.search("{SURFACETILE}", t.body):
        # (a tile inlet whatever it drains to: the conduit prong reaches only inlets that discharge to groundwater)
        params.append(ComparedParameter(name="unconfined pile zone around tile inlets", local_value="every tile inlet",
                                        state_value="only inlets that discharge to groundwater (NR 151.002(11m))", unit=""))
        bigger.append("tile_inlet")
    if bigger:
        return Result("exceeds", e.rules.reason("pile.exceeds"), params, confidence=0.85)
    if _only_non_water_marks(e, t):
        return None  # "stacks ... at least 200 feet from any neighboring residence and 100 feet from any lot line"
    # "a pile of manure that contains 150 cubic feet or more": a smaller pile than the state's is reached
    volume = e.fig("unconfined_pile_volume")
    smaller = [q for q in t.measures if q.unit == volume.unit and q.value < volume.n]
    if smaller:
        params.append(ComparedParameter(name="smallest pile reached", local_value=num(smaller[0].value),
                                        state_value=volume.number, unit="cubic feet", confirmed=volume.confirmed))
        return Result("exceeds", e.rules.reason("pile.smaller", local=fmt(smaller[0].value), state=fmt(volume.n)),
                      params, confidence=0.8)
    if e.rules.search("{PILEANYSIZE}", t.own or t.body):  # (the unit's own words: "every operation, whatever its size:" above it sizes no pile)
        params.append(ComparedParameter(name="smallest pile reached", local_value="any size",
                                        state_value=volume.number, unit="cubic feet", confirmed=volume.confirmed))
        return Result("exceeds", e.rules.reason("pile.any_size", state=fmt(volume.n)), params, confidence=0.75)
    # (runoff or discharge directly to waters, not a stack set "directly on soil")
    if re.search(r"\bdirect(?! conduit)(?!ly (?:on|onto|upon|in contact)\b)|waters of the state", t.body):
        return Result("consistent", e.rules.reason("pile.direct"), params, confidence=0.8)
    tolerated = re.search(r"\b(?:may|can) (?:be )?(?:kept|placed|stored|left|remain|stay)\w*[^.]{0,40}\b(?:in|within) (?:a |the |any )?"
                          r"(?:water quality management area|wqma)\b", t.body)
    barred = tolerated is not None and re.search(r"\bno\b[^.;]{0,80}$", t.body[:tolerated.start()]) is not None \
        and not re.match(r"[^.;]{0,30}\b(?:for (?:more|longer) than|beyond|after)\b", t.body[tolerated.end():])
    if not tolerated and prongs and _STAYS_FOR.search(t.body) and not re.search(r"\boutside\b", t.body):
        # "No unconfined manure pile may remain for more than thirty days within 300 feet of a stream": the WQMA's own
        # distances, where the state bars the pile outright, with a stay allowed
        tolerated, barred = True, False
    if tolerated and not barred:
        # "an unconfined pile may be kept in a WQMA for no more than 30 days", "no pile may remain in a WQMA for more
        # than 30 days": the state bars it there outright (not "no unconfined pile may be placed or kept in a WQMA",
        # the state's bar itself)
        return Result("consistent", e.rules.reason("pile.tolerated"), params, confidence=0.7, below_state_floor=True)
    if [q for q in t.measures if q.unit in ("days", "months", "hours")] and is_ban(e.rules, t.body) or re.search(
            r"(?:more|longer) than \d+ (?:days|months)|(?:removed|spread|applied),? within \d+ (?:days|months)"
            r"|(?:removed|spread|applied|moved)[^.]{0,80}(?:not later than|no later than|by|before) (?:january|february|march|april|may|june|july|august|september|october|november|december) \d"
            # ("... removed ... not later than the 120th day after the first manure was placed in it"; a site rested
            # before its next stack: "no manure may be stacked again at the same site until ... one year has passed")
            r"|(?:removed|spread|applied|moved)[^.]{0,80}(?:not later than|no later than) the [^.]{0,40}?\b\d+(?:st|nd|rd|th)\)? (?:day|month)"
            r"|\b(?:stacked|piled|placed) again\b[^.]{0,80}\buntil\b"
            # ("no solid manure may be stacked again on the same site, or within 100 feet of it, for two years")
            r"|\b(?:stacked|piled|placed) again\b[^.]{0,80}\bfor (?:\d+|a|one|two|three|four|five) (?:\(\d+\) )?(?:years?|months?|seasons?|growing seasons?)\b"
            # (or the site rested by name: "a stacking site may not be used in two consecutive years", "may not be used
            # for a field stack again until two growing seasons have passed")
            r"|\b(?:used|reused)\b[^.]{0,40}\bagain\b[^.]{0,60}\buntil\b|\bmay not be (?:re)?used in (?:two|2|any two) (?:consecutive|successive) years\b", t.body):
        return Result("exceeds", e.rules.reason("pile.duration"), params, confidence=0.7)
    if is_ban(e.rules, t.body) and _MAPPED_AREA.search(t.body):
        # "No field stack may be placed anywhere within the Ossen Creek Karst Overlay District shown on Map 9-A": an area
        # the ordinance draws for itself, whatever water its name carries
        return Result("exceeds", e.rules.reason("pile.mapped_area"), params, confidence=0.7)
    if is_ban(e.rules, t.body) and (e.rules.search("{EVERYWHERE}", t.body) or t.body.rstrip().endswith(TABLE_BAN)) \
            and not e.rules.search("{WATERPLACE}", t.ctx):
        # "no unconfined manure pile shall be placed anywhere within the village": no water draws the zone (nor
        # does a table of uses that marks stacks prohibited in a district: the whole district is the zone)
        return Result("exceeds", e.rules.reason("pile.everywhere"), params, confidence=0.7)
    # (or what may be stacked at all: "Only manure having a dry-matter content of 20 percent or more may be placed in a
    # field stack"; a cover required for a season: "... in place between November 1 and April 1 be covered")
    # (not the cover that makes a pile confined, named to say what is barred: "No pile of manure lacking a roof, cover
    # or runoff control may be kept within a water quality management area", the state's own unconfined pile)
    body = _LACKING_COVER.sub(" ", t.body)
    if re.search(r"shall be (?:covered|placed on|stored on|underlain)|\bbe covered with\b|roof|impervious|impermeable|concrete|\bpad\b|curb|(?<!up)(?<!down)slope"
                 r"|dry[- ]matter|solids content|percent solids|\bsolids? (?:of|at least)\b", body):
        return Result("exceeds", e.rules.reason("pile.added"), params, confidence=0.6)
    if params:
        return Result("consistent", e.rules.reason("pile.same"), params, confidence=0.85)
    return Result("consistent", e.rules.reason("pile.wqma"), params, confidence=0.8)




_MAPPED_AREA = re.compile(r"\b(?:overlay|district|zone|area)\b[^.]{0,60}\b(?:shown|delineated|mapped|depicted|identified) (?:on|in)\b"
                          r"[^.]{0,20}\bmaps?\b|\b(?:overlay|district)\b[^.]{0,20}\(?\bmap [\w.-]+")


def check_well_setback_structure(e: EngineView, t: Text, topic: Topic) -> Result:
    """A siting ban near wells: the state bans no structure there, so any distance is stricter; the
    NR 151.015(18) zone for the kind of well is the reference the finding compares with."""
    kinds = [(q, kind) for q in distances(t) if (kind := receptor(t.body, q, e.rules)) in ("well", "municipal_well", "")]
    # (a setback table's well row speaks for the wells; its residence and property-line rows name no receptor)
    kinds = [(q, kind) for q, kind in kinds if kind] or kinds
    if not kinds:
        return Result("exceeds", e.rules.reason("well_structure.ban"), confidence=0.6)
    params, larger, needs, decisive = [], None, False, None
    for q, kind in kinds:
        # "within 1,000 feet of any private or public water supply well": the private well's zone decides
        also_private = re.search(r"\bprivate\b", t.body[q.end:q.end + 80]) is not None
        municipal = (kind == "municipal_well" and not also_private) or (
            kind == "" and is_municipal(t.body, e.rules) and not re.search(r"private", t.body))
        fig = e.fig("municipal_well_zone" if municipal else "private_well_zone")
        params.append(ComparedParameter(name=f"setback of livestock structures from a {'municipal' if municipal else 'private'} well",
                                        local_value=num(q.feet), state_value=fig.number, unit="ft", confirmed=fig.confirmed))
        needs = needs or fig.flips_within_range(q.feet)
        if q.feet > fig.n and larger is None:
            larger = (q.feet, fig)
        decisive = decisive or (q.feet, fig)
    if larger is not None:
        local, fig = larger
        return Result("exceeds", e.rules.reason("well_structure.exceeds", local=fmt(local), state=fmt(fig.n),
                                                citation=fig.citation) + fig.caveat(),
                      params, citation=fig.citation, needs_confirmation=needs, confidence=0.85)
    # a ban where the state only attaches conditions is stricter at any distance (RUBRIC rule 12); the
    # zone's figure is context, so an unconfirmed zone decides nothing here
    local, fig = decisive
    return Result("exceeds", e.rules.reason("well_structure.within_zone", local=fmt(local), state=fmt(fig.n),
                                            citation=fig.citation) + fig.caveat(),
                  params, citation=fig.citation, confidence=0.75)


def check_water_setback_structure(e: EngineView, t: Text, topic: Topic) -> Result:
    storage = bool(e.rules.search("{STORAGE}", t.body))
    if re.search(r"flood ?plain", t.body):
        citation = topic.alt_citations["floodplain_storage" if storage else "floodplain_other"]
        return Result("exceeds", e.rules.reason("water_structure.floodplain"), citation=citation, confidence=0.8)
    if _only_non_water_marks(e, t):
        return None  # "a structure in the shoreland ... at least 10 feet from a side lot line": a yard setback
    params = [ComparedParameter(name=f"siting setback from a {kind}", local_value=num(q.feet), state_value=f.number,
                                unit="ft", confirmed=f.confirmed) for q, kind, f in water_distances(e, t, "wqma")]
    return Result("exceeds", e.rules.reason("water_structure.exceeds"), params, confidence=0.8)


def _only_non_water_marks(e: EngineView, t: Text) -> bool:
    """Is every distance in the unit measured from a mark that protects no water (a lot line, a road, a residence)?
    The shoreland or floodplain the unit names is then only where the structure stands (RUBRIC rule 11)."""
    mark = e.rules.non_water_mark
    dists = distances(t)
    return bool(mark and dists) and all(
        receptor(t.body, q, e.rules) == "" and e.rules.rx(mark.pattern).search(t.body[q.end:]) for q in dists)


def check_conduit_setback(e: EngineView, t: Text, topic: Topic) -> Result | None:
    fig = e.fig(topic.figure)
    kinds = [(q, receptor(t.body, q, e.rules)) for q in distances(t)]  # (each distance's receptor, read once)
    dists = [q for q, kind in kinds if kind in ("conduit", "")]
    other_waters = any(kind not in ("conduit", "") for _q, kind in kinds)
    depth = e.rules.search(r"(?:depth|deep|thickness)[^.]{0,30}(?:to|over|above) (?:the )?(?:bedrock|groundwater|water table)|(?:bedrock|water table)[^.]{0,30}(?:within|less than)", t.body)
    if depth and not any(kind == "conduit" for _q, kind in kinds):
        return None  # "in karst areas, no manure where bedrock is less than 10 feet deep": a depth rule, not a setback
    # (the structures that hold, move or confine manure: a transfer system's pit, pipe or pump is sited as storage is)
    siting = (e.rules.search("{STORAGE}", t.body) or e.rules.search(
        r"feedlots?|barnyards?|animal lots?|reception pits?|transfer (?:pipes?|systems?|lines?)|pipelines?|booster pumps?",
        t.body)) \
        and not e.rules.search("{APPLY}", t.body) and is_ban(e.rules, t.body) \
        and e.rules.search(r"\b(?:locat|construct|buil|sited|placed|establish|install|expan)\w*", t.body) \
        and not e.rules.search(r"run ?off|drain|discharg|leach", t.body)
    if siting:
        # RUBRIC rule 12: the state draws a sensitivity zone around conduits (NR 151.015(18)(c)) and attaches
        # conditions within it; it bars no storage or lot there, so a siting ban is stricter at any distance
        return Result("exceeds", e.rules.reason("conduit.siting_ban", state=fmt(fig.n)), confidence=0.75)
    if not dists and other_waters:
        return None  # distances from other waters only ("within 100 feet of a grassed waterway, ditch or sinkhole"): theirs
    if not dists:
        if not is_ban(e.rules, t.body) and not e.rules.search(
                r"\b(?:away from|keep\w* out of|set ?back|means|includes?|discharg\w*|run ?off|drain\w*|enter\w*|into)\b", t.body):
            # a conduit named as a place a spill may reach or a well's setting ("points at which spilled manure could
            # reach a sinkhole", "a well in an area mapped as karst"): no rule about the conduit; other topics judge it
            return None
        return Result("consistent", e.rules.reason("conduit.none"), confidence=0.5)
    local = max(q.feet for q in dists)
    params = [ComparedParameter(name="distance from a direct conduit to groundwater", local_value=num(local),
                                state_value=fig.number, unit="ft", confirmed=fig.confirmed)]
    if local > fig.n:
        return Result("exceeds", e.rules.reason("conduit.exceeds", local=fmt(local), state=fmt(fig.number)), params,
                      confidence=0.85)
    # a zone drawn the same way in every direction reaches further downslope than the state's (NR 151.015(18)(c))
    every_way = [pr for pr in wqma_prongs(e, t) if pr.kind == "conduit" and pr.wider]
    if every_way:
        pr = every_way[0]
        return Result("exceeds", e.rules.reason("conduit.every_direction", local=fmt(pr.local), state=fmt(pr.state.n),
                                                upslope=fmt(fig.n)),
                      [ComparedParameter(name="conduit zone downslope (drawn in every direction)", local_value=num(pr.local),
                                         state_value=pr.state.number, unit="ft", confirmed=pr.state.confirmed)],
                      confidence=0.75)
    if other_waters:
        # "within 500 feet of any lake or stream, or within 100 feet of a sinkhole": the conduit's distance is no wider
        # than the state's, and the unit's other distances are judged by the topic for their own waters (RUBRIC rule 23)
        return None
    return Result("consistent", e.rules.reason("conduit.consistent", local=fmt(local), state=fmt(fig.number)), params,
                  confidence=0.7)


_GALLONS = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*gal(?:lons?|\.)?(?:\s+of\s+[a-z ]{1,30}?)?\s*(?:per|/|an|each|a)\s*acre")
_BAND_UPPER = re.compile(r"(?:less than|under|within|no more than|not more than|up to|shallower than|to)\s+(\d+(?:\.\d+)?)\s*(?:feet|foot|ft)")
_BAND_LOWER = re.compile(r"(?:at least|more than|over|greater than|between|from)\s+(\d+(?:\.\d+)?)\s*(?:feet|foot|ft)?"
                         r"|(\d+(?:\.\d+)?)\s*(?:feet|foot|ft)\s*(?:deep\s*)?or (?:more|greater|deeper)"
                         r"|(\d+(?:\.\d+)?)\s*(?:feet|foot|ft)?\s*(?:to|through|-|–)\s*\d+(?:\.\d+)?\s*(?:feet|foot|ft)")


def _catalog_value(e: EngineView, citation: str, name: str) -> float:
    std = e.catalog.by_citation(citation)
    param = next((p for p in (std.parameters if std else []) if p.name == name), None)
    if param is None or not isinstance(param.value, int | float):
        raise CatalogError(f"reference/rules/bedrock_tiers.yaml: the catalog has no {citation} {name}")
    return float(param.value)


def check_silurian_tiers(e: EngineView, t: Text, topic: Topic) -> Result | None:
    """A depth-band rule over bedrock against the NR 151.075 tiers: the band, the scope (Silurian or all
    bedrock), and the rate caps with their period (per application, week or year)."""
    cfg = e.rules.bedrock_tiers  # reference/rules/bedrock_tiers.yaml
    body = t.body
    rates = [(float(m.group(1).replace(",", "")), m) for m in _GALLONS.finditer(body)]
    silurian = re.search(cfg["silurian"], f"{t.heading} {body}") is not None
    upper = [float(x) for x in _BAND_UPPER.findall(body)]
    lower = [float(next(g for g in m if g)) for m in _BAND_LOWER.findall(body) if any(m)]
    if not rates and not upper:
        return None
    cite = cfg["catalog"]
    ban_depth = _catalog_value(e, cite, cfg["ban_below"])
    if not silurian:
        # the tiers bind only over Silurian bedrock; the same limit over any bedrock reaches more land
        if rates or (upper and max(upper) > 0 and is_ban(e.rules, body)):
            return Result("exceeds", e.rules.reason("silurian.all_bedrock"), citation=cite, confidence=0.75)
        return None
    if not rates:
        if re.search(cfg["adopts_table"], body):
            return Result("consistent", e.rules.reason("silurian.adopts_table"), citation=cite, confidence=0.8)
        if not is_ban(e.rules, body) or not upper:
            return None
        depth = max(upper)
        if re.search(cfg["season_window"], t.own):
            return Result("exceeds", e.rules.reason("silurian.season_ban", local=fmt(depth)), citation=cite, confidence=0.75)
        params = [ComparedParameter(name="soil depth over Silurian bedrock below which no manure may be applied",
                                    local_value=num(depth), state_value=num(ban_depth), unit="ft")]
        if depth > ban_depth:
            return Result("exceeds", e.rules.reason("silurian.ban_deeper", local=fmt(depth), state=fmt(ban_depth)),
                          params, citation=cite, confidence=0.8)
        return Result("consistent", e.rules.reason("silurian.ban_same", state=fmt(ban_depth)), params, citation=cite,
                      confidence=0.8)
    per_app = _catalog_value(e, cite, cfg["per_application_cap"])
    rows = _table_rows(body)
    if rows:
        # a table of the tiers ("2 to 3 feet | 6,750 gal/acre | 13,500 gal/acre | per year", "3 to 5 feet ..."):
        # each row against its own tier, its period read anywhere in the row (a narrow table sets it under the figures)
        params, stricter, tiers = [], [], []
        for row_start, row in rows:
            tier = next((tr for tr in cfg["tiers"] if tr["from"] <= row_start < tr["to"]), None)
            if tier is None:
                continue
            tiers.append(tier)
            row_rates = [(float(m.group(1).replace(",", "")), row[m.end():]) for m in _GALLONS.finditer(row)]
            _compare_rates(e, cfg, tier, row_rates, body, per_app, params, stricter, single=False)
        if not tiers:
            return None
        low, high = fmt(tiers[0]["from"]), fmt(tiers[-1]["to"])
        if stricter:
            return Result("exceeds", e.rules.reason("silurian.rates_stricter", what="; ".join(stricter), low=low, high=high),
                          params, citation=cite, confidence=0.75)
        return Result("consistent", e.rules.reason("silurian.rates_same", low=low, high=high), params, citation=cite,
                      confidence=0.75)
    start = min(lower) if lower else (min(upper) if upper else ban_depth)
    tier = next((tr for tr in cfg["tiers"] if tr["from"] <= start < tr["to"]), None)
    if tier is None:
        return None
    params, stricter = [], []
    contexts = [(value, f"{body[max(0, m.start() - 100): m.start()]} {body[m.end(): m.end() + 40]}") for value, m in rates]
    _compare_rates(e, cfg, tier, contexts, body, per_app, params, stricter, single=len(rates) == 1)
    if stricter:
        return Result("exceeds", e.rules.reason("silurian.rates_stricter", what="; ".join(stricter),
                                                low=fmt(tier["from"]), high=fmt(tier["to"])), params, citation=cite,
                      confidence=0.75)
    return Result("consistent", e.rules.reason("silurian.rates_same", low=fmt(tier["from"]), high=fmt(tier["to"])),
                  params, citation=cite, confidence=0.75)


# a depth band opening a row of a rate table: "2 to 3 feet", "5-20 ft"
_ROW_BAND = re.compile(r"(?<![\d.,])(\d+(?:\.\d+)?)\s*(?:to|through|-|\u2013)\s*\d+(?:\.\d+)?\s*(?:feet|foot|ft)\b")


def _table_rows(body: str) -> list[tuple[float, str]]:
    """The rows of a tier table: two or more depth bands, each followed by its own gallon figures before the
    next band opens ([] for a sentence that names one band, or bands without figures of their own)."""
    starts = list(_ROW_BAND.finditer(body))
    rows = []
    for k, m in enumerate(starts):
        row = body[m.start(): starts[k + 1].start() if k + 1 < len(starts) else len(body)]
        if not _GALLONS.search(row):
            return []
        rows.append((float(m.group(1)), row))
    return rows if len(rows) >= 2 else []


def _compare_rates(e: EngineView, cfg: dict, tier: dict, rates: list[tuple[float, str]], body: str, per_app: float,
                   params: list[ComparedParameter], stricter: list[str], *, single: bool) -> None:
    """Each local rate (with the words around it, which name its period) against its tier's Table 1 caps."""
    caps = [_catalog_value(e, cfg["catalog"], name) for name in tier["caps"]]
    for value, context in rates:
        period = next((p for p, rx in cfg["periods"].items() if re.search(rx, context)), tier["period"])
        if period == "application" and not re.search(cfg["per_application_condition"], body):
            params.append(ComparedParameter(name="liquid manure per application", local_value=num(value),
                                            state_value="none (caps per week or year; a per-application cap only for no-till surface application)",
                                            unit="gal/acre"))
            stricter.append("a cap on every single application")
        elif period == "application":
            params.append(ComparedParameter(name="liquid manure per application", local_value=num(value),
                                            state_value=num(per_app), unit="gal/acre"))
            if value < per_app:
                stricter.append("per application")
        elif period != tier["period"]:
            params.append(ComparedParameter(name=f"liquid manure per {period}", local_value=num(value),
                                            state_value=f"{fmt(max(caps))} per {tier['period']}", unit="gal/acre"))
            stricter.append(f"a cap per {period}")
        else:
            params.append(ComparedParameter(name=f"liquid manure per {period}", local_value=num(value),
                                            state_value=f"{fmt(min(caps))}-{fmt(max(caps))} by soil texture", unit="gal/acre"))
            if value < max(caps) and not any(abs(value - c) < 0.5 for c in caps):
                stricter.append(f"{fmt(value)} gal/acre")
            elif value < max(caps) and single and (not re.search(r"sand|clay|loam|texture", body) or re.search(
                    r"whatever (?:the )?(?:soil )?texture|regardless of (?:the )?(?:soil )?texture|(?:all|every|any) soils?\b(?! test)", body)):
                stricter.append(f"{fmt(value)} gal/acre for every soil")


_OWN_BEDROCK = re.compile(r"bedrock|water table|groundwater|\bsoil|deep|depth|\bgallons?\b|\d ?(?:feet|foot|ft|inches|inch)\b"
                          r"|\btill|inject|incorporat|\bappl(?:y|ied|ies)\b|\bspread|\bmanure\b")


def check_bedrock(e: EngineView, t: Text, topic: Topic) -> Result | None:
    if _GALLONS.search(t.body) or "silurian" in f"{t.heading} {t.body}" or re.search(e.rules.bedrock_tiers["silurian"], t.body):
        tiered = check_silurian_tiers(e, t, topic)
        if tiered is not None:
            return tiered
    # the soil depths the rule is keyed to, not inches of forecast rain or feet of a setback
    depths = [q.feet for q in t.measures if q.feet is not None and q.unit in ("ft", "in")
              and re.search(r"soil|bedrock|deep|depth|thick|water table|groundwater", t.body[max(0, q.start - 40):q.end + 40])
              and not re.search(r"rain|precipitation|storm|snow", t.body[max(0, q.start - 30):q.end + 30])]
    if not depths:
        return None
    refused = e.rules.alternatives_refused
    if refused is not None and e.rules.find(refused.pattern, t.own or t.body):
        # "... only if it has first been treated ...; no other pathogen-reduction practice satisfies this": the
        # state's other practices for the band are gone (RUBRIC rule 14)
        return Result("exceeds", e.rules.reason("bedrock.options_removed"), citation=topic.alt_citations.get("silurian"),
                      confidence=0.7)
    if t.own and not _OWN_BEDROCK.search(t.own):
        return None  # an item whose depth band is only its parent's ("... 3 to 5 feet: ... only if:" ⏎ "the applicator
        # has notified the Department 48 hours before"): the item's own subject decides
    local = max(depths)
    if e.rules.search("{STORAGE}|{STOREBOTTOM}", t.body) and not e.rules.search("{APPLY}", t.body):
        # siting of storage over shallow bedrock: the baseline is the NRCS 313 separation distance
        sep = e.fig("storage_bedrock_separation")
        params = [ComparedParameter(name="separation between a storage facility and bedrock or groundwater",
                                    local_value=num(local), state_value=sep.number, unit="ft", confirmed=sep.confirmed)]
        if local > sep.n:
            return Result("exceeds", e.rules.reason("bedrock.storage_exceeds", local=fmt(local)) + sep.caveat(), params,
                          citation=sep.citation, needs_confirmation=sep.flips_within_range(local), confidence=0.7)
        return Result("consistent", e.rules.reason("bedrock.storage_consistent", local=fmt(local)) + sep.caveat(), params,
                      citation=sep.citation, needs_confirmation=sep.flips_within_range(local), confidence=0.55)
    fig = e.fig(topic.figure)
    params = [ComparedParameter(name="depth to bedrock below which the rule applies", local_value=num(local),
                                state_value=fig.number, unit="ft", confirmed=fig.confirmed)]
    lots = e.rules.lot_siting
    if lots is not None and not e.rules.search("{APPLY}", t.body) and e.rules.find(lots.pattern, t.body):
        return Result("exceeds", e.rules.reason("bedrock.lot_siting", local=fmt(local)), params, confidence=0.7)
    mandate = is_ban(e.rules, t.body) or re.search(r"shall be (?:injected|incorporated)|incorporat", t.body)
    silurian = re.search(r"silurian|nr 151\.075", f"{t.heading} {t.body}")  # "SILURIAN BEDROCK STANDARDS" over it
    # a rule that reaches no deeper than the state's own shallow-soil threshold is no stricter
    if not mandate or (local <= fig.n and not (is_ban(e.rules, t.body) and not silurian)):
        return Result("consistent", e.rules.reason("bedrock.consistent"), params, citation=topic.alt_citations["silurian"] if silurian else None,
                      confidence=0.6)
    return Result("exceeds", e.rules.reason("bedrock.exceeds", local=fmt(local)), params, confidence=0.8)


def check_drill_hole_backfill(e: EngineView, t: Text, topic: Topic) -> Result:
    state = e.fig(topic.figure).n
    hours = [q.value * (24 if q.unit == "days" else 1) for q in t.measures if q.unit in ("hours", "days")]
    # (a subsection's lead-in can confine its items to Silurian bedrock: "this subsection applies to ... land over
    # Silurian bedrock" above "(b) any hole drilled ... shall be backfilled within 72 hours")
    broader = not re.search(r"silurian|nr 151\.075", t.body) and not re.search(
        r"\b(?:this|the) (?:subsection|section|paragraph|subdivision|article|part)\b[^.]{0,40}\bappl(?:y|ies)\b[^.]{0,160}\bsilurian", t.ctx)
    params = [ComparedParameter(name="deadline to backfill drill holes", local_value=num(min(hours)) if hours else "none",
                                state_value=num(state), unit="hours")]
    if hours and min(hours) < state:
        return Result("exceeds", e.rules.reason("backfill.shorter", local=fmt(min(hours)), state=fmt(state)), params,
                      confidence=0.75)
    if broader:
        return Result("exceeds", e.rules.reason("backfill.broader", state=fmt(state)), params, confidence=0.6)
    return Result("consistent", e.rules.reason("backfill.same", state=fmt(state)), params, confidence=0.7)
