"""Fit the confidence of findings to how often they are right, by how the verdict was reached.

A benchmark tool, not a test. It reviews labeled sets (never the sealed one: its errors are not
read), groups the findings by `basis` (caption furniture, topic check, scope, fallback ...) and final
verdict, and prints the accuracy of each group with a Laplace-smoothed estimate. With `--write` it
stores the estimates in `reference/rules/calibration.yaml`, which the review reads to set each
finding's confidence (`engine.mark_needs_reviewer`). Fit on a set at first contact, then report the
bands on the sealed set: that is the honest check that the confidences mean what they say.

    python benchmarks/calibrate.py benchmarks/extra_cases_5 [more sets] [--write]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from eval_devset import CaseResult, align, load_cases, run_review  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "reference" / "rules" / "calibration.yaml"
PRIOR_RIGHT, PRIOR_N = 3.0, 4.0  # a group seen a few times stays near 75% until the data says otherwise


def collect(sets: list[Path], layouts: list[str]) -> tuple[Counter, Counter]:
    n: Counter = Counter()
    ok: Counter = Counter()
    for devset in sets:
        if "sealed" in devset.name:
            raise SystemExit("the sealed set is never used to fit anything")
        for case in load_cases(devset, None):
            gold = yaml.safe_load((case / "gold.yaml").read_text(encoding="utf-8"))
            for layout in layouts:
                review, gold_provisions = run_review(case, layout, gold, oracle=False)
                r = CaseResult(case.name, layout)
                align(review, gold_provisions, r)
                for g, _prov, f in r.pairs:
                    if f is None or g.get("needs_confirmation"):
                        continue
                    key = f"{f.basis}:{f.verdict}"
                    n[key] += 1
                    ok[key] += f.verdict == g["verdict"]
    return n, ok


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="+", type=Path)
    ap.add_argument("--layouts", default="text")
    ap.add_argument("--write", action="store_true", help=f"store the fitted confidences in {OUT.relative_to(REPO)}")
    args = ap.parse_args(argv)
    n, ok = collect(args.sets, args.layouts.split(","))
    fitted = {}
    print(f"{'basis:verdict':36} {'n':>5} {'right':>6} {'fitted':>7}")
    for key in sorted(n, key=lambda k: -n[k]):
        est = (ok[key] + PRIOR_RIGHT) / (n[key] + PRIOR_N)
        fitted[key] = round(est, 2)
        print(f"{key:36} {n[key]:5d} {ok[key] / n[key]:6.1%} {est:7.2f}")
    if args.write:
        body = {"fitted_on": [str(s.relative_to(REPO)) if s.is_absolute() else str(s) for s in args.sets],
                "prior": {"right": PRIOR_RIGHT, "n": PRIOR_N}, "by_basis_verdict": fitted}
        OUT.write_text("# Confidence per way of reaching a verdict, fitted by benchmarks/calibrate.py on sets at first\n"
                       "# contact (never the sealed set). The review uses it when it holds the finding's basis:verdict.\n"
                       + yaml.safe_dump(body, sort_keys=True), encoding="utf-8")
        print(f"wrote {OUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
