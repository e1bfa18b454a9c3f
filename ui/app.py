"""The window and its frame loop: events, update, draw, with pygame_gui's three calls.

``App().run()`` opens the window at the main menu (``main.py play``).
"""

# pygame_gui has no type hints: calling its methods is fine here.
# mypy: disable-error-code="no-untyped-call"

from __future__ import annotations

import os
import warnings
from collections.abc import Callable

import pygame
import pygame_gui

from ui import fonts
from ui.assets import gui_theme
from ui.bot_worker import ProcessWorker, Worker
from ui.scene import SceneManager
from ui.settings import Settings

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (1024, 640)
FPS = 60


class App:
    """The program's window: one pygame_gui manager, the scene stack, the settings."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE,
                 worker_factory: Callable[[dict[int, tuple[str, int]]], Worker] = ProcessWorker,
                 settings: Settings | None = None) -> None:
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        pygame.init()
        fonts.reset()
        pygame.display.set_caption("Oh Pshaw")
        self.windowed = size
        self.fullscreen = False
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._set_minimum()
        self.gui_scale = _gui_scale(size)
        self.gui = pygame_gui.UIManager(size, gui_theme(self.gui_scale))
        self.scenes = SceneManager()
        self.settings = settings or Settings()
        self.worker_factory = worker_factory
        self.clock = pygame.time.Clock()
        self.running = True

    @property
    def size(self) -> tuple[int, int]:
        """The window size now."""
        return self.screen.get_size()

    def _set_minimum(self) -> None:
        try:  # pygame-ce's Window API; older SDL ignores it
            with warnings.catch_warnings():  # from_display_module warns about flip(); we only set a size
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass

    def run(self, first: Callable[[App], object] | None = None) -> None:
        """Show the menu (or ``first(app)``'s scene) and loop until the window closes."""
        from ui.menu import MenuScene
        scene = first(self) if first else MenuScene(self)
        self.scenes.push(scene)  # type: ignore[arg-type]
        while self.running:
            self.step(self.clock.tick(FPS) / 1000)
        while self.scenes.stack:
            self.scenes.pop()
        pygame.quit()

    def step(self, dt: float) -> None:
        """One frame: handle queued events, update, draw."""
        for event in pygame.event.get():
            self.dispatch(event)
        self.scenes.update(dt)
        self.gui.update(dt)
        self.draw(self.screen)
        pygame.display.flip()

    def dispatch(self, event: pygame.event.Event) -> None:
        """Window events here; the rest to pygame_gui, then to the active scene."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.gui.process_events(event):
            return
        self.scenes.handle_event(event)

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window ``size`` and lay every scene out again."""
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if not self.fullscreen:
            self.windowed = size
        self._relayout(size)

    def _relayout(self, size: tuple[int, int]) -> None:
        """Text of the widgets follows the window height: a new manager when the scale changes
        (each scene kills its widgets and builds them again with ``self.gui``)."""
        scale = _gui_scale(size)
        if scale != self.gui_scale:
            self.gui_scale = scale
            self.gui.clear_and_reset()
            self.gui = pygame_gui.UIManager(size, gui_theme(scale))
        else:
            self.gui.set_window_resolution(size)
        self.scenes.resize(size)

    def toggle_fullscreen(self) -> None:
        """F11: fill the screen, or go back to the window."""
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
        self._relayout(self.screen.get_size())

    def draw(self, surface: pygame.Surface) -> None:
        """Scenes, then pygame_gui's widgets on top. Changes nothing."""
        self.scenes.draw(surface)
        self.gui.draw_ui(surface)


def _gui_scale(size: tuple[int, int]) -> float:
    """Widget text scale for a window: steps of 1/8 of the 800-pixel design height."""
    return max(0.8, round(size[1] / 800 * 8) / 8)


def play() -> int:
    """``main.py play``: open the window at the main menu."""
    App().run()
    return 0
