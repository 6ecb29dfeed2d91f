"""The clean-up steps and reading order on hand-built lines, one rule at a time."""

from __future__ import annotations

import pytest

from ordinance_review.ingest.layout import (
    RawPage,
    dehyphenate,
    drop_rules,
    normalize_text,
    running_headers,
    split_footnotes,
    strip_bullets,
)
from ordinance_review.ingest.reading_order import Piece, RawLine, find_gutter, reading_order


def _page(*texts: str) -> list[RawPage]:
    lines = [RawLine(text=t, x0=72, top=72 + 12 * i, x1=500, bottom=80 + 12 * i) for i, t in enumerate(texts)]
    return [RawPage(number=1, width=612, height=792, lines=lines, geometric=False)]


@pytest.mark.parametrize(
    "first, second, expected",
    [
        ("store manu-", "re in a facility", "store manure in a facility"),
        ("the right-of-", "way of a road", "the right-of-way of a road"),
        ("a 25-", "year storm", "a 25-year storm"),
        ("under § 12-", "4 of the code", "under § 12-4 of the code"),
        ("Ord. No. 2016-", "07 applies", "Ord. No. 2016-07 applies"),
        ("frozen or snow-", "covered ground", "frozen or snow-covered ground"),
        ("a self-", "contained unit", "a self-contained unit"),
        ("CON-", "SERVATION DEPARTMENT", "CONSERVATION DEPARTMENT"),
        ("the Depart-", "ment shall", "the Department shall"),
        ("Natural Resources -", "the Department", "Natural Resources - the Department"),
        ("see Chapter 3 -", "Zoning", "see Chapter 3 - Zoning"),
        # a typed page number read by OCR without its spaces, over the next page's heading
        ("-1-", "SECTION V. STANDARDS", "-1- SECTION V. STANDARDS"),
        ("\u20132\u2013", "3. No person shall", "\u20132\u2013 3. No person shall"),
    ],
)
def test_dehyphenate(first, second, expected):
    pages = dehyphenate(_page(first, second))
    assert " ".join(line.text for line in pages[0].lines) == expected


def test_dehyphenate_uses_the_documents_own_spelling():
    pages = dehyphenate(_page("high-", "water mark", "The high-water mark is set."))
    assert pages[0].lines[0].text == "high-water"
    pages = dehyphenate(_page("ground-", "water is at risk", "Groundwater is at risk."))
    assert pages[0].lines[0].text == "groundwater"


def test_drop_rules_and_normalize_text():
    pages = drop_rules(_page("-------------", "(1) Text.", "__________", "....."))
    assert [line.text for line in pages[0].lines] == ["(1) Text."]
    assert normalize_text("appli\x02") == "appli-"
    assert normalize_text("manu\u00adre\u00ad") == "manure-"


def _column_pieces(gap: float = 24, top: float = 100) -> list[Piece]:
    pieces = []
    first = top
    for i in range(20):
        top = first + 12 * i
        pieces.append(Piece(f"L{i}", 48, top, 290, top + 9))
        pieces.append(Piece(f"R{i}", 290 + gap, top + 3, 560, top + 12))  # baselines need not align
    return pieces


def test_reading_order_two_columns_with_title_and_footer():
    pieces = [
        Piece("TITLE OVER BOTH", 150, 60, 450, 70),
        *_column_pieces(),
        Piece("Page 1 of 2", 280, 750, 330, 758),
    ]
    texts = [line.text for line in reading_order(pieces, 612, 792)]
    assert texts == ["TITLE OVER BOTH"] + [f"L{i}" for i in range(20)] + [f"R{i}" for i in range(20)] + [
        "Page 1 of 2"
    ]


def test_no_gutter_for_single_column_or_toc_page_numbers():
    single = [Piece(f"line {i} " * 8, 48, 100 + 12 * i, 560 - (i % 3) * 100, 109 + 12 * i) for i in range(20)]
    assert find_gutter(single, 612, 792) is None
    toc = []
    for i in range(20):
        toc += [
            Piece(f"14.{i} Title", 48, 100 + 12 * i, 300, 109 + 12 * i),
            Piece("14-22", 530, 100 + 12 * i, 560, 109 + 12 * i),
        ]
    assert find_gutter(toc, 612, 792) is None
    assert find_gutter(_column_pieces(), 612, 792) is not None


def _wide_table(top: float, rows: int) -> list[Piece]:
    """A table set across both columns: each row's cells, one of them over the gutter."""
    pieces = []
    for i in range(rows):
        y = top + 11 * i
        pieces += [Piece(f"T{i}a", 60, y, 120, y + 9), Piece(f"T{i}b long cell over the gutter", 250, y, 420, y + 9),
                   Piece(f"T{i}c", 480, y, 540, y + 9)]
    return pieces


@pytest.mark.parametrize("where", ["above", "below"])
def test_a_table_across_both_columns_does_not_hide_the_columns(where):
    """A wide table floated to the top (or bottom) of a page of a two-column document (its other
    pages' gutter is known): the table is read row by row, and the columns under (or over) it are
    still read one after the other."""
    if where == "above":
        pieces = _wide_table(62, 8) + _column_pieces(top=170)
    else:
        pieces = _column_pieces(top=62) + _wide_table(62 + 12 * 20 + 20, 8)
    texts = [line.text for line in reading_order(pieces, 612, 792, columns_at=302)]
    table = [f"T{i}a T{i}b long cell over the gutter T{i}c" for i in range(8)]
    columns = [f"L{i}" for i in range(20)] + [f"R{i}" for i in range(20)]
    assert texts == (table + columns if where == "above" else columns + table)


def test_a_one_column_page_with_a_table_stays_one_column():
    """Prose across the page with a table in it is no two-column page: cells that each open on a
    capital are no prose columns when no gutter is known, nor split at a gutter not the document's."""
    prose = [Piece(f"line {i} " * 8, 48, 62 + 12 * i, 560, 71 + 12 * i) for i in range(10)]
    table = []
    for i in range(10):
        y = 200 + 12 * i
        table += [Piece(f"Left cell {i} of a table", 48, y, 280, y + 9), Piece(f"Right cell {i} of a table", 330, y, 560, y + 9)]
    texts = [line.text for line in reading_order(prose + table, 612, 792)]
    assert texts == [line.text for line in reading_order(prose + table, 612, 792, columns_at=500)]
    assert texts[10:] == [f"Left cell {i} of a table Right cell {i} of a table" for i in range(10)]


def test_a_newspaper_page_under_a_wide_table_is_read_column_by_column_with_no_gutter_known():
    """A legal notice set in a newspaper's two narrow columns, under a table across both: the only
    two-column page of the document, so no gutter is known from elsewhere. Its columns are prose
    (lines running up to the gutter, carrying sentences on), so each is read whole, left first."""
    words = "manure shall be kept on an impervious pad and covered between November and April"
    left = [Piece(f"{'(a) No' if i == 0 else words[:40]} left {i}", 48, 200 + 11 * i, 282 - (i % 3) * 6, 209 + 11 * i) for i in range(14)]
    right = [Piece(f"{words[5:44]} right {i}", 318, 200 + 11 * i, 550 - (i % 2) * 9, 209 + 11 * i) for i in range(14)]
    texts = [line.text for line in reading_order(_wide_table(62, 8) + left + right, 612, 792)]
    assert texts[8:] == [p.text for p in left] + [p.text for p in right]


def test_a_right_column_of_one_line_under_a_wide_table_is_still_a_column():
    """The text ran into the right column for one line before the next floated table: too few lines
    there to show a gutter, but the document's gutter divides the rows and the left lines run up to it."""
    left = [Piece(f"Left line {i} of the column text", 48, 200 + 12 * i, 285, 209 + 12 * i) for i in range(12)]
    right = [Piece("the last words of the section.", 314, 200, 500, 209)]
    texts = [line.text for line in reading_order(_wide_table(62, 8) + left + right, 612, 792, columns_at=302)]
    assert texts[8:] == [f"Left line {i} of the column text" for i in range(12)] + ["the last words of the section."]
    prose = [Piece(f"A line of prose across the page {i}", 48, 200 + 12 * i, 560, 209 + 12 * i) for i in range(12)]
    texts = [line.text for line in reading_order(_wide_table(62, 8) + prose, 612, 792, columns_at=302)]
    assert texts[8:] == [f"A line of prose across the page {i}" for i in range(12)]


def test_a_last_page_whose_text_ran_into_the_right_column_for_two_lines_reads_left_column_first() -> None:
    """The document's gutter divides the page, though too few lines stand right of it to show one."""
    from ordinance_review.ingest.reading_order import read_page

    pieces = [Piece(f"left line {i} of the chapter's last section", 48, 62 + 11 * i, 288, 71 + 11 * i) for i in range(20)]
    pieces += [Piece("right column first line", 318, 62, 556, 71), Piece("right column second line", 318, 73, 540, 82)]
    lines, _ = read_page(pieces, 612, 792, columns_at=305.0)
    texts = [line.text for line in lines]
    assert texts[:2] == ["left line 0 of the chapter's last section", "left line 1 of the chapter's last section"]
    assert texts[-2:] == ["right column first line", "right column second line"]


def _pages(*pages: tuple[str, ...]) -> list[RawPage]:
    out = []
    for number, texts in enumerate(pages, start=1):
        lines = [RawLine(text=t, x0=72, top=72 + 12 * i, x1=500, bottom=80 + 12 * i) for i, t in enumerate(texts)]
        out.append(RawPage(number=number, width=612, height=792, lines=lines, geometric=False))
    return out


def test_a_footnote_cut_off_at_the_foot_goes_on_at_the_top_of_the_next_page():
    pages = split_footnotes(_pages(
        ("Sec. 3-4. - Closure.9", "A facility unused for 24 months shall be closed.", "____________",
         "9 Created by Ord. No. 2006-14, 11-14-2006. Subsection (b) amended by Ord. No."),
        ("2021-22, 10-19-2021.", "Supp. No. 31   CD3:5", "Sec. 3-5. - Penalties.10", "Any person who violates this.",
         "____________", "10 Ord. No. 99-6, 4-20-1999."),
        ("Supp. No. 31   CD3:6", "Sec. 3-6. - Appeals.", "Supp. No. 31   CD3:7"),
    ))
    assert pages[0].footnotes == [
        "9 Created by Ord. No. 2006-14, 11-14-2006. Subsection (b) amended by Ord. No. 2021-22, 10-19-2021."
    ]
    assert [line.text for line in pages[1].lines][:2] == ["Supp. No. 31   CD3:5", "Sec. 3-5. - Penalties.10"]
    assert pages[1].footnotes == ["10 Ord. No. 99-6, 4-20-1999."]
    # a finished note carries nothing over: the next page's heading stays text
    assert [line.text for line in pages[2].lines][1] == "Sec. 3-6. - Appeals."


def test_notes_whose_first_mark_is_ambiguous_are_the_pages_notes_when_a_later_one_is_marked():
    """"... NRCS Standard 313.6" may be section 313.6 or note 6; note 7, glued to a dated note's bracket, is plain."""
    pages = split_footnotes(_pages(
        ("(A) Every facility shall be built under NRCS Standard 313.6",
         "(B) A facility shall be brought into compliance by 2024. [Cr. Ord. 2020-11]7",
         "(C) No new facility may be located within 750 feet of a stream.", "____________",
         "6 NR 151.05(2), Wis. Adm. Code; ATCP 50.62.", "7 The storm requirement is in NR 151.05(2)."),
    ))
    assert pages[0].footnotes == ["6 NR 151.05(2), Wis. Adm. Code; ATCP 50.62.", "7 The storm requirement is in NR 151.05(2)."]
    assert [line.text for line in pages[0].lines][-1] == "(C) No new facility may be located within 750 feet of a stream."


def test_a_notes_citation_wrapped_to_its_own_line_stays_in_the_note_and_a_section_heading_ends_the_notes():
    pages = split_footnotes(_pages(
        ("Sec. 3-4. - Closure.8", "A facility unused for 24 months shall be closed.", "____________",
         "8 Ord. No. 99-6, § 8, 4-20-1999; Ord. No. 2006-14,", "§ 3, 11-14-2006.",
         "§ 3-5. Penalties.", "Any person who violates this chapter shall forfeit $500."),
    ))
    assert pages[0].footnotes == ["8 Ord. No. 99-6, § 8, 4-20-1999; Ord. No. 2006-14, § 3, 11-14-2006."]
    assert [line.text for line in pages[0].lines][-2:] == ["§ 3-5. Penalties.", "Any person who violates this chapter shall forfeit $500."]


def test_three_spaced_stars_an_excerpt_prints_for_left_out_units_are_kept():
    """ "* * *" between "(4)" and "(19)" says the excerpt left units out; the outline reads it. A row of stars is a rule."""
    pages = drop_rules(_page("(4) Text.", "  * * *", "(19) More text.", "* * * * * * * *"))
    assert [ln.text for ln in pages[0].lines] == ["(4) Text.", "  * * *", "(19) More text."]


def test_a_running_head_a_narrow_column_wrapped_after_a_comma_is_furniture_on_every_page():
    """ "SHORELAND ZONING ORDINANCE Bramwell County," ⏎ "Wisconsin" typed at the head of every page of a two-column
    print, below the printed header: the head wrapped at its comma, the same two lines each time; the body stays."""
    bodies = [("15.01 AUTHORITY. This ordinance is adopted under s. 59.69.", "* * *"),
              ('(1) "Barnyard" means an outdoor area where livestock are kept,', "and fed."),
              ("15.30 SETBACKS.", "(1) Every setback is measured from the mark.")]
    pages = []
    for number, body in enumerate(bodies, start=1):
        rows = [(30, "Bramwell County Code"), (62, "SHORELAND ZONING ORDINANCE Bramwell County,"), (73, "Wisconsin"),
                *((91 + 11 * i, t) for i, t in enumerate(body)),
                *((120 + 11 * i, f"{('Manure', 'Runoff', 'Storage')[number - 1]} rule {i} goes on as the text does")
                  for i in range(30)), (760, f"Page {number} of 58")]
        lines = [RawLine(text=t, x0=48, top=top, x1=300, bottom=top + 9) for top, t in rows]
        pages.append(RawPage(number=number, width=612, height=792, lines=lines, geometric=True))
    texts = [line.text for page in running_headers(pages) for line in page.lines]
    assert "Wisconsin" not in texts and not any(t.startswith("SHORELAND") for t in texts)
    assert "* * *" in texts and "and fed." in texts


@pytest.mark.parametrize(
    ("line", "ocr", "expected"),
    [
        ("\u2022 A. Authority. This ordinance ...", False, "A. Authority. This ordinance ..."),
        # a scanned page: OCR reads the bullet as a mark or a letter before the unit's number
        ("\u00a2 A. Authority. This ordinance ...", True, "A. Authority. This ordinance ..."),
        ("e B. Title. This ordinance ...", True, "B. Title. This ordinance ..."),
        ("\u00ab 2. Every facility shall ...", True, "2. Every facility shall ..."),
        # a word, or a mark with no unit's number after it, is text
        ("e mail the clerk at once.", True, "e mail the clerk at once."),
        ("\u00a2 per gallon is charged.", True, "\u00a2 per gallon is charged."),
        # a text layer's own marks are not misread bullets
        ("e B. Title.", False, "e B. Title."),
    ],
)
def test_bullets_are_dropped_and_ocr_reads_of_them_too(line: str, ocr: bool, expected: str) -> None:
    pages = _page(line)
    pages[0].ocr = ocr
    assert strip_bullets(pages)[0].lines[0].text == expected
