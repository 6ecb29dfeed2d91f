"""A list typed in two columns side by side: "(a) An overflow of any manure    (b) An unconfined manure pile".

Some ordinances set a short list of prohibited practices in two columns inside an otherwise
single-column page: each printed line holds the end of one item on the left and of another on the
right. Read line by line, every item swallows its neighbour's words, and half the items vanish into
the others. A page-wide two-column layout is read column by column already (`reading_order`); this
step handles the local case, block by block.

A block opens on a line whose two parts, set apart by a wide gap, each open an item of the same kind
("(a)" and "(b)", "1." and "2."). It runs over the following lines whose parts all stand on one side
of that gap, and ends at a blank line (a vertical gap) or at a line that crosses the gap. The block is
rewritten as its left column, then its right column, inside the same vertical span.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from ordinance_review.ingest.reading_order import Piece, RawLine

if TYPE_CHECKING:  # layout runs this step; importing it here would go in a circle
    from ordinance_review.ingest.layout import RawPage

T = TypeVar("T")
# an item's designator: "(a)", "(12)", "a.", "12.", "A)"
_ITEM = re.compile(r"^(?:\((?P<p>[0-9]{1,3}|[a-z]{1,2}|[A-Z]{1,2})\)|(?P<d>[0-9]{1,3}|[a-z]|[A-Z])[.)])\s+\S")
GAP_CHARS = 3.0  # the gap between the columns, in widths of a character (the line's height / 2)
BLANK_GAP = 1.6  # a vertical gap this many line pitches wide ends a block


def _item(text: str) -> tuple[str, str] | None:
    """The kind ("paren:lower" for "(a)", "dot:digit" for "12.") and the label of the item a text opens."""
    m = _ITEM.match(text)
    if m is None:
        return None
    label = m.group("p") or m.group("d")
    shape = "paren" if m.group("p") else "dot"
    return f"{shape}:{'digit' if label.isdigit() else 'lower' if label.islower() else 'upper'}", label


def _kind(text: str) -> str | None:
    item = _item(text)
    return None if item is None else item[0]


def successive(left: str, right: str) -> bool:
    """Does the right-hand text open the item after the left-hand one ("(a) ..." then "(b) ...")?
    Then a list set in two columns is read row by row; "(a)" beside "(d)" is read column by column."""
    first, second = _item(left), _item(right)
    if first is None or second is None or first[0] != second[0]:
        return False
    a, b = first[1], second[1]
    if a.isdigit():
        return int(b) == int(a) + 1
    return len(a) == len(b) == 1 and ord(b) == ord(a) + 1


def order_columns(left: list[T], right: list[T], top: Callable[[T], float], text: Callable[[T], str],
                  pitch: float, min_pairs: int = 1) -> list[T]:
    """A block's two columns in reading order: left, then right; but where rows open two successive
    items side by side ("(a) ..." beside "(b) ...", then "(c) ..." beside "(d) ..."), row group by row
    group, each left then right. `min_pairs` such rows must follow on one another: two columns of prose
    may carry "(1) ..." beside another section's "(2) ..." by chance, never a run of them."""
    # (only lines that open an item can pair: the rest are passed over before any comparison)
    openers = [lf for lf in left if _ITEM.match(text(lf))]
    pairs = [(lf, r) for r in right if openers and _ITEM.match(text(r))
             for lf in openers if abs(top(lf) - top(r)) <= pitch / 2 and successive(text(lf), text(r))]
    if len(pairs) < min_pairs or any(not successive(text(a[1]), text(b[0])) for a, b in zip(pairs, pairs[1:], strict=False)):
        return [*left, *right]
    tops = [top(r) for _, r in pairs]
    bounds = [float("-inf"), *tops[1:], float("inf")] if top(left[0]) >= tops[0] - pitch / 2 else [float("-inf"), *tops, float("inf")]
    out: list[T] = []
    for low, high in zip(bounds, bounds[1:], strict=False):
        out += [lf for lf in left if low - pitch / 2 <= top(lf) < high - pitch / 2]
        out += [r for r in right if low - pitch / 2 <= top(r) < high - pitch / 2]
    return out


def parts_apart(line: RawLine) -> list[Piece]:
    """The line's pieces joined where they are close: what stands apart is a column."""
    if len(line.pieces) < 2:
        return [Piece(line.text, line.x0, line.top, line.x1, line.bottom)]  # (a line in one part: its own box)
    pieces = sorted(line.pieces, key=lambda p: p.x0)
    char = max(line.bottom - line.top, 1.0) / 2
    out = [pieces[0]]
    for piece in pieces[1:]:
        last = out[-1]
        if piece.x0 - last.x1 < GAP_CHARS * char:
            out[-1] = Piece(f"{last.text} {piece.text}", last.x0, min(last.top, piece.top), piece.x1,
                            max(last.bottom, piece.bottom))
        else:
            out.append(piece)
    return out


def _opening(line: RawLine) -> float | None:
    """Where the right column starts, when this line opens a side-by-side block."""
    parts = parts_apart(line)
    if len(parts) != 2:
        return None
    left, right = (_kind(p.text.strip()) for p in parts)
    if left is None or left != right:
        return None
    return parts[1].x0


def _column_line(pieces: list[Piece], like: RawLine, x0: float) -> RawLine:
    text = " ".join(" ".join(p.text.split()) for p in pieces)
    return RawLine(text=text, x0=x0, top=like.top, x1=x0 + (pieces[-1].x1 - pieces[0].x0), bottom=like.bottom,
                   pieces=[])


def side_by_side_lists(pages: list[RawPage]) -> list[RawPage]:
    """Rewrite each side-by-side list block as its left column followed by its right column."""
    for page in pages:
        if not any(len(line.pieces) >= 2 for line in page.lines):
            continue  # (the common page: nothing set apart on any line)
        out: list[RawLine] = []
        lines = page.lines
        i = 0
        while i < len(lines):
            gutter = _opening(lines[i])
            if gutter is None:
                out.append(lines[i])
                i += 1
                continue
            pitch = max(lines[i].bottom - lines[i].top, 1.0) * 1.25
            tolerance = pitch / 2
            left: list[tuple[list[Piece], RawLine]] = []
            right: list[tuple[list[Piece], RawLine]] = []
            j = i
            while j < len(lines):
                line = lines[j]
                if j > i and line.top - lines[j - 1].top > BLANK_GAP * pitch:
                    break  # a blank line ends the block
                parts = parts_apart(line)
                lhs = [p for p in parts if p.x1 <= gutter - tolerance]
                rhs = [p for p in parts if p.x0 >= gutter - tolerance]
                if len(lhs) + len(rhs) != len(parts):
                    break  # a line across the gap is no longer the list
                if j > i and lhs and _kind(lhs[0].text.strip()) is not None and rhs and _kind(rhs[0].text.strip()) is None:
                    break
                if lhs:
                    left.append((lhs, line))
                if rhs:
                    right.append((rhs, line))
                j += 1
            if not left or not right:
                out.append(lines[i])
                i += 1
                continue
            rows = order_columns(left, right, lambda r: r[1].top, lambda r: r[0][0].text.strip(), pitch)
            top, bottom = lines[i].top, lines[j - 1].top
            step = (bottom - top) / max(len(rows) - 1, 1)
            shift = gutter - left[0][0][0].x0  # the right column keeps the left's indentation
            on_right = {id(r) for r in right}
            for k, row in enumerate(rows):
                pieces, like = row
                x0 = pieces[0].x0 - (shift if id(row) in on_right else 0.0)
                new = _column_line(pieces, like, x0)
                new.top = top + k * step
                new.bottom = new.top + (like.bottom - like.top)
                out.append(new)
            i = j
        page.lines = out
    return pages
