"""An overlay that asks for one line of text: a title, a text entry, a message line, and
OK / Cancel. The save dialog and the export dialog are made of it.

A subclass says what OK does in :meth:`EntryDialog.submit`: it returns
``None`` when done (the dialog closes) or the reason it could not be done,
which the dialog shows while it stays open for another try. Enter in the
entry is OK; Esc and Cancel close the dialog and change nothing.

The box is as tall as what it holds (:class:`Lines`): the title, the hint, the
entry, the reason when there is one, the buttons; a reason grows it downwards,
so the entry stays where the eye is, and the room stays while the dialog is open
(the buttons do not jump under the pointer as the player types the next try).
The entry holds the keyboard (the text cursor shows in it) from the start and
again after an OK that did not work.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from saves.text import UNTYPABLE, clean_name
from ui.core.draw import RED, TEXT, TEXT_DIM
from ui.core.fonts import fit, scaled, text, wrap
from ui.core.keymap import Keymap, everywhere
from ui.core.veil import Veil
from ui.core.window import Window
from ui.scene import Scene
from ui.widgets.text_field import TextField
from ui.words.i18n import _


@dataclass(frozen=True)
class Lines:
    """The dialog's rows, top to bottom, for a window ``h`` pixels high and the texts now
    shown: where each starts, and the box's height."""

    pad: int
    title: int  # the title's top, and its text size
    title_size: int
    hint: int  # the hint's first line, its lines and their text size
    hint_lines: tuple[str, ...]
    small: int
    entry: pygame.Rect  # relative to the box's top left
    message: int  # the reason's first line, and its lines
    message_lines: tuple[str, ...]
    buttons: int  # the buttons' top, and their size
    button_size: tuple[int, int]
    height: int

    @staticmethod
    def make(h: int, width: int, hint: str, message: str, room: int = 0, most: int = 2) -> Lines:
        """The rows of a box ``width`` wide holding ``hint`` (``most`` lines at most) and the
        reason ``message`` (three lines at most), with room for ``room`` lines of reason
        at least (none: no room kept for it)."""
        pad = round(h * 0.035)
        size, small = scaled(h, 0.032), scaled(h, 0.021)
        step = round(small * 1.3)
        inner = width - 2 * pad
        hint_lines = _some_lines(hint, small, inner, most)
        hint_top = pad + round(size * 1.5)
        entry_h = max(36, round(h * 0.055), round(small * 2.2))
        entry_top = hint_top + len(hint_lines) * step + round(h * 0.02)
        message_lines = tuple(wrap(message, small, inner)[:3]) if message else ()
        message_top = entry_top + entry_h + round(h * 0.015)
        lines = max(len(message_lines), room)
        below = message_top + lines * step if lines else entry_top + entry_h
        bw, bh = max(150, round(h * 0.22)), max(38, round(h * 0.058))
        buttons = below + round(h * 0.04)
        return Lines(pad, pad, size, hint_top, hint_lines, small,
                     pygame.Rect(pad, entry_top, inner, entry_h), message_top, message_lines,
                     buttons, (bw, bh), buttons + bh + pad)


def _some_lines(words: str, size: int, width: int, most: int) -> tuple[str, ...]:
    """``words`` in at most ``most`` lines, the last cut with an ellipsis when more is left."""
    lines = wrap(words, size, width, "/\\") if words else []  # a path breaks after a "/"
    if len(lines) <= most:
        return tuple(lines)
    return (*lines[:most - 1], fit(" ".join(lines[most - 1:]), size, width))


class EntryDialog(Scene):
    """Ask for a line of text; subclasses override :meth:`submit`."""

    overlay = True

    def __init__(self, app: Window, title: str, initial: str, ok_label: str, hint: str = "",
                 limit: int = 1000, hint_lines: int = 2) -> None:
        super().__init__(app)
        self.title, self.hint, self.ok_label, self.limit = title, hint, ok_label, limit
        self.hint_lines = hint_lines  # the most lines the hint takes
        self.text = initial  # what the entry holds (kept across a window resize)
        self._message = ""  # why the last OK failed
        self._room = 0  # the most lines a reason took while the dialog is open
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.veil = Veil()

    @property
    def message(self) -> str:
        """Why the last OK failed ("" when it did not, or the text changed since)."""
        return self._message

    @message.setter
    def message(self, words: str) -> None:
        if words != self._message:
            self._message = words
            self._room = max(self._room, len(self.lines().message_lines))
            self._place_buttons()  # the box grows under the entry, and keeps that room

    def submit(self, typed: str) -> str | None:
        """Do what OK means with ``typed``; ``None`` when done, else the reason it was not."""
        raise NotImplementedError

    def done(self) -> None:
        """Called after a successful OK, once the dialog is closed (override to report)."""

    def _width(self) -> int:
        w, h = self.app.size
        return min(w - 40, round(h * 1.1))

    def lines(self) -> Lines:
        """The dialog's rows for the window and the texts now shown."""
        return Lines.make(self.app.size[1], self._width(), self.hint, self.message, self._room,
                          self.hint_lines)

    def box(self) -> pygame.Rect:
        """Where the dialog sits: as tall as its rows; centred as it is without a reason, which
        grows it downwards (the entry does not move)."""
        w, h = self.app.size
        width = self._width()
        plain = Lines.make(h, width, self.hint, "", most=self.hint_lines).height
        rect = pygame.Rect(0, 0, width, self.lines().height)
        rect.topleft = ((w - width) // 2, max(0, (h - plain) // 2))
        return rect

    def enter(self) -> None:
        """The entry (holding the keyboard and the text) and the two buttons."""
        box, lines = self.box(), self.lines()
        rect = lines.entry.move(box.topleft)
        self.entry = TextField(rect, manager=self.app.gui)
        self.entry.set_text_length_limit(self.limit)
        self.entry.set_forbidden_characters(list(UNTYPABLE))  # typed or pasted
        self.entry.set_text(clean_name(self.text)[: self.limit])
        bw, bh = lines.button_size
        for key, label in (("ok", self.ok_label), ("cancel", _("common.cancel"))):
            self.buttons[key] = pygame_gui.elements.UIButton(pygame.Rect(0, 0, bw, bh), label,
                                                             manager=self.app.gui, starting_height=5)
        self._place_buttons()
        self.take_keyboard()

    def take_keyboard(self) -> None:
        """The entry holds the keyboard, its text cursor shown after the text: through the
        manager, so pygame_gui knows which widget is focused (a focus set on the widget alone
        is forgotten by the manager's next click)."""
        entry = self.entry
        if entry is None:
            return
        self.app.gui.set_focus_set(entry)
        entry.edit_position = len(entry.get_text())
        entry.cursor_has_moved_recently = True  # its next update draws the cursor there

    def _place_buttons(self) -> None:
        """OK and Cancel at the foot of the box as it is now, Cancel on the right."""
        if not self.buttons:
            return
        box, lines = self.box(), self.lines()
        bw, _bh = lines.button_size
        for i, key in enumerate(("ok", "cancel")):
            button = self.buttons.get(key)
            if button is not None:
                button.set_position((box.right - lines.pad - (2 - i) * bw - (1 - i) * 12,
                                     box.top + lines.buttons))

    def exit(self) -> None:
        """Kill the widgets (the typed text is kept for a resize)."""
        if self.entry is not None:
            self.text = self.entry.get_text()
            self.entry.kill()
            self.entry = None
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the dialog out again (the typed text stays) over the scene as now drawn."""
        self.veil.forget()
        super().resize(size)

    def close(self) -> None:
        """Leave without doing anything."""
        self.app.scenes.pop()

    def ok(self) -> None:
        """Try to do it: close when done, or show why not and stay."""
        typed = self.entry.get_text() if self.entry is not None else self.text
        message = self.submit(typed)
        if message is None:
            self.app.scenes.pop()
            self.done()
        else:
            self.message = message
            self.take_keyboard()  # a click on OK took it: type the better name at once

    def handle_event(self, event: pygame.event.Event) -> bool:
        """OK by its button or Enter; Cancel by its button or Esc. Everything else stops here."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("ok"):
                self.ok()
                return True
            if event.ui_element is self.buttons.get("cancel"):
                self.close()
                return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.ok()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.edited()
            return True
        if self.keymap().handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def keymap(self) -> Keymap:
        """The keys every screen has; Esc cancels (Enter in the entry is OK)."""
        return Keymap(*everywhere(back=lambda event: self.close()))

    def edited(self) -> None:
        """The text changed: an old complaint no longer applies."""
        self.message = ""

    def covers(self, size: tuple[int, int]) -> bool:
        """Once its veil is made, the dialog hides everything below it."""
        return self.veil.ready(size)

    def draw(self, surface: pygame.Surface) -> None:
        """Veil the scene below; the box, its title, the hint and the message."""
        box, lines = self.box(), self.lines()
        self.veil.draw(surface, box)  # with the dialog's panel
        left, width = box.left + lines.pad, box.width - 2 * lines.pad
        title = text(fit(self.title, lines.title_size, width, True), lines.title_size, TEXT, True)
        surface.blit(title, (left, box.top + lines.title))
        step = round(lines.small * 1.3)
        for i, line in enumerate(lines.hint_lines):
            hint = text(fit(line, lines.small, width), lines.small, TEXT_DIM)
            surface.blit(hint, (left, box.top + lines.hint + i * step))
        for i, line in enumerate(lines.message_lines):
            surface.blit(text(line, lines.small, RED), (left, box.top + lines.message + i * step))
