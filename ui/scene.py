"""The scene: the lifecycle every screen of the window has, and the helpers of scenes with buttons.

A scene has a lifecycle: ``enter`` (build widgets, with ``manager=``),
``exit`` (kill them), ``handle_event`` (True when used), ``update(dt)`` and
``draw(surface)``, which never changes state. Overlays are pushed on top;
the scenes below keep drawing but get no events and no updates, and their
widgets hide until they are on top again (the stack is :mod:`ui.core.stack`).
Its keys are declared once, in :meth:`Scene.keymap`: the scene's ``handle_event``
does what they say and F1 lists them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame
import pygame_gui

from ui.core.keymap import Keymap, everywhere
from ui.core.window import Window


class Scene:
    """Base class: override what the scene needs."""

    #: An overlay lets the scene below show through (it is drawn first).
    overlay = False
    #: Tab and the arrows move the focus ring over the scene's widgets (the table says no).
    focus_ring = True
    #: Keys the scene handles itself before the focus ring sees them.
    own_keys: frozenset[int] = frozenset()

    def __init__(self, app: Window) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes active: create widgets here."""

    def first_focus(self) -> Any | None:
        """The widget the ring is on when the scene opens (``None``: no ring until a key)."""
        return None

    def exit(self) -> None:
        """Called when the scene leaves: kill every widget it made."""

    def covers(self, size: tuple[int, int]) -> bool:
        """The scene's picture covers the whole window by itself (then the scenes below it
        are not drawn): no, unless a scene says so."""
        return False

    def pause(self) -> None:
        """A scene was pushed on top (the stack hides this one's widgets by itself; it may
        say so twice: see :mod:`ui.core.stack`)."""

    def resume(self) -> None:
        """The scene on top was popped: this one is active again (its widgets are back)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout (widgets too)."""
        self.exit()
        self.enter()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""

    def busy(self) -> bool:
        """The scene changes with no input (the frame loop keeps drawing at full rate);
        a still scene says no and the loop idles."""
        return False

    def keymap(self) -> Keymap:
        """The scene's keys: what its ``handle_event`` does with a key press, and the F1
        list. By default only the keys every screen has (the focus ring's, the window's)."""
        return Keymap(*everywhere())


def pressed(event: pygame.event.Event, buttons: Mapping[str, Any]) -> str | None:
    """The key of the button of ``buttons`` that ``event`` reports pressed, if any."""
    if event.type == pygame_gui.UI_BUTTON_PRESSED:
        for key, button in buttons.items():
            if event.ui_element is button:
                return key
    return None


def kill_all(widgets: Mapping[str, Any]) -> None:
    """Kill every widget of ``widgets`` (a scene's exit)."""
    for widget in widgets.values():
        widget.kill()


class ButtonScene(Scene):
    """A scene with pygame_gui buttons of its own (``buttons``, made in ``enter``):
    leaving kills them. (A scene pushed on top hides them with every other widget, and
    they come back when it is popped: :mod:`ui.core.stack`.)"""

    def __init__(self, app: Window) -> None:
        super().__init__(app)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}

    def exit(self) -> None:
        """Kill the buttons."""
        kill_all(self.buttons)
        self.buttons = {}
