"""Segmentation: cleaned lines become the numbered provisions a reviewer would cite.

DNR approves or denies an ordinance "or portion thereof" (NR 151.096(2)(b)) and the local unit must
"identify the provisions" it submits (sub. (2)(a)2.), so review works at the level the ordinance
itself numbers: one provision per smallest numbered unit, labeled with the ordinance's own
citation (`14.45(3)(c)1.`, `§ 12-4 B.(2)(a)`, `III. B. 2.`, `Section 4.3.1`, `(6) (b) 1. a.`).

One pass over the lines, keeping the stack of open units:
- a line opens a unit only when its number is a plausible next unit (`numbering`), the previous
  line does not run on into it ("... granted by ss." / "59.02, 59.03"), and it is not furniture;
- other lines continue the open unit (across page breaks), or belong to the front matter or to
  closing furniture (`furniture`);
- bracketed history notes are cut out of the text and parsed (`history`); a note on a heading
  applies to everything under it, so each provision carries its ancestors' notes too.
Linear in the number of lines.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from ordinance_review import footnotes, row_tables
from ordinance_review.models import DocumentInfo, HistoryEntry, IngestedDocument, Line, Provision
from ordinance_review.segment import (
    amending,
    checks,
    furniture,
    history,
    linebreaks,
    markup,
    numbering,
    tables,
    titleblock,
)
from ordinance_review.segment.captions import (
    CAPS_CAPTION,
    MIXED_CAPTION,
    VERBISH,
    caption,
    line_caption,
    opens_with_caption,
)
from ordinance_review.segment.linebreaks import Geometry
from ordinance_review.segment.numbering import Level, Token

# a line that is itself a history or source note ends its unit: "(Ord. 2021-4, passed 11-16-2021) Penalty, see § 91.99"
_SOURCE_NOTE_LINE = re.compile(
    r"^[\[(]\s*(?:Source\s*:\s*)?(?:Ord(?:inance)?\b|Code\b|Amended|Added|Created|Am\.|Cr\.|Rep\.)", re.I
)
# a source note standing on its own line after a section's last subsection: Municode and American
# Legal print "(Ord. No. 2011-07, § 1, 6-14-2011; ...)" once per section, and it dates the whole
# section; so does a statutes-style "History: Cr. Ord. 96-1, 3-5-1996; am. ..." paragraph
_SECTION_NOTE_LINE = re.compile(
    # "('96 Code, § 14.07) (Ord. 96-9, passed 6-11-96; ...)": American Legal's former-code reference first
    r"^(?:\(\s*(?:Source\s*:\s*)?(?:Ord(?:inance)?\.?(?:\s|$)|Code\s+\d{4}|(?:['\u2019]\d{2}|\d{4}|Prior|Former)\s+Code\b|Derived\b|['\u2019]\d{2}$)"
    r"|(?:History|Source)\s*:\s*(?!Adopted\b))",  # "Source: Ord. 99-07, passed 11-8-1999; Am. Ord. 2012-03, ..."
    re.I,
)
# Municode's notes that point elsewhere: "Cross reference: Floodplain zoning, see ch. 18.", "State law
# reference: Livestock facility siting, Wis. Stats. § 93.90."
# the label of such a note, starred or hyphenated alike: "*Cross reference—", "Cross-reference:", "Statutory reference:"
_REFERENCE_LABEL = r"(?:Cross|State\s+law|Statutory|Charter)[\s-]+references?"
_TRAILING_REFERENCE = re.compile(
    r"(?<=[.;)])\s+\*{0,3}(?:" + _REFERENCE_LABEL + r"\s*[:\u2014\u2013]\s*|references?\s*[:\u2014\u2013]\s).*$", re.I | re.S)
# a section's pointer to the penalty section, printed as its last line: "Penalty: See s. 22.14.", "Penalty, see § 93.99"
# (a reference, like the cross-reference under it, no text of the unit)
_TRAILING_PENALTY = re.compile(r"(?<=[.;)])\s+Penalty\s*[:,.\u2014\u2013-]\s*[Ss]ee\s+(?:§§?|ss?\.|[Ss]ec(?:tion|s?\.)|[Cc]h(?:apter|\.))\s*"
                               r"\d[\w.\-]*(?:\s?\(\w{1,4}\))*\.?\s*$")
# (the note's line may break inside the label: "... 5-15-2001) State law" ⏎ "reference— Design standard ...")
_REFERENCE_AFTER_NOTE = re.compile(
    r"\)\s*(?:Cross|State\s+law|Charter)(?:\s+references?(?:\s*[:\u2014\u2013-].*)?)?$", re.I)
_LABEL_AT_END = re.compile(r"(?:Cross|State\s+law|Charter)(?:\s+references?\s*[:\u2014\u2013-]?)?\s*$", re.I)
_NOTE_LABEL_ONLY = re.compile(r"(?:history|(?:cross|state\s+law|statutory|charter)\s+references?)\s*[:\u2014\u2013-]?", re.I)
_REFERENCE_NOTE_LINE = re.compile(r"^\*{0,3}\s*" + _REFERENCE_LABEL + r"\s*[:\u2014\u2013-]", re.I)
# an entry of a reference note's list, one subject to a line: "Closure of idle storage after 24 months, see Wis.
# Adm. Code § NR 151.05(3)" (American Legal prints them under "Statutory reference:")
_SEE_ENTRY = re.compile(r"^[A-Z][\w'\u2019 ,()\-]{2,90},\s+see\s+(?:Wis\.|W\.S\.A\.|§|ss?\.|chs?\.|sec(?:tion)?s?\b|title|chapter|art)",
                        re.I)
# (its line may break before the citation, "... area, see" ⏎ "§ 15.28.030": the note's last line ends on "see", and
# the entry is whole once the citation follows)
_SEE_AT_END = re.compile(r"\bsee(?:\s+also)?\s*$", re.I)
_SEE_CITED = re.compile(r",\s+see\s+(?:also\s+)?(?:§+|secs?\.|sections?|chs?\.|chapter|title|art\.|article)\s*[\w.\-()]+\.?\s*$", re.I)
# capitals, then a parenthesized note on the same line: the rest of a broken caption and its section's history note
# ("ADOPTED BY REFERENCE (Cr. 6/12/2007)"), when the note dates something (`_paren_note`)
_CAPITALS_THEN_PAREN = re.compile(r"^([A-Z][A-Z0-9 ,;&'\-]*[A-Z])\s+(\(.*\))$")
# a note printed under a section that tells its history in sentences: "Editor's note: Subsection (a)
# was amended by Ord. No. 2009-2 ...", "Note: Subsections (3) and (5) of this Section were amended by
# Ordinance 2006-2, which ...", "History note: Section 7 was repealed and recreated in its entirety ..."
_NOTE_LEAD = re.compile(
    r"^(?:(?:code\s+)?(?:editor|codifier|reviser|revisor|clerk|history|amendment|legislative\s+history)(?:['\u2019]?s)?\s+)?"
    r"note(?:\s*\(\d{4}\))?\s*[:.\-\u2013\u2014]\s*",
    re.I,
)
_HISTORY_VERB = re.compile(
    r"\b(?:was|were|has\s+been|have\s+been)\s+(?:amended|added|created|repealed|renumbered|re-?enacted|revised|re-?created)\b",
    re.I,
)
_PENALTY_SEE = re.compile(r"^Penalty,?\s+see\b[^.]{0,20}(?:§+\s*)?[\d.\-]*\.?\s*$", re.I)
_PENALTY_SEE_OPEN = re.compile(r"Penalty,?(?:\s+see(?:\s+§+)?)?\s*$", re.I)  # "... 11-11-2013) Penalty," ⏎ "see § 94.99"
_PENALTY_SEE_END = re.compile(r"\)\s*Penalty,?\s+see\s+§+\s*[\d.\-]+\.?$")  # a wrapped source note's end
# how long a section source note may run on over lines: a length, not a count of lines, so that a
# narrow column (four lines) reads the same note as a full-width page (two)
_NOTE_MAX_CHARS = 600
_EMPTY_UNIT = re.compile(
    r"^[\[(]?\s*(?:reserved|repealed)?\b[^A-Za-z]*$"
    # "(1) through (5)  [Not reproduced in this excerpt.]": the units an excerpt leaves out
    r"|^\[\s*(?:not\s+(?:reproduced|printed|included|shown)|omitted)\b[^\]]{0,80}\][^A-Za-z]*$"
    # "§ 240-15. (Reserved)" ⏎ "[1] Editor's Note: Former § 240-15 ... was repealed ...": the note says what
    # the place once held; the section itself has no text
    r"|^[\[(]\s*(?:reserved|repealed)\s*[\])]\.?\s+(?:\[\d{1,2}\]\s*)?editor['’]?s\s+note\b",
    re.IGNORECASE,
)
_HISTORY_OPEN = re.compile(r"^History\s*:\s*(?:Cr|Am|Rn|Rep|Created|Amended)\b", re.I)  # ("History: cr. Ord. 2012-06": either case)

_HISTORY_LINE = re.compile(r"^History\s*:\s*(?!Adopted\b)", re.I)  # a statutes-style history paragraph
_DESIGNATOR_END = re.compile(r"\b(?:Section|Sec\.|Subsection|Sub\.|Part|Article|Appendix)\s+[A-Z\d][\w\-]*\.?$")
_CITED_SECTION_END = re.compile(r"\b(?:ss?\.|§§?|secs?\.|sections?)\s*(?:nr |atcp )?\d+\.\d+\s*$", re.IGNORECASE)
_CITATION_GOES_ON = re.compile(r"\s*(?:\(\w{1,4}\)\s*)*(?:,\s*)?(?:wis\.|stats?\.|wisconsin statutes|adm\. code)", re.IGNORECASE)
_CITED_SUBUNIT_END = re.compile(r"\b(?:subs?|pars?|subds?|ss?)\.\s*(?:\d[\w.\-]*\s*)?(?:\(\w{1,4}\)\s*)+$")
_STATUTES_END = re.compile(r"\bStat(?:s|utes)?\.?$")
# the statute's number already cited before its book: "... warrant issued under § 66.0119, Wis. Stats.", or a list
# of them ("... granted by §§ 59.02, 59.03, 92.15 and 92.16, Wis. Stats.")
_STATUTE_NUMBER = r"\d[\d.]*\d(?:\s*\(\w{1,4}\))*"
_NUMBER_THEN_STATUTES = re.compile(
    rf"(?:§§?|\bss?\.)\s*{_STATUTE_NUMBER}(?:\s*(?:,|,?\s*and|,?\s*or)\s*{_STATUTE_NUMBER})*,?\s*Wis(?:consin)?\.?\s*Stat(?:s|utes)?\.?$")
# a closing line that signs or certifies the ordinance ("ATTEST:", "CERTIFICATE OF POSTING", "I, ... certify that")
_ATTESTED = re.compile(r"certif|\battest|_{4,}|/s/", re.I)
# (or on a verb whose object is the unit it changed: "... recreated Sections IV. C. and VII. B., amended" ⏎ "Section IV.
# E. 2. and Section V. B., created ...")
_ENDS_ON_PREPOSITION = re.compile(r"\b(?:in|under|of|by|see|to|with|per|and|or|as|than|from|for"
                                  r"|amended|created|recreated|repealed|renumbered|revised)\s*$")
_CAPTION_THEN_SENTENCE = re.compile(r"[.:]\s+[A-Z][a-z]+\s+[a-z]")
# the heading of one permit's or license's conditions in a combined document
_PERMIT_HEAD = re.compile(
    r"\b(?:CONDITIONS?\s+OF\s+(?:APPROVAL|(?:THE\s+)?(?:PERMIT|LICENSE))|(?:USE\s+)?PERMIT\s+(?:NO\.|NUMBER|#)"
    r"|LICENSE\s+(?:NO\.|NUMBER|#)|SITE[-\s]SPECIFIC\s+CONDITIONS|(?:PERMIT|LICENSE)\s+CONDITIONS"
    # one applicant's decision: "DECISION AND CONDITIONAL USE PERMIT", "CUP No. 2023-07"
    # (a narrow column may break it: "COMMITTEE DECISION AND CONDITIONAL" ⏎ "USE PERMIT")
    r"|DECISION\s+AND\s+(?:(?:CONDITIONAL\s+USE\s+)?(?:PERMIT|LICENSE)|CONDITIONAL(?:\s+USE)?\s*$)|\bCUP\s+(?:NO\.|#))",
    re.IGNORECASE,
)
# the conditions the ordinance itself sets for every permit ("ARTICLE 3 - STANDARD PERMIT CONDITIONS"):
# codified conditions, judged on the merits (RUBRIC rule 17), not one issued permit's
_CODIFIED_CONDITIONS_HEAD = re.compile(
    r"\b(?:STANDARD|GENERAL|MINIMUM|REQUIRED|UNIFORM|COMMON)\s+(?:PERMIT\s+|LICENSE\s+)?CONDITIONS\b", re.IGNORECASE
)

# a part of one permit's conditions that restates the conditions the ordinance sets for every permit ("PART A --
# STANDARD CONDITIONS (Zoning Ordinance Sec. 9.22(6))"); a permit's own "PART A - GENERAL CONDITIONS" are its own
# unless the head cites the ordinance for them
_ORDINANCE_CONDITIONS_PART = re.compile(
    r"\b(?:STANDARD|MINIMUM|REQUIRED|UNIFORM|COMMON)\s+(?:PERMIT\s+|LICENSE\s+)?CONDITIONS\b"
    r"|\bGENERAL\s+(?:PERMIT\s+|LICENSE\s+)?CONDITIONS\b.{0,40}(?:\bSec\.|\bSection\b|§|\bOrdinance\b|\bCode\b)",
    re.IGNORECASE,
)


_FINDINGS_END = re.compile(r"^\s*(?:DECISION|ORDER|IT IS (?:HEREBY )?ORDERED|CONDITIONS\b|[A-Z][A-Z ,&'-]{3,60}$)")
_FINDINGS_HEAD = re.compile(r"^\s*FINDINGS(?:\s+OF\s+FACTS?|\s+AND\s+CONCLUSIONS)?\s*:?\s*$")


def _permit_head(text: str) -> bool:
    """`_PERMIT_HEAD` found in `text`. Each of its forms holds "permit", "license" or "condition":
    in ASCII text (where ignoring case is lowering it) a line without them is settled unsearched."""
    if text.isascii():
        low = text.lower()
        if "permit" not in low and "license" not in low and "condition" not in low:
            return False
    return _PERMIT_HEAD.search(text) is not None and _CODIFIED_CONDITIONS_HEAD.search(text) is None


# a permit named by its number: "Manure Storage Permit No. 2019-014", "LICENSE # 7"
_ONE_PERMIT = re.compile(r"\b(?:PERMIT|LICENSE)\s+(?:NO\.|NUMBER|#)\s*[\w-]*\d", re.IGNORECASE)
# a title naming the one operation a permit was issued to: "... for the Hilltop Dairy storage permit", "... issued to
# Ridgeview Farms LLC"
_ONE_OPERATION = re.compile(
    r"\b(?:issued|granted)\s+to\s+[A-Z]"
    r"|\b(?:for|of)\s+(?:the\s+)?(?:[A-Z][\w'’&.-]*\s+){1,4}(?:Dairy|Farms?|Ranch|Feedlot|Family|LLC|Inc\b|Ltd\b|Partnership|Cattle|Hog|Poultry|Pork|Beef|Acres|Holsteins?)\b"
)
_UNCODIFIED = re.compile(
    r"\b(?:is|are)\s+not\s+(?:adopted|codified|enacted)\b|\bnot\s+(?:a\s+)?part\s+of\s+(?:this|the)\s+(?:ordinance|code|chapter)\b"
    r"|\buncodified\b|\bnot\s+(?:been\s+)?(?:adopted|codified)\s+(?:as\s+part\s+of|into|in)\b|\bfor\s+reference\s+only\b",
    re.IGNORECASE,
)
# a note under an attachment's title that makes its conditions the ordinance's: "Adopted by reference in Section 8",
# "standard conditions of every license", "made a part of this ordinance"
_ADOPTED_CONDITIONS = re.compile(
    r"\badopted\s+(?:by\s+reference|as\s+(?:a\s+)?part\s+of)\b|\bstandard\s+conditions\s+of\s+(?:every|each|all)\b"
    r"|\bmade\s+(?:a\s+)?part\s+of\s+(?:this|the)\s+(?:ordinance|code|chapter)\b"
    r"|\b(?:every|each|all)\s+(?:permits?|licenses?)\s+(?:shall|must)\s+(?:contain|include|carry)\b",
    re.IGNORECASE,
)
# a typed amendment slip's head, naming the unit it changes: "AMENDED 5/10/2005 -- Ord. No. 2005-1 -- Sec. 2.3 is
# amended to read:", "AMENDED 8/13/2012 -- Ord. No. 2012-4 -- Sec. 5.4 repealed and recreated to read:"
_SLIP_HEAD = re.compile(
    r"(?P<verb>AMENDED|ADDED|CREATED|REPEALED AND RECREATED)\s+(?P<date>\d{1,2}/\d{1,2}/\d{2}(?:\d{2})?)\s*--\s*"
    r"(?:Ord(?:inance)?\.?\s*(?:No\.?\s*)?[\w-]+\s*--\s*)?(?:Secs?\.?|Sections?|§§?)\s*"
    r"(?P<unit>\d[\w.]*(?:\([\w]{1,4}\))*(?:\s*(?:,|and|to|through)\s*\d[\w.]*(?:\([\w]{1,4}\))*)*)"
    r"[^:]{0,80}:")


def _slip_units(listed: str) -> list[str]:
    """ "5.8 and 5.9", "6.4 to 6.6", "2.3": each unit a slip names (a range of decimal units counted through)."""
    out: list[str] = []
    for part in re.split(r"\s*(?:,|\band\b)\s*", listed):
        ends = re.split(r"\s*\b(?:to|through)\b\s*", part)
        first, last = ends[0], ends[-1]
        a, b = re.fullmatch(r"(\d+)\.(\d+)", first), re.fullmatch(r"(\d+)\.(\d+)", last)
        if len(ends) == 2 and a and b and a.group(1) == b.group(1) and int(b.group(2)) - int(a.group(2)) < 30:
            out += [f"{a.group(1)}.{n}" for n in range(int(a.group(2)), int(b.group(2)) + 1)]
        else:
            out += [e for e in ends if e]
    return out
# a front's note that the copy leaves units out ("Sections not reproduced are omitted.", "Excerpt from Chapter 17")
_EXCERPT_NOTE = re.compile(r"\b(?:not\s+(?:reproduced|printed|included)\b[^.]{0,40}\b(?:are|is)\s+omitted|(?:are|is)\s+omitted\b"
                           r"|\bexcerpts?\b)", re.IGNORECASE)
# a definitions list's entry opening on its quoted term: '(21) "Substantially altered" means ...'
_DEFINITION_ENTRY = re.compile(r"^\s*(?:\(\w{1,4}\)|\w{1,4}\.)?\s*[\"\u201c][^\"\u201d]{2,60}[\"\u201d]\s*(?:,|\([^()]{1,30}\))?\s*"
                               r"(?:means|shall mean|includes|is defined as|has the meaning)\b")
# the mark of units an excerpt leaves out: "* * *" (ingestion keeps it, `ingest.layout._OMITTED`; a row of dots is a
# leader or a rule, never this mark)
_OMISSION = re.compile(r"\*\s*\*\s*\*")
_EFFECTIVE_CAPTION = re.compile(r"\beffective\b|\badoption\b|\benact", re.I)
_SENTENCE_BREAK = re.compile(r"(?<=[.;])\s+(?=[A-Z\"“])")
_LEAD_IN_END = re.compile(r"(?::|\bfollowing|\bas\s+follows|—|–|-)\s*$", re.IGNORECASE)



def _same_number(a: Token, b: Token) -> bool:
    """Do two tokens print the same unit number ("5.3" and "5.3", "(1)" and "(1)")?"""
    if a.kind != b.kind:
        return False
    if a.kind == numbering.SECTION:
        return a.parts == b.parts and a.sep == b.sep
    return a.ordinal == b.ordinal and a.suffix == b.suffix


def _first_child_run(parent: Token, chain: list[list[Token]], kinds: set[str]) -> list[Token]:
    """The run-in numbers that each open the previous one's first child ("(3)(a)1." on one line).

    `chain` holds the readings of each following number; a kind already open above (in `kinds`)
    cannot repeat, except section numbers. `kinds` grows with the tokens taken.
    """
    run: list[Token] = []
    for readings in chain:
        nxt = next(
            (
                t
                for t in readings
                if (t.kind not in kinds or t.kind == numbering.SECTION) and numbering.is_first_child(parent, t)
            ),
            None,
        )
        if nxt is None:
            break
        run.append(nxt)
        kinds.add(nxt.kind)
        parent = nxt
    return run

@dataclass
class _Unit:
    token: Token
    path: list[Token]
    label: str
    parent: _Unit | None
    first: Line
    lines: list[Line] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)
    children: int = 0
    text: str = ""
    caption: str = ""
    notes: list[HistoryEntry] = field(default_factory=list)
    context: str = ""  # an unnumbered heading or article caption over this unit
    heading_notes: list[str] = field(default_factory=list)  # notes printed under that heading
    first_rest: str = ""  # what followed the number on its own line ("TITLE/PURPOSE")
    lead: str | None = None  # "(3) CLOSURE. ...": this unit as its children's lead-in (cached)
    section_notes: list[str] = field(default_factory=list)  # source notes printed after the section
    table_row: bool = False  # a numbered row of a table the parent prints (`_split_row_tables`)
    instrument: str = "ordinance"  # "permit_conditions": a condition of one individual permit
    part: str | None = None  # "PART B. CONDITIONAL USE PERMIT NO. 2019-4"
    inserted: bool = False  # its text follows "... is repealed and recreated to read as follows:" (an amendment)
    editor_notes: list[str] = field(default_factory=list)  # "Note: Subsection (a) was amended by Ord. ..."
    footnotes: list[str] = field(default_factory=list)  # notes at the page's foot that its number marks
    preamble: str = ""  # an appendix's own sentence over its numbered rows: "No facility shall be closer ... below."
    # every line an appendix prints above its first item ("Provisions of Ordinance No. 89-6, adopted April 11, 1989,
    # continued in force ... Reprinted without change"): what the appendix is
    attachment_head: str = ""
    article: tuple[str, str] | None = None  # the article or part it is printed in: ("Article", "V")


_SPACES = re.compile(r"\s+")
# an attachment's heading in capitals: "EXHIBIT A.  LOCAL STANDARDS CHECKLIST", "APPENDIX 2 -- FEES"
_ATTACHMENT_CAPS = re.compile(r"^(?:EXHIBIT|APPENDIX|ATTACHMENT|SCHEDULE)\s+(?:[A-Z]|\d{1,2})\b\.?\s*(?:$|[-:\u2013\u2014]|[A-Z]{2})")
# the first line of an article's own text: a sentence opening in capitals ("The Town Board ...", "For this
# ordinance ...", "\"Manure\" means ..."), not a note, a rule or a page line
# ("Feedlots and Barnyard Runoff" under "ARTICLE IV" is its caption: a sentence has words in lower case)
_ARTICLE_PROSE = re.compile(r"^[\"“]?[A-Z][a-z]+(?:\s+[\w\"“”,'’()-]+){3,}")
_LOWER_WORD = re.compile(r"(?<![\w'’])[a-z]{2,}\b")
# a typed table: its caption alone on a line, its rows ending in two or more cells, its notes by marker
_TABLE_CAPTION = re.compile(r"^(?:TABLE|Table)\s+[0-9A-Z][\w.\-]*\s*(?:[.:\-–—]\s*[^.]{0,80})?$")
# (a figure's commas are inside it: "August 20, 2019," at a wrapped line's end is a date in a sentence, no two cells)
_TABLE_CELLS = re.compile(r"(?:\s(?:\d(?:[\d,]*\d)?(?:\.\d+)?%?|--|—|–|n/?a|N/?A|none|None|\(\d{1,2}\)|\*{1,3}|_{2,})){2,}\s*$")
# two figure cells side by side inside a row ("  1,000 ft  500 ft  "), with or without their unit, or a row's one
# distance cell at its end ("Private water supply well   250 feet"), or the legend's marks of a table of uses, one
# per column ("(b) Bulk storage of petroleum products   X   C": "X" prohibited, "C" conditional, "P" permitted)
_ROW_CELLS = re.compile(r"\s\d[\d,]*(?:\.\d+)?\s?(?:ft|feet|%)?\.?\s+\d[\d,]*(?:\.\d+)?\s?(?:ft|feet|%)?\.?\s"
                        r"|\s\d[\d,]*\s?(?:ft|feet)\.?\s*$|(?:\s(?:[XCP]|--?|\u2014|\u2013)){2,}\s*$")


# a row's one distance cell ending its line ("... any direction   500 ft")
_DISTANCE_CELL_END = re.compile(r"\s\d[\d,]*\s?(?:ft|feet)\.?\s*$")


def _row_cells(text: str) -> bool:
    return _ROW_CELLS.search(f"{text} ") is not None
_PAREN_MARK = re.compile(r"^\(\d{1,2}\)\s")  # a table's own numbered note, or a unit's number
# a row ending in two or more cells that print their unit ("Sec. 9.205(1)   5 feet   3 feet", the wrapped end of
# a row's name "61 days up to the limit in" over a citation): cells, whatever number opens the line
_UNIT_CELLS = re.compile(r"(?:\s\d[\d,]*(?:\.\d+)?\s?(?:feet|ft\.?|inches|in\.|days|months|years|%|percent)){2,}\s*$")
_TABLE_NOTE = re.compile(r"^(?:\(\d{1,2}\)|\*{1,3}|[a-z]\.)\s+(?:See|Note|Measured|Distances?|Applies)\b")
# eCode360's footnote: "1. Editor's Note: ..." printed under a rule at the foot of the page
_NOTE_OF = r"(?:Editor|Codifier|Reviser|Revisor)['’]s\s+"  # whose note it is
_FOOTNOTE = re.compile(r"^\d{1,2}\.\s+" + _NOTE_OF + r"Note\s*:")
# Municode's, marked by an asterisk: "*Editor's note—Article VII was enacted as ch. 7, ..."; it is a footnote
# between two halves of a sentence only where the text above runs on (elsewhere it is the article's note)
_STARRED_NOTE = re.compile(r"^\*{1,3}\s*" + _NOTE_OF + r"[Nn]ote\s*(?::|—|–|--)")
# Municode's unstarred note printed inside a section, between its text and its history line: "Editor's note—
# Ord. No. 2019-4, § 1, adopted May 21, 2019, amended subsection (b)." (the codifier's; it closes nothing)
_UNIT_NOTE = re.compile(r"^" + _NOTE_OF + r"[Nn]ote\s*(?:—|–|--)")
_FOOTNOTE_MAX_LINES = 12  # (a narrow column wraps a six-line note into twelve)
# a paragraph of prose that can be a section's whole text: a sentence with a verb, ended by a stop (not a
# reference line, "Building permits — See Ch. 110.", nor a note or a heading in capitals)
_PROSE_PARAGRAPH = re.compile(r"^(?![\[(])(?=[^\n]{60,})(?![^\n]*\bSee\s+(?:Ch|Chapter|§)\b)[A-Z][^\n]*\b(?:is|are|shall|may|finds?|adopts?|applies|intended|purpose)\b[^\n]*\.[\"\u201d]?$")
# a unit's own text that opens the list under it: "... the following:", "... as follows"
_LEADS_A_LIST = re.compile(r"(?:[:\u2014]|\bfollowing|\bas follows|\bincludes?|\bmeans)\W*$", re.I)
# A typeset hyphen, en dash or minus between digits (`numbering.TYPESET_DASH`) is the hyphen of "§ 180-5",
# "6-10-2008" or "Ord. No. 2008-3" as a typewriter prints it; the em dash stays, it separates ranges
# ("Secs. 14-64—14-80"), and so does an en dash between two hyphenated numbers.
_HYPHENATED_BEFORE = re.compile("\\d[-\u2010-\u2013\u2212]\\d+$")
_HYPHENATED_AFTER = re.compile("\\d+[-\u2010-\u2013\u2212]\\d")


def _hyphen(match: re.Match[str]) -> str:
    text, at = match.string, match.start()
    if (match.group() == "\u2013" and _HYPHENATED_BEFORE.search(text, 0, at)
            and _HYPHENATED_AFTER.match(text, at + 1)):
        return match.group()  # "14-64\u201314-80": a range of two section numbers
    return "-"


# the words of a heading: "TABLE OF AMENDMENTS", not the unit letters of a row of citations
# ("2007-12  6-12-2007  13.01(B), (E); 13.02(A)(2)"), which `str.isupper` also accepts
_WORD = re.compile(r"[A-Za-z]{2,}")
# a history note that has ended: on a stop after a year, a date or a word, not after the abbreviation of a verb or
# of "Ordinance" whose units or number wrap onto the next line ("... am. (C) (2), cr." ⏎ "(E) Ord. 04-22, 2004")
_NOTE_FINISHED = re.compile(r"(?<!\bcr)(?<!\bam)(?<!\br)(?<!\brecr)(?<!\brenum)(?<!\brn)(?<!\bord)(?<!\bno)\.\s*$", re.I)
_BARE_SECTION_LINE = re.compile(r"\d{1,3}(?:[.-]\d{1,3}){1,2}[A-Z]?\.?")  # "3.05", "14-7", "5.3A." alone on a line
_CITATION_END = re.compile(r"(?:\d[\w.\-]*|\(\w{1,4}\))(?:\(\w{1,4}\))*[;,]$")  # "... (G); 14.03;"
_LEADING_DASH = re.compile(r"^[-–—|]+\s+")  # "Sec. 14-31. - Purpose.", a table row's "(1) | Manure ..."


# an amending ordinance quotes the section it creates: '"§ 6.12.060 MANURE STORAGE.' opens that section
# "The Town Board ... does ordain as follows:": the ordinance's own enacting clause, not an amendment's
_ENACTING = re.compile(r"\b(?:ordain|enact)s?\b[^.:]{0,40}\bas\s+follows\s*:\s*$", re.I)
# ... and any enacting clause, wrapped short of "as follows" too: "... Lanford County, Wisconsin, does ordain"
_NOW_THEREFORE = re.compile(r"^\s*NOW,?\s+THEREFORE\b", re.I)
# a note that disowns the table under it: "(... This summary is not part of the ordinance and does not control its
# interpretation.)" over a table of the sections that differ from the state's (not a note on headings or notes)
_NOT_LAW_NOTE = re.compile(r"\b(?:summary|table|chart)\b[^()]{0,120}?\b(?:is|are) not (?:a )?part of (?:this|the) "
                           r"(?:ordinance|chapter|code)\b", re.I)
_RULE_LINE = re.compile(r"[\s+\-=_|]+")  # a table's ruled border: "+------+------+", "----|----"
_ORDAINS = re.compile(r"\bdo(?:es)?\s+ordain\b|\bbe\s+it\s+ordained\b", re.I)
_READS_AS = re.compile(r"\bto\s+read(?:\s+as\s+follows)?\s*:\s*$|\bas\s+follows\s*:\s*$", re.I)
_QUOTED_SECTION = re.compile(r'^["\u201c\u2018\']\s*(?=§|Sec(?:tion)?\.?\s+\d|SEC(?:TION)?\.?\s+\d)')


def _norm(text: str) -> str:
    text = text.strip()
    if "  " in text or "\t" in text or "\u00a0" in text or "\n" in text:
        text = _SPACES.sub(" ", text.replace("\u00a0", " "))
    if numbering.TYPESET_DASH.search(text):
        text = numbering.TYPESET_DASH.sub(_hyphen, text)
    if text[:1] == "|" and text[-1:] == "|" and len(text) > 2:
        text = text[1:-1].strip()  # "| Note: Section 92.16 ... |": the sides of a box drawn in characters
    if text[:1] == "§":
        text = _JAMMED_CAPTION.sub(r"\1 ", text)
    if text[:1] in _STRAY_MARKS:
        text = _STRAY_LEAD.sub("", text)  # "~(3) No waste ...": a speck a scan's OCR read before the number
    return _QUOTED_SECTION.sub("", _RULE_BEFORE.sub("", text))


# a row of a table set with dot leaders, ending at its figure and unit, maybe with the row's own history note:
# "(d) The ordinary high water mark of a stream ..... 750 feet [Am. Ord. 2023-02]" (the leader runs to the figure,
# so the line ends the row; nothing of it wraps onto the next line)
_LEADER_ROW_END = re.compile(r"(?:\.\s?){4,}\s*[\d,]+(?:\.\d+)?(?:\s*(?:feet|foot|ft\.?|yards?|miles?|days?|months?|years?|"
                             r"percent|%|inches|in\.|acres?|tons?|gallons?|cubic feet|animal units?))?"
                             r"(?:\s*(?:\[[^\[\]]{1,80}\]|\([^()]{1,80}\)))?\s*$", re.I)
# a table row's last cells are figures: "... a permit   10   $500", "... in a WQMA  30  60"
_FIGURE_ROW_END = re.compile(r"(?:\s(?:\$\s?)?\d[\d,]*(?:\.\d+)?%?){2}\s*$")
# a row of column heads, each set apart from the next by a typed table's gap: "No.   Standard   State rule   County requirement"
_HEAD_CELLS_ROW = re.compile(r"[A-Z][\w.'’/()-]*(?: [\w.'’/()-]+){0,3}(?: {3,}[A-Z][\w.'’/()-]*(?: [\w.'’/()-]+){0,3}){2,7}")
_STRAY_MARKS = frozenset("~»«¬^`;,'")
# (a comma, semicolon or tick a scan read before an enumerator is a speck too: "; (b) The operator shall ...")
_STRAY_LEAD = re.compile(r"^(?:[~»«¬^`]+\s*|[;,']\s+(?=(?:\(\w{1,4}\)|\d{1,3}\.[\dlIO]{1,3})\s))")


# a web page printed from a browser runs a section's number into its caption: "§ 118-15Care of premises."
_JAMMED_CAPTION = re.compile(r"^(§\s*\d{1,4}(?:[.\-]\d{1,4})+)(?=[A-Z][a-z]{2})")


# "- - - - FISCAL NOTE: ...": a rule drawn in characters that a narrow column ran into the next line
_RULE_BEFORE = re.compile(r"^(?:[-_=*~]\s?){4,}\s*(?=[A-Za-z(])")


# front matter that introduces numbered findings: "FINDINGS" over them, or "The Town Board ..., having held a
# public hearing on March 26, 2019," ⏎ "finds:" (not "does ordain as follows:", which introduces the law)
_FRONT_FINDINGS_HEAD = re.compile(r"^(?:legislative |preliminary )?(?:findings?(?: of fact| and purpose)?|recitals)\W*$", re.I)
_FINDS_LEAD = re.compile(r"\b(?:finds|declares|determines|makes the following findings)(?: that)?\s*:\s*$", re.I)


def _front_findings(front: list[str]) -> bool:
    """Do the last lines of the front matter introduce numbered findings?"""
    return any(_FRONT_FINDINGS_HEAD.match(t.strip()) for t in front) or bool(_FINDS_LEAD.search(" ".join(front)))


def _continue_table_rows(chains: list[list[Token]], texts: list[str]) -> list[list[Token]]:
    """The rows of a lettered table or schedule that open on their cells, not on a sentence ("R-4  Unconfined
    manure  Prohibited in the  Same  Same"), read as rows when they run in order: a first row whose second follows
    within a few lines (`numbering.bare_row`), then each next number after a row (`numbering.next_table_row`).

    The run ends at the next numbered line of another kind or after a dozen lines without a row (a row
    wraps over a few lines; a page's break falls between them)."""
    letter = ""  # the letter of the appendix or schedule being read ("APPENDIX A - TECHNICAL STANDARDS")
    for i, text in enumerate(texts):
        if (head := numbering.read_heading(text)) is not None:
            letter = head[1] if head[0] in ("appendix", "schedule", "exhibit", "attachment") and head[1].isalpha() else ""
        # a run's first row that opens on its cells: its second row follows within a few lines (under an appendix
        # whose letter the rows carry, "A-1 NRCS Conservation Practice Standard 313 ...", a title is row enough)
        words = 0 if letter and text.startswith(f"{letter}-") else 2
        if chains[i] or (first := numbering.bare_row(text, words)) is None or first.ordinal != 1:
            continue
        second = next(filter(None, (numbering.bare_row(t, words) for t in texts[i + 1: i + 13])), None)
        if second is not None and second.prefix == first.prefix and second.ordinal == 2:
            chains[i] = [[first]]
    prev: Token | None = None
    since = 0
    for i, (chain, text) in enumerate(zip(chains, texts, strict=True)):
        if chain and chain[0]:
            head = chain[0][0]
            prev = head if head.kind == numbering.SECTION and numbering.is_lettered(head) else None
            since = 0
            continue
        since += 1
        if prev is not None and since <= 12 and (row := numbering.next_table_row(text, prev)) is not None:
            chains[i] = [[row]]
            prev, since = row, 0
    return chains


def _coded_part_headings(chains: list[list[list[Token]]]) -> list[list[list[Token]]]:
    """ "ASM-3   PRACTICES REQUIRED IN THE SHORELAND AREA" over "ASM-3.1", "ASM-3.2": the part of a lettered code
    whose sections the decimals number is their heading, not an item of its own ("MS-2 Design." over "(a)", "(b)",
    in a code with no "MS-2.1", stays the unit it is)."""
    coded = {(tok.prefix, tok.parts[0]) for readings in chains for reading in readings[:1] for tok in reading[:1]
             if tok.kind == numbering.SECTION and len(tok.parts) >= 2 and tok.strong and tok.prefix.endswith("-")}
    if not coded:
        return chains
    return [[] if readings and readings[0] and numbering.is_lettered(head := readings[0][0]) and len(head.parts) == 1
            and (head.prefix, head.ordinal) in coded else readings for readings in chains]


_ASIDE_LEAD = re.compile(r"^(?:(?:PLAIN[- ]LANGUAGE |Plain[- ]language |Plain[- ]Language )?(?:SUMMARY|Summary)|IN PLAIN (?:LANGUAGE|ENGLISH)"
                         r"|In plain (?:language|English)|IN BRIEF|In brief|COMMENTARY|Commentary)\s*:")
_NOTES_HEAD = re.compile(r"^\s*(?:Notes|NOTES)(?:\s+(?:to|on|for)\s+(?:the\s+)?[A-Za-z][\w.\- ]{0,30})?\s*:\s*$")


class _Segmenter:
    def __init__(self, doc: IngestedDocument):
        self.doc = doc
        # (a line that normalizes to nothing, such as the bare sides of a box drawn in characters, "|   |", is dropped)
        normed = [(ln, _norm(ln.text)) for ln in doc.lines if ln.text.strip()]
        self.lines = [ln for ln, text in normed if text]
        self.texts = furniture.without_page_numbers([text for _, text in normed if text])
        self.line_notes = _tie_footnotes(self.lines, self.texts, doc.pages)  # (markers taken off the texts)
        self.chains = _coded_part_headings(_continue_table_rows([numbering.read_tokens(t) for t in self.texts], self.texts))
        widths = {p.number: p.width for p in doc.pages}
        self.geo = Geometry(self.lines, widths)
        self.units: list[_Unit] = []
        self.stack: list[Level] = []
        self.front: list[str] = []
        self.bands: list[str] = []  # running headers and footers (they may name the county)
        self.closing: list[str] = []
        self.started = False
        self.in_furniture = False
        self.in_aside = False  # a boxed plain-language summary ("SUMMARY: ...") runs until the next unit
        self.certified = False  # the closing has signatures or a certificate: a list under it is theirs
        self.in_history = False  # the closing's history of amendments has begun: its numbered paragraphs are its own
        self.in_recital = False
        self.article: tuple[str, str] | None = None
        # an article heading whose text follows it unnumbered ("ARTICLE I  AUTHORITY AND PURPOSE" ⏎ "The Town Board
        # ... adopts this ordinance ..."): the article is the unit, cited by its number ("I."); `article_unit` is
        # that unit while it is open
        self.article_text: tuple[str, int] | None = None
        self.article_unit: _Unit | None = None
        # the last unit opened at the root and the article it was printed in; the kinds of number a code runs on
        # through its articles ("ARTICLE II" ⏎ "4. Definitions." after "3." of Article I): cited without the article
        self.last_root: tuple[Token, tuple[str, str] | None] | None = None
        self.through_articles: set[str] = set()
        # a permit decision's "FINDINGS OF FACT", numbered like its conditions: the board's findings, no rules,
        # until the decision's next heading ("CONDITIONS OF APPROVAL")
        self.in_findings = False
        self.context = ""
        self.attachment_lead = ""  # the prose an appendix prints before its numbered rows (`_Unit.preamble`)
        self.attachment_head = ""  # every line an appendix prints before its first item (`_Unit.attachment_head`)
        # the lines of an attachment with no numbered unit so far, and how many units there were when it opened: one
        # that ends with none ("Schedule 1 – Setbacks" over a table, "APPENDIX A -- FEE SCHEDULE") is a unit of its own
        self.attachment_body: list[tuple[str, Line]] = []
        self.attachment_units = 0
        self.part: str | None = None  # the part of a combined document ("PART B ...")
        self.instrument = "ordinance"  # or "permit_conditions" under a permit's conditions heading
        self.heading_notes: list[str] = []  # "[Amended ...]" under an ARTICLE heading: covers its units
        self.prev_text = ""
        self.inserting = False  # the next unit opened is the text an amendment creates
        self.history_target: list[str] | None = None  # a unit's notes, while a prose history note runs on
        self.open_heading_note: str | None = None  # a bracketed note under a heading, until its bracket closes
        self.not_law_lines = 0  # lines read since a note said the table below it is no part of the ordinance
        self.not_law_table = False  # (and whether that table's ruled rows have begun)
        self.part_open = False  # the line after a PART head: it may end the head ("(Zoning Ordinance Sec. 9.22(6))")
        self.prev_line: Line | None = None
        self.footnote_lines = 0  # lines read of an editor's footnote still open (it dates nothing)
        self.unit_note_open = False  # an unstarred "Editor's note—" inside a section, read until its history line
        self.unit_note_last = ""  # the note's last line read
        self.starred_note = False  # ... which is Municode's "*Editor's note—" (it may run several sentences)
        self.foot_references = 0  # lines read of the reference notes under such a note, at a page's foot
        self.note_ended = False  # ... and its last line read ended a sentence
        self.in_table = False  # inside a table typed with spaces, under its caption
        self.table_start = 0  # the line its caption stands on
        self.table_unit: _Unit | None = None  # the unit that prints that table
        # (parent kind, child kind) of the units opened so far: how this code numbers its subunits
        self.child_kinds: set[tuple[str, str]] = set()
        self.prev_in_unit = False  # the previous line was text of a numbered unit
        self.prev_heading_only = False  # ... and it was only a number and an all-capitals caption
        self.prev_bare = False  # ... or only a number, whose caption or text is on the next line
        self.prev_i = -2  # index of the last line read as text (not skipped as band or TOC)
        self.marked_i = -2  # index of the last line marked read, whatever it was
        self.note_target: _Unit | None = None  # a section source note still open across lines
        self.reference_target: _Unit | None = None  # a reference note whose list may go on, an entry a line
        self.amend_target: list[Token] | None = None  # the code unit an amending instruction named
        self.amend_targets: list[list[Token]] = []  # every unit it names ("9.16(4)(d) and (e)")
        self.amend_block = False  # reading the units an amending instruction prints
        self.own_section: Token | None = None  # the amending ordinance's own section that gave the instruction
        # bracketed notes on lines of their own after a subsection: (unit, note, units opened before it)
        self.trailing_notes: list[tuple[_Unit, str, int]] = []
        # each section source note: (its section, its index there, the deepest unit open, units opened so far)
        self.note_sites: list[tuple[_Unit, int, _Unit, int]] = []
        # what an appended amending ordinance's instructions do to the code without printing text:
        # ("renumbered" | "amended", the code's labels, the new labels)
        self.code_changes: list[tuple[str, list[str], list[str]]] = []
        # sections the contents list names that the body never heads (a web copy drops some headings): their
        # number and caption, in order (`_unprinted_sections`)
        self.unprinted: list[tuple[Token, str]] = []
        self.first_printed: tuple[int, ...] | None = None  # the first section the contents list that the body prints
        self.at = 0  # the index of the line being read
        self.notes_by_margin = False  # the code prints its dated notes at the margin of the unit they date
        self.front_lines: list[tuple[str, Line]] = []  # the front matter's prose lines, with their places

    # ------------------------------------------------------------ placing a unit number

    def _new_series(self, readings: list[Token], caption_follows: bool) -> list[tuple[int, int, Token]]:
        """A section number of another shape starts a new series of root units: an amending
        ordinance's "SECTION 1. Chapter 14 is created to read:" followed by "14.01 AUTHORITY."."""
        root = self.stack[0].token
        out = []
        for tok in readings:
            if tok.kind != numbering.SECTION or root.kind != numbering.SECTION:
                continue
            if (
                len(tok.parts) == len(root.parts)
                and tok.sep == root.sep
                and bool(tok.prefix) == bool(root.prefix)
            ):
                continue
            if (tok.strong or len(tok.parts) >= 2) and caption_follows:
                out.append((4, 0, tok))
        return out

    def _place(
        self, chain: list[list[Token]], x0: float, loose: bool, caption_follows: bool = False, text: str = ""
    ) -> tuple[int, list[Token]] | None:
        """Where the chain of numbers fits: (stack depth to keep, chosen readings) or None."""
        # (not where the line above runs on into it: "... as s." ⏎ "4.07(3) of this chapter allows" cites a unit)
        restated = self._restated_path(chain) if loose else None
        if restated is not None:
            return restated
        options: list[tuple[int, int, Token]] = []  # (preference, keep-depth, reading)
        kinds_in_stack = [lv.token.kind for lv in self.stack]
        for tok in chain[0]:
            for depth in range(len(self.stack) - 1, -1, -1):
                lv = self.stack[depth]
                if numbering.is_successor(lv.token, tok, loose=loose):
                    aligned = abs(lv.x0 - x0) <= 4
                    options.append((0 if aligned else 2, depth, tok))
            if not self.stack:
                if numbering.is_first_child(None, tok) or (self.started and tok.kind in numbering.ROOT_KINDS) \
                        or self._runs_on_through_article(tok):
                    options.append((1, 0, tok))
            elif loose and tok.strong and tok.kind != self.stack[0].token.kind:
                if tok.kind in numbering.WORD_KINDS and tok.ordinal == 1 and self._introduces_list():
                    # "SEC. 9.07 STANDARD CONDITIONS. Every permit ... is subject to the following conditions:" ⏎
                    # "Condition 1. ...": the section's own list, cited under it ("Sec. 9.07 Condition 1")
                    options.append((3, len(self.stack), tok))
                options.append((4, 0, tok))  # "Paragraph 12." after the rules: a new series of roots
            else:
                top = self.stack[-1]
                # (eCode360's "[1]" sits under "(a)" under "(1)": a "[1]" under a list lettered straight under
                # its section marks a note to a table or a footnote)
                bracket_ok = tok.kind != numbering.BRACKET_NUM or (
                    len(self.stack) >= 2 and self.stack[-2].token.kind == numbering.PAREN_NUM)
                # (a code whose sections are numbered "6." prints its items "1." again under "(b)": the kind repeats
                # only at the root, the item stands deeper than its paragraph, and it opens its list)
                root_again = (tok.kind in kinds_in_stack[:1] and tok.kind not in kinds_in_stack[1:] and len(self.stack) >= 2
                              and top.token.kind in numbering.PAREN_KINDS and tok.ordinal == 1 and x0 > top.x0 + 4)
                if bracket_ok and (tok.kind not in kinds_in_stack or tok.kind == numbering.SECTION or root_again) and (
                    numbering.is_first_child(top.token, tok) or self._excerpt_child(top, tok)
                    # (an excerpt's definitions list, '17.02 DEFINITIONS. In this chapter ...:' ⏎ '(3) "Animal unit"
                    # means ...': the first entry printed opens the list, whatever its number)
                    or (tok.kind in numbering.PAREN_KINDS and isinstance(top.node, _Unit) and top.node.children == 0
                        and _DEFINITION_ENTRY.match(text) is not None
                        and " ".join(top.node.parts).rstrip().endswith(":") and self._excerpt())
                    # "10.09 RUNOFF AND DISCHARGE PROHIBITIONS. (2) No person may ..." ⏎ "(3) ...": a statute-style code
                    # drops a repealed subsection with no placeholder ("(1) r. Ord. 2021-05"), so the first printed may
                    # be (2); the next sibling printed below shows it opens the section's list
                    or (top.token.kind == numbering.SECTION and isinstance(top.node, _Unit) and top.node.children == 0
                        and tok.kind == numbering.PAREN_NUM and 2 <= tok.ordinal <= 9 and self._sibling_printed_below(tok))
                    # ("17.05 DEFINITIONS. In this chapter:" ⏎ "* * *" ⏎ "(4) ...": the excerpt left out (1) to (3))
                    or (loose and tok.kind in numbering.PAREN_KINDS and _OMISSION.fullmatch(self.prev_text.strip()) is not None)
                ):
                    deeper = x0 > top.x0 + 4
                    options.append((1 if deeper else 3, len(self.stack), tok))
        if not options and loose and self.stack:
            options = self._new_series(chain[0], caption_follows)
        if not options and loose and self.stack and _OMISSION.fullmatch(self.prev_text.strip()):
            # an excerpt marks the units it leaves out ("(4) ..." ⏎ "* * *" ⏎ "(19) ..."): the next printed sibling
            # may skip any number of them
            options = [(5, depth, tok) for tok in chain[0] for depth, lv in enumerate(self.stack)
                       if numbering.comes_later(lv.token, tok)]
        if not options and loose and self.stack and _DEFINITION_ENTRY.match(text) and self._excerpt():
            # an excerpt that says it leaves units out ("Sections not reproduced are omitted.") prints only the
            # definitions it needs: '(3) "Animal unit" means ...' ⏎ '(21) "Substantially altered" means ...'; a later
            # entry of the same list follows an entry however far on
            options = [(5, depth, tok) for tok in chain[0] for depth, lv in enumerate(self.stack)
                       if tok.kind == lv.token.kind and isinstance(lv.node, _Unit) and numbering.comes_later(lv.token, tok)
                       and _DEFINITION_ENTRY.match(lv.node.first_rest or " ".join(lv.node.parts))]
        if not options and loose and self.stack and caption_follows:
            # "Sec. 17.05 Definitions." ... "Sec. 17.32 Animal Feeding Operations.": a zoning code numbers its sections
            # by tens or leaves room between them, and an excerpt prints only some; a section number with its word
            # (or a decimal one, "17.32 ANIMAL FEEDING OPERATIONS.") and its caption is the next section however far
            # on; a number so far on with no caption after it is a citation that wrapped
            # (a decimal outline's next section after the last item of the one before: "5.3.10" ⏎ "5.4 LAND ...")
            options = [(5, depth, tok) for tok in chain[0] for depth, lv in enumerate(self.stack)
                       if tok.kind == numbering.SECTION and (tok.strong or len(tok.parts) >= 2)
                       and (numbering.comes_later(lv.token, tok) or _later_than_its_parent(lv.token, tok))]
        if not options and self.amend_block and loose:
            # an amending ordinance prints only the units it changes: "(3m)" then "(12)" of 17.03
            options = [(5, depth, tok) for tok in chain[0] for depth, lv in enumerate(self.stack)
                       if numbering.comes_later(lv.token, tok)]
        if not options and self.own_section is not None:
            # "SECTION 1. Section 9.34 ... is hereby created to read as follows:" ⏎ the new section ⏎ "SECTION 2. If any
            # provision of this ordinance ...": the amending ordinance's own next section, after the text it inserted
            options = [(4, 0, tok) for tok in chain[0] if tok.strong and numbering.is_successor(self.own_section, tok, loose=False)]
        if not options and self.stack and _READS_AS.search(self.prev_text):
            # an amending ordinance prints the section it creates after "to read as follows:" (often
            # quoted); the section opens a root of its own, wherever its number falls in the code
            options = [(4, 0, tok) for tok in chain[0] if tok.kind == numbering.SECTION and tok.strong]
        if not options:
            return None
        options.sort(key=lambda o: (o[0], -o[1]))
        _, depth, first = options[0]
        self.inserting = (
            depth == 0
            and first.kind == numbering.SECTION
            and self.started  # the enacting clause before Section 1 ("does ordain as follows:") inserts nothing
            and bool(_READS_AS.search(self.prev_text))
            and not _ENACTING.search(self.prev_text)
        )
        kinds = set(kinds_in_stack[:depth]) | {first.kind}
        return depth, [first, *_first_child_run(first, chain[1:], kinds)]

    def _introduces_list(self) -> bool:
        """Does the open unit's text end on a colon that introduces what follows ("... the following conditions:")?"""
        top = self.stack[-1].node
        assert isinstance(top, _Unit)
        return top.token.kind == numbering.SECTION and " ".join(top.parts).rstrip().endswith(":")

    def _in_attachment(self) -> bool:
        """Is the open article an appendix, exhibit or schedule printed after the ordinance?"""
        return self.article is not None and self.article[0].lower() in numbering.ATTACHMENT_WORDS

    def _preamble(self) -> str:
        """The appendix's own rule over its rows, when it states one ("No facility shall be located closer to any
        feature listed below ..."): a permit's particulars above its conditions ("Facility: Storage Pond 2 ...")
        state none."""
        if not self._in_attachment() or self.instrument == "permit_conditions":
            return ""
        # (that one sentence: what follows it, items the outline did not number among them, prints differently)
        return next((x for x in _SENTENCE_BREAK.split(self.attachment_lead) if numbering.MODAL.search(x)), "")[:_PREAMBLE_MAX]

    def _restated_path(self, chain: list[list[Token]]) -> tuple[int, list[Token]] | None:
        """ "5.3 Standards for Issuance. ... shows that the facility will:" ⏎ "5.3(1) Be designed ...": a code that
        prints each item with its whole number, the open section's first. The numbers that name open units are
        those units again; the first one that does not is the item, the next sibling of an open unit or its first
        child. None when the chain does not open on an open section's number."""
        if len(chain) < 2 or not self.stack:
            return None
        depth = next((d for d, lv in enumerate(self.stack) if lv.token.kind == numbering.SECTION
                      and any(_same_number(lv.token, t) for t in chain[0])), None)
        if depth is None:
            # "(b)(1) During spring-fall ..." ⏎ "(b)(2) During winter ...": a subsection printed again before each
            # of its items, the open subsection's number first (one level restated, under an open child)
            depth = next((d for d, lv in enumerate(self.stack[:-1]) if lv.token.kind in numbering.PAREN_KINDS
                          and any(_same_number(lv.token, t) for t in chain[0])), None)
            if depth is None or depth + 2 != len(self.stack):
                return None
        j = 1
        while j < len(chain) and depth + j < len(self.stack) and any(
                _same_number(self.stack[depth + j].token, t) for t in chain[j]):
            j += 1
        if j == len(chain):
            return None  # the number of a unit already open, printed again (a running head, a citation)
        at = depth + j
        kinds = {lv.token.kind for lv in self.stack[:at]}
        for tok in chain[j]:
            # (the next sibling of the open unit at that level, or the first child of a unit with none open yet:
            # "4.09(1)" again under an open "4.09(2)" goes back, and is a citation or a table's row)
            fits = (at < len(self.stack) and numbering.is_successor(self.stack[at].token, tok, loose=True)) or (
                at == len(self.stack) and numbering.is_first_child(self.stack[at - 1].token, tok) and tok.kind not in kinds)
            if fits:
                return at, [tok, *_first_child_run(tok, chain[j + 1:], kinds | {tok.kind})]
        return None

    def _excerpt(self) -> bool:
        """Does the front say the copy is an excerpt that leaves units out ("Sections not reproduced are omitted.")?"""
        return any(_EXCERPT_NOTE.search(t) for t in self.front[:40])

    @staticmethod
    def _excerpt_child(top: Level, tok: Token) -> bool:
        """A zoning excerpt prints only the subsection it needs: "Sec. 4.06 Conditional uses." then
        "(6) Animal feeding operations.". Under a section heading that has no text and no child yet,
        a parenthesised number opens its first child whatever its ordinal."""
        unit = top.node
        return (
            isinstance(unit, _Unit)
            and top.token.kind == numbering.SECTION
            and top.token.strong
            and unit.children == 0
            and tok.kind == numbering.PAREN_NUM
            and len(" ".join(unit.parts).split()) <= 8
        )

    def _runs_on_through_article(self, tok: Token) -> bool:
        """Does `tok` open a new article numbered on from the last root of the one before ("ARTICLE I" ... "3." ⏎
        "ARTICLE II. DEFINITIONS" ⏎ "4. Definitions. ..."), where a code numbers its paragraphs once through the
        whole text rather than afresh in every article?"""
        if not self.started or self.article is None or self.last_root is None:
            return False
        last, article = self.last_root
        return article != self.article and numbering.is_successor(last, tok, loose=False)

    def _number_through_articles(self, tok: Token) -> None:
        """Cite the units of a kind numbered through the articles by their own numbers, as such a code is cited
        ("4.", not "II. 4."): those opened so far are labeled again without their article, and later ones never get it."""
        self.through_articles.add(tok.kind)
        for unit in self.units:
            if unit.article is not None and unit.path[0].kind == tok.kind:
                unit.label = numbering.join_label(unit.path, None)  # (the unit stays in its article: its notes date it)

    def _open(self, depth: int, tokens: list[Token], line: Line) -> _Unit:
        if depth == 0 and tokens[0].kind not in self.through_articles and self._runs_on_through_article(tokens[0]):
            self._number_through_articles(tokens[0])
        del self.stack[depth:]
        self.article_text = None  # an article's own text comes before its first numbered unit, never after
        if depth == 0 and not self.started and not self.context and _front_findings(self.front[-4:]):
            self.context = "FINDINGS"  # the body's findings, numbered before the body ordains anything
        if depth == 0 and not self.started and self.instrument == "ordinance" and any(
                _permit_head(t) and t.isupper() and len(t) <= 80 for t in self.front[:12]):
            # a decision on one applicant's permit, titled so above its first unit ("DECISION AND ORDER" ⏎
            # "CONDITIONAL USE PERMIT NO. CU-2022-14"): its numbered findings and conditions are that permit's, not
            # codified law (NR 151.096(3)); an ordinance it reproduces in an attachment is read as one there
            self.instrument = "permit_conditions"
        if depth == 0 and not self.inserting and self.amend_block and self.amend_targets and any(
                history.unit_key(numbering.join_label(target, None)) == history.unit_key(tokens[0].piece)
                for target in self.amend_targets[1:]):
            # "Sections 5.2, 5.3 and 5.4 are repealed and recreated ... to read:": each named section printed in turn
            # is the amending ordinance's text, not only the first
            self.inserting = True
        if depth == 0 and not self.inserting:
            self.amend_block = False
        unit: _Unit | None = None
        for tok in tokens:
            parent = self.stack[-1].node if self.stack else None
            assert parent is None or isinstance(parent, _Unit)
            path = (parent.path if parent else []) + [tok]
            unit = _Unit(
                token=tok,
                path=path,
                label=numbering.join_label(path, None if path[0].kind in self.through_articles else self.article),
                parent=parent,
                first=line,
                context=self.context,
                heading_notes=list(self.heading_notes) if parent is None else [],
                preamble=self._preamble() if parent is None else "",
                attachment_head=self.attachment_head if parent is None and self._in_attachment() else "",
                instrument=(
                    "permit_conditions"
                    if self.instrument == "permit_conditions" or (
                        # numbered conditions are one permit's, unless the part restates the standard
                        # conditions the ordinance sets for every permit (RUBRIC rule 17)
                        path[0].kind == numbering.CONDITION and not _ORDINANCE_CONDITIONS_PART.search(self.part or "")
                        # (nor when the attachment's title under its head says so: "Exhibit A" ⏎ "Standard Permit
                        # Conditions" ⏎ "(Adopted as part of Chapter 26 ...; attaches to every permit ...)")
                        and not (self._in_attachment() and _ORDINANCE_CONDITIONS_PART.search(self.attachment_head)
                                 and _ADOPTED_CONDITIONS.search(self.attachment_head))
                    )
                    else "ordinance"
                ),
                part=self.part,
                inserted=(parent.inserted if parent is not None else self.inserting),
                article=self.article,
            )
            if parent is None:
                self.last_root = (tok, self.article)
            if parent is not None:
                parent.children += 1
                self.child_kinds.add((parent.token.kind, tok.kind))
            self.units.append(unit)
            self.stack.append(Level(tok, self.geo.indent(line), unit))
        assert unit is not None
        self.inserting = False
        self.started = True
        self.in_furniture = False
        self.in_recital = False
        self.certified = False
        self.in_history = False
        if tokens[0].kind in numbering.ROOT_KINDS:
            self.context = ""  # a section has its own caption; "1)", "(A)" siblings share the heading
        return unit

    # ------------------------------------------------------------ the pass

    def run(self) -> None:
        edges = self._page_edges()
        masked = furniture.masked_lines(self.texts)
        exact = furniture.exact_lines(self.texts)
        removed = [band for page in self.doc.pages for band in page.bands]
        stray = furniture.stray_band_lines(self.texts, edges, self.chains, masked, exact, removed)
        stray |= furniture.repeated_on_pages(
            self.texts, [ln.page for ln in self.lines], len(self.doc.pages), self.chains, masked, exact
        )
        # a table's numbered rows ("1" ⏎ "Manure stack" ⏎ "500 feet") recur like page lines: they are cells
        cells = {i for table in row_tables.find_all(self.texts) for i in range(table.start, table.end)}
        outside = {t.strip() for i, t in enumerate(self.texts) if i not in cells}
        stray -= {i for i in cells if self.texts[i].strip() not in outside}  # (a head that recurs elsewhere stays one)
        # ("* * *" recurs through an excerpt as a band would; it marks units left out, which the outline reads)
        stray -= {i for i in stray if _OMISSION.fullmatch(self.texts[i].strip())}
        taken = (band for page in self.doc.pages for band in page.bands if _WORD.search(band))
        self.bands = list(dict.fromkeys([*taken, *(self.texts[i] for i in sorted(stray))]))[:20]
        toc = furniture.toc_lines(
            [t if i not in stray else "" for i, t in enumerate(self.texts)], self.chains
        )
        self.unprinted = self._unprinted_sections(toc, stray)
        # a code that prints its dated notes at more than one indentation places each note by its margin; one that
        # prints them all at the margin does not (a note there may be the last subsection's)
        note_indents = sorted({round(self.geo.indent(self.lines[k]) / 6.0) for k, t in enumerate(self.texts)
                               if t[:1] == "(" and k not in stray and _whole_paren_note(self.texts, k)})
        self.notes_by_margin = len(note_indents) >= 2 and note_indents[-1] - note_indents[0] >= 2
        n = len(self.lines)
        consumed_to = -1  # the last line an amending instruction or a wrapped note took in with the line that opened it
        for i in range(n):
            if i in stray or i <= consumed_to:
                continue
            text = self.texts[i]
            line = self.lines[i]
            self.at = i
            taken = amending.instruction_lines(self.texts, i) if text[0] in "SsPp" else 0
            if taken:
                # "SECTION 3. Section 17.05(2)(c) of the Code is amended ... to read:": the units printed
                # next are the code's, cited by its numbers; the instruction itself is no provision
                instruction = " ".join(self.texts[i : i + taken])
                self._instruction(instruction, self.lines[i + taken - 1])
                if amending.inserts_text(instruction):
                    consumed_to = i + taken - 1
                    continue
                change = amending.changes(instruction)
                if change is not None and change[0] == "repealed" and not self._prints_any(change[1]):
                    change = None  # "Section 9. Section 17.08 ... is repealed." with no code printed: the
                    # ordinance's own section is the provision (a repeal the reviewer should see)
                if change is not None:
                    # "Sections 12.10 and 12.11 ... are renumbered 12.11 and 12.12.", "Section 12.07(3) ... is
                    # repealed.", "... is amended by deleting "two years" and substituting "18 months".": the code's
                    # own units carry the change; the instruction is no provision
                    self.code_changes.append(change)
                    consumed_to = i + taken - 1
                    continue
            if i in toc:
                if not self.started:
                    self.front.append(text)
                continue
            if text[:1] == "[" and "]" not in text and (end := _bracket_note_end(self.texts, i, stray)) is not None:
                # "[Subsection 7.4 created by Ordinance No. 2019-3," ⏎ "adopted March 12, 2019]": a narrow column
                # wrapped the note; read whole, it is one note on a line of its own, whose owner is placed as any
                text = " ".join(self.texts[k].strip() for k in range(i, end + 1))
                consumed_to = end
            # a history note is one note however many unit numbers it names ("cr. (1)(b), am. (2) ...")
            # (and a reference note's citation opens no unit: "Cross reference— Schedule of fees, app. B.")
            note_line = (_SECTION_NOTE_LINE.match(text) is not None or self.note_target is not None
                         or _REFERENCE_NOTE_LINE.match(text) is not None)
            # (nor is a list in the closing furniture: "Ord. 05-11: II; III. B.; VI. A." names units, opens none)
            pieces = [text] if note_line or self.in_furniture else _run_in_pieces(text)
            if ((wrapped := _CAPITALS_THEN_PAREN.match(text)) is not None and _paren_note(wrapped.group(2))
                    and self._caption_wraps(wrapped.group(1), [])):
                # "SECTION K. NR 151 PERFORMANCE STANDARDS" ⏎ "ADOPTED BY REFERENCE (Cr. 6/12/2007)": the rest of a
                # caption a narrow column broke, then the section's history note set on the same line
                pieces = [wrapped.group(1), wrapped.group(2)]
            self._step(i, pieces[0], line, self.chains[i], stray, toc)
            for piece in pieces[1:]:
                self._step(i, piece, line, None, stray, toc)
            for note, before in self.line_notes.get(i, ()):
                self._footnote(note, line, before)
        self._close_attachment_text()

    def _close_attachment_text(self) -> None:
        """An attachment printed after the ordinance that opened no numbered unit ("Schedule 1 – Setbacks" over a
        table of distances, "APPENDIX A -- FEE SCHEDULE" over its fees) is one unit, cited by its heading ("Schedule
        1"), so its text is reviewed and shown, not lost among the closing lines."""
        body, self.attachment_body = self.attachment_body, []
        if not body or not self._in_attachment() or len(self.units) != self.attachment_units or self.stack:
            return
        # (its title may stand on the line under "APPENDIX A", in capitals)
        title = " ".join([self.part or "", *(text for text, _ in body[:2] if not _LOWER_WORD.search(text))])
        if not any(_LOWER_WORD.search(text) for text, _ in body) or _FORM_ATTACHMENT.search(title):
            return  # (a map, a blank form or a worksheet printed after the ordinance states no rule)
        word, num = self.article  # type: ignore[misc]
        token = Token(kind=numbering.SECTION, piece=f"{word} {num}", parts=(numbering.heading_number(num) or 1,))
        article, self.article = self.article, None  # (the attachment is the unit: no "Schedule 1," before its name)
        unit = self._open(0, [token], body[0][1])
        self.article = article
        for text, line in body:
            unit.parts.append(text)
            unit.lines.append(line)
        unit.first_rest = body[0][0]
        self.stack.clear()

    def _footnote(self, note: str, line: Line, before: str = "") -> None:
        """A footnote goes with the unit whose line carries its number: the unit that line opens (a
        section's heading, "Sec. 16.2-5. - Permits.5"), else the unit being read; one marking the title,
        before any unit, is the chapter's own history ("Editor's note--Ord. No. 99-6, adopted April 20,
        1999, enacted this chapter"). A note that points to other law dates nothing. Of the units a line opens,
        the innermost whose number was printed before the mark ("9.05 DESIGN AND CONSTRUCTION.⁷ (1) A new ...":
        the mark dates the section, not its first subsection run in after it)."""
        if _REFERENCE_NOTE_LINE.match(note):
            return
        opened = [u for u in self.units[-8:] if u.first is line]
        marked = [u for u in opened if u.token.piece and u.token.piece in before]
        target = marked[-1] if marked else (opened[-1] if opened else None)
        if target is None and self.stack:
            target = self.stack[-1].node  # type: ignore[assignment]
        if target is None or not self.started:
            self.front.append(note)
        else:
            target.footnotes.append(note)

    def _instruction(self, instruction: str, line: Line) -> None:
        del self.stack[:]
        self.in_furniture = False
        self.in_recital = False
        inserts = amending.inserts_text(instruction)
        own = numbering.read_tokens(instruction)
        self.own_section = own[0][0] if own else None  # "SECTION 1." of the amending ordinance itself
        self.amend_block = inserts
        self.amend_target = amending.target_tokens(instruction) if inserts else None
        self.amend_targets = amending.all_targets(instruction) if inserts else []
        self.inserting = inserts
        self._mark(instruction, line)

    def _prints_any(self, labels: list[str]) -> bool:
        """Does the document print the code's text of any of these units (before the amending ordinance)?"""
        return any(_under(u.label, t) for u in self.units for t in labels)

    def _amended_unit(self, chains: list[list[Token]], line: Line) -> _Unit | None:
        """Open the first unit an instruction prints, under the units of the code it names."""
        target, self.amend_target = self.amend_target, None
        readings = chains[0]
        if any(r.kind == numbering.SECTION for r in readings):
            # "9.16(4)(c) MANURE AND LIVESTOCK ..." after an instruction creating 9.16(4)(c) (or its "(d) and
            # (e)", each printed in full): the unit printed with its full number, the levels above it places
            # in the code, not new text
            named = ([target] if target else []) + self.amend_targets
            found = next(((t, r) for t in named if (r := amending.restated_target(t, chains)) is not None), None)
            if found is None:
                return None  # "17.06 NUTRIENT MANAGEMENT. (1) ...": the section prints its own number
            target, reading = found
            base = target[:-1]
            chains = chains[len(target) - 1 :]
        elif not target:
            return None
        else:
            base, reading = amending.placed_under(target, readings)
        self.inserting = True
        self._open(0, base, line)
        kinds = {t.kind for t in base} | {reading.kind}
        return self._open(len(base), [reading, *_first_child_run(reading, chains[1:], kinds)], line)

    def _step(
        self,
        i: int,
        text: str,
        line: Line,
        chain_read: list[list[Token]] | None,
        stray: set[int],
        toc: set[int],
    ) -> None:
        """One line, or one run-in piece of a flattened line ("... as follows: | (a) No person ...")."""
        chains = chain_read if chain_read is not None else numbering.read_tokens(text)
        if len(chains) >= 2 and self.stack and chains[0][0].kind == numbering.NUM_DOT \
                and any(lv.token.kind == numbering.NUM_DOT and lv.token.ordinal == chains[0][0].ordinal
                        for lv in self.stack[-2:]):
            # "12.a. All manure storage facilities ..." under the open "12. Every license ... shall include" (or after
            # "12.a.", its sibling "12.b."): the paragraph's number printed again before its lettered part, which
            # opens under it
            chains = chains[1:]
        if self.not_law_lines:
            # the table a note disowns ("This summary is not part of the ordinance") runs as long as its ruled rows
            # do: they name sections in their cells but enact nothing (the note's own wrapped lines come first)
            grid = "|" in text or _RULE_LINE.fullmatch(text) is not None
            if grid or (not self.not_law_table and not chains and self.not_law_lines <= 3):
                self.not_law_table = self.not_law_table or grid
                self.not_law_lines += 1
                self._mark(text, line)
                return
            self.not_law_lines = 0
        if not self.stack and _NOT_LAW_NOTE.search(f"{self.prev_text} {text}"):
            self.not_law_lines, self.not_law_table = 1, False
            if not self.started:
                self.front.append(text)
            self._mark(text, line)
            return
        if self.in_aside:
            # (its own list, "you must: (1) test the neighbors' wells every year; (2) ...", is the summary's: the aside
            # ends at the next section, a heading, or the next sibling of a unit open before it)
            if not (chains and (chains[0][0].kind in numbering.ROOT_KINDS or any(
                    numbering.is_successor(lv.token, chains[0][0], loose=False) for lv in self.stack))) \
                    and numbering.read_heading(text) is None:
                self._mark(text, line)
                return
            self.in_aside = False
        if self.started and not chains and _HISTORY_HEAD.match(text):
            self.in_history = True  # the code's history of amendments begins: its numbered paragraphs are no units
        if self.part_open:
            self.part_open = False
            unclosed = self.part is not None and self.part.count("(") > self.part.count(")")
            if len(text) <= 80 and (
                (unclosed and text.count(")") > text.count("("))
                or (not unclosed and text[0] == "(" and text.endswith(")") and _RESTATES.search(text) is not None)
            ):
                self.part = _norm(f"{self.part} {text}")
                if self.instrument == "permit_conditions":
                    self.context = self.part
                self._mark(text, line)
                return
        if self.open_heading_note is not None:
            # a bracketed note under an ARTICLE heading, wrapped over lines, runs until its bracket closes
            note = f"{self.open_heading_note} {text}"
            closer = "]" if note[0] == "[" else ")"
            self.open_heading_note = note if closer not in text and len(note) < _NOTE_MAX_CHARS else None
            if self.open_heading_note is None:
                dated = history.NOTE_RE.match(note) if closer == "]" else _paren_note(note)
                (self.heading_notes if dated else self.closing).append(note)
            self._mark(text, line)
            return
        if _OMISSION.fullmatch(text.strip()):
            self._mark(text, line)  # "* * *": units left out of an excerpt, no text of the unit before it
            return
        row = self._table_row_unit(chains) if self.in_table else None
        if self.in_table and row is None and (not self._table_line(text, chains) or self._sibling_after_table(i, chains)):
            self.in_table = False  # (a row whose name a narrow column wrapped before its cells is still a row)
        in_attachment = self._in_attachment()
        if self.in_table or ((self.stack or (self.started and in_attachment)) and _TABLE_CAPTION.match(text)
                             and not linebreaks.runs_on(self.prev_text)):
            # a table typed with spaces ("Table 8.35.040" ⏎ heads ⏎ "1. Navigable lake ... 1,000 1,000 (1)"):
            # its numbered rows and notes are cells of the unit that prints it, not units of their own
            if not self.in_table:
                self.table_unit = self.stack[-1].node if self.stack else None  # type: ignore[assignment]
                self.table_start = i
                self.in_table = True
                row = self._table_row_unit(chains)
            if not self.stack:
                # a worksheet or table printed on its own in an appendix ("Table A-1" ⏎ "1. Milking cows 1.4
                # ____ ____"): its numbered lines are cells of a form, no units of the law
                self._mark(text, line)
                return
            if row is not None:
                depth, tok = row
                unit = self._open(depth, [tok], line)
                unit.parts.append(text[tok.end :].strip())
                unit.lines.append(line)
                self._mark(text, line, in_unit=True)
                return
            unit = self.stack[-1].node
            assert isinstance(unit, _Unit)
            unit.parts.append(text)
            unit.lines.append(line)
            self._mark(text, line, in_unit=True)
            return
        if (not chains and len(self.stack) >= 2 and _NOTES_HEAD.match(text) and self.stack[-1].token.kind != self.stack[-2].token.kind
                and self._next_opens_under_top()):
            # "Notes to calendar:" under a calendar's numbered rows: the notes lettered after it are the section's,
            # which prints the calendar ("6.1(a)"), not the last row's
            del self.stack[-1]
            self._mark(text, line)
            return
        if self.foot_references:
            # the reference notes under a starred note that broke a sentence, at the foot of the same page:
            # one after another, each over lines, until the broken sentence goes on ("... equipment used only to
            # spread" ⏎ "*Editor's note— ..." ⏎ "Cross references— ..." ⏎ "manure.")
            if (_REFERENCE_NOTE_LINE.match(text) or not self.note_ended) and self.foot_references < _FOOTNOTE_MAX_LINES:
                self.foot_references += 1
                self.note_ended = _reference_ends(text)
                return
            self.foot_references = 0
        if self.unit_note_open:
            # the note runs over as many lines as a column wraps it into, until the section's history line, a
            # numbered line or a heading (not a number its last line asks for: "... Code ch. NR" ⏎ "151.05(3) uses")
            wrapped = linebreaks.runs_on(self.unit_note_last) or furniture.WANTS_NUMBER.search(self.unit_note_last)
            if (chains and not wrapped) or _SECTION_NOTE_LINE.match(text) or numbering.read_heading(text) or not text.strip():
                self.unit_note_open = False
            else:
                self.unit_note_last = text
                self._mark(text, line)
                return
        elif self.stack and _UNIT_NOTE.match(text):
            self.unit_note_open, self.unit_note_last = True, text
            self._mark(text, line)
            return
        reference_line = _REFERENCE_NOTE_LINE.match(text) is not None
        if self.footnote_lines and self.starred_note and (reference_line or (text[:1].islower() and self.note_ended)):
            # a starred note of several sentences runs until the notes under it ("State law reference— ...") or
            # the sentence it broke, going on in lower case ("paddock, manure stack location ...")
            self.footnote_lines = 0
            if reference_line and self.prev_in_unit and linebreaks.runs_on(self.prev_text):
                self.foot_references = 1
                self.note_ended = _reference_ends(text)
                return
        elif self.footnote_lines or (self.stack and (_FOOTNOTE.match(text) or (
                _STARRED_NOTE.match(text) and self.prev_in_unit and linebreaks.runs_on(self.prev_text)))):
            # "1. Editor's Note: The resolution of 4-13-1982 is on file ..." at the foot of an eCode page,
            # between the two halves of a sentence: the codifier's, not a unit; the text goes on after it
            if not self.footnote_lines:
                self.starred_note = _STARRED_NOTE.match(text) is not None
            self.footnote_lines += 1
            self.note_ended = not linebreaks.runs_on(text)
            if (self.note_ended and not self.starred_note) or self.footnote_lines >= _FOOTNOTE_MAX_LINES:
                self.footnote_lines = 0
            return
        if self.history_target is not None:
            note = self.history_target[-1]
            if (
                len(note) < _NOTE_MAX_CHARS
                and not numbering.read_heading(text)
                and (
                    linebreaks.runs_on(note)
                    # ("... of subs. (1) (d), (2) (b)" ⏎ "and (3) were submitted ...": a sentence going on in lower case)
                    or (text[:1].islower() and note.rstrip()[-1:] not in ".:;")
                    # ("... and sub. (2)" ⏎ "(a) restates s. NR 151.06.": the cited subunit's next level)
                    or _cited_subunit_goes_on(note, text, chains)
                    or (
                        not (chains and chains[0][0].strong)
                        and (_HISTORY_VERB.search(text) or history.mentions_ordinance(text) or _NOTE_SUBJECT_OPEN.match(text))
                    )
                )
            ):
                self.history_target[-1] = f"{note} {text}"
                self._mark(text, line)
                return
            self.history_target = None
        root = (
            next((lv.node for lv in self.stack if lv.token.kind in numbering.ROOT_KINDS), self.stack[0].node)
            if self.stack and not self.in_furniture
            else None
        )
        lead = _NOTE_LEAD.match(text) if root is not None else None
        if lead is not None and (_HISTORY_VERB.search(text) or _NOTE_SUBJECT_OPEN.match(text[lead.end() :])):
            # (a narrow column may wrap the verb onto the next line: "Note: Subsection (2) of this Section" ⏎
            # "was amended by ..."; a note whose sentences change nothing dates nothing)
            # "Note: Subsection (3) was amended by Ordinance 2006-2, which ...": printed under the section,
            # it is the section's history of the units it names, not text of its last unit, nor furniture
            assert isinstance(root, _Unit)
            body = text[lead.end() :]
            if _own_note(body, root.label):
                root.editor_notes.append(body)
                self.history_target = root.editor_notes  # a note of several sentences goes on over lines
                self._mark(text, line)
                return
            if _other_section_note(body):
                # "Note: Section 13.05 was amended by Ord. No. 2011-3": that section's history, read with
                # the code's closing history (where an editor's "renumbered by the codifier" dates nothing)
                self.in_furniture = True
                self.closing.append(text)
                self._mark(text, line)
                return
        if self.stack and not self.in_furniture and _PENALTY_SEE.match(text):
            # American Legal's "Penalty, see § 152.99" after a section, reflowed onto a line of its own:
            # a cross-reference printed with the source note, not text of the last unit
            root = next((lv.node for lv in self.stack if lv.token.kind in numbering.ROOT_KINDS), self.stack[0].node)
            assert isinstance(root, _Unit)
            root.section_notes.append(text)
            self._mark(text, line)
            return
        if self.note_target is not None:
            if (
                len(self.note_target.section_notes[-1]) < _NOTE_MAX_CHARS
                # ("History: Cr. 1997; am. 2018." ⏎ "23.02 The purpose of ...": a finished note, then the next section
                # numbered without a word or caption)
                # (nor the heading of the closing history table after it: "LEGISLATIVE HISTORY OF CHAPTER 23")
                and not ((chains or text.isupper() or furniture.closing_line(text))
                         and _NOTE_FINISHED.search(self.note_target.section_notes[-1]) is not None
                         and not linebreaks.runs_on(self.note_target.section_notes[-1]))
                # ("... Am. Ord." ⏎ "2012-03, passed 3-12-2012": the ordinance's number, not a section's)
                and not (chains and chains[0][0].strong and not (
                    text[:1].isdigit() and _WANTS_ORD_NUMBER.search(self.note_target.section_notes[-1]))
                    # ("... renum. (3) to be (3)" ⏎ "(a) and am., cr. (3) (b) Ord. 19-03": the note's units wrap)
                    and not _NOTE_UNITS_WRAP.search(self.note_target.section_notes[-1])
                    # ("Cross-reference: Definition of water quality management area, see" ⏎ "§ 15.28.030": the
                    # section the reference points to, no heading of its own, which has a caption)
                    and not (_SEE_AT_END.search(self.note_target.section_notes[-1]) and not _captioned(text, chains)))
                # (nor a section's number with its caption, though the reference's citation ended on no stop: "...,
                # see Wis. Adm. Code §§ NR 151.05 and ATCP 50.62" ⏎ "8.35.070 CLOSURE OF STORAGE FACILITIES.")
                and not (self.reference_target is not None and chains and chains[0][0].kind == numbering.SECTION
                         and _captioned(text, chains))
                and not numbering.read_heading(text)
            ):
                self._note_line(self.note_target, text)
                self._mark(text, line)
                return
            self.note_target = None  # a note never runs on into a section heading or a page of text
        if self.reference_target is not None:
            if (not chains and _SEE_ENTRY.match(text)) or self._reference_goes_on(text, chains):
                self._note_line(self.reference_target, text)
                self._mark(text, line)
                return
            self.reference_target = None
        if self._caption_wraps(text, chains):
            unit = self.stack[-1].node
            assert isinstance(unit, _Unit)
            unit.parts.append(text)
            unit.lines.append(line)
            unit.first_rest = f"{unit.first_rest} {text}".strip()
            self._mark(text, line, in_unit=True)
            self.prev_heading_only = True  # the caption may wrap again
            self.prev_i = i
            return
        # a caption in title case with no stop ("4.2.2   Winter Restriction Table"), space under it, and the first
        # subsection of its section next: "4.2.2.1   Liquid manure. ..." opens; no "Table 4.2.2.1" is cited
        first_child_after_gap = bool(
            chains and self.stack and self.prev_line is not None and self.geo.gap_before(self.prev_line, line)
            and any(numbering.is_first_child(self.stack[-1].token, t) for t in chains[0]))
        runs_on = (
            self.prev_in_unit
            and not self.prev_heading_only
            and linebreaks.runs_on(self.prev_text)
            and not _SOURCE_NOTE_LINE.match(self.prev_text)
            # (a row set with dot leaders ends at its figure: "The right-of-way of a public road ...... 200 feet")
            and not _LEADER_ROW_END.search(self.prev_text)
            # (nor a row of figures with space under it: "Construction without a permit   10   $500" ⏎ ⏎ "(4) ...")
            and not (
                self.prev_line is not None
                and self.geo.gap_before(self.prev_line, line)
                and _FIGURE_ROW_END.search(self.prev_text) is not None
            )
            # (nor a table's column heads set apart as cells: "No.   Standard   State rule   County requirement")
            and not (self.prev_line is not None and _HEAD_CELLS_ROW.fullmatch(self.prev_line.text.strip()) is not None
                     and numbering.MODAL.search(self.prev_text) is None)
            and not first_child_after_gap
        )
        # a codifier's note wraps mid-sentence onto a line that opens with a citation
        note_runs_on = self.in_furniture and self.prev_i == i - 1 and _prose_runs_on(self.prev_text)
        # "... after notice as required by Sec." ⏎ "9.06. Forty-one persons attended": a citation
        # abbreviation at a line end always goes on, in a unit or in the prose around the units
        note_runs_on = note_runs_on or (self.prev_i == i - 1 and _cites_on(self.prev_text))
        # a cell of citations wrapped at a column's edge goes on: "2013-4  3-4-2013  14.02(G); 14.03;"
        # ⏎ "14.04(D)" is one row of an amendment table, not a section 14.04 (a line with no word)
        note_runs_on = note_runs_on or (
            self.prev_i == i - 1 and not _WORD.search(text) and _CITATION_END.search(self.prev_text) is not None
        )  # (the word test first: it settles almost every line at its first word)
        # "... TO REPEAL AND RECREATE SECTION" ⏎ "6.12.060 OF THE CODE ...": a line that ends on a word a
        # number must follow carries on into the number, which opens no unit
        note_runs_on = note_runs_on or (self.prev_i == i - 1 and furniture.WANTS_NUMBER.search(self.prev_text) is not None
                                        and not first_child_after_gap)
        # "... a special inspection warrant under Wis. Stats." ⏎ "§ 66.0119.": the statutes named before their
        # number; the number alone, or going on in lower case, opens no unit (a section has a caption or text)
        note_runs_on = note_runs_on or (
            self.prev_i == i - 1
            and bool(chains)
            and _STATUTES_END.search(self.prev_text) is not None
            # (the cited numbers may stand on the line before: "... 92.15 and 92.16, Wis." ⏎ "Stats.")
            and _NUMBER_THEN_STATUTES.search(f"{self.texts[i - 2] if i >= 2 else ''} {self.prev_text}") is None
            and text.startswith("§")
            and not text[chains[0][-1].end :].strip(" .,;:")[:1].isupper()
        )
        # "... the limit set by Section A." ⏎ "3. of this Part.": the rest of a cited designator, whose
        # words go on in lower case, opens no unit
        note_runs_on = note_runs_on or (
            self.prev_i == i - 1
            and bool(chains)
            and _DESIGNATOR_END.search(self.prev_text) is not None
            and text[chains[0][-1].end :].lstrip()[:1].islower()
        )
        # "... so the site meets" ⏎ "Sec. 4.06(6)(a)2. with room to spare.": a section cited at a line's start, the
        # sentence going on in lower case after it, opens no unit (a section's caption or text opens in capitals)
        note_runs_on = note_runs_on or (
            self.prev_i == i - 1
            and bool(chains)
            and _SECTION_CUE_OPEN.match(text) is not None
            and linebreaks.runs_on(self.prev_text)
            and _CITED_REST.sub("", text[chains[0][-1].end :])[:1].islower()
        )
        # "... and sub. (2)" ⏎ "(a) restates s. NR 151.06.": a cited subunit's next level opens no unit
        note_runs_on = note_runs_on or (self.prev_i == i - 1 and _cited_subunit_goes_on(self.prev_text, text, chains))
        # "... as required by s. 92.15 (4) and s. 281.16" ⏎ "(3) (e), Wis. Stats. For purposes ...": the cited
        # section's subunits, then its statute book, open no unit
        note_runs_on = note_runs_on or (
            self.prev_i == i - 1
            and bool(chains)
            and _CITED_SECTION_END.search(self.prev_text) is not None
            and _CITATION_GOES_ON.match(text[chains[0][-1].end :]) is not None
        )
        # "... in accordance with NRCS Standard 313 as listed in" ⏎ "Section 7. Waste may not be stored ...": a
        # cross-reference wrapped after a preposition, not the heading of Section 7 (which carries a caption)
        note_runs_on = note_runs_on or (
            # (or in the front matter, before any unit: "AMENDMENT NOTE: ... recreated Sections IV. C. and VII. B.,
            # amended" ⏎ "Section IV. E. 2. and Section")
            (self.prev_i == i - 1 or (not self.started and self.marked_i == i - 1))
            and _ENDS_ON_PREPOSITION.search(self.prev_text) is not None
            and bool(chains)
            and chains[0][0].strong
            and not _captioned(text, chains)
        )
        runs_on = runs_on or note_runs_on
        self.prev_i = i
        deliberate_break = not note_runs_on and (
            not runs_on
            or (self.prev_line is not None and self.geo.ended_early(self.prev_line))
            # ("PELLHAM COUNTY CODE    Exhibit A" ⏎ (blank) ⏎ "EXHIBIT A.  LOCAL STANDARDS CHECKLIST": a page's running head
            # the copy kept ends on a name, and the attachment's own heading in capitals stands after a blank line)
            or (self.prev_line is not None and _ATTACHMENT_CAPS.match(text) is not None
                and self.geo.gap_before(self.prev_line, line))
            or self._next_section_heading(text, chains)
            or self._sibling_after_gap(line, chains, text)
            or self._next_decimal_item(text, chains)
            or self._next_row(text, chains, i)
            or self._next_hanging_item(line, chains)
            # "History: Cr. Ord. 14-09; am. ..." under a table whose last cell ends without a stop
            or _HISTORY_OPEN.match(text) is not None
            # (or a whole dated note on its line: "(Ord. No. 2004-17, § 1(3.02), 6-15-2004; ...)")
            or (text[0] == "(" and _whole_paren_note(self.texts, i))
        )
        if (
            deliberate_break
            and self.stack
            and text[0] in "(HhCcSs"
            and (_SECTION_NOTE_LINE.match(text) or _REFERENCE_NOTE_LINE.match(text)
                 or (text[0] == "(" and self._outdented_to_section(line) and _whole_paren_note(self.texts, i)))
            and not self.in_furniture
        ):
            # (Municode's "Cross reference: Distances for feedlots ... are set in s. 17.41" is the
            # section's note too, and no text of its last unit)
            target = next(
                (lv.node for lv in reversed(self.stack) if lv.token.kind in numbering.ROOT_KINDS),
                self.stack[0].node,
            )
            assert isinstance(target, _Unit)
            target.section_notes.append("")
            deepest = self.stack[-1].node
            assert isinstance(deepest, _Unit)
            self.note_sites.append((target, len(target.section_notes) - 1, deepest, len(self.units)))
            self._note_line(target, text)
            self._mark(text, line)
            return
        # ("... shall be spread in accordance with" ⏎ "Article III.": a cross-reference a narrow column wrapped,
        # no heading: nothing ends on a preposition before a heading)
        if deliberate_break and not (runs_on and _ENDS_ON_PREPOSITION.search(self.prev_text)) and self._heading(
            text, i, chains, stray, toc
        ):
            self._mark(text, line)
            return
        if self.in_findings and (_FINDINGS_END.match(text) or _ORDAINS.search(text) or _NOW_THEREFORE.match(text)):
            self.in_findings = False  # "DECISION: ... GRANTED", "CONDITIONS", "ORDER": the findings are over
        if self.in_findings:
            self._mark(text, line)  # a finding of the board ("1. The property is zoned A-1 ..."), no provision
            return
        if self.started and not chains and _ASIDE_LEAD.match(text):
            # a plain-language summary boxed over a section ("SUMMARY: New barns and pits must be at least 350 feet from
            # a neighbor's house."), no part of the law by the ordinance's own word: furniture up to the next unit
            self.in_aside = True
            self._mark(text, line)
            return
        if self.started and not self.stack and not self.in_furniture and _HISTORY_LINE.match(text):
            # "SUBCHAPTER III" ⏎ "History: Subch. III (ss. 15.20 to 15.22) cr. Ord. 2017-11, 9-19-2017.":
            # a history paragraph right under a heading dates the units under it, it closes nothing
            self.heading_notes.append(text)
            self.history_target = self.heading_notes  # its clauses may wrap onto more lines
            self._mark(text, line)
            return
        if deliberate_break and furniture.closing_line(text) and not self._note_only(text):
            if self.stack and (_NOW_THEREFORE.match(text) or _ORDAINS.search(text)) and self.context == "FINDINGS":
                self.stack.clear()  # the enacting clause under the numbered findings: the law's own units start over
                self.context = ""
            self.in_furniture = True
            self.in_recital = furniture.recital_line(text)
            self.certified = self.certified or (self.started and _ATTESTED.search(text) is not None)
            if not self.in_recital:
                (self.closing if self.started else self.front).append(text)
            self._mark(text, line)
            return
        if not chains and deliberate_break and _BARE_SECTION_LINE.fullmatch(text) and (self.stack or not self.started):
            chains = self._bare_section(text, i)
        chain = chains if deliberate_break else []
        if chain and self.article_unit is not None and self.stack and self.stack[0].node is self.article_unit:
            self.stack.clear()  # "ARTICLE III" ⏎ its own text ⏎ "A. Permit Required.": A. is the article's, as "III. A."
            unit = self.article_unit
            unit.text = _norm(" ".join(unit.parts))
            if (not _substantive(unit) or _LEAD_IN_END.search(unit.text.rstrip(" ."))) and unit in self.units:
                self.units.remove(unit)  # ("... are subject to this article as follows.": a lead-in to its units)
            self.article_unit = None
        in_attachment = self._in_attachment()
        if chain and self.instrument == "permit_conditions" and not in_attachment and (
            not self.stack or self.stack[0].token.kind == numbering.CONDITION
        ):
            num = next((t for t in chain[0] if t.kind in (numbering.NUM_DOT, numbering.NUM_PAREN)), None)
            if num is not None and (not self.stack or len(self.stack) == 1 or num.ordinal != 1):
                chain = [[numbering.as_condition(num)], *chain[1:]]  # "3." under CONDITIONS OF APPROVAL
        if chain and runs_on and chain[0][0].kind == numbering.PAREN_NUM:
            # "less than three / (3) feet deep": the figure repeated in digits, not a unit
            if linebreaks.trailing_number_word(self.prev_text) == chain[0][0].ordinal:
                chain = []
        if chain and (self.amend_target is not None or (self.amend_block and self.amend_targets)):
            unit = self._amended_unit(chain, line)
            if unit is not None:
                rest = text[unit.token.end :].strip()
                unit = self._run_in_children(unit, rest, line)
                self._mark(text, line, in_unit=True)
                self.prev_heading_only = bool(rest) and bool(line_caption(rest))
                return
        if chain and self.unprinted and not self.started:
            self._unprinted_in_front(chain, line)
        if chain and self.stack and not runs_on and (self.unprinted or self._restarts(chain)):
            missing = self._unprinted_here(chain, i)
            if missing is not None:
                # "§ 215-8 ... I. Spills." ⏎ "A." ⏎ "No unconfined manure pile ...": the list starts again under
                # a section the contents name and the copy left without its heading
                notes = self._notes_just_above(i)
                root = self._open_unheaded(missing, line)
                root.parts.extend(notes)  # "[Added 4-11-2006 ...]" printed where the heading was left out
        placed = (
            self._place(
                chain,
                self.geo.indent(line),
                loose=not runs_on,
                caption_follows=opens_with_caption(text, chain) or self._caption_goes_on(i, text, chain),
                text=text,
            )
            if chain
            else None
        )
        if placed is not None and not self.started and not _plausible_start(placed[1][0]):
            placed = None
        if placed is not None and self.in_furniture and self.certified and self.stack and placed[0] == len(self.stack):
            # "CERTIFICATE OF POSTING ... at the following places: (1) Town Hall; (2) ...": under the signatures
            # and a certificate, a list is the certificate's, not the last section's first subsections
            placed = None
        if (placed is not None and self.in_furniture and self.stack and placed[0] == len(self.stack)
                and not _LOWER_WORD.search(text[placed[1][-1].end:])):
            # "Harlan J. Vossberg   Ruth A. Kellerman" set in a narrow column: "A. Kellerman County Board Chair" is a
            # signer's initial under the signatures, no subsection of the last section (it says nothing in words)
            placed = None
        if placed is not None and self.in_furniture and self.in_history and placed[0] > 0:
            # "AMENDMENT HISTORY" ⏎ "1. On 4/21/09 the Town Board, by Ordinance 09-2, amended Sections 5.3 and 5.7 ...":
            # the history's own numbered paragraphs, no units of the last section
            placed = None
        if placed is not None and self.in_furniture and history.dated_row(text):
            # "ORDINANCES AFFECTING CHAPTER 13" ⏎ "93-14   June 15, 1993   June 24, 1993   Ch. 13 created": under the
            # closing's heading, an ordinance's number and its dates are the history table's row, not section 93-14
            placed = None
        if placed is not None:
            depth, tokens = placed
            unit = self._open(depth, tokens, line)
            rest = _LEADING_DASH.sub("", text[tokens[-1].end :].strip())  # "Sec. 14-31. - Purpose."
            unit = self._run_in_children(unit, rest, line)
            self._mark(text, line, in_unit=True)
            # "Section 107 LAND APPLICATION OF MANURE": a number and an all-capitals caption is a
            # heading line, whatever its width; in a narrow column it can reach the right edge, so
            # its unpunctuated end must not make the next unit's number read as wrapped text.
            self.prev_heading_only = bool(rest) and bool(line_caption(rest))
            self.prev_bare = not rest  # "... ENFORCEMENT. (A)" ⏎ "PERMIT CONDITIONS. (1) ...": its caption is next
            return
        self._continue(text, line)

    def _caption_goes_on(self, i: int, text: str, chain: list[list[Token]]) -> bool:
        """ "Sec. 11.30 Setback of structures from the ordinary" ⏎ "high-water mark. Except as provided ...": a narrow
        column wrapped the caption, which goes on in lower case up to its period on the next line."""
        rest = _LEADING_DASH.sub("", text[chain[-1][0].end :].strip())
        if not rest or "." in rest or text != self.texts[i] or i + 1 >= len(self.texts):
            return False
        after = self.texts[i + 1].strip()
        return after[:1].islower() and bool(caption(f"{rest} {after}"))

    def _bare_section(self, text: str, i: int) -> list[list[Token]]:
        """ "RUNOFF CONTROL" ⏎ "3.07" ⏎ "A. An operator shall not:": a section number printed alone on its line,
        its caption above it and its text below. A number alone is usually a page number ("14-22"), so it
        opens a section only as the next of the code's sections with the next line opening its first
        subunit, or as a decimal subsection ("4.2.1", three parts: no page number) over its sentence."""
        read = numbering.read_tokens(f"{text.rstrip('.')} X")
        tok = read[0][0] if read else None
        root = self.stack[0].token if self.stack else tok  # (before the body: it may be the body's first section)
        if tok is None or root is None or root.kind != numbering.SECTION or tok.kind != numbering.SECTION:
            return []
        # (the number goes on from the section open, or opens the body)
        follows = numbering.is_successor(root, tok, loose=True) if self.stack else _plausible_start(tok)
        below = self.chains[i + 1] if i + 1 < len(self.chains) else []
        if self.stack and follows and below and any(
                numbering.is_first_child(tok, t) for t in below[0]):
            return [[tok]]
        # "4.02" ⏎ "DEFINITIONS" ⏎ "(1) ..." or "In this chapter, ...": a typewritten code's heading, the number
        # alone over its caption in capitals (a caption printed once: a page number's line would stand over the
        # running head), then the section's first subunit or its text
        if (len(tok.parts) >= 2 and not below and i + 2 < len(self.texts) and furniture.caps_caption(self.texts[i + 1])
                and follows):
            after = self.chains[i + 2]
            text_after = self.texts[i + 2].strip()
            if (after and any(numbering.is_first_child(tok, t) for t in after[0])) or (
                    not after and text_after[:1].isupper() and not text_after.isupper()):
                return [[tok]]
        # "4.2 Application." ⏎ "4.2.1" ⏎ "An application shall include ...": a decimal subsection's number alone
        # over its sentence, the next of its level or the first under the unit open
        nxt = self.texts[i + 1] if i + 1 < len(self.texts) else ""
        if self.stack and not below and nxt[:1].isupper() and len(tok.parts) >= 3 and any(
                numbering.is_successor(lv.token, tok, loose=False) or numbering.is_first_child(lv.token, tok)
                for lv in self.stack):
            return [[tok]]
        return []

    def _table_row_unit(self, chains: list[list[Token]]) -> tuple[int, Token] | None:
        """Where a typed table's row opens a unit of its own: (stack depth, token), or None for a cell.

        A row numbered as this code numbers the children of units like the one printing the table
        ("6.3 Separation distances ... Table 6.3" over rows "a. Navigable lake ... 1,000", where "5.1 a."
        is a unit) is an item of the law, labeled "6.3 a."; a row numbered otherwise ("1." in a table
        under a section whose subsections are "(A)") is a cell, and the unit printing it keeps it."""
        owner = self.table_unit
        if not chains or owner is None or not self.stack:
            return None
        top = self.stack[-1].node
        for tok in chains[0]:
            if (owner.token.kind, tok.kind) not in self.child_kinds:
                continue
            if top is owner and owner.children == 0 and numbering.is_first_child(owner.token, tok):
                return len(self.stack), tok
            if isinstance(top, _Unit) and top.parent is owner and numbering.is_successor(top.token, tok, loose=False):
                return len(self.stack) - 1, tok
        return None

    def _sibling_after_table(self, i: int, chains: list[list[Token]]) -> bool:
        """ "(1) A facility may be located only where the following table permits:" ⏎ table ⏎ "(2) Distances in
        Table 13.02-1 are measured ...": the next unit after the one that printed the table, though it reads like a
        note under it; a table that numbers its own notes ("(1) See ...", "(2) Distances ...") keeps them."""
        owner = self.table_unit
        if owner is None or not chains or not isinstance(owner, _Unit):
            return False
        if not any(numbering.is_successor(owner.token, tok, loose=False) for tok in chains[0]):
            return False
        return not any(_PAREN_MARK.match(t) for t in self.texts[self.table_start:i])

    def _table_line(self, text: str, chains: list[list[Token]]) -> bool:
        """A line of a typed table: a row ending in cells ("1. Municipal well 1,500 1,000 1,000"), the
        row's wrapped name ("5. Sinkhole, quarry or other direct" before "conduit ... 300 300 200"),
        a column head ("Column A Column B"), or a note under it ("(1) See Section 8.35.070(B)(1).")."""
        if _TABLE_CELLS.search(text) or (len(text) <= 70 and _UNIT_CELLS.search(text)):
            return True
        if _TABLE_NOTE.match(text):
            return True
        if numbering.MODAL.search(text) or len(text) > 70 or furniture.closing_line(text):
            # (the clerk's certificate under a closing table: "CLERK'S CERTIFICATE" ends the table)
            return False
        if not chains:
            return not text.rstrip().endswith(".") or len(text.split()) <= 4
        return chains[0][0].kind == numbering.NUM_DOT and not text.rstrip().endswith((".", ";", ":"))

    def _caption_wraps(self, text: str, chains: list[list[Token]]) -> bool:
        """ "12.08 STANDARDS FOR NEW AND SUBSTANTIALLY" ⏎ "ALTERED FACILITIES.": an all-capitals
        caption broken at the column's right edge goes on, in capitals and with no number, on the
        next line (not an unnumbered heading of its own); so does the caption of a number left
        alone at a line's end ("... ENFORCEMENT. (A)" ⏎ "PERMIT CONDITIONS. (1) In issuing ...")."""
        return (
            (self.prev_heading_only or self.prev_bare)
            and not chains
            and bool(self.stack)
            and not self.in_furniture
            and self.prev_line is not None
            and not self.prev_text.rstrip().endswith((".", ":"))
            and text.isupper()
            and len(text.split()) <= 8
            and "[" not in text
            and (self.prev_bare or not self.geo.ended_early(self.prev_line))
        )

    def _next_section_heading(self, text: str, chains: list[list[Token]]) -> bool:
        """ "SECTION 5 - LAND SPREADING" after "5. No owner shall allow it to overflow" (no final
        period): a prefixed section number that follows the open section and carries a caption
        starts the next section whatever the line before it looked like."""
        if not chains or not self.stack or len(chains) > 1:
            return False
        tok = chains[0][0]
        root = self.stack[0].token
        return (
            tok.strong
            and tok.kind == numbering.SECTION
            and numbering.is_successor(root, tok, loose=False)
            and bool(
                line_caption(text[tok.end :].lstrip(" .:-–—")) or caption(text[tok.end :].lstrip(" .:-–—"))
            )
        )

    def _sibling_after_gap(self, line: Line, chains: list[list[Token]], text: str) -> bool:
        """ "(B) Runoff shall ..." after a blank line, below a table whose last cell ends without a stop
        ("... Wis. Adm. Code"): the next sibling of an open unit, set off by space, starts that unit. So
        does the first child of the open unit ("Row  Tier  Depth ..." ⏎ [a rule] ⏎ "(1)  K-1 ..."), unless
        its words go on in lower case (the rest of a cross-reference)."""
        if not chains or not self.stack or self.prev_line is None or not self.geo.gap_before(self.prev_line, line):
            return False
        # (each reading of the number: "C." after "B." is the letter, not the roman hundred)
        if any(numbering.is_successor(level.token, tok, loose=False) for tok in chains[0] for level in self.stack):
            return True
        rest = text[chains[0][-1].end :].lstrip()
        return any(numbering.is_first_child(self.stack[-1].token, tok) for tok in chains[0]) and not rest[:1].islower()

    def _prev_wants_more(self) -> bool:
        """Does the line above run on into this one: prose mid-sentence, or a word that wants a number after it
        ("within", "Section")? Then a number opening this line is cited, however much it looks like the next row."""
        prev = self.prev_text
        return _prose_runs_on(prev) or bool(_ENDS_ON_PREPOSITION.search(prev) or furniture.WANTS_NUMBER.search(prev))

    def _next_decimal_item(self, text: str, chains: list[list[Token]]) -> bool:
        """ "3.5.7  Spreading ... on frozen   Within 1,000 ft ...   When the ground" ⏎ "...   snow-covered" ⏎
        "3.5.8  Discharging milking center ...": a table row's last cell wraps without a stop, so the line
        before the next row seems to run on (as does a row under the column heads). A number of three levels
        or more that follows the open unit's own number, or is its first child, with a capital after it, is
        that unit: wrapped prose would name it after a word that wants it ("Section", "Table", a preposition),
        and its words would go on in lower case."""
        if not chains or not self.stack or self._prev_wants_more():
            return False
        top = self.stack[-1].token
        return any(
            tok.kind == numbering.SECTION
            and len(tok.parts) >= 3
            and (numbering.is_successor(top, tok, loose=False) or numbering.is_first_child(top, tok))
            and text[tok.end :].lstrip(" .:-\u2013\u2014")[:1].isupper()
            for tok in chains[0]
        )

    def _next_row(self, text: str, chains: list[list[Token]], i: int) -> bool:
        """ "(c)  Manure storage facilities, including  1,000 ft  500 ft  Includes transfer" ⏎ "transfer systems
        pipes and pumps" ⏎ "(d)  Unconfined manure stacks  1,000 ft  300 ft  See s. 15.03(7)": a table whose rows
        end in a notes column wraps its last cell without a stop, so the next row seems to run on. The next sibling
        of the open row, in capitals and carrying the same figure cells mid-line as the row does, is that row:
        wrapped prose would go on in lower case and carry no column of figures. The next row's own name may wrap
        before its cells ("(c)  Private water supply well   500 ft" ⏎ "(d)  Direct conduit to groundwater, upslope or"
        ⏎ "     downslope   300 ft"): when the open row ended on its distance cell, the cells on the line under the
        next number's line are that row's."""
        if not chains or not self.stack or self._prev_wants_more():
            return False
        top = self.stack[-1]
        if top.token.kind == numbering.SECTION and numbering.is_lettered(top.token) and any(
                tok.prefix == top.token.prefix and numbering.is_successor(top.token, tok, loose=False)
                and text[tok.end:].lstrip()[:1].isupper() for tok in chains[0]):
            # a lettered row's next ("B-1 Private well 600 feet" ⏎ "B-2 Ordinary high water mark ..."): a wrapped
            # citation never opens a line with a row's letters and the next number, in capitals
            return True
        if not isinstance(top.node, _Unit) or not top.node.lines or not _row_cells(top.node.lines[0].text):
            return False
        cells_below = (
            _DISTANCE_CELL_END.search(self.prev_text) is not None
            and i + 1 < len(self.texts)
            and _DISTANCE_CELL_END.search(self.texts[i + 1]) is not None
        )
        return any(
            numbering.is_successor(top.token, tok, loose=False)
            and text[tok.end :].lstrip()[:1].isupper()
            and (_row_cells(text[tok.end :]) or cells_below)
            for tok in chains[0]
        )

    def _next_hanging_item(self, line: Line, chains: list[list[Token]]) -> bool:
        """ "(1)  Facility that is leaking, has failed   As stated in the notice" ⏎ "     structurally, or poses ..." ⏎
        "     aquatic life or groundwater          than 60 days for an imminent threat" ⏎ "(2)  Unlined earthen ...": the
        rows of a typed table (or items set with a hanging indent) wrap their cells under the text, not under the
        number, and the last cell ends on no stop. A line back at the open item's own indent, after its wrapped lines
        stood deeper, opening with the item's next number, is the next item: a wrapped sentence would go on at the
        wrapped lines' indent."""
        if not chains or not self.stack or self.prev_line is None or self._prev_wants_more():
            return False
        top = self.stack[-1]
        node = top.node
        if not isinstance(node, _Unit) or len(node.lines) < 2 or node.lines[-1] is not self.prev_line:
            return False
        x = self.geo.indent(line)
        if abs(self.geo.indent(node.lines[0]) - x) > 4 or any(self.geo.indent(ln) < x + 8 for ln in node.lines[1:]):
            return False
        return any(numbering.is_successor(top.token, tok, loose=False) for tok in chains[0])

    def _reference_goes_on(self, text: str, chains: list[list[Token]]) -> bool:
        """Does a reference note go on with this sentence? ("Cross-reference: ... permits." ⏎ "Chapter 19 was
        repealed and recreated by Ord. 2012-09.") Only after a unit that had ended its sentence before the note:
        a note printed at a page's foot under a sentence it broke is followed by the rest of that sentence."""
        if chains or not self.stack or numbering.read_heading(text) or furniture.closing_line(text):
            return False
        if text.isupper() and len(text.split()) <= 12 and not any(c.isdigit() for c in text):
            return False  # a heading in capitals ("DECISION AND CONDITIONAL USE PERMIT") is no sentence of the note
        if (_SECTION_NOTE_LINE.match(text) or _NOTE_LEAD.match(text) or _SECTION_CUE_LINE.match(text)
                or len(self.reference_target.section_notes[-1]) > _NOTE_MAX_CHARS):
            return False
        unit = self.stack[-1].node
        return isinstance(unit, _Unit) and bool(unit.parts) and not linebreaks.runs_on(unit.parts[-1])

    def _note_line(self, target: _Unit, text: str) -> None:
        """One line of a section source note; the note stays open until its parenthesis closes."""
        target.section_notes[-1] = (target.section_notes[-1] + " " + text).strip()
        note = target.section_notes[-1]
        self.reference_target = target if _REFERENCE_NOTE_LINE.match(note) else None
        if note.startswith("("):
            # "(Ord. 1041, passed 8-15-2016)  Penalty, see §" ⏎ "152.99": the cross-reference goes on too, and
            # so does a reference note run on after the source note ("... 6-14-2011) Cross reference— Schedule of"
            # ⏎ "fees, app. B.")
            reference = _REFERENCE_AFTER_NOTE.search(note)
            self.note_target = target if (
                note.count("(") > note.count(")") or _PENALTY_SEE_OPEN.search(note)
                or (reference is not None and (linebreaks.runs_on(text) or _CITATION_ABBREV_END.search(text)
                                               or _LABEL_AT_END.search(text)))
            ) else None
        else:  # "History: ..." runs until a line ends a sentence (not on a note abbreviation: "r.", "am.", "Ord.")
            # "... months. History:" ⏎ "Cr. Ord. ...", "Statutory reference:" ⏎ "Local regulation of livestock ..."
            opener_only = _NOTE_LABEL_ONLY.fullmatch(note) is not None
            # a reference note's citation breaks anywhere: "..., Wis. Stats." ⏎ "§ 92.15(4)."
            cites_on = _REFERENCE_NOTE_LINE.match(note) is not None and _CITATION_ABBREV_END.search(text) is not None
            # (or a parenthesis it opened is still open: "... Ord. 11-08 (in the definition of" ⏎ "... created).")
            unclosed = note.count("(") > note.count(")")
            # (or its last clause names units but no ordinance yet: "...; am. (2) (a), (b) 2., cr. (2) (b) 3." ⏎
            # "Ord. 06-21, 11-14-06")
            pending = _HISTORY_LINE.match(note) is not None and _CLAUSE_WITHOUT_ORDINANCE.search(note) is not None
            # (an entry of a reference list, "Zoning districts, see Title 17", is whole on its line though it ends
            # on no stop: the entries after it are read as the reference note's, a section's heading is not)
            # (nor is an entry whose citation came on the line after its "see": "... area, see" ⏎ "§ 15.28.030")
            entry = self.reference_target is not None and (_SEE_ENTRY.match(text) is not None
                                                           or _SEE_CITED.search(note) is not None)
            self.note_target = (
                target if (opener_only or cites_on or unclosed or pending
                           or (not entry and (linebreaks.runs_on(text) or _NOTE_ABBREV_END.search(text))))
                else None
            )

    def _unprinted_sections(self, toc: set[int], stray: set[int]) -> list[tuple[Token, str]]:
        """The sections a contents list names (one chapter's, numbered in order) that no heading of the body
        prints, with their captions; the reserved ones have no chain and never count."""
        listed: list[tuple[Token, str]] = []
        for i in sorted(toc):
            chain = self.chains[i]
            tok = chain[0][0] if len(chain) == 1 else None
            if tok is not None and tok.kind == numbering.SECTION and len(tok.parts) > 1:
                listed.append((tok, self.texts[i][tok.end:].strip(" .-\u2013\u2014") + "."))
        if len(listed) < 3 or len({t.parts[:-1] for t, _ in listed}) != 1:
            return []
        printed = {
            tok.parts for i, chain in enumerate(self.chains)
            if i not in toc and i not in stray and len(chain) >= 1 and (tok := chain[0][0]).kind == numbering.SECTION
            and tok.strong
        }
        if not printed & {t.parts for t, _ in listed}:
            return []  # no listed section printed at all: the list is some other code's
        self.first_printed = min(printed & {t.parts for t, _ in listed})
        return [(t, caption) for t, caption in listed if t.parts not in printed]

    def _unprinted_in_front(self, chain: list[list[Token]], line: Line) -> None:
        """The listed sections before the first heading the copy prints are the paragraphs of prose just above it,
        one paragraph each ("This chapter is adopted under ..." ⏎ "The Town Board finds ..." ⏎ "§ 215-3
        Definitions."), when there are as many such paragraphs as sections left unheaded. A list that opens before
        the first heading (its "A.") is the last of them."""
        tok = next((t for t in chain[0] if t.kind == numbering.SECTION and len(t.parts) > 1), None)
        # (or the first subunit of the last section left unheaded: "This chapter is adopted ..." ⏎ "This chapter shall
        # be known as ..." ⏎ "A." ⏎ "Findings. ..." ⏎ "B." ⏎ "Purpose. ..." ⏎ "§ 221-4. Applicability.")
        first = None if tok is not None else next((t for t in chain[0] if t.ordinal == 1 and t.kind != numbering.SECTION), None)
        if tok is None and (first is None or self.first_printed is None):
            return
        before = [m for m in self.unprinted if m[0].parts < (tok.parts if tok is not None else self.first_printed)]
        if not before:
            return
        listed = before[:-1] if first is not None else before  # the last one heads the list that opens here
        chosen: list[list[tuple[str, Line]]] = []
        # (a narrow column sets paragraphs flush, with no space between: a sentence ending at a line's end and a
        # capital opening the next line is then the best mark left)
        for by_space in (True, False):
            paragraphs = self._front_paragraphs(by_space)
            last = paragraphs[len(paragraphs) - len(listed):] if len(paragraphs) >= len(listed) else []
            if (last or not listed) and all(_PROSE_PARAGRAPH.search(" ".join(t for t, _ in para)) for para in last):
                chosen = last
                break
        else:
            return
        for section, para in zip(listed, chosen, strict=True):
            root = self._open_unheaded(section, para[0][1])
            root.parts.extend(t for t, _ in para)
            root.lines.extend(ln for _, ln in para[1:])
            for text, _ in para:
                _drop_last(self.front, text)
            self.unprinted.remove(section)
        if first is not None and not listed:
            # the list opens the body: its section, left unheaded, opens with it (`_unprinted_here` once one is open)
            self._open_unheaded(before[-1], line)
            self.unprinted.remove(before[-1])

    def _open_unheaded(self, section: tuple[Token, str], line: Line) -> _Unit:
        """Open a section the contents name and the copy prints no heading for, with the contents' caption."""
        token, title = section
        root = self._open(0, [token], line)
        root.parts.append(title)
        root.first_rest = title
        return root

    def _front_paragraphs(self, by_space: bool) -> list[list[tuple[str, Line]]]:
        paragraphs: list[list[tuple[str, Line]]] = []
        for text, line in self.front_lines:
            prev = paragraphs[-1][-1] if paragraphs else None
            if prev is None or (prev[0].rstrip()[-1:] in ".:" and (
                    (self.geo.gap_before(prev[1], line) or self.geo.ended_early(prev[1]) or prev[1].page != line.page)
                    if by_space else text[:1].isupper())):
                paragraphs.append([(text, line)])
            else:
                paragraphs[-1].append((text, line))
        return paragraphs

    def _notes_just_above(self, i: int) -> list[str]:
        """Bracketed history notes on the lines right above line `i`, taken back from the unit they were read
        into: where a copy left a section's heading out, the section's own note stands over its first subunit."""
        notes: list[str] = []
        j = i - 1
        while j >= 0 and self.texts[j].startswith("[") and history.NOTE_RE.fullmatch(self.texts[j]):
            notes.insert(0, self.texts[j])
            j -= 1
        for note in notes:
            # (only where it was read just now: the same words may date an earlier unit too)
            last = next((k for k in range(len(self.trailing_notes) - 1, -1, -1)
                         if self.trailing_notes[k][1] == note and self.trailing_notes[k][2] == len(self.units)), None)
            if last is not None:
                del self.trailing_notes[last]
            if self.units:
                _drop_last(self.units[-1].parts, note)
        return notes

    def _restarts(self, chain: list[list[Token]]) -> bool:
        """Does a first subunit ("A.") start its list again under the open section, whose "E." came before it?"""
        if len(self.stack) < 2 or self.stack[0].token.kind != numbering.SECTION:
            return False
        level = self.stack[1].token
        return any(t.ordinal == 1 and t.kind == level.kind and level.ordinal > 1 for t in chain[0])

    def _skipped_section(self, root: Token, i: int) -> Token | None:
        """The section a copy printed without its heading, known by the gap it leaves: the next section heading
        printed after line `i` is the open one's number plus two ("§ 240-12" ... "A." ... "§ 240-14"), so the
        list that starts again in between is "§ 240-13"'s."""
        if not root.strong:
            return None
        for chain in self.chains[i + 1 : i + 400]:
            tok = next((t for t in (chain[0] if chain else []) if t.kind == numbering.SECTION and t.strong), None)
            if tok is None or tok.prefix != root.prefix or len(tok.parts) != len(root.parts):
                continue
            if tok.parts[:-1] != root.parts[:-1]:
                return None
            if tok.parts[-1] != root.parts[-1] + 2:
                return None
            number = root.parts[-1] + 1
            return Token(kind=numbering.SECTION, piece=_renumbered(root.piece, number), parts=(*root.parts[:-1], number),
                         sep=root.sep, prefix=root.prefix, strong=True)
        return None

    def _unprinted_here(self, chain: list[list[Token]], i: int) -> tuple[Token, str] | None:
        """The unprinted section a first subunit opens here: the list restarts under the open section (its
        "I." came before this "A."), or the open section's own text is whole, no lead-in to a list. The section
        is one the contents name, or one the numbering skips where the list starts again."""
        root = self.stack[0].node
        assert isinstance(root, _Unit)
        first = next((t for t in chain[0] if t.ordinal == 1 and t.kind != numbering.SECTION), None)
        if first is None or root.token.kind != numbering.SECTION or len(root.token.parts) < 2:
            return None
        level = self.stack[1] if len(self.stack) > 1 else None
        restart = level is not None and level.token.kind == first.kind and level.token.ordinal > 1
        own = _norm(" ".join(root.parts[1:] if root.first_rest else root.parts))
        whole = root.children == 0 and len(own) > 40 and own.rstrip("\"\u201d")[-1:] in ".)]" and not _LEADS_A_LIST.search(own)
        kept_empty = root.children == 0 and _EMPTY_UNIT.match(own.strip()) is not None  # "§ 215-9 (Reserved)"
        if not (restart or whole or kept_empty):
            return None
        after = [m for m in self.unprinted if m[0].parts > root.token.parts]
        if not after:
            skipped = self._skipped_section(root.token, i) if restart else None
            return (skipped, "") if skipped is not None else None
        nxt = after[0]
        self.unprinted.remove(nxt)
        return nxt

    def _outdented_to_section(self, line: Line) -> bool:
        """A dated note printed back at its section's margin, left of the subsection open above it
        ("     B. ... to protect groundwater." ⏎ "(Amended 3/16/2004, Ord. 2004-06)"): the section's note, as
        Municode's "(Ord. ...)" is, though it names no ordinance first."""
        root = next((lv for lv in self.stack if lv.token.kind in numbering.ROOT_KINDS), None)
        if root is None or root is self.stack[-1] or not self.notes_by_margin:
            return False
        indent = self.geo.indent(line)
        return indent <= root.x0 + 2.0 and indent < self.stack[-1].x0 - 6.0

    def _page_edges(self) -> list[bool]:
        """Is each line among the first or last two of its page (where running bands sit)?"""
        edges = [False] * len(self.lines)
        start = 0
        for i in range(1, len(self.lines) + 1):
            if i == len(self.lines) or self.lines[i].page != self.lines[start].page:
                for j in (start, start + 1, i - 2, i - 1):
                    if start <= j < i:
                        edges[j] = True
                start = i
        # a page break printed in the text (a copy typed or pasted without its pages): the lines under a page's
        # footer ("Page 9-41" ⏎ "Supp. No. 31 (5-2021)") open the next page, where its running head stands
        i = 0
        while i < len(self.texts):
            if furniture.page_line(self.texts[i]):
                while i + 1 < len(self.texts) and furniture.page_line(self.texts[i + 1]):
                    i += 1
                for j in (i + 1, i + 2):
                    if j < len(edges):
                        edges[j] = True
            i += 1
        return edges

    def _note_only(self, text: str) -> bool:
        return text.startswith("[") and self.started and not text.lower().startswith("[history")

    def _heading(self, text: str, i: int, chain: list[list[Token]], stray: set[int], toc: set[int]) -> bool:
        """ARTICLE/CHAPTER headings and unnumbered all-capitals headings between units."""
        head = numbering.read_heading(text)
        permit_head = (
            self.started
            and len(text) <= 120
            # "(c) The Department may include in an individual" ⏎ "permit conditions that address
            # ...": a line opening in lower case goes on with a sentence, it heads nothing
            and not text[:1].islower()
            and _permit_head(text)
            and (text.isupper() or not VERBISH.search(text))
            and (not chain or head is not None)
            # "Site-specific conditions. In addition to the conditions" ⏎ "in § 210-4, the Town Board may
            # ...": a caption and the start of its sentence, wrapped in a narrow column, is text
            and (text.isupper() or not _CAPTION_THEN_SENTENCE.search(text))
        )
        if permit_head or head is not None:
            self.in_findings = False
        # (an ordinance's own numbered findings before its enacting clause, "FINDINGS" ⏎ "1. Lake Tessaly ... lie over
        # shallow dolomite." ⏎ ... ⏎ "NOW, THEREFORE, ... does ordain as follows:", are numbered furniture, labeled and
        # headed as findings (RUBRIC rule 1, `_front_findings`); a WHEREAS clause is the unnumbered kind)
        if _FINDINGS_HEAD.match(text) and self.started and self.instrument == "permit_conditions":
            self.in_findings = True
            self.stack.clear()
            return True
        if (head is not None and head[0] in numbering.ATTACHMENT_WORDS and self.started and len(text) <= 120
                and furniture.closing_line(head[2])):
            # "APPENDIX B TABLE OF AMENDING ORDINANCES": the code's history, printed as an appendix, is the
            # closing furniture it reads dates from, not an attachment of rules
            self.in_furniture = True
            self.closing.append(text)
            return True
        if head is not None and head[0] in numbering.ATTACHMENT_WORDS and self.started and len(text) <= 120:
            self._close_attachment_text()
            # "EXHIBIT A -- STANDARD CONDITIONS ..." after the ordinance: its items are cited within it
            # ("Exhibit A, 2."), and when a note says it is not adopted or codified, they are
            # conditions a permit may carry, not rules of the ordinance (NR 151.096(3))
            self.part = _norm(text)
            # (or when its title says whose one permit they are: "Exhibit A — Conditions of Approval for the Hilltop
            # Dairy storage permit")
            self.instrument = "permit_conditions" if self._uncodified_below(i) or (
                _permit_head(head[2]) and _ONE_OPERATION.search(head[2])) else "ordinance"
            self.stack.clear()
            self.article = (head[0].title(), head[1])
            self.article_text = None
            self.attachment_lead = ""
            self.attachment_head = ""
            self.attachment_body = []
            self.attachment_units = len(self.units)
            self.context = _norm(head[2])
            self.in_furniture = False
            return True
        if head is not None and head[0] == "part" and len(text) <= 120:
            self.part = _norm(text)
            # "PART A -- STANDARD CONDITIONS (Zoning Ordinance" ⏎ "Sec. 9.22(6))": a narrow column wraps the
            # head, inside its parentheses or before them; their rest is no section heading
            self.part_open = True
            self.instrument = "permit_conditions" if permit_head else "ordinance"
        elif permit_head and self._in_adopted_attachment(i):
            # "APPENDIX A" ⏎ "LICENSE CONDITIONS" ⏎ "(Adopted by reference in Section 8. Conditions 1. through 7. are
            # standard conditions of every license ...)": the title of an attachment the ordinance adopts; its items
            # are the ordinance's ("Appendix A 1."), judged on the merits (RUBRIC rule 17)
            self.context = _norm(text)
            return True
        elif permit_head:
            title = " ".join([*self._title_lines_above(), _norm(text)])
            if self.instrument != "permit_conditions" or self.part is None:
                self.part = title
            self.instrument = "permit_conditions"
            # (a head that names one permit by its number or its holder, "Manure Storage Permit No. 2019-014 --
            # Site-Specific Conditions", opens that permit's own list, even printed after an adopted appendix)
            if not self._in_attachment() or _ONE_PERMIT.search(text) or _ONE_OPERATION.search(text):
                self.stack.clear()
                self.article = None
            # (else "SITE-SPECIFIC CONDITIONS" further down an adopted appendix: conditions one license may carry,
            # numbered on from the standard ones and cited within the appendix, "Appendix A 8.")
            self.context = title
            return True
        if head is not None and len(text) <= 120:
            word, num, rest = head
            number = numbering.heading_number(num)
            if word in ("article", "part") and number is not None:
                # "PART II" then "Section A.", "Section B.": sections restart in every part, as in
                # every article, so the part is part of the citation ("Part II, Section A.1.")
                self.article = (word.title(), num)
            elif word in ("chapter", "subchapter", "subpart", "part", "division"):
                self.article = None
            self.article_text = (num, number) if word == "article" and number is not None else None
            self.article_unit = None
            self.stack.clear()
            self.in_furniture = False  # an editor's note before it ("Article I is published separately") ends here
            notes = [m.group(0) for m in history.NOTE_RE.finditer(rest)]
            notes += [m.group(0) for m in history.PAREN_NOTE_RE.finditer(rest) if history.paren_note_body(m)]
            for note in notes:
                rest = rest.replace(note, " ")
            self.context = _norm(rest)
            self.heading_notes = notes
            if not self.started:
                self.front.append(text)
            return True
        if not self.started or chain:
            return False
        if not text.isupper() or len(text.split()) > 12 or text.startswith("[") or VERBISH.search(text):
            return False  # (an all-capitals sentence, "NO MANURE SHALL BE SPREAD.", is text)
        if text.startswith("(") and (m := history.PAREN_NOTE_RE.fullmatch(text.strip())) and history.paren_note_body(m):
            return False  # a typed note under a section's heading, "(SECTION CREATED 8-15-2006, ORD. NO. 2006-19.)", dates it
        if sum(len(w) for w in _WORD.findall(text)) < 4 or self._sentence_runs_on():
            return False
        nxt = next(
            (j for j in range(i + 1, min(i + 4, len(self.texts))) if j not in stray and j not in toc), None
        )
        if nxt is None or not (self.chains[nxt] or _BARE_SECTION_LINE.fullmatch(self.texts[nxt])):
            return False
        self.context = text
        return True

    def _sentence_runs_on(self) -> bool:
        """ "... OR AN INCREASE IN ITS VOLUMETRIC CAPACITY OR AREA" ⏎ "OF MORE THAN 20 PERCENT.": text an
        amendment sets in capitals, broken at the margin, goes on to a short capitals line that is no
        heading, since the line above ran to the edge without ending its sentence."""
        prev = self.prev_text.rstrip()
        return (
            bool(self.stack)
            and self.prev_line is not None
            and not self.in_furniture
            # (only a unit's sentence: a reference note's last entry, "..., see Wis. Stats. § 92.16", ends on
            # no stop and the subchapter's heading under it is no part of it)
            and self.prev_in_unit
            and (prev[-1:].isalnum() or prev.endswith(","))
            and not self.geo.ended_early(self.prev_line)
            # a source note closing the section ("(Ord. 2004-11, passed ...)  Penalty, see § 152.99")
            # ends no sentence either, yet nothing runs on from it
            and history.TRAILING_SOURCE_RE.match(prev) is None
            and _PENALTY_SEE_END.search(prev) is None  # the note's wrapped end: "...-2012) Penalty, see § 152.99"
        )

    def _in_adopted_attachment(self, i: int) -> bool:
        """Is the permit-conditions head `i` the title of an attachment the ordinance adopts: printed right
        under the attachment's own head (no unit opened since), with a note below saying its conditions are
        adopted or standard for every permit ("Adopted by reference in Section 8. Conditions 1. through 7. are
        standard conditions of every license")? A sample license's "CONDITIONS OF APPROVAL" says no such thing."""
        if not self._in_attachment() or self.stack:
            return False
        if self.instrument == "permit_conditions":
            return False
        return _ADOPTED_CONDITIONS.search(" ".join(self._note_below(i))) is not None

    def _uncodified_below(self, i: int) -> bool:
        """Does the heading `i`, or a note under it before its first numbered item, say that the
        attachment is not adopted or codified ("This Exhibit is not adopted as part of Ordinance No.
        09-04 and is not codified")?"""
        # (the heading itself may say so: "EXHIBIT B -- FOR REFERENCE ONLY; NOT PART OF THE ORDINANCE")
        return _UNCODIFIED.search(" ".join([self.texts[i], *self._note_below(i)])) is not None

    def _note_below(self, i: int) -> list[str]:
        """The lines under heading `i` before its first numbered item (a note on what the attachment is)."""
        note: list[str] = []
        for k in range(i + 1, min(len(self.texts), i + 8)):
            if self.chains[k] and self.chains[k][0][0].kind not in numbering.ROOT_KINDS:
                break
            note.append(self.texts[k])
        return note

    def _title_lines_above(self) -> list[str]:
        """ "CORVELL COUNTY LAND CONSERVATION DEPARTMENT" ⏎ "ANIMAL WASTE STORAGE PERMIT NO. 7": the
        all-capitals lines right above a permit's heading are its title, not text of the unit read
        before it (a narrow column breaks the same title elsewhere: "... DEPARTMENT ANIMAL" ⏎
        "WASTE STORAGE PERMIT ..."). They are taken back from that unit."""
        unit = self.stack[-1].node if self.stack and not self.in_furniture else None
        taken: list[str] = []
        if not isinstance(unit, _Unit) or not unit.lines or unit.lines[-1] is not self.prev_line:
            return taken  # the line above was not read into that unit
        while len(taken) < 3 and len(unit.parts) > 1 and len(unit.lines) > 1:
            part = unit.parts[-1]
            if not part.isupper() or sum(len(w) for w in _WORD.findall(part)) < 4 or numbering.read_tokens(part):
                break
            taken.insert(0, unit.parts.pop())
            unit.lines.pop()
        return taken

    def _run_in_children(self, unit: _Unit, rest: str, line: Line) -> _Unit:
        """ "(3) CLOSURE. (a) A manure storage ..." : a caption, then the first child on the same line."""
        while rest:
            m = CAPS_CAPTION.match(rest) or MIXED_CAPTION.match(rest)
            if m and not caption(m.group(0).strip()):
                m = None
            after = rest[m.end() :].lstrip() if m else ""
            chain = numbering.read_tokens(after) if m else []
            tokens = _first_child_run(unit.token, chain, {lv.token.kind for lv in self.stack})
            if not m or not tokens:
                break
            unit.parts.append(m.group(0).strip())
            unit.lines.append(line)
            unit = self._open(len(self.stack), tokens, line)
            rest = after[tokens[-1].end :].strip()
        if rest:
            unit.parts.append(rest)
            unit.first_rest = rest
        unit.lines.append(line)
        return unit

    def _sibling_printed_below(self, tok: Token) -> bool:
        """Does a line below open the next sibling of `tok` ("(3)" after "(2)"), before the next section opens?"""
        for chain in self.chains[self.at + 1 : self.at + 60]:  # (each line's numbers, read once for the document)
            if chain and any(t.strong or len(t.parts) >= 2 for t in chain[0] if t.kind == numbering.SECTION):
                return False
            if chain and any(t.kind == tok.kind and t.ordinal == tok.ordinal + 1 for t in chain[0]):
                return True
        return False

    def _continue(self, text: str, line: Line) -> None:
        if self.stack and not self.in_furniture and text[:1] not in "[(" and not text[:1].islower() \
                and _RESERVED_ONLY.match(" ".join(self.stack[-1].node.parts)):
            # "Sec. 9.39  Reserved." ⏎ "DOC # 711402" ⏎ "RECORDED 09/05/2023 ...": a reserved section says all it says
            # in its one word; what follows, up to the next unit, is printed around the code, not text of it
            self.in_furniture = True
        if self.stack and not self.in_furniture:
            unit = self.stack[-1].node
            assert isinstance(unit, _Unit)
            if unit.parent is not None and text[0] == "[" and history.NOTE_RE.fullmatch(text):
                # "[Am. Ord. 2013-04]" on a line of its own after a subsection: whose note it is, the
                # subsection's or its section's, depends on where the document prints them (`_note_owners`)
                self.trailing_notes.append((unit, text, len(self.units)))
                unit.lines.append(line)
                self._mark(text, line, in_unit=True)
                return
            unit.parts.append(text)
            unit.lines.append(line)
            self._mark(text, line, in_unit=True)
            return
        # a note right under an ARTICLE heading belongs to that article, even before the first unit of the
        # code ("Article II. Animal Waste Management" ⏎ "[Adopted 8-17-2010 by Ord. No. 05-2010]")
        under_heading = self.started or self.article is not None
        if under_heading and not self.stack and not self.in_furniture and "]" not in text and history.NOTE_RE.match(text + "]"):
            self.open_heading_note = text  # "[Adopted 5-11-1999 ...; amended in its" ⏎ "entirety 4-12-2010 ...]"
        elif (
            under_heading
            and not self.stack
            and not self.in_furniture
            and text[0] == "("
            and ")" not in text
            and _paren_note(text + ")")
        ):
            self.open_heading_note = text  # "(Article 5 repealed and recreated 10/18/2011, Ord." ⏎ "2011-21)"
        elif (
            under_heading
            and not self.stack
            and not self.in_furniture
            and (history.NOTE_RE.match(text) or _paren_note(text))
        ):
            self.heading_notes.append(text)  # a note right under an ARTICLE heading
        elif (self.article_text is not None and not self.stack and not self.in_furniture and not self.in_recital
              and _ARTICLE_PROSE.match(text) and len(_LOWER_WORD.findall(text)) >= 4
              # (nor the wrapped end of an editor's note's sentence: "... derived from Ord. No. 94-3, adopted" ⏎
              # "March 8, 1994, and enacted a new art. VI as set out herein.")
              and not (linebreaks.runs_on(self.prev_text) and len(_LOWER_WORD.findall(self.prev_text)) >= 4)
              # (nor a codifier's note under the heading: "State law reference--Local regulation of ...")
              and not _REFERENCE_NOTE_LINE.match(text) and not _NOTE_LEAD.match(text.lstrip("*"))):
            self._open_article_text(text, line)
            return
        elif not self.in_recital:
            # recitals stay out of the date search: "WHEREAS, the County adopted a plan on ..."
            (self.closing if self.started else self.front).append(text)
            if self._in_attachment() and not self.stack and not self.in_furniture:
                if self.instrument != "permit_conditions":
                    self.attachment_body.append((text, line))
                if _LOWER_WORD.search(text) and text[:1] not in "([":
                    # (its sentences only: a caption in capitals or a dated note beside them is printed, or lost to a
                    # page's band, differently from one printing to the next)
                    # "APPENDIX B" ⏎ "No facility shall be located closer to any feature listed below than the distance
                    # shown ..." ⏎ "(1) Private well 250 feet": the rule the appendix's rows complete
                    self.attachment_lead = _norm(f"{self.attachment_lead} {text}")[: 4 * _PREAMBLE_MAX]
            if not self.started:
                self.front_lines.append((text, line))
        self._mark(text, line)

    def _open_article_text(self, text: str, line: Line) -> None:
        """The article's own text, under a heading with no numbered unit yet: a unit cited by the article's
        number ("I." in a Roman outline, else "Article 2"), closed by the first numbered unit that follows."""
        assert self.article_text is not None
        num, number = self.article_text
        roman = num.isalpha()
        token = self._first_section_unprinted() or Token(
            kind=numbering.SECTION, piece=f"{num.upper()}." if roman else f"Article {num}", parts=(number,))
        article, self.article = self.article, None  # (the article is the unit: no "Article I," before its own number)
        unit = self._open(0, [token], line)
        self.article = article
        unit.parts.append(text)
        unit.first_rest = text
        unit.lines.append(line)
        self.article_unit = unit  # (`_open` has ended the article's own text)
        self._mark(text, line, in_unit=True)

    def _first_section_unprinted(self) -> Token | None:
        """The section whose heading a web copy left out over the article's first text: the next section printed
        is the one after it ("Article I" ⏎ "[Adopted ...]" ⏎ "This article is adopted under ..." ⏎ "§ 276-2.
        Definitions."), and the section before that is the code's first ("§ 276-1") or the last one read."""
        nxt = next((t for chain in self.chains[self.at + 1 : self.at + 60] for t in (chain[0] if chain else [])
                    if t.kind == numbering.SECTION and t.strong and len(t.parts) >= 2), None)
        if nxt is None:
            return None
        last = next((u.token for u in reversed(self.units) if u.token.kind == numbering.SECTION and u.token.strong
                     and u.token.prefix == nxt.prefix and len(u.token.parts) == len(nxt.parts)), None)
        before = nxt.parts[-1] - 1
        if before < 1 or (last is None and before != 1) or (last is not None and (
                last.parts[:-1] != nxt.parts[:-1] or last.parts[-1] != before - 1)):
            return None
        return Token(kind=numbering.SECTION, piece=_renumbered(nxt.piece, before), parts=(*nxt.parts[:-1], before),
                     sep=nxt.sep, prefix=nxt.prefix, strong=True)

    def _next_opens_under_top(self) -> bool:
        """Would the next numbered line open a first child of the unit on top ("(a)" after a row "(6)")?"""
        nxt = next((chain for chain in self.chains[self.at + 1: self.at + 4] if chain), None)
        return bool(nxt and nxt[0] and numbering.is_first_child(self.stack[-1].token, nxt[0][0]))

    def _mark(self, text: str, line: Line, in_unit: bool = False) -> None:
        if not in_unit and len(self.units) == self.attachment_units and self._in_attachment():
            # every line an appendix prints above its first item, furniture too ("EXHIBIT B" ⏎ "ORDINANCE NO. 98-2" ⏎
            # "Adopted July 13, 1998. Reprinted under Section 11 of" ⏎ "Ordinance No. 2016-03; not amended."): what the
            # exhibit reprints, and when that was adopted
            self.attachment_head = f"{self.attachment_head}\n{text}"[-_PREAMBLE_MAX * 4:]
        self.marked_i = self.at
        self.prev_text = text
        self.prev_line = line
        self.prev_in_unit = in_unit
        self.prev_heading_only = False
        self.prev_bare = False


def _renumbered(piece: str, number: int) -> str:
    """A section's printed number with its last part replaced, as wide as it was printed: "§ 240-12" -> "§ 240-13",
    "Sec. 3.05" -> "Sec. 3.04"."""
    return re.sub(r"\d+(?=\D*$)", lambda m: str(number).zfill(len(m.group(0))), piece, count=1)


# an attachment that is a picture or a blank to fill in, not text of the law: "EXHIBIT A -- WELLHEAD PROTECTION OVERLAY
# MAP", "APPENDIX A -- APPLICATION WORKSHEET CHECKLIST"
_FORM_ATTACHMENT = re.compile(r"\b(?:maps?|forms?|worksheets?|checklists?|diagrams?|drawings?|figures?|photo\w*|"
                              r"sample|instructions|application (?:packet|materials))\b", re.I)


# ---------------------------------------------------------------- assembling the result


# the opening of a section source note: "(Ord. 96-4 § 1 (part), 1996)", "(Code 1985, § 3-4)"
# (American Legal's former-code reference first: "('96 Code, § 14.07) (Ord. 96-9, ...)", which a
# narrow column can break right after "('96")
_SOURCE_NOTE_OPEN = (
    r"\((?:Ord(?:inance)?\.?(?:\s|$)|Code\s+\d{4}\b|Derived\b|(?:['\u2019]\d{2}|\d{4}|Prior|Former)\s+Code\b|['\u2019]\d{2}$)"
)


# a section's number and its caption in capitalized words, closed by a stop: "Sec. 1-3 Applicability and Permits Required."
# (or running to the line's end, where a column broke the caption: "... the Department. Sec. 1-6 Administration and")
_RUN_IN_SECTION = (r"(?:Sec\.|SEC\.|Section|SECTION|§)\s*\d{1,3}(?:[.\-]\d{1,3}){0,3}\.?\s+[A-Z][a-z]+"
                   r"(?:[,;]?\s+(?:[A-Z][\w'’\-]*|and|of|or|the|for|to|in|on|by)){0,9}(?:[.;](?:\s|$)|$)")


# A unit run in after the end of a sentence or a lead-in on the same line, as in text flattened into
# paragraphs: "... as follows: (a) No person ... (b) No person ...". Only after ":", ";" or ".", and
# never after an abbreviation ("sub. (2)", "par. (a)", "s. 1."); `_place` still decides whether the
# number fits the units open there, so a false cut only costs a space.
_RUN_IN = re.compile(
    r"(?<=[.:;])\s+(?=(?:\((?:\d{1,2}[a-z]?|[a-z]{1,2}|[A-Z]|[ivx]{1,4})\)|(?:\d{1,2}|[a-z])[.)])\s+[\"“A-Z])"
    # a list run in after a lead-in or a semicolon: "... the following: (a) manure; (b) bedding"
    r"|(?:(?<=[:;])|(?<=; and)|(?<=; or))\s+(?=\((?:\d{1,2}|[a-z]|[ivx]{1,4})\)\s+[a-z\"“])"
    # a unit named by a word after the end of a sentence: "... along the creek. Condition 2. Manure"
    r"|(?<=[.:;])\s+(?=(?:" + numbering.UNIT_WORDS + r")\s+\d{1,3}\.(?:\s+[\"“A-Z]|$))"
    # a section's heading run in after the last sentence of the one before, as a transcription that joins a page's
    # lines prints it: "... their ordinary meaning. Sec. 1-3 Applicability and Permits Required. This ..." (a caption
    # of capitalized words closed by a stop: a sentence that cites a section goes on in lower case)
    r"|(?<=[.:;])\s+(?=" + _RUN_IN_SECTION + r")"
    # (or its number alone at the line's end, the caption on the next line: "... pay double the fee. Sec. 1-10"; never
    # a statute cited after its book's abbreviation, "... see Wis. Stats. § 92.16": "Stat.", "Adm." and "Wis." are
    # among `linebreaks.RUNS_ON_ABBREVS`, which `_run_in_pieces` never cuts after)
    r"|(?<=[.:;])(?<!Stats\.)(?<!Code\.)\s+"
    r"(?=(?:Sec\.|SEC\.|Section|SECTION|§)\s*\d{1,3}(?:[.\-]\d{1,3}){1,3}\.?$)"
    # a statutes-style history note run in after the section's last sentence: "... borings. History: Cr."
    r"|(?<=[.)\"\u201d])\s+(?=(?:History|HISTORY)\s*:(?:\s+(?!Adopted\b)|$))"
    # a number left at the end of a reflowed line, its text on the next: "... in the County. B."
    r"|(?<=[.:;])\s+(?=(?:\((?:\d{1,2}[a-z]?|[a-z]{1,2}|[A-Z]|[ivx]{1,4})\)|(?:\d{1,2}|[A-Za-z])[.)])$)"
    # a section source note reflowed onto the end of the last sentence (a narrow column joins the
    # lines): "... Village Well No. 2. (Ord. 96-4 § 1 (part), 1996)", as on a line of its own
    r"|(?<=\.)\s+(?=" + _SOURCE_NOTE_OPEN + ")"
    # a prose history note reflowed onto the end of the last sentence: "... out of it. Note: Subsection
    # (3) was amended by ..." (a note on an explanation, "Note: See also ...", stays in its sentence)
    r"|(?<=[.)\"\u201d])\s+(?=Note\s*:\s*(?:Sub(?:section|sec\.|d)?s?\s*\(|This\s+Section\b|The\s+definitions?\s+of\b|Sec(?:tion)?\.?\s*\d))"
    # the first child run in after the caption's history note: "(7) FEEDLOTS. (Am. Ord. 2004-09, 5-18-04) (a) Feedlots
    # and ..." (taken only where a dated note closes just before it: `_run_in_pieces`)
    r"|(?P<after_note>(?<=\d\))\s+(?=\((?:\d{1,2}[a-z]?|[a-z]{1,2})\)\s+[\"\u201cA-Z]))"
)


# after the end of a sentence, a unit named by a word ("March 31. Condition 3."), a source note
# ("Village Well No. 2. (Ord. 96-4 ...)") or a history note ("... Standard 634. History: Cr.") is not a figure's number run on ("the 590. (a)")
_WORD_UNIT = re.compile(r"(?:" + numbering.UNIT_WORDS + r")\s+\d|(?:History|HISTORY)\s*:|" + _SOURCE_NOTE_OPEN)
# a cheap first look for any of the above
_RUN_IN_HINT = re.compile(
    r"[.:;] +(?:(?:and |or )?\(|\d{1,2}[.)] |[a-z][.)] |[A-Za-z\d]{1,2}[.)]$|(?:" + numbering.UNIT_WORDS + r") |Para|Sec\.|SEC\.|Section|SECTION|§)"
    r"|[.)\"\u201d] +(?:History|HISTORY|Note) *:(?: |$)"
    r"|\d\) +\((?:\d{1,2}[a-z]?|[a-z]{1,2})\) +[\"\u201cA-Z]"
)


# (or the note's end, its opening wrapped onto the line above: "(7) FEEDLOTS. (Am. Ord." ⏎ "2004-09, 5-18-04) (a) ...")
_ENDS_ON_DATED_NOTE = re.compile(r"\((?:Am|Amended|Cr|Created|Ord|Rep|Rn|Added)\b[^()]{0,80}\d\)$|^[^()]{0,60}\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\)$", re.I)


def _drop_last(items: list[str], value: str) -> None:
    """Remove the last copy of `value` from `items`, if there is one (an earlier copy is another line's)."""
    for k in range(len(items) - 1, -1, -1):
        if items[k] == value:
            del items[k]
            return


def _run_in_pieces(text: str) -> list[str]:
    if len(text) < 6 or _RUN_IN_HINT.search(text, 3) is None:
        return [text]
    pieces: list[str] = []
    start = 0
    for m in _RUN_IN.finditer(text):
        before = text[start : m.start()]
        word = before[before.rfind(" ") + 1 :].lower()
        if (
            not before.strip()
            or word in linebreaks.RUNS_ON_ABBREVS
            or (word[:-1].isdigit() and word.endswith(".") and not _WORD_UNIT.match(text, m.end()))
            or (m.group("after_note") is not None and not _ENDS_ON_DATED_NOTE.search(before))
        ):
            continue  # "sub. (2)", "No. 3", "the 590. (a)" (but "March 31. Condition 3." is a sentence end)
        pieces.append(before.strip())
        start = m.end()
    if not pieces:
        return [text]
    pieces.append(text[start:].strip())
    return pieces


def _captioned(text: str, chains: list[list[Token]]) -> bool:
    """Whether a caption follows the line's number, run in or alone ("7.01 STORAGE."): a section's heading, not a
    section cited at a line's start."""
    # (after the whole chain of numbers: "Section IV. E. 2. and Section" cites a unit, "E." is no caption)
    rest = text[max(readings[0].end for readings in chains):].lstrip(" .:-\u2013\u2014")
    return bool(caption(rest) or line_caption(rest))


def _paren_note(text: str) -> bool:
    m = history.PAREN_NOTE_RE.match(text)
    return m is not None and history.paren_note_body(m)


def _bracket_note_end(texts: list[str], i: int, stray: set[int]) -> int | None:
    """The last line of a bracketed history note that opens on line `i` and a narrow column wrapped over the next
    lines (up to three); None when the lines do not close one note (or a page line comes between)."""
    joined = texts[i].strip()
    for k in range(i + 1, min(i + 4, len(texts))):
        if k in stray:
            return None
        joined = f"{joined} {texts[k].strip()}"
        if "]" in texts[k]:
            return k if history.NOTE_RE.fullmatch(joined) else None
    return None


def _whole_paren_note(texts: list[str], i: int) -> bool:
    """Whether line `i` opens one parenthesized history note that dates something, ending with its ")" on
    that line or one of the next two (a narrow column wraps it)."""
    joined = ""
    for text in texts[i : i + 3]:
        joined = f"{joined} {text.strip()}".strip()
        if joined.endswith(")"):
            m = history.PAREN_NOTE_RE.fullmatch(joined)
            return m is not None and history.paren_note_body(m)
    return False


_FUNCTION_WORDS = frozenset("and or of the to in by see under as with from than at for nor a an".split())


def _cited_subunit_goes_on(prev: str, text: str, chains: list[list[Token]]) -> bool:
    """Does `prev` end on a cited subunit ("... and sub. (2)") whose next level opens `text` and goes on in
    lower case ("(a) restates s. NR 151.06.")? The designator wrapped inside a citation opens no unit."""
    return (bool(chains) and _CITED_SUBUNIT_END.search(prev) is not None
            and text[chains[0][-1].end :].lstrip()[:1].islower())


def _prose_runs_on(prev: str) -> bool:
    """In a codifier's or editor's note, a line ending mid-sentence ("... created §§ 15.03, 15.09
    and") runs on, so the next line's "15.10." is a citation, not a section. (A signature line,
    "Elsie Maron, Town Clerk", ends in a name, not in a function word or a comma.)"""
    s = prev.rstrip()
    if not s:
        return False
    return s[-1] in ",§" or s[s.rfind(" ") + 1 :].lower() in _FUNCTION_WORDS


def _cites_on(prev: str) -> bool:
    """The line ends in a citation abbreviation that needs a number after it ("by Sec.", "ss.")."""
    s = prev.rstrip()
    return s.endswith(".") and s[s.rfind(" ") + 1 :].lower() in _CITES_NEXT


_CITES_NEXT = frozenset("s. ss. sec. secs. §. sub. subs. par. pars. subd. subds. ch. chs. no. nos.".split())


def _plausible_start(tok: Token) -> bool:
    """The first unit of the body: a section, or a first-of-its-kind number ("(1)", "I.", "A.")."""
    return tok.kind in numbering.ROOT_KINDS or tok.ordinal == 1


_PREAMBLE_MAX = 400  # characters: an appendix's lead sentence, never a page of text


def _lead_piece(unit: _Unit) -> str:
    if unit.lead is None:
        unit.lead = _norm(f"{unit.token.piece} {unit.text}")
    return unit.lead


# what a narrow column runs on after a source note: "... passed 3-12-2012 Penalty, see § 152.99", "... Statutory
# reference: ..." (the note ends where they begin)
_AFTER_SOURCE_NOTE = re.compile(r"\s+(?:Penalty,?\s+see\b|(?:Statutory|State\s+law|Cross)[\s-]+references?\s*[:\u2014\u2013-]).*$",
                                re.I | re.S)


def _section_note(note: str, ord_dates: dict[str, dt.date]) -> list[HistoryEntry]:
    if _SOURCE_LINE.match(note):
        note = _AFTER_SOURCE_NOTE.sub("", note)
    m = history.HISTORY_LINE_RE.match(note)
    if m and not note.startswith("("):
        return history.parse_note(m.group("body"), ord_dates, brackets="")
    body = note.strip()
    if body.startswith("("):  # "(Ord. No. 97-5, § 1, 6-10-1997)" (not a footnote's "...; subs. (2) and (3) am. ...")
        body = body[1:]
        body = body[: body.rfind(")")] if ")" in body else body
    return history.parse_source_note(body, ord_dates)


def _tie_footnotes(lines: list[Line], texts: list[str], pages: list) -> dict[int, list[tuple[str, str]]]:
    """Each page's footnotes (`Page.footnotes`), keyed by the index of the line that carries the note's
    number; the number is taken off that line's text ("Sec. 16.2-5. - Permits.5" reads "... Permits.").
    Markers run in order down the page, so each is looked for after the last one found; a note whose
    marker is not on its page (or the page before, when a column carried the text over) stays unread."""
    out: dict[int, list[tuple[str, str]]] = {}
    by_page: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        by_page.setdefault(line.page, []).append(i)
    for page in pages:
        if not page.footnotes:
            continue
        candidates = by_page.get(page.number - 1, []) + by_page.get(page.number, [])
        at = 0
        for note in page.footnotes:
            m = footnotes.NOTE_START.match(note)
            if m is None:
                continue
            mark = footnotes.marker(m.group("n"))  # "Permits.5", "MANAGEMENT1"
            for j in range(at, len(candidates)):
                i = candidates[j]
                found = mark.search(texts[i])
                if found is not None:
                    body = note[m.end() :].strip()
                    unit_mark = footnotes.unit_marker(m.group("n"))
                    after_unit_number = unit_mark.match(texts[i], found.start()) is not None
                    _take_mark(out, texts, i, found, body)
                    at = j + 1
                    if after_unit_number:
                        # one note marking several subsections after their numbers: "(5)⁵ ...", "(6)⁵ ...", "(7)⁵ ..."
                        for k in candidates[j + 1:]:
                            again = unit_mark.search(texts[k])
                            if again is not None:
                                _take_mark(out, texts, k, again, body)
                    break
    return out


def _take_mark(out: dict[int, list[tuple[str, str]]], texts: list[str], k: int, mark: re.Match[str], note: str) -> None:
    """Tie `note` to line `k` and take its mark off the line's text, keeping what the line printed before the mark
    (which of the units the line opens the note dates)."""
    out.setdefault(k, []).append((note, texts[k][: mark.start()]))
    texts[k] = (texts[k][: mark.start()] + texts[k][mark.end():]).rstrip()


_AUTHORITY_NOTE = re.compile(r"^\W*(?:statutory\s+)?authority\s*:", re.I)


def _footnote_entries(note: str, own_label: str, ord_dates: dict[str, dt.date]) -> list[HistoryEntry]:
    """The history a footnote tells: Municode's source list first ("Ord. No. 99-6, § 5, 4-20-1999;
    Ord. No. 2006-14, § 1, 11-14-2006"), then sentences naming the subsections later ordinances changed
    ("Subsection (c)(2) created by Ord. No. 2006-14, § 2, 11-14-2006"); an editor's note in prose."""
    if _NOTE_LEAD.match(note):
        return _editor_note(_NOTE_LEAD.sub("", note, count=1), own_label, ord_dates)
    parts = history.sentences(note)
    if parts and _AUTHORITY_NOTE.match(parts[0]):
        parts = parts[1:]  # "Authority: ss. 59.02, ... Wis. Stats. Created by Ord. 98-11, adopted May 19, 1998": the law it rests on
    if not parts:
        return []
    entries = _section_note(parts[0], ord_dates)
    if len(parts) > 1:
        entries += history.parse_note(" ".join(parts[1:]), ord_dates, brackets="")
    return entries


# the section a part says it restates: "PART A -- STANDARD CONDITIONS (Zoning Ordinance Sec. 9.22(6))"
_RESTATES = re.compile(r"(?:§|\bSecs?\.|\bSections?)\s*(\d[\w.\-]*(?:\(\w{1,4}\))*)")


def _restated_sections_dated(provisions: list[Provision]) -> list[Provision]:
    """Standard conditions restated in a permit under a head that cites the ordinance's section take that
    section's history: the text is the section's, and a permit decision has no history notes of its own
    (without this a 2017 section restated in a 2023 permit would count as the 1996 ordinance's text)."""
    out = []
    for p in provisions:
        m = _RESTATES.search(p.part or "") if p.instrument == "ordinance" and not p.history else None
        if m is not None:
            key = history.unit_key(m.group(1))
            entries: list[HistoryEntry] = []
            for h in (h for q in provisions if q is not p and history.covers(key, q.label) for h in q.history):
                if h not in entries:
                    entries.append(h)
            if entries:
                p = p.model_copy(update={"history": entries})
        out.append(p)
    return out


def _repealed(unit: _Unit) -> bool:
    """A caption left standing over "[Repealed 5-1-2010 by Ord. No. 10-2]"."""
    body = unit.text[len(unit.caption) :].strip(" .") if unit.caption else unit.text
    return not body and any(
        n.text.lower().startswith("[repeal") and "recreat" not in n.text.lower() for n in unit.notes
    )


# the title of an ordinance that adopts another local government's code as its own: "AN ORDINANCE ADOPTING BY REFERENCE
# THE BRANNOCK COUNTY MANURE STORAGE AND MANAGEMENT ORDINANCE" (not one adopting a state standard by reference)
_ADOPTS_ANOTHER_CODE = re.compile(
    r"\b(?i:adopt(?:s|ed|ing)?\s+by\s+reference)\s+(?:(?i:the)\s+)?(?:[A-Z][\w.'-]*\s+){1,4}(?:COUNTY|County|TOWN|Town"
    r"|VILLAGE|Village|CITY|City)\b[^.;]{0,120}?\b(?:ORDINANCE|Ordinance|CODE|Code)\b")


def _heads_word_series(unit: _Unit, nxt: _Unit | None) -> bool:
    """A section that is only a caption over rules numbered through the whole ordinance ("SECTION 5.
    APPLICATION RESTRICTIONS." over "Requirement 6." ...): a heading, those rules are its provisions."""
    return (
        not unit.children
        and unit.parent is None
        and unit.token.kind == numbering.SECTION
        and nxt is not None
        and nxt.parent is None
        and nxt.token.kind in numbering.WORD_KINDS
        and bool(unit.caption)
        and not unit.text[len(unit.caption):].strip(" .:")  # nothing said beyond its caption
    )


def _substantive(unit: _Unit) -> bool:
    """A parent's own text is a provision only when it says something beyond a caption and a
    lead-in to its list ("... shall comply with all of the following:")."""
    body = unit.text[len(unit.caption) :].lstrip(" .") if unit.caption else unit.text
    sentences = _SENTENCE_BREAK.split(body) if body else []
    if sentences and _LEAD_IN_END.search(sentences[-1]):
        sentences.pop()  # the lead-in to the list
    said = " ".join(sentences)
    if said.endswith("?") and said.count("?") == 1:
        return False  # a caption asked as a question ("How far must my facility be from wells?") over its rules
    return len(said.split()) >= 8 and VERBISH.search(said) is not None


# a history note line ending on a unit it names, its next level on the next line ("renum. (3) to be (3)")
_NOTE_UNITS_WRAP = re.compile(r"^History\s*:.*\b(?:to\s+be|am\.|cr\.|r\.|rn\.|renum\.)\s+(?:\(\w{1,4}\)\s*)+$", re.I)
# a history note's last clause with an action and units but no ordinance or date yet ("; am. (2) (a), (b) 2.")
# (the units may come first, as the statutes print them: "...; (4) am. (cross-reference corrected)" ⏎ "Ord. 2009-11, ...")
_CLAUSE_WITHOUT_ORDINANCE = re.compile(
    r"(?:^History\s*:|;)\s*(?:(?:subs?|pars?|subds?)\.\s*)?(?:(?:\(\w{1,4}\)|to|and|,)\s*)*(?:r\.\s+and\s+recr|renum|rn|am|amd|cr|r|rep)\.(?:(?!\bOrd\b|\d{1,2}-\d{1,2}-\d{2,4})[^;])*$", re.I)
# a statute-style note line that breaks after one of its own abbreviations has not ended
# a citation broken before its number: "..., Wis. Stats." ⏎ "§ 92.15", "... see Wis. Adm. Code § NR" ⏎ "151.095(6)"
_CITATION_ABBREV_END = re.compile(r"(?:\b(?:Stats?|Admin|Adm|Wis)\.|\bCode|§{1,2}|\b(?:NR|ATCP|NRCS|SPS))\s*$")
_WANTS_ORD_NUMBER = re.compile(r"\b(?:ord|ordinance|no)\.?\s*$", re.I)  # a note broken before an ordinance's number
_NOTE_ABBREV_END = re.compile(r"(?:\b(?:r|am|amd|cr|rn|renum|rep|recr|ord|no|sub|par|subd)\.|\(\w{1,4}\)|,|;|&|\band)\s*$", re.I)


# a note that opens on the section it dates: "(Section 3.5 created 06/09/2020, Ord. 2020-1; ...)"
_NOTE_NAMES_SECTION = re.compile(r"^[(\[]\s*(?:Secs?\.|Sections?|§)\s*(\d[\w.\-]*?)\.?\s+(?:was\s+)?(?:created|amended|added|repealed|renumbered|recreated|cr\.|am\.)", re.I)


def _notes_to_named_section(unit: _Unit) -> None:
    """A note printed under the last row of a table ("3.5.8 ... ⏎ (Section 3.5 created 06/09/2020, ...)") that
    names the section above the row dates that section, and so every row of it."""
    for entry in list(unit.notes):
        m = _NOTE_NAMES_SECTION.match(entry.text or "")
        if m is None:
            continue
        key = history.unit_key(m.group(1))
        owner = unit.parent
        while owner is not None and history.unit_key(owner.label) != key:
            owner = owner.parent
        if owner is not None:
            unit.notes.remove(entry)
            owner.notes = owner.notes + [entry]


def _note_owners(units: list[_Unit], trailing: list[tuple[_Unit, str, int]]) -> list[tuple[_Unit, str]]:
    """Whose history each bracketed note on a line of its own is.

    A code that notes each subsection prints some notes between two subsections of one section; a
    code that notes each section ("Notes following a section show the ordinance that last changed
    it") prints them only where a section ends. So when no note is followed by more of its section,
    each dates its whole section; otherwise each dates the subsection above it.
    """
    section_ends = all(
        (nxt := _next_real(units, opened)) >= len(units) or units[nxt].parent is None
        or _root(units[nxt]) is not _root(unit)
        for unit, _note, opened in trailing
    ) and not _subsection_noted_inline(units)
    # a note that names subsections ("Subsec. (b) amended and subsec. (d) created ...") is its section's, and one
    # that names a unit above it by its number ("[Subsection C. added ...]", "[Paragraph D.1. amended ...]") is
    # that unit's
    return [(_named_owner(unit, note) or (_root(unit) if section_ends or _NAMES_SUBUNITS.search(note) else unit), note)
            for unit, note, _opened in trailing]


def _subsection_noted_inline(units: list[_Unit]) -> bool:
    """Does a subsection carry a bracketed note at the end of its own text, with more of its section after it ("(2)
    Closure shall meet NRCS 360 ... [Amended by Ord. 2018-14]" ⏎ "(3) ...")? Then the code notes each subsection, and
    a note on its own line after a section's last subsection is that subsection's, not the section's."""
    for k, unit in enumerate(units):
        if unit.parent is None or not unit.parts or not history.NOTE_RE.search(unit.parts[-1]):
            continue
        nxt = _next_real(units, k + 1)
        if nxt < len(units) and units[nxt].parent is not None and _root(units[nxt]) is _root(unit):
            return True
    return False


# a bracketed note that opens on the unit it dates: "[Subsection C. added 3-14-2017 by Ord. No. 2017-01]", "[§ 4.4 added
# 11-8-2022 by Ord. No. 2022-31]", "[17.03 created 6-17-2014 by Ord. No. 2014-08]"
_NOTE_OPENS_ON_UNIT = re.compile(
    r"^\[?\s*(?:(?:sub(?:section|sec\.)|paragraph|par\.|subdivision|subd\.|section|sec\.|s\.)\s+|§\s*"
    r"|(?=\d{1,3}(?:\.\d{1,3})+\s))"  # (or a decimal section's number alone: "[17.03 created 6-17-2014 by ...]")
    r"(?P<unit>\d{1,3}(?:\.\d{1,3})+(?:\s?\(\w{1,4}\))*|(?:[A-Z]{1,4}|\d{1,3})\.?(?:\s?(?:[A-Za-z]{1,4}|\d{1,3})\.|\s?\(\w{1,4}\))*)\s+"
    r"(?:(?:was|were|is)\s+)?(?:added|amended|created|repealed|renumbered|revised|rev\.|am\.|cr\.|r\.\s*(?:and|&)\s*recr\.)", re.I)


def _named_owner(unit: _Unit, note: str) -> _Unit | None:
    """The unit, or the unit above it, whose citation ends on the designation the note opens with."""
    m = _NOTE_OPENS_ON_UNIT.match(note)
    if m is None:
        return None
    key = ".".join(re.findall(r"[A-Za-z0-9]+", m.group("unit"))).lower()
    node: _Unit | None = unit
    while node is not None:
        own = ".".join(re.findall(r"[A-Za-z0-9]+", node.label)).lower()
        if own == key or own.endswith("." + key):
            return node
        node = node.parent
    return None


def _next_real(units: list[_Unit], start: int) -> int:
    """The first unit from `start` that is more of the text, not a placeholder an excerpt or a code prints
    for units it leaves out ("(7) through (11)  [Not reproduced in this excerpt.]", "(4) Reserved.")."""
    while start < len(units) and not units[start].children and _EMPTY_UNIT.match(
            units[start].text or _norm(" ".join(units[start].parts))):
        start += 1
    return start


_NAMES_SUBUNITS = re.compile(r"\b(?:sub(?:secs?|sections?|ds?|s)?|pars?|paragraphs?)\.?\s*\(\w{1,4}\)", re.I)


# a note that names itself the section's source ("Source: Ord. 99-07, passed 11-8-1999"): the whole section's,
# even in a code that also notes single subsections
_SOURCE_LINE = re.compile(r"^\s*Source\s*:", re.I)


def _source_notes_per_unit(units: list[_Unit], sites: list[tuple[_Unit, int, _Unit, int]]) -> None:
    """Source notes printed after subsections, not only where sections end, date those subsections.

    Municode prints "(Ord. ...)" once, after a section's last subsection, for the whole section; a code
    that notes each paragraph prints one between two subsections of a section. As with bracketed notes
    (`_note_owners`), one note followed by more of its section shows which kind the section is. It is
    decided section by section: a code may note the paragraphs of one section and print a single note
    for the whole of the next.
    """
    per_unit = {
        id(section)
        for section, _k, deepest, opened in sites
        if deepest is not section and (nxt := _next_real(units, opened)) < len(units)
        and units[nxt].parent is not None and _root(units[nxt]) is section
    }
    if not per_unit:
        return
    for section, k, deepest, _opened in sites:
        if id(section) in per_unit and deepest is not section and section.section_notes[k] \
                and not _SOURCE_LINE.match(section.section_notes[k]):
            deepest.section_notes.append(section.section_notes[k])
            section.section_notes[k] = ""


def _attachment_history_shared(units: list[_Unit]) -> None:
    """A statute-style "History:" line printed once under an appendix's last item dates every item of it.

    "APPENDIX A" ⏎ "A-1. ..." "A-2. ..." "A-3. ..." ⏎ "History: Cr. Ord. 2013-22; am. A-3 Ord. 2021-09.":
    the items are roots of their own, so the note lands on the last; the appendix prints it once.
    """
    for items in _attachment_roots(units).values():
        last = items[-1]
        notes = [n for n in last.section_notes if _HISTORY_LINE.match(n.strip())]
        if len(items) < 2 or not notes or any(u.section_notes for u in items[:-1]):
            continue
        for unit in items[:-1]:
            unit.section_notes.extend(notes)


# an appendix that reprints an older ordinance kept in force ("Provisions of Ordinance No. 89-6, adopted April 11, 1989,
# continued in force by 7.03. Reprinted without change; not amended since adoption.")
_REPRINT_CUE = re.compile(history.REPRINT_CUE, re.I)
_REPRINT_UNAMENDED = re.compile(r"\bnot\s+(?:been\s+)?amended\b|\bwithout\s+change\b|\bunchanged\b|\bunamended\b", re.I)


def _reprinted_attachments(units: list[_Unit], front: str, closing: str, ord_dates: dict[str, dt.date]) -> None:
    """Date the items of an appendix that reprints an older ordinance, unamended, by that ordinance's adoption.

    "APPENDIX B" ⏎ "Provisions of Oskin County Ordinance No. 89-6 (Animal Waste), adopted April 11, 1989, continued
    in force by 7.03. Reprinted without change; not amended since adoption." ⏎ "B.1 No person may spread manure ...":
    the items are that ordinance's text, enacted in 1989 and kept, not enacted again by the ordinance that prints them
    (RUBRIC rule 16 dates the text by its own enactment). The older ordinance's date is not this one's enactment
    (`history._without_reprinted_ordinances`); its number dates it when no date is printed with the reprint."""
    own_key = history.own_ordinance_key(front)
    for items in _attachment_roots(units).values():
        lead = next((u.attachment_head for u in items if u.attachment_head), "")
        if not (_REPRINT_CUE.search(lead) and _REPRINT_UNAMENDED.search(lead)):
            continue
        numbers = [n for n in history.ordinance_numbers(lead) if history.ordinance_key(n) != own_key]
        ordinance = numbers[0] if numbers else None
        key = history.ordinance_key(ordinance) if ordinance else ""
        date = history.enactment_date(lead) or (ord_dates.get(key) if key else None)
        titled = re.search(rf"\bORDINANCE\s+NO\.?\s*{re.escape(key)}\b", closing, re.I) if key else None
        if date is None and titled is not None:
            # the reprint's own adoption line, printed after its text ("Adopted March 10, 1997. Published ...")
            date = history.enactment_date(closing[titled.end(): titled.end() + 2000])
        year = history.year_of_number(key) if date is None and key else None
        if date is None and year is None:
            continue
        entry = HistoryEntry(action="created", date=date, ordinance=ordinance, year=year, inferred=year is not None,
                             text=_norm(lead)[:200])
        for unit in items:  # (a root's note dates the units under it)
            if not any(e.action == "created" for e in unit.notes):
                unit.notes = [entry, *unit.notes]


def _attachment_roots(units: list[_Unit]) -> dict[str, list[_Unit]]:
    """The root units printed under each appendix, exhibit or schedule heading, by that heading."""
    groups: dict[str, list[_Unit]] = {}
    for unit in units:
        head = numbering.read_heading(unit.part or "")
        if unit.parent is None and head is not None and head[0] in numbering.ATTACHMENT_WORDS:
            groups.setdefault(unit.part or "", []).append(unit)
    return groups


def _root(unit: _Unit) -> _Unit:
    while unit.parent is not None:
        unit = unit.parent
    return unit


# an ordinance's own title block: "ORDINANCE NO. 2022-14", "AN ORDINANCE CREATING CHAPTER 17 ..."
_OWN_TITLE = re.compile(r"^\s*(?:ORDINANCE\s+(?:NO\.?|NUMBER)\s*[\w\-]+|AN\s+ORDINANCE\s+(?:TO|AMENDING|CREATING|REPEALING|"
                        r"RELATING|ESTABLISHING|ADOPTING|REGULATING)\b)", re.I)
_OWN_TITLE_REACH = 10  # lines from the title block to its enacting clause, at most


def _after_own_title(seg: _Segmenter) -> list[_Unit]:
    """Units printed before the ordinance's own title block and enacting clause belong to another document on
    the same pages: a newspaper's legal-notice page sets the ordinance among other notices ("NOTICE TO
    CREDITORS ... 1. An application for informal administration was filed."), whose items are no provisions.
    Kept when nothing is numbered after the enacting clause (then the clause closes the ordinance)."""
    enacting = next((i for i, t in enumerate(seg.texts) if _ENACTING.search(t) or _ORDAINS.search(t)), None)
    if enacting is None:
        return seg.units
    title = next((k for k in range(enacting, max(-1, enacting - _OWN_TITLE_REACH), -1) if _OWN_TITLE.match(seg.texts[k])),
                 None)
    if title is None:
        return seg.units
    index = {id(line): i for i, line in enumerate(seg.lines)}
    before = [u for u in seg.units if index.get(id(u.first), title) < title]
    after = [u for u in seg.units if index.get(id(u.first), title) > enacting]
    # (never a code's own sections before an amending ordinance appended to it, whose title and enacting clause
    # come after them: only a few plain items, well outnumbered by the units after the clause)
    if not before or not after or len(before) >= len(after) or any(
            u.token.kind == numbering.SECTION or u.token.strong for u in before):
        return seg.units
    dropped = {id(u) for u in before}
    return [u for u in seg.units if id(u) not in dropped and not (u.parent is not None and id(u.parent) in dropped)]


def _note_reaches(note: HistoryEntry, owner: str, label: str) -> bool:
    """Does a note printed under `owner` reach the unit `label`? A statute-style note that names
    subunits ("am. (2) (b), (3)") reaches only those and what is numbered under them."""
    if not note.units:
        return True
    own = re.sub(r"\s+", "", owner)
    if any(own.endswith(u) for u in note.units):
        return True  # "(B) Design Standards." ⏎ "(Subsection (B) repealed and recreated ...)": the unit it is under
    rel = re.sub(r"\s+", "", label)[len(own):]
    return any(rel.startswith(u) for u in note.units)


def _split_row_tables(units: list[_Unit], split: dict[str, str]) -> list[_Unit]:
    """Each numbered row of a table a unit prints ("TABLE 27-1" ⏎ heads ⏎ "1" ⏎ cells ...) as a unit of its
    own under that unit (`table_rows`): the rows are the items the code makes rules of. The tables split go
    into `split`, id to the name they are cited by ("1": "Schedule 1")."""
    out: list[_Unit] = []
    cited = row_tables.cited_tables(" ".join(part for unit in units for part in unit.parts))
    for unit in units:
        out.append(unit)
        table = row_tables.find(unit.parts, cited, unit.label)
        if table is None:
            continue
        split[table.id] = table.name
        free = list(unit.lines)
        for row in table.rows:
            lines = _take_lines(free, [unit.parts[i].strip() for i in row.indexes])
            out.append(_Unit(token=unit.token, path=unit.path, label=row.label, parent=unit,
                             first=lines[0] if lines else unit.first, lines=lines, parts=row.parts,
                             context=unit.context, instrument=unit.instrument, part=unit.part, table_row=True))
            unit.children += 1
        # the unit keeps its own text and the table's caption; the heads and rows are the rows' now
        _take_lines(free, [p.strip() for p in unit.parts[table.first : table.end]])
        unit.parts = unit.parts[: table.first] + unit.parts[table.end :]
        unit.lines = [ln for ln in unit.lines if ln in free]
    return out


_MODAL = re.compile(r"\b(?:shall|must|may not|no (?:person|owner|operator))\b", re.I)


# a sentence that makes a table the rule of what it lists: "No land ... may be used ... except as Table 28.903(2) allows"
_TABLE_GOVERNS = re.compile(r"\bexcept as\b[^;]{0,60}?\b(?:allows?|permits?|authori[sz]es?|provides?|shows?)\b", re.I)


_ATTACHMENT_ITEM = re.compile(r"^((?:Schedule|Appendix|Exhibit|Attachment)\s+[A-Z0-9][\w.\-]*),\s")


def _rows_led_by_citing_rule(provisions: list[Provision], split: dict[str, str]) -> list[Provision]:
    """The rows of a table split into provisions, when the table prints no rule of its own over them ("Schedule
    1 - Setbacks" ⏎ "Distances are minimums." ⏎ rows), read under the sentence of another unit that makes the
    rule of the table ("Each livestock structure shall meet the minimum distances in Schedule 1"): a row is a
    figure of that rule, which its cells alone do not state."""
    # (and the lettered or numbered items of a schedule printed after the ordinance: "Schedule A, C.")
    names = [*split.values(), *dict.fromkeys(m.group(1) for p in provisions if (m := _ATTACHMENT_ITEM.match(p.label)))]
    if not names:
        return provisions
    rules: dict[str, str] = {}
    for name in names:
        cites = re.compile(rf"\b{re.escape(name)}(?![\w.-]*\d)", re.I)
        for p in provisions:
            if p.label.startswith(f"{name}, ") or p.label == name:
                continue
            # (the citing sentence may be a section's lead-in over its own list: "... shall observe the separation
            # distances set out in Schedule A and the following requirements:")
            sentence = next((s for text in (p.text, p.lead_in) for s in re.split(r"(?<=[.;:])\s+(?=[A-Z(])", text)
                             if cites.search(s) and (_MODAL.search(s) or _TABLE_GOVERNS.search(s))), None)
            if sentence is not None:
                rules[name] = sentence.strip()
                break
    out = []
    for p in provisions:
        name = next((n for n in rules if p.label.startswith(f"{n}, ")), None)
        if name is not None and not _MODAL.search(p.lead_in):
            p = p.model_copy(update={"lead_in": f"{p.lead_in} {rules[name]}".strip()})
        out.append(p)
    return out


_SCHEDULE_NAME = re.compile(r"\b(SCHEDULE|Schedule|TABLE|Table|APPENDIX|Appendix|EXHIBIT|Exhibit)\s+([A-Z0-9][\w.\-]{0,6})\b")
_LABEL_PREFIX = re.compile(r"^(?:Section|Sec\.|§)\s*")
# a schedule row's own history cell: "Am. Ord. 2009-2", "Cr. Ord. 2009-2" (the row's figure was set by that ordinance)
_ROW_NOTE = re.compile(r"\b(?:Am|Amended|Cr|Created|Rn|Renumbered)\.?\s+(?:by\s+)?Ord(?:inance)?\.?\s*(?:No\.?\s*)?\d[\w-]*\d")


def _keyed_rows_into_sections(provisions: list[Provision], ord_dates: dict[str, dt.date]) -> list[Provision]:
    """A schedule at the end whose rows are keyed by the sections that cite it ("Storage facility ... as set forth in
    Schedule A" in 4.2(b); the schedule's row "4.2(b)  Storage facility to private well  250 ft") holds those sections'
    figures: each row goes to its section, which is judged with it, and is no provision of its own. A row that runs on
    into the next row's key (a row with no stop) is cut there; a row's history cell ("Am. Ord. 2009-2") dates it."""
    if not any(_SCHEDULE_NAME.search(p.part or "") for p in provisions):
        return provisions  # (most documents print no schedule: nothing to lend, no pattern of every label to build)
    codified = {_LABEL_PREFIX.sub("", p.label): i for i, p in enumerate(provisions) if p.part is None}
    if not codified:
        return provisions
    keys = re.compile(r"(?<![\w.(])(" + "|".join(re.escape(k) for k in sorted(codified, key=len, reverse=True))
                      + r")(?![\w(])")
    lent: dict[int, list[str]] = {}
    dropped: set[int] = set()
    for j, p in enumerate(provisions):
        name = _SCHEDULE_NAME.search(p.part or "")
        key = _LABEL_PREFIX.sub("", p.label)
        if name is None or key not in codified:
            continue
        title = f"{name.group(1).title()} {name.group(2)}"
        cites = re.compile(rf"\b{re.escape(title)}\b", re.I)
        pieces = [(key, p.text)]
        cut = list(keys.finditer(p.text))
        if cut:
            pieces = [(key, p.text[: cut[0].start()])] + [
                (m.group(1), p.text[m.end(): cut[n + 1].start() if n + 1 < len(cut) else len(p.text)])
                for n, m in enumerate(cut)]
        takers = [(codified[k], row.strip()) for k, row in pieces if row.strip()
                  and cites.search(f"{provisions[codified[k]].text} {provisions[codified[k]].lead_in}")]
        if len(takers) != len([k for k, row in pieces if row.strip()]):
            continue  # a row no section cites: the schedule stands on its own
        for i, row in takers:
            lent.setdefault(i, []).append(f"({title}: {row})")
        dropped.add(j)
    if not dropped:
        return provisions
    out = []
    for i, p in enumerate(provisions):
        if i in dropped:
            continue
        if i in lent:
            rows = " ".join(lent[i])
            dated = [e for m in _ROW_NOTE.finditer(rows) for e in history.parse_note(m.group(0), ord_dates)]
            p = p.model_copy(update={"text": f"{p.text} {rows}", "history": [*p.history, *dated]})
        out.append(p)
    return out


def _later_than_its_parent(prev: Token, tok: Token) -> bool:
    """ "5.4" after "5.3.10": a decimal number a level up that comes after the one "5.3.10" sits in."""
    n = len(tok.parts)
    return (tok.kind == prev.kind == numbering.SECTION and tok.sep == prev.sep == "." and 2 <= n < len(prev.parts)
            and tok.parts[:-1] == prev.parts[: n - 1] and tok.parts[-1] > prev.parts[n - 1])


def _take_lines(free: list[Line], texts: list[str]) -> list[Line]:
    """The printed lines of these texts, in order, taken out of `free` (a unit's lines not yet given away)."""
    taken = []
    for text in texts:
        hit = next((ln for ln in free if ln.text.strip() == text), None)
        if hit is not None:
            free.remove(hit)
            taken.append(hit)
    return taken


def _attach_unit_history(units: list[_Unit], named: list[tuple[str, HistoryEntry]]) -> None:
    """A history-table row or amending clause that names a unit ("Sec. 6   repealed and recreated
    ...") dates that unit and everything under it, never the whole ordinance. The entry goes on the
    highest unit it covers; provisions inherit their ancestors' notes."""
    if not named:
        return
    # each label reduced once, not once per note
    keys = {id(unit): history.unit_key(unit.label) for unit in units}
    reduced = [
        (
            unit,
            keys[id(unit)],
            None if unit.parent is None else keys.get(id(unit.parent)) or history.unit_key(unit.parent.label),
        )
        for unit in units
    ]
    # the units under each unit, found once (each unit walks up its own ancestors once, not once per note)
    below: dict[int, list[_Unit]] = {}
    for unit in units:
        node = unit.parent
        while node is not None:
            below.setdefault(id(node), []).append(unit)
            node = node.parent
    for key, entry in named:
        if not any(own.startswith(key) for _, own, _ in reduced):
            # "8-3-4(B)" in a revision record names the unit the code prints "8-3-4 B.": its letters in parentheses
            # are the code's dotted ones ("8-3-5(A)2" is "8-3-5 A. 2.")
            key = history.unit_key(re.sub(r"\((\w{1,3})\)", r"\1.", key))
        for unit, own, parent in reduced:
            if not own.startswith(key):
                continue  # covering needs the note's key at the start of the unit's own
            if history.key_covers(key, own) and not (parent is not None and history.key_covers(key, parent)):
                if entry not in unit.notes and not _finer_note_has(unit, entry) and not _parts_note_it(
                        below.get(id(unit), []), entry):
                    unit.notes = unit.notes + [entry]


def _same_amendment(note: HistoryEntry, entry: HistoryEntry) -> bool:
    if note.ordinance and entry.ordinance and history.ordinance_key(note.ordinance) == history.ordinance_key(entry.ordinance):
        return True
    if entry.date is None:
        return False
    return note.date == entry.date or (note.date is None and note.year == entry.date.year)


def _parts_note_it(parts: list[_Unit], entry: HistoryEntry) -> bool:
    """Do the section's own parts carry notes of this amendment ("(Cr. Ord. 03-11, 2003)" under 16.06(2)(a), where the
    chapter's history table says "ss. 16.03, 16.04, 16.05, 16.06 ... amended" by Ord. 03-11)? Then the code records
    its history part by part, and the parts' notes say which parts that ordinance touched: the finer record decides
    (RUBRIC rule 16), and the table's row dates none of the others. A code records its history part by part when
    several parts carry notes of their own; one note under the last part is the section's, printed there."""
    if entry.action != "amended":
        return False  # (a section created or recreated whole is new text in every part, whatever the parts' notes say)
    noted = [part for part in parts if part.notes]
    # (one noted part that is not the last is that part's own record: "C. ... [Amended 5-12-2015]" then "D. ...", where
    # a certificate says the ordinance amended "§ 9-2": the finer record names C only)
    finer = len(noted) >= 2 or (len(noted) == 1 and parts and noted[0] is not parts[-1])
    return finer and any(_same_amendment(n, entry) for part in noted for n in part.notes)


def _attach_division_history(units: list[_Unit], named: list[tuple[tuple[str, str], HistoryEntry]]) -> None:
    """ "Article V repealed and recreated 4-13-2010 by Ord. No. 2010-06" in the chapter's history dates every unit
    printed in Article V (on its top units; the units under them inherit it), whatever their own numbers."""
    for (word, num), entry in named:
        for unit in units:
            if unit.parent is None and unit.article is not None and unit.article[0] == word \
                    and unit.article[1].upper() == num and entry not in unit.notes:
                unit.notes = unit.notes + [entry]


_TABLE_NAMED = re.compile(r"\bTable\s+([0-9A-Z](?:[\w.\-]*[0-9A-Za-z])?)")


def _attach_table_history(units: list[_Unit], named: list[tuple[str, HistoryEntry]], text: str) -> None:
    """A history row that names a table ("2013-22  9/17/2013  ...; Table 4-1; ...") dates the units whose rule
    is that table's figures ("closer ... than the distance shown in Column A of Table 4-1"): the figures they
    enforce were amended (RUBRIC rule 16)."""
    mentioned = {m.group(1) for m in _TABLE_NAMED.finditer(text)}  # (read once: the history names many units)
    for key, entry in named:
        if key not in mentioned:
            continue
        cites = re.compile(rf"\b(?:table|schedule)\s+{re.escape(key)}(?![\w-]|\.\d)", re.I)
        for unit in units:
            if unit.children == 0 and cites.search(unit.text) and entry not in unit.notes:
                unit.notes = unit.notes + [entry]


def _finer_note_has(unit: _Unit, entry: HistoryEntry) -> bool:
    """Does the unit's own history note already record this amendment, naming the subunits it changed?

    A legislative-history table lists the sections an ordinance touched ("2004-11  9-21-2004  23.06");
    the section's own note says which parts ("am. (1) (a), (3) (a) ... Ord. 2004-11"). The finer record
    decides: the table row must not date the parts the note leaves alone (RUBRIC rule 16).
    """
    # the section's note may sit on the section above the subunit the table names ("15.07 (5)" in the
    # table; "am. (5) (a), cr. (5) (c)" in the note under 15.07)
    node: _Unit | None = unit
    while node is not None:
        if any(n.units and ((entry.date is not None and n.date == entry.date)
                            or (entry.ordinance and n.ordinance == entry.ordinance)) for n in node.notes):
            return True
        node = node.parent
    return False


_LAST_LEVEL = re.compile(r"(?:\([^()]*\)|\s?\b[A-Za-z0-9]{1,4}\.)$")


_SOURCE_NOTE = re.compile(r"^[(\[]\s*(?:Ord(?:inance)?\.?\s*(?:No\.\s*)?\d|Source:)")


def _created_with_section(provisions: list[Provision], roots: list[int]) -> list[Provision]:
    """A subsection with no note of its own, in a section whose notes all name the ordinance that created what they
    follow ("E. ... (Ord. 2011-07, 5-2-2011)" ⏎ "F. ... (Ord. 2019-12, 8-19-2019)"), came in with the section: no
    earlier than its first creating ordinance. A codifier's source notes name the section's first ordinance; a
    section in the original code would cite it, so its subsections are not the original text. (A note that only
    amends, "(Am. Ord. 2006-3)", says nothing of the units beside it.)"""
    by_root: dict[int, list[int]] = {}
    for i, root in enumerate(roots):
        by_root.setdefault(root, []).append(i)
    out = list(provisions)
    for members in by_root.values():
        dated = [e for i in members for e in provisions[i].history if e.date is not None or e.year is not None]
        # (a codifier's source notes only, "(Ord. 2011-07, 5-2-2011)": a note that says what it did, "(Created by Ord.
        # 06-2)" beside an original "(A)", or a table's row, "4.04(4)  Created", names just the unit it follows)
        if not dated or any(e.action not in ("created", "amended") or not _SOURCE_NOTE.match(e.text) for e in dated):
            continue
        first = min((e for e in dated if e.action == "created"), key=_entry_day, default=None)
        if first is None or any(_entry_day(e) < _entry_day(first) for e in dated):
            continue
        for i in members:
            if not provisions[i].history:
                out[i] = provisions[i].model_copy(update={"history": [first.model_copy(update={"units": []})]})
    return out


def _entry_day(entry: HistoryEntry) -> dt.date:
    return entry.date or dt.date(entry.year or 1, 1, 1)


# a blank of a form to fill in: a line ending on its prompt ("Name of applicant:"), a rule to write on ("____"), a box
# to tick ("[ ]", "☐"), or the applicant's certificate ("I certify that ...")
# (the blank's rule is gone from the text, its unit stays: "... high water mark): ft", "... private well: ft (Table
# 6.06-2 minimum ...)", "Fee enclosed: $")
_FORM_FIELD = re.compile(r":\s*$|:\s*(?:\$|ft\.?|feet|acres?|days?|gallons?|tons?|%)\s*(?:\(|$)|_{3,}|\[\s\]|[☐□]|^I (?:hereby )?certify\b")


def _without_forms(provisions: list[Provision]) -> list[Provision]:
    """Drop an attachment that is a form ("APPENDIX C  APPLICATION FOR ... PERMIT" ⏎ "1. Name of applicant: ____"):
    its numbered lines are blanks to fill in, not rules of the ordinance. Most of its items must read as blanks, so
    an appendix of standards that ends on one signature line stays."""
    by_part: dict[str, list[Provision]] = {}
    for p in provisions:
        if p.part and p.part.split(" ", 1)[0].lower() in numbering.ATTACHMENT_WORDS:
            by_part.setdefault(p.part, []).append(p)
    forms = {part for part, items in by_part.items()
             if len(items) >= 3 and sum(_FORM_FIELD.search(p.text.strip()) is not None for p in items) * 3 >= len(items) * 2}
    if not forms:
        return provisions
    return [p for p in provisions if p.part not in forms]


def _without_contents_entries(provisions: list[Provision]) -> list[Provision]:
    """Drop a unit with no verb in it (captions, a run of contents entries) when the same label, or a unit
    numbered under it, comes back later: an entry of a contents list the layout broke apart ("1.30 Activities Subject to Performance
    Standards." in a narrow column, then "1.30 Activities ... Any landowner shall ..." in the body)."""
    later: dict[str, int] = {}
    for i, p in enumerate(provisions):
        label = p.label
        while label and later.get(label, -1) < i:
            later[label] = i  # the unit itself and every unit it is numbered under ("1.31(1)(a)" → "1.31")
            shorter = _LAST_LEVEL.sub("", label).rstrip()
            if shorter == label:
                break
            label = shorter
    out = [
        p for i, p in enumerate(provisions)
        if not (later[p.label] > i and len(p.text.split()) <= 60 and not VERBISH.search(p.text))
    ]
    return [p if p.id == f"p{i + 1}" else p.model_copy(update={"id": f"p{i + 1}"}) for i, p in enumerate(out)]


def _editor_note(note: str, own_label: str, ord_dates: dict[str, dt.date]) -> list[HistoryEntry]:
    """The history a prose note under a section tells, sentence by sentence.

    "Subsections (3) and (5) of this Section were amended by Ordinance 2006-2" dates (3) and (5) only;
    "Section 7 was repealed and recreated in its entirety by Ordinance 2006-2", "This section was
    amended ..." or "The definition of 'pile' was amended ..." date the whole section. A sentence
    about another section, or one that changes nothing ("Subsections (1) and (4) are as adopted in
    Ordinance 2000-1"), adds nothing. The date is the sentence's own, else the ordinance's date printed
    elsewhere in the code, else the year its number carries.
    """
    out: list[HistoryEntry] = []
    for sentence in history.sentences(note):
        verb = _HISTORY_VERB.search(sentence)
        said = sentence[verb.start() :] if verb is not None else ""
        if verb is None:
            # a terse note, the participle alone: "Sub. (2) amended 6-15-2004, Ord. 2004-11."
            verb = _TERSE_NOTE_VERB.search(sentence)
            if verb is None:
                continue
            said = f"was {sentence[verb.end():]}"
        subject = sentence[: verb.start()]
        action = history.verb_action(said)
        if action is None:
            continue
        units: list[str] = []
        sub = _NOTE_SUBUNITS.match(subject)
        if sub is not None:
            units = [f"({u})" for u in re.findall(r"\(?(\w{1,3})\)?", sub.group("units")) if u.lower() not in ("and", "or")]
            if not units:
                continue
        else:
            whole = _NOTE_WHOLE.match(subject)
            if whole is None:
                continue
            label = whole.group("label") or whole.group("bare")
            if label and history.unit_key(label) != history.unit_key(own_label):
                continue  # a sentence about another section
        out.append(history.dated_entry(action, sentence, ord_dates, units))
    return out


def _note_section(note: str) -> str | None:
    """The section a note's first sentence names ("Section 13.05 was amended ..." → "13.05"); "" when it
    names the section it is printed under or its parts ("Subsection (3) ...", "This Section ..."); None
    when it opens on neither. The verb may be missing from the first line of a wrapped note."""
    first = history.sentences(note)[0] if note.strip() else ""
    verb = _HISTORY_VERB.search(first)
    if verb is None:
        opening = _NOTE_SUBJECT_OPEN.match(first)
        if opening is None:
            return None
        label = opening.group("label") or opening.group("bare")
        return history.unit_key(label) if label else ""
    subject = first[: verb.start()]
    if _NOTE_SUBUNITS.match(subject):
        return ""
    whole = _NOTE_WHOLE.match(subject)
    if whole is None:
        return None
    return history.unit_key(whole.group("label")) if whole.group("label") else ""


# the heading of a code's history of amendments, printed after it ("AMENDMENT HISTORY", "Revision Record", "TABLE OF
# AMENDMENTS", "ORDINANCES AFFECTING CHAPTER 13")
_HISTORY_HEAD = re.compile(
    r"^\s*(?:(?:legislative|amendment|amendatory|revision|ordinance|change)\s+(?:history|record|log|table)s?\b"
    r"|(?:table|schedule|list|record|summary|history)\s+of\s+(?:amendments|revisions|changes|amending\s+ordinances)\b"
    r"|ordinances\s+(?:affecting|amending)\b)", re.I)
_RESERVED_ONLY = re.compile(r"^\s*[\[(]?\s*reserved\s*[\])]?\s*\.?\s*$", re.I)  # "Reserved.", "(Reserved)", "[Reserved]"
_SECTION_CUE_LINE = re.compile(r"^(?:Secs?\.|Sections?\b|§)", re.I)  # "Secs. 22-69, 22-70. Reserved." opens no note text
_SECTION_CUE_OPEN = re.compile(r"^(?:Sec\.|Section|§)\s*\d", re.I)
_CITED_REST = re.compile(r"^(?:\s*\(\w{1,4}\))*(?:\s*\d{1,2}\.(?!\d))?[\s.,;:]*")  # the cited subunits: "(6)(a)2. "


def _reference_ends(line: str) -> bool:
    """Does a reference note end on this line? Its entries run on over semicolons and break inside citations
    ("..., Wis. Stats." ⏎ "§ 92.15"); only a full stop after a citation ends it."""
    line = line.rstrip()
    return line.endswith(".") and _CITATION_ABBREV_END.search(line) is None


def _own_note(note: str, own_label: str) -> bool:
    """Does a note printed under a section open on that section's own parts ("Subsection (3) ...",
    "This Section ...", "Section 7 ..." under Section 7)?"""
    named = _note_section(note)
    return named is not None and named in ("", history.unit_key(own_label))


def _other_section_note(note: str) -> bool:
    """Does a note open on another named section ("Section 13.05 was amended ...")?"""
    return bool(_note_section(note))


# how a history note's subject opens, before its verb: subunits, this section, a definition, a section
_NOTE_SUBJECT_OPEN = re.compile(
    r"^\s*(?:(?:sub(?:section|sec\.|d(?:ivision)?\.?)?s?\.?|par(?:agraph)?s?\.?)\s*\(\w{1,3}\)|this\s+(?:section|sec\.)\b"
    r"|the\s+definitions?\s+of\b|(?:sec(?:tion)?\.?|§)\s*(?P<label>\d[\w.\-]*)"
    # (a statute-style code's bare number: "Note: 4.08 amended in its entirety 6-15-2004")
    r"|(?P<bare>\d{1,3}\.\d{1,3}[a-z]?)(?=\s+(?:am|amended|cr|created|rn|renumbered|r|repealed|recr|re-?created)\b))",
    re.I,
)


# the subject of a note sentence that names subunits: "Subsections (3) and (5) of this Section"
_NOTE_SUBUNITS = re.compile(
    r"^\s*(?:sub(?:section|sec\.|d(?:ivision)?\.?)?s?\.?|par(?:agraph)?s?\.?)\s*"
    r"(?P<units>\(?\w{1,3}\)?(?:\s*(?:,|and|&|or)\s*\(?\w{1,3}\)?)*)\s*"
    r"(?:of\s+(?:this|the)\s+(?:section|sec\.|ordinance|chapter)\s*)?$",
    re.I,
)
# ... or the whole section: "Section 7", "This Section", "The definition of 'pile'", "The first sentence"
# the participle of a terse note after its subject: "Sub. (2) amended 6-15-2004", "4.08 amended in its entirety ..."
_TERSE_NOTE_VERB = re.compile(r"(?<=[)\d])\s+(?=(?:amended|created|repealed\s+and\s+re-?created|re-?created|renumbered)\b)", re.I)
_NOTE_WHOLE = re.compile(
    r"^\s*(?:this\s+(?:section|sec\.)|(?:sec(?:tion)?\.?|§)\s*(?P<label>\d[\w.\-]*)|(?P<bare>\d{1,3}\.\d{1,3}[a-z]?)|the\s+(?:definitions?|"
    r"(?:first|second|third|last)\s+sentence|text|wording|heading|title)\b[^.]{0,100})\s*(?:,\s*[^,]{0,60},\s*)?$",
    re.I,
)


def _date_inserted_text(units: list[_Unit], closing: str) -> None:
    """Text an appended amending ordinance creates ("Section 6.12.060 ... is repealed and recreated to
    read as follows: ...") is enacted when that ordinance is, not with the code around it.

    Its history is the history printed at the section's place in the code, when the code keeps a
    placeholder with the same label ("[Repealed and recreated by Ord. 2024-05, passed 3-11-2024]"),
    else the amending ordinance's own adoption date (RUBRIC rule 16: recreated text is new text).
    """
    roots = [u for u in units if u.parent is None]
    adopted: list[dt.date] | None = None  # read from the closing text only when an inserted unit needs it
    for unit in roots:
        if not unit.inserted:
            continue
        # (a placeholder prints no text of its own; a code printed in full before the amending ordinance is the
        # old text, and its notes date the old text, not the new)
        placeholder = next((u for u in roots if u is not unit and not u.inserted and u.label == unit.label and u.notes
                            and not any(c.parent is u for c in units) and not _substantive(u)), None)
        if placeholder is not None:
            unit.notes = [*unit.notes, *placeholder.notes]
            continue
        if adopted is None:
            adopted = history.enactment_dates(closing)
        if adopted:
            unit.notes = [*unit.notes, HistoryEntry(action="repealed_and_recreated", date=max(adopted),
                                                    text="created by the amending ordinance printed with the code")]


def _swap_words(text: str, old: str, new: str) -> str:
    """`text` with the words an amendment by words deletes replaced by the words it inserts (spacing and case of the
    printed text aside); unchanged when the old words are not found."""
    pattern = r"\s+".join(re.escape(w) for w in old.split())
    return re.sub(pattern, lambda _m: new, text, count=1, flags=re.I)


def _under(label: str, target: str) -> bool:
    """Is the unit labeled `label` the unit an instruction names, `target`, or numbered under it ("12.05(1)"
    under "12.05"; not "12.050", nor "12.05A", a section of its own)?"""
    k, t = history.unit_key(label), history.unit_key(target)
    return k == t or (k.startswith(t) and not k[len(t)].isalnum())


def _strictly_under(own: str, keys: set[str]) -> bool:
    """Is the unit keyed `own` numbered under one of the units keyed `keys` (not one of them itself)? Its
    prefixes are looked up, one per break in its number, rather than every key tried: a long code holds
    thousands of units and an amending ordinance hundreds of printed ones."""
    return any(not own[i].isalnum() and own[:i] in keys for i in range(1, len(own)))


def _apply_code_changes(units: list[_Unit], changes: list[tuple[str, list[str], list[str]]], closing: str) -> list[_Unit]:
    """The code as an appended amending ordinance leaves it: units it renumbers carry their new numbers, units
    it repeals are gone, units it amends by words carry its date, and text it prints "to read" replaces the
    code's old text of the same unit (whose children, when only the lead-in was printed, carry its date).
    Only stricter regulation enacted after October 1, 2002 needs approval, so the old text must not be
    reviewed as if it were still law."""
    inserted = [u for u in units if u.inserted]
    if not changes and not inserted:
        return units
    adopted = history.enactment_dates(closing)
    when = max(adopted) if adopted else None
    key, under = history.unit_key, _under

    def amend(unit: _Unit, text: str) -> None:
        if when is not None:
            unit.notes = [*unit.notes, HistoryEntry(action="amended", date=when, text=text)]

    old = [u for u in units if not u.inserted]
    for action, labels, new in changes:
        if action == "renumbered":
            for unit in old:  # (all at once: "12.10 and 12.11 ... renumbered 12.11 and 12.12")
                move = next(((key(t), key(n)) for t, n in zip(labels, new, strict=True) if under(unit.label, t)), None)
                if move is not None and move[0] in unit.label:
                    unit.label = unit.label.replace(move[0], move[1], 1)
        elif action == "repealed":
            gone = {id(u) for u in old if any(under(u.label, t) for t in labels)}
            units = [u for u in units if id(u) not in gone]
            old = [u for u in old if id(u) not in gone]
        else:
            for unit in old:
                if any(under(unit.label, t) for t in labels):
                    amend(unit, "amended by the amending ordinance printed with the code")
                    if len(new) == 2:
                        # the words it takes out are replaced by the words it puts in, so the text in force is read
                        unit.text = _swap_words(unit.text, new[0], new[1])
    # (only units the amending ordinance prints text for: the levels above them are places, not new text)
    printed = [u for u in inserted if _norm(" ".join(u.parts))]
    new_by_key = {key(u.label): u for u in printed}
    leaf_inserts = {key(u.label) for u in printed if not any(c.parent is u for c in inserted)}
    superseded = {id(u): new_by_key[key(u.label)] for u in units if not u.inserted and key(u.label) in new_by_key}
    for unit in units:
        if unit.parent is not None and id(unit.parent) in superseded and not unit.inserted:
            # "Section 12.06(2)(intro.) ... is amended to read:": the old subunits go on under the new lead-in
            unit.parent = superseded[id(unit.parent)]
            unit.parent.children += 1
            unit.lead = None
    kept = []
    for unit in units:
        if id(unit) in superseded:
            continue  # superseded: the amending ordinance prints its new text
        if not unit.inserted and leaf_inserts and _strictly_under(key(unit.label), leaf_inserts):
            amend(unit, "its lead-in was amended by the amending ordinance printed with the code")
        kept.append(unit)
    return kept


def segment(doc: IngestedDocument) -> tuple[DocumentInfo, list[Provision]]:
    """Provisions of the document, and its document-level facts (title, jurisdiction, dates)."""
    seg = _Segmenter(doc)
    seg.run()
    front = "\n".join(seg.front)
    closing = history.join_wrapped_rows("\n".join(seg.closing))
    dates = history.document_dates(front, closing)
    ord_dates = dates.ord_dates or {}

    originals: list[dt.date] = []  # dates of the ordinances that created sections (source notes)
    seg.units = _after_own_title(seg)
    # (whose note each note is, read before a table's rows become units: the notes counted the units open then)
    _source_notes_per_unit(seg.units, seg.note_sites)
    owners = _note_owners(seg.units, seg.trailing_notes)
    split: dict[str, str] = {}
    seg.units = _split_row_tables(seg.units, split)
    _attachment_history_shared(seg.units)
    marked = history.marks_date(front, dates)
    slips: list[tuple[str, str]] = []  # (unit named, note): typed slip heads above the unit they change
    for unit in seg.units:
        raw = _norm(" ".join(unit.parts))
        if "--" in raw:
            # "AMENDED 5/10/2005 -- Ord. No. 2005-1 -- Sec. 2.3 is amended to read:" typed above the unit it changes,
            # read as the end of the unit before: the note is the named unit's
            for m in reversed(list(_SLIP_HEAD.finditer(raw))):
                slips += [(history.unit_key(named), f"{m.group('verb').upper()} {m.group('date')}")
                          for named in _slip_units(m.group("unit"))]
                raw = (raw[:m.start()] + raw[m.end():]).strip()
        unit.text, unit.notes = history.strip_notes(raw, ord_dates)
        if marked is not None and history.AMENDMENT_MARK.search(raw):
            # a working copy's "[deleted: ...]" or "<<ADDED WORDS>>" in the unit: the marked amendment changed it
            unit.notes = [*unit.notes, HistoryEntry(action="amended", date=marked, text="amendment marks in the text")]
        # Municode's reference note after the source note, run into the unit's last line by a narrow column
        # ("... table. (Ord. No. 01-9, § 2, 5-15-2001) State law reference— Design standard ..."): no text
        unit.text = _TRAILING_PENALTY.sub("", _TRAILING_REFERENCE.sub("", unit.text))
        if not unit.children and unit.parent is not None and any(n.units for n in unit.notes):
            # "[Adopted 3-14-2000 ... Subsec. (b) amended and subsec. (d) created 6-9-2009 ...]" printed after
            # a section's last subsection names that section's subsections: it is the section's note
            unit.parent.notes = unit.parent.notes + unit.notes
            unit.notes = []
        _notes_to_named_section(unit)
        for note in unit.heading_notes:
            entries = _section_note(note, ord_dates) if _HISTORY_LINE.match(note) else history.strip_notes(note, ord_dates)[1]
            unit.notes = entries + unit.notes
        first = unit.notes[0] if unit.notes else None
        if first is not None and first.action in ("created", "enacted") and first.date is not None and not first.units \
                and not _REPRINT_CUE.search(unit.attachment_head):
            # "[Sec. 7.14 created by Ord. No. 2016-05, adopted 3-15-2016; ...]" (not an older ordinance an appendix
            # reprints, "[Adopted 3-9-1999 by Ord. No. 99-2. This ordinance remains in effect and is reproduced here
            # ...]": its date is its own, not this chapter's enactment)
            originals.append(first.date)
        for note in unit.editor_notes:
            unit.notes = unit.notes + _editor_note(note, unit.label, ord_dates)
        for note in unit.footnotes:
            entries = _footnote_entries(note, unit.label, ord_dates)
            if entries and entries[0].action == "created" and entries[0].date is not None and not entries[0].units:
                originals.append(entries[0].date)
            unit.notes = unit.notes + entries
        for note in unit.section_notes:
            if not note.strip() or _REFERENCE_NOTE_LINE.match(note.strip()):
                continue  # a cross-reference dates nothing of this section (and a moved note is gone)
            entries = _section_note(note, ord_dates)
            if entries and entries[0].action in ("created", "repealed_and_recreated") and entries[0].date is not None \
                    and not entries[0].units:
                # "Cr. Ord. 89-14, 1989; r. and recr. Ord. 08-09, 2008": the text in force dates from its recreation
                recreated = [e.date for e in entries if e.action == "repealed_and_recreated" and e.date and not e.units]
                originals.append(max(recreated) if recreated else entries[0].date)
            unit.notes = unit.notes + entries
        unit.caption = caption(unit.text) or line_caption(unit.first_rest)
    keys = [history.unit_key(unit.label) for unit in seg.units] if slips else []
    for key, note in slips:
        entries = history.strip_notes(note, ord_dates)[1]
        for unit, own in zip(seg.units, keys, strict=True):
            if history.key_covers(key, own):
                unit.notes = unit.notes + entries
    for owner, note in owners:
        owner.notes = owner.notes + history.strip_notes(note, ord_dates)[1]
    # (an ordinance a section's own note dates, "History: Cr. Ord. 2016-04, 5-9-2016", dates the same ordinance named in
    # the close: "ORDINANCE NO. 2016-04 / AN ORDINANCE CREATING SECTION 9.15")
    noted = {history.ordinance_key(e.ordinance): e.date for unit in seg.units for e in unit.notes if e.ordinance and e.date}
    ord_dates = {**noted, **ord_dates}
    for unit in seg.units:
        # a note that names its ordinance with no date ("Sub. (3) amended ... by Ord. 2012-06.") takes the date another
        # note gives that ordinance ("Subs. (4) to (7) created by Ord. 2012-06, April 17, 2012"), not a year it mentions
        # in passing ("Subs. (1) and (2) unchanged since 1998")
        unit.notes = [e.model_copy(update={"date": ord_dates[key], "year": None})
                      if e.date is None and e.ordinance and (key := history.ordinance_key(e.ordinance)) in ord_dates else e
                      for e in unit.notes]
    named = history.unit_history(front, ord_dates) + history.unit_history(closing, ord_dates)
    _attach_unit_history(seg.units, named)
    _attach_division_history(seg.units, history.division_history(f"{front}\n{closing}", ord_dates))
    if dates.enacted is not None and _ADOPTS_ANOTHER_CODE.search(front):
        # a town's ordinance adopting a county's code by reference, printed after it: the town enacted all of it on
        # the day it adopted it, and the county's own notes date the county's enactment, not this one (RUBRIC 16)
        originals = []
        for unit in seg.units:
            unit.notes = [n for n in unit.notes if n.date is None or n.date > dates.enacted]
    if dates.enacted is None and not originals:
        # a legislative history table that dates every section ("34.01 - 34.03  2003-09  4-15-2003  created"): the
        # chapter was enacted when its first sections were created
        first = min((e.date for _, e in named if e.action == "created" and e.date is not None), default=None)
        originals.extend([first] if first is not None else [])
    _attach_table_history(seg.units, named, f"{front}\n{closing}")
    _date_inserted_text(seg.units, closing)
    _reprinted_attachments(seg.units, front, closing, ord_dates)
    seg.units = _apply_code_changes(seg.units, seg.code_changes, closing)
    if dates.repealed_and_recreated is not None:  # the text in force dates from the recreation
        originals = [d for d in originals if d >= dates.repealed_and_recreated]
    # (a part the front dates apart from the chapter, "Arts. I through IV and VI" adopted 2004 and "Article V adopted
    # 8-13-1996": that part's units keep its date, the chapter's enactment is the front's)
    originals = [d for d in originals if d not in dates.part_enacted]
    enacted = min([d for d in (dates.enacted, *originals) if d is not None], default=None)
    originally_enacted = None
    if dates.repealed_and_recreated is not None and enacted is not None and enacted < dates.repealed_and_recreated:
        # amended in its entirety, or repealed and recreated: a new enactment (REAL-WORLD-STYLES, issue 15)
        originally_enacted, enacted = enacted, dates.repealed_and_recreated
    if enacted is None and dates.repealed_and_recreated is not None:
        enacted = dates.repealed_and_recreated  # "... amended in its entirety on March 8, 2011": the text in force
    if enacted is None:  # "Section 9. Effective date. This ordinance took effect on May 2, 2016."
        enacted = next(
            (
                d
                for u in seg.units
                if _EFFECTIVE_CAPTION.search(u.caption or u.context)
                and (d := history.enactment_date(u.text)) is not None
            ),
            None,
        )

    recreated: list[HistoryEntry] = []
    kept = history.kept_apart(f"{front}\n{closing}\n" + "\n".join(u.text for u in seg.units)) if dates.repealed_and_recreated else set()
    if dates.repealed_and_recreated is not None:
        recreated.append(
            HistoryEntry(
                action="repealed_and_recreated",
                date=dates.repealed_and_recreated,
                text="repealed and recreated",
            )
        )
    amended = set(dates.amended or [])
    if enacted is not None and dates.enacted is None:
        # the amending ordinances the front matter names (not the ones only an editor's note names)
        amended.update(d for key, d in ord_dates.items() if key not in dates.noted_only)
    amended = {d for d in amended if enacted is None or d > enacted}
    provisions: list[Provision] = []
    roots: list[int] = []  # each provision's section, by identity (`_created_with_section`)
    series_head = ""  # the caption of the section a series of word-numbered rules is printed under
    for i, unit in enumerate(seg.units):
        for note in unit.notes:
            if (
                note.date is not None
                and note.action != "enacted"
                and (enacted is None or note.date > enacted)
            ):
                amended.add(note.date)
        if unit.children and not _substantive(unit):
            continue
        if not unit.children and (_EMPTY_UNIT.match(unit.text) or _repealed(unit)):
            continue  # "(3) (Reserved)", or a unit whose only text was "[Repealed 5-1-2010 ...]"
        if _heads_word_series(unit, seg.units[i + 1] if i + 1 < len(seg.units) else None):
            series_head = unit.caption
            continue
        ancestors: list[_Unit] = []
        p = unit.parent
        while p is not None:
            ancestors.append(p)
            p = p.parent
        ancestors.reverse()
        root = ancestors[0] if ancestors else unit
        heading = (
            root.caption or next((a.caption for a in reversed(ancestors) if a.caption), "") or unit.context
        )
        heading = heading or root.context
        if root.token.kind not in numbering.WORD_KINDS:
            series_head = ""
        heading = heading or series_head  # "Requirement 6." under "SECTION 5. APPLICATION RESTRICTIONS."
        lead_in = " ".join([*([root.preamble] if root.preamble else []), *(_lead_piece(a) for a in ancestors)])
        # (not the units an older ordinance the document leaves in force created, reprinted after it: "Nothing in this
        # ordinance repeals or amends Ordinance No. 01-4" over "SECTION 20 ... (Ord. 01-4, adopted August 13, 2001)";
        # `kept` is empty unless the document was recreated)
        entries = [] if kept and any(n.action == "created" and n.ordinance and history.ordinance_key(n.ordinance) in kept
                                     for a in (*ancestors, unit) for n in a.notes) else list(recreated)
        # (a table's row, "Table 28.903(2), No. 4", is reached as the unit that prints it: "am. (2) Ord. ...")
        reach = unit.parent.label if unit.table_row and unit.parent is not None else unit.label
        for a in ancestors:
            entries.extend(n for n in a.notes if _note_reaches(n, a.label, reach))
        entries.extend(unit.notes)
        roots.append(id(root))
        pages = sorted({ln.page for ln in unit.lines} or {unit.first.page})
        provisions.append(
            Provision(
                id=f"p{len(provisions) + 1}",
                label=unit.label,
                heading=heading,
                text=unit.text,
                page=unit.first.page,
                pages=pages,
                parent=unit.parent.label if unit.parent else None,
                lead_in=lead_in,
                top=unit.first.top,
                x0=unit.first.x0,
                history=entries,
                instrument=unit.instrument,  # type: ignore[arg-type]
                part=unit.part,
            )
        )

    provisions = _restated_sections_dated(_without_contents_entries(_without_forms(_created_with_section(provisions, roots))))
    provisions = _rows_led_by_citing_rule(provisions, split)
    provisions = _keyed_rows_into_sections(provisions, ord_dates)
    provisions = markup.marked_changes(provisions, front)  # a draft in legislative style, read as it will be adopted
    found = tables.read_tables([ln.text for ln in seg.lines])  # as printed: _norm takes a box's sides off
    if found:
        provisions = [p.model_copy(update={"text": own, "refers": tables.introduced(p.text, found)})
                      if (own := tables.without_typed(p.text, found)) != p.text else p for p in provisions]
        # (a table whose rows are provisions of their own lends them to no unit that cites it: "Each structure shall
        # meet the distances in Schedule 1" points at the rows, which are reviewed where they stand)
        lent = {key: table for key, table in found.items() if key not in split}
        provisions = [
            p.model_copy(update={"refers": refers}) if not p.refers and (refers := tables.cited(p.text, lent, p.lead_in)) else p
            for p in provisions
        ]
    body = " ".join(u.text for u in seg.units[:3])
    unit, county = titleblock.place(front, body, "\n".join(seg.bands), closing)
    info = DocumentInfo(
        filename=doc.filename,
        pages=len(doc.pages),
        title=titleblock.title(front, body),
        jurisdiction=unit,
        county=county,
        enacted=enacted,
        originally_enacted=originally_enacted,
        amended=sorted(amended),
        repealed_and_recreated=dates.repealed_and_recreated,
        sha256=doc.sha256,
        ocr_pages=[p.number for p in doc.pages if p.ocr],
        warnings=list(doc.warnings)
        + ([] if provisions else ["no numbered provisions were found in the document"])
        + checks.check(provisions, closing),
    )
    return info, provisions
