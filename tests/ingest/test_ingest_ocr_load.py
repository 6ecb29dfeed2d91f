"""Scans on a busy machine (issue 20): budgets in CPU time, pages in parallel, a failed page is a warning.

Five 4-page scans read at once on this machine's cores must all complete (the old wall-clock
budget refused all five); a page that spends its CPU budget is left out with a warning while
the other pages are reviewed.
"""

from __future__ import annotations

import io
import shutil
from concurrent.futures import ThreadPoolExecutor

import pytest

from ordinance_review import ingest
from ordinance_review.ingest.worker import OCR_PAGE_SECONDS_ENV
from testsupport import pdfgen

pytestmark = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")

PAGES = [
    "(1) No person may apply manure to frozen ground within 1,000 feet of a lake.",
    "(2) The operator shall keep a nutrient management plan for every field.",
    "(3) A manure storage facility unused for 24 months shall be closed.",
    "(4) Every permit application shall include a site map and a closure plan.",
]


def _words(document) -> str:
    return " ".join(" ".join(line.text for line in document.lines).split())


def test_five_scans_at_once_all_complete() -> None:
    scans = [pdfgen.render_scanned("\f".join(f"{p} Copy {k}." for p in PAGES), dpi=150) for k in range(5)]
    with ThreadPoolExecutor(max_workers=5) as pool:
        documents = list(pool.map(lambda k: ingest.load(scans[k], f"scan-{k}.pdf"), range(5)))
    for k, document in enumerate(documents):
        assert [page.ocr for page in document.pages] == [True] * 4
        assert "within 1,000 feet of a lake" in _words(document) and f"Copy {k}" in _words(document)


def _dense_page_between_text_pages() -> bytes:
    """Page 2 is a scan packed with tiny type: tesseract needs tens of seconds of CPU for it.

    Dense glyphs, not random noise: noise took 2-3 s, too close to the smallest budget (the CPU
    limit is whole seconds), so the test passed or failed with the random draw.
    """
    import pypdfium2 as pdfium
    from PIL import Image, ImageDraw, ImageFont

    text = pdfgen.render("\f".join(PAGES[:2]))
    document = pdfium.PdfDocument(text)
    images = [document[i].render(scale=150 / 72, grayscale=True).to_pil() for i in range(2)]
    dense = Image.new("L", images[0].size, 255)
    draw, font = ImageDraw.Draw(dense), ImageFont.load_default()
    words = "manure storage lagoon setback frozen ground nutrient plan permit county".split()
    for row, y in enumerate(range(10, dense.height - 10, 12)):
        draw.text((10, y), " ".join(words[(row + k) % len(words)] for k in range(40)), fill=0, font=font)
    out = io.BytesIO()
    images[0].save(out, "PDF", resolution=150, save_all=True, append_images=[dense, images[1]])
    return out.getvalue()


def test_a_page_over_its_cpu_budget_is_a_warning_and_the_rest_is_read(monkeypatch) -> None:
    monkeypatch.setenv(OCR_PAGE_SECONDS_ENV, "1")
    data = _dense_page_between_text_pages()
    calls: list[tuple] = []
    document = ingest.load(data, "dense.pdf", progress=lambda *args: calls.append(args))
    words = _words(document)
    assert "within 1,000 feet of a lake" in words and "nutrient management plan" in words
    failed = [w for w in document.warnings if w.startswith("page 2 could not be read by OCR")]
    assert failed and "s of CPU" in failed[0], document.warnings
    assert [c[1] for c in calls if c[0] == "ocr"][-1] == 3  # progress per page, to the last


@pytest.mark.parametrize(("first", "retried"), [("TesseractError", True), ("took more than 60 s of CPU", False)])
def test_a_page_that_failed_with_an_error_is_read_once_more(monkeypatch: pytest.MonkeyPatch, first: str,
                                                             retried: bool) -> None:
    """Tesseract stopping with an error on a busy machine is read again before the page is left out; a page that spent
    its CPU budget is not (it would spend it again)."""
    from ordinance_review.ingest import worker

    calls: list[int] = []
    real = worker._ocr_one

    def failing_once(context, path, password, index, dpi):  # noqa: ANN001, ANN202
        calls.append(index)
        return (None, first) if len(calls) == 1 else real(context, path, password, index, dpi)

    monkeypatch.setattr(worker, "_ocr_one", failing_once)
    pages: list = []
    worker.ocr_pages(pdfgen.render_scanned(PAGES[0], dpi=150), None, [0], 150,
                     lambda index, pieces, reason, done: pages.append((pieces, reason)))
    assert (len(calls) == 2) is retried
    pieces, reason = pages[0]
    assert (pieces is not None and any("frozen" in piece.text for piece in pieces)) is retried
    assert (reason == first) is not retried
