"""Looking back at a finished game in the window: the review steps through a whole game
forward and back and shows what the engine holds at every step; the analysis comes from the
analyst round by round; the report opens the review at a decision; the game over screen, the
load screen and the games of the history lead there; a game in progress is never shown.

Headless (dummy video and audio); the analyst judges in this process with a small budget.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from bot_runtime.analysis import InlineAnalyst
from bot_runtime.worker import InlineWorker
from game.actions import EndEarly, Play
from game.analysis import Judge
from game.game import Game, Phase
from game.match import play_match
from game.presets import preset
from game.record import to_record
from game.rules import Rules
from saves.analysis_cache import cache_path
from saves.finished import Finished
from saves.records import archive_record
from saves.session import new_session
from saves.slots import list_slots, save_slot
from ui.app import App
from ui.core.draw import GOLD
from ui.core.fonts import scaled
from ui.core.settings import Settings
from ui.review.report import ReportScene
from ui.review.scene import ReviewScene
from ui.scenes.game_over import GameOverScene
from ui.scenes.games import GamesScene
from ui.scenes.load import LoadScene
from ui.scenes.menu import MenuScene


def _app(speed: str = "instant") -> App:
    return App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed=speed),
               analyst_factory=lambda: InlineAnalyst(Judge(4, 6)))


@pytest.fixture
def app() -> Iterator[App]:
    application = _app()
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def _finished(rules: Rules, players: int, seed: int) -> Finished:
    match = play_match(rules, ["normal"] * players, seed)
    return Finished(to_record(match.game, match.players), match.game,
                    tuple(p.name for p in match.players))


def _settle(app: App, review: ReviewScene, frames: int = 400) -> None:
    for _ in range(frames):
        if review.director.idle:
            return
        app.step(1 / 30)
    raise AssertionError("the table never caught up")


def _same_as_engine(review: ReviewScene, game: Game) -> None:
    """The table shows what the engine holds: every hand, the trick, bids, tricks won,
    totals, the round and its trump."""
    model = review.model
    assert model.round_number == game.round.number
    for seat in range(game.players):
        assert Counter(model.hands[seat]) == Counter(game.state.hands[seat]), seat
    in_play = list(game.state.trick) if game.phase is Phase.PLAY else []  # a round's last trick is gone
    assert [card for _s, card, _t in model.trick] == in_play
    assert list(model.piles) == list(game.state.tricks_won)
    assert list(model.bids) == list(game.state.bids)
    assert list(model.totals) == list(game.totals)
    assert model.trump == game.state.trump


@pytest.mark.parametrize(("name", "players", "changes"), [
    ("oh-pshaw", 4, {"max_hand": 3}),
    ("oh-seven", 3, {"fixed_rounds": 2, "passing": True}),
    ("wizard", 3, {"max_hand": 3}),
])
def test_stepping_through_a_whole_game_shows_the_engine_at_every_step(
        app: App, name: str, players: int, changes: dict[str, object]) -> None:
    finished = _finished(preset(name).replace(**changes), players, seed=5)
    app.nav.review(finished, None, app.nav.menu)
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    steps = review.steps
    for position in range(steps.end + 1):  # forward, card by card, with the table's motion
        _settle(app, review)
        assert review.position == position
        _same_as_engine(review, steps.game_at(position))
        review.command("forward")
    assert review.position == steps.end
    for position in range(steps.end, -1, -1):  # and back, one step at a time
        review.command("back_one") if position < steps.end else None
        _settle(app, review)
        _same_as_engine(review, steps.game_at(review.position))
    assert review.position == 0


def test_steps_at_the_players_speed_animate_and_land_on_the_engine() -> None:
    app = _app(speed="normal")
    try:
        finished = _finished(preset("oh-pshaw").replace(max_hand=2), 4, seed=3)
        app.nav.review(finished, None, app.nav.menu)
        review = app.scenes.top
        assert isinstance(review, ReviewScene)
        review.go(review.steps.next_trick(0))  # the first card of the first trick
        review.command("forward")
        assert not review.director.idle  # the card is on its way
        _settle(app, review)
        _same_as_engine(review, review.steps.game_at(review.position))
    finally:
        while app.scenes.stack:
            app.scenes.pop()


def test_jumps_land_where_they_say(app: App) -> None:
    finished = _finished(preset("oh-pshaw").replace(max_hand=4), 4, seed=9)
    app.nav.review(finished, None, app.nav.menu)
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    steps = review.steps
    review.command("round_on")
    assert review.position == steps.round_start(2)
    review.command("trick_on")
    assert steps.trick_of(review.position) == 1
    review.command("trick_on")
    assert steps.trick_of(review.position) == 2
    review.command("trick_back")
    assert steps.trick_of(review.position) == 1
    review.command("end")
    assert review.position == steps.end
    _same_as_engine(review, finished.game)
    review.command("start")
    assert review.position == 0
    sheet = review.sheet
    assert sheet is not None
    row = sheet.row_rect(2)
    assert row is not None
    from tests.ui.test_table import click
    click(app, row.center)
    assert review.position == steps.round_start(3)


def test_the_analysis_arrives_round_by_round_and_every_decision_is_shown(app: App) -> None:
    finished = _finished(preset("oh-pshaw").replace(max_hand=3), 4, seed=2)
    app.nav.review(finished, None, app.nav.menu)
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    looking = review.looking
    seen = []
    while not looking.done:
        app.step(0.0)
        seen.append(looking.progress)
    assert seen == sorted(seen) and len(set(seen)) >= 3  # it grew round by round
    assert looking.report is not None and not looking.problem
    for position in range(review.steps.end):  # the side draws every decision
        review.go(position)
        app.step(0.0)
        assert looking.rating(position) is not None
    review.command("hands")
    assert not review.look.open_hands
    review.command("viewer")
    assert review.viewer == 1


def test_the_report_opens_the_review_at_the_costliest_decision(app: App) -> None:
    # Random players: their wild bids give points away clear of a small judge's noise
    match = play_match(preset("oh-pshaw").replace(max_hand=4), ["random"] * 4, 4)
    finished = Finished(to_record(match.game, match.players), match.game,
                        tuple(p.name for p in match.players))
    app.nav.report(finished, None, app.nav.menu)
    report = app.scenes.top
    assert isinstance(report, ReportScene)
    while not report.looking.done:
        app.step(0.0)
    app.step(0.0)
    assert report.costly and report.costly[0].loss == max(r.loss for r in report.looking.report.ratings)
    report.command("open")
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    assert review.position == report.costly[0].ply
    assert review.looking is report.looking  # the same analysis, not started again
    review.command("report")
    assert isinstance(app.scenes.top, ReportScene)
    app.scenes.top.command("back")
    assert isinstance(app.scenes.top, MenuScene)


def test_the_game_over_screen_leads_to_the_review_and_keeps_the_analysis(app: App, tmp_path: Path) -> None:
    finished = _finished(preset("oh-pshaw").replace(max_hand=3), 4, seed=7)
    kept_at = tmp_path / "game.json"
    app.nav.game_over(finished.game, list(finished.names), ["human", "normal", "normal", "normal"],
                      app.nav.menu, finished.record, kept_at)
    over = app.scenes.top
    for _ in range(2):  # Review and Report come one a frame after Play again and Main menu
        app.step(0.0)
    assert isinstance(over, GameOverScene) and set(over.buttons) >= {"review", "report"}
    while over.looking is not None and not over.looking.done:
        app.step(0.0)
    assert cache_path(kept_at).exists()  # kept beside the record once complete
    over.choose("review")
    assert isinstance(app.scenes.top, ReviewScene)
    app.scenes.top.command("leave")
    assert isinstance(app.scenes.top, GameOverScene)
    app.scenes.top.choose("report")
    assert isinstance(app.scenes.top, ReportScene)


def test_a_saved_game_is_reviewed_only_once_it_is_over(app: App) -> None:
    session = new_session(preset("oh-pshaw").replace(max_hand=2), ["human", "normal", "normal"], 4)
    while session.game.to_act not in (None, 0):
        session.bot_move()
    save_slot("Sunday", session)
    app.nav.saved_games()
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    assert not load.buttons["review"].is_enabled  # a game in progress: its hands stay private
    load.review(load.slots[0])
    assert isinstance(app.scenes.top, LoadScene) and "in progress" in load.message
    session.game.apply(EndEarly())
    save_slot("Sunday", session)
    load.refresh(0)
    assert load.buttons["review"].is_enabled
    load.choose("review")
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    assert review.looking.cache == cache_path(list_slots()[0].path)
    review.command("leave")
    assert isinstance(app.scenes.top, LoadScene)


def test_the_games_of_the_history_lead_to_the_review(app: App) -> None:
    finished = _finished(preset("oh-pshaw").replace(max_hand=2), 3, seed=6)
    archive_record(finished.record)
    unfinished = to_record(play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 3, 8).game)
    del unfinished["result"]  # a game left from the table, still to be continued
    unfinished["started"] = "2026-11-30T10:00:00Z"
    archive_record(unfinished)
    app.nav.finished_games()
    games = app.scenes.top
    assert isinstance(games, GamesScene)
    assert len(games.games) == 2
    for index, game in enumerate(games.games):
        assert games.list is not None
        games.list.select(index)
        games._enable()
        assert games.buttons["review"].is_enabled == game.over
        games.choose("review")
        if game.over:
            assert isinstance(app.scenes.top, ReviewScene)
            app.scenes.top.command("leave")
            games = app.scenes.top
            assert isinstance(games, GamesScene)
        else:
            assert app.scenes.top is games and "private" in games.message


class _Broken(InlineAnalyst):
    """An analyst whose worker dies on the second round."""

    def rate(self, record: dict[str, object], first: int, last: int):  # type: ignore[no-untyped-def]
        future = super().rate(record, first, last)
        if first == 2:
            future.set_exception(RuntimeError("the worker died"))
        return future


def test_an_analysis_that_fails_is_said_and_the_review_goes_on() -> None:
    app = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"),
              analyst_factory=lambda: _Broken(Judge(4, 6)))
    try:
        finished = _finished(preset("oh-pshaw").replace(max_hand=3), 3, seed=1)
        app.nav.review(finished, None, app.nav.menu)
        review = app.scenes.top
        assert isinstance(review, ReviewScene)
        for _ in range(20):
            app.step(0.0)
        assert review.looking.done and "the worker died" in review.looking.problem
        review.command("forward")
        review.command("end")
        app.step(0.0)
        _same_as_engine(review, finished.game)
    finally:
        while app.scenes.stack:
            app.scenes.pop()


@pytest.mark.parametrize(("players", "size", "shown"), [(4, (1024, 640), True), (5, (1600, 1000), True),
                                                         (6, (1024, 640), False), (7, (1024, 640), False)])
def test_the_skill_table_is_whole_or_left_out(players: int, size: tuple[int, int], shown: bool,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The game over screen's skill and luck table has a line for every player; when the
    window has no room for them all (six or seven players: the screen scales with its
    height) it is left out, never cut."""
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"),
              analyst_factory=lambda: InlineAnalyst(Judge(4, 6)))
    try:
        finished = _finished(preset("oh-pshaw").replace(max_hand=2), players, seed=3)
        app.nav.game_over(finished.game, list(finished.names), ["human"] + ["normal"] * (players - 1),
                          app.nav.menu, finished.record, None)
        over = app.scenes.top
        assert isinstance(over, GameOverScene) and over.looking is not None
        while not over.looking.done:
            app.step(0.0)
        drawn: list[pygame.Rect] = []
        monkeypatch.setattr(over, "_skill", lambda surface, box: drawn.append(box))
        over.resize(app.size)  # the still picture is kept while nothing changes: drawn anew
        app.step(1 / 30)
        h = app.size[1]
        if not shown:
            assert drawn == []
            return
        assert len(drawn) >= 1
        box = drawn[-1]
        size_, small = scaled(h, 0.02), scaled(h, 0.016)
        rows = round(size_ * 1.6) + round(small * 1.5) + round(size_ * 1.4) * players
        assert box.height >= rows  # every player's line inside the box
        assert box.bottom <= h - round(h * 0.14)  # above the buttons
    finally:
        while app.scenes.stack:
            app.scenes.pop()


#: Run in a child process: ``App.run`` ends with ``pygame.quit()``, which would leave the
#: fonts cached in this process unusable for the tests after it.
_REVIEW_A_FEW_FRAMES = """
import sys
import pygame
from main import main
from ui.app import App
from ui.core.draw import GOLD
real_loop = App.loop
def a_few_frames(self, until=None):
    for _ in range(6):
        self.frame()
    top = self.scenes.top
    print(type(top).__name__, len(top.steps.game.log))
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # the window's close button
    real_loop(self)
App.loop = a_few_frames
sys.exit(main(["review", sys.argv[1]]))
"""


@pytest.mark.slow
def test_the_review_command_opens_the_window_at_a_finished_record(tmp_path: Path) -> None:
    """``main.py review FILE`` on a good record: the window opens at the review (the real
    worker process judging it), runs a few frames, and closes cleanly with exit code 0."""
    finished = _finished(preset("oh-pshaw").replace(max_hand=2), 3, seed=5)
    record = tmp_path / "game.json"
    record.write_text(json.dumps(finished.record), encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "OHPSHAW_HOME": str(tmp_path / "home")}
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", _REVIEW_A_FEW_FRAMES, str(record)], cwd=root,
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    # the review of the game in the file, from its start
    assert done.stdout.split()[-2:] == ["ReviewScene", str(len(finished.game.log))]


def test_the_marks_are_the_cards_own_rings_and_the_step_tips_open_above_the_buttons(app: App) -> None:
    finished = _finished(preset("oh-pshaw").replace(max_hand=3), 4, seed=2)
    app.nav.review(finished, None, app.nav.menu)
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    while not review.looking.done:
        app.step(0.0)
    marked = 0
    for position in range(review.steps.end):
        review.go(position)
        app.step(0.0)
        decision = review.steps.decision(position)
        rating = review.looking.rating(position)
        assert decision is not None and rating is not None
        seat, action = decision
        if isinstance(action, Play) and rating.estimates and (seat == review.viewer or review.open_hands):
            # the card played and the best one wear their ring: drawn with the card, turned
            # with it, under the next card (not a box drawn over the hand)
            assert action.card in review.look.marked and rating.best is not None
            assert review.look.marked[rating.best.card] == GOLD  # type: ignore[union-attr]
            marked += 1
        else:
            assert not review.look.marked
    assert marked
    block = [b.rect for key, b in review.buttons.items() if key != "flag"]
    for key in ("forward", "leave"):
        button = review.buttons[key]
        for _ in range(3):  # past the tip's delay
            button.while_hovering(1.0, button.rect.center)
        tip = button.tool_tip
        assert tip is not None
        assert not any(tip.rect.colliderect(rect) for rect in block), key
        assert tip.rect.top >= 0 and tip.rect.bottom < min(rect.top for rect in block)
