"""The coach at the table: a note after a deliberately bad bid and a bad card, none after
the best ones; its figures; the game counted as practice; the costliest moments at the
game's end, each opening the review at that decision.

Headless, bots and the judge in this process (:class:`bot_runtime.worker.InlineWorker`).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any

from bot_runtime.worker import InlineWorker
from game.actions import Action, Bid, Play
from game.analysis.coach import Advice, advise
from game.analysis.decisions import Kind
from game.analysis.judge import Judge
from game.game import Phase
from game.presets import preset
from saves.autosave import AutoSaver
from tests.ui.test_ingame import play_until
from tests.ui.test_table import click, click_action
from ui.app import App
from ui.core.settings import Settings
from ui.review.scene import ReviewScene
from ui.scenes.game_over import GameOverScene
from ui.table.coach import note_text
from ui.table.scene import TableScene

SEATS = ["human", "normal", "normal", "normal"]


def coached_table(coach: bool = True, saver: AutoSaver | None = None,
                  max_hand: int | None = None) -> tuple[App, TableScene]:
    app = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="instant", coach=coach))
    rules = preset("oh-pshaw") if max_hand is None else preset("oh-pshaw").replace(max_hand=max_hand)
    table = TableScene(app, rules, SEATS, 3, saver)
    app.scenes.replace(table)
    app.step(0.0)
    return app, table


def verdicts(table: TableScene) -> dict[Action, Advice]:
    view = table.game.view(table.me)
    judge = Judge()
    return {action: advise(view, action, judge) for action in view.legal}


def reach_bid(app: App, table: TableScene, size: int) -> None:
    play_until(app, table, lambda: table.human_turn and table.game.phase is Phase.BID
               and table.game.round.hand_size >= size)


def reach_costly_card(app: App, table: TableScene) -> dict[Action, Advice]:
    """Play on (as a Normal bot would) until a card the judge calls costly can be played."""
    found: dict[Action, Advice] = {}

    def costly() -> bool:
        nonlocal found
        if not (table.human_turn and table.game.phase is Phase.PLAY and len(table.game.legal_actions()) > 2):
            return False
        found = verdicts(table)
        return any(advice.speaks for advice in found.values())

    play_until(app, table, costly)
    return found


def frames(app: App, count: int = 3) -> None:
    for _ in range(count):
        app.step(0.0)


def test_a_bad_bid_brings_a_note_in_plain_words() -> None:
    app, table = coached_table()
    reach_bid(app, table, 5)
    worst = max(verdicts(table).values(), key=lambda advice: advice.loss)
    assert worst.speaks
    click_action(app, table, worst.action)
    frames(app)
    assert table.coach.note is not None and table.note.shown
    assert isinstance(worst.action, Bid)
    words = table.note.words
    assert words.startswith(f"Bidding {worst.action.tricks} gave away about ")
    assert f"{worst.best.tricks} was the best bid" in words  # type: ignore[union-attr]
    assert table.practice  # a coached game counts as practice
    click(app, table.note.buttons["figures"].rect.center)
    frames(app)
    assert table.note.badges and [best for _l, _v, best in table.note.badges].count(True) == 1
    click(app, table.note.buttons["close"].rect.center)
    frames(app)
    assert table.coach.note is None and not table.note.shown


def test_the_best_bid_brings_no_note() -> None:
    app, table = coached_table()
    reach_bid(app, table, 5)
    best = next(iter(verdicts(table).values())).best
    assert best is not None
    click_action(app, table, best)
    frames(app)
    assert table.coach.moments and table.coach.moments[-1].advice.action == best
    assert table.coach.note is None and not table.note.shown


def test_a_bad_card_brings_a_note_and_the_best_card_none() -> None:
    app, table = coached_table()
    found = reach_costly_card(app, table)
    worst = max(found.values(), key=lambda advice: advice.loss)
    click_action(app, table, worst.action)
    frames(app)
    assert table.coach.note is not None
    assert isinstance(worst.action, Play)
    assert table.note.words.startswith(f"Playing {worst.action.card.label} gave away about ")

    app, table = coached_table()
    found = reach_costly_card(app, table)
    best = next(iter(found.values())).best
    assert best is not None
    click_action(app, table, best)
    frames(app)
    assert table.coach.note is None and table.coach.moments[-1].advice.action == best


def test_without_the_coach_nothing_is_judged() -> None:
    app, table = coached_table(coach=False)
    reach_bid(app, table, 5)
    worst = max(verdicts(table).values(), key=lambda advice: advice.loss)
    click_action(app, table, worst.action)
    frames(app)
    assert not table.coach.moments and table.coach.note is None and not table.practice


def test_the_game_over_lists_the_costliest_moments_and_opens_the_review_there(tmp_path: Any) -> None:
    app, table = coached_table(saver=AutoSaver(), max_hand=3)
    reach_bid(app, table, 3)
    worst = max(verdicts(table).values(), key=lambda advice: advice.loss)
    ply = len(table.game.log)
    click_action(app, table, worst.action)
    play_until(app, table, lambda: isinstance(app.scenes.top, GameOverScene))
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert 1 <= len(over.moments) <= 3 and over.moments[0][0] == ply
    assert over.moments[0][1].startswith("Round 3: bid ")
    losses = [m.advice.loss for m in table.coach.moments]
    assert len([loss for loss in losses if loss > 0.05]) >= len(over.moments)
    for _ in range(len(over.moments) + 2):  # the screen's buttons come one a frame after the first two
        app.step(1 / 60)
    click(app, over.buttons["moment0"].rect.center)
    review = app.scenes.top
    assert isinstance(review, ReviewScene) and review.position == ply

    # the history keeps it as a practice game, marked as played with the coach
    from saves.played_games import played_games
    from ui.scenes.games import game_row
    games, problem = played_games()
    assert problem is None and games[0].record is not None and games[0].record["coached"] is True
    assert "with the coach" in game_row(games[0]).cells[2]
    from saves.history import History
    with History() as history:
        assert history.games(1)[0]["practice"]  # left out of the statistics, as practice is


def test_the_note_says_points_whole_and_tricks_as_an_average() -> None:
    """Scores move in whole points: the note says "about 7 points", not 6.8; the tricks a
    hand takes are an average, and the note says so."""
    advice = Advice(Kind.BID, Bid(3), Bid(0), 6.8, {}, 0.5)
    words = note_text(advice)
    assert words == ("Bidding 3 gave away about 7 points: with this hand you take 0.5 tricks "
                     "on average, so 0 was the best bid.")
