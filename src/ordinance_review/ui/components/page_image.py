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

SCALE = 2.0  # 144 dpi: the cropped band stays sharp at column width
_LINE_HEIGHT = 13.0  # points; a typical ordinance line, used when only the first line's top is known
_CHARS_PER_LINE = 85
_CONTEXT_ABOVE = 60.0  # points of page shown above the provision's first line
_CONTEXT_BELOW = 150.0
_SIDE_MARGIN = 28.0  # points trimmed off each side (page margins carry no text)


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


def crop_around(image: Image.Image, provision: Provision) -> Image.Image:
    """The part of the page around the provision (readable at column width); the page if unknown."""
    if provision.top is None:
        return image
    top = max(int((provision.top - _CONTEXT_ABOVE) * SCALE), 0)
    bottom = min(int((provision.top + _CONTEXT_BELOW) * SCALE), image.height)
    side = int(_SIDE_MARGIN * SCALE)
    return image.crop((side, top, image.width - side, bottom))


def show_page(data: bytes, sha256: str, provision: Provision, password: str | None = None) -> None:
    """The provision's place on its page (cropped around it), with the whole page one click away."""
    if not data.startswith(b"%PDF"):
        st.caption("Page images are shown for PDF files only.")
        return
    png = render_page(sha256, provision.page, data, password)
    if png is None:
        st.caption(f"Page {provision.page} could not be drawn.")
        return
    marked = highlight(png, provision)
    if provision.top is None:
        st.image(marked, caption=f"Page {provision.page} (position of the provision not known)", width="stretch")
        return
    st.image(crop_around(marked, provision), caption=f"Page {provision.page}, around the provision", width="stretch")
    with st.expander("Whole page"):
        st.image(marked, width="stretch")
