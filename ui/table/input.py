"""The human's hands at the table: mouse, keys and the decision panel.

A part of :class:`ui.table.scene.TableScene` (what it needs of it is
:class:`InputHost`) with its own state (the panel,
which decision it is for, the shake of a refused card): hand cards are hit
and pointed at here, keys dispatched, cards picked for a pass, and the panel
of bids, trumps and choices built above the hand when the human is to
decide. Whatever is decided goes to the engine through the table's
``apply``; what concerns the game as a whole goes to its commands.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Protocol

import pygame
import pygame_gui

from bot_runtime.worker import Worker
from game.actions import Action, Bid, CardBid, Pass, Play
from game.cards import Card
from game.game import Game, Phase
from game.rules import Rules
from ui.core.keymap import F1, F11, Key, Keymap, on, typing
from ui.core.language import apply_language
from ui.core.window import Window
from ui.table.bid_banner import panel_notes
from ui.table.bid_line import bid_line
from ui.table.bots import BotTurns
from ui.table.choices import panel_content, panel_key, pass_count
from ui.table.commands import TableCommands
from ui.table.keys import panel_focus_key
from ui.table.layout import TableLayout
from ui.table.presenter import Director
from ui.table.typed_bid import TypedBid
from ui.table.view import TableLook
from ui.widgets.choice_panel import ChoicePanel
from ui.words.i18n import N_

SETTING_KEYS = {pygame.K_F2: "speed", pygame.K_F3: "trick_pause", pygame.K_F4: "four_colour",
                pygame.K_F5: "language"}
#: Seconds a refused card shakes.
SHAKE = 0.2


class InputHost(Protocol):
    """What the human's hands need of the table (:class:`ui.table.scene.TableScene`)."""

    @property
    def app(self) -> Window:
        """The window: its focus ring, sound and settings (F2 to F5)."""
        ...

    @property
    def game(self) -> Game:
        """The game at the table."""
        ...

    @property
    def rules(self) -> Rules:
        """The rules of the game."""
        ...

    @property
    def hand(self) -> list[Card]:
        """The human's cards as shown, left to right."""
        ...

    @property
    def human_turn(self) -> bool:
        """The human must act and the table shows the game as it is."""
        ...

    @property
    def layout(self) -> TableLayout:
        """Where everything is drawn (cards are hit here)."""
        ...

    @property
    def look(self) -> TableLook:
        """What the table shows beside the game: hover, picks, shake."""
        ...

    @property
    def director(self) -> Director:
        """The presenter (a click or Space skips its motion)."""
        ...

    @property
    def commands(self) -> TableCommands:
        """The game-level commands the keys reach."""
        ...

    @property
    def bots(self) -> BotTurns:
        """The bots' turns (Space hurries one that thinks)."""
        ...

    @property
    def worker(self) -> Worker:
        """Where the bots think."""
        ...

    def apply(self, action: Action, index: int | None = None) -> bool:
        """Give ``action`` to the engine."""
        ...

    def say(self, message: str, seconds: float = 2.0) -> None:
        """Show ``message`` above the hand for a while."""
        ...


class TableInput:
    """Clicks, keys and panel buttons of one table."""

    def __init__(self, table: InputHost) -> None:
        self.table = table
        self.panel: ChoicePanel | None = None  # the decision panel above the hand, when there is one
        self.panel_key: tuple[object, ...] | None = None  # which decision the panel is for
        self.shake_left = 0.0  # seconds the refused card still shakes
        self.pointed = False  # the pointer, not a key, put the hand's focus where it is
        self.typed = TypedBid()  # a digit waiting for a second one ("1" on the way to "12")

    # -- where the cards are -----------------------------------------------------------

    def card_point(self, index: int) -> tuple[int, int]:
        """A point inside the visible part of hand card ``index``."""
        return self.table.layout.hand_point(len(self.table.hand), index)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The hand card under ``pos`` (a lifted card counts where it is drawn)."""
        return self.table.layout.hand_at(len(self.table.hand), pos)

    def pile_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose pile of won tricks is under ``pos`` (none while the pile is empty)."""
        table = self.table
        piles = table.director.model.piles
        for seat in range(len(piles)):
            left, top, w, h = table.layout.pile_box(seat)
            lowest = table.layout.pile_positions(seat, piles[seat])
            if lowest and left <= pos[0] <= left + w and top <= pos[1] <= top + h:
                return seat
        return None

    def last_trick_pile(self, pos: tuple[int, int]) -> int | None:
        """The seat whose pile is under ``pos`` when a click there would show the last trick
        (its tip says so); ``None`` elsewhere, or while there is no last trick to show."""
        if self.table.director.model.last_trick is None or self.table.look.last_open:
            return None
        return self.pile_at(pos)

    def show_last_trick(self, shown: bool) -> bool:
        """Open (or close) the panel with the round's last trick; False when there is none."""
        look = self.table.look
        look.last_open = shown and self.table.director.model.last_trick is not None
        return look.last_open or not shown

    def move_hand(self, dt: float) -> None:
        """A playable card under the pointer rises; a refused card shakes."""
        look, hand = self.table.look, self.table.hand
        for i in range(len(hand)):
            goal = 1.0 if i == look.hover and look.playable and hand[i] in look.playable else 0.0
            now = look.lift.get(i, 0.0)
            step = dt / 0.08 if dt > 0 and not look.still else 1.0
            look.lift[i] = min(goal, now + step) if goal > now else max(goal, now - step)
        self.shake_left = max(0.0, self.shake_left - dt)
        if look.shake:
            phase = (SHAKE - self.shake_left) / SHAKE
            look.shake = (look.shake[0], 6 * (1 - phase) * _wave(phase)) if self.shake_left else None

    def shake(self, index: int) -> None:
        """Shake hand card ``index``: the engine refused it."""
        self.table.look.shake = (index, 0.0)
        self.shake_left = SHAKE

    # -- events --------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks, keys and panel buttons; True when used."""
        table = self.table
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.panel is not None:
            choice = self.panel.choice_for(event.ui_element)
            if choice is None:
                return False
            if choice.action is None:
                self._confirm_pass()
            else:
                table.apply(choice.action)
            return True
        if event.type == pygame.MOUSEMOTION:
            table.look.hover = self.card_at(event.pos)
            self.pointed = table.look.hover is not None
            table.look.pile_tip = self.last_trick_pile(event.pos) if table.look.hover is None else None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if table.look.last_open:  # a click anywhere closes the last trick
                table.look.last_open = False
                return True
            if not table.director.idle:
                table.director.skip()
                return True
            index = self.card_at(event.pos)
            if index is not None:
                self.click_card(index)
                return True
            if self.pile_at(event.pos) is not None:
                return self.show_last_trick(True)
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def keymap(self) -> Keymap:
        """The table's keys, for its input and its F1 list (the panel's own keys come first:
        :func:`ui.table.keys.panel_focus_key`)."""
        commands = self.table.commands
        ctrl = pygame.KMOD_CTRL
        return Keymap(
            Key(N_("keys.left_right"), N_("keys.choose_card"),
                on(pygame.K_LEFT, pygame.K_RIGHT, do=self._point)),
            Key(N_("keys.enter"), N_("keys.play_or_pass"),
                on(pygame.K_RETURN, pygame.K_KP_ENTER, do=self._enter)),
            Key(N_("keys.digits"), N_("keys.bid_two_digits"), typing(str.isdigit, do=self._bid)),
            Key(N_("keys.up_down"), N_("keys.to_bid_buttons_and_back")),  # the panel's keys
            Key(N_("keys.space"), N_("keys.skip_motion"), on(pygame.K_SPACE, do=self._skip)),
            Key(N_("keys.h"), N_("keys.hint"), on(pygame.K_h, do=lambda e: commands.ask_hint())),
            Key(N_("keys.l"), N_("keys.last_trick"),
                on(pygame.K_l, do=lambda e: self.show_last_trick(not self.table.look.last_open))),
            Key(N_("keys.tab"), N_("keys.score_sheet"),
                on(pygame.K_TAB, do=lambda e: commands.show_scores())),
            Key(N_("keys.esc"), N_("keys.pause_menu"),
                on(pygame.K_ESCAPE, do=lambda e: commands.open_pause_menu())),
            Key(N_("keys.ctrl_z"), N_("keys.take_back"),
                on(pygame.K_z, held=ctrl | pygame.KMOD_META, do=lambda e: commands.undo())),
            Key(N_("keys.ctrl_s"), N_("keys.save_under_a_name"),
                on(pygame.K_s, held=ctrl, do=lambda e: commands.open_save_dialog())),
            Key(N_("keys.b"), N_("keys.report_bot"), on(pygame.K_b, do=lambda e: commands.report_bot())),
            Key(N_("keys.m"), N_("keys.sound_on_off"), on(pygame.K_m, do=self._mute)),
            Key(N_("keys.f2_f3"), N_("keys.speed_and_trick_pause"),
                on(pygame.K_F2, pygame.K_F3, do=self._setting)),
            Key(N_("keys.f4_f5"), N_("keys.four_colour_and_language"),
                on(pygame.K_F4, pygame.K_F5, do=self._setting)),
            F11, F1)

    def _key(self, event: pygame.event.Event) -> bool:
        app = self.table.app
        if self.table.look.last_open and event.key == pygame.K_ESCAPE:
            self.show_last_trick(False)  # Esc closes the last trick, not the game
            return True
        if self.typed.pending and not getattr(event, "unicode", "").isdigit():
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):  # the bid as typed
                self._bid_typed(self.typed.take())
                return True
            self.typed.drop()  # any other key drops it; Esc and Backspace do only that
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                app.focus.hide()
                return True
        if panel_focus_key(app.focus, app.gui, self.panel.buttons if self.panel else [], event.key):
            return True
        return self.keymap().handle(event)

    def _skip(self, event: pygame.event.Event) -> None:
        """Space: the motion to its end; a bot that thinks answers with its best so far."""
        table = self.table
        table.director.skip()
        hurry = getattr(table.worker, "hurry", None)
        if table.bots.pending is not None and hurry is not None:
            hurry()

    def _mute(self, event: pygame.event.Event) -> None:
        self.table.say(self.table.app.sound.toggle_mute())

    def _setting(self, event: pygame.event.Event) -> None:
        """F2 speed, F3 trick pause, F4 four colours, F5 language: the next value."""
        table, app = self.table, self.table.app
        table.say(app.settings.cycle(SETTING_KEYS[event.key]))
        if SETTING_KEYS[event.key] == "language":
            apply_language(app)
        table.look.four_colour = app.settings.four_colour
        app.settings_changed()

    def _point(self, event: pygame.event.Event) -> bool:
        """← / →: the next card of the hand rises (nothing to do without a hand). With no card
        up yet, either arrow starts at the leftmost card the player may choose (the leftmost
        card when none is dimmed): the first press shows where the keys are, so an Enter
        after it never plays a card the player did not see rise."""
        look, hand = self.table.look, self.table.hand
        if not hand:
            return False
        self.pointed = False
        if look.hover is None or look.hover >= len(hand):
            look.hover = self._first_card()
            return True
        step = 1 if event.key == pygame.K_RIGHT else -1
        look.hover = (look.hover + step) % len(hand)
        return True

    def _first_card(self) -> int:
        """Where the keys start on the hand: the leftmost card the player may choose (the
        leftmost card when none is dimmed)."""
        look = self.table.look
        return next((i for i, card in enumerate(self.table.hand)
                     if look.playable is None or card in look.playable), 0)

    def _enter(self, event: pygame.event.Event) -> None:
        """Enter: pass the chosen cards, or play (or bid) the card that has risen (the one
        under the pointer is the one the keys are on). With none risen, the one card a lesson
        rings rises (else the card the first arrow would raise), and a second Enter plays it,
        in a lesson as in a game: Enter never plays a card the player did not see risen, and
        never does nothing while the hand is to choose from. A dimmed card the
        pointer merely rests on counts as none risen (its tip says why it is dimmed; Enter
        goes on to a card that may be played), one the arrows chose is refused with why."""
        table, look = self.table, self.table.look
        hover = look.hover if look.hover is not None and look.hover < len(table.hand) else None
        if hover is not None and self.pointed and look.playable is not None \
                and table.hand[hover] not in look.playable:
            hover = None
        if table.game.phase is Phase.PASS and table.human_turn and self._pass_ready():
            self._confirm_pass()
        elif hover is not None:
            self.click_card(hover)
        elif table.human_turn and table.hand and look.playable is not None:
            asked = [i for i, card in enumerate(table.hand) if look.asked and card in look.asked]
            look.hover = asked[0] if len(asked) == 1 else self._first_card()
            self.pointed = False

    def _bid(self, event: pygame.event.Event) -> bool:
        """A digit: bid that many, when a number bid is asked of the human; a digit that could
        begin a bid of two digits waits for the next (:mod:`ui.table.typed_bid`), its
        button ringed meanwhile."""
        table = self.table
        if not (table.human_turn and table.game.phase is Phase.BID and not table.rules.card_bidding):
            return False
        legal = {a.tricks for a in table.game.legal_actions() if isinstance(a, Bid)}
        number = self.typed.type(event.unicode, table.game.round.hand_size, legal)
        if number is not None:
            self._bid_typed(number)
        elif self.panel is not None:
            button = self.panel.buttons[int(self.typed.pending)]
            if button.is_enabled:
                table.app.focus.set(button, table.app.gui)
            else:
                table.app.focus.hide()
        return True

    def _bid_typed(self, number: int | None) -> None:
        if number is not None:
            self.table.app.focus.hide()
            self.table.apply(Bid(number))

    def tick_typed(self, dt: float) -> None:
        """A digit that waited for a second one long enough bids as it is."""
        self._bid_typed(self.typed.tick(dt))

    def click_card(self, index: int) -> None:
        """Hand card ``index`` was clicked (or chosen with Enter): play it, bid it, or pick it
        for the pass."""
        table = self.table
        if not table.human_turn or index >= len(table.hand):
            return
        card, phase = table.hand[index], table.game.phase
        if phase is Phase.PLAY:
            table.apply(Play(card), index)
        elif phase is Phase.BID and table.rules.card_bidding:
            table.apply(CardBid(card), index)
        elif phase is Phase.PASS:
            chosen = table.look.selected
            if index in chosen:
                chosen.discard(index)
            elif len(chosen) < pass_count(table.game):
                chosen.add(index)

    # -- decisions through the panel -----------------------------------------------

    def _pass_ready(self) -> bool:
        return len(self.table.look.selected) == pass_count(self.table.game)

    def _confirm_pass(self) -> None:
        if self._pass_ready():
            cards = tuple(self.table.hand[i] for i in sorted(self.table.look.selected))
            self.table.apply(Pass(cards))

    def sync_panel(self, asked: frozenset[Action] = frozenset(), shown: bool = True) -> None:
        """The panel for the decision the human faces now (none when it is not their turn,
        nor while a lesson's step is to be read: not ``shown``); the buttons of the choices
        in ``asked`` (a lesson's step, the hint's bid) are ringed, and when one alone is, the
        keyboard focus is on it: the ring Enter and Space press."""
        table = self.table
        key = panel_key(table.game) if table.human_turn and shown else None
        if key is not None:  # a new step asking for another button: a new panel
            key = (*key, asked)
        if key != self.panel_key:
            self.typed.drop()
            self.kill_panel()
            if key is not None:
                title, choices = panel_content(table.game, str(key[0]), table.look.names)
                choices = [replace(c, asked=c.action in asked) for c in choices]
                notes = self._bid_notes() if key[0] == "bid" else []
                self.panel = ChoicePanel(table.app.gui, table.app.size, title, choices,
                                         table.layout.panel_bottom, notes, table.layout.seat_boxes())
                self.panel_key = key
                ringed = [b for b, c in zip(self.panel.buttons, self.panel.choices, strict=True)
                          if c.asked and b.is_enabled]
                if len(ringed) == 1:  # the one ringed button is the keys' (Enter, Space press it)
                    table.app.focus.set(ringed[0], table.app.gui)
        table.look.bid_in_panel = self.panel is not None and self.panel.note is not None
        if self.panel is not None and self.panel_key and self.panel_key[0] == "pass":
            self.panel.set_enabled(0, self._pass_ready())

    def _bid_notes(self) -> list[pygame.Surface]:
        """The running bid line for the bid panel ("No bids yet · 6 tricks to take", the
        dealer's forbidden bid)."""
        table = self.table
        look = table.look
        said = bid_line(table.director.model, look.hook, look.names, table.layout.me, look.hot_seat)
        return panel_notes(said, table.app.gui_scale, look.high_contrast)

    def show_panel(self, visible: bool) -> None:
        """Hide the panel under an overlay, or show it again."""
        if self.panel is not None:
            self.panel.panel.show() if visible else self.panel.panel.hide()

    def kill_panel(self) -> None:
        """No panel (the decision was made, or it is rebuilt at a new size)."""
        if self.panel is not None:
            self.panel.kill()
        self.panel, self.panel_key = None, None
        self.table.look.bid_in_panel = False

    def forget_choices(self) -> None:
        """No panel, no cards picked or lifted: the decision in progress is gone."""
        self.kill_panel()
        look = self.table.look
        look.selected, look.hover, look.lift = set(), None, {}


def _wave(phase: float) -> float:
    """A quick left-right-left shake."""
    return math.sin(phase * math.pi * 4)
