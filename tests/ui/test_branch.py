"""A game loaded from a named save and played on, through the real scenes: it is recorded as
a game of its own, and the finished game it was saved from keeps its record and history row.

Headless (dummy video and audio), instant animations, bots in this process, everything under
the temporary ``OHPSHAW_HOME`` of tests/conftest.py.
"""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any

from game.bots import make_bot
from game.pad.actions import Correct, EndPad, PadBid, RoundEntry
from game.presets import preset
from saves import paths
from saves.autosave import SCORE_PAD, AutoSaver, load_autosave
from saves.history import History
from saves.pad_session import load_pad, new_pad_session
from saves.session import Session, new_session
from saves.slots import list_slots, load_slot, save_slot
from tests.helpers import game_records
from tests.ui.test_saves import close_app, menu, play_into_a_trick, quick_game, step
from tests.ui.test_table import click
from ui.app import App
from ui.pad.link import PadLink
from ui.pad.scene import PadScene
from ui.scenes.confirm import ConfirmScene
from ui.scenes.game_over import GameOverScene
from ui.scenes.games import GamesScene
from ui.scenes.load import LoadScene
from ui.scenes.pause import PauseMenu
from ui.scenes.score_sheet import ScoreSheet
from ui.scenes.statistics import StatsScene, table_lines
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
    """The branch's start: a game saved under a name in round 3, then played to its end at the
    table (autosaved, its record and history row written). The finished record's bytes."""
    session = new_session(preset("oh-pshaw"), SEATS, seed=31, names=NAMES)
    link = SaveLink(session, AutoSaver())
    play_on(session, link, lambda game: len(game.rounds) == 3 and game.state.trick)
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
    if isinstance(app.scenes.top, ScoreSheet):  # the card ended a round: its sheet comes first
        click(app, app.scenes.top.button.rect.center)  # type: ignore[union-attr]
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

    app.nav.statistics()  # both are counted, and the statistics say one was loaded from a save
    stats = app.scenes.top
    assert isinstance(stats, StatsScene)
    report = stats.report()
    assert report is not None and report.table.games == 2
    assert ("Of them continued from a save", "1") in table_lines(report.table)
    app.nav.finished_games()
    games = app.scenes.top
    assert isinstance(games, GamesScene) and games.list is not None
    assert [row.cells[2] for row in games.list.rows] == ["ended early, from a save", "finished"]


# -- the unfinished game behind Continue ---------------------------------------------------------


def another_saved(name: str) -> Session:
    """Another game, saved under ``name`` (the human to play on, in round 1)."""
    session = new_session(preset("oh-pshaw"), SEATS, seed=77, names=NAMES)
    play_on(session, None, lambda game: len(game.log) >= 6 and session.bot_to_act() is None)
    save_slot(name, session)
    return session


def choose_and_load(app: App, name: str) -> LoadScene:
    """Menu, Load game, the save ``name``, Load: whatever comes up."""
    click(app, menu(app).buttons["load"].rect.center)
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    click(app, load.row_point([s.name for s in load.slots].index(name)))
    click(app, load.buttons["load"].rect.center)
    return load


def test_load_asks_before_the_game_behind_continue_leaves_it_and_keeps_that_game(app: App) -> None:
    table = quick_game(app)
    play_into_a_trick(app, table, round_number=2)
    unfinished = list(table.game.log)
    close_app(app)  # the window closed mid-game: Continue offers it
    autosave = paths.autosave_dir() / "autosave.json"
    before = autosave.read_bytes()
    sunday = another_saved("Sunday")

    load = choose_and_load(app, "Sunday")
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and "Sunday" in question.question
    assert "round 2" in question.detail and "Unfinished game" in question.detail
    click(app, question.buttons["no"].rect.center)  # Cancel: nothing changes
    assert app.scenes.top is load and autosave.read_bytes() == before
    assert [s.name for s in list_slots()] == ["Sunday"]
    assert not paths.history_path().exists()

    click(app, load.buttons["load"].rect.center)
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    click(app, question.buttons["yes"].rect.center)
    loaded = app.scenes.top
    assert isinstance(loaded, TableScene) and loaded.game.log[:6] == sunday.game.log[:6]
    assert "Your unfinished game was kept as the save “Unfinished game " in loaded.look.message
    [kept] = [s for s in list_slots() if s.name != "Sunday"]
    assert kept.name.startswith("Unfinished game ") and load_slot(kept.name).game.log == unfinished
    [(row, record)] = history_rows()  # kept in the history too, unfinished, as leaving keeps it
    assert record is not None and "result" not in record and row["ended_early"]
    behind = load_autosave()  # the loaded game is the one behind Continue now: a branch
    assert behind is not None and behind.session.branch is not None


def test_loading_the_very_moment_behind_continue_is_continue(app: App) -> None:
    table = quick_game(app)
    play_into_a_trick(app, table, round_number=2)
    save_slot("Here", table.saves.session)  # type: ignore[union-attr]
    close_app(app)

    choose_and_load(app, "Here")
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene)  # nothing to ask: nothing would be lost
    session = resumed.saves.session  # type: ignore[union-attr]
    assert session.branch is None and session.name == "Here"  # the same game, not a branch
    assert [s.name for s in list_slots()] == ["Here"]
    play_a_card_and_end(app, resumed)
    assert len(game_records(paths.records_dir())) == 1 and len(history_rows()) == 1


def test_load_of_a_score_pad_asks_before_the_pad_behind_continue_leaves_it(app: App) -> None:
    behind = new_pad_session(preset("oh-pshaw"), NAMES, first_dealer=0)
    behind.pad.enter_round([1, 0, 0, 0], [1, 0, 0, 0])
    AutoSaver(stem=SCORE_PAD).save(behind)  # an unfinished pad behind Continue
    other = new_pad_session(preset("oh-pshaw"), ["Di", "Ed", "Flo", "Gus"], first_dealer=1)
    other.pad.enter_round([0, 0, 1, 0], [0, 0, 1, 0])
    save_slot("At Ed's", other)

    choose_and_load(app, "At Ed's")
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and "At Ed's" in question.question
    click(app, question.buttons["yes"].rect.center)
    assert isinstance(app.scenes.top, PadScene) and app.scenes.top.session.names[1] == "Ed"
    [kept] = [s for s in list_slots() if s.name != "At Ed's"]
    assert kept.header is not None and kept.header.kind == "score-pad"
    assert load_pad(kept.path).pad.log == behind.pad.log


def test_a_pad_corrected_after_its_end_is_kept_once_as_corrected() -> None:
    session = new_pad_session(preset("oh-pshaw"), NAMES, first_dealer=0)
    link = PadLink(session, AutoSaver(stem=SCORE_PAD))
    for bids, tricks in (([1, 0, 0, 0], [1, 0, 0, 0]), ([0, 1, 0, 0], [1, 1, 0, 0])):
        session.pad.enter_round(bids, tricks)
        link.save()
    session.pad.apply(EndPad())
    link.save()
    assert link.archived is not None and link.archived.record_path is not None
    kept = link.archived.record_path

    session.pad.apply(Correct(1, RoundEntry(tuple(map(PadBid, (0, 0, 1, 0))), (0, 0, 1, 0), frozenset())))
    link.save()  # corrected, still over: the sheet of that very game, counted once
    assert session.pad.is_over and game_records(paths.records_dir()) == [kept]
    assert json.loads(kept.read_bytes()) == session.record()
    assert [record for _, record in history_rows()] == [session.record()]

    session.pad.undo()
    session.pad.undo()  # the correction and the end taken back
    link.save()
    session.pad.enter_round([0, 0, 0, 1], [0, 1, 1, 1])
    session.pad.apply(EndPad())
    link.save()
    assert game_records(paths.records_dir()) == [kept] and json.loads(kept.read_bytes()) == session.record()
    assert [record for _, record in history_rows()] == [session.record()]
    assert len(session.record()["rounds"]) == 3
