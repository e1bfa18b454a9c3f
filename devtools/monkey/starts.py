"""Where the monkey test starts: every scene a player can reach, by name.

The menu and every entry of the menu (read from the menu itself, so a screen
added to the menu is a start as soon as it is there); tables of every preset and
the screens over a table (:mod:`devtools.monkey.table_starts`); the setup with its
house rules open; the score pad's screens (:mod:`devtools.monkey.pad_starts`); and
the screens over a data folder a player has used: Statistics, Games played, the
review and the report, Load game, export and the save dialog
(:mod:`devtools.monkey.history_starts`); Learn to play's lessons and a table with the
coach (:mod:`devtools.monkey.learn_starts`); a network table hosted here, on loopback
(:mod:`devtools.monkey.net_starts`). Random keys and clicks go on from each.
A start is a function ``(app, seed)`` that puts its scene on the app.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable

from devtools.monkey import history_starts as used
from devtools.monkey import learn_starts as learn
from devtools.monkey import net_starts as net
from devtools.monkey import pad_starts as pads
from devtools.monkey import table_starts as tables
from game.rules import Rules
from ui.app import App

Start = Callable[[App, int], None]

def setup_house_rules(app: App, seed: int) -> None:
    """The setup screen with a page of house rules open (the most widgets of any screen)."""
    from ui.table.setup import SetupScene
    scene = SetupScene(app)
    app.scenes.replace(scene)
    scene.tab = "cards"
    scene.rebuild()


#: The starts after the menu's and the tables', in order: name -> start.
NAMED: dict[str, Start] = {
    "score-sheet": tables.score_sheet,
    "late-round": tables.late_round,
    "last-round": tables.last_round,
    "game-over": tables.game_over,
    "pause-menu": tables.pause_menu,
    "keys-over-table": tables.keys_over_table,
    "save-dialog": used.save_dialog,
    "setup-house-rules": setup_house_rules,
    "score-pad": pads.score_pad,
    "pad-setup-house-rules": pads.pad_setup_house_rules,
    "pad-oh-seven": pads.pad_oh_seven,
    "pad-correct": pads.pad_correct,
    "pad-save-dialog": pads.pad_save_dialog,
    "pad-over": pads.pad_over,
    "pad-game-over": pads.pad_game_over,
    "menu-used": used.menu_used,
    "statistics": used.statistics,
    "statistics-wizard": used.statistics_wizard,
    "games-played": used.games_played,
    "review-from-game-over": used.review_from_game_over,
    "report-from-game-over": used.report_from_game_over,
    "review-from-games": used.review_from_games,
    "report-from-games": used.report_from_games,
    "review-from-file": used.review_from_file,
    "load-saves": used.load_saves,
    "export": used.export,
    "tutorial": learn.tutorial,
    "tutorial-addon": learn.tutorial_addon,
    "coach": learn.coached,
    "net-host": net.hosted,
}


def starts(app: App) -> dict[str, Start]:
    """Every start, by name, in a fixed order (the menu's entries as ``app``'s menu lists them)."""
    out: dict[str, Start] = {"menu": menu}
    for key in menu_entries(app):
        if key != "quit":
            out[f"menu-{key}"] = _entry(key)
    out["continue"] = tables.resumed
    for name, (rules, players) in tables.TABLES.items():
        out[name] = _table(rules, players)
    out.update(NAMED)
    if importlib.util.find_spec("ui.table.hotseat") is not None:  # several people at one screen
        out["hot-seat"] = tables.hot_seat
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


def _table(rules: str | Rules, players: int) -> Start:
    return lambda app, seed: tables.table(app, rules, players, seed)
