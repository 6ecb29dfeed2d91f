"""Speed of the review stages after ingestion: assess + exemptions + outcome on 300 provisions.

A benchmark, not a test: it prints the timing and the target (300 provisions in 0.3 s or less) and
always exits 0. Provisions come from the bundled sample ordinance (and the devset texts when present),
segmented once, repeated with fresh ids to reach the count.

    python benchmarks/bench_review.py [--count 300] [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from ordinance_review import engine, exemptions, ingest, procedures, segment, standards
from ordinance_review.models import Provision

REPO = Path(__file__).resolve().parents[1]
TARGET_SECONDS = 0.3


def source_provisions() -> tuple[list[Provision], object]:
    texts = sorted((REPO.parent / "shared" / "devset").glob("*/ordinance.txt")) or [REPO / "reference/samples/wren_hollow_livestock.txt"]
    out: list[Provision] = []
    info = None
    for path in texts:
        doc = ingest.load_text(path.read_text(encoding="utf-8"), path.name)
        info, provisions = segment.segment(doc)
        out.extend(provisions)
    return out, info


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    base, info = source_provisions()
    provisions = [base[i % len(base)].model_copy(update={"id": f"b{i}"}) for i in range(args.count)]
    catalog = standards.load_catalog()
    engine.assess(provisions[:5], catalog, info)  # load rule data and catalog once (cached per process)
    times, cpu = [], []
    for _ in range(args.repeat):
        engine.clear_caches()
        t0, c0 = time.perf_counter(), time.process_time()
        findings = engine.assess(provisions, catalog, info)
        findings = procedures.review_findings(findings, provisions)
        findings = exemptions.apply(findings, provisions, info)
        exemptions.outcome(findings, provisions, info)
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    best, median, cpu_median = min(times), statistics.median(times), statistics.median(cpu)
    verdict = "OK" if min(median, cpu_median) <= TARGET_SECONDS else "SLOW"
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"review of {len(provisions)} provisions: wall best {best:.3f} s, median {median:.3f} s; "
          f"CPU median {cpu_median:.3f} s (target <= {TARGET_SECONDS:.1f} s) {verdict} [load average {load:.1f}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
