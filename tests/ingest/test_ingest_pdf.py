"""PDF ingestion on real PDFs generated with pdfgen / fpdf2 / reportlab: headers, columns, hyphens."""

from __future__ import annotations

import io

from ordinance_review import ingest
from testsupport import pdfgen


def _texts(doc) -> list[str]:
    return [line.text for line in doc.lines]


def _body(n_pages: int, lines_per_page: int = 30) -> str:
    """Numbered provisions, one page per form feed, each line unique."""
    pages = []
    for page in range(1, n_pages + 1):
        rows = [
            f"({k}) Provision {page}.{k} requires a manure storage setback of {k * 10} feet."
            for k in range(1, lines_per_page)
        ]
        pages.append("\n".join(rows))
    return "\f".join(pages)


def test_running_header_footer_and_page_numbers_removed():
    pdf = pdfgen.render(
        _body(4),
        header="Marlow County Code\t14-{page}",
        footer="Ord. 98-3 (as amended) -- Page {page} of {pages}",
    )
    doc = ingest.load(pdf, "code.pdf")
    texts = _texts(doc)
    assert len(doc.pages) == 4
    assert not any("Marlow County Code" in t or "Page " in t or t.startswith("14-") for t in texts)
    # Nothing else was lost: every provision line of every page is still there, in order.
    assert texts[0].startswith("(1) Provision 1.1 ")
    assert len(texts) == 4 * 29
    assert [line.page for line in doc.lines] == sorted(line.page for line in doc.lines)
    # ... and what was taken off each page is kept with it: a band may be the only place the code
    # names its municipality
    assert [[b.split()[0] for b in page.bands] for page in doc.pages] == [["Marlow", "Ord."]] * 4


def test_bare_page_numbers_removed_but_numbered_provisions_kept():
    text = "\f".join(
        f"Sec. {n}. Title {n}.\n(1) The operator shall comply.\n(2) A fee of $50 applies."
        for n in range(1, 4)
    )
    doc = ingest.load(pdfgen.render(text, footer="- {page} -"), "numbers.pdf")
    texts = _texts(doc)
    assert texts.count("(1) The operator shall comply.") == 3
    assert not any(t.strip("- ").isdigit() for t in texts)


def test_header_only_on_some_pages_and_single_page_document():
    doc = ingest.load(pdfgen.render("(1) One short provision.", footer="Page {page} of {pages}"), "one.pdf")
    assert _texts(doc) == ["(1) One short provision."]


def test_two_columns_read_column_by_column_not_interleaved():
    paragraphs = [
        f"({k}) Paragraph number {k} states that the operator of a livestock facility shall keep "
        f"records of manure applications for at least {k} years and make them available on request."
        for k in range(1, 60)
    ]
    pdf = pdfgen.render("\n\n".join(paragraphs), layout="two_column", header="Town Code\tpage {page}")
    doc = ingest.load(pdf, "columns.pdf")
    starts = [int(t[1 : t.index(")")]) for t in _texts(doc) if t.startswith("(") and ")" in t[:5]]
    assert starts == list(range(1, 60))
    joined = " ".join(_texts(doc))
    for paragraph in paragraphs:
        assert paragraph in joined
    assert len(doc.pages) >= 2


def test_two_columns_with_interleaved_content_stream(tmp_path):
    """The PDF draws left and right column lines alternately; positions, not stream order, win."""
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(612, 792))
    c.setFont("Helvetica", 9)
    c.drawString(200, 740, "ORDINANCE TITLE ACROSS BOTH COLUMNS OF THE PAGE")
    for i in range(30):
        y = 700 - 11 * i
        c.drawString(48, y, f"left column line {i:02d} of the first column text here")
        c.drawString(320, y, f"right column line {i:02d} of the second column text")
    c.save()
    doc = ingest.load(buffer.getvalue(), "interleaved.pdf")
    texts = _texts(doc)
    assert texts[0].startswith("ORDINANCE TITLE")
    assert texts[1:31] == [f"left column line {i:02d} of the first column text here" for i in range(30)]
    assert texts[31:] == [f"right column line {i:02d} of the second column text" for i in range(30)]


def test_single_column_with_short_lines_is_not_split_into_columns():
    text = "\n".join(
        [
            "14.45 STANDARDS FOR MANURE STORAGE FACILITIES.",
            "(1) DESIGN. Every facility shall be designed by an engineer licensed in this state",
            "and shall meet NRCS standard 313.",
            "(2) CLOSURE. A facility unused for 24 months",
            "shall be closed.",
        ]
        * 8
    )
    doc = ingest.load(pdfgen.render(text), "single.pdf")
    assert _texts(doc)[:5] == text.splitlines()[:5]


def test_hyphenated_words_rejoined_and_real_hyphens_kept():
    text = "\n".join(
        [
            "(1) No operator may store manu-",
            "re within 300 feet of a well. Manure stored in a facility shall be covered.",
            "(2) No facility may be built within the right-of-",
            "way of a public road or within 25-",
            "year floodplain limits under § 12-",
            "4 or s. 22-3-",
            "4 of the Town Code, and no manure may be spread on snow-",
            "covered or frozen ground. The Depart-",
            "ment shall keep records.",
        ]
    )
    doc = ingest.load(pdfgen.render(text), "hyphens.pdf")
    joined = " ".join(_texts(doc))
    assert "store manure within 300 feet" in joined
    assert "right-of-way of a public road" in joined
    assert "within 25-year floodplain" in joined
    assert "§ 12-4 or s. 22-3-4 of the Town Code" in joined
    assert "spread on snow-covered or frozen" in joined
    assert "The Department shall keep records." in joined


def test_provision_continuing_across_page_break_stays_in_order():
    page1 = "\n".join(f"({k}) Line {k} of the first page stands alone." for k in range(1, 20))
    page1 += "\n(20) The operator shall keep a record of each land appli-"
    page2 = "cation of manure for five years and shall show it to the Department on request.\n(21) Next."
    pdf = pdfgen.render(
        page1 + "\f" + page2, header="Marlow County Code\t14-{page}", footer="Page {page} of {pages}"
    )
    doc = ingest.load(pdf, "break.pdf")
    texts = _texts(doc)
    i = next(i for i, t in enumerate(texts) if t.startswith("(20)"))
    assert texts[i] == "(20) The operator shall keep a record of each land application"
    assert texts[i + 1] == "of manure for five years and shall show it to the Department on request."
    assert doc.lines[i].page == 1 and doc.lines[i + 1].page == 2
    assert texts[i + 2] == "(21) Next."


def test_lines_keep_positions_and_indentation():
    text = "(6) NUTRIENT MANAGEMENT.\n   (a) Plans required.\n      1. An operator shall have a plan.\n"
    doc = ingest.load(pdfgen.render(text), "indent.pdf")
    lines = doc.lines
    assert [line.text for line in lines] == [
        "(6) NUTRIENT MANAGEMENT.",
        "(a) Plans required.",
        "1. An operator shall have a plan.",
    ]
    assert lines[0].x0 < lines[1].x0 < lines[2].x0
    assert lines[0].top < lines[1].top < lines[2].top
    assert all(0 < line.x0 < line.x1 <= 612 and 0 < line.top < line.bottom <= 792 for line in lines)
    assert doc.kind == "pdf" and len(doc.sha256) == 64


def test_progress_reported_per_page():
    calls = []
    ingest.load(pdfgen.render(_body(3, 5)), "p.pdf", progress=lambda *args: calls.append(args))
    assert [c[:3] for c in calls] == [("read", 1, 3), ("read", 2, 3), ("read", 3, 3)]


def test_header_set_tight_against_the_body_still_removed():
    """No gap below the header: it is found by repeating as the first line of every page."""
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(612, 792))
    for page in range(1, 4):
        c.setFont("Helvetica", 9)
        c.drawString(72, 740, "TOWN OF WREN HOLLOW CODE CHAPTER 9")
        for k in range(1, 41):
            c.drawString(72, 740 - 11 * k, f"({k}) Rule {page}.{k}: the operator shall comply with this chapter.")
        c.showPage()
    c.save()
    doc = ingest.load(buffer.getvalue(), "tight.pdf")
    texts = _texts(doc)
    assert "TOWN OF WREN HOLLOW CODE CHAPTER 9" not in texts
    assert len(texts) == 3 * 40 and texts[0].startswith("(1) Rule 1.1:")


def test_section_number_alone_at_a_page_top_is_not_taken_for_a_page_number():
    page1 = "\n".join(f"(A{k}) Line {k} of the first page." for k in range(1, 10))
    page2 = "12-4\nLicensing standards. The Board shall license every facility.\n(a) Applications."
    page3 = "14.45\nStandards for manure storage facilities.\nIV\nMore text."
    doc = ingest.load(pdfgen.render("\f".join([page1, page2, page3]), footer="Page {page} of {pages}"), "s.pdf")
    texts = _texts(doc)
    assert "12-4" in texts and "14.45" in texts and "IV" in texts
    assert not any(t.startswith("Page ") for t in texts)


def test_ligatures_and_soft_hyphens_keep_every_line_aligned():
    # Characters that normalisation expands (ﬁ → fi) or drops (a soft hyphen inside a word) shift
    # text positions; the lines after them must still come out whole and in place.
    text = "\n".join(
        [
            "(1) The ﬁrst ﬁeld shall be ﬂat.",
            "(2) A manu\u00adre storage facility needs a permit.",
            "(3) Every line after them stays whole.",
        ]
    )
    texts = _texts(ingest.load(pdfgen.render(text, footer=None), "ligatures.pdf"))
    assert texts == [
        "(1) The first field shall be flat.",
        "(2) A manure storage facility needs a permit.",
        "(3) Every line after them stays whole.",
    ]


def test_a_footer_typed_into_the_text_where_each_page_ends_is_furniture():
    """A code printed from a word processor types its footer into the text: on a page that runs short it
    stands where the text ends, above a gap, not at the bottom edge; word for word on every page, with
    its figures and its full stop, it is furniture all the same."""
    foot = ("\nCurrent through Ord. 2023-3 (published 3-2-2023). Updates follow each amending\n"
            "ordinance; notes are not part of the ordinance.\n")
    pages = []
    for page in range(1, 5):
        rows = [f"({k}) Provision {page}.{k} requires a manure storage setback of {k * 10} feet." for k in range(1, 20 + page)]
        pages.append("\n".join(rows) + "\n" + foot)
    doc = ingest.load(pdfgen.render("\f".join(pages)), "typed-foot.pdf")
    texts = _texts(doc)
    assert not any("Current through" in t or "not part of the ordinance" in t for t in texts)
    assert len(texts) == sum(19 + page for page in range(1, 5))  # nothing else went


def test_a_note_printed_the_same_at_several_page_ends_but_not_on_three_is_text():
    pages = []
    for page in range(1, 5):
        rows = [f"({k}) Provision {page}.{k} requires a manure storage setback of {k * 10} feet." for k in range(1, 24)]
        note = "\n\n[Amended 4-13-2015 by Ord. No. 2015-3]\n" if page <= 2 else "\n"
        pages.append("\n".join(rows) + note)
    doc = ingest.load(pdfgen.render("\f".join(pages)), "notes.pdf")
    assert sum("[Amended 4-13-2015" in t for t in _texts(doc)) == 2
