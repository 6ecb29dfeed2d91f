"""The comparison's wording, read from `reference/compare_text.yaml` (the law is data)."""

from __future__ import annotations

import functools
from typing import Any

import yaml

from ordinance_review.config import reference_path
from ordinance_review.errors import ReviewError


@functools.cache
def load() -> dict[str, Any]:
    path = reference_path("compare_text.yaml")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReviewError(f"cannot read the comparison wording {path}: {exc.strerror or exc}") from exc
    for section in ("pre2002", "review", "change_names", "memo"):
        if section not in data:
            raise ReviewError(f"{path}: section '{section}' is missing; restore it from git")
    return data
