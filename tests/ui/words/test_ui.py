"""The window in each language: a round played at the table, a language switch that applies
at once (widgets rebuilt, pygame_gui's own strings too), and Dutch pygame_gui dialogs."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pygame_gui
import pytest
from pygame_gui.core.utility import translate

from bot_runtime.worker import InlineWorker
from devtools.screenshots.stage import autopilot
from game.actions import Bid
from game.game import Phase
from game.presets import preset
from ui.app import App
from ui.core.language import apply_language
from ui.core.settings import Settings
from ui.scenes.menu import MenuScene
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene
from ui.words.i18n import LANGUAGES, _, language, load_catalogue, set_language


def make_app(code: str) -> App:
    return App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant", language=code))


@pytest.fixture
def apps() -> Iterator[list[App]]:
    made: list[App] = []
    yield made
    for app in made:
        while app.scenes.stack:
            app.scenes.pop()
    set_language("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_round_at_the_table_in_each_language(code: str, apps: list[App]) -> None:
    app = make_app(code)
    apps.append(app)
    words = load_catalogue(code)
    assert language() == code and app.gui.get_locale() == code
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 7)
    app.scenes.replace(table)
    assert autopilot(app, lambda: table.human_turn and table.game.phase is Phase.BID)
    app.step(0.0)  # the bid panel is built on the next update
    assert table.corner["menu"].tool_tip_text == words["table.corner_menu_tip"]
    assert table.input.panel is not None
    assert table.input.panel.label.text == words["table.your_bid"]
    assert not table.apply(Bid(9))  # refused: the engine's reason, in this language
    assert table.look.message == _("error.bid_range", max=table.game.round.hand_size)
    assert table.look.message.startswith({"en": "A bid", "de": "Ein Gebot", "nl": "Een bod",
                                          "it": "Una dichiarazione"}[code])
    assert autopilot(app, lambda: isinstance(app.scenes.top, ScoreSheet))
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet) and sheet.button is not None
    assert sheet.button.text == words["score_sheet.continue"]
    for _frame in range(3):
        app.step(1 / 60)  # draws the sheet over the table in this language
    sheet.close()
    assert autopilot(app, lambda: table.game.round.number == 2 and table.human_turn)


def test_changing_the_language_applies_at_once(apps: list[App]) -> None:
    app = make_app("en")
    apps.append(app)
    app.scenes.replace(MenuScene(app))
    app.step(1 / 60)
    assert app.scenes.top.buttons["quick"].text == "Quick game"  # type: ignore[union-attr]
    app.settings.language = "de"
    assert apply_language(app) == "de"
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.buttons["quick"].text == "Schnelles Spiel"
    assert app.gui.get_locale() == "de" and translate("pygame-gui.Cancel") == "Abbrechen"
    app.step(1 / 60)
    assert app.settings.language == "de"  # remembered in the settings the app saves


def test_f5_at_the_table_cycles_the_language(apps: list[App]) -> None:
    app = make_app("en")
    apps.append(app)
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 3)
    app.scenes.replace(table)
    assert autopilot(app, lambda: table.human_turn)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, unicode="", mod=0))
    app.step(1 / 60)
    assert app.settings.language == "de" and language() == "de"
    assert table.look.message == "Deutsch"
    assert table.corner["scores"].tool_tip_text.startswith("Punkteblatt (Tab)")
    assert table.corner["hint"].tool_tip_text.startswith("Tipp (H)")


def test_pygame_gui_dialogs_speak_dutch(apps: list[App]) -> None:
    app = make_app("nl")
    apps.append(app)
    dialog = pygame_gui.windows.UIConfirmationDialog(pygame.Rect(100, 100, 300, 200), "x",
                                                     manager=app.gui)
    assert translate(dialog.cancel_button.text) == "Annuleren"
    assert translate("pygame-gui.Confirm") == "Bevestigen"
    assert translate("pygame-gui.file_dialog_title_bar") == "Bestand kiezen"
    dialog.kill()


def test_the_dutch_widget_file_has_every_pygame_gui_key() -> None:
    import json
    from pathlib import Path

    from ui.core.assets import asset_path
    theirs = json.loads((Path(pygame_gui.__file__).parent / "data" / "translations" /
                         "pygame-gui.en.json").read_text(encoding="utf-8"))["en"]
    ours = json.loads(asset_path("locale", "pygame-gui.nl.json").read_text(encoding="utf-8"))["nl"]
    assert set(ours) == set(theirs)
    assert ours["Cancel"] != theirs["Cancel"] and "%{file_name}" in ours["Delete_filename"]
