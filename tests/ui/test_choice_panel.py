"""The bid panel: every button inside it with even padding, for every hand size up to 15,
at the usual window sizes and at 150 % and 200 % text; its largest number fits its button."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from bot_runtime.worker import InlineWorker
from game.actions import Bid
from ui.app import App
from ui.core.settings import Settings
from ui.widgets.choice_panel import Choice, ChoicePanel, choice_tip

TITLE = "Your bid: how many tricks will you take?"


def _pads(panel: ChoicePanel) -> tuple[int, int, int, int]:
    """The room between the buttons and the inside of the panel's border: left, right, top
    of the first row under the title, bottom."""
    inside = panel.panel.get_container().get_rect()
    left = min(b.rect.left for b in panel.buttons) - inside.left
    right = inside.right - max(b.rect.right for b in panel.buttons)
    bottom = inside.bottom - max(b.rect.bottom for b in panel.buttons)
    top = min(b.rect.top for b in panel.buttons) - panel.label.rect.bottom
    return left, right, top, bottom


def test_every_bid_panel_has_even_padding_round_its_buttons() -> None:
    for size in ((1280, 800), (1920, 1080), (3840, 2160)):
        for scale in (1.0, 1.5, 2.0):
            app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant", ui_scale=scale))
            try:
                for most in range(0, 16):
                    choices = [Choice(str(n), Bid(n)) for n in range(most + 1)]
                    panel = ChoicePanel(app.gui, size, TITLE, choices, round(size[1] * 0.75))
                    try:
                        left, right, top, bottom = _pads(panel)
                        where = (size, scale, most)
                        least = panel.pad
                        assert min(left, right, bottom) >= least, where
                        if most >= 8:  # the buttons, not the title, make the panel's width
                            assert abs(left - right) <= 1, where
                        assert abs(bottom - least) <= 1 and top >= 0, where
                        assert pygame.Rect((0, 0), size).contains(panel.panel.rect), where
                        face = app.gui.get_theme().get_font(["button"])
                        for button, choice in zip(panel.buttons, choices, strict=True):
                            room = button.rect.width - face.get_rect(choice.label).width
                            assert room >= 2 * 8, (where, choice.label)  # "15" clear of its edges
                        rows = sorted({b.rect.top for b in panel.buttons})
                        lengths = [sum(b.rect.top == y for b in panel.buttons) for y in rows]
                        assert max(lengths) - min(lengths) <= 1, where  # rows of even length
                    finally:
                        panel.kill()
            finally:
                while app.scenes.stack:
                    app.scenes.pop()


def test_a_line_under_the_title_takes_its_own_room_and_does_not_widen_the_panel() -> None:
    app = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    one, two = pygame.Surface((900, 22)), pygame.Surface((300, 44))
    choices = [Choice(str(n), Bid(n)) for n in range(7)]
    panel = ChoicePanel(app.gui, app.size, TITLE, choices, 600, [one, two])
    try:
        assert panel.note is not None
        assert panel.note.rect.size == (300, 44)  # one line would widen the panel: two
        assert panel.label.rect.bottom <= panel.note.rect.top
        assert panel.note.rect.bottom <= min(b.rect.top for b in panel.buttons)
        assert panel.panel.get_container().get_rect().contains(panel.note.rect)
    finally:
        panel.kill()


def test_a_bid_buttons_tip_says_what_it_bids_and_its_key_and_opens_above_the_panel() -> None:
    size = (1280, 800)
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"))
    try:
        choices = [Choice(str(n), Bid(n)) for n in range(12)] + [Choice("12", Bid(12), "Not 12")]
        assert choice_tip(choices[0]) == "Bid 0 (key 0)"
        assert choice_tip(choices[11]) == "Bid 11 (↑ then Enter)"  # no key types 11
        assert choice_tip(choices[12]) == "Not 12"  # why it is off, not how to press it
        # the hand lies under the panel: the tip opens above it, not over the cards
        panel = ChoicePanel(app.gui, size, TITLE, choices, round(size[1] * 0.75))
        try:
            for button in (panel.buttons[0], panel.buttons[-2]):
                for _ in range(3):  # past the tip's delay
                    button.while_hovering(1.0, button.rect.center)
                tip = button.tool_tip
                assert tip is not None and tip.rect.bottom <= panel.panel.rect.top
                assert abs(tip.rect.centerx - button.rect.centerx) <= 1  # over its own button
        finally:
            panel.kill()
    finally:
        while app.scenes.stack:
            app.scenes.pop()
