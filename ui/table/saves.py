"""The table's link to disk: the autosave after every action and the archive at the end
(resuming the autosave for the menu's Continue is :mod:`ui.continuing`).

A table has one link, :class:`SaveLink` for a saved game or the null saver
:class:`NoSaving` for a game nothing is written for (tests, screenshots,
benchmarks): the table never asks which it has (:func:`link_for` chooses once).

Saving never stops the game. :class:`SaveLink` turns each
:class:`~saves.autosave.SaveStatus` into the lines the table shows: the
first failure ("Saving is off: …"), the first success after failures
("Saving is back on") and the notes about damaged files moved aside, each
once. A finished game is archived (record file and history row) as soon as
the engine says it is over; a game left from the table mid-way is archived
unfinished and stays in the autosave for Continue (finishing it later
replaces its history row; a finished game's never is: :mod:`saves.records`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot_runtime.session import session_worker
from bot_runtime.worker import Worker
from game.game import Game
from game.match import bot_seed
from game.record import PlayerInfo, to_record
from game.rules import Rules
from game.undo import rewind, undo_bot_seed
from saves.autosave import AutoSaver
from saves.records import Archived, archive_game
from saves.session import Session, new_session
from saves.take_back import take_back
from ui.core.window import WorkerFactory
from ui.words.save_messages import problem_lines, save_status_text


class SaveLink:
    """Autosaves and archives one table's session; every method returns lines to show."""

    saved = True  # the game is on disk: it can be saved under a name too

    def __init__(self, session: Session, saver: AutoSaver | None = None) -> None:
        self.session = session
        self.saver = saver or AutoSaver()
        self.archived: Archived | None = None
        self.shown: list[str] = []  # every line shown so far (tests read it)

    @property
    def game(self) -> Game:
        """The game being played and saved."""
        return self.session.game

    @property
    def practice(self) -> bool:
        """Undo was used: a practice game (its statistics say so)."""
        return self.session.practice

    def mark_coached(self) -> None:
        """The coach spoke to the player in this game: it counts as practice, as a game with
        undo does, and its record says the coach was on."""
        self.session.practice = self.session.coached = True

    def save(self) -> list[str]:
        """Write the autosave now (after an engine action); archive a game that is over."""
        status = self.saver.save(self.session)
        lines = problem_lines(status.notes)
        if status.changed and status.message:
            lines.append(save_status_text(status))
        if self.session.game.is_over and self.archived is None:
            lines += self.archive()
        self.shown += lines
        return lines

    def archive(self) -> list[str]:
        """Keep the game in the records folder and the history; the problems, if any."""
        self.archived = archive_game(self.session)
        return problem_lines(self.archived.messages)

    def leave(self) -> list[str]:
        """The player leaves the table: keep a started game (unfinished) in the history.

        The autosave stays, so the menu offers Continue. Nothing is kept of a
        game in which no one has acted yet (or, loaded from a save, not since).
        """
        if self.archived is not None or not self.session.played_here:
            return []
        lines = self.archive()
        self.archived = None  # it may be finished later, and archived again
        self.shown += lines
        return lines

    def finished_record(self, names: list[str]) -> tuple[dict[str, Any], Path | None]:
        """The record of the game (over now) and where it was kept, if it was (the session
        knows its players' ``names``)."""
        return self.session.record(), self.archived.record_path if self.archived else None

    def worker(self, factory: WorkerFactory) -> Worker:
        """The bots' worker: its bots' random state is kept with the session."""
        return session_worker(factory, self.session)

    def take_back(self, seat: int, length: int, factory: WorkerFactory) -> tuple[Game, Worker]:
        """Undo ``seat``'s last decision (the game keeps its first ``length`` actions): the
        shorter game, marked practice, and a worker with new bots."""
        take_back(self.session, seat)
        return self.session.game, self.worker(factory)

    def offer_save(self, open_dialog: Callable[[Session], None]) -> bool:
        """Let the player save the game under a name (``open_dialog``); True: offered."""
        open_dialog(self.session)
        return True

    def next_saver(self) -> AutoSaver | None:
        """The saver of the next game at this table (Play again): saved in the same folder."""
        return AutoSaver(self.saver.folder)


class NoSaving:
    """The null saver: a game nothing is written for (tests, screenshots, benchmarks).

    It answers everything :class:`SaveLink` does, with nothing to say.
    """

    saved = False

    def __init__(self, rules: Rules, seats: list[str], seed: int, game: Game | None = None) -> None:
        self.game = game if game is not None else Game(rules, len(seats), seed)
        self.seats, self.seed = seats, seed
        self.practice = False
        self.shown: list[str] = []

    def mark_coached(self) -> None:
        """Nothing is kept of the game to mark."""
        self.practice = True

    def save(self) -> list[str]:
        """Nothing is written."""
        return []

    def leave(self) -> list[str]:
        """Nothing is kept."""
        return []

    def finished_record(self, names: list[str]) -> tuple[dict[str, Any], Path | None]:
        """The record of the game (over now) with the players' ``names``, kept nowhere."""
        players = [PlayerInfo(name, "human", None) if level == "human" else PlayerInfo(name, "bot", level)
                   for name, level in zip(names, self.seats, strict=True)]
        return to_record(self.game, players), None

    def worker(self, factory: WorkerFactory) -> Worker:
        """The bots' worker, each bot seeded from the game's seed and its seat."""
        return factory({seat: (level, bot_seed(self.seed, seat))
                        for seat, level in enumerate(self.seats) if level != "human"})

    def take_back(self, seat: int, length: int, factory: WorkerFactory) -> tuple[Game, Worker]:
        """The game rebuilt from its first ``length`` actions, and new bots that decide
        differently from there on."""
        self.game = rewind(self.game, length)
        self.practice = True
        return self.game, factory({s: (level, undo_bot_seed(self.seed, s, length))
                                   for s, level in enumerate(self.seats) if level != "human"})

    def offer_save(self, open_dialog: Callable[[Session], None]) -> bool:
        """A game nothing is written for cannot be saved under a name either."""
        return False

    def next_saver(self) -> AutoSaver | None:
        """The next game is not saved either."""
        return None


def link_for(rules: Rules, seats: list[str], seed: int, names: list[str], saver: AutoSaver | None,
             session: Session | None) -> SaveLink | NoSaving:
    """The link of a new table: a loaded ``session`` or a new saved game with ``saver``,
    else the null saver."""
    if session is not None:
        return SaveLink(session, saver)
    if saver is not None:
        return SaveLink(new_session(rules, list(seats), seed, names), saver)
    return NoSaving(rules, seats, seed)
