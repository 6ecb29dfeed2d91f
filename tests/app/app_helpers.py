"""Helpers shared by the app tests (imported by name: test modules are not a package)."""

from __future__ import annotations

import re
from pathlib import Path

APP = str(Path(__file__).resolve().parents[2] / "app.py")
# Markup that must be shown literally wherever ordinance text appears.
REVIEWER = "rita"
REVIEWER_PASSWORD = "rita's long passphrase"
HOSTILE = '<script>window.__pwned = 1</script> [click](javascript:alert(1)) :red[alarm] **bold**'


def new_app():
    from streamlit.testing.v1 import AppTest

    return AppTest.from_file(APP, default_timeout=120)


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


def sign_in(at, username: str, password: str):
    """Sign in through the sidebar form, as a person would."""
    widget(at.sidebar.text_input, "User name").set_value(username)
    widget(at.sidebar.text_input, "Password").set_value(password)
    button(at.sidebar, "Sign in").click().run()
    assert not at.exception, at.exception
    return at


def pick_jurisdiction(at, name: str | None):
    """Choose a jurisdiction record in the form's pick-list by its name (None: clear the choice)."""
    box = widget(at.selectbox, "Jurisdiction")
    if name is None:
        box.set_value(None)
        return at
    labels = [str(o) for o in box.options]
    found = [i for i, label in enumerate(labels) if label == name or label.startswith(name + " (")]
    assert found, f"no jurisdiction {name!r}; have: {labels}"
    box.select_index(found[0])
    return at
