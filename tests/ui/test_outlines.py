"""Outlines grow with the window as text does: the theme's widget borders and the lines we
draw round panels, dialogs, tips and cards are as wide at 3840×2160, relative to the window,
as at 1920×1080 (two pixels where there was one), not hairlines on a 4K screen."""

from __future__ import annotations

import json

import pygame
import pytest

from ui.app import App
from ui.core import veil
from ui.core.assets import RING, asset_path, gui_theme
from ui.core.fonts import outline, set_ui_scale
from ui.widgets.hover_tip import draw_tip
from ui.widgets.look import card, colour

#: The widgets' scale (the window height over 800) at 1920×1080 and at 3840×2160.
SCALE_1080, SCALE_4K = 1.375, 2.75


def _borders(theme: dict[str, object]) -> dict[str, int]:
    """Every block's border width in ``theme`` (the blocks that draw a line; not the rings that
    mark a widget, which grow with the text from their own width)."""
    lines = set(_widths(json.loads(asset_path("theme.json").read_text(encoding="utf-8")), RING))
    return {name: width for name, width in _widths(theme, 10**6).items() if name in lines}


def _widths(theme: dict[str, object], below: int) -> dict[str, int]:
    """The border widths of ``theme``'s blocks that draw one thinner than ``below``."""
    found = {name: int(block["misc"]["border_width"]) for name, block in theme.items()
             if isinstance(block, dict) and isinstance(block.get("misc"), dict)
             and "border_width" in block["misc"]}
    return {name: width for name, width in found.items() if 0 < width < below}


@pytest.mark.parametrize("contrast", [False, True])
def test_every_border_of_the_theme_is_twice_as_wide_at_4k_as_at_1080(contrast: bool) -> None:
    at_1080, at_4k = _borders(gui_theme(SCALE_1080, contrast)), _borders(gui_theme(SCALE_4K, contrast))
    assert at_1080 and at_1080.keys() == at_4k.keys()
    assert set(at_1080.values()) == {2 if contrast else 1}  # as the theme says at 1080
    assert all(at_4k[name] == 2 * width for name, width in at_1080.items())
    assert _borders(gui_theme(1.0, contrast)) == at_1080  # never thinner than the theme says


def _button_border(app: App) -> int:
    """The border width pygame_gui draws a button with, its widest side."""
    width = app.gui.get_theme().get_misc_data("border_width", ["button"])
    return max(int(v) for v in width.values()) if isinstance(width, dict) else int(width)


def test_the_window_takes_the_grown_borders(app: App) -> None:
    app.resize((3840, 2160))
    assert _button_border(app) == 2
    app.resize((1920, 1080))
    assert _button_border(app) == 1


def _run(picture: pygame.Surface, y: int, colour_at: pygame.Color) -> int:
    """How many pixels from the left edge of ``picture`` at row ``y`` have ``colour_at``."""
    x = 0
    while x < picture.get_width() and picture.get_at((x, y)) != colour_at:
        x += 1
    start = x
    while x < picture.get_width() and picture.get_at((x, y)) == colour_at:
        x += 1
    return x - start


@pytest.mark.parametrize(("size", "width"), [((1280, 800), 1), ((1920, 1080), 1), ((3840, 2160), 2)])
def test_a_cards_edge_grows_with_the_window(app: App, size: tuple[int, int], width: int) -> None:
    app.resize(size)
    picture = card(app.gui, (400, 300))
    edge = colour(app.gui, "normal_border", ["defaults", "panel"])
    assert _run(picture, 220, edge) == width  # low on the card: under its light from above
    lit = card(app.gui, (400, 300), lit=True)
    assert _run(lit, 220, colour(app.gui, "link_text", ["defaults", "panel"])) == 2 * width


@pytest.mark.parametrize(("h", "width"), [(800, 1), (1080, 1), (2160, 2)])
def test_a_dialogs_edge_and_a_tips_border_grow_with_the_window(app: App, h: int, width: int) -> None:
    surface = pygame.Surface((round(h * 16 / 9), h))
    rect = pygame.Rect(h // 4, h // 4, h // 2, h // 2)
    veil.dialog_panel(surface, rect)
    assert _run(surface.subsurface(rect), rect.height // 2, pygame.Color(*veil.EDGE)) == width
    surface.fill((0, 0, 0))
    box = draw_tip(surface, "Bid 0 (key 0)", (h, h // 2))
    assert _run(surface.subsurface(box), box.height // 2, pygame.Color(120, 130, 124)) == width


def test_outlines_grow_with_the_ui_scale_as_the_theme_does() -> None:
    try:
        set_ui_scale(1.5)
        assert outline(1080) == int(_borders(gui_theme(SCALE_1080 * 1.5))["button"]) == 2
    finally:
        set_ui_scale(1.0)
    assert outline(1080) == 1 and outline(2160) == 2 and outline(2160, 2) == 4
