"""Whole games through the real scenes, by posting mouse events where the layout says.

Headless (dummy video and audio), instant animations, bots thinking in this
process (the worker is injectable). Every click is checked against the engine.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import replace

import pygame
import pytest

from game.actions import Bid, CardBid, ChooseTrump, Pass, Play
from game.bots import make_bot
from game.game import Phase
from game.presets import preset
from ui.app import App
from ui.scenes.game_over import GameOverScene
from ui.scenes.menu import MenuScene
from ui.scenes.pause import PauseMenu
from ui.scenes.score_sheet import ScoreSheet
from ui.table.layout import TableLayout
from ui.table.scene import TableScene
from ui.table.seating import CARD_RATIO, index_corner, meet


def click(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    """Press and release the left button at ``pos``, then run frames for the widgets' events."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):
        app.step(0.0)


def click_action(app: App, table: TableScene, action: object) -> None:
    """Make ``action`` at the table with the mouse: a card, the cards to pass, or a panel button."""
    if isinstance(action, Play | CardBid):
        click(app, table.input.card_point(table.hand.index(action.card)), frames=1)
    elif isinstance(action, Pass):
        for card in action.cards:
            click(app, table.input.card_point(table.hand.index(card)), frames=1)
        assert table.input.panel is not None
        click(app, table.input.panel.button_centre(0))
    else:
        assert isinstance(action, Bid | ChooseTrump)
        assert table.input.panel is not None
        index = [c.action for c in table.input.panel.choices].index(action)
        click(app, table.input.panel.button_centre(index))


def human_move(app: App, table: TableScene, helper: object) -> None:
    """Make the human's move with the mouse and check the engine took exactly it."""
    game = table.game
    assert sorted(map(str, table.hand)) == sorted(map(str, game.state.hands[table.me]))  # picture = game
    action = helper.choose(game.view(table.me))  # type: ignore[attr-defined]
    before = len(game.log)
    click_action(app, table, action)
    assert len(game.log) > before, f"the click on {action} did not reach the engine"
    seat, done = game.log[before]
    assert seat == table.me
    if isinstance(action, Pass):  # the same cards, in hand order
        assert isinstance(done, Pass) and sorted(map(str, done.cards)) == sorted(map(str, action.cards))
    else:
        assert done == action


def play_to_game_over(app: App, table: TableScene, limit: int = 20000) -> GameOverScene:
    """Click through a whole game: the human's moves, score sheets' Continue buttons."""
    helper = make_bot("normal", 7)
    for _ in range(limit):
        top = app.scenes.top
        if isinstance(top, GameOverScene):
            return top
        if isinstance(top, ScoreSheet):
            assert top.button is not None
            rounds = len([r for r in table.game.rounds if r.complete])
            assert top.scored.number == rounds
            click(app, top.button.rect.center)
        elif table.human_turn:
            human_move(app, table, helper)
        else:
            app.step(0.0)
    raise AssertionError("the game did not end")


def start(app: App, name: str, players: int, seed: int, **options: object) -> TableScene:
    rules = replace(preset(name), **options)
    table = TableScene(app, rules, ["human"] + ["normal"] * (players - 1), seed)
    app.scenes.replace(table)
    app.step(0.0)
    return table


@pytest.mark.slow
def test_quick_game_from_the_menu_to_game_over(app: App) -> None:
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    click(app, app.scenes.top.buttons["quick"].rect.center)  # type: ignore[union-attr]
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene)
    assert table.game.players == 4 and table.rules.preset == "oh-pshaw"
    over = play_to_game_over(app, table)
    game = table.game
    assert game.is_over and len([r for r in game.rounds if r.complete]) >= game.scheduled_rounds
    assert over.standings.series()[0][-1] == game.totals[0]
    click(app, over.buttons["menu"].rect.center)
    assert isinstance(app.scenes.top, MenuScene)


def test_clicking_an_unplayable_card_changes_nothing(app: App) -> None:
    table = start(app, "oh-pshaw", 4, 12)
    helper = make_bot("normal", 3)
    for _ in range(5000):
        if table.human_turn and table.game.phase is Phase.PLAY:
            legal = {a.card for a in table.game.legal_actions()}  # type: ignore[union-attr]
            if len(legal) < len(table.hand):
                break
        if isinstance(app.scenes.top, ScoreSheet):
            click(app, app.scenes.top.button.rect.center)  # type: ignore[union-attr]
        elif table.human_turn:
            human_move(app, table, helper)
        else:
            app.step(0.0)
    else:
        pytest.fail("never had to follow suit")
    index = next(i for i, c in enumerate(table.hand) if c not in legal)
    log, hand = list(table.game.log), list(table.hand)
    click(app, table.input.card_point(index))
    assert table.game.log == log and table.hand == hand
    # the reason is said once: in the tip over the card, not again in the line above the hand
    assert table.look.tip.startswith("You must follow")
    assert table.look.message == ""


@pytest.mark.parametrize(("name", "players", "seed"), [("oh-pshaw", 7, 4), ("oh-seven", 5, 9)])
def test_whole_games_by_clicks(app: App, name: str, players: int, seed: int) -> None:
    table = start(app, name, players, seed)
    play_to_game_over(app, table)
    assert table.game.is_over


@pytest.mark.slow
def test_passing_and_wizard_games_by_clicks(app: App) -> None:
    table = start(app, "oh-seven", 4, 3, passing=True)
    play_to_game_over(app, table)
    assert any(seat == 0 and isinstance(action, Pass) for seat, action in table.game.log)
    table = start(app, "wizard", 3, 5)
    play_to_game_over(app, table)
    assert table.game.is_over


def test_resize_recomputes_the_layout_and_keeps_the_game(app: App) -> None:
    table = start(app, "oh-pshaw", 4, 2)
    while not table.human_turn:
        app.step(0.0)
    log = list(table.game.log)
    for size in [(1920, 1080), (1024, 640), (1600, 900)]:
        app.resize(size)
        app.step(0.0)
        assert app.size == size
        assert table.layout == TableLayout.compute(size, 4, 0)
        assert table.game.log == log
        for spot in table.layout.seats:  # every plate inside the window
            assert spot.plate[0] - table.layout.plate_size[0] / 2 > 0
            assert spot.plate[0] + table.layout.plate_size[0] / 2 < size[0]
            assert 0 < spot.plate[1] - table.layout.plate_size[1] / 2 < size[1]
        if table.input.panel is not None:
            assert pygame.Rect((0, 0), size).contains(table.input.panel.panel.rect)


@pytest.mark.parametrize("players", range(2, 10))
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)])
def test_plates_do_not_overlap(players: int, size: tuple[int, int]) -> None:
    lay = TableLayout.compute(size, players, 0)
    rects = []
    for spot in lay.seats:
        rect = pygame.Rect(0, 0, *lay.plate_size)
        rect.center = (round(spot.plate[0]), round(spot.plate[1]))
        assert pygame.Rect((0, 0), size).contains(rect)
        assert rect.collidelist(rects) == -1
        rects.append(rect)


def _visible_index_boxes(lay: TableLayout, seat: int, count: int) -> list[tuple[float, float, float, float]]:
    """The index corners of ``seat``'s face-up cards (a finished game looked back at) that
    show: every top-left one, and each bottom-right one no later card covers."""
    w, h = lay.small_w, lay.small_w * CARD_RATIO
    iw, ih = index_corner(lay.small_w)
    cards = [(x - w / 2, y - h / 2, w, h) for x, y in lay.open_hand_positions(seat, count)]
    boxes = []
    for i, (x, y, _w, _h) in enumerate(cards):
        boxes.append((x, y, iw, ih))
        corner = (x + w - iw, y + h - ih, iw, ih)
        if not any(meet(corner, later) for later in cards[i + 1:]):
            boxes.append(corner)
    return boxes


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_dealer_chip_keeps_off_the_corners_of_a_face_up_hand(players: int,
                                                                  size: tuple[int, int]) -> None:
    """In a review every hand lies face up above its plate: the dealer chip, inside the
    plate, hides no index of those cards."""
    lay = TableLayout.compute(size, players, 0)
    for spot in lay.seats:
        if spot.seat == lay.me:
            continue
        for count in range(1, 14):
            boxes = _visible_index_boxes(lay, spot.seat, count)
            assert not any(meet(lay.chip_rect(spot.seat), box) for box in boxes)


def test_fifteen_cards_fit_the_window() -> None:
    lay = TableLayout.compute((1024, 640), 3, 0)
    xs = [x for (x, _), _turn in lay.hand.cards(17)]
    assert xs[0] - lay.hand_w / 2 > 0 and xs[-1] + lay.hand_w / 2 < 1024


def test_the_hook_bid_is_shown_disabled_with_the_engine_reason(app: App) -> None:
    table = start(app, "oh-hell", 4, 6)
    helper = make_bot("normal", 2)
    for _ in range(20000):
        game = table.game
        if table.human_turn and game.phase is Phase.BID and game.round.dealer == 0:
            app.step(0.0)
            assert table.input.panel is not None
            off = [c for c in table.input.panel.choices if c.disabled_reason]
            if off:
                break
        if isinstance(app.scenes.top, ScoreSheet):
            click(app, app.scenes.top.button.rect.center)  # type: ignore[union-attr]
        elif table.human_turn:
            human_move(app, table, helper)
        else:
            app.step(0.0)
    else:
        pytest.fail("the human never dealt with a forbidden bid")
    (choice,) = off
    assert choice.disabled_reason.startswith("The dealer may not bid")
    index = table.input.panel.choices.index(choice)
    assert not table.input.panel.buttons[index].is_enabled
    log = list(table.game.log)
    click(app, table.input.panel.button_centre(index))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0 + choice.action.tricks,  # type: ignore[union-attr]
                                         mod=0, unicode=str(choice.action.tricks)))  # type: ignore[union-attr]
    app.step(0.0)
    assert table.game.log == log  # neither the button nor the digit key made the bid


def test_tab_shows_the_scores_and_esc_pauses_and_quits(app: App) -> None:
    table = start(app, "oh-pshaw", 3, 1)
    helper = make_bot("normal", 2)
    while not [r for r in table.game.rounds if r.complete]:
        if isinstance(app.scenes.top, ScoreSheet):
            click(app, app.scenes.top.button.rect.center)  # type: ignore[union-attr]
        elif table.human_turn:
            human_move(app, table, helper)
        else:
            app.step(0.0)
    while isinstance(app.scenes.top, ScoreSheet):
        click(app, app.scenes.top.button.rect.center)  # type: ignore[union-attr]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    app.step(0.0)
    assert isinstance(app.scenes.top, ScoreSheet)
    click(app, app.scenes.top.button.rect.center)  # type: ignore[union-attr]
    assert app.scenes.top is table
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(0.0)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    click(app, menu.buttons["quit"].rect.center)
    assert isinstance(app.scenes.top, MenuScene)


def test_nothing_is_dimmed_while_bidding_and_unplayable_cards_are_while_playing(app: App) -> None:
    table = start(app, "oh-pshaw", 4, 12)
    helper = make_bot("normal", 3)
    seen = set()
    for _ in range(5000):
        if table.human_turn:
            app.step(0.0)
            phase = table.game.phase
            if phase is Phase.BID:
                assert table.look.playable is None
            elif phase is Phase.PLAY:
                legal = {a.card for a in table.game.legal_actions()}  # type: ignore[union-attr]
                assert table.look.playable == legal
            seen.add(phase)
            if len(seen) == 2:
                return
            human_move(app, table, helper)
        elif isinstance(app.scenes.top, ScoreSheet):
            click(app, app.scenes.top.button.rect.center)  # type: ignore[union-attr]
        else:
            app.step(0.0)
    pytest.fail("never bid and played")


def test_the_hint_rates_every_legal_bid(app: App) -> None:
    table = start(app, "oh-pshaw", 4, 12)
    while not table.human_turn:
        app.step(0.0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    app.step(0.0)
    app.step(0.0)
    assert table.hints.analysis is not None
    assert set(table.hints.analysis) == set(table.game.legal_actions())
    assert isinstance(table.hints.best, Bid) and table.hints.best in table.game.legal_actions()
    # the hint's bid wears the gold ring on its button, the others none
    app.step(0.0)
    panel = table.input.panel
    assert panel is not None
    ringed = [c.action for c in panel.choices if c.asked]
    assert ringed == ([table.hints.best] if table.hints.bid is not None else [])


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_widest_hand_leaves_the_plate_and_corner_buttons_alone(app: App,
                                                                   size: tuple[int, int]) -> None:
    app.resize(size)
    table = start(app, "oh-pshaw", 3, 1)
    lay = TableLayout.compute(size, 3, 0)
    left, _, _, _ = lay.hand_rect(17, 0)
    x, y, w, h = lay.hand_rect(17, 16)
    hand = pygame.Rect(round(left), round(y), round(x + w - left), round(h))
    plate = pygame.Rect(0, 0, *lay.plate_size)
    plate.center = (round(lay.seats[0].plate[0]), round(lay.seats[0].plate[1]))
    assert not hand.colliderect(plate) and plate.left >= 0
    for button in table.corner.values():
        assert not hand.colliderect(button.rect)
        assert pygame.Rect((0, 0), size).contains(button.rect)
