"""Widget text that fits (ui/core/text_fit.py): the setup screen's house rules and the settings
screen build without a pygame_gui "too small" warning in every language at window sizes
that used to clip, a form's labels share one size, and tooltips wrap wider at large text
and are as wide as their text (a short one too)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import warnings

import pygame
import pygame_gui
import pytest

from bot_runtime.worker import InlineWorker
from game.actions import Bid
from ui.app import App
from ui.core.settings import Settings
from ui.core.text_fit import SMALLEST, TIP_WIDEST, fitting_size, label_id
from ui.scenes.settings import SettingsScene
from ui.table.setup import SetupScene
from ui.widgets.choice_panel import Choice, ChoicePanel
from ui.widgets.controls import Form
from ui.words.i18n import LANGUAGES, set_language

#: Sizes where labels were clipped before: tall for their width (text follows the height).
SIZES = [(1024, 640), (1024, 1000), (1100, 1080), (1024, 1366)]


def too_small(build: object) -> list[str]:
    """The pygame_gui warnings about text that does not fit, while ``build()`` runs."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        build()  # type: ignore[operator]
    return [str(w.message) for w in caught if "too small" in str(w.message)
            or "tool tip" in str(w.message)]


def open_house_rules(app: App) -> None:
    scene = SetupScene(app)
    app.scenes.replace(scene)
    for tab in ("cards", "trump", "play", "scoring"):
        scene.tab = tab
        scene.rebuild()


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_setup_and_settings_labels_fit_in_every_language(app: App, lang: str) -> None:
    app.settings.language = lang
    set_language(lang)
    for size in SIZES:
        app.resize(size)
        assert too_small(lambda: open_house_rules(app)) == [], (lang, size)
        assert too_small(lambda: app.scenes.replace(SettingsScene(app))) == [], (lang, size)


def test_a_form_shrinks_every_label_to_the_size_of_its_longest(app: App) -> None:
    long_label = "Continue after a trick by itself"
    width = app.gui.get_theme().get_font(["label"]).get_rect(long_label).width
    form = Form(app.gui, pygame.Rect(0, 0, round((width - 10) / 0.55), 400), 30)  # 10 too narrow
    form.menu("short", "Short", [(1, "One")], 1)
    assert form.label_size is None  # the theme's own size fits
    assert too_small(lambda: form.menu("long", long_label, [(2, "Two")], 2)) == []
    assert form.label_size is not None and form.label_size >= SMALLEST
    font = app.gui.get_theme().get_font([f"#label_{form.label_size}"])
    assert font.get_rect(long_label).width <= form.label_w
    for label in form.labels.values():  # one size for the whole form
        assert label.font is font
    form.kill()


def test_fitting_size_is_the_largest_that_fits(app: App) -> None:
    words = "Letzte Runde ohne Trumpf"
    own = app.gui.get_theme().get_font(["label"])
    width = own.get_rect(words).width
    assert fitting_size(app.gui, [words], (width, 100)) is None
    size = fitting_size(app.gui, [words], (width - 20, 100))
    assert size is not None and size < own.get_point_size()
    bigger = app.gui.get_theme().get_font([f"#label_{size + 1}"])
    assert bigger.get_rect(words).width > width - 20  # one pixel larger would not fit
    assert fitting_size(app.gui, [words], (5, 100)) == SMALLEST  # the least there is


def test_label_id_keeps_the_label_kind_for_alignment(app: App) -> None:
    label = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 300, 30), "x", manager=app.gui,
                                        object_id=label_id(12, "#form_label"))
    assert "#form_label" in label.class_ids and "#label_12" in label.object_ids
    assert label.font.get_point_size() == 12
    label.kill()


def test_tooltips_wrap_wider_at_larger_text() -> None:
    small = App((1024, 640), worker_factory=InlineWorker, settings=Settings())
    large = App((1920, 1080), worker_factory=InlineWorker, settings=Settings(ui_scale=2.0))
    width = [app.gui.get_theme().get_misc_data("rect_width", ["tool_tip"]) for app in (small, large)]
    assert int(width[0]) < int(width[1]) <= TIP_WIDEST
    tip = "Plain dark table, white text, yellow for the one to act; easier to see"
    assert too_small(lambda: large.gui.create_tool_tip(tip, (900, 540), (0, 20), None, None)) == []


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
def test_a_short_tip_is_as_wide_as_its_text_and_a_long_one_still_wraps(size: tuple[int, int]) -> None:
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"))
    try:
        panel = ChoicePanel(app.gui, size, "Your bid", [Choice(str(n), Bid(n)) for n in range(4)],
                            round(size[1] * 0.75))
        button = panel.buttons[0]
        for _ in range(3):  # past the tip's delay: the reviewer's "Bid 0 (key 0)"
            button.while_hovering(1.0, button.rect.center)
        tip = button.tool_tip
        assert tip is not None
        face = app.gui.get_theme().get_font(["tool_tip"])
        words = face.get_rect("Bid 0 (key 0)").width
        wraps_at = int(app.gui.get_theme().get_misc_data("rect_width", ["tool_tip"]))
        assert words < tip.rect.width <= words + 0.12 * size[1], (tip.rect, words)  # padding alone
        assert tip.rect.width < wraps_at * 0.7
        assert tip.rect.bottom <= panel.panel.rect.top  # still above the panel, over its button
        assert abs(tip.rect.centerx - button.rect.centerx) <= 1
        panel.kill()
        line = "Plain dark table, white text, yellow for the one to act; easier to see " * 2
        long = app.gui.create_tool_tip(line, (10, 10), (0, 20), None, None)
        assert long.rect.height > 2 * face.get_rect("Plain").height  # wrapped, lines apart
        assert wraps_at * 0.8 < long.rect.width <= wraps_at  # as wide as it wraps, no wider
    finally:
        while app.scenes.stack:
            app.scenes.pop()
