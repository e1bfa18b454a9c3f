"""Undo at the table (Ctrl+Z): the human's last decision and every bot action after it
are taken back; the bots decide again, the deal stays, and the game becomes practice.

The table's link to disk does it (:meth:`ui.table.saves.SaveLink.take_back`): the
engine rebuilds the game from its log (:mod:`game.undo`); a saved game's
session does the same and gets new bots (:mod:`saves.take_back`), and the
autosave then holds the shorter game, marked practice. The table shows the
earlier moment at once, as when a game is resumed.
"""

from __future__ import annotations

from typing import Protocol

from bot_runtime.worker import Worker
from game.game import Game
from game.undo import undo_offered, undo_point
from ui.core.window import Window
from ui.table.bots import BotTurns
from ui.table.coach import Coach
from ui.table.guide import Guide
from ui.table.hints import Hint
from ui.table.saves import NoSaving, SaveLink
from ui.words.i18n import _


class Choices(Protocol):
    """The human's decision in progress (:class:`ui.table.input.TableInput`)."""

    def forget_choices(self) -> None:
        """No panel, no cards picked or lifted."""
        ...


class UndoHost(Protocol):
    """What taking back needs of the table (:class:`ui.table.scene.TableScene`): the game
    and the bots' worker are replaced."""

    game: Game
    worker: Worker

    @property
    def app(self) -> Window:
        """The window (it makes the new bots' worker)."""
        ...

    @property
    def seats(self) -> list[str]:
        """``"human"`` or a bot level per seat."""
        ...

    @property
    def me(self) -> int:
        """The seat at the bottom."""
        ...

    @property
    def saves(self) -> SaveLink | NoSaving:
        """The table's link to disk, which takes the decision back."""
        ...

    @property
    def bots(self) -> BotTurns:
        """The bots' turns (a decision being thought about is dropped)."""
        ...

    @property
    def guide(self) -> Guide:
        """A lesson's guide: a lesson's game is not taken back."""
        ...

    @property
    def coach(self) -> Coach:
        """The coach: what it judged after the point taken back goes."""
        ...

    @property
    def hints(self) -> Hint:
        """The hint (cleared)."""
        ...

    @property
    def input(self) -> Choices:
        """The human's hands (the decision in progress is forgotten)."""
        ...

    def say(self, message: str, seconds: float = 2.0) -> None:
        """Show ``message`` above the hand for a while."""
        ...

    def say_lines(self, lines: list[str]) -> None:
        """Lines about saving."""
        ...

    def show_game(self, animate_from: int) -> None:
        """A new picture of the game, its events before ``animate_from`` at once."""
        ...


def refusal(table: UndoHost) -> str:
    """Why the human's last decision at ``table`` cannot be taken back ("" when it can):
    two or more humans, a lesson, nothing decided yet, the game over."""
    if not undo_offered(table.seats):
        return _("table.undo_not_with_several_humans")
    if table.guide.game is not None:
        return _("table.undo_not_in_a_lesson")
    if undo_point(table.game, table.me) is None or table.game.is_over:
        return _("table.undo_nothing_yet")
    return ""


def ask_take_back(table: UndoHost) -> None:
    """Ctrl+Z: take back the human's last decision; the first time in a game (it is not
    practice yet) ask first, since from then on the game does not count in the statistics.
    Refused with a line saying why (:func:`refusal`)."""
    why = refusal(table)
    if why:
        table.say(why)
    elif table.saves.practice:
        take_back_at(table)
    else:
        def yes() -> None:
            take_back_at(table)
        table.app.nav.confirm(_("table.take_back_question"), _("table.take_back_yes"),
                              _("table.take_back_no"), yes, detail=_("table.take_back_detail"))


def take_back_at(table: UndoHost) -> bool:
    """Take back the human's last decision at ``table``, without asking; True when done.
    Refused, with a line saying why, with two or more humans or before the human has
    decided anything."""
    why = refusal(table)
    length = undo_point(table.game, table.me)
    if why or length is None:
        table.say(why or _("table.undo_nothing_yet"))
        return False
    table.worker.close()  # a bot mid-thought answers for a game that no longer exists
    table.game, table.worker = table.saves.take_back(table.me, length, table.app.worker_factory)
    table.bots.forget()
    table.hints.clear()
    table.coach.forget_after(length)
    table.input.forget_choices()
    table.show_game(animate_from=len(table.game.events))
    table.say(_("table.undo_done_now_practice"), 4.0)
    table.say_lines(table.saves.save())
    return True
