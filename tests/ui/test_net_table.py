"""The network table's own rules, on a link that needs no network: only the host is offered
"End game now"; a card the view does not allow is sent to the host to hear why, and the
host's reason is shown bounded and printable while the seat stays free to choose."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from bot_runtime.worker import InlineWorker
from game.actions import Action, Play
from game.errors import IllegalActionError, OrList
from game.game import Game
from game.phase import Phase
from game.presets import preset
from netplay.seats import Presence, SeatKind
from netplay.to_client import SeatInfo
from tests.helpers import play_random
from ui.app import App
from ui.core.settings import Settings
from ui.net.commands import NetCommands
from ui.net.link import GuestLink, HostLink, Link
from ui.net.table import MAX_REFUSAL, NetTableScene
from ui.scenes.pause import PauseMenu


class _Seat(Link):
    """A client's link with one view and no network: what it sends is kept."""

    def __init__(self, game: Game, seat: int) -> None:
        super().__init__()
        self.sent: list[tuple[int, int, Action]] = []
        state = self.state
        state.rules, state.seat, state.started, state.version = game.rules, seat, True, len(game.log)
        state.views = {seat: game.view(seat)}
        state.seats = tuple(SeatInfo(s, SeatKind.REMOTE, f"P{s + 1}", Presence.HERE, False)
                            for s in range(game.players))

    def update(self) -> bool:
        return False

    def act(self, seat: int, version: int, action: Action) -> None:
        self.sent.append((seat, version, action))

    def close(self) -> None:
        pass


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def _must_follow(seed: int) -> Game:
    """A game where the seat to play holds cards it may not play (it must follow suit)."""
    rng = random.Random(seed)
    game = Game(preset("oh-pshaw").replace(max_hand=6), 4, seed)
    for _ in range(2000):
        seat = game.to_act
        if game.phase is Phase.PLAY and seat is not None and \
                len(game.view(seat).legal) < len(game.state.hands[seat]):
            return game
        play_random(game, rng, 1)
    raise AssertionError("no seat had to follow suit")


def test_only_the_host_is_offered_end_game_now(app: App) -> None:
    client = NetCommands(SimpleNamespace(link=GuestLink.__new__(GuestLink), app=app))  # type: ignore[arg-type]
    host = NetCommands(SimpleNamespace(link=HostLink.__new__(HostLink), app=app))  # type: ignore[arg-type]
    assert not client.can_end and host.can_end
    keys = {table: [key for key, _label, _do in PauseMenu(app, table).entries()]  # type: ignore[arg-type]
            for table in (client, host)}
    assert "end" not in keys[client] and "end" in keys[host]
    assert {"resume", "rules", "settings", "quit"} <= set(keys[client])


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_card_the_view_refuses_is_sent_to_hear_why_and_the_reason_is_shown_bounded(
        app: App, seed: int) -> None:
    game = _must_follow(seed)
    seat = game.to_act
    assert seat is not None
    link = _Seat(game, seat)
    table = NetTableScene(app, link)
    app.scenes.replace(table)
    app.step(0.0)
    assert table.my_turn
    view = game.view(seat)
    wrong = next(c for c in table.hand if Play(c) not in view.legal)
    table.click_card(table.hand.index(wrong))
    assert link.sent == [(seat, len(game.log), Play(wrong))]  # asked; not waiting on it
    assert table.my_turn and wrong.label in table.message  # "7♠ cannot be played now", for now
    with pytest.raises(IllegalActionError) as refused:  # what the host's engine answers
        game.apply(Play(wrong))
    link.state.refusals.append(refused.value)
    app.step(0.0)
    assert refused.value.key == "must_follow" and "♥♦♣♠".count(refused.value.values["suit"]) == 1
    shown = table.look.message
    assert shown and shown.isprintable() and len(shown) <= MAX_REFUSAL and table.my_turn
    legal = next(a for a in view.legal if isinstance(a, Play))
    table.click_card(table.hand.index(legal.card))  # the seat chooses again at once
    assert link.sent[-1] == (seat, len(game.log), legal) and not table.my_turn
    # a refusal after a sent action frees the seat again: nothing changed at the host
    link.state.refusals.append(IllegalActionError("must_follow", suit="\x1b[2J♥",
                                                  cards=OrList(["7♥\n" * 10] * 60)))
    app.step(0.0)
    shown = table.look.message
    assert table.my_turn and shown.isprintable() and len(shown) <= MAX_REFUSAL
