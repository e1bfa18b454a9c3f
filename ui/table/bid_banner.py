"""The running bid line drawn where the player looks (what it says is :mod:`ui.table.bid_line`).

While the bids come in it stands in the line above the human's hand, where the bid panel
will open (the trick is empty then); at the human's bid it is in the panel itself, under
its title (:func:`bid_words`); once the bids are in, through the play, it stands in the
middle of the trick's ring where the ring leaves room, else just above the ring, else
top left under the round's line, as before. A place is taken only where the line meets no
plate, dealer chip, pile, fan, trick card, hand, corner button, ⚑, status line or the
table's note box (:func:`bid_box`), on one line or on two (the count, then what it means).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ui.core.draw import GOLD, TEXT, panel
from ui.core.fonts import scaled, text
from ui.table.bid_line import BidLine
from ui.table.hand_arc import HAND_RISE
from ui.table.layout import TableLayout
from ui.table.ring import TRICK_TURN
from ui.table.seating import CARD_RATIO, FAN_MOST, meet, ring_width, trick_reach

#: left, top, width, height
Box = tuple[float, float, float, float]

#: The meaning's ink by the line's mood: bids over the tricks warm, under cool, even and the
#: dealer's warning gold.
BID_INK = {"over": (255, 176, 110), "under": (140, 200, 255), "even": GOLD, "hook": GOLD}
#: The bid panel's title's text size at the 800-pixel design height (the theme's labels').
PANEL_TEXT = 16
#: Air between the line and what it keeps off, over the window height.
AIR = 0.008


def bid_size(height: int) -> int:
    """The bid line's font size in a window ``height`` pixels high (the table's messages')."""
    return scaled(height, 0.022)


def bid_words(said: BidLine, size: int, contrast: bool, width: float | None = None,
              bold: bool = True) -> pygame.Surface:
    """The line's words on a clear surface: the count in the text's colour, what it means in
    its mood's ink (``bold``); on one line, or on two when one would be wider than ``width``."""
    head = text(said.head, size, TEXT)
    tail = text(said.tail, size, TEXT if contrast else BID_INK.get(said.mood, TEXT), bold) \
        if said.tail else None
    if tail is None:
        return head
    dot = text(" · ", size, TEXT)
    one = head.get_width() + dot.get_width() + tail.get_width()
    if width is None or one <= width:
        out = pygame.Surface((one, max(head.get_height(), tail.get_height())), pygame.SRCALPHA)
        out.blit(head, (0, 0))
        out.blit(dot, (head.get_width(), 0))
        out.blit(tail, (head.get_width() + dot.get_width(), 0))
        return out
    wide = max(head.get_width(), tail.get_width())
    out = pygame.Surface((wide, head.get_height() + tail.get_height()), pygame.SRCALPHA)
    out.blit(head, ((wide - head.get_width()) // 2, 0))
    out.blit(tail, ((wide - tail.get_width()) // 2, head.get_height()))
    return out


def panel_notes(said: BidLine | None, gui_scale: float, contrast: bool) -> list[pygame.Surface]:
    """The bid line for the bid panel, under its title and at its size (the widgets' text
    scale ``gui_scale``), on one line and (when it has two parts) on two: where the player
    looks while bidding (:class:`~ui.widgets.choice_panel.ChoicePanel` shows the first that
    is no wider than its buttons and title)."""
    if said is None:
        return []
    size = round(PANEL_TEXT * gui_scale)
    one = bid_words(said, size, contrast, bold=False)
    return [one, bid_words(said, size, contrast, width=0, bold=False)] if said.tail else [one]


def pill(words: pygame.Surface, size: int) -> pygame.Surface:
    """``words`` on the table's dark rounded pill (as its messages are)."""
    pad_x, pad_y = round(size * 0.8), round(size * 0.3)
    out = panel((words.get_width() + 2 * pad_x, words.get_height() + 2 * pad_y), 165, 8).copy()
    out.blit(words, (pad_x, pad_y))
    return out


def pills(said: BidLine, height: int, contrast: bool) -> list[pygame.Surface]:
    """The line on its pill, on one line first, then (when it has two parts) on two."""
    size = bid_size(height)
    one = pill(bid_words(said, size, contrast), size)
    if not said.tail:
        return [one]
    return [one, pill(bid_words(said, size, contrast, width=0), size)]


def bid_box(lay: TableLayout, shapes: list[tuple[int, int]], playing: bool,
            row_taken: bool = False, avoid: Sequence[Box] = ()) -> tuple[int, Box] | None:
    """Where the line stands: the first place, in order, where one of its ``shapes`` (width,
    height: on one line, then on two) fits, as (which shape, its box); ``None`` when no place
    is free (the line then goes top left). ``playing``: the bids are in and the trick is on
    the table (else the trick is empty and the line stands above the hand); ``row_taken``: a
    message or prompt is in that line now, and the bid line goes just above it; ``avoid``:
    more boxes it keeps off (the coach's or a lesson's note on the table)."""
    w, h = lay.size
    air = max(3, round(h * AIR))
    blocked = [*obstacles(lay, playing), *avoid]
    for x, y, side_x, side_y in _places(lay, playing, row_taken, air):
        for shape, (pw, ph) in enumerate(shapes):
            box = (x - pw * (1 - side_x) / 2, y - ph * (1 - side_y) / 2, pw, ph)
            padded = (box[0] - air, box[1] - air, pw + 2 * air, ph + 2 * air)
            inside = box[0] >= 0 and box[1] >= 0 and box[0] + pw <= w and box[1] + ph <= h
            if inside and not any(meet(padded, other) for other in blocked):
                return shape, box
    return None


def _places(lay: TableLayout, playing: bool, row_taken: bool,
            air: int) -> list[tuple[float, float, int, int]]:
    """The places to try, in order: each a point and which side of it the line goes on, in x
    and in y (-1: the line ends at the point, 0: it is centred on it, 1: it starts there)."""
    w = lay.size[0]
    if not playing:
        row = lay.prompt_box()
        bottom = row[1] + row[3] * 0.75 - (row[3] * 0.5 + air if row_taken else 0)
        return [(w / 2, bottom, 0, -1)]
    tricks = trick_boxes(lay)
    top = min(y for _x, y, _w, _h in tricks)
    bottom = max(y + bh for _x, y, _w, bh in tricks)
    left = min(x for x, _y, _w, _h in tricks) - air
    right = max(x + bw for x, _y, bw, _h in tricks) + air
    cx, cy = lay.centre
    places = [(cx, cy, 0, 0), (w / 2, top - air, 0, -1)]  # in the ring, where it leaves room; above it
    for y, side in ((cy, 0), (top, 1), (bottom, -1)):  # beside it, level with its middle, top, bottom
        places += [(left, y, -1, side), (right, y, 1, side)]
    px, py, _pw, _ph = lay.plate_rect(lay.me)
    ring = max(4, ring_width(lay.plate_size[1], True)) + trick_reach(lay.trick_w)  # the turn ring, kept free
    return [*places, (px, py - ring - air, 1, -1)]  # else over the player's own plate


def trick_boxes(lay: TableLayout) -> list[Box]:
    """What each trick card may cover where it lands, turned either way, lit, tagged."""
    cw, ch = lay.trick_w, lay.trick_w * CARD_RATIO
    turn = math.radians(TRICK_TURN)
    bw, bh = cw * math.cos(turn) + ch * math.sin(turn), ch * math.cos(turn) + cw * math.sin(turn)
    reach = trick_reach(lay.trick_w)
    return [(x - bw / 2 - reach, y - bh / 2 - reach, bw + 2 * reach, bh + 2 * reach)
            for x, y in (spot.trick for spot in lay.seats)]


def obstacles(lay: TableLayout, playing: bool) -> list[Box]:
    """What the bid line keeps off: the plates, chips, piles and the hand (with the status
    lines and the turn-up, :meth:`TableLayout.keep_out`), the fans, the corner buttons, the
    ⚑ beside them; while playing also the trick's cards and the band above the hand
    where the prompt, the taker's line and the hint's badges and caption show."""
    w, h = lay.size
    boxes = list(lay.keep_out())
    boxes += [lay.fan_box(spot.seat) for spot in lay.seats if spot.seat != lay.me]
    boxes += [lay.chip_rect(spot.seat) for spot in lay.seats]
    boxes += list(lay.corner_rects().values())
    fx, fy, fw, fh = lay.flag_rect()
    grow = fw * 0.4  # the ⚑ grows about its centre at large text
    boxes.append((fx - grow, fy - grow, fw + 2 * grow, fh + 2 * grow))
    if playing:
        boxes += trick_boxes(lay)
        card_h = lay.hand_w * CARD_RATIO
        hand_top = lay.seats[lay.me].anchor[1] - lay.hand_raise(FAN_MOST) - card_h * (0.5 + HAND_RISE)
        badges = 2 * scaled(h, 0.018) * 1.45 + scaled(h, 0.021) * 1.2 + 24  # two rows and a caption
        taker = lay.message_y(scaled(h, 0.022) + 14, True) + scaled(h, 0.022)
        top = min(hand_top - badges, lay.prompt_box()[1])
        boxes.append((w * 0.2, top, w * 0.6, max(taker, hand_top) - top))
    return boxes
