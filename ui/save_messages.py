"""Why a save cannot be loaded, in the player's language.

``saves/`` raises :class:`~saves.format.SaveError` with a kind (damaged, newer,
unreadable, missing), the file and an English reason for logs. Here the kind picks
the sentence; the file's name and the technical reason are filled in as they are.
"""

from __future__ import annotations

from saves.autosave import OFF, SaveStatus
from saves.format import MISSING, NEWER, UNREADABLE, SaveError
from ui.i18n import _


def save_error_text(error: SaveError) -> str:
    """The sentence a player reads for ``error``: ``“autosave.json” cannot be loaded: …``."""
    file = error.path.name
    if error.kind == NEWER:
        return _("save_messages.was_saved_by_a_newer_c934",
                 file=file)
    if error.kind == MISSING:
        return _("save_messages.is_not_there_any_more", file=file)
    if error.kind == UNREADABLE:
        return _("save_messages.cannot_be_read", file=file, reason=error.reason)
    return _("save_messages.cannot_be_loaded", file=file, reason=error.reason)


def backup_text(file: str) -> str:
    """Continue loaded the backup because the autosave could not be loaded."""
    return _("save_messages.the_backup_was_loaded_instead_e1ec", file=file)


def save_status_text(status: SaveStatus) -> str:
    """The autosave's change of state: saving is off (and why), or back on."""
    if status.ok:
        return _("save_messages.saving_is_back_on")
    return _("save_messages.saving_is_off", reason=status.message.removeprefix(OFF))
