"""The moves between screens a scene may ask for (:class:`Moves`), and what they carry.

A scene never imports another scene: it asks ``app.nav`` for the next one by what it
means (the menu, the rules over this screen, the score sheet of a round), and
:class:`ui.navigator.Navigator`, the one module that knows every scene, builds it and
puts it on the stack. A *screen* replaces everything shown; an *overlay* is pushed on
top and pops itself. The values a move carries from one feature to another are here
too: the table or pad under the pause menu (:class:`PausedTable`) and the round in play
the score sheet shows (:class:`RoundInPlay`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from game import events as ev
from game.pad.actions import PadAction
from game.pad.score_pad import ScorePad
from game.pad.scored import ScoredGame
from game.rules import Rules
from saves.autosave import AutoSaver
from saves.cases import Case
from saves.finished import Finished
from saves.pad_session import PadSession, Saved
from saves.session import Session


class PausedTable(Protocol):
    """What the pause menu needs of the table under it."""

    @property
    def rules(self) -> Rules:
        """The rules of the game at the table."""
        ...

    @property
    def game(self) -> ScoredGame:
        """The game at the table."""
        ...

    @property
    def can_save(self) -> bool:
        """The game can be saved under a name (Save is offered)."""
        ...

    def open_save_dialog(self) -> None:
        """Save the game under a name."""
        ...

    @property
    def undo_offered(self) -> bool:
        """Ctrl+Z can take back the human's last decision here."""
        ...

    def undo(self) -> None:
        """Take back the human's last decision."""
        ...

    @property
    def can_end(self) -> bool:
        """Whoever is at this screen may end the game now ("End game now" is offered): not a
        network game's client, whose host alone decides."""
        ...

    def end_now(self) -> None:
        """End the game at once (R-G3)."""
        ...

    def leave(self) -> None:
        """Back to the main menu; the game stays in the autosave."""
        ...

    def status_line(self) -> str:
        """``Oh Pshaw · round 5 of 13``"""
        ...

    @property
    def in_lesson(self) -> bool:
        """The game is a lesson of Learn to play: leaving keeps its step, nothing ends it early."""
        ...

    def end_note(self) -> str:
        """Who would win if the game ended now: ``Basil would win with 57 points``."""
        ...

    def keys_line(self) -> str:
        """The keys of the screen under the menu, at its foot: ``At the table: Tab scores``."""
        ...


@dataclass(frozen=True)
class RoundInPlay:
    """The round being played, as the table shows it: ``bids`` so far (``None``: not yet,
    or a secret bid not yet shown) and the tricks each has taken."""

    number: int
    hand_size: int
    trump: str
    tie_break: bool
    bids: tuple[int | None, ...]
    won: tuple[int, ...]
    contenders: tuple[int, ...] = ()


class Moves(Protocol):
    """The navigator's moves, as scenes and their parts ask for them."""

    # -- screens: each replaces what is shown ----------------------------------------------

    def menu(self, message: str = "") -> None:
        """The main menu, showing ``message`` (lines about saving) under its entries."""
        ...

    def new_game(self) -> None:
        """The setup of a new game."""
        ...

    def saved_games(self) -> None:
        """The list of named saves."""
        ...

    def statistics(self) -> None:
        """One player's figures from the history."""
        ...

    def finished_games(self) -> None:
        """The games of the history, to look back at."""
        ...

    def table(self, rules: Rules, seats: list[str], seed: int, saver: AutoSaver | None = None,
              names: list[str] | None = None, messages: Sequence[str] = ()) -> None:
        """A new game at the table (saved with ``saver``), showing ``messages`` first."""
        ...

    def quick_game(self, keep_autosave: bool) -> None:
        """Oh Pshaw against three bots of the chosen level, autosaved."""
        ...

    def learn(self) -> None:
        """Learn to play: the list of lessons."""
        ...

    def lesson(self, name: str) -> None:
        """Lesson ``name`` at the table, from the step the player reached (or the start)."""
        ...

    def learned_game(self, coach: bool = True) -> None:
        """Learn to play's last part: a real game at Easy, saved, with the coach on (or off,
        when the player declines it)."""
        ...

    def resume(self, session: Session, messages: Sequence[str] = ()) -> None:
        """A saved game at the table as it stands, autosaved from now on."""
        ...

    def score_pad_setup(self) -> None:
        """The setup of a score pad: a game played with real cards."""
        ...

    def join_game(self) -> None:
        """Join game: tables on the local network, or an address and a code."""
        ...

    def host_table(self, rules: Rules, seats: list[str], names: list[str],
                   messages: Sequence[str] = ()) -> None:
        """A new network table (``seats``: ``"human"``, ``"remote"`` or a bot level), waiting
        for the players on other computers."""
        ...

    def continue_network(self) -> None:
        """The network game saved here, waiting for its players to come back."""
        ...

    def net_table(self, link: object) -> None:
        """The table of a network game whose link (:class:`ui.net.link.Link`) is ``link``."""
        ...

    def new_score_pad(self, rules: Rules, names: list[str], first_dealer: int, saver: AutoSaver,
                      messages: Sequence[str] = ()) -> None:
        """A new score pad for ``names`` (seat order), saved with ``saver``."""
        ...

    def score_pad(self, session: PadSession, messages: Sequence[str] = ()) -> None:
        """A saved score pad as it stands, autosaved from now on."""
        ...

    def game_over(self, game: ScoredGame, names: list[str], seats: list[str],
                  play_again: Callable[[], None], record: dict[str, Any] | None = None,
                  kept_at: Path | None = None, coached: Sequence[tuple[int, str]] = ()) -> None:
        """The end of ``game``: the winner, the standings, Play again or the menu; with the
        coach on, its costliest moments (position in the log, line), each opening the review."""
        ...

    def review(self, finished: Finished, cache: Path | None, back: Callable[[], None],
               at: int | None = None) -> None:
        """Look back at ``finished`` at the table (from position ``at``); ``back`` leaves."""
        ...

    def report(self, finished: Finished, cache: Path | None, back: Callable[[], None]) -> None:
        """The skill and luck report of ``finished``; ``back`` leaves."""
        ...

    # -- overlays: pushed on top, each pops itself -----------------------------------------

    def rules(self, rules: Rules | None = None, players: int | None = None) -> None:
        """The rules of ``rules`` (default: the last setup's game) over the scene below."""
        ...

    def settings(self) -> None:
        """The settings, applied at once to the scene below."""
        ...

    def pause_menu(self, table: PausedTable) -> None:
        """Esc at the table or the pad: the pause menu over it."""
        ...

    def score_sheet(self, game: ScoredGame, names: list[str], scored: ev.RoundScored,
                    on_close: Callable[[], None]) -> None:
        """The sheet of a round just scored; ``on_close`` when the player goes on."""
        ...

    def scores_so_far(self, game: ScoredGame, names: list[str], upto: int,
                      in_play: RoundInPlay | None = None) -> bool:
        """The sheet of every round up to ``upto`` and of the round ``in_play``; False when
        there is nothing to show yet."""
        ...

    def save_dialog(self, session: Saved, on_saved: Callable[[str], None]) -> None:
        """Save ``session`` (a game or a score pad) under a name."""
        ...

    def correct_round(self, pad: ScorePad, names: list[str],
                      apply: Callable[[PadAction], str | None]) -> None:
        """Correct a scored round of ``pad``; ``apply`` enters the correction."""
        ...

    def export_dialog(self, record: dict[str, Any], on_done: Callable[[Path], None]) -> None:
        """Export a game record to a file the player names."""
        ...

    def case_dialog(self, case: Case, about: str, on_written: Callable[[Path], None]) -> None:
        """Report a bot's decision (``case``; ``about`` names it): ask for a word, write it."""
        ...

    def confirm(self, question: str, yes: str, no: str, on_yes: Callable[[], None],
                detail: str = "") -> None:
        """A yes/no question over the scene below."""
        ...

    def hand_over(self, name: str, task: str, on_ready: Callable[[], None]) -> None:
        """Hot seat: cover the table until ``name`` is ready."""
        ...
