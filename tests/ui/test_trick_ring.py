"""The trick on its ring, rendered for 2 to 9 players at every card size, at window
sizes from the smallest the window allows to 4K (and a square, a 4:3 and an ultra-wide one:
the window can take any size from its minimum up),
at 100 % and 200 % UI scale (which grows the name plates):

- no trick card covers another card's corner index: each card's two indices look the same
  whether the other cards are drawn before it or after it (shadows left out: a shadow may
  fall on an index, a card or its marks may not);
- no trick card, its shadow, glow or tag covers a name plate: the plates look the same with
  and without the trick on the table.

Where each index is comes from the card faces' own layout (:mod:`ui.cards.layout`), where
the cards and plates are from the table's layout: nothing is copied into the test.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.cards import Card, Suit
from ui.cards.layout import card_size, number_layout
from ui.core.settings import CARD_SIZES, UI_SCALES
from ui.core.tween import Animator
from ui.table import ring
from ui.table import view as table_view
from ui.table.layout import TableLayout, trick_share
from ui.table.presenter import TableModel
from ui.table.view import Drawn, TableLook, draw_table, draw_trick

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160), (1024, 768), (2560, 1080), (1200, 1200)]
SCALES = (UI_SCALES[0], UI_SCALES[-1])
#: Tens: the widest index of the deck, in every suit.
TENS = [Card.parse(code) for code in ("TD", "TS", "TH", "TC")]


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield


def trick_model(lay: TableLayout, flip: bool) -> TableModel:
    """A round in play with every seat's ten on the table, turned to the ring's extremes."""
    model = TableModel(lay.players)
    model.round_number, model.hand_size, model.dealer = 1, 5, 1
    model.trump, model.trump_known = Suit.HEARTS, True
    model.bids = [2] * lay.players
    for seat in range(lay.players):
        model.hands[seat] = [TENS[0]] * 5
        sign = 1 if (seat % 2 == 0) != flip else -1
        model.trick.append((seat, TENS[seat % 4], sign * ring.TRICK_TURN))
    return model


def look_for(lay: TableLayout) -> TableLook:
    return TableLook([f"Player {seat + 1}" for seat in range(lay.players)], to_act=lay.me, rounds=7)


def index_points(lay: TableLayout, seat: int, card: Card, turn: float) -> list[tuple[int, int]]:
    """Window pixels inside the two corner indices of ``seat``'s trick card (a pixel in from
    each edge of the index's box, where no antialiased edge of the box lies)."""
    assert card.suit is not None
    face = number_layout(lay.trick_w, "10", card.suit.symbol, 10)
    w, h = card_size(lay.trick_w)
    cx, cy = lay.seats[seat].trick
    # the card's own pixel (u, v) turned about its centre as pygame turns the image (ring.turned)
    (ox, oy), (ux, uy), _, (vx, vy) = ring.turned((cx, cy), (w, h), turn, (0, 0, 1, 1))
    points = []
    for box in (face.index, face.index_turned):
        for u in range(box.left + 1, box.right - 1):
            for v in range(box.top + 1, box.bottom - 1):
                x = ox + (ux - ox) * (u + 0.5) + (vx - ox) * (v + 0.5)
                y = oy + (uy - oy) * (u + 0.5) + (vy - oy) * (v + 0.5)
                points.append((int(x), int(y)))
    return points


def render_trick(lay: TableLayout, model: TableModel, order: list[int]) -> pygame.Surface:
    """The trick alone, its cards drawn in ``order``; the led and winning cards keep their
    marks whatever the order (the marks belong to the cards, not to the drawing order)."""
    surface = pygame.Surface(lay.size)
    surface.fill((14, 90, 54))
    shown = TableModel(lay.players)
    shown.__dict__.update(model.__dict__)
    shown.trick = [model.trick[i] for i in order]
    led, winning = table_view.trick_marks(model)
    marks = (order.index(led) if led is not None else None,
             order.index(winning) if winning is not None else None)
    original, table_view.trick_marks = table_view.trick_marks, lambda _model: marks
    try:
        draw_trick(surface, shown, lay, look_for(lay), Drawn())
    finally:
        table_view.trick_marks = original
    return surface


def covered_indices(lay: TableLayout, model: TableModel) -> list[int]:
    """Seats whose trick card's index changes when the other cards are drawn over it."""
    players = range(lay.players)
    everyone = render_trick(lay, model, list(players))
    bad = []
    for i in players:
        on_top = render_trick(lay, model, [j for j in players if j != i] + [i])
        _seat, card, turn = model.trick[i]
        seen, alone = everyone.get_at, on_top.get_at
        if any(seen(p) != alone(p) for p in index_points(lay, i, card, turn)):
            bad.append(i)
    return bad


def covered_plates(lay: TableLayout, model: TableModel) -> list[int]:
    """Seats whose name plate (with its turn ring) looks different with the trick on the table."""
    look, without = look_for(lay), TableModel(lay.players)
    without.__dict__.update(model.__dict__)
    without.trick = []
    bare, full = pygame.Surface(lay.size), pygame.Surface(lay.size)
    draw_table(bare, without, lay, Animator(), look)
    draw_table(full, model, lay, Animator(), look)
    bad = []
    for seat in range(lay.players):
        rect = pygame.Rect(lay.plate_rect(seat)).inflate(8, 8)
        if pygame.image.tobytes(bare.subsurface(rect), "RGB") != \
                pygame.image.tobytes(full.subsurface(rect), "RGB"):
            bad.append(seat)
    return bad


@pytest.mark.slow
@pytest.mark.parametrize("card", list(CARD_SIZES))
@pytest.mark.parametrize("players", range(2, 10))
def test_no_trick_card_covers_an_index_or_a_plate(players: int, card: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    plain = table_view.shadow
    for size in SIZES:
        for scale in SCALES:
            lay = TableLayout.compute(size, players, me=players // 3, card_height=CARD_SIZES[card],
                                      text_scale=scale)
            where = f"{players} players, {card} cards, {size[0]}x{size[1]}, UI scale {scale}"
            for flip in (False, True):
                model = trick_model(lay, flip)
                monkeypatch.setattr(table_view, "shadow", plain)
                assert covered_plates(lay, model) == [], where
                monkeypatch.setattr(table_view, "shadow", _no_shadow)
                assert covered_indices(lay, model) == [], where


def _no_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def test_the_trick_cards_keep_their_size_where_there_is_room() -> None:
    """Cards shrink only where the seats leave no room: at 1920×1080 two to four players keep
    the width the card size asks for at small and medium cards (large ones give up a few
    pixels to keep the led card's tag clear)."""
    for players in range(2, 5):
        for card in ("small", "medium", "large"):
            lay = TableLayout.compute((1920, 1080), players, 0, CARD_SIZES[card])
            wanted = round(lay.hand_w * trick_share(players))
            assert wanted * (0.95 if card == "large" else 1.0) <= lay.trick_w <= wanted, (players, card)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)], ids=str)
def test_a_crowded_table_uses_the_room_in_its_middle(size: tuple[int, int]) -> None:
    """Five players' trick cards come near four players' (the cards go straight towards each
    seat, the ring reaches down to the hand); six to eight players' are nearly as wide as the
    hand's, nine players' two thirds of it (medium cards, 16:10 and 16:9)."""
    four = TableLayout.compute(size, 4, 0).trick_w
    assert TableLayout.compute(size, 5, 0).trick_w >= 0.9 * four
    for players, share in ((6, 0.85), (7, 0.85), (8, 0.85), (9, 0.66)):
        lay = TableLayout.compute(size, players, 0)
        assert lay.trick_w >= share * lay.hand_w, (players, lay.trick_w, lay.hand_w)


def test_a_card_cannot_cover_an_index_on_a_ring_too_small() -> None:
    """The check itself: squeeze the ring and the indices are covered."""
    lay = TableLayout.compute((1280, 800), 6, 0)
    squeezed = TableLayout(lay.size, lay.players, lay.me, lay.hand_w, lay.small_w, lay.trick_w,
                           lay.plate_size, lay.centre,
                           tuple(type(s)(s.seat, s.anchor, s.plate,
                                         (lay.centre[0] + (s.trick[0] - lay.centre[0]) * 0.6,
                                          lay.centre[1] + (s.trick[1] - lay.centre[1]) * 0.6),
                                         s.pile, s.angle) for s in lay.seats),
                           lay.card_height, lay.text_scale, lay.hand_span, lay.icon)
    import ui.table.view as module
    original = module.shadow
    module.shadow = _no_shadow
    try:
        assert covered_indices(squeezed, trick_model(squeezed, False))
    finally:
        module.shadow = original


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160), (1024, 640)], ids=str)
def test_each_card_lands_towards_its_player(size: tuple[int, int]) -> None:
    """Seen from the ring's centre, each seat's card lies in the direction of its name plate
    (the human's straight down) within 15° at two to five players; at three, where the two
    others sit left and right and nobody at the top, their cards lie left and right of the
    human's, each level with its seat (between the top of its fan and the foot of its plate),
    the human's below them."""
    for players in range(2, 6):
        lay = TableLayout.compute(size, players, 0)
        cx, cy = lay.centre
        for spot in lay.seats:
            px, py = spot.plate if spot.seat != lay.me else (cx, float(size[1]))
            card = math.degrees(math.atan2(cy - spot.trick[1], spot.trick[0] - cx))
            seat = math.degrees(math.atan2(cy - py, px - cx))
            assert abs((card - seat + 180) % 360 - 180) <= 15, (players, spot.seat, card, seat)
    lay = TableLayout.compute(size, 3, 0)
    mine, left, right = (lay.seats[seat].trick for seat in range(3))
    assert left[0] < mine[0] < right[0] and mine[1] > max(left[1], right[1])
    for seat, (_x, y) in ((1, left), (2, right)):
        _fx, fan_top, _fw, _fh = lay.fan_box(seat)
        _px, plate_top, _pw, plate_h = lay.plate_rect(seat)
        assert fan_top <= y <= plate_top + plate_h, (seat, y, fan_top, plate_top + plate_h)
