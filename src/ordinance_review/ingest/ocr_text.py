"""The words OCR misreads in a code, read as printed, and its lines cut at a gutter.

Tesseract reads clean print well but trips on the marks a code's structure hangs on: "III." comes back as
"Ill.", "1,000" as "l,000", "* * *" as "*x* * x", an item's hanging "B." is dropped with its period kept, and a
left-column line is read together with the right-column line beside it. Each misreading here would cost a unit
(the outline numbers units by these marks) or a figure (a comparison reads them); only words that cannot be
what they seem are changed, so "(l)" stays a lettered item and "I-94" a road. Pure functions of the words, so
they are tested without tesseract; `ocr` applies them to each line it reads.
"""

from __future__ import annotations

import re
from collections import Counter

# A figure OCR misread with letters for digits: "l2", "2O0", "l,000", "l51.08" (an "l" or "I" for a one, an "O" for a
# zero). Only a word of digits and those letters, with a digit in it, is read again: "(l)" is a lettered item and
# "I-94" a road, and a wrong figure decides a comparison (a setback of "l,000 feet" would be no figure at all).
# (a compound keeps its second word, "l00-year", and a figure its closing marks, "(l0%)")
_MISREAD_FIGURE = re.compile(r"^(?P<open>[(\[$]?)(?P<body>(?=[\dlIO,.]*\d)(?=[\dlIO,.]*[lIO])[\dlIO]+(?:[,.][\dlIO]+)*)"
                             r"(?P<close>(?:-[a-z]{2,})?[)\].,;:%]{0,2})$")
_AS_DIGITS = str.maketrans({"l": "1", "I": "1", "O": "0"})


# a unit or section number: tesseract is often least sure of exactly these ("SECTION 5.0 PERMIT REQUIREMENTS" read with
# "5.0" at confidence 4), yet a number made of digits and points is seldom a speck's misreading, and dropped it takes
# its section's heading with it (every section after it falls under the one before)
# (a lone figure, "1", may be a speck: a number is kept for its point, bracket or second digit)
_NUMBER_WORD = re.compile(r"^(?=.*(?:\d\d|[.()\-\[\]:]))[(\[]?\d{1,4}(?:[.\-]\d{1,4}){0,3}[.)\]:]?$")


def unsure_number(word: str) -> bool:
    """Is a word tesseract was unsure of a unit or section number, to be kept whatever its confidence?"""
    return _NUMBER_WORD.match(word) is not None


# a line with a letter beside a digit, the only kind `read_digits` can change (most lines have none)
_LETTER_BY_DIGIT = re.compile(r"[lIO]\d|\d[lIO]")


def read_line_digits(text: str) -> str:
    """A line with each word read by `read_digits`: a scan's own OCR text layer misreads figures as tesseract
    does ("a l00-year storm", "fourteen (l4) days")."""
    if _LETTER_BY_DIGIT.search(text) is None:
        return text
    return re.sub(r"\S+", lambda m: read_digits(m.group(0)), text)


_WORD = re.compile(r"[A-Za-z]+")
_RN = re.compile(r"[A-Za-z]*rn[A-Za-z]*")


def rn_misreadings(texts: list[str]) -> dict[str, str]:
    """The words an OCR text layer read with "rn" for an "m" ("rnay", "strearn"), each with the word it stands
    for: the reading with "m" that the same document prints more often, and at least twice. A document's own
    words decide, so "corn" and "barn" stay as printed wherever "com" and "bam" are no words of it."""
    counts = Counter(_WORD.findall("\n".join(texts)))
    out = {}
    for w, n in counts.items():
        if "rn" not in w:
            continue
        # (each "rn" on its own, then all: "imrninent" has one misread pair)
        fixes = {w.replace("rn", "m")} | {w[:m.start()] + "m" + w[m.start() + 2:] for m in re.finditer("rn", w)}
        best = max(fixes, key=lambda f: counts.get(f, 0))
        if counts.get(best, 0) >= 2 and counts[best] > n:
            out[w] = best
    return out


def mend_rn(text: str, fixes: dict[str, str]) -> str:
    """The line with the misread words of `rn_misreadings` as the document prints them elsewhere."""
    if not fixes or "rn" not in text:
        return text
    return _RN.sub(lambda m: fixes.get(m.group(0), m.group(0)), text)


def read_digits(word: str) -> str:
    """The word with letters OCR put in a figure read as the digits they stand for (`_MISREAD_FIGURE`)."""
    m = _MISREAD_FIGURE.match(word)
    if m is None:
        return word
    return f"{m['open']}{m['body'].translate(_AS_DIGITS)}{m['close']}"


# A Roman article number at the start of a line, OCR read with a bar or a lower-case "l" (and "i") for an "I":
# "|.", "ll.", "Ill.", "lV.", "Vll.", "Vil." (a lone "l." may be a misread "1.", and "ii." is a lower-case
# numeral as printed: both are left alone). The outline numbers an
# article by it; misread, a whole article's sections fall under the one before.
_MISREAD_ROMAN = re.compile(r"^(?=[|liIVX]*[|l])(?:\||[|liIVX]{2,6})\.$")
_ROMAN = re.compile(r"^(?:X{0,3})(?:IX|IV|V?I{0,3})\.$")
_AS_ROMAN = str.maketrans({"|": "I", "l": "I", "i": "I"})


_DIVISION_WORD = re.compile(r"^(?:Section|SECTION|Article|ARTICLE|Part|PART|Chapter|CHAPTER|Subchapter|SUBCHAPTER)$")


def read_roman(word: str, *, stop: bool = True) -> str | None:
    """A Roman number OCR read with a bar or an "l" (and "i") for an "I", as printed; None if the word is none.
    Without `stop` the number may stand without its period, as after "ARTICLE"."""
    if not stop and not word.endswith("."):
        roman = read_roman(f"{word}.")
        return roman[:-1] if roman else None
    if _MISREAD_ROMAN.match(word):
        roman = word.translate(_AS_ROMAN)
        if _ROMAN.match(roman) and roman != ".":
            return roman
    return None


def read_line_start(word: str) -> str:
    """The first word of an OCR line, with a misread Roman article number read as printed (`_MISREAD_ROMAN`)."""
    return read_roman(word) or read_digits(word)


# an excerpt's mark of omitted text, "* * *", that OCR read with an "x" or a "K" for a star, or with stars lost
# ("*x* * *", "* *K*", "*" alone on its line): the outline lets the numbering skip past the mark, so it must come
# through as printed
_MISREAD_OMISSION = re.compile(r"^(?=[^*]*\*)[*xXkK](?:\s*[*xXkK]){0,5}$")


def read_marks(line: str) -> str:
    """An OCR line that is a misread omission mark, as printed (`_MISREAD_OMISSION`); a capital letter alone on its
    line, an item's letter whose period OCR lost ("A" over "Applications shall be submitted ...": a web copy sets
    each enumerator on a line of its own), with its period; any other line as read."""
    if _MISREAD_OMISSION.match(line):
        return "* * *"
    if len(line) == 1 and "A" <= line <= "Z":
        return f"{line}."
    if (m := _DOUBLED_LETTER.match(line)) is not None and m.group(1).lower() == m.group(2):
        # "Cc." alone on its line, "Cc) Closure.": a lower-case item's letter, read twice (its capital first)
        return f"{m.group(2)}{m.group(3)}{line[m.end():]}"
    return line


_DOUBLED_LETTER = re.compile(r"^([A-Z])([a-z])(\.$|\)(?=\s|$))")


# an item's letter or number hanging left of its text, which tesseract's page layout can drop, leaving its period
_ENUMERATOR = re.compile(r"^(?:[A-Z]|[IVX]{1,4}|\d{1,3}(?:\.\d{1,3})*)\.?$")


# ".2", ".2.1", ".04(4)", "-07(2)(c)": a decimal missing its first figures (a table's first column loses them most)
# (a Sterling section too: "-4-6:" for "7-4-6:")
_LOST_LEAD = re.compile(r"^[.\-]\d{1,3}(?:[.\-]\d{1,3})*(?:\(\w{1,4}\))*[.:]?$")
_DECIMAL = re.compile(r"^\d{1,3}(?:\.\d{1,3})+(?:\(\w{1,4}\))*\.?$")
_WHOLE_NUMBER = re.compile(rf"{_DECIMAL.pattern}|^\d{{1,3}}(?:-\d{{1,3}}){{1,2}}(?:\(\w{{1,4}}\))*[.:]?$")  # or "7-4-6:"
_SPLIT_DECIMAL = re.compile(r"^\d{1,3}\.$")


def join_split_decimal(words: list[str]) -> list[str]:
    """A line's words with a decimal number OCR split at a point joined again: "4. 1.1 No person ..." is "4.1.1"
    (a lone second figure is left: "3. 2 feet of soil ..." may be item 3 of a list); and a section number that closes
    on its colon, split before its last figure or before the colon, joined: "8-3-1 0: APPEALS" is "8-3-10:", and
    "8-3-8 : ODOR" is "8-3-8:" (a colon never follows a space in print)."""
    if len(words) > 1 and _SPLIT_DECIMAL.match(words[0]) and _DECIMAL.match(words[1]):
        return [words[0] + words[1], *words[2:]]
    if len(words) > 1 and _DASHED_NUMBER.match(words[0]) and _COLON_TAIL.match(words[1]):
        return [words[0] + words[1], *words[2:]]
    if len(words) > 1 and _OPEN_DASHED.match(words[0]) and _LAST_FIGURE.match(words[1]):
        return [words[0] + words[1], *words[2:]]  # "7-4- 1: Purpose" is "7-4-1:"
    return words


_DASHED_NUMBER = re.compile(r"^\d{1,3}(?:[-.]\d{1,3}){1,3}$")  # "8-3-1", "8-3-8"
_COLON_TAIL = re.compile(r"^\d{0,2}:$")  # "0:", ":"
_OPEN_DASHED = re.compile(r"^\d{1,3}(?:-\d{1,3}){1,2}-$")  # "7-4-"
_LAST_FIGURE = re.compile(r"^\d{1,3}:$")  # "1:"


# a rule of dashes or underscores beside a table's first cell, read as a run of a few capitals ("PHHHHHHPAHHAHAHAH")
_RULE_AS_LETTERS = re.compile(r"^[A-Z]{8,}$")


def without_rule_noise(words: list[str]) -> list[str]:
    """A line's words without a typed rule tesseract read as letters before the line's first cell: a word of eight
    capitals or more drawn from four letters at most is no word of a code ("AGRICULTURAL" has eight)."""
    if len(words) > 1 and _RULE_AS_LETTERS.match(words[0]) and len(set(words[0])) <= 4:
        return words[1:]
    return words


def lost_at_margin(word: str) -> bool:
    """Did tesseract drop the start of the line's first word at the margin: a lone period (an item's hanging "B."
    lost), or a decimal missing its first figures (".2" for "4.2", ".04(4)" for "4.04(4)")?"""
    return word == "." or _LOST_LEAD.match(word) is not None


_OPEN_DECIMAL = re.compile(r"^\d{1,3}(?:\.\d{1,3})*\.$")
_SECTION_SIGNS = frozenset({"§", "§§", "Sec.", "SEC.", "Section", "SECTION", "s.", "ss."})


def restore_margin(word: str, reread: str) -> str:
    """The line's first word with what a second reading of the margin found (`reread`, the crop's words), where that
    is what was lost: an enumerator before a lone period (the crop's first word), a whole decimal for one missing
    its first figures (whichever word of the crop it is: "§ 4.02" lost "§ 4" together)."""
    words = reread.split()
    if word == ".":
        first = words[0] if words else ""
        return (first.rstrip(".") if _ENUMERATOR.match(first) else "") + "."
    # (the crop may split the number at a point too: "8.40. 100")
    words = [*words, *(a + b for a, b in zip(words, words[1:], strict=False) if _OPEN_DECIMAL.match(a) and b[:1].isdigit())]
    for i, w in enumerate(words):
        if _WHOLE_NUMBER.match(w) and w.endswith(word[1:]):
            # (with the section sign or word the crop read before it: "§ 4.02" names a section)
            return f"{words[i - 1]} {w}" if i and words[i - 1] in _SECTION_SIGNS else w
    return word


# an item's mark that OCR read without its closing parenthesis and with a speck of noise after it: "(d ~— Land
# application." for "(d) Land application."; the outline numbers the item by the mark, and without it the item's
# text falls into the item before
_OPEN_MARK = re.compile(r"^\((?:[a-z]{1,2}|[A-Z]|\d{1,3})$")
_DOUBLED_MARK = re.compile(r"^\(([a-z])(?i:\1)$")  # the closing parenthesis read as the letter again: "(fF"
_NOISE = re.compile(r"^[~—–\-|_'`‘’“”«»,:;]+$")  # a word of marks only, never "*" (an omission) or a bracket


def close_mark(text: str) -> str:
    """A page line with an item's mark that lost its closing parenthesis to noise closed again, and the noise
    dropped (`_OPEN_MARK`): only where noise, not a word, follows it, since "(a" may open a parenthesis in text.
    Read on the joined line: tesseract often reads the mark and the speck as lines of their own, which the reading
    order puts together with the text beside them."""
    words = text.split(" ")
    if len(words) > 2 and _OPEN_MARK.match(words[0]) and _NOISE.match(words[1]):
        return " ".join([f"{words[0]})", *words[2:]])
    if len(words) > 2 and (m := _DOUBLED_MARK.match(words[0])) and _NOISE.match(words[1]):
        return " ".join([f"({m.group(1)})", *words[2:]])  # "(fF ~~ On fields" is "(f) On fields"
    if len(words) > 2 and _BARE_MARK.match(words[0]) and (words[1] == ")" or _NOISE.match(words[1])) \
            and _ITEM_TEXT.match(words[2]):
        # an item numbered with a closing parenthesis only ("b) No provision ..."), its parenthesis read apart
        # ("2 ) Each facility") or as a speck ("b —_ No provision")
        return " ".join([f"{words[0]})", *words[2:]])
    return text


_BARE_MARK = re.compile(r"^(?:[a-z]|\d{1,2})$")
_ITEM_TEXT = re.compile(r"^[\"\u201c]?[A-Z][a-z]")


def mend_joined(text: str) -> str:
    """A page line as the reading order joined it from tesseract's pieces, with what a piece of its own brought
    mended: an item's mark that lost its parenthesis to a speck beside it, a rule read as letters before a cell, a
    section number read apart from its colon ("8-3-8" and ": ODOR AND NUISANCE:" as two pieces)."""
    return close_mark(" ".join(join_split_decimal(without_rule_noise(text.split(" ")))))


def read_line(words: list[str]) -> str:
    """One OCR line's text from its words, each misreading read as printed."""
    words = join_split_decimal(words)
    rest = [read_digits(w) for w in words[1:]]
    if rest and _DIVISION_WORD.match(words[0]):
        rest[0] = read_roman(words[1], stop=False) or rest[0]  # "Section Ill. PROHIBITIONS", "ARTICLE lV"
    return read_marks(" ".join([read_line_start(words[0]), *rest]))


_GUTTER_GAP = 2.0  # word heights: a wider gap inside one tesseract line is a gutter or a table's cell break


def runs(data: dict, indexes: list[int]) -> list[list[int]]:
    """A tesseract line cut where its words stand far apart. Tesseract may read a line of the left column
    and the line beside it in the right column as one line; as separate pieces they are placed in their
    columns by the reading order (`reading_order`), as a text layer's runs are."""
    order = sorted(indexes, key=lambda i: data["left"][i])
    heights = sorted(data["height"][i] for i in order)
    gap = _GUTTER_GAP * max(heights[len(heights) // 2], 1)
    runs: list[list[int]] = [[order[0]]]
    for i in order[1:]:
        last = runs[-1][-1]
        if data["left"][i] - (data["left"][last] + data["width"][last]) > gap:
            runs.append([i])
        else:
            runs[-1].append(i)
    return runs
