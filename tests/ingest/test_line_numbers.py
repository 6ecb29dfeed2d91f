"""Line numbers in a left gutter (pleading paper) are no text: stripped, in text files and real PDFs."""

from __future__ import annotations

import pytest

from ordinance_review import ingest, segment
from testsupport import pdfgen

BODY = [
    "Section 1. Section 17.05 of the County Code is amended to read:",
    "",
    "    17.05 STORAGE STANDARDS.",
    "    (1) DESIGN. A new manure storage facility shall be designed and",
    "    built according to NRCS Conservation Practice Standard 313.",
    "    (2) MARGIN. The level of manure in a facility shall be kept at least",
    "    2 feet below the top of the embankment at all times.",
    "    (3) CLOSURE. A facility not used for 24 months shall be closed",
    "    according to NRCS Conservation Practice Standard 360.",
    "",
    "Section 2. This ordinance takes effect the day after publication.",
]


def _numbered(lines: list[str], start: int = 1) -> str:
    return "\n".join(f"{k:2d}  {line}".rstrip() for k, line in enumerate(lines, start=start))


def test_a_numbered_gutter_is_stripped_and_number_only_lines_go() -> None:
    doc = ingest.load_text(_numbered(BODY) + "\n", "amend.txt")
    texts = [line.text for line in doc.lines]
    assert texts == [" ".join(line.split()) for line in BODY if line]
    info, provisions = segment.segment(doc)
    assert [p.label for p in provisions][:3] == ["17.05(1)", "17.05(2)", "17.05(3)"]


def test_a_short_numbered_list_without_periods_keeps_its_numbers() -> None:
    """Too few lines, or numbers that do not count line by line, are the text's own."""
    text = "Schedule of fees\n1 Manure storage permit $150\n2 Amendment $50\n4 Transfer $25\n"
    assert [line.text for line in ingest.load_text(text, "fees.txt").lines][1:] == [
        "1 Manure storage permit $150", "2 Amendment $50", "4 Transfer $25"]
    counted = "\n".join(f"{k} Row {k * 7} of the table" for k in (1, 3, 5, 7, 9, 11, 13, 15, 17))
    assert ingest.load_text(counted, "rows.txt").lines[0].text == "1 Row 7 of the table"


@pytest.mark.parametrize("layout", ["single", "two_column"])
def test_a_numbered_gutter_in_a_real_pdf_is_stripped(layout: str) -> None:
    # two printed pages of numbered lines, each counting from 1 (a page of the legal paper)
    text = _numbered(BODY) + "\n\n" + _numbered(BODY[2:9])
    doc = ingest.load(pdfgen.render(text, layout=layout), f"amend.{layout}.pdf")
    info, provisions = segment.segment(doc)
    labels = [p.label for p in provisions]
    assert "17.05(2)" in labels, labels
    margin = next(p for p in provisions if p.label == "17.05(2)")
    assert margin.text.startswith("MARGIN. The level of manure") and not any(
        f" {k} " in f" {margin.text} " for k in (5, 6, 7))


SCHEDULE = [
    "The following minimum separation distances apply to every licensed facility.",
    "Distances are measured from the nearest point of the structure to the feature.",
    "",
    " No.  Structure or activity         Measured from                    Minimum distance",
    " ---  ----------------------------  -------------------------------  ----------------",
    *(f" {k:<4d} {what:<29s} {whence:<32s} {feet} feet" for k, (what, whence, feet) in enumerate([
        ("Livestock structure", "Property line", 100),
        ("Livestock structure", "Public road right-of-way", 150),
        ("Manure storage facility", "Residence not owned", 1000),
        ("Manure storage facility", "Private well", 750),
        ("Manure storage facility", "Public water supply well", 2000),
        ("Manure storage facility", "High-water mark of a lake", 1000),
        ("Unconfined manure pile", "High-water mark of a stream", 300),
        ("Land application", "Residence not owned", 300),
        ("Land application", "Private well", 100),
    ], start=1)),
    "",
    "A distance in this schedule may be reduced only by a variance under Section 9.",
]


@pytest.mark.parametrize("layout", ["single", "two_column"])
def test_a_numbered_schedule_in_a_column_keeps_its_row_numbers(layout: str) -> None:
    """Rows numbered at the column's edge, under a head and among paragraphs, are no gutter."""
    doc = ingest.load(pdfgen.render("\n".join(SCHEDULE) + "\n", layout=layout), f"schedule.{layout}.pdf")
    texts = [line.text for line in doc.lines]
    rows = [t for t in texts if "feet" in t and "Minimum" not in t]
    assert [t.split()[0] for t in rows] == [str(k) for k in range(1, 10)], texts


def test_a_scans_gutter_that_lost_its_blank_lines_numbers_is_stripped() -> None:
    """A scan read by OCR keeps no blank line, so the gutter's numbers skip where one stood ("1 HOLLIN ...", "3
    COMMITTEE ...", "5 ORDINANCE ..."): still pleading paper's numbers, counting lines, not the text's own; left in,
    every section opened on a line number and the draft had no provisions."""
    lines = [f"{k} {line}" for k, line in enumerate(BODY, start=1) if line.strip()]
    doc = ingest.load_text("\n".join(lines) + "\n", "draft.txt")
    texts = [line.text for line in doc.lines]
    assert texts[:len([b for b in BODY if b])] == [" ".join(line.split()) for line in BODY if line]
