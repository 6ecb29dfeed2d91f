"""Words of a provision as the comparison sees them: normalized, compared, diffed.

Why words and not characters: a layout change (another PDF, two columns, a reflowed paragraph,
hyphenation at line ends) and a punctuation-only edit move characters but not words, and
neither is an amendment. Figures keep their decimal point ("5.5" stays one word), so amending a
figure is always a changed word.
"""

from __future__ import annotations

import difflib
import re

from rapidfuzz import fuzz

from ordinance_review.compare.models import DiffPart
from ordinance_review.segment.numbering import TYPESET_DASH

_WORDS = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+", re.UNICODE)
_SPACE = re.compile(r"\s+")
# the number a label starts with: "14.45" of "14.45(1)(a)", "250-3" of "§ 250-3 A.", "6" of "Section 6(A)"
_SECTION = re.compile(r"(\d+(?:[.\-]\d+)*)")
_REF_CUE = re.compile(r"(?:\bs|\bss|\bsec|\bsecs|\bsection|\bsections|§+)\.?\s*$", re.IGNORECASE)


def words(text: str) -> list[str]:
    """Lower-case words and figures; punctuation, line breaks and spacing are dropped."""
    return [w.replace(",", "") if w[0].isdigit() else w for w in _WORDS.findall(text.lower())]


def key(text: str) -> str:
    """Equality key: two texts with the same key differ at most in punctuation, spacing and line breaks.

    Words are joined without spaces so that a word split at a line end ("well- head") equals the
    joined word.
    """
    return "".join(words(text))


def norm(text: str) -> str:
    return " ".join(words(text))


def similarity(a: str, b: str) -> float:
    """0..1 on the normalized words (rapidfuzz's normalized Indel similarity)."""
    if not a and not b:
        return 1.0
    return round(fuzz.ratio(a, b) / 100.0, 4)


def contained(part: str, whole: str) -> float:
    """How well `part` is found inside `whole` (0..1): for splits and merges."""
    if not part or not whole:
        return 0.0
    return fuzz.partial_ratio(part, whole) / 100.0


def norm_label(label: str | None) -> str:
    """`§ 14.45 (1)`, `Sec. 14.45(1)` and `14.45(1)` are one label, and so are `§ 180–5` and `§ 180-5`."""
    if not label:
        return ""
    label = TYPESET_DASH.sub("-", label)
    label = re.sub(r"§|\bSec\.|\bSection\b|\bSECTION\b", "", label)
    return re.sub(r"[\s.]", "", label).lower()


def section_number(label: str | None) -> str:
    m = _SECTION.search(label or "")
    return m.group(1) if m else ""


def renumber_refs(text: str, mapping: dict[str, str]) -> str:
    """The text with its cross-references to renumbered sections written in the new numbers.

    Only references that cannot be figures are rewritten: a number with a separator ("14.45",
    "250-3") or one after a section cue ("s.", "sec.", "section", "§").
    """
    if not mapping:
        return text
    pattern = re.compile(r"(?<![\w.\-])(" + "|".join(re.escape(k) for k in sorted(mapping, key=len, reverse=True)) + r")(?![\w\-]|\.\d)")

    def sub(m: re.Match[str]) -> str:
        token = m.group(1)
        if "." in token or "-" in token or _REF_CUE.search(text[max(0, m.start() - 12) : m.start()]):
            return mapping[token]
        return token

    return pattern.sub(sub, text)


def word_diff(old: str, new: str, mapping: dict[str, str] | None = None) -> list[DiffPart]:
    """A word-level diff of the printed words; punctuation-only differences count as equal, and so
    does a cross-reference renumbered the way `mapping` (old section → new) says."""
    a, b = _SPACE.split(old.strip()) if old.strip() else [], _SPACE.split(new.strip()) if new.strip() else []
    mapping = mapping or {}
    na, nb = [key(mapping.get(w.strip(".,;:()"), w)) for w in a], [key(w) for w in b]
    parts: list[DiffPart] = []

    def add(op: str, tokens: list[str]) -> None:
        if not tokens:
            return
        text = " ".join(tokens)
        if parts and parts[-1].op == op:
            parts[-1] = DiffPart(op=op, text=parts[-1].text + " " + text)  # type: ignore[arg-type]
        else:
            parts.append(DiffPart(op=op, text=text))  # type: ignore[arg-type]

    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, na, nb, autojunk=False).get_opcodes():
        if tag == "equal":
            add("equal", b[j1:j2])
        else:
            add("delete", a[i1:i2])
            add("insert", b[j1:j2])
    return parts
