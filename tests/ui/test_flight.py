"""A card in flight is drawn at one of its flight's end widths and scaled on the way.

Drawing the face anew at every width a flight passes through cost a few milliseconds a
frame and pushed the still cards out of the caches (``bench ui``: 606 faces drawn in 30 s
of play at 1920×1080, against 31 once flights scale one picture).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.cards import Card
from ui.cards import faces
from ui.cards.layout import card_size
from ui.core import fonts
from ui.core.tween import Animator, Sprite, Tween
from ui.table.layout import TableLayout
from ui.table.presenter import TableModel
from ui.table.view import TableLook, draw_table

SIZE = (1280, 800)


@pytest.fixture(autouse=True, scope="module")
def _pygame() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((64, 64))
    fonts.reset()  # a test before may have quit pygame, which kills the cached fonts
    yield


def flight(lay: TableLayout, card: Card, start_w: int, end_w: int) -> tuple[Animator, Sprite]:
    """One card flying from the middle of the window to its lower middle, growing."""
    animator = Animator()
    sprite = Sprite(card, start_w, (640.0, 300.0), (640.0, 420.0), Tween(1.0), end_width=end_w)
    animator.fly(sprite)
    return animator, sprite


def drawn_width(surface: pygame.Surface, y: int) -> int:
    """The width of the card paper across row ``y`` of the flight's line (the cloth is dark,
    the paper light, and a card's edges are paper at half its height)."""
    light = [x for x in range(400, 880) if sum(surface.get_at((x, y))[:3]) > 500]
    return light[-1] - light[0] + 1


def test_a_flight_draws_one_face_and_scales_it(monkeypatch: pytest.MonkeyPatch) -> None:
    lay = TableLayout.compute(SIZE, 4, 0)
    model = TableModel(4)
    look = TableLook([f"P{i}" for i in range(4)], to_act=0)
    card = Card.parse("9S")
    start_w, end_w = lay.small_w, lay.trick_w
    assert end_w - start_w >= 10  # a flight that grows through many widths
    animator, sprite = flight(lay, card, start_w, end_w)
    asked: set[int] = set()
    cached = faces._face

    def spy(code: str, width: int, four_colour: bool, seven: bool) -> pygame.Surface:
        asked.add(width)
        return cached(code, width, four_colour, seven)
    monkeypatch.setattr(faces, "_face", spy)
    surface = pygame.Surface(SIZE)
    widths = []
    for _ in range(20):
        sprite.tween.advance(0.05)
        draw_table(surface, model, lay, animator, look)
        pos, _turn, width, _squash = sprite.state()
        widths.append((width, drawn_width(surface, round(pos[1]))))
    assert asked == {end_w}  # one picture for the whole flight, at its wider end
    # and the card on screen still grows with the flight: its width follows the tween's
    assert widths[0][0] < widths[-1][0] == end_w
    for want, got in widths:
        assert abs(got - card_size(want)[0]) <= 3
