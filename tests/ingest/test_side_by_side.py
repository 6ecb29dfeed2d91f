"""A list typed in two columns side by side inside a single-column page is read column by column."""

from __future__ import annotations

from ordinance_review import ingest, segment
from testsupport import pdfgen

# (left, right) halves of each printed line; a blank pair is a blank line
ROWS = [
    ("4.3 PROHIBITED PRACTICES. No person shall cause any of the following:", None),
    ("", ""),
    ("   (a) An overflow of any manure storage", "(b) An unconfined manure pile located in a"),
    ("       facility.", "    water quality management area."),
    ("", ""),
    ("   (c) Direct runoff from a feedlot into", "(d) Unlimited access by livestock to waters"),
    ("       waters of the state.", "    of the state where sod cannot be kept."),
    (None, "    Crossings are excepted."),
    ("", ""),
    ("4.4 LAND APPLICATION. No person shall spread manure on frozen ground.", None),
]

EXPECTED = {
    "4.3(a)": "An overflow of any manure storage facility.",
    "4.3(b)": "An unconfined manure pile located in a water quality management area.",
    "4.3(c)": "Direct runoff from a feedlot into waters of the state.",
    "4.3(d)": "Unlimited access by livestock to waters of the state where sod cannot be kept. Crossings are excepted.",
}


def _typed() -> str:
    lines = []
    for left, right in ROWS:
        if right is None:
            lines.append(left)
        elif left is None:
            lines.append(" " * 48 + right)
        else:
            lines.append(f"{left:<48}{right}".rstrip())
    return "\n".join(lines) + "\n"


def _texts(doc) -> dict[str, str]:
    _info, provisions = segment.segment(doc)
    return {p.label: p.text for p in provisions}


def test_a_typed_side_by_side_list_reads_each_item_whole() -> None:
    texts = _texts(ingest.load_text(_typed(), "list.txt"))
    for label, text in EXPECTED.items():
        assert texts[label] == text
    assert texts["4.4"].endswith("frozen ground.")


def test_a_pdf_whose_columns_are_separate_runs_reads_each_item_whole() -> None:
    """A word processor sets the right column at a tab stop: its text is a run of its own on each line."""
    pdf = pdfgen.tab_stop_pdf(ROWS, stops=(72, 320), char_width=6)
    texts = _texts(ingest.load(pdf, "list.pdf", isolate=False))
    for label, text in EXPECTED.items():
        assert texts[label] == text


def test_two_parts_that_are_no_list_items_stay_one_line() -> None:
    """A table row ("Private well      400 feet") sets its cells apart too: it is not a list."""
    text = ("5.1 SETBACKS. No facility may be closer to a feature than the distance shown:\n"
            "     Private well                          400 feet\n"
            "     Navigable stream                      300 feet\n")
    doc = ingest.load_text(text, "table.txt")
    assert [line.text for line in doc.lines][1:] == ["Private well 400 feet", "Navigable stream 300 feet"]


def test_a_pdf_typed_with_spaces_in_one_run_reads_each_item_whole() -> None:
    """A typewriter or a text file printed to PDF sets the right column with spaces inside one run; PDFium
    gives the gap as one space, so the characters' boxes tell the columns apart."""
    pdf = pdfgen._new_fpdf()
    pdf.add_page()
    pdf.set_font("mono", size=9)
    y = 72.0
    for line in _typed().splitlines():
        if line.strip():
            pdf.text(54, y, line)
        y += 12.0
    texts = _texts(ingest.load(bytes(pdf.output()), "typed.pdf", isolate=False))
    for label, text in EXPECTED.items():
        assert texts[label] == text


def test_a_pdf_table_typed_with_spaces_is_left_in_one_line_per_row() -> None:
    """Gaps are read only on a page that sets list items apart: a table row typed with spaces is one line."""
    pdf = pdfgen._new_fpdf()
    pdf.add_page()
    pdf.set_font("mono", size=9)
    rows = ["5.1 SETBACKS. No facility may be closer to a feature than the distance shown:",
            "     Private well                          400 feet",
            "     Navigable stream                      300 feet"]
    for k, line in enumerate(rows):
        pdf.text(54, 72 + 12 * k, line)
    doc = ingest.load(bytes(pdf.output()), "table.pdf", isolate=False)
    assert [line.text for line in doc.lines][1:] == ["Private well 400 feet", "Navigable stream 300 feet"]
