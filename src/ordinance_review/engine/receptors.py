"""What a distance is measured from, read with the receptor vocabulary of `reference/rules/receptors.yaml`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ordinance_review.engine.figures import StateFigure, num
from ordinance_review.engine.text import Text
from ordinance_review.measures import Measure
from ordinance_review.models import ComparedParameter
from ordinance_review.verdict_rules import RuleSet, load_rules

if TYPE_CHECKING:
    from ordinance_review.engine.result import EngineView

_CACHE: dict[int, list[tuple[str, re.Pattern[str], re.Pattern[str]]]] = {}


def _kinds(rules: RuleSet | None = None) -> list[tuple[str, re.Pattern[str], re.Pattern[str]]]:
    """(kind, pattern near a figure, bare pattern) per receptor, compiled once per rule set."""
    rules = rules or load_rules()
    hit = _CACHE.get(id(rules))
    if hit is None:
        hit = [(r.kind, re.compile(rf"^[^.;]{{0,{r.reach}}}?{r.pattern}"), re.compile(r.pattern)) for r in rules.receptors]
        _CACHE[id(rules)] = hit
    return hit


_TABLE_WORD = re.compile(r"\btable\b", re.I)


def _column(body: str, q: Measure, kinds: list[tuple[str, re.Pattern[str], re.Pattern[str]]]) -> str:
    """The receptor of a cell whose row names a facility, not a water: the column it stands in. A shoreland table
    runs its rows by what is sited ("Barnyards and feedlots  1,000 ft  300 ft") and its columns by the water the
    distance is kept from ("Lake, pond or flowage", "River or stream"); the column heads, flattened after the
    table's title, name one water per cell in order. "" when the heads name no water per cell."""
    before = _CELL_BEFORE.search(body[: q.start])
    run = list(_ANY_DISTANCE.finditer(before.group(0))) if before else []  # the cells left of this one
    start = before.start() if before else q.start
    cells, at = len(run) + 1, q.end
    while (after := _CELL_AFTER.match(body, at)) is not None:
        cells, at = cells + 1, after.end()
    titles = list(_TABLE_WORD.finditer(body, 0, start))
    if not titles:
        return ""
    heads = body[titles[-1].end():start]
    if _ANY_DISTANCE.search(heads):
        return ""  # rows above this one in the same text: their labels, not column heads, stand before it
    found = sorted((m.start(), kind) for kind, _, bare in kinds if (m := bare.search(heads)))
    return found[len(run)][1] if len(found) == cells else ""


# A distance that stands beside another in a run ("well (other owner) 500 ft 1,000 ft navigable
# stream ...") is a cell of a setback table flattened into the text: its row names the receptor before it
_DISTANCE = r"\d[\d,]*(?:\.\d+)?\s*(?:ft\b\.?|feet\b|foot\b)"
_CELL_AFTER = re.compile(r"\s*" + _DISTANCE)  # matched at the figure's end
_CELL_BEFORE = re.compile(r"(?:" + _DISTANCE + r"\s*)+$")
_ANY_DISTANCE = re.compile(_DISTANCE)


# the receptor of a table cell whose row names no water ("Property line  200 ft  400 ft"): unlike "",
# which says nothing was found, it says the distance protects something else
OTHER_ROW = "other"


def _table_row(body: str, q: Measure) -> str | None:
    """The row label of a distance printed as a table cell, or None when the distance is in prose.

    Why: in prose the receptor follows its figure ("500 feet of a well"); in a table row it comes
    first ("Private well  500 ft  1,000 ft"), and the word after the last cell is the next row's."""
    before = body[max(0, q.start - 120):q.start]
    if not (_CELL_AFTER.match(body, q.end) or _CELL_BEFORE.search(before) or _one_column_cell(body, q)):
        return None
    label = _CELL_BEFORE.sub("", before)
    cells = list(_ANY_DISTANCE.finditer(label))
    return label[cells[-1].end():] if cells else label[-60:]


# the words prose puts after a distance ("500 feet of a well", "feet from", "feet upslope"); a table
# cell is followed by the next row's label instead
_PROSE_AFTER = re.compile(r"\s*(?:\(|,|;|(?:of|from|to|away|upslope|downslope|up|down|beyond|between|within|in|on|or|and|"
                          r"measured|horizontally|landward|inland|around|along|upgradient|downgradient)\b)", re.I)
_TABLE_WORDS = re.compile(r"\btable\b|\bminimum (?:distance|separation|setback)s?\b", re.I)


def _one_column_cell(body: str, q: Measure) -> bool:
    """A table of one distance column flattened into the text ("Table 1 ... Private well 1,000 feet
    Public water supply well 2,000 feet"): the figure is followed by the next row's label and figure,
    not by the words prose ties a distance to its receptor with."""
    after = body[q.end:q.end + 100]
    return (_PROSE_AFTER.match(after) is None and _ANY_DISTANCE.search(after) is not None
            and _TABLE_WORDS.search(body) is not None)


def receptor(body: str, q: Measure, rules: RuleSet | None = None) -> str:
    """The receptor kind of a distance: the first receptor word after it, else one just before it
    (in a table row, the one its row names, or `OTHER_ROW`)."""
    kinds = _kinds(rules)
    row = _table_row(body, q)
    if row is not None:
        return next((kind for kind, _, bare in kinds if bare.search(row)), None) or _column(body, q, kinds) or OTHER_ROW
    after = body[q.end:]
    before = body[max(0, q.start - 60):q.start]
    rules = rules or load_rules()
    if rules.marker_only is not None and rules.rx(rules.marker_only.pattern).search(after):
        # "Navigable lake ... Land within 1,000 feet of the ordinary high-water mark": the water named before
        for kind, _, bare in kinds:
            if bare.search(before):
                return kind
    best, pos = "", 10**6
    for kind, near, _ in kinds:
        m = near.search(after)
        if m and m.end() < pos:
            best, pos = kind, m.end()
    if best:
        return best
    for kind, _, bare in kinds:
        if bare.search(before):
            return kind
    return ""


def is_municipal(text: str, rules: RuleSet | None = None) -> bool:
    """Does the text name a municipal or community water supply?"""
    return any(kind == "municipal_well" and bare.search(text) for kind, _, bare in _kinds(rules))


def distances(t: Text) -> list[Measure]:
    return [q for q in t.measures if q.feet is not None and q.unit in ("ft", "mile")]


def is_ban(rules: RuleSet, body: str) -> bool:
    return bool(rules.search("{BAN}", body))


# the state zone around each kind of surface water, by the figure keys of figures.yaml
ZONES = {
    "wqma": {"lake": "wqma_lake", "stream": "wqma_stream"},  # NR 151.015(24)
    "swqma": {"lake": "swqma_lake", "stream": "swqma_stream"},  # NRCS 590
}


def water_distances(e: EngineView, t: Text, zone: str) -> Iterator[tuple[Measure, str, StateFigure]]:
    """Each distance from a lake or stream in the provision, with its kind and the state zone figure.

    Why one helper: piles, siting, winter bars, spreading setbacks and diversion all compare a local
    distance from surface water with the state's zone for that kind of water; only the zone differs.
    """
    for q in distances(t):
        kind = receptor(t.body, q, e.rules)
        key = ZONES[zone].get(kind)
        if key:
            yield q, kind, e.fig(key)
            # "within 1,000 feet of any navigable lake, pond, river or stream": the stream's zone too
            for other in _also_named(t.body, q, kind, e.rules):
                if other in ZONES[zone]:
                    yield q, other, e.fig(ZONES[zone][other])


@dataclass(frozen=True)
class Prong:
    """One prong of a local zone (a receptor distance or a shallow-soil depth) beside the state's prong."""

    kind: str
    local: float
    unit: str
    state: StateFigure

    @property
    def wider(self) -> bool:
        return self.local > self.state.n

    @property
    def name(self) -> str:
        what = "soil depth over bedrock or groundwater" if self.kind == "depth" else self.kind.replace("_", " ")
        return f"zone prong: {what}"

    def parameter(self, duty: str) -> ComparedParameter:
        """This prong and the state's beside it, named for the duty whose zone it draws ("diversion")."""
        return ComparedParameter(name=f"{duty} {self.name}", local_value=num(self.local), state_value=self.state.number,
                                 unit=self.unit, confirmed=self.state.confirmed)


def depth_spans(body: str, rules: RuleSet) -> list[tuple[int, int, float]]:
    """(start, end, feet) of each shallow-soil prong ("less than 3 feet of soil over bedrock")."""
    out = []
    for m in rules.rx(rules.depth_prong.pattern).finditer(body):
        groups = m.groups()
        value, unit = next((groups[i], groups[i + 1]) for i in range(0, len(groups), 2) if groups[i])
        feet = float(value) / (12 if unit.startswith("in") else 1)
        out.append((m.start(), m.end(), feet))
    return out


def wqma_prongs(e: EngineView, t: Text) -> list[Prong]:
    """Every prong of a zone the provision draws, each beside the matching prong of the state's WQMA.

    Why prong by prong: local zone lists copy most of NR 151.015(18)/(24) and change one prong (a deeper
    soil cut-off, a conduit zone drawn in every direction); comparing only the largest distance, or
    treating any well or conduit distance as wider, misses the first and invents the second.
    """
    rules = e.rules
    prongs: list[Prong] = []
    spans = depth_spans(t.body, rules)
    for _start, _end, feet in spans:
        prongs.append(Prong("depth", feet, "ft", e.fig(rules.depth_prong.figure)))
    for q in distances(t):
        if any(s <= q.start < end for s, end, _ in spans):
            continue
        kind = receptor(t.body, q, rules)
        if kind == "conduit":
            after = t.body[q.end:]
            kind = next((f"conduit_{way}" for way, pattern in rules.slope_words.items()
                         if rules.rx(pattern).search(after)), "conduit")
            if kind == "conduit":
                kind = _row_slope(t.body, q, rules)
        key = rules.wqma_prongs.get(kind)
        if key:
            prongs.append(Prong(kind, float(q.feet), "ft", e.fig(key)))
        # "within 1,000 feet of a navigable lake, pond, flowage, river or stream": one distance, every
        # water it names (the stream prong of the same figure is the wider one)
        for other in _also_named(t.body, q, kind, rules):
            prongs.append(Prong(other, float(q.feet), "ft", e.fig(rules.wqma_prongs[other])))
    return prongs


def _row_slope(body: str, q: Measure, rules: RuleSet) -> str:
    """A conduit distance read from a table row names its direction in the row, before the figure ("Direct
    conduit to groundwater; site upslope of the conduit; Column 2: 300 feet"); a row naming both, neither."""
    before = body[max(0, q.start - 120):q.start]
    row = _table_row(body, q)
    if row is None:
        row = before.rsplit(". ", 1)[-1] if _ROW_CITED.search(before) else ""
    ways = [way for way, rule in rules.row_slope_words.items() if rules.rx(rule.pattern).search(row)]
    return f"conduit_{ways[0]}" if len(ways) == 1 else "conduit"


_ROW_CITED = re.compile(r"\brow\b[^.]*:", re.I)  # "Table 17.05-1, row E1: ...", the cells a rule cites (segment.tables)


def _also_named(body: str, q: Measure, kind: str, rules: RuleSet) -> list[str]:
    """Other WQMA receptor kinds named in the same receptor phrase as the distance's first one."""
    if kind not in rules.wqma_prongs or kind.startswith("conduit"):
        return []
    if rules.marker_only is not None and rules.rx(rules.marker_only.pattern).search(body[q.end:]):
        return []  # "Land within 1,000 feet of the ordinary high-water mark": a table row, the next row's water
    window = body[q.end:q.end + 100]
    nxt = _ANY_DISTANCE.search(window)
    window = re.split(r"[.;]\s", window[: nxt.start()] if nxt else window)[0]
    also = [k for k, _, bare in _kinds(rules)
            if k != kind and k in rules.wqma_prongs and not k.startswith("conduit") and bare.search(window)]
    if kind == "municipal_well" and "well" in rules.wqma_prongs and "well" not in also:
        # a row that names its wells before the figure, "A private or public water supply well: 500 feet": the
        # private well's prong too (the strictest part decides, RUBRIC rule 23)
        before = re.split(r"[.;]\s", body[max(0, q.start - 120):q.start])[-1]
        if re.search(r"\bprivate\b", before) and _ANY_DISTANCE.search(before) is None:
            also.append("well")
    return also
