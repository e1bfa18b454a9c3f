"""A bot that raises, answers illegally, cannot be built or overruns its time: the Normal
bot decides in its place, the line is logged, and the game goes on to the end; the autosave
holds the actions actually applied. The bots think in a real worker process here."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import logging
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from bot_runtime import guard as bot_guard
from bot_runtime.worker import InlineWorker, ProcessWorker
from game.bots import LEVELS, make_bot
from game.game import Game
from game.presets import preset
from game.record import replay
from saves.autosave import AutoSaver
from saves.session import load_game
from tests import misbehaving_bots
from tests.helpers import game_records
from tests.ui.test_table import human_move
from ui.app import App
from ui.core.settings import Settings
from ui.scenes.game_over import GameOverScene
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene

BAD = "py:tests.misbehaving_bots:"


def fallbacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "bot_runtime.guard"]


def test_the_worker_replaces_a_raising_an_illegal_and_an_unbuildable_bot(
        caplog: pytest.LogCaptureFixture) -> None:
    game = Game(replace(preset("oh-pshaw"), max_hand=3), 4, seed=5)
    specs = {1: (BAD + "RaisingBot", 1), 2: (BAD + "IllegalBot", 2), 3: (BAD + "UnbuildableBot", 3)}
    for worker in (ProcessWorker(specs), InlineWorker(specs)):
        caplog.clear()
        try:
            play = Game(game.rules, 4, seed=5)
            with caplog.at_level(logging.WARNING, logger="bot_runtime.guard"):
                while len(play.rounds) < 2:  # the first round: bids, then a card each
                    seat = play.to_act
                    assert seat is not None
                    view = play.view(seat)
                    normal = make_bot("normal", seat).choose(view)
                    if seat != 0:
                        assert worker.ask(view).result(timeout=60) == normal  # the Normal bot's choice
                    play.apply(normal)
        finally:
            worker.close()
        lines = fallbacks(caplog)
        assert len(lines) == 6
        raised = [line for line in lines if line.startswith("seat 1 ")]
        assert raised[0].startswith("seat 1 (py:tests.misbehaving_bots:RaisingBot) raised RuntimeError")
        assert len(raised) == 2 and all("the Normal bot decided instead" in line for line in lines)
        assert [line for line in lines if line.startswith("seat 2 ") and "not legal" in line]
        unbuilt = [line for line in lines if line.startswith("seat 3 ")]
        assert len(unbuilt) == 2 and "could not be built" in unbuilt[0]
        assert "missing its opening book" in unbuilt[0]


def test_a_bot_calling_sys_exit_does_not_end_the_window(caplog: pytest.LogCaptureFixture) -> None:
    game = Game(replace(preset("oh-pshaw"), max_hand=3), 3, seed=1)  # seat 1 bids first
    view = game.view(1)
    normal = make_bot("normal", 1).choose(view)
    for worker in (ProcessWorker({1: (BAD + "ExitingBot", 1)}), InlineWorker({1: (BAD + "ExitingBot", 1)})):
        caplog.clear()
        try:
            with caplog.at_level(logging.WARNING, logger="bot_runtime.guard"):
                assert worker.ask(view).result(timeout=60) == normal  # not SystemExit
        finally:
            worker.close()
        lines = fallbacks(caplog)
        assert len(lines) == 1 and "seat 1" in lines[0] and "called sys.exit(5)" in lines[0]


def test_a_late_answer_is_replaced_and_the_stuck_worker_restarted(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(bot_guard, "MARGIN_S", 3.0)
    monkeypatch.setattr(bot_guard, "DEFAULT_BUDGET_S", 0.0)
    game = Game(replace(preset("oh-pshaw"), max_hand=3), 3, seed=1)  # seat 1 bids first
    worker = ProcessWorker({1: (BAD + "SleepyBot", 1), 2: ("normal", 2)})
    try:
        old = worker.pool
        with caplog.at_level(logging.WARNING, logger="bot_runtime.guard"):
            asked = bot_guard.Asked(worker, game.view(game.to_act), BAD + "SleepyBot", 1)
            assert game.to_act == 1
            start = time.monotonic()
            while not asked.ready():
                time.sleep(0.01)
            assert 2.9 < time.monotonic() - start < 10
            action = asked.action()
        assert action in game.legal_actions()
        assert worker.pool is not old  # the sleeping process was replaced
        game.apply(action)
        assert game.to_act == 2  # the fresh worker answers the next seat at once
        assert worker.ask(game.view(2)).result(timeout=60) in game.legal_actions()
        lines = fallbacks(caplog)
        assert len(lines) == 1 and "seat 1" in lines[0] and "no answer within 3.0 s" in lines[0]
    finally:
        worker.close()


def test_a_crashed_worker_process_is_replaced(caplog: pytest.LogCaptureFixture) -> None:
    game = Game(preset("oh-pshaw"), 3, seed=8)
    seat = game.to_act
    assert seat is not None
    worker = ProcessWorker({s: ("normal", s) for s in range(3)})
    try:
        assert worker.ask(game.view(seat)).result(timeout=60) in game.legal_actions()
        for process in list(worker.pool._processes.values()):  # type: ignore[attr-defined]
            process.kill()
            process.join()
        time.sleep(0.5)  # the pool notices its process is gone
        with caplog.at_level(logging.WARNING, logger="bot_runtime.guard"):
            asked = bot_guard.Asked(worker, game.view(seat), "normal", seat)
            while not asked.ready():
                time.sleep(0.01)
            assert asked.action() in game.legal_actions()
        assert worker.ask(game.view(seat)).result(timeout=60) in game.legal_actions()
    finally:
        worker.close()
    lines = fallbacks(caplog)
    assert len(lines) <= 1 and all("lost its worker" in line for line in lines)


def play_through(app: App, table: TableScene, each_move: Callable[[], None] = lambda: None) -> None:
    """Click the human's moves and the score sheets until the game is over (bots may be slow)."""
    helper = make_bot("normal", 7)
    deadline = time.monotonic() + 180
    app.step(0.0)  # the first frame builds the widgets
    while not isinstance(app.scenes.top, GameOverScene):
        assert time.monotonic() < deadline, "the game did not end"
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            assert top.button is not None
            post_click(top.button.rect.center)
            app.step(0.0)
        elif table.human_turn:
            human_move(app, table, helper)
            each_move()
        else:
            app.step(0.0)
            time.sleep(0.002)


@pytest.mark.slow
def test_a_whole_game_with_misbehaving_bots_in_the_worker_process_completes(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(bot_guard, "MARGIN_S", 4.0)
    app = App((1024, 640), worker_factory=ProcessWorker, settings=Settings(speed="instant"))
    seats = ["human", BAD + "RaisingBot", BAD + "SleepyBot", BAD + "IllegalBot", "normal",
             BAD + "UnbuildableBot"]
    table = TableScene(app, replace(preset("oh-pshaw"), max_hand=2), seats, 4)
    app.scenes.replace(table)
    try:
        with caplog.at_level(logging.WARNING, logger="bot_runtime.guard"):
            play_through(app, table)
    finally:
        while app.scenes.stack:
            app.scenes.pop()
    assert table.game.is_over
    lines = fallbacks(caplog)
    by_seat = [[line for line in lines if line.startswith(f"seat {seat} ")] for seat in range(6)]
    decisions = [sum(1 for seat, _ in table.game.log if seat == s) for s in range(6)]
    assert decisions[1] >= 5  # two rounds: a bid, then one card, then a bid and two cards
    assert len(by_seat[1]) == decisions[1] and "raised RuntimeError" in by_seat[1][0]
    assert len(by_seat[2]) == 1 and "no answer within 5.0 s" in by_seat[2][0]
    assert len(by_seat[3]) == decisions[3] and "not legal" in by_seat[3][0]
    assert len(by_seat[5]) == decisions[5] and "could not be built" in by_seat[5][0]
    assert by_seat[0] == [] and by_seat[4] == []


def test_the_autosave_holds_the_decisions_the_normal_bot_made(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    # saves name built-in levels only: two of them misbehave for this game
    monkeypatch.setitem(LEVELS, "easy", misbehaving_bots.RaisingBot)
    monkeypatch.setitem(LEVELS, "hard", misbehaving_bots.IllegalBot)
    app = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    saver = AutoSaver()
    table = TableScene(app, replace(preset("oh-pshaw"), max_hand=2), ["human", "easy", "hard", "normal"],
                       4, saver)
    app.scenes.replace(table)
    checked: list[int] = []

    def check_the_autosave() -> None:
        if not table.game.is_over:
            assert load_game(saver.path).game.log == table.game.log
            checked.append(len(table.game.log))

    try:
        with caplog.at_level(logging.WARNING, logger="bot_runtime.guard"):
            play_through(app, table, check_the_autosave)
    finally:
        while app.scenes.stack:
            app.scenes.pop()
    assert table.game.is_over and checked
    lines = fallbacks(caplog)
    assert len([line for line in lines if line.startswith("seat 1 (easy) raised")]) >= 5
    assert len([line for line in lines if line.startswith("seat 2 (hard) chose")]) >= 5
    records = game_records(Path(os.environ["OHPSHAW_HOME"]) / "data" / "records")
    assert len(records) == 1
    assert replay(json.loads(records[0].read_text(encoding="utf-8"))).log == table.game.log


def post_click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_a_restarted_session_worker_goes_on_from_the_session_generators() -> None:
    from bot_runtime.session import SessionInlineWorker, SessionProcessWorker
    from saves.session import new_session, rng_state

    seats = ["human", "random", "easy", "random"]
    far, near = (new_session(preset("oh-pshaw"), seats, seed=6) for _ in range(2))
    worker = SessionProcessWorker(far)
    try:
        asked = 0
        while asked < 8:
            seat = far.game.to_act
            assert seat is not None
            if seat == 0:
                action = far.game.legal_actions()[0]
            else:
                if asked % 3 == 2:
                    worker.restart()  # as after a late answer: a fresh process from the session
                action = worker.ask(far.game.view(seat)).result(timeout=60)
                assert action == SessionInlineWorker(near).ask(near.game.view(seat)).result()
                assert rng_state(far.bots[seat]) == rng_state(near.bots[seat])
                asked += 1
            far.game.apply(action)
            near.game.apply(action)
    finally:
        worker.close()
