"""Settings read from the environment: where the database and the reference data live.

Why a module: the app, the CLI and the tests must agree on one default database path, and a shared
deployment must be able to point every face at PostgreSQL with a single environment variable.

- ``ORDINANCE_REVIEW_DATABASE_URL``: any SQLAlchemy URL (``postgresql+psycopg://user@host/db``).
- ``ORDINANCE_REVIEW_DATA_DIR``: folder of the default SQLite file ``reviews.sqlite``
  (default ``~/.local/share/ordinance-review``).
- ``ORDINANCE_REVIEW_REFERENCE_DIR``: the ``reference/`` folder (default: the one beside ``src/``).
- ``ORDINANCE_REVIEW_MAX_PAGES``: the most pages an upload may have (default 500); a hostile or
  mistaken upload (a whole code book, a PDF claiming a million pages) is refused, not read.
- ``ORDINANCE_REVIEW_PAGE_SECONDS``: the time budget per page while reading (default 10 s); a
  document slower than that on average is stopped with a message instead of hanging the app.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from ordinance_review.errors import ReviewError

DATABASE_URL_ENV = "ORDINANCE_REVIEW_DATABASE_URL"
DATA_DIR_ENV = "ORDINANCE_REVIEW_DATA_DIR"
REFERENCE_DIR_ENV = "ORDINANCE_REVIEW_REFERENCE_DIR"
MAX_PAGES_ENV = "ORDINANCE_REVIEW_MAX_PAGES"
PAGE_SECONDS_ENV = "ORDINANCE_REVIEW_PAGE_SECONDS"
SQLITE_FILENAME = "reviews.sqlite"
DEFAULT_MAX_PAGES = 500
DEFAULT_PAGE_SECONDS = 10.0


class Settings(BaseModel):
    """The resolved settings; build with :meth:`from_env`."""

    model_config = ConfigDict(frozen=True)

    database_url: str
    data_dir: Path
    reference_dir: Path
    max_pages: int = DEFAULT_MAX_PAGES
    page_seconds: float = DEFAULT_PAGE_SECONDS

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> Settings:
        env = os.environ if environ is None else environ
        data_dir = Path(
            env.get(DATA_DIR_ENV) or Path.home() / ".local" / "share" / "ordinance-review"
        ).expanduser()
        url = env.get(DATABASE_URL_ENV, "").strip() or f"sqlite:///{data_dir / SQLITE_FILENAME}"
        reference = Path(env.get(REFERENCE_DIR_ENV) or Path(__file__).resolve().parents[2] / "reference")
        return cls(
            database_url=url,
            data_dir=data_dir,
            reference_dir=reference.expanduser(),
            max_pages=int(_positive(env, MAX_PAGES_ENV, DEFAULT_MAX_PAGES, int)),
            page_seconds=_positive(env, PAGE_SECONDS_ENV, DEFAULT_PAGE_SECONDS, float),
        )


class SettingInvalid(ReviewError):
    """An environment setting has a value that cannot be used."""


def _positive(env: Any, name: str, default: float, kind: type) -> float:
    """A positive number from the environment, or a message naming the variable when it is not."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    try:
        value = kind(raw)
    except ValueError:
        value = 0
    if value <= 0:
        raise SettingInvalid(f"{name}={raw!r} is not a positive number; set it to e.g. {kind(default)} or unset it")
    return value


def database_url() -> str:
    """The database the app and CLI use, creating the SQLite folder when it is the default."""
    settings = Settings.from_env()
    if settings.database_url.startswith("sqlite:///"):
        Path(settings.database_url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    return settings.database_url


class ReferenceMissing(ReviewError):
    """A file of `reference/` cannot be found (an installed copy without the source tree)."""


def reference_path(name: str) -> Path:
    """A file of the `reference/` folder, with a message saying how to point at it when missing."""
    path = Settings.from_env().reference_dir / name
    if not path.is_file():
        raise ReferenceMissing(
            f"reference file {path} is missing; run from the source tree or set {REFERENCE_DIR_ENV} "
            "to the project's reference/ folder"
        )
    return path
