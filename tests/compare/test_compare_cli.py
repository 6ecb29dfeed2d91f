"""`ordinance-review compare OLD NEW --format json|md|docx|pdf [-o FILE]`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ordinance_review.cli import main

SAMPLE = Path(__file__).resolve().parents[2] / "reference" / "samples" / "wren_hollow_livestock.txt"


@pytest.fixture
def versions(tmp_path: Path) -> tuple[Path, Path]:
    text = SAMPLE.read_text(encoding="utf-8")
    old, new = tmp_path / "old.txt", tmp_path / "new.txt"
    old.write_text(text, encoding="utf-8")
    new.write_text(text.replace("\n", "\n\n", 3), encoding="utf-8")  # line breaks only
    return old, new


def test_json_contract(versions, capsys):
    assert main(["compare", str(versions[0]), str(versions[1]), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema"] == "ordinance-review-compare/1"
    assert {"old", "new", "pairs", "summary"} <= set(data)
    pair = data["pairs"][0]
    for key in ("old_label", "new_label", "change", "similarity", "diff", "old_verdict", "new_verdict", "needs_review", "reason"):
        assert key in pair
    assert {p["change"] for p in data["pairs"]} == {"unchanged"}


@pytest.mark.parametrize("fmt,magic", [("md", b"# Amendment review"), ("docx", b"PK"), ("pdf", b"%PDF")])
def test_memo_formats(versions, tmp_path, fmt, magic):
    out = tmp_path / f"memo.{fmt}"
    assert main(["compare", str(versions[0]), str(versions[1]), "--format", fmt, "-o", str(out)]) == 0
    assert out.read_bytes().startswith(magic)


def test_bad_input_exits_2(versions, tmp_path, capsys):
    empty = tmp_path / "empty.pdf"
    empty.write_bytes(b"")
    assert main(["compare", str(versions[0]), str(empty)]) == 2
    assert main(["compare", str(versions[0]), str(tmp_path / "missing.pdf")]) == 2
    assert main(["compare", str(versions[0]), str(versions[1]), "--format", "pdf"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(line.startswith("ordinance-review: ") for line in err)
