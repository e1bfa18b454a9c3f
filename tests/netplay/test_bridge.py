"""The window's way to a host or client: a thread each, plain messages through queues, a
poll that never waits. Here the test plays the window: a seat at the host's screen beside a
remote player (a client in another thread) and a bot."""

from __future__ import annotations

import time

import pytest

from game.bots import make_bot
from game.presets import preset
from netplay import notices
from netplay.bridge import ClientBridge, HostBridge
from netplay.client import Client
from netplay.seats import SeatKind
from netplay.table import NetTable
from saves.session import new_session
from tests import net_guard

net_guard.install()


def _wait(bridge: HostBridge | ClientBridge, kind: type, seconds: float = 20.0) -> list[object]:
    """Poll like a window's frames until a notice of ``kind`` came; every notice seen."""
    seen: list[object] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        seen += bridge.poll()
        if any(isinstance(n, kind) for n in seen):
            return seen
        time.sleep(0.005)
    raise AssertionError(f"no {kind.__name__} in {seen}")


@pytest.mark.slow
def test_a_window_hosts_a_table_with_a_local_seat_through_the_bridge() -> None:
    session = new_session(preset("oh-pshaw").replace(max_hand=2), ["human", "human", "normal"], seed=4,
                          names=["Me", "Remote", "Bot"])
    table = NetTable(session, [SeatKind.LOCAL, SeatKind.REMOTE, SeatKind.BOT], "ABC234", grace=30)
    host = HostBridge(table, None, bind="127.0.0.1", port=0)
    host.start()
    listening = next(n for n in _wait(host, notices.Listening) if isinstance(n, notices.Listening))
    assert listening.addresses == (f"127.0.0.1:{listening.port}",) and listening.code == "ABC234"
    guest = ClientBridge(lambda notify: Client("127.0.0.1", listening.port, notify, name="Remote",
                                               code="ABC234", player=make_bot("normal", 1)))
    guest.start()
    _wait(host, notices.SeatsChanged)
    host.send(notices.Start())  # the window's Start button
    started = time.monotonic()
    longest, finished = 0.0, None
    while finished is None and time.monotonic() - started < 30:
        before = time.perf_counter()
        batch = host.poll()
        longest = max(longest, time.perf_counter() - before)
        for notice in batch:
            if isinstance(notice, notices.LocalViews):
                view = notice.views[0]
                if view.to_act == 0 and view.legal:
                    host.send(notices.LocalAct(0, notice.version, view.legal[-1]))
            elif isinstance(notice, notices.Finished):
                finished = notice
        time.sleep(0.002)
    assert finished is not None and len(finished.totals) == 3
    assert host.join(5) and host.error is None
    assert guest.join(5)  # the game's record came: the client is done
    assert any(isinstance(n, notices.GameRecord) for n in guest.poll())
    assert longest < 0.05  # a poll takes what is there and returns


@pytest.mark.slow
def test_a_client_that_leaves_stops_without_reconnecting() -> None:
    session = new_session(preset("oh-pshaw"), ["human", "human", "normal"], seed=4)
    table = NetTable(session, [SeatKind.REMOTE, SeatKind.REMOTE, SeatKind.BOT], "ABC234")
    host = HostBridge(table, None, bind="127.0.0.1", port=0)
    host.start()
    port = next(n for n in _wait(host, notices.Listening) if isinstance(n, notices.Listening)).port
    guest = ClientBridge(lambda notify: Client("127.0.0.1", port, notify, name="Ann", code="ABC234"))
    guest.start()
    _wait(guest, notices.SeatTaken)
    assert guest.stop(5)
    closed = [n for n in guest.poll() if isinstance(n, notices.Closed | notices.Reconnecting)]
    assert [type(n) for n in closed] == [notices.Closed] and closed[0].reason == "left the table"  # type: ignore[union-attr]
    assert host.stop(5) and host.error is None
