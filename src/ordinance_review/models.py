"""Pydantic models shared by every stage, the CLI and the app.

One definition per shape: the JSON contract (`ordinance-review/1`, see DESIGN.md) is produced by
`Review.model_dump(mode="json")`, so the CLI, the app and the memo writers cannot drift apart.
Models only grow: new fields get defaults so older JSON still validates.
"""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

SCHEMA = "ordinance-review/1"

Verdict = Literal["exceeds", "consistent", "not_covered", "exempt_cropping", "exempt_pre2002", "exempt_permit"]
VERDICTS: tuple[Verdict, ...] = (
    "exceeds",
    "consistent",
    "not_covered",
    "exempt_cropping",
    "exempt_pre2002",
    "exempt_permit",
)
EXEMPT_VERDICTS: tuple[Verdict, ...] = ("exempt_cropping", "exempt_pre2002", "exempt_permit")
# The verdicts' names for people: the app's tables and the memos print the same words (issue 17).
VERDICT_NAMES: dict[str, str] = {
    "exceeds": "Exceeds",
    "consistent": "Consistent",
    "not_covered": "Not covered",
    "exempt_cropping": "Exempt (cropping)",
    "exempt_pre2002": "Exempt (pre-2002)",
    "exempt_permit": "Exempt (permit condition)",
}

Route = Literal["dnr", "datcp"]
StricterIf = Literal["lower", "higher", "present"]
Confirmation = Literal["confirmed", "partial", "unconfirmed"]
# What kind of instrument a provision belongs to: codified ordinance text, or the conditions written
# into one individual permit or license (uncodified: NR 151.096(3))
Instrument = Literal["ordinance", "permit_conditions"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# ---------------------------------------------------------------- ingestion


class Line(_Frozen):
    """One text line of a page, after layout clean-up, with where it sits on the page (PDF points)."""

    text: str
    page: int  # 1-based page number
    x0: float = 0.0
    top: float = 0.0
    x1: float = 0.0
    bottom: float = 0.0


class Page(_Frozen):
    number: int  # 1-based
    width: float = 612.0
    height: float = 792.0
    lines: list[Line] = Field(default_factory=list)
    ocr: bool = False  # the text came from OCR, not from a text layer
    # running headers and footers ingestion took off the page: furniture, but they may be the only
    # place the code names its municipality ("Wrenfield - General Regulations")
    bands: list[str] = Field(default_factory=list)
    # notes printed under a short rule at the foot of the page, each with its number ("3 Ord. No. 99-6, § 3,
    # 4-20-1999"): a code that prints its history as footnotes dates its sections there (`segment.outline`)
    footnotes: list[str] = Field(default_factory=list)


class IngestedDocument(_Frozen):
    """The document as the segmenter sees it: cleaned lines, page by page."""

    filename: str
    sha256: str
    kind: Literal["pdf", "docx", "text"] = "pdf"
    pages: list[Page] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)

    @property
    def lines(self) -> list[Line]:
        return [line for page in self.pages for line in page.lines]


# ---------------------------------------------------------------- provisions


class HistoryEntry(_Frozen):
    """One bracketed history note or amendment record that applies to a provision."""

    action: Literal["enacted", "amended", "added", "created", "repealed_and_recreated", "renumbered", "unknown"]
    date: dt.date | None = None
    ordinance: str | None = None  # "Ord. No. 2016-07"
    text: str = ""  # the note as printed
    year: int | None = None  # when the note prints only a year ("Cr. 1996", "Code 1985"); date stays None
    inferred: bool = False  # `year` was read from an ordinance number ("Ord. No. 2006-17"), not printed as a date
    # the subunits a section's note names ("am. (2) (b), (3) Ord. 05-3" → ["(2)(b)", "(3)"]); empty: the whole unit
    units: list[str] = Field(default_factory=list)


class Provision(_Frozen):
    id: str  # "p17": stable within one review
    label: str  # the citation in the ordinance's own numbering, "§ 12-4 B.(2)(a)"
    heading: str = ""  # nearest section heading / caption
    text: str = ""  # full text of the unit, without its own number token and history notes
    page: int = 1  # page of the first line
    pages: list[int] = Field(default_factory=list)  # every page the text spans
    parent: str | None = None  # label of the parent unit, if any
    lead_in: str = ""  # text of the parent units' own lead-ins (context for matching)
    top: float | None = None  # y of the first line on `page` (PDF points), for highlighting
    x0: float | None = None
    history: list[HistoryEntry] = Field(default_factory=list)  # notes on this unit and its ancestors
    instrument: Instrument = "ordinance"  # "permit_conditions": a condition of one individual permit
    part: str | None = None  # the part of a combined document it sits in ("PART B", "CONDITIONS OF APPROVAL")
    # the cells of the table rows or columns the text cites ("Row 2 of Table 17.07-1"), read with the text
    refers: str = ""


class DocumentInfo(_Frozen):
    """Document-level facts of the JSON contract."""

    filename: str
    pages: int
    title: str = ""
    jurisdiction: str = ""  # the enacting unit: "Town of Saratoga", "Village of Hobart", "Grant County"
    county: str = ""  # the county a town or village lies in, when printed ("Wood County")
    enacted: dt.date | None = None
    # the first enactment of a text since repealed and recreated (or amended in its entirety) as a whole
    originally_enacted: dt.date | None = None
    amended: list[dt.date] = Field(default_factory=list)
    repealed_and_recreated: dt.date | None = None
    sha256: str = ""
    ocr_pages: list[int] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)  # ingestion problems and outline checks (`segment.checks`)


# ---------------------------------------------------------------- the catalog


class StandardParameter(_Frozen):
    name: str
    value: float | str | bool | None = None  # None: not confirmed
    unit: str = ""
    stricter_if: StricterIf = "present"
    confirmed: bool = True
    note: str = ""


class Standard(_Frozen):
    """One state standard of the catalog in `reference/` (validated at load time)."""

    id: str  # "NR151.05(3)"
    citation: str  # "NR 151.05(3)": the project's citation style
    source: str  # "NR 151" | "ATCP 50" | "NRCS" | "Stats" | "ATCP 51" | "NR 243"
    title: str
    topic: str
    summary: str
    applies_to: Literal["livestock", "cropland", "both"] = "livestock"
    parameters: list[StandardParameter] = Field(default_factory=list)
    keywords: list[str] = Field(default_factory=list)
    examples: list[str] = Field(default_factory=list)
    related: list[str] = Field(default_factory=list)
    source_urls: list[str] = Field(default_factory=list)
    official_url: str = ""
    confirmation: Confirmation = "confirmed"
    edition: str = ""
    compare_for_exceedance: bool = True
    notes: str = ""
    # what the entry is: a substantive standard/prohibition/practice, a definition that fixes a
    # standard's reach, a procedure (notices, approval, variances, cost sharing) or an authority
    kind: Literal["standard", "definition", "procedure", "authority"] = "standard"
    effective: str = ""  # effective date of the rule text the entry was checked against, if known


# ---------------------------------------------------------------- findings


class ComparedParameter(_Frozen):
    name: str
    local_value: float | str | None = None
    state_value: float | str | None = None
    unit: str = ""
    confirmed: bool = True  # the state figure is confirmed in the catalog


class Candidate(_Frozen):
    citation: str
    score: float  # 0..100
    standard_id: str = ""  # catalog id (citations can repeat, e.g. two NRCS 590 entries)
    topic: str = ""


Basis = Literal[
    "furniture", "definition", "trigger_definition", "statement", "advisory", "permit_authority", "non_water",
    "administrative", "topic", "scope", "procedure", "fallback", "unplaced", "empty",
]
# s92_15_4: binds existing operations without cost-sharing, which approval cannot cure (s. 92.15(4), Stats.)
# siting_conflict: may conflict with the livestock siting law (s. 93.90, Stats.; ATCP 51)
FindingFlag = Literal["s92_15_4", "siting_conflict", "interpretation"]


class Finding(_Frozen):
    provision_id: str
    label: str
    verdict: Verdict
    standards: list[str] = Field(default_factory=list)  # citations, deciding one first
    reason: str = ""
    confidence: float = 0.5
    parameters: list[ComparedParameter] = Field(default_factory=list)
    topic: str = ""
    merits: Verdict | None = None  # for exempt_*: what the comparison alone would give
    needs_confirmation: bool = False
    rule: str = ""  # the rule the verdict rests on, e.g. "NR 151.096(1)(b)2."
    notes: list[str] = Field(default_factory=list)
    candidates: list[Candidate] = Field(default_factory=list)
    overridden: bool = False
    # typed facts later stages and faces read (never the wording of `reason` or `notes`)
    basis: Basis = "topic"  # how the merits were decided
    below_state_floor: bool = False  # weaker than the state rule, which still applies (RUBRIC rule 5)
    needs_reviewer: bool = False  # confidence below the calibrated threshold: a person should check it
    flags: list[FindingFlag] = Field(default_factory=list)
    interpretation: str = ""  # one sentence on what the verdict reads into the rule, when it does
    # for a not-placed provision: the state standard whose subject it touches though no comparison decided it
    subject: str = ""


class NecessityItem(_Frozen):
    """One line of the NR 151.096(2)(a)3. documentation checklist for a provision needing approval."""

    label: str
    question: str
    done: bool = False


class Outcome(_Frozen):
    approval_needed: bool
    summary: str
    route: Route = "dnr"
    route_rule: str = "NR 151.096(2)"
    provisions_needing_approval: list[str] = Field(default_factory=list)  # labels
    checklist: list[NecessityItem] = Field(default_factory=list)
    flags: list[str] = Field(default_factory=list)  # s. 92.15(4), siting law, ...


class Review(BaseModel):
    """The machine-readable review: the `ordinance-review/1` JSON contract."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    schema_: str = Field(default=SCHEMA, alias="schema")
    document: DocumentInfo
    provisions: list[Provision] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    outcome: Outcome | None = None
    catalog_version: str = ""

    def to_json(self, indent: int | None = 2) -> str:
        return self.model_dump_json(by_alias=True, indent=indent)

    def finding_for(self, provision_id: str) -> Finding | None:
        """The (first) finding on a provision: a dict lookup, built once (the table asks per row)."""
        return self._index()[0].get(provision_id)

    def provision(self, provision_id: str) -> Provision | None:
        return self._index()[1].get(provision_id)

    def _index(self) -> tuple[dict[str, Finding], dict[str, Provision]]:
        """Findings and provisions by id, rebuilt when either list is replaced or grows or shrinks.

        Kept in the instance dict beside the fields, as `functools.cached_property` would (pydantic
        leaves it out of dumps and equality); `model_copy(update={"findings": …})` copies it, hence
        the check that it was built from these very lists.
        """
        findings, provisions = self.findings, self.provisions
        index = self.__dict__.get("_by_id")
        if (
            index is None
            or index[0] is not findings
            or index[1] is not provisions
            or index[2] != (len(findings), len(provisions))
        ):
            by_finding: dict[str, Finding] = {}
            for f in findings:
                by_finding.setdefault(f.provision_id, f)
            by_provision: dict[str, Provision] = {}
            for p in provisions:
                by_provision.setdefault(p.id, p)
            index = (findings, provisions, (len(findings), len(provisions)), by_finding, by_provision)
            self.__dict__["_by_id"] = index
        return index[3], index[4]


Review.model_rebuild()
