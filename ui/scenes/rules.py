"""The rules of the chosen game, for players: a scrolling text over the felt, and Back.

``RulesScene(app, rules)`` can be pushed from anywhere (main menu, setup,
the pause menu); Back or Esc pops it and the scene below carries on. The
text box is :class:`~ui.widgets.rules_box.RulesBox` (quick to build at 4K).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import Rules
from ui.core.focus import LIST_KEYS
from ui.widgets.page import PageScene
from ui.widgets.rules_box import RulesBox, rules_box
from ui.words.i18n import _
from ui.words.names import preset_title

if TYPE_CHECKING:
    from ui.app import App


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

