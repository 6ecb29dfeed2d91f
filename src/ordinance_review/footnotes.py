"""How a printed code numbers its footnotes: the number that opens a note under the rule at the page's
foot ("4 Ord. No. 99-6, § 4, 4-20-1999"), and the same number printed after the word it marks, at the end
of its line ("Sec. 16.2-4. - Definitions.4", "MANURE MANAGEMENT1") or after a caption's stop with the
rule run on after it ("15.11 PROHIBITIONS.13 Every ..."). Marks and numbers set as superscript characters are
read as digits (`ingest.layout.SUPERSCRIPT_DIGITS`).

Shared by ingestion, which takes notes off a page only when the first one's number is marked above the
rule, and segmentation, which ties each note to the line that carries its mark: the two must read the
same marks.
"""

from __future__ import annotations

import re
from functools import lru_cache

# (or in parentheses, as a code that marks its notes "(3)" prints them: "(3) The 1990 text of sub. (2) read ...")
NOTE_START = re.compile(r"^(?:\((?=\d{1,2}\)))?(?P<n>\d{1,2})[.)]?\s+(?=[A-Z\"“'‘(\[])")


@lru_cache(maxsize=128)
def marker(number: str) -> re.Pattern[str]:
    """Footnote `number` printed after a word (or its closing stop, quote or parenthesis) at a line's end, or
    after a caption's stop with the rule's text run on after it ("15.11 PROHIBITIONS.13 Every operation ...")."""
    return re.compile(r"(?:(?<=[A-Za-z])|(?<=[A-Za-z][.:;,)\]\"\u201d\u2019]))" + number + "$"
                      r"|(?<=[A-Za-z][.:])" + number + r"(?=\s+[A-Z(])"
                      # (in parentheses after a stop at the line's end: "... within 1,200 feet of a municipal well.(3)")
                      r"|(?<=[A-Za-z][.;:\"\u201d])\(" + number + r"\)$"
                      # (or after a dated note's closing bracket: "... by December 31, 2024. [Cr. Ord. 2020-11]7")
                      r"|(?<=\d\])" + number + "$"
                      # (or after the number of the subsection it dates, as the line opens: "(4)⁴ \"Unconfined manure
                      # pile\" means ...", "(5)⁹ No livestock operation ...")
                      r"|" + unit_marker(number).pattern)


@lru_cache(maxsize=128)
def unit_marker(number: str) -> re.Pattern[str]:
    """Footnote `number` printed right after a subsection's own number as its line opens ("(4)⁴ \"Unconfined ..."). A
    typist may mark several subsections with one note ("(5)⁵", "(6)⁵", "(7)⁵": all created by the same ordinance)."""
    return re.compile(r"(?:(?<=^\(\w\))|(?<=^\(\w\w\))|(?<=^\(\w\w\w\)))" + number + "(?=\\s+[\"\u201c\u2018'A-Z(])")
