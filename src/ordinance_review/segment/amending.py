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

# the ordinance's own section, then the word before the code unit it acts on: "SECTION 3. Section "
# (or its lettered part: "Part B.  Section 4.2(c) of Ordinance No. 89-4 is amended to read:"; or its number in words:
# "SECTION ONE.  Section 2.4 of Ordinance 89-14 is repealed and recreated to read:")
_NUMBER_WORD = (r"(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE|THIRTEEN|FOURTEEN|FIFTEEN|SIXTEEN|"
                r"SEVENTEEN|EIGHTEEN|NINETEEN|TWENTY)")
_OWN_SECTION = (
    r"^(?:(?:SECTION|Section|SEC\.|Sec\.)\s+(?:\d{1,3}[A-Za-z]?|" + _NUMBER_WORD + r")|(?:PART|Part)\s+(?:[A-Z]|\d{1,2}))"
    r"\s*[.:]\s+"
    r"(?:(?:Section|Sec\.|§|Subsection|Sub\.|Paragraph|Par\.)s?\s*)"
)
# the ordinance's own section naming a code unit it acts on: "SECTION 3. Section 17.05(2)(c) of the"
INSTRUCTION = re.compile(_OWN_SECTION + r"(?P<target>\d{1,4}(?:[.\-]\d{1,4}[A-Za-z]?)+(?:\(\w{1,4}\))*(?:\d{1,2}\.|[a-z]\.)*)")
# a list of unit numbers: "12.10 and 12.11", "12.05(4) and (5)"
_LABELS = r"[\w.()\-]+(?:\s*(?:,|and)\s*[\w.()\-]+)*"
# what an instruction that prints no text does: repeal, renumber, or amend by words
_REPEALED = re.compile(r"\b(?:is|are)\s+(?:hereby\s+)?repealed\s*\.\s*$", re.I)
_RENUMBERED = re.compile(rf"\brenumbered\s+(?:to\s+be\s+)?(?P<new>{_LABELS})\s*\.\s*$", re.I)
_BY_WORDS = re.compile(r"\bamended\s+by\s+(?:deleting|striking|inserting|adding|substituting|replacing)\b", re.I)
# where the instruction ends: before the text it inserts, with a bare repeal, with a renumbering or with an
# amendment made by words ("... is amended by deleting "two years" and substituting "18 months".")
_INSTRUCTION_END = re.compile(
    r"(?:\bto\s+read(?:\s+as\s+follows)?|\bas\s+follows)\s*:\s*$"
    rf"|{_REPEALED.pattern}"
    rf"|\b(?:is|are)\s+(?:hereby\s+)?{_RENUMBERED.pattern}"
    rf"|\b(?:is|are)\s+(?:hereby\s+)?{_BY_WORDS.pattern}.*[\"\u201d]\s*\.\s*$",
    re.I,
)
# every unit an instruction names: "Sections 12.10 and 12.11 of the Code", "Section 12.05(4) and (5)"
# (the code unnamed: "SECTION FIVE.  Sections 5.2, 5.3 and 5.4 are repealed and recreated ... to read:")
_TARGETS = re.compile(_OWN_SECTION + rf"(?P<list>{_LABELS})\s+(?:of\b|(?:is|are)\s+(?:hereby\s+)?(?:repealed|amended|created|renumbered)\b)")
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


def _full_labels(items: list[str]) -> list[str]:
    """"12.05(4)", "(5)" -> "12.05(4)", "12.05(5)": a later item that starts below the first takes its levels."""
    out: list[str] = []
    for item in items:
        item = item.strip()
        if "(" in item:
            item = item.rstrip(".")
        if out and item.startswith("("):
            base = out[0][: out[0].rfind("(")] if "(" in out[0] else out[0]
            out.append(base + item)
        else:
            out.append(item)
    return out


def _listed_labels(listed: str) -> list[str]:
    """ "12.05(4) and (5)" -> "12.05(4)", "12.05(5)": each unit of an instruction's list, in full."""
    return _full_labels(re.split(r"\s*(?:,|\band\b)\s*", listed))


def changes(instruction: str) -> tuple[str, list[str], list[str]] | None:
    """What an instruction that prints no text does to the code: ("renumbered", old labels, new labels),
    ("repealed", labels, []) or ("amended", labels, []) for an amendment made by words; None otherwise."""
    targets = _TARGETS.match(instruction)
    if targets is None:
        return None
    labels = _listed_labels(targets.group("list"))
    if _REPEALED.search(instruction):
        return ("repealed", labels, [])
    m = _RENUMBERED.search(instruction)
    if m is not None:
        new = _listed_labels(m.group("new"))
        return ("renumbered", labels, new) if len(new) == len(labels) else None
    if _BY_WORDS.search(instruction):
        swap = _SWAP.search(instruction)
        return ("amended", labels, [swap.group("old"), swap.group("new")] if swap else [])
    return None


# the words an amendment by words takes out and puts in: 'by deleting the words "three (3) years" and inserting in
# their place "eighteen (18) months"', 'by striking "300 feet" and substituting "500 feet"'
_QUOTED = r"[\"\u201c](?P<{name}>[^\"\u201c\u201d]{{1,200}})[\"\u201d]"
_SWAP = re.compile(
    r"\b(?:deleting|striking|removing)\s+(?:the\s+words?\s+|the\s+figures?\s+)?" + _QUOTED.format(name="old")
    + r"\s*,?\s+and\s+(?:inserting|substituting|adding)\s+(?:in\s+(?:its|their)\s+place\s+|therefor\s+)?(?:the\s+words?\s+)?"
    + _QUOTED.format(name="new"), re.I)


def inserts_text(instruction: str) -> bool:
    """Does the instruction print text after it ("... to read:"), rather than only repeal?"""
    return bool(_INSERTS.search(instruction))


def target_tokens(instruction: str) -> list[Token]:
    """The code unit the instruction names, as unit tokens: "17.05(2)(c)" -> [17.05, (2), (c)]."""
    m = INSTRUCTION.match(instruction)
    return [] if m is None else _label_tokens(m.group("target"))


def all_targets(instruction: str) -> list[list[Token]]:
    """Every code unit the instruction names, as unit tokens: "Section 9.16(4)(d) and (e) of the" names
    9.16(4)(d) and 9.16(4)(e); a notice may print each with its full number."""
    targets = _TARGETS.match(instruction)
    if targets is None:
        return [t] if (t := target_tokens(instruction)) else []
    labels = _listed_labels(targets.group("list"))
    # (and the units a later clause names: "Sections 6.1 and 6.2 are repealed and recreated, and Sections 6.4 and 6.5
    # are created, to read:")
    for more in _MORE_TARGETS.finditer(instruction, targets.end()):
        labels += [label for label in _listed_labels(more.group("list")) if label not in labels]
    return [tokens for label in labels if (tokens := _label_tokens(label))]


_MORE_TARGETS = re.compile(rf"(?:,|\band\b)\s+(?:Sections?|Secs?\.|§§?)\s*(?P<list>{_LABELS})\s+(?:is|are)\s+(?:hereby\s+)?"
                           r"(?:created|amended|repealed|renumbered|added)\b")


def _label_tokens(target: str) -> list[Token]:
    section = re.match(r"\d{1,4}(?:[.\-]\d{1,4}[A-Za-z]?)+", target)
    if section is None:
        return []
    pieces = [section.group(0), *_PIECE.findall(target[section.end():])]
    tokens: list[Token] = []
    for piece in pieces:
        readings = numbering.read_tokens(f"{piece} X")
        if not readings:
            break
        tokens.append(min(readings[0], key=lambda t: t.ordinal))  # "(c)" a letter, not the roman 100
    return tokens


def restated_target(target: list[Token], chains: list[list[Token]]) -> Token | None:
    """The printed token for the target's last level when a line restates the whole target as one
    number ("9.16(4)(c) MANURE ..." after "Section 9.16(4)(c) ... is created to read:"), else None.

    Only a number written without spaces counts: "9.16 (4)" may be a section followed by a wrapped
    reference, while "9.16(4)(c)" at a line's start is how a newspaper or a codifier prints a label."""
    if len(target) < 2 or len(chains) < len(target):
        return None
    end = 0
    last: Token | None = None
    for want, readings in zip(target, chains, strict=False):
        last = next((r for r in readings if r.kind == want.kind and r.piece == want.piece), None)
        if last is None or last.end - len(last.piece) != end:
            return None
        end = last.end
    return last


def placed_under(target: list[Token], readings: list[Token]) -> tuple[list[Token], Token]:
    """The target's units the printed unit sits under, and the reading it takes.

    "(c)" after an instruction on 17.05(2)(c) stands for (c) itself, so it sits under 17.05(2); "(3m)"
    after one on 17.03 is a new subsection of 17.03; "(3) CLOSURE." after one on 17.05(3) is (3)."""
    for k in range(len(target) - 1, 0, -1):
        same = next((r for r in readings if r.kind == target[k].kind), None)
        if same is not None:
            return target[:k], same
    return target, readings[0]
