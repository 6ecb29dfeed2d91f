"""Word drafts: automatic numbering appears as Word shows it; indentation and page breaks kept."""

from __future__ import annotations

import io

import docx
from docx.enum.text import WD_BREAK
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls
from docx.shared import Pt

from ordinance_review import ingest

# One multilevel list: "14.45", "(1)", "(a)", "1.", and an upper-roman list on its own.
_ABSTRACT = f"""
<w:abstractNum {nsdecls("w")} w:abstractNumId="90">
  <w:lvl w:ilvl="0"><w:start w:val="45"/><w:numFmt w:val="decimal"/><w:lvlText w:val="14.%1"/>
    <w:pPr><w:ind w:left="0" w:hanging="0"/></w:pPr></w:lvl>
  <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="(%2)"/>
    <w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>
  <w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="(%3)"/>
    <w:pPr><w:ind w:left="1440" w:hanging="360"/></w:pPr></w:lvl>
  <w:lvl w:ilvl="3"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%4."/>
    <w:pPr><w:ind w:left="2160" w:hanging="360"/></w:pPr></w:lvl>
</w:abstractNum>"""
_ROMAN = f"""
<w:abstractNum {nsdecls("w")} w:abstractNumId="91">
  <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="upperRoman"/><w:lvlText w:val="%1."/></w:lvl>
  <w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="upperLetter"/><w:lvlText w:val="%2."/></w:lvl>
  <w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="%3)"/></w:lvl>
</w:abstractNum>"""


def _numbered(paragraph, num_id: int, ilvl: int) -> None:
    ppr = paragraph._p.get_or_add_pPr()
    ppr.append(
        parse_xml(f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{ilvl}"/><w:numId w:val="{num_id}"/></w:numPr>')
    )


def _draft() -> bytes:
    document = docx.Document()
    numbering = document.part.numbering_part.element
    # abstractNum elements must precede num elements in numbering.xml.
    numbering.insert(0, parse_xml(_ROMAN))
    numbering.insert(0, parse_xml(_ABSTRACT))
    numbering.append(parse_xml(f'<w:num {nsdecls("w")} w:numId="70"><w:abstractNumId w:val="90"/></w:num>'))
    numbering.append(parse_xml(f'<w:num {nsdecls("w")} w:numId="71"><w:abstractNumId w:val="91"/></w:num>'))
    document.add_paragraph("MARLOW COUNTY ANIMAL WASTE ORDINANCE")
    items = [
        (0, "STANDARDS FOR MANURE STORAGE FACILITIES."),
        (1, "DESIGN. Every facility shall meet NRCS standard 313."),
        (1, "SETBACKS."),
        (2, "No facility within 300 feet of a well."),
        (2, "No facility within 1,000 feet of a lake."),
        (3, "Unless the Department approves a variance."),
        (1, "CLOSURE. A facility unused for 24 months shall be closed."),
        (0, "NUTRIENT MANAGEMENT."),
        (1, "Every operator shall follow a plan."),
    ]
    for level, text in items:
        _numbered(document.add_paragraph(text), 70, level)
    document.add_paragraph("").add_run().add_break(WD_BREAK.PAGE)
    for level, text in [
        (0, "GENERAL PROVISIONS"),
        (1, "Authority."),
        (2, "Under s. 61.34."),
        (2, "Under s. 92.16."),
        (0, "DEFINITIONS"),
    ]:
        _numbered(document.add_paragraph(text), 71, level)
    indented = document.add_paragraph("An unnumbered indented note.")
    indented.paragraph_format.left_indent = Pt(36)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def test_docx_numbering_written_as_word_shows_it():
    doc = ingest.load(_draft(), "draft.docx")
    assert doc.kind == "docx"
    texts = [line.text for line in doc.lines]
    assert texts == [
        "MARLOW COUNTY ANIMAL WASTE ORDINANCE",
        "14.45 STANDARDS FOR MANURE STORAGE FACILITIES.",
        "(1) DESIGN. Every facility shall meet NRCS standard 313.",
        "(2) SETBACKS.",
        "(a) No facility within 300 feet of a well.",
        "(b) No facility within 1,000 feet of a lake.",
        "1. Unless the Department approves a variance.",
        "(3) CLOSURE. A facility unused for 24 months shall be closed.",
        "14.46 NUTRIENT MANAGEMENT.",
        "(1) Every operator shall follow a plan.",
        "I. GENERAL PROVISIONS",
        "A. Authority.",
        "i) Under s. 61.34.",
        "ii) Under s. 92.16.",
        "II. DEFINITIONS",
        "An unnumbered indented note.",
    ]


def test_docx_indentation_and_page_breaks():
    doc = ingest.load(_draft(), "draft.docx")
    assert [page.number for page in doc.pages] == [1, 2]
    assert doc.pages[1].lines[0].text == "I. GENERAL PROVISIONS"
    by_text = {line.text[:6]: line for line in doc.lines}
    assert by_text["14.45 "].x0 < by_text["(1) DE"].x0 < by_text["(a) No"].x0 < by_text["1. Unl"].x0
    assert by_text["An unn"].x0 > by_text["I. GEN"].x0
    assert all(line.page == page.number for page in doc.pages for line in page.lines)


def test_docx_tables_read_in_order_merged_cells_once():
    document = docx.Document()
    document.add_paragraph("Sec. 5 Fees.")
    table = document.add_table(rows=2, cols=2)
    merged = table.cell(0, 0).merge(table.cell(0, 1))
    merged.text = "FEE SCHEDULE"
    table.cell(1, 0).text = "Permit"
    table.cell(1, 1).text = "$150"
    document.add_paragraph("Sec. 6 Appeals.")
    buffer = io.BytesIO()
    document.save(buffer)
    doc = ingest.load(buffer.getvalue(), "fees.docx")
    assert [line.text for line in doc.lines] == ["Sec. 5 Fees.", "FEE SCHEDULE", "Permit", "$150", "Sec. 6 Appeals."]
