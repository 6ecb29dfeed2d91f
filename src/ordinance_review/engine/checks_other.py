"""Comparisons for process wastewater, runoff control, livestock access, variances and compliance periods; """

from __future__ import annotations

import re

from ordinance_review.engine.figures import amount, fmt, num
from ordinance_review.engine.receptors import is_ban, wqma_prongs
from ordinance_review.engine.result import EngineView, Result
from ordinance_review.engine.text import Text
from ordinance_review.measures import DAYS_PER_MONTH
from ordinance_review.models import ComparedParameter
from ordinance_review.verdict_rules import Topic


def check_process_wastewater(e: EngineView, t: Text, topic: Topic) -> Result:
    # a bar only on discharges that do visible harm (a fish kill, visible sludge or scum) reaches less than
    # the state's bar on significant discharges: weaker, the state rule still governs
    if re.search(r"fish kills?|(?:caus|result|produc|leav)\w*[^.]{0,40}\bvisible (?:sludge|scum|film|solids|discolou?ration)"
                 r"|\bvisible (?:sludge|scum|film|solids|discolou?ration)[^.]{0,40}(?:in|on) (?:the |any )?(?:water|stream|lake|ditch)", t.body):
        return Result("consistent", e.rules.reason("wastewater.weaker"), below_state_floor=True,
                      confidence=0.7)
    if re.search(r"whatever (?:amount|quantity)|any (?:amount|quantity)|regardless of (?:the )?(?:amount|quantity|volume)", t.body):
        return Result("exceeds", e.rules.reason("wastewater.any_amount"), confidence=0.75)
    # (the duty worded actively too: "A paved feed storage area shall: collect the leachate and convey it to storage")
    if re.search(r"(?:shall|must) be (?:collected|contained|captured|stored|treated|routed)|(?:shall|must):?\s+(?:collect|capture|contain|treat)\b|collection (?:system|tank|basin)|(?:system|equipment|facilit(?:y|ies)) (?:that|which|to) (?:collects?|captures?|contains?)\b"
                 r"|(?:shall|must) be (?:conveyed|piped|carried|directed|held|sent)\b[^.]{0,30}\b(?:to|in|into)\b[^.]{0,30}\b(?:storage|treatment|tank|pit|lagoon|basin|system)"
                 # (or a permit's condition in the imperative: "Collect all feed storage leachate and silage bunker runoff
                 # ... and store or treat it")
                 r"|^\W*(?:collect|capture|contain)\b[^.]{0,120}\b(?:leachate|runoff|wastewater)\b"
                 # (or actively: "shall convey all of its milking center wastewater to a manure storage facility")
                 r"|(?:shall|must) (?:convey|pipe|carry|direct|send|route|pump)\b[^.]{0,80}\b(?:to|into)\b (?:an? |the |its )?[^.]{0,30}\b(?:storage|tank|pit|lagoon|basin)\b"
                 # (the structure's fitting: "shall be equipped to collect all low-flow leachate")
                 r"|(?:shall|must) be (?:equipped|designed|constructed|built|fitted|arranged) (?:so as )?to (?:collect|capture|contain)\b"
                 # (a structure barred unless it collects: "Silage bunker or bag without leachate collection: prohibited.")
                 r"|\bwithout (?:a |any )?(?:leachate |runoff |wastewater )?(?:collection|containment|capture)\b[^.]{0,60}\b(?:prohibited|not (?:allowed|permitted))\b", t.body) \
            and not re.search(r"significant|fish kill", t.body):
        return Result("exceeds", e.rules.reason("wastewater.collect"), confidence=0.65)
    if re.search(r"(?:land|ground) surface|onto the ground|to the ground|any discharge|no discharge", t.body) and not re.search(
        r"waters of the state|significant", t.body
    ):
        return Result("exceeds", e.rules.reason("wastewater.broader"), confidence=0.65)
    if is_ban(e.rules, t.body) and _PLACED_IN_FACILITY.search(t.body) and not re.search(r"waters of the state|significant", t.body):
        # "No person may place milkhouse wastewater ... in an unused facility or in a facility that is being closed":
        # where the wastewater may be held, not what reaches waters
        return Result("exceeds", e.rules.reason("wastewater.placement"), confidence=0.65)
    if _SITED.search(t.body) and (is_ban(e.rules, t.body) or _NONE_MAY_BE_SITED.search(t.body)):
        # "No person may locate a new feed storage area ... closer to the features listed below than the distance
        # shown", "... may be located within the floodplain": where such structures may stand, not what they discharge
        return Result("exceeds", e.rules.reason("wastewater.siting"), confidence=0.7)
    return Result("consistent", e.rules.reason("wastewater.restate"), confidence=0.7)


# process wastewater put into a kind of structure ("... place milkhouse wastewater ... in an unused facility")
_PLACED_IN_FACILITY = re.compile(r"\b(?:place|put|deposit|add|pump|store|empty)\w*\b[^.]{0,100}?\b(?:in|into)\b (?:an? |any |the )?"
                                 r"(?:[a-z-]+ ){0,3}(?:facilit(?:y|ies)|pits?|tanks?|lagoons?|basins?|structures?)\b")
# a bar said of the structure, whatever it is called ("No feed storage area, leachate storage tank or runoff treatment
# area may be located ..."): the {BAN} macro names only storage facilities, lots and stacks as such subjects
_NONE_MAY_BE_SITED = re.compile(r"^\W*no\b[^.]{0,120}\b(?:may|shall) be (?:located|placed|sited|constructed|built|established)\b")
# where a structure may stand: nearer than a distance, inside a floodplain or a listed area (the body's numbers are
# figures by now: "one-hundred-year floodplain" reads "100-year floodplain")
_SITED = re.compile(r"\b(?:locat(?:e|ed)|sited?|construct(?:ed)?|buil[dt]|establish(?:ed)?|plac(?:e|ed))\b[^.]{0,80}"
                    r"\b(?:closer (?:to|than)|within \d[\d,]* (?:feet|ft)|within (?:the |a |any )?(?:\w+-year )?floodplain|"
                    r"within (?:the |any )?(?:distances?|areas?) (?:shown|listed|set)|nearer (?:to|than))")


_AREA_NAMED_ELSEWHERE = re.compile(
    r"\bwithin (?:an? |the )?(?:area|distances?|column [a-z]\b|[a-z ]{0,20}zone)[^.;]{0,60}\b(?:described|stated|listed|shown|set (?:out|forth)|"
    r"specified|given|in (?:table|section|sub|par|column|row)|of (?:table|section|sub|par)|from a receptor)")


def check_clean_water_diversion(e: EngineView, t: Text, topic: Topic) -> Result:
    body = t.body
    # ("whether or not it lies in a WQMA" widens the place; "whether or not a permit has been issued", "whether or not
    # the facility has ever discharged" do not)
    if re.search(r"outside (?:of )?(?:a |the )?(?:wqma|water quality management area)"
                 r"|(?:is|are|lies|lie) not (?:located |situated )?(?:with)?in (?:a |the |any )?(?:wqma|water quality management area)"
                 r"|(?:whether or not|regardless of whether) (?:it|they|the [a-z, ]{1,60}?) (?:is|are|lies|lie) (?:located |situated )?(?:(?:with)?in\b|(?:up|down)slope\b)"
                 # ("... in the county, whether or not located in a water quality management area")
                 r"|(?:whether or not|regardless of whether) (?:located |situated )?(?:with)?in (?:a |the |any )?(?:wqma|water quality management area)"
                 r"|(?:inside|within) or outside (?:of )?(?:a |the |any )?(?:wqma|water quality management area)"
                 r"|regardless of (?:its |their |the )?location|wherever (?:they are |it is )?(?:located|situated)|in (?:all|any) locations?"
                 # ("upslope of any private or public well, at any distance": the well's distance is the WQMA's test)
                 r"|at any distance|(?:regardless|irrespective) of (?:the |its |their )?distance|however (?:far|distant)", body):
        return Result("exceeds", e.rules.reason("diversion.broader"), confidence=0.85)
    # (around feed storage, which NR 151.06 does not name, in the WQMA or anywhere: "Clean water ... shall be diverted
    # around every feed storage area"; the state diverts it from feedlots, manure storage areas and barnyards in the WQMA)
    if re.search(r"\b(?:feed storage (?:areas?|pads?|structures?|facilit\w+)|silage (?:piles?|bunkers?|pads?|bags?|storage)"
                 r"|bunker silos?|feed (?:pads?|bunkers?))\b", body) and not re.search(
                     r"\b(?:feed ?lots?|barnyards?|animal lots?|manure storage)\b", body):
        return Result("exceeds", e.rules.reason("diversion.feed_storage"), confidence=0.7)
    params, larger = [], False
    for pr in wqma_prongs(e, t):
        params.append(pr.parameter("diversion"))
        larger = larger or pr.wider
    if larger:
        return Result("exceeds", e.rules.reason("diversion.wider"), params, confidence=0.85)
    any_slope = e.rules.slope_condition_dropped
    if any_slope and e.rules.find(any_slope.pattern, body):
        return Result("exceeds", e.rules.reason("diversion.any_slope"), params, confidence=0.8)
    if params or re.search(r"water quality management area|\bwqma\b", body):
        return Result("consistent", e.rules.reason("diversion.restate"), params, confidence=0.85)
    if _AREA_NAMED_ELSEWHERE.search(body):
        # "... any feedlot that lies within the distances stated in par. (a)(2)": the area is the one another unit
        # or a table draws, and the link to it judges its reach (links.referenced_figures)
        return Result("consistent", e.rules.reason("diversion.restate"), confidence=0.6)
    # ("On every lot where farm animals are kept, roof water ... shall be directed away from pens": every lot, anywhere)
    if re.search(r"\b(?:every|all|each|any)\b (?:[a-z]+ )?(?:feed ?lot|barnyard|animal lot|livestock (?:yard|lot)|(?:open|dry|outdoor|exercise) lot|yard|pen|paddock|corral)s?\b"
                 r"|\b(?:on |at )?(?:every|all|each|any) (?:lots?|parcels?|farms?|premises|properties) (?:where|on which|that)\b[^.]{0,40}\b(?:animals|livestock|cattle|horses)\b", body):
        return Result("exceeds", e.rules.reason("diversion.broader"), confidence=0.7)
    return Result("consistent", e.rules.reason("diversion.restate"), confidence=0.6)


def check_barnyard_runoff(e: EngineView, t: Text, topic: Topic) -> Result:
    if re.search(r"whether or not|regardless", t.body):
        return Result("exceeds", e.rules.reason("barnyard.exceeds"), confidence=0.8)
    # a runoff-control duty for lots in a zone wider than the WQMA reaches lots the state leaves alone
    prongs = wqma_prongs(e, t)
    if any(pr.wider for pr in prongs):
        return Result("exceeds", e.rules.reason("barnyard.zone"),
                      [pr.parameter("runoff control") for pr in prongs], confidence=0.8)
    # "all feedlots shall have a treatment area designed to 635": the mandate, not the design standard, decides
    # (or told where its runoff must go: "Every feedlot holding 150 or more animal units, wherever located in the county,
    # shall direct all lot runoff to a vegetated treatment area designed to NRCS Practice Standard 635")
    mandate = re.search(r"\b(?:every|all|each|any)\b[^.]{0,40}(?:feed ?lots?|barnyards?|animal lots?|outdoor lots?|yards?|"
                        r"(?:hutch|calf|heifer) (?:areas?|lots?))[^.]{0,100}"
                        r"(?:shall|must) (?:have|install|provide|include|construct|be (?:provided|equipped|served|drained|routed)"
                        r"|drain to|direct (?:all |its |the )?(?:lot )?runoff to|route (?:all |its |the )?runoff to)", t.body)
    flat = e.rules.runoff_mandate
    if mandate or (flat is not None and e.rules.rx(flat.pattern).search(t.body)):
        return Result("exceeds", e.rules.reason("barnyard.exceeds"), confidence=0.8)
    if re.search(r"\b(?:in accordance with|according to|conform\w* (?:to|with)|designed (?:to|under))\b[^.]{0,60}(?:\b561\b|\b635\b|50\.64|nrcs|technical standard)", t.body):
        return Result("consistent", e.rules.reason("barnyard.consistent"), confidence=0.7)
    if re.search(r"\b(?:every|all|each|any)\b", t.body):
        return Result("exceeds", e.rules.reason("barnyard.exceeds"), confidence=0.8)
    return Result("consistent", e.rules.reason("barnyard.consistent"), confidence=0.6)


def _cover_disregarded(e: EngineView, t: Text) -> bool:
    """The cover on the banks named only to be set aside ("however well vegetated"): no sod-cover test."""
    rule = e.rules.access_cover_disregarded
    return rule is not None and e.rules.rx(rule.pattern).search(t.body) is not None


def _exclusion(e: EngineView, local: str) -> Result:
    """Livestock kept out of the water where the state excludes them only where sod cannot be kept (NR 151.08)."""
    return Result("exceeds", e.rules.reason("access.exclusion"),
                  [ComparedParameter(name="livestock exclusion from waters", local_value=local,
                                     state_value="only where sod or vegetative cover cannot be maintained", unit="")],
                  confidence=0.8)


# a band along the water that animals are kept out of: "may not be pastured, yarded or watered within 50 feet of"
_BANK_BAND = re.compile(r"(?:may|shall) not (?:graze|loaf|be (?:pastured|yarded|watered|grazed|kept|confined|held|fed|allowed))\b[^.]{0,60}"
                        r"\bwithin (?:\d[\d,]* (?:feet|ft|yards)\b|the (?:[a-z-]+ ){0,3}(?:area|zone|strip|buffer|corridor)\b)"
                        r"|\bno (?:livestock|cattle|animals?)\b[^.]{0,40}"
                        r"\b(?:within|closer than) \d[\d,]* (?:feet|ft|yards)\b")
# a band's own name ("the vegetation protection area", "a vegetative buffer zone") is no sod-cover test
_NAMED_BAND = re.compile(r"\bvegetat\w* (?:protection |buffer |management |filter )?(?:area|zone|strip|buffer)s?\b")


# a duty to keep a strip in vegetation ("the strip between the fence and the bank shall be kept in permanent
# vegetation") is an added duty, no sod-cover test
_VEGETATION_DUTY = re.compile(r"\b(?:kept|maintained|planted|seeded|established) (?:in|to|with) (?:a )?(?:permanent |perennial |dense )?"
                              r"(?:sod|vegetat\w*|grass\w*|cover)"
                              # (or the strip named by what it grows: "A strip of permanent grass or other perennial
                              # vegetation at least 35 feet wide ... shall be kept along every navigable stream")
                              r"|\b(?:strip|buffer|band|border) of (?:permanent |perennial |dense )?(?:sod|grass\w*|vegetat\w*)"
                              r"(?: or (?:other )?(?:permanent |perennial |dense )?(?:sod|grass\w*|vegetat\w*))?")
# grazing managed beside the water by a height, a rest period or a stocking limit: "moved out of any paddock that
# borders a stream before the forage is grazed below four inches ... rested for at least thirty days"
_GRAZING_LIMITS = re.compile(r"\bgrazed (?:down )?(?:below|under|shorter than|lower than) (?:a (?:stubble |residual )?height of )?\d+(?:\.\d+)? inch"
                             r"|\b(?:shall|must) be rested\b[^.]{0,30}\b\d+ days\b"
                             r"|\bstocking (?:rate|density)\b[^.]{0,40}\b(?:shall not|may not|not to) exceed\b"
                             # (a residual height kept: "moved out of the paddock before the forage is grazed below a
                             # residual height of four inches"; a grazing plan required: "shall prepare and follow a
                             # written grazing plan that meets NRCS Standard 528")
                             r"|\bresidual (?:height|stubble)\b[^.]{0,20}\b\d+(?:\.\d+)? inch"
                             r"|\b(?:shall|must) (?:prepare|have|adopt|follow)\b[^.]{0,40}\b(?:prescribed |rotational )?grazing plan\b")


def _cover_test(body: str) -> bool:
    """Whether the rule keeps the state's sod-cover test (names sod or vegetation other than as a band's name)."""
    # (the test in other words: "where the livestock have caused bare, eroding stream bank"; or a narrower harm, "in
    # numbers that cause the bank to collapse": access barred only where it does damage, never exclusion)
    body = _VEGETATION_DUTY.sub(" ", _NAMED_BAND.sub(" ", body))
    return bool(re.search(r"sod|vegetat|\bbare\b|\berod(?:ing|ed)\b|\bdenuded\b|\btrampled\b"
                          r"|\bbanks?\b[^.]{0,40}\b(?:collaps|slump|cav(?:e|ing) in|break(?:s|ing)? down)", body))


# access beside the water on condition of a plan or practice: "may be grazed within 35 feet of the top of a streambank
# only under a prescribed grazing plan meeting NRCS technical standard 528" (a permit alone is a permit requirement)
_ONLY_UNDER_PLAN = re.compile(r"\bonly (?:under|with|in accordance with|pursuant to|as provided in) (?:a |an |the )?(?:[a-z0-9-]+ ){0,4}"
                              r"(?:plan|practice standard|technical standard)\b")


def check_livestock_access(e: EngineView, t: Text, topic: Topic) -> Result:
    if _cover_disregarded(e, t):
        return _exclusion(e, "whatever the cover on the banks")
    if re.search(r"fenc|exclud|kept? (?:them )?(?:out|away)|(?:unlawful|prohibit\w*|forbidden)[^.]{0,40}\baccess\b|\baccess\b[^.]{0,40}(?:is|are) (?:prohibited|unlawful|forbidden)|access[^.]{0,60}\bonly (?:at|through|via|by)\b|\bonly (?:at|through|via) (?:designed |designated |stabilized )?(?:stream )?crossings|(?:shall|may) not (?:be allowed|be given|have) (?:any )?access|no access|no livestock (?:may|shall) (?:be allowed|be given|have) (?:any )?access|(?:(?:may|shall) not|no (?:person|owner|operator)[^.]{0,20}(?:may|shall)) (?:allow|permit|let)[^.]{0,20}(?:livestock|cattle|animals?)[^.]{0,20}(?:to )?(?:enter|be in|stand in|wade)|(?:livestock|cattle|animals?)[^.]{0,20}(?:may|shall) not be (?:allowed|permitted) to (?:enter|be in|stand in|wade)", t.body) and not _cover_test(t.body):
        return _exclusion(e, "exclusion regardless of cover")
    if _BANK_BAND.search(t.body) and not _cover_test(t.body):
        # "Livestock may not be pastured, yarded or watered within 50 feet of the creek": a band of land kept clear
        return _exclusion(e, "exclusion regardless of cover")
    if _GRAZING_LIMITS.search(t.body):
        return Result("exceeds", e.rules.reason("access.grazing"),
                      [ComparedParameter(name="grazing beside the water", local_value="a height, rest or stocking limit",
                                         state_value="none", unit="")], confidence=0.65)
    if _ONLY_UNDER_PLAN.search(t.body):
        return Result("exceeds", e.rules.reason("access.plan"),
                      [ComparedParameter(name="condition of access beside the water", local_value="a plan or practice",
                                         state_value="none", unit="")], confidence=0.7)
    return Result("consistent", e.rules.reason("access.restate"), confidence=0.8)


def check_variance(e: EngineView, t: Text, topic: Topic) -> Result:
    if e.rules.any_of(topic.model, t.body):  # it tracks an element of the NR 151.097 variance model
        return Result("consistent", e.rules.reason("variance.state_model"), confidence=0.75)
    return Result("not_covered", e.rules.reason("variance.local"), citation="", confidence=0.6)


# "... for the second and every later overflow": direct enforcement for repeated mismanagement, as NR 151.095(8)(b) allows
_REPEATED_MISMANAGEMENT = re.compile(r"(?:repeat\w*|second|subsequent|later|again|previous\w*|before)\b[^.]{0,80}\b(?:overflow|mismanage)"
                                     r"|(?:overflow|mismanage)\w*\b[^.]{0,80}\b(?:repeat\w*|second|subsequent|again|previous\w*|before)\b")
# "may extend it once, by not more than six months": a bound on the extension, read just before its figure
_EXTENSION_BOUND = re.compile(r"\bextend\w*\b[^.;]{0,30}$")
# "eighteen months is the longest compliance period that a notice may allow": the bound stated after the figure
_BOUND_AFTER = re.compile(r"\s*(?:is|shall be|will be) the (?:longest|maximum|greatest|most|outside)\b")


def check_compliance_period(e: EngineView, t: Text, topic: Topic) -> Result:
    if re.search(r"without (?:prior |first giving (?:the |a |any )?)?notice|no notice (?:is|shall be) required"
                 r"|no compliance period (?:shall|may|will) be (?:allowed|given|granted|provided|set)", t.body):
        if _REPEATED_MISMANAGEMENT.search(t.body):
            return Result("consistent", e.rules.reason("compliance.repeat_direct"), citation=topic.alt_citations.get("repeat_direct"),
                          confidence=0.7)
        return Result("exceeds", e.rules.reason("compliance.removed"), confidence=0.6)
    foreclosed = e.rules.cost_share_foreclosed
    if foreclosed is not None and e.rules.rx(foreclosed.pattern).search(t.body):
        return Result("exceeds", e.rules.reason("compliance.cost_share"), citation=topic.alt_citations.get("cost_share"),
                      confidence=0.75)
    fig = e.fig("compliance_period_min")
    periods = [q for q in t.measures if q.months is not None and q.unit != "hours"]
    # ("whether or not the site presents an imminent threat": the threat is no condition of the short period)
    excused = re.search(r"imminent|emergency", t.body) and not re.search(
        r"(?:whether or not|regardless of|irrespective of|even (?:if|though|where|when)(?: there is)? no)[^.]{0,40}(?:imminent|emergency)", t.body)
    if periods and not excused:
        shortest = min(periods, key=lambda q: q.months or 0)
        days = shortest.value if shortest.unit == "days" else (shortest.months or 0) * DAYS_PER_MONTH
        if days < fig.n - 0.5:
            return Result("exceeds", e.rules.reason("compliance.shortened", local=amount(shortest), state=fmt(fig.number)),
                          [ComparedParameter(name="shortest compliance period", local_value=num(round(days)),
                                             state_value=fig.number, unit="days", confirmed=fig.confirmed)],
                          confidence=0.6)
    # "not less than 60 days nor more than 2 years": a cap below the state's 3 years gives less time
    cap = e.fig("compliance_period_max")
    bound, fixed = e.rules.upper_bound, e.rules.extension_denied
    denied = fixed is not None and e.rules.rx(fixed.pattern).search(t.body) is not None
    # (a bound on an extension, "may extend it once, by not more than six months", caps the extension, not the period)
    ceiling = [q for q in periods
               if ((bound is not None and e.rules.rx(bound.pattern).search(t.body[max(0, q.start - 40):q.start]))
                   or _BOUND_AFTER.match(t.body, q.end))
               and not _EXTENSION_BOUND.search(t.body[max(0, q.start - 50):q.start])]
    if not ceiling and denied:
        # "shall come into compliance within one year ... The department may not extend this period"
        ceiling = [q for q in periods if t.body[max(0, q.start - 8):q.start].rstrip().endswith("within")]
    if ceiling and e.rules.search("{EXTENSIONTOTAL}", t.body):
        # "... the total period, including every extension, may not exceed 3 years": the state's total is 4
        total, last = e.fig("compliance_period_max_extended"), ceiling[-1]  # (the cap stated last is the total's)
        if (last.years or 0) < total.n - 0.01:
            return Result("exceeds", e.rules.reason("compliance.capped_total", local=amount(last), state=fmt(total.number)),
                          [ComparedParameter(name="longest compliance period with extensions",
                                             local_value=num(round(last.years or 0, 2)),
                                             state_value=total.number, unit="years", confirmed=total.confirmed)],
                          confidence=0.7)
        ceiling = []
    shortest_cap = min(ceiling, key=lambda q: q.years or 0) if ceiling else None  # ("... except that in a floodway ... one year")
    if shortest_cap is not None and (shortest_cap.years or 0) < cap.n - 0.01:
        return Result("exceeds", e.rules.reason("compliance.capped", local=amount(shortest_cap), state=fmt(cap.number)),
                      [ComparedParameter(name="longest compliance period", local_value=num(round(shortest_cap.years or 0, 2)),
                                         state_value=cap.number, unit="years", confirmed=cap.confirmed)],
                      confidence=0.7)
    if denied:
        # "A compliance period set in a notice ... shall not be extended for any reason"
        return Result("exceeds", e.rules.reason("compliance.no_extension"), confidence=0.75)
    return Result("consistent", topic.reason, confidence=0.8)
