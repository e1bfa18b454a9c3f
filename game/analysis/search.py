"""The judge's search: Hard's sampled deals and rollouts, every sample's outcome kept.

The Hard bot adds up its rollouts as it goes and keeps only the sums. The judge
keeps each sample's score for every candidate (:class:`~game.analysis.outcomes.Outcomes`),
drawn from two independent walks over the deals (the two folds), so that it can
tell how far apart two candidates are beyond the noise, price the best one on the
samples that did not choose it, and draw more samples while the answer is close.
Every candidate is scored on the same deal with the same rollout luck.

What does not depend on the decision is worked out once a round: Normal's bid for
each hand a deal gives a seat (the slow part of weighing a deal) is kept for the
whole round, since it depends on the hand, the bids before it and the round alone.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence

from game.actions import Action, Bid, Play
from game.analysis.outcomes import Outcomes
from game.bots import HardBot
from game.bots.levels import normal
from game.bots.levels.before_play import pass_candidates, rollouts_per_deal
from game.bots.levels.hard import ENDGAME_TRICKS, _WaitingBids, equivalent_cards
from game.bots.levels.priced import Estimate
from game.bots.reading.sampling import Deal, Sampler
from game.bots.reading.styles import StyleBids
from game.bots.search.endgame import best_line
from game.bots.search.estimate import JESTER_CHANCE, WIZARD_CHANCE
from game.bots.search.fast import Layout, World
from game.bots.search.rollout import greedy_playout
from game.cards import SUIT_RANK_ORDER, Card, Suit
from game.phase import Phase
from game.rules import Rules
from game.scoring import points
from game.view import SeatView


class RoundBids(StyleBids):
    """:class:`StyleBids` that remembers Normal's bid for every hand it is asked about:
    the judge asks it for the same hands decision after decision of one round."""

    def __init__(self, rules: Rules, deck: Counter[Card], trump: Suit | None, players: int,
                 hand_size: int) -> None:
        super().__init__(rules, deck, trump, players, hand_size)
        self.known: dict[tuple[int, tuple[int, ...]], int] = {}
        # the measured table has no cells for Wizards and Jesters: Normal's bidder gives
        # them 0.97 and 0 (its analytic chances), whatever else the hand holds, so the fast
        # model can price such hands as the slow bidder does, card for card
        self.model.cells[(9,)] = WIZARD_CHANCE
        self.model.cells[(8,)] = JESTER_CHANCE

    def normal_mask_bid(self, mask: int, layout: Layout, earlier: Sequence[int]) -> int:
        """Normal's bid for the hand ``mask`` after ``earlier``, worked out once a round."""
        key = (mask, tuple(earlier))
        bid = self.known.get(key)
        if bid is None:
            bid = self.known[key] = super().normal_mask_bid(mask, layout, earlier)
        return bid


class Search(HardBot):
    """Hard's search as the judge runs it: node budgets set for each decision (bids
    included: a bot at the table may give its bids a multiple of a card's budget, not
    here), and a deal chain with shorter walks (it searches a few dozen deals a
    decision, not hundreds)."""

    bid_nodes = 1.0
    burn_in = 30
    thin = 10
    #: Deals drawn from one walk before the next walk starts afresh.
    walk = 1000
    score_aware = False  # the report counts points, not the chance of winning the game

    def __init__(self) -> None:
        super().__init__(0, nodes=1)
        self._round: tuple[object, RoundBids] | None = None

    def sampler(self, view: SeatView) -> Sampler:
        """The decision's sampler, with the round's bidders shared by every decision."""
        sampler = super().sampler(view)
        deck = sampler.unseen + Counter(view.hand) + Counter(view.played)
        key = (view.rules, view.round_number, view.trump, view.players, view.hand_size,
               frozenset(deck.items()))
        if self._round is None or self._round[0] != key:
            self._round = (key, RoundBids(view.rules, deck, view.trump, view.players,
                                          view.hand_size))
        sampler.bids = self._round[1]
        return sampler


class Draws:
    """The samples of one decision, drawn on demand in two folds: ``more(n)`` adds ``n``
    samples to each fold."""

    def __init__(self, outcomes: Outcomes, folds: list[Iterator[None]]) -> None:
        self.outcomes, self._folds = outcomes, folds

    def more(self, each: int) -> bool:
        """Draw up to ``each`` more samples in every fold; False when none came."""
        before = len(self.outcomes)
        for fold in self._folds:
            for _ in range(each):
                if next(fold, StopIteration) is StopIteration:
                    break
        return len(self.outcomes) > before


def _seeded_deals(search: Search, sampler: Sampler, seed: int) -> Iterator[tuple[Deal, int]]:
    """The deals of one walk with the seed of each deal's rollouts, from ``seed``."""
    rng = random.Random(seed)
    while True:
        search.rng = rng
        walk = search.deals(sampler)
        for _ in range(search.walk):
            deal = next(walk, None)
            if deal is None:
                return
            yield deal[0], rng.getrandbits(32)


def play_draws(search: Search, view: SeatView, seed: int) -> Draws:
    """The samples of a card decision: each group of cards that play alike scored once
    (:func:`~game.bots.levels.hard.equivalent_cards`), by a rollout after it or, in the
    last tricks, by the best line of the seat's own cards."""
    legal = [a.card for a in view.legal if isinstance(a, Play)]
    groups = equivalent_cards(legal, view)
    outcomes = Outcomes([Play(g[0]) for g in groups])
    bids = [b if b is not None else 0 for b in view.bids]
    me, bid = view.seat, bids[view.seat]
    score = [points(view.rules, bid, k, view.hand_size) for k in range(view.hand_size + 1)]
    made_points = points(view.rules, bid, bid, view.hand_size)
    exact = len(view.hand) <= ENDGAME_TRICKS
    trump = -1 if view.trump is None else SUIT_RANK_ORDER.index(view.trump)

    sampler = search.sampler(view)  # one for both folds: what it learns of hands is shared
    layout = sampler.layout
    index: dict[Card, int] = {layout.cards[i]: i for i in _indices(sampler.mine)}

    def fold(number: int) -> Iterator[None]:
        for deal, seed_here in _seeded_deals(search, sampler, seed + number):
            world = World(layout, view.players, deal.hands, trump, view.rules.must_trump,
                          view.leader, sampler.trick, list(view.tricks_won), deal.ghost)
            solved = (best_line(world, bids, score, max_nodes=2_000, rng=random.Random(seed_here),
                                styles=deal.styles) if exact else None)
            got: dict[Action, float] = {}
            for action in outcomes.candidates:
                assert isinstance(action, Play)
                idx = index[action.card]
                if solved is not None:
                    got[action] = solved[idx]
                else:
                    tricks = greedy_playout(world, random.Random(seed_here), bids, first=idx,
                                            explore=search.explore, styles=deal.styles)
                    got[action] = score[tricks[me]]
            outcomes.add(number, got, {a: p == made_points for a, p in got.items()})
            yield None

    return Draws(outcomes, [fold(0), fold(1)])


def representatives(view: SeatView) -> dict[Action, Action]:
    """Each legal card of ``view`` with the card its group of cards that play alike is
    searched as (its first card)."""
    legal = [a.card for a in view.legal if isinstance(a, Play)]
    return {Play(card): Play(group[0]) for group in equivalent_cards(legal, view) for card in group}


def bid_draws(search: Search, view: SeatView, seed: int, also: Sequence[Action] = ()) -> Draws:
    """The samples of a bid by number: the round played out in each deal for every bid
    near the Normal bidder's (and the bids of ``also``), the other seats bidding as the
    style drawn for them would; the bids further off get Normal's table estimate."""
    allowed = [a.tricks for a in view.legal if isinstance(a, Bid)]
    guess = normal.choose_bid(view)
    window = [b for b in allowed if abs(b - guess) <= 3] or allowed
    window += [a.tricks for a in also if isinstance(a, Bid) and a.tricks in allowed
               and a.tricks not in window]
    outcomes = Outcomes([Bid(b) for b in sorted(window)])
    prior = normal.bid_scores(view)
    outcomes.fixed = {Bid(b): Estimate(prior[b], 0.0, 0) for b in allowed if b not in window}
    eldest = (view.dealer + 1) % view.players
    trump = -1 if view.trump is None else SUIT_RANK_ORDER.index(view.trump)

    sampler = search.sampler(view)
    waiting = _WaitingBids(view, sampler, guess)

    def fold(number: int) -> Iterator[None]:
        for deal, seed_here in _seeded_deals(search, sampler, seed + number):
            targets = waiting.targets(deal)
            world = World(sampler.layout, view.players, deal.hands, trump, view.rules.must_trump,
                          eldest, [], [0] * view.players, deal.ghost)
            got: dict[Action, float] = {}
            made: dict[Action, bool] = {}
            for action in outcomes.candidates:
                assert isinstance(action, Bid)
                targets[view.seat] = action.tricks
                tricks = greedy_playout(world, random.Random(seed_here), targets,
                                        explore=search.explore, styles=deal.styles)
                got[action] = points(view.rules, action.tricks, tricks[view.seat], view.hand_size)
                made[action] = tricks[view.seat] == action.tricks
                outcomes.tricks.setdefault(action, []).append(tricks[view.seat])
            outcomes.add(number, got, made)
            yield None

    return Draws(outcomes, [fold(0), fold(1)])


def batch_draws(search: Search, view: SeatView, seed: int, deals: int,
                also: Sequence[Action] = ()) -> Draws:
    """The samples of a choice before the play (a suit to name, a bid card, a pass): each
    sample is a whole search of Hard's on ``deals`` deals
    (:mod:`game.bots.levels.before_play`), on a seed of its own, every candidate priced
    on the same deals within it."""
    candidates: list[Action] = (list(pass_candidates(view, also)) if view.phase is Phase.PASS
                                else list(view.legal))
    outcomes = Outcomes(candidates)
    rollouts = rollouts_per_deal(view, also)

    def fold(number: int) -> Iterator[None]:
        count = 0
        while True:
            search.rng = random.Random(seed + 2 * count + number)
            search.nodes = max(1, deals) * max(1, rollouts)
            found = search.analyse(view, also)
            outcomes.add(number, {a: found[a].points for a in candidates},
                         {a: found[a].make for a in candidates})
            count += 1
            yield None

    return Draws(outcomes, [fold(0), fold(1)])


def _indices(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
