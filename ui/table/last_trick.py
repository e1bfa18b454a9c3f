"""The last trick, looked at again: a solid panel over the table with the round's last won
trick, each card over its player's name in play order, the winner's card lit and the
winner named. The table under it is dimmed like the table under any dialog, so nothing on
it reads through the panel or competes with it (its buttons hide meanwhile:
:class:`~ui.table.scene.TableScene`). ``L`` or a click on a pile opens it
(:mod:`ui.table.input`); ``L``, Esc or a click closes it. Drawing only: what it shows is the
model's :class:`~ui.table.presenter.LastTrick`.
"""

from __future__ import annotations

import pygame

from ui.core.draw import GOLD, TEXT, TEXT_DIM, blit_centred
from ui.core.fonts import fitted, scaled, text
from ui.core.veil import DIM, EDGE, dialog_panel
from ui.table.layout import TableLayout
from ui.table.presenter import LastTrick
from ui.table.seating import CARD_RATIO
from ui.table.view import Drawn, TableLook, blit_card, card_image, glowing
from ui.words.i18n import _


def panel_rect(trick: LastTrick, lay: TableLayout) -> pygame.Rect:
    """Where the panel goes: centred on the trick's ring, as wide as its cards need, never
    wider than the window allows."""
    w, h = lay.size
    width, _card = _measures(trick, lay)
    height = round(_card * CARD_RATIO + scaled(h, 0.024) * 2 + scaled(h, 0.02) * 3.2 + h * 0.05)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (round(lay.centre[0]), round(lay.centre[1]))
    rect.clamp_ip(pygame.Rect(0, 0, w, h))
    return rect


def _measures(trick: LastTrick, lay: TableLayout) -> tuple[int, int]:
    """The panel's width and its cards' width: the trick's own card size where the window
    has room for them side by side."""
    w, h = lay.size
    n = len(trick.plays)
    gap = round(h * 0.02)
    card = min(lay.trick_w, round((w * 0.86 - 2 * gap) / n - gap))
    return n * (card + gap) + 3 * gap, card


def title(trick: LastTrick, look: TableLook, me: int) -> str:
    """"Last trick: Basil took it" ("you took it" for the one player at the screen)."""
    if trick.winner == me and not look.hot_seat:
        return _("table.last_trick_yours")
    return _("table.last_trick_title", name=look.names[trick.winner])


def draw_last_trick(surface: pygame.Surface, trick: LastTrick, lay: TableLayout, look: TableLook,
                    drawn: Drawn) -> pygame.Rect:
    """The table dimmed and the panel with ``trick`` over it; returns the panel's box (a
    click outside or inside closes it)."""
    h = lay.size[1]
    rect = panel_rect(trick, lay)
    surface.fill((DIM, DIM, DIM), special_flags=pygame.BLEND_RGB_MULT)
    dialog_panel(surface, rect, 12, (255, 255, 255) if look.high_contrast else EDGE)
    _width, card = _measures(trick, lay)
    gap = round(h * 0.02)
    head = scaled(h, 0.024)
    words = fitted(title(trick, look, lay.me), head, rect.width - 2 * gap, TEXT, True)
    blit_centred(surface, words, (rect.centerx, rect.top + gap + head * 0.6))
    card_h = card * CARD_RATIO
    middle = rect.top + gap + head * 1.4 + gap + card_h / 2
    small = scaled(h, 0.02)
    left = rect.left + 2 * gap + card / 2
    for i, (seat, played) in enumerate(trick.plays):
        x = left + i * (card + gap)
        image = card_image(played, card, look)
        if seat == trick.winner:
            image = glowing(image, True)
        blit_card(surface, image, (x, middle))
        drawn.table.append(played)
        name = look.names[seat]
        ink = GOLD if seat == trick.winner else TEXT
        blit_centred(surface, fitted(name, small, card + gap - 2, ink, seat == trick.winner),
                     (x, middle + card_h / 2 + gap * 0.4 + small * 0.6))
    close = text(_("table.last_trick_close"), scaled(h, 0.017), TEXT_DIM)
    blit_centred(surface, close, (rect.centerx, rect.bottom - gap * 0.5 - close.get_height() / 2))
    return rect
