"""Captions: the heading words that open a unit ("CLOSURE PROCEDURE.", "Location.", "Title and authority.").

They name the provision (its `heading`), they sit between a number and its first child on one
line ("(3) CLOSURE. (a) ..."), and they are kept in the provision text as printed.
"""

from __future__ import annotations

import re

from ordinance_review.segment.numbering import STATE_RULE_KEY, Token

_LEADING_DASH = re.compile(r"^[-–—]+\s+")
_ABBREV_END = re.compile(r"\b(?:s|ss|No|Ord|Wis)$")
CAPS_CAPTION = re.compile(r"^([A-Z][A-Z0-9 ,;'’&/\-]*[A-Z0-9])[.:](?:\s+|$)")  # "DEFINITIONS:" too
# (two headings joined by a semicolon, as the statutes print them: "Enforcement; schedule of violations.")
MIXED_CAPTION = re.compile(r"^([A-Z][^.:;\[\]]{0,70}?(?:; [A-Za-z][^.:;\[\]]{0,40}?){0,3})\.(?=\s+(?:[A-Z\"“(0-9]|[a-z]\.\s)|\s*$)")
VERBISH = re.compile(
    r"\b(?:shall|may|must|is|are|was|were|be|means|mean|has|have|will|includes?|appl(?:y|ies)|does|do|can|"
    r"no\s+person|requires?|prohibited)\b",
    re.IGNORECASE,
)


def caption(text: str) -> str:
    """The run-in caption opening a unit's text: "CLOSURE PROCEDURE", "Location", "Title and authority"."""
    if key := STATE_RULE_KEY.match(text):  # "(NR 151.06) Clean water diversions.": the rule it is keyed to, before it
        text = text[key.end():]
    m = CAPS_CAPTION.match(text)
    if m and sum(c.isupper() for c in m.group(1)) >= 3:
        return m.group(1)
    if text.isupper() and len(text.split()) <= 10 and "[" not in text:
        return text.rstrip(" .")  # "I. GENERAL PROVISIONS": a heading with no run-in text
    m = MIXED_CAPTION.match(text)
    if m:
        cap = m.group(1)
        if len(cap.split()) <= 8 and not VERBISH.search(cap) and not _ABBREV_END.search(cap):
            return cap
    return ""


# a history note closing a heading's line: "5.4   LAND APPLICATION OF ANIMAL WASTE  (Amended 6-14-2011, Ord. 11-06)"
_TRAILING_NOTE = re.compile(r"\s*[(\[](?:Amended|Am\.|Created|Cr\.|Added|Repealed|Rep\.|Renumbered|Rn\.|Revised|Rev\.|"
                            r"Ord(?:inance)?\.?\s)[^()\[\]]{0,120}[)\]]\s*$", re.I)


def opens_with_caption(text: str, chain: list[list[Token]]) -> bool:
    """After the number comes a caption ("14.01 AUTHORITY." / "Sec. 2 Title.") or nothing (a history note may close
    the heading's line)."""
    rest = _TRAILING_NOTE.sub("", _LEADING_DASH.sub("", text[chain[-1][0].end :].strip()))
    return not rest or bool(caption(rest)) or bool(line_caption(rest))


def line_caption(first_rest: str) -> str:
    """A heading printed alone after its number, with no period: "SECTION I – TITLE/PURPOSE"."""
    rest = first_rest.strip()
    if rest.isupper() and len(rest.split()) <= 10 and "[" not in rest:
        return rest.rstrip(" .:")
    return ""
