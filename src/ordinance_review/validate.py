"""Every text a person types is checked here before the database sees it (issue 20).

Why at the edge and not by the database: SQLite stores a 600-character title in a VARCHAR(500) and
a NUL byte without a word, while PostgreSQL refuses both with a `DataError` whose text carries the
statement, its parameters and the start of the uploaded file. The same value must get the same
clear refusal on both, so the limits are checked in Python, on every row the Store writes:

- `text()` checks one value where it comes in (a title, a jurisdiction, a user name, a reason);
- `guard()` checks every string column of every row at flush time, against the column's own length
  (VARCHAR) or `TEXT_LIMITS` (TEXT), so a table or a code path added later is covered too.

Both raise `InvalidInput` (a ValueError and a ReviewError: the app shows it, the CLI exits 2).

`shown()` is what the app and the CLI say about an exception: a user's own message for the errors
written for users, and for anything else (a database error above all) one generic sentence with a
reference, while the details go to the log only — never the statement, its parameters or the file.
"""

from __future__ import annotations

import logging
import os
import secrets
import weakref
from pathlib import Path
from typing import Any

from sqlalchemy import String, Text, event, inspect
from sqlalchemy.orm import Session

from ordinance_review.errors import ReviewError

log = logging.getLogger("ordinance_review")

# Longest text of each kind, in characters (PostgreSQL's VARCHAR(n) counts characters too). The
# VARCHAR columns carry their own length; these are the TEXT columns' limits and the typed names'.
TITLE_MAX = 500
JURISDICTION_MAX = 300
USERNAME_MAX = 200
REASON_MAX = 5_000
NOTE_MAX = 5_000
TEXT_LIMITS: dict[str, int] = {
    "reason": REASON_MAX,
    "datcp_recommendation": NOTE_MAX,
    "note": NOTE_MAX,
    "notes": NOTE_MAX,
}
# Columns written by the Store itself, never typed by a person (the audit log's copies of values
# already checked, the review JSON, hashes): not limited by `TEXT_LIMITS`, still checked for NUL.
UNLIMITED = frozenset({"old_value", "new_value", "review_json"})
LABELS: dict[str, str] = {
    "username": "user name",
    "display_name": "display name",
    "who": "user name",
    "datcp_recommendation": "DATCP recommendation",
    "provision_id": "provision id",
    "filename": "file name",
}


class InvalidInput(ReviewError, ValueError):
    """A typed value the database would refuse or store wrongly: too long, a NUL byte, bad text."""


class VersionRequired(InvalidInput):
    """An update without the version its writer loaded (issue 20: lost updates). Raised by the Store
    on every update, so no entry point can overwrite a change it never saw."""


def _label(name: str) -> str:
    return LABELS.get(name, name.replace("_", " "))


def problem(value: str, what: str, limit: int | None) -> str | None:
    """Why `value` cannot be stored as `what` (one sentence, saying what to do), or None."""
    if "\x00" in value:
        return f"{what} contains a NUL byte (\\x00), which cannot be stored; remove it and try again"
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return f"{what} contains characters that are not valid text (unpaired surrogates); retype it"
    if limit is not None and len(value) > limit:
        return f"{what} is too long: {len(value):,} characters, at most {limit:,}; shorten it and try again"
    return None


def text(value: Any, what: str, *, limit: int, required: bool = False) -> str:
    """`value` stripped, or InvalidInput saying why it cannot be stored (empty when `required`)."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise InvalidInput(f"{what} must be text, not {type(value).__name__}")
    value = value.strip()
    if required and not value:
        raise InvalidInput(f"{what} is required; it cannot be empty")
    reason = problem(value, what, limit)
    if reason:
        raise InvalidInput(reason)
    return value


def column_limit(column: Any) -> int | None:
    """The most characters a string column takes: its VARCHAR length, or TEXT_LIMITS by name."""
    if column.name in UNLIMITED:
        return None
    if isinstance(column.type, String) and not isinstance(column.type, Text) and column.type.length:
        return column.type.length
    return TEXT_LIMITS.get(column.name)


def check_row(obj: Any) -> str | None:
    """The first problem of any string attribute of one mapped row, or None."""
    mapper = inspect(obj).mapper
    for attr in mapper.column_attrs:
        column = attr.columns[0]
        if not isinstance(column.type, String):
            continue
        value = getattr(obj, attr.key, None)
        if isinstance(value, str):
            reason = problem(value, _label(column.name), column_limit(column))
            if reason:
                return reason
    return None


def _before_flush(session: Session, _context: Any, _instances: Any) -> None:
    rows = [*session.new, *session.dirty]
    # A person's own values first: the audit log copies them, and "title is too long" says more
    # than the same problem found in the audit row's copy.
    rows.sort(key=lambda obj: type(obj).__name__ == "AuditRow")
    for obj in rows:
        reason = check_row(obj)
        if reason:
            raise InvalidInput(reason)


_GUARDED: weakref.WeakSet[Any] = weakref.WeakSet()  # the sessionmakers already guarded


def guard(sessions: Any) -> None:
    """Check every row before each flush of sessions made by `sessions` (a sessionmaker).

    Why not `event.contains`: SQLAlchemy's event registry is keyed by `id()`, and an entry can outlive its
    sessionmaker; a new sessionmaker at the same address then reads as guarded when it is not, and a Store
    made after another was collected stored NUL bytes and over-long values unchecked (a test caught it
    once in a few runs). Membership of the object itself cannot be mistaken so."""
    if sessions not in _GUARDED:
        event.listen(sessions, "before_flush", _before_flush)
        _GUARDED.add(sessions)


# ------------------------------------------------------------------ what users are shown

USER_ERRORS: tuple[type[BaseException], ...] = (ReviewError, LookupError, PermissionError)


def shown(exc: BaseException, doing: str = "this") -> str:
    """The sentence to show a user for `exc`; anything not written for users is logged, not shown.

    ReviewError (InvalidInput, ConflictError, Forbidden…), a ValueError raised by our own checks and
    LookupError (no such submission) are meant for the user. Database and driver errors, encoding
    errors and anything else get one generic sentence with a reference to the log line.
    """
    from sqlalchemy.exc import SQLAlchemyError

    if isinstance(exc, USER_ERRORS) or (
        isinstance(exc, ValueError)
        and not isinstance(exc, UnicodeError | SQLAlchemyError)
        and type(exc).__module__.split(".")[0] in ("ordinance_review", "builtins", "pydantic_core")
    ):
        return str(exc)
    ref = secrets.token_hex(4)
    # The log line names the error type and the statement, never its parameters (the engine is
    # created with hide_parameters=True, so str(exc) carries no values either).
    log.error("error %s while %s: %s: %s", ref, doing, type(exc).__name__, exc, exc_info=exc)
    what = (
        "the database could not complete" if isinstance(exc, SQLAlchemyError) else "an internal error stopped"
    )
    return (
        f"{what} {doing}; nothing was changed. Try again, and if it keeps failing tell the "
        f"administrator (error reference {ref}, in the server log)"
    )


LOG_FILE_ENV = "ORDINANCE_REVIEW_LOG_FILE"


def log_file() -> Path:
    """Where the CLI writes the details of an error it does not show (`ORDINANCE_REVIEW_LOG_FILE`,
    default `$XDG_STATE_HOME/ordinance-review/errors.log`, else `~/.local/state/…`)."""
    env = os.environ.get(LOG_FILE_ENV, "").strip()
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_STATE_HOME", "").strip() or Path.home() / ".local" / "state"
    return Path(base) / "ordinance-review" / "errors.log"


def shown_in_cli(exc: BaseException, doing: str) -> str:
    """`shown()` for the command line: the details go to `log_file()`, never to the terminal."""
    path = log_file()
    handler: logging.Handler
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        handler = logging.NullHandler()  # nowhere to write: still never print the details
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    propagate, log.propagate = log.propagate, False
    try:
        message = shown(exc, doing)
    finally:
        log.removeHandler(handler)
        log.propagate = propagate
        handler.close()
    return message.replace("in the server log", f"in {path}")
