"""The format-neutral memo: sections, paragraphs, bullet lists and tables.

The builders (`review_memo`, `self_check`) produce one `MemoDocument`; the writers (`markdown`,
`word`, `pdf`) only lay it out. Because every format reads the same blocks, the Markdown, Word and
PDF versions of a memo cannot say different things.

All text in the model is plain text (no markup): each writer escapes or styles it for its format.

>>> doc = MemoDocument(title="Memo", blocks=[Heading(text="Findings"), Paragraph.of("No findings.")])
>>> [type(b).__name__ for b in doc.blocks]
['Heading', 'Paragraph']
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class _Block(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Run(_Block):
    """A stretch of text inside a paragraph; `bold` for field labels such as "Date:"."""

    text: str
    bold: bool = False


class Heading(_Block):
    kind: Literal["heading"] = "heading"
    text: str
    level: int = 1  # 1 = section, 2 = subsection


class Paragraph(_Block):
    kind: Literal["paragraph"] = "paragraph"
    runs: list[Run] = Field(default_factory=list)

    @classmethod
    def of(cls, text: str) -> Paragraph:
        return cls(runs=[Run(text=text)])

    @classmethod
    def field(cls, label: str, value: str) -> Paragraph:
        """A "Label: value" line, the label in bold (memo heading lines, signature data)."""
        return cls(runs=[Run(text=f"{label}: ", bold=True), Run(text=value)])

    @property
    def text(self) -> str:
        return "".join(run.text for run in self.runs)


class Bullets(_Block):
    """A list. `style="check"` is a checklist: each item gets a box, ticked when `checked[i]`."""

    kind: Literal["bullets"] = "bullets"
    items: list[Paragraph] = Field(default_factory=list)
    style: Literal["bullet", "number", "check"] = "bullet"
    checked: list[bool] = Field(default_factory=list)

    def marker(self, index: int) -> str:
        """The printed marker of item `index` (0-based) in Word and PDF."""
        if self.style == "number":
            return f"{index + 1}."
        if self.style == "check":
            return "\u2611" if index < len(self.checked) and self.checked[index] else "\u2610"
        return "\u2022"


class Table(_Block):
    """A table with a header row. `widths` are relative column widths (they need not sum to 1)."""

    kind: Literal["table"] = "table"
    columns: list[str]
    rows: list[list[str]] = Field(default_factory=list)
    widths: list[float] = Field(default_factory=list)
    name: str = ""  # what the table is, e.g. "findings" (tests and writers may look it up)


Block = Heading | Paragraph | Bullets | Table


class MemoDocument(_Block):
    title: str
    blocks: list[Block] = Field(default_factory=list)
    footer: str = ""  # printed in the page footer of Word and PDF, before the page number
    author: str = ""
    subject: str = ""

    def text_lines(self) -> list[str]:
        """Every piece of text in reading order: what each format must show."""
        out = [self.title]
        for block in self.blocks:
            if isinstance(block, Heading):
                out.append(block.text)
            elif isinstance(block, Paragraph):
                out.append(block.text)
            elif isinstance(block, Bullets):
                out.extend(item.text for item in block.items)
            else:
                out.extend(block.columns)
                out.extend(cell for row in block.rows for cell in row)
        return out

    def table(self, name: str) -> Table | None:
        return next((b for b in self.blocks if isinstance(b, Table) and b.name == name), None)
