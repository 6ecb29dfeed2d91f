"""Submission detail: the clock and its counting, the NR 151.096(2)(a) items, DATCP's recommendation,
the decision on each provision, date edits (audited), the audit log and a calendar file."""

import pandas as pd
import streamlit as st

from ordinance_review import audit_text, clock
from ordinance_review import store as store_module
from ordinance_review.ui.auth import require_user, scoped
from ordinance_review.ui.components.memo_downloads import memo_downloads
from ordinance_review.ui.memo_context import memo_context
from ordinance_review.ui.navigation import PAGE_COMPARE, PAGE_REVIEW, PAGE_SUBMISSIONS
from ordinance_review.ui.session import ReviewSlot, display_name, set_slot
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

_who_reviews = view.reviewer or "nobody yet"
_a, _b = st.columns([3, 1], vertical_alignment="center")
_a.markdown(f"Reviewer: **{escape_md(_who_reviews)}**")
if user.can_decide and view.reviewer != user.username and _b.button("Assign to me", width="stretch"):
    try:
        access.update_submission(chosen, expected_version=view.version, reviewer=user.username)
    except Exception as exc:
        st.error(escape_md(f"Not assigned: {shown(exc, 'assigning the submission')}"))
    else:
        st.rerun()

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
_latest = chain[-1].id if chain else chosen  # a new version follows the latest one: versions never fork
if _latest != chosen:
    st.caption(escape_md(f"A later version of this ordinance is submission #{_latest}: a new version follows it."))
if st.button("New version", help="Compare a new version of this ordinance with its latest version and save it as a linked submission"):
    st.session_state["compare_submission"] = _latest
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

_letter_key = f"detail_letter_unconfirmed_{chosen}"


def _nothing_decided(review, view) -> bool:
    needing = {f.provision_id for f in review.findings if f.verdict == "exceeds"}
    return bool(needing) and not needing & {d.provision_id for d in view.decisions}


def _save_dates(changes: dict) -> None:
    try:
        access.update_submission(chosen, expected_version=seen_versions["record"], **changes)
    except Exception as exc:  # e.g. a decision dated before receipt: the Store says why
        st.error(escape_md(f"Not saved: {shown(exc, 'saving the dates')}"))
    else:
        st.rerun()


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
        elif changes.get("decision_letter") and review is not None and _nothing_decided(review, view):
            # issue 17: a decision letter dated while no provision is decided needs a second look
            st.session_state[_letter_key] = changes
        else:
            _save_dates(changes)
    if st.session_state.get(_letter_key):
        st.warning(
            "No provision of this submission has a decision yet. A decision letter dated now would "
            "tell the local unit nothing was decided. Record the decisions first, or confirm."
        )
        confirm, cancel = st.columns(2)
        if confirm.button("Date the letter anyway", key="confirm_letter"):
            _save_dates(st.session_state.pop(_letter_key))
        if cancel.button("Cancel", key="cancel_letter"):
            st.session_state.pop(_letter_key)
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
            "Decision": [DECISIONS[decisions[f.provision_id].decision] if f.provision_id in decisions else "Pending" for f in needing],
            "Reason": [decisions[f.provision_id].reason if f.provision_id in decisions else "" for f in needing],
        }
    )
    if needing:
        done = sum(f.provision_id in decisions for f in needing)
        st.caption(f"{done} of {len(needing)} provisions needing approval decided.")
        st.dataframe(
            table,
            hide_index=True,
            width="stretch",
            column_config={
                "Provision": st.column_config.TextColumn(width="medium"),
                "Verdict": st.column_config.TextColumn(width="small"),
                "Standard": st.column_config.TextColumn(width="medium"),
                "Decision": st.column_config.TextColumn(width="small"),
                "Reason": st.column_config.TextColumn(width="large"),
            },
        )
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

# ---------------------------------------------------------------- the memo, here (issue 17)
st.markdown("### Review memo")
_memo_slot = ReviewSlot(
    review=view.review, data=view.file_bytes, filename=view.filename, sha256=view.file_sha256, submission_id=view.id
)
try:
    _memo_context = memo_context(_memo_slot, reviewer=display_name(), received=view.received)
    memo_downloads(review or view.review, kind="review", label="Review memo", context=_memo_context, key=f"detail_{chosen}")
except Exception as exc:  # the memo is a convenience here: report, do not fail the page
    st.caption(escape_md(f"Memo unavailable: {shown(exc, 'writing the memo')}"))

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
    st.dataframe(  # for people (issue 17): plain actions, provision labels, local time with its zone
        pd.DataFrame(audit_text.rows(entries, view.review)),
        hide_index=True,
        width="stretch",
        column_config={
            "When": st.column_config.TextColumn(width=150),
            "Who": st.column_config.TextColumn(width=90),
            "What": st.column_config.TextColumn(width=190),
            "Of": st.column_config.TextColumn(width=120),
            "Old": st.column_config.TextColumn(width=110),
            "New": st.column_config.TextColumn(width="medium"),
            "Reason": st.column_config.TextColumn(width="medium"),
        },
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
