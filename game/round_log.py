"""What happened in one round, kept as the round is played.

These are the facts a game record (RECORD.md) writes; the game keeps one
:class:`RoundLog` per round it has dealt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import Card, Suit


@dataclass(slots=True)
class TrickLog:
    """One trick: who led, the plays in order, who won (``None`` while open)."""

    leader: int
    plays: list[tuple[int, Card]] = field(default_factory=list)
    winner: int | None = None


@dataclass(slots=True)
class BidLog:
    """One bid: seat, number of tricks, and the bid card for card bidding (R-B4)."""

    seat: int
    tricks: int
    card: Card | None = None


@dataclass
class RoundLog:
    """One round as played so far."""

    number: int
    dealer: int
    hand_size: int
    tie_break: bool = False
    deals: list[list[list[Card]]] = field(default_factory=list)
    passes: list[tuple[int, int, tuple[Card, ...]]] = field(default_factory=list)
    turn_up: Card | None = None
    trump: Suit | None = None
    bids: list[BidLog] = field(default_factory=list)
    rebids: list[tuple[list[BidLog], list[int]]] = field(default_factory=list)
    tricks: list[TrickLog] = field(default_factory=list)
    tricks_won: list[int] = field(default_factory=list)
    scores: list[int] | None = None
    totals: list[int] = field(default_factory=list)
    complete: bool = False
    reneges: list[int] = field(default_factory=list)  # score pad only: seats caught reneging (R-L7)

    @property
    def hands(self) -> list[list[Card]]:
        """The hands the round was played with, as dealt (before passing)."""
        return self.deals[-1] if self.deals else []

    def bonus(self, players: int) -> list[int]:
        """Points each seat earned from rebids this round (R-B5)."""
        total = [0] * players
        for _, bonus in self.rebids:
            total = [a + b for a, b in zip(total, bonus, strict=True)]
        return total
