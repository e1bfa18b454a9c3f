"""Where everything sits on the table, for a window size and a number of seats.

Pure geometry (no drawing), so tests can ask where to click. The human is
always at the bottom centre, the name plate to the left of the hand and the
corner buttons to its right; the other seats are spread evenly over the top
arc and the sides of an ellipse, clockwise in seat order, each a fan of backs
over its name plate. Every plate has its won tricks at its right and the dealer
chip inside it, at its top left. The trick lands on a ring sized for the player
count (:mod:`ui.table.ring`), spread over the middle as far as the room allows:
no trick card hides another's index or the led card's tag, or covers a plate, a
fan or a pile, at any card size. Where the seats themselves go is
:mod:`ui.table.seating`, the human's hand's arc :mod:`ui.table.hand_arc`. While a round is
dealt the dealer's stack stands between the dealer and the middle, over nothing else.

>>> lay = TableLayout.compute((1280, 800), players=4, me=0)
>>> lay.seats[0].anchor[1] > lay.seats[2].anchor[1]
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

from ui.table import ring
from ui.table.deal_stack import STACK_WAY, stack_box, stack_spot, towards
from ui.table.hand_arc import HAND_RISE, HandArc
from ui.table.seating import (
    CARD_RATIO,
    FAN_MOST,
    PILE_MOST,
    SeatSpot,
    fan_cards,
    fan_reach,
    index_corner,
    meet,
    open_cards,
    pile_lying,
    pile_step,
    plate_sizes,
    ring_width,
    seat_spots,
    spreads,
    tag_box,
    trick_reach,
)

Point = tuple[float, float]
#: left, top, width, height
Box = tuple[float, float, float, float]

#: The most a wide window grows the cards over what its height gives them.
WIDEST = 1.45
#: The window's shape (width over height) at which the cards start to grow: a 4:3 window
#: keeps the card size's height, 16:10 and 16:9 take more.
SQUARE = 1.2
#: The tallest a wide window makes the human's cards of the medium size, over the window's height.
TALLEST = 0.205
#: The medium card size (the setting's default), over the window's height.
MEDIUM = 0.15
#: Opponents' backs, as a share of the human's card width: up to five players, and more.
BACKS = (0.7, 0.62)
#: The corner buttons, left to right (their key hints H, Tab and Esc go under them).
CORNER_KEYS = ("hint", "scores", "menu")


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
    text_scale: float = 1.0  # the UI scale the plates were sized for (a setting)
    hand_span: float = 0.0  # the most width the human's hand may take
    icon: int = 40  # the corner buttons' size
    stacks: tuple[Point, ...] = ()  # where each dealer's stack stands while dealing

    @staticmethod
    def compute(size: tuple[int, int], players: int, me: int = 0, card_height: float = 0.15,
                text_scale: float = 1.0) -> TableLayout:
        """The layout for ``players`` seats in a window of ``size``, ``me`` at the bottom, the
        human's cards ``card_height`` of the window high (the card-size setting) and name
        plates grown for the UI scale ``text_scale``."""
        return _compute(size, players, me, card_height, text_scale)

    # -- plates, piles, corner buttons -------------------------------------------------

    def plate_rect(self, seat: int) -> tuple[int, int, int, int]:
        """The name plate of ``seat``: left, top, width, height."""
        x, y = self.seats[seat].plate
        w, h = self.plate_size
        return (round(x - w / 2), round(y - h / 2), w, h)

    def chip_rect(self, seat: int) -> tuple[int, int, int, int]:
        """The dealer chip of ``seat``: a round badge on its plate's left edge, level with the
        name (which starts after it), below the fan and clear of the pile at the plate's
        right: it covers nothing and nothing covers it. A plate at the window's left edge
        (the human's) has it just inside, clear of its turn ring."""
        x, y, _w, h = self.plate_rect(seat)
        side = max(12, round(h * 0.34))
        pad = max(6, h // 8)  # the plate's own margin (:mod:`ui.table.plates`)
        edge = round(self.size[1] * 0.015)  # off the window's edge, as the plates are
        left = x + pad - max(3, pad // 2) - side
        return (left if left >= edge else x + pad, y + max(3, pad // 2 + 1), side, side)

    @property
    def pile_size(self) -> tuple[int, int]:
        """A won trick on a pile: a small back lying across (width, height)."""
        return pile_lying(self.small_w)

    @property
    def pile_step(self) -> int:
        """How far each trick on a pile sits above the one below."""
        return pile_step(self.small_w)

    def pile_positions(self, seat: int, count: int) -> list[Point]:
        """Centres of the backs of ``count`` won tricks (the pile shows up to
        :data:`PILE_MOST`), bottom first."""
        x, y = self.seats[seat].pile
        return [(x + (i % 2), y - i * self.pile_step) for i in range(min(count, PILE_MOST))]

    def pile_box(self, seat: int) -> Box:
        """What a full pile of ``seat`` covers."""
        x, y = self.seats[seat].pile
        pw, ph = self.pile_size
        top = y - ph / 2 - (PILE_MOST - 1) * self.pile_step
        return (x - pw / 2, top, pw + 1, y + ph / 2 - top)

    def corner_rects(self) -> dict[str, tuple[int, int, int, int]]:
        """The quiet round buttons bottom-right, left to right: hint, score sheet, menu (their
        key hints go under them)."""
        w, h = self.size
        d, gap, pad = self.icon, round(self.icon * 0.32), round(h * 0.015)
        bottom = h - pad - self.key_hint_size - 4
        rects = {}
        for i, key in enumerate(CORNER_KEYS):
            right = w - pad - (len(CORNER_KEYS) - 1 - i) * (d + gap)
            rects[key] = (right - d, bottom - d, d, d)
        return rects

    def flag_rect(self) -> tuple[int, int, int, int]:
        """The ⚑ (report a bot's blunder, B) with the corner buttons, left of the hint's: a
        secondary action kept off the play area, its key written under it as theirs are."""
        x, y, d, _d = self.corner_rects()[CORNER_KEYS[0]]
        return (x - d - round(d * 0.32), y, d, d)

    @property
    def key_hint_size(self) -> int:
        """Font size of the key hints under the corner buttons."""
        return max(11, round(self.size[1] * 0.016))

    # -- the human's hand (:mod:`ui.table.hand_arc`) -------------------------------------

    @property
    def hand(self) -> HandArc:
        """The arc the human's hand is fanned on."""
        return HandArc(self.hand_w, self.hand_span, self.size[0] / 2, self.seats[self.me].anchor[1])

    def hand_cards(self, count: int) -> list[tuple[Point, float]]:
        """Centres and turns (degrees) of the human's ``count`` cards, left to right, every
        card whole inside the window."""
        return self.hand.cards(count)

    def hand_raise(self, count: int) -> float:
        """How far a hand of ``count`` sits above the upright card's place."""
        return self.hand.lift(count)

    def hand_rect(self, count: int, index: int) -> tuple[float, float, float, float]:
        """The part of card ``index`` that shows (x, y, w, h), upright."""
        return self.hand.shown(count, index)

    def hand_outline(self, count: int, index: int, rise: float = 0.0) -> list[Point]:
        """The corners of card ``index`` as drawn (turned), raised ``rise`` pixels."""
        return self.hand.outline(count, index, rise)

    def hand_at(self, count: int, point: Point) -> int | None:
        """The card of a hand of ``count`` under ``point``: the topmost (rightmost) one."""
        return self.hand.at(count, point)

    def hand_point(self, count: int, index: int) -> tuple[int, int]:
        """A point well inside the part of card ``index`` that shows (tests click here)."""
        return self.hand.point(count, index)

    @property
    def prompt_y(self) -> float:
        """The centre of the quiet line above the hand ("Your turn: play a card")."""
        return self.seats[self.me].anchor[1] - self.hand_raise(FAN_MOST) - self.hand_w * CARD_RATIO * 0.86

    @property
    def panel_bottom(self) -> int:
        """The bottom edge of the decision panel (a bid, trump, a pass), which grows upwards
        from there: a little below the line above the hand, well above the corner row."""
        return round(self.prompt_y + self.hand_w * CARD_RATIO * 0.2)

    def seat_boxes(self) -> list[Box]:
        """What the decision panel keeps off: every seat's plate with its turn ring and dealer
        chip, its pile, and (the others') its fan of the largest hand."""
        pad = ring_width(self.plate_size[1], True)
        boxes: list[Box] = []
        for spot in self.seats:
            x, y, pw, ph = self.plate_rect(spot.seat)
            boxes += [(x - pad, y - pad, pw + 2 * pad, ph + 2 * pad), self.chip_rect(spot.seat),
                      self.pile_box(spot.seat)]
            if spot.seat != self.me:
                boxes.append(self.fan_box(spot.seat))
        return boxes

    # -- the opponents -------------------------------------------------------------------

    def fan_positions(self, seat: int, count: int) -> list[tuple[Point, float]]:
        """Centres and turns (degrees) of an opponent's face-down cards: a fan held above
        its name plate, turning about a point below it, as wide as the cards ask; its
        lowest card just above the plate (a wide fan's end cards dip, and stand higher)."""
        ax, ay = self.seats[seat].anchor
        lift = fan_reach(self.small_w, FAN_MOST)[2] - fan_reach(self.small_w, count)[2]
        return fan_cards((ax, ay + lift), self.small_w, count)

    def open_hand_positions(self, seat: int, count: int) -> list[Point]:
        """Centres of another seat's ``count`` cards laid face up (a finished game looked back
        at): :func:`ui.table.seating.open_cards`, above the seat's plate."""
        return open_cards(self.size[0], self.seats, seat, self.me, self.small_w,
                          self.plate_rect(seat)[1], count)

    def fan_box(self, seat: int, count: int = FAN_MOST) -> Box:
        """What a fan of ``count`` backs of ``seat`` covers (measured once per card width)."""
        ax, ay = self.seats[seat].anchor
        half, above, below = fan_reach(self.small_w, count)
        lift = fan_reach(self.small_w, FAN_MOST)[2] - below
        return (ax - half, ay + lift - above, 2 * half, above + below)

    # -- the trump card and the dealer's stack ---------------------------------------------

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
        """Where the dealer's stack and the turn-up sit while a round is dealt: between the
        dealer and the centre, over nothing else (:mod:`ui.table.deal_stack`)."""
        if self.stacks:
            return self.stacks[dealer]
        return towards(self.centre, self.seats[dealer].anchor, STACK_WAY)

    def stack_box(self, dealer: int) -> Box:
        """What the dealer's stack covers: three backs a pixel apart, and their shadow."""
        return stack_box(self.small_w, self.stack_spot(dealer))

    # -- what the trick keeps off ----------------------------------------------------------

    def keep_out(self) -> list[Box]:
        """Boxes no trick card may cover: every plate (with its turn ring), fan and pile, the
        hand (the room its cards rise into is kept off by every card but the human's own),
        the status lines and the turn-up."""
        return _keep_out(self)

    def tag_outline(self, seat: int, turn: float) -> list[Point]:
        """The corners of the "led" tag over ``seat``'s trick card turned ``turn`` degrees."""
        w = self.trick_w
        return ring.turned(self.seats[seat].trick, (w, round(w * CARD_RATIO)), turn, tag_box(w))

    def prompt_box(self) -> Box:
        """The line above the hand ("Your turn: play a card"), as wide as a long German one:
        the other players' trick cards keep off it; the human's own card is not on the table
        while it shows (:meth:`message_y` moves a later line out of its way)."""
        w, h = self.size
        line = h * 0.03
        return (w * 0.3, self.prompt_y - line, w * 0.4, 2 * line)

    def message_y(self, height: float, mine_played: bool) -> float:
        """The centre of a line ``height`` high above the hand: in its place, or under the
        human's trick card when that card is on the table."""
        if not mine_played:
            return self.prompt_y
        y = self.seats[self.me].trick[1]
        card_h = self.trick_w * CARD_RATIO
        return max(self.prompt_y, y + card_h * 0.55 + height / 2 + 4)


@lru_cache(maxsize=64)
def _compute(size: tuple[int, int], players: int, me: int, card_height: float,
             text_scale: float) -> TableLayout:
    w, h = size
    # a wide window (16:10, 16:9) takes bigger cards than its height alone allows: the
    # width is room too, and the ring and the hand use it
    # (up to five players: more seats leave the ring no room for more). Medium cards grow to
    # :data:`TALLEST` of the window high at most, a larger size a little past it, so the
    # card-size setting keeps its order
    tallest = TALLEST + max(0.0, card_height - MEDIUM) / 4
    widen = min(WIDEST, tallest / card_height, max(1.0, (w / h) / SQUARE)) if players <= 5 else 1.0
    widen = max(1.0, widen)
    hand_w = round(h * card_height * widen / CARD_RATIO)
    wanted = hand_w
    while True:
        lay = _seated(size, players, me, card_height, text_scale, hand_w)
        # the largest hand must still show every card's index: on a narrow window with
        # large cards, smaller cards (found in steps of 4%, then grown back pixel by pixel
        # while the hand still fits: the largest cards that do)
        if _hand_fits(lay) or hand_w < 40:
            while hand_w < wanted:
                larger = _seated(size, players, me, card_height, text_scale, hand_w + 1)
                if not _hand_fits(larger):
                    break
                lay, hand_w = larger, hand_w + 1
            return _place_trick(lay)
        hand_w = min(hand_w - 1, round(hand_w * 0.96))


def _hand_fits(lay: TableLayout) -> bool:
    """The largest hand shows every card's index in the width it may take."""
    return (lay.hand_span - lay.hand_w) / (FAN_MOST - 1) >= index_corner(lay.hand_w)[0] * 1.12


def trick_share(players: int) -> float:
    """The trick's cards' width over the hand's, where the ring has room: as wide as the hand's
    at three (the cards side by side), a little smaller at two and four (a card above another
    needs the height between the seat above and the hand twice), smaller at five (the cards
    towards the two seats above pass between their piles), six and more."""
    return {2: 0.82, 3: 1.0, 4: 0.82, 5: 0.82}.get(players, 1.0)


def _seated(size: tuple[int, int], players: int, me: int, card_height: float, text_scale: float,
            hand_w: int) -> TableLayout:
    """The seats placed for the human's cards ``hand_w`` wide (the trick not yet placed)."""
    w, h = size
    small_w = round(hand_w * (BACKS[0] if players <= 5 else BACKS[1]))
    trick_w = round(hand_w * trick_share(players))
    icon = max(34, round(h * 0.05 * max(1.0, text_scale)))  # round its glyph, which grows with the text
    apart = None
    for plate in plate_sizes(w, h, text_scale):
        for spread in spreads(players):
            for nearer in (True, False):  # the others near the middle, where there is room
                seats, span = seat_spots(size, players, me, hand_w, small_w, plate, icon, spread,
                                         nearer)
                lay = TableLayout(size, players, me, hand_w, small_w, trick_w, plate,
                                  (w / 2, h * 0.45), seats, card_height, text_scale, span, icon)
                if _seats_apart(lay):
                    if _hand_fits(lay):  # narrower plates before smaller cards
                        return lay
                    apart = apart or lay
    return apart or lay  # the widest plates apart, else the narrowest: as good as it gets


def _seats_apart(lay: TableLayout) -> bool:
    """No two seats' plates, piles or fans meet, none meets the hand, the corner buttons or
    the status lines, and all are inside the window."""
    w, h = lay.size
    blocks: list[list[Box]] = []
    for spot in lay.seats:
        parts: list[Box] = [lay.plate_rect(spot.seat), lay.pile_box(spot.seat), lay.chip_rect(spot.seat)]
        if spot.seat != lay.me:
            parts.append(lay.fan_box(spot.seat))
        blocks.append(parts)
    fixed = [_hand_box(lay), *[r for r in lay.corner_rects().values()], lay.flag_rect(), _status_box(lay),
             _trump_box(lay)]
    for i, parts in enumerate(blocks):
        for x, y, bw, bh in parts:
            if x < 0 or y < 0 or x + bw > w or y + bh > h:
                return False
        others = [box for j, more in enumerate(blocks) if j != i for box in more]
        if i != lay.me:
            others += fixed
        for box in parts:
            if any(meet(box, other) for other in others):
                return False
    return True


def _hand_box(lay: TableLayout, lifted: bool = True) -> Box:
    """The human's widest hand, a card lifted (or not: ``lifted`` False)."""
    w, h = lay.size
    card_h = lay.hand_w * CARD_RATIO
    top = lay.seats[lay.me].anchor[1] - lay.hand_raise(FAN_MOST) - card_h / 2
    if lifted:
        top -= card_h * HAND_RISE
    return (w / 2 - lay.hand_span / 2, top, lay.hand_span, h - top)


def _lift_box(lay: TableLayout) -> Box:
    """Where a card of the human's widest hand rises to under the pointer."""
    left, top, width, _h = _hand_box(lay)
    return (left, top, width, _hand_box(lay, lifted=False)[1] - top)


def _status_box(lay: TableLayout) -> Box:
    """The round and the bids, top left."""
    w, h = lay.size
    return (0, 0, w * 0.3, h * 0.1)


def _trump_box(lay: TableLayout) -> Box:
    """Trump and the turn-up, top right."""
    tx, ty = lay.turn_up_spot
    tw = lay.turn_up_width
    return (tx - tw, 0, lay.size[0] - tx + tw, ty + tw)


def _place_trick(lay: TableLayout) -> TableLayout:
    """The trick's ring, between the seats above and the line above the hand."""
    w, h = lay.size
    tops = [lay.plate_rect(s.seat) for s in lay.seats
            if s.seat != lay.me and math.radians(40) < s.angle < math.radians(140)]
    top = max((y + ph for _, y, _, ph in tops), default=round(h * 0.1))
    # the human's own card may cover the line above the hand (which shows only while that
    # card is not on the table) and the room a card of the hand rises into (no card rises
    # then), so up to four players the ring reaches down to the hand; from five, the cards
    # beside the human's may meet that line: the ring ends above it, or reaches down to the
    # hand with the cards beside the human's kept off the line, whichever takes larger cards
    hand_top = _hand_box(lay, lifted=False)[1]
    bottoms = [hand_top] if lay.players <= 4 else [lay.prompt_y - h * 0.03, hand_top]
    # each card lands towards its player: evenly round the ring from the bottom, clockwise
    # as the seats go (the cards as far apart as a ring allows), or from five players also
    # straight towards each seat, whichever takes larger cards
    even = [-90 - 360 * ((s.seat - lay.me) % lay.players) / lay.players for s in lay.seats]
    own = [math.degrees(s.angle) if s.seat != lay.me else -90.0 for s in lay.seats]
    rings = [(even, float(top), bottom) for bottom in bottoms] + \
        ([(own, float(top), b) for b in bottoms] if lay.players > 4 else [])
    if lay.players == 3:
        # nobody sits at the top: the two others' cards go straight left and right, level
        # with their seats (the ring's middle as low as the cards keep their size: from the
        # top of the side fans up towards the top of the table), the human's below them
        fans = min(lay.fan_box(s.seat)[1] for s in lay.seats if s.seat != lay.me)
        rings = [(own, fans + (top - fans) * f, hand_top) for f in (0.0, 0.25, 0.5, 0.75, 1.0)]
    best: tuple[int, Point, list[Point]] | None = None
    for angles, above, bottom in rings:
        centre = (w / 2, (above + bottom) / 2)
        spots, width = ring.solve(centre, angles, lay.trick_w, index_corner,
                                  lambda card: _keep_out(lay, card), (0, 0, w, h),
                                  least=max(24, round(h * 0.04)),
                                  spared=[(lay.prompt_box(), lay.me), (_lift_box(lay), lay.me)],
                                  label=tag_box)
        if best is None or width > best[0]:
            best = (width, centre, spots)
        if width >= lay.trick_w:
            break  # as large as wanted: no other ring does better
    assert best is not None
    width, centre, spots = best
    seats = tuple(SeatSpot(s.seat, s.anchor, s.plate, spot, s.pile, s.angle)
                  for s, spot in zip(lay.seats, spots, strict=True))
    placed = TableLayout(lay.size, lay.players, lay.me, lay.hand_w, lay.small_w, width,
                         lay.plate_size, centre, seats, lay.card_height, lay.text_scale,
                         lay.hand_span, lay.icon)
    return replace(placed, stacks=_stacks(placed))


def _stacks(lay: TableLayout) -> tuple[Point, ...]:
    """Each dealer's stack (:func:`ui.table.deal_stack.stack_spot`), towards the dealer's fan
    (the human's plate, beside the hand), clear of every plate with its turn ring, chip, pile,
    fan, the hand, the status lines, the turn-up and the corner buttons."""
    hx, hy, hw, hh = _hand_box(lay)
    air = lay.hand_w * 0.06  # a turned card's corner above its place
    blocked = [*lay.keep_out(), (hx - air, hy - air, hw + 2 * air, hh + air),
               *(lay.chip_rect(s.seat) for s in lay.seats), *lay.corner_rects().values(), lay.flag_rect()]
    return tuple(stack_spot(lay.centre, s.anchor if s.seat != lay.me else s.plate, lay.small_w,
                            blocked, lay.size) for s in lay.seats)


def _keep_out(lay: TableLayout, card: int | None = None) -> list[Box]:
    """What trick cards ``card`` wide (the layout's own by default) keep off."""
    # the turn ring round a plate, and a card's shadow, glow or tag
    ring_pad = max(4, ring_width(lay.plate_size[1], False)) + trick_reach(card or lay.trick_w)
    boxes: list[Box] = []
    for spot in lay.seats:
        x, y, pw, ph = lay.plate_rect(spot.seat)
        boxes.append((x - ring_pad, y - ring_pad, pw + 2 * ring_pad, ph + 2 * ring_pad))
        boxes.append(lay.pile_box(spot.seat))
        if spot.seat != lay.me:  # the fan, clear of a card's shadow and the led card's tag
            fx, fy, fw, fh = lay.fan_box(spot.seat)
            boxes.append((fx - ring_pad, fy - ring_pad, fw + 2 * ring_pad, fh + 2 * ring_pad))
    boxes += [_hand_box(lay, lifted=False), _status_box(lay), _trump_box(lay)]
    return boxes


