"""The app's handle on the submissions Store (one per database URL, shared by all sessions).

The database URL comes from `ORDINANCE_REVIEW_DATABASE_URL` (the Store's own default otherwise),
so tests and deployments pick the database without touching UI code.
"""

from __future__ import annotations

import os

import streamlit as st

from ordinance_review.models import Review

URL_ENV = "ORDINANCE_REVIEW_DATABASE_URL"


@st.cache_resource
def _store_for(url: str | None):
    from ordinance_review.store import Store

    return Store(url=url)


def store():
    """The Store for the configured database URL."""
    return _store_for(os.environ.get(URL_ENV) or None)


def effective_review(submission_id) -> Review | None:
    """The stored review of a submission with its overrides applied, as the signed-in account may see
    it (None if it is gone, out of the account's reach, or nobody is signed in)."""
    from ordinance_review.store import SubmissionNotFound
    from ordinance_review.ui.auth import scoped

    access = scoped()
    if access is None:
        return None
    try:
        return access.effective_review(submission_id)
    except SubmissionNotFound:
        return None
