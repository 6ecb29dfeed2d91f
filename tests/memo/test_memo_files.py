"""Word and PDF memos: opened with python-docx and pdfplumber, as a reader's software would."""

from __future__ import annotations

import io
import re
import zipfile

import docx
import pdfplumber
import pytest
from memo_fixtures import decided_context, hostile_review, sample_context, sample_review

from ordinance_review.memo import build, render

HOSTILE = "Use <script>alert(1)</script> **bold** | pipe # hash `tick` [link](x) &amp; _u_"


def _docx(data: bytes) -> docx.document.Document:
    return docx.Document(io.BytesIO(data))


def _pdf_pages(data: bytes) -> list[str]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [page.extract_text() or "" for page in pdf.pages]


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("kind", ["review", "self-check"])
def test_docx_has_real_headings_and_a_findings_table(kind):
    review, context = sample_review(), decided_context()
    model = build(review, kind=kind, context=context)
    document = _docx(render(review, kind=kind, fmt="docx", context=context))
    headings = [p.text for p in document.paragraphs if p.style.name.startswith("Heading")]
    expected = [b.text for b in model.blocks if type(b).__name__ == "Heading"]
    assert headings == expected
    assert document.paragraphs[0].style.name == "Title" and document.paragraphs[0].text == model.title
    findings = model.table("findings")
    table = document.tables[0]
    assert [c.text for c in table.rows[0].cells] == findings.columns
    assert [[c.text for c in row.cells] for row in table.rows[1:]] == findings.rows
    assert table.rows[0]._tr.xpath("./w:trPr/w:tblHeader")  # header row repeats on each page
    assert all(run.bold for cell in table.rows[0].cells for run in cell.paragraphs[0].runs)


def test_docx_footer_numbers_pages_with_word_fields():
    document = _docx(render(sample_review(), fmt="docx", context=sample_context()))
    footer = document.sections[0].footer.paragraphs[0]
    instructions = [el.text.strip() for el in footer._p.iter() if el.tag.endswith("}instrText")]
    assert instructions == ["PAGE", "NUMPAGES"]
    assert footer.text.startswith("Town of Wren Hollow, Ashby County: review under NR 151.096(2)")


def test_docx_prints_hostile_text_literally_and_is_byte_stable():
    data = render(hostile_review(), fmt="docx")
    document = _docx(data)
    row = [c.text for c in document.tables[0].rows[1].cells]
    assert row[0] == "§ 1 | A."
    assert row[6].startswith(HOSTILE)
    assert data == render(hostile_review(), fmt="docx")
    with zipfile.ZipFile(io.BytesIO(data)) as package:
        assert {info.date_time for info in package.infolist()} == {(1980, 1, 1, 0, 0, 0)}
    assert _docx(data).core_properties.created.year == 2000


@pytest.mark.parametrize("kind", ["review", "self-check"])
def test_pdf_text_has_the_findings_and_page_numbers(kind):
    review, context = sample_review(), sample_context()
    data = render(review, kind=kind, fmt="pdf", context=context)
    model = build(review, kind=kind, context=context)
    expected = model.table("findings")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        tables = [table for page in pdf.pages for table in page.extract_tables()]
    rows = [[_flat(cell or "") for cell in row] for row in tables[0]]
    for continued in tables[1:]:  # the findings table may run over pages; headings repeat
        if [_flat(c or "") for c in continued[0]] == rows[0]:
            rows += [[_flat(cell or "") for cell in row] for row in continued[1:]]
    assert rows[0] == expected.columns
    assert [row[0] for row in rows[1:]] == [row[0] for row in expected.rows]
    for got, want in zip(rows[1:], expected.rows, strict=True):
        assert got[2].replace(" ", "") == want[2].replace(" ", "")  # verdict and its rule
    pages = _pdf_pages(data)
    for number, page in enumerate(pages, start=1):
        assert f"Page {number} of {len(pages)}" in page


@pytest.mark.parametrize("kind", ["review", "self-check"])
def test_pdf_and_docx_say_the_same_as_the_markdown(kind):
    """Every paragraph, bullet and heading of the document model appears in the PDF and the DOCX."""
    review, context = sample_review(), decided_context()
    model = build(review, kind=kind, context=context)
    pdf_text = _flat(
        "\n".join(
            re.sub(r".*Page \d+ of \d+\n?", "", p)
            for p in _pdf_pages(render(review, kind=kind, fmt="pdf", context=context))
        )
    )
    document = _docx(render(review, kind=kind, fmt="docx", context=context))
    docx_text = _flat("\n".join(p.text for p in document.paragraphs))
    for block in model.blocks:
        if type(block).__name__ in ("Heading", "Paragraph"):
            assert _flat(block.text) in pdf_text, block.text
            assert _flat(block.text) in docx_text, block.text
        elif type(block).__name__ == "Bullets":
            for item in block.items:
                assert _flat(item.text) in pdf_text, item.text
                assert _flat(item.text) in docx_text, item.text


def test_pdf_prints_hostile_text_literally_and_is_byte_stable():
    data = render(hostile_review(), fmt="pdf")
    text = _flat("\n".join(_pdf_pages(data)))
    assert "Town of <b>Pipe|Hash#</b>" in text
    assert "<script>alert(1)</script>" in text.replace(" ", "") or "<script>" in text
    assert data == render(hostile_review(), fmt="pdf")
    assert b"D:20000101" in data  # the fixed creation date, not the time of rendering


def test_pdf_uses_the_bundled_unicode_font():
    data = render(sample_review(), fmt="pdf", context=sample_context())
    assert b"DejaVuSans" in data
    assert "§ 9-4 B.(1)" in _flat("\n".join(_pdf_pages(data)))
