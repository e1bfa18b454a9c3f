"""A button whose face is a picture drawn by the program (a preset's card on the setup
screen), one picture per state, so it hovers, presses, takes the focus ring and
Enter like every button while showing more than one line of text.

The drawing function gets the size and the state (``normal``, ``hovered``,
``selected`` for pressed, ``disabled``) and returns a plain surface; pygame_gui
draws images with their alpha premultiplied, which is done here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

Draw = Callable[[tuple[int, int], str], pygame.Surface]
STATES = ("normal", "hovered", "selected", "disabled")


class PictureButton(pygame_gui.elements.UIButton):
    """A see-through button (theme ``#picture_button``) showing ``draw(size, state)``."""

    def __init__(self, rect: pygame.Rect, draw: Draw, manager: pygame_gui.UIManager,
                 container: Any = None, tool_tip_text: str | None = None) -> None:
        self.draw_face = draw  # before the button builds itself: its pictures come from it
        super().__init__(rect, "", manager=manager, container=container, object_id="#picture_button",
                         tool_tip_text=tool_tip_text)

    def _set_any_images_from_theme(self) -> bool:
        """The picture of every state (pygame_gui calls this when it builds the button)."""
        for state in STATES:
            face = self.draw_face(self.rect.size, state).copy()
            setattr(self, f"{state}_images", [face.premul_alpha()])
            setattr(self, f"{state}_image_positions", [(0.5, 0.5)])
        return True
