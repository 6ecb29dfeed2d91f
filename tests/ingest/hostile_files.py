"""Generators of the hostile files of issue 20: each is built here from its description, no blobs.

Every generator returns the file's bytes and is cheap (well under a second) so the tests that
feed them to the reader stay fast. `HOSTILE` lists them with the file name each is uploaded as.
"""

from __future__ import annotations

import io
import zipfile
import zlib
from collections.abc import Callable


def pdf(objects: list[bytes]) -> bytes:
    """A PDF of `objects` (object 1 is the catalog) with a correct cross-reference table."""
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))
    return out.getvalue()


def _stream(dictionary: bytes, data: bytes) -> bytes:
    return b"<< " + dictionary + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def _deflate_repeated(chunk: bytes, total: int) -> bytes:
    """zlib data of `chunk` repeated to about `total` bytes, built without deflating them all.

    After a full flush deflate forgets its history, so every further copy of the same block
    deflates to the same bytes: the stream is one block's deflate repeated, plus the Adler-32
    of the whole (cheap to compute), which keeps a 1 GiB bomb's generation well under a second.
    """
    block = chunk * max(1, (1 << 20) // len(chunk))
    count = max(1, total // len(block))
    deflater = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated = deflater.compress(block) + deflater.flush(zlib.Z_FULL_FLUSH)
    end = deflater.flush(zlib.Z_FINISH)
    checksum = 1
    for _ in range(count):
        checksum = zlib.adler32(block, checksum)
    return b"\x78\xda" + deflated * count + end + checksum.to_bytes(4, "big")


def image_page(
    side: float = 7200.0, *, user_unit: float | None = None, pixels: tuple[int, int] = (8, 8)
) -> bytes:
    """One image-only page `side` points square (with /UserUnit when given): a scan to OCR."""
    width, height = pixels
    image = zlib.compress(b"\xff" * min(width * height, 64))  # the data may be short: never decoded
    unit = b" /UserUnit %g" % user_unit if user_unit else b""
    content = b"q %g 0 0 %g 0 0 cm /Im0 Do Q" % (side, side)
    return pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %g %g]%s /Resources << /XObject << /Im0 5 0 R >> >>"
            b" /Contents 4 0 R >>" % (side, side, unit),
            _stream(b"", content),
            _stream(
                b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray"
                b" /BitsPerComponent 8 /Filter /FlateDecode" % (width, height),
                image,
            ),
        ]
    )


def flate_bomb(inflated: int = 1 << 30) -> bytes:
    """A page whose content stream is ~1 MB of Flate that inflates to `inflated` bytes of zeros."""
    return _content_page(_deflate_repeated(b"\0", inflated))


def operator_bomb(inflated: int = 256 << 20) -> bytes:
    """A page whose content stream inflates to `inflated` bytes of drawing operators."""
    return _content_page(_deflate_repeated(b"0 0 m 1 1 l S\n", inflated))


def _content_page(deflated: bytes) -> bytes:
    return pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
            _stream(b"/Filter /FlateDecode", deflated),
        ]
    )


def million_pages() -> bytes:
    """A page tree that declares a million pages."""
    return pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1000000 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
        ]
    )


_CONTENT_TYPES = (
    b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    b'<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    b'<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    b'<Default Extension="xml" ContentType="application/xml"/>'
    b'<Override PartName="/word/document.xml" '
    b'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    b"</Types>"
)
_RELS = (
    b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    b'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    b'<Relationship Id="rId1" '
    b'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    b'Target="word/document.xml"/></Relationships>'
)
_HEAD = (
    b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    b'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
)
_TAIL = b"</w:body></w:document>"


def docx(body_parts: list[bytes] | bytes, extra: dict[str, bytes] | None = None) -> bytes:
    """A minimal .docx whose body is `body_parts` (joined while deflating, never held inflated)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr("[Content_Types].xml", _CONTENT_TYPES)
        archive.writestr("_rels/.rels", _RELS)
        with archive.open("word/document.xml", "w", force_zip64=True) as xml:
            xml.write(_HEAD)
            for part in [body_parts] if isinstance(body_parts, bytes) else body_parts:
                xml.write(part)
            xml.write(_TAIL)
        for name, data in (extra or {}).items():
            archive.writestr(name, data)
    return out.getvalue()


def _paragraphs(count: int, paragraph: bytes) -> list[bytes]:
    block = paragraph * 10_000
    full, rest = divmod(count, 10_000)
    return [block] * full + [paragraph * rest]


def docx_paragraphs(count: int = 50_000) -> bytes:
    """A Word file of `count` numbered paragraphs, each different (compressing like a real draft)."""
    return docx(
        [
            b"<w:p><w:r><w:t>(%d) The operator of field %x shall keep records for %d years.</w:t></w:r></w:p>"
            % (k, k * 7919, k % 97)
            for k in range(1, count + 1)
        ]
    )


def docx_many_runs(count: int = 19_000, runs: int = 10) -> bytes:
    """A Word file under the paragraph limit whose every paragraph has `runs` runs: a few seconds of
    CPU to read (the worker's CPU-limit path, tests/ingest/test_ingest_worker.py)."""
    return docx(
        [
            b"<w:p>" + b"".join(b"<w:r><w:t>(%d) field %x run %d </w:t></w:r>" % (k, k * 7919, r) for r in range(runs))
            + b"</w:p>"
            for k in range(1, count + 1)
        ]
    )


def docx_paragraph_bomb(count: int = 2_000_000) -> bytes:
    """A ~100 KB Word file with `count` paragraphs (document.xml inflates to ~74 MB)."""
    return docx(_paragraphs(count, b"<w:p><w:r><w:t>x</w:t></w:r></w:p>"))


def docx_empty_paragraph_bomb(count: int = 2_000_000) -> bytes:
    """`count` empty paragraphs: under the size limit, over the paragraph limit."""
    return docx(_paragraphs(count, b"<w:p/>"))


def docx_zip_bomb(inflated: int = 256 << 20) -> bytes:
    """A Word file with an extra part of ~1 MB that inflates to `inflated` bytes."""
    out = io.BytesIO()
    base = docx(b"<w:p><w:r><w:t>(1) Text.</w:t></w:r></w:p>")
    with (
        zipfile.ZipFile(io.BytesIO(base)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive,
    ):
        for item in source.infolist():
            archive.writestr(item, source.read(item))
        with archive.open("customXml/item1.xml", "w", force_zip64=True) as part:
            zero = b"\0" * (1 << 20)
            for _ in range(inflated >> 20):
                part.write(zero)
    return out.getvalue()


HOSTILE: dict[str, tuple[str, Callable[[], bytes]]] = {
    # name: (uploaded as, generator)
    "page 7,200 pt square": ("huge-page.pdf", lambda: image_page(7200)),
    "page 14,400 pt square": ("huger-page.pdf", lambda: image_page(14400)),
    "page with /UserUnit 20": ("user-unit.pdf", lambda: image_page(1000, user_unit=20)),
    "image 100,000 px square": ("huge-image.pdf", lambda: image_page(612, pixels=(100_000, 100_000))),
    "Flate bomb 1 GiB": ("flate-bomb.pdf", flate_bomb),
    "content operators 256 MiB": ("operators.pdf", operator_bomb),
    "a million pages": ("million.pdf", million_pages),
    "Word, 50,000 paragraphs": ("paragraphs.docx", docx_paragraphs),
    "Word, 2 M paragraphs": ("paragraph-bomb.docx", docx_paragraph_bomb),
    "Word, 2 M empty paragraphs": ("empty-paragraphs.docx", docx_empty_paragraph_bomb),
    "Word zip bomb 256 MiB": ("zip-bomb.docx", docx_zip_bomb),
}
