"""OCR of a scanned ordinance with 1 worker and with one worker per core (issue 19).

A benchmark, not a test: it prints figures and the floor, and always exits 0.

Wall seconds are what a reviewer waits for, so the speed-up is the ratio of wall times; CPU
seconds (this process and every OCR process it starts) show that the parallel run does the same
work, not less. The scan is distinct ordinance text (`bench_corpus.dense_text`) rendered by the
test PDF maker and rasterized, so every page is an image with no text layer, as from a scanner.

    .venv/bin/python benchmarks/bench_ocr.py [--pages 4] [--dpi 200] [--repeat 1]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(REPO))  # testsupport/ (the test PDF maker)
import bench_corpus  # noqa: E402

FLOOR_SPEEDUP = 1.7


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def scan(pages: int, dpi: int) -> bytes:
    """A scanned PDF of `pages` pages of distinct text (cached by page count and dpi)."""
    from testsupport import pdfgen

    path = bench_corpus.CACHE / f"scan_{pages}p_{dpi}dpi.pdf"
    if path.is_file():
        return path.read_bytes()
    data = pdfgen.render_scanned(bench_corpus.dense_text(pages), dpi=dpi)
    bench_corpus.CACHE.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def run(data: bytes, pages: int, workers: int) -> tuple[float, float, int]:
    """Wall and CPU seconds of OCR-ing every page with `workers` processes, and the pages read."""
    from ordinance_review.ingest import worker

    read: list[int] = []

    def on_page(index: int, pieces: list | None, reason: str, done: int) -> None:
        if pieces is not None:
            read.append(index)
        print(f"\r  {workers} worker(s): page {done}/{pages}", end="", file=sys.stderr, flush=True)

    c0, t0 = _cpu() + worker.ocr_cpu_seconds(), time.perf_counter()
    worker.ocr_pages(data, None, list(range(pages)), 300, on_page, workers=workers)
    c1, t1 = _cpu() + worker.ocr_cpu_seconds(), time.perf_counter()
    print(file=sys.stderr)
    return t1 - t0, c1 - c0, len(read)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, default=4)
    ap.add_argument("--dpi", type=int, default=200, help="the scanner's resolution (OCR renders at 300)")
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    cores = max(1, len(os.sched_getaffinity(0)))
    import pypdfium2

    data = scan(args.pages, args.dpi)
    args.pages = len(pypdfium2.PdfDocument(data))  # as rendered
    figures: dict[int, list[tuple[float, float, int]]] = {1: [], cores: []}
    for _ in range(args.repeat):
        for workers in figures:
            figures[workers].append(run(data, args.pages, workers))
    print(f"OCR of a {args.pages}-page scan ({args.dpi} dpi), median of {args.repeat}; {cores} core(s)")
    print(f"{'workers':>7} {'wall s':>8} {'s/page':>8} {'CPU s':>8} {'pages read':>10}")
    walls = {}
    for workers, runs in figures.items():
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        walls[workers] = wall
        print(f"{workers:>7} {wall:>8.2f} {wall / args.pages:>8.2f} {cpu:>8.2f} {min(r[2] for r in runs):>7}/{args.pages}")
    if cores == 1:
        print("floor: one core here, so no parallel speed-up to measure")
        return 0
    speedup = walls[1] / walls[cores]
    verdict = "ok" if speedup >= FLOOR_SPEEDUP else "MISSED"
    print(f"floor: {cores} workers ≥ {FLOOR_SPEEDUP}× faster than 1: {speedup:.2f}× {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
