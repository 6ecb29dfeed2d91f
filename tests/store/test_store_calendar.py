"""ICS export of a stored submission, parsed back with icalendar."""

from __future__ import annotations

import datetime as dt

from icalendar import Calendar
from store_fixtures import PDF_BYTES

from ordinance_review.calendar_export import submission_ics
from ordinance_review.store import Store

D = dt.date.fromisoformat


def _events(data: bytes) -> dict[str, object]:
    cal = Calendar.from_ical(data)
    return {str(e.get("uid")).split("-", 2)[2].split("@")[0]: e for e in cal.walk("VEVENT")}


def test_ics_has_due_date_and_milestones(store: Store, review) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy"
    )
    view = store.update_submission(
        view.id,
        who="amy",
        expected_version=view.version,
        item1_received=D("2024-01-15"),
        item2_received=D("2024-01-22"),
        item3_received=D("2024-02-05"),
        datcp_requested=D("2024-01-25"),
        datcp_received=D("2024-02-20"),
        decision_letter=D("2024-04-10"),
    )
    data = submission_ics(view)
    cal = Calendar.from_ical(data)
    assert str(cal.get("version")) == "2.0"
    events = _events(data)
    assert sorted(events) == sorted(
        ["received", "item1", "item2", "item3", "datcp-requested", "datcp-received", "due", "decision"]
    )
    starts = {key: event.decoded("dtstart") for key, event in events.items()}
    assert starts["due"] == D("2024-04-14") and not isinstance(starts["due"], dt.datetime), "all-day"
    assert starts["received"] == D("2024-01-15")
    assert starts["decision"] == D("2024-04-10")
    assert starts["datcp-received"] == D("2024-02-20")
    due = events["due"]
    assert "NR 151.096(2)(b)" in str(due.get("summary"))
    assert "s. 990.001(4), Stats." in str(due.get("description")), "the Sunday due date is flagged"
    alarms = list(due.walk("VALARM"))
    assert len(alarms) == 1 and alarms[0].decoded("trigger") == dt.timedelta(days=-14)
    assert str(due.get("uid")) == f"submission-{view.id}-due@ordinance-review"


def test_ics_without_a_started_clock_has_no_due_event(store: Store, review) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=D("2024-01-15"), who="amy", route="datcp"
    )
    assert sorted(_events(submission_ics(view))) == ["received"]
    view = store.update_submission(view.id, who="amy", complete=D("2024-02-01"), expected_version=store.get_submission(view.id).version)
    events = _events(submission_ics(view))
    assert events["due"].decoded("dtstart") == D("2024-05-01")
    assert "ATCP 50.60(2)(b)" in str(events["due"].get("summary"))
