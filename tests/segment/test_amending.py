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
