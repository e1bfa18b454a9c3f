"""Every test writes under its own temporary OHPSHAW_HOME, never the real home."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests import repo_guard

if TYPE_CHECKING:
    from ui.app import App

# Every text shown in a test must be a catalogue key (ui.words.i18n.STRICT): English that did not go
# through tools/i18n_keys.py fails where it is shown.
os.environ.setdefault("OHPSHAW_I18N_STRICT", "1")
repo_guard.install()


@pytest.fixture(autouse=True)
def _nothing_read_outside_the_repository() -> Iterator[None]:
    """Fail a test that opened a file outside the repository (a user's clone has nothing
    beside it), even when the code under test swallowed the refusal."""
    repo_guard.take_reads()
    yield
    outside = repo_guard.take_reads()
    assert not outside, f"opened outside the repository: {outside[:3]}"


def _speak_english() -> None:
    words = sys.modules.get("ui.words.i18n")  # not imported here: the engine's tests load no ui
    if words is not None and words.language() != "en":
        words.set_language("en")


@pytest.fixture(autouse=True)
def _english_whatever_ran_before() -> Iterator[None]:
    """Every test starts and ends in English: with ``pytest -n auto`` a worker runs tests of
    many modules one after another, and a language one of them switched to must not decide
    what the next one reads."""
    _speak_english()
    yield
    _speak_english()


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point OHPSHAW_HOME at a fresh folder unless the test set its own."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("OHPSHAW_HOME", str(home))
    monkeypatch.setenv("OHPSHAW_LANGUAGE", "en")  # English whatever the machine's locale
    monkeypatch.setenv("OHPSHAW_NETWORK", "loopback")  # a window's network play stays on this computer
    return home


@pytest.fixture
def app() -> Iterator[App]:
    """A 1024×640 window (dummy drivers), instant animations, bots thinking in this process;
    English again afterwards (as after every test). Imported here, not at the top: the engine's tests must
    not load pygame."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from bot_runtime.worker import InlineWorker
    from ui.app import App
    from ui.core.settings import Settings
    application = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    pygame.event.clear()  # an earlier test's window (a fullscreen switch) may have left events
    yield application
    while application.scenes.stack:
        application.scenes.pop()
