"""Bids typed with digits at the table: where a bid of 10 or more can be made, "1" waits for
a second digit with its button ringed ("1" "2" bids 12), Enter bids it as it is, Esc drops
it, and after a moment it bids alone; a digit no two-digit bid begins with, or any digit in
a round of fewer than ten cards, bids at once. The F1 list says so."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.actions import Bid
from game.game import Phase
from game.presets import preset
from ui.app import App
from ui.table.scene import TableScene
from ui.table.typed_bid import WAIT
from ui.words.i18n import _


def _at_bid(app: App, cards: int) -> TableScene:
    rules = preset("oh-pshaw").replace(schedule="fixed", max_hand=cards, fixed_rounds=1)
    table = TableScene(app, rules, ["human", "normal", "normal", "normal"], 4)
    app.scenes.replace(table)
    for _step in range(3000):
        if table.human_turn and table.game.phase is Phase.BID and table.input.panel is not None:
            return table
        app.step(1 / 60)
    raise AssertionError("no bid asked")


def _press(app: App, key: int, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
    app.step(1 / 60)


def _mine(table: TableScene) -> list[Bid]:
    return [a for seat, a in table.game.log if seat == 0 and isinstance(a, Bid)]


def test_one_then_two_bids_twelve_with_the_one_ringed_meanwhile(app: App) -> None:
    table = _at_bid(app, 13)
    panel = table.input.panel
    assert panel is not None
    _press(app, pygame.K_1, "1")
    assert _mine(table) == [] and app.focus.current(app.gui, follow=False) is panel.buttons[1]
    _press(app, pygame.K_2, "2")
    assert _mine(table) == [Bid(12)]


def test_a_waiting_digit_bids_alone_on_enter_or_after_a_moment(app: App) -> None:
    table = _at_bid(app, 13)
    _press(app, pygame.K_1, "1")
    _press(app, pygame.K_RETURN, "\r")
    assert _mine(table) == [Bid(1)]
    table = _at_bid(app, 13)
    _press(app, pygame.K_1, "1")
    app.step(WAIT / 2)
    assert _mine(table) == []
    app.step(WAIT / 2 + 0.05)
    assert _mine(table) == [Bid(1)]


def test_esc_drops_a_waiting_digit(app: App) -> None:
    table = _at_bid(app, 13)
    _press(app, pygame.K_1, "1")
    _press(app, pygame.K_ESCAPE)
    app.step(WAIT + 0.1)
    assert _mine(table) == [] and table.input.typed.pending == ""
    assert app.scenes.top is table  # Esc dropped the digit, it did not open the pause menu


def test_a_digit_no_bid_of_two_begins_with_bids_at_once(app: App) -> None:
    table = _at_bid(app, 13)
    _press(app, pygame.K_2, "2")
    assert _mine(table) == [Bid(2)]
    table = _at_bid(app, 9)  # no bid of 10 or more: 1 bids at once
    _press(app, pygame.K_1, "1")
    assert _mine(table) == [Bid(1)]


def test_the_keys_list_says_how_to_type_twelve(app: App) -> None:
    table = _at_bid(app, 13)
    does = [_(key.does) for key in table.input.keymap().keys]
    assert _("keys.bid_two_digits") in does and "12" in _("keys.bid_two_digits")
