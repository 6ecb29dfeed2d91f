"""The PDF page a provision sits on, with the provision marked.

Rendered with pypdfium2 and drawn on with PIL; cached per (file hash, page) so moving between
provisions on the same page is instant. Provision positions are pdfplumber coordinates (points,
origin top-left), so the mark is `top`/`x0` scaled by the render scale.
"""

from __future__ import annotations

import io

import streamlit as st
from PIL import Image, ImageDraw

from ordinance_review.models import Provision

SCALE = 1.5  # 108 dpi: sharp enough to read, small enough to send quickly
_LINE_HEIGHT = 13.0  # points; a typical ordinance line, used when only the first line's top is known
_CHARS_PER_LINE = 85


@st.cache_data(max_entries=64, show_spinner=False)
def render_page(sha256: str, page_number: int, _data: bytes, password: str | None = None) -> bytes | None:
    """PNG bytes of one page, or None if the page cannot be rendered. `sha256` is the cache key."""
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(_data, password=password)
    except pdfium.PdfiumError:
        return None
    try:
        if not 1 <= page_number <= len(pdf):
            return None
        image = pdf[page_number - 1].render(scale=SCALE).to_pil()
        out = io.BytesIO()
        image.convert("RGB").save(out, format="PNG")
        return out.getvalue()
    finally:
        pdf.close()


def highlight(png: bytes, provision: Provision) -> Image.Image:
    """The page with a translucent band over the provision (from its first line down)."""
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    if provision.top is None:
        return image
    lines = max(1, min(12, len(provision.text) // _CHARS_PER_LINE + 1))
    x0 = max((provision.x0 or 36.0) - 6, 0) * SCALE
    top = max(provision.top - 3, 0) * SCALE
    bottom = min(top + (lines * _LINE_HEIGHT + 6) * SCALE, image.height)
    x1 = image.width - 30 * SCALE
    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    draw.rectangle((x0, top, x1, bottom), fill=(255, 214, 0, 70), outline=(214, 120, 0, 255), width=3)
    return Image.alpha_composite(image, overlay)


def show_page(data: bytes, sha256: str, provision: Provision, password: str | None = None) -> None:
    if not data.startswith(b"%PDF"):
        st.caption("Page images are shown for PDF files only.")
        return
    png = render_page(sha256, provision.page, data, password)
    if png is None:
        st.caption(f"Page {provision.page} could not be drawn.")
        return
    marked = provision.top is not None
    caption = f"Page {provision.page}" + ("" if marked else " (position of the provision not known)")
    st.image(highlight(png, provision), caption=caption, width="stretch")
