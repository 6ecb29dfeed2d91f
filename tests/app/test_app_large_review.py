"""A large review in the app (issue 19): lookups by id, an untinted table past TINT_MAX_ROWS, folded
reading warnings, the provisions and detail pane in a fragment, the engine warmed at start."""

from __future__ import annotations

from app_helpers import all_text, widget

from ordinance_review import verdict_rules
from ordinance_review.models import DocumentInfo, Finding, Provision, Review
from ordinance_review.ui import runner
from ordinance_review.ui.components.provisions import TINT_MAX_ROWS
from ordinance_review.ui.components.summary import WARNINGS_SHOWN
from ordinance_review.ui.session import REVIEW_KEY, ReviewSlot

COUNT = TINT_MAX_ROWS + 50
VERDICTS = ("consistent", "exceeds", "not_covered")


def big_review() -> Review:
    provisions = [Provision(id=f"p{i}", label=f"({i})", heading=f"Part {i}", text=f"Rule number {i}.") for i in range(COUNT)]
    findings = [
        Finding(provision_id=f"p{i}", label=f"({i})", verdict=VERDICTS[i % 3], reason=f"reason {i}") for i in range(COUNT)
    ]
    warnings = [f"reading warning {i}" for i in range(WARNINGS_SHOWN + 7)]
    return Review(
        document=DocumentInfo(filename="big.pdf", pages=40, warnings=warnings), provisions=provisions, findings=findings
    )


def with_big_review(app):
    app.session_state[REVIEW_KEY] = ReviewSlot(review=big_review(), data=b"", filename="big.pdf", sha256="0" * 64)
    app.run()
    assert not app.exception, app.exception
    return app


def test_every_provision_is_listed_and_warnings_fold(app):
    at = with_big_review(app)
    table = at.dataframe[0].value
    assert len(table) == COUNT
    assert list(table["id"][:3]) == ["p0", "p1", "p2"]
    assert len([w for w in at.warning if "reading warning" in w.value]) == WARNINGS_SHOWN
    assert any(e.label == "7 more reading warnings" for e in at.expander)


def test_filter_and_open_in_a_large_review(app):
    at = with_big_review(app)
    widget(at.multiselect, "Verdict").set_value(["exceeds"]).run()
    table = at.dataframe[0].value
    assert list(table["id"]) == [f"p{i}" for i in range(COUNT) if i % 3 == 1]
    widget(at.selectbox, "Open a provision").set_value("p301").run()
    assert not at.exception, at.exception
    assert "reason 301" in all_text(at)


def test_warm_up_loads_the_engine() -> None:
    runner._warm_up()
    assert verdict_rules.load_rules.cache_info().currsize == 1
