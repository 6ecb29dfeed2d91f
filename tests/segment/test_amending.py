"""Reading an amending ordinance's instructions: where each ends, what it names, where its text sits."""

from __future__ import annotations

from ordinance_review.segment import amending, numbering


def test_an_instruction_wrapped_by_a_narrow_column_ends_at_its_read_clause() -> None:
    lines = ["SECTION 3. Section 17.05(2)(c) of the Code is", "amended, and paragraphs (d) to (f) are created, to",
             "read:", "(c) The level of manure shall be kept 2 feet below the top."]
    assert amending.instruction_lines(lines, 0) == 3
    assert amending.instruction_lines(["SECTION 7. Section 17.08 of the Code is repealed."], 0) == 1
    # the ordinance's own sections are no instructions
    assert amending.instruction_lines(["SECTION 12. SEVERABILITY. If any provision is held invalid ..."], 0) == 0
    assert amending.instruction_lines(["Section 4. No person may spread manure within 17.5 feet of a well."], 0) == 0


def test_the_target_and_where_the_printed_unit_sits_under_it() -> None:
    target = amending.target_tokens("SECTION 3. Section 17.05(2)(c) of the Code is amended to read:")
    assert [t.piece for t in target] == ["17.05", "(2)", "(c)"]
    base, reading = amending.placed_under(target, numbering.read_tokens("(c) The level of manure")[0])
    assert [t.piece for t in base] == ["17.05", "(2)"] and reading.piece == "(c)"
    whole = amending.target_tokens("SECTION 1. Section 17.03 of the Code is amended by creating subsection (3m) to read:")
    base, reading = amending.placed_under(whole, numbering.read_tokens("(3m) Direct conduit")[0])
    assert [t.piece for t in base] == ["17.03"] and reading.piece == "(3m)"
    assert not amending.inserts_text("SECTION 7. Section 17.08 of the Code is repealed.")


def test_instructions_that_print_no_text_say_what_they_do_to_the_code() -> None:
    assert amending.changes("SECTION 19. Sections 12.10 and 12.11 of the County Code are renumbered 12.11 and 12.12.") == (
        "renumbered", ["12.10", "12.11"], ["12.11", "12.12"])
    assert amending.changes("SECTION 12. Section 12.07(3) of the County Code is repealed.") == ("repealed", ["12.07(3)"], [])
    assert amending.changes('SECTION 15. Section 12.08(1) of the County Code is amended by deleting "two years" and '
                            'substituting "18 months".') == ("amended", ["12.08(1)"], ["two years", "18 months"])
    # (words it only adds, with none taken out, leave nothing to swap)
    assert amending.changes('SECTION 16. Section 12.08(2) of the County Code is amended by inserting "or pond" after '
                            '"lake".') == ("amended", ["12.08(2)"], [])
    assert amending.changes("SECTION 3. Section 12.04(3) of the County Code is amended to read:") is None


CODE_AND_AMENDMENT = """\
12.05 STORAGE. (1) STANDARDS. Every facility shall be built to NRCS Standard 313.
(2) LOCATION. No facility may be located within 100 feet of navigable waters.
12.06 MAINTENANCE. Every owner of a facility shall:
(a) Keep stored waste below the margin of safety.
(b) Repair any leak within 30 days.
12.07 RECORDS. The operator shall keep a record of each application.
12.08 ABANDONMENT. (1) A facility is abandoned when no waste has been added for two years.
History: Cr. Ord. 99-4, 6-15-99.

ORDINANCE NO. 2019-22
NOW, THEREFORE, the County Board does ordain as follows:
SECTION 1. Section 12.05(1) of the County Code is amended to read:
     (1) STANDARDS. Every facility shall be built to NRCS Standards 313 and 634.
SECTION 2. Section 12.06(intro.) of the County Code is amended to read:
     12.06 MAINTENANCE. Every owner of a facility, whenever it was built, shall:
SECTION 3. Section 12.07 of the County Code is repealed.
SECTION 4. Section 12.08(1) of the County Code is amended by deleting "two years" and substituting "18 months".
ADOPTED by the County Board this 15th day of October, 2019.
"""


def test_the_code_as_an_appended_amending_ordinance_leaves_it() -> None:
    from segment_support import text_document

    from ordinance_review.segment import segment

    _, provisions = segment(text_document(CODE_AND_AMENDMENT))
    by = {p.label: p for p in provisions}
    assert sorted(by) == ["12.05(1)", "12.05(2)", "12.06(a)", "12.06(b)", "12.08(1)"]  # 12.07 repealed
    assert "313 and 634" in by["12.05(1)"].text  # the new text, not the old
    for label in ("12.05(1)", "12.06(a)", "12.08(1)"):
        assert max(h.date for h in by[label].history if h.date).year == 2019, label
    assert not any(h.date and h.date.year == 2019 for h in by["12.05(2)"].history)  # untouched
    assert "whenever it was built" in by["12.06(a)"].lead_in


NOTICE_CREATING_A_PARAGRAPH = """\
ORDINANCE NO. 2024-03
The Village Board does ordain as follows:
SECTION 2. Section 9.16(4)(c) of the Village Code is created to read:
  9.16(4)(c) MANURE AND LIVESTOCK IN
WELLHEAD PROTECTION AREAS.
  1. Applicability. This paragraph applies to every livestock operation in Zone A.
  2. No new manure storage facility may be constructed in Zone A.
  a. It shall be designed to NRCS Standard 313.
SECTION 3. Section 9.16(4)(d) and (e) of the Village Code are created to
read:
  9.16(4)(d) FERTILIZER.
  1. No person may apply more than 120 pounds of nitrogen per acre in Zone A.
  9.16(4)(e) SEPTAGE. No septage may be land applied in Zone A.
SECTION 4. Section 9.16(5) of the Village Code is created to read:
  9.16 (5) of the code, as created, governs permits.
"""


def test_a_created_unit_printed_with_its_full_number_keeps_every_level() -> None:
    """A newspaper notice prints the created paragraph as "9.16(4)(c) HEADING": its items are 9.16(4)(c)1., not
    9.16 1.; a second unit the instruction names ("(d) and (e)") opens where its full number is printed
    (only a number written without spaces restates the target: "9.16 (5) of the code" is a sentence)."""
    from segment_support import text_document

    from ordinance_review.segment import segment

    _, provisions = segment(text_document(NOTICE_CREATING_A_PARAGRAPH))
    labels = [p.label for p in provisions]
    assert labels[:5] == ["9.16(4)(c)1.", "9.16(4)(c)2.", "9.16(4)(c)2.a.", "9.16(4)(d)1.", "9.16(4)(e)"]
    assert not any(label.startswith("9.16 ") for label in labels)


def test_restated_target_needs_the_whole_number_without_spaces() -> None:
    target = amending.target_tokens("SECTION 2. Section 9.16(4)(c) of the Code is created to read:")
    assert amending.restated_target(target, numbering.read_tokens("9.16(4)(c) MANURE.")).piece == "(c)"
    assert amending.restated_target(target, numbering.read_tokens("9.16 (4)(c) MANURE.")) is None
    assert amending.restated_target(target, numbering.read_tokens("9.16(4)(d) MANURE.")) is None
    assert amending.restated_target(target, numbering.read_tokens("9.16(4) MANURE.")) is None
