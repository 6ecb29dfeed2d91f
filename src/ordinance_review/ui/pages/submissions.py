"""Submissions page: every submission with its clock (overdue first), and the verdict mix of each."""

import datetime as dt
from collections import Counter

import pandas as pd
import streamlit as st

from ordinance_review.ui import storage
from ordinance_review.ui.auth import require_user, scoped
from ordinance_review.ui.components.summary import verdict_chart
from ordinance_review.ui.navigation import PAGE_DETAIL, PAGE_REVIEW
from ordinance_review.ui.text import STATUS_COLORS, escape_md, status_badge, status_label
from ordinance_review.validate import shown

st.title("Submissions")
require_user("see the submissions")
on = st.columns([1, 3])[0].date_input("Clock as of", value=dt.date.today(), format="YYYY-MM-DD")
try:
    views = scoped().list_submissions(on=on)  # only the signed-in account's submissions
except Exception as exc:  # a database the app cannot open is reported, not a traceback
    st.error(escape_md(f"The submissions could not be read: {shown(exc, 'reading the submissions')}"))
    st.stop()
if not views:
    st.info("No submissions yet. Review an ordinance and create a submission from it.")
    st.page_link(PAGE_REVIEW, label="Go to the Review page", icon=":material/search:")
    st.stop()

statuses = Counter(v.clock.status for v in views)
cols = st.columns(4)
for col, status in zip(cols, ["overdue", "due_soon", "on_time", "decided_on_time"], strict=True):
    col.metric(status_badge(status), statuses.get(status, 0))


def _label(view) -> str:
    return f"#{view.id} {view.jurisdiction}"


frame = pd.DataFrame(
    {
        "#": [v.id for v in views],
        "Jurisdiction": [v.jurisdiction for v in views],
        "Title": [getattr(v, "title", "") for v in views],
        "Route": [getattr(v, "route", "") for v in views],
        "Received": [getattr(v, "received", None) for v in views],
        "Due": [v.clock.due for v in views],
        "Status": [status_label(v.clock.status) for v in views],
        "Days left": [v.clock.days_left for v in views],
        "status": [v.clock.status for v in views],
    }
)
styled = frame.style.apply(
    lambda row: [f"background-color: {STATUS_COLORS.get(row['status'], '')}"] * len(row), axis=1
)
event = st.dataframe(
    styled,
    hide_index=True,
    width="stretch",
    column_order=["#", "Jurisdiction", "Status", "Due", "Days left", "Received", "Route", "Title"],
    column_config={
        "#": st.column_config.NumberColumn(width=40),
        "Jurisdiction": st.column_config.TextColumn(width="medium"),
        "Status": st.column_config.TextColumn(width="medium"),
        "Title": st.column_config.TextColumn(width="large"),
        "Received": st.column_config.DateColumn(format="YYYY-MM-DD"),
        "Due": st.column_config.DateColumn(format="YYYY-MM-DD"),
    },
    on_select="rerun",
    selection_mode="single-row",
    key="submissions_table",
)
ids = [v.id for v in views]
rows = list(event.selection.rows) if event and event.selection else []
default = rows[0] if rows and rows[0] < len(ids) else 0
c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
chosen = c1.selectbox("Submission", ids, index=default, format_func=lambda i: _label(views[ids.index(i)]))
if c2.button("Open submission", type="primary", width="stretch"):
    st.session_state["open_submission"] = chosen
    st.switch_page(PAGE_DETAIL)

st.markdown("### Verdict mix per submission")
records = []
for view in views:
    review = storage.effective_review(view.id)
    if review is None:
        continue
    for verdict, count in Counter(f.verdict for f in review.findings).items():
        records.append({"submission": _label(view), "verdict": verdict, "count": count})
if records:
    st.altair_chart(
        verdict_chart(pd.DataFrame(records), y="submission", height=max(34 * len(views) + 30, 150)), width="stretch"
    )
