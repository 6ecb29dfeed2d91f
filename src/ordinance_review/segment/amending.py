"""Amending ordinances: "SECTION 3. Section 17.05(2)(c) of the Code is amended ... to read:".

Why a module of its own: DNR often receives the ordinance a board adopted, not the codified chapter.
Its own sections are instructions about the code; the provisions to review are the units they
create or amend, cited by the code's numbers ("17.05(2)(c)"), not by the ordinance's ("Section 3").
The text printed after an instruction often starts below the target ("(c) The level ...") or at it
("(3) CLOSURE. (a) ..."), so the target tells where its units sit.
"""

from __future__ import annotations

import re

from ordinance_review.segment import numbering
from ordinance_review.segment.numbering import Token

# the ordinance's own section naming a code unit it acts on: "SECTION 3. Section 17.05(2)(c) of the"
INSTRUCTION = re.compile(
    r"^(?:SECTION|Section|SEC\.|Sec\.)\s+\d{1,3}[A-Za-z]?\s*[.:]\s+"
    r"(?:(?:Section|Sec\.|§|Subsection|Sub\.|Paragraph|Par\.)s?\s*)"
    r"(?P<target>\d{1,4}(?:[.\-]\d{1,4}[A-Za-z]?)+(?:\(\w{1,4}\))*(?:\d{1,2}\.|[a-z]\.)*)"
)
# where the instruction ends: before the text it inserts, or with a bare repeal
_INSTRUCTION_END = re.compile(
    r"(?:\bto\s+read(?:\s+as\s+follows)?|\bas\s+follows)\s*:\s*$|\b(?:is|are)\s+(?:hereby\s+)?repealed\s*\.\s*$",
    re.I,
)
_INSERTS = re.compile(r"\bto\s+read\b|\bas\s+follows\b", re.I)
_PIECE = re.compile(r"\(\w{1,4}\)|\d{1,2}\.|[a-z]\.")
MAX_LINES = 6  # an instruction wraps over a few lines at most (more in a narrow column)


def instruction_lines(texts: list[str], i: int) -> int:
    """How many lines, from `texts[i]`, the instruction there takes (0 when it is none)."""
    if not INSTRUCTION.match(texts[i]):
        return 0
    joined = ""
    for k in range(i, min(len(texts), i + MAX_LINES)):
        joined = f"{joined} {texts[k]}"  # a narrow column may break "to" / "read:"
        if _INSTRUCTION_END.search(joined):
            return k - i + 1
    return 0


def inserts_text(instruction: str) -> bool:
    """Does the instruction print text after it ("... to read:"), rather than only repeal?"""
    return bool(_INSERTS.search(instruction))


def target_tokens(instruction: str) -> list[Token]:
    """The code unit the instruction names, as unit tokens: "17.05(2)(c)" -> [17.05, (2), (c)]."""
    m = INSTRUCTION.match(instruction)
    if m is None:
        return []
    target = m.group("target")
    section = re.match(r"\d{1,4}(?:[.\-]\d{1,4}[A-Za-z]?)+", target)
    assert section is not None
    pieces = [section.group(0), *_PIECE.findall(target[section.end():])]
    tokens: list[Token] = []
    for piece in pieces:
        readings = numbering.read_tokens(f"{piece} X")
        if not readings:
            break
        tokens.append(min(readings[0], key=lambda t: t.ordinal))  # "(c)" a letter, not the roman 100
    return tokens


def placed_under(target: list[Token], readings: list[Token]) -> tuple[list[Token], Token]:
    """The target's units the printed unit sits under, and the reading it takes.

    "(c)" after an instruction on 17.05(2)(c) stands for (c) itself, so it sits under 17.05(2); "(3m)"
    after one on 17.03 is a new subsection of 17.03; "(3) CLOSURE." after one on 17.05(3) is (3)."""
    for k in range(len(target) - 1, 0, -1):
        same = next((r for r in readings if r.kind == target[k].kind), None)
        if same is not None:
            return target[:k], same
    return target, readings[0]
