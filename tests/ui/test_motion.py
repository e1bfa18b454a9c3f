"""Animation is presentation: the engine moves on at once, the table catches up.

Also the bots' worker process, and the tweens' skip.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from bot_runtime.worker import InlineWorker, ProcessWorker
from game.actions import Play
from game.game import Game, Phase
from game.presets import preset
from ui.app import App
from ui.core.settings import Settings
from ui.core.tween import Tween, ease_out
from ui.table.scene import TableScene


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="normal"))
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def test_the_deal_is_animated_and_space_finishes_it(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 3)
    app.scenes.replace(table)
    app.step(1 / 60)
    assert table.game.phase is not Phase.CUT  # the engine has dealt already
    assert not table.director.idle and not table.human_turn
    for _ in range(20):
        app.step(1 / 60)
    assert table.director.animator.sprites  # cards in the air
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.step(1 / 60)
    assert [len(h) for h in table.model.hands] == [len(h) for h in table.game.state.hands]
    assert not table.director.animator.busy


def test_a_played_card_flies_while_the_engine_has_moved_on(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 8)
    app.scenes.replace(table)
    for _ in range(2000):
        if table.human_turn and table.game.phase is Phase.PLAY:
            break
        if table.human_turn:
            table.apply(table.game.legal_actions()[0])
        table.director.skip()
        app.step(1 / 60)
    card = table.game.legal_actions()[0].card  # type: ignore[union-attr]
    assert table.apply(Play(card))
    assert card not in table.game.state.hands[0]  # the engine has it played
    assert card not in [c for _, c, _ in table.model.trick]  # the table not yet
    app.step(0.1)
    assert any(s.card is card for s in table.director.animator.sprites)
    for _ in range(30):
        app.step(1 / 60)
    assert card in [c for _, c, _ in table.model.trick] or table.model.piles != [0] * 4


def test_skip_snaps_a_tween_to_its_end() -> None:
    done: list[bool] = []
    tween = Tween(0.25, easing=ease_out, on_done=lambda: done.append(True))
    tween.advance(0.1)
    assert 0 < tween.progress < 1 and not done
    tween.finish()
    tween.finish()
    assert tween.progress == 1 and done == [True]


def test_the_worker_process_chooses_a_legal_action() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=5)
    seat = game.to_act
    assert seat is not None
    worker = ProcessWorker({seat: ("normal", 11)})
    try:
        action = worker.ask(game.view(seat)).result(timeout=60)
    finally:
        worker.close()
    assert action in game.legal_actions()


def test_settings_cycle_and_scale_durations() -> None:
    settings = Settings()
    assert settings.cycle("speed") == "Speed: fast" and settings.scaled(0.25) == 0.125
    assert settings.cycle("speed") == "Speed: instant" and settings.scaled(0.25) == 0
    assert settings.cycle("trick_pause") == "Trick pause: 2.2 s"
    settings.trick_pause = 3.0
    assert settings.cycle("trick_pause") == "Trick pause: 0.8 s"  # round to the quickest
    assert settings.cycle("four_colour") == "Four-colour deck" and settings.four_colour


def test_draw_changes_nothing(app: App) -> None:
    import copy
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 3)
    app.scenes.replace(table)
    for _ in range(30):
        app.step(1 / 60)
    before = (copy.deepcopy(table.model), [t.elapsed for t in table.director.animator.tweens],
              list(table.director.queue), copy.deepcopy(table.look), list(table.game.log))
    app.draw(app.screen)
    app.draw(app.screen)
    after = (table.model, [t.elapsed for t in table.director.animator.tweens],
             list(table.director.queue), table.look, list(table.game.log))
    assert before == after
