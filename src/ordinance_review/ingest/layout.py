"""Clean-up steps applied to the lines of every input, in order (eyecite's `clean_text` shape).

Each step takes the whole document (pages of `RawLine`s in reading order) and returns it cleaned,
because the evidence is document-wide: a running header is recognised by repeating across pages,
and whether "manu-" + "re" is one word is decided by the other words of the same document.
Steps never touch a line that is not clearly page furniture; a missed header costs a stray line,
a deleted provision costs a wrong review.
"""

from __future__ import annotations

import functools
import gzip
import json
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import resources

from ordinance_review.ingest.reading_order import RawLine


@dataclass
class RawPage:
    """One page during clean-up. `geometric` is False for text/DOCX (positions are synthetic)."""

    number: int
    width: float
    height: float
    lines: list[RawLine] = field(default_factory=list)
    ocr: bool = False
    geometric: bool = True


Step = Callable[[list[RawPage]], list[RawPage]]

BAND_LINES = 3  # lines at each end of a page that may be a running header or footer
_RULE = re.compile(r"^[-=_*~.·•\s]{5,}$")
_PAGE_NUMBER = re.compile(
    r"""^(?:
        (?:page|pg\.?|p\.)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?   # Page 3, Page 3 of 12
      | [-–—]?\s*\d{1,4}\s*[-–—]?                               # 7, - 7 -
      | \d{1,3}\s*[-–.]\s*\d{1,4}                               # 16-4, 3.12
      | [ivxlc]{1,6}                                            # roman page numbers
    )$""",
    re.IGNORECASE | re.VERBOSE,
)
_PAGE_OF = re.compile(r"\bpage\s+\d{1,4}(?:\s+of\s+\d{1,4})?\b", re.IGNORECASE)
_TRAILING_NUMBER = re.compile(r"(?:^|\s)(?:\d{1,4}[-–.])?(\d{1,4})$")
_SOFT_HYPHEN_INSIDE = re.compile("\u00ad(?=\\S)")
_DIGITS = re.compile(r"\d+")
_WORD_EDGE = "\"'“”‘’([{<)]}>.,;:!?"
# Words that form real hyphenated compounds when no other evidence is in the document.
_COMPOUND_LEFT = frozenset(
    """self ex all half quasi well cross one two three four five six seven eight nine ten eleven
    twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety hundred""".split()
)


def _key(text: str) -> str:
    """Normalise a line for repetition counting: case, digits and spacing do not matter."""
    return " ".join(_DIGITS.sub("#", text.lower()).split())


def _band_indexes(page: RawPage) -> list[int]:
    n = len(page.lines)
    head = list(range(min(BAND_LINES, n)))
    tail = list(range(max(n - BAND_LINES, len(head)), n))
    indexes = head + tail
    if page.geometric:
        # Only lines that really sit near the top or bottom edge of the page.
        indexes = [
            i
            for i in indexes
            if page.lines[i].top < 0.15 * page.height or page.lines[i].bottom > 0.85 * page.height
        ]
    return indexes


def drop_rules(pages: list[RawPage]) -> list[RawPage]:
    """Drop lines made only of rule characters (------, ______, ......): never content."""
    for page in pages:
        page.lines = [line for line in page.lines if not _RULE.match(line.text)]
    return pages


def _stream_headers(pages: list[RawPage], keys: list[list[str]]) -> set[str]:
    """Keys of header/footer lines that a text stream carries between sections.

    A line qualifies when it repeats (digits aside), ends in a page number that increases from
    one occurrence to the next (or says "Page n of m"), and is short. A repeated history note
    such as "[Amended 4-19-2016 ...]" does not end in an increasing number, so it stays.
    """
    occurrences: dict[str, list[str]] = {}
    for page, page_keys in zip(pages, keys, strict=True):
        for line, key in zip(page.lines, page_keys, strict=True):
            if len(line.text) <= 120 and "#" in key:
                occurrences.setdefault(key, []).append(line.text)
    found: set[str] = set()
    for key, texts in occurrences.items():
        if len(texts) < 2:
            continue
        if all(_PAGE_OF.search(t) for t in texts):
            found.add(key)
            continue
        numbers = []
        for text in texts:
            match = _TRAILING_NUMBER.search(text)
            if not match:
                break
            numbers.append(int(match.group(1)))
        else:
            increasing = all(b > a for a, b in zip(numbers, numbers[1:], strict=False))
            steps_of_one = sum(1 for a, b in zip(numbers, numbers[1:], strict=False) if b == a + 1)
            if increasing and (len(numbers) >= 3 or steps_of_one == len(numbers) - 1):
                found.add(key)
    return found


def running_headers(pages: list[RawPage]) -> list[RawPage]:
    """Remove running headers/footers and page numbers.

    Three signals: (1) a line in the top/bottom band repeating (digits aside) on many pages;
    (2) a band line that is only a page number ("Page 3 of 12", "16-4", "- 7 -"); (3) a
    header line carried in the text stream between sections (see `_stream_headers`). A key found
    by (1) or (3) is removed wherever it occurs, because a text file can carry it mid-page.
    """
    keys = [[_key(line.text) for line in page.lines] for page in pages]
    bands = [_band_indexes(page) for page in pages]
    counts: Counter[str] = Counter()
    for page_keys, band in zip(keys, bands, strict=True):
        counts.update({page_keys[i] for i in band})
    threshold = max(2, 0.3 * len(pages))
    repeated = {key for key, n in counts.items() if n >= threshold and len(pages) >= 2}
    repeated |= _stream_headers(pages, keys)
    for page, page_keys, band in zip(pages, keys, bands, strict=True):
        page.lines = [
            line
            for i, (line, key) in enumerate(zip(page.lines, page_keys, strict=True))
            if key not in repeated and not (i in band and _PAGE_NUMBER.match(line.text.strip()))
        ]
    return pages


def _vocabulary(pages: list[RawPage]) -> Counter[str]:
    words: Counter[str] = Counter()
    for page in pages:
        for line in page.lines:
            tokens = line.text.split()
            # The last token may be a hyphenated fragment: not evidence for anything.
            if tokens and tokens[-1].endswith("-"):
                tokens = tokens[:-1]
            words.update(t.strip(_WORD_EDGE).lower() for t in tokens)
    return words


def _keep_hyphen(left: str, right: str, vocabulary: Counter[str]) -> bool:
    """Whether "left-" at a line end + "right" on the next line is a real hyphenated word."""
    if left[-1].isdigit() or right[0].isdigit():
        return True  # 22-3-4, 25-year, 2016-07
    if "-" in left or "-" in right:
        return True  # right-of-way broken after "right-of-"
    if right[0].isupper() and not left.isupper():
        return True
    joined = (left + right).lower()
    hyphenated = f"{left}-{right}".lower()
    if vocabulary[hyphenated] > vocabulary[joined]:
        return True
    if vocabulary[joined]:
        return False
    if left.lower() in _COMPOUND_LEFT:
        return True
    english = english_words()
    if joined in english:
        return False  # "manure", "presents": a word split by the typesetter
    # "snow-" + "covered": both halves are words, the joined form is not, so a compound.
    def is_word(part: str) -> bool:
        return len(part) >= 2 and (part.lower() in english or bool(vocabulary[part.lower()]))

    return is_word(left) and is_word(right)


@functools.cache
def english_words() -> frozenset[str]:
    """English word list for the hyphenation check (pyspellchecker's dictionary), loaded lazily.

    Only consulted when the document itself gives no evidence, so most documents never pay the
    ~0.3 s it takes to load. Without the package the check falls back to document evidence.
    """
    try:
        data = resources.files("spellchecker").joinpath("resources", "en.json.gz").read_bytes()
    except (ModuleNotFoundError, FileNotFoundError):
        return frozenset()
    return frozenset(json.loads(gzip.decompress(data)))


def dehyphenate(pages: list[RawPage]) -> list[RawPage]:
    """Rejoin words hyphenated across line ends ("manu-" / "re" → "manure"), keep real hyphens.

    Works across page breaks too (after headers are gone the next line is the continuation).
    The whole word goes on the first line; the rest of the second line stays where it was.
    """
    lines = [(page, line) for page in pages for line in page.lines]
    if not any(line.text.endswith("-") for _, line in lines):
        return pages
    vocabulary = _vocabulary(pages)
    emptied: set[int] = set()
    for i in range(len(lines) - 1):
        line = lines[i][1]
        text = line.text
        if id(line) in emptied or len(text) < 2 or not text.endswith("-") or not text[-2].isalnum():
            continue
        following = lines[i + 1][1]
        parts = following.text.split(" ", 1)
        last = text.rsplit(" ", 1)[-1]
        left = last[:-1].lstrip(_WORD_EDGE)
        right = parts[0].rstrip(_WORD_EDGE)
        if not left or not right or not right[0].isalnum():
            continue
        if not (right[0].islower() or right[0].isdigit() or (left.isupper() and right.isupper())):
            if not left[-1].isdigit():
                continue
        keep = _keep_hyphen(left, right, vocabulary)
        line.text = (text if keep else text[:-1]) + parts[0]
        following.text = parts[1].strip() if len(parts) > 1 else ""
        if not following.text:
            emptied.add(id(following))
    for page in pages:
        page.lines = [line for line in page.lines if line.text]
    return pages


DEFAULT_STEPS: tuple[tuple[str, Step], ...] = (
    ("drop_rules", drop_rules),
    ("running_headers", running_headers),
    ("dehyphenate", dehyphenate),
)


def clean(pages: list[RawPage], steps: Sequence[tuple[str, Step]] = DEFAULT_STEPS) -> list[RawPage]:
    """Apply the named clean-up steps in order."""
    for _name, step in steps:
        pages = step(pages)
    return pages


def normalize_text(text: str) -> str:
    """Characters PDF text layers use for line-end hyphens and spacing → plain ones."""
    text = _SOFT_HYPHEN_INSIDE.sub("", text)
    return (
        text.replace("\x02", "-")
        .replace("\ufffe", "-")
        .replace("\u00ad", "-")
        .replace("\u00a0", " ")
        .replace("\ufb01", "fi")
        .replace("\ufb02", "fl")
    )
