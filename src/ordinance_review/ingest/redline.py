"""Redlines printed as plain text: an amending ordinance that marks what it strikes and what it adds.

A draft or an amending ordinance sent for review often comes as a redline, and a plain-text or PDF copy loses the
strike-through and the underline. Publishers then mark the two with brackets and say so in a legend ("Text to be
deleted is shown [[in double brackets]]; new text is shown in <<double angle brackets>>"), or a comparison tool
prints its own marks ("[-deleted-]" and "{+inserted+}", wdiff's). Read as it stands, the struck words are read as
law: a deleted "at any time" or "175 cubic feet" beside the new "100 cubic feet" decides a verdict, and a new
subsection whose number opens after the mark ("<<(5) ...") is no unit. The review judges a provision as it reads
after the amendment, so this step drops the struck text and keeps the new text without its marks.

Only a document that uses a pair of marks both ways (deletions and insertions) is read so: a bracket used once is
just a bracket.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # layout runs this step; importing it here would go in a circle
    from ordinance_review.ingest.layout import RawPage

# (opening and closing mark of struck text, of new text)
MARKS: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = (
    (("[[", "]]"), ("<<", ">>")),
    (("[-", "-]"), ("{+", "+}")),
)
_MIN_MARKS = 2  # each kind of mark used at least this often before the document counts as a redline


def _marks(pages: list[RawPage]) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """The pair of marks the document strikes and adds with, when it uses both."""
    text = "\n".join(line.text for page in pages for line in page.lines)
    for struck, added in MARKS:
        if min(text.count(struck[0]), text.count(struck[1]), text.count(added[0]), text.count(added[1])) >= _MIN_MARKS:
            return struck, added
    return None


def _legend(text: str) -> bool:
    """Is the line the legend that explains the marks ("Text to be deleted is shown [[in double brackets]]; new text is
    shown in ...")? It names both kinds of change and how they are shown, and strikes nothing: kept as it is. (A rule
    line that says "shown" and "new" names no deletion.)"""
    return len(text) <= 240 and all(re.search(words, text, re.I) is not None for words in (
        r"\b(?:shown|marked|indicated|printed)\b", r"\b(?:delet\w*|struck|stricken)\b", r"\b(?:new|add\w*|insert\w*)\b"))


def redline(pages: list[RawPage]) -> list[RawPage]:
    """Drop the struck text of a redline and keep its new text without the marks (a struck span may run over lines)."""
    found = _marks(pages)
    if found is None:
        return pages
    struck, added = found
    inside = False  # in a struck span that began on an earlier line
    for page in pages:
        kept = []
        for line in page.lines:
            text = line.text
            if _legend(text):
                kept.append(line)
                continue
            out: list[str] = []
            k = 0
            while k < len(text):
                if inside:
                    end = text.find(struck[1], k)
                    if end < 0:
                        break  # (the span goes on over the next line)
                    inside, k = False, end + len(struck[1])
                elif text.startswith(struck[0], k):
                    inside, k = True, k + len(struck[0])
                elif mark := next((m for m in added if text.startswith(m, k)), None):
                    k += len(mark)
                else:
                    out.append(text[k])
                    k += 1
            new = " ".join("".join(out).split())
            if new != " ".join(text.split()):
                if not new:
                    continue  # a line that only held struck text
                line.text, line.pieces = new, []
            kept.append(line)
        page.lines = kept
    return pages
