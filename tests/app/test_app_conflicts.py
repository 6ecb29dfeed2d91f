"""Two reviewers on one submission, in the app: a save over someone else's newer save is refused and
the page shows who changed what (store.ConflictError), and nothing is overwritten."""

from __future__ import annotations

import datetime as dt

from app_helpers import button, pick_jurisdiction, shown, widget

from ordinance_review.store import Store


def test_date_saved_over_another_reviewers_save_shows_their_change(reviewed):
    pick_jurisdiction(reviewed, "Town of Wren Hollow")
    widget(reviewed.date_input, "Date received").set_value(dt.date(2026, 9, 1))
    button(reviewed, "Create submission").click().run()
    assert not reviewed.exception, reviewed.exception
    view = Store().list_submissions()[0]
    # Another reviewer saves a date while this page is open (a separate connection).
    with Store() as other:
        other.update_submission(view.id, who="omar", expected_version=view.version, item2_received=dt.date(2026, 9, 5))
    widget(reviewed.date_input, "Item 1: copy of the ordinance to DNR and DATCP").set_value(dt.date(2026, 9, 3))
    button(reviewed, "Save dates").click().run()
    assert not reviewed.exception
    errors = shown(" ".join(e.value for e in reviewed.error))
    assert "omar" in errors and "item2_received" in errors and "2026-09-05" in errors, errors
    stored = Store().get_submission(view.id)
    assert (stored.item1_received, stored.item2_received) == (None, dt.date(2026, 9, 5))
    # The page now shows the current record: saving again goes through.
    widget(reviewed.date_input, "Item 1: copy of the ordinance to DNR and DATCP").set_value(dt.date(2026, 9, 3))
    button(reviewed, "Save dates").click().run()
    assert Store().get_submission(view.id).item1_received == dt.date(2026, 9, 3)
