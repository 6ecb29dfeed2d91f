"""The approval clock. STUB (foundation)."""
