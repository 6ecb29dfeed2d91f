"""AppTests of issue 18 in the app: the Compare page (two uploads → pairs, the three filters, the
amendment memo) and the New version action on a submission (a linked submission with its own clock,
the earlier decisions carried over on unchanged provisions only, the chain of versions)."""

from __future__ import annotations

import datetime as dt

import pytest
from app_helpers import all_text, button, pick_jurisdiction, shown, widget

from ordinance_review.store import Store
from ordinance_review.ui.navigation import PAGE_COMPARE
from testsupport import amendment

SAVED = "A saved submission and a new file"


@pytest.fixture(scope="module")
def v1_pdf() -> bytes:
    return amendment.pdf(amendment.V1)


@pytest.fixture(scope="module")
def v2_pdf() -> bytes:
    return amendment.pdf(amendment.V2)


def _toggle(at, label: str):
    return widget(at.toggle, label)


def _table(at):
    assert at.dataframe, "the pairs table is shown"
    return at.dataframe[0].value


def _rows(at) -> list[tuple[str, str, str]]:
    table = _table(at)
    return list(zip(table["Earlier"], table["New"], table["Change"], strict=True))


def _compared(app, v1_pdf, v2_pdf):
    app.switch_page(PAGE_COMPARE).run()
    assert not app.exception, app.exception
    assert widget(app.radio, "Compare").value == "Two files"
    widget(app.file_uploader, "Earlier version").set_value(("cedar-run-v1.pdf", v1_pdf, "application/pdf"))
    widget(app.file_uploader, "New version").set_value(("cedar-run-v2.pdf", v2_pdf, "application/pdf"))
    app.run()
    assert not app.exception, app.exception
    return app


@pytest.fixture
def compared(app, v1_pdf, v2_pdf):
    """The Compare page with the two versions uploaded."""
    return _compared(app, v1_pdf, v2_pdf)


def test_compare_page_waits_for_both_versions(app, v1_pdf):
    app.switch_page(PAGE_COMPARE).run()
    assert not app.exception
    assert any("Give both versions" in i.value for i in app.info)
    widget(app.file_uploader, "Earlier version").set_value(("cedar-run-v1.pdf", v1_pdf, "application/pdf")).run()
    assert not app.exception
    assert any("Give both versions" in i.value for i in app.info)
    assert not app.dataframe and not app.metric


def test_two_uploads_show_the_pairs_and_the_filters_work(compared):
    at = compared
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Changed provisions"] == "2"
    assert metrics["Need review"] == "2"
    assert metrics["Verdicts changed"] == "1"
    assert metrics["Decisions carried over"] == "0"  # two files: no decisions to carry

    # "Changed only" is on by default: the amended and the added provisions, nothing unchanged
    assert _toggle(at, "Changed only").value is True
    rows = _rows(at)
    assert (amendment.AMENDED, amendment.AMENDED, "amended") in rows
    assert ("—", amendment.ADDED, "added") in rows
    assert len(rows) == 2
    assert set(_table(at)["Needs review"]) == {"yes"}

    # every pair when the filter is off: unchanged ones and the renumbered fees section too
    _toggle(at, "Changed only").set_value(False).run()
    assert not at.exception
    rows = _rows(at)
    assert len(rows) == 7
    assert ("§ 7-4", "§ 7-5", "renumbered") in rows
    assert (amendment.UNCHANGED_EXCEEDING, amendment.UNCHANGED_EXCEEDING, "unchanged") in rows
    needs = _table(at)["Needs review"]
    flagged = {new for (_, new, _), need in zip(rows, needs, strict=True) if need == "yes"}
    assert flagged == {amendment.AMENDED, amendment.ADDED}  # only what changed

    # needs review only
    _toggle(at, "Needs review only").set_value(True).run()
    assert {new for _, new, _ in _rows(at)} == {amendment.AMENDED, amendment.ADDED}
    _toggle(at, "Needs review only").set_value(False).run()

    # verdict changed only: the amended setback went from consistent to exceeds; an added
    # provision has no earlier verdict, so it is not a verdict *change*
    _toggle(at, "Verdict changed only").set_value(True).run()
    assert not at.exception
    table = _table(at)
    assert list(table["New"]) == [amendment.AMENDED]
    assert list(table["Earlier verdict"]) == ["consistent"] and list(table["New verdict"]) == ["exceeds"]

    # the filters combine (all must hold): changed, needing review and with a changed verdict
    _toggle(at, "Changed only").set_value(True).run()
    _toggle(at, "Needs review only").set_value(True).run()
    assert list(_table(at)["New"]) == [amendment.AMENDED]
    # and nothing unchanged ever needs review: with "Changed only" off the same two remain
    _toggle(at, "Verdict changed only").set_value(False).run()
    _toggle(at, "Changed only").set_value(False).run()
    assert set(_table(at)["New"]) == {amendment.AMENDED, amendment.ADDED}


def test_the_changed_words_are_highlighted_side_by_side(compared):
    text = all_text(compared)
    assert ":red-background[~~fifty (50)~~]" in shown(text)  # the earlier side: the words taken out
    assert ":green-background[three hundred (300)]" in shown(text)  # the new side: the words put in
    assert ":green-background[Winter spreading." in shown(text)  # an added section: all of it is new
    assert f"{amendment.AMENDED} → {amendment.AMENDED}: amended — needs review" in shown(text)


def test_the_amendment_memo_names_only_the_changed_provisions(app, v1_pdf, v2_pdf, monkeypatch):
    """The memo the page offers for download (its bytes, captured where the page renders them)."""
    from ordinance_review.compare import memo as memo_module

    offered: dict[str, bytes] = {}
    real = memo_module.render

    def recording(comparison, *, fmt="md", context=None):
        offered[fmt] = real(comparison, fmt=fmt, context=context)
        return offered[fmt]

    monkeypatch.setattr(memo_module, "render", recording)  # the page imports it on each run
    at = _compared(app, v1_pdf, v2_pdf)
    labels = {b.label for b in at.get("download_button")}
    assert {"Amendment memo (Markdown)", "Amendment memo (PDF)"} <= labels
    assert offered["pdf"].startswith(b"%PDF")
    memo = offered["md"].decode("utf-8")
    assert "cedar-run-v1.pdf" in memo and "cedar-run-v2.pdf" in memo
    changed = memo.split("## What changed", 1)[1].split("\n## ", 1)[0]
    needs = memo.split("## Needs review", 1)[1].split("\n## ", 1)[0]
    assert amendment.AMENDED in changed and amendment.ADDED in changed
    assert amendment.AMENDED in needs and amendment.ADDED in needs
    assert amendment.UNCHANGED_EXCEEDING not in changed + needs  # unchanged: summarized, not listed
    assert "300" in changed  # the amended figure, in the words changed
    # "New version" (save) is offered only when the earlier version is a saved submission
    assert not [b for b in at.button if b.label == "New version"]


def _create_first_version(at, v1_pdf, received: dt.date) -> int:
    # no at.switch_page here: it would pin every later run to that page, and the flow follows the
    # app's own st.switch_page (Review → Submission → Compare → Submission)
    assert at.title[0].value == "Review an ordinance"
    at.file_uploader[0].set_value(("cedar-run-v1.pdf", v1_pdf, "application/pdf")).run()
    assert not at.exception, at.exception
    with Store() as store:  # the town of the test ordinance, as a record: the form pre-selects it
        store.jurisdictions.add("Cedar Run", kind="town", county="Pine County", who="test setup")
    at.run()
    assert widget(at.selectbox, "Jurisdiction").value.name == "Town of Cedar Run"
    pick_jurisdiction(at, "Town of Cedar Run")
    widget(at.date_input, "Date received").set_value(received)
    button(at, "Create submission").click().run()
    assert not at.exception, at.exception
    assert at.title[0].value == "Submission"
    return Store().list_submissions()[0].id


def test_new_version_links_a_submission_with_its_own_clock_and_carried_decisions(app, v1_pdf, v2_pdf):
    first_received, second_received = dt.date(2026, 3, 2), dt.date(2026, 8, 3)
    first_id = _create_first_version(app, v1_pdf, first_received)
    first = Store().get_submission(first_id)
    kept = next(f for f in first.review.findings if f.label == amendment.UNCHANGED_EXCEEDING)
    assert kept.verdict == "exceeds"

    # a decision on the provision that stays word for word the same
    widget(app.selectbox, "Provision").set_value(kept.provision_id)
    widget(app.selectbox, "Decision").set_value("approved")
    widget(app.text_area, "Reason (required)").set_value("Well setback needed for the karst area")
    button(app, "Record decision").click().run()
    assert not app.exception, app.exception
    assert [d.provision_id for d in Store().get_submission(first_id).decisions] == [kept.provision_id]
    assert not any(shown(c.value).startswith("Versions:") for c in app.caption)  # one version: no chain yet

    # New version → the Compare page, on this submission
    button(app, "New version").click().run()
    assert not app.exception, app.exception
    assert app.title[0].value == "Compare versions"
    assert widget(app.radio, "Compare").value == SAVED
    assert widget(app.selectbox, "Earlier version (submission)").value == first_id
    widget(app.file_uploader, "New version").set_value(("cedar-run-v2.pdf", v2_pdf, "application/pdf")).run()
    assert not app.exception, app.exception
    metrics = {m.label: m.value for m in app.metric}
    assert metrics["Decisions carried over"] == "1"
    assert metrics["Need review"] == "2"

    widget(app.date_input, "Date received").set_value(second_received)
    button(app, "New version").click().run()
    assert not app.exception, app.exception

    # the detail page of the new, linked submission
    assert app.title[0].value == "Submission"
    submissions = {s.id: s for s in Store().list_submissions()}
    assert len(submissions) == 2
    second = next(s for s in submissions.values() if s.id != first_id)
    assert widget(app.selectbox, "Submission").value == second.id
    assert second.previous_id == first_id
    assert second.jurisdiction == first.jurisdiction
    assert second.received == second_received
    assert second.clock.due == second_received + dt.timedelta(days=90) != first.clock.due
    metrics = {m.label: m.value for m in app.metric}
    assert metrics["Due"] == second.clock.due.isoformat()

    # decisions: carried over on the unchanged provision only, saying where they came from
    carried = {second.review.finding_for(d.provision_id).label: d for d in second.decisions}
    assert set(carried) == {amendment.UNCHANGED_EXCEEDING}
    assert carried[amendment.UNCHANGED_EXCEEDING].decision == "approved"
    assert f"Carried over from submission {first_id}" in carried[amendment.UNCHANGED_EXCEEDING].reason
    table = app.dataframe[0].value  # the decisions table: the changed provisions are pending
    decided = dict(zip(table["Provision"], table["Decision"], strict=True))
    assert decided[amendment.UNCHANGED_EXCEEDING] == "Approved"
    assert decided[amendment.AMENDED] == "Pending" and decided[amendment.ADDED] == "Pending"

    # the chain of versions, on both submissions
    chain = next(shown(c.value) for c in app.caption if shown(c.value).startswith("Versions:"))
    assert chain == (
        f"Versions: #{first_id} received {first_received.isoformat()} → "
        f"#{second.id} received {second_received.isoformat()} (this one)"
    )
    widget(app.selectbox, "Submission").set_value(first_id).run()  # (an at.switch_page would pin later runs)
    assert not app.exception, app.exception
    chain = next(shown(c.value) for c in app.caption if shown(c.value).startswith("Versions:"))
    assert f"#{first_id} received {first_received.isoformat()} (this one) → #{second.id}" in chain
    # the earlier submission keeps its own clock and its own decision
    assert Store().get_submission(first_id).received == first_received
    assert len(Store().get_submission(first_id).decisions) == 1

    # versions are one chain: "New version" on the earlier one compares with the latest, and
    # saving onto a superseded version is refused (it used to fork, and the fork's chain left it out)
    assert any(f"later version of this ordinance is submission #{second.id}" in shown(c.value) for c in app.caption)
    button(app, "New version").click().run()
    assert not app.exception, app.exception
    assert widget(app.selectbox, "Earlier version (submission)").value == second.id
    widget(app.selectbox, "Earlier version (submission)").set_value(first_id)
    widget(app.file_uploader, "New version").set_value(("cedar-run-v2.pdf", v2_pdf, "application/pdf")).run()
    button(app, "New version").click().run()
    assert not app.exception, app.exception
    assert any(f"already has a later version (submission {second.id})" in shown(e.value) for e in app.error)
    assert len(Store().list_submissions()) == 2  # nothing was saved
