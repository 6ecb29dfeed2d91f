"""The review at a glance: the outcome, counts by verdict and a small chart of the verdict mix."""

from __future__ import annotations

from collections import Counter

import altair as alt
import pandas as pd
import streamlit as st

from ordinance_review.models import VERDICTS, Review
from ordinance_review.ui.text import VERDICT_COLORS, VERDICT_LABELS, escape_md, verdict_label

WARNINGS_SHOWN = 5  # reading warnings shown one by one; the rest in one folded list


def verdict_counts(review: Review) -> Counter[str]:
    return Counter(f.verdict for f in review.findings)


def verdict_chart(frame: pd.DataFrame, *, y: str | None = None, height: int = 120) -> alt.Chart:
    """A horizontal stacked bar of verdict counts; `frame` has columns verdict, count (and `y`)."""
    domain = [VERDICT_LABELS[v] for v in VERDICTS]
    rng = [VERDICT_COLORS[v] for v in VERDICTS]
    frame = frame.assign(label=frame["verdict"].map(VERDICT_LABELS))
    encoding = {
        "x": alt.X("sum(count):Q", title="provisions"),
        "color": alt.Color(
            "label:N",
            title=None,
            scale=alt.Scale(domain=domain, range=rng),
            legend=alt.Legend(orient="right", labelLimit=220),
        ),
        "tooltip": [alt.Tooltip("label:N", title="verdict"), alt.Tooltip("sum(count):Q", title="provisions")],
        "order": alt.Order("order:Q"),
    }
    if y:
        encoding["y"] = alt.Y(f"{y}:N", title=None, sort=None, axis=alt.Axis(labelLimit=240))
    frame = frame.assign(order=frame["verdict"].map({v: i for i, v in enumerate(VERDICTS)}))
    return alt.Chart(frame).mark_bar(size=20).encode(**encoding).properties(height=height)


def verdict_bars(frame: pd.DataFrame, *, plain: bool = False) -> alt.Chart:
    """One labelled bar per verdict (the review's verdict mix); `frame` has columns verdict, count."""
    frame = frame.assign(
        label=[verdict_label(v, plain=plain) for v in frame["verdict"]],
        color=frame["verdict"].map(VERDICT_COLORS),
    )
    base = alt.Chart(frame).encode(
        y=alt.Y("label:N", title=None, sort=list(frame["label"]), axis=alt.Axis(labelLimit=260)),
        x=alt.X("count:Q", title="provisions", axis=alt.Axis(tickMinStep=1)),
    )
    bars = base.mark_bar(cornerRadiusEnd=3).encode(
        color=alt.Color("color:N", scale=None), tooltip=[alt.Tooltip("label:N", title="verdict"), "count:Q"]
    )
    text = base.mark_text(align="left", dx=4).encode(text="count:Q")
    return (bars + text).properties(height=28 * len(frame) + 40)


LABELS_IN_BANNER = 12


def _outcome_text(outcome) -> str:
    """The outcome's summary; for a long list of provisions, a count, the first labels and the
    labels the document uses more than once (a 300-page code book listed 525 labels in one banner)."""
    needing = outcome.provisions_needing_approval
    if len(needing) <= LABELS_IN_BANNER and len(set(needing)) == len(needing):
        return outcome.summary
    counts = Counter(needing)
    first = ", ".join(list(dict.fromkeys(needing))[:LABELS_IN_BANNER])
    more = len(counts) - min(len(counts), LABELS_IN_BANNER)
    text = f"{len(needing)} provisions exceed the state standards: {first}" + (f" and {more} more" if more else "")
    text += " (filter the table below by Exceeds for all of them)."
    repeated = [label for label, n in counts.items() if n > 1]
    if repeated:
        listed = ", ".join(f"{label} ×{counts[label]}" for label in repeated[:6]) + (" …" if len(repeated) > 6 else "")
        text += (
            f" {len(repeated)} label{'s are' if len(repeated) > 1 else ' is'} used more than once ({listed}): "
            "the document repeats its numbering, so tell them apart by page."
        )
    return text


def show_summary(review: Review, *, plain: bool = False) -> None:
    """Outcome banner, verdict counts and the verdict-mix chart."""
    doc = review.document
    title = doc.title or doc.filename
    st.subheader(escape_md(title))
    facts = [f"{doc.pages} page{'s' if doc.pages != 1 else ''}", f"{len(review.provisions)} provisions"]
    if doc.jurisdiction:
        facts.insert(0, doc.jurisdiction)
    if doc.enacted:
        facts.append(f"enacted {doc.enacted:%B %-d, %Y}")
    if doc.amended:
        facts.append("amended " + ", ".join(f"{d:%B %-d, %Y}" for d in doc.amended))
    if doc.ocr_pages:
        facts.append(f"OCR on page(s) {', '.join(map(str, doc.ocr_pages))}")
    st.caption(escape_md(" · ".join(facts)))
    for warning in doc.warnings[:WARNINGS_SHOWN]:
        st.warning(escape_md(warning))
    if len(doc.warnings) > WARNINGS_SHOWN:  # a long code book can have hundreds: one list, folded
        more = doc.warnings[WARNINGS_SHOWN:]
        with st.expander(f"{len(more)} more reading warnings"):
            st.markdown("\n".join(f"- {escape_md(w)}" for w in more))

    outcome = review.outcome
    if outcome is not None:
        if plain:
            _plain_outcome(review)
        else:
            text = escape_md(_outcome_text(outcome))
            if outcome.approval_needed:
                rule = f" ({escape_md(outcome.route_rule)})" if outcome.route_rule else ""
                st.error(f"**Approval needed**{rule}: {text}", icon=":material/gavel:")
            else:
                st.success(f"**No approval needed**: {text}", icon=":material/check_circle:")
        if outcome.flags:
            if plain:
                with st.expander("Notes for your attorney"):
                    st.markdown("\n".join(f"- {escape_md(flag)}" for flag in outcome.flags))
            else:
                st.info("\n".join(f"- {escape_md(flag)}" for flag in outcome.flags), icon=":material/info:")

    counts = verdict_counts(review)
    shown = [v for v in VERDICTS if counts.get(v)]
    if not shown:
        st.info("No provisions were found in this document.")
        return
    if not plain:  # the plain chart already says it in words; metrics would repeat it in jargon
        cols = st.columns(len(shown))
        for col, verdict in zip(cols, shown, strict=True):
            col.metric(verdict_label(verdict), counts[verdict])
    frame = pd.DataFrame({"verdict": shown, "count": [counts[v] for v in shown]})
    st.altair_chart(verdict_bars(frame, plain=plain), width="stretch")


def _plain_outcome(review: Review) -> None:
    """The outcome for a local government: how many parts need approval, and what that means."""
    outcome = review.outcome
    needing = outcome.provisions_needing_approval
    if outcome.approval_needed:
        parts = f"{len(needing)} part{'s' if len(needing) != 1 else ''}" if needing else "Some parts"
        st.error(
            f"**{parts} of your draft {'are' if len(needing) != 1 else 'is'} stricter than the state rules.** "
            "Your county or town needs state approval before it can enforce "
            f"{'them' if len(needing) != 1 else 'it'}"
            + (f": {escape_md(', '.join(needing))}." if needing else "."),
            icon=":material/gavel:",
        )
    else:
        st.success(
            "**Nothing in your draft is stricter than the state rules**, so no state approval is needed.",
            icon=":material/check_circle:",
        )
