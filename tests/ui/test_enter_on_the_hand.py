"""Enter at the hand plays the card a player sees marked: the card under the pointer is the
one the keys are on (it rises with the same gold ring, and Enter plays it); with no card
risen, Enter raises the one card a lesson rings, or else the card the first arrow would,
and plays nothing until a second Enter (in a lesson as in a game). A pointer resting on a dimmed card does not
take Enter from the hand: Enter raises a card that may be played, and plays it next."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.actions import Play
from game.game import Phase
from game.presets import preset
from tests.ui.test_learn import guide_of, new_app, one_move, table_of
from ui.app import App
from ui.learn.lesson import Until
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene


def _at_play(app: App, dimmed: bool = False) -> TableScene:
    """A table at the human's play with at least two cards to choose from (and, when
    ``dimmed``, a card the rules forbid)."""
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 5)
    app.scenes.replace(table)
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            top.close()
        elif table.human_turn:
            legal = table.game.legal_actions()
            if table.game.phase is Phase.PLAY and len(legal) >= 2 \
                    and (not dimmed or len(legal) < len(table.hand)):
                app.step(1 / 60)
                return table
            table.apply(legal[0])
        app.step(1 / 60)
    raise AssertionError("no play with a choice")


def _enter(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step(1 / 60)


def test_enter_plays_the_card_under_the_pointer(app: App) -> None:
    table = _at_play(app)
    legal = [a.card for a in table.game.legal_actions() if isinstance(a, Play)]
    card = legal[-1]  # not the one the first arrow would take
    index = table.hand.index(card)
    pos = table.input.card_point(index)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(10):
        app.step(1 / 60)
    assert table.look.hover == index and table.look.lift[index] == 1.0  # risen, ringed gold
    played = len(table.game.log)
    _enter(app)
    assert table.game.log[played][1] == Play(card)


def test_enter_with_no_card_risen_raises_the_first_and_a_second_enter_plays_it(app: App) -> None:
    table = _at_play(app)
    table.look.hover = None
    app.step(1 / 60)
    first = next(i for i, card in enumerate(table.hand) if card in (table.look.playable or ()))
    played = len(table.game.log)
    _enter(app)
    assert len(table.game.log) == played and table.look.hover == first  # shown, not played
    card = table.hand[first]
    _enter(app)
    assert table.game.log[played][1] == Play(card)


def test_enter_raises_the_card_a_lesson_rings_and_a_second_enter_plays_it() -> None:
    # the first lesson's "Play your A♠": its card wears the lesson's gold ring, the pointer
    # is elsewhere; Enter raises it, as Enter with no card risen does in a game, and a
    # second Enter plays it
    app = new_app((1920, 1080))
    app.nav.lesson("basics")
    table = table_of(app)
    guide = guide_of(table)
    for _ in range(3000):
        step = guide.progress.step
        if (table.human_turn and table.game.phase is Phase.PLAY and step is not None
                and step.until is Until.ACT and app.scenes.top is table):
            break
        one_move(app, table)
    else:
        raise AssertionError("the lesson never asked for a card")
    app.step(1 / 60)
    table.look.hover = None
    app.step(1 / 60)
    asked = table.look.asked
    assert asked is not None and len(asked) == 1
    (card,) = asked
    played = len(table.game.log)
    _enter(app)
    assert len(table.game.log) == played and table.hand[table.look.hover or 0] == card
    _enter(app)
    assert table.game.log[played][1] == Play(card)


def test_a_pointer_resting_on_a_dimmed_card_does_not_take_enter_from_the_hand(app: App) -> None:
    table = _at_play(app, dimmed=True)
    legal = {a.card for a in table.game.legal_actions() if isinstance(a, Play)}
    grey = next(i for i, card in enumerate(table.hand) if card not in legal)
    pos = table.input.card_point(grey)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(10):
        app.step(1 / 60)
    assert table.look.hover == grey and table.look.tip  # its tip says why it is dimmed
    played = len(table.game.log)
    _enter(app)  # the pointer rests where it is: Enter raises the first card that may be played
    first = next(i for i, card in enumerate(table.hand) if card in legal)
    assert len(table.game.log) == played and table.look.hover == first
    for _ in range(10):
        app.step(1 / 60)
    assert table.look.lift[first] == 1.0
    card = table.hand[first]
    _enter(app)
    assert table.game.log[played][1] == Play(card)


def test_a_dimmed_card_the_arrows_chose_is_refused_with_why(app: App) -> None:
    table = _at_play(app, dimmed=True)
    legal = {a.card for a in table.game.legal_actions() if isinstance(a, Play)}
    grey = next(i for i, card in enumerate(table.hand) if card not in legal)
    table.look.hover = None
    app.step(1 / 60)
    for _ in range(len(table.hand) + 1):  # the first arrow raises, the rest walk the hand
        if table.look.hover == grey:
            break
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        app.step(1 / 60)
    assert table.look.hover == grey
    played = len(table.game.log)
    _enter(app)
    assert len(table.game.log) == played and table.look.hover == grey and table.look.tip
