"""The trick on a ring: where each seat's card lands so that no card hides another's
corner index and none covers a name plate.

Pure geometry on turned rectangles (no pygame). A trick card of seat *i* lands on
an ellipse round the table's centre, in the direction of its seat, turned by at
most :data:`TRICK_TURN` degrees either way. :func:`solve` finds the smallest
ring on which no card, however turned, covers the top-left or bottom-right index
of another (cards may overlap where they carry no index: a tight trick, as on a
real table), then checks that the cards keep off the keep-out boxes (plates,
piles, fans, the hand) and inside the window; where they do not, it tries a
wider ring and then smaller cards.

>>> spots, width = solve((400, 300), [-90, 90], 60, lambda w: (12, 24), lambda w: [], (0, 0, 800, 600))
>>> width, spots[0][1] > 300 > spots[1][1]
(60, True)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

Point = tuple[float, float]
#: left, top, width, height
Box = tuple[float, float, float, float]

CARD_RATIO = 88 / 63
#: The most a trick card is turned either way, in degrees (the presenter draws a turn in
#: this range for each card played; the ring is solved for the extremes).
TRICK_TURN = 7.0
#: Ring shapes tried, as a factor on the ring's width (rounder first), before the cards
#: get smaller: a wide window takes a wide flat ring, a tall one a narrow ring.
STRETCHES = (1.0, 1.25, 0.8, 1.5, 1.8, 0.65, 2.2, 2.7, 3.3)
#: Air added to the tightest ring: cards overlap a little, never at an index.
LOOSEN = 1.05
#: How much the tightest ring is loosened, most first: where the room allows, the trick
#: spreads over the middle of the table (each card nearer its player); the last is the least.
LOOSENESS = (1.4, 1.25, 1.12, LOOSEN)
#: Cards shrink by this factor a step when no ring fits.
SHRINK = 0.94


def turned(centre: Point, size: tuple[float, float], angle: float,
           part: Box | None = None) -> list[Point]:
    """The corners of a card of ``size`` centred at ``centre`` and turned ``angle`` degrees
    counter-clockwise on screen (as ``pygame.transform.rotate`` turns it); with ``part`` (a
    box in the card's own pixels, from its top-left corner) the corners of that part.

    >>> [tuple(round(v) for v in p) for p in turned((0, 0), (2, 4), 90)]
    [(-2, 1), (-2, -1), (2, -1), (2, 1)]
    """
    w, h = size
    left, top, pw, ph = part if part is not None else (0.0, 0.0, w, h)
    rad = math.radians(angle)
    cos, sin = math.cos(rad), math.sin(rad)
    out = []
    for x, y in ((left, top), (left + pw, top), (left + pw, top + ph), (left, top + ph)):
        dx, dy = x - w / 2, y - h / 2
        out.append((centre[0] + dx * cos + dy * sin, centre[1] - dx * sin + dy * cos))
    return out


def box_corners(box: Box) -> list[Point]:
    """The corners of an upright box."""
    left, top, w, h = box
    return [(left, top), (left + w, top), (left + w, top + h), (left, top + h)]


def overlap(a: Sequence[Point], b: Sequence[Point]) -> bool:
    """Whether two rectangles (four corners each, in order; turned or not) share more than
    an edge: separating axes, two per rectangle (its sides are pairwise parallel).

    >>> overlap(box_corners((0, 0, 2, 2)), box_corners((1, 1, 2, 2)))
    True
    >>> overlap(box_corners((0, 0, 2, 2)), box_corners((2, 0, 2, 2)))
    False
    """
    ax, ay = [x for x, _ in a], [y for _, y in a]
    bx, by = [x for x, _ in b], [y for _, y in b]
    if max(ax) <= min(bx) or max(bx) <= min(ax) or max(ay) <= min(by) or max(by) <= min(ay):
        return False  # their upright boxes are apart: most pairs end here
    for poly in (a, b):
        for i in (0, 1):
            x1, y1 = poly[i]
            x2, y2 = poly[i + 1]
            nx, ny = y1 - y2, x2 - x1
            pa = [nx * x + ny * y for x, y in a]
            pb = [nx * x + ny * y for x, y in b]
            if max(pa) <= min(pb) + 1e-6 or max(pb) <= min(pa) + 1e-6:
                return False
    return True


def inside(point: Point, poly: Sequence[Point]) -> bool:
    """Whether ``point`` lies in the convex polygon ``poly`` (its corners in order, either way
    round).

    >>> inside((1, 1), box_corners((0, 0, 2, 2))), inside((3, 1), box_corners((0, 0, 2, 2)))
    (True, False)
    """
    x, y = point
    sides = set()
    for i in range(len(poly)):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % len(poly)]
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if cross:
            sides.add(cross > 0)
    return len(sides) <= 1


def index_parts(size: tuple[float, float], index: tuple[float, float]) -> tuple[Box, Box]:
    """The two corner indices of a card of ``size`` whose index column is ``index``
    (width, height) pixels: top-left, and the same turned into the bottom-right."""
    w, h = size
    iw, ih = index
    return (0.0, 0.0, iw, ih), (w - iw, h - ih, iw, ih)


def indices_clear(spots: Sequence[Point], size: tuple[float, float], index: tuple[float, float],
                  turn: float = TRICK_TURN, label: Box | None = None) -> bool:
    """No card at ``spots``, turned anywhere within ``turn`` degrees, covers a corner index
    of another, nor its ``label`` (a box in the card's own pixels, outside the card perhaps:
    the led card's tag, which any card may carry)."""
    w, h = size
    parts: tuple[Box, ...] = index_parts(size, index)
    if label is not None:
        parts += (label,)
    # two cards further apart than this share nothing: a card's diagonal, and the label's reach
    reach = math.hypot(w, h) + (max(-label[1], label[1] + label[3] - h, 0.0) if label else 0.0)
    angles = (-turn, turn) if turn else (0.0,)
    cards: dict[int, list[list[Point]]] = {}  # each card's corners and index corners, once
    marks: dict[int, list[list[Point]]] = {}
    for i, a in enumerate(spots):
        for j, b in enumerate(spots):
            if i == j or math.hypot(a[0] - b[0], a[1] - b[1]) >= reach:
                continue
            if i not in marks:
                marks[i] = [turned(a, size, angle, part) for angle in angles for part in parts]
            if j not in cards:
                cards[j] = [turned(b, size, angle) for angle in angles]
            if any(overlap(card, mark) for card in cards[j] for mark in marks[i]):
                return False
    return True


def keeps_off(spots: Sequence[Point], size: tuple[float, float], keep_out: Sequence[Box],
              bounds: Box, turn: float = TRICK_TURN, spared: Sequence[tuple[Box, int]] = ()) -> bool:
    """Every card at ``spots`` (turned within ``turn``) misses every box of ``keep_out`` and
    lies inside ``bounds``; a box of ``spared`` is kept off by every card but the one it names
    (the line above the hand, which shows only while the human's card is not on the table)."""
    left, top, bw, bh = bounds
    for i, spot in enumerate(spots):
        own = [*keep_out, *(box for box, k in spared if k != i)]
        for angle in (-turn, turn):
            card = turned(spot, size, angle)
            xs, ys = [x for x, _ in card], [y for _, y in card]
            x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
            if x0 < left or y0 < top or x1 > left + bw or y1 > top + bh:
                return False
            for box in own:  # upright boxes: most are apart from the card's upright box
                bx, by, w, h = box
                if x1 > bx and bx + w > x0 and y1 > by and by + h > y0 and overlap(card, box_corners(box)):
                    return False
    return True


def ring_spots(centre: Point, angles: Sequence[float], radii: tuple[float, float]) -> list[Point]:
    """Points on the ellipse of ``radii`` round ``centre`` at ``angles`` (degrees, 0 = right,
    90 = up)."""
    cx, cy = centre
    return [(cx + radii[0] * math.cos(math.radians(a)), cy - radii[1] * math.sin(math.radians(a)))
            for a in angles]


def tightest(centre: Point, angles: Sequence[float], size: tuple[float, float],
             index: tuple[float, float], stretch: float = 1.0, label: Box | None = None) -> float:
    """The smallest scale ``s`` at which cards on the ring of radii ``s * (w * stretch, h)``
    leave every index (and ``label``) clear (found by halving to a percent; checked). The
    same wherever the ``centre``: found once for each ring and kept."""
    return _tightest(tuple(angles), size, index, stretch, label)


@lru_cache(maxsize=512)
def _tightest(angles: tuple[float, ...], size: tuple[float, float], index: tuple[float, float],
              stretch: float, label: Box | None) -> float:
    w, h = size

    def clear(s: float) -> bool:
        return indices_clear(ring_spots((0.0, 0.0), angles, (s * w * stretch, s * h)), size, index,
                             label=label)

    low, high = 0.0, 1.0
    while not clear(high) and high < 64:
        low, high = high, high * 2
    while high - low > 0.01 * high:
        mid = (low + high) / 2
        low, high = (low, mid) if clear(mid) else (mid, high)
    while not clear(high):  # not monotonic everywhere: step on until it holds
        high *= 1.02
    return high


def solve(centre: Point, angles: Sequence[float], width: int,
          index: Callable[[int], tuple[int, int]], keep_out: Callable[[int], Sequence[Box]],
          bounds: Box, least: int = 24, spared: Sequence[tuple[Box, int]] = (),
          label: Callable[[int], Box] | None = None) -> tuple[list[Point], int]:
    """The trick's spots (one per angle, in order) and the card width to draw them at.

    ``width`` is the width wanted, ``least`` the smallest allowed, ``index(width)`` the
    size of the corner index column of a card that wide, ``label(width)`` the box of a
    label any card may carry (no other card covers it: the cards get smaller rather than
    cover one), ``keep_out(width)`` the boxes cards that wide keep off. The tightest clear
    ring is loosened, as much as the room allows (the trick spreads over the middle); a
    ring that would cover a keep-out box or leave ``bounds`` even loosened a little is
    widened, and failing that the cards are made smaller, in steps of :data:`SHRINK`, then
    grown back pixel by pixel (halving the gap) to the largest that fits. Should nothing
    fit even at ``least``, the tightest ring of the smallest cards is the answer.

    The ring's scale is in card sizes, so it is found once for the width wanted and
    checked again (and grown if need be) at the width chosen: the index is not quite
    the same share of a smaller card.
    """
    def size_of(card: int) -> tuple[float, float]:
        return (float(card), float(round(card * CARD_RATIO)))

    scales: dict[float, float] = {}

    def scale(k: float) -> float:  # found once per shape, when first wanted
        if k not in scales:
            scales[k] = tightest(centre, angles, size_of(width), index(width), k,
                                 label(width) if label else None)
        return scales[k]

    def clear_spots(k: float, loose: float, card: int) -> list[Point]:
        """The spots of the ring shape ``k`` loosened ``loose`` for cards ``card`` wide, grown
        until no card covers another's index or label at that width."""
        size, mark = size_of(card), label(card) if label else None
        s = scale(k) * loose
        while not indices_clear(ring_spots(centre, angles, (s * size[0] * k, s * size[1])), size,
                                index(card), label=mark):
            s *= 1.03
        return ring_spots(centre, angles, (s * size[0] * k, s * size[1]))

    def fit(card: int) -> list[Point] | None:
        """The spots of the first ring shape on which cards ``card`` wide keep off every box."""
        size, boxes = size_of(card), keep_out(card)
        for k in STRETCHES:
            for loose in LOOSENESS:
                s = scale(k) * loose
                if keeps_off(ring_spots(centre, angles, (s * size[0] * k, s * size[1])), size,
                             boxes, bounds, spared=spared):
                    spots = clear_spots(k, loose, card)  # the same ring, unless this width needs more
                    if keeps_off(spots, size, boxes, bounds, spared=spared):
                        return spots
        return None

    card, fits, above = width, fit(width), None
    while fits is None and card > least:
        above, card = card, max(least, round(card * SHRINK))
        fits = fit(card)
    if fits is not None and above is not None:  # the largest that fits below the first that did not
        while above - card > 1:
            mid = (card + above) // 2
            spots = fit(mid)
            if spots is None:
                above = mid
            else:
                card, fits = mid, spots
    return (fits if fits is not None else clear_spots(1.0, LOOSEN, card)), card
