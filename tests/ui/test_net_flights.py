"""The cards of a network table fly as at home (ui/net/motion.py): a card another seat plays
flies from that seat to its place in the trick, a won trick glides after its lit pause to
the winner's pile, this seat's own card leaves its hand, a new round is dealt; when the
cards have landed the picture is the newest view's, exactly as without flights, and the
instant speed moves nothing. Views come from a real engine; the link needs no network."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Iterator

import pygame
import pytest

from bot_runtime.worker import InlineWorker
from game import events as ev
from game.actions import Action, Play
from game.game import Game
from game.phase import Phase
from game.presets import preset
from game.view import SeatView
from netplay.seats import Presence, SeatKind
from netplay.to_client import SeatInfo
from tests.helpers import play_random
from ui.app import App
from ui.core.settings import Settings
from ui.core.tween import Animator, Sprite
from ui.net.link import Link
from ui.net.motion import moves
from ui.net.picture import model_of
from ui.net.table import NetTableScene
from ui.table.layout import TableLayout
from ui.table.presenter import Director, TableModel
from ui.table.view import draw_table

ME = 1
#: The most frames any wait for the cards to land may take (at 60 a second).
FRAMES = 1200


class _Seat(Link):
    """A client's link without a network: the test hands it the host's views."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.sent: list[tuple[int, int, Action]] = []
        state = self.state
        state.rules, state.seat, state.started = game.rules, ME, True
        state.seats = tuple(SeatInfo(s, SeatKind.REMOTE, f"P{s + 1}", Presence.HERE, False)
                            for s in range(game.players))
        self.confirm()

    def confirm(self) -> SeatView:
        """The host's newest view of the seat, as a ``state`` message brings it."""
        view = self.game.view(ME)
        self.state.version, self.state.views = len(self.game.log), {ME: view}
        return view

    def update(self) -> bool:
        return False

    def act(self, seat: int, version: int, action: Action) -> None:
        self.sent.append((seat, version, action))

    def close(self) -> None:
        pass


def _app(speed: str) -> App:
    return App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed=speed))


@pytest.fixture
def normal() -> Iterator[App]:
    application = _app("normal")
    yield application
    while application.scenes.stack:
        application.scenes.pop()


@pytest.fixture
def instant() -> Iterator[App]:
    application = _app("instant")
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def _game(seed: int) -> Game:
    return Game(preset("oh-pshaw").replace(max_hand=5), 4, seed)


def _until(game: Game, seed: int, when: object) -> Game:
    """Play random legal actions until ``when(game)`` holds (bounded)."""
    rng = random.Random(seed)
    for _ in range(3000):
        if when(game):  # type: ignore[operator]
            return game
        play_random(game, rng, 1)
    raise AssertionError("state not reached")


def _other_to_play(game: Game) -> bool:
    """Another seat is to play a card that does not finish the trick."""
    return game.phase is Phase.PLAY and game.to_act not in (None, ME) \
        and len(game.round.tricks[-1].plays) < game.players - 1


def _table(app: App, game: Game) -> tuple[NetTableScene, _Seat]:
    link = _Seat(game)
    table = NetTableScene(app, link)
    app.scenes.replace(table)
    app.step(0.0)
    for _ in range(FRAMES):  # a table's first view may deal its round: let it land
        if table.flights.idle:
            break
        app.step(1 / 60)
    assert table.flights.idle and table.view is not None
    return table, link


def _land(app: App, table: NetTableScene) -> int:
    """Frames of 1/60 s until every card has landed; how many it took."""
    for frame in range(FRAMES):
        if table.flights.idle:
            return frame
        app.step(1 / 60)
    raise AssertionError("the cards never landed")


def _bytes(surface: pygame.Surface) -> bytes:
    return bytes(surface.get_view("2"))


def _as_without_flights(app: App, table: NetTableScene) -> None:
    """The table shows exactly the newest view's own picture, nothing in flight."""
    view = table.view
    assert view is not None and table.layout is not None
    assert not table.animator.sprites
    assert table.model == model_of(view, app.settings.trump_side)
    shown, alone = pygame.Surface(app.size), pygame.Surface(app.size)
    draw_table(shown, table.model, table.layout, table.animator, table.look, table.still)
    draw_table(alone, model_of(view, app.settings.trump_side), table.layout, Animator(), table.look)
    assert _bytes(shown) == _bytes(alone)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_card_another_seat_plays_flies_from_that_seat_to_its_trick_spot(normal: App, seed: int) -> None:
    game = _until(_game(seed), seed, _other_to_play)
    table, link = _table(normal, game)
    seat = game.to_act
    assert seat is not None
    lay = table.layout
    assert lay is not None
    held = len(table.model.hands[seat])
    start = lay.fan_positions(seat, held)[held // 2][0]  # the middle of its fan of backs
    action = random.Random(seed).choice(game.legal_actions())
    assert isinstance(action, Play)
    game.apply(action)
    link.confirm()
    normal.step(0.0)
    (sprite,) = table.animator.sprites
    assert sprite.card == action.card and sprite.start == start and sprite.end == lay.seats[seat].trick
    assert len(table.model.hands[seat]) == held - 1  # it left the fan as it took off
    assert all(card != action.card for _s, card, _t in table.model.trick)  # not there yet
    normal.step(0.1)
    (pos, _turn, _width, _squash), = [s.state() for s in table.animator.sprites]
    assert pos != sprite.start and pos != sprite.end  # on its way
    assert table.look.to_act is None and not table.my_turn  # the turn shows once it landed
    assert _land(normal, table) < 60  # landed within a second at normal speed
    assert (seat, action.card) in [(s, c) for s, c, _t in table.model.trick]
    _as_without_flights(normal, table)


def test_instant_speed_flies_nothing(instant: App) -> None:
    game = _until(_game(4), 4, _other_to_play)
    table, link = _table(instant, game)
    game.apply(game.legal_actions()[0])
    link.confirm()
    instant.step(0.0)
    assert not table.animator.sprites and table.flights.idle
    _as_without_flights(instant, table)


def test_a_won_trick_stays_lit_then_glides_to_the_winners_pile(normal: App) -> None:
    def last_card(game: Game) -> bool:
        return game.phase is Phase.PLAY and game.to_act not in (None, ME) and \
            len(game.round.tricks[-1].plays) == game.players - 1 and game.round.hand_size > 1 \
            and len(game.round.tricks) < game.round.hand_size
    game = _until(_game(5), 5, last_card)
    table, link = _table(normal, game)
    lay = table.layout
    assert lay is not None
    game.apply(game.legal_actions()[0])
    view = link.confirm()
    winner_seat = [t for t in game.round.tricks if t.winner is not None][-1].winner
    assert view.tricks and winner_seat is not None
    plays = view.tricks[-1]
    winning = dict(plays)[winner_seat]
    piles = list(table.model.piles)
    normal.step(0.0)
    for _ in range(30):  # the last card lands: the whole trick is lit on the table
        normal.step(1 / 60)
    assert [(s, c) for s, c, _t in table.model.trick] == list(plays)
    assert table.model.highlight == winning and not table.animator.sprites
    seen = []
    for _ in range(FRAMES):
        normal.step(1 / 60)
        if table.animator.sprites:
            seen = list(table.animator.sprites)
            break
    assert {s.card for s in seen} == {c for _s, c in plays}  # the trick glides away together
    pile = lay.pile_positions(winner_seat, piles[winner_seat] + 1)[-1]
    assert all(s.end == pile for s in seen) and not table.model.trick
    _land(normal, table)
    assert table.model.piles[winner_seat] == piles[winner_seat] + 1
    _as_without_flights(normal, table)


def test_my_own_card_flies_from_my_hand(normal: App) -> None:
    def mine(game: Game) -> bool:
        return game.phase is Phase.PLAY and game.to_act == ME
    game = _until(_game(6), 6, mine)
    table, link = _table(normal, game)
    lay = table.layout
    assert lay is not None and table.my_turn
    card = next(a.card for a in game.legal_actions() if isinstance(a, Play))
    index = table.hand.index(card)
    start, turn = lay.hand_cards(len(table.hand))[index]
    table.click_card(index)
    assert link.sent == [(ME, len(game.log), Play(card))]
    game.apply(Play(card))  # the host takes it
    link.confirm()
    normal.step(0.0)
    (sprite,) = table.animator.sprites
    assert (sprite.card, sprite.start, sprite.turn0) == (card, start, turn)
    assert sprite.end == lay.seats[ME].trick and card not in table.hand
    _land(normal, table)
    _as_without_flights(normal, table)


def test_a_new_round_is_dealt_from_the_dealers_stack(normal: App) -> None:
    def round_end(game: Game) -> bool:
        rnd = game.round
        return game.phase is Phase.PLAY and game.to_act not in (None, ME) and rnd.number >= 2 \
            and rnd.number < game.view(ME).scheduled_rounds - 1 \
            and len(rnd.tricks) == rnd.hand_size and len(rnd.tricks[-1].plays) == game.players - 1
    game = _until(_game(7), 7, round_end)
    table, link = _table(normal, game)
    lay = table.layout
    assert lay is not None
    game.apply(game.legal_actions()[0])  # the round's last card: the next round is dealt
    view = link.confirm()
    assert view.round_number == table.model.round_number + 1
    dealt: list[Sprite] = []
    for _ in range(FRAMES):
        normal.step(1 / 60)
        dealt.extend(s for s in table.animator.sprites if s.start == lay.stack_spot(view.dealer)
                     and s.turn0 == 90.0 and s not in dealt)  # a card dealt leaves the stack sideways
        if table.flights.idle:
            break
    ours = [s.card for s in dealt if s.face_up]
    assert sorted(map(str, ours)) == sorted(map(str, view.hand))  # this seat's cards face up
    assert sum(not s.face_up and s.card is None for s in dealt) == view.hand_size * (view.players - 1)
    _as_without_flights(normal, table)


def _layout() -> TableLayout:
    pygame.init()
    return TableLayout.compute((1280, 800), 4, ME)


@pytest.mark.parametrize("seed", range(6))
def test_the_moves_between_two_views_bring_the_first_picture_to_the_second(seed: int) -> None:
    """Whatever happened between two views (one action or many, across a round's end), the
    table's presenter, fed what :func:`moves` reads from them, ends on the second view's own
    picture: the same trick with the same turns, the same hands and piles."""
    pygame.init()
    pygame.display.set_mode((64, 64))
    lay = _layout()
    settings = Settings(speed="fast")
    rng = random.Random(seed)
    game = _game(seed)
    before = game.view(ME)
    checked = 0
    while not game.is_over:
        play_random(game, rng, rng.choice([1, 1, 2, 3, 5]))
        after = game.view(ME)
        events = moves(before, after)
        assert events is not None  # one seat's views of one game are always a step of play apart
        model: TableModel = model_of(before)
        director = Director(model, settings, ME, lambda: lay, game.rules.deck_size(game.players))
        director.trick_waits = False
        director.feed(events)
        for _ in range(20 * FRAMES):
            if director.idle:
                break
            director.update(1 / 60)
        assert director.idle
        want = model_of(after)
        assert model.trick == want.trick and model.hands == want.hands and model.piles == want.piles
        assert model.round_number == want.round_number and model.highlight is None
        if after.round_number == before.round_number:
            played = sum(isinstance(e, ev.CardPlayed) for e in events)
            assert played == len(after.played) - len(before.played)
        checked += bool(events)
        before = after
    assert checked > 20


def test_views_of_other_seats_or_far_apart_are_shown_at_once() -> None:
    game = _game(8)
    first = game.view(ME)
    assert moves(None, first) is None
    assert moves(game.view(2), first) is None  # another seat's: the hot seat's hand-over
    rng = random.Random(8)
    while game.round.number < 3:
        play_random(game, rng, 1)
    assert moves(first, game.view(ME)) is None  # rounds apart: a resync
