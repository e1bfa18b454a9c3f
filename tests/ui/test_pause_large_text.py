"""The pause menu at every text size in small and usual windows: each entry's label whole in
its button, every button inside the box and the window, and the game's line under the title
clear of the first button."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from devtools.screenshots.fit_check import cut_widgets
from game.presets import preset
from ui.app import App
from ui.core.settings import UI_SCALES
from ui.scenes.pause import PauseMenu
from ui.table.scene import TableScene
from ui.words.i18n import set_language


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pause_menu_fits_at_every_text_size(app: App, lang: str, size: tuple[int, int]) -> None:
    set_language(lang)
    app.resize(size)
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 5)
    app.scenes.replace(table)
    app.step(0.0)
    window = pygame.Rect((0, 0), size)
    for scale in UI_SCALES:
        app.settings.ui_scale = scale
        app.apply_settings()
        app.nav.pause_menu(table.commands)
        app.step(0.0)
        menu = app.scenes.top
        assert isinstance(menu, PauseMenu)
        box = menu.box()
        assert window.contains(box), scale
        rects = [button.rect for button in menu.buttons.values()]
        assert all(box.contains(rect) for rect in rects), scale
        assert cut_widgets(app.gui) == [], scale
        h = size[1]
        under_line = box.top + round(h * 0.03) + sum(img.get_height() + gap for img, gap in menu._lines())
        assert under_line <= min(rect.top for rect in rects), scale
        app.scenes.pop()
