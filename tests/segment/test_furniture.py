"""The closing furniture: lines that end the body of an ordinance and open what follows it."""

from __future__ import annotations

import pytest

from ordinance_review.segment.furniture import closing_line


@pytest.mark.parametrize(
    "line",
    [
        "CERTIFICATION",
        "Clerk's Certification:",
        "I, Dana R. Ostrowski, Heronsford County Clerk, certify that the foregoing excerpt is a true copy",
        "Amendment history:",
        "Disposition List",
        "Adopted by the Town Board this 9th day of March, 2021.",
    ],
)
def test_lines_that_close_the_body(line: str) -> None:
    assert closing_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "(c) The applicant shall certify that the plan meets NRCS 590.",
        "Certification of applicators. No person may apply manure for hire unless certified by DATCP.",
        "Each disposition of manure shall be recorded.",
    ],
)
def test_lines_of_the_body_stay(line: str) -> None:
    assert not closing_line(line)
