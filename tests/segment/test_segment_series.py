"""Rules numbered through a whole ordinance with a word ("Requirement 12.", "Exception B.") under captioned
sections, and a typeset code's closing legislative history table that dates each section in rows of its own."""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review import ingest
from ordinance_review.segment import segment

REQUIREMENTS = """\
MAPLE RIDGE COUNTY WINTER MANURE ORDINANCE

SECTION 1. TITLE. This ordinance is the Maple Ridge County Winter Manure Ordinance and is
adopted on May 3, 2011.

SECTION 4. STORAGE.

  Requirement 1. Every manure storage facility built after this ordinance takes effect
  shall hold at least 180 days of the manure the operation produces.

  Requirement 2. No storage facility may be placed within 400 feet of a private well.

      Exception A. Requirement 2 does not apply to a facility that replaces one on the
      same site.

SECTION 5. SPREADING.

  Requirement 3. No manure may be spread on frozen ground within 1,000 feet of a lake.

  Requirement 4. A log of each winter application, whether made under a permit or under
  Exception A to
  Requirement 2, shall be kept for three years.

SECTION 6. ENFORCEMENT. A person who violates this ordinance shall forfeit not more than
$500 for each offense.
"""


def test_word_numbered_rules_are_units_and_their_captioned_sections_are_headings() -> None:
    """ "Requirement 3." and "Exception A." open units of their own series (a letter counts as its place), a
    wrapped line opening on "Requirement 2, shall ..." opens none, and "SECTION 5. SPREADING." over them is a
    heading (a caption with no text of its own), not a provision."""
    _, provisions = segment(ingest.load_text(REQUIREMENTS, "winter.txt"))
    labels = [p.label for p in provisions]
    assert labels == ["Section 1", "Requirement 1", "Requirement 2", "Exception A", "Requirement 3",
                      "Requirement 4", "Section 6"]
    by_label = {p.label: p for p in provisions}
    assert by_label["Exception A"].text.startswith("Requirement 2 does not apply")
    assert by_label["Requirement 4"].text.endswith("shall be kept for three years.")
    assert by_label["Requirement 3"].heading == "SPREADING"


BOOKLET = """\
                              Chapter 12

                    LIVESTOCK WASTE MANAGEMENT

§ 12.01  Authority.
This chapter is adopted under s. 92.15, Wis. Stats.

§ 12.02  Storage.
(1) No person may build a manure storage facility without a permit.
(2) A storage facility shall be designed to hold 180 days of manure.

§ 12.03  Setbacks.
No storage facility may be placed within 350 feet of a private well.

§ 12.04  Closure.
A facility unused for 24 months shall be closed.

§ 12.05  Stacking.
No manure may be stacked within 300 feet of a stream.

§ 12.06  Enforcement.
A violation is punishable by a forfeiture of not more than $1,000.

                           Legislative History
 -----------------------------------------------------------------
  Section           Ordinance No.      Date adopted      Action
 -----------------------------------------------------------------
  12.01             2004-07            5-18-2004         created
  12.02             2004-07            5-18-2004         created
                    2019-22            9-17-2019         amended
  12.03 - 12.04     2004-07            5-18-2004         created
  12.05             2019-22            9-17-2019         created
  12.06             2004-07            5-18-2004         created
                    2019-22            9-17-2019         amended
 -----------------------------------------------------------------
"""


# a scan that lost the table's rules lost its column heads with them
WITHOUT_HEADS = BOOKLET.replace("  Section           Ordinance No.      Date adopted      Action\n", "")


@pytest.mark.parametrize("text", [BOOKLET, WITHOUT_HEADS], ids=["with column heads", "heads lost"])
def test_a_legislative_history_table_dates_each_section_it_lists(text: str) -> None:
    """Rows that open on a section, or on a run of sections ("12.03 - 12.04"), date what they name; a row whose
    section cell is blank is the next ordinance to change the section above (not a running head repeated with
    its figures changed, nor the tail of the row above); the chapter was enacted when its first sections were
    created. Under its title the table is read when a scan lost its column heads."""
    assert "Ordinance No." not in WITHOUT_HEADS
    info, provisions = segment(ingest.load_text(text, "booklet.txt"))
    history = {p.label: sorted((h.action, h.date) for h in p.history) for p in provisions}
    created, amended = dt.date(2004, 5, 18), dt.date(2019, 9, 17)
    assert history["§ 12.02(2)"] == [("amended", amended), ("created", created)]
    assert history["§ 12.04"] == [("created", created)]
    assert history["§ 12.05"] == [("created", amended)]
    assert history["§ 12.06"] == [("amended", amended), ("created", created)]
    assert info.enacted == created
    assert info.amended == [amended]


WEB_COPY_HEAD = """\
Harlow County, WI
Chapter 118. Manure Storage
{contents}§ 118-3. Findings and purpose.
§ 118-4. Permits.
§ 118-5. Closure.
§ 118-6. Enforcement.
[HISTORY: Adopted by the Board of Supervisors of Harlow County 4-12-2011 by Ord. No. 11-4.]
{prose}A.
Findings. The Board finds that manure spread on frozen fields has reached the county's private wells.
B.
Purpose. The purpose of this chapter is to regulate manure storage so as to protect groundwater.
§ 118-4. Permits.
A.
No person may build a manure storage facility without a permit from the Department.
§ 118-5. Closure.
A facility unused for 24 months shall be closed to NRCS standard 360.
§ 118-6. Enforcement.
A violation is punishable by a forfeiture of not more than $500.
"""
PROSE = """\
This chapter is adopted under the authority granted to the County by §§ 59.02 and 92.16, Wis. Stats.
This chapter shall be known as and may be cited as the "Harlow County Manure Storage Ordinance."
"""


@pytest.mark.parametrize(("contents", "prose", "labels"), [
    ("§ 118-1. Authority.\n§ 118-2. Title.\n", PROSE,
     ["§ 118-1", "§ 118-2", "§ 118-3 A.", "§ 118-3 B.", "§ 118-4 A.", "§ 118-5", "§ 118-6"]),
    ("", "", ["§ 118-3 A.", "§ 118-3 B.", "§ 118-4 A.", "§ 118-5", "§ 118-6"]),
], ids=["prose sections first", "the list first"])
def test_a_web_copys_unheaded_sections_before_its_first_heading_are_the_contents(
        contents: str, prose: str, labels: list[str]) -> None:
    """A browser copy that dropped the headings of the chapter's first sections: the paragraphs of prose above the
    first heading it prints are the first sections the contents name, one each (a paragraph may end on its closing
    quotation mark), and the list that opens there ("A." ⏎ "Findings. ...") is the last of them."""
    _, provisions = segment(ingest.load_text(WEB_COPY_HEAD.format(contents=contents, prose=prose), "web.txt"))
    assert [p.label for p in provisions] == labels
