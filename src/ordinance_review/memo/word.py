"""Word writer (python-docx): real headings, real tables with a repeating header row, and
"Page N of M" in the footer through PAGE / NUMPAGES fields that Word fills in.

The .docx is a zip whose entries normally carry the time of writing; they are rewritten with a
fixed timestamp, and the document properties get fixed dates, so the same memo gives the same
bytes.
"""

from __future__ import annotations

import datetime as dt
import io
import zipfile

import docx
from docx.enum.section import WD_ORIENT
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt

from ordinance_review.memo.document import Bullets, Heading, MemoDocument, Paragraph, Table

_ZIP_TIME = (1980, 1, 1, 0, 0, 0)
TABLE_FONT = Pt(8)


def _runs(paragraph, par: Paragraph, size: Pt | None = None) -> None:
    for run in par.runs:
        r = paragraph.add_run(run.text)
        r.bold = run.bold or None
        if size is not None:
            r.font.size = size


def _field(paragraph, instruction: str, placeholder: str) -> None:
    """Append a Word field (e.g. PAGE): begin / instruction / separate / cached result / end."""

    def char(kind: str):
        run = paragraph.add_run()
        el = OxmlElement("w:fldChar")
        el.set(qn("w:fldCharType"), kind)
        run._r.append(el)

    char("begin")
    run = paragraph.add_run()
    instr = OxmlElement("w:instrText")
    instr.set(qn("xml:space"), "preserve")
    instr.text = f" {instruction} "
    run._r.append(instr)
    char("separate")
    paragraph.add_run(placeholder)
    char("end")


def _repeat_header(row) -> None:
    tr_pr = row._tr.get_or_add_trPr()
    el = OxmlElement("w:tblHeader")
    el.set(qn("w:val"), "true")
    tr_pr.append(el)


def _table(document, table: Table, usable_width: float) -> None:
    t = document.add_table(rows=1, cols=len(table.columns))
    t.style = "Table Grid"
    weights = table.widths or [1.0] * len(table.columns)
    widths = [Inches(usable_width * w / sum(weights)) for w in weights]
    for cell, text, width in zip(t.rows[0].cells, table.columns, widths, strict=True):
        cell.width = width
        run = cell.paragraphs[0].add_run(text)
        run.bold = True
        run.font.size = TABLE_FONT
    _repeat_header(t.rows[0])
    for row in table.rows:
        cells = t.add_row().cells
        for cell, text, width in zip(cells, row, widths, strict=True):
            cell.width = width
            _runs(cell.paragraphs[0], Paragraph.of(text), TABLE_FONT)
    document.add_paragraph()


def _fixed_zip(data: bytes) -> bytes:
    """Rewrite the package with fixed entry timestamps (same memo → same bytes)."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=_ZIP_TIME)
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = 0o644 << 16
            dst.writestr(fixed, src.read(info.filename))
    return out.getvalue()


def write(doc: MemoDocument, when: dt.datetime) -> bytes:
    document = docx.Document()
    section = document.sections[0]
    section.orientation = WD_ORIENT.PORTRAIT
    section.page_width, section.page_height = Inches(8.5), Inches(11)
    for side in ("left_margin", "right_margin"):
        setattr(section, side, Inches(0.9))
    section.top_margin = section.bottom_margin = Inches(0.9)
    usable = 8.5 - 2 * 0.9
    document.styles["Normal"].font.name = "Calibri"
    document.styles["Normal"].font.size = Pt(10.5)

    props = document.core_properties
    props.title = doc.title
    props.subject = doc.subject
    props.author = doc.author or "ordinance review assistant"
    props.last_modified_by = props.author
    props.created = props.modified = when
    props.last_printed = when
    props.revision = 1
    props.comments = ""

    document.add_heading(doc.title, level=0)
    for block in doc.blocks:
        if isinstance(block, Heading):
            document.add_heading(block.text, level=min(block.level, 3))
        elif isinstance(block, Paragraph):
            _runs(document.add_paragraph(), block)
        elif isinstance(block, Bullets):
            styles = {"number": "List Number", "bullet": "List Bullet"}
            for n, item in enumerate(block.items):
                if block.style == "check":  # Word has no checkbox list style: print the box
                    paragraph = document.add_paragraph()
                    paragraph.paragraph_format.left_indent = Inches(0.25)
                    paragraph.add_run(block.marker(n) + " ")
                    _runs(paragraph, item)
                else:
                    _runs(document.add_paragraph(style=styles[block.style]), item)
        else:
            _table(document, block, usable)

    footer = section.footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    if doc.footer:
        footer.add_run(doc.footer + " \u2014 ").font.size = Pt(8)
    footer.add_run("Page ").font.size = Pt(8)
    _field(footer, "PAGE", "1")
    footer.add_run(" of ").font.size = Pt(8)
    _field(footer, "NUMPAGES", "1")

    buffer = io.BytesIO()
    document.save(buffer)
    return _fixed_zip(buffer.getvalue())
