"""Tamper evidence for the audit log: every row carries a hash of the row before it and of itself.

Why a chain: triggers refuse UPDATE and DELETE through SQL, but whoever holds the database file
(SQLite) or the table's owner role can rewrite a row below the app (`INSERT OR REPLACE` with an
existing id, or `DROP TRIGGER` then `UPDATE`; issue 20). A rewritten, removed or inserted row no
longer matches its stored hash, or breaks the link to its neighbour, and `ordinance-review audit
verify` (and the Submission page) say which row. The genesis row links to 64 zeros.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterable
from typing import Any

GENESIS = "0" * 64
FIELDS = ("id", "at", "who", "submission_id", "entity", "entity_id", "field", "old_value", "new_value", "reason")


def _at(value: Any) -> str:
    if isinstance(value, str):
        value = dt.datetime.fromisoformat(value)
    if isinstance(value, dt.datetime):
        value = value if value.tzinfo else value.replace(tzinfo=dt.UTC)
        return value.astimezone(dt.UTC).isoformat(timespec="microseconds")
    return str(value)


def row_hash(previous: str, row: dict[str, Any]) -> str:
    """SHA-256 of the previous row's hash and this row's fields, in a canonical JSON form."""
    fields = {name: row.get(name) for name in FIELDS}
    fields["at"] = _at(fields["at"])
    fields["id"] = int(fields["id"])
    if fields["submission_id"] is not None:
        fields["submission_id"] = int(fields["submission_id"])
    payload = json.dumps([previous, fields], ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def verify(rows: Iterable[dict[str, Any]]) -> tuple[int, list[str]]:
    """(rows checked, problems) of audit rows in id order; no problems means the chain holds."""
    problems: list[str] = []
    previous = GENESIS
    count = 0
    for row in rows:
        count += 1
        if row.get("prev_hash") != previous:
            problems.append(f"audit row {row['id']}: does not link to the row before it (a row was removed or inserted)")
        if row.get("row_hash") != row_hash(row.get("prev_hash") or "", row):
            problems.append(f"audit row {row['id']}: its content does not match its hash (the row was rewritten)")
        previous = row.get("row_hash") or ""
    return count, problems


# ------------------------------------------------------------------ removed tail rows
#
# The chain alone cannot tell that the *last* rows were deleted: what is left still links up. Two
# checks close that gap:
#
# 1. `cross_check`: every change the tables show has its audit rows. A submission has its 'created'
#    row and one group of edit rows per version; each override has its verdict row; a decision has
#    one group of rows per version; an account has its 'created' row. Deleting the last audit row
#    leaves the change it recorded without its row, so `audit verify` reports it, unless the same
#    person also undoes the change in the tables (that needs the owner role on PostgreSQL, or the
#    file on SQLite).
# 2. The anchor (`audit verify --anchor FILE`): the head (last id, its hash, the row count) written
#    to a file the database's users cannot rewrite — another machine, a read-only share, a printed
#    record. The next verify checks that the row with that id still has that hash. Why not a table:
#    on SQLite whoever can delete a row can rewrite any table of the file, and on PostgreSQL the app
#    role already cannot delete (INSERT/SELECT only); only a copy outside the database adds anything.


def _value(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    return str(value)


def cross_check(session: Any) -> list[str]:
    """Changes in the tables without their audit rows: the log, replayed, must give today's values.

    For each submission the last audit value of every editable field (else its 'created' summary)
    must equal the field; each decision's last recorded decision and reason must equal the row; each
    override must have its verdict row; each submission and account its 'created' row.
    """
    from collections import Counter

    from sqlalchemy import select

    from ordinance_review.account_models import AccountRow
    from ordinance_review.store import EDITABLE_FIELDS
    from ordinance_review.store_models import AuditRow, DecisionRow, OverrideRow, SubmissionRow

    problems: list[str] = []
    created: dict[tuple[str, str], str | None] = {}
    fields: dict[tuple[int, str], str | None] = {}
    decided: dict[tuple[int, str], dict[str, str | None]] = {}
    verdicts: Counter[tuple[int | None, str]] = Counter()
    born: dict[int, Any] = {}  # submission id -> when it was created (decisions carried over then)
    firsts: list[tuple[int, str, Any]] = []  # first decisions made on the page: a reason row goes with each
    reasons: set[tuple[int, str, Any]] = set()
    for a in session.execute(select(AuditRow).order_by(AuditRow.id)).scalars():
        if a.field == "created":
            created[(a.entity, a.entity_id)] = a.new_value
            if a.entity == "submission" and a.submission_id is not None:
                born[a.submission_id] = a.at
        elif a.entity == "submission" and a.submission_id is not None and a.field in EDITABLE_FIELDS:
            fields[(a.submission_id, a.field)] = a.new_value
        elif a.entity == "verdict":
            verdicts[(a.submission_id, a.entity_id)] += 1
        if a.entity == "decision" and a.submission_id is not None:
            last = decided.setdefault((a.submission_id, a.entity_id), {})
            if a.field == "decision":
                last.update(decision=a.new_value, reason=a.reason)
                if a.old_value is None and a.at != born.get(a.submission_id):
                    firsts.append((a.submission_id, a.entity_id, a.at))
            elif a.field == "reason":
                last["reason"] = a.new_value
                reasons.add((a.submission_id, a.entity_id, a.at))
    removed = "(audit rows were removed)"
    columns = [SubmissionRow.id, *(getattr(SubmissionRow, name) for name in EDITABLE_FIELDS)]
    for row in session.execute(select(*columns)):  # never the file or the review: the page runs this
        summary = created.get(("submission", str(row.id)))
        if summary is None:
            problems.append(f"submission {row.id} has no 'created' audit row {removed}")
            continue
        try:
            start = json.loads(summary)
        except ValueError:
            start = {}
        for name in EDITABLE_FIELDS:
            logged = fields.get((row.id, name), start.get(name))
            if _value(logged) != _value(getattr(row, name)):
                problems.append(f"submission {row.id}: {name} differs from its last audit entry {removed}")
    for row in session.execute(select(DecisionRow)).scalars():
        last = decided.get((row.submission_id, row.provision_id), {})
        if (last.get("decision"), last.get("reason")) != (row.decision, row.reason):
            problems.append(
                f"submission {row.submission_id}, provision {row.provision_id}: the decision differs from "
                f"its last audit entries {removed}"
            )
    for sid, provision, _at in firsts:
        if (sid, provision, _at) not in reasons:
            problems.append(f"submission {sid}, provision {provision}: a decision without its reason entry {removed}")
    counts = Counter((o.submission_id, o.provision_id) for o in session.execute(select(OverrideRow)).scalars())
    for key, count in counts.items():
        if verdicts[key] < count:
            problems.append(
                f"submission {key[0]}, provision {key[1]}: {count} overrides but {verdicts[key]} verdict "
                f"audit rows {removed}"
            )
    for (username,) in session.execute(select(AccountRow.username)):
        if ("account", username) not in created:
            problems.append(f"account {username} has no 'created' audit row {removed}")
    return problems


def head(rows: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The anchor of a chain: its row count and its last row's id and hash."""
    count, last = 0, None
    for row in rows:
        count, last = count + 1, row
    return {"rows": count, "id": last["id"] if last else 0, "row_hash": last["row_hash"] if last else GENESIS}


def check_anchor(anchor: dict[str, Any], rows: Iterable[dict[str, Any]]) -> list[str]:
    """Problems of the chain against an anchor written earlier (rows at or before it removed or changed)."""
    by_id = {int(r["id"]): r.get("row_hash") for r in rows}
    want_id, want_hash = int(anchor.get("id", 0)), anchor.get("row_hash", GENESIS)
    if want_id == 0:
        return []
    if want_id not in by_id:
        return [
            f"audit row {want_id}, the last one when the anchor was written, is gone "
            f"(the log now ends at row {max(by_id, default=0)}): rows were removed from its end"
        ]
    if by_id[want_id] != want_hash:
        return [f"audit row {want_id} no longer has the hash the anchor recorded: the log up to it was rewritten"]
    if len([i for i in by_id if i <= want_id]) < int(anchor.get("rows", 0)):
        return [f"fewer audit rows up to row {want_id} than the anchor recorded: rows were removed"]
    return []
