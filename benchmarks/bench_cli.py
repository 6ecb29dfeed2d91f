"""The real command line, cold and warm, next to raw pypdfium2 text extraction of the same PDFs.

A benchmark, not a test: it prints figures and the floors of issue 19 and always exits 0.

- **raw**: a fresh `python` that imports pypdfium2 and extracts every page's text.
- **cold**: a fresh `ordinance-review review FILE --format json` (interpreter start, imports, rule data
  from the on-disk cache, ingest, segment, engine, JSON out): what a user waits for.
- **first run**: the same with an empty rule cache (`ORDINANCE_REVIEW_CACHE_DIR` pointed at a new
  folder), i.e. after `reference/` changed.
- **warm**: the per-file cost in a batch: `review OTHER FILE` minus `review OTHER`, where OTHER is
  another PDF of the same size and its own text (no cache hits).

CPU seconds are user + system of the run and of every process it starts (ingestion workers, fork
servers: this script is their subreaper and reaps them), the figure to trust on a shared machine.
Memory is the peak, sampled every 20 ms, of the proportional set sizes summed over that process
tree (or the largest single resident set, when higher). Each figure is the median of `--repeat` runs.
PDFs are made from distinct text by `bench_corpus.py` (cached under `.cache/bench/`).

    .venv/bin/python benchmarks/bench_cli.py [--pages 10 50 300 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
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
FLOOR_COLD_50 = 2.0
FLOOR_RATIO_300 = 3.0
FLOOR_MIB_300 = 150.0


def _subreaper() -> None:
    """Become the reaper of orphaned descendants (Linux), so the CPU of every process a run starts
    (an ingestion worker, a fork server and its children) ends up in RUSAGE_CHILDREN."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass


def _tree_mib() -> float:
    """Memory of every process below this one: the sum of their proportional set sizes (shared
    pages split among the processes sharing them), or of their RSS where PSS is unavailable."""
    me = str(os.getpid())
    parents: dict[str, str] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as fh:
                    parents[entry] = fh.read().rsplit(b")", 1)[1].split()[1].decode()
            except OSError:
                continue
    total = 0.0
    for pid in parents:
        ancestor, hops = parents.get(pid), 0
        while ancestor not in (None, me, "0", "1") and hops < 50:
            ancestor, hops = parents.get(ancestor), hops + 1
        if ancestor != me:
            continue
        try:
            with open(f"/proc/{pid}/smaps_rollup") as fh:
                total += next(int(line.split()[1]) for line in fh if line.startswith("Pss:")) / 1024
        except (OSError, StopIteration):
            try:
                with open(f"/proc/{pid}/statm") as fh:
                    total += int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
            except OSError:
                pass
    return total


def measure(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, float, str]:
    """(CPU seconds, peak MiB, stdout) of one run: its process and every process it started."""
    import resource
    import threading

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    peak = [0.0]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env)
        running = threading.Event()
        running.set()

        def sample() -> None:
            while running.is_set():
                peak[0] = max(peak[0], _tree_mib())
                time.sleep(0.02)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # reap what it left behind (fork server, workers)
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                time.sleep(0.01)
        running.clear()
        sampler.join()
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if proc.returncode != 0:
            err.seek(0)
            raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}): {err.read().decode().strip()[-500:]}")
        out.seek(0)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        return cpu, max(peak[0], usage.ru_maxrss / 1024), out.read().decode(errors="replace")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, nargs="+", default=[10, 50, 300, 1000])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    _subreaper()
    env = {**os.environ, "ORDINANCE_REVIEW_MAX_PAGES": "5000"}
    if env.pop("PYTHONDONTWRITEBYTECODE", None):
        # an installed CLI has its .pyc files; compiling every module from source would add ~0.1 s
        print("note: PYTHONDONTWRITEBYTECODE is set here; the children may write .pyc files, as an install does")
    cli = [str(BIN / "ordinance-review"), "review"]
    print("CPU seconds (user+sys of the run and every process it starts), median of", args.repeat,
          "runs; peak MiB of the process tree")
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
            try:
                both = measure([*cli, str(other), str(path), "--format", "jsonl", "--no-progress"], env)[0]
                alone = measure([*cli, str(other), "--format", "jsonl", "--no-progress"], env)[0]
                warm.append(both - alone)
            except RuntimeError:  # a CLI without batch review (an older checkout)
                warm.append(float("nan"))
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
