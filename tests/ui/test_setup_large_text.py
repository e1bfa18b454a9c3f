"""New game at larger text (the "Text and buttons" setting): the preset cards' text and the
rules tabs' labels are never smaller than at 100 %, the game at a glance stays, and no text
is cut, in a narrow and a wide window, in English and German."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import dataclass

import pytest

from bot_runtime.worker import InlineWorker
from devtools.screenshots.fit_check import cut_drawn, cut_widgets
from ui.app import App
from ui.core.settings import Settings
from ui.table.setup import SetupScene, first_setup


@dataclass(frozen=True)
class Seen:
    card_line: int
    card_name: int
    tab: int
    glance: bool
    cut: list[str]


def _look(size: tuple[int, int], lang: str, scale: float, tab: str) -> Seen:
    app = App(size, worker_factory=InlineWorker,
              settings=Settings(speed="instant", language=lang, ui_scale=scale))
    try:
        setup = SetupScene(app, first_setup(app))
        setup.tab = tab
        app.scenes.replace(setup)
        app.step(0.0)
        app.step(0.0)
        assert setup.cards is not None and setup.panel is not None
        tabs = [button.font.get_point_size() for button in setup.panel.tabs.values()]
        return Seen(setup.cards.sizes.line, setup.cards.sizes.name, min(tabs),
                    setup.glance_box is not None, cut_widgets(app.gui) + cut_drawn(setup))
    finally:
        while app.scenes.stack:
            app.scenes.pop()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("tab", ["overview", "cards"])
def test_larger_text_never_draws_new_game_smaller(size: tuple[int, int], lang: str, tab: str) -> None:
    plain = _look(size, lang, 1.0, tab)
    for scale in (1.5, 2.0):
        seen = _look(size, lang, scale, tab)
        where = (size, lang, scale, tab)
        assert seen.card_line >= plain.card_line and seen.card_name >= plain.card_name, (where, seen, plain)
        assert seen.tab >= plain.tab, (where, seen.tab, plain.tab)
        assert seen.glance or not plain.glance, where  # the game at a glance stays
        assert seen.cut == [], (where, seen.cut)
