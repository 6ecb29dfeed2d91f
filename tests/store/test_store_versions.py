"""A new version of an ordinance: a linked submission with its own clock, decisions carried over
on unchanged provisions only, and the chain of versions (migration 0004)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from ordinance_review import ingest
from ordinance_review.review import review_document
from ordinance_review.store import Store

SAMPLE = Path(__file__).resolve().parents[2] / "reference" / "samples" / "wren_hollow_livestock.txt"


def _review(text: str, name: str):
    return review_document(ingest.load_text(text, name))


def test_new_version_links_carries_decisions_and_keeps_its_own_clock(db_url: str) -> None:
    text = SAMPLE.read_text(encoding="utf-8")
    old = _review(text, "v1.txt")
    exceeding = [f for f in old.findings if f.verdict == "exceeds"]
    changed, kept = exceeding[0], exceeding[1]
    p_changed = old.provision(changed.provision_id)
    words = p_changed.text.split()
    new_text = text.replace(" ".join(words[:4]), " ".join(words[:3]) + " wholly " + words[3], 1)
    assert new_text != text
    with Store(db_url) as store:
        first = store.create_submission(jurisdiction="Town of Wren Hollow", review=old, file_bytes=text.encode(),
                                        received=dt.date(2026, 1, 5), who="rita")
        for f in (changed, kept):
            store.decide(first.id, f.provision_id, decision="approved", reason="needed", who="rita", expected_version=store.get_submission(first.id).decision_version(f.provision_id))
        view, comparison = store.new_version(first.id, review=_review(new_text, "v2.txt"), file_bytes=new_text.encode(),
                                             received=dt.date(2026, 6, 1), who="rita")
        assert view.previous_id == first.id and view.received == dt.date(2026, 6, 1)
        assert view.clock.due != first.clock.due
        carried = {d.provision_id for d in view.decisions}
        pair_changed = next(p for p in comparison.pairs if p.old_id == changed.provision_id)
        pair_kept = next(p for p in comparison.pairs if p.old_id == kept.provision_id)
        assert pair_changed.change == "amended" and pair_changed.new_id not in carried
        assert pair_kept.change == "unchanged" and pair_kept.new_id in carried
        assert "Carried over from submission" in next(d.reason for d in view.decisions)
        assert [v.id for v in store.version_chain(view.id)] == [first.id, view.id]
        assert [v.id for v in store.version_chain(first.id)] == [first.id, view.id]
        created = [e for e in store.audit_log(view.id) if e.field == "created"]
        assert '"previous_id"' in (created[0].new or "")
