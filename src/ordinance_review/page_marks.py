"""Page marks that both ingestion and segmentation must read the same way.

Ingestion takes them off a page where they sit in its running bands; segmentation takes off the ones
a layout left in the text (a foot typed right under the last line of a page that runs short).
"""

from __future__ import annotations

import re

# A page's print date alone on its line ("09 - 01 - 2000", "9/1/2000"): the day a code's page was printed
# or supplemented, never a provision. Only the all-figure form: a title block's own date ("March 3,
# 2015") can be the enactment.
PRINT_DATE = re.compile(r"^\d{1,2}\s*([-/.])\s*\d{1,2}\s*\1\s*(?:\d{4}|\d{2})$")
