"""The stack of scenes: what the window asks of a scene (:class:`Screen`) and the small
manager that stacks them (:class:`SceneManager`).

The top scene is active: it gets the events and the updates. Overlays are pushed on
top; the scenes below keep drawing but get no events and no updates, and every widget
they made is hidden until the scene above them is popped (:mod:`ui.core.cover`), so no
screen needs code of its own for it. A scene that opens an overlay in the middle of its
own turn (an event it handles, its update) finishes that turn and is then paused again,
and every widget it made or showed after the push hides too, so that nothing of it stands
crisp and clickable over the overlay. The stack knows scenes only by
:class:`Screen`, so it sits below every screen; :class:`ui.scene.Scene` is the base class
the screens share.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame
import pygame_gui

from ui.core.cover import Cover, widgets
from ui.core.keymap import Keymap


class Screen(Protocol):
    """What the stack and the window's frame loop ask of a scene."""

    @property
    def overlay(self) -> bool:
        """The scene below shows through (it is drawn first)."""
        ...

    @property
    def focus_ring(self) -> bool:
        """Tab and the arrows move the focus ring over the scene's widgets."""
        ...

    @property
    def own_keys(self) -> frozenset[int]:
        """Keys the scene handles itself before the focus ring sees them."""
        ...

    def enter(self) -> None:
        """The scene becomes active: create its widgets."""
        ...

    def first_focus(self) -> Any | None:
        """The widget the ring is on when the scene opens (``None``: no ring until a key)."""
        ...

    def covers(self, size: tuple[int, int]) -> bool:
        """The scene's own picture covers a window of ``size`` whole (an overlay whose veil
        is made): the scenes below it are not drawn."""
        ...

    def exit(self) -> None:
        """The scene leaves: kill every widget it made."""
        ...

    def pause(self) -> None:
        """A scene was pushed on top: hide every widget (it may be told more than once)."""
        ...

    def resume(self) -> None:
        """The scene on top was popped."""
        ...

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; True when it was used."""
        ...

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; changes nothing."""
        ...

    def busy(self) -> bool:
        """The scene changes with no input (the frame loop keeps drawing at full rate)."""
        ...

    def keymap(self) -> Keymap:
        """The scene's keys: what it does with them, and its F1 list."""
        ...


class SceneManager:
    """A stack of scenes; the top one is active. ``gui`` gives the pygame_gui manager the
    scenes make their widgets with (the window's, which a new UI scale replaces)."""

    def __init__(self, gui: Callable[[], pygame_gui.UIManager | None] = lambda: None) -> None:
        self.stack: list[Screen] = []
        self.gui = gui
        #: ``covers[i]``: the widgets hidden when ``stack[i + 1]`` was pushed over ``stack[i]``.
        self.covers: list[Cover] = []

    @property
    def top(self) -> Screen | None:
        """The active scene."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Screen) -> None:
        """Put ``scene`` on top (an overlay, or a new screen)."""
        cover = None
        if self.stack:
            self.stack[-1].pause()
            cover = Cover(self.gui())
            self.covers.append(cover)
        self.stack.append(scene)
        scene.enter()
        if cover is not None:
            cover.over(self.gui())

    def pop(self) -> Screen:
        """Remove the top scene and return it; the widgets below come back as they were."""
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.covers.pop().lift(self.gui())
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Screen) -> None:
        """Leave every scene and show ``scene`` alone."""
        while self.stack:
            self.pop()
        self.push(scene)

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene the window size changed; the widgets a covered scene makes anew
        are hidden with the rest of it."""
        for level, scene in enumerate(self.stack):
            manager = self.gui()
            kept = widgets(manager) if manager else []  # held: no new widget takes an old id
            before = {id(element) for element in kept}
            scene.resize(size)
            if level < len(self.covers):
                scene.pause()
                cover = self.covers[level]
                cover.manager = manager = self.gui()
                if manager is not None:
                    cover.take([e for e in widgets(manager) if id(e) not in before])

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give the event to the active scene."""
        top = self.top
        if top is None:
            return False
        used = top.handle_event(event)
        self._cover(top)
        return used

    def update(self, dt: float) -> None:
        """Update the active scene (scenes below an overlay wait)."""
        top = self.top
        if top:
            top.update(dt)
            self._cover(top)

    def _cover(self, scene: Screen) -> None:
        """``scene`` has had its turn: when it put an overlay over itself meanwhile, it is
        paused again and what the rest of its turn made or showed hides too (no widget of a
        covered scene shows, even one made or shown again after the push)."""
        level = next((i for i, below in enumerate(self.stack[:-1]) if below is scene), None)
        if level is not None:
            scene.pause()
            self.covers[level].take_late(self.gui())
        for cover in self.covers:
            cover.keep()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the lowest visible scene up."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay and not self.stack[start].covers(surface.get_size()):
            start -= 1
        for scene in self.stack[max(start, 0):]:
            scene.draw(surface)
