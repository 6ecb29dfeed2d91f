"""Load `reference/procedures.yaml`: the seed procedures' figures and citations.

The law is data: every number and citation the calculators and the ordinance checks use comes from
that file, so a rule change is a YAML edit reviewed by a person, not a code change.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import yaml

from ordinance_review.config import reference_path

FILE = "procedures.yaml"


@lru_cache(maxsize=1)
def load() -> dict[str, Any]:
    """The parsed YAML (cached: it is read-only reference data)."""
    return yaml.safe_load(reference_path(FILE).read_text(encoding="utf-8"))


def section(name: str) -> dict[str, Any]:
    """One top-level section, e.g. `section("expansion")`."""
    return load()[name]
