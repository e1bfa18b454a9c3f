"""The rules of a game, for players: a scrolling text over the felt, a choice of the game
(any preset, or the game being set up or played), and Back.

``RulesScene(app, rules)`` can be pushed from anywhere (main menu, setup,
the pause menu); Back or Esc pops it and the scene below carries on. The
text box is :class:`~ui.widgets.rules_box.RulesBox` (quick to build at 4K).
"""

from __future__ import annotations

import pygame

from game.presets import PRESETS
from game.rules import Rules
from ui.core.focus import LIST_KEYS
from ui.core.keymap import Key, Keymap, on
from ui.core.window import Window
from ui.scenes.templates.page import PageScene
from ui.widgets.controls import Menu
from ui.widgets.look import control_height
from ui.widgets.rules_box import RulesBox, rules_box
from ui.words.i18n import N_, _
from ui.words.names import preset_title

#: The drop-down's value for the game the page was opened with, when it is no preset as written.
THIS_GAME = ""
#: What a key scrolls the text by, as a share of it.
SCROLL_STEPS = {pygame.K_DOWN: 0.05, pygame.K_UP: -0.05, pygame.K_PAGEDOWN: 0.5, pygame.K_PAGEUP: -0.5}


class RulesScene(PageScene):
    """The rules of ``rules`` (with ``players`` the hand sizes are given too), written for players;
    a drop-down shows another preset's instead."""

    own_keys = LIST_KEYS  # the arrows scroll the text (ui/core/focus.py)

    def __init__(self, app: Window, rules: Rules, players: int | None = None) -> None:
        super().__init__(app, _("rules.title", game=preset_title(rules.preset)))
        self.opened = (rules, players)  # the game the page was opened for
        self.rules, self.players = rules, players
        self.box: RulesBox | None = None
        self.games: Menu | None = None

    def choices(self) -> list[tuple[str, str]]:
        """(value, label) of the drop-down: the game opened with when it has house rules, then
        every preset."""
        rules = self.opened[0]
        own = [(THIS_GAME, _("presets.this_game"))] if PRESETS.get(rules.preset) != rules else []
        return [*own, *((key, preset_title(key)) for key in PRESETS)]

    def chosen(self) -> str:
        """The drop-down's value for what is shown."""
        if self.rules is self.opened[0] and PRESETS.get(self.rules.preset) != self.rules:
            return THIS_GAME
        return self.rules.preset

    def enter(self) -> None:
        """The game's drop-down, the text box and Back."""
        self.title = _("rules.title", game=preset_title(self.rules.preset))
        super().enter()
        body = self.body()
        h = self.app.size[1]
        row = control_height(self.app.gui, h)
        pick = pygame.Rect(0, 0, min(body.width // 2, round(h * 0.42)), row)
        pick.topright = (body.right, body.top)
        self.games = Menu(self.app.gui, pick, self.choices(), self.chosen(),
                          tip=_("rules.choose_game_tip"))
        text = body.copy()
        text.top = pick.bottom + round(h * 0.02)
        text.height = body.bottom - text.top
        self.box = rules_box(self.app.gui, self.app.gui_scale, self.rules, self.players, text)

    def exit(self) -> None:
        """Kill the widgets."""
        for widget in (self.box, self.games):
            if widget is not None:
                widget.kill()
        self.box, self.games = None, None
        super().exit()

    def show(self, value: str) -> None:
        """Show the game opened with (``THIS_GAME``) or preset ``value``."""
        if value == THIS_GAME or (value == self.opened[0].preset and PRESETS.get(value) == self.opened[0]):
            self.rules, self.players = self.opened
        else:
            self.rules, self.players = PRESETS[value], None
        self.exit()
        self.enter()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Another game; Back and the keys of :meth:`keymap`."""
        if self.games is not None and self.games.take(event):
            self.show(str(self.games.value))
            return True
        return super().handle_event(event)

    def keymap(self) -> Keymap:
        """The arrow and page keys scroll the text; Esc closes the page."""
        return Keymap(Key(N_("keys.up_down_page_up_down"), N_("keys.scroll_text"),
                          on(*SCROLL_STEPS, do=self._scroll)),
                      *super().keymap().keys)

    def _scroll(self, event: pygame.event.Event) -> bool:
        if self.box is None or self.box.scroll_bar is None:
            return False
        bar = self.box.scroll_bar
        bar.set_scroll_from_start_percentage(
            min(1.0, max(0.0, bar.start_percentage + SCROLL_STEPS[event.key])))
        return True
