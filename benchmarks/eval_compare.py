"""Accuracy of the version comparison on programmatic version pairs, across layouts.

A benchmark, not a test: it prints figures and always exits 0.

    python benchmarks/eval_compare.py                 # devset + benchmarks/extra_cases*/ (never sealed_set)
    python benchmarks/eval_compare.py --case 01 --show-errors

Pairs come from `testsupport/version_pairs.py` (renumber, amend a figure, split, delete, re-adopt
in its entirety, move, punctuation and line breaks), each version rendered in another layout
(text, single-column PDF, two-column PDF), plus the same text in two layouts. Reported:
- pair alignment precision / recall / F1 over (old label, new label) links (added: (None, new),
  removed: (old, None)); floor F1 >= 0.97;
- change kinds right among the gold links found; floor >= 0.95;
- changes reported between two layouts of the same text (floor: zero).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # testsupport/

from ordinance_review.compare import compare_reviews  # noqa: E402
from ordinance_review.review import review_document  # noqa: E402
from testsupport import version_pairs as vp  # noqa: E402

F1_FLOOR, KIND_FLOOR = 0.97, 0.95


def case_files(only: str | None) -> list[Path]:
    roots = [REPO.parent / "shared" / "devset", *sorted(REPO.glob("benchmarks/extra_cases*"))]
    files = [f for root in roots if root.is_dir() and root.name != "sealed_set" for f in sorted(root.glob("*/ordinance.txt"))]
    return [f for f in files if not only or only in f.parent.name]


def run_pair(pair: vp.VersionPair):
    old = review_document(vp.render(pair.old_text, pair.old_layout, "old"))
    new = review_document(vp.render(pair.new_text, pair.new_layout, "new"))
    return compare_reviews(old, new)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--case")
    ap.add_argument("--show-errors", action="store_true")
    args = ap.parse_args(argv)
    tp = fp = fn = kinds_ok = kinds_n = 0
    layout_changes = layout_pairs = 0
    per_edit: Counter[str] = Counter()
    per_edit_bad: Counter[str] = Counter()
    t0 = time.perf_counter()
    for f in case_files(args.case):
        text = f.read_text(encoding="utf-8")
        for pair in vp.pairs_for(f.parent.name, text) + vp.layout_pairs(f.parent.name, text):
            comp = run_pair(pair)
            pred = {(p.old_label, p.new_label): p.change for p in comp.pairs}
            gold = {(o, n): c for o, n, c in pair.gold}
            hit = set(pred) & set(gold)
            tp, fp, fn = tp + len(hit), fp + len(set(pred) - hit), fn + len(set(gold) - hit)
            right = sum(1 for k in hit if pred[k] == gold[k])
            kinds_ok, kinds_n = kinds_ok + right, kinds_n + len(hit)
            kind = pair.edit.split(":")[0]
            per_edit[kind] += 1
            bad = len(set(pred) ^ set(gold)) + len(hit) - right
            if pair.edit.startswith("layout"):
                layout_pairs += 1
                layout_changes += sum(1 for p in comp.pairs if p.change != "unchanged")
            if bad:
                per_edit_bad[kind] += 1
                if args.show_errors:
                    print(f"  {pair.case} {pair.edit} ({pair.old_layout}→{pair.new_layout}):")
                    for k in sorted(set(gold) - hit, key=str):
                        print(f"    missed {k} {gold[k]}")
                    for k in sorted(set(pred) - hit, key=str):
                        print(f"    spurious {k} {pred[k]}")
                    for k in sorted(hit, key=str):
                        if pred[k] != gold[k]:
                            print(f"    kind {k}: {pred[k]} (gold {gold[k]})")
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    kinds = kinds_ok / kinds_n if kinds_n else 0.0
    print("pairs per edit (with any error):", ", ".join(f"{k} {n} ({per_edit_bad[k]})" for k, n in sorted(per_edit.items())))
    print(f"pair alignment: precision {precision:.4f} recall {recall:.4f} F1 {f1:.4f} (floor {F1_FLOOR}) "
          f"{'OK' if f1 >= F1_FLOOR else 'BELOW'}")
    print(f"change kinds right: {kinds:.4f} of {kinds_n} links (floor {KIND_FLOOR}) {'OK' if kinds >= KIND_FLOOR else 'BELOW'}")
    print(f"changes between two layouts of the same text: {layout_changes} in {layout_pairs} pairs (floor 0) "
          f"{'OK' if layout_changes == 0 else 'BELOW'}")
    print(f"[{time.perf_counter() - t0:.1f} s]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
