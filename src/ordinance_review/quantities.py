"""Numbers with units as ordinances write them: "twelve (12) months", "1,000 ft.", "25-year, 24-hour storm".

The verdict compares a local figure with the state figure, so both must be in the same unit: every
quantity is normalised (miles -> ft, weeks -> days, "%" -> percent) and durations can be compared
through `Quantity.as_months()`. Ordinances often write a number twice ("twelve (12) months",
"one thousand feet (1,000 ft.)"); the repeat counts once. Citations, ordinance numbers and calendar
dates are not quantities, so a number is only reported when a unit (or a storm / date-range pattern)
follows it.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Literal

from pydantic import BaseModel, ConfigDict

Kind = Literal[
    "duration", "distance", "animal_units", "percent", "volume", "depth", "storm", "concentration",
    "money", "date_range", "rate", "area", "mass",
]

DAYS_PER_MONTH = 365.25 / 12


class Quantity(BaseModel):
    """One figure found in a text, in a normalised unit, with where it was found."""

    model_config = ConfigDict(frozen=True)

    value: float
    unit: str  # ft, inches, days, months, years, hours, percent, animal_units, cubic_ft, gallons, ppm, usd, ...
    kind: Kind
    start: int
    end: int
    raw: str
    original_value: float | None = None  # as written, when the unit was converted ("one-half mile" -> 0.5)
    original_unit: str = ""  # "miles", "weeks", "yards"
    duration_hours: float | None = None  # storms: the 24 of "25-year, 24-hour"
    start_month: int | None = None  # date ranges
    start_day: int | None = None
    end_month: int | None = None
    end_day: int | None = None

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)

    def as_months(self) -> float | None:
        """Durations in months (days / 30.44, years * 12); None for anything that is not a duration."""
        if self.kind != "duration":
            return None
        if self.unit == "months":
            return self.value
        if self.unit == "years":
            return self.value * 12
        if self.unit == "days":
            return self.value / DAYS_PER_MONTH
        if self.unit == "hours":
            return self.value / 24 / DAYS_PER_MONTH
        return None

    def as_days(self) -> float | None:
        months = self.as_months()
        if months is None:
            return None
        if self.unit == "days":
            return self.value
        return months * DAYS_PER_MONTH


# ---------------------------------------------------------------- numbers

_ONES = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_FRACTIONS = {"half": 0.5, "halves": 0.5, "quarter": 0.25, "quarters": 0.25, "third": 1 / 3, "thirds": 1 / 3}
_WORDS = sorted([*_ONES, *_TENS, *_SCALES, *_FRACTIONS], key=len, reverse=True)
_WORD = "(?:" + "|".join(_WORDS) + ")"
_WORD_NUM = rf"\b{_WORD}(?:(?:[\s-]+|\s+and\s+|\s+and\s+a\s+){_WORD})*\b"
_DIGIT_NUM = r"(?:(?<![\w.,/])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s*/\s*\d+)?(?![\d])|(?<![\w.])\.\d+)"
NUM = rf"(?:{_DIGIT_NUM}|{_WORD_NUM})"
_NUM_RE = re.compile(NUM)


def parse_number(text: str) -> float | None:
    """ "1,000" -> 1000, "1/2" -> 0.5, "one thousand" -> 1000, "twenty-four" -> 24, "one-half" -> 0.5."""
    t = text.strip().lower()
    if not t:
        return None
    if t[0].isdigit() or t[0] == ".":
        t = t.replace(",", "").replace(" ", "")
        try:
            if "/" in t:
                a, b = t.split("/", 1)
                return float(a) / float(b) if float(b) else None
            return float(t)
        except ValueError:
            return None
    total = 0.0
    for part in re.split(r"\s+and\s+(?:a\s+)?", t):
        tokens = [w for w in re.split(r"[\s-]+", part) if w]
        big = 0.0
        current = 0.0
        seen = False
        for w in tokens:
            if w in _ONES:
                current += _ONES[w]
            elif w in _TENS:
                current += _TENS[w]
            elif w == "hundred":
                current = (current or 1) * 100
            elif w in ("thousand", "million"):
                big += (current or 1) * _SCALES[w]
                current = 0
            elif w in _FRACTIONS:
                current = (current or 1) * _FRACTIONS[w]
            else:
                return None
            seen = True
        if not seen:
            return None
        total += big + current
    return total


# ---------------------------------------------------------------- units

ACRES_PER_HECTARE = 2.47105

# (regex, unit, kind, factor, original unit when converted)
_UNITS: list[tuple[str, str, str, float, str]] = [
    (r"cubic\s+(?:feet|foot|ft\.?)|cu\.?\s*ft\.?|ft3|ft³", "cubic_ft", "volume", 1.0, ""),
    (r"cubic\s+yards?|cu\.?\s*yds?\.?|yd3|yd³", "cubic_ft", "volume", 27.0, "cubic yards"),
    (r"cubic\s+met(?:er|re)s?|m3(?![a-z0-9])|m³", "cubic_ft", "volume", 35.3147, "cubic metres"),
    (r"square\s+(?:feet|foot|ft\.?)|sq\.?\s*ft\.?|ft2(?![0-9])|ft²", "square_ft", "area", 1.0, ""),
    (r"animal[\s-]+units?|a\.?u\.?s?(?![a-z])", "animal_units", "animal_units", 1.0, ""),
    (r"parts\s+per\s+million|ppm", "ppm", "concentration", 1.0, ""),
    (r"milligrams?\s+per\s+liter|mg/l", "mg_per_l", "concentration", 1.0, ""),
    (r"per\s*cent|percent|%", "percent", "percent", 1.0, ""),
    (r"feet|foot|ft\.?(?![a-z])|'(?!\w)", "ft", "distance", 1.0, ""),
    (r"miles?|mi\.(?![a-z])", "ft", "distance", 5280.0, "miles"),
    (r"yards?|yds?\.?", "ft", "distance", 3.0, "yards"),
    (r"kilomet(?:er|re)s?|km(?![a-z])", "ft", "distance", 3280.84, "kilometres"),
    (r"centimet(?:er|re)s?|cm(?![a-z])", "inches", "depth", 0.393701, "centimetres"),
    (r"millimet(?:er|re)s?|mm(?![a-z])", "inches", "depth", 0.0393701, "millimetres"),
    (r"met(?:er|re)s?|m(?![a-z0-9./])", "ft", "distance", 3.28084, "metres"),
    (r"inch(?:es)?|in\.(?![a-z])|\"|″", "inches", "depth", 1.0, ""),
    (r"calendar\s+days?|business\s+days?|working\s+days?|days?", "days", "duration", 1.0, ""),
    (r"weeks?", "days", "duration", 7.0, "weeks"),
    (r"months?", "months", "duration", 1.0, ""),
    (r"years?|yrs?\.?", "years", "duration", 1.0, ""),
    (r"hours?|hrs?\.?", "hours", "duration", 1.0, ""),
    (r"gallons?|gal\.?", "gallons", "volume", 1.0, ""),
    (r"lit(?:er|re)s?", "gallons", "volume", 0.264172, "litres"),
    (r"acres?|ac\.(?![a-z])", "acres", "area", 1.0, ""),
    (r"hectares?|ha(?![a-z])", "acres", "area", ACRES_PER_HECTARE, "hectares"),
    (r"tons?", "tons", "mass", 1.0, ""),
    (r"pounds?|lbs?\.?", "lb", "mass", 1.0, ""),
    (r"dollars?", "usd", "money", 1.0, ""),
]
_FILLER = (
    r"(?:[\s-]+(?:or\s+more|or\s+greater|or\s+fewer|or\s+less|or\s+longer|consecutive|calendar|successive|"
    r"additional|full|linear|lineal|horizontal|vertical|total|more|of))*"
)
_UNIT_ALT = "|".join(f"(?P<u{i}>{rx})" for i, (rx, *_rest) in enumerate(_UNITS))
# "(12)" or "(1,000 ft.)" repeated after a written number or a number with its unit
_PAREN = rf"\s*\(\s*\$?\s*(?:{_DIGIT_NUM}|{_WORD_NUM})\s*(?:(?:{'|'.join(rx for rx, *_ in _UNITS)})\s*)?\.?\s*\)"
_QTY_RE = re.compile(
    rf"(?P<num>{NUM})(?P<paren1>{_PAREN})?(?P<fill>{_FILLER})[\s-]*(?:{_UNIT_ALT})(?![a-z])(?P<paren2>{_PAREN})?"
)
_PER_RE = re.compile(r"\s*(?:per|/)\s*(?:an?\s+)?(acre|hectare|ha|week|year|day)\b")
# a rate per hectare is stated per acre, the unit of the state's rates
_PER_HECTARE = {"hectare": ACRES_PER_HECTARE, "ha": ACRES_PER_HECTARE}

_NUM_PAREN = rf"(?:{NUM})(?:\s*\(\s*{_DIGIT_NUM}\s*\))?"
_STORM_RE = re.compile(
    rf"(?P<rec>{_NUM_PAREN})[\s-]*(?:year|yr)\b[\s,-]*(?:(?P<dur>{_NUM_PAREN})[\s-]*(?:hour|hr)\b)?"
    rf"(?P<tail>[\s,-]*(?:design\s+|rain(?:fall)?\s+|precipitation\s+|runoff\s+)?"
    rf"(?:storm|rain(?:fall)?|precipitation|flood(?:plain)?|event|frequency|recurrence))?"
)
_STORM_DURATION_AFTER = re.compile(rf"\s*(?:,|and|,\s*and)\s*(?:a\s+)?(?P<dur>{_NUM_PAREN})[\s-]*(?:hours?|hrs?)\b(?:\s+duration)?")
_MONEY_RE = re.compile(rf"\$\s?(?P<num>{_DIGIT_NUM})(?:\s*(?P<scale>thousand|million))?")

_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
    "oct": 10, "nov": 11, "dec": 12,
}
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DATE_RANGE_RE = re.compile(
    rf"\b(?P<m1>{_MONTH})\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?\s*"
    rf"(?:to|through|thru|until|till|and|–|—|-)\s*(?P<m2>{_MONTH})\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b"
)
# a number right after these is a citation or an ordinance / section number, never a quantity
_CITATION_WORDS = (
    "s.", "ss.", "§", "nr", "atcp", "no.", "nos.", "sec.", "section", "ch.", "chapter", "subch.", "ord.",
    "art.", "article", "par.", "sub.", "subd.", "rule", "act", "code", "stat.", "stats.", "nrcs", "standard",
    "practice",
)
_MONTH_BEFORE = re.compile(rf"\b{_MONTH}\s*(?:\d{{1,2}},?\s*)?$")
_START_RE = re.compile(rf"(?<![\w.,/])\d|\b(?:{'|'.join(_WORDS)})\b")
_CITE_AFTER_RE = re.compile(r"\(\w")
_DIGITS_RE = re.compile(_DIGIT_NUM)
_UNIT_GROUPS = tuple(f"u{i}" for i in range(len(_UNITS)))
_MONTH_ABBR = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def _month_num(text: str) -> int:
    return _MONTHS[text.lower().rstrip(".")[:3]]


_MONTH_DAY_RE = re.compile(rf"(?P<month>{_MONTH})\s*(?P<day>\d{{1,2}})", re.I)


def month_day(text: str) -> tuple[int, int] | None:
    """(month, day) of a date that opens `text` ("September 15", "Sept. 15"): comparable by order."""
    m = _MONTH_DAY_RE.match(text.strip())
    return (_month_num(m.group("month")), int(m.group("day"))) if m else None


_SPAN_WORDS = re.compile(r"\b(?:from|between)\s+", re.I)
_SPAN_JOIN = re.compile(r"\s*(?:through|thru|to|until|and|-|–)\s*", re.I)


def month_span(text: str) -> float | None:
    """Days in the first calendar window of `text` ("from November 15 through April 15" → 152), counted
    across the new year when the window wraps; None when the text names no such window."""
    for m in _SPAN_WORDS.finditer(text):
        first = _MONTH_DAY_RE.match(text, m.end())
        if first is None:
            continue
        join = _SPAN_JOIN.match(text, first.end())
        second = _MONTH_DAY_RE.match(text, join.end()) if join else None
        if second is None:
            continue
        try:
            a = dt.date(2001, _month_num(first.group("month")), int(first.group("day")))
            b = dt.date(2001, _month_num(second.group("month")), int(second.group("day")))
        except ValueError:
            continue  # "from February 30 through April 31": no such day, no window read
        return float((b - a).days % 365 + 1)
    return None


def _is_citation_number(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 24) : start]
    prev = before.rstrip()
    if prev.endswith(_CITATION_WORDS):
        word_start = len(prev) - len(prev.split()[-1]) if prev.split() else 0
        if prev[word_start:] in _CITATION_WORDS or prev.endswith("§"):
            return True
    if _MONTH_BEFORE.search(before):
        return True
    after = text[end : end + 3]
    return bool(_CITE_AFTER_RE.match(after))  # 14.45(3), 151.05(3)


_PAREN_QTY_RE = re.compile(rf"\(\s*(?P<num>{_DIGIT_NUM})\s*(?:{_UNIT_ALT})(?![a-z])")


def _printed_conversion(paren: str, unit: str) -> float | None:
    """The figure in parentheses after a converted quantity, when it is printed in the unit converted to."""
    pm = _PAREN_QTY_RE.search(paren.lower())
    if pm is None:
        return None
    p_unit, _kind, p_factor, _orig = _unit_of(pm)
    return parse_number(pm["num"]) if p_unit == unit and p_factor == 1.0 else None


def _unit_of(match: re.Match[str]) -> tuple[str, str, float, str]:
    groups = match.groupdict()
    for name, (_rx, unit, kind, factor, orig) in zip(_UNIT_GROUPS, _UNITS, strict=True):
        if groups[name] is not None:
            return unit, kind, factor, orig
    raise AssertionError("unit group missing")


def find_quantities(text: str) -> list[Quantity]:
    """Every quantity in `text`, in order of appearance, each counted once."""
    found: list[Quantity] = []
    taken: list[tuple[int, int]] = []
    # patterns are lower-case: match on a lower-cased copy (same offsets), slice raw text from the original
    low = text.lower()
    if len(low) != len(text):  # a few Unicode letters change length when lower-cased
        low = "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in text)
    # where a number may start: digit runs and number words (cheaper than scanning every position)
    starts = [m.start() for m in _START_RE.finditer(low)]
    if not starts:
        return found

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in taken)

    def add(q: Quantity) -> None:
        found.append(q)
        taken.append((q.start, q.end))

    date_ranges = _DATE_RANGE_RE.finditer(low) if any(m in low for m in _MONTH_ABBR) else ()
    for m in date_ranges:
        m1, d1, m2, d2 = _month_num(m["m1"]), int(m["d1"]), _month_num(m["m2"]), int(m["d2"])
        if not (1 <= d1 <= 31 and 1 <= d2 <= 31):
            continue
        start_doy = (m1 - 1) * 30.44 + d1
        end_doy = (m2 - 1) * 30.44 + d2
        length = round((end_doy - start_doy) % 365.25) + 1
        add(Quantity(value=float(length), unit="days", kind="date_range", start=m.start(), end=m.end(),
                     raw=text[m.start() : m.end()],
                     start_month=m1, start_day=d1, end_month=m2, end_day=d2))

    storms = _STORM_RE.finditer(low) if ("year" in low or "yr" in low) else ()
    for m in storms:
        if not (m["dur"] or m["tail"]) or not free(m.start(), m.end()):
            continue
        rec = _first_number(m["rec"])
        if rec is None or _is_citation_number(low, m.start(), m.start()):
            continue
        tail = (m["tail"] or "").lower()
        if "flood" in tail:
            unit = "year_flood"
        elif m["dur"] or re.search(r"storm|rain|precipitation|event", tail):
            unit = "year_storm"
        else:  # "5-year frequency" and the like without a storm word
            unit = "year_storm"
        dur = _first_number(m["dur"]) if m["dur"] else None
        end = m.end()
        if dur is None and unit == "year_storm":
            # "a storm of 100-year frequency and 24-hour duration": the duration named after the frequency
            later = _STORM_DURATION_AFTER.match(low, end)
            if later is not None and free(end, later.end()):
                dur, end = _first_number(later["dur"]), later.end()
        add(Quantity(value=rec, unit=unit, kind="storm", start=m.start(), end=end,
                     raw=text[m.start() : end].rstrip(" ,-"),
                     duration_hours=dur))

    for m in _MONEY_RE.finditer(low) if "$" in low else ():
        if not free(m.start(), m.end()):
            continue
        value = parse_number(m["num"])
        if value is None:
            continue
        if m["scale"]:
            value *= _SCALES[m["scale"].lower()]
        add(Quantity(value=value, unit="usd", kind="money", start=m.start(), end=m.end(),
                     raw=text[m.start() : m.end()]))

    last_end = -1
    for pos in starts:
        if pos < last_end:
            continue
        m = _QTY_RE.match(low, pos)
        if m is None:
            continue
        last_end = m.end()
        start, end = m.start(), m.end()
        if not free(start, end):
            # the number may overlap a storm/date span only partially; try to skip
            continue
        if _is_citation_number(low, start, m.end("num")):
            continue
        value = parse_number(m["num"])
        if value is None:
            continue
        if m["paren1"]:
            # written number followed by its digits: trust the digits (the printed figure)
            inner = _DIGITS_RE.search(m["paren1"])
            digits = parse_number(inner[0]) if inner else None  # "ten (10)": trust the printed digits
            if digits is not None:
                value = digits
        unit, kind, factor, orig = _unit_of(m)
        raw_unit_text = m[0]
        if unit == "ft" and raw_unit_text.rstrip().endswith("'") and not m["num"][0].isdigit():
            continue
        if unit == "inches" and m[0].rstrip().endswith('"') and not m["num"][0].isdigit():
            continue
        original_value = value if factor != 1.0 else None
        value = value * factor
        printed = _printed_conversion(m["paren2"], unit) if factor != 1.0 and m["paren2"] else None
        if printed is not None and abs(printed - value) <= 0.02 * value:
            # "304.8 meters (1,000 feet)": the figure printed in feet is the one the drafter meant (1,000.00003 ft
            # computed from the metres would read as wider than the state's 1,000)
            value = printed
        # rates: "1 AU per acre", "7,000 gallons per acre"
        tail = low[end : end + 24]
        per = _PER_RE.match(tail)
        if per and unit in ("animal_units", "gallons", "lb", "tons"):
            per_what = per.group(1).lower()
            if per_what in _PER_HECTARE:
                value /= _PER_HECTARE[per_what]
                per_what = "acre"
            unit = f"{unit}_per_{per_what}" if unit != "animal_units" else "animal_units_per_acre"
            kind = "rate"
            end += per.end()
        add(Quantity(value=value, unit=unit, kind=kind, start=start, end=end, raw=text[start:end].strip(),
                     original_value=original_value, original_unit=orig))

    for m in _SHARE_RE.finditer(low) if ("by" in low or "than" in low or "exceed" in low) else ():
        if free(m.start("share"), m.end()):
            if m["share"][0].isdigit():
                a, b = m["share"].split("/")
                if not 0 < int(a) < int(b):
                    continue
                value = int(a) / int(b) * 100
            else:
                n, d = m["share"].replace("-", " ").split()[:2]
                value = (1.0 if n in ("a", "one") else float(_ONES[n])) / _SHARE_DENOMINATORS[d.rstrip("s")] * 100
            add(Quantity(value=value, unit="percent", kind="percent", start=m.start("share"), end=m.end(),
                         raw=text[m.start("share"): m.end()]))

    found.sort(key=lambda q: (q.start, q.end))
    return found


# a share written as a fraction after "by", "than" or "exceeds" ("increased by more than one-tenth (1/10)", "expanded
# by one-fifth or more"): a percentage, as the state writes its own shares (20 percent); not a fraction of a unit
# ("one-half inch", "one-quarter mile", read above with their units)
_SHARE_DENOMINATORS = {"half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "tenth": 10, "twentieth": 20}
_SHARE_RE = re.compile(
    r"\b(?:by|exceeds?|exceeding|than|over)\s+(?:more than\s+|at least\s+|over\s+)?"
    r"(?P<share>(?:one|a|two|three)[\s-](?:half|third|quarter|fourth|fifth|tenth|twentieth)s?\b|\d{1,2}/\d{1,3}(?![\d/]))"
    r"(?:\s*\(\s*\d+\s*/\s*\d+\s*\))?"
    r"(?!\s*(?:of an?\s+)?(?:inch|mile|foot|feet|acre|hour|day|week|month|year|ton|gallon|pound|cubic|yard)\w*)")


def _first_number(text: str) -> float | None:
    """The number in "twenty-five (25)": the digits in parentheses if present, else the leading number."""
    paren = re.search(rf"\(\s*({_DIGIT_NUM})\s*\)", text)
    if paren:
        return parse_number(paren.group(1))
    m = _NUM_RE.search(text)
    return parse_number(m[0]) if m else None


def first_of(text: str, *, kind: str | None = None, unit: str | None = None) -> Quantity | None:
    """The first quantity of a kind/unit in `text` (convenience for the assessor)."""
    for q in find_quantities(text):
        if (kind is None or q.kind == kind) and (unit is None or q.unit == unit):
            return q
    return None
