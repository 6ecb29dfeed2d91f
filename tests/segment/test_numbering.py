"""The numbering grammar: which tokens open a unit, their succession, and the labels they build."""

from __future__ import annotations

import pytest

from ordinance_review.segment import numbering
from ordinance_review.segment.numbering import (
    is_first_child,
    is_successor,
    join_label,
    read_tokens,
    roman_to_int,
)


def first(text: str, kind: str | None = None) -> numbering.Token:
    readings = (read_tokens(text) or read_tokens(text + " Text"))[0]
    return next(t for t in readings if kind is None or t.kind == kind)


@pytest.mark.parametrize(
    ("line", "pieces"),
    [
        ("(3) (a) No person may", ["(3)", "(a)"]),
        ("(6) (b) 1. a. The phosphorus index", ["(6)", "(b)", "1.", "a."]),
        ("14.45 STANDARDS FOR MANURE STORAGE FACILITIES.", ["14.45"]),
        ("14.45(3)(c) CLOSURE PROCEDURE.", ["14.45", "(3)", "(c)"]),
        ("§ 12-4. Licensing standards.", ["§ 12-4"]),
        ("§12-4 Licensing standards.", ["§ 12-4"]),
        ("Sec. 3.05 Winter and wet-weather application.", ["Sec. 3.05"]),
        ("Sec.3.05(2) Text", ["Sec. 3.05", "(2)"]),
        ("Section 4.3.1 Every crop producer", ["Section 4.3.1"]),
        ("SECTION 7. PENALTIES.", ["Section 7"]),
        ("Section IV. DEFINITIONS.", ["Section IV"]),
        ("SECTION A. PURPOSE AND INTENT", ["Section A"]),
        ("SECTION I – TITLE/PURPOSE", ["Section I"]),
        ("Sec. 14-31. - Purpose.", ["Sec. 14-31"]),
        ("22-3-4 Definitions.", ["22-3-4"]),
        ("Rule 5. Hauling.", ["Rule 5"]),
        ("Paragraph 12. Storage.", ["Paragraph 12"]),
        ("III. STANDARDS", ["III."]),
        ("B. Land Application of Manure.", ["B."]),
        ("(4m) Text", ["(4m)"]),
        ("(bm) No person may place", ["(bm)"]),
        ("301.  CLOSURE REQUIRED.  A facility", ["301"]),  # a section numbered by its article, with its caption  # a paragraph inserted between (b) and (c), the statutes' way
        ("1) Text", ["1)"]),
        ("4.1.1  All cropland", ["4.1.1"]),
        ("§ 212-10.1. Nutrient management.", ["§ 212-10.1"]),  # a section inserted after § 212-10
        ("Sec. 14-52.1. Reserved.", ["Sec. 14-52.1"]),
        ("Sec. 16.2-5. - Permits.", ["Sec. 16.2-5"]),  # section 5 of chapter 16.2
        ("12.1.A Authority. This chapter", ["12.1.A"]),  # a decimal outline that letters a level
        ("12.3.B.2 Septage shall not be applied", ["12.3.B.2"]),
        ("Sec. 5.A. Storage.", ["Sec. 5.A"]),
        ("Special Condition S-1. No manure shall be applied", ["Special Condition S-1"]),  # one permit's own series
    ],
)
def test_tokens_read(line: str, pieces: list[str]) -> None:
    assert [r[0].piece for r in read_tokens(line)] == pieces


@pytest.mark.parametrize(
    "line",
    [
        "59.02, 59.03, 59.70 (1), 92.07 (2), 92.11, 92.15 and 92.16, Wis. Stats.",
        "151.002, Wis. Adm. Code, and includes any sinkhole",
        "51.04, Wis. Adm. Code;",
        "59.70 (1), 92.07",
        "2021-44]",
        "4-19-2016 by Ord. No. 2016-07]",
        "1 of this Code.",
        "4.5 acres of pasture",
        "(a), Wis. Stats.",
        "§§ 12-4 to 12-6 apply",
        "Section 4.4.2, within five (5) years",
        "1998, the Village",
        "14-22",
        "12.5",
        "212-10.1 of the code",  # unprefixed, a citation
        "16.2-5 of the code",
        "12.1.Authority",  # (a letter that opens a word is no level of the outline)
        "3.2.a the owner",
    ],
)
def test_decoys_are_not_tokens(line: str) -> None:
    assert read_tokens(line) == []


def test_ambiguous_letters_keep_both_readings() -> None:
    kinds = {t.kind for t in read_tokens("C. Feedlots and Barnyards.")[0]}
    assert kinds == {numbering.ROMAN, numbering.UPPER}
    kinds = {t.kind for t in read_tokens("(i) the owner")[0]}
    assert kinds == {numbering.PAREN_ROMAN, numbering.PAREN_LOWER}


@pytest.mark.parametrize(
    ("prev", "nxt", "kind", "ok"),
    [
        ("(1)", "(2)", None, True),
        ("(4)", "(4m)", None, True),
        ("(4m)", "(5)", None, True),
        ("(b)", "(bm)", "paren_lower", True),
        ("(bm)", "(c)", "paren_lower", True),
        ("(a)", "(c)", "paren_lower", False),
        ("B.", "C.", "upper", True),
        ("II.", "III.", "roman", True),
        ("IV.", "V.", "roman", True),
        ("14.45", "14.46", None, True),
        ("14.45", "59.02", None, False),
        ("Sec. 3.12", "Sec. 4.01", None, True),
        ("§ 12-4", "§ 12-5", None, True),
        ("3.", "590.", None, False),
        ("Section 4.1", "Section 4.2", None, True),
    ],
)
def test_successors(prev: str, nxt: str, kind: str | None, ok: bool) -> None:
    a = first(prev, kind)
    b = first(nxt, kind)
    assert is_successor(a, b, loose=False) is ok


def test_first_children() -> None:
    assert is_first_child(first("Section 4.1"), first("4.1.1 Text"))
    assert is_first_child(first("Section 12.3"), first("12.3.A Text"))  # the lettered level counts from A
    assert is_first_child(first("12.3.B Text"), first("12.3.B.1 Text"))
    assert is_successor(first("12.3.A Text"), first("12.3.B Text"), loose=False)
    assert not is_first_child(first("Section 4.1"), first("4.2.1 Text"))
    assert is_first_child(first("(3)"), first("(a)", "paren_lower"))
    assert not is_first_child(first("(3)"), first("(b)", "paren_lower"))
    assert is_first_child(None, first("I.", "roman"))


@pytest.mark.parametrize(
    ("chain", "label"),
    [
        (["14.45", "(3)", "(c)", "1."], "14.45(3)(c)1."),
        (["§ 12-4.", "B.", "(2)", "(a)"], "§ 12-4 B.(2)(a)"),
        (["III.", "B.", "2."], "III. B. 2."),
        (["Section 4.3", "4.3.1"], "Section 4.3.1"),
        (["Sec. 3.05", "(2)", "(b)"], "Sec. 3.05(2)(b)"),
        (["(6)", "(b)", "1.", "a."], "(6) (b) 1. a."),
        (["Section 7.", "(c)"], "Section 7(c)"),
        (["22-3-4", "(b)"], "22-3-4(b)"),
        (["Rule 5."], "Rule 5"),
        (["Paragraph 12.", "a."], "Paragraph 12.a"),
        (["14.44"], "14.44"),
        (["IV."], "IV."),
        (["(10)"], "(10)"),
    ],
)
def test_labels(chain: list[str], label: str) -> None:
    tokens = []
    for piece in chain:
        readings = read_tokens(piece + " Text")[0]
        preferred = [
            t for t in readings if t.kind not in (numbering.ROMAN, numbering.PAREN_ROMAN)
        ] or readings
        if piece in ("III.", "IV."):
            preferred = readings
        tokens.append(preferred[0])
    assert join_label(tokens) == label


def test_article_joins_a_restarting_section_number() -> None:
    assert join_label([first("Section 3. Text")], ("Article", "4")) == "Article 4, Section 3"
    assert join_label([first("Section 4.3 Text"), first("4.3.1 Text")], ("Article", "4")) == "Section 4.3.1"


def test_an_article_numbered_in_roman_runs_into_the_outline_s_citation() -> None:
    """"ARTICLE IV" over "C." and "1." is cited "IV.C.1." by the outline itself; an article numbered in
    figures keeps its word, and an exhibit's items keep the exhibit's name."""
    assert join_label([first("C. Capacity."), first("1. Text")], ("Article", "IV")) == "IV. C. 1."
    assert join_label([first("1. Text")], ("Article", "2")) == "Article 2, 1."
    assert join_label([first("2. Text")], ("Exhibit", "A")) == "Exhibit A, 2."


def test_roman_numerals() -> None:
    assert roman_to_int("XIV") == 14
    assert roman_to_int("IIII") is None
    assert roman_to_int("mcmxcviii") == 1998


def test_section_numbers_spelled_out_in_words() -> None:
    """A town may number its sections in words ("Section Seven. Storage."); "Section one of the
    Code" in a sentence is no unit."""
    from ordinance_review.segment.numbering import read_tokens

    tok = read_tokens("Section Seven. Storage.")[0][0]
    assert (tok.piece, tok.parts, tok.strong) == ("Section Seven", (7,), True)
    assert read_tokens("SECTION TWENTY-ONE. Penalties.")[0][0].parts == (21,)
    assert read_tokens("Section one of the Code applies.") == []


def test_a_section_inserted_between_two_reads_as_a_decimal() -> None:
    """ "17.085" inserted between 17.08 and 17.09 follows the one and precedes the other."""
    from ordinance_review.segment.numbering import is_successor, read_tokens

    def tok(s: str):  # noqa: ANN202
        return read_tokens(f"{s} X")[0][0]

    assert is_successor(tok("17.08"), tok("17.085"), loose=False)
    assert is_successor(tok("17.085"), tok("17.09"), loose=False)
    assert not is_successor(tok("17.08"), tok("17.1"), loose=False)


def test_letter_dash_items_of_an_appendix_and_their_citation() -> None:
    """"A-1. STORAGE ..." under "APPENDIX A": items numbered under the appendix letter, cited as printed."""
    tok = numbering.read_tokens("A-1. STORAGE, TRANSFER AND CLOSURE. The standards are adopted.")[0][0]
    assert (tok.piece, tok.kind) == ("A-1", numbering.SECTION)
    nxt = numbering.read_tokens("A-2. NUTRIENT MANAGEMENT. Standard 590 applies.")[0][0]
    assert numbering.is_successor(tok, nxt, loose=False)
    assert numbering.join_label([tok], ("Appendix", "A")) == "A-1"
    assert numbering.read_tokens("K-1 less than 2 feet Prohibited.") == []  # a table cell, not an item


def test_a_standards_table_row_lettered_without_a_dot_is_an_item_under_its_section() -> None:
    """ "S-4        No new manure storage facility may be ...": a row of the table of standards a section prints,
    cited "17.06 S-4"; a zoning district's name ("R-1 Single-Family Residential") or a wrapped citation
    ("S-1 within five years ...") is none."""
    row = numbering.read_tokens("S-4        No new manure storage facility may be constructed anywhere within the")[0][0]
    assert row.piece == "S-4"
    section = numbering.read_tokens("17.06  TABLE OF STANDARDS. Every operation shall meet each standard.")[0][0]
    first = numbering.read_tokens("S-1 Manure storage facilities shall be planned, built and kept in repair")[0][0]
    assert numbering.is_first_child(section, first) and not numbering.is_first_child(section, row)
    assert numbering.is_successor(first, numbering.read_tokens("S-2 A facility built after 2011 shall hold the storm.")[0][0],
                                  loose=False)
    assert numbering.join_label([section, row]) == "17.06 S-4"
    assert numbering.read_tokens("R-1        Single-Family Residential District     20,000 sq ft") == []
    assert numbering.read_tokens("S-1 within five (5) years after the owner receives a written offer") == []


@pytest.mark.parametrize("line", [
    "Article 3, Section 301(2) may require for the same use.",  # a citation wrapped to a line's start
    "Article 5 shall apply to every permit.",
    "Article V, was designed to store waste for more than 24 months, and",  # "... that meets" ⏎ this
])
def test_a_citation_of_an_article_is_no_heading(line: str) -> None:
    assert numbering.read_heading(line) is None


def test_an_article_heading_with_its_title_is_a_heading() -> None:
    assert numbering.read_heading("ARTICLE 4  PERFORMANCE STANDARDS") == ("article", "4", "PERFORMANCE STANDARDS")


def test_a_range_printed_as_one_unit_is_followed_by_the_sibling_after_its_last() -> None:
    from ordinance_review.segment.numbering import is_successor, read_tokens

    (first,), = read_tokens("(1) through (5)  [Not reproduced in this excerpt.]")[:1]
    assert first.piece == "(1)" and first.last == 5
    (six,), = read_tokens("(6) LIVESTOCK FACILITIES.")[:1]
    assert is_successor(first, six, loose=False)
    (b,), = read_tokens("(b) to (d) Reserved.")[:1]
    assert b.last == 4
    assert read_tokens("(1) The operator shall comply.")[0][0].last == 0


def test_an_ecode360_bracket_number_opens_a_level_only_under_a_paragraph() -> None:
    from ordinance_review.segment.numbering import BRACKET_NUM, is_first_child, read_tokens

    (one,), = read_tokens("[1] Where a nitrification inhibitor is used")[:1]
    assert one.kind == BRACKET_NUM and one.piece == "[1]"
    (a,), = [[t for t in read_tokens("(a) While the soil is warm:")[0] if t.kind == "paren_lower"]]
    assert is_first_child(a, one)
    (section,), = read_tokens("§ 217-1 Authority.")[:1]
    assert not is_first_child(section, one)  # "Wis. Stats.[1]" ⏎ "[1]": a footnote's mark
    assert read_tokens("[1] Editor's Note: Former § 16-11 was repealed.") == []


def test_a_schedule_of_standard_conditions_is_an_attachment_heading() -> None:
    """ "SCHEDULE A  STANDARD CONDITIONS FOR WINTER SPREADING PERMITS" opens a document attached after the
    ordinance, as "EXHIBIT A" does; "Schedule of fees" is no such heading."""
    from ordinance_review.segment.numbering import ATTACHMENT_WORDS, read_heading

    head = read_heading("SCHEDULE A")
    assert head is not None and head[0].lower() in ATTACHMENT_WORDS and head[1] == "A"
    assert read_heading("Schedule of fees for permits") is None


@pytest.mark.parametrize("line", ["§ 240-15. (Reserved)", "§ 240-15. (Repealed 8-17-2010)", "12.07 [Repealed]"])
def test_a_section_kept_empty_is_still_numbered(line: str) -> None:
    assert numbering.read_tokens(line)


@pytest.mark.parametrize("line", ["59.70 (1), 92.07", "Sec. 5-3. (Reserved) The board may act."])
def test_a_list_of_statutes_or_a_mark_before_text_is_no_empty_section(line: str) -> None:
    assert not numbering.read_tokens(line)


def test_a_permits_special_conditions_are_its_conditions() -> None:
    tok = numbering.read_tokens("Special Condition 3.  Manure hauling vehicles shall not use Holloway Road.")[0][0]
    assert (tok.kind, tok.piece, tok.ordinal) == (numbering.CONDITION, "Special Condition 3", 3)
    assert numbering.read_tokens("Special rules apply to this farm.") == []


def test_a_coded_unit_opens_on_its_capital_caption_only_at_a_lines_start() -> None:
    """ "PS-3 PHOSPHORUS INDEX." opens the coded standard PS-3; after a section's number, "A-1 EXCLUSIVE AGRICULTURE
    DISTRICT." is that section's caption (the district it sets up), and a district's name is never a coded unit."""
    assert numbering.read_tokens("PS-3 PHOSPHORUS INDEX.")[0][0].piece == "PS-3"
    chain = numbering.read_tokens("17.21 A-1 EXCLUSIVE AGRICULTURE DISTRICT. (1) PURPOSE. The district")
    assert [c[0].piece for c in chain] == ["17.21"]
    assert numbering.read_tokens("A-2 GENERAL AGRICULTURE DISTRICT.") == []
    # (in title case too: a few words of a caption and its stop, never a district's or a zone's name)
    assert numbering.read_tokens("PS-4 Manure Storage Facilities - Design and Construction.")[0][0].piece == "PS-4"
    assert numbering.read_tokens("A-1 Exclusive Agriculture District.") == []
    assert numbering.read_tokens("R-2 Two-Family Residential Zone.") == []
    assert numbering.is_successor(numbering.read_tokens("PS-12 MANURE TRANSFER SYSTEMS.")[0][0],
                                  numbering.read_tokens("P-1 NO OVERFLOW. No facility may overflow.")[0][0], loose=False)


def test_a_coded_heading_keeps_its_number_with_a_history_note_closing_its_line() -> None:
    """ "LS-7  GROUNDWATER PROTECTION [Created June 20, 2017, Ord. No. 2017-08]": the bracketed note after the caption
    closes the heading's line; the code still opens the unit. A district's name stays no unit, note or not."""
    tok = read_tokens("LS-7  GROUNDWATER PROTECTION [Created June 20, 2017, Ord. No. 2017-08]")[0][0]
    assert (tok.piece, tok.parts) == ("LS-7", (7,))
    assert read_tokens("A-1 EXCLUSIVE AGRICULTURE DISTRICT [Am. 2010]") == []


def test_a_subdivision_is_a_level_of_its_section_cited_after_a_comma() -> None:
    """ "Subd. 3." under "Section 6.05" is cited "Section 6.05, Subd. 3(b)"; it never opens a root of its own."""
    subd = read_tokens("Subd. 3.  Liners.  Every liner shall ...")[0][0]
    assert (subd.kind, subd.piece, subd.ordinal, subd.strong) == ("subd", "Subd. 3", 3, False)
    section = read_tokens("Section 6.05.  DESIGN STANDARDS.")[0][0]
    paragraph = read_tokens("(b) Each new facility")[0]
    lower = next(t for t in paragraph if t.kind == "paren_lower")
    assert join_label([section, subd, lower]) == "Section 6.05, Subd. 3(b)"
    # a word that only begins like one is no subdivision
    assert read_tokens("Subdivision plats shall show every well.") == []


def test_a_section_number_ocr_misread_is_read_with_its_digits() -> None:
    """A scan's OCR reads "6.1" as "6.l" and "10.2" as "1O.2": a dotted number with a digit and a misread letter,
    before its caption, is that section; a word is never read as one."""
    tok = read_tokens("6.l  Application Standards.")[0][0]
    assert (tok.piece, tok.parts) == ("6.1", (6, 1))
    assert read_tokens("1O.2 Closure. An idle facility")[0][0].parts == (10, 2)
    assert read_tokens("lO.l Closure.") == []  # no digit at all: not a number


def test_a_section_coded_with_its_chapters_letters_and_a_decimal_keeps_them() -> None:
    """ "ASM-3.2  BUFFER STRIPS.": a chapter coded with letters numbers its sections with a decimal after the code; the
    decimal tells it from a lettered item ("PS-4"), and the letters stay in the label."""
    tok = read_tokens("ASM-3.2  LIVESTOCK IN THE SHORELAND AREA.")[0][0]
    assert (tok.kind, tok.piece, tok.parts, tok.strong) == ("section", "ASM-3.2", (3, 2), True)
    assert read_tokens("PS-4  PHOSPHORUS INDEX.")[0][0].piece == "PS-4"  # a lettered item stays one
    assert read_tokens("ASM-3.2 of this chapter applies")[0:1] == []  # a citation going on in lower case


def test_a_rule_numbered_in_its_part_and_subpart_is_a_section() -> None:
    """ "Rule 3.B.4  Location.": Part 3, Subpart B, its fourth rule; the letter counts as its place."""
    tok = read_tokens("Rule 3.B.4  Location.")[0][0]
    assert (tok.kind, tok.piece, tok.parts) == ("section", "Rule 3.B.4", (3, 2, 4))
    assert read_tokens("Rule 4. Storage.")[0][0].piece == "Rule 4"  # a plain numbered rule as before


def test_a_prefixed_section_passes_over_a_chapter_kept_empty() -> None:
    """ "ASM-1.5" ⏎ "ASM-2  (RESERVED)" ⏎ "ASM-3.1": the next chapter's first section may come two chapters on when
    the number is printed with its prefix; a bare decimal still moves one chapter at a time."""
    prev = read_tokens("ASM-1.5  DEFINITIONS.")[0][0]
    assert numbering.is_successor(prev, read_tokens("ASM-3.1  BUFFER STRIPS.")[0][0], loose=False)
    assert not numbering.is_successor(prev, read_tokens("ASM-4.1  NOTICE.")[0][0], loose=False)
    bare = read_tokens("1.5 Definitions.")[0][0]
    assert not numbering.is_successor(bare, read_tokens("3.1 Buffer strips.")[0][0], loose=False)


def test_a_parts_lettered_subpart_is_a_heading() -> None:
    assert numbering.read_heading("SUBPART B - MANURE STORAGE FACILITIES") == ("subpart", "B", "MANURE STORAGE FACILITIES")
    assert numbering.read_heading("Subpart A - General") == ("subpart", "A", "General")


def test_a_heading_closed_by_its_history_note_still_opens_with_a_caption() -> None:
    """ "5.4   LAND APPLICATION OF ANIMAL WASTE  (Amended 6-14-2011, Ord. 11-06)": the note closing the heading's line
    leaves a number and its caption."""
    from ordinance_review.segment.captions import opens_with_caption

    text = "5.4 LAND APPLICATION OF ANIMAL WASTE (Amended 6-14-2011, Ord. 11-06)"
    assert opens_with_caption(text, read_tokens(text))
    sentence = "5.4 No manure shall be applied to frozen ground on any slope (Amended 6-14-2011)"
    assert not opens_with_caption(sentence, read_tokens(sentence))
