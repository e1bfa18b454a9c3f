"""What happened, for the interface to animate without diffing states.

``Game.apply`` returns the events one action caused, in order; ``Game.events``
holds them all. Events carry every card (the interface decides what a seat
may see; hot-seat privacy is its job). Secret choices (simultaneous bids,
passes) are announced without their content until they are revealed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from game.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class CutDrawn:
    """A seat drew ``card`` in the cut for the first dealer (R-S2); ``attempt`` counts re-cuts."""

    seat: int
    card: Card
    attempt: int


@dataclass(frozen=True, slots=True)
class DealerChosen:
    """The cut is over: ``seat`` deals the first round."""

    seat: int


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round begins; ``tie_break`` marks an extra round of R-G2."""

    number: int
    dealer: int
    hand_size: int
    tie_break: bool


@dataclass(frozen=True, slots=True)
class CardDealt:
    """One card dealt from the dealer's stack to ``seat`` (R-S7)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrumpSet:
    """Trump of the round is known: ``turn_up`` is the turned card (if any),
    ``chooser`` the dealer who named trump after a Wizard (R-T5)."""

    trump: Suit | None
    turn_up: Card | None
    chooser: int | None = None


@dataclass(frozen=True, slots=True)
class PassChosen:
    """A seat chose its cards to pass (content secret until the exchange)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardsPassed:
    """``seat`` passed ``cards`` face down to ``to`` (R-X1)."""

    seat: int
    to: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class BidMade:
    """A public bid, made in turn (R-B1)."""

    seat: int
    tricks: int


@dataclass(frozen=True, slots=True)
class BidChosen:
    """A secret bid is in (simultaneous or card bidding); its value comes with :class:`BidsRevealed`."""

    seat: int


@dataclass(frozen=True, slots=True)
class BidsRevealed:
    """All secret bids shown together, by seat; ``cards`` for card bidding (R-B4)."""

    bids: tuple[int, ...]
    cards: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class Rebid:
    """Oh-Seven rebid (R-B5): ``bonus`` points per seat went to the highest bidders."""

    bonus: tuple[int, ...]
    redeal: bool


@dataclass(frozen=True, slots=True)
class BiddingDone:
    """Every bid is in (R-B2): ``balance`` is "over", "under" or "even"; ``leader`` leads."""

    bids: tuple[int, ...]
    total: int
    tricks: int
    balance: str
    leader: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card`` to the current trick."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    """The trick is complete; ``winner`` takes it (R-L5, R-L6)."""

    winner: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class RoundScored:
    """A round is over and scored (R-C7)."""

    number: int
    bids: tuple[int, ...]
    tricks_won: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TieBreak:
    """The top total is shared: another round decides among ``seats`` (R-G2)."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game has ended (R-G1, R-G3)."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
    ended_early: bool


Event: TypeAlias = (
    CutDrawn | DealerChosen | RoundStarted | CardDealt | TrumpSet | PassChosen | CardsPassed
    | BidMade | BidChosen | BidsRevealed | Rebid | BiddingDone | CardPlayed | TrickWon
    | RoundScored | TieBreak | GameOver
)
"""Every kind of event. The table matches on it exhaustively (``assert_never``), so a new
kind fails type checking wherever it is not shown yet."""
