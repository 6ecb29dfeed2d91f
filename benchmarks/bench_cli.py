"""The real command line, cold and warm, next to raw pypdfium2 text extraction of the same PDFs.

A benchmark, not a test: it prints figures and the floors of issue 19 and always exits 0.

- **raw**: a fresh `python` that imports pypdfium2 and extracts every page's text.
- **cold**: a fresh `ordinance-review review FILE --format json` (interpreter start, imports, rule data
  from the on-disk cache, ingest, segment, engine, JSON out): what a user waits for.
- **first run**: the same with an empty rule cache (`ORDINANCE_REVIEW_CACHE_DIR` pointed at a new
  folder), i.e. after `reference/` changed.
- **warm**: one process that has already reviewed another file of the same size (fixed cost paid,
  its own text so no cache hits) reviews this one: the per-file cost of a batch.

CPU seconds are user + system of the child process (`os.wait4`), the figure to trust on a shared
machine; memory is the child's peak resident set. Each figure is the median of `--repeat` runs.
PDFs are made from distinct text by `bench_corpus.py` (cached under `.cache/bench/`).

    .venv/bin/python benchmarks/bench_cli.py [--pages 10 50 300 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_corpus  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
RAW = """
import sys
import pypdfium2 as pdfium
doc = pdfium.PdfDocument(sys.argv[1])
chars = 0
for i in range(len(doc)):
    page = doc[i]
    text = page.get_textpage()
    chars += len(text.get_text_range())
    text.close()
    page.close()
print(chars)
"""
WARM = """
import contextlib, json, os, sys, time
from ordinance_review.cli import main
with open(os.devnull, "w") as null, contextlib.redirect_stdout(null):
    main(["review", sys.argv[1], "--format", "json"])  # the fixed cost, on a file of its own
    c0, t0 = time.process_time(), time.perf_counter()
    main(["review", sys.argv[2], "--format", "json"])
    c1, t1 = time.process_time(), time.perf_counter()
print(json.dumps({"cpu": c1 - c0, "wall": t1 - t0}))
"""
FLOOR_COLD_50 = 2.0
FLOOR_RATIO_300 = 3.0
FLOOR_MIB_300 = 150.0


def measure(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, float, str]:
    """(CPU seconds, peak MiB, stdout) of one child process."""
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        err = proc.stderr.read().decode() if proc.stderr else ""
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}): {err.strip()[-500:]}")
        out.seek(0)
        return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out.read().decode(errors="replace")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, nargs="+", default=[10, 50, 300, 1000])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    env = {**os.environ, "ORDINANCE_REVIEW_MAX_PAGES": "5000"}
    if env.pop("PYTHONDONTWRITEBYTECODE", None):
        # an installed CLI has its .pyc files; compiling every module from source would add ~0.1 s
        print("note: PYTHONDONTWRITEBYTECODE is set here; the children may write .pyc files, as an install does")
    cli = [str(BIN / "ordinance-review"), "review"]
    print("CPU seconds (user+sys of the child), median of", args.repeat, "runs; peak resident MiB")
    print(f"{'pages':>5} {'distinct':>8} {'raw pdfium':>10} {'cold CLI':>9} {'ratio':>6} {'first run':>9} "
          f"{'warm':>6} {'per page':>9} {'peak MiB':>8}")
    results = {}
    for pages in args.pages:
        path, other = bench_corpus.pdf_path(pages, 0), bench_corpus.pdf_path(pages, 1)
        distinct = bench_corpus.distinct_share(bench_corpus.dense_text(pages, 0))
        raw, cold, mem, warm = [], [], [], []
        for _ in range(args.repeat):
            raw.append(measure([sys.executable, "-c", RAW, str(path)], env)[0])
            cpu, mib, _ = measure([*cli, str(path), "--format", "json"], env)
            cold.append(cpu)
            mem.append(mib)
            warm.append(json.loads(measure([sys.executable, "-c", WARM, str(other), str(path)], env)[2])["cpu"])
        with tempfile.TemporaryDirectory() as empty:
            first = measure([*cli, str(path), "--format", "json"], {**env, "ORDINANCE_REVIEW_CACHE_DIR": empty})[0]
        r = {k: statistics.median(v) for k, v in (("raw", raw), ("cold", cold), ("mem", mem), ("warm", warm))}
        r["first"] = first
        results[pages] = r
        print(f"{pages:>5} {distinct:>8.0%} {r['raw']:>10.2f} {r['cold']:>9.2f} {r['cold'] / r['raw']:>5.1f}× "
              f"{first:>9.2f} {r['warm']:>6.2f} {1000 * r['warm'] / pages:>7.1f}ms {r['mem']:>8.0f}")
    print()
    if 50 in results:
        ok = results[50]["cold"] <= FLOOR_COLD_50
        print(f"floor: 50-page cold CLI ≤ {FLOOR_COLD_50:.0f} s CPU: {results[50]['cold']:.2f} s {'ok' if ok else 'MISSED'}")
    if 300 in results:
        ratio = results[300]["cold"] / results[300]["raw"]
        print(f"floor: 300 pages ≤ {FLOOR_RATIO_300:.0f}× raw pypdfium2: {ratio:.1f}× {'ok' if ratio <= FLOOR_RATIO_300 else 'MISSED'}")
        mib = results[300]["mem"]
        print(f"floor: peak memory at 300 pages ≤ {FLOOR_MIB_300:.0f} MiB: {mib:.0f} MiB {'ok' if mib <= FLOOR_MIB_300 else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
