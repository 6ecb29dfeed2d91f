"""Fit the confidence of findings to how often they are right, by how the verdict was reached.

A benchmark tool, not a test. It reviews labeled sets (never the sealed one: its errors are not
read), groups the findings by `basis` (caption furniture, topic check, scope, fallback ...) and final
verdict, and prints the accuracy of each group with a Laplace-smoothed estimate. With `--write` it
stores the estimates in `reference/rules/calibration.yaml`, which the review reads to set each
finding's confidence (`engine.mark_needs_reviewer`). Fit on a set at first contact, then report the
bands on the sealed set: that is the honest check that the confidences mean what they say.

    python benchmarks/calibrate.py benchmarks/extra_cases_5 [more sets] [--write]
    # each set at its own first contact: dump counts from a worktree of that engine, then fit them all
    PYTHONPATH=WORKTREE/src python benchmarks/calibrate.py SET --dump counts_SET.yaml
    python benchmarks/calibrate.py --counts counts_*.yaml --write
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
# A topic's own record counts as much as this many findings of its basis:verdict: a check right 60 times
# in 60 rises well above its group, one seen twice stays near it (empirical-Bayes shrinkage). 20 was
# chosen leaving each of extra_cases_14-18 out in turn: more findings reach the top band at about the
# same accuracy there (8 keeps fewer right; 40 is the basis:verdict table again).
TOPIC_WEIGHT = 20.0


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
                    for k in (key, f"{key}|{f.topic}") if f.topic else (key,):
                        n[k] += 1
                        ok[k] += f.verdict == g["verdict"]
    return n, ok


def fit(n: Counter, ok: Counter) -> tuple[dict[str, float], dict[str, float]]:
    """Smoothed accuracy per basis:verdict, and per basis:verdict|topic shrunk toward its group."""
    group = {k: (ok[k] + PRIOR_RIGHT) / (n[k] + PRIOR_N) for k in n if "|" not in k}
    by_topic = {}
    for k in n:
        if "|" in k:
            base = group[k.split("|", 1)[0]]
            by_topic[k] = round((ok[k] + TOPIC_WEIGHT * base) / (n[k] + TOPIC_WEIGHT), 2)
    return {k: round(v, 2) for k, v in group.items()}, by_topic


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="*", type=Path)
    ap.add_argument("--layouts", default="text")
    ap.add_argument("--dump", type=Path, help="write the counts (right/total per group) of these sets to a YAML file")
    ap.add_argument("--counts", type=Path, nargs="+", default=[],
                    help="add counts dumped earlier (each set at its own first contact, from a worktree of that engine)")
    ap.add_argument("--write", action="store_true", help=f"store the fitted confidences in {OUT.relative_to(REPO)}")
    args = ap.parse_args(argv)
    n, ok = collect(args.sets, args.layouts.split(",")) if args.sets else (Counter(), Counter())
    fitted_on = [f"{_relative(s)} at first contact (engine {_engine_commit()})" for s in args.sets]
    for dumped in args.counts:
        data = yaml.safe_load(dumped.read_text(encoding="utf-8"))
        fitted_on += data["fitted_on"]
        for key, frac in data["counts"].items():
            right, total = (int(x) for x in frac.split("/"))
            n[key] += total
            ok[key] += right
    if args.dump:
        args.dump.write_text(yaml.safe_dump({"fitted_on": fitted_on, "counts": {k: f"{ok[k]}/{n[k]}" for k in sorted(n)}}),
                             encoding="utf-8")
    fitted, by_topic = fit(n, ok)
    print(f"{'basis:verdict':36} {'n':>5} {'right':>6} {'fitted':>7}")
    for key in sorted(fitted, key=lambda k: -n[k]):
        print(f"{key:36} {n[key]:5d} {ok[key] / n[key]:6.1%} {fitted[key]:7.2f}")
    if args.write:
        body = {"fitted_on": fitted_on, "prior": {"right": PRIOR_RIGHT, "n": PRIOR_N}, "topic_weight": TOPIC_WEIGHT,
                "by_basis_verdict": fitted, "by_topic": by_topic,
                "counts": {k: f"{ok[k]}/{n[k]}" for k in sorted(n)}}
        OUT.write_text(HEADER + yaml.safe_dump(body, sort_keys=True), encoding="utf-8")
        print(f"wrote {OUT.relative_to(REPO)}")
    return 0


def _relative(path: Path) -> str:
    path = path.resolve()
    return str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)


def _engine_commit() -> str:
    """The commit of the engine that reviewed the sets (a worktree's when PYTHONPATH points into one)."""
    import subprocess

    import ordinance_review

    src = Path(ordinance_review.__file__).parent
    out = subprocess.run(["git", "-C", str(src), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return out.stdout.strip() or "unknown"


HEADER = """\
# Confidence per way of reaching a verdict, fitted by benchmarks/calibrate.py on labeled sets at first
# contact, each run with the engine as it was before anyone read the set's errors (never the sealed
# set; `fitted_on` names each set and engine). `counts` is right/total per basis:verdict and per
# basis:verdict|topic; `by_basis_verdict` is Laplace-smoothed with `prior`, and `by_topic` shrinks a
# topic's own record toward its group's with `topic_weight` pseudo-findings. The review sets a
# finding's confidence from its topic's entry, else its basis:verdict's, else the check's own.
"""


if __name__ == "__main__":
    raise SystemExit(main())
