"""Ingestion in a worker process under an address-space and a CPU-time limit.

Why a process: a check inside the reader runs only after the damage is done (issue 20: a page
declared 7,200 pt square took the Streamlit server to 4.4 GB, and 1.2 GB stayed held after the
browser closed). The worker sets `RLIMIT_AS` and `RLIMIT_CPU` on itself before it reads a byte,
so whatever a hostile file makes PDFium, Pillow, lxml or tesseract do, the app and the CLI
survive, get a one-line refusal, and the memory is returned to the system when the worker ends.

OCR runs one process per scanned page, as many at once as there are cores; each page has its own
CPU-time budget (`RLIMIT_CPU`, which tesseract inherits), so a busy machine slows a scan down but
never refuses it, and a page that fails becomes a warning while the rest is reviewed.

Processes start from a fork server (`multiprocessing` "forkserver"): a few milliseconds each, and
no fork of the app's threads. A caller with no thread but its own (the CLI) forks the reading
worker directly instead: no fork server to start (a fresh interpreter importing the readers, about
0.15 s of CPU and 20 MiB a run); the address-space limit then counts from what the worker
inherited, so it allows the reader the same memory either way.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import resource
import signal
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from ordinance_review import errors
from ordinance_review.progress import ProgressFn

MEMORY_ENV = "ORDINANCE_REVIEW_WORKER_MEMORY_MB"
DEFAULT_MEMORY_MB = 1024  # address space of the worker and of each OCR page process
CPU_BASE_SECONDS = 20.0  # the worker's CPU budget: this plus CPU_PAGE_SECONDS per page
CPU_ENV = "ORDINANCE_REVIEW_WORKER_CPU_SECONDS"  # overrides CPU_BASE_SECONDS (a slow server, a test)
CPU_PAGE_SECONDS = 0.5
OCR_PAGE_SECONDS_ENV = "ORDINANCE_REVIEW_OCR_PAGE_SECONDS"
DEFAULT_OCR_PAGE_SECONDS = 60.0  # one OCR page (render + tesseract), in CPU seconds, not wall-clock
_PRELOAD = ["ordinance_review.ingest", "ordinance_review.ingest.pdf", "ordinance_review.ingest.docx"]


@dataclass
class Stats:
    """What the worker used: peak resident memory (its own and its OCR processes') and CPU time."""

    peak_mb: float = 0.0
    cpu_seconds: float = 0.0
    wall_seconds: float = 0.0
    killed_by: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def memory_limit() -> int:
    """The worker's address-space limit in bytes (`ORDINANCE_REVIEW_WORKER_MEMORY_MB`, default 1024)."""
    raw = os.environ.get(MEMORY_ENV, "").strip()
    megabytes = int(raw) if raw.isdigit() and int(raw) >= 256 else DEFAULT_MEMORY_MB
    return megabytes << 20


def ocr_page_seconds() -> float:
    """CPU seconds one OCR page may use (`ORDINANCE_REVIEW_OCR_PAGE_SECONDS`, default 60)."""
    try:
        value = float(os.environ.get(OCR_PAGE_SECONDS_ENV, "") or DEFAULT_OCR_PAGE_SECONDS)
    except ValueError:
        value = DEFAULT_OCR_PAGE_SECONDS
    return value if value > 0 else DEFAULT_OCR_PAGE_SECONDS


def _forget_forkserver() -> None:
    """In a plain fork of a process that had started a fork server: start a new one when needed.

    The copied state names a fork server that is not this process's child, and
    `multiprocessing` would fail checking on it (ChildProcessError: No child processes).
    """
    from multiprocessing import forkserver

    server = forkserver._forkserver
    server._forkserver_pid = server._forkserver_address = server._forkserver_alive_fd = None


os.register_at_fork(after_in_child=_forget_forkserver)


def _context() -> multiprocessing.context.BaseContext:
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(_PRELOAD)
    return context


def _inherited_bytes() -> int | None:
    """This process's address space when a plain fork is safe here (no thread but the calling
    one: nothing can hold a lock across the fork), else None."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    try:
        with open("/proc/self/status") as fh:
            status = dict(line.split(":", 1) for line in fh if ":" in line)
        threads = int(status["Threads"])
        size_kb = int(status["VmSize"].split()[0])
    except (OSError, KeyError, ValueError):
        return None
    return size_kb << 10 if threads == 1 else None


_WORKER_MEMORY: list[int] = []  # the address-space limit the worker was started with (in the worker)


_OCR_USAGE = [0.0, 0.0]  # peak MB and CPU seconds of this worker's OCR processes (not its children)


def ocr_cpu_seconds() -> float:
    """CPU seconds spent so far by the OCR processes this process started (they are a fork server's
    children, so `RUSAGE_CHILDREN` never sees them): what `bench_ocr` reports beside wall time."""
    return _OCR_USAGE[1]


def cpu_base_seconds() -> float:
    """The worker's base CPU budget (`ORDINANCE_REVIEW_WORKER_CPU_SECONDS`, default 20 s)."""
    try:
        value = float(os.environ.get(CPU_ENV, "").strip() or CPU_BASE_SECONDS)
    except ValueError:
        return CPU_BASE_SECONDS
    return value if value > 0 else CPU_BASE_SECONDS


def _usage() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    peak_kb = max(own.ru_maxrss, children.ru_maxrss)
    cpu = own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
    return max(peak_kb / 1024, _OCR_USAGE[0]), cpu + _OCR_USAGE[1]


def _limit_self(memory: int, cpu_seconds: float) -> None:
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # a crash under the limit leaves no core file
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    # Only the soft CPU limit binds (SIGXCPU ends the process); the hard one stays open so the
    # budget can grow with the page count and OCR processes can set their own.
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    used = time.process_time()
    soft = int(used + cpu_seconds) + 1
    resource.setrlimit(
        resource.RLIMIT_CPU, (soft if hard == resource.RLIM_INFINITY else min(soft, hard), hard)
    )


def grow_cpu_budget(pages: int) -> None:
    """Scale this worker's CPU budget to the document (called once the page count is known)."""
    if os.environ.get("_ORDINANCE_REVIEW_IN_WORKER") != "1":
        return
    memory = _WORKER_MEMORY[0] if _WORKER_MEMORY else memory_limit()
    _limit_self(memory, cpu_base_seconds() + CPU_PAGE_SECONDS * pages)


def _child(conn, data: bytes, filename: str, options: dict[str, Any], memory: int, environ: dict) -> None:
    # a fork server's child has the environment of the fork server, not of the caller
    os.environ.update(environ)
    os.environ["_ORDINANCE_REVIEW_IN_WORKER"] = "1"
    _WORKER_MEMORY[:] = [memory]
    _limit_self(memory, cpu_base_seconds())
    from ordinance_review import ingest

    def progress(stage: str, done: int, total: int, message: str) -> None:
        conn.send(("progress", stage, done, total, message))

    try:
        document = ingest.read(data, filename, progress=progress, compact=True, **options)
        conn.send(("done", document, _usage()))
    except errors.ReviewError as error:
        cause = error.__cause__
        conn.send(("error", type(error).__name__, str(error), repr(cause) if cause else "", _usage()))
    except MemoryError:
        conn.send(("error", "UnreadableInput", _memory_message(filename, memory_limit()), "MemoryError()", _usage()))
    finally:
        conn.close()


def _memory_message(filename: str, memory: int) -> str:
    return (
        f"{filename} needs more than {memory >> 20} MB of memory to read, the limit for one file; "
        "it looks damaged or built to exhaust the server: export it again or split it"
    )


class WorkerFailed(Exception):
    """The cause recorded for a refusal that happened in the worker (its repr, for the log)."""


def _error(name: str, message: str, cause: str) -> errors.ReviewError:
    from ordinance_review import ingest

    kind = getattr(errors, name, None) or getattr(ingest, name, None)
    if not (isinstance(kind, type) and issubclass(kind, errors.ReviewError)):
        kind = errors.UnreadableInput
    error = kind(message)
    if cause:
        error.__cause__ = WorkerFailed(cause)
    return error


def run(
    data: bytes,
    filename: str,
    *,
    progress: ProgressFn,
    options: dict[str, Any],
    stats: Stats | None = None,
):
    """`ingest.read(data, filename, **options)` in a limited worker process; its result or its refusal."""
    stats = stats if stats is not None else Stats()
    memory = memory_limit()
    inherited = _inherited_bytes()
    if inherited is None:
        context = _context()
        limit = memory
    else:  # single-threaded caller (the CLI): fork, and leave the reader the same headroom
        context = multiprocessing.get_context("fork")
        limit = memory + inherited
        for stream in (sys.stdout, sys.stderr):  # a forked child flushes them again on exit
            with contextlib.suppress(Exception):
                stream.flush()
    receiver, sender = context.Pipe(duplex=False)
    started = time.monotonic()
    # not a daemon: it starts the OCR processes; `finally` below ends it, and its CPU limit ends
    # it should this process die first
    environ = {k: v for k, v in os.environ.items() if k.startswith("ORDINANCE_REVIEW_") or k == "PATH"}
    process = context.Process(target=_child, args=(sender, data, filename, options, limit, environ))
    process.start()
    sender.close()
    try:
        while True:
            if receiver.poll(0.2):
                try:
                    message = receiver.recv()
                except (EOFError, OSError):
                    break
                if message[0] == "progress":
                    progress(*message[1:])
                    continue
                stats.peak_mb, stats.cpu_seconds = message[-1]
                stats.wall_seconds = time.monotonic() - started
                if message[0] == "done":
                    from ordinance_review import ingest

                    return ingest.build(message[1])
                raise _error(*message[1:4])
            if not process.is_alive():
                break
        process.join(5)
        stats.wall_seconds = time.monotonic() - started
        code = process.exitcode
        stats.killed_by = signal.Signals(-code).name if code is not None and code < 0 else str(code)
        if code in (-signal.SIGXCPU, -signal.SIGKILL):
            raise errors.UnreadableInput(
                f"{filename} took more CPU time to read than the budget for a document of its size; "
                "it looks damaged or built to be slow: export it again"
            )
        raise errors.UnreadableInput(_memory_message(filename, memory))
    finally:
        receiver.close()
        if process.is_alive():
            process.kill()
        process.join(5)
        with contextlib.suppress(ValueError):
            process.close()


# ------------------------------------------------------------------ OCR pages


def _ocr_child(conn, path: str, password: str | None, index: int, dpi: int, cpu_seconds: float) -> None:
    os.environ["OMP_THREAD_LIMIT"] = "1"  # one thread per tesseract: the pages are the parallelism
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    soft = int(time.process_time() + cpu_seconds) + 1
    # tesseract inherits the limit: SIGXCPU ends it (or this process) when the page's budget is spent
    resource.setrlimit(
        resource.RLIMIT_CPU, (soft if hard == resource.RLIM_INFINITY else min(soft, hard), hard)
    )
    try:
        from ordinance_review.ingest import ocr

        conn.send(("done", ocr.ocr_file_page(path, password, index, dpi), _usage()))
    except MemoryError:
        conn.send(("error", "needed more memory than the limit", _usage()))
    except Exception as error:  # tesseract killed at its CPU limit, a damaged image …
        conn.send(("error", _ocr_reason(error), _usage()))
    finally:
        conn.close()


def _ocr_reason(error: Exception) -> str:
    text = str(error)
    if "-24" in text or "SIGXCPU" in text or "-9" in text:
        return f"took more than {ocr_page_seconds():g} s of CPU"
    return type(error).__name__


def _ocr_one(context, path: str, password: str | None, index: int, dpi: int) -> tuple[list | None, str]:
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(
        target=_ocr_child, args=(sender, path, password, index, dpi, ocr_page_seconds()), daemon=True
    )
    process.start()
    sender.close()
    try:
        message = receiver.recv()
    except (EOFError, OSError):
        message = None
    finally:
        receiver.close()
        process.join(10)
        if process.is_alive():
            process.kill()
            process.join()
    if message is None:
        code = process.exitcode
        reason = (
            f"took more than {ocr_page_seconds():g} s of CPU"
            if code in (-signal.SIGXCPU, -signal.SIGKILL)
            else "needed more memory than the limit"
        )
        return None, reason
    peak, cpu = message[-1]
    _OCR_USAGE[0] = max(_OCR_USAGE[0], peak)
    _OCR_USAGE[1] += cpu
    if message[0] == "done":
        return message[1], ""
    return None, message[1]


def _ocr_once_more(context, path: str, password: str | None, index: int, dpi: int) -> tuple[list | None, str]:
    """A page whose OCR failed for a reason that is neither its CPU budget nor its memory limit (tesseract stopped
    with an error on a busy machine) is read once more before it is left out of the review."""
    pieces, reason = _ocr_one(context, path, password, index, dpi)
    if pieces is None and not reason.startswith(("took more than", "needed more memory")):
        pieces, reason = _ocr_one(context, path, password, index, dpi)
    return pieces, reason


def ocr_pages(
    data: bytes,
    password: str | None,
    indexes: list[int],
    dpi: int,
    on_page: Callable[[int, list | None, str, int], None],
    workers: int | None = None,
) -> None:
    """OCR the pages `indexes` (0-based) of a PDF, one process per page, on all cores.

    `on_page(index, pieces_or_None, failure_reason, done_count)` is called as each page finishes,
    in the calling thread, so progress is reported page by page.
    """
    if not indexes:
        return
    workers = workers or max(1, len(os.sched_getaffinity(0)))
    context = _context()
    with tempfile.NamedTemporaryFile(prefix="ordinance-ocr-", suffix=".pdf") as handle:
        handle.write(data)
        handle.flush()
        with ThreadPoolExecutor(max_workers=min(workers, len(indexes))) as pool:
            futures = {pool.submit(_ocr_once_more, context, handle.name, password, i, dpi): i for i in indexes}
            for done, future in enumerate(as_completed(futures), start=1):
                pieces, reason = future.result()
                on_page(futures[future], pieces, reason, done)
