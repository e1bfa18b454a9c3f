"""The hint's caption wraps in lines of similar lengths: at its " · " where that serves
("Points each bid scores on average" over "best 0: 96% to make it", not "make it" alone),
else as evenly as its words allow, in no more lines than plain wrapping needs, each within
the room."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from pathlib import Path

import pygame
import pytest

from ui.core.fonts import font, scaled, wrap, wrap_even
from ui.table.hints import caption_lines

LOCALES = Path(__file__).resolve().parents[2] / "assets" / "locale"
CAPTIONS = ("hint.bid_expectations", "hint.bid_to_win", "hint.card_chances", "hint.card_to_win",
            "hint.no_card_makes_it")


def _widths(lines: list[str], size: int) -> list[int]:
    return [font(size).size(line)[0] for line in lines]


@pytest.mark.parametrize("height", [1080, 2160])
def test_the_reviewers_caption_breaks_at_its_dot_not_before_make_it(height: int) -> None:
    pygame.font.init()
    line = "Points each bid scores on average · best 0: 96% to make it"
    size = scaled(height, 0.021)
    room = font(size).size(line.removesuffix(" make it"))[0] + 2  # as on the review's table
    assert wrap(line, size, room)[-1] == "make it"
    lines = caption_lines(line, height, lambda tall: room + 24)
    assert lines == ["Points each bid scores on average", "best 0: 96% to make it"]


@pytest.mark.parametrize("language", ["en", "de", "nl", "it"])
@pytest.mark.parametrize("height", [800, 1080, 2160])
def test_no_line_of_a_caption_is_much_shorter_than_another(language: str, height: int) -> None:
    pygame.font.init()
    catalogue = json.loads((LOCALES / f"{language}.json").read_text(encoding="utf-8"))
    size = scaled(height, 0.021)
    for key in CAPTIONS:
        line = catalogue[key].format(bid=3, percent=45, card="10♥", points="12.5")
        full = font(size).size(line)[0]
        for room in range(full // 3, full + 1, max(1, full // 150)):  # one line to three or four
            lines = wrap_even(line, size, room)
            widths = _widths(lines, size)
            assert max(widths) <= room or len(lines) == 1, (key, room, lines)
            assert _same_words(lines, line), (key, lines)
            assert len(lines) <= len(wrap(line, size, room)), (key, room, lines)  # none more
            if len(lines) > 1:
                assert min(widths) >= 0.4 * max(widths), (language, key, room, lines)


def _same_words(lines: list[str], line: str) -> bool:
    """The lines hold the line's words in order (a " · " at a break left out)."""
    return [w for w in " ".join(lines).split() if w != "·"] == [w for w in line.split() if w != "·"]
