"""Jurisdictions as records (issue 17, item 1): canonical names, kinds, counties; submissions and
accounts refer by id; migration 0006 links old free-text names and reports those it cannot match."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlalchemy import create_engine, text
from store_fixtures import PDF_BYTES, make_review

from ordinance_review.access import Principal, SubmissionAccess
from ordinance_review.accounts import Accounts
from ordinance_review.jurisdictions import best_match, parse_name
from ordinance_review.store import Store, upgrade

D = dt.date.fromisoformat


@pytest.mark.parametrize(
    ("written", "parsed"),
    [
        ("Quillmark (Town)", ("town", "Quillmark", "")),
        ("town of  quillmark", ("town", "Quillmark", "")),
        ("Quillmark, Town of", ("town", "Quillmark", "")),
        ("Village of Hobart", ("village", "Hobart", "")),
        ("CITY OF ALMA", ("city", "Alma", "")),
        ("Wardell County", ("county", "Wardell", "")),
        ("County of Wood", ("county", "Wood", "")),
        ("Town of Birch Hollow, Wardell County", ("town", "Birch Hollow", "Wardell County")),
        ("Alder", None),
        ("", None),
    ],
)
def test_parse_name(written: str, parsed) -> None:
    assert parse_name(written) == parsed


def test_spellings_of_one_town_are_one_record_and_local_sees_it(store: Store) -> None:
    quillmark = store.jurisdictions.add("Quillmark", kind="town", county="Wardell", who="admin")
    assert (quillmark.name, quillmark.county, quillmark.label()) == (
        "Town of Quillmark", "Wardell County", "Town of Quillmark (Wardell County)",
    )  # fmt: skip
    saved = store.create_submission(
        jurisdiction="Quillmark (Town)", review=make_review(), file_bytes=PDF_BYTES, received=D("2024-03-01"), who="amy"
    )
    assert (saved.jurisdiction, saved.jurisdiction_id) == ("Town of Quillmark", quillmark.id)
    clerk = Principal(username="clerk", role="local", jurisdiction="Town of Quillmark", jurisdiction_id=quillmark.id)
    assert [v.id for v in SubmissionAccess(store, clerk).list_submissions()] == [saved.id]
    assert len(store.jurisdictions.list()) == 1  # no second record for the other spelling


def test_towns_of_one_name_in_two_counties_need_the_county(store: Store) -> None:
    a = store.jurisdictions.add("Town of Lincoln", kind="town", county="Wood County", who="admin")
    b = store.jurisdictions.add("Lincoln", kind="town", county="Adams", who="admin")
    records = store.jurisdictions.list()
    assert best_match(records, "Town of Lincoln") is None  # ambiguous: say so, never guess
    assert best_match(records, "Town of Lincoln", "Adams County") == b
    assert best_match(records, "TOWN OF LINCOLN, Wood County") == a
    with pytest.raises(ValueError, match="already exists"):
        store.jurisdictions.add("Lincoln", kind="town", county="Adams County", who="admin")


def test_local_account_bound_by_id_and_renaming_keeps_access(store: Store) -> None:
    accounts = Accounts(store)
    alder = store.jurisdictions.add("Alder", kind="town", who="admin")
    clerk = accounts.add("clerk", role="local", jurisdiction_id=alder.id, password="a long password", who="admin")
    assert (clerk.jurisdiction, clerk.jurisdiction_id) == ("Town of Alder", alder.id)
    saved = store.create_submission(
        jurisdiction_id=alder.id, review=make_review(), file_bytes=PDF_BYTES, received=D("2024-03-01"), who="amy"
    )
    store.jurisdictions.update(alder.id, name="Alder Creek", kind="town", who="admin")  # a correction
    who = Principal(username="clerk", role="local", jurisdiction=clerk.jurisdiction, jurisdiction_id=alder.id)
    assert [v.id for v in SubmissionAccess(store, who).list_submissions()] == [saved.id]
    assert [e.field for e in store.audit_log() if e.entity == "jurisdiction"] == ["created", "name"]


def test_a_local_account_files_only_its_own_and_no_dnr_fields(store: Store) -> None:
    alder = store.jurisdictions.add("Alder", kind="town", who="admin")
    birch = store.jurisdictions.add("Birch", kind="town", who="admin")
    local = SubmissionAccess(store, Principal(username="c", role="local", jurisdiction="Town of Alder", jurisdiction_id=alder.id))
    common = {"review": make_review(), "file_bytes": PDF_BYTES, "received": D("2024-03-01")}
    mine = local.create_submission(**common)  # no jurisdiction passed: its own
    assert mine.jurisdiction_id == alder.id
    from ordinance_review.access import Forbidden

    with pytest.raises(Forbidden, match="not yours"):
        local.create_submission(jurisdiction_id=birch.id, **common)
    with pytest.raises(Forbidden, match="route"):
        local.create_submission(route="datcp", **common)
    with pytest.raises(Forbidden, match="route"):
        local.create_submission(complete=D("2024-03-02"), **common)


def test_migration_links_old_names_and_reports_the_rest(db_url: str, capsys) -> None:
    engine = create_engine(db_url)
    try:
        upgrade(engine, "0005_audit_chain")
        now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
        row = {"sha": "0" * 64, "b": b"%PDF", "j": "{}", "r": "dnr", "d": D("2024-01-01"), "t": now}
        with engine.begin() as conn:
            for name in ("Quillmark (Town)", "Town of Quillmark", "Alder", "Wardell County"):
                conn.execute(
                    text(
                        "INSERT INTO submissions (jurisdiction, title, filename, file_sha256, file_bytes, review_json, "
                        "route, received, datcp_recommendation, reviewer, created_at, updated_at) "
                        "VALUES (:n, '', 'x.pdf', :sha, :b, :j, :r, :d, '', '', :t, :t)"
                    ),
                    {**row, "n": name},
                )
        with pytest.warns(UserWarning, match="'Alder' \\(1 row\\)"):
            upgrade(engine)
        assert "could not match" in capsys.readouterr().err
        with engine.connect() as conn:
            got = conn.execute(text("SELECT jurisdiction, jurisdiction_id FROM submissions ORDER BY id")).all()
            records = conn.execute(text("SELECT name, kind FROM jurisdictions ORDER BY name")).all()
        assert [r[0] for r in got] == ["Town of Quillmark", "Town of Quillmark", "Alder", "Wardell County"]
        assert got[0][1] == got[1][1] is not None and got[2][1] is None
        assert [tuple(r) for r in records] == [("Town of Quillmark", "town"), ("Wardell County", "county")]
        with Store(db_url) as store:
            assert store.unlinked_jurisdictions() == [("Alder", 1)]
            alder = store.jurisdictions.add("Alder", kind="town", who="admin")
            assert store.link_jurisdiction("Alder", alder.id, who="admin") == 1
            assert store.unlinked_jurisdictions() == []
    finally:
        engine.dispose()
