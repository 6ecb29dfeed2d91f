"""The Streamlit face of the ordinance review assistant.

Pages (`ui/pages/*.py`) are thin scripts; reusable pieces live in `ui/components/`. Everything
about the law (citations, rules, summaries) comes from the library and the catalog, never from
UI code, and nothing a user supplied is rendered as HTML (see `ui.text.escape_md`).
"""
