"""ICS export of a submission's due date and milestones, for the reviewer's own calendar.

Why all-day events with stable UIDs: the dates are calendar days (NR 151.096(2)(b) counts calendar
days), and re-importing an updated export must replace the old events instead of duplicating them.
"""

from __future__ import annotations

import datetime as dt

from icalendar import Alarm, Calendar, Event

from ordinance_review.store import SubmissionView

PRODID = "-//ordinance-review//approval clock//EN"


def milestones(view: SubmissionView) -> list[tuple[str, dt.date, str]]:
    """(key, date, summary) for every dated step of the submission, in date order."""
    clock = view.clock
    where = view.jurisdiction
    steps: list[tuple[str, dt.date | None, str]] = [
        ("received", view.received, f"{where}: ordinance received (day 0 of {clock.rule})"),
        ("item1", view.item1_received, f"{where}: NR 151.096(2)(a)1. copy to DNR and DATCP received"),
        ("item2", view.item2_received, f"{where}: NR 151.096(2)(a)2. provisions identified for approval received"),
        ("item3", view.item3_received, f"{where}: NR 151.096(2)(a)3. supporting documentation received"),
        ("complete", view.complete, f"{where}: application complete"),
        ("datcp-requested", view.datcp_requested, f"{where}: DATCP recommendation requested"),
        ("datcp-received", view.datcp_received, f"{where}: DATCP recommendation received"),
        ("due", clock.due, f"{where}: decision due ({clock.rule}, day 90)"),
        ("decision", view.decision_letter, f"{where}: decision letter sent"),
    ]
    dated = [(key, day, summary) for key, day, summary in steps if day is not None]
    return sorted(dated, key=lambda item: item[1])


def submission_ics(view: SubmissionView) -> bytes:
    """An iCalendar file with one all-day event per milestone; the due date carries a 14-day alarm."""
    cal = Calendar()
    cal.add("prodid", PRODID)
    cal.add("version", "2.0")
    cal.add("x-wr-calname", f"Approval clock: {view.jurisdiction}")
    stamp = dt.datetime.now(dt.UTC)
    for key, day, summary in milestones(view):
        event = Event()
        event.add("uid", f"submission-{view.id}-{key}@ordinance-review")
        event.add("dtstamp", stamp)
        event.add("dtstart", day)
        event.add("dtend", day + dt.timedelta(days=1))
        event.add("summary", summary)
        event.add("categories", [key])
        if key == "due":
            event.add("description", "\n".join([view.clock.describe(), f"Title: {view.title}"]))
            alarm = Alarm()
            alarm.add("action", "DISPLAY")
            alarm.add("description", summary)
            alarm.add("trigger", dt.timedelta(days=-14))
            event.add_component(alarm)
        cal.add_component(event)
    return cal.to_ical()
