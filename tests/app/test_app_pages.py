"""AppTests of the Memos, Self-check and Standards pages."""

from __future__ import annotations

from app_helpers import all_text, button, new_app, shown, widget

from ordinance_review.standards import load_catalog
from ordinance_review.ui.navigation import PAGE_MEMOS, PAGE_SELF_CHECK, PAGE_STANDARDS
from ordinance_review.ui.session import SELF_CHECK_KEY


def test_memos_page_without_a_review_points_to_the_review_page(app):
    app.switch_page(PAGE_MEMOS).run()
    assert not app.exception
    assert any("Review an ordinance first" in i.value for i in app.info)
    assert not app.download_button


def test_memos_page_offers_both_memos_in_three_formats_with_the_override(reviewed):
    pid = widget(reviewed.selectbox, "Open a provision").value
    widget(reviewed.selectbox, "New verdict").set_value("exceeds")
    widget(reviewed.text_area, "Reason (required)").set_value("Stricter than the state figure")
    button(reviewed, "Override verdict").click().run()
    assert reviewed.session_state["review_slot"].overrides[pid].reason == "Stricter than the state figure"

    reviewed.switch_page(PAGE_MEMOS).run()
    assert not reviewed.exception
    labels = sorted(b.label for b in reviewed.download_button)
    assert labels == sorted(
        f"{kind} ({fmt})" for kind in ("Review memo", "Self-check report") for fmt in ("Markdown", "Word", "PDF")
    )
    # issue 17: the preview is rendered Markdown, so a reader sees "14.42", never the escaped "14\\.42"
    assert not reviewed.code, "the preview must not show the Markdown source with its escapes"
    review_md = "\n".join(shown(m.value) for m in reviewed.markdown)
    label = reviewed.session_state["review_slot"].review.provision(pid).label
    assert label in review_md
    assert "Stricter than the state figure" in review_md  # the override and its reason are in the memo
    assert not reviewed.error


def test_self_check_page_speaks_plainly_and_stores_nothing(app, ordinance_pdf):
    app.switch_page(PAGE_SELF_CHECK).run()
    assert app.title[0].value == "Check your draft ordinance"
    assert not [b for b in app.button if b.label == "Review the sample ordinance"]
    app.file_uploader[0].set_value(("draft.pdf", ordinance_pdf, "application/pdf")).run()
    assert not app.exception
    slot = app.session_state[SELF_CHECK_KEY]
    assert app.dataframe[0].value["id"].tolist() == [p.id for p in slot.review.provisions]
    text = shown(all_text(app))
    assert "Nothing you upload here is saved" in text
    assert "Create submission" not in [b.label for b in app.button]  # no case management here
    assert "review_slot" not in app.session_state  # the reviewer's slot is untouched
    assert {b.label for b in app.download_button} == {
        "Self-check report (Markdown)", "Self-check report (Word)", "Self-check report (PDF)"
    }


def test_self_check_bad_upload_shows_error(app):
    app.switch_page(PAGE_SELF_CHECK).run()
    app.file_uploader[0].set_value(("draft.pdf", b"", "application/pdf")).run()
    assert not app.exception
    assert app.error and "draft.pdf" in shown(app.error[0].value)


def test_standards_page_lists_and_searches_the_catalog(app):
    catalog = load_catalog()
    app.switch_page(PAGE_STANDARDS).run()
    assert not app.exception
    if not catalog.standards:
        assert any("catalog is empty" in i.value for i in app.info)
        return
    table = app.dataframe[0].value
    assert len(table) == len(catalog.standards)
    assert set(table["Confirmation"]).issubset({"confirmed", "partial", "unconfirmed"})
    first = catalog.standards[0]
    widget(app.text_input, "Search the catalog").set_value(first.citation).run()
    table = app.dataframe[0].value
    assert first.citation in table["Citation"].tolist()
    assert len(table) < len(catalog.standards) or len(catalog.standards) == 1
    assert first.citation in shown(all_text(app))


def test_every_page_runs_without_an_exception():
    at = new_app().run()
    for page in (PAGE_MEMOS, PAGE_SELF_CHECK, PAGE_STANDARDS):
        at.switch_page(page).run()
        assert not at.exception, (page, at.exception)
