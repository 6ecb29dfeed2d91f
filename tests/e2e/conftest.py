"""Browser fixtures: `streamlit run app.py` on a free port with a throw-away SQLite database, and
Debian's chromium driven by Playwright (never `playwright install`)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from browser_helpers import shot, sign_in
from playwright.sync_api import expect

from testsupport import pdfgen

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
HOSTILE = "<script>window.__pwned = 1</script> <img src=x onerror=window.__pwned=2>"
REVIEWER, REVIEWER_PASSWORD = "rita", "rita's browser passphrase"
LOCAL, LOCAL_PASSWORD = "clerk-alder", "alder clerk passphrase"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_healthy(url: str, proc: subprocess.Popen, timeout: float = 60.0) -> None:
    """Poll Streamlit's health endpoint until the server answers (or fail with its output)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"streamlit exited with {proc.returncode}: {proc.stdout.read()}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as resp:
                if resp.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"streamlit did not answer at {url} within {timeout:.0f}s")


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make system-deps` (installs Debian's chromium)")
    port = _free_port()
    db = tmp_path_factory.mktemp("e2e") / "app.sqlite"
    seeded = _seed(f"sqlite:///{db}")
    env = {**os.environ, "ORDINANCE_REVIEW_DATABASE_URL": f"sqlite:///{db}", "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "streamlit"),
            "run",
            "app.py",
            "--server.headless",
            "true",
            "--server.address",
            "127.0.0.1",
            "--server.port",
            str(port),
            "--browser.gatherUsageStats",
            "false",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, proc)
        yield url, seeded, f"sqlite:///{db}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def _seed(url: str) -> dict[str, int]:
    """Accounts (a DNR reviewer, a local clerk of the Town of Alder) and two overdue submissions, one
    of Alder and one of Birch, written through the library before the server starts."""
    import datetime as dt

    from ordinance_review.access import Principal, SubmissionAccess
    from ordinance_review.accounts import Accounts
    from ordinance_review.review import review_bytes
    from ordinance_review.store import Store

    data = pdfgen.render("Town Code\n\n§ 1. Manure storage.\nA. Storage shall hold 365 days of manure.\n")
    review = review_bytes(data, "seed.pdf")
    with Store(url) as store:
        accounts = Accounts(store)
        accounts.add(REVIEWER, role="reviewer", password=REVIEWER_PASSWORD, who="test setup")
        accounts.add(LOCAL, role="local", jurisdiction="Town of Alder", password=LOCAL_PASSWORD, who="test setup")
        # the sample's town as a jurisdiction record, so the create form pre-selects it (issue 17)
        store.jurisdictions.add("Wren Hollow", kind="town", county="Ashby County", who="test setup")
        dnr = SubmissionAccess(store, Principal(username=REVIEWER, role="reviewer"))
        received = dt.date(2020, 1, 6)  # long overdue: never counted as "on time" by the flows below
        ids = {
            town: dnr.create_submission(
                jurisdiction=f"Town of {town}", review=review, file_bytes=data, received=received,
                title=f"{town} livestock ordinance",
            ).id
            for town in ("Alder", "Birch")
        }  # fmt: skip
    return ids


@pytest.fixture(scope="session")
def server_url(server) -> str:
    return server[0]


@pytest.fixture(scope="session")
def database_url(server) -> str:
    """The server's database, to check through the library what the browser did."""
    return server[2]


@pytest.fixture(scope="session")
def seeded(server) -> dict[str, int]:
    """Submission ids by town ("Alder", "Birch")."""
    return server[1]


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    expect.set_options(timeout=30_000)  # the first page load imports the whole library
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Remember each phase's outcome on the test item, so the page fixture can tell a failure."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture(scope="session")
def context(browser):
    """One browser context for the run: its HTTP cache saves reloading the app's scripts per test."""
    context = browser.new_context(viewport={"width": 1440, "height": 1000}, accept_downloads=True)
    context.set_default_timeout(30_000)
    yield context
    context.close()


@pytest.fixture
def signed_out_page(context, server_url, request):
    """A fresh tab on the Review page: a new Streamlit session (nobody signed in), no state carried over."""
    context.clear_cookies()  # a sign-in cookie of an earlier test would sign this tab in (issue 17)
    page = context.new_page()
    page.goto(server_url)
    expect(page.get_by_role("heading", name="Review an ordinance")).to_be_visible()
    yield page
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        shot(page, f"FAILED-{request.node.name}")
    page.close()


@pytest.fixture(scope="session")
def ordinance_pdf(tmp_path_factory) -> Path:
    """The sample ordinance text plus a provision carrying markup, as a real PDF on disk."""
    text = (ROOT / "reference" / "samples" / "wren_hollow_livestock.txt").read_text(encoding="utf-8")
    text += f"\n\n§ 9-14. Notices.\nA. {HOSTILE}\n"
    path = tmp_path_factory.mktemp("pdf") / "wren_hollow.pdf"
    path.write_bytes(pdfgen.render(text, header="Town of Wren Hollow Code\tChapter 9"))
    return path




@pytest.fixture
def page(signed_out_page):
    """The fresh tab with the DNR reviewer signed in."""
    sign_in(signed_out_page, REVIEWER, REVIEWER_PASSWORD)
    return signed_out_page
