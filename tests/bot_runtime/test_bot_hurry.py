"""Space while a searching bot thinks: the table's worker asks it for its best answer now."""

from __future__ import annotations

import multiprocessing
import random
import time

from bot_runtime import guard as bot_guard
from bot_runtime.guard import build, hurried, set_hurry
from game.bots import ExpertBot, HardBot
from game.game import Game, Phase
from game.presets import preset


def test_the_worker_event_reaches_the_searching_bots() -> None:
    event = multiprocessing.get_context("spawn").Event()
    try:
        set_hurry(event)
        bot, broken = build("expert", 3)
        assert broken == "" and isinstance(bot, ExpertBot) and bot.hurry is hurried
        assert not hurried()
        event.set()
        assert hurried()
        normal, _ = build("normal", 3)
        assert not hasattr(normal, "hurry")  # quick bots answer at once anyway
    finally:
        set_hurry(None)
    assert not hurried()


def test_a_hurried_expert_answers_long_before_its_second() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=12)
    rng = random.Random(12)
    while game.round.number < 8 or game.phase is not Phase.PLAY or len(game.state.trick) != 1:
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(game.to_act)  # type: ignore[arg-type]
    bot = ExpertBot(1, time_ms=30_000)
    bot.hurry = lambda: True
    start = time.perf_counter()
    assert bot.choose(view) in view.legal
    assert time.perf_counter() - start < 10  # one batch, not thirty seconds
    assert bot_guard.limit_s("expert") == ExpertBot(0).time_ms / 1000 + bot_guard.MARGIN_S
    assert bot_guard.limit_s("hard") == HardBot(0).time_ms / 1000 + bot_guard.MARGIN_S
