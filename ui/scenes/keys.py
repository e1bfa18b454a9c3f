"""F1 anywhere: the "Keys" overlay, the keys of the screen below in two legible columns.

The rows are the screen's own keymap (:meth:`ui.scene.Scene.keymap`, :mod:`ui.core.keymap`):
the very keys its ``handle_event`` answers, each with what it does. F1, Esc or Enter
closes it.
"""

from __future__ import annotations

import pygame

from ui.core.draw import GOLD, TEXT
from ui.core.fonts import fitted, font, scaled, text
from ui.core.stack import Screen
from ui.core.veil import Veil, dialog_panel
from ui.core.window import Window
from ui.scene import Scene
from ui.words.i18n import _

Keys = list[tuple[str, str]]


def keys_for(scene: Screen) -> Keys:
    """What the keys do on ``scene``: its keymap's rows."""
    return scene.keymap().rows()


def toggle_keys(app: Window) -> None:
    """F1: open the overlay for the screen on top, or close it when it is open."""
    top = app.scenes.top
    if isinstance(top, KeysOverlay):
        app.scenes.pop()
    elif top is not None:
        app.scenes.push(KeysOverlay(app, keys_for(top)))


class KeysOverlay(Scene):
    """A dark card over the screen: each key in gold, what it does beside it."""

    overlay = True
    focus_ring = False

    def __init__(self, app: Window, keys: Keys) -> None:
        super().__init__(app)
        self.keys = keys
        self.veil = Veil()

    def resize(self, size: tuple[int, int]) -> None:
        """The screen below was laid out again: veil it anew."""
        self.veil.forget()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc, Enter, Space or a click closes; every other input stays here."""
        if (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)) \
                or event.type == pygame.MOUSEBUTTONDOWN:
            self.app.scenes.pop()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)

    def columns(self) -> list[Keys]:
        """The rows in one column, or two when there are many."""
        if len(self.keys) <= 9:
            return [self.keys]
        half = -(-len(self.keys) // 2)
        return [self.keys[:half], self.keys[half:]]

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below; the title and the columns of keys."""
        w, h = self.app.size
        self.veil.draw(surface)
        columns = self.columns()
        size = min(scaled(h, 0.024), round(h / (max(len(c) for c in columns) * 2.1 + 6)))
        step = round(size * 2.0)
        rows = max(len(c) for c in columns)
        box = pygame.Rect(0, 0, min(w - 40, round(h * (0.95 if len(columns) == 1 else 1.5))),
                          min(h - 40, step * rows + size * 6))
        box.center = (w // 2, h // 2)
        dialog_panel(surface, box, edge=GOLD)
        title = text(_("keys.title"), round(size * 1.5), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + size)))
        col_w = (box.width - size * 2) // len(columns)
        size, key_w = _one_size(columns, size, col_w)  # every row at one size
        for c, column in enumerate(columns):
            left = box.left + round(step / 2) + c * col_w
            for r, (keys, action) in enumerate(column):
                y = box.top + round(step * 2) + r * step
                cap = fitted(keys, size, key_w, GOLD, True)
                surface.blit(cap, cap.get_rect(midleft=(left, y)))
                what = fitted(action, size, col_w - key_w - step, TEXT)
                surface.blit(what, what.get_rect(midleft=(left + key_w + step // 3, y)))
        hint = text(_("keys.closing_note"), max(11, round(size * 0.85)), TEXT)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - size // 2)))


def _one_size(columns: list[Keys], size: int, col_w: int) -> tuple[int, int]:
    """The largest size, at most ``size``, at which every key and what it does fit a column
    ``col_w`` wide, and the width of the keys at that size: the rows read as one list."""
    while True:
        key_w = max(font(size, True).size(keys)[0] for column in columns for keys, _a in column)
        room = col_w - key_w - round(size * 2.4)
        if size <= 11 or all(font(size).size(action)[0] <= room
                             for column in columns for _k, action in column):
            return size, key_w
        size -= 1
