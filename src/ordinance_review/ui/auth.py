"""Sign-in for the app: the sidebar box, the signed-in account, and the gate on submission pages.

Two ways in:
- local accounts (the default): user name + password checked by :class:`~ordinance_review.accounts.Accounts`
  (argon2, lockout, security log);
- OpenID Connect, when `.streamlit/secrets.toml` has an ``[auth]`` section: Streamlit's own
  ``st.login`` / ``st.user``; the e-mail the provider vouches for must match an account's user name
  (created with ``ordinance-review users add EMAIL --role … --oidc``), which gives the role.

The signed-in account is kept in the session as a plain dict (it survives module reloads) and
holds no secret. Signing out clears the whole session, so no submission data stays behind.
"""

from __future__ import annotations

import sys

import streamlit as st

from ordinance_review.access import Principal, SubmissionAccess
from ordinance_review.accounts import Account, AccountError, Accounts, SignInFailed, normalize_username
from ordinance_review.ui import storage
from ordinance_review.ui.text import escape_md

AUTH_KEY = "auth_principal"
PENDING_KEY = "auth_must_change"


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
    }


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
    held = st.session_state.get(AUTH_KEY)
    return Principal(**held) if held else None


@st.cache_resource
def _bootstrapped(url: str) -> bool:
    """Once per server and database: on an empty account table create `admin` with a one-time
    password, printed to the console that ran `make run` (never stored in clear, never logged)."""
    password = accounts().ensure_first_admin()
    if password:
        banner = "=" * 72
        print(
            f"\n{banner}\nFirst start: created the administrator account.\n"
            f"  user name: admin\n  one-time password: {password}\n"
            f"Sign in from the sidebar; you will be asked to choose a new password.\n{banner}\n",
            file=sys.stderr,
            flush=True,
        )
    return True


def bootstrap() -> None:
    """Called by app.py on every run; does its work once (local accounts only: with OIDC the first
    admin is created from the command line with the e-mail the provider will vouch for)."""
    if not oidc_configured():
        _bootstrapped(storage.store().url)


def _sign_out() -> None:
    for key in list(st.session_state.keys()):
        del st.session_state[key]
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
        st.session_state[AUTH_KEY] = _principal(account)
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
    st.session_state[AUTH_KEY] = st.session_state.pop(PENDING_KEY)
    st.rerun()


def sidebar() -> None:
    """The sign-in box (or who is signed in, and Sign out). Goes in `st.sidebar`."""
    user = current_user()
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
