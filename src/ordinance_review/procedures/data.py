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
    """The parsed YAML (cached: it is read-only reference data), with catalog figures filled in.

    Why: a figure the catalog carries (the 60-day minimum compliance period, the variance request
    period) is written there once; this file names it as `{catalog: CITATION, parameter: NAME}`, so a
    correction to the catalog reaches the calculators and the ordinance checks alike.
    """
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when available: a review loads this
    raw = yaml.load(reference_path(FILE).read_text(encoding="utf-8"), Loader=loader)  # noqa: S506 - a safe loader
    return _resolve(raw)


def _resolve(node: Any) -> Any:
    if isinstance(node, dict):
        if set(node) == {"catalog", "parameter"}:
            return catalog_figure(str(node["catalog"]), str(node["parameter"]))
        return {k: _resolve(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_resolve(v) for v in node]
    return node


def catalog_figure(citation: str, parameter: str) -> float | str:
    from ordinance_review.standards import CatalogError, load_catalog

    std = load_catalog().by_citation(citation)
    param = next((p for p in (std.parameters if std else []) if p.name == parameter), None)
    if param is None or param.value is None:
        raise CatalogError(f"reference/{FILE}: the catalog has no value for {citation} {parameter}")
    value = param.value
    return int(value) if isinstance(value, float) and value.is_integer() else value  # type: ignore[return-value]


def section(name: str) -> dict[str, Any]:
    """One top-level section, e.g. `section("expansion")`."""
    return load()[name]
