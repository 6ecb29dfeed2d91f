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
from browser_helpers import shot
from playwright.sync_api import expect

from ordinance_review import pdfgen

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
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


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
def page(context, server, request):
    """A fresh tab on the Review page: a new Streamlit session, so no state carries over."""
    page = context.new_page()
    page.goto(server)
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


