"""No text is cut on any screen: every screenshot state (devtools/screenshots) in every
language at the two usual window sizes, measured widget by widget
(devtools/screenshots/fit_check.py) and with pygame_gui's own "too small" warning; and the
menu, new game, rules, settings, load, statistics and score pad screens again with text at
150 %."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import warnings
from pathlib import Path

import pytest

from devtools.screenshots.fit_check import cut_drawn, cut_widgets
from devtools.screenshots.run import shoot
from ui.pad.correct import CorrectRound
from ui.pad.scene import PadScene
from ui.pad.setup import PadSetupScene
from ui.scenes.load import LoadScene
from ui.scenes.menu import MenuScene
from ui.scenes.rules import RulesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.statistics import StatsScene
from ui.table.setup import SetupScene
from ui.words.i18n import LANGUAGES

#: The screens checked with text at 150 % too.
SCREENS = (MenuScene, SetupScene, RulesScene, SettingsScene, LoadScene, StatsScene, PadSetupScene, PadScene,
           CorrectRound)


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_is_cut_in_any_screenshot(tmp_path: Path, lang: str) -> None:
    problems: list[str] = []
    seen: list[str] = []
    scale = 1.0

    def check(name: str, app: object) -> None:
        top = app.scenes.top  # type: ignore[attr-defined]
        if scale != 1.0 and not isinstance(top, SCREENS):
            return
        seen.append(name)
        problems.extend(f"{name}: {line}" for line in cut_widgets(app.gui))  # type: ignore[attr-defined]
        for scene in app.scenes.stack:  # type: ignore[attr-defined]
            problems.extend(f"{name}: {line}" for line in cut_drawn(scene))

    for size, scale in (((1280, 800), 1.0), ((1920, 1080), 1.0), ((1280, 800), 1.5)):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            shoot(tmp_path, size, lang, check, scale)
        if scale == 1.0:  # at 150 % the widget measure speaks for the screens above alone
            problems += [f"{size}: {w.message}" for w in caught if "too small" in str(w.message)]
    assert len(seen) > 40 and "01c-new-game-house-rules" in seen and "14-statistics" in seen
    assert problems == [], "\n".join(problems[:20])
