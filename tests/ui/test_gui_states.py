"""A new button's hovered and pressed looks are drawn when first shown, not in the frames
after it is made (ui/core/gui_states.py)."""

from __future__ import annotations

import pygame
import pygame_gui

from ui.app import App
from ui.core.gui_states import draw_when_shown


def test_a_new_buttons_other_looks_wait_until_they_are_shown(app: App) -> None:
    button = pygame_gui.elements.UIButton(pygame.Rect(40, 40, 240, 60), "Play again", manager=app.gui)
    shape = button.drawable_shape
    assert shape.states_to_redraw_queue  # pygame_gui would draw them in the next frames
    assert draw_when_shown(app.gui) >= 2
    assert not shape.states_to_redraw_queue and not shape.states["hovered"].generated
    app.step(1 / 60)
    assert not shape.states["hovered"].generated  # nothing drawn ahead
    normal = shape.states["normal"].surface.copy()
    button.on_hovered()  # what pygame_gui does when the pointer comes over it
    app.step(1 / 60)
    assert shape.active_state.state_id == "hovered" and shape.states["hovered"].generated
    hovered = shape.states["hovered"].surface
    assert hovered.get_size() == normal.get_size()
    assert pygame.image.tobytes(hovered, "RGBA") != pygame.image.tobytes(normal, "RGBA")
    button.kill()
