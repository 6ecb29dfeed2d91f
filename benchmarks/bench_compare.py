"""Time of `compare` on two 50-page versions against one review of the new version (target <= 2x).

A benchmark, not a test: it prints the timing and always exits 0.

    python benchmarks/bench_compare.py [--pages 50] [--repeat 3]

The 50-page ordinance is the devset texts (and benchmarks/extra_cases*/, never sealed_set) one
after another, rendered as a single-column PDF; the new version amends one figure.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from ordinance_review.compare import compare_bytes  # noqa: E402
from ordinance_review.review import review_bytes  # noqa: E402
from testsupport import pdfgen  # noqa: E402

TARGET = 2.0


def texts() -> list[str]:
    roots = [REPO.parent / "shared" / "devset", *sorted(REPO.glob("benchmarks/extra_cases*"))]
    return [f.read_text(encoding="utf-8") for r in roots if r.name != "sealed_set" for f in sorted(r.glob("*/ordinance.txt"))]


def build(pages: int) -> tuple[bytes, bytes, int]:
    parts, pdf = [], b""
    for text in texts() * 4:
        parts.append(text)
        pdf = pdfgen.render("\f".join(parts), layout="single")
        n = len(re.findall(rb"/Type\s*/Page\b", pdf))
        if n >= pages:
            break
    joined = "\f".join(parts)
    new = re.sub(r"\b(\d{2,3})( feet)", lambda m: str(int(m.group(1)) + 10) + m.group(2), joined, count=1)
    return pdf, pdfgen.render(new, layout="single"), n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, default=50)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    old, new, pages = build(args.pages)
    review_bytes(new, "warm.pdf")  # load catalog and rules once
    one, both = [], []
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        review_bytes(new, "new.pdf")
        one.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        comparison = compare_bytes(old, "old.pdf", new, "new.pdf")
        both.append(time.perf_counter() - t0)
    r, c = statistics.median(one), statistics.median(both)
    print(f"{pages} pages: one review {r:.2f} s, compare {c:.2f} s (median of {args.repeat}); ratio {c / r:.2f}x "
          f"(target <= {TARGET:.0f}x) {'OK' if c / r <= TARGET else 'SLOW'}; {comparison.summary.text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
