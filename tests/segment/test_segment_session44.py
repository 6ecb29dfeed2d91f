"""Session 44: a chapter's "Sections:" list whose numbers a scan garbled is still the list, not the body."""

from __future__ import annotations

from segment_support import read_layout

# a codifier's chapter head as OCR reads a scanned copy: numbers split, misread or run into the next entry's
GARBLED_LIST = """\
Chapter 7.24
MANURE STORAGE FACILITIES
Sections:
7.24 .010 Authority, title and purpose.
24, 020 Applicability.
7.24. 030 Definitions.
7.24.040 24. Permit required.
24, 050 Standard conditions of every permit.
NNN NN NN 7.24.060 Existing facilities.
1.24. 070 Fees.

7.24.010 Authority, title and purpose.
This chapter is adopted under ss. 59.02, 92.15 and 92.16, Wis. Stats., to keep stored manure out of the
waters of the county. (Ord. 2006-11 § 1)

7.24.020 Applicability.
    (A) This chapter applies in all unincorporated areas of the county to every person who constructs or
        closes a manure storage facility.
    (B) Nothing in this chapter limits the authority of the Department of Natural Resources.

7.24.030 Definitions.
    (A) "Department" means the County Land and Water Resources Department.
    (B) "Substantially altered" means a change that increases storage capacity by fifteen percent or more.

7.24.040 Permit required.
    (A) No person may construct or enlarge a manure storage facility without a permit.
    (B) No person may close a manure storage facility without a closure permit.

7.24.050 Standard conditions of every permit.
    (A) Every liquid facility shall have a concrete or synthetic membrane liner.

7.24.060 Existing facilities.
    (A) An existing facility that leaks shall be repaired or closed.

7.24.070 Fees.
    (A) The fees are set by county board resolution.
"""


def test_a_sections_list_garbled_by_a_scan_does_not_open_the_body() -> None:
    _info, provisions = read_layout(GARBLED_LIST, "text")
    labels = [p.label for p in provisions]
    for label in ("7.24.020(A)", "7.24.030(B)", "7.24.040(A)", "7.24.040(B)", "7.24.050(A)", "7.24.060(A)"):
        assert label in labels, labels
    by_label = {p.label: p for p in provisions}
    assert by_label["7.24.020(A)"].text.startswith("This chapter applies in all unincorporated areas")
    assert not any("Permit required. 24, 050" in p.text for p in provisions)


ROMAN_ITEMS = """\
31.04 STANDARDS FOR NEW FACILITIES.
   31.04.3 Location. No new or substantially altered manure storage facility may be
   located:
      a) within the following distances of surface water, measured from the ordinary
      high-water mark:
         i) three hundred fifty (350) feet of a navigable river or stream;
         ii) one thousand (1,000) feet of a navigable lake, pond or flowage;
      b) within two hundred fifty (250) feet of a karst feature; or
      c) within one hundred (100) feet of a property line.
   31.04.4 Liners. Every facility shall have a liner.
31.05 PROHIBITED PRACTICES. No person may:
   a) spread manure on frozen ground;
   b) stack manure in a drainageway;
   c) allow manure to enter a well;
   d) apply manure within 100 feet of a well;
   e) store manure in an unlined pit;
   f) leave a pile uncovered over winter;
   g) spread on saturated soil;
   h) spread within a floodway;
   i) pump a facility into a ditch; or
   j) overfill a storage facility.
"""


def test_roman_items_closed_by_a_bracket_nest_under_their_letter_and_a_ninth_letter_stays_a_letter() -> None:
    _info, provisions = read_layout(ROMAN_ITEMS, "text")
    labels = [p.label for p in provisions]
    assert "31.04.3 a) i)" in labels and "31.04.3 a) ii)" in labels, labels
    assert {p.label: p for p in provisions}["31.04.3 a) ii)"].text.startswith("one thousand (1,000) feet")
    assert "31.05 i)" in labels and "31.05 j)" in labels, labels
