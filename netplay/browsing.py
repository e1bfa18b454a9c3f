"""Tables found on the local network, listed from a thread of their own.

The Join game screen must never wait on the network: :class:`Finder` runs a
:class:`~netplay.discovery.Browser` on its own asyncio loop in a thread and hands what it
hears through a queue; the screen takes it with :meth:`Finder.poll`, which never blocks.
Every announcement was already checked as hostile input (:func:`~netplay.discovery.found_from_info`).

    finder = Finder()
    finder.start()
    ...every frame:
    for notice in finder.poll():
        ...  # TableFound(found) | TableGone(name) | FinderFailed(reason)
    finder.stop()
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass

from netplay import notices
from netplay.bridge import _Bridge
from netplay.discovery import Browser, Found


@dataclass(frozen=True)
class TableFound:
    """A table announced itself (again, when something about it changed)."""

    found: Found


@dataclass(frozen=True)
class TableGone:
    """The table of this name withdrew its announcement."""

    name: str


@dataclass(frozen=True)
class FinderFailed:
    """Browsing could not start or stopped: ``reason`` in English (the address by hand
    still works)."""

    reason: str


FinderNotice = TableFound | TableGone | FinderFailed


class Finder(_Bridge[FinderNotice, notices.Stop]):
    """Browses for tables until :meth:`stop`."""

    def __init__(self) -> None:
        super().__init__("ohpshaw-finder")

    async def _main(self, commands: asyncio.Queue[notices.Stop]) -> None:
        browser = Browser(lambda found: self.notices.put(TableFound(found)),
                          lambda name: self.notices.put(TableGone(name)))
        try:
            await browser.start()
        except Exception as error:  # no network, no multicast, a firewall: say so, list nothing
            self.notices.put(FinderFailed(f"cannot look for tables: {error}"))
            with contextlib.suppress(Exception):
                await browser.stop()
            return
        try:
            await commands.get()
        finally:
            await browser.stop()

    def stop(self, timeout: float = 3.0) -> bool:
        """Stop browsing and wait for the thread; whether it ended."""
        self.send(notices.Stop())
        return self.join(timeout)
