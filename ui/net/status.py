"""What a network table shows of the connection over its cards: a badge on the plate of a
seat whose player is away or that nobody took (a bot plays it), the banner across the top
("Reconnecting…", or why the connection ended) and, before the first view, a line on the
bare felt.

>>> from netplay.seats import Presence, SeatKind
>>> from netplay.to_client import SeatInfo
>>> state = NetState(seats=(SeatInfo(1, SeatKind.REMOTE, "Ada", Presence.AWAY, True),
...                         SeatInfo(2, SeatKind.REMOTE, "Player 3", Presence.FREE, True)))
>>> badges(state, 4)
[(1, 'away'), (2, 'bot')]
"""

from __future__ import annotations

import pygame

from ui.core.draw import GOLD, TEXT, blit_centred, panel
from ui.core.fonts import fitted, scaled, wrap
from ui.net.link import NetState
from ui.net.words import closed_text
from ui.table.layout import TableLayout
from ui.widgets.look import backdrop
from ui.words.i18n import _


def badges(state: NetState, players: int) -> list[tuple[int, str]]:
    """The seats whose plate carries a badge: ``"away"`` (the player left; a bot plays
    after the grace) or ``"bot"`` (nobody took the remote seat: a bot plays it)."""
    return [(seat, "away" if state.away(seat) else "bot") for seat in range(players)
            if state.away(seat) or state.waiting(seat)]


def banner_lines(state: NetState, size: tuple[int, int]) -> list[str]:
    """The lines across the top of a window of ``size``: "Reconnecting…", or why the
    connection ended (three lines at most) and the way back to the menu."""
    w, h = size
    if state.closed:
        lines = wrap(closed_text(state.closed, state.refused), scaled(h, 0.022), round(w * 0.7))[:3]
        return [*lines, _("net.back_to_menu_hint")]
    return [_("net.reconnecting")] if state.reconnecting is not None else []


def draw_badges(surface: pygame.Surface, layout: TableLayout, state: NetState, players: int) -> None:
    """A small gold tag on the top edge of the plate of each seat :func:`badges` names."""
    for seat, kind in badges(state, players):
        _badge(surface, layout, seat, _("net.away") if kind == "away" else _("net.bot_plays"))


def _badge(surface: pygame.Surface, layout: TableLayout, seat: int, words: str) -> None:
    x, y, w, _h = layout.plate_rect(seat)
    size = max(11, round(layout.size[1] * 0.017))
    img = fitted(words, size, round(w * 1.1), (30, 26, 18), True)
    box = img.get_rect().inflate(round(size * 0.9), round(size * 0.3))
    box.midbottom = (x + w // 2, y + 2)
    pygame.draw.rect(surface, GOLD, box, border_radius=box.height // 2)
    blit_centred(surface, img, box.center)


def draw_banner(surface: pygame.Surface, lines: list[str]) -> None:
    """``lines`` across the top, the first in gold (nothing when there are none)."""
    if not lines:
        return
    w, h = surface.get_size()
    size = scaled(h, 0.024)
    images = [fitted(line, size, round(w * 0.75), TEXT if i else GOLD, i == 0)
              for i, line in enumerate(lines)]
    height = sum(i.get_height() for i in images) + round(size * 0.8)
    width = max(i.get_width() for i in images) + round(size * 1.6)
    box = pygame.Rect(0, 0, width, height)
    box.midtop = (w // 2, round(h * 0.07))
    surface.blit(panel(box.size, 200, 10), box)
    y = box.top + round(size * 0.4)
    for image in images:
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += image.get_height()


def draw_waiting(surface: pygame.Surface, state: NetState, high_contrast: bool) -> None:
    """Before the first view: the felt, a line (waiting for the start, or reconnecting) and
    the banner."""
    w, h = surface.get_size()
    backdrop(surface, high_contrast)
    line = _("net.reconnecting") if state.reconnecting is not None else _("net.waiting_for_start")
    img = fitted(line, scaled(h, 0.03), w - 40, TEXT, True)
    surface.blit(img, img.get_rect(center=(w // 2, h // 2)))
    draw_banner(surface, banner_lines(state, (w, h)))
