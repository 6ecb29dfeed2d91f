"""Checks on ordinance provisions that restate or change the seed procedures.

`review_findings` is part of the merits: it runs after the engine and before `exemptions.apply`
(merits → status → outcome), and adds typed fields (`basis="procedure"`, `flags`). A provision that shortens or removes a protection the
state gives existing operations (RUBRIC rule 19) becomes `exceeds`:

* a compliance period under 60 days with no imminent-threat qualifier (NR 151.095(6)(b)/(7)(b));
* a variance request deadline under 60 days after the notice (NR 151.097(4)(a));
* requirements imposed on existing operations "whether or not" cost sharing is available
  (s. 92.15(4), Stats.), or enforcement with no notice/compliance period.

A variance for economic hardship alone (NR 151.097(2)) only loosens a rule, so under RUBRIC rule 18
it is not `exceeds`: a `consistent` finding becomes `not_covered` (it no longer tracks the state
variance) and the note cites NR 151.097(2).

Everything else is returned unchanged.
Reviewer overrides are never touched. Keywords live in `reference/procedures.yaml`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ordinance_review.measures import DAYS_PER_MONTH
from ordinance_review.models import EXEMPT_VERDICTS, ComparedParameter, Finding, Provision
from ordinance_review.procedures.data import section

_UNITS = {"day": 1.0, "calendar day": 1.0, "business day": 7 / 5, "working day": 7 / 5, "week": 7.0, "month": DAYS_PER_MONTH}
_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}
_WORD_RE = "|".join(sorted(_WORDS, key=len, reverse=True))
# "sixty (60) days", "30 days", "forty-five days", "10 business days", "one month"
_DURATION = re.compile(
    rf"\b(?P<num>\d+(?:\.\d+)?|(?:(?:{_WORD_RE})[\s-]?){{1,3}})\s*(?:\((?P<paren>\d+)\)\s*)?"
    r"(?P<unit>calendar days?|business days?|working days?|days?|weeks?|months?)\b",
    re.IGNORECASE,
)
_UNIT_WORD = re.compile(r"day|week|month", re.IGNORECASE)  # in every unit `_DURATION` accepts
_REQUEST = re.compile(r"\b(request|apply|applie[sd]|application|file[sd]?|filing|submit\w*|petition\w*)\b", re.IGNORECASE)
_DECISION = re.compile(r"\b(decide\w*|decision|determin\w*|act on|rule on|ruling|hold (?:a )?(?:public )?hearing|hear)\b", re.IGNORECASE)
# a period counted from the request itself ("within 45 days after the request is filed"): the board's time, not the
# requester's
_FROM_REQUEST = re.compile(r"^\W*(?:\w+\W+){0,3}?(?:after|of|from) (?:the |a |its |each )?(?:request|application|petition)\b", re.IGNORECASE)
_ENFORCE = re.compile(r"\b(enforce\w*|forfeit\w*|penalt\w*|citation|prosecut\w*)\b", re.IGNORECASE)
_OPERATIVE = re.compile(r"\b(?:may|shall|must|will|can|is|are)\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Hit:
    verdict: str  # "exceeds" | "not_covered"
    citation: str
    reason: str
    parameter: ComparedParameter | None = None
    flag: str = ""  # a typed finding flag ("s92_15_4": approval cannot cure it for pre-1997 operations)
    interpretation: str = ""  # what the finding reads into the rule, when it does


def _words_value(text: str) -> int | None:
    total = 0
    for word in re.split(r"[\s-]+", text.strip().lower()):
        if not word:
            continue
        if word not in _WORDS:
            return None
        total = total * 100 if word == "hundred" else total + _WORDS[word]
    return total or None


def durations(text: str) -> list[tuple[float, int, int]]:
    """Every period written in `text`, as (days, start, end) offsets. Months count 30 days."""
    found: list[tuple[float, int, int]] = []
    if not _UNIT_WORD.search(text):
        return found  # every period names its unit: most sentences have none
    for m in _DURATION.finditer(text):
        if m.group("paren"):
            value: float | None = float(m.group("paren"))
        elif m.group("num")[0].isdigit():
            value = float(m.group("num"))
        else:
            value = _words_value(m.group("num"))
        if value is None:
            continue
        unit = re.sub(r"s$", "", m.group("unit").lower())
        found.append((value * _UNITS[unit], m.start(), m.end()))
    return found


# (not after a citation's own abbreviations: "... new under s. NR 151.095 (5) (b), Wis. Adm. Code, are not
# eligible ..." is one sentence)
_SENTENCE_BREAK = re.compile(
    r"(?<=[.;:])(?<!\bs\.)(?<!\bss\.)(?<!\bch\.)(?<!\bsub\.)(?<!\bpar\.)(?<!\bWis\.)(?<!\bAdm\.)(?<!\bNo\.)\s+(?=[A-Z(])")


def _split_sentences(flat: str) -> list[str]:
    """Sentences of text already joined with single spaces."""
    return [s for s in _SENTENCE_BREAK.split(flat) if s.strip()]


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern[str]]:
    checks = section("ordinance_checks")
    return {key: re.compile("|".join(f"(?:{p})" for p in values), re.IGNORECASE) for key, values in checks.items()}


_GATES = ("variance", "cost_share_denial", "compliance_period_denial")


@lru_cache(maxsize=1)
def _gate_literals() -> dict[str, frozenset[str] | None]:
    """Per gate pattern, strings one of which is in any text it matches (lowercase ASCII), or None.

    Why: most provisions name no variance, cost sharing or notice; a substring test of the whole
    provision rules a gate out for all its sentences before any regex runs.
    """
    from ordinance_review.verdict_rules import literal_filter

    pats = _patterns()
    out: dict[str, frozenset[str] | None] = {}
    for key in _GATES:
        literals = literal_filter(pats[key].pattern)
        usable = literals is not None and all(lit.isascii() for lit in literals)
        out[key] = frozenset(lit.lower() for lit in literals) if usable else None  # type: ignore[union-attr]
    return out


def check_text(text: str) -> list[_Hit]:
    """The procedure problems in one provision's text (empty when it tracks or ignores the rules)."""
    pats = _patterns()
    flat = " ".join(text.split())
    # Every check needs a period (its unit word) or a gate pattern in its sentence. In ASCII text a
    # case-insensitive match holds one of the gate's literals in lowercase; other text runs them all.
    may = dict.fromkeys(_GATES, True)
    if flat.isascii():
        low = flat.lower()
        for key, literals in _gate_literals().items():
            if literals is not None:
                may[key] = any(lit in low for lit in literals)
        if not any(may.values()) and "day" not in low and "week" not in low and "month" not in low:
            return []
    cp, var, cs = section("compliance_period"), section("variance"), section("cost_share")
    said = section("ordinance_check_findings")  # the rule each finding rests on, and its reason
    min_days, var_days = int(cp["min_days"]), int(var["request_days"])
    hits: list[_Hit] = []
    for sentence in _split_sentences(flat):
        short = [d for d in durations(sentence) if d[0] < min_days]
        is_variance = may["variance"] and bool(pats["variance"].search(sentence))
        # 1. a compliance period under 60 days with no imminent-threat qualifier
        if (
            short
            and not is_variance
            and not pats["not_compliance"].search(sentence)
            and not _imminent_only(pats, sentence)
            and (
                re.search(r"compliance period", sentence, re.IGNORECASE)
                or (pats["compliance_context"].search(sentence) and pats["notice_context"].search(sentence))
            )
        ):
            days = short[0][0]
            hits.append(_Hit(
                "exceeds", said["short_compliance_period"]["rule"],
                said["short_compliance_period"]["reason"].format(days=_fmt(days), min_days=min_days),
                ComparedParameter(name="compliance period minimum", local_value=days, state_value=min_days, unit="days"),
                interpretation=said["procedure_shortened_interpretation"],
            ))
        # 2. a variance request deadline under 60 days
        if is_variance:
            for days, start, end in durations(sentence):
                before = sentence[:start]
                req = list(_REQUEST.finditer(before))
                # "the board shall decide a variance request within 30 days" is a decision deadline
                if days >= var_days or not req or _DECISION.search(before[: req[0].start()]) or _DECISION.search(before[req[-1].end():]):
                    continue
                if _FROM_REQUEST.search(sentence[end:]):
                    continue
                hits.append(_Hit(
                    "exceeds", var["request_rule"],
                    f"Requires a variance request within {_fmt(days)} days; the state allows {var_days} days after "
                    f"the notice is received ({var['request_rule']}).",
                    ComparedParameter(name="variance request period", local_value=days, state_value=var_days, unit="days"),
                    interpretation=said["procedure_shortened_interpretation"],
                ))
                break
        # 3. variance for economic hardship alone
        if is_variance and pats["hardship"].search(sentence) and not pats["hardship_negation"].search(sentence):
            hits.append(_Hit(
                "not_covered", var["hardship_rule"],
                f"Allows a variance on economic hardship alone, which the state variance rule excludes "
                f"({var['hardship_rule']}); relief that loosens a rule imposes nothing, so it is not an exceedance.",
            ))
        # 4. existing operations bound whether or not cost sharing is available
        if may["cost_share_denial"] and pats["cost_share_denial"].search(sentence) and not pats["cost_share_denial_exceptions"].search(sentence):
            hits.append(_Hit(
                "exceeds", said["cost_share_denied"]["rule"],
                said["cost_share_denied"]["reason"].format(existing_operations_rule=cs["existing_operations_rule"]),
                ComparedParameter(name="cost-share precondition", local_value="not required", state_value="required", unit=""),
                flag="s92_15_4",
            ))
        # 5. enforcement with no notice or compliance period
        if (
            may["compliance_period_denial"]
            and pats["compliance_period_denial"].search(sentence)
            and _ENFORCE.search(sentence)
            and _OPERATIVE.search(sentence)  # (a caption, "Enforcement Without Prior Notice.", allows nothing)
            and not pats["repeated_mismanagement"].search(sentence)  # NR 151.095(8)(b) allows that enforcement
            and not _imminent_only(pats, sentence)
            and not pats["cost_share_denial_exceptions"].search(sentence)
        ):
            hits.append(_Hit(
                "exceeds", said["enforcement_without_notice"]["rule"],
                said["enforcement_without_notice"]["reason"],
                ComparedParameter(name="notice and compliance period before enforcement", local_value="none", state_value="required", unit=""),
            ))
    return hits


_FORECLOSED_QUALIFIER = re.compile(r"(?:whether or not|regardless of|even if|even where|even when|without regard to)[^.]{0,40}$", re.I)


def _imminent_only(pats: dict[str, re.Pattern[str]], sentence: str) -> bool:
    """Is the short period limited to an imminent threat? Not when the wording forecloses the limit
    ("14 days, whether or not the site poses an imminent threat")."""
    m = pats["imminent_threat"].search(sentence)
    return m is not None and not _FORECLOSED_QUALIFIER.search(sentence[: m.start()])


def _fmt(days: float) -> str:
    return str(int(days)) if float(days).is_integer() else f"{days:.1f}"


def _apply(finding: Finding, hits: list[_Hit]) -> Finding:
    exceeding = [h for h in hits if h.verdict == "exceeds"]
    chosen = exceeding or hits
    first = chosen[0]
    target = "exceeds" if exceeding else "not_covered"
    ours = [h.citation for h in chosen]
    params = list(finding.parameters) + [h.parameter for h in chosen if h.parameter is not None]
    notes = list(finding.notes) + [f"procedures check: {h.reason}" for h in chosen]
    # the deciding citation stays first unless this check changes the verdict
    readings = [h.interpretation for h in chosen if h.interpretation]
    flags = list(dict.fromkeys([*finding.flags, *(h.flag for h in chosen if h.flag), *(["interpretation"] if readings else [])]))
    update: dict = {"standards": list(dict.fromkeys(list(finding.standards) + ours)), "parameters": params, "notes": notes,
                    "flags": flags}
    if readings:
        update["interpretation"] = readings[0]
    if finding.verdict in EXEMPT_VERDICTS:  # an exemption already decided: only the merits move
        if target == "exceeds" or finding.merits in (None, "consistent"):
            update["merits"] = target
        return finding.model_copy(update=update)
    if target == "not_covered" and finding.verdict != "consistent":
        return finding.model_copy(update={"notes": notes})
    if finding.verdict == "exceeds":
        return finding.model_copy(update=update)
    update.update(
        standards=list(dict.fromkeys(ours + list(finding.standards))),
        verdict=target,
        reason=" ".join(h.reason for h in chosen),
        rule=first.citation,
        confidence=max(finding.confidence, 0.8),
        basis="procedure",
    )
    return finding.model_copy(update=update)


def review_findings(findings: list[Finding], provisions: list[Provision]) -> list[Finding]:
    """Compare provisions that set notice, compliance-period, variance or cost-share terms with the seed rules.

    Returns a new list in the same order; findings with no procedure problem (and overridden ones)
    are the very same objects.
    """
    by_id = {p.id: p for p in provisions}
    out: list[Finding] = []
    for finding in findings:
        provision = by_id.get(finding.provision_id)
        if provision is None or finding.overridden:
            out.append(finding)
            continue
        hits = check_text(provision.text)
        out.append(_apply(finding, hits) if hits else finding)
    return out
