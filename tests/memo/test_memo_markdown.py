"""Markdown memos: escaping (checked with a real CommonMark parser), tables, determinism."""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt
from memo_fixtures import hostile_review, sample_context, sample_review

from ordinance_review.memo import render
from ordinance_review.memo.markdown import escape

_MD = MarkdownIt("commonmark").enable("table")


def _html(data: bytes) -> str:
    return _MD.render(data.decode("utf-8"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("plain text 12 months", "plain text 12 months"),
        ("**bold**", r"\*\*bold\*\*"),
        ("<script>", r"\<script\>"),
        ("a | b", r"a \| b"),
        ("# not a heading", r"\# not a heading"),
        ("`tick`", r"\`tick\`"),
        ("[x](y)", r"\[x\](y)"),
        ("- not a list", r"\- not a list"),
        ("1. not a list", r"1\. not a list"),
        ("&amp; stays", r"\&amp; stays"),
        ("line\nbreak", "line break"),
        ("back\\slash", "back\\\\slash"),
    ],
)
def test_escape_table(text, expected):
    assert escape(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "<script>alert(1)</script>",
        "**bold** and _it_",
        "# heading",
        "a | b | c",
        "`code`",
        "1. one",
        "- item",
        "&lt;",
    ],
)
def test_escaped_text_renders_literally(text):
    html = _MD.render(escape(text))
    # CommonMark renders the escaped text as a paragraph holding exactly the original characters.
    body = html.removeprefix("<p>").removesuffix("</p>\n")
    expected = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    assert body == expected


@pytest.mark.parametrize("kind", ["review", "self-check"])
def test_hostile_ordinance_text_prints_literally(kind):
    html = _html(render(hostile_review(), kind=kind, fmt="md"))
    assert "<script>" not in html and "<b>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "<strong>bold</strong>" not in html and "**bold**" in html
    assert "<code>" not in html and "`tick`" in html
    assert '<a href="x">' not in html
    assert "Town of &lt;b&gt;Pipe|Hash#&lt;/b&gt;" in html


def test_hostile_label_with_pipe_stays_in_one_table_cell():
    html = _html(render(hostile_review(), kind="review", fmt="md"))
    table = html[html.index("<table>") : html.index("</table>")]
    assert "<td>§ 1 | A.</td>" in table
    header, body = table.split("<tbody>")
    assert header.count("<th>") == 7
    row = body.split("</tr>")[0]
    assert row.count("<td>") == 7  # the | in label, figure and reason did not add columns


def test_findings_table_lists_every_provision_that_matters_and_summarizes_the_rest():
    review = sample_review()
    html = _html(render(review, kind="review", fmt="md", context=sample_context()))
    table = html[html.index("<table>") : html.index("</table>")]
    shown = [f for f in review.findings if f.verdict != "not_covered"]
    assert table.count("<tr>") == len(shown) + 1
    for finding in shown:
        assert f"<td>{finding.label}</td>" in table
    assert "<td>§ 9-9</td>" not in table
    assert "10 administrative provisions engage no state standard" in html
    assert "§ 9-9, § 9-10, § 9-11, § 9-12, § 9-13." in html


@pytest.mark.parametrize("kind", ["review", "self-check"])
def test_markdown_is_byte_identical_for_the_same_review_and_context(kind):
    first = render(sample_review(), kind=kind, fmt="md", context=sample_context())
    second = render(sample_review(), kind=kind, fmt="md", context=sample_context())
    assert first == second


def test_memo_prints_the_date_it_is_given_not_today():
    md = render(sample_review(), fmt="md", context=sample_context()).decode()
    assert "**Date:** March 14, 2025" in md
    undated = render(sample_review(), fmt="md").decode()
    assert "**Date:** not set" in undated
