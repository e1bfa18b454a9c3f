"""How dead connections are noticed and how a dropped client comes back.

Both sides send WebSocket pings (RFC 6455) every :data:`PING_INTERVAL_S` seconds and drop a
connection whose pong is :data:`PING_TIMEOUT_S` late: the host then marks the seat away and
the grace begins; the client shows "reconnecting…" and tries again after :func:`backoff`
seconds, growing to :data:`MAX_BACKOFF_S`, each with a little randomness so clients of a
restarted host do not all knock at once. A laptop that slept wakes to a dead connection and
reconnects the same way.

>>> [round(backoff(n, jitter=0.0), 2) for n in range(7)]
[0.25, 0.5, 1.0, 2.0, 4.0, 5.0, 5.0]
"""

from __future__ import annotations

import random

PING_INTERVAL_S = 5.0
PING_TIMEOUT_S = 10.0
#: Seconds a new connection has for its WebSocket handshake, and then for its hello.
OPEN_TIMEOUT_S = 10.0
HELLO_TIMEOUT_S = 10.0
FIRST_BACKOFF_S = 0.25
MAX_BACKOFF_S = 5.0
#: How long a client keeps trying to reach its host before it gives up (the default).
GIVE_UP_S = 300.0


def backoff(attempt: int, jitter: float = 0.25, rng: random.Random | None = None) -> float:
    """Seconds to wait before reconnection attempt ``attempt`` (0 for the first): doubling
    from :data:`FIRST_BACKOFF_S` up to :data:`MAX_BACKOFF_S`, plus up to ``jitter`` of it."""
    delay = min(MAX_BACKOFF_S, FIRST_BACKOFF_S * 2.0 ** min(attempt, 16))
    draw: float = (rng or random).random()
    return delay * (1 + jitter * draw)
