"""Finding tables on the local network: DNS-SD over multicast DNS (RFC 6762/6763, ``zeroconf``).

A host that is asked to (``ohpshaw serve --discover``, the window's host) announces its
table as a service of type :data:`SERVICE`: its port, its addresses, and a few TXT entries
(protocol and program versions, preset, seats free, the host's name). It never announces the
join code: being seen is not being let in. The Join game screen browses for the service and
lists what it finds; it always takes an address and code by hand too, for networks where
multicast does not reach (firewalls, VPN adapters, guest Wi-Fi).

Everything read from the network is checked like any other input (:func:`found_from_info`):
a neighbour on the network may announce anything.

>>> info = service_info("Ada's table", ["192.0.2.7"], 8765, "oh-hell", free=2, players=4)
>>> found = found_from_info(info)
>>> found.name, found.addresses, found.port, found.preset, found.free, found.playable
("Ada's table", ('192.0.2.7',), 8765, 'oh-hell', 2, True)
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import re
import socket
from collections.abc import Callable
from dataclasses import dataclass

import ifaddr
from zeroconf import IPVersion, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from game.limits import MAX_PLAYERS
from game.version import APP_VERSION
from netplay.wire import MAX_APP_VERSION, PROTOCOL

SERVICE = "_ohpshaw._tcp.local."
#: The longest table name announced (a DNS label holds 63 bytes).
MAX_TABLE_NAME = 40
_SAFE = re.compile(r"[^\w' -]+")


@dataclass(frozen=True)
class Found:
    """A table announced on the local network."""

    name: str
    addresses: tuple[str, ...]
    port: int
    protocol: int
    app: str
    preset: str
    players: int
    free: int

    @property
    def playable(self) -> bool:
        """True when this program speaks the table's protocol."""
        return self.protocol == PROTOCOL


def table_name(text: str) -> str:
    """A table's announced name: letters, digits, spaces, ``'`` and ``-``; at most
    :data:`MAX_TABLE_NAME` UTF-8 bytes (a DNS label's room, with room to spare)."""
    name = _SAFE.sub("", text).strip() or "Oh Pshaw"
    while len(name.encode("utf-8")) > MAX_TABLE_NAME:
        name = name[:-1]
    return name


def service_info(name: str, addresses: list[str], port: int, preset: str, free: int,
                 players: int, host: str | None = None) -> ServiceInfo:
    """The DNS-SD service of a table (what :class:`Announcer` registers)."""
    label = table_name(name)
    server = f"{table_name(host or socket.gethostname()).replace(' ', '-') or 'ohpshaw'}.local."
    return ServiceInfo(SERVICE, f"{label}.{SERVICE}", port=port, server=server,
                       parsed_addresses=addresses,
                       properties={"v": str(PROTOCOL), "app": APP_VERSION, "preset": preset,
                                   "players": str(players), "free": str(free)})


def found_from_info(info: ServiceInfo) -> Found | None:
    """The table an announcement describes, or ``None`` when it is not one (every field
    checked: anyone on the network can announce anything)."""
    if not info.name.endswith("." + SERVICE) or info.port is None or not 0 < info.port < 65536:
        return None
    text = info.decoded_properties
    addresses = tuple(a for a in info.parsed_addresses() if _usable(a))[:8]
    numbers = {key: _number(text.get(key), 0, 10**6) for key in ("v", "players", "free")}
    app, preset = text.get("app") or "", text.get("preset") or ""
    if not addresses or None in numbers.values() or len(app) > MAX_APP_VERSION or len(preset) > 40:
        return None
    players, free = numbers["players"], numbers["free"]
    assert players is not None and free is not None and numbers["v"] is not None
    if not 2 <= players <= MAX_PLAYERS or not 0 <= free <= players:
        return None
    return Found(table_name(info.name[: -len(SERVICE) - 1]), addresses, info.port, numbers["v"],
                 app, preset, players, free)


def _number(text: str | None, low: int, high: int) -> int | None:
    if text is None or not text.isascii() or not text.isdigit() or len(text) > 7:
        return None
    value = int(text)
    return value if low <= value <= high else None


def _usable(address: str) -> bool:
    try:
        parsed = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    return not (parsed.is_multicast or parsed.is_unspecified)


def candidate_addresses() -> list[str]:
    """This computer's addresses another computer on the network could reach it at (read
    from its interfaces: nothing is sent), IPv4 first; loopback and link-local left out."""
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            parsed = ipaddress.ip_address(text)
            if not (parsed.is_loopback or parsed.is_link_local or parsed.is_multicast):
                found.append(text)
    return sorted(dict.fromkeys(found), key=lambda a: (":" in a, a))


class Announcer:
    """Announces one table while the host runs (multicast on the local network)."""

    def __init__(self, info: ServiceInfo) -> None:
        self.info = info
        self.zeroconf: AsyncZeroconf | None = None

    @property
    def free(self) -> int:
        """The seats free the announcement says."""
        return int(self.info.decoded_properties.get("free") or 0)

    async def seats_free(self, free: int) -> None:
        """Say ``free`` seats from now on, when the announcement says another number (a seat
        taken, or left): those browsing see the table's new count."""
        if free == self.free or self.zeroconf is None:
            return
        old = self.info
        self.info = ServiceInfo(old.type, old.name, port=old.port, server=old.server,
                                addresses=old.addresses_by_version(IPVersion.All),
                                properties={**old.decoded_properties, "free": str(free)})
        await self.zeroconf.async_update_service(self.info)

    async def start(self) -> None:
        """Register the table (zeroconf renames it if the name is taken)."""
        self.zeroconf = AsyncZeroconf(ip_version=IPVersion.All)
        await self.zeroconf.async_register_service(self.info, allow_name_change=True)

    async def stop(self) -> None:
        """Withdraw the announcement."""
        if self.zeroconf is not None:
            with contextlib.suppress(Exception):
                await self.zeroconf.async_unregister_service(self.info)
            await self.zeroconf.async_close()
            self.zeroconf = None


class Browser:
    """Lists the tables announced on the local network while it runs; ``seen`` is called
    with every table found (again when it changes) and ``gone`` with the name of one that left."""

    def __init__(self, seen: Callable[[Found], None], gone: Callable[[str], None]) -> None:
        self.seen, self.gone = seen, gone
        self.zeroconf: AsyncZeroconf | None = None
        self.browser: AsyncServiceBrowser | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        """Start browsing."""
        self.zeroconf = AsyncZeroconf(ip_version=IPVersion.All)
        self.browser = AsyncServiceBrowser(self.zeroconf.zeroconf, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            self.gone(table_name(name[: -len(SERVICE) - 1]))
            return
        task = asyncio.ensure_future(self._resolve(zeroconf, service_type, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, zeroconf: Zeroconf, service_type: str, name: str) -> None:
        info = AsyncServiceInfo(service_type, name)
        if await info.async_request(zeroconf, 3000):
            found = found_from_info(info)
            if found is not None:
                self.seen(found)

    async def stop(self) -> None:
        """Stop browsing."""
        for task in self._tasks:
            task.cancel()
        if self.browser is not None:
            await self.browser.async_cancel()
        if self.zeroconf is not None:
            await self.zeroconf.async_close()
        self.browser, self.zeroconf = None, None
