"""The second pass of the translations: the language in Settings (at once, remembered, used
when the window opens), preset names, option errors named as the setup screen names them,
and save errors by kind, each in the chosen language."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pickle
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.errors import Named, OptionsError
from game.presets import DESCRIPTIONS as ENGLISH_DESCRIPTIONS
from game.presets import preset
from game.rules import PRESET_TITLES
from saves.autosave import OFF, SaveStatus
from saves.format import DAMAGED, MISSING, NEWER, UNREADABLE, SaveError
from saves.problems import Message
from saves.shape import THE_FILE
from tests.ui.test_settings import open_settings
from tests.ui.test_setup import pick, press
from ui.app import App
from ui.core.settings import Settings
from ui.core.settings_file import load_settings, save_settings
from ui.scenes.settings import SettingsScene
from ui.widgets.controls import Menu
from ui.words.errors import error_text
from ui.words.i18n import language, set_language
from ui.words.names import DESCRIPTIONS, TITLES, preset_description, preset_title
from ui.words.save_messages import problem_text, save_error_text, save_status_text


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    yield
    set_language("en")


def test_the_language_chosen_in_settings_applies_at_once_and_is_remembered(app: App) -> None:
    menu, page = open_settings(app)
    assert page.form is not None
    choice = page.form.controls["language"]
    assert isinstance(choice, Menu)
    assert [value for value, _label in choice.choices] == ["", "en", "de", "nl", "it"]
    pick(app, choice, "Deutsch")
    assert app.settings.language == "de" and language() == "de"
    assert load_settings().language == "de"
    assert app.scenes.top is page and page.title == "Einstellungen"
    assert page.back is not None and page.back.text == "Zurück"  # widgets rebuilt in German
    assert page.form is not None and dict(page.form.controls["language"].choices)["nl"] == "Nederlands"
    assert menu.buttons["quick"].text == "Schnelles Spiel"  # the scene beneath too
    assert app.gui.get_locale() == "de"
    pick(app, page.form.controls["language"], "Italiano")  # type: ignore[arg-type]
    assert language() == "it" and load_settings().language == "it"
    press(app, page.back.rect.center)  # type: ignore[union-attr]
    assert app.scenes.top is menu and menu.buttons["new"].text == "Nuova partita"


def test_the_window_opens_in_the_saved_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.app import play
    save_settings(Settings(language="nl"))
    opened: list[App] = []
    monkeypatch.setattr(App, "run", lambda self, *args, **kwargs: opened.append(self))
    try:
        assert play() == 0
        (window,) = opened
        assert window.settings.language == "nl" and language() == "nl"
        assert window.gui.get_locale() == "nl"
    finally:
        set_language("en")


def test_a_language_setting_that_is_not_spoken_is_refused() -> None:
    settings, refused = Settings.from_dict({"language": "fr"})
    assert refused == ["language"] and settings.language == ""
    assert Settings.from_dict({"language": "it"}) == (Settings(language="it"), [])


def test_every_preset_has_a_name_and_a_description_to_translate(german: None) -> None:
    assert set(TITLES) == set(PRESET_TITLES) and set(DESCRIPTIONS) == set(ENGLISH_DESCRIPTIONS)
    assert preset_title("up-and-down") == "Den Fluss hinauf und hinab"
    assert preset_title("wizard") == "Wizard"  # the game's own name
    assert preset_title("some-future-game") == "Some Future Game"
    assert "Haken-Regel" in preset_description("oh-hell") and preset_description("custom") == ""


def refusal(rules_name: str, players: int, **changes: object) -> OptionsError:
    with pytest.raises(OptionsError) as caught:
        preset(rules_name).replace(**changes).validate(players)
    return caught.value


def test_option_errors_name_the_options_as_the_setup_screen_does(german: None) -> None:
    conflict = refusal("oh-hell", 4, simultaneous_bidding=True)
    assert str(conflict) == "hook cannot be combined with simultaneous_bidding"  # logs, command line
    assert error_text(conflict) == "Haken-Regel lässt sich nicht mit Geheime Gebote kombinieren"
    scoring = refusal("wizard", 4, nil_bonus=True)
    assert str(scoring) == "nil_bonus needs scoring standard"
    assert error_text(scoring) == "Bonus für erfüllte 0 geht nur mit der Standardwertung"
    full = refusal("oh-hell", 4, max_hand=13, full_deck_no_trump=False)
    assert "full_deck_no_trump" in str(full)
    assert "(„Ohne Trumpf bei vollem Deck“ einschalten oder „Größtes Blatt“ senken)" in error_text(full)
    crowd = refusal("up-and-down", 8)
    assert str(crowd).startswith("Up and Down the River is played by 3 to 7")
    assert error_text(crowd) == "Den Fluss hinauf und hinab spielen 3 bis 7 Spieler, nicht 8"
    set_language("it")
    assert error_text(conflict) == "Regola del gancio non si può combinare con Dichiarazioni segrete"


def test_named_values_survive_a_trip_to_a_worker_process() -> None:
    named = Named("preset", "oh-hell", "Oh Hell")
    again = pickle.loads(pickle.dumps(named))
    assert (again, again.kind, again.key) == ("Oh Hell", "preset", "oh-hell")
    error = pickle.loads(pickle.dumps(refusal("oh-hell", 4, simultaneous_bidding=True)))
    assert error.values["first"].key == "hook"


def test_save_errors_are_told_by_kind_in_the_language(german: None) -> None:
    path = Path("/saves/Abend.json")
    bad = Message("not_json", where=THE_FILE, detail="Expecting value", line=1, column=2)
    assert save_error_text(SaveError(path, bad, DAMAGED)) == \
        "„Abend.json“ lässt sich nicht laden: die Datei ist kein gültiges JSON (Zeile 1, Spalte 2)"
    newer = Message("newer_version", app="9.0", version=9, this_app="0.1", this_version=1)
    assert "neueren Version" in save_error_text(SaveError(path, newer, NEWER))
    assert save_error_text(SaveError(path, Message("no_such_file"), MISSING)) == \
        "„Abend.json“ ist nicht mehr da."
    unreadable = Message("cannot_be_read", reason="Permission denied")
    assert save_error_text(SaveError(path, unreadable, UNREADABLE)).endswith(
        ": nicht lesbar (Permission denied)")
    problem = Message("cannot_write", path=Path("/x/autosave.json"), reason="disk full")
    off = SaveStatus(False, OFF + problem, changed=True, problem=problem)
    assert save_status_text(off) == \
        "Speichern nicht möglich: /x/autosave.json lässt sich nicht schreiben: disk full"
    assert problem_text(Message("backup_loaded", file="b.json")).startswith(
        "Stattdessen wurde die Sicherung b.json geladen")
    back = SaveStatus(True, "saving is back on", changed=True)
    assert save_status_text(back) == "Speichern funktioniert wieder"


def test_the_settings_screen_fits_german_labels(app: App, german: None) -> None:
    app.settings.language = "de"
    app.scenes.replace(SettingsScene(app))
    app.step(0.0)
    page = app.scenes.top
    assert isinstance(page, SettingsScene) and page.form is not None
    bottom = max(control.widget.rect.bottom for control in page.form.controls.values())
    assert page.back is not None and bottom <= page.back.rect.top
