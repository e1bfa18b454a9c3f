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
from game.bots import PLAYABLE, make_bot
from game.game import Phase
from game.house_rules import OptionKind, house_rules, problem, with_option
from game.presets import PRESETS
from saves import paths
from saves.last_setup import last_setup_path
from tests.ui.test_table import click, human_move
from ui.app import App
from ui.scenes.menu import MenuScene
from ui.table.handover import HandOver
from ui.table.scene import TableScene
from ui.table.setup import SetupScene
from ui.widgets.controls import Menu, Switch
from ui.widgets.house_rules import HIDDEN_WHEN_IDLE, section_of
from ui.words.errors import error_text
from ui.words.i18n import set_language
from ui.words.names import level_label


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
    assert listing.rect.width >= menu.widget.rect.width - 8, "the list is as wide as its box"
    buttons = [item["button_element"] for item in listing.item_list if item["text"] == label]
    assert buttons and buttons[0] is not None, f"{label!r} is not shown in the drop-down"
    press(app, buttons[0].rect.center)
    assert menu.value is not None and dict(menu.choices)[menu.value] == label


def choose_game(app: App, setup: SetupScene, preset: str) -> None:
    """Click the card of ``preset``."""
    assert setup.cards is not None
    click(app, setup.cards.buttons[preset].rect.center)
    assert setup.rules.preset == preset


def set_players(app: App, setup: SetupScene, count: int) -> None:
    """Click − or + until ``count`` players sit at the table."""
    for _ in range(12):
        if setup.players == count:
            return
        assert setup.seat_list is not None
        button = setup.seat_list.plus if setup.players < count else setup.seat_list.minus
        assert button.is_enabled, f"{count} players are out of this game's range"
        click(app, button.rect.center)
    assert setup.players == count


def set_seat(app: App, setup: SetupScene, seat: int, kind: str) -> None:
    """Make ``seat`` a human, a remote player or a bot of level ``kind`` by its kind button
    (bot, person, another computer, in turn) and level list."""
    assert setup.seat_list is not None
    wanted = kind if kind in ("human", "remote") else "bot"
    for _turn in range(3):
        shown = setup.seats[seat] if setup.seats[seat] in ("human", "remote") else "bot"
        if shown == wanted:
            break
        click(app, setup.seat_list.rows[seat].kind.rect.center)
    if kind not in ("human", "remote"):
        level = setup.seat_list.rows[seat].level  # type: ignore[union-attr]
        assert level is not None
        pick(app, level, level_label(kind))
    assert setup.seats[seat] == kind


def open_tab(app: App, setup: SetupScene, tab: str) -> None:
    """Click the rules tab ``tab``."""
    assert setup.panel is not None
    if setup.tab != tab:
        click(app, setup.panel.tabs[tab].rect.center)
    assert setup.tab == tab and setup.panel is not None


def flip(app: App, setup: SetupScene, name: str) -> None:
    """Open the tab of the house-rule switch ``name`` and click it."""
    open_tab(app, setup, section_of(name))
    assert setup.panel is not None and setup.panel.form is not None
    switch = setup.panel.form.controls[name]
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
    choose_game(app, setup, name)
    assert setup.rules == PRESETS[name]
    players = max(PRESETS[name].min_players, 3)
    set_players(app, setup, players)
    set_seat(app, setup, 1, "easy")
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
    set_players(app, setup, 3)
    for seat in (1, 2):
        set_seat(app, setup, seat, "human")
    assert setup.names[0] == "Player 1"  # "You" no longer says who
    for seat, name in enumerate(("Ann", "Bob", "Cy")):
        type_name(app, setup, seat, name)
    assert setup.names == ["Ann", "Bob", "Cy"]
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
    choose_game(app, setup, "oh-hell")
    flip(app, setup, "simultaneous_bidding")
    refused = problem(setup.rules, setup.players)
    assert refused is not None and setup.problem == error_text(refused)
    assert " ".join(setup.problem_lines()) == setup.problem  # shown in full beside Start
    assert not start_button(setup).is_enabled
    start, back = start_button(setup), setup.widgets["back"]
    assert isinstance(back, pygame_gui.elements.UIButton)
    assert "#primary" not in start.object_ids  # off, it looks as any button that is off
    assert start.font is back.font and start.rect.height == back.rect.height
    click(app, start_button(setup).rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                         scancode=0))
    app.step(0.0)
    assert app.scenes.top is setup and not last_setup_path().exists()
    flip(app, setup, "hook")  # the conflict gone, Start comes back
    assert setup.problem == "" and start_button(setup).is_enabled
    assert "#primary" in start.object_ids  # gold again, as tall as Back (no inset shadow)
    assert start.rect.height == back.rect.height and start.shadow_width == back.shadow_width


def test_a_refusal_from_a_choice_is_shown_and_lifted_by_clicks(app: App) -> None:
    setup = open_setup(app)
    choose_game(app, setup, "oh-pshaw")
    open_tab(app, setup, "trump")
    assert setup.panel is not None and setup.panel.form is not None
    trump = setup.panel.form.controls["trump"]
    assert isinstance(trump, Menu)
    pick(app, trump, dict(trump.choices)["bid-card"])
    assert setup.rules.trump == "bid-card" and setup.rules.card_bidding  # one choice, both options
    refused = problem(setup.rules, setup.players)
    assert refused is not None and setup.problem == error_text(refused) and "32" in setup.problem
    assert not start_button(setup).is_enabled
    open_tab(app, setup, "cards")
    assert setup.panel is not None and setup.panel.form is not None
    deck = setup.panel.form.controls["deck"]
    assert isinstance(deck, Menu)
    pick(app, deck, dict(deck.choices)["seven32"])
    assert setup.problem == "" and start_button(setup).is_enabled


def _other_value(values: tuple[object, ...], now: object) -> object:
    """A value beside ``now`` in ``values`` (the next one, else the one before)."""
    at = values.index(now) if now in values else 0
    return values[at + 1] if at + 1 < len(values) else values[at - 1]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["oh-pshaw", "oh-seven"])
def test_every_house_rule_can_be_changed_by_clicks(app: App, name: str) -> None:
    """Between them Oh Pshaw (turn-up trump, 10 + bid scoring) and Oh-Seven (the 32-card deck,
    bid cards, fixed rounds) give every option an effect: each is clicked to another value."""
    setup = open_setup(app)
    choose_game(app, setup, name)
    offered = [spec.name for spec in house_rules(setup.rules, setup.players)]
    changed = set()
    for option in offered:
        choose_game(app, setup, "wizard" if name != "wizard" else "oh-hell")  # the preset's own
        choose_game(app, setup, name)  # rules again: a change never depends on the one before
        spec = next(s for s in house_rules(setup.rules, setup.players) if s.name == option)
        open_tab(app, setup, section_of(option))
        assert setup.panel is not None and setup.panel.form is not None
        if not spec.applies and option in HIDDEN_WHEN_IDLE:
            assert option not in setup.panel.form.controls, option
            continue
        control = setup.panel.form.controls[option]
        assert control.widget.is_enabled == spec.applies, option
        if not spec.applies:
            continue
        before = setup.rules
        if spec.kind is OptionKind.SWITCH:
            assert isinstance(control, Switch)
            click(app, control.widget.rect.center)
            value: object = not spec.value
        else:
            assert isinstance(control, Menu) and [v for v, _label in control.choices] == list(spec.values)
            value = _other_value(spec.values, spec.value)
            pick(app, control, dict(control.choices)[value])
        assert setup.rules == with_option(before, option, value), option
        changed.add(option)
    if name == "oh-pshaw":
        assert {"full_deck_no_trump", "nil_bonus", "tricks_on_miss", "max_hand", "schedule"} <= changed
    else:
        assert {"rebid", "deck_copies", "passing", "scoring"} <= changed


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_option_the_engine_offers_is_on_a_page_and_off_only_without_effect(app: App, name: str) -> None:
    setup = open_setup(app)
    choose_game(app, setup, name)
    for spec in house_rules(setup.rules, setup.players):
        open_tab(app, setup, section_of(spec.name))
        assert setup.panel is not None and setup.panel.form is not None
        control = setup.panel.form.controls.get(spec.name)
        if not spec.applies and spec.name in HIDDEN_WHEN_IDLE:
            assert control is None, f"{spec.name} is shown without effect"
            continue
        assert control is not None, f"{spec.name} is on no page"
        assert control.widget.is_enabled == spec.applies and control.value == spec.value


@pytest.mark.parametrize("name", ["oh-pshaw", "up-and-down", "oh-seven"])
def test_the_number_of_rounds_is_stated_once_and_agrees(app: App, name: str) -> None:
    """The summary says how many rounds; a Rounds control is on the cards page only when the
    schedule deals every round alike, and then holds that same number: never a greyed count
    that says otherwise."""
    setup = open_setup(app)
    choose_game(app, setup, name)
    open_tab(app, setup, "cards")
    assert setup.panel is not None and setup.panel.form is not None
    count = len(setup.rules.hand_sizes(setup.players))
    assert setup.glance()[0].startswith(f"{count} ")
    rounds = setup.panel.form.controls.get("fixed_rounds")
    if setup.rules.schedule == "fixed":
        assert rounds is not None and rounds.widget.is_enabled and rounds.value == count
    else:
        assert rounds is None
        schedule = setup.panel.form.controls["schedule"]
        assert isinstance(schedule, Menu)
        pick(app, schedule, dict(schedule.choices)["fixed"])  # every round alike: Rounds appears
        assert setup.panel is not None and setup.panel.form is not None
        shown = setup.panel.form.controls.get("fixed_rounds")
        assert shown is not None and shown.widget.is_enabled
        assert shown.value == len(setup.rules.hand_sizes(setup.players))
        assert setup.glance()[0].startswith(f"{shown.value} ")


def test_the_levels_are_the_engines(app: App) -> None:
    setup = open_setup(app)
    assert setup.seat_list is not None
    level = setup.seat_list.rows[1].level
    assert level is not None and [value for value, _label in level.choices] == list(PLAYABLE)


def test_changing_the_preset_resets_the_house_rules(app: App) -> None:
    setup = open_setup(app)
    flip(app, setup, "nil_bonus")
    flip(app, setup, "round_winner_bonus")
    assert setup.rules.nil_bonus and setup.rules.round_winner_bonus
    choose_game(app, setup, "la-podrida")
    assert setup.rules == PRESETS["la-podrida"]
    open_tab(app, setup, "play")
    assert setup.panel is not None and setup.panel.form is not None
    assert setup.panel.form.controls["must_trump"].value is True
    open_tab(app, setup, "scoring")
    assert setup.panel.form is not None and setup.panel.form.controls["nil_bonus"].value is False


def test_too_many_players_for_a_capped_hand_is_refused(app: App) -> None:
    setup = open_setup(app)
    set_players(app, setup, 7)
    assert setup.problem == ""
    setup.set_option("max_hand", 8)  # the list offers 1..7 at seven players
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
    choose_game(app, setup, "wizard")
    set_players(app, setup, 5)
    set_seat(app, setup, 4, "hard")
    type_name(app, setup, 0, "Zoë")
    flip(app, setup, "round_winner_bonus")
    click(app, start_button(setup).rect.center)
    assert isinstance(app.scenes.top, TableScene)
    again = open_setup(app)
    assert again.rules == PRESETS["wizard"].replace(round_winner_bonus=True)
    assert again.seats == ["human", "normal", "normal", "normal", "hard"]
    assert again.names[0] == "Zoë"


def test_a_bot_seat_turns_into_a_person_here_first_then_a_remote_player_then_a_bot(app: App) -> None:
    setup = open_setup(app)
    assert setup.seat_list is not None and setup.seats[1] == "normal"
    turns = []
    for _ in range(3):
        click(app, setup.seat_list.rows[1].kind.rect.center)
        turns.append(setup.seats[1])
    assert turns == ["human", "remote", "normal"]
    assert setup.names[1] == "Basil" and setup.names[0] == "You"  # defaults followed the kinds on the way


def test_a_default_name_remembered_comes_back_in_the_language_shown(app: App) -> None:
    path = last_setup_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    seats = ["human", "normal", "human", "remote", "human"]
    path.write_text(json.dumps({"format": 1, "rules": PRESETS["oh-pshaw"].as_dict(), "seats": seats,
                                "names": ["Player 1", "You", "Speler 3", "Giocatore 4", "Anna"]}),
                    encoding="utf-8")
    set_language("de")
    setup = open_setup(app)  # an old file, English and Dutch: nobody typed these
    assert setup.names == ["Spieler 1", "You", "Spieler 3", "Spieler 4", "Anna"]  # a bot's name stays
    assert [entry.get_text() for entry in setup.entries][::2] == ["Spieler 1", "Spieler 3", "Anna"]
    path.write_text(json.dumps({"format": 1, "rules": PRESETS["oh-pshaw"].as_dict(),
                                "seats": ["human", "normal", "normal"], "names": ["You", "Basil", "Cleo"]}),
                    encoding="utf-8")
    setup = open_setup(app)
    assert setup.names[0] == "Du"
    click(app, start_button(setup).rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.look.names[0] == "Du"
    set_language("en")
    assert open_setup(app).names[0] == "You"  # remembered as "Du", shown in English again


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_largest_hand_list_opens_downwards_where_there_is_room(app: App, size: tuple[int, int]) -> None:
    app.resize(size)
    setup = open_setup(app)
    open_tab(app, setup, "cards")
    assert setup.panel is not None and setup.panel.form is not None
    menu = setup.panel.form.controls["max_hand"]
    assert isinstance(menu, Menu) and len(menu.choices) >= 13
    press(app, menu.widget.rect.center)
    listing = menu.widget.current_state.options_selection_list
    assert listing is not None, "the drop-down did not open"
    box, shown = menu.widget.rect, listing.rect
    assert shown.top >= box.bottom - 4, "the list opens below its box, the title stays in sight"
    assert shown.height >= 8 * 20 and shown.bottom < size[1], "rows to pick from, inside the window"


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
