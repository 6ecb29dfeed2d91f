"""Ingestion speed: pages/s and peak memory for generated dense ordinances, each in a cold process.

Generates 50- and 200-page ordinances with `pdfgen` (single-column dense pages and two-column
reflowed pages, with running headers and footers), then ingests each PDF in a fresh Python
subprocess, so interpreter start-up and imports count as they do for a CLI run. When the
segmenter is importable the same subprocess also times `segment.segment` on the result.

Goal (issue 3): 50 pages ingested and segmented in <= 1 s, 200 pages in <= 4 s, cold.

    .venv/bin/python benchmarks/bench_ingest.py [--pages 50 200] [--layouts single two_column] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

WORDS = (
    "manure storage facility operator shall county department permit application livestock "
    "operation nutrient management plan field runoff groundwater well setback feet days closure "
    "liner design construction inspection standard conservation practice cost-sharing owner land "
    "application frozen snow-covered ground surface water navigable stream lake wetland approval "
    "within after before each any every written notice under this section subsection provided "
    "that except where required maintained accordance with technical guide agricultural"
).split()

CHILD = """
import json, resource, sys, time
start = time.perf_counter()

def peak_mb():
    # VmHWM is this process's own high-water mark; ru_maxrss can carry the parent's from before exec.
    try:
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

cpu_start = time.process_time()
from ordinance_review import ingest
data = open(sys.argv[1], "rb").read()
t0 = time.perf_counter()
c0 = time.process_time()
doc = ingest.load(data, "bench.pdf")
t1 = time.perf_counter()
c1 = time.process_time()
segmented = None
try:
    from ordinance_review import segment
    info, provisions = segment.segment(doc)
    segmented = len(provisions)
except Exception as error:  # the segmenter may still be a stub or in progress
    segmented = f"error: {type(error).__name__}: {error}"
t2 = time.perf_counter()
c2 = time.process_time()
print(json.dumps({
    "cpu_import_s": c0 - cpu_start, "cpu_ingest_s": c1 - c0, "cpu_segment_s": c2 - c1,
    "pages": len(doc.pages), "lines": len(doc.lines),
    "import_s": t0 - start, "ingest_s": t1 - t0, "segment_s": t2 - t1, "segmented": segmented,
    "peak_rss_mb": peak_mb(),
}))
"""


def dense_text(pages: int, seed: int = 7) -> str:
    """A deterministic ordinance-like text filling about `pages` dense single-column pages."""
    rng = random.Random(seed)
    lines: list[str] = []
    section = 1
    target = pages * 60  # lines per page in pdfgen's single layout, blank lines included
    while len(lines) < target:
        lines += [f"Sec. 12.{section:02d} {' '.join(rng.choices(WORDS, k=4)).upper()}.", ""]
        for sub in range(1, rng.randint(3, 6)):
            sentence = " ".join(rng.choices(WORDS, k=rng.randint(40, 90))) + "."
            lines += textwrap.wrap(f"({sub}) {sentence.capitalize()}", 90) + [""]
            for letter in "abc"[: rng.randint(0, 3)]:
                sentence = " ".join(rng.choices(WORDS, k=rng.randint(20, 50))) + "."
                lines += textwrap.wrap(
                    f"({letter}) {sentence.capitalize()}", 86, initial_indent="    ", subsequent_indent="    "
                ) + [""]
        section += 1
    return "\n".join(lines[:target])


def run(pages: int, layout: str, folder: Path, repeat: int = 1) -> dict:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # testsupport/
    from testsupport import pdfgen

    # Two-column pages hold about 1.4 single-column pages of text.
    source = dense_text(pages if layout == "single" else round(pages * 1.4))
    pdf = pdfgen.render(
        source, layout=layout, header="Marlow County Code\t12-{page}", footer="Page {page} of {pages}"
    )
    path = folder / f"dense_{pages}_{layout}.pdf"
    path.write_bytes(pdf)
    runs = []
    for _ in range(repeat):
        wall = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, check=True
        )
        one = json.loads(out.stdout.strip().splitlines()[-1])
        one["cold_wall_s"] = time.perf_counter() - wall
        runs.append(one)
    # On a shared machine other processes only ever add time: the fastest run is the best estimate.
    result = min(runs, key=lambda r: r["cpu_import_s"] + r["cpu_ingest_s"] + r["cpu_segment_s"])
    result["requested_pages"] = pages
    result["layout"] = layout
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, nargs="+", default=[50, 200])
    parser.add_argument("--layouts", nargs="+", default=["single", "two_column"])
    parser.add_argument(
        "--repeat", type=int, default=1, help="cold runs per file; the one with least CPU is shown"
    )
    args = parser.parse_args()
    print("Times are wall-clock seconds, CPU seconds in brackets (the CPU figure is the one to trust")
    print("on a busy machine). 'cold total' = interpreter start + imports + ingest + segment.")
    print(
        f"{'layout':<11} {'pages':>5} {'lines':>6} {'import':>12} {'ingest':>12} {'pages/s':>8} "
        f"{'segment':>12} {'cold total':>11} {'peak MB':>8}  provisions"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for layout in args.layouts:
            for pages in args.pages:
                r = run(pages, layout, Path(tmp), args.repeat)
                print(
                    f"{layout:<11} {r['pages']:>5} {r['lines']:>6} "
                    f"{r['import_s']:>5.2f} ({r['cpu_import_s']:.2f}) "
                    f"{r['ingest_s']:>5.2f} ({r['cpu_ingest_s']:.2f}) "
                    f"{r['pages'] / r['ingest_s']:>8.0f} "
                    f"{r['segment_s']:>5.2f} ({r['cpu_segment_s']:.2f}) "
                    f"{r['cold_wall_s']:>11.2f} {r['peak_rss_mb']:>8.0f}  {r['segmented']}"
                )


if __name__ == "__main__":
    main()
