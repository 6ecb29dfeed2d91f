"""AppTest of the Review page: upload a real PDF, see the findings, open one, override, errors."""

from __future__ import annotations

from app_helpers import HOSTILE, all_text, button, new_app, shown, widget

from ordinance_review.ui.components.upload import SAMPLE
from ordinance_review.ui.session import REVIEW_KEY


def _slot(at):
    return at.session_state[REVIEW_KEY]


def test_empty_page_invites_an_upload(app):
    assert app.title[0].value == "Review an ordinance"
    assert app.file_uploader[0].label.startswith("Ordinance file")
    assert any("Review the sample ordinance" in i.value for i in app.info)
    assert not app.dataframe


def test_upload_shows_outcome_counts_and_every_provision(reviewed):
    review = _slot(reviewed).review
    assert review.provisions, "the engine found no provisions in the sample ordinance"
    table = reviewed.dataframe[0].value
    assert list(table["id"]) == [p.id for p in review.provisions]
    # a known provision of the sample is in the table, with its verdict badge
    assert table["Text"].str.contains("manure", case=False).any()
    counts = {m.label: int(m.value) for m in reviewed.metric}
    assert sum(counts.values()) == len(review.findings)
    outcome_box = reviewed.error if review.outcome.approval_needed else reviewed.success
    assert any(("Approval needed" if review.outcome.approval_needed else "No approval needed") in e.value for e in outcome_box)


def test_search_filters_the_table_and_opens_the_match(reviewed):
    widget(reviewed.text_input, "Search provisions").set_value("pwned").run()
    table = reviewed.dataframe[0].value
    assert len(table) == 1
    assert "window.__pwned" in table["Text"].iloc[0]
    # the detail pane shows the text escaped: nothing in it would render as HTML or a link
    text = all_text(reviewed)
    assert "\\<script\\>window" in text
    assert "<script>" not in text
    assert "[click](javascript" not in text


def test_verdict_filter_keeps_only_that_verdict(reviewed):
    review = _slot(reviewed).review
    verdict = review.findings[0].verdict
    widget(reviewed.multiselect, "Verdict").set_value([verdict]).run()
    table = reviewed.dataframe[0].value
    expected = [f.provision_id for f in review.findings if f.verdict == verdict]
    assert list(table["id"]) == expected


def test_override_requires_a_reason(reviewed):
    slot = _slot(reviewed)
    pid = widget(reviewed.selectbox, "Open a provision").value
    before = slot.effective().finding_for(pid).verdict
    new = "exceeds" if before != "exceeds" else "consistent"
    widget(reviewed.selectbox, "New verdict").set_value(new)
    button(reviewed, "Override verdict").click().run()
    assert any("reason is required" in e.value for e in reviewed.error)
    assert _slot(reviewed).effective().finding_for(pid).verdict == before  # must NOT change

    widget(reviewed.selectbox, "New verdict").set_value(new)
    widget(reviewed.text_area, "Reason (required)").set_value("Setback is from wells, not residences.")
    button(reviewed, "Override verdict").click().run()
    finding = _slot(reviewed).effective().finding_for(pid)
    assert (finding.verdict, finding.overridden) == (new, True)
    assert any("Setback is from wells" in n for n in finding.notes)


def test_bad_upload_shows_an_error_and_clears_the_previous_review(reviewed):
    reviewed.file_uploader[0].set_value(("notes.pdf", b"this is not a pdf at all", "application/pdf")).run()
    assert not reviewed.exception
    assert reviewed.error, "a bad file must show an error next to the upload"
    assert "notes.pdf" in shown(reviewed.error[0].value)
    # issue 17: the previous document's review no longer sits under this file's error
    assert REVIEW_KEY not in reviewed.session_state
    assert not reviewed.dataframe


def test_rerun_with_the_same_file_uses_the_cache(reviewed, ordinance_pdf):
    first = _slot(reviewed).review
    again = new_app().run()
    again.file_uploader[0].set_value(("copy.pdf", ordinance_pdf, "application/pdf")).run()
    assert _slot(again).review is first  # same object: not reviewed a second time


def test_sample_button_reviews_the_bundled_sample(app):
    sample = button(app, "Review the sample ordinance")
    if not SAMPLE.is_file():
        assert sample.disabled
        return
    sample.click().run()
    assert not app.exception
    assert _slot(app).filename == SAMPLE.name
    assert app.dataframe and len(app.dataframe[0].value) > 0


def test_hostile_markup_never_reaches_html(reviewed):
    assert not reviewed.html, "no st.html element may carry ordinance text"
    assert reviewed.image, "the page image of the open provision is shown"
    assert HOSTILE not in all_text(reviewed)


def _encrypted_pdf(password: str) -> bytes:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_encryption(owner_password="owner-" + password, user_password=password)
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.multi_cell(0, 6, "Sec. 1-1. Manure storage.\nA. No manure storage facility shall be within 500 feet of a well.")
    return bytes(pdf.output())


def test_encrypted_pdf_asks_for_its_password_then_reviews(app):
    app.file_uploader[0].set_value(("locked.pdf", _encrypted_pdf("hay-bale"), "application/pdf")).run()
    assert not app.exception
    assert app.error and "password" in shown(app.error[0].value)
    assert REVIEW_KEY not in app.session_state  # nothing half-reviewed was kept
    widget(app.text_input, "PDF password (only for encrypted files)").set_value("wrong").run()
    assert "password" in shown(app.error[0].value)
    widget(app.text_input, "PDF password (only for encrypted files)").set_value("hay-bale").run()
    assert not any("password" in shown(e.value) for e in app.error)
    assert _slot(app).filename == "locked.pdf"
    assert app.dataframe, "the provisions table appears once the password is right"
