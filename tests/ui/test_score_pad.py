"""The score pad's screens by keys alone (R-G5): from the menu through the setup, each round's
turned-up suit, bids (the hook refusing the dealer), tricks (a renege), a correction, undo, a
named save, leaving and Continue, to the end and the history; Oh-Seven's bid cards, rebid and
suit question; Continue choosing the newer of the table's and the pad's autosaves; a pad
among the named saves opening as a pad.

Headless; the keyboard tests post key and text events only and fail if a mouse event
reached the program.
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

from bot_runtime.worker import InlineWorker
from game.cards import Suit
from game.pad.actions import Correct, EnterBid, EnterTrump, PadBid
from game.pad.score_pad import PadPhase
from game.presets import preset
from saves import paths
from saves.autosave import SCORE_PAD, AutoSaver, autosave_header, load_pad_autosave
from saves.history import History
from saves.pad_session import new_pad_session
from saves.session import new_session
from saves.slots import list_slots, save_slot
from ui.app import App
from ui.continuing import newest_offer
from ui.core.focus import targets
from ui.core.settings import Settings
from ui.pad.correct import CorrectRound
from ui.pad.entry import Question, question
from ui.pad.scene import PadScene
from ui.pad.setup import PadSetupScene, last_pad_setup_path
from ui.scenes.game_over import GameOverScene
from ui.scenes.load import LoadScene
from ui.scenes.menu import MenuScene
from ui.scenes.pause import PauseMenu
from ui.scenes.save_dialog import SaveDialog
from ui.scenes.score_sheet import ScoreSheet

MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
KEYS = {**{str(n): getattr(pygame, f"K_{n}") for n in range(10)},
        "s": pygame.K_s, "h": pygame.K_h, "d": pygame.K_d, "c": pygame.K_c, "r": pygame.K_r,
        "\n": pygame.K_RETURN, "\b": pygame.K_BACKSPACE}
ANNA, BEN, CLEO, DEV = range(4)


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    pygame.event.clear()  # an earlier test's window (a fullscreen switch) may have left events
    seen: list[int] = []
    dispatch = application.dispatch

    def watched(event: pygame.event.Event) -> None:
        seen.append(event.type)
        dispatch(event)

    application.dispatch = watched  # type: ignore[method-assign]
    application.seen = seen  # type: ignore[attr-defined]
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def key(app: App, code: int, mod: int = 0, frames: int = 2) -> None:
    """Press ``code`` and run frames for what it posts."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))
    for _ in range(frames):
        app.step(0.0)


def press(app: App, keys: str) -> None:
    """Type ``keys`` on the pad: digits, suit letters, r; ``\\n`` is Enter, ``\\b`` Backspace."""
    for char in keys:
        key(app, KEYS[char], frames=1)


def write(app: App, text: str) -> None:
    """Clear the focused text field and type ``text`` into it."""
    for _ in range(30):
        key(app, pygame.K_END, frames=0)
        key(app, pygame.K_BACKSPACE, frames=0)
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.step(0.0)
    app.step(0.0)


def top(app: App) -> Any:
    return app.scenes.top


def tab_to(app: App, element: Any) -> None:
    """Tab until ``element`` has the ring."""
    for _ in range(80):
        if app.focus.current(app.gui) is element:
            return
        key(app, pygame.K_TAB, frames=1)
    pytest.fail(f"Tab never reached {element}")


def pad_scene(app: App) -> PadScene:
    scene = top(app)
    assert isinstance(scene, PadScene), scene
    return scene


def close_sheet(app: App, number: int) -> None:
    """The sheet of round ``number`` is up: Enter goes back to the pad."""
    sheet = top(app)
    assert isinstance(sheet, ScoreSheet) and sheet.scored is not None and sheet.scored.number == number
    press(app, "\n")
    pad_scene(app)


def set_up_by_keys(app: App) -> PadSetupScene:
    """Menu → Score pad; hook on, hands up to 3, a renege costs 10, Dev deals first, names."""
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    tab_to(app, top(app).buttons["pad"])
    key(app, pygame.K_RETURN)
    setup = top(app)
    assert isinstance(setup, PadSetupScene)
    tab_to(app, setup.widgets["house"])
    key(app, pygame.K_RETURN)
    setup = top(app)
    assert setup.form is not None
    tab_to(app, setup.form.controls["hook"].widget)
    key(app, pygame.K_RETURN)
    tab_to(app, top(app).form.controls["max_hand"].widget)
    for _ in range(3):  # automatic, 1, 2, 3
        key(app, pygame.K_RIGHT)
    tab_to(app, top(app).form.controls["renege_penalty"].widget)
    for _ in range(2):  # 0, 5, 10
        key(app, pygame.K_RIGHT)
    tab_to(app, top(app).widgets["first:3"])
    key(app, pygame.K_RETURN)
    setup = top(app)
    tab_to(app, setup.entries[0])
    for name in ("Anna", "Ben", "Cleo", "Dev"):
        write(app, name)
        key(app, pygame.K_RETURN)  # on to the next name; after the last, to Start
    assert app.focus.current(app.gui) is setup.widgets["start"]
    assert setup.rules.hook and setup.rules.max_hand == 3 and setup.rules.renege_penalty == 10
    assert setup.first == DEV and setup.chosen_names() == ["Anna", "Ben", "Cleo", "Dev"]
    return setup


def test_a_whole_oh_pshaw_pad_by_keys_alone_lands_in_the_history_R_G5(app: App) -> None:
    set_up_by_keys(app)
    key(app, pygame.K_RETURN)  # Start
    scene = pad_scene(app)
    pad = scene.pad
    assert (pad.players, pad.dealer, pad.scheduled_rounds) == (4, DEV, 3)
    assert question(pad) is Question.TURN_UP

    # round 1, one card, Dev deals: hearts turned; the hook refuses Dev's 0 (bids would make 1)
    press(app, "2" "1\n" "0\n" "0\n")
    assert pad.trump()[1] is Suit.HEARTS and pad.to_act == DEV and pad.forbidden_bid() == 0
    assert not scene.buttons["n:0"].is_enabled  # the hook's number cannot be pressed either
    press(app, "0\n")
    assert pad.round.bids[DEV] is None and pad.to_act == DEV  # refused, nothing changed
    assert "may not bid 0" in scene.look.message
    press(app, "1\n")
    assert pad.phase is PadPhase.TRICKS and pad.balance == "over"
    press(app, "1\n" "0\n" "r" "0\n")  # Cleo is caught reneging while her tricks are asked
    assert pad.round.reneges == {CLEO} and pad.to_act == DEV
    press(app, "\n")  # Dev: Enter takes the 0 tricks left
    close_sheet(app, 1)
    assert pad.rounds[0].scores == [11, 10, -10, 0]

    # round 2, two cards, Anna deals: spades; a mistake, corrected below
    press(app, "1" "1\n" "0\n" "1\n" "1\n" "1\n" "0\n" "1\n" "\n")
    close_sheet(app, 2)
    assert pad.rounds[1].scores == [0, 11, 10, 11] and pad.totals == [11, 21, 0, 11]

    # correct round 2 by keys: Anna took 1 and Ben 0, not the other way round
    tab_to(app, scene.buttons["correct"])
    key(app, pygame.K_RETURN)
    dialog = top(app)
    assert isinstance(dialog, CorrectRound) and dialog.number == 2
    assert app.focus.current(app.gui) is dialog.cells[ANNA][0]
    assert [c.get_text() for pair in dialog.cells for c in pair] == ["1", "0", "1", "1", "0", "0", "1", "1"]
    key(app, pygame.K_RETURN)  # Enter in a cell: the next one
    assert app.focus.current(app.gui) is dialog.cells[ANNA][1]
    write(app, "1")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # past Ben's bid
    assert app.focus.current(app.gui) is dialog.cells[BEN][1]
    write(app, "0")
    tab_to(app, dialog.buttons["ok"])
    key(app, pygame.K_RETURN)
    assert not dialog.message, (dialog.message, dialog.typed)
    scene = pad_scene(app)
    assert isinstance(pad.log[-1], Correct) and pad.rounds[1].tricks == [1, 0, 0, 1]
    assert pad.rounds[1].scores == [11, 0, 10, 11] and pad.totals == [22, 10, 0, 11]

    # round 3, three cards, Ben deals: diamonds; a bid typed, entered and taken back
    press(app, "3" "1\n")
    assert pad.round.bids[CLEO] == PadBid(1)
    press(app, "\b")  # Backspace with nothing typed takes back the last entry
    assert pad.round.bids[CLEO] is None and pad.to_act == CLEO
    press(app, "1\n" "1\n")

    # a named save, then leave for the menu and come back with Continue
    key(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    dialog = top(app)
    assert isinstance(dialog, SaveDialog)
    write(app, "Friday")
    key(app, pygame.K_RETURN)
    assert any(s.name == "Friday" and s.header and s.header.kind == "score-pad" for s in list_slots())
    log = [str(action) for action in pad.log]
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseMenu)
    tab_to(app, top(app).buttons["quit"])
    key(app, pygame.K_RETURN)
    menu = top(app)
    assert isinstance(menu, MenuScene) and menu.offer is not None and menu.offer.score_pad
    key(app, pygame.K_RETURN)  # Continue
    scene = pad_scene(app)
    pad = scene.pad
    assert [str(action) for action in pad.log] == log and pad.to_act == ANNA

    press(app, "0\n" "1\n")  # Anna 0; Ben may not bid 1 (the bids would make 3)
    assert pad.round.bids[BEN] is None and "may not bid 1" in scene.look.message
    press(app, "0\n")
    assert pad.round.bids[BEN] == PadBid(0)
    press(app, "1\n" "1\n" "0\n" "\n")
    assert pad.is_over and pad.totals == [32, 10, 11, 22] and pad.winners == [ANNA]
    assert question(pad) is Question.OVER
    assert "Anna wins with 32 points" in scene_text(scene)
    key(app, pygame.K_RETURN)  # See the result
    over = top(app)
    assert isinstance(over, GameOverScene) and over.game.winners == [ANNA]
    assert not set(app.seen) & set(MOUSE)  # type: ignore[attr-defined]

    with History() as history:
        kept = history.games()
        assert len(kept) == 1 and kept[0]["real_cards"] == 1 and kept[0]["players"] == 4
        record = history.record(kept[0]["id"])
    assert record is not None and record["real_cards"] is True
    assert [r["trump"] for r in record["rounds"]] == ["H", "S", "D"]
    assert record["rounds"][0]["reneges"] == [CLEO] and record["result"]["winners"] == [ANNA]
    assert any(p.suffix == ".json" for p in paths.records_dir().iterdir())
    header = autosave_header(stem=SCORE_PAD)
    assert header is not None and header.over  # Continue offers a finished pad no more


def scene_text(scene: PadScene) -> str:
    from ui.pad.view import asked
    return asked(scene.pad, scene.look.names)


def test_oh_seven_bid_cards_a_rebid_and_the_suit_question_by_keys_R_B4_R_B5_R_T6(app: App) -> None:
    app.nav.new_score_pad(preset("oh-seven"), ["Anna", "Ben", "Cleo"], 0, AutoSaver(stem=SCORE_PAD))
    scene = pad_scene(app)
    pad = scene.pad
    assert pad.order == [1, 2, 0] and question(pad) is Question.BID  # no turned card in Oh-Seven
    press(app, "5h")
    assert scene.look.typed.shown() == "5♥"
    press(app, "\n" "1\n" "1\n")  # 5 + 1 + 1 = 7 cannot stand: everybody bids again
    rebid = pad.round.rebids
    assert len(rebid) == 1 and rebid[0][1] == (0, 1, 0) and pad.round.bids == [None] * 3
    assert "+1 for Ben" in scene.look.message
    press(app, "3\n" "3\n" "0\n")  # Ben and Cleo both bid 3: the suits decide
    assert question(pad) is Question.SUIT and pad.to_act == 1
    press(app, "1")  # Ben's 3 is a spade
    assert question(pad) is Question.SUIT and pad.to_act == 2
    press(app, "h")  # Cleo's a heart
    assert pad.phase is PadPhase.TRICKS and pad.round.trump is Suit.SPADES and pad.round.top == 1
    press(app, "3\n" "3\n" "\n")
    assert pad.rounds[0].scores == [-1, 6, 5]  # Anna 0 took 1; Ben 3 + 2 + the rebid point
    close_sheet(app, 1)
    assert not set(app.seen) & set(MOUSE)  # type: ignore[attr-defined]


def test_a_turned_jester_is_no_trump_and_keys_that_fit_no_question_change_nothing(app: App) -> None:
    app.nav.new_score_pad(preset("wizard"), ["Anna", "Ben", "Cleo"], 0, AutoSaver(stem=SCORE_PAD))
    scene = pad_scene(app)
    assert "suit:none" in scene.buttons
    press(app, "7")
    assert scene.pad.log == [] and "1 to 4" in scene.look.message
    press(app, "5")
    assert scene.pad.log == [EnterTrump(None)] and question(scene.pad) is Question.BID
    press(app, "h")  # a suit letter while a Wizard bid is asked: nothing
    assert scene.look.typed.empty
    press(app, "\n")
    assert len(scene.pad.log) == 1 and "Type a number first" in scene.look.message
    press(app, "12")  # round 1 has one card: a bid of 12 cannot be typed; the 2 starts again
    assert scene.look.typed.digits == "2"
    press(app, "\n")
    assert "from 0 to 1" in scene.look.message and scene.pad.log == [EnterTrump(None)]


def test_every_widget_of_the_pad_is_reached_by_tab(app: App) -> None:
    app.nav.new_score_pad(preset("oh-hell"), ["Anna", "Ben", "Cleo"], 0, AutoSaver(stem=SCORE_PAD))
    scene = pad_scene(app)
    press(app, "2" "1\n" "0\n" "0\n" "1\n")  # on to the tricks: reneges are offered
    usable = targets(app.gui)
    assert set(scene.buttons.values()) == set(usable)
    for button in scene.buttons.values():
        tab_to(app, button)
    tab_to(app, scene.buttons["renege:2"])
    key(app, pygame.K_RETURN)
    assert scene.pad.round.reneges == {2}


def test_the_setup_moves_players_keeps_the_dealer_and_refuses_a_name_twice(app: App) -> None:
    setup = PadSetupScene(app)
    app.scenes.replace(setup)
    setup.names, setup.first = ["Anna", "Ben", "Cleo"], 1
    setup.move(1, -1)  # Ben up a seat: he still deals first
    assert setup.names == ["Ben", "Anna", "Cleo"] and setup.first == 0
    setup.move(0, -1)  # up from the first seat: round the table to the last
    assert setup.names == ["Cleo", "Anna", "Ben"] and setup.first == 2
    setup.names[0] = " anna "
    assert "Two players are called" in setup.check()
    setup.rebuild()
    assert not setup.widgets["start"].is_enabled
    setup.names[0] = ""
    assert setup.check() == "" and setup.chosen_names()[0] == "Player 1"
    setup.set_option("trump", "bid-card")  # bid cards need the Oh-Seven deck
    assert "32-card" in setup.check()


def test_default_names_remembered_come_back_in_the_language_shown(app: App) -> None:
    from saves.last_setup import LastSetup, write_last_setup
    from ui.words.i18n import set_language
    names = ["Player 2", "Anna", "Speler 1"]  # moved round the table; one from a Dutch pad
    write_last_setup(LastSetup(preset("oh-pshaw"), ["human"] * 3, names), last_pad_setup_path())
    set_language("de")
    assert PadSetupScene(app).names == ["Spieler 2", "Anna", "Spieler 1"]


def test_continue_offers_the_newer_of_the_table_and_the_pad(monkeypatch: pytest.MonkeyPatch) -> None:
    import saves.pad_session
    import saves.session

    def at(stamp: str) -> None:
        monkeypatch.setattr(saves.session, "now_text", lambda moment=None: stamp)
        monkeypatch.setattr(saves.pad_session, "now_text", lambda moment=None: stamp)

    pad = new_pad_session(preset("oh-pshaw"), ["Anna", "Ben", "Cleo"], 0)
    pad.pad.apply(EnterTrump(Suit.CLUBS))
    table = new_session(preset("oh-pshaw"), ["human", "random", "random"], seed=4)
    at("2026-12-01T10:00:00Z")
    AutoSaver().save(table)
    at("2026-12-01T10:05:00Z")
    AutoSaver(stem=SCORE_PAD).save(pad)
    chosen = newest_offer()
    assert chosen is not None and chosen.score_pad and chosen.subtitle.startswith("Score pad")
    at("2026-12-01T10:09:00Z")
    AutoSaver().save(table)
    chosen = newest_offer()
    assert chosen is not None and not chosen.score_pad
    (paths.autosave_dir() / "autosave.json").write_text("{", encoding="utf-8")  # damaged
    (paths.autosave_dir() / "autosave.backup.json").unlink(missing_ok=True)
    chosen = newest_offer()
    assert chosen is not None and chosen.score_pad  # a readable pad before an unreadable game


def test_a_pad_among_the_named_saves_opens_as_a_pad_and_exports(app: App, tmp_path: Path) -> None:
    session = new_pad_session(preset("oh-pshaw"), ["Anna", "Ben", "Cleo"], 2)
    session.pad.apply(EnterTrump(Suit.SPADES))
    session.pad.apply(EnterBid(PadBid(1)))
    save_slot("Cards at Ben's", session)
    load = LoadScene(app)
    app.scenes.replace(load)
    app.step(0.0)
    index = next(i for i, s in enumerate(load.slots) if s.name == "Cards at Ben's")
    assert load.list is not None
    load.list.select(index)
    assert load.list.rows[index].cells[2] == "Oh Pshaw (pad)"
    load.choose("export")
    export = top(app)
    export.entry.set_text(str(tmp_path / "pad.json"))
    export.ok()
    assert json.loads((tmp_path / "pad.json").read_text(encoding="utf-8"))["real_cards"] is True
    load.choose("load")
    scene = pad_scene(app)
    assert [str(a) for a in scene.pad.log] == ["trump S", "bid 1"] and scene.session.names[1] == "Ben"
    resumed = load_pad_autosave()  # the loaded pad is the pad's autosave from now on
    assert resumed is not None and resumed.session.name == "Cards at Ben's"
