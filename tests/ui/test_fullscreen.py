"""Fullscreen (F11) on and off any number of times ends in the layout of the window it ends
in, with the setting saying what is on the screen. Headless (SDL's dummy driver,
whose screen is 1024×768); a real X server was tried by hand.

What each test holds after every step: the flag, the setting and SDL agree; every scene,
the widgets' manager and the table's layout are laid out for the window's size; the text
of the widgets has the size for that window.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time

import pygame
import pytest

from game.bots import make_bot
from game.game import Phase
from game.presets import preset
from tests.ui.test_table import human_move
from ui.app import STALE_RESIZE, App, _gui_scale, _window
from ui.core.settings_file import load_settings
from ui.table.scene import TableScene


def f11(app: App, presses: int = 1, frames: int = 1) -> None:
    """``presses`` F11 key presses queued at once (as fast as a person can), then frames."""
    for _ in range(presses):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                             scancode=0))
    for _ in range(frames):
        app.step(0.0)


def laid_out_for_the_window(app: App, table: TableScene) -> None:
    size = pygame.display.get_surface().get_size()
    assert app.size == size
    assert app.fullscreen == bool(pygame.display.is_fullscreen()) == app.settings.fullscreen
    assert table.layout.size == size
    assert tuple(app.gui.window_resolution) == size
    assert app.gui_scale == pytest.approx(_gui_scale(size) * min(app.settings.ui_scale, 1.5))
    for button in table.corner.values():  # the corner buttons are inside the window
        assert pygame.Rect((0, 0), size).contains(button.rect)


@pytest.fixture
def table(app: App) -> TableScene:
    scene = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 4)
    app.scenes.replace(scene)
    while not scene.human_turn:
        app.step(0.0)
    return scene


@pytest.mark.parametrize("presses", [1, 2, 3, 4, 7])
def test_quick_presses_each_switch_and_end_laid_out(app: App, table: TableScene, presses: int) -> None:
    windowed = app.size
    f11(app, presses)
    assert app.fullscreen == (presses % 2 == 1)
    assert load_settings().fullscreen == app.fullscreen
    laid_out_for_the_window(app, table)
    if not app.fullscreen:
        assert app.size == windowed


def test_on_and_off_many_times_at_every_pace(app: App, table: TableScene) -> None:
    windowed = app.size
    for presses, frames in [(1, 1), (1, 0), (2, 1), (1, 3), (3, 0), (1, 1), (5, 2)]:
        f11(app, presses, frames)
    app.step(0.0)
    assert not app.fullscreen and app.size == windowed  # 14 presses: windowed again
    laid_out_for_the_window(app, table)


def test_text_sizes_come_back_with_the_window(app: App, table: TableScene) -> None:
    small = app.gui_scale
    f11(app)
    assert app.gui_scale > small  # 768 pixels high: larger widget text
    f11(app)
    assert app.gui_scale == small and app.size == (1024, 640)
    laid_out_for_the_window(app, table)
    assert table.input.panel is None or pygame.Rect((0, 0), app.size).contains(table.input.panel.panel.rect)


def test_a_late_resize_event_about_the_fullscreen_size_is_ignored(app: App, table: TableScene) -> None:
    f11(app)
    full = app.size
    f11(app)  # back to the window ...
    late = pygame.event.Event(pygame.VIDEORESIZE, size=full, w=full[0], h=full[1])
    pygame.event.post(late)  # ... and the system's report of the fullscreen size comes after
    app.step(0.0)
    assert app.size == (1024, 640)
    laid_out_for_the_window(app, table)


def test_a_resize_event_long_after_a_switch_resizes_the_window(app: App, table: TableScene,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    f11(app, 2)
    later = time.perf_counter() + STALE_RESIZE + 1
    monkeypatch.setattr(time, "perf_counter", lambda: later)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800))
    app.step(0.0)
    assert app.size == (1280, 800)
    laid_out_for_the_window(app, table)


def test_a_resize_in_fullscreen_lays_out_for_the_new_screen(app: App, table: TableScene) -> None:
    f11(app)
    # the screen changes under the program (a new resolution, a window manager's resize)
    pygame.display.set_mode((1280, 720), pygame.FULLSCREEN)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=720))
    app.step(0.0)
    assert app.fullscreen and app.size == (1280, 720)
    laid_out_for_the_window(app, table)


def test_the_window_manager_leaving_fullscreen_is_followed(app: App, table: TableScene) -> None:
    f11(app)
    window = _window()
    assert window is not None
    window.set_windowed()  # not through the program: the system did it
    app.step(0.0)
    assert not app.fullscreen and not app.settings.fullscreen
    laid_out_for_the_window(app, table)


def test_playing_on_after_switching(app: App, table: TableScene) -> None:
    """The clicks land where the new layout puts the bid buttons and cards."""
    f11(app, 3)
    assert table.game.phase is Phase.BID and table.human_turn
    human_move(app, table, make_bot("normal", 3))
