"""A screen covered by another (the F1 keys, a dialog, a sheet, a page) shows none of its
widgets and takes no input through them; when the cover goes they are back as they were:
their values, an open drop-down, the typing in a text field, the focus ring, a scroll.

Every screen with widgets is reached as the monkey test reaches it (its starts,
:mod:`devtools.monkey.starts`), headless, bots in this process.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine

from bot_runtime.worker import InlineWorker
from devtools.monkey.starts import starts
from saves.paths import HOME_VARIABLE
from ui.app import App
from ui.core.cover import widgets
from ui.core.settings import Settings
from ui.scenes.confirm import ConfirmScene
from ui.scenes.keys import KeysOverlay
from ui.scenes.rules import RulesScene
from ui.table.setup import SetupScene


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    monkeypatch.setenv("OHPSHAW_NETWORK", "loopback")  # a hosted table stays on this computer
    application = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def step(app: App, frames: int = 2) -> None:
    for _ in range(frames):
        app.step(0.0)


def key(app: App, code: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=unicode, scancode=0))
    step(app)


def type_text(app: App, text: str) -> None:
    for letter in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    step(app)


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    step(app)


def shown(app: App) -> list[Any]:
    """The widgets pygame_gui shows now."""
    return [element for element in widgets(app.gui) if element.visible]


def drawn(app: App) -> list[Any]:
    """What pygame_gui draws now (its root's empty picture aside)."""
    empty = app.gui.get_root_container().image
    return [data for data in app.gui.get_sprite_group().visible if data[0] is not empty]


def value(element: Any) -> object:
    """What a widget says: a button's or a label's text, an entry's text and whether it has
    the typing, a drop-down's choice and whether it is open, a scroll bar's place."""
    if isinstance(element, UITextEntryLine):
        return element.get_text(), element.is_focused
    if isinstance(element, UIDropDownMenu):
        return element.selected_option, type(element.current_state).__name__
    if hasattr(element, "start_percentage"):
        return round(element.start_percentage, 4)
    return getattr(element, "text", None)


def looks(app: App) -> list[tuple[object, ...]]:
    """Every widget shown, with its place and what it says (a screen that builds its widgets
    again when it is back gives the same list)."""
    return sorted((type(e).__name__, tuple(e.rect), repr(value(e))) for e in shown(app))


def watch_pushes(app: App) -> dict[int, set[int]]:
    """For each scene pushed from now on: the widgets there were just before it came."""
    before: dict[int, set[int]] = {}
    push = app.scenes.push

    def watched(scene: Any) -> None:
        before[id(scene)] = {id(element) for element in widgets(app.gui)}
        push(scene)

    app.scenes.push = watched  # type: ignore[method-assign]
    return before


def confirm_over_saves(app: App, seed: int) -> None:
    """A yes/no question (delete this save?) over Load game."""
    starts(app)["load-saves"](app, seed)
    app.nav.confirm("Delete it?", "Delete", "Keep", lambda: None)


def case_over_table(app: App, seed: int) -> None:
    """The bot report's dialog (B) over a table where the bots have decided."""
    starts(app)["last-round"](app, seed)
    key(app, pygame.K_b, "b")


def started(name: str) -> Callable[[App, int], None]:
    """The monkey's start ``name``."""
    return lambda app, seed: starts(app)[name](app, seed)


#: Every screen with widgets, on top (over the screen it opens from, when it is a dialog).
SCREENS: dict[str, Callable[[App, int], None]] = {name: started(name) for name in (
    "menu", "menu-new", "setup-house-rules", "menu-settings", "menu-rules", "menu-learn",
    "menu-join", "menu-pad", "pad-setup-house-rules", "menu-load", "load-saves", "export",
    "statistics", "games-played", "review-from-games", "report-from-games", "menu-quick",
    "score-sheet", "pause-menu", "save-dialog", "game-over", "hot-seat", "tutorial",
    "score-pad", "pad-correct", "pad-save-dialog", "pad-over", "pad-game-over", "net-host")}
#: Screens with no widget of their own (over a screen with widgets).
WIDGETLESS = {"hot-seat"}
SCREENS["confirm-over-saves"] = confirm_over_saves
SCREENS["case-over-table"] = case_over_table


@pytest.mark.parametrize("name", list(SCREENS))
def test_f1_hides_every_widget_of_the_screen_and_gives_them_back(app: App, name: str) -> None:
    before = watch_pushes(app)
    SCREENS[name](app, 3)
    step(app, 3)
    screen = app.scenes.top
    assert screen is not None and not isinstance(screen, KeysOverlay)
    if name == "case-over-table":
        assert type(screen).__name__ == "CaseDialog"
    if name == "confirm-over-saves":
        assert isinstance(screen, ConfirmScene)
    # a dialog or a sheet over a screen: only its own widgets show, none of the screen below
    older = before.get(id(screen), set())
    assert bool(shown(app)) == (name not in WIDGETLESS), f"{type(screen).__name__}'s widgets"
    assert not [e for e in shown(app) if id(e) in older], \
        f"widgets of the screen under {type(screen).__name__} show over it"
    seen = looks(app)

    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, KeysOverlay)
    assert shown(app) == [] and drawn(app) == [], f"widgets of {type(screen).__name__} over the keys"

    key(app, pygame.K_F1)
    assert app.scenes.top is screen
    assert looks(app) == seen  # every widget back, saying what it said


def test_widgets_under_the_keys_take_no_click_and_no_typing(app: App) -> None:
    setup = SetupScene(app)
    app.scenes.replace(setup)
    step(app)
    assert setup.seat_list is not None
    entry, seat_button = setup.seat_list.rows[0].entry, setup.seat_list.rows[1].kind
    name = entry.get_text()
    click(app, entry.rect.center)  # the name field takes the typing
    assert entry.is_focused
    seats = list(setup.seats)
    key(app, pygame.K_F1)
    type_text(app, "x")  # typed over the keys: the name field under them gets nothing
    assert isinstance(app.scenes.top, KeysOverlay)
    click(app, seat_button.rect.center)  # a click closes the keys, and presses nothing under them
    assert app.scenes.top is setup
    assert setup.seats == seats and entry.get_text() == name
    assert entry.is_focused  # the name field has the typing again
    type_text(app, "y")
    assert entry.get_text() == name + "y"


def test_an_open_list_and_the_focus_ring_come_back_as_they_were(app: App) -> None:
    setup = SetupScene(app)
    app.scenes.replace(setup)
    step(app)
    menu = next(e for e in shown(app) if isinstance(e, UIDropDownMenu))
    for _ in range(60):  # Tab to a button of the screen: the ring is on it
        key(app, pygame.K_TAB)
        ringed = app.focus.current(app.gui)
        if isinstance(ringed, UIButton):
            break
    assert isinstance(ringed, UIButton)
    closed = len(shown(app))
    menu.current_state.should_transition = True  # the drop-down opens: its list shows
    step(app)
    opened = shown(app)
    assert menu.current_state is menu.menu_states["expanded"] and len(opened) > closed

    key(app, pygame.K_F1)
    assert shown(app) == []
    key(app, pygame.K_F1)
    assert menu.current_state is menu.menu_states["expanded"]
    assert set(map(id, shown(app))) == set(map(id, opened))
    assert app.focus.current(app.gui) is ringed and app.focus.shown  # the ring where it was


def test_a_scrolled_text_keeps_its_place(app: App) -> None:
    starts(app)["menu-rules"](app, 3)
    step(app)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene) and rules.box is not None and rules.box.scroll_bar is not None
    for _ in range(3):
        key(app, pygame.K_PAGEDOWN)
    place = rules.box.scroll_bar.start_percentage
    assert place > 0
    key(app, pygame.K_F1)
    assert not rules.box.visible and not rules.box.scroll_bar.visible
    key(app, pygame.K_F1)
    assert rules.box.visible and rules.box.scroll_bar.start_percentage == place


def test_a_covered_screen_laid_out_anew_stays_hidden_and_comes_back(app: App) -> None:
    setup = SetupScene(app)
    app.scenes.replace(setup)
    step(app)
    key(app, pygame.K_F1)
    app.resize((1600, 1000))  # the screen below builds its widgets again, for the new size
    step(app)
    assert isinstance(app.scenes.top, KeysOverlay)
    assert shown(app) == [] and drawn(app) == []
    key(app, pygame.K_F1)
    assert app.scenes.top is setup and shown(app)
    assert all(e.rect.right <= 1600 and e.rect.bottom <= 1000 for e in shown(app))
    assert any(e.rect.right > 1280 or e.rect.bottom > 800 for e in shown(app))  # laid out anew


def test_a_dialog_over_a_dialog_gives_each_screen_back_in_turn(app: App) -> None:
    starts(app)["pause-menu"](app, 3)  # the pause menu over a table
    step(app)
    pause = app.scenes.top
    pause_looks = looks(app)
    assert pause_looks
    key(app, pygame.K_F1)
    assert shown(app) == []
    key(app, pygame.K_F1)
    assert app.scenes.top is pause and looks(app) == pause_looks
    app.nav.confirm("Sure?", "Yes", "No", lambda: None)
    step(app)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene)
    assert {id(e) for e in shown(app)} == {id(b) for b in dialog.buttons.values()}
    app.scenes.pop()
    step(app)
    assert app.scenes.top is pause and looks(app) == pause_looks

