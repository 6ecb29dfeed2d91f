"""Helpers for the browser tests (imported by name: test modules are not a package)."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"


def shot(page, name: str) -> None:
    """Save a screenshot of the whole page into artifacts/screenshots/ (git-ignored).

    Streamlit scrolls inside its main container, so a "full page" screenshot would only show the
    viewport: the viewport is stretched to the content's height for the shot, then restored.
    """
    SHOTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size
    height = page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('[data-testid=stMain], [data-testid=stAppViewContainer]')]"
        ".map(e => e.scrollHeight), document.body.scrollHeight)"
    )
    page.set_viewport_size({"width": size["width"], "height": min(max(height, size["height"]), 5000)})
    try:
        # lazily loaded widgets show a skeleton until their code arrives: wait them out
        expect(page.get_by_test_id("stSkeleton")).to_have_count(0)
        page.screenshot(path=str(SHOTS / f"{name}.png"))
    finally:
        page.set_viewport_size(size)


def settle(page, timeout: float = 60_000) -> None:
    """Wait until the app has finished its run: no element is stale (greyed while the script
    reruns) and the status widget no longer says it is running. An action taken before that can
    land on an element being replaced and be lost, which is what made the override flow flaky."""
    page.wait_for_function(
        """() => !document.querySelector('[data-stale="true"]')
              && !document.querySelector('[data-testid="stStatusWidget"] [data-testid="stStatusWidgetRunningIcon"]')
              && !/Running/.test(document.querySelector('[data-testid="stStatusWidget"]')?.innerText || '')""",
        timeout=timeout,
    )


def upload(page, path: Path) -> None:
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').first.set_input_files(str(path))


def goto_page(page, title: str) -> None:
    """Click a page in the sidebar navigation."""
    page.get_by_role("link", name=title, exact=True).first.click()


def choose(page, label: str, option: str) -> None:
    """Pick an option of an st.selectbox (a react-aria combobox): type it, then click the match.

    Typing opens the list whatever state the box is in (a click on the arrow can land while the
    app is re-rendering the box and be lost).
    """
    box = page.get_by_test_id("stSelectbox").filter(has_text=label).first
    combo = box.get_by_role("combobox")
    if combo.input_value() == option:
        return
    # (a rerun can replace the open list under the click, detaching the option: the pick is tried again on the
    # settled page; the value is asserted at the end either way)
    for _ in range(3):
        settle(page)
        combo.click()
        combo.fill(option)
        try:
            page.get_by_role("option", name=option, exact=True).click(timeout=10_000)
            expect(combo).to_have_value(option, timeout=10_000)
            break
        except (AssertionError, PlaywrightTimeoutError):
            continue
    expect(combo).to_have_value(option)
    settle(page)


def sign_in(page, username: str, password: str) -> None:
    """Sign in through the sidebar form and wait until the sidebar says who is signed in."""
    sidebar = page.get_by_test_id("stSidebar")
    sidebar.get_by_label("User name").fill(username)
    sidebar.get_by_label("Password", exact=True).fill(password)
    sidebar.get_by_role("button", name="Sign in").click()
    expect(sidebar.get_by_text("Signed in as")).to_be_visible()


def wait_for_cookie(page, name: str, timeout: float = 30_000) -> dict:
    """The browser cookie ``name`` once it is set. The app sets its sign-in cookie from a script
    that runs after the page has settled, so reading the cookie jar at once can find nothing yet."""
    page.wait_for_function(
        "name => document.cookie.split('; ').some(c => c.startsWith(name + '='))", arg=name, timeout=timeout
    )
    return next(c for c in page.context.cookies() if c["name"] == name)
