"""Every devset ordinance rendered in both layouts: every gold snippet survives ingestion.

A snippet (the first words of a provision) can only be found in the ingested text when running
headers are gone, columns are read in order and hyphenated words are rejoined, so this checks the
whole clean-up on realistic text. Whitespace is normalised; nothing devset-specific is in the code.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from ordinance_review import ingest
from testsupport import pdfgen
from testsupport.pdfgen import _font_path, _paragraphs

DEVSET = Path(__file__).resolve().parents[2] / "../shared/devset"
CASES = sorted(p for p in DEVSET.glob("*/ordinance.txt")) if DEVSET.is_dir() else []
pytestmark = pytest.mark.skipif(not CASES, reason="../shared/devset is not present")


def _reportlab_two_column(text: str, title: str) -> bytes:
    """Another producer's two-column layout: reportlab frames, justified text, header and footer.

    Reportlab draws differently from fpdf2 (justified word spacing, its own text objects), so
    passing here shows the reading order does not depend on pdfgen's way of writing PDFs.
    """
    import html
    import io

    from reportlab.lib.enums import TA_JUSTIFY
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer

    pdfmetrics.registerFont(TTFont("DejaVu", _font_path("DejaVuSans.ttf")))
    buffer = io.BytesIO()
    doc = BaseDocTemplate(
        buffer, pagesize=letter, leftMargin=54, rightMargin=54, topMargin=60, bottomMargin=60
    )
    width = (letter[0] - 108 - 18) / 2
    frames = [Frame(54, 60, width, letter[1] - 120), Frame(54 + width + 18, 60, width, letter[1] - 120)]

    def furniture(canvas, document) -> None:
        canvas.setFont("DejaVu", 8)
        canvas.drawString(54, letter[1] - 36, title)
        canvas.drawRightString(letter[0] - 54, letter[1] - 36, str(document.page))
        canvas.drawCentredString(letter[0] / 2, 30, f"Page {document.page}")

    doc.addPageTemplates([PageTemplate(frames=frames, onPage=furniture)])
    body = ParagraphStyle("body", fontName="DejaVu", fontSize=9, leading=11, alignment=TA_JUSTIFY)
    story = []
    for paragraph in _paragraphs(text):
        style = ParagraphStyle("p", parent=body, leftIndent=min(paragraph.indent * 3, 60))
        story += [Paragraph(html.escape(paragraph.text), style), Spacer(1, 3)]
    doc.build(story)
    return buffer.getvalue()


def _norm(text: str) -> str:
    return " ".join(text.split())


def _found(doc, snippets: list[str]) -> list[str]:
    joined = _norm(" ".join(line.text for line in doc.lines))
    return [s for s in snippets if _norm(s) in joined]


@pytest.mark.parametrize("layout", ["text", "single", "two_column", "reportlab_two_column"])
def test_gold_snippets_found_after_ingestion(layout):
    total = found = 0
    missing: list[str] = []
    for path in CASES:
        text = path.read_text(encoding="utf-8")
        snippets = [
            p["text_snippet"] for p in yaml.safe_load((path.parent / "gold.yaml").read_text())["provisions"]
        ]
        if layout == "text":
            doc = ingest.load_text(text, path.parent.name)
        else:
            title = path.parent.name.split("_", 1)[1].replace("_", " ").title()
            if layout == "reportlab_two_column":
                data = _reportlab_two_column(text, f"{title} Code")
            else:
                data = pdfgen.render(text, layout=layout, header=f"{title} Code\t{len(title)}-{{page}}")
            doc = ingest.load(data, f"{path.parent.name}.pdf")
            assert len(doc.pages) >= 2
            assert not [line.text for line in doc.lines if f"{title} Code" in line.text], (
                "running header left in"
            )
        assert not [line.text for line in doc.lines if re.search(r"\bPage \d+( of \d+)?$", line.text)]
        hits = _found(doc, snippets)
        total += len(snippets)
        found += len(hits)
        missing += [f"{path.parent.name}: {s}" for s in snippets if s not in hits]
    share = found / total
    print(f"{layout}: {found}/{total} gold snippets found ({share:.1%})")
    assert share >= 0.99, missing
