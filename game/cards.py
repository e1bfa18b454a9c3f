"""Cards, suits and decks (RULES R-D1..R-D4).

A card is a small frozen value with a text notation that round-trips:

>>> Card.parse("TS")
Card('TS')
>>> str(Card.parse("W3"))
'W3'

Cards are interned: every notation has exactly one instance, so two copies
of one card in a two-deck game are the same object (R-D4: "two copies of one
card share one notation"), and equality and hashing are identity (fast).
Identity hashes differ between runs, so nothing may depend on the iteration
order of a *set* of cards; dicts keep insertion order and are fine.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar


class Suit(StrEnum):
    """The four suits, with their letter as value."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit symbol a player reads: ♠ ♥ ♦ ♣."""
        return _SYMBOLS[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from its letter or symbol (``"H"``, ``"♥"``)."""
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.value, suit.symbol):
                return suit
        raise ValueError(f"not a suit: {text!r} (use S, H, D or C)")

    def __str__(self) -> str:
        return self.value


_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

#: Suit order from high to low, used to break equal Oh-Seven bids (R-B4).
SUIT_RANK_ORDER: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

_RANK_LETTERS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10}
_LETTER_OF_RANK = {v: k for k, v in _RANK_LETTERS.items()}



class CardKind(StrEnum):
    """A suited card, or one of wizard60's Wizards and Jesters (the letter of R-D4)."""

    SUITED = ""
    WIZARD = "W"
    JESTER = "N"


#: The old name of :class:`CardKind`.
Kind = CardKind


class Deck(StrEnum):
    """The decks of R-D1..R-D3, by their names in game records."""

    STANDARD52 = "standard52"
    SEVEN32 = "seven32"
    WIZARD60 = "wizard60"


DeckName = Deck
#: Cards in one copy of each deck (R-D1..R-D3): the one place these sizes are written.
DECK_SIZES: dict[str, int] = {Deck.STANDARD52: 52, Deck.SEVEN32: 32, Deck.WIZARD60: 60}
DECK_NAMES: tuple[str, ...] = tuple(deck.value for deck in Deck)


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One playing card.

    ``suit`` is ``None`` for Wizards (``kind is CardKind.WIZARD``) and Jesters
    (``CardKind.JESTER``), whose ``rank`` is their number 1..4. Ranks of suited
    cards are 2..14 (ace high) in standard52 and 0..7 in seven32.
    Construct cards with :meth:`parse`; instances are interned, so ``==`` is
    identity.
    """

    rank: int
    suit: Suit | None
    kind: CardKind = CardKind.SUITED

    _interned: ClassVar[dict[str, Card]] = {}

    @staticmethod
    def parse(text: str) -> Card:
        """The card written as ``text`` in the notation of R-D4 (``"TS"``, ``"0H"``, ``"N2"``)."""
        card = Card._interned.get(text.strip().upper())
        if card is None:
            raise ValueError(
                f"not a card: {text!r} (write rank then suit, like AS, TH, 7D, 0C, W1 or N4)"
            )
        return card

    @staticmethod
    def every() -> list[Card]:
        """Every card of every deck, each once (for tables built at import)."""
        return list(Card._interned.values())

    @property
    def is_wizard(self) -> bool:
        """True for the four Wizards of wizard60."""
        return self.kind is CardKind.WIZARD

    @property
    def is_jester(self) -> bool:
        """True for the four Jesters of wizard60."""
        return self.kind is CardKind.JESTER

    @property
    def label(self) -> str:
        """How a player reads the card: ``"10♥"``, ``"A♠"``, ``"Wizard 1"``."""
        if self.kind is CardKind.WIZARD:
            return f"Wizard {self.rank}"
        if self.kind is CardKind.JESTER:
            return f"Jester {self.rank}"
        assert self.suit is not None
        rank = "10" if self.rank == 10 else _rank_text(self.rank)
        return rank + self.suit.symbol

    def __str__(self) -> str:
        if self.suit is None:
            return f"{self.kind}{self.rank}"
        return _rank_text(self.rank) + self.suit.value

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Keeps copies interned (copy.deepcopy, multiprocessing).
        return (Card.parse, (str(self),))


def _rank_text(rank: int) -> str:
    return _LETTER_OF_RANK.get(rank, str(rank))


def _intern(rank: int, suit: Suit | None, kind: CardKind = CardKind.SUITED) -> Card:
    card = Card(rank, suit, kind)
    Card._interned.setdefault(str(card), card)
    return Card._interned[str(card)]


for _suit in Suit:
    for _rank in range(0, 15):
        _intern(_rank, _suit)
for _n in range(1, 5):
    _intern(_n, None, CardKind.WIZARD)
    _intern(_n, None, CardKind.JESTER)


def make_deck(name: str, copies: int = 1) -> list[Card]:
    """A fresh ordered deck: ``standard52`` (R-D1), ``seven32`` (R-D2, ``copies`` 1 or 2)
    or ``wizard60`` (R-D3).

    >>> len(make_deck("seven32", copies=2))
    64
    """
    if name == Deck.STANDARD52:
        ranks = range(14, 1, -1)
    elif name == Deck.SEVEN32:
        ranks = range(7, -1, -1)
    elif name == Deck.WIZARD60:
        ranks = range(14, 1, -1)
    else:
        raise ValueError(f"unknown deck {name!r} (choose {', '.join(DECK_NAMES)})")
    one = [Card._interned[_rank_text(r) + s.value] for s in SUIT_RANK_ORDER for r in ranks]
    if name == Deck.WIZARD60:
        one += [Card._interned[f"W{n}"] for n in range(1, 5)]
        one += [Card._interned[f"N{n}"] for n in range(1, 5)]
    return one * copies


def cut_rank(card: Card) -> int:
    """A card's rank for the cut (R-S2): rank only; Jesters lowest, Wizards highest."""
    if card.kind is CardKind.JESTER:
        return -1
    if card.kind is CardKind.WIZARD:
        return 99
    return card.rank
