"""Accounts (argon2 hashes only) and the sign-in security log.

Revision ID: 0003_accounts
Revises: 0002_record_versions
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003_accounts"
down_revision = "0002_record_versions"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("username", sa.String(200), nullable=False),
        sa.Column("display_name", sa.String(200), nullable=False),
        sa.Column("role", sa.String(20), nullable=False),
        sa.Column("jurisdiction", sa.String(300), nullable=True),
        sa.Column("password_hash", sa.String(300), nullable=True),
        sa.Column("must_change_password", sa.Boolean(), nullable=False),
        sa.Column("locked_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_accounts"),
        sa.UniqueConstraint("username", name="uq_accounts_username"),
        sa.CheckConstraint("role IN ('admin', 'reviewer', 'local')", name="ck_accounts_role_known"),
        sa.CheckConstraint(
            "role <> 'local' OR jurisdiction IS NOT NULL", name="ck_accounts_local_has_jurisdiction"
        ),
    )
    op.create_table(
        "sign_in_events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=True),
        sa.Column("username", sa.String(200), nullable=False),
        sa.Column("outcome", sa.String(30), nullable=False),
        sa.Column("method", sa.String(20), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sign_in_events"),
        sa.ForeignKeyConstraint(["account_id"], ["accounts.id"], name="fk_sign_in_events_account_id_accounts"),
    )
    op.create_index("ix_sign_in_events_at", "sign_in_events", ["at"])
    op.create_index("ix_sign_in_events_account_id", "sign_in_events", ["account_id"])


def downgrade() -> None:
    op.drop_table("sign_in_events")
    op.drop_table("accounts")
