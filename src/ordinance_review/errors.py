"""Errors a user can act on. Each message says what is wrong and what to do, in one line."""


class ReviewError(Exception):
    """Base class: the CLI prints the message and exits 2; the app shows it beside the upload."""


class UnreadableInput(ReviewError):
    """The file cannot be read as an ordinance (empty, not a PDF/DOCX, corrupt, too large)."""


class PasswordRequired(UnreadableInput):
    """The PDF is encrypted; the user must supply its password (or a wrong one was given)."""


class OcrUnavailable(UnreadableInput):
    """The pages have no text layer and tesseract is not installed."""
