"""Fixtures for the Streamlit AppTests: the app file, a real ordinance PDF and a throw-away database."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_helpers import HOSTILE, REVIEWER, REVIEWER_PASSWORD, new_app, sign_in

from ordinance_review.accounts import Accounts
from ordinance_review.store import Store
from testsupport import pdfgen

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_TEXT = ROOT / "reference" / "samples" / "wren_hollow_livestock.txt"



@pytest.fixture(autouse=True)
def _database(tmp_path, monkeypatch):
    """Each test gets its own SQLite file, so submissions never leak between tests."""
    url = f"sqlite:///{tmp_path / 'app.sqlite'}"
    monkeypatch.setenv("ORDINANCE_REVIEW_DATABASE_URL", url)
    with Store(url) as store:  # a DNR reviewer account, so no first-start admin is created
        Accounts(store).add(REVIEWER, role="reviewer", password=REVIEWER_PASSWORD, who="test setup")
        # jurisdiction records (issue 17): the sample's town, and two others to pick from
        store.jurisdictions.add("Wren Hollow", kind="town", county="Ashby County", who="test setup")
        store.jurisdictions.add("Alder", kind="town", who="test setup")
        store.jurisdictions.add("Wardell County", kind="county", who="test setup")


@pytest.fixture(scope="session")
def ordinance_text() -> str:
    text = SAMPLE_TEXT.read_text(encoding="utf-8")
    return text + f"\n\n§ 9-14. Notices.\nA. {HOSTILE}\n"


@pytest.fixture(scope="session")
def ordinance_pdf(ordinance_text) -> bytes:
    """The sample ordinance (plus one hostile provision) rendered as a real PDF with a text layer."""
    return pdfgen.render(ordinance_text, header="Town of Wren Hollow Code\tChapter 9")


@pytest.fixture
def signed_out_app():
    """The whole app (st.navigation), run once, nobody signed in: the Review page is showing."""
    at = new_app()
    at.run()
    assert not at.exception, at.exception
    return at


@pytest.fixture
def app(signed_out_app):
    """The app with the DNR reviewer signed in through the sidebar form."""
    return sign_in(signed_out_app, REVIEWER, REVIEWER_PASSWORD)


@pytest.fixture
def reviewed(app, ordinance_pdf):
    """The app after uploading the ordinance PDF on the Review page."""
    app.file_uploader[0].set_value(("wren_hollow.pdf", ordinance_pdf, "application/pdf"))
    app.run()
    assert not app.exception, app.exception
    return app


