"""Version pairs for the comparison tests and benchmark: programmatic edits of a labeled ordinance.

Each edit returns the new text and the gold alignment (old label, new label, change), built by
construction — never from the aligner. Edits: renumber the chapter, amend a figure, split a
unit, delete a unit, re-adopt in its entirety, move a unit to another section, and change only
punctuation and line breaks. A pair is kept only when the segmenter finds the labels the edit
meant to create in the new text (so the gold labels exist); a layout change is applied apart
(`render`), so the same text in two layouts must come out unchanged.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field

from ordinance_review import ingest, segment
from ordinance_review.compare import text as tx
from ordinance_review.models import Provision

Gold = list[tuple[str | None, str | None, str]]
_UNIT = re.compile(r"\s*(?:\(?[0-9A-Za-z]{1,4}[.)]|§|Sec\.|Section\b|SECTION\b|\[)")
_FIGURE = re.compile(r"\b(\d{1,4})(?=\)?\s*(?:feet|foot|ft|days|day|months|years|percent|%|acres|hours|inches|animal units))", re.I)


@dataclass
class VersionPair:
    case: str
    edit: str
    old_text: str
    new_text: str
    gold: Gold
    old_layout: str = "text"
    new_layout: str = "text"
    notes: list[str] = field(default_factory=list)


def provisions(text: str) -> list[Provision]:
    return segment.segment(ingest.load_text(text, "v.txt"))[1]


def _phrase(words: list[str]) -> re.Pattern[str]:
    return re.compile(r"\W+".join(re.escape(w) for w in words))


def _locate(text: str, p: Provision, *, end: bool = False) -> tuple[int, int] | None:
    ws = re.findall(r"\w+", p.text)
    if len(ws) < 3:
        return None
    chunk = ws[-6:] if end else ws[:6]
    hits = list(_phrase(chunk).finditer(text))
    return (hits[0].start(), hits[0].end()) if len(hits) == 1 else None


def _last_component(label: str) -> str:
    comps = re.findall(r"\([^)]*\)|[^\s()]+", label)
    return comps[-1] if comps else ""


def _token_start(text: str, p: Provision) -> int | None:
    """Where the printed number of `p` starts (its last label component, just before its text)."""
    loc = _locate(text, p)
    if loc is None:
        return None
    comp = _last_component(p.label)
    before = text[max(0, loc[0] - 120) : loc[0]]
    i = before.rfind(comp)
    return loc[0] - len(before) + i if i >= 0 else None


def successor(token: str) -> str | None:
    m = re.fullmatch(r"(\(?)(\d+|[A-Za-z])([.)])", token)
    if not m:
        return None
    open_, core, close = m.groups()
    nxt = str(int(core) + 1) if core.isdigit() else (chr(ord(core) + 1) if core not in "zZ" else None)
    if nxt is None or nxt.lower() in ("i", "v", "x"):
        return None
    return f"{open_}{nxt}{close}"


def _siblings(ps: list[Provision]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for i, p in enumerate(ps):
        out.setdefault(p.parent or "", []).append(i)
    return out


def _identity(ps: list[Provision], skip: set[str] = frozenset()) -> Gold:  # type: ignore[assignment]
    return [(p.label, p.label, "unchanged") for p in ps if p.label not in skip]


def renumber(text: str, ps: list[Provision]) -> tuple[str, Gold] | None:
    sections = {tx.section_number(p.label) for p in ps}
    prefixes = {re.split(r"[.\-]", s)[0] for s in sections if re.search(r"[.\-]", s)}
    if len(prefixes) != 1 or not all(re.search(r"[.\-]", s) for s in sections):
        return None
    prefix = prefixes.pop()
    new_prefix = str(int(prefix) + 1)
    rx = re.compile(r"(?<![\w.\-])(" + "|".join(re.escape(s) for s in sorted(sections, key=len, reverse=True)) + r")(?![\w\-]|\.\d)")

    def sub(s: str) -> str:
        return rx.sub(lambda m: new_prefix + m.group(1)[len(prefix):], s)

    return sub(text), [(p.label, sub(p.label), "renumbered") for p in ps]


def amend_figure(text: str, ps: list[Provision]) -> tuple[str, Gold] | None:
    for p in ps:
        m = _FIGURE.search(p.text)
        loc = _locate(text, p)
        if not m or loc is None:
            continue
        end = _locate(text, p, end=True)
        span_end = end[1] if end else loc[1] + 400
        seg = text[loc[0] : span_end]
        fm = _FIGURE.search(seg)
        if not fm:
            continue
        n = int(fm.group(1))
        new = str(n + max(1, n // 4))
        pos = loc[0] + fm.start(1)
        new_text = text[:pos] + new + text[pos + len(fm.group(1)) :]
        return new_text, [*_identity(ps, {p.label}), (p.label, p.label, "amended")]
    return None


def split(text: str, ps: list[Provision]) -> tuple[str, Gold] | None:
    sib = _siblings(ps)
    for idxs in sib.values():
        p = ps[idxs[-1]]
        comp = _last_component(p.label)
        nxt = successor(comp)
        sentences = re.split(r"(?<=[a-z)]\.)\s+(?=[A-Z])", p.text)
        if nxt is None or len(sentences) < 2 or len(idxs) < 2 or len(sentences[-1].split()) < 6:
            continue
        words = re.findall(r"\w+", sentences[-1])[:5]
        hits = list(_phrase(words).finditer(text))
        if len(hits) != 1:
            continue
        pos = hits[0].start()
        tok = _token_start(text, p)
        if tok is None:
            continue
        line_start = text.rfind("\n", 0, tok) + 1
        indent = " " * (tok - line_start) if not text[line_start:tok].strip() else ""
        new_label = p.label[: len(p.label) - len(comp)] + nxt
        new_text = text[:pos].rstrip(" ") + "\n\n" + indent + nxt + " " + text[pos:]
        return new_text, [*_identity(ps, {p.label}), (p.label, p.label, "split"), (p.label, new_label, "split")]
    return None


def delete(text: str, ps: list[Provision]) -> tuple[str, Gold] | None:
    sib = _siblings(ps)
    for idxs in sib.values():
        for a, b in zip(idxs, idxs[1:], strict=False):
            p, q = ps[a], ps[b]
            if b != a + 1 or ps[a].heading == "" or not p.text.strip():
                continue
            s, e = _token_start(text, p), _token_start(text, q)
            if s is None or e is None or e <= s:
                continue
            line_start = text.rfind("\n", 0, s) + 1
            if text[line_start:s].strip():
                continue
            eline = text.rfind("\n", 0, e) + 1
            if text[eline:e].strip():
                continue
            return text[:line_start] + text[eline:], [*_identity(ps, {p.label}), (p.label, None, "removed")]
    return None


def move(text: str, ps: list[Provision]) -> tuple[str, Gold] | None:
    """Move a unit with a next sibling to the end of another section's units."""
    sib = _siblings(ps)
    groups = [idxs for parent, idxs in sib.items() if parent and len(idxs) >= 2]
    for idxs in groups:
        for a, b in zip(idxs, idxs[1:], strict=False):
            p, q = ps[a], ps[b]
            if b != a + 1:
                continue
            s, e = _token_start(text, p), _token_start(text, q)
            if s is None or e is None or e <= s or text[text.rfind("\n", 0, s) + 1 : s].strip():
                continue
            comp = _last_component(p.label)
            for other in groups:
                if other is idxs:
                    continue
                dest = ps[other[-1]]
                dcomp = _last_component(dest.label)
                nxt = successor(dcomp)
                if nxt is None or type_of(dcomp) != type_of(comp) or other[-1] + 1 >= len(ps):
                    continue
                dend = _locate(text, dest, end=True)
                if dend is None or dend[0] < e:
                    continue
                ins = text.find("\n", dend[1])
                ins = len(text) if ins < 0 else ins
                body = text[s + len(comp) : text.rfind("\n", 0, e)].rstrip()
                dtok = _token_start(text, dest)
                if dtok is None:
                    continue
                indent = " " * (dtok - (text.rfind("\n", 0, dtok) + 1))
                moved = "\n\n" + indent + nxt + body
                new_text = text[:ins] + moved + text[ins:]
                new_text = new_text[:s - (s - (text.rfind("\n", 0, s) + 1))] + new_text[text.rfind("\n", 0, e) + 1 :]
                new_label = dest.label[: len(dest.label) - len(dcomp)] + nxt
                return new_text, [*_identity(ps, {p.label}), (p.label, new_label, "renumbered")]
    return None


def type_of(token: str) -> str:
    return re.sub(r"\d+", "9", re.sub(r"[A-Z]", "A", re.sub(r"[a-z]", "a", token)))


def readopt(text: str, ps: list[Provision]) -> tuple[str, Gold] | None:
    lines = text.splitlines()
    for i, line in enumerate(lines[:25]):
        if re.search(r"\b(?:19|20)\d\d\b", line) and re.search(r"adopt|enact|amend|effective|ord", line, re.I):
            note = " " * (len(line) - len(line.lstrip())) + "Repealed and recreated in its entirety by Ord. No. 2025-04, adopted March 11, 2025"
            return "\n".join([*lines[: i + 1], note, *lines[i + 1 :]]) + "\n", _identity(ps)
    return None


def punctuation(text: str, ps: list[Provision]) -> tuple[str, Gold] | None:
    """Reflow prose paragraphs to another width and trade some commas for semicolons."""
    out = []
    for para in re.split(r"(\n\s*\n)", text):
        lines = para.split("\n")
        prose = len(lines) >= 2 and all(len(ln) > 50 for ln in lines[:-1]) and not any("...." in ln or "--" in ln for ln in lines)
        if not prose:
            out.append(para)
            continue
        indent = lines[0][: len(lines[0]) - len(lines[0].lstrip())]
        joined = " ".join(ln.strip() for ln in lines).replace(", and ", " and ").replace("; ", ", ")
        for width in (72, 66, 78, 61):
            wrapped = textwrap.wrap(joined, width=width, initial_indent=indent, break_on_hyphens=False, break_long_words=False)
            if not any(_UNIT.match(w) for w in wrapped[1:]):
                out.append("\n".join(wrapped))
                break
        else:
            out.append(para)
    return "".join(out), _identity(ps)


EDITS: dict[str, Callable[[str, list[Provision]], tuple[str, Gold] | None]] = {
    "renumber": renumber,
    "amend_figure": amend_figure,
    "split": split,
    "delete": delete,
    "readopt": readopt,
    "move": move,
    "punctuation": punctuation,
}
LAYOUT_PAIRS = [("text", "single"), ("single", "two_column"), ("two_column", "text")]


def pairs_for(case: str, text: str) -> list[VersionPair]:
    """Every edit that applies to the case and whose gold labels the segmenter finds."""
    ps = provisions(text)
    out = []
    for k, (name, edit) in enumerate(EDITS.items()):
        made = edit(text, ps)
        if made is None:
            continue
        new_text, gold = made
        new_labels = {p.label for p in provisions(new_text)}
        wanted = {n for _, n, _ in gold if n is not None}
        if wanted != new_labels:
            continue
        old_layout, new_layout = LAYOUT_PAIRS[k % len(LAYOUT_PAIRS)]
        out.append(VersionPair(case, name, text, new_text, gold, old_layout, new_layout))
    return out


def layout_pairs(case: str, text: str) -> list[VersionPair]:
    """The same text in two layouts: the comparison must report no change."""
    gold = _identity(provisions(text))
    return [VersionPair(case, f"layout:{a}>{b}", text, text, gold, a, b) for a, b in LAYOUT_PAIRS]


def render(text: str, layout: str, name: str):
    """The text as the ingested document of one layout (`text`, or a PDF in `single` / `two_column`)."""
    if layout == "text":
        return ingest.load_text(text, f"{name}.txt")
    from testsupport import pdfgen

    first = next((ln.strip() for ln in text.splitlines() if ln.strip()), name)
    data = pdfgen.render(text, layout=layout, header=first.title()[:60])  # type: ignore[arg-type]
    return ingest.load(data, f"{name}.{layout}.pdf", isolate=False)  # our own test PDFs: read in-process
