"""One rule for every scene that opens over the table: while it is open, the table's own
widgets (the corner buttons, the lesson's or the coach's buttons, the decision panel) are
hidden, no key and no click reaches them, and they come back as they were when it closes.

Each overlay is opened the way a player opens it (a round's end, the hot seat's turn, Esc,
Tab, Ctrl+Z, B, F1, the pause menu's Settings), through the real scenes, headless.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
import pytest

from game.actions import parse_action
from game.bots import make_bot
from game.game import Phase
from game.presets import preset
from tests.ui.test_table import click
from ui.app import App
from ui.core.focus import targets
from ui.learn.guide import LessonGuide
from ui.learn.lesson import Until
from ui.scene import ButtonScene, Scene
from ui.scenes.confirm import ConfirmScene
from ui.scenes.keys import KeysOverlay
from ui.scenes.pause import PauseMenu
from ui.scenes.score_sheet import ScoreSheet
from ui.scenes.settings import SettingsScene
from ui.scenes.templates.entry_dialog import EntryDialog
from ui.table.handover import HandOver
from ui.table.scene import TableScene


def key(app: App, code: int, mod: int = 0, unicode: str = "", frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode))
    for _ in range(frames):
        app.step(0.0)


def table_widgets(table: TableScene) -> list[Any]:
    """Every pygame_gui widget the table has now: corner buttons, the note's buttons, the
    decision panel and its buttons."""
    found: list[Any] = [*table.corner.values(), *table.note.buttons.values()]
    panel = table.input.panel
    if panel is not None:
        found += [panel.panel, *panel.buttons]
    return found


def reachable(app: App) -> set[int]:
    """The widgets a click or a key can reach now (alive, visible, enabled, in the window)."""
    return {id(element) for element in targets(app.gui)}


def table_of(app: App) -> TableScene:
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene)
    return table


def advance(app: App, until: Callable[[], bool], close_sheets: bool = True,
            limit: int = 6000) -> None:
    """Play on (the human's seat by a Normal bot, a lesson by its notes) until ``until()``."""
    helper = make_bot("normal", 5)
    for _ in range(limit):
        if until():
            return
        table, top = table_of(app), app.scenes.top
        guide = table.guide
        if isinstance(top, ScoreSheet) and close_sheets:
            top.close()
        elif top is table and isinstance(guide, LessonGuide) and "next" in table.note.buttons:
            guide.pressed("next")
        elif top is table and table.human_turn:
            step = guide.progress.step if isinstance(guide, LessonGuide) else None
            table.apply(parse_action(step.do[0]) if step is not None and step.until is Until.ACT
                        else helper.choose(table.game.view(table.me)))
        elif isinstance(top, HandOver):
            top.confirm()
        app.step(0.0)
    raise AssertionError("the state wanted was never reached")


def plain_table(app: App) -> TableScene:
    """A game of Oh Pshaw, the human against three Normal bots."""
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 4)
    app.scenes.replace(table)
    app.step(0.0)
    return table


def at_the_bid(app: App, table: TableScene) -> None:
    """The human to bid: the corner buttons and the bid panel show."""
    advance(app, lambda: app.scenes.top is table and table.human_turn
            and table.game.phase is Phase.BID and table.input.panel is not None
            and table.game.round.number > 1)


# -- the overlays: each opens from a table the way a player opens it ---------------------------
# Each returns the table and closes the overlay with the function it hands back.

Opened = tuple[TableScene, Callable[[], None]]


def round_sheet(app: App) -> Opened:
    """The sheet a round's end opens (pushed while the table updates)."""
    table = plain_table(app)
    advance(app, lambda: isinstance(app.scenes.top, ScoreSheet), close_sheets=False)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet) and sheet.scored is not None
    return table, lambda: key(app, pygame.K_RETURN)


def lesson_round_sheet(app: App) -> Opened:
    """The sheet at a lesson's round end, the lesson's Next button on the table under it."""
    app.nav.lesson("basics")
    app.step(0.0)
    table = table_of(app)
    advance(app, lambda: isinstance(app.scenes.top, ScoreSheet), close_sheets=False)
    assert "next" in table.note.buttons  # the lesson's box has a button under the sheet
    return table, lambda: key(app, pygame.K_RETURN)


def hand_over(app: App) -> Opened:
    """Hot seat: the screen that covers the table until the next player is ready (pushed
    while the table updates)."""
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "human", "normal"], 6,
                       names=["Anna", "Bot", "Cleo", "Bot"])
    app.scenes.replace(table)
    app.step(0.0)
    advance(app, lambda: isinstance(app.scenes.top, HandOver) and table.game.round.number > 1)
    over = app.scenes.top
    assert isinstance(over, HandOver)
    return table, over.confirm


def pause_menu(app: App) -> Opened:
    table = plain_table(app)
    at_the_bid(app, table)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseMenu)
    return table, lambda: key(app, pygame.K_ESCAPE)


def scores_so_far(app: App) -> Opened:
    """Tab: the sheet of the rounds so far, over the table at the human's bid."""
    table = plain_table(app)
    at_the_bid(app, table)
    key(app, pygame.K_TAB)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet) and sheet.scored is None
    return table, lambda: key(app, pygame.K_TAB)


def take_back_question(app: App) -> Opened:
    """Ctrl+Z the first time: the question whether to take the move back."""
    table = plain_table(app)
    at_the_bid(app, table)
    advance(app, lambda: app.scenes.top is table and table.human_turn
            and table.game.phase is Phase.PLAY and table.game.round.number > 1)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert isinstance(app.scenes.top, ConfirmScene)
    return table, lambda: key(app, pygame.K_ESCAPE)


def report_dialog(app: App) -> Opened:
    """B (or the ⚑): the dialog that reports a bot's last decision."""
    table = plain_table(app)
    at_the_bid(app, table)
    key(app, pygame.K_b, unicode="b")
    assert isinstance(app.scenes.top, EntryDialog)
    return table, lambda: key(app, pygame.K_ESCAPE)


def keys_list(app: App) -> Opened:
    """F1: every key of the table."""
    table = plain_table(app)
    at_the_bid(app, table)
    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, KeysOverlay)
    return table, lambda: key(app, pygame.K_F1)


def settings_over_the_menu(app: App) -> Opened:
    """Esc, then the pause menu's Settings: two overlays; the table stays hidden under both."""
    table, close_menu = pause_menu(app)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    click(app, menu.buttons["settings"].rect.center)
    assert isinstance(app.scenes.top, SettingsScene)
    assert not reachable(app) & {id(w) for w in table_widgets(table)}

    def close() -> None:
        key(app, pygame.K_ESCAPE)  # the settings close: the menu, the table still under it
        assert app.scenes.top is menu
        assert not reachable(app) & {id(w) for w in table_widgets(table)}
        close_menu()
    return table, close


OVERLAYS = {"round sheet": round_sheet, "lesson round sheet": lesson_round_sheet,
            "hand-over": hand_over, "pause menu": pause_menu, "scores so far": scores_so_far,
            "take-back question": take_back_question, "report a bot": report_dialog,
            "keys list": keys_list, "settings over the pause menu": settings_over_the_menu}


def click_under(app: App, table: TableScene, pos: tuple[int, int]) -> list[str]:
    """Click at ``pos`` over the table; the events any widget of the table sent while the
    overlay on top was open, and a line for each event the table itself was handed then (a
    click that closes the overlay hands the table its release, which it may have)."""
    mine, overlay = table_widgets(table), app.scenes.top
    found: list[str] = []
    real_dispatch, real_handle = app.dispatch, table.handle_event

    def dispatch(event: pygame.event.Event) -> None:
        if getattr(event, "ui_element", None) in mine and overlay in app.scenes.stack:
            found.append(pygame.event.event_name(event.type))
        real_dispatch(event)

    def handle(event: pygame.event.Event) -> bool:
        if overlay in app.scenes.stack:
            found.append("the table was handed " + pygame.event.event_name(event.type))
        return real_handle(event)

    app.dispatch, table.handle_event = dispatch, handle  # type: ignore[method-assign]
    try:
        click(app, pos)
    finally:
        del app.dispatch, table.handle_event
    return found


@pytest.mark.parametrize("kind", list(OVERLAYS))
def test_the_tables_widgets_hide_under_every_overlay_and_come_back(app: App, kind: str) -> None:
    table, close = OVERLAYS[kind](app)
    overlay = app.scenes.top
    assert overlay is not table and table in app.scenes.stack
    app.step(0.0)
    mine = table_widgets(table)
    assert table.corner and mine
    assert not [type(w).__name__ for w in mine if w.visible]  # nothing of the table shows ...
    assert not reachable(app) & {id(w) for w in mine}  # ... or can be reached by a key
    assert not table.note.buttons or table.note.hidden

    # a click where each corner button stands: no widget of the table reacts, the table is
    # handed nothing (the overlay may take the click as its own: a question's "no")
    stack, log = list(app.scenes.stack), list(table.game.log)
    for pos in [button.rect.center for button in table.corner.values()]:
        assert click_under(app, table, pos) == []
        assert table.game.log == log and not table.hints.thinking
        if app.scenes.top is not overlay:
            assert isinstance(overlay, ConfirmScene | KeysOverlay)  # a click outside closes them
            assert app.scenes.stack == stack[:-1]
            break
        assert app.scenes.stack == stack

    if app.scenes.top is overlay:
        close()
    app.step(0.0)
    assert app.scenes.top is table
    assert all(button.visible for button in table.corner.values())
    assert all(button.visible for button in table.note.buttons.values()) and not table.note.hidden
    assert table.input.panel is None or table.input.panel.panel.visible
    reach = reachable(app)
    assert all(id(button) in reach for button in table.corner.values())
    assert all(id(button) in reach for button in table.note.buttons.values())


#: The overlays opened over a still table by a key, with the key that closes them.
BY_KEYS = {"pause menu": ((pygame.K_ESCAPE, 0, ""), pygame.K_ESCAPE),
           "scores so far": ((pygame.K_TAB, 0, ""), pygame.K_TAB),
           "take-back question": ((pygame.K_z, pygame.KMOD_CTRL, ""), pygame.K_ESCAPE),
           "keys list": ((pygame.K_F1, 0, ""), pygame.K_F1),
           "report a bot": ((pygame.K_b, 0, "b"), pygame.K_ESCAPE)}


def picture(table: TableScene) -> set[tuple[str, str, tuple[int, int, int, int]]]:
    """The table's widgets that show: what each is, what it says, where."""
    return {(type(w).__name__, getattr(w, "text", ""), tuple(w.rect))
            for w in table_widgets(table) if w.visible}


@pytest.mark.parametrize("kind", list(BY_KEYS))
def test_the_table_comes_back_exactly_as_it_was(app: App, kind: str) -> None:
    """Over a still table the same widgets come back, in the same places, no more, no less."""
    table, close = OVERLAYS[kind](app)
    close()
    app.step(0.0)
    before = picture(table)
    assert before and app.scenes.top is table
    (code, mod, unicode), closing = BY_KEYS[kind]
    key(app, code, mod=mod, unicode=unicode)
    assert app.scenes.top is not table and not picture(table)
    key(app, closing)
    assert app.scenes.top is table and picture(table) == before


def test_a_click_on_a_hidden_corner_button_goes_to_the_sheet_over_it(app: App) -> None:
    """Under a round's sheet the corner buttons are gone: pygame_gui does not swallow a
    click where one stood, the sheet is handed it (and keeps it: nothing goes on)."""
    table, close = round_sheet(app)
    sheet = app.scenes.top
    got: list[int] = []
    real = sheet.handle_event
    sheet.handle_event = lambda event: got.append(event.type) or real(event)  # type: ignore[method-assign,union-attr]
    click(app, table.corner["menu"].rect.center)
    assert pygame.MOUSEBUTTONDOWN in got and app.scenes.top is sheet
    assert pygame_gui.UI_BUTTON_PRESSED not in got
    close()
    assert app.scenes.top is table


def test_an_update_of_the_covered_table_keeps_its_widgets_hidden(app: App) -> None:
    """The table's own rule: whatever an update does while an overlay covers it (the update
    that opened the overlay goes on after the push: it makes a panel, places the note), its
    widgets stay hidden until the overlay is gone."""
    table = plain_table(app)
    at_the_bid(app, table)
    table.pause()
    table.input.kill_panel()  # the update makes the panel anew
    table.update(0.0)
    assert table.input.panel is not None and table_widgets(table)
    assert not [type(w).__name__ for w in table_widgets(table) if w.visible]
    table.resume()
    assert all(w.visible for w in table_widgets(table))


class _Overlay(Scene):
    overlay = True


class _Pushing(ButtonScene):
    """A scene whose turn (an update, an event) opens an overlay and then makes a button."""

    def __init__(self, app: App, turn: str) -> None:
        super().__init__(app)
        self.turn, self.paused = turn, 0

    def pause(self) -> None:
        self.paused += 1
        super().pause()

    def _turn(self) -> None:
        self.app.scenes.push(_Overlay(self.app))
        self.buttons["late"] = pygame_gui.elements.UIButton(
            pygame.Rect(10, 10, 80, 30), "", manager=self.app.gui)

    def update(self, dt: float) -> None:
        if self.turn == "update":
            self._turn()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.turn == "event":
            self._turn()
        return True


@pytest.mark.parametrize("turn", ["update", "event"])
def test_a_scene_that_opens_an_overlay_in_its_turn_is_paused_when_the_turn_ends(
        app: App, turn: str) -> None:
    """The stack's rule, for any scene: a widget made after the push, in the same turn,
    hides with the others."""
    scene = _Pushing(app, turn)
    app.scenes.replace(scene)
    if turn == "update":
        app.scenes.update(0.0)
    else:
        app.scenes.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert isinstance(app.scenes.top, _Overlay) and scene.paused == 2
    assert not scene.buttons["late"].visible
    app.scenes.pop()
    assert scene.buttons["late"].visible
