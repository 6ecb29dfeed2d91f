"""Distinct ordinance text of any length, rendered to PDF, for the speed benchmarks.

Why not repeat one ordinance: the engine caches per text, so a benchmark made of copies measures
cache hits. Here a long document is a code book whose chapters are the labeled ordinances
(`../shared/devset`, `benchmarks/extra_cases*`, the bundled sample; never the sealed set), each
copy with its own chapter number, its own place names and its own figures, so no two chapters
share a provision's text. `distinct_share` reports how many non-blank lines occur once.

PDFs are cached under `.cache/bench/` by page count, variant and the hash of this file.
"""

from __future__ import annotations

import hashlib
import random
import re
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CACHE = REPO / ".cache" / "bench"
LINES_PER_PAGE = 60  # pdfgen's single layout, blank lines included

_PLACES = (
    "Alder Bend Cedar Prairie Dunmore Elk Ridge Fallow Creek Garnet Hill Heron Lake Iverson Juniper Falls "
    "Kettle Marsh Larkspur Millbrook Norvale Oakhurst Pine Bluff Quarry Hill Rushford Sable Creek Thornapple "
    "Upton Vireo Walden Yarrow Zephyr"
).split()
# interchangeable wordings: each chapter copy takes its own half of them, so plain prose differs too
_SWAPS = (
    ("shall", "must"), ("may not", "shall not"), ("owner or operator", "operator or owner"),
    ("livestock", "farm animal"), ("Department", "Office"), ("permit", "license"), ("application", "request"),
    ("facility", "structure"), ("within", "inside"), ("feet", "ft."), ("days", "calendar days"),
    ("person", "party"), ("section", "part"), ("construct", "build"), ("manure", "animal manure"),
    ("surface water", "surface waters"), ("standards", "requirements"), ("required", "needed"),
    ("approved", "accepted"), ("provided", "furnished"), ("any", "each"), ("land", "ground"),
    ("may", "can"), ("board", "council"), ("field", "tract"), ("applied", "spread"), ("variance", "exception"),
    ("applicant", "petitioner"), ("committee", "commission"), ("public", "general"), ("soils", "soil"),
    ("animals", "stock"), ("supervisor", "member"), ("regulations", "rules"), ("adopted", "enacted"),
)


def _swap(old: str, new: str, text: str) -> str:
    def same_case(m: re.Match[str]) -> str:
        word = m.group(0)
        if word.isupper():
            return new.upper()
        return new[0].upper() + new[1:] if word[0].isupper() else new

    return re.sub(rf"\b{re.escape(old)}\b", same_case, text, flags=re.I)
_NUMBER = re.compile(r"(?<![\w.(§-])(\d{2,})(?![\w)-])")
_CHAPTER = re.compile(r"(§\s*|\bCh(?:apter|\.)\s+|\bSec(?:tion|\.)\s+)(\d{2,3})([-.])")


def sources() -> list[str]:
    """The labeled ordinance texts, in a fixed order."""
    paths = sorted((REPO.parent / "shared" / "devset").glob("*/ordinance.txt"))
    for folder in sorted(REPO.glob("benchmarks/extra_cases*")):
        paths += sorted(folder.glob("*/ordinance.txt"))
    paths.append(REPO / "reference" / "samples" / "wren_hollow_livestock.txt")
    return [p.read_text(encoding="utf-8") for p in paths if p.is_file()]


def _vary(text: str, copy: int, rng: random.Random) -> str:
    """One chapter's copy: its own chapter number, place names and figures."""
    place = f"{_PLACES[copy % len(_PLACES)]} {_PLACES[(copy * 7 + 3) % len(_PLACES)]}"
    chapter = 100 + copy
    text = _CHAPTER.sub(lambda m: f"{m.group(1)}{chapter}{m.group(3)}", text)

    def figure(m: re.Match[str]) -> str:
        value = int(m.group(1))
        if 1900 <= value <= 2030:  # a year: keep it a plausible year
            return str(1990 + (value + copy) % 35)
        return str(max(10, value + rng.choice((-10, -5, 5, 10, 15, 20, 25, 50))))

    text = _NUMBER.sub(figure, text)
    for old, new in _SWAPS:
        if rng.random() < 0.5:
            text = _swap(old, new, text)
    # the enacting unit's name: "Town of Wrenfield" → "Town of Heron Lake"
    return re.sub(r"\b(Town|Village|City|County) of [A-Z][a-z]+(?: [A-Z][a-z]+)?", rf"\1 of {place}", text)


def dense_text(pages: int, variant: int = 0) -> str:
    """About `pages` single-column pages of distinct ordinance text."""
    texts = sources()
    rng = random.Random(1000 * variant + pages)
    target = pages * LINES_PER_PAGE
    out: list[str] = []
    printed = 0  # lines as printed: pdfgen wraps a line over ~95 characters
    copy = variant * 10_000
    while printed < target:
        chapter = _vary(texts[copy % len(texts)], copy, rng)
        for line in [f"CHAPTER {100 + copy}", "", *chapter.splitlines(), "", "\f"]:
            out.append(line)
            printed += max(1, -(-len(line) // 92))
            if printed >= target:
                break
        copy += 1
    return "\n".join(out)


def distinct_share(text: str) -> float:
    """Share of paragraphs (blank-line separated, over 120 characters) that occur only once."""
    paras = [re.sub(r"\s+", " ", p).strip() for p in re.split(r"\n\s*\n", text)]
    paras = [p for p in paras if len(p) > 120]  # provisions, not captions, notes or page bands
    counts = Counter(paras)
    return sum(1 for p in paras if counts[p] == 1) / max(1, len(paras))


def pdf_path(pages: int, variant: int = 0) -> Path:
    """A cached PDF of about `pages` pages (rendered with testsupport.pdfgen on first use)."""
    stamp = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:8]
    path = CACHE / f"distinct_{pages}p_v{variant}_{stamp}.pdf"
    if not path.is_file():
        sys.path.insert(0, str(REPO))
        from testsupport import pdfgen

        CACHE.mkdir(parents=True, exist_ok=True)
        data = pdfgen.render(
            dense_text(pages, variant), layout="single", header="Code of Ordinances\tCh. {page}", footer="Page {page} of {pages}"
        )
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
    return path


if __name__ == "__main__":
    for n in (10, 50):
        t = dense_text(n)
        print(n, len(t.splitlines()), f"distinct {distinct_share(t):.0%}")
