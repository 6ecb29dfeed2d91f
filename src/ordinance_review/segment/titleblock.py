"""Title and jurisdiction of an ordinance, read from its title block and its "known as" clause."""

from __future__ import annotations

import re

_CITED_AS = re.compile(
    r"(?:known\s+as|cited\s+as|referred\s+to\s+as)\s*,?\s*(?:and\s+may\s+be\s+cited\s+as\s*,?\s*)?(?:the\s+)?"
    r"[\"“]?(?P<title>[A-Z][^\"”\n]{5,160}?(?:Ordinance|Code|Chapter|Regulations|Law)\b)",
)
# (a stop ends the name unless it closes an abbreviation: "Village of St. Anne", but "Village of Orrin Falls. It is ...")
_WORD = r"(?:[SFMP][Tt]\.|[A-Z][A-Za-z'’]*)"
_NAME = (_WORD + r"(?:[ \t]+(?!(?i:County|Code|Ordinance|Chapter|Board|Large|Livestock|Animal|Manure|Agricultural|Zoning|Facility"
         r"|Facilities|Operations|Nutrient|Comprehensive|Municipal|General)\b)" + _WORD + r"){0,3}")
_MUNICIPAL = re.compile(r"\b(?P<kind>(?i:town|village|city))[ \t]+(?i:of)\s+(?P<name>" + _NAME + r")")
_COUNTY = re.compile(r"\b(?P<name>[A-Z][A-Za-z.'’]+(?:[ \t]+[A-Z][A-Za-z.'’]+)?)[ \t]+(?i:county)\b"
                     # a title in capitals wrapped between the name and the word: "... OF THE HALVARD" ⏎ "COUNTY CODE"
                     r"|\b(?P<caps>[A-Z][A-Z.'’]+(?:[ \t]+[A-Z][A-Z.'’]+)?)[ \t]*\n[ \t]*COUNTY\b")
# "Town of Saratoga, Wood County" / "TOWN OF X⏎Y COUNTY, WISCONSIN": the county where the town lies
_LIES_IN = re.compile(r"^\s*(?:,|\n)\s*(?:(?i:WI|Wis(?:consin)?\.?)\s*(?:,|\n)\s*)?$")
_NOT_TITLE = re.compile(
    r"^(?:(?:table\s+of\s+)?contents\b|article\b|chapter\b|section\b|sec\.|§|\(?\d|[IVX]+\.\s)", re.I
)
# (words that begin a phrase about a county, never its name: "No county levy impact", "Our County")
_NOT_NAME = {"the", "this", "said", "any", "each", "every", "such", "of", "in", "and", "a", "no", "our", "its", "that",
             "other", "another", "all", "per"}


def _title_case(text: str) -> str:
    """ "VILLAGE OF EAST PRAIRIE" → "Village of East Prairie"; mixed case is kept as printed."""
    words = []
    for w in text.split():
        if w.lower() in {"of", "and"}:
            words.append(w.lower())
        elif w.isupper() or w.islower():
            words.append(w.capitalize())
        else:
            words.append(w)
    return " ".join(words)


def _units(text: str) -> list[tuple[int, int, str, str]]:
    """(start, end, kind, name) of every "Town/Village/City of X" and "X County" in `text`."""
    out = []
    for m in _MUNICIPAL.finditer(text):
        out.append((m.start(), m.end(), m.group("kind").lower(), m.group("name")))
    for m in _COUNTY.finditer(text):
        words = (m.group("name") or m.group("caps")).split()
        while words and words[0].lower() in _NOT_NAME:
            words = words[1:]
        if words and not any(a <= m.start() < b for a, b, _, _ in out):
            out.append((m.start(), m.end(), "county", " ".join(words)))
    return sorted(out)


def _unit_name(kind: str, name: str) -> str:
    name = re.sub(r"\s+", " ", name).strip()
    return _title_case(f"{name} County" if kind == "county" else f"{kind} of {name}")


def _shortest_names(
    units: list[tuple[int, int, str, str]], cut: list[bool] | None = None
) -> list[tuple[int, int, str, str]]:
    """ "Town of Lindquist Ridge Large Livestock ..." in a title, "Town of Lindquist Ridge," elsewhere:
    a name that extends another mention of the same kind is cut back to it.

    A mention that ends its line (`cut`) may go on on the next one ("the Town of Kettle" ⏎ "Marsh"
    in a narrow column): it never cuts another name back, and it takes the name of a full mention
    that extends it."""
    cut = cut or [False] * len(units)
    names = {(k, n.upper()) for (_, _, k, n), c in zip(units, cut, strict=True) if not c}
    out = []
    for (a, b, kind, name), open_end in zip(units, cut, strict=True):
        words = name.split()
        for n in range(1, len(words)):
            if (kind, " ".join(words[:n]).upper()) in names:
                name = " ".join(words[:n])
                break
        if open_end and (kind, name.upper()) not in names:
            longer = sorted(
                (n for k, n in names if k == kind and n.startswith(name.upper() + " ")), key=len
            )
            if longer:
                name = next(
                    u[3] for u, c in zip(units, cut, strict=True) if not c and u[2] == kind and u[3].upper() == longer[0]
                )
        out.append((a, b, kind, name))
    return out


def place(front: str, body: str, bands: str = "", closing: str = "") -> tuple[str, str]:
    """The enacting unit and the county it lies in: ("Town of Saratoga", "Wood County").

    A town, village or city enacts its own code and is only located by the county printed after
    it ("Town of Saratoga, Wood County"; "TOWN OF X" over "Y COUNTY, WISCONSIN"). Otherwise the unit
    named first in the title block, then the running headers, then the opening text.
    """
    texts = [front, bands, body[:3000], closing]
    mentions = [(u, t[u[1] : u[1] + 1] in ("", "\n")) for t in texts for u in _units(t)]
    every = _shortest_names([u for u, _ in mentions], [c for _, c in mentions])
    found = []
    for t in texts:
        units = _units(t)
        found.append((every[: len(units)], t))
        every = every[len(units) :]
    heading_units = {(u[2], u[3].upper()) for units, _ in found[:2] for u in units}
    for at, (units, text) in enumerate(found):  # a municipality with its county after it
        for (_, e1, kind, name), nxt in zip(units, units[1:], strict=False):
            if kind != "county" and nxt[2] == "county" and _LIES_IN.match(text[e1 : nxt[0]]):
                if at >= 2 and heading_units and (kind, name.upper()) not in heading_units:
                    # ("Issued to: Brandvold Family Dairy, LLC, Town of Peck, Tallis County" in a county ordinance's
                    # appendix: where one permit holder farms, not who enacted the title block's ordinance)
                    continue
                return _unit_name(kind, name), _unit_name("county", nxt[3])
    county = next((_unit_name("county", u[3]) for units, _ in found for u in units if u[2] == "county"), "")
    municipal = next((u for units, _ in found for u in units if u[2] != "county"), None)
    # a county line in the title block locates a town named in the title block or a running header,
    # never one named only in the body ("Applicant: ..., Town of Elsner")
    heading_town = next((u for units, _ in found[:2] for u in units if u[2] != "county"), None)
    if not found[0][0] and not found[1][0]:
        # no unit in the title block or the bands: a code the bands name ("§ 10-203  CARVELL CODE") whose text speaks
        # of "the city" is that city's, whatever county the text mentions in passing ("the Tolan County fair")
        implied = _implied_unit(front, body, bands)
        if implied:
            return implied, ""
    for units, _ in found[:3]:  # the closing (signatures, certificates) only confirms a town
        if not units:
            continue
        _, _, kind, name = units[0]
        if kind == "county" and municipal is not None and (
            _ENACTED_BY_TOWN.search("\n".join(texts)) or (heading_town is not None and _LOCATION_LINE.search(front))
        ):
            kind, name = municipal[2], municipal[3]  # "TOWN OF X" printed as a running header
        unit = _unit_name(kind, name)
        return unit, ("" if unit == county else county)
    return _implied_unit(front, body, bands), ""


# American Legal prints the code's name in its page bands and never "Village of X" in a chapter:
# "Wrenfield - General Regulations", "(Norhaven Supp. No. 21, 12-21)"
_BAND_NAME = re.compile(r"(?:^|[ \t(])(?P<name>[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)[ \t]+(?:[-–—][ \t]+[A-Z]|Supp\.?[ \t]+(?:No\.?[ \t]*)?\d)", re.M)
# Municode prints the code's name in capitals in its page heads: "§ 10-102   LARKSPUR FALLS CODE"
_BAND_CODE_NAME = re.compile(
    r"(?:^|[ \t§\d.-])(?P<name>(?!(?:COUNTY|TOWN|VILLAGE|CITY|MUNICIPAL|ZONING|GENERAL|LAND|CHAPTER)\b)[A-Z]{3,}"
    r"(?:[ \t](?!(?:COUNTY|TOWN|VILLAGE|CITY|MUNICIPAL|ZONING|GENERAL)\b)[A-Z]{3,})?)[ \t]+CODE\b", re.M)
# the municipality's name that opens a short title, before the words of its subject
_SUBJECT_WORD = (r"(?:Agricultural|Animal|Livestock|Manure|Farm|Feedlot|Nutrient|Water|Zoning|Code|Ordinance|Storage|"
                 r"Waste|Land|Soil|Conservation)\b")
_TITLE_NAME = re.compile(rf"(?P<name>(?!{_SUBJECT_WORD})[A-Z][a-z]+(?: (?!{_SUBJECT_WORD})[A-Z][a-z]+)?) (?={_SUBJECT_WORD})")
# what the text calls its own government: "the village", "the city's wells", "the common council"
_SELF_KIND = re.compile(
    r"\b(?:the[ \t]+(?P<kind>village|city|town)\b|(?P<board>village[ \t]+board|town[ \t]+board|common[ \t]+council))",
    re.I,
)


def _implied_unit(front: str, body: str, bands: str) -> str:
    """ "Village of Wrenfield" from a band that names Wrenfield and a text that speaks of "the
    village"; "" unless both are there (the name at least twice in the bands)."""
    names = [m.group("name") for m in _BAND_NAME.finditer(bands)] + [
        m.group("name").title() for m in _BAND_CODE_NAME.finditer(bands)]
    if names:
        name = max(set(names), key=names.count)
        if names.count(name) < 2:
            return ""
    else:
        # or the code's short title: "known and cited as the 'Wrenfield Manure Storage ... Ordinance'"
        cited = _CITED_AS.search(f"{front}\n{body}")
        lead = _TITLE_NAME.match(cited.group("title")) if cited else None
        if lead is None:
            return ""
        name = lead.group("name")
    kinds: list[str] = []
    for m in _SELF_KIND.finditer(f"{front}\n{body}"):
        board = (m.group("board") or "").lower()
        kinds.append(m.group("kind").lower() if m.group("kind") else "city" if board.startswith("common") else board.split()[0])
    if not kinds:
        return ""
    return _unit_name(max(set(kinds), key=kinds.count), name)


# "BRENNOCK COUNTY, WISCONSIN" on a line of its own: where the unit named above it lies
_LOCATION_LINE = re.compile(r"^[ \t]*[A-Z][A-Za-z.'’ ]+[ \t]+(?i:county)[ \t]*,?[ \t]*(?i:wisconsin|wi)\.?[ \t]*$", re.M)
# "the Town Board of the Town of X ... ordains", "Village Board of the Village of X"
_ENACTED_BY_TOWN = re.compile(r"\b(?:Town|Village|City|Common)\s+(?:Board|Council)\s+of\s+the\s+(?:Town|Village|City)\s+of\b", re.I)


def jurisdiction(front: str, body: str, bands: str = "") -> str:
    """ "Town of Birch Hollow", "Village of East Prairie", "Marlow County"; "" when not stated.

    `bands` (running headers such as "OSTRANDER COUNTY CODE") count after the title block: a
    Municode chapter often names its county nowhere else."""
    return place(front, body, bands)[0]


def title(front: str, body: str) -> str:
    """The name the ordinance gives itself, else the title-block line that names an ordinance."""
    m = _CITED_AS.search(body[:4000])
    if m:
        return re.sub(r"\s+", " ", m.group("title")).strip()
    lines = [ln.strip() for ln in front.splitlines() if ln.strip()]
    for i, line in enumerate(lines):
        if re.search(r"\bordinance\b", line, re.I) and not re.search(
            r"\bordinance\s+no\b|\bord\.", line, re.I
        ):
            block = [line]
            for nxt in lines[i + 1 : i + 4]:
                if _NOT_TITLE.match(nxt):
                    break  # "TABLE OF CONTENTS", "ARTICLE I GENERAL PROVISIONS", "1.01 Title"
                if nxt.isupper() == line.isupper() and not re.search(r"\d{4}", nxt):
                    block.append(nxt)
                else:
                    break
            return re.sub(r"\s+", " ", " ".join(block)).strip()
    for line in lines:
        if re.match(r"(?:sub)?chapter\b", line, re.I):
            return line
    return ""
