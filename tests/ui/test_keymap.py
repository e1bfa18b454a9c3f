"""One keymap per scene (ui/core/keymap.py): the keys a screen answers and its F1 list come
from the same declaration, so the list follows the screen (not its class name) and a key that
works is listed. Headless, bots in this process."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from bot_runtime.analysis import InlineAnalyst
from bot_runtime.worker import InlineWorker
from game.analysis import Judge
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.finished import Finished
from ui.app import App
from ui.core.keymap import Key, Keymap, on, typing
from ui.core.settings import Settings
from ui.pad.setup import PadSetupScene
from ui.review.report import ReportScene
from ui.scenes.games import GamesScene
from ui.scenes.keys import KeysOverlay, keys_for
from ui.scenes.load import LoadScene
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"),
                      analyst_factory=lambda: InlineAnalyst(Judge(4, 6)))
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def _press(code: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)


def _f1(app: App) -> list[tuple[str, str]]:
    """What F1 shows over the screen on top."""
    app.step(0.0)
    pygame.event.post(_press(pygame.K_F1))
    app.step(0.0)
    overlay = app.scenes.top
    assert isinstance(overlay, KeysOverlay)
    shown = list(overlay.keys)
    app.scenes.pop()
    return shown


def test_a_chord_goes_before_its_plain_key_and_a_refusal_leaves_the_key_unused() -> None:
    done: list[str] = []

    def refuse(event: pygame.event.Event) -> bool:
        done.append(event.unicode)
        return False
    keys = Keymap(Key("keys.digits", "keys.bid_that_many", typing(str.isdigit, do=refuse)),
                  Key("keys.h", "keys.hint", on(pygame.K_s, do=lambda e: done.append("s"))),
                  Key("keys.ctrl_s", "keys.save_under_a_name",
                      on(pygame.K_s, held=pygame.KMOD_CTRL, do=lambda e: done.append("save"))),
                  Key("keys.f1", "keys.this_list"))
    assert keys.handle(_press(pygame.K_s, mod=pygame.KMOD_CTRL)) and done == ["save"]
    assert keys.handle(_press(pygame.K_s)) and done == ["save", "s"]
    assert not keys.handle(_press(pygame.K_7, unicode="7")) and done[-1] == "7"  # done, but unused
    assert not keys.handle(_press(pygame.K_F1))  # listed only: the window opens the list
    assert not keys.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_s, mod=0))
    assert keys.rows()[-1] == ("F1", "This list of keys")


def test_the_table_lists_what_it_did_before(app: App) -> None:
    app.scenes.replace(TableScene(app, preset("oh-pshaw"), ["human", "easy", "easy", "easy"], 4))
    assert _f1(app) == [
        ("← / →", "Choose a card in your hand"), ("Enter", "Play the card; pass the chosen cards"),
        ("0–9", "Bid that many tricks (12: 1 then 2; Enter bids 1 alone)"),
        ("↑ / ↓", "To the bid buttons and back to the hand"),
        ("Space", "Skip the motion; the next trick"), ("H", "Hint: what the Expert bot would do"),
        ("L", "Look at the last trick again (or click a pile)"),
        ("Tab", "The score sheet"), ("Esc", "Pause menu: resume, save, leave"),
        ("Ctrl+Z", "Take back your last decision"), ("Ctrl+S", "Save the game under a name"),
        ("B", "Report a bot's blunder"), ("M", "Sound on / off"),
        ("F2 / F3", "Animation speed / trick pause"),
        ("F4 / F5", "Four-colour deck / language"), ("F11", "Fullscreen"),
        ("F1", "This list of keys")]


def test_a_screen_s_list_follows_the_screen_not_its_class_name(app: App) -> None:
    """A screen made of another (a subclass) keeps the keys it answers in its list."""
    class MyLoad(LoadScene):
        pass

    class MySheet(ScoreSheet):
        pass

    game = play_match(preset("oh-pshaw").replace(max_hand=2), ["easy"] * 4, 1).game
    loads = keys_for(MyLoad(app))
    assert ("Delete", "Delete it") in loads and loads == keys_for(LoadScene(app))
    sheet = MySheet.so_far(app, game, ["A", "B", "C", "D"], 10**9)
    assert sheet is not None
    assert ("↑ / ↓, Page Up / Down", "Scroll the rounds") in keys_for(sheet)


def test_every_key_a_list_screen_answers_is_listed(app: App) -> None:
    """Enter reviews a game of the history, opens a decision of the report, starts a score
    pad: each list says so."""
    app.scenes.replace(GamesScene(app))
    assert ("Enter", "Review the chosen game, every hand face up") in _f1(app)
    app.scenes.replace(PadSetupScene(app))
    assert ("Enter", "Start the game (when no button has the ring)") in _f1(app)
    match = play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 4, 3)
    finished = Finished(to_record(match.game, match.players), match.game,
                        tuple(p.name for p in match.players))
    app.nav.report(finished, None, app.nav.menu)
    assert isinstance(app.scenes.top, ReportScene)
    assert ("Enter", "The review at the chosen decision") in _f1(app)


def test_the_pad_types_s_for_spades_but_ctrl_s_saves(app: App) -> None:
    app.nav.score_pad_setup()
    setup = app.scenes.top
    assert isinstance(setup, PadSetupScene)
    setup.start()
    pad = app.scenes.top
    rows = pad.keymap().rows()
    assert rows[0] == ("0 – 9, Enter", "Type a bid or the tricks taken, and enter it")
    assert pad.handle_event(_press(pygame.K_s, mod=pygame.KMOD_CTRL, unicode="\x13"))
    assert type(app.scenes.top).__name__ == "SaveDialog"
