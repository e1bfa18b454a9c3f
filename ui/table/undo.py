"""Undo at the table (Ctrl+Z): the human's last decision and every bot action after it
are taken back; the bots decide again, the deal stays, and the game becomes practice.

The engine rebuilds the game from its log (:mod:`game.undo`); a saved game's
session does the same and gets new bots (:mod:`saves.take_back`), and the
autosave then holds the shorter game, marked practice. The table shows the
earlier moment at once, as when a game is resumed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot_runtime.session import session_worker
from game.undo import rewind, undo_bot_seed, undo_offered, undo_point
from saves.take_back import take_back
from ui.words.i18n import _

if TYPE_CHECKING:
    from ui.table.scene import TableScene


def take_back_at(table: TableScene) -> bool:
    """Take back the human's last decision at ``table``; True when done. Refused, with a
    line saying why, with two or more humans or before the human has decided anything."""
    if not undo_offered(table.seats):
        table.say(_("table_undo.undo_is_not_offered_with_c547"))
        return False
    length = undo_point(table.game, table.me)
    if length is None or table.game.is_over:
        table.say(_("table_undo.there_is_nothing_to_take_bc55"))
        return False
    table.worker.close()  # a bot mid-thought answers for a game that no longer exists
    if table.session is not None and table.saves is not None:
        take_back(table.session, table.me)
        table.game = table.session.game
        table.worker = session_worker(table.app.worker_factory, table.session)
    else:
        table.game = rewind(table.game, length)
        table.worker = table.app.worker_factory({
            seat: (level, undo_bot_seed(table.seed, seat, length))
            for seat, level in enumerate(table.seats) if level != "human"})
    table.practice, table.pending = True, None
    table.hints.clear()
    table.forget_choices()
    table.show_game(animate_from=len(table.game.events))
    table.say(_("table_undo.your_last_move_is_taken_1db8"), 4.0)
    if table.saves is not None:
        table.say_lines(table.saves.save())
    return True
