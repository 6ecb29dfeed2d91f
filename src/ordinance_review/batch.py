"""Review many ordinances in one run: files or folders in, JSON Lines out, a progress bar on stderr.

Why one process: a cold start (interpreter, imports, rule data) costs more than reviewing a short
ordinance, so a reviewer with a folder of submissions should pay it once, not once per file. With
`jobs > 1` the files are shared among worker processes forked after the rule data and catalog are
loaded, so the workers start warm as well. Results come out in the order the files were given.

Each output line is one JSON object: ``{"file": ..., "ok": true, "review": {…ordinance-review/1…}}``
or ``{"file": ..., "ok": false, "error": "one-line reason"}``; a file that cannot be read does not
stop the others (the exit code is then 2).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from ordinance_review.errors import ReviewError

SUFFIXES = (".pdf", ".docx", ".txt", ".text")


class NothingToReview(ReviewError):
    """A folder holds no PDF, Word or text file."""


def expand(paths: Iterable[Path]) -> list[Path]:
    """The files to review: files as given, folders searched (recursively) for PDF, DOCX and text files."""
    files: list[Path] = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES)
            if not found:
                raise NothingToReview(f"{path} holds no .pdf, .docx or .txt file to review")
            files += found
        else:
            files.append(path)
    return files


@dataclass(frozen=True)
class Options:
    fmt: str = "jsonl"  # "jsonl" or "md"
    password: str | None = None


@dataclass(frozen=True)
class Result:
    path: str
    ok: bool
    text: str  # the JSON line (without newline) or the Markdown
    error: str = ""
    seconds: float = 0.0


def review_one(path: Path, options: Options, progress=None) -> Result:  # noqa: ANN001 - a ProgressFn or None
    """Review one file and format it; an unreadable file is a failed Result, not an exception."""
    from ordinance_review.review import review_path

    start = time.perf_counter()
    kwargs = {"password": options.password}
    if progress is not None:
        kwargs["progress"] = progress
    try:
        review = review_path(path, **kwargs)
    except ReviewError as exc:
        error = str(exc)
        line = json.dumps({"file": str(path), "ok": False, "error": error})
        return Result(str(path), False, line if options.fmt == "jsonl" else "", error, time.perf_counter() - start)
    if options.fmt == "md":
        from ordinance_review.memo import render

        text = render(review, kind="review", fmt="md").decode("utf-8")
    else:
        text = f'{{"file": {json.dumps(str(path))}, "ok": true, "review": {review.to_json(indent=None)}}}'
    return Result(str(path), True, text, "", time.perf_counter() - start)


def _warm() -> None:
    """Load the rule data and the catalog now (from the on-disk cache), before workers are forked."""
    from ordinance_review import standards, verdict_rules

    verdict_rules.load_rules()
    standards.load_catalog()


def _forked_worker() -> None:
    """In a worker forked from a process that had started `multiprocessing`'s fork server (ingestion
    runs there, `ingest.worker`): forget it, so this worker starts its own instead of asking after a
    process that is not its child (`os.waitpid` → ChildProcessError)."""
    import threading
    from multiprocessing import forkserver

    server = getattr(forkserver, "_forkserver", None)
    if server is not None and getattr(server, "_forkserver_pid", None) is not None:
        server._forkserver_pid = None
        server._forkserver_address = None
        server._forkserver_alive_fd = None  # the parent's fd stays open until this worker exits: harmless
        server._lock = threading.Lock()


def _worker_review(path: str, options: Options) -> Result:
    return review_one(Path(path), options)


def results(files: list[Path], options: Options, *, jobs: int = 1, bar: ProgressBar | None = None) -> Iterator[Result]:
    """Review `files` in order, `jobs` at a time; yields each result as soon as its turn comes."""
    _warm()
    if jobs <= 1 or len(files) <= 1:
        for i, path in enumerate(files):
            if bar is not None:
                bar.file(i, path)
            stage = bar.stage if bar is not None else None
            yield review_one(path, options, stage)
            if bar is not None:
                bar.done(i + 1)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # fork: the workers inherit the loaded rule data (no start-up cost of their own)
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=min(jobs, len(files)), mp_context=context, initializer=_forked_worker) as pool:
        futures = [pool.submit(_worker_review, str(p), options) for p in files]
        for i, future in enumerate(futures):
            if bar is not None:
                bar.file(i, files[i])
            yield future.result()
            if bar is not None:
                bar.done(i + 1)


class ProgressBar:
    """`[#####·····]  3/10 files  name.pdf  assess 120/300` on one line of stderr, redrawn in place."""

    WIDTH = 24

    def __init__(self, total: int, stream: TextIO | None = None) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.finished = 0
        self.name = ""
        self.detail = ""
        self._last = 0.0

    def file(self, index: int, path: Path) -> None:  # noqa: ARG002 - the index is the count already done
        self.name = Path(path).name
        self.detail = ""
        self._draw(force=True)

    def stage(self, stage: str, done: int, total: int, message: str) -> None:  # noqa: ARG002 - a ProgressFn
        self.detail = f"{stage} {done}/{total}" if total > 1 else stage
        self._draw()

    def done(self, finished: int) -> None:
        self.finished = finished
        self.detail = ""
        self._draw(force=True)
        if finished == self.total:
            self.stream.write("\n")
            self.stream.flush()

    def _draw(self, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self._last < 0.1:
            return
        self._last = now
        filled = round(self.WIDTH * self.finished / max(1, self.total))
        bar = "#" * filled + "·" * (self.WIDTH - filled)
        line = f"[{bar}] {self.finished}/{self.total} files  {self.name[:40]}  {self.detail}".rstrip()
        self.stream.write("\r" + line.ljust(100)[:100])
        self.stream.flush()


def run(files: list[Path], options: Options, *, jobs: int = 1, progress: bool | None = None,
        out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Review `files` and write one result per file to `out`; 0 when every file was reviewed, else 2."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    if jobs <= 0:
        jobs = os.cpu_count() or 1
    show = err.isatty() if progress is None else progress
    bar = ProgressBar(len(files), err) if show else None
    failed = 0
    for result in results(files, options, jobs=jobs, bar=bar):
        if result.text:
            out.write(result.text if options.fmt == "md" else result.text + "\n")
            out.flush()
        if not result.ok:
            failed += 1
            if bar is not None:
                err.write("\n")
            print(f"ordinance-review: {result.error}", file=err)
    return 2 if failed else 0
