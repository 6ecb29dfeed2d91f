"""Issue 16: statements of law a reviewer would otherwise have to correct (wording, catalog directions, clock)."""

from __future__ import annotations

import datetime as dt
import re
import subprocess
import sys

import pytest
import yaml

from ordinance_review.clock import compute
from ordinance_review.config import reference_path
from ordinance_review.standards import load_catalog

D = dt.date.fromisoformat


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _param(catalog, sid: str, name: str):
    return next(p for p in catalog.by_id(sid).parameters if p.name == name)


# 1. outcome summaries: DNR counts from receipt; DATCP from a complete application, in "days"
def test_outcome_summary_names_each_clock_trigger() -> None:
    cfg = yaml.safe_load(reference_path("rules/exemptions.yaml").read_text())["outcome"]["summary_needed"]
    assert "complete request" not in str(cfg)
    assert "90 calendar days after it receives the ordinance (NR 151.096(2)(b))" in cfg["dnr"]
    assert "written notice" in cfg["dnr"] and "reasons" in cfg["dnr"]
    assert "90 days after it receives a complete application (ATCP 50.60)" in cfg["datcp"]
    assert "calendar" not in cfg["datcp"] and "NR 151.096(2)(b)" not in cfg["datcp"]


def test_outcome_summary_follows_the_route() -> None:
    from ordinance_review.exemptions import outcome
    from ordinance_review.models import DocumentInfo, Finding

    def finding(cite: str) -> Finding:
        return Finding(
            provision_id="p1", label="1", verdict="exceeds", standards=[cite], reason="r", confidence=0.9
        )

    info = DocumentInfo(filename="x.pdf", pages=1, title="t", jurisdiction="j", enacted=D("2010-01-01"))
    dnr = outcome([finding("NR 151.05(3)")], [], info)
    datcp = outcome([finding("NRCS 590")], [], info)
    assert dnr.route == "dnr" and "receives the ordinance" in dnr.summary
    assert (
        datcp.route == "datcp" and "complete application" in datcp.summary and "calendar" not in datcp.summary
    )


# 4. enact, not enforce
def test_memo_text_says_enact_not_enforce() -> None:
    text = reference_path("memo_text.yaml").read_text()
    assert "enforced until" not in text and "could enforce" not in text and "may be enforced" not in text
    data = yaml.safe_load(text)
    assert "may not be enacted" in data["self_check"]["intro"][0]
    assert "NR 151.096(1)(a)" in data["self_check"]["intro"][0]
    assert "enacted" in data["review"]["outcome_needed"]


# 5. the WQMA includes the groundwater-susceptible sites; (18)(a), (b), (d) confirmed
def test_groundwater_susceptible_site_figures_confirmed(catalog) -> None:
    assert _param(catalog, "NR151.015(18)", "private_well_distance").confirmed
    assert _param(catalog, "NR151.015(18)", "private_well_distance").value == 250
    assert _param(catalog, "NR151.015(18)", "municipal_well_distance").confirmed
    assert _param(catalog, "NR151.015(18)", "municipal_well_distance").value == 1000
    d = _param(catalog, "NR151.015(18)", "paragraph_d_content")
    assert d.confirmed and "channel" in str(d.value)
    assert catalog.by_id("NR151.015(18)").confirmation == "confirmed"
    summary = catalog.by_id("NR151.015(24)").summary
    assert "250 ft of a private well" in summary and "1,000 ft of a municipal well" in summary


def test_wqma_reasons_do_not_define_it_by_surface_water_alone() -> None:
    reasons = yaml.safe_load(reference_path("rules/reasons.yaml").read_text())["reasons"]
    for key in ("pile.exceeds", "diversion.wider", "water_structure.exceeds", "pile.same"):
        assert "NR 151.015(18)" in reasons[key], key


# 6. compliance periods come from NR 151.09 / NR 151.095, not s. 92.15(4)
def test_compliance_period_reasons_cite_the_procedure_rules() -> None:
    reasons = yaml.safe_load(reference_path("rules/reasons.yaml").read_text())["reasons"]
    for key in ("compliance.removed", "compliance.shortened"):
        assert "92.15(4)" not in reasons[key], key
        assert "NR 151.09(5)-(6)" in reasons[key] and "NR 151.095(6)-(7)" in reasons[key], key


# 7. no eligible costs: compliance after notice
def test_nr151_095_summary_requires_compliance_without_eligible_costs(catalog) -> None:
    summary = catalog.by_id("NR151.095").summary
    assert "need not comply unless cost sharing" not in summary
    assert (
        "no eligible costs" in summary and "NR 151.095(6)-(7)" in summary and "NR 151.09(3)(c)2." in summary
    )


# 8. feedlot
def test_feedlot_definition_paraphrase(catalog) -> None:
    summary = catalog.by_id("NR151.015(8)").summary
    assert "concentrated" in summary and "self-sustaining vegetative cover is not maintained" in summary
    assert "Winter grazing areas" in summary and "lanes" in summary
    assert "where livestock are fed, confined" not in summary


# 9. the clock: the DATCP request date is recorded and the deadline act is named
def test_decided_clock_never_says_not_yet_requested() -> None:
    decided = compute(received=D("2024-01-15"), on=D("2024-05-01"), decided=D("2024-04-10"))
    assert not any("not yet requested" in n for n in decided.notes)
    assert any("no DATCP recommendation request was recorded before the decision" in n for n in decided.notes)
    text = decided.describe()
    assert "written notice to the local unit, with reasons" in text


def test_clock_cli_records_the_datcp_request() -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "ordinance_review", "clock", *args],
            capture_output=True,
            text=True,
            check=False,
        )

    proc = run(
        "--received",
        "2024-01-15",
        "--on",
        "2024-03-01",
        "--datcp-requested",
        "2024-02-01",
        "--format",
        "text",
    )
    assert proc.returncode == 0, proc.stderr
    assert "requested 2024-02-01, not yet received" in proc.stdout and "not yet requested" not in proc.stdout
    bad = run("--received", "2024-01-15", "--datcp-received", "2024-02-01")
    assert bad.returncode == 2 and "no request date" in bad.stderr


def test_datcp_clock_counts_days_not_calendar_days() -> None:
    text = compute(
        received=D("2024-01-15"), on=D("2024-03-01"), route="datcp", complete=D("2024-01-20")
    ).describe()
    assert "90 days (ATCP 50.60" in text and "calendar" not in text


# 10. catalog directions and leftovers, and the clock's links
def test_catalog_directions_and_leftovers(catalog) -> None:
    assert _param(catalog, "NR151.095", "reintroduction_window_keeps_existing_status").stricter_if == "lower"
    assert _param(catalog, "ATCP50.08", "min_cost_share_rate").stricter_if == "lower"
    assert _param(catalog, "ATCP50.08", "min_cost_share_rate_hardship").stricter_if == "lower"
    atcp508 = catalog.by_id("ATCP50.08")
    assert not any("mowing" in p.name for p in atcp508.parameters) and "mowing" not in atcp508.summary
    assert "calendar" not in catalog.by_id("ATCP50.60").summary


def test_clock_links_point_to_the_right_subchapters() -> None:
    text = reference_path("approval_clock.yaml").read_text()
    assert "/nr/100/151/II/096/2" in text and "/atcp/020/50/VII/60" in text
    assert not re.search(r"151/V/096|atcp/050/vi", text)


def test_winter_reasons_do_not_overstate() -> None:
    reasons = yaml.safe_load(reference_path("rules/reasons.yaml").read_text())["reasons"]
    assert not reasons["winter.swqma_same"].startswith("Matches"), (
        "a 600-ft lake bar does not match a 1,000-ft SWQMA"
    )
    assert "no farther out" in reasons["winter.swqma_same"]
