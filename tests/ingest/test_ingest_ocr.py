"""Scanned pages are OCRed with the real tesseract, page by page; text pages are left alone."""

from __future__ import annotations

import shutil

import pytest

from ordinance_review import ingest, segment
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


def test_print_left_unread_beside_a_line_s_words_is_read_again():
    """Tesseract's page layout can begin a block right of a line's first figures ("8-3-7 added ..." read as "3-7
    added ..."): the print that runs on, a word space from the words read, is the line's, so the line is read again
    whole; dot leaders beside a line (read as "eee") are never taken for it."""
    import pypdfium2
    import pytesseract

    from ordinance_review.ingest import ocr

    data = pdfgen.render_scanned("   8-3-7 added 2/2/2004, Ord. 04-1\n\n   Definitions ........................ 4", dpi=200)
    image = pypdfium2.PdfDocument(data)[0].render(scale=300 / 72, grayscale=True).to_pil()
    words = pytesseract.image_to_data(image, output_type=pytesseract.Output.DICT, config="--psm 3")
    first = next(i for i, w in enumerate(words["text"]) if w.strip().startswith("8-3-7"))
    run = [i for i, w in enumerate(words["text"]) if w.strip() and words["line_num"][i] == words["line_num"][first]
           and words["block_num"][i] == words["block_num"][first]]
    cut = words["width"][first] * 2 // 5  # "8-" of "8-3-7"
    words["left"][first] += cut
    words["width"][first] -= cut
    words["text"][first] = "3-7"
    import numpy as np

    ink = np.asarray(image) < 128
    box = (min(words["left"][i] for i in run), min(words["top"][i] for i in run),
           max(words["left"][i] + words["width"][i] for i in run), max(words["top"][i] + words["height"][i] for i in run))
    got = ocr._reread_unread_ink(image, ink, words, run, box, [words["text"][i] for i in run], 30)
    assert got is not None and got[0][0] == "8-3-7" and got[1] < box[0]
    # (the cut-off "8-" read apart, in another block, as one letter over and over, "NN", is still print left unread;
    # a word read there is the other word's)
    for text, reread in (("NN", True), ("Sec.", False)):
        extra = {k: [*v, v[first]] for k, v in words.items()}
        extra["text"][-1], extra["left"][-1], extra["width"][-1] = text, words["left"][first] - cut, cut
        extra["block_num"][-1] = words["block_num"][first] + 1
        got = ocr._reread_unread_ink(image, ink, extra, run, box, [words["text"][i] for i in run], 30)
        assert (got is not None) is reread
    # the same line read whole is left as it is
    words["left"][first] -= cut
    words["width"][first] += cut
    words["text"][first] = "8-3-7"
    box = (box[0] - cut, *box[1:])
    assert ocr._reread_unread_ink(image, ink, words, run, box, [words["text"][i] for i in run], 30) is None
    # (dot leaders read as "eee" are print too, but never words to read again)
    assert ocr._reread_unread_ink(image, ink, words, run, (box[0] + cut, *box[1:]), ["eee"], 30) is None


MARKS_ON_THEIR_OWN_LINES = """SECTION VII.   EXISTING FACILITIES
____________________________________

     A.
         Storage facilities in existence on the effective date of
         this Ordinance which are a hazard to the groundwater of the
         County shall be repaired, upgraded or closed by the owner.

     B.  No owner of a livestock operation that existed on October
         14, 1997, shall be required to modify or close it unless
         cost sharing is offered to the owner.

     C.
         Any person aggrieved by a decision of the Department may
         appeal to the Board of Adjustment within thirty (30) days.
"""


def test_a_mark_typed_on_a_line_of_its_own_is_kept():
    """A typist sets an item's letter on a line of its own ("A." ⏎ "Storage facilities ..."); tesseract's page layout
    reads no word there, and without the mark the item runs on under the one before. The row of print is read
    again, and kept as the item's mark; the underscores under the heading are no mark."""
    data = pdfgen.render_scanned(MARKS_ON_THEIR_OWN_LINES, dpi=200)
    doc = ingest.load(data, "typed.pdf")
    texts = [line.text for line in doc.lines]
    assert [t for t in texts if t in ("A.", "B.", "C.") or t[:3] in ("A. ", "B. ", "C. ")][:3] == [
        "A.", next(t for t in texts if t.startswith("B. No owner")), "C."], texts
    info, provisions = segment.segment(doc)
    assert any(p.text.startswith("Storage facilities in existence") for p in provisions), [p.label for p in provisions]
