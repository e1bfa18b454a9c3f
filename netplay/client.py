"""The client: reaches a host, takes a seat, shows its view, sends its actions, comes back.

It draws nothing and decides nothing itself: each confirmed view goes to the driver as a
:class:`~netplay.notices.ViewChanged`; an action comes from the driver
(:class:`~netplay.notices.Act`) or from ``player``, a bot that plays the seat
(``ohpshaw join --bot``). A dropped connection is tried again with back-off
(:mod:`netplay.heartbeat`) and the seat's token, for up to ``give_up_s`` seconds; a refusal,
a newer connection taking the seat, or the end of the game ends it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from enum import Enum

from bot_runtime.guard import decide
from game.bots import Bot
from game.match import bot_seed
from game.phase import Phase
from game.rules import Rules
from game.version import APP_VERSION
from game.view import PastRound, SeatView
from netplay import notices, to_client, to_host, view_codec
from netplay.heartbeat import GIVE_UP_S, PING_INTERVAL_S, PING_TIMEOUT_S, backoff
from netplay.wire import Close
from netplay.ws_client import WsClient, WsClosed, connect
from saves.problems import PLAIN, Message
from saves.shape import ShapeError

log = logging.getLogger(__name__)


class Ending(Enum):
    """How a client's run ended."""

    OVER = "over"  # the game ended; its record came
    REFUSED = "refused"  # the host would not seat us
    REPLACED = "replaced"  # a newer connection took the seat
    GAVE_UP = "gave-up"  # the host could not be reached for too long
    LEFT = "left"  # the driver asked to leave
    BROKEN = "broken"  # the host sent what this protocol does not allow


class _Dropped(Exception):
    """The connection dropped; try again."""


class Client:
    """A client of the host at ``host``:``port`` for one seat.

    ``seat`` asks for a seat (``None``: the first free remote one); ``token`` reclaims a seat
    held before. With ``choose_seat`` the client shows the table first and sits only when the
    driver says where (:class:`~netplay.notices.Sit`: the Join game screen). ``tap`` sees
    every byte received (tests, measurements).
    """

    def __init__(self, host: str, port: int, notify: Callable[[notices.ClientNotice], None], *,
                 name: str, code: str | None = None, seat: int | None = None,
                 token: str | None = None, player: Bot | None = None, give_up_s: float = GIVE_UP_S,
                 tap: Callable[[bytes], None] | None = None, ping_interval: float = PING_INTERVAL_S,
                 ping_timeout: float = PING_TIMEOUT_S, choose_seat: bool = False) -> None:
        self.host, self.port, self.notify = host, port, notify
        self.choose_seat = choose_seat
        self.name, self.code, self.wanted, self.token, self.player = name, code, seat, token, player
        self.give_up_s, self.tap = give_up_s, tap
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.rules: Rules | None = None
        self.seat: int | None = None
        self.version = -1
        self.view: SeatView | None = None
        self.earlier: tuple[PastRound, ...] = ()
        self.ws: WsClient | None = None
        self.leaving = False
        self._thinking: asyncio.Task[None] | None = None

    async def run(self, commands: asyncio.Queue[notices.ClientCommand] | None = None) -> Ending:
        """Play until the game is over or the client stops; how it ended."""
        attempt, deadline = 0, time.monotonic() + self.give_up_s
        while True:
            self.notify(notices.Connecting(attempt))
            try:
                self.ws = await connect(self.host, self.port, tap=self.tap, ping_interval=self.ping_interval,
                                        ping_timeout=self.ping_timeout)
            except (TimeoutError, OSError, WsClosed) as error:
                reason = f"cannot reach {self.host}:{self.port} ({error or type(error).__name__})"
            else:
                try:
                    return await self._converse(self.ws, commands)
                except _Dropped as dropped:
                    reason = str(dropped)
                    if self.seat is not None:
                        attempt, deadline = 0, time.monotonic() + self.give_up_s
            if self.leaving:
                self.notify(notices.Closed("left the table"))
                return Ending.LEFT
            if time.monotonic() >= deadline:
                self.notify(notices.Closed(f"gave up: {reason}"))
                return Ending.GAVE_UP
            delay = backoff(attempt)
            self.notify(notices.Reconnecting(reason, delay))
            await asyncio.sleep(delay)
            attempt += 1

    async def _converse(self, ws: WsClient,
                        commands: asyncio.Queue[notices.ClientCommand] | None) -> Ending:
        listener = asyncio.create_task(self._commands(ws, commands)) if commands is not None else None
        try:
            await ws.send(to_host.encode_hello(to_host.Hello(APP_VERSION, self.code, self.token)))
            while True:
                try:
                    frame = await ws.recv()
                except WsClosed as closed:
                    return self._closed(closed)
                try:
                    message = to_client.read(frame, self.rules)
                    ending = await self._take(ws, message)
                except ShapeError as error:
                    await ws.close(Close.POLICY, "garbage")
                    self.notify(notices.Closed(f"the host sent what this program cannot read: {error}"))
                    return Ending.BROKEN
                if ending is not None:
                    await ws.close()
                    return ending
        finally:
            if listener is not None:
                listener.cancel()
            if self._thinking is not None:
                self._thinking.cancel()
            await ws.close()

    def _closed(self, closed: WsClosed) -> Ending:
        if self.leaving:
            self.notify(notices.Closed("left the table"))
            return Ending.LEFT
        if closed.code == Close.REPLACED:
            self.notify(notices.Closed(f"another connection took this seat: {closed.reason}"))
            return Ending.REPLACED
        if closed.code == Close.REFUSED:
            self.notify(notices.Closed(f"refused: {closed.reason}"))
            return Ending.REFUSED
        raise _Dropped(f"the connection closed ({closed.code} {closed.reason})".strip())

    async def _commands(self, ws: WsClient, commands: asyncio.Queue[notices.ClientCommand]) -> None:
        while True:
            command = await commands.get()
            if isinstance(command, notices.Leave):
                self.leaving = True
                await ws.close(Close.NORMAL, "the player left")
                return
            if isinstance(command, notices.Sit):
                if self.seat is None and self.token is None and self.rules is not None:
                    self.wanted, self.name = command.seat, command.name
                    with contextlib.suppress(WsClosed):
                        await ws.send(to_host.encode_sit(to_host.Sit(command.seat, command.name)))
            elif self.seat is not None:
                with contextlib.suppress(WsClosed):
                    await ws.send(to_host.encode_act(to_host.Act(self.seat, command.state, command.action)))

    async def _take(self, ws: WsClient, message: to_client.ToClientMessage) -> Ending | None:
        """Act on one message from the host; an ending when this was the last."""
        if isinstance(message, to_client.Refused):
            self.notify(notices.Closed(f"refused ({message.reason.value}): {message.detail} "
                                       f"[host: Oh Pshaw {message.app}, protocol {message.protocol}]",
                                       message))
            return Ending.REFUSED
        if isinstance(message, to_client.Table):
            self.rules = message.rules
            self.notify(notices.TableSeen(message))
            if self.token is None and not self.choose_seat:
                await ws.send(to_host.encode_sit(to_host.Sit(self.wanted, self.name)))  # None: any free
        elif isinstance(message, to_client.Seated):
            self.seat, self.token = message.seat, message.token
            self.notify(notices.SeatTaken(message.seat, message.token))
        elif isinstance(message, to_client.State):
            await self._state(ws, message)
        elif isinstance(message, to_client.Seats):
            self.notify(notices.SeatsChanged(message.seats))
        elif isinstance(message, to_client.Illegal):
            self.notify(notices.ActionRefused(message.action, message.error))
        elif isinstance(message, to_client.Record):
            self.notify(notices.GameRecord(message.record))
            return Ending.OVER
        return None

    async def _state(self, ws: WsClient, state: to_client.State) -> None:
        assert self.rules is not None
        if state.earlier_from == 0:
            self.earlier = state.earlier
        elif state.earlier_from == len(self.earlier):
            self.earlier += state.earlier
        else:  # rounds missing: ask for everything again, draw nothing until then
            await ws.send(to_host.encode_sync())
            return
        view = view_codec.view_from_json(state.view, self.rules, self.earlier)
        if self.seat is None or view.seat != self.seat or (
                len(view.earlier) + 1 != view.round_number and view.phase is not Phase.GAME_OVER):
            raise ShapeError(Message(PLAIN, text="a view of another seat, or without its earlier rounds"))
        self.version, self.view = state.version, view
        self.notify(notices.ViewChanged(state.version, view))
        if self.player is not None and view.to_act == self.seat and view.legal:
            if self._thinking is not None:
                self._thinking.cancel()
            self._thinking = asyncio.create_task(self._play(ws, view, state.version))

    async def _play(self, ws: WsClient, view: SeatView, version: int) -> None:
        """Let the seat's bot choose, and send its action for ``version``."""
        assert self.player is not None and self.seat is not None
        action, reason = await asyncio.to_thread(decide, self.player, view, bot_seed(0, view.seat))
        if reason:
            log.warning("the bot %s; the Normal bot decided instead", reason)
        with contextlib.suppress(WsClosed):
            await ws.send(to_host.encode_act(to_host.Act(self.seat, version, action)))
