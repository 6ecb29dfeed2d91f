"""Build ordinance.txt from a one-paragraph-per-line source: hard-wrap like PDF text.

Source lines: leading spaces = indentation kept on every wrapped line; a line starting with
'|' is copied verbatim (minus the bar); '{{PB:text}}' emits a blank line, the running
header text, and a blank line (a page break).
"""
import sys
import textwrap

width = int(sys.argv[3])
out = []
for raw in open(sys.argv[1], encoding="utf-8").read().splitlines():
    if raw.startswith("{{PB:"):
        out += ["", raw[5:-2], ""]
        continue
    if raw.startswith("|"):
        out.append(raw[1:])
        continue
    if not raw.strip():
        out.append("")
        continue
    indent = raw[: len(raw) - len(raw.lstrip())]
    out += textwrap.wrap(raw.strip(), width=width, initial_indent=indent,
                         subsequent_indent=indent, break_on_hyphens=False)
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(out) + "\n")
