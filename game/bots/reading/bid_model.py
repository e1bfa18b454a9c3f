"""The Normal bidder as a fast model, for weighting sampled worlds.

The Hard bot weighs each sampled deal by how well every seat's hand explains
the bid it made, and it asks that question thousands of times per decision.
:class:`BidModel` answers it exactly as :func:`game.bots.search.estimate.bid_for`
would, but prepares once per decision what every hand shares (how many
cards of the deck outrank each card; the odds of every table cell), so a
hand costs one pass over its cards and one trick distribution.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.bots.odds.card_odds import ODDS
from game.bots.odds.keys import coarser
from game.bots.search.estimate import best_bid, expected_scores, lean_on_bids, trick_distribution
from game.bots.search.fast import Layout
from game.cards import SUIT_RANK_ORDER, Card, CardKind, Suit
from game.rules import Rules


class BidModel:
    """Normal's bid for any hand dealt from ``deck`` (the cards in play this
    round: every hand and the played cards, not the turn-up)."""

    def __init__(self, rules: Rules, deck: Counter[Card], trump: Suit | None, players: int,
                 hand_size: int) -> None:
        self.rules, self.trump, self.players, self.hand_size = rules, trump, players, hand_size
        wizards = sum(n for c, n in deck.items() if c.kind == CardKind.WIZARD)
        # cards of the deck above each card in its suit (Wizards above everything)
        self.above = {card: wizards + sum(n for c, n in deck.items()
                                          if c.suit is card.suit and c.kind == CardKind.SUITED
                                          and c.rank > card.rank)
                      for card in deck if card.kind == CardKind.SUITED}
        # Wizards first, then suit by suit from the highest rank (copies: either order)
        self.order = {card: (0, "", 0) if card.kind == CardKind.WIZARD else (1, str(card.suit), -card.rank)
                      for card in deck}
        self.size = hand_size if hand_size <= 4 else (5 if hand_size <= 6 else
                                                      (7 if hand_size <= 9 else 10))
        self.few = min(players, 7)
        self.cells: dict[tuple[int, ...], float | None] = {}
        self.trump_block = -1 if trump is None else SUIT_RANK_ORDER.index(trump)
        self._by_index: tuple[Layout, list[int]] | None = None
        #: Each suit's chances by (block, the suit's cards as a mask, Wizards held).
        self.suits: dict[tuple[int, int, int], list[float] | None] = {}

    def chances(self, hand: Sequence[Card]) -> list[float] | None:
        """Each card's chance from the table, as :func:`~game.bots.search.estimate.table_chances`
        gives it; ``None`` when some card needs the analytic fallback."""
        lengths: dict[Suit | None, int] = {}
        for card in hand:
            lengths[card.suit] = lengths.get(card.suit, 0) + 1
        above, size, few = self.above, self.size, self.few
        trump = self.trump
        value_of: dict[Card, float] = {}
        wizards = seen = mine = 0
        rank = -1
        suit: Suit | None = None
        for card in sorted(hand, key=self.order.__getitem__):
            if card.kind:
                key: tuple[int, ...] = (9,) if card.kind == CardKind.WIZARD else (8,)
                wizards += card.kind == CardKind.WIZARD
            else:
                if card.suit is not suit:
                    suit, seen, rank = card.suit, 0, -1
                if card.rank != rank:  # own cards above this one: Wizards, higher ranks
                    mine, rank = wizards + seen, card.rank
                seen += 1
                kind = 2 if trump is None else (1 if card.suit is trump else 0)
                key = (kind, min(above[card] - mine, 7), min(lengths[suit], 5), size, few)
            value = self._cell(key)
            if value is None:
                return None
            value_of[card] = value
        return [value_of[card] for card in hand]

    def mask_chances(self, mask: int, layout: Layout) -> list[float] | None:
        """:meth:`chances` of the hand ``mask`` (card indices of ``layout``), in index
        order: the same chances, without turning the mask into cards. The highest
        index comes first: Jesters, Wizards, then each suit from its highest rank.

        A suited card's chance depends only on its own suit's cards and on how many
        Wizards the hand holds, so each suit's chances are worked out once per decision
        (the deal chain asks for hands that differ from the last by a card or two)."""
        out: list[float] = []
        wizards = 0
        special = mask & layout.special_mask
        if special:
            jesters = (special & layout.jester_mask).bit_count()
            wizards = (special & layout.wizard_mask).bit_count()
            for cell, count in (((8,), jesters), ((9,), wizards)):
                if count:
                    value = self._cell(cell)
                    if value is None:
                        return None
                    out += [value] * count
        suit_mask, suits = layout.suit_mask, self.suits
        for block in (3, 2, 1, 0):
            part = mask & suit_mask[block]
            if part:
                key = (block, part, wizards)
                values = suits.get(key, _UNKNOWN)
                if values is _UNKNOWN:
                    values = suits[key] = self._suit_chances(part, block, wizards, layout)
                if values is None:
                    return None
                out += values
        return out

    def _suit_chances(self, part: int, block: int, wizards: int,
                      layout: Layout) -> list[float] | None:
        """The chances of the cards ``part`` of one suit (``block``), highest first, in a
        hand with ``wizards`` Wizards; ``None`` when one needs the analytic fallback."""
        above, strength_of = self._above_by_index(layout), layout.strength
        length = min(part.bit_count(), 5)
        kind = 2 if self.trump_block < 0 else (1 if block == self.trump_block else 0)
        out = []
        seen = mine = 0
        strength = -1
        while part:
            idx = part.bit_length() - 1
            part ^= 1 << idx
            if strength_of[idx] != strength:  # own cards above this one: Wizards, higher ranks
                mine, strength = wizards + seen, strength_of[idx]
            seen += 1
            value = self._cell((kind, min(above[idx] - mine, 7), length, self.size, self.few))
            if value is None:
                return None
            out.append(value)
        return out

    def _cell(self, key: tuple[int, ...]) -> float | None:
        """The chance of the table cell ``key`` (or of the coarser cell it falls back to)."""
        value = self.cells.get(key, -1.0)
        if value == -1.0:
            value = self.cells[key] = _odds(key)
        return value

    def _above_by_index(self, layout: Layout) -> list[int]:
        """``above`` by card index of ``layout`` (cards not in the deck: 0, never asked)."""
        if self._by_index is None or self._by_index[0] is not layout:
            self._by_index = (layout, [self.above.get(card, 0) for card in layout.cards])
        return self._by_index[1]

    def bid(self, hand: Sequence[Card], earlier: Sequence[int]) -> int | None:
        """Normal's bid for ``hand`` after the bids ``earlier`` (any bid allowed), or
        ``None`` when the table cannot price the hand (the caller asks ``bid_for``)."""
        return self.bid_from(self.chances(hand), earlier)

    def mask_bid(self, mask: int, layout: Layout, earlier: Sequence[int]) -> int | None:
        """:meth:`bid` of the hand ``mask`` (card indices of ``layout``)."""
        return self.bid_from(self.mask_chances(mask, layout), earlier)

    def bid_from(self, chances: list[float] | None, earlier: Sequence[int]) -> int | None:
        """Normal's bid for a hand whose cards have ``chances`` (None: no bid)."""
        if chances is None:
            return None
        hand_size = self.hand_size
        dist = trick_distribution(lean_on_bids(chances, earlier, self.players, hand_size))
        return best_bid(expected_scores(self.rules, dist, hand_size), range(hand_size + 1))


_UNKNOWN: list[float] = []  # a suit's chances not worked out yet


def _odds(key: tuple[int, ...]) -> float | None:
    cell: tuple[int, ...] | None = key
    while cell is not None and cell not in ODDS:
        cell = coarser(cell)
    return None if cell is None else ODDS[cell]
