"""How many messages a connection may send: a token bucket.

A client may send a burst of :data:`BURST` messages and then :data:`RATE` a second; an action
the game takes gives its token back, so a player (or a fast bot) never runs short however
quickly the game goes, while a client sending anything else at length — refused actions,
resyncs, junk — runs dry and is disconnected.

>>> bucket = Bucket(burst=2, rate=1.0, now=0.0)
>>> bucket.take(0.0), bucket.take(0.0), bucket.take(0.0)
(True, True, False)
>>> bucket.take(1.0)
True
"""

from __future__ import annotations

#: Messages a client may send at once, and per second after that.
BURST = 30
RATE = 10.0


class Bucket:
    """Tokens a connection has left to send with."""

    def __init__(self, burst: int = BURST, rate: float = RATE, now: float = 0.0) -> None:
        self.burst, self.rate = burst, rate
        self.tokens = float(burst)
        self.last = now

    def take(self, now: float) -> bool:
        """Spend one token for a message at ``now``; False when none is left (a flood)."""
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def give_back(self) -> None:
        """The message was an action the game took: it costs nothing."""
        self.tokens = min(self.burst, self.tokens + 1)
