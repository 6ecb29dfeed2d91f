"""What the caller knows beyond the review itself: dates, route, reviewer, decisions.

The memo never looks at the clock of the machine: the caller passes `memo_date` (normally today),
so the same review and context always give the same memo.
"""

from __future__ import annotations

import datetime as dt

from pydantic import BaseModel, ConfigDict, Field

from ordinance_review.models import Route, Verdict


class Override(BaseModel):
    """A reviewer's change of the automated verdict for one provision, with the reason."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    label: str
    old_verdict: Verdict
    new_verdict: Verdict
    reason: str = ""
    who: str = ""
    when: dt.date | None = None


class MemoContext(BaseModel):
    """Facts for the memo heading, clock, decision and signature. Every field is optional."""

    model_config = ConfigDict(extra="forbid")

    jurisdiction: str = ""  # overrides the jurisdiction found in the document
    received: dt.date | None = None  # date the agency received the ordinance (starts the clock)
    due: dt.date | None = None  # decision due date; computed from `received` for the DNR route if unset
    clock_status: str = ""  # e.g. "Day 34 of 90; 56 days left" (from the clock module)
    route: Route | None = None  # overrides review.outcome.route
    reviewer: str = ""  # reviewer name for the signature block
    reviewer_title: str = ""
    datcp_requested: dt.date | None = None  # date DNR asked DATCP for its recommendation
    datcp_received: dt.date | None = None
    datcp_recommendation: str = ""
    # provision_id -> (decision, reason), e.g. {"p17": ("approved", "needed for Lake Tessaly")}
    decisions: dict[str, tuple[str, str]] = Field(default_factory=dict)
    overrides: list[Override] = Field(default_factory=list)
    decision_date: dt.date | None = None  # date of the decision letter
    memo_date: dt.date | None = None  # date printed on the memo; the caller passes today
