"""The audit log for people (issue 17): plain actions, provision labels, local time with its zone.

The log itself stays as recorded (entity, field, ids, UTC): this module only words it, for the
Submission page and the CSV export alike, so the two never disagree. "verdict verdict" becomes
"Verdict overridden", "p14" becomes "§ 9-4 B.(1)", "exceeds" becomes "Exceeds", and
2026-10-01 14:05 UTC becomes "2026-10-01 09:05 CDT".

The zone is ``ORDINANCE_REVIEW_TIMEZONE`` (an IANA name), by default America/Chicago: Wisconsin's.
"""

from __future__ import annotations

import datetime as dt
import os
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from ordinance_review.models import VERDICT_NAMES, Review

TIMEZONE_ENV = "ORDINANCE_REVIEW_TIMEZONE"
DEFAULT_TIMEZONE = "America/Chicago"

FIELD_NAMES = {
    "received": "date received",
    "complete": "date the application was complete",
    "item1_received": "item 1 (copy to DNR and DATCP) received",
    "item2_received": "item 2 (provisions identified) received",
    "item3_received": "item 3 (supporting documentation) received",
    "datcp_requested": "DATCP recommendation requested",
    "datcp_received": "DATCP recommendation received",
    "datcp_recommendation": "DATCP recommendation",
    "decision_letter": "decision letter date",
    "jurisdiction": "jurisdiction",
    "title": "title",
    "route": "route",
    "reviewer": "assigned reviewer",
    "locked_until": "lock",
    "role": "role",
    "password": "password",
    "name": "name",
}
DECISION_NAMES = {"approved": "Approved", "denied": "Denied", "no_approval_needed": "No approval needed"}
ROUTE_NAMES = {"dnr": "DNR (NR 151.096)", "datcp": "DATCP (ATCP 50.60)"}


@lru_cache(maxsize=4)
def _zone(name: str) -> dt.tzinfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo(DEFAULT_TIMEZONE)


def zone() -> dt.tzinfo:
    return _zone(os.environ.get(TIMEZONE_ENV, "").strip() or DEFAULT_TIMEZONE)


def local_time(at: dt.datetime) -> str:
    """ "2026-10-01 09:05 CDT": the reader's clock, with the zone named."""
    at = at if at.tzinfo else at.replace(tzinfo=dt.UTC)
    return at.astimezone(zone()).strftime("%Y-%m-%d %H:%M %Z")


def action(entity: str, field: str, old: str | None) -> str:
    """What happened, in words."""
    if entity == "submission":
        return "Submission created" if field == "created" else f"Changed the {FIELD_NAMES.get(field, field)}"
    if entity == "verdict":
        return "Verdict overridden"
    if entity == "decision":
        if field == "reason":
            return "Decision reason written" if old is None else "Decision reason changed"
        return "Decision recorded" if old is None else "Decision changed"
    if entity == "account":
        if field == "created":
            return "Account created"
        if field == "password":
            return "Password set"
        return f"Account {FIELD_NAMES.get(field, field)} changed"
    if entity == "jurisdiction":
        return "Jurisdiction added" if field == "created" else "Jurisdiction corrected"
    return f"{entity} {field}".capitalize()


def subject(entity: str, entity_id: str, review: Review | None) -> str:
    """What it was done to: a provision's label, "Submission #4", an account's name."""
    if entity in ("verdict", "decision") and review is not None:
        provision = review.provision(entity_id)
        if provision is not None:
            return provision.label
        finding = review.finding_for(entity_id)
        return finding.label if finding else entity_id
    if entity == "submission":
        return f"Submission #{entity_id}"
    return entity_id


def value(entity: str, field: str, raw: str | None) -> str:
    """A recorded value in words (verdict and decision names, routes); the creation summary as is."""
    if raw is None:
        return ""
    if entity == "submission" and field == "created":
        return _created(raw)
    if entity == "verdict":
        return VERDICT_NAMES.get(raw, raw)
    if entity == "decision" and field == "decision":
        return DECISION_NAMES.get(raw, raw)
    if field == "route":
        return ROUTE_NAMES.get(raw, raw)
    return raw


def _created(raw: str) -> str:
    """The creation summary (JSON as recorded) in words: jurisdiction, title, received, route, file."""
    import json

    try:
        data = json.loads(raw)
    except ValueError:
        return raw
    if not isinstance(data, dict):
        return raw
    parts = [
        data.get("jurisdiction") or "",
        f"“{data['title']}”" if data.get("title") else "",
        f"received {data['received']}" if data.get("received") else "",
        ROUTE_NAMES.get(data.get("route") or "", data.get("route") or ""),
        f"complete {data['complete']}" if data.get("complete") else "",
        f"file {data['filename']}" if data.get("filename") else "",
        f"new version of #{data['previous_id']}" if data.get("previous_id") else "",
    ]
    return "; ".join(p for p in parts if p)


def rows(entries, review: Review | None) -> list[dict[str, str]]:
    """The entries as people read them: When, Who, What, Of, Old, New, Reason."""
    return [
        {
            "When": local_time(e.at),
            "Who": e.who,
            "What": action(e.entity, e.field, e.old),
            "Of": subject(e.entity, e.entity_id, review),
            "Old": value(e.entity, e.field, e.old),
            "New": value(e.entity, e.field, e.new),
            "Reason": e.reason,
        }
        for e in entries
    ]
