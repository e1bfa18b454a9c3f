"""The ``hard`` level: search over deals consistent with what the seat knows.

Each decision samples the hidden hands (consistent with cards played, voids
shown, passed and bid cards, and weighted by the bids made), and scores
every legal action in those worlds:

- a card: play it, then finish the round with a bid-aware rollout policy —
  or, in the last tricks, by trying every line of our own cards while the
  others play by that policy, so a made bid is never thrown away when some
  line keeps it;
- a bid: finish the round in each world playing for that bid, and take the
  bid with the best expected score (not just the expected tricks).

Search is anytime: it stops at its deadline (``time_ms``) or after a fixed
number of rollouts (``nodes``, for reproducible tests) with the best answer
so far. Oh-Seven bid cards, passing and naming trump use the Normal bot.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from game.actions import Action, Bid, Play
from game.bots.levels import normal
from game.bots.reading.bid_model import BidModel
from game.bots.reading.knowledge import unseen_cards
from game.bots.reading.sampling import Hands, Sampler, undealt
from game.bots.search.endgame import best_line
from game.bots.search.estimate import table_chances
from game.bots.search.fast import Layout, World
from game.bots.search.rollout import greedy_playout
from game.cards import Card
from game.game import Phase
from game.scoring import points
from game.view import SeatView

#: A decision never searches more than this many batches of sampled worlds.
MAX_BATCHES = 50

#: Search our own cards exactly when at most this many tricks are left.
ENDGAME_TRICKS = 4


@dataclass(frozen=True)
class Estimate:
    """What the search thinks of one action: expected round points, and the
    chance the seat's bid (or, for a bid, that bid) is made."""

    points: float
    make: float
    samples: int


class HardBot:
    """Sampling search bot."""

    #: Chance of a random card in rollouts. The sampled worlds already vary, so the
    #: rollouts can be exact (and the same for every candidate); the clairvoyant bot,
    #: with one world, needs rollouts that differ.
    explore = 0.0

    def __init__(self, seed: int, time_ms: float = 130.0, nodes: int | None = None,
                 worlds: int = 16) -> None:
        self.rng = random.Random(seed)
        self.time_ms = time_ms
        self.nodes = nodes
        self.worlds = worlds

    def choose(self, view: SeatView) -> Action:
        """The action with the best estimate (one of ``view.legal``)."""
        if view.phase is Phase.PLAY or (view.phase is Phase.BID and not view.rules.card_bidding):
            if len(view.legal) == 1:
                return view.legal[0]
            estimates = self.analyse(view)
            return max(estimates, key=lambda a: (estimates[a].points, estimates[a].make,
                                                 -view.legal.index(a)))
        return normal.NormalBot(self.rng.getrandbits(32)).choose(view)

    def analyse(self, view: SeatView) -> dict[Action, Estimate]:
        """An estimate for each legal action (bids and card plays; others get none)."""
        if view.phase is Phase.PLAY:
            return self._plays(view)
        if view.phase is Phase.BID and not view.rules.card_bidding:
            return self._bids(view)
        return {}

    # -- worlds ------------------------------------------------------------------

    def sample(self, view: SeatView) -> Iterator[tuple[Hands, float]]:
        """Hidden hands to search in, each with the weight its outcomes count with,
        batch after batch until the caller stops (the clairvoyant bot overrides this).
        A batch weighs what its candidates explain of the bids and plays, relative to
        the first batch (:meth:`Sampler.draw_with_evidence`)."""
        sampler = Sampler(view)
        first: float | None = None
        for _ in range(MAX_BATCHES):
            batch, evidence = sampler.draw_with_evidence(self.rng, self.worlds)
            if not batch:
                return
            if first is None:
                first = evidence
            weight = math.exp(min(evidence - first, 600.0))
            for hands in batch:
                yield hands, weight

    def _clock(self) -> Callable[[int], bool]:
        """A test of whether the search must stop, given the rollouts made so far."""
        if self.nodes is not None:
            budget = self.nodes
            return lambda done: done >= budget
        deadline = time.perf_counter() + self.time_ms / 1000
        return lambda done: time.perf_counter() >= deadline

    # -- playing ---------------------------------------------------------------

    def _plays(self, view: SeatView) -> dict[Action, Estimate]:
        stop = self._clock()
        layout = Layout.for_deck(view.rules.deck, view.rules.copies(view.players))
        bids = [b if b is not None else 0 for b in view.bids]
        me, bid = view.seat, bids[view.seat]
        score = [points(view.rules, bid, k, view.hand_size) for k in range(view.hand_size + 1)]
        made_points = score[bid]
        legal = [a.card for a in view.legal if isinstance(a, Play)]
        groups = equivalent_cards(legal, view)
        total: dict[Card, list[float]] = {g[0]: [0.0, 0.0, 0.0, 0] for g in groups}
        exact = len(view.hand) <= ENDGAME_TRICKS
        unseen = unseen_cards(view)
        done = 0
        for hands, weight in self.sample(view):
            world = World.from_cards(layout, hands, view.trump, view.rules.must_trump,
                                     view.leader, view.trick, view.tricks_won,
                                     undealt(unseen, hands, me))
            index = {layout.cards[i]: i for i in _indices(world.legal())}
            seed = self.rng.getrandbits(32)  # the same rollout luck for every card
            solved = (best_line(world, bids, score, max_nodes=2_000, rng=random.Random(seed))
                      if exact else None)
            for card, entry in total.items():
                idx = index[card]
                if solved is not None:
                    mine = solved[idx]
                else:
                    tricks = greedy_playout(world, random.Random(seed), bids, first=idx,
                                            explore=self.explore)
                    mine = score[tricks[me]]
                entry[0] += weight * mine
                entry[1] += weight * (mine == made_points)
                entry[2] += weight
                entry[3] += 1
            done += len(total)
            if stop(done):
                break
        out: dict[Action, Estimate] = {}
        for group in groups:
            for card in group:
                out[Play(card)] = _estimate(total[group[0]])
        return out

    # -- bidding -----------------------------------------------------------------

    def _bids(self, view: SeatView) -> dict[Action, Estimate]:
        stop = self._clock()
        layout = Layout.for_deck(view.rules.deck, view.rules.copies(view.players))
        allowed = [a.tricks for a in view.legal if isinstance(a, Bid)]
        guess = normal.choose_bid(view)
        window = [b for b in allowed if abs(b - guess) <= 3] or allowed
        eldest = (view.dealer + 1) % view.players
        total = {b: [0.0, 0.0, 0.0, 0] for b in window}
        unseen = unseen_cards(view)
        waiting = _WaitingBids(view, unseen, guess)
        done = 0
        for hands, weight in self.sample(view):
            targets = waiting.targets(hands)
            world = World.from_cards(layout, hands, view.trump, view.rules.must_trump, eldest,
                                     (), [0] * view.players, undealt(unseen, hands, view.seat))
            seed = self.rng.getrandbits(32)  # the same rollout luck for every bid
            for bid in window:
                targets[view.seat] = bid
                tricks = greedy_playout(world, random.Random(seed), targets,
                                        explore=self.explore)
                score = points(view.rules, bid, tricks[view.seat], view.hand_size)
                entry = total[bid]
                entry[0] += weight * score
                entry[1] += weight * (tricks[view.seat] == bid)
                entry[2] += weight
                entry[3] += 1
            done += len(window)
            if stop(done):
                break
        # bids far from the Normal estimate are not searched: give them its table-based
        # expected points (with no samples), so they rank below any searched bid only on merit
        prior = normal.bid_scores(view)
        return {Bid(b): _estimate(total[b]) if b in total else Estimate(prior[b], 0.0, 0)
                for b in allowed}


class ClairvoyantBot(HardBot):
    """Hard's search on the true deal: it sees every hand. The ceiling bots are
    measured against in ``bench bots``; never offered in the game."""

    explore = 0.1

    def __init__(self, seed: int, time_ms: float = 130.0, nodes: int | None = None,
                 worlds: int = 16) -> None:
        super().__init__(seed, time_ms, nodes, worlds)
        self.peek: Callable[[], Hands] | None = None

    def sample(self, view: SeatView) -> Iterator[tuple[Hands, float]]:
        """The true hands, again and again (rollouts differ, the deal does not)."""
        if self.peek is None:
            raise RuntimeError("the clairvoyant bot needs peek() to see the hands")
        hands = self.peek()
        for _ in range(MAX_BATCHES * self.worlds):
            yield hands, 1.0


def equivalent_cards(legal: list[Card], view: SeatView) -> list[list[Card]]:
    """The legal cards in groups that play alike in every deal the seat can imagine:
    same suit, with no unseen card and no card of the current trick between them
    (7♥ and 8♥ once nobody else can hold anything in between). Lowest first."""
    apart = unseen_cards(view) + Counter(c for _, c in view.trick)
    groups: list[list[Card]] = []
    for card in sorted(dict.fromkeys(legal), key=lambda c: (str(c.suit), c.kind, c.rank)):
        last = groups[-1][-1] if groups else None
        if (last is not None and card.kind == "" and last.kind == "" and last.suit is card.suit
                and not any(c.suit is card.suit and last.rank < c.rank < card.rank for c in apart)):
            groups[-1].append(card)
        else:
            groups.append([card])
    return groups


def _indices(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _estimate(entry: list[float]) -> Estimate:
    """Weighted means of ``[points, made, weight, rollouts]`` sums."""
    weight, samples = entry[2], int(entry[3])
    if samples == 0 or weight <= 0:
        return Estimate(0.0, 0.0, samples)
    return Estimate(entry[0] / weight, entry[1] / weight, samples)


class _WaitingBids:
    """The bids a world's hands would make at this table: the bids already made,
    our own best guess, and for the seats still to bid what the Normal bidder
    would bid with that hand after the bids before it."""

    def __init__(self, view: SeatView, unseen: Counter[Card], guess: int) -> None:
        self.view, self.guess = view, guess
        eldest = (view.dealer + 1) % view.players
        self.order = [(eldest + i) % view.players for i in range(view.players)]
        self.model = BidModel(view.rules, unseen + Counter(view.hand), view.trump, view.players,
                              view.hand_size)
        self.value: dict[Card, float] | None = None

    def targets(self, hands: Hands) -> list[int]:
        """Every seat's bid (ours: the guess) in the world ``hands``."""
        view = self.view
        targets = [0] * view.players
        made: list[int] = []
        for seat in self.order:
            bid = view.bids[seat]
            if seat == view.seat:
                bid = self.guess
            elif bid is None:
                bid = self.model.bid(hands[seat], [] if view.rules.simultaneous_bidding else made)
                if bid is None:  # a hand the table cannot price: its cards' chances, summed
                    if self.value is None:
                        self.value = _card_values(view)
                    bid = round(sum(self.value.get(c, 0.25) for c in hands[seat]))
            targets[seat] = bid
            made.append(bid)
        return targets


def _card_values(view: SeatView) -> dict[Card, float]:
    """Each card's chance to take a trick, to guess the bids not yet made."""
    unseen = unseen_cards(view) + Counter(view.hand)
    cards = list(dict.fromkeys(unseen.elements()))
    chances = table_chances(cards, view.trump, view.players, unseen, view.hand_size)
    return dict(zip(cards, chances, strict=True))
