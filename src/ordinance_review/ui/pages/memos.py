"""Memos page: the review memo and the self-check report of the current review, in three formats."""

import streamlit as st

from ordinance_review.ui.components.memo_downloads import memo_bytes, memo_downloads
from ordinance_review.ui.memo_context import memo_context
from ordinance_review.ui.navigation import PAGE_REVIEW
from ordinance_review.ui.session import REVIEW_KEY, display_name, get_slot
from ordinance_review.ui.text import escape_md
from ordinance_review.validate import shown

KINDS = {
    "review": ("Review memo", "For the DNR file: each provision, the standard compared, the figures, the verdict and the reason."),
    "self-check": ("Self-check report", "In plain language, for the local government that wrote the ordinance."),
}

st.title("Memos")
slot = get_slot(REVIEW_KEY)
if slot is None:
    st.info("Review an ordinance first; its memos are made here.")
    st.page_link(PAGE_REVIEW, label="Go to the Review page", icon=":material/search:")
    st.stop()

if slot.submission_id is not None:
    from ordinance_review.ui.auth import require_user

    require_user("make memos of a saved submission")
review = slot.effective()
st.markdown(f"For **{escape_md(review.document.title or review.document.filename)}**")
if slot.submission_id is not None:
    st.caption(f"Submission #{slot.submission_id}: overrides and decisions come from the saved record.")
elif slot.overrides:
    st.caption(f"{len(slot.overrides)} override(s) made in this session are included.")

c1, c2 = st.columns(2)
received = None
if slot.submission_id is None:
    received = c1.date_input("Date received (for the due date)", value=None, format="YYYY-MM-DD")
reviewer = c2.text_input("Reviewer (signature block)", value=display_name())
context = memo_context(slot, reviewer=reviewer, received=received)

for kind, (label, blurb) in KINDS.items():
    with st.container(border=True):
        st.markdown(f"**{label}**")
        st.caption(blurb)
        memo_downloads(review, kind=kind, label=label, context=context, key="memos")
        with st.expander("Preview"):
            try:
                # rendered, as the reader sees it: the Markdown file escapes user text ("14\\.42"),
                # which only the source would show
                st.markdown(memo_bytes(review, kind, "md", context).decode("utf-8"))
            except Exception as exc:  # shown, not raised: the downloads above still work
                st.error(escape_md(shown(exc, "writing the preview")))
