"""The accuracy harness's label matching (benchmarks/eval_devset.py): two citations of one unit are one label."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_SPEC = importlib.util.spec_from_file_location(
    "eval_devset", Path(__file__).resolve().parents[1] / "benchmarks" / "eval_devset.py")
eval_devset = importlib.util.module_from_spec(_SPEC)  # type: ignore[arg-type]
sys.modules["eval_devset"] = eval_devset  # (its dataclasses look their module up while it loads)
_SPEC.loader.exec_module(eval_devset)  # type: ignore[union-attr]


def test_a_coded_row_is_one_label_with_or_without_its_section() -> None:
    assert eval_devset.row_code("23.05 PS-17") == eval_devset.norm_label("PS-17")
    assert eval_devset.row_code(" PS-17") == eval_devset.norm_label("PS-17")
    # a section's own number is no row code, nor is a subsection
    assert eval_devset.row_code("Sec. 14-7") is None
    assert eval_devset.row_code("23.05(2)") is None


def test_an_article_named_before_its_section_is_one_label_spelled_or_abbreviated() -> None:
    # a code whose sections carry their article's number ("§ 5.2" in Article V) is cited with the article or without
    assert eval_devset.norm_label("Art. V, § 5.2(c)") == eval_devset.norm_label("§ 5.2(c)")
    assert eval_devset.norm_label("Article V, § 5.2(c)") == eval_devset.norm_label("§ 5.2(c)")
    # an article abbreviated inside a label is no prefix
    assert eval_devset.norm_label("5.2(c)") != eval_devset.norm_label("Art. V, 6.2(c)")


def test_a_section_number_spelled_out_is_one_label_in_capitals_or_not() -> None:
    # "SECTION FIVE" as a heading prints it, "Section Five (A)" as the text cites it
    assert eval_devset.norm_label("Section FIVE(A)") == eval_devset.norm_label("Section Five (A)")
    assert eval_devset.norm_label("SECTION TWENTY-ONE") == eval_devset.norm_label("Section Twenty-One")
    # a letter keeps its case: "(A)" and "(a)" are units of two levels
    assert eval_devset.norm_label("Section Five (A)") != eval_devset.norm_label("Section Five (a)")


def test_an_appendix_item_numbered_under_its_letter_is_one_label_with_the_appendix_named_or_not() -> None:
    # "A.1(c)" as Appendix A prints it, "Appendix A, A.1(c)" as the body cites it; a plain item of an appendix keeps it
    assert eval_devset.norm_label("Appendix A, A.1(c)") == eval_devset.norm_label("A.1(c)")
    assert eval_devset.norm_label("Exhibit B, B-2") == eval_devset.norm_label("B-2")
    assert eval_devset.norm_label("Appendix A, 2.") != eval_devset.norm_label("2.")
    assert eval_devset.norm_label("Appendix A, B.1") != eval_devset.norm_label("B.1")
