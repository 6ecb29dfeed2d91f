"""Record versions: optimistic locking so two reviewers never silently overwrite each other.

- ``submissions.version``: bumped by every edit of the record's fields (dates, route, …);
- ``decisions.version``: bumped by every change of that provision's decision;
- ``overrides.version``: 1, 2, 3… per (submission, provision), unique, so two reviewers who both
  saw version N cannot both append override N+1 (the second insert fails and is reported).

Revision ID: 0002_record_versions
Revises: 0001_initial
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_record_versions"
down_revision = "0001_initial"
branch_labels = None
depends_on = None

_OVERRIDE_INDEX = "uq_overrides_submission_id_provision_id_version"


def upgrade() -> None:
    for table in ("submissions", "decisions", "overrides"):
        op.add_column(table, sa.Column("version", sa.Integer(), nullable=False, server_default="1"))
    # Existing overrides are numbered in the order they were made, per provision.
    op.execute(
        "UPDATE overrides SET version = (SELECT COUNT(*) FROM overrides AS earlier "
        "WHERE earlier.submission_id = overrides.submission_id "
        "AND earlier.provision_id = overrides.provision_id AND earlier.id <= overrides.id)"
    )
    op.create_index(_OVERRIDE_INDEX, "overrides", ["submission_id", "provision_id", "version"], unique=True)


def downgrade() -> None:
    op.drop_index(_OVERRIDE_INDEX, table_name="overrides")
    for table in ("overrides", "decisions", "submissions"):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("version")
