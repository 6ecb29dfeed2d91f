"""Segmentation: cleaned lines → an outline of numbered provisions, with dates and jurisdiction.

Modules, each one concern of reading a published code:
- `outline`    the pass over the lines that builds the outline and the `Provision` list;
- `numbering`  the numbering grammar (which tokens open a unit, how they nest, labels);
- `captions`   run-in and stand-alone captions;
- `history`    history notes, amendment tables and document dates;
- `furniture`  page bands, tables of contents, recitals, signatures — text that is not a provision;
- `linebreaks` whether a line runs on into the next one;
- `titleblock` title, jurisdiction and county;
- `checks`     outline consistency checks (swallowed lists, gaps, unplaced text) → warnings.

>>> from ordinance_review import segment
>>> callable(segment.segment)
True
"""

from ordinance_review.segment.outline import segment

__all__ = ["segment"]
