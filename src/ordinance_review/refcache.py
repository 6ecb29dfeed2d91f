"""Rule data and the catalog, compiled once and kept on disk, keyed by what they are built from.

Why: reading `reference/` (YAML, pydantic validation, about a thousand regular expressions) costs
more than reviewing a short ordinance, and every CLI call and server start paid it again. Here the
built objects are pickled under the user cache folder, regexes included as compiled `_sre` code (a
pickled `re.Pattern` would be parsed and compiled all over again on load).

Never stale: the file name holds a hash of every file under the `reference/` folder in use (names
and bytes), of every module of this package (the classes and validators that built the objects),
and of the Python, `re` engine and pydantic versions. Change any of them and the next load misses
and rebuilds; the old file is pruned later. A cache that cannot be read or written is ignored: the
objects are simply built.

- ``ORDINANCE_REVIEW_CACHE_DIR``: the folder (default ``$XDG_CACHE_HOME/ordinance-review``, else
  ``~/.cache/ordinance-review``); ``off`` builds every time.

The cache holds pickles, so only this user's own folder is used; it is created private (0700).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import re
import sys
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

CACHE_DIR_ENV = "ORDINANCE_REVIEW_CACHE_DIR"
KEEP = 8  # cache files kept per name (several checkouts or reference folders may share the folder)
_PACKAGE = Path(__file__).resolve().parent

T = TypeVar("T")


def cache_dir() -> Path | None:
    """Where the compiled data lives, or None when caching is off."""
    env = os.environ.get(CACHE_DIR_ENV, "").strip()
    if env:
        return None if env.lower() in ("off", "0", "no", "none") else Path(env).expanduser()
    base = os.environ.get("XDG_CACHE_HOME", "").strip() or Path.home() / ".cache"
    return Path(base) / "ordinance-review"


@lru_cache(maxsize=1)
def _code_digest() -> str:
    """Hash of this package's modules and of the versions that shape a pickle."""
    import pydantic

    h = hashlib.sha256()
    sre = sys.modules["_sre"]
    h.update(f"{sys.version}|{sre.MAGIC}|{sre.CODESIZE}|{pydantic.VERSION}".encode())
    for path in sorted(_PACKAGE.rglob("*.py")):
        h.update(str(path.relative_to(_PACKAGE)).encode() + b"\0")
        h.update(path.read_bytes())
    return h.hexdigest()


def fingerprint(reference: Path) -> str:
    """The cache key: every file under `reference` (names and bytes) plus the code and versions."""
    h = hashlib.sha256(_code_digest().encode())
    reference = Path(reference)
    for path in sorted(p for p in reference.rglob("*") if p.is_file()):
        h.update(str(path.relative_to(reference)).encode() + b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:32]


def _pattern(pattern, flags, code, groups, groupindex, indexgroup):  # noqa: ANN001, ANN202 - _sre.compile's own arguments
    """A compiled regex rebuilt from its `_sre` code (the inverse of `_Pickler.reducer_override`)."""
    return sys.modules["_sre"].compile(pattern, flags, code, groups, groupindex, indexgroup)


def _compiled_args(rx: re.Pattern) -> tuple:
    """What `re._compiler.compile` passes to `_sre.compile` for this pattern."""
    from re import _compiler, _parser

    parsed = _parser.parse(rx.pattern, rx.flags)
    code = [int(op) for op in _compiler._code(parsed, rx.flags)]  # plain ints: opcodes are named int constants
    groupindex = parsed.state.groupdict
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    return (rx.pattern, rx.flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex, tuple(indexgroup))


class _Pickler(pickle.Pickler):
    def reducer_override(self, obj):  # noqa: ANN001, ANN201 - pickle's protocol
        if type(obj) is re.Pattern:
            args = _compiled_args(obj)
            rebuilt = _pattern(*args)
            if rebuilt != obj:  # same flags and code, or we keep pickle's own (recompiling) form
                return NotImplemented
            return _pattern, args
        return NotImplemented


def dumps(obj: object) -> bytes:
    """Pickle `obj`, compiled regexes as their `_sre` code."""
    import io

    buffer = io.BytesIO()
    _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(obj)
    return buffer.getvalue()


def loads(data: bytes) -> object:
    return pickle.loads(data)  # noqa: S301 - our own file in the user's private cache folder


def cached(name: str, reference: Path, build: Callable[[], T]) -> T:
    """`build()`'s result, from the cache when it was built from the same reference data and code."""
    folder = cache_dir()
    if folder is None:
        return build()
    try:
        path = folder / f"{name}-{fingerprint(reference)}.pickle"
        if folder.exists() and not _private(folder):
            return build()  # a folder others may write to: never unpickle from it
    except OSError:
        return build()
    try:
        return loads(path.read_bytes())  # type: ignore[return-value]
    except FileNotFoundError:
        pass
    except Exception:  # noqa: BLE001 - a truncated or foreign file: rebuild and overwrite it
        pass
    obj = build()
    _store(folder, path, name, obj)
    return obj


def _private(folder: Path) -> bool:
    """Ours and writable by nobody else (group or others)."""
    st = folder.stat()
    return st.st_uid == os.getuid() and not st.st_mode & 0o022


def _store(folder: Path, path: Path, name: str, obj: object) -> None:
    try:
        data = dumps(obj)
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not _private(folder):
            return
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)  # atomic: a concurrent reader sees the old file or the whole new one
        old = sorted(folder.glob(f"{name}-*.pickle"), key=lambda p: p.stat().st_mtime, reverse=True)[KEEP:]
        for stale in old:
            stale.unlink(missing_ok=True)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass  # a read-only home or an unpicklable object: the built one is still returned
