"""Audit log tamper evidence: a hash chain per row, and on PostgreSQL a separate owner role.

Every row gets `prev_hash` (the row before it; 64 zeros for the first) and `row_hash` (SHA-256
of `prev_hash` and the row's fields, `audit_chain.row_hash`); existing rows are chained in id
order here. On PostgreSQL the table is handed to a NOLOGIN role `ordinance_review_audit_owner`
and the app's role keeps SELECT and INSERT only: it can no longer UPDATE, DELETE, TRUNCATE, or
disable the append-only trigger (only a table's owner may). That needs the migrating role to
have CREATEROLE (or be a superuser); without it the step is skipped with a warning and the
chain alone detects tampering, as on SQLite. See the README ("Audit log").

Revision ID: 0005_audit_chain
Revises: 0004_submission_versions
Create Date: 2026-12-02
"""

from __future__ import annotations

import warnings

import sqlalchemy as sa
from alembic import op

from ordinance_review.audit_chain import GENESIS, row_hash

revision = "0005_audit_chain"
down_revision = "0004_submission_versions"
branch_labels = None
depends_on = None

OWNER = "ordinance_review_audit_owner"
_COLUMNS = "id, at, who, submission_id, entity, entity_id, field, old_value, new_value, reason"


def upgrade() -> None:
    op.add_column("audit_log", sa.Column("prev_hash", sa.String(64), nullable=False, server_default=""))
    op.add_column("audit_log", sa.Column("row_hash", sa.String(64), nullable=False, server_default=""))
    bind = op.get_bind()
    dialect = bind.dialect.name
    rows = [dict(r._mapping) for r in bind.execute(sa.text(f"SELECT {_COLUMNS} FROM audit_log ORDER BY id"))]
    if rows:
        _without_append_only(dialect, lambda: _chain(bind, rows))
    if dialect == "postgresql":
        _owner_role(bind)


def _chain(bind, rows: list[dict]) -> None:
    previous = GENESIS
    for row in rows:
        digest = row_hash(previous, row)
        bind.execute(
            sa.text("UPDATE audit_log SET prev_hash = :p, row_hash = :h WHERE id = :i"),
            {"p": previous, "h": digest, "i": row["id"]},
        )
        previous = digest


def _without_append_only(dialect: str, work) -> None:
    if dialect == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS audit_log_no_update")
        work()
        op.execute(
            "CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log "
            "BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END"
        )
    elif dialect == "postgresql":
        op.execute("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only")
        work()
        op.execute("ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only")
    else:
        work()


def _owner_role(bind) -> None:
    me = bind.execute(sa.text("SELECT current_user")).scalar_one()
    can = bind.execute(
        sa.text("SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user")
    ).scalar_one()
    if not can:
        warnings.warn(
            f"role {me} cannot create roles: audit_log stays owned by it; the hash chain still "
            "detects tampering (see README, Audit log)",
            stacklevel=1,
        )
        return
    exists = bind.execute(sa.text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": OWNER}).scalar()
    schema = bind.execute(sa.text("SELECT current_schema()")).scalar_one()
    savepoint = bind.begin_nested()  # a role without the rights to hand over keeps the chain only
    try:
        if not exists:
            bind.execute(sa.text(f"CREATE ROLE {OWNER} NOLOGIN"))
        for statement in (
            f'GRANT {OWNER} TO "{me}"',  # needed to hand the table over …
            f'GRANT USAGE, CREATE ON SCHEMA "{schema}" TO {OWNER}',
            f"ALTER TABLE audit_log OWNER TO {OWNER}",
            f"ALTER FUNCTION audit_log_append_only() OWNER TO {OWNER}",
            f'REVOKE ALL ON audit_log FROM PUBLIC, "{me}"',
            f'GRANT SELECT, INSERT ON audit_log TO "{me}"',
            f'GRANT USAGE, SELECT ON SEQUENCE audit_log_id_seq TO "{me}"',
            f'REVOKE {OWNER} FROM "{me}"',  # … and given up at once: no SET ROLE to the owner
        ):
            bind.execute(sa.text(statement))
        savepoint.commit()
    except sa.exc.DBAPIError as error:
        savepoint.rollback()
        warnings.warn(
            f"audit_log stays owned by {me} ({type(error.orig).__name__}); the hash chain still detects "
            "tampering (see README, Audit log)",
            stacklevel=1,
        )


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        me = bind.execute(sa.text("SELECT current_user")).scalar_one()
        owner = bind.execute(sa.text("SELECT tableowner FROM pg_tables WHERE tablename = 'audit_log'")).scalar()
        if owner == OWNER:
            op.execute(f'GRANT {OWNER} TO "{me}"')
            op.execute(f'ALTER TABLE audit_log OWNER TO "{me}"')
            op.execute(f'ALTER FUNCTION audit_log_append_only() OWNER TO "{me}"')
            op.execute(f'REVOKE {OWNER} FROM "{me}"')
    op.drop_column("audit_log", "row_hash")
    op.drop_column("audit_log", "prev_hash")
