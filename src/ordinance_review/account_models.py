"""The account tables (SQLAlchemy 2 typed declarative), on the store's metadata; Alembic creates them.

Why a module of their own: accounts are a separate concern from submissions, and keeping them out
of `store_models.py` lets the submission schema evolve (other revisions) without touching them.
Only argon2 hashes are stored: there is no column that could hold a password.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Boolean, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from ordinance_review.store_models import Base


class AccountRow(Base):
    """A person who may sign in: `admin`, `reviewer` (DNR) or `local` (bound to one jurisdiction)."""

    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    username: Mapped[str] = mapped_column(String(200), unique=True)
    display_name: Mapped[str] = mapped_column(String(200), default="")
    role: Mapped[str] = mapped_column(String(20))
    jurisdiction: Mapped[str | None] = mapped_column(String(300), nullable=True)
    jurisdiction_id: Mapped[int | None] = mapped_column(Integer, nullable=True)  # migration 0006
    password_hash: Mapped[str | None] = mapped_column(String(300), nullable=True)  # None: OIDC only
    must_change_password: Mapped[bool] = mapped_column(Boolean, default=False)
    locked_until: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))


class SignInEventRow(Base):
    """One sign-in attempt (the security log). Unknown user names are not recorded as typed: people
    sometimes type their password into the name box, and the log must never hold a password."""

    __tablename__ = "sign_in_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), index=True)
    account_id: Mapped[int | None] = mapped_column(ForeignKey("accounts.id"), nullable=True, index=True)
    username: Mapped[str] = mapped_column(String(200), default="")
    outcome: Mapped[str] = mapped_column(String(30))  # ok | bad_password | unknown_user | locked | locked_out
    method: Mapped[str] = mapped_column(String(20), default="password")  # password | oidc


class SessionRow(Base):
    """A signed-in browser (migration 0007): the cookie carries `id` signed with the server's key;
    only a hash of it is stored here. Revoked on sign-out, and when an administrator resets the
    password, locks the account or changes its role (issue 20, item 9)."""

    __tablename__ = "sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), index=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    revoked_why: Mapped[str] = mapped_column(String(100), default="", server_default="")
