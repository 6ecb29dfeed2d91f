"""The memo's legal wording, read from `reference/memo_text.yaml` (the law is data).

>>> w = load()
>>> w.verdict_rule("exempt_pre2002", "dnr")
'NR 151.096(1)(b)2.'
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import yaml

from ordinance_review.errors import ReviewError
from ordinance_review.models import VERDICT_NAMES, VERDICTS, Route, Verdict

MEMO_TEXT = Path(__file__).resolve().parents[3] / "reference" / "memo_text.yaml"


class Wording:
    """Typed access to the YAML so a missing key fails at load time, not halfway through a memo."""

    def __init__(self, data: dict[str, Any]):
        missing = [v for v in VERDICTS if v not in data.get("verdicts", {})]
        if missing:
            raise ReviewError(f"{MEMO_TEXT}: verdicts {missing} have no wording; add them to the file")
        for section in ("routes", "review", "self_check"):
            if section not in data:
                raise ReviewError(f"{MEMO_TEXT}: section '{section}' is missing; restore it from git")
        self.data = data

    @property
    def review(self) -> dict[str, Any]:
        return self.data["review"]

    @property
    def self_check(self) -> dict[str, Any]:
        return self.data["self_check"]

    def route(self, route: Route) -> dict[str, Any]:
        return self.data["routes"][route]

    def verdict_name(self, verdict: Verdict) -> str:
        """The screen's name of the verdict (`models.VERDICT_NAMES`): memo and app use the same words."""
        return VERDICT_NAMES[verdict]

    def verdict_plain(self, verdict: Verdict) -> str:
        return self.data["verdicts"][verdict]["plain"]

    def verdict_rule(self, verdict: Verdict, route: Route) -> str:
        return self.data["verdicts"][verdict]["rule"][route]


@functools.cache
def load(path: Path = MEMO_TEXT) -> Wording:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReviewError(f"cannot read the memo wording {path}: {exc.strerror or exc}") from exc
    return Wording(data)
