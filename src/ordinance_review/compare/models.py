"""The machine-readable comparison of two versions: the `ordinance-review-compare/1` JSON contract.

Produced by `Comparison.model_dump(mode="json")`, so the CLI, the app and the amendment memo read
one shape. Models only grow: new fields get defaults.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ordinance_review.models import DocumentInfo, FindingFlag, Verdict

SCHEMA = "ordinance-review-compare/1"

Change = Literal["unchanged", "amended", "renumbered", "added", "removed", "split", "merged"]
CHANGES: tuple[Change, ...] = ("unchanged", "amended", "renumbered", "added", "removed", "split", "merged")
# what a person has to look at again: the text changed (or the unit is new / gone)
TEXT_CHANGES: tuple[Change, ...] = ("amended", "added", "removed", "split", "merged")
DiffOp = Literal["equal", "insert", "delete"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class DiffPart(_Frozen):
    """A run of words of the word-level diff: kept, inserted in the new text, or deleted from the old."""

    op: DiffOp
    text: str


class CarriedDecision(_Frozen):
    """A decision recorded on the earlier version's submission, carried to an unchanged provision."""

    decision: str
    reason: str = ""
    who: str = ""
    submission_id: int | None = None


class Pair(_Frozen):
    """One aligned pair (or an added / removed provision) with what changed in text and verdict."""

    old_id: str | None = None
    new_id: str | None = None
    old_label: str | None = None
    new_label: str | None = None
    change: Change
    similarity: float = 0.0  # 0..1 on the normalized words (1.0: same words)
    diff: list[DiffPart] = Field(default_factory=list)
    old_verdict: Verdict | None = None
    new_verdict: Verdict | None = None
    old_reason: str = ""
    new_reason: str = ""
    verdict_changed: bool = False
    exemption_changed: bool = False  # an exempt_* status was gained or lost
    needs_review: bool = False
    reason: str = ""  # why it needs review, or why not
    group: list[str] = Field(default_factory=list)  # split / merged: every label on the other side
    carried_decision: CarriedDecision | None = None
    flags: list[FindingFlag] = Field(default_factory=list)  # "interpretation" when a reading of the rule decides
    interpretation: str = ""  # the reading applied (NR 151.096(1)(b)2. across versions)
    old_text: str = ""
    new_text: str = ""


class Summary(_Frozen):
    counts: dict[str, int] = Field(default_factory=dict)  # change → number of pairs
    changed: int = 0  # pairs whose text changed (amended, added, removed, split, merged)
    needs_review: int = 0
    verdict_changed: int = 0
    exemption_changed: int = 0
    carried_decisions: int = 0
    text: str = ""


class Comparison(BaseModel):
    """The `ordinance-review-compare/1` JSON contract."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    schema_: str = Field(default=SCHEMA, alias="schema")
    old: DocumentInfo
    new: DocumentInfo
    pairs: list[Pair] = Field(default_factory=list)
    summary: Summary = Field(default_factory=Summary)
    catalog_version: str = ""

    def to_json(self, indent: int | None = 2) -> str:
        return self.model_dump_json(by_alias=True, indent=indent)

    def changed_pairs(self) -> list[Pair]:
        return [p for p in self.pairs if p.change in TEXT_CHANGES or p.verdict_changed or p.needs_review]
