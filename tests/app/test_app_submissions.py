"""AppTests of the Submissions and Submission detail pages, backed by a real SQLite database."""

from __future__ import annotations

import datetime as dt

from app_helpers import all_text, button, pick_jurisdiction, shown, widget

from ordinance_review.store import Store
from ordinance_review.ui.navigation import PAGE_DETAIL, PAGE_MEMOS, PAGE_SUBMISSIONS
from ordinance_review.ui.text import status_badge


def _create(at, *, jurisdiction="Town of Wren Hollow", received=dt.date(2026, 9, 1)):
    pick_jurisdiction(at, jurisdiction)
    widget(at.date_input, "Date received").set_value(received)
    button(at, "Create submission").click().run()
    assert not at.exception, at.exception


def test_empty_submissions_page(app):
    app.switch_page(PAGE_SUBMISSIONS).run()
    assert not app.exception
    assert any("No submissions yet" in i.value for i in app.info)
    app.switch_page(PAGE_DETAIL).run()
    assert not app.exception
    assert any("No submissions yet" in i.value for i in app.info)


def test_create_submission_opens_its_clock(reviewed):
    _create(reviewed)
    assert reviewed.title[0].value == "Submission"
    metrics = {m.label: m.value for m in reviewed.metric}
    assert metrics["Due"] == "2026-11-30"  # received + 90 calendar days (NR 151.096(2)(b))
    assert metrics["Status"] in ("Overdue", "Due soon", "On time")
    stored = Store().list_submissions()
    assert [s.jurisdiction for s in stored] == ["Town of Wren Hollow"]
    # the audit log table shows the creation
    assert reviewed.dataframe, "the audit log is shown"
    assert {b.label for b in reviewed.download_button} >= {"Audit log (CSV)", "Due dates (calendar .ics)"}


def test_create_submission_requires_a_jurisdiction(reviewed):
    # issue 17: the form says when what the document names matches no record, and preselects nothing
    with Store() as store:
        wren = next(j for j in store.jurisdictions.list() if j.name == "Town of Wren Hollow")
        store.jurisdictions.update(wren.id, name="Wren Dale", kind="town", who="test")
    reviewed.run()
    assert any("no jurisdiction record matches it" in shown(w.value) for w in reviewed.warning)
    assert widget(reviewed.selectbox, "Jurisdiction").value is None
    widget(reviewed.date_input, "Date received").set_value(dt.date(2026, 9, 1))
    button(reviewed, "Create submission").click().run()
    assert any("Pick the jurisdiction" in e.value for e in reviewed.error)
    assert Store().list_submissions() == []  # nothing was created


def test_create_submission_preselects_the_documents_jurisdiction(reviewed):
    box = widget(reviewed.selectbox, "Jurisdiction")
    assert box.value is not None and box.value.name == "Town of Wren Hollow"
    assert any("pre-selected from the document" in shown(c.value) for c in reviewed.caption)


def test_submissions_list_overdue_first_with_status(reviewed):
    _create(reviewed, jurisdiction="Town of Wren Hollow", received=dt.date.today() - dt.timedelta(days=100))
    reviewed.switch_page(PAGE_SUBMISSIONS).run()
    assert not reviewed.exception
    table = reviewed.dataframe[0].value
    assert table["Status"].tolist() == ["Overdue"]
    assert table["Due"].tolist()[0] == dt.date.today() - dt.timedelta(days=10)
    assert any(m.label == status_badge("overdue") and m.value == "1" for m in reviewed.metric)


def test_date_edit_and_decision_are_audited(reviewed):
    _create(reviewed)
    view = Store().list_submissions()[0]
    widget(reviewed.date_input, "Item 1: copy of the ordinance to DNR and DATCP").set_value(dt.date(2026, 9, 3))
    button(reviewed, "Save dates").click().run()
    assert not reviewed.exception
    assert Store().get_submission(view.id).item1_received == dt.date(2026, 9, 3)
    log = Store().audit_log(view.id)
    assert any(e.field == "item1_received" and e.new == "2026-09-03" for e in log)

    needing = [f for f in view.review.findings if f.verdict == "exceeds"]
    if needing:
        button(reviewed, "Record decision").click().run()  # no reason: refused
        assert any("reason is required" in e.value for e in reviewed.error)
        assert Store().get_submission(view.id).decisions == []
        widget(reviewed.text_area, "Reason (required)").set_value("Needed to protect Lake Tessaly")
        button(reviewed, "Record decision").click().run()
        assert Store().get_submission(view.id).decisions[0].reason == "Needed to protect Lake Tessaly"
    text = shown(all_text(reviewed))
    assert "Checklist" in text and "Item 1" in text


def test_override_after_submission_goes_to_the_store(reviewed):
    _create(reviewed)
    view = Store().list_submissions()[0]
    button(reviewed, "Open this review on the Review page").click().run()
    assert reviewed.title[0].value == "Review an ordinance"
    pid = widget(reviewed.selectbox, "Open a provision").value
    widget(reviewed.selectbox, "New verdict").set_value("exempt_permit")
    widget(reviewed.text_area, "Reason (required)").set_value("Condition is in the permit only")
    button(reviewed, "Override verdict").click().run()
    assert not reviewed.exception
    finding = Store().effective_review(view.id).finding_for(pid)
    assert (finding.verdict, finding.overridden) == ("exempt_permit", True)
    assert any(e.entity == "verdict" and e.reason == "Condition is in the permit only" for e in Store().audit_log(view.id))


def test_memo_of_a_submission_carries_its_stored_overrides_and_dates(reviewed):
    _create(reviewed, received=dt.date(2026, 9, 1))
    view = Store().list_submissions()[0]
    button(reviewed, "Open this review on the Review page").click().run()
    widget(reviewed.selectbox, "New verdict").set_value("exceeds")
    widget(reviewed.text_area, "Reason (required)").set_value("Town-wide well setback is stricter")
    button(reviewed, "Override verdict").click().run()
    reviewed.switch_page(PAGE_MEMOS).run()
    assert not reviewed.exception
    memo = "\n".join(shown(m.value) for m in reviewed.markdown)  # the preview, rendered (issue 17)
    assert "Town-wide well setback is stricter" in memo
    assert "2026" in memo and view.jurisdiction in memo
    assert not [d for d in reviewed.date_input if d.label.startswith("Date received")]  # the record decides
