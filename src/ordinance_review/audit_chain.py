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
