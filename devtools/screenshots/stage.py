"""Setting a scene for a screenshot or a monkey start: a table, and play on to a moment."""

from __future__ import annotations

from collections.abc import Callable

import pygame

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


def rest_on_bid_button(step: Callable[[float], None], scene: TableScene) -> None:
    """The pointer rests on the last bid button of ``scene`` past its tip's delay."""
    panel = scene.input.panel
    if panel is None:
        return
    centre = panel.buttons[-1].rect.center
    pygame.mouse.set_pos(centre)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(90):  # a second and a half: the tip opens after one
        step(1 / 60)
