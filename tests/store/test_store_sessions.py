"""Sessions (issue 17 item 8, issue 20 item 9): a sign-in survives a reload through a server-side
session the signed cookie names; sign-out, a password reset, a lock and a role change revoke it."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review.accounts import Accounts
from ordinance_review.store import Store

PASSWORD = "correct horse battery"


class Clock:
    def __init__(self) -> None:
        self.now = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)

    def __call__(self) -> dt.datetime:
        return self.now


@pytest.fixture
def accounts(store: Store) -> Accounts:
    made = Accounts(store, clock=Clock())
    made.add("rita", role="reviewer", password=PASSWORD, who="admin")
    return made


def test_a_session_lasts_until_it_expires(accounts: Accounts) -> None:
    token = accounts.open_session("rita", lifetime=dt.timedelta(hours=2))
    assert accounts.session_account(token).username == "rita"
    assert accounts.session_account(token + "x") is None
    accounts.clock.now += dt.timedelta(hours=2, seconds=1)
    assert accounts.session_account(token) is None


def test_sign_out_revokes_only_that_session(accounts: Accounts) -> None:
    one, two = accounts.open_session("rita"), accounts.open_session("rita")
    accounts.close_session(one)
    assert accounts.session_account(one) is None
    assert accounts.session_account(two).username == "rita"


@pytest.mark.parametrize(
    "change",
    [
        lambda a: a.set_password("rita", "another long password", who="admin", must_change=True),
        lambda a: a.lock("rita", who="admin"),
        lambda a: a.set_role("rita", "admin", who="admin"),
    ],
    ids=["password reset", "locked", "role changed"],
)
def test_admin_changes_revoke_every_session(accounts: Accounts, change) -> None:
    token = accounts.open_session("rita")
    change(accounts)
    assert accounts.session_account(token) is None


def test_only_a_hash_of_the_token_is_stored(accounts: Accounts, store: Store) -> None:
    from sqlalchemy import text

    token = accounts.open_session("rita")
    with store.engine.connect() as conn:
        stored = conn.execute(text("SELECT token_hash FROM sessions")).scalars().all()
    assert token not in stored and len(stored[0]) == 64
