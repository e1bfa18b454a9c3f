"""What a player does to the game as a whole, from the pause menu, the corner buttons
and keys: the score sheet, a hint, save, undo, leave, end now; and the table's stops
(a round's score sheet, the game over screen).

A part of :class:`ui.table.scene.TableScene` (a mixin over the same state); the
pause menu reaches it through :class:`ui.scenes.pause.PausedTable`. Its texts keep
their ``table_scene.*`` catalogue keys.
"""

# The methods are TableScene's (``self: TableScene``), which mypy's mixin check refuses.
# mypy: disable-error-code="misc"

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from bot_runtime.guard import Asked
from game import events as ev
from game.actions import Action, EndEarly
from game.bots.hard import Estimate
from game.game import Game
from game.rules import Rules
from game.undo import undo_offered
from saves.autosave import AutoSaver
from ui.app import App
from ui.scenes.game_over import GameOverScene
from ui.scenes.pause import PauseMenu
from ui.table.hints import hint_possible
from ui.table.undo import take_back_at
from ui.words.i18n import _

if TYPE_CHECKING:
    from ui.table.scene import TableScene


class TableActions:
    """The game-level actions and stops of :class:`~ui.table.scene.TableScene`."""

    pending: Asked | None  # a bot's decision being thought about

    # -- the pause menu and its keys -----------------------------------------------------

    def open_pause_menu(self: TableScene) -> None:
        """Esc: the pause menu over the still table."""
        self.app.scenes.push(PauseMenu(self.app, self))

    def status_line(self: TableScene) -> str:
        """``Oh Pshaw · round 5 of 13`` (and "practice" once undo was used), for the pause menu."""
        name = " ".join(word.capitalize() for word in self.rules.preset.split("-"))
        rnd = self.game.round
        line = _("table_scene.tie_break_round", preset=name, number=rnd.number) \
            if rnd.tie_break else _("table_scene.round_of", preset=name,
                                    number=max(1, rnd.number), total=self.game.scheduled_rounds)
        return line + (" · " + _("table_scene.practice") if self.practice else "")

    def end_note(self: TableScene) -> str:
        """Who would win if the game ended now (R-G3), for the pause menu's question."""
        totals = self.game.totals
        leaders = " & ".join(self.look.names[s] for s, t in enumerate(totals) if t == max(totals))
        return _("table_scene.would_win_with_points", names=leaders, points=max(totals))

    def leave(self: TableScene) -> None:
        """Back to the main menu. A saved game stays in the autosave for Continue and is
        kept, unfinished, in the history (finishing it later replaces that entry)."""
        from ui.scenes.menu import MenuScene
        lines = self.saves.leave() if self.saves is not None and not self.game.is_over else []
        menu = MenuScene(self.app)
        menu.message = "  ·  ".join(lines)
        self.app.scenes.replace(menu)

    def end_now(self: TableScene) -> None:
        """End the game now (R-G3: the leader wins, the round being played scores nothing);
        the pause menu asks first. The game is archived and the result shown."""
        if self.game.is_over:
            return
        self.pending = None  # a bot's answer for a game that is over is dropped
        self.hints.clear()
        self._apply(EndEarly())

    def open_save_dialog(self: TableScene) -> None:
        """Ctrl+S: save this game under a name (:class:`ui.scenes.save_dialog.SaveDialog`)."""
        from ui.scenes.save_dialog import SaveDialog
        if self.session is None or self.game.is_over:
            self.say(_("table_scene.this_game_cannot_be_saved"))
            return
        self.app.scenes.push(SaveDialog(self.app, self.session,
                                        lambda name: self.say(_("table_scene.saved_as", name=name))))

    def show_scores(self: TableScene) -> None:
        """The score sheet of every round the table has shown (the table waits under it)."""
        from ui.scenes.score_sheet import ScoreSheet
        sheet = ScoreSheet.so_far(self.app, self.game, self.look.names, self.model.last_scored)
        if sheet is None:
            self.say(_("table_scene.no_round_has_been_scored_5849"))
        else:
            self.app.scenes.push(sheet)

    # -- the hint ------------------------------------------------------------------------

    def ask_hint(self: TableScene) -> None:
        """Ask the worker for the Hard bot's analysis of the human's decision (H again hides it)."""
        if self._hint_on:
            if self.hints.shown:
                self.hints.clear()
            return
        if not self.human_turn or not hint_possible(self.game.view(self.me)):
            self.say(_("table_scene.a_hint_is_given_when_3a9d"))
            return
        self.hints.ask(self.worker, self.game.view(self.me), len(self.game.log))

    @property
    def _hint_on(self: TableScene) -> bool:
        return self.hints.thinking or self.hints.shown

    @property
    def hint(self: TableScene) -> Future[dict[Action, Estimate]] | None:
        """The hint being thought about (the frame loop keeps drawing while there is one)."""
        return self.hints.future

    # -- undo ------------------------------------------------------------------------------

    @property
    def undo_offered(self: TableScene) -> bool:
        """Ctrl+Z can take back the human's last decision: one human, the game not over."""
        return undo_offered(self.seats) and not self.game.is_over

    def forget_choices(self: TableScene) -> None:
        """No panel, no cards picked or lifted: the decision in progress is gone."""
        self._kill_panel()
        self.look.selected, self.look.hover, self.look.lift = set(), None, {}

    def undo(self: TableScene) -> None:
        """Ctrl+Z: take back the human's last decision (:func:`ui.table.undo.take_back_at`)."""
        take_back_at(self)

    # -- stops: score sheet and game over ----------------------------------------------

    def _on_stop(self: TableScene, event: ev.Event) -> None:
        """The director stopped at ``event``: a round's score sheet, or the game's end."""
        if isinstance(event, ev.RoundScored):
            from ui.scenes.score_sheet import ScoreSheet
            self.app.scenes.push(ScoreSheet(self.app, self.game, self.look.names, event,
                                            on_close=self.director.resume))
        elif isinstance(event, ev.GameOver):
            again = (self.rules, self.seats, self.seed + 1)
            if self.saves is None:
                self.app.scenes.replace(GameOverScene(self.app, self.game, self.look.names, again))
            else:
                self.app.scenes.replace(_SavedGameOver(self.app, self.game, self.look.names, again,
                                                       self.saves.saver.folder))


class _SavedGameOver(GameOverScene):
    """Game over of a saved game: Play again starts a saved game too."""

    def __init__(self, app: App, game: Game, names: list[str], again: tuple[Rules, list[str], int],
                 folder: Path) -> None:
        super().__init__(app, game, names, again)
        self.folder = folder

    def choose(self, key: str) -> None:
        """Play again with autosave, or what the plain scene does."""
        if key != "again":
            super().choose(key)
            return
        from ui.table.scene import TableScene
        rules, seats, seed = self.again
        self.app.scenes.replace(TableScene(self.app, rules, seats, seed, AutoSaver(self.folder),
                                           names=self.names))
