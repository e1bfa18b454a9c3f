"""Screenshots of the save screens: the load list (with a damaged file), the delete
question, the export and save dialogs, and the statistics of a few played games.

Everything is written under a temporary ``OHPSHAW_HOME``, never the player's own
saves or history, and the variable is put back afterwards.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from game.bots import make_bot
from game.presets import preset
from saves.autosave import AutoSaver
from saves.paths import HOME_VARIABLE, saves_dir
from saves.records import archive_game
from saves.session import Session, new_session
from saves.slots import save_slot
from ui.words.seats import BOT_NAMES

NAMES = ["You", *BOT_NAMES[:5]]


@contextmanager
def private_home() -> Iterator[None]:
    """``OHPSHAW_HOME`` in a temporary folder for the duration."""
    before = os.environ.get(HOME_VARIABLE)
    with tempfile.TemporaryDirectory(prefix="ohpshaw-shots-") as folder:
        os.environ[HOME_VARIABLE] = folder
        try:
            yield
        finally:
            if before is None:
                os.environ.pop(HOME_VARIABLE, None)
            else:
                os.environ[HOME_VARIABLE] = before


def played(rules: str, players: int, seed: int, actions: int | None, level: str = "random") -> Session:
    """A game with the human in seat 0, played on for ``actions`` actions (to the end if ``None``)."""
    session = new_session(preset(rules), ["human"] + [level] * (players - 1), seed, NAMES[:players])
    helper = make_bot(level, seed)
    game, made = session.game, 0
    while not game.is_over and (actions is None or made < actions):
        seat = game.to_act
        assert seat is not None
        if session.bots[seat] is None:
            game.apply(helper.choose(game.view(seat)))
        else:
            session.bot_move()
        made += 1
    return session


def shoot_saves(app: object, snap: Callable[[str], None]) -> None:
    """Put the save screens on ``app`` one after the other and ``snap`` each."""
    from ui.app import App
    from ui.scenes.confirm import ConfirmScene
    from ui.scenes.export_dialog import ExportDialog
    from ui.scenes.games import GamesScene
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MenuScene
    from ui.scenes.save_dialog import SaveDialog
    from ui.scenes.statistics import StatsScene
    from ui.table.scene import TableScene
    assert isinstance(app, App)
    with private_home():
        app.scenes.replace(StatsScene(app))
        snap("13-statistics-empty")
        for rules, players, seed in (("oh-pshaw", 4, 1), ("oh-pshaw", 4, 2), ("oh-hell", 5, 3),
                                     ("wizard", 4, 4), ("oh-seven", 4, 5), ("oh-pshaw", 4, 11),
                                     ("oh-seven", 5, 12), ("oh-pshaw", 4, 13), ("oh-hell", 4, 14),
                                     ("oh-pshaw", 5, 15), ("oh-seven", 4, 16), ("oh-pshaw", 4, 17)):
            archive_game(played(rules, players, seed, None))
        stats = StatsScene(app)
        app.scenes.replace(stats)
        snap("14-statistics")
        stats.show("oh-seven")  # one game's figures: the bid card's trump choices too
        snap("14b-statistics-oh-seven")
        app.scenes.replace(GamesScene(app))
        snap("14c-games-played")

        sunday = played("oh-pshaw", 4, 7, 160)
        save_slot("Sunday with Ada", sunday)
        save_slot("Wizard night at the club, the long game we never finish", played("wizard", 5, 8, 90))
        save_slot("Oh-Seven practice", played("oh-seven", 6, 9, 40))
        save_slot("Quick one", played("up-and-down", 3, 10, 12))
        (saves_dir() / "broken.json").write_bytes(b'{"format": "ohpshaw-save", "version": 1, "pla')
        load = LoadScene(app)
        app.scenes.replace(load)
        snap("15-load-game")
        AutoSaver().save(sunday)  # a game to continue: Continue comes first on the menu
        app.scenes.replace(MenuScene(app))
        snap("15a-menu-continue")
        app.scenes.replace(load)
        load.list.select(1)  # type: ignore[union-attr]
        load.choose("delete")
        snap("16-delete-question")
        top = app.scenes.top
        assert isinstance(top, ConfirmScene)
        top.answer(False)
        load.list.select(next(i for i, s in enumerate(load.slots) if s.damaged))  # type: ignore[union-attr]
        load.choose("load")  # the damaged file: a message, and it is moved aside
        snap("17-load-damaged")
        app.scenes.push(ExportDialog(app, sunday.record()))
        snap("18-export-record")

        table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 7,
                           session=None)
        app.scenes.replace(table)
        dialog = SaveDialog(app, sunday)
        app.scenes.push(dialog)
        dialog.ok()  # "Sunday with Ada" exists: the dialog asks before replacing it
        snap("19-save-dialog")
        while app.scenes.stack:
            app.scenes.pop()
