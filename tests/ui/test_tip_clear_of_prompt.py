"""A greyed card's tip ("You must follow ♦: play 2♦") and the prompt above the hand ("Your turn:
play a card") are both to be read: the tip stays above the card it explains and the prompt
keeps off it, at any text size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.actions import Play
from tests.ui.test_focus_tip import _table_with_a_greyed_card
from ui.app import App
from ui.table.scene import TableScene


def _changed(table: TableScene, app: App, before: tuple[str, str],
             after: tuple[str, str]) -> pygame.Rect | None:
    """The box of what changes on the table when its (tip, prompt) go from ``before`` to ``after``."""
    saved = table.look.tip, table.look.prompt
    table.look.tip, table.look.prompt = before
    bare = pygame.Surface(app.size)
    table.render(bare)
    table.look.tip, table.look.prompt = after
    shown = pygame.Surface(app.size)
    table.render(shown)
    table.look.tip, table.look.prompt = saved
    difference = pygame.mask.from_threshold(shown, (0, 0, 0), (1, 1, 1, 255), bare, 1)
    difference.invert()
    boxes = difference.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else None


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_tip_of_a_greyed_card_keeps_off_the_prompt(app: App, size: tuple[int, int], scale: float) -> None:
    app.resize(size)
    app.settings.ui_scale = scale
    app.apply_settings()
    table = _table_with_a_greyed_card(app)
    legal = {a.card for a in table.game.legal_actions() if isinstance(a, Play)}
    greyed = [i for i, card in enumerate(table.hand) if card not in legal]
    assert greyed
    for index in greyed:
        table.look.hover = index
        table.update(0.0)
        tip, prompt = table.look.tip, table.look.prompt
        assert tip and prompt
        tip_at = _changed(table, app, ("", ""), (tip, ""))
        prompt_at = _changed(table, app, (tip, ""), (tip, prompt))  # the prompt while the tip shows
        assert tip_at is not None and prompt_at is not None
        assert not tip_at.colliderect(prompt_at), (size, scale, table.hand[index], tip_at, prompt_at)
        top = min(y for _x, y in table.layout.hand_outline(len(table.hand), index))
        assert tip_at.bottom <= top, (size, scale, table.hand[index])  # above its card
