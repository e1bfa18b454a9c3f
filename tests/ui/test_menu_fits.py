"""The main menu fits whole at every text size the settings offer (100–200 %) and every window
from the smallest (1024x640) to 4K: every entry lies inside the window, no two overlap, no label
is cut, and the title art keeps clear of the entries' card; with and without a game to continue
and a network game, in English and in German (the longest labels)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from itertools import combinations
from types import SimpleNamespace

import pygame
import pytest

import ui.scenes.menu as menu_module
from devtools.screenshots.fit_check import cut_widgets
from ui.app import App
from ui.core.settings import UI_SCALES, Settings
from ui.scenes.menu import MenuScene
from ui.words.i18n import set_language

SIZES = [(1024, 640), (1280, 720), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]
#: What the menu may offer on top: nothing, a saved game, a saved game and a network game.
OFFERS = ["none", "continue", "both"]


@pytest.fixture
def app() -> Iterator[App]:
    made = App((1280, 800), settings=Settings(speed="instant"))
    yield made
    set_language("en")
    pygame.quit()


def _menu(app: App, monkeypatch: pytest.MonkeyPatch, offer: str) -> MenuScene:
    saved = SimpleNamespace(subtitle="Oh Pshaw · round 3 · 4 players")
    monkeypatch.setattr(menu_module, "newest_offer", lambda: saved if offer != "none" else None)
    hosted = "Oh Pshaw · hosted" if offer == "both" else None
    monkeypatch.setattr(menu_module, "network_offer", lambda: hosted)
    monkeypatch.setattr(menu_module, "any_record", lambda: True)
    scene = MenuScene(app)
    app.scenes.replace(scene)
    app.step(0.0)
    return scene


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_entry_lies_inside_the_window_at_every_size_and_text_scale(
        app: App, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    set_language(lang)
    problems: list[str] = []
    for size in SIZES:
        app.resize(size)
        window = pygame.Rect((0, 0), size)
        for scale in UI_SCALES:
            app.settings.ui_scale = scale
            app.apply_settings()
            for offer in OFFERS:
                scene = _menu(app, monkeypatch, offer)
                where = f"{size} at {round(scale * 100)} % ({offer})"
                rects = {key: button.rect for key, button in scene.buttons.items()}
                assert len(rects) == len(scene.entries())
                problems += [f"{where}: {key} {rect} leaves the window"
                             for key, rect in rects.items() if not window.contains(rect)]
                problems += [f"{where}: {a} and {b} overlap" for (a, ra), (b, rb)
                             in combinations(rects.items(), 2) if ra.colliderect(rb)]
                problems += [f"{where}: {line}" for line in cut_widgets(app.gui)]
                card = scene.entries_card()
                assert card is not None
                if not window.contains(card):
                    problems.append(f"{where}: the entries' card {card} leaves the window")
                if scene.title_room() > card.left:
                    problems.append(f"{where}: the title may reach under the entries' card")
    assert problems == [], "\n".join(problems[:20])


def test_continue_stays_on_top_and_gold_and_the_others_keep_their_order(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """In two columns too, Continue stands above the rest and the entries read in their order,
    row by row; Quit is last."""
    app.resize((1920, 1080))
    app.settings.ui_scale = 2.0
    app.apply_settings()
    scene = _menu(app, monkeypatch, "continue")
    rects = {key: button.rect for key, button in scene.buttons.items()}
    lefts = {rect.left for key, rect in rects.items() if key != "continue"}
    assert len(lefts) == 2  # two columns at this size
    assert all(rects["continue"].bottom < rect.top for key, rect in rects.items() if key != "continue")
    assert scene.buttons["continue"].object_ids[-1] == "#primary"
    order = [key for key, _label in scene.entries()]
    reading = sorted(rects, key=lambda key: (rects[key].top, rects[key].left))
    assert reading == order and order[-1] == "quit"


def test_a_roomy_window_keeps_one_column_and_continue_moves_nothing(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.resize((1920, 1080))
    without = {key: b.rect.copy() for key, b in _menu(app, monkeypatch, "none").buttons.items()}
    with_it = {key: b.rect.copy() for key, b in _menu(app, monkeypatch, "continue").buttons.items()}
    assert len({rect.left for rect in with_it.values()}) == 1
    assert all(with_it[key] == rect for key, rect in without.items())
