"""Dates and history notes: when the ordinance was enacted and when each part was amended.

The pre-2002 exemption (NR 151.096(1)(b)2.) turns on these dates, so the rule here is strict:
a date is reported only when the document states it; an unknown date stays None.

Forms read:
- title blocks: "Adopted March 12, 1998", "Enacted by the ... Board: June 16, 2020",
  "Amended April 19, 2016 (Ord. No. 2016-07) and November 9, 2021 (Ord. No. 2021-44)";
- eCode history blocks: "[HISTORY: Adopted by the Town Board ... 7-11-2011 by Ord. No. 2011-03.
  Amendments noted where applicable.]";
- per-unit notes: "[Amended 4-19-2016 by Ord. No. 2016-07]", "[Added 8-12-2019 ...]",
  "[Amended January 16, 2018, Ord. No. 2018-02]", "[Am. Ord. 2019-02]", "[Cr. Ord. 2022-01]"
  (a note without a date takes it from the ordinance-number list of the title block);
- closing lines: "Adopted ... this 15th day of September, 2009", "Date Adopted: May 22, 2012";
- repeal-and-recreate statements.

>>> find_dates("Amended 4-19-2016 and on January 16, 2018")
[datetime.date(2016, 4, 19), datetime.date(2018, 1, 16)]
"""

from __future__ import annotations

import bisect
import datetime as dt
import re
from dataclasses import dataclass

from ordinance_review.models import HistoryEntry
from ordinance_review.segment.numbering import OCR_DIGITS, roman_to_int

_SPACES = re.compile(r"\s+")
_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
    "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
_MONTH = r"(?P<mon>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
_DATE_RE = re.compile(
    r"(?:"
    + _MONTH
    # March 12, 1998 (and as a scan may space it: "March 12,1998", "March12, 1998")
    + r"\s*(?P<d1>\d{1,2})(?:st|nd|rd|th)?(?:\s*,\s*|\s+)(?P<y1>\d{4})\b"
    + r"|(?P<d2>\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+"
    + _MONTH.replace("mon", "mon2")
    + r",?\s+(?:A\.\s?D\.\s+)?(?P<y2>\d{4})"  # 15th day of September, 2009
    + r"|\b(?P<m3>\d{1,2})[-/.](?P<d3>\d{1,2})[-/.](?P<y3>\d{4})\b"  # 4-19-2016, 04/19/2016
    + r"|\b(?P<y4>(?:19|20)\d{2})-(?P<m4>\d{2})-(?P<d4>\d{2})\b"  # 2016-04-19
    + r"|\b(?P<d5>\d{1,2})\s+"
    + _MONTH.replace("mon", "mon5")
    + r",?\s+(?P<y5>\d{4})"  # 19 April 2016
    + r")",
    re.IGNORECASE,
)


def _mk(year: str, month: int, day: str) -> dt.date | None:
    try:
        return dt.date(int(year), month, int(day))
    except ValueError:
        return None


def _date_of(m: re.Match[str]) -> dt.date | None:
    g = m.groupdict()
    if g["y1"]:
        return _mk(g["y1"], _MONTHS[g["mon"][:3].lower()], g["d1"])
    if g["y2"]:
        return _mk(g["y2"], _MONTHS[g["mon2"][:3].lower()], g["d2"])
    if g["y3"]:
        return _mk(g["y3"], int(g["m3"]), g["d3"])
    if g["y4"]:
        return _mk(g["y4"], int(g["m4"]), g["d4"])
    if g["y5"]:
        return _mk(g["y5"], _MONTHS[g["mon5"][:3].lower()], g["d5"])
    return None


def find_dates(text: str) -> list[dt.date]:
    """Every well-formed date in `text`, in order."""
    out = []
    for m in _DATE_RE.finditer(text):
        d = _date_of(m)
        if d is not None and 1800 < d.year < 2200:
            out.append(d)
    return out


def _dates_with_pos(text: str) -> list[tuple[int, int, dt.date]]:
    out = []
    for m in _DATE_RE.finditer(text):
        d = _date_of(m)
        if d is not None and 1800 < d.year < 2200:
            out.append((m.start(), m.end(), d))
    return out


# ---------------------------------------------------------------- ordinance numbers

_ORD_RE = re.compile(
    # (not a page of the code: "Harrowgate County Code of Ordinances   22-4")
    r"(?<!code of )\b(?:Ord(?:inance)?s?\.?|ORDINANCE)\s*(?:No\.?|Number|#)?\s*(?P<num>\d{1,4}(?:[-‑–]\d{1,4})+|\d{1,4}-?[A-Z]?)\b",
    re.IGNORECASE,
)


def ordinance_numbers(text: str) -> list[str]:
    """The ordinances a text names, as printed ("Ord. No. 2016-07", "ORDINANCE NO. 89-6"), in order."""
    return [m.group(0) for m in _ORD_RE.finditer(text)]


def own_ordinance_key(front: str) -> str:
    """The number of the ordinance a title block names first, as a key ("2016-03"); "" when it names none."""
    own = _ORD_RE.search(front)
    return ordinance_key(own.group(0)) if own else ""


def year_of_number(key: str) -> int | None:
    """ "2006-17" → 2006, "02-2011" → 2011 (number 2 of 2011); "794" or "98-11" → None (not stated)."""
    years = [int(p) for p in re.split(r"[-‑–]", key) if len(p) == 4 and p.isdigit() and 1900 <= int(p) <= 2099]
    return years[0] if len(years) == 1 else None


def ordinance_key(text: str) -> str:
    """`"Ord. No. 2016-07"` → `"2016-07"`: the number that identifies an ordinance."""
    m = _ORD_RE.search(text)
    return re.sub(r"[‑–]", "-", m.group("num")) if m else ""


# an older ordinance the document says it leaves in force: "Ordinance No. 01-4, the Town's separate barnyard runoff
# ordinance codified as Section 20, is not part of this ordinance", "Nothing in this ordinance repeals or amends
# Ordinance No. 01-4, which remains in force as adopted"
_KEPT_APART = re.compile(
    r"(?P<a>\bOrd(?:inance)?\.?\s*(?:No\.?\s*)?\d{1,4}(?:-\d{1,4})*)\b[^.;]{0,120}?\b(?:is|are)\s+not\s+(?:a\s+)?part\s+of\s+this\s+"
    r"(?:ordinance|chapter|code)\b"
    r"|\b(?:nothing\s+in\s+this\s+(?:ordinance|chapter)\s+repeals|does\s+not\s+repeal)\b[^.;]{0,20}?"
    r"(?P<b>\bOrd(?:inance)?\.?\s*(?:No\.?\s*)?\d{1,4}(?:-\d{1,4})*)", re.I)


def kept_apart(text: str) -> set[str]:
    """The keys of the older ordinances a document says it neither repeals nor takes in ("... is not part of this
    ordinance", "Nothing in this ordinance repeals or amends Ordinance No. 01-4"): a recreation of the document does
    not reach the units they created, reprinted after it."""
    return {ordinance_key(m.group("a") or m.group("b")) for m in _KEPT_APART.finditer(text)} - {""}


_LEADERS = re.compile(r"[\s.\u00b7\u2026:\-\u2013\u2014_]*")  # a table row's dot leaders, dashes or colon
_DATE_REACH = 60  # characters between an ordinance number and its date, at most
_ADOPTION_AFTER_DIST = 500  # a certificate's adoption line under a number: its date, unless one is printed beside it


_COMPILED_ON = re.compile(
    r"\b(?:prepared|compiled|retyped|reprinted|printed|codified|updated|current)\b[^.;\n]{0,40}$", re.I
)


_POSTED_ON = re.compile(r"\b(?:posted|published|publication)\b(?:\s+(?:on|date))?\s*:?\s*$", re.I)
# (also in parentheses after the number: "Ord. 05-3 (adopted March 15, 2005)", never the previous number's date)
_ADOPTED_ON = re.compile(r"[,\s\-\u2013\u2014:]*\(?\s*(?:which was |that was |as |was )?(?:adopted|enacted|passed|approved)(?: by the [A-Za-z ]{3,40}?)?(?:,? on)?\s*", re.I)
# a date whose sentence ended before the number: "... on June 12, 2001. Ordinance No. 2007-1 was adopted on ..."
_SENTENCE_ENDED = re.compile(r"^\s*\)?\.\s*$")


def ordinance_dates(text: str) -> dict[str, dt.date]:
    """Pair ordinance numbers with the dates printed next to them.

    "Amended April 19, 2016 (Ord. No. 2016-07)", "Ord. No. 2019-02 (May 14, 2019)",
    "8-12-2019 by Ord. No. 2019-06", "Ord. 2008-14   adopted 06-03-2008".
    Each number takes the nearest date in the same clause (clauses end at ";" and blank lines),
    and one on a line above the number only when none is on its line or below.
    """
    return {key: d for key, (_dist, d) in _paired_dates(text).items()} | _table_rows(text)


def _paired_dates(text: str) -> dict[str, tuple[int, dt.date]]:
    """`ordinance_dates` before the table rows, each pairing with how near its date was printed (so the
    front matter's and the close's pairings can be weighed against each other)."""
    out: dict[str, dt.date] = {}
    nearest: dict[str, int] = {}  # how near each number's date was printed to it
    dates = _dates_with_pos(text)
    if not dates:
        return {}
    # dates come in text order and never overlap: only those within reach of a number are tried
    starts = [start for start, _, _ in dates]
    ends = [end for _, end, _ in dates]
    for m in _ORD_RE.finditer(text):
        key = re.sub(r"[‑–]", "-", m.group("num"))
        best: tuple[int, dt.date] | None = None
        # a number named as the amender ("(as amended by Ord. 2009-2)", "Amended by Ord. 2003-12, adopted May 20, 2003")
        # takes a date printed after it, on its own line or after "adopted": the lines around it are the title block's,
        # dating the amended ordinance
        amender = _AMENDER.search(text, max(0, m.start() - 40), m.start()) is not None
        nearby = dates[bisect.bisect_left(ends, m.start() - _DATE_REACH) : bisect.bisect_right(starts, m.end() + _DATE_REACH)]
        for start, end, d in nearby:
            if amender and (end <= m.start() or ("\n" in text[m.end() : start]
                                                 and not _ADOPTED_ON.fullmatch(text[m.end() : start]))):
                continue  # (its own date follows it: "Amended by Ord. 2003-12, adopted" ⏎ "May 20, 2003")
            if _COMPILED_ON.search(text, max(0, start - 60), start):
                continue  # "This compilation was prepared by the Clerk on March 2, 2020 and shows all
                # amendments through Ordinance No. 2019-4": the copy's date, not the ordinance's
            if _POSTED_ON.search(text, max(0, start - 20), start):
                continue  # "... by Ordinance No. 2006-3. Attest: ... Posted: May 12, 2006.": when it was posted, days
                # after the adoption that dates the text (and no unit's note carries it)
            if end <= m.start():
                between = text[end : m.start()]
            elif start >= m.end():
                between = text[m.end() : start]
            else:
                continue
            if ";" in between or re.search(r"\n\s*\n", between) or len(between) > _DATE_REACH:
                continue
            if (end <= m.start() and _SENTENCE_ENDED.match(between)) or _ORD_RE.search(between):
                continue  # (nor one that another ordinance's number stands nearer: "... by Ordinance No. 2007-1.)" ⏎
                # "Ordinance No. 2001-3 -- original adoption, June 12, 2001")
            # a date on a line above the number loses to any on its own line or below (a table row
            # "Ord. 02-17 .... November 19, 2002" under "Ord. 94-21 .... (published December 1, 1994)")
            dist = len(between) + (1000 if end <= m.start() and "\n" in between else 0)
            if dist >= 1000 and (year := year_of_number(key)) is not None and abs(d.year - year) > 1:
                continue  # "Originally adopted as Ord. No. 99-14, June 15, 1999" ⏎ "... through Ord. No. 2021-09"
            if start >= m.end() and (_LEADERS.fullmatch(between) or _ADOPTED_ON.fullmatch(between)):
                dist = 0  # "Ord. 02-17 ........ November 19, 2002": the leaders point at the date (and
                # "..., 2004, and by Ordinance No. 58, adopted on March 12, 2019": the date it was adopted on)
            if best is None or dist < best[0]:
                best = (dist, d)
        if (best is None or best[0] >= 1000) and not amender:
            # "ORDINANCE NO. 2006-2 (amending Sections 3 and 5(3))" ⏎ "Adopted this 12th day of
            # September, 2006": a certificate's adoption line gives the number above it its date, before
            # any date on a line above the number (the last certificate's "Posted on ..." line); not to an
            # amender's number, whose adoption line is the amended ordinance's
            adopted = _adoption_after(text, m.end())
            best = (_ADOPTION_AFTER_DIST, adopted) if adopted is not None else best
        if best is not None and (key not in out or (nearest[key] >= _ADOPTION_AFTER_DIST > best[0])):
            # (the first mention with a date beside it; one that only found an adoption line further down gives way to
            # a later mention printed beside its own date: "incorporating Ordinance No. 2007-1 ..." above "Ordinance
            # No. 2007-1 -- adopted April 10, 2007")
            out[key], nearest[key] = best[1], best[0]
    return {key: (nearest[key], d) for key, d in out.items()}


# "(as amended by Ord. 2009-2)", "amended through Ordinance No.": the number is the amender's, named in passing
_AMENDER = re.compile(r"\bamended\s+(?:by|through)\s+(?:Ord(?:inance)?s?\.?\s*(?:No\.?\s*)?)?$", re.I)


_ORD_COLUMN_HEAD = re.compile(
    r"^[^\n]*\bOrd(?:inance)?s?\.?\s*(?:No\.?|Number|#)[^\n]*$"
    # "Ordinance   Adopted   Published   Sections affected": a column of numbers under the plain word
    r"|^\s*Ord(?:inance)?s?\.?\s+(?:Date\s+)?(?:Adopted|Enacted|Passed|Date)\b[^\n]*$",
    re.I | re.M,
)
_TABLE_ROW = re.compile(r"^\s*(?:Ord(?:inance)?\.?\s*(?:No\.?\s*)?)?(?P<num>\d{1,4}(?:[-‑–]\d{1,4})?[A-Z]?)[ \t]+(?=\S)", re.M)


def _table_rows(text: str) -> dict[str, dt.date]:
    """Rows of an amendment table under an "Ord. No." column: "377   3-16-1999   Created Ch. 21",
    "2006-11   10-17-2006   21.05(2), ...". The bare number is the ordinance's, the date after it
    the ordinance's date."""
    out: dict[str, dt.date] = {}
    head = _ORD_COLUMN_HEAD.search(text)
    if head is None:
        return out
    for m in _TABLE_ROW.finditer(text, head.end()):
        rest = text[m.end() : text.find("\n", m.end()) if "\n" in text[m.end() :] else len(text)]
        dates = _dates_with_pos(rest)
        if not dates:
            short = _SHORT_DATE_FIRST.match(rest)
            found = note_dates(short.group(0)) if short else []
            if found:
                out.setdefault(re.sub(r"[‑–]", "-", m.group("num")), found[0])
            continue
        if dates[0][0] == 0:
            out.setdefault(re.sub(r"[‑–]", "-", m.group("num")), dates[0][2])
    return out


_SHORT_DATE_FIRST = re.compile(r"^\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b")
_ADOPTION_REACH = 300  # characters from an ordinance number to its certificate's adoption date, at most
_ADOPTED_DATE = re.compile(r"\b(?:adopted|enacted|passed)\b[^.;\n]{0,40}?$", re.I)


def _adoption_after(text: str, start: int) -> dt.date | None:
    """The date of the first "Adopted/Enacted/Passed ... <date>" after `start`, when it comes before
    any other ordinance number and any blank line."""
    window = text[start : start + _ADOPTION_REACH]
    other = _ORD_RE.search(window)
    if other is not None:
        window = window[: other.start()]
    gap = re.search(r"\n\s*\n", window)
    if gap is not None:
        window = window[: gap.start()]
    for begin, _end, d in _dates_with_pos(window):
        line_start = window.rfind("\n", 0, begin) + 1
        if _ADOPTED_DATE.search(window[line_start:begin]):
            return d
    return None


# ---------------------------------------------------------------- notes

# a working copy's insertion mark is no note: "[added: A storage facility constructed after ... shall ...]" brackets
# the text an amendment inserts, where a note's colon is followed by its date or ordinance ("[Added: 3-3-2015 by Ord.
# No. 15-3]")
_NOT_INSERTED_TEXT = (r"(?!\s*:(?!\s*(?:by\b|per\b|eff|ord|res\b|res\.|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)))")
_NOTE_START = (
    r"(?:HISTORY|Amended|Amd?\.|Added" + _NOT_INSERTED_TEXT + r"|Ad\.|Cr\.|Created|Repealed|Rep\.|Renumbered|Rn\.|Renum\.|Adopted"
    r"|Enacted|Revised|Rev\.|Reenacted|Recreated|R\s*&\s*R|R\.\s*(?:and|&)\s*recr\.?|Ord(?:inance)?\.?\s|Res(?:olution)?\.?\s|Derived"
    # a recodified code's note names the old number first: "[Formerly § 9.4(c)2.; amended 6-17-2014 by Ord. No. 2014-08]"
    r"|Formerly\s|Previously\s)"
)
# "[Sec. 7.14 created by Ord. No. 2016-05 ...]", "[Subsection (3) amended ...]", "[Paragraph D.1. amended ...]": a
# note that names its unit first
_NOTE_UNIT_LEAD = (
    r"(?:(?:(?<![\w.])ss?\.|Secs?\.|Sections?|§§?|Subs?(?:ections?)?\.?|Pars?\.|Paragraphs?|Subd(?:ivisions?|s?\.)|Division|Article|Chapter"
    r"|Subchapter|Subparts?|Part)"
    r"\s*[\w.\-]*(?:\s*\(\w{1,4}\))*\s+"
    # (or its number alone: "[17.03 created 6-17-2014 by Ord. No. 2014-08]")
    r"|\d{1,4}(?:[.\-]\d{1,4})+(?:\s*\(\w{1,4}\))*\s+(?=(?:created|amended|added|repealed|renumbered|recreated)\b))?"
)
NOTE_RE = re.compile(r"\[\s*(?P<body>" + _NOTE_UNIT_LEAD + _NOTE_START + r"[^\[\]]{0,600})\]", re.IGNORECASE)
# Municode/American Legal end-of-section source notes: "(Ord. No. 2004-12, § 2, 3-15-2004)"
TRAILING_SOURCE_RE = re.compile(
    # (American Legal may name the note: "(Source: Ord. 97-31, passed 9-2-1997) Penalty, see § 91.99")
    r"\(\s*(?:Source\s*:\s*)?(?P<body>(?:Ord(?:inance)?\.?|Code\s+\d{4})(?:[^()]|\(\w{1,6}(?:\.\w{1,4})?\)){0,200}?\d-\d{2}[^()]{0,40})\)"
    r"(?P<tail>\s*(?:Penalty,\s+see\s+§+\s*[\d.\-]+\.?)?)\s*$",
    re.IGNORECASE,
)

# The same notes printed in parentheses, at the end of a unit or of its heading: "(Amended
# 5-10-2004)", "(Created 9-12-2016)", "(Am. Ord. 06-2, 8-14-2006)", "(Ord. No. 2017-14, § 1,
# 3-21-2017)", "(Ord. 96-1, passed 3-5-1996; Am. Ord. 06-2, passed 8-14-2006)", with the old code's
# section in parentheses inside ("(Ord. No. 2004-17, § 1(3.02), 6-15-2004)"). Parentheses also
# hold ordinary text ("(Ord. 2005-3)" as a cross-reference), so a parenthesised note must carry a
# date — `paren_note_body` checks that.
PAREN_NOTE_RE = re.compile(
    r"\(\s*(?:Source\s*:\s*)?(?P<body>(?:(?:(?:Secs?\.|Sections?|§§?|Articles?|Parts?)\s*(?:\d[\w.\-]*|[IVXLC]{1,6}\b)|\d{1,3}(?:\.\d{1,3})+"
    # ("(Subsection (B) repealed and recreated by Ord. 2013-4, 8/13/2013)" under the subsection's heading)
    r"|(?:Subsections?|Subsecs?\.|Paragraphs?|Pars?\.|Subdivisions?|Subds?\.)\s*(?=\())(?:\s*\(\w{1,4}\))*\s+(?=Rep\.|Repealed|R\s*&\s*R|R\.\s*(?:and|&)\s*recr\.|Amended|Am\.|Cr\.|Created|Renumbered|Rn\.)"
    # ("(Section amended in its entirety 03/10/2009, Ord. 2009-2)" under a heading: the unit it is printed under)
    r"|(?:(?:This|The)\s+)?(?:Section|Article|Chapter|Subsection|Part)\s+(?:was\s+)?(?=(?:Repealed|Amended|Created|Renumbered|Recreated)\b))?"
    # (the statutes' abbreviation of a re-enactment: "(Section 5.0 r. and recr. Ord. 02-17, 11/19/02)")
    r"(?:Amended|Amd?\.|Added|Created|Cr\.|Repealed|Rep\.|R\.\s*(?:and|&)\s*recr\.|Renumbered|Rn\.|Renum\."
    r"|Revised|Rev\.|Recreated|Re-?created|Ord(?:inance)?\.?\s|Code\s+\d{4}|Derived)(?:[^()]|\(\w{1,6}(?:\.\w{1,4})?\)){0,300}?)\)",
    re.IGNORECASE,
)
_SOURCE_START = re.compile(r"^(?:Ord(?:inance)?\.?\s|Code\s+\d{4}|Derived)", re.IGNORECASE)
# a note typed in the right margin beside the unit it dates, in capitals: "... has the meaning given in s.   AMENDED
# 3/12/09" (a scan may read its digits as letters: "3/l2/O9"); prose never puts the verb in capitals before a date
MARGIN_NOTE_RE = re.compile(
    r"(?<!\S)(?P<verb>AMENDED|CREATED|ADDED|REVISED|RENUMBERED|REPEALED AND RECREATED)\s+"
    r"(?P<date>\d{1,2}/[\dlIO]{1,2}/[\dlIO]{2}(?:[\dlIO]{2})?)(?!\S)"
)
# the same note in title case, only where it closes the unit after its last sentence (in a sentence, "as amended 5/10/2005"
# is text): "... right-of-way of a town road. Amended 5/10/2005"
MARGIN_NOTE_TAIL_RE = re.compile(
    r"(?<=[.;:)\]])\s+(?P<verb>Amended|Created|Added|Revised|Renumbered|Repealed and recreated)\s+"
    r"(?P<date>\d{1,2}/\d{1,2}/\d{2}(?:\d{2})?)(?:\s*\([^()]{1,60}\))?(?=\s*$|\s+(?:Adopted|Passed|Enacted|Approved|Dated)\b)"
)
# Wisconsin-statutes style: "History: Cr. Ord. 96-1, 3-5-1996; am. Ord. 06-2, 8-14-2006."
HISTORY_LINE_RE = re.compile(r"^\[?\s*History\s*:\s*(?P<body>.+?)\]?\s*$", re.IGNORECASE | re.DOTALL)


def paren_note_body(m: re.Match[str]) -> bool:
    """Is this parenthesised match a history note (it dates something), not ordinary text?"""
    body = m.group("body")
    return (
        bool(note_dates(body))
        or bool(_YEAR_ONLY.search(body) and _action(body))
        or _CODE_YEAR.match(body) is not None
        # "(Am. Ord. No. 31)": an action by a numbered ordinance, dated by the code's history elsewhere
        or bool(_ACTION_BY_ORDINANCE.match(body))
    )


_YEAR_ONLY = re.compile(r"\b(?:19|20)\d{2}\b")
_ACTION_BY_ORDINANCE = re.compile(
    r"^(?:(?:(?:Secs?\.|Sections?|§§?|Articles?|Parts?)\s*\S+|\d{1,3}(?:\.\d{1,3})+)\s+)?(?:Amended|Amd?\.|Added|Created|Cr\.|Repealed|Rep\.|"
    r"Repealed and recreated|Recreated|Re-?created|Renumbered|Rn\.)\s+(?:and recreated\s+)?(?:by\s+)?Ord(?:inance)?\.?\s*(?:No\.?\s*)?\d[\w\-]*\s*$",
    re.IGNORECASE,
)
_CODE_YEAR = re.compile(r"Code\s+(?:19|20)\d{2}\b")  # "(Code 1985, § 3-4)": derived from an older code


def parse_source_note(body: str, ord_dates: dict[str, dt.date]) -> list[HistoryEntry]:
    """A Municode / American Legal source note lists the creating ordinance first, then the
    amending ones: "Ord. No. 2011-07, § 1, 6-14-2011; Ord. No. 2018-22, § 1, 10-16-2018"."""
    return parse_note(body, ord_dates, source=True, brackets="()")


_ACTIONS: list[tuple[re.Pattern[str], str]] = [
    # (a unit re-enacted, even "without change", is enacted anew: "302 (re-enacted)")
    (re.compile(r"repeal(?:ed)?\s+and\s+re-?created|rep\.?\s*(?:&|and)\s*recr|\br\.\s*(?:&|and)\s*recr|\bR\s*&\s*R\b|\brr\."
                r"|\bre-?enacted\b|\bre-?adopted\b", re.I),
     "repealed_and_recreated"),
    (re.compile(r"\brenumbered|\brn\.|\brenum\.", re.I), "renumbered"),
    (re.compile(r"\bamend|\bam\.|\bamd\.|\brevised|\brev\.", re.I), "amended"),
    (re.compile(r"\badded|\bad\.", re.I), "added"),
    (re.compile(r"\bcreated|\bcr\.", re.I), "created"),
    (re.compile(r"\badopted|\benacted|\bHISTORY\b", re.I), "enacted"),
]  # fmt: skip


def _action(text: str) -> str | None:
    best: tuple[int, str] | None = None
    for pattern, action in _ACTIONS:
        m = pattern.search(text)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), action)
    return best[1] if best else None


_SHORT_YEAR = re.compile(r"(?<![\w\-/])(?P<m>\d{1,2})([-/])(?P<d>\d{1,2})\2(?P<y>\d{2})(?![\w\-/])")


def note_dates(text: str) -> list[dt.date]:
    """Dates in a history note, where Municode's two-digit years ("3-15-04") are also dates."""
    dates = find_dates(text)
    if dates:
        return dates
    out = []
    for m in _SHORT_YEAR.finditer(text):
        year = int(m.group("y"))
        d = _mk(str(year + (1900 if year > 50 else 2000)), int(m.group("m")), m.group("d"))
        if d is not None:
            out.append(d)
    return out


# the code section an ordinance's section changed, inside its source note: "§ 1(38-23(b))" names (b)
_CODIFIED_PART = re.compile(r"§\s*\d+\s*\(\s*[\d.\-]+((?:\(\w{1,3}\))+)\s*\)")


def parse_note(
    body: str, ord_dates: dict[str, dt.date], *, source: bool = False, brackets: str = "[]"
) -> list[HistoryEntry]:
    """One history note → its entries ("[Amended 4-19-2016 by Ord. No. 2016-07; 11-9-2021 ...]").

    A part with no date of its own takes the date of its ordinance number from `ord_dates`;
    failing that the date stays None but the action is kept.
    """
    text = _SPACES.sub(" ", body).strip()
    entries: list[HistoryEntry] = []
    action = _action(text) or "unknown"
    printed = f"{brackets[:1]}{text}{brackets[1:2]}"
    for part in _NOTE_PARTS.split(text):
        if not part.strip():
            continue
        if source:  # an ordinance with no verb: the first creates the unit, later ones amend it
            own = _action(part)
            action = own if own not in (None, "enacted") else ("created" if not entries else "amended")
        else:
            own = _action(part)
            # "Ord. 94-06 § 1; r. and recr. Ord. 2008-11": a bare ordinance before the verbs is the source
            action = own or ("created" if not entries and action != "unknown" and _ORD_RE.match(part.strip()) else action)
        ords = [m.group(0) for m in _ORD_RE.finditer(part)]
        dates = note_dates(part)
        if not dates and not ords:
            year = _YEAR_ONLY.search(part)
            if year and (source or _action(part)):  # "Cr. 1996", "Code 1985, § 3-4": the year only
                # ("am. (3) 2005": the year only, and only for the subunits the clause names)
                for clause_action, units in (_clauses(part, action) if not source else [(action, [])]):
                    entries.append(HistoryEntry(action=clause_action, year=int(year.group(0)), text=printed,  # type: ignore[arg-type]
                                                units=units))
            continue
        ordinance = ords[0] if ords else None
        date = dates[0] if dates else (ord_dates.get(ordinance_key(ordinance)) if ordinance else None)
        printed_year = _printed_year(part, ords) if date is None else None
        inferred = year_of_number(ordinance_key(ordinance)) if ordinance and date is None and printed_year is None else None
        clauses = _clauses(part, action)
        cited = _CODIFIED_PART.search(part) if source else None
        if cited and not any(units for _, units in clauses):
            # Municode "Ord. No. 2005-11, § 1(38-23(b)), 9-13-2005": the ordinance's section 1 changed 38-23(b)
            clauses = [(clauses[0][0], ["".join(re.findall(r"\(\w{1,3}\)", cited.group(1)))])]
        for clause_action, units in clauses:
            entries.append(
                HistoryEntry(action=clause_action, date=date, ordinance=ordinance, text=printed,  # type: ignore[arg-type]
                             year=printed_year or inferred, inferred=inferred is not None, units=units)
            )
    if not entries:
        entries.append(HistoryEntry(action=action, text=printed))  # type: ignore[arg-type]
    if source:
        entries = _newest_first(entries, text)
    return entries


# the parts of a note: "...; amended ..." or sentences that each open on their action or the units they
# change ("Adopted 3-14-2000, Ord. No. 2000-03. Subsec. (b) amended 6-9-2009, ..."), never "Ord. No."
_NOTE_PARTS = re.compile(
    r";\s*|\.\s+(?=(?:Amended|Adopted|Created|Added|Repealed|Renumbered|Revised|Recreated|Subsections?|Paragraphs?"
    r"|Definitions?)\b|(?:Subsecs?|Subds?|Pars?)\.)")


def _newest_first(entries: list[HistoryEntry], text: str) -> list[HistoryEntry]:
    """Code Publishing prints a source note newest first ("(Ord. 2013-22 § 3, 2013; Ord. 96-14 § 1
    (part), 1996)"): when no part names its action and the dates run backwards, the last one created
    the unit and the others amended it."""
    when = [e.date or (dt.date(e.year, 1, 1) if e.year else None) for e in entries]
    if (len(entries) < 2 or any(w is None for w in when) or when != sorted(when, reverse=True)  # type: ignore[type-var]
            or when[0] == when[-1] or any(_action(part) not in (None, "enacted") for part in re.split(r";\s*", text))):
        return entries
    last = len(entries) - 1
    return [e.model_copy(update={"action": "created" if k == last else "amended"}) for k, e in enumerate(entries)]


_NOTE_UNITS = re.compile(
    r"^\s*((?:sub(?:s|d)?\.\s*)?(?:\(\w{1,4}\)\s*|\d{1,2}\.\s*|[a-z]\.\s*(?![a-z]))+"
    r"(?:(?:,|\band\b|&|to)\s*(?:\(\w{1,4}\)\s*|\d{1,2}\.\s*|[a-z]\.\s*(?![a-z]))+)*)",
    re.I,
)
# the verbs of a statute-style note, each opening a clause that may name its own subunits:
# "cr. (1)(b), am. (2)(a), (4) Ord. 06-11, 2006; r. and recr. (5) Ord. 15-2, 2015"
_CLAUSE_VERB = re.compile(
    r"\b(?:r\.?\s*(?:and|&)\s*recr\.?|rep(?:ealed)?\.?\s*(?:and|&)\s*recr(?:eated|\.)?|renum(?:bered|\.)|rn\.|"
    r"am(?:ended|d?\.)|cr(?:eated|\.)|added|ad\.)(?=\s|$)",
    re.I,
)


# ("pars. (c) and (d) created ...": a list of them)
# (or a statutes-style list whose later items name only their lowest levels: "(6)(a)2., (b)1., 3.a., 4. am.")
_UNIT_ITEM = r"(?:(?:\(\w{1,4}\)\s*)+(?:\d{1,2}\.\s*)?(?:[a-z]\.\s*)?|\d{1,2}\.\s*(?:[a-z]\.\s*)?|[a-z]\.\s*)"
_UNITS_BEFORE = re.compile(
    r"(?:^|[;,]\s*|\band\s+)(?:sub(?:s|d)?\.|subsecs?\.|subsections?|pars?\.)?\s*((?:\(\w{1,4}\)\s*)+(?:\d{1,2}\.\s*)?(?:[a-z]\.\s*)?"
    # ("(B)(1) to (3) r. and recr.": a range; "(B) (title and intro.) am.": the part of the unit the verb changed)
    rf"(?:(?:,|\band\b|&|\bto\b)\s*{_UNIT_ITEM})*)\s*(?:\((?:title|intro\.?|caption|heading)(?:\s+and\s+(?:title|intro\.?))?\)\s*)?$",
    re.I)


# a source note that says in words which subsections it touched:
# "Ord. 2008-11 § 4 (amending subsections A and D, adding subsection E), 2008"
_PROSE_UNITS = re.compile(
    r"\b(?P<verb>amend\w*|add\w*|creat\w*|repeal\w* and recreat\w*|renumber\w*)\s+"
    r"(?:subs(?:ections?|\.)|pars?(?:agraphs?|\.)|paragraphs?)\s+"
    r"(?P<units>(?-i:{tok})(?:\s*(?:,|and|&)\s*(?:subs(?:ections?|\.)\s+)?(?-i:{tok}))*)".replace(
        "{tok}", r"(?:\(\w{1,4}\))+|[A-Z]{1,2}\b|\d{1,3}\b"),
    re.I,
)
# the units first, then the verb: "Subsection (2) amended, and subsections (4), (5) and (6) created, 6-9-08"
_PROSE_UNITS_FIRST = re.compile(
    r"\b(?:subs(?:ections?|\.)|pars?(?:agraphs?|\.)|paragraphs?)\s+"
    r"(?P<units>(?-i:{tok})(?:\s*(?:,|and|&)\s*(?-i:{tok}))*)\s*,?\s+(?:(?:was|were|is|are|have been|has been)\s+)?"
    r"(?P<verb>amend\w*|add\w*|creat\w*|repeal\w* and recreat\w*|renumber\w*)\b".replace(
        "{tok}", r"(?:\(\w{1,4}\))+|[A-Z]{1,2}\b|\d{1,3}\b"),
    re.I,
)
_PROSE_ACTIONS = (("add", "added"), ("creat", "created"), ("renumber", "renumbered"), ("repeal", "repealed_and_recreated"))


def _prose_clauses(part: str) -> list[tuple[str, list[str]]]:
    out = []
    verb_first = list(_PROSE_UNITS.finditer(part))
    # (units after a verb are that verb's: "amending subsections A and D, adding subsection E" has no units-first clause)
    units_first = [m for m in _PROSE_UNITS_FIRST.finditer(part)
                   if not any(v.start() <= m.start() < v.end() for v in verb_first)]
    for m in sorted([*verb_first, *units_first], key=lambda m: m.start()):
        units = [u.strip() for u in re.split(r"\s*(?:,|\b(?i:and)\b|&)\s*(?:subs(?:ections?|\.)\s+)?", m.group("units")) if u.strip()]
        units = [u if u.startswith("(") else f"({u.strip('.')})" for u in units]
        verb = m.group("verb").lower()
        action = next((a for prefix, a in _PROSE_ACTIONS if verb.startswith(prefix)), "amended")
        out.append((action, units))
    return out


def _clauses(part: str, default: str) -> list[tuple[str, list[str]]]:
    """(action, subunits) for each verb of a note part; one whole-unit clause when no verb names units."""
    prose = _prose_clauses(part)
    if prose:
        return prose
    verbs = list(_CLAUSE_VERB.finditer(part))
    repeal = _BARE_REPEAL.search(part) if not verbs else None
    if repeal is not None and (_UNITS_BEFORE.search(part[:repeal.start()]) or _named_units(part[repeal.end():])):
        # "sub. (6) r. Ord. 2011-04": a repealed subsection is gone; the repeal dates no unit still printed
        return []
    out: list[tuple[str, list[str]]] = []
    for i, v in enumerate(verbs):
        end = verbs[i + 1].start() if i + 1 < len(verbs) else len(part)
        units = _named_units(part[v.end():end])
        if not units:  # "sub. (3)(h) created by Ord. ...": the units stand before the verb
            before = _UNITS_BEFORE.search(part[verbs[i - 1].end() if i else 0 : v.start()])
            units = _named_units(before.group(1)) if before else []
        out.append((_action(v.group(0)) or default, units))
    if not out or not any(units for _, units in out):
        return [(default, [])]
    return out


# a repeal alone, not "r. and recr." (a repeal and recreation is a verb of _CLAUSE_VERB)
_BARE_REPEAL = re.compile(r"\b(?:r|rep)\.(?=\s)|\brepealed\b(?!\s*(?:and|&)\s*recr)", re.I)


_UNIT_TOKEN = re.compile(r"\((\d{1,3}[a-z]?)\)|\(([A-Za-z]{1,2}m?)\)|(\d{1,2})\.|([a-z])\.")  # ("(C)": a code lettered in capitals)


def _token_kind(token: re.Match[str]) -> int:
    """A subunit token's kind: (2) 0, (b) 1, 1. 2, a. 3, and (C), a capital in parentheses, 4."""
    kind = next(i for i, g in enumerate(token.groups()) if g)
    return 4 if kind == 1 and token.group(2)[0].isupper() else kind


def _named_units(part: str) -> list[str]:
    """The subunits a statute-style note names after its verb, each in full:
    "am. (2) (b), (3) Ord. 05-3" → ["(2)(b)", "(3)"]; "am. (3) (b) 1. and 2." → ["(3)(b)1.", "(3)(b)2."];
    "am. (3) (b) and (c)" → ["(3)(b)", "(3)(c)"]. A later item that starts at a lower level takes the
    levels above it from the item before, as statute-style citations are written."""
    m = _NOTE_UNITS.match(part)
    if not m:
        return []
    items = [x for x in re.split(r"\s*(?:,|\b(?i:and)\b|&|\b(?i:to)\b)\s*", re.sub(r"^sub(?:s|d)?\.\s*", "", m.group(1).strip())) if x.strip()]
    out: list[str] = []
    prev: list[tuple[int, str]] = []
    for item in items:
        toks = [(_token_kind(t), t.group(0).strip()) for t in _UNIT_TOKEN.finditer(item)]
        if not toks:
            continue
        first = toks[0][0]
        # the item before shows the code's order of levels: "(D)(3), (F)" names (F), a sibling of (D);
        # "(3)(b)1. and 2." names (3)(b)2.
        same = next((i for i, t in enumerate(prev) if t[0] == first), None)
        prefix = prev[:same] if same is not None else [t for t in prev if t[0] < first]
        prev = prefix + toks
        out.append("".join(t[1] for t in prev))
    return _expand_ranges(out, m.group(1))


def _expand_ranges(units: list[str], printed: str) -> list[str]:
    """"cr. (4) to (7)" names (4), (5), (6) and (7): a range of siblings is every sibling in it."""
    if not re.search(r"\bto\b", printed):
        return units
    out: list[str] = []
    for unit in units:
        prev = out[-1] if out else None
        a = _RANGE_END.match(prev) if prev else None
        b = _RANGE_END.match(unit)
        if a and b and a.group(1) == b.group(1) and _is_range(printed, prev, unit):  # type: ignore[arg-type]
            first, last = a.group(2), b.group(2)
            if first.isdigit() and last.isdigit() and int(last) > int(first) + 1:
                out.extend(f"{a.group(1)}({n})" for n in range(int(first) + 1, int(last)))
            elif first.isalpha() and last.isalpha() and first.isupper() == last.isupper() and ord(last) > ord(first) + 1:
                # ("(A) to (C) am.": the lettered subsections between, (B) too)
                out.extend(f"{a.group(1)}({chr(c)})" for c in range(ord(first) + 1, ord(last)))
        out.append(unit)
    return out


_RANGE_END = re.compile(r"^(.*)\((\d{1,3}|[A-Za-z])\)$")


def _is_range(printed: str, first: str, last: str) -> bool:
    """Is `last` joined to `first` by "to" in the note ("(4) to (7)"), not by a comma or "and"?"""
    tail_first = re.escape(first[first.rfind("("):])
    tail_last = re.escape(last[last.rfind("("):])
    return re.search(tail_first + r"\s*(?:to|through|-)\s*" + tail_last, printed) is not None


def _printed_year(part: str, ords: list[str]) -> int | None:
    """A year printed beside the ordinance number ("Cr. Ord. 98-11, 1998"), not the number itself."""
    rest = part
    for o in ords:
        rest = rest.replace(o, " ")
    m = _YEAR_ONLY.search(rest)
    return int(m.group(0)) if m else None


def strip_notes(text: str, ord_dates: dict[str, dt.date]) -> tuple[str, list[HistoryEntry]]:
    """Remove bracketed history notes (and a trailing source note) from a unit's text, parsed."""
    entries: list[HistoryEntry] = []

    def repl(m: re.Match[str]) -> str:
        entries.extend(parse_note(m.group("body"), ord_dates))
        return " "

    def paren_repl(m: re.Match[str]) -> str:
        if not paren_note_body(m):
            return m.group(0)
        body = m.group("body")
        if _SOURCE_START.match(body):
            entries.extend(parse_source_note(body, ord_dates))
        else:
            entries.extend(parse_note(body, ord_dates, brackets="()"))
        return " "

    def margin_repl(m: re.Match[str]) -> str:
        note = f"{m.group('verb').title()} {m.group('date').translate(OCR_DIGITS)}"
        found = parse_note(note, ord_dates)
        if not found:
            return m.group(0)
        entries.extend(found)
        return " "

    if "[" in text:
        text = NOTE_RE.sub(repl, text)
    if "(" in text:
        text = PAREN_NOTE_RE.sub(paren_repl, text)
    if "/" in text:
        text = MARGIN_NOTE_RE.sub(margin_repl, text)
        # (a typed amendment slip's own line, in title case, after the unit's last sentence: "... a town road." ⏎
        # "Amended 5/10/2005")
        text = MARGIN_NOTE_TAIL_RE.sub(margin_repl, text)
    tail = text[-40:]
    m = TRAILING_SOURCE_RE.search(text) if (tail.rstrip().endswith(")") or "Penalty" in tail) else None
    if m and note_dates(m.group("body")):
        # Municode / American Legal source notes list the creating ordinance first, then amendments
        # (Code Publishing the newest first: `_newest_first`)
        parsed = [
            entry.model_copy(update={"action": entry.action if entry.action != "unknown" else ("created" if k == 0 else "amended")})
            for k, entry in enumerate(parse_note(m.group("body"), ord_dates))
        ]
        entries.extend(_newest_first(parsed, m.group("body")))
        tail = m.group("tail").strip()
        text = text[: m.start()] + (" " + tail if tail else "")
    return (_SPACES.sub(" ", text).strip() if entries else text), entries


# ---------------------------------------------------------------- document dates

_ENACT_RE = re.compile(
    # (not a town's "having adopted village powers and having held a public hearing on April 30, 2013")
    r"\b(?:adopted|enacted|passed|adoption|enactment|originally\s+effective|took\s+effect|became\s+effective)\b"
    r"(?!\s+(?:of\s+)?village\s+powers)"
    # a code's division-level history: "[Division 5.2 created June 18, 2013, by Ord. No. 2013-11. ...]"
    r"|\b(?:article|chapter|division|subchapter|part)\s+[\w.\-]+\s+(?:was\s+)?created\b",
    re.IGNORECASE,
)
# "Amended ...", "Revised June 14, 2010", "Rev. 6-14-2010": a later change to the text
_AMEND_RE = re.compile(r"\bamend(?:ed|ments?)?\b|\bam\.\s|\brevis(?:ed|ions?)\b(?!\s+(?:and\s+)?re-?adopted)|\brev\.\s", re.IGNORECASE)
_CLAUSE_STOP = re.compile(
    # (a clerk's certificate under the text is signed and dated when it is copied, not when amended)
    r"\b(?:adopted|enacted|passed|published|posted|prepared|administered|effective|codifier|whereas|contents|dated)\b"
    r"|/s/|\bI\s+(?:hereby\s+)?certify\b|\n\s*\n"
    # (a bracketed note ends at its bracket, and an editor's note after it speaks of other things: "Amendments are
    # shown by the history note that follows each section.]" ⏎ "Editor's Note: ... forms ... last revised ... 1-4-2012")
    r"|\]|\b(?:editor|codifier)['\u2019]?s\s+note\b"
    # the next row of an amendment table: "2015-09   06/16/2015   06/24/2015   9.1.1 (title) ... amended"
    r"|\n(?=[ \t]*(?:Ord(?:inance)?\.?[ \t]*(?:No\.?[ \t]*)?)?\d{1,4}-\d{1,4}[ \t]+\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b)",
    re.IGNORECASE,
)
_RECREATE_RE = re.compile(
    r"repealed\s+and\s+(?:re-?created|re-?enacted|re-?adopted|replaced)|\brep\.\s*(?:&|and)\s*recr\.|amended\s+and\s+restated"
    # (the statutes' shorter "r. and recr." of the whole only when it says so: a table row's "ss. 4.04 and 4.05" ⏎ "r. and
    # recr." names units, wherever a layout puts the line)
    r"|\br\.\s*(?:&|and)\s*recr\.(?=\s*in\s+(?:its\s+)?(?:entirety|full))"
    r"|(?:re-?enacted|amended|revised|rewritten|restated|replaced|re-?adopted|(?<=and )adopted)\s+in\s+(?:its\s+entirety|full)"
    # "re-adopted with revisions on June 14, 2010", "Revised and re-adopted": the whole text enacted again
    r"|\bre-?adopted\b|\bre-?enacted\b"
    # "Ord. No. 2018-14, adopted June 19, 2018, repealed former Ch. 7, Animal Waste Storage (...), and enacted a new
    # Ch. 7 as set out herein": the old chapter out, the text printed enacted whole by the later ordinance
    r"|\brepealed\s+(?:the\s+)?former\s+(?:ch\.|chapter|ordinance|code|title)[^;]{0,240}?\band\s+(?:enacted|adopted|created)\s+"
    r"(?:a\s+)?new\s+(?:ch\.|chapter|ordinance|code|title)",
    re.I,
)
# present tense, in the new ordinance itself: "This ordinance repeals and replaces the Animal Waste
# Ordinance adopted June 3, 1991" — the dates in that clause are the old law's, and this text is enacted
# on its own adoption date
_REPLACES_RE = re.compile(
    r"\b(?:repeals\s+and\s+(?:replaces|recreates)|supersedes|replaces)\s+(?:in\s+(?:its\s+)?entirety\s+)?"
    r"(?:the\s+|all\s+|any\s+|an\s+)?(?:(?:earlier|prior|former|previous|existing)\s+)?(?:[A-Z][\w'-]*\s+){0,6}?"
    r"(?:ordinance|chapter|code)s?\b"
    # (or the old ordinance named first, in the passive: "Ordinance No. 98-2, adopted April 14, 1998, is repealed and
    # recreated in its entirety to read as follows": the ordinance that says so recreates it, on its own adoption)
    r"|\b(?:ordinance|chapter|code)\b(?:[^.;]|(?<=\bno)\.){0,80}?\b(?:is|are)\s+(?:hereby\s+)?repealed\s+and\s+re-?(?:created|enacted)\s+in\s+"
    r"(?:its|their)\s+entirety\b",
    re.I,
)


@dataclass
class DocumentDates:
    enacted: dt.date | None = None
    amended: list[dt.date] | None = None
    repealed_and_recreated: dt.date | None = None
    ord_dates: dict[str, dt.date] | None = None
    # ordinances only an editor's or codifier's note names (the code's own adoption): no amendments
    noted_only: frozenset[str] = frozenset()
    # dates the front gives the adoption of one part only ("Article V adopted 8-13-1996"), beside the chapter's own
    part_enacted: frozenset[dt.date] = frozenset()


# the amending ordinances a consolidated text takes in, named before their adoption dates
_INCORPORATED = re.compile(r"\b(?:incorporating|as amended by|including (?:the )?amendments? (?:made )?by"
                           # a codifier's currency line: "This online code is current through Ordinance 23-4, passed May
                           # 8, 2023" names the latest amendment, not the enactment
                           r"|(?:current|updated|codified|revised|complete|supplemented) (?:through|to|up to|with)"
                           r"|(?:includes|reflects|contains) (?:all )?(?:ordinances|legislation|amendments) (?:through|to|up to))\b[^;]{0,200}$", re.I)
_AMENDS_AFTER = re.compile(  # on the same line: "adopted Oct. 16, 2018, amended ch. 15 throughout"
    # (not the title block's next entry run on by a narrow column: "Originally adopted August 10," ⏎ "1999
    # Amended by Ordinance No. 2009-1": a capital with no comma opens an entry of its own)
    r"^(?![ \t]+(?-i:Amended)[ \t]+(?:by|on)\b|[ \t]*(?-i:Amended)[ \t]*:)"
    r"[ \t,]*(?:and[ \t]+|which[ \t]+|that[ \t]+)?(?:amend|renumber|repeal|creat|revis)", re.I
)
# "..., adopted March 21, 2017, amended Art. IV in its entirety": the whole text was re-enacted
_WHOLE_REENACTED = re.compile(
    r"^[\s,]*(?:and\s+)?(?:was\s+)?(?:amended|repealed\s+and\s+re-?created|re-?created|re-?enacted)\s+"
    r"(?:(?:(?:the|this)\s+)?(?:art(?:icle)?s?\.?|ch(?:apter)?s?\.?|subchapter|ordinance|code)(?!\w)[^.;]{0,30}?)?"
    r"\bin\s+(?:its|their)\s+entirety",
    re.I,
)
_SENTENCE_START = re.compile(r"(?:\.\s+|\n\s*\n)(?=[A-Z][a-z]{2,}\s)")  # not "Ord. No. 04-22"
_REFERENCE_NOTE = re.compile(r"(?:cross[- ]references?|state law references?|charter references?|see also)\s*[:\u2014\u2013]", re.I)
# the label that opens a note in a code's front matter; the last one before a date says whose date it is
_NOTE_LABEL = re.compile(
    r"(?:cross[- ]references?|state law references?|charter references?|see also|editor['’]?s note|"
    r"codifier['’]?s note|history|footnotes?)\s*[:\u2014\u2013]|\n\s*\n", re.I)  # "Editor's note—" (Municode)
_OTHER_PARTS = re.compile(r"\b(?:did not|does not|do not) (?:amend|change|affect)|\b(?:sections?|ss\.)\s+[\d.]+\s+(?:to|through|-)\s+[\d.]+\s+of this chapter\b", re.I)
_REPEALED_NOW = re.compile(r"\b(?:is|are)\s+(?:hereby\s+)?(?:repealed|rescinded)\b", re.I)
# a title-block line that closed its own words: "(formerly the ... Ordinance)" (a period may be an
# abbreviation's: "derived from Ord. No." ⏎ "88-3, adopted March 8, 1988" is one sentence)
_LINE_CLOSED = re.compile(r"(?<=\))\n")
_FORMER = re.compile(r"\b(?:former|formerly|derived\s+from|superseded|replaced)\b", re.I)


def enactment_date(text: str) -> dt.date | None:
    """The earliest "adopted/enacted/passed ... <date>" in `text` that is not an amendment.

    Earliest, because a code's front matter names the amending ordinances too ("Ord. No.
    2018-22, adopted Oct. 16, 2018, amended ch. 15 throughout") and the exemption of NR
    151.096(1)(b)2. turns on the original enactment.
    """
    found = enactment_dates(text)
    return min(found) if found else None


# a heading in capitals on a line of its own ("CERTIFICATE OF ADOPTION"): a note above it has ended
_HEADING_LINE = re.compile(r"\n[ \t]*[A-Z][A-Z ,.'’&-]{6,}[ \t]*\n")


# the adoption of one part of a chapter, not of the chapter: "... 3-16-2004 by Ord. No. 04-03 (Arts. I through IV and
# VI). Article V adopted 8-13-1996 by Ord. No. 96-21." (that part's own units carry its date)
_PART_ADOPTED = re.compile(r"\b(?:Article|Art\.|Subchapter|Subch\.|Part|Division|Div\.)\s*(?:[IVXLC]{1,6}|\d{1,3}[A-Z]?)"
                           r"(?:\s+of\s+this\s+(?:chapter|ordinance))?\s+(?:was\s+)?$", re.I)


def enactment_dates(text: str) -> list[dt.date]:
    """Every "adopted/enacted/passed ... <date>" in `text` that is not an amendment, in order. A part's own adoption
    ("Article V adopted 8-13-1996") counts only when nothing names the whole chapter's."""
    return _chapter_adoptions(_enactment_dates(text))


def _chapter_adoptions(found: list[tuple[dt.date, bool]]) -> list[dt.date]:
    """The dates of `found` that adopt the whole chapter; a part's own only when no statement names the whole's."""
    whole = [d for d, part in found if not part]
    return whole if whole else [d for d, _part in found]


def _enactment_dates(text: str) -> list[tuple[dt.date, bool]]:
    """(date, names only a part of the chapter) for every adoption statement of `text`."""
    found: list[tuple[dt.date, bool]] = []
    for m in _ENACT_RE.finditer(text):
        head = text[max(0, m.start() - 400) : m.start()]
        labels = list(_NOTE_LABEL.finditer(head))
        if labels and _HEADING_LINE.search(head, labels[-1].end()):
            labels = []  # "Editor's note: ... did not amend this ordinance." ⏎ "CERTIFICATE OF ADOPTION": the note ended
        if labels and _REFERENCE_NOTE.match(labels[-1].group(0)):
            continue  # "Cross reference: floodplain zoning, ch. 32, adopted 4-2-1996": another law's date
        if labels and re.match(r"(?:editor|codifier)", labels[-1].group(0), re.I) and _OTHER_PARTS.search(
            text[m.start() : m.start() + 200] + text[max(0, m.start() - 200) : m.start()]
        ):
            continue  # "Editor's note: Sections 17.01 to 17.38 were revised by Ord. 2016-02, adopted May 17, 2016": other parts
        window = text[m.end() : m.end() + 160]
        stop = re.search(r"\bamend|\bpublish|\bposted|\]|;|\n\s*\n", window, re.IGNORECASE)
        if stop:
            window = window[: stop.start()]
        before = re.split(r"[;\n]", text[max(0, m.start() - 60) : m.start()].lower())[-1]
        if "amend" in before or "recreat" in before:
            continue  # "Amended by Ord. 2010-3, adopted May 4, 2010"
        sentence = _SENTENCE_START.split(text[max(0, m.start() - 200) : m.start()])[-1]
        sentence = _LINE_CLOSED.split(sentence)[-1]  # "(formerly the ... Ordinance)" ⏎ "Originally adopted May 21, 1996"
        if _FORMER.search(sentence):
            continue  # "Former Art. IV ... derived from Ord. No. 04-22, adopted Nov. 16, 2004"
        if _INCORPORATED.search(sentence):
            continue  # "(Consolidated text incorporating Ordinance No. 2009-1, adopted April 14, 2009, and ...)": amendments
        rest = re.split(r"\.\s+(?=[A-Z])|\n", text[m.end(): m.end() + 200])[0]
        if _REPEALED_NOW.search(rest):
            continue  # "Ordinance 97-2 (adopted May 5, 1997) is hereby repealed": the old law's date
        part = _PART_ADOPTED.search(text, max(0, m.start() - 40), m.start()) is not None
        dates = _dates_with_pos(window)
        if not dates:
            short = note_dates(window)  # "Date Adopted: 6/14/99"
            if short and not _AMENDS_AFTER.search(window):
                found.append((short[0], part))
            continue
        after = text[m.end() + dates[0][1] : m.end() + dates[0][1] + 120]
        if _AMENDS_AFTER.match(after) and not _WHOLE_REENACTED.match(after):
            continue  # "Ord. No. 2018-22, adopted Oct. 16, 2018, amended ch. 15 throughout"
        found.append((dates[0][2], part))
    return found


# an amendment the document itself proposes or makes, with no date of its own: "... each unit amended by this ordinance
# after adoption. Comments are due May 10, 2024" (the dates after it are the review's, not an amendment's)
_NOT_YET = re.compile(r"\s+(?:by|in|under)\s+this\s+(?:ordinance|draft|proposal|proposed\s+ordinance)\b", re.I)
_TO_BE = re.compile(r"\b(?:to\s+be|will\s+be|would\s+be|proposed\s+to\s+be)\s+$", re.I)


def amendment_dates(text: str) -> list[dt.date]:
    """Dates in the clauses that follow "Amended"/"Amendments" in a title or history block."""
    out: list[dt.date] = []
    for m in _AMEND_RE.finditer(text):
        if _in_editors_note(text, m.start()):
            continue  # "Editor's note: Sections 17.01 to 17.38 were revised by Ord. 2016-02, adopted May 17, 2016"
        if _NOT_YET.match(text, m.end()) or _TO_BE.search(text, max(0, m.start() - 24), m.start()):
            continue  # "each unit amended by this ordinance", "the units to be amended": the change proposed, not made
        window = text[m.end() : m.end() + 300]
        stop = _CLAUSE_STOP.search(window)
        if stop:
            window = window[: stop.start()]
        out.extend(find_dates(window))
    return out


def _names_a_unit(text: str, m: re.Match[str]) -> bool:
    """Does the statement around `m` name a section or subsection ("Sec. 6   repealed and
    recreated", "Section 6 is hereby repealed and recreated")? Then it re-enacts that unit only,
    not the whole ordinance."""
    start = max(text.rfind("\n", 0, m.start()), 0)
    for _ in range(3):  # a statement a narrow column wrapped: "Section 6 (design and construction" ⏎ "standards) repealed"
        before = text[:start].rstrip(" \t")
        if not before or before[-1] in ".;:\n" or not text[start:m.end()].strip()[:1].islower():
            break
        start = max(before.rfind("\n"), 0)
    sentence = _SENTENCE_START.split(text[start : m.start()])[-1]
    clause = re.split(r";", sentence)[-1]  # "2018-7  6-19-2018  13.06(1); 13.06(5) repealed and recreated"
    return (_UNIT_AFTER.match(text, m.end()) is not None or _UNIT_IN_CLAUSE.search(sentence) is not None or _BARE_ROW.match(sentence) is not None
            or _dashed_row_label(text, m)
            or _DIVISION_IN_CLAUSE.search(sentence) is not None or _ROW_LABEL.search(clause) is not None
            or _QUALIFIED_UNIT.search(clause) is not None or _ROMAN_ROW_LABEL.search(clause) is not None)


def _dashed_row_label(text: str, m: re.Match[str]) -> bool:
    """A history row whose unit is a title-chapter-section label right before the verb ("6-3-6   Repealed and
    recreated   2013-04   04/08/2013", "16-11   09/12/2016   6-3-5   Repealed and recreated"): the label reads like a
    date ("6-3-6", June 3, 2006), but a row that prints its own date elsewhere does not carry a second one there."""
    start = text.rfind("\n", 0, m.start()) + 1
    label = _DASHED_LABEL.search(text, start, m.start())
    if label is None:
        return False
    end = text.find("\n", m.end())
    rest = text[start:label.start()] + " " + text[m.end(): end if end >= 0 else len(text)]
    return bool(find_dates(rest))


_DASHED_LABEL = re.compile(r"(?<![\w/.-])\d{1,3}-\d{1,3}-\d{1,3}[A-Za-z]?(?:\s*\(\w{1,4}\))*\s+$")


# the unit named after the verb: "created 5.4 and 5.5; repealed and recreated Section 6" (a chapter or code named
# so may be the whole ordinance: not read here)
_UNIT_AFTER = re.compile(r"\s*(?:(?:ss?\.|secs?\.|sections?|§+|subsections?|subs?\.|pars?\.|paragraphs?|articles?|art\.)\s*[\dIVXL]"
                         r"|\d{1,3}\.\d{1,3}\b)", re.I)


# a Roman outline label right before the verb in a table's row: "2018-05  11/12/2018  IV. E. amended in its entirety"
_ROMAN_ROW_LABEL = re.compile(r"(?<![\w.])[IVXL]{1,6}\.(?:\s?[A-Z]\.)?(?:\s?\d{1,2}\.)?\s*$")


# a section number the verb qualifies in parentheses, in a table's "sections affected" column: "2006-5
# October 3, 2006   201, 305 (repealed and recreated), 403" (not an ordinance's own number: "Ord. 794 (")
# (or an outline's label: "IV.F (cr.); V (r. and recr.)")
_QUALIFIED_UNIT = re.compile(r"(?<!\bOrd\. )(?<!\bNo\. )(?<!\bOrdinance )(?<![\w./-])(?:\d{1,4}(?:\.\d{1,3})*(?:\(\w{1,4}\))*"
                             r"|(?-i:[IVXL]{1,6}|[A-Z])(?:\.(?-i:[A-Z]|\d{1,3}|[IVXL]{1,6}))*\.?)\s*\(\s*$")


# a unit label in a history-table row, not a date: "13.06(5)", "14.45", "12-4(b)" ("3-18-08" is a date)
_ROW_LABEL = re.compile(r"(?<![\w./-])(?:\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?:\(\w{1,4}\))*|\d{1,3}-\d{1,3}(?:\(\w{1,4}\))+)(?![\w/-])")


# "See also Ch. 14, Shoreland Zoning, as readopted 3-9-2006": a law the note points to, described by
# its own history ("as readopted", "as amended"), not this one re-enacted
_AS_BEFORE = re.compile(r"\bas\s+$", re.I)
_SEE_ALSO = re.compile(r"\bsee\s+also\b|\bcf\.\s", re.I)


def _describes_other_law(text: str, m: re.Match[str]) -> bool:
    before = text[max(0, m.start() - 160) : m.start()]
    sentence = re.split(r"\.\s+(?=[A-Z])|\n\s*\n", before)[-1]
    return _AS_BEFORE.search(before) is not None or _SEE_ALSO.search(sentence) is not None


# a history table's row: an ordinance number, then its date in figures ("2008-14   05/20/2008   Entire ...")
_ROW_ORDINANCE = r"^\s*(?:Ord(?:inance)?\.?\s*(?:No\.?\s*)?)?"
_FIGURE_DATE = r"\d{1,2}[/-]\d{1,2}[/-]\d{2,4}"
_HISTORY_ROW = re.compile(_ROW_ORDINANCE + r"[\w.\-]+\s+" + _FIGURE_DATE + r"\b")


# "Sections re-adopted September 18, 2012": some sections, unnamed here (the amendment table names them), not the whole
_SOME_UNITS_BEFORE = re.compile(r"\b(?:(?:certain|some|several|selected|various)\s+)?(?:sections|subsections|articles|parts|provisions)\s*(?:were\s+|are\s+)?$", re.I)
# "Partially repealed and recreated: September 12, 2016", "repealed and recreated in part": some units, not the whole
_IN_PART_BEFORE = re.compile(r"\b(?:partially|partly|in\s+part)\s*$", re.I)
_IN_PART_AFTER = re.compile(r"\s*,?\s*in\s+part\b", re.I)


_PASSIVE_BEFORE = re.compile(r",?\s+(?:is|are|was|were|shall\s+be|be)\s+(?:hereby\s+)?$", re.I)


def recreate_date(text: str) -> dt.date | None:
    """ "... repealed and recreated in its entirety by Ord. 2015-3 on June 2, 2015" → 2015-06-02.

    Only statements about the ordinance, chapter or code as a whole count; one that names a
    section is that section's history (`unit_history`)."""
    for m in _RECREATE_RE.finditer(text):
        if _names_a_unit(text, m) or _describes_other_law(text, m) or _SOME_UNITS_BEFORE.search(text, max(0, m.start() - 40), m.start()) \
                or _IN_PART_BEFORE.search(text, max(0, m.start() - 20), m.start()) or _IN_PART_AFTER.match(text, m.end()):
            continue
        window = text[m.end() : m.end() + 200]
        stop = re.search(r"\n\s*\n|\.\s+[A-Z]", window)
        if stop:
            window = window[: stop.start() + 1]
        row = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
        row_dates = note_dates(row) if _HISTORY_ROW.match(row) else []
        if row_dates:
            # a history table's row ("2008-14  05/20/2008  Entire ordinance (repealed and recreated 1995
            # ordinance)"): its own date stands before the verb, and the next row's date is another ordinance's
            window = window.split("\n", 1)[0]
            if not find_dates(window):
                return row_dates[0]  # (its first date: adopted, before published)
        # (a statute-style note prints two-digit years: "Ord. 2003-06, r. and recr. in its entirety 4-15-03")
        dates = note_dates(window)
        year = _YEAR_ONLY.search(window)
        if not dates and not year and not _PASSIVE_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            # "Ord. 2008-04, passed 3-18-08, repealed ... and re-enacted it": the date before the verb,
            # two-digit years included (the last one: the re-enacting ordinance's); not in the passive, where the
            # date is the repealed ordinance's own ("Ordinance No. 98-2, adopted April 14, 1998, is repealed and
            # recreated in its entirety": the recreating ordinance dates it, by its adoption)
            before = note_dates(text[max(0, m.start() - 80) : m.start()])
            dates = before[-1:] if before else []
        if dates:
            return dates[-1] if len(dates) > 1 and window.lower().find("on ") > 0 else dates[0]
        if year:
            # "repealed and recreated in 2011": the adoption date printed for that year, else the year's first day
            same_year = [d for d in enactment_dates(text) if d.year == int(year.group(0))]
            return same_year[0] if same_year else dt.date(int(year.group(0)), 1, 1)
    return None


# a clerk's working copy that says how it marks an amendment's changes: "Words shown in square brackets and marked
# "deleted" were struck out by the 2006 amendment. Words ... between double angle brackets << >> were added ..."
_MARKS_NOTE = re.compile(r"(?:square brackets|angle brackets|<<\s*>>|«\s*»|strike-?through|struck[- ]through|underlin\w*)"
                         r"[^§]{0,300}?\b(?:deleted|added|inserted|struck|new)\b", re.I)
# the marks themselves in a unit's text
AMENDMENT_MARK = re.compile(r"<<|>>|«|»|\[\s*deleted\b", re.I)


def marks_date(front: str, dates: DocumentDates) -> dt.date | None:
    """The date of the amendment a working copy marks in its text, when its front says how it marks one: the
    ordinance the note names, or the document's one later amendment. A unit that carries the marks was changed
    by it; a unit that carries none reads as first adopted."""
    note = _MARKS_NOTE.search(front)
    if note is None:
        return None
    paragraph = front[max(0, front.rfind("\n\n", 0, note.start())): note.end() + 300]
    named = [dates.ord_dates.get(ordinance_key(m.group(0))) for m in _ORD_RE.finditer(paragraph)]
    named = [d for d in named if d is not None and (dates.enacted is None or d > dates.enacted)]
    if named:
        return max(named)
    return dates.amended[-1] if len(dates.amended) == 1 else None


def document_dates(front: str, closing: str) -> DocumentDates:
    """Enactment, amendments and repeal-and-recreation from the title/history block and the close.

    `front` is the text before the first provision (title page, history block, recitals);
    `closing` the furniture after the last one (adoption lines, legislative-history tables).
    Per-unit notes add their dates later (`segment`).
    """
    # (a disposition table's row of an ordinance the chapter replaced, "911  4-18-1988 ... Repealed by 1120",
    # dates no text in force)
    in_force = "\n".join(line for line in closing.split("\n") if not _REPLACED_ROW.search(line))
    front_found = _enactment_dates(front)  # (read once: the enactment and the parts dated apart come from it)
    front_dates = _chapter_adoptions(front_found)
    enacted = (min(front_dates) if front_dates else None) \
        or enactment_date(_without_reprinted_ordinances(in_force, front)) or enactment_date(in_force)
    # the front matter's pairing first, unless it only found a date on a line above the number and the close prints one
    # beside it ("Note: Text added ... by Ord. 2009-2 ..." under "Amended: June 8, 2009  Published: June 17, 2009";
    # "... by Ord. 2009-2 on June 8, 2009" above the schedule)
    paired = _paired_dates(closing)
    for key, (dist, d) in _paired_dates(front).items():
        if key not in paired or dist < 1000 or dist <= paired[key][0]:
            paired[key] = (dist, d)
    # a table row pairs a number with its date outright ("2005-1   08-09-2005   SEC. 3"); it wins over a date found
    # near the number elsewhere (a clerk's certificate "as amended by Ordinances 2005-1 and 2019-3 ... Dated:
    # December 3, 2019"), wherever the table is printed
    ord_dates = {key: d for key, (_dist, d) in paired.items()} | _table_rows(closing) | _table_rows(front)
    amended = set(amendment_dates(front))
    noted_only = _only_in_editors_notes(front, ord_dates) & _only_in_editors_notes(closing, ord_dates)
    # an ordinance an editor's note names ("... adopted the Code of Ordinances by Ord. No. 2010-01,
    # adopted January 12, 2010") is the codifier's account, not an amendment of the text
    amended.update(d for key, d in ord_dates.items() if key not in noted_only)
    recreated = recreate_date(front) or recreate_date(closing)
    if recreated is not None and recreated.month == 1 and recreated.day == 1:
        # a year-only recreation: the adoption certificate at the end may print the full date
        recreated = next((d for d in enactment_dates(closing) if d.year == recreated.year), recreated)
    replaced = _REPLACES_RE.search(front)
    if recreated is None and replaced is not None and not _names_a_unit(front, replaced):
        clause = front[replaced.start():]
        stop = re.search(r"\.\s+(?=[A-Z])|\n\s*\n", clause)
        old = set(find_dates(clause[: stop.start() + 1] if stop else clause[:300]))
        own = [d for d in enactment_dates(front) + enactment_dates(closing) if d not in old]
        if own:
            recreated = max(own)
            enacted = min(old | {recreated})
    if recreated is not None:
        amended.add(recreated)
    if enacted is not None:
        amended = {d for d in amended if d > enacted}
    else:
        amended = set()  # without an enactment date the "later" dates cannot be told apart
        amended.update(amendment_dates(front))
    whole = {d for d, part in front_found if not part}
    return DocumentDates(
        enacted=enacted, amended=sorted(amended), repealed_and_recreated=recreated, ord_dates=ord_dates,
        noted_only=frozenset(noted_only),
        part_enacted=frozenset(d for d, part in front_found if part and whole and d not in whole),
    )


_REPLACED_ROW = re.compile(r"\b(?:repealed|superseded|replaced|rescinded) by\b", re.I)
# another ordinance's title in capitals and its adoption line under it, as an exhibit that reprints it prints them:
# "TOWN OF WEXCOMBE ORDINANCE NO. 98-2" ⏎ "REGULATING MANURE NEAR WELLS ..." ⏎ "Adopted July 13, 1998. Reprinted ..."
_REPRINTED_ORDINANCE = re.compile(
    r"^[^\na-z]*\bORDINANCE\s+(?:NO\.?|NUMBER|#)\s*(?P<num>\d{1,4}(?:-\d{1,4})+)\b[^\na-z]*\n"
    r"(?:[^\na-z]*\n){0,2}[ \t]*(?:Adopted|Enacted|Passed)\b[^\n]*", re.M)


def _without_reprinted_ordinances(closing: str, front: str) -> str:
    """The close without the exhibits that reprint another ordinance than the one the front names ("Town Ordinance
    No. 98-2 ... remains in effect. It is reprinted as Exhibit B"): that ordinance's adoption date is its own, not
    this one's enactment (RUBRIC rule 16 dates the text this ordinance enacts)."""
    key = own_ordinance_key(front)
    if not key:
        return closing

    def others_dropped(m: re.Match[str]) -> str:
        return m.group(0) if ordinance_key(f"Ord. {m.group('num')}") == key else ""

    # (or an appendix's lead that says so: "Provisions of Ordinance No. 89-6, adopted April 11, 1989, continued in force")
    return _REPRINT_LEAD.sub(others_dropped, _REPRINTED_ORDINANCE.sub(others_dropped, closing))


# what says an older ordinance's text is printed again and kept ("reprinted", "continued in force", "remains in effect")
REPRINT_CUE = r"\breprint\w*|\bcontinued\s+in\s+(?:force|effect)\b|\bremains?\s+in\s+(?:force|effect)\b"
_REPRINT_LEAD = re.compile(
    r"\bOrd(?:inance)?\.?\s*(?:No\.?\s*)?(?P<num>\d{1,4}(?:-\d{1,4})*)[^;]{0,200}?(?:" + REPRINT_CUE + ")", re.I)


def _only_in_editors_notes(text: str, ord_dates: dict[str, dt.date]) -> set[str]:
    """Ordinance numbers that `text` names only inside editor's or codifier's notes (or not at all)."""
    seen_outside = {
        ordinance_key(m.group(0)) for m in _ORD_RE.finditer(text) if not _in_editors_note(text, m.start())
    }
    return set(ord_dates) - seen_outside


# ---------------------------------------------------------------- notes that name their units

# "6", "14.45(3)", "12-4 B.(2)" (a subunit is a number, one or two letters or a roman numeral, never a
# word: "Section 3(2) (fees) amended" names 3(2))
_UNIT_LABEL = (
    r"(?:\d[\w.\-]*?(?:\s[A-Z]\.)?(?:\s*\((?:\d{1,3}[a-z]?|[A-Za-z]{1,2}|[ivxlcIVXLC]{1,5})\))*"
    # a code numbered by Roman sections names a unit with its lettered and numbered parts: "V.B.", "VI.B.3.", or
    # spaced as the code prints them, "IV. E. 2."
    r"|(?-i:[IVXLC]{1,6})(?:\.[ \t]?(?-i:[A-Z])(?:\.[ \t]?\d{1,2})?)?(?=\.|\s|,))"
)
# "Sec. 6", "Section 6", "§ 12-4 B.", "Secs. 6 and 7", "s. 14.45(3)", but not "s. 92.15, Stats."
_UNIT_REF = (
    r"(?:Secs?\.|Sections?|§§?|\bss?\.)\s*(?P<units>" + _UNIT_LABEL
    # (a later unit of the same section may be named by its own parts alone: "s. 4.06 (3) and (6) cr.")
    + r"(?:\.?\s*(?:,|and|&)\s*(?:" + _UNIT_LABEL + r"|\(\w{1,4}\)(?:\s*\(\w{1,4}\))*))*)(?![\w(])\.?"
    + r"(?!\s*,?\s*(?:Wis\.\s*)?Stats?\b)"
)
_UNIT_IN_CLAUSE = re.compile(_UNIT_REF, re.I)
# "Article V was repealed and recreated ...": a part of the chapter, not the chapter as a whole
_DIVISION_IN_CLAUSE = re.compile(
    r"\b(?:(?:Article|Part|Division|Subchapter)\s+|(?:Art|Div|Subch)\.\s*)(?:[IVXLC]+|\d+[A-Z]?)\b"
    # ("Subpart C repealed and recreated": a part's lettered subpart)
    r"|\b(?:Subpart|Part)\s+[A-Z]\b"
    # "(Appendix A repealed and recreated 9-12-2016)": the fee schedule after the text, not the text
    r"|\b(?:Appendix|Schedule|Exhibit|Attachment)\s+(?:[A-Z]|[IVXLC]+|\d+)\b", re.I)
# a history-table row that opens with a bare label: "6(1)    amended    Ord. 2014-2    3-4-2014"
# (not an ordinance number before its date: "2015-14   06-16-2015   Ch. 17 repealed and recreated")
_BARE_ROW = re.compile(r"^\s*(?!(?:19|20)\d{2}\s)(?!\d{1,4}-\d{1,4}\s+\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b)(?P<units>\d{1,3}[\w.\-]*(?:\(\w{1,4}\))*)\.?(?:\s{2,}|\t)")
_VERB_GAP = r"[\s,:|]*(?:(?:is|are|was|were|has\s+been|have\s+been|hereby)\s+)*"
_UNIT_STATEMENT = re.compile(
    # (a caption in parentheses may stand between: "Section 5(3) (permit fees) amended.")
    r"(?:^|(?<=[\s(\[]))" + _UNIT_REF + r"(?:\s*\([^()\d]{3,60}\))?" + _VERB_GAP
    + r"(?=(?P<verb>rep(?:ealed|\.)|r\s*&\s*r\b|r\.\s*(?:&|and)\s*recr\b|amended|am\.|created|cr\.|renumbered|rn\.|re-?enacted\b"
    + r"|re-?adopted\b))",
    re.I | re.M,
)
# not "recr. Ord. 2012-4"; a line that wraps on in lower case ("repealed ⏎ and recreated") goes on
_CLAUSE_END = re.compile(r"\n(?![ \t]*[a-z])|;|\.\s+(?=[A-Z][a-z]{2,}\s)")


def unit_key(label: str) -> str:
    """ "Sec. 6." / "Section 6" / "§ 6" → "6"; "§ 12-4 B.(2)" → "12-4b.(2)": a label as compared."""
    label = re.sub(r"^\s*(?:Article\s+[\w.]+\s*,\s*)?(?:Secs?\.|Sections?|§§?|ss?\.)\s*", "", label, flags=re.I)
    if _ROMAN_SECTION.match(label):
        # "Section V A. 2." as printed and "V.A.2." as a history table cites it: one key, "v.a.2"
        return ".".join(re.findall(r"[A-Za-z0-9]+", label)).lower()
    return re.sub(r"\s+", "", label).rstrip(".").lower()


_ROMAN_SECTION = re.compile(r"[IVXLC]{1,6}(?:[\s.]|$)")


def covers(key: str, label: str) -> bool:
    """Does a note naming unit `key` ("6") cover the unit labeled `label` ("Sec. 6(1)")? The unit
    itself and everything numbered under it, but not "Sec. 60"."""
    return key_covers(key, unit_key(label))


def key_covers(key: str, own: str) -> bool:
    """`covers` for a label already reduced by `unit_key` (a review compares each label with many notes)."""
    return own == key or (own.startswith(key) and not own[len(key)].isdigit())


# "Sec." / "Sections" / "§" before each label of a unit list: dropped before the labels are keyed
_SECTION_WORDS = re.compile(r"(?:Secs?\.|Sections?|§§?)\s*", re.I)


# a history table's row start: the ordinance's number, then a date ("94-6   March 15, 1994", "2008-14  05/20/2008"),
# or the date first ("3-16-2004   2004-06   ..."); the date in figures or in words, the number opening with a
# digit. A number alone is no row: it is a unit the row above wrapped onto the next line ("201, 305," ⏎ "403")
# (or as a sentence's start: "Ord. 96-4, adopted April 16, 1996 ......... Chapter 4 created")
_DATED_ROW_START = re.compile(
    _ROW_ORDINANCE + r"(?:\d[\w.\-]*,?\s+)?(?:(?:adopted|passed|enacted|approved)\s+(?:on\s+)?)?(?:" + _FIGURE_DATE
    + r"|[A-Z][a-z]{2,8}\.?\s+\d{1,2},\s+\d{4})\b")


def dated_row(text: str) -> bool:
    """Does the line open as a history table's row: an ordinance's number, then its date ("93-14   June 15, 1993
    ...")? No unit's text starts with a date after its number."""
    return _DATED_ROW_START.match(text) is not None


def join_wrapped_rows(text: str) -> str:
    """A history table's rows with the lines a narrow column wrapped them onto joined back: "94-6  March 15,
    1994  March 22, 1994  17.40, 17.41," ⏎ "17.43 created" is one row (its units and its action)."""
    lines = text.split("\n")
    if not any(_DATED_ROW_START.match(line) for line in lines):
        return text
    out: list[str] = []
    in_row = False
    for line in lines:
        s = line.strip()
        if _DATED_ROW_START.match(line):
            out.append(line)
            in_row = True
            continue
        goes_on = out[-1].rstrip().endswith((";", ",")) if in_row else False  # a list of units that goes on
        # (a row of its own opens on its unit and carries its own date: "34.05 - 34.07   2003-09   4-15-2003   created")
        if in_row and s and len(s) <= 120 and not s.isupper() and not out[-1].rstrip().endswith(".") \
                and (goes_on or s[0].isdigit() or s[0] in "(§" or s[0].islower()) \
                and not (s[0].isdigit() and not goes_on and note_dates(s)):
            out[-1] = f"{out[-1].rstrip()} {s}"
            continue
        in_row = False
        out.append(line)
    return "\n".join(out)


# prose naming subunits before their section: "Subsection 2 of Section 5", "Subsections 4 and 5 of Section 6",
# "paragraph (b) of Section 5(6)" (a town ordinance's amendment history, written out in sentences)
_ITEM = r"(?:\(\w{1,3}\)|\d{1,3}[a-z]?|[A-Z])"
_SUBUNITS_OF_SECTION = re.compile(
    rf"\b(?:sub(?:section|sec\.|\.)|paragraph|par\.)s?\s+(?P<items>{_ITEM}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*){_ITEM})*)"
    r"\s+of\s+(?P<section>(?:Secs?\.|Sections?|§)\s*\d{1,4}(?:[.\-]\d{1,4})*[A-Za-z]?(?:\(\w{1,4}\))*)(?![\w(])",
    re.I,
)


def _subunits_in_full(m: re.Match[str]) -> str:
    """ "Subsections 4 and 5 of Section 6" → "Sections 6(4) and 6(5)": the units cited as a history table cites them."""
    section = _SECTION_WORDS.sub("", m.group("section"))
    items = re.findall(_ITEM, m.group("items"))
    full = [f"{section}{i}" if i[0] == "(" else f"{section}({i})" if i[0].isdigit() else f"{section} {i}." for i in items]
    return "Sections " + (" and ".join(full) if len(full) <= 2 else ", ".join(full[:-1]) + " and " + full[-1])


def unit_history(text: str, ord_dates: dict[str, dt.date]) -> list[tuple[str, HistoryEntry]]:
    """History that names its units, as in a legislative-history table or an amending clause:
    "Sec. 6   repealed and recreated   Ord. 2012-4   9-11-2012", "Section 6 rep. & recr.",
    "Section 6 is hereby repealed and recreated ...". Returns (unit key, entry) pairs: the entry
    belongs to that unit and its children, never to the whole ordinance."""
    text = _SUBUNITS_OF_SECTION.sub(_subunits_in_full, text)
    out: list[tuple[str, HistoryEntry]] = []
    objects = [(v.start("units"), v.end("units")) for v in _VERB_THEN_UNITS.finditer(text)]
    for m in _UNIT_STATEMENT.finditer(text):
        if _in_editors_note(text, m.start()):
            continue  # "Editor's Note: Section 13.05 was renumbered by the codifier ...": not an amendment
        if any(start <= m.start() < end for start, end in objects):
            continue  # "... repealed and recreated Sections IV. C. and VII. B., amended Section ...": the units are
            # the object of the verb before them (`_VERB_THEN_UNITS`), not the subject of the one after
        rest = text[m.end() : m.end() + 200]
        stop = _CLAUSE_END.search(rest)
        clause = rest[: stop.start() + 1] if stop else rest
        for key, entry in _unit_entries(m.group("units"), clause, text[m.start() : m.end()] + clause, ord_dates):
            if entry.date is None and entry.year is None and entry.ordinance is None:
                # "Rev. 6/2008  Ordinance No. 2008-11, adopted June 17, 2008." ⏎ "Section 5(3) (permit fees)
                # amended.": a list under the amending ordinance's own line takes its date
                above = _row_date_above(text, m.start(), ord_dates)
                if above is not None:
                    entry = entry.model_copy(update={"date": above})
            out.append((key, entry))
    for line in text.splitlines():
        row = _BARE_ROW.match(line)
        if row and _action(line[row.end() :][:40].lstrip()) is not None:
            rest = line[row.end() :].strip()
            if _ACTION_FIRST.match(rest):
                out.extend(_unit_entries(row.group("units"), rest, line.strip(), ord_dates))
    for m in _VERB_FIRST.finditer(text):
        # "Amended: Section 3, March 12, 2007." — the verb first, then the units it changed and the date
        action = _action(m.group("verb")) or "amended"
        clause = m.group("rest")
        units = _SECTION_WORDS.sub("", m.group("units"))
        for key, entry in _unit_entries(units, f"{m.group('verb')} {clause}", m.group(0), ord_dates):
            out.append((key, entry.model_copy(update={"action": action})))
    for m in _DATE_THEN_UNITS.finditer(text):
        # "Amended 3-12-2007 (Sec. 3)", "Revised: 3/12/2007 (Section 3)", "Amended March 8, 2011: Sections 2 and 3"
        units = _SECTION_WORDS.sub("", m.group("units") or m.group("units2"))
        out.extend(_unit_entries(units, f"amended {m.group('date')}", m.group(0), ord_dates))
    for m in _ORD_THEN_UNITS.finditer(text):
        # "Ord. 2007-2 (3-12-2007) amended Section 3."
        units = _SECTION_WORDS.sub("", m.group("units"))
        out.extend(_unit_entries(units, f"{m.group('verb')} {m.group('date')} {m.group('ord')}", m.group(0), ord_dates))
    for m in _ORD_GERUND_UNITS.finditer(text):
        # "ORDINANCE NO. 2006-2 (amending Sections 3 and 5(3), and repealing and recreating Section 7)":
        # an amending ordinance's title names the units it changed; its date is the ordinance's
        verb = " ".join(m.group("verb").lower().split())
        action = "amended" if verb.startswith("amend") else "repealed and recreated" if "recreat" in verb else "created"
        owner = list(_ORD_RE.finditer(text[max(0, m.start() - 160) : m.start()]))
        key = ordinance_key(owner[-1].group(0)) if owner else ""
        date = ord_dates.get(key) if key else None
        date = date or _adoption_after(text, m.end())
        units = _SECTION_WORDS.sub("", m.group("units"))
        while units.endswith(")") and units.count(")") > units.count("("):
            units = units[:-1]  # the title's own closing parenthesis: "(amending Section 8(2))"
        clause = f"{action} {date.isoformat() if date else ''}"
        for unit, entry in _unit_entries(units, clause, m.group(0), ord_dates):
            out.append((unit, entry.model_copy(update={"ordinance": key or None})))
    for m in _BARE_UNIT_VERB.finditer(text):
        # a revision record's line: "8-3-4(B) revised 6/14/2011, Ord. 2011-3", "8-3-7 added 2/2/2004, Ord. 04-1"
        if not _in_editors_note(text, m.start()) and (note_dates(m.group("rest")) or _ORD_RE.search(m.group("rest"))):
            out.extend(_unit_entries(m.group("units"), m.group("rest"), m.group(0), ord_dates))
    for m in _VERB_THEN_UNITS.finditer(text):
        # a prose record: "On 4/21/09 the Town Board, by Ordinance 09-2, amended Sections 5.3 and 5.7 to ..."; the
        # date and the ordinance stand before the verb, in the same sentence (a table's row, "04-1   5-10-2004
        # Amended Sec. 4 par. 3", is its table's to read; a unit named with a finer part in words is not the whole)
        line_start = text.rfind("\n", 0, m.start()) + 1
        if _in_editors_note(text, m.start()) or _DATED_ROW_START.match(text, line_start) or _FINER_PART.match(text, m.end()):
            continue
        before = text[max(0, m.start() - 300) : m.start()]
        before = before[max((b.end() for b in _SENTENCE_BREAK_BEFORE.finditer(before)), default=0) :]
        units = _SECTION_WORDS.sub("", m.group("units"))
        out.extend(_unit_entries(units, f"{m.group('verb')} {before}", m.group(0), ord_dates))
    for m in _UNITS_COLON_VERB.finditer(text):
        # a compiled copy's section-by-section list: "5.4: am. 3/8/2005", "5.5 - 5.8: cr. 4/9/2019", and a section's
        # own line after its caption's leader, "Section 11  Variances ........ cr. 3/8/2005" (a line with no verb,
        # "5.1 - 5.3: 6/12/2001", dates the units as first adopted: no change)
        for unit in _decimal_range(m.group("units") or m.group("section")):
            out.extend(_unit_entries(unit, m.group("rest"), m.group(0), ord_dates))
    out.extend(_affected_columns(text, ord_dates))
    out.extend(_one_ordinance_table(text))
    return [(key, entry) for k, entry in out for key in _expand_range(k)]


# a line that opens on its units, bare, then the verb and the date: "8-3-4(B) revised 6/14/2011, Ord. 2011-3" (a
# number with its dots or dashes, never a bare "3", which a list of anything may open with)
# ("6-3-5 (B)(2)": a space may stand before the first parenthesis)
_BARE_LABEL = r"\d{1,3}(?:[.-]\d{1,3}){1,3}(?:[ \t]?\(\w{1,4}\)(?:\(\w{1,4}\))*)?(?:\d{1,2}\.?)?"
_BARE_UNIT_VERB = re.compile(
    r"^[ \t]*(?P<units>" + _BARE_LABEL + r"(?:[ \t]*(?:,|and|&)[ \t]*" + _BARE_LABEL + r")*)[ \t]+"
    r"(?P<rest>(?:revised|amended|added|created|repealed\s+and\s+re-?created|renumbered)\b[^\n]*\d[^\n]*)$",
    re.I | re.M,
)


# "SUMMARY OF AMENDMENTS" ⏎ "Ordinance No. 2018-11, adopted June 19, 2018, ... amended this chapter as shown below." ⏎
# "Section   Action" ⏎ "4.02   Amended" ⏎ "4.04(4)   Created": the changes unit by unit, each row opening on its unit (a
# row may carry its own ordinance and date: "4.07(3)   Amended   2018-11   6-19-2018")
_ONE_TABLE_HEAD = re.compile(r"^\s*(?:(?:summary|table|schedule|list|record)\s+of\s+(?:amendments|changes|revisions)"
                            r"|(?:amendment|revision)\s+(?:record|table|log)|(?P<titled>legislative\s+history))\s*$", re.I | re.M)
_ONE_TABLE_ORD = re.compile(r"\bOrd(?:inance)?\.?\s*(?:No\.?\s*)?\d[\w-]*,?\s+(?:was\s+)?(?:adopted|enacted|passed)"
                            r"(?:\s+by\s+the\s+(?:[A-Z][a-z]+\s+){1,3}?(?:Board|Council|Commission))?(?:\s+on)?\s+"
                            r"(?P<date>[A-Z][a-z]+\.? \d{1,2},? \d{4}|\d{1,2}[-/]\d{1,2}[-/]\d{2,4})")
# (the heads may be ruled apart and name the ordinance and its date between: "Section(s) Amended | Ord. No. | Date |
# Description")
_ONE_TABLE_COLUMNS = re.compile(r"^\s*\|?\s*(?:sections?|units?|provisions?)(?:\s*\(s\))?(?:\s+(?:affected|amended|changed))?"
                                r"(?:\s*\|?\s*(?:ord(?:inance)?\.?(?:\s*no\.?)?|date(?:\s+adopted)?|adopted))*\s*\|?\s*"
                                r"(?:action|change|effect|amendment|description|nature)\b[^\n]*$", re.I | re.M)
_PROSE_LINE = re.compile(r"\b[a-z]{3,}\b.*\b[a-z]{3,}\b.*[.:]\s*$")  # "Sections not listed above remain as adopted ..."
_DATED_COLUMNS = re.compile(r"\bOrd(?:inance)?\b[^\n]*\bDate\b", re.I)  # "... | Ord. No. | Date | ..."
_ADOPTION_LINE = re.compile(r"\b(?:this|the)\s+\d{1,2}(?:st|nd|rd|th)\s+day\b|\bby the\b", re.I)
_ONE_TABLE_LABEL = r"\d{1,3}(?:[.-]\d{1,3}){1,2}(?:[ \t]?\(\w{1,4}\)(?:\(\w{1,4}\))*)?(?:\d{1,2}\.)?(?:\s*[-\u2013]\s*\(\w{1,4}\))?"
# a row opens on its unit, or on several ("4.06(4), 4.08(3)", "4.10(2), 4.10(4)-(5)"), then its cells (a scan reads a
# cell's bar as a bracket now and then: "4.10(2), 4.10(4)-(5)] 2016-22 | 10/18/2016 | ...")
# (a run of whole sections is one row: "34.13 - 34.14   2003-09   4-15-2003   created")
_ONE_TABLE_ROW = re.compile(r"^\s*\|?\s*(?:(?:Section|SECTION|Sec\.|SEC\.|s\.|§)\s*)?"
                            r"(?P<unit>" + _ONE_TABLE_LABEL + r"(?:\s*,\s*(?:" + _ONE_TABLE_LABEL + r"|\(\w{1,4}\)))*"
                            r"(?:\s+(?:[-\u2013]|to|through)\s+\d{1,3}(?:[.-]\d{1,3}){1,2}(?=\s))?)"
                            r"\s*(?:[|\]\[]|\s)\s*(?P<action>\S.*)$")


def _one_ordinance_table(text: str) -> list[tuple[str, HistoryEntry]]:
    """Rows of a table of changes that open on the unit changed, under a "Section  Action" column head: each row's
    unit took that action on the row's own date, else the date the sentence over the table gives its ordinance.
    (Units the table leaves out keep their original enactment: "All sections not listed remain as adopted".)"""
    out: list[tuple[str, HistoryEntry]] = []
    heads: list[re.Match[str]] = list(_ONE_TABLE_HEAD.finditer(text))
    # (column heads that name the ordinance and its date are the table's own title where a scan lost the one above:
    # "| Section(s) Amended | Ord. No. | Date | Description |")
    heads += [c for c in _ONE_TABLE_COLUMNS.finditer(text) if _DATED_COLUMNS.search(c.group(0))
              and not any(0 <= c.start() - h.end() <= 800 for h in heads)]
    for head in heads:
        own_columns = head.re is _ONE_TABLE_COLUMNS
        columns = head if own_columns else _ONE_TABLE_COLUMNS.search(text, head.end(), head.end() + 800)
        intro = None if own_columns else _ONE_TABLE_ORD.search(
            text, head.end(), columns.start() if columns else head.end() + 800)
        # (a code's "Legislative History" whose column heads a scan lost: its rows date themselves, each opening on the
        # units it names, "34.04   2003-09   4-15-2003   created")
        titled = not own_columns and head.group("titled") is not None
        if columns is None and intro is None and not (titled and _dated_row_next(text, head.end())):
            continue
        default = note_dates(intro.group("date")) if intro else []
        if len(_ONE_TABLE_ORD.findall(text, head.end(), head.end() + 3000)) > 1:
            default = []  # a record of several ordinances ("Ord. 2006-1 adopted ..." ... "Ord. 2014-3 adopted ..."): rows date themselves
        # (the rows start under the column heads, or, with none, on the line after the sentence naming the ordinance)
        body = text[(columns or intro or head).end():].split("\n", 1)[-1]
        started = columns is not None
        misses = 0  # lines in a row under the table's rows that are none
        prefix = ""  # the chapter's number the table's rows open on ("3." of "3.08(1)(b)"), once a row shows it
        units: list[str] = []  # the units of the row above, which a row with its unit cell blank continues
        for n, line in enumerate(body.splitlines()):
            if not line.strip() or set(line.strip()) <= set("-= |"):
                continue
            line = _mend_scanned_row(line, prefix)
            row = _ONE_TABLE_ROW.match(line)
            if row is not None and (lead := _CHAPTER_LEAD.match(row.group("unit"))):
                prefix = lead.group(0)
            if row is None and not started and n < 6:
                continue  # the rest of the sentence over a table that prints no column heads
            started = True
            misses = misses if row is None else 0
            if row is None:
                if misses < 3 and not _PROSE_LINE.search(line) and not re.match(r"^\s*\|?\s*\d", line):
                    # "|      |      |      | incorporation near surface waters": a wrapped cell of the row above (or
                    # a ruled row a scan garbled, "eee es 2-2 een sence"); a sentence under the table ends it
                    misses += 1
                    continue
                if units and _ROW_START.match(line) and (dates := note_dates(line)) and (action := _action(line)) \
                        and action != "enacted" and len(line.split()) <= 8:
                    # "34.04   2003-09   4-15-2003   created" ⏎ "        2020-14   6-16-2020   amended": the next
                    # ordinance to change the same units, their cell left blank
                    entry = HistoryEntry(action=action, date=dates[0], text=_SPACES.sub(" ", line).strip())  # type: ignore[arg-type]
                    out.extend((unit_key(unit), entry) for unit in units)
                    continue
                if re.match(r"^\s*(?:chapter|title|article)\b", line, re.I) or (
                        len(line.split()) <= 8 and (_action(line) or note_dates(line)) and not _ADOPTION_LINE.search(line)):
                    continue  # "Chapter title   Amended": a row on no unit, or one whose unit a scan lost
                break
            units = _row_units(row.group("unit"))
            dates = note_dates(row.group("action")) or default
            action = _action(row.group("action")) or "amended"
            if action == "enacted" or not dates:
                continue
            entry = HistoryEntry(action=action, date=dates[0], text=_SPACES.sub(" ", line).strip())  # type: ignore[arg-type]
            out.extend((unit_key(unit), entry) for unit in units)
    return out


def _dated_row_next(text: str, pos: int) -> bool:
    """Does the first line after `pos` with anything on it open on a unit and carry a date and an action?"""
    line = next((ln for ln in text[pos:].split("\n")[1:] if ln.strip() and set(ln.strip()) - set("-= |")), "")
    return _ONE_TABLE_ROW.match(line) is not None and bool(note_dates(line)) and _action(line) is not None


_CHAPTER_LEAD = re.compile(r"^\d{1,3}[.-]")
# a scanned row's unit with its first figures lost at the cell's edge (".08(1)(b)", ".Q7(2)" for "3.07(2)"), or
# specks read as letters before it ("Ww WWWWWW 3.06 Created")
_LOST_UNIT = re.compile(r"^(?P<pad>\s*\|?\s*)[.](?P<num>[0-9OQ]\d(?:\d)?)(?=\(|\s)")
_SPECKS_BEFORE = re.compile(r"^(?P<pad>\s*)(?:[A-Za-z]{1,10}\s+){1,3}(?=\d{1,3}[.-]\d)")


def _mend_scanned_row(line: str, prefix: str) -> str:
    """A table row as printed, where a scan lost its unit's first figures or read specks before it: mended only
    from the chapter's number the table's earlier rows show (`prefix`), never guessed."""
    if not prefix:
        return line
    if m := _LOST_UNIT.match(line):
        return f"{m['pad']}{prefix}{m['num'].replace('O', '0').replace('Q', '0')}{line[m.end():]}"
    rest = line[m.end():] if (m := _SPECKS_BEFORE.match(line)) else ""
    if m and rest.startswith(prefix) and _ONE_TABLE_ROW.match(rest) and _action(rest) and not _action(line[: m.end()]) \
            and not any(w.islower() for w in line[: m.end()].split()):
        # (not a wrapped cell's words before a unit it names: "from former 3.04")
        return m["pad"] + rest
    return line


_SECTION_RUN = re.compile(r"^(?P<lead>\d{1,3}[.-](?:\d{1,3}[.-])?)(?P<a>\d{1,3})\s*(?:[-\u2013]|to|through)\s*"
                          r"(?P=lead)(?P<b>\d{1,3})$")


def _row_units(cell: str) -> list[str]:
    """The units a row names: "4.06(4), 4.08(3)"; a bare "(4)" after "3.03(3)" is its sibling, 3.03(4); a run of
    sections, "34.13 - 34.16", is each of them."""
    run = _SECTION_RUN.match(cell.strip())
    if run is not None and 0 < int(run["b"]) - int(run["a"]) <= 30:
        width = len(run["a"])
        return [f"{run['lead']}{n:0{width}d}" for n in range(int(run["a"]), int(run["b"]) + 1)]
    units: list[str] = []
    for part in (re.sub(r"\s+", "", p) for p in cell.split(",")):
        if part.startswith("(") and units:
            part = re.sub(r"\(\w{1,4}\)$", "", units[-1]) + part
        units.append(part)
    return units


_SUBUNIT_RANGE = re.compile(r"^(?P<base>.*?)\((?P<a>\d{1,3}|[a-z]{1,2}|[A-Z]{1,2})\)\s*[-\u2013]\s*\((?P<b>\d{1,3}|[a-z]{1,2}|[A-Z]{1,2})\)$")


_LIST_VERB = r"(?:am|cr|amended|created|added|revised|rev|r\.\s*(?:and|&)\s*recr|rep\.\s*(?:and|&)\s*recr)\.?\s+\d{1,2}/\d{1,2}/\d{2,4}"
_DECIMAL = r"\d{1,3}(?:\.\d{1,3})+"
_UNITS_COLON_VERB = re.compile(
    rf"(?:(?:^|(?<=\s))(?P<units>{_DECIMAL}(?:\s*(?:,|-|\u2013|to|through|and)\s*{_DECIMAL})*)\s*:\s*"
    rf"|^[ \t]*(?:Section|SECTION|Sec\.|SEC\.)\s+(?P<section>\d{{1,3}}[A-Z]?)[ \t]+[^\n.]{{0,60}}?(?:\.\s?){{3,}}\s*"
    rf"(?:\d{{1,2}}/\d{{1,2}}/\d{{2,4}}\s*;\s*)?)(?P<rest>{_LIST_VERB})", re.I | re.M)


def unit_change_line(text: str) -> bool:
    """Does the line date a change to the units it names ("5.4: am. 3/8/2005")? Such lines repeat with only their
    numbers changing, as a page's band does, but each is a unit's history."""
    m = _UNITS_COLON_VERB.match(text.strip())
    return m is not None and m.group("units") is not None


def _decimal_range(units: str | None) -> list[str]:
    """ "5.5 - 5.8" → 5.5, 5.6, 5.7, 5.8; "8.1, 8.2" → both; a section's bare number as it is."""
    if units is None:
        return []
    out: list[str] = []
    for part in re.split(r"\s*(?:,|\b(?i:and)\b)\s*", units.strip()):
        ends = re.split(r"\s*(?:-|\u2013|\b(?i:to|through)\b)\s*", part)
        if len(ends) == 2 and ends[0].rsplit(".", 1)[0] == ends[1].rsplit(".", 1)[0]:
            base, a, b = ends[0].rsplit(".", 1)[0], ends[0].rsplit(".", 1)[1], ends[1].rsplit(".", 1)[1]
            if a.isdigit() and b.isdigit() and int(a) < int(b) <= int(a) + 30:
                out.extend(f"{base}.{n:0{len(a)}d}" for n in range(int(a), int(b) + 1))
                continue
        out.extend(e for e in ends if e)
    return out


def _expand_range(key: str) -> list[str]:
    """ "5.02(1)-(2)" → ["5.02(1)", "5.02(2)"]; "7.02(c)-(e)" → (c), (d), (e); any other key as it is."""
    m = _SUBUNIT_RANGE.match(key)
    if m is None:
        return [key]
    a, b, base = m.group("a"), m.group("b"), m.group("base")
    if a.isdigit() and b.isdigit() and int(a) < int(b) <= int(a) + 26:
        return [f"{base}({n})" for n in range(int(a), int(b) + 1)]
    if len(a) == len(b) == 1 and a.isalpha() and b.isalpha() and a.islower() == b.islower() and a < b:
        return [f"{base}({chr(c)})" for c in range(ord(a), ord(b) + 1)]
    return [key]



def _row_date_above(text: str, pos: int, ord_dates: dict[str, dt.date]) -> dt.date | None:
    """The date of the amending ordinance whose line heads the list that `pos` is in: the nearest
    line above (at most a dozen, within the paragraph) that names an ordinance and its date, or a date
    alone. (A history told in sentences and set in a narrow column runs a dozen lines below its "On
    August 9, 2016, the Town Board adopted ...".)"""
    lines = text[:pos].split("\n")
    # "Ord. No. 2006-2   Adopted August 14, 2006.  Section III amended": the row's own line first
    ahead = note_dates(lines[-1])
    if ahead:
        return ahead[0]
    for line in reversed(lines[-13:-1] if len(lines) > 1 else []):
        if _UNIT_STATEMENT.search(line) and not _ORD_RE.search(line):
            continue  # another unit of the same list
        found = note_dates(line)
        if found:
            return found[0]
        ords = [ordinance_key(o.group(0)) for o in _ORD_RE.finditer(line)]
        if ords and ords[0] in ord_dates:
            return ord_dates[ords[0]]
        if not line.strip():
            break
    return None


_NAMED_LABEL = r"(?:\d[\w.\-()]*|(?-i:[IVXLC]{1,6})(?:\.[ \t]?(?-i:[A-Z])(?:\.[ \t]?\d{1,2})?)?(?=\.|\s|,))"  # (or "IV. E. 2.")
_UNITS_NAMED = (r"(?:Secs?\.|Sections?|§§?)\s*" + _NAMED_LABEL
                + r"(?:\.?\s*(?:,|and|&)\s*(?:(?:Secs?\.|Sections?|§§?)\s*)?" + _NAMED_LABEL + r")*")
# the verb before the units it changed, in a sentence that dates it: "... amended Sections 5.3 and 5.7", "... and
# created Section 5.9" (not "amending Sections ...", an ordinance's title, read with its own date)
_VERB_THEN_UNITS = re.compile(
    r"\b(?P<verb>amended|revised|created|added|repealed\s+and\s+re-?created)\s+(?:the\s+)?(?P<units>" + _UNITS_NAMED + ")", re.I)
# where a sentence or a paragraph ends before a verb ("... to bring the storage." ⏎ ⏎ "3. On 11/3/2015 ..."), never
# at an abbreviation that numbers ("Ord. No. 04-22", "Sec. 5") or in a unit named by Roman and lettered parts ("Sections
# IV. C. and VII. B., amended ...")
_SENTENCE_BREAK_BEFORE = re.compile(r"\n[ \t]*\n|(?<!\bOrd)(?<!\bNo)(?<!\bSec)(?<!\bSecs)(?<!\bs)(?<![A-Z])\.\s+(?=[A-Z0-9])")
_FINER_PART = re.compile(r"\s*,?\s*(?:pars?\.|paragraphs?|subs?\.|subsections?|subds?\.|subdivisions?)\s*\d", re.I)  # "Sec. 4 par. 3"
_ORD_GERUND_UNITS = re.compile(
    r"\b(?P<verb>amending|creating|adding|repealing\s+and\s+re-?creating)\s+(?P<units>" + _UNITS_NAMED + ")", re.I
)
_DATE_THEN_UNITS = re.compile(
    r"(?:^|(?<=[./]\s))\s*(?:Amended|Revised|Rev\.)\s*:?\s*(?P<date>[^():\n]{4,30}?)\s*(?:\((?P<units>" + _UNITS_NAMED
    + r")\)|:\s*(?P<units2>" + _UNITS_NAMED + r"))", re.I | re.M)
_ORD_THEN_UNITS = re.compile(
    r"(?P<ord>Ord(?:inance)?\.?\s*(?:No\.\s*)?[\w-]+)\s*\((?P<date>[^)\n]{4,30})\)\s*(?P<verb>amended|created|repealed and recreated)\s+"
    r"(?P<units>" + _UNITS_NAMED + ")", re.I)


_VERB_FIRST = re.compile(
    r"^\s*(?P<verb>Amended|Created|Added|Repealed and recreated)\s*:\s*(?P<units>(?:Secs?\.|Sections?|§§?)\s*[\w.\-()]+"
    r"(?:\s*(?:,|and|&)\s*(?:Secs?\.|Sections?|§§?)?\s*\d[\w.\-()]*)*)\s*,?\s*(?P<rest>[^\n]{0,120})$",
    re.I | re.M,
)


_TABLE_HEAD = re.compile(r"^\s*(?:table|schedule|list|record)?[^\n]{0,30}\b(?:amend\w*|legislative history|history)\b", re.I | re.M)
_AFFECTED_HEAD = re.compile(
    r"\b(?:sections?|units?|provisions?|rules?)\s+(?:affected|amended|changed)\b|\baffected\b"
    # a table's last column head: "Ord. No.   Adopted   Effect"
    r"|^[^\n]*\bOrd(?:inance)?s?\.?[^\n]*\b(?:effect|action|change|nature of change)\s*$",
    re.I | re.M,
)
# the word a table or list names a unit with: "§ 6", "SEC. 5(B)(2)", "Section 6", "Rule 12"
_UNIT_WORD = r"(?:§\s*|(?i:secs?)\.\s*|(?i:sections?)\s+|(?i:rules?)\s+)"
_TABLE_LABEL = re.compile(
    # ("5.1(c)-(d)": a range of subunits, never the bare section 5.1 before it)
    # ("12.5.B.1": a decimal outline that letters a level)
    r"(?<![\w./-])(?:§\s*|Secs?\.\s*|Sections?\s+)?\d{1,3}(?:[.-]\d{1,3}){1,2}(?:\.[A-Z](?:\.\d{1,3})?(?![A-Za-z])|\s?[A-Z]\.)?(?:\(\w{1,4}\))*"
    r"(?:-\(\w{1,4}\))?(?:\d{1,2}\.)?(?:[a-z]\.)?(?![\w/(-])"
    # a code numbered by whole sections names them with their word: "SEC. 5(B)(2)", "Section 6"
    r"|(?<![\w./-])" + _UNIT_WORD + r"\d{1,3}[A-Za-z]?(?:\(\w{1,4}\))*(?![\w/.-])"
    # (not "Sec. 4 par. 3": a paragraph of section 4, which the prose reading of the row cites whole)
    r"(?!,?\s*(?i:pars?|paragraphs?|subs?|subsections?|subds?)\b)"
)


def _affected_columns(text: str, ord_dates: dict[str, dt.date]) -> list[tuple[str, HistoryEntry]]:
    """Rows of an amendment table whose "sections affected" column comes after the ordinance number and
    date ("05-3   6-14-2005   13.04(2), 13.05(3)(b)"): each named unit was amended on that date."""
    out: list[tuple[str, HistoryEntry]] = []
    # the column head under a table's title ("... sections affected ..." in prose is no head)
    head = next((h for h in _AFFECTED_HEAD.finditer(text)
                 if _TABLE_HEAD.search(text[max(0, h.start() - 300) : h.end()]) is not None), None)
    if head is None:
        return out
    row_date: dt.date | None = None  # the date of the row a continuation line belongs to
    for line in text[head.end() :].splitlines():
        if _CONTENTS_LINE.search(line):
            row_date = None  # the table of contents after the table ("SECTION 9.4 STANDARDS ....... 4"): no row
            continue
        dates = note_dates(line)
        if dates and _ROW_START.match(line):
            row_date = dates[0]
        elif not line.strip() or dates or row_date is None or not _CONTINUED_ROW.match(line):
            if not line.strip() or dates:
                row_date = None if dates else row_date
            continue  # a row opens on its ordinance number or date, not "Issued: June 4, 2019, under s. 17.05"
        else:
            # "                SEC. 5(D)    Freeboard amended.": one more unit the ordinance above changed
            dates = [row_date]
        continued = dates == [row_date] and not _ROW_START.match(line)
        cut = line
        for n, d in enumerate(_DATE_TOKENS.finditer(line)):
            if n and _DASHED_UNIT_TOKEN.match(d.group(0)):
                continue  # "05-2  04/11/2005  6-3-9; 6-3-10  Created": after the row's date, "6-3-10" is a unit
            cut = cut.replace(d.group(0), " ")
        cut = _FORMERLY_NOTE.sub(" ", cut)  # "6-3-11  Created (penalty formerly in 6-3-8)": 6-3-8 is not changed
        if not continued:
            cut = re.sub(r"^\s*(?:Ord(?:inance)?\.?\s*(?:No\.\s*)?)?[\w-]+", " ", cut)  # the ordinance number column
        cut = _LABEL_GAP.sub("", cut)  # "17.41 (2) (b)" as the code prints it → "17.41(2)(b)"
        # each clause has its own verb: "17.42 created; 17.41(2)(b), (4)(a) amended"
        # ("301(2)(c) (created), 304, 308 (created)": a verb in parentheses is its own item's; the rest amended)
        per_item = _ITEM_VERB.search(cut) is not None
        for clause in cut.split(";"):
            items = clause.split(",") if _ITEM_VERB.search(clause) else [clause]
            for item in items:
                action = _action(item) or ("amended" if per_item else _action(cut) or "amended")
                if action == "enacted":
                    continue
                entry = HistoryEntry(action=action, date=dates[0], text=_SPACES.sub(" ", line).strip())  # type: ignore[arg-type]
                labels = [*_clause_labels(item), *_roman_sections(item)] or _bare_sections(item)
                out.extend((unit_key(lbl), entry) for lbl in labels)
    return out


# a contents entry (its dot leader and page) or the contents' own heading: the history table has ended
_CONTENTS_LINE = re.compile(r"(?:\.\s?){4,}\s*\d{1,4}\s*$|^\s*(?:TABLE OF CONTENTS|Table of Contents|CONTENTS)\s*$")
_LABEL_GAP = re.compile(r"(?<=[\d)])\s+(?=\(\w{1,4}\))|(?<=\))\s+(?=\d{1,2}\.(?!\d))")
_SUBUNIT_ITEM = re.compile(r"(?<![\w.)])(\((?:\w{1,4})\)(?:\(\w{1,4}\))*(?:\d{1,2}\.(?!\d))?)")


_TABLE_SECTION = re.compile(r"^(?:" + _UNIT_WORD + r")?[\d.\-]+(?:\s?[A-Z]\.)?")  # a full label's section part


def _clause_labels(clause: str) -> list[str]:
    """The units a table clause names, each in full: a bare "(4)(a)" after "17.41(2)(b)" is 17.41(4)(a),
    as statute-style lists write it."""
    out: list[str] = []
    section = ""
    pos = 0
    full_labels = list(_TABLE_LABEL.finditer(clause))
    items = sorted([(m.start(), m.group(0), True) for m in full_labels]
                   + [(m.start(), m.group(1), False) for m in _SUBUNIT_ITEM.finditer(clause)
                      if not any(t.start() <= m.start() < t.end() for t in full_labels)])
    for start, label, full in items:
        if start < pos:
            continue
        pos = start + len(label)
        if full:
            out.extend(_range_ends(label))
            section = _TABLE_SECTION.match(label).group(0)  # type: ignore[union-attr]
        elif section:
            out.append(_sibling_of(out[-1], label) if out and out[-1].startswith(section) else section + label)
    return out


def _paren_kind(part: str) -> str:
    """ "(3)" digit, "(a)" lower, "(A)" upper: the level a parenthesized number sits at."""
    inner = part.strip("()")
    return "digit" if inner[:1].isdigit() else "lower" if inner[:1].islower() else "upper"


def _sibling_of(prev: str, label: str) -> str:
    """A bare "(b)" after "15.07(3)(a)" is 15.07(3)(b): it takes the place of the last number of its own kind in the
    unit named before it (a bare "(4)(a)" after "17.41(2)(b)" is 17.41(4)(a))."""
    first = re.match(r"\(\w{1,4}\)", label)
    if first is None:
        return _TABLE_SECTION.match(prev).group(0) + label  # type: ignore[union-attr]
    kind = _paren_kind(first.group(0))
    parts = list(re.finditer(r"\(\w{1,4}\)", prev))
    same = [m for m in parts if _paren_kind(m.group(0)) == kind]
    if not same:
        return _TABLE_SECTION.match(prev).group(0) + label  # type: ignore[union-attr]
    return prev[: same[-1].start()] + label


_ITEM_VERB = re.compile(r"\(\s*(?:repeal|re-?creat|re-?enact|creat|amend|renumber|added|cr\.|am\.|rn\.)[^()]*\)", re.I)
# a code numbered by whole sections, its column naming them bare: "2011-1   March 9, 2011   301(2)(c) (created),
# 304, 308 (created)" (the ordinance number and dates already cut from the row)
_BARE_SECTION = re.compile(r"(?<![\w./(-])\d{1,4}[A-Z]?(?:\(\w{1,4}\))*(?![\w/.-])")


# "Section VII (r. & recr.)": a town ordinance's Roman section, whose units are numbered 7.1, 7.2 ...
# ("Art. VI am.": an article, its sections numbered 6.01, 6.02 ...)
_ROMAN_NAMED = re.compile(r"\b(?:Sections?|SECTIONS?|Articles?|ARTICLES?|Art\.|ART\.)\s+(?P<roman>[IVXL]{1,6})\b")


def _roman_sections(clause: str) -> list[str]:
    out = []
    for m in _ROMAN_NAMED.finditer(clause):
        value = roman_to_int(m.group("roman"))
        if value is not None:
            out += [m.group("roman"), str(value)]
    return out


def _bare_sections(clause: str) -> list[str]:
    """Only a column of bare numbers ("303", "201, 305 (repealed and recreated), 403"): words around the numbers
    ("Amended Sec. 4 par. 3") name units another way, which the prose reading of the row handles."""
    if re.search(r"[A-Za-z]{2,}", re.sub(r"\band\b", "", _ITEM_VERB.sub("", clause))):
        return []
    return [m.group(0) for m in _BARE_SECTION.finditer(clause)]


_RANGE = re.compile(r"^(?P<base>.*)\((?P<a>[a-z])\)-\((?P<b>[a-z])\)$")


def _range_ends(label: str) -> list[str]:
    """ "5.1(c)-(d)" → 5.1(c), 5.1(d) (and any letter between); any other label as it is."""
    m = _RANGE.match(label)
    if m is None or m.group("a") > m.group("b"):
        return [label]
    return [f"{m.group('base')}({chr(c)})" for c in range(ord(m.group("a")), ord(m.group("b")) + 1)]


# a line of a table row group that names another unit under the same ordinance and date, its first
# columns left blank
# (a wrapped cell goes on with a unit, "12.5.C.2 am.", or with the verb of the units that ended the line above,
# "cr.; 12.5.C.2 am.; 12.6 am.;")
_CONTINUED_ROW = re.compile(r"^\s*(?:" + _UNIT_WORD + r"\d|\d{1,3}[.-]\d{1,3}(?:\(|\s|\.[\dA-Z])"
                            r"|(?:cr|am|rn|r|rep)\.;\s+\d{1,3}[.-]\d)")
_ROW_START = re.compile(r"^\s*(?:Ord(?:inance)?\.?\s*(?:No\.?\s*)?)?(?:\d{1,4}(?:[-‑–/]\d{1,4})*[A-Z]?|[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4})(?:\s|$)")
_DATE_TOKENS = re.compile(r"\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b|\b[A-Z][a-z]+\.? \d{1,2},? \d{4}\b")
# a title-chapter-section label that reads like a two-digit-year date ("6-3-10"), when the row has printed its date
_DASHED_UNIT_TOKEN = re.compile(r"^\d{1,2}-\d{1,2}-\d{2}$")
# a remark that names where a unit came from ("(penalty formerly in 6-3-8)"): that unit is not changed by the row
_FORMERLY_NOTE = re.compile(r"\([^()]*\b(?:formerly|previously|moved from|renumbered from|taken from)\b[^()]*\)", re.I)


def _in_editors_note(text: str, pos: int) -> bool:
    """Is `pos` inside an editor's or codifier's note (whose dates are never amendments)?"""
    labels = list(_NOTE_LABEL.finditer(text[max(0, pos - 400) : pos]))
    # (the labels of its paragraph: "Editor's Note: Cross-references: zoning, ch. 17. The application forms ... were
    # last revised by the Department on 1-4-2012" is still the editor's note)
    breaks = [k for k, m in enumerate(labels) if not m.group(0).strip()]  # (a blank line ends a note)
    since_break = labels[breaks[-1] + 1:] if breaks else labels
    return any(re.match(r"(?:editor|codifier)", m.group(0), re.I) for m in since_break)


_ACTION_FIRST = re.compile(r"(?:rep(?:ealed|\.)|r\s*&\s*r\b|amended|am\.|created|cr\.|renumbered|rn\.|added)", re.I)


def _unit_entries(
    units: str, clause: str, printed: str, ord_dates: dict[str, dt.date]
) -> list[tuple[str, HistoryEntry]]:
    action = _action(clause)
    if action is None or action == "enacted":
        return []
    dates = note_dates(clause)
    ords = [o.group(0) for o in _ORD_RE.finditer(clause)]
    date = dates[0] if dates else (ord_dates.get(ordinance_key(ords[0])) if ords else None)
    year = inferred = None
    if date is None and not ords:
        y = _YEAR_ONLY.search(clause)
        year = int(y.group(0)) if y else None
    elif date is None:
        # an ordinance number that carries its year ("Ord. 2016-04") dates the change when nothing else does: inferred
        year = inferred = year_of_number(ordinance_key(ords[0]))
    entry = HistoryEntry(
        action=action,  # type: ignore[arg-type]
        date=date,
        ordinance=ords[0] if ords else None,
        text=_SPACES.sub(" ", printed).strip(),
        year=year,
        inferred=inferred is not None,
    )
    keys: list[str] = []
    for k in (k for k in re.split(r"\s*(?:,|\b(?i:and)\b|&)\s*", units) if k.strip()):
        if k.lstrip().startswith("(") and keys:
            # "4.06 (3) and (6)": the later unit is the earlier one's sibling, its last parts replaced
            own, prev = _PARTS.findall(k), _PARTS.findall(keys[-1])
            base = keys[-1][: keys[-1].index("(")] if "(" in keys[-1] else keys[-1]
            k = base.rstrip() + "".join(prev[: max(0, len(prev) - len(own))] + own)
        keys.append(k)
    return [(unit_key(k), entry) for k in keys]


_PARTS = re.compile(r"\(\w{1,4}\)")

# "Article V repealed and recreated 4-13-2010 by Ord. No. 2010-06", "Art. III was amended by Ord. 2015-2, 6-9-2015"
_DIVISION_STATEMENT = re.compile(
    r"\b(?P<word>Article|Art\.|Part|Subchapter|Subch\.)\s*(?P<num>[IVXLC]{1,6}|\d{1,3}[A-Z]?)\b"
    r"(?![,\s]*(?:§|Sec\.|Section|s\.)\s*\d)" + _VERB_GAP
    + r"(?=(?:rep(?:ealed|\.)|r\s*&\s*r\b|r\.\s*(?:&|and)\s*recr\b|amended|am\.|created|cr\.|added|re-?enacted\b))",
    re.I,
)


# each word as the outline names the part it opens ("ARTICLE V" → ("Article", "V"))
_DIVISION_WORDS = {"article": "Article", "art.": "Article", "part": "Part", "subchapter": "Subchapter",
                   "subch.": "Subchapter"}


def division_history(text: str, ord_dates: dict[str, dt.date]) -> list[tuple[tuple[str, str], HistoryEntry]]:
    """History that names a part of the chapter, in its heading note or its history table: "Article V repealed and
    recreated 4-13-2010 by Ord. No. 2010-06". Returns ((word, number), entry) pairs: the entry dates every unit
    printed in that article or part, never the whole ordinance."""
    out: list[tuple[tuple[str, str], HistoryEntry]] = []
    for m in _DIVISION_STATEMENT.finditer(text):
        rest = text[m.end() : m.end() + 200]
        stop = _CLAUSE_END.search(rest)
        clause = rest[: stop.start() + 1] if stop else rest
        word = _DIVISION_WORDS[m.group("word").lower()]
        for _key, entry in _unit_entries(m.group("num"), clause, text[m.start() : m.end()] + clause, ord_dates):
            out.append(((word, m.group("num").upper()), entry))
    return out


# ---------------------------------------------------------------- prose notes


def mentions_ordinance(text: str) -> bool:
    """Does the text name an ordinance by number ("Ordinance 2006-2", "Ord. No. 97-3")?"""
    return _ORD_RE.search(text) is not None


def sentences(text: str) -> list[str]:
    """A note's sentences; "Ord. No. 04-22" and "Sec. 5" do not end one."""
    return [part for part in _SENTENCE_START.split(text) if part.strip()]


_VERB_ACTIONS = (
    (re.compile(r"^\w+(?:\s+been)?\s+(?:repealed\s+and\s+re-?created|re-?created|re-?enacted)\b|\bin\s+(?:its|their)\s+entirety\b", re.I), "repealed_and_recreated"),
    (re.compile(r"^\w+(?:\s+been)?\s+created\b", re.I), "created"),
    (re.compile(r"^\w+(?:\s+been)?\s+added\b", re.I), "added"),
    (re.compile(r"^\w+(?:\s+been)?\s+renumbered\b", re.I), "renumbered"),
    (re.compile(r"^\w+(?:\s+been)?\s+(?:amended|revised)\b", re.I), "amended"),
)


def verb_action(text: str) -> str | None:
    """The history action of "was amended ...", "were created ...", "has been repealed and recreated ...";
    None for a plain repeal (the text is gone) or anything else."""
    for pattern, action in _VERB_ACTIONS:
        if pattern.search(text[:160]):
            return action
    return None


def dated_entry(action: str, sentence: str, ord_dates: dict[str, dt.date], units: list[str]) -> HistoryEntry:
    """A history entry for a note sentence: the date it prints, else its ordinance's date printed
    elsewhere in the code, else the year the ordinance number carries (marked inferred)."""
    dates = note_dates(sentence)
    key = ordinance_key(sentence)
    date = dates[0] if dates else ord_dates.get(key) if key else None
    year = None
    inferred = False
    if date is None:
        y = _YEAR_ONLY.search(sentence) if not key else None
        year = int(y.group(0)) if y else (year_of_number(key) if key else None)
        inferred = y is None and year is not None
    return HistoryEntry(
        action=action,  # type: ignore[arg-type]
        date=date,
        ordinance=key or None,
        text=_SPACES.sub(" ", sentence).strip(),
        year=year,
        inferred=inferred,
        units=units,
    )

