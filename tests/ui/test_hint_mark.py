"""The hint's mark on the card it would play: a halo that rises with the card when it lifts,
lies under the next card (whose index it leaves alone), and is not the focus ring's look."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.cards import Card
from ui.core.tween import Animator
from ui.table.card_marks import FOCUS_EDGE, HINT_GLOW, edge_width, hint_halo
from ui.table.hand_arc import HAND_RISE
from ui.table.layout import TableLayout
from ui.table.presenter import TableModel
from ui.table.ring import inside, turned
from ui.table.seating import CARD_RATIO, index_corner, ring_width
from ui.table.view import TableLook, draw_table

SIZE = (1280, 800)
HAND = [Card.parse(label) for label in ("2C", "7C", "QC", "3D", "9D", "KH", "AS")]
MARKED = 3  # the hint's card: 3♦, with 9♦ lying over its right side


def _picture(hinted: bool, lift: float, hover: int | None = None) -> pygame.Surface:
    lay = TableLayout.compute(SIZE, 4, 0)
    model = TableModel(4)
    model.round_number, model.hand_size, model.dealer = 2, len(HAND), 3
    model.hands[0] = list(HAND)
    look = TableLook(["You", "Basil", "Cleo", "Dmitri"], playable=set(HAND), hover=hover)
    look.lift = {MARKED: lift}
    look.hinted = HAND[MARKED] if hinted else None
    surface = pygame.Surface(SIZE)
    draw_table(surface, model, lay, Animator(), look)
    return surface


def _mark(lift: float) -> list[tuple[int, int]]:
    """The pixels the hint changes, at the marked card's ``lift``."""
    plain, marked = _picture(False, lift), _picture(True, lift)
    return [(x, y) for x in range(0, SIZE[0]) for y in range(SIZE[1] // 2, SIZE[1])
            if plain.get_at((x, y)) != marked.get_at((x, y))]


def test_the_hint_rises_with_its_card_and_spares_the_next_cards_index() -> None:
    lay = TableLayout.compute(SIZE, 4, 0)
    rise = lay.hand_w * CARD_RATIO * HAND_RISE
    resting, lifted = _mark(0.0), _mark(1.0)
    assert resting and lifted
    top_resting = min(y for _x, y in resting)
    top_lifted = min(y for _x, y in lifted)
    assert abs((top_resting - top_lifted) - rise) <= 2  # it follows the card up
    card = lay.hand_outline(len(HAND), MARKED, rise)
    assert min(y for _x, y in card) - top_lifted <= lay.hand_w * 0.12  # hugging the lifted card
    (x, y), turn = lay.hand_cards(len(HAND))[MARKED + 1]
    w, h = lay.hand_w, lay.hand_w * CARD_RATIO
    corner = round(w * 0.06) + 1  # inside the next card's round corner
    index_w, index_h = index_corner(w)
    index = turned((x, y), (w, h), turn, (corner, corner, index_w, index_h))
    for marked in (resting, lifted):  # nothing of it over the next card's index
        assert not [p for p in marked if inside((p[0] + 0.5, p[1] + 0.5), index)]


def test_the_hint_has_rounded_corners_and_its_own_colour() -> None:
    lay = TableLayout.compute(SIZE, 4, 0)
    marked = set(_mark(1.0))
    card = lay.hand_outline(len(HAND), MARKED, lay.hand_w * CARD_RATIO * HAND_RISE)
    x0, y0 = min(x for x, _ in card), min(y for _, y in card)
    reach = max(5, round(lay.hand_w * 0.08))  # the halo's reach past the card's edge
    edge = round(y0) - reach + 1
    assert (round(x0 + lay.hand_w * 0.3), edge) in marked  # along the edge it reaches out
    assert (round(x0) - reach + 1, edge) not in marked  # the corner is round, not square
    picture = _picture(True, 1.0)
    cx = round(sum(x for x, _ in card[:2]) / 2 - lay.hand_w * 0.25)
    above = [picture.get_at((cx, y)) for y in range(round(y0) - 4, round(y0))]
    # the halo's blue, nothing like the focus ring's pale line or gold
    assert any(c.b > c.r + 30 and c.b > c.g for c in above), above
    assert HINT_GLOW[:3] != FOCUS_EDGE


def _band(card_w: int) -> int:
    """How many pixels of the hint's halo show clearly (alpha a quarter or more) above the
    middle of a card ``card_w`` wide."""
    card = pygame.Surface((card_w, round(card_w * CARD_RATIO)), pygame.SRCALPHA)
    card.fill((250, 250, 245, 255))
    halo = hint_halo(card, False)
    reach = (halo.get_height() - card.get_height()) // 2
    return sum(1 for y in range(reach) if halo.get_at((halo.get_width() // 2, y)).a >= 64)


def test_the_hint_and_the_rings_grow_with_the_card_so_they_read_at_4k() -> None:
    """The halo round the hint's card, the rings round a hand card (focus, hover) and the turn
    ring round a plate are as wide, for the card's or plate's size, on a 4K window as on a
    1080 one."""
    lay, big = TableLayout.compute((1920, 1080), 4, 0), TableLayout.compute((3840, 2160), 4, 0)
    small, large = lay.hand_w, big.hand_w
    for contrast in (False, True):
        low, high = lay.plate_size[1], big.plate_size[1]
        ratio = (ring_width(high, contrast) / high) / (ring_width(low, contrast) / low)
        assert 0.8 <= ratio <= 1.25, (contrast, ring_width(low, contrast), ring_width(high, contrast))
    assert large >= 1.9 * small
    assert _band(small) >= 4
    assert abs(_band(large) / large - _band(small) / small) <= 0.15 * _band(small) / small
    for contrast in (False, True):
        ratio = (edge_width(large, contrast) / large) / (edge_width(small, contrast) / small)
        assert 0.8 <= ratio <= 1.25, (contrast, edge_width(small, contrast), edge_width(large, contrast))
