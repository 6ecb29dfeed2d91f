"""Scanned pages are OCRed with the real tesseract, page by page; text pages are left alone."""

from __future__ import annotations

import shutil

import pytest

from ordinance_review import ingest
from testsupport import pdfgen

pytestmark = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")

PAGE_ONE = """(1) No person may apply manure to frozen ground within 1,000 feet of a lake.
(2) The operator shall keep a nutrient management plan for every field.
(3) A manure storage facility unused for 24 months shall be closed."""
PAGE_TWO = """(4) Every permit application shall include a site map and a closure plan.
(5) The Department shall decide a complete application within 90 days."""


def _words(doc) -> str:
    return " ".join(" ".join(line.text for line in doc.lines).split())


def test_scanned_document_is_ocred_with_progress_and_positions():
    data = pdfgen.render_scanned(PAGE_ONE + "\f" + PAGE_TWO, header="Town Code\t3-{page}", dpi=200)
    calls = []
    doc = ingest.load(data, "scan.pdf", progress=lambda *args: calls.append(args))
    assert [page.ocr for page in doc.pages] == [True, True]
    assert any("OCR" in warning and "1, 2" in warning for warning in doc.warnings)
    ocr_calls = [c for c in calls if c[0] == "ocr"]
    assert ocr_calls[-1][1:3] == (2, 2) and "OCR page" in ocr_calls[0][3]
    words = _words(doc)
    assert "No person may apply manure to frozen ground within 1,000 feet of a lake." in words
    assert "within 90 days" in words
    assert "Town Code" not in words  # the running header went the way of any other header
    first = doc.lines[0]
    assert first.text.startswith("(1) No person")
    assert 30 < first.x0 < 80 and 40 < first.top < 100 and first.x1 > 300  # PDF points, not pixels


def test_mixed_document_ocrs_only_the_image_page():
    text_pdf = pdfgen.render(PAGE_ONE + "\f" + PAGE_TWO + "\f(6) Fees are set by the Board.")
    mixed = pdfgen.rasterize(text_pdf, pages={2}, dpi=200)
    calls = []
    doc = ingest.load(mixed, "mixed.pdf", progress=lambda *args: calls.append(args))
    assert [page.ocr for page in doc.pages] == [False, True, False]
    assert doc.warnings == ["page 2 had no text layer and was read by OCR; check its wording"]
    assert {c[2] for c in calls if c[0] == "ocr"} == {1}
    words = _words(doc)
    assert "(5) The Department shall decide a complete application within 90 days." in words
    assert words.index("(3) A manure") < words.index("(4) Every permit") < words.index("(6) Fees")


_ITEM_BODY = ("The Town Chair, or any person the Town Board names, may enter and\n"
              "       inspect any premises regulated by this ordinance at reasonable hours, after\n"
              "       notice to the owner or operator, to determine whether it is being complied with,\n"
              "       and may charge the costs of the inspection against the property as provided.\n")
HANGING_ITEMS = "ARTICLE VI.  ADMINISTRATION AND ENFORCEMENT\n\n" + "\n".join(
    f"   {c}.  Caption {c}.  {_ITEM_BODY}" for c in "ABCDEFGHJK")


def test_an_item_letter_hanging_left_of_its_text_is_kept():
    """On a page of items whose letters hang left of their text, tesseract's page layout drops the "B.", "C." ...
    and keeps their periods; the line's left end is read again, so each item keeps its letter (and the outline
    its unit)."""
    data = pdfgen.render_scanned(HANGING_ITEMS, header="Town of Wrenfield", dpi=200)
    doc = ingest.load(data, "hanging.pdf")
    starts = [line.text.split()[0] for line in doc.lines if line.text.strip()]
    assert [w for w in starts if len(w) == 2 and w.endswith(".")] == [f"{c}." for c in "ABCDEFGHJK"], starts
