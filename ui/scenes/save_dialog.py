"""Save the game under a name: an overlay over the table (or the pause menu).

Open it with ``app.scenes.push(SaveDialog(app, session))``, where
``session`` is the table's :class:`~saves.session.Session`
(``TableScene.session``); ``on_saved(name)`` is called once the save is on
disk and the dialog has closed (the table says "Saved as …"). The table
opens it with Ctrl+S; a pause menu's "Save game" entry opens it the same
way. The dialog pops itself when done, or on Esc / Cancel.

The name is prefilled (the name the game was saved under before, or the
preset and the time). An empty or too long name, and a folder that cannot
be written, get a message and the dialog stays open. A save of the same
name is replaced only after a second OK: the first one asks.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from saves.format import MAX_NAME
from saves.pad_session import PadSession, Saved
from saves.slots import save_slot, slot_exists
from ui.core.window import Window
from ui.scenes.templates.entry_dialog import EntryDialog
from ui.words.i18n import _
from ui.words.names import preset_title
from ui.words.save_messages import problem_text


def suggested_name(session: Saved, moment: datetime | None = None) -> str:
    """The name a save is offered under: its earlier name, else ``Oh Pshaw 29 Nov 14:05``."""
    if session.name:
        return session.name
    when = (moment or datetime.now()).strftime("%d %b %H:%M")
    rules = session.pad.rules if isinstance(session, PadSession) else session.game.rules
    return f"{preset_title(rules.preset)} {when}"


class SaveDialog(EntryDialog):
    """Ask for a name and save ``session`` under it with :func:`saves.slots.save_slot`."""

    def __init__(self, app: Window, session: Saved,
                 on_saved: Callable[[str], None] | None = None) -> None:
        super().__init__(app, _("save.title"), suggested_name(session), _("save.save"),
                         _("save.hint"), limit=MAX_NAME + 1)
        self.session = session
        self.on_saved = on_saved
        self.replacing: str | None = None  # the name the player was asked about
        self.saved: str | None = None

    def submit(self, typed: str) -> str | None:
        """Save under ``typed``; a reason when the name is bad, the name is taken or writing fails."""
        name = typed.strip()
        if not name:
            return _("save.name_empty")
        if len(name) > MAX_NAME:
            return _("save.name_too_long", count=MAX_NAME)
        try:
            if slot_exists(name) and self.replacing != name:
                self.replacing = name
                self._ok_label(_("save.replace"))
                return _("save.name_exists", name=name)
            save_slot(name, self.session)
        except (OSError, ValueError) as error:  # a FileProblem, or a seat a save cannot keep
            return _("save.not_saved", reason=problem_text(error))
        self.saved = name
        return None

    def edited(self) -> None:
        """Another name: forget the question about replacing."""
        super().edited()
        if self.replacing is not None and self.entry is not None \
                and self.entry.get_text().strip() != self.replacing:
            self.replacing = None
            self._ok_label(_("save.save"))

    def _ok_label(self, label: str) -> None:
        self.ok_label = label
        button = self.buttons.get("ok")
        if button is not None:
            button.set_text(label)

    def done(self) -> None:
        """Tell whoever opened the dialog."""
        if self.on_saved is not None and self.saved is not None:
            self.on_saved(self.saved)
