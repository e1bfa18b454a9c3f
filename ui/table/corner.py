"""The table's quiet corner buttons: hint, score sheet and menu as round icons bottom-right.

Each is a pygame_gui button (theme ``#table_icon``) showing a glyph of the shipped font;
its tooltip names it and its key, and the key (H, Tab, Esc) is written small under it,
so a new player learns the keys by looking. Where they sit is the layout's
(:meth:`ui.table.layout.TableLayout.corner_rects`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ui.core.draw import TEXT_DIM
from ui.core.fonts import text
from ui.table.layout import TableLayout
from ui.words.i18n import _

#: Per button: its glyph (DejaVu Sans has each) and its tooltip.
CORNER_ICONS: dict[str, tuple[str, Callable[[], str]]] = {
    "hint": ("?", lambda: _("table.corner_hint_tip")),
    "scores": ("▦", lambda: _("table.corner_scores_tip")),
    "menu": ("☰", lambda: _("table.corner_menu_tip")),
}
#: The key written under each button.
CORNER_KEYS: dict[str, Callable[[], str]] = {
    "hint": lambda: _("keys.h"),
    "scores": lambda: _("keys.tab"),
    "menu": lambda: _("keys.esc"),
}


def draw_key_hints(surface: pygame.Surface, lay: TableLayout) -> None:
    """The keys under the corner buttons, small and dim."""
    size = lay.key_hint_size
    for key, (x, y, w, h) in lay.corner_rects().items():
        img = text(CORNER_KEYS[key](), size, TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(x + w // 2, y + h + 2)))
