"""The table's fonts (ui/core/fonts.py): one object per size, any string drawn, and a font
made before pygame's font module was quit and started again is made anew instead of
failing ("font module quit since font created": a test after one that closed its App,
a new window in the same process)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from ui.core.fonts import font


def test_one_font_a_size_and_any_string_drawn() -> None:
    pygame.font.init()
    assert font(20) is font(20) and font(20) is not font(20, bold=True)
    assert font(3) is font(6)  # never below six pixels
    assert font(20).render("a\x00b", True, (0, 0, 0)).get_width() > 0


def test_a_font_from_before_the_font_module_restarted_is_made_again() -> None:
    pygame.font.init()
    before = font(23)
    pygame.font.quit()
    pygame.font.init()
    after = font(23)
    assert after is not before
    assert after.render("Oh Pshaw", True, (0, 0, 0)).get_width() > 0
    assert font(23) is after
