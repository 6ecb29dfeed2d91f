"""Override a verdict, with a required reason.

Before a submission exists the override lives in the session (and in memos made from it); once the
review belongs to a submission, the Store records it in the audit log.
"""

from __future__ import annotations

import datetime as dt

import streamlit as st

from ordinance_review.models import VERDICTS, Finding
from ordinance_review.ui.session import Override, ReviewSlot, who
from ordinance_review.ui.text import VERDICT_LABELS, escape_md
from ordinance_review.validate import shown


def override_form(slot: ReviewSlot, finding: Finding, *, key: str) -> None:
    if slot.submission_id is not None:
        from ordinance_review.ui.auth import current_user

        user = current_user()
        if user is None or not user.can_decide:
            st.caption("Verdicts of a saved submission are overridden by DNR reviewers (signed in).")
            return
    seen_key = f"verdict_versions_{slot.submission_id}"
    if slot.submission_id is not None and seen_key not in st.session_state:
        # The override versions as first shown (one read for all provisions): sent back on save so a
        # verdict another reviewer changed meanwhile is reported (ConflictError), not overwritten.
        from ordinance_review.ui.auth import scoped

        view = scoped().get_submission(slot.submission_id)
        st.session_state[seen_key] = {o.provision_id: view.verdict_version(o.provision_id) for o in view.overrides}
    with st.form(f"{key}_override_{finding.provision_id}", clear_on_submit=False, border=True):
        st.markdown("**Override the verdict**")
        c1, c2 = st.columns([1, 2])
        verdict = c1.selectbox(
            "New verdict",
            VERDICTS,
            index=VERDICTS.index(finding.verdict),
            format_func=lambda v: VERDICT_LABELS[v],
        )
        reason = c2.text_area("Reason (required)", height=80, placeholder="Why the engine's verdict is wrong")
        submitted = st.form_submit_button("Override verdict")
    if not submitted:
        return
    if not reason.strip():
        st.error("A reason is required to override a verdict; nothing was changed.")
        return
    if verdict == finding.verdict and not finding.overridden:
        st.warning("That is already the verdict; nothing was changed.")
        return
    if slot.submission_id is not None:
        from ordinance_review.ui.auth import scoped

        seen = st.session_state.pop(seen_key, {}).get(finding.provision_id, 0)
        try:  # the audit log names the signed-in account (the access layer sets `who`)
            scoped().override_verdict(
                slot.submission_id, finding.provision_id, verdict=verdict, reason=reason.strip(), expected_version=seen
            )
        except Exception as exc:  # the Store's own message (conflict, validation); a database error: generic
            st.error(escape_md(f"The override was not saved: {shown(exc, 'saving the override')}"))
            return
    else:
        slot.overrides[finding.provision_id] = Override(
            verdict=verdict, reason=reason.strip(), who=who(), at=dt.datetime.now(dt.UTC)
        )
    st.session_state[f"{key}_flash"] = f"Verdict of {finding.label} set to {VERDICT_LABELS[verdict]}."
    st.rerun()
