"""Word drafts (.docx) → raw pages, with automatic numbering written out as Word shows it.

Drafts from county staff number their provisions with Word's list numbering, so "(a)" or
"14.45(3)" is not in the paragraph text at all: it lives in numbering.xml (a level's number
format and `lvlText` pattern such as "(%2)") plus a counter Word keeps per list. Without
rebuilding it the segmenter would see unnumbered paragraphs. Indentation (paragraph or list
level) becomes x0 so nesting by indentation still works; explicit page breaks start new pages.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field

from ordinance_review.config import MAX_PAGES_ENV
from ordinance_review.errors import UnreadableInput
from ordinance_review.ingest.layout import RawPage
from ordinance_review.ingest.limits import PARAGRAPHS_PER_PAGE
from ordinance_review.ingest.reading_order import RawLine

LINE_HEIGHT = 14.0
MARGIN = 72.0
CHAR_WIDTH = 5.5
_TWIPS_PER_POINT = 20.0


def _roman(number: int) -> str:
    values = (
        (1000, "m"),
        (900, "cm"),
        (500, "d"),
        (400, "cd"),
        (100, "c"),
        (90, "xc"),
        (50, "l"),
        (40, "xl"),
        (10, "x"),
        (9, "ix"),
        (5, "v"),
        (4, "iv"),
        (1, "i"),
    )
    out = ""
    for value, letters in values:
        while number >= value:
            out += letters
            number -= value
    return out


def _letters(number: int) -> str:
    # Word's letter numbering repeats the letter after z: a..z, aa..zz, aaa...
    if number < 1:
        return ""
    return chr(ord("a") + (number - 1) % 26) * ((number - 1) // 26 + 1)


def format_number(value: int, fmt: str) -> str:
    """A counter value in one of Word's number formats (w:numFmt)."""
    if fmt == "lowerLetter":
        return _letters(value)
    if fmt == "upperLetter":
        return _letters(value).upper()
    if fmt == "lowerRoman":
        return _roman(value)
    if fmt == "upperRoman":
        return _roman(value).upper()
    if fmt in ("decimalZero",):
        return f"{value:02d}"
    if fmt == "none":
        return ""
    return str(value)


@dataclass
class _Level:
    fmt: str = "decimal"
    text: str = "%1."
    start: int = 1
    indent: float | None = None  # left indent in points
    hanging: float = 0.0


@dataclass
class _Numbering:
    """numbering.xml: levels per numId (through its abstractNum) and running counters."""

    levels: dict[str, dict[int, _Level]] = field(default_factory=dict)
    counters: dict[str, dict[int, int]] = field(default_factory=dict)

    def label(self, num_id: str, ilvl: int) -> tuple[str, _Level | None]:
        levels = self.levels.get(num_id)
        if not levels or ilvl not in levels:
            return "", None
        counters = self.counters.setdefault(num_id, {})
        level = levels[ilvl]
        counters[ilvl] = counters.get(ilvl, level.start - 1) + 1
        for deeper in [k for k in counters if k > ilvl]:
            del counters[deeper]

        def substitute(match: re.Match[str]) -> str:
            k = int(match.group(1)) - 1
            lvl = levels.get(k, _Level())
            value = counters.get(k, lvl.start)
            if lvl.fmt == "bullet":
                return ""
            return format_number(value, lvl.fmt)

        if level.fmt == "bullet":
            return "•", level
        return re.sub(r"%(\d)", substitute, level.text), level


def _qn(tag: str) -> str:
    from docx.oxml.ns import qn

    return qn(tag)


def _read_numbering(document) -> _Numbering:
    numbering = _Numbering()
    try:
        root = document.part.numbering_part.element
    except (KeyError, NotImplementedError, AttributeError):
        return numbering
    val = _qn("w:val")
    abstract: dict[str, dict[int, _Level]] = {}
    for node in root.findall(_qn("w:abstractNum")):
        levels: dict[int, _Level] = {}
        for lvl in node.findall(_qn("w:lvl")):
            level = _Level()
            if (fmt := lvl.find(_qn("w:numFmt"))) is not None:
                level.fmt = fmt.get(val, "decimal")
            if (text := lvl.find(_qn("w:lvlText"))) is not None:
                level.text = text.get(val, "")
            if (start := lvl.find(_qn("w:start"))) is not None:
                level.start = int(start.get(val, "1"))
            ind = lvl.find(f"{_qn('w:pPr')}/{_qn('w:ind')}")
            if ind is not None:
                left = ind.get(_qn("w:left")) or ind.get(_qn("w:start"))
                if left is not None:
                    level.indent = int(left) / _TWIPS_PER_POINT
                if ind.get(_qn("w:hanging")) is not None:
                    level.hanging = int(ind.get(_qn("w:hanging"))) / _TWIPS_PER_POINT
            levels[int(lvl.get(_qn("w:ilvl"), "0"))] = level
        abstract[node.get(_qn("w:abstractNumId"))] = levels
    for num in root.findall(_qn("w:num")):
        ref = num.find(_qn("w:abstractNumId"))
        if ref is None:
            continue
        levels = {k: _Level(**vars(v)) for k, v in abstract.get(ref.get(val), {}).items()}
        for override in num.findall(_qn("w:lvlOverride")):
            start = override.find(_qn("w:startOverride"))
            ilvl = int(override.get(_qn("w:ilvl"), "0"))
            if start is not None and ilvl in levels:
                levels[ilvl].start = int(start.get(val, "1"))
        numbering.levels[num.get(_qn("w:numId"))] = levels
    return numbering


class _StyleChains:
    """Paragraph properties of each style and its base styles, read once per document.

    `paragraph.style` looks the style up in styles.xml on every call; on 50,000 paragraphs that
    was most of 77 s (issue 20). This map answers the same question with one dict look-up.
    """

    def __init__(self, document) -> None:
        self.chains: dict[str | None, list] = {}
        try:
            styles = document.styles.element
        except (KeyError, NotImplementedError, AttributeError):
            styles = None
        by_id: dict[str, object] = {}
        default = None
        if styles is not None:
            for style in styles.findall(_qn("w:style")):
                if style.get(_qn("w:type")) not in (None, "paragraph"):
                    continue
                by_id[style.get(_qn("w:styleId"))] = style
                if style.get(_qn("w:default")) in ("1", "true"):
                    default = style.get(_qn("w:styleId"))
        self.by_id, self.default = by_id, default

    def chain(self, style_id: str | None) -> list:
        style_id = style_id or self.default
        if style_id in self.chains:
            return self.chains[style_id]
        chain, seen, current = [], set(), style_id
        while current and current not in seen and current in self.by_id:
            seen.add(current)
            element = self.by_id[current]
            chain.append(element.find(_qn("w:pPr")))
            based = element.find(_qn("w:basedOn"))
            current = based.get(_qn("w:val")) if based is not None else None
        self.chains[style_id] = chain
        return chain


def _num_pr(paragraph, styles: _StyleChains) -> tuple[str, int] | None:
    """(numId, ilvl) from the paragraph, else from its style chain."""
    val = _qn("w:val")
    ppr = paragraph._p.pPr
    style_id = None
    if ppr is not None and (pstyle := ppr.find(_qn("w:pStyle"))) is not None:
        style_id = pstyle.get(val)
    candidates = [ppr, *styles.chain(style_id)]
    for ppr in candidates:
        if ppr is None:
            continue
        num_pr = ppr.find(_qn("w:numPr"))
        if num_pr is None:
            continue
        num_id = num_pr.find(_qn("w:numId"))
        ilvl = num_pr.find(_qn("w:ilvl"))
        if num_id is None:
            continue
        if num_id.get(val) == "0":
            return None  # numbering explicitly removed
        return num_id.get(val), int(ilvl.get(val, "0")) if ilvl is not None else 0
    return None


def _breaks(paragraph) -> tuple[bool, bool]:
    """(page break before the text, page break after the text) of a paragraph."""
    ppr = paragraph._p.pPr
    before = ppr is not None and ppr.find(_qn("w:pageBreakBefore")) is not None
    after = False
    seen_text = False
    for node in paragraph._p.iter():
        if node.tag == _qn("w:t") and (node.text or "").strip():
            seen_text = True
        elif node.tag == _qn("w:br") and node.get(_qn("w:type")) == "page":
            if seen_text:
                after = True
            else:
                before = True
    return before, after


def _points(length) -> float | None:
    return None if length is None else length.pt


def _body_paragraphs(document):
    """Paragraphs in body order, including those inside table cells."""
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    for child in document.element.body.iterchildren():
        if child.tag == _qn("w:p"):
            yield Paragraph(child, document)
        elif child.tag == _qn("w:tbl"):
            seen = set()  # a merged cell appears once per grid column it spans
            for row in Table(child, document).rows:
                for cell in row.cells:
                    if cell._tc in seen:
                        continue
                    seen.add(cell._tc)
                    yield from cell.paragraphs


def _paragraph_limit(filename: str, count: int, limit: int) -> UnreadableInput:
    return UnreadableInput(
        f"{filename} has {count:,} paragraphs, more than the limit of {limit:,} "
        f"({PARAGRAPHS_PER_PAGE} per page of the page limit); upload only the ordinance's own text, "
        f"or raise the page limit with the {MAX_PAGES_ENV} setting"
    )


def _count_paragraphs(data: bytes) -> int:
    """Paragraph tags in word/document.xml, counted on the raw XML before any parsing."""
    import zipfile

    with zipfile.ZipFile(io.BytesIO(data)) as archive, archive.open("word/document.xml") as xml:
        count, tail = 0, b""
        while chunk := xml.read(1 << 20):
            block = tail + chunk
            count += block.count(b"<w:p>") + block.count(b"<w:p ") + block.count(b"<w:p/>")
            tail = block[-5:]
        return count


def docx_pages(data: bytes, filename: str, *, max_paragraphs: int | None = None) -> list[RawPage]:
    """Raw pages of a .docx file.

    The archive's declared sizes are checked before anything is inflated (`limits`), and the
    paragraph count before the XML is parsed (and again after, whatever the tag prefix).
    """
    import docx

    from ordinance_review.ingest.limits import check_docx_archive

    check_docx_archive(data, filename)
    if max_paragraphs is not None:
        try:
            count = _count_paragraphs(data)
        except KeyError:
            count = 0
        if count > max_paragraphs:
            raise _paragraph_limit(filename, count, max_paragraphs)
    try:
        document = docx.Document(io.BytesIO(data))
    except Exception as error:  # python-docx raises several types for broken packages
        raise UnreadableInput(
            f"{filename} is a damaged Word file that cannot be read ({type(error).__name__}); "
            "save it again as .docx or as PDF"
        ) from None
    if max_paragraphs is not None:
        count = sum(1 for _ in document.element.body.iter(_qn("w:p")))
        if count > max_paragraphs:
            raise _paragraph_limit(filename, count, max_paragraphs)
    styles = _StyleChains(document)
    section = document.sections[0] if document.sections else None
    width = _points(section.page_width) if section is not None else None
    height = _points(section.page_height) if section is not None else None
    width, height = width or 612.0, height or 792.0
    numbering = _read_numbering(document)
    pages = [RawPage(number=1, width=width, height=height, geometric=False)]
    y = MARGIN

    def new_page() -> None:
        nonlocal y
        if pages[-1].lines:
            pages.append(RawPage(number=len(pages) + 1, width=width, height=height, geometric=False))
            y = MARGIN

    for paragraph in _body_paragraphs(document):
        before, after = _breaks(paragraph)
        if before:
            new_page()
        text = paragraph.text.replace("\t", " ")
        label, level = "", None
        num = _num_pr(paragraph, styles)
        if num is not None and text.strip():
            label, level = numbering.label(*num)
        fmt = paragraph.paragraph_format
        left = _points(fmt.left_indent)
        if left is None and level is not None and level.indent is not None:
            left = level.indent - level.hanging
        first = _points(fmt.first_line_indent) or 0.0
        x0 = MARGIN + max(0.0, (left or 0.0) + first)
        for k, chunk in enumerate(text.split("\n")):
            content = " ".join(chunk.split())
            if k == 0 and label:
                content = f"{label} {content}".strip()
            if not content:
                y += LINE_HEIGHT / 2
                continue
            pages[-1].lines.append(
                RawLine(
                    text=content,
                    x0=x0,
                    top=y,
                    x1=x0 + len(content) * CHAR_WIDTH,
                    bottom=y + LINE_HEIGHT * 0.8,
                )
            )
            y += LINE_HEIGHT
        if after:
            new_page()
    for page in pages:
        if page.lines:
            page.height = max(page.height, page.lines[-1].bottom + MARGIN)
    return pages
