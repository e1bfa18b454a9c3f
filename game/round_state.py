"""The deal in play: what the game holds of the current round while it is played.

A new deal starts from a fresh :class:`RoundState`, so nothing of the last
round can linger; the phases then fill it in. What a round leaves behind for
the record is its :class:`~game.round_log.RoundLog`; this is the working
state beside it (hands, the open trick, secret choices not yet revealed).

>>> state = RoundState.empty(3)
>>> state.bids, state.tricks_won, state.trump
([None, None, None], [0, 0, 0], None)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import Card, Suit


@dataclass(slots=True)
class RoundState:
    """The current round of one game, by seat where a field is a list."""

    hands: list[list[Card]]
    bids: list[int | None]  # public bids; None until made (or while secret)
    tricks_won: list[int]
    voids: list[set[Suit]]  # suits a seat has shown out of (R-L2)
    used_bid_cards: list[list[Card]]  # Oh-Seven: cards shown in rebids of this deal (R-B5)
    secret_bids: dict[int, int] = field(default_factory=dict)  # simultaneous bids (R-B6)
    secret_cards: dict[int, Card] = field(default_factory=dict)  # bid cards (R-B4)
    secret_passes: dict[int, tuple[Card, ...]] = field(default_factory=dict)  # R-X1
    order: list[int] = field(default_factory=list)  # who is asked in turn, from eldest hand
    turn: int = 0  # the place in ``order`` of the seat asked now
    trick: list[Card] = field(default_factory=list)  # the open trick's cards, in play order
    trick_seats: list[int] = field(default_factory=list)  # and who played them
    led: Suit | None = None  # the suit to follow, once known (R-L4)
    leader: int = 0  # leads the open trick
    trump: Suit | None = None
    turn_up: Card | None = None

    @classmethod
    def empty(cls, players: int) -> RoundState:
        """The state before any card of a round is dealt to ``players`` seats."""
        return cls(hands=[[] for _ in range(players)], bids=[None] * players,
                   tricks_won=[0] * players, voids=[set() for _ in range(players)],
                   used_bid_cards=[[] for _ in range(players)])

    def final_bids(self) -> list[int]:
        """Every seat's bid, once all are in (play and scoring read them so)."""
        return [bid for bid in self.bids if bid is not None]
