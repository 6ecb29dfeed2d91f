"""Side headings: a code that prints each section's caption in a narrow left margin beside its text.

Older town codes and some county chapters set the section number and its short caption ("3.06  DESIGN
AND" ⏎ "CONSTRUCTION") in a margin column, the section's text in a wide column to its right. Read line
by line, every line of the caption's column runs into the text beside it: "DESIGN AND (1) Every manure
storage facility ..." ⏎ "CONSTRUCTION and maintained in accordance ...", so the caption is lost and the
first subsection hides inside its section. This step reads such a document as it is printed: the number
and the whole caption as one heading line, then the text column's lines as they stand.

The layout is told by its geometry, not by words: many lines whose text starts at one and the same x (the
text column), with a short caption-like part standing apart to the left of it, and at least a few of those
parts opening with a section number. A list typed with its designators apart ("(1)    Text") is no side
heading: its left part is a designator, not a caption.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from ordinance_review.ingest.reading_order import Piece, RawLine
from ordinance_review.ingest.side_by_side import parts_apart

if TYPE_CHECKING:  # layout runs this step; importing it here would go in a circle
    from ordinance_review.ingest.layout import RawPage

# a section number in the margin: "3.06", "§ 4-12", "Sec. 7", "12."
_NUMBER = re.compile(r"^(?:§\s*|Sec\.\s*|Section\s+)?\d{1,4}(?:[.\-]\d{1,4})*\.?(?=\s|$)")
# words of a sentence, not of a caption
_SENTENCE_WORD = re.compile(r"\b(?:shall|may|must|is|are|be|means|the\s+\w+\s+of)\b", re.I)
_DESIGNATOR = re.compile(r"^(?:\(\w{1,4}\)|\w{1,3}[.)])$")  # "(1)", "a.", "12)"
MIN_HEADED = 3  # numbered lines with a side heading a document needs before it is read so
_CAPTION_WORDS = 5  # a side heading's line holds a few words at most


def _caption_like(text: str, first: bool = True) -> bool:
    """A few words, no sentence's; the first line of a caption opens on a capital, the next ones go on."""
    words = text.split()
    return (0 < len(words) <= _CAPTION_WORDS and (text[:1].isupper() or not first) and not _SENTENCE_WORD.search(text)
            and not _DESIGNATOR.match(words[0]) and not text.rstrip().endswith(","))


def _cut(part: Piece, body_x: float, tolerance: float) -> list[Piece]:
    """A part set across the text column's edge with only a narrow space before the column's first word
    ("APPLICABILITY;  (1)  This chapter ..."): the part cut at the word that starts at the edge."""
    if not part.x0 < body_x - tolerance < part.x1:
        return [part]
    width = (part.x1 - part.x0) / max(len(part.text), 1)  # (a character's width, on average)
    for m in re.finditer(r"(?<=\s)\S", part.text):
        x = part.x0 + m.start() * width
        if abs(x - body_x) <= max(tolerance, width):
            left = part.text[: m.start()].rstrip()
            return [Piece(left, part.x0, part.top, part.x0 + len(left) * width, part.bottom),
                    Piece(part.text[m.start():], x, part.top, part.x1, part.bottom)]
    return [part]


def _split(line: RawLine, body_x: float, tolerance: float) -> tuple[Piece, Piece | None] | None:
    """The line's margin part and its text-column part (None when it stands in the margin only); None when
    the line crosses the text column's edge another way."""
    parts = [half for p in parts_apart(line) for half in _cut(p, body_x, tolerance)]
    margin = [p for p in parts if p.x1 < body_x - tolerance]
    body = [p for p in parts if p.x0 >= body_x - tolerance]  # (at the column's edge, or indented in it)
    if not margin or len(margin) + len(body) != len(parts):
        return None
    return _joined(margin), _joined(body) if body else None


def _joined(parts: list[Piece]) -> Piece:
    return Piece(" ".join(p.text for p in parts), parts[0].x0, parts[0].top, parts[-1].x1, parts[0].bottom)


def _opening(margin: Piece, body: Piece | None) -> tuple[str, Piece | None] | None:
    """The heading a line opens ("3.06 DESIGN AND") and what is left of its text column, when it opens a
    section: its number and caption in the margin ("3.06  DESIGN AND      (1) Every ..."), its number alone
    there (the caption under it), or its caption there and its number starting the text ("DESIGN AND   3.06
    Every ...")."""
    number = _NUMBER.match(margin.text)
    if number is not None:
        caption = margin.text[number.end():].strip()
        if (body is not None or caption) and (not caption or _caption_like(caption)):
            return margin.text, body
        return None
    lead = _NUMBER.match(body.text) if body is not None else None
    if body is None or lead is None or not _caption_like(margin.text):
        return None
    rest = body.text[lead.end():].strip()
    if not rest:
        return f"{lead.group(0)} {margin.text}", None
    # (the text goes on at the column's edge, where the number stood)
    return f"{lead.group(0)} {margin.text}", Piece(rest, body.x0, body.top, body.x1, body.bottom)


def _caption_under(lines: list[RawLine], k: int, body_x: float, tolerance: float) -> bool:
    """Does the margin of the line under line `k` hold a caption's words (the caption under its number)?"""
    if k + 1 >= len(lines):
        return False
    split = _split(lines[k + 1], body_x, tolerance)
    return split is not None and _NUMBER.match(split[0].text) is None and _caption_like(split[0].text)


def _text_column(pages: list[RawPage]) -> tuple[float, float] | None:
    """Where the text column starts and the tolerance of that x, when the document prints side headings."""
    starts: Counter[int] = Counter()
    for page in pages:
        for line in page.lines:
            parts = parts_apart(line) if len(line.pieces) >= 2 else []
            if len(parts) >= 2:
                starts[round(parts[-1].x0)] += 1
    if not starts:
        return None
    x, _count = starts.most_common(1)[0]
    tolerance = 3.0
    headed = 0
    lines = [line for page in pages for line in page.lines]
    # (each line set apart in parts, split at the text column once: the count of headings and of crossings both read it)
    splits = {k: _split(line, x, tolerance) for k, line in enumerate(lines) if len(line.pieces) >= 2}
    for k, split in splits.items():
        opened = _opening(*split) if split is not None else None
        # (the text beside the caption is a sentence's words, not a running head's other number: "§ 12-44"; and a
        # number alone beside the text is a hanging indent, no side heading, unless a caption goes on under it)
        if opened is not None and opened[1] is not None and len(opened[1].text.split()) >= 3 \
                and (_NUMBER.fullmatch(opened[0]) is None or _caption_under(lines, k, x, tolerance)):
            headed += 1
    # the text column holds the text: few lines cross its edge (a title, a signature block), where a code set
    # in one column prints all its text across it
    crossing = sum(1 for k, line in enumerate(lines) if line.x0 < x - tolerance and line.x1 > x + tolerance
                   and splits.get(k) is None)
    return (float(x), tolerance) if headed >= MIN_HEADED and crossing * 2 <= len(lines) - crossing else None


def side_headings(pages: list[RawPage]) -> list[RawPage]:
    """Rewrite a side-headed document's lines: "NUMBER CAPTION" on a line of its own, then the text column."""
    found = _text_column(pages)
    if found is None:
        return pages
    body_x, tolerance = found
    headings: list[RawLine] = []
    for page in pages:
        out: list[RawLine] = []
        heading: RawLine | None = None  # the heading line the margin's next words go on
        margin_x = last_top = 0.0
        for line in page.lines:
            pitch = max(line.bottom - line.top, 1.0) * 2.6  # (a line box is about half its line spacing)
            if heading is not None and line.top - last_top > pitch:
                heading = None  # a blank line ends the caption
            last_top = line.top
            split = _split(line, body_x, tolerance) if len(line.pieces) >= 2 or line.x1 < body_x - tolerance else None
            if split is None:
                out.append(line)
                heading = None
                continue
            margin, body = split
            opened = _opening(margin, body)
            if opened is not None:
                heading = RawLine(text=opened[0], x0=margin.x0, top=line.top, x1=margin.x1, bottom=line.bottom)
                margin_x = margin.x0
                headings.append(heading)
                out.append(heading)
                body = opened[1]
            elif heading is not None and margin.x0 >= margin_x - tolerance and _caption_like(margin.text, first=False) \
                    and _NUMBER.match(margin.text) is None:
                heading.text = f"{heading.text} {margin.text}"  # the caption goes on in the margin: "CONSTRUCTION"
                heading.x1 = max(heading.x1, margin.x1)
            else:
                out.append(line)
                heading = None
                continue
            if body is not None:
                out.append(RawLine(text=body.text, x0=body.x0, top=line.top, x1=body.x1, bottom=line.bottom))
        page.lines = out
    # a number with no caption beside or under it stays with its text, as a hanging indent prints it
    alone = {id(h) for h in headings if _NUMBER.fullmatch(h.text)}
    for page in pages:
        lines: list[RawLine] = []
        for line in page.lines:
            if lines and id(lines[-1]) in alone and line.top == lines[-1].top:
                number = lines.pop()
                line = RawLine(text=f"{number.text} {line.text}", x0=number.x0, top=line.top, x1=line.x1,
                               bottom=line.bottom)
            lines.append(line)
        page.lines = lines
    for line in headings:
        # a caption in capitals stands as a heading on its own; one in mixed case ends at a stop, as a run-in
        # caption does ("3.01 Statutory authority." ⏎ "This chapter is adopted ...")
        if not line.text.isupper() and line.text[-1:] not in ".:;" and _NUMBER.sub("", line.text).strip():
            line.text += "."
    return pages
