"""Page furniture on rendered two-column and one-column pages: the title is not the header."""

from __future__ import annotations

import pytest

from ordinance_review import ingest
from ordinance_review.ingest.layout import RawPage, running_headers
from ordinance_review.ingest.reading_order import RawLine
from testsupport import pdfgen

TEXT = "TOWN OF ORRIN FALLS\nLIVESTOCK ORDINANCE\n\n" + "\n\n".join(
    f"Section {n}. Rule {n}. The operator shall keep manure storage number {n} in repair "
    "and shall report any leak to the Town Clerk within 24 hours of finding it." + " More text follows." * 6
    for n in range(1, 60)
)


@pytest.mark.parametrize("layout", ["single", "two_column"])
def test_title_that_repeats_the_running_header_is_kept(layout):
    data = pdfgen.render(TEXT, layout=layout, header="Town Of Orrin Falls", footer="Page {page} of {pages}")
    doc = ingest.load(data, f"orrin.{layout}.pdf")
    assert len(doc.pages) >= 3
    texts = [line.text for line in doc.lines]
    assert texts[0] == "TOWN OF ORRIN FALLS"  # the title, under the band that repeats it
    assert texts.count("TOWN OF ORRIN FALLS") == 1
    assert not [t for t in texts if t == "Town Of Orrin Falls"]  # the header itself is gone


def _line(text: str, top: float, band: bool = False) -> RawLine:
    return RawLine(text=text, x0=48, top=top, x1=300, bottom=top + 9, band=band)


def test_numbered_header_in_the_body_is_still_furniture():
    """A page number in it makes a line furniture even when the band also carries it."""
    pages = [
        RawPage(
            number=n,
            width=612,
            height=792,
            lines=[
                _line(f"Marlow County Code 14-{n}", 30, band=True),
                _line("Text of the page.", 62),
                _line(f"Marlow County Code 14-{n}", 200),
                _line("More text.", 220),
            ],
        )
        for n in range(1, 5)
    ]
    texts = [line.text for page in running_headers(pages) for line in page.lines]
    assert texts == ["Text of the page.", "More text."] * 4


def test_wrapped_tail_of_a_spaced_rule_is_dropped():
    from ordinance_review.ingest.layout import drop_rules

    texts = ["under Sec. 11.02.", "- - - - - - - - - - - - - - - - - - - -", "- -", "PART B. DECISION", "- -"]
    page = RawPage(number=1, width=612, height=792, lines=[_line(t, 62 + 11 * k) for k, t in enumerate(texts)])
    assert [line.text for line in drop_rules([page])[0].lines] == ["under Sec. 11.02.", "PART B. DECISION", "- -"]
