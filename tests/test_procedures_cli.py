"""`ordinance-review compliance-period` and `ordinance-review expansion` run as real processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CP_KEYS = ["days", "valid", "problems", "latest_end", "latest_end_with_extension", "rule"]
EXP_KEYS = ["ineligible_au", "eligible_expansion_au", "base_ineligible", "rule"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ordinance_review", *args], capture_output=True, text=True, timeout=60, cwd=REPO
    )


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--start", "2024-01-15", "--end", "2024-03-15"],
         {"days": 60, "valid": True, "latest_end": "2027-01-15", "latest_end_with_extension": None,
          "rule": "NR 151.095(7)(b); NR 151.09(6)(b)"}),
        (["--start", "2024-01-15", "--end", "2024-03-14"],
         {"days": 59, "valid": False, "latest_end": "2027-01-15", "latest_end_with_extension": None,
          "rule": "NR 151.095(7)(b); NR 151.09(6)(b)"}),
        (["--start", "2024-01-15", "--end", "2024-03-14", "--imminent-threat"],
         {"days": 59, "valid": True, "latest_end": "2027-01-15", "latest_end_with_extension": None,
          "rule": "NR 151.095(7)(b); NR 151.09(6)(b)"}),
        (["--start", "2024-02-29", "--end", "2027-03-01", "--cost-share"],
         {"days": 1096, "valid": False, "latest_end": "2027-02-28", "latest_end_with_extension": "2028-02-29",
          "rule": "NR 151.095(6)(b); NR 151.09(5)(b)"}),
    ],
)
def test_compliance_period_json_is_exact(args, expected):
    proc = run("compliance-period", *args, "--format", "json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert list(data) == CP_KEYS
    assert {k: v for k, v in data.items() if k != "problems"} == expected
    assert (data["problems"] == []) is expected["valid"]
    assert all(isinstance(p, str) and "NR 151.09" in p for p in data["problems"])
    assert proc.stdout.count("\n") == 1


def test_compliance_period_defaults_to_json():
    proc = run("compliance-period", "--start", "2024-01-15", "--end", "2024-03-15")
    assert list(json.loads(proc.stdout)) == CP_KEYS


@pytest.mark.parametrize(
    ("base", "expanded", "expected"),
    [
        ("200", "400", [100, 100, False, "NR 153.15(2)(d)1."]),
        ("500", "700", [100, 100, False, "NR 153.15(2)(d)2."]),
        ("800", "1000", [200, 0, True, "NR 153.15(2)(d)3."]),
        ("251", "302", [0.8, 50.2, False, "NR 153.15(2)(d)2."]),
    ],
)
def test_expansion_json_is_exact(base, expanded, expected):
    proc = run("expansion", "--base", base, "--expanded", expanded)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert list(data) == EXP_KEYS
    assert list(data.values()) == expected


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["compliance-period", "--start", "2024-01-15", "--end", "2023-01-15"], "before start"),
        (["compliance-period", "--start", "15/01/2024", "--end", "2024-03-15"], "YYYY-MM-DD"),
        (["expansion", "--base", "300", "--expanded", "200"], "smaller than base"),
        (["expansion", "--base", "-5", "--expanded", "200"], "negative"),
        (["expansion", "--base", "lots", "--expanded", "200"], "not a number"),
    ],
)
def test_bad_input_exits_2_with_one_line(args, needle):
    proc = run(*args)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and needle in proc.stderr


def test_text_formats_say_the_rule():
    assert "NR 153.15(2)(d)1." in run("expansion", "--base", "10", "--expanded", "20", "--format", "text").stdout
    assert "valid" in run("compliance-period", "--start", "2024-01-15", "--end", "2024-05-15", "--format", "text").stdout
