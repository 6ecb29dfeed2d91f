"""The devset as a measure of segmentation: labels, text and dates against gold.yaml.

Built from the text of each case (no ingestion), with its running headers left in.
`benchmarks/eval_devset.py` measures the same through real PDFs of several layouts.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest
from segment_support import devset_cases, load_case, norm_label, text_document

from ordinance_review.segment import segment

CASES = devset_cases()
pytestmark = pytest.mark.skipif(not CASES, reason="../shared/devset is not present")


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_labels_text_and_dates_match_gold(case) -> None:
    text, gold = load_case(case)
    info, provisions = segment(text_document(text, case.name))
    predicted = {norm_label(p.label): p for p in provisions}
    gold_labels = [norm_label(g["label"]) for g in gold["provisions"]]
    found = [g for g in gold["provisions"] if norm_label(g["label"]) in predicted]
    assert len(found) >= 0.97 * len(gold_labels)
    spurious = [p.label for p in provisions if norm_label(p.label) not in gold_labels]
    assert len(spurious) <= 1, spurious
    exact = {p.label for p in provisions}
    assert sum(g["label"] in exact for g in gold["provisions"]) >= 0.97 * len(gold_labels)
    for g in found:
        snippet = re.sub(r"\s+", " ", g["text_snippet"]).strip()
        assert snippet in predicted[norm_label(g["label"])].text, g["label"]
    assert info.enacted == dt.date.fromisoformat(gold["enacted"])
    assert [d.isoformat() for d in info.amended] == gold["amended"]
    assert info.jurisdiction and info.jurisdiction.split(",")[0] in gold["jurisdiction"]


def test_pre_2002_history_follows_headings_and_units() -> None:
    case = next((c for c in CASES if c.name.startswith("03")), None)
    if case is None:
        pytest.skip("case 03 missing")
    text, _ = load_case(case)
    _, provisions = segment(text_document(text))
    dated = {p.label: sorted({h.date for h in p.history if h.date}) for p in provisions}
    assert dated["III. A. 1."] == []
    assert dated["III. A. 3."] == [dt.date(2008, 6, 3)]
    assert dated["III. B. 1."] == [dt.date(2008, 6, 3)]  # the note on heading B. covers it
    assert dated["III. C. 2."] == [dt.date(2014, 10, 7)]
    assert dated["III. D. 1."] == [dt.date(2014, 10, 7)]
    assert dated["IV."] == []
