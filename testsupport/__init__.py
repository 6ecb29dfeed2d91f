"""Test support shared by tests/, benchmarks/ and scripts/: not part of the shipped package.

`pdfgen` renders ordinance text into the PDF layouts codes come in (single column with bands, two
columns, scans). Scripts outside pytest put the repository root on `sys.path` to import it.
"""
