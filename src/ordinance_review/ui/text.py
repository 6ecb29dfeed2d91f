"""Safe text for Streamlit and the display words of the verdict vocabulary.

Ordinance text and filenames are user input: they are shown literally. `st.markdown` does not
render raw HTML, but it does render Markdown (links, images, emphasis) and Streamlit directives
(`:red[...]`, `$math$`), so every user string goes through `escape_md` first.
"""

from __future__ import annotations

import re

from ordinance_review.models import VERDICT_NAMES, VERDICTS, Verdict

# CommonMark lets any ASCII punctuation be backslash-escaped; escaping all of it is the simple,
# complete rule (it also neutralises Streamlit's `:color[...]` and `$...$` extensions).
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()<>#+\-.!|~$:&=^])")


def escape_md(text: str) -> str:
    """Return `text` so that `st.markdown` shows it literally (`[a](b)` stays `[a](b)`)."""
    escaped = _MD_SPECIAL.sub(r"\\\1", text)
    # Keep the line structure: Markdown joins single newlines, a trailing double space breaks.
    return escaped.replace("\r\n", "\n").replace("\n", "  \n")


VERDICT_LABELS: dict[str, str] = VERDICT_NAMES  # one set of names for the screen and the memos
# Streamlit badge colours (`:red-badge[...]`) for Markdown, hex tints for table cells and charts.
_VERDICT_BADGE: dict[str, str] = {
    "exceeds": "red",
    "consistent": "green",
    "not_covered": "gray",
    "exempt_cropping": "blue",
    "exempt_pre2002": "blue",
    "exempt_permit": "violet",
}
VERDICT_COLORS: dict[str, str] = {
    "exceeds": "#c0392b",
    "consistent": "#2e8b57",
    "not_covered": "#9aa5b1",
    "exempt_cropping": "#2f6db5",
    "exempt_pre2002": "#5b8fd1",
    "exempt_permit": "#8e6cc7",
}
VERDICT_TINTS: dict[str, str] = {
    "exceeds": "#fbe0dd",
    "consistent": "#e3f4ea",
    "not_covered": "#f0f2f4",
    "exempt_cropping": "#e3edf9",
    "exempt_pre2002": "#e3edf9",
    "exempt_permit": "#efe8f8",
}
# Plain-language wording for the self-check page (local governments, not lawyers).
PLAIN_VERDICTS: dict[str, str] = {
    "exceeds": "Stricter than the state rule — needs state approval before you can enforce it",
    "consistent": "Matches the state rule — no approval needed",
    "not_covered": "The state has no rule on this — no approval needed",
    "exempt_cropping": "Cropping practice — approval not required",
    "exempt_pre2002": "Older than October 2002 and unchanged — approval not required",
    "exempt_permit": "Permit condition not written into the ordinance — approval not required",
}
assert set(VERDICT_LABELS) == set(VERDICTS)


def verdict_label(verdict: Verdict | str, *, plain: bool = False) -> str:
    """The verdict as a short phrase (tables, select boxes): plain text, no markup."""
    if plain:
        return PLAIN_VERDICTS.get(verdict, verdict).split(" — ")[0]
    return VERDICT_LABELS.get(verdict, verdict)


def verdict_badge(verdict: Verdict | str, *, plain: bool = False) -> str:
    """The verdict as a coloured Streamlit Markdown badge (our own words only, never user text)."""
    text = PLAIN_VERDICTS.get(verdict, verdict) if plain else VERDICT_LABELS.get(verdict, verdict)
    return f":{_VERDICT_BADGE.get(verdict, 'gray')}-badge[{escape_md(text)}]"


STATUS_LABELS: dict[str, str] = {
    "on_time": "On time",
    "due_soon": "Due soon",
    "overdue": "Overdue",
    "decided_on_time": "Decided on time",
    "decided_late": "Decided late",
    "awaiting_complete_application": "Awaiting complete application",
}
_STATUS_BADGE: dict[str, tuple[str, str]] = {
    "on_time": ("green", "schedule"),
    "due_soon": ("orange", "alarm"),
    "overdue": ("red", "error"),
    "decided_on_time": ("blue", "task_alt"),
    "decided_late": ("violet", "running_with_errors"),
    "awaiting_complete_application": ("gray", "hourglass_empty"),
}
STATUS_COLORS: dict[str, str] = {
    "on_time": "#e3f4ea",
    "due_soon": "#fff1d6",
    "overdue": "#fbe0dd",
    "decided_on_time": "#e3edf9",
    "decided_late": "#efe8f8",
    "awaiting_complete_application": "#f0f2f4",
}


def status_label(status: str) -> str:
    return STATUS_LABELS.get(status, status.replace("_", " "))


def status_badge(status: str) -> str:
    """The clock status as a coloured Markdown badge with an icon."""
    color, icon = _STATUS_BADGE.get(status, ("gray", "help"))
    return f":{color}-badge[:material/{icon}: {status_label(status)}]"


def safe_url(url: str) -> str | None:
    """Return the catalog URL if it is a plain http(s) link, else None (never a javascript: link)."""
    return url if re.match(r"^https?://[^\s()<>\[\]]+$", url or "") else None
