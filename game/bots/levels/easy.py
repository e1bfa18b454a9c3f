"""The ``easy`` level: a friendly beginner.

Counts the sure-looking winners (aces, high trumps, Wizards) to bid. While
it wants tricks it leads its highest card and plays high to win the trick in
front of it; once it has enough it plays the highest card that loses. No
memory of what was played; now and then a bid off by one, as people do.
Never revokes, never plays at random, never bids 0 holding the trump ace.
"""

from __future__ import annotations

import random

from game.actions import Action, Bid, CardBid, ChooseTrump, Pass, Play
from game.bots.levels.normal import strongest_suit
from game.bots.reading.knowledge import beats, current_best
from game.cards import Card, CardKind, Suit
from game.game import Phase
from game.tricks import led_suit
from game.view import SeatView


def sure_winners(hand: tuple[Card, ...], trump: Suit | None, top: int = 14) -> int:
    """Aces (the top rank, ``top``: 7 in seven32), the trump ace, king and queen, and Wizards."""
    count = 0
    for card in hand:
        top_trump = card.suit is trump and card.kind == CardKind.SUITED and card.rank >= top - 2
        if card.kind == CardKind.WIZARD or (card.kind == CardKind.SUITED and card.rank == top) or top_trump:
            count += 1
    return count


class EasyBot:
    """Beginner: counts winners, plays high when it wants tricks, low otherwise."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        """The action for ``view`` (one of ``view.legal``)."""
        if view.phase is Phase.PLAY:
            return Play(self._card(view))
        if view.phase is Phase.BID:
            return self._card_bid(view) if view.rules.card_bidding else Bid(self._bid(view))
        if view.phase is Phase.PASS:
            ordered = sorted(view.hand, key=lambda c: (c.kind == CardKind.WIZARD, c.rank), reverse=True)
            count = len(next(a for a in view.legal if isinstance(a, Pass)).cards)
            want = sorted(map(str, ordered[:count]))
            return next((a for a in view.legal if isinstance(a, Pass)
                         and sorted(map(str, a.cards)) == want), view.legal[0])
        return ChooseTrump(strongest_suit(view.hand))

    def _bid(self, view: SeatView) -> int:
        allowed = [a.tricks for a in view.legal if isinstance(a, Bid)]
        guess = sure_winners(view.hand, view.trump, 7 if view.rules.deck == "seven32" else 14)
        if self.rng.random() < 0.25:
            guess += self.rng.choice((-1, 1))
        floor = 1 if any(c.suit is view.trump and c.rank == 14 for c in view.hand) else 0
        guess = max(guess, floor)
        return min(allowed, key=lambda b: (abs(b - guess), b < floor, b))

    def _card_bid(self, view: SeatView) -> CardBid:
        guess = sum(1 for c in view.hand if c.rank >= 5)
        bids = [a for a in view.legal if isinstance(a, CardBid)]
        return min(bids, key=lambda a: (abs(a.card.rank - guess), -a.card.rank))

    def _card(self, view: SeatView) -> Card:
        legal = [a.card for a in view.legal if isinstance(a, Play)]
        bid = view.bids[view.seat] or 0
        wants = view.tricks_won[view.seat] < bid

        def strength(card: Card) -> tuple[int, int]:
            if card.kind:
                return (3 if card.kind == CardKind.WIZARD else -1, card.rank)
            return (2 if card.suit is view.trump else 1, card.rank)

        if not view.trick:
            return max(legal, key=strength) if wants else min(legal, key=strength)
        best = current_best(view.trick, view.trump)
        assert best is not None
        led = led_suit([c for _, c in view.trick])
        winners = [c for c in legal if beats(c, best[1], led, view.trump)]
        if wants:
            if not winners:
                return min(legal, key=strength)  # cannot win this one: throw the smallest
            last = len(view.trick) == view.players - 1
            return min(winners, key=strength) if last else max(winners, key=strength)
        losers = [c for c in legal if c not in winners]
        return max(losers, key=strength) if losers else min(legal, key=strength)
