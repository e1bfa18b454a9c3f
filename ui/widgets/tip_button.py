"""A button whose tooltip opens above a given line rather than over its neighbours: a block
of buttons (the review's steps and the row under them) keeps every button in sight while a
tip is read.

pygame_gui opens a tip below the pointer, or above it where the window ends, which puts
the tip of a button in a block over the buttons beside or under it. :class:`TipAboveButton`
moves its tip, once made, to end a few pixels above ``above`` (the block's top), inside the
window (``centred``: over the button's middle).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

#: Pixels between the tip and the block of buttons.
GAP = 6


class TipAboveButton(pygame_gui.elements.UIButton):
    """A :class:`pygame_gui.elements.UIButton` whose tip ends above the line ``above``."""

    def __init__(self, rect: pygame.Rect, text: str, manager: pygame_gui.UIManager, above: int,
                 centred: bool = False, **options: Any) -> None:
        super().__init__(rect, text, manager=manager, **options)
        self.above = above
        self.centred = centred  # the tip stands over the button's middle, not from the pointer

    def while_hovering(self, time_delta: float, mouse_pos: Any) -> None:
        """As any button; a tip just made goes above the block."""
        had = self.tool_tip is not None
        super().while_hovering(time_delta, mouse_pos)
        tip = self.tool_tip
        if had or not isinstance(tip, pygame_gui.elements.UITooltip):
            return
        place = tip.rect.copy()
        place.bottom = min(self.above, self.rect.top) - GAP
        if self.centred:
            place.centerx = self.rect.centerx
        root = self.ui_manager.get_root_container()
        if root is not None:
            place.clamp_ip(root.get_rect())
        tip.set_position(place.topleft)
