"""The table's geometry, seat by seat, for 2 to 9 players at every card size and window
shape: every pile of won tricks stands at its plate's right and clear of the window's edge;
no fan reaches over its plate (its text stays readable with 10 to 15 cards); the dealer chip
sits on its plate's left edge, clear of the fan above and of the trick; the "led" tag of any
trick card stands above it, covered by no other card at any table; the dealer's stack covers
nothing while the cards are dealt; nothing of one seat meets another seat, the hand, the
corner buttons or the trump card where every seat has its room; the card-size setting keeps
its order; and the 4-player table in mid-trick is not mostly bare cloth (measured as
:mod:`devtools.cloth` measures a screenshot)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from devtools.cloth import picture_cloth_share
from game.cards import Card, Suit
from ui.core.settings import CARD_SIZES
from ui.core.tween import Animator
from ui.table import ring
from ui.table.layout import FAN_MOST, TableLayout
from ui.table.plates import plate_parts
from ui.table.presenter import TableModel
from ui.table.seating import CARD_RATIO, meet
from ui.table.view import TableLook, draw_table
from ui.words.i18n import _

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160), (1024, 768), (2560, 1080),
         (1200, 1200)]
Box = tuple[float, float, float, float]


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield


def layouts() -> Iterator[TableLayout]:
    for size in SIZES:
        for card in CARD_SIZES.values():
            for players in range(2, 10):
                yield TableLayout.compute(size, players, players // 3, card)


def _trick_outlines(lay: TableLayout, turn: float) -> list[list[tuple[float, float]]]:
    size = (lay.trick_w, round(lay.trick_w * CARD_RATIO))
    return [ring.turned(spot.trick, size, turn) for spot in lay.seats]


def test_every_pile_stands_at_its_plates_right_clear_of_the_windows_edge() -> None:
    for lay in layouts():
        w, h = lay.size
        margin = round(h * 0.015)
        for spot in lay.seats:
            where = (lay.size, lay.players, lay.hand_w, spot.seat)
            px, py, pw, ph = lay.plate_rect(spot.seat)
            left, top, bw, bh = lay.pile_box(spot.seat)
            assert left >= px + pw + 2, where  # at the plate's right, with air between
            assert top < py + ph and top + bh > py, where  # beside it, not above or below
            assert left >= margin and top >= margin, where
            assert left + bw <= w - margin and top + bh <= h - margin, where


def test_no_fan_reaches_over_its_plate_or_its_pile() -> None:
    for lay in layouts():
        for spot in lay.seats:
            if spot.seat == lay.me:
                continue
            plate, pile = lay.plate_rect(spot.seat), lay.pile_box(spot.seat)
            for count in range(1, FAN_MOST + 1):
                size = (lay.small_w, lay.small_w * CARD_RATIO)
                for pos, turn in lay.fan_positions(spot.seat, count):
                    back = ring.turned(pos, size, turn)
                    where = (lay.size, lay.players, lay.hand_w, spot.seat, count)
                    assert not ring.overlap(back, ring.box_corners(plate)), where
                    assert not ring.overlap(back, ring.box_corners(pile)), where
                    assert all(0 <= x <= lay.size[0] and 0 <= y <= lay.size[1] for x, y in back), where


def test_a_fan_sits_close_above_its_plate_however_many_cards_it_holds() -> None:
    lay = TableLayout.compute((1920, 1080), 4, 0)
    size = (lay.small_w, lay.small_w * CARD_RATIO)
    for seat in (1, 2, 3):
        top = lay.plate_rect(seat)[1]
        for count in (1, 6, 13, FAN_MOST):
            lowest = max(y for pos, turn in lay.fan_positions(seat, count)
                         for _x, y in ring.turned(pos, size, turn))
            assert top - lay.small_w * 0.15 < lowest <= top, (seat, count)


def test_the_dealer_chip_sits_inside_its_plate_clear_of_its_words_the_fan_and_the_trick() -> None:
    for lay in layouts():
        model = TableModel(lay.players)
        model.round_number, model.hand_size = 1, 13
        model.bids = [10] * lay.players
        model.piles = [13] * lay.players
        model.totals = [-240] * lay.players
        cards = _trick_outlines(lay, ring.TRICK_TURN) + _trick_outlines(lay, -ring.TRICK_TURN)
        for spot in lay.seats:
            model.dealer = spot.seat
            parts = plate_parts(model, lay, spot.seat, "Dmitri", turn=True)
            assert parts.chip is not None
            chip = parts.chip
            where = (lay.size, lay.players, lay.hand_w, spot.seat)
            # on the plate's left edge, before the name
            assert chip.left >= round(lay.size[1] * 0.015), where  # off the window's edge
            assert parts.rect.left < chip.right < parts.name.rect.left, where
            assert parts.rect.top < chip.top and chip.bottom < parts.rect.bottom, where
            words = [parts.name.rect, parts.score.rect] + ([parts.info.rect] if parts.info else [])
            assert chip.collidelist(words) == -1, where
            outline = ring.box_corners(tuple(chip))
            assert not any(ring.overlap(card, outline) for card in cards), where
            if spot.seat != lay.me:
                size = (lay.small_w, lay.small_w * CARD_RATIO)
                for pos, turn in lay.fan_positions(spot.seat, FAN_MOST):
                    assert not ring.overlap(ring.turned(pos, size, turn), outline), where


def test_the_led_tag_stands_above_its_card_covered_by_no_card_and_covering_none() -> None:
    """Whichever card leads, its tag shows whole: at 2 to 9 players, every window size and card
    size, no other trick card (turned either way) covers it, and it covers no plate or fan."""
    for lay in layouts():
        w, h = lay.size
        plates = [ring.box_corners(lay.plate_rect(spot.seat)) for spot in lay.seats]
        plates += [ring.box_corners(lay.fan_box(spot.seat)) for spot in lay.seats if spot.seat != lay.me]
        for turn in (-ring.TRICK_TURN, ring.TRICK_TURN):
            cards = _trick_outlines(lay, turn)
            for spot in lay.seats:
                tag = lay.tag_outline(spot.seat, turn)
                where = (lay.size, lay.players, lay.hand_w, spot.seat, turn)
                assert all(0 <= x <= w and 0 <= y <= h for x, y in tag), where
                # above its own card, not on its edge
                assert not ring.overlap(tag, cards[spot.seat]), where
                for other in lay.seats:
                    if other.seat != spot.seat:
                        for angle in (-ring.TRICK_TURN, ring.TRICK_TURN):
                            card = ring.turned(other.trick, (lay.trick_w, round(lay.trick_w * CARD_RATIO)),
                                               angle)
                            assert not ring.overlap(tag, card), (where, other.seat)
                assert not any(ring.overlap(tag, plate) for plate in plates), where


def _seat_boxes(lay: TableLayout, seat: int) -> list[Box]:
    boxes: list[Box] = [lay.plate_rect(seat), lay.pile_box(seat), lay.chip_rect(seat)]
    if seat != lay.me:
        boxes.append(lay.fan_box(seat))
    return boxes


def crowd_free() -> Iterator[TableLayout]:
    """The tables where every seat has its room: up to seven players on a wide window (16:10,
    16:9, 21:9), eight and nine at small and medium cards on a 16:9 one. (Narrower windows
    and larger cards at eight and nine fall back to the narrowest plates, and those seats
    may still touch: a fan's corner at the next seat's pile.)"""
    for lay in layouts():
        wide = lay.size[0] / lay.size[1] >= 1.5
        if wide and (lay.players <= 7 or (lay.size[0] / lay.size[1] > 1.7
                                          and lay.card_height <= CARD_SIZES["medium"])):
            yield lay


def test_no_seat_meets_another_the_hand_the_buttons_or_the_trump_card() -> None:
    for lay in crowd_free():
        w, h = lay.size
        card_h = lay.hand_w * CARD_RATIO
        hand_top = min(y for pos, turn in lay.hand_cards(FAN_MOST)
                       for _x, y in ring.turned(pos, (lay.hand_w, card_h), turn))
        hand: Box = (w / 2 - lay.hand_span / 2, hand_top, lay.hand_span, h - hand_top)
        tx, ty = lay.turn_up_spot
        trump: Box = (tx - lay.turn_up_width / 2, ty - lay.turn_up_width * CARD_RATIO / 2,
                      lay.turn_up_width, lay.turn_up_width * CARD_RATIO)
        fixed = [*lay.corner_rects().values(), trump]
        for spot in lay.seats:
            where = (lay.size, lay.players, lay.hand_w, spot.seat)
            mine = _seat_boxes(lay, spot.seat)
            for other in lay.seats:
                if other.seat != spot.seat:
                    assert not any(meet(a, b) for a in mine for b in _seat_boxes(lay, other.seat)), \
                        (where, other.seat)
            if spot.seat != lay.me:
                assert not any(meet(a, b) for a in mine for b in [*fixed, hand]), where
            else:
                assert not any(meet(a, b) for a in mine for b in fixed), where


def test_the_trick_keeps_off_every_seats_plate_fan_and_pile() -> None:
    for lay in layouts():
        boxes = [ring.box_corners(box) for spot in lay.seats for box in _seat_boxes(lay, spot.seat)]
        for turn in (-ring.TRICK_TURN, ring.TRICK_TURN):
            for card in _trick_outlines(lay, turn):
                assert not any(ring.overlap(card, box) for box in boxes), (lay.size, lay.players)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_card_size_setting_keeps_its_order(size: tuple[int, int]) -> None:
    """Each size larger than the one before on a wide window; on a narrow one (4:3, square)
    the largest may meet the width the largest hand needs, never smaller than the one before."""
    for players in range(2, 10):
        widths = [TableLayout.compute(size, players, 0, card).hand_w for card in CARD_SIZES.values()]
        assert widths == sorted(widths), (players, widths)
        if size[0] / size[1] >= 1.5:
            assert len(set(widths)) == len(widths), (players, widths)


def _mid_trick(lay: TableLayout) -> TableModel:
    """Round 6 of a 4-player game, two cards on the table and the human to play."""
    model = TableModel(lay.players)
    model.round_number, model.hand_size, model.dealer = 6, 6, 3
    model.trump, model.trump_known = Suit.HEARTS, True
    model.turn_up, model.turn_up_shown = Card.parse("AH"), True
    model.bids = [1, 2, 1, 1]
    model.totals = [23, 40, 46, 31]
    mine = [Card.parse(code) for code in ("8D", "TD", "3S", "KC", "5H", "9S")]
    model.hands = [mine, mine[:6], mine[:5], mine[:5]]
    model.trick = [(2, Card.parse("2C"), -3.0), (3, Card.parse("3D"), 2.0)]
    return model


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_four_player_table_in_mid_trick_is_not_mostly_bare_cloth(size: tuple[int, int]) -> None:
    lay = TableLayout.compute(size, 4, 0)
    look = TableLook(["You", "Basil", "Cleo", "Dmitri"], to_act=0, rounds=13,
                     prompt=_("table.your_turn_play"))
    surface = pygame.Surface(size)
    draw_table(surface, _mid_trick(lay), lay, Animator(), look)
    # the corner buttons and the flag (pygame_gui's) are not drawn here: the screenshot shows less cloth
    assert picture_cloth_share(surface) <= 0.82


def test_the_dealers_stack_covers_no_plate_pile_fan_card_or_button() -> None:
    """While the cards are dealt the stack stands between the dealer and the middle, over
    nothing the table shows: no plate or its dealer chip, pile, fan of backs, card of the
    human's hand (the longest one, a card raised), the turn-up, a corner button or the ⚑."""
    for lay in layouts():
        w, h = lay.size
        card_h = lay.hand_w * CARD_RATIO
        rise = card_h * 0.14
        hand = [ring.box_corners(_hull(lay.hand_outline(count, i, up)))
                for count in (1, 7, FAN_MOST) for i in range(count) for up in (0.0, rise)]
        tx, ty = lay.turn_up_spot
        fixed: list[Box] = [*lay.corner_rects().values(), lay.flag_rect(),
                            (tx - lay.turn_up_width / 2, ty - lay.turn_up_width * CARD_RATIO / 2,
                             lay.turn_up_width, lay.turn_up_width * CARD_RATIO)]
        boxes = [box for spot in lay.seats for box in _seat_boxes(lay, spot.seat)] + fixed
        for dealer in range(lay.players):
            stack = lay.stack_box(dealer)
            where = (lay.size, lay.players, lay.hand_w, dealer)
            x, y, bw, bh = stack
            assert x >= 0 and y >= 0 and x + bw <= w and y + bh <= h, where
            assert not any(meet(stack, box) for box in boxes), (where, stack)
            assert not any(ring.overlap(ring.box_corners(stack), card) for card in hand), where
            # towards its dealer: nearer the dealer's hand (the human's plate) than the middle is
            sx, sy = lay.stack_spot(dealer)
            ax, ay = lay.seats[dealer].anchor if dealer != lay.me else lay.seats[dealer].plate
            cx, cy = lay.centre
            assert (sx - ax) ** 2 + (sy - ay) ** 2 <= (cx - ax) ** 2 + (cy - ay) ** 2, where


def _hull(points: list[tuple[float, float]]) -> Box:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
