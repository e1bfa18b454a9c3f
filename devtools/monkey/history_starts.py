"""The monkey's starts over a data folder a player has used (:mod:`devtools.monkey.history`):
the menu with Continue, Statistics and Games played over a history of many kinds of game,
the review and the skill and luck report (from a game's end, from Games played, from a
record file as ``main.py review`` opens it), Load game with saves, the export dialog and
the save dialog over a table.

Each start is a function ``(app, seed)`` like those of :mod:`devtools.monkey.starts`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from devtools.monkey.history import SAVE_NAME, fill
from devtools.monkey.table_starts import acted, game_over
from ui.app import App

if TYPE_CHECKING:
    from ui.scenes.games import GamesScene
    from ui.scenes.load import LoadScene


def menu_used(app: App, seed: int) -> None:
    """The main menu over a used data folder: Continue, saves, a history."""
    fill(seed)
    app.nav.menu()


def statistics(app: App, seed: int) -> None:
    """Statistics over the history, all games, the first player chosen."""
    fill(seed)
    app.nav.statistics()


def statistics_wizard(app: App, seed: int) -> None:
    """Statistics of the Wizard games only (every total below zero but one)."""
    from ui.scenes.statistics import StatsScene
    fill(seed)
    app.nav.statistics()
    scene = app.scenes.top
    assert isinstance(scene, StatsScene)
    scene.show("wizard")


def games_played(app: App, seed: int) -> None:
    """Games played over the history, a game chosen by the seed."""
    fill(seed)
    _games(app, seed)


def _games(app: App, seed: int) -> GamesScene:
    from ui.scenes.games import GamesScene
    app.nav.finished_games()
    scene = app.scenes.top
    assert isinstance(scene, GamesScene) and scene.list is not None
    scene.list.select(seed % max(1, len(scene.games)))
    return scene


def _reviewable(app: App, seed: int) -> GamesScene:
    """Games played with a game chosen that can be looked back at (the seed says which)."""
    fill(seed)
    scene = _games(app, seed)
    found = [i for i, game in enumerate(scene.games) if game.reviewable and not game.real_cards]
    assert scene.list is not None and found, "the history holds games to look back at"
    scene.list.select(found[seed % len(found)])
    return scene


def review_from_games(app: App, seed: int) -> None:
    """The review of a game of the history, opened from Games played."""
    _reviewable(app, seed).choose("review")


def report_from_games(app: App, seed: int) -> None:
    """The skill and luck report of a game of the history, opened from Games played."""
    _reviewable(app, seed).choose("report")


def review_from_file(app: App, seed: int) -> None:
    """The review of a finished game's record file, as ``main.py review FILE`` opens it."""
    from saves.analysis_cache import cache_path
    from saves.finished import read_finished
    record = fill(seed).record
    app.scenes.replace(app.nav.first_review(read_finished(record), cache_path(record)))


def _game_over(app: App, seed: int) -> None:
    from ui.scenes.game_over import GameOverScene
    game_over(app, seed)
    assert isinstance(app.scenes.top, GameOverScene)


def review_from_game_over(app: App, seed: int) -> None:
    """The review of a short game just played, opened from its game over screen."""
    from ui.scenes.game_over import GameOverScene
    _game_over(app, seed)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    over.choose("review")


def report_from_game_over(app: App, seed: int) -> None:
    """The skill and luck report of a short game just played, from its game over screen."""
    from ui.scenes.game_over import GameOverScene
    _game_over(app, seed)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    over.choose("report")


def _load(app: App, seed: int) -> LoadScene:
    from ui.scenes.load import LoadScene
    fill(seed)
    app.nav.saved_games()
    scene = app.scenes.top
    assert isinstance(scene, LoadScene) and scene.list is not None
    scene.list.select(seed % max(1, len(scene.slots)))
    return scene


def load_saves(app: App, seed: int) -> None:
    """Load game with saves (a game, a pad, a file that cannot be read) and Continue behind."""
    _load(app, seed)


def export(app: App, seed: int) -> None:
    """The export dialog of a named save, over Load game."""
    scene = _load(app, seed)
    assert scene.list is not None
    scene.list.select(next(i for i, slot in enumerate(scene.slots) if slot.name == SAVE_NAME))
    scene.choose("export")


def save_dialog(app: App, seed: int) -> None:
    """Save the game under a name (Ctrl+S) over a table a few actions in, saves present."""
    fill(seed)
    acted(app, seed).commands.open_save_dialog()
