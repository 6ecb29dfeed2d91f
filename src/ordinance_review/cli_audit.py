"""`ordinance-review audit verify`: check the audit log's hash chain (issue 20).

Exit 0 when every row matches its hash and links to the row before it; 1 with one line per
problem (at most 20) when a row was rewritten, removed or inserted below the app.
"""

from __future__ import annotations

import argparse
import sys

MAX_SHOWN = 20


def add_audit_parser(sub: argparse._SubParsersAction) -> None:
    audit = sub.add_parser("audit", help="check the audit log")
    actions = audit.add_subparsers(dest="audit_command", required=True)
    actions.add_parser("verify", help="verify the audit log's hash chain (tamper evidence)")


def run_audit(args: argparse.Namespace) -> int:
    from ordinance_review.store import Store

    with Store() as store:
        count, problems = store.verify_audit()
    if not problems:
        print(f"audit log intact: {count} rows, every hash and link matches")
        return 0
    for problem in problems[:MAX_SHOWN]:
        print(f"ordinance-review: {problem}", file=sys.stderr)
    more = f" ({len(problems) - MAX_SHOWN} more not shown)" if len(problems) > MAX_SHOWN else ""
    print(f"ordinance-review: audit log TAMPERED: {len(problems)} problems in {count} rows{more}", file=sys.stderr)
    return 1
