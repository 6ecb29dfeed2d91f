"""Reusable pieces of the pages: upload, summary, provisions table, detail pane, page image."""
