"""Saves through the real scenes: quit mid-trick, start again, Continue; damaged autosaves;
a save folder that cannot be written; the history row of a finished game.

Headless (dummy video and audio), instant animations, bots in this process,
everything under a temporary ``OHPSHAW_HOME``.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot_runtime.worker import InlineWorker
from game.bots import make_bot
from game.game import Phase
from saves import paths
from saves.history import History
from tests.helpers import game_records
from tests.ui.test_table import click
from ui.app import App
from ui.core.settings import Settings
from ui.scenes.game_over import GameOverScene
from ui.scenes.menu import MenuScene
from ui.scenes.pause import PauseMenu
from ui.scenes.score_sheet import ScoreSheet
from ui.table.handover import HandOver
from ui.table.scene import TableScene


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


def open_app() -> App:
    return App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"))


def close_app(app: App) -> None:
    """What quitting the window does: every scene exits, nothing else."""
    while app.scenes.stack:
        app.scenes.pop()


@pytest.fixture
def app(home: Path) -> Iterator[App]:
    application = open_app()
    yield application
    close_app(application)


def menu(app: App) -> MenuScene:
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    top = app.scenes.top
    assert isinstance(top, MenuScene)
    return top


def quick_game(app: App) -> TableScene:
    click(app, menu(app).buttons["quick"].rect.center)
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene) and table.saves is not None
    return table


def human_move(app: App, table: TableScene, helper: Any) -> None:
    """The human's move by a click (a card, or a bid button)."""
    game = table.game
    action = helper.choose(game.view(table.me))
    before = len(game.log)
    if game.phase is Phase.PLAY:
        click(app, table.input.card_point(table.hand.index(action.card)), frames=1)
    else:
        assert table.input.panel is not None
        index = [c.action for c in table.input.panel.choices].index(action)
        click(app, table.input.panel.button_centre(index))
    assert len(game.log) > before


def step(app: App, table: TableScene, helper: Any) -> None:
    """One move of the game: close a score sheet, make the human's move, or let a frame pass."""
    top = app.scenes.top
    if isinstance(top, ScoreSheet):
        click(app, top.button.rect.center)  # type: ignore[union-attr]
    elif isinstance(top, HandOver):  # hot seat: the next player takes the screen
        top.confirm()
        app.step(0.0)
    elif table.human_turn:
        human_move(app, table, helper)
    else:
        app.step(0.0)


def play_into_a_trick(app: App, table: TableScene, round_number: int = 3) -> None:
    """Play on until round ``round_number`` has a trick in progress and the human is to play."""
    helper = make_bot("normal", 11)
    for _ in range(5000):
        game = table.game
        if (len(game.rounds) >= round_number and game.phase is Phase.PLAY and game.state.trick
                and table.human_turn and app.scenes.top is table):
            return
        step(app, table, helper)
    raise AssertionError("no trick in progress was reached")


def picture(table: TableScene) -> dict[str, Any]:
    """What the table shows, and the engine state behind it."""
    game, model = table.game, table.model
    return {
        "hand": list(map(str, table.hand)),
        "other_hands": [len(h) for h in model.hands],
        "trick": [(seat, str(card)) for seat, card, _ in model.trick],
        "bids": list(model.bids),
        "totals": list(model.totals),
        "piles": list(model.piles),
        "round": model.round_number,
        "trump": model.trump,
        "turn_up": None if model.turn_up is None else str(model.turn_up),
        "names": list(table.look.names),
        "engine": (str(game.log[-1][1]), len(game.log), game.to_act, game.phase,
                   [sorted(map(str, h)) for h in game.state.hands],
                   [(s, str(c)) for s, c in zip(game.state.trick_seats, game.state.trick, strict=False)],
                   list(game.state.bids), list(game.totals), list(game.state.tricks_won)),
    }


def test_quit_mid_trick_then_continue_shows_the_same_table(home: Path) -> None:
    app = open_app()
    table = quick_game(app)
    play_into_a_trick(app, table)
    before = picture(table)
    assert before["trick"] and any(b is not None for b in before["bids"]) and any(before["totals"])
    assert sorted(before["hand"]) == sorted(map(str, table.game.state.hands[table.me]))
    assert (home / "data" / "autosave" / "autosave.json").is_file()
    played_to = len(table.game.rounds)  # 3, or later when round 3 gave no trick to join
    close_app(app)  # the window closes: nothing is archived, the autosave stays
    assert not (home / "data" / "history.sqlite3").exists()

    app = open_app()
    try:
        start = menu(app)
        assert next(key for key, _ in start.entries()) == "continue"
        assert start.offer is not None
        assert start.offer.subtitle.startswith(f"Oh Pshaw · round {played_to} · 4 players")
        click(app, start.buttons["continue"].rect.center)
        resumed = app.scenes.top
        assert isinstance(resumed, TableScene) and resumed is not table
        after = picture(resumed)
        assert after == before
        assert resumed.human_turn and resumed.director.idle
        assert not resumed.director.animator.busy  # the past is not replayed
        # the bots carry on: play the trick out and into the next
        tricks = sum(resumed.game.state.tricks_won)
        helper = make_bot("normal", 3)
        for _ in range(400):
            if sum(resumed.game.state.tricks_won) > tricks or len(resumed.game.rounds) > played_to:
                break
            step(app, resumed, helper)
        assert sum(resumed.game.state.tricks_won) > tricks or len(resumed.game.rounds) > played_to
    finally:
        close_app(app)


def test_a_damaged_autosave_falls_back_to_the_backup(app: App, home: Path) -> None:
    table = quick_game(app)
    play_into_a_trick(app, table, round_number=2)
    folder = home / "data" / "autosave"
    assert (folder / "autosave.backup.json").is_file()
    log = list(table.game.log)
    assert log[-1][0] != table.me  # a bot made the last action
    damaged = b'{"format": "ohpshaw-save", "version": 1, "trunc'
    (folder / "autosave.json").write_bytes(damaged)
    close_app(app)

    start = menu(app)
    assert start.offer is not None  # the backup's header is offered
    click(app, start.buttons["continue"].rect.center)
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene)
    # the backup is one action behind; the bot makes that action again, from its saved generator
    assert resumed.game.log[:len(log)] == log
    moved = [p for p in folder.iterdir() if ".damaged-" in p.name]
    assert len(moved) == 1 and moved[0].read_bytes() == damaged  # moved aside, bytes unchanged
    assert "moved aside" in resumed.look.message and "backup" in resumed.look.message
    assert sorted(map(str, resumed.hand)) == sorted(map(str, resumed.game.state.hands[resumed.me]))


def test_nothing_loadable_stays_on_the_menu_with_the_reason(app: App, home: Path) -> None:
    folder = home / "data" / "autosave"
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_bytes(b"\x00garbage")
    start = menu(app)
    assert start.offer is not None and start.offer.header is None  # offered, to say why
    click(app, start.buttons["continue"].rect.center)
    top = app.scenes.top
    assert isinstance(top, MenuScene)
    assert "autosave.json" in top.message and "moved aside" in top.message
    assert "continue" not in top.buttons  # nothing is left to continue
    assert [p.read_bytes() for p in folder.iterdir() if ".damaged-" in p.name] == [b"\x00garbage"]


def test_an_unwritable_save_folder_warns_once_and_the_game_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(paths.HOME_VARIABLE, str(blocker / "home"))
    app = open_app()
    try:
        table = quick_game(app)
        assert table.saves is not None
        play_into_a_trick(app, table, round_number=2)
        warnings = [line for line in table.saves.shown if line.startswith("Saving is off: ")]
        assert len(warnings) == 1, table.saves.shown
        assert len(table.game.log) > 5 and not table.saves.saver.status.ok
    finally:
        close_app(app)


def test_saving_comes_back_on_once(app: App, home: Path) -> None:
    home.mkdir(parents=True)
    (home / "data").write_text("in the way")  # the data folder cannot be made
    table = quick_game(app)
    assert table.saves is not None
    helper = make_bot("normal", 5)
    while len(table.game.log) < 3:
        step(app, table, helper)
    (home / "data").unlink()  # the player frees the way
    count = len(table.game.log)
    while len(table.game.log) < count + 3:
        step(app, table, helper)
    shown = table.saves.shown
    assert [s for s in shown if s.startswith("Saving is off")] and shown.count("Saving is back on") == 1
    assert (home / "data" / "autosave" / "autosave.json").is_file()


@pytest.mark.slow
def test_finishing_a_game_writes_a_history_row(app: App, home: Path) -> None:
    table = quick_game(app)
    helper = make_bot("normal", 9)
    for _ in range(20000):
        if isinstance(app.scenes.top, GameOverScene):
            break
        step(app, table, helper)
    assert isinstance(app.scenes.top, GameOverScene) and table.game.is_over
    with History(home / "data" / "history.sqlite3") as history:
        games = history.games()
        assert len(games) == 1 and not games[0]["ended_early"]
        assert history.statistics("You").games == 1
    assert len(game_records(home / "data" / "records")) == 1
    assert "continue" not in menu(app).buttons  # a finished game is not offered


def test_end_game_archives_and_leaving_keeps_the_game_for_continue(app: App, home: Path) -> None:
    table = quick_game(app)
    play_into_a_trick(app, table, round_number=2)
    table.commands.leave()  # Menu: the game is kept, unfinished, and Continue resumes it
    start = app.scenes.top
    assert isinstance(start, MenuScene) and "continue" in start.buttons
    with History(home / "data" / "history.sqlite3") as history:
        assert len(history.games()) == 1
    click(app, start.buttons["continue"].rect.center)
    table = app.scenes.top  # type: ignore[assignment]
    assert isinstance(table, TableScene)
    table.commands.open_pause_menu()  # End game now asks first (tests/ui/test_ingame.py clicks it)
    pause = app.scenes.top
    assert isinstance(pause, PauseMenu)
    pause.choose("end")
    assert not table.game.is_over and pause.confirming
    pause.choose("confirm-end")
    assert table.game.is_over and table.game.ended_early
    app.step(0.0)
    assert isinstance(app.scenes.top, GameOverScene)
    with History(home / "data" / "history.sqlite3") as history:
        games = history.games()
        assert len(games) == 1 and games[0]["ended_early"]  # the same game, replaced
    assert "continue" not in menu(app).buttons


def test_the_worker_process_keeps_the_session_bots_generators() -> None:
    from bot_runtime.session import SessionInlineWorker, SessionProcessWorker
    from game.presets import preset
    from saves.session import new_session, rng_state

    seats = ["human", "normal", "easy", "random"]
    far, near = (new_session(preset("oh-pshaw"), seats, seed=4) for _ in range(2))
    worker = SessionProcessWorker(far)
    try:
        asked = 0
        while asked < 4:
            seat = far.game.to_act
            assert seat is not None
            if seat == 0:
                action = far.game.legal_actions()[0]
            else:
                action = worker.ask(far.game.view(seat)).result(timeout=60)
                assert action == SessionInlineWorker(near).ask(near.game.view(seat)).result()
                assert rng_state(far.bots[seat]) == rng_state(near.bots[seat])
                asked += 1
            far.game.apply(action)
            near.game.apply(action)
    finally:
        worker.close()


def test_a_new_game_keeps_the_unfinished_one_in_the_history(app: App, home: Path) -> None:
    table = quick_game(app)
    play_into_a_trick(app, table, round_number=2)
    first = table.game.seed
    close_app(app)  # the window closed mid-game
    assert not (home / "data" / "history.sqlite3").exists()
    second = quick_game(app)  # Quick game instead of Continue
    assert second.game.seed != first
    with History(home / "data" / "history.sqlite3") as history:
        games = history.games()
        assert len(games) == 1 and games[0]["ended_early"]
        record = history.record(games[0]["id"])
        assert record is not None and record["seed"] == first
