"""Fuzz the ingest API with hostile PDFs: every case must end in a review or a typed ReviewError.

Valid ordinance PDFs are generated with `testsupport.pdfgen` (single and two-column layouts,
one with an embedded image), then each case applies one to three mutations: byte flips,
truncation, a deleted object, a broken xref/startxref, a huge page count (`/Count 1000000`), an
enormous image (declared 100000 x 100000), a huge page box, and deeply nested arrays/dicts. Each
case is fed to `ingest.load` and `segment.segment` in its own process (forked from a worker that
imported everything once, so 10,000 cases take minutes, not hours) under a wall-clock limit and
an address-space limit (`RLIMIT_AS`). Outcomes:

- ``reviewed``: ingested and segmented;
- ``review_error``: a typed `ReviewError` with a user message (the expected refusal);
- ``traceback``: any other exception (a bug: the user would see a stack trace);
- ``timeout``: the case ran past the time limit (a hang);
- ``memory``: `MemoryError` or an allocation failure under the memory limit;
- ``crash``: the process died of a signal (a native crash in PDFium or Pillow).

Why a separate script and not only a test: the 10,000-case run takes minutes; the test suite runs
200 cases with a fixed seed through the same `run_cases` (tests/fuzz/test_fuzz_ingest.py).

    .venv/bin/python benchmarks/fuzz_ingest.py --cases 10000 --seed 1 --workers 2 [--json out.json]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import re
import resource
import select
import signal
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

from pydantic import BaseModel

OUTCOMES: tuple[str, ...] = ("reviewed", "review_error", "traceback", "timeout", "memory", "crash")
FAILURES: frozenset[str] = frozenset({"traceback", "timeout", "memory", "crash"})
DEFAULT_TIMEOUT = 20.0
DEFAULT_MEMORY_MB = 2048

SECTION_WORDS = (
    "manure storage facility operator shall county department permit application livestock "
    "operation nutrient management plan field runoff groundwater well setback feet days closure "
    "liner design construction inspection standard conservation practice owner land application "
    "frozen snow-covered ground surface water navigable stream lake wetland approval written notice"
).split()


class CaseResult(BaseModel):
    """What one fuzz case did: its mutations, outcome, message, wall time and peak RSS."""

    index: int
    seed_name: str
    mutations: list[str]
    size: int
    outcome: str
    message: str = ""
    seconds: float
    peak_rss_mb: float


# ---------------------------------------------------------------- seed documents


def ordinance_text(rng: random.Random, sections: int = 8) -> str:
    """A synthetic ordinance: title, numbered sections with lettered subsections."""
    lines = ["TOWN OF FUZZWOOD", "CHAPTER 9 - LIVESTOCK FACILITIES", ""]
    for number in range(1, sections + 1):
        lines.append(f"9-{number}  {' '.join(rng.choices(SECTION_WORDS, k=3)).title()}.")
        for letter in "ABC"[: rng.randint(1, 3)]:
            body = " ".join(rng.choices(SECTION_WORDS, k=rng.randint(12, 40)))
            lines.append(f"  ({letter.lower()}) {body.capitalize()} {rng.randint(1, 999)} feet.")
        lines.append("")
    return "\n".join(lines)


def _with_image(pdf: bytes) -> bytes:
    """The PDF with a small grey image drawn on its first page (to mutate into an enormous one)."""
    import pypdfium2 as pdfium
    from PIL import Image

    document = pdfium.PdfDocument(pdf)
    try:
        page = document[0]
        image = pdfium.PdfImage.new(document)
        image.set_bitmap(pdfium.PdfBitmap.from_pil(Image.new("L", (32, 24), 128)))
        image.set_matrix(pdfium.PdfMatrix().scale(64, 48).translate(480, 20))
        page.insert_obj(image)
        page.gen_content()
        out = io.BytesIO()
        document.save(out)
        return out.getvalue()
    finally:
        document.close()


def seeds() -> list[tuple[str, bytes]]:
    """The valid PDFs every case starts from (deterministic)."""
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # testsupport/
    from testsupport.pdfgen import render

    rng = random.Random(20261129)
    single = render(ordinance_text(rng, 10), header="Town of Fuzzwood Code\tChapter 9")
    two = render(ordinance_text(rng, 14), layout="two_column")
    return [("single", single), ("two_column", two), ("image", _with_image(render(ordinance_text(rng, 5))))]


# ---------------------------------------------------------------- mutations


def _byte_flips(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.choice((1, 4, 16, 64))):
        out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def _truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(16, max(17, len(data)))]


def _delete_object(data: bytes, rng: random.Random) -> bytes:
    objects = list(re.finditer(rb"\d+ \d+ obj\b.*?endobj", data, re.S))
    if not objects:
        return data
    match = rng.choice(objects)
    return data[: match.start()] + data[match.end() :]


def _broken_xref(data: bytes, rng: random.Random) -> bytes:
    choice = rng.randrange(3)
    if choice == 0:
        return re.sub(rb"startxref\s+\d+", b"startxref\n" + str(rng.randrange(10**9)).encode(), data)
    if choice == 1:
        return re.sub(rb"\d{10} \d{5} [nf]", lambda _m: f"{rng.randrange(10**10):010d} 00000 n".encode(), data)
    return data.replace(b"xref", b"xrfe").replace(b"/XRef", b"/XRfe")


def _huge_count(data: bytes, rng: random.Random) -> bytes:
    return re.sub(rb"/Count \d+", rng.choice((b"/Count 1000000", b"/Count -5", b"/Count 2147483647")), data)


def _huge_image(data: bytes, rng: random.Random) -> bytes:
    side = rng.choice((b"100000", b"65536", b"2147483647"))
    data = re.sub(rb"/Width \d+", b"/Width " + side, data)
    return re.sub(rb"/Height \d+", b"/Height " + side, data)


def _huge_mediabox(data: bytes, rng: random.Random) -> bytes:
    box = rng.choice((b"[0 0 14400 14400]", b"[0 0 1e9 1e9]", b"[0 0 0 0]", b"[-1e30 0 1e30 5]"))
    return re.sub(rb"/MediaBox\s*\[[^\]]*\]", b"/MediaBox " + box, data)


def _deep_nesting(data: bytes, rng: random.Random) -> bytes:
    depth = rng.choice((1000, 10000, 100000))
    if rng.random() < 0.5:
        nested = b"[" * depth + b"]" * depth
    else:
        nested = b"<</A " * depth + b"0" + b">>" * depth
    match = re.search(rb"/Type\s*/Catalog", data) or re.search(rb"/Type\s*/Page\b", data)
    if match is None:
        return data
    return data[: match.end()] + b" /Deep " + nested + data[match.end() :]


MUTATIONS: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "byte_flips": _byte_flips,
    "truncate": _truncate,
    "delete_object": _delete_object,
    "broken_xref": _broken_xref,
    "huge_count": _huge_count,
    "huge_image": _huge_image,
    "huge_mediabox": _huge_mediabox,
    "deep_nesting": _deep_nesting,
}


def make_case(index: int, seed: int, corpus: list[tuple[str, bytes]]) -> tuple[str, list[str], bytes]:
    """Case `index` of run `seed`: the same bytes every time (reproducible from the two numbers)."""
    rng = random.Random(f"{seed}:{index}")
    name, data = corpus[rng.randrange(len(corpus))]
    names = rng.sample(sorted(MUTATIONS), k=rng.choice((1, 1, 2, 3)))
    for mutation in names:
        data = MUTATIONS[mutation](data, rng)
    return name, names, data


# ---------------------------------------------------------------- running one case


def _child(data: bytes, memory_bytes: int) -> dict[str, str]:
    """Run in the forked process: the ingest API and the segmenter on the bytes."""
    resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    from ordinance_review import ingest
    from ordinance_review.errors import ReviewError
    from ordinance_review.segment import segment

    try:
        # this forked, limited process is the isolation: no second worker process per case
        document = ingest.load(data, "fuzz.pdf", isolate=False)
        segment(document)
    except ReviewError as error:
        return {"outcome": "review_error", "message": str(error)}
    except MemoryError:
        return {"outcome": "memory", "message": "MemoryError"}
    except Exception:  # noqa: BLE001 - classifying every escape is the point
        return {"outcome": "traceback", "message": traceback.format_exc()[-1500:]}
    return {"outcome": "reviewed", "message": ""}


def run_isolated(data: bytes, *, timeout: float, memory_mb: int) -> tuple[str, str, float, float]:
    """(outcome, message, seconds, peak RSS MB) of one case in a forked, limited process."""
    read_end, write_end = os.pipe()
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # child
        os.close(read_end)
        try:
            result = _child(data, memory_mb * 1024 * 1024)
        except MemoryError:
            result = {"outcome": "memory", "message": "MemoryError"}
        except BaseException:  # noqa: BLE001
            result = {"outcome": "traceback", "message": traceback.format_exc()[-1500:]}
        try:
            os.write(write_end, json.dumps(result).encode()[:60000])
        finally:
            os._exit(0)
    os.close(write_end)
    chunks: list[bytes] = []
    deadline = start + timeout
    timed_out = False
    while True:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            timed_out = True
            break
        ready, _, _ = select.select([read_end], [], [], remaining)
        if not ready:
            continue
        chunk = os.read(read_end, 65536)
        if not chunk:
            break
        chunks.append(chunk)
    if timed_out:
        os.kill(pid, signal.SIGKILL)
    os.close(read_end)
    _, status, usage = os.wait4(pid, 0)
    seconds = time.perf_counter() - start
    peak = usage.ru_maxrss / 1024
    if timed_out:
        return "timeout", f"no result within {timeout:.0f} s", seconds, peak
    if os.WIFSIGNALED(status):
        name = signal.Signals(os.WTERMSIG(status)).name
        return "crash", f"killed by {name}", seconds, peak
    try:
        result = json.loads(b"".join(chunks))
    except ValueError:
        return "crash", "the case process exited without a result", seconds, peak
    return result["outcome"], result["message"], seconds, peak


def _run_chunk(args: tuple[list[int], int, float, int]) -> list[dict]:
    indexes, seed, timeout, memory_mb = args
    corpus = _corpus()
    results = []
    for index in indexes:
        name, mutations, data = make_case(index, seed, corpus)
        outcome, message, seconds, peak = run_isolated(data, timeout=timeout, memory_mb=memory_mb)
        results.append(
            CaseResult(
                index=index, seed_name=name, mutations=mutations, size=len(data), outcome=outcome,
                message=message, seconds=round(seconds, 3), peak_rss_mb=round(peak, 1),
            ).model_dump()
        )  # fmt: skip
    return results


_CORPUS: list[tuple[str, bytes]] | None = None


def _corpus() -> list[tuple[str, bytes]]:
    """The seed PDFs, built once per worker; importing the pipeline here makes each fork cheap."""
    global _CORPUS
    if _CORPUS is None:
        from ordinance_review import ingest, segment  # noqa: F401 - preload before forking
        from ordinance_review.ingest import pdf  # noqa: F401

        _CORPUS = seeds()
    return _CORPUS


def run_cases(
    cases: int,
    seed: int,
    *,
    workers: int = 2,
    timeout: float = DEFAULT_TIMEOUT,
    memory_mb: int = DEFAULT_MEMORY_MB,
    report: Callable[[int, int], None] | None = None,
) -> list[CaseResult]:
    """Run cases 0..cases-1 of `seed` on `workers` processes; results in case order."""
    chunk = 25
    jobs = [(list(range(i, min(i + chunk, cases))), seed, timeout, memory_mb) for i in range(0, cases, chunk)]
    results: list[CaseResult] = []
    # "forkserver", not "fork": the caller (a test run) may hold threads (Streamlit, the ingestion worker's
    # pipes) whose locks a forked child would inherit held, hanging a case until its time limit. The fork
    # server starts clean, so each worker — and the per-case fork it makes — is single-threaded.
    with ProcessPoolExecutor(max_workers=workers, mp_context=get_context("forkserver")) as pool:
        for batch in pool.map(_run_chunk, jobs):
            results.extend(CaseResult.model_validate(r) for r in batch)
            if report:
                report(len(results), cases)
    return sorted(results, key=lambda r: r.index)


def summary(results: list[CaseResult]) -> dict:
    """Counts per outcome, the slowest case, the peak memory, and the failing cases."""
    counts = Counter(r.outcome for r in results)
    slowest = max(results, key=lambda r: r.seconds)
    heaviest = max(results, key=lambda r: r.peak_rss_mb)
    messages = Counter(r.message.split(";")[0].replace("fuzz.pdf", "").strip() for r in results if r.outcome == "review_error")
    return {
        "cases": len(results),
        "counts": {outcome: counts.get(outcome, 0) for outcome in OUTCOMES},
        "slowest": {"index": slowest.index, "seconds": slowest.seconds, "mutations": slowest.mutations,
                    "seed": slowest.seed_name, "outcome": slowest.outcome},
        "peak_rss_mb": heaviest.peak_rss_mb,
        "peak_case": {"index": heaviest.index, "mutations": heaviest.mutations, "outcome": heaviest.outcome},
        "mean_seconds": round(sum(r.seconds for r in results) / len(results), 3),
        "review_error_messages": messages.most_common(12),
        "failures": [r.model_dump() for r in results if r.outcome in FAILURES][:50],
    }  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per case")
    parser.add_argument("--memory-mb", type=int, default=DEFAULT_MEMORY_MB, help="RLIMIT_AS per case")
    parser.add_argument("--json", help="write the summary (and failing cases) to this file")
    parser.add_argument("--case", type=int, help="run only this case index and print its outcome")
    args = parser.parse_args(argv)

    if args.case is not None:
        name, mutations, data = make_case(args.case, args.seed, _corpus())
        outcome, message, seconds, peak = run_isolated(data, timeout=args.timeout, memory_mb=args.memory_mb)
        print(json.dumps({"seed": name, "mutations": mutations, "outcome": outcome, "message": message,
                          "seconds": round(seconds, 3), "peak_rss_mb": round(peak, 1)}, indent=2))  # fmt: skip
        return 0 if outcome not in FAILURES else 1

    started = time.perf_counter()

    def report(done: int, total: int) -> None:
        if done % 500 == 0 or done == total:
            print(f"{done}/{total} cases, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)

    results = run_cases(
        args.cases, args.seed, workers=args.workers, timeout=args.timeout, memory_mb=args.memory_mb, report=report
    )
    result = summary(results)
    result["wall_seconds"] = round(time.perf_counter() - started, 1)
    result["seed"] = args.seed
    text = json.dumps(result, indent=2)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            out.write(text)
    print(json.dumps({k: v for k, v in result.items() if k != "failures"}, indent=2))
    for failure in result["failures"][:10]:
        print(f"FAIL case {failure['index']} {failure['mutations']}: {failure['outcome']} {failure['message'][-300:]}")
    return 1 if any(result["counts"][o] for o in FAILURES) else 0


if __name__ == "__main__":
    sys.exit(main())
