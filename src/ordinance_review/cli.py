"""`ordinance-review …`: the command line face over the same library the app uses.

Exit codes: 0 done, 2 unreadable or unsupported input / bad arguments (one line on stderr).
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from pathlib import Path

from ordinance_review.errors import ReviewError


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a date; use YYYY-MM-DD, e.g. 2024-03-15") from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ordinance-review",
        description="Review a Wisconsin local livestock ordinance against the state standards (NR 151.096).",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    rev = sub.add_parser("review", help="review ordinance PDFs or DOCX files (or folders of them) and print the findings")
    rev.add_argument("path", type=Path, nargs="+", help="files or folders; several give JSON Lines, one line per file")
    rev.add_argument("--format", choices=("json", "jsonl", "md"), default="json",
                     help="json: one review (the contract); jsonl: one line per file (the default for several files)")
    rev.add_argument("--jobs", type=int, default=1, help="files reviewed at once (0: one per core); one process pays start-up once")
    rev.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                     help="progress bar on stderr (default: when stderr is a terminal)")
    rev.add_argument("--password", help="password of an encrypted PDF")
    rev.add_argument("--enacted", type=_date, help="override the enactment date found in the document")
    rev.add_argument("--amended", type=_date, action="append", help="override amendment dates (repeatable)")

    memo = sub.add_parser("memo", help="write a review memo or a self-check report")
    memo.add_argument("path", type=Path)
    memo.add_argument("--kind", choices=("review", "self-check"), default="review")
    memo.add_argument("--format", choices=("md", "docx", "pdf"), default="md")
    memo.add_argument("-o", "--output", type=Path, required=True)
    memo.add_argument("--password")
    memo.add_argument("--enacted", type=_date)
    memo.add_argument("--amended", type=_date, action="append")
    memo.add_argument("--received", type=_date, help="date DNR received the ordinance (for the due date)")
    memo.add_argument("--reviewer", default="", help="reviewer name for the signature block")
    memo.add_argument("--datcp-requested", type=_date, help="date DNR asked DATCP for its recommendation (NR 151.096(2)(b))")
    memo.add_argument("--datcp-received", type=_date, help="date DATCP's recommendation arrived")

    cmp = sub.add_parser("compare", help="compare two versions of an ordinance and review what changed")
    cmp.add_argument("old", type=Path, help="the earlier version (PDF, DOCX or text)")
    cmp.add_argument("new", type=Path, help="the new version")
    cmp.add_argument("--format", choices=("json", "md", "docx", "pdf"), default="json")
    cmp.add_argument("-o", "--output", type=Path, help="write here (required for docx and pdf)")
    cmp.add_argument("--password", help="password of encrypted PDFs")

    clk = sub.add_parser("clock", help="the NR 151.096(2)(b) / ATCP 50.60 approval clock")
    clk.add_argument("--received", type=_date, required=True)
    clk.add_argument("--decided", type=_date)
    clk.add_argument("--on", type=_date, default=None, help="status as of this date (default: today)")
    clk.add_argument("--route", choices=("dnr", "datcp"), default="dnr")
    clk.add_argument("--complete", type=_date, help="DATCP route: date the application became complete")
    clk.add_argument(
        "--datcp-requested", type=_date, help="DNR route: date DNR asked DATCP for its recommendation (NR 151.096(2)(b))"
    )
    clk.add_argument("--datcp-received", type=_date, help="DNR route: date DATCP's recommendation arrived")
    clk.add_argument("--format", choices=("json", "text"), default="json")

    cp = sub.add_parser("compliance-period", help="check a notice's compliance period (NR 151.09(5)-(6), NR 151.095(6)-(7))")
    cp.add_argument("--start", required=True, help="postmark or personal-delivery date of the notice, YYYY-MM-DD")
    cp.add_argument("--end", required=True, help="end of the compliance period, YYYY-MM-DD")
    cp.add_argument("--imminent-threat", action="store_true", help="the site is an imminent threat (allows < 60 days)")
    cp.add_argument("--cost-share", action="store_true", help="cost sharing is required (extensions up to 4 years in total)")
    cp.add_argument("--format", choices=("json", "text"), default="json")

    exp = sub.add_parser("expansion", help="cost-share ineligible part of a livestock expansion (NR 153.15(2)(d))")
    exp.add_argument("--base", required=True, help="base livestock population, animal units")
    exp.add_argument("--expanded", required=True, help="livestock population after the expansion, animal units")
    exp.add_argument("--format", choices=("json", "text"), default="json")

    from ordinance_review.cli_users import add_users_parser

    add_users_parser(sub)
    from ordinance_review.cli_audit import add_audit_parser

    add_audit_parser(sub)
    return parser


def _review(args: argparse.Namespace):
    from ordinance_review.review import review_path

    return review_path(args.path, password=args.password, enacted=args.enacted, amended=args.amended)


def _cmd_review(args: argparse.Namespace) -> int:
    from ordinance_review import batch

    files = batch.expand(args.path)
    single = len(args.path) == 1 and len(files) == 1 and not args.path[0].is_dir()
    if not single or args.format == "jsonl":
        if args.enacted is not None or args.amended:
            raise ReviewError("--enacted and --amended apply to one file; review that file on its own")
        options = batch.Options(fmt="md" if args.format == "md" else "jsonl", password=args.password)
        return batch.run(files, options, jobs=args.jobs, progress=args.progress)
    args.path = files[0]
    review = _review(args)
    if args.format == "json":
        print(review.to_json())
    else:
        from ordinance_review.memo import render

        sys.stdout.write(render(review, kind="review", fmt="md").decode("utf-8"))
    return 0


def _cmd_memo(args: argparse.Namespace) -> int:
    from ordinance_review.memo import MemoContext, render

    review = _review(args)
    today = dt.date.today()
    context = MemoContext(
        received=args.received,
        reviewer=args.reviewer,
        memo_date=today,
        datcp_requested=args.datcp_requested,
        datcp_received=args.datcp_received,
    )
    if args.received is not None:
        from ordinance_review.clock import compute

        try:
            status = compute(
                received=args.received,
                on=today,
                route=review.outcome.route if review.outcome else "dnr",
                datcp_requested=args.datcp_requested,
                datcp_received=args.datcp_received,
            )
        except ValueError as exc:
            raise ReviewError(str(exc)) from exc
        context = context.model_copy(update={"due": status.due, "clock_status": status.describe()})
    data = render(review, kind=args.kind, fmt=args.format, context=context)
    args.output.write_bytes(data)
    print(f"wrote {args.output} ({len(data):,} bytes)", file=sys.stderr)
    return 0


def _cmd_compare(args: argparse.Namespace) -> int:
    from ordinance_review.compare import compare_paths

    if args.format in ("docx", "pdf") and args.output is None:
        raise ReviewError(f"--format {args.format} writes a file: give it with -o FILE")
    comparison = compare_paths(args.old, args.new, password=args.password)
    if args.format == "json":
        data = (comparison.to_json() + "\n").encode("utf-8")
    else:
        from ordinance_review.compare.memo import render as render_memo
        from ordinance_review.memo import MemoContext

        data = render_memo(comparison, fmt=args.format, context=MemoContext(memo_date=dt.date.today()))
    if args.output is None:
        sys.stdout.write(data.decode("utf-8"))
    else:
        args.output.write_bytes(data)
        print(f"wrote {args.output} ({len(data):,} bytes)", file=sys.stderr)
    return 0


def _cmd_clock(args: argparse.Namespace) -> int:
    from ordinance_review.clock import compute

    try:
        status = compute(
            received=args.received,
            decided=args.decided,
            on=args.on or dt.date.today(),
            route=args.route,
            complete=args.complete,
            datcp_requested=args.datcp_requested,
            datcp_received=args.datcp_received,
        )
    except ValueError as exc:
        raise ReviewError(str(exc)) from exc
    if args.format == "json":
        print(status.cli_json())
    else:
        print(status.describe())
    return 0


def _iso(value: str, flag: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise ReviewError(f"{flag} {value!r} is not a date; use YYYY-MM-DD, e.g. 2024-03-15") from None


def _cmd_compliance_period(args: argparse.Namespace) -> int:
    import json

    from ordinance_review.procedures import compliance_period

    result = compliance_period(
        _iso(args.start, "--start"), _iso(args.end, "--end"), imminent_threat=args.imminent_threat, cost_share=args.cost_share
    )
    if args.format == "json":
        print(json.dumps(result.cli_dict()))
    else:
        print(f"{result.days} days: {'valid' if result.valid else 'not valid'} ({result.rule}); latest end {result.latest_end}")
        for problem in result.problems:
            print(f"- {problem}")
    return 0


def _cmd_expansion(args: argparse.Namespace) -> int:
    import json

    from ordinance_review.procedures import expansion

    result = expansion(args.base, args.expanded)
    if args.format == "json":
        print(json.dumps(result.cli_dict()))
    else:
        print(
            f"ineligible {result.ineligible_au} AU, eligible expansion {result.eligible_expansion_au} AU, "
            f"base {'ineligible' if result.base_ineligible else 'eligible'} ({result.rule}): {result.summary}"
        )
    return 0


def _cmd_users(args: argparse.Namespace) -> int:
    from ordinance_review.cli_users import run_users

    return run_users(args)


def _cmd_audit(args: argparse.Namespace) -> int:
    from ordinance_review.cli_audit import run_audit

    return run_audit(args)


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    handler = {
        "review": _cmd_review,
        "memo": _cmd_memo,
        "compare": _cmd_compare,
        "clock": _cmd_clock,
        "compliance-period": _cmd_compliance_period,
        "expansion": _cmd_expansion,
        "users": _cmd_users,
        "audit": _cmd_audit,
    }[args.command]
    try:
        return handler(args)
    except ReviewError as exc:
        from ordinance_review.errors import PasswordRequired

        hint = " (--password PASSWORD)" if isinstance(exc, PasswordRequired) else ""  # the face's own wording
        print(f"ordinance-review: {exc}{hint}", file=sys.stderr)
        return 2
    except Exception as exc:
        # A database error is never printed raw (statement, values): one line here, details in the
        # log file (issue 20). Anything else is a bug and keeps its traceback.
        if not type(exc).__module__.startswith(("sqlalchemy", "psycopg", "sqlite3", "alembic")):
            raise
        from ordinance_review.validate import shown_in_cli

        print(f"ordinance-review: {shown_in_cli(exc, f'the {args.command} command')}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
