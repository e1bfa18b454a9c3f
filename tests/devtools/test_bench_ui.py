"""The idle-friendly frame loop and ``bench ui`` on a tiny budget (headless)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time

import pygame

from bot_runtime.worker import InlineWorker
from devtools.bench_ui import BenchGame, play_to_game_over, same_picture, static_cpu, targets
from game.presets import preset
from ui.app import App
from ui.core.settings import Settings
from ui.table.scene import TableScene


def still_table() -> tuple[App, TableScene]:
    """A table waiting for the human, nothing moving."""
    app = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 5)
    app.scenes.push(table)
    deadline = time.perf_counter() + 10
    while not (table.human_turn and app.quiet()) and time.perf_counter() < deadline:
        app.frame()
    assert table.human_turn and app.quiet()
    return app, table


def test_still_table_is_not_redrawn_until_something_happens() -> None:
    app, _ = still_table()
    try:
        draws, start = app.draws, time.perf_counter()
        app.loop(until=lambda: time.perf_counter() - start >= 1.0)
        assert app.draws == draws  # a second of nothing: not one frame drawn
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        assert app.frame()  # input: drawn at once
        assert not app.quiet()  # and at full rate for a moment after
    finally:
        while app.scenes.stack:
            app.scenes.pop()


def test_moving_table_draws_every_frame() -> None:
    app = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="normal"))
    app.scenes.push(TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 5))
    try:
        assert all(app.frame() for _ in range(20))  # the cut and the deal are running
    finally:
        while app.scenes.stack:
            app.scenes.pop()


@pytest.mark.slow
def test_bench_ui_plays_a_game_to_its_game_over_screen() -> None:
    game = BenchGame(preset("oh-seven").replace(fixed_rounds=1), ("human", "normal", "normal"))
    result = play_to_game_over((1024, 640), game, process=False, speed="fast", changes_at=20)
    frames, cpu = result["frame_ms"], result["frame_cpu_ms"]
    assert frames["frames"] > 100 and cpu["frames"] == frames["frames"]
    assert 0 < frames["median"] <= frames["p99"] <= frames["max"] < 5000
    assert frames["max_after_first"] <= frames["max"]
    assert 0 < cpu["median"] <= cpu["max"]
    assert result["game_over_frames"] > 10 and 0 < result["game_over_ms"] <= frames["max"]
    assert set(result["change_ms"]) == {"smaller", "back", "cards_xlarge", "cards_medium"}
    assert result["rss_peak_mb"]["program"] > 0 and result["rss_peak_mb"]["worker"] == 0
    assert set(targets((1024, 640), result)) == {"no_long_frame", "no_long_frame_cpu"}  # no p99 here


@pytest.mark.slow
def test_bench_ui_still_table_and_the_same_picture() -> None:
    same = same_picture((1024, 640), 0.5)
    assert 20 <= len(same) <= 40  # half a second at 60 frames a second
    assert 0 < min(same) <= max(same) < 5000
    cpu, draws = static_cpu((1024, 640), 0.5)
    assert 0 <= cpu < 100 and draws == 0
