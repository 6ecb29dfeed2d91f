"""What the app keeps between reruns: the current review, its source file and the reviewer's overrides.

A review lives in `st.session_state` until the reviewer creates a submission; from then on the
Store is the record (overrides and decisions are persisted and audited there). Keeping the slot
a small dataclass means a failed upload never touches the previous review.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

import streamlit as st

from ordinance_review.models import Finding, Review, Verdict


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


def apply_overrides(review: Review, overrides: dict[str, Override]) -> Review:
    findings: list[Finding] = []
    for finding in review.findings:
        ov = overrides.get(finding.provision_id)
        if ov is None:
            findings.append(finding)
            continue
        note = f"Verdict overridden by {ov.who} ({finding.verdict} → {ov.verdict}): {ov.reason}"
        findings.append(
            finding.model_copy(update={"verdict": ov.verdict, "overridden": True, "notes": [*finding.notes, note]})
        )
    return review.model_copy(update={"findings": findings})


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
