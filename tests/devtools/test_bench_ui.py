"""The idle-friendly frame loop and ``bench ui`` on a tiny budget (headless)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time

import pygame

from bot_runtime.worker import InlineWorker
from devtools.bench_ui import bench_ui
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
def test_bench_ui_reports_sane_figures() -> None:
    result = bench_ui(sizes=((1024, 640),), seconds_static=0.5, seconds_play=2.0, launches=1,
                      seconds_same=0.5)
    frames = result["sizes"]["1024x640"]["frame_ms"]
    same = result["sizes"]["1024x640"]["same_picture_ms"]
    assert 20 <= same["frames"] <= 40  # half a second at 60 frames a second
    assert 0 < same["median"] <= same["p99"] <= same["max"] < 5000
    assert set(frames) >= {"median", "p99", "max"}
    assert frames["frames"] > 10
    assert 0 < frames["median"] <= frames["p99"] <= frames["max"] < 5000
    assert 0 <= result["static_cpu_percent"] < 100
    assert result["static_draws"] == 0
    assert 0 < result["first_frame_s"] < 30
