"""A draft amendment printed in legislative style, as its own legend says: words to be deleted in [brackets] or set off
between hyphens, words to be added in CAPITALS, beside text that does not change.

Why a module of its own: only the legend tells the marks apart from a code's ordinary brackets, hyphens and capitals.
The reviewer judges the text as it will read once adopted (the deleted words are no longer the rule), and a unit that
carries a mark is amended by the draft, so it keeps no pre-October-2002 exemption (RUBRIC rule 16).
"""

from __future__ import annotations

import re

from ordinance_review.models import HistoryEntry, Provision

# the legend: "words in [brackets] ... are to be deleted", "set off between hyphens -like this- are to be deleted",
# "words in CAPITAL LETTERS are to be added"
_LEGEND_BRACKETS = re.compile(r"\b(?:words?|text|language)\b[^.]{0,60}?\b(?:in|within|between|enclosed in)\s+\[\s*brackets?\s*\]"
                              r"[^.]{0,160}?\b(?:deleted|removed|struck|stricken|omitted)\b", re.I)
_LEGEND_HYPHENS = re.compile(r"\b(?:set off|enclosed|shown|printed)\s+(?:between|by|with|in)\s+(?:hyphens|dashes)\b[^.]{0,80}?"
                             r"\b(?:deleted|removed|struck|stricken)\b|\bstruck\s+through\s+with\s+(?:hyphens|dashes)\b", re.I)
_LEGEND_CAPITALS = re.compile(r"\b(?:words?|text|language)\b[^.]{0,30}?\bin\s+(?:CAPITAL\s+LETTERS|capitals|all\s+capitals|"
                              r"all\s+caps|upper[- ]?case(?:\s+letters)?)\b[^.]{0,80}?\b(?:added|inserted|new|created)\b", re.I)
# a deletion in brackets (never a code's own bracketed history note: "[Am. Ord. 2011-06]")
_BRACKETED = re.compile(r"\s*\[(?!\s*(?:Am|Amended|Cr|Created|Added|Rep|Repealed|Ord|Renum|Rn|History|Reserved)\b)[^\[\]]{1,600}\]")
# a deletion between hyphens: "to -reduce- PREVENT pollution", "within -100- 500 FEET" (a range, "2011-2012", or a
# hyphenated word is none: the hyphens of a deletion stand apart from the words around them)
_HYPHENED = re.compile(r"\s*(?<![\w\-])-(?=[\w(])[^\-\n]{1,200}?(?<=[\w.,;)])-(?![\w\-])")
# an addition: three or more capitalized words in a row ("WIS. STATS., AND CH. ATCP 50")
_ADDED = re.compile(r"\b[A-Z]{2,}[.,;:]?(?:\s+(?:\(?[A-Z0-9]{1,}[.,;:)]*)){2,}")


def legend(front: str) -> tuple[bool, bool, bool]:
    """Which marks the document's own legend names: (brackets delete, hyphens delete, capitals add)."""
    return (bool(_LEGEND_BRACKETS.search(front)), bool(_LEGEND_HYPHENS.search(front)), bool(_LEGEND_CAPITALS.search(front)))


def marked_changes(provisions: list[Provision], front: str) -> list[Provision]:
    """The units as they will read once the draft is adopted, each marked one noted as amended by the draft (a note with
    no date, which ends a pre-2002 exemption: the draft's own adoption is still to come)."""
    brackets, hyphens, capitals = legend(front)
    if not (brackets or hyphens or capitals):
        return provisions
    out = []
    for p in provisions:
        text, marked = p.text, False
        if brackets and _BRACKETED.search(text):
            text, marked = _BRACKETED.sub("", text), True
        if hyphens and _HYPHENED.search(text):
            text, marked = _HYPHENED.sub("", text), True
        if capitals and _added(text):
            marked = True
        if not marked:
            out.append(p)
            continue
        note = HistoryEntry(action="amended", text="changed by the draft: its marked deletions and additions")
        out.append(p.model_copy(update={"text": re.sub(r"\s{2,}", " ", text).strip(), "history": [*p.history, note]}))
    return out


def _added(text: str) -> bool:
    """Words added in capitals: a run of them inside the text, or a whole unit in capitals (a new paragraph); never
    a caption in capitals at the unit's start alone ("EXISTING FACILITIES. A facility ...")."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) >= 40 and sum(c.isupper() for c in letters) >= 0.8 * len(letters):
        return True
    return any(not re.match(r"^[\s\W]*$", text[: m.start()]) for m in _ADDED.finditer(text))
