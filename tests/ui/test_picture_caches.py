"""The pictures the window keeps stay within their budgets, whatever sizes and screens it
goes through: a table of nine, its score sheet, the pause menu, the game-over screen and the
menu at sizes from the smallest window to 4K, with the cards' size changed on the way."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from functools import _lru_cache_wrapper

import pygame

import ui
from game.presets import preset
from ui.app import App
from ui.core.picture_cache import CACHES, MB, Cached, held
from ui.scenes.game_over import GameOverScene
from ui.scenes.menu import MenuScene
from ui.table.scene import TableScene

SIZES = ((1024, 640), (3840, 2160), (1920, 1080), (2560, 1440), (1280, 800))
#: All the pictures the window may keep at once, every cache full (docs/BENCHMARKS.md: the
#: window's peak at 4K is to stay under 400 MB with its worker).
ALL_BUDGETS_MB = 300


def _within_budgets() -> None:
    for name, (size, budget) in held().items():
        assert size <= budget, f"{name} holds {size / MB:.1f} MB, over its {budget / MB:.0f} MB"
    for cache in CACHES:
        assert cache.entries <= cache.entries_max, cache.name


def test_caches_stay_within_their_budgets_through_sizes_and_screens(app: App) -> None:
    table = TableScene(app, preset("oh-seven").replace(fixed_rounds=2), ["normal"] * 9, 3)
    app.scenes.replace(table)
    seen_game_over = False
    for turn, size in enumerate(SIZES * 2):
        app.resize(size)
        app.settings.card_size = ("medium", "xlarge", "small", "large")[turn % 4]
        for _ in range(60):  # the table plays on: cards, sheets, the game's end
            top = app.scenes.top
            if top is not None and top.overlay:
                app.step(1 / 60)  # the score sheet over the veiled table
                top.close()  # type: ignore[attr-defined]
            app.step(1 / 60)
        if isinstance(app.scenes.top, GameOverScene):
            seen_game_over = True
            app.step(1 / 60)
        elif isinstance(app.scenes.top, TableScene):
            app.scenes.top.commands.open_pause_menu()  # a dialog on the veil
            app.step(1 / 60)
            app.scenes.pop()
        _within_budgets()
    assert seen_game_over  # the game-over screen was among the screens
    app.scenes.replace(MenuScene(app))
    for size in SIZES:
        app.resize(size)
        app.step(1 / 60)
    _within_budgets()
    assert sum(cache.bytes for cache in CACHES) > 0  # the pictures were kept, not just dropped


def test_every_cache_of_pictures_is_bounded_by_bytes() -> None:
    """No picture is kept by a cache that counts entries only (512 cards at 4K are 100 MB)."""
    for module in pkgutil.walk_packages(ui.__path__, "ui."):
        loaded = importlib.import_module(module.name)
        for name, value in vars(loaded).items():
            if isinstance(value, _lru_cache_wrapper) and value.__module__ == module.name:
                returns = inspect.signature(value.__wrapped__).return_annotation
                assert "Surface" not in str(returns), f"{module.name}.{name} keeps pictures by count"
    assert sum(cache.budget for cache in CACHES) <= ALL_BUDGETS_MB * MB


def test_a_picture_cache_drops_the_least_recently_used_first() -> None:
    made: list[int] = []

    def square(side: int) -> pygame.Surface:
        made.append(side)
        return pygame.Surface((side, side), pygame.SRCALPHA)

    cached = Cached(square, budget=3 * 100 * 100 * 4, entries_max=10)
    try:
        for side in (100, 100, 100):
            cached(side)
        cached(99)
        cached(98)
        cached(100)  # used again: now the newest
        cached(97)  # no room for four: 99, the oldest, goes
        assert cached.cache.entries == 3 and made == [100, 99, 98, 97]
        cached(100)
        cached(99)
        assert made == [100, 99, 98, 97, 99]
        cached(1000)  # larger than the whole budget: drawn, not kept
        assert cached.cache.bytes <= cached.cache.budget and cached.cache.entries == 3
    finally:
        CACHES.remove(cached.cache)
