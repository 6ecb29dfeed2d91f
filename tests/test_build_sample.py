"""The bundled sample ordinance: its PDF is built from its text by `scripts/build_sample.py`."""

from __future__ import annotations

import importlib.util
import io
import re
from pathlib import Path

import pdfplumber

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "build_sample.py"


def _script():
    spec = importlib.util.spec_from_file_location("build_sample_script", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_checked_in_sample_pdf_matches_its_text():
    script = _script()
    assert script.main(["--check"]) == 0, "reference/samples PDF is stale: run `make sample`"


def test_sample_pdf_is_a_short_code_chapter_with_page_numbers():
    script = _script()
    with pdfplumber.open(io.BytesIO(script.TARGET.read_bytes())) as pdf:
        pages = [page.extract_text() or "" for page in pdf.pages]
    assert 2 <= len(pages) <= 4
    for number, text in enumerate(pages, start=1):
        assert f"Page {number} of {len(pages)}" in text
        assert "Town of Wren Hollow Code" in text
    text = "\n".join(pages)
    for token in (
        "§ 9-4.",
        "twelve (12) months",
        "December 15 and March 15",
        "[Added 9-13-2021 by Ord. No. 2021-07]",
    ):
        assert token in " ".join(text.split())


def test_check_mode_notices_a_stale_pdf(tmp_path):
    script = _script()
    stale = tmp_path / "stale.pdf"
    stale.write_bytes(script.pdfgen.render("Town of Elsewhere\n§ 1-1. Nothing.\n"))
    assert script.main(["--check", "-o", str(stale)]) == 1


def test_sample_text_is_fictional_and_numbered_in_ecode_style():
    text = (ROOT / "reference" / "samples" / "wren_hollow_livestock.txt").read_text(encoding="utf-8")
    assert "fictional" in text
    labels = re.findall(r"^§ 9-\d+\.", text, flags=re.M)
    assert len(labels) >= 13 * 2  # table of contents + body
    assert re.search(r"^\(\d\) ", text, flags=re.M) and re.search(r"^[A-C]\. ", text, flags=re.M)


def test_sample_gold_labels_point_at_the_text_and_the_pages_of_the_pdf():
    """The sample's expected review (gold.yaml) stays in step with its text and its PDF."""
    import yaml

    from ordinance_review.models import VERDICTS

    samples = ROOT / "reference" / "samples"
    gold = yaml.safe_load((samples / "wren_hollow_livestock.gold.yaml").read_text(encoding="utf-8"))
    flat = " ".join((samples / "wren_hollow_livestock.txt").read_text(encoding="utf-8").split())
    with pdfplumber.open(samples / "wren_hollow_livestock.pdf") as pdf:
        pages = [" ".join((page.extract_text() or "").split()) for page in pdf.pages]
    labels = [item["label"] for item in gold["provisions"]]
    assert len(labels) == len(set(labels))
    for item in gold["provisions"]:
        assert item["verdict"] in VERDICTS
        assert flat.count(item["text_snippet"]) == 1, item["label"]
        opening = " ".join(item["text_snippet"].split()[:6])
        assert opening in pages[item["page"] - 1], item["label"]
