"""The command line, run as a user runs it: a real process on real files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ordinance_review.models import Review

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "reference" / "samples" / "wren_hollow_livestock.pdf"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ordinance_review", *args], capture_output=True, text=True, timeout=120, cwd=REPO
    )


@pytest.fixture(scope="module")
def sample_pdf() -> Path:
    if not SAMPLE.exists():
        pytest.fail(f"the bundled sample {SAMPLE} is missing: run `make sample`")
    return SAMPLE


def test_review_json_follows_the_contract(sample_pdf: Path) -> None:
    proc = run("review", str(sample_pdf), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["schema"] == "ordinance-review/1"
    for key in ("document", "provisions", "findings"):
        assert key in data
    review = Review.model_validate(data)
    assert review.document.filename == sample_pdf.name
    assert review.provisions, "the sample must yield provisions"
    ids = {p.id for p in review.provisions}
    assert {f.provision_id for f in review.findings} == ids, "one finding per provision"
    assert any(f.verdict == "exceeds" for f in review.findings), "the sample has stricter-than-state rules"
    for f in review.findings:
        if f.verdict in ("exceeds", "consistent"):
            assert f.standards, f"{f.label}: a comparison verdict must cite the standard"
        assert f.reason, f"{f.label}: every verdict gives its reason"


def test_review_is_deterministic(sample_pdf: Path) -> None:
    first = run("review", str(sample_pdf), "--format", "json")
    second = run("review", str(sample_pdf), "--format", "json")
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout


def test_review_markdown(sample_pdf: Path) -> None:
    proc = run("review", str(sample_pdf), "--format", "md")
    assert proc.returncode == 0, proc.stderr
    assert sample_pdf.name in proc.stdout or "Wren Hollow" in proc.stdout


def test_enacted_override(sample_pdf: Path) -> None:
    proc = run("review", str(sample_pdf), "--enacted", "1999-05-01", "--amended", "2001-01-02")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)["document"]
    assert doc["enacted"] == "1999-05-01"
    assert doc["amended"] == ["2001-01-02"]


@pytest.mark.parametrize(
    ("name", "content", "words"),
    [
        ("empty.pdf", b"", "empty"),
        ("notes.pdf", b"<html><body>not a pdf</body></html>", "not"),
        ("truncated.pdf", b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog", "pdf"),
    ],
)
def test_unreadable_input_exits_2_with_one_line(tmp_path: Path, name: str, content: bytes, words: str) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    proc = run("review", str(path))
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert words in lines[0].lower()


def test_missing_file_exits_2(tmp_path: Path) -> None:
    proc = run("review", str(tmp_path / "nowhere.pdf"))
    assert proc.returncode == 2
    assert "nowhere.pdf" in proc.stderr


def test_bad_date_is_refused_with_the_format() -> None:
    proc = run("clock", "--received", "2024-02-30")
    assert proc.returncode == 2
    assert "YYYY-MM-DD" in proc.stderr
