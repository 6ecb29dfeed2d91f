"""Check a labeled set of ordinances (devset format): YAML shape, snippets present in the text, counts by verdict.

Run:  python benchmarks/validate_cases.py benchmarks/extra_cases_2   (prints a Markdown count table; exit status 1 on any error)
Requires PyYAML.
"""

from __future__ import annotations

import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

VERDICTS = ("exceeds", "consistent", "not_covered", "exempt_cropping", "exempt_pre2002", "exempt_permit")
TOP_KEYS = {"title", "jurisdiction", "enacted", "amended", "provisions"}
PROV_KEYS = {"label", "topic", "text_snippet", "state_citation", "verdict", "parameters", "reason"}
OPTIONAL_KEYS = {"needs_confirmation"}  # RUBRIC.md rule 22: the verdict rests on an unconfirmed state figure
PARAM_KEYS = {"name", "local_value", "state_value", "unit"}
TOPIC_RE = re.compile(r"^[a-z][a-z0-9_]*$")


def normalize(text: str) -> str:
    """Collapse every run of whitespace (line wraps, indentation) to one space."""
    return re.sub(r"\s+", " ", text).strip()


def check_case(case_dir: Path) -> tuple[list[str], Counter, int, int]:
    errors: list[str] = []
    gold = yaml.safe_load((case_dir / "gold.yaml").read_text(encoding="utf-8"))
    text = (case_dir / "ordinance.txt").read_text(encoding="utf-8")
    flat = normalize(text)
    words = len(text.split())
    name = case_dir.name

    missing = TOP_KEYS - gold.keys()
    if missing:
        errors.append(f"{name}: missing top-level keys {sorted(missing)}")
    for key in ("enacted", *gold.get("amended", [])):
        value = gold.get("enacted") if key == "enacted" else key
        try:
            dt.date.fromisoformat(str(value))
        except ValueError:
            errors.append(f"{name}: date {value!r} is not ISO YYYY-MM-DD")
    if not 600 <= words <= 5000:
        errors.append(f"{name}: ordinance.txt has {words} words (want 600-5,000)")

    provisions = gold.get("provisions", [])
    if not 12 <= len(provisions) <= 40:
        errors.append(f"{name}: {len(provisions)} provisions (want 12-40)")
    labels = Counter(p.get("label") for p in provisions)
    for label, n in labels.items():
        if n > 1:
            errors.append(f"{name}: label {label!r} used {n} times")

    verdicts: Counter = Counter()
    last_pos = -1
    for p in provisions:
        where = f"{name} {p.get('label')!r}"
        if set(p) - OPTIONAL_KEYS != PROV_KEYS:
            errors.append(f"{where}: keys {sorted((set(p) - OPTIONAL_KEYS) ^ PROV_KEYS)} differ from the schema")
        if "needs_confirmation" in p and p["needs_confirmation"] is not True:
            errors.append(f"{where}: needs_confirmation should be true or absent")
        if p.get("needs_confirmation") and "UNCONFIRMED" not in str(p.get("reason", "")):
            errors.append(f"{where}: needs_confirmation set but the reason has no UNCONFIRMED note")
        if p.get("verdict") == "exempt_permit" and p.get("state_citation"):
            errors.append(f"{where}: exempt_permit should have state_citation null")
        if p.get("verdict") not in VERDICTS:
            errors.append(f"{where}: unknown verdict {p.get('verdict')!r}")
        verdicts[p.get("verdict")] += 1
        if not TOPIC_RE.match(str(p.get("topic", ""))):
            errors.append(f"{where}: topic {p.get('topic')!r} is not snake_case")
        if p.get("verdict") == "not_covered" and p.get("state_citation"):
            errors.append(f"{where}: not_covered should have state_citation null")
        if p.get("verdict") in ("exceeds", "consistent") and not p.get("state_citation"):
            errors.append(f"{where}: {p.get('verdict')} needs a state_citation")
        for param in p.get("parameters") or []:
            if set(param) != PARAM_KEYS:
                errors.append(f"{where}: parameter keys {sorted(param)}")
        reason = str(p.get("reason", ""))
        if not reason.strip():
            errors.append(f"{where}: empty reason")
        snippet = normalize(str(p.get("text_snippet", "")))
        n_words = len(snippet.split())
        if not 5 <= n_words <= 18:
            errors.append(f"{where}: snippet has {n_words} words (want about 12)")
        count = flat.count(snippet)
        if count == 0:
            errors.append(f"{where}: snippet not found in ordinance.txt: {snippet!r}")
            continue
        if count > 1:
            errors.append(f"{where}: snippet occurs {count} times; make it unique")
        pos = flat.find(snippet)
        if pos < last_pos:
            errors.append(f"{where}: provisions are not in document order")
        last_pos = pos
    return errors, verdicts, len(provisions), words


def main() -> int:
    # One checker for every labeled set: `python benchmarks/validate_cases.py benchmarks/extra_cases_2`.
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else Path(__file__).resolve().parent / "extra_cases"
    cases = sorted(d for d in root.iterdir() if d.is_dir() and (d / "gold.yaml").exists())
    all_errors: list[str] = []
    total: Counter = Counter()
    rows = []
    flagged = 0
    for case in cases:
        errors, verdicts, n, words = check_case(case)
        all_errors += errors
        total += verdicts
        gold = yaml.safe_load((case / "gold.yaml").read_text(encoding="utf-8"))
        flagged += sum(1 for p in gold.get("provisions", []) if p.get("needs_confirmation"))
        rows.append((case.name, words, n, verdicts))
    header = "| case | words | provisions | " + " | ".join(VERDICTS) + " |"
    print(header)
    print("|" + "---|" * (3 + len(VERDICTS)))
    for name, words, n, verdicts in rows:
        print(f"| {name} | {words} | {n} | " + " | ".join(str(verdicts[v]) for v in VERDICTS) + " |")
    n_all = sum(total.values())
    print(f"| **total** | | **{n_all}** | " + " | ".join(f"**{total[v]}**" for v in VERDICTS) + " |")
    if n_all:
        print("shares: " + ", ".join(f"{v} {100 * total[v] / n_all:.1f}%" for v in VERDICTS))
    print(f"needs_confirmation: {flagged}")
    for e in all_errors:
        print("ERROR", e, file=sys.stderr)
    print(f"{len(cases)} cases, {len(all_errors)} errors")
    return 1 if all_errors else 0


if __name__ == "__main__":
    sys.exit(main())
