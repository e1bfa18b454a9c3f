"""The decisions a seat can make, as small frozen values with a text form.

>>> parse_action("play TS")
Play(card=Card('TS'))
>>> str(Bid(3))
'bid 3'

Actions do not name their seat: an action is always made by the seat the
game says is to act (``Game.to_act``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from game.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid a number of tricks (R-B1, R-B6)."""

    tricks: int

    def __str__(self) -> str:
        return f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class CardBid:
    """Bid with a card of the hand; its number is the bid (Oh-Seven, R-B4)."""

    card: Card

    def __str__(self) -> str:
        return f"bidcard {self.card}"


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick (R-L1..R-L4)."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass these cards to a neighbour before bidding (R-X1)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "pass " + " ".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    """The dealer names trump after turning up a Wizard (R-T5)."""

    suit: Suit

    def __str__(self) -> str:
        return f"trump {self.suit.value}"


Action = Union[Bid, CardBid, Play, Pass, ChooseTrump, "EndEarly"]


def parse_action(text: str) -> Action:
    """An action from its text form: ``bid 2``, ``bidcard 5H``, ``play TS``,
    ``pass 3H 4S``, ``trump H``."""
    verb, _, rest = text.strip().partition(" ")
    args = rest.split()
    try:
        if verb == "bid" and len(args) == 1:
            return Bid(int(args[0]))
        if verb == "bidcard" and len(args) == 1:
            return CardBid(Card.parse(args[0]))
        if verb == "play" and len(args) == 1:
            return Play(Card.parse(args[0]))
        if verb == "pass":
            return Pass(tuple(Card.parse(a) for a in args))
        if verb == "trump" and len(args) == 1:
            return ChooseTrump(Suit.parse(args[0]))
        if verb == "end" and not args:
            return EndEarly()
    except ValueError as error:
        raise ValueError(f"not an action: {text!r}: {error}") from None
    raise ValueError(
        f"not an action: {text!r} (write bid N, bidcard CARD, play CARD, pass CARDS, trump SUIT or end)"
    )


@dataclass(frozen=True, slots=True)
class EndEarly:
    """End the game now (R-G3): the leader wins; an unfinished round scores nothing.

    Not a seat's move: any player may call it, so it is never among
    ``legal_actions()``.
    """

    def __str__(self) -> str:
        return "end"
