"""Speed and hit rate of candidate matching (quantities + match.candidates) on 300 provision texts.

A benchmark, not a test: prints figures and always exits 0. Provision texts are paragraphs of the
devset ordinances (../shared/devset/*/ordinance.txt) when present, else the catalog's own examples,
repeated to reach the count. Also prints how many catalog examples send the matcher to their own
standard (exact) or to a sibling of the same topic.

Target (issue 4): 300 provisions well under 0.3 s after ingestion.

    .venv/bin/python benchmarks/bench_match.py [--count 300] [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import time
from pathlib import Path

from ordinance_review.match import candidates
from ordinance_review.quantities import find_quantities
from ordinance_review.standards import load_catalog

DEVSET = Path(os.environ.get("ORDINANCE_REVIEW_DEVSET", Path(__file__).resolve().parents[2] / "shared" / "devset"))


def provision_texts(count: int) -> tuple[list[str], str]:
    texts: list[str] = []
    for path in sorted(DEVSET.glob("*/ordinance.txt")):
        for para in re.split(r"\n\s*\n|\n(?=\s*(?:\(\w{1,3}\)|\d+(?:\.\d+)+|[A-Z]\.)\s)", path.read_text()):
            para = " ".join(para.split())
            if len(para) >= 40:
                texts.append(para)
    origin = f"{len(texts)} devset paragraphs"
    if not texts:
        texts = [ex for s in load_catalog().standards for ex in s.examples]
        origin = f"{len(texts)} catalog examples"
    out = (texts * (count // len(texts) + 1))[:count]
    return out, origin


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()

    t0 = time.perf_counter()
    catalog = load_catalog()
    candidates("warm-up: manure storage closure after 12 months", catalog)  # builds the match index
    setup = time.perf_counter() - t0

    texts, origin = provision_texts(args.count)
    mean_len = statistics.mean(len(t) for t in texts)
    walls, cpus = [], []
    for _ in range(args.repeat):
        w0, c0 = time.perf_counter(), time.process_time()
        for text in texts:
            candidates(text, catalog, quantities=find_quantities(text))
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    print(f"catalog {catalog.version}: {len(catalog.standards)} standards, {len(catalog.comparable())} comparable")
    print(f"load + index: {setup * 1000:.0f} ms (once per process)")
    print(f"{args.count} provisions from {origin}, mean {mean_len:.0f} chars")
    print(
        f"quantities + candidates: wall best {min(walls):.3f} s / median {statistics.median(walls):.3f} s; "
        f"cpu best {min(cpus):.3f} s  (target <= 0.3 s)"
    )
    try:
        load = os.getloadavg()[0]
        print(f"load average {load:.1f} on {os.cpu_count()} cpus (wall time inflates under load)")
    except OSError:
        pass

    exact = topic = total = 0
    for s in catalog.comparable():
        for ex in s.examples:
            total += 1
            top = candidates(ex, catalog, limit=1)
            if top and top[0].standard_id == s.id:
                exact += 1
            if top and top[0].topic == s.topic:
                topic += 1
    print(f"examples: {exact}/{total} to their own standard, {topic}/{total} to their topic")


if __name__ == "__main__":
    main()
