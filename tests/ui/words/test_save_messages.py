"""Messages about files in the player's language: damaged saves on the load screen and
behind Continue (German), saving is off (Dutch), an export refused (Italian).

``saves/`` gives messages with a key and values (:mod:`saves.problems`); ``str()`` stays
the English text for logs and the command line, and the scenes show the catalogue's words.
"""

from __future__ import annotations

import json
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot_runtime.worker import InlineWorker
from devtools.screenshots.saves import played
from saves import paths
from saves.files import SIZE_LIMIT
from saves.format import SaveError
from saves.problems import MESSAGES, Message
from saves.session import load_game
from saves.slots import save_slot
from tests.ui.test_saves import click, close_app, menu, play_into_a_trick, quick_game
from ui.app import App
from ui.core.settings import Settings
from ui.scenes.export_dialog import ExportDialog
from ui.scenes.load import LoadScene
from ui.scenes.menu import MenuScene
from ui.scenes.statistics import StatsScene
from ui.words.i18n import set_language
from ui.words.save_messages import problem_text

#: Words of the English messages that no German, Dutch or Italian message should contain.
ENGLISH = re.compile(r"\b(the|is|not|cannot|should|was|it|moved|aside|valid|illegal|too|large|newer|"
                     r"line|column|action|seat|file|folder|exists|choose|saved|be)\b", re.I)


def english_words(text: str) -> list[str]:
    return ENGLISH.findall(text)


def open_app(language: str) -> App:
    return App((1024, 640), worker_factory=InlineWorker,
               settings=Settings(speed="instant", language=language))


@pytest.fixture
def german() -> Iterator[App]:
    app = open_app("de")
    yield app
    close_app(app)


def document() -> dict[str, Any]:
    """A real save of a game some way in, as JSON to spoil."""
    path = save_slot("Model", played("oh-pshaw", 4, 3, 40))
    data: dict[str, Any] = json.loads(path.read_bytes())
    path.unlink()
    data["name"] = None  # listed by the file's name
    return data


def bad_json(path: Path) -> None:
    path.write_bytes(b'{"format": "ohpshaw-save", "version": 1, "players": [tru')


def wrong_shape(path: Path) -> None:
    data = document()
    data["round"] = "five"
    path.write_text(json.dumps(data), encoding="utf-8")


def newer(path: Path) -> None:
    data = document()
    data["version"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")


def too_large(path: Path) -> None:
    path.write_bytes(b" " * (SIZE_LIMIT + 1))


def illegal_action(path: Path) -> None:
    data = document()
    data["actions"][6][1] = "bid 99"  # no one can bid 99 with a hand of a few cards
    path.write_text(json.dumps(data), encoding="utf-8")


#: (spoil the file, the English reason str() keeps, a word of the German reason)
DAMAGES: dict[str, tuple[Callable[[Path], None], str, str]] = {
    "bad json": (bad_json, "is not valid JSON", "kein gültiges JSON (Zeile 1, Spalte 54)"),
    "wrong shape": (wrong_shape, 'round should be a whole number, not "five"', "ganze Zahl"),
    "newer version": (newer, "saved by a newer version", "neueren Version"),
    "too large": (too_large, "the file is too large", "zu groß"),
    "illegal action": (illegal_action, "action 7 (seat", "Zug 7 (Platz"),
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_save_is_told_in_german_on_the_load_screen(german: App, damage: str) -> None:
    spoil, english, word = DAMAGES[damage]
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "Abend.json"
    spoil(path)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert english in str(caught.value) and "Abend.json" in str(caught.value)  # English for logs

    click(german, menu(german).buttons["load"].rect.center)
    load = german.scenes.top
    assert isinstance(load, LoadScene) and load.list is not None
    index = [s.name for s in load.slots].index("Abend")
    row = " ".join(load.list.rows[index].cells)
    click(german, load.row_point(index))
    click(german, load.buttons["load"].rect.center)
    assert german.scenes.top is load  # refused, the screen stays
    if damage == "newer version":
        assert "„Abend.json“ wurde von einer neueren Version" in load.message
    else:
        assert load.message.startswith("„Abend.json“ lässt sich nicht laden: ")
    assert word in row + load.message, (row, load.message)
    assert english_words(row) == [] and english_words(load.message) == [], (row, load.message)


@pytest.mark.parametrize("damage", ["bad json", "wrong shape", "too large", "illegal action"])
def test_continue_says_in_german_why_the_autosave_cannot_be_loaded(german: App, damage: str) -> None:
    spoil, _english, word = DAMAGES[damage]
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    spoil(folder / "autosave.json")
    start = menu(german)
    click(german, start.buttons["continue"].rect.center)
    top = german.scenes.top
    assert isinstance(top, MenuScene)
    assert top.message.startswith("„autosave.json“ lässt sich nicht laden: ")
    assert word in top.message and "wurde nach autosave.damaged-" in top.message, top.message
    assert english_words(top.message) == [], top.message


def test_the_backup_loaded_instead_is_said_in_german(german: App) -> None:
    set_language("en")
    english_app = open_app("en")
    try:
        table = quick_game(english_app)
        play_into_a_trick(english_app, table, round_number=2)
    finally:
        close_app(english_app)
    bad_json(paths.autosave_dir() / "autosave.json")
    set_language("de")
    click(german, menu(german).buttons["continue"].rect.center)
    shown = german.scenes.top.look.message
    assert "verschoben" in shown and "Sicherung autosave.backup.json" in shown, shown
    assert english_words(shown) == [], shown


def test_a_damaged_history_is_said_in_german(german: App) -> None:
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database" * 100)
    click(german, menu(german).buttons["stats"].rect.center)
    stats = german.scenes.top
    assert isinstance(stats, StatsScene)
    shown = stats.figures.message
    assert shown.startswith("Die Statistik history.sqlite3 war beschädigt (") and \
        "; sie wurde nach history.damaged-" in shown and shown.endswith(" und eine neue begonnen")


def test_saving_is_off_is_said_in_dutch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(paths.HOME_VARIABLE, str(blocker / "home"))
    app = open_app("nl")
    try:
        table = quick_game(app)
        assert table.saves is not None
        play_into_a_trick(app, table, round_number=2)
        status = table.saves.saver.status
        assert status.message.startswith("saving is off: cannot write ")  # English for logs
        warnings = [line for line in table.saves.shown if line.startswith("Opslaan lukt niet: ")]
        assert len(warnings) == 1, table.saves.shown
        folder = paths.autosave_dir() / "autosave.json"
        reason = status.problem.values["reason"] if status.problem is not None else None
        assert isinstance(reason, str)  # the system's own words stay as they are
        assert warnings[0] == f"Opslaan lukt niet: {folder} kan niet worden geschreven: {reason}"
    finally:
        close_app(app)


def test_an_export_refusal_is_said_in_italian() -> None:
    app = open_app("it")
    try:
        save_slot("Sera", played("oh-pshaw", 4, 5, 30))
        click(app, menu(app).buttons["load"].rect.center)
        load = app.scenes.top
        assert isinstance(load, LoadScene)
        click(app, load.buttons["export"].rect.center)
        dialog = app.scenes.top
        assert isinstance(dialog, ExportDialog) and dialog.entry is not None
        dialog.entry.set_text("not/a/full/path.json")
        click(app, dialog.buttons["ok"].rect.center)
        assert app.scenes.top is dialog
        assert dialog.message.startswith("not/a/full/path.json non è un percorso completo: "), dialog.message
        dialog.entry.set_text("/no/such/folder/x.json")
        click(app, dialog.buttons["ok"].rect.center)
        assert dialog.message == "La cartella /no/such/folder non esiste", dialog.message
        taken = Path(os.environ[paths.HOME_VARIABLE]) / "taken.json"
        taken.write_text("{}")
        dialog.entry.set_text(str(taken))
        click(app, dialog.buttons["ok"].rect.center)
        assert dialog.message.startswith(f"{taken} esiste già: scegli un altro nome"), dialog.message
        assert taken.read_text() == "{}"
    finally:
        close_app(app)


#: Values the code gives beyond the English text's placeholders (the catalogue uses them instead).
EXTRA = {"action_unreadable": ["text"]}


def test_every_message_renders_in_every_language() -> None:
    """Each key, with values for the placeholders of its English text (what the code passes),
    gives a text with no placeholder left in every language: no catalogue entry asks for a
    value that ``saves`` does not give."""
    samples: dict[str, Any] = {"error": Message("turn_over"), "problem": Message("export_empty"),
                               "problems": (Message("turn_over"), Message("export_empty")),
                               "reason": "Permission denied", "path": Path("/x/y.json")}
    for code in ("en", "de", "nl", "it"):
        set_language(code)
        for key, text in MESSAGES.items():
            names = re.findall(r"{(\w+)", text) + EXTRA.get(key, [])
            values = {name: samples.get(name, 7) for name in names}
            shown = problem_text(Message(key, **values))
            assert shown and "{" not in shown, (code, key, shown)
