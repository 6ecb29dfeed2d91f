"""Every devset ordinance rendered in both layouts: every gold snippet survives ingestion.

A snippet (the first words of a provision) can only be found in the ingested text when running
headers are gone, columns are read in order and hyphenated words are rejoined, so this checks the
whole clean-up on realistic text. Whitespace is normalised; nothing devset-specific is in the code.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from ordinance_review import ingest, pdfgen

DEVSET = Path(__file__).resolve().parents[2] / "../shared/devset"
CASES = sorted(p for p in DEVSET.glob("*/ordinance.txt")) if DEVSET.is_dir() else []
pytestmark = pytest.mark.skipif(not CASES, reason="../shared/devset is not present")


def _norm(text: str) -> str:
    return " ".join(text.split())


def _found(doc, snippets: list[str]) -> list[str]:
    joined = _norm(" ".join(line.text for line in doc.lines))
    return [s for s in snippets if _norm(s) in joined]


@pytest.mark.parametrize("layout", ["text", "single", "two_column"])
def test_gold_snippets_found_after_ingestion(layout):
    total = found = 0
    missing: list[str] = []
    for path in CASES:
        text = path.read_text(encoding="utf-8")
        snippets = [p["text_snippet"] for p in yaml.safe_load((path.parent / "gold.yaml").read_text())["provisions"]]
        if layout == "text":
            doc = ingest.load_text(text, path.parent.name)
        else:
            title = path.parent.name.split("_", 1)[1].replace("_", " ").title()
            data = pdfgen.render(text, layout=layout, header=f"{title} Code\t{len(title)}-{{page}}")
            doc = ingest.load(data, f"{path.parent.name}.pdf")
            assert len(doc.pages) >= 2
        hits = _found(doc, snippets)
        total += len(snippets)
        found += len(hits)
        missing += [f"{path.parent.name}: {s}" for s in snippets if s not in hits]
    share = found / total
    print(f"{layout}: {found}/{total} gold snippets found ({share:.1%})")
    assert share >= 0.99, missing
