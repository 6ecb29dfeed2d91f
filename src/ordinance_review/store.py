"""Submissions, decisions, overrides and the audit log, kept in a real database.

SQLite by default (one reviewer, a file under the data folder), any SQLAlchemy URL for a shared
deployment (`postgresql+psycopg://…`), see `config.py`. The schema is versioned with Alembic; the
migrations live in the package and run when a :class:`Store` opens, so an empty database and an
old one both come up at head.

Why the clock is not stored: it is a function of the dates, so editing a date recomputes it and
nothing can drift. Why the original file bytes are stored: the review must be re-checkable against
exactly what the local unit sent.

Every write goes through one transaction that also appends its audit rows; there is no method
that changes or removes audit rows, and the database refuses UPDATE/DELETE on them (triggers).
"""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import io
import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Literal

from alembic import command
from alembic.config import Config
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import Engine, create_engine, event, select, update
from sqlalchemy import text as sql_text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from ordinance_review import audit_chain, validate
from ordinance_review.clock import ClockStatus, compute_pending
from ordinance_review.config import database_url
from ordinance_review.errors import ReviewError
from ordinance_review.models import VERDICTS, Review
from ordinance_review.overrides import apply_overrides  # the one function (issue 17); re-exported
from ordinance_review.safety import csv_cell, safe_filename
from ordinance_review.store_models import AuditRow, DecisionRow, JurisdictionRow, OverrideRow, SubmissionRow

Decision = Literal["approved", "denied", "no_approval_needed"]
DECISIONS: tuple[str, ...] = ("approved", "denied", "no_approval_needed")
ROUTES: tuple[str, ...] = ("dnr", "datcp")
DATE_FIELDS: tuple[str, ...] = (
    "received",
    "complete",
    "item1_received",
    "item2_received",
    "item3_received",
    "datcp_requested",
    "datcp_received",
    "decision_letter",
)
TEXT_FIELDS: tuple[str, ...] = ("jurisdiction", "title", "route", "reviewer", "datcp_recommendation")
EDITABLE_FIELDS: tuple[str, ...] = DATE_FIELDS + TEXT_FIELDS
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# Test hook (tests/store/test_store_crash.py): "<point>:<seconds>" makes a write print
# "paused at <point>" and sleep there, inside its open transaction, so a test can SIGKILL it.
PAUSE_ENV = "ORDINANCE_REVIEW_TEST_PAUSE"


class SubmissionNotFound(LookupError):
    """No submission with that id."""


class ConflictError(ReviewError):
    """Someone changed the record after this user loaded it; nothing of this user's was written.

    `changes` lists the other writer's changes as (who, field, new value), newest last, so the app
    can show them; the message says the same in one line and tells the user to reload.
    """

    def __init__(self, message: str, changes: list[tuple[str, str, str]] | None = None) -> None:
        super().__init__(message)
        self.changes = changes or []


class _Stale(Exception):
    """Internal: the record is past version `seen`; the conflict is described after the rollback."""

    def __init__(self, seen: int) -> None:
        super().__init__(seen)
        self.seen = seen


def _pause(point: str) -> None:
    """The crash-test hook (see PAUSE_ENV); does nothing unless the variable names this point."""
    spec = os.environ.get(PAUSE_ENV, "")
    name, _, seconds = spec.partition(":")
    if spec and name == point:
        print(f"paused at {point}", flush=True)
        time.sleep(float(seconds or 600))


class OverrideInput(BaseModel):
    """An override made before the submission existed, saved with it in one transaction."""

    provision_id: str
    verdict: str
    reason: str


class DecisionView(BaseModel):
    model_config = ConfigDict(frozen=True)

    provision_id: str
    decision: Decision
    reason: str
    who: str
    at: dt.datetime
    version: int = 1


class OverrideView(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: int
    provision_id: str
    old_verdict: str
    new_verdict: str
    reason: str
    who: str
    at: dt.datetime
    version: int = 1


class AuditEntry(BaseModel):
    """One change, as recorded: who, when, what (entity/field) and old → new."""

    model_config = ConfigDict(frozen=True)

    id: int
    at: dt.datetime
    who: str
    submission_id: int | None
    entity: str
    entity_id: str
    field: str
    old: str | None
    new: str | None
    reason: str = ""


class SubmissionView(BaseModel):
    """A submission as the app shows it, with its clock computed for the requested date."""

    model_config = ConfigDict(frozen=True)

    id: int
    jurisdiction: str
    title: str
    filename: str
    jurisdiction_id: int | None = None  # the jurisdiction record (None: an old name that matched none)
    file_sha256: str
    file_size: int
    file_bytes: bytes = Field(repr=False)
    review: Review = Field(repr=False)
    route: Literal["dnr", "datcp"]
    received: dt.date
    complete: dt.date | None
    item1_received: dt.date | None  # NR 151.096(2)(a)1.: copy to DNR and DATCP
    item2_received: dt.date | None  # NR 151.096(2)(a)2.: provisions identified for approval
    item3_received: dt.date | None  # NR 151.096(2)(a)3.: supporting documentation
    datcp_requested: dt.date | None
    datcp_received: dt.date | None
    datcp_recommendation: str
    decision_letter: dt.date | None
    reviewer: str
    created_at: dt.datetime
    updated_at: dt.datetime
    decisions: list[DecisionView]
    overrides: list[OverrideView]
    clock: ClockStatus
    version: int = 1  # of the record's fields; pass it back as `expected_version` when editing
    previous_id: int | None = None  # the submission of the earlier version of this ordinance

    def decision_version(self, provision_id: str) -> int:
        """The version of this provision's decision as loaded (0: none yet): `decide(expected_version=…)`."""
        return next((d.version for d in self.decisions if d.provision_id == provision_id), 0)

    def verdict_version(self, provision_id: str) -> int:
        """How many overrides this provision had when loaded (0: the engine's verdict)."""
        return max((o.version for o in self.overrides if o.provision_id == provision_id), default=0)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _utc(value: dt.datetime) -> dt.datetime:
    """SQLite hands back naive datetimes; everything is written in UTC, so say so."""
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def _required(value: str, what: str) -> str:
    value = (value or "").strip()
    if not value:
        raise ValueError(f"{what} is required; it cannot be empty")
    return value


def _shortened(value: str, limit: int) -> str:
    value = " ".join(value.replace("\x00", " ").split())
    return value if len(value) <= limit else value[: limit - 1].rstrip() + "…"


AUDIT_RETRIES = 5


def _audit_collision(exc: IntegrityError) -> bool:
    """The write failed only because another writer took the audit log's next id (a retry is safe)."""
    return "audit_log" in (exc.statement or "").split("(")[0]


def _require_version(expected_version: int | None, what: str) -> None:
    """Every update names the version its writer loaded (issue 20: no default, no lost updates)."""
    if expected_version is None:
        raise validate.VersionRequired(
            f"{what} needs expected_version, the version you loaded, so that a change someone saved "
            "meanwhile is not overwritten; reload and try again"
        )


def _as_date(field: str, value: Any) -> dt.date | None:
    if value is None or value == "":
        return None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value.strip())
        except ValueError:
            raise ValueError(f"{field}: {value!r} is not a date; use YYYY-MM-DD") from None
    raise ValueError(f"{field}: expected a date, got {type(value).__name__}")


def _as_review(review: Any) -> Review:
    """A Review, also from a Review of a reloaded module (Streamlit reruns) or its JSON dict."""
    if isinstance(review, Review):
        return review
    try:
        data = review if isinstance(review, dict) else review.model_dump(mode="json", by_alias=True)
        return Review.model_validate(data)
    except (AttributeError, ValueError) as exc:
        raise ValueError(f"review must be a models.Review (the review JSON); got {type(review).__name__}") from exc


def _clock(row: SubmissionRow, on: dt.date) -> ClockStatus:
    """The clock for `on`; a status date before receipt is counted as of the receipt date."""
    status = compute_pending(
        received=row.received,
        on=max(on, row.received),
        route=row.route,
        complete=row.complete,
        decided=row.decision_letter,
        datcp_requested=row.datcp_requested,
        datcp_received=row.datcp_received,
    )
    if on < row.received:
        note = (
            f"{on.isoformat()} is before the submission was received; shown as of {row.received.isoformat()}"
        )
        status = status.model_copy(update={"notes": [*status.notes, note]})
    return status


def _check_dates(row: SubmissionRow) -> None:
    """Refuse an inconsistent set of dates before it is written (ValueError, clear message)."""
    dates = [getattr(row, name) for name in DATE_FIELDS]
    latest = max([d for d in dates if d is not None] + [dt.date.today()])
    compute_pending(
        received=row.received,
        on=latest,
        route=row.route,
        complete=row.complete,
        decided=row.decision_letter,
        datcp_requested=row.datcp_requested,
        datcp_received=row.datcp_received,
    )
    for name in ("item1_received", "item2_received", "item3_received"):
        value = getattr(row, name)
        if value is not None and value < row.received:
            raise ValueError(
                f"{name} {value.isoformat()} is before the date received {row.received.isoformat()}"
            )


def _latest_overrides(rows: list[OverrideRow]) -> dict[str, OverrideRow]:
    latest: dict[str, OverrideRow] = {}
    for row in sorted(rows, key=lambda r: r.id):
        latest[row.provision_id] = row
    return latest


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the schema to `revision` with the Alembic migrations shipped in the package."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)


def _engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        # hide_parameters: a database error never carries the values (a title, the file's bytes)
        engine = create_engine(url, connect_args={"timeout": 30}, hide_parameters=True)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            # WAL: a crash mid-write leaves the last committed state (readers never see half a
            # transaction, and they do not block the writer); FULL: a commit survives power loss.
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=FULL")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True, hide_parameters=True)


class Store:
    """The one way the app and CLI read and write submissions."""

    def __init__(self, url: str | None = None) -> None:
        self.url = url or database_url()
        self.engine = _engine(self.url)
        upgrade(self.engine)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        validate.guard(self._sessions)  # lengths and NUL bytes refused alike on SQLite and PostgreSQL

    def close(self) -> None:
        self.engine.dispose()

    @property
    def jurisdictions(self):
        """The jurisdiction records (`jurisdictions.Jurisdictions`)."""
        from ordinance_review.jurisdictions import Jurisdictions

        return Jurisdictions(self)

    def _jurisdiction(self, session: Session, name: str, jurisdiction_id: int | None, who: str) -> JurisdictionRow:
        """The record a submission is filed for: by id, or the record a written name means (created
        when the name says its kind, see `Jurisdictions.resolve`)."""
        if jurisdiction_id is None:
            return self.jurisdictions.resolve_in(session, _required(name, "jurisdiction"), who=who)
        record = session.get(JurisdictionRow, jurisdiction_id)
        if record is None:
            raise ValueError(f"no jurisdiction with id {jurisdiction_id}; pick one from the list")
        return record

    def unlinked_jurisdictions(self) -> list[tuple[str, int]]:
        """Names of submissions linked to no jurisdiction record (migration 0006's report), with counts."""
        with self._sessions() as session:
            names = session.scalars(select(SubmissionRow.jurisdiction).where(SubmissionRow.jurisdiction_id.is_(None)))
            counts: dict[str, int] = {}
            for name in names:
                counts[name] = counts.get(name, 0) + 1
            return sorted(counts.items())

    def link_jurisdiction(self, name: str, jurisdiction_id: int, *, who: str) -> int:
        """Link every unlinked submission filed under `name` to a record (audited per submission)."""
        who = _required(who, "who (the person making the change)")
        with self._write() as session:
            record = session.get(JurisdictionRow, jurisdiction_id)
            if record is None:
                raise ValueError(f"no jurisdiction with id {jurisdiction_id}")
            rows = session.scalars(
                select(SubmissionRow).where(SubmissionRow.jurisdiction_id.is_(None), SubmissionRow.jurisdiction == name)
            ).all()
            now = _now()
            for row in rows:
                self._audit(session, who=who, submission_id=row.id, entity="submission", entity_id=str(row.id),
                            field="jurisdiction", old=row.jurisdiction, new=record.name, at=now)  # fmt: skip
                row.jurisdiction, row.jurisdiction_id, row.updated_at = record.name, record.id, now
                row.version += 1
            return len(rows)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ plumbing

    @contextmanager
    def _write(self) -> Iterator[Session]:
        with self._sessions() as session, session.begin():
            yield session

    def _row(self, session: Session, submission_id: int) -> SubmissionRow:
        row = session.get(SubmissionRow, submission_id)
        if row is None:
            raise SubmissionNotFound(
                f"no submission with id {submission_id}; list the submissions to find its id"
            )
        return row

    @staticmethod
    def _audit(
        session: Session,
        *,
        who: str,
        submission_id: int | None,
        entity: str,
        field: str,
        old: Any,
        new: Any,
        entity_id: str = "",
        reason: str = "",
        at: dt.datetime | None = None,
    ) -> None:
        # Hash chain (audit_chain): the new row links to the last one. The head is read once per
        # transaction, under a lock on PostgreSQL (SQLite has one writer); the id is given here
        # because the hash covers it, and a second writer with the same id fails on the key.
        head = session.info.get("audit_head")
        if head is None:
            if session.get_bind().dialect.name == "postgresql":
                session.execute(sql_text("SELECT pg_advisory_xact_lock(20261120)"))
            else:
                # SQLite: until something is written, reads run outside a transaction. Take the
                # write lock before reading the head (pending changes wait: no autoflush), or a
                # second writer could read the same head, collide on the next id and be told of a
                # conflict that never happened.
                with session.no_autoflush:
                    if not session.connection().connection.dbapi_connection.in_transaction:
                        session.execute(sql_text("BEGIN IMMEDIATE"))
            last = session.execute(select(AuditRow.id, AuditRow.row_hash).order_by(AuditRow.id.desc()).limit(1)).first()
            head = (last.id, last.row_hash) if last else (0, audit_chain.GENESIS)
        fields = {
            "id": head[0] + 1,
            "at": at or _now(),
            "who": who,
            "submission_id": submission_id,
            "entity": entity,
            "entity_id": entity_id,
            "field": field,
            "old_value": _text(old),
            "new_value": _text(new),
            "reason": reason,
        }
        digest = audit_chain.row_hash(head[1], fields)
        session.add(AuditRow(**fields, prev_hash=head[1], row_hash=digest))
        session.info["audit_head"] = (fields["id"], digest)

    def _view(self, row: SubmissionRow, on: dt.date | None = None) -> SubmissionView:
        return SubmissionView(
            id=row.id,
            jurisdiction=row.jurisdiction,
            jurisdiction_id=row.jurisdiction_id,
            title=row.title,
            filename=row.filename,
            file_sha256=row.file_sha256,
            file_size=len(row.file_bytes),
            file_bytes=row.file_bytes,
            review=Review.model_validate_json(row.review_json),
            route=row.route,  # type: ignore[arg-type]
            received=row.received,
            complete=row.complete,
            item1_received=row.item1_received,
            item2_received=row.item2_received,
            item3_received=row.item3_received,
            datcp_requested=row.datcp_requested,
            datcp_received=row.datcp_received,
            datcp_recommendation=row.datcp_recommendation,
            decision_letter=row.decision_letter,
            reviewer=row.reviewer,
            created_at=_utc(row.created_at),
            updated_at=_utc(row.updated_at),
            decisions=[
                DecisionView(
                    provision_id=d.provision_id,
                    decision=d.decision,
                    reason=d.reason,
                    who=d.who,
                    at=_utc(d.at),  # type: ignore[arg-type]
                    version=d.version,
                )
                for d in row.decisions
            ],
            overrides=[
                OverrideView(
                    id=o.id,
                    provision_id=o.provision_id,
                    old_verdict=o.old_verdict,
                    new_verdict=o.new_verdict,
                    reason=o.reason,
                    who=o.who,
                    at=_utc(o.at),
                    version=o.version,
                )
                for o in row.overrides
            ],
            clock=_clock(row, on or dt.date.today()),
            version=row.version,
            previous_id=row.previous_id,
        )

    # ------------------------------------------------------------ submissions

    def create_submission(
        self,
        *,
        jurisdiction: str = "",
        review: Review,
        file_bytes: bytes,
        received: dt.date,
        route: str = "dnr",
        who: str,
        jurisdiction_id: int | None = None,
        title: str = "",
        complete: dt.date | None = None,
        overrides: list[OverrideInput] | None = None,
        previous_id: int | None = None,
        carried_decisions: dict[str, tuple[str, str]] | None = None,
    ) -> SubmissionView:
        """Save an ordinance file, its review and the date received; audited as one 'created' entry.

        `previous_id` links a new version to the submission of the earlier one and
        `carried_decisions` (provision id → decision, reason) are written as its decisions, in the
        same transaction; `new_version` computes both.

        `overrides` (made in the app before the submission existed) are saved in the same
        transaction: a crash leaves either no submission or the submission with all of them.
        """
        who = _required(who, "who (the reviewer making the change)")
        if jurisdiction_id is None:
            jurisdiction = _required(jurisdiction, "jurisdiction")
        if route not in ROUTES:
            raise ValueError(f"route {route!r} is not known; use one of {', '.join(ROUTES)}")
        jurisdiction = validate.text(jurisdiction, "jurisdiction", limit=validate.JURISDICTION_MAX)
        title = validate.text(title, "title", limit=validate.TITLE_MAX)
        review = _as_review(review)
        if not file_bytes:
            raise ValueError("the ordinance file is empty; upload the file the local unit sent")
        now = _now()
        row = SubmissionRow(
            jurisdiction=jurisdiction or "",
            # a title read from the document (not typed) is shortened rather than refused
            title=title or _shortened(review.document.title or "", validate.TITLE_MAX),
            filename=safe_filename(review.document.filename),  # used in download names
            file_sha256=hashlib.sha256(file_bytes).hexdigest(),
            file_bytes=bytes(file_bytes),
            review_json=review.to_json(indent=None),
            route=route,
            received=_as_date("received", received),
            complete=_as_date("complete", complete),
            datcp_recommendation="",
            reviewer="",
            created_at=now,
            updated_at=now,
        )
        if row.received is None:
            raise ValueError("received is required: the date the agency received the ordinance")
        _check_dates(row)
        with self._write() as session:  # a record made for a new name is part of this transaction
            record = self._jurisdiction(session, jurisdiction, jurisdiction_id, who)
            row.jurisdiction, row.jurisdiction_id = record.name, record.id
            if previous_id is not None:
                self._row(session, previous_id)  # the earlier version must exist
                later = session.scalars(
                    select(SubmissionRow.id).where(SubmissionRow.previous_id == previous_id).order_by(SubmissionRow.id)
                ).first()
                if later is not None:  # the versions of an ordinance are one chain, never a fork
                    raise ValueError(
                        f"submission {previous_id} already has a later version (submission {later}): "
                        f"add the new version to the latest one"
                    )
                row.previous_id = previous_id
            session.add(row)
            session.flush()
            summary = {
                "jurisdiction": row.jurisdiction,
                "jurisdiction_id": row.jurisdiction_id,
                "title": row.title,
                "filename": row.filename,
                "file_sha256": row.file_sha256,
                "route": row.route,
                "received": _text(row.received),
                "complete": _text(row.complete),
                **({"previous_id": previous_id} if previous_id is not None else {}),
            }
            self._audit(
                session,
                who=who,
                submission_id=row.id,
                entity="submission",
                entity_id=str(row.id),
                field="created",
                old=None,
                new=json.dumps(summary),
                at=now,
            )
            for item in overrides or []:
                session.flush()
                _pause("create_submission")
                self._add_override(session, row, review, OverrideInput.model_validate(item), who, now, None)
            for provision_id, (decision, reason) in (carried_decisions or {}).items():
                self._known_provision(review, provision_id)
                if decision not in DECISIONS:
                    raise ValueError(f"decision {decision!r} is not known; use one of {', '.join(DECISIONS)}")
                session.add(DecisionRow(submission_id=row.id, provision_id=provision_id, decision=decision,
                                        reason=reason, who=who, at=now))
                self._audit(session, who=who, submission_id=row.id, entity="decision", entity_id=provision_id,
                            field="decision", old=None, new=decision, reason=reason, at=now)
            submission_id = row.id
        return self.get_submission(submission_id)

    def new_version(
        self,
        previous_id: int,
        *,
        review: Review,
        file_bytes: bytes,
        received: dt.date,
        who: str,
        title: str = "",
        complete: dt.date | None = None,
    ) -> tuple[SubmissionView, Any]:
        """Save a new version of an ordinance as a submission linked to the earlier one.

        It gets its own 90-day clock (its own `received`); the decisions recorded on the earlier
        version carry over to the provisions whose words are unchanged (renumbered included), and
        nothing else does. Returns the new submission and the `compare.Comparison` it rests on.
        """
        from ordinance_review.compare import CarriedDecision, compare_reviews

        earlier = self.get_submission(previous_id)
        decisions = {
            d.provision_id: CarriedDecision(decision=d.decision, reason=d.reason, who=d.who, submission_id=earlier.id)
            for d in earlier.decisions
        }
        comparison = compare_reviews(
            apply_overrides(earlier.review, earlier.overrides), _as_review(review), decisions=decisions
        )
        carried = {
            p.new_id: (p.carried_decision.decision,
                       f"Carried over from submission {earlier.id} (provision {p.old_label}, unchanged): {p.carried_decision.reason}")
            for p in comparison.pairs if p.carried_decision is not None and p.new_id
        }  # fmt: skip
        view = self.create_submission(
            jurisdiction=earlier.jurisdiction, jurisdiction_id=earlier.jurisdiction_id, review=review, file_bytes=file_bytes, received=received,
            route=earlier.route, who=who, title=title or earlier.title, complete=complete,
            previous_id=earlier.id, carried_decisions=carried,
        )  # fmt: skip
        return view, comparison

    def version_chain(self, submission_id: int) -> list[SubmissionView]:
        """Every version of the ordinance this submission belongs to, the first version first.

        The chain runs through this submission: its earlier versions, itself, then the later ones
        (a database written before versions were refused a fork still shows this one in its chain).
        """
        with self._sessions() as session:
            row = self._row(session, submission_id)
            chain = [row]
            while row.previous_id is not None and row.previous_id not in {r.id for r in chain}:
                row = self._row(session, row.previous_id)
                chain.insert(0, row)
            while True:
                later = session.scalars(
                    select(SubmissionRow).where(SubmissionRow.previous_id == chain[-1].id).order_by(SubmissionRow.id)
                ).first()
                if later is None or later.id in {r.id for r in chain}:
                    break
                chain.append(later)
            return [self._view(r) for r in chain]

    def list_submissions(self, *, on: dt.date | None = None) -> list[SubmissionView]:
        """Every submission, overdue first, then by due date (clocks not started last)."""
        with self._sessions() as session:
            views = [self._view(row, on) for row in session.scalars(select(SubmissionRow))]
        return sorted(views, key=lambda v: (v.clock.status != "overdue", v.clock.due or dt.date.max, v.id))

    def get_submission(self, submission_id: int, *, on: dt.date | None = None) -> SubmissionView:
        with self._sessions() as session:
            return self._view(self._row(session, submission_id), on)

    def update_submission(
        self, submission_id: int, *, who: str, expected_version: int | None, **changes: Any
    ) -> SubmissionView:
        """Change dates or fields; each changed field is audited old → new and the clock recomputes.

        `expected_version` is the `SubmissionView.version` the user saw: when someone else saved
        the record since, nothing is written and `ConflictError` shows their change.
        """
        _require_version(expected_version, "editing a submission")
        who = _required(who, "who (the reviewer making the change)")
        unknown = sorted(set(changes) - set(EDITABLE_FIELDS))
        if unknown:
            raise ValueError(
                f"cannot edit {', '.join(unknown)}; editable fields: {', '.join(EDITABLE_FIELDS)}"
            )
        try:
            self._update_fields(submission_id, who, expected_version, changes)
        except _Stale as stale:  # described from committed data only, not our rolled-back rows
            with self._sessions() as session:
                raise self._submission_conflict(session, submission_id, stale.seen) from None
        return self.get_submission(submission_id)

    def _update_fields(
        self, submission_id: int, who: str, expected_version: int | None, changes: dict[str, Any]
    ) -> None:
        with self._write() as session:
            row = self._row(session, submission_id)
            if expected_version is not None and row.version != expected_version:
                raise _Stale(expected_version)
            seen_version = row.version
            now = _now()
            changed = False
            for field, raw in changes.items():
                if field in DATE_FIELDS:
                    value: Any = _as_date(field, raw)
                    if field == "received" and value is None:
                        raise ValueError("received cannot be cleared: the clock counts from it")
                else:
                    value = "" if raw is None else str(raw).strip()
                    if field == "jurisdiction":
                        record = self._jurisdiction(session, _required(value, "jurisdiction"), None, who)
                        value = record.name
                        row.jurisdiction_id = record.id
                    if field == "route" and value not in ROUTES:
                        raise ValueError(f"route {value!r} is not known; use one of {', '.join(ROUTES)}")
                old = getattr(row, field)
                if old == value:
                    continue
                setattr(row, field, value)
                changed = True
                self._audit(
                    session,
                    who=who,
                    submission_id=row.id,
                    entity="submission",
                    entity_id=str(row.id),
                    field=field,
                    old=old,
                    new=value,
                    at=now,
                )
            if changed:
                session.flush()
                _pause("update_submission")
                _check_dates(row)  # raises → the transaction (and its audit rows) rolls back
                row.updated_at = now
                # The guard: only the writer who still holds the version it read may bump it.
                bumped = session.execute(
                    update(SubmissionRow)
                    .where(SubmissionRow.id == row.id, SubmissionRow.version == seen_version)
                    .values(version=seen_version + 1)
                    .execution_options(synchronize_session=False)
                )
                if bumped.rowcount != 1:
                    raise _Stale(seen_version)

    def _submission_conflict(self, session: Session, submission_id: int, seen: int) -> ConflictError:
        """What the other writers changed since version `seen` (one version = one saved edit)."""
        current = session.execute(
            select(SubmissionRow.version).where(SubmissionRow.id == submission_id)
        ).scalar_one()
        rows = session.scalars(
            select(AuditRow)
            .where(AuditRow.submission_id == submission_id, AuditRow.entity == "submission")
            .where(AuditRow.field.in_(EDITABLE_FIELDS))
            .order_by(AuditRow.id)
        ).all()
        groups: list[list[AuditRow]] = []
        for audit in rows:
            if groups and (groups[-1][0].at, groups[-1][0].who) == (audit.at, audit.who):
                groups[-1].append(audit)
            else:
                groups.append([audit])
        newer = [a for group in groups[len(groups) - max(current - seen, 0) :] for a in group]
        changes = [(a.who, a.field, a.new_value or "(empty)") for a in newer]
        shown = "; ".join(f"{who} set {field} to {new}" for who, field, new in changes) or "saved it"
        return ConflictError(
            f"submission {submission_id} was changed by someone else after you opened it "
            f"(you saw version {seen}, it is now {current}): {shown}; nothing of yours was saved — "
            "reload the submission and make your change again",
            changes,
        )

    # ------------------------------------------------------------ verdicts and decisions

    @staticmethod
    def _known_provision(review: Review, provision_id: str) -> None:
        if review.provision(provision_id) is None and review.finding_for(provision_id) is None:
            raise ValueError(f"provision {provision_id!r} is not in this submission's review")

    def override_verdict(
        self,
        submission_id: int,
        provision_id: str,
        *,
        verdict: str,
        reason: str,
        who: str,
        expected_version: int | None,
    ) -> SubmissionView:
        """Replace the engine's verdict for one provision. A reason is required and recorded.

        `expected_version` is `SubmissionView.verdict_version(provision_id)` as the user saw it;
        when another reviewer overrode the provision since, `ConflictError` shows their change.
        """
        _require_version(expected_version, "an override")
        who = _required(who, "who (the reviewer making the change)")
        item = OverrideInput(provision_id=provision_id, verdict=verdict, reason=reason or "")
        for attempt in range(AUDIT_RETRIES):
            try:
                with self._write() as session:
                    row = self._row(session, submission_id)
                    review = Review.model_validate_json(row.review_json)
                    self._add_override(session, row, review, item, who, _now(), expected_version)
                    session.flush()
                return self.get_submission(submission_id)
            except IntegrityError as exc:  # another reviewer wrote the same override version first
                if _audit_collision(exc) and attempt + 1 < AUDIT_RETRIES:
                    continue  # only the audit log's next id was taken: nothing of ours conflicts
                break
        with self._sessions() as session:
            latest = _latest_overrides(list(self._row(session, submission_id).overrides)).get(provision_id)
            raise self._verdict_conflict(provision_id, latest)

    @staticmethod
    def _verdict_conflict(provision_id: str, latest: OverrideRow | None) -> ConflictError:
        if latest is None:
            return ConflictError(f"the verdict of {provision_id} changed meanwhile; reload and try again")
        return ConflictError(
            f"the verdict of {provision_id} was changed by {latest.who} after you opened it: verdict set "
            f"to {latest.new_verdict} ({latest.reason}); nothing of yours was saved — reload and decide again",
            [(latest.who, "verdict", latest.new_verdict)],
        )

    def _add_override(
        self,
        session: Session,
        row: SubmissionRow,
        review: Review,
        item: OverrideInput,
        who: str,
        now: dt.datetime,
        expected_version: int | None,
    ) -> None:
        """One override and its audit row, in the caller's transaction (checks included)."""
        provision_id, verdict, reason = item.provision_id, item.verdict, item.reason
        if not (reason or "").strip():
            raise ValueError("an override needs a reason: say why the engine's verdict is wrong")
        if verdict not in VERDICTS:
            raise ValueError(f"verdict {verdict!r} is not known; use one of {', '.join(VERDICTS)}")
        self._known_provision(review, provision_id)
        previous = _latest_overrides(list(row.overrides)).get(provision_id)
        current = previous.version if previous else 0
        if expected_version is not None and expected_version != current:
            raise self._verdict_conflict(provision_id, previous)
        finding = review.finding_for(provision_id)
        old = previous.new_verdict if previous else (finding.verdict if finding else "none")
        override = OverrideRow(
            submission_id=row.id,
            provision_id=provision_id,
            old_verdict=old,
            new_verdict=verdict,
            reason=reason.strip(),
            who=who,
            at=now,
            version=current + 1,
        )
        session.add(override)
        row.overrides.append(override)
        self._audit(
            session,
            who=who,
            submission_id=row.id,
            entity="verdict",
            entity_id=provision_id,
            field="verdict",
            old=old,
            new=verdict,
            reason=reason.strip(),
            at=now,
        )
        row.updated_at = now

    def decide(
        self,
        submission_id: int,
        provision_id: str,
        *,
        decision: str,
        reason: str,
        who: str,
        expected_version: int | None,
    ) -> SubmissionView:
        """Record the agency's decision on one provision (NR 151.096(2)(b): decisions state reasons).

        `expected_version` is `SubmissionView.decision_version(provision_id)` as the user saw it
        (0: no decision yet); when another reviewer decided since, `ConflictError` shows it.
        """
        _require_version(expected_version, "a decision")
        for attempt in range(AUDIT_RETRIES):
            try:
                return self._decide(submission_id, provision_id, decision, reason, who, expected_version)
            except IntegrityError as exc:  # two first decisions on one provision at once: the other won
                if _audit_collision(exc) and attempt + 1 < AUDIT_RETRIES:
                    continue  # only the audit log's next id was taken: nothing of ours conflicts
                break
        with self._sessions() as session:
            row = self._row(session, submission_id)
            other = next((d for d in row.decisions if d.provision_id == provision_id), None)
            raise self._decision_conflict(provision_id, other)

    @staticmethod
    def _decision_conflict(provision_id: str, other: DecisionRow | None) -> ConflictError:
        if other is None:
            return ConflictError(f"the decision on {provision_id} changed meanwhile; reload and try again")
        return ConflictError(
            f"the decision on {provision_id} was changed by {other.who} after you opened it: decision set "
            f"to {other.decision} ({other.reason}); nothing of yours was saved — reload and decide again",
            [(other.who, "decision", other.decision)],
        )

    def _decide(
        self, submission_id: int, provision_id: str, decision: str, reason: str, who: str, expected: int | None
    ) -> SubmissionView:
        who = _required(who, "who (the reviewer making the change)")
        if decision not in DECISIONS:
            raise ValueError(f"decision {decision!r} is not known; use one of {', '.join(DECISIONS)}")
        if not (reason or "").strip():
            raise ValueError("a decision needs its reason (NR 151.096(2)(b) requires reasons in writing)")
        reason = reason.strip()
        with self._write() as session:
            row = self._row(session, submission_id)
            self._known_provision(Review.model_validate_json(row.review_json), provision_id)
            existing = next((d for d in row.decisions if d.provision_id == provision_id), None)
            if expected is not None and expected != (existing.version if existing else 0):
                raise self._decision_conflict(provision_id, existing)
            now = _now()
            if existing is None:
                session.add(
                    DecisionRow(
                        submission_id=row.id,
                        provision_id=provision_id,
                        decision=decision,
                        reason=reason,
                        who=who,
                        at=now,
                    )
                )
                old_decision, old_reason = None, None
            else:
                old_decision, old_reason = existing.decision, existing.reason
                if (old_decision, old_reason) == (decision, reason):
                    return self.get_submission(submission_id)
                changed = session.execute(
                    update(DecisionRow)
                    .where(DecisionRow.id == existing.id, DecisionRow.version == existing.version)
                    .values(decision=decision, reason=reason, who=who, at=now, version=existing.version + 1)
                    .execution_options(synchronize_session=False)
                )
                if changed.rowcount != 1:  # another reviewer's decision landed after we read it
                    other = session.get(DecisionRow, existing.id, populate_existing=True)
                    raise self._decision_conflict(provision_id, other)
            if old_decision != decision:
                self._audit(
                    session, who=who, submission_id=row.id, entity="decision", entity_id=provision_id,
                    field="decision", old=old_decision, new=decision, reason=reason, at=now,
                )  # fmt: skip
            if old_reason != reason:
                self._audit(
                    session, who=who, submission_id=row.id, entity="decision", entity_id=provision_id,
                    field="reason", old=old_reason, new=reason, at=now,
                )  # fmt: skip
            row.updated_at = now
        return self.get_submission(submission_id)

    def effective_review(self, submission_id: int) -> Review:
        """The review with the reviewers' overrides applied (Finding.overridden=True, reason says who/why)."""
        with self._sessions() as session:
            row = self._row(session, submission_id)
            return apply_overrides(Review.model_validate_json(row.review_json), list(row.overrides))

    # ------------------------------------------------------------ audit

    def audit_log(self, submission_id: int | None = None) -> list[AuditEntry]:
        """Every recorded change, oldest first (only one submission's when an id is given)."""
        with self._sessions() as session:
            query = select(AuditRow).order_by(AuditRow.id)
            if submission_id is not None:
                self._row(session, submission_id)
                query = query.where(AuditRow.submission_id == submission_id)
            return [
                AuditEntry(
                    id=a.id,
                    at=_utc(a.at),
                    who=a.who,
                    submission_id=a.submission_id,
                    entity=a.entity,
                    entity_id=a.entity_id,
                    field=a.field,
                    old=a.old_value,
                    new=a.new_value,
                    reason=a.reason,
                )
                for a in session.scalars(query)
            ]

    def verify_audit(self) -> tuple[int, list[str]]:
        """(rows checked, problems) of the whole audit log's hash chain; see `audit_chain`."""
        columns = [getattr(AuditRow, name) for name in (*audit_chain.FIELDS, "prev_hash", "row_hash")]
        with self._sessions() as session:
            rows = session.execute(select(*columns).order_by(AuditRow.id)).mappings()
            count, problems = audit_chain.verify(dict(row) for row in rows)
            return count, problems + audit_chain.cross_check(session)  # a removed last row shows here

    def export_audit_csv(self, submission_id: int) -> str:
        """The submission's audit log as CSV (header row first), for the file or a records request.

        Each row as people read it (local time with the zone, the action in words, the provision's
        label, verdict and decision names: `audit_text`), then the record as stored (UTC, ids)."""
        from ordinance_review import audit_text

        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(
            ["id", "at", "who", "what", "of", "old", "new", "reason",
             "at_utc", "submission_id", "entity", "entity_id", "field", "old_value", "new_value"]
        )  # fmt: skip
        entries = self.audit_log(submission_id)
        review = self.get_submission(submission_id).review
        for e, shown in zip(entries, audit_text.rows(entries, review), strict=True):
            # csv_cell: a value starting with = + - @ is shown as text, never run as a formula
            writer.writerow(
                [
                    csv_cell(value)
                    for value in (
                        e.id, shown["When"], e.who, shown["What"], shown["Of"], shown["Old"], shown["New"], e.reason,
                        e.at.isoformat(), e.submission_id, e.entity, e.entity_id, e.field, e.old or "", e.new or "",
                    )
                ]
            )  # fmt: skip
        return out.getvalue()
