"""Text pieces with boxes → lines in reading order, column by column on two-column pages.

PDF text comes as positioned pieces (PDFium "rects": runs of characters on one line, or OCR word
groups). Lines are rebuilt by vertical overlap. A page is read as two columns when a vertical
gutter in its middle separates many side-by-side pieces; pieces that cross the gutter (a title
over both columns) split the page into blocks, each read left column first, then right. Deciding
per page keeps single-column title pages and two-column bodies in one document working.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_SAME_GUTTER = 12.0  # points: two pages' gutters this close are the same layout's


@dataclass(slots=True)
class Piece:
    """A run of text on one line with its box in PDF points, origin top-left."""

    text: str
    x0: float
    top: float
    x1: float
    bottom: float


@dataclass(slots=True)
class RawLine:
    """A line before clean-up; `pieces` keep the x extent of each run (used for columns)."""

    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    pieces: list[Piece] = field(default_factory=list)
    band: bool = False  # set off at the top or bottom edge: where running headers/footers live


def _x0(piece: Piece) -> float:
    return piece.x0


def _centre(piece: Piece) -> float:
    return (piece.top + piece.bottom) / 2


def _join(pieces: list[Piece]) -> RawLine:
    if len(pieces) == 1:  # the common case, kept cheap
        p = pieces[0]
        return RawLine(
            text=" ".join(p.text.split()), x0=p.x0, top=p.top, x1=p.x1, bottom=p.bottom, pieces=pieces
        )
    pieces = sorted(pieces, key=_x0)
    text = ""
    previous: Piece | None = None
    for piece in pieces:
        chunk = piece.text.strip()
        if not chunk:
            continue
        if previous is not None and text:
            height = max(previous.bottom - previous.top, 1.0)
            gap = piece.x0 - previous.x1
            if gap > 0.12 * height or not text.endswith((" ", "-", "/")):
                text += " "
        text += chunk
        previous = piece
    return RawLine(
        text=" ".join(text.split()),
        x0=min(p.x0 for p in pieces),
        top=min(p.top for p in pieces),
        x1=max(p.x1 for p in pieces),
        bottom=max(p.bottom for p in pieces),
        pieces=pieces,
    )


def _rows(pieces: list[Piece]) -> list[list[Piece]]:
    """Pieces grouped by close vertical centres, top to bottom (not yet joined into text)."""
    rows: list[list[Piece]] = []
    centre_of_row = 0.0
    for piece in sorted(pieces, key=_centre):
        centre = (piece.top + piece.bottom) / 2
        height = max(piece.bottom - piece.top, 1.0)
        if rows and abs(centre - centre_of_row) <= 0.45 * height:
            rows[-1].append(piece)
        else:
            rows.append([piece])
            centre_of_row = centre
    return rows


def group_rows(pieces: list[Piece]) -> list[RawLine]:
    """Group pieces whose vertical centres are close into lines, top to bottom."""
    return [line for line in (_join(row) for row in _rows(pieces)) if line.text]


def find_gutter(pieces: list[Piece], width: float, height: float) -> float | None:
    """The x of a two-column gutter on this page, or None for a single-column page."""
    body = pieces
    if len(body) < 8:
        return None
    left_edge = min(p.x0 for p in body)
    right_edge = max(p.x1 for p in body)
    span = right_edge - left_edge
    if span <= 0:
        return None
    narrow = sorted((p.x0, p.x1) for p in body if p.x1 - p.x0 < 0.6 * span)
    # Sweep the union of narrow pieces for free intervals inside the middle of the text block.
    low, high = left_edge + 0.25 * span, left_edge + 0.75 * span
    best: tuple[float, float] | None = None
    reach = left_edge
    for x0, x1 in narrow:
        if x0 > reach:
            free = (max(reach, low), min(x0, high))
            if free[1] - free[0] >= 5 and (best is None or free[1] - free[0] > best[1] - best[0]):
                best = free
        reach = max(reach, x1)
    if reach < high and high - max(reach, low) >= 5:
        free = (max(reach, low), high)
        if best is None or free[1] - free[0] > best[1] - best[0]:
            best = free
    if best is None:
        return None
    gutter = (best[0] + best[1]) / 2
    left = [p for p in body if p.x1 <= gutter]
    right = [p for p in body if p.x0 >= gutter]
    crossing = sum(1 for p in body if p.x0 < gutter < p.x1)
    if len(left) < 3 or len(right) < 3 or crossing >= min(len(left), len(right)):
        return None
    # The two sides must stand side by side for several lines, not one above the other.
    line = sorted(p.bottom - p.top for p in body)[len(body) // 2]
    overlap = min(max(p.bottom for p in left), max(p.bottom for p in right)) - max(
        min(p.top for p in left), min(p.top for p in right)
    )
    if overlap < 3 * line:
        return None
    # A margin of side headings beside the text ("7.02  DESIGN AND" ⏎ "CONSTRUCTION" beside the section's text)
    # is no column: it is narrow beside the text and holds a few words a line, where a column holds prose
    left_width = max(p.x1 for p in left) - min(p.x0 for p in left)
    right_width = max(p.x1 for p in right) - min(p.x0 for p in right)
    words = sorted(len(p.text.split()) for p in left)
    if left_width < 0.5 * right_width and words[len(words) // 2] <= 3:
        return None
    # Right-aligned page numbers of a table of contents are not a column (the narrow cells of a table
    # printed in a column, words more than numbers, are)
    for side in (left, right):
        widths = sorted(p.x1 - p.x0 for p in side)
        if widths[len(widths) // 2] < 0.15 * width and sum(1 for p in side if _NUMBERS_ONLY.match(p.text)) * 2 >= len(side):
            return None
    return gutter


_NUMBERS_ONLY = re.compile(r"^[\s\d.\-–:ivxlcIVXLC]*$")


def _bands(rows: list[tuple[float, float]], height: float) -> tuple[int, int]:
    """How many rows at the top and at the bottom are running bands (header/footer area).

    A band is the rows in the outer 12% of the page before the first vertical gap larger than a
    line; it is read whole, never split into columns, and is where headers and footers are
    looked for.
    """
    if len(rows) < 2:
        return 0, 0
    heights = sorted(bottom - top for top, bottom in rows)
    gap_needed = 1.2 * heights[len(heights) // 2]
    bottom = 0
    for i in range(len(rows) - 1, 0, -1):
        if rows[i][0] < 0.88 * height:
            break
        if rows[i][0] - rows[i - 1][1] >= gap_needed:
            bottom = len(rows) - i
            break
    # The top band needs body rows after its gap: on a short page the gap before the footer
    # must not turn the whole body into a "header".
    top = 0
    for i in range(len(rows) - bottom - 2):
        if rows[i][1] > 0.12 * height:
            break
        if rows[i + 1][0] - rows[i][1] >= gap_needed:
            top = i + 1
            break
    return top, bottom


def reading_order(pieces: list[Piece], width: float, height: float, columns_at: float | None = None) -> list[RawLine]:
    """Lines of one page in reading order (see `read_page`)."""
    return read_page(pieces, width, height, columns_at)[0]


def read_page(
    pieces: list[Piece], width: float, height: float, columns_at: float | None = None
) -> tuple[list[RawLine], float | None]:
    """Lines of one page in reading order, and the gutter found across its whole body (or None).

    Rows are joined into text only once it is known how they are read: on a two-column page a
    body row is joined per column, never first as a whole and then again per side. `columns_at`
    is the gutter of the document's other two-column pages: on a page where a table or title
    set across both columns hides it, the columns are looked for above and below that block.
    """
    rows = _rows([p for p in pieces if p.text.strip()])
    extents = [
        (row[0].top, row[0].bottom)
        if len(row) == 1
        else (min(p.top for p in row), max(p.bottom for p in row))
        for row in rows
    ]
    n_top, n_bottom = _bands(extents, height)
    end = len(rows) - n_bottom
    head = [_join(row) for row in rows[:n_top]]
    foot = [_join(row) for row in rows[end:]]
    for line in head + foot:
        line.band = True
    body_rows = rows[n_top:end]
    gutter = find_gutter([p for row in body_rows for p in row], width, height)
    if gutter is not None:
        return head + _columns(body_rows, gutter) + foot, gutter
    if columns_at is not None and len(body_rows) >= 8 and _columns_at(body_rows, columns_at):
        # the last page of a chapter: the text ran into the right column for a line or two only
        return head + _columns(body_rows, columns_at) + foot, None
    # No gutter across it all: a table or title set across both columns may hide one. With no
    # gutter known for the document, a page whose only two-column part sits under a wide table (a
    # newspaper notice) is still read column by column, if its columns are plainly prose.
    body: list[RawLine] = []
    for block, found in _split(body_rows, width, height, columns_at, depth=2):
        body += _columns(block, found)
    return head + body + foot, None


Blocks = list[tuple[list[list[Piece]], float | None]]  # vertical blocks of rows, each with its gutter or None


def _blocks(rows: list[list[Piece]], width: float, height: float, columns_at: float | None, depth: int) -> Blocks:
    """Rows read at the document's gutter when they show it, else `_split`."""
    gutter = find_gutter([p for row in rows for p in row], width, height)
    if gutter is not None and _same_columns(rows, gutter, columns_at):
        return [(rows, gutter)]
    return _split(rows, width, height, columns_at, depth)


def _same_columns(rows: list[list[Piece]], found: float, columns_at: float | None) -> bool:
    """Is the gutter found in these rows a column gutter? At the document's gutter, if one is
    known; with none known, only when the rows read as two columns of prose, whose left lines run
    up to the gutter (`_columns_at`) and a third of whose lines carry on a sentence: a table's
    cells on a one-column page are no columns."""
    if columns_at is not None:
        return abs(found - columns_at) <= _SAME_GUTTER
    if len(rows) < 8 or not _columns_at(rows, found):
        return False
    # prose runs on from line to line; a table's cells each open on a capital, a figure or a mark
    starts = [p.text.lstrip()[:1] for row in rows for p in row]
    return sum(1 for c in starts if c.islower()) * 3 >= len(starts)


def _split(rows: list[list[Piece]], width: float, height: float, columns_at: float | None, depth: int) -> Blocks:
    """Rows that show no gutter as a whole, cut into vertical blocks, each with its gutter or None.

    A table or title set across both columns stops the whole body from showing a gutter; then the
    body is cut at a blank space into a two-column part, whose gutter must be the document's
    (`columns_at`: a table's cells on a one-column page are no columns), and the full-width part
    (cut again, `depth` times, for columns on both sides of a wide table).
    """
    if depth == 0 or len(rows) < 8:
        return [(rows, None)]
    tops = [min(p.top for p in row) for row in rows]
    bottoms = [max(p.bottom for p in row) for row in rows]
    line = sorted(b - t for t, b in zip(tops, bottoms, strict=True))[len(rows) // 2]
    best: tuple[int, int, float] | None = None  # (rows in columns, cut, gutter); columns below the cut if cut > 0
    for k in range(2, len(rows) - 1):
        if tops[k] - bottoms[k - 1] < 0.6 * line:
            continue
        for below, columns, other in ((True, rows[k:], rows[:k]), (False, rows[:k], rows[k:])):
            if len(columns) < 6 or (best is not None and len(columns) <= best[0]):
                continue
            found = find_gutter([p for row in columns for p in row], width, height)
            if found is None or not _same_columns(columns, found, columns_at):
                found = columns_at if columns_at is not None and _columns_at(columns, columns_at) else None
            # the other part must hold what spans the gutter: else the columns would run on there
            if found is not None and any(p.x0 < found < p.x1 for row in other for p in row):
                best = (len(columns), k if below else -k, found)
    if best is None:
        return [(rows, None)]
    _, cut, found = best
    if cut > 0:
        return [*_blocks(rows[:cut], width, height, columns_at, depth - 1), (rows[cut:], found)]
    return [(rows[:-cut], found), *_blocks(rows[-cut:], width, height, columns_at, depth - 1)]


def _columns_at(rows: list[list[Piece]], gutter: float) -> bool:
    """Does the document's gutter divide these rows, though too few stand in the right column for
    `find_gutter` (a column the text ran into for a line or two before a floated table)? Nothing
    crosses the gutter, and the left column's lines run up to it, as a column's lines do."""
    pieces = [p for row in rows for p in row]
    if any(p.x0 < gutter < p.x1 for p in pieces):
        return False
    left = sorted(gutter - p.x1 for p in pieces if p.x1 <= gutter)
    right = [p for p in pieces if p.x0 >= gutter]
    return len(left) >= 3 and bool(right) and left[len(left) // 2] <= 0.2 * (gutter - min(p.x0 for p in pieces))


def _columns(rows: list[list[Piece]], gutter: float | None) -> list[RawLine]:
    """One block's lines: rows whole, or on two-column pages left column first, then right."""
    if gutter is None:
        return [_join(row) for row in rows]
    # Split each body row at the gutter; a row with a piece across the gutter stays whole.
    tagged: list[tuple[RawLine, int]] = []
    for row in rows:
        if any(p.x0 < gutter < p.x1 for p in row):
            tagged.append((_join(row), 2))
            continue
        left = [p for p in row if p.x1 <= gutter]
        right = [p for p in row if p.x0 >= gutter]
        if left:
            tagged.append((_join(left), 0))
        if right:
            tagged.append((_join(right), 1))
    tagged.sort(key=lambda item: item[0].top)
    ordered: list[RawLine] = []
    block: list[list[RawLine]] = [[], []]
    for line, side in tagged:
        if side == 2:
            ordered += _sides(block)
            block = [[], []]
            ordered.append(line)
        else:
            block[side].append(line)
    return ordered + _sides(block)


def _sides(block: list[list[RawLine]]) -> list[RawLine]:
    """A block's left column, then its right; a list set row by row across the two ("(a) ..." beside
    "(b) ...") is read row group by row group (`side_by_side.order_columns`)."""
    left, right = block
    if not left or not right:
        return left + right
    from ordinance_review.ingest.side_by_side import order_columns

    pitch = sorted(ln.bottom - ln.top for ln in left)[len(left) // 2] * 1.25
    return order_columns(left, right, lambda ln: ln.top, lambda ln: ln.text, pitch, min_pairs=2)
