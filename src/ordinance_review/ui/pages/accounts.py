"""Accounts page (administrators): add accounts, reset a password, unlock, and read the sign-in log.

New accounts and resets get a one-time password shown once here; the person must change it at the
first sign-in, so the administrator never knows a password in use.
"""

import pandas as pd
import streamlit as st

from ordinance_review.accounts import ROLES, one_time_password
from ordinance_review.jurisdictions import KINDS
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
places = registry.store.jurisdictions.list()  # the jurisdiction records (issue 17)
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
    place = st.selectbox(
        "Jurisdiction (local accounts only)", places, index=None, format_func=lambda j: j.label(),
        placeholder="Type to search the jurisdictions",
    )
    name = st.text_input("Display name")
    oidc = st.checkbox("Signs in through the OIDC provider (no password)")
    add = st.form_submit_button("Add account", type="primary")
if add:
    password = None if oidc else one_time_password()
    try:
        made = registry.add(
            username, role=role, who=user.username, password=password,
            jurisdiction_id=place.id if place is not None and role == "local" else None,
            display_name=name, must_change_password=password is not None,
        )  # fmt: skip
    except Exception as exc:  # AccountError, a name too long (InvalidInput); a database error: generic
        st.error(escape_md(shown_error(exc, "adding the account")))
    else:
        st.session_state["accounts_flash"] = (f"Created {made.username} ({made.role}).", password)
        st.rerun()

with right, st.form("manage_account"):
    st.markdown("**Reset, lock, unlock or change the role**")
    st.caption("A reset, a lock or a role change signs the account out of every browser at once.")
    target = st.selectbox("Account", [a.username for a in listed])
    c1, c2, c3 = st.columns(3)
    reset = c1.form_submit_button("Reset password")
    unlock = c2.form_submit_button("Unlock")
    lock = c3.form_submit_button("Lock")
    new_role = st.selectbox("New role", ROLES, index=None, placeholder="Keep the role")
    new_place = st.selectbox(
        "Its jurisdiction (for the local role)", places, index=None, format_func=lambda j: j.label(),
        placeholder="Type to search the jurisdictions",
    )
    change_role = st.form_submit_button("Change role")
if target and (reset or unlock or lock or change_role):
    try:
        if lock:
            registry.lock(target, who=user.username)
            st.session_state["accounts_flash"] = (f"{target} locked and signed out everywhere.", "")
        elif change_role:
            if new_role is None:
                raise ValueError("pick the new role")
            registry.set_role(
                target, new_role, who=user.username,
                jurisdiction_id=new_place.id if new_place is not None and new_role == "local" else None,
            )  # fmt: skip
            st.session_state["accounts_flash"] = (f"{target} is now {new_role}; signed out everywhere.", "")
        elif reset:
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

st.markdown("### Jurisdictions")
st.caption(
    "Counties, towns, villages and cities that send ordinances. Accounts and submissions refer to "
    "these records, so a correction here follows everywhere."
)
if places:
    st.dataframe(
        pd.DataFrame(
            {"Name": [j.name for j in places], "Kind": [j.kind for j in places], "County": [j.county for j in places]}
        ),
        hide_index=True,
        width="stretch",
        column_config={"Name": st.column_config.TextColumn(width="large"), "County": st.column_config.TextColumn(width="medium")},
    )
add_place, edit_place = st.columns(2, gap="large")
with add_place, st.form("add_jurisdiction", clear_on_submit=True):
    st.markdown("**Add a jurisdiction**")
    place_name = st.text_input("Name", help="'Quillmark' or 'Town of Quillmark'; 'Wood' or 'Wood County'")
    place_kind = st.selectbox("Kind", KINDS, index=KINDS.index("town"))
    place_county = st.text_input("County (for a town, village or city)")
    added = st.form_submit_button("Add jurisdiction")
if added:
    try:
        made_place = registry.store.jurisdictions.add(place_name, kind=place_kind, county=place_county, who=user.username)
    except Exception as exc:  # a duplicate, an empty or too long name: the message says what to do
        st.error(escape_md(shown_error(exc, "adding the jurisdiction")))
    else:
        st.session_state["accounts_flash"] = (f"Added {made_place.label()}.", "")
        st.rerun()
with edit_place, st.form("edit_jurisdiction"):
    st.markdown("**Correct a jurisdiction**")
    edited = st.selectbox("Jurisdiction", places, index=None, format_func=lambda j: j.label(), placeholder="Type to search")
    edit_name = st.text_input("New name")
    edit_kind = st.selectbox("New kind", KINDS, index=KINDS.index("town"))
    edit_county = st.text_input("New county")
    corrected = st.form_submit_button("Save correction")
if corrected and edited is not None:
    try:
        registry.store.jurisdictions.update(
            edited.id, name=edit_name or edited.name, kind=edit_kind, county=edit_county, who=user.username
        )
    except Exception as exc:
        st.error(escape_md(shown_error(exc, "correcting the jurisdiction")))
    else:
        st.rerun()
unlinked = registry.store.unlinked_jurisdictions()
if unlinked:
    st.warning(
        escape_md(
            f"{sum(n for _, n in unlinked)} submission(s) name a jurisdiction no record matched when the "
            "database was upgraded: " + "; ".join(f"{name} ({n})" for name, n in unlinked) + ". Link each to its record."
        )
    )
    with st.form("link_jurisdiction"):
        c1, c2 = st.columns(2)
        old_name = c1.selectbox("Name as filed", [name for name, _ in unlinked])
        record = c2.selectbox("Record", places, index=None, format_func=lambda j: j.label(), placeholder="Type to search")
        link = st.form_submit_button("Link")
    if link and record is not None:
        registry.store.link_jurisdiction(old_name, record.id, who=user.username)
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
