"""Title and jurisdiction of an ordinance, read from its title block and its "known as" clause."""

from __future__ import annotations

import re

_CITED_AS = re.compile(
    r"(?:known\s+as|cited\s+as|referred\s+to\s+as)\s*,?\s*(?:and\s+may\s+be\s+cited\s+as\s*,?\s*)?(?:the\s+)?"
    r"[\"“]?(?P<title>[A-Z][^\"”\n]{5,160}?(?:Ordinance|Code|Chapter|Regulations|Law)\b)",
)
_MUNICIPAL = re.compile(
    r"\b(?P<kind>town|village|city)\s+of\s+(?P<name>[A-Za-z][A-Za-z.' ]{1,40}?)(?=\s*(?:,|\n|$|\bcode\b|\bordinance\b|\bchapter\b|\bwi\b|\bwisconsin\b|\())",
    re.I,
)
_COUNTY = re.compile(r"\b(?P<name>[A-Z][A-Za-z.']+(?:\s+[A-Z][A-Za-z.']+)?)\s+county\b", re.I)
_NOT_TITLE = re.compile(
    r"^(?:(?:table\s+of\s+)?contents\b|article\b|chapter\b|section\b|sec\.|§|\(?\d|[IVX]+\.\s)", re.I
)
_NOT_NAME = {"the", "this", "said", "any", "each", "every", "such", "of", "in", "and", "a"}


def _title_case(text: str) -> str:
    """ "VILLAGE OF EAST PRAIRIE" → "Village of East Prairie"; mixed case is kept as printed."""
    words = []
    for w in text.split():
        if w.lower() in {"of", "and"}:
            words.append(w.lower())
        elif w.isupper() or w.islower():
            words.append(w.capitalize())
        else:
            words.append(w)
    return " ".join(words)


def jurisdiction(front: str, body: str, bands: str = "") -> str:
    """ "Town of Birch Hollow", "Village of East Prairie", "Marlow County"; "" when not stated.

    `bands` (running headers such as "OSTRANDER COUNTY CODE") are the last resort: a Municode
    chapter often names its county nowhere else."""
    for text in (front, body[:3000], bands):
        m = _MUNICIPAL.search(text)
        if m:
            name = re.sub(r"\s+", " ", m.group("name")).strip()
            return _title_case(f"{m.group('kind')} of {name}")
        for m in _COUNTY.finditer(text):
            words = m.group("name").split()
            while words and words[0].lower() in _NOT_NAME:
                words = words[1:]
            if words:
                return _title_case(" ".join(words) + " County")
    return ""


def title(front: str, body: str) -> str:
    """The name the ordinance gives itself, else the title-block line that names an ordinance."""
    m = _CITED_AS.search(body[:4000])
    if m:
        return re.sub(r"\s+", " ", m.group("title")).strip()
    lines = [ln.strip() for ln in front.splitlines() if ln.strip()]
    for i, line in enumerate(lines):
        if re.search(r"\bordinance\b", line, re.I) and not re.search(
            r"\bordinance\s+no\b|\bord\.", line, re.I
        ):
            block = [line]
            for nxt in lines[i + 1 : i + 4]:
                if _NOT_TITLE.match(nxt):
                    break  # "TABLE OF CONTENTS", "ARTICLE I GENERAL PROVISIONS", "1.01 Title"
                if nxt.isupper() == line.isupper() and not re.search(r"\d{4}", nxt):
                    block.append(nxt)
                else:
                    break
            return re.sub(r"\s+", " ", " ".join(block)).strip()
    for line in lines:
        if re.match(r"(?:sub)?chapter\b", line, re.I):
            return line
    return ""
