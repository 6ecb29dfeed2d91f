"""Segmentation of the devset under layout variations the held-out ordinances will have.

A benchmark, not a test: prints label recall and spurious provisions per variant, exits 0.
Variants of each case's text: every indent removed; paragraphs re-wrapped at 45/60/75 columns
(new decoy line starts); Word-style one-line paragraphs with no positions; and paged text with
running bands (an eCode "Downloaded from" line, "CHAPTER 14: LIVESTOCK 14:3", a bare title) and
page numbers.

    python benchmarks/segment_variants.py
"""

from __future__ import annotations

import re
import sys
import textwrap
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "segment"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # testsupport/ (the test PDF maker)

from segment_support import devset_cases, load_case, norm_label, text_document  # noqa: E402

from ordinance_review.models import IngestedDocument, Line, Page  # noqa: E402
from ordinance_review.segment import segment  # noqa: E402
from testsupport import pdfgen  # noqa: E402

BANDS = {
    70: "Downloaded from https://ecode360.com/ZZ{n}55 on 2024-01-0{m}",
    55: "CHAPTER 14: LIVESTOCK 14:{n}",
    65: "Livestock Ordinance",
}


def paragraphs(text: str) -> list[tuple[int, str]]:
    return [(p.indent, p.text) for p in pdfgen._paragraphs(text)]


def wrapped(text: str, width: int) -> list[str]:
    return [" " * indent + ln for indent, p in paragraphs(text) for ln in textwrap.wrap(p, width)]


def variants(text: str, name: str) -> Iterator[tuple[str, IngestedDocument]]:
    yield "dedent", text_document("\n".join(ln.strip() for ln in text.splitlines()), name)
    for width in (45, 60, 75):
        yield f"wrap{width}", text_document("\n".join(wrapped(text, width)), name)
    lines = [Line(text=p, page=1) for _, p in paragraphs(text)]
    yield (
        "docx",
        IngestedDocument(filename=name, sha256="0", kind="docx", pages=[Page(number=1, lines=lines)]),
    )
    for width, band in BANDS.items():
        out = wrapped(text, width)
        paged: list[str] = []
        for k in range(0, len(out), 45):
            n = k // 45 + 1
            paged.append(("\f" if k else "") + band.format(n=n, m=n % 9 + 1))
            paged.extend(out[k : k + 45])
            paged.append(str(n))
        yield f"paged{width}", text_document("\n".join(paged), name)


def main() -> None:
    found = Counter[str]()
    total = Counter[str]()
    spurious = Counter[str]()
    for case in devset_cases():
        text, gold = load_case(case)
        gold_labels = [norm_label(p["label"]) for p in gold["provisions"]]
        for variant, doc in variants(text, case.name):
            _, provisions = segment(doc)
            labels = {norm_label(p.label) for p in provisions}
            missed = [g for g in gold_labels if g not in labels]
            extra = [p.label for p in provisions if norm_label(p.label) not in gold_labels]
            leaked = [
                p.label for p in provisions if re.search(r"Downloaded from|CHAPTER 14: LIVESTOCK", p.text)
            ]
            total[variant] += len(gold_labels)
            found[variant] += len(gold_labels) - len(missed)
            spurious[variant] += len(extra)
            if missed or extra or leaked:
                print(
                    f"{case.name} {variant}: missed {missed[:6]} spurious {extra[:6]} band text in {leaked[:6]}"
                )
    for variant in total:
        print(f"{variant:8} labels {found[variant]}/{total[variant]}  spurious {spurious[variant]}")
    print(f"TOTAL labels {sum(found.values())}/{sum(total.values())}  spurious {sum(spurious.values())}")


if __name__ == "__main__":
    main()
