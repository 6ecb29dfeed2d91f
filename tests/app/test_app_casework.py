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


def _create(at, received=dt.date(2026, 9, 1)):
    pick_jurisdiction(at, "Town of Wren Hollow")
    widget(at.date_input, "Date received").set_value(received)
    button(at, "Create submission").click().run()
    assert not at.exception, at.exception
    with _store() as store:
        return store.list_submissions()[-1]


def test_submission_page_audit_log_is_for_people(reviewed):
    """Item 6: plain actions, provision labels and local time with the zone (in the app and the CSV)."""
    view = _create(reviewed)
    pid = next(f.provision_id for f in view.review.findings if f.verdict == "exceeds")
    label = view.review.provision(pid).label
    widget(reviewed.selectbox, "Provision").set_value(pid)
    widget(reviewed.selectbox, "Decision").set_value("approved")
    widget(reviewed.text_area, "Reason (required)").set_value("Needed for the creek")
    button(reviewed, "Record decision").click().run()
    log = next(d.value for d in reviewed.dataframe if "What" in d.value.columns)
    recorded = log[log["What"] == "Decision recorded"].iloc[0]
    assert recorded["Of"] == label and recorded["New"] == "Approved"
    assert recorded["When"].endswith((" CST", " CDT"))
    assert "decision decision" not in log["What"].tolist() and pid not in log["Of"].tolist()
    # the CSV words it the same way: tests/store/test_store_audit.py::test_csv_export_round_trips


def test_decision_letter_with_nothing_decided_asks_first(reviewed):
    """Item 9: dating the decision letter while no provision is decided needs a confirmation."""
    view = _create(reviewed)
    widget(reviewed.date_input, "Written notice to the local unit, with reasons, dated").set_value(dt.date(2026, 9, 20))
    button(reviewed, "Save dates").click().run()
    assert any("No provision of this submission has a decision yet" in w.value for w in reviewed.warning)
    with _store() as store:
        assert store.get_submission(view.id).decision_letter is None  # not saved yet
    button(reviewed, "Date the letter anyway").click().run()
    with _store() as store:
        assert store.get_submission(view.id).decision_letter == dt.date(2026, 9, 20)


def test_memo_downloads_and_assign_to_self_on_the_submission_page(reviewed):
    """Item 7: the memo downloads on the submission page; a reviewer takes a submission."""
    view = _create(reviewed)
    labels = {b.label for b in reviewed.download_button}
    assert {"Review memo (Markdown)", "Review memo (Word)", "Review memo (PDF)"} <= labels
    button(reviewed, "Assign to me").click().run()
    with _store() as store:
        assert store.get_submission(view.id).reviewer == REVIEWER
    assert any("Reviewer: **rita**" in m.value for m in reviewed.markdown)


def test_submissions_list_is_a_work_queue(reviewed):
    """Item 7: filters, search, sort by due date, decided/total, the route in words."""
    first = _create(reviewed, received=dt.date(2026, 9, 1))
    with _store() as store:
        alder = store.jurisdictions.match("Town of Alder")
        store.create_submission(
            jurisdiction_id=alder.id, review=first.review, file_bytes=first.file_bytes, received=dt.date(2026, 8, 1),
            route="datcp", complete=dt.date(2026, 8, 2), title="Alder manure code", who="amy",
        )  # fmt: skip
    reviewed.switch_page("src/ordinance_review/ui/pages/submissions.py").run()
    table = reviewed.dataframe[0].value
    assert table["Jurisdiction"].tolist() == ["Town of Alder", "Town of Wren Hollow"]  # due first
    assert table["Route"].tolist()[0].startswith("DATCP") and "dnr" not in table["Route"].tolist()
    needing = sum(f.verdict == "exceeds" for f in first.review.findings)
    assert table["Decided"].tolist() == [f"0 / {needing}"] * 2
    widget(reviewed.text_input, "Search").set_value("alder").run()
    assert reviewed.dataframe[0].value["Jurisdiction"].tolist() == ["Town of Alder"]
    widget(reviewed.text_input, "Search").set_value("").run()
    widget(reviewed.multiselect, "Jurisdiction").set_value(["Town of Wren Hollow"]).run()
    assert reviewed.dataframe[0].value["#"].tolist() == [first.id]
    assert {"Status", "Route", "Reviewer"} <= {m.label for m in reviewed.multiselect}


def test_a_clerk_files_a_draft_without_dnr_fields(signed_out_app, ordinance_pdf):
    """Item 9: a local clerk filing a draft gets no date received, route or completion to edit."""
    with _store() as store:
        wren = store.jurisdictions.match("Town of Wren Hollow")
        Accounts(store).add("clerk", role="local", jurisdiction_id=wren.id, password="the clerk's passphrase", who="t")
    at = sign_in(signed_out_app, "clerk", "the clerk's passphrase")
    at.file_uploader[0].set_value(("w.pdf", ordinance_pdf, "application/pdf")).run()
    labels = {w.label for w in [*at.date_input, *at.selectbox]}
    assert not {"Date received", "Route", "Application complete"} & labels
    assert widget(at.selectbox, "Jurisdiction").disabled
    button(at, "File this draft with DNR").click().run()
    assert not at.exception
    with _store() as store:
        (saved,) = store.list_submissions()
    assert (saved.jurisdiction_id, saved.route, saved.complete) == (wren.id, "dnr", None)
