"""`ordinance-review memo` end to end on the bundled sample PDF, and the memo artifacts.

The CLI runs the real pipeline, whose stages are still being built, so these tests only check
that each file is produced, opens, and carries the document name and the section headings. The
memos for the sample (from the model-built review) are written to `artifacts/memos/` for CI.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import docx
import pdfplumber
import pytest
from memo_fixtures import decided_context, sample_context, sample_review

from ordinance_review.memo import render

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "reference" / "samples" / "wren_hollow_livestock.pdf"
ARTIFACTS = ROOT / "artifacts" / "memos"
HEADINGS = {
    "review": ["Legal framework", "Findings", "Exemptions applied", "Outcome", "Next steps"],
    "self-check": [
        "What this report is",
        "Provisions that would need approval",
        "Exemptions the draft relies on",
    ],
}


def _text(data: bytes, fmt: str) -> str:
    if fmt == "md":
        return data.decode("utf-8").replace("\\_", "_")
    if fmt == "docx":
        document = docx.Document(io.BytesIO(data))
        cells = [cell.text for table in document.tables for row in table.rows for cell in row.cells]
        return "\n".join([p.text for p in document.paragraphs] + cells)
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


# Every format and both kinds once (the writers themselves are tested without the pipeline).
@pytest.mark.parametrize(("kind", "fmt"), [("review", "pdf"), ("review", "md"), ("self-check", "docx")])
def test_cli_writes_the_memo_for_the_sample_pdf(tmp_path, kind, fmt):
    out = tmp_path / f"memo.{fmt}"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ordinance_review",
            "memo",
            str(SAMPLE),
            "--kind",
            kind,
            "--format",
            fmt,
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert f"wrote {out}" in result.stderr
    text = _text(out.read_bytes(), fmt)
    assert "wren_hollow_livestock.pdf" in text
    for heading in HEADINGS[kind]:
        assert heading in text


def test_cli_memo_on_a_missing_file_fails_with_one_line(tmp_path):
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ordinance_review",
            "memo",
            str(tmp_path / "nope.pdf"),
            "-o",
            str(tmp_path / "m.md"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "m.md").exists()


@pytest.mark.parametrize("fmt", ["md", "docx", "pdf"])
@pytest.mark.parametrize("kind", ["review", "self-check"])
def test_write_sample_memo_artifacts(kind, fmt):
    """The memos of the sample ordinance, kept as CI artifacts (artifacts/ is git-ignored)."""
    data = render(
        sample_review(),
        kind=kind,
        fmt=fmt,
        context=decided_context() if kind == "review" else sample_context(),
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"wren_hollow_{kind.replace('-', '_')}.{fmt}"
    path.write_bytes(data)
    text = _text(path.read_bytes(), fmt)
    assert "§ 9-4 B.(1)" in text
