"""In game, through the real scenes with posted events: the pause menu, ending early,
undo, the score sheet of every round, and the hint.

Headless (dummy video and audio), instant animations unless a test needs
motion, bots in this process, everything under a temporary ``OHPSHAW_HOME``.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import random
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from bot_runtime.worker import InlineWorker
from game import events as ev
from game.actions import Action, Bid, Play
from game.bots import make_bot
from game.bots.levels.priced import Estimate
from game.game import Game, Phase
from game.presets import preset
from game.view import SeatView
from saves import paths
from saves.autosave import AutoSaver, load_autosave
from saves.history import History
from tests.helpers import game_records
from tests.ui.test_saves import picture, step
from tests.ui.test_table import click
from ui.app import App
from ui.scenes.confirm import ConfirmScene
from ui.scenes.game_over import GameOverScene
from ui.scenes.menu import MenuScene
from ui.scenes.pause import PauseMenu
from ui.scenes.score_sheet import ScoreSheet, fit_rows, sheet_rows
from ui.table.scene import TableScene
from ui.words.i18n import set_language


def key(app: App, code: int, mod: int = 0, unicode: str = "", frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode))
    for _ in range(frames):
        app.step(0.0)


def press(app: App, menu: PauseMenu, entry: str) -> None:
    """Click the pause menu's button ``entry``."""
    click(app, menu.buttons[entry].rect.center)


def saved_table(app: App, name: str = "oh-pshaw", players: int = 4, seed: int = 5,
                seats: list[str] | None = None) -> TableScene:
    seats = seats or ["human"] + ["normal"] * (players - 1)
    table = TableScene(app, preset(name), seats, seed, AutoSaver())
    app.scenes.replace(table)
    app.step(0.0)
    return table


def answer_take_back(app: App, yes: bool) -> None:
    """Answer the question the first take-back of a game asks."""
    question = app.scenes.top
    assert isinstance(question, ConfirmScene), question
    click(app, question.buttons["yes" if yes else "no"].rect.center)


def play_until(app: App, table: TableScene, done: Any, limit: int = 8000) -> None:
    helper = make_bot("normal", 11)
    for _ in range(limit):
        if done():
            return
        step(app, table, helper)
    raise AssertionError("the state wanted was never reached")


def bot_due(table: TableScene) -> bool:
    game = table.game
    return not game.is_over and game.to_act is not None and game.to_act != table.me


# -- the pause menu --------------------------------------------------------------------


def test_the_pause_menu_opens_the_rules_and_the_settings_and_comes_back(app: App) -> None:
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene
    table = saved_table(app, name="oh-hell", players=5)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    for entry, kind in (("rules", RulesScene), ("settings", SettingsScene)):
        press(app, menu, entry)
        page = app.scenes.top
        assert isinstance(page, kind)
        assert all(not b.visible for b in menu.buttons.values())  # nothing of the menu under the page
        if isinstance(page, RulesScene):
            assert page.rules == table.rules and page.players == 5
        key(app, pygame.K_ESCAPE)
        assert app.scenes.top is menu and all(b.visible for b in menu.buttons.values())
    press(app, menu, "resume")
    assert app.scenes.top is table


def test_esc_opens_the_pause_menu_and_resume_closes_it(app: App) -> None:
    table = saved_table(app)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    # no "Take back" before the human has made a move
    assert [e[0] for e in menu.entries()] == ["resume", "save", "rules", "settings", "end", "quit"]
    assert all(not b.visible for b in table.corner.values())  # nothing to click under it
    press(app, menu, "resume")
    assert app.scenes.top is table
    assert all(b.visible for b in table.corner.values())
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseMenu)
    key(app, pygame.K_ESCAPE)  # Esc again resumes too
    assert app.scenes.top is table


@pytest.mark.parametrize("language", ["en", "de", "nl", "it"])
def test_the_pause_menu_names_the_keys_nothing_on_the_table_shows(app: App, language: str) -> None:
    """L (the last trick) and F1 (every key) at the menu's foot, with Ctrl+Z once there is a
    move to take back: broken between keys, every line inside the box."""
    from ui.words.i18n import _, set_language
    set_language(language)
    table = saved_table(app, seed=3)
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.PLAY)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu) and "undo" in menu.buttons
    box = menu.box()
    lines = menu._keys(box.width)
    words = table.commands.keys_line()
    for part in (_("table.keys_last_trick"), _("table.keys_f1"), _("pause.keys_take_back")):
        assert part in words + " · " + _("pause.keys_take_back")
    assert all(line.get_width() <= box.width - 20 for line in lines)
    last_button = max(b.rect.bottom for b in menu.buttons.values())
    assert last_button + sum(line.get_height() for line in lines) <= box.bottom


def test_bots_and_animations_do_not_move_while_paused(app: App) -> None:
    table = saved_table(app)
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.PLAY)
    app.settings.speed = "normal"
    helper = make_bot("normal", 3)
    card = helper.choose(table.game.view(table.me)).card  # type: ignore[attr-defined]
    click(app, table.input.card_point(table.hand.index(card)), frames=1)
    app.step(0.05)  # the card is in the air, bots are due
    assert table.director.animator.busy or table.director.queue
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseMenu)
    log, shown = list(table.game.log), picture(table)
    sprites = [s.tween.progress for s in table.director.animator.sprites]
    for _ in range(120):
        app.step(0.1)  # twelve seconds
    assert table.game.log == log, "a bot acted while the game was paused"
    assert picture(table) == shown
    assert [s.tween.progress for s in table.director.animator.sprites] == sprites
    key(app, pygame.K_ESCAPE)
    for _ in range(200):
        app.step(0.1)
        if len(table.game.log) > len(log):
            break
    assert len(table.game.log) > len(log), "the bots did not carry on after Resume"


def test_end_game_now_asks_first_then_the_leader_wins(app: App, tmp_path: Path) -> None:
    table = saved_table(app, seed=8)
    play_until(app, table, lambda: len(table.game.rounds) >= 4 and table.human_turn
               and table.game.phase is Phase.PLAY and app.scenes.top is table
               and len(set(table.game.totals)) > 1)
    game, totals = table.game, list(table.game.totals)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    press(app, menu, "end")
    assert menu.confirming and not game.is_over
    assert [e[0] for e in menu.entries()] == ["confirm-end", "cancel-end"]
    h = app.size[1]
    text_bottom = menu.box().top + round(h * 0.03) + sum(img.get_height() + gap for img, gap in menu._lines())
    first_button = menu.buttons["confirm-end"].rect
    assert 0 <= first_button.top - text_bottom <= h * 0.05, "a band under the question"
    assert menu.box().bottom - menu.buttons["cancel-end"].rect.bottom <= h * 0.035
    press(app, menu, "cancel-end")  # changed one's mind: nothing happened
    assert not menu.confirming and not game.is_over and app.scenes.top is menu
    press(app, menu, "end")
    press(app, menu, "confirm-end")
    for _ in range(5):
        app.step(0.0)
    assert game.is_over and game.ended_early
    assert game.totals == totals  # the round being played scores nothing (R-G3)
    assert game.winners == [s for s, t in enumerate(totals) if t == max(totals)]
    assert isinstance(app.scenes.top, GameOverScene)
    with History() as history:
        (row,) = history.games()
    assert row["ended_early"] and not row["practice"]
    record = json.loads(game_records(paths.records_dir())[0].read_text("utf-8"))
    assert record["result"]["ended_early"] and record["rounds"][-1]["complete"] is False
    assert "practice" not in record


def test_play_again_names_you_in_the_language_chosen_since_the_game_began(app: App) -> None:
    table = saved_table(app, seed=8)
    assert table.look.names[0] == "You"
    play_until(app, table, lambda: table.human_turn and app.scenes.top is table)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    press(app, menu, "end")
    press(app, menu, "confirm-end")
    for _ in range(5):
        app.step(0.0)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    set_language("de")
    click(app, over.buttons["again"].rect.center)
    again = app.scenes.top
    assert isinstance(again, TableScene) and again is not table
    assert again.look.names[:2] == ["Du", table.look.names[1]]


def test_quit_to_menu_keeps_the_game_for_continue(app: App) -> None:
    table = saved_table(app)
    play_until(app, table, lambda: len(table.game.log) > 6 and table.human_turn)
    log = [str(a) for _, a in table.game.log]
    key(app, pygame.K_ESCAPE)
    press(app, app.scenes.top, "quit")  # type: ignore[arg-type]
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and "continue" in menu.buttons
    found = load_autosave()
    assert found is not None and [str(a) for _, a in found.session.game.log] == log


# -- undo ------------------------------------------------------------------------------


def test_ctrl_z_takes_back_the_last_decision_across_a_round_end(app: App) -> None:
    table = saved_table(app, seed=21)
    # the human's last card of round 2, with bots playing after it into the next round
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.round.number == 2 and table.game.phase is Phase.PLAY
               and len(table.game.state.hands[table.me]) == 1)
    before = picture(table)
    log = list(table.game.log)
    click(app, table.input.card_point(0), frames=1)
    play_until(app, table, lambda: app.scenes.top is table and table.game.round.number == 3
               and table.human_turn)  # round 2 scored, round 3 dealt, the human to bid
    assert len(table.game.log) > len(log) and table.game.totals != before["engine"][7]
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a")
    answer_take_back(app, yes=True)
    assert table.game.log == log
    assert picture(table) == before  # hands, trick, bids, scores: shown and in the engine
    assert table.human_turn and table.practice and table.saves.session is not None
    assert table.saves.session.practice
    saved = load_autosave()
    assert saved is not None and saved.session.practice
    assert [str(a) for _, a in saved.session.game.log] == [str(a) for _, a in log]
    assert "practice" in table.commands.status_line()
    # the game goes on from there: the same card can be played again, bots decide again
    click(app, table.input.card_point(0), frames=1)
    play_until(app, table, lambda: app.scenes.top is table and table.game.round.number == 3
               and table.director.idle and table.human_turn)
    assert table.saves.session.record()["practice"] is True


def test_undo_mid_trick_and_twice(app: App) -> None:
    table = saved_table(app, seed=3)
    helper = make_bot("normal", 5)
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.PLAY and len(table.game.state.hands[table.me]) >= 3)
    first = picture(table)
    action = helper.choose(table.game.view(table.me))
    click(app, table.input.card_point(table.hand.index(action.card)), frames=1)  # type: ignore[attr-defined]
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn)
    second = picture(table)
    action = helper.choose(table.game.view(table.me))
    click(app, table.input.card_point(table.hand.index(action.card)), frames=1)  # type: ignore[attr-defined]
    play_until(app, table, lambda: app.scenes.top is table and table.director.idle)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    answer_take_back(app, yes=True)
    assert picture(table) == second
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # practice already: no question the second time
    assert app.scenes.top is table and picture(table) == first


def test_the_first_take_back_asks_and_cancel_keeps_the_game_counting(app: App) -> None:
    table = saved_table(app, seed=3)
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.PLAY)
    log = list(table.game.log)
    key(app, pygame.K_ESCAPE)
    press(app, app.scenes.top, "undo")  # type: ignore[arg-type]
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    assert question.question == "Take back your last move?"
    assert "practice" in question.detail and "statistics" in question.detail
    assert question.labels == ("Take back", "Cancel")
    answer_take_back(app, yes=False)
    assert app.scenes.top is table and table.game.log == log and not table.practice
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert isinstance(app.scenes.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)  # Esc is no too
    assert app.scenes.top is table and table.game.log == log and not table.practice
    saved = load_autosave()
    assert saved is not None and not saved.session.practice


def test_undo_is_refused_with_two_humans_and_before_any_decision(app: App) -> None:
    table = saved_table(app)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.look.message == "There is nothing to take back yet" and not table.practice
    # a second person at the table (hot seat)
    table = saved_table(app, seats=["human", "normal", "human", "normal"], seed=2)
    play_until(app, table, lambda: len(table.game.log) > 8 and table.human_turn)
    log = list(table.game.log)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.game.log == log and not table.practice
    assert table.look.message == "Undo is not offered with two or more human players"
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu) and "undo" not in [e[0] for e in menu.entries()]


# -- the score sheet -------------------------------------------------------------------


def test_tab_shows_every_round_so_far(app: App) -> None:
    table = saved_table(app, seed=4)
    play_until(app, table, lambda: app.scenes.top is table and table.model.last_scored == 3
               and table.human_turn)
    key(app, pygame.K_TAB)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheet) and sheet.scored is None
    assert sheet.button is not None and sheet.button.text == "Close"  # nothing goes on
    assert [r.number for r in sheet.rows] == [1, 2, 3]
    for row, rnd in zip(sheet.rows, table.game.rounds, strict=False):
        assert list(row.won) == rnd.tricks_won and list(row.points) == rnd.scores
        assert list(row.totals) == rnd.totals
        assert list(row.bids) == [next(b.tricks for b in rnd.bids if b.seat == s) for s in range(4)]
    key(app, pygame.K_TAB)  # Tab again closes it
    assert app.scenes.top is table


def test_the_sheet_after_a_round_continues_and_after_the_last_shows_the_result(app: App) -> None:
    game = Game(preset("oh-pshaw").replace(max_hand=2), 3, seed=1)
    rng = random.Random(2)
    labels = []
    while len(labels) < 2:
        if game.is_over or (not labels and any(isinstance(e, ev.RoundScored) for e in game.events)):
            scored = [e for e in game.events if isinstance(e, ev.RoundScored)][-1]
            sheet = ScoreSheet(app, game, ["A", "B", "C"], scored, lambda: None)
            app.scenes.replace(sheet)
            app.step(0.0)
            assert sheet.button is not None
            labels.append(sheet.button.text)
        if not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
    assert labels == ["Continue", "See the result"]


def test_a_long_game_compresses_then_scrolls(app: App) -> None:
    game = Game(preset("up-and-down"), 7, seed=3)  # 1..7..1: 13 rounds
    rng = random.Random(1)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    names = [f"Player with a long name {i}" for i in range(7)]
    sheet = ScoreSheet(app, game, names, None, lambda: None)
    assert len(sheet.rows) == len([r for r in game.rounds if r.complete]) >= 13
    app.scenes.push(sheet)
    app.step(0.0)
    assert pygame.Rect((0, 0), app.size).contains(sheet.box())
    assert sheet.button is not None and sheet.box().contains(sheet.button.rect)
    long_game = Game(preset("up-and-down"), 3, seed=3)  # 1..15..1: 29 rounds
    while not long_game.is_over:
        long_game.apply(rng.choice(long_game.legal_actions()))
    sheet = ScoreSheet(app, long_game, ["A", "B", "C"], None, lambda: None)
    app.scenes.replace(sheet)
    app.step(0.0)
    assert len(sheet.rows) >= 29 and sheet.first == sheet.max_first() > 0  # the latest rounds
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.step(0.0)
    assert sheet.first == sheet.max_first() - 3
    key(app, pygame.K_PAGEUP, frames=8)
    assert sheet.first == 0
    assert pygame.Rect((0, 0), app.size).contains(sheet.box())


def test_rows_shrink_before_they_scroll() -> None:
    assert fit_rows(400, 10, 800) == (30, 10)
    row, shown = fit_rows(400, 16, 800)
    assert shown == 16 and row * 16 <= 400
    row, shown = fit_rows(400, 40, 800)
    assert row == round(800 * 0.027) and shown == 400 // row


def test_the_sheet_of_a_round_trails_the_engine() -> None:
    game = Game(preset("oh-pshaw"), 3, seed=1)
    rng = random.Random(2)
    while len([r for r in game.rounds if r.complete]) < 4:
        game.apply(rng.choice(game.legal_actions()))
    assert [r.number for r in sheet_rows(game, 2)] == [1, 2]


# -- the hint ----------------------------------------------------------------------------


def test_hint_gives_numbers_for_every_bid_and_every_playable_card(app: App) -> None:
    table = saved_table(app, seed=12)
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.BID and table.game.round.hand_size >= 3)
    app.step(0.0)
    key(app, pygame.K_h, unicode="h", frames=2)
    hint = table.hints
    assert hint.shown and hint.analysis is not None
    legal = table.game.legal_actions()
    assert set(hint.analysis) == set(legal)
    assert hint.best in legal
    best = hint.analysis[hint.best]  # type: ignore[index]
    assert all(e.points <= best.points for e in hint.analysis.values())
    assert hint.caption().startswith("Points each bid scores on average")
    # the human bids: the hint is for a moment that has gone
    click(app, table.input.panel.button_centre(0))  # type: ignore[union-attr]
    assert not table.hints.shown
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.PLAY and len(table.game.legal_actions()) >= 2)
    click(app, table.corner["hint"].rect.center)  # the button works like H
    assert hint.shown and hint.analysis is not None
    plays = table.game.legal_actions()
    assert set(hint.analysis) == set(plays)
    assert all(isinstance(a, Play) and 0.0 <= e.make <= 1.0 for a, e in hint.analysis.items())
    hopeless = all(round(e.make * 100) == 0 for e in hint.analysis.values())  # bid already lost
    assert hint.caption().startswith("No card can make" if hopeless else "Chance to make your bid")
    key(app, pygame.K_h, unicode="h")  # H again hides it
    assert not hint.shown


class SlowHints(InlineWorker):
    """Bots at once; hints only when the test says."""

    def __init__(self, specs: dict[int, tuple[str, int]]) -> None:
        super().__init__(specs)
        self.waiting: list[tuple[Future[dict[Action, Estimate]], SeatView]] = []

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        future: Future[dict[Action, Estimate]] = Future()
        self.waiting.append((future, view))
        return future


def test_hint_thinks_off_the_loop_and_a_late_answer_is_dropped(app: App) -> None:
    app.worker_factory = SlowHints
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal"], 9)
    app.scenes.replace(table)
    play_until(app, table, lambda: table.human_turn and table.game.phase is Phase.BID)
    key(app, pygame.K_h, unicode="h")
    assert table.hints.thinking and table.hints.caption() == "The Expert bot is thinking…"
    app.step(0.0)  # frames go on while it thinks
    assert table.hints.thinking
    worker = table.worker
    assert isinstance(worker, SlowHints)
    future, _view = worker.waiting.pop()
    future.set_result({Bid(0): Estimate(3.0, 0.3, 10), Bid(1): Estimate(7.5, 0.7, 10)})
    app.step(0.0)
    assert table.hints.shown and table.hints.best == Bid(1)
    key(app, pygame.K_h, unicode="h")  # hide, ask again, and move on before it answers
    key(app, pygame.K_h, unicode="h")
    future, _view = worker.waiting.pop()
    click(app, table.input.panel.button_centre(0))  # type: ignore[union-attr]
    future.set_result({Bid(0): Estimate(1.0, 0.1, 1)})
    app.step(0.0)
    assert not table.hints.shown and not table.hints.thinking
