"""The table's line of words on a dark pill (a toast): a short message ("Your last move is
taken back…", why a card may not be played, what was saved), who takes the trick, or the
quiet prompt. Where it stands, nothing drawn over the table covers it.

Its place is above the hand (under the human's trick card while that card is on the table:
:meth:`ui.table.layout.TableLayout.message_y`). What the table draws over it there (the
decision panel and the room above the panel its buttons' tips open into, the lesson's or the
coach's note, a tooltip, the hint) it leaves: it goes up to the nearest height clear of them
and of the seats (plates, fans, piles), else clear of them alone; never over the hand, always
whole inside the window. A line wider than the window allows wraps, in even lines.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame
import pygame_gui

from ui.core.draw import TEXT_DIM, panel
from ui.core.fonts import scaled, text, wrap_even
from ui.core.picture_cache import cached
from ui.table.layout import TableLayout
from ui.widgets.tip_button import GAP

#: The pill's padding round its words (x, y) over their size, and its lines' white.
PAD = (0.8, 0.4)
WHITE = (255, 255, 255)
#: Pixels between the toast and what it keeps off.
AIR = 6
#: The height of a one-line tooltip (words, padding, border, shadow) at the widgets' scale 1.
TIP_HIGH = 46


@dataclass(frozen=True)
class Toast:
    """A line ready to draw: its pill and where it stands."""

    image: pygame.Surface
    box: pygame.Rect


def pill(message: str, lay: TableLayout, quiet: bool = False) -> pygame.Surface:
    """``message`` on its dark pill, wrapped in even lines no wider than the window allows;
    its padding and corners grow with its words."""
    return _pill(message, lay.size, scaled(lay.size[1], 0.022), quiet)


@cached(budget_mb=8, entries_max=64)
def _pill(message: str, window: tuple[int, int], size: int, quiet: bool) -> pygame.Surface:
    w, h = window
    colour = TEXT_DIM if quiet else WHITE
    pad_x, pad_y = round(size * PAD[0]), round(size * PAD[1])
    room = max(120, min(w - 4 * pad_x, round(h * 1.05)))
    lines = [text(line, size, colour) for line in wrap_even(message, size, room)] or [text("", size)]
    step = lines[0].get_height()
    image = pygame.Surface((max(line.get_width() for line in lines) + 2 * pad_x,
                            step * len(lines) + 2 * pad_y), pygame.SRCALPHA)
    image.blit(panel(image.get_size(), 110 if quiet else 175, max(8, size // 2)), (0, 0))
    for i, line in enumerate(lines):
        image.blit(line, line.get_rect(midtop=(image.get_width() // 2, pad_y + i * step)))
    return image


def hand_box(lay: TableLayout, count: int) -> pygame.Rect | None:
    """What a hand of ``count`` covers, its cards where they rest (a card the pointer lifts
    rises under the line while the line is there: the line stays put)."""
    return pygame.Rect(_hand_box(lay, count)) if count > 0 else None


@lru_cache(maxsize=32)
def _hand_box(lay: TableLayout, count: int) -> tuple[int, int, int, int]:
    points = [p for i in range(count) for p in lay.hand_outline(count, i)]
    xs, ys = [x for x, _y in points], [y for _x, y in points]
    return (round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))


@lru_cache(maxsize=16)
def seat_boxes(lay: TableLayout) -> tuple[tuple[int, int, int, int], ...]:
    """The seats' plates, fans of backs and piles: a toast keeps off them where it can."""
    boxes: list[tuple[int, int, int, int]] = []
    for seat in range(lay.players):
        parts = [lay.plate_rect(seat), lay.pile_box(seat)]
        if seat != lay.me:
            parts.append(lay.fan_box(seat))
        boxes += [(round(x), round(y), round(bw), round(bh)) for x, y, bw, bh in parts]
    return tuple(boxes)


def tip_room(scale: float) -> int:
    """The height a one-line tooltip takes above a block of buttons at the widgets' ``scale``,
    with the gap under it (:mod:`ui.widgets.tip_button`)."""
    return round(TIP_HIGH * scale) + GAP


def tips(gui: pygame_gui.UIManager) -> list[pygame.Rect]:
    """The tooltips open now."""
    return [sprite.rect.copy() for sprite in gui.get_sprite_group().sprites()
            if isinstance(sprite, pygame_gui.elements.UITooltip) and sprite.visible]


def over_table(gui: pygame_gui.UIManager, scale: float, width: int, panel_rect: pygame.Rect | None,
               others: Iterable[pygame.Rect | None]) -> list[pygame.Rect]:
    """What is drawn over the table and a toast must not stand under: the decision panel
    with the room its buttons' tips open into above it (as wide as the window: a tip stands
    over its button, and a long one is wide), the tooltips open now and ``others`` (the note,
    the hint); ``scale``: the widgets', ``width``: the window's."""
    boxes = [box.copy() for box in others if box is not None]
    if panel_rect is not None:
        room = tip_room(scale)
        boxes += [panel_rect.copy(), pygame.Rect(0, panel_rect.top - room, width, room)]
    return boxes + tips(gui)


def place(lay: TableLayout, size: tuple[int, int], home: float, hard: Sequence[pygame.Rect],
          soft: Sequence[tuple[int, int, int, int]]) -> pygame.Rect:
    """:func:`_place`, kept for the frames that ask again with the same arguments."""
    return pygame.Rect(_placed(lay, size, round(home), tuple(tuple(box) for box in hard), tuple(soft)))


@lru_cache(maxsize=64)
def _placed(lay: TableLayout, size: tuple[int, int], home: int, hard: tuple[tuple[int, ...], ...],
            soft: tuple[tuple[int, ...], ...]) -> tuple[int, int, int, int]:
    box = _place(lay, size, home, [pygame.Rect(b) for b in hard], [pygame.Rect(b) for b in soft])
    return (box.x, box.y, box.width, box.height)


def _place(lay: TableLayout, size: tuple[int, int], home: float, hard: Sequence[pygame.Rect],
           soft: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a toast ``size`` big stands: centred at height ``home`` when that is clear of
    ``hard`` (what covers it, the hand), else at the nearest height above that is clear of
    ``hard`` and of ``soft`` (the seats), centred or as near the middle as it can; else clear
    of ``hard`` alone; else at home. Always whole inside the window, under the round's line."""
    w, h = lay.size
    window = pygame.Rect(0, 0, w, h)
    box = pygame.Rect((0, 0), size)
    box.center = (w // 2, round(home))
    if window.contains(box) and box.collidelist(hard) < 0:
        return box
    top = round(h * 0.07)
    step = max(2, h // 200)
    ys = list(range(round(home) - step, top + size[1] // 2 - 1, -step))
    shift = max(4, w // 80)
    xs = [w // 2] + [w // 2 + sign * k * shift for k in range(1, w // (2 * shift))
                     for sign in (-1, 1)]
    for keep in ([*hard, *soft], list(hard)):
        for wide in (xs[:1], xs):
            for y in ys:
                for x in wide:
                    box.center = (x, y)
                    if window.contains(box) and box.collidelist(keep) < 0:
                        return box.copy()
    box.center = (w // 2, round(home))
    return box.clamp(window)


def toast(lay: TableLayout, message: str, quiet: bool, mine_played: bool, cards: int,
          covers: Sequence[pygame.Rect]) -> Toast:
    """``message`` on its pill, placed (:func:`place`) a little apart from ``covers`` (what is
    drawn over the table) and where it can from the seats, and clear of the hand of ``cards``
    (it stands close above the hand, as the prompt always has)."""
    image = pill(message, lay, quiet)
    hand = hand_box(lay, cards)
    hard = [box.inflate(2 * AIR, 2 * AIR) for box in covers] + ([hand] if hand is not None else [])
    soft = tuple((x - AIR, y - AIR, w + 2 * AIR, h + 2 * AIR) for x, y, w, h in seat_boxes(lay))
    home = lay.message_y(image.get_height(), mine_played)
    return Toast(image, place(lay, image.get_size(), home, hard, soft))


def draw_toast(surface: pygame.Surface, shown: Toast | None) -> None:
    """The toast, where it stands."""
    if shown is not None:
        surface.blit(shown.image, shown.box)
