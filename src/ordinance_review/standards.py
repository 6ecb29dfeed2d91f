"""Load and validate the state-standards catalog in `reference/standards/*.yaml`.

The law is data: every figure, keyword and citation the review compares against lives in those YAML
files (with sources and confirmation status), so a reviewer can correct the catalog without touching
code. Loading validates every entry with pydantic and checks cross-references, so a typo in the
catalog fails loudly at start-up, naming the file and the entry, instead of silently skewing verdicts.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

import yaml
from pydantic import ValidationError

from ordinance_review.errors import ReviewError
from ordinance_review.models import Standard

ENV_REFERENCE_DIR = "ORDINANCE_REVIEW_REFERENCE_DIR"
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when available: 10x faster


class CatalogError(ReviewError):
    """The catalog in `reference/` is malformed (bad YAML, invalid entry, duplicate id, dangling link)."""


def reference_dir() -> Path:
    """The `reference/` folder: `$ORDINANCE_REVIEW_REFERENCE_DIR`, else the repo's own (editable install)."""
    env = os.environ.get(ENV_REFERENCE_DIR)
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "reference"


_CITE_PREFIX = re.compile(r"^\s*(?:wis\.?\s*(?:adm\.?\s*code|stats?\.?)\s*)?(?:§+|ss?\.)?\s*", re.I)
_STAT_PREFIX = re.compile(r"^\s*wis\.?\s*stats?\b", re.I)
_CITE_SUFFIX = re.compile(r",?\s*(?:wis\.?\s*)?(?:stats?\.?|adm\.?\s*code)\s*$", re.I)


def citation_key(citation: str) -> str:
    """Normalise a citation for lookup: "s. NR 151.05 (3)", "NR151.05(3)" -> "nr151.05(3)".

    Statutes written "s. 92.15(4), Stats." and ids written "Stats92.15(4)" both become "stats92.15(4)".
    """
    text = citation.strip()
    suffix = _CITE_SUFFIX.search(text)
    is_stat = bool(suffix and "stat" in suffix.group(0).lower()) or bool(_STAT_PREFIX.match(text))
    is_stat = is_stat or text.lower().startswith("stats")
    text = _CITE_SUFFIX.sub("", text)
    text = _CITE_PREFIX.sub("", text)
    text = re.sub(r"(?i)^stats\.?", "", text)
    text = re.sub(r"\s+", "", text).lower()
    text = text.rstrip(".")
    if is_stat or re.match(r"^\d", text):
        text = "stats" + text
    return text


@dataclass(frozen=True)
class Catalog:
    """The validated catalog. `standards` keeps file order (files sorted by name); `version` is a content hash."""

    standards: list[Standard] = field(default_factory=list)
    version: str = "empty"

    @cached_property
    def _by_id(self) -> dict[str, Standard]:
        return {s.id: s for s in self.standards}

    @cached_property
    def _by_key(self) -> dict[str, Standard]:
        index: dict[str, Standard] = {}
        # ids first (they are unique), then citations for entries whose id differs (e.g. "NRCS590-winter")
        for s in self.standards:
            index.setdefault(citation_key(s.id), s)
        for s in self.standards:
            index.setdefault(citation_key(s.citation), s)
        return index

    def by_id(self, id_: str) -> Standard | None:
        return self._by_id.get(id_)

    def by_citation(self, citation: str) -> Standard | None:
        """Look a citation up, loosely: exact, then dropping trailing paragraphs ("NR 151.05(3)(a)" -> (3))."""
        key = citation_key(citation)
        while key:
            hit = self._by_key.get(key)
            if hit is not None:
                return hit
            trimmed = re.sub(r"\([^()]*\)$", "", key)
            if trimmed == key:
                break
            key = trimmed
        # a section cited without the subsection the catalog splits it into ("NR 151.08" -> NR 151.08(2)):
        # the first entry of that section, in catalog order
        if key:
            for s in self.standards:
                sk = citation_key(s.id)
                if sk.startswith(key) and sk[len(key) : len(key) + 1] in ("(", "-", "+"):
                    return s
        return None

    def comparable(self) -> list[Standard]:
        """Entries that may be the baseline for "exceeds" (not ATCP 51 / NR 243 context entries)."""
        return [s for s in self.standards if s.compare_for_exceedance]

    def by_topic(self, topic: str) -> list[Standard]:
        return [s for s in self.standards if s.topic == topic]

    def __len__(self) -> int:
        return len(self.standards)

    def __hash__(self) -> int:  # the version is a content hash: usable as a cache key by callers
        return hash(self.version)


def _read_entries(path: Path) -> list[dict]:
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_YAML_LOADER)
    except yaml.YAMLError as exc:
        raise CatalogError(f"{path.name}: not valid YAML ({exc}); fix the file and reload") from exc
    if data is None:
        return []
    if not isinstance(data, list):
        raise CatalogError(f"{path.name}: expected a list of standards at the top level")
    return data


def _validate(path: Path, raw: object, index: int) -> Standard:
    if not isinstance(raw, dict):
        raise CatalogError(f"{path.name}: entry #{index + 1} is not a mapping")
    try:
        return Standard.model_validate(raw)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()[:3]
        )
        raise CatalogError(
            f"{path.name}: standard {raw.get('id', f'#{index + 1}')!r} is invalid ({problems})"
        ) from exc


def _load(directory: Path) -> Catalog:
    standards_dir = directory / "standards"
    if not standards_dir.is_dir():
        raise CatalogError(
            f"no catalog at {standards_dir}; set {ENV_REFERENCE_DIR} to the folder holding standards/*.yaml"
        )
    files = sorted(standards_dir.glob("*.yaml"))
    if not files:
        raise CatalogError(f"no *.yaml files in {standards_dir}")
    digest = hashlib.sha256()
    standards: list[Standard] = []
    where: dict[str, str] = {}
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
        for i, raw in enumerate(_read_entries(path)):
            std = _validate(path, raw, i)
            if std.id in where:
                raise CatalogError(f"{path.name}: duplicate standard id {std.id!r} (also in {where[std.id]})")
            where[std.id] = path.name
            standards.append(std)
    for std in standards:
        for rel in std.related:
            if rel not in where:
                raise CatalogError(
                    f"{where[std.id]}: standard {std.id!r} lists related id {rel!r}, which is not in the catalog"
                )
    return Catalog(standards=standards, version=digest.hexdigest()[:12])


@lru_cache(maxsize=8)
def _load_cached(directory: str) -> Catalog:
    from ordinance_review import refcache

    # validated once per content of the folder (and of the code), then read from the on-disk cache
    return refcache.cached("catalog", Path(directory), lambda: _load(Path(directory)))


def load_catalog(path: Path | None = None) -> Catalog:
    """The catalog from `path` (a `reference/` folder), else `reference_dir()`; cached per folder.

    Raises `CatalogError` with a one-line message naming the file and entry at fault.
    Call `load_catalog.cache_clear()` after editing the YAML in a long-running process.
    """
    directory = Path(path) if path is not None else reference_dir()
    return _load_cached(str(directory.resolve()))


load_catalog.cache_clear = _load_cached.cache_clear  # type: ignore[attr-defined]
