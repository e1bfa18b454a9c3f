"""Hot seat: several people at one screen. Whole games by clicks through the real scenes,
with the renderer's report of every card it drew face up checked at every step.

Headless, instant animations, bots thinking in this process.
"""

from __future__ import annotations

import doctest
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pygame
import pytest

import ui.table.hotseat
from game.actions import Pass
from game.bots import make_bot
from game.game import Game, Phase
from game.presets import preset
from saves.autosave import AutoSaver
from tests.ui.test_table import click, click_action
from ui.app import App
from ui.continuing import load_for_continue
from ui.scenes.score_sheet import ScoreSheet
from ui.table.handover import GUARD, HandOver
from ui.table.hotseat import HotSeat, next_human
from ui.table.scene import TableScene
from ui.table.view import Drawn
from ui.words.seats import default_names

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Ema"]


def human_move(app: App, table: TableScene, helper: object) -> None:
    """The human at the bottom makes a Normal bot's choice with the mouse; the engine took it."""
    game = table.game
    seat = game.to_act
    assert seat == table.me and seat in table.hotseat.humans
    assert sorted(map(str, table.hand)) == sorted(map(str, game.state.hands[seat]))
    action = helper.choose(game.view(seat))  # type: ignore[attr-defined]
    before = len(game.log)
    click_action(app, table, action)
    if isinstance(action, Pass):
        assert game.log[before][0] == seat and isinstance(game.log[before][1], Pass)
    else:
        assert game.log[before] == (seat, action)


@dataclass
class Walk:
    """What a walk through a hot-seat game saw."""

    handovers: list[tuple[int, int, Phase]] = field(default_factory=list)  # seat, round, phase
    frames: int = 0
    moves: list[tuple[int, int]] = field(default_factory=list)  # (seat, round) of each human move
    shown: list[tuple[int, int]] = field(default_factory=list)  # (actions so far, seat) per face-up hand

    def check_against(self, game: Game, humans: frozenset[int]) -> None:
        """Afterwards, from the log alone: a hand was face up only when its owner was the
        next human to act (or no human acted again)."""
        for done, seat in self.shown:
            after = [s for s, _ in game.log[done:] if s in humans]
            assert not after or after[0] == seat, f"seat {seat}'s hand showed before seat {after[0]}'s turn"


def render(table: TableScene) -> Drawn:
    return table.render(pygame.Surface(table.app.size))


def check_picture(table: TableScene) -> Drawn:
    """No card of any hand face up, except the screen holder's own while it may show
    (one deck: every card is in one place). The hands are the engine's once the table has
    caught up, the table's own while cards still move (the cut shows cards later dealt)."""
    game, seat = table.game, table.hotseat
    hands = game.state.hands if table.director.idle else table.model.hands
    drawn = render(table)
    shown = seat.shows(game)
    if not shown:
        assert drawn.hand == []
    else:
        assert seat.holder == table.me and drawn.hand == table.model.hands[table.me]
    for owner, hand in enumerate(hands):
        if owner == table.me and shown:
            continue
        visible = set(hand) & set(drawn.hand + drawn.table + drawn.flying)
        assert not visible, f"{table.look.names[owner]}'s {visible} drawn face up"
    return drawn


def walk(app: App, table: TableScene, until: Callable[[], bool], limit: int = 40000) -> Walk:
    """Play by clicks alone (hand-overs, the humans' moves, score sheets) until ``until()``,
    checking the picture at every step and the table under every hand-over."""
    seen = Walk()
    helper = make_bot("normal", 7)
    game = table.game
    for _ in range(limit):
        if until():
            seen.check_against(game, table.hotseat.humans)
            return seen
        top = app.scenes.top
        seen.frames += 1
        if isinstance(top, HandOver):
            seat = game.to_act
            # a different human acts next, or the first human of a new round
            assert seat is not None and (seat, game.round.number) not in seen.moves[-1:]
            assert top.name == table.look.names[seat] and table.me == seat
            assert not table.hotseat.shows(game) and not table.human_turn
            drawn = check_picture(table)
            assert drawn.hand == [] and drawn.flying == []
            seen.handovers.append((seat, game.round.number, game.phase))
            click(app, (10, 10), frames=1)  # too soon: the previous player's click does nothing
            assert app.scenes.top is top
            app.step(GUARD + 0.1)
            click(app, (app.size[0] // 2, app.size[1] // 2), frames=1)
            assert app.scenes.top is table and table.human_turn
            after = check_picture(table)
            watch(seen, table, after)
            assert sorted(map(str, after.hand)) == sorted(map(str, game.state.hands[seat]))
            continue
        watch(seen, table, check_picture(table))
        if isinstance(top, ScoreSheet):
            assert top.button is not None
            click(app, top.button.rect.center)
        elif table.human_turn:
            seen.moves.append((table.me, game.round.number))
            human_move(app, table, helper)
        else:
            app.step(0.0)
    raise AssertionError("the walk did not get there")


def watch(seen: Walk, table: TableScene, drawn: Drawn) -> None:
    if drawn.hand:
        seen.shown.append((len(table.game.log), table.me))


def start(app: App, rules_name: str, seats: list[str], seed: int, **options: object) -> TableScene:
    table = TableScene(app, replace(preset(rules_name), **options), seats, seed,
                       names=NAMES[:len(seats)])
    app.scenes.replace(table)
    app.step(0.0)
    return table


@pytest.mark.slow
def test_three_humans_whole_game_no_hand_shows_at_any_hand_over(app: App) -> None:
    table = start(app, "oh-pshaw", ["human", "normal", "human", "human"], 5)
    seen = walk(app, table, lambda: table.game.is_over)
    humans = table.hotseat.humans
    moves = seen.moves
    assert [seat for seat, _ in moves] == [seat for seat, _ in table.game.log if seat in humans]
    changes = [move for i, move in enumerate(moves) if i == 0 or moves[i - 1] != move]
    # a hand-over exactly when the human changes or a new round begins
    assert [(seat, number) for seat, number, _ in seen.handovers] == changes
    assert any(moves[i - 1][0] == seat and moves[i - 1][1] < number
               for i, (seat, number) in enumerate(moves) if i)  # one played last and acted first next
    assert {phase for _, _, phase in seen.handovers} == {Phase.BID, Phase.PLAY}
    seats = [seat for seat, _ in table.game.log]
    again = [i for i, seat in enumerate(seats) if seat in humans and seats[i - 1] not in humans
             and next(s for s in reversed(seats[:i]) if s in humans) == seat]
    assert again  # a bot between two turns of one human: no hand-over


@pytest.mark.parametrize("close", ["button", "escape"])
def test_who_played_last_and_bids_first_next_round_gets_a_hand_over_first(app: App, close: str) -> None:
    """Two people and two bots: Anna plays the round's last card, everyone reads the round's
    score sheet, and Anna is the first person to bid in the next round. Her new hand is
    dealt face down and stays so, through the bots' bids, until "Pass to Anna" is clicked."""
    table = start(app, "oh-pshaw", ["human", "human", "normal", "normal"], 1)
    game = table.game
    walk(app, table, lambda: isinstance(app.scenes.top, ScoreSheet))
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet) and sheet.button is not None
    assert game.rounds[0].tricks[-1].plays[-1][0] == 0  # Anna played the last card
    assert game.round.number == 2 and next_human(game, table.hotseat.humans) == 0  # and bids first
    assert table.me == 0 and render(table).hand == []
    app.settings.speed = "normal"
    if close == "button":
        click(app, sheet.button.rect.center)
    else:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        app.step(0.0)
    assert app.scenes.top is table
    hand, dealt = set(game.state.hands[0]), 0
    for _ in range(3000):
        if isinstance(app.scenes.top, HandOver):
            break
        drawn = render(table)
        assert drawn.hand == [] and not hand & set(drawn.hand + drawn.flying + drawn.table)
        dealt += bool(table.director.animator.sprites)
        app.step(1 / 60)
    handover = app.scenes.top
    assert isinstance(handover, HandOver) and handover.name == "Anna" and dealt > 5
    assert game.to_act == 0 and len(game.round.bids) == 2  # after the bots' bids, before hers
    assert render(table).hand == [] and len(table.hand) == 2
    app.step(GUARD + 0.1)
    click(app, (app.size[0] // 2, app.size[1] // 2), frames=1)
    assert app.scenes.top is table and table.human_turn
    assert set(render(table).hand) == hand


def test_scores_looked_at_in_ones_own_turn_give_the_hand_back_without_a_hand_over(app: App) -> None:
    """The person holding the screen opens the score sheet (Tab) in their turn: the table is
    theirs under it, so closing it shows their hand again at once."""
    table = start(app, "oh-pshaw", ["human", "normal", "human", "normal"], 4)
    walk(app, table, lambda: table.game.round.number == 3 and table.human_turn)
    hand = list(render(table).hand)
    assert hand and hand == table.game.state.hands[table.me]
    for key in (pygame.K_TAB, pygame.K_ESCAPE):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.step(0.0)
        assert not isinstance(app.scenes.top, HandOver)
    assert app.scenes.top is table and table.human_turn and render(table).hand == hand


def test_simultaneous_bids_of_three_humans_are_collected_apart_and_shown_together(app: App) -> None:
    table = start(app, "oh-pshaw", ["human", "human", "normal", "human"], 11,
                  simultaneous_bidding=True)
    game = table.game
    revealed_counts: set[int] = set()

    def first_trick_done() -> bool:
        revealed_counts.add(sum(b is not None for b in table.model.bids))
        tricks = game.rounds[0].tricks
        return bool(tricks) and tricks[0].winner is not None and table.director.idle

    seen = walk(app, table, first_trick_done)
    bidding = [(seat, phase) for seat, number, phase in seen.handovers if number == 1
               and phase is Phase.BID]
    assert sorted(seat for seat, _ in bidding) == [0, 1, 3]  # three bids behind three hand-overs
    assert revealed_counts == {0, 4}  # nobody's bid showed before all were in
    assert len(game.rounds[0].bids) == 4 and game.rounds[0].tricks[0].winner is not None


@pytest.mark.parametrize("passing", [False, True])
def test_oh_seven_card_bids_of_two_humans_stay_secret_until_revealed(app: App, passing: bool) -> None:
    table = start(app, "oh-seven", ["human", "normal", "human", "normal"], 1,
                  passing=passing)
    game = table.game
    shown_cards: set[int] = set()

    def third_round() -> bool:
        shown_cards.add(sum(c is not None for c in table.model.bid_cards))
        return len(game.rounds) >= 3 and table.director.idle

    seen = walk(app, table, third_round)
    card_bids = [seat for seat, number, phase in seen.handovers if number == 1 and phase is Phase.BID]
    assert sorted(set(card_bids)) == [0, 2] and len(card_bids) >= 2
    assert shown_cards <= {0, 4} and 4 in shown_cards  # all bid cards at once, or none
    if passing:  # round 2 passes a card: each chose it behind their own hand-over
        passes = [seat for seat, number, phase in seen.handovers if number == 2 and phase is Phase.PASS]
        assert sorted(passes) == [0, 2]


def test_cards_are_dealt_face_down_to_a_hot_seat_at_normal_speed(app: App) -> None:
    app.settings.speed = "normal"
    table = start(app, "oh-pshaw", ["human", "normal", "human", "normal"], 9)
    game, dealt_frames = table.game, 0
    for _ in range(3000):
        if isinstance(app.scenes.top, HandOver):
            break
        app.step(1 / 60)
        if table.model.round_number >= 1:  # the cut's public cards are gathered by now
            drawn = render(table)
            in_hands = {card for hand in game.state.hands for card in hand}
            assert drawn.hand == [] and not in_hands & set(drawn.flying + drawn.table)
            dealt_frames += bool(table.director.animator.sprites)
    assert isinstance(app.scenes.top, HandOver) and dealt_frames > 5


def test_a_single_human_never_sees_a_hand_over(app: App) -> None:
    table = start(app, "oh-pshaw", ["normal", "human", "normal", "normal"], 3)
    assert not table.hotseat.active and table.me == 1 and table.look.names[1] == "Ben"
    game = table.game
    helper = make_bot("normal", 1)
    turns = 0
    while len(game.rounds) < 4:
        top = app.scenes.top
        assert not isinstance(top, HandOver)
        assert not table.look.hide_hand
        if isinstance(top, ScoreSheet):
            click(app, top.button.rect.center)  # type: ignore[union-attr]
        elif table.human_turn:
            assert render(table).hand == table.model.hands[1] != []
            human_move(app, table, helper)
            turns += 1
        else:
            app.step(0.0)
    assert turns > 6


def test_a_resumed_hot_seat_game_starts_behind_a_hand_over(app: App) -> None:
    seats = ["human", "normal", "human", "normal"]
    table = TableScene(app, preset("oh-pshaw"), seats, 8, AutoSaver(), names=NAMES[:4])
    app.scenes.replace(table)
    walk(app, table, lambda: len(table.game.rounds) >= 3 and table.game.phase is Phase.PLAY
         and table.hotseat.shows(table.game))
    assert table.hotseat.holder is not None and render(table).hand != []
    resume = load_for_continue()  # the autosave of the game as it stands (the window "closes")
    assert resume.session is not None, resume.messages
    resumed = TableScene.from_session(app, resume.session, resume.messages)
    app.scenes.replace(resumed)
    assert resumed.hotseat.holder is None and resumed.look.names == NAMES[:4]
    assert resumed.game.log == table.game.log
    for _ in range(200):
        if isinstance(app.scenes.top, HandOver):
            break
        assert render(resumed).hand == []
        app.step(0.0)
    assert isinstance(app.scenes.top, HandOver)
    assert resumed.game.log == table.game.log  # nobody acted: it was a human's turn
    assert render(resumed).hand == []


def test_next_human_knows_the_order_round_the_table_but_not_a_trick_of_bots() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=3)
    order = list(game.state.order)
    assert game.phase is Phase.BID and game.to_act == order[0]
    assert next_human(game, frozenset({order[2]})) == order[2]  # two bids ahead
    game.apply(game.legal_actions()[0])
    # the rest bid, then eldest leads the first trick
    assert next_human(game, frozenset({order[0]})) == order[0]
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    assert game.phase is Phase.PLAY and next_human(game, frozenset({order[2]})) == order[2]
    game.apply(game.legal_actions()[0])  # round 1 has one card: eldest plays it
    assert next_human(game, frozenset({order[0]})) is None  # the trick's winner decides


def test_next_human_after_card_bids_of_bots_is_unknown() -> None:
    game = Game(preset("oh-seven"), 4, seed=2)
    order = list(game.state.order)
    assert next_human(game, frozenset({order[3]})) == order[3]
    game.apply(game.legal_actions()[0])
    assert next_human(game, frozenset({order[0]})) is None  # the top bid card leads


def test_hot_seat_rules_and_default_names() -> None:
    game = Game(preset("oh-pshaw"), 3, seed=1)
    solo = HotSeat(["normal", "human", "normal"])
    assert not solo.active and solo.shows(game) and solo.due(game, True) is None
    spectators = HotSeat(["normal"] * 3)
    assert not spectators.shows(game)
    pair = HotSeat(["human", "human", "normal"])
    assert not pair.shows(game)
    seat = game.to_act
    assert seat is not None
    if seat in pair.humans:
        assert pair.due(game, idle=False) is None and pair.due(game, idle=True) == seat
        pair.handed_over(seat, game)
        assert pair.shows(game) and pair.due(game, idle=True) is None
    assert default_names(["human", "normal"], ("Ada",)) == ["You", "Ada"]
    assert default_names(["human", "human"], ("Ada",)) == ["Player 1", "Player 2"]
    assert doctest.testmod(ui.table.hotseat).failed == 0


def test_the_hand_over_waits_for_a_click_enter_or_space_after_its_guard_time(app: App) -> None:
    ready: list[str] = []
    table = start(app, "oh-pshaw", ["human", "normal", "normal"], 1)
    for key in (pygame.K_SPACE, pygame.K_RETURN):
        screen = HandOver(app, "Anna", "", lambda: ready.append("yes"))
        app.scenes.push(screen)
        assert screen.title == "Pass to Anna — click when ready"
        for pressed in (key, pygame.K_ESCAPE):  # too soon, then not a ready key
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pressed, mod=0, unicode=""))
            app.step(GUARD)
            assert app.scenes.top is screen and not ready
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" "))
        app.step(0.0)
        assert app.scenes.top is table and ready.pop() == "yes"
