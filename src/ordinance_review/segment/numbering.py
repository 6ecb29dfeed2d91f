"""The numbering grammar of local ordinances: which tokens open a numbered unit, and how they nest.

Wisconsin codes number their units in a handful of styles that nest in a known order:

    14.45(3)(c)1.        county-code decimal section, then (3), (c), 1., a.
    § 12-4 B.(2)(a)      eCode section, then B., (2), (a)
    III. B. 2.           Roman outline, then A., 1., a.
    Section 4.3.1        decimal sections whose children extend the number (4.3 → 4.3.1)
    (6) (b) 1. a.        plain statutory subunits with no section number at all
    Section 7(c), 22-3-4(b), Rule 5, Paragraph 12.a

A line "looks like" a new unit far more often than it is one ("590." or "59.02, 59.03" at the
start of a wrapped line), so this module only reads tokens and answers "is this token a plausible
next unit given the units open now?"; `segment` combines that with the line's context.

>>> [readings[0].piece for readings in read_tokens("(3) (a) No person may")]
['(3)', '(a)']
>>> read_tokens("14.45 STANDARDS FOR MANURE STORAGE FACILITIES.")[0][0].piece
'14.45'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

# ---------------------------------------------------------------- roman numerals

_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}
_ROMAN_OK = re.compile(r"^m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$")


def roman_to_int(text: str) -> int | None:
    """`"XIV"` → 14; None when the letters are not a well-formed Roman numeral."""
    low = text.lower()
    if not low or not _ROMAN_OK.match(low):
        return None
    total = 0
    for i, ch in enumerate(low):
        value = _ROMAN_VALUES[ch]
        nxt = _ROMAN_VALUES[low[i + 1]] if i + 1 < len(low) else 0
        total += -value if value < nxt else value
    return total


def letter_ordinal(text: str) -> int:
    """`a` → 1, `z` → 26, `aa` → 27 (codes continue a list past z with doubled letters)."""
    low = text.lower()
    if len(low) == 2 and low[0] == low[1]:
        return 26 + ord(low[0]) - 96
    return ord(low[0]) - 96


# ---------------------------------------------------------------- tokens

# Kinds of unit token. Sections carry their number's components; other kinds an ordinal.
SECTION = "section"  # 14.45, § 12-4, Sec. 3.05, Section 4.3.1, Section 7, 22-3-4
RULE = "rule"  # Rule 5
PARAGRAPH = "paragraph"  # Paragraph 12
CONDITION = "condition"  # Condition 3 (a condition of one permit or license)
FINDING = "finding"  # Finding 2 (a finding of fact of a permit decision)
REQUIREMENT = "requirement"  # Requirement 12 (rules numbered through a whole ordinance under its sections)
EXCEPTION = "exception"  # Exception B (the exceptions to those rules, lettered or numbered as a series of their own)
ROMAN = "roman"  # III.
UPPER = "upper"  # B.
NUM_DOT = "num_dot"  # 1.
LOWER_DOT = "lower_dot"  # a.
PAREN_NUM = "paren_num"  # (1), (4m)
PAREN_LOWER = "paren_lower"  # (a)
PAREN_UPPER = "paren_upper"  # (A)
PAREN_ROMAN = "paren_roman"  # (ii)
NUM_PAREN = "num_paren"  # 1)
LOWER_PAREN = "lower_paren"  # a)
ROMAN_LOWER_DOT = "roman_lower_dot"  # ii.
ROMAN_PAREN = "roman_paren"  # ii)
BRACKET_NUM = "bracket_num"  # [1]: eCode360's level under (a)
SUBD = "subd"  # Subd. 3 (a section's subdivision, cited "Section 6.05, Subd. 3(b)")

PAREN_KINDS = frozenset({PAREN_NUM, PAREN_LOWER, PAREN_UPPER, PAREN_ROMAN})
ROOT_KINDS = frozenset({SECTION, RULE, PARAGRAPH, CONDITION, FINDING, REQUIREMENT, EXCEPTION})
# numbered with a word before the figure: "Rule 5", "Finding 2", "Requirement 14", "Exception B"
WORD_KINDS = (RULE, PARAGRAPH, CONDITION, FINDING, REQUIREMENT, EXCEPTION)
# each kind is the word it is printed with, lower-cased ("Para." abbreviates "Paragraph")
_KIND_OF_WORD = {**{kind: kind for kind in WORD_KINDS}, "para.": PARAGRAPH}
# the words of those kinds, as printed or in capitals: one list for every pattern that looks for them
UNIT_WORDS = "|".join(f"{kind.title()}|{kind.upper()}" for kind in WORD_KINDS)


@dataclass(frozen=True)
class Token:
    """One reading of a unit number at the start of a line (a line may have several readings)."""

    kind: str
    piece: str  # as it goes into a label: "(3)", "B.", "III.", "§ 12-4", "Sec. 3.05", "14.45"
    ordinal: int = 0  # position among siblings (letters and numerals alike); sections use `parts`
    parts: tuple[int, ...] = ()  # section number components: 14.45 → (14, 45); 22-3-4 → (22, 3, 4)
    sep: str = ""  # section separator "." or "-"
    prefix: str = ""  # "§ ", "Sec. ", "Section ", "Rule ", "Paragraph " as printed
    suffix: str = ""  # "(4m)" → "m": an inserted unit between (4) and (5)
    strong: bool = False  # printed with a word or symbol prefix (§, Sec., Section): hard to fake
    end: int = 0  # offset in the line just after the token
    last: int = 0  # a range printed as one unit ("(1) through (5)  [Not reproduced.]"): its last ordinal


_SECTION_RE = re.compile(
    r"""^(?P<prefix>§§?\s*|(?:Sec\.|SEC\.|Sect\.)\s*|(?:Section|SECTION|Sect[l1]on|SECT[L1]ON|Secti0n|SECTI0N|Sec|SEC)\s+)?
        (?P<num>\d{1,4}[A-Za-z]?(?:[.\-]\d{1,4}[A-Za-z]?|\.[A-Z](?![A-Za-z]))*|(?<=\s)(?:[IVXLC]{1,7}|[A-Z])(?=[.:]?(?:\s|$)))
        (?P<punct>[.:]?)""",
    re.VERBOSE,
)
_INSERTED_SECTION = re.compile(r"\d{1,4}-\d{1,4}(?:\.\d{1,3})+")
# a section of a chapter coded with letters, numbered with a decimal under the code: "ASM-3.2  BUFFER STRIPS.",
# "AG-12.4"; the decimal tells it from a lettered item ("PS-4", "B-12"), the code is printed with every number
_CODED_SECTION_RE = re.compile(r"^(?P<code>[A-Z]{2,5})-(?P<num>\d{1,3}(?:\.\d{1,3})+)(?P<punct>[.:]?)")
# a code that names its sections rules and numbers them in its parts: "Rule 3.B.4  Location." (Part 3, Subpart B)
_RULE_SECTION_RE = re.compile(r"^(?P<prefix>Rule|RULE)\s+(?P<num>\d{1,3}(?:\.(?:\d{1,3}|[A-Z](?![A-Za-z])))+)(?P<punct>[.:]?)")
# a section of a chapter numbered with a decimal: "Sec. 16.2-5" (chapter 16.2, section 5), "Sec. 2.5-10"
_DECIMAL_CHAPTER_SECTION = re.compile(r"\d{1,4}\.\d{1,3}-\d{1,4}[A-Za-z]?")
# (or alone on its line with its point, the text on the next, as a code website's copy prints it: "A-1." ⏎ "Operate ...")
_ITEM_LETTERS = "[A-Z]{1,3}"  # the letters an item is numbered under: "S-1", "PS-4", "GEN-1" (`_LETTERED` too)
_LETTER_ITEM_RE = re.compile(r"^(?P<letters>" + _ITEM_LETTERS + r")-(?P<num>\d{1,3})(?:\.(?=\s+[A-Z\"\u201c(]|[ \t]*$)|(?P<bare>(?=[ \t]+[A-Z\"\u201c(])))")
# an appendix's items numbered under its letter with a point ("A.1  NRCS Standard 313 is adopted with ...", "B.2."): a
# sentence follows (a point and a number alone are not a decimal's "A.1.2", nor a table's cell "A.1")
# (or a caption alone on its line, in title case with its stop, the number closed by its point: "B.1.  Nutrient
# Management." over "a.  Every person who ...", as a town's outline-numbered ordinance prints its sections)
_LETTER_DOT_ITEM_RE = re.compile(r"^(?P<letters>[A-Z])\.(?P<num>\d{1,2})(?![\d.]\d)\.?(?=[ \t]+[A-Z\"\u201c(]\S*(?:\s+\S+){3}"
                                 r"|(?<=\d\.)[ \t]+[A-Z][a-z]+(?:[,;]?[ \t]+(?:[A-Z][a-z'&/\-]+|and|or|of|the|for|in|on|to|a|an"
                                 r"|with|from|by|near))*\.[ \t]*$)")
# the row of a table of standards typed with spaces, its label without a dot ("S-4        No new manure storage facility
# may be ..."): a sentence follows, not a zoning district's name ("R-1     Single-Family Residential")
_SENTENCE_AFTER = re.compile(r"^\s+\S+(?:\s+\S+){5}")
_WORD_ROOT_RE = re.compile(
    # (a permit's "Special Condition 3." or "Site-Specific Condition 3.": its conditions, named as it names them)
    r"^(?P<lead>(?:Special|SPECIAL|Site-Specific|SITE-SPECIFIC)\s+(?=Condition|CONDITION))?"
    # (a series may be lettered, "Exception B.": a letter only with its stop, so "Rule A of the board" is text)
    r"(?P<word>" + UNIT_WORDS + r"|Para\.)\s+(?:(?P<num>\d{1,3})(?P<punct>[.:]?)|(?P<letter>[A-Z])[.:]"
    # (a permit's own series coded apart from the standard ones: "Special Condition S-1.", "Condition SC-2")
    r"|(?P<code>[A-Z]{1,2})-(?P<coded>\d{1,3})[.:]?)"
)
_DOT_RE = re.compile(r"^(?P<tok>[IVXLC]{1,7}|[A-Z]|[a-z]{1,2}|[ivxlc]{1,6}|\d{1,3})\.(?=\s|$|\()")
# the letters the statutes add to a unit inserted between two ("(4m)", "(bm)", "(2g)", "(ar)")
_INSERT_SUFFIXES = "mgr"
_PAREN_RE = re.compile(r"^\( ?(?P<tok>\d{1,3}[a-z]{0,2}|[a-z]{1,2}|[A-Z]|[ivxlc]{1,6}) ?\)")  # "( 1)": OCR
_BRACKET_RE = re.compile(r"^\[(?P<tok>\d{1,2})\]")
_NOTE_AFTER = re.compile(r"^\s*(?:Editor|Codifier|Reviser|Revisor|Drafter)['’]?s\s+Note|^\s*Note\s*:", re.I)
# ("a)" alone: its text is on the next line; "ii)" a roman item under a lettered one, "a) ... i) ... ii)")
_CLOSE_PAREN_RE = re.compile(r"^(?P<tok>\d{1,2}|[a-z]|[ivx]{2,5})\)(?=\s|$)")
_HEADING_RE = re.compile(
    r"^(?P<word>ARTICLE|Article|CHAPTER|Chapter|SUBCHAPTER|Subchapter|SUBPART|Subpart|PART|Part|DIVISION|Division)"
    r"\s+(?P<num>[IVXLC]{1,7}|\d{1,3}[A-Z]?)\b\.?"
    # a document attached after the ordinance: "EXHIBIT A -- STANDARD CONDITIONS", "Appendix 2"
    r"|^(?P<word2>EXHIBIT|Exhibit|APPENDIX|Appendix|ATTACHMENT|Attachment|SCHEDULE|Schedule)\s+(?P<num2>[A-Z]|\d{1,2})\b\.?(?=\s*(?:$|[-:\u2013\u2014]|[A-Z]))"
    # the lettered parts of a combined document: "PART A -- STANDARD CONDITIONS", "Part B. Site Conditions"; a
    # part's lettered subparts ("SUBPART B - MANURE STORAGE FACILITIES" over "Rule 3.B.1")
    r"|^(?P<word3>SUBPART|Subpart|PART|Part)\s+(?P<num3>[A-Z])\b\.?(?=\s*(?:$|[-:\u2013\u2014]|[A-Z]))"
)
ATTACHMENT_WORDS = ("exhibit", "appendix", "attachment", "schedule")  # ("SCHEDULE A  STANDARD CONDITIONS")
_CITED_WITHIN = re.compile(r",\s*(?:Section|SECTION|Sec\.|§|Subsection|Part|Paragraph)\s*\d")
MODAL = re.compile(r"\b(?:shall|may|must)\b")  # a verb of duty: no heading, table cell or caption has one
# a typeset hyphen, en dash or minus between digits: the hyphen of "§ 180-5" or "6-10-2008" as typeset
TYPESET_DASH = re.compile("(?<=\\d)[\u2010-\u2013\u2212](?=\\d)")
# What may follow a unit number: end of line, or a space and then the unit's text (a capital,
# a quote, a paren, a bracketed note) or another number. Lowercase after a section-like number
# means a cross-reference or a figure ("59.70 (1), 92.07", "4.5 acres"), not a unit.
# (or a clerk's working copy's insertion mark: "5.5  <<A STORAGE FACILITY IN USE ON ...")
_AFTER_OK = re.compile(r"""^(?:$|\s+(?:$|[A-Z"“'‘(\[§\-–—«]|<<|\d+\.\s))""")
# a section printed with no text but its place kept: "§ 240-15. (Reserved)", "12.07 [Repealed]"
_RESERVED_MARK = re.compile(r"^\s+[(\[]\s*(?:reserved|repealed)\b[^)\]]{0,80}[)\]]\.?\s*$", re.I)
_AFTER_PAREN_OK = re.compile(r"""^(?:$|\s+[^\s,;:)]|\()""")


_WORD_NUMBERS = {
    w: n for n, w in enumerate(
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split(), start=1)
}
# "Section Seven. Storage." — a town that spells its section numbers out ("SECTION TWENTY-ONE")
_WORD_SECTION_RE = re.compile(
    r"^(?P<prefix>(?:Section|SECTION|Sec\.|SEC\.)\s+)(?P<num>(?i:twenty[- ](?:one|two|three|four|five|six|seven|eight|nine)|"
    + "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True)) + r"))\b(?P<punct>[.:]?)"
)


def _word_section_token(text: str) -> Token | None:
    m = _WORD_SECTION_RE.match(text)
    if m is None or (m.group("num")[0].islower() and not m.group("prefix")[0].islower()):
        return None
    if not _AFTER_OK.match(text[m.end() :]):
        return None
    word = m.group("num").lower()
    n = 20 + _WORD_NUMBERS[word.split("-")[-1].split()[-1]] if word.startswith("twenty") and word != "twenty" else _WORD_NUMBERS[word]
    p = "Sec. " if m.group("prefix").lower().startswith("sec.") else "Section "
    return Token(kind=SECTION, piece=f"{p}{m.group('num')}", parts=(n,), prefix=p, strong=True, end=m.end())


# a section number a scan's OCR misread, a letter for a digit: "6.l" (6.1), "1O.2" (10.2), "7.l" (7.1): at least one
# digit and one misread letter, in a dotted number alone before the caption or text
_OCR_SECTION = re.compile(r"^(?=[\dlIO.]*\d)(?=[\dlIO.]*[lIO])[\dlIO]{1,3}(?:\.[\dlIO]{1,3})+(?=\s+[A-Z(])")
OCR_DIGITS = str.maketrans("lIO", "110")  # the letters a scan reads for digits ("6.l", "3/l2/O9")


def _coded_section_token(text: str) -> Token | None:
    """ "ASM-3.2  BUFFER STRIPS." or "Rule 3.B.4  Location.": a section printed with its chapter's letters or
    the word its code names sections by, then a decimal number; the letters or the word stay in its label."""
    m = _CODED_SECTION_RE.match(text) or _RULE_SECTION_RE.match(text)
    if m is None or not _AFTER_OK.match(text[m.end():]):
        return None
    num = m.group("num")
    prefix = f"{m.group('code')}-" if "code" in m.groupdict() else "Rule "
    parts = tuple(letter_ordinal(p) if p.isalpha() else int(p) for p in num.split("."))
    return Token(kind=SECTION, piece=f"{prefix}{num}", parts=parts, sep=".", prefix=prefix, strong=True, end=m.end())


def _section_token(text: str) -> Token | None:
    if text[:1].isdigit() and (ocr := _OCR_SECTION.match(text)) is not None:
        # (the same length read again with its digits: offsets stay as printed)
        text = ocr.group(0).translate(OCR_DIGITS) + text[ocr.end():]
    m = _SECTION_RE.match(text)
    if not m:
        return _word_section_token(text)
    num = m.group("num")
    prefix = m.group("prefix") or ""
    strong = bool(prefix)
    roman = roman_to_int(num) if num[0].isalpha() else None
    if num[0].isalpha():
        if prefix and len(num) == 1 and num not in "IVX":
            roman = letter_ordinal(num)  # "SECTION A. PURPOSE AND INTENT" ... "SECTION C." (not 100)
        if not prefix or roman is None:
            return None
        rest = text[m.end() :]
        if not _AFTER_OK.match(rest):
            return None
        p = (
            "§ "
            if prefix.strip().startswith("§")
            else (
                "Sec. "
                if prefix.strip().lower().startswith("sec") and len(prefix.strip()) <= 5
                else "Section "
            )
        )
        return Token(kind=SECTION, piece=f"{p}{num}", parts=(roman,), prefix=p, strong=True, end=m.end())
    seps = {c for c in num if c in ".-"}
    if len(seps) > 1:
        if not (strong and (_INSERTED_SECTION.fullmatch(num) or _DECIMAL_CHAPTER_SECTION.fullmatch(num))):
            return None
        # "§ 212-10.1": a section inserted after § 212-10 (eCode360, Municode), a sibling; "Sec. 16.2-5":
        # the sections of chapter 16.2, numbered after its dash
        seps = {"-"}
    if not strong and not seps:
        return None  # a bare "12" or "12." is a numeral, read by the dot/paren rules
    if not strong and not text[m.end() :].strip():
        return None  # "14-22" alone on a line: a code-page number, not a section
    rest = text[m.end() :]
    if not (_AFTER_OK.match(rest) or rest.startswith("(")):
        return None
    if rest.lstrip().startswith("(") and not _single_tokens(rest.lstrip()) and not _RESERVED_MARK.match(rest) \
            and not (strong and STATE_RULE_KEY.match(rest)):
        # "59.70 (1), 92.07": a list of statute numbers (not "§ 240-15. (Reserved)": a section kept empty, nor "Sec. 4
        # (NR 151.06) Clean water diversions.": a section keyed to the state rule it carries out)
        return None
    parts_raw = num.replace("-", ".").split(".")
    try:
        # ("12.3.B.2": a code that letters a level of its decimal outline; the letter counts as its place)
        parts = tuple(letter_ordinal(p) if p.isalpha() else int("".join(c for c in p if c.isdigit()) or 0)
                      for p in parts_raw)
    except ValueError:
        return None
    if not strong and (parts[0] > 999 or any(len(p) > 3 for p in parts_raw[1:])):
        return None  # "2021-44", "1998" : years and ordinance numbers
    if not strong and m.group("punct") == "." and "." in seps and len(parts) == 2 and parts[1] == 0:
        return None
    norm_prefix = ""
    if prefix:
        p = prefix.strip()
        norm_prefix = (
            "§ "
            if p.startswith("§")
            else ("Sec. " if p.lower().startswith("sec") and len(p) <= 5 else "Section ")
        )
        if p.startswith("§§"):
            return None  # "§§ 12-4 to 12-6": a cross-reference
    return Token(
        kind=SECTION,
        piece=f"{norm_prefix}{num}",
        parts=parts,
        sep=seps.pop() if seps else "",
        prefix=norm_prefix,
        strong=strong,
        end=m.end(),
    )


# the state rule a section's caption is keyed to, in parentheses before the caption: "(NR 151.06) Clean water diversions.",
# "(ss. 92.15, 92.16, Stats.) Authority; ..." (the caption reader takes it off too, `captions.caption`)
STATE_RULE_KEY = re.compile(r"\s*\((?:NR|ATCP|NRCS|ss?\.|Wis\.|chs?\.)\s*[^()]{1,60}\)\s+(?=[A-Z])")
# a section's subdivision: "Subd. 1.  Scope.", "SUBDIVISION 2"
_SUBD_RE = re.compile(r"^(?:Subd\.|SUBD\.|Subdivision|SUBDIVISION)\s*(?P<num>\d{1,3})\b\.?")


def _single_tokens(text: str, first: bool = False) -> list[Token]:
    """Every reading of the unit number at the very start of `text` (empty: none)."""
    out: list[Token] = []
    c = text[:1]  # each form opens with its own kind of character: skip the patterns that cannot match
    m = _WORD_ROOT_RE.match(text) if c in ("R", "P", "C", "F", "S", "E") else None
    if m and _AFTER_OK.match(text[m.end() :]) is not None:
        kind = _KIND_OF_WORD[m.group("word").lower()]
        word = f"{kind.title()} "
        letter = m.group("letter")
        n = ord(letter) - 64 if letter else int(m.group("coded") or m.group("num"))
        lead = (m.group("lead") or "").strip().title()
        prefix = f"{lead} {word}" if lead else word
        number = f"{m.group('code')}-{n}" if m.group("code") else letter or n
        return [
            Token(kind=kind, piece=f"{prefix}{number}", ordinal=n, parts=(n,), prefix=prefix, strong=True,
                  end=m.end())
        ]
    if c == "S" and (m := _SUBD_RE.match(text)) is not None and _AFTER_OK.match(text[m.end():]) is not None:
        n = int(m.group("num"))
        # (not "strong": a section's level, never a new root of its own)
        return [Token(kind=SUBD, piece=f"Subd. {n}", ordinal=n, parts=(n,), prefix="Subd. ", end=m.end())]
    # (a coded number first: "SA-3.2" opens on the "S" of "Section")
    sec = (_coded_section_token(text) if c.isupper() else None) or (
        _section_token(text) if (c.isdigit() or c in ("§", "S")) else None)
    if sec is not None:
        letter = sec.piece[len(sec.prefix):]
        if sec.prefix and letter in ("I", "V", "X"):
            # "Section I." after "Section H.": the ninth letter, or the Roman one (the run of sections decides)
            return [sec, replace(sec, parts=(letter_ordinal(letter),))]
        return [sec]
    m = _LETTER_ITEM_RE.match(text) if c.isupper() else None
    if m is not None and m.group("bare") is not None and not _sentence_row(text[m.end():]) \
            and not (first and _CAPS_CAPTION.match(text[m.end():])):
        m = None
    if m is not None:
        # "A-1. STORAGE ...", "B-12. Wells ...": an appendix's or schedule's items, numbered under its letter
        return [_letter_item(m)]
    m = _LETTER_DOT_ITEM_RE.match(text) if c.isupper() else None
    if m is not None:
        return [_letter_item(m, ".")]  # "A.1  NRCS Standard 313 is adopted with ...": the same, with a point
    m = _BRACKET_RE.match(text) if c == "[" else None
    if m is not None:
        rest = text[m.end():]
        # (not eCode's footnote mark over its note: "[1]" ⏎ "Editor's Note: Former § 16-11 ...")
        if _AFTER_PAREN_OK.match(rest) and not _NOTE_AFTER.match(rest):
            n = int(m.group("tok"))
            return [Token(BRACKET_NUM, f"[{n}]", n, end=m.end())]
        return []
    m = _PAREN_RE.match(text) if c == "(" else None
    if m and _AFTER_PAREN_OK.match(text[m.end() :]):
        tok = m.group("tok")
        piece = f"({tok})"
        if tok[0].isdigit():
            num = tok.rstrip("abcdefghijklmnopqrstuvwxyz")
            out.append(Token(PAREN_NUM, piece, int(num), suffix=tok[len(num) :], end=m.end()))
        elif tok in ("l", "I"):
            out.append(Token(PAREN_NUM, "(1)", 1, end=m.end()))  # OCR reads "(1)" as "(l)"
            out.append(
                Token(PAREN_LOWER if tok == "l" else PAREN_UPPER, piece, letter_ordinal(tok), end=m.end())
            )
            if tok == "l":
                out.append(Token(PAREN_ROMAN, piece, 50, end=m.end()))
        elif tok.isupper():
            out.append(Token(PAREN_UPPER, piece, letter_ordinal(tok), end=m.end()))
        else:
            value = roman_to_int(tok)
            if value is not None:
                out.append(Token(PAREN_ROMAN, piece, value, end=m.end()))
            if len(tok) == 1 or (len(tok) == 2 and tok[0] == tok[1]):
                out.append(Token(PAREN_LOWER, piece, letter_ordinal(tok), end=m.end()))
            elif len(tok) == 2 and tok[1] in _INSERT_SUFFIXES and value is None:
                # a paragraph inserted the statutes' way between (b) and (c): "(bm)", "(ag)", "(cr)"
                out.append(Token(PAREN_LOWER, piece, letter_ordinal(tok[0]), suffix=tok[1], end=m.end()))
        return out
    m = _DOT_RE.match(text)
    if m:
        tok = m.group("tok")
        piece = f"{tok}."
        if tok.isdigit():
            n = int(tok)
            if 101 <= n <= 999 and 1 <= n % 100 <= 79 and _CAPS_CAPTION.match(text[m.end():]):
                # "301.  CLOSURE REQUIRED.": a section numbered by its article (Article III's first), with its caption
                out.append(Token(SECTION, tok, n, parts=(n,), end=m.end()))
            out.append(Token(NUM_DOT, piece, n, end=m.end()))
        elif tok.isupper():
            value = roman_to_int(tok)
            if value is not None:
                out.append(Token(ROMAN, piece, value, end=m.end()))
            if len(tok) == 1:
                out.append(Token(UPPER, piece, letter_ordinal(tok), end=m.end()))
        else:
            if tok == "l":
                out.append(Token(NUM_DOT, "1.", 1, end=m.end()))  # OCR reads "1." as "l."
            value = roman_to_int(tok)
            if value is not None:
                out.append(Token(ROMAN_LOWER_DOT, piece, value, end=m.end()))
            if len(tok) == 1 or (len(tok) == 2 and tok[0] == tok[1]):
                out.append(Token(LOWER_DOT, piece, letter_ordinal(tok), end=m.end()))
        return out
    m = _CLOSE_PAREN_RE.match(text)
    if m:
        tok = m.group("tok")
        value = None if tok.isdigit() else roman_to_int(tok)
        if value is not None:
            out.append(Token(ROMAN_PAREN, f"{tok})", value, end=m.end()))
        if tok.isdigit() or len(tok) == 1:  # ("ii)" has no letter reading: a doubled letter is never closed so)
            kind = NUM_PAREN if tok.isdigit() else LOWER_PAREN
            ordinal = int(tok) if tok.isdigit() else letter_ordinal(tok)
            out.append(Token(kind, f"{tok})", ordinal, end=m.end()))
    return out


# a coded unit's caption in capitals, ended by its stop: "PS-3 PHOSPHORUS INDEX." (a district's name has no stop)
# (and only at a line's start: "17.21 A-1 EXCLUSIVE AGRICULTURE DISTRICT." is a section captioned with its district;
# a heading line of its own may go without the stop: "LS-1  PROPERTY LINE AND ROAD SETBACKS")
# (or in title case, "PS-3 Phosphorus Index.", a few words of a caption and its stop)
# (a history note in brackets may close the heading's line: "LS-7  GROUNDWATER PROTECTION [Created June 20, 2017 ...]")
_CAPS_CAPTION = re.compile(r"^[ \t]+(?![A-Z ,;'&/\-]*\b(?:DISTRICT|ZONE)\b)[A-Z][A-Z ,;'&/\-]{3,80}(?:\.(?:\s|$)|(?:\[[^\[\]]{1,120}\]\s*)?$)"
                           r"|^[ \t]+(?!(?:[\w,;'&/\-]+ ){0,7}(?i:district|zone)\b)[A-Z][a-z]+[,;]?"
                           r"(?: (?:[A-Z][a-z'&/\-]+[,;]?|and|or|of|the|for|in|on|to|a|an|with|from|by|near|[-\u2013\u2014])){0,8}\.(?:\s|$)")


def _letter_item(m: re.Match[str], sep: str = "-") -> Token:
    """The token of an item numbered under its letters, from its `_LETTER_ITEM_RE` match ("B-12") or, with a
    point, its `_LETTER_DOT_ITEM_RE` match ("A.1")."""
    n = int(m.group("num"))
    prefix = f"{m.group('letters')}{sep}"
    return Token(SECTION, f"{prefix}{n}", n, parts=(n,), sep=sep, prefix=prefix, end=m.end())


def _sentence_row(rest: str) -> bool:
    """Six words or more, most of them lower case: the rule of a standards table's row, not a name in a list."""
    if not _SENTENCE_AFTER.match(rest):
        return False
    words = rest.split()
    return sum(w[:1].islower() for w in words) * 2 > len(words)


def bare_row(text: str, words: int = 2) -> Token | None:
    """A lettered row that opens on its cells ("R-1   Storage capacity   As designed under ..."), when its line
    has `words` lower-case words or more that are no units: a requirement's words, not a district's name and
    lot size ("R-1  Single-Family Residential District  20,000 sq ft"). Read as a row only in a run
    (`segment.outline`): the next number under the same letters must follow."""
    m = _LETTER_ITEM_RE.match(text)
    if m is None or m.group("bare") is None or not _SENTENCE_AFTER.match(text[m.end():]):
        return None
    lower = [w for w in re.findall(r"[A-Za-z]+", text[m.end():]) if w[0].islower() and len(w) > 2
             and w not in _UNIT_WORDS]
    return _letter_item(m) if len(lower) >= words else None


_UNIT_WORDS = frozenset("feet foot acre acres inches miles gallons tons".split())


def next_table_row(text: str, prev: Token) -> Token | None:
    """The next row of a lettered table whose row `prev` was read as a rule ("R-3 Setback of storage ...").

    A matrix's row may open on its cells, not a sentence ("R-4 Unconfined manure Prohibited in the Same
    Same", the page's column gaps lost): in the run of rows it is the next number under the same letters.
    A list of names never had a first row read, so it has no run to continue."""
    m = _LETTER_ITEM_RE.match(text)
    if m is None or m.group("bare") is None or not is_lettered(prev) or not _SENTENCE_AFTER.match(text[m.end():]):
        return None
    row = _letter_item(m)
    return row if row.prefix == prev.prefix and row.ordinal == prev.ordinal + 1 else None


_MAYBE_TOKEN = re.compile(r"^\s*(?:[\d(§]|\[\d|[A-Za-z]{1,7}[.)](?:\s|$|\()|[A-Z]{1,5}-\d|[A-Z]\.\d|Sec|SEC|Sect|Para|PARA|Special|SPECIAL|"
                          r"Site-Specific|SITE-SPECIFIC|" + UNIT_WORDS + ")")


_QUOTED_NUMBER = re.compile(r"^[\"\u201c]\([0-9a-zA-Z]{1,4}\)")


_NUMBER_THEN_LETTER = re.compile(r"^(\d{1,3})\.([a-z])\.(?=[ \t]+[A-Z\"\u201c(])")


def read_tokens(text: str) -> list[list[Token]]:
    """Readings of the chain of unit numbers opening `text`: "(3) (a) No person" → [[(3)], [(a)]].

    Each element lists the alternative readings of one number ("C." is a letter or Roman 100).
    Returns [] when the line does not open with a unit number.
    """
    chain: list[list[Token]] = []
    # an amending ordinance quotes the unit it enacts: '"(2) NUMBER OF ANIMALS. No more ...'; the quotation mark
    # opens the quote, not the number (a parenthesized number only: '"A" means' is a defined term, and a quoted
    # section, '"5.3 Closure of Unused Facilities.' in a list of modifications, is text the list quotes)
    pos = 1 if _QUOTED_NUMBER.match(text) else 0
    if text[:1].isdigit() and (joined := _NUMBER_THEN_LETTER.match(text)) is not None:
        # "12.a. All manure storage facilities ...": a numbered paragraph's lettered part, its number and letter run
        # together as "12. a." prints them apart (one space more: the offsets of what follows shift by one)
        text = f"{joined.group(1)}. {joined.group(2)}.{text[joined.end():]}"
    if not _MAYBE_TOKEN.match(text[pos:]):
        return chain
    if (kept := _DOT_RANGE_KEPT.match(text)) is not None and int(kept.group("last")) > int(kept.group("first")):
        # "19.-30. [Reserved.]": paragraphs kept empty as a range, the next printed is 31.
        first = int(kept.group("first"))
        return [[Token(kind=NUM_DOT, piece=f"{first}.", ordinal=first, end=kept.end("last") + 1,
                       last=int(kept.group("last")))]]
    while pos < len(text) and len(chain) < 6:
        rest = text[pos:]
        stripped = rest.lstrip()
        offset = pos + len(rest) - len(stripped)
        readings = _single_tokens(stripped, first=not chain)
        if not readings:
            break
        readings = _range_readings(stripped, readings)
        if offset:
            readings = [replace(t, end=t.end + offset) for t in readings]
        chain.append(readings)
        pos = readings[0].end
    return chain


_RANGE_WORD = re.compile(r"\s*(?:through|thru|to|[-\u2013\u2014])\s*")
# a range of numbered paragraphs kept empty, printed as one line: "19.-30. [Reserved.]", "45. to 53. (Repealed)"
_DOT_RANGE_KEPT = re.compile(r"^(?P<first>\d{1,3})\.\s*(?:-|\u2013|\u2014|to|through)\s*(?P<last>\d{1,3})\.(?=\s+[(\[]\s*(?:reserved|repealed)\b)",
                             re.IGNORECASE)


def _range_readings(text: str, readings: list[Token]) -> list[Token]:
    """"(1) through (5)": the readings of the first number that a second of its kind closes as a range.

    An excerpt or a table of repealed units prints several siblings as one line ("(1) through (5)  [Not
    reproduced in this excerpt.]", "(b) to (d) Reserved."); the next sibling follows the range's last."""
    m = _RANGE_WORD.match(text, readings[0].end)
    if m is None:
        return readings
    ends = _single_tokens(text[m.end():])
    out = []
    for t in readings:
        end = next((e for e in ends if e.kind == t.kind and e.kind != SECTION and e.ordinal > t.ordinal), None)
        out.append(t if end is None else replace(t, end=m.end() + end.end, last=end.ordinal))
    return out


def read_heading(text: str) -> tuple[str, str, str] | None:
    """`"ARTICLE 4  PERFORMANCE STANDARDS"` → ("article", "4", "PERFORMANCE STANDARDS")."""
    m = _HEADING_RE.match(text)
    if not m:
        return None
    rest = text[m.end() :].strip(" .:-–—")
    if rest and (rest[0].islower() or (rest[0] == "," and rest[1:].strip()[:1].islower())):
        return None  # ("... meets" ⏎ "Article V, was designed to ...": a citation wrapped to a line's start)
    if _CITED_WITHIN.match(rest) or MODAL.search(rest):
        return None  # "Article 3, Section 301(2) may require ...": a citation wrapped to a line's start
    return ((m.group("word") or m.group("word2") or m.group("word3")).lower(),
            m.group("num") or m.group("num2") or m.group("num3"), rest)


def heading_number(num: str) -> int | None:
    """Article/chapter numbers are printed as digits or Roman numerals."""
    if num.isdigit():
        return int(num)
    return roman_to_int(num)


# ---------------------------------------------------------------- open units


@dataclass
class Level:
    """A unit that is open (its later siblings or children may still come)."""

    token: Token
    x0: float
    node: object = None  # the segmenter's node for this unit
    children: int = 0
    meta: dict = field(default_factory=dict)


FIRST_ORDINALS = {1}


def _inserted_between(prev: str, cur: str) -> bool:
    """Does `cur` follow `prev` as a decimal fraction, one of them an inserted number ("17.08" → "17.085",
    "17.085" → "17.09")? Both numbers' last parts are compared as the digits after a decimal point."""
    a, b = prev.rsplit(".", 1), cur.rsplit(".", 1)
    if len(a) != 2 or len(b) != 2 or a[0] != b[0] or not (a[1].isdigit() and b[1].isdigit()):
        return False
    if len(a[1]) == len(b[1]):
        return False  # the ordinary case is the gap between whole numbers
    x, y = float("0." + a[1]), float("0." + b[1])
    return 0 < y - x <= 0.011


_INSERT_LETTER = re.compile(r"\d([A-Z])\.?$")


def _insert_letter(piece: str) -> str:
    """The capital letter an inserted section carries after its number ("5.3A" → "A"; "5.3" → "")."""
    m = _INSERT_LETTER.search(piece)
    return m.group(1) if m else ""


def is_successor(prev: Token, tok: Token, *, loose: bool) -> bool:
    """Is `tok` the next sibling of `prev`? `loose` allows a skipped number (a repealed unit)."""
    if prev.kind != tok.kind:
        return False
    if tok.kind in WORD_KINDS:
        return 0 < tok.ordinal - prev.ordinal <= 25  # numbered rules skip repealed ones freely
    if tok.kind == SECTION:
        if is_lettered(prev) and is_lettered(tok) and prev.prefix != tok.prefix:
            # a code's next series of lettered units: the prohibitions "P-1" ... after the standards "PS-1" ... "PS-12"
            return tok.ordinal == 1
        if is_lettered(prev) != is_lettered(tok) and (prev.strong or tok.strong):
            # "C.2." (an item of Section C) then "Section D.": the next section follows Section C, not its item
            return False
        if prev.sep != tok.sep and prev.sep and tok.sep:
            return False
        if len(tok.parts) >= 2 and tok.parts[-1] == 0 and prev.parts[-1] != 0:
            return False  # "2.0 DEFINITIONS" follows "1.0", not "1.3"
        if len(tok.parts) >= 2 and prev.parts[-1] == 0 and prev.parts[:-1] == tok.parts[:-1]:
            return False  # "1.1" is the first child of "1.0", not its sibling
        if len(prev.parts) != len(tok.parts):
            return False
        if prev.parts[:-1] != tok.parts[:-1]:
            # the next chapter of a multi-chapter code: "Sec. 3.12" → "Sec. 4.01"; a prefixed number may pass over a
            # chapter kept empty ("ASM-1.5" ⏎ "ASM-2  (RESERVED)" ⏎ "ASM-3.1")
            return (
                (tok.strong or loose)
                and len(tok.parts) >= 2
                and tok.parts[:-2] == prev.parts[:-2]
                and 1 <= tok.parts[-2] - prev.parts[-2] <= (2 if tok.strong else 1)
                and tok.parts[-1] <= 1
            )
        gap = tok.parts[-1] - prev.parts[-1]
        if gap == 0 and _insert_letter(tok.piece) > _insert_letter(prev.piece):
            return True  # "5.3" → "5.3A" → "5.3B" → "5.4": sections inserted after 5.3 by later amendments
        if tok.sep == "." and len(tok.parts) >= 2 and _inserted_between(prev.piece, tok.piece):
            return True  # "17.08" → "17.085" → "17.09": a section inserted between two, read as a decimal
        if len(tok.parts) >= 2 and tok.parts[-1] in (99, 999) and gap > 0:
            return True  # American Legal and Municode put the penalty section at ".99" / ".999"
        if (len(tok.parts) == 1 and (tok.strong or loose) and prev.parts[0] >= 100 and tok.parts[0] % 100 <= 1
                and 1 <= tok.parts[0] // 100 - prev.parts[0] // 100 <= 2):
            return True  # article-numbered sections: "Section 305" (Article 3) → "Section 401" (Article 4)
        return 0 < gap <= (25 if (tok.strong or loose) else 10)
    gap = tok.ordinal - max(prev.ordinal, prev.last)
    if gap == 0 and tok.suffix and not prev.suffix:
        return True  # (4) then (4m)
    if gap == 1:
        return True
    return loose and gap == 2


def comes_later(prev: Token, tok: Token) -> bool:
    """Is `tok` a later sibling of `prev`, however many units lie between (an excerpt's "* * *" or an amending
    ordinance left them out)? Sections compare by their number's parts ("15.03" → "15.30"), other kinds by ordinal."""
    if prev.kind != tok.kind:
        return False
    if tok.kind == SECTION:
        return (len(tok.parts) == len(prev.parts) and tok.sep == prev.sep and tok.parts[:-1] == prev.parts[:-1]
                and tok.parts[-1] > prev.parts[-1])
    return tok.ordinal > prev.ordinal


_LETTERED = re.compile(rf"^{_ITEM_LETTERS}-$|^[A-Z]\.$")  # the prefix of an item numbered under its letter: "S-" of "S-1", "A." of "A.1"


def is_lettered(tok: Token) -> bool:
    """Is the token an item numbered under its letters ("B-2", "PS-4", "R-1")?"""
    return _LETTERED.match(tok.prefix) is not None


def is_first_child(parent: Token | None, tok: Token) -> bool:
    """Can `tok` open the children of `parent` (None: the document's first unit)?"""
    if tok.kind == SECTION:
        if parent is None:
            return True
        if parent.kind == SECTION:
            if _LETTERED.match(tok.prefix) and not _LETTERED.match(parent.prefix):
                # "17.06 TABLE OF STANDARDS. ..." ⏎ "S-1  Manure storage facilities shall ...": a table's rows of
                # standards, lettered and numbered under the section that prints them
                return tok.ordinal == 1
            if len(parent.parts) >= 2 and parent.parts[-1] == 0:
                # "1.0 INTRODUCTION" heads "1.1", "1.2" ...
                return (
                    tok.parts[:-1] == parent.parts[:-1]
                    and tok.parts[-1] == 1
                    and len(tok.parts) == len(parent.parts)
                )
            # 4.1 → 4.1.1: the child's number extends the parent's
            return (
                len(tok.parts) == len(parent.parts) + 1
                and tok.parts[:-1] == parent.parts
                and tok.parts[-1] <= 1
                and (tok.sep == parent.sep or not parent.sep)
            )
        # "3. WINTER APPLICATION STANDARDS" heads "3.1", "3.2" (and a numbered heading's decimals)
        return parent.kind == NUM_DOT and len(tok.parts) == 2 and tok.parts == (parent.ordinal, 1) and tok.sep == "."
    if tok.kind in WORD_KINDS:
        return parent is None
    if tok.kind == BRACKET_NUM:
        # only under a lettered paragraph ("(a)" → "[1]"); elsewhere "[1]" marks a footnote
        return parent is not None and parent.kind == PAREN_LOWER and tok.ordinal == 1
    if tok.suffix:
        return False
    return tok.ordinal in FIRST_ORDINALS


# ---------------------------------------------------------------- labels


def as_condition(tok: Token) -> Token:
    """ "3." in a list under "CONDITIONS OF APPROVAL" is cited "Condition 3"."""
    return Token(CONDITION, f"Condition {tok.ordinal}", tok.ordinal, (tok.ordinal,), prefix="Condition ",
                 strong=True, end=tok.end)


def join_label(tokens: list[Token], article: tuple[str, str] | None = None) -> str:
    """The citation of a unit from its chain of tokens, in the ordinance's own style.

    >>> from ordinance_review.segment.numbering import read_tokens as r
    >>> join_label([r("§ 12-4.")[0][0], r("B.")[0][0], r("(2)")[0][0], r("(a)")[0][0]])
    '§ 12-4 B.(2)(a)'
    """
    if not tokens:
        return ""
    # a decimal child replaces its parent's number: Section 4.3 + 4.3.1 → Section 4.3.1
    chain: list[Token] = []
    for tok in tokens:
        if chain and tok.kind == SECTION and chain[-1].kind == NUM_DOT and tok.parts[:1] == (chain[-1].ordinal,):
            chain[-1] = tok  # "3." + 3.1 → 3.1: the decimal carries its heading's number
            continue
        if chain and tok.kind == SECTION and chain[-1].kind == SECTION and _LETTERED.match(tok.prefix) \
                and not _LETTERED.match(chain[-1].prefix):
            if len(chain[-1].parts) == 1 and tok.prefix[:-1] == chain[-1].piece[len(chain[-1].prefix):]:
                # "Section C." + "C.1." → "C.1.": the item carries its lettered section's letter, and is cited by it
                chain[-1] = tok
                continue
            chain.append(tok)  # "17.06" + "S-4" → "17.06 S-4": a lettered row of the section's table
            continue
        if chain and tok.kind == SECTION and chain[-1].kind == SECTION:
            # (and "1.0 INTRODUCTION" + 1.1 → 1.1)
            prefix = tok.prefix or chain[-1].prefix
            num = tok.piece[len(tok.prefix) :]
            chain[-1] = Token(SECTION, f"{prefix}{num}", 0, tok.parts, tok.sep, prefix, strong=tok.strong)
        else:
            chain.append(tok)
    root = chain[0]
    label = root.piece
    if root.kind in ROOT_KINDS:
        prev = root
        for tok in chain[1:]:
            if tok.kind in PAREN_KINDS or tok.kind == BRACKET_NUM:
                label += tok.piece
            elif tok.kind == SUBD:
                label += ", " + tok.piece  # "Section 6.05, Subd. 3(b)", as such a code is cited
            elif root.kind == PARAGRAPH and prev is root and tok.kind in (LOWER_DOT, NUM_DOT, UPPER):
                label += "." + tok.piece.rstrip(".")
            elif prev.kind in PAREN_KINDS or prev.kind in (NUM_DOT, LOWER_DOT, ROMAN_LOWER_DOT):
                label += tok.piece
            else:
                label += " " + tok.piece
            prev = tok
        if article is not None and root.kind == SECTION and len(root.parts) == 1 and not is_lettered(root):
            # "Section 3" restarts in every article: the article is part of the citation (an item "A-1" of
            # Appendix A already names it, and a code's lettered unit "PS-4" is cited by its code alone)
            label = f"{article[0]} {article[1]}, {label}"
    else:
        label = " ".join(t.piece for t in chain)
        if article is not None and article[0].lower() == "article" and article[1].isalpha() and roman_to_int(article[1]):
            # "ARTICLE IV" then "C.", "1.": the outline's own citation runs the article's numeral into the rest,
            # "IV.C.1." (as its cross-references and history tables print it)
            label = f"{article[1].upper()}. {label}"
        elif article is not None:
            # "ARTICLE 2 Standards" then "1.", "2.": the items restart in every article
            label = f"{article[0]} {article[1]}, {label}"
    return label
