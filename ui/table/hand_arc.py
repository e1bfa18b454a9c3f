"""The human's hand as drawn: a gentle fan along an arc at the bottom of the table.

Pure geometry (no pygame): where each card of a hand of any size stands and how far it is
turned, the part of each that shows, and which card a point is over. The end cards of a
long hand dip and turn outwards by at most :data:`HAND_TURN` degrees; the whole hand is
raised so that every card, the end ones turned and dipped too, lies inside the window.
:class:`ui.table.layout.TableLayout` places the arc (:attr:`~ui.table.layout.TableLayout.hand`).

>>> arc = HandArc(card_w=100, span=800, centre_x=640, bottom_y=700)
>>> [round(x) for (x, _y), _turn in arc.cards(3)]
[554, 640, 726]
>>> arc.at(3, (640, 690)), arc.at(3, (10, 10))
(1, None)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ui.table import ring

Point = tuple[float, float]

CARD_RATIO = ring.CARD_RATIO
#: A playable card under the pointer rises this share of its height.
HAND_RISE = 0.14
#: The most an end card of the human's hand is turned (degrees): a gentle fan.
HAND_TURN = 7.0
#: The most of a card the human's hand shows when there is room (the rest overlaps).
HAND_STEP = 0.86


@dataclass(frozen=True)
class HandArc:
    """The hand's arc: cards ``card_w`` wide, spread over at most ``span`` pixels round
    ``centre_x``, an upright card's centre at ``bottom_y``."""

    card_w: int
    span: float
    centre_x: float
    bottom_y: float

    def step(self, count: int) -> float:
        """Distance between two cards of a hand of ``count``: most of a card when there is
        room, less as the hand fills the width it may take."""
        if count <= 1:
            return 0.0
        return min(self.card_w * HAND_STEP, (self.span - self.card_w) / (count - 1))

    def _radius(self, count: int) -> float:
        """The radius of the arc the hand is fanned on: its end cards turn :data:`HAND_TURN`."""
        reach = self.step(count) * (count - 1) / 2
        return max(self.card_w * CARD_RATIO * 5, reach / math.tan(math.radians(HAND_TURN)))

    def lift(self, count: int) -> float:
        """How far a hand of ``count`` sits above the upright card's place: its end cards dip
        and, turned, reach lower than an upright card."""
        if count <= 1:
            return 0.0
        reach = self.step(count) * (count - 1) / 2
        radius = self._radius(count)
        turn = math.atan2(reach, radius)
        w, h = self.card_w, self.card_w * CARD_RATIO
        return reach * reach / (2 * radius) + h / 2 * math.cos(turn) + w / 2 * math.sin(turn) - h / 2

    def cards(self, count: int) -> list[tuple[Point, float]]:
        """Centres and turns (degrees) of ``count`` cards, left to right."""
        if count == 0:
            return []
        step, radius = self.step(count), self._radius(count)
        y = self.bottom_y - self.lift(count)
        out = []
        for i in range(count):
            dx = (i - (count - 1) / 2) * step
            out.append(((self.centre_x + dx, y + dx * dx / (2 * radius)),
                        -math.degrees(math.atan2(dx, radius))))
        return out

    def shown(self, count: int, index: int) -> tuple[float, float, float, float]:
        """The part of card ``index`` that shows (x, y, w, h), upright: the strip left of the
        next card, the whole of the last one."""
        pos = [p for p, _turn in self.cards(count)]
        x, y = pos[index]
        h = self.card_w * CARD_RATIO
        left = x - self.card_w / 2
        right = pos[index + 1][0] - self.card_w / 2 if index + 1 < count else x + self.card_w / 2
        return (left, y - h / 2, right - left, h)

    def outline(self, count: int, index: int, rise: float = 0.0) -> list[Point]:
        """The corners of card ``index`` as drawn (turned), raised ``rise`` pixels."""
        (x, y), turn = self.cards(count)[index]
        return ring.turned((x, y - rise), (self.card_w, self.card_w * CARD_RATIO), turn)

    def hit(self, count: int, index: int) -> list[Point]:
        """Where a pointer is over card ``index``: the card as drawn, reaching up as high as it
        rises when lifted (so a card does not flicker as it rises from under the pointer)."""
        rise = self.card_w * CARD_RATIO * HAND_RISE
        up, down = self.outline(count, index, rise), self.outline(count, index)
        return [up[0], up[1], down[2], down[3]]

    def at(self, count: int, point: Point) -> int | None:
        """The card of a hand of ``count`` under ``point``: the topmost (rightmost) one."""
        for i in range(count - 1, -1, -1):
            if ring.inside(point, self.hit(count, i)):
                return i
        return None

    def point(self, count: int, index: int) -> tuple[int, int]:
        """A point well inside the part of card ``index`` that shows (tests click here)."""
        (x, y), turn = self.cards(count)[index]
        shown = self.step(count) if index + 1 < count else self.card_w
        w, h = self.card_w, self.card_w * CARD_RATIO
        local = (min(shown, w) / 2, h * 0.6)
        corners = ring.turned((x, y), (w, h), turn, (local[0], local[1], 0.0, 0.0))
        return (round(corners[0][0]), round(corners[0][1]))
