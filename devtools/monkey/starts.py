"""Where the monkey test starts: the menu, every entry of the menu, tables of every preset,
a score sheet, a game's last round and its end, a resumed game, the pause menu and the keys
over a table, the setup screen with its house rules open, the hot seat, a score pad.

The menu's entries are read from the menu itself, so a screen added to the
menu is a start as soon as it is there; scenes reached from the table
(pause menu, save dialog, score sheets) are found by random keys and clicks
from the table starts. A start is a function ``(app, seed)`` that puts its
scene on the app; the tables are set up by playing, as the screenshots are
(:func:`devtools.screenshots.stage.autopilot`), at instant speed.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.presets import preset
from game.rules import Rules
from saves.autosave import AutoSaver
from ui.app import App

if TYPE_CHECKING:
    from ui.table.scene import TableScene

Start = Callable[[App, int], None]

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


def starts(app: App) -> dict[str, Start]:
    """Every start, by name, in a fixed order (the menu's entries as ``app``'s menu lists them)."""
    out: dict[str, Start] = {"menu": menu}
    for key in menu_entries(app):
        if key != "quit":
            out[f"menu-{key}"] = _entry(key)
    out["continue"] = resumed
    for name, (rules, players) in TABLES.items():
        out[name] = _table(rules, players)
    out["score-sheet"] = score_sheet
    out["late-round"] = late_round
    out["last-round"] = last_round
    out["game-over"] = game_over
    out["pause-menu"] = pause_menu
    out["keys-over-table"] = keys_over_table
    out["setup-house-rules"] = setup_house_rules
    out["score-pad"] = score_pad
    if importlib.util.find_spec("ui.table.hotseat") is not None:  # several people at one screen
        out["hot-seat"] = hot_seat
    return out


def menu_entries(app: App) -> list[str]:
    """The keys of the menu's entries now (Continue only when a game is saved)."""
    from ui.scenes.menu import MenuScene
    scene = MenuScene(app)
    app.scenes.replace(scene)
    keys = [key for key, _ in scene.entries()]
    app.scenes.pop()
    return keys


def menu(app: App, seed: int) -> None:
    """The main menu, as the program opens."""
    from ui.scenes.menu import MenuScene
    app.scenes.replace(MenuScene(app))


def _entry(key: str) -> Start:
    def start(app: App, seed: int) -> None:
        from ui.scenes.menu import MenuScene
        scene = MenuScene(app)
        app.scenes.replace(scene)
        scene.choose(key)
    return start


def table(app: App, rules: str | Rules, players: int, seed: int) -> None:
    """A saved table: the human in seat 0 and Normal bots, as Quick game makes it."""
    from ui.table.scene import TableScene
    chosen = preset(rules) if isinstance(rules, str) else rules
    seats = ["human"] + ["normal"] * (players - 1)
    app.scenes.replace(TableScene(app, chosen, seats, seed, AutoSaver()))


def _table(rules: str | Rules, players: int) -> Start:
    return lambda app, seed: table(app, rules, players, seed)


def _played(app: App, rules: str | Rules, players: int, seed: int, until: Callable[[], bool]) -> None:
    """A saved table played at instant speed until ``until()``; then the episode's speed."""
    from devtools.screenshots.stage import autopilot
    speed = app.settings.speed
    app.settings.speed = "instant"
    table(app, rules, players, seed)
    autopilot(app, until, limit=20000)
    app.settings.speed = speed


def score_pad(app: App, seed: int) -> None:
    """A score pad in its second round (Oh Hell, five players: the hook is on), autosaved."""
    from game.cards import Suit
    from game.pad.actions import EnterTrump
    from saves.autosave import SCORE_PAD
    app.nav.new_score_pad(preset("oh-hell"), ["Anna", "Ben", "Cleo", "Dev", "Edith"], seed % 5,
                          AutoSaver(stem=SCORE_PAD))
    pad = app.scenes.top.pad  # type: ignore[union-attr]
    pad.apply(EnterTrump(Suit.HEARTS))
    pad.enter_round([1, 0, 1, 0, 0], [1, 0, 0, 0, 0])


def score_sheet(app: App, seed: int) -> None:
    """The score sheet of round 2 over the table."""
    from ui.scenes.score_sheet import ScoreSheet
    _played(app, "oh-pshaw", 4, seed, lambda: isinstance(app.scenes.top, ScoreSheet)
            and app.scenes.top.scored is not None and app.scenes.top.scored.number == 2)


def late_round(app: App, seed: int) -> None:
    """Round 12 of Oh Pshaw: a hand of twelve cards, the human to act."""
    from ui.table.scene import TableScene

    def there() -> bool:
        top = app.scenes.top
        return isinstance(top, TableScene) and top.game.round.number == 12 and top.human_turn
    _played(app, "oh-pshaw", 4, seed, there)


def game_over(app: App, seed: int) -> None:
    """The end of a short saved game: Play again, Main menu."""
    from ui.scenes.game_over import GameOverScene
    _played(app, SHORT, 4, seed, lambda: isinstance(app.scenes.top, GameOverScene))


def resumed(app: App, seed: int) -> None:
    """A game left after a few actions, back at the menu, which now offers Continue."""
    from ui.table.scene import TableScene

    def acted() -> bool:
        top = app.scenes.top
        return isinstance(top, TableScene) and len(top.game.log) >= 6
    _played(app, "oh-pshaw", 4, seed, acted)
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
    _played(app, SHORT, 4, seed, there)


def _acted(app: App, seed: int) -> TableScene:
    """A saved Oh Pshaw table a few actions in, the human to act."""
    from ui.table.scene import TableScene

    def there() -> bool:
        top = app.scenes.top
        return isinstance(top, TableScene) and len(top.game.log) >= 4 and top.human_turn
    _played(app, "oh-pshaw", 4, seed, there)
    top = app.scenes.top
    assert isinstance(top, TableScene)
    return top


def pause_menu(app: App, seed: int) -> None:
    """The pause menu (Esc) over a table a few actions in: Take back is offered."""
    _acted(app, seed).commands.open_pause_menu()


def keys_over_table(app: App, seed: int) -> None:
    """The keys (F1) over a table a few actions in."""
    from ui.scenes.keys import toggle_keys
    _acted(app, seed)
    toggle_keys(app)


def setup_house_rules(app: App, seed: int) -> None:
    """The setup screen with a page of house rules open (the most widgets of any screen)."""
    from ui.table.setup import SetupScene
    scene = SetupScene(app)
    app.scenes.replace(scene)
    scene.tab = "cards"
    scene.rebuild()
