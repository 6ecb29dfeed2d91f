"""Batch review: several files or a folder, in order, JSON Lines, a bad file does not stop the rest."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from ordinance_review import batch

REPO = Path(__file__).resolve().parents[1]
SAMPLE_PDF = REPO / "reference" / "samples" / "wren_hollow_livestock.pdf"
SAMPLE_TXT = REPO / "reference" / "samples" / "wren_hollow_livestock.txt"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.pdf").write_bytes(SAMPLE_PDF.read_bytes())
    (tmp_path / "sub" / "b.txt").write_text(SAMPLE_TXT.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "c.pdf").write_text("not a pdf at all")
    (tmp_path / "notes.md").write_text("ignored: not an ordinance format")
    return tmp_path


def test_expand_searches_folders_for_ordinance_files(folder: Path) -> None:
    files = batch.expand([folder, SAMPLE_PDF])
    assert [p.name for p in files] == ["a.pdf", "c.pdf", "b.txt", SAMPLE_PDF.name]


def test_an_empty_folder_is_a_one_line_error(tmp_path: Path) -> None:
    with pytest.raises(batch.NothingToReview, match="holds no"):
        batch.expand([tmp_path])


@pytest.mark.parametrize("jobs", [1, 2])
def test_json_lines_in_the_given_order_and_exit_2_for_a_bad_file(folder: Path, jobs: int) -> None:
    out, err = io.StringIO(), io.StringIO()
    files = batch.expand([folder])
    code = batch.run(files, batch.Options(), jobs=jobs, progress=False, out=out, err=err)
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [Path(x["file"]).name for x in lines] == ["a.pdf", "c.pdf", "b.txt"]
    assert [x["ok"] for x in lines] == [True, False, True]
    assert lines[0]["review"]["schema"] == "ordinance-review/1"
    assert lines[0]["review"]["findings"]
    assert "not a PDF" in lines[1]["error"]
    assert code == 2
    assert err.getvalue().count("ordinance-review: ") == 1


def test_the_progress_bar_counts_files() -> None:
    err = io.StringIO()
    bar = batch.ProgressBar(2, err)
    bar.file(0, Path("x/a.pdf"))
    bar.stage("assess", 5, 10, "")
    bar.done(1)
    bar.file(1, Path("b.pdf"))
    bar.done(2)
    text = err.getvalue()
    assert "1/2 files" in text and "2/2 files" in text and "a.pdf" in text
    assert text.endswith("\n")


def test_cli_reviews_a_folder_as_json_lines(folder: Path) -> None:
    (folder / "c.pdf").unlink()
    proc = subprocess.run(
        [sys.executable, "-m", "ordinance_review", "review", str(folder), "--jobs", "2", "--no-progress"],
        capture_output=True, text=True, timeout=180, cwd=REPO,
    )
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [x["ok"] for x in lines] == [True, True]
    assert proc.stderr == ""


def test_cli_refuses_dates_for_several_files(folder: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "ordinance_review", "review", str(folder), "--enacted", "2001-01-01"],
        capture_output=True, text=True, timeout=60, cwd=REPO,
    )
    assert proc.returncode == 2
    assert "apply to one file" in proc.stderr
