"""Following suit and winning tricks (RULES R-L1..R-L5), as pure functions.

>>> from game.cards import Card, Suit
>>> c = Card.parse
>>> trick_winner([c("KS"), c("AS"), c("2H"), c("QS")], Suit.HEARTS)
2
"""

from __future__ import annotations

from collections.abc import Sequence

from game.cards import Card, CardKind, Suit


def led_suit(trick: Sequence[Card]) -> Suit | None:
    """The suit others must follow, or ``None`` when anything may be played.

    R-L4: a Wizard led frees everyone; after Jesters, the first other card
    sets the suit (none if it is a Wizard).
    """
    for card in trick:
        if card.suit is not None or card.kind is not CardKind.JESTER:
            return card.suit  # None for a Wizard
    return None


def legal_plays(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, must_trump: bool
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick``, in hand order, each once."""
    return list(dict.fromkeys(legal_cards(hand, led_suit(trick) if trick else None, trump,
                                          must_trump)))


def legal_cards(
    hand: Sequence[Card], led: Suit | None, trump: Suit | None, must_trump: bool
) -> list[Card]:
    """The cards of ``hand`` that may be played when ``led`` is the suit to
    follow (``None``: anything), in hand order; two copies of a card both appear."""
    if led is None:
        return list(hand)
    follow = [card for card in hand if card.suit is led or card.suit is None]
    for card in follow:
        if card.suit is not None:
            return follow
    if must_trump and trump is not None and led is not trump:
        trumps = [card for card in hand if card.suit is trump or card.suit is None]
        for card in trumps:
            if card.suit is not None:
                return trumps
    return list(hand)


def trick_winner(plays: Sequence[Card], trump: Suit | None) -> int:
    """Index in ``plays`` of the card that wins the trick (R-L5).

    The first Wizard wins; if only Jesters were played the first Jester
    wins; else the highest trump, else the highest card of the led suit.
    Of identical cards the one played first wins.
    """
    best = -1
    best_key = -1  # a trump beats the led suit, which beats a Jester: rank + 100 per step
    suit = led_suit(plays)
    for index, card in enumerate(plays):
        if card.suit is None:  # a Wizard or a Jester
            if card.kind is CardKind.WIZARD:
                return index
            key = 0
        elif card.suit is trump:
            key = 200 + card.rank
        elif card.suit is suit:
            key = 100 + card.rank
        else:
            continue
        if key > best_key:
            best, best_key = index, key
    return best
