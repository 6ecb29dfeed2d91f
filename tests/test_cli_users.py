"""`ordinance-review users …` against a real SQLite file: add, list, reset, unlock; no password in output."""

from __future__ import annotations

import io

import pytest

from ordinance_review.accounts import Accounts, SignInFailed
from ordinance_review.cli import main
from ordinance_review.store import Store


@pytest.fixture
def db(tmp_path, monkeypatch) -> str:
    url = f"sqlite:///{tmp_path / 'cli.sqlite'}"
    monkeypatch.setenv("ORDINANCE_REVIEW_DATABASE_URL", url)
    return url


def test_users_add_list_reset_unlock(db, monkeypatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("a long enough secret\n"))
    assert main(["users", "--as", "ops", "add", "Clerk-Alder", "--role", "local", "--jurisdiction", "Town of Alder", "--password-stdin"]) == 0
    assert main(["users", "add", "rita@dnr.example", "--role", "reviewer", "--oidc"]) == 0
    assert main(["users", "list"]) == 0
    out = capsys.readouterr().out
    assert "clerk-alder\tlocal\tTown of Alder" in out and "rita@dnr.example\treviewer\t\toidc" in out
    assert "a long enough secret" not in out

    with Store(db) as store:
        accounts = Accounts(store)
        assert accounts.authenticate("clerk-alder", "a long enough secret").role == "local"
        for _ in range(accounts.policy.attempts):
            with pytest.raises(SignInFailed):
                accounts.authenticate("clerk-alder", "wrong")
        assert accounts.get("clerk-alder").locked_until is not None
        assert store.audit_log()[0].who == "ops"

    assert main(["users", "unlock", "clerk-alder"]) == 0
    assert main(["users", "reset", "clerk-alder"]) == 0
    one_time = capsys.readouterr().out.strip().rsplit(": ", 1)[-1]
    with Store(db) as store:
        account = Accounts(store).authenticate("clerk-alder", one_time)
        assert account.must_change_password and account.locked_until is None


def test_users_bad_requests_exit_2_with_one_line(db, capsys) -> None:
    assert main(["users", "add", "town", "--role", "local", "--oidc"]) == 2
    assert "needs its jurisdiction" in capsys.readouterr().err
    assert main(["users", "unlock", "nobody"]) == 2
    assert "no account named 'nobody'" in capsys.readouterr().err
