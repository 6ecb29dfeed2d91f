"""Issue 18 in Debian's chromium: create a submission from a PDF, decide a provision, add a new
version from a changed PDF (one figure amended, one section added), see that only the changed
provisions are flagged for review, download the amendment memo, and save the new version as a
linked submission with its own clock, the decision carried over and the chain of versions shown.

Every action waits for the app's run to finish first (settle): a click during a rerun can land on
an element being replaced and be lost.
"""

from __future__ import annotations

import re

import pytest
from browser_helpers import settle, shot, upload
from playwright.sync_api import expect

from testsupport import amendment

pytestmark = pytest.mark.browser

# Long past, so these submissions are overdue and never counted "on time" by the other flows.
FIRST_RECEIVED, SECOND_RECEIVED = "2020-02-03", "2020-09-01"
FIRST_DUE, SECOND_DUE = "2020-05-03", "2020-11-30"  # + 90 calendar days each
REASON = "Cedar Run wells draw from shallow karst"


@pytest.fixture(scope="module")
def versions(tmp_path_factory, database_url):
    """The two versions as PDFs on disk, and the town's jurisdiction record (so the form pre-selects it)."""
    from ordinance_review.store import Store

    with Store(database_url) as store:
        if not any(j.name == "Town of Cedar Run" for j in store.jurisdictions.list()):
            store.jurisdictions.add("Cedar Run", kind="town", county="Pine County", who="test setup")
    folder = tmp_path_factory.mktemp("versions")
    paths = []
    for name, text in (("cedar-run-2019.pdf", amendment.V1), ("cedar-run-2020.pdf", amendment.V2)):
        path = folder / name
        path.write_bytes(amendment.pdf(text))
        paths.append(path)
    return paths


def _set_date(page, label: str, value: str) -> None:
    """Type a date (YYYY-MM-DD) into an st.date_input: its year, month and day fields one by one
    (a react-aria date field), then leave it so the app receives the value."""
    box = page.get_by_test_id("stDateInput").filter(has_text=label).first
    settle(page)
    for kind, part in zip(("year", "month", "day"), value.split("-"), strict=True):
        box.locator(f'[role="spinbutton"][data-type="{kind}"]').click()
        page.keyboard.type(part)
    page.keyboard.press("Tab")
    expect(box.locator('input[type="date"]')).to_have_value(value)
    settle(page)


def _toggle(page, label: str, on: bool) -> None:
    """Set an st.toggle (a react-aria switch) by clicking its label, and wait for the run it starts.

    Mid-rerun Streamlit can show the switch twice (the stale one and its replacement) and a click
    can land on the one being replaced and be lost, so each try first waits for one settled switch,
    and a lost click is tried again; the state is asserted once more at the end."""
    switch = page.get_by_role("switch", name=label, exact=True)
    for _ in range(3):
        settle(page)
        expect(switch).to_have_count(1)
        if switch.is_checked() == on:
            break
        page.locator("label").filter(has=switch).click()
        try:
            expect(switch).to_be_checked(checked=on, timeout=10_000)
            break
        except AssertionError:
            continue
    settle(page)
    expect(switch).to_be_checked(checked=on)


AMENDED = f"{amendment.AMENDED} → {amendment.AMENDED}: amended — needs review"
ADDED = f"— → {amendment.ADDED}: added — needs review"
EVERY_PAIR = [  # in the order of the new version
    "§ 7-1 → § 7-1: unchanged",
    "§ 7-2 A. → § 7-2 A.: unchanged",
    f"{amendment.UNCHANGED_EXCEEDING} → {amendment.UNCHANGED_EXCEEDING}: unchanged",  # exceeds, decided before
    "§ 7-3 A. → § 7-3 A.: unchanged",
    AMENDED,
    ADDED,
    "§ 7-4 → § 7-5: renumbered",
]


def _expect_pairs(page, titles: list[str]) -> None:
    """The bold titles of the pairs shown are exactly these, in order. Polled until the app's run
    shows them (a snapshot right after a click could still read the list of the previous run)."""
    shown = page.get_by_test_id("stMarkdownContainer").locator("strong").filter(has_text="→")
    expect(shown).to_have_text(titles)
    settle(page)


def test_new_version_flags_only_the_changed_provisions_and_the_memo_names_them(page, versions, database_url, tmp_path):
    v1, v2 = versions

    # ---- the first version: a submission from a PDF, and a decision on an exceeding provision
    upload(page, v1)
    expect(page.get_by_role("heading", name="Provisions")).to_be_visible(timeout=90_000)
    settle(page)
    box = page.get_by_test_id("stSelectbox").filter(has_text="Jurisdiction").first.get_by_role("combobox")
    expect(box).to_have_value("Town of Cedar Run (Pine County)")
    _set_date(page, "Date received", FIRST_RECEIVED)
    page.get_by_role("button", name="Create submission").click()
    expect(page.get_by_role("heading", name="Submission", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", name=re.compile(r"^Town of Cedar Run — "))).to_be_visible()
    expect(page.get_by_test_id("stMetric").filter(has_text=re.compile("Due"))).to_contain_text(FIRST_DUE)
    settle(page)
    # § 7-2 B. (400 feet from a well) is the one provision of version 1 needing approval
    provision = page.get_by_test_id("stSelectbox").filter(has_text="Provision").first.get_by_role("combobox")
    expect(provision).to_have_value(amendment.UNCHANGED_EXCEEDING)
    page.get_by_label("Reason (required)").fill(REASON)
    expect(page.get_by_label("Reason (required)")).to_have_value(REASON)
    settle(page)
    page.get_by_role("button", name="Record decision").click()
    expect(page.get_by_test_id("stDataFrame").first).to_contain_text(REASON)
    settle(page)

    # ---- New version: the Compare page, on this submission
    page.get_by_role("button", name="New version", exact=True).click()
    expect(page.get_by_role("heading", name="Compare versions")).to_be_visible()
    expect(page.get_by_test_id("stSelectbox").filter(has_text="Earlier version (submission)").get_by_role("combobox")).to_have_value(
        re.compile(r"Town of Cedar Run")
    )
    settle(page)
    upload(page, v2)
    expect(page.get_by_test_id("stMetric").filter(has_text="Need review")).to_contain_text("2", timeout=90_000)
    settle(page)
    expect(page.get_by_test_id("stMetric").filter(has_text="Changed provisions")).to_contain_text("2")
    expect(page.get_by_test_id("stMetric").filter(has_text="Decisions carried over")).to_contain_text("1")

    # only the changed provisions are shown (the default filter), and both are flagged
    _expect_pairs(page, [AMENDED, ADDED])
    shot(page, "issue18-compare-changed")
    # every pair: the unchanged and renumbered ones are there, and none of them is flagged
    _toggle(page, "Changed only", on=False)
    _expect_pairs(page, EVERY_PAIR)
    assert [t for t in EVERY_PAIR if t.endswith("needs review")] == [AMENDED, ADDED]
    _toggle(page, "Needs review only", on=True)
    _expect_pairs(page, [AMENDED, ADDED])
    _toggle(page, "Needs review only", on=False)
    _expect_pairs(page, EVERY_PAIR)
    # the amended setback went from consistent to exceeds; an added provision had no verdict before
    _toggle(page, "Verdict changed only", on=True)
    _expect_pairs(page, [AMENDED])
    _toggle(page, "Verdict changed only", on=False)
    _expect_pairs(page, EVERY_PAIR)
    _toggle(page, "Changed only", on=True)
    _expect_pairs(page, [AMENDED, ADDED])

    # ---- the amendment memo names the changed provisions, and the unchanged decided one as carried
    with page.expect_download() as info:
        page.get_by_role("button", name="Amendment memo (Markdown)").click()
    memo_path = tmp_path / "amendment-memo.md"
    info.value.save_as(memo_path)
    memo = memo_path.read_text(encoding="utf-8")
    changed = memo.split("## What changed", 1)[1].split("\n## ", 1)[0]
    needs = memo.split("## Needs review", 1)[1].split("\n## ", 1)[0]
    unchanged = memo.split("## Unchanged provisions", 1)[1]
    for label in (amendment.AMENDED, amendment.ADDED):
        assert label in changed and label in needs
    assert amendment.UNCHANGED_EXCEEDING not in changed + needs
    assert "300" in changed  # the amended figure
    assert amendment.UNCHANGED_EXCEEDING in unchanged and REASON in unchanged  # the decision carried over
    with page.expect_download() as info:
        page.get_by_role("button", name="Amendment memo (PDF)").click()
    assert info.value.path().read_bytes().startswith(b"%PDF")
    settle(page)

    # ---- save it: a linked submission with its own clock, the decision carried over, the chain
    _set_date(page, "Date received", SECOND_RECEIVED)
    page.get_by_role("button", name="New version", exact=True).click()
    expect(page.get_by_role("heading", name="Submission", exact=True)).to_be_visible()
    expect(page.get_by_test_id("stMetric").filter(has_text=re.compile("Due"))).to_contain_text(SECOND_DUE)
    expect(page.get_by_text(re.compile(rf"Versions: #\d+ received {FIRST_RECEIVED} → #\d+ received {SECOND_RECEIVED} \(this one\)"))).to_be_visible()
    grid = page.get_by_test_id("stDataFrame").first  # the decisions: carried on § 7-2 B., the rest pending
    expect(grid).to_contain_text(REASON)
    expect(grid).to_contain_text("Pending")
    settle(page)
    shot(page, "issue18-new-version")

    from ordinance_review.store import Store

    with Store(database_url) as store:
        mine = [s for s in store.list_submissions() if s.jurisdiction == "Town of Cedar Run"]
        assert len(mine) == 2
        first, second = sorted(mine, key=lambda s: s.id)
        assert second.previous_id == first.id
        assert (first.received.isoformat(), second.received.isoformat()) == (FIRST_RECEIVED, SECOND_RECEIVED)
        carried = {second.review.finding_for(d.provision_id).label: d for d in second.decisions}
        assert set(carried) == {amendment.UNCHANGED_EXCEEDING}
        assert carried[amendment.UNCHANGED_EXCEEDING].decision == "approved"
        assert f"Carried over from submission {first.id}" in carried[amendment.UNCHANGED_EXCEEDING].reason
