"""Page furniture on rendered two-column and one-column pages: the title is not the header."""

from __future__ import annotations

import pytest

from ordinance_review import ingest
from ordinance_review.ingest.layout import RawPage, dehyphenate, running_headers
from ordinance_review.ingest.reading_order import RawLine
from testsupport import pdfgen

TEXT = "TOWN OF ORRIN FALLS\nLIVESTOCK ORDINANCE\n\n" + "\n\n".join(
    f"Section {n}. Rule {n}. The operator shall keep manure storage number {n} in repair "
    "and shall report any leak to the Town Clerk within 24 hours of finding it." + " More text follows." * 6
    for n in range(1, 60)
)


@pytest.mark.parametrize("layout", ["single", "two_column"])
def test_title_that_repeats_the_running_header_is_kept(layout):
    data = pdfgen.render(TEXT, layout=layout, header="Town Of Orrin Falls", footer="Page {page} of {pages}")
    doc = ingest.load(data, f"orrin.{layout}.pdf")
    assert len(doc.pages) >= 3
    texts = [line.text for line in doc.lines]
    assert texts[0] == "TOWN OF ORRIN FALLS"  # the title, under the band that repeats it
    assert texts.count("TOWN OF ORRIN FALLS") == 1
    assert not [t for t in texts if t == "Town Of Orrin Falls"]  # the header itself is gone


def _line(text: str, top: float, band: bool = False) -> RawLine:
    return RawLine(text=text, x0=48, top=top, x1=300, bottom=top + 9, band=band)


def _page(number: int, lines: list[RawLine]) -> RawPage:
    return RawPage(number=number, width=612, height=792, lines=lines)


def test_numbered_header_in_the_body_is_still_furniture():
    """A page number in it makes a line furniture even when the band also carries it."""
    pages = [
        _page(
            n,
            [
                _line(f"Marlow County Code 14-{n}", 30, band=True),
                _line("Text of the page.", 62),
                _line(f"Marlow County Code 14-{n}", 200),
                _line("More text.", 220),
            ],
        )
        for n in range(1, 5)
    ]
    texts = [line.text for page in running_headers(pages) for line in page.lines]
    assert texts == ["Text of the page.", "More text."] * 4


def test_wrapped_tail_of_a_spaced_rule_is_dropped():
    from ordinance_review.ingest.layout import drop_rules

    texts = ["under Sec. 11.02.", "- - - - - - - - - - - - - - - - - - - -", "- -", "PART B. DECISION", "- -"]
    page = _page(1, [_line(t, 62 + 11 * k) for k, t in enumerate(texts)])
    assert [line.text for line in drop_rules([page])[0].lines] == ["under Sec. 11.02.", "PART B. DECISION", "- -"]


def _typed_header_text(pages: int) -> str:
    """A text file that prints its own page header and footer between its sections."""
    out = ["FENTON COUNTY MANURE STORAGE CODE", ""]
    for n in range(1, pages + 1):
        out += [f"FENTON COUNTY ANIMAL WASTE AND LIVESTOCK FACILITY ORDINANCE        Page {n} of {pages}", ""]
        out += [
            f"SECTION {n}. STORAGE RULE {n}.",
            "",
            f"({n}) The owner of a waste storage facility shall inspect the facility liner every spring and "
            "shall keep a written record of each inspection for five years." + " The record stays at the farm." * 5,
            "",
        ]
    return "\n".join(out)


def pdfgen_lines(data: bytes) -> list[str]:
    import io

    import pdfplumber

    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [t for page in pdf.pages for t in (page.extract_text() or "").splitlines()]


def test_running_header_typed_into_a_narrow_column_leaves_no_pieces():
    """The typed header wraps in a two-column flow: the page-number half goes as furniture, and the
    other half must go with it instead of being joined into the next section as a word."""
    text = _typed_header_text(6)
    flat = [line.text for line in ingest.load_text(text, "fenton.txt").lines]
    data = pdfgen.render(text, layout="two_column", header="Fenton County Manure Storage Code", typed_bands=False)
    lines = [line.text for line in ingest.load(data, "fenton.two_column.pdf").lines]
    assert "FENTON COUNTY ANIMAL WASTE AND LIVESTOCK" in pdfgen_lines(data), "the header must wrap here"
    assert not [t for t in lines if "LIVESTOCK" in t or "ORDINANCE" in t]
    assert not [t for t in flat if "FACILITY ORDINANCE" in t]
    assert sum(1 for t in lines if t.startswith("SECTION ")) == 6


def test_a_line_repeated_beside_a_header_only_once_is_kept():
    """A body line that recurs, but sits beside removed furniture on fewer than three pages, stays."""
    pages = [
        _page(
            n,
            [
                _line("Text of the page.", 62),
                _line("The operator shall keep records.", 80),
                *([_line(f"Page {n} of 4", 100)] if n == 1 else []),
                _line("More text.", 220),
            ],
        )
        for n in range(1, 5)
    ]
    texts = [line.text for page in running_headers(pages) for line in page.lines]
    assert texts.count("The operator shall keep records.") == 4


def test_a_two_line_header_wrapped_in_a_narrow_column_is_furniture():
    """A typed header that a narrow column wraps into two lines with nothing removed beside it
    ("... CODE OF ORDINANCES ANIMAL" / "WASTE CHAPTER Chapter 13"), printed the same on every page,
    is furniture."""
    out = ["ESTRIN COUNTY CODE", ""]
    for n in range(1, 10):
        out += ["ESTRIN COUNTY CODE OF ORDINANCES ANIMAL WASTE CHAPTER                         Chapter 13", ""]
        out += [f"13.0{n} RULE {n}. The owner of a manure storage facility shall inspect it every spring and keep a "
                "written record of each inspection." + " The record stays at the farm." * 30, ""]
    data = pdfgen.render("\n".join(out), layout="two_column", header="Estrin County Code")
    assert "WASTE CHAPTER Chapter 13" in pdfgen_lines(data), "the header must wrap for this test to mean anything"
    lines = [line.text for line in ingest.load(data, "estrin.two_column.pdf").lines]
    assert not [t for t in lines if "ORDINANCES ANIMAL" in t or "WASTE CHAPTER" in t]
    assert sum(1 for t in lines if t.startswith("13.0")) == 9


def test_a_history_note_a_narrow_column_wraps_the_same_way_after_several_sections_is_kept():
    """A two-ordinance history note after each section an amendment touched ("(Ord. No. 00-14, § 2, 6-5-2000;
    Ord. No. 2017-09, § 1, 3-20-2017)") wraps the same way each time in a narrow column: it dates its section and is
    no running head, however often it recurs."""
    note = "(Ord. No. 00-14, § 2, 6-5-2000; Ord. No. 2017-09, § 1, 3-20-2017)"
    out = []
    for n in range(1, 8):
        out += [f"Sec. 10-6{n}. - Rule {n}.", "", "(a)", "The owner of a manure storage facility shall inspect it every "
                "spring and keep a written record of each inspection." + " The record stays at the farm." * 45, "",
                note if n % 2 else "(Ord. No. 00-14, § 2, 6-5-2000)", ""]
    data = pdfgen.render("\n".join(out), layout="two_column", header="Village Code")
    lines = [line.text for line in ingest.load(data, "village.two_column.pdf").lines]
    assert sum("2017-09" in t for t in lines) == 4, lines


def test_a_typed_page_number_reflowed_onto_a_sentence_end_is_dropped():
    """A text that types "Page N" on its own line, set in a flow that joins it to the paragraph before
    ("... upslope of the well. Page 4"): the same page numbers stand alone elsewhere, so this one goes too."""
    pages = [
        _page(
            n,
            [
                _line("Runoff shall be diverted." + (f" Page {n}" if n == 2 else ""), 62),
                _line("More text of the rule.", 80),
                *([_line(f"Page {n}", 760, band=True)] if n != 2 else []),
            ],
        )
        for n in range(1, 5)
    ]
    texts = [line.text for page in running_headers(pages) for line in page.lines]
    assert "Runoff shall be diverted." in texts and not [t for t in texts if "Page" in t]


def test_body_text_that_wraps_like_a_header_remnant_is_kept():
    """A title quoted in the body can break exactly where the wrapped header breaks ("... Perfor-" /
    "mance Standards Ordina-"); there it finishes a body word, so it stays while the header's copies go."""
    def page(n: int, body: list[str]) -> RawPage:
        header = [_line("Ardley County Code Agricultural Perfor-", 40), _line("mance Standards Ordina-", 50),
                  _line(f"nce Page {n} of 4", 60)]
        return _page(n, header + [_line(t, 100 + 12 * k) for k, t in enumerate(body)])

    quoted = ["It may be cited as the Ardley County Agricultural Perfor-", "mance Standards Ordina-",
              "nce, and is referred to below as the Ordinance."]
    pages = [page(n, quoted if n == 2 else ["The operator shall keep records."]) for n in range(1, 5)]
    texts = [line.text for p in running_headers(pages) for line in p.lines]
    assert texts.count("mance Standards Ordina-") == 1
    assert "nce, and is referred to below as the Ordinance." in texts
    assert not [t for t in texts if t.startswith("Ardley County Code") or "Page" in t]


def test_the_rest_of_a_wrapped_page_count_goes_with_it():
    """A typed footer a narrow column wrapped ("... Storage Ordinance Page 2" / "of 7 Rev. 6/2008"):
    the piece with the page number goes as a stream footer, and the rest of the count goes too."""
    pages = [
        _page(n, [
            _line(f"Rule {n}. The operator shall keep the facility in repair.", 100),
            _line(f"Orrin County Animal Waste Storage Ordinance Page {n}", 112),
            _line("of 7 Rev. 6/2008", 124),
            _line(f"Section {n + 1}. Manure shall be stored under cover.", 136),
        ])
        for n in range(1, 5)
    ]
    texts = [line.text for page in running_headers(pages) for line in page.lines]
    assert not [t for t in texts if "Rev. 6/2008" in t or "Page" in t]
    assert "Section 3. Manure shall be stored under cover." in texts


def test_a_footer_label_left_by_a_stripped_page_number_goes():
    """"Title 9 : Page 14" printed in the body: once "Page 14" is stripped, "Title 9 :" is no sentence."""
    pages = [
        _page(n, [
            _line(f"({chr(96 + n)}) No rooster may be kept in district {n}.", 100),
            _line(f"Title 9 : Page {13 + n}", 112),
            _line(f"Page {n} of 4", 760, band=True),
        ])
        for n in range(1, 5)
    ]
    texts = [line.text for page in running_headers(pages) for line in page.lines]
    assert not [t for t in texts if t.startswith("Title 9")]
    assert "(b) No rooster may be kept in district 2." in texts


def test_a_wide_table_floated_over_the_columns_keeps_the_reading_order():
    """The renderer floats a table too wide for a column to the top of the next page, across both
    columns (as typesetters do); that page shows no gutter as a whole, yet its columns are read
    in order: the document's other pages give the gutter."""
    head = "  Row  Tier  Depth of soil to bedrock    Mechanical application of manure"
    rule = "  ---  ----  --------------------------  ---------------------------------------"
    rows = []
    for k in range(1, 7):
        rows += [f"  ({k})  K-{k}   less than {k} feet            Liquid manure limited to {k},000 gallons",
                 " " * 41 + "per acre in any calendar year."]
    table = "\n".join([head, rule, *rows])
    paragraphs = [f"({n}) Rule number {n} of this chapter applies to every livestock operation in the county." for n in range(1, 90)]
    text = "\n\n".join(paragraphs[:60] + [table] + paragraphs[60:])
    doc = ingest.load(pdfgen.render(text, layout="two_column", footer="Page {page} of {pages}"), "float.pdf")
    texts = [line.text for line in doc.lines]
    numbers = [int(t.split(")")[0][1:]) for t in texts if t.startswith("(") and "Rule number" in t]
    assert numbers == list(range(1, 90))
    rows = [t for t in texts if t.startswith("(") and "K-" in t]
    assert rows == [f"({k}) K-{k} less than {k} feet Liquid manure limited to {k},000 gallons" for k in range(1, 7)]
    assert texts.count("per acre in any calendar year.") == 6


def test_a_page_s_print_date_at_its_foot_is_furniture_and_never_ends_a_hyphenated_word():
    """eCode360 prints the page's date under its "275:1" page number; a column ending in "recon-" must
    not take the date's first figures as the rest of the word."""
    pages = [
        _page(n, [
            *([_line("struct or enlarge a facility without a permit.", 62)] if n == 2 else []),
            _line("A. No person may construct, recon-" if n == 1 else f"Rule {n}. The operator shall report.", 100),
            _line(f"275:{n}", 740, band=True),
            *([_line("09 - 01 - 2000", 752, band=True)] if n == 1 else []),  # (printed on one page only)
        ])
        for n in range(1, 4)
    ]
    texts = [line.text for page in dehyphenate(running_headers(pages)) for line in page.lines]
    assert "A. No person may construct, reconstruct" in texts
    assert not [t for t in texts if "2000" in t or "275:" in t]


@pytest.mark.parametrize("date", ["09 - 01 - 2000", "9/1/2000", "12.03.19"])
def test_a_print_date_beside_a_typed_page_number_goes_with_it(date: str) -> None:
    """Typed feet with no band geometry (a text file): the date goes only beside a page mark."""
    page = RawPage(number=1, width=612, height=792, geometric=False, lines=[
        RawLine(text=t, x0=72, top=72 + 12 * i, x1=400, bottom=80 + 12 * i)
        for i, t in enumerate(["Sec. 1. Rule one.", "Text of the rule.", "More text.", "Last line.", "Page 1", date])
    ])
    kept = [line.text for line in running_headers([page])[0].lines]
    assert kept == ["Sec. 1. Rule one.", "Text of the rule.", "More text.", "Last line."]
    page = RawPage(number=1, width=612, height=792, geometric=False, lines=[
        RawLine(text=t, x0=72, top=72 + 12 * i, x1=400, bottom=80 + 12 * i)
        for i, t in enumerate(["Sec. 1. Rule one.", "Text of the rule.", "Adopted on", date])
    ])
    assert date in [line.text for line in running_headers([page])[0].lines]


def test_history_notes_that_count_up_like_page_numbers_are_text():
    """American Legal's source notes wrap in a narrow column, and their first lines differ only in the amending
    ordinance's section, which counts up from section to section ("... Ord. 2008-11 § 2", "§ 3", "§ 4"), as a
    page number does. At a page's edge or a few lines apart they are still the text's notes, not furniture."""
    pages = [
        _page(
            n,
            [
                _line(f"(Ord. 96-4 § 1 (part), 1996; Ord. 2008-11 § {n + 1}", 62),
                _line("(amending subsection A), 2008)", 73),
                _line(f"8.24.0{n}0 Section {n}.", 90),
                _line("Text of the section.", 101),
                _line("More text of the section.", 112),
                _line(f"Marlow County Code 14-{n}", 700, band=True),
            ],
        )
        for n in range(1, 5)
    ]
    texts = [line.text for page in running_headers(pages) for line in page.lines]
    assert texts.count("(amending subsection A), 2008)") == 4
    assert [t for t in texts if t.startswith("(Ord. 96-4")] == [
        f"(Ord. 96-4 § 1 (part), 1996; Ord. 2008-11 § {n + 1}" for n in range(1, 5)
    ]
    assert not any("Marlow County Code" in t for t in texts)
