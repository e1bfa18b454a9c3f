"""Every hand fits: for 2 to 9 players, hands of 1 to 15 cards, at every card size and at
window sizes from the smallest the window allows to 4K, every card of the human's hand lies
whole inside the window, its corner index is covered by no other card, and the hand keeps
off the human's plate and the corner buttons. Where the index is comes from the card faces'
own measure (:func:`ui.table.seating.index_corner`)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from ui.core.settings import CARD_SIZES
from ui.table import ring
from ui.table.layout import FAN_MOST, TableLayout
from ui.table.seating import CARD_RATIO, index_corner

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160), (1024, 768), (2560, 1080),
         (1200, 1200)]


def _inside(points: list[tuple[float, float]], size: tuple[int, int]) -> bool:
    return all(-0.5 <= x <= size[0] + 0.5 and -0.5 <= y <= size[1] + 0.5 for x, y in points)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_of_every_hand_shows_its_index_inside_the_window(size: tuple[int, int]) -> None:
    for card_height in CARD_SIZES.values():
        for players in range(2, 10):
            lay = TableLayout.compute(size, players, 0, card_height)
            w, h = lay.hand_w, lay.hand_w * CARD_RATIO
            index = index_corner(lay.hand_w)
            top_left, bottom_right = ring.index_parts((w, h), index)
            keep_off = [lay.plate_rect(0), *lay.corner_rects().values()]
            for count in range(1, FAN_MOST + 1):
                cards = lay.hand_cards(count)
                outlines = [ring.turned(pos, (w, h), turn) for pos, turn in cards]
                for i, ((pos, turn), outline) in enumerate(zip(cards, outlines, strict=True)):
                    where = (size, card_height, players, count, i)
                    assert _inside(outline, size), where  # the whole card, its lower corner too
                    mark = ring.turned(pos, (w, h), turn, top_left)
                    assert not any(ring.overlap(later, mark) for later in outlines[i + 1:]), where
                    assert not any(ring.overlap(outline, ring.box_corners(box)) for box in keep_off), where
                last = cards[-1]
                assert _inside(ring.turned(last[0], (w, h), last[1], bottom_right), size)
