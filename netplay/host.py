"""The host: a WebSocket server in front of a :class:`~netplay.table.NetTable`.

One asyncio task, the *pump*, moves the game: it saves after every action (before anyone
hears of it), tells every connection that something changed, lets the seats' bots and the
stand-ins move, waits out a player's grace, and at the end keeps the record and sends it.
Each connection has a *handler* that reads the client's frames — a hello, a seat, actions —
checks each as hostile input (:mod:`netplay.to_host`), and gives actions to the table; a
client that sends garbage, floods, or acts for another seat is cut off and the game goes on.
The host never waits on a client (:mod:`netplay.connection`).

The driver (:mod:`netplay.bridge`, ``ohpshaw serve``) hears :mod:`netplay.notices` through
``notify`` and may send commands through ``commands``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from bot_runtime.guard import decide
from game.version import APP_VERSION
from netplay import notices, to_client, to_host
from netplay.connection import Connection
from netplay.heartbeat import HELLO_TIMEOUT_S, OPEN_TIMEOUT_S, PING_INTERVAL_S, PING_TIMEOUT_S
from netplay.keeping import Keeper
from netplay.seats import SeatKind
from netplay.table import Applied, Illegal, Mover, NetTable, Refused, Stale, Turn
from netplay.to_client import Table
from netplay.wire import MAX_CLIENT_FRAME, PROTOCOL, Close, Refusal
from saves.files import FileProblem
from saves.shape import ShapeError

log = logging.getLogger(__name__)

#: Connections at once (seated or still saying hello): a table has at most nine seats.
MAX_CONNECTIONS = 32
#: Seconds a client that saw the table may take to choose its seat.
SIT_TIMEOUT_S = 600.0
#: Seconds the host waits, once the game is over, for the last messages to go out.
LINGER_S = 3.0


class Host:
    """Serves ``table`` until the game is over or a :class:`~netplay.notices.Stop` comes.

    ``keeper`` saves it (``None``: nothing is saved: tests of the protocol alone);
    ``auto_start`` begins the game once every remote seat is taken; ``pace_s`` is the least
    time a bot's move takes (the window sets it so people can follow; it also hides how long
    a bot thought).
    """

    def __init__(self, table: NetTable, keeper: Keeper | None,
                 notify: Callable[[notices.HostNotice], None], *, auto_start: bool = True,
                 pace_s: float = 0.0, ping_interval: float = PING_INTERVAL_S,
                 ping_timeout: float = PING_TIMEOUT_S) -> None:
        self.table, self.keeper, self.notify = table, keeper, notify
        self.auto_start, self.pace_s = auto_start, pace_s
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.connections: set[Connection] = set()
        self.by_seat: dict[int, Connection] = {}
        self.wake = asyncio.Event()
        self.stopping = False
        self.server: Server | None = None
        self._seen: tuple[object, ...] | None = None

    # -- running ---------------------------------------------------------------------------

    async def listen(self, bind: str, port: int) -> int:
        """Start listening on ``bind``:``port`` (0: any free port); the port."""
        self.server = await serve(
            self._handle, bind, port, max_size=MAX_CLIENT_FRAME, max_queue=4, compression=None,
            server_header=None, origins=[None], open_timeout=OPEN_TIMEOUT_S,
            ping_interval=self.ping_interval, ping_timeout=self.ping_timeout)
        return int(self.server.sockets[0].getsockname()[1])

    async def run(self, commands: asyncio.Queue[notices.HostCommand] | None = None) -> None:
        """Play the game to its end (or until stopped), then close every connection."""
        listener = asyncio.create_task(self._commands(commands)) if commands is not None else None
        try:
            await self._pump()
        finally:
            if listener is not None:
                listener.cancel()
            await self._close_all()

    async def _commands(self, commands: asyncio.Queue[notices.HostCommand]) -> None:
        while True:
            command = await commands.get()
            if isinstance(command, notices.Stop):
                self.stopping = True
            elif isinstance(command, notices.Start):
                self._start()
            elif isinstance(command, notices.BotSeat):
                if self.table.seat_a_bot(command.seat, command.name) and self.keeper is not None:
                    try:
                        self.keeper.save_seats(self.table)
                    except FileProblem as error:
                        self.notify(notices.SaveTrouble(str(error)))
                    self._save()  # the game file names the seat's bot too
            elif isinstance(command, notices.EndGame) and not self.table.over:
                self.table.end_early()
            elif isinstance(command, notices.LocalAct):
                outcome = self.table.act(command.seat, command.action, command.state) \
                    if self.table.seats[command.seat].kind is SeatKind.LOCAL else Stale()
                if isinstance(outcome, Illegal):
                    self.notify(notices.ActionRefused(str(command.action), outcome.error))
                elif isinstance(outcome, Stale):
                    self._seen = None  # the driver gets the views again
            self.wake.set()

    def _start(self) -> None:
        if not self.table.started:
            self.table.start()
            self.notify(notices.Started())
            self._save()

    async def _pump(self) -> None:
        while not self.stopping:
            self.wake.clear()
            now = time.monotonic()
            if not self.table.started and self.auto_start and self.table.ready:
                self._start()
            if self.table.version != self.table.confirmed:
                self._save()
            self._tell(now)
            if self.table.over:
                await self._finish()
                return
            turn = self.table.turn(now)
            if turn.mover in (Mover.BOT, Mover.STAND_IN):
                await self._bot_move(turn)
                continue
            timeout = None if turn.until is None else max(0.0, turn.until - now) + 0.01
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self.wake.wait(), timeout)

    async def _bot_move(self, turn: Turn) -> None:
        assert turn.seat is not None
        bot, seed = self.table.bot(turn)
        view, version = self.table.view(turn.seat), self.table.version
        started = time.monotonic()
        action, reason = await asyncio.to_thread(decide, bot, view, seed)
        if reason:
            log.warning("seat %d's bot %s; the Normal bot decided instead", turn.seat, reason)
        rest = self.pace_s - (time.monotonic() - started)
        if rest > 0:
            await asyncio.sleep(rest)
        if self.table.version == version and self.table.turn(time.monotonic()).seat == turn.seat:
            self.table.act(turn.seat, action, version)

    def _save(self) -> None:
        """Save the game; only then may anyone hear of its new state."""
        if self.keeper is not None:
            status = self.keeper.save(self.table)
            if status.changed:
                self.notify(notices.SaveTrouble(status.message))
        self.table.confirmed = self.table.version

    def _tell(self, now: float) -> None:
        """Poke every connection, and tell the driver what changed."""
        for connection in self.connections:
            connection.poke()
        infos = self.table.infos(now)
        seen = (self.table.version, infos)
        if seen == self._seen:
            return
        if self._seen is None or self._seen[1] != infos:
            self.notify(notices.SeatsChanged(infos))
        self._seen = seen
        local = {i: self.table.view(i) for i, s in enumerate(self.table.seats) if s.kind is SeatKind.LOCAL}
        if local:
            self.notify(notices.LocalViews(self.table.version, local))

    async def _finish(self) -> None:
        problems = self.keeper.keep_record(self.table) if self.keeper is not None else []
        game = self.table.session.game
        record = to_client.encode_record(self.table.session.record())
        await asyncio.gather(*(c.drained(LINGER_S) for c in self.connections))  # the last state first
        for connection in list(self.connections):
            if connection.seat is not None:
                connection.send(record)
        await asyncio.gather(*(c.drained(LINGER_S) for c in self.connections))
        self.notify(notices.Finished(tuple(game.winners), tuple(game.totals), tuple(problems)))

    async def _close_all(self) -> None:
        code, reason = (Close.NORMAL, "the game is over") if self.table.over else \
            (Close.GOING_AWAY, "the host stopped")
        await asyncio.gather(*(c.cut(code, reason) for c in list(self.connections)))
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self.server.wait_closed(), 5.0)

    # -- one client ------------------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        connection = Connection(ws, self.table, time.monotonic)
        if len(self.connections) >= MAX_CONNECTIONS or self.stopping:
            await self._refuse(connection, Refusal.FULL, "too many connections at once")
            return
        self.connections.add(connection)
        try:
            await self._converse(connection)
        except ConnectionClosed:
            pass
        finally:
            connection.stop()
            self.connections.discard(connection)
            seat = connection.seat
            if seat is not None and self.by_seat.get(seat) is connection:
                del self.by_seat[seat]
                self.table.leave(seat, time.monotonic())
            self.wake.set()

    async def _converse(self, connection: Connection) -> None:
        try:
            hello = await self._first(connection)
            if hello is None:
                return
            seat = await self._seat(connection, hello)
            if seat is None:
                return
        except Refused as refusal:
            await self._refuse(connection, refusal.reason, str(refusal))
            return
        while True:
            message = await self._read(connection)
            if message is None:
                return
            if not isinstance(message, to_host.Act | to_host.Sync):
                await self._cut(connection, Close.POLICY, f"a {type(message).__name__.lower()} after sitting")
                return
            if isinstance(message, to_host.Sync):
                connection.resync()
                continue
            if message.seat != seat:
                await self._cut(connection, Close.POLICY,
                                f"an action for seat {message.seat + 1}, not its own")
                return
            outcome = self.table.act(seat, message.action, message.state)
            if isinstance(outcome, Applied):
                connection.bucket.give_back()
                self.wake.set()
            elif isinstance(outcome, Stale):
                connection.resync()
            elif isinstance(outcome, Illegal):
                connection.send(to_client.encode_illegal(self.table.version, str(message.action),
                                                         outcome.error))

    async def _first(self, connection: Connection) -> to_host.Hello | None:
        """The client's hello (``None`` when it was cut off instead)."""
        try:
            frame = await asyncio.wait_for(connection.ws.recv(), HELLO_TIMEOUT_S)
        except TimeoutError:
            await self._cut(connection, Close.SILENT, "no hello in time")
            return None
        try:
            message = to_host.read(frame)
        except to_host.OtherVersion as other:
            raise Refused(Refusal.VERSION, f"this host speaks protocol {PROTOCOL} "
                          f"(Oh Pshaw {APP_VERSION}); the client speaks protocol {other.version!r} "
                          f"(Oh Pshaw {other.app or '?'})") from None
        except ShapeError as error:
            await self._cut(connection, Close.POLICY, f"garbage: {error}")
            return None
        if not isinstance(message, to_host.Hello):
            await self._cut(connection, Close.POLICY, "no hello first")
            return None
        return message

    async def _seat(self, connection: Connection, hello: to_host.Hello) -> int | None:
        """Seat the client by its token, or by the code and a seat it chooses."""
        now = time.monotonic()
        if hello.token is not None:
            seat = self.table.rejoin(hello.token, now)
            name, token = self.table.seats[seat].name, hello.token
        else:
            self.table.check_code(hello.code)
            if self.table.over:
                raise Refused(Refusal.OVER, "the game is over")
            connection.send(to_client.encode_table(self._table_info(now)))
            try:
                sit = await asyncio.wait_for(self._read(connection), SIT_TIMEOUT_S)
            except TimeoutError:
                await self._cut(connection, Close.SILENT, "no seat chosen in time")
                return None
            if sit is None:
                return None
            if not isinstance(sit, to_host.Sit):
                await self._cut(connection, Close.POLICY, "no seat chosen")
                return None
            seat, token = self.table.sit(sit.seat, sit.name, now)
            name = sit.name
            if self.keeper is not None:
                self.keeper.save_seats(self.table)  # the token is kept before it is given
                self._save()
        old = self.by_seat.get(seat)
        if old is not None:
            old.seat = None
            await old.cut(Close.REPLACED, "a newer connection took this seat")
        self.by_seat[seat] = connection
        connection.seat = seat
        if hello.token is not None:
            connection.send(to_client.encode_table(self._table_info(now)))
        connection.send(to_client.encode_seated(to_client.Seated(seat, token, name)))
        connection.resync()
        self.wake.set()
        return seat

    async def _read(self, connection: Connection) -> to_host.ToHostMessage | None:
        """The next message (``None`` when the client was cut off for it)."""
        frame = await connection.ws.recv()
        if not connection.bucket.take(time.monotonic()):
            await self._cut(connection, Close.POLICY, "too many messages")
            return None
        try:
            return to_host.read(frame)
        except (ShapeError, to_host.OtherVersion) as error:
            await self._cut(connection, Close.POLICY, f"garbage: {error}")
            return None

    async def _cut(self, connection: Connection, code: Close, reason: str) -> None:
        log.warning("cut off %s (seat %s): %s", connection.ws.remote_address, connection.seat, reason)
        self.notify(notices.CutOff(connection.seat, reason))
        await connection.cut(code, reason)

    async def _refuse(self, connection: Connection, reason: Refusal, detail: str) -> None:
        connection.send(to_client.encode_refused(reason, APP_VERSION, detail))
        await connection.drained(2.0)
        await connection.cut(Close.REFUSED, detail)

    def _table_info(self, now: float) -> Table:
        return Table(APP_VERSION, self.table.session.game.rules, self.table.infos(now),
                     self.table.started, self.table.over)
