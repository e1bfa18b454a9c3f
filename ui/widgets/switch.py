"""A toggle switch for an on/off setting: a pill-shaped track with a round knob that sits
left (off) or right (on), as phones and card apps draw them.

It is a pygame_gui button (theme ``#switch``, see-through), so a click, the focus
ring (:mod:`ui.core.focus`), Enter and Space work as on any button; the
picture of each state (normal, hovered, pressed, disabled) is drawn here and
given to pygame_gui as the button's images. The state never shows by colour
alone: the knob's side says it, and a small ✓ sits in the knob when on.
Colours come from the theme, so high contrast applies.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from ui.core.fonts import font
from ui.widgets.look import colour

#: Width of the track over its height.
RATIO = 1.8
#: The picture is drawn this many times larger, then smoothed down (round edges).
SUPERSAMPLE = 4


def track_size(height: int) -> tuple[int, int]:
    """The switch's picture for a row ``height`` pixels high: (width, height)."""
    h = max(16, round(height * 0.72))
    return round(h * RATIO), h


def picture(size: tuple[int, int], on: bool, state: str, manager: Any) -> pygame.Surface:
    """The switch of ``size`` in ``state`` (normal, hovered, selected, disabled), with its
    alpha premultiplied as pygame_gui draws images."""
    ids = ["#switch"]
    w, h = size
    k = SUPERSAMPLE
    track = colour(manager, "filled_bar" if on else "unfilled_bar", ids)
    edge = colour(manager, "normal_border", ["button"])
    knob = colour(manager, "normal_text", ids)
    if state in ("hovered", "selected"):
        track = _lighter(track, 0.2)
        edge = colour(manager, "hovered_border", ["button"])
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    big.fill((*track[:3], 0))  # no dark fringe where the edge is smoothed
    rect = big.get_rect()
    pygame.draw.rect(big, track, rect, border_radius=h * k // 2)
    line = max(1, round(h / 16)) * k
    pygame.draw.rect(big, edge, rect, width=line, border_radius=h * k // 2)
    inset = max(2, round(h * 0.12)) * k
    knob_r = h * k // 2 - inset
    cx = rect.right - inset - knob_r if on else rect.left + inset + knob_r
    pygame.draw.circle(big, (0, 0, 0, 60), (cx, rect.centery + k * max(1, h // 14)), knob_r)
    pygame.draw.circle(big, knob, (cx, rect.centery), knob_r)
    small = pygame.transform.smoothscale(big, size)
    if on:  # a mark in the knob: the state is not told by colour alone
        mark = font(max(8, round(h * 0.55)), True).render("✓", True, colour(manager, "filled_bar", ids))
        small.blit(mark, mark.get_rect(center=(round(cx / k), h // 2)))
    if state == "disabled":
        small.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
    return small.premul_alpha()


def _lighter(c: pygame.Color, share: float) -> pygame.Color:
    r, g, b = (round(v + (255 - v) * share) for v in (c.r, c.g, c.b))
    return pygame.Color(r, g, b, c.a)


class SwitchButton(pygame_gui.elements.UIButton):
    """A button that shows an on/off switch; :meth:`flip` (or :meth:`set_value`) changes it."""

    def __init__(self, rect: pygame.Rect, value: bool, manager: pygame_gui.UIManager,
                 container: Any = None, tool_tip_text: str | None = None) -> None:
        self.value = value  # before the button builds itself: its pictures read it
        super().__init__(rect, "", manager=manager, container=container, object_id="#switch",
                         tool_tip_text=tool_tip_text)

    def _set_any_images_from_theme(self) -> bool:
        """The pictures of every state, drawn for the current value (pygame_gui calls this)."""
        size = self.rect.size
        for state in ("normal", "hovered", "selected", "disabled"):
            setattr(self, f"{state}_images", [picture(size, self.value, state, self.ui_manager)])
            setattr(self, f"{state}_image_positions", [(0.5, 0.5)])
        return True

    def set_value(self, value: bool) -> None:
        """Show ``value``."""
        if value != self.value:
            self.value = value
            self._set_any_images_from_theme()
            pygame_gui.elements.UIButton.rebuild(self)

    def flip(self) -> bool:
        """Turn the switch over; the new value."""
        self.set_value(not self.value)
        return self.value
