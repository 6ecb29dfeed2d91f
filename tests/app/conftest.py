"""Fixtures for the Streamlit AppTests: the app file, a real ordinance PDF and a throw-away database."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ordinance_review import pdfgen

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
SAMPLE_TEXT = ROOT / "reference" / "samples" / "wren_hollow_livestock.txt"

# Markup that must be shown literally wherever ordinance text appears.
HOSTILE = '<script>window.__pwned = 1</script> [click](javascript:alert(1)) :red[alarm] **bold**'


@pytest.fixture(autouse=True)
def _database(tmp_path, monkeypatch):
    """Each test gets its own SQLite file, so submissions never leak between tests."""
    monkeypatch.setenv("ORDINANCE_REVIEW_DATABASE_URL", f"sqlite:///{tmp_path / 'app.sqlite'}")


@pytest.fixture(scope="session")
def ordinance_text() -> str:
    text = SAMPLE_TEXT.read_text(encoding="utf-8")
    return text + f"\n\n§ 9-14. Notices.\nA. {HOSTILE}\n"


@pytest.fixture(scope="session")
def ordinance_pdf(ordinance_text) -> bytes:
    """The sample ordinance (plus one hostile provision) rendered as a real PDF with a text layer."""
    return pdfgen.render(ordinance_text, header="Town of Wren Hollow Code\tChapter 9")


def new_app():
    from streamlit.testing.v1 import AppTest

    return AppTest.from_file(APP, default_timeout=120)


@pytest.fixture
def app():
    """The whole app (st.navigation), run once: the Review page is showing."""
    at = new_app()
    at.run()
    assert not at.exception, at.exception
    return at


@pytest.fixture
def reviewed(app, ordinance_pdf):
    """The app after uploading the ordinance PDF on the Review page."""
    app.file_uploader[0].set_value(("wren_hollow.pdf", ordinance_pdf, "application/pdf"))
    app.run()
    assert not app.exception, app.exception
    return app


def button(at, label: str):
    """The (form submit) button with this label; fails loudly if the page has none."""
    found = [b for b in at.button if b.label == label]
    assert found, f"no button {label!r}; buttons: {[b.label for b in at.button]}"
    return found[0]


def widget(elements, label: str):
    found = [w for w in elements if w.label == label]
    assert found, f"no widget {label!r}; have: {[w.label for w in elements]}"
    return found[0]


def all_text(at) -> str:
    """Every text-bearing element of the page, joined (for 'is it shown' checks)."""
    parts = []
    for kind in ("markdown", "caption", "error", "warning", "info", "success", "subheader", "title", "code", "text"):
        parts += [str(e.value) for e in getattr(at, kind)]
    return "\n".join(parts)


def shown(markdown: str) -> str:
    """What `st.markdown` displays for escaped text (backslash escapes removed)."""
    return re.sub(r"\\(.)", r"\1", markdown)
