"""Create → list → get, edits that recompute the clock, overrides and decisions."""

from __future__ import annotations

import datetime as dt
import hashlib
import json

import pytest
from store_fixtures import PDF_BYTES, make_review

from ordinance_review.store import Store, SubmissionNotFound

D = dt.date.fromisoformat


def test_create_list_get(store: Store, review) -> None:
    created = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    assert created.id > 0
    assert created.filename == "town_of_alder_ch12.pdf"
    assert created.title == "Livestock Facility Ordinance"
    assert created.file_sha256 == hashlib.sha256(PDF_BYTES).hexdigest()
    got = store.get_submission(created.id, on=D("2024-03-01"))
    assert got.file_bytes == PDF_BYTES
    assert got.review == review
    assert (got.clock.due, got.clock.status, got.clock.days_left) == (D("2024-04-14"), "on_time", 44)
    listed = store.list_submissions(on=D("2024-03-01"))
    assert [v.id for v in listed] == [created.id]
    assert got.created_at.tzinfo is not None


def test_list_puts_overdue_first_then_by_due_date(store: Store) -> None:
    def add(name: str, received: str, **kw) -> int:
        return store.create_submission(
            jurisdiction=f"Town of {name}", review=make_review(), file_bytes=PDF_BYTES, received=D(received), who="amy", **kw
        ).id

    later = add("Later", "2024-03-01")  # due 2024-05-30
    overdue_b = add("Overdue B", "2024-01-20")  # due 2024-04-19
    sooner = add("Sooner", "2024-02-01")  # due 2024-05-01
    overdue_a = add("Overdue A", "2024-01-10")  # due 2024-04-09
    pending = add("Pending DATCP", "2024-02-15", route="datcp")  # no completion date: no due date
    views = store.list_submissions(on=D("2024-04-20"))
    assert [v.id for v in views] == [overdue_a, overdue_b, sooner, later, pending]
    assert [v.clock.status for v in views] == ["overdue", "overdue", "due_soon", "on_time", "awaiting_complete_application"]


def test_date_edit_recomputes_status_and_is_audited(store: Store, review) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    assert store.get_submission(view.id, on=D("2024-04-20")).clock.status == "overdue"
    store.update_submission(view.id, who="bob", received="2024-02-01", expected_version=store.get_submission(view.id).version)
    moved = store.get_submission(view.id, on=D("2024-04-20"))
    assert (moved.clock.due, moved.clock.status, moved.clock.days_left) == (D("2024-05-01"), "due_soon", 11)
    store.update_submission(view.id, who="bob", decision_letter=D("2024-04-25"), datcp_requested=D("2024-02-10"), expected_version=store.get_submission(view.id).version)
    decided = store.get_submission(view.id, on=D("2024-06-01"))
    assert decided.clock.status == "decided_on_time"
    entries = [e for e in store.audit_log(view.id) if e.field in ("received", "decision_letter", "datcp_requested")]
    assert [(e.who, e.field, e.old, e.new) for e in entries] == [
        ("bob", "received", "2024-01-15", "2024-02-01"),
        ("bob", "decision_letter", None, "2024-04-25"),
        ("bob", "datcp_requested", None, "2024-02-10"),
    ]


def test_items_datcp_fields_and_reviewer_round_trip(store: Store, review) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    store.update_submission(
        view.id,
        who="amy",
        expected_version=view.version,
        item1_received=D("2024-01-15"),
        item2_received=D("2024-01-22"),
        item3_received=D("2024-02-05"),
        datcp_requested=D("2024-01-25"),
        datcp_received=D("2024-02-20"),
        datcp_recommendation="DATCP recommends approval of § 12-3 A.",
        reviewer="Amy Reviewer",
    )
    got = store.get_submission(view.id, on=D("2024-03-01"))
    assert (got.item1_received, got.item2_received, got.item3_received) == (D("2024-01-15"), D("2024-01-22"), D("2024-02-05"))
    assert got.datcp_recommendation.startswith("DATCP recommends")
    assert got.reviewer == "Amy Reviewer"
    assert not any("DATCP" in note for note in got.clock.notes)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"decision_letter": D("2023-12-01")}, "before the date received"),
        ({"item2_received": D("2023-12-01")}, "item2_received 2023-12-01 is before the date received"),
        ({"received": "15/01/2024"}, "not a date; use YYYY-MM-DD"),
        ({"route": "county"}, "route 'county' is not known"),
        ({"file_bytes": b"x"}, "cannot edit file_bytes"),
        ({"jurisdiction": "  "}, "jurisdiction is required"),
    ],
)
def test_bad_edits_are_refused_and_leave_no_trace(store: Store, review, changes, message) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    before = store.audit_log(view.id)
    with pytest.raises(ValueError, match=message):
        store.update_submission(view.id, who="bob", expected_version=store.get_submission(view.id).version, **changes)
    after = store.get_submission(view.id)
    assert store.audit_log(view.id) == before
    assert (after.received, after.decision_letter, after.route, after.jurisdiction) == (
        D("2024-01-15"), None, "dnr", "Town of Alder",
    )  # fmt: skip


def test_override_needs_a_reason_and_shows_in_the_effective_review(store: Store, review) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    for empty in ("", "   "):
        with pytest.raises(ValueError, match="an override needs a reason"):
            store.override_verdict(view.id, "p2", verdict="exceeds", reason=empty, who="bob", expected_version=store.get_submission(view.id).verdict_version("p2"))
    with pytest.raises(ValueError, match="verdict 'stricter' is not known"):
        store.override_verdict(view.id, "p2", verdict="stricter", reason="x", who="bob", expected_version=store.get_submission(view.id).verdict_version("p2"))
    with pytest.raises(ValueError, match="provision 'p99' is not in"):
        store.override_verdict(view.id, "p99", verdict="exceeds", reason="x", who="bob", expected_version=store.get_submission(view.id).verdict_version("p99"))
    assert store.get_submission(view.id).overrides == []

    store.override_verdict(view.id, "p2", verdict="exceeds", reason="1,000 ft exceeds the state setback", who="bob", expected_version=store.get_submission(view.id).verdict_version("p2"))
    store.override_verdict(view.id, "p2", verdict="exempt_permit", reason="it is a permit condition", who="cy", expected_version=store.get_submission(view.id).verdict_version("p2"))
    got = store.get_submission(view.id)
    assert [(o.old_verdict, o.new_verdict, o.who) for o in got.overrides] == [
        ("consistent", "exceeds", "bob"),
        ("exceeds", "exempt_permit", "cy"),
    ]
    effective = store.effective_review(view.id)
    p2 = effective.finding_for("p2")
    assert p2 is not None and p2.verdict == "exempt_permit" and p2.overridden
    assert "override" in p2.reason.lower() and "it is a permit condition" in p2.reason
    assert effective.finding_for("p1") == review.finding_for("p1"), "other findings untouched"
    assert store.get_submission(view.id).review == review, "the engine's review is kept as it was"


def test_decisions_need_reasons_and_update_in_place(store: Store, review) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    with pytest.raises(ValueError, match="needs its reason"):
        store.decide(view.id, "p1", decision="approved", reason="", who="bob", expected_version=store.get_submission(view.id).decision_version("p1"))
    with pytest.raises(ValueError, match="decision 'maybe' is not known"):
        store.decide(view.id, "p1", decision="maybe", reason="x", who="bob", expected_version=store.get_submission(view.id).decision_version("p1"))
    store.decide(view.id, "p1", decision="denied", reason="not needed for water quality", who="bob", expected_version=store.get_submission(view.id).decision_version("p1"))
    store.decide(view.id, "p1", decision="approved", reason="needed for the impaired creek", who="cy", expected_version=store.get_submission(view.id).decision_version("p1"))
    store.decide(view.id, "p3", decision="no_approval_needed", reason="fees: no state standard", who="cy", expected_version=store.get_submission(view.id).decision_version("p3"))
    got = store.get_submission(view.id)
    assert [(d.provision_id, d.decision, d.who) for d in got.decisions] == [
        ("p1", "approved", "cy"),
        ("p3", "no_approval_needed", "cy"),
    ]
    changes = [(e.entity, e.entity_id, e.field, e.old, e.new) for e in store.audit_log(view.id) if e.entity == "decision"]
    assert ("decision", "p1", "decision", "denied", "approved") in changes


def test_missing_submission_and_missing_who(store: Store, review) -> None:
    with pytest.raises(SubmissionNotFound, match="no submission with id 424242"):
        store.get_submission(424242)
    with pytest.raises(ValueError, match="who .* is required"):
        store.create_submission(jurisdiction="X", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who=" ")
    with pytest.raises(ValueError, match="file is empty"):
        store.create_submission(jurisdiction="X", review=review, file_bytes=b"", received=D("2024-01-15"), who="amy")


def test_datcp_route_waits_for_completion(store: Store, review) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-10"), who="amy", route="datcp"
    )
    assert store.get_submission(view.id, on=D("2024-02-01")).clock.status == "awaiting_complete_application"
    store.update_submission(view.id, who="amy", complete=D("2024-03-20"), expected_version=store.get_submission(view.id).version)
    got = store.get_submission(view.id, on=D("2024-06-01"))
    assert (got.clock.due, got.clock.status, got.clock.rule) == (D("2024-06-18"), "on_time", "ATCP 50.60(2)(b)")


def test_status_date_before_receipt_is_counted_from_receipt(store: Store, review) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    got = store.get_submission(view.id, on=D("2024-01-01"))
    assert (got.clock.days_elapsed, got.clock.days_left) == (0, 90)
    assert any("before the submission was received" in n for n in got.clock.notes)


def test_review_from_a_reloaded_module_or_json_is_accepted(store: Store, review) -> None:
    """Streamlit reloads modules between runs, so the Review class may not be the store's own."""
    as_dict = json.loads(review.to_json())
    view = store.create_submission(
        jurisdiction="Town of Alder", review=as_dict, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    assert view.review == review
    with pytest.raises(ValueError, match="review must be a models.Review"):
        store.create_submission(
            jurisdiction="Town of Alder", review="nope", file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
        )
