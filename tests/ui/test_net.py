"""Network play in the window, with a real host and client on 127.0.0.1: the host's waiting
table and its table, Join game, the remote player's table, "reconnecting…", the away badge,
Continue of a saved network game. Every loop is bounded in frames and seconds."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.actions import Bid, CardBid, ChooseTrump, Pass, Play
from game.bots import make_bot
from game.presets import preset
from game.rules import Rules
from netplay.bridge import ClientBridge
from netplay.client import Client
from netplay.seats import Presence, SeatKind
from saves.joined import joined_seats
from tests import net_guard
from tests.netplay_procs import Proc, no_leftovers, serve, wait_port
from ui.app import App
from ui.net import hosting
from ui.net.join import JoinScene
from ui.net.link import GuestLink, HostLink
from ui.net.picture import model_of
from ui.net.table import NetTableScene
from ui.net.waiting import WaitingScene
from ui.scenes.game_over import GameOverScene
from ui.scenes.menu import MenuScene
from ui.table.handover import GUARD, HandOver
from ui.table.view import draw_table

net_guard.install()
assert no_leftovers
pytestmark = pytest.mark.usefixtures("no_leftovers")

#: The longest any one wait of these tests may take.
LIMIT_S = 60.0


@pytest.fixture
def loopback(app: App) -> Iterator[App]:
    """The window hosts on 127.0.0.1 only and looks for no tables on the network."""
    app.nav.net_bind = ("127.0.0.1", 0)
    app.nav.finder = None
    yield app
    top = app.scenes.top
    link = getattr(top, "link", None)
    if isinstance(link, HostLink | GuestLink):
        link.close()


def frames(app: App, until: Callable[[], bool], seconds: float = LIMIT_S,
           act: Callable[[], None] | None = None, dt: float = 0.0) -> None:
    """Run frames until ``until()`` (at most ``seconds``), calling ``act`` before each."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if act is not None:
            act()
        app.step(dt)
        if until():
            return
        time.sleep(0.003)
    top = app.scenes.top
    raise AssertionError(f"not reached within {seconds} s; on top: {type(top).__name__}, "
                         f"{getattr(getattr(top, 'link', None), 'state', None)}")


def click(app: App, pos: tuple[int, int]) -> None:
    """Press and release the left button at ``pos``, and a frame for the widgets."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.0)
    app.step(0.0)


def play_by_mouse(app: App) -> None:
    """When the seat at the bottom of a network table is to act, make its last legal action
    with the mouse, as a player would."""
    table = app.scenes.top
    if not isinstance(table, NetTableScene) or not table.my_turn:
        return
    if table.view is None or table.layout is None:
        return
    action = table.view.legal[-1]
    lay = table.layout
    if isinstance(action, Play | CardBid):
        click(app, lay.hand_point(len(table.hand), table.hand.index(action.card)))
    elif isinstance(action, Pass):
        for card in action.cards:
            click(app, lay.hand_point(len(table.hand), table.hand.index(card)))
        assert table.panel is not None
        click(app, table.panel.button_centre(0))
    else:
        assert isinstance(action, Bid | ChooseTrump) and table.panel is not None
        click(app, table.panel.button_centre([c.action for c in table.panel.choices].index(action)))


def type_into(app: App, scene: JoinScene, values: dict[str, str]) -> None:
    """Fill the Join game screen's fields as typed."""
    for key, value in values.items():
        scene.entries[key].set_text(value)
        scene.typed[key] = value
    app.step(0.0)


def free_port() -> int:
    """A port nothing listens on now (on 127.0.0.1)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.slow
def test_a_player_joins_from_the_window_and_plays_a_whole_game(loopback: App, tmp_path: Path) -> None:
    app = loopback
    host, port = serve(tmp_path, "--option", "max_hand=2", "--pace", "0.02", seats="normal,remote,normal")
    app.nav.join_game()
    join = app.scenes.top
    assert isinstance(join, JoinScene)
    app.step(0.0)
    type_into(app, join, {"address": "127.0.0.1:1", "code": "abc-234", "name": "Ada"})
    click(app, join.buttons["join"].rect.center)
    frames(app, lambda: join.link is None and "cannot reach 127.0.0.1:1" in join.problem)
    type_into(app, join, {"address": f"127.0.0.1:{port}"})
    click(app, join.buttons["join"].rect.center)
    frames(app, lambda: "seat-1" in join.buttons)  # the table seen: its free seat offered
    click(app, join.buttons["seat-1"].rect.center)
    frames(app, lambda: isinstance(app.scenes.top, NetTableScene))
    table = app.scenes.top
    assert isinstance(table, NetTableScene) and table.me == 1
    held = joined_seats()
    assert [(s.address, s.port, s.seat, s.name) for s in held] == [("127.0.0.1", port, 1, "Ada")]
    moves = 0

    def act() -> None:
        nonlocal moves
        if isinstance(app.scenes.top, NetTableScene) and app.scenes.top.my_turn:
            moves += 1
            play_by_mouse(app)
    frames(app, lambda: isinstance(app.scenes.top, GameOverScene), act=act)
    assert moves >= 4  # bids and cards, each by a click
    assert host.finish() == 0, host.output
    assert joined_seats() == []  # the game is over: no seat to come back to


@pytest.mark.slow
def test_the_host_waits_for_a_remote_player_lets_a_bot_take_a_seat_and_plays(loopback: App) -> None:
    app = loopback
    app.nav.host_table(_rules(), ["human", "remote", "remote"], ["Hal", "Player 2", "Player 3"])
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    frames(app, lambda: bool(waiting.link.state.addresses) and "bot-2" in waiting.buttons)
    link = waiting.link
    assert link.state.addresses[0].startswith("127.0.0.1:") and len(link.state.code) == 6
    assert [s.presence for s in link.state.seats] == [Presence.HERE, Presence.FREE, Presence.FREE]
    click(app, waiting.buttons["bot-2"].rect.center)
    frames(app, lambda: link.state.seats[2].kind is SeatKind.BOT)
    port = int(link.state.addresses[0].rsplit(":", 1)[1])
    guest = ClientBridge(lambda notify: Client("127.0.0.1", port, notify, name="Remo", code=link.state.code,
                                               player=make_bot("normal", 5)))
    guest.start()
    try:  # every remote seat taken: the game begins by itself and the table comes up
        frames(app, lambda: isinstance(app.scenes.top, NetTableScene))
        frames(app, lambda: isinstance(app.scenes.top, GameOverScene), act=lambda: play_by_mouse(app))
        over = app.scenes.top
        assert isinstance(over, GameOverScene) and over.names == ["Hal", "Remo", "Cleo"]
        assert guest.join(10)
    finally:
        guest.stop(3)


@pytest.mark.slow
def test_a_dropped_client_shows_reconnecting_and_the_host_shows_the_seat_away(loopback: App,
                                                                             tmp_path: Path) -> None:
    """The host stops (as a crash would) and comes back on the same port: the remote
    player's table says "reconnecting…" meanwhile and plays on after; seen from a host, a
    client that left is away on its plate."""
    app = loopback
    port = free_port()
    args = ("--port", str(port), "--port-file", str(tmp_path / "port"),
            "--record-dir", str(tmp_path / "records"), "--grace", "60",
            "--state-dir", str(tmp_path / "state"), "--bind", "127.0.0.1", "--pace", "0.02")
    host = Proc("serve", *args, "--preset", "oh-pshaw", "--seats", "remote,normal,normal", "--code", "ABC234",
                "--seed", "7", "--option", "max_hand=3")
    wait_port(host, tmp_path / "port")
    link = GuestLink("127.0.0.1", port, "Ada", code="ABC234")
    frames(app, lambda: (link.update(), link.seen)[1])
    link.sit(None)
    frames(app, lambda: (link.update(), link.state.seat is not None)[1])
    app.nav.net_table(link)
    table = app.scenes.top
    assert isinstance(table, NetTableScene)
    frames(app, lambda: table.view is not None)
    host.kill()
    (tmp_path / "port").unlink()
    frames(app, lambda: link.state.reconnecting is not None)
    assert table.banner_lines() == ["Reconnecting…"]
    again = Proc("serve", *args, "--resume")
    wait_port(again, tmp_path / "port")
    frames(app, lambda: link.state.reconnecting is None and table.view is not None)
    assert table.banner_lines() == []
    frames(app, lambda: isinstance(app.scenes.top, GameOverScene), act=lambda: play_by_mouse(app))
    assert again.finish() == 0, again.output


@pytest.mark.slow
def test_the_host_shows_an_away_seat_and_continues_a_saved_network_game(loopback: App) -> None:
    app = loopback
    port = free_port()
    app.nav.net_bind = ("127.0.0.1", port)
    app.nav.host_table(_rules(5), ["human", "remote", "normal"], ["Hal", "Player 2", "Basil"])
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    frames(app, lambda: bool(waiting.link.state.addresses))
    code = waiting.link.state.code
    guest = ClientBridge(lambda notify: Client("127.0.0.1", port, notify, name="Remo", code=code,
                                               player=make_bot("normal", 5), give_up_s=LIMIT_S))
    guest.start()
    try:
        frames(app, lambda: isinstance(app.scenes.top, NetTableScene))
        first = app.scenes.top
        assert isinstance(first, NetTableScene)
        frames(app, lambda: first.view is not None and first.view.round_number >= 2,
               act=lambda: play_by_mouse(app))
        first.leave()  # the host quits to the menu: the game stays saved
        menu = app.scenes.top
        assert isinstance(menu, MenuScene)
        app.step(0.0)
        assert "network" in menu.buttons
        click(app, menu.buttons["network"].rect.center)
        again = app.scenes.top
        assert isinstance(again, WaitingScene)
        frames(app, lambda: any(s.presence is Presence.AWAY for s in again.link.state.seats)
               or isinstance(app.scenes.top, NetTableScene))
        # the client comes back with its seat's token by itself: the game goes on
        frames(app, lambda: isinstance(app.scenes.top, NetTableScene))
        resumed = app.scenes.top
        assert isinstance(resumed, NetTableScene)
        frames(app, lambda: resumed.view is not None)
        assert resumed.view is not None and resumed.view.round_number >= 2
        guest.stop(3)
        frames(app, lambda: resumed.link.state.away(1))
        assert (1, "away") in resumed.badges()
    finally:
        guest.stop(3)


def _rules(max_hand: int = 2) -> Rules:
    return preset("oh-pshaw").replace(max_hand=max_hand)


@pytest.mark.slow
def test_two_people_at_the_host_and_one_at_another_computer_hand_over(
        loopback: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hot seat and remote seats mix: each person at the host's screen sees their hand only
    after the hand-over screen, the remote seat plays from its own computer. Hal plays the
    last card of round 1 and bids first at the host in round 2: a hand-over comes first."""
    app = loopback
    seeded = SimpleNamespace(SystemRandom=lambda: SimpleNamespace(randrange=lambda *bounds: 1))
    monkeypatch.setattr(hosting, "random", seeded)  # seed 1: Hal deals round 1
    app.nav.host_table(_rules(), ["human", "human", "remote"], ["Hal", "Ivy", "Player 3"])
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    frames(app, lambda: bool(waiting.link.state.addresses))
    port = int(waiting.link.state.addresses[0].rsplit(":", 1)[1])
    code = waiting.link.state.code
    guest = ClientBridge(lambda notify: Client("127.0.0.1", port, notify, name="Remo", code=code,
                                               player=make_bot("normal", 5)))
    guest.start()
    shown: list[tuple[int, int]] = []  # (seat, round) of each hand-over
    surface = pygame.Surface(app.size)
    rounds: set[int] = set()

    def act() -> None:
        top = app.scenes.top
        if isinstance(top, HandOver):
            below = app.scenes.stack[-2]
            assert isinstance(below, NetTableScene) and below.look.hide_hand  # nobody's hand shows
            app.step(GUARD + 0.1)
            click(app, (app.size[0] // 2, app.size[1] // 2))
            assert isinstance(below, NetTableScene) and below.view is not None
            shown.append((below.me, below.view.round_number))
            return
        if isinstance(top, NetTableScene) and top.view is not None and top.layout is not None:
            drawn = draw_table(surface, top.model, top.layout, top.animator, top.look, top.still)
            rounds.add(top.view.round_number)
            dealt = set(drawn.flying) & set(top.view.hand)
            if drawn.hand or dealt:  # a hand face up: its player took the screen this round
                assert (top.me, top.view.round_number) in shown[-1:], (top.me, top.view.round_number, shown)
        play_by_mouse(app)
    try:
        frames(app, lambda: isinstance(app.scenes.top, GameOverScene), act=act)
        # each turn of the two went through a hand-over, and each round's first one too
        assert {seat for seat, _ in shown} == {0, 1} and len(shown) >= 4
        assert {number for _, number in shown} == rounds - {0} and len(rounds - {0}) >= 2
        assert any(shown[i - 1][0] == seat and shown[i - 1][1] < number
                   for i, (seat, number) in enumerate(shown) if i)  # the same person, a new round
        assert guest.join(10)
    finally:
        guest.stop(3)


@pytest.mark.slow
def test_the_hosts_table_flies_its_cards_through_a_whole_game_and_always_lands_on_the_view(
        loopback: App) -> None:
    """At fast speed the host's table plays a whole game with a remote player: cards fly
    (played ones to the trick, won tricks to a pile, the deals), every card the host's views
    put in a trick has flown there, and whenever the cards have landed the picture is the
    newest view's own."""
    app = loopback
    app.settings.speed, app.settings.trick_pause = "fast", 0.0
    app.nav.host_table(_rules(), ["human", "remote", "normal"], ["Hal", "Remo", "Cleo"])
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    frames(app, lambda: bool(waiting.link.state.addresses))
    link = waiting.link
    port = int(link.state.addresses[0].rsplit(":", 1)[1])
    guest = ClientBridge(lambda notify: Client("127.0.0.1", port, notify, name="Remo", code=link.state.code,
                                               player=make_bot("normal", 5)))
    guest.start()
    flown: set[tuple[int, str]] = set()  # (round, card) of every card seen flying to a trick spot
    trick_cards: set[tuple[int, str]] = set()
    kinds = {"trick": 0, "pile": 0, "deal": 0}
    settled = 0

    def watch() -> None:
        nonlocal settled
        table = app.scenes.top
        if not isinstance(table, NetTableScene) or table.view is None or table.layout is None:
            return
        lay, view = table.layout, table.view
        for sprite in table.animator.sprites:
            if sprite.end in [s.trick for s in lay.seats] and sprite.card is not None:
                flown.add((table.model.round_number, str(sprite.card)))
                kinds["trick"] += 1
            elif sprite.start in [s.trick for s in lay.seats]:
                kinds["pile"] += 1
            elif sprite.turn0 == 90.0:
                kinds["deal"] += 1
        trick_cards.update((view.round_number, str(c)) for _s, c in view.trick)
        if table.flights.idle:
            assert table.model == model_of(view, app.settings.trump_side)
            assert not table.animator.sprites
            settled += 1
        play_by_mouse(app)
    try:
        frames(app, lambda: isinstance(app.scenes.top, NetTableScene))
        frames(app, lambda: isinstance(app.scenes.top, GameOverScene), act=watch, dt=1 / 30)
        assert guest.join(10)
    finally:
        guest.stop(3)
    assert all(kinds.values()) and settled > 0, kinds
    assert trick_cards and trick_cards - flown == set()  # no card just appeared in the trick


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_waiting_tables_buttons_show_their_labels_whole_at_large_text(loopback: App, lang: str) -> None:
    from devtools.screenshots.fit_check import cut_widgets
    from ui.words.i18n import set_language
    app = loopback
    set_language(lang)
    try:
        app.resize((1280, 800))
        app.settings.ui_scale = 2.0
        app.apply_settings()
        app.nav.host_table(_rules(), ["human", "remote", "remote"], ["Hal", "Player 2", "Player 3"])
        waiting = app.scenes.top
        assert isinstance(waiting, WaitingScene)
        app.step(0.0)
        for key in ("back", "start"):
            assert not cut_widgets_of(app, waiting.buttons[key], cut_widgets), key
        back, start = waiting.buttons["back"].rect, waiting.buttons["start"].rect
        assert back.right < start.left and pygame.Rect((0, 0), app.size).contains(start)
    finally:
        set_language("en")


def cut_widgets_of(app: App, button: object, cut: Callable[..., list[str]]) -> list[str]:
    """The lines of ``cut`` (the screenshots' measure) about ``button``'s text."""
    words = getattr(button, "text", "")
    return [line for line in cut(app.gui) if repr(words) in line]
