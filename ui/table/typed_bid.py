"""A bid typed with digits: a digit that could begin a two-digit bid waits a moment for the
next one ("1" then "2" bids 12), Enter takes it as it is, Esc or Backspace drops it; any
other digit bids at once, as does a waiting one when its moment is over.

>>> typed = TypedBid()
>>> typed.type("1", 13, set(range(14))), typed.pending
(None, '1')
>>> typed.type("2", 13, set(range(14))), typed.pending
(12, '')
>>> typed.type("3", 13, set(range(14)))
3
>>> typed.type("1", 9, set(range(10)))
1
"""

from __future__ import annotations

#: Seconds a digit that could begin a two-digit bid waits for the next.
WAIT = 0.8


class TypedBid:
    """The digits typed towards a bid."""

    def __init__(self) -> None:
        self.pending = ""  # the first digit of a bid of two, while it waits
        self.left = 0.0  # seconds it still waits

    def type(self, digit: str, hand: int, legal: set[int]) -> int | None:
        """``digit`` typed with ``hand`` cards dealt and the bids in ``legal`` allowed: the bid
        to make now, or ``None`` while the digit waits for a second."""
        if self.pending:
            number, self.pending = int(self.pending + digit), ""
            return number
        first = int(digit)
        if first and any(first * 10 + more in legal for more in range(10) if first * 10 + more <= hand):
            self.pending, self.left = digit, WAIT
            return None
        return first

    def tick(self, dt: float) -> int | None:
        """Time passes: the waiting bid when its moment is over."""
        if not self.pending:
            return None
        self.left -= dt
        return self.take() if self.left <= 0 else None

    def take(self) -> int | None:
        """The waiting bid as it is (Enter), or ``None`` without one."""
        number = int(self.pending) if self.pending else None
        self.pending = ""
        return number

    def drop(self) -> None:
        """No bid waits any more (Esc, Backspace, another key, a new decision)."""
        self.pending = ""
