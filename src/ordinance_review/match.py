"""Rank the state standards a provision may touch: keywords, fuzzy similarity to examples, quantities.

The assessor needs a short, ranked list of candidate standards per provision, fast (hundreds of
provisions per review) and always in the same order. Three signals, all read from the catalog so the
law stays data:

* keyword hits (whole word, case-insensitive), weighted by how specific the keyword is: a phrase
  found in one standard's keywords says more than a word shared by twenty;
* rapidfuzz similarity of the provision to each standard's example sentences (content words only);
* the quantities the provision states: a distance, a duration or a storm whose unit matches one of the
  standard's parameters, more so when the words next to it ("feet of a private well") match the
  parameter's name.

Scores are 0-100; ties break by catalog id, so the same text always gives the same list.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from ordinance_review.models import Candidate, Standard
from ordinance_review.quantities import find_quantities
from ordinance_review.standards import Catalog

# words that carry no topic: dropped before fuzzy comparison and from keyword weighting
_STOP = frozenset(
    """a an the and or nor of to in on at by for from with within without into onto upon as is are be been
    being shall may must will would can could should not no any all each every such this that these those
    its it his her their which who whom whose than then there where when if unless except other others
    person persons owner operator more less least most at under over after before between during per
    ordinance chapter section subsection provision provisions county town village city department board""".split()
)

_TOKEN_RE = re.compile(r"[a-z0-9%]+")

# unit classes: a provision's quantity "matches" a parameter of the same class
_UNIT_CLASS = {
    "ft": "distance", "inches": "depth", "cubic_ft": "volume", "percent": "percent",
    "days": "duration", "months": "duration", "years": "duration", "hours": "hours",
    "year_storm": "storm", "year_flood": "flood", "animal_units": "animal_units",
    "animal_units_per_acre": "stocking", "ppm": "concentration", "mg_per_l": "concentration",
    "gal_per_acre": "gal_rate", "gallons_per_acre": "gal_rate", "gal_per_acre_per_week": "gal_rate",
    "gal_per_acre_per_year": "gal_rate", "date_range": "season", "acres": "area", "usd": "money",
}

W_KEYWORD = 0.55
W_FUZZY = 0.35
KEYWORD_SATURATION = 5.0  # keyword weight at which the keyword part reaches ~63 of 100
FUZZY_FLOOR = 45.0  # token-set ratios below this are noise between unrelated sentences
QTY_UNIT_BONUS = 4.0
QTY_CONTEXT_BONUS = 6.0
QTY_VALUE_BONUS = 3.0
HEADING_WEIGHT = 0.5
DEFINITION_PENALTY = 0.8
_DEFINITION_CUE = re.compile(r"\bmeans?\b|\bdefin|\bincludes?\b|[\"“”]\s*\w[^\"“”]{0,60}[\"“”]|\bis a\b|\bis an\b", re.I)


_SUFFIXES = ("ations", "ation", "ions", "ion", "ings", "ing", "ies", "ed", "es", "s", "e")


def _stem(tok: str) -> str:
    """Crude suffix stripping so "stacked"/"stacking"/"stack" and "incorporated"/"incorporation" meet."""
    if tok.endswith("ss"):
        return tok
    for suf in _SUFFIXES:
        if tok.endswith(suf) and len(tok) - len(suf) >= 4:
            return tok[: -len(suf)]
    return tok


_STOP = _STOP | frozenset(_stem(w) for w in _STOP)


def normalize(text: str) -> str:
    """Lower-case, punctuation to spaces, light plural stemming: the form keywords are matched in."""
    return " ".join(_stem(t) for t in _TOKEN_RE.findall(text.lower()))


def _content(text: str) -> str:
    return " ".join(t for t in normalize(text).split() if t not in _STOP)


@dataclass(frozen=True)
class _Index:
    standards: tuple[Standard, ...]
    keyword_re: re.Pattern[str] | None
    keyword_owners: dict[str, tuple[tuple[int, float], ...]]  # keyword -> (standard index, weight)
    prefix_keywords: dict[str, tuple[str, ...]]  # keyword -> shorter keywords starting at the same word
    examples: tuple[str, ...]
    example_owner: tuple[int, ...]
    param_classes: tuple[frozenset[str], ...]  # unit classes of each standard's numeric parameters
    param_words: tuple[dict[str, frozenset[str]], ...]  # unit class -> words of parameter names/notes
    param_values: tuple[dict[str, frozenset[float]], ...]


_INDEXES: dict[str, _Index] = {}


def _build_index(catalog: Catalog) -> _Index:
    standards = tuple(sorted(catalog.comparable(), key=lambda s: s.id))
    n = len(standards)
    owners: dict[str, set[int]] = {}
    for i, s in enumerate(standards):
        for kw in s.keywords:
            key = normalize(kw)
            if key:
                owners.setdefault(key, set()).add(i)
    # how many standards mention a keyword anywhere (keywords, examples, title): a phrase that only one
    # standard lists but every storage standard's examples use ("manure storage facility") is not specific
    docs = [
        " " + normalize(" ".join([*s.keywords, *s.examples, s.title])) + " " for s in standards
    ]
    keyword_owners: dict[str, tuple[tuple[int, float], ...]] = {}
    for key, idx in owners.items():
        words = key.split()
        content_words = [w for w in words if w not in _STOP]
        if not content_words:
            continue
        df = max(len(idx), sum(1 for d in docs if f" {key} " in d))
        idf = math.log(1.0 + n / df)
        specificity = 1.0 + 0.35 * (len(content_words) - 1)
        if len(key) <= 3:
            specificity *= 0.5  # "T", "au", "590": short tokens collide with ordinary text
        weight = idf * specificity
        keyword_owners[key] = tuple((i, weight) for i in sorted(idx))
    keys = sorted(keyword_owners, key=lambda k: (-len(k), k))
    keyword_re = (
        re.compile(r"(?:(?<= )|^)(?=(" + "|".join(re.escape(k) for k in keys) + r")(?: |$))") if keys else None
    )
    prefix_keywords = {
        k: tuple(p for p in keys if p != k and (k.startswith(p + " "))) for k in keys
    }
    examples: list[str] = []
    example_owner: list[int] = []
    param_classes: list[frozenset[str]] = []
    param_words: list[dict[str, frozenset[str]]] = []
    param_values: list[dict[str, frozenset[float]]] = []
    for i, s in enumerate(standards):
        for ex in s.examples:
            examples.append(_content(ex))
            example_owner.append(i)
        classes: set[str] = set()
        words: dict[str, set[str]] = {}
        values: dict[str, set[float]] = {}
        for p in s.parameters:
            cls = _UNIT_CLASS.get(p.unit)
            if cls is None:
                continue
            classes.add(cls)
            name_words = {_stem(w) for w in re.split(r"[_\W]+", p.name.lower()) if w and w not in _STOP}
            words.setdefault(cls, set()).update(name_words)
            if isinstance(p.value, (int, float)) and not isinstance(p.value, bool):
                values.setdefault(cls, set()).add(float(p.value))
        param_classes.append(frozenset(classes))
        param_words.append({k: frozenset(v) for k, v in words.items()})
        param_values.append({k: frozenset(v) for k, v in values.items()})
    return _Index(
        standards=standards,
        keyword_re=keyword_re,
        keyword_owners=keyword_owners,
        prefix_keywords=prefix_keywords,
        examples=tuple(examples),
        example_owner=tuple(example_owner),
        param_classes=tuple(param_classes),
        param_words=tuple(param_words),
        param_values=tuple(param_values),
    )


def _index(catalog: Catalog) -> _Index:
    idx = _INDEXES.get(catalog.version)
    if idx is None:
        idx = _build_index(catalog)
        _INDEXES[catalog.version] = idx
    return idx


def _keyword_weights(idx: _Index, norm_text: str, scale: float, into: list[float]) -> None:
    if idx.keyword_re is None or not norm_text:
        return
    hit: set[str] = set()
    for m in idx.keyword_re.finditer(norm_text):
        key = m.group(1)
        hit.add(key)
        hit.update(idx.prefix_keywords.get(key, ()))
    for key in hit:
        for i, w in idx.keyword_owners[key]:
            into[i] += w * scale


def _quantity_bonus(idx: _Index, text: str, into: list[float]) -> None:
    lower = text.lower()
    for q in find_quantities(text):
        cls = "season" if q.kind == "date_range" else _UNIT_CLASS.get(q.unit)
        if cls is None:
            continue
        window = {_stem(w) for w in _TOKEN_RE.findall(lower[q.end : q.end + 60])} - _STOP
        window |= {_stem(w) for w in _TOKEN_RE.findall(lower[max(0, q.start - 40) : q.start])} - _STOP
        for i, classes in enumerate(idx.param_classes):
            if cls not in classes:
                continue
            bonus = QTY_UNIT_BONUS
            if window & idx.param_words[i].get(cls, frozenset()):
                bonus += QTY_CONTEXT_BONUS
            if q.value in idx.param_values[i].get(cls, frozenset()):
                bonus += QTY_VALUE_BONUS
            into[i] = max(into[i], bonus)


def _score_all(text: str, catalog: Catalog, heading: str = "") -> list[tuple[float, Standard]]:
    idx = _index(catalog)
    n = len(idx.standards)
    kw = [0.0] * n
    _keyword_weights(idx, normalize(text), 1.0, kw)
    if heading:
        _keyword_weights(idx, normalize(heading), HEADING_WEIGHT, kw)
    fuzzy = [0.0] * n
    content = _content(text)
    if content and idx.examples:
        scores = process.cdist([content], idx.examples, scorer=fuzz.token_set_ratio, dtype="float32")[0]
        for j, sc in enumerate(scores):
            i = idx.example_owner[j]
            if sc > fuzzy[i]:
                fuzzy[i] = float(sc)
    qty = [0.0] * n
    _quantity_bonus(idx, text, qty)
    definitional = bool(_DEFINITION_CUE.search(text))
    out: list[tuple[float, Standard]] = []
    for i, s in enumerate(idx.standards):
        kw_part = 100.0 * (1.0 - math.exp(-kw[i] / KEYWORD_SATURATION))
        fz_part = max(0.0, (fuzzy[i] - FUZZY_FLOOR) / (100.0 - FUZZY_FLOOR) * 100.0)
        score = W_KEYWORD * kw_part + W_FUZZY * fz_part + qty[i]
        if s.kind == "definition" and not definitional:
            score *= DEFINITION_PENALTY  # a definition entry is a weaker match for an operative rule
        out.append((round(min(100.0, score), 1), s))
    out.sort(key=lambda t: (-t[0], t[1].id))
    return out


def candidates(text: str, catalog: Catalog, *, limit: int = 5, heading: str = "") -> list[Candidate]:
    """The `limit` best comparable standards for a provision text, best first (score 0-100, > 0 only)."""
    ranked = _score_all(text, catalog, heading)
    return [
        Candidate(citation=s.citation, score=score, standard_id=s.id, topic=s.topic)
        for score, s in ranked[:limit]
        if score > 0
    ]


def best(text: str, catalog: Catalog, *, heading: str = "", min_score: float = 0.0) -> Standard | None:
    """The single best standard, or None if nothing scores above `min_score`."""
    ranked = _score_all(text, catalog, heading)
    if not ranked or ranked[0][0] <= min_score:
        return None
    return ranked[0][1]
