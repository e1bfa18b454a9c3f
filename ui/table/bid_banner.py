"""Where the running bid line stands (what it says is :mod:`ui.table.bid_line`): one rule.

While the bids come in it stands in the line above the human's hand, where the bid panel
will open (the trick is empty then), and at the human's bid in the panel itself, under its
title (:func:`bid_words`). Once the bids are in, the sum is a fact of the round that no
card changes: through the play it stands in the top-left corner, under the round's line
(:func:`corner`), the same at every table, which the seats and the trick keep off, and
the coach's or a lesson's note starts under it. Above the hand a place is taken only
where the line meets no plate, dealer chip, pile, fan, hand, corner button, ⚑, status line
or the table's note box (:func:`bid_box`), on one line or on two (the count, then what it
means); where it would, the line goes to the corner at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from ui.core.draw import GOLD, TEXT, panel
from ui.core.fonts import scaled, text
from ui.table.bid_line import BidLine
from ui.table.layout import TableLayout
from ui.table.note import keep_off
from ui.table.seating import meet

#: left, top, width, height
Box = tuple[float, float, float, float]

#: The meaning's ink by the line's mood: bids over the tricks warm, under cool, even and the
#: dealer's warning gold.
BID_INK = {"over": (255, 176, 110), "under": (140, 200, 255), "even": GOLD, "hook": GOLD}
#: The bid panel's title's text size at the 800-pixel design height (the theme's labels').
PANEL_TEXT = 16
#: Air between the line and what it keeps off, over the window height.
AIR = 0.008
#: The round's and the trump's lines at the top ("Round 3 of 13 · 6 cards", "Trump ♥"), the
#: words under them (a rebid's note, the bid line under the trump) and the corners' margin,
#: over the window height.
ROUND_TEXT, CORNER_TEXT, CORNER_PAD = 0.024, 0.02, 0.02


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


def bid_box(lay: TableLayout, shapes: list[tuple[int, int]], row_taken: bool = False,
            avoid: Sequence[Box] = ()) -> tuple[int, Box] | None:
    """Where the line stands while the bids come in: above the hand, in the first of its
    ``shapes`` (width, height: on one line, then on two) that fits, as (which shape, its
    box); ``None`` when it fits nowhere there (the line then goes to the corner).
    ``row_taken``: a message or prompt is in the line above the hand now, and the bid line
    goes just above it; ``avoid``: more boxes it keeps off (the coach's or a lesson's note
    on the table)."""
    w, h = lay.size
    air = max(3, round(h * AIR))
    blocked = [*obstacles(lay), *avoid]
    row = lay.prompt_box()
    bottom = row[1] + row[3] * 0.75 - (row[3] * 0.5 + air if row_taken else 0)
    for shape, (pw, ph) in enumerate(shapes):
        box = (w / 2 - pw / 2, bottom - ph, pw, ph)
        padded = (box[0] - air, box[1] - air, pw + 2 * air, ph + 2 * air)
        inside = box[0] >= 0 and box[1] >= 0 and box[0] + pw <= w and box[1] + ph <= h
        if inside and not any(meet(padded, other) for other in blocked):
            return shape, box
    return None


def obstacles(lay: TableLayout) -> list[Box]:
    """What the bid line keeps off: the plates, chips, piles and the hand (with the status
    lines and the turn-up, :meth:`TableLayout.keep_out`), the fans, the corner buttons and
    the ⚑ beside them."""
    boxes = list(lay.keep_out())
    boxes += [lay.fan_box(spot.seat) for spot in lay.seats if spot.seat != lay.me]
    boxes += [lay.chip_rect(spot.seat) for spot in lay.seats]
    boxes += list(lay.corner_rects().values())
    fx, fy, fw, fh = lay.flag_rect()
    grow = fw * 0.4  # the ⚑ grows about its centre at large text
    boxes.append((fx - grow, fy - grow, fw + 2 * grow, fh + 2 * grow))
    return boxes


def corner_top(height: int) -> float:
    """Where the words under the trump's line start, in a window ``height`` high."""
    return round(height * CORNER_PAD) + scaled(height, ROUND_TEXT) * 1.5


def corner(said: BidLine, lay: TableLayout, contrast: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    """The line on its pill in the top-right corner and where the pill goes: its words under
    the trump's line ("Trump ♥"), ending where it ends beside the turn-up card, on one line
    (on two where one would be wider than three tenths of the window, or meet a seat); at the
    size of the words under the round's line, else (a large UI scale, a seat near the corner)
    the largest size down to the unscaled one (a 16:10 window's, on a squarer one) at which
    it keeps off every seat and card, as the note does (:func:`ui.table.note.keep_off`)."""
    w, h = lay.size
    pad = round(h * CORNER_PAD)
    right = w - 2 * pad - lay.turn_up_width  # the trump's line ends there, left of the turn-up
    top = corner_top(h)
    # as small as a 16:10 window as wide would draw it at least (a square window is narrow)
    largest, least = scaled(h, CORNER_TEXT), max(11, round(min(h, w * 0.625) * CORNER_TEXT))
    seats = keep_off(lay)
    for font in range(largest, least - 1, -1):
        pad_x, pad_y = round(font * 0.8), round(font * 0.3)
        for wide in (w * 0.3 - 2 * pad_x, 0.0):  # on one line where it fits, else on two
            image = pill(bid_words(said, font, contrast, width=wide), font)
            spot = (right + pad_x - image.get_width(), round(top - pad_y))
            box = (*spot, image.get_width(), image.get_height())
            if not any(meet(box, other) for other in seats):
                return image, spot
    return image, spot


def corner_box(said: BidLine, lay: TableLayout) -> Box:
    """What the line covers in the corner (:func:`corner`): the note on the table keeps off it."""
    return _corner_box(said, lay, scaled(lay.size[1], CORNER_TEXT), scaled(lay.size[1], ROUND_TEXT))


@lru_cache(maxsize=32)
def _corner_box(said: BidLine, lay: TableLayout, _font: int, _round_font: int) -> Box:
    image, (x, y) = corner(said, lay, False)  # the text sizes (the UI scale's) in the key
    return (x, y, image.get_width(), image.get_height())
