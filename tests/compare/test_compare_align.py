"""Alignment of two versions on programmatic edits of the devset texts (text layout: fast)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from ordinance_review import ingest
from ordinance_review.compare import compare_reviews
from ordinance_review.compare import text as tx
from ordinance_review.review import review_document

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
from testsupport import version_pairs as vp  # noqa: E402

DEVSET = REPO.parent / "shared" / "devset"
CASES = sorted(p for p in DEVSET.glob("*/ordinance.txt")) if DEVSET.is_dir() else []
MARLOW = DEVSET / "01_marlow_county" / "ordinance.txt"
needs_devset = pytest.mark.skipif(not MARLOW.exists(), reason="../shared/devset not present")


def _compare(old_text: str, new_text: str, **kw):
    old = review_document(ingest.load_text(old_text, "old.txt"))
    new = review_document(ingest.load_text(new_text, "new.txt"))
    return compare_reviews(old, new, **kw)


def _links(comparison):
    return {(p.old_label, p.new_label): p.change for p in comparison.pairs}


def test_words_ignore_punctuation_spacing_and_line_breaks():
    assert tx.key("No manure, within 500 ft.\nof a well;") == tx.key("No manure within 500 ft of a\n well.")
    assert tx.key("5.5 acres") != tx.key("6.5 acres")
    assert tx.norm_label("§ 14.45 (1)") == tx.norm_label("14.45(1)")
    assert tx.norm_label("§ 180\u20135 A.") == tx.norm_label("180-5A")  # a typeset en dash
    assert tx.norm_label("§ 180-5") != tx.norm_label("§ 180-6")


def test_cross_references_follow_the_renumbering_but_figures_do_not():
    mapping = {"14.45": "15.45", "6": "7"}
    assert tx.renumber_refs("see s. 14.45 (1) and section 6", mapping) == "see s. 15.45 (1) and section 7"
    assert tx.renumber_refs("within 6 feet", mapping) == "within 6 feet"


def test_word_diff_marks_only_the_changed_words():
    parts = tx.word_diff("within five hundred (500) feet of a well", "within six hundred (600) feet, of a well")
    changed = [(d.op, d.text) for d in parts if d.op != "equal"]
    assert changed == [("delete", "five"), ("insert", "six"), ("delete", "(500)"), ("insert", "(600)")]


@needs_devset
@pytest.mark.parametrize("path", CASES, ids=[p.parent.name for p in CASES])
def test_every_edit_aligns_as_built(path: Path):
    text = path.read_text(encoding="utf-8")
    for pair in vp.pairs_for(path.parent.name, text):
        got = _links(_compare(pair.old_text, pair.new_text))
        gold = {(o, n): c for o, n, c in pair.gold}
        assert got == gold, f"{pair.edit}: {sorted(set(got.items()) ^ set(gold.items()), key=str)[:6]}"


@needs_devset
def test_renumbered_chapter_with_cross_references_is_renumbered_not_amended():
    text = MARLOW.read_text(encoding="utf-8")
    new = re.sub(r"\b14\.(\d\d)\b", r"15.\1", text)
    comparison = _compare(text, new)
    assert {p.change for p in comparison.pairs} == {"renumbered"}
    assert not any(p.needs_review for p in comparison.pairs)


@needs_devset
def test_amended_figure_is_the_only_change_and_needs_review_when_it_exceeds():
    text = MARLOW.read_text(encoding="utf-8")
    comparison = _compare(text, text.replace("five hundred (500) feet", "six hundred (600) feet"))
    changed = [p for p in comparison.pairs if p.change != "unchanged"]
    assert [(p.old_label, p.change) for p in changed] == [("14.45(2)(a)", "amended")]
    assert changed[0].needs_review and changed[0].new_verdict == "exceeds"
    assert [d.text for d in changed[0].diff if d.op == "insert"] == ["six", "(600)"]
    assert comparison.summary.needs_review == 1 and comparison.summary.changed == 1


@needs_devset
@pytest.mark.parametrize("layouts", [("single", "two_column"), ("text", "single")])
def test_a_layout_change_alone_is_never_a_change(layouts):
    text = MARLOW.read_text(encoding="utf-8")
    old = review_document(vp.render(text, layouts[0], "old"))
    new = review_document(vp.render(text, layouts[1], "new"))
    comparison = compare_reviews(old, new)
    assert [p for p in comparison.pairs if p.change != "unchanged"] == []
