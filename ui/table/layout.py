"""Where everything sits on the table, for a window size and a number of seats.

Pure geometry (no drawing), so tests can ask where to click. The human is
always at the bottom centre; the other seats are spread evenly over the top
arc and the sides of an ellipse, clockwise in seat order (TABLE_UX.md).

>>> lay = TableLayout.compute((1280, 800), players=4, me=0)
>>> lay.seats[0].anchor[1] > lay.seats[2].anchor[1]
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]

CARD_RATIO = 88 / 63
HAND_SHARE = 0.6  # the human's hand never takes more of the window width than this


@dataclass(frozen=True)
class SeatSpot:
    """One seat's places: the anchor of its hand, name plate, trick card and pile."""

    seat: int
    anchor: Point  # centre of the face-down fan (or of the human's hand)
    plate: Point  # centre of the name plate
    trick: Point  # where its card lands in the trick
    pile: Point  # where its won tricks stack
    angle: float  # radians, 0 = right, pi/2 = top (maths orientation)


@dataclass(frozen=True)
class TableLayout:
    """The whole table's geometry at one window size."""

    size: tuple[int, int]
    players: int
    me: int
    hand_w: int  # the human's card width
    small_w: int  # opponents' backs
    trick_w: int  # cards in the trick
    plate_size: tuple[int, int]
    centre: Point
    seats: tuple[SeatSpot, ...]
    card_height: float = 0.15  # the human's card height over the window height (a setting)

    @staticmethod
    def compute(size: tuple[int, int], players: int, me: int = 0,
                card_height: float = 0.15) -> TableLayout:
        """The layout for ``players`` seats in a window of ``size``, ``me`` at the bottom, the
        human's cards ``card_height`` of the window high (the card-size setting)."""
        w, h = size
        hand_h = h * card_height
        hand_w = round(hand_h / CARD_RATIO)
        small_w = round(hand_w * 0.6)
        trick_w = round(hand_w * (0.85 if players <= 5 else 0.72))
        plate = (max(150, round(h * 0.2)), max(44, round(h * 0.062)))
        cx, cy = w / 2, h * 0.45
        rx = w / 2 - plate[0] * 0.75 - w * 0.02
        ry = cy - h * 0.17
        spread = math.radians(min(30, max(0, players - 5) * 7.5))  # more seats reach lower
        ring = (trick_w * (1.45 + 0.13 * players), trick_w * CARD_RATIO * (0.62 + 0.06 * players))
        others = players - 1
        spots: list[SeatSpot] = []
        for seat in range(players):
            k = (seat - me) % players
            if k == 0:
                angle = -math.pi / 2
                anchor = (cx, h - hand_h * 0.62)
                # left of the widest hand (HAND_SHARE of the width), pile above the plate
                plate_at = (cx - w * HAND_SHARE / 2 - w * 0.01 - plate[0] / 2, h - plate[1] * 0.7)
                trick_at = (cx, cy + ring[1])
                pile = (plate_at[0], plate_at[1] - plate[1] / 2 - small_w * 0.6)
            else:
                start, end = math.pi + spread, -spread
                t = (k - 1) / (others - 1) if others > 1 else 0.5
                angle = start + (end - start) * t
                ax, ay = cx + rx * math.cos(angle), cy - ry * math.sin(angle)
                anchor = (ax, ay)
                plate_at = (ax, ay + small_w * CARD_RATIO * 0.55 + plate[1] * 0.3)
                trick_at = (cx + ring[0] * math.cos(angle), cy - ring[1] * math.sin(angle))
                side = -1 if ax > cx + 1 else 1
                pile = (ax + side * (plate[0] / 2 + small_w * 0.55), plate_at[1] - plate[1] * 0.1)
            spots.append(SeatSpot(seat, anchor, plate_at, trick_at, pile, angle))
        return TableLayout(size, players, me, hand_w, small_w, trick_w, plate, (cx, cy), tuple(spots),
                           card_height)

    # -- the human's hand ----------------------------------------------------

    def hand_positions(self, count: int) -> list[Point]:
        """Centres of the human's ``count`` cards, left to right; the overlap adapts so 15 fit."""
        if count == 0:
            return []
        w, _ = self.size
        usable = w * HAND_SHARE
        step = min(self.hand_w * 0.72, (usable - self.hand_w) / max(1, count - 1))
        left = w / 2 - step * (count - 1) / 2
        y = self.seats[self.me].anchor[1]
        return [(left + i * step, y) for i in range(count)]

    def hand_rect(self, count: int, index: int) -> tuple[float, float, float, float]:
        """The clickable part of card ``index`` (x, y, w, h): the visible strip of an
        overlapped card, the whole of the last one."""
        pos = self.hand_positions(count)
        x, y = pos[index]
        h = self.hand_w * CARD_RATIO
        left = x - self.hand_w / 2
        right = pos[index + 1][0] - self.hand_w / 2 if index + 1 < count else x + self.hand_w / 2
        return (left, y - h / 2, right - left, h)

    def fan_positions(self, seat: int, count: int) -> list[tuple[Point, float]]:
        """Centres and rotations (degrees) of an opponent's face-down cards, fanned."""
        if count == 0:
            return []
        ax, ay = self.seats[seat].anchor
        step = min(self.small_w * 0.28, self.small_w * 1.6 / max(1, count - 1))
        mid = (count - 1) / 2
        out = []
        for i in range(count):
            off = i - mid
            turn = -off * min(5.0, 40.0 / max(1, count))
            out.append(((ax + off * step, ay + abs(off) ** 1.5 * 0.6), turn))
        return out

    def open_hand_positions(self, seat: int, count: int) -> list[Point]:
        """Centres of another seat's ``count`` cards laid face up (a finished game looked back
        at): a row around its seat, overlapped so each card's corner shows, in two staggered
        rows when one would be too wide; kept inside the window."""
        if count == 0:
            return []
        w = self.size[0]
        ax, ay = self.seats[seat].anchor
        card_h = self.small_w * CARD_RATIO
        widest = w * (0.3 if self.players <= 4 else 0.22)
        step = min(self.small_w * 0.55, (widest - self.small_w) / max(1, count - 1))
        rows = 1 if step >= self.small_w * 0.36 or count < 4 else 2
        per_row = -(-count // rows)
        if rows == 2:
            step = min(self.small_w * 0.55, (widest - self.small_w) / max(1, per_row - 1))
        out = []
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            width = self.small_w + step * (in_row - 1)
            left = min(max(ax - width / 2, self.small_w * 0.1), w - width - self.small_w * 0.1)
            y = ay + (row - (rows - 1) / 2) * card_h * 0.42
            out.append((left + self.small_w / 2 + col * step, y))
        return out

    @property
    def turn_up_width(self) -> int:
        """Width of the small turn-up card shown top-right beside "Trump ♥"."""
        return round(self.small_w * 0.9)

    @property
    def turn_up_spot(self) -> Point:
        """Centre of the turn-up card in the top-right corner."""
        pad = round(self.size[1] * 0.02)
        w = self.turn_up_width
        return (self.size[0] - pad - w / 2, pad + w * CARD_RATIO / 2)

    def stack_spot(self, dealer: int) -> Point:
        """Where the dealer's stack and the turn-up sit: between the dealer and the centre."""
        spot = self.seats[dealer]
        cx, cy = self.centre
        ax, ay = spot.anchor if dealer != self.me else (cx, self.size[1] * 0.72)
        return (cx + (ax - cx) * 0.55, cy + (ay - cy) * 0.55)

