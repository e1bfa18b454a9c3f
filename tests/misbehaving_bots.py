"""Outside bots that misbehave, for the fallback tests (seated as ``py:tests.misbehaving_bots:X``)."""

from __future__ import annotations

import random
import time

from game.actions import Action, Bid
from game.game import Phase
from game.view import SeatView


class RaisingBot:
    """Raises on every decision."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        raise RuntimeError("this bot always fails")


class SleepyBot:
    """Sleeps a minute on its first bid of the game (far over any budget), then plays at random."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if view.round_number == 1 and view.phase is Phase.BID:
            time.sleep(60)
        return self.rng.choice(view.legal)


class IllegalBot:
    """Bids more tricks than there are cards, and plays a card from nowhere."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.BID:
            return Bid(view.hand_size + 5)
        return "a card from my sleeve"  # type: ignore[return-value]


class UnbuildableBot:
    """Cannot even be built."""

    def __init__(self, seed: int) -> None:
        raise OSError("missing its opening book")

    def choose(self, view: SeatView) -> Action:  # pragma: no cover - never built
        return view.legal[0]
