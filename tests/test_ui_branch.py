"""A game loaded from a named save and played on, through the real scenes: it is recorded as
a game of its own, and the finished game it was saved from keeps its record and history row.

Headless (dummy video and audio), instant animations, bots in this process, everything under
the temporary ``OHPSHAW_HOME`` of tests/conftest.py.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any

from game.bots import make_bot
from game.presets import preset
from saves import paths
from saves.autosave import AutoSaver
from saves.history import History
from saves.session import Session, new_session
from saves.slots import save_slot
from tests.helpers import game_records
from tests.test_ui_saves import click, menu, step
from ui.app import App
from ui.scenes.game_over import GameOverScene
from ui.scenes.load import LoadScene
from ui.scenes.pause import PauseMenu
from ui.table.saves import SaveLink
from ui.table.scene import TableScene

SEATS = ["human", "random", "random", "random"]
NAMES = ["You", "Ann", "Bob", "Cy"]


def play_on(session: Session, link: SaveLink | None, until: Any) -> None:
    """Play ``session`` (the human by a helper bot) until ``until(game)``, then save as the table
    does after an action when ``link`` is given (the autosave, and the archive at the end)."""
    helper = make_bot("random", 5)
    game = session.game
    while not until(game):
        seat = game.to_act
        assert seat is not None
        if session.bots[seat] is None:
            game.apply(helper.choose(game.view(seat)))
        else:
            session.bot_move()
    if link is not None:
        link.save()


def history_rows() -> list[tuple[dict[str, Any], dict[str, Any] | None]]:
    """Every row of the history with its record, oldest first."""
    with History() as history:
        return [(row, history.record(int(row["id"]))) for row in reversed(history.games())]


def finished_then_saved_at_round_three() -> tuple[Session, bytes]:
    """The issue's start: a game saved under a name in round 3, then played to its end at the
    table (autosaved, its record and history row written). The finished record's bytes."""
    session = new_session(preset("oh-pshaw"), SEATS, seed=31, names=NAMES)
    link = SaveLink(session, AutoSaver())
    play_on(session, link, lambda game: len(game.rounds) == 3 and game.trick)
    save_slot("Round three", session)
    play_on(session, link, lambda game: game.is_over)
    assert link.archived is not None and link.archived.record_path is not None
    [record] = game_records(paths.records_dir())
    assert record == link.archived.record_path
    return session, record.read_bytes()


def load_the_save(app: App) -> TableScene:
    """Menu, Load game, the save, Load: the table."""
    click(app, menu(app).buttons["load"].rect.center)
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    index = [s.name for s in load.slots].index("Round three")
    click(app, load.row_point(index))
    click(app, load.buttons["load"].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return table


def play_a_card_and_end(app: App, table: TableScene) -> None:
    """One move of the human's, then End game now from the pause menu: the game over."""
    mine = sum(1 for seat, _ in table.game.log if seat == table.me)
    helper = make_bot("random", 8)
    while sum(1 for seat, _ in table.game.log if seat == table.me) == mine:
        step(app, table, helper)
    table.commands.open_pause_menu()
    pause = app.scenes.top
    assert isinstance(pause, PauseMenu)
    pause.choose("end")
    pause.choose("confirm-end")
    app.step(0.0)
    assert table.game.is_over and isinstance(app.scenes.top, GameOverScene)


def test_a_branch_of_a_finished_game_leaves_its_record_and_history_row(app: App) -> None:
    original, kept = finished_then_saved_at_round_three()
    finished = original.record()
    [(row, stored)] = history_rows()
    assert stored == finished and not row["ended_early"]

    table = load_the_save(app)
    assert table.game.log[:10] == original.game.log[:10] and not table.game.is_over
    play_a_card_and_end(app, table)

    files = game_records(paths.records_dir())
    assert len(files) == 2  # the finished game's and the branch's
    original_file = [p for p in files if p.read_bytes() == kept]
    assert len(original_file) == 1  # the finished game's record, byte for byte
    [branch_file] = [p for p in files if p not in original_file]
    rows = history_rows()
    assert len(rows) == 2
    assert rows[0][1] == finished and not rows[0][0]["ended_early"]  # the finished game's row
    branch = rows[1][1]
    assert branch is not None and branch["result"]["ended_early"]
    assert branch["started"] == finished["started"] and branch["seed"] == finished["seed"]
    assert branch["branch_of"] == original_file[0].stem  # it names the game it branched from
    assert branch_file.stem.endswith(branch["branch"])
