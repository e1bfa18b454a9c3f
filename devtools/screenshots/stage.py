"""Setting a scene for a screenshot or a monkey start: a table, and play on to a moment."""

from __future__ import annotations

from collections.abc import Callable

from game.bots import make_bot
from game.presets import preset
from game.rules import Rules
from ui.app import App
from ui.scenes.score_sheet import ScoreSheet
from ui.table.handover import HandOver
from ui.table.scene import TableScene


def autopilot(app: object, until: Callable[[], bool], limit: int = 5000) -> bool:
    """Play on (the human's seat by a Normal bot, score sheets closed) until ``until()``."""
    assert isinstance(app, App)
    helper = make_bot("normal", 1)
    for _ in range(limit):
        if until():
            return True
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            top.close()
        elif isinstance(top, HandOver):
            top.confirm()
        elif isinstance(top, TableScene) and top.human_turn:
            top.apply(helper.choose(top.game.view(top.me)))
        else:
            app.scenes.update(1 / 60)
    return until()


def table(app: object, rules: str | Rules, players: int, seed: int) -> object:
    """Put a table with the human in seat 0 and Normal bots on ``app``."""
    chosen = preset(rules) if isinstance(rules, str) else rules
    scene = TableScene(app, chosen, ["human"] + ["normal"] * (players - 1), seed)  # type: ignore[arg-type]
    app.scenes.replace(scene)  # type: ignore[attr-defined]
    return scene
