"""`ordinance-review clock …` run as a real process: exact JSON, exit codes, messages."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

import pytest

from ordinance_review.clock import compute

REPO = Path(__file__).resolve().parents[1]
KEYS = ["due", "status", "days_elapsed", "days_left", "weekend_or_holiday", "rule"]


def clock(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ordinance_review", "clock", *args], capture_output=True, text=True, timeout=60, cwd=REPO
    )


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (
            ["--received", "2024-01-15", "--on", "2024-03-01"],
            {"due": "2024-04-14", "status": "on_time", "days_elapsed": 46, "days_left": 44, "weekend_or_holiday": True, "rule": "NR 151.096(2)(b)"},
        ),
        (
            ["--received", "2023-12-01", "--on", "2024-02-20"],
            {"due": "2024-02-29", "status": "due_soon", "days_elapsed": 81, "days_left": 9, "weekend_or_holiday": False, "rule": "NR 151.096(2)(b)"},
        ),
        (
            ["--received", "2024-01-15", "--decided", "2024-04-14", "--on", "2024-05-01"],
            {"due": "2024-04-14", "status": "decided_on_time", "days_elapsed": 90, "days_left": 0, "weekend_or_holiday": True, "rule": "NR 151.096(2)(b)"},
        ),
        (
            ["--received", "2024-01-15", "--decided", "2024-04-20", "--on", "2024-05-01"],
            {"due": "2024-04-14", "status": "decided_late", "days_elapsed": 96, "days_left": -6, "weekend_or_holiday": True, "rule": "NR 151.096(2)(b)"},
        ),
        (
            ["--received", "2024-10-03", "--on", "2025-01-10"],
            {"due": "2025-01-01", "status": "overdue", "days_elapsed": 99, "days_left": -9, "weekend_or_holiday": True, "rule": "NR 151.096(2)(b)"},
        ),
        (
            ["--received", "2024-01-10", "--route", "datcp", "--complete", "2024-03-20", "--on", "2024-06-01"],
            {"due": "2024-06-18", "status": "on_time", "days_elapsed": 73, "days_left": 17, "weekend_or_holiday": False, "rule": "ATCP 50.60(2)(b)"},
        ),
    ],
)
def test_clock_json_is_exact(args: list[str], expected: dict[str, object]) -> None:
    proc = clock(*args, "--format", "json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert list(data) == KEYS
    assert data == expected
    assert proc.stdout.count("\n") == 1, "one JSON object on one line"


def test_on_defaults_to_today() -> None:
    received = dt.date.today() - dt.timedelta(days=30)
    proc = clock("--received", received.isoformat(), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    expected = compute(received=received, on=dt.date.today())
    assert json.loads(proc.stdout) == json.loads(expected.cli_json())
    assert json.loads(proc.stdout)["days_elapsed"] == 30


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--received", "2024-03-01", "--decided", "2024-02-01"], "decision date 2024-02-01 is before the date received 2024-03-01"),
        (["--received", "2024-03-01", "--route", "datcp"], "give the completion date (--complete YYYY-MM-DD)"),
        (["--received", "2024-03-01", "--route", "datcp", "--complete", "2024-02-01"], "completion date 2024-02-01 is before"),
        (["--received", "2024-03-01", "--on", "2024-02-01"], "status date 2024-02-01 is before the date received"),
        (["--received", "2024-02-30"], "'2024-02-30' is not a date"),
    ],
)
def test_bad_dates_exit_2_with_one_line(args: list[str], message: str) -> None:
    proc = clock(*args, "--format", "json")
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert message in proc.stderr.strip().splitlines()[-1], "the reason is on one line, the last one"


def test_text_format_shows_the_counting() -> None:
    proc = clock("--received", "2024-01-15", "--on", "2024-03-01", "--format", "text")
    assert proc.returncode == 0, proc.stderr
    assert "Day 0:  2024-01-15" in proc.stdout and "Day 90: 2024-04-14" in proc.stdout
    assert "DATCP recommendation not yet requested" in proc.stdout


def test_installed_console_script_answers_the_same() -> None:
    script = Path(sys.executable).with_name("ordinance-review")
    if not script.exists():
        pytest.fail(f"{script} is missing: install the package (pip install -e .)")
    proc = subprocess.run(
        [str(script), "clock", "--received", "2024-01-15", "--on", "2024-03-01", "--format", "json"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["due"] == "2024-04-14"
