"""An overlay that asks for one line of text: a title, a text entry, a message line, and
OK / Cancel. The save dialog and the export dialog are made of it.

A subclass says what OK does in :meth:`EntryDialog.submit`: it returns
``None`` when done (the dialog closes) or the reason it could not be done,
which the dialog shows while it stays open for another try. Enter in the
entry is OK; Esc and Cancel close the dialog and change nothing.
"""

from __future__ import annotations

import pygame
import pygame_gui

from saves.text import UNTYPABLE, clean_name
from ui.core.draw import RED, TEXT, TEXT_DIM
from ui.core.fonts import fit, scaled, text, wrap
from ui.core.keymap import Keymap, everywhere
from ui.core.veil import Veil
from ui.core.window import Window
from ui.scene import Scene
from ui.words.i18n import _


class EntryDialog(Scene):
    """Ask for a line of text; subclasses override :meth:`submit`."""

    overlay = True

    def __init__(self, app: Window, title: str, initial: str, ok_label: str, hint: str = "",
                 limit: int = 1000) -> None:
        super().__init__(app)
        self.title, self.hint, self.ok_label, self.limit = title, hint, ok_label, limit
        self.text = initial  # what the entry holds (kept across a window resize)
        self.message = ""  # why the last OK failed
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.veil = Veil()

    def submit(self, typed: str) -> str | None:
        """Do what OK means with ``typed``; ``None`` when done, else the reason it was not."""
        raise NotImplementedError

    def done(self) -> None:
        """Called after a successful OK, once the dialog is closed (override to report)."""

    def box(self) -> pygame.Rect:
        """Where the dialog sits."""
        w, h = self.app.size
        rect = pygame.Rect(0, 0, min(w - 40, round(h * 1.1)), round(h * 0.42))
        rect.center = (w // 2, h // 2)
        return rect

    def enter(self) -> None:
        """The entry (focused, holding the text) and the two buttons."""
        box, h = self.box(), self.app.size[1]
        pad = round(h * 0.035)
        entry_h = max(36, round(h * 0.055))
        rect = pygame.Rect(box.left + pad, box.top + pad + round(h * 0.1), box.width - 2 * pad, entry_h)
        self.entry = pygame_gui.elements.UITextEntryLine(rect, manager=self.app.gui)
        self.entry.set_text_length_limit(self.limit)
        self.entry.set_forbidden_characters(list(UNTYPABLE))  # typed or pasted
        self.entry.set_text(clean_name(self.text)[: self.limit])
        self.entry.focus()
        self.entry.edit_position = len(self.entry.get_text())
        bw, bh = max(150, round(h * 0.22)), max(38, round(h * 0.058))
        for i, (key, label) in enumerate((("ok", self.ok_label), ("cancel", _("common.cancel")))):
            button = pygame.Rect(0, 0, bw, bh)
            button.bottomright = (box.right - pad - (1 - i) * (bw + 12), box.bottom - pad)
            self.buttons[key] = pygame_gui.elements.UIButton(button, label, manager=self.app.gui,
                                                             starting_height=5)

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
        h = self.app.size[1]
        box = self.box()
        self.veil.draw(surface, box)  # with the dialog's panel
        pad = round(h * 0.035)
        size = scaled(h, 0.032)
        title = text(fit(self.title, size, box.width - 2 * pad, True), size, TEXT, True)
        surface.blit(title, (box.left + pad, box.top + pad))
        small = scaled(h, 0.021)
        if self.hint:
            hint = text(fit(self.hint, small, box.width - 2 * pad), small, TEXT_DIM)
            surface.blit(hint, (box.left + pad, box.top + pad + round(size * 1.5)))
        if self.message:
            y = box.top + pad + round(h * 0.1) + max(36, round(h * 0.055)) + round(h * 0.015)
            for line in wrap(self.message, small, box.width - 2 * pad)[:3]:
                img = text(line, small, RED)
                surface.blit(img, (box.left + pad, y))
                y += round(small * 1.3)
