"""The app in Debian's chromium: review → override → memo; submission and its clock; bad upload.

Each flow also checks one thing that must NOT happen.
"""

from __future__ import annotations

import datetime as dt

import pytest
from browser_helpers import choose, goto_page, settle, shot, upload
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def _reviewed(page, pdf) -> None:
    upload(page, pdf)
    expect(page.get_by_role("heading", name="Provisions")).to_be_visible(timeout=90_000)


def test_review_override_and_memo(page, ordinance_pdf, tmp_path):
    _reviewed(page, ordinance_pdf)
    expect(page.get_by_text("provisions shown")).to_be_visible()
    shot(page, "01-review")

    # open the provision carrying markup: it is shown as text and never executed
    page.get_by_label("Search provisions").fill("pwned")
    page.get_by_label("Search provisions").press("Enter")
    expect(page.get_by_text("1 of", exact=False)).to_be_visible()
    shown = page.get_by_test_id("stMarkdownContainer").filter(has_text="<script>window.__pwned = 1</script>")
    expect(shown.first).to_be_visible()  # the detail pane shows the markup as text
    assert page.evaluate("window.__pwned") is None  # must NOT run
    assert page.locator("img[src='x']").count() == 0  # must NOT be injected
    shot(page, "02-finding-detail")

    # an override without a reason is refused; with one it is applied. Each step waits for the
    # app's run to finish (settle): a click during a rerun could land on a replaced element
    settle(page)
    choose(page, "New verdict", "Exceeds")
    page.get_by_role("button", name="Override verdict").click()
    expect(page.get_by_text("A reason is required to override a verdict")).to_be_visible()
    expect(page.get_by_text("overridden by the reviewer")).to_have_count(0)
    settle(page)
    choose(page, "New verdict", "Exceeds")
    reason = page.get_by_label("Reason (required)")
    reason.fill("Notice rule is stricter than NR 151")
    expect(reason).to_have_value("Notice rule is stricter than NR 151")
    settle(page)
    page.get_by_role("button", name="Override verdict").click()
    expect(page.get_by_text("overridden by the reviewer")).to_be_visible()
    settle(page)

    goto_page(page, "Memos")
    expect(page.get_by_role("heading", name="Memos")).to_be_visible()
    with page.expect_download() as info:
        page.get_by_role("button", name="Review memo (Markdown)").click()
    memo = tmp_path / "memo.md"
    info.value.save_as(memo)
    text = memo.read_text(encoding="utf-8")
    assert "9-14" in text
    assert "Notice rule is stricter than NR 151" in text
    assert "<script>window.__pwned" not in text  # must NOT carry live markup into the memo
    with page.expect_download() as info:
        page.get_by_role("button", name="Review memo (PDF)").click()
    assert info.value.path().read_bytes().startswith(b"%PDF")
    expect(page.get_by_role("button", name="Self-check report (Word)")).to_be_visible()
    shot(page, "03-memos")


def test_create_submission_shows_due_date_and_status(page, ordinance_pdf):
    _reviewed(page, ordinance_pdf)
    # issue 17: the jurisdiction is a record, pre-selected from what the document names
    box = page.get_by_test_id("stSelectbox").filter(has_text="Jurisdiction").first.get_by_role("combobox")
    expect(box).to_have_value("Town of Wren Hollow (Ashby County)")
    expect(page.get_by_text("pre-selected from the document", exact=False)).to_be_visible()
    settle(page)
    page.get_by_role("button", name="Create submission").click()
    expect(page.get_by_role("heading", name="Submission", exact=True)).to_be_visible()
    due = dt.date.today() + dt.timedelta(days=90)
    due_metric = page.get_by_test_id("stMetric").filter(has_text="Due")
    expect(due_metric).to_contain_text(due.isoformat())
    expect(page.get_by_test_id("stMetric").filter(has_text="Status")).to_contain_text("On time")
    shot(page, "04-submission-detail")

    goto_page(page, "Submissions")
    expect(page.get_by_role("heading", name="Submissions")).to_be_visible()
    expect(page.get_by_test_id("stMetric").filter(has_text="On time").first).to_contain_text("1")
    expect(page.get_by_text("Verdict mix per submission")).to_be_visible()
    expect(page.get_by_test_id("stVegaLiteChart").locator("canvas, svg").first).to_be_visible()
    shot(page, "05-submissions")


def test_bad_upload_shows_error_and_app_keeps_working(page, ordinance_pdf, tmp_path):
    bad = tmp_path / "minutes.pdf"
    bad.write_bytes(b"Minutes of the town board meeting, not a PDF at all")
    upload(page, bad)
    expect(page.get_by_text("minutes.pdf is not a PDF", exact=False)).to_be_visible()
    expect(page.get_by_test_id("stException")).to_have_count(0)  # must NOT crash
    shot(page, "06-bad-upload")
    _reviewed(page, ordinance_pdf)
    expect(page.get_by_text("minutes.pdf is not a PDF", exact=False)).to_have_count(0)


def test_reference_pages_render(page, ordinance_pdf):
    goto_page(page, "Standards")
    expect(page.get_by_role("heading", name="State standards")).to_be_visible()
    expect(page.get_by_test_id("stException")).to_have_count(0)
    shot(page, "07-standards")
    goto_page(page, "Self-check")
    expect(page.get_by_role("heading", name="Check your draft ordinance")).to_be_visible()
    upload(page, ordinance_pdf)
    expect(page.get_by_role("heading", name="Each part of your draft")).to_be_visible(timeout=90_000)
    expect(page.get_by_role("button", name="Create submission")).to_have_count(0)  # no case management
    shot(page, "08-self-check")
