"""Self-check page: a local government checks its own draft, in plain language, nothing stored."""

import datetime as dt

import streamlit as st

from ordinance_review.memo import MemoContext
from ordinance_review.ui.components.detail import show_detail
from ordinance_review.ui.components.memo_downloads import memo_downloads
from ordinance_review.ui.components.provisions import provisions_table
from ordinance_review.ui.components.summary import show_summary
from ordinance_review.ui.components.upload import upload_and_review
from ordinance_review.ui.session import SELF_CHECK_KEY, get_slot

st.title("Check your draft ordinance")
st.markdown(
    "Drafting a livestock or manure ordinance? Upload the draft to see which parts are **stricter than "
    "the state rules**. Those parts need state approval before your county or town can enforce them. "
    "Nothing you upload here is saved."
)
slot = upload_and_review(slot_key=SELF_CHECK_KEY, label="Your draft (PDF or Word)", sample_button=False)
if slot is None:
    st.info("Upload your draft to begin.")
    st.stop()

review = slot.review
st.divider()
show_summary(review, plain=True)
st.markdown("### Each part of your draft")


@st.fragment
def parts_and_detail() -> None:
    """A filter or a click reruns only the table and the detail pane."""
    review = get_slot(SELF_CHECK_KEY).review
    picked = provisions_table(review, key="self_check", plain=True)
    if picked is not None:
        with st.container(border=True):
            show_detail(review.provision(picked), review.finding_for(picked), plain=True)


parts_and_detail()

st.markdown("### Take the report with you")
memo_downloads(
    review, kind="self-check", label="Self-check report", context=MemoContext(memo_date=dt.date.today()), key="self_check"
)
