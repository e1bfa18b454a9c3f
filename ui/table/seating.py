"""Where the seats go round the table: each plate, fan and pile, the human's corner, plate
sizes that fit the window and the UI scale, and the measures of a card's corner index and
of what a trick card darkens or lights past its edge. Geometry on numbers and boxes, which
:mod:`ui.table.layout` puts together.

>>> spots, span = seat_spots((1280, 800), 4, 0, 86, 52, (160, 50), 40, 0.0)
>>> [round(s.plate[1]) < 700 for s in spots], span > 800
([False, True, True, True], True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ui.cards.layout import COURT_RANKS, NUMBER_RANKS, SUITS, index_box, panel_layout
from ui.cards.specials import EMBLEM

Point = tuple[float, float]
#: left, top, width, height
Box = tuple[float, float, float, float]

CARD_RATIO = 88 / 63
#: The most the UI scale grows a name plate (more would crowd the seats beside it).
PLATE_GROWTH = 1.4


@dataclass(frozen=True)
class SeatSpot:
    """One seat's places: the anchor of its hand, name plate, trick card and pile."""

    seat: int
    anchor: Point  # centre of the face-down fan (or of the human's hand)
    plate: Point  # centre of the name plate
    trick: Point  # where its card lands in the trick
    pile: Point  # where its won tricks stack
    angle: float  # radians, 0 = right, pi/2 = top (maths orientation)



def plate_sizes(w: int, h: int, text_scale: float) -> list[tuple[int, int]]:
    """Plate sizes to try, largest first: grown for the UI scale (up to :data:`PLATE_GROWTH`),
    then less grown, then narrower, until the seats fit side by side. A window taller than
    16:10 sizes them as if it were 16:10."""
    base_w, base_h = max(170, round(min(h, w * 0.625) * 0.24)), max(44, round(h * 0.068))
    grow = max(1.0, min(text_scale, PLATE_GROWTH))
    sizes = []
    while grow > 1.0:
        sizes.append((round(base_w * grow), round(base_h * grow)))
        grow = max(1.0, grow - 0.1)
    grown_h = round(base_h * max(1.0, min(text_scale, PLATE_GROWTH)))
    sizes += [(round(base_w * f), min(grown_h, round(base_h * (1 + (f - 0.7) * 2))))
              for f in (1.0, 0.92, 0.85, 0.78, 0.72)]
    return sizes


def spreads(players: int) -> tuple[float, ...]:
    """How far below the side seats may reach (degrees), most first: more seats, lower."""
    most = min(30.0, max(0, players - 5) * 7.5)
    return (most, most * 0.5, 0.0) if most else (0.0,)


def seat_spots(size: tuple[int, int], players: int, me: int, hand_w: int, small_w: int,
               plate: tuple[int, int], icon: int, spread_degrees: float
               ) -> tuple[tuple[SeatSpot, ...], float]:
    """Every seat placed (its trick spot still the centre) and the width the human's hand may
    take: the human's plate bottom-left, the corner buttons (``icon`` wide) bottom-right and
    the hand between them; the others on an ellipse as wide as the window allows, their fans
    as high as it allows, the side seats reaching ``spread_degrees`` below the middle."""
    w, h = size
    hand_h = hand_w * CARD_RATIO
    small_h = small_w * CARD_RATIO
    pad = round(h * 0.015)
    pile_len = round(round(small_w * 0.7) * CARD_RATIO)
    cx, cy = w / 2, h * 0.45
    rx = w / 2 - pad - plate[0] / 2 - pad * 0.6 - pile_len - pad
    ry = cy - (pad + small_h * 0.62)  # the top fan just under the window's edge
    spread = math.radians(spread_degrees)
    # the human's corner: the plate bottom-left, the corner buttons bottom-right, the hand between
    my_plate = (pad + plate[0] / 2, h - pad - plate[1] / 2)
    buttons_left = w - pad - 3 * icon - 2 * round(icon * 0.32)
    half = min(cx - (my_plate[0] + plate[0] / 2) - pad, buttons_left - pad - cx)
    others = players - 1
    spots: list[SeatSpot] = []
    for seat in range(players):
        k = (seat - me) % players
        if k == 0:
            angle = -math.pi / 2
            anchor = (cx, h - pad - hand_h / 2)  # a whole card in the window, upright
            plate_at = my_plate
            pile = (plate_at[0], plate_at[1] - plate[1] / 2 - small_w * 0.35 - pad)
        else:
            start, end = math.pi + spread, -spread
            t = (k - 1) / (others - 1) if others > 1 else 0.5
            angle = start + (end - start) * t
            ax, ay = cx + rx * math.cos(angle), cy - ry * math.sin(angle)
            anchor = (ax, ay)
            plate_at = (ax, ay + small_h * 0.55 + plate[1] * 0.3)
            side = 1 if ax > cx + 1 else -1  # the pile goes on the plate's outer side
            pile = (ax + side * (plate[0] / 2 + pad * 0.6 + pile_len / 2), plate_at[1] + plate[1] * 0.1)
        spots.append(SeatSpot(seat, anchor, plate_at, (cx, cy), pile, angle))
    return tuple(spots), 2 * half


def meet(a: Box, b: Box) -> bool:
    """Whether two upright boxes overlap (touching is not overlapping)."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def tag_size(width: int) -> int:
    """The font size of the tag on the led card of a trick ``width`` pixels wide."""
    return max(10, round(width * 0.17))


def glow_reach(width: int) -> int:
    """How far the glow round the winning card of a trick ``width`` pixels wide reaches."""
    return max(4, round(width * 0.08))


def trick_reach(width: int) -> int:
    """How far past its edge a trick card of ``width`` darkens or lights the table: its
    shadow (offset and soft edge), its glow, or the led card's tag standing on its top edge,
    whichever reaches furthest."""
    tag = round(tag_size(width) * 1.2) + 2
    return max(3 + max(2, width // 16), glow_reach(width), tag)


@lru_cache(maxsize=128)
def index_corner(width: int) -> tuple[int, int]:
    """The corner a card ``width`` pixels wide keeps for its index (any rank and suit, the
    Wizard's and Jester's letters in every language), from its top-left corner: (width,
    height). Measured from the faces' own layout (:mod:`ui.cards.layout`)."""
    if not pygame.font.get_init():  # the glyphs are measured in the shipped font
        pygame.font.init()
    boxes = [index_box(width, rank, suit)[2] for rank in (*NUMBER_RANKS, *COURT_RANKS, "A")
             for suit in SUITS]
    boxes += [panel_layout(width, letter, EMBLEM).index for letter in "WJZNTMG"]
    return (max(b.right for b in boxes) + 1, max(b.bottom for b in boxes) + 1)
