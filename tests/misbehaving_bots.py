"""Outside bots that misbehave, for the fallback tests (seated as ``py:tests.misbehaving_bots:X``)."""

from __future__ import annotations

import os
import random
import signal
import sys
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


class ExitingBot:
    """Calls ``sys.exit(5)`` when asked: it may not end the program it plays in."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        sys.exit(5)


class DyingBot:
    """Ends its whole process (``os._exit``) when asked."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        os._exit(9)


class LoopingBot:
    """Never answers, and sets SIGTERM aside as it starts; writes its process id beside this
    module's ``OHPSHAW_TEST_PID`` file when one is named, so a test can see it ended."""

    def __init__(self, seed: int) -> None:
        if hasattr(signal, "SIGTERM"):
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
        where = os.environ.get("OHPSHAW_TEST_PID")
        if where:
            with open(where, "w", encoding="ascii") as out:
                out.write(str(os.getpid()))

    def choose(self, view: SeatView) -> Action:
        while True:
            pass
