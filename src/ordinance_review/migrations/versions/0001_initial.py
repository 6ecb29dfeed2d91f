"""Initial schema: submissions, decisions, overrides and the append-only audit log.

Revision ID: 0001_initial
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001_initial"
down_revision = None
branch_labels = None
depends_on = None

_APPEND_ONLY = "audit log is append-only"


def upgrade() -> None:
    op.create_table(
        "submissions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("jurisdiction", sa.String(300), nullable=False),
        sa.Column("title", sa.String(500), nullable=False),
        sa.Column("filename", sa.String(500), nullable=False),
        sa.Column("file_sha256", sa.String(64), nullable=False),
        sa.Column("file_bytes", sa.LargeBinary(), nullable=False),
        sa.Column("review_json", sa.Text(), nullable=False),
        sa.Column("route", sa.String(10), nullable=False),
        sa.Column("received", sa.Date(), nullable=False),
        sa.Column("complete", sa.Date(), nullable=True),
        sa.Column("item1_received", sa.Date(), nullable=True),
        sa.Column("item2_received", sa.Date(), nullable=True),
        sa.Column("item3_received", sa.Date(), nullable=True),
        sa.Column("datcp_requested", sa.Date(), nullable=True),
        sa.Column("datcp_received", sa.Date(), nullable=True),
        sa.Column("datcp_recommendation", sa.Text(), nullable=False),
        sa.Column("decision_letter", sa.Date(), nullable=True),
        sa.Column("reviewer", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_submissions"),
    )
    op.create_table(
        "decisions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("submission_id", sa.Integer(), nullable=False),
        sa.Column("provision_id", sa.String(100), nullable=False),
        sa.Column("decision", sa.String(30), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("who", sa.String(200), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_decisions"),
        sa.ForeignKeyConstraint(
            ["submission_id"], ["submissions.id"], name="fk_decisions_submission_id_submissions"
        ),
        sa.UniqueConstraint("submission_id", "provision_id", name="uq_decisions_submission_id"),
    )
    op.create_index("ix_decisions_submission_id", "decisions", ["submission_id"])
    op.create_table(
        "overrides",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("submission_id", sa.Integer(), nullable=False),
        sa.Column("provision_id", sa.String(100), nullable=False),
        sa.Column("old_verdict", sa.String(30), nullable=False),
        sa.Column("new_verdict", sa.String(30), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("who", sa.String(200), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_overrides"),
        sa.ForeignKeyConstraint(
            ["submission_id"], ["submissions.id"], name="fk_overrides_submission_id_submissions"
        ),
        sa.CheckConstraint("length(trim(reason)) > 0", name="ck_overrides_reason_required"),
    )
    op.create_index("ix_overrides_submission_id", "overrides", ["submission_id"])
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("who", sa.String(200), nullable=False),
        sa.Column("submission_id", sa.Integer(), nullable=True),
        sa.Column("entity", sa.String(30), nullable=False),
        sa.Column("entity_id", sa.String(100), nullable=False),
        sa.Column("field", sa.String(100), nullable=False),
        sa.Column("old_value", sa.Text(), nullable=True),
        sa.Column("new_value", sa.Text(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_audit_log"),
    )
    op.create_index("ix_audit_log_submission_id", "audit_log", ["submission_id"])
    _append_only_triggers()


def _append_only_triggers() -> None:
    """Refuse UPDATE and DELETE on audit_log in the database itself, not just in the store's API."""
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        for verb in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER audit_log_no_{verb.lower()} BEFORE {verb} ON audit_log "
                f"BEGIN SELECT RAISE(ABORT, '{_APPEND_ONLY}'); END"
            )
    elif dialect == "postgresql":
        op.execute(
            "CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS "
            f"$$ BEGIN RAISE EXCEPTION '{_APPEND_ONLY}'; END $$"
        )
        op.execute(
            "CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log "
            "FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()"
        )


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    if dialect == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log")
        op.execute("DROP FUNCTION IF EXISTS audit_log_append_only()")
    elif dialect == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS audit_log_no_update")
        op.execute("DROP TRIGGER IF EXISTS audit_log_no_delete")
    for table in ("audit_log", "overrides", "decisions", "submissions"):
        op.drop_table(table)
