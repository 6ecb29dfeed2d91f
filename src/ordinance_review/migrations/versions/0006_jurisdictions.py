"""Jurisdictions as records (issue 17): `jurisdictions` (canonical name, kind, county), and
`jurisdiction_id` on submissions and accounts.

Existing names are read with `jurisdictions.parse_name` ("Town of X", "X (Town)", "X, Town of",
"X County", "Town of X, Y County"): spellings of one unit become one record, and each row is
linked to it (submissions also take the canonical name). A name whose kind cannot be read
("Alder") matches nothing: its rows keep `jurisdiction_id` NULL and the migration reports them
(a warning and a line on stderr); the Accounts page lists them for an administrator to link.

Revision ID: 0006_jurisdictions
Revises: 0005_audit_chain
Create Date: 2026-12-01
"""

from __future__ import annotations

import datetime as dt
import sys
import warnings

import sqlalchemy as sa
from alembic import op

from ordinance_review.jurisdictions import canonical, county_name, key, parse_name

revision = "0006_jurisdictions"
down_revision = "0005_audit_chain"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "jurisdictions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(300), nullable=False),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("county", sa.String(200), nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_jurisdictions"),
        sa.UniqueConstraint("name", "county", name="uq_jurisdictions_name"),
    )
    op.add_column("submissions", sa.Column("jurisdiction_id", sa.Integer(), nullable=True))
    op.create_index("ix_submissions_jurisdiction_id", "submissions", ["jurisdiction_id"])
    op.add_column("accounts", sa.Column("jurisdiction_id", sa.Integer(), nullable=True))
    unmatched = link_existing(op.get_bind())
    if unmatched:
        report = (
            "migration 0006_jurisdictions could not match these jurisdiction names to a county, town, "
            "village or city (rows left unlinked; an administrator links them on the Accounts page): "
            + "; ".join(f"{name!r} ({count} row{'s' if count != 1 else ''})" for name, count in unmatched)
        )
        warnings.warn(report, stacklevel=1)
        print(report, file=sys.stderr, flush=True)


def link_existing(bind) -> list[tuple[str, int]]:
    """Create one record per unit the existing names spell, link the rows; (name, rows) unmatched."""
    now = dt.datetime.now(dt.UTC)
    names: dict[str, int] = {}
    for table in ("submissions", "accounts"):
        for (name,) in bind.execute(sa.text(f"SELECT jurisdiction FROM {table} WHERE jurisdiction IS NOT NULL")):
            if name and name.strip():
                names[name] = names.get(name, 0) + 1
    records: dict[tuple[str, str], int] = {}
    unmatched: list[tuple[str, int]] = []
    for name, count in sorted(names.items()):
        parsed = parse_name(name)
        if parsed is None:
            unmatched.append((name, count))
            continue
        kind, base, county = parsed
        full = canonical(kind, base)
        county = full if kind == "county" else county_name(county)
        ident = (key(full), key(county))
        if ident not in records:
            bind.execute(
                sa.text("INSERT INTO jurisdictions (name, kind, county, created_at) VALUES (:n, :k, :c, :t)"),
                {"n": full, "k": kind, "c": county, "t": now},
            )
            records[ident] = bind.execute(
                sa.text("SELECT id FROM jurisdictions WHERE name = :n AND county = :c"), {"n": full, "c": county}
            ).scalar_one()
        jid = records[ident]
        bind.execute(
            sa.text("UPDATE submissions SET jurisdiction_id = :j, jurisdiction = :n WHERE jurisdiction = :old"),
            {"j": jid, "n": full, "old": name},
        )
        bind.execute(sa.text("UPDATE accounts SET jurisdiction_id = :j, jurisdiction = :n WHERE jurisdiction = :old"),
                     {"j": jid, "n": full, "old": name})  # fmt: skip
    return unmatched


def downgrade() -> None:
    with op.batch_alter_table("accounts") as batch:
        batch.drop_column("jurisdiction_id")
    op.drop_index("ix_submissions_jurisdiction_id", table_name="submissions")
    with op.batch_alter_table("submissions") as batch:
        batch.drop_column("jurisdiction_id")
    op.drop_table("jurisdictions")
