"""Gestures aimed the way a player aims them, so the monkey's tables go on.

Fully random input at a table mostly finds Esc, F1 and the corner buttons:
the table is paused or left most of the time and hardly plays. So
:class:`AimedGestures` looks at the scene on top before each gesture:

- a table on top: clicks on the hand's cards and the panel's buttons, bid
  digits, Enter, arrows, Space, and frames with no input for the bots;
- a score pad on top: what a keeper types (digits, Enter, Backspace, the suit
  letters, R) and clicks on its answers and buttons;
- a screen over a table or a pad (pause menu, keys, score sheet, hand-over,
  save dialog, a correction, a question): mostly its way back (Resume or
  Cancel, Esc, Enter, Space, a click), sometimes one of its other widgets;
- the menu with a saved game: now and then Continue;
- any other screen (statistics, games played, the review, the report, load,
  setup, settings): mostly gestures that stay on it (its widgets, the arrows
  and the keys that step or choose, the wheel, typing), so the screen is
  used, not only left by the first Esc.

A share of the gestures (:data:`RANDOM`) stays fully random everywhere, so
every path of :class:`~devtools.monkey.events.Gestures` is still taken. All
choices come from the monkey's seeded generator: the same seed gives the
same run.
"""

from __future__ import annotations

import pygame

from devtools.monkey.events import Gesture, Gestures, event
from ui.pad.scene import PadScene
from ui.table.scene import TableScene

#: The share of fully random gestures: at a table, at a pad, over either, the menu, a screen.
RANDOM = {"table": 0.3, "pad": 0.3, "over": 0.2, "menu": 0.7, "screen": 0.4}
#: Keys of the buttons that lead back to the table (pause menu, its confirm, dialogs).
BACK_BUTTONS = ("resume", "cancel-end", "cancel", "no")
#: Play at a table: gesture -> weight (a gesture with nothing to aim at is not drawn).
TABLE_PLAY = {"panel": 6.0, "card": 6.0, "digit": 2.0, "enter": 1.5, "arrow": 1.0, "space": 2.0,
              "idle": 5.0}
#: The way back from a screen over a table: gesture -> weight.
BACK = {"button": 4.0, "escape": 4.0, "enter": 2.0, "space": 1.0, "click": 1.0, "idle": 1.0,
        "other": 1.0}
#: Keeping score at a pad: gesture -> weight.
PAD_PLAY = {"widget": 5.0, "digit": 6.0, "enter": 4.0, "backspace": 1.0, "letter": 1.5, "idle": 1.0}
#: The pad's letters: the suits and R (a renege).
PAD_LETTERS = "shdcr"
#: Staying on a screen: gesture -> weight.
STAY = {"widget": 8.0, "key": 5.0, "wheel": 1.5, "drag": 1.0, "text": 1.0, "idle": 1.0}
#: The buttons that leave a screen (by their key in its ``buttons``, or its ``back``):
#: staying on the screen clicks the others.
LEAVING = ("back", "leave", "menu", "quit")
#: The keys a screen is used with (besides its widgets): they step, choose and type.
STAY_KEYS = [(pygame.K_LEFT, ""), (pygame.K_RIGHT, ""), (pygame.K_UP, ""), (pygame.K_DOWN, ""),
             (pygame.K_HOME, ""), (pygame.K_END, ""), (pygame.K_PAGEUP, ""), (pygame.K_PAGEDOWN, ""),
             (pygame.K_RETURN, "\r"), (pygame.K_TAB, "\t"), (pygame.K_SPACE, " "),
             (pygame.K_BACKSPACE, "\x08"), (pygame.K_h, "h"), (pygame.K_v, "v"), (pygame.K_r, "r"),
             (pygame.K_1, "1"), (pygame.K_5, "5")]
#: How often the menu's Continue is clicked when the menu offers it (besides random clicks).
CONTINUE = 0.3


class AimedGestures(Gestures):
    """Random gestures that suit the scene on top (see the module's text)."""

    def next(self) -> Gesture:
        """The next gesture: aimed at the scene on top, or fully random."""
        if self.big_left > 0:  # a 4K-ish window is shrunk again by the random gestures
            return super().next()
        where = self.context()
        if where == "other" or self.rng.random() < RANDOM[where]:
            return super().next()
        if where == "table":
            return self.play()
        if where == "pad":
            return self.keep_score()
        if where == "over":
            return self.back()
        if where == "menu":
            return self.press_button(self._button_centre("continue") or self.point())
        return self.stay()

    def context(self) -> str:
        """``table`` (a table on top), ``pad`` (a score pad on top), ``over`` (a screen over
        either), ``menu`` (the menu; ``other`` when it offers no Continue) or ``screen``."""
        stack = self.app.scenes.stack
        if not stack:
            return "other"
        if isinstance(stack[-1], TableScene):
            return "table"
        if isinstance(stack[-1], PadScene):
            return "pad"
        if any(isinstance(scene, TableScene | PadScene) for scene in stack[:-1]):
            return "over"
        if type(stack[-1]).__name__ == "MenuScene":
            return "menu" if self._button_centre("continue") is not None else "other"
        return "screen"

    # -- at a table ------------------------------------------------------------------

    def play(self) -> Gesture:
        """What a player does at the table: cards, the panel, bids, Enter, waiting."""
        top = self.app.scenes.top
        panel = top.input.panel if isinstance(top, TableScene) else None
        buttons = [b for b in (panel.buttons if panel is not None else []) if b.visible and b.is_enabled]
        weights = dict(TABLE_PLAY)
        weights["panel"] *= bool(buttons)
        weights["card"] *= bool(self.card_spot() is not None)
        kind = self.rng.choices(list(weights), weights=list(weights.values()))[0]
        if kind == "panel":
            return self.press_button(self.rng.choice(buttons).rect.center)
        if kind == "card":
            return self.card()
        if kind == "digit":
            hand = len(top.hand) if isinstance(top, TableScene) else 0
            digit = str(self.rng.randint(0, min(9, hand)))
            return self.press(getattr(pygame, f"K_{digit}"), digit)
        if kind == "enter":
            return self.press(pygame.K_RETURN, "\r")
        if kind == "arrow":
            return self.press(self.rng.choice([pygame.K_LEFT, pygame.K_RIGHT]), "")
        if kind == "space":
            return self.press(pygame.K_SPACE, " ")
        return self.idle()

    # -- at a score pad ----------------------------------------------------------------

    def keep_score(self) -> Gesture:
        """What a keeper does at the pad: digits and Enter, a suit's letter, its buttons."""
        kind = self.rng.choices(list(PAD_PLAY), weights=list(PAD_PLAY.values()))[0]
        if kind == "widget":
            return self.widget()
        if kind == "digit":
            digit = str(self.rng.choices(range(10), weights=[4, 4, 3, 2, 1, 1, 1, 1, 1, 1])[0])
            return self.press(getattr(pygame, f"K_{digit}"), digit)
        if kind == "enter":
            return self.press(pygame.K_RETURN, "\r")
        if kind == "backspace":
            return self.press(pygame.K_BACKSPACE, "\x08")
        if kind == "letter":
            letter = self.rng.choice(PAD_LETTERS)
            return self.press(getattr(pygame, f"K_{letter}"), letter)
        return self.idle()

    # -- on any other screen ---------------------------------------------------------------

    def stay(self) -> Gesture:
        """A gesture that uses the screen on top rather than leaving it."""
        kind = self.rng.choices(list(STAY), weights=list(STAY.values()))[0]
        if kind == "key":
            return self.press(*self.rng.choice(STAY_KEYS))
        if kind == "widget":
            top = self.app.scenes.top
            buttons = getattr(top, "buttons", None)
            avoid = [getattr(top, "back", None)]
            if isinstance(buttons, dict):
                avoid += [buttons[key] for key in LEAVING if key in buttons]
            return self.click_at(self.widget_point(avoid) or self.point())
        return getattr(self, kind)()  # type: ignore[no-any-return]

    # -- over a table ------------------------------------------------------------------

    def back(self) -> Gesture:
        """Mostly the way back to the table; sometimes another widget of the screen."""
        spot = None
        for key in BACK_BUTTONS:
            spot = spot or self._button_centre(key)
        single = getattr(self.app.scenes.top, "button", None)  # the score sheet's Continue
        if spot is None and single is not None and getattr(single, "visible", False):
            spot = single.rect.center
        weights = dict(BACK)
        weights["button"] *= spot is not None
        kind = self.rng.choices(list(weights), weights=list(weights.values()))[0]
        if kind == "button" and spot is not None:
            return self.press_button(spot)
        if kind == "escape":
            return self.press(pygame.K_ESCAPE, "\x1b")
        if kind == "enter":
            return self.press(pygame.K_RETURN, "\r")
        if kind == "space":
            return self.press(pygame.K_SPACE, " ")
        if kind == "click":
            return self.click_at(self.point())
        if kind == "other":
            return self.widget()
        return self.idle()

    # -- helpers -----------------------------------------------------------------------

    def press_button(self, pos: tuple[int, int]) -> Gesture:
        """The mouse comes to a button (pygame_gui lights it up), then clicks it."""
        return [[event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
                *self.click_at(pos)]

    def press(self, key: int, char: str) -> Gesture:
        """A key pressed and released without a modifier."""
        down = event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_NONE, unicode=char, scancode=0)
        up = event(pygame.KEYUP, key=key, mod=pygame.KMOD_NONE, unicode=char, scancode=0)
        return [[down, up]]

    def _button_centre(self, key: str) -> tuple[int, int] | None:
        """The centre of the visible button ``key`` of the scene on top, if it has one."""
        buttons = getattr(self.app.scenes.top, "buttons", None)
        button = buttons.get(key) if isinstance(buttons, dict) else None
        if button is None or not getattr(button, "visible", False):
            return None
        centre: tuple[int, int] = button.rect.center
        return centre
