"""F1 anywhere: the "Keys" overlay, the keys of the screen below in two legible columns
(what a key does wraps onto a second line rather than shrink: every language at one size).

The rows are the screen's own keymap (:meth:`ui.scene.Scene.keymap`, :mod:`ui.core.keymap`):
the very keys its ``handle_event`` answers, each with what it does. F1, Esc or Enter
closes it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.core.draw import GOLD, TEXT
from ui.core.fonts import font, scaled, text, wrap_even
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
        self.veil.draw(surface)
        sheet = lay_out(self.columns(), self.app.size)
        box, size = sheet.box, sheet.size
        dialog_panel(surface, box, edge=GOLD)
        title = text(_("keys.title"), round(size * 1.5), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + size)))
        for cell in sheet.cells:
            surface.blit(text(cell.words, size, GOLD if cell.key else TEXT, cell.key), cell.rect)
        hint = text(_("keys.closing_note"), max(11, round(size * 0.85)), TEXT)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - size // 2)))


@dataclass(frozen=True)
class Cell:
    """One line of the list where it is drawn: a key (gold, bold) or a line of what it does."""

    words: str
    rect: pygame.Rect
    key: bool


@dataclass(frozen=True)
class Sheet:
    """The overlay laid out: its text size, its box, each column's room and every line."""

    size: int
    box: pygame.Rect
    columns: list[pygame.Rect]
    cells: list[Cell]


def lay_out(columns: list[Keys], window: tuple[int, int]) -> Sheet:
    """The overlay for ``columns`` in a ``window`` (width, height). The text size follows the
    window and the number of rows alone, so every language shows the list at one size: what
    a key does wraps onto more lines where it is long. Only when the wrapped list is taller
    than the window does the text grow smaller."""
    w, h = window
    rows = max(len(c) for c in columns)
    size = min(scaled(h, 0.024), round(h / (rows * 2.1 + 6)))
    width = min(w - 40, round(h * (0.95 if len(columns) == 1 else 1.5)))
    while True:
        sheet = _sheet(columns, size, width, window)
        if sheet.box.height <= h - 40 or size <= 11:
            return sheet
        size -= 1


def _sheet(columns: list[Keys], size: int, width: int, window: tuple[int, int]) -> Sheet:
    """The overlay at text ``size`` in a box ``width`` wide, as tall as its rows need."""
    step, margin = round(size * 2.0), size
    leading = font(size).get_linesize()
    col_w = (width - 2 * margin) // len(columns)
    key_w = max(font(size, True).size(keys)[0] for column in columns for keys, _a in column)
    gap = step // 3
    room = max(size * 4, col_w - key_w - gap - margin)  # what a key does, to the column's gutter
    top = 3 * size  # the title above the first row
    cells: list[Cell] = []
    rects: list[pygame.Rect] = []
    bottom = top
    for c, column in enumerate(columns):
        left = margin + c * col_w
        rects.append(pygame.Rect(left, top, col_w - margin, 0))
        y = top
        for keys, action in column:
            middle = y + step // 2
            cap = pygame.Rect((0, 0), font(size, True).size(keys))
            cap.midleft = (left, middle)
            cells.append(Cell(keys, cap, True))
            lines = _lines(action, size, room)
            for i, line in enumerate(lines):
                rect = pygame.Rect((0, 0), font(size).size(line))
                rect.midleft = (left + key_w + gap, middle + i * leading)
                cells.append(Cell(line, rect, False))
            y += step + (len(lines) - 1) * leading
        rects[-1].height = y - top
        bottom = max(bottom, y)
    box = pygame.Rect(0, 0, width, bottom + 3 * size)
    box.center = (window[0] // 2, window[1] // 2)
    return Sheet(size, box, [r.move(box.topleft) for r in rects],
                 [Cell(cell.words, cell.rect.move(box.topleft), cell.key) for cell in cells])


#: Where what a key does breaks first when it is too long for one line.
BREAKS = ("; ", " (")


def _lines(action: str, size: int, room: int) -> list[str]:
    """``action`` in lines of at most ``room`` pixels at ``size``: whole when it fits, else at
    its first "; " or before its "(" when each part then fits, else in even lines."""
    face = font(size)
    if face.size(action)[0] <= room:
        return [action]
    for mark in BREAKS:
        head, found, tail = action.partition(mark)
        parts = [head, "(" + tail] if mark == " (" else [head + ";", tail]
        if found and all(face.size(part)[0] <= room for part in parts):
            return parts
    return wrap_even(action, size, room)
