"""Limits and damaged files: a page limit, a per-page time budget, and PDFium errors as user messages.

Each limit is a setting (`ORDINANCE_REVIEW_MAX_PAGES`, `ORDINANCE_REVIEW_PAGE_SECONDS`) and its
message names the setting to change. Found by benchmarks/fuzz_ingest.py: a PDF whose page object
was deleted made PDFium raise "Failed to load page." as a traceback.
"""

from __future__ import annotations

import re

import pytest

from ordinance_review import ingest
from ordinance_review.config import MAX_PAGES_ENV, PAGE_SECONDS_ENV, SettingInvalid, Settings
from ordinance_review.errors import ReviewError, UnreadableInput
from testsupport.pdfgen import render

TEXT = "SECTION 1. Manure storage.\n" + "A facility shall be designed by an engineer and kept in repair.\n" * 70


@pytest.fixture(scope="module")
def three_pages() -> bytes:
    return render(TEXT + "\f" + TEXT + "\f" + TEXT)


def test_page_limit_from_the_setting_names_the_setting(three_pages: bytes, monkeypatch) -> None:
    monkeypatch.setenv(MAX_PAGES_ENV, "2")
    with pytest.raises(UnreadableInput, match=rf"more than the limit of 2.*{MAX_PAGES_ENV}"):
        ingest.load(three_pages, "big.pdf")
    monkeypatch.setenv(MAX_PAGES_ENV, "20")
    assert len(ingest.load(three_pages, "big.pdf").pages) >= 3


def test_page_limit_for_text_uploads(monkeypatch) -> None:
    monkeypatch.setenv(MAX_PAGES_ENV, "1")
    with pytest.raises(UnreadableInput, match=MAX_PAGES_ENV):
        ingest.load(("SECTION 1. A.\nText of the ordinance.\n\f" * 3).encode(), "ord.txt")


def test_page_time_budget_stops_a_slow_document(three_pages: bytes, monkeypatch) -> None:
    monkeypatch.setenv(PAGE_SECONDS_ENV, "0.000000001")
    with pytest.raises(ingest.ReadingTooSlow, match=rf"over the budget.*{PAGE_SECONDS_ENV}"):
        ingest.load(three_pages, "slow.pdf")
    monkeypatch.setenv(PAGE_SECONDS_ENV, "60")
    assert ingest.load(three_pages, "slow.pdf").pages


@pytest.mark.parametrize("value", ["zero", "0", "-3"])
def test_a_bad_setting_is_named(value: str) -> None:
    with pytest.raises(SettingInvalid, match=MAX_PAGES_ENV):
        Settings.from_env({MAX_PAGES_ENV: value})
    with pytest.raises(SettingInvalid, match=PAGE_SECONDS_ENV):
        Settings.from_env({PAGE_SECONDS_ENV: value})


def test_defaults() -> None:
    settings = Settings.from_env({})
    assert (settings.max_pages, settings.page_seconds) == (500, 10.0)


def test_a_pdf_with_a_page_object_deleted_is_a_user_error_not_a_traceback(three_pages: bytes) -> None:
    page = next(re.finditer(rb"\d+ 0 obj\s*<<[^>]*?/Type\s*/Page\b.*?endobj", three_pages, re.S))
    damaged = three_pages[: page.start()] + three_pages[page.end() :]
    with pytest.raises(UnreadableInput, match=r"damaged PDF.*export it again") as caught:
        ingest.load(damaged, "damaged.pdf")
    assert isinstance(caught.value, ReviewError) and "\n" not in str(caught.value)
    assert caught.value.__cause__ is not None  # the PDFium error is kept for the log


def test_upload_size_limit_is_set_and_explained() -> None:
    import tomllib
    from pathlib import Path

    config = Path(__file__).resolve().parents[2] / ".streamlit" / "config.toml"
    text = config.read_text(encoding="utf-8")
    assert 1 <= tomllib.loads(text)["server"]["maxUploadSize"] <= 200
    from ordinance_review.ui.components.upload import limits_help

    assert MAX_PAGES_ENV in limits_help() and "maxUploadSize" in limits_help()
