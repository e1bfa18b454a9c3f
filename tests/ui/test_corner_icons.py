"""The table's corner buttons (?, ▦, ☰, ⚑) hold their glyphs: each glyph, drawn centred in
its button's font, lies inside the button's circle at every text size and window size."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from bot_runtime.worker import InlineWorker
from game.presets import preset
from ui.app import App
from ui.core.settings import Settings
from ui.table.scene import TableScene


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
def test_each_corner_glyph_lies_inside_its_circle(size: tuple[int, int], scale: float) -> None:
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant", ui_scale=scale))
    table = TableScene(app, preset("oh-pshaw"), ["human", "easy", "easy", "easy"], 3)
    app.scenes.replace(table)
    app.step(0.0)
    font = app.gui.get_theme().get_font(["#table_icon", "button"])
    assert table.corner
    for key, button in table.corner.items():
        rect = button.rect
        radius = min(rect.width, rect.height) / 2 - 1  # inside the border
        glyph = font.get_rect(button.text)
        half_w, half_h = glyph.width / 2, glyph.height / 2
        assert math.hypot(half_w, half_h) <= radius, (key, glyph.size, rect.size)
    while app.scenes.stack:
        app.scenes.pop()
