"""Which scene follows which: the one module that knows every scene, so scenes never import each other.

A scene never imports another scene. When the player moves on (the menu's
New game, the table's game over, the pause menu's Rules), the scene asks
``app.nav`` for the next one by what it means, and the navigator builds it
and puts it on the stack: a *screen* replaces everything shown, an
*overlay* is pushed on top and pops itself. This is what pygame_gui does
with ``core/interfaces``: the scenes know a small interface
(:class:`ui.core.moves.Moves`, through :class:`ui.core.window.Window`), not each
other, and not the window.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from bot_runtime.analysis import Analyst
from game import events as ev
from game.game import Game
from game.pad.actions import PadAction
from game.pad.score_pad import ScorePad
from game.pad.scored import ScoredGame
from game.presets import preset
from game.rules import Rules
from netplay.browsing import Finder
from saves.analysis_cache import cache_path
from saves.autosave import AutoSaver
from saves.cases import Case
from saves.finished import Finished
from saves.pad_session import PadSession, Saved, new_pad_session
from saves.session import Session
from saves.startup import Startup
from ui.continuing import keep_unfinished
from ui.core.moves import PausedTable, RoundInPlay
from ui.core.window import Window
from ui.learn.guide import LessonGuide
from ui.learn.lesson import read_moves
from ui.learn.lessons import LESSONS
from ui.learn.scene import LessonsScene
from ui.net.hosting import BIND, NETWORK_VARIABLE, PORT, Hosted, new_table, pace, saved_table, table_name
from ui.net.join import Finding, JoinScene
from ui.net.link import HostLink, Link
from ui.net.table import NetTableScene
from ui.net.waiting import WaitingScene
from ui.pad.correct import CorrectRound
from ui.pad.link import PadLink
from ui.pad.scene import PadScene
from ui.pad.setup import PadSetupScene
from ui.review.looking import Looking, game_key
from ui.review.report import ReportScene
from ui.review.scene import ReviewScene
from ui.scene import Scene
from ui.scenes.case_dialog import CaseDialog
from ui.scenes.confirm import ConfirmScene
from ui.scenes.export_dialog import ExportDialog
from ui.scenes.game_over import GameOverScene
from ui.scenes.games import GamesScene
from ui.scenes.keys import toggle_keys
from ui.scenes.load import LoadScene
from ui.scenes.menu import MenuScene
from ui.scenes.pause import PauseMenu
from ui.scenes.rules import RulesScene
from ui.scenes.save_dialog import SaveDialog
from ui.scenes.score_sheet import ScoreSheet
from ui.scenes.settings import SettingsScene
from ui.scenes.statistics import StatsScene
from ui.table.handover import HandOver
from ui.table.scene import TableScene
from ui.table.setup import SetupScene, remembered


class Home(Window, Protocol):
    """What the navigator needs of the window beyond what scenes do: the analyst of a
    finished game (:class:`ui.app.App` answers it)."""

    @property
    def analyst_factory(self) -> Callable[[], Analyst]:
        """Makes what judges a finished game."""
        ...


class Navigator:
    """The moves between scenes of one window (``app.nav``): :class:`ui.core.moves.Moves`,
    and the first scene of a window."""

    def __init__(self, app: Home) -> None:
        self.app = app
        self.looking: Looking | None = None  # the finished game being looked back at
        self.startup: Startup | None = None  # the program's start: the data folder may not be ours
        #: Where a network table hosted here listens (announced on the network unless on
        #: loopback), and what finds tables for Join game. With OHPSHAW_NETWORK=loopback
        #: (tests, the monkey, screenshots) nothing leaves this computer: the host listens on
        #: 127.0.0.1 and no table is looked for.
        loopback = os.environ.get(NETWORK_VARIABLE) == "loopback"
        self.net_bind: tuple[str, int] = ("127.0.0.1", 0) if loopback else (BIND, PORT)
        self.finder: Callable[[], Finding] | None = None if loopback else Finder

    # -- screens: each replaces what is shown -------------------------------------------------

    def first(self, startup: Startup | None = None) -> Scene:
        """The scene the window opens at: the main menu (told how the start went: another
        window may have the data folder)."""
        self.startup = startup
        return MenuScene(self.app, startup)

    def menu(self, message: str = "") -> None:
        """The main menu, showing ``message`` (lines about saving) under its entries. While
        the data folder is not this window's, it still offers only to play unsaved or quit."""
        self.stop_looking()
        elsewhere = self.startup is not None and self.startup.other is not None
        scene = MenuScene(self.app, self.startup if elsewhere else None)
        scene.message = message
        self.app.scenes.replace(scene)

    def new_game(self) -> None:
        """The setup of a new game."""
        self.app.scenes.replace(SetupScene(self.app))

    def saved_games(self) -> None:
        """The list of named saves."""
        self.stop_looking()
        self.app.scenes.replace(LoadScene(self.app))

    def statistics(self) -> None:
        """One player's figures from the history."""
        self.stop_looking()
        self.app.scenes.replace(StatsScene(self.app))

    def finished_games(self) -> None:
        """The games of the history, to look back at."""
        self.stop_looking()
        self.app.scenes.replace(GamesScene(self.app))

    def table(self, rules: Rules, seats: list[str], seed: int, saver: AutoSaver | None = None,
              names: list[str] | None = None, messages: Sequence[str] = ()) -> None:
        """A new game at the table (saved with ``saver``), showing ``messages`` first."""
        self.stop_looking()
        table = TableScene(self.app, rules, seats, seed, saver, names=names)
        table.say_lines(list(messages))
        self.app.scenes.replace(table)

    def quick_game(self, keep_autosave: bool) -> None:
        """Oh Pshaw against three bots of the chosen level, autosaved; an unfinished
        autosaved game is kept in the history first when ``keep_autosave``."""
        level = self.app.settings.bot_level
        seed = random.SystemRandom().randrange(1, 2**31)
        kept = keep_unfinished() if keep_autosave else []
        self.table(preset("oh-pshaw"), ["human", level, level, level], seed, AutoSaver(),
                   messages=kept)

    def learn(self) -> None:
        """Learn to play: the list of lessons."""
        self.stop_looking()
        self.app.scenes.replace(LessonsScene(self.app))

    def lesson(self, name: str) -> None:
        """Lesson ``name`` at the table, from the step the player reached (or the start); its
        game is the lesson's own, never saved."""
        self.stop_looking()
        settings = self.app.settings
        lesson = LESSONS[name]
        going_on = settings.learn_lesson == name
        start, moves = (settings.learn_step, read_moves(settings.learn_moves)) if going_on else (0, [])
        guide = LessonGuide(lesson, settings, start, self.app.settings_changed,
                            self.learned_game, self.learn, moves)
        self.app.scenes.replace(TableScene(self.app, lesson.rules, list(lesson.seats), 0,
                                           guide=guide))

    def learned_game(self, coach: bool = True) -> None:
        """Learn to play's last part: a real game of Oh Pshaw against three Easy bots, saved,
        with the coach on (it stays on until the settings turn it off), or off when the
        player declines it."""
        self.app.settings.coach = coach
        self.app.settings_changed()
        seed = random.SystemRandom().randrange(1, 2**31)
        kept = keep_unfinished()
        self.table(preset("oh-pshaw"), ["human", "easy", "easy", "easy"], seed, AutoSaver(),
                   messages=kept)

    def resume(self, session: Session, messages: Sequence[str] = ()) -> None:
        """A saved game at the table as it stands, autosaved from now on."""
        self.app.scenes.replace(TableScene.from_session(self.app, session, list(messages)))

    def score_pad_setup(self) -> None:
        """The setup of a score pad: a game played with real cards (R-G5)."""
        self.app.scenes.replace(PadSetupScene(self.app))

    def join_game(self) -> None:
        """Join game: tables on the local network, or an address and a code."""
        self.stop_looking()
        self.app.scenes.replace(JoinScene(self.app, self.finder))

    def host_table(self, rules: Rules, seats: list[str], names: list[str],
                   messages: Sequence[str] = ()) -> None:
        """A new network table, waiting for the players on other computers."""
        self.stop_looking()
        self._host(new_table(self.app.settings, rules, seats, names), list(messages),
                   table_name(names, seats, rules.title))

    def continue_network(self) -> None:
        """The network game saved here, waiting for its players to come back."""
        self.stop_looking()
        hosted = saved_table()
        name = ""
        if hosted.table is not None:
            session = hosted.table.session
            name = table_name(session.names, ["human" if k.value == "local" else k.value
                                              for k in (s.kind for s in hosted.table.seats)],
                              session.game.rules.title)
        self._host(hosted, [], name)

    def _host(self, hosted: Hosted, messages: list[str], name: str) -> None:
        if hosted.table is None:
            self.menu("  ·  ".join(hosted.messages))
            return
        bind, port = self.net_bind
        announce = name if bind not in ("127.0.0.1", "::1") else None
        link = HostLink(hosted.table, hosted.keeper, bind, port, announce, pace(self.app.settings))
        self.app.scenes.replace(WaitingScene(self.app, link, [*hosted.messages, *messages]))

    def net_table(self, link: object) -> None:
        """The table of a network game (``link``: a :class:`ui.net.link.Link`)."""
        assert isinstance(link, Link)
        self.app.scenes.replace(NetTableScene(self.app, link))

    def new_score_pad(self, rules: Rules, names: list[str], first_dealer: int, saver: AutoSaver,
                      messages: Sequence[str] = ()) -> None:
        """A new score pad for ``names`` (seat order), saved with ``saver``."""
        session = new_pad_session(rules, names, first_dealer)
        self.app.scenes.replace(PadScene(self.app, PadLink(session, saver), list(messages)))

    def score_pad(self, session: PadSession, messages: Sequence[str] = ()) -> None:
        """A saved score pad as it stands, autosaved from now on."""
        self.app.scenes.replace(PadScene(self.app, PadLink(session), list(messages)))

    def game_over(self, game: ScoredGame, names: list[str], seats: list[str],
                  play_again: Callable[[], None], record: dict[str, Any] | None = None,
                  kept_at: Path | None = None, coached: Sequence[tuple[int, str]] = (),
                  again: bool = False) -> None:
        """The end of ``game``: the winner, the standings, a short report of skill and luck
        (a game played at the table: judged in the background from ``record``, kept beside
        ``kept_at``), the coach's costliest moments (``coached``: where each is in the log,
        and its line), Play again or the menu. ``again``: back from the review or the report
        (a win is celebrated once)."""
        looking = None
        if record is not None and isinstance(game, Game):
            looking = self.look_back(Finished(record, game, tuple(names)),
                                     cache_path(kept_at) if kept_at is not None else None)

        def back() -> None:
            self.game_over(game, names, seats, play_again, record, kept_at, coached, again=True)

        scene = GameOverScene(self.app, game, names, seats, play_again, looking,
                              lambda: self._review(back), lambda: self._report(back), again=again)
        if looking is not None:
            scene.moments = list(coached)
            scene.open_at = lambda at: self._review(back, at)
        self.app.scenes.replace(scene)

    # -- looking back at a finished game -------------------------------------------------------

    def look_back(self, finished: Finished, cache: Path | None) -> Looking:
        """The analysis of ``finished`` (kept at ``cache``): the one under way when it is the
        same game, else a new one (the old one stops)."""
        if self.looking is not None and self.looking.key == game_key(finished):
            return self.looking
        self.stop_looking()
        self.looking = Looking(finished, cache, self.app.analyst_factory())
        return self.looking

    def stop_looking(self) -> None:
        """Stop the analysis under way (the player left the finished game)."""
        if self.looking is not None:
            self.looking.close()
            self.looking = None

    def first_review(self, finished: Finished, cache: Path | None,
                     startup: Startup | None = None) -> Scene:
        """The scene a window opens at to look back at ``finished`` (``main.py review``);
        Back goes to the main menu (told how the start went)."""
        self.startup = startup
        looking = self.look_back(finished, cache)
        return ReviewScene(self.app, looking, self.menu, lambda: self._report(self.menu))

    def review(self, finished: Finished, cache: Path | None, back: Callable[[], None],
               at: int | None = None) -> None:
        """Look back at ``finished`` at the table (from position ``at``); ``back`` leaves."""
        self.look_back(finished, cache)
        self._review(back, at)

    def report(self, finished: Finished, cache: Path | None, back: Callable[[], None]) -> None:
        """The skill and luck report of ``finished``; ``back`` leaves."""
        self.look_back(finished, cache)
        self._report(back)

    def _review(self, back: Callable[[], None], at: int | None = None) -> None:
        looking = self.looking
        assert looking is not None
        self.app.scenes.replace(ReviewScene(self.app, looking, back, lambda: self._report(back),
                                            start=at or 0))

    def _report(self, back: Callable[[], None]) -> None:
        looking = self.looking
        assert looking is not None
        self.app.scenes.replace(ReportScene(self.app, looking, back,
                                            lambda at: self._review(back, at)))

    # -- overlays: pushed on top, each pops itself ---------------------------------------------

    def rules(self, rules: Rules | None = None, players: int | None = None) -> None:
        """The rules of ``rules`` (default: the last setup's game) over the scene below."""
        if rules is None:
            setup = remembered(self.app)
            rules, players = setup.rules, len(setup.seats)
        self.app.scenes.push(RulesScene(self.app, rules, players))

    def settings(self) -> None:
        """The settings, applied at once to the scene below."""
        self.app.scenes.push(SettingsScene(self.app))

    def pause_menu(self, table: PausedTable) -> None:
        """Esc at the table: the pause menu over it."""
        self.app.scenes.push(PauseMenu(self.app, table))

    def score_sheet(self, game: ScoredGame, names: list[str], scored: ev.RoundScored,
                    on_close: Callable[[], None]) -> None:
        """The sheet of a round just scored; ``on_close`` when the player goes on."""
        self.app.scenes.push(ScoreSheet(self.app, game, names, scored, on_close=on_close))

    def scores_so_far(self, game: ScoredGame, names: list[str], upto: int,
                      in_play: RoundInPlay | None = None) -> bool:
        """Tab: the sheet of every round up to ``upto`` and of the round ``in_play``; False
        when there is nothing to show yet."""
        sheet = ScoreSheet.so_far(self.app, game, names, upto, in_play)
        if sheet is not None:
            self.app.scenes.push(sheet)
        return sheet is not None

    def save_dialog(self, session: Saved, on_saved: Callable[[str], None]) -> None:
        """Ctrl+S: save ``session`` (a game or a score pad) under a name."""
        self.app.scenes.push(SaveDialog(self.app, session, on_saved))

    def correct_round(self, pad: ScorePad, names: list[str],
                      apply: Callable[[PadAction], str | None]) -> None:
        """Correct a scored round of ``pad``; ``apply`` enters the correction."""
        self.app.scenes.push(CorrectRound(self.app, pad, names, apply))

    def export_dialog(self, record: dict[str, Any], on_done: Callable[[Path], None]) -> None:
        """Export a game record to a file the player names."""
        self.app.scenes.push(ExportDialog(self.app, record, on_done))

    def case_dialog(self, case: Case, about: str, on_written: Callable[[Path], None]) -> None:
        """Report a bot's decision (``case``; ``about`` names it): ask for a word, write it."""
        self.app.scenes.push(CaseDialog(self.app, case, about, on_written))

    def confirm(self, question: str, yes: str, no: str, on_yes: Callable[[], None],
                detail: str = "") -> None:
        """A yes/no question over the scene below."""
        self.app.scenes.push(ConfirmScene(self.app, question, yes, no, on_yes, detail))

    def hand_over(self, name: str, task: str, on_ready: Callable[[], None]) -> None:
        """Hot seat: cover the table until ``name`` is ready."""
        self.app.scenes.push(HandOver(self.app, name, task, on_ready))

    def toggle_keys(self) -> None:
        """F1: the keys of the screen on top, or close them when they are open."""
        toggle_keys(self.app)
