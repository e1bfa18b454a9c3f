"""A yes/no question as an overlay: "Delete the save “Sunday”?" with two buttons.

``ConfirmScene(app, question, yes, no, on_yes)`` is pushed on the scene
stack; the yes button calls ``on_yes`` after the overlay is gone; the no
button, Esc or a click outside only close it. Enter does not answer yes: a
destructive answer needs a deliberate click.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from ui.core.draw import TEXT, TEXT_DIM
from ui.core.fonts import fit, scaled, text, wrap
from ui.core.keymap import Keymap, everywhere
from ui.core.veil import Veil
from ui.core.window import Window
from ui.scene import ButtonScene, pressed


class ConfirmScene(ButtonScene):
    """A question with a yes and a no button over the dimmed scene below."""

    overlay = True

    def __init__(self, app: Window, question: str, yes: str, no: str, on_yes: Callable[[], None],
                 detail: str = "") -> None:
        super().__init__(app)
        self.question, self.detail = question, detail
        self.labels = (yes, no)
        self.on_yes = on_yes
        self.veil = Veil()

    def box(self) -> pygame.Rect:
        """Where the question sits: as tall as its lines and buttons need."""
        w, h = self.app.size
        width = min(w - 40, round(h * 0.9))
        pad, size = round(h * 0.035), scaled(h, 0.03)
        lines = len(self._detail_lines(width - 2 * pad))
        height = pad + round(size * 1.6) + lines * round(scaled(h, 0.022) * 1.3) + round(h * 0.035) \
            + self._button_size()[1] + round(h * 0.03)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (w // 2, h // 2)
        return rect

    def _button_size(self) -> tuple[int, int]:
        h = self.app.size[1]
        return max(150, round(h * 0.24)), max(38, round(h * 0.058))

    def _detail_lines(self, width: int) -> list[str]:
        """The detail in at most two lines (German is long)."""
        if not self.detail:
            return []
        small = scaled(self.app.size[1], 0.022)
        lines = wrap(self.detail, small, width)
        return [lines[0], fit(" ".join(lines[1:]), small, width)] if len(lines) > 1 else lines

    def enter(self) -> None:
        """The two buttons at the bottom of the box; no on the right, where Esc points."""
        box, h = self.box(), self.app.size[1]
        bw, bh = self._button_size()
        for i, key in enumerate(("yes", "no")):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.midbottom = (box.centerx + (i * 2 - 1) * (bw // 2 + 10), box.bottom - round(h * 0.03))
            self.buttons[key] = pygame_gui.elements.UIButton(rect, self.labels[i], manager=self.app.gui,
                                                             starting_height=5)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the box out again over the scene as it is now drawn."""
        self.veil.forget()
        super().resize(size)

    def answer(self, yes: bool) -> None:
        """Close the overlay, then act on a yes."""
        self.app.scenes.pop()
        if yes:
            self.on_yes()

    def keymap(self) -> Keymap:
        """The keys every screen has; Esc means no."""
        return Keymap(*everywhere(back=lambda event: self.answer(False)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The buttons; Esc and a click outside the box mean no. Everything else stops here."""
        key = pressed(event, self.buttons)
        if key is not None:
            self.answer(key == "yes")
            return True
        if self.keymap().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and not self.box().collidepoint(event.pos):
            self.answer(False)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def covers(self, size: tuple[int, int]) -> bool:
        """Once its veil is made, the dialog hides everything below it."""
        return self.veil.ready(size)

    def draw(self, surface: pygame.Surface) -> None:
        """Veil what is below; the box with the question and the detail line."""
        h = self.app.size[1]
        box = self.box()
        self.veil.draw(surface, box)  # with the dialog's panel
        pad = round(h * 0.035)
        size = scaled(h, 0.03)
        line = text(fit(self.question, size, box.width - 2 * pad, True), size, TEXT, True)
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.top + pad)))
        if self.detail:
            small = scaled(h, 0.022)
            top = box.top + pad + round(size * 1.6)
            for i, part in enumerate(self._detail_lines(box.width - 2 * pad)):
                note = text(part, small, TEXT_DIM)
                surface.blit(note, note.get_rect(midtop=(box.centerx, top + i * round(small * 1.3))))
