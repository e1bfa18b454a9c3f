"""Learn to play: the list of lessons, the guided first game first.

Each lesson is a button with its one line under it; a finished lesson has a ✓, the one
under way says which step the player comes back to. Back (or Esc) goes to the menu.
"""

from __future__ import annotations

import pygame
import pygame_gui

from ui.core.draw import TEXT_DIM
from ui.core.fonts import fitted, scaled
from ui.core.window import Window
from ui.learn.guide import done_lessons
from ui.learn.lessons import LESSONS
from ui.scenes.templates.page import PageScene
from ui.widgets.look import button_height, card
from ui.words.i18n import _


class LessonsScene(PageScene):
    """The lessons, top to bottom; the one to take next in gold."""

    def __init__(self, app: Window) -> None:
        super().__init__(app, _("learn.title"))
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}

    def label(self, name: str) -> str:
        """A lesson's button: its name, with ✓ when finished or the step to come back to."""
        settings = self.app.settings
        title = _(LESSONS[name].title)
        if settings.learn_lesson == name and settings.learn_step > 0:
            return _("learn.go_on_at", lesson=title, step=settings.learn_step + 1)
        return title + ("  ✓" if name in done_lessons(settings) else "")

    def next_lesson(self) -> str:
        """The lesson Enter takes: the one under way, else the first not finished."""
        settings = self.app.settings
        if settings.learn_lesson in LESSONS:
            return settings.learn_lesson
        done = done_lessons(settings)
        return next((name for name in LESSONS if name not in done), "basics")

    def rows(self) -> list[tuple[str, pygame.Rect]]:
        """Where each lesson's button stands."""
        h = self.app.size[1]
        body = self.body()
        bh = button_height(self.app.gui, h)
        pitch = bh + round(scaled(h, 0.019) * 1.4) + round(h * 0.02)
        face = self.app.gui.get_theme().get_font(["#primary", "button"])
        widest = max(face.get_rect(self.label(name)).width for name in LESSONS) + round(h * 0.06)
        width = min(body.width, max(round(h * 0.9), widest))
        top = body.top + max(0, (body.height - pitch * len(LESSONS)) // 2)
        return [(name, pygame.Rect(body.centerx - width // 2, top + i * pitch, width, bh))
                for i, name in enumerate(LESSONS)]

    def enter(self) -> None:
        """Back, and a button per lesson."""
        super().enter()
        default = self.next_lesson()
        for name, rect in self.rows():
            self.buttons[name] = pygame_gui.elements.UIButton(
                rect, self.label(name), manager=self.app.gui,
                object_id="#primary" if name == default else "#menu_button")

    def exit(self) -> None:
        """Kill the buttons."""
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}
        super().exit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A lesson starts (or goes on); Back or Esc to the menu."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self.app.nav.lesson(name)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.nav.lesson(self.next_lesson())
            return True
        return super().handle_event(event)

    def close(self) -> None:
        """Back to the main menu."""
        self.app.nav.menu()

    def draw(self, surface: pygame.Surface) -> None:
        """The page, a card under the lessons and each lesson's line under its button."""
        super().draw(surface)
        h = self.app.size[1]
        rows = self.rows()
        if not rows:
            return
        size = scaled(h, 0.019)
        first, last = rows[0][1], rows[-1][1]
        around = pygame.Rect(first.left, first.top, first.width,
                             last.bottom + round(size * 1.4) - first.top).inflate(round(h * 0.05),
                                                                                  round(h * 0.05))
        surface.blit(card(self.app.gui, around.size), around)
        for name, rect in rows:
            line = fitted(_(LESSONS[name].line), size, rect.width, TEXT_DIM)
            surface.blit(line, line.get_rect(midtop=(rect.centerx, rect.bottom + round(size * 0.3))))
