"""Progress reporting shared by the CLI, the app and the stages.

A stage calls `report(stage, done, total, message)`; faces decide how to show it (a Streamlit
progress bar, nothing on the CLI). Keeping it a plain callable keeps stages free of UI imports.
"""

from __future__ import annotations

from collections.abc import Callable

ProgressFn = Callable[[str, int, int, str], None]


def silent(stage: str, done: int, total: int, message: str) -> None:  # noqa: ARG001
    """The default: report nothing."""
