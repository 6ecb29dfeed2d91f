"""Review page: upload an ordinance (or the sample), see the outcome, open each provision, override."""

import streamlit as st

from ordinance_review.ui.components.detail import show_detail
from ordinance_review.ui.components.override import override_form
from ordinance_review.ui.components.page_image import show_page
from ordinance_review.ui.components.provisions import provisions_table
from ordinance_review.ui.components.submission_form import create_submission_form
from ordinance_review.ui.components.summary import show_summary
from ordinance_review.ui.components.upload import upload_and_review
from ordinance_review.ui.session import REVIEW_KEY, get_slot
from ordinance_review.ui.text import escape_md

st.title("Review an ordinance")
st.caption(
    "Upload a county or town livestock ordinance (PDF or Word). Each provision is compared with the "
    "state standards and marked if it exceeds them and so needs state approval."
)
slot = upload_and_review(slot_key=REVIEW_KEY, label="Ordinance file (PDF or Word)", sample_button=True)
if slot is None:
    st.info("Upload an ordinance or click **Review the sample ordinance** to begin.")
    st.stop()

review = slot.effective()
flash = st.session_state.pop("review_flash", None)
if flash:
    st.toast(escape_md(flash), icon=":material/edit:")
st.divider()
show_summary(review)

st.markdown("### Provisions")


@st.fragment
def provisions_and_detail() -> None:
    """A filter or a click reruns only this part (not the upload, the summary or the chart); an
    override reruns the whole page (`st.rerun()` in the form) so the counts follow."""
    slot = get_slot(REVIEW_KEY)
    review = slot.effective()
    picked = provisions_table(review, key="review")
    if picked is None:
        return
    provision = review.provision(picked)
    finding = review.finding_for(picked)
    with st.container(border=True):
        show_detail(
            provision,
            finding,
            page_image=lambda: show_page(
                slot.data, slot.sha256, provision, st.session_state.get(f"{REVIEW_KEY}_password") or None
            ),
        )
        if finding is not None:
            override_form(slot, finding, key="review")


provisions_and_detail()

st.markdown("### Create a submission")
st.caption("Track the approval clock, the checklist and the decisions for this ordinance.")
create_submission_form(slot)
