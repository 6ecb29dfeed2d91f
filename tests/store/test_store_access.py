"""Who sees what: a local account only its own jurisdiction; reviewers decide and are named in the log."""

from __future__ import annotations

import datetime as dt

import pytest
from store_fixtures import PDF_BYTES

from ordinance_review.access import Forbidden, Principal, SubmissionAccess
from ordinance_review.store import Store, SubmissionNotFound

ALDER = Principal(username="clerk-alder", role="local", jurisdiction="Town of Alder")
REVIEWER = Principal(username="rita", role="reviewer")


@pytest.fixture
def two(store: Store, review) -> tuple[int, int]:
    """One submission from Alder, one from Birch, both filed by DNR."""
    dnr = SubmissionAccess(store, REVIEWER)
    alder = dnr.create_submission(jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=dt.date(2024, 1, 15))
    birch = dnr.create_submission(jurisdiction="Town of Birch", review=review, file_bytes=PDF_BYTES, received=dt.date(2024, 2, 1))
    return alder.id, birch.id


def test_local_lists_and_opens_only_its_own(store: Store, two) -> None:
    alder, birch = two
    local = SubmissionAccess(store, ALDER)
    assert [v.id for v in local.list_submissions()] == [alder]
    assert local.get_submission(alder).jurisdiction == "Town of Alder"
    for read in (local.get_submission, local.effective_review, local.audit_log, local.export_audit_csv):
        with pytest.raises(SubmissionNotFound) as other:
            read(birch)
        with pytest.raises(SubmissionNotFound) as missing:
            read(9999)
        # another town's submission looks exactly like one that does not exist
        assert str(other.value).replace(str(birch), "N") == str(missing.value).replace("9999", "N")


def test_local_cannot_decide_override_or_edit(store: Store, two) -> None:
    alder, birch = two
    local = SubmissionAccess(store, ALDER)
    with pytest.raises(Forbidden, match="cannot decide"):
        local.decide(alder, "p1", decision="approved", reason="we like it")
    with pytest.raises(Forbidden, match="cannot override"):
        local.override_verdict(alder, "p1", verdict="consistent", reason="ours")
    with pytest.raises(Forbidden):
        local.update_submission(alder, item1_received=dt.date(2024, 1, 16))
    with pytest.raises(SubmissionNotFound):
        local.decide(birch, "p1", decision="approved", reason="not ours")
    assert store.get_submission(alder).decisions == [] and store.get_submission(alder).overrides == []
    assert [e.field for e in store.audit_log(alder)] == ["created"]


def test_local_files_drafts_only_for_its_jurisdiction(store: Store, review) -> None:
    local = SubmissionAccess(store, ALDER)
    mine = local.create_submission(jurisdiction="town of  alder", review=review, file_bytes=PDF_BYTES, received=dt.date(2024, 3, 1))
    assert store.audit_log(mine.id)[0].who == "clerk-alder"
    with pytest.raises(Forbidden, match="Town of Birch is not yours"):
        local.create_submission(jurisdiction="Town of Birch", review=review, file_bytes=PDF_BYTES, received=dt.date(2024, 3, 1))
    assert [v.jurisdiction for v in store.list_submissions()] == ["Town of Alder"]  # the record's name


def test_reviewer_decides_and_overrides_and_the_log_names_them(store: Store, two) -> None:
    alder, _ = two
    dnr = SubmissionAccess(store, REVIEWER)
    dnr.override_verdict(alder, "p2", verdict="exceeds", reason="1,000 ft is stricter", who="mallory", expected_version=0)
    dnr.decide(alder, "p1", decision="approved", reason="needed for the creek", who="mallory", expected_version=0)
    dnr.update_submission(
        alder, item1_received=dt.date(2024, 1, 16), expected_version=dnr.get_submission(alder).version
    )
    log = store.audit_log(alder)
    assert {e.who for e in log} == {"rita"}  # a caller cannot put another name in the log
    assert [e.entity for e in log] == ["submission", "verdict", "decision", "decision", "submission"]
    assert "rita" in dnr.export_audit_csv(alder)


def test_local_cannot_store_overrides_through_create_submission(store: Store, review) -> None:
    """Issue 20: the app dropped them, but the layer itself let a local account pass overrides."""
    from ordinance_review.store import OverrideInput

    local = SubmissionAccess(store, ALDER)
    override = OverrideInput(provision_id="p1", verdict="consistent", reason="ours")
    with pytest.raises(Forbidden, match="overrides or decisions"):
        local.create_submission(
            jurisdiction="Town of Alder", review=review, file_bytes=PDF_BYTES, received=dt.date(2024, 1, 15),
            overrides=[override],
        )  # fmt: skip
    assert local.list_submissions() == []


def test_every_update_needs_the_version_seen(store: Store, two) -> None:
    from ordinance_review.access import VersionRequired

    alder, _ = two
    dnr = SubmissionAccess(store, REVIEWER)
    with pytest.raises(VersionRequired, match="expected_version"):
        dnr.update_submission(alder, reviewer="Rita")
    with pytest.raises(VersionRequired):
        dnr.decide(alder, "p1", decision="approved", reason="needed")
    with pytest.raises(VersionRequired):
        dnr.override_verdict(alder, "p2", verdict="exceeds", reason="stricter")
    assert dnr.get_submission(alder).version == 1
