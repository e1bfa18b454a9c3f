"""The human's hands at the table: mouse, keys and the decision panel.

A part of :class:`ui.table.scene.TableScene` (a mixin over the same state):
hand cards are hit and pointed at here, keys dispatched, cards picked for a
pass, and the panel of bids, trumps and choices built above the hand when
the human is to decide. Whatever is decided goes to the engine through the
scene's ``_apply``.
"""

# pygame_gui has no type hints: calling its methods is fine here. The methods are
# TableScene's (``self: TableScene``), which mypy's mixin check ("misc") refuses.
# mypy: disable-error-code="no-untyped-call, misc"

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.actions import Bid, CardBid, Pass, Play
from game.game import Phase
from ui.core.language import apply_language
from ui.table.choices import panel_content, panel_key, pass_count
from ui.table.keys import panel_focus_key
from ui.widgets.choice_panel import ChoicePanel

if TYPE_CHECKING:
    from ui.table.scene import TableScene

SETTING_KEYS = {pygame.K_F2: "speed", pygame.K_F3: "trick_pause", pygame.K_F4: "four_colour",
                pygame.K_F5: "language"}


class TableInput:
    """Clicks, keys and panel buttons of :class:`~ui.table.scene.TableScene`."""

    panel: ChoicePanel | None  # the decision panel above the hand, when there is a decision
    panel_key: tuple[object, ...] | None  # which decision the panel is for
    shake_left: float  # seconds the refused card still shakes

    # -- where the cards are -----------------------------------------------------------

    def card_point(self: TableScene, index: int) -> tuple[int, int]:
        """A point inside the visible part of hand card ``index``."""
        x, y, w, h = self.layout.hand_rect(len(self.hand), index)
        return (round(x + min(w, self.layout.hand_w) / 2), round(y + h * 0.6))

    def card_at(self: TableScene, pos: tuple[int, int]) -> int | None:
        """The hand card under ``pos`` (a lifted card counts where it is drawn)."""
        count = len(self.hand)
        rise = self.layout.hand_w * 88 / 63 * 0.17
        for i in range(count - 1, -1, -1):
            x, y, w, h = self.layout.hand_rect(count, i)
            if pygame.Rect(round(x), round(y - rise), round(w), round(h + rise)).collidepoint(pos):
                return i
        return None

    def _move_hand(self: TableScene, dt: float) -> None:
        """A playable card under the pointer rises; a refused card shakes."""
        look = self.look
        for i in range(len(self.hand)):
            goal = 1.0 if i == look.hover and look.playable and self.hand[i] in look.playable else 0.0
            now = look.lift.get(i, 0.0)
            step = dt / 0.08 if dt > 0 and not look.still else 1.0
            look.lift[i] = min(goal, now + step) if goal > now else max(goal, now - step)
        self.shake_left = max(0.0, self.shake_left - dt)
        if look.shake:
            phase = (0.2 - self.shake_left) / 0.2
            look.shake = (look.shake[0], 6 * (1 - phase) * _wave(phase)) if self.shake_left else None

    # -- events --------------------------------------------------------------------------

    def handle_event(self: TableScene, event: pygame.event.Event) -> bool:
        """Clicks, keys and panel buttons."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.corner.values():
            if event.ui_element is self.corner.get("scores"):
                self.show_scores()
            elif event.ui_element is self.corner.get("hint"):
                self.ask_hint()
            else:
                self.open_pause_menu()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.panel is not None:
            choice = self.panel.choice_for(event.ui_element)
            if choice is None:
                return False
            if choice.action is None:
                self._confirm_pass()
            else:
                self._apply(choice.action)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.look.hover = self.card_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.director.idle:
                self.director.skip()
                return True
            index = self.card_at(event.pos)
            if index is not None:
                self._click_card(index)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def keys_help(self) -> list[tuple[str, str]]:
        """The table's keys for the F1 overlay."""
        from ui.scenes.keys import table_keys
        return table_keys()

    def _key(self: TableScene, event: pygame.event.Event) -> bool:
        key, look = event.key, self.look
        if panel_focus_key(self.app.focus, self.app.gui, self.panel.buttons if self.panel else [], key):
            return True
        if key == pygame.K_SPACE:
            self.director.skip()
            return True
        if key == pygame.K_ESCAPE:
            self.open_pause_menu()
            return True
        if key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()
            return True
        if key == pygame.K_s and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.open_save_dialog()
            return True
        if key == pygame.K_TAB:
            self.show_scores()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if key == pygame.K_m:
            self.say(self.app.sound.toggle_mute())
            return True
        if key in SETTING_KEYS:  # F2 speed, F3 trick pause, F4 four colours, F5 language
            self.say(self.app.settings.cycle(SETTING_KEYS[key]))
            if SETTING_KEYS[key] == "language":
                apply_language(self.app)
            self.look.four_colour = self.app.settings.four_colour
            self.app.settings_changed()
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.hand:
            step = 1 if key == pygame.K_RIGHT else -1
            start = look.hover if look.hover is not None else (-1 if step > 0 else len(self.hand))
            look.hover = (start + step) % len(self.hand)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.game.phase is Phase.PASS and self.human_turn and self._pass_ready():
                self._confirm_pass()
            elif look.hover is not None and look.hover < len(self.hand):
                self._click_card(look.hover)
            return True
        if event.unicode.isdigit() and self.human_turn and self.game.phase is Phase.BID \
                and not self.rules.card_bidding:
            self._apply(Bid(int(event.unicode)))
            return True
        return False

    def _click_card(self: TableScene, index: int) -> None:
        if not self.human_turn or index >= len(self.hand):
            return
        card, phase = self.hand[index], self.game.phase
        if phase is Phase.PLAY:
            self._apply(Play(card), index)
        elif phase is Phase.BID and self.rules.card_bidding:
            self._apply(CardBid(card), index)
        elif phase is Phase.PASS:
            chosen = self.look.selected
            if index in chosen:
                chosen.discard(index)
            elif len(chosen) < pass_count(self.game):
                chosen.add(index)

    # -- decisions through the panel -----------------------------------------------

    def _pass_ready(self: TableScene) -> bool:
        return len(self.look.selected) == pass_count(self.game)

    def _confirm_pass(self: TableScene) -> None:
        if self._pass_ready():
            cards = tuple(self.hand[i] for i in sorted(self.look.selected))
            self._apply(Pass(cards))

    def _sync_panel(self: TableScene) -> None:
        """The panel for the decision the human faces now (none when it is not their turn)."""
        key = panel_key(self.game) if self.human_turn else None
        if key != self.panel_key:
            self._kill_panel()
            if key is not None:
                title, choices = panel_content(self.game, str(key[0]), self.look.names)
                bottom = round(self.layout.seats[self.me].anchor[1] - self.layout.hand_w * 88 / 63 * 0.75)
                self.panel = ChoicePanel(self.app.gui, self.app.size, title, choices, bottom)
                self.panel_key = key
        if self.panel is not None and self.panel_key and self.panel_key[0] == "pass":
            self.panel.set_enabled(0, self._pass_ready())

    def _kill_panel(self: TableScene) -> None:
        if self.panel is not None:
            self.panel.kill()
        self.panel, self.panel_key = None, None


def _wave(phase: float) -> float:
    """A quick left-right-left shake."""
    return math.sin(phase * math.pi * 4)
