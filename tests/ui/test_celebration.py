"""The game over screen celebrates a win of a person at the screen (the one human, one of the
hot seat's), once per finished game: confetti and the title's pop when it first shows, not
again on the way back from the review or the report; a bot's win is said plainly."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot_runtime.analysis import InlineAnalyst
from bot_runtime.worker import InlineWorker
from game.analysis import Judge
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.finished import Finished
from ui.app import App
from ui.core.settings import Settings
from ui.review.report import ReportScene
from ui.review.scene import ReviewScene
from ui.scenes.game_over import GameOverScene

RULES = preset("oh-pshaw").replace(max_hand=3)


@pytest.fixture
def app() -> Iterator[App]:
    """A window at normal speed (a flourish plays), the analysis in this process."""
    application = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="normal"),
                      analyst_factory=lambda: InlineAnalyst(Judge(4, 6)))
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def finished(seed: int = 7) -> Finished:
    """A short finished four-player game with one winner."""
    for tried in range(seed, seed + 50):
        match = play_match(RULES, ["normal"] * 4, tried)
        if len(match.game.winners) == 1:
            return Finished(to_record(match.game, match.players), match.game,
                            tuple(p.name for p in match.players))
    raise AssertionError("no single winner in 50 games")


def shown(app: App, game: Finished, seats: list[str]) -> GameOverScene:
    """The game over screen of ``game`` with ``seats``, as the table opens it, a frame on."""
    app.nav.game_over(game.game, list(game.names), seats, app.nav.menu, game.record)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    app.step(1 / 60)
    return over


def seats_with(humans: list[int]) -> list[str]:
    return ["human" if s in humans else "normal" for s in range(4)]


def test_confetti_bursts_when_the_human_wins_and_not_when_a_bot_wins(app: App) -> None:
    game = finished()
    winner = game.game.winners[0]
    won = shown(app, game, seats_with([winner]))
    assert won.flourish.running and won.flourish.pieces and won.flourish.title_scale() != 1.0
    lost = shown(app, game, seats_with([(winner + 1) % 4]))
    assert not lost.flourish.running and not lost.flourish.pieces
    assert lost.flourish.title_scale() == 1.0
    assert lost.title() == f"{game.names[winner]} wins"  # the bot's win, said plainly


def test_in_the_hot_seat_a_human_winner_is_celebrated_and_bots_alone_are_not(app: App) -> None:
    game = finished()
    winner = game.game.winners[0]
    others = [s for s in range(4) if s != winner]
    assert shown(app, game, seats_with([winner, others[0]])).flourish.running
    assert not shown(app, game, seats_with(others[:2])).flourish.running


def test_the_confetti_plays_once_not_again_back_from_the_review_or_the_report(app: App) -> None:
    game = finished()
    over = shown(app, game, seats_with([game.game.winners[0]]))
    assert over.flourish.running
    for _ in range(4):  # the review and the report buttons come one a frame
        app.step(1 / 60)
    over.choose("review")  # during the burst
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    review.command("leave")
    again = app.scenes.top
    assert isinstance(again, GameOverScene) and again is not over
    app.step(1 / 60)
    assert not again.flourish.running and again.flourish.title_scale() == 1.0
    for _ in range(4):
        app.step(1 / 60)
    again.choose("report")
    report = app.scenes.top
    assert isinstance(report, ReportScene)
    report.command("back")
    last = app.scenes.top
    assert isinstance(last, GameOverScene) and last is not again
    app.step(1 / 60)
    assert not last.flourish.running and not last.flourish.pieces
    last.resize(app.size)  # a new size or language does not start it either
    assert not last.flourish.running
    # the next game's win is celebrated again
    assert shown(app, game, seats_with([game.game.winners[0]])).flourish.running
