"""Create a submission from the review on screen (jurisdiction, date received, route)."""

from __future__ import annotations

import datetime as dt

import streamlit as st

from ordinance_review.store import OverrideInput
from ordinance_review.ui.navigation import PAGE_DETAIL
from ordinance_review.ui.session import ReviewSlot
from ordinance_review.ui.text import escape_md
from ordinance_review.validate import shown


def route_names() -> dict[str, str]:
    """Route key → its name, from `reference/approval_clock.yaml` (via the clock module)."""
    from ordinance_review import clock

    return {key: rule.name for key, rule in clock.rules().routes.items()}


def create_submission_form(slot: ReviewSlot) -> None:
    from ordinance_review.ui.auth import current_user, scoped

    if slot.submission_id is not None:
        st.success(f"This review is submission #{escape_md(str(slot.submission_id))}.")
        if st.button("Open the submission"):
            st.session_state["open_submission"] = slot.submission_id
            st.switch_page(PAGE_DETAIL)
        return
    user = current_user()
    if user is None:
        st.info("Sign in (in the sidebar) to save this review as a submission.", icon=":material/lock:")
        return
    with st.form("create_submission", border=True):
        c1, c2, c3 = st.columns([3, 2, 2])
        if user.role == "local":  # a local account files for its own jurisdiction only
            jurisdiction = c1.text_input("Jurisdiction", value=user.jurisdiction or "", disabled=True)
        else:
            jurisdiction = c1.text_input("Jurisdiction", value=slot.review.document.jurisdiction)
        received = c2.date_input("Date received", value=dt.date.today(), format="YYYY-MM-DD")
        routes = route_names()
        route = c3.selectbox("Route", list(routes), format_func=routes.get)
        c4, c5 = st.columns([5, 2])
        title = c4.text_input("Title", value=slot.review.document.title)
        complete = c5.date_input(
            "Application complete", value=None, format="YYYY-MM-DD", help="DATCP route: starts its 90 days"
        )
        submitted = st.form_submit_button("Create submission", type="primary")
    if not submitted:
        return
    if not jurisdiction.strip():
        st.error("Enter the jurisdiction (county, town, village or city) that sent the ordinance.")
        return
    try:
        access = scoped()
        # Overrides made before the submission existed are saved with it, in one transaction (a
        # crash keeps all or none) and audited. A local account's session overrides are its
        # notes, not DNR's record: not stored.
        overrides = [
            OverrideInput(provision_id=provision_id, verdict=ov.verdict, reason=ov.reason)
            for provision_id, ov in (slot.overrides.items() if user.can_decide else ())
        ]
        view = access.create_submission(
            jurisdiction=jurisdiction.strip(),
            review=slot.review,
            file_bytes=slot.data,
            received=received,
            route=route,
            title=title.strip(),
            complete=complete,
            overrides=overrides,
        )
    except Exception as exc:  # the Store's message is written for the user; a database error is not shown
        st.error(escape_md(f"The submission was not created: {shown(exc, 'creating the submission')}"))
        return
    slot.submission_id = view.id
    slot.overrides.clear()  # now kept by the Store and its audit log
    st.session_state["open_submission"] = view.id
    st.switch_page(PAGE_DETAIL)
