"""A short fictional ordinance in two versions, for the Compare page and New version tests (issue 18).

The second version amends one figure (the well setback for liquid manure in § 7-3 B., 50 → 300 feet,
which turns a provision that restates the state figure into one that exceeds it) and adds one section
(§ 7-4, winter spreading), which renumbers the fees section from § 7-4 to § 7-5. Everything else is
word for word the same, so only § 7-3 B. and the new § 7-4 should need review.
"""

from __future__ import annotations

from testsupport import pdfgen

HEADER = "Town of Cedar Run Code\tChapter 7"

V1 = """Town of Cedar Run, WI
Pine County

Chapter 7. LIVESTOCK MANURE

This is a fictional ordinance written for the tests. The Town of Cedar Run does not exist.

§ 7-1. Purpose.
The purpose of this chapter is to protect the groundwater and surface waters of the Town of Cedar Run from manure.

§ 7-2. Manure storage.
A. Every new manure storage facility shall be designed and constructed to the specifications of NRCS \
Standard 313, Waste Storage Facility.
B. No new manure storage facility may be located within four hundred (400) feet of a private well.

§ 7-3. Land application.
A. Every operator who applies manure shall follow a nutrient management plan that meets NRCS Standard 590.
B. No person may spread liquid manure within fifty (50) feet of a private well.

§ 7-4. Fees.
The fee for a manure storage permit is one hundred dollars ($100).
"""

V2 = V1.replace(
    "within fifty (50) feet of a private well", "within three hundred (300) feet of a private well"
).replace(
    "§ 7-4. Fees.",
    "§ 7-4. Winter spreading.\n"
    "No person may apply manure to frozen or snow-covered ground between December 1 and March 31.\n\n"
    "§ 7-5. Fees.",
)

AMENDED = "§ 7-3 B."  # the figure changed
ADDED = "§ 7-4"  # the new section (winter spreading)
UNCHANGED_EXCEEDING = "§ 7-2 B."  # exceeds in both versions, words unchanged: a decision carries over


def pdf(text: str) -> bytes:
    return pdfgen.render(text, header=HEADER)
