"""The monkey's starts at the table: tables of every preset, a score sheet, a late round, a
game's last round and its end, a resumed game, the pause menu and the keys over a table,
the hot seat.

A start is a function ``(app, seed)`` that puts its scene on the app; the tables are set
up by playing, as the screenshots are (:func:`devtools.screenshots.stage.autopilot`), at
instant speed, and all save as a real game does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.presets import preset
from game.rules import Rules
from saves.autosave import AutoSaver
from ui.app import App

if TYPE_CHECKING:
    from ui.table.scene import TableScene

#: name -> (preset or rules, players) of the table starts; all tables save as a real game does.
TABLES: dict[str, tuple[str | Rules, int]] = {
    "table-oh-pshaw-4": ("oh-pshaw", 4),
    "table-oh-hell-5": ("oh-hell", 5),
    "table-up-and-down-3": ("up-and-down", 3),
    "table-contract-whist-7": ("contract-whist", 7),
    "table-la-podrida-6": ("la-podrida", 6),
    "table-wizard-6": ("wizard", 6),
    "table-oh-seven-passing-4": (replace(preset("oh-seven"), passing=True), 4),
    "table-oh-seven-9": ("oh-seven", 9),
    "table-secret-bids-4": (replace(preset("oh-pshaw"), simultaneous_bidding=True), 4),
}
#: A short game for the game-over start: three rounds of Oh Pshaw.
SHORT = replace(preset("oh-pshaw"), max_hand=3)


def table(app: App, rules: str | Rules, players: int, seed: int) -> None:
    """A saved table: the human in seat 0 and Normal bots, as Quick game makes it."""
    from ui.table.scene import TableScene
    chosen = preset(rules) if isinstance(rules, str) else rules
    seats = ["human"] + ["normal"] * (players - 1)
    app.scenes.replace(TableScene(app, chosen, seats, seed, AutoSaver()))


def played(app: App, rules: str | Rules, players: int, seed: int, until: Callable[[], bool]) -> None:
    """A saved table played at instant speed until ``until()``; then the episode's speed."""
    from devtools.screenshots.stage import autopilot
    speed = app.settings.speed
    app.settings.speed = "instant"
    table(app, rules, players, seed)
    autopilot(app, until, limit=20000)
    app.settings.speed = speed


def score_sheet(app: App, seed: int) -> None:
    """The score sheet of round 2 over the table."""
    from ui.scenes.score_sheet import ScoreSheet
    played(app, "oh-pshaw", 4, seed, lambda: isinstance(app.scenes.top, ScoreSheet)
           and app.scenes.top.scored is not None and app.scenes.top.scored.number == 2)


def late_round(app: App, seed: int) -> None:
    """Round 12 of Oh Pshaw: a hand of twelve cards, the human to act."""
    from ui.table.scene import TableScene

    def there() -> bool:
        top = app.scenes.top
        return isinstance(top, TableScene) and top.game.round.number == 12 and top.human_turn
    played(app, "oh-pshaw", 4, seed, there)


def game_over(app: App, seed: int) -> None:
    """The end of a short saved game: Play again, Main menu."""
    from ui.scenes.game_over import GameOverScene
    played(app, SHORT, 4, seed, lambda: isinstance(app.scenes.top, GameOverScene))


def resumed(app: App, seed: int) -> None:
    """A game left after a few actions, back at the menu, which now offers Continue."""
    from ui.table.scene import TableScene

    def enough() -> bool:
        top = app.scenes.top
        return isinstance(top, TableScene) and len(top.game.log) >= 6
    played(app, "oh-pshaw", 4, seed, enough)
    left = app.scenes.top
    assert isinstance(left, TableScene)
    left.commands.leave()


def hot_seat(app: App, seed: int) -> None:
    """Two people and two bots at one screen, secret bids (when the table has a hot seat)."""
    from ui.table.scene import TableScene
    rules = replace(preset("oh-pshaw"), simultaneous_bidding=True)
    app.scenes.replace(TableScene(app, rules, ["human", "normal", "human", "normal"], seed, AutoSaver()))


def last_round(app: App, seed: int) -> None:
    """The last round of a short saved game, the human to act: the game ends in the monkey."""
    from ui.table.scene import TableScene

    def there() -> bool:
        top = app.scenes.top
        return isinstance(top, TableScene) and top.game.round.number == SHORT.max_hand \
            and top.human_turn
    played(app, SHORT, 4, seed, there)


def acted(app: App, seed: int) -> TableScene:
    """A saved Oh Pshaw table a few actions in, the human to act."""
    from ui.table.scene import TableScene

    def there() -> bool:
        top = app.scenes.top
        return isinstance(top, TableScene) and len(top.game.log) >= 4 and top.human_turn
    played(app, "oh-pshaw", 4, seed, there)
    top = app.scenes.top
    assert isinstance(top, TableScene)
    return top


def pause_menu(app: App, seed: int) -> None:
    """The pause menu (Esc) over a table a few actions in: Take back is offered."""
    acted(app, seed).commands.open_pause_menu()


def keys_over_table(app: App, seed: int) -> None:
    """The keys (F1) over a table a few actions in."""
    from ui.scenes.keys import toggle_keys
    acted(app, seed)
    toggle_keys(app)
