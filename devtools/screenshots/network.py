"""Screenshots of network play: the host's waiting table (address, code, a seat taken and one
waiting), Join game (tables found and a seat held), a remote player's table mid-trick and
its card caught in flight to the trick, and the host's table with a seat whose player is away.

Real hosts and clients on 127.0.0.1 only (the navigator is kept on loopback), bots playing
every other seat; the tables found are told to the screen by a stand-in for the finder, as
nothing may be announced on the network. Everything is written under a temporary
``OHPSHAW_HOME``. Every wait is bounded.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from devtools.screenshots.saves import private_home
from game.bots import make_bot
from game.phase import Phase
from game.presets import preset
from netplay import notices
from netplay.bridge import ClientBridge, HostBridge
from netplay.browsing import FinderNotice, TableFound
from netplay.client import Client
from netplay.discovery import Found
from netplay.seats import SeatKind
from netplay.table import NetTable
from saves.joined import JoinedSeat, keep_seat
from saves.session import new_session

#: The longest one wait may take, in seconds.
LIMIT_S = 30.0


class ShownFinder:
    """Tells the Join game screen of two tables, as a finder on a real network would."""

    def __init__(self) -> None:
        self.told = False

    def start(self) -> None:
        """Nothing to start: nothing is sent."""

    def poll(self) -> list[FinderNotice]:
        """The two tables, once."""
        if self.told:
            return []
        self.told = True
        return [TableFound(Found("Hal's table", ("192.168.1.20",), 41873, 1, "0.1.0", "oh-hell", 4, 2)),
                TableFound(Found("Kitchen", ("192.168.1.31",), 41873, 1, "0.1.0", "wizard", 5, 1))]

    def stop(self, timeout: float = 3.0) -> bool:
        """Nothing to stop."""
        return True


def _until(app: Any, done: Callable[[], bool], act: Callable[[], None] | None = None) -> None:
    deadline = time.monotonic() + LIMIT_S
    while time.monotonic() < deadline:
        if act is not None:
            act()
        app.step(0.0)
        if done():
            return
        time.sleep(0.005)
    raise RuntimeError(f"screenshots: a network state was not reached within {LIMIT_S} s")


def _play_last(app: Any) -> None:
    """The window's seat plays its last legal action (through the link, as a click would)."""
    from ui.net.table import NetTableScene
    table = app.scenes.top
    if isinstance(table, NetTableScene) and table.my_turn and table.view is not None:
        table.act(table.view.legal[-1])


def shoot_network(app: Any, snap: Callable[..., None]) -> None:
    """The four network states, each after really playing to it."""
    with private_home():
        _waiting(app, snap)
        _join(app, snap)
        _remote_table(app, snap)
        _away(app, snap)


def _waiting(app: Any, snap: Callable[..., None]) -> None:
    from ui.net.waiting import WaitingScene
    app.nav.host_table(preset("oh-hell"), ["human", "remote", "remote", "normal"],
                       ["Hal", "Player 2", "Player 3", "Dmitri"])
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    _until(app, lambda: bool(waiting.link.state.addresses))
    port = int(waiting.link.state.addresses[0].rsplit(":", 1)[1])
    guest = _guest(port, waiting.link.state.code, "Ada", seat=1)
    try:
        _until(app, lambda: any(s.name == "Ada" for s in waiting.link.state.seats)
               and "bot-2" in waiting.buttons)
        snap("40-net-waiting")
    finally:
        guest.stop(2.0)
        waiting.close()


def _join(app: Any, snap: Callable[..., None]) -> None:
    from ui.net.join import JoinScene
    keep_seat(JoinedSeat("192.168.1.44", 41873, 2, "x0sF3_bq1Hc8mWQ2yJ9aVg", "Ada", "Oh Pshaw"))
    app.scenes.replace(JoinScene(app, ShownFinder))
    join = app.scenes.top
    _until(app, lambda: len(join.found) == 2 and any(k.startswith("found-") for k in join.buttons))
    snap("41-net-join")
    app.nav.menu()


def _remote_table(app: Any, snap: Callable[..., None]) -> None:
    """The window plays seat 2 of a table hosted (headless) on this computer."""
    from ui.net.link import GuestLink
    from ui.net.table import NetTableScene
    session = new_session(preset("oh-pshaw"), ["normal", "human", "hard", "normal"], seed=29,
                          names=["Basil", "Ada", "Cleo", "Dmitri"])
    table = NetTable(session, [SeatKind.BOT, SeatKind.REMOTE, SeatKind.BOT, SeatKind.BOT], "ABC234")
    host = HostBridge(table, None, bind="127.0.0.1", port=0, auto_start=True, pace_s=0.01)
    host.start()
    try:
        port = _port(host)
        link = GuestLink("127.0.0.1", port, "Ada", code="ABC234")
        _until(app, lambda: (link.update(), link.seen)[1])
        link.sit(1)
        _until(app, lambda: (link.update(), link.state.seat is not None)[1])
        app.nav.net_table(link)
        scene = app.scenes.top
        assert isinstance(scene, NetTableScene)

        def mid_trick() -> bool:
            view = scene.view
            return view is not None and view.round_number >= 4 and view.phase is Phase.PLAY \
                and scene.my_turn and len(view.trick) >= 2

        _until(app, mid_trick, act=lambda: None if mid_trick() else _play_last(app))
        snap("42-net-remote-mid-trick", 3)
        _flight(app, scene, snap)
        link.close()
    finally:
        host.stop(3.0)
        app.nav.menu()


def _flight(app: Any, scene: Any, snap: Callable[..., None]) -> None:
    """Ada plays at normal speed: her card is caught on its way from her hand to the trick,
    then the trick, once won and lit, on its way to the winner's pile."""
    speed, app.settings.speed = app.settings.speed, "normal"
    view = scene.view
    try:
        _play_last(app)
        _until(app, lambda: bool(scene.animator.sprites))  # the host took it: the card leaves
        app.step(0.07)  # about half way
        snap("42f-net-card-flight", 1)
        _until(app, lambda: len(scene.view.tricks) > len(view.tricks)
               or scene.view.round_number != view.round_number)  # the host finished the trick

        def gliding() -> bool:
            sprites = scene.animator.sprites
            return len(sprites) > 1 and len({s.end for s in sprites}) == 1
        for _ in range(300):  # the last card lands, the trick stays lit, then it goes
            app.step(1 / 30)
            if gliding():
                break
        app.step(0.15)
        snap("42g-net-trick-flight", 1)
    finally:
        app.settings.speed = speed


def _away(app: Any, snap: Callable[..., None]) -> None:
    """The host's table after a remote player's connection dropped: the plate says away."""
    from ui.net.table import NetTableScene
    grace, app.settings.grace = app.settings.grace, 1.0  # the away seat's turns do not wait long
    app.nav.host_table(preset("oh-pshaw"), ["human", "remote", "normal", "normal"],
                       ["Hal", "Player 2", "Cleo", "Dmitri"])
    waiting = app.scenes.top
    _until(app, lambda: bool(waiting.link.state.addresses))
    port = int(waiting.link.state.addresses[0].rsplit(":", 1)[1])
    guest = _guest(port, waiting.link.state.code, "Ada", seat=1)
    try:
        _until(app, lambda: isinstance(app.scenes.top, NetTableScene))
        scene = app.scenes.top
        _until(app, lambda: scene.view is not None and scene.view.round_number >= 3,
               act=lambda: _play_last(app))
        guest.stop(2.0)

        def away_at_turn() -> bool:
            return scene.link.state.away(1) and scene.my_turn and scene.view is not None \
                and scene.view.phase is Phase.PLAY

        _until(app, away_at_turn, act=lambda: None if scene.link.state.away(1) and scene.my_turn
               and scene.view is not None and scene.view.phase is Phase.PLAY else _play_last(app))
        snap("43-net-seat-away", 3)
    finally:
        app.settings.grace = grace
        guest.stop(2.0)
        scene = app.scenes.top
        if isinstance(scene, NetTableScene):
            scene.leave()
        app.nav.menu()


def _guest(port: int, code: str, name: str, seat: int) -> ClientBridge:
    """A client on this computer whose seat a Normal bot plays."""
    guest = ClientBridge(lambda notify: Client("127.0.0.1", port, notify, name=name, code=code, seat=seat,
                                               player=make_bot("normal", 3)))
    guest.start()
    return guest


def _port(host: HostBridge) -> int:
    deadline = time.monotonic() + LIMIT_S
    while time.monotonic() < deadline:
        for notice in host.poll():
            if isinstance(notice, notices.Listening):
                return notice.port
        time.sleep(0.01)
    raise RuntimeError("screenshots: the host did not listen")
