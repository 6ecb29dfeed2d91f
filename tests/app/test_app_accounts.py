"""First start, the one-time password, and the administrators' Accounts page (real SQLite)."""

from __future__ import annotations

import os
import re

from app_helpers import REVIEWER, REVIEWER_PASSWORD, all_text, button, new_app, shown, sign_in, widget

from ordinance_review.accounts import Accounts
from ordinance_review.store import Store
from ordinance_review.ui.navigation import PAGE_ACCOUNTS


def test_first_start_prints_a_one_time_admin_password_that_must_be_changed(tmp_path, monkeypatch, capfd):
    monkeypatch.setenv("ORDINANCE_REVIEW_DATABASE_URL", f"sqlite:///{tmp_path / 'fresh.sqlite'}")
    at = new_app()
    at.run()
    assert not at.exception
    printed = capfd.readouterr().err
    password = re.search(r"one-time password:\s+(\S+)", printed).group(1)
    assert re.search(r"^#{20,}$", printed, re.M), "the one-time password stands out in a box (issue 17)"
    # the first-start page says where the password was printed
    assert any("printed once" in i.value and "make run" in i.value for i in at.sidebar.info)
    at = sign_in(at, "admin", password)
    assert any("Choose a new password" in m.value for m in at.sidebar.markdown)  # not signed in yet
    widget(at.sidebar.text_input, "New password").set_value("the admin's own passphrase")
    widget(at.sidebar.text_input, "Repeat the new password").set_value("the admin's own passphrase")
    button(at.sidebar, "Set password").click().run()
    assert any("Signed in as" in m.value for m in at.sidebar.markdown)
    with Store(os.environ["ORDINANCE_REVIEW_DATABASE_URL"]) as store:
        accounts = Accounts(store)
        assert not accounts.authenticate("admin", "the admin's own passphrase").must_change_password
        audit = "\n".join(f"{e.who} {e.old} {e.new}" for e in store.audit_log())
    assert password not in audit and "the admin's own passphrase" not in audit
    # a second start creates no second admin
    new_app().run()
    assert "one-time password" not in capfd.readouterr().err


def test_admin_adds_a_local_account_and_a_reviewer_may_not(app):
    app.switch_page(PAGE_ACCOUNTS).run()
    assert any("Only administrators" in e.value for e in app.error)  # rita is a reviewer
    url = os.environ["ORDINANCE_REVIEW_DATABASE_URL"]
    with Store(url) as store:
        Accounts(store).add("boss", role="admin", password="the boss passphrase", who="setup")
    at = new_app()
    at.run()
    at = sign_in(at, "boss", "the boss passphrase")
    at.switch_page(PAGE_ACCOUNTS).run()
    assert not at.exception and REVIEWER in at.dataframe[0].value["User name"].tolist()
    widget(at.text_input, "New user name").set_value("clerk-birch")
    widget(at.selectbox, "Role").set_value("local")
    pick = widget(at.selectbox, "Jurisdiction (local accounts only)")  # a record, searchable (issue 17)
    pick.select_index([str(o) for o in pick.options].index("Town of Alder"))
    button(at, "Add account").click().run()
    assert not at.exception
    assert "Created clerk-birch (local)" in shown(all_text(at))
    one_time = at.code[0].value
    with Store(url) as store:
        account = Accounts(store).authenticate("clerk-birch", one_time)
        assert (account.jurisdiction, account.must_change_password) == ("Town of Alder", True)
        assert account.jurisdiction_id == store.jurisdictions.match("Town of Alder").id
        assert store.audit_log()[-1].who == "boss"
    assert REVIEWER_PASSWORD not in shown(all_text(at))


def _oidc_app(email: str | None):
    """The app as deployed with an `[auth]` secrets section; `st.user` as the provider would set it."""
    at = new_app()
    at.secrets["auth"] = {"redirect_uri": "http://localhost/oauth2callback", "cookie_secret": "x" * 32}
    at.user = {"is_logged_in": email is not None, **({"email": email} if email else {})}
    at.run()
    assert not at.exception, at.exception
    return at


def test_oidc_identity_maps_to_its_account_and_role():
    with Store(os.environ["ORDINANCE_REVIEW_DATABASE_URL"]) as store:
        Accounts(store).add("rita@dnr.example", role="reviewer", who="setup")  # no password: OIDC only
    at = _oidc_app("Rita@DNR.example")
    assert any("Signed in as" in m.value and "rita@dnr.example" in shown(m.value) for m in at.sidebar.markdown)
    assert not [t for t in at.sidebar.text_input if t.label == "Password"]  # no local password form
    at.switch_page("src/ordinance_review/ui/pages/submissions.py").run()
    assert any("No submissions yet" in i.value for i in at.info)
    with Store(os.environ["ORDINANCE_REVIEW_DATABASE_URL"]) as store:
        assert [(e.outcome, e.method) for e in Accounts(store).events()] == [("ok", "oidc")]


def test_oidc_identity_without_an_account_reaches_nothing():
    at = _oidc_app("stranger@example.org")
    assert any("has no account here" in shown(w.value) for w in at.sidebar.warning)
    at.switch_page("src/ordinance_review/ui/pages/submissions.py").run()
    assert any("Sign in" in i.value for i in at.info) and not at.dataframe
    signed_out = _oidc_app(None)
    assert [b.label for b in signed_out.sidebar.button] == ["Sign in"]
