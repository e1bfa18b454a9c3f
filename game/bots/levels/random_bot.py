"""The ``random`` level: uniform over the legal actions (tests and benchmarks only)."""

from __future__ import annotations

import random

from game.actions import Action
from game.view import SeatView


class RandomBot:
    """Chooses uniformly among ``view.legal`` with its own seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        """A uniformly random legal action."""
        return self.rng.choice(view.legal)
