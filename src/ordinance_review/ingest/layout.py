"""Clean-up steps applied to the lines of every input, in order (eyecite's `clean_text` shape).

Each step takes the whole document (pages of `RawLine`s in reading order) and returns it cleaned,
because the evidence is document-wide: a running header is recognised by repeating across pages,
and whether "manu-" + "re" is one word is decided by the other words of the same document.
Steps never touch a line that is not clearly page furniture; a missed header costs a stray line,
a deleted provision costs a wrong review.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ordinance_review import footnotes, row_tables
from ordinance_review.ingest import ocr_text
from ordinance_review.ingest.change_bars import strip_change_bars
from ordinance_review.ingest.line_numbers import strip_line_numbers
from ordinance_review.ingest.margin_refs import margin_references
from ordinance_review.ingest.pipe_tables import pipe_tables
from ordinance_review.ingest.reading_order import RawLine
from ordinance_review.ingest.redline import redline
from ordinance_review.ingest.side_by_side import side_by_side_lists
from ordinance_review.ingest.side_headings import side_headings
from ordinance_review.page_marks import PRINT_DATE


@dataclass
class RawPage:
    """One page during clean-up. `geometric` is False for text/DOCX (positions are synthetic)."""

    number: int
    width: float
    height: float
    lines: list[RawLine] = field(default_factory=list)
    ocr: bool = False
    geometric: bool = True
    bands: list[str] = field(default_factory=list)  # the running headers and footers taken off it
    footnotes: list[str] = field(default_factory=list)  # "3 Ord. No. 99-6, ...": notes under a rule at its foot


Step = Callable[[list[RawPage]], list[RawPage]]

BAND_LINES = 3  # lines at each end of a page that may be a running header or footer
_RULE = re.compile(r"^[-=_*~.·•\s]{5,}$")
# three spaced stars: an excerpt's mark of units left out ("(4) ..." ⏎ "* * *" ⏎ "(19) ..."), which the outline reads
_OMITTED = re.compile(r"^\s*\*\s+\*\s+\*\s*$")
_RULE_TAIL = re.compile(r"^\s*[-=_*~.·•](?:\s*[-=_*~.·•])+\s*$")
_PAGE_NUMBER = re.compile(
    r"""^(?:
        (?:page|pg\.?|p\.)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?   # Page 3, Page 3 of 12
      | [-–—]?\s*\d{1,4}\s*[-–—]?                               # 7, - 7 -
      | \d{1,3}\s*[-–:]\s*\d{1,4}                               # 16-4, 16:4 (chapter-page)
      | (?-i:[ivxlc]{1,6})                                      # front-matter pages: iv
    )$""",
    re.IGNORECASE | re.VERBOSE,
)
# Where a page number is only guessed from being first or last on the page, a chapter-page
# number like "16-4" could be a section number, so only unmistakable forms count there.
_WEAK_PAGE_NUMBER = re.compile(
    r"^(?:(?:page|pg\.?|p\.)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?|[-–—]\s*\d{1,4}\s*[-–—])$", re.I
)
_PAGE_OF = re.compile(r"\bpage\s+\d{1,4}(?:\s+of\s+\d{1,4})?\b", re.IGNORECASE)
_PAGE_N_OF_M = re.compile(r"\bpage\s+\d{1,4}\s+of\s+\d{1,4}\b", re.IGNORECASE)
_TRAILING_NUMBER = re.compile(r"(?:^|\s)(?:\d{1,4}[-–.:])?(\d{1,4})$")
_LEADING_NUMBER = re.compile(r"^\s*(?:\d{1,4}[-–])?(\d{1,4})\s")
_SOFT_HYPHEN_INSIDE = re.compile("\u00ad(?=\\S)")
_UNIT_OPENER = re.compile(
    r"^\s*(?:§|¶|\(?(?:\d{1,4}(?:\.\d+)*|[A-Za-z]|[ivxlcIVXLC]{1,6})[.)]|sec\b|sec\.|section\b|article\b|"
    r"art\.|chapter\b|ch\.|subchapter\b|part\b|rule\b|title\b|table\b|appendix\b|schedule\b|exhibit\b|figure\b)",
    re.IGNORECASE,
)
_HAS_LETTER = re.compile(r"[^\W\d_]{2}")
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


def _keys(pages: list[RawPage]) -> list[list[str]]:
    """`_key` of every line, page by page (inlined: this runs once per line of the document)."""
    digits, hash_mark = _DIGITS.sub, "#"
    return [[" ".join(digits(hash_mark, line.text.lower()).split()) for line in page.lines] for page in pages]


def _band_indexes(page: RawPage) -> tuple[list[int], list[int]]:
    """Lines of a page that may be running headers or footers: (strong, weak) candidates.

    Strong: rows that reading order found set off by a gap at the top or bottom edge. Weak: the
    first and last line of a PDF page when near an edge (a header set tight against the body),
    and the first and last few lines of a text/DOCX page, which has no geometry to go by.
    """
    n = len(page.lines)
    if page.geometric:
        strong = [i for i, line in enumerate(page.lines) if line.band]
        weak = [
            i
            for i in sorted({0, n - 1})
            if 0 <= i < n
            and i not in strong
            and (page.lines[i].top < 0.12 * page.height or page.lines[i].bottom > 0.88 * page.height)
        ]
        return strong, weak
    head = list(range(min(BAND_LINES, n)))
    return [], head + list(range(max(n - BAND_LINES, len(head)), n))


def _edge_blocks(page: RawPage, most: int = 3) -> list[int]:
    """Lines of a PDF page's first and last blocks (up to `most` lines set off from the body by a gap
    wider than the page's line pitch), running bands aside."""
    if not page.geometric:
        return []
    body = [i for i, line in enumerate(page.lines) if not line.band]
    if len(body) < 2 * most + 2:
        return []
    steps = sorted(page.lines[b].top - page.lines[a].top for a, b in zip(body, body[1:], strict=False))
    pitch = steps[len(steps) // 2]
    if pitch <= 0:
        return []
    out: list[int] = []
    for run in (body, body[::-1]):
        for k in range(1, most + 1):
            a, b = sorted((run[k - 1], run[k]))
            if page.lines[b].top - page.lines[a].top > 1.6 * pitch:
                out += run[:k]
                break
    return out


def _varies_like_page_numbers(texts: list[str]) -> bool:
    """Whether the trailing numbers of repeated lines increase from one occurrence to the next, or
    their leading ones do ("13-3    Supp. No. 9, 7-2018": a chapter-page number before a fixed
    supplement date)."""
    for pattern in (_TRAILING_NUMBER, _LEADING_NUMBER):
        numbers = []
        for text in texts:
            match = pattern.search(text)
            if not match:
                break
            numbers.append(int(match.group(1)))
        else:
            if all(b > a for a, b in zip(numbers, numbers[1:], strict=False)):
                return True
    return False


def drop_rules(pages: list[RawPage]) -> list[RawPage]:
    """Drop lines made only of rule characters (------, ______, ......): never content. Three spaced stars are
    kept: they mark units an excerpt leaves out.

    A rule of spaced characters ("- - - - -") wider than a narrow column wraps like text; its
    tail ("- -") is too short to be a rule on its own, but it follows one."""
    for page in pages:
        kept = []
        after_rule = False
        for line in page.lines:
            if (_RULE.match(line.text) and not _OMITTED.match(line.text)) or (after_rule and _RULE_TAIL.match(line.text)):
                after_rule = True
                continue
            after_rule = False
            if "-----" in line.text or "=====" in line.text or "_____" in line.text:
                # a flow that joins a table's rule to the words beside it ("Activity Fee ----------"):
                # the rule goes, the words stay
                line.text = _RULE_RUN.sub(" ", line.text).strip()
                if not line.text:
                    continue
            kept.append(line)
        page.lines = kept
    return pages


_RULE_RUN = re.compile(r"\s*(?:-{5,}|={5,}|_{5,})(?:\s+(?:-{3,}|={3,}|_{3,}))*\s*")


def _stream_headers(pages: list[RawPage], keys: list[list[str]]) -> set[str]:
    """Keys of header/footer lines that a text stream carries between sections.

    Only lines outside the page bands count (band lines have their own rules). A line qualifies
    when it says "Page n of m" on every occurrence (and does not open a unit), or when it repeats
    (digits aside) at least three times, a few lines apart, ends in a number that increases each
    time, and does not open a unit ("Section 4", "Sec. 3.05" headings also count up). A repeated
    history note such as "[Amended 4-19-2016 ...]" does not end in a number, so it stays.
    """
    occurrences: dict[str, list[tuple[int, str]]] = {}
    position = 0
    for page, page_keys in zip(pages, keys, strict=True):
        for line, key in zip(page.lines, page_keys, strict=True):
            position += 1
            if len(line.text) <= 120 and "#" in key and not (page.geometric and line.band):
                occurrences.setdefault(key, []).append((position, line.text))
    found: set[str] = set()
    for key, found_at in occurrences.items():
        texts = [text for _, text in found_at]
        if len(texts) < 2:
            continue
        if key == "#" and _rows_apart(found_at):
            # a page line comes a page apart; bare numbers a few lines apart are the numbered rows of
            # a table ("1" ⏎ cells ⏎ "2" ⏎ cells), not its pages (a text reflowed into fewer pages can
            # carry two of its old page lines on one page, so the page alone does not tell)
            continue
        if all(_PAGE_N_OF_M.search(t) for t in texts) and not _UNIT_OPENER.match(texts[0]):
            found.add(key)
            continue
        # (a page's footer and the next page's header may print the same line, one under the other: "Wendmoor County
        # Code 19-2" ⏎ "Wendmoor County Code 19-3"; the pair is one page break)
        found_at = _one_per_break(found_at)
        texts = [text for _, text in found_at]
        spacing = [b - a for (a, _), (b, _) in zip(found_at, found_at[1:], strict=False)]
        if (
            len(texts) >= 3
            and min(spacing) >= 3
            and not _UNIT_OPENER.match(texts[0])
            and not _NOTE_OPENER.match(texts[0])  # ("(Ord. 96-4 § 1 (part), 1996; Ord. 2008-11 § 4" wrapped)
            and _varies_like_page_numbers(texts)
        ):
            found.add(key)
    return found | _beside_stream_headers(pages, keys, found)


_ROWS_APART = 12  # lines: a page of text is longer than that


def _one_per_break(found_at: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Occurrences of a repeated line with those printed right under another one (at most a line between) dropped:
    a footer over the next page's header, the same words with the page number one higher, is one page break."""
    out: list[tuple[int, str]] = []
    for at, text in found_at:
        if out and at - out[-1][0] <= 2 and _number_after(out[-1][1], text):
            continue
        out.append((at, text))
    return out


def _number_after(first: str, second: str) -> bool:
    a, b = _TRAILING_NUMBER.search(first), _TRAILING_NUMBER.search(second)
    return a is not None and b is not None and int(b.group(1)) == int(a.group(1)) + 1


def _rows_apart(found_at: list[tuple[int, str]]) -> bool:
    """Are bare numbers printed closer together than pages are (the median gap under a page's length)?"""
    gaps = sorted(b - a for (a, _), (b, _) in zip(found_at, found_at[1:], strict=False))
    return bool(gaps) and gaps[len(gaps) // 2] < _ROWS_APART


def _beside_stream_headers(pages: list[RawPage], keys: list[list[str]], found: set[str]) -> set[str]:
    """Keys of a footer's other line: "Harwick County Zoning Code" over "Article 5, page 5-14".

    A line next to a stream page line, word for word the same each time, at least three times and
    (nearly) only there, with no sentence end and no unit number, belongs to the same footer.
    """
    if not found:
        return set()
    flat = [(line.text, key) for page, page_keys in zip(pages, keys, strict=True)
            for line, key in zip(page.lines, page_keys, strict=True)]
    total = Counter(key for _, key in flat)
    beside: Counter[str] = Counter()
    for k, (_, key) in enumerate(flat):
        if key in found:
            for j in (k - 1, k + 1):
                if 0 <= j < len(flat) and flat[j][1] not in found:
                    beside[flat[j][1]] += 1
    # (the text's first line stands at the first page's edge: a running title printed there and beside every later
    # page's foot, "Ashmore - Land Use and Natural Resources" under "2023 S-9   8-41", is the band each time)
    if flat and flat[0][1] not in found and flat[0][1] in beside:
        beside[flat[0][1]] += 1
    texts = {key: text for text, key in flat}
    return {
        key
        for key, n in beside.items()
        if n >= 3
        and 4 * n >= 3 * total[key]
        and "#" not in key
        and _HAS_LETTER.search(key)
        and len(key) <= 120  # (a code's full title: "... Agricultural Performance Standards Ordinance")
        and not key.endswith((".", ";", ":", ",", "-"))  # (a header broken at a hyphen: `_wrapped_remnants`)
        and not _UNIT_OPENER.match(texts[key])
    }


def running_headers(pages: list[RawPage]) -> list[RawPage]:
    """Remove running headers/footers and page numbers.

    Three signals: (1) a line in the top/bottom band repeating (digits aside) on many pages;
    (2) a band line that is only a page number ("Page 3 of 12", "16-4", "- 7 -"); (3) a
    header line carried in the text stream between sections (see `_stream_headers`). A key found
    by (1) or (3) is removed wherever it occurs, because a text file can carry it mid-page.
    """
    keys = _keys(pages)
    bands = [_band_indexes(page) for page in pages]
    pages_with: Counter[str] = Counter()
    texts: dict[str, list[str]] = {}
    weak_keys: set[str] = set()
    for page, page_keys, (strong, weak) in zip(pages, keys, bands, strict=True):
        for i in strong + weak:
            texts.setdefault(page_keys[i], []).append(page.lines[i].text)
        weak_keys.update(page_keys[i] for i in weak)
        pages_with.update({page_keys[i] for i in strong + weak})
    everywhere = Counter(key for page_keys in keys for key in page_keys)
    threshold = max(2, 0.3 * len(pages))
    repeated = {
        key
        for key, n in pages_with.items()
        if len(pages) >= 2
        and n >= threshold
        # a history note that opens a page's first or last line is the text's, whatever numbers it carries
        # ("(Ord. 96-4 § 1 (part), 1996; Ord. 2008-11 § 3" ... "§ 4" on the next page counts like a page number)
        and not _NOTE_OPENER.match(texts[key][0])
        # Set-off band lines are furniture when they repeat; a line that is merely first or last
        # on its page must not open a unit ("(2) Fees." recurs too) and must repeat exactly or
        # carry page numbers.
        and (
            key not in weak_keys
            # the same words at the same edge of three pages or more: a running head, even one that
            # reads like a heading ("Chapter 27 - Manure Storage Siting" under the code's name)
            # (only there, and no sentence: body text the same on every page edge is still text)
            or (n >= 3 and len(set(texts[key])) == 1 and len(texts[key]) == n == everywhere[key]
                and not texts[key][0].rstrip().endswith((".", ";", ":", ",")))
            or (
                not _UNIT_OPENER.match(texts[key][0])
                and (
                    "#" not in key
                    or len(set(texts[key])) == 1
                    or _PAGE_OF.search(key)
                    or _varies_like_page_numbers(texts[key])
                )
            )
        )
    }
    # A header confirmed at the page edges is furniture wherever it appears (a text stream can
    # carry the same header mid-page), as long as it has words: a bare number stays in the body.
    stream = _stream_headers(pages, keys)
    anywhere = stream | {key for key in repeated if _HAS_LETTER.search(key)}
    removed_by_page: list[set[int]] = []
    # a block set off at a page's foot or head, printed word for word on three pages or more and nowhere
    # else: a footer typed into the text ("Current through Ord. 2023-3 ... notes are not part of the
    # ordinance."), which a page that runs short prints where the text ends, not at the bottom edge
    edge_blocks = [_edge_blocks(page) for page in pages]
    block_pages: Counter[str] = Counter()
    for page, block in zip(pages, edge_blocks, strict=True):
        block_pages.update({page.lines[i].text for i in block})
    often = {text: n for text, n in block_pages.items() if n >= 3 and n >= threshold and _HAS_LETTER.search(text)}
    # (and nowhere else: counted over the whole document only when some block recurs at all)
    exact_everywhere = Counter(line.text for page in pages for line in page.lines) if often else Counter()
    typed_footers = {text for text, n in often.items() if exact_everywhere[text] == n}
    for page, page_keys, (strong, weak), block in zip(pages, keys, bands, edge_blocks, strict=True):
        furniture = {i for i in strong + weak if page_keys[i] in repeated}
        furniture |= {i for i in block if page.lines[i].text in typed_footers}
        furniture |= {i for i in strong if _PAGE_NUMBER.match(page.lines[i].text.strip())}
        furniture |= {i for i in weak if _WEAK_PAGE_NUMBER.match(page.lines[i].text.strip())}
        # a print date set off at the edge, or right beside the page number it is printed with
        furniture |= {i for i in strong + weak if PRINT_DATE.match(page.lines[i].text.strip())
                      and (i in strong or i - 1 in furniture or i + 1 in furniture)}
        # A page prints its running header once: when its own band already carries it, the same
        # words in the body are content (the title "TOWN OF X" under the header "Town of X").
        # Not so a line with a number in it ("Marlow County Code 14-22"): a page number is furniture.
        printed = (
            {page_keys[i] for i in strong if i in furniture and "#" not in page_keys[i]} - stream
            if page.geometric
            else set()
        )
        removed = {
            i for i, key in enumerate(page_keys) if i in furniture or (key in anywhere and key not in printed)
        }
        removed_by_page.append(removed)
    remnants = _wrapped_remnants(pages, keys, removed_by_page)
    _repeated_wrapped_pairs(pages, removed_by_page)
    page_number_removed = any(
        _PAGE_N_ONLY.match(page.lines[i].text.strip()) for page, removed in zip(pages, removed_by_page, strict=True)
        for i in removed
    )
    for page, removed, page_keys in zip(pages, removed_by_page, keys, strict=True):
        # an excerpt's "* * *" repeats, often last above a page's footer, yet stands for the text left out
        removed -= {i for i in removed if _OMITTED.match(page.lines[i].text)}
        page.bands = [page.lines[i].text for i in sorted(removed)]
        page.lines = [
            line for i, line in enumerate(page.lines)
            if i not in removed and not (page_keys[i] in remnants and not _continues_body_word(page, i, removed)
                                         and not _OMITTED.match(line.text))
        ]
        if page_number_removed:
            # the same "Page 4" reflowed onto the end of a sentence ("... upslope of the well. Page 4")
            for line in page.lines:
                if "age" in line.text:
                    line.text = _PAGE_N_TAIL.sub("", line.text)
            # ... and a footer's own label before it ("Title 9 : Page 14"), which is no sentence
            page.lines = [line for line in page.lines if not _FOOTER_LABEL_LEFT.match(line.text.strip())]
    return pages


_NOTE_OPENER = re.compile(
    r"^\s*[(\[]\s*(?:Source:\s*)?(?:Ord(?:inance)?\.?\s*(?:No\.\s*)?\d|Am(?:ended|d)?\.?\s|Cr(?:eated)?\.?\s|Added\s|Rep(?:ealed)?\.?\s)"
    r"|^\s*(?:History|Source):\s", re.IGNORECASE)
_PAGE_N_ONLY = re.compile(r"^(?:page|pg\.?)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?$", re.IGNORECASE)
_FOOTER_LABEL_LEFT = re.compile(r"^(?:Title|Chapter|Ch\.|Part|Code)\s+[\w.\-]{1,8}\s*:$", re.IGNORECASE)
_PAGE_N_TAIL = re.compile(r"(?<=[.;:)])\s+(?:Page|PAGE|Pg\.)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?$")


def _repeated_wrapped_pairs(pages: list[RawPage], removed: list[set[int]]) -> None:
    """Mark a running header that a narrow column wrapped into two lines and nothing else removed:
    "COUNTY CODE OF ORDINANCES Chapter" / "13" printed the same, line after line, on most pages.

    Two short lines that follow each other with the same text (the second's digits aside only where
    they count pages) at least three times, on two pages or more, where the first does not end a sentence and
    neither opens a unit, are not body text.
    """
    seen: dict[tuple[str, str], list[tuple[int, int, int]]] = {}
    for p, (page, gone) in enumerate(zip(pages, removed, strict=True)):
        kept = [i for i in range(len(page.lines)) if i not in gone]
        for a, b in zip(kept, kept[1:], strict=False):
            first, second = page.lines[a].text.strip(), page.lines[b].text.strip()
            if len(first) <= 60 and len(second) <= 60 and _HAS_LETTER.search(first):
                seen.setdefault((_key(first), _key(second)), []).append((p, a, b))
    offsets = [0]
    for page in pages:
        offsets.append(offsets[-1] + len(page.lines))
    cells: set[int] | None = None  # the lines of numbered-row tables, read once and only if a pair needs them
    for (first, second), where in seen.items():
        if len(where) < 3:
            continue
        if cells is None:
            flat = [line.text for page in pages for line in page.lines]
            cells = {i for table in row_tables.find_all(flat) for i in range(table.start, table.end)}
        if _rows_apart([(offsets[p] + a, "") for p, a, _b in where]) or all(
                offsets[p] + a in cells for p, a, _b in where):
            continue  # a header comes a page apart, outside tables: these are a table's cells
        if sum(_among_cells(pages[p], a, b) for p, a, b in where) * 2 > len(where):
            continue  # short lines between short lines, most times: the cells of a table, not a wrapped head
        texts = [pages[p].lines[b].text for p, _a, b in where]
        head = pages[where[0][0]].lines[where[0][1]].text
        if (
            len({pages[p].lines[a].text for p, a, _b in where}) == 1  # the first line word for word
            and len({p for p, _a, _b in where}) >= 2
            and _wrap_point(head)
            and not _UNIT_OPENER.match(head)
            and not _UNIT_OPENER.match(texts[0])
            # (nor a history note that a column wraps the same way after each section it closes: "(Ord. No. 00-14,
            # § 2, 6-5-2000; Ord. No. 2017-09, §" / "1, 3-20-2017)")
            and not _NOTE_OPENER.match(head)
            # the same words each time, digits aside only where they count pages ("Page 2 of")
            and ("#" not in first + second or len(set(texts)) == 1 or _varies_like_page_numbers(texts)
                 or _PAGE_OF.search(texts[0]) is not None)
        ):
            for p, a, b in where:
                removed[p].update((a, b))


_CELL_WIDTH = 35  # characters: a table's cells are narrow; a body line beside a wrapped head is not


def _among_cells(page: RawPage, a: int, b: int) -> bool:
    """Are the lines just before `a` and just after `b` short too (a table printed one cell per line)?"""
    around = [page.lines[i].text.strip() for i in (a - 1, b + 1) if 0 <= i < len(page.lines)]
    return len(around) == 2 and all(len(t) <= _CELL_WIDTH for t in around)


def _continues_body_word(page: RawPage, i: int, removed: set[int]) -> bool:
    """The line finishes a word the body line above it broke ("... Agricultural Perfor-" /
    "mance Standards ... Ordina-"): body text that happens to wrap like a header remnant, which a
    removed header line beside it would otherwise take along."""
    return (
        0 < i
        and i - 1 not in removed
        and i + 1 not in removed
        and page.lines[i - 1].text.rstrip().endswith("-")
    )


def _wrap_point(text: str) -> bool:
    """Can a header have been wrapped after this line: it stops mid-phrase, or on an abbreviation
    ("... Code of Ordinances Supp." / "No. 14 ...")?"""
    s = text.rstrip()
    if not s or s[-1] in ";:!?":
        return False
    return s[-1] != "." or len(s[s.rfind(" ") + 1 :]) <= 5 and s[s.rfind(" ") + 1 :][0].isupper()


_PAGE_OF_REST = re.compile(r"^of\s+\d{1,4}\b")
_ENDS_ON_PAGE = re.compile(r"\b(?:page|pg\.?)\s*\d{1,4}\s*$", re.IGNORECASE)


def _wrapped_remnants(pages: list[RawPage], keys: list[list[str]], removed: list[set[int]]) -> set[str]:
    """Keys of the pieces of a running header that a narrow column wrapped onto lines of their own.

    A header printed in the text stream of a two-column page wraps ("COUNTY ANIMAL WASTE FACI-" /
    "LITY ORDINANCE Page 2 of 7"): the piece with the page number goes as furniture, and the other
    piece, left beside it, would be joined into the body as a word. Such a piece is broken off its
    removed neighbour (it stops short of a sentence end before it, follows a hyphen, closes a bracket
    the neighbour opened or finishes the page count it began), repeats
    exactly, and sits so nearly every time it occurs (a column break may fall between the two); body
    text does not.
    """
    total: Counter[str] = Counter()
    beside: Counter[str] = Counter()
    for page, page_keys, gone in zip(pages, keys, removed, strict=True):
        for i, key in enumerate(page_keys):
            if i in gone:
                continue
            total[key] += 1
            text = page.lines[i].text.rstrip()
            if len(text) <= 80 and (
                (i + 1 in gone and _wrap_point(text))  # "... FACI-" / [LITY ORDINANCE Page 2 of 7]
                or (
                    i - 1 in gone
                    and (
                        page.lines[i - 1].text.rstrip().endswith("-")
                        or text.count(")") > text.count("(")  # [Ord. No. 8 (rev.] / "11/15/2022)"
                        # [... Ordinance Page 1] / "of 7 Rev. 6/2008": the rest of the page count
                        or (_PAGE_OF_REST.match(text) is not None and _ENDS_ON_PAGE.search(page.lines[i - 1].text))
                    )
                )
            ):
                beside[key] += 1
    first_text = {}
    for page, page_keys in zip(pages, keys, strict=True):
        for line, key in zip(page.lines, page_keys, strict=True):
            first_text.setdefault(key, line.text)
    return {
        key
        for key, n in beside.items()
        if n >= 3 and 4 * n >= 3 * total[key] and key and not _UNIT_OPENER.match(first_text[key])
    }


_TOKEN = re.compile(r"[^\W\d_][\w'’]*(?:-[\w'’]+)*")
# A word broken at a line end and the start of the next line. The look-behind anchors each try at a
# word start: without it the engine retries (and backtracks) from every character of every word.
_LINE_END_FRAGMENT = re.compile(r"(?<!\S)\S+-\n\S*")


class _Vocabulary:
    """Word counts of the document, leaving out the halves of words broken at line ends.

    Counted on first use, from the text as it was before any rejoining: most broken lines are
    decided by their own characters (a digit, a capital, a hyphen inside), and then the document's
    words are never counted.
    """

    def __init__(self, text: str) -> None:
        self._text = text
        self._counts: Counter[str] | None = None

    def __getitem__(self, word: str) -> int:
        if self._counts is None:
            self._counts = Counter(_TOKEN.findall(_LINE_END_FRAGMENT.sub("\n", self._text)))
        return self._counts[word]


def _vocabulary(pages: list[RawPage]) -> _Vocabulary:
    return _Vocabulary("\n".join(line.text for page in pages for line in page.lines).lower())


def _keep_hyphen(left: str, right: str, vocabulary: _Vocabulary) -> bool:
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
    import gzip  # imported here: most documents never need the word list
    import json
    from importlib import resources

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
    lines = [line for page in pages for line in page.lines]
    # Only a line ending in "-" can be rejoined. Rejoining empties or cuts the start off the
    # *next* line but never changes how a later line ends (trailing spaces aside), so the
    # candidates can be listed up front instead of testing every line of the document.
    candidates = [i for i, line in enumerate(lines[:-1]) if line.text.rstrip().endswith("-")]
    if not candidates:
        return pages
    vocabulary = _vocabulary(pages)
    emptied: set[int] = set()
    for i in candidates:
        line = lines[i]
        text = line.text
        if id(line) in emptied or len(text) < 2 or not text.endswith("-") or not text[-2].isalnum():
            continue
        following = lines[i + 1]
        parts = following.text.split(" ", 1)
        last = text.rsplit(" ", 1)[-1]
        left = last[:-1].lstrip(_WORD_EDGE)
        right = parts[0].rstrip(_WORD_EDGE)
        # (a word broken at the line's end never starts with a dash: "-1-" is a typed page number, read
        # by OCR without its spaces, and the heading under it is a line of its own)
        if not left or not right or not right[0].isalnum() or last[:1] in "-\u2013\u2014":
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


_BULLET_CHARS = frozenset("\u2022\u25aa\u25e6\u25cf\u25cb\u25a0\u25a1\u2023\u2043\u2219\uf0b7")
_BULLET = re.compile("^[" + "".join(sorted(_BULLET_CHARS)) + r"]\s+")


def misread_figures(pages: list[RawPage]) -> list[RawPage]:
    """Read the figures a scan's OCR text layer misread with letters ("l00-year", "(l4)") as the digits they
    are (`ocr_text.read_digits`), and its words with "rn" for "m" ("rnay") as the document prints them
    elsewhere: a text layer made by another OCR than ours misreads them as ours would."""
    for page in pages:
        for line in page.lines:
            line.text = ocr_text.read_line_digits(line.text)
    fixes = ocr_text.rn_misreadings([line.text for page in pages for line in page.lines])
    for page in pages:
        for line in page.lines:
            line.text = ocr_text.mend_rn(line.text, fixes)
    return pages


# a bullet as OCR reads it ("¢ A. Authority.", "e B. Title.", "« 1. ..."), where a unit's number follows it: a mark
# alone before a number and a capital is never a word of the text
_OCR_BULLET = re.compile(r"^(?:[\u00a2\u00ab\u00bb\u00b0\u00a9\u00ae@\u00b7]|[eo])\s+"
                         r"(?=\(?(?:[A-Z]{1,2}|[a-z]|\d{1,2}|[ivxIVX]{1,4})[.)]\s+[\"\u201cA-Z])")


def strip_bullets(pages: list[RawPage]) -> list[RawPage]:
    """Drop the bullet glyph a web page or a word processor prints before a list item ("• A. Authority."):
    the unit's own number follows it, and the bullet is never text. On a scanned page, OCR reads the bullet as a
    mark or a letter ("¢ A. Authority.", "e B. Title."): before a unit's number, that is the bullet too."""
    for page in pages:
        for line in page.lines:
            if line.text[:1] in _BULLET_CHARS:
                line.text = _BULLET.sub("", line.text)
            elif page.ocr:
                line.text = _OCR_BULLET.sub("", line.text)
        page.lines = [line for line in page.lines if line.text.strip()]
    return pages


# a footnote under the rule: its number, then its text ("3 Ord. No. 99-6, § 3, 4-20-1999", "12. Editor's note--")
_FOOTNOTE_START = footnotes.NOTE_START
_FOOTNOTE_RULE = re.compile(r"^\s*_{5,}\s*$|^\s*[-\u2014\u2013]{5,40}\s*$")


def split_footnotes(pages: list[RawPage]) -> list[RawPage]:
    """Take the footnotes off each page: a short rule, then notes numbered one after another ("4 Ord.
    No. 99-6, § 4, 4-20-1999; ...", "5 Ord. No. ..."), each running on over lines until the next number,
    a gap wider than a line, a running band or the page's end. The first note's number must be printed
    above, at the end of a line of this page or the one before ("Sec. 16.2-4. - Definitions.4"): a rule
    over a numbered list is no footnote block.

    They are the code's history (Municode's printed pages), not text of the unit they happen to follow,
    and the body reads on across them. The notes go to `RawPage.footnotes`; their markers stay in the
    text for the segmenter, which ties each note to the line that carries its number. A block that runs
    to the foot of its page goes on at the top of the next one. (A text file with no form feeds is one
    long page: each block is found where it was printed.)"""
    if not any(_FOOTNOTE_RULE.match(line.text) for page in pages for line in page.lines):
        return pages  # (most documents: no rule, no footnotes, and nothing more to count)
    previous: RawPage | None = None
    carried: int | None = None  # the next note's number, when the last page's block ran to its foot
    # a line printed on three pages or more, its numbers aside ("Supp. No. 31   CD16.2:4"), is a running
    # band: at the top of a page it shows that no note's words were carried over
    recurring = {
        key for key, n in Counter(key for page_keys in _keys(pages) for key in page_keys).items()
        if n >= 3 and not _FOOTNOTE_START.match(key)
    }
    for page in pages:
        lines = page.lines
        kept: list[RawLine] = []
        r = 0
        if carried is not None and previous is not None and previous.footnotes:
            notes, r, _open = _footnote_run(lines, 0, carried, previous.footnotes[-1], recurring)
            if notes:
                previous.footnotes[-1] = notes[0]
                page.footnotes.extend(notes[1:])
        carried = None
        while r < len(lines):
            block = (
                _footnote_block(lines, r, page, previous, recurring) if _FOOTNOTE_RULE.match(lines[r].text) else None
            )
            if block is None:
                kept.append(lines[r])
                r += 1
                continue
            notes, r, open_end = block
            page.footnotes.extend(notes)
            if open_end and _NOTE_UNFINISHED.search(notes[-1]):
                carried = _footnote_number(notes[-1]) + 1
        page.lines = kept
        previous = page
    return pages


# a note cut off at the page's foot: it ends on no stop, or on an abbreviation that a number follows
# ("... amended by Ord. No."); a source note ends on its date ("6-17-2008.") or its parenthesis
_NOTE_UNFINISHED = re.compile(r"(?:[^.)\]]|\b(?:No|Nos|Ord|Sec|Secs|ch|s|ss)\.)$")


# a section's heading opens the body again: "§ 160-12. Existing facilities.", "Sec. 14-5.", "Section 7."
# ("§ 1, 11-14-2006." is a note's own citation wrapped to a line of its own)
_SECTION_OPENS = re.compile(r"^(?:§|Sec\.|SEC\.|Section|SECTION)\s*\d[\w.\-]*\.?\s+(?:[-–—]\s+)?[A-Z][a-z]")
_NOTE_MAX_CHARS = 700  # a footnote is a history or editor's note, not a page of text


def _footnote_number(note: str) -> int:
    m = _FOOTNOTE_START.match(note)
    return int(m.group("n")) if m else 0


def _footnote_block(
    lines: list[RawLine], r: int, page: RawPage, previous: RawPage | None, recurring: set[str]
) -> tuple[list[str], int, bool] | None:
    """The notes under the rule at `r`, the index after them and whether they ran to the page's foot;
    None when no note follows the rule, or its number is marked nowhere above."""
    if r + 1 >= len(lines):
        return None
    first = _FOOTNOTE_START.match(lines[r + 1].text)
    if first is None:
        return None
    above = [line.text for line in lines[:r]] + ([line.text for line in previous.lines] if previous else [])
    notes, end, open_end = _footnote_run(lines, r + 1, int(first.group("n")), None, recurring)
    # (the first note's mark may be one the page prints ambiguously, "... NRCS Standard 313.6": any note of the run
    # marked above it makes it the page's notes)
    marks = [footnotes.marker(str(_footnote_number(note))) for note in notes[:6]]
    if not any(mark.search(text) for mark in marks for text in above):
        return None
    return (notes, end, open_end) if notes else None


def _footnote_run(
    lines: list[RawLine], start: int, expected: int, carried: str | None, recurring: set[str]
) -> tuple[list[str], int, bool]:
    """Notes from `start`: each opens with the next number, other lines run on (a note carried over from
    the last page, `carried`, first). Returns the notes, the index after them and whether nothing but
    running bands follows them on the page."""
    notes: list[str] = [carried] if carried is not None else []
    end = start
    pitch = 0.0
    for k in range(start, len(lines)):
        line = lines[k]
        if line.band and carried is None:
            break
        if line.band:
            continue  # the running head above a note carried over from the last page
        if carried is not None and _key(line.text) in recurring:
            break  # the page's own furniture ("Supp. No. 31  CD16.2:4"): nothing of the note was carried over
        gap = line.top - lines[end - 1].bottom if end > start else 0.0
        if end > start and gap > max(1.0 * (line.bottom - line.top), 1.6 * pitch):
            break  # the footer, or the body read on in the next column
        m = _FOOTNOTE_START.match(line.text)
        if m is not None and int(m.group("n")) == expected:
            notes.append(line.text)
            expected += 1
        elif _SECTION_OPENS.match(line.text) or (notes and len(notes[-1]) + len(line.text) > _NOTE_MAX_CHARS):
            break  # the body read on after the notes, with no gap (a column's flow): a section opens there
        elif m is None and notes:
            joint = "" if notes[-1].endswith("-") and line.text[:1].isdigit() else " "  # "2013-" ⏎ "09"
            notes[-1] = f"{notes[-1]}{joint}{line.text}"
        else:
            break
        if end > start:
            pitch = max(pitch, gap)
        end = k + 1
    open_end = all(line.band or _key(line.text) in recurring for line in lines[end:])
    return [" ".join(note.split()) for note in notes], end, open_end


DEFAULT_STEPS: tuple[tuple[str, Step], ...] = (
    ("redline", redline),
    ("strip_change_bars", strip_change_bars),
    ("strip_line_numbers", strip_line_numbers),
    ("strip_bullets", strip_bullets),
    ("misread_figures", misread_figures),
    ("pipe_tables", pipe_tables),
    ("side_by_side_lists", side_by_side_lists),
    ("margin_references", margin_references),
    ("side_headings", side_headings),
    ("split_footnotes", split_footnotes),
    ("drop_rules", drop_rules),
    ("running_headers", running_headers),
    ("dehyphenate", dehyphenate),
)


def clean(pages: list[RawPage], steps: Sequence[tuple[str, Step]] = DEFAULT_STEPS) -> list[RawPage]:
    """Apply the named clean-up steps in order."""
    for _name, step in steps:
        pages = step(pages)
    return pages


# a footnote's mark and its note's number set as superscript characters ("ORDINANCE¹" ... "² Am. Ord. 2005-09"): the
# digits a PDF's text layer gives for a raised small number, so the footnote reading sees one form
SUPERSCRIPT_DIGITS = str.maketrans("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079", "0123456789")


def normalize_text(text: str) -> str:
    """Characters PDF text layers use for line-end hyphens and spacing → plain ones."""
    if "\u00ad" in text:
        text = _SOFT_HYPHEN_INSIDE.sub("", text)
    return (
        text.translate(SUPERSCRIPT_DIGITS).replace("\x02", "-")
        .replace("\ufffe", "-")
        .replace("\u00ad", "-")
        .replace("\u00a0", " ")
        .replace("\ufb01", "fi")
        .replace("\ufb02", "fl")
    )
