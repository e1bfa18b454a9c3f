"""The window and its frame loop: events, update, draw, with pygame_gui's three calls.

``App().run()`` opens the window at the main menu (``main.py play``).

The loop is idle-friendly: while anything moves (a tween, a bot thinking, a
count-up, input in the last moments) it draws at ``FPS``; when the table is
still it wakes ``IDLE_FPS`` times a second to read events and update, and
draws only when something changed (an event, a new scene, a pygame_gui
widget that changed its picture, e.g. a tooltip). pygame's ``event.wait``
polls every millisecond, which costs more than a slow tick.
"""

from __future__ import annotations

import contextlib
import os
import time
import warnings
from collections.abc import Callable

import pygame

from bot_runtime.analysis import Analyst, InlineAnalyst, ProcessAnalyst
from bot_runtime.worker import ProcessWorker, Worker
from ui.core import fonts
from ui.core.assets import gui_theme
from ui.core.focus import Focus, Place
from ui.core.gui_states import draw_when_shown
from ui.core.language import make_manager
from ui.core.settings import Settings
from ui.core.sound import SoundBoard
from ui.core.stack import SceneManager
from ui.core.text_fit import add_label_sizes, widen_tool_tips
from ui.core.x11 import window_manager_runs
from ui.navigator import Navigator
from ui.scene import Scene
from ui.words.i18n import resolve_language, set_language

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (1024, 640)
FPS = 60
#: Wakes a second while nothing moves: events are still read within 50 ms.
IDLE_FPS = 20
#: Seconds of full-rate frames after input or a new scene (hover fades, a sheet's count-up).
SETTLE = 1.0
#: Seconds after a fullscreen switch in which a resize event naming another size than the
#: window's is taken for a late report of the size before the switch, and ignored.
STALE_RESIZE = 1.5


class App:
    """The program's window: one pygame_gui manager, the scene stack, the settings."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE,
                 worker_factory: Callable[[dict[int, tuple[str, int]]], Worker] = ProcessWorker,
                 settings: Settings | None = None,
                 analyst_factory: Callable[[], Analyst] | None = None) -> None:
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        pygame.init()
        fonts.reset()
        pygame.display.set_caption("Oh Pshaw")  # i18n: ok - the program's name
        self.windowed = size
        self.fullscreen = False
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._laid_out = size  # the size every scene and the widgets are laid out for
        self._switched = -STALE_RESIZE  # when fullscreen was last switched (perf_counter)
        #: Fullscreen as a borderless window over the whole screen (a plain X server, where no
        #: window manager makes a window fullscreen); decided at the first switch.
        self._covering: bool | None = None
        self._windowed_at: tuple[int, int] | None = None  # where the window was before
        self._set_minimum()
        self.settings = settings or Settings()
        self.gui_scale = self._scale(size)
        self._applied = (self.settings.ui_scale, self.settings.high_contrast)
        set_language(resolve_language(self.settings.language))
        self.gui = make_manager(size, self._theme())
        self.focus = Focus()  # the keyboard's place among the widgets (ui/core/focus.py)
        self._focus_scene: object = None
        self._opener = ""  # the text of the key that just opened a screen: not typed into it
        self._kept_focus: list[tuple[object, Place]] = []  # each covered screen's ring
        self.scenes = SceneManager(lambda: self.gui)  # hides a covered scene's widgets
        self.nav = Navigator(self)  # which scene follows which (ui/navigator.py)
        self.sound = SoundBoard(lambda: self.settings)
        self.worker_factory = worker_factory
        #: Makes what judges a finished game (a worker process, like the bots'; in this
        #: process when the bots think here too: tests and screenshots).
        self.analyst_factory: Callable[[], Analyst] = analyst_factory or (
            ProcessAnalyst if worker_factory is ProcessWorker else InlineAnalyst)
        self.clock = pygame.time.Clock()
        self.running = True
        self.draws = 0  # frames drawn and flipped
        #: Called after each flip with the seconds the frame took (events, update, draw, flip).
        self.on_frame: Callable[[float], None] | None = None
        self._active_until = 0.0
        self._top: object = None
        self._gui_look: tuple[object, ...] = ()

    @property
    def size(self) -> tuple[int, int]:
        """The window size now."""
        return self.screen.get_size()

    def _set_minimum(self) -> None:
        window = _window()
        if window is not None:
            with contextlib.suppress(pygame.error):  # older SDL ignores it
                window.minimum_size = MIN_SIZE

    def run(self, first: Callable[[App], Scene] | None = None,
            until: Callable[[], bool] | None = None) -> None:
        """Show the menu (or ``first(app)``'s scene) and loop until the window closes
        (or ``until()`` is true: benchmarks)."""
        self.scenes.push(first(self) if first else self.nav.first())
        self.loop(until)
        while self.scenes.stack:
            self.scenes.pop()
        pygame.quit()

    def loop(self, until: Callable[[], bool] | None = None) -> None:
        """Run frames while the window is open and ``until()`` (if given) is false."""
        while self.running and not (until is not None and until()):
            self.frame()

    def frame(self) -> bool:
        """One pass of the loop, paced at ``FPS`` while anything moves and at ``IDLE_FPS``
        when the picture is still; True when it drew."""
        quiet = self.quiet()
        dt = self.clock.tick(IDLE_FPS if quiet else FPS) / 1000
        start = time.perf_counter()
        events = pygame.event.get()
        for event in events:
            self.dispatch(event)
        self.follow_window()
        self._follow_focus()
        self.scenes.update(dt)
        draw_when_shown(self.gui)  # a new button's other looks: when first shown (ui/core/gui_states.py)
        self.gui.update(dt)
        now = time.perf_counter()
        if events or self.scenes.top is not self._top:
            self._top = self.scenes.top
            self._active_until = now + SETTLE
        look = self._gui_picture()
        changed, self._gui_look = look != self._gui_look, look
        if quiet and not events and not changed and not self._scene_busy():
            return False
        self._present(start)
        return True

    def quiet(self) -> bool:
        """Nothing moves: no recent input, no new scene, the active scene is still."""
        if time.perf_counter() < self._active_until or self.scenes.top is not self._top:
            return False
        return not self._scene_busy()

    def step(self, dt: float) -> None:
        """One full frame whatever moves: handle queued events, update, draw (tests, screenshots)."""
        start = time.perf_counter()
        for event in pygame.event.get():
            self.dispatch(event)
        self.follow_window()
        self._follow_focus()
        self.scenes.update(dt)
        draw_when_shown(self.gui)
        self.gui.update(dt)
        self._present(start)

    def _follow_focus(self) -> None:
        """A new screen on top starts without a ring: the next Tab or arrow shows it. A screen
        that was covered gets its ring back where it was."""
        top = self.scenes.top
        if top is self._focus_scene:
            return
        stack = self.scenes.stack
        if any(scene is self._focus_scene for scene in stack):  # covered: it keeps its ring
            self._kept_focus.append((self._focus_scene, self.focus.kept()))
        self._kept_focus = [(s, p) for s, p in self._kept_focus if any(s is scene for scene in stack)]
        place = next((p for s, p in self._kept_focus if s is top), None)
        self._kept_focus = [(s, p) for s, p in self._kept_focus if s is not top]
        self._focus_scene = top
        first = top.first_focus() if top is not None and place is None else None
        if place is not None:  # back on a covered screen: the ring where it was
            self.focus.back(place)
        elif first is not None:  # a screen that opens with its ring on one widget
            self.focus.set(first, self.gui)
        else:
            self.focus.hide()

    def _present(self, start: float) -> None:
        self.draw(self.screen)
        pygame.display.flip()
        self.draws += 1
        if self.on_frame is not None:
            self.on_frame(time.perf_counter() - start)

    def _scene_busy(self) -> bool:
        top = self.scenes.top
        return top is not None and top.busy()

    def _gui_picture(self) -> tuple[object, ...]:
        """What pygame_gui would draw (each visible image and where): a new tooltip or a
        hovered button changes it."""
        return tuple((id(data[0]), tuple(data[1])) for data in self.gui.get_sprite_group().visible)

    def dispatch(self, event: pygame.event.Event) -> None:
        """Window events here; the rest to pygame_gui, then to the active scene. A key that
        opens a screen (B the report dialog, Space on a focused button) is not also typed
        into that screen's text field: its text, which comes as an event of its own after
        the key, is dropped."""
        if event.type == pygame.TEXTINPUT and self._opener and event.text == self._opener:
            self._opener = ""
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self._opener = ""
        top = self.scenes.top
        self._dispatch(event)
        if event.type == pygame.KEYDOWN and self.scenes.top is not top:
            self._opener = event.unicode

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            self._resized((event.w, event.h))
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self.follow_window()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            self.settings_changed()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.nav.toggle_keys()
            return
        top = self.scenes.top
        if top is not None and top.focus_ring and self.focus.handle_event(event, self.gui, top.own_keys):
            return
        if self.gui.process_events(event):
            return
        self.scenes.handle_event(event)

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window ``size`` and lay every scene out again. In fullscreen the size is
        kept for the window to come back to; the screen stays as it is."""
        if self.fullscreen:
            self.windowed = size
            self.follow_window()
            return
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.windowed = size
        self._relayout(size)

    def _resized(self, size: tuple[int, int]) -> None:
        """A resize event. Its size is not trusted: one can arrive late, about the window as
        it was before a fullscreen switch. A window manager has already given the window its
        new size, which :meth:`follow_window` reads; a size the window does not have yet is
        made (at least :data:`MIN_SIZE`), unless the report is stale."""
        actual = pygame.display.get_surface()
        if self.fullscreen or (actual is not None and actual.get_size() == size):
            self.follow_window()
        elif time.perf_counter() - self._switched > STALE_RESIZE:
            self.resize((max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])))

    def follow_window(self) -> None:
        """Lay out for the window as it is now (called every frame; cheap when nothing
        changed). A window manager may resize the screen in fullscreen, or leave fullscreen
        by itself: the layout, the flag and the setting follow what is on the screen."""
        surface = pygame.display.get_surface()
        if surface is None:
            return
        self.screen = surface
        full = bool(pygame.display.is_fullscreen())
        if full != self.fullscreen and not self._covering:
            self.fullscreen = self.settings.fullscreen = full
            self._switched = time.perf_counter()
        size = surface.get_size()
        if size != self._laid_out:
            if not self.fullscreen:
                self.windowed = size
            self._relayout(size)

    def _relayout(self, size: tuple[int, int]) -> None:
        """Text of the widgets follows the window height: a new manager when the scale changes
        (each scene kills its widgets and builds them again with ``self.gui``)."""
        self._laid_out = size
        scale = self._scale(size)
        self._applied = (self.settings.ui_scale, self.settings.high_contrast)
        look = (scale, self.settings.high_contrast)
        if look != (self.gui_scale, self._contrast):
            self.gui_scale = scale
            self.gui.clear_and_reset()
            self.gui = make_manager(size, self._theme())
        else:
            self.gui.set_window_resolution(size)
        self.scenes.resize(size)

    def _scale(self, size: tuple[int, int]) -> float:
        """Widget text scale: the window height's, times the UI scale setting (100–200 %), of
        which widgets take up to :data:`ui.core.fonts.WIDGET_SCALE` (their boxes follow the window height,
        not the setting); the table's text takes all of it (:func:`ui.core.fonts.scaled`)."""
        fonts.set_ui_scale(self.settings.ui_scale)
        return _gui_scale(size) * min(self.settings.ui_scale, fonts.WIDGET_SCALE)

    def _theme(self) -> dict[str, object]:
        self._contrast = self.settings.high_contrast
        theme = gui_theme(self.gui_scale, self._contrast)
        add_label_sizes(theme)  # a label too long for its box takes a smaller size (ui/core/text_fit.py)
        widen_tool_tips(theme, self.gui_scale)  # and tooltips wrap wider at larger text
        return theme

    def toggle_fullscreen(self) -> None:
        """F11: fill the screen (at the desktop's resolution), or go back to the window at
        the size it had. The same window is switched, not made anew, which is quick and
        keeps the keyboard's focus (a second F11 right after the first is not lost). On a
        plain X server, with no window manager to make a window fullscreen, the window
        itself loses its frame and covers the screen."""
        going = not self.fullscreen
        if going:
            self.windowed = self.size
        window = _window()
        if self._covering is None:
            self._covering = window_manager_runs() is False
        try:
            if window is None:
                raise pygame.error("no window object")
            if self._covering:
                self._cover(window, going)
            elif going:
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
                window.size = self.windowed
        except pygame.error:  # no Window API: make the window anew
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN) if going \
                else pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
        self.fullscreen = self.settings.fullscreen = going
        self._switched = time.perf_counter()
        self.screen = pygame.display.get_surface() or self.screen
        self._relayout(self.screen.get_size())

    def _cover(self, window: pygame.Window, going: bool) -> None:
        """Fullscreen without a window manager: a borderless window over the whole screen,
        and back to the framed window where it was."""
        if going:
            self._windowed_at = window.position
            window.borderless = True
            window.position = (0, 0)
            window.size = pygame.display.get_desktop_sizes()[0]
        else:
            window.borderless = False
            window.size = self.windowed
            if self._windowed_at is not None:
                window.position = self._windowed_at

    def settings_changed(self) -> None:
        """A setting changed: apply it (:meth:`apply_settings`) and write the file."""
        from ui.core.settings_file import save_settings
        self.apply_settings()
        save_settings(self.settings)

    def apply_settings(self) -> None:
        """The window's part of the settings: fullscreen, UI scale, high-contrast widgets."""
        if self.settings.fullscreen != self.fullscreen:
            self.toggle_fullscreen()
        elif self._applied != (self.settings.ui_scale, self.settings.high_contrast):
            self._relayout(self.size)  # every scene builds its widgets again, at the new size

    def draw(self, surface: pygame.Surface) -> None:
        """Scenes, then pygame_gui's widgets, then the focus ring on top. Changes nothing."""
        self.scenes.draw(surface)
        self.gui.draw_ui(surface)
        top = self.scenes.top
        self.focus.draw(surface, self.gui, follow=top is None or top.focus_ring)


def _window() -> pygame.Window | None:
    """The window of the display module (pygame-ce's Window API), or ``None`` without one."""
    try:
        with warnings.catch_warnings():  # from_display_module warns about flip(); we only size it
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def _gui_scale(size: tuple[int, int]) -> float:
    """Widget text scale for a window: steps of 1/8 of the 800-pixel design height."""
    return fonts.window_scale(size[1])


def play() -> int:
    """``main.py play``: open the window at the main menu, with the saved settings. The data
    folder is this window's unless another has it (the menu then says so)."""
    from saves.startup import start
    from ui.core.settings_file import load_settings
    begun = start()
    try:
        app = App(settings=load_settings())
        if app.settings.fullscreen:
            app.toggle_fullscreen()
        app.run(lambda window: window.nav.first(begun))
    finally:
        begun.finish()
    return 0


def review(path: str) -> int:
    """``main.py review FILE``: open the window at the review of the finished game in ``path``
    (a record or a save). A file that holds no finished game: one line, exit code 2."""
    import sys
    from pathlib import Path

    from saves.analysis_cache import cache_path
    from saves.files import FileProblem
    from saves.finished import NotFinished, read_finished
    from saves.startup import start
    from ui.core.settings_file import load_settings
    try:
        finished = read_finished(Path(path))
    except (FileProblem, NotFinished) as error:
        print(f"ohpshaw review: {error}", file=sys.stderr)
        return 2
    begun = start()
    try:
        app = App(settings=load_settings())
        if app.settings.fullscreen:
            app.toggle_fullscreen()
        app.run(lambda window: window.nav.first_review(finished, cache_path(Path(path)), begun))
    finally:
        begun.finish()
    return 0
