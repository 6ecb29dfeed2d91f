"""Who may see and change which submission: the Store seen through one signed-in account.

Why a wrapper and not checks in each page: the app, the CLI and the tests all go through the same
object, so a page (or an edited URL / query parameter) cannot reach a submission the rules forbid.

- `admin` and `reviewer` (DNR) see every submission and may edit dates, decide and override.
- `local` (a town or county) sees only submissions of its own jurisdiction and may create them for
  that jurisdiction (upload a draft); it cannot edit the record, decide or override.

A submission of another jurisdiction is reported exactly like a missing one (SubmissionNotFound),
so its existence is not revealed. The audit `who` is always the account's user name: callers cannot
pass their own.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from pydantic import BaseModel, ConfigDict

from ordinance_review.errors import ReviewError
from ordinance_review.models import Review
from ordinance_review.store import AuditEntry, Store, SubmissionNotFound, SubmissionView
from ordinance_review.validate import VersionRequired


class Forbidden(ReviewError):
    """The signed-in account's role does not allow this action."""


class Principal(BaseModel):
    """The signed-in person: what the access rules need and nothing else (no secrets)."""

    model_config = ConfigDict(frozen=True)

    username: str
    role: str
    jurisdiction: str | None = None
    display_name: str = ""
    jurisdiction_id: int | None = None  # the jurisdiction record a local account belongs to

    @property
    def can_decide(self) -> bool:
        """Decide, override, and edit the record's dates: DNR staff only."""
        return self.role in ("admin", "reviewer")

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"

    def label(self) -> str:
        where = f", {self.jurisdiction}" if self.jurisdiction else ""
        return f"{self.display_name or self.username} ({self.role}{where})"


def same_jurisdiction(a: str | None, b: str | None) -> bool:
    """Jurisdiction names compared as the unit they name: without case or extra spaces, and in any of
    the usual spellings ("Quillmark (Town)" = "Town of Quillmark"); used only where a row has no
    jurisdiction record (an old name migration 0006 could not match)."""
    from ordinance_review.jurisdictions import canonical, key, parse_name

    def unit(name: str) -> str:
        parsed = parse_name(name)
        return key(canonical(parsed[0], parsed[1]) if parsed else name)

    if not a or not b:
        return False
    return unit(a) == unit(b)


_DECIDER_ONLY = ("overrides", "decisions")


def _require_version(kwargs: dict[str, Any], what: str) -> None:
    if kwargs.get("expected_version") is None:
        raise VersionRequired(
            f"{what} needs expected_version, the version you loaded, so that a change someone saved "
            "meanwhile is not overwritten; reload and try again"
        )


class SubmissionAccess:
    """The Store's submission methods, limited to what `principal` may see and do."""

    def __init__(self, store: Store, principal: Principal) -> None:
        self.store = store
        self.principal = principal

    def _sees(self, view: SubmissionView) -> bool:
        if self.principal.role in ("admin", "reviewer"):
            return True
        return self.principal.role == "local" and self._ours(view.jurisdiction_id, view.jurisdiction)

    def _ours(self, jurisdiction_id: int | None, name: str | None) -> bool:
        """The local account's own jurisdiction: by record id, by name only where a side has none."""
        mine = self.principal.jurisdiction_id
        if mine is not None and jurisdiction_id is not None:
            return mine == jurisdiction_id
        return same_jurisdiction(name, self.principal.jurisdiction)

    def _require_decider(self, what: str) -> None:
        if not self.principal.can_decide:
            raise Forbidden(f"a {self.principal.role} account cannot {what}; a DNR reviewer must do it")

    def _check(self, submission_id: int) -> SubmissionView:
        view = self.store.get_submission(submission_id)
        if not self._sees(view):
            # the same message as for an id that does not exist
            raise SubmissionNotFound(
                f"no submission with id {submission_id}; list the submissions to find its id"
            )
        return view

    # ------------------------------------------------------------ reading

    def list_submissions(self, *, on: dt.date | None = None) -> list[SubmissionView]:
        return [v for v in self.store.list_submissions(on=on) if self._sees(v)]

    def get_submission(self, submission_id: int, *, on: dt.date | None = None) -> SubmissionView:
        self._check(submission_id)
        return self.store.get_submission(submission_id, on=on)

    def effective_review(self, submission_id: int) -> Review:
        self._check(submission_id)
        return self.store.effective_review(submission_id)

    def audit_log(self, submission_id: int) -> list[AuditEntry]:
        self._check(submission_id)
        return self.store.audit_log(submission_id)

    def export_audit_csv(self, submission_id: int) -> str:
        self._check(submission_id)
        return self.store.export_audit_csv(submission_id)

    def verify_audit(self) -> tuple[int, list[str]]:
        """The audit log's hash chain (rows checked, problems); names row ids only."""
        return self.store.verify_audit()

    # ------------------------------------------------------------ changing

    def create_submission(
        self, *, jurisdiction: str = "", jurisdiction_id: int | None = None, **fields: Any
    ) -> SubmissionView:
        """A local account may only file for its own jurisdiction (its draft); DNR staff for any.

        A local account files with its own record whatever it passes, and never the DNR-only fields
        (the route, or the date the application was complete)."""
        if self.principal.role == "local":
            if jurisdiction_id is None and not jurisdiction.strip():
                jurisdiction_id = self.principal.jurisdiction_id
            if not self._ours(jurisdiction_id, jurisdiction):
                raise Forbidden(
                    f"your account files for {self.principal.jurisdiction} only; "
                    f"{jurisdiction.strip() or 'that jurisdiction'} is not yours"
                )
            jurisdiction_id = jurisdiction_id if jurisdiction_id is not None else self.principal.jurisdiction_id
            if fields.get("route", "dnr") != "dnr" or fields.get("complete"):
                raise Forbidden("a local account cannot set the route or the date complete; DNR sets them")
        self._refuse_decider_fields(fields)
        fields.pop("who", None)
        return self.store.create_submission(
            jurisdiction=jurisdiction, jurisdiction_id=jurisdiction_id, who=self.principal.username, **fields
        )

    def _refuse_decider_fields(self, fields: dict[str, Any]) -> None:
        """Overrides and decisions come only from DNR staff, whatever entry point carries them."""
        if not self.principal.can_decide and any(fields.get(name) for name in _DECIDER_ONLY):
            raise Forbidden(
                f"a {self.principal.role} account cannot store overrides or decisions; a DNR reviewer must do it"
            )

    def new_version(self, previous_id: int, **fields: Any) -> tuple[SubmissionView, Any]:
        """A new version of a submission this account may see (same jurisdiction: same rules as filing)."""
        self._check(previous_id)
        self._refuse_decider_fields(fields)
        fields.pop("who", None)
        return self.store.new_version(previous_id, who=self.principal.username, **fields)

    def version_chain(self, submission_id: int) -> list[SubmissionView]:
        self._check(submission_id)
        return [v for v in self.store.version_chain(submission_id) if self._sees(v)]

    def update_submission(self, submission_id: int, **changes: Any) -> SubmissionView:
        self._check(submission_id)
        self._require_decider("edit a submission's record")
        _require_version(changes, "editing a submission")
        changes.pop("who", None)
        return self.store.update_submission(submission_id, who=self.principal.username, **changes)

    def decide(self, submission_id: int, provision_id: str, **kwargs: Any) -> SubmissionView:
        self._check(submission_id)
        self._require_decider("decide on a provision")
        _require_version(kwargs, "a decision")
        kwargs.pop("who", None)
        return self.store.decide(submission_id, provision_id, who=self.principal.username, **kwargs)

    def override_verdict(self, submission_id: int, provision_id: str, **kwargs: Any) -> SubmissionView:
        self._check(submission_id)
        self._require_decider("override a verdict")
        _require_version(kwargs, "an override")
        kwargs.pop("who", None)
        return self.store.override_verdict(submission_id, provision_id, who=self.principal.username, **kwargs)
