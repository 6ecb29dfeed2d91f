r"""Markdown writer: the memo as CommonMark / GitHub-flavoured Markdown.

Ordinance text may contain anything (`<script>`, `**`, `|`, `#`, backticks). Every piece of text
is escaped, so it renders literally and never as markup or HTML.

>>> escape("**bold** <script> # 5 | x")
'\\*\\*bold\\*\\* \\<script\\> \\# 5 \\| x'
>>> escape("1. first")
'1\\. first'
"""

from __future__ import annotations

import re

from ordinance_review.memo.document import Bullets, Heading, MemoDocument, Paragraph, Table

# Punctuation that can start or end inline markup anywhere in a line (CommonMark lets a
# backslash escape any ASCII punctuation, so over-escaping is harmless).
_INLINE = re.compile(r"([\\`*_\[\]<>#|~])")
_ENTITY = re.compile(r"&(?=#?\w+;)")  # "&amp;" would otherwise render as "&"
_LINE_START = re.compile(r"^(\s*)([-+=]|\d+(?=[.)]))")  # list items, setext underlines, ordered lists


def escape(text: str) -> str:
    """Escape `text` so it renders literally; runs of whitespace (newlines too) become one space."""
    text = re.sub(r"\s+", " ", text)
    text = _INLINE.sub(r"\\\1", text)
    text = _ENTITY.sub(r"\\&", text)
    match = _LINE_START.match(text)
    if match:
        if match.group(2)[0].isdigit():
            end = match.end()
            text = text[:end] + "\\" + text[end:]
        else:
            text = text[: match.start(2)] + "\\" + text[match.start(2) :]
    return text


def _paragraph(par: Paragraph) -> str:
    out = []
    for run in par.runs:
        body = escape(run.text)
        if run.bold and body.strip():
            stripped = body.rstrip()
            out.append(f"**{stripped}**" + body[len(stripped) :])
        else:
            out.append(body)
    return "".join(out).strip()


def _cell(text: str) -> str:
    return escape(text).strip() or " "


def _table(table: Table) -> list[str]:
    lines = ["| " + " | ".join(_cell(c) for c in table.columns) + " |"]
    lines.append("|" + "|".join("---" for _ in table.columns) + "|")
    for row in table.rows:
        lines.append("| " + " | ".join(_cell(c) for c in row) + " |")
    return lines


def write(doc: MemoDocument) -> bytes:
    lines = [f"# {escape(doc.title).strip()}", ""]
    for block in doc.blocks:
        if isinstance(block, Heading):
            lines += [f"{'#' * (block.level + 1)} {escape(block.text).strip()}", ""]
        elif isinstance(block, Paragraph):
            lines += [_paragraph(block), ""]
        elif isinstance(block, Bullets):
            for n, item in enumerate(block.items):
                if block.style == "number":
                    marker = f"{n + 1}."
                elif block.style == "check":
                    marker = "- [x]" if block.marker(n) == "\u2611" else "- [ ]"
                else:
                    marker = "-"
                lines.append(f"{marker} {_paragraph(item)}")
            lines.append("")
        else:
            lines += [*_table(block), ""]
    if doc.footer:
        lines += ["---", "", f"*{escape(doc.footer).strip()}*", ""]
    return ("\n".join(lines).rstrip("\n") + "\n").encode("utf-8")
