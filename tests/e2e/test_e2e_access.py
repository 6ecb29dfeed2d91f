"""Access control in Debian's chromium: signed-out visitors, a local clerk editing the URL, sign-in
failures that reveal nothing."""

from __future__ import annotations

import re

import pytest
from browser_helpers import choose, goto_page, shot, sign_in
from conftest import LOCAL, LOCAL_PASSWORD, REVIEWER, REVIEWER_PASSWORD
from playwright.sync_api import expect

from ordinance_review.accounts import SIGN_IN_FAILED
from ordinance_review.store import Store

pytestmark = pytest.mark.browser


def test_signed_out_visitor_reaches_no_submission_data(signed_out_page, server_url, seeded):
    page = signed_out_page
    for path in ("submissions", f"submission?id={seeded['Birch']}"):
        page.goto(f"{server_url}/{path}")
        expect(page.get_by_text("Sign in (in the sidebar) to see the submissions")).to_be_visible()
        expect(page.get_by_text("Town of Birch")).to_have_count(0)
        expect(page.get_by_text("Town of Alder")).to_have_count(0)
        expect(page.get_by_test_id("stDataFrame")).to_have_count(0)
    shot(page, "09-signed-out")


def test_local_clerk_sees_only_its_town_even_with_an_edited_url(signed_out_page, server_url, seeded):
    page = signed_out_page
    page.goto(f"{server_url}/submission?id={seeded['Birch']}")  # the other town's record, by URL
    sign_in(page, LOCAL, LOCAL_PASSWORD)
    expect(page.get_by_text(f"No submission #{seeded['Birch']} that your account can see")).to_be_visible()
    expect(page.get_by_role("heading", name="Town of Alder — Alder livestock ordinance")).to_be_visible()
    expect(page.get_by_text("Birch")).to_have_count(0)
    expect(page.get_by_role("button", name="Record decision")).to_be_disabled()
    shot(page, "10-local-edited-url")
    goto_page(page, "Submissions")
    expect(page.get_by_role("heading", name="Submissions")).to_be_visible()
    expect(page.get_by_text("Verdict mix per submission")).to_be_visible()
    expect(page.get_by_text("Birch")).to_have_count(0)


def test_wrong_password_and_unknown_user_look_the_same(signed_out_page):
    page = signed_out_page
    sidebar = page.get_by_test_id("stSidebar")
    messages = []
    for user in (REVIEWER, "nobody-at-all"):
        sidebar.get_by_label("User name").fill(user)
        sidebar.get_by_label("Password", exact=True).fill("definitely wrong")
        sidebar.get_by_role("button", name="Sign in").click()
        alert = sidebar.get_by_test_id("stAlertContentError")
        expect(alert).to_be_visible()
        messages.append(alert.inner_text())
        expect(sidebar.get_by_text("Signed in as")).to_have_count(0)
    assert messages[0] == messages[1] == SIGN_IN_FAILED


def test_reviewer_decides_and_overrides_and_the_log_names_them(signed_out_page, server_url, seeded, database_url):
    page = signed_out_page
    alder = seeded["Alder"]
    page.goto(f"{server_url}/submission?id={alder}")
    sign_in(page, REVIEWER, REVIEWER_PASSWORD)
    expect(page.get_by_role("heading", name="Town of Alder — Alder livestock ordinance")).to_be_visible()
    page.get_by_label("Reason (required)").fill("Storage rule protects the Alder creek")
    page.get_by_role("button", name="Record decision").click()
    # the count of decided provisions moves only once the decision is stored (the typed reason is on the
    # page before that, in its own box, so it proves nothing on a busy machine)
    expect(page.get_by_text(re.compile(r"^1 of \d+ provisions needing approval decided"))).to_be_visible()
    expect(page.get_by_text("Storage rule protects the Alder creek").first).to_be_visible()

    page.get_by_role("button", name="Open this review on the Review page").click()
    expect(page.get_by_role("heading", name="Review an ordinance")).to_be_visible()
    choose(page, "New verdict", "Consistent")
    page.get_by_label("Reason (required)").fill("365 days matches the county plan")
    page.get_by_role("button", name="Override verdict").click()
    expect(page.get_by_text("overridden by the reviewer")).to_be_visible()
    shot(page, "11-reviewer-override")

    with Store(database_url) as store:
        log = store.audit_log(alder)
    assert [(e.entity, e.who) for e in log if e.entity in ("decision", "verdict")] == [
        ("decision", REVIEWER), ("decision", REVIEWER), ("verdict", REVIEWER)
    ]
