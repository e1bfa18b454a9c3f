"""Where the dealer's stack stands while a round is dealt: between the dealer and the middle
of the table, over nothing else the table shows.

Pure geometry on points and boxes (no pygame), which :mod:`ui.table.layout` feeds with what
the stack must keep off: the plates with their turn rings, the chips, piles and fans, the
hand, the status lines, the turn-up and the corner buttons.

>>> stack_spot((400, 300), (400, 60), 50, [], (800, 600))
(400.0, 168.0)
>>> stack_spot((400, 300), (400, 60), 50, [(350, 100, 100, 100)], (800, 600))[1] > 200
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ui.table.ring import CARD_RATIO

Point = tuple[float, float]
#: left, top, width, height
Box = tuple[float, float, float, float]

#: How far from the centre towards its dealer the stack stands, at most (a share of the way).
STACK_WAY = 0.55
#: The places tried on the way from there to the centre.
STEPS = 12


def stack_box(small_w: int, spot: Point) -> Box:
    """What a stack of backs ``small_w`` wide at ``spot`` covers: three backs a pixel apart,
    and their shadow."""
    x, y = spot
    w, h = small_w, small_w * CARD_RATIO
    reach = 4 + max(3, round(w * 0.06))
    return (x - w / 2 - reach, y - h / 2 - reach, w + 2 * reach, h + 2 * reach)


def towards(centre: Point, dealer: Point, way: float) -> Point:
    """The point ``way`` of the way from ``centre`` towards ``dealer``."""
    (cx, cy), (ax, ay) = centre, dealer
    return (cx + (ax - cx) * way, cy + (ay - cy) * way)


def stack_spot(centre: Point, dealer: Point, small_w: int, blocked: Sequence[Box],
               window: tuple[int, int]) -> Point:
    """The stack's centre for a dealer at ``dealer``: :data:`STACK_WAY` of the way from the
    table's ``centre``, nearer the centre where the stack would meet a box of ``blocked``;
    where the whole way is taken, the free place nearest the first one tried (on a grid a
    third of a back apart), else the centre."""

    def free(spot: Point) -> bool:
        x, y, w, h = stack_box(small_w, spot)
        return x >= 0 and y >= 0 and x + w <= window[0] and y + h <= window[1] and not any(
            x < bx + bw and bx < x + w and y < by + bh and by < y + h for bx, by, bw, bh in blocked)

    way = [towards(centre, dealer, STACK_WAY * (1 - i / (STEPS - 1))) for i in range(STEPS)]
    found = next((p for p in way if free(p)), None)
    if found is not None:
        return found
    wx, wy = way[0]
    step = max(8, small_w // 3)
    grid = [(float(x), float(y)) for x in range(0, window[0], step) for y in range(0, window[1], step)]
    return min((p for p in grid if free(p)), default=centre,
               key=lambda p: (p[0] - wx) ** 2 + (p[1] - wy) ** 2)
