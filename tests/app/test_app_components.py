"""The UI's own small pieces: escaping user text for Markdown, and marking a provision on its page."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image, ImageChops

from ordinance_review.models import Provision
from ordinance_review.ui.components.page_image import SCALE, crop_around, highlight, render_page
from ordinance_review.ui.text import escape_md, safe_url
from testsupport import pdfgen


@pytest.mark.parametrize(
    "text",
    [
        "<script>alert(1)</script>",
        "[click](javascript:alert(1))",
        "![x](http://evil/x.png)",
        ":red[alarm] :material/home: $x^2$",
        "**bold** _it_ `code` # heading",
        "| a | b |",
        "&lt;b&gt;",
    ],
)
def test_escape_md_leaves_no_markup_active(text):
    escaped = escape_md(text)
    # every Markdown/HTML/Streamlit-directive character is preceded by a backslash
    assert not re.search(r"(?<!\\)[<>\[\]()*_`#|:$&]", escaped), escaped
    assert re.sub(r"\\(.)", r"\1", escaped) == text  # and it still reads the same


def test_escape_md_keeps_line_breaks():
    assert escape_md("a\nb") == "a  \nb"


def test_safe_url_only_allows_http_links():
    assert safe_url("https://docs.legis.wisconsin.gov/code/admin_code/nr/100/151") is not None
    assert safe_url("javascript:alert(1)") is None
    assert safe_url("https://x.org/a) [b](c") is None


def test_highlight_marks_the_provision_on_its_page():
    data = pdfgen.render("Sec. 1. Title.\nA. Manure storage shall be 500 feet from a well.\n" * 3)
    png = render_page("test-sha", 1, data)
    assert png is not None
    provision = Provision(id="p1", label="1 A.", text="Manure storage shall be 500 feet", page=1, top=100.0, x0=48.0)
    plain = Image.open(io.BytesIO(png)).convert("RGB")
    marked = highlight(png, provision).convert("RGB")
    x, y = int(520 * SCALE), int(99 * SCALE)  # inside the band, right of the short text line
    assert plain.getpixel((x, y)) == (255, 255, 255)
    r, g, b = marked.getpixel((x, y))
    assert r > 200 and g > 180 and b < 230  # tinted yellow
    assert marked.getpixel((x, int(700 * SCALE)))[:3] == plain.getpixel((x, int(700 * SCALE)))  # elsewhere untouched
    band = crop_around(marked, provision)
    assert band.height < marked.height and band.width < marked.width


def test_highlight_without_a_position_returns_the_page_unmarked():
    data = pdfgen.render("Sec. 1. Title.\n")
    png = render_page("test-sha-2", 1, data)
    provision = Provision(id="p1", label="1", text="Title", page=1)
    marked = highlight(png, provision)
    original = Image.open(io.BytesIO(png)).convert("RGB")
    assert ImageChops.difference(marked.convert("RGB"), original).getbbox() is None
    assert crop_around(marked, provision).size == marked.size


def test_render_page_outside_the_document_is_none():
    assert render_page("test-sha-3", 5, pdfgen.render("Sec. 1. Title.\n")) is None
