"""Submissions page: every submission with its clock (overdue first), and the verdict mix of each."""

import datetime as dt
from collections import Counter

import pandas as pd
import streamlit as st

from ordinance_review.ui import storage
from ordinance_review.ui.auth import require_user, scoped
from ordinance_review.ui.components.submission_form import route_names
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


ROUTES = route_names()  # the route in words, from reference/approval_clock.yaml
reviews = {v.id: storage.effective_review(v.id) for v in views}  # overrides applied: the record


def _decided(view) -> tuple[int, int]:
    """(decided, needing approval) of a submission, by its effective verdicts."""
    review = reviews.get(view.id)
    needing = {f.provision_id for f in review.findings if f.verdict == "exceeds"} if review else set()
    return len(needing & {d.provision_id for d in view.decisions}), len(needing)


# ---------------------------------------------------------------- the work queue: filters, search, sort
f1, f2, f3, f4 = st.columns(4)
statuses_present = sorted({v.clock.status for v in views}, key=list(STATUS_COLORS).index)
pick_status = f1.multiselect("Status", statuses_present, format_func=status_label, placeholder="Any status")
pick_place = f2.multiselect("Jurisdiction", sorted({v.jurisdiction for v in views}), placeholder="Any jurisdiction")
pick_route = f3.multiselect("Route", list(ROUTES), format_func=ROUTES.get, placeholder="Any route")
reviewers = sorted({v.reviewer or "(unassigned)" for v in views})
pick_reviewer = f4.multiselect("Reviewer", reviewers, placeholder="Anyone")
s1, s2 = st.columns([3, 1])
search = s1.text_input("Search", placeholder="Jurisdiction, title, file name or #number")
order = s2.selectbox("Sort by", ["Due date", "Received", "Jurisdiction", "Number"])


def _keep(view) -> bool:
    if pick_status and view.clock.status not in pick_status:
        return False
    if pick_place and view.jurisdiction not in pick_place:
        return False
    if pick_route and view.route not in pick_route:
        return False
    if pick_reviewer and (view.reviewer or "(unassigned)") not in pick_reviewer:
        return False
    needle = search.strip().casefold().lstrip("#")
    haystack = f"{view.id} {view.jurisdiction} {view.title} {view.filename}".casefold()
    return not needle or needle in haystack


sort_keys = {
    "Due date": lambda v: (v.clock.due or dt.date.max, v.id),
    "Received": lambda v: (v.received, v.id),
    "Jurisdiction": lambda v: (v.jurisdiction.casefold(), v.id),
    "Number": lambda v: v.id,
}
queue = sorted((v for v in views if _keep(v)), key=sort_keys[order])
st.caption(f"{len(queue)} of {len(views)} submissions. Click a row to open it.")

frame = pd.DataFrame(
    {
        "#": [v.id for v in queue],
        "Jurisdiction": [v.jurisdiction for v in queue],
        "Title": [getattr(v, "title", "") for v in queue],
        "Route": [ROUTES.get(v.route, v.route).split(" (")[0] for v in queue],  # "DNR approval"
        "Received": [getattr(v, "received", None) for v in queue],
        "Due": [v.clock.due for v in queue],
        "Status": [status_label(v.clock.status) for v in queue],
        "Days left": [v.clock.days_left for v in queue],
        "Decided": ["{} / {}".format(*_decided(v)) for v in queue],
        "Reviewer": [v.reviewer or "—" for v in queue],
        "status": [v.clock.status for v in queue],
    }
)
styled = frame.style.apply(
    lambda row: [f"background-color: {STATUS_COLORS.get(row['status'], '')}"] * len(row), axis=1
)
event = st.dataframe(
    styled,
    hide_index=True,
    width="stretch",
    # every column readable in a 1400 px window (issue 17): about 935 px of table beside the sidebar
    column_order=["#", "Jurisdiction", "Title", "Status", "Due", "Days left", "Decided", "Reviewer", "Received", "Route"],
    column_config={
        "#": st.column_config.NumberColumn(width=40),
        "Jurisdiction": st.column_config.TextColumn(width=140),
        "Title": st.column_config.TextColumn(width=150),
        "Status": st.column_config.TextColumn(width=105),
        "Due": st.column_config.DateColumn(format="YYYY-MM-DD", width=85),
        "Days left": st.column_config.NumberColumn(width=60),
        "Decided": st.column_config.TextColumn(width=60, help="Provisions decided / provisions needing approval"),
        "Reviewer": st.column_config.TextColumn(width=70),
        "Received": st.column_config.DateColumn(format="YYYY-MM-DD", width=85),
        "Route": st.column_config.TextColumn(width=110, help="Who approves: DNR (NR 151.096) or DATCP (ATCP 50.60)"),
    },
    on_select="rerun",
    selection_mode="single-row",
    key="submissions_table",
)
rows = list(event.selection.rows) if event and event.selection else []
if rows and rows[0] < len(queue):  # one click opens the submission
    st.session_state["open_submission"] = queue[rows[0]].id
    st.switch_page(PAGE_DETAIL)
if queue:
    ids = [v.id for v in queue]
    c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
    chosen = c1.selectbox("Submission", ids, format_func=lambda i: _label(queue[ids.index(i)]))
    if c2.button("Open submission", type="primary", width="stretch"):
        st.session_state["open_submission"] = chosen
        st.switch_page(PAGE_DETAIL)

st.markdown("### Verdict mix per submission")
records = []
for view in queue:
    review = reviews.get(view.id)
    if review is None:
        continue
    for verdict, count in Counter(f.verdict for f in review.findings).items():
        records.append({"submission": _label(view), "verdict": verdict, "count": count})
if records:
    st.altair_chart(
        verdict_chart(pd.DataFrame(records), y="submission", height=max(34 * len(queue) + 30, 150)), width="stretch"
    )
