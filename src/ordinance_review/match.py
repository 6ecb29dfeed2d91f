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
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain

from rapidfuzz import fuzz

from ordinance_review.models import Candidate, Standard
from ordinance_review.quantities import Quantity, find_quantities
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
    "gal_per_acre_per_year": "gal_rate", "date_range": "season", "acres": "area",
}

W_KEYWORD = 0.5
W_FUZZY = 0.4
KEYWORD_SATURATION = 8.0  # keyword weight at which the keyword part reaches ~63 of 100
FUZZY_FLOOR = 45.0  # token-set ratios below this are noise between unrelated sentences
QTY_UNIT_BONUS = 4.0
QTY_CONTEXT_BONUS = 6.0
QTY_VALUE_BONUS = 3.0
HEADING_WEIGHT = 0.5
FUZZY_MAX_EXAMPLES = 24
DEFINITION_PENALTY = 0.8
_DEFINITION_CUE = re.compile(r"\bmeans?\b|\bdefin|\bincludes?\b|[\"“”]\s*\w[^\"“”]{0,60}[\"“”]|\bis a\b|\bis an\b", re.I)


_SUFFIXES = ("ations", "ation", "ions", "ion", "ings", "ing", "ies", "ed", "es", "s", "e")


@lru_cache(maxsize=65536)
def _stem(tok: str) -> str:
    """Crude suffix stripping so "stacked"/"stacking"/"stack" and "incorporated"/"incorporation" meet."""
    if tok.endswith("ss"):
        return tok
    for suf in _SUFFIXES:
        if tok.endswith(suf) and len(tok) - len(suf) >= 4:
            return tok[: -len(suf)]
    return tok


_STOP = _STOP | frozenset(_stem(w) for w in _STOP)


def _tokens(text: str) -> list[str]:
    return [_stem(t) for t in _TOKEN_RE.findall(text.lower())]


def normalize(text: str) -> str:
    """Lower-case, punctuation to spaces, crude stemming: the form keywords and examples are matched in."""
    return " ".join(_tokens(text))


def _content(text: str) -> str:
    return " ".join(t for t in _tokens(text) if t not in _STOP)


@dataclass(frozen=True)
class _Index:
    standards: tuple[Standard, ...]
    keyword_first: dict[str, tuple[tuple[str, ...], ...]]  # first token -> keyword token tuples, longest first
    keyword_owners: dict[tuple[str, ...], tuple[tuple[int, float], ...]]  # keyword -> (standard index, weight)
    examples: tuple[str, ...]
    example_owner: tuple[int, ...]
    example_tokens: dict[str, tuple[int, ...]]  # content token -> examples containing it
    param_classes: tuple[frozenset[str], ...]  # unit classes of each standard's numeric parameters
    param_words: tuple[dict[str, frozenset[str]], ...]  # unit class -> words of parameter names/notes
    param_values: tuple[dict[str, frozenset[float]], ...]
    class_owners: dict[str, tuple[int, ...]]  # unit class -> standards with a parameter in it


_INDEXES: dict[str, _Index] = {}


def _build_index(catalog: Catalog) -> _Index:
    standards = tuple(sorted(catalog.comparable(), key=lambda s: s.id))
    n = len(standards)
    owners: dict[str, set[int]] = {}
    for i, s in enumerate(standards):
        for kw in s.keywords:
            key = normalize(kw)
            # "2 feet", "24 months": figures are compared by the quantity signal, not as words
            if key and not find_quantities(kw):
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
        keyword_owners[tuple(words)] = tuple((i, weight) for i in sorted(idx))
    keyword_first: dict[str, list[tuple[str, ...]]] = {}
    for key in sorted(keyword_owners, key=lambda k: (-len(k), k)):
        keyword_first.setdefault(key[0], []).append(key)
    examples: list[str] = []
    example_owner: list[int] = []
    param_classes: list[frozenset[str]] = []
    param_words: list[dict[str, frozenset[str]]] = []
    param_values: list[dict[str, frozenset[float]]] = []
    example_tokens: dict[str, list[int]] = {}
    for i, s in enumerate(standards):
        for ex in s.examples:
            content = _content(ex)
            for tok in set(content.split()):
                example_tokens.setdefault(tok, []).append(len(examples))
            examples.append(content)
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
    # words in a large share of the examples ("manure", "facility") do not tell examples apart
    common = max(8, len(examples) // 6)
    example_tokens = {t: js for t, js in example_tokens.items() if len(js) <= common}
    return _Index(
        standards=standards,
        keyword_first={k: tuple(v) for k, v in keyword_first.items()},
        keyword_owners=keyword_owners,
        examples=tuple(examples),
        example_owner=tuple(example_owner),
        example_tokens={k: tuple(v) for k, v in example_tokens.items()},
        param_classes=tuple(param_classes),
        param_words=tuple(param_words),
        param_values=tuple(param_values),
        class_owners={
            c: tuple(i for i, classes in enumerate(param_classes) if c in classes)
            for c in sorted(set().union(*param_classes))
        },
    )


def _index(catalog: Catalog) -> _Index:
    idx = _INDEXES.get(catalog.version)
    if idx is None:
        idx = _build_index(catalog)
        _INDEXES[catalog.version] = idx
    return idx


def _keyword_weights(idx: _Index, tokens: list[str], scale: float, into: list[float]) -> None:
    """Add the weight of every keyword found as a whole-word token run (each keyword counted once)."""
    hit: set[tuple[str, ...]] = set()
    n = len(tokens)
    for pos, tok in enumerate(tokens):
        for key in idx.keyword_first.get(tok, ()):
            k = len(key)
            if k == 1 or (pos + k <= n and tuple(tokens[pos : pos + k]) == key):
                hit.add(key)
    for key in hit:
        for i, w in idx.keyword_owners[key]:
            into[i] += w * scale


def _quantity_bonus(idx: _Index, text: str, quantities: list[Quantity], into: dict[int, float]) -> None:
    lower = text.lower()
    for q in quantities:
        cls = "season" if q.kind == "date_range" else _UNIT_CLASS.get(q.unit)
        owners = idx.class_owners.get(cls or "", ())
        if not owners:
            continue
        window = {_stem(w) for w in _TOKEN_RE.findall(lower[q.end : q.end + 60])}
        window |= {_stem(w) for w in _TOKEN_RE.findall(lower[max(0, q.start - 40) : q.start])}
        window -= _STOP
        for i in owners:
            bonus = QTY_UNIT_BONUS
            if window & idx.param_words[i].get(cls, frozenset()):  # type: ignore[arg-type]
                bonus += QTY_CONTEXT_BONUS
            if q.value in idx.param_values[i].get(cls, frozenset()):  # type: ignore[arg-type]
                bonus += QTY_VALUE_BONUS
            if bonus > into.get(i, 0.0):
                into[i] = bonus


def _fuzzy(idx: _Index, content_tokens: list[str]) -> dict[int, float]:
    """Best token-set ratio per standard over the examples sharing the most content words with the text."""
    get = idx.example_tokens.get
    overlap = Counter(chain.from_iterable(get(tok, ()) for tok in set(content_tokens)))
    need = 2 if len(set(content_tokens)) > 2 else 1
    chosen = [j for j, c in overlap.items() if c >= need]
    if len(chosen) > FUZZY_MAX_EXAMPLES:  # only the examples sharing the most words can score high
        chosen = sorted(chosen, key=lambda j: (-overlap[j], j))[:FUZZY_MAX_EXAMPLES]
    best_by_std: dict[int, float] = {}
    if not chosen:
        return best_by_std
    content = " ".join(content_tokens)
    for j in chosen:
        sc = fuzz.token_set_ratio(content, idx.examples[j], score_cutoff=FUZZY_FLOOR)
        i = idx.example_owner[j]
        if sc > best_by_std.get(i, 0.0):
            best_by_std[i] = sc
    return best_by_std


def _score_all(
    text: str, catalog: Catalog, heading: str = "", quantities: list[Quantity] | None = None
) -> list[tuple[float, Standard]]:
    """Every comparable standard with a positive score, best first (ties by id)."""
    idx = _index(catalog)
    tokens = _tokens(text)
    kw = [0.0] * len(idx.standards)
    _keyword_weights(idx, tokens, 1.0, kw)
    if heading:
        _keyword_weights(idx, _tokens(heading), HEADING_WEIGHT, kw)
    fuzzy = _fuzzy(idx, [t for t in tokens if t not in _STOP])
    qty: dict[int, float] = {}
    _quantity_bonus(idx, text, find_quantities(text) if quantities is None else quantities, qty)
    definitional = bool(_DEFINITION_CUE.search(text))
    out: list[tuple[float, Standard]] = []
    for i in {i for i, w in enumerate(kw) if w} | fuzzy.keys() | qty.keys():
        s = idx.standards[i]
        kw_part = 100.0 * (1.0 - math.exp(-kw[i] / KEYWORD_SATURATION))
        fz_part = max(0.0, (fuzzy.get(i, 0.0) - FUZZY_FLOOR) / (100.0 - FUZZY_FLOOR) * 100.0)
        score = W_KEYWORD * kw_part + W_FUZZY * fz_part + qty.get(i, 0.0)
        if s.kind == "definition" and not definitional and qty.get(i, 0.0) < QTY_UNIT_BONUS + QTY_CONTEXT_BONUS:
            # a definition is a weaker match for an operative rule, unless the rule states a figure of
            # the kind the definition fixes ("500 feet of a private well" vs the WQMA well distance)
            score *= DEFINITION_PENALTY
        score = round(min(100.0, score), 1)
        if score > 0:
            out.append((score, s))
    out.sort(key=lambda t: (-t[0], t[1].id))
    return out


def candidates(
    text: str,
    catalog: Catalog,
    *,
    limit: int = 5,
    heading: str = "",
    quantities: list[Quantity] | None = None,
) -> list[Candidate]:
    """The `limit` best comparable standards for a provision text, best first (score 0-100, > 0 only).

    `heading` (the section caption) counts at half weight; pass `quantities` if already computed
    with `quantities.find_quantities(text)` to save the second scan.
    """
    ranked = _score_all(text, catalog, heading, quantities)
    return [
        Candidate(citation=s.citation, score=score, standard_id=s.id, topic=s.topic) for score, s in ranked[:limit]
    ]


def best(
    text: str, catalog: Catalog, *, heading: str = "", min_score: float = 0.0, quantities: list[Quantity] | None = None
) -> Standard | None:
    """The single best standard, or None if nothing scores above `min_score`."""
    ranked = _score_all(text, catalog, heading, quantities)
    if not ranked or ranked[0][0] <= min_score:
        return None
    return ranked[0][1]
