"""Cold start of the command line: each subcommand imports only what it uses (issue 19).

Run in a fresh interpreter, since the test process has imported everything already.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ordinance_review import accounts, cli_users

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "reference" / "samples" / "wren_hollow_livestock.pdf"
STORAGE = ("sqlalchemy", "alembic", "argon2", "ordinance_review.store", "ordinance_review.accounts")
PROBE = """
import contextlib, io, json, sys
from ordinance_review.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    code = main(sys.argv[1:])
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def imported(*args: str) -> set[str]:
    proc = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=120, cwd=REPO)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["code"] == 0
    return set(out["modules"])


def loaded(modules: set[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes))


def test_review_does_not_import_the_account_store() -> None:
    modules = imported("review", str(SAMPLE), "--format", "json")
    assert loaded(modules, (*STORAGE, "streamlit")) == []


@pytest.mark.parametrize(
    "args",
    [
        ("clock", "--received", "2026-10-01", "--on", "2026-11-29"),
        ("expansion", "--base", "100", "--expanded", "300"),
    ],
)
def test_calculators_import_neither_the_store_nor_the_engine(args: tuple[str, ...]) -> None:
    modules = imported(*args)
    assert loaded(modules, (*STORAGE, "ordinance_review.engine", "pypdfium2", "streamlit")) == []


def test_the_users_parser_offers_the_account_roles() -> None:
    assert cli_users.ROLES == accounts.ROLES
