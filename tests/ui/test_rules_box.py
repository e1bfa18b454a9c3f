"""The rules' text box: quick to build at 4K (no box drawn four times over), same look."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.presets import preset
from ui.app import App
from ui.scenes.rules import RulesScene
from ui.widgets.rules_box import RulesBox, rounded_panel


def _widgets(app: App) -> list[object]:
    return list(app.gui.get_sprite_group().sprites())


def test_the_rules_box_draws_no_rounded_rectangle_of_its_own() -> None:
    app = App((3840, 2160))
    scene = RulesScene(app, preset("oh-hell"), 5)
    app.scenes.replace(scene)
    app.step(0.016)
    box = scene.box
    assert isinstance(box, RulesBox)
    # pygame_gui's rounded shape paints the whole box 4x over: 2.5 s and 1.2 GB at 4K
    assert type(box.drawable_shape).__name__ == "RectDrawableShape"
    assert box.background_colour.a == 0 and box.border_colour.a == 0
    picture = box.backing.image
    assert box.backing.rect.contains(box.rect) and box.backing.rect.center == box.rect.center
    assert picture.get_size() == box.backing.rect.size
    assert picture.get_at((0, 0)).a == 0, "the corners are round"
    fill = app.gui.get_theme().get_colour_or_gradient("dark_bg", ["text_box"])
    assert picture.get_at((picture.get_width() // 2, picture.get_height() // 2)).a == fill.a  # type: ignore[union-attr]
    app.resize((1280, 800))  # the scene builds both again; nothing of the old ones is left
    app.step(0.016)
    assert box.backing not in _widgets(app) and box not in _widgets(app)
    assert scene.box is not None and scene.box.backing in _widgets(app)
    scene.exit()
    assert not any(isinstance(w, RulesBox) for w in _widgets(app))
    assert scene.box is None


def test_the_setup_screen_kills_its_rules_summary_with_its_picture() -> None:
    from ui.table.setup import SetupScene
    app = App((1280, 800))
    setup = SetupScene(app)
    app.scenes.replace(setup)
    assert setup.panel is not None
    summary = setup.panel.box
    assert isinstance(summary, RulesBox) and summary.backing in _widgets(app)
    setup.tab = "cards"
    setup.rebuild()
    assert summary.backing not in _widgets(app)


@pytest.mark.parametrize("size", [(40, 30), (920, 600), (2484, 1555), (5, 3)])
def test_a_rounded_panel_has_its_border_fill_and_shadow_where_pygame_gui_puts_them(
        size: tuple[int, int]) -> None:
    fill, border = pygame.Color(0, 0, 0, 112), pygame.Color(48, 48, 48, 48)
    panel = rounded_panel(size, fill, border, 1, 10, 2)
    w, h = size
    assert panel.get_size() == size
    if min(size) < 30:
        return  # too small for corners: drawn without failing
    assert panel.get_at((0, 0)).a == 0 and panel.get_at((w - 1, h - 1)).a == 0
    assert panel.get_at((w // 2, 2)) == border and panel.get_at((2, h // 2)) == border
    assert panel.get_at((w // 2, 1)).a == 18  # the shadow outside the border
    assert panel.get_at((w // 2, h // 2)) == fill and panel.get_at((w - 6, h // 2)) == fill


def test_high_contrast_keeps_the_see_through_rules_text_and_colours_the_rest() -> None:
    from ui.core.assets import gui_theme
    theme = gui_theme(1.0, high_contrast=True)
    assert theme["#rules_text"]["colours"] == {"dark_bg": "#00000000", "normal_border": "#00000000"}
    assert theme["text_box"]["colours"]["dark_bg"] == "#000000f0"  # the picture under it
    assert theme["text_box"]["colours"]["normal_border"] == "#ffffff"
