"""Streamlit entry point: `streamlit run app.py`. Thin: the pages live in `ordinance_review.ui`."""

from pathlib import Path

import streamlit as st

from ordinance_review.ui import auth
from ordinance_review.ui.navigation import pages
from ordinance_review.ui.runner import warm_engine

# The tab icon is a file of the package (sent inline): a ":material/…:" page icon would be fetched
# from fonts.gstatic.com, and nothing may leave the machine (tests/e2e/test_e2e_offline.py).
FAVICON = Path(auth.__file__).with_name("favicon.svg")
st.set_page_config(page_title="Ordinance review assistant", page_icon=str(FAVICON), layout="wide")
auth.bootstrap()
warm_engine()  # once per server, in the background
navigation = st.navigation(pages())
with st.sidebar:
    auth.sidebar()  # the signed-in account is the audit log's "who"
navigation.run()
