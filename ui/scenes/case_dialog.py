"""Report a bot's decision: an overlay that says what a report is (this moment of the game kept
in a file in the data folder for the bots' developers; nothing is sent anywhere) and asks for
an optional word, then the case is written.

Opened from the table and the review (B, or the ⚑ beside the trick) with the
:class:`~saves.cases.Case` of the decision; OK writes it as a new JSON file in
the data folder (:func:`saves.cases.write_case`) and ``on_written(path)`` says
where, once the dialog has closed. A folder that cannot be written gets its
reason in the dialog, which stays open. Esc and Cancel write nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from saves.cases import MAX_WORD, Case, cases_dir, write_case
from saves.files import FileProblem
from saves.text import clean_name, display_path
from ui.core.window import Window
from ui.scenes.templates.entry_dialog import EntryDialog
from ui.words.i18n import _
from ui.words.save_messages import problem_text


class CaseDialog(EntryDialog):
    """Ask for the player's word on ``case`` and write it; ``about`` names the decision
    ("Hard (West) played 4♥ in round 5")."""

    def __init__(self, app: Window, case: Case, about: str,
                 on_written: Callable[[Path], None] | None = None, folder: Path | None = None) -> None:
        where = display_path(cases_dir() if folder is None else folder)
        super().__init__(app, _("case.title"), "", _("case.report"),
                         _("case.hint", about=about, folder=where), limit=MAX_WORD, hint_lines=8)
        self.case = case
        self.folder = folder
        self.on_written = on_written
        self.written: Path | None = None

    def submit(self, typed: str) -> str | None:
        """Write the case with ``typed`` as the player's word; the reason when it cannot be."""
        try:
            self.written = write_case(replace(self.case, word=clean_name(typed)[:MAX_WORD]), self.folder)
        except FileProblem as error:
            return problem_text(error)
        except OSError as error:
            return _("case.not_written", reason=error)
        return None

    def done(self) -> None:
        """Tell whoever opened the dialog where the case is."""
        if self.on_written is not None and self.written is not None:
            self.on_written(self.written)
