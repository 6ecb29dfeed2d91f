"""OCR words read as printed: figures with letters for digits, misread Roman article numbers, lines across a gutter."""

from __future__ import annotations

import pytest

from ordinance_review.ingest.ocr_text import (
    close_mark,
    join_split_decimal,
    lost_at_margin,
    mend_joined,
    mend_rn,
    read_digits,
    read_line,
    read_line_digits,
    read_line_start,
    read_marks,
    read_roman,
    restore_margin,
    rn_misreadings,
    runs,
    unsure_number,
    without_rule_noise,
)


@pytest.mark.parametrize(("word", "read"), [
    ("l2", "12"), ("2O0", "200"), ("l,000", "1,000"), ("l51.08", "151.08"), ("(2O)", "(20)"), ("3O%", "30%"),
    ("$5O0", "$500"), ("l2,", "12,"), ("I0.", "10."),
])
def test_a_figure_with_letters_for_digits_is_read_as_digits(word: str, read: str) -> None:
    assert read_digits(word) == read


@pytest.mark.parametrize("word", ["(l)", "I-94", "Il", "lO", "NR", "A1", "O", "Ordinance", "1,000", "(12)"])
def test_a_word_that_is_no_misread_figure_is_kept(word: str) -> None:
    """A lettered item "(l)", a road "I-94", a word of letters alone, or a figure already in digits."""
    assert read_digits(word) == word


@pytest.mark.parametrize(("word", "read"), [
    ("|.", "I."), ("ll.", "II."), ("Ill.", "III."), ("lV.", "IV."), ("Vll.", "VII."), ("Vil.", "VII."),
    ("Vill.", "VIII."), ("Xl.", "XI."), ("l2.", "12."),
])
def test_a_misread_roman_article_number_at_a_line_s_start_is_read_as_printed(word: str, read: str) -> None:
    assert read_line_start(word) == read


@pytest.mark.parametrize("word", ["l.", "ii.", "vii.", "IIll.", "the", "|", "VI."])
def test_a_line_s_first_word_that_is_no_misread_roman_number_is_kept(word: str) -> None:
    """A lone "l." may be a misread "1."; "ii." is a lower-case numeral as printed; "IIll" is no numeral."""
    assert read_line_start(word) == word


def test_a_tesseract_line_across_a_gutter_is_cut_into_one_piece_per_column() -> None:
    """Tesseract can read a left-column line and the right-column line beside it as one line; the words
    far apart are two pieces, so the reading order puts each in its column."""
    data = {"left": [100, 220, 330, 1300, 1420], "width": [110, 100, 120, 110, 130], "height": [30] * 5,
            "text": ["Every", "livestock", "operation", "Published:", "September"]}
    assert runs(data, [0, 1, 2, 3, 4]) == [[0, 1, 2], [3, 4]]
    assert runs(data, [0, 1, 2]) == [[0, 1, 2]]


@pytest.mark.parametrize("line", ["*x* * *", "* * x", "** * *", "x * *", "* *K*", "*"])
def test_a_misread_omission_mark_is_read_as_printed(line: str) -> None:
    assert read_marks(line) == "* * *"


@pytest.mark.parametrize("line", ["x x x", "* Note", "(x) * * *", "k", "*Amended 2019"])
def test_a_line_that_is_no_omission_mark_is_kept(line: str) -> None:
    assert read_marks(line) == line


def test_a_capital_letter_alone_on_its_line_is_an_item_letter_that_lost_its_period() -> None:
    """A web copy sets each item's letter on a line of its own ("A." over its text); OCR can lose the period."""
    assert read_marks("A") == "A."
    assert read_marks("B.") == "B."
    assert read_marks("a") == "a"


@pytest.mark.parametrize(("word", "read"), [("Il.", "II."), ("Ill", "III"), ("lV", "IV"), ("Vl.", "VI.")])
def test_a_misread_roman_number_after_section_or_article_is_read_as_printed(word: str, read: str) -> None:
    """"Section Ill. PROHIBITIONS", "ARTICLE lV": the number after the division's word, with or without its period."""
    assert read_roman(word, stop=False) == read


@pytest.mark.parametrize("word", ["the", "I", "II", "Ill-"])
def test_a_word_after_section_that_is_no_misread_roman_number_is_none(word: str) -> None:
    assert read_roman(word, stop=False) is None


def test_a_decimal_section_number_split_at_a_point_is_joined() -> None:
    assert join_split_decimal(["4.", "1.1", "No", "person"]) == ["4.1.1", "No", "person"]
    assert join_split_decimal(["3.", "2", "feet", "of", "soil"]) == ["3.", "2", "feet", "of", "soil"]
    assert join_split_decimal(["4.1.1", "No"]) == ["4.1.1", "No"]
    # a Sterling section read apart after its last dash: "7-4- 1: Purpose" (not "7-4- 10 feet")
    assert join_split_decimal(["7-4-", "1:", "Purpose"]) == ["7-4-1:", "Purpose"]
    assert join_split_decimal(["7-4-", "10", "feet"]) == ["7-4-", "10", "feet"]


@pytest.mark.parametrize("word", ["5.0", "(3)", "7-4-6", "12", "4.02", "(12)", "15.30"])
def test_a_unit_number_tesseract_is_unsure_of_is_kept(word: str) -> None:
    assert unsure_number(word)


@pytest.mark.parametrize("word", ["1", "~", "|", "l", "—", ".", "'", "ll.", "a)"])
def test_a_speck_tesseract_is_unsure_of_is_no_number(word: str) -> None:
    assert not unsure_number(word)


def test_a_joined_line_is_mended_of_what_its_own_pieces_brought() -> None:
    assert mend_joined("PHHHHHHPAHHAHAHAH 4.07(3) Amended") == "4.07(3) Amended"
    assert mend_joined("(d ~— Land application.") == "(d) Land application."
    assert mend_joined("SHORELAND ZONING ORDINANCE") == "SHORELAND ZONING ORDINANCE"


def test_a_typed_rule_read_as_letters_before_a_table_cell_is_dropped() -> None:
    assert without_rule_noise(["PHHHHHHPAHHAHAHAH", ".07(3)", "Amended"]) == [".07(3)", "Amended"]
    for words in (["AGRICULTURAL", "USES"], ["SHORELAND", "ZONING"], ["HHHHHHHH"], ["NR", "151.08"]):
        assert without_rule_noise(words) == words


def test_an_item_mark_that_lost_its_closing_parenthesis_to_noise_is_closed_again() -> None:
    assert close_mark("(d ~— Land application.") == "(d) Land application."
    assert close_mark("(12 | No person shall") == "(12) No person shall"
    assert close_mark("(fF ~~ On fields within 300 feet") == "(f) On fields within 300 feet"  # ")" read as "F"
    # (an item numbered "b)", its parenthesis read as a speck or apart from its letter)
    assert close_mark('b —_ No provision of this chapter') == "b) No provision of this chapter"
    assert close_mark("2 ) Each facility constructed") == "2) Each facility constructed"
    assert close_mark('d —_ "Substantially altered" means') == 'd) "Substantially altered" means'


def test_an_open_parenthesis_in_text_or_an_omission_mark_after_a_mark_is_kept() -> None:
    for line in ("(a county park) is", "(b) ~ Runoff.", "(c * * *", "(d ~", "(fF Fields", "a — the next", "I — Scope",
                 "2 - 4 inches"):
        assert close_mark(line) == line


def test_a_line_s_start_lost_at_the_margin_is_restored_from_a_second_reading_only_when_it_fits() -> None:
    """A lone period takes back the item letter a second reading of the margin found; a decimal missing its first
    figures takes back the whole decimal; a second reading that found something else changes nothing."""
    assert lost_at_margin(".") and lost_at_margin(".2") and not lost_at_margin("B.") and not lost_at_margin("4.2")
    assert restore_margin(".", "B.") == "B."
    assert restore_margin(".", "Be") == "."
    assert restore_margin(".2", "4.2") == "4.2"
    assert restore_margin(".2", "nor") == ".2"
    # a table's first column: "4.04(4)" read as ".04(4)", "4.07(2)(c)" as "-07(2)(c)"
    assert lost_at_margin(".04(4)") and lost_at_margin("-07(2)(c)") and not lost_at_margin("-") and not lost_at_margin("4.07(3)")
    assert restore_margin(".04(4)", "4.04(4)") == "4.04(4)"
    assert restore_margin("-07(2)(c)", "4.07(2)(c)") == "4.07(2)(c)"
    assert restore_margin(".04(4)", "4.05") == ".04(4)"  # a second reading of some other number changes nothing
    # the crop's words: "§ 4.02" lost its sign and first figure together; a lost "B." is the crop's first word
    assert restore_margin(".02", "§ 4.02 amended.") == "§ 4.02"
    assert restore_margin(".02", "x 4.02") == "4.02"
    assert restore_margin("-40.100", "8.40. 100") == "8.40.100"
    assert restore_margin(".", "B. Runoff shall") == "B."
    assert restore_margin(".", "Runoff B.") == "."
    # a Sterling section that lost its title's number: "-4-6:" for "7-4-6:"
    assert lost_at_margin("-4-6:") and lost_at_margin("-4-10:") and not lost_at_margin("-")
    assert restore_margin("-4-6:", "7-4-6: Manure Storage") == "7-4-6:"
    assert restore_margin("-4-6:", "7-4-9: Existing") == "-4-6:"


def test_a_line_is_read_with_each_misreading_as_printed() -> None:
    assert read_line(["Section", "Ill.", "PROHIBITIONS"]) == "Section III. PROHIBITIONS"
    assert read_line(["4.", "1.1", "No", "pile", "within", "l,000", "feet."]) == "4.1.1 No pile within 1,000 feet."
    assert read_line(["*x*", "*", "*"]) == "* * *"


def test_a_section_number_split_before_its_colon_is_joined() -> None:
    """Sterling's "8-3-10: APPEALS" read as "8-3-1 0:", and "8-3-8:" as "8-3-8 :": a colon never follows a space in
    print, so the number is one; "8-3-4 B." is a section and its item, left as read."""
    from ordinance_review.ingest.ocr_text import read_line

    assert read_line("8-3-1 0: APPEALS AND VARIANCES:".split()) == "8-3-10: APPEALS AND VARIANCES:"
    assert read_line("8-3-8 : ODOR AND NUISANCE:".split()) == "8-3-8: ODOR AND NUISANCE:"
    assert read_line("8-3-4 B. The liner".split()) == "8-3-4 B. The liner"
    from ordinance_review.ingest.ocr_text import mend_joined

    # (tesseract may read the number and the rest as two pieces, which the reading order joins with a space)
    assert mend_joined("8-3-8 : ODOR AND NUISANCE:") == "8-3-8: ODOR AND NUISANCE:"


@pytest.mark.parametrize(("line", "read"), [
    ("from a l00-year, 24-hour storm.", "from a 100-year, 24-hour storm."),
    ("at least once every fourteen (l4) days", "at least once every fourteen (14) days"),
    ("by ten percent (l0%) or more", "by ten percent (10%) or more"),
    ("Adopted March 21, l995", "Adopted March 21, 1995"),
    ("Items (l) and (I) of I-94 stay", "Items (l) and (I) of I-94 stay"),
])
def test_a_text_layers_misread_figures_are_read_as_digits(line: str, read: str) -> None:
    """A scan's own OCR text layer misreads figures as tesseract does; each word is read as `read_digits` reads it."""
    assert read_line_digits(line) == read


def test_words_read_with_rn_for_m_are_read_as_the_document_prints_them_elsewhere() -> None:
    """ "rnay" and "strearn" stand for words the document prints often; "corn" and "barn" are kept, for "com" and
    "bam" are no words of it."""
    lines = ["The owner may apply manure.", "A permit may be issued.", "The Department rnay attach conditions.",
             "No manure within 300 feet of a stream.", "The stream bank and the strearn bed.", "A stream crossing.",
             "Corn ground and the barn yard.", "corn after corn."]
    fixes = rn_misreadings(lines)
    assert fixes == {"rnay": "may", "strearn": "stream"}
    assert mend_rn("The Department rnay attach conditions near the strearn and the barn.", fixes) == (
        "The Department may attach conditions near the stream and the barn.")


@pytest.mark.parametrize(("line", "read"), [("Cc.", "c."), ("Ff.", "f."), ("Ce.", "Ce."), ("Dr.", "Dr."), ("C.", "C."),
                                           ("Cc) Closure.", "c) Closure."), ("Bb)", "b)"), ("Cc. Closure", "Cc. Closure"),
                                           ("Ce) Closure.", "Ce) Closure.")])
def test_a_lower_case_items_letter_read_twice_is_read_once(line: str, read: str) -> None:
    """ "Cc." alone on its line, or "Cc)" opening its caption, is the item tesseract read with its capital first; a
    word is kept (and a doubled letter with a period and text after it could be one)."""
    assert read_marks(line) == read
