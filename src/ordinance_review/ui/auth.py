"""Sign-in for the app: the sidebar box, the signed-in account, and the gate on submission pages.

Two ways in:
- local accounts (the default): user name + password checked by :class:`~ordinance_review.accounts.Accounts`
  (argon2, lockout, security log);
- OpenID Connect, when `.streamlit/secrets.toml` has an ``[auth]`` section: Streamlit's own
  ``st.login`` / ``st.user``; the e-mail the provider vouches for must match an account's user name
  (created with ``ordinance-review users add EMAIL --role … --oidc``), which gives the role.

The signed-in account is kept in the session as a plain dict (it survives module reloads) and
holds no secret. A password sign-in also opens a server-side session and sets a signed, expiring
cookie (`session_cookie`), so a reload signs the browser in again; every run checks the session is
still live, so a sign-out, a password reset, a lock or a role change ends it at the next click.
Signing out revokes the session, clears the cookie and the whole Streamlit session.
"""

from __future__ import annotations

import sys

import streamlit as st

from ordinance_review.access import Principal, SubmissionAccess
from ordinance_review.accounts import (
    FIRST_ADMIN,
    Account,
    AccountError,
    Accounts,
    SignInFailed,
    normalize_username,
)
from ordinance_review.ui import storage
from ordinance_review.ui.text import escape_md

AUTH_KEY = "auth_principal"
PENDING_KEY = "auth_must_change"
TOKEN_KEY = "auth_session_token"
COOKIE_JS_KEY = "auth_cookie_js"  # the cookie to set ("" clears it), sent once by `_cookie_script`
ENDED_KEY = "auth_session_ended"  # the token of a session that ended here: never taken up again from the cookie
ENDED_NOTE_KEY = "auth_session_ended_note"


def accounts() -> Accounts:
    return Accounts(storage.store())


def oidc_configured() -> bool:
    """True when the deployment configured an OpenID Connect provider (an ``[auth]`` secrets section)."""
    try:
        return "auth" in st.secrets
    except Exception:  # no secrets file at all: Streamlit raises rather than answering "no"
        return False


def _principal(account: Account) -> dict:
    return {
        "username": account.username,
        "role": account.role,
        "jurisdiction": account.jurisdiction,
        "display_name": account.display_name,
        "jurisdiction_id": account.jurisdiction_id,
    }


def _start_session(account: Account) -> None:
    """Signed in: a server-side session and its signed cookie (set on the next run)."""
    from ordinance_review.accounts import session_lifetime
    from ordinance_review.session_cookie import sign

    token = accounts().open_session(account.username)
    st.session_state[AUTH_KEY] = _principal(account)
    st.session_state[TOKEN_KEY] = token
    st.session_state[COOKIE_JS_KEY] = (sign(token), int(session_lifetime().total_seconds()))


def _cookie_script() -> None:
    """Set or clear the sign-in cookie in the browser, once (SameSite=Strict, the app's path)."""
    import json

    from ordinance_review.session_cookie import COOKIE

    pending = st.session_state.pop(COOKIE_JS_KEY, None)
    if pending is None:
        return
    value, max_age = pending
    secure = "; Secure" if str(st.context.url or "").startswith("https:") else ""
    cookie = f"{COOKIE}={value}; Max-Age={max_age}; Path=/; SameSite=Strict{secure}"
    script = f"<script>document.cookie = {json.dumps(cookie)};</script>"  # our signed token only, no user text
    st.html(script, unsafe_allow_javascript=True)  # safe-html: the sign-in cookie (tests/test_safety_injection.py)


def _from_cookie() -> Account | None:
    """The account of the browser's sign-in cookie, when it is ours and its session is live."""
    from ordinance_review.session_cookie import COOKIE, unsign

    try:
        token = unsign(st.context.cookies.get(COOKIE))
    except Exception:  # no browser context (the command line, a bare script)
        return None
    if token is None or token == st.session_state.get(ENDED_KEY):
        return None
    account = accounts().session_account(token)
    if account is not None and not account.must_change_password:
        st.session_state[AUTH_KEY] = _principal(account)
        st.session_state[TOKEN_KEY] = token
        return account
    return None


def _still_live() -> bool:
    """The held sign-in's session is live (not revoked, expired or locked); else it is dropped."""
    token = st.session_state.get(TOKEN_KEY)
    if token is None:
        return True  # OIDC, or a test that set the principal directly: nothing to check
    account = accounts().session_account(token)
    if account is not None and account.role == st.session_state[AUTH_KEY].get("role"):
        return True
    st.session_state.pop(AUTH_KEY, None)
    st.session_state.pop(TOKEN_KEY, None)
    st.session_state[ENDED_KEY] = token
    st.session_state[ENDED_NOTE_KEY] = True
    st.session_state[COOKIE_JS_KEY] = ("", 0)
    return False


def current_user() -> Principal | None:
    """The signed-in account, or None."""
    if oidc_configured():
        if not st.user.is_logged_in:
            return None
        email = normalize_username(str(st.user.get("email") or ""))
        held = st.session_state.get(AUTH_KEY)
        if not held or held.get("username") != email:
            account = accounts().oidc_account(email) if email else None
            if account is None:
                st.session_state.pop(AUTH_KEY, None)
                return None
            st.session_state[AUTH_KEY] = _principal(account)
    elif AUTH_KEY in st.session_state:
        if not _still_live():
            return None
    elif not st.session_state.get(PENDING_KEY):
        _from_cookie()
    held = st.session_state.get(AUTH_KEY)
    return Principal(**held) if held else None


@st.cache_resource
def _bootstrapped(url: str) -> bool:
    """Once per server and database: on an empty account table create `admin` with a one-time
    password, printed to the console that ran `make run` (never stored in clear, never logged)."""
    password = accounts().ensure_first_admin()
    if password:
        print(first_start_box(password), file=sys.stderr, flush=True)
    return True


def first_start_box(password: str) -> str:
    """The one-time admin password in a box that stands out among the server's log lines."""
    lines = [
        "FIRST START: the administrator account was created.",
        "",
        "  user name:          admin",
        f"  one-time password:  {password}",
        "",
        "Open the app, sign in from the sidebar with these, and choose a new password.",
        "This password is shown only here, once.",
    ]
    width = max(len(line) for line in lines) + 4
    rule = "#" * width
    body = "\n".join(f"# {line.ljust(width - 4)} #" for line in lines)
    return f"\n{rule}\n{body}\n{rule}\n"


def first_start_pending() -> bool:
    """Only the first-start `admin` exists and has not chosen a password yet."""
    registry = accounts()
    if registry.count() != 1:
        return False
    admin = registry.get(FIRST_ADMIN)
    return admin is not None and admin.must_change_password


def bootstrap() -> None:
    """Called by app.py on every run; does its work once (local accounts only: with OIDC the first
    admin is created from the command line with the e-mail the provider will vouch for)."""
    if not oidc_configured():
        _bootstrapped(storage.store().url)


def _sign_out() -> None:
    token = st.session_state.get(TOKEN_KEY)
    if token:
        accounts().close_session(token)  # the cookie no longer signs anyone in, even if kept
    for key in list(st.session_state.keys()):
        del st.session_state[key]
    st.session_state[COOKIE_JS_KEY] = ("", 0)
    st.session_state[ENDED_KEY] = token
    if oidc_configured():
        st.logout()
    st.rerun()


def _password_form() -> None:
    with st.form("sign_in", clear_on_submit=True, border=False):
        username = st.text_input("User name", autocomplete="username")
        password = st.text_input("Password", type="password", autocomplete="current-password")
        submitted = st.form_submit_button("Sign in", width="stretch")
    if not submitted:
        return
    try:
        account = accounts().authenticate(username, password)
    except SignInFailed as exc:
        st.error(str(exc))
        return
    if account.must_change_password:
        st.session_state[PENDING_KEY] = _principal(account)
    else:
        _start_session(account)
    st.rerun()


def _change_password_form() -> None:
    pending = st.session_state[PENDING_KEY]
    st.markdown(f"**Choose a new password for {escape_md(pending['username'])}**")
    st.caption("The password you used was a one-time or reset password.")
    with st.form("new_password", clear_on_submit=True, border=False):
        first = st.text_input("New password", type="password", autocomplete="new-password")
        second = st.text_input("Repeat the new password", type="password", autocomplete="new-password")
        submitted = st.form_submit_button("Set password", width="stretch")
    if st.button("Cancel", key="cancel_new_password"):
        _sign_out()
    if not submitted:
        return
    if first != second:
        st.error("The two passwords differ; type the same new password twice.")
        return
    try:
        accounts().set_password(pending["username"], first, who=pending["username"])
    except AccountError as exc:
        st.error(escape_md(str(exc)))
        return
    st.session_state.pop(PENDING_KEY)
    _start_session(accounts().get(pending["username"]))
    st.rerun()


def sidebar() -> None:
    """The sign-in box (or who is signed in, and Sign out). Goes in `st.sidebar`."""
    user = current_user()
    _cookie_script()
    if user is None and st.session_state.pop(ENDED_NOTE_KEY, False):
        st.info("Your sign-in ended: you signed out elsewhere, or an administrator changed the account.")
    if user is not None:
        st.markdown(f":material/person: Signed in as **{escape_md(user.label())}**")
        if st.button("Sign out", key="sign_out"):
            _sign_out()
        return
    if oidc_configured():
        if st.user.is_logged_in:
            st.warning(
                escape_md(f"{st.user.get('email') or 'This identity'} has no account here; ask an administrator.")
            )
            if st.button("Sign out", key="sign_out"):
                _sign_out()
        elif st.button("Sign in", key="oidc_sign_in"):
            st.login()
        return
    if st.session_state.get(PENDING_KEY):
        _change_password_form()
        return
    if first_start_pending():
        st.info(
            "**First start.** The administrator account `admin` was created. Its one-time password was "
            "printed once, in a box, in the terminal (console) that started the app with `make run`. "
            "Sign in with it below; you will then choose your own password.",
            icon=":material/key:",
        )
    st.markdown("**Sign in** to work on submissions")
    _password_form()


def require_user(what: str) -> Principal:
    """The signed-in account, or stop the page with a note saying to sign in (nothing else is drawn)."""
    user = current_user()
    if user is None:
        st.info(f"Sign in (in the sidebar) to {what}.", icon=":material/lock:")
        st.stop()
    return user


def scoped() -> SubmissionAccess | None:
    """The submissions as the signed-in account may see them; None when nobody is signed in."""
    user = current_user()
    return None if user is None else SubmissionAccess(storage.store(), user)
