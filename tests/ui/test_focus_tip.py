"""The keyboard's focus shows on every card of the hand, playable or not, and resting on a
greyed card shows why it may not be played (the reason a click would give), without a click."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.actions import Play
from game.errors import IllegalActionError
from game.game import Phase
from game.presets import preset
from ui.app import App
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene
from ui.words.errors import error_text


def _table_with_a_greyed_card(app: App) -> TableScene:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 21)
    app.scenes.replace(table)
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            top.close()
        elif table.human_turn:
            legal = table.game.legal_actions()
            if table.game.phase is Phase.PLAY and len(legal) < len(table.hand):
                table.update(0.0)
                return table
            table.apply(legal[0])
        app.step(1 / 60)
    raise AssertionError("no hand with a card that may not be played")


def _arrow(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.step(1 / 60)


def test_every_arrow_press_shows_the_focus_and_a_greyed_card_says_why(app: App) -> None:
    table = _table_with_a_greyed_card(app)
    legal = set(table.game.legal_actions())
    count = len(table.hand)
    greyed = 0
    for _ in range(count):
        _arrow(app)
        index = table.look.hover
        assert index is not None
        tip = table.look.tip
        table.look.tip = ""  # the ring alone
        with_focus = pygame.Surface(app.size)
        table.render(with_focus)
        table.look.hover = None
        without = pygame.Surface(app.size)
        table.render(without)
        table.look.hover = index
        # the focus ring is the only difference: it shows, on a greyed card as on any other
        assert pygame.image.tobytes(with_focus, "RGB") != pygame.image.tobytes(without, "RGB"), \
            (index, table.hand[index])
        card = table.hand[index]
        if Play(card) in legal:
            assert tip == ""
        else:
            greyed += 1
            try:
                table.game.apply(Play(card))
            except IllegalActionError as error:
                assert tip == error_text(error) and tip  # the reason a click gives
            else:
                raise AssertionError("a greyed card was legal")
    assert greyed >= 1


def test_the_tip_is_drawn_above_the_card(app: App) -> None:
    table = _table_with_a_greyed_card(app)
    legal = {a.card for a in table.game.legal_actions() if isinstance(a, Play)}
    index = next(i for i, card in enumerate(table.hand) if card not in legal)
    table.look.hover = index
    table.update(0.0)
    assert table.look.tip
    shown, hidden = pygame.Surface(app.size), pygame.Surface(app.size)
    table.render(shown)
    table.look.tip = ""
    table.render(hidden)
    top = min(y for _x, y in table.layout.hand_outline(len(table.hand), index))
    rows = range(max(0, round(top) - 40), round(top) - 8)
    assert any(shown.get_at((x, y)) != hidden.get_at((x, y))
               for y in rows for x in range(0, app.size[0], 4))


def test_take_back_is_not_offered_before_the_first_move(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 21)
    app.scenes.replace(table)
    assert not table.commands.undo_offered  # nothing of the human's to take back yet
    for _ in range(5000):
        if table.human_turn:
            table.apply(table.game.legal_actions()[0])
            break
        app.step(1 / 60)
    assert table.commands.undo_offered


def test_the_score_pads_start_is_gold_like_new_games(app: App) -> None:
    from ui.pad.setup import PadSetupScene
    from ui.table.setup import SetupScene, first_setup
    table_setup = SetupScene(app, first_setup(app))
    app.scenes.replace(table_setup)
    wanted = table_setup.widgets["start"].object_ids
    pad = PadSetupScene(app)
    app.scenes.replace(pad)
    assert pad.widgets["start"].object_ids == wanted and "#primary" in wanted


def test_a_click_on_a_greyed_card_shakes_it_and_does_not_repeat_its_tip(app: App) -> None:
    table = _table_with_a_greyed_card(app)
    legal = {a.card for a in table.game.legal_actions() if isinstance(a, Play)}
    index = next(i for i, card in enumerate(table.hand) if card not in legal)
    table.look.hover = index
    table.update(0.0)
    assert table.look.tip  # the reason shows over the card under the pointer
    app.settings.speed = "normal"  # cards shake (not with reduced motion)
    assert not table.apply(Play(table.hand[index]), index)
    assert table.look.shake is not None and table.look.shake[0] == index
    app.settings.speed = "instant"
    assert table.look.message == ""  # not a second time just above it
    table.look.hover = None  # a card chosen where no tip shows (no pointer on it): the line says why
    table.update(0.0)
    assert not table.apply(Play(table.hand[index]), index)
    assert table.look.message and table.look.message == _reason(table, index)


def _reason(table: TableScene, index: int) -> str:
    try:
        table.game.apply(Play(table.hand[index]))
    except IllegalActionError as error:
        return error_text(error)
    raise AssertionError("a greyed card was legal")


def test_the_first_arrow_starts_at_the_leftmost_card_that_may_be_played(app: App) -> None:
    table = _table_with_a_greyed_card(app)
    legal = {a.card for a in table.game.legal_actions() if isinstance(a, Play)}
    first = next(i for i, card in enumerate(table.hand) if card in legal)
    for arrow in (pygame.K_LEFT, pygame.K_RIGHT):
        table.look.hover = None
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=arrow, mod=0, unicode=""))
        app.step(1 / 60)
        assert table.look.hover == first, (arrow, table.hand, legal)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    app.step(1 / 60)
    assert table.look.hover == (first - 1) % len(table.hand)  # then the arrows move as before
