"""A game stopped before any round was scored, as a new player makes one: Quick game, Esc,
End game now, back to the menu, Statistics. Every screen on the way draws, and none of
them says the players share a win nobody played for.

Headless (dummy video and audio), instant animations, bots in this process, a private
``OHPSHAW_HOME`` (tests/conftest.py); every step is a posted click or key press.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from saves.history import History
from tests.ui.test_saves import close_app, open_app, quick_game
from tests.ui.test_table import click
from ui.app import App
from ui.scenes.game_over import GameOverScene
from ui.scenes.games import GamesScene
from ui.scenes.menu import MenuScene
from ui.scenes.pause import PauseMenu
from ui.scenes.statistics import StatsScene
from ui.words.i18n import _


@pytest.fixture
def app() -> Iterator[App]:
    application = open_app()
    yield application
    close_app(application)


def _key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    app.step(0.0)
    app.step(0.0)


def _stop_a_quick_game_at_once(app: App) -> GameOverScene:
    """Quick game, Esc, End game now, yes: the game over screen of a game nobody played."""
    table = quick_game(app)
    _key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseMenu)
    click(app, pause.buttons["end"].rect.center)
    click(app, pause.buttons["confirm-end"].rect.center)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert table.game.is_over and not any(r.complete for r in table.game.rounds)
    return over


def test_statistics_after_a_game_stopped_at_once_draw_on_every_visit(app: App) -> None:
    over = _stop_a_quick_game_at_once(app)
    click(app, over.buttons["menu"].rect.center)
    for _visit in range(2):  # it crashed on every later visit too
        start = app.scenes.top
        assert isinstance(start, MenuScene)
        click(app, start.buttons["stats"].rect.center)
        stats = app.scenes.top
        assert isinstance(stats, StatsScene)
        for _frame in range(3):
            app.step(1 / 30)  # draws: the chart of a game without a round
        assert stats.figures.names[0] == "You" and len(stats.figures.games) == 1
        report = stats.report()
        assert report is not None and report.players["You"].games == 1
        _key(app, pygame.K_ESCAPE)



def test_a_game_stopped_at_once_is_said_to_be_stopped_and_nobody_won_it(app: App) -> None:
    over = _stop_a_quick_game_at_once(app)
    app.step(1 / 30)
    assert over.title() == _("game_over.nobody_won") == "Nobody won"
    assert over.reason() == _("outcome.not_started")
    assert over.reason().startswith("The game was stopped before it began")
    assert over.winners == ()
    app.settings.speed = "normal"
    assert not over.celebration().running  # no burst for a win nobody had
    app.settings.speed = "instant"
    assert over.game.winners  # the record keeps what R-G3 names (all lead on 0) ...
    with History() as history:
        assert history.statistics("You").wins == 0  # ... but the statistics count no win
        (line,) = history.last_games("You")
    assert not line.won and line.rounds == 0
    app.nav.finished_games()
    games = app.scenes.top
    assert isinstance(games, GamesScene) and games.list is not None
    assert games.list.rows[0].cells[2] == _("games.state_stopped_before_start")
    app.step(1 / 30)
