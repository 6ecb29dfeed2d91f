"""`ordinance-review users …`: accounts from the command line (add, list, set-password, reset, unlock).

Why passwords are never arguments: a command line lands in shell history and `ps`. `add` and
`set-password` read the password from a prompt (twice) or, for scripts, from standard input with
``--password-stdin``; `reset` makes a one-time password, prints it once, and forces a change at the
next sign-in. The audit log records who did it (``--as``, default the login name).
"""

from __future__ import annotations

import argparse
import getpass
import sys

# The roles of `accounts.ROLES`, spelled out so that building the command line does not import the
# account store (SQLAlchemy, Alembic, argon2): every other subcommand would pay for it at start-up.
# tests/test_cli_imports.py checks the two agree.
ROLES: tuple[str, ...] = ("admin", "reviewer", "local")


def add_users_parser(sub: argparse._SubParsersAction) -> None:
    users = sub.add_parser("users", help="manage accounts: add, list, set-password, reset, unlock")
    users.add_argument("--as", dest="actor", default=None, help="name recorded in the audit log (default: your login)")
    verbs = users.add_subparsers(dest="users_command", required=True)
    add = verbs.add_parser("add", help="create an account")
    add.add_argument("username")
    add.add_argument("--role", choices=ROLES, required=True)
    add.add_argument("--jurisdiction", help="local accounts: the town or county whose submissions it sees")
    add.add_argument("--name", default="", help="display name")
    add.add_argument("--oidc", action="store_true", help="no password: signs in through the OIDC provider (user name = e-mail)")
    add.add_argument("--password-stdin", action="store_true", help="read the password from standard input")
    verbs.add_parser("list", help="list the accounts (never any password or hash)")
    setpw = verbs.add_parser("set-password", help="set a new password (prompted)")
    setpw.add_argument("username")
    setpw.add_argument("--password-stdin", action="store_true")
    reset = verbs.add_parser("reset", help="print a one-time password; the user must change it at sign-in")
    reset.add_argument("username")
    unlock = verbs.add_parser("unlock", help="lift a lock after repeated sign-in failures")
    unlock.add_argument("username")


def _password(args: argparse.Namespace) -> str:
    from ordinance_review.accounts import AccountError

    if args.password_stdin:
        return sys.stdin.readline().rstrip("\n")
    first = getpass.getpass("New password: ")
    if getpass.getpass("Repeat it: ") != first:
        raise AccountError("the two passwords differ; nothing was changed")
    return first


def run_users(args: argparse.Namespace) -> int:
    from ordinance_review.accounts import Accounts, one_time_password
    from ordinance_review.store import Store

    actor = args.actor or getpass.getuser()
    with Store() as store:
        accounts = Accounts(store)
        command = args.users_command
        if command == "add":
            password = None if args.oidc else _password(args)
            account = accounts.add(
                args.username, role=args.role, who=actor, password=password,
                jurisdiction=args.jurisdiction, display_name=args.name,
            )  # fmt: skip
            print(f"created {account.username} ({account.role})")
        elif command == "list":
            for a in accounts.list():
                extra = [a.jurisdiction or "", "oidc" if not a.has_password else "", "LOCKED" if a.locked_until else ""]
                print("\t".join([a.username, a.role, *extra]).rstrip())
        elif command == "set-password":
            accounts.set_password(args.username, _password(args), who=actor)
            print(f"password of {args.username} changed")
        elif command == "reset":
            password = one_time_password()
            accounts.set_password(args.username, password, who=actor, must_change=True)
            print(f"one-time password for {args.username}: {password}")
        elif command == "unlock":
            accounts.unlock(args.username, who=actor)
            print(f"{args.username} unlocked")
    return 0
