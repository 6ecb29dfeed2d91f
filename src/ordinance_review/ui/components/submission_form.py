"""Create a submission from the review on screen (jurisdiction, date received, route)."""

from __future__ import annotations

import datetime as dt

import streamlit as st

from ordinance_review.jurisdictions import best_match
from ordinance_review.store import OverrideInput
from ordinance_review.ui.navigation import PAGE_DETAIL
from ordinance_review.ui.session import ReviewSlot
from ordinance_review.ui.text import escape_md
from ordinance_review.validate import shown


def route_names() -> dict[str, str]:
    """Route key → its name, from `reference/approval_clock.yaml` (via the clock module)."""
    from ordinance_review import clock

    return {key: rule.name for key, rule in clock.rules().routes.items()}


def _say_what_ingestion_found(document, matched, any_records: bool) -> None:
    """Under the heading: what the document names, and whether a record matched it."""
    found = ", ".join(x for x in (document.jurisdiction, document.county) if x)
    if matched is not None:
        st.caption(escape_md(f"Jurisdiction pre-selected from the document: {found} → {matched.label()}."))
    elif not any_records:
        st.warning(
            "No jurisdictions are recorded yet: an administrator adds them on the Accounts page.",
            icon=":material/warning:",
        )
    elif found:
        st.warning(
            escape_md(
                f"The document names {found}, and no jurisdiction record matches it: pick the right one "
                "below, or ask an administrator to add it on the Accounts page."
            ),
            icon=":material/warning:",
        )
    else:
        st.warning("The document does not name its jurisdiction: pick it below.", icon=":material/warning:")


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
    from ordinance_review.ui import storage

    document = slot.review.document
    records = storage.store().jurisdictions.list()
    if user.role == "local":  # a local account files for its own jurisdiction only
        choices = [j for j in records if j.id == user.jurisdiction_id]
        preselected = choices[0] if choices else None
    else:
        choices = records
        preselected = best_match(records, document.jurisdiction, document.county)
        _say_what_ingestion_found(document, preselected, bool(records))
    with st.form("create_submission", border=True):
        c1, c2, c3 = st.columns([3, 2, 2])
        picked = c1.selectbox(
            "Jurisdiction",
            choices,
            index=choices.index(preselected) if preselected in choices else None,
            format_func=lambda j: j.label(),
            placeholder="Type to search the jurisdictions",
            disabled=user.role == "local",
            help="The county, town, village or city that sent the ordinance; an administrator adds "
            "missing ones on the Accounts page.",
        )
        title = st.text_input("Title", value=document.title)
        if user.can_decide:  # the date received, the route and completeness are DNR's record
            received = c2.date_input("Date received", value=dt.date.today(), format="YYYY-MM-DD")
            routes = route_names()
            route = c3.selectbox("Route", list(routes), format_func=routes.get)
            complete = st.date_input(
                "Application complete", value=None, format="YYYY-MM-DD", help="DATCP route: starts its 90 days"
            )
        else:
            received, route, complete = dt.date.today(), "dnr", None
            c2.caption("DNR records the date it receives the draft, the route and when it is complete.")
        submitted = st.form_submit_button(
            "Create submission" if user.can_decide else "File this draft with DNR", type="primary"
        )
    if not submitted:
        return
    if picked is None:
        st.error("Pick the jurisdiction (county, town, village or city) that sent the ordinance.")
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
        dnr_fields = {"route": route, "complete": complete, "overrides": overrides} if user.can_decide else {}
        view = access.create_submission(
            jurisdiction_id=picked.id,
            review=slot.review,
            file_bytes=slot.data,
            received=received,
            title=title.strip(),
            **dnr_fields,
        )
    except Exception as exc:  # the Store's message is written for the user; a database error is not shown
        st.error(escape_md(f"The submission was not created: {shown(exc, 'creating the submission')}"))
        return
    slot.submission_id = view.id
    slot.overrides.clear()  # now kept by the Store and its audit log
    st.session_state["open_submission"] = view.id
    st.switch_page(PAGE_DETAIL)
