"""Jurisdictions as records: canonical name, kind (county / town / village / city) and county.

Why records and not free text (issue 17): a submission saved as "Quillmark (Town)" was invisible to
the Town of Quillmark clerk because names were compared as typed. Accounts and submissions now refer
to a jurisdiction by id; the name is the record's canonical one ("Town of Quillmark", "Wood County").
Wisconsin has towns of the same name in different counties, so a town or village also carries its
county when known.

`parse_name` reads the usual ways a unit is written ("Town of X", "X (Town)", "X, Town of",
"X County", "County of X", "Town of X, Y County"); `match` finds the record for what ingestion found
(`DocumentInfo.jurisdiction` and `.county`). The pure functions here are also what migration 0006
uses to link existing rows.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Literal

from pydantic import BaseModel, ConfigDict
from sqlalchemy import select

from ordinance_review.store_models import JurisdictionRow

Kind = Literal["county", "town", "village", "city"]
KINDS: tuple[str, ...] = ("county", "town", "village", "city")
KIND_NAMES: dict[str, str] = {"county": "County", "town": "Town", "village": "Village", "city": "City"}

_SPACE = re.compile(r"\s+")
_OF = re.compile(r"^(?:the\s+)?(town|village|city|county)\s+of\s+(.+)$", re.I)
_SUFFIX_PAREN = re.compile(r"^(.+?)\s*\((town|village|city|county)\)$", re.I)
_SUFFIX_COMMA = re.compile(r"^(.+?),\s*(town|village|city|county)(?:\s+of)?$", re.I)
_COUNTY = re.compile(r"^(.+?)\s+county$", re.I)


class Jurisdiction(BaseModel):
    """One local unit of government, as accounts and submissions refer to it."""

    model_config = ConfigDict(frozen=True)

    id: int
    name: str  # canonical: "Town of Quillmark", "Village of Hobart", "Wood County"
    kind: Kind
    county: str = ""  # "Wood County" for a town, village or city; the county itself for a county

    def label(self) -> str:
        """What pick-lists show: the name, and the county for a town, village or city."""
        if self.kind != "county" and self.county:
            return f"{self.name} ({self.county})"
        return self.name


def _clean(text: str) -> str:
    return _SPACE.sub(" ", (text or "").replace("\x00", " ")).strip(" ,.;:")


def _title(base: str) -> str:
    """Keep the writer's capitals unless the name is all one case ("QUILLMARK" → "Quillmark")."""
    if base.isupper() or base.islower():
        return " ".join(w[:1].upper() + w[1:].lower() for w in base.split(" "))
    return base


def county_name(text: str) -> str:
    """ "Wood", "wood county", "County of Wood" → "Wood County"; "" for nothing."""
    text = _clean(text)
    if not text:
        return ""
    parsed = parse_name(text)
    if parsed is not None and parsed[0] == "county":
        return canonical("county", parsed[1])
    return canonical("county", _title(text))


def parse_name(text: str) -> tuple[Kind, str, str] | None:
    """(kind, base name, county) of a written jurisdiction, or None when the kind cannot be told.

    >>> parse_name("Quillmark (Town)")
    ('town', 'Quillmark', '')
    >>> parse_name("TOWN OF BIRCH HOLLOW, Wardell County")
    ('town', 'Birch Hollow', 'Wardell County')
    >>> parse_name("County of Wood")
    ('county', 'Wood', '')
    >>> parse_name("Alder") is None
    True
    """
    text = _clean(text)
    county = ""
    head, sep, tail = text.partition(",")
    if sep and _COUNTY.match(_clean(tail)) and not _COUNTY.match(_clean(head)):
        text, county = _clean(head), county_name(tail)
    for pattern, kind_group, base_group in ((_OF, 1, 2), (_SUFFIX_PAREN, 2, 1), (_SUFFIX_COMMA, 2, 1)):
        m = pattern.match(text)
        if m:
            base = _clean(m.group(base_group))
            if base:
                return m.group(kind_group).lower(), _title(base), county  # type: ignore[return-value]
    m = _COUNTY.match(text)
    if m and _clean(m.group(1)):
        return "county", _title(_clean(m.group(1))), ""
    return None


def canonical(kind: str, base: str) -> str:
    base = _clean(base)
    return f"{base} County" if kind == "county" else f"{KIND_NAMES[kind]} of {base}"


def key(name: str) -> str:
    """What two spellings of one name share: no case, single spaces."""
    return _clean(name).casefold()


def view(row: JurisdictionRow) -> Jurisdiction:
    return Jurisdiction(id=row.id, name=row.name, kind=row.kind, county=row.county or "")  # type: ignore[arg-type]


def best_match(
    records: list[Jurisdiction], text: str, county: str = ""
) -> Jurisdiction | None:
    """The record `text` names (with `county` to tell apart towns of one name), or None.

    An exact canonical name wins; a town of one name in two counties needs the county to decide.
    """
    text = _clean(text)
    if not text:
        return None
    parsed = parse_name(text)
    wanted_county = county_name(county) if county else ""
    if parsed is not None:
        kind, base, printed_county = parsed
        name = canonical(kind, base)
        wanted_county = printed_county or wanted_county
    else:
        name = text
    same = [r for r in records if key(r.name) == key(name)]
    if wanted_county and len(same) > 1:
        same = [r for r in same if key(r.county) == key(wanted_county)] or same
    if len(same) == 1:
        return same[0]
    return None


class Jurisdictions:
    """The jurisdiction records of a Store: list, add, change and match (changes are audited)."""

    def __init__(self, store) -> None:
        self.store = store

    def list(self) -> list[Jurisdiction]:
        with self.store._sessions() as session:
            rows = session.scalars(select(JurisdictionRow).order_by(JurisdictionRow.name, JurisdictionRow.county))
            return [view(r) for r in rows]

    def get(self, jurisdiction_id: int) -> Jurisdiction | None:
        with self.store._sessions() as session:
            row = session.get(JurisdictionRow, jurisdiction_id)
            return None if row is None else view(row)

    def match(self, text: str, county: str = "") -> Jurisdiction | None:
        return best_match(self.list(), text, county)

    @staticmethod
    def _fields(name: str, kind: str, county: str) -> tuple[str, str, str]:
        if kind not in KINDS:
            raise ValueError(f"kind {kind!r} is not known; use one of {', '.join(KINDS)}")
        base = _clean(name)
        parsed = parse_name(base)
        if parsed is not None and parsed[0] == kind:
            base = parsed[1]
            county = county or parsed[2]
        if not base:
            raise ValueError("a jurisdiction needs its name")
        if len(base) > 200:
            raise ValueError("a jurisdiction's name is at most 200 characters")
        full = canonical(kind, base)
        return full, kind, full if kind == "county" else county_name(county)

    def add(self, name: str, *, kind: str, county: str = "", who: str) -> Jurisdiction:
        """A new record; `name` may be the base ("Quillmark") or written out ("Town of Quillmark")."""
        with self.store._write() as session:
            return view(self._add_in(session, name, kind=kind, county=county, who=who))

    def _add_in(self, session, name: str, *, kind: str, county: str, who: str) -> JurisdictionRow:
        """`add` in the caller's transaction (a submission filed under a new name: one transaction)."""
        full, kind, county = self._fields(name, kind, county)
        clash = session.scalar(
            select(JurisdictionRow).where(JurisdictionRow.name == full, JurisdictionRow.county == county)
        )
        if clash is not None:
            raise ValueError(f"{view(clash).label()} already exists")
        row = JurisdictionRow(name=full, kind=kind, county=county, created_at=dt.datetime.now(dt.UTC))
        session.add(row)
        session.flush()
        self.store._audit(
            session, who=who, submission_id=None, entity="jurisdiction", entity_id=str(row.id),
            field="created", old=None, new=view(row).label(),
        )  # fmt: skip
        return row

    def update(self, jurisdiction_id: int, *, name: str, kind: str, county: str = "", who: str) -> Jurisdiction:
        """Correct a record (its name, kind or county); the accounts and submissions follow by id."""
        full, kind, county = self._fields(name, kind, county)
        with self.store._write() as session:
            row = session.get(JurisdictionRow, jurisdiction_id)
            if row is None:
                raise ValueError(f"no jurisdiction with id {jurisdiction_id}")
            before = view(row).label()
            row.name, row.kind, row.county = full, kind, county
            after = view(row).label()
            if before != after:
                self.store._audit(
                    session, who=who, submission_id=None, entity="jurisdiction", entity_id=str(row.id),
                    field="name", old=before, new=after,
                )  # fmt: skip
            return view(row)

    def resolve(self, text: str, *, who: str, create: bool = True) -> Jurisdiction:
        """The record a written name means; with `create`, a record is added for a name whose kind
        can be read ("Town of Alder") — the command line and the API's convenience. A name whose
        kind cannot be read is refused, with what to do."""
        with self.store._write() as session:
            return view(self.resolve_in(session, text, who=who, create=create))

    def resolve_in(self, session, text: str, *, who: str, create: bool = True) -> JurisdictionRow:
        """`resolve` in the caller's transaction: a record made here is rolled back with it."""
        rows = list(session.scalars(select(JurisdictionRow)))
        found = best_match([view(r) for r in rows], text)
        if found is not None:
            return next(r for r in rows if r.id == found.id)
        parsed = parse_name(text)
        if parsed is None or not create:
            raise ValueError(
                f"no jurisdiction record matches {_clean(text)!r}; write it as 'Town of …', 'Village of …', "
                "'City of …' or '… County', or ask an administrator to add it on the Accounts page"
            )
        kind, base, county = parsed
        return self._add_in(session, base, kind=kind, county=county, who=who)
