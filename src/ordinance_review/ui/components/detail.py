"""The detail pane: a provision beside the state standard it was compared with, the figures, the reason.

Everything about the law shown here comes from the finding (reason, rule, figures) and the catalog
(title, summary, parameters, official link); ordinance text is shown escaped.
"""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd
import streamlit as st

from ordinance_review.models import Finding, Provision, Standard
from ordinance_review.standards import load_catalog
from ordinance_review.ui.text import escape_md, safe_url, verdict_badge


@st.cache_resource(show_spinner=False)
def catalog():
    """The catalog, loaded once per process (it is read-only data)."""
    return load_catalog()


def find_standard(citation: str) -> Standard | None:
    cat = catalog()
    by = getattr(cat, "by_citation", None)
    if by is not None:
        try:
            return by(citation)
        except KeyError:
            return None
    return next((s for s in cat.standards if s.citation == citation), None)


def citation_link(standard: Standard) -> str:
    url = safe_url(standard.official_url) or next((u for u in map(safe_url, standard.source_urls) if u), None)
    text = escape_md(standard.citation)
    return f"[{text}]({url})" if url else text


def _value(value) -> str:
    if value is None:
        return "—"
    if isinstance(value, float) and value.is_integer():
        return f"{int(value):,}"
    return str(value)


def show_figures(finding: Finding) -> None:
    if not finding.parameters:
        return
    st.markdown("**Compared figures**")
    st.dataframe(
        pd.DataFrame(
            {
                "Figure": [p.name.replace("_", " ") for p in finding.parameters],
                "Local": [_value(p.local_value) for p in finding.parameters],
                "State": [_value(p.state_value) + ("" if p.confirmed else " (unconfirmed)") for p in finding.parameters],
                "Unit": [p.unit for p in finding.parameters],
            }
        ),
        hide_index=True,
        width="stretch",
        # every column readable in the detail pane at 1400 px (it showed "Figure" and "Loca…")
        column_config={
            "Figure": st.column_config.TextColumn(width="medium"),
            "Local": st.column_config.TextColumn(width="small"),
            "State": st.column_config.TextColumn(width="small"),
            "Unit": st.column_config.TextColumn(width="small"),
        },
    )


def show_standard(standard: Standard) -> None:
    st.markdown(f"**{citation_link(standard)}** — {escape_md(standard.title)}")
    st.markdown(escape_md(standard.summary))
    if standard.confirmation != "confirmed":
        st.caption(escape_md(f"Catalog entry {standard.confirmation}: check it against the official text."))
    figures = [p for p in standard.parameters if p.value is not None and p.unit not in ("text", "boolean")]
    if figures:
        st.caption(
            escape_md(
                "State figures: "
                + "; ".join(f"{p.name.replace('_', ' ')} {_value(p.value)} {p.unit}".strip() for p in figures)
            )
        )


def show_detail(
    provision: Provision,
    finding: Finding | None,
    *,
    plain: bool = False,
    page_image: Callable[[], None] | None = None,
) -> None:
    """The provision beside the standard it was compared with (and its page, when given); then the
    compared figures, the reason and the rule."""
    heading = f"{provision.label}" + (f" — {provision.heading}" if provision.heading else "")
    st.markdown(f"#### {escape_md(heading)}")
    if finding is not None:
        extra = " :orange-badge[:material/edit: overridden by the reviewer]" if finding.overridden else ""
        st.markdown(f"{verdict_badge(finding.verdict, plain=plain)}{extra} · confidence {finding.confidence:.0%}")
    columns = st.columns(2, gap="medium")
    with columns[0]:
        st.markdown("**The ordinance says**")
        with st.container(border=True):
            if provision.lead_in:
                st.caption(escape_md(provision.lead_in))
            st.markdown(escape_md(provision.text) or "_(no text)_")
            if provision.refers:
                st.caption("Read with the table cells it cites: " + escape_md(provision.refers))
            pages = provision.pages or [provision.page]
            st.caption(f"Page {', '.join(map(str, pages))}")
    with columns[1]:
        st.markdown("**The state standard**")
        with st.container(border=True):
            standards = [s for s in (find_standard(c) for c in (finding.standards if finding else [])) if s]
            if standards:
                show_standard(standards[0])
                if len(standards) > 1:
                    st.caption("Also compared: " + ", ".join(escape_md(s.citation) for s in standards[1:]))
            elif finding and finding.standards:
                st.markdown(escape_md(", ".join(finding.standards)))
            else:
                st.markdown("No state standard addresses this provision.")
        if finding is not None:
            show_figures(finding)
            if finding.reason:
                st.markdown(f"**Why:** {escape_md(finding.reason)}")
            if finding.rule:
                st.markdown(f"**Rule:** {escape_md(finding.rule)}")
            if finding.interpretation:
                st.info(escape_md(finding.interpretation), icon=None)  # a reading of the rule, shown apart from it
            if finding.needs_reviewer:
                st.warning(f"Low confidence ({finding.confidence:.2f}): check this finding against the text.")
            if finding.merits and finding.merits != finding.verdict:
                st.caption(escape_md(f"On the merits alone: {finding.merits}"))
            for note in finding.notes:
                st.caption(escape_md(note))
    if page_image is not None:
        st.markdown("**On the page**")
        page_image()
