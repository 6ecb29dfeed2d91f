"""`ordinance-review audit verify`: check the audit log's hash chain (issue 20).

Exit 0 when every row matches its hash and links to the row before it, and every change in the
tables has its audit rows; 1 with one line per problem (at most 20) when a row was rewritten,
removed or inserted below the app.

`--anchor FILE` also checks the log against the head recorded in FILE by the previous run, then
records the new head there: keep FILE where the database's users cannot write (another machine, a
read-only share), and a removal of the log's last rows is caught too (see `audit_chain`).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

MAX_SHOWN = 20


def add_audit_parser(sub: argparse._SubParsersAction) -> None:
    audit = sub.add_parser("audit", help="check the audit log")
    actions = audit.add_subparsers(dest="audit_command", required=True)
    verify = actions.add_parser("verify", help="verify the audit log's hash chain (tamper evidence)")
    verify.add_argument(
        "--anchor",
        type=Path,
        help="JSON file with the head recorded by the last verify; checked, then updated (keep it outside the database)",
    )


def _rows(store) -> list[dict]:
    from sqlalchemy import select

    from ordinance_review.store_models import AuditRow

    with store.engine.connect() as conn:
        return [dict(r) for r in conn.execute(select(AuditRow.id, AuditRow.row_hash).order_by(AuditRow.id)).mappings()]


def run_audit(args: argparse.Namespace) -> int:
    from ordinance_review import audit_chain
    from ordinance_review.store import Store

    anchor_path: Path | None = getattr(args, "anchor", None)
    with Store() as store:
        count, problems = store.verify_audit()
        rows = _rows(store) if anchor_path else []
    if anchor_path and anchor_path.exists():
        try:
            anchor = json.loads(anchor_path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"ordinance-review: the anchor {anchor_path} cannot be read ({exc}); nothing was checked against it",
                  file=sys.stderr)  # fmt: skip
            return 2
        problems += audit_chain.check_anchor(anchor, rows)
    if not problems:
        if anchor_path:
            head = audit_chain.head(rows)
            anchor_path.write_text(json.dumps(head) + "\n", encoding="utf-8")
            print(f"audit log intact: {count} rows, every hash and link matches; head row {head['id']} "
                  f"recorded in {anchor_path}")  # fmt: skip
        else:
            print(f"audit log intact: {count} rows, every hash and link matches")
        return 0
    for problem in problems[:MAX_SHOWN]:
        print(f"ordinance-review: {problem}", file=sys.stderr)
    more = f" ({len(problems) - MAX_SHOWN} more not shown)" if len(problems) > MAX_SHOWN else ""
    print(f"ordinance-review: audit log TAMPERED: {len(problems)} problems in {count} rows{more}", file=sys.stderr)
    return 1
