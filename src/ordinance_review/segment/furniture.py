"""Unnumbered furniture: the parts of an ordinance that are not provisions.

Running headers and footers that slipped through ingestion, tables of contents (dot leaders, or a
run of short numbered lines that reappear later as real headings), recitals ("WHEREAS", "NOW,
THEREFORE"), codifier's notes, "GENERAL REFERENCES", legislative-history tables, signature and
attestation blocks and publication lines. DNR reviews provisions (NR 151.096(2)(a)2.), so none of
these may become one — and their text must not be glued onto the last provision either.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from ordinance_review.page_marks import PRINT_DATE
from ordinance_review.segment import history, numbering

_PAGE_LINE = re.compile(
    r"""^(?:
        .{0,60}\bpage\s+\d+\s+of\s+\d+\s*$            # "Ord. 98-3 (as amended) -- Page 1 of 3"
      # a chapter-numbered page: "Aldous County Zoning Ordinance   Chapter 4 - Page 4-18" (capital: a sentence's
      # "see page 4-18" is text)
      | (?-i:.{0,60}\b(?:Page|PAGE)\s+\d{1,3}\s*[-\u2013]\s*\d{1,4})\s*$
      # a code-page number beside the code's name in capitals (and the page's section): "9:42   BRANNOCK COUNTY
      # CODE", "13-3   WEXLEY COUNTY CODE OF ORDINANCES   13.03", "4-23  VARNELL COUNTY ZONING ORDINANCE ARTICLE 4"
      | \d{1,4}[-:]\d{1,4}\s+(?-i:(?=[A-Z0-9 ,&'\-]*\b(?:CODE|ORDINANCES?)\b)[A-Z][A-Z0-9 ,&'\-]{2,90})(?:\s+§?\s*\d[\d.\-]*)?$
      | (?-i:(?=[A-Z ,&'\-]*\b(?:CODE|ORDINANCES?)\b)[A-Z][A-Z ,&'\-]{2,70})\s+\d{1,4}[-:]\d{1,4}$   # "BRANNOCK COUNTY CODE  9:43"
      | [-=_*~.·•\s]{5,}$                              # a rule of dashes
      | [-=_*~]{5,}\s*\[[^\[\]]{1,40}\]\s*[-=_*~]{5,}$    # a rule with its label: "-------- [ amendment slip ] --------"
      | \[\s*(?:amendment|insert(?:ed)?|supplement)\s+(?:slip|page|sheet)\s*\]$     # the label alone, its rule taken off
      | \+[-=+\s]*\+$                                  # the top or bottom of a box (or table) drawn in characters
      | (?:.{0,40}\s)?\d{1,4}[-:]\d{1,4}\s+Supp(?:lement)?\.?\s*(?:No\.?\s*)?\d{1,3}\s*$  # "15-12 Supp. No. 3"
      | Supp(?:lement)?\.?\s*(?:No\.?\s*)?\d{1,3}\s+\d{1,4}[-:]\d{1,4}\s*$     # "Supp. No. 3  15-12"
      | \d{1,4}:\d{1,4}$                                # "250:3": an eCode page number, even mid-page
      # a code-page number beside the page's revision stamp, either way about, with the running head a narrow
      # column ran into it: "15-2   Rev. 9/2019", "Rev. 9/2019   15-3", "15-2 Rev. 9/2019 CALDER COUNTY CODE OF ORDINANCES"
      # (with the chapter the stamp dates, then in any case: "5-3    Ch. 5 rev. 11-2020")
      | (?:\d{1,4}[-:]\d{1,4}\s+)?(?:(?:(?-i:Ch\.|CH\.|Chapter|CHAPTER)\s*\d{1,3}[A-Z]?,?\s+(?:rev\.|revised))|(?-i:Rev\.|Revised|REVISED|REV\.))\s*\d{1,2}[-/.]\d{2,4}(?:[-/.]\d{2,4})?(?:\s+\d{1,4}[-:]\d{1,4})?(?:\s+(?-i:[A-Z][A-Z0-9 ,&'\-]{2,90}))?$
      # Municode's header and footer run together by a narrow column: "ENVIRONMENT § 26-123 Supp. No. 11 CD26:19"
      | (?:[A-Z][A-Z ,&'/-]{2,50}\s+§\s*\d[\d.\-]*\s+)?Supp(?:lement)?\.?\s*(?:No\.?\s*)?\d{1,3}\s+[A-Z]{0,3}\d{1,4}:\d{1,4}\s*$
      | [A-Z]{0,3}\d{1,4}:\d{1,4}\s+Supp(?:lement)?\.?\s*(?:No\.?\s*)?\d{1,3}\s*$   # the same the other way round: "CD30:22 Supp. No. 14"
      | [\[(]?.{0,40}\bintentionally\s+(?:left\s+)?blank\b[.\])]{0,3}$     # "[Page 5 of 5 intentionally left blank]"
      | (?:https?://|www\.)\S+\s+\d{1,4}\s*/\s*\d{1,4}$          # a browser's print footer: the page's address, "3/5"
      # a supplement line, alone or beside the code page: "Supp 9, Aug 2011", "Supp. No. 11, 10-2022",
      # "Supp 14, Nov 2021   240:2", American Legal's "2019 S-11"
      # (or with the date in parentheses: "11-4   Supp. No. 14 (7-2020)")
      | (?:\d{1,4}[-:]\d{1,4}\s+)?Supp(?:lement)?\.?\s*(?:No\.?\s*)?\d{1,3},?\s+(?P<paren>\()?(?:[A-Za-z]{3,9}\.?,?\s+\d{4}|\d{1,2}[-/]\d{2,4})(?(paren)\))(?:\s+\d{1,4}[-:]\d{1,4})?\s*$
      | (?:\d{1,4}\s+)?(?:19|20)\d{2}\s+S-\d{1,3}(?:\s+\d{1,4})?\s*$         # "2013 S-7", with its page: "2013 S-7   1"
      | \[\s*the\s+next\s+page\s+is\s+[\w:.\-]{1,12}\s*\]$      # Municode's note where a chapter's pages end
      # a newspaper's folio around a legal notice: the paper, the day's date and the page, in either order (a
      # capital "Page": a sentence's "on page 11" is text) ("THE ASHBY COURIER - Thursday, March 14, 2024 - Page 11B", "Page A6 | Wednesday, May 1, 2024 | The Herald")
      | (?=.{0,60}\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+[a-z]{3,9}\.?\s+\d{1,2},\s+\d{4}\b)
        (?:.{0,100}\b(?-i:Page|PAGE)\s+(?:[a-z]-?\d{1,3}|\d{1,3}[a-z]?)|(?-i:Page|PAGE)\s+(?:[a-z]-?\d{1,3}|\d{1,3}[a-z]?)\s*[-\u2013\u2014|].{0,100}
           # or the section page alone at either end, as papers print it: "8B  THE LEDGER   Thursday, May 2, 2024"
           # (with the notices column's head run into it: "... GAZETTE 15B LEGAL NOTICES")
           | (?-i:[A-H]\d{1,2}|\d{1,2}[A-H])\s+.{0,100}|.{0,100}(?<!page)\s(?-i:[A-H]\d{1,2}|\d{1,2}[A-H])(?:\s+(?-i:LEGAL\s+NOTICES?))?)$
      # a newspaper's section head carried onto a later page ("LEGAL NOTICES (continued)"), or its jump line
      # ("Continued on page 9B"); a table's "(continued)" is the table's own (`tables`)
      | (?-i:(?!TABLE\b)[A-Z][A-Z &'\u2019,/-]{2,60})\s*\((?:continued|cont\.|cont'd)\)$
      | (?-i:LEGAL\s+NOTICES?)$                      # the notices column's head alone, in capitals
      | \(?(?:continued|cont\.)\s+(?:on|from)\s+(?:page|p\.)\s*(?:[a-z]-?\d{1,3}|\d{1,3}[a-z]?)\)?\.?$
      # a code site's banner pasted with the text, wherever the copy breaks: "By using eCode360 you agree to be
      # legally bound by the Terms of Use. ...", and its wrapped tail ("Terms of Use, please do not use eCode360.")
      | by\s+using\s+(?:ecode360|this\s+(?:site|website|service))\b.*\bterms\s+of\s+(?:use|service)\b.*
      | (?:terms\s+of\s+use,?\s+)?please\s+do\s+not\s+use\s+(?:ecode360|this\s+(?:site|website))\.?$
    )""",
    re.IGNORECASE | re.VERBOSE,
)
# the code's currency printed as a band of its own: "Current through Ord. 19-8", "Current through
# Supplement No. 12 (October 2018)" (a sentence that goes on, "... current through Ord. 21-06, passed", is text)
_CURRENCY_LINE = re.compile(
    # (with the copy's source before it: "Printed from the online Code; current through Supplement No. 31")
    r"^(?:(?:printed|downloaded|generated|retrieved)\b[^;:]{0,50}[;:,\u2013\u2014-]\s*)?(?:current|updated)\s+through\s+"
    r"(?:ord(?:inance)?\.?\s*(?:no\.\s*)?\d[\w\-]*|supp(?:lement)?\.?\s*(?:no\.\s*)?\d{1,3})"
    # (and the statute it is published under: "Updated through Ord. 22-11  Published under s. 59.14, Wis. Stats.")
    r"(?:\s*\([^()]{0,40}\))?\.?(?:\s+(?:published|printed)\s+(?:under|pursuant\s+to)\s+(?:s\.|ss\.|§)\s*[\d.]+,?(?:\s*Wis\.\s*Stats?\.?)?)?$",
    re.IGNORECASE,
)
# a page's revision stamp alone on its line: "Revised 02/18/2020", "Rev. 3-1-2011" (the day the page was reissued,
# never a provision; a sentence wrapped onto "revised 02/18/2020" opens in lower case)
_REVISION_STAMP = re.compile(r"^(?:Revised|REVISED|Rev\.|Last\s+revised|Reprinted|Printed)\s*:?\s*"
                             r"\d{1,2}\s*([-/.])\s*\d{1,2}\s*\1\s*(?:\d{4}|\d{2})$")
# A browser's print header: "3/14/24, 10:12 AM    Town of X, WI: Livestock Facility Licensing" (the
# page's title after the date and time; a narrow column may wrap the title's last words)
_PRINT_HEADER = re.compile(r"^\d{1,2}/\d{1,2}/\d{2,4},?\s+\d{1,2}:\d{2}\s*[AP]\.?M\.?(?:\s.{0,100})?$")
_AM_PM = re.compile(r"\b[AP]\.?M\.?")  # where a browser's print header turns from its time to the page's title
_TITLE_TAIL = re.compile(r"^(?:[A-Z][\w'’&-]*|of|and|the|for|in|on|to|&)(?:\s+(?:[A-Z][\w'’&-]*|of|and|the|for|in|on|to|&)){0,5}$")
# a line that ends on a word a number must follow ("... chs. NR 113, NR" ⏎ "204"): the number is text
# (never a possessive's "s.": "... other than the keeper's." ⏎ "B." opens a unit)
WANTS_NUMBER = re.compile(r"(?:\bNR|\bATCP|\bchs?\.|(?<!['\u2019])\bss?\.|\bNos?\.|§|\bSECTIONS?|\bSections?|\bSecs?\.|\bOrd\.|\b[Ss]tandard|\bNRCS|\bTable"
                          r"|\b(?:SUBSECTIONS?|[Ss]ubsections?|[Pp]aragraphs?|[Ss]ubdivisions?))\s*$")
# Page numbers alone: only where running bands sit (a lone "590" mid-page is wrapped text)
_PAGE_NUMBER = re.compile(
    r"""^(?:
        .{0,60}\bpage\s+\d+\s*$                        # "Page 4", "Marlow County Code Page 4"
      | [-–—\s]*\d{1,4}[-–—\s]*$                       # "16", "- 16 -"
      | \d{1,3}\s*[-:]\s*\d{1,3}$                      # "16-4", "12:3" (a code-page number alone)
      | [A-Z]{1,3}\d{1,4}:\d{1,4}$                     # Municode's code page alone at the foot: "CD30:23"
      | Supp(?:lement)?\.?\s*No\.?\s*\d{1,3}$          # and its supplement on the next line: "Supp. No. 14"
    )""",
    re.IGNORECASE | re.VERBOSE,
)
# A Municode running header names the first and last section on the page around the code's name:
# "§ 14-71          CORVID COUNTY CODE          § 14-73" (it opens with a section number, so the
# repeated-band test, which skips numbered lines, never sees it)
_CODE_BAND = re.compile(
    r"^(?:§|Sec\.)\s*\d[\d.\-]*\s+(?:.{0,60}?\b(?:CODE|Code|ORDINANCES?|Ordinances?)\b.{0,20}?|[A-Z][A-Z0-9 ,.&'/\-]{2,70})"
    r"\s(?:§|Sec\.)\s*\d[\d.\-]*$"
)
# a chapter title in capitals with the page's section after it: "AGRICULTURE   § 22-52" (never a sentence)
_TITLE_THEN_SECTION = re.compile(r"^[A-Z][A-Z ,&'/\-]{2,60}\s+§\s*\d[\d.\-]*\d$")
# a statute-style odd page head: the chapter's title in capitals, the page's section, the chapter page, both
# numbered in one chapter: "LIVESTOCK SITING AND WATER QUALITY   22.110   22:5"
_TITLE_SECTION_PAGE = re.compile(r"^[A-Z][A-Z ,&'/\-]{2,60}\s+(?P<ch>\d{1,3})\.\d{1,4}[A-Za-z]?\s+(?P<page_ch>\d{1,3})[-:]\d{1,4}$")
# the same with only the page's first (or last) section beside the code's name: "§ 10-81   LARKSPUR FALLS CODE", and
# Municode's page number at the other edge: "§ 6-42   VARROW BEND CODE   CD6:4"; or the code's full name, its
# chapter page taken off as a footer: "§ 17.34   VELLMONT CODE OF ORDINANCES"
_HALF_CODE_BAND = re.compile(
    r"^(?:§|Sec\.)\s*\d[\d.\-]*\s+(?:[A-Z][A-Z'&.\-]+\s+){1,5}CODE(?:\s+OF\s+ORDINANCES)?(?:\s+CD\d{1,3}:\d{1,4})?$"
)
# American Legal's printed page: the section the page opens with (or ends with) at its outer edge, the
# chapter or code title in the middle, the page number at the other edge, "§ 91.01  Livestock and Manure
# Storage  17" on odd pages, "18  Wrenfield - General Regulations  § 91.02" on even ones. Like a band, the
# title recurs; a real heading with a number at its end does not.
# A statute-style code prints the same without the sign, its page numbered by chapter: "12.01  RUNOFF
# MANAGEMENT  12-1", "12-2  RUNOFF MANAGEMENT  12.03", or by page alone: "16.05  AGRICULTURAL PERFORMANCE
# STANDARDS  Bramwell Co. Code, Ch. 16  2" (taken only when the title recurs).
_SECTION_PAGE_BAND = re.compile(
    # (eCode360's printed page numbers by chapter: "§ 16-8  ANIMAL WASTE STORAGE AND LIVESTOCK FACILITIES  16:5")
    r"^(?:§\s*\d[\d.\-]*[A-Za-z]?\s+(?P<odd>[A-Z][^§]{2,70}?)\s+\d{1,4}(?::\d{1,4})?"
    r"|\d{1,3}\.\d{1,4}[A-Za-z]?\s+(?P<odd2>[A-Z][^§]{2,70}?)\s+\d{1,3}[-:]\d{1,4}"
    r"|\d{1,3}\.\d{1,4}[A-Za-z]?\s+(?P<odd3>[A-Z][^§]{2,70}?)\s+\d{1,4}"
    r"|\d{1,4}(?::\d{1,4})?\s+(?P<even>[A-Z][^§]{2,70}?)\s+§\s*\d[\d.\-]*[A-Za-z]?"
    r"|\d{1,3}[-:]\d{1,4}\s+(?P<even2>[A-Z][^§]{2,70}?)\s+\d{1,3}\.\d{1,4}[A-Za-z]?"
    r"|\d{1,4}\s+(?P<even3>[A-Z][^§]{2,70}?)\s+\d{1,3}\.\d{1,4}[A-Za-z]?"
    # the first and last section on the page around the title: "9.01  MANURE STORAGE AND RUNOFF CONTROL  9.04"
    r"|\d{1,3}\.\d{1,4}[A-Za-z]?\s+(?P<range>[A-Z][^§]{2,70}?)\s+\d{1,3}\.\d{1,4}[A-Za-z]?)$"
)
# (with a bare page number, the title must read as one: "5.1 No storage facility may be placed within 300"
# is a rule whose words another rule may repeat)
_RULE_WORDS = re.compile(r"\b(?:shall|may|must|no\s+person|within|than)\b|\b[a-z]+$")


def _page_title(m: re.Match[str]) -> str:
    title = m.group("odd3") or m.group("even3") or m.group("range")
    if title is not None:
        return "" if _RULE_WORDS.search(title) else title
    return m.group("odd") or m.group("odd2") or m.group("even") or m.group("even2")


# a page number then the code's title, printed on every other page: "8   Ashgrove Falls - General Regulations"
_PAGE_AND_TITLE = re.compile(r"^\d{1,4}\s+[A-Z][\w'’]*(?:\s+[\w'’&.,]+|\s+[-–—]){2,12}(?<![.;:,])$")
# an American Legal supplement line ("2021 S-9") and a code title with its part after a dash ("Pellham Falls - Animals")
_SUPPLEMENT_LINE = re.compile(r"^(?:\d{4}\s+)?S-\d{1,3}$")
_TITLE_DASH = re.compile(r"[A-Za-z]\s+[-–—]\s+[A-Z]")


def _american_legal_head(text: str) -> bool:
    """American Legal's page head: the page number, then the code's title with its part after a dash
    ("44   Pellham Falls - Animals")."""
    return _TITLE_DASH.search(text) is not None and _PAGE_AND_TITLE.match(" ".join(text.split())) is not None


_CODE_BAND_WRAPPED = re.compile(r"^§\s*\d[\d.\-]*\s+[A-Z][A-Z0-9 ,.&'/\-]{2,70}\s§$")
# A code page's number and the code's name in capitals, typed into the text as a running band:
# "15-3          VARNUM COUNTY CODE -- CH. 15", "14:22 LIVESTOCK". Its number reads as a section's,
# so it counts as a band only when the line recurs with only its numbers changing.
# (or a statute-style code's "15.09  ANIMAL WASTE STORAGE AND MANAGEMENT", its page number broken off by a
# narrow column: a caption never ends without a stop, and no two sections share one)
_NUMBERED_BAND = re.compile(
    r"^(?:§\s*)?\d{1,3}\s?[-:]\s?\d{1,4}\s+[A-Z][A-Z0-9 ,.&'/\-–—]{3,80}$"
    r"|^\d{1,3}\.\d{1,4}\s+[A-Z][A-Z0-9 ,&'/\-–—]{3,80}[A-Z]$"
)
_HISTORY_OPENER = re.compile(r"^(?:History|HISTORY|Source|SOURCE)\s*:")
# a typed amendment slip's note on a line of its own after the unit it changed ("Amended 5/10/2005", "Added 9/13/2011")
_SLIP_NOTE = re.compile(r"^(?:Amended|AMENDED|Added|ADDED|Created|CREATED|Renumbered|RENUMBERED)\s+\d{1,2}/\d{1,2}/\d{2}(?:\d{2})?"
                        r"(?:\s*\([^()]{1,60}\))?$")
_SOURCE_NOTE = re.compile(r"[\[(]\s*(?:Source\s*:\s*)?(?:Ord|Am|Cr|Added|Amended|Adopted|Passed|Prior|Code|Res)\b", re.I)
_DIGITS_AND_SECTION = frozenset("0123456789§")
_BARE_SECTION = re.compile(r"^\d{1,3}[.\-]\d{1,4}$")
# "Secs. 14-74—14-90. - Reserved.": a range of unused numbers, neither a unit nor text of one
# a contents entry for a range of numbers left empty, with or without its word: "17.22—17.24  Reserved."
_RESERVED_ENTRY = re.compile(r"^(?:(?:Secs?\.|SECS?\.|Sections?|SECTIONS?|§§?)\s*)?\d[\w.\-]*\s*(?:—|–|-|to|through)\s*\d[\w.\-]*?\.?\s*[-–—:]*\s*\(?(?:Reserved|RESERVED|Repealed|REPEALED)\)?\.?$")
_RESERVED_RANGE = re.compile(
    r"^(?:Secs\.|SECS\.|Sections|SECTIONS|§§)\s*[\w.\-]+\s*(?:—|–|-|to|through)\s*[\w.\-]+?\.?\s*[-–—:]*\s*"
    r"\(?(?:Reserved|RESERVED|Repealed|REPEALED)\)?\.?$"
)
_DOT_LEADER = re.compile(r"(?:\.\s?){4,}\s*\d{1,4}(?:[-:]\d{1,4})?\s*$|…{2,}|\.{4,}")
_PAGE_REF = re.compile(r"\s\d{1,3}[-:]\d{1,3}$")  # a code page at the end of an entry: "14-22", "12:3"
# American Legal's "Chapters:" or "Section" over a list of its chapters or sections (capitalized: a
# "chapter:" wrapped to a line of its own opens no list)
_LIST_WORDS = r"(?:Sub)?Chapters?|Sections?|(?:SUB)?CHAPTERS?|SECTIONS?"
_LIST_HEAD = re.compile(rf"^(?:{_LIST_WORDS})\s*:?$")
_CONTENTS_HEAD = re.compile(
    rf"^(?:table\s+of\s+contents|contents|chapter\s+contents:?|index|(?-i:{_LIST_WORDS}|Articles?|ARTICLES?))\s*:?\s*$",
    re.I,
)

# A line that opens furniture after the body: everything from it to the next plausible unit is
# skipped. Written loosely on purpose; they only apply outside a numbered unit's own sentence.
_CLOSING = re.compile(
    r"""^(?:
        (?:passed|adopted|enacted|approved|introduced|dated|signed|ratified|read)\b
            .{0,160}?(?:\bthis\s+\d{1,2}(?:st|nd|rd|th)?\s+day|\bday\s+of\b|\bon\s+\w+\.?\s+\d{1,2},?\s+\d{4}\s*\.?\s*$)
      | (?:passed\s+and\s+)?(?:passed|adopted|enacted|approved|introduced)\s+(?:by|at)\s+(?:the\s+)?.{0,60}?
            \b(?:board|council|supervisors|commission|committee|meeting|electors)\b
      | dated\s+this\b
      # the date of adoption alone, maybe with the amendment's beside it: "Adopted May 20, 2008.   Amended September 15,
      # 2020." (capitalized, opening its line: no sentence of a unit goes on so)
      | (?-i:Adopted|Passed|Enacted|Approved|ADOPTED|PASSED|ENACTED|APPROVED)\s*:?\s+(?:on\s+)?
            (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\s*(?:[.;,]|$)
      # the clerk's adoption clause, its verb in capitals, wrapped by a narrow column before it names the board:
      # "ADOPTED by the Wendmere" ⏎ "County Board of Supervisors" ⏎ "this 19th day of June, 2001."
      | (?-i:(?:PASSED\s+AND\s+)?(?:ADOPTED|PASSED|ENACTED|APPROVED))\s+(?:by|at|this|and)\b
      # "Ord. 98-7 adopted by the Ostrander County Board of Supervisors on June 16, 1998, and published ..."
      # (not a repealer's "Ordinance 99-1 adopted on May 4, 1999 is repealed")
      | ord(?:inance)?\.?\s*(?:no\.\s*)?\d[\w\-]*\s+(?:was\s+)?(?:passed|adopted|enacted|approved)\s+(?:by|at|on)\b
            (?![^\n]*\b(?:is|are)\s+(?:hereby\s+)?(?:repealed|amended|rescinded|renumbered)\b)
      | (?:attest|approved|by|signed|countersigned)\s*:
      | attest\b
      | _{4,}
      | (?-i:(?:[A-Z][\w.'’-]*\s+){1,3}[A-Z][\w'’-]+,\s+(?:(?:Town|Village|County|City)\s+)?   # the names under
            (?:Chair(?:man|person|woman)?|Clerk|Supervisor|President|Mayor|Secretary|Treasurer)\b\s*){1,3}$  # signature rules
      | (?:ayes|nays|vote)\b\s*:?
      | (?:published|posted)\b(?:\s*:|\s+(?:in|on|this)\b|\s+\w+\.?\s+\d)
      | (?:publication\s+date|date\s+(?:adopted|published|posted|enacted|of\s+publication))\b
      | legislative\s+history\b
      # ("AMENDMENT HISTORY TABLE", "TABLE OF AMENDMENTS", "History of Amendments": the amendment table closing a code)
      | amendment\s+(?:history|record)(?:\s+table)?\s*:?\s*$
      | (?:table|schedule|history|record|list)\s+of\s+amendments\b\s*:?\s*$
      # ("HISTORY OF CHAPTER 15" over its table of ordinances, after the last section)
      | history\s+of\s+(?:this\s+|the\s+)?(?:chapter|ordinance|code|title|article|part|ch\.)(?:\s+[\w.\-]{1,8})?\s*:?\s*$
      | (?:clerk['’]?s\s+)?certification(?:\s+of\s+(?:amending\s+)?(?:ordinance|adoption|enactment|publication|posting)\b
            [^\n]{0,30})?\s*:?\s*$                                 # a clerk's certificate under the text
      | (?:clerk['’]?s\s+)?certificate(?:\s+of\s+(?:adoption|enactment|publication|posting))?
            (?:\s+(?:of\s+)?(?:ordinance|ord\.)\s*(?:no\.\s*)?[\w-]{1,12})?\s*:?\s*$  # "... ORDINANCE 2023-14"
      | (?:adoption|enactment|publication|posting)\s+certificat(?:e|ion)\s*:?\s*$   # "ADOPTION CERTIFICATE" alone
      | (?-i:I|We),?\s+[^\n]{0,100}?\bcertify\s+that\b
      # (a narrow column wraps the certificate before its verb: "I, Maren Tolliver, County Clerk of Hallock County,")
      | (?-i:I,\s+(?:[A-Z][\w.'’-]*\s+){1,3}[A-Z][\w'’-]+,\s+(?:[A-Z][\w'’-]*\s+){0,3}(?:Clerk|Secretary|Treasurer|Administrator)\b)
            [^\n]{0,60},?\s*$
      # a permit's or license's signature block: "Issued for the Town Board:", "Accepted by licensee:"
      | (?:issued|granted)\s+(?:for|by|on\s+behalf\s+of)\s+(?:the\s+)?[^\n]{0,40}?
            \b(?:board|council|committee|commission|county|town|village|city)\s*:\s*$
      | accepted\s+(?:by|for)\s+(?:the\s+)?(?:licensee|permittee|applicant|operator|owner)\b\s*:
      | (?:table|schedule|list|record|summary)\s+of\s+(?:amendments|amending\s+ordinances|ordinance\s+amendments)
            (?:\s*[-\u2013\u2014:]+\s*(?:chapter|title|article|ch\.|ordinance)\s*[\w.\-]+)?\s*\.?\s*$   # "... -- CHAPTER 8.35"
      | amendment\s+(?:history|table|record)s?\s*[.:]?\s*$
      | (?:revision|change)\s+(?:history|record|log|table)s?\s*[.:]?\s*$   # "Revision Record" over a code's changes
      | record\s+of\s+(?:revisions|changes)\s*[.:]?\s*$
      | (?:ordinance\s+history|history\s+of\s+(?:amendments|(?:this\s+)?(?:ordinance|chapter)))\s*[.:]?\s*$   # "ORDINANCE HISTORY" over its rows
      | (?-i:ORDINANCE\s+NO\.?\s*[\w\-]+\s*$)              # an appended ordinance's own title block
      | an\s+ordinance\s+(?:to|amending|creating|repealing|relating)\b
      | (?:code\s+)?comparative\s+tables?\b(?:\s*[-\u2013\u2014:]\s*\w+)?\s*$   # Municode's "CODE COMPARATIVE TABLE"
      | (?:table\s+of\s+(?:renumbered|amended|derived|former)\s+sections|(?:(?:ordinance|code)\s+)?(?:disposition|derivation|parallel\s+(?:reference|citation)|renumbering|conversion)\s+(?:tables?|lists?))\b
      | (?:disposition|list)\s+of\s+(?:ordinances|amendments)\b|ordinances\s+affecting\s+this\s+(?:chapter|title|code|article)\b
      | (?:ordinances|amendments)\s+(?:amending|to|affecting)\s+(?:this\s+)?(?:chapter|title|code|article|ordinance)(?:\s+[\w.\-]+)?\s*[.:]?\s*$   # a heading on its own
      | fiscal\s+(?:note|impact)\b
      | (?:code\s+)?(?:codifier|editor|drafter|reviser|revisor)['’]?s?\s+note\b
      | general\s+references\b
      | now,?\s+therefore\b
      | whereas\b
      | (?:the\s+)?(?:county\s+board|town\s+board|village\s+board|city\s+council|common\s+council)\b.{0,80}\bdo(?:es)?\s+ordain\b
      | \[?\s*history\s*:
    )""",
    re.IGNORECASE | re.VERBOSE,
)


_DIGITS = re.compile(r"\d+")
_SPACES = re.compile(r"\s+")
_NON_LOWER = re.compile(r"[^a-z]")
_SENTENCE = re.compile(r"[.:]\s+[A-Z][a-z]+\s+[a-z]+\s+[a-z]+")
_SECTION_WORD = re.compile(r"^(?:§|sec\.|section)")


def digits_masked(text: str) -> str:
    """The line with its numbers masked: running bands differ only in their page numbers."""
    text = text.strip()
    if "  " in text or "\t" in text:
        text = _SPACES.sub(" ", text)
    return _DIGITS.sub("#", text).lower()


def masked_lines(texts: Sequence[str]) -> list[str]:
    """`digits_masked` of every line short enough to be a running band (else "")."""
    return [digits_masked(t) if 0 < len(t.strip()) <= 100 else "" for t in texts]


Chains = Sequence[list[list[numbering.Token]]]


def _wrapped_note_end(s: str) -> bool:
    """The end of a note wrapped onto a line of its own: it closes a bracket it never opened.

    "Ord. No. 2007-12]" and "2021-03, § 2, 2-16-2021)" recur wherever a narrow column breaks the
    same history note at the same place; they are text of the unit above, never a running band.
    """
    return (s[-1] == ")" and "(" not in s) or (s[-1] == "]" and "[" not in s)


def _chains(texts: Sequence[str], chains: Chains | None) -> Chains:
    return chains if chains is not None else [numbering.read_tokens(t) for t in texts]


def exact_lines(texts: Sequence[str]) -> Counter[str]:
    """How often each line is printed word for word (a band repeats; a heading is printed once)."""
    return Counter(t.strip() for t in texts)


def stray_band_lines(
    texts: Sequence[str],
    edges: Sequence[bool] | None = None,
    chains: Chains | None = None,
    masked: Sequence[str] | None = None,
    exact: Counter[str] | None = None,
    removed: Sequence[str] = (),
) -> set[int]:
    """Indexes of running headers/footers ingestion left in: page numbers, rules, and short
    lines repeated with only their numbers changing ("Marlow County Code 14-22") — three times
    anywhere, or twice when printed at the top or bottom of a page (`edges`). `masked` and `exact`
    (`exact_lines`) may be passed in when the caller has them already; `removed` are the bands
    ingestion took off the pages (a code whose even pages' heads went there prints its odd page's
    head once, at a page's edge)."""
    out: set[int] = set()
    chains = _chains(texts, chains)
    if masked is None:
        masked = masked_lines(texts)
    counts = Counter(m for m in masked if m)
    mirrored = _mirrored_bands(counts)
    supplement_taken = any(_SUPPLEMENT_LINE.match(b.strip()) for b in removed)
    # a band ingestion took off other pages counts where the same band was left in (it fell in the
    # body of one page: "Created: 2024-03-19 10:41:07 [EST]" printed right under a heading)
    removed_masked = [m for m in masked_lines(removed) if m]
    counts.update(removed_masked)
    exact = exact_lines(texts) if exact is None else exact
    at_edges = Counter(m for m, edge in zip(masked, edges, strict=False) if m and edge) if edges else Counter()
    at_edges.update(removed_masked)
    edge_exact = Counter(t.strip() for t, edge in zip(texts, edges, strict=False) if edge) if edges else Counter()
    titled: dict[str, bool] = {}  # (each "Title N" key is looked up once)
    cased: Counter[str] | None = None  # digits masked, letters as printed (`numbered_band`), counted when first needed
    variants: dict[str, set[str]] = {}  # the printings of each masked line: a page head changes its number
    for m, t in zip(masked, texts, strict=False):
        if m and t[:1].isdigit():
            variants.setdefault(m, set()).add(t.strip())
    page_titles = Counter(
        _page_title(m) for t in texts if t[:1] in _DIGITS_AND_SECTION
        for m in [_SECTION_PAGE_BAND.match(t.strip())] if m
    )
    banded = any(n >= 2 for title, n in page_titles.items() if title) or any(
        _page_title(m) for band in removed if band[:1] in _DIGITS_AND_SECTION
        for m in [_SECTION_PAGE_BAND.match(band.strip())] if m
    )
    for i, t in enumerate(texts):
        s = t.strip()
        if not s:
            continue
        if s[:1].isdigit() and history.unit_change_line(s):
            continue  # "5.4: am. 3/8/2005", "6.2: am. 4/9/2019": a history list's rows, not a page's band
        # Cheap necessary conditions first (exact for ASCII lines; others run every pattern): a page
        # line opens with a digit or a rule character or names a page, a supplement, a weekday's date
        # (a newspaper's folio) or a continuation ("LEGAL NOTICES (continued)"); a code band
        # opens with "§"; a reserved range with "§§", "Secs." or "Sections".
        first = s[0]
        page_like = _page_like(s)
        if first.isdigit() and _PRINT_HEADER.match(s):
            out.add(i)
            nxt = texts[i + 1].strip() if i + 1 < len(texts) else ""
            if len(s) + len(nxt) <= 110 and _TITLE_TAIL.match(nxt) and not chains[i + 1] \
                    and (nxt.isupper() == _AM_PM.split(s, 1)[-1].isupper()):
                # "... WI: Livestock" / "Facility Licensing": the title's wrapped end, in the title's own case (an
                # eCode360 defined term in capitals, "SUBSTANTIALLY ALTERED", under "... Town of Wrenfield, WI" is text)
                out.add(i + 1)
            continue
        if "day," in s and i + 1 < len(texts) and not chains[i + 1] and len(s) <= 80 \
                and _PAGE_LINE.match(f"{s} {texts[i + 1].strip()}") and not _PAGE_LINE.match(s):
            out.update((i, i + 1))  # a newspaper's folio broken by a narrow column: "... Thursday, March 14," ⏎ "2024 - Page 11B"
            continue
        if first in "CcPpDdGgRrLlUu" and (_CURRENCY_LINE.match(s) or _REVISION_STAMP.match(s)):
            out.add(i)
            continue
        if page_like and (
            _PAGE_LINE.match(s) or ((edges is None or edges[i]) and _PAGE_NUMBER.match(s)
                                    and not (i > 0 and WANTS_NUMBER.search(texts[i - 1])))
        ):
            out.add(i)
            continue
        if first in "§S" and (_CODE_BAND.match(s) or _HALF_CODE_BAND.match(s) or _RESERVED_RANGE.match(s)):
            out.add(i)
            continue
        if first.isupper() and s[-1:].isdigit() and "§" in s and _TITLE_THEN_SECTION.match(s):
            out.add(i)  # Municode's odd page: the chapter's title, then the page's last section ("AGRICULTURE  § 22-52")
            continue
        if first.isupper() and s[-1:].isdigit() and (m := _TITLE_SECTION_PAGE.match(s)) and m["ch"] == m["page_ch"]:
            out.add(i)
            continue
        if page_titles and (first == "§" or first.isdigit()):
            m = _SECTION_PAGE_BAND.match(s)
            title = _page_title(m) if m else ""
            # (once, at a page's edge: in a code whose pages carry such bands, or with a "§")
            # (in a code whose other page heads are bands already, a statute-style head pairing a section number
            # with a chapter page in capitals, "10.07  MANURE STORAGE AND NUTRIENT MANAGEMENT  10-3": no heading
            # of the law ends on a page number so)
            by_chapter_page = bool(banded and m and (m.group("odd2") or m.group("even2")) and title.isupper()
                                   and not _RULE_WORDS.search(title))
            if title and (page_titles[title] >= 2 or by_chapter_page or (edges and edges[i] and ("§" in s or banded))):
                out.add(i)
                continue
        if first == "§" and _CODE_BAND_WRAPPED.match(s):
            # "§ 17.01 MANURE STORAGE AND LIVESTOCK RUNOFF §" ⏎ "17.10": the band broken by a narrow column
            out.add(i)
            nxt = texts[i + 1].strip() if i + 1 < len(texts) else ""
            if _BARE_SECTION.match(nxt):
                out.add(i + 1)
            continue
        if first.isdigit() and supplement_taken and not chains[i] and _american_legal_head(s):
            out.add(i)  # American Legal's page head, its supplement line ("2021 S-9") already taken off the page
            continue
        if first.isdigit() and _PAGE_AND_TITLE.match(s) and counts[masked[i]] >= 2 and len(variants[masked[i]]) >= 2:
            out.add(i)  # "8   Ashgrove Falls - General Regulations" ... "10   Ashgrove Falls - General Regulations"
            continue
        # (never a numbered heading: "SECTION 1" ... "SECTION 2" name their units, not their pages)
        if s[-1].isdigit() and not chains[i] and counts[masked[i]] >= 2 and (m := _TITLE_AND_PAGE.match(s)) and titled.setdefault(
                masked[i], _titled_page_band(m.group("title"), masked[i], texts, masked, removed)):
            out.add(i)  # "Animal Feeding Operations   39" ... "41": the chapter's title and the page number
            continue
        if (s[-1].isdigit() and removed and edges and edges[i] and not chains[i] and counts[masked[i]] == 1
                and (m := _TITLE_AND_PAGE.match(s)) and _ends_a_band(m.group("title"), removed)):
            out.add(i)  # the same head printed once, at a page's edge, its title the end of the bands ingestion took
            continue    # off the other pages ("Chapter 91: Livestock And Manure"): "Livestock and Manure   29"
        # (or eCode360's "§ 180-3 ANIMAL WASTE STORAGE AND LIVESTOCK" ⏎ "RUNOFF § 180-5", broken by a column)
        numbered_band = bool(chains[i]) and (first.isdigit() or first == "§") and _NUMBERED_BAND.match(s) is not None
        if numbered_band and counts[masked[i]] >= 2 and exact[s.split(None, 1)[-1]] >= 1 and not (
                i > 0 and texts[i - 1].strip() == s.split(None, 1)[-1]):
            # (a band prints the same way each time: "4.05 AGRICULTURAL PERFORMANCE STANDARDS AND", a heading whose
            # caption opens like the chapter's title, is listed in the contents in other letters)
            if cased is None:
                cased = Counter(_DIGITS.sub("#", _SPACES.sub(" ", x.strip())) for x in texts if 0 < len(x.strip()) <= 100)
            if cased[_DIGITS.sub("#", _SPACES.sub(" ", s))] < 2:
                numbered_band = False
        if numbered_band and counts[masked[i]] >= 2 and exact[s.split(None, 1)[-1]] >= 1 and not (
                i > 0 and texts[i - 1].strip() == s.split(None, 1)[-1]):
            # "15.09  ANIMAL WASTE STORAGE AND MANAGEMENT": the section and the chapter's own title (not "PART II"
            # ⏎ "DEFINITIONS" ⏎ "2.01 DEFINITIONS": a part's one section under the part's caption)
            out.add(i)
            continue
        if (
            len(s) > 100
            or (i > 0 and first.isdigit() and WANTS_NUMBER.search(texts[i - 1]) is not None)  # "... Am. Ord." ⏎ "2012-03, passed ..."
            or (chains[i] and not numbered_band)
            or s[0] in "[("
            or _HISTORY_OPENER.match(s)  # "History: Adopted 6-21-1994, Ord. 94-11; amended ..." is a note
            or _SLIP_NOTE.match(s)  # "Amended 5/10/2005" typed after each unit an amendment slip changed is a note
            or (s[-1] in ".,;:" and not (s[-1] == "," and s.isupper()))  # "PAGE 12B . CHRONICLE . THURSDAY," ⏎ ...
            or s[0].islower()
            or _wrapped_note_end(s)  # "2021-03, § 2, 2-16-2021)": a wrapped note's end
            # a typed table's row or heads between rules, "| E1 | Direct conduit ... | 300 | 300 | 100 |": rows
            # that differ only in figures, or heads printed again where the table goes on, are no band
            or s.count(" | ") >= 2
            or _bare_section_heading(texts, i, exact)
        ):
            continue  # a band does not end a sentence ("50.48, Wis. Adm. Code." recurs as wrapped
            # text), nor is it a note: "(Ord. No. 2011-07, § 1, 6-14-2011)" recurs after sections
        key = masked[i]
        # (twice at pages' edges is a band, but not an article heading printed once in the contents:
        # "ARTICLE II" at the top of the page that opens the article)
        digits = any(c.isdigit() for c in s)
        # (a line with no page number in it, "LEGISLATIVE HISTORY", counts only where printed at an edge: the
        # same words in the contents and once more at the foot of a page are a heading)
        # (and a numbered heading printed the same way twice, "9.0 VIOLATIONS AND PENALTIES" in the contents and
        # at the top of the page it opens, is a heading: a band with a number in it changes it from page to page,
        # or stands at the edge of every page it is printed on)
        # (and so is one whose printings differ only in their letters: "4.12 Appeals" in the contents and "4.12
        # APPEALS" at the top of the column it opens carry the same number, which a band would change)
        same_everywhere = digits and bool(chains[i]) and (
            exact[s] >= counts[key] or len({tuple(_DIGITS.findall(v)) for v in variants.get(key, ())}) == 1)
        twice = at_edges[key] >= 2 if not digits or same_everywhere else counts[key] >= 2
        # (a page head that names an article, "Article IV - Agricultural Districts  [Excerpt - Sec. 9.40]", is a band
        # when every printing of it stands at a page's edge)
        every_edge = bool(edges) and exact[s] >= 2 and edge_exact[s] == exact[s]
        if (counts[key] >= 3 or mirrored.get(key, 0) >= 3
                or (edges and edges[i] and twice and (numbering.read_heading(s) is None or every_edge))) and (
            digits or s.isupper()
        ):
            if (_heading_once(s, exact) or (len(_FIGURE_WITH_UNIT.findall(s)) >= 2 and _rows_together(masked, key))
                    or _COLUMN_HEADS.match(s)
                    # a legislative history table's rows, one after another, each a unit or an ordinance with its
                    # date and what it did ("34.04   2003-09   4-15-2003   created"): a band recurs a page apart
                    # (rows for other units may come between: "34.04 ... created" ⏎ "2020-14 ... amended" ⏎ "34.05 ...")
                    or (_DATED_ACTION.search(s) and _rows_together(masked, key, within=6))
                    # a table's caption over its rows, printed once ("TABLE 4-1" atop one page, "TABLE 5-1" atop
                    # another: each table floated to a page's top): a band does not name a table
                    or (exact[s] == 1 and _TABLE_CAPTION.match(s) and not _DOT_LEADER.search(s))
                    # the code's history table headed once at a page's foot, its title also in the contents
                    # ("LEGISLATIVE HISTORY -- CHAPTER 17"): the closing's heading, not a band
                    or (exact[s] == 1 and closing_line(s))):
                continue
            out.add(i)
    out |= _chapter_page_heads(texts)
    out |= _repeated_head_blocks(texts, exact)
    out |= _turned_heads(texts, out, edges, counts, masked)
    return out | _beside(texts, out, chains, masked)


_NUMBER_FIRST = re.compile(r"^(?P<num>§?\s?\d{1,3}(?:[.\-:]\d{1,4}){1,3})\s+(?P<title>[A-Z].{4,80}?)$")
_NUMBER_LAST = re.compile(r"^(?P<title>[A-Z].{4,80}?)\s+(?P<num>§?\s?\d{1,3}(?:[.\-:]\d{1,4}){1,3})$")


def _turned_heads(
    texts: Sequence[str], out: set[int], edges: Sequence[bool] | None, counts: Counter[str], masked: Sequence[str]
) -> set[int]:
    """An even page's head that turns the odd page's about: "9.50.050      Ossian County Code" where the odd pages
    print "Ossian County Code      9.50.090", found a band already. Opening with a section number, it reads as that
    section's heading; but no section is captioned with the code's running title, printed with the page's section
    number on the other side."""
    titles: dict[tuple[bool, str], str] = {}  # (number first?, a band's title) → its number's form, digits masked
    for i in out:
        s = " ".join(texts[i].split())
        for first, rx in ((True, _NUMBER_FIRST), (False, _NUMBER_LAST)):
            if m := rx.match(s):
                titles[first, m["title"]] = _DIGITS.sub("#", m["num"])
    found: set[int] = set()
    if not titles:
        return found
    for i, t in enumerate(texts):
        s = " ".join(t.split())
        if i in out or not s or s.endswith((".", ",", ";", ":")):
            continue
        for first, rx in ((True, _NUMBER_FIRST), (False, _NUMBER_LAST)):
            m = rx.match(s)  # (the number on the other side of the title from the band's)
            if m and titles.get((not first, m["title"])) == _DIGITS.sub("#", m["num"]) and (
                    (edges is not None and edges[i]) or counts[masked[i]] >= 2):
                found.add(i)
    return found


_CODE_NAME = re.compile(r"\b(?:CODE|ORDINANCES?|COUNTY|TOWN|VILLAGE|CITY)\b")  # (a running head names its code)


def _repeated_head_blocks(texts: Sequence[str], exact: Counter[str]) -> set[int]:
    """Two lines printed together, word for word, at two or more places: a page's running head of two lines
    ("ASHGROVE COUNTY ZONING ORDINANCE  CHAPTER 9" over "Article IV - Agricultural Districts  [Excerpt - Sec.
    9.40]"), found where the page's edge is lost (a typed copy, a narrow column). The head's first line names
    the code in capitals, never a unit; a block of the law's text is never printed twice."""
    out: set[int] = set()
    firsts: dict[tuple[str, str], list[int]] = {}
    prev = -1
    for i, t in enumerate(texts):
        s = t.strip()
        if not s:
            continue
        if prev >= 0:
            a = texts[prev].strip()
            if exact[a] >= 2 and exact[s] >= 2 and len(a) <= 100 and len(s) <= 100 and not s[:1].islower():
                firsts.setdefault((a, s), []).append(prev)
        prev = i
    for (a, s), starts in firsts.items():
        # (each printing of either line is one of the block's: no line of it stands elsewhere alone)
        # (the head's first line names the code, not a unit: a contents list printed in the body's order repeats
        # "ARTICLE II. - ANIMAL WASTE" over "Sec. 14-71. - Purpose." as a pair too)
        if (len(starts) >= 2 and exact[a] == len(starts) and exact[s] == len(starts) and a.isupper()
                and _CODE_NAME.search(a) and numbering.read_heading(a) is None and not numbering.read_tokens(a)):
            for k in starts:
                out.add(k)
                out.add(_next_nonblank(texts, k))
    return out


def _page_like(s: str) -> bool:
    """The cheap necessary condition for `_PAGE_LINE` (exact for ASCII lines; others run the pattern): a page line
    opens with a digit or a rule character or names a page, a supplement, an address, a code page, a weekday's
    date (a newspaper's folio) or a continuation ("LEGAL NOTICES (continued)"), or opens with a revision stamp (or the
    chapter it dates), or is a code site's banner (its terms of use)."""
    first = s[0]
    low = s.lower() if s.isascii() else None
    return (low is None or first.isdigit() or first in "-=_*~.+" or "page" in low or "supp" in low
            or low.startswith(("http", "www.")) or (s[-1].isdigit() and ("code" in low or ":" in s))
            or "day," in low or "cont" in low or s.startswith(("LEGAL", "Rev", "REV", "Ch", "CH"))
            or "terms of" in low or low.startswith("please") or "slip" in low)


def code_band(text: str) -> bool:
    """Is the line a Municode- or eCode-style running head that names the page's first and last sections?"""
    return _CODE_BAND.match(text.strip()) is not None


# a transcription's page number run into the page's first words, as a document-sharing site prints a PDF: "2 Sec. 1-1
# General Provisions. (1) ...", "4 (3) Siting. ...", "6 as designed. (3) ..." (the page opens on a unit or goes on with
# the sentence the page before broke)
_PAGE_LEAD = re.compile(r"^(?P<page>\d{1,3})\s+(?=(?:Sec\.|SEC\.|Section|SECTION|§)\s*\d|\(\w{1,3}\)\s|[a-z]|\d[\d,]*\s+[a-z])")
_PAGE_LEADS_MIN = 3  # pages in a row that open so before the numbers are taken for page numbers
# ... and the chapter's page number run onto a page's last words: "... (Created 11/12/2019) 31-3"
_PAGE_FOOT = re.compile(r"(?<=[.)\]:;,\w])\s+(?P<chapter>\d{1,3})-(?P<page>\d{1,3})$")


def without_page_numbers(texts: list[str]) -> list[str]:
    """The lines without the page numbers a transcription runs into each page's first words, where a run of lines
    opens on consecutive numbers (2, 3, 4, ...) followed by a unit or a sentence going on, and without the chapter's
    page numbers run onto each page's last words ("31-2", "31-3", ...). One such line alone is text ("3 feet of
    ...", wrapped; "... as shown on map 4-2"); a run of consecutive page numbers is not."""
    # the longest chain of consecutive page numbers in reading order (a wrapped figure, "300 feet of ...", between two
    # pages breaks no chain)
    waiting: dict[int, list[int]] = {}  # the next page a chain waits for -> the lines of that chain
    best: list[int] = []
    for i, text in enumerate(texts):
        m = _PAGE_LEAD.match(text)
        if m is None:
            continue
        page = int(m.group("page"))
        chain = [*waiting.pop(page, []), i]
        if len(chain) >= len(waiting.get(page + 1, [])):
            waiting[page + 1] = chain
        if len(chain) > len(best):
            best = chain
    out = list(texts)
    if len(best) >= _PAGE_LEADS_MIN:
        for i in best:
            out[i] = _PAGE_LEAD.sub("", out[i], count=1)
    # (and the chapter's page number run onto each page's last words: "... (Created 11/12/2019) 31-3")
    feet = [(i, m) for i, t in enumerate(out) if (m := _PAGE_FOOT.search(t)) is not None]
    run = [k for k, (_, m) in enumerate(feet) if any(
        f.group("chapter") == m.group("chapter") and abs(int(f.group("page")) - int(m.group("page"))) == 1
        for _, f in feet[max(0, k - 1):k + 2] if f is not m)]
    if len(run) >= _PAGE_LEADS_MIN:
        for k in run:
            i, m = feet[k]
            out[i] = out[i][: m.start()].rstrip()
    return out


def page_line(text: str) -> bool:
    """Is the line a page's own furniture, in words or figures ("Page 9-41", "Supp. No. 31 (5-2021)", "Ch. 4 - Page
    3")? (A rule or a box's edge is no page's end: tables are drawn with them.) Asked of every line of a
    document, so the cheap conditions `stray_band_lines` uses come first."""
    s = text.strip()
    if not s or not any(c.isalnum() for c in s):
        return False
    return ((_page_like(s) and _PAGE_LINE.match(s) is not None)
            or (s[0] in "CcPpDdGgRrLl" and _CURRENCY_LINE.match(s) is not None))


def _bare_section_heading(texts: Sequence[str], i: int, exact: Counter[str]) -> bool:
    """A section number printed alone on its line over its caption ("4.01" ⏎ "AUTHORITY AND PURPOSE"), as a
    typewritten code sets its headings: masked, the numbers recur like page numbers, but each stands over a
    caption printed once, where a page number stands over the same running head on every page."""
    if not _BARE_DECIMAL.match(texts[i].strip()):
        return False
    j = _next_nonblank(texts, i)
    caption = texts[j].strip() if j < len(texts) else ""
    return caps_caption(caption) and exact[caption] == 1


def caps_caption(text: str) -> bool:
    """A caption alone on its line, in capitals and without figures ("AUTHORITY AND PURPOSE"), as a typewritten
    code prints it under its section's number."""
    s = text.strip()
    return bool(s) and s.isupper() and not any(c.isdigit() for c in s) and len(s) <= 80


# (a chapter page, "17-2" or "22:5", between the titles; its masked form is "#-#")
_PAGE_BETWEEN = re.compile(r"^(?P<a>\S.*?) #[-:.]# (?P<b>\S.*)$")


def _mirrored_bands(counts: Counter[str]) -> dict[str, int]:
    """Heads that alternate between even and odd pages, their two titles swapping sides of the page number
    ("ASHGROVE COUNTY CODE  17-2  Ch. 17 LIVESTOCK & MANURE" / "Ch. 17 LIVESTOCK & MANURE  17-3  ASHGROVE COUNTY
    CODE"): each printing counts toward the other, so a short code's few pages still show the band."""
    groups: dict[tuple[str, str], list[str]] = {}
    for m in counts:
        if (g := _PAGE_BETWEEN.match(m)) is not None and g["a"] != g["b"]:
            groups.setdefault(tuple(sorted((g["a"], g["b"]))), []).append(m)  # type: ignore[arg-type]
    out: dict[str, int] = {}
    for (a, b), keys in groups.items():
        sides = {_PAGE_BETWEEN.match(k)["a"] for k in keys}  # type: ignore[index]
        if sides == {a, b}:  # printed both ways round
            total = sum(counts[k] for k in keys)
            out.update(dict.fromkeys(keys, total))
    return out


# a table's numbered column heads, printed again where the table goes on ("Column 1   Column 2   Column 3"):
# the text cites them ("the distance in column 2 of Table 4"), so they are no band
_COLUMN_HEADS = re.compile(r"^(?:(?:Column|COLUMN|Col\.)\s+(?:\d{1,2}|[A-H])\b\s*){2,}$")
# a figure with its unit: a table row's cells carry them ("6,750 gal/acre", "3 feet"), a page band does not
_FIGURE_WITH_UNIT = re.compile(r"\d\s*(?:feet|foot|ft\b|gal|acres?\b|%|percent|lbs?\b|pounds|tons?\b|days?\b|months?\b|miles?\b)",
                               re.IGNORECASE)


_DATED_ACTION = re.compile(r"\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b.*\b(?i:created|amended|repealed|renumbered|recreated)\b")


def _rows_together(masked: Sequence[str], key: str, within: int = 3) -> bool:
    """Are all the printings of a line within three (`within`) lines of each other? Rows of a table ("2 to 3 feet
    6,750 gal/acre ...", "3 to 5 feet ...") recur with only their numbers changing, as a page head does,
    but one after the other, each with figures and their units; a band recurs a page apart."""
    where = [i for i, m in enumerate(masked) if m == key]
    return all(b - a <= within for a, b in zip(where, where[1:], strict=False))


# A chapter page number beside the chapter's or the code's title in capitals, "9-58   ZONING" or "HARWICK
# COUNTY CODE   9-59", the two alternating from page to page, so a short document may show each only once.
# They are page heads when no unit of the code is numbered that way (every line that opens with such a
# number is one of them) and their titles repeat.
_CHAPTER_PAGE_HEAD = re.compile(r"^(?:\d{1,3}[-:]\d{1,4}\s+[A-Z][A-Z ,.&'/\-]{2,60}|[A-Z][A-Z ,.&'/\-]{2,60}\s+\d{1,3}[-:]\d{1,4})$")
_CHAPTER_PAGE_NUMBER = re.compile(r"^\d{1,3}[-:]\d{1,4}(?![\d\-:])")  # a line opening as a unit numbered so would


# an odd page's head: the chapter's title, then the page number ("Animal Feeding Operations   39")
_TITLE_AND_PAGE = re.compile(r"^(?P<title>[A-Z][A-Za-z,&'’\-]*(?:\s+[A-Za-z,&'’\-]+){0,8})\s+\d{1,4}$")


def _ends_a_band(title: str, removed: Sequence[str]) -> bool:
    """Does a band ingestion took off the pages end on these words, after its chapter's number ("Chapter 91:
    Livestock And Manure")? (Two words at least: one word is any heading's.)"""
    want = " ".join(title.lower().split())
    return len(want.split()) >= 2 and any(
        (low := " ".join(band.lower().split())).endswith(want) and low[: -len(want)].rstrip()[-1:] in (":", "-", "—", "–")
        for band in removed)


def _titled_page_band(title: str, key: str, texts: Sequence[str], masked: Sequence[str],
                      removed: Sequence[str] = ()) -> bool:
    """Whether "Title N" printed more than once with different page numbers is a running head: the same
    words are a title the document prints elsewhere on a line of their own ("CHAPTER 152: ANIMAL FEEDING
    OPERATIONS"; or ingestion took that title off as the other pages' band), so the number after them is a
    page, not a figure of a table row."""
    pages = {t.strip().rsplit(None, 1)[-1] for t, m in zip(texts, masked, strict=False) if m == key}
    if len(pages) < 2:
        return False
    want = title.lower()
    others = [t for t, m in zip(texts, masked, strict=False) if m != key] + list(removed)
    # (or the title's opening words, as a chapter title in capitals wrapped over two lines prints them:
    # "CHAPTER 6.24: LIVESTOCK AND MANURE NEAR VILLAGE WELLS" ⏎ "AND LAKE TESSALY")
    words = want.split()
    first = max(5, -(-len(words) * 3 // 5))
    opening = " ".join(words[:first])
    for t in others if len(words) >= 5 else ():
        low = t.lower()
        if opening in low and t.strip().isupper():
            tail = low[low.index(opening) + len(opening):].split()
            if tail == words[first : first + len(tail)]:
                return True
    return any(want in t.lower() and not any(c.isdigit() for c in t.lower().split(want)[-1])
               and len(t) <= len(title) + 30 for t in others)


def _chapter_page_heads(texts: Sequence[str]) -> set[int]:
    # (not a table's caption, "TABLE 4-1": the chapter's title and its page, "LIVESTOCK 4-1", never name a table)
    heads = {i for i, t in enumerate(texts) if _CHAPTER_PAGE_HEAD.match(t.strip()) and not t.strip().endswith(".")
             and not _TABLE_CAPTION.match(t.strip())}
    if not heads:
        return set()
    numbered = {i for i, t in enumerate(texts) if _CHAPTER_PAGE_NUMBER.match(t.strip())}
    # (the heads repeat a title or two, page after page; section headings each have their own words)
    titles = {re.sub(r"\s*\d{1,3}[-:]\d{1,4}\s*", "", texts[i].strip()) for i in heads}
    return heads if numbered <= heads and len(titles) < len(heads) else set()


_BARE_PAGE = re.compile(r"^\s*[-\u2013\u2014]?\s*\d{1,4}\s*[-\u2013\u2014]?\s*$")


def _beside(
    texts: Sequence[str], out: set[int], chains: Chains, masked: Sequence[str]
) -> set[int]:
    """A footer's words-only line next to its page line ("Harwick County Zoning Code" over "Article 5,
    page 5-14"), word for word each time, at least three times and (nearly) only there; and a page's
    print date printed beside it."""
    # (keyed with the case kept: "Town of Wendmoor" beside each footer is a band even where the title
    # page prints "TOWN OF WENDMOOR" twice)
    cased = [_DIGITS.sub("#", " ".join(t.split())) if m else "" for t, m in zip(texts, masked, strict=True)]
    cased_counts = Counter(k for k in cased if k)
    words = Counter(t.strip() for t in texts)
    beside: Counter[str] = Counter()
    for i in out:
        for j in (i - 1, i + 1):
            if 0 <= j < len(texts) and j not in out and cased[j]:
                beside[cased[j]] += 1
    keep = {
        key for key, n in beside.items() if n >= 3 and 4 * n >= 3 * cased_counts[key] and len(key) <= 120
    }
    return {
        j
        for i in out
        for j in (i - 1, i + 1)
        if 0 <= j < len(texts)
        and j not in out
        and (cased[j] in keep or PRINT_DATE.match(texts[j].strip()) is not None  # "275:1" ⏎ "09 - 01 - 2000"
             # (a page's bare number over its supplement line, left in the page's body: "27" ⏎ "2021 S-14")
             or (_BARE_PAGE.match(texts[j]) is not None and not (j > 0 and WANTS_NUMBER.search(texts[j - 1])))
             # (American Legal's page head beside the supplement line of the page before: "2021 S-9" ⏎
             # "44   Pellham Falls - Animals", printed once in a short chapter)
             or (_SUPPLEMENT_LINE.match(texts[i].strip()) is not None and _american_legal_head(texts[j])))
        and not chains[j]
        and not _has_sentence(texts[j].strip())
        # (a colon may end one printed word for word each time: "powered by Legistar(TM) File #:" over the file
        # number a narrow column broke off; "Notes to Table 5-1:" under each table's rule is the table's)
        and (texts[j].strip()[-1:] not in ".,;:" or (texts[j].strip()[-1] == ":" and words[texts[j].strip()] >= 3))
        and not _SOURCE_NOTE.match(texts[j].strip())  # "(Ord. 99-4, passed 8-10-1999)" above a band
    }


def repeated_on_pages(
    texts: Sequence[str],
    pages: Sequence[int],
    page_count: int,
    chains: Chains | None = None,
    masked: Sequence[str] | None = None,
    exact: Counter[str] | None = None,
) -> set[int]:
    """Short lines printed on most pages (a running title with no page number in it)."""
    if page_count < 3:
        return set()
    chains = _chains(texts, chains)
    if masked is None:
        masked = masked_lines(texts)
    masked = [m if len(t.strip()) <= 80 else "" for m, t in zip(masked, texts, strict=True)]
    exact = exact_lines(texts) if exact is None else exact
    seen: dict[str, set[int]] = {}
    for m, p in zip(masked, pages, strict=True):
        if m:
            seen.setdefault(m, set()).add(p)
    out: set[int] = set()
    for i, t in enumerate(texts):
        m = masked[i]
        s = t.strip()
        if (
            m
            and len(seen[m]) >= max(3, page_count // 2)
            and not chains[i]
            and s[0] not in "[("
            and s[-1] not in ".,;:"
            and not _wrapped_note_end(s)
            # a word wrapped onto its own line ("the", "The") on many pages is text, not a running title
            and not s[0].islower()
            and not _HISTORY_OPENER.match(s)  # "Source: Ord. 99-07, passed 11-8-1999" closes many sections
            and not (len(s) <= 4 and " " not in s and not s.isupper())
            and not _heading_once(s, exact)
            and s.count(" | ") < 2  # (a typed table's heads, printed again where it goes on)
        ):
            out.add(i)
    return out


def _heading_once(text: str, exact: Counter[str]) -> bool:
    """"ARTICLE 4" ⏎ "DESIGN STANDARDS": headings on lines of their own differ only in their numbers,
    as page bands do, but each is printed once; a band repeats one heading on every page it covers."""
    if exact[text] >= 2:
        return False
    head = numbering.read_heading(text)
    return head is not None and not any(c.isdigit() for c in head[2])  # "Article 5, page 5-14" is a footer


_OMITTED_ENTRIES = re.compile(r"\*(?:\s*\*){2,}")


def toc_lines(texts: Sequence[str], chains: Chains | None = None) -> set[int]:
    """Indexes of table-of-contents lines.

    Dot-leader lines always are. Otherwise a TOC is a run of three or more short lines, each
    opening with a unit number (or ARTICLE/CHAPTER heading) whose number and first word come
    back later in the document as a real heading: "(1) Title." ... "(1) TITLE. This ordinance".
    """
    chains = _chains(texts, chains)
    keys = [_entry_key(t, c) if t.strip() else None for t, c in zip(texts, chains, strict=True)]
    last_seen: dict[tuple[str, str], int] = {}
    for i, k in enumerate(keys):
        if k is not None:
            last_seen[k] = i
    candidate = [False] * len(texts)
    out: set[int] = set()
    rows = _leader_table_rows(texts)
    for i, t in enumerate(texts):
        s = t.strip()
        if i in rows:
            continue
        if ("...." in s or ". . ." in s or "…" in s) and _DOT_LEADER.search(s) and len(s) <= 160 and not _DATED_ROW.search(s) \
                and not _MEASURE_ROW.search(s):
            out.add(i)
            candidate[i] = True
            continue
        if i > 0 and _LEADER_END.search(texts[i - 1]) and _PAGE_FIRST.match(s) and len(s) <= 120:
            # "15.04 Definitions ............" ⏎ "15-1 SUBCHAPTER II AGRICULTURAL PERFORMANCE": a narrow column put
            # the entry's page number at the start of the next line; it is the contents' page, no section 15-1
            out.add(i)
            candidate[i] = True
            continue
        k = keys[i]
        page_ref = bool(chains[i]) and _PAGE_REF.search(s) is not None
        if not page_ref and (k is None or last_seen.get(k, i) <= i):
            continue
        if _heading_only(s, chains[i]):  # "5. No owner shall allow it to overflow." is a provision
            candidate[i] = True  # (with a page number: "14.40 Authority ... 14-22", leaders lost)
    # under "Chapters:" or "Section" (American Legal), the entries of a title's or chapter's list whose
    # chapters are printed elsewhere ("8.04  Board of Health", "8.35  Animal Waste"), entry by entry,
    # with the list's own group headings ("General Provisions") between them
    titled: dict[str, int] | None = None  # (built once, for a list whose scan garbled its numbers)
    for i, t in enumerate(texts):
        if _LIST_HEAD.match(t.strip()):
            listed: tuple[int, ...] | None = None  # the last entry's number: a list's numbers run on in order
            for j in range(i + 1, len(texts)):
                entry = texts[j].strip()
                if chains[j] and chains[j][0][0].kind == numbering.SECTION and _heading_only(entry, chains[j]):
                    number = _section_parts(chains[j])
                    if number is not None and listed is not None and number <= listed:
                        break  # "8-3-10: Appeals" ⏎ "8-3-1: PURPOSE AND AUTHORITY:": the body's first heading
                    listed = number or listed
                    candidate[j] = True
                elif entry and len(entry) <= 80 and (title := _entry_title(entry)) is not None and (
                        titled := titled if titled is not None else _section_titles(texts, chains)).get(title, -1) > j:
                    # an entry whose number a scan garbled ("24, 020 Applicability.", "7.24.040 24. Permit required.",
                    # "NNN NN NN 7.24.080 Existing facilities."): its title comes back later as a section's heading
                    candidate[j] = True
                elif entry and (chains[j] or len(entry) > 60 or _has_sentence(entry) or numbering.read_heading(entry)):
                    break
    # a numbered entry between two entries is one too, even when OCR garbled its title ("14.44 FECS")
    prev_idx = [i for i, t in enumerate(texts) if t.strip()]
    for a, b, c in zip(prev_idx, prev_idx[1:], prev_idx[2:], strict=False):
        if candidate[a] and candidate[c] and not candidate[b] and chains[b]:
            if _heading_only(texts[b].strip(), chains[b]):
                candidate[b] = True
    # runs of candidates (a CONTENTS heading may start the run)
    i = 0
    n = len(texts)
    while i < n:
        if not candidate[i]:
            i += 1
            continue
        j = i
        wrapped: list[int] = []  # an entry's title wrapped onto a line of its own ("application")
        in_run: set[tuple[str, str]] = set()
        while j < n:
            if candidate[j] and keys[j] is not None and keys[j] in in_run:
                break  # the first entry again: the body starts right after the contents
            if candidate[j] or not texts[j].strip():
                if candidate[j] and keys[j] is not None:
                    in_run.add(keys[j])  # type: ignore[arg-type]
                j += 1
            elif _RESERVED_ENTRY.match(texts[j].strip()):
                candidate[j] = True  # "17.22—17.24  Reserved.": the list's entry for the numbers left empty
                j += 1
            elif _OMITTED_ENTRIES.fullmatch(texts[j].strip()):
                j += 1  # "*   *   *" between "7.03 ..." and "7.10 ...": an excerpt's contents leave entries out too
            elif j + 1 < n and candidate[j + 1] and _between_entries(texts[j], chains[j]):
                wrapped.append(j)
                j += 1
            elif (
                # two titles wrapped out of a contents set in two columns: "Appeals." ⏎ "facilities. 15.11 ..."
                j + 2 < n and candidate[j + 2] and _between_entries(texts[j], chains[j])
                and _between_entries(texts[j + 1], chains[j + 1]) and len(texts[j + 1].strip()) <= 40
            ):
                wrapped += [j, j + 1]
                j += 2
            else:
                break
        run = [k for k in range(i, j) if candidate[k]]
        # (entries a scan garbled before the first one read whole go back to the contents' head: "SECTION:" ⏎ "-3-3:
        # Keeping Of Livestock" ⏎ ... ⏎ "8-3-10: Appeals And Variances")
        start = i
        while start > 0 and (k := _prev_nonblank(texts, start)) >= 0 and k != start and not candidate[k] \
                and _GARBLED_ENTRY.match(texts[k].strip()) and _between_entries(texts[k], chains[k]):
            start = k
        has_head = start > 0 and _CONTENTS_HEAD.match(texts[_prev_nonblank(texts, start)].strip() or "x") is not None
        if has_head and run and start < i:
            wrapped += [k for k in range(start, i) if texts[k].strip()]
        goes_on = _list_goes_on(texts, chains, run) if len(run) >= 2 else []
        listed_part = _listed_part(texts, run) if len(run) == 2 else None
        # (an excerpt's contents list the chapter's every section, and only two come back in the body: the list
        # going on around them in order makes it contents all the same; so does a part of the document listed
        # after them, "Sec. 17.52 ..." ⏎ "Sec. 17.53 ..." ⏎ "PART B  Conditional Use Permit No. CU-2021-07")
        if (has_head and run) or ((len(run) >= 3 or (len(run) == 2 and (len(goes_on) >= 2 or listed_part is not None)))
                                  and not _repeated_list(run, keys, _next_seen(run, keys), out)):
            out.update(run)
            out.update(wrapped)
            out.update(goes_on)
            if listed_part is not None:
                out.add(listed_part)
        i = j
    for i, t in enumerate(texts):
        if _CONTENTS_HEAD.match(t.strip()):
            out.add(i)
    return out


# a contents entry's title: the words after its last figure ("7.24 .010 Authority, title and purpose." -> "authority, title
# and purpose")
_ENTRY_TITLE = re.compile(r"(?:^|[\d.,:;)]\s*)([A-Za-z][A-Za-z ,;'\u2019()-]{2,70}?)\.?\s*$")


def _entry_title(text: str) -> str | None:
    m = _ENTRY_TITLE.search(text)
    return " ".join(m.group(1).lower().split()) if m else None


def _section_titles(texts: Sequence[str], chains: Chains) -> dict[str, int]:
    """Each section heading's title and the last line it heads ("7.24.050 Standard conditions of every permit.")."""
    out: dict[str, int] = {}
    for k, (t, c) in enumerate(zip(texts, chains, strict=True)):
        if c and c[0][0].kind == numbering.SECTION and _heading_only(t.strip(), c) and (title := _entry_title(t)):
            out[title] = k
    return out


# a row of a legislative history set with leaders, an ordinance and the day it was adopted: "Ord. 96-4, adopted April
# 16, 1996 ......... Chapter 4 created" (a contents entry names a unit and a page, never a day)
_DATED_ROW = re.compile(r"\bOrd(?:inance)?\.?\s*(?:No\.?\s*)?\d[\w-]*\b.{0,40}?(?:\b(?:January|February|March|April|May|June|July|"
                        r"August|September|October|November|December)\s+\d{1,2},\s*\d{4}|\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b)", re.I)
# a row of a rule's figures set with leaders, its figure and unit at the end: "(1)  From a residence on another property
# ......... 1,320 feet" (a contents entry ends on a page, never on feet, days or gallons)
_MEASURE_ROW = re.compile(r"(?:\.\s?){4,}\s*\d[\d,]*(?:\.\d+)?\s*(?:feet|foot|ft\.?|miles?|yards?|inches|days?|months?|years?"
                          r"|hours?|gallons?|acres?|percent|%|cubic feet|animal units)\s*$", re.I)
# a contents line whose leaders reach the line's end without the page number, and the page number opening the next
_LEADER_END = re.compile(r"(?:\.\s?){4,}\s*$|…\s*$")
_PAGE_FIRST = re.compile(r"^(?:\d{1,3}[-:]\d{1,3}|\d{1,3})(?:\s|$)")
# a numbered table's caption ("TABLE 20.07 (2)  MINIMUM SEPARATION DISTANCES"; not "TABLE OF CONTENTS")
_TABLE_CAPTION = re.compile(r"^\W{0,3}(?:TABLE|Table)\s+[A-Z]?\d")


def _leader_table_rows(texts: Sequence[str]) -> set[int]:
    """Rows of a table set with dot leaders under its caption ("Public road right-of-way .......100"): the
    figures of the rule that cites the table, not contents entries. The rows run from the caption (past a
    few lines of heads) while each line is a leader row or a row's name wrapped before one."""
    out: set[int] = set()
    for i, t in enumerate(texts):
        if not _TABLE_CAPTION.match(t.strip()) or _DOT_LEADER.search(t.strip()):
            continue  # (a caption with its own leader and page is a contents entry: "Table 4-1  Minimum ... 3")
        before = next((texts[k].strip() for k in range(i - 1, -1, -1) if texts[k].strip()), "")
        if _DOT_LEADER.search(before):
            continue  # (and so is one between entries, its title wrapped before its leader: "Table 5-1 Design ..." ⏎
            # "Type ........ 5")
        heads = 0
        for j in range(i + 1, len(texts)):
            s = texts[j].strip()
            if not s:
                continue
            if _DOT_LEADER.search(s):
                out.add(j)
            elif out and j - 1 in out or (j + 1 < len(texts) and _DOT_LEADER.search(texts[j + 1].strip() or "x")):
                continue  # a row's name wrapped before its leader ("Property line, other than ... of the")
            elif heads < 4 and len(s) <= 90:
                heads += 1  # the table's column heads
            else:
                break
    return out


# (or a Sterling entry that lost its title's and chapter's numbers: "-3-3: Keeping Of Livestock", "<1: Purpose")
_GARBLED_ENTRY = re.compile(r"^.{0,30}?(?<![\w.])[.\-<~]\d{1,3}(?:[.\-]\d{1,3})*:?\s+[A-Z][a-z]")


def _between_entries(text: str, chain: list[list[numbering.Token]]) -> bool:
    """A title wrapped onto a line of its own ("application"), or the contents' own division heading
    between two entries ("SUBCHAPTER 5  ADMINISTRATION AND ENFORCEMENT"), however long its title."""
    s = text.strip()
    # (or the wrapped ends of two titles side by side in a contents set in two columns: "periods for
    # standards. existing facilities.": going on in lower case, no figure, no sentence, no duty)
    return not chain and (len(s) <= 40 or (len(s) <= 100 and numbering.read_heading(s) is not None) or (
        len(s) <= 64 and s[:1].islower() and not any(c.isdigit() for c in s) and not _has_sentence(s)
        and numbering.MODAL.search(s) is None) or (
        # (or an entry a scan garbled before its title: "-40.100 Notice of noncompliance", "CO CO & © .060 County
        # standards": a number that lost its start, then a title in capitals, and no sentence)
        len(s) <= 80 and _GARBLED_ENTRY.match(s) is not None and not _has_sentence(s) and numbering.MODAL.search(s) is None))


def _section_parts(chain: list[list[numbering.Token]]) -> tuple[int, ...] | None:
    tok = chain[0][0] if len(chain) == 1 else None
    return tok.parts if tok is not None and tok.kind == numbering.SECTION and len(tok.parts) > 1 else None


# the parts of a combined document a contents list names after its sections
_LISTED_PART_WORDS = ("part", *numbering.ATTACHMENT_WORDS)


def _listed_part(texts: Sequence[str], run: list[int]) -> int | None:
    """The line after a two-entry contents run that names a part of the document ("PART B  Conditional Use Permit
    No. CU-2021-07 (Brennick Valley Dairy LLC)"), a title and no sentence, printed nowhere else: the list's last
    entry, not the part's own head (which the body prints where the part begins), or None."""
    k = _next_nonblank(texts, run[-1])
    if k >= len(texts):
        return None
    s = texts[k].strip()
    head = numbering.read_heading(s)
    if head is None or head[0] not in _LISTED_PART_WORDS or len(s) > 120 or numbering.MODAL.search(s) or s.endswith("."):
        return None
    return k if sum(t.strip() == s for t in texts) == 1 else None


def _list_goes_on(texts: Sequence[str], chains: Chains, run: list[int]) -> list[int]:
    """The entries of a contents list on either side of the run found by repetition: a web copy of a code
    leaves some sections' headings out of the body ("§ 215-1 Authority." ⏎ "§ 215-2 Purpose and findings."
    are listed, then printed as bare text), so those entries never come back. Entries of the same chapter
    whose numbers run on in order belong to the list; after it, an entry must be followed by another
    entry or by a line that is no text ("[HISTORY: ...]"), for the body's first heading is followed by text."""
    # (a reserved entry, "§ 215-9 (Reserved)", has no number the outline reads: it is skipped)
    parts = [p for k in run if chains[k] and (p := _section_parts(chains[k])) is not None]
    if not parts or len(parts) < len([k for k in run if chains[k]]):
        return []
    chapter = parts[0][:-1]
    added: list[int] = []
    first, j = parts[0], _prev_entry(texts, run[0])
    while 0 <= j < run[0] and chains[j] and _heading_only(texts[j].strip(), chains[j]):
        p = _section_parts(chains[j])
        if p is None or p[:-1] != chapter or p >= first:
            break
        added.append(j)
        first, j = p, _prev_entry(texts, j)
    last, j = parts[-1], _next_nonblank(texts, run[-1])
    while j < len(texts) and chains[j] and _heading_only(texts[j].strip(), chains[j]):
        p = _section_parts(chains[j])
        if p is None or p[:-1] != chapter or p <= last:
            break
        k = _next_nonblank(texts, j)
        nxt = texts[k].strip() if k < len(texts) else ""
        following = _section_parts(chains[k]) if k < len(texts) and chains[k] else None
        if not (following is not None and following > p and _heading_only(nxt, chains[k])) and not (
                nxt[:1] in "[(*" or (nxt.isupper() and not chains[k]) or not nxt):
            break
        added.append(j)
        last, j = p, k
    return added


def _prev_entry(texts: Sequence[str], i: int) -> int:
    """The line before `i` that may hold a contents entry: no blank, and no "* * *" of entries left out ("7.03 ..."
    ⏎ "* * *" ⏎ "7.10 ..."); -1 at the start."""
    j = _prev_nonblank(texts, i) if i > 0 else -1
    while j >= 0 and _OMITTED_ENTRIES.fullmatch(texts[j].strip()):
        j = _prev_nonblank(texts, j) if j > 0 else -1
    return j


def _next_nonblank(texts: Sequence[str], i: int) -> int:
    j = i + 1
    while j < len(texts) and not texts[j].strip():
        j += 1
    return j


def _next_seen(run: list[int], keys: Sequence[tuple[str, str] | None]) -> dict[tuple[str, str], int]:
    """Where each entry of a run comes back next (not last): a table of renumbered sections at the
    end of a code repeats every number line after line, and must not make the contents look repeated."""
    wanted = {keys[k] for k in run if keys[k] is not None}
    out: dict[tuple[str, str], int] = {}
    start = max(run) + 1 if run else 0
    for i in range(start, len(keys)):
        k = keys[i]
        if k in wanted and k not in out:
            out[k] = i  # type: ignore[index]
    for k in run:
        key = keys[k]
        if key is not None and key not in out:
            out[key] = k
    return out


def _repeated_list(
    run: list[int],
    keys: Sequence[tuple[str, str] | None],
    last_seen: dict[tuple[str, str], int],
    leaders: set[int],
) -> bool:
    """A list printed twice ("(a) Dairy cattle ..." in two sections) is not a TOC: a TOC's entries
    come back as headings with text between them, a repeated list comes back line after line."""
    if any(k in leaders for k in run):
        return False
    later = [last_seen[keys[k]] for k in run if keys[k] is not None]  # type: ignore[index]
    pairs = list(zip(later, later[1:], strict=False))
    adjacent = sum(1 for a, b in pairs if b == a + 1)
    return bool(pairs) and adjacent * 2 > len(pairs)


def _prev_nonblank(texts: Sequence[str], i: int) -> int:
    j = i - 1
    while j > 0 and not texts[j].strip():
        j -= 1
    return max(j, 0)


_MODAL = re.compile(r"\b(?:shall|must|no\s+person)\b", re.IGNORECASE)
_LEAD_PUNCT = re.compile(r"^[\s.:\-–—]+")


def _heading_only(s: str, chain: list[list[numbering.Token]]) -> bool:
    """A TOC entry is a number and a title ("Sec. 15.01. - Authority and title.", "9.02 Storage
    standards ..... 9-1"), never a rule: short, no sentence of text, no "shall"."""
    if len(s) > 120:  # (a long caption: "Sec. 16-4.302. - Conditional use standards; livestock facilities of 500 ...")
        return False
    # a contents set in two columns prints two entries on a line: "§ 145-1. Authority.   § 145-6. Shallow
    # soils over Silurian": the first entry is judged alone
    after = _SECOND_ENTRY.split(_after_number(s, chain), maxsplit=1)[0]
    question = after.rstrip().endswith("?") or (_QUESTION_OPEN.match(after) is not None and "." not in after)
    if question and len(after.split()) <= 16 and after.count("?") <= 1:
        # a plain-language code asks its captions: "26.08 How far must my facility be from wells?" (a narrow
        # column may wrap the question before its mark: "26.07 What must I do before I build a manure storage")
        return True
    if _MODAL.search(after) or len(after.split()) > 14:
        return False
    return not _has_sentence(after)


_QUESTION_OPEN = re.compile(r"^\W*(?:How|What|When|Where|Why|Who|Which|Do|Does|Can|May|Must|Is|Are|Will|Should)\b")
_SECOND_ENTRY = re.compile(r"\s(?=(?:§|Sec\.|SEC\.)\s*\d[\w.\-]*\.?\s+[A-Z])")


def _has_sentence(s: str) -> bool:
    """More than a caption: a sentence of text follows the heading ("TITLE. This ordinance ...")."""
    return _SENTENCE.search(s) is not None


def _after_number(s: str, chain: list[list[numbering.Token]]) -> str:
    if chain:
        return s[chain[-1][0].end :]
    head = numbering.read_heading(s)
    return head[2] if head else s


def _entry_key(text: str, chain: list[list[numbering.Token]]) -> tuple[str, str] | None:
    s = text.strip()
    if not chain and _BARE_DECIMAL.match(s):
        # a section number printed alone on its line, its caption on the next ("4.01" ⏎ "AUTHORITY AND PURPOSE"):
        # the body's heading that a contents entry "4.01  AUTHORITY AND PURPOSE" comes back as
        return (s.rstrip(".").lower(), "")
    if not chain and s[:1] not in "ACDPSacdps":
        return None
    head = numbering.read_heading(s) if not chain else None
    if head is not None:
        word, num, rest = head
        first = _NON_LOWER.sub("", (rest.split() or [""])[0].lower())
        return (f"{word} {num}".lower(), first)
    if not chain:
        return None
    end = chain[-1][0].end
    rest = _LEAD_PUNCT.sub("", s[end:])  # "Sec. 15.01. - Authority and title."
    first = _NON_LOWER.sub("", (rest.split() or [""])[0].lower())
    number = "".join(r[0].piece for r in chain).lower().replace(" ", "").rstrip(".")
    number = _SECTION_WORD.sub("", number)
    if (
        len(chain) == 1
        and chain[0][0].kind == numbering.SECTION
        and (chain[0][0].strong or len(chain[0][0].parts) > 1)
    ):
        # a section number is unique in a chapter: it identifies the entry even when the body
        # prints the caption differently, or on the next line ("§ 250-7." / "Standards.")
        return (number, "")
    if not first or first in _ARTICLES:
        # "(a) A residence ..." and "(a) A private well ..." in two lists share nothing but their
        # number and an article: a contents entry's title opens with its subject
        return None
    return (number, first)


_ARTICLES = frozenset({"a", "an", "the", "any", "each", "every", "all", "no"})
# a decimal section number alone on its line ("4.01", "12.05."): no page number has a point between two figures
_BARE_DECIMAL = re.compile(r"^\d{1,3}\.\d{1,3}[A-Za-z]?\.?$")


def closing_line(text: str) -> bool:
    """Does this line open a signature, attestation, publication, recital or note block?"""
    return "/s/" in text or _CLOSING.match(text.strip()) is not None


_RECITAL = re.compile(r"^(?:whereas\b|now,?\s+therefore\b)", re.IGNORECASE)


def recital_line(text: str) -> bool:
    """Does this line open a recital ("WHEREAS, ...", "NOW, THEREFORE, ...")?"""
    return _RECITAL.match(text.strip()) is not None
