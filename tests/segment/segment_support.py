"""Text → `IngestedDocument` for the segmentation tests, without the ingestion stage.

Positions are synthetic but shaped like a PDF's: x0 from the indentation (6 pt a character),
x1 from the length, 12 pt per line with an extra gap for a blank line, a new page at a form feed
or every `page_lines` lines. Running headers are left in on purpose: the segmenter must survive
the ones ingestion misses.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import yaml

from ordinance_review import ingest
from ordinance_review.models import DocumentInfo, IngestedDocument, Line, Page, Provision
from ordinance_review.segment import segment

DEVSET = Path(__file__).resolve().parents[3] / "shared" / "devset"
CHAR = 6.0
LEFT = 48.0


def text_document(text: str, filename: str = "test.txt", page_lines: int = 60) -> IngestedDocument:
    pages: list[Page] = []
    lines: list[Line] = []
    top = 60.0
    count = 0

    def flush() -> None:
        nonlocal lines, top, count
        pages.append(Page(number=len(pages) + 1, lines=lines))
        lines, top, count = [], 60.0, 0

    for raw in text.replace("\t", "    ").split("\n"):
        if raw.startswith("\f"):
            flush()
            raw = raw[1:]
        if not raw.strip():
            top += 12.0
            continue
        if count >= page_lines:
            flush()
        indent = len(raw) - len(raw.lstrip(" "))
        stripped = raw.strip()
        x0 = LEFT + indent * CHAR
        lines.append(
            Line(
                text=stripped,
                page=len(pages) + 1,
                x0=x0,
                top=top,
                x1=x0 + len(stripped) * CHAR,
                bottom=top + 10,
            )
        )
        top += 12.0
        count += 1
    flush()
    return IngestedDocument(
        filename=filename, sha256=hashlib.sha256(text.encode()).hexdigest(), kind="text", pages=pages
    )


def norm_label(label: str) -> str:
    """The devset scoring normalization: no `§`/`Sec.`/`Section`/leading `Article N,`, spaces, dots."""
    label = re.sub(r"^\s*Article\s+[\w.]+\s*,\s*", "", label)
    label = re.sub(r"§|\bSec\.|\bSection\b", "", label)
    return re.sub(r"[\s.]", "", label)


def devset_cases() -> list[Path]:
    return sorted(p for p in DEVSET.iterdir() if (p / "gold.yaml").exists()) if DEVSET.exists() else []


def load_case(case: Path) -> tuple[str, dict]:
    text = (case / "ordinance.txt").read_text(encoding="utf-8")
    gold = yaml.safe_load((case / "gold.yaml").read_text(encoding="utf-8"))
    return text, gold


def read_layout(text: str, layout: str) -> tuple[DocumentInfo, list[Provision]]:
    """Segment `text` read as plain text ("text") or as a real PDF rendered in `layout` ("single", "two_column")."""
    from testsupport import pdfgen  # (the renderer only when a PDF is asked for)

    doc = ingest.load_text(text, "t.txt") if layout == "text" else ingest.load(pdfgen.render(text, layout=layout), "t.pdf")
    return segment(doc)
