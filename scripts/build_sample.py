"""Build the bundled sample PDF from its text: `python scripts/build_sample.py` (or `make sample`).

The sample ordinance (fictional: the Town of Wren Hollow, Ashby County) is kept as text in
`reference/samples/wren_hollow_livestock.txt`, so it can be read and diffed; the checked-in PDF
is rebuilt from it with the same generator the tests use. `--check` exits 1 when the text of the
checked-in PDF differs, page by page, from a fresh build (text, not bytes: the PDF's creation
timestamp is not part of what the sample says).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

import pdfplumber

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # testsupport/ (the test PDF maker)

from testsupport import pdfgen  # noqa: E402

SAMPLES = Path(__file__).resolve().parent.parent / "reference" / "samples"
SOURCE = SAMPLES / "wren_hollow_livestock.txt"
TARGET = SAMPLES / "wren_hollow_livestock.pdf"
HEADER = "Town of Wren Hollow Code\tChapter 9: Livestock Facilities and Manure Management"
FOOTER = "Page {page} of {pages}"
TITLE = "Town of Wren Hollow, Chapter 9, Livestock Facilities and Manure Management (fictional sample)"


def build(source: Path = SOURCE) -> bytes:
    """The sample PDF's bytes (deterministic: the same text gives the same bytes)."""
    text = source.read_text(encoding="utf-8")
    return pdfgen.render(text, layout="single", header=HEADER, footer=FOOTER, title=TITLE)


def page_texts(data: bytes) -> list[str]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [page.extract_text() or "" for page in pdf.pages]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the checked-in PDF")
    parser.add_argument("-o", "--output", type=Path, default=TARGET)
    args = parser.parse_args(argv)
    data = build()
    if args.check:
        same = args.output.exists() and page_texts(args.output.read_bytes()) == page_texts(data)
        print(
            f"{args.output}: {'up to date' if same else 'differs from its text; run scripts/build_sample.py'}"
        )
        return 0 if same else 1
    args.output.write_bytes(data)
    print(f"wrote {args.output} ({len(data):,} bytes)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
