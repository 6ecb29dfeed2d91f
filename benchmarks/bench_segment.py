"""Speed of segmentation alone: a 200-page dense ordinance must segment in well under a second.

Builds the document from the devset texts, renumbered into one long county-code chapter per
case copy so that every section is a real new unit, and times `segment.segment` (best of 3).

    python benchmarks/bench_segment.py [--pages 200]
"""

from __future__ import annotations

import argparse
import hashlib
import time
from pathlib import Path

from ordinance_review.models import IngestedDocument, Line, Page
from ordinance_review.segment import segment

DEVSET = Path(__file__).resolve().parents[2] / "shared" / "devset"
LINES_PER_PAGE = 60


def chapter(n: int) -> list[str]:
    """One dense chapter: 12 sections of 4 subsections with 3 paragraphs each, hard-wrapped."""
    out = [f"{n}.01 DEFINITIONS. In this chapter:"]
    filler = (
        "No person may apply manure to frozen or snow-covered ground within 1,000 feet of a lake or "
        "300 feet of a stream, as provided in s. NR 151.07, Wis. Adm. Code, and NRCS Standard 590."
    )
    for s in range(1, 13):
        out.append(f"{n}.{s:02d} SECTION {s} CAPTION. [Amended 4-19-2016 by Ord. No. 2016-07]")
        for sub in range(1, 5):
            out.append(f"({sub}) SUBSECTION.")
            for par in "abc":
                words = filler.split()
                out.append(f"({par}) " + " ".join(words[:12]))
                out.append(" ".join(words[12:]))
    return out


def municode_chapter(n: int) -> list[str]:
    """The same density as Municode prints it: a table of sections first, each body heading
    repeating its entry, a source note after each section, and a flattened run-in paragraph."""
    out = [f"Sec. {n}.{s:02d}. - Caption of part {s}." for s in range(1, 13)]
    body = [line for line in chapter(n) if not line.startswith(f"{n}.")]
    per = len(body) // 12
    for s in range(1, 13):
        out.append(f"Sec. {n}.{s:02d}. - Caption of part {s}.")
        out.extend(body[(s - 1) * per : s * per])
        if s == 12:
            out.append(
                "Run-in text as follows: (a) No person shall spread manure. (b) No person shall store it."
            )
        out.append(f"(Ord. No. 2004-{n}, § 1, 6-3-2004; Ord. No. 2016-07, § 2, 4-19-2016)")
    return out


def build(pages: int, style: str = "code") -> IngestedDocument:
    texts: list[str] = ["WILLOW COUNTY CODE", "Adopted by the County Board June 3, 2004"]
    n = 10
    while len(texts) < pages * LINES_PER_PAGE:
        texts.extend(chapter(n) if style == "code" else municode_chapter(n))
        n += 1
    texts = texts[: pages * LINES_PER_PAGE]
    page_list = []
    for p in range(pages):
        chunk = texts[p * LINES_PER_PAGE : (p + 1) * LINES_PER_PAGE]
        lines = [
            Line(text=t, page=p + 1, x0=48.0, top=60.0 + 12 * i, x1=48.0 + 6 * len(t), bottom=70.0 + 12 * i)
            for i, t in enumerate(chunk)
        ]
        page_list.append(Page(number=p + 1, lines=lines))
    return IngestedDocument(
        filename="bench.txt", sha256=hashlib.sha256(b"x").hexdigest(), kind="text", pages=page_list
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--style", choices=("code", "municode", "both"), default="both")
    args = parser.parse_args()
    for style in ("code", "municode") if args.style == "both" else (args.style,):
        doc = build(args.pages, style)
        best = cpu = float("inf")
        provisions = []
        for _ in range(3):
            start, start_cpu = time.perf_counter(), time.process_time()
            _, provisions = segment(doc)
            best = min(best, time.perf_counter() - start)
            cpu = min(cpu, time.process_time() - start_cpu)
        lines = sum(len(p.lines) for p in doc.pages)
        print(
            f"segment ({style}): {args.pages} pages, {lines} lines -> {len(provisions)} provisions in "
            f"{best * 1000:.0f} ms ({args.pages / best:.0f} pages/s; CPU {cpu * 1000:.0f} ms)"
        )


if __name__ == "__main__":
    main()
