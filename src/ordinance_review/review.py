"""Run the review stages in order: the one entry point the CLI and the app both call.

Keeping the order (ingest → segment → assess → exemptions → outcome) and the progress reporting
here means the two faces cannot disagree about what a review is.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from ordinance_review import engine, exemptions, ingest, procedures, segment, standards
from ordinance_review.models import DocumentInfo, IngestedDocument, Provision, Review
from ordinance_review.progress import ProgressFn, silent


def review_bytes(
    data: bytes,
    filename: str,
    *,
    password: str | None = None,
    enacted: dt.date | None = None,
    amended: list[dt.date] | None = None,
    progress: ProgressFn = silent,
) -> Review:
    """Review one ordinance file given as bytes. Raises `errors.ReviewError` on unreadable input.

    `enacted` / `amended` override the dates found in the document (the reviewer knows better,
    e.g. from the submission letter).
    """
    doc = ingest.load(data, filename, password=password, progress=progress)
    return review_document(doc, enacted=enacted, amended=amended, progress=progress)


def review_document(
    doc: IngestedDocument,
    *,
    enacted: dt.date | None = None,
    amended: list[dt.date] | None = None,
    progress: ProgressFn = silent,
) -> Review:
    """Segment an ingested document and review its provisions."""
    progress("segment", 0, 1, "Finding provisions")
    info, provisions = segment.segment(doc)
    if enacted is not None or amended:
        info = info.model_copy(
            update={
                "enacted": enacted if enacted is not None else info.enacted,
                "amended": sorted(amended) if amended else info.amended,
            }
        )
    progress("segment", 1, 1, f"Found {len(provisions)} provisions")
    return review_provisions(info, provisions, progress=progress)


def review_provisions(info: DocumentInfo, provisions: list[Provision], *, progress: ProgressFn = silent) -> Review:
    """The merits, the exemptions and the outcome for provisions already found.

    Separate from segmentation so the accuracy benchmark can feed gold provisions through exactly
    the stages a real review runs.
    """
    catalog = standards.load_catalog()
    progress("assess", 0, len(provisions), "Comparing with state standards")
    findings = engine.assess(provisions, catalog, info)  # the merits
    findings = procedures.review_findings(findings, provisions)  # merits of notices, compliance periods, variances
    findings = exemptions.apply(findings, provisions, info)  # status: permit, pre-2002, cropping
    findings = engine.mark_needs_reviewer(findings)  # calibrated: below the threshold a person should check
    outcome = exemptions.outcome(findings, provisions, info)
    progress("assess", len(provisions), len(provisions), "Review complete")
    return Review(
        document=info,
        provisions=provisions,
        findings=findings,
        outcome=outcome,
        catalog_version=catalog.version,
    )


def review_path(path: str | Path, **kwargs) -> Review:
    """Review a file on disk; see `review_bytes` for the keyword arguments."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        from ordinance_review.errors import UnreadableInput

        raise UnreadableInput(f"cannot read {path}: {exc.strerror or exc}") from exc
    return review_bytes(data, path.name, **kwargs)
