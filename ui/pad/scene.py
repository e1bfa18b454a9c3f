"""The score pad (R-G5): a group plays with real cards and the keeper enters each round here.

Digits and Enter do the work: the turned-up suit (1 to 4, or its letter), each bid in
bidding order (the dealer last, the hook rule kept), then the tricks each took, which
must add up to the hand size (the last count is offered: Enter). Backspace takes a
typed digit back, or else the last entry; Esc clears what is typed, or opens the pause
menu (save, rules, end now, leave). R marks the player whose tricks are asked as
caught reneging. Every answer is also a button, reached by Tab and the arrows (the
focus ring) or the mouse. Refusals come from the pad, in the table's words.

The pad autosaves after every entry (:class:`ui.pad.link.PadLink`); a scored round
opens the score sheet, and the end of the game shows the result line with the
result, Undo and Correct a round, so a last mistake can still be mended.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.cards import Suit
from game.errors import IllegalActionError
from game.pad.actions import Correct, EnterSuit, EnterTrump, PadAction, Renege
from game.pad.score_pad import PadPhase, ScorePad
from saves.pad_session import PadSession
from ui.core.fonts import font
from ui.core.keymap import Key, Keymap, on
from ui.core.window import Window
from ui.pad.commands import PadCommands
from ui.pad.entry import (
    SUITS,
    Question,
    Typed,
    entry_for,
    jester_possible,
    offered,
    question,
    suit_key,
    top_number,
)
from ui.pad.link import PadLink
from ui.pad.view import PadLayout, PadLook, Tone, draw_pad
from ui.scene import ButtonScene, pressed
from ui.words.errors import error_text
from ui.words.i18n import N_, _

DIGITS = {**{getattr(pygame, f"K_{n}"): str(n) for n in range(10)},
          **{getattr(pygame, f"K_KP{n}"): str(n) for n in range(10)}}
LETTERS = {pygame.K_s: "s", pygame.K_h: "h", pygame.K_d: "d", pygame.K_c: "c"}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def suit_name(suit: Suit) -> str:
    """A suit's name in the player's language."""
    return {Suit.SPADES: _("pad.suit_spades"), Suit.HEARTS: _("pad.suit_hearts"),
            Suit.DIAMONDS: _("pad.suit_diamonds"), Suit.CLUBS: _("pad.suit_clubs")}[suit]


class PadScene(ButtonScene):
    """One score pad game on screen, saved through ``link``."""

    def __init__(self, app: Window, link: PadLink, messages: list[str] | None = None) -> None:
        super().__init__(app)
        self.link = link
        self.commands = PadCommands(self)
        self.look = PadLook(list(link.session.names))
        self.layout = PadLayout.compute(app.size, self.pad.players)
        self.shape: tuple[object, ...] = ()
        self.message_left = 0.0
        self.covered = True  # a sheet or a menu is over the pad (or it is not shown yet)
        lines = [*(messages or []), *link.save()]  # Continue works before the first entry
        if lines:
            self.say("  ·  ".join(lines), seconds=6.0, tone=Tone.NOTE)

    @property
    def session(self) -> PadSession:
        """The pad with its players' names."""
        return self.link.session

    @property
    def pad(self) -> ScorePad:
        """The pad being kept."""
        return self.link.session.pad

    # -- lifecycle ----------------------------------------------------------------------

    def enter(self) -> None:
        """The answers to the question, the reneges and the pad's buttons."""
        self.layout = PadLayout.compute(self.app.size, self.pad.players)
        self.shape = self._shape()
        self.covered = False
        self._answers()
        self._reneges()
        self._bottom()

    def exit(self) -> None:
        """Kill every widget."""
        super().exit()
        self.covered = True

    def pause(self) -> None:
        """A sheet or a menu covers the pad (its buttons hide with it)."""
        self.covered = True

    def resume(self) -> None:
        """Back on the pad."""
        self.rebuild()

    def rebuild(self) -> None:
        """Widgets for the pad as it stands now."""
        self.exit()
        self.enter()

    def _shape(self) -> tuple[object, ...]:
        """What the widgets depend on: a change rebuilds them."""
        pad = self.pad
        return (question(pad), pad.to_act, len(pad.rounds), pad.forbidden_bid(), pad.tricks_left,
                frozenset(pad.round.reneges), self.look.typed.suit, self.app.size)

    def _button(self, key: str, rect: pygame.Rect, label: str, tip: str | None = None,
                object_id: str | None = None) -> pygame_gui.elements.UIButton:
        button = pygame_gui.elements.UIButton(rect, label, manager=self.app.gui, tool_tip_text=tip,
                                              object_id=object_id)
        self.buttons[key] = button
        return button

    def _answers(self) -> None:
        """A button per answer: numbers, suits, or the result and its mends."""
        pad, layout = self.pad, self.layout
        box, side = layout.ask, layout.choice
        y = box.top + round(layout.size[1] * 0.05)
        gap = max(4, side // 8)
        ask = question(pad)
        if ask in (Question.TURN_UP, Question.SUIT):
            answers = [(f"suit:{suit.value}", f"{i + 1}   {suit.symbol}  {suit_name(suit)}")
                       for i, suit in enumerate(SUITS)]
            if ask is Question.TURN_UP and jester_possible(pad):
                answers.append(("suit:none", _("pad.answer_no_trump_jester")))
            face = self.app.gui.get_theme().get_font(["button"])  # the theme's, grown by the UI scale
            x = box.left
            for key, label in answers:  # each as wide as its words; a new row when the box ends
                width = max(side * 3, round(box.width * 0.16), face.get_rect(label).width + side)
                if x > box.left and x + width > box.right:
                    x, y = box.left, y + side + gap
                self._button(key, pygame.Rect(x, y, width, side), label)
                x += width + gap
            return
        if ask is Question.OVER:
            labels = [("result", _("pad.see_result")),
                      ("sheet-over", _("pad.score_sheet")),
                      ("undo-over", _("pad.undo_last_entry")),
                      ("correct-over", _("pad.correct_a_round"))]
            face = self.app.gui.get_theme().get_font(["button"])  # the theme's, grown by the UI scale
            x = box.left
            for key, label in labels:  # each as wide as its words, at least a fifth of the box
                width = max(side * 4, round(box.width * 0.2), face.get_rect(label).width + side)
                self._button(key, pygame.Rect(x, y, width, side), label,
                             object_id="#menu_button" if key == "result" else None)
                x += width + gap
            return
        top = top_number(pad)
        numbers = list(range(top + 1))
        suits = 4 if ask is Question.BID and pad.rules.card_bidding else 0
        room = box.width - suits * (side + gap) - (gap * 3 if suits else 0)
        width = max(28, min(round(side * 1.15), (room - gap * len(numbers)) // max(1, len(numbers))))
        forbidden = pad.forbidden_bid() if ask is Question.BID else None
        for n in numbers:
            rect = pygame.Rect(box.left + n * (width + gap), y, width, side)
            button = self._button(f"n:{n}", rect, str(n))
            if n == forbidden:
                button.disable()  # the hook rule: the note under the buttons says why
        x = box.left + len(numbers) * (width + gap) + gap * 3
        for i, suit in enumerate(SUITS[:suits]):
            rect = pygame.Rect(x + i * (side + gap), y, side, side)
            button = self._button(f"card:{suit.value}", rect, suit.symbol,
                                  tip=_("pad.bid_card_suit_tip", letter=suit.value))
            if self.look.typed.suit is suit:
                button.select()  # the suit typed so far: the theme's "selected" look

    def _reneges(self) -> None:
        """While tricks are entered: a renege switch on every player's row (R-L7)."""
        pad, layout = self.pad, self.layout
        if pad.phase is not PadPhase.TRICKS:
            return
        left = layout.columns()[4]
        for index, seat in enumerate(pad.order):
            row = layout.row_rect(index)
            rect = pygame.Rect(left, row.top + 2, row.right - left - 4, row.height - 4)
            marked = seat in pad.round.reneges
            label = _("pad.reneged") if marked else _("pad.renege")
            button = self._button(f"renege:{seat}", rect, label,
                                  tip=_("pad.renege_tip",
                                        points=pad.rules.renege_penalty))
            if marked:
                button.select()

    def _bottom(self) -> None:
        """Undo, Correct a round, Score sheet, and Menu at the right."""
        box, h = self.layout.bottom, self.app.size[1]
        bw, gap = max(150, round(h * 0.22)), round(h * 0.015)
        if self.pad.is_over:
            entries = []
        else:
            entries = [("undo", _("pad.undo"),
                        _("pad.undo_tip")),
                       ("correct", _("pad.correct_a_round"),
                        _("pad.correct_a_round_tip")),
                       ("sheet", _("pad.score_sheet"), _("pad.score_sheet_tip"))]
        face = font(round(18 * self.app.gui_scale))  # the theme's button text: "Runde korrigieren" fits
        bw = max([bw, *(face.size(label)[0] + box.height for _key, label, _tip in entries)])
        for i, (key, label, tip) in enumerate(entries):
            self._button(key, pygame.Rect(box.left + i * (bw + gap), box.top, bw, box.height), label, tip)
        self._button("menu", pygame.Rect(box.right - bw, box.top, bw, box.height), _("pad.menu"),
                     _("pad.menu_tip"))

    # -- entering --------------------------------------------------------------------------

    def enter_action(self, action: PadAction, show: bool = True) -> str | None:
        """Give ``action`` to the pad; on refusal the reason (shown unless not ``show``),
        and the pad is unchanged. ``None`` when it was entered."""
        pad = self.pad
        scored, rebids = len(pad.complete_rounds), (len(pad.rounds), len(pad.round.rebids))
        self.look.typed = Typed()
        try:
            pad.apply(action)
        except IllegalActionError as error:
            if show:
                self.say(error_text(error))
            return error_text(error)
        self.message_left, self.look.message = 0.0, ""
        lines = self.link.save()
        rebid = (len(pad.rounds), len(pad.round.rebids)) == (rebids[0], rebids[1] + 1)
        if rebid:
            lines.insert(0, self._rebid_note())
        if lines:
            self.say("  ·  ".join(lines), seconds=6.0, tone=Tone.NOTE if rebid else Tone.WARN)
        if len(pad.complete_rounds) > scored and not pad.is_over and not isinstance(action, Renege | Correct):
            self.commands.round_sheet()
        elif not self.covered:
            self.rebuild()
        return None

    def _rebid_note(self) -> str:
        bonus = self.pad.round.rebids[-1][1]
        names = ", ".join(self.look.names[s] for s, point in enumerate(bonus) if point)
        return _("pad.rebid_note",
                 tricks=self.pad.hand_size, names=names)

    def undo(self) -> None:
        """Take back the last entry (a correction too)."""
        self.look.typed = Typed()
        if not self.pad.undo():
            self.say(_("pad.nothing_entered_yet"), tone=Tone.NOTE)
            return
        self.say(_("pad.entry_taken_back"), tone=Tone.OK)
        for line in self.link.save():
            self.say(line)
        if not self.covered:
            self.rebuild()

    def say(self, message: str, seconds: float = 4.0, tone: Tone = Tone.WARN) -> None:
        """Show ``message`` under the answers for a while, in the colour of its ``tone``."""
        self.look.message, self.look.tone = message, tone
        self.message_left = seconds

    def answer(self, key: str) -> None:
        """The answer button ``key`` was pressed (a click, or Enter on the focus ring)."""
        kind, _sep, value = key.partition(":")
        ask = question(self.pad)
        if kind == "n":
            self.look.typed = Typed(value, self.look.typed.suit)
            entry = entry_for(self.pad, self.look.typed)
            if entry is not None:
                self.enter_action(entry)
        elif kind == "suit":
            suit = None if value == "none" else Suit(value)
            if ask is Question.TURN_UP:
                self.enter_action(EnterTrump(suit))
            elif suit is not None:
                self.enter_action(EnterSuit(suit))
        elif kind == "card":
            chosen, typed = Suit(value), self.look.typed
            self.look.typed = Typed(typed.digits, None if typed.suit is chosen else chosen)
            self.rebuild()
        elif kind == "renege":
            self.enter_action(Renege(int(value)))
        else:
            self.command(key)

    def command(self, key: str) -> None:
        """One of the pad's own buttons."""
        actions = {"undo": self.undo, "undo-over": self.undo, "correct": self.commands.correct,
                   "correct-over": self.commands.correct, "sheet": self.commands.show_sheet,
                   "sheet-over": self.commands.show_sheet, "menu": self.commands.open_pause_menu,
                   "result": self.commands.result}
        actions[key]()

    # -- keys ------------------------------------------------------------------------------

    def keymap(self) -> Keymap:
        """The pad's keys, for its input and its F1 list."""
        ctrl = pygame.KMOD_CTRL
        return Keymap(
            Key(N_("pad.keys.digits_enter"), N_("pad.keys.enter_number"),
                on(*DIGITS, do=self._type), on(*ENTER, do=lambda e: self.press_enter())),
            Key(N_("pad.keys.suit_keys"), N_("pad.keys.choose_suit"), on(*LETTERS, do=self._type)),
            Key(N_("pad.keys.r"), N_("pad.keys.mark_renege"), on(pygame.K_r, do=self._renege)),
            Key(N_("pad.keys.backspace"), N_("pad.keys.take_back_digit"),
                on(pygame.K_BACKSPACE, do=self._backspace)),
            Key(N_("pad.keys.ctrl_z"), N_("pad.keys.take_back_entry"),
                on(pygame.K_z, held=ctrl, do=lambda e: self.undo())),
            Key(N_("pad.keys.ctrl_s"), N_("pad.keys.save_under_a_name"),
                on(pygame.K_s, held=ctrl, do=lambda e: self.commands.open_save_dialog())),
            Key(N_("pad.keys.tab_arrows"), N_("pad.keys.move_among_buttons")),  # the focus ring
            Key(N_("pad.keys.esc"), N_("pad.keys.clear_or_menu"), on(pygame.K_ESCAPE, do=self._escape)),
            Key(N_("pad.keys.f1"), N_("pad.keys.this_list")))  # the window's

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The buttons, and the keys of :meth:`keymap`."""
        key = pressed(event, self.buttons)
        if key is not None:
            self.answer(key)
            return True
        return self.keymap().handle(event)

    def _type(self, event: pygame.event.Event) -> None:
        """A digit or a suit letter: typing (Enter is the pad's again, not the ring's)."""
        self.app.focus.hide()
        self.type_key(DIGITS.get(event.key) or LETTERS[event.key])

    def _backspace(self, event: pygame.event.Event) -> None:
        back = self.look.typed.back()
        self.undo() if back is None else self._typed(back)

    def _escape(self, event: pygame.event.Event) -> None:
        self.commands.open_pause_menu() if self.look.typed.empty else self._typed(Typed())

    def _renege(self, event: pygame.event.Event) -> bool:
        """R: the player whose tricks are asked reneged (only while tricks are entered)."""
        if self.pad.phase is not PadPhase.TRICKS or self.pad.to_act is None:
            return False
        self.enter_action(Renege(self.pad.to_act))
        return True

    def _typed(self, typed: Typed) -> None:
        self.look.typed = typed
        if self._shape() != self.shape:
            self.rebuild()

    def type_key(self, char: str) -> None:
        """A digit or a suit letter typed."""
        pad, ask = self.pad, question(self.pad)
        if ask in (Question.TURN_UP, Question.SUIT):
            if ask is Question.TURN_UP and char == "5" and jester_possible(pad):
                self.enter_action(EnterTrump(None))
                return
            suit = suit_key(char, len(SUITS))
            if suit is None:
                self.say(_("pad.press_a_suit"))
            else:
                self.enter_action(EnterTrump(suit) if ask is Question.TURN_UP else EnterSuit(suit))
        elif ask in (Question.BID, Question.TRICKS):
            if char.isdigit():
                self._typed(self.look.typed.digit(char, top_number(pad)))
            elif ask is Question.BID and pad.rules.card_bidding:
                self._typed(Typed(self.look.typed.digits, suit_key(char, 0)))

    def press_enter(self) -> None:
        """Enter: the typed number (or the last player's tricks, offered), or the result."""
        pad, ask = self.pad, question(self.pad)
        if ask is Question.OVER:
            self.commands.result()
            return
        typed, left = self.look.typed, offered(pad)
        if typed.empty and left is not None:
            typed = Typed(str(left))
        entry = entry_for(pad, typed)
        if entry is None:
            self.say(_("pad.type_a_number_first"), tone=Tone.NOTE)
        else:
            self.enter_action(entry)

    # -- frame -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The message's time, and widgets that follow the pad."""
        self.message_left = max(0.0, self.message_left - dt)
        if not self.message_left:
            self.look.message = ""
        if not self.covered and self._shape() != self.shape:
            self.rebuild()

    def busy(self) -> bool:
        """A message counts down."""
        return self.message_left > 0

    def draw(self, surface: pygame.Surface) -> None:
        """The pad (the widgets are drawn by pygame_gui on top)."""
        draw_pad(surface, self.pad, self.look, self.layout)
