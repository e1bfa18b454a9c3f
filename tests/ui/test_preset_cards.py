"""The setup screen's preset cards: every card keeps its player range top right, beside its
name, in every language and at the widths the screen gives them."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from ui.core.fonts import font
from ui.table.setup import preset_cards
from ui.widgets.preset_cards import Sizes, card_height, name_lines
from ui.words.i18n import language, set_language


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.init()
    before = language()
    yield
    set_language(before)


@pytest.mark.parametrize("lang", ["en", "de", "nl", "it"])
@pytest.mark.parametrize("width", [180, 240, 320, 480])
def test_the_player_range_stands_beside_the_name_on_every_card(lang: str, width: int) -> None:
    set_language(lang)
    sizes = Sizes(20, 17)
    inner = width - 2 * sizes.pad
    for preset in preset_cards():
        lines = name_lines(preset, inner, sizes)
        assert " ".join(lines).replace("…", "") in preset.name or "…" in "".join(lines)
        widest = max(font(sizes.name, True).size(line)[0] for line in lines)
        assert widest + sizes.pad + font(sizes.line).size(preset.players)[0] <= inner, (preset.key, lines)
        one = font(sizes.name, True).get_linesize()
        assert card_height(preset, width, sizes) >= 2 * sizes.pad + one * len(lines)  # room for them


def test_a_long_name_wraps_instead_of_pushing_the_range_down() -> None:
    set_language("en")
    sizes = Sizes(20, 17)
    river = next(p for p in preset_cards() if "River" in p.name)
    narrow = font(sizes.name, True).size(river.name)[0]  # too narrow for the name and the range
    assert len(name_lines(river, narrow, sizes)) >= 2
    assert " ".join(name_lines(river, narrow, sizes)) == river.name


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_no_language_shows_the_cards_smaller_than_english(size: tuple[int, int]) -> None:
    """On the New game screen every language's preset cards are drawn at the size of the
    English ones or larger, with every line whole, in a column as wide as the English one:
    the players and the rules gave up no room for it."""
    from bot_runtime.worker import InlineWorker
    from ui.app import App
    from ui.core.settings import Settings
    from ui.table.setup import SetupScene, first_setup
    from ui.widgets.preset_cards import lines_of
    shown: dict[str, tuple[int, int, pygame.Rect]] = {}
    for lang in ("en", "de", "nl", "it"):
        app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant", language=lang))
        try:
            setup = SetupScene(app, first_setup(app))
            app.scenes.replace(setup)
            app.step(0.0)
            cards = setup.cards
            assert cards is not None
            sizes = cards.sizes
            columns = setup.layout()
            inner = columns[0].width - 2 * sizes.pad
            for preset in preset_cards():
                whole = lines_of(preset, inner, Sizes(sizes.name, sizes.line))
                assert lines_of(preset, inner, sizes) == whole, (lang, preset.key)  # none shortened
                assert cards.buttons[preset.key].rect.bottom <= columns[0].bottom, (lang, preset.key)
            shown[lang] = (sizes.line, sizes.name, columns[0])
        finally:
            while app.scenes.stack:
                app.scenes.pop()
    english = shown["en"]
    for lang, (line, name, column) in shown.items():
        assert line >= english[0] and name >= english[1], (lang, size, line, english[0])
        assert column == english[2], (lang, size)
