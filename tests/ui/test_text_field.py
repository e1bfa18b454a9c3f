"""Every one-line text field of the window is a :class:`~ui.widgets.text_field.TextField`:
its text cursor, once the field holds the keyboard, is drawn as thick as the window asks
(:func:`~ui.widgets.text_field.cursor_width`), not pygame_gui's one-pixel hairline."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable

import pygame
import pytest
from pygame_gui.elements import UITextEntryLine

from bot_runtime.worker import InlineWorker
from ui.app import App
from ui.core.settings import Settings
from ui.core.window import Window
from ui.net.join import JoinScene
from ui.pad.setup import PadSetupScene
from ui.scene import Scene
from ui.table.setup import SetupScene
from ui.widgets.text_field import TextField, cursor_width

#: The theme's text cursor colour (assets/theme.json, "text_cursor").
CURSOR = (0xF2, 0xC8, 0x5A)
SIZES = [(1280, 800), (3840, 2160)]
SCREENS: dict[str, Callable[[Window], Scene]] = {
    "new game": SetupScene,
    "score pad": PadSetupScene,
    "join": lambda app: JoinScene(app, None),
}


def _fields(app: App) -> list[UITextEntryLine]:
    return [element for element in app.gui.get_sprite_group().sprites()
            if isinstance(element, UITextEntryLine)]


def _widest_run(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The most pixels of the cursor's colour side by side in one row of ``rect``."""
    widest = 0
    for y in range(rect.top, rect.bottom):
        run = 0
        for x in range(rect.left, rect.right):
            colour = surface.get_at((x, y))
            run = run + 1 if all(abs(a - b) <= 12 for a, b in zip(colour[:3], CURSOR, strict=True)) else 0
            widest = max(widest, run)
    return widest


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_text_field_draws_a_cursor_as_thick_as_the_window_asks(screen: str,
                                                                      size: tuple[int, int]) -> None:
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"))
    try:
        app.scenes.replace(SCREENS[screen](app))
        app.step(1 / 30)
        fields = _fields(app)
        assert fields and all(isinstance(field, TextField) for field in fields)
        field = fields[0]
        app.gui.set_focus_set(field)
        field.edit_position = len(field.get_text())
        field.cursor_has_moved_recently = True
        app.step(1 / 30)
        app.step(1 / 30)
        width = _widest_run(app.screen, field.rect)
        assert cursor_width(size[1]) <= width <= cursor_width(size[1]) + 2  # a bar, not a hairline
    finally:
        app.scenes.replace(Scene(app))
