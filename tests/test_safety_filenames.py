"""File names from the outside are made safe for JSON, Markdown and Word (issue 20).

A Latin-1 "é" in a file name on a UTF-8 system arrived as a lone surrogate and crashed `review`
and `memo` with a PydanticSerializationError (exit 1); raw ESC characters in a name reached the
terminal through `--format md`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ordinance_review.safety import display_filename
from testsupport.pdfgen import render

TEXT = "SECTION 1. Manure storage.\n(1) A facility shall be designed by an engineer.\n"


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("caf\udce9.pdf", "café.pdf"),  # Latin-1 bytes decoded by the file system as surrogates
        ("a\x1b[31mred\x07.pdf", "a[31mred.pdf"),
        ("../../etc/Town of Alder, Ord. 2024-3.pdf", "Town of Alder, Ord. 2024-3.pdf"),
        ("\u202eevil\u200b.pdf", "evil.pdf"),
        ("", "ordinance"),
    ],
)
def test_display_filename(raw: str, shown: str) -> None:
    assert display_filename(raw) == shown


@pytest.fixture(scope="module")
def pdf() -> bytes:
    return render(TEXT)


def _run(*args: str | bytes) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ordinance_review", *args], capture_output=True, timeout=120)


def test_a_latin1_file_name_reviews_to_json_and_memo(pdf: bytes, tmp_path: Path) -> None:
    path = os.path.join(os.fsencode(tmp_path), b"caf\xe9.pdf")
    Path(os.fsdecode(path)).write_bytes(pdf)
    result = _run("review", os.fsdecode(path), "--format", "json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["document"]["filename"] == "café.pdf"
    memo = tmp_path / "memo.docx"
    result = _run("memo", os.fsdecode(path), "--format", "docx", "-o", str(memo))
    assert result.returncode == 0, result.stderr
    assert memo.stat().st_size > 0


def test_escape_characters_in_a_name_do_not_reach_markdown(pdf: bytes, tmp_path: Path) -> None:
    path = tmp_path / "ord\x1b]0;pwned\x07.pdf"
    path.write_bytes(pdf)
    result = _run("review", str(path), "--format", "md")
    assert result.returncode == 0, result.stderr
    assert b"\x1b" not in result.stdout and b"\x07" not in result.stdout
