"""The new-game screen by clicks: every preset to the first trick, hot-seat humans, house
rules, the engine's refusals, and the setup remembered for next time.

Headless, instant animations, bots in this process; only mouse and keyboard
events reach the scenes.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import logging

import pygame
import pygame_gui
import pytest

from game.actions import Bid, Play
from game.bots import make_bot
from game.game import Phase
from game.presets import PRESETS
from game.rules import PRESET_TITLES
from saves import paths
from saves.last_setup import last_setup_path
from tests.test_ui_table import click, human_move
from ui.app import App
from ui.scenes.handover import HandOver
from ui.scenes.menu import MenuScene
from ui.scenes.setup import SetupScene, kind_label
from ui.table.scene import TableScene
from ui.widgets.controls import Menu, Switch
from ui.words.errors import error_text


def open_setup(app: App) -> SetupScene:
    """Main menu, then a click on New game."""
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["new"].rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    return setup


def press(app: App, pos: tuple[int, int]) -> None:
    """Point at ``pos`` (pygame_gui notices the hover on its next frames), then click there."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.05)
    app.step(0.05)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(0.05)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(6):  # pygame_gui passes a pick on through events: list, drop-down, scene
        app.step(0.05)


def pick(app: App, menu: Menu, label: str) -> None:
    """Open a drop-down with a click and click the entry ``label`` (unless it is chosen already)."""
    if dict(menu.choices)[menu.value] == label:
        return
    press(app, menu.widget.rect.center)
    listing = menu.widget.current_state.options_selection_list
    assert listing is not None, "the drop-down did not open"
    buttons = [item["button_element"] for item in listing.item_list if item["text"] == label]
    assert buttons and buttons[0] is not None, f"{label!r} is not shown in the drop-down"
    press(app, buttons[0].rect.center)
    assert menu.value is not None and dict(menu.choices)[menu.value] == label


def flip(app: App, setup: SetupScene, name: str) -> None:
    """Click the house-rule switch ``name``."""
    assert setup.form is not None
    switch = setup.form.controls[name]
    assert isinstance(switch, Switch)
    click(app, switch.widget.rect.center)


def type_name(app: App, setup: SetupScene, seat: int, name: str) -> None:
    """Click a seat's name field, clear it and type ``name``."""
    entry = setup.entries[seat]
    click(app, entry.rect.center)
    for _ in range(len(entry.get_text()) + 2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                             unicode="", scancode=0))
    for char in name:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.step(0.0)
    app.step(0.0)


def start_button(setup: SetupScene) -> pygame_gui.elements.UIButton:
    button = setup.widgets["start"]
    assert isinstance(button, pygame_gui.elements.UIButton)
    return button


@pytest.mark.parametrize("name", list(PRESETS))
def test_each_preset_from_the_setup_screen_to_the_first_trick(app: App, name: str) -> None:
    setup = open_setup(app)
    pick(app, setup.preset_menu, PRESET_TITLES[name])
    setup = app.scenes.top  # type: ignore[assignment]
    assert isinstance(setup, SetupScene) and setup.rules == PRESETS[name]
    players = max(PRESETS[name].min_players, 3)
    pick(app, setup.players_menu, str(players))
    pick(app, setup.kinds[1], kind_label("easy"))
    assert start_button(setup).is_enabled
    click(app, start_button(setup).rect.center)
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene)
    assert table.rules == PRESETS[name] and table.game.players == players
    assert table.seats[0] == "human" and table.seats[1] == "easy"
    assert table.look.names == setup.chosen_names()
    helper = make_bot("normal", 5)
    for _ in range(3000):
        if any(seat == table.me and isinstance(action, Play) for seat, action in table.game.log):
            break
        if table.human_turn:
            human_move(app, table, helper)
        else:
            app.step(0.0)
    else:
        pytest.fail("the human never played a card")
    first = table.game.rounds[0]
    assert first.number == 1 and first.tricks  # the human's card went into round 1's first trick


def test_three_humans_with_secret_bids_play_to_the_first_trick(app: App) -> None:
    setup = open_setup(app)
    pick(app, setup.players_menu, "3")
    setup = app.scenes.top  # type: ignore[assignment]
    for seat in (1, 2):
        pick(app, setup.kinds[seat], kind_label("human"))
        setup = app.scenes.top  # type: ignore[assignment]
    assert setup.names[0] == "Player 1"  # "You" no longer says who
    for seat, name in enumerate(("Ann", "Bob", "Cy")):
        type_name(app, setup, seat, name)
    assert setup.names == ["Ann", "Bob", "Cy"]
    click(app, setup.widgets["house"].rect.center)
    assert setup.house_open and setup.form is not None
    flip(app, setup, "simultaneous_bidding")
    assert setup.rules.simultaneous_bidding and setup.problem == ""
    click(app, start_button(setup).rect.center)
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene)
    assert table.seats == ["human"] * 3 and table.look.names == ["Ann", "Bob", "Cy"]
    assert table.rules.simultaneous_bidding and table.rules.preset == "oh-pshaw"
    # Every seat is a person: each secret bid and each card behind its own hand-over, by clicks.
    helper = make_bot("normal", 5)
    handovers = 0
    for _ in range(3000):
        first = table.game.rounds[0]
        if first.tricks and len(first.tricks[0].plays) == 3:
            break
        top = app.scenes.top
        if isinstance(top, HandOver):
            app.step(0.5)  # the hand-over ignores clicks for its first moments
            click(app, (5, 5))
            assert app.scenes.top is not top, "the click did not hand the table over"
            handovers += 1
        elif table.human_turn and table.game.phase is Phase.BID:  # a secret bid: logged in seat order
            me = table.me
            action = helper.choose(table.game.view(me))
            assert isinstance(action, Bid) and table.input.panel is not None
            assert table.game.view(me).own_secret is None
            panel = table.input.panel
            click(app, panel.button_centre([c.action for c in panel.choices].index(action)))
            assert table.game.phase is not Phase.BID or table.game.view(me).own_secret == action.tricks
        elif table.human_turn:  # a card; the table may turn to the next person within the click
            me, before = table.me, len(table.game.log)
            action = helper.choose(table.game.view(me))
            assert isinstance(action, Play)
            click(app, table.input.card_point(table.hand.index(action.card)), frames=1)
            assert table.game.log[before] == (me, action)
        else:
            app.step(0.0)
    else:
        pytest.fail("the first trick was never completed")
    assert handovers >= 6  # three secret bids and three cards, each by another person
    assert all(b.tricks is not None for b in table.game.rounds[0].bids)


def test_an_impossible_combination_shows_the_engines_reason_and_start_stays_off(app: App) -> None:
    setup = open_setup(app)
    pick(app, setup.preset_menu, PRESET_TITLES["oh-hell"])
    click(app, setup.widgets["house"].rect.center)
    flip(app, setup, "simultaneous_bidding")
    with pytest.raises(Exception) as refused:
        setup.rules.validate(setup.players)
    assert setup.problem == error_text(refused.value)  # type: ignore[arg-type]
    assert " ".join(setup.problem_lines()) == setup.problem  # shown in full beside Start
    assert not start_button(setup).is_enabled
    click(app, start_button(setup).rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                         scancode=0))
    app.step(0.0)
    assert app.scenes.top is setup and not last_setup_path().exists()
    flip(app, setup, "hook")  # the conflict gone, Start comes back
    assert setup.problem == "" and start_button(setup).is_enabled


def test_changing_the_preset_resets_the_house_rules(app: App) -> None:
    setup = open_setup(app)
    click(app, setup.widgets["house"].rect.center)
    flip(app, setup, "nil_bonus")
    flip(app, setup, "round_winner_bonus")
    assert setup.rules.nil_bonus and setup.rules.round_winner_bonus
    pick(app, setup.preset_menu, PRESET_TITLES["la-podrida"])
    assert setup.rules == PRESETS["la-podrida"]
    assert setup.form is not None and setup.form.controls["must_trump"].value is True
    assert setup.form.controls["nil_bonus"].value is False


def test_too_many_players_for_a_capped_hand_is_refused(app: App) -> None:
    setup = open_setup(app)
    pick(app, setup.players_menu, "7")
    click(app, setup.widgets["house"].rect.center)
    assert setup.problem == ""
    setup.set_option("max_hand", 8)  # a list too long to click through; the menu offers 1..7
    setup.rebuild()
    assert setup.problem == "7 players cannot be dealt 8 cards from 52"
    assert not start_button(setup).is_enabled
    setup.set_players(4)
    setup.set_option("max_hand", 13)
    setup.set_option("full_deck_no_trump", False)
    setup.rebuild()
    assert setup.problem.startswith("4 players with 13 cards use the whole deck")
    assert len(setup.problem_lines()) >= 2 and " ".join(setup.problem_lines()) == setup.problem


def test_the_last_setup_is_offered_again(app: App) -> None:
    setup = open_setup(app)
    pick(app, setup.preset_menu, PRESET_TITLES["wizard"])
    pick(app, setup.players_menu, "5")
    pick(app, setup.kinds[4], kind_label("hard"))
    type_name(app, setup, 0, "Zoë")
    click(app, setup.widgets["house"].rect.center)
    flip(app, setup, "round_winner_bonus")
    click(app, start_button(setup).rect.center)
    assert isinstance(app.scenes.top, TableScene)
    again = open_setup(app)
    assert again.rules == PRESETS["wizard"].replace(round_winner_bonus=True)
    assert again.seats == ["human", "normal", "normal", "normal", "hard"]
    assert again.names[0] == "Zoë"


def test_a_damaged_last_setup_is_moved_aside_with_one_warning(app: App,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    path = last_setup_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "rules": {"preset": "wiz', encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        setup = open_setup(app)
    assert setup.rules == PRESETS["oh-pshaw"] and setup.players == 4
    assert len([r for r in caplog.records if "setup" in r.getMessage()]) == 1
    assert not path.exists() and any(".damaged-" in p.name for p in paths.config_dir().iterdir())
    caplog.clear()
    path.write_text(json.dumps({"format": 1, "rules": {"hook": "yes"}, "seats": ["human"],
                                "names": ["A"]}), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        setup = open_setup(app)
    assert setup.rules == PRESETS["oh-pshaw"]
    assert len(caplog.records) == 1 and "not used" in caplog.records[0].getMessage()


def test_rules_from_the_menu_and_back(app: App) -> None:
    from ui.scenes.rules import RulesScene
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["rules"].rect.center)
    page = app.scenes.top
    assert isinstance(page, RulesScene) and page.rules == PRESETS["oh-pshaw"]
    assert all(not b.visible for b in menu.buttons.values())  # nothing clickable under the page
    assert page.box is not None and "10 points + the bid" in page.box.html_text
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                         scancode=0))
    app.step(0.0)
    assert app.scenes.top is menu and all(b.visible for b in menu.buttons.values())
