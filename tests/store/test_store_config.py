"""Where the database is: env URL first, else a SQLite file in the data folder."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from store_fixtures import PDF_BYTES, make_review

from ordinance_review.config import DATA_DIR_ENV, DATABASE_URL_ENV, Settings, database_url
from ordinance_review.store import Store


def test_env_url_wins() -> None:
    settings = Settings.from_env({DATABASE_URL_ENV: "postgresql+psycopg://u@h/db", DATA_DIR_ENV: "/x"})
    assert settings.database_url == "postgresql+psycopg://u@h/db"


def test_default_is_sqlite_under_the_home_data_folder() -> None:
    settings = Settings.from_env({})
    assert settings.database_url == f"sqlite:///{Path.home() / '.local/share/ordinance-review/reviews.sqlite'}"


def test_store_without_url_uses_the_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DATABASE_URL_ENV, raising=False)
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "nested" / "data"))
    assert database_url() == f"sqlite:///{tmp_path / 'nested' / 'data' / 'reviews.sqlite'}"
    with Store() as store:
        store.create_submission(
            jurisdiction="Town of Alder", review=make_review(), file_bytes=PDF_BYTES, received=dt.date(2024, 1, 15), who="amy"
        )
    assert (tmp_path / "nested" / "data" / "reviews.sqlite").stat().st_size > 0


def test_missing_reference_folder_is_a_clear_cli_error(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "ORDINANCE_REVIEW_REFERENCE_DIR": str(tmp_path / "nowhere")}
    proc = subprocess.run(
        [sys.executable, "-m", "ordinance_review", "clock", "--received", "2024-01-15", "--on", "2024-03-01"],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert proc.returncode == 2
    assert "approval_clock.yaml is missing" in proc.stderr and "ORDINANCE_REVIEW_REFERENCE_DIR" in proc.stderr
    assert "Traceback" not in proc.stderr
