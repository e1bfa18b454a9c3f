"""The monkey's starts at the score pad's screens: its setup with the house rules open, the
pad in play (Oh Hell, and Oh-Seven with its bid cards), the correction of a round, the
save dialog over the pad, a pad at its end and its game over screen.

Each start is a function ``(app, seed)`` like those of :mod:`devtools.monkey.starts`;
entries are made as a keeper makes them, through the pad's scene (autosaved, the game
kept in the history at its end).
"""

from __future__ import annotations

import contextlib
import random
from typing import TYPE_CHECKING

from devtools.monkey.history import NAMES, PAD_RULES, pad_entry
from game.cards import Suit
from game.errors import IllegalActionError
from game.pad.actions import EnterTrump
from game.presets import preset
from saves.autosave import SCORE_PAD, AutoSaver
from ui.app import App

if TYPE_CHECKING:
    from ui.pad.scene import PadScene


def _pad(app: App) -> PadScene:
    from ui.pad.scene import PadScene
    for scene in reversed(app.scenes.stack):
        if isinstance(scene, PadScene):
            return scene
    raise AssertionError("no score pad is showing")


def score_pad(app: App, seed: int) -> None:
    """A score pad in its second round (Oh Hell, five players: the hook is on), autosaved."""
    app.nav.new_score_pad(preset("oh-hell"), ["Anna", "Ben", "Cleo", "Dev", "Edith"], seed % 5,
                          AutoSaver(stem=SCORE_PAD))
    pad = _pad(app).pad
    pad.apply(EnterTrump(Suit.HEARTS))
    pad.enter_round([1, 0, 1, 0, 0], [1, 0, 0, 0, 0])


def pad_setup_house_rules(app: App, seed: int) -> None:
    """The score pad's setup with its house rules open and five players named."""
    from ui.pad.setup import PadSetupScene
    setup = PadSetupScene(app)
    app.scenes.replace(setup)
    setup.names = ["Anna", "Ben", "Cleo", "Dev", "Edith"]
    setup.first = seed % 5
    setup.house_open = True
    setup.rebuild()


def pad_oh_seven(app: App, seed: int) -> None:
    """A score pad of Oh-Seven for three: bids are cards, the top bid card's suit is asked."""
    app.nav.new_score_pad(preset("oh-seven"), NAMES[:3], seed % 3, AutoSaver(stem=SCORE_PAD))


def pad_correct(app: App, seed: int) -> None:
    """The correction of a round over a pad with one round scored."""
    score_pad(app, seed)
    _pad(app).commands.correct()


def pad_save_dialog(app: App, seed: int) -> None:
    """Save the pad under a name (Ctrl+S), over a pad with one round scored."""
    score_pad(app, seed)
    _pad(app).commands.open_save_dialog()


def pad_over(app: App, seed: int) -> None:
    """A short pad entered to its end through its scene: the result line, Undo, Correct, and
    the game kept in the history. The round sheets it opened on the way are closed."""
    from ui.pad.scene import PadScene
    app.nav.new_score_pad(PAD_RULES, NAMES[:4], seed % 4, AutoSaver(stem=SCORE_PAD))
    scene, rng = _pad(app), random.Random(seed)
    while not scene.pad.is_over:
        with contextlib.suppress(IllegalActionError):
            scene.enter_action(pad_entry(scene.pad, rng), show=False)
        while not isinstance(app.scenes.top, PadScene):  # a round's sheet
            app.scenes.pop()


def pad_game_over(app: App, seed: int) -> None:
    """The game over screen of a pad entered to its end (Play again starts the next pad)."""
    pad_over(app, seed)
    _pad(app).commands.result()
