"""Hard-wrap a one-paragraph-per-line source into ordinance.txt like PDF text, adding running footers.

Source grammar: paragraphs are separated by blank lines; a line starting with "=" is kept verbatim
(without the "="); "@@PAGE" forces a page break. Usage: python3 wrap.py SRC OUT WIDTH LINES FOOTER
where FOOTER may contain {n} (page number) and {t} (total pages).
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path


def main() -> None:
    src, out, width, per_page, footer = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    pages: list[list[str]] = [[]]
    for block in Path(src).read_text(encoding="utf-8").split("\n\n"):
        block = block.strip("\n")
        if block == "@@PAGE":
            pages.append([])
            continue
        lines: list[str] = []
        for raw in block.split("\n"):
            if raw.startswith("="):
                lines.append(raw[1:])
            else:
                lines.extend(textwrap.wrap(raw, width=width, break_on_hyphens=False) or [""])
        for line in lines + [""]:
            if len(pages[-1]) >= per_page:
                pages.append([])
            pages[-1].append(line)
    total = len(pages)
    text = []
    for n, page in enumerate(pages, 1):
        text.extend(page)
        text.append("")
        text.append(footer.format(n=n, t=total))
        text.append("")
    Path(out).write_text("\n".join(text).rstrip() + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
