"""Accounts: argon2 hashes only, one message for every sign-in failure, lockout on an injected clock."""

from __future__ import annotations

import datetime as dt

import pytest
from argon2 import PasswordHasher
from sqlalchemy import text
from store_fixtures import PDF_BYTES

from ordinance_review.access import Principal, SubmissionAccess
from ordinance_review.accounts import SIGN_IN_FAILED, AccountError, Accounts, LockoutPolicy, SignInFailed
from ordinance_review.store import Store

PASSWORD = "correct horse battery"
START = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)


class Clock:
    """A hand-moved clock: the lockout is checked against it, not the wall clock."""

    def __init__(self, now: dt.datetime = START) -> None:
        self.now = now

    def __call__(self) -> dt.datetime:
        return self.now


class CountingHasher(PasswordHasher):
    """The real argon2 hasher, counting verifications (to see that unknown users cost one too)."""

    verified = 0

    def verify(self, hash, password):  # noqa: A002 - the library's own parameter name
        type(self).verified += 1
        return super().verify(hash, password)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def accounts(store: Store, clock: Clock) -> Accounts:
    policy = LockoutPolicy(attempts=5, window=dt.timedelta(minutes=15), lock_for=dt.timedelta(minutes=30))
    accts = Accounts(store, policy=policy, clock=clock)
    accts.add("rita", role="reviewer", password=PASSWORD, who="setup")
    return accts


def _fail(accounts: Accounts, username: str, password: str) -> str:
    with pytest.raises(SignInFailed) as info:
        accounts.authenticate(username, password)
    return str(info.value)


def test_sign_in_with_the_right_password(accounts: Accounts) -> None:
    account = accounts.authenticate("Rita ", PASSWORD)  # names are case- and space-insensitive
    assert (account.username, account.role) == ("rita", "reviewer")
    assert accounts.events()[-1].outcome == "ok"


def test_wrong_password_and_unknown_user_look_the_same(accounts: Accounts, store: Store) -> None:
    CountingHasher.verified = 0
    counted = Accounts(store, policy=accounts.policy, clock=accounts.clock, hasher=CountingHasher())
    wrong = _fail(counted, "rita", "not the password")
    unknown = _fail(counted, "nobody-here", "not the password")
    assert wrong == unknown == SIGN_IN_FAILED
    assert CountingHasher.verified == 2  # the unknown name was checked against a dummy hash too
    events = accounts.events()
    assert [e.outcome for e in events[-2:]] == ["bad_password", "unknown_user"]
    assert events[-1].username == ""  # what was typed as an unknown name is not kept


def test_repeated_failures_lock_for_the_set_time(accounts: Accounts, clock: Clock) -> None:
    for _ in range(5):
        _fail(accounts, "rita", "guess")
        clock.now += dt.timedelta(minutes=1)
    locked_at = accounts.get("rita").locked_until
    assert locked_at == START + dt.timedelta(minutes=4 + 30)
    # the right password does not open a locked account, and the message is the same
    assert _fail(accounts, "rita", PASSWORD) == SIGN_IN_FAILED
    clock.now = locked_at - dt.timedelta(seconds=1)
    assert _fail(accounts, "rita", PASSWORD) == SIGN_IN_FAILED
    clock.now = locked_at + dt.timedelta(seconds=1)
    assert accounts.authenticate("rita", PASSWORD).username == "rita"
    assert "locked_out" in [e.outcome for e in accounts.events()]


def test_failures_spread_beyond_the_window_do_not_lock(accounts: Accounts, clock: Clock) -> None:
    for _ in range(8):
        _fail(accounts, "rita", "guess")
        clock.now += dt.timedelta(minutes=4)  # never 5 within 15 minutes
    assert accounts.get("rita").locked_until is None
    assert accounts.authenticate("rita", PASSWORD).username == "rita"


def test_admin_unlock_and_password_reset(accounts: Accounts, clock: Clock) -> None:
    for _ in range(5):
        _fail(accounts, "rita", "guess")
    assert accounts.get("rita").locked(clock.now)
    accounts.unlock("rita", who="admin")
    assert accounts.authenticate("rita", PASSWORD).username == "rita"
    accounts.set_password("rita", "a brand new secret", who="admin", must_change=True)
    assert _fail(accounts, "rita", PASSWORD) == SIGN_IN_FAILED
    assert accounts.authenticate("rita", "a brand new secret").must_change_password


def test_bad_account_requests_say_what_to_do(accounts: Accounts) -> None:
    with pytest.raises(AccountError, match="already exists"):
        accounts.add("rita", role="reviewer", password=PASSWORD, who="admin")
    with pytest.raises(AccountError, match="needs its jurisdiction"):
        accounts.add("town", role="local", password=PASSWORD, who="admin")
    with pytest.raises(AccountError, match="role 'owner' is not known"):
        accounts.add("x", role="owner", password=PASSWORD, who="admin")
    with pytest.raises(AccountError, match="too short"):
        accounts.add("y", role="reviewer", password="short", who="admin")


def test_first_start_creates_one_admin_with_a_one_time_password(store: Store) -> None:
    accts = Accounts(store)
    password = accts.ensure_first_admin()
    assert password and len(password) >= 12
    admin = accts.authenticate("admin", password)
    assert (admin.role, admin.must_change_password) == ("admin", True)
    assert accts.ensure_first_admin() is None  # only on an empty table


def test_passwords_never_stored_logged_or_exported(accounts: Accounts, store: Store, review) -> None:
    secrets = [PASSWORD, "a brand new secret", "typed-into-the-name-box"]
    _fail(accounts, "rita", "wrong-guess-secret")
    _fail(accounts, "typed-into-the-name-box", "whatever")
    accounts.set_password("rita", secrets[1], who="admin")
    access = SubmissionAccess(store, Principal(username="rita", role="reviewer"))
    view = access.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=dt.date(2024, 1, 15)
    )
    access.decide(view.id, "p1", decision="approved", reason="needed for the creek", expected_version=access.get_submission(view.id).decision_version("p1"))
    dump = []
    with store.engine.connect() as conn:
        for table in ("accounts", "sign_in_events", "audit_log"):
            dump += [repr(tuple(r)) for r in conn.execute(text(f"SELECT * FROM {table}"))]
    dump.append(access.export_audit_csv(view.id))
    everything = "\n".join(dump)
    for secret in [*secrets, "wrong-guess-secret"]:
        assert secret not in everything
    hashes = [a for a in dump if "$argon2id$" in a]
    assert len(hashes) == 1  # rita's hash is there, and it is an argon2 hash
