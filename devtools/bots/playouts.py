"""The search loop's speed: random playouts per second, a figure of ``bench bots``."""

from __future__ import annotations

import random
import time

from game.bots.search.fast import Layout, World, random_deal
from game.bots.search.rollout import random_playout


def random_playouts_per_second(seconds: float = 1.0, seed: int = 1) -> float:
    """Random 4-player 13-card standard52 rounds (no trump: full deck) played
    per second over about ``seconds``, fresh deal each time, dealing included."""
    layout = Layout.for_deck("standard52", 1)
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds or done == 0:
        for _ in range(50):  # check the clock now and then only
            world = World(layout, 4, random_deal(layout, 4, 13, rng), -1, False, done % 4, [],
                          [0, 0, 0, 0])
            random_playout(world, rng)
        done += 50
    return done / elapsed
