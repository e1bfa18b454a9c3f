"""Hosting a network table from the window: a new one from the setup, or the saved one again.

The setup's seats say per seat ``"human"`` (a person at this screen), ``"remote"`` (a player
on another computer) or a bot level. The host's game is saved in the data folder's
``network/`` after every action (:mod:`netplay.keeping`), apart from the table's own
autosave; Continue of the menu takes it up again, every remote seat away until its player
comes back with the seat's token. Before a new network table takes its place, an
unfinished one is kept in the history, as the table keeps its own.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path

from game.rules import Rules
from netplay.keeping import STEM, Keeper, ResumeError, resume
from netplay.seats import SeatKind, join_code
from netplay.table import NetTable
from saves import paths
from saves.files import FileProblem
from saves.format import SaveHeader, read_header
from saves.records import archive_game
from saves.session import new_session
from ui.core.settings import Settings
from ui.words.i18n import _
from ui.words.names import preset_title
from ui.words.save_messages import problem_lines
from ui.words.seats import REMOTE

#: Where the window's host listens: every network interface (others must reach it).
BIND = "0.0.0.0"
#: ``loopback`` keeps a window's network play on this computer (tests and tools set it).
NETWORK_VARIABLE = "OHPSHAW_NETWORK"
#: The port tried first, so a restarted host is found where it was; any free one if taken.
PORT = 41873


def network_folder() -> Path:
    """Where the hosted game and its seats are kept."""
    return paths.data_dir() / "network"


def seat_kinds(seats: list[str]) -> list[SeatKind]:
    """The network seat kind of each of the setup's seats."""
    return [SeatKind.REMOTE if s == REMOTE else SeatKind.LOCAL if s == "human" else SeatKind.BOT
            for s in seats]


def pace(settings: Settings) -> float:
    """The least time a bot's move takes at a network table, so every screen can follow."""
    return max(0.35, settings.bot_pause + 0.25)


def table_name(names: list[str], seats: list[str], title: str) -> str:
    """The name a table is announced under: the host's player and the game."""
    host = next((name for name, seat in zip(names, seats, strict=True) if seat == "human"), "")
    return f"{host} {title}".strip()


@dataclass
class Hosted:
    """A table to host (or ``None``, with the reasons), and lines to show first."""

    table: NetTable | None
    keeper: Keeper | None
    messages: list[str]


def new_table(settings: Settings, rules: Rules, seats: list[str], names: list[str]) -> Hosted:
    """A new network table of the setup's ``rules``, ``seats`` and ``names``, its keeper, and
    what happened to an unfinished network game before it (kept in the history)."""
    folder = network_folder()
    messages = keep_unfinished_network(folder)
    specs = ["human" if s == REMOTE else s for s in seats]
    seed = random.SystemRandom().randrange(1, 2**31)
    session = new_session(rules, specs, seed, names)
    table = NetTable(session, seat_kinds(seats), join_code(), settings.grace, settings.stand_in)
    keeper = Keeper(folder, history=True)
    try:
        keeper.save_seats(table)
    except FileProblem as error:
        return Hosted(None, None, [*messages, *problem_lines([error.args[0]])])
    return Hosted(table, keeper, messages)


def keep_unfinished_network(folder: Path) -> list[str]:
    """Keep the unfinished network game saved in ``folder`` in the history before a new one
    takes its place; lines about it (never raises)."""
    try:
        table = resume(folder)
    except ResumeError:
        return []
    except Exception as error:  # whatever the disk holds, a new table can be hosted
        return [_("continue.cannot_be_loaded", error=error)]
    return problem_lines(archive_game(table.session).messages)


def saved_table() -> Hosted:
    """The saved network game, every remote seat away until its player returns (the grace
    runs from now); or why it cannot be taken up."""
    folder = network_folder()
    try:
        table = resume(folder)
    except ResumeError as error:
        return Hosted(None, None, [_("net.cannot_continue", reason=str(error))])
    table.all_away(time.monotonic())
    return Hosted(table, Keeper(folder, history=True), [])


def network_offer() -> str | None:
    """Continue's line for an unfinished network game saved here (``None``: there is none)."""
    folder = network_folder()
    for name in (f"{STEM}.json", f"{STEM}.backup.json"):
        try:
            header: SaveHeader = read_header(folder / name)
        except Exception:  # no file, or one that is not a save: nothing to offer
            continue
        if header.over:
            return None
        return _("net.continue_line", preset=preset_title(header.preset), round=max(1, header.round),
                 players=len(header.players))
    return None
