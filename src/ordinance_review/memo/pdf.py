"""PDF writer (fpdf2) with the bundled DejaVu Sans, so "§", dashes and curly quotes print.

Headings become PDF bookmarks, tables use fpdf2's `table()` with a header row repeated on each
page, and the footer carries "Page N of M". The creation date is the memo's fixed date, so the
same memo gives the same bytes.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

from ordinance_review.memo.document import Bullets, Heading, MemoDocument, Paragraph, Run, Table

# One bundled copy of DejaVu (with its licence) serves the memo and the test PDFs (testsupport/pdfgen.py): ordinance_review/fonts.
FONTS = Path(__file__).resolve().parent.parent / "fonts"
FONT = "DejaVuSans"
BODY_SIZE = 10
TABLE_SIZE = 7.5
LINE = 5.0  # mm per body line
HEADING_SIZES = {0: 16, 1: 13, 2: 11, 3: 10.5}


class _MemoPDF(FPDF):
    def __init__(self, footer_text: str):
        super().__init__(orientation="portrait", unit="mm", format="letter")
        self.footer_text = footer_text
        self.add_font(FONT, "", str(FONTS / "DejaVuSans.ttf"))
        self.add_font(FONT, "B", str(FONTS / "DejaVuSans-Bold.ttf"))
        self.set_margins(18, 18, 18)
        self.set_auto_page_break(auto=True, margin=18)

    def footer(self) -> None:
        self.set_y(-13)
        self.set_font(FONT, "", 7.5)
        prefix = f"{self.footer_text} \u2014 " if self.footer_text else ""
        self.cell(0, 5, f"{prefix}Page {self.page_no()} of {{nb}}", align="C")


def _write_runs(pdf: FPDF, runs: list[Run], size: float = BODY_SIZE) -> None:
    for run in runs:
        pdf.set_font(FONT, "B" if run.bold else "", size)
        pdf.write(LINE, run.text)
    pdf.ln(LINE)


def _heading(pdf: FPDF, text: str, level: int) -> None:
    pdf.ln(2 if level > 1 else 3)
    pdf.set_font(FONT, "B", HEADING_SIZES.get(level, BODY_SIZE))
    if pdf.will_page_break(LINE * 4):  # keep a heading with the first lines of its section
        pdf.add_page()
    pdf.start_section(text, level=max(level - 1, 0))
    pdf.multi_cell(0, LINE + 1.5, text, align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)


def _bullets(pdf: FPDF, bullets: Bullets) -> None:
    left = pdf.l_margin
    for n, item in enumerate(bullets.items):
        pdf.set_x(left)
        pdf.set_font(FONT, "", BODY_SIZE)
        pdf.cell(7, LINE, bullets.marker(n))
        pdf.set_left_margin(left + 7)
        _write_runs(pdf, item.runs)
        pdf.set_left_margin(left)
        pdf.set_x(left)
    pdf.ln(1.5)


def _table(pdf: FPDF, table: Table) -> None:
    pdf.set_font(FONT, "", TABLE_SIZE)
    weights = table.widths or [1.0] * len(table.columns)
    with pdf.table(
        col_widths=tuple(weights),
        text_align="LEFT",
        line_height=TABLE_SIZE * 0.45,
        headings_style=FontFace(emphasis="BOLD", fill_color=(225, 229, 235)),
        repeat_headings=1,
        padding=1,
        v_align="TOP",
    ) as t:
        for values in [table.columns, *table.rows]:
            row = t.row()
            for value in values:
                row.cell(value)
    pdf.ln(2)


def write(doc: MemoDocument, when: dt.datetime) -> bytes:
    pdf = _MemoPDF(doc.footer)
    pdf.set_title(doc.title)
    pdf.set_subject(doc.subject)
    pdf.set_author(doc.author or "ordinance review assistant")
    pdf.set_creator("ordinance-review")
    pdf.set_creation_date(when)
    pdf.add_page()
    _heading(pdf, doc.title, 0)
    for block in doc.blocks:
        if isinstance(block, Heading):
            _heading(pdf, block.text, block.level)
        elif isinstance(block, Paragraph):
            _write_runs(pdf, block.runs)
            pdf.ln(1.5)
        elif isinstance(block, Bullets):
            _bullets(pdf, block)
        else:
            _table(pdf, block)
    return bytes(pdf.output())
