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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Literal

from alembic import command
from alembic.config import Config
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import Engine, create_engine, event, select
from sqlalchemy.orm import Session, sessionmaker

from ordinance_review.clock import ClockStatus, compute_pending
from ordinance_review.config import database_url
from ordinance_review.models import VERDICTS, Finding, Review
from ordinance_review.store_models import AuditRow, DecisionRow, OverrideRow, SubmissionRow

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


class SubmissionNotFound(LookupError):
    """No submission with that id."""


class DecisionView(BaseModel):
    model_config = ConfigDict(frozen=True)

    provision_id: str
    decision: Decision
    reason: str
    who: str
    at: dt.datetime


class OverrideView(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: int
    provision_id: str
    old_verdict: str
    new_verdict: str
    reason: str
    who: str
    at: dt.datetime


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


def apply_overrides(review: Review, overrides: list[OverrideRow] | list[OverrideView]) -> Review:
    """The review with the latest override per provision applied (Finding.overridden=True)."""
    latest: dict[str, Any] = {}
    for item in sorted(overrides, key=lambda r: r.id):
        latest[item.provision_id] = item
    findings: list[Finding] = []
    for finding in review.findings:
        item = latest.get(finding.provision_id)
        if item is None:
            findings.append(finding)
            continue
        reason = (
            f"Reviewer override by {item.who} on {_utc(item.at).date().isoformat()}: {item.reason} "
            f"(the engine said {finding.verdict}{': ' + finding.reason if finding.reason else ''})"
        )
        update = {"verdict": item.new_verdict, "overridden": True, "reason": reason, "notes": [*finding.notes, reason]}
        findings.append(finding.model_copy(update=update))
    return review.model_copy(update={"findings": findings})


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the schema to `revision` with the Alembic migrations shipped in the package."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)


def _engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"timeout": 30})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


class Store:
    """The one way the app and CLI read and write submissions."""

    def __init__(self, url: str | None = None) -> None:
        self.url = url or database_url()
        self.engine = _engine(self.url)
        upgrade(self.engine)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    def close(self) -> None:
        self.engine.dispose()

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
        session.add(
            AuditRow(
                at=at or _now(),
                who=who,
                submission_id=submission_id,
                entity=entity,
                entity_id=entity_id,
                field=field,
                old_value=_text(old),
                new_value=_text(new),
                reason=reason,
            )
        )

    def _view(self, row: SubmissionRow, on: dt.date | None = None) -> SubmissionView:
        return SubmissionView(
            id=row.id,
            jurisdiction=row.jurisdiction,
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
                )
                for o in row.overrides
            ],
            clock=_clock(row, on or dt.date.today()),
        )

    # ------------------------------------------------------------ submissions

    def create_submission(
        self,
        *,
        jurisdiction: str,
        review: Review,
        file_bytes: bytes,
        received: dt.date,
        route: str = "dnr",
        who: str,
        title: str = "",
        complete: dt.date | None = None,
    ) -> SubmissionView:
        """Save an ordinance file, its review and the date received; audited as one 'created' entry."""
        who = _required(who, "who (the reviewer making the change)")
        jurisdiction = _required(jurisdiction, "jurisdiction")
        if route not in ROUTES:
            raise ValueError(f"route {route!r} is not known; use one of {', '.join(ROUTES)}")
        review = _as_review(review)
        if not file_bytes:
            raise ValueError("the ordinance file is empty; upload the file the local unit sent")
        now = _now()
        row = SubmissionRow(
            jurisdiction=jurisdiction,
            title=(title or review.document.title or "").strip(),
            filename=review.document.filename,
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
        with self._write() as session:
            session.add(row)
            session.flush()
            summary = {
                "jurisdiction": row.jurisdiction,
                "title": row.title,
                "filename": row.filename,
                "file_sha256": row.file_sha256,
                "route": row.route,
                "received": _text(row.received),
                "complete": _text(row.complete),
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
            submission_id = row.id
        return self.get_submission(submission_id)

    def list_submissions(self, *, on: dt.date | None = None) -> list[SubmissionView]:
        """Every submission, overdue first, then by due date (clocks not started last)."""
        with self._sessions() as session:
            views = [self._view(row, on) for row in session.scalars(select(SubmissionRow))]
        return sorted(views, key=lambda v: (v.clock.status != "overdue", v.clock.due or dt.date.max, v.id))

    def get_submission(self, submission_id: int, *, on: dt.date | None = None) -> SubmissionView:
        with self._sessions() as session:
            return self._view(self._row(session, submission_id), on)

    def update_submission(self, submission_id: int, *, who: str, **changes: Any) -> SubmissionView:
        """Change dates or fields; each changed field is audited old → new and the clock recomputes."""
        who = _required(who, "who (the reviewer making the change)")
        unknown = sorted(set(changes) - set(EDITABLE_FIELDS))
        if unknown:
            raise ValueError(
                f"cannot edit {', '.join(unknown)}; editable fields: {', '.join(EDITABLE_FIELDS)}"
            )
        with self._write() as session:
            row = self._row(session, submission_id)
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
                        value = _required(value, "jurisdiction")
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
                _check_dates(row)  # raises → the transaction (and its audit rows) rolls back
                row.updated_at = now
        return self.get_submission(submission_id)

    # ------------------------------------------------------------ verdicts and decisions

    @staticmethod
    def _known_provision(review: Review, provision_id: str) -> None:
        if review.provision(provision_id) is None and review.finding_for(provision_id) is None:
            raise ValueError(f"provision {provision_id!r} is not in this submission's review")

    def override_verdict(
        self, submission_id: int, provision_id: str, *, verdict: str, reason: str, who: str
    ) -> SubmissionView:
        """Replace the engine's verdict for one provision. A reason is required and recorded."""
        who = _required(who, "who (the reviewer making the change)")
        if not (reason or "").strip():
            raise ValueError("an override needs a reason: say why the engine's verdict is wrong")
        if verdict not in VERDICTS:
            raise ValueError(f"verdict {verdict!r} is not known; use one of {', '.join(VERDICTS)}")
        with self._write() as session:
            row = self._row(session, submission_id)
            review = Review.model_validate_json(row.review_json)
            self._known_provision(review, provision_id)
            previous = _latest_overrides(list(row.overrides)).get(provision_id)
            finding = review.finding_for(provision_id)
            old = previous.new_verdict if previous else (finding.verdict if finding else "none")
            now = _now()
            session.add(
                OverrideRow(
                    submission_id=row.id,
                    provision_id=provision_id,
                    old_verdict=old,
                    new_verdict=verdict,
                    reason=reason.strip(),
                    who=who,
                    at=now,
                )
            )
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
        return self.get_submission(submission_id)

    def decide(
        self, submission_id: int, provision_id: str, *, decision: str, reason: str, who: str
    ) -> SubmissionView:
        """Record the agency's decision on one provision (NR 151.096(2)(b): decisions state reasons)."""
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
                existing.decision, existing.reason, existing.who, existing.at = decision, reason, who, now
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

    def export_audit_csv(self, submission_id: int) -> str:
        """The submission's audit log as CSV (header row first), for the file or a records request."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(
            ["id", "at", "who", "submission_id", "entity", "entity_id", "field", "old", "new", "reason"]
        )
        for e in self.audit_log(submission_id):
            writer.writerow(
                [
                    e.id,
                    e.at.isoformat(),
                    e.who,
                    e.submission_id,
                    e.entity,
                    e.entity_id,
                    e.field,
                    e.old or "",
                    e.new or "",
                    e.reason,
                ]
            )
        return out.getvalue()
