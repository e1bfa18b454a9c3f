"""What a player does to the game as a whole, from the pause menu, the corner buttons
and keys: the score sheet, a hint, save, undo, leave, end now; and the table's stops
(a round's score sheet, the game over screen).

A part of :class:`ui.table.scene.TableScene` (what it needs of it is
:class:`CommandsHost`): it holds no state of its own beyond the table it serves,
and it is what the pause menu works on (:class:`ui.core.moves.PausedTable`).
The screens it opens come from :mod:`ui.navigator`.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import Protocol

from game import events as ev
from game.actions import Action, EndEarly
from game.bots import Estimate
from game.game import Game
from game.rules import Rules
from game.undo import undo_offered, undo_point
from ui.core.moves import RoundInPlay
from ui.table.coach import costliest, moment_line
from ui.table.hints import hint_possible
from ui.table.presenter import Director, TableModel
from ui.table.score_rows import tie_break_contenders
from ui.table.undo import UndoHost, ask_take_back
from ui.table.view import TableLook
from ui.widgets.bot_report import report_bot
from ui.words.i18n import _
from ui.words.seats import names_in_language


class CommandsHost(UndoHost, Protocol):
    """What the commands need of the table (:class:`ui.table.scene.TableScene`), beyond
    what taking back does."""

    @property
    def rules(self) -> Rules:
        """The rules of the game."""
        ...

    @property
    def seed(self) -> int:
        """The game's seed (Play again deals the next)."""
        ...

    @property
    def practice(self) -> bool:
        """Undo was used: the game is practice."""
        ...

    @property
    def human_turn(self) -> bool:
        """The human must act and the table shows the game as it is."""
        ...

    @property
    def look(self) -> TableLook:
        """What the table shows beside the game (the players' names)."""
        ...

    @property
    def model(self) -> TableModel:
        """The game as the table shows it (which may trail the engine)."""
        ...

    @property
    def director(self) -> Director:
        """The presenter (it resumes after a score sheet)."""
        ...

    def apply(self, action: Action, index: int | None = None) -> bool:
        """Give ``action`` to the engine."""
        ...


class TableCommands:
    """The game-level actions and stops of one table."""

    def __init__(self, table: CommandsHost) -> None:
        self.table = table

    @property
    def rules(self) -> Rules:
        """The rules of the game at the table."""
        return self.table.rules

    @property
    def game(self) -> Game:
        """The game at the table."""
        return self.table.game

    # -- the pause menu and its keys -----------------------------------------------------

    def open_pause_menu(self) -> None:
        """Esc: the pause menu over the still table."""
        self.table.app.nav.pause_menu(self)

    def status_line(self) -> str:
        """``Oh Pshaw · round 5 of 13`` (and "practice" once undo was used), for the pause menu;
        ``Learn to play · Step 14 of 21`` in a lesson."""
        table = self.table
        if self.in_lesson:
            return _("learn.title") + " · " + table.guide.content()[0]
        name = " ".join(word.capitalize() for word in table.rules.preset.split("-"))
        rnd = table.game.round
        line = _("table.status_tie_break_round", preset=name, number=rnd.number) \
            if rnd.tie_break else _("table.status_round_of", preset=name,
                                    number=max(1, rnd.number), total=table.game.scheduled_rounds)
        return line + (" · " + _("table.status_practice") if table.practice else "")

    def end_note(self) -> str:
        """Who would win if the game ended now (R-G3), for the pause menu's question."""
        totals = self.table.game.totals
        leaders = " & ".join(self.table.look.names[s] for s, t in enumerate(totals) if t == max(totals))
        return _("table.would_win", names=leaders, points=max(totals))

    def keys_line(self) -> str:
        """The table's keys, at the foot of the pause menu: the corner buttons' and the ones
        nothing on the table names (the last trick, the list of every key)."""
        return " · ".join((_("table.keys_line"), _("table.keys_last_trick"), _("table.keys_f1")))

    @property
    def in_lesson(self) -> bool:
        """The game at the table is a lesson's (its guide brings its own game)."""
        return self.table.guide.game is not None

    def leave(self) -> None:
        """Back to the main menu. A saved game stays in the autosave for Continue and is
        kept, unfinished, in the history (finishing it later replaces that entry). A lesson
        goes back to Learn to play, which offers to go on at the step it kept."""
        table = self.table
        if self.in_lesson:
            table.app.nav.learn()
            return
        lines = table.saves.leave() if not table.game.is_over else []
        table.app.nav.menu("  ·  ".join(lines))

    def end_now(self) -> None:
        """End the game now (R-G3: the leader wins, the round being played scores nothing);
        the pause menu asks first. The game is archived and the result shown."""
        table = self.table
        if table.game.is_over:
            return
        table.bots.forget()  # a bot's answer for a game that is over is dropped
        table.hints.clear()
        table.apply(EndEarly())

    @property
    def can_save(self) -> bool:
        """The game can be saved under a name: it is a saved game (the null saver's is not)."""
        return self.table.saves.saved

    @property
    def can_end(self) -> bool:
        """The players at this screen are the whole table: they may end the game now (not a
        lesson: it is left, and taken up again at its step)."""
        return not self.in_lesson

    def open_save_dialog(self) -> None:
        """Ctrl+S: save this game under a name (the navigator's save dialog)."""
        table = self.table
        if table.game.is_over or not table.saves.offer_save(
                lambda session: table.app.nav.save_dialog(
                    session, lambda name: table.say(_("table.saved_as", name=name)))):
            table.say(_("table.cannot_be_saved"))

    def show_scores(self) -> None:
        """The score sheet of every round the table has shown and of the round in play (the
        table waits under it)."""
        table = self.table
        if not table.app.nav.scores_so_far(table.game, table.look.names, table.model.last_scored,
                                           self.round_in_play()):
            table.say(_("table.no_round_scored_yet"))

    def round_in_play(self) -> RoundInPlay | None:
        """The round the table shows being played (bids as shown so far: a secret bid not
        yet revealed is not there), or ``None`` between rounds."""
        model = self.table.model
        if not model.round_number or model.round_number <= model.last_scored:
            return None
        trump = model.trump.symbol if model.trump_known and model.trump else ""
        contenders = tie_break_contenders(self.game, model.last_scored) if model.tie_break else ()
        return RoundInPlay(model.round_number, model.hand_size, trump, model.tie_break,
                           tuple(model.bids), tuple(model.piles), contenders)

    # -- the hint ------------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Ask the worker for the Hard bot's analysis of the human's decision (H again hides it)."""
        table = self.table
        if self.hint_on:
            if table.hints.shown:
                table.hints.clear()
            return
        if not table.human_turn or not hint_possible(table.game.view(table.me)):
            table.say(_("hint.only_on_your_turn"))
            return
        table.hints.ask(table.worker, table.game.view(table.me), len(table.game.log))

    @property
    def hint_on(self) -> bool:
        """A hint is being thought about or shown."""
        return self.table.hints.thinking or self.table.hints.shown

    @property
    def hint(self) -> Future[dict[Action, Estimate]] | None:
        """The hint being thought about (the frame loop keeps drawing while there is one)."""
        return self.table.hints.future

    # -- reporting a bot's decision -------------------------------------------------------

    def report_bot(self) -> None:
        """B or the ⚑ beside the trick: report the last decision a bot made (the motion first
        runs to its end, so the decision is the one on the table); the dialog asks for a
        word, writes the case and the table says where."""
        table = self.table
        if table.guide.game is not None:  # a lesson's seats follow its script: no bot to report
            return
        table.director.skip()
        report_bot(table.app, table.game, table.look.names, table.seats,
                   lambda message: table.say(message, 6.0))

    # -- undo ------------------------------------------------------------------------------

    @property
    def undo_offered(self) -> bool:
        """Ctrl+Z can take back the human's last decision: one human, the game not over, and
        a decision of theirs to take back (not offered before the first move)."""
        return undo_offered(self.table.seats) and not self.table.game.is_over \
            and self.table.guide.game is None \
            and undo_point(self.table.game, self.table.me) is not None

    def undo(self) -> None:
        """Ctrl+Z: take back the human's last decision, asking first while the game still
        counts (:func:`ui.table.undo.ask_take_back`)."""
        ask_take_back(self.table)

    # -- stops: score sheet and game over ----------------------------------------------

    def on_stop(self, event: ev.Event) -> None:
        """The presenter stopped at ``event``: a round's score sheet, or the game's end."""
        table = self.table
        nav = table.app.nav
        if isinstance(event, ev.RoundScored):
            nav.score_sheet(table.game, table.look.names, event, on_close=table.director.resume)
        elif isinstance(event, ev.GameOver):
            rules, seats, seed, names = table.rules, table.seats, table.seed + 1, table.look.names
            saves = table.saves  # a saved game's next game is saved too, in the same folder

            def play_again() -> None:  # "You" follows a language chosen since the game began
                nav.table(rules, seats, seed, saves.next_saver(), names_in_language(seats, list(names)))

            record, kept_at = saves.finished_record(list(names))
            coached = [(m.ply, moment_line(m)) for m in costliest(table.coach.moments)]
            nav.game_over(table.game, names, seats, play_again, record, kept_at, coached)
