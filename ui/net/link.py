"""A network table's link as the screens see it: the host's or the client's bridge, polled
once a frame, its notices gathered into one plain state (:class:`NetState`).

The game runs in the bridge's thread (a host) or on another computer (a client); the
screens read only what the link gathered here — the confirmed views of their seats, who
sits where, whether the connection is there — and send actions through it. Nothing here
waits: :meth:`Link.update` takes what has come and returns.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.actions import Action
from game.errors import IllegalActionError
from game.rules import Rules
from game.view import SeatView
from netplay import notices
from netplay.bridge import ClientBridge, HostBridge
from netplay.client import Client
from netplay.keeping import Keeper
from netplay.seats import Presence, SeatKind
from netplay.table import NetTable
from netplay.to_client import SeatInfo
from saves.joined import JoinedSeat, forget_seat, keep_seat
from saves.session import Session


@dataclass
class NetState:
    """Everything the screens know of a network table, as the notices told it."""

    views: dict[int, SeatView] = field(default_factory=dict)  # the seats shown here, confirmed
    version: int = -1  # the state the views are of
    seats: tuple[SeatInfo, ...] = ()
    rules: Rules | None = None
    started: bool = False
    addresses: tuple[str, ...] = ()  # a host's: where others reach it
    code: str = ""  # a host's join code
    seat: int | None = None  # a client's seat, once taken
    reconnecting: float | None = None  # a client: monotonic time of the next try while dropped
    closed: str = ""  # the link ended: why, in English (shown with a translated lead)
    refused: bool = False  # the host refused the client (the code, the version, no seat)
    over: bool = False
    record: dict[str, Any] | None = None  # the finished game's record (a client's, a host's)
    messages: list[str] = field(default_factory=list)  # lines for the table to show once
    refusals: list[IllegalActionError] = field(default_factory=list)  # actions the engine refused
    save_trouble: str = ""

    def away(self, seat: int) -> bool:
        """The player of ``seat`` left and has not come back (a bot plays it after the grace)."""
        return any(s.seat == seat and s.kind is SeatKind.REMOTE and s.presence is Presence.AWAY
                   for s in self.seats)

    def waiting(self, seat: int) -> bool:
        """Nobody has taken remote ``seat`` yet."""
        return any(s.seat == seat and s.kind is SeatKind.REMOTE and s.presence is Presence.FREE
                   for s in self.seats)


class Link:
    """The part every link shares: the state, and the views' bookkeeping."""

    #: True at the host's screen (the table is hosted here).
    hosting = False

    def __init__(self) -> None:
        self.state = NetState()

    def update(self) -> bool:
        """Take every notice that came; True when something changed."""
        raise NotImplementedError

    def act(self, seat: int, version: int, action: Action) -> None:
        """Send ``action`` for ``seat``, made on state ``version``."""
        raise NotImplementedError

    def close(self) -> None:
        """Leave the table (a host stops; its game stays saved)."""
        raise NotImplementedError

    @property
    def names(self) -> list[str]:
        """Each seat's name as the table tells it."""
        return [s.name for s in self.state.seats]


class HostLink(Link):
    """The host of ``table`` in its thread, listening on ``bind``:``port`` (``0``: any free
    port, also when ``port`` is taken). ``announce`` names the table on the local network
    (``None``: not announced)."""

    hosting = True

    def __init__(self, table: NetTable, keeper: Keeper | None, bind: str, port: int,
                 announce: str | None = None, pace_s: float = 0.6) -> None:
        super().__init__()
        self.table, self.keeper, self.bind, self.announce, self.pace_s = table, keeper, bind, announce, pace_s
        self.state.rules = table.session.game.rules
        self.state.code = table.code
        self.local = [i for i, s in enumerate(table.seats) if s.kind is SeatKind.LOCAL]
        self.bridge = self._bridge(port)
        self.finished: notices.Finished | None = None
        self.unannounced = ""  # why the table is not announced on the network, if it is not

    def _bridge(self, port: int) -> HostBridge:
        bridge = HostBridge(self.table, self.keeper, self.bind, port, auto_start=True, pace_s=self.pace_s,
                            announce=self.announce)
        bridge.start()
        return bridge

    @property
    def session(self) -> Session:
        """The hosted game's session: read it only once the host's thread is done with it
        (the game is over)."""
        return self.table.session

    def update(self) -> bool:
        """Take the host's notices."""
        batch = self.bridge.poll()
        state = self.state
        for notice in batch:
            if isinstance(notice, notices.Listening):
                state.addresses = notice.addresses
            elif isinstance(notice, notices.CutOff) and notice.seat is None \
                    and notice.reason.startswith("cannot listen") and self.bridge.port != 0:
                self.bridge = self._bridge(0)  # the usual port is taken: any will do
            elif isinstance(notice, notices.CutOff) and notice.reason.startswith("cannot listen"):
                state.closed = notice.reason
            elif isinstance(notice, notices.SeatsChanged):
                state.seats = notice.seats
            elif isinstance(notice, notices.Started):
                state.started = True
            elif isinstance(notice, notices.LocalViews):
                state.version, state.views = notice.version, dict(notice.views)  # shown once started
            elif isinstance(notice, notices.ActionRefused):
                state.refusals.append(notice.error)
            elif isinstance(notice, notices.SaveTrouble):
                state.save_trouble = notice.message
            elif isinstance(notice, notices.NotAnnounced):
                self.unannounced = notice.reason
            elif isinstance(notice, notices.Finished):
                self.finished = notice
                state.over = True
                state.messages.extend(notice.problems)
        if not self.bridge.running and not state.over and not state.closed and self.bridge.error:
            state.closed = str(self.bridge.error)
        return bool(batch)

    def act(self, seat: int, version: int, action: Action) -> None:
        """A seat at this screen acts."""
        self.bridge.send(notices.LocalAct(seat, version, action))

    def start(self) -> None:
        """Begin now: free remote seats are played by the stand-in until taken."""
        self.bridge.send(notices.Start())

    def bot_seat(self, seat: int, name: str) -> None:
        """A remote seat nobody took becomes a bot seat, called ``name``."""
        self.bridge.send(notices.BotSeat(seat, name))

    def end_game(self) -> None:
        """End the game now (R-G3)."""
        self.bridge.send(notices.EndGame())

    def close(self) -> None:
        """Stop the host; the game stays saved (Continue takes it up again)."""
        self.bridge.stop(3.0)

    def record(self) -> dict[str, Any] | None:
        """The finished game's record, once the host's thread is done with the game."""
        if not self.state.over:
            return None
        self.bridge.join(3.0)
        return self.table.session.record()


class GuestLink(Link):
    """A client of the host at ``address``:``port``, playing one seat as ``name``. With
    ``token`` it takes back a seat held before; else the join ``code`` lets it see the table
    and :meth:`sit` takes a seat. ``game`` names the table's game in the list of seats kept."""

    def __init__(self, address: str, port: int, name: str, code: str | None = None,
                 token: str | None = None, game: str = "",
                 make: Callable[..., Client] = Client) -> None:
        super().__init__()
        self.address, self.port, self.name, self.game = address, port, name, game
        self.token = token
        self.bridge = ClientBridge(lambda notify: make(address, port, notify, name=name, code=code,
                                                       token=token, choose_seat=token is None))
        self.bridge.start()
        self.seen = False  # the table was seen (the code was right)

    def update(self) -> bool:
        """Take the client's notices."""
        batch = self.bridge.poll()
        state = self.state
        for notice in batch:
            if isinstance(notice, notices.TableSeen):
                self.seen = True
                state.rules, state.seats = notice.table.rules, notice.table.seats
                state.started, state.over = notice.table.started, notice.table.over
                state.reconnecting = None
            elif isinstance(notice, notices.SeatTaken):
                state.seat, self.token = notice.seat, notice.token
                state.messages.extend(line for line in [keep_seat(JoinedSeat(
                    self.address, self.port, notice.seat, notice.token, self.name[:40],
                    self.game[:80] or "Oh Pshaw"))] if line)
            elif isinstance(notice, notices.ViewChanged):
                state.version, state.views = notice.version, {notice.view.seat: notice.view}
                state.started, state.reconnecting = True, None
            elif isinstance(notice, notices.SeatsChanged):
                state.seats = notice.seats
            elif isinstance(notice, notices.ActionRefused):
                state.refusals.append(notice.error)
            elif isinstance(notice, notices.Reconnecting) and state.seat is None:
                state.closed = notice.reason  # never seated here: the address or the host is wrong
                self.bridge.send(notices.Leave())
            elif isinstance(notice, notices.Reconnecting):
                state.reconnecting = time.monotonic() + notice.delay
            elif isinstance(notice, notices.Connecting) and notice.attempt == 0:
                pass
            elif isinstance(notice, notices.GameRecord):
                state.record, state.over = notice.record, True
                forget_seat(self.address, self.port)
            elif isinstance(notice, notices.Closed):
                state.closed = notice.reason
                state.refused = notice.refused is not None
                state.reconnecting = None
        return bool(batch)

    def sit(self, seat: int | None) -> None:
        """Take ``seat`` (``None``: any free remote seat)."""
        self.bridge.send(notices.Sit(seat, self.name))

    def act(self, seat: int, version: int, action: Action) -> None:
        """This seat acts."""
        self.bridge.send(notices.Act(version, action))

    def close(self) -> None:
        """Leave the table (the seat's token is kept: the player may come back)."""
        self.bridge.stop(3.0)
