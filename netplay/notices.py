"""The plain messages between a host or client and whatever drives it (the window, a command).

A driver never touches the game or the sockets: it sends *commands* and reads *notices*, all
small frozen values (numbers, texts, :class:`~game.view.SeatView`), through the thread-safe
queues of :mod:`netplay.bridge`. The same notices reach ``ohpshaw serve`` and ``ohpshaw join``
through a callback.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.actions import Action
from game.errors import IllegalActionError
from game.view import SeatView
from netplay.to_client import Refused, SeatInfo, Table

# -- a host's notices -------------------------------------------------------------------------


@dataclass(frozen=True)
class Listening:
    """The host listens on ``port``; ``addresses`` are the host's candidate addresses to show
    (``address:port``), ``code`` the join code."""

    port: int
    addresses: tuple[str, ...]
    code: str


@dataclass(frozen=True)
class SeatsChanged:
    """Who sits where now (a player came, left, or a bot took over)."""

    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Started:
    """The game began."""


@dataclass(frozen=True)
class LocalViews:
    """The views of the seats played at the host's screen, at state ``version``."""

    version: int
    views: dict[int, SeatView]


@dataclass(frozen=True)
class CutOff:
    """The host closed a connection (of ``seat``, if it had one) for ``reason``."""

    seat: int | None
    reason: str


@dataclass(frozen=True)
class SaveTrouble:
    """Saving the game failed or works again: ``message`` in English."""

    message: str


@dataclass(frozen=True)
class NotAnnounced:
    """The table could not be announced on the local network (``reason`` in English): others
    type its address instead."""

    reason: str


@dataclass(frozen=True)
class Finished:
    """The game is over; ``problems`` tell what could not be kept (record, history)."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
    problems: tuple[str, ...]


@dataclass(frozen=True)
class ActionRefused:
    """The engine refused ``action`` (a client's, or a seat's at the host's screen); nothing
    changed."""

    action: str
    error: IllegalActionError


HostNotice = (Listening | SeatsChanged | Started | LocalViews | CutOff | SaveTrouble | NotAnnounced
              | Finished | ActionRefused)

# -- a host's commands -----------------------------------------------------------------------


@dataclass(frozen=True)
class Start:
    """Begin now: remote seats still free are played by the stand-in bot until taken."""


@dataclass(frozen=True)
class LocalAct:
    """An action for a seat played at the host's screen, made on state ``state``."""

    seat: int
    state: int
    action: Action


@dataclass(frozen=True)
class BotSeat:
    """Before the game begins: a remote seat nobody has taken becomes a bot seat for good
    (at the stand-in's level), called ``name``."""

    seat: int
    name: str


@dataclass(frozen=True)
class EndGame:
    """End the game now (R-G3)."""


@dataclass(frozen=True)
class Stop:
    """Stop the host (the game stays saved and can be resumed)."""


HostCommand = Start | LocalAct | BotSeat | EndGame | Stop

# -- a client's notices ---------------------------------------------------------------------


@dataclass(frozen=True)
class Connecting:
    """Trying to reach the host (``attempt`` 0 is the first try)."""

    attempt: int


@dataclass(frozen=True)
class TableSeen:
    """The host's table: its rules and seats."""

    table: Table


@dataclass(frozen=True)
class SeatTaken:
    """The client sits in ``seat``; ``token`` takes it back after a drop."""

    seat: int
    token: str


@dataclass(frozen=True)
class ViewChanged:
    """The seat's view at state ``version`` (confirmed by the host: draw this)."""

    version: int
    view: SeatView


@dataclass(frozen=True)
class Reconnecting:
    """The connection dropped (``reason``); the next try is in ``delay`` seconds."""

    reason: str
    delay: float


@dataclass(frozen=True)
class GameRecord:
    """The game is over: its record (every hand public now), for the review."""

    record: dict[str, Any]


@dataclass(frozen=True)
class Closed:
    """The client stopped for good: ``reason`` in English, ``refused`` when the host refused."""

    reason: str
    refused: Refused | None = None


ClientNotice = (Connecting | TableSeen | SeatTaken | ViewChanged | SeatsChanged | ActionRefused
                | Reconnecting | GameRecord | Closed)

# -- a client's commands ---------------------------------------------------------------------


@dataclass(frozen=True)
class Act:
    """Make ``action`` for the client's seat on state ``state`` (the version of the view the
    player saw)."""

    state: int
    action: Action


@dataclass(frozen=True)
class Sit:
    """Take ``seat`` (``None``: any free remote seat) as ``name``: a client made with
    ``choose_seat`` waits for this after it saw the table."""

    seat: int | None
    name: str


@dataclass(frozen=True)
class Leave:
    """Close the connection and stop."""


ClientCommand = Act | Sit | Leave
