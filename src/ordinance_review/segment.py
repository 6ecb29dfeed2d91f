"""Segmentation: cleaned lines become numbered provisions. STUB (foundation): one provision per line."""

from __future__ import annotations

from ordinance_review.models import DocumentInfo, IngestedDocument, Provision


def segment(doc: IngestedDocument) -> tuple[DocumentInfo, list[Provision]]:
    info = DocumentInfo(filename=doc.filename, pages=len(doc.pages), sha256=doc.sha256)
    provisions = [
        Provision(id=f"p{i}", label=str(i), text=line.text, page=line.page, pages=[line.page])
        for i, line in enumerate(doc.lines, start=1)
        if line.text.strip()
    ]
    return info, provisions
