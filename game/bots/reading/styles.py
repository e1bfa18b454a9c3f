"""The styles a seat may play in, as chances: how likely each style makes a bid
and a play, given the hand it held.

A style is a bidder and a card policy (:mod:`game.bots.search.policies`):

- ``normal``: bids the number with the best expected score, leaning on the bids
  before it (Normal's bidder), and plays by Normal's habits;
- ``easy``: bids its sure winners (aces, the top three trumps, Wizards), a
  quarter of the time one off, and plays high while it wants tricks;
- ``grabber``: bids one more than Normal would and takes every trick it can;
- ``ducker``: bids one fewer than Normal would and takes tricks only with
  sure winners;
- ``wild``: bids anything within two of Normal's bid and plays a random
  card half of the time.

Nobody plays exactly like a style, so every style leaves some chance to any
bid and any card (``BID_FLOOR``, ``PLAY_SLIP``): a person who does not fit
lowers every style's likelihood instead of ruling the table out.

Under the hook the dealer may not bid the one number that would make the bids
add up to the tricks; a dealer whose style wanted that number bids a neighbour
of it, and its chance goes there (:meth:`StyleBids.instead`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from game.bots.reading.bid_model import BidModel
from game.bots.search.estimate import bid_for
from game.bots.search.fast import Layout
from game.bots.search.policies import STYLE_NAMES, WILD_SHARE
from game.cards import Card, CardKind, Suit
from game.rules import Rules

NORMAL, EASY, GRABBER, DUCKER, WILD = range(5)
STYLES = len(STYLE_NAMES)

#: Log-chance lost per trick between a bid and the style's own bid: Normal's
#: bidder is read as the Hard bot always read it (1.1); grabbers and duckers
#: move their bid by exactly one, so they are read more sharply.
BID_STEP = (1.1, 0.0, 1.6, 1.6, 0.0)
#: Share of every style's bids spread evenly over all bids (people are not styles).
BID_FLOOR = 0.03
#: Chance a player of each style departs from its policy's card when it has a
#: choice. The Normal bot's lookahead in the last four tricks departs from its
#: habits (in about 8% of all its plays, measured over six games); the other
#: styles' bots play their policies, and people are not bots.
PLAY_SLIP = (0.15, 0.05, 0.05, 0.05, 0.05)
#: A seat's style chances before anything is known about it.
NEUTRAL = (0.6, 0.1, 0.1, 0.1, 0.1)


class StyleBids:
    """Every style's bid for the hands of one round, and how likely each bid is."""

    def __init__(self, rules: Rules, deck: Counter[Card], trump: Suit | None, players: int,
                 hand_size: int) -> None:
        """``deck``: the cards in play this round (every hand and the played cards,
        not the turn-up), as :class:`BidModel` takes it."""
        self.rules, self.deck, self.trump = rules, deck, trump
        self.players, self.hand_size = players, hand_size
        self.model = BidModel(rules, deck, trump, players, hand_size)
        top = 7 if rules.deck == "seven32" else 14
        self.sure = frozenset(c for c in deck if c.kind == CardKind.WIZARD or (c.kind == CardKind.SUITED and (
            c.rank == top or (c.suit is trump and c.rank >= top - 2))))
        self.floor_card = next((c for c in deck
                                if c.suit is trump and c.rank == 14 and c.kind == CardKind.SUITED), None)
        self.everything = list(range(hand_size + 1))
        self._tables: dict[tuple[int, int, int], list[float]] = {}
        self._masks: tuple[Layout, int, int] | None = None

    def normal_bid(self, hand: Sequence[Card], earlier: Sequence[int]) -> int:
        """Normal's bid for ``hand`` (the whole round's hand) after the bids ``earlier``."""
        bid = self.model.bid(hand, earlier)
        if bid is None:  # a hand the table cannot price: Normal's own (slower) answer
            bid = bid_for(self.rules, hand, self.trump, self.players, self.hand_size,
                          self.deck - Counter(hand), list(earlier), self.everything)
        return bid

    def normal_mask_bid(self, mask: int, layout: Layout, earlier: Sequence[int]) -> int:
        """:meth:`normal_bid` of the hand ``mask`` (card indices of ``layout``)."""
        bid = self.model.mask_bid(mask, layout, earlier)
        return bid if bid is not None else self.normal_bid(layout.decode(mask), earlier)

    def easy_mask_guess(self, mask: int, layout: Layout) -> tuple[int, int]:
        """:meth:`easy_guess` of the hand ``mask`` (card indices of ``layout``)."""
        if self._masks is None or self._masks[0] is not layout:
            sure = sum(1 << i for i, c in enumerate(layout.cards) if c in self.sure)
            floor = sum(1 << i for i, c in enumerate(layout.cards) if c is self.floor_card)
            self._masks = (layout, sure, floor)
        return (mask & self._masks[1]).bit_count(), int(bool(mask & self._masks[2]))

    def easy_guess(self, hand: Sequence[Card]) -> tuple[int, int]:
        """The Easy bidder's count of sure winners, and its least bid (1 with the trump ace)."""
        sure = self.sure
        return sum(1 for c in hand if c in sure), int(self.floor_card in hand)

    def centre(self, style: int, normal: int, easy: tuple[int, int]) -> int:
        """The bid a seat of ``style`` makes most often, given Normal's bid and Easy's count."""
        if style == GRABBER:
            return min(self.hand_size, normal + 1)
        if style == DUCKER:
            return max(0, normal - 1)
        if style == EASY:
            return min(self.hand_size, max(easy))
        return normal

    def log_chances(self, bid: int, normal: int, easy: tuple[int, int],
                    styles: Sequence[int], forbidden: int | None = None) -> list[float]:
        """Log-chance of ``bid`` under each style of ``styles``, in that order
        (``forbidden``: the bid the hook denied this seat, the dealer, if any)."""
        out = []
        hooked = -1 if forbidden is None else forbidden
        for style in styles:
            key = (style, easy[0] * 2 + easy[1] if style == EASY else normal, hooked)
            table = self._tables.get(key)
            if table is None:
                table = self._tables[key] = self._table(style, normal, easy, forbidden)
            out.append(table[min(bid, self.hand_size)])
        return out

    def instead(self, style: int, forbidden: int, floor: int = 0) -> list[int]:
        """The bids a seat of ``style`` makes when the hook denies it the bid it wanted,
        ``forbidden``: the allowed neighbour its bidder prefers (Easy the lower one, unless
        below its least bid; the grabber the higher, the ducker the lower); Normal's
        bidder takes whichever scores better, either one."""
        below = [forbidden - 1] if forbidden >= 1 else []
        above = [forbidden + 1] if forbidden < self.hand_size else []
        if style == EASY:
            return (below if below and below[0] >= floor else above) or below
        if style == GRABBER:
            return above or below
        if style == DUCKER:
            return below or above
        return below + above

    def _table(self, style: int, normal: int, easy: tuple[int, int],
               forbidden: int | None = None) -> list[float]:
        """Log-chances of every bid 0..hand_size for one style and hand (the bid
        ``forbidden`` never made: its chance goes where the style's bidder goes instead)."""
        size = self.hand_size
        chances = [0.0] * (size + 1)
        if style == EASY:  # its count, one off a quarter of the time, never below the floor
            guess, floor = easy
            for value, p in ((guess, 0.75), (guess - 1, 0.125), (guess + 1, 0.125)):
                chances[min(size, max(value, floor, 0))] += p
        elif style == WILD:  # a random bid near Normal's, among the allowed ones
            window = ([b for b in range(size + 1) if abs(b - normal) <= 2 and b != forbidden]
                      or [b for b in range(size + 1) if b != forbidden])
            for b in window:
                chances[b] = 1 / len(window)
        else:
            centre = self.centre(style, normal, easy)
            step = BID_STEP[style]
            raw = [math.exp(-step * abs(b - centre)) for b in range(size + 1)]
            total = sum(raw)
            chances = [r / total for r in raw]
        if forbidden is None or not 0 <= forbidden <= size:
            even = 1 / (size + 1)
            return [math.log((1 - BID_FLOOR) * p + BID_FLOOR * even) for p in chances]
        if style != WILD:  # Wild's window already left the forbidden bid out
            moved = self.instead(style, forbidden, easy[1])
            for b in moved:
                chances[b] += chances[forbidden] / len(moved)
            chances[forbidden] = 0.0
        even = 1 / size  # every bid but the forbidden one
        return [math.log((1 - BID_FLOOR) * p + BID_FLOOR * even) if b != forbidden else -math.inf
                for b, p in enumerate(chances)]


def play_logs(style: int, choices: int) -> tuple[float, float]:
    """Log-chance of playing the style's own card, and of one other given card, with
    ``choices`` cards to choose from (Wild plays a random card ``WILD_SHARE`` of the time)."""
    slip = PLAY_SLIP[style]
    if style == WILD:
        slip = WILD_SHARE + (1 - WILD_SHARE) * slip
    other = slip / choices
    return math.log(1 - slip + other), math.log(other)


#: ``PLAY_LOGS[style][k]``: :func:`play_logs` for k cards to choose from.
PLAY_LOGS = [[(0.0, 0.0), (0.0, 0.0)] + [play_logs(s, k) for k in range(2, 65)] for s in range(STYLES)]


def mix(logs: Sequence[float]) -> float:
    """log(sum(exp(x))) of ``logs``, safely."""
    top = max(logs)
    if top == -math.inf:
        return top
    return top + math.log(sum(math.exp(x - top) for x in logs))
