"""Numbers as the verdict engine compares them, on the normalized text it matches topics on.

`quantities.find_quantities` reads the figures; this module adds what the engine needs around it:
number words turned into digits in the text itself (so lexicon patterns such as "every 2 years"
see "every two (2) years" the same way), comparison-ready views of a figure (months, feet) with
its position (so nearby words can say what a distance is measured from), and unit-less numbers
(phosphorus index values).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ordinance_review.quantities import find_quantities

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_SCALES = {"hundred": 100, "thousand": 1000}
_FRACTIONS = {"one-half": 0.5, "one half": 0.5, "half": 0.5, "one-quarter": 0.25, "one-fourth": 0.25, "one-third": 1 / 3,
              "three-quarters": 0.75, "three-fourths": 0.75, "two-thirds": 2 / 3, "one-eighth": 0.125, "one-fifth": 0.2,
              "one-tenth": 0.1}
# a typeset fraction: "12½%", "2¼ feet", "½ mile"
_VULGAR = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}
_VULGAR_RX = re.compile(r"(?:(\d+)\s?)?([½¼¾⅓⅔⅛⅜⅝⅞])")


def _vulgar(m: re.Match[str]) -> str:
    return f"{int(m.group(1) or 0) + _VULGAR[m.group(2)]:g}"
_WORD = "|".join(sorted([*_UNITS, *_TENS, *_SCALES], key=len, reverse=True))
_NUMBER_WORDS = re.compile(rf"\b(?:{_WORD})\b(?:[\s-]+(?:and[\s-]+)?(?:{_WORD})\b)*")
_FRACTION_WORD = ("one-half|one half|half|one-quarter|one-fourth|one-third|three-quarters|three-fourths|two-thirds"
                  "|one-eighth|one-fifth|one-tenth")
_ANY_WORD = re.compile(rf"\b(?:{_WORD}|{_FRACTION_WORD})\b")
_FRACTION_RX = re.compile(rf"\b({_FRACTION_WORD})\b(?!\s*\()")
# "three-quarters (0.75)": the printed digits stand for the words
_FRACTION_THEN_DIGITS = re.compile(rf"\b(?:{_FRACTION_WORD})\s*\((\d+/\d+|\d*\.?\d+)\)")  # "(0.75)", "(1/8)"
# "twelve (12)" / "one thousand feet (1,000 ft.)" / "six percent (6%)": keep the printed digits
_WORDS_THEN_DIGITS = re.compile(
    rf"\b(?:(?:{_WORD}|one-half|one half|and)[\s-]*)+(?:(?P<unit>feet|foot|percent|miles?|inches|inch|days?|months?|years?|hours?)\s*)?"
    r"\((?P<digits>\d+ \d/\d|\d[\d,]*(?:\.\d+)?|\d+/\d+)(?P<rest>[^)]{0,12})\)"
)
# the unit the digits in parentheses already carry: "(15%)" after "fifteen percent", "(1,000 ft.)" after "one thousand feet"
_UNIT_IN_DIGITS = {"percent": re.compile(r"^\s*(?:%|percent)"), "feet": re.compile(r"^\s*(?:ft\b|feet\b)"),
                   "foot": re.compile(r"^\s*(?:ft\b|foot\b)")}


_FOOT_MARK = re.compile(r"^\s*['\u2032\u2019]\s*$")


def _digits_for_words(m: re.Match[str]) -> str:
    """The figure once, in digits: "twelve (12) months" -> "12 months"; "fifteen percent (15%)" -> "15%", not
    "15% percent" (which reads as two figures)."""
    unit, rest = m.group("unit") or "", m.group("rest")
    if unit in ("feet", "foot") and _FOOT_MARK.match(rest):
        return f"{m.group('digits')} {unit}"  # "one thousand feet (1,000')": the mark is the word already printed
    if unit and (rx := _UNIT_IN_DIGITS.get(unit)) is not None and rx.match(rest):
        return f"{m.group('digits')}{rest}"
    # (nothing after the digits when no unit came before them: "one hundred (100)-year" -> "100-year", one word)
    if unit:
        return f"{m.group('digits')}{rest} {unit}"
    glued = m.end() < len(m.string) and m.string[m.end()].isalnum()  # "three(3)feet": keep the words apart
    return f"{m.group('digits')}{rest}{' ' if glued else ''}"


# "six and one-half" once its words are digits ("6 and 0.5"): a whole number and a fraction are one figure
_AND_FRACTION = re.compile(r"\b(\d+) and (0\.\d+)\b")
# "2 1/2 acres": a whole number and a fraction are one figure
_MIXED_FRACTION = re.compile(r"\b(\d+) ([1-9])/([2-9])\b")


def _mixed(m: re.Match[str]) -> str:
    return f"{int(m.group(1)) + int(m.group(2)) / int(m.group(3)):g}"

_UNIT_MAP = {"inches": "in", "cubic_ft": "ft3", "usd": "usd"}
_BARE = re.compile(r"(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\d+/\d+)")


# The one month length of the whole package: a calendar year over twelve (periods in months and in
# days are compared with it everywhere: closure, compliance periods, storage periods, variances).
DAYS_PER_MONTH = 365.25 / 12


@dataclass(frozen=True)
class Measure:
    """One figure in the text: value in `unit` and where it is (character offsets)."""

    value: float
    unit: str  # ft | mile | in | percent | ppm | hours | days | months | years | animal_units | ft3 | acres | number
    start: int
    end: int

    @property
    def months(self) -> float | None:
        if self.unit == "days" and self.value >= 30:
            if self.value % 365 == 0:
                return self.value / 365 * 12  # "365 days" is the year it is written for
            if self.value % 30 == 0:
                # "180 days" is drafted as six months (30-day months), not 5.9 of the calendar's average ones:
                # "18 months of non-use plus 180 days to close" is the state's 24 months, no shorter
                return self.value / 30
        factor = {"hours": 1 / (24 * DAYS_PER_MONTH), "days": 1 / DAYS_PER_MONTH, "months": 1.0, "years": 12.0}.get(self.unit)
        return None if factor is None else self.value * factor

    @property
    def years(self) -> float | None:
        m = self.months
        return None if m is None else m / 12

    @property
    def feet(self) -> float | None:
        return {"ft": self.value, "mile": self.value * 5280, "in": self.value / 12}.get(self.unit)


def _words_to_number(words: str) -> float | None:
    words = words.strip().lower()
    if words in _FRACTIONS:
        return _FRACTIONS[words]
    total, current, seen = 0, 0, False
    for tok in re.split(r"[\s-]+", words):
        if tok == "and" or not tok:
            continue
        if tok in _UNITS:
            current += _UNITS[tok]
        elif tok in _TENS:
            current += _TENS[tok]
        elif tok == "hundred":
            current = max(current, 1) * 100
        elif tok == "thousand":
            total += max(current, 1) * 1000
            current = 0
        else:
            return None
        seen = True
    return float(total + current) if seen else None


def normalize_numbers(text: str) -> str:
    """Lower-case text with number words turned into digits (once, when both forms are printed)."""
    text = text.lower()
    if _VULGAR_RX.search(text):
        text = _VULGAR_RX.sub(_vulgar, text)
    if not _ANY_WORD.search(text):
        return _shares_as_percent(_MIXED_FRACTION.sub(_mixed, text) if "/" in text else text)
    # "one thousand feet (1,000 ft.)" -> "1,000 ft."; "twelve (12) months" -> "12 months"
    text = _WORDS_THEN_DIGITS.sub(_digits_for_words, text)
    text = _FRACTION_THEN_DIGITS.sub(lambda m: m.group(1), text)
    text = _FRACTION_RX.sub(lambda m: str(_FRACTIONS[m.group(1)]), text)

    text = _MIXED_FRACTION.sub(_mixed, text)

    def words(m: re.Match[str]) -> str:
        val = _words_to_number(m.group(0))
        if val is None:
            return m.group(0)
        return str(int(val)) if val == int(val) else str(val)

    text = _NUMBER_WORDS.sub(words, text)
    if " and 0." in text:  # "six and one-half cubic yards": one figure, 6.5
        text = _AND_FRACTION.sub(lambda m: f"{int(m.group(1)) + float(m.group(2)):g}", text)
    return _shares_as_percent(text)


# "one-half (1/2) of the eligible costs": a share of costs is a percent (cost-share rates are stated in percent)
_FRACTION_OF_COST = re.compile(r"\b(?:(\d+)/(\d+)|(0\.\d+))\s+(of (?:the |all )?(?:eligible |total |actual )?costs?\b)")


# "enlarging its capacity or surface area by one-eighth (1/8) or more": a share of a facility's size is a percent
# (the state's alteration trigger is one)
_FRACTION_OF_SIZE = re.compile(
    r"\b((?:enlarg|expan|increas|extend)\w*\b[^.;]{0,60}?\bby) (?:(\d+)/(\d+)|(0\.\d+))(?=\s+(?:or (?:more|greater)|percent)\b)",
    re.I)


def _fraction_of_size(text: str) -> str:
    def percent(m: re.Match[str]) -> str:
        share = float(m.group(4)) if m.group(4) else int(m.group(2)) / max(int(m.group(3)), 1)
        return f"{m.group(1)} {100 * share:g} percent"

    return _FRACTION_OF_SIZE.sub(percent, text)


def _shares_as_percent(text: str) -> str:
    """Shares the rules compare in percent: of a facility's size, and of the eligible costs."""
    return _fraction_of_cost(_fraction_of_size(text) if "/" in text or "0." in text else text)


def _fraction_of_cost(text: str) -> str:
    if "cost" not in text:
        return text

    def percent(m: re.Match[str]) -> str:
        share = float(m.group(3)) if m.group(3) else int(m.group(1)) / max(int(m.group(2)), 1)
        return f"{100 * share:g} percent {m.group(4)}"

    return _FRACTION_OF_COST.sub(percent, text)


def _value(num: str) -> float:
    if "/" in num:
        a, b = num.split("/", 1)
        return float(a) / float(b) if float(b) else 0.0
    return float(num.replace(",", ""))


def find_measures(text: str) -> list[Measure]:
    """Every figure with a unit in already-normalized text, read by `quantities.find_quantities`.

    Storm events are left out (they are compared by return period, not as durations). A range
    "3 to 5 feet" also yields its first number in the unit of the second, so "at least the larger"
    and "from the smaller" readings both see it.
    """
    out: list[Measure] = []
    for q in find_quantities(text):
        if q.kind in ("storm", "date_range"):
            continue
        unit = _UNIT_MAP.get(q.unit, q.unit)
        out.append(Measure(q.value, unit, q.start, q.end))
        rng = re.search(r"(\d[\d,]*(?:\.\d+)?)\)?\s*(?:to|through|and|-|–)\s*$", text[max(0, q.start - 24):q.start])
        if rng and (q.original_value is None or q.original_value == q.value):
            start = max(0, q.start - 24) + rng.start(1)
            out.append(Measure(_value(rng.group(1)), unit, start, start + len(rng.group(1))))
    out.sort(key=lambda m: m.start)
    return out


def bare_numbers(text: str) -> list[Measure]:
    """Numbers without a unit (phosphorus index values), skipping those that carry a unit."""
    with_unit = [(q.start, q.end) for q in find_measures(text)]
    out = []
    for m in _BARE.finditer(text):
        if any(s <= m.start() < e for s, e in with_unit):
            continue
        before = text[max(0, m.start() - 4):m.start()]
        if re.search(r"(?:nr|\.|§|s\.) ?$", before) or text[m.end():m.end() + 1] in (".", "(") and re.match(
            r"\d+\.\d", text[m.start():m.end() + 2]
        ):
            continue
        out.append(Measure(_value(m.group("num")), "number", m.start(), m.end()))
    return out
