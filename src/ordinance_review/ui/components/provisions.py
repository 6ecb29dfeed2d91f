"""The provisions table: verdict badges, filters (verdict, topic, needs review), a search box.

Selecting a row (or choosing in the "Open a provision" box) opens the detail pane. The table is an
`st.dataframe`, which draws cell text literally, so ordinance text is never interpreted.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from ordinance_review.models import VERDICTS, Finding, Provision, Review
from ordinance_review.ui.text import VERDICT_LABELS, VERDICT_TINTS, verdict_label

TINT_MAX_ROWS = 300


def needs_review(finding: Finding) -> bool:
    """A finding a reviewer should look at twice: it rests on an unconfirmed figure, or the calibrated
    confidence is below the threshold (`needs_reviewer`, set by the review from `verdicts.yaml`)."""
    return finding.needs_confirmation or finding.needs_reviewer


def _rows(review: Review) -> list[tuple[Provision, Finding | None]]:
    return [(p, review.finding_for(p.id)) for p in review.provisions]


def provisions_table(review: Review, *, key: str, plain: bool = False) -> str | None:
    """Draw filters + table; return the id of the provision to open (or None)."""
    rows = _rows(review)
    topics = sorted({f.topic for _, f in rows if f and f.topic})
    present = [v for v in VERDICTS if any(f and f.verdict == v for _, f in rows)]

    c1, c2, c3, c4 = st.columns([2, 2, 3, 1.3], vertical_alignment="bottom")
    verdicts = c1.multiselect(
        "Verdict", present, format_func=lambda v: VERDICT_LABELS[v], key=f"{key}_verdicts", placeholder="All"
    )
    chosen_topics = c2.multiselect("Topic", topics, key=f"{key}_topics", placeholder="All")
    query = c3.text_input("Search provisions", key=f"{key}_search", placeholder="label, heading or text")
    only_review = c4.checkbox("Needs review", key=f"{key}_needs_review", help="Unsure or unconfirmed findings")

    needle = query.strip().lower()
    kept: list[tuple[Provision, Finding | None]] = []
    for provision, finding in rows:
        if verdicts and (finding is None or finding.verdict not in verdicts):
            continue
        if chosen_topics and (finding is None or finding.topic not in chosen_topics):
            continue
        if only_review and (finding is None or not needs_review(finding)):
            continue
        if needle and needle not in f"{provision.label} {provision.heading} {provision.text}".lower():
            continue
        kept.append((provision, finding))

    frame = pd.DataFrame(
        {
            "id": [p.id for p, _ in kept],
            "Provision": [p.label for p, _ in kept],
            "Heading": [p.heading for p, _ in kept],
            "Verdict": [
                verdict_label(f.verdict, plain=plain) if f else ""
                for _, f in kept
            ],
            "Standard": [", ".join(f.standards[:2]) if f else "" for _, f in kept],  # full citations
            "Page": [p.page for p, _ in kept],
            "Text": [p.text[:160] for p, _ in kept],
            "Overridden": [bool(f and f.overridden) for _, f in kept],
            "verdict": [f.verdict if f else "" for _, f in kept],
        }
    )
    # Tinted verdict cells go through pandas' Styler, whose rendering costs about 0.2 ms a row on
    # every rerun: past TINT_MAX_ROWS rows the verdict is shown as words alone, so a click stays fast.
    tinted = frame
    if len(kept) <= TINT_MAX_ROWS:
        tinted = frame.style.apply(
            lambda col: [f"background-color: {VERDICT_TINTS.get(v, '')}" for v in frame.loc[col.index, "verdict"]],
            subset=["Verdict"],
        )
    st.caption(f"{len(kept)} of {len(rows)} provisions shown")
    event = st.dataframe(
        tinted,
        hide_index=True,
        width="stretch",
        height=min(38 + 35 * max(len(kept), 1), 420),
        column_order=["Provision", "Verdict", "Standard", "Heading", "Page", "Overridden", "Text"],
        # sized for a 1400 px window (issue 17): full labels and citations, the text takes the rest
        column_config={
            "Provision": st.column_config.TextColumn(width=150),
            "Verdict": st.column_config.TextColumn(width=125),
            "Standard": st.column_config.TextColumn(width=190),
            "Heading": st.column_config.TextColumn(width=150),
            "Page": st.column_config.NumberColumn(width=50),
            "Text": st.column_config.TextColumn(width="medium"),  # a preview: the full text is in the pane below
            "Overridden": st.column_config.CheckboxColumn("Overr.", width=60, help="Verdict overridden by a reviewer"),
        },
        on_select="rerun",
        selection_mode="single-row",
        key=f"{key}_table",
    )

    ids = [p.id for p, _ in kept]
    labels = {p.id: p.label for p, _ in rows}
    verdicts_by_id = {f.provision_id: f.verdict for _, f in rows if f}
    pick_key = f"{key}_open"
    selected_rows = list(getattr(getattr(event, "selection", None), "rows", []) or [])
    last_key = f"{key}_last_row"
    if selected_rows and selected_rows[0] < len(ids):
        row_id = ids[selected_rows[0]]
        if st.session_state.get(last_key) != row_id:  # a new click in the table wins once
            st.session_state[last_key] = row_id
            st.session_state[pick_key] = row_id
    if not ids:
        return None
    if st.session_state.get(pick_key) not in ids:
        st.session_state[pick_key] = ids[0]
    return st.selectbox(
        "Open a provision",
        ids,
        format_func=lambda pid: f"{labels[pid]} — {verdict_label(verdicts_by_id[pid], plain=plain)}"
        if pid in verdicts_by_id
        else labels[pid],
        key=pick_key,
    )
