"""Accuracy on the labeled development set (../shared/devset), rendered into PDFs of several layouts.

A benchmark, not a test: it prints figures and always exits 0.

    python benchmarks/eval_devset.py                       # layouts: single, two_column (PDF)
    python benchmarks/eval_devset.py --layouts text         # the text file straight to the segmenter
    python benchmarks/eval_devset.py --layouts scanned      # every page an image, read by OCR (slow);
                                                            # scanned_two_column: the two-column print scanned
    python benchmarks/eval_devset.py --oracle               # gold segmentation: measures verdicts alone
    python benchmarks/eval_devset.py --case 03 --show-errors

The structural score (per case and in total): gold provisions found under their own label;
swallowed provisions (a found provision holding the snippets of more than one gold provision: each
extra one counts); enacted date right; jurisdiction right (the enacting unit: the gold
`jurisdiction` before its first comma, without "(fictional)" and ", Wisconsin").

Scoring follows devset/README.md: labels compare after dropping `§`, `Sec.`, `Section`, a leading
`Article N,`, spaces and dots, with a typeset dash between digits read as a hyphen ("§ 180–5" is
"§ 180-5"); a gold provision whose label is not found falls back to "its snippet
is contained in a predicted provision's text". Provisions marked `needs_confirmation` are left out of
the headline verdict figures (RUBRIC rule 22) and counted apart.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from ordinance_review import ingest, segment
from ordinance_review.models import VERDICTS, Finding, Provision, Review
from ordinance_review.review import review_document, review_provisions
from ordinance_review.segment.numbering import TYPESET_DASH
from ordinance_review.verdict_rules import load_rules

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # testsupport/ (the test PDF maker)
DEFAULT_DEVSET = REPO.parent / "shared" / "devset"
CACHE = REPO / ".eval"


_NUMBER_WORD = re.compile(
    r"\b(?i:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty)\b")


def norm_label(label: str) -> str:
    label = TYPESET_DASH.sub("-", label)
    label = re.sub(r"^\s*(?:Article|Art\.)\s+[\w.]+\s*,\s*", "", label)  # ("Art. V, § 5.2(c)" as a code cites it)
    # ("Appendix A, A.1(c)" as a code cites it, "A.1(c)" as the appendix prints it: its number names the appendix)
    label = re.sub(r"^\s*(?:Appendix|APPENDIX|Exhibit|EXHIBIT|Schedule|SCHEDULE)\s+([A-Z])\s*,\s*(?=\1[.-]\d)", "", label)
    label = re.sub(r"^\s*Condition\s+(?=\d)", "", label)  # "Condition 3" of a permit is printed "3." in some decisions
    label = re.sub(r"§|\b(?i:sec)\.|\b(?i:section)\b", "", label)  # "SEC. 5(A)" as printed, "Sec. 5(A)" as cited
    # a number spelled out is one word in any case: "SECTION FIVE (A)" as printed, "Section Five (A)" as cited
    label = _NUMBER_WORD.sub(lambda m: m.group(0).lower(), label)
    return re.sub(r"[\s.,]", "", label)  # ("Exhibit A, 2." as cited, "Exhibit A 2." as printed)


# a coded row of a table or a coded standard ("PS-17", "S-4"), unique in its document: cited alone or after the
# section that prints it ("23.05 PS-17"), it names the same unit
_ROW_CODE = re.compile(r"\s([A-Z]{1,4}-\d{1,3}[a-z]?)\s*$")


def row_code(label: str) -> str | None:
    m = _ROW_CODE.search(label)
    return norm_label(m.group(1)) if m else None


def norm_text(text: str) -> str:
    return re.sub(r"\s+", " ", TYPESET_DASH.sub("-", text)).strip()


def section_of(citation: str | None) -> str:
    """`NR 151.05(3)(a)` → `NR 151.05`; `NRCS 590` stays; `s. 92.15(4), Stats.` → `s. 92.15`."""
    if not citation:
        return ""
    c = re.sub(r"\s+", " ", citation.replace(", Stats.", "")).strip()
    m = re.match(r"(NRCS \d+|(?:NR|ATCP) \d+\.\d+|s\. \d+\.\d+)", c)
    return m.group(1) if m else c


@dataclass
class CaseResult:
    name: str
    layout: str
    gold: int = 0
    label_found: int = 0
    aligned: int = 0
    spurious: int = 0
    enacted_ok: bool | None = None
    swallowed: int = 0
    jurisdiction_ok: bool | None = None
    pairs: list[tuple[dict, Provision | None, Finding | None]] = field(default_factory=list)


def load_cases(devset: Path, only: str | None) -> list[Path]:
    cases = sorted(p for p in devset.iterdir() if (p / "gold.yaml").exists())
    return [c for c in cases if not only or c.name.startswith(only) or only in c.name]


def pdf_for(case: Path, layout: str, text: str) -> bytes:
    """Render (and cache) the case in one of our layouts; the header names the case like a code site would."""
    from testsupport import pdfgen

    CACHE.mkdir(exist_ok=True)
    src_mtime = Path(pdfgen.__file__).stat().st_mtime
    # keyed by the text itself: two sets may hold cases of the same name
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    out = CACHE / f"{case.name}.{digest}.{layout}.pdf"
    if out.exists() and out.stat().st_mtime >= src_mtime:
        return out.read_bytes()
    first = next((ln.strip() for ln in text.splitlines() if ln.strip()), case.name)
    if layout.startswith("scanned"):  # a layout printed and scanned: every page an image, read by OCR
        printed = layout.removeprefix("scanned").lstrip("_") or "single"
        data = pdfgen.render_scanned(text, layout=printed, header=first.title()[:60], footer="Page {page} of {pages}")
    else:
        data = pdfgen.render(text, layout=layout, header=first.title()[:60], footer="Page {page} of {pages}")
    out.write_bytes(data)
    return data


def run_review(case: Path, layout: str, gold: dict, oracle: bool) -> tuple[Review, list[dict]]:
    text = (case / "ordinance.txt").read_text(encoding="utf-8")
    if layout == "text":
        doc = ingest.load_text(text, f"{case.name}.txt")
    else:
        doc = ingest.load(pdf_for(case, layout, text), f"{case.name}.{layout}.pdf")
    if not oracle:
        return review_document(doc), gold["provisions"]
    info, provisions = segment.segment(doc)
    return review_provisions(info, oracle_provisions(provisions, gold, text)), gold["provisions"]


def oracle_provisions(segmented: list[Provision], gold: dict, text: str) -> list[Provision]:
    """Gold segmentation: the segmenter's provision where its label agrees, else the snippet's span."""
    by_label = {norm_label(p.label): p for p in segmented}
    flat = norm_text(text)
    starts = []
    for g in gold["provisions"]:
        pos = flat.find(norm_text(g["text_snippet"]))
        starts.append(pos if pos >= 0 else None)
    out: list[Provision] = []
    for i, g in enumerate(gold["provisions"]):
        hit = by_label.get(norm_label(g["label"]))
        if hit is not None:
            out.append(hit.model_copy(update={"id": f"g{i + 1}", "label": g["label"]}))
            continue
        start = starts[i] or 0
        end = next((s for s in starts[i + 1 :] if s is not None and s > start), len(flat))
        out.append(Provision(id=f"g{i + 1}", label=g["label"], text=flat[start:end], page=1, pages=[1]))
    return out


def align(review: Review, gold_provisions: list[dict], result: CaseResult) -> None:
    preds = review.provisions
    findings = {f.provision_id: f for f in review.findings}
    by_label: dict[str, list[Provision]] = defaultdict(list)
    by_code: dict[str, list[Provision]] = defaultdict(list)
    for p in preds:
        by_label[norm_label(p.label)].append(p)
        if (code := row_code(p.label)) is not None:
            by_code[code].append(p)
    used: set[str] = set()
    for g in gold_provisions:
        result.gold += 1
        # Dropping dots makes "Section 1.1" and "Section 11" collide: prefer the spelling-exact one.
        same = [p for p in by_label.get(norm_label(g["label"]), []) if p.id not in used]
        if not same:  # "PS-17" as the gold cites it, "23.05 PS-17" as the review does (or the other way round)
            code = row_code(f" {g['label']}")
            same = [p for p in by_code.get(code, []) or by_label.get(code or "", []) if p.id not in used]
        exact = [p for p in same if re.sub(r"\s", "", p.label) == re.sub(r"\s", "", g["label"])]
        hit = (exact or same or [None])[0]
        if hit is not None:
            result.label_found += 1
        else:
            snippet = norm_text(g["text_snippet"])
            hit = next((p for p in preds if p.id not in used and snippet in norm_text(p.text)), None)
        if hit is not None:
            used.add(hit.id)
            result.aligned += 1
        result.pairs.append((g, hit, findings.get(hit.id) if hit else None))
    result.spurious = sum(1 for p in preds if p.id not in used)
    result.swallowed = swallowed(review.provisions, gold_provisions)


def swallowed(preds: list[Provision], gold_provisions: list[dict]) -> int:
    """Gold provisions whose snippet sits inside a found provision that already holds another one."""
    snippets = [norm_text(g["text_snippet"]) for g in gold_provisions]
    extra = 0
    for p in preds:
        text = norm_text(p.text)
        extra += max(0, sum(1 for s in snippets if s and s in text) - 1)
    return extra


def enacting_unit(jurisdiction: str) -> str:
    """ "Town of Birch Hollow, Wardell County, Wisconsin (fictional)" → "town of birch hollow"."""
    j = re.sub(r"\(fictional\)|,?\s*Wisconsin\b", "", jurisdiction, flags=re.I)
    return norm_text(j.split(",")[0]).lower()


def calibration_bands() -> list[tuple[float, float]]:
    edges = load_rules().calibration["bands"]
    return list(zip(edges[:-1], edges[1:], strict=False))


def band_of(confidence: float, bands: list[tuple[float, float]]) -> str:
    for lo, hi in bands:
        if lo <= confidence < hi or (hi >= 1.0 and confidence >= lo):
            return f"[{lo:.2f}, {hi:.2f})"
    return "?"


def prf(tp: int, fp: int, fn: int) -> tuple[float, float, float]:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def summarize(results: list[CaseResult], show_errors: bool) -> dict:
    rows = []
    total = Counter()
    confusion: dict[str, Counter] = defaultdict(Counter)
    per_verdict: dict[str, Counter] = defaultdict(Counter)
    errors: list[str] = []
    bands = calibration_bands()
    band_n: Counter = Counter()
    band_ok: Counter = Counter()
    for r in results:
        c = Counter(gold=r.gold, label=r.label_found, spurious=r.spurious)
        for g, prov, f in r.pairs:
            pred = f.verdict if f else "(missed)"
            gv = g["verdict"]
            if g.get("needs_confirmation"):
                c["unconfirmed"] += 1
                c["unconfirmed_ok"] += pred == gv
                continue
            c["scored"] += 1
            c["correct"] += pred == gv
            if f is not None:
                band = band_of(f.confidence, bands)
                band_n[band] += 1
                band_ok[band] += pred == gv
            confusion[gv][pred] += 1
            per_verdict[gv]["n"] += 1
            per_verdict[gv]["ok"] += pred == gv
            c["tp"] += gv == "exceeds" and pred == "exceeds"
            c["fp"] += gv != "exceeds" and pred == "exceeds"
            c["fn"] += gv == "exceeds" and pred != "exceeds"
            if gv == "exceeds" and pred == "exceeds":
                cited = {section_of(s) for s in f.standards}
                c["cite_ok"] += section_of(g["state_citation"]) in cited
            if pred != gv and show_errors:
                label = prov.label if prov else "-"
                cites = ",".join(f.standards[:2]) if f else ""
                reason = (f.reason[:110] if f else "").replace("\n", " ")
                errors.append(
                    f"  {r.name[:14]:14} {r.layout:10} {g['label']:22} gold={gv:15} got={pred:15} "
                    f"[{label}] gold:{g['state_citation']} got:{cites} :: {reason}"
                )
        p, rec, f1 = prf(c["tp"], c["fp"], c["fn"])
        rows.append(
            (r.name, r.layout, c["label"] / max(r.gold, 1), r.spurious, c["correct"] / max(c["scored"], 1), p, rec, f1,
             r.enacted_ok, r.swallowed, r.jurisdiction_ok)
        )
        total["swallowed"] += r.swallowed
        total.update(c)
    print(f"{'case':28} {'layout':10} {'labels':>7} {'spur':>5} {'verdict':>8} {'P(exc)':>7} {'R(exc)':>7} "
          f"{'F1':>6} {'swal':>5} enacted jurisdiction")

    def mark(ok: bool | None) -> str:
        return "ok" if ok else ("-" if ok is None else "WRONG")

    for name, layout, lab, spur, acc, p, rec, f1, en, swal, jur in rows:
        print(f"{name[:28]:28} {layout:10} {lab:7.1%} {spur:5d} {acc:8.1%} {p:7.2f} {rec:7.2f} {f1:6.2f} "
              f"{swal:5d} {mark(en):7} {mark(jur)}")
    p, rec, f1 = prf(total["tp"], total["fp"], total["fn"])
    summary = {
        "label_found": total["label"] / max(total["gold"], 1),
        "spurious": total["spurious"],
        "verdict_accuracy": total["correct"] / max(total["scored"], 1),
        "exceeds_precision": p,
        "exceeds_recall": rec,
        "exceeds_f1": f1,
        "cited_section_right": total["cite_ok"] / max(total["tp"], 1),
        "enacted_right": sum(1 for r in results if r.enacted_ok) / max(len(results), 1),
        "swallowed": total["swallowed"],
        "jurisdiction_right": sum(1 for r in results if r.jurisdiction_ok) / max(len(results), 1),
        "unconfirmed_agree": f"{total['unconfirmed_ok']}/{total['unconfirmed']}",
    }
    print(
        f"\nTOTAL ({len(results)} runs): labels {summary['label_found']:.1%} of {total['gold']} gold, "
        f"{total['spurious']} spurious | verdict accuracy {summary['verdict_accuracy']:.1%} "
        f"(n={total['scored']}; needs_confirmation left out: {summary['unconfirmed_agree']} agree) | "
        f"exceeds P {p:.2f} R {rec:.2f} F1 {f1:.2f} | cited section right {summary['cited_section_right']:.1%} "
        f"of true exceeds | enacted right {summary['enacted_right']:.0%}"
    )
    print(
        f"STRUCTURE: labels found {summary['label_found']:.1%} | swallowed {total['swallowed']} | "
        f"enacted right {sum(1 for r in results if r.enacted_ok)}/{len(results)} | "
        f"jurisdiction right {sum(1 for r in results if r.jurisdiction_ok)}/{len(results)}"
    )
    cols = [*VERDICTS, "(missed)"]
    print("\nconfusion (rows gold, columns predicted):")
    print(f"{'':16}" + "".join(f"{c[:11]:>12}" for c in cols))
    for g in VERDICTS:
        print(f"{g:16}" + "".join(f"{confusion[g][c]:12d}" for c in cols))
    print("\nper-verdict accuracy: " + ", ".join(
        f"{v} {per_verdict[v]['ok']}/{per_verdict[v]['n']}" for v in VERDICTS if per_verdict[v]["n"]))
    print("\ncalibration (accuracy per confidence band; needs_reviewer below "
          f"{load_rules().calibration['needs_reviewer_below']}):")
    scored = sum(band_n.values())
    for lo, hi in bands:
        key = f"[{lo:.2f}, {hi:.2f})"
        n = band_n[key]
        print(f"  {key:14} {n:4d} findings ({n / max(scored, 1):6.1%})  accuracy {band_ok[key] / max(n, 1):6.1%}")
    summary["calibration"] = {k: {"n": band_n[k], "accuracy": band_ok[k] / max(band_n[k], 1)} for k in band_n}
    if errors:
        print("\nerrors:")
        print("\n".join(errors))
    return summary


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--devset", type=Path, default=DEFAULT_DEVSET)
    ap.add_argument("--layouts", default="single,two_column",
                    help="comma list of: text, single, two_column, scanned, scanned_two_column (OCR of every page: slow)")
    ap.add_argument("--oracle", action="store_true", help="use gold segmentation (measures verdicts alone)")
    ap.add_argument("--case", help="only cases whose folder name starts with / contains this")
    ap.add_argument("--show-errors", action="store_true")
    ap.add_argument("--json", type=Path, help="also write the totals here")
    args = ap.parse_args(argv)
    if not args.devset.exists():
        print(f"no devset at {args.devset}", file=sys.stderr)
        return 0
    results = []
    for case in load_cases(args.devset, args.case):
        gold = yaml.safe_load((case / "gold.yaml").read_text(encoding="utf-8"))
        for layout in args.layouts.split(","):
            try:
                review, gold_provisions = run_review(case, layout, gold, args.oracle)
            except Exception as exc:  # a benchmark reports failures, it does not stop on them
                print(f"{case.name} {layout}: FAILED {type(exc).__name__}: {exc}")
                continue
            r = CaseResult(case.name, layout)
            align(review, gold_provisions, r)
            # (gold's `enacted` is the original enactment, devset README; a text amended in its entirety is reviewed
            # from its new enactment, and the document keeps the first as `originally_enacted`)
            want = str(gold.get("enacted") or "")
            first = review.document.originally_enacted or review.document.enacted
            r.enacted_ok = (str(first or "") == want) if want else None
            gold_unit = enacting_unit(str(gold.get("jurisdiction") or ""))
            got_unit = norm_text(review.document.jurisdiction).lower()
            r.jurisdiction_ok = (got_unit == gold_unit) if gold_unit else None
            results.append(r)
    summary = summarize(results, args.show_errors)
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
