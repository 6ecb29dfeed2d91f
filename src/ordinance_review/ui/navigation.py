"""The app's pages, in the order the sidebar shows them. Paths are relative to `app.py`."""

from __future__ import annotations

import streamlit as st

_PAGES = "src/ordinance_review/ui/pages"
PAGE_REVIEW = f"{_PAGES}/review.py"
PAGE_SUBMISSIONS = f"{_PAGES}/submissions.py"
PAGE_DETAIL = f"{_PAGES}/submission_detail.py"
PAGE_MEMOS = f"{_PAGES}/memos.py"
PAGE_SELF_CHECK = f"{_PAGES}/self_check.py"
PAGE_STANDARDS = f"{_PAGES}/standards.py"
PAGE_ACCOUNTS = f"{_PAGES}/accounts.py"
PAGE_PROCEDURES = f"{_PAGES}/procedures.py"
PAGE_COMPARE = f"{_PAGES}/compare.py"


def _home() -> None:
    """The root URL opens the Review page at its own address, so "/review" works as well as "/"
    (a default page answers only at "/": "/review" said "Page not found", issue 17)."""
    st.switch_page(PAGE_REVIEW)


def pages() -> dict[str, list[st.Page]]:
    return {
        "DNR review": [
            st.Page(_home, title="Start", default=True, visibility="hidden"),
            st.Page(PAGE_REVIEW, title="Review", icon=":material/search:", url_path="review"),
            st.Page(PAGE_SUBMISSIONS, title="Submissions", icon=":material/folder_open:", url_path="submissions"),
            st.Page(PAGE_DETAIL, title="Submission detail", icon=":material/timer:", url_path="submission"),
            st.Page(PAGE_MEMOS, title="Memos", icon=":material/description:", url_path="memos"),
            st.Page(PAGE_COMPARE, title="Compare", icon=":material/compare:", url_path="compare"),
        ],
        "Local governments": [
            st.Page(PAGE_SELF_CHECK, title="Self-check", icon=":material/fact_check:", url_path="self-check"),
        ],
        "Reference": [
            st.Page(PAGE_STANDARDS, title="Standards", icon=":material/menu_book:", url_path="standards"),
            st.Page(PAGE_PROCEDURES, title="Procedures", icon=":material/calculate:", url_path="procedures"),
        ],
        "Administration": [
            st.Page(PAGE_ACCOUNTS, title="Accounts", icon=":material/manage_accounts:", url_path="accounts"),
        ],
    }
