"""No injection: hostile file names and formula/markup text stay inert on disk, in memos, in the app.

The app's own pages are covered by tests/app (HOSTILE text shown literally); here: the file-name
rule, the spreadsheet rule, formula text in every memo format, and a scan that no source file
passes anything to Streamlit as raw HTML.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import docx
import pypdfium2 as pdfium
import pytest

from ordinance_review.memo import render
from ordinance_review.models import DocumentInfo, Finding, Provision, Review
from ordinance_review.safety import csv_cell, safe_filename
from ordinance_review.ui.components.memo_downloads import file_stem

ROOT = Path(__file__).resolve().parents[1]
FORMULA = "=cmd|' /C calc'!A0"
HOSTILE_NAMES = [
    "../../etc/passwd",
    "..\\..\\windows\\system32\\evil.pdf",
    "<img src=x onerror=alert(1)>.pdf",
    f"{FORMULA}.pdf",
    "CON.pdf",
    ".bashrc",
    "-rf --no-preserve-root.pdf",
    "name\x00with\nnul\r.pdf",
    "Town of Ålder — ch. 12.pdf",
    "x" * 400 + ".pdf",
    "",
]


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_safe_filename_is_a_plain_name_that_can_be_written(name: str, tmp_path: Path) -> None:
    safe = safe_filename(name)
    assert safe and len(safe) <= 120
    assert re.fullmatch(r"[A-Za-z0-9._ ()\-]+", safe), safe
    assert not safe.startswith((".", "-", " ")) and ".." not in safe
    assert safe.split(".")[0].upper() not in {"CON", "PRN", "AUX", "NUL"}
    target = tmp_path / safe
    target.write_bytes(b"x")  # a plain file directly in the folder, nowhere else
    assert target.parent == tmp_path and [p.name for p in tmp_path.iterdir()] == [safe]
    stem = file_stem(name)  # the memo download names
    assert re.fullmatch(r"[A-Za-z0-9._ ()\-]+", stem) and not stem.startswith((".", "-"))


def test_safe_filename_keeps_ordinary_names() -> None:
    assert safe_filename("town_of_alder_ch12.pdf") == "town_of_alder_ch12.pdf"
    assert safe_filename("Town of Alder (2024).docx") == "Town of Alder (2024).docx"
    assert safe_filename("Town of Ålder.pdf") == "Town of Alder.pdf"
    assert safe_filename("report", suffix=".pdf") == "report.pdf"


@pytest.mark.parametrize("value", [FORMULA, "+1+2", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "=HYPERLINK(\"x\")"])
def test_formula_leading_cells_become_text(value: str) -> None:
    assert csv_cell(value) == "'" + value


@pytest.mark.parametrize("value", ["approved", "12-3 A.", "2024-01-15", "", None, 7])
def test_ordinary_cells_are_unchanged(value: object) -> None:
    assert csv_cell(value) == ("" if value is None else str(value))


def _formula_review() -> Review:
    text = f"{FORMULA} +SUM(A1) -1 @x <b>bold</b> javascript:alert(1) **md**"
    return Review(
        document=DocumentInfo(filename=f"{FORMULA}.pdf", pages=1, jurisdiction=f"Town of {FORMULA}"),
        provisions=[Provision(id="p1", label="§ 1", text=text, page=1)],
        findings=[Finding(provision_id="p1", label="§ 1", verdict="exceeds", standards=["NR 151.05(3)"], reason=text)],
    )


def test_formula_text_prints_literally_in_every_memo_format() -> None:
    review = _formula_review()
    md = render(review, fmt="md").decode("utf-8")
    assert "<b>" not in md  # markup is escaped, never live
    plain = re.sub(r"\\(.)", r"\1", md)
    assert FORMULA in plain and "<b>bold</b>" in plain and "javascript:alert(1)" in plain
    document = docx.Document(io.BytesIO(render(review, fmt="docx")))
    words = "\n".join(p.text for p in document.paragraphs) + "\n".join(
        c.text for t in document.tables for row in t.rows for c in row.cells
    )
    assert FORMULA in words and "<b>bold</b>" in words
    pdf = pdfium.PdfDocument(render(review, fmt="pdf"))
    try:
        text = " ".join(" ".join(page.get_textpage().get_text_range().split()) for page in pdf)
    finally:
        pdf.close()
    assert " ".join(FORMULA.split()) in text.replace("\ufffe", "").replace("\r\n", " ")


def test_no_source_passes_raw_html_to_streamlit() -> None:
    """`unsafe_allow_html`, `st.html` and `components.html` would render user text as markup."""
    sources = [ROOT / "app.py", *sorted((ROOT / "src").rglob("*.py"))]
    offenders = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in sources
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if re.search(r"unsafe_allow_html\s*=\s*True|\bst\.html\(|components\.v1\.html|components\.html\(", line)
    ]
    # The one exception: the script that sets the sign-in cookie (issue 17) carries only our own signed
    # token and fixed words, JSON-encoded — never user text. It is marked on its line.
    marked = [o for o in offenders if "# safe-html: " in _line(o)]
    assert [o.split(":")[0] for o in marked] == ["src/ordinance_review/ui/auth.py"]
    assert [o for o in offenders if o not in marked] == []


def _line(where: str) -> str:
    path, n = where.rsplit(":", 1)
    return (ROOT / path).read_text(encoding="utf-8").splitlines()[int(n) - 1]
