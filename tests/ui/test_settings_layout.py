"""The settings page keeps every control on the page and clear of every other, at each text
size (100, 150 and 200 %) and in each language: with large text the rows close up rather
than run under Back or off the window."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from bot_runtime.worker import InlineWorker
from ui.app import App
from ui.core.settings import Settings
from ui.scene import Scene
from ui.scenes.settings import SettingsScene
from ui.words.i18n import LANGUAGES

SCALES = (1.0, 1.5, 2.0)


def _boxes(page: SettingsScene) -> dict[str, pygame.Rect]:
    """Every widget of the page by name: Back, each control and each label."""
    assert page.form is not None and page.back is not None
    boxes = {"back": page.back.rect.copy()}
    boxes.update({name: control.widget.rect.copy() for name, control in page.form.controls.items()})
    boxes.update({f"label {name}": label.rect.copy() for name, label in page.form.labels.items()})
    return boxes


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=["1280x800", "1024x640"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_control_overlaps_another_or_leaves_the_page(lang: str, size: tuple[int, int]) -> None:
    for scale in SCALES:
        app = App(size, worker_factory=InlineWorker,
                  settings=Settings(speed="instant", language=lang, ui_scale=scale))
        try:
            page = SettingsScene(app)
            app.scenes.replace(page)
            app.step(0.0)
            boxes = _boxes(page)
            window = pygame.Rect((0, 0), size)
            names = list(boxes)
            for i, a in enumerate(names):
                assert window.contains(boxes[a]), (lang, scale, a)
                for b in names[i + 1:]:
                    assert not boxes[a].colliderect(boxes[b]), (lang, scale, a, b)
            for name, box in boxes.items():  # each on its card; the cards above Back
                if name != "back":
                    assert any(card.contains(box) for card in page.cards), (lang, scale, name)
            assert all(card.bottom < boxes["back"].top for card in page.cards), (lang, scale)
        finally:
            app.scenes.replace(Scene(app))
