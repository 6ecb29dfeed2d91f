"""State figures the checks compare with, resolved from the catalog and nowhere else.

Why: a figure copied into code or rule files drifts from the catalog the moment a reviewer corrects
the catalog. `reference/rules/figures.yaml` only names which catalog parameter a check uses (and the
range an unconfirmed figure may lie in); the value, its unit and whether it is confirmed come from
`reference/standards/`. A figure the catalog does not carry fails at load time, not mid-review.
"""

from __future__ import annotations

from dataclasses import dataclass

from ordinance_review.measures import Measure
from ordinance_review.standards import Catalog, CatalogError
from ordinance_review.verdict_rules import Figure, RuleSet


@dataclass(frozen=True)
class StateFigure:
    value: float | str
    unit: str
    citation: str
    confirmed: bool
    plausible: tuple[float, float] | None
    source: str
    stricter_if: str = "present"

    @property
    def number(self) -> float | None:
        return float(self.value) if isinstance(self.value, int | float) and not isinstance(self.value, bool) else None

    @property
    def n(self) -> float:
        """The figure as a number; the catalog check at load time guarantees numeric figures are numbers."""
        if self.number is None:
            raise CatalogError(f"state figure {self.citation} is not a number: {self.value!r}")
        return self.number

    def flips_within_range(self, local: float) -> bool:
        """Could the verdict change if the unconfirmed figure is anywhere in its plausible range?"""
        return not self.confirmed and self.plausible is not None and self.plausible[0] <= local <= self.plausible[1]

    def caveat(self) -> str:
        return "" if self.confirmed else f" UNCONFIRMED: {self.source}."


class Figures:
    """The state figures of `figures.yaml`, each read from its catalog parameter."""

    def __init__(self, rules: RuleSet, catalog: Catalog) -> None:
        self._rules = rules
        self._catalog = catalog
        self._cache: dict[str, StateFigure] = {}

    def __call__(self, key: str) -> StateFigure:
        hit = self._cache.get(key)
        if hit is None:
            hit = resolve(self._rules.figures[key], self._catalog, key)
            self._cache[key] = hit
        return hit

    def check_all(self) -> None:
        """Resolve every figure once, so a catalog that lost one fails loudly."""
        for key in self._rules.figures:
            self(key)


def resolve(fig: Figure, catalog: Catalog, key: str = "") -> StateFigure:
    std = catalog.by_citation(fig.catalog)
    if std is None:
        raise CatalogError(f"reference/rules/figures.yaml {key}: no catalog entry {fig.catalog!r}")
    param = next((p for p in std.parameters if p.name == fig.parameter), None)
    if param is None or param.value is None:
        raise CatalogError(f"reference/rules/figures.yaml {key}: {fig.catalog} has no value for {fig.parameter!r}")
    value = float(param.value) if isinstance(param.value, int | float) and not isinstance(param.value, bool) else param.value
    confirmed = bool(param.confirmed) and fig.confirmed and std.confirmation != "unconfirmed"
    source = fig.source or (param.note or f"{std.citation} ({param.name})")
    return StateFigure(value, fig.unit or param.unit, fig.citation or std.citation, confirmed, fig.plausible, source,
                       param.stricter_if or "present")


# ---------------------------------------------------------------- formatting figures in reasons


def fmt(x: float | str | None) -> str:
    if isinstance(x, float) and x.is_integer():
        return f"{int(x):,}"
    if isinstance(x, float):
        return f"{x:g}"
    return str(x)


def amount(q: Measure) -> str:
    """ "1 year", "90 days": a figure with its unit, singular when it is one."""
    unit = q.unit[:-1] if q.value == 1 and q.unit.endswith("s") else q.unit
    return f"{fmt(q.value)} {unit}"


def num(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 2)
