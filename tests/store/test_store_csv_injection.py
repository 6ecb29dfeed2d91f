"""The audit-log CSV shows formula-like user text as text (a leading ') on SQLite and PostgreSQL."""

from __future__ import annotations

import csv
import datetime as dt
import io

from store_fixtures import PDF_BYTES, make_review

from ordinance_review.store import Store

FORMULA = "=cmd|' /C calc'!A0"


def test_audit_csv_neutralizes_formulas(store: Store) -> None:
    view = store.create_submission(
        jurisdiction="Town of Alder", title="+Livestock", review=make_review("=evil.pdf"), file_bytes=PDF_BYTES,
        received=dt.date(2024, 1, 15), who="@amy",
    )  # fmt: skip
    store.update_submission(view.id, who="@amy", datcp_recommendation=FORMULA, expected_version=store.get_submission(view.id).version)
    store.override_verdict(view.id, "p2", verdict="exceeds", reason="-1 is stricter", who="@amy", expected_version=store.get_submission(view.id).verdict_version("p2"))
    rows = list(csv.reader(io.StringIO(store.export_audit_csv(view.id))))
    assert rows[0][:3] == ["id", "at", "who"]
    cells = [cell for row in rows[1:] for cell in row]
    assert "'" + FORMULA in cells and "'@amy" in cells and "'-1 is stricter" in cells
    assert not [c for c in cells if c.startswith(("=", "+", "-", "@"))], "a cell would run as a formula"
    assert store.get_submission(view.id).filename == "evil.pdf"  # the stored name is a safe file name
