"""Offline (issue 20): no request of the app leaves the machine — no icon font, script, image or
telemetry from an outside host. Every request the page makes is recorded while a reviewer walks
through the pages; each one must go to 127.0.0.1 or localhost."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from browser_helpers import goto_page, sign_in, upload
from conftest import REVIEWER, REVIEWER_PASSWORD
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
LOCAL_SCHEMES = {"data", "blob", "about"}


def _outside(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in LOCAL_SCHEMES:
        return False
    return (parts.hostname or "") not in LOCAL_HOSTS


def test_no_request_leaves_the_machine(browser, server_url, ordinance_pdf):
    # A fresh context: nothing cached from the other tests, so every font and script is fetched here.
    context = browser.new_context(viewport={"width": 1440, "height": 1000})
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    # Outside hosts are answered locally (never reached) but still recorded above.
    context.route(lambda url: _outside(url), lambda route: route.abort())
    page = context.new_page()
    try:
        page.goto(server_url)
        expect(page.get_by_role("heading", name="Review an ordinance")).to_be_visible()
        sign_in(page, REVIEWER, REVIEWER_PASSWORD)
        upload(page, ordinance_pdf)
        expect(page.get_by_role("heading", name="Provisions")).to_be_visible(timeout=90_000)
        for title, heading in (
            ("Submissions", "Submissions"),
            ("Submission detail", "Submission"),
            ("Standards", "State standards"),
            ("Self-check", "Check your draft ordinance"),
        ):
            goto_page(page, title)
            expect(page.get_by_role("heading", name=heading, exact=True)).to_be_visible()
        # the icon font is in use (sidebar icons): it must have come from this server
        page.wait_for_load_state("networkidle")
        fonts = [u for u in requests if ".woff" in u or "font" in u.lower()]
        assert fonts, "no font was requested: the test did not exercise the icon font"
    finally:
        context.close()
    outside = sorted({u for u in requests if _outside(u)})
    assert requests, "no request was recorded"
    assert not outside, f"requests to outside hosts: {outside}"
