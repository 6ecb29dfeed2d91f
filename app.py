"""Streamlit entry point: `streamlit run app.py`. Thin: the pages live in `ordinance_review.ui`."""

import streamlit as st

from ordinance_review.ui import auth
from ordinance_review.ui.navigation import pages
from ordinance_review.ui.runner import warm_engine

st.set_page_config(page_title="Ordinance review assistant", page_icon=":material/agriculture:", layout="wide")
auth.bootstrap()
warm_engine()  # once per server, in the background
navigation = st.navigation(pages())
with st.sidebar:
    auth.sidebar()  # the signed-in account is the audit log's "who"
navigation.run()
