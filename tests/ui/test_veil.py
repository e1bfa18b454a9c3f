"""A dialog's veil: made once from the scene below, which is then not drawn again until the
window changes; the panel's shadow drawn from a small layer is the shadow of the whole."""

from __future__ import annotations

import pygame
import pytest

from game.presets import preset
from ui.app import App
from ui.core import veil
from ui.core.draw import felt
from ui.table.scene import TableScene


def test_under_a_dialog_the_table_is_drawn_once_then_the_veil_alone(app: App,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 3)
    app.scenes.replace(table)
    app.step(1 / 60)
    drawn: list[tuple[int, int]] = []
    draw = table.draw
    monkeypatch.setattr(table, "draw", lambda surface: (drawn.append(surface.get_size()), draw(surface)))
    table.commands.open_pause_menu()
    for _ in range(4):
        app.step(1 / 60)
    assert drawn == [(1024, 640)]  # the veil is made from the first picture
    app.resize((1280, 800))
    for _ in range(3):
        app.step(1 / 60)
    assert drawn == [(1024, 640), (1280, 800)]  # a new size: made again from the table


@pytest.mark.parametrize(("size", "box", "radius"), [((1280, 800), (200, 100, 800, 560), 14),
                                                     ((3840, 2160), (600, 300, 2600, 1500), 12),
                                                     ((1024, 640), (300, 200, 300, 120), 14)])
def test_the_shadow_from_a_small_layer_is_the_whole_layers(app: App, size: tuple[int, int],
                                                           box: tuple[int, int, int, int],
                                                           radius: int) -> None:
    rect = pygame.Rect(box)
    pieces, whole = felt(size).copy(), felt(size).copy()
    veil._shadow(pieces, rect, radius)
    reach = max(6, rect.height // 40)
    layer = veil._shadow_layer(rect.size, radius, reach)  # the whole shadow in one layer
    whole.blit(layer, (rect.left - reach, rect.top - reach + reach // 2))
    for picture in (pieces, whole):
        pygame.draw.rect(picture, veil.PANEL, rect, border_radius=radius)
    assert pygame.image.tobytes(pieces, "RGB") == pygame.image.tobytes(whole, "RGB")
