"""Outline consistency checks: say so when a provision may hold text that is not its own.

Each check reads the finished provision list and returns warnings for `DocumentInfo.warnings`
(shown on the app's review page and in the memo), so a review never passes silently over text
the outline could not place:
- a provision whose text holds a run of enumerators ("... 2. The owner ... 3. No person ...");
- a provision far longer than its siblings;
- two provisions sharing one label;
- text after the last provision that reads like rules, not like signatures or certificates.

>>> from ordinance_review.models import Provision
>>> check([Provision(id="p1", label="Section 3", text="Fees. 2. The permittee shall pay. 3. The permittee shall report.")], "")
['Section 3 holds a run of numbered items (2., 3.) that were not read as provisions of their own']
"""

from __future__ import annotations

import re
import statistics
from collections import Counter

from ordinance_review.models import Provision

# "... . 2. The" / "; (b) No" / "Condition 4. The": an enumerator opening a sentence inside a text
# (`(?=\s)` first: every match opens with a space, and one test per position beats three look-behinds)
_INNER_ENUM = re.compile(
    r"(?=\s)(?:(?<=[.;:])|(?<=; and)|(?<=; or))\s+(?P<tok>Condition\s+\d{1,2}\.|\d{1,2}\.|\([a-z0-9]{1,3}\)|[A-Z]\.)\s+(?=[A-Z])"
)
_RULE_WORDS = re.compile(r"\b(?:shall|must|may\s+not|no\s+person)\b", re.I)


def _ordinal(tok: str) -> str:
    return re.sub(r"[^0-9a-zA-Z]", "", tok.replace("Condition", ""))


def _runs(text: str) -> list[str]:
    """Enumerators inside `text` that continue one another ("2.", "3."): a swallowed list."""
    toks = [m.group("tok") for m in _INNER_ENUM.finditer(text)]
    for a, b in zip(toks, toks[1:], strict=False):
        x, y = _ordinal(a), _ordinal(b)
        if x.isdigit() and y.isdigit() and int(y) == int(x) + 1:
            return [a, b]
        if len(x) == 1 and len(y) == 1 and x.isalpha() and ord(y) == ord(x) + 1:
            return [a, b]
    return []


def check(provisions: list[Provision], closing: str) -> list[str]:
    warnings: list[str] = []
    for p in provisions:
        run = _runs(p.text)
        if run:
            warnings.append(
                f"{p.label} holds a run of numbered items ({', '.join(run)}) that were not read as provisions of their own"
            )
    siblings: dict[str | None, list[Provision]] = {}
    for p in provisions:
        siblings.setdefault(p.parent, []).append(p)
    for group in siblings.values():
        if len(group) < 4:
            continue
        median = statistics.median(len(p.text) for p in group)
        for p in group:
            if len(p.text) > 1500 and len(p.text) > 8 * max(median, 1):
                warnings.append(
                    f"{p.label} is {len(p.text)} characters, far longer than its siblings: it may hold provisions of its own"
                )
    for label, n in Counter(p.label for p in provisions).items():
        if n > 1:
            warnings.append(f"{n} provisions share the label {label}: the numbering was not fully read")
    rules = [s for s in re.split(r"(?<=[.;])\s+|\n", closing) if _RULE_WORDS.search(s)]
    if len(rules) >= 2:
        warnings.append(
            f"{len(rules)} sentences after the last provision were not placed under any provision "
            f"(first: \"{rules[0][:80]}\")"
        )
    return warnings
