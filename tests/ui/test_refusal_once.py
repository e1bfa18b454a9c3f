"""A refused card says why once: over the card when its tip shows there (the pointer or the
keys rest on it), else on the line above the hand; never both at once, whichever way the
card was chosen."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.actions import Play
from game.game import Phase
from game.presets import preset
from ui.app import App
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene


def _table_with_a_greyed_card(app: App) -> tuple[TableScene, int]:
    """A table at the human's play with a card that may not be played; its index."""
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 21)
    app.scenes.replace(table)
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            top.close()
        elif table.human_turn:
            legal = table.game.legal_actions()
            if table.game.phase is Phase.PLAY and len(legal) < len(table.hand):
                app.step(1 / 60)
                grey = next(i for i, card in enumerate(table.hand) if Play(card) not in legal)
                return table, grey
            table.apply(legal[0])
        app.step(1 / 60)
    raise AssertionError("no hand with a card that may not be played")


def _said_once(app: App, table: TableScene, frames: int = 10) -> set[str]:
    """Step ``frames`` frames; at each, the tip and the line never say the same; what was said."""
    said: set[str] = set()
    for _ in range(frames):
        app.step(1 / 60)
        look = table.look
        assert not (look.tip and look.tip == look.message), (look.tip, look.message)
        said |= {words for words in (look.tip, look.message) if words}
    return said


def test_a_click_that_comes_with_its_pointers_move_says_why_once(app: App) -> None:
    # the reviewer's path: the pointer moves onto the trump and clicks in the same frame, so
    # the card's tip was not yet up when the click asked whether it shows
    table, grey = _table_with_a_greyed_card(app)
    table.look.hover = None
    app.step(1 / 60)
    point = table.input.card_point(grey)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1))
    said = _said_once(app, table)
    assert table.look.hover == grey and table.look.tip  # the reason, over the card
    assert said == {table.look.tip}


def test_enter_on_a_greyed_card_the_keys_rest_on_says_why_once(app: App) -> None:
    table, grey = _table_with_a_greyed_card(app)
    table.look.hover = grey
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    said = _said_once(app, table)
    assert said == {table.look.tip} and table.look.tip


def test_a_reason_on_the_line_gives_way_to_the_tip_of_the_card_pointed_at_later(app: App) -> None:
    # chosen where no tip shows (the line says why), then the pointer comes to the card
    table, grey = _table_with_a_greyed_card(app)
    table.look.hover = None
    app.step(1 / 60)
    assert not table.apply(Play(table.hand[grey]), grey)
    reason = table.look.message
    assert reason and not table.look.tip
    point = table.input.card_point(grey)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    assert _said_once(app, table) == {reason}
    assert table.look.tip == reason and table.look.message == ""
