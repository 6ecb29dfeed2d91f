"""AppTests of the Procedures page (the seed-procedure calculators)."""

from __future__ import annotations

import datetime as dt

from app_helpers import all_text, shown

from ordinance_review.ui.navigation import PAGE_PROCEDURES


def _page(app):
    app.switch_page(PAGE_PROCEDURES).run()
    assert not app.exception, app.exception
    return app


def _by_key(elements, key):
    found = [e for e in elements if e.key == key]
    assert found, f"no widget with key {key!r}"
    return found[0]


def test_compliance_period_calculator_flags_a_short_period_and_the_threat_exception(app):
    at = _page(app)
    assert at.title[0].value == "Procedure calculators"
    _by_key(at.date_input, "cp_start").set_value(dt.date(2024, 1, 15))
    _by_key(at.date_input, "cp_end").set_value(dt.date(2024, 2, 15)).run()
    assert any("60-day minimum" in shown(e.value) for e in at.error)
    _by_key(at.checkbox, "cp_threat").check().run()
    assert any("Valid compliance period" in s.value for s in at.success)
    _by_key(at.checkbox, "cp_cost").check().run()
    assert "2028-01-15" in shown(all_text(at))


def test_expansion_calculator_shows_the_branch(app):
    at = _page(app)
    _by_key(at.number_input, "ex_base").set_value(800.0)
    _by_key(at.number_input, "ex_expanded").set_value(1000.0).run()
    assert not at.exception
    assert "NR 153.15(2)(d)3." in shown(all_text(at))
    _by_key(at.number_input, "ex_expanded").set_value(700.0).run()
    assert any("smaller than base" in shown(e.value) for e in at.error)


def test_variance_cost_share_and_notice_tabs_answer(app):
    at = _page(app)
    _by_key(at.date_input, "var_received").set_value(dt.date(2024, 1, 15))
    _by_key(at.date_input, "var_filed").set_value(dt.date(2024, 3, 16)).run()
    assert any("Late" in e.value and "2024-03-15" in e.value for e in at.error)
    for key in ("var_site_conditions", "var_comparable_protection", "var_not_self_created"):
        _by_key(at.checkbox, key).check()
    at.run()
    assert any("NR 151.097(3) are met" in s.value for s in at.success)
    _by_key(at.number_input, "cs_grants").set_value(6900.0).run()
    assert any("below the required 70%" in shown(e.value) for e in at.error)
    assert any("Missing" in shown(w.value) for w in at.warning)
    assert "NR 151.095(9)(a)" in shown(all_text(at))


def test_status_tab_reintroduction_window_and_bad_dates(app):
    at = _page(app)
    _by_key(at.checkbox, "st_abandoned").check().run()
    _by_key(at.date_input, "st_abandoned_on").set_value(dt.date(2020, 3, 1))
    _by_key(at.date_input, "st_restocked_on").set_value(dt.date(2025, 3, 2)).run()
    assert any("Status: new" in shown(i.value) for i in at.info)
    _by_key(at.date_input, "st_restocked_on").set_value(dt.date(2025, 3, 1)).run()
    assert any("Status: existing" in shown(i.value) for i in at.info)
    _by_key(at.date_input, "st_restocked_on").set_value(dt.date(2019, 1, 1)).run()
    assert not at.exception
    assert any("before the abandonment" in shown(e.value) for e in at.error)
    assert any("Missing" in shown(w.value) for w in at.warning)  # later tabs still render
