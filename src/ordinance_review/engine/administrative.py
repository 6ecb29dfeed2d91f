"""Administrative wording: permit, application, fee, filing and penalty sentences, which name wells, plans
or manure without regulating them (RUBRIC rules 8, 9 and 23).

Why a module of its own: the engine asks two things of this wording, at two points of its decision
order: is a unit wholly administrative (`admin_body`), and what is left of a unit once its
administrative sentences go (`without_admin_sentences`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ordinance_review.engine.figures import fmt
from ordinance_review.engine.text import Text, sentences
from ordinance_review.models import Finding

if TYPE_CHECKING:
    from ordinance_review.engine.decide import Engine

# the body rules whose sentences are administrative wherever they stand in a unit
SENTENCE_RULES = (
    "permit_requirement", "application_procedure", "plan_submittal_and_as_built", "fee_clause",
    "reports_and_notices", "penalty_clause", "appeal_clause", "inspection_clause", "official_duty",
    "person_qualification",
)


def admin_body(engine: Engine, t: Text) -> Finding | None:
    """The first administrative wording in the text (permit, fee, report, penalty ...), as not_covered with
    the siting-law notes a threshold or a fee calls for; None when there is none."""
    for b in engine.rules.body_rules:
        if engine.rules.find(b.pattern, t.body):
            reason, notes, flags = b.reason, [], []
            if b.threshold_note:
                au = [q for q in t.measures if q.unit == "animal_units"]
                siting = engine.fig("siting_threshold")
                if au and au[0].value < siting.n:
                    reason += " " + engine.rules.reason("siting.threshold", local=fmt(au[0].value), state=fmt(siting.n))
                    notes.append(engine.rules.notes["siting_threshold"])
                    flags.append("siting_conflict")
            if b.siting_fee:
                fees = [float(x.replace(",", "")) for x in re.findall(r"\$\s?(\d[\d,]*)", t.body)]
                cap = engine.fig("siting_fee_cap").n
                if fees and max(fees) > cap:
                    reason += " " + engine.rules.reason("siting.fee", local=fmt(max(fees)), state=fmt(cap))
                    notes.append(engine.rules.notes["siting_fee"])
                    flags.append("siting_conflict")
            return engine.not_covered(t, b.id, reason, 0.7, notes, basis="administrative", flags=flags)
    return None


def without_admin_sentences(engine: Engine, t: Text) -> Text | None:
    """The provision with its purely administrative sentences removed (None when nothing else is left).

    Why: permit, application, fee and filing sentences often name wells, plans or manure
    ("the application shall show all wells within 1,000 feet") without regulating them; a
    unit is judged by its substantive part (RUBRIC rules 8, 9 and 23).
    """
    admin = engine._admin_patterns
    keep = engine.rules.substantive_cues
    parts = sentences(t.body)
    kept = []
    in_admin_list = after_admin = False
    for sentence in parts:
        if in_admin_list and not _OPERATIVE.search(sentence) and not engine.rules.any_of(keep, sentence):
            continue  # "...; a map showing every well within 2,000 feet; and the fee": an item of the list
        if after_admin and _CONTENTS_SENTENCE.match(sentence) and not engine.rules.any_of(keep, sentence):
            continue  # "An application shall be filed ... It shall show every manure pile.": its contents
        in_admin_list = after_admin = False
        if not engine.rules.any_of(admin, sentence) or engine.rules.any_of(keep, sentence):
            kept.append(sentence)
            continue
        after_admin = True
        in_admin_list = sentence.endswith(";")
        # "shall keep the 590 records, and by March 1 shall file a copy of the plan": the filing
        # duty goes, the record duty stays; "... shall be filed, and shall include ... a map of wells":
        # what an application includes is its contents, not a duty of its own
        kept.extend(c for c in DUTY_SPLIT.split(sentence)
                    if c.strip() and not engine.rules.any_of(admin, c) and not _CONTENTS.match(c))
    if not kept:
        return None
    if kept == parts:
        return t
    return t.part(" ".join(kept))


# where one duty ends and the next begins: ", and [by March 1] shall ...", "and shall ...", and in list
# items under "the permittee shall:" a comma and a bare verb of duty (", and mark the level on a gauge")
DUTY_SPLIT = re.compile(
    r",\s+and (?=[^,.;]{0,40}?\b(?:shall|must)\b)|\s+and (?=(?:shall|must|may not|will)\b)"
    r"|,\s+and (?=(?:mark|install|maintain|keep|provide|test|sample|inspect|submit|file|notify|construct|place|post|record|repair|report)\b)"
    r"|\s+and (?=(?:be )?(?:inspected|approved|reviewed|certified) by the\b)")
# the next sentence of an application or plan that says what it holds ("It shall show the lot ...")
_CONTENTS_SENTENCE = re.compile(
    r"^\W*(?:it|they|each|the (?:application|form|submittal|request|plan|map|report))\s+(?:shall|must)\s+(?:also\s+)?"
    r"(?:include|contain|show|list|identify|describe|state|give|be accompanied)\b"
)
_CONTENTS = re.compile(r"^\s*(?:shall|must)\s+(?:also\s+)?(?:include|contain|show|list|identify|describe|state|be accompanied)\b")
# a clause that states a rule of its own: a list item after an administrative sentence without one of
# these is part of that sentence's list ("the application shall include: plans; a map of wells; the fee")
_OPERATIVE = re.compile(r"\b(?:shall|must|may|no (?:person|owner|operator)|is required|are required|prohibited)\b")
