"""Widget states drawn when they are first shown, not all in the frames after a widget is made.

pygame_gui draws a new button's normal look at once, then its hovered, pressed and
selected looks, one per button per frame, each at four times the button's size to smooth
its round corners. At 3840×2160 a game-over button takes about 50 ms a look: the four
buttons of the game-over screen held three frames of 150–200 ms after the one that made
them. :func:`draw_when_shown` drops the looks queued for later (all but the one showing);
pygame_gui draws a look that was never drawn when the widget first takes it (a hover),
one look of one button in that frame.
"""

from __future__ import annotations

from typing import Any

import pygame_gui


def draw_when_shown(manager: pygame_gui.UIManager) -> int:
    """Drop the looks queued for drawing ahead in every widget of ``manager`` (each is drawn
    when first shown instead); returns how many were dropped."""
    dropped = 0
    for element in manager.get_sprite_group().sprites():
        shape: Any = getattr(element, "drawable_shape", None)
        queue = getattr(shape, "states_to_redraw_queue", None)
        if shape is None or not queue:
            continue
        showing = shape.active_state.state_id
        for state_id in list(queue):
            if state_id != showing:
                queue.remove(state_id)
                shape.states[state_id].generated = False  # drawn anew when it is shown
                dropped += 1
    return dropped
