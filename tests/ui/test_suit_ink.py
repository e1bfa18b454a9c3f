"""Suit symbols in the tables (score sheet, round summary, review sheet, report): ♥ and ♦ red
as on the cards (♦ blue and ♣ green with the four-colour deck), and a round without trump
named, never a bare number."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.match import play_match
from game.presets import preset
from ui.cards.ink import suited_text, trump_mark
from ui.review.sheet import sheet_rows
from ui.words.i18n import language, set_language


def inks(surface: pygame.Surface) -> set[str]:
    """Which inks a picture of text holds: "red", "blue", "green", "grey" (ignoring edges)."""
    found = set()
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a < 200:
                continue
            if r > 200 and g < 160 and b < 160:
                found.add("red")
            elif b > 200 and r < 160:
                found.add("blue")
            elif g > 180 and r < 160 and b < 160:
                found.add("green")
            elif abs(r - g) < 12 and abs(g - b) < 12:
                found.add("grey")
    return found


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.init()


def test_red_suits_are_red_and_black_ones_the_texts_colour() -> None:
    assert inks(suited_text("10♥", 24, (200, 200, 200))) == {"grey", "red"}
    assert inks(suited_text("10♦", 24, (200, 200, 200))) == {"grey", "red"}
    assert inks(suited_text("10♠ 3♣", 24, (200, 200, 200))) == {"grey"}


def test_the_four_colour_deck_is_respected() -> None:
    assert "blue" in inks(suited_text("♦", 24, four_colour=True))
    assert "green" in inks(suited_text("♣", 24, four_colour=True))
    assert "red" in inks(suited_text("♥", 24, four_colour=True))


def test_a_round_without_trump_is_named_on_the_review_sheet() -> None:
    before = language()
    try:
        set_language("en")
        game = play_match(preset("oh-pshaw"), ["random"] * 4, seed=2).game
        rows = sheet_rows(game, game, 16, 1000)
        for rnd, row in zip(game.rounds, rows, strict=True):
            if rnd.trump is None:
                assert row.cells[1] == f"{rnd.hand_size} NT"
            else:
                assert row.cells[1] == f"{rnd.hand_size} {rnd.trump.symbol}"
        assert any(r.trump is None for r in game.rounds)  # Oh Pshaw's full deal has none
        set_language("de")
        assert trump_mark(None) == "OT"
    finally:
        set_language(before)


def test_a_black_suit_may_be_brighter_than_the_text_round_it() -> None:
    pygame.font.init()
    quiet, bright = (120, 120, 120), (240, 240, 240)
    plain = suited_text("8♠", 20, quiet)
    lit = suited_text("8♠", 20, quiet, black=bright)
    lightest = max(lit.get_at((x, y)).r for x in range(lit.get_width()) for y in range(lit.get_height()))
    assert lightest > max(plain.get_at((x, y)).r for x in range(plain.get_width())
                          for y in range(plain.get_height()))
    assert inks(suited_text("8♥", 20, quiet, black=bright)) >= {"red"}  # a red suit keeps its red
