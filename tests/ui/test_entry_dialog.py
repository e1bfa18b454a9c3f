"""The dialogs that ask for a line of text (save, export, report a bot's play; the key that opens
one is not typed into it), with the save
dialog over a table at three window sizes: the box is as tall as what it holds, a reason
grows it under the entry (and the room stays while the next try is typed), and the entry
holds the keyboard with its text cursor showing, from the start and after an OK that did
not work."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from bot_runtime.worker import InlineWorker
from game.presets import preset
from saves.autosave import AutoSaver
from tests.ui.test_table import click
from ui.app import App
from ui.core.settings import Settings
from ui.scene import Scene
from ui.scenes.save_dialog import SaveDialog
from ui.scenes.templates.entry_dialog import EntryDialog
from ui.table.scene import TableScene

SIZES = [(1280, 800), (1920, 1080), (3840, 2160)]
#: The theme's text cursor colour (assets/theme.json, "text_cursor").
CURSOR = (0xF2, 0xC8, 0x5A)


def _press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    app.step(0.0)
    app.step(0.0)


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def dialog(request: pytest.FixtureRequest) -> Iterator[SaveDialog]:
    """Ctrl+S over a table in a window of the size asked for."""
    app = App(request.param, worker_factory=InlineWorker, settings=Settings(speed="instant"))
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 7, AutoSaver())
    app.scenes.replace(table)
    app.step(0.0)
    _press(app, pygame.K_s, pygame.KMOD_CTRL)
    top = app.scenes.top
    assert isinstance(top, SaveDialog) and top.entry is not None
    yield top
    while app.scenes.stack:
        app.scenes.pop()


def _cursor_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels in ``rect`` have the text cursor's colour."""
    found = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            colour = surface.get_at((x, y))
            if all(abs(a - b) <= 12 for a, b in zip(colour[:3], CURSOR, strict=True)):
                found += 1
    return found


def _empty_name_refused(dialog: SaveDialog) -> None:
    """Clear the name and click OK: the dialog stays with its reason."""
    app, entry = dialog.app, dialog.entry
    assert isinstance(app, App) and entry is not None
    entry.set_text("")
    click(app, dialog.buttons["ok"].rect.center)
    assert app.scenes.top is dialog and dialog.message


def test_the_box_is_as_tall_as_what_it_holds_and_a_reason_grows_it_below_the_entry(
        dialog: SaveDialog) -> None:
    h = dialog.app.size[1]
    box, entry, ok, cancel = dialog.box(), dialog.entry.rect.copy(), dialog.buttons["ok"].rect, \
        dialog.buttons["cancel"].rect  # type: ignore[union-attr]
    assert box.contains(entry) and box.contains(ok) and box.contains(cancel)
    assert ok.top == cancel.top and ok.right < cancel.left  # Cancel on the right, where Esc points
    assert 0 < ok.top - entry.bottom <= 0.06 * h  # no empty band between the entry and the buttons
    assert box.bottom - ok.bottom <= 0.05 * h
    _empty_name_refused(dialog)
    grown, lines = dialog.box(), dialog.lines()
    assert dialog.entry is not None and dialog.entry.rect == entry  # the entry stays put
    assert grown.top == box.top and grown.height > box.height
    reason_bottom = grown.top + lines.message + len(lines.message_lines) * round(lines.small * 1.3)
    moved = dialog.buttons["ok"].rect
    assert lines.message_lines and entry.bottom < grown.top + lines.message
    assert reason_bottom <= moved.top <= reason_bottom + 0.06 * h and grown.contains(moved)


def test_the_name_field_holds_the_keyboard_with_its_cursor_shown_even_after_a_refusal(
        dialog: SaveDialog) -> None:
    app, entry = dialog.app, dialog.entry
    assert isinstance(app, App) and entry is not None
    assert app.gui.get_focus_set() == {entry}  # the manager knows: a click elsewhere moves it
    app.step(1 / 30)
    app.step(1 / 30)
    h = app.size[1]
    tall = entry.rect.height // 3  # the cursor's height is most of the entry's
    assert _cursor_pixels(app.screen, entry.rect) >= tall * max(2, h // 450)  # drawn, and no hairline
    _empty_name_refused(dialog)  # the click on OK took the keyboard; the refusal gives it back
    assert entry.is_focused and app.gui.get_focus_set() == {entry}
    ok = dialog.buttons["ok"].rect.copy()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Evening"))
    app.step(1 / 30)
    app.step(1 / 30)
    assert entry.get_text() == "Evening" and dialog.message == ""
    assert dialog.buttons["ok"].rect == ok  # the reason is gone, its room stays: no jump
    assert _cursor_pixels(app.screen, entry.rect) > 0


class _Ask(EntryDialog):
    def submit(self, typed: str) -> str | None:
        return None


class _Opens(Scene):
    """A screen on which any key opens a dialog with a text field (as B, or Space on a focused
    button, does)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.app.scenes.push(_Ask(self.app, "Ask", "", "OK"))
            return True
        return False


def _typing(app: App, key: int, typed: str) -> None:
    """A key as the system sends it: the key, the text it types, the key let go."""
    for event in (pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=typed, scancode=0),
                  pygame.event.Event(pygame.TEXTINPUT, text=typed),
                  pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=typed, scancode=0)):
        pygame.event.post(event)
    app.step(0.0)


@pytest.mark.parametrize(("key", "typed"), [(pygame.K_b, "b"), (pygame.K_SPACE, " "), (pygame.K_x, "X")])
def test_the_key_that_opens_a_dialog_is_not_typed_into_it(key: int, typed: str) -> None:
    app = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    app.scenes.replace(_Opens(app))
    app.step(0.0)
    _typing(app, key, typed)
    dialog = app.scenes.top
    assert isinstance(dialog, _Ask) and dialog.entry is not None and dialog.entry.is_focused
    assert dialog.entry.get_text() == ""
    _typing(app, key, typed)  # in the dialog the same key types
    assert dialog.entry.get_text() == typed
    while app.scenes.stack:
        app.scenes.pop()
