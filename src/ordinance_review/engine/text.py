"""A provision prepared for matching: normalized body, context, caption, figures and sentences.

Why a module of its own: every stage of the merits (topics, checks, scope, fallback) works on the
same normalized text, and preparing it once per provision (cached on its text) keeps one review
to one pass over each provision's words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ordinance_review.measures import Measure, find_measures, normalize_numbers
from ordinance_review.models import Provision

_HISTORY_NOTE = re.compile(
    r"\[\s*(?:am(?:ended|\.)|added|cr(?:eated|\.)|rep(?:ealed)?\.?|renum|ord\b|history)[^\]]*\]"
    r"|\(\s*(?:amended|added|created|repealed|renumbered|am\.|cr\.)\s+(?:(?:by|per|in|on|eff\.?|effective)\b[^()]*|\d{1,2}[-/]\d{1,2}[-/]\d{2,4}[^()]*|[A-Za-z]+\.? \d{1,2},? \d{4}[^()]*)\)",
    re.I,
)
# (a citation's abbreviations end no sentence: "analyzed by a laboratory certified under Ch. NR 149, Wis.
# Adm. Code, for:" is one lead-in)
# (an enumerator opens a piece; a citation's own subunit does not: "... listed in NR 151.015(18), and also includes:")
_LEAD_SPLIT = re.compile(
    r"(?<=[.;])(?<!\bwis\.)(?<!\badm\.)(?<!\bch\.)(?<!\bchs\.)(?<!\bs\.)(?<!\bss\.)(?<!\bno\.)(?<!\bsub\.)(?<!\bpar\.)"
    r"(?<!\bsec\.)(?<!\bsubch\.)(?<!\bstats\.)(?<!\bord\.)\s+(?=(?-i:[A-Z(\"]))|(?<![\w)])\(\w{1,5}\)\s*|^\s*(?:§|sec\.|section)\s*[\w.-]+\s*",
    re.I,
)


# a lead-in that introduces a list without a colon: "... in any of the following areas", or an
# unfinished operative clause ("No manure storage facility may be constructed")
_OPEN_LEAD = re.compile(
    r"(?:the following|as follows)(?:\s+[a-z]+){0,3}\W*$"
    r"|(?:\bshall\b|\bmay\b|\bmust\b|\bno (?:person|owner|operator)\b|prohibited)[^.;:()]{0,120}[a-z,]$",
    re.I,
)


@lru_cache(maxsize=4096)
def lead_sentence(lead_in: str) -> str:
    """The parent's unfinished sentence a child completes ("No person shall spread manure:"), else "".

    Why: list items such as "(2) Within 100 feet of any well." only make sense with the words that
    introduce the list; the verb and the regulated subject live there.
    """
    lead = _clean(_HISTORY_NOTE.sub(" ", lead_in))
    if not lead.endswith((":", "—", "-", "–")) and not _OPEN_LEAD.search(lead):
        return ""
    # "two (2) feet" is one number, not an enumerator to split the lead-in at
    lead = re.sub(r"\b([A-Za-z-]+)\s+\((\d+(?:\.\d+)?)\)", lambda m: m.group(2) if _is_number_word(m.group(1)) else m.group(0), lead)
    pieces = [x.strip() for x in _LEAD_SPLIT.split(lead) if x and x.strip()]
    if len(pieces) >= 2 and pieces[-1].endswith(":") and pieces[-2].endswith(":"):
        # a list within a list, each level's lead unfinished: "(3) Where the soil over bedrock is 3 to 5 feet
        # deep:" ⏎ "(a) Liquid manure may be applied only if all of the following are met:" ⏎ "1. ..."
        return f"{pieces[-2]} {pieces[-1]}"
    if pieces and _TITLE_CAPTION.match(pieces[-1]) and not _MODAL_WORD.search(pieces[-1]):
        return ""  # a caption in title case over the items ("C. Capacity And Margin Of Safety:"), no sentence they finish
    return pieces[-1] if pieces else ""


# a caption with every word capitalized, as Sterling Codifiers print a subsection's: "Capacity And Margin Of Safety:"
_TITLE_CAPTION = re.compile(r"^(?=.*[a-z])[A-Z][A-Za-z'’-]*(?:[ ,&/-]+[A-Z][A-Za-z'’-]*){0,7}:$")
_MODAL_WORD = re.compile(r"\b(?:Shall|May|Must|Will|Is|Are|Following|Prohibit\w*)\b")
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty "
    "seventy eighty ninety hundred thousand half one-half".split()
)


def _is_number_word(word: str) -> bool:
    return word.lower() in _NUMBER_WORDS or word.lower().split("-")[-1] in _NUMBER_WORDS


# (Sterling Codifiers end the caption with a colon: "7-4-1: PURPOSE: The city of ...")
_CAPTION_CAPS = re.compile(r"^\s*([A-Z][A-Z0-9 ,;:'&/()\-]{2,90}?)[.:](?:\s|$)")
_CAPTION_TITLE = re.compile(r"^\s*([A-Z][a-z]+(?:[ ,;-]+(?:and|or|of|the|for|to|in|on|[A-Z][a-z]+|[a-z]+)){0,6})\.\s+[A-Z\"(]")
# a capitals caption printed alone after its number, its text on the next line, so no stop comes between them
# ("1.1   TITLE" ⏎ "This ordinance shall be known as ..."): a word of five letters or more, or words
_CAPTION_CAPS_BARE = re.compile(r"^\s*((?:[A-Z]{2,}[ ,&/\-]+)+[A-Z]{2,}|[A-Z]{5,})\s+(?=[A-Z][a-z])")


# words an amending instruction strikes out are no longer the rule: "the words "25-year, 24-hour storm" are
# deleted and the words "100-year, 24-hour storm" are substituted", ""24 months" is amended to read "12
# months"", a town's modification of a model ordinance it adopts, ""300 feet" is replaced by "600 feet"": the
# figures compared are the new ones
_STRUCK = re.compile(
    r'(?:(?:words?|phrase|figures?|numbers?|sentence|text)\s+)?"(?P<old>[^"]{1,300})"\s+(?:is|are)\s+(?:hereby\s+)?'
    r'(?:deleted|struck(?:\s+out)?|stricken|removed|repealed|(?:amended|changed)\s+to\s+read|replaced\s+(?:by|with)|changed\s+to)\b'
    r'|\b(?:striking|deleting|removing)\s+(?:the\s+(?:words?|phrase|figure|number)\s+)?"(?P<old2>[^"]{1,300})"'
    # a table of amendments in the imperative: 'Strike "twenty-four (24) months" and insert "fifteen (15) months"'
    r'|\b(?:strike|delete|remove)\s+(?:out\s+)?(?:the\s+(?:words?|phrase|figure|number)\s+)?"(?P<old3>[^"]{1,300})"',
    re.I,
)


# an instruction that sets out a unit's new text in quotes ("Section 2.14 of the model ordinance is amended to
# read: "2.14 'Substantially altered' means ..."", "Section 4.3 ... is amended to add: "A permit is also
# required ...""): the quoted text is the rule, the instruction only says where it goes
_AMENDING = re.compile(
    r'^(?:section|sec\.|§|subsection|sub\.|paragraph|par\.)\s*[\w.\-()]+(?:\s+of\s+(?:the\s+)?[^":;]{1,80}?)?\s+(?:is|are)\s+'
    r'(?:hereby\s+)?(?:amended|created|repealed and recreated|renumbered and amended)\s+to\s+(?:read|add|provide)'
    r'(?:\s+as\s+follows)?\s*:\s*"(?:\d+(?:\.\d+)*[a-z]?\.?\s+|\([a-z0-9]{1,4}\)\s+)?(?P<new>[^"]+)"?\s*$',
    re.I,
)
# what a repealed unit said, described beside its number ("Section 6.8 of the model ordinance, requiring a leak
# detection system beneath every earthen storage facility, is repealed"): a rule no longer in force
_REPEALED_DESCRIPTION = re.compile(
    r'(\b(?:section|sec\.|§|subsection|paragraph)\s*[\w.\-()]+(?:\s+of\s+(?:the\s+)?[^,.;]{1,80}?)?),\s+'
    r'(?:which\s|that\s|requiring|permitting|allowing|prohibiting|setting|establishing|relating to|regarding|concerning|'
    r'governing|limiting|exempting)[^,]{1,200},\s+(?=(?:is|are)\s+(?:hereby\s+)?repealed\b)',
    re.I,
)


# a clerk's working copy of an amended ordinance: words struck out ("[deleted: two hundred fifty (250) feet]") are no
# longer the law, and words added are printed between marks ("<<FOUR HUNDRED (400) FEET>>"); a word processor's
# export of tracked changes prints them "[Deleted: ...]" and "[Inserted: ...]", with its reviewers' comments between
# them ("[Comment [MO2]: 180 days is the WPDES number ...]"), which are no text of the rule
_WORKING_COPY_MARKS = re.compile(
    r"\[\s*deleted\s*:?[^\]]{0,400}\]|\[\s*(?:inserted|added)\s*:\s*(?P<ins>[^\[\]]{0,1500})\]"
    r"|\[\s*comment\b(?:[^\[\]]|\[[^\[\]]{0,20}\]){0,800}\]|<<|>>|«|»", re.I)


def _unmarked(m: re.Match[str]) -> str:
    if m.group("ins") is not None:
        return m.group("ins")
    return " " if m.group(0).startswith("[") else ""


def _struck_out(m: re.Match[str]) -> str:
    old = m.group("old") or m.group("old2") or m.group("old3")
    return m.group(0).replace(f'"{old}"', '"…"', 1)


# the sentence of the lead-in a table's rows complete: it names the table, or points to what is listed or shown below
# it (a point between digits ends no sentence: "Table 21.09-1")
_TABLE_RULE = re.compile(r"(?:[^.]|\.(?=\d))*\b(?:table|schedule|(?:listed|set out|shown|set forth) below|the following (?:minimum )?(?:separation )?(?:distances|setbacks)"
                         # ("... closer to any feature below than the distance shown")
                         r"|(?:features?|receptors?|items?) below|the (?:distances?|setbacks?) shown"
                         # ("... set back from each of the following features by at least the distance stated:")
                         r"|the following (?:features|receptors|items|waters|places)|the distances? (?:stated|listed|given|set out))"
                         r"\b(?:[^.]|\.(?=\d))*[.:]",
                         re.I)
_MODAL_RULE = re.compile(r"\b(?:no (?:person|owner|operator)\b|shall|must|may not)\b|\bno\b(?:[^.;:]|\.(?=\d)){0,160}\bmay\b"
                         # ("The following minimum separation distances apply to every livestock facility ...")
                         r"|\b(?:distances|setbacks) (?:apply|applies) to (?:every|each|all|any)\b",
                         re.I)  # ("No structure listed in Table 15.30-1 may be ...": a number's point ends no sentence)
# a row typed without cell bars: a name, then its figures ("... flowage 1,500 ft. 1,000 ft.", "3 feet to 5 feet
# sand, loamy sand 6,750 gal/acre per week")
_ROW_FIGURES = re.compile(r"\d[\d,]*\s*(?:ft\.?|feet)\s*$|\d[\d,]*\s*(?:gal(?:lons?)?|lbs?|pounds|tons)\s*(?:/|per\b)", re.I)
# a list item that names its receptor and then its distance after a colon ("Municipal and other public water supply
# wells: 1,200 feet for a facility of fewer than 1,000 animal units and 2,640 feet for ..."): a row in words
_COLON_ROW = re.compile(r"^[^.:;]{3,90}:\s*\d[\d,]*\s*(?:ft\.?|feet)\b", re.I)
# a short row whose name wrapped past its one cell ("Ordinary high-water mark of a navigable lake, 1,000 feet pond or
# flowage"): a distance inside a verbless line of a few words
_WRAPPED_ROW = re.compile(r"^(?=.{0,120}$).*\d[\d,]*\s*(?:ft\.?|feet)\s+[a-z]", re.I)
# two distances side by side mid-row, before a notes column ("Manure storage facilities 1,000 ft 500 ft Includes
# transfer pipes"): cells, whatever verb the notes use; prose ties each distance to its receptor with words
_SIDE_CELLS = re.compile(r"\d[\d,]*\s*(?:ft\.?|feet)\s+\d[\d,]*\s*(?:ft\.?|feet)(?=\s|$)", re.I)
# a row read with its column heads ("Structure: Manure storage facility. Measured from: Private well. Distance:
# 600 feet."): cells, each under its head
_HEAD_CELLS = re.compile(r"^[A-Z][^:.]{0,30}: [^:]*\.\s+[A-Z][^:.]{0,30}: ")
# a caption asked as a question ("How close to a well may I spread manure?", "Who needs a permit?") over answers
# that do not repeat it ("(a) Not within 300 feet of any private well ...", "(a) Anyone building a storage
# facility."): the question is the sentence the answer finishes, as a list's lead-in is
_QUESTION = r"(?:How|What|When|Where|Who|Which|Can|May|Must|Do|Does|Is|Are|Should|Will)\b[^?.:;]{3,150}\?"
_QUESTION_CAPTION = re.compile(rf"(?:^|(?<=\s))({_QUESTION})$")
# (run into its unit's text: "What words have special meanings? In this chapter: ...", "Why ...?" too)
_QUESTION_RUN_IN = re.compile(rf"^\s*((?:Why\b[^?.:;]{{3,150}}\?|{_QUESTION}))\s+(?=[A-Z\"(])")
_ELLIPTICAL_ANSWER = re.compile(r"(?:Not?|Yes|Only|Never)\b[ ,]")
_PROHIBITION_HEADING = re.compile(r"\bprohibit(?:ed|ions?)\b", re.I)
_VERB = re.compile(r"\b(?:shall|may|must|will|is|are|be|means|includes?|applies|apply|has|have|requires?)\b", re.I)
# "as well as", "well-drained": the word "well" that is not a water well (receptor patterns use \bwells?\b)
_NOT_A_WELL = re.compile(r"\bas well as\b|\bwell[- ](?:drained|defined|established|maintained|vegetated|suited|known|being|above|below|beyond)\b")


_UNREAD = object()


class _Measures:
    """`Text.measures`: the figures of the body, read when a check first asks (most units never do).

    A dataclass field whose default is this descriptor: `Text(..., measures=[...])` keeps the list it
    is given; without it, the list is `measures_of(body)`, the same figures found on first use.
    """

    def __get__(self, obj: Text | None, objtype: type | None = None) -> list[Measure]:
        if obj is None:
            return _UNREAD  # type: ignore[return-value] - the field's default: "not read yet"
        value = obj.__dict__.get("_measures", _UNREAD)
        if value is _UNREAD:
            value = list(measures_of(obj.body))
            obj.__dict__["_measures"] = value
        return value

    def __set__(self, obj: Text, value: list[Measure]) -> None:
        obj.__dict__["_measures"] = value


@dataclass
class Text:
    """A provision prepared for matching: normalized text, context, caption and figures."""

    provision: Provision
    body: str  # own text, lower-case, numbers as digits, no history notes
    ctx: str  # heading + lead-ins + body
    caption: str  # the unit's run-in caption, lower-case ("" when none)
    heading: str  # nearest heading / lead-in, lower-case
    measures: list[Measure] = _Measures()  # noqa: RUF009 - a descriptor: read on first use
    own: str = ""  # the unit's own text, normalized, without the parent's lead-in ("" when there is no lead)

    def part(self, body: str, caption: str | None = None) -> Text:
        """A part of this provision (a sentence, a clause, its own words) judged on its own: same
        provision and heading, its own figures (read on first use); the caption is kept unless given."""
        return Text(provision=self.provision, body=body, ctx=f"{self.heading} {body}",
                    caption=self.caption if caption is None else caption, heading=self.heading)


_HYPHEN_BREAK = re.compile(r"(\w)-\s*\n\s*(\w)")


# dot leaders between a row's name and its figure ("From a private well ........ 500 feet"): no stops, a gap
_LEADER_DOTS = re.compile(r"(?:\s?\.){4,}\s*(?=\d)")


# a model ordinance's blank filled in, printed in brackets: "for a period of [sixteen (16)] consecutive months", "within
# [1,000] feet", "[20] percent" (a bare "[1]" is a footnote's mark, left alone)
_FILL_IN = re.compile(r"\[\s*([A-Za-z][A-Za-z -]{1,40}\s*\(\s*\d[\d,.]*\s*\)|\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s*(?:%|percent))\s*\]")


# a design storm abbreviated as a table cell prints it: "100-yr, 24-hr" is the 100-year, 24-hour storm
_STORM_ABBREVIATED = re.compile(r"\b(\d{1,3})[- ]?yrs?\.?,?\s*(\d{1,2})[- ]?hrs?\b\.?", re.I)


def _clean(text: str) -> str:
    text = text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2019", "'").replace("\u2018", "'")
    if "yr" in text or "YR" in text:
        text = _STORM_ABBREVIATED.sub(r"\1-year, \2-hour", text)
    if "[" in text:
        text = _FILL_IN.sub(r"\1", text)
    if "\n" in text:  # a word hyphenated across a line break ("manu-\nre") is joined
        text = _HYPHEN_BREAK.sub(r"\1\2", text)
    if "...." in text or ". . . ." in text:
        text = _LEADER_DOTS.sub(" ", text)
    return " ".join(text.split())  # runs of whitespace to one space, trimmed (str.split and \s agree)


def prepare(p: Provision) -> Text:
    """The provision ready for matching (cached on its text: the stages of one review share the work)."""
    # the cells of a table the text cites are part of the rule it states ("the rate in Row 2 of Table 7")
    text = f"{p.text} ({p.refers})" if p.refers else p.text
    body, ctx, caption, heading, own = _prepared(text, p.heading, p.lead_in)
    return Text(provision=p, body=body, ctx=ctx, caption=caption, heading=heading, own=own)


def clear_caches() -> None:
    """Forget prepared texts (benchmarks call this so each run does the full work)."""
    _prepared.cache_clear()
    measures_of.cache_clear()
    lead_sentence.cache_clear()
    _heading.cache_clear()


@lru_cache(maxsize=8192)
def measures_of(text: str) -> tuple[Measure, ...]:
    """Figures of a sentence or reduced body (the same sentences recur across a review's stages)."""
    return tuple(find_measures(text))


# an explanatory note printed inside a unit ("Note: Before Ordinance 2011-19, sub. (4) provided ...") is
# not part of the rule: the rule is judged without it
# (or a bracketed drafting note with its letter: "... plan. [Drafting Note D: The Plan Commission also discussed ...]")
_NOTE_TAIL = re.compile(
    r"(?:(?<=[.;:])|^)\s*(?:(?:Explanatory|Drafter['\u2019]s|Drafting|Reviser['\u2019]s|Revisor['\u2019]s|Code|Legislative|Editor['\u2019]s)\s+)?"
    r"(?:Note|NOTE|note)\s*:\s.*$"
    # (a code's commentary or guidance printed after a rule, non-binding: "Commentary: Paragraph (b) goes beyond the
    # state rule ...", "Guidance: Operators should ...", or its staff's annotation: "Staff note: (1) restates ...")
    r"|(?:(?<=[.;:])|^)\s*(?:Commentary|COMMENTARY|Guidance|GUIDANCE|Annotation|ANNOTATION|Staff (?:note|comment)|STAFF (?:NOTE|COMMENT))\s*:\s.*$"
    r"|(?:(?<=[.;:])|^)\s*\[\s*(?:Explanatory|Drafter['\u2019]s|Drafting|Reviser['\u2019]s|Revisor['\u2019]s|Editor['\u2019]s)\s+"
    r"(?:Note|NOTE|note)(?:\s+[A-Z0-9]{1,3})?\s*:\s.*$|(?:(?<=[.;:])|^)\s*(?:EXPLANATORY|DRAFTER['\u2019]S|EDITOR['\u2019]S)\s+NOTE\s*:\s.*$",
    re.S,
)


# a crosswalk table's cell that prints the state rule a row departs from, as ingestion labels it with its column's
# head ("(State rule: NR 151.05(3) (24 months))"): the code's reference, not its rule (its figures are the state's)
_STATE_RULE_CELL = re.compile(
    r"\(State(?: (?:rule|standard|reference|requirement|citation)s?)?: [^()]*(?:\([^()]*\)[^()]*)*\)")


# a table flattened into a rule's text with its cell bars, whose one column of figures is headed with their unit
# ("Feature | Setback (feet) | Private potable well | 250 Sinkhole ... | 200"): each bare figure in a cell is so
# many of that unit, as the head says (a table with heads in two units leaves its figures bare); only the table the
# rule before it cites ("closer ... than the distance shown in Table 26-55. Table 26-55. ..."): a table printed
# after a list's last item and cited by the list's lead-in is not that item's
_TABLE_CAPTION = re.compile(r"\bTable (\d[\w.\-]*?)\.?(?=\s)")
_HEAD_UNIT = re.compile(r"\((?:in )?(feet|ft\.?|inches|in\.|days|months|years|acres|gallons|pounds|lbs\.?)\)", re.I)
_BARE_CELL = re.compile(r"(\|\s*)(\d[\d,]*(?:\.\d+)?)(?=\s*(?:\||$|[A-Z(]))")


def _cells_with_head_unit(raw: str) -> str:
    units = {u.lower().rstrip(".") for u in _HEAD_UNIT.findall(raw)}
    if len(units) != 1 or raw.count("|") < 2:
        return raw
    names = [m for m in _TABLE_CAPTION.finditer(raw) if m.start() < raw.index("|")]
    if len(names) < 2 or names[-1].group(1) not in {m.group(1) for m in names[:-1]}:
        return raw
    unit = {"ft": "feet", "in": "inches", "lbs": "pounds", "lb": "pounds"}.get(next(iter(units)), next(iter(units)))
    return _BARE_CELL.sub(lambda m: f"{m.group(1)}{m.group(2)} {unit}", raw)


# a land-use table's legend: "permitted (P), ... conditional use permit (C), or prohibited (X)", "X = Prohibited",
# 'In the table, "X" means the use is prohibited in the zone'
_PROHIBITED_MARK = re.compile(r"\bprohibited\s*\((?P<a>[A-Z])\)|\((?P<b>[A-Z])\)\s*(?:=\s*|means\s+)?prohibited\b"
                              r"|\b(?P<c>[A-Z])\s*=\s*prohibited\b"
                              r"|[\"\u201c](?P<d>[A-Z])[\"\u201d]\s+(?:means|indicates|denotes)\s+(?:that\s+)?(?:the\s+use\s+)?(?:is\s+)?prohibited\b",
                              re.I)


def _use_table_prohibitions(raw: str) -> str:
    """The rows of a land-use table that mark a use prohibited, as sentences: "Feedlot or barnyard X C" under
    "... or prohibited (X) in each zone" prohibits feedlots in the first zone, which no prose of the unit says."""
    legend = _PROHIBITED_MARK.search(raw)
    if legend is None:
        return ""
    mark = next(filter(None, legend.groups()))  # the one spelling of the legend that matched
    letters = "".join(sorted(set(re.findall(r"\(([A-Z])\)", raw)) | {mark}))
    cells = rf"(?:\s+[{letters}](?=\s|$)){{1,6}}"
    rows = re.finditer(rf"(?P<use>[A-Za-z][A-Za-z ,/()\-§\d.]{{3,80}}?){cells}", raw[legend.end():])
    banned = [m.group("use").strip() for m in rows if re.search(rf"\s{mark}(?=\s|$)", m.group(0)[len(m.group("use")):])]
    return " ".join(f"{use}{TABLE_BAN}" for use in banned if not re.search(r"\bzone\b", use, re.I))


TABLE_BAN = ": prohibited."  # how a land-use table's prohibited row reads as a sentence (`_use_table_prohibitions`)
TABLE_ALLOWED = ": allowed in the district, as a permitted use or with a conditional use permit."


def _use_table_row(raw: str, lead_in: str) -> tuple[str, str] | None:
    """A row of a land-use table split into a unit of its own ("Earthen manure storage facility lacking a liner
    X X"), under a legend its lead-in carries ("P = permitted C = conditional use X = prohibited"): the row and
    its lead-in as sentences. A row marked prohibited in some zone bans the use there; one marked only permitted or
    conditional bans nothing (the legend's own "prohibited" is no rule of the row), or None when it is no such row."""
    legend = _PROHIBITED_MARK.search(lead_in)
    if legend is None:
        return None
    mark = next(filter(None, legend.groups()))  # the one spelling of the legend that matched
    # (the legend's marks, however it prints them: "P = permitted", "(C)", '"C" means ...')
    letters = "".join(sorted(set(re.findall(r"\b([A-Z])\s*=", lead_in)) | set(re.findall(r"\(([A-Z])\)", lead_in))
                             | set(re.findall(r"[\"\u201c]([A-Z])[\"\u201d]\s+(?:means|indicates|denotes)\b", lead_in)) | {mark}))
    cell = re.compile(rf"(?<![\w\-.])[{letters}](?![\w\-])")
    cells = [m.group(0) for m in cell.finditer(raw)]
    if not cells:
        return None
    use = re.sub(r"\s{2,}", " ", cell.sub(" ", raw)).strip(" ,.")
    return f"{use}{TABLE_BAN if mark in cells else TABLE_ALLOWED}", _PROHIBITED_MARK.sub(" ", lead_in)


_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?"
          r"|Nov(?:ember)?|Dec(?:ember)?)\.?")
# a calendar's month heads over its rows: "LAND CONDITION  Nov  Dec  Jan  Feb  Mar  Apr"
_MONTH_HEADS = re.compile(rf"(?<!\w){_MONTH}(?:\s+{_MONTH}){{2,11}}(?!\w)")
_MARK = r"(?:[A-Z]|[-\u2013\u2014\u2713\u2714\u2022])"  # a cell's mark: a capital, a dash, a check or a bullet
_CALENDAR_CELL = re.compile(rf"(?<!\S){_MARK}(?!\S)")
_CELL_RUN = re.compile(rf"(?<!\S){_MARK}(?:\s+{_MARK}(?!\S)){{2,}}")
# the calendar's mark for "no application that month", where the lead-in gives a legend ("X = no application")
_NO_APPLICATION_MARK = re.compile(r"[\"\u201c]?(?P<mark>[A-Z])[\"\u201d]?\s*(?:=|means|:)\s*(?:that\s+)?(?:no\b|prohibited\b|not\s+(?:allowed|permitted)\b)")


_MARK_LEGEND = re.compile(r'^\W{0,3}["\u201c](?:[A-Z]|[-\u2013\u2014])["\u201d]\s+(?:means|shall mean|indicates|denotes)\s+(?:that\s+)?')


def _calendar_row(raw: str, lead_in: str) -> tuple[str, str] | None:
    """A row of a spreading calendar split into a unit of its own ("Frozen or snow-covered ground, any field  R X X X
    R R" under month heads "Nov Dec Jan Feb Mar Apr"): the row as the sentence its marks make, a ban on applying
    manure in the months marked for none ("X", unless the lead-in's legend names another mark). Rows marked
    otherwise only ("R": restricted, as the calendar's notes say) ban nothing of their own."""
    heads = list(_MONTH_HEADS.finditer(lead_in))
    if not heads:
        return None
    months = re.findall(_MONTH, heads[-1].group(0))
    # (the marks stand together, three or more; a lone capital elsewhere, "A field ...", is a word)
    run = max(_CELL_RUN.finditer(raw), key=lambda m: len(m.group(0).split()), default=None)
    cells = list(_CALENDAR_CELL.finditer(raw, run.start(), run.end())) if run else []
    if len(cells) < 3 or len(cells) > len(months):
        return None
    legend = _NO_APPLICATION_MARK.search(lead_in)
    ban = legend.group("mark") if legend else "X"
    condition = re.sub(r"\s{2,}", " ", f"{raw[:run.start()]} {raw[run.end():]}").strip(" ,.;")
    # (a row printed with fewer cells than heads lost its first blanks: its marks are the last months')
    marked = months[len(months) - len(cells):]
    banned = [m.rstrip(".") for m, c in zip(marked, cells, strict=True) if c.group(0) == ban]
    lead = lead_in[: heads[-1].start()] + lead_in[heads[-1].end():]
    if not banned:
        limited = [m.rstrip(".") for m, c in zip(marked, cells, strict=True) if c.group(0) not in "-\u2013\u2014"]
        if not limited:
            return f"{condition}: the calendar sets no limit of its own.", lead
        return f"{condition}: manure application in {', '.join(limited)} is limited as the calendar's notes provide.", lead
    return f"No manure may be applied in {', '.join(banned)} on land that is: {condition}.", lead


@lru_cache(maxsize=4096)
def _prepared(text: str, heading_text: str, lead_in: str) -> tuple[str, str, str, str, str]:
    raw = _STRUCK.sub(_struck_out, _clean(_HISTORY_NOTE.sub(" ", _WORKING_COPY_MARKS.sub(_unmarked, text))))
    if (banned := _use_table_prohibitions(raw)):
        raw = f"{raw} {banned}"
    elif (row := _use_table_row(raw, lead_in) or _calendar_row(raw, lead_in)) is not None:
        raw, lead_in = row
    elif (legend := _MARK_LEGEND.match(raw)) is not None and not raw[legend.end():].lower().startswith("no "):
        # a calendar's or table's note on one of its marks ('"R" means that only solid manure may be applied ...')
        # states the rule of every cell so marked: the rule, not a definition of a word (the ban mark's note, '"X"
        # means that no manure may be applied', only names what the rows marked with it say: a legend, RUBRIC rule 7)
        raw = raw[legend.end():]
    raw = _NOTE_TAIL.sub("", raw).strip() or raw
    if "|" in raw:
        raw = _cells_with_head_unit(raw)
    if "(State" in raw:
        raw = _STATE_RULE_CELL.sub(" ", raw)
    if (amending := _AMENDING.match(raw)) is not None:
        raw = amending.group("new").strip()
    elif "repealed" in raw:
        raw = _REPEALED_DESCRIPTION.sub(r"\1 ", raw)
    caption = ""
    m = _CAPTION_CAPS.match(raw)
    if m and sum(c.isalpha() for c in m.group(1)) >= 3 and m.group(1).upper() == m.group(1):
        caption = m.group(1)
    else:
        m = _CAPTION_TITLE.match(raw)
        if m and len(m.group(1).split()) <= 7 and not re.search(r"\b(?:shall|may|must|will|is|are)\b", m.group(1)):
            caption = m.group(1)
        elif (m := _CAPTION_CAPS_BARE.match(raw)) is not None or (m := _QUESTION_RUN_IN.match(raw)) is not None:
            caption = m.group(1)
    lead = lead_sentence(lead_in)
    if not lead and ((not _VERB.search(raw) and (" | " in raw or _ROW_FIGURES.search(raw) or _WRAPPED_ROW.search(raw) or _COLON_ROW.match(raw)
                                                 or _HEAD_CELLS.match(raw)))
                     or _SIDE_CELLS.search(raw)):
        # a row of a table that is a unit of its own ("Manure storage facility | Private well | 400 feet",
        # or typed with spaces: "Ordinary high-water mark of a navigable lake 1,500 ft. 1,000 ft.") under
        # "No person may locate a structure listed in Table 3 closer to a feature than the distance shown
        # in the table.": that sentence is the rule the row completes
        cleaned = _clean(lead_in)
        rule = next((m for m in _TABLE_RULE.finditer(cleaned) if _MODAL_RULE.search(m.group(0))), None)
        lead = rule.group(0).strip() if rule else ""
        heads = cleaned[rule.end():].strip() if rule else ""
        if heads and len(heads) <= 160 and not _MODAL_RULE.search(heads):
            # the table's title and column heads name what the row's cells measure ("Soil depth to bedrock")
            lead = f"{lead} {heads}"
    if not lead and lead_in.endswith("?") and (_ELLIPTICAL_ANSWER.match(raw) or not _VERB.search(raw)) \
            and (question := _QUESTION_CAPTION.search(_clean(lead_in))) is not None:
        lead = question.group(1)  # "How close to a well may I spread manure?" over "(a) Not within 300 feet of ..."
    if not lead and _PROHIBITION_HEADING.search(f"{heading_text} {lead_in}") and not _VERB.search(raw):
        # "Prohibited practices." over "(c) Spreading manure on frozen ground.": the heading is the verb
        lead = "The following are prohibited:"
    body = _CITE_PERIODS.sub(r"\1 ", re.sub(r" {2,}", " ", normalize_numbers(f"{lead} {raw}" if lead else raw)))
    if "percent" in body or "%" in body:  # "a storm ... having a 4 percent probability of being equaled or exceeded in any year"
        body = _ANNUAL_CHANCE.sub(_recurrence, body)
    body = _NOT_A_WELL.sub(lambda m: "and" if m.group(0).startswith("as") else m.group(0).replace(" ", "_").replace("-", "_"), body)
    heading = _heading(heading_text, lead_in)
    own = re.sub(r" {2,}", " ", normalize_numbers(raw)) if lead else ""
    return body, f"{heading} {body}", caption.lower(), heading, own


# a state rule named by its number in prepared (lower-case) text: "nr 151.05(2)(am)", "atcp 50.04(3)"
STATE_RULE_CITE = re.compile(r"\b(nr|atcp) (\d{2,3}\.\d{2,4}(?:\([0-9a-z]{1,4}\))*)")


# a storm's yearly chance stated as a percent is its return period: 4 percent a year is the 25-year storm
_ANNUAL_CHANCE = re.compile(
    r"\b(\d+(?:\.\d+)?) ?(?:percent|%) (?:(?P<annual>annual|yearly) )?(?:probability|chance)"
    r"(?: of (?:being )?(?:equall?ed or exceeded|exceeded|occurring|happening))?(?P<year> (?:in|during) (?:any|a|each|one) (?:given )?year)?"
)


def _recurrence(m: re.Match[str]) -> str:
    percent = float(m.group(1))
    if not (m.group("annual") or m.group("year")) or not 0 < percent <= 50:
        return m.group(0)
    return f"{100 / percent:g}-year recurrence"


@lru_cache(maxsize=4096)
def _heading(heading_text: str, lead_in: str) -> str:
    """The normalized heading and lead-in (shared by a list's items: prepared once)."""
    return normalize_numbers(_clean(_HISTORY_NOTE.sub(" ", f"{heading_text} {lead_in}")))


# the periods of a citation's own abbreviations ("s. nr 151.075", "ch. atcp 50", "wis. adm. code") end no
# clause: without them, a pattern that stays inside one clause ([^.]) reaches across the citation
_CITE_PERIODS = re.compile(r"\b(s|ss|ch|chs|subch|sub|subs|par|pars|subd|subds|wis|adm)\.\s+(?=(?:nr\b|atcp\b|\d|adm\b|code\b|stats?\b|\((?:\d{1,3}[a-z]?|[a-z]{1,4})\)))")
_ABBREV = re.compile(r"(?:\b(?:s|ss|wis|adm|stats|no|nos|ch|sec|secs|sub|par|subd|ft|in|u\.s|e\.g|i\.e|etc|inc|co|st|nr|atcp|ord|am|cr|approx|lb|lbs|gal|yd|yds|cu|sq|mi|hr|hrs|min|max|deg)|\d)\.$")


def sentences(body: str, semicolons: bool = True) -> list[str]:
    """Split lower-case text into sentences, not at citation abbreviations ("s. 92.15", "wis. adm. code")."""
    out, start = [], 0
    for m in re.finditer(r"[.;]\s+(?=[a-z(\"0-9])" if semicolons else r"\.\s+(?=[a-z(\"0-9])", body):
        if m.group(0).startswith(".") and _ABBREV.search(body[max(start, m.start() - 7):m.start() + 1]):
            continue
        out.append(body[start:m.start() + 1].strip())
        start = m.end()
    tail = body[start:].strip()
    if tail:
        out.append(tail)
    return [s for s in out if s]
