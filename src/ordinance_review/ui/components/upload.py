"""The upload box (PDF or Word, optional password, optional sample) with its error line.

A failed review shows `st.error` right here and returns None: the previous review is cleared, so
nothing under the error belongs to another document.
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from ordinance_review.errors import ReviewError
from ordinance_review.ui.runner import run_review, sha256
from ordinance_review.ui.session import ReviewSlot, get_slot, set_slot
from ordinance_review.ui.text import escape_md

SAMPLE = Path(__file__).resolve().parents[4] / "reference" / "samples" / "wren_hollow_livestock.pdf"
ACCEPTED = ["pdf", "docx"]


def limits_help() -> str:
    """The upload limits and the settings that change them (shown beside the upload box)."""
    from ordinance_review.config import MAX_PAGES_ENV, PAGE_SECONDS_ENV, Settings

    settings = Settings.from_env()
    return (
        f"Up to {st.get_option('server.maxUploadSize')} MB (server.maxUploadSize in .streamlit/config.toml), "
        f"{settings.max_pages} pages ({MAX_PAGES_ENV}) and {settings.page_seconds:g} s of reading per page "
        f"({PAGE_SECONDS_ENV})."
    )


def upload_and_review(*, slot_key: str, label: str, sample_button: bool) -> ReviewSlot | None:
    """Draw the upload area; review a new file when one arrives. Returns the session's current slot."""
    left, right = st.columns([3, 2], vertical_alignment="bottom")
    with left:
        uploaded = st.file_uploader(label, type=ACCEPTED, key=f"{slot_key}_upload", help=limits_help())
    with right:
        password = st.text_input(
            "PDF password (only for encrypted files)", type="password", key=f"{slot_key}_password"
        )
        clicked_sample = False
        if sample_button:
            clicked_sample = st.button(
                "Review the sample ordinance",
                disabled=not SAMPLE.is_file(),
                help="A fictional ordinance bundled with the app",
                key=f"{slot_key}_sample",
            )
    error_area = st.container()

    source: tuple[bytes, str] | None = None
    seen_key = f"{slot_key}_seen"  # (sha256, password) of the last upload we acted on
    if clicked_sample:
        source = (SAMPLE.read_bytes(), SAMPLE.name)
    elif uploaded is not None:
        data = uploaded.getvalue()
        # Review only what is new: a rerun with the same upload keeps the slot (and its overrides),
        # and a file that failed is not retried until the file or the password changes.
        if st.session_state.get(seen_key) != (sha256(data), password):
            source = (data, uploaded.name)
            st.session_state[seen_key] = (sha256(data), password)

    failed_key = f"{slot_key}_error"
    if source is not None:
        data, filename = source
        st.session_state.pop(failed_key, None)
        try:
            review = run_review(data, filename, password=password or None)
        except ReviewError as exc:  # PasswordRequired, OcrUnavailable, UnreadableInput: one line each
            st.session_state[failed_key] = str(exc)
            # the previous review (and "This review is submission #4") must not stay under the
            # error as if it were this file's (issue 17): the page starts over
            st.session_state.pop(slot_key, None)
        else:
            set_slot(ReviewSlot(review=review, data=data, filename=filename, sha256=sha256(data)), slot_key)
    elif uploaded is None:
        st.session_state.pop(failed_key, None)
    if st.session_state.get(failed_key):
        with error_area:
            st.error(escape_md(st.session_state[failed_key]), icon=":material/error:")
    return get_slot(slot_key)
