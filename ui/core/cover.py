"""The widgets of a covered scene: hidden while another scene is on top of it, back as they were.

When a scene is pushed over another (the F1 keys, a dialog, a sheet, a page), every
pygame_gui widget of the scenes below must go: drawn over the overlay they hide it, and
clicked they would act on a screen that is not the one shown. A :class:`Cover` takes them
all, whatever made them (the screen's buttons, its drop-downs, text fields, switches and
containers, an open drop-down's list, a tooltip): each widget's own flag is turned off and
remembered, so lifting the cover gives back exactly what was shown and what was hidden.
Nothing of a widget changes but the flag (its value, an open list, a scroll, the text
entry that has the typing), and a hidden widget gets no events (pygame_gui skips it).
"""

from __future__ import annotations

from typing import Any

import pygame_gui


def widgets(manager: pygame_gui.UIManager) -> list[Any]:
    """Every widget of ``manager`` (each element, inner ones too, but not its root)."""
    root: Any = manager.get_root_container()
    return [element for element in manager.get_sprite_group().sprites() if element is not root]


class Cover:
    """The widgets hidden under one scene of the stack, each with whether it was shown."""

    def __init__(self, manager: pygame_gui.UIManager | None) -> None:
        self.manager = manager
        self.hidden: list[tuple[Any, bool]] = []
        self.focus: list[Any] = []  # the elements that had the typing (a text entry)
        self.entered: list[Any] = []  # every widget once the scene on top had made its own
        if manager is not None:
            self.focus = list(manager.get_focus_set() or ())
            # The typing leaves the covered widgets without their knowing: an entry keeps its
            # cursor and selection (pygame_gui's unfocus would reset them) for when it is back.
            manager.focused_set = None
            self.take(widgets(manager))

    def take(self, elements: list[Any]) -> None:
        """Hide ``elements`` too (a covered scene laid out again made them)."""
        for element in elements:
            self.hidden.append((element, bool(element.visible)))
            if element.visible:
                element.visible = False

    def over(self, manager: pygame_gui.UIManager | None) -> None:
        """The scene on top has made its widgets (those alive now are not the covered scene's)."""
        self.entered = widgets(manager) if manager is not None else []

    def take_late(self, manager: pygame_gui.UIManager | None) -> None:
        """Hide the widgets made since the scene on top made its own: the covered scene made
        them in the rest of the turn in which it opened that scene."""
        if manager is None or manager is not self.manager:
            return
        known = {id(element) for element, _shown in self.hidden} | {id(e) for e in self.entered}
        self.take([element for element in widgets(manager) if id(element) not in known])

    def keep(self) -> None:
        """Hide again a widget its covered scene showed meanwhile (a scene that pushed another
        in the middle of its update and went on): it shows when the cover is lifted."""
        for index, (element, _shown) in enumerate(self.hidden):
            if element.visible:
                self.hidden[index] = (element, True)
                element.visible = False

    def lift(self, manager: pygame_gui.UIManager | None) -> None:
        """Show again what was shown (widgets killed meanwhile are left alone), and give the
        typing back to the entry that had it."""
        if manager is not self.manager:  # a new manager: every old widget is gone
            return
        for element, shown in self.hidden:
            if element.alive() and bool(element.visible) != shown:
                element.visible = shown
        self.hidden = []
        focus = {element for element in self.focus if element.alive()}
        if manager is not None and focus:
            manager.set_focus_set(focus)
