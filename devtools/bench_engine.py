"""``python -m devtools bench engine``: random-playout throughput of the engine.

Two figures, each the median of several timed runs on one core:
``rounds_per_s`` (complete 4-player 13-card Oh Pshaw rounds: deal, bids,
52 plays, scoring) and ``matches_per_s`` (whole 4-player Oh Pshaw matches,
rounds of 1 to 13 cards). Players choose uniformly among ``legal_actions()``
and every action goes through the checked ``apply``.
"""

from __future__ import annotations

import random
import statistics
import time

from game.game import Game
from game.presets import preset


def _play_out(game: Game, rng: random.Random) -> None:
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))


def rounds_per_second(seconds: float, seed: int = 1) -> float:
    """Complete 13-card 4-player Oh Pshaw rounds per second over about ``seconds``."""
    rules = preset("oh-pshaw").replace(schedule="fixed", max_hand=13, fixed_rounds=50,
                                       tie_break=False)
    rng = random.Random(seed)
    rounds = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game(rules, 4, rng.getrandbits(32))
        _play_out(game, rng)
        rounds += len(game.rounds)
    return rounds / (time.perf_counter() - start)


def matches_per_second(seconds: float, seed: int = 1) -> float:
    """Whole 4-player Oh Pshaw matches (13 rounds, tie-breaks as they come) per second."""
    rules = preset("oh-pshaw")
    rng = random.Random(seed)
    matches = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _play_out(Game(rules, 4, rng.getrandbits(32)), rng)
        matches += 1
    return matches / (time.perf_counter() - start)


def bench_engine(runs: int = 5, seconds: float = 1.0) -> dict[str, float]:
    """Medians over ``runs`` timed runs of about ``seconds`` each."""
    return {
        "rounds_per_s": round(statistics.median(
            rounds_per_second(seconds, seed) for seed in range(runs)), 1),
        "matches_per_s": round(statistics.median(
            matches_per_second(seconds, seed) for seed in range(runs)), 1),
    }
