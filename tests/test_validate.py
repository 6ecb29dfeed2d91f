"""validate.py: typed values checked before the database, and what users are told of an error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy.exc import OperationalError

from ordinance_review.errors import ReviewError
from ordinance_review.validate import InvalidInput, problem, shown, text

REPO = Path(__file__).resolve().parents[1]


def test_text_strips_and_keeps_a_good_value() -> None:
    assert text("  Town of Alder  ", "jurisdiction", limit=300, required=True) == "Town of Alder"
    assert text(None, "title", limit=500) == ""
    assert text("é" * 500, "title", limit=500) == "é" * 500  # characters, not bytes


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("x" * 501, "title is too long: 501 characters, at most 500; shorten it and try again"),
        ("a\x00b", "title contains a NUL byte (\\x00), which cannot be stored; remove it and try again"),
        ("a\udc80b", "title contains characters that are not valid text (unpaired surrogates); retype it"),
    ],
)
def test_text_refuses_with_one_clear_sentence(value: str, expected: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        text(value, "title", limit=500)
    assert str(caught.value) == expected
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, ReviewError)
    assert problem(value, "title", 500) == expected


def test_required_and_type() -> None:
    with pytest.raises(InvalidInput, match="jurisdiction is required"):
        text("   ", "jurisdiction", limit=300, required=True)
    with pytest.raises(InvalidInput, match="title must be text, not int"):
        text(5, "title", limit=500)


def test_messages_written_for_users_are_shown_as_they_are() -> None:
    assert shown(InvalidInput("title is too long")) == "title is too long"
    assert shown(LookupError("no submission with id 9")) == "no submission with id 9"
    assert shown(ValueError("received cannot be cleared")) == "received cannot be cleared"


def test_anything_else_is_one_generic_sentence_and_a_log_line(caplog: pytest.LogCaptureFixture) -> None:
    raw = OperationalError("INSERT INTO submissions (title) VALUES (?)", ("secret",), Exception("disk I/O"))
    message = shown(raw, "saving the submission")
    assert message.startswith("the database could not complete saving the submission; nothing was changed")
    assert "INSERT" not in message and "disk" not in message
    assert "INSERT INTO submissions" in caplog.text  # the details are in the log
    bug = shown(UnicodeEncodeError("utf-8", "x", 0, 1, "surrogates not allowed"), "saving")
    assert bug.startswith("an internal error stopped saving; nothing was changed") and "utf-8" not in bug


def test_the_cli_never_prints_a_database_error_raw(tmp_path: Path) -> None:
    broken = tmp_path / "reviews.sqlite"
    broken.write_bytes(b"this is not a database, " * 200)
    log = tmp_path / "errors.log"
    env = {"ORDINANCE_REVIEW_DATABASE_URL": f"sqlite:///{broken}", "ORDINANCE_REVIEW_LOG_FILE": str(log)}
    proc = subprocess.run(
        [sys.executable, "-m", "ordinance_review", "audit", "verify"],
        capture_output=True, text=True, timeout=120, cwd=REPO, env={**_env(), **env},
    )  # fmt: skip
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("ordinance-review: the database could not complete the audit command")
    assert str(log) in lines[0] and "sqlite3" not in lines[0] and "Traceback" not in proc.stderr
    assert "DatabaseError" in log.read_text(encoding="utf-8")


def _env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith("ORDINANCE_REVIEW_")}


def test_every_new_sessionmaker_is_guarded_even_at_a_collected_ones_address() -> None:
    """SQLAlchemy's event registry is keyed by id(): asked whether a new sessionmaker at a collected one's
    address is guarded, it could say yes, and rows went to the database unchecked."""
    import gc

    from sqlalchemy import Column, Integer, String, create_engine
    from sqlalchemy.orm import declarative_base, sessionmaker

    from ordinance_review import validate

    base = declarative_base()

    class Row(base):  # type: ignore[misc, valid-type]
        __tablename__ = "rows"
        id = Column(Integer, primary_key=True)
        name = Column(String(5))

    engine = create_engine("sqlite://")
    base.metadata.create_all(engine)
    unchecked = 0
    for k in range(100):
        sessions = sessionmaker(engine)
        validate.guard(sessions)
        validate.guard(sessions)  # twice for one sessionmaker: still one check
        with sessions() as session:
            session.add(Row(name="too long for five"))
            try:
                session.flush()
                unchecked += 1
            except validate.InvalidInput:
                pass
        del sessions
        if k % 5 == 0:
            gc.collect()
    assert unchecked == 0
