"""What a seat can work out from its view: unseen cards, bosses, voids.

The card counting of the Normal bot and the sampling of the Hard bot both
start here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache

from game.cards import Card, CardKind, Suit, make_deck
from game.tricks import led_suit
from game.view import SeatView


def unseen_cards(view: SeatView) -> Counter[Card]:
    """Cards this seat has not seen: the deck less its hand, every played card,
    and the turn-up. They are in the other hands or undealt."""
    rest = _full_deck(view.rules.deck, view.rules.copies(view.players)).copy()
    for card in view.hand:
        rest[card] -= 1
    for card in view.played:
        rest[card] -= 1
    if view.turn_up is not None:
        rest[view.turn_up] -= 1
    return +rest


@cache
def _full_deck(deck: str, copies: int) -> Counter[Card]:
    """Every card of the deck, counted (copied by the caller before any change)."""
    return Counter(make_deck(deck, copies))


def beats(card: Card, best: Card, led: Suit | None, trump: Suit | None) -> bool:
    """Would ``card`` take the trick from ``best`` (already played before it)? (R-L5)"""
    if best.kind == CardKind.WIZARD:
        return False
    if card.kind == CardKind.WIZARD:
        return True
    if card.kind == CardKind.JESTER:
        return False
    if best.kind == CardKind.JESTER:
        return True
    if card.suit is trump and best.suit is not trump:
        return True
    # the best card is of the led suit or a trump: only a higher card of its suit beats it;
    # of two identical cards the first played stays ahead
    return card.suit is best.suit and card.rank > best.rank


def current_best(trick: Sequence[tuple[int, Card]], trump: Suit | None) -> tuple[int, Card] | None:
    """The seat and card winning the trick so far."""
    best: tuple[int, Card] | None = None
    cards: list[Card] = []
    for seat, card in trick:
        if best is None or beats(card, best[1], led_suit(cards), trump):
            best = (seat, card)
        cards.append(card)
    return best


def higher_unseen(card: Card, unseen: Counter[Card]) -> int:
    """How many unseen cards of the same suit outrank ``card`` (Wizards count for any)."""
    wizards = sum(n for c, n in unseen.items() if c.kind == CardKind.WIZARD)
    if card.suit is None:
        return wizards if card.kind == CardKind.JESTER else 0
    return wizards + sum(n for c, n in unseen.items() if c.suit is card.suit and c.rank > card.rank)


def is_boss(card: Card, unseen: Counter[Card]) -> bool:
    """No unseen card can beat it in its own suit (trumping aside)."""
    return card.kind == CardKind.WIZARD or (card.kind == CardKind.SUITED and higher_unseen(card, unseen) == 0)
