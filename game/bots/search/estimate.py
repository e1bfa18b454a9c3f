"""How many tricks a hand will take, and which bid scores best.

Each card gets a chance of winning a trick from what is known at bidding
time (trump, the hand, the number of players and cards); the chances add up
to a distribution of tricks (Poisson binomial), and the bid with the best
expected score under the game's scoring is chosen, leaning on the bids
already made (:func:`bid_for`: the Normal bot's bidder, which the Hard bot
also reads the other seats' bids with).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from operator import mul

from game.bots.odds.card_odds import ODDS
from game.bots.odds.keys import card_keys, coarser
from game.cards import Card, CardKind, Suit
from game.rules import Rules
from game.scoring import points

#: Share of the spare tricks a bidder expects per bid seen (of the table's seats):
#: half of them came to it too rarely against players who bid only sure winners,
#: a quarter fits both them and Normal tables (docs/notes/bot-strength-2026.md).
SPARE_SHARE = 0.25
#: A Wizard's and a Jester's chance of taking a trick, before play starts.
WIZARD_CHANCE = 0.97
JESTER_CHANCE = 0.0


def table_chances(hand: Sequence[Card], trump: Suit | None, players: int,
                  unseen: Counter[Card], hand_size: int) -> list[float]:
    """Each card's chance of taking a trick, from the measured table (``card_odds``),
    falling back to coarser cells and then to :func:`card_chances`."""
    analytic: list[float] | None = None
    out = []
    for i, first in enumerate(card_keys(hand, trump, players, hand_size, unseen)):
        key: tuple[int, ...] | None = first
        while key is not None and key not in ODDS:
            key = coarser(key)
        if key is not None:
            out.append(ODDS[key])
            continue
        if analytic is None:
            analytic = card_chances(hand, trump, players, unseen, hand_size)
        out.append(analytic[i])
    return out


def card_chances(hand: Sequence[Card], trump: Suit | None, players: int, unseen: Counter[Card],
                 hand_size: int) -> list[float]:
    """Each card's chance of taking a trick, before play starts."""
    held = max(1, sum(unseen.values()))
    share = min(1.0, (players - 1) * hand_size / held)  # chance an unseen card is in play
    by_suit: Counter[Suit | None] = Counter(c.suit for c in hand)
    trumps = by_suit[trump] if trump is not None else 0
    wizards_out = sum(n for c, n in unseen.items() if c.kind == CardKind.WIZARD)
    # the unseen cards of each suit by rank, counted once for every card of the hand
    ranks: dict[Suit | None, list[int]] = {}
    for c, n in unseen.items():
        if c.suit is not None:
            ranks.setdefault(c.suit, []).extend([c.rank] * n)
    chances = []
    for card in hand:
        if card.kind == CardKind.WIZARD:
            chances.append(WIZARD_CHANCE)
            continue
        if card.kind == CardKind.JESTER:
            chances.append(JESTER_CHANCE)
            continue
        rank = card.rank
        higher = sum(1 for r in ranks.get(card.suit, ()) if r > rank)
        mine_higher = sum(1 for c in hand if c.suit is card.suit and c.rank > card.rank)
        clear = (1 - share) ** (higher + wizards_out)
        if card.suit is trump:
            # a trump also wins when the higher ones fall on other tricks; long trumps ruff
            p = clear + (1 - clear) * min(0.6, 0.12 * trumps)
        else:
            length = by_suit[card.suit]
            # the more cards of the suit go round, the likelier someone trumps it
            ruff = 0.0 if trump is None else min(0.85, 0.04 * (players - 1) * (mine_higher + 1)
                                                 * (1 + hand_size / 6) + 0.02 * length)
            p = clear * (1 - ruff) * (0.92 ** mine_higher)
        chances.append(max(0.0, min(1.0, p)))
    if trump is not None and trumps:
        # short side suits let spare trumps ruff
        short = sum(1 for s in Suit if s is not trump and by_suit[s] <= 1)
        spare = [i for i, c in enumerate(hand) if c.suit is trump and chances[i] < 0.5]
        for i in spare[:short]:
            chances[i] = min(1.0, chances[i] + 0.25)
    return chances


def trick_distribution(chances: Sequence[float]) -> list[float]:
    """P(exactly k tricks) for k = 0..len(chances), cards taken as independent.

    >>> [round(x, 2) for x in trick_distribution([0.5, 0.5])]
    [0.25, 0.5, 0.25]
    """
    dist = [1.0]
    for p in chances:  # one pass a card, written out: the Hard bot calls this 100,000 times a game
        q = 1.0 - p
        prev = 0.0
        nxt: list[float] = []
        add = nxt.append
        for d in dist:
            add(prev * p + d * q)
            prev = d
        add(prev * p)
        dist = nxt
    return dist


def expected_scores(rules: Rules, dist: Sequence[float], hand_size: int) -> list[float]:
    """Expected points of each bid 0..hand_size given the trick distribution."""
    if rules.scoring == "standard" and not rules.tricks_on_miss and not rules.nil_bonus:
        return [q * (10 + bid) for bid, q in enumerate(dist)]  # a miss scores 0 (R-C1)
    if len(dist) > hand_size + 1:
        return [sum(q * points(rules, bid, k, hand_size) for k, q in enumerate(dist))
                for bid in range(hand_size + 1)]
    # the same sums, term by term, from the round's table of points
    return [sum(map(mul, dist, row)) for row in _score_table(rules, hand_size)]


@lru_cache(maxsize=64)
def _score_table(rules: Rules, hand_size: int) -> tuple[tuple[int, ...], ...]:
    """``points`` of every bid (rows) and trick count (columns) of a round of ``hand_size``:
    the Hard bot asks for expected scores hundreds of thousands of times a game."""
    return tuple(tuple(points(rules, bid, k, hand_size) for k in range(hand_size + 1))
                 for bid in range(hand_size + 1))


def best_bid(scores: Sequence[float], allowed: Sequence[int]) -> int:
    """The allowed bid with the highest expected score (the lower bid on a tie)."""
    return max(allowed, key=lambda b: (scores[b], -b))


def bid_for(rules: Rules, hand: Sequence[Card], trump: Suit | None, players: int,
            hand_size: int, unseen: Counter[Card], earlier: list[int],
            allowed: Sequence[int]) -> int:
    """Normal's bid for ``hand`` after the bids ``earlier``: when they leave tricks
    over, some will come to us (and fewer when they are over). The Hard bot uses
    this as its model of a sensible bidder."""
    chances = lean_on_bids(table_chances(hand, trump, players, unseen, hand_size), earlier,
                           players, hand_size)
    scores = expected_scores(rules, trick_distribution(chances), hand_size)
    return best_bid(scores, allowed)


def lean_on_bids(chances: list[float], earlier: Sequence[int], players: int,
                 hand_size: int) -> list[float]:
    """The cards' chances moved by the tricks the bids ``earlier`` leave over (or
    claim too many of), seats still to bid counted at an even share: the more
    bids seen, the more of it (``SPARE_SHARE`` per seat of the table) counts."""
    if not earlier:
        return chances
    waiting = players - 1 - len(earlier)
    others = sum(earlier) + waiting * hand_size / players
    spare = hand_size - others - sum(chances)
    return shift(chances, max(-2.0, min(2.0, spare * SPARE_SHARE * len(earlier) / players)))


def shift(chances: list[float], delta: float) -> list[float]:
    """Chances moved so their sum changes by ``delta`` (each card in proportion to its room)."""
    if delta > 0:
        room = sum(1 - p for p in chances)
        return [p + delta * (1 - p) / room for p in chances] if room > delta else [1.0] * len(chances)
    total = sum(chances)
    return [p + delta * p / total for p in chances] if total > -delta else [0.0] * len(chances)
