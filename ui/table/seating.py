"""Where the seats go round the table: each plate, fan and pile, the human's corner, plate
sizes that fit the window and the UI scale, and the measures of a card's corner index and
of what a trick card darkens or lights past its edge. Geometry on numbers and boxes, which
:mod:`ui.table.layout` puts together.

>>> spots, span = seat_spots((1280, 800), 4, 0, 86, 52, (160, 50), 40, 0.0)
>>> [round(s.plate[1]) < 700 for s in spots], span > 700
([False, True, True, True], True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ui.cards.layout import COURT_RANKS, NUMBER_RANKS, SUITS, index_box, panel_layout
from ui.cards.specials import EMBLEM
from ui.table.ring import turned

Point = tuple[float, float]
#: left, top, width, height
Box = tuple[float, float, float, float]

CARD_RATIO = 88 / 63
#: The most the UI scale grows a name plate (more would crowd the seats beside it).
PLATE_GROWTH = 1.4
#: An opponent's fan: degrees between two backs, and the most the whole fan spans.
FAN_STEP, FAN_SPREAD = 18.0, 48.0
#: How far below a fan's middle card its pivot lies, in card heights.
FAN_PIVOT = 0.8
#: The cards a fan is sized for (the largest hand of the family, with room to spare).
FAN_MOST = 15
#: A won trick on a pile: a back lying across, this share of an opponent's back wide.
PILE_SHARE = 0.62
#: The widest the led card's tag may be, as a share of the card's width (its words shrink
#: to fit).
TAG_WIDTH = 1.1
#: Tricks a pile shows stacked; more only add to the count on the plate.
PILE_MOST = 8


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


def fan_cards(anchor: Point, small_w: float, count: int) -> list[tuple[Point, float]]:
    """Centres and turns (degrees) of ``count`` backs ``small_w`` wide fanned about a point
    below ``anchor`` (the middle card's centre): the more cards, the wider the fan."""
    if count == 0:
        return []
    ax, ay = anchor
    step = min(FAN_STEP, FAN_SPREAD / max(1, count - 1))
    radius = small_w * CARD_RATIO * FAN_PIVOT
    pivot = ay + radius
    out = []
    for i in range(count):
        turn = (i - (count - 1) / 2) * step
        rad = math.radians(turn)
        out.append(((ax + radius * math.sin(rad), pivot - radius * math.cos(rad)), -turn))
    return out


@lru_cache(maxsize=256)
def fan_reach(small_w: float, count: int) -> tuple[float, float, float]:
    """How far a fan of ``count`` backs reaches from its anchor: (half its width, above,
    below). The end cards of a wide fan dip below the middle one."""
    size = (small_w, small_w * CARD_RATIO)
    points = [p for pos, turn in fan_cards((0.0, 0.0), small_w, count) for p in turned(pos, size, turn)]
    if not points:
        return (0.0, 0.0, 0.0)
    return (max(abs(x) for x, _ in points), -min(y for _, y in points), max(y for _, y in points))


def fan_gap(small_w: float) -> float:
    """The air between the lowest card of a fan and the top of its plate."""
    return max(3.0, round(small_w * 0.06))


def pile_lying(small_w: float) -> tuple[int, int]:
    """A won trick on a pile, a back lying across: (width, height)."""
    w = round(small_w * PILE_SHARE)
    return (round(w * CARD_RATIO), w)


def pile_step(small_w: float) -> int:
    """How far each trick on a pile sits above the one below."""
    return max(2, round(pile_lying(small_w)[1] * 0.12))


def pile_height(small_w: float) -> int:
    """How high a full pile (:data:`PILE_MOST` tricks) stands."""
    return pile_lying(small_w)[1] + (PILE_MOST - 1) * pile_step(small_w)


def seat_spots(size: tuple[int, int], players: int, me: int, hand_w: int, small_w: int,
               plate: tuple[int, int], icon: int, spread_degrees: float, nearer: bool = False
               ) -> tuple[tuple[SeatSpot, ...], float]:
    """Every seat placed (its trick spot still the centre) and the width the human's hand may
    take: the human's plate bottom-left, the corner buttons (``icon`` wide) bottom-right and
    the hand between them; the others on an ellipse as wide as the window allows (``nearer``:
    no wider than the window's height asks, on a wide window), their fans as high as it
    allows, the side seats reaching ``spread_degrees`` below the middle. Every plate has its
    fan above it (clear of its text, the fan's lowest card :func:`fan_gap` above it) and its
    pile of won tricks at its right, clear of the window's edge."""
    w, h = size
    hand_h = hand_w * CARD_RATIO
    pad = round(h * 0.015)
    gap = max(4, round(pad * 0.6))
    pile_len, pile_h = pile_lying(small_w)
    half_fan, above, below = fan_reach(small_w, FAN_MOST)
    cx, cy = w / 2, h * 0.45
    reach = max(plate[0] / 2, half_fan)  # from the anchor to the left; the pile beyond it at the right
    rx = w / 2 - 2 * pad - reach - gap - pile_len
    if nearer:
        rx = min(rx, h * 0.52)
    ry = cy - (pad + above)  # the top fan just under the window's edge
    spread = math.radians(spread_degrees)
    # the human's corner: the plate bottom-left, its pile beside it, the corner buttons
    # bottom-right, the hand between them
    my_plate = (pad + plate[0] / 2, h - pad - plate[1] / 2)
    my_pile = (pad + plate[0] + gap + pile_len / 2, h - pad - pile_h / 2)
    buttons_left = w - pad - 4 * icon - 3 * round(icon * 0.32)  # and the ⚑ left of them
    half = min(cx - (my_pile[0] + pile_len / 2) - pad, buttons_left - pad - cx)
    others = players - 1
    spots: list[SeatSpot] = []
    for seat in range(players):
        k = (seat - me) % players
        if k == 0:
            spots.append(SeatSpot(seat, (cx, h - pad - hand_h / 2), my_plate, (cx, cy), my_pile,
                                  -math.pi / 2))
            continue
        start, end = math.pi + spread, -spread
        t = (k - 1) / (others - 1) if others > 1 else 0.5
        angle = start + (end - start) * t
        ax, ay = cx + rx * math.cos(angle), cy - ry * math.sin(angle)
        plate_at = (ax, ay + below + fan_gap(small_w) + plate[1] / 2)
        # the pile at the plate's right, its lowest trick level with the plate's bottom, clear
        # of the fan's end cards where a full pile reaches up beside them
        bottom = plate_at[1] + plate[1] / 2
        pile_x = ax + (reach if bottom - pile_height(small_w) < ay + below else plate[0] / 2) + gap
        pile = (pile_x + pile_len / 2, bottom - pile_h / 2)
        spots.append(SeatSpot(seat, (ax, ay), plate_at, (cx, cy), pile, angle))
    return tuple(spots), 2 * half


def open_cards(window_w: int, seats: tuple[SeatSpot, ...], seat: int, me: int, small_w: int,
               plate_top: float, count: int) -> list[Point]:
    """Centres of ``seat``'s ``count`` cards ``small_w`` wide laid face up (a finished game
    looked back at): a row around its seat, overlapped so each card's corner shows, in two
    staggered rows when one would be too wide; above the seat's plate (its top edge at
    ``plate_top``, which would hide the lower row), kept inside a window ``window_w`` wide."""
    if count == 0:
        return []
    w = window_w
    ax, ay = seats[seat].anchor
    card_h = small_w * CARD_RATIO
    widest = w * (0.3 if len(seats) <= 4 else 0.22)
    for other in seats:  # no wider than the room between it and a seat at its height
        ox, oy = other.anchor
        if other.seat not in (seat, me) and abs(oy - ay) < card_h and ox != ax:
            widest = min(widest, abs(ox - ax) - small_w * 0.3)
    widest = max(widest, small_w * 2)
    step = min(small_w * 0.55, (widest - small_w) / max(1, count - 1))
    rows = 1 if step >= small_w * 0.36 or count < 4 else 2
    per_row = -(-count // rows)
    if rows == 2:
        step = min(small_w * 0.55, (widest - small_w) / max(1, per_row - 1))
    lift = card_h * 0.42  # the second row shows the first one's corners
    first = ay - (rows - 1) / 2 * lift
    if plate_top > ay:  # the plate under the cards: the last row ends at its top edge
        first = min(first, plate_top - card_h / 2 - 2 - (rows - 1) * lift)
    first = max(first, card_h / 2 + 4)
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        width = small_w + step * (in_row - 1)
        left = min(max(ax - width / 2, small_w * 0.1), w - width - small_w * 0.1)
        out.append((left + small_w / 2 + col * step, first + row * lift))
    return out


def meet(a: Box, b: Box) -> bool:
    """Whether two upright boxes overlap (touching is not overlapping)."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def tag_size(width: int) -> int:
    """The font size of the tag on the led card of a trick ``width`` pixels wide."""
    return max(10, round(width * 0.17))


def tag_box(width: int) -> Box:
    """Where the led card's tag stands, in the card's own pixels from its top-left corner (a
    card ``width`` wide): a label just above the card, centred, with a little air between
    them; as wide as its words at most (:data:`TAG_WIDTH` of the card)."""
    high = round(tag_size(width) * 1.2) + 2
    wide = round(width * TAG_WIDTH)
    air = tag_air(width)
    return ((width - wide) / 2, -air - high, wide, high)


def tag_air(width: int) -> int:
    """The air between the led card's top edge and its tag."""
    return max(2, round(width * 0.03))


def ring_width(plate_h: int, contrast: bool) -> int:
    """The width of the turn ring round a plate ``plate_h`` pixels high, drawn just outside
    it: 3 pixels (5 on the high-contrast table) on a 1080-pixel window's plates, growing with
    the plate, so the ring reads on a 4K window as it does there."""
    return max(5 if contrast else 3, round(plate_h * (0.07 if contrast else 0.042)))


def glow_reach(width: int) -> int:
    """How far the glow round the winning card of a trick ``width`` pixels wide reaches."""
    return max(4, round(width * 0.08))


def trick_reach(width: int) -> int:
    """How far past its edge a trick card of ``width`` darkens or lights the table: its
    shadow (offset and soft edge), its glow, or the led card's tag standing above its top
    edge, whichever reaches furthest."""
    tag = -round(tag_box(width)[1])
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
