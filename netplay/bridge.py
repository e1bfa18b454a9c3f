"""A host or a client in a thread of its own, driven through two queues of plain messages.

The window never waits on the network: it puts commands (:mod:`netplay.notices`) into
``commands`` and, once a frame, takes whatever notices have come with :meth:`poll`, which
never blocks. The thread runs its own asyncio loop; the two sides share nothing but the
queues and the frozen values in them (views, seat lists, texts).

    bridge = HostBridge(table, keeper, bind="0.0.0.0", port=0)
    bridge.start()
    ...every frame:
    for notice in bridge.poll():
        ...  # Listening, SeatsChanged, LocalViews, CutOff, Finished, ...
    bridge.send(notices.LocalAct(seat, version, action))
    ...when the table closes:
    bridge.stop()

The client's bridge is the same with :class:`ClientBridge` and the client's notices
(Connecting, TableSeen, SeatTaken, ViewChanged, Reconnecting, ActionRefused, GameRecord,
Closed); its commands are :class:`~netplay.notices.Act` and :class:`~netplay.notices.Leave`.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any, Generic, TypeVar

from netplay import notices
from netplay.client import Client
from netplay.discovery import Announcer, candidate_addresses, service_info
from netplay.host import Host
from netplay.keeping import Keeper
from netplay.table import NetTable

#: Seconds between two looks at the free seats an announced table says.
ANNOUNCE_EVERY_S = 1.0

N = TypeVar("N")
C = TypeVar("C")


class _Bridge(Generic[N, C]):
    """A coroutine run in a thread, with a queue of notices out and one of commands in."""

    def __init__(self, name: str) -> None:
        self.notices: queue.SimpleQueue[N] = queue.SimpleQueue()
        self._commands: asyncio.Queue[C] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.error: BaseException | None = None

    def start(self) -> None:
        """Start the thread (returns at once)."""
        self._thread.start()

    def poll(self) -> list[N]:
        """Every notice that came since the last poll; never blocks."""
        out = []
        while True:
            try:
                out.append(self.notices.get_nowait())
            except queue.Empty:
                return out

    def send(self, command: C) -> None:
        """Give the host or client a command (it acts on it in its own thread)."""
        self._ready.wait(5.0)
        loop, commands = self._loop, self._commands
        if loop is not None and commands is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop ended meanwhile
                loop.call_soon_threadsafe(commands.put_nowait, command)

    @property
    def running(self) -> bool:
        """True while the thread runs."""
        return self._thread.is_alive()

    def join(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for the thread to end; whether it did."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            self._commands = asyncio.Queue()
            self._ready.set()
            await self._main(self._commands)

        try:
            asyncio.run(main())
        except BaseException as error:  # reported to the window, never raised into it
            self.error = error
        finally:
            self._ready.set()

    def _main(self, commands: asyncio.Queue[C]) -> Coroutine[Any, Any, None]:
        raise NotImplementedError


class HostBridge(_Bridge[notices.HostNotice, notices.HostCommand]):
    """A :class:`~netplay.host.Host` of ``table`` in a thread, listening on ``bind``:``port``.

    The first notice is :class:`~netplay.notices.Listening` (the port and the addresses to
    show), or, when the port cannot be had, a :class:`~netplay.notices.CutOff` saying why.
    """

    def __init__(self, table: NetTable, keeper: Keeper | None, bind: str = "0.0.0.0", port: int = 0, *,
                 auto_start: bool = False, pace_s: float = 0.0, announce: str | None = None) -> None:
        super().__init__("ohpshaw-host")
        self.table, self.keeper, self.bind, self.port = table, keeper, bind, port
        self.auto_start, self.pace_s, self.announce = auto_start, pace_s, announce

    async def _main(self, commands: asyncio.Queue[notices.HostCommand]) -> None:
        host = Host(self.table, self.keeper, self.notices.put, auto_start=self.auto_start, pace_s=self.pace_s)
        try:
            port = await host.listen(self.bind, self.port)
        except OSError as error:
            self.notices.put(notices.CutOff(None, f"cannot listen on port {self.port}: {error}"))
            return
        shown = candidate_addresses() if self.bind in ("0.0.0.0", "::") else [self.bind]
        addresses = tuple(f"[{a}]:{port}" if ":" in a else f"{a}:{port}" for a in shown)
        self.notices.put(notices.Listening(port, addresses, self.table.code))
        announcer = await self._announce(port, shown)
        kept = asyncio.create_task(self._keep_announced(announcer)) if announcer is not None else None
        try:
            await host.run(commands)
        finally:
            if kept is not None:
                kept.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await kept
            if announcer is not None:
                await announcer.stop()

    def _free(self) -> int:
        """The remote seats nobody has taken yet."""
        return sum(1 for s in self.table.seats if s.is_remote and s.digest is None)

    async def _keep_announced(self, announcer: Announcer) -> None:
        """Announce the free seats again each time their count changes (looked at every
        :data:`ANNOUNCE_EVERY_S` while the host runs); a failure leaves the last count said."""
        while True:
            await asyncio.sleep(ANNOUNCE_EVERY_S)
            with contextlib.suppress(Exception):
                await announcer.seats_free(self._free())

    async def _announce(self, port: int, addresses: list[str]) -> Announcer | None:
        """Announce the table on the local network as ``announce`` (when asked): a failure
        only means others type the address."""
        if self.announce is None or not addresses:
            return None
        game = self.table.session.game
        announcer = Announcer(service_info(self.announce, addresses, port, game.rules.preset, self._free(),
                                           game.players))
        try:
            await announcer.start()
        except Exception as error:
            self.notices.put(notices.NotAnnounced(str(error)))
            await announcer.stop()
            return None
        return announcer

    def stop(self, timeout: float = 5.0) -> bool:
        """Stop the host (the game stays saved) and wait for its thread; whether it ended."""
        self.send(notices.Stop())
        return self.join(timeout)


class ClientBridge(_Bridge[notices.ClientNotice, notices.ClientCommand]):
    """A :class:`~netplay.client.Client` in a thread; ``make`` builds it given the notice
    callback (``lambda notify: Client(host, port, notify, name=..., code=...)``)."""

    def __init__(self, make: Callable[[Callable[[notices.ClientNotice], None]], Client]) -> None:
        super().__init__("ohpshaw-client")
        self.client = make(self.notices.put)

    async def _main(self, commands: asyncio.Queue[notices.ClientCommand]) -> None:
        await self.client.run(commands)

    def stop(self, timeout: float = 5.0) -> bool:
        """Leave the table and wait for the thread; whether it ended."""
        self.send(notices.Leave())
        return self.join(timeout)
