"""Streamlit entry point: `streamlit run app.py`. Thin: the pages live in `ordinance_review.ui`."""

import streamlit as st

from ordinance_review.ui.navigation import pages

st.set_page_config(page_title="Ordinance review assistant", page_icon=":material/agriculture:", layout="wide")
navigation = st.navigation(pages())
with st.sidebar:
    st.text_input("Your name (for the audit log)", key="who", placeholder="reviewer")
navigation.run()
