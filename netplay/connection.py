"""One client's connection at the host: its seat, its allowance of messages, and its sender.

The host never waits on a client: it marks what a connection should learn, and the
connection's own sender task sends it when the socket can take it. A state is a snapshot,
so a slow client simply skips the states it missed and gets the newest (each complete round
still reaches it once: the earlier rounds it has not had travel with the next state).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Callable

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from netplay import to_client, view_codec
from netplay.flood import Bucket
from netplay.table import NetTable
from netplay.to_client import SeatInfo

log = logging.getLogger(__name__)


class Connection:
    """A client connected to the host; ``seat`` once it sits."""

    def __init__(self, ws: ServerConnection, table: NetTable, now: Callable[[], float]) -> None:
        self.ws, self.table, self.now = ws, table, now
        self.seat: int | None = None
        self.bucket = Bucket(now=time.monotonic())
        self.outbox: deque[str] = deque()
        self.sent_version = -1
        self.sent_earlier = 0
        self.sent_seats: tuple[SeatInfo, ...] | None = None
        self.full = True  # the next state is a full snapshot
        self.closing = False
        self.bytes_sent = 0
        self._wake = asyncio.Event()
        self._sender = asyncio.create_task(self._send_loop())

    def send(self, text: str) -> None:
        """Queue a one-off message (a seat, a refusal, the record)."""
        self.outbox.append(text)
        self._wake.set()

    def poke(self) -> None:
        """Something changed: send the state and seats if they differ from what was sent."""
        self._wake.set()

    def resync(self) -> None:
        """Send a full snapshot next (a stale action, a sync, a rejoin)."""
        self.full = True
        self._wake.set()

    async def drained(self, timeout: float) -> None:
        """Wait (at most ``timeout`` seconds) until everything due has been sent."""
        deadline = time.monotonic() + timeout
        while self._due() and not self._sender.done() and time.monotonic() < deadline:
            await asyncio.sleep(0.01)

    async def cut(self, code: int, reason: str) -> None:
        """Close the connection with ``code`` and a short ``reason`` (at most 120 bytes)."""
        self.closing = True
        self._sender.cancel()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(code, reason.encode()[:120].decode("utf-8", "ignore")), 3.0)

    def stop(self) -> None:
        """The connection is gone: stop sending."""
        self.closing = True
        self._sender.cancel()

    def _due(self) -> bool:
        if self.outbox:
            return True
        if self.seat is None:
            return False
        if self.sent_seats != self.table.infos(self.now()):
            return True
        # no state before the game begins (nobody acts on a table still waiting for players),
        # and none the host has not saved yet
        return self.table.started and self.table.confirmed == self.table.version \
            and (self.full or self.sent_version != self.table.version)

    async def _send_loop(self) -> None:
        try:
            while not self.closing:
                await self._wake.wait()
                self._wake.clear()
                while self._due() and not self.closing:
                    await self._send(self._next())
        except ConnectionClosed:
            pass

    def _next(self) -> str:
        """The next message due: one-offs first, then the seats, then the state."""
        if self.outbox:
            return self.outbox.popleft()
        infos = self.table.infos(self.now())
        if self.sent_seats != infos or not self.table.started:
            self.sent_seats = infos
            return to_client.encode_seats(infos)
        assert self.seat is not None
        view = self.table.view(self.seat)
        first = 0 if self.full else min(self.sent_earlier, len(view.earlier))
        self.full = False
        self.sent_version = self.table.version
        self.sent_earlier = len(view.earlier)
        return to_client.encode_state(self.sent_version, view_codec.view_to_json(view), first,
                                      view_codec.earlier_to_json(view.earlier[first:]))

    async def _send(self, text: str) -> None:
        self.bytes_sent += len(text.encode("utf-8"))
        await self.ws.send(text)
