"""Review Wisconsin local livestock ordinances against the state standards (s. 92.15, NR 151.096)."""

__version__ = "0.1.0"
