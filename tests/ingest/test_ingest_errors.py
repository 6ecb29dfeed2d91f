"""Every kind of bad input gets its own error with a one-line message saying what to do."""

from __future__ import annotations

import io

import pytest
from fpdf import FPDF
from PIL import Image

from ordinance_review import ingest
from ordinance_review.errors import OcrUnavailable, PasswordRequired, UnreadableInput
from ordinance_review.ingest import ocr
from testsupport import pdfgen

TEXT = "(1) The operator shall keep records of manure applications.\n(2) Fees are set by the Board.\n"


def _one_line(error: Exception) -> str:
    message = str(error)
    assert "\n" not in message and len(message) < 300
    return message


def _encrypted(user_password: str = "s3cret") -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.text(20, 30, "(1) The operator shall keep records.")
    pdf.set_encryption(owner_password="owner-pw", user_password=user_password)
    return bytes(pdf.output())


def test_empty_file():
    with pytest.raises(UnreadableInput) as info:
        ingest.load(b"", "ordinance.pdf")
    assert "empty" in _one_line(info.value)


@pytest.mark.parametrize(
    "data, name",
    [
        (None, "scan.png"),
        (b"<!DOCTYPE html><html><body>Ordinance</body></html>", "ordinance.pdf"),
        (b"just some bytes", "ordinance.pdf"),
    ],
)
def test_not_a_pdf(data, name):
    if data is None:
        buffer = io.BytesIO()
        Image.new("RGB", (20, 20), "white").save(buffer, format="PNG")
        data = buffer.getvalue()
    with pytest.raises(UnreadableInput) as info:
        ingest.load(data, name)
    message = _one_line(info.value)
    assert "not a PDF" in message and name in message


def test_truncated_pdf():
    data = pdfgen.render(TEXT * 40)
    with pytest.raises(UnreadableInput) as info:
        ingest.load(data[: len(data) // 2], "cut.pdf")
    assert "truncated" in _one_line(info.value)


def test_encrypted_without_password_asks_for_it():
    with pytest.raises(PasswordRequired) as info:
        ingest.load(_encrypted(), "locked.pdf")
    assert "password" in _one_line(info.value)


def test_encrypted_with_wrong_password():
    with pytest.raises(PasswordRequired) as info:
        ingest.load(_encrypted(), "locked.pdf", password="guess")
    assert "wrong" in _one_line(info.value)


def test_encrypted_with_correct_password_reads():
    doc = ingest.load(_encrypted(), "locked.pdf", password="s3cret")
    assert [line.text for line in doc.lines] == ["(1) The operator shall keep records."]


def test_image_only_without_tesseract(monkeypatch):
    monkeypatch.setattr(ocr.shutil, "which", lambda name: None)
    data = pdfgen.render_scanned(TEXT, dpi=100)
    with pytest.raises(OcrUnavailable) as info:
        ingest.load(data, "scan.pdf")
    message = _one_line(info.value)
    assert "no text layer" in message and "tesseract" in message


def test_over_page_limit():
    data = pdfgen.render("\f".join(f"({k}) Page {k}." for k in range(1, 8)))
    with pytest.raises(UnreadableInput) as info:
        ingest.load(data, "long.pdf", max_pages=5)
    assert "7 pages" in _one_line(info.value)
    assert len(ingest.load(data, "long.pdf", max_pages=7).pages) == 7


def test_old_word_doc_and_plain_zip():
    with pytest.raises(UnreadableInput, match=r"\.docx"):
        ingest.load(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 100, "draft.doc")
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("readme.txt", "hello")
    with pytest.raises(UnreadableInput, match="zip"):
        ingest.load(buffer.getvalue(), "ordinance.zip")


def test_text_file_must_be_utf8():
    with pytest.raises(UnreadableInput, match="UTF-8"):
        ingest.load("§ 12-4 Fees".encode("utf-16"), "ordinance.txt")
    doc = ingest.load(TEXT.encode(), "ordinance.txt")
    assert doc.kind == "text" and len(doc.lines) == 2
