"""Messages about files in the player's language.

``saves/`` raises and returns :class:`~saves.problems.Message` s: an English
text (for logs and the command line) that keeps a key and values. Here the
key picks the catalogue entry ``saves.<key>`` and the values are filled in,
themselves translated when they are messages (a reason inside a reason), engine
errors or save errors. A file's name and the system's own words (``No space
left on device``) are filled in as they are. :class:`~saves.format.SaveError`
adds the lead-in naming the file by its kind (damaged, newer, unreadable, missing).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.errors import GameError
from saves.autosave import SaveStatus
from saves.format import MISSING, NEWER, UNREADABLE, SaveError
from saves.problems import PLAIN, Message
from saves.text import display_path
from ui.words.errors import error_text
from ui.words.i18n import STRICT, _, format_number

#: Numbers from this size on are written with the language's digit groups (byte counts).
GROUPED = 10_000


def problem_text(problem: object) -> str:
    """``problem`` in the player's language: a :class:`Message`, a :class:`SaveError`, an
    engine error, an error carrying a message (``FileProblem``, ``ExportProblem``, …), or a
    tuple of them (joined by ``"; "``); any other value as it is.

    >>> from ui.words.i18n import set_language
    >>> set_language("de")
    >>> problem_text(Message("export_no_folder", folder=Path("/nowhere")))
    'Den Ordner /nowhere gibt es nicht'
    >>> set_language("en")
    """
    if isinstance(problem, SaveError):
        return save_error_text(problem)
    if isinstance(problem, GameError):
        return error_text(problem)
    if isinstance(problem, BaseException):
        if not (problem.args and isinstance(problem.args[0], Message)):
            return str(problem)  # not from saves/: the system's own words
        problem = problem.args[0]
    if isinstance(problem, Message):
        if problem.key == PLAIN:
            if STRICT:  # English that bypassed the messages of saves/problems.py
                raise KeyError(f"a message without a key reaches the player: {problem!r}")
            return str(problem)
        values = {name: _value(value) for name, value in problem.values.items()}
        return _("saves." + problem.key, **values)
    if isinstance(problem, tuple):
        return "; ".join(problem_text(item) for item in problem)
    return str(problem)


def _value(value: Any) -> Any:
    if isinstance(value, (Message, SaveError, GameError, tuple)):
        return problem_text(value)
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= GROUPED:
        return format_number(value)
    if isinstance(value, Path):
        return display_path(value)  # a folder named in another encoding: U+FFFD, never a surrogate
    return value


def problem_lines(problems: list[Message] | tuple[Message, ...]) -> list[str]:
    """Each of ``problems`` in the player's language."""
    return [problem_text(problem) for problem in problems]


def save_error_lines(error: SaveError) -> list[str]:
    """``error`` as lines to show: one for each file when neither autosave could be loaded
    (each line names its file), else :func:`save_error_text`."""
    if error.reason.key == "none_loaded":
        return [problem_text(problem) for problem in error.reason.values["problems"]]
    return [save_error_text(error)]


def save_error_text(error: SaveError) -> str:
    """The sentence a player reads for ``error``: ``“autosave.json” cannot be loaded: …``."""
    file = error.path.name
    if error.reason.key == "none_loaded":  # each problem names its own file
        return problem_text(error.reason)
    if error.kind == NEWER:
        return _("save.file_newer_version",
                 file=file)
    if error.kind == MISSING:
        return _("save.file_gone", file=file)
    if error.kind == UNREADABLE:
        return _("save.file_cannot_be_read", file=file, reason=problem_text(error.reason))
    return _("save.file_cannot_be_loaded", file=file, reason=problem_text(error.reason))


def save_status_text(status: SaveStatus) -> str:
    """The autosave's change of state: saving is off (and why), or back on."""
    if status.ok:
        return _("save.saving_back_on")
    reason = problem_text(status.problem) if status.problem is not None else status.message
    return _("save.saving_off", reason=reason)
