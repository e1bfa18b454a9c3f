"""The save screens through real events: the load list (load, delete with its question,
export, a damaged file), the save dialog (Ctrl+S at the table), the statistics screen.

Headless, instant animations, bots in this process, a private ``OHPSHAW_HOME``
(tests/conftest.py); every action is a posted click or key press.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from devtools.screenshots.saves import played
from game.bots import make_bot
from game.record import replay
from saves import paths
from saves.autosave import AutoSaver, autosave_header
from saves.history import History
from saves.records import archive_game
from saves.session import Session
from saves.slots import list_slots, load_slot, save_slot
from saves.statistics import report as statistics_report
from tests.saves.test_history import expected
from tests.ui.test_saves import click, close_app, menu, open_app, picture, play_into_a_trick, quick_game, step
from tests.ui.test_setup import pick
from ui.app import App
from ui.core.draw import RED
from ui.scenes.confirm import ConfirmScene
from ui.scenes.export_dialog import ExportDialog
from ui.scenes.load import LoadScene
from ui.scenes.menu import MenuScene
from ui.scenes.save_dialog import SaveDialog
from ui.scenes.statistics import FIGURES, StatsScene
from ui.table.scene import TableScene
from ui.words.i18n import _ as tr


@pytest.fixture
def home() -> Path:
    return Path(os.environ[paths.HOME_VARIABLE])


@pytest.fixture
def app(home: Path) -> Iterator[App]:
    application = open_app()
    yield application
    close_app(application)


def press(app: App, key: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
    app.step(0.0)
    app.step(0.0)


def type_over(app: App, dialog: Any, typed: str) -> None:
    """Replace the text in a dialog's entry as a player does: Ctrl+A, then the new text."""
    assert dialog.entry is not None and dialog.entry.is_focused
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    if typed:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    else:
        press(app, pygame.K_BACKSPACE)
    app.step(0.0)
    assert dialog.entry.get_text() == typed


def top(app: App) -> Any:
    return app.scenes.top


def load_screen(app: App) -> LoadScene:
    click(app, menu(app).buttons["load"].rect.center)
    scene = top(app)
    assert isinstance(scene, LoadScene)
    return scene


def saved(name: str, rules: str = "oh-pshaw", seed: int = 1, actions: int = 60) -> Session:
    session = played(rules, 4, seed, actions)
    save_slot(name, session)
    return session


# -- the menu ------------------------------------------------------------------------------


def test_the_menu_opens_both_screens_and_esc_or_back_returns(app: App) -> None:
    # no game was ever played here: Learn to play is the gold one, in its usual place
    assert [key for key, _ in menu(app).entries()] == ["new", "quick", "learn", "join", "pad", "load",
                                                       "stats", "rules", "settings", "quit"]
    assert menu(app).default_entry() == "learn"
    load_screen(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(top(app), MenuScene)
    load = load_screen(app)
    click(app, load.buttons["back"].rect.center)
    assert isinstance(top(app), MenuScene)
    click(app, menu(app).buttons["stats"].rect.center)
    stats = top(app)
    assert isinstance(stats, StatsScene) and stats.figures.names == []  # the empty state
    click(app, stats.back.rect.center)  # type: ignore[union-attr]
    assert isinstance(top(app), MenuScene)
    click(app, menu(app).buttons["stats"].rect.center)
    press(app, pygame.K_ESCAPE)
    assert isinstance(top(app), MenuScene)


# -- the load screen ---------------------------------------------------------------------------


def test_the_menu_keeps_its_entries_in_place_whether_or_not_a_game_waits(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Continue comes on top when a game waits; every other entry keeps its order and its
    place, and only the gold one changes."""
    from ui import continuing
    from ui.scenes import menu as menu_module

    def places() -> tuple[list[str], dict[str, tuple[int, int, int, int]], str | None]:
        scene = menu(app)
        scene.exit()
        scene.enter()
        return ([key for key, _ in scene.entries()], {k: tuple(b.rect) for k, b in scene.buttons.items()},
                next((k for k, b in scene.buttons.items() if "#primary" in b.object_ids), None))

    keys, fresh, gold = places()
    assert gold == "learn" and "continue" not in keys
    offer = continuing.Continuing(continuing.ContinueOffer(None, "Oh Pshaw · round 4 · 4 players"))
    monkeypatch.setattr(menu_module, "newest_offer", lambda: offer)
    keys, waiting, gold = places()
    assert keys[0] == "continue" and gold == "continue"
    assert keys[1:] == [k for k in fresh]
    assert {k: waiting[k] for k in fresh} == fresh  # not one entry moved
    assert waiting["continue"][1] < fresh["new"][1]


def test_the_list_shows_the_saves_newest_first_and_loads_the_chosen_one(app: App, home: Path) -> None:
    first = saved("First", seed=1, actions=40)
    second = saved("Second", "wizard", seed=2, actions=70)
    saved("Third", seed=3, actions=10)
    load = load_screen(app)
    assert [s.name for s in load.slots] == ["Third", "Second", "First"]
    assert load.list is not None
    row = load.list.rows[1].cells
    header = load.slots[1].header
    assert header is not None and row[0] == "Second" and row[2] == "Wizard"
    assert row[3] == f"{header.round} of {header.rounds}"
    totals = second.game.totals
    assert row[4] == " · ".join(f"{n} {t}" for n, t in zip(second.names, totals, strict=True))
    assert list(header.totals) == list(totals)

    click(app, load.row_point(2))
    assert load.chosen() is not None and load.chosen().name == "First"  # type: ignore[union-attr]
    click(app, load.buttons["load"].rect.center)
    table = top(app)
    assert isinstance(table, TableScene)
    # the bots may have carried on already (instant speed): the saved game is the start
    assert table.game.log[:len(first.game.log)] == first.game.log and table.look.names == first.names
    assert table.game.seed == first.game.seed
    assert sorted(map(str, table.hand)) == sorted(map(str, table.game.state.hands[0]))
    assert "Loaded “First”" in table.look.message
    header = autosave_header()  # the autosave now holds the loaded game
    assert header is not None and header.name == "First"


def test_a_game_loaded_from_the_list_shows_the_same_table(app: App) -> None:
    table = quick_game(app)
    play_into_a_trick(app, table)
    before = picture(table)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    dialog = top(app)
    assert isinstance(dialog, SaveDialog)
    type_over(app, dialog, "Mid trick")
    press(app, pygame.K_RETURN)
    assert top(app) is table and "Saved as “Mid trick”" in table.look.message
    table.commands.leave()
    other = quick_game(app)  # another game takes the autosave, and is played a little
    assert other.game.seed != table.game.seed
    helper = make_bot("normal", 2)
    while not other.game.log:
        step(app, other, helper)
    load = load_screen(app)
    assert [s.name for s in load.slots] == ["Mid trick"]
    press(app, pygame.K_RETURN)  # Enter loads the chosen save, after a question: the other
    question = top(app)  # game, unfinished, would leave Continue
    assert isinstance(question, ConfirmScene) and "Mid trick" in question.question
    click(app, question.buttons["yes"].rect.center)
    resumed = top(app)
    assert isinstance(resumed, TableScene) and resumed is not table
    assert picture(resumed) == before
    kept = [s for s in list_slots() if s.name != "Mid trick"]  # the other game, kept to load
    assert len(kept) == 1 and kept[0].name.startswith("Unfinished game ")
    assert load_slot(kept[0].name).game.log == other.game.log
    assert resumed.human_turn and not resumed.director.animator.busy


def test_delete_asks_first_and_keep_it_keeps_the_file(app: App) -> None:
    saved("Old")
    saved("Keep me", seed=4)
    load = load_screen(app)
    path = load.slots[0].path
    assert load.slots[0].name == "Keep me"
    click(app, load.buttons["delete"].rect.center)
    question = top(app)
    assert isinstance(question, ConfirmScene) and "Keep me" in question.question
    click(app, question.buttons["no"].rect.center)
    assert top(app) is load and path.exists() and len(load.slots) == 2
    press(app, pygame.K_DELETE)
    assert isinstance(top(app), ConfirmScene)
    press(app, pygame.K_ESCAPE)  # Esc is no as well
    assert top(app) is load and path.exists()
    click(app, load.buttons["delete"].rect.center)
    click(app, top(app).buttons["yes"].rect.center)
    assert top(app) is load and not path.exists()
    assert [s.name for s in load.slots] == ["Old"] and "Deleted “Keep me”" in load.message
    assert [s.name for s in list_slots()] == ["Old"]


def test_a_damaged_save_says_why_is_moved_aside_and_the_screen_stays_usable(app: App) -> None:
    good = saved("Good")
    AutoSaver().save(played("oh-pshaw", 4, 9, 5))  # an autosaved game to offer instead
    folder = paths.saves_dir()
    damaged = b'{"format": "ohpshaw-save", "version": 1, "players": [tru'
    (folder / "broken.json").write_bytes(damaged)
    load = load_screen(app)
    assert load.list is not None
    names = [s.name for s in load.slots]
    index = names.index("broken")
    row = load.list.rows[index]
    assert row.colour == RED and row.cells[2].startswith("damaged: ") and "not valid JSON" in row.cells[2]
    click(app, load.row_point(index))
    click(app, load.buttons["load"].rect.center)
    assert top(app) is load  # no crash, no table
    assert "broken.json" in load.message and "not valid JSON" in load.message
    assert "moved aside to broken.damaged-" in load.message and "Continue" in load.message
    aside = [p for p in folder.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged  # moved, bytes unchanged
    assert [s.name for s in load.slots] == ["Good"]
    click(app, load.row_point(0))
    click(app, load.buttons["load"].rect.center)
    click(app, top(app).buttons["yes"].rect.center)  # the autosaved game is kept as a save first
    table = top(app)
    assert isinstance(table, TableScene) and table.game.log[:len(good.game.log)] == good.game.log


def test_a_damaged_save_chosen_shows_why_beside_the_list(app: App) -> None:
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    (folder / "broken.json").write_bytes(b'{"format": "ohpshaw-save", "version": 1, "players": [tru')
    load = load_screen(app)
    click(app, load.row_point(0))
    surface = pygame.Surface(app.size)
    load.draw(surface)
    box = load.details
    red = sum(1 for x in range(box.left, box.right, 2) for y in range(box.top, box.bottom, 2)
              if surface.get_at((x, y))[:3] == RED)
    assert red > 20  # the reason, in red, on the card beside the list (not an empty card)


def test_deleting_a_damaged_save_moves_it_aside_instead(app: App) -> None:
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    (folder / "noise.json").write_bytes(b"\x00\x01 not a save")
    load = load_screen(app)
    click(app, load.buttons["delete"].rect.center)
    question = top(app)
    assert isinstance(question, ConfirmScene) and "moved aside, not deleted" in question.detail
    click(app, question.buttons["yes"].rect.center)
    assert load.slots == [] and "moved aside" in load.message
    assert [p.read_bytes() for p in folder.iterdir()] == [b"\x00\x01 not a save"]


def test_export_writes_a_record_that_replays_and_never_replaces_a_file(app: App, home: Path) -> None:
    session = saved("Export me", "oh-seven", seed=5, actions=50)
    load = load_screen(app)
    click(app, load.buttons["export"].rect.center)
    dialog = top(app)
    assert isinstance(dialog, ExportDialog) and dialog.entry is not None
    target = Path(dialog.entry.get_text())
    assert target.parent == home and target.name.startswith("ohpshaw-") and target.suffix == ".json"
    click(app, dialog.buttons["ok"].rect.center)
    assert top(app) is load and str(target) in load.message
    record = json.loads(target.read_text(encoding="utf-8"))
    assert record == json.loads(json.dumps(session.record()))
    assert replay(record).log == session.game.log

    click(app, load.buttons["export"].rect.center)
    dialog = top(app)
    type_over(app, dialog, str(target))  # the same file again
    press(app, pygame.K_RETURN)
    assert top(app) is dialog and "already exists" in dialog.message
    type_over(app, dialog, "not/a/full/path.json")
    click(app, dialog.buttons["ok"].rect.center)
    assert top(app) is dialog and "not a full path" in dialog.message
    press(app, pygame.K_ESCAPE)
    assert top(app) is load
    assert json.loads(target.read_text(encoding="utf-8")) == record  # untouched
    assert sorted(p.name for p in home.iterdir()) == ["data", target.name]


# -- the save dialog ------------------------------------------------------------------------------


def test_the_save_dialog_refuses_bad_names_asks_before_replacing_and_esc_leaves(app: App) -> None:
    table = quick_game(app)
    for _ in range(2000):  # the human's turn: the game stands still behind the dialog and after it
        if table.human_turn:
            break
        app.step(0.1)
    assert table.human_turn
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    dialog = top(app)
    assert isinstance(dialog, SaveDialog) and dialog.entry is not None
    assert dialog.entry.get_text().startswith("Oh Pshaw ")  # a sensible name to start from
    type_over(app, dialog, "")
    click(app, dialog.buttons["ok"].rect.center)
    assert top(app) is dialog and "Type a name" in dialog.message and list_slots() == []
    type_over(app, dialog, "x" * 101)
    press(app, pygame.K_RETURN)
    assert top(app) is dialog and "at most 100" in dialog.message and list_slots() == []
    type_over(app, dialog, "Evening")
    press(app, pygame.K_RETURN)
    assert top(app) is table and load_slot("Evening").game.log == table.game.log

    press(app, pygame.K_s, pygame.KMOD_CTRL)
    dialog = top(app)
    assert dialog.entry.get_text() == "Evening"  # the name it was saved under
    click(app, dialog.buttons["ok"].rect.center)
    assert top(app) is dialog and "exists already" in dialog.message
    assert dialog.buttons["ok"].text == "Replace"
    click(app, dialog.buttons["ok"].rect.center)
    assert top(app) is table and load_slot("Evening").game.log == table.game.log

    press(app, pygame.K_s, pygame.KMOD_CTRL)
    type_over(app, top(app), "Never saved")
    press(app, pygame.K_ESCAPE)
    assert top(app) is table and [s.name for s in list_slots()] == ["Evening"]


def test_a_save_folder_that_cannot_be_written_gets_a_message(app: App, home: Path) -> None:
    table = quick_game(app)
    (home / "data" / "saves").write_text("a file where the folder should be")
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    dialog = top(app)
    type_over(app, dialog, "Nowhere")
    press(app, pygame.K_RETURN)
    assert top(app) is dialog and "not saved" in dialog.message and "saves" in dialog.message
    press(app, pygame.K_ESCAPE)
    assert top(app) is table


# -- statistics ----------------------------------------------------------------------------------


def test_statistics_show_the_table_beside_the_players_for_each_game(app: App) -> None:
    games = [("oh-pshaw", 1), ("oh-pshaw", 2), ("oh-hell", 3), ("oh-seven", 4)]
    records = []
    for rules, seed in games:
        session = played(rules, 4, seed, None)
        assert session.game.is_over
        archive_game(session)
        records.append((session.record(), False))
    click(app, menu(app).buttons["stats"].rect.center)
    stats = top(app)
    assert isinstance(stats, StatsScene)
    assert stats.figures.names[0] == "You"  # the person at the computer comes first
    assert set(stats.figures.names) == {"You", "Ada", "Basil", "Cleo"}
    shown = stats.report()
    assert shown is not None and shown.preset is None and shown.table.games == 4
    assert stats.list is not None and [row.cells[0] for row in stats.list.rows] == list(shown.players)
    for preset_name, title in ((None, "Oh Pshaw"), ("oh-seven", "Oh-Seven"), ("oh-pshaw", "Oh Pshaw")):
        if preset_name is not None:
            assert stats.games is not None
            pick(app, stats.games, title)  # the game's figures, chosen with clicks
        assert stats.preset == preset_name
        report = stats.report()
        assert report is not None and report.table == statistics_report(preset_name).table
        assert report.has_trump_choice == (preset_name in (None, "oh-seven"))  # only bid cards pick trump
        click(app, stats.row_point("Basil"))
        assert stats.player == "Basil"
        want = expected(records, "Basil", preset_name)
        figures = report.players["Basil"]
        assert {key: getattr(figures, key) for key in want} == pytest.approx(want)
        row = next(r for r in stats.list.rows if r.cells[0] == "Basil")
        assert list(row.cells[1:]) == [show(figures) for _label, show, _tip in FIGURES]
        assert tr("statistics.games") == "Games" and row.cells[1] == str(want["games"])
        picture = stats.figures.games  # the picture: Basil's games of this kind, oldest first
        kept = [r for r, _practice in records if preset_name in (None, r["preset"])]
        assert len(picture) == len(kept)
        for game, record in zip(picture, kept, strict=True):
            one = expected([(record, False)], "Basil", None)
            assert game.points_per_round == pytest.approx(one["points_per_round"])
            assert game.bid_accuracy == pytest.approx(one["bid_accuracy"])
    report = stats.report()
    assert report is not None
    names = list(report.players)
    press(app, pygame.K_UP)  # the arrow keys choose too
    assert stats.player == names[names.index("Basil") - 1]
    app.step(0.0)  # and it draws


def test_a_damaged_history_is_moved_aside_and_said(app: App) -> None:
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database" * 100)
    click(app, menu(app).buttons["stats"].rect.center)
    stats = top(app)
    assert isinstance(stats, StatsScene) and stats.figures.names == []
    assert "moved aside" in stats.figures.message
    app.step(0.0)
    with History() as history:
        assert history.names() == []
