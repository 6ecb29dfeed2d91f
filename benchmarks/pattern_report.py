"""Which rule-pattern alternatives fire on how many labeled documents (issue 14).

A pattern alternative that fires on exactly one labeled document is likely written for that file's
wording; one that fires on none is dead weight or untested reach. This report lists the first kind
and counts the second; both figures should shrink as patterns are generalized.

    python benchmarks/pattern_report.py            # devset + benchmarks/extra_cases* (never sealed_set)
    python benchmarks/pattern_report.py --dead     # also list the alternatives that fire on none
    python benchmarks/pattern_report.py --exclude extra_cases_4   # the same sets as an earlier run

An alternative is a top-level `|` branch of a list entry, single pattern or macro (see
testsupport/rule_patterns.py), with macros expanded; it fires on a document when it matches the
text or heading of one of the document's provisions (as segmented from ordinance.txt), in the
engine's matching form (lower-cased, whitespace collapsed). Lists run on citations or catalog
parameter names, not on text, are left out.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # testsupport/

from ordinance_review import ingest, segment  # noqa: E402
from ordinance_review.verdict_rules import load_rules  # noqa: E402
from testsupport.rule_patterns import all_rules, branches, normalize  # noqa: E402

NOT_ON_TEXT = {"exemptions.outcome.datcp_citations", "fallback.zone_parameters", "fallback.skip_parameters"}


def labeled_documents() -> list[Path]:
    """Every labeled case: ../shared/devset and benchmarks/extra_cases* (the sealed set is never read)."""
    roots = [REPO.parent / "shared" / "devset", *sorted(REPO.glob("benchmarks/extra_cases*"))]
    return [c for root in roots if root.is_dir() for c in sorted(root.iterdir())
            if (c / "ordinance.txt").exists() and (c / "gold.yaml").exists() and "sealed" not in str(c)]


def provision_texts(case: Path) -> tuple[list[str], list[str]]:
    """(normalized texts, raw texts) of the case's provisions and headings."""
    text = (case / "ordinance.txt").read_text(encoding="utf-8")
    _, provisions = segment.segment(ingest.load_text(text, f"{case.name}.txt"))
    raw = [p.text for p in provisions] + sorted({p.heading for p in provisions if p.heading})
    return [normalize(t) for t in raw], raw


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dead", action="store_true", help="also list the alternatives that fire on no document")
    ap.add_argument("--exclude", action="append", default=[], metavar="TEXT",
                    help="leave out the cases whose path contains TEXT (to compare figures over the same sets)")
    args = ap.parse_args(argv)
    rules = load_rules()
    cases = [c for c in labeled_documents() if not any(x in str(c) for x in args.exclude)]
    docs = {f"{c.parent.name}/{c.name}": provision_texts(c) for c in cases}
    hits: dict[tuple[str, str], list[str]] = defaultdict(list)
    for rule in all_rules(rules):
        if rule.name in NOT_ON_TEXT:
            continue
        for alt in dict.fromkeys(branches(rule)):
            rx = rules.rx(alt)
            hits[(rule.name, alt)] = [name for name, (norm, raw) in docs.items()
                                      if any(rx.search(t) for t in (raw if rule.raw else norm))]
    one = sorted((k, v[0]) for k, v in hits.items() if len(v) == 1)
    dead = sorted(k for k, v in hits.items() if not v)
    print(f"labeled documents: {len(docs)}; pattern alternatives: {len(hits)}")
    print(f"fire on exactly one document: {len(one)}; fire on none: {len(dead)}")
    print()
    print("Alternatives that fire on exactly one labeled document:")
    for (rule_name, alt), doc in one:
        print(f"  {rule_name}: {alt!r}  [{doc}]")
    if args.dead:
        print()
        print("Alternatives that fire on no labeled document:")
        for rule_name, alt in dead:
            print(f"  {rule_name}: {alt!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
