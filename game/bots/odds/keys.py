"""The keys a card's chance of taking a trick is looked up by.

A key holds what a player can see at bidding time and what matters for that
card: its kind, the higher cards out against it, the length of its suit in the
hand, how full the deal is, the number of players. The table of chances
(:mod:`game.bots.odds.card_odds`) is measured by ``python -m devtools bench
calibrate`` (``devtools/bots/calibration.py``) from Normal self-play, per key.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Sequence

from game.cards import Card, CardKind, Suit


def card_key(card: Card, hand: Sequence[Card], trump: Suit | None, players: int,
             hand_size: int, unseen: Counter[Card]) -> tuple[int, ...]:
    """What matters for a card's chance, bucketed: kind (side, trump, no-trump
    round), higher cards out against it, length of its suit in the hand, how
    full the deal is, and the number of players."""
    if card.kind:
        return (9 if card.kind == CardKind.WIZARD else 8,)
    kind = 2 if trump is None else (1 if card.suit is trump else 0)
    higher = sum(n for c, n in unseen.items()
                 if (c.suit is card.suit and c.rank > card.rank) or c.kind == CardKind.WIZARD)
    length = sum(1 for c in hand if c.suit is card.suit)
    size = hand_size if hand_size <= 4 else (5 if hand_size <= 6 else (7 if hand_size <= 9 else 10))
    return (kind, min(higher, 7), min(length, 5), size, min(players, 7))


def card_keys(hand: Sequence[Card], trump: Suit | None, players: int, hand_size: int,
              unseen: Counter[Card]) -> list[tuple[int, ...]]:
    """:func:`card_key` for every card of ``hand`` at once (the same keys, faster:
    the unseen ranks of each suit are sorted once and counted with bisect)."""
    ranks: dict[Suit | None, list[int]] = {}
    wizards = 0
    for c, n in unseen.items():
        if c.kind == CardKind.WIZARD:
            wizards += n
        elif c.kind == CardKind.SUITED:
            ranks.setdefault(c.suit, []).extend([c.rank] * n)
    for values in ranks.values():
        values.sort()
    lengths = Counter(c.suit for c in hand)
    size = hand_size if hand_size <= 4 else (5 if hand_size <= 6 else (7 if hand_size <= 9 else 10))
    few = min(players, 7)
    keys: list[tuple[int, ...]] = []
    for card in hand:
        if card.kind:
            keys.append((9 if card.kind == CardKind.WIZARD else 8,))
            continue
        kind = 2 if trump is None else (1 if card.suit is trump else 0)
        values = ranks.get(card.suit, [])
        higher = len(values) - bisect_right(values, card.rank) + wizards
        keys.append((kind, min(higher, 7), min(lengths[card.suit], 5), size, few))
    return keys


def coarser(key: tuple[int, ...]) -> tuple[int, ...] | None:
    """The same key with less detail, for cells seen too rarely."""
    if len(key) == 5:
        return (*key[:2], min(key[2], 3), *key[3:4])
    if len(key) == 4:
        return key[:2]
    return None
