"""Procedures page: the seed-procedure calculators (compliance periods, variances, cost sharing,
significant expansion, existing-vs-new status, notice contents, municipal notification).

Thin: every answer comes from `ordinance_review.procedures`, the same functions the CLI uses.
"""

import datetime as dt

import streamlit as st

from ordinance_review.procedures import (
    ProcedureInputError,
    compliance_period,
    cost_share_availability,
    cropland_status,
    expansion,
    livestock_status,
    municipal_notification,
    notice_check,
    notice_kinds,
    variance_conditions,
    variance_timeliness,
)
from ordinance_review.procedures.data import section
from ordinance_review.ui.text import escape_md

st.title("Procedure calculators")
st.caption(
    "NR 151.09, NR 151.095, NR 151.097 and NR 153.15(2)(d), paraphrased. Check the official text: "
    f"[NR 151]({section('official')['NR 151']}), [NR 153]({section('official')['NR 153']})."
)


def _show_problems(ok: bool, ok_text: str, problems: list[str]) -> None:
    if ok:
        st.success(ok_text)
    for problem in problems:
        st.error(escape_md(problem))


tabs = st.tabs(["Compliance period", "Variance", "Cost sharing", "Significant expansion", "Existing or new", "Notices"])

with tabs[0]:
    today = dt.date.today()
    c1, c2 = st.columns(2)
    start = c1.date_input("Notice postmarked or delivered", value=today, key="cp_start")
    end = c2.date_input("Compliance period ends", value=today + dt.timedelta(days=90), key="cp_end")
    threat = st.checkbox("The site is an imminent threat to public health or fish and aquatic life", key="cp_threat")
    cost = st.checkbox("Cost sharing is required (extensions up to 4 years in total)", key="cp_cost")
    try:
        period = compliance_period(start, end, imminent_threat=threat, cost_share=cost)
    except ProcedureInputError as exc:
        st.error(escape_md(str(exc)))
    else:
        st.metric("Length", f"{period.days} days")
        _show_problems(period.valid, f"Valid compliance period ({period.rule}).", period.problems)
        st.markdown(f"Latest end: **{period.latest_end.isoformat()}**")
        if period.latest_end_with_extension:
            st.markdown(f"Latest end with an extension: **{period.latest_end_with_extension.isoformat()}**")

with tabs[1]:
    c1, c2 = st.columns(2)
    received = c1.date_input("Notice received", value=dt.date.today(), key="var_received")
    filed = c2.date_input("Variance request filed", value=dt.date.today(), key="var_filed")
    try:
        timing = variance_timeliness(received, filed)
    except ProcedureInputError as exc:
        st.error(escape_md(str(exc)))
    else:
        if timing.timely:
            st.success(f"Timely: filed on day {timing.days}, deadline {timing.deadline.isoformat()} ({timing.rule}).")
        else:
            st.error(f"Late: filed on day {timing.days}, deadline was {timing.deadline.isoformat()} ({timing.rule}).")
    st.subheader("Conditions for granting (all must be met)")
    answers = {
        c["key"]: st.checkbox(f"{c['question']} ({c['rule']})", key=f"var_{c['key']}")
        for c in section("variance")["conditions"]
    }
    research = st.checkbox("Research in a planned agricultural research and farming curriculum", key="var_research")
    hardship = st.checkbox("The request rests on economic hardship alone", key="var_hardship")
    verdict = variance_conditions(**answers, research=research, economic_hardship_only=hardship)
    _show_problems(verdict.grantable, f"The conditions of {verdict.rule} are met.", verdict.problems)
    for note in verdict.notes:
        st.caption(escape_md(note))

with tabs[2]:
    c1, c2, c3 = st.columns(3)
    costs = c1.number_input("Eligible costs ($)", min_value=0.0, value=10000.0, step=500.0, key="cs_costs")
    grants = c2.number_input("Grants offered ($)", min_value=0.0, value=7000.0, step=500.0, key="cs_grants")
    other = c3.number_input("Other funding found available ($)", min_value=0.0, value=0.0, step=500.0, key="cs_other")
    offered = st.checkbox("Offered in writing with the notice", value=True, key="cs_offered")
    use_hardship = st.checkbox("Economic hardship determined under NR 154.03(3)", key="cs_hardship")
    hardship_pct = (
        st.number_input("Share fixed by the hardship determination (%)", 0.0, 100.0, 90.0, key="cs_hardship_pct")
        if use_hardship
        else None
    )
    share = cost_share_availability(costs, grants, other, offered_with_notice=offered, hardship_percent=hardship_pct)
    if share.percent is not None:
        st.metric("Share of eligible costs", f"{share.percent:.1f}%")
    _show_problems(share.available, f"Cost sharing is available ({share.rule}).", share.problems)
    st.caption(escape_md(section("cost_share")["hardship_note"]))

with tabs[3]:
    c1, c2 = st.columns(2)
    base = c1.number_input("Base livestock population (AU)", min_value=0.0, value=200.0, step=10.0, key="ex_base")
    grown = c2.number_input("Population after the expansion (AU)", min_value=0.0, value=400.0, step=10.0, key="ex_expanded")
    try:
        result = expansion(base, grown)
    except ProcedureInputError as exc:
        st.error(escape_md(str(exc)))
    else:
        m1, m2, m3 = st.columns(3)
        m1.metric("Ineligible (AU)", result.ineligible_au)
        m2.metric("Eligible expansion (AU)", result.eligible_expansion_au)
        m3.metric("Base", "ineligible" if result.base_ineligible else "eligible")
        st.info(escape_md(f"{result.rule}: {result.summary}"))

with tabs[4]:
    kind = st.radio("Land", ["Livestock facility", "Cropland"], horizontal=True, key="st_kind")
    owner = st.checkbox("Ownership changed", key="st_owner")
    if kind == "Livestock facility":
        existed = st.checkbox("Existed when the standard took effect", value=True, key="st_existed")
        changed = st.checkbox("Changed into noncompliance after complying", key="st_changed")
        abandoned = st.checkbox("Was abandoned", key="st_abandoned")
        abandoned_on = st.date_input("Abandoned on", value=dt.date(2020, 1, 1), key="st_abandoned_on") if abandoned else None
        restocked_on = st.date_input("Restocked on", value=dt.date(2024, 1, 1), key="st_restocked_on") if abandoned else None
        try:
            status = livestock_status(
                existed_on_effective_date=existed, changed_into_noncompliance=changed,
                abandoned_on=abandoned_on, restocked_on=restocked_on, ownership_changed=owner,
            )
        except ProcedureInputError as exc:
            st.error(escape_md(str(exc)))
            status = None
    else:
        status = cropland_status(
            cropped_on_effective_date=st.checkbox("Cropped when the standard took effect", value=True, key="st_cropped"),
            compliant_on_effective_date=st.checkbox("Complied on or after the effective date", key="st_compliant"),
            failed_to_maintain_cost_shared_practice=st.checkbox("Failed to maintain a cost-shared practice", key="st_failed"),
            crp_enrolled_on=dt.date(2002, 10, 1) if st.checkbox("Enrolled in CRP/CREP on October 1, 2002", key="st_crp") else None,
            crp_reenrolled_after=st.checkbox("Re-enrolled after October 1, 2002", key="st_reenrolled"),
            ownership_changed=owner,
        )
    if status is not None:
        st.info(escape_md(f"Status: {status.status} ({status.rule}). " + " ".join(status.reasons)))
        for note in status.notes:
            st.caption(escape_md(note))

with tabs[5]:
    kinds = notice_kinds()
    which = st.selectbox("Notice", list(kinds), format_func=kinds.get, key="nt_kind")
    template = notice_check(which)
    st.caption(escape_md(f"Send by {template.delivery}."))
    have = [item.rule for item in template.items if st.checkbox(escape_md(f"{item.rule} {item.text}"), key=f"nt_{which}_{item.rule}")]
    check = notice_check(which, [r.removeprefix(template.rule) for r in have])
    if check.complete:
        st.success(f"The notice has every item of {check.rule}.")
    else:
        st.warning(escape_md("Missing: " + "; ".join(check.missing)))
    st.subheader("Telling the municipality first")
    action = st.selectbox(
        "Department action", ["investigate", "notice", "enforce"], key="mn_action",
        format_func={"investigate": "Investigating compliance", "notice": "Issuing a notice", "enforce": "Enforcement"}.get,
    )
    land = st.radio("For", ["livestock", "cropland"], horizontal=True, key="mn_land")
    mn_threat = st.checkbox("Imminent threat to public health or fish and aquatic life", key="mn_threat")
    duty = municipal_notification(action, imminent_threat=mn_threat, land=land)
    st.info(escape_md(f"{'Required' if duty.required else 'Not required'} ({duty.rule}): {duty.reason}."))
