"""A full-window page over the felt with a title and Back: the rules and the settings."""

from __future__ import annotations

import pygame
import pygame_gui

from ui.core.draw import TEXT
from ui.core.fonts import scaled, text
from ui.core.keymap import Keymap, everywhere
from ui.core.window import Window
from ui.scene import Scene
from ui.widgets.look import backdrop, button_height
from ui.words.i18n import _


class PageScene(Scene):
    """A full-window page with a title and a Back button (Esc too) that pops it."""

    def __init__(self, app: Window, title: str) -> None:
        super().__init__(app)
        self.title = title
        self.back: pygame_gui.elements.UIButton | None = None

    def body(self) -> pygame.Rect:
        """The area between the title and the Back button."""
        w, h = self.app.size
        width = min(w - 2 * round(h * 0.05), round(h * 1.15))
        top = round(h * 0.12)
        return pygame.Rect((w - width) // 2, top, width, h - top - round(h * 0.13))

    def enter(self) -> None:
        """The Back button, bottom centre."""
        w, h = self.app.size
        rect = pygame.Rect(0, 0, max(160, round(h * 0.22)), button_height(self.app.gui, h))
        rect.midbottom = (w // 2, h - round(h * 0.035))
        self.back = pygame_gui.elements.UIButton(rect, _("common.back"), manager=self.app.gui,
                                                 tool_tip_text=_("common.back_tip"))

    def exit(self) -> None:
        """Kill the Back button."""
        if self.back is not None:
            self.back.kill()
        self.back = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Back or Esc closes the page; the rest of the keys are the page's keymap."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.close()
            return True
        return self.keymap().handle(event)

    def keymap(self) -> Keymap:
        """The keys every screen has; Esc closes the page."""
        return Keymap(*everywhere(back=lambda event: self.close()))

    def close(self) -> None:
        """Back to the scene below."""
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """The felt and the title."""
        w, h = self.app.size
        backdrop(surface, self.app.settings.high_contrast)
        title = text(self.title, scaled(h, 0.045), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, round(h * 0.03))))
