"""The monkey's starts in Learn to play: the guided first game from its first step or from
a step chosen by the seed (as a player coming back would find it), an add-on lesson, and a
table with the coach on.

A lesson keeps its place in the settings; each start sets the place it wants first.
"""

from __future__ import annotations

import random

from game.presets import preset
from ui.app import App
from ui.learn.lessons import LESSONS


def tutorial(app: App, seed: int) -> None:
    """The guided first game: from its start on even seeds, else from a step the seed picks,
    with moves kept from before that may or may not fit it."""
    steps = len(LESSONS["basics"].steps)
    pick = random.Random(seed)
    app.settings.learn_lesson = "basics"
    app.settings.learn_step = 0 if seed % 2 == 0 else pick.randrange(steps)
    app.settings.learn_moves = ";".join(pick.choice(("bid 0", "bid 1", "play AS", "play 2C", "pass 3H", "??"))
                                        for _ in range(pick.randrange(12)))
    app.nav.lesson("basics")


def tutorial_addon(app: App, seed: int) -> None:
    """One of the add-on lessons, chosen by the seed, from its start."""
    names = [name for name in LESSONS if name != "basics"]
    name = names[seed % len(names)]
    app.settings.learn_lesson, app.settings.learn_step, app.settings.learn_moves = "", 0, ""
    app.nav.lesson(name)


def coached(app: App, seed: int) -> None:
    """Oh Pshaw against three Easy bots with the coach on: its notes come and go."""
    from ui.table.scene import TableScene
    app.settings.coach = True
    app.scenes.replace(TableScene(app, preset("oh-pshaw"), ["human", "easy", "easy", "easy"], seed))
