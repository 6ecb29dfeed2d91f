"""Making user-supplied text safe where it leaves the app: file names and spreadsheet cells.

Why one module: an ordinance's file name and its text come from whoever sent it. A name like
``../../etc/x`` or ``a<script>.pdf`` must never become a path or a raw download header, and a cell
starting with ``=``, ``+``, ``-``, ``@`` (or a tab/CR) is run as a formula by Excel and LibreOffice
when a CSV export is opened (``=cmd|' /C calc'!A0``). Every writer of a file name or a CSV cell
goes through these two functions, so the rule lives in one place.
"""

from __future__ import annotations

import re
import unicodedata

FORMULA_LEADERS = ("=", "+", "-", "@", "\t", "\r", "\n")
_UNSAFE = re.compile(r"[^A-Za-z0-9._ ()\-]+")
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}
MAX_NAME = 120


def safe_filename(name: str, *, default: str = "ordinance", suffix: str | None = None) -> str:
    """A plain file name (no folders, no markup, no control characters) for disk or a download.

    Keeps letters, digits, spaces, dots, dashes, underscores and parentheses; accents are folded
    to ASCII; everything else becomes ``_``. Leading dots and dashes are dropped (no hidden files,
    no option-like names), Windows device names get an underscore, and the result is at most 120
    characters with its extension kept. `suffix` (".pdf") replaces the extension when given.
    """
    text = unicodedata.normalize("NFKD", str(name or "")).encode("ascii", "ignore").decode("ascii")
    text = text.replace("\\", "/").rsplit("/", 1)[-1]
    text = _UNSAFE.sub("_", text)
    text = re.sub(r"_+", "_", text).strip(" ._-")
    stem, dot, ext = text.rpartition(".")
    if not dot:
        stem, ext = text, ""
    stem = stem.strip(" ._-")
    if suffix is not None:
        ext = suffix.lstrip(".")
    if not stem:
        stem = default
    if stem.split(".")[0].upper() in _RESERVED:
        stem = f"{stem}_"
    ext = ext[:10]
    stem = stem[: MAX_NAME - len(ext) - 1]
    return f"{stem}.{ext}" if ext else stem


def display_filename(name: object, *, limit: int = 200) -> str:
    """A file name as the user sent it, made safe to show and to store (JSON, Markdown, Word).

    Unlike `safe_filename` it keeps accents and punctuation, but no folder, no control or
    format character (a raw ESC would reach a terminal through ``--format md``), and no lone
    surrogate: a Latin-1 name on a UTF-8 system arrives as surrogate escapes ("\\udce9") that
    JSON cannot encode (issue 20), so those bytes are decoded as Latin-1 instead.
    """
    text = str(name or "")
    if any("\udc80" <= ch <= "\udcff" for ch in text):
        raw = text.encode("utf-8", "surrogateescape")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            text = raw.decode("latin-1")
    text = text.encode("utf-8", "replace").decode("utf-8")  # any other lone surrogate
    text = text.replace("\\", "/").rsplit("/", 1)[-1]
    text = "".join(
        "" if unicodedata.category(ch)[0] == "C" else " " if unicodedata.category(ch)[0] == "Z" else ch
        for ch in text
    )
    text = " ".join(text.split())[:limit].strip()
    return text or "ordinance"


def csv_cell(value: object) -> str:
    """A CSV cell that a spreadsheet shows as text: formula-leading values get a leading ``'``."""
    text = "" if value is None else str(value)
    if text.startswith(FORMULA_LEADERS):
        return "'" + text
    return text
