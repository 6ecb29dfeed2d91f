"""pdfgen draws real PDFs: page furniture on every page, both layouts, scans without text."""

from __future__ import annotations

import pypdfium2 as pdfium

from testsupport import pdfgen

ORDINANCE = "\n".join(
    f"({k}) The operator shall keep § 12-{k} records “as required” — for {k} years; see ‘Appendix’."
    for k in range(1, 160)
)


def _page_texts(data: bytes) -> list[str]:
    document = pdfium.PdfDocument(data)
    return [document[i].get_textpage().get_text_range() for i in range(len(document))]


def test_single_layout_paginates_with_header_and_footer():
    texts = _page_texts(pdfgen.render(ORDINANCE, header="Marlow County Code\t14-{page}", title="Test"))
    assert len(texts) >= 3
    for number, text in enumerate(texts, start=1):
        assert "Marlow County Code" in text and f"14-{number}" in text
        assert f"Page {number} of {len(texts)}" in text
    assert "§ 12-1 records “as required” — for 1 years; see ‘Appendix’." in texts[0]


def test_single_layout_keeps_92_column_lines_whole():
    line = "x" * 45 + " " + "y" * 46
    text = _page_texts(pdfgen.render(line, footer=None))[0]
    assert line in text


def test_two_column_layout_reflows_and_hyphenates():
    paragraph = " ".join(["administration", "conservationist", "notwithstanding"] * 60)
    data = pdfgen.render(paragraph, layout="two_column", footer="Page {page} of {pages}")
    texts = _page_texts(data)
    assert len(texts) >= 1
    assert "\x02" in texts[0] or "\ufffe" in texts[0] or "-\r\n" in texts[0]  # a word broken at a line end


def test_form_feed_starts_a_new_page_and_scans_have_no_text():
    data = pdfgen.render("(1) First page.\f(2) Second page.", footer=None)
    assert [t.strip() for t in _page_texts(data)] == ["(1) First page.", "(2) Second page."]
    scanned = pdfgen.rasterize(data, pages={2}, dpi=72)
    assert [t.strip() for t in _page_texts(scanned)] == ["(1) First page.", ""]
    assert all(not t.strip() for t in _page_texts(pdfgen.render_scanned("(1) Text.", dpi=72)))


def test_same_text_renders_to_the_same_bytes_with_a_fixed_creation_date(monkeypatch):
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    first = pdfgen.render(ORDINANCE, header="Marlow County Code\t14-{page}", title="Test")
    second = pdfgen.render(ORDINANCE, header="Marlow County Code\t14-{page}", title="Test")
    assert first == second
    assert pdfgen.render(ORDINANCE + "\n(160) One more.", title="Test") != first
    # The date is the fixed one, not the clock: a rebuild tomorrow gives the same file.
    metadata = pdfium.PdfDocument(first).get_metadata_dict()
    assert metadata["CreationDate"] == "D:20000101000000Z"


def test_source_date_epoch_sets_the_creation_date(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")  # 2023-11-14 22:13:20 UTC
    data = pdfgen.render("(1) Text.", footer=None)
    assert pdfium.PdfDocument(data).get_metadata_dict()["CreationDate"] == "D:20231114221320Z"


_PROSE = " ".join(["The operator shall keep the manure storage facility in good repair."] * 40)
_TABLES = (
    f"{_PROSE}\n\n"
    "+-----+-----------------------------+----------------------------------------+-------------+\n"
    "| Row | Structure or activity       | Feature                                | Distance    |\n"
    "+-----+-----------------------------+----------------------------------------+-------------+\n"
    "| (1) | Manure storage facility     | Private well not owned by the operator | 400 feet    |\n"
    "+-----+-----------------------------+----------------------------------------+-------------+\n\n"
    "   Slope          | Column A      | Column B\n"
    "   ---------------+---------------+-----------\n"
    "   0 to 2%        | None          | 10 tons\n\n"
    "   Feature                          Minimum distance\n"
    "   ------------------------------   ----------------\n"
    "   Private water supply well        400 feet\n\n"
    f"{_PROSE}\n"
)


def test_two_column_layout_sets_tables_as_printed_not_as_prose():
    """A typesetter never reflows a table's cells into a paragraph: tables drawn with characters or
    typed in columns keep their rows, across both columns when too wide for one."""
    paragraphs = pdfgen._paragraphs(_TABLES)
    drawn = [p.drawn for p in paragraphs if p.drawn is not None]
    assert [len(lines) for lines in drawn] == [5, 3, 3]
    assert not any("|" in p.text or "----" in p.text for p in paragraphs if p.drawn is None)
    texts = _page_texts(pdfgen.render(_TABLES, layout="two_column", footer=None))
    rows = [" ".join(line.split()) for text in texts for line in text.splitlines()]
    assert "| (1) | Manure storage facility | Private well not owned by the operator | 400 feet |" in rows
    assert "0 to 2% | None | 10 tons" in rows


def test_a_first_line_indent_after_a_finished_sentence_opens_a_paragraph():
    text = (
        "(a) The operator shall keep the records required by this section for five years.\n"
        "(Ord. No. 99-14, § 1(2.1), 8-17-1999; Ord. No. 2019-22, § 1, 11-12-2019)\n"
        "     Cross reference--Definitions and rules of construction generally, § 1-2.\n"
    )
    # (the source note typed on its own line after the sentence is set on its own line, as publishers print it)
    assert [p.text[:15] for p in pdfgen._paragraphs(text)] == ["(a) The operato", "(Ord. No. 99-14", "Cross reference"]


def test_a_history_note_typed_on_its_own_line_is_printed_on_its_own_line():
    """A whole note after a finished sentence is its own paragraph; a parenthesis that is text goes on with its
    sentence."""
    text = (
        "(b) A spill that reaches surface water shall be reported within twenty-four (24) hours after\n"
        "discovering it.\n"
        "(Ord. No. 2020-06, § 3, 8-10-2020)\n"
        "\n"
        "(c) Manure shall be spread only on the fields named in the plan, which the operator keeps on file\n"
        "(see the application).\n"
    )
    got = [p.text for p in pdfgen._paragraphs(text)]
    assert got[1] == "(Ord. No. 2020-06, § 3, 8-10-2020)"
    assert got[2].endswith("keeps on file (see the application).")


def test_two_column_layout_sets_typed_running_bands_in_the_page_band_on_every_page():
    """A code's page head and foot typed into the text ("§ 275-6   ANIMAL WASTE ...   § 275-7", "275:2",
    "Supp 9, Aug 2011") are where a printed page has them, above and below the columns, never in them."""
    body = "\n\n".join(f"§ 275-{n}. Section {n}. " + "Every operator shall keep manure away from wells. " * 12
                       for n in range(1, 31))
    text = ("§ 275-1              ANIMAL WASTE STORAGE              § 275-4\n\n" + body[: len(body) // 2]
            + "\n\n                                     275:1\nSupp 9, Aug 2011\n\f"
            + "§ 275-5              ANIMAL WASTE STORAGE              § 275-8\n\n" + body[len(body) // 2:])
    pages = pdfgen._layout_two_column(text, pdfgen._Measure(), True)
    assert len(pages) >= 2
    for runs in pages:
        heads = [r.text for r in runs if r.y < pdfgen.BODY_TOP]
        feet = [r.text.strip() for r in runs if r.y > pdfgen.BODY_BOTTOM]
        assert len(heads) == 1 and heads[0].startswith("§ 275-")
        body_text = " ".join(r.text for r in runs if pdfgen.BODY_TOP <= r.y <= pdfgen.BODY_BOTTOM)
        assert "ANIMAL WASTE STORAGE" not in body_text and "275:1" not in body_text
        if runs is not pages[0]:
            assert feet == ["275:1", "Supp 9, Aug 2011"]  # carried on, as a running band is


def test_two_column_layout_sets_a_foot_typed_before_every_page_break_in_the_page_band():
    """A foot typed word for word before three page breaks or more is the page's foot in two columns,
    figures and full stop and all ("Current through Ord. 2023-3 (published 3-2-2023).")."""
    foot = "Current through Ord. 2023-3 (published 3-2-2023). Updates follow each amending\nordinance."
    body = ["\n\n".join(f"({k}) Every operator on page {p} shall keep manure {k * 10} feet away from wells."
                        for k in range(1, 6)) for p in range(1, 5)]
    text = "\f".join(f"{b}\n\n{foot}\n" for b in body)
    pages = pdfgen._layout_two_column(text, pdfgen._Measure(), True)
    body_text = " ".join(r.text for runs in pages for r in runs if pdfgen.BODY_TOP <= r.y <= pdfgen.BODY_BOTTOM)
    assert "Current through" not in body_text and "(5) Every operator on page 4" in body_text


def test_typed_bands_split_a_page_mark_from_the_body_line_typed_right_under_it():
    """"Supp. No. 14, 12-2021   4-34" with "PART B" on the next line and no blank between: the mark is the
    page's foot, "PART B" the body; a long head with the code's full title beside its page mark is a head, and
    "Current through Ord. 19-8" under a page mark is part of the band."""
    title = "Brennock County Code Chapter 19 Agricultural Performance Standards and Animal Waste Storage Ordinance"
    lines = []
    for n in (31, 32, 33):
        lines += [f"{title}        Page {n} of 40", "", "(a) Every operator shall keep manure away from wells.", "",
                  f"Supp. No. 14, 12-2021                                   4-{n}", ""]
    lines[-1:] = ["PART B", "", "(b) The committee may grant a permit.", "",
                  "OSTRANDER COUNTY CODE                                   12:4", "Current through Ord. 19-8"]
    bands = pdfgen._typed_bands(lines)
    assert {lines[i] for i in bands} == {lines[0], lines[4], lines[6], lines[10], lines[12], lines[16], lines[-2], lines[-1]}
    assert lines.index("PART B") not in bands


def test_two_column_layout_leaves_pleading_paper_line_numbers_behind():
    """Line numbers in the margin number the typed page's lines: reflowed into columns, the text goes
    without them (the indentation past the margin is kept), and a numbered list is not such a margin."""
    lines = ["12.01  AUTHORITY. The County Board adopts this", "chapter under ss. 59.02 and 92.15, Wis.", "Stats.", "",
             "    (2) TITLE. This chapter may be cited as the", "Manure Ordinance.", "", "12.02  DEFINITIONS. In this chapter:",
             "    \"Animal unit\" has the meaning in s. NR 243.03."]
    typed = "\n".join(f"{n:>2}   {line}".rstrip() for n, line in enumerate(lines, start=1))
    assert pdfgen._without_margin_numbers(typed).split("\n") == lines
    numbered_list = "\n".join(f"{n}.  Item {n} of the list." for n in range(1, 10))
    assert pdfgen._without_margin_numbers(numbered_list) == numbered_list
    schedule = "\n".join([" No.  Structure          Distance", " ---  -----------------  --------",
                          *(f" {n:<4d} Structure {n:<8d} {n * 100} feet" for n in range(1, 10))])
    assert pdfgen._without_margin_numbers(schedule) == schedule


def test_two_column_layout_sets_a_schedule_on_dot_leaders_as_printed():
    """A fee schedule runs each row to its figure on dot leaders; a typesetter keeps the rows, and a
    contents list (leaders to page numbers) stays text."""
    text = ("Section 3.2 Fees. The fee shall accompany the application.\n\n"
            "      Construction or substantial alteration of a facility ...... $400\n"
            "      Closure of a facility .................................... $100\n\n"
            "Section 1 ........ 1\nSection 2 ........ 2\n")
    drawn = [p.drawn for p in pdfgen._paragraphs(text) if p.drawn is not None]
    assert [len(lines) for lines in drawn] == [2]
    rows = [" ".join(line.split()) for page in _page_texts(pdfgen.render(text, layout="two_column", footer=None))
            for line in page.splitlines()]
    assert "Closure of a facility .................................... $100" in rows


def test_typed_bands_end_where_a_scanned_page_s_cut_line_falls():
    """A scanned binder page ends "17-2" ⏎ "Supp. 15 (6-09)" ⏎ "- - - - - ..." ⏎ the next page's head: the cut line
    separates the page's foot from the next page's head, so the foot is a band, not text in the column."""
    lines = ["(1) The operator shall keep the records.", "", "                 17-2", "Supp. 15 (6-09)",
             "- - - - - - - - - - - - - - - - - - - -", "17.03     ANIMALS, LIVESTOCK AND MANURE     17.04", "",
             "17.03  KEEPING OF LIVESTOCK.", "", "                 17-3", "Supp. 15 (6-09)"]
    bands = pdfgen._typed_bands(lines)
    assert bands.get(2) == "foot" and bands.get(3) == "foot"


def test_two_column_layout_sets_a_table_typed_with_spaces_under_one_rule_as_printed():
    """A caption, heads, one dash rule across every column, then rows typed apart to their figures: a
    typesetter keeps the rows (the text layout prints them as typed); prose with figures stays prose."""
    text = ("No pile shall be closer to a feature than the distance shown in Table 2.\n\n"
            "                    Table 2\n"
            "      Feature                                   Storage        Pile\n"
            "      ----------------------------------------------------------------\n"
            "      Navigable river or stream                    300          300\n"
            "      Private water supply well                    400          250\n\n"
            "The owner shall keep   3   copies of the plan and file   2\n"
            "of them with the county within 30\n")
    drawn = [p.drawn for p in pdfgen._paragraphs(text) if p.drawn is not None]
    assert [len(lines) for lines in drawn] == [4]  # (the heads, the rule and the rows; the bare caption stays text)
    rows = [" ".join(line.split()) for page in _page_texts(pdfgen.render(text, layout="two_column", footer=None))
            for line in page.splitlines()]
    assert "Private water supply well 400 250" in rows


def test_a_table_typed_with_blank_lines_between_its_parts_is_one_table():
    """Caption, column heads and groups of rows typed apart by blank lines: one table, set as typed (a typesetter
    never reflows its rows into prose); the notes under it are prose."""
    text = (
        "(2) No pile shall be nearer to a feature than the distance in Table 4-1.\n\n"
        "                     TABLE 4-1\n"
        "        MINIMUM SEPARATION DISTANCES (IN FEET)\n\n"
        "                                         Column A        Column B\n"
        "     Feature                             Storage         Pile\n\n"
        "     Part 1.  Water resources\n"
        "     Navigable lake, pond or flowage        1,000           1,000\n"
        "     Navigable river or stream                500             300\n\n"
        "     Part 2.  Property and roads\n"
        "     Property line                            100              50\n"
        "     Public road right-of-way                 100             100\n\n"
        "     Notes: Distances are measured from the ordinary high-water mark.\n"
    )
    paragraphs = pdfgen._paragraphs(text)
    drawn = [p.drawn for p in paragraphs if p.drawn is not None]
    assert len(drawn) == 1
    assert drawn[0][0].strip() == "TABLE 4-1" and drawn[0][-1].strip().startswith("Public road right-of-way")
    assert paragraphs[-1].drawn is None and paragraphs[-1].text.startswith("Notes:")


def test_a_table_whose_cells_wrap_onto_lines_of_their_own_is_one_table():
    """Rows of three or more cells whose words wrap onto lines under them ("NRCS 313" alone), figures in words
    ("180 days"), heads that number their columns ("Column 1 ... Column 4"): one table, set as typed."""
    text = (
        "(2) The bottom of each facility shall be separated as Table 5-1 shows.\n\n"
        "                         TABLE 5-1\n"
        "            DESIGN REQUIREMENTS BY FACILITY TYPE\n\n"
        "                   Column 1               Column 2        Column 3\n"
        "     Facility type Liner                  to bedrock      storage period\n\n"
        "     Concrete tank Reinforced concrete    NRCS 313,       180 days\n"
        "                   per NRCS 313           Table 1\n\n"
        "     Earthen basin Synthetic liner,       NRCS 313,       180 days\n"
        "                   60 mil minimum         Table 1\n"
        "                   over clay\n\n"
        "     (Table 5-1 created 9/17/2013, Ord. No. 2013-22)\n"
    )
    paragraphs = pdfgen._paragraphs(text)
    drawn = [p.drawn for p in paragraphs if p.drawn is not None]
    assert len(drawn) == 1
    assert drawn[0][0].strip() == "TABLE 5-1" and drawn[0][-1].strip() == "over clay"
    # (a sentence typed with one wide gap is no row: it stays prose)
    prose = "(3) The owner shall keep   3 copies of the plan.\n\nThe county shall file   them.\n"
    assert all(p.drawn is None for p in pdfgen._paragraphs(prose))


def test_a_list_typed_side_by_side_is_set_one_item_after_another_in_a_column():
    """ "(g) A manure stack ...    (h) The land spreading ..." typed in two columns: a typesetter's column sets (g),
    then (h), each whole; lines of prose that merely hold a wide gap are left as typed."""
    text = ("No person shall cause any of the following:\n\n"
            "   (g) A manure stack on land having a slope     (h) The land spreading of septage or\n"
            "       greater than 12 percent.                      municipal sludge within 500 feet of a\n"
            "                                                     residence or a self-\n"
            "                                                     owned well.\n\n"
            "4.4  LAND APPLICATION\n")
    lines = pdfgen._items_one_after_another(text).split("\n")
    assert "   (g) A manure stack on land having a slope greater than 12 percent." in lines
    assert "   (h) The land spreading of septage or municipal sludge within 500 feet of a residence or a self-owned well." \
        in lines
    assert lines.index("4.4  LAND APPLICATION") > lines.index("   (g) A manure stack on land having a slope greater than "
                                                            "12 percent.")
    prose = "The owner shall keep   3 copies of the plan.\n"
    assert pdfgen._items_one_after_another(prose) == prose


def test_a_table_s_heads_and_rows_parted_by_a_typed_page_foot_are_one_table():
    """Heads typed at one page's foot and the rule and rows under the next page's form feed: one table, the
    band left to the page; and the columns flow on across a form feed under a typed foot."""
    foot = "Fenwick Prairie Ord. No. 2021-02                                  Page {n} of 5"
    text = (
        "2. No new facility may be closer to a feature in Table 1 than the distance shown.\n\n"
        "                TABLE 1.  SEPARATION DISTANCES\n\n"
        "        Feature                                          Minimum distance\n\n"
        f"{foot.format(n=2)}\n\n"
        "\f        ---------------------------------------------    ----------------\n"
        "        Private water supply well                        400 feet\n"
        "        Navigable river or stream                        300 feet\n\n"
        "3. Each new liquid facility shall hold twelve months of manure.\n"
        f"{foot.format(n=3)}\n"
        "\f4. No manure may be applied within 200 feet of a residence.\n\n"
        f"{foot.format(n=4)}\n"
    )
    paragraphs = pdfgen._paragraphs(text, typed_bands=True)
    drawn = [p.drawn for p in paragraphs if p.drawn is not None]
    assert len(drawn) == 1 and drawn[0][0].strip().startswith("TABLE 1.")
    assert drawn[0][-1].strip().startswith("Navigable river or stream")
    assert not any(p.page_break for p in paragraphs if p.band is None)


def test_heads_typed_the_other_way_about_on_even_pages_are_bands():
    """ "16.05     TITLE     Code, Ch. 16    2" and "Code, Ch. 16    3     TITLE     16.08" open alternate pages
    after a form feed: one running head, turned about on even pages, seen on four pages though neither form recurs
    three times."""
    title = "AGRICULTURAL PERFORMANCE STANDARDS"
    heads = [f"16.0{n}     {title}            Bramwell Co. Code, Ch. 16    {n}" if n % 2 == 0
             else f"Bramwell Co. Code, Ch. 16    {n}            {title}     16.0{n + 2}" for n in (2, 3, 4, 5)]
    lines: list[str] = []
    for n, head in enumerate(heads):
        lines += ["\f" + head, "", f"16.0{n + 1} Cropland shall meet the tolerable soil loss rate on every field.", ""]
    bands = pdfgen._typed_bands(lines)
    assert sorted(bands) == [0, 4, 8, 12]
    assert all(bands[i] == "head" for i in bands)


def test_a_head_boxed_between_two_rules_is_a_band():
    """ "-----" ⏎ "ASHGROVE COUNTY CODE      17-2      Ch. 17 LIVESTOCK & MANURE" ⏎ "-----": the rules go with the head,
    the chapter's page set between its two titles; a table's rule over and under its heads is no band."""
    rule = "-" * 90
    lines: list[str] = []
    for n in (2, 3, 4):
        left, right = ("ASHGROVE COUNTY CODE", "Ch. 17 LIVESTOCK & MANURE")[:: 1 if n % 2 == 0 else -1]
        lines += [f"17.0{n}  Each facility shall be designed to NRCS standard 313.", "", rule,
                  f"{left}                         17-{n}                     {right}", rule, ""]
    lines += ["", rule, "Feature                          Distance", rule, "Private well                        400", ""]
    bands = pdfgen._typed_bands(lines)
    assert sorted(bands) == [k for n in range(3) for k in (6 * n + 2, 6 * n + 3, 6 * n + 4)]


def test_contents_entries_ending_on_a_range_of_sections_stay_entries():
    """ "Subchapter I   General Provisions ......... 7.01 - 7.09": each entry is a paragraph of its own, its range set
    at the line's end (a wrapped title goes on with its entry); "Foot" and "Rev. 11-2022" typed on three pages over
    the next page's marked head, with no form feed, are that page's foot."""
    text = ("   Subchapter I     General Provisions ......................................... 7.01 - 7.09\n"
            "   Subchapter II    Soil Erosion Control ....................................... 7.10 - 7.29\n"
            "   Subchapter III   Agricultural Performance Standards, Cost Sharing and\n"
            "                    Manure Storage ............................................. 7.30 - 7.37\n")
    paragraphs = pdfgen._paragraphs(text)
    assert [p.text.split()[1] for p in paragraphs] == ["I", "II", "III"]
    assert [pdfgen._LEADER.match(p.text)["page"] for p in paragraphs] == ["7.01 - 7.09", "7.10 - 7.29", "7.30 - 7.37"]
    lines: list[str] = []
    for n in (2, 3, 4):
        lines += [f"15.0{n}  Each facility shall be designed to NRCS standard 313 and kept in repair.", "",
                  "                          Rev. 11-2022 (through Ord. 2022-11)", "",
                  f"15-{n}                                        AGRICULTURAL PERFORMANCE STANDARDS", ""]
    bands = pdfgen._typed_bands(lines)
    assert {k: bands.get(k) for k in (2, 4, 8, 10)} == {2: "foot", 4: "head", 8: "foot", 10: "head"}


def test_a_page_mark_typed_under_the_last_line_of_text_is_the_page_s_foot():
    """ "... the tolerable soil loss rate." ⏎ "Page 5" ⏎ "Grisewood County Ord. 2014-09    Livestock ...", no blank
    line before the mark: the mark and the head under it are bands, the sentence above stays text."""
    head = "Grisewood County Ord. 2014-09                               Livestock Facility & Manure Storage"
    lines = []
    for n in range(2, 6):
        lines += [f"{n}.01 Cropland shall be managed so that erosion does not exceed the tolerable soil loss rate.",
                  f"                                                                  Page {n}", head, ""]
    bands = pdfgen._typed_bands(lines)
    assert all(lines[i].strip().startswith(("Page", "Grisewood")) for i in bands)
    assert sum(1 for i in bands if lines[i].strip().startswith("Page")) == 4
    assert not any(lines[i].startswith(("2.01", "3.01")) for i in bands)


def test_typed_bands_take_a_centred_title_line_under_the_page_mark_and_a_head_after_a_foot():
    """A typed page break with no blank line before it: the code's page mark, the supplement and the chapter's
    title centred under them, as on every page, are the page's head (never prose run into the paragraph above);
    and the next page's head, the title and its page number at the edge, right after a page's foot."""
    title = "                         Chapter 9 -- Livestock and Manure Management"
    lines = ["VILLAGE OF HARKAVY CODE                                   9-1", title, "", "5.1  Permit.",
             "(1)  No facility shall be built without a permit issued by the Administrator.",
             "VILLAGE OF HARKAVY CODE                                   9-2", "                      Supp. No. 6, 5-2021", title,
             "", "(2)  The permit fee is $150.",
             "VILLAGE OF HARKAVY CODE                                   9-3", "                      Supp. No. 6, 5-2021", title,
             "", "(3)  A permit runs with the land.", "", "2021 S-6", "",
             "Livestock and Manure Near Village Wells and Lake                    25", "", "(4)  Closure.",
             "", "2021 S-6", "", "Livestock and Manure Near Village Wells and Lake                    27", "", "(5)  Fees."]
    bands = pdfgen._typed_bands(lines)
    assert {5, 6, 7, 10, 11, 12, 16, 18, 22, 24} <= set(bands)
    assert not {3, 4, 9, 14, 20, 26} & set(bands)
    assert bands[18] == "head" and bands[16] == "foot"


def test_a_centred_heading_typed_once_and_a_table_row_after_a_foot_are_no_band():
    lines = ["(1) The operator shall keep the records.", "", "2021 S-6", "", "Private well                       400", "",
             "                      SECTION 4 -- PERMITS", "", "(2) No permit is needed for a pasture."]
    bands = pdfgen._typed_bands(lines)
    assert 4 not in bands and 6 not in bands


def test_a_group_heading_after_a_finished_sentence_is_set_on_its_own_line():
    """"... after each runoff event of 1 inch or more." ⏎ "Traffic and Neighbors" ⏎ "5. Manure trucks ...": the
    heading of a group of conditions is its own paragraph; a sentence's wrapped end ("the" ⏎ "Town Clerk") is not."""
    text = ("4.   The licensee shall have the existing calf-barn drain tile outlet sampled for\n"
            "     phosphorus after each runoff event of 1 inch or more.\n"
            "  Traffic and Neighbors\n"
            "5.   Manure trucks shall use Skoglund Road and County Road JJ only, and shall not use\n"
            "     Vinge Lane at any time, and every application shall be filed with the\n"
            "     Town Clerk\n")
    texts = [p.text for p in pdfgen._paragraphs(text)]
    assert "Traffic and Neighbors" in texts
    assert texts[-1].endswith("filed with the Town Clerk")


def test_a_bracketed_note_under_a_heading_is_printed_on_its_own_line():
    """"[Article V amended in its entirety ...]" typed under a heading that fills its line is a note of its own;
    a bracketed cross-reference inside a sentence goes on with the sentence."""
    text = (
        "ARTICLE V  LAND APPLICATION, FEEDLOTS AND STREAM ACCESS AND RELATED MATTERS\n"
        "[Article V amended in its entirety 8-8-2006 by Ord. No. 2006-3]\n"
        "A.   Nutrient Management. Every person who applies manure to land in the Town shall\n"
        "[as the plan requires] keep records.\n"
    )
    assert [p.text[:12] for p in pdfgen._paragraphs(text)] == ["ARTICLE V  L", "[Article V a", "A.   Nutrien"]


def test_an_enumerator_alone_on_its_line_opens_a_paragraph():
    """eCode360's web copy prints "B." alone on its line with the text under it: a typesetter never runs it onto
    the long line above (here a page's print header). A bare number ending a wrapped citation ("NR" ⏎ "204") is
    still the sentence's."""
    text = ("3/14/25, 10:42 AM                                        Town of Wrenfield, WI\n"
            "B.\n"
            "An application shall be made on the form supplied by the Clerk and shall include:\n"
            "(1)\n"
            "Construction plans and specifications for the facility prepared by an engineer; and the rules of NR\n"
            "204\n")
    texts = [p.text for p in pdfgen._paragraphs(text)]
    assert texts[1] == "B."
    assert texts[-1].endswith("the rules of NR 204")


def test_typed_bands_take_a_foot_under_a_rule_and_american_legal_s_running_title():
    """"-------" ⏎ "2023 S-9      8-41" ⏎ "Ashmore - Land Use and Natural Resources": the rule goes with the
    typed page's foot, the supplement line, and the running title typed the same under every foot is the next head."""
    sections = [f"§ 8.12.0{n}0 SECTION {n}.\n   (A) Every operator shall keep manure away from wells.\n" for n in range(1, 4)]
    text = "Ashmore - Land Use and Natural Resources\n\n" + "".join(
        f"{s}\n--------------------------------------------------------------------------------\n"
        f"2023 S-9                                                                     8-4{n}\n"
        "Ashmore - Land Use and Natural Resources\n\n" for n, s in enumerate(sections, start=1))
    lines = pdfgen._source_lines(text)
    bands = pdfgen._typed_bands(lines)
    typed = {lines[k].strip() for k in bands}
    assert "2023 S-9                                                                     8-41" in typed
    assert "Ashmore - Land Use and Natural Resources" in typed
    assert not any("Every operator" in lines[k] for k in bands)


def test_a_codifier_s_note_after_a_history_line_is_a_paragraph_of_its_own():
    """"History: cr. Ord. 04-12; ... Ord. 23-5." ⏎ "Note: The 2026 deadline ...": statute-style codes set the note
    as its own paragraph; "note" inside a sentence's wrapped line goes on with the sentence."""
    text = ("     (b) Each earthen facility shall be lined or closed by December 31, 2026. This paragraph applies\n"
            "notwithstanding s. 17.03 (2).\n"
            "     History: cr. Ord. 04-12; am. (3) (a) Ord. 15-3; cr. (4) (b) Ord. 23-5.\n"
            "     Note: The 2026 deadline in sub. (4) (b) reflects the Board's finding that closure or\n"
            "lining of earthen basins cannot wait.\n")
    texts = [p.text for p in pdfgen._paragraphs(text)]
    assert texts[-1].startswith("Note: The 2026 deadline") and texts[-2].startswith("History:")


def test_a_wide_table_floated_to_the_next_page_takes_its_caption_along_once():
    """Wherever the caption falls (last in a full right column, so that setting it turns the page), the table set
    across both columns on the next page carries it, and no copy stays where the caption was first set."""
    table = "\n".join(["+------+" + "-" * 70 + "+", "| Row  | " + "A restriction that is far too wide for one column".ljust(69) + "|",
                       "+------+" + "-" * 70 + "+"])
    lines_per_page = 2 * int((pdfgen.BODY_BOTTOM - pdfgen.BODY_TOP) // pdfgen.LINE_HEIGHT)
    for filler in range(lines_per_page - 2, lines_per_page + 2):
        items = "\n".join(f"{k}. Keep the records." for k in range(1, filler + 1))
        text = "\n\n".join([items, "Table 1 — Application Restrictions by Season", table, "After the table."])
        pages = _page_texts(pdfgen.render(text, layout="two_column"))
        assert sum(page.count("Table 1 —") for page in pages) == 1, filler


def test_a_side_heading_typed_in_the_margin_keeps_its_place_and_prose_with_a_gap_does_not():
    """ "Authority        Section 8.01. This chapter ..." over lines indented to "Section": a caption in a margin
    column, set apart at its typed place; a line with a gap whose next line does not start at the gap is prose."""
    lines = ["Authority        Section 8.01. This chapter is adopted by the",
             "                 County Board under ss. 59.02 and 92.16.",
             "The owner shall keep   3 copies of the plan.",
             "at the farm."]
    assert pdfgen._side_heading(lines, 0) and not pdfgen._side_heading(lines, 2)
    document = pdfium.PdfDocument(pdfgen.render("\n".join(lines) + "\n", layout="single"))
    page = document[0].get_textpage()
    content = page.get_text_range()
    start = content.index("Section 8.01")
    below = content.index("County Board")
    assert abs(page.get_charbox(start)[0] - page.get_charbox(below)[0]) < 1.0  # the text column, under "Section"

