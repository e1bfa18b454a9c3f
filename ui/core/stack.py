"""The stack of scenes: what the window asks of a scene (:class:`Screen`) and the small
manager that stacks them (:class:`SceneManager`).

The top scene is active: it gets the events and the updates. Overlays are pushed on
top; the scenes below keep drawing but get no events and no updates, and their widgets
hide (:meth:`Screen.pause`) until the overlay over them is popped (:meth:`Screen.resume`).
A scene that opens an overlay in the middle of its own turn (an event it handles, its
update) finishes that turn and is then paused again, so that nothing it made or showed
after the push stands crisp and clickable over the overlay. The stack knows
scenes only by :class:`Screen`, so it sits below every screen; :class:`ui.scene.Scene` is
the base class the screens share.
"""

from __future__ import annotations

from typing import Protocol

import pygame

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
    """A stack of scenes; the top one is active."""

    def __init__(self) -> None:
        self.stack: list[Screen] = []

    @property
    def top(self) -> Screen | None:
        """The active scene."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Screen) -> None:
        """Put ``scene`` on top (an overlay, or a new screen)."""
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Screen:
        """Remove the top scene and return it."""
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Screen) -> None:
        """Leave every scene and show ``scene`` alone."""
        while self.stack:
            self.pop()
        self.push(scene)

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene the window size changed."""
        for scene in self.stack:
            scene.resize(size)
        for scene in self.stack[:-1]:  # rebuilt widgets stay hidden under an overlay
            scene.pause()

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
        paused again (what the rest of its turn made or showed hides too)."""
        if scene is not self.top and scene in self.stack:
            scene.pause()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the lowest visible scene up."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay and not self.stack[start].covers(surface.get_size()):
            start -= 1
        for scene in self.stack[max(start, 0):]:
            scene.draw(surface)
