"""Standards page: browse and search the state-standards catalog, with each entry's confirmation status."""

import pandas as pd
import streamlit as st

from ordinance_review.ui.components.detail import catalog, citation_link
from ordinance_review.ui.text import escape_md

CONFIRMATION = {"confirmed": "confirmed", "partial": "partial", "unconfirmed": "unconfirmed"}
TINTS = {"confirmed": "#e3f4ea", "partial": "#fff1d6", "unconfirmed": "#f0f2f4"}

st.title("State standards")
cat = catalog()
st.caption(
    f"The catalog the reviews compare against ({len(cat.standards)} standards, version "
    f"{escape_md(str(getattr(cat, 'version', '')))}). Summaries are paraphrases; follow the citation to the official text."
)
if not cat.standards:
    st.info("The catalog is empty.")
    st.stop()

c1, c2, c3 = st.columns([3, 2, 2])
query = c1.text_input("Search the catalog", placeholder="citation, title, topic, keyword").strip().lower()
sources = c2.multiselect("Source", sorted({s.source for s in cat.standards}), placeholder="All")
confirmations = c3.multiselect("Confirmation", list(CONFIRMATION), format_func=CONFIRMATION.get, placeholder="All")

shown = [
    s
    for s in cat.standards
    if (not sources or s.source in sources)
    and (not confirmations or s.confirmation in confirmations)
    and (
        not query
        or query in " ".join([s.citation, s.title, s.topic, s.summary, *s.keywords]).lower()
    )
]
st.caption(f"{len(shown)} of {len(cat.standards)} standards")
table = pd.DataFrame(
    {
        "Citation": [s.citation for s in shown],
        "Title": [s.title for s in shown],
        "Topic": [s.topic.replace("_", " ") for s in shown],
        "Confirmation": [CONFIRMATION.get(s.confirmation, s.confirmation) for s in shown],
        "Official text": [s.official_url or None for s in shown],
    }
)
st.dataframe(
    table.style.map(lambda v: f"background-color: {TINTS.get(v, '')}", subset=["Confirmation"]),
    hide_index=True,
    width="stretch",
    height=min(38 + 35 * max(len(shown), 1), 460),
    column_config={
        "Citation": st.column_config.TextColumn(width="small"),
        "Title": st.column_config.TextColumn(width="large"),
        "Confirmation": st.column_config.TextColumn(width="small"),
        "Official text": st.column_config.LinkColumn(display_text="open", width="small"),
    },
)
if not shown:
    st.stop()

choice = st.selectbox("Open a standard", [s.citation for s in shown])
standard = next(s for s in shown if s.citation == choice)
with st.container(border=True):
    st.markdown(f"#### {citation_link(standard)} — {escape_md(standard.title)}")
    st.caption(escape_md(f"{standard.source} · {standard.topic.replace('_', ' ')} · {CONFIRMATION.get(standard.confirmation, standard.confirmation)}"
                         + (f" · edition {standard.edition}" if standard.edition else "")))
    st.markdown(escape_md(standard.summary))
    if standard.parameters:
        st.dataframe(
            pd.DataFrame(
                {
                    "Figure": [p.name.replace("_", " ") for p in standard.parameters],
                    "State value": ["—" if p.value is None else str(p.value) for p in standard.parameters],
                    "Unit": [p.unit for p in standard.parameters],
                    "Stricter if local is": [p.stricter_if for p in standard.parameters],
                    "Confirmed": [p.confirmed for p in standard.parameters],
                    "Note": [p.note for p in standard.parameters],
                }
            ),
            hide_index=True,
            width="stretch",
        )
    if standard.keywords:
        st.caption(escape_md("Keywords: " + ", ".join(standard.keywords)))
    if standard.notes:
        st.caption(escape_md(standard.notes))
    if standard.source_urls:
        st.caption("Sources: " + " · ".join(escape_md(u) for u in standard.source_urls))
