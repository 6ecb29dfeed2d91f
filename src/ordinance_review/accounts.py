"""Accounts, password sign-in and lockout, kept in the project's database beside the submissions.

Why argon2 (`argon2-cffi`): a maintained, memory-hard password hash with its own salt and parameters
in the hash string; nothing here hashes by hand. Only hashes are stored; passwords are never logged,
audited or returned.

Sign-in never says *why* it failed: a wrong password, an unknown user name and a locked account all
raise :class:`SignInFailed` with the same message, and an unknown name is checked against a dummy
hash so it costs the same time as a known one.

Lockout: `attempts` failures within `window` lock the account for `lock_for` (defaults 5 in 15
minutes → 15 minutes; environment variables below). The clock is injectable so tests can walk time.

- ``ORDINANCE_REVIEW_LOCKOUT_ATTEMPTS`` (5), ``ORDINANCE_REVIEW_LOCKOUT_WINDOW_MINUTES`` (15),
  ``ORDINANCE_REVIEW_LOCKOUT_MINUTES`` (15).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
import secrets
from collections.abc import Callable
from functools import lru_cache
from typing import Literal

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from pydantic import BaseModel, ConfigDict
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ordinance_review.account_models import AccountRow, SessionRow, SignInEventRow
from ordinance_review.errors import ReviewError
from ordinance_review.store import Store

Role = Literal["admin", "reviewer", "local"]
ROLES: tuple[str, ...] = ("admin", "reviewer", "local")
MIN_PASSWORD = 10
FIRST_ADMIN = "admin"
SIGN_IN_FAILED = (
    "Sign-in failed: the user name or password is wrong, or the account is locked after repeated "
    "failures. Try again later or ask an administrator."
)
_USERNAME = re.compile(r"^[a-z0-9][a-z0-9._@+-]{0,199}$")

Clock = Callable[[], dt.datetime]


class SignInFailed(ReviewError):
    """Any failed sign-in; one message for every cause, so it reveals nothing about the account."""

    def __init__(self) -> None:
        super().__init__(SIGN_IN_FAILED)


class AccountError(ReviewError):
    """A bad account request (unknown role, duplicate user, weak password): the message says what to do."""


class LockoutPolicy(BaseModel):
    model_config = ConfigDict(frozen=True)

    attempts: int = 5
    window: dt.timedelta = dt.timedelta(minutes=15)
    lock_for: dt.timedelta = dt.timedelta(minutes=15)

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> LockoutPolicy:
        env = os.environ if environ is None else environ

        def number(name: str, default: int) -> int:
            raw = env.get(name, "").strip()
            if not raw:
                return default
            if not raw.isdigit() or int(raw) < 1:
                raise AccountError(f"{name}={raw!r} must be a whole number of at least 1")
            return int(raw)

        return cls(
            attempts=number("ORDINANCE_REVIEW_LOCKOUT_ATTEMPTS", 5),
            window=dt.timedelta(minutes=number("ORDINANCE_REVIEW_LOCKOUT_WINDOW_MINUTES", 15)),
            lock_for=dt.timedelta(minutes=number("ORDINANCE_REVIEW_LOCKOUT_MINUTES", 15)),
        )


class Account(BaseModel):
    """An account as the app and CLI see it (no hash)."""

    model_config = ConfigDict(frozen=True)

    id: int
    username: str
    display_name: str
    role: Role
    jurisdiction: str | None
    has_password: bool
    jurisdiction_id: int | None = None
    must_change_password: bool
    locked_until: dt.datetime | None
    created_at: dt.datetime

    def locked(self, now: dt.datetime) -> bool:
        return self.locked_until is not None and self.locked_until > now


class SignInEvent(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: int
    at: dt.datetime
    account_id: int | None
    username: str
    outcome: str
    method: str


def _utc(value: dt.datetime | None) -> dt.datetime | None:
    if value is None:
        return None
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def normalize_username(username: str) -> str:
    return (username or "").strip().lower()


def check_password_strength(password: str) -> None:
    if len(password or "") < MIN_PASSWORD:
        raise AccountError(f"the password is too short; use at least {MIN_PASSWORD} characters")


@lru_cache(maxsize=1)
def _dummy_hash() -> str:
    """A hash of a random secret, verified for unknown user names so they take as long as known ones."""
    return PasswordHasher().hash(secrets.token_urlsafe(24))


def session_lifetime() -> dt.timedelta:
    """How long a sign-in lasts (``ORDINANCE_REVIEW_SESSION_HOURS``, default 12)."""
    raw = os.environ.get("ORDINANCE_REVIEW_SESSION_HOURS", "").strip()
    hours = float(raw) if raw.replace(".", "", 1).isdigit() and float(raw) > 0 else 12.0
    return dt.timedelta(hours=hours)


def one_time_password() -> str:
    return secrets.token_urlsafe(12)


class Accounts:
    """Create, list and sign in accounts; every account change is written to the audit log."""

    def __init__(
        self,
        store: Store,
        *,
        policy: LockoutPolicy | None = None,
        clock: Clock | None = None,
        hasher: PasswordHasher | None = None,
    ) -> None:
        self.store = store
        self.policy = policy or LockoutPolicy.from_env()
        self.clock = clock or _now
        self.hasher = hasher or PasswordHasher()
        _dummy_hash()  # made now, so the first unknown name is not slower than later ones

    # ------------------------------------------------------------ reading

    @staticmethod
    def _view(row: AccountRow) -> Account:
        return Account(
            id=row.id,
            username=row.username,
            display_name=row.display_name,
            role=row.role,  # type: ignore[arg-type]
            jurisdiction=row.jurisdiction,
            jurisdiction_id=row.jurisdiction_id,
            has_password=row.password_hash is not None,
            must_change_password=row.must_change_password,
            locked_until=_utc(row.locked_until),
            created_at=_utc(row.created_at),  # type: ignore[arg-type]
        )

    def list(self) -> list[Account]:
        with self.store._sessions() as session:
            return [self._view(r) for r in session.scalars(select(AccountRow).order_by(AccountRow.username))]

    def count(self) -> int:
        with self.store._sessions() as session:
            return session.scalar(select(func.count()).select_from(AccountRow)) or 0

    def get(self, username: str) -> Account | None:
        with self.store._sessions() as session:
            row = session.scalar(select(AccountRow).where(AccountRow.username == normalize_username(username)))
            return None if row is None else self._view(row)

    def events(self) -> list[SignInEvent]:
        """The security log, oldest first."""
        with self.store._sessions() as session:
            return [
                SignInEvent(
                    id=e.id, at=_utc(e.at), account_id=e.account_id, username=e.username,  # type: ignore[arg-type]
                    outcome=e.outcome, method=e.method,
                )
                for e in session.scalars(select(SignInEventRow).order_by(SignInEventRow.id))
            ]  # fmt: skip

    # ------------------------------------------------------------ changing

    def add(
        self,
        username: str,
        *,
        role: str,
        who: str,
        password: str | None = None,
        jurisdiction: str | None = None,
        display_name: str = "",
        must_change_password: bool = False,
        jurisdiction_id: int | None = None,
    ) -> Account:
        """A new account. `password=None` makes an account that signs in only through OIDC.

        A local account's jurisdiction is a record: `jurisdiction_id`, or a written name that
        matches one (or says its kind, "Town of Alder": the record is then created)."""
        username = normalize_username(username)
        if not _USERNAME.match(username):
            raise AccountError(
                f"user name {username!r} is not allowed; use lower-case letters, digits and . _ @ + -"
            )
        if role not in ROLES:
            raise AccountError(f"role {role!r} is not known; use one of {', '.join(ROLES)}")
        jurisdiction, jurisdiction_id = self._jurisdiction(role, jurisdiction, jurisdiction_id, who)
        if password is not None:
            check_password_strength(password)
        now = self.clock()
        with self.store._write() as session:
            if session.scalar(select(AccountRow.id).where(AccountRow.username == username)) is not None:
                raise AccountError(f"an account named {username!r} already exists")
            row = AccountRow(
                username=username,
                display_name=(display_name or "").strip(),
                role=role,
                jurisdiction=jurisdiction,
                jurisdiction_id=jurisdiction_id,
                password_hash=None if password is None else self.hasher.hash(password),
                must_change_password=must_change_password,
                locked_until=None,
                created_at=now,
                updated_at=now,
            )
            session.add(row)
            session.flush()
            summary = f"role={role}" + (f"; jurisdiction={jurisdiction}" if jurisdiction else "")
            self._audit(session, who, username, "created", None, summary, now)
            return self._view(row)

    def _jurisdiction(
        self, role: str, name: str | None, jurisdiction_id: int | None, who: str
    ) -> tuple[str | None, int | None]:
        """(record name, record id) of a local account's jurisdiction; (None, None) for DNR staff."""
        name = (name or "").strip()
        if role != "local":
            if name or jurisdiction_id is not None:
                raise AccountError("only local accounts are bound to a jurisdiction; leave the jurisdiction empty")
            return None, None
        if jurisdiction_id is None and not name:
            raise AccountError("a local account needs its jurisdiction: pick one from the list")
        try:
            record = (
                self.store.jurisdictions.get(jurisdiction_id)
                if jurisdiction_id is not None
                else self.store.jurisdictions.resolve(name, who=who)
            )
        except ValueError as exc:
            raise AccountError(str(exc)) from None
        if record is None:
            raise AccountError(f"no jurisdiction with id {jurisdiction_id}; pick one from the list")
        return record.name, record.id

    def set_role(
        self, username: str, role: str, *, who: str, jurisdiction_id: int | None = None, jurisdiction: str | None = None
    ) -> Account:
        """Change an account's role (and a local account's jurisdiction); its sessions are revoked."""
        if role not in ROLES:
            raise AccountError(f"role {role!r} is not known; use one of {', '.join(ROLES)}")
        name, jid = self._jurisdiction(role, jurisdiction, jurisdiction_id, who)
        now = self.clock()
        with self.store._write() as session:
            row = self._row(session, username)
            before = f"{row.role}" + (f"; jurisdiction={row.jurisdiction}" if row.jurisdiction else "")
            after = f"{role}" + (f"; jurisdiction={name}" if name else "")
            if before == after and row.jurisdiction_id == jid:
                return self._view(row)
            row.role, row.jurisdiction, row.jurisdiction_id, row.updated_at = role, name, jid, now
            self._audit(session, who, row.username, "role", before, after, now)
            self._revoke(session, row.id, now, "role changed")
            return self._view(row)

    def lock(self, username: str, *, who: str, until: dt.datetime | None = None) -> Account:
        """Lock an account (until a date, or for good) and sign it out everywhere."""
        now = self.clock()
        until = until or dt.datetime(9999, 12, 31, tzinfo=dt.UTC)
        with self.store._write() as session:
            row = self._row(session, username)
            old = row.locked_until
            row.locked_until, row.updated_at = until, now
            self._audit(session, who, row.username, "locked_until", old, until, now)
            self._revoke(session, row.id, now, "account locked")
            return self._view(row)

    def _audit(self, session: Session, who: str, username: str, field: str, old: object, new: object,
               now: dt.datetime) -> None:
        """An account change in the shared audit log: accounts belong to no submission."""
        self.store._audit(session, who=who, submission_id=None, entity="account", entity_id=username,
                          field=field, old=old, new=new, at=now)

    # ------------------------------------------------------------ sessions (a signed cookie's server side)

    @staticmethod
    def _token_hash(token: str) -> str:
        return hashlib.sha256(token.encode()).hexdigest()

    def open_session(self, username: str, *, lifetime: dt.timedelta | None = None) -> str:
        """A new session for a signed-in account: returns the random token the cookie carries (signed
        by the app); only its hash is stored."""
        now = self.clock()
        token = secrets.token_urlsafe(32)
        with self.store._write() as session:
            row = self._row(session, username)
            session.add(SessionRow(
                token_hash=self._token_hash(token), account_id=row.id, created_at=now,
                expires_at=now + (lifetime or session_lifetime()),
            ))  # fmt: skip
        return token

    def session_account(self, token: str) -> Account | None:
        """The account of a live session (not expired, not revoked, account not locked), or None."""
        if not token:
            return None
        now = self.clock()
        with self.store._sessions() as session:
            held = session.scalar(select(SessionRow).where(SessionRow.token_hash == self._token_hash(token)))
            if held is None or held.revoked_at is not None or _utc(held.expires_at) <= now:  # type: ignore[operator]
                return None
            row = session.get(AccountRow, held.account_id)
            if row is None or (row.locked_until is not None and _utc(row.locked_until) > now):  # type: ignore[operator]
                return None
            return self._view(row)

    def close_session(self, token: str, why: str = "signed out") -> None:
        """Revoke one session (sign-out): the cookie no longer signs anyone in, even if kept."""
        if not token:
            return
        with self.store._write() as session:
            held = session.scalar(select(SessionRow).where(SessionRow.token_hash == self._token_hash(token)))
            if held is not None and held.revoked_at is None:
                held.revoked_at, held.revoked_why = self.clock(), why

    @staticmethod
    def _revoke(session, account_id: int, now: dt.datetime, why: str) -> None:
        for held in session.scalars(
            select(SessionRow).where(SessionRow.account_id == account_id, SessionRow.revoked_at.is_(None))
        ):
            held.revoked_at, held.revoked_why = now, why

    def revoke_sessions(self, username: str, why: str) -> None:
        with self.store._write() as session:
            self._revoke(session, self._row(session, username).id, self.clock(), why)

    def _row(self, session, username: str) -> AccountRow:
        row = session.scalar(select(AccountRow).where(AccountRow.username == normalize_username(username)))
        if row is None:
            raise AccountError(f"no account named {username!r}; `ordinance-review users list` shows them")
        return row

    def set_password(self, username: str, password: str, *, who: str, must_change: bool = False) -> Account:
        """Replace the password (hash); also clears a lock. Audited as 'password changed', never the value."""
        check_password_strength(password)
        now = self.clock()
        with self.store._write() as session:
            row = self._row(session, username)
            row.password_hash = self.hasher.hash(password)
            row.must_change_password = must_change
            row.locked_until = None
            row.updated_at = now
            # every browser signed in with the old password is signed out (issue 20, item 9)
            self._revoke(session, row.id, now, "password reset" if must_change else "password changed")
            self._audit(session, who, row.username, "password", None, "(changed)" if not must_change else "(reset)", now)
            return self._view(row)

    def unlock(self, username: str, *, who: str) -> Account:
        now = self.clock()
        with self.store._write() as session:
            row = self._row(session, username)
            old = row.locked_until
            row.locked_until = None
            row.updated_at = now
            # a fresh start: failures before the unlock no longer count toward the next lock
            session.add(SignInEventRow(at=now, account_id=row.id, username=row.username, outcome="unlocked", method="admin"))
            self._audit(session, who, row.username, "locked_until", old, None, now)
            return self._view(row)

    def ensure_first_admin(self) -> str | None:
        """On an empty account table create `admin` with a one-time password (returned, to print once).

        None when any account exists. The password must be changed at the first sign-in."""
        if self.count():
            return None
        password = one_time_password()
        try:
            self.add(FIRST_ADMIN, role="admin", who="system (first start)", password=password, must_change_password=True)
        except AccountError:  # another process created it at the same moment
            return None
        return password

    # ------------------------------------------------------------ signing in

    def _log(self, session, *, at: dt.datetime, row: AccountRow | None, outcome: str, method: str) -> None:
        session.add(
            SignInEventRow(
                at=at, account_id=row.id if row else None, username=row.username if row else "", outcome=outcome, method=method
            )
        )

    def _recent_failures(self, session, row: AccountRow, now: dt.datetime) -> int:
        """Failures inside the window since the last success, unlock or lock."""
        since = now - self.policy.window
        reset = session.scalar(
            select(func.max(SignInEventRow.at)).where(
                SignInEventRow.account_id == row.id, SignInEventRow.outcome.in_(("ok", "unlocked", "locked_out"))
            )
        )
        if reset is not None:
            since = max(since, _utc(reset))  # type: ignore[type-var]
        return session.scalar(
            select(func.count()).where(
                SignInEventRow.account_id == row.id,
                SignInEventRow.outcome == "bad_password",
                SignInEventRow.at > since,
            )
        ) or 0

    def authenticate(self, username: str, password: str) -> Account:
        """The account for a correct user name and password, or :class:`SignInFailed` (one message for
        every cause). Every attempt is written to the security log; too many failures lock the account."""
        now = self.clock()
        with self.store._write() as session:
            row = session.scalar(select(AccountRow).where(AccountRow.username == normalize_username(username)))
            stored = row.password_hash if row is not None and row.password_hash else _dummy_hash()
            try:
                ok = self.hasher.verify(stored, password or "")
            except (VerifyMismatchError, VerificationError, InvalidHashError):
                ok = False
            if row is None or not row.password_hash:
                self._log(session, at=now, row=row, outcome="unknown_user", method="password")
                failed = True
            elif row.locked_until is not None and _utc(row.locked_until) > now:  # type: ignore[operator]
                self._log(session, at=now, row=row, outcome="locked", method="password")
                failed = True
            elif not ok:
                self._log(session, at=now, row=row, outcome="bad_password", method="password")
                session.flush()
                if self._recent_failures(session, row, now) >= self.policy.attempts:
                    row.locked_until = now + self.policy.lock_for
                    row.updated_at = now
                    self._revoke(session, row.id, now, "account locked")
                    self._log(session, at=now, row=row, outcome="locked_out", method="password")
                failed = True
            else:
                failed = False
                if self.hasher.check_needs_rehash(row.password_hash):
                    row.password_hash = self.hasher.hash(password)
                row.locked_until = None
                self._log(session, at=now, row=row, outcome="ok", method="password")
                account = self._view(row)
        if failed:
            raise SignInFailed()
        return account

    def oidc_account(self, email: str) -> Account | None:
        """The account matching an identity the OIDC provider vouched for (user name = e-mail), logged."""
        now = self.clock()
        with self.store._write() as session:
            row = session.scalar(select(AccountRow).where(AccountRow.username == normalize_username(email)))
            self._log(session, at=now, row=row, outcome="ok" if row else "unknown_user", method="oidc")
            return None if row is None else self._view(row)
