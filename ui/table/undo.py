"""Undo at the table (Ctrl+Z): the human's last decision and every bot action after it
are taken back; the bots decide again, the deal stays, and the game becomes practice.

The table's link to disk does it (:meth:`ui.table.saves.SaveLink.take_back`): the
engine rebuilds the game from its log (:mod:`game.undo`); a saved game's
session does the same and gets new bots (:mod:`saves.take_back`), and the
autosave then holds the shorter game, marked practice. The table shows the
earlier moment at once, as when a game is resumed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.undo import undo_offered, undo_point
from ui.words.i18n import _

if TYPE_CHECKING:
    from ui.table.scene import TableScene


def take_back_at(table: TableScene) -> bool:
    """Take back the human's last decision at ``table``; True when done. Refused, with a
    line saying why, with two or more humans or before the human has decided anything."""
    if not undo_offered(table.seats):
        table.say(_("table.undo_not_with_several_humans"))
        return False
    length = undo_point(table.game, table.me)
    if length is None or table.game.is_over:
        table.say(_("table.undo_nothing_yet"))
        return False
    table.worker.close()  # a bot mid-thought answers for a game that no longer exists
    table.game, table.worker = table.saves.take_back(table.me, length, table.app.worker_factory)
    table.bots.forget()
    table.hints.clear()
    table.input.forget_choices()
    table.show_game(animate_from=len(table.game.events))
    table.say(_("table.undo_done_now_practice"), 4.0)
    table.say_lines(table.saves.save())
    return True
