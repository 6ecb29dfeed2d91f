"""`procedures.review_findings`: ordinance provisions that shorten or remove the seed protections."""

from __future__ import annotations

import pytest

from ordinance_review.models import DocumentInfo, Finding, Provision
from ordinance_review.procedures import review_findings
from ordinance_review.procedures.ordinance_checks import check_text, durations


def _one(text: str, verdict: str = "consistent", **extra) -> Finding:
    provision = Provision(id="p1", label="§ 1", text=text)
    finding = Finding(provision_id="p1", label="§ 1", verdict=verdict, standards=["NR 151.095"], reason="as assessed", **extra)
    (out,) = review_findings([finding], [provision])
    return out


EXCEEDS = [
    ("The notice shall set a compliance period of not less than thirty (30) days.", "NR 151.095(6)(b)", 30),
    ("The operator shall correct the violation within 15 days after receiving written notice from the department.", "NR 151.095(6)(b)", 15),
    ("The owner shall comply with the order within forty-five days of the notice.", "NR 151.095(6)(b)", 45),
    ("A request for a variance shall be filed with the committee within 30 days after receipt of the notice.", "NR 151.097(4)(a)", 30),
    ("Existing facilities shall meet Section 4 within 2 years, whether or not cost-sharing is available.", "s. 92.15(4), Stats.", None),
    ("The county may commence enforcement against an existing facility without prior notice.", "NR 151.095(6)(b)", None),
    ("If we find a violation, we will send you a letter. You will have 30 days from the date of our letter to fix "
     "the problem.", "NR 151.095(6)(b)", 30),
    ("A livestock operation of 300 or more animal units is not eligible for cost-sharing under s. NR 153.15, Wis. Adm. "
     "Code, and shall comply whether or not cost-sharing is offered.", "s. 92.15(4), Stats.", None),
]


@pytest.mark.parametrize(("text", "citation", "local"), EXCEEDS)
def test_shortened_or_removed_protections_exceed(text, citation, local):
    out = _one(text)
    assert out.verdict == "exceeds"
    assert out.rule == citation and out.standards[0] == citation
    assert "NR 151.095" in out.standards  # the assessed citation is kept
    assert out.reason and out.reason != "as assessed"
    if local is not None:
        assert out.parameters[-1].local_value == local
        assert out.parameters[-1].state_value == 60


UNCHANGED = [
    # Tamarack-style restatement of the state periods
    "The notice shall set a compliance period that begins on the postmark or delivery date and that is not less than "
    "sixty (60) days nor more than three (3) years, except that a shorter period may be set where the site is an "
    "imminent threat to public health or to fish and aquatic life.",
    "The compliance period may be 10 days where the site is an imminent threat to fish and aquatic life.",
    "A person aggrieved may appeal within thirty (30) days after receiving written notice of the determination.",
    "The committee shall decide a variance request within 30 days.",
    "The Board shall hold a public hearing on each variance request within forty-five (45) days after the request is filed.",
    "A variance may not be granted solely on the basis of economic hardship.",
    "The committee may grant a variance only where compliance is not feasible because of site conditions, and the "
    "request rests on more than economic hardship.",
    "A request for a variance shall be filed within sixty (60) days after receiving the notice.",
    "If the operator changes the management of the cropland so that it no longer complies, the operator shall bring "
    "it back into compliance regardless of whether cost sharing is available.",
    "Once compliance is reached after a notice, the owner and every later owner shall continue to meet the standard "
    "whether or not cost-sharing is still offered.",
    "The licensee shall file a notice of transfer within 30 days after the transfer.",
    "The Town Board may suspend or revoke a permit if the permittee fails to correct a violation of a permit condition "
    "within thirty (30) days after written notice from the Town Clerk.",
    "Once an operation has come into compliance with section 18-49, the owner and any later owner or operator shall "
    "keep it in compliance whether or not cost-sharing is available.",
    "Storage shall hold at least one hundred eighty (180) days of manure.",
    # one sentence across a citation's abbreviations: its exception (practices at new facilities) is in it
    "The costs of any practice at a livestock facility that is new under s. NR 151.095 (5) (b), Wis. Adm. Code, are "
    "not eligible for cost-sharing, and the owner shall make those corrections whether or not cost-sharing is offered.",
    "The department may pursue enforcement without prior notice for the second and subsequent offenses.",
    "Where the same owner has let a storage pit overflow before, the Department may begin enforcement for each later "
    "overflow without first giving notice.",
    # cost sharing named only as what the applicant may seek: the permit is needed either way
    "No person may construct or close a manure storage facility without a permit. A permit is needed whether or not "
    "cost sharing is sought for the work.",
]


@pytest.mark.parametrize("text", UNCHANGED)
def test_restatements_and_other_deadlines_are_untouched(text):
    provision = Provision(id="p1", label="§ 1", text=text)
    finding = Finding(provision_id="p1", label="§ 1", verdict="consistent", reason="as assessed")
    assert review_findings([finding], [provision])[0] is finding


def test_hardship_alone_variance_no_longer_tracks_the_state_rule():
    out = _one("A variance may be granted where strict compliance would cause economic hardship to the operator.")
    assert out.verdict == "not_covered"
    assert out.rule == "NR 151.097(2)"


def test_exempt_verdicts_keep_their_exemption_and_only_merits_move():
    out = _one("The owner shall correct the violation within 20 days after notice.", verdict="exempt_pre2002", merits="consistent")
    assert out.verdict == "exempt_pre2002"
    assert out.merits == "exceeds"
    assert out.reason == "as assessed"


def test_existing_exceeds_keeps_its_deciding_citation_and_gains_the_parameter():
    out = _one("The owner shall correct the violation within 20 days after notice.", verdict="exceeds")
    assert out.verdict == "exceeds" and out.standards[0] == "NR 151.095" and out.reason == "as assessed"
    assert out.parameters[-1].name == "compliance period minimum"


def test_overridden_and_unmatched_findings_are_untouched():
    provision = Provision(id="p1", label="§ 1", text="The owner shall correct the violation within 20 days after notice.")
    overridden = Finding(provision_id="p1", label="§ 1", verdict="consistent", overridden=True)
    orphan = Finding(provision_id="p9", label="§ 9", verdict="consistent")
    out = review_findings([overridden, orphan], [provision])
    assert out[0] is overridden and out[1] is orphan


def test_durations_read_words_digits_and_units():
    got = [d for d, _, _ in durations("sixty (60) days; forty-five days; 10 business days; one month; 2 weeks")]
    from ordinance_review.measures import DAYS_PER_MONTH

    assert got == [60, 45, 14, DAYS_PER_MONTH, 14]  # one month length everywhere: a calendar year over twelve


def test_review_provisions_runs_the_procedures_step():
    from ordinance_review.review import review_provisions

    provisions = [
        Provision(
            id="p1", label="Sec. 5.2", heading="Notice and compliance period",
            text="The notice shall set a compliance period of not less than twenty (20) days and not more than one year.",
        )
    ]
    review = review_provisions(DocumentInfo(filename="t.txt", pages=1), provisions)
    finding = review.finding_for("p1")
    assert finding is not None and finding.verdict == "exceeds"
    assert "NR 151.095(6)(b)" in finding.standards


def test_a_short_period_whether_or_not_there_is_an_imminent_threat_is_not_limited_to_one():
    hits = check_text("For an overflow, the compliance period shall be fourteen (14) days, whether or not the site "
                      "poses an imminent threat.")
    assert any(h.verdict == "exceeds" for h in hits)
