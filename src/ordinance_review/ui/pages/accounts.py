"""Accounts page (administrators): add accounts, reset a password, unlock, and read the sign-in log.

New accounts and resets get a one-time password shown once here; the person must change it at the
first sign-in, so the administrator never knows a password in use.
"""

import pandas as pd
import streamlit as st

from ordinance_review.accounts import ROLES, one_time_password
from ordinance_review.ui.auth import accounts, require_user
from ordinance_review.ui.text import escape_md
from ordinance_review.validate import shown as shown_error

st.title("Accounts")
user = require_user("manage accounts")
if not user.is_admin:
    st.error("Only administrators manage accounts.")
    st.stop()

shown = st.session_state.pop("accounts_flash", None)
if shown:
    st.success(escape_md(shown[0]))
    if shown[1]:
        st.code(shown[1], language=None)
        st.caption("Shown once: pass it on; it must be changed at the first sign-in.")

registry = accounts()
listed = registry.list()
st.dataframe(
    pd.DataFrame(
        {
            "User name": [a.username for a in listed],
            "Name": [a.display_name for a in listed],
            "Role": [a.role for a in listed],
            "Jurisdiction": [a.jurisdiction or "" for a in listed],
            "Signs in with": ["password" if a.has_password else "OIDC provider" for a in listed],
            "Locked until": [a.locked_until for a in listed],
        }
    ),
    hide_index=True,
    width="stretch",
)

left, right = st.columns(2, gap="large")
with left, st.form("add_account", clear_on_submit=True):
    st.markdown("**Add an account**")
    username = st.text_input("New user name", help="For OIDC accounts: the e-mail the provider reports")
    role = st.selectbox("Role", ROLES, index=ROLES.index("reviewer"))
    jurisdiction = st.text_input("Jurisdiction (local accounts only)")
    name = st.text_input("Display name")
    oidc = st.checkbox("Signs in through the OIDC provider (no password)")
    add = st.form_submit_button("Add account", type="primary")
if add:
    password = None if oidc else one_time_password()
    try:
        made = registry.add(
            username, role=role, who=user.username, password=password, jurisdiction=jurisdiction,
            display_name=name, must_change_password=password is not None,
        )  # fmt: skip
    except Exception as exc:  # AccountError, a name too long (InvalidInput); a database error: generic
        st.error(escape_md(shown_error(exc, "adding the account")))
    else:
        st.session_state["accounts_flash"] = (f"Created {made.username} ({made.role}).", password)
        st.rerun()

with right, st.form("manage_account"):
    st.markdown("**Reset or unlock**")
    target = st.selectbox("Account", [a.username for a in listed])
    c1, c2 = st.columns(2)
    reset = c1.form_submit_button("Reset password")
    unlock = c2.form_submit_button("Unlock")
if target and (reset or unlock):
    try:
        if reset:
            password = one_time_password()
            registry.set_password(target, password, who=user.username, must_change=True)
            st.session_state["accounts_flash"] = (f"New one-time password for {target}.", password)
        else:
            registry.unlock(target, who=user.username)
            st.session_state["accounts_flash"] = (f"{target} unlocked.", "")
    except Exception as exc:  # AccountError; a database error is logged, not shown
        st.error(escape_md(shown_error(exc, "changing the account")))
    else:
        st.rerun()

st.markdown("### Sign-in log")
events = registry.events()[-100:][::-1]
names = {a.id: a.username for a in listed}
st.dataframe(
    pd.DataFrame(
        {
            "When": [e.at for e in events],
            "Account": [names.get(e.account_id, "(unknown user name)") if e.account_id else "(unknown user name)" for e in events],
            "Outcome": [e.outcome.replace("_", " ") for e in events],
            "How": [e.method for e in events],
        }
    ),
    hide_index=True,
    width="stretch",
)
