"""Helpers shared by the storage tests (a module with a unique name, so imports cannot collide)."""

from __future__ import annotations

from ordinance_review.models import DocumentInfo, Finding, Provision, Review

PDF_BYTES = b"%PDF-1.4\n" + bytes(range(256)) * 40 + b"\n%%EOF\n"


def make_review(filename: str = "town_of_alder_ch12.pdf") -> Review:
    """A small review as the pipeline would produce it: three provisions, three verdicts."""
    return Review(
        document=DocumentInfo(filename=filename, pages=3, title="Livestock Facility Ordinance", jurisdiction="Town of Alder"),
        provisions=[
            Provision(id="p1", label="§ 12-3 A.", heading="Manure storage", text="Storage shall hold 365 days.", page=1),
            Provision(id="p2", label="§ 12-3 B.", heading="Setbacks", text="No facility within 1,000 feet of a well.", page=2),
            Provision(id="p3", label="§ 12-9", heading="Fees", text="The permit fee is $100.", page=3),
        ],
        findings=[
            Finding(provision_id="p1", label="§ 12-3 A.", verdict="exceeds", standards=["NR 151.05(4)"], reason="365 > 180 days"),
            Finding(provision_id="p2", label="§ 12-3 B.", verdict="consistent", standards=["ATCP 51.12"], reason="restates"),
            Finding(provision_id="p3", label="§ 12-9", verdict="not_covered", reason="fees"),
        ],
    )
