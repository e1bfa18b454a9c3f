"""The client's WebSocket: websockets' sans-I/O protocol over an asyncio TCP stream.

websockets' own asyncio client imports :mod:`ssl`, which the packaged program leaves out
(it plays on a local network, unencrypted: docs/NETWORK.md says why). Its sans-I/O
:class:`~websockets.client.ClientProtocol` does the protocol — the handshake, framing,
masking, size limits, answering pings, the closing handshake — and this module only moves
its bytes and sends its own pings (:mod:`netplay.heartbeat`).

``tap``, when given, sees every byte received, as it came: tests read a whole game's bytes
through it, and the measurements count them.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Callable

from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.http11 import Request, Response
from websockets.uri import parse_uri

from netplay.heartbeat import OPEN_TIMEOUT_S, PING_INTERVAL_S, PING_TIMEOUT_S
from netplay.wire import MAX_HOST_FRAME

_READ = 65536


class WsClosed(Exception):
    """The connection is closed: ``code`` and ``reason`` from the host's close frame (1006
    and an explanation when the connection was lost without one)."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(f"{code} {reason}".strip())
        self.code, self.reason = code, reason


class WsClient:
    """One open WebSocket connection to a host (see :func:`connect`)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                 protocol: ClientProtocol, tap: Callable[[bytes], None] | None,
                 ping_interval: float, ping_timeout: float) -> None:
        self.reader, self.writer, self.protocol, self.tap = reader, writer, protocol, tap
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.messages: asyncio.Queue[str | None] = asyncio.Queue()
        self.response: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._parts: list[bytes] = []
        self._pong = asyncio.Event()
        self._lost = ""
        self._reading = asyncio.create_task(self._read())
        self._pinging: asyncio.Task[None] | None = None

    async def send(self, text: str) -> None:
        """Send one text message (:class:`WsClosed` once the connection is closed)."""
        if self.protocol.state.name != "OPEN":
            raise self._closed()
        self.protocol.send_text(text.encode("utf-8"))
        await self._flush()

    async def recv(self) -> str:
        """The next text message (:class:`WsClosed` once the connection is closed)."""
        message = await self.messages.get()
        if message is None:
            self.messages.put_nowait(None)  # every later recv is told too
            raise self._closed()
        return message

    async def close(self, code: int = 1000, reason: str = "") -> None:
        """Close the connection (the closing handshake, then the stream)."""
        if self.protocol.state.name == "OPEN":
            self.protocol.send_close(code, reason)
            with contextlib.suppress(OSError):
                await self._flush()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._reading), 2.0)
        self._stop()

    def _closed(self) -> WsClosed:
        if self.protocol.close_rcvd is not None:
            return WsClosed(self.protocol.close_rcvd.code, self.protocol.close_rcvd.reason)
        return WsClosed(1006, self._lost or "the connection was lost")

    def _stop(self) -> None:
        for task in (self._reading, self._pinging):
            if task is not None and task is not asyncio.current_task():
                task.cancel()
        self.writer.close()
        self.messages.put_nowait(None)
        if not self.response.done():
            self.response.set_exception(self._closed())

    async def _flush(self) -> None:
        for chunk in self.protocol.data_to_send():
            if chunk:
                self.writer.write(chunk)
            elif self.writer.can_write_eof():
                self.writer.write_eof()
        await self.writer.drain()

    async def _read(self) -> None:
        try:
            while True:
                data = await self.reader.read(_READ)
                if self.tap is not None and data:
                    self.tap(data)
                if data:
                    self.protocol.receive_data(data)
                else:
                    self.protocol.receive_eof()
                for event in self.protocol.events_received():
                    self._event(event)
                await self._flush()
                if not data or self.protocol.state.name == "CLOSED":
                    break
        except (OSError, asyncio.IncompleteReadError) as error:
            self._lost = f"the connection was lost ({error.__class__.__name__})"
        finally:
            if self.protocol.handshake_exc is not None and not self.response.done():
                self.response.set_exception(self.protocol.handshake_exc)
            self._stop()

    def _event(self, event: Request | Response | Frame) -> None:
        if isinstance(event, Request):  # a server's: never sent to a client
            return
        if isinstance(event, Response):
            if self.protocol.handshake_exc is None and not self.response.done():
                self.response.set_result(None)
                self._pinging = asyncio.create_task(self._ping())
            return
        if event.opcode is Opcode.PONG:
            self._pong.set()
        elif event.opcode in (Opcode.TEXT, Opcode.CONT):
            self._parts.append(bytes(event.data))
            if event.fin:
                text = b"".join(self._parts).decode("utf-8", "replace")
                self._parts = []
                self.messages.put_nowait(text)
        elif event.opcode is Opcode.BINARY:
            self._lost = "the host sent a binary frame"
            self.protocol.fail(1003, "text only")

    async def _ping(self) -> None:
        """Ping every ``ping_interval``; a pong later than ``ping_timeout`` ends the connection."""
        while True:
            await asyncio.sleep(self.ping_interval)
            self._pong.clear()
            self.protocol.send_ping(os.urandom(4))
            try:
                await self._flush()
                await asyncio.wait_for(self._pong.wait(), self.ping_timeout)
            except (TimeoutError, OSError):
                self._lost = "the host stopped answering"
                self._stop()
                return


async def connect(host: str, port: int, *, tap: Callable[[bytes], None] | None = None,
                  max_size: int = MAX_HOST_FRAME, open_timeout: float = OPEN_TIMEOUT_S,
                  ping_interval: float = PING_INTERVAL_S,
                  ping_timeout: float = PING_TIMEOUT_S) -> WsClient:
    """Open a WebSocket to ``ws://host:port/``; :class:`WsClosed` or :class:`OSError` if it
    cannot be opened within ``open_timeout`` seconds."""
    shown = f"[{host}]" if ":" in host else host
    protocol = ClientProtocol(parse_uri(f"ws://{shown}:{port}/"), max_size=max_size)
    reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), open_timeout)
    client = WsClient(reader, writer, protocol, tap, ping_interval, ping_timeout)
    protocol.send_request(protocol.connect())
    try:
        await client._flush()
        await asyncio.wait_for(asyncio.shield(client.response), open_timeout)
    except (TimeoutError, OSError, WsClosed):
        client._stop()
        raise
    except Exception as error:  # the host's answer was not a WebSocket handshake
        client._stop()
        raise WsClosed(1006, f"the handshake failed: {error}") from None
    return client
