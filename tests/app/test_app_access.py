"""Access control in the app: signed-out visitors, local accounts and edited URLs (real SQLite)."""

from __future__ import annotations

import datetime as dt
import os

from app_helpers import REVIEWER, all_text, button, shown, sign_in, widget

from ordinance_review.access import Principal, SubmissionAccess
from ordinance_review.accounts import SIGN_IN_FAILED, Accounts
from ordinance_review.store import Store
from ordinance_review.ui.navigation import PAGE_DETAIL, PAGE_SELF_CHECK, PAGE_SUBMISSIONS

LOCAL_PASSWORD = "alder clerk passphrase"


def _store() -> Store:
    return Store(os.environ["ORDINANCE_REVIEW_DATABASE_URL"])


def _two_submissions(review_pdf: bytes) -> tuple[int, int]:
    """Alder's and Birch's submissions filed by DNR, and a local account for Alder."""
    from ordinance_review.review import review_bytes

    review = review_bytes(review_pdf, "wren_hollow.pdf")
    store = _store()
    dnr = SubmissionAccess(store, Principal(username=REVIEWER, role="reviewer"))
    alder = dnr.create_submission(jurisdiction="Town of Alder", review=review, file_bytes=review_pdf, received=dt.date(2026, 9, 1))
    birch = dnr.create_submission(
        jurisdiction="Town of Birch", review=review, file_bytes=review_pdf, received=dt.date(2026, 9, 2),
        title="Birch secret title",
    )  # fmt: skip
    Accounts(store).add("clerk-alder", role="local", jurisdiction="Town of Alder", password=LOCAL_PASSWORD, who="test")
    store.close()
    return alder.id, birch.id


def _everything(at) -> str:
    frames = "\n".join(d.value.to_string() for d in at.dataframe)
    boxes = "\n".join(str(s.options) for s in at.selectbox)
    return all_text(at) + frames + boxes


def test_signed_out_visitor_reaches_no_submission_data(signed_out_app, ordinance_pdf):
    alder, birch = _two_submissions(ordinance_pdf)
    at = signed_out_app
    for page in (PAGE_SUBMISSIONS, PAGE_DETAIL):
        at.switch_page(page).run()
        assert not at.exception
        assert any("Sign in" in i.value for i in at.info)
        text = _everything(at)
        assert "Town of Alder" not in text and "Town of Birch" not in text and not at.dataframe
    at.query_params["id"] = str(birch)  # an edited URL does not help
    at.switch_page(PAGE_DETAIL).run()
    assert "Birch" not in _everything(at) and not at.download_button


def test_local_sees_only_its_jurisdiction_even_with_an_edited_url(signed_out_app, ordinance_pdf):
    alder, birch = _two_submissions(ordinance_pdf)
    at = sign_in(signed_out_app, "clerk-alder", LOCAL_PASSWORD)
    at.switch_page(PAGE_SUBMISSIONS).run()
    assert at.dataframe[0].value["Jurisdiction"].tolist() == ["Town of Alder"]
    assert "Birch" not in _everything(at)

    at.query_params["id"] = str(birch)
    at.switch_page(PAGE_DETAIL).run()
    assert not at.exception
    assert any(f"No submission #{birch}" in shown(w.value) for w in at.warning)
    text = _everything(at)
    assert "Birch" not in text and "Town of Alder" in text  # its own record, never the other one
    # the audit export offered is Alder's; a local cannot record a decision or edit dates
    assert {b.label for b in at.download_button} >= {"Audit log (CSV)"}
    assert button(at, "Record decision").disabled and button(at, "Save dates").disabled


def test_wrong_password_and_unknown_user_get_the_same_message(signed_out_app):
    at = sign_in(signed_out_app, REVIEWER, "not the password at all")
    wrong = [e.value for e in at.sidebar.error]
    at = sign_in(at, "no-such-person", "not the password at all")
    unknown = [e.value for e in at.sidebar.error]
    assert wrong == unknown == [SIGN_IN_FAILED]
    assert button(at.sidebar, "Sign in")  # still signed out


def test_reviewer_decision_names_the_signed_in_reviewer(app, ordinance_pdf):
    alder, _ = _two_submissions(ordinance_pdf)
    app.query_params["id"] = str(alder)
    app.switch_page(PAGE_DETAIL).run()
    widget(app.text_area, "Reason (required)").set_value("Needed to protect Lake Tessaly")
    button(app, "Record decision").click().run()
    assert not app.exception
    log = _store().audit_log(alder)
    assert log[-1].entity == "decision" and log[-1].who == REVIEWER
    assert any("Signed in as" in m.value and REVIEWER in m.value for m in app.sidebar.markdown)


def test_self_check_and_unsaved_review_work_signed_out_and_store_nothing(signed_out_app, ordinance_pdf):
    at = signed_out_app
    at.file_uploader[0].set_value(("draft.pdf", ordinance_pdf, "application/pdf"))
    at.run()
    assert not at.exception and at.dataframe  # the review is shown
    assert any("Sign in" in i.value for i in at.info)  # but saving it needs an account
    assert not [b for b in at.button if b.label == "Create submission"]
    at.switch_page(PAGE_SELF_CHECK).run()
    at.file_uploader[0].set_value(("draft.pdf", ordinance_pdf, "application/pdf"))
    at.run()
    assert not at.exception and at.dataframe
    store = _store()
    assert store.list_submissions() == [] and {e.entity for e in store.audit_log()} <= {"account", "jurisdiction"}
