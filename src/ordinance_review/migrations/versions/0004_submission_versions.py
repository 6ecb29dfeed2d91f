"""Versions of a submission: a new version of an ordinance is a linked submission.

``submissions.previous_id`` points at the submission of the earlier version (NULL for a first
version); the new version has its own 90-day clock (its own `received`) and the decisions on
its unchanged provisions are carried over as decision rows (audited).

Revision ID: 0004_submission_versions
Revises: 0003_accounts
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004_submission_versions"
down_revision = "0003_accounts"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Added in place (no table copy, which SQLite would need for a foreign key on an existing
    # table): the store checks that the earlier submission exists when it links a new version.
    op.add_column("submissions", sa.Column("previous_id", sa.Integer(), nullable=True))
    op.create_index("ix_submissions_previous_id", "submissions", ["previous_id"])


def downgrade() -> None:
    op.drop_index("ix_submissions_previous_id", table_name="submissions")
    with op.batch_alter_table("submissions") as batch:
        batch.drop_column("previous_id")
