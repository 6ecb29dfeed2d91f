"""Hostile files (issue 20) are refused before the work, in a worker under memory and CPU limits.

Each file comes from a generator in `hostile_files.py`. For each: a one-line `UnreadableInput`
(exit 2 with one line from the CLI), the worker's peak memory under 1 GB and CPU under 30 s (its
own report, bounded anyway by its `RLIMIT_AS`), and the calling process growing by less than
200 MB — it must survive whatever the worker does.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hostile_files import HOSTILE, docx_paragraphs, operator_bomb

from ordinance_review import ingest
from ordinance_review.errors import UnreadableInput
from ordinance_review.ingest.worker import MEMORY_ENV, Stats

WORKER_MB = 1024
WORKER_CPU_S = 30
SERVER_GROWTH_MB = 200


def _rss_mb(field: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return 0.0


def _reset_peak() -> None:
    Path("/proc/self/clear_refs").write_text("5")  # resets VmHWM, the peak resident size


@pytest.fixture(scope="module")
def files() -> dict[str, bytes]:
    return {name: make() for name, (_, make) in HOSTILE.items()}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_file_is_refused_within_bounds(name: str, files: dict[str, bytes]) -> None:
    filename, _ = HOSTILE[name]
    before = _rss_mb("VmRSS")
    _reset_peak()
    stats = Stats()
    started = time.monotonic()
    with pytest.raises(UnreadableInput) as caught:
        ingest.load(files[name], filename, stats=stats)
    elapsed = time.monotonic() - started
    message = str(caught.value)
    assert "\n" not in message and filename in message
    assert stats.peak_mb < WORKER_MB and stats.cpu_seconds < WORKER_CPU_S, stats
    assert elapsed < 10, elapsed  # refused before the work, not after it
    assert _rss_mb("VmHWM") - before < SERVER_GROWTH_MB


@pytest.mark.parametrize("name", list(HOSTILE))
def test_cli_exits_2_with_one_line(name: str, files: dict[str, bytes], tmp_path: Path) -> None:
    filename, _ = HOSTILE[name]
    path = tmp_path / filename
    path.write_bytes(files[name])
    result = subprocess.run(
        [sys.executable, "-m", "ordinance_review", "review", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert result.stdout == ""


def test_worker_limit_is_the_backstop_for_what_the_checks_miss(monkeypatch) -> None:
    """60 MiB of drawing operators pass the stream check; PDFium then needs more than the limit."""
    monkeypatch.setenv(MEMORY_ENV, "400")
    before = _rss_mb("VmRSS")
    _reset_peak()
    stats = Stats()
    with pytest.raises(UnreadableInput) as caught:
        ingest.load(operator_bomb(60 << 20), "operators-60.pdf", stats=stats)
    # PDFium either aborts at the limit (the worker dies: "more than 400 MB") or fails to load
    # the page ("damaged"): a one-line refusal either way, and this process lives on
    assert "\n" not in str(caught.value) and "operators-60.pdf" in str(caught.value)
    assert stats.killed_by or stats.peak_mb <= 400
    assert _rss_mb("VmHWM") - before < SERVER_GROWTH_MB
    assert ingest.load(docx_paragraphs(20), "after.docx").lines  # and the next file reads


def test_a_long_word_file_reads_quickly_without_style_lookups() -> None:
    """15,000 paragraphs (under the limit of 40 per page × 500 pages): seconds, not minutes."""
    stats = Stats()
    document = ingest.load(docx_paragraphs(15_000), "long.docx", stats=stats)
    assert len(document.lines) == 15_000
    assert stats.cpu_seconds < 10, stats


def test_the_refused_worker_leaves_no_process_behind(files: dict[str, bytes]) -> None:
    children = set(os.listdir("/proc"))
    with pytest.raises(UnreadableInput):
        ingest.load(files["Flate bomb 1 GiB"], "bomb.pdf")
    time.sleep(0.2)
    new = {
        pid
        for pid in set(os.listdir("/proc")) - children
        if pid.isdigit()
        and Path(f"/proc/{pid}/stat").exists()
        and Path(f"/proc/{pid}/stat").read_text().split()[3] == str(os.getpid())
    }
    assert not new
