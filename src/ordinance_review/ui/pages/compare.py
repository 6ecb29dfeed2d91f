"""Compare page: two versions of an ordinance (two uploads, or a saved submission and a new upload),
side by side with the changed words highlighted, filters, the amendment memo, and **New version**
(a linked submission with its own 90-day clock and the earlier decisions on unchanged provisions)."""

import datetime as dt

import pandas as pd
import streamlit as st

from ordinance_review.compare import CarriedDecision, Comparison, compare_reviews
from ordinance_review.compare.memo import render as render_memo
from ordinance_review.errors import ReviewError
from ordinance_review.memo import MemoContext
from ordinance_review.store import apply_overrides
from ordinance_review.ui.auth import scoped
from ordinance_review.ui.navigation import PAGE_DETAIL
from ordinance_review.ui.runner import run_review
from ordinance_review.ui.text import escape_md
from ordinance_review.validate import shown

st.title("Compare versions")
st.caption(
    "Align two versions of an ordinance provision by provision: what changed, which changed provisions "
    "exceed the state standards, which keep or lose the pre-2002 exemption, and what was decided before."
)
access = scoped()
sources = ["Two files"] + (["A saved submission and a new file"] if access is not None else [])
source = st.radio("Compare", sources, horizontal=True, key="compare_source")


def _review(upload) -> object | None:
    if upload is None:
        return None
    try:
        return run_review(upload.getvalue(), upload.name)
    except ReviewError as exc:
        st.error(escape_md(str(exc)))
        return None


earlier_id = None
decisions: dict[str, CarriedDecision] = {}
if source == "Two files":
    c1, c2 = st.columns(2)
    old = _review(c1.file_uploader("Earlier version", type=["pdf", "docx"], key="compare_old"))
    new_upload = c2.file_uploader("New version", type=["pdf", "docx"], key="compare_new")
else:
    views = access.list_submissions()
    if not views:
        st.info("No submissions yet: create one on the Review page first.")
        st.stop()
    ids = [v.id for v in views]
    wanted = st.session_state.get("compare_submission") or st.session_state.get("open_submission")
    index = next((i for i, sid in enumerate(ids) if str(sid) == str(wanted)), 0)
    earlier_id = st.selectbox("Earlier version (submission)", ids, index=index,
                              format_func=lambda i: f"#{i} {views[ids.index(i)].jurisdiction} — {views[ids.index(i)].title}")
    earlier = access.get_submission(earlier_id)
    old = apply_overrides(earlier.review, earlier.overrides)
    decisions = {d.provision_id: CarriedDecision(decision=d.decision, reason=d.reason, who=d.who, submission_id=earlier.id)
                 for d in earlier.decisions}
    new_upload = st.file_uploader("New version", type=["pdf", "docx"], key="compare_new_for_submission")
new = _review(new_upload)
if old is None or new is None:
    st.info("Give both versions to compare them.")
    st.stop()

comparison: Comparison = compare_reviews(old, new, decisions=decisions)
s = comparison.summary
m1, m2, m3, m4 = st.columns(4)
m1.metric("Changed provisions", s.changed)
m2.metric("Need review", s.needs_review)
m3.metric("Verdicts changed", s.verdict_changed)
m4.metric("Decisions carried over", s.carried_decisions)
st.caption(escape_md(s.text))

f1, f2, f3 = st.columns(3)
only_changed = f1.toggle("Changed only", value=True, key="compare_changed")
only_review = f2.toggle("Needs review only", key="compare_needs_review")
only_verdict = f3.toggle("Verdict changed only", key="compare_verdict")
pairs = [
    p for p in comparison.pairs
    if (not only_changed or p.change not in ("unchanged", "renumbered") or p.needs_review)
    and (not only_review or p.needs_review) and (not only_verdict or p.verdict_changed)
]  # fmt: skip
st.dataframe(
    pd.DataFrame([
        {"Earlier": p.old_label or "—", "New": p.new_label or "—", "Change": p.change,
         "Similarity": p.similarity, "Earlier verdict": p.old_verdict or "—", "New verdict": p.new_verdict or "—",
         "Needs review": "yes" if p.needs_review else "", "Interpretation": "yes" if "interpretation" in p.flags else "",
         "Reason": p.reason}
        for p in pairs
    ], columns=["Earlier", "New", "Change", "Similarity", "Earlier verdict", "New verdict", "Needs review", "Interpretation", "Reason"]),
    hide_index=True, width="stretch",
)  # fmt: skip


def _side(p, side: str) -> str:
    """The words of one side, the changed ones highlighted with Streamlit's own markdown colours.

    Every piece goes through `escape_md`, so ordinance text can never become markup (no raw HTML).
    """
    out = []
    for d in p.diff:
        text = escape_md(d.text)
        if d.op == "equal":
            out.append(text)
        elif d.op == "delete" and side == "old":
            out.append(f":red-background[~~{text}~~]")
        elif d.op == "insert" and side == "new":
            out.append(f":green-background[{text}]")
    return " ".join(out) if p.diff else escape_md(p.old_text if side == "old" else p.new_text)


for p in pairs:
    with st.container(border=True):
        title = f"{p.old_label or '—'} → {p.new_label or '—'}: {p.change}" + (" — needs review" if p.needs_review else "")
        st.markdown(f"**{escape_md(title)}**")
        left, right = st.columns(2)
        left.markdown(_side(p, "old"))
        right.markdown(_side(p, "new"))
        if p.interpretation:
            st.caption(escape_md("Interpretation: " + p.interpretation))

memo = render_memo(comparison, fmt="md", context=MemoContext(memo_date=dt.date.today()))
d1, d2 = st.columns(2)
d1.download_button("Amendment memo (Markdown)", data=memo, file_name="amendment-memo.md", mime="text/markdown")
d2.download_button("Amendment memo (PDF)", data=render_memo(comparison, fmt="pdf", context=MemoContext(memo_date=dt.date.today())),
                   file_name="amendment-memo.pdf", mime="application/pdf")

if earlier_id is not None:
    st.markdown("### New version")
    st.caption("Save the new file as a new version of the submission: its own 90-day clock from the date received, "
               "and the earlier decisions on the unchanged provisions carried over.")
    received = st.date_input("Date received", value=dt.date.today(), key="compare_received")
    if st.button("New version", type="primary"):
        try:
            view, _ = access.new_version(earlier_id, review=new, file_bytes=new_upload.getvalue(), received=received)
        except Exception as exc:  # the Store's message; a database error is logged, not shown
            st.error(escape_md(shown(exc, "saving the new version")))
        else:
            st.session_state["open_submission"] = st.session_state["compare_submission"] = view.id  # now the latest
            st.switch_page(PAGE_DETAIL)
