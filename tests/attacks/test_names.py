"""Attacks by names and texts: a NUL or an escape in a name read from disk or typed, a data
folder whose path is not UTF-8. Names are cleaned where they are read or typed, and nothing
that draws text raises on any string."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.bots import make_bot
from game.presets import preset
from saves import paths
from saves.last_setup import last_setup_path
from saves.session import new_session
from saves.slots import list_slots, save_slot
from tests.ui.test_saves import close_app, menu, open_app, play_into_a_trick, quick_game, step
from tests.ui.test_table import click
from ui.app import App
from ui.core.fonts import fitted, font, render, text
from ui.scenes.load import LoadScene
from ui.table.scene import TableScene
from ui.table.setup import SetupScene
from ui.words.i18n import _

HOSTILE = ["N\x00L", "\x1b[31mred\x1b[0m", "caf\udce9", "\ud800", "line\nbreak", "tab\there",
           "\u202eevil", "", "x" * 100_000, "\x00" * 50]


def frames(app: App, count: int = 3) -> None:
    for _frame in range(count):
        app.step(0.05)


@pytest.mark.parametrize("value", HOSTILE, ids=range(len(HOSTILE)))
def test_the_fonts_draw_any_string(app: App, value: str) -> None:
    for size in (11, 24):
        assert text(value, size).get_height() > 0
        assert render(value, size).get_height() > 0
        assert fitted(value, size, 300).get_width() <= max(300, fitted(value, size, 300).get_width())
        assert font(size).size(value)[1] > 0
    assert "\x00" not in _("continue.game_round_players", preset=value, round=1, players=3)


@pytest.mark.parametrize("value", HOSTILE[:4], ids=range(4))
def test_a_label_of_a_translated_text_draws_any_value(app: App, value: str) -> None:
    label = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 400, 40),
                                        _("continue.game_round_players", preset=value, round=1, players=3),
                                        manager=app.gui)
    frames(app)
    label.kill()


def edit_json(path: Path, change: object) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_nul_in_a_saves_name_and_its_players(app: App) -> None:
    session = new_session(preset("oh-pshaw"), ["human", "normal", "normal"], 3, names=["Ann", "Bo", "Cy"])
    path = save_slot("Sunday", session)

    def poison(data: dict[str, object]) -> None:
        data["name"] = "Sun\x00day"
        data["players"][1]["name"] = "B\x00o"  # type: ignore[index]
    edit_json(path, poison)
    other = save_slot("Monday", session)

    def garble(data: dict[str, object]) -> None:  # every other text of the header
        data.update(updated="\x00\udcff", created="\x1b", app_version="\x00", preset="\x00oh-pshaw")
    edit_json(other, garble)
    click(app, menu(app).buttons["load"].rect.center)
    assert isinstance(app.scenes.top, LoadScene)
    frames(app)
    listed = {slot.name: slot for slot in list_slots()}
    assert sorted(listed) == ["Monday", "Sunday"]
    header = listed["Sunday"].header
    assert header is not None and [p.name for p in header.players] == ["Ann", "Bo", "Cy"]


def test_a_nul_in_a_players_name_in_the_autosave(app: App) -> None:
    table = quick_game(app)
    play_into_a_trick(app, table, round_number=1)
    close_app(app)
    autosave = paths.autosave_path()

    def poison(data: dict[str, object]) -> None:
        data["players"][0]["name"] = "Y\x00o\x1bu"  # type: ignore[index]
    edit_json(autosave, poison)
    again = open_app()
    try:
        click(again, menu(again).buttons["continue"].rect.center)
        table = again.scenes.stack[0]
        assert isinstance(table, TableScene)
        frames(again)
        assert table.look.names[0] == "You"
        helper = make_bot("normal", 1)
        for _move in range(30):
            step(again, table, helper)
    finally:
        close_app(again)


def test_a_nul_in_a_name_of_the_last_setup(app: App) -> None:
    path = last_setup_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "rules": preset("oh-hell").as_dict(),
                                "seats": ["human", "easy", "normal"],
                                "names": ["A\x00nn", "\x1b[1mBo", "Cy"]}), encoding="utf-8")
    click(app, menu(app).buttons["new"].rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    frames(app)
    assert setup.names == ["Ann", "[1mBo", "Cy"] and setup.rules.preset == "oh-hell"


def test_control_characters_typed_into_a_name(app: App) -> None:
    click(app, menu(app).buttons["new"].rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    entry = setup.entries[0]
    click(app, entry.rect.center)
    entry.set_text("")
    for typed in ("A", "\x1b", "\x00", "n\x07", "\x9bn"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    frames(app)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, text=entry.get_text(),
                                         ui_element=entry))
    frames(app)
    assert setup.chosen_names()[0] in ("Ann", "An", "A")
    assert all(c.isprintable() for name in setup.chosen_names() for c in name)
    setup.start()
    table = app.scenes.top
    assert isinstance(table, TableScene)
    frames(app)
    assert all(c.isprintable() for name in table.look.names for c in name)


@pytest.mark.skipif(sys.platform != "linux", reason="file names as bytes (Linux file systems)")
def test_a_data_folder_whose_path_is_not_utf8(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = os.fsdecode(os.fsencode(tmp_path) + b"/caf\xe9-home")
    os.makedirs(home)
    Path(home, "data").write_text("in the way", encoding="utf-8")  # saving fails: the message names it
    monkeypatch.setenv(paths.HOME_VARIABLE, home)
    app = open_app()
    try:
        table = quick_game(app)
        assert table.saves is not None
        play_into_a_trick(app, table, round_number=1)
        frames(app)
        shown = [line for line in table.saves.shown if line.startswith("Saving is off")]
        assert len(shown) == 1, table.saves.shown
        assert "caf\ufffd-home" in shown[0]
        assert all(not 0xD800 <= ord(c) <= 0xDFFF for c in shown[0])
        table.say(shown[0])
        frames(app)
    finally:
        close_app(app)
