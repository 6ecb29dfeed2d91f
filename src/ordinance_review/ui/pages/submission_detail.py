"""Submission detail: the clock and its counting, the NR 151.096(2)(a) items, DATCP's recommendation,
the decision on each provision, date edits (audited), the audit log and a calendar file."""

import pandas as pd
import streamlit as st

from ordinance_review import clock
from ordinance_review import store as store_module
from ordinance_review.ui.auth import require_user, scoped
from ordinance_review.ui.navigation import PAGE_COMPARE, PAGE_REVIEW, PAGE_SUBMISSIONS
from ordinance_review.ui.session import ReviewSlot, set_slot
from ordinance_review.ui.text import escape_md, status_label, verdict_label
from ordinance_review.validate import shown

DATE_FIELDS: dict[str, str] = {
    "received": "Date received",
    "complete": "Application complete (DATCP route)",
    "item1_received": "Item 1: copy of the ordinance to DNR and DATCP",
    "item2_received": "Item 2: provisions identified for approval",
    "item3_received": "Item 3: supporting documentation",
    "datcp_requested": "DATCP recommendation requested (NR 151.096(2)(b))",
    "datcp_received": "DATCP recommendation received",
    "decision_letter": "Written notice to the local unit, with reasons, dated",
}
DECISIONS = {d: d.replace("_", " ").capitalize() for d in store_module.DECISIONS}

st.title("Submission")
user = require_user("see the submissions")
access = scoped()  # every read and write below goes through the account's access rules
try:
    views = access.list_submissions()
except Exception as exc:
    st.error(escape_md(f"The submissions could not be read: {shown(exc, 'reading the submissions')}"))
    st.stop()
if not views:
    st.info("No submissions yet.")
    st.page_link(PAGE_SUBMISSIONS, label="All submissions", icon=":material/folder_open:")
    st.stop()

ids = [v.id for v in views]
wanted = st.session_state.get("open_submission") or st.query_params.get("id")
index = next((i for i, sid in enumerate(ids) if str(sid) == str(wanted)), 0)
if wanted is not None and str(wanted) not in map(str, ids):
    st.warning(escape_md(f"No submission #{wanted} that your account can see."))
chosen = st.selectbox(
    "Submission",
    ids,
    index=index,
    format_func=lambda i: f"#{i} {views[ids.index(i)].jurisdiction} — {views[ids.index(i)].title}",
)
st.session_state["open_submission"] = chosen
view = access.get_submission(chosen)
review = access.effective_review(chosen)
# The versions drawn on the previous run are what this person saw: a save sends them back, and if
# someone else saved in between the Store refuses it (ConflictError names them and their change).
_seen_key = f"detail_seen_versions_{chosen}"
seen_versions = st.session_state.get(_seen_key) or {"record": view.version}
st.session_state[_seen_key] = {"record": view.version, **{d.provision_id: d.version for d in view.decisions}}
status = view.clock

st.subheader(escape_md(f"{view.jurisdiction} — {view.title or view.filename}"))
rule = clock.rules().routes.get(view.route)
if rule is not None:
    st.caption(escape_md(f"{rule.name}: {rule.summary}"))

if st.button("Open this review on the Review page"):
    set_slot(
        ReviewSlot(
            review=view.review,
            data=view.file_bytes,
            filename=view.filename,
            sha256=view.file_sha256,
            submission_id=view.id,
        )
    )
    st.switch_page(PAGE_REVIEW)

# ---------------------------------------------------------------- versions (compare/)
chain = access.version_chain(chosen)
if len(chain) > 1:
    st.caption(escape_md("Versions: " + " → ".join(
        f"#{v.id} received {v.received.isoformat()}" + (" (this one)" if v.id == chosen else "") for v in chain
    )))  # fmt: skip
if st.button("New version", help="Compare a new version of this ordinance with this one and save it as a linked submission"):
    st.session_state["compare_submission"] = chosen
    st.session_state["compare_source"] = "A saved submission and a new file"
    st.switch_page(PAGE_COMPARE)

# ---------------------------------------------------------------- the clock
c1, c2, c3, c4 = st.columns(4)
c1.metric("Status", status_label(status.status))
c2.metric("Due", status.due.isoformat() if status.due else "—")
c3.metric("Days elapsed", status.days_elapsed)
c4.metric("Days left", "—" if status.days_left is None else status.days_left)
counting = [f"Day 0: {status.start} ({status.start_label})" if status.start else "Day 0: not started"]
if status.due:
    counting.append(f"Day 90: {status.due} ({status.due_weekday or format(status.due, '%A')})")
counting.append(f"Rule: {status.rule}")
st.caption(escape_md(" · ".join(counting)))
weekend_rule = status.weekend_holiday_rule or clock.rules().weekend_holiday_rule
if status.weekend_or_holiday and not any(weekend_rule in note for note in status.notes):
    holidays = ", ".join(status.due_holidays)
    st.warning(
        escape_md(
            f"The due date falls on a {'holiday (' + holidays + ')' if holidays else 'weekend'}; "
            f"see {weekend_rule}. The date is not moved."
        )
    )
if status.notes:
    st.info("\n".join(f"- {escape_md(note)}" for note in status.notes), icon=":material/info:")

# ---------------------------------------------------------------- items and milestones
left, right = st.columns(2, gap="large")
with left:
    st.markdown("### Checklist — NR 151.096(2)(a)")
    for field in ("item1_received", "item2_received", "item3_received"):
        value = getattr(view, field)
        mark = ":green[:material/check_box:]" if value else ":gray[:material/check_box_outline_blank:]"
        st.markdown(f"{mark} {escape_md(DATE_FIELDS[field])}" + (f" — {value}" if value else " — not yet received"))
    st.markdown("### DATCP recommendation")
    requested, received = view.datcp_requested, view.datcp_received
    for done, what in ((requested, "Requested"), (received, "Received")):
        mark = ":green[:material/check_box:]" if done else ":gray[:material/check_box_outline_blank:]"
        st.markdown(f"{mark} {what}" + (f" — {done}" if done else " — not yet"))
    recommendation = view.datcp_recommendation
    if recommendation:
        st.caption(escape_md(recommendation))

with right:
    st.markdown("### Dates")
    with st.form("dates", border=True):
        values = {}
        halves = st.columns(2)
        for n, (field, label) in enumerate(DATE_FIELDS.items()):
            values[field] = halves[n % 2].date_input(
                label, value=getattr(view, field), format="YYYY-MM-DD", disabled=not user.can_decide
            )
        saved = st.form_submit_button("Save dates", disabled=not user.can_decide)
    if not user.can_decide:
        st.caption("Dates are kept by DNR; your account can view them.")
    if saved:
        changes = {f: v for f, v in values.items() if v != getattr(view, f)}
        if not changes:
            st.info("No date changed.")
        elif changes.get("received", True) is None:
            st.error("The date received cannot be empty.")
        else:
            try:
                access.update_submission(chosen, expected_version=seen_versions["record"], **changes)
            except Exception as exc:  # e.g. a decision dated before receipt: the Store says why
                st.error(escape_md(f"Not saved: {shown(exc, 'saving the dates')}"))
            else:
                st.rerun()

# ---------------------------------------------------------------- decisions
st.markdown("### Decisions per provision")
decisions = {d.provision_id: d for d in view.decisions}
if review is not None:
    needing = [f for f in review.findings if f.verdict == "exceeds"]
    table = pd.DataFrame(
        {
            "Provision": [f.label for f in needing],
            "Verdict": [verdict_label(f.verdict) + (" (overridden)" if f.overridden else "") for f in needing],
            "Standard": [", ".join(f.standards[:2]) for f in needing],
            "Decision": [DECISIONS[decisions[f.provision_id].decision] if f.provision_id in decisions else "—" for f in needing],
            "Reason": [decisions[f.provision_id].reason if f.provision_id in decisions else "" for f in needing],
        }
    )
    if needing:
        st.dataframe(table, hide_index=True, width="stretch")
        with st.form("decide", border=True):
            c1, c2 = st.columns([2, 1])
            pid = c1.selectbox(
                "Provision", [f.provision_id for f in needing], format_func=lambda p: review.finding_for(p).label
            )
            decision = c2.selectbox("Decision", list(DECISIONS), format_func=DECISIONS.get)
            why = st.text_area("Reason (required)", height=70)
            decided = st.form_submit_button("Record decision", disabled=not user.can_decide)
        if not user.can_decide:
            st.caption("Decisions are made by DNR reviewers; your account can view them.")
        if decided:
            if not why.strip():
                st.error("A reason is required for a decision; nothing was recorded.")
            else:
                try:
                    access.decide(
                        chosen, pid, decision=decision, reason=why.strip(), expected_version=seen_versions.get(pid, 0)
                    )
                except Exception as exc:
                    st.error(escape_md(f"Not recorded: {shown(exc, 'recording the decision')}"))
                else:
                    st.rerun()
    else:
        st.caption("No provision of this ordinance needs approval.")

# ---------------------------------------------------------------- audit and exports
st.markdown("### Audit log")
_checked, _tampered = access.verify_audit()  # the hash chain (issue 20): a rewritten row shows here
if _tampered:
    st.error(
        escape_md(
            f"The audit log fails its integrity check ({len(_tampered)} problems, first: {_tampered[0]}); "
            "it was changed outside the app. Tell the database administrator; "
            "`ordinance-review audit verify` lists every problem."
        )
    )
else:
    st.caption(f"Audit log integrity checked: {_checked} entries, every hash and link matches.")
entries = access.audit_log(chosen)
if entries:
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "When": e.at,
                    "Who": e.who,
                    "What": f"{e.entity} {e.field}",
                    "Of": e.entity_id,
                    "Old": e.old,
                    "New": e.new,
                    "Reason": e.reason,
                }
                for e in entries
            ]
        ),
        hide_index=True,
        width="stretch",
    )
c1, c2 = st.columns(2)
c1.download_button(
    "Audit log (CSV)",
    data=access.export_audit_csv(chosen),
    file_name=f"submission-{chosen}-audit.csv",
    mime="text/csv",
    width="stretch",
)
try:
    from ordinance_review.calendar_export import submission_ics

    ics = submission_ics(view)
except Exception as exc:  # the calendar is a convenience: report, do not fail the page
    c2.caption(escape_md(f"Calendar file unavailable: {shown(exc, 'making the calendar file')}"))
else:
    c2.download_button(
        "Due dates (calendar .ics)", data=ics, file_name=f"submission-{chosen}.ics", mime="text/calendar", width="stretch"
    )
