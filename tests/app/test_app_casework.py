"""AppTests of issue 17 (case management) and issue 20 item 9 (sessions): each fails on the old behaviour."""

from __future__ import annotations

import datetime as dt
import os

from app_helpers import REVIEWER, all_text, button, new_app, pick_jurisdiction, shown, sign_in, widget

from ordinance_review.accounts import Accounts
from ordinance_review.models import Outcome
from ordinance_review.store import Store
from ordinance_review.ui.navigation import PAGE_MEMOS
from ordinance_review.ui.session import REVIEW_KEY


def _store() -> Store:
    return Store(os.environ["ORDINANCE_REVIEW_DATABASE_URL"])


def _banner(at) -> str:
    return next((shown(e.value) for e in at.error if "Approval needed" in e.value), "")


def test_overrides_count_in_the_banner_the_counts_and_the_memo(reviewed):
    """Item 2: after overriding an exceeding provision, the banner, the counts and the memo agree."""
    slot = reviewed.session_state[REVIEW_KEY]
    exceeding = [f for f in slot.review.findings if f.verdict == "exceeds"]
    target = exceeding[0]
    assert target.label in _banner(reviewed)
    widget(reviewed.selectbox, "Open a provision").set_value(target.provision_id).run()
    widget(reviewed.selectbox, "New verdict").set_value("consistent")
    widget(reviewed.text_area, "Reason (required)").set_value("Restates the state figure")
    button(reviewed, "Override verdict").click().run()
    assert not reviewed.exception
    effective = reviewed.session_state[REVIEW_KEY].effective()
    assert target.label not in effective.outcome.provisions_needing_approval
    counts = {m.label: int(m.value) for m in reviewed.metric}
    assert counts["Exceeds"] == len(exceeding) - 1 == len(effective.outcome.provisions_needing_approval)
    banner = _banner(reviewed)
    assert banner and target.label not in banner.split("):", 1)[-1], banner
    reviewed.switch_page(PAGE_MEMOS).run()
    memo = "\n".join(shown(m.value) for m in reviewed.markdown)
    assert "Restates the state figure" in memo


def test_a_failed_upload_clears_the_stale_review(reviewed):
    """Item 3: an error never sits above another document's review (or its submission number)."""
    pick_jurisdiction(reviewed, "Town of Wren Hollow")
    widget(reviewed.date_input, "Date received").set_value(dt.date(2026, 9, 1))
    button(reviewed, "Create submission").click().run()
    reviewed.switch_page("src/ordinance_review/ui/pages/review.py").run()
    assert any("This review is submission" in s.value for s in reviewed.success)
    reviewed.file_uploader[0].set_value(("empty.pdf", b"", "application/pdf")).run()
    assert not reviewed.exception
    assert reviewed.error and "empty.pdf" in shown(reviewed.error[0].value)
    assert REVIEW_KEY not in reviewed.session_state
    assert not reviewed.dataframe and not any("This review is submission" in s.value for s in reviewed.success)


def test_memo_signs_with_the_display_name(app, ordinance_pdf):
    """Item 4: the memo's signature is the account's display name, not its user name."""
    with _store() as store:
        store.jurisdictions.list()
        Accounts(store).add("dana", role="reviewer", password="dana's long passphrase", display_name="Dana Okafor", who="t")
    at = sign_in(new_app().run(), "dana", "dana's long passphrase")
    at.file_uploader[0].set_value(("w.pdf", ordinance_pdf, "application/pdf")).run()
    at.switch_page(PAGE_MEMOS).run()
    assert widget(at.text_input, "Reviewer (signature block)").value == "Dana Okafor"


def test_banner_summarizes_a_long_list_and_flags_repeated_labels():
    """Item 10: a 300-page code book's banner is a count, the first labels and the repeated ones."""
    from ordinance_review.ui.components.summary import _outcome_text

    labels = [f"Sec. 3.{n:02d}(1)" for n in range(40)] + ["Sec. 3.05(1)", "Sec. 3.05(1)"]
    text = _outcome_text(Outcome(approval_needed=True, summary="; ".join(labels), provisions_needing_approval=labels))
    assert text.startswith("42 provisions exceed the state standards: Sec. 3.00(1)")
    assert "and 28 more" in text and "Sec. 3.39(1)" not in text
    assert "Sec. 3.05(1) ×3" in text


def test_admin_reset_signs_the_other_browser_out(app):
    """Issue 20 item 9: a signed-in session ends when an admin resets the password, locks or changes the role."""
    assert any("Signed in as" in m.value for m in app.sidebar.markdown)
    with _store() as store:
        Accounts(store).set_password(REVIEWER, "a brand new passphrase", who="boss", must_change=True)
    app.run()
    assert not any("Signed in as" in m.value for m in app.sidebar.markdown)
    assert any("sign-in ended" in i.value for i in app.sidebar.info)
    assert "Sign in" in [b.label for b in app.sidebar.button]


def test_sign_in_sets_a_signed_cookie_and_sign_out_revokes_the_session(app):
    """Item 8: the session the cookie names is live after sign-in and revoked by Sign out."""
    token = app.session_state["auth_session_token"]
    with _store() as store:
        assert Accounts(store).session_account(token).username == REVIEWER
    button(app.sidebar, "Sign out").click().run()
    with _store() as store:
        assert Accounts(store).session_account(token) is None
    assert "document.cookie" in "".join(str(h.proto) for h in app.html) or not app.html  # cleared in the browser
    assert "Sign in" in [b.label for b in app.sidebar.button]
    assert "rita" not in all_text(app)
