"""The on-disk cache of compiled rule data and catalog: same objects as a fresh build, never stale."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from ordinance_review import refcache, standards, verdict_rules
from ordinance_review.config import REFERENCE_DIR_ENV

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(refcache.CACHE_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def reference(tmp_path: Path) -> Path:
    copy = tmp_path / "reference"
    shutil.copytree(REPO / "reference", copy, ignore=shutil.ignore_patterns("samples"))
    return copy


def counting_build(calls: list[int], value: object):
    def build() -> object:
        calls.append(1)
        return value

    return build


def test_built_once_then_read_from_disk(cache: Path, reference: Path) -> None:
    calls: list[int] = []
    first = refcache.cached("thing", reference, counting_build(calls, {"a": [1, 2]}))
    second = refcache.cached("thing", reference, counting_build(calls, {"a": "other"}))
    assert calls == [1]
    assert second == first == {"a": [1, 2]}
    assert len(list(cache.glob("thing-*.pickle"))) == 1


@pytest.mark.parametrize("change", ["edit", "add", "rename"])
def test_any_change_under_reference_rebuilds(cache: Path, reference: Path, change: str) -> None:
    calls: list[int] = []
    refcache.cached("thing", reference, counting_build(calls, 1))
    target = reference / "rules" / "reasons.yaml"
    if change == "edit":
        target.write_text(target.read_text(encoding="utf-8") + "\n# reviewed\n", encoding="utf-8")
    elif change == "add":
        (reference / "rules" / "new.yaml").write_text("x: 1\n", encoding="utf-8")
    else:
        target.rename(target.with_name("reasons2.yaml"))
    assert refcache.cached("thing", reference, counting_build(calls, 2)) == 2
    assert calls == [1, 1]


def test_a_corrupt_cache_file_is_rebuilt(cache: Path, reference: Path) -> None:
    refcache.cached("thing", reference, lambda: list(range(100)))
    (path,) = cache.glob("thing-*.pickle")
    path.write_bytes(path.read_bytes()[:-3])
    assert refcache.cached("thing", reference, lambda: 2) == 2
    assert refcache.cached("thing", reference, lambda: 3) == 2  # and rewritten


def test_off_builds_every_time(monkeypatch: pytest.MonkeyPatch, reference: Path) -> None:
    monkeypatch.setenv(refcache.CACHE_DIR_ENV, "off")
    calls: list[int] = []
    refcache.cached("thing", reference, counting_build(calls, 1))
    refcache.cached("thing", reference, counting_build(calls, 1))
    assert calls == [1, 1]


def test_an_unwritable_cache_folder_still_returns_the_object(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             reference: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(refcache.CACHE_DIR_ENV, str(blocker / "cache"))
    assert refcache.cached("thing", reference, lambda: 7) == 7


def test_a_folder_others_may_write_to_is_not_used(cache: Path, reference: Path) -> None:
    cache.mkdir()
    cache.chmod(0o777)
    calls: list[int] = []
    refcache.cached("thing", reference, counting_build(calls, 1))
    refcache.cached("thing", reference, counting_build(calls, 1))
    assert calls == [1, 1]
    assert not list(cache.glob("*.pickle"))


def test_compiled_patterns_survive_as_the_same_code() -> None:
    for rx in (re.compile(r"(?P<n>\d+)\s*(feet|ft\.?)\b", re.I), re.compile(r"(?i)manure|slurry"), re.compile("")):
        back = refcache.loads(refcache.dumps(rx))
        assert back == rx  # CPython compares flags, pattern and compiled code
        assert back.groupindex == rx.groupindex
        assert back.groups == rx.groups


def test_rule_set_from_the_cache_equals_a_fresh_build(cache: Path, reference: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(REFERENCE_DIR_ENV, str(reference))
    verdict_rules.load_rules.cache_clear()
    try:
        fresh = verdict_rules._build_rules()
        verdict_rules.load_rules()  # writes the cache
        verdict_rules.load_rules.cache_clear()
        cached = verdict_rules.load_rules()
    finally:
        verdict_rules.load_rules.cache_clear()
    assert cached is not fresh
    assert cached.topics == fresh.topics and cached.figures == fresh.figures
    assert set(cached._compiled) == set(fresh._compiled)
    for key, rx in fresh._combined.items():
        assert cached._combined[key] == rx
    for patterns, key in cached._keys.values():  # ids rebuilt: the warm combined patterns are found again
        assert cached._keys[id(patterns)][1] == key
    text = "No manure may be spread on frozen or snow-covered ground within 300 feet of a well."
    for t in fresh.topics:
        assert cached.any_of(t.when.any, text) == fresh.any_of(t.when.any, text)


def test_rule_edits_reach_load_rules(cache: Path, reference: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(REFERENCE_DIR_ENV, str(reference))
    reasons = reference / "rules" / "reasons.yaml"
    verdict_rules.load_rules.cache_clear()
    try:
        verdict_rules.load_rules()
        reasons.write_text(reasons.read_text(encoding="utf-8") + "  cache_probe: probe {x}\n", encoding="utf-8")
        verdict_rules.load_rules.cache_clear()
        assert verdict_rules.load_rules().reason("cache_probe", x=1) == "probe 1"
    finally:
        verdict_rules.load_rules.cache_clear()


def test_catalog_edits_reach_load_catalog(cache: Path, reference: Path) -> None:
    before = standards.load_catalog(reference)
    path = reference / "standards" / "nr151.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("NR 151", "NR  151", 1), encoding="utf-8")
    standards.load_catalog.cache_clear()
    try:
        after = standards.load_catalog(reference)
    finally:
        standards.load_catalog.cache_clear()
    assert after.version != before.version
    assert len(after) == len(before)
