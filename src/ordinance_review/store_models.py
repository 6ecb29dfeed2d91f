"""The database tables (SQLAlchemy 2 typed declarative). The schema itself is created by Alembic.

Why separate from `store.py`: the migrations and the store both need the table definitions, and
the store's public API (pydantic views) should not leak ORM objects to the app.
The clock is not a column: it is derived from the dates every time a submission is read.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import (
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class JurisdictionRow(Base):
    """A local unit of government (migration 0006): accounts and submissions refer to it by id."""

    __tablename__ = "jurisdictions"
    __table_args__ = (UniqueConstraint("name", "county"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(300))  # canonical: "Town of Quillmark", "Wood County"
    kind: Mapped[str] = mapped_column(String(10))  # county | town | village | city
    county: Mapped[str] = mapped_column(String(200), default="", server_default="")
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))


class SubmissionRow(Base):
    __tablename__ = "submissions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    jurisdiction: Mapped[str] = mapped_column(String(300))  # the name as filed (the record's, since 0006)
    # The jurisdiction record (migration 0006); NULL for an old row whose name matched none. No
    # database foreign key (SQLite cannot add one in place); the store checks the id.
    jurisdiction_id: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)
    title: Mapped[str] = mapped_column(String(500), default="")
    filename: Mapped[str] = mapped_column(String(500), default="")
    file_sha256: Mapped[str] = mapped_column(String(64))
    file_bytes: Mapped[bytes] = mapped_column(LargeBinary)
    review_json: Mapped[str] = mapped_column(Text)
    route: Mapped[str] = mapped_column(String(10), default="dnr")
    received: Mapped[dt.date] = mapped_column(Date)
    complete: Mapped[dt.date | None] = mapped_column(Date, nullable=True)
    # NR 151.096(2)(a) items: 1. copy to DNR and DATCP, 2. provisions identified, 3. supporting documentation
    item1_received: Mapped[dt.date | None] = mapped_column(Date, nullable=True)
    item2_received: Mapped[dt.date | None] = mapped_column(Date, nullable=True)
    item3_received: Mapped[dt.date | None] = mapped_column(Date, nullable=True)
    datcp_requested: Mapped[dt.date | None] = mapped_column(Date, nullable=True)
    datcp_received: Mapped[dt.date | None] = mapped_column(Date, nullable=True)
    datcp_recommendation: Mapped[str] = mapped_column(Text, default="")
    decision_letter: Mapped[dt.date | None] = mapped_column(Date, nullable=True)
    reviewer: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    # Optimistic locking (migration 0002): bumped by every edit of the fields above.
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    # The submission of the earlier version of this ordinance (migration 0004); None for a first
    # version. No database foreign key (SQLite cannot add one in place); the store checks the link.
    previous_id: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)

    decisions: Mapped[list[DecisionRow]] = relationship(order_by="DecisionRow.id")
    overrides: Mapped[list[OverrideRow]] = relationship(order_by="OverrideRow.id")


class DecisionRow(Base):
    """DNR's (or DATCP's) decision on one provision; one row per provision, updated and audited."""

    __tablename__ = "decisions"
    __table_args__ = (UniqueConstraint("submission_id", "provision_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    submission_id: Mapped[int] = mapped_column(ForeignKey("submissions.id"), index=True)
    provision_id: Mapped[str] = mapped_column(String(100))
    decision: Mapped[str] = mapped_column(String(30))
    reason: Mapped[str] = mapped_column(Text)
    who: Mapped[str] = mapped_column(String(200))
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")


class OverrideRow(Base):
    """A reviewer's override of an engine verdict; the latest per provision wins, history is kept."""

    __tablename__ = "overrides"
    __table_args__ = (
        CheckConstraint("length(trim(reason)) > 0", name="reason_required"),
        # 1, 2, 3… per provision: two reviewers who saw version N cannot both write N+1.
        Index("uq_overrides_submission_id_provision_id_version", "submission_id", "provision_id", "version", unique=True),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    submission_id: Mapped[int] = mapped_column(ForeignKey("submissions.id"), index=True)
    provision_id: Mapped[str] = mapped_column(String(100))
    old_verdict: Mapped[str] = mapped_column(String(30))
    new_verdict: Mapped[str] = mapped_column(String(30))
    reason: Mapped[str] = mapped_column(Text)
    who: Mapped[str] = mapped_column(String(200))
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")


class AuditRow(Base):
    """One change: append-only (the store has no update/delete path; triggers refuse them too)."""

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    who: Mapped[str] = mapped_column(String(200))
    submission_id: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)
    entity: Mapped[str] = mapped_column(String(30))
    entity_id: Mapped[str] = mapped_column(String(100), default="")
    field: Mapped[str] = mapped_column(String(100))
    old_value: Mapped[str | None] = mapped_column(Text, nullable=True)
    new_value: Mapped[str | None] = mapped_column(Text, nullable=True)
    reason: Mapped[str] = mapped_column(Text, default="")
    prev_hash: Mapped[str] = mapped_column(String(64), default="")  # audit_chain: the row before
    row_hash: Mapped[str] = mapped_column(String(64), default="")  # audit_chain: this row
