"""The memo's context (dates, clock, decisions, overrides) from what the app knows about a review.

A review tied to a submission takes everything from the Store (the record); an unsaved review has
only the session's overrides and the date the reviewer types in.
"""

from __future__ import annotations

import datetime as dt

from ordinance_review.memo import MemoContext
from ordinance_review.memo.context import Override as MemoOverride
from ordinance_review.ui.session import ReviewSlot


def _label(slot: ReviewSlot, provision_id: str) -> str:
    provision = slot.review.provision(provision_id)
    return provision.label if provision else provision_id


def memo_context(slot: ReviewSlot, *, reviewer: str, received: dt.date | None) -> MemoContext:
    today = dt.date.today()
    if slot.submission_id is None:
        overrides = [
            MemoOverride(
                label=_label(slot, pid),
                old_verdict=slot.review.finding_for(pid).verdict,
                new_verdict=ov.verdict,
                reason=ov.reason,
                who=ov.who,
                when=ov.at.date(),
            )
            for pid, ov in slot.overrides.items()
            if slot.review.finding_for(pid) is not None
        ]
        return MemoContext(received=received, reviewer=reviewer, overrides=overrides, memo_date=today)

    from ordinance_review.store import SubmissionNotFound
    from ordinance_review.ui.auth import scoped

    access = scoped()  # a submission's record only for an account that may see it
    if access is None:
        raise SubmissionNotFound("sign in to make memos of a saved submission")
    view = access.get_submission(slot.submission_id)
    latest = {o.provision_id: o for o in sorted(view.overrides, key=lambda o: o.id)}
    first = {o.provision_id: o for o in sorted(view.overrides, key=lambda o: -o.id)}
    status = view.clock
    clock_status = ""
    if status.due is not None:
        left = f"{status.days_left} days left" if (status.days_left or 0) >= 0 else f"{-status.days_left} days late"
        clock_status = f"Day {status.days_elapsed} of 90; {left} ({status.status.replace('_', ' ')})"
    return MemoContext(
        jurisdiction=view.jurisdiction,
        received=view.received,
        due=status.due,
        clock_status=clock_status,
        route=view.route,
        reviewer=reviewer or view.reviewer,
        datcp_requested=view.datcp_requested,
        datcp_received=view.datcp_received,
        datcp_recommendation=view.datcp_recommendation,
        decisions={d.provision_id: (d.decision, d.reason) for d in view.decisions},
        overrides=[
            MemoOverride(
                label=_label(slot, pid),
                old_verdict=first[pid].old_verdict,
                new_verdict=o.new_verdict,
                reason=o.reason,
                who=o.who,
                when=o.at.date(),
            )
            for pid, o in latest.items()
        ],
        decision_date=view.decision_letter,
        memo_date=today,
    )
