"""What a scene may ask of the window: the :class:`Window` protocol.

Scenes, their parts and the widgets that need the window name this small
interface, never :class:`ui.app.App` itself, as pygame_gui's elements know
their manager by ``IUIManagerInterface``: the window is the one module that
knows every scene (through :mod:`ui.navigator`), so a scene that imported it
back would tie the whole window into one knot. :class:`ui.app.App` is the
window that answers it; tests may give a scene any object that does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame_gui

from bot_runtime.worker import Worker
from ui.core.focus import Focus
from ui.core.moves import Moves
from ui.core.settings import Settings
from ui.core.sound import SoundBoard
from ui.core.stack import SceneManager

#: Makes the bots' worker of a table from ``{seat: (level, seed)}``.
WorkerFactory = Callable[[dict[int, tuple[str, int]]], Worker]


class Window(Protocol):
    """The members of the window that scenes use."""

    #: False ends the frame loop (the menu's Quit).
    running: bool

    @property
    def size(self) -> tuple[int, int]:
        """The window size now: scenes lay themselves out for it."""
        ...

    @property
    def gui(self) -> pygame_gui.UIManager:
        """The pygame_gui manager every widget is made with (``manager=``); a new one when
        the text scale changes, so read it when the widgets are made."""
        ...

    @property
    def gui_scale(self) -> float:
        """The widgets' text scale (the window height's, times the UI scale setting)."""
        ...

    @property
    def settings(self) -> Settings:
        """The player's settings (changed in place; :meth:`settings_changed` applies them)."""
        ...

    @property
    def scenes(self) -> SceneManager:
        """The stack of scenes: an overlay pops itself, F1 pushes the keys."""
        ...

    @property
    def nav(self) -> Moves:
        """Which scene follows which: the moves a scene asks for by what they mean."""
        ...

    @property
    def focus(self) -> Focus:
        """The keyboard's place among the widgets (the focus ring)."""
        ...

    @property
    def sound(self) -> SoundBoard:
        """The table's sounds."""
        ...

    @property
    def worker_factory(self) -> WorkerFactory:
        """Makes the bots' worker of a table (a process in play; in this process in tests)."""
        ...

    def settings_changed(self) -> None:
        """A setting changed: apply what the window owns of it and write the file."""
        ...
