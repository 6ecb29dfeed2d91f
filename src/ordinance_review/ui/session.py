"""What the app keeps between reruns: the current review, its source file and the reviewer's overrides.

A review lives in `st.session_state` until the reviewer creates a submission; from then on the
Store is the record (overrides and decisions are persisted and audited there). A failed upload
clears the slot, so the page never shows another document's review under the error.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

import streamlit as st

from ordinance_review.models import Review, Verdict
from ordinance_review.overrides import apply_overrides


@dataclass
class Override:
    verdict: Verdict
    reason: str
    who: str
    at: dt.datetime


@dataclass
class ReviewSlot:
    """One reviewed file in the session (the Review page and the Self-check page each have one)."""

    review: Review
    data: bytes
    filename: str
    sha256: str
    overrides: dict[str, Override] = field(default_factory=dict)
    submission_id: int | str | None = None

    @property
    def is_pdf(self) -> bool:
        return self.data.startswith(b"%PDF")

    def effective(self) -> Review:
        """The review with the reviewer's overrides applied (what memos and submissions use)."""
        if self.submission_id is not None:
            from ordinance_review.ui import storage

            stored = storage.effective_review(self.submission_id)
            if stored is not None:
                return stored
        if not self.overrides:
            return self.review
        return apply_overrides(self.review, self.overrides)


REVIEW_KEY = "review_slot"
SELF_CHECK_KEY = "self_check_slot"


def get_slot(key: str = REVIEW_KEY) -> ReviewSlot | None:
    return st.session_state.get(key)


def set_slot(slot: ReviewSlot, key: str = REVIEW_KEY) -> None:
    st.session_state[key] = slot


def who() -> str:
    """The signed-in account's user name (what the audit log records); "reviewer" when signed out,
    for overrides kept only in the session and the memo's signature block."""
    from ordinance_review.ui.auth import current_user

    user = current_user()
    return user.username if user is not None else "reviewer"


def display_name() -> str:
    """The signed-in account's display name (its user name when it has none): the memo's signature."""
    from ordinance_review.ui.auth import current_user

    user = current_user()
    if user is None:
        return ""
    return user.display_name or user.username
