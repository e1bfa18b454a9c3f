"""The table's link to disk: the autosave after every action, the archive at the end,
and resuming the autosave for the menu's Continue.

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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot_runtime.session import session_worker
from bot_runtime.worker import Worker
from game.game import Game
from game.match import bot_seed
from game.record import PlayerInfo, to_record
from game.rules import Rules
from game.undo import rewind, undo_bot_seed
from saves.autosave import AutoSaver, Resumed, autosave_header, load_autosave
from saves.format import SaveError, SaveHeader
from saves.paths import AUTOSAVE_NAME, BACKUP_NAME, autosave_dir
from saves.records import Archived, archive_game
from saves.session import Session, new_session
from saves.take_back import take_back
from ui.words.i18n import _
from ui.words.names import preset_title
from ui.words.save_messages import problem_lines, save_error_lines, save_status_text

#: Makes the bots' worker of a table from ``{seat: (level, seed)}`` (``app.worker_factory``).
WorkerFactory = Callable[[dict[int, tuple[str, int]]], Worker]


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

    def __init__(self, rules: Rules, seats: list[str], seed: int) -> None:
        self.game = Game(rules, len(seats), seed)
        self.seats, self.seed = seats, seed
        self.practice = False
        self.shown: list[str] = []

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


def keep_unfinished() -> list[str]:
    """Before a new game takes the autosave's place: keep the unfinished game in it
    (a window closed mid-game) in the history, so it is not lost. Never raises."""
    try:
        found = load_autosave()
    except SaveError as error:  # damaged files were moved aside; say so
        return save_error_lines(error)
    except Exception as error:
        return [_("continue.cannot_be_loaded", error=error)]
    if found is None:
        return []
    session = found.session
    if session.game.is_over or not session.played_here:
        return problem_lines(found.messages)
    return problem_lines([*found.messages, *archive_game(session).messages])


@dataclass
class ContinueOffer:
    """What the menu's Continue entry shows: ``header`` is ``None`` when no autosave
    could be read (the entry is offered anyway, to say why)."""

    header: SaveHeader | None
    subtitle: str = ""


def continue_offer() -> ContinueOffer | None:
    """The Continue entry for the menu, or ``None`` when there is no unfinished game to resume."""
    try:
        header = autosave_header()
    except Exception:  # the menu must open whatever the disk holds
        header = None
    if header is not None:
        if header.over:
            return None
        return ContinueOffer(header, subtitle(header))
    folder = autosave_dir()
    try:
        present = any((folder / name).exists() or (folder / name).is_symlink()
                      for name in (AUTOSAVE_NAME, BACKUP_NAME))
    except OSError:
        present = False
    return ContinueOffer(None, _("continue.cannot_be_read")) if present else None


def subtitle(header: SaveHeader) -> str:
    """``Oh Pshaw · round 5 · 4 players``"""
    return _("continue.game_round_players", preset=preset_title(header.preset),
             round=max(1, header.round), players=len(header.players))


@dataclass
class Resume:
    """The outcome of Continue: a session to play (with lines to show), or why not."""

    session: Session | None
    messages: list[str]


def load_for_continue() -> Resume:
    """Load the autosave (or its backup); never raises."""
    try:
        found: Resumed | None = load_autosave()
    except SaveError as error:
        return Resume(None, save_error_lines(error))
    except Exception as error:  # never crash the menu on a bad file
        return Resume(None, [_("continue.cannot_be_loaded", error=error)])
    if found is None:
        return Resume(None, [_("continue.nothing_saved")])
    session, messages = found.session, problem_lines(found.messages)
    if session.game.is_over:
        return Resume(None, [*messages, _("continue.already_over")])
    if "human" not in session.seats:  # one person, or several at a hot seat
        return Resume(None, [*messages, _("continue.no_seat_for_a_person")])
    return Resume(session, messages)
