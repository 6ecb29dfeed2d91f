"""The verdict engine: the merits of each provision against the state standards.

`assess` is the entry point; `decide.Engine` applies the rule data of `reference/rules/` and the
catalog of `reference/standards/`. Modules: text (prepared provisions), figures (catalog figures),
receptors, checks_* (figure comparisons per subject), scope (widened reach), fallback (unknown
wording), result (what a comparison returns).
"""

from ordinance_review.engine.confidence import mark_needs_reviewer
from ordinance_review.engine.decide import Engine, assess
from ordinance_review.engine.text import Text, clear_caches, prepare

__all__ = ["Engine", "Text", "assess", "clear_caches", "mark_needs_reviewer", "prepare"]
