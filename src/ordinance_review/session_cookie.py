"""The sign-in cookie: a random session token signed with the server's key (HMAC-SHA256).

Why signed *and* stored: the signature lets the app drop a forged or altered cookie without a
database look-up, and the server-side session row (`accounts.Accounts.open_session`) is what can
be revoked — on sign-out, a password reset, a lock or a role change — and what expires.

The key is ``ORDINANCE_REVIEW_SESSION_SECRET`` when set (give every server of a shared deployment
the same one), else a random key kept in ``session.key`` under the data folder (created once,
readable by its owner only).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from functools import lru_cache
from pathlib import Path

COOKIE = "ordinance_review_session"
SECRET_ENV = "ORDINANCE_REVIEW_SESSION_SECRET"


@lru_cache(maxsize=4)
def _file_key(path: Path) -> bytes:
    try:
        return path.read_bytes().strip()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        key = secrets.token_hex(32).encode()
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(key)
        return key


def key() -> bytes:
    secret = os.environ.get(SECRET_ENV, "").strip()
    if secret:
        return secret.encode()
    from ordinance_review.config import Settings

    try:
        return _file_key(Settings.from_env().data_dir / "session.key")
    except FileExistsError:  # another process wrote it a moment ago
        _file_key.cache_clear()
        return _file_key(Settings.from_env().data_dir / "session.key")


def _mac(token: str, secret: bytes) -> str:
    return hmac.new(secret, token.encode(), hashlib.sha256).hexdigest()


def sign(token: str, secret: bytes | None = None) -> str:
    return f"{token}.{_mac(token, secret or key())}"


def unsign(value: str | None, secret: bytes | None = None) -> str | None:
    """The token of a cookie signed with our key, or None (missing, malformed or forged)."""
    token, dot, mac = (value or "").rpartition(".")
    if not dot or not token:
        return None
    return token if hmac.compare_digest(mac, _mac(token, secret or key())) else None
