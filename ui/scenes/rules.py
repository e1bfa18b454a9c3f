"""The rules of the chosen game, for players: a scrolling text over the felt, and Back.

``RulesScene(app, rules)`` can be pushed from anywhere (main menu, setup,
the pause menu); Back or Esc pops it and the scene below carries on. The
text box is :class:`~ui.widgets.rules_box.RulesBox` (quick to build at 4K).
"""

# pygame_gui has no type hints: calling its methods is fine here.
# mypy: disable-error-code="no-untyped-call"

from __future__ import annotations

import pygame
import pygame_gui

from game.rules import Rules
from ui.app import App
from ui.core.draw import TEXT, felt
from ui.core.focus import LIST_KEYS
from ui.core.fonts import scaled, text
from ui.scene import Scene
from ui.widgets.rules_box import RulesBox, rules_box
from ui.words.i18n import _
from ui.words.names import preset_title

__all__ = ["PageScene", "RulesScene", "rules_box"]  # setup_scene takes rules_box from here


class PageScene(Scene):
    """A full-window page with a title and a Back button (Esc too) that pops it."""

    def __init__(self, app: App, title: str) -> None:
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
        rect = pygame.Rect(0, 0, max(160, round(h * 0.22)), max(36, round(h * 0.058)))
        rect.midbottom = (w // 2, h - round(h * 0.035))
        self.back = pygame_gui.elements.UIButton(rect, _("rules_scene.back"), manager=self.app.gui,
                                                 tool_tip_text=_("rules_scene.back_esc"))

    def exit(self) -> None:
        """Kill the Back button."""
        if self.back is not None:
            self.back.kill()
        self.back = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Back or Esc closes the page."""
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back
        if pressed or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.close()
            return True
        return False

    def close(self) -> None:
        """Back to the scene below."""
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """The felt and the title."""
        w, h = self.app.size
        surface.blit(felt((w, h)), (0, 0))
        title = text(self.title, scaled(h, 0.045), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, round(h * 0.03))))


class RulesScene(PageScene):
    """The rules of ``rules`` (with ``players`` the hand sizes are given too), written for players."""

    own_keys = LIST_KEYS  # the arrows scroll the text (ui/core/focus.py)

    def __init__(self, app: App, rules: Rules, players: int | None = None) -> None:
        super().__init__(app, _("rules_scene.rules_of", game=preset_title(rules.preset)))
        self.rules, self.players = rules, players
        self.box: RulesBox | None = None

    def enter(self) -> None:
        """The text box and Back."""
        super().enter()
        self.box = rules_box(self.app, self.rules, self.players, self.body())

    def exit(self) -> None:
        """Kill the widgets."""
        if self.box is not None:
            self.box.kill()
        self.box = None
        super().exit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Back or Esc; the arrow and page keys scroll."""
        if event.type == pygame.KEYDOWN and self.box is not None and self.box.scroll_bar is not None:
            step = {pygame.K_DOWN: 0.05, pygame.K_UP: -0.05, pygame.K_PAGEDOWN: 0.5,
                    pygame.K_PAGEUP: -0.5}.get(event.key)
            if step is not None:
                bar = self.box.scroll_bar
                bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage + step)))
                return True
        return super().handle_event(event)

