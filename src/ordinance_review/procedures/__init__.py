"""The seed procedures (NR 151.09, 151.095, 151.097; NR 153.15(2)(d)) as calculators and as checks.

`calculators` answers the reviewer's and county conservationist's everyday questions (compliance
periods, variance timeliness and conditions, cost-share availability, significant expansion,
existing-vs-new status, notice contents, municipal notification). `ordinance_checks.review_findings`
runs with the merits, before `exemptions.apply`, and turns provisions that shorten or remove these protections into
`exceeds` findings. Figures and citations live in `reference/procedures.yaml`.
"""

from ordinance_review.procedures.calculators import (
    CompliancePeriod,
    CostShare,
    Expansion,
    MunicipalNotification,
    NoticeCheck,
    ProcedureInputError,
    StatusResult,
    VarianceConditions,
    VarianceTimeliness,
    add_years,
    compliance_period,
    cost_share_availability,
    cropland_status,
    expansion,
    livestock_status,
    municipal_notification,
    notice_check,
    notice_kinds,
    variance_conditions,
    variance_timeliness,
)
from ordinance_review.procedures.ordinance_checks import review_findings

__all__ = [
    "CompliancePeriod",
    "CostShare",
    "Expansion",
    "MunicipalNotification",
    "NoticeCheck",
    "ProcedureInputError",
    "StatusResult",
    "VarianceConditions",
    "VarianceTimeliness",
    "add_years",
    "compliance_period",
    "cost_share_availability",
    "cropland_status",
    "expansion",
    "livestock_status",
    "municipal_notification",
    "notice_check",
    "notice_kinds",
    "review_findings",
    "variance_conditions",
    "variance_timeliness",
]
