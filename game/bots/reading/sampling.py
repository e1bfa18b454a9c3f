"""Deals the other hands could be, consistent with everything a seat knows.

A sampled world gives every other seat as many cards as it holds now: the
cards it is known to hold (Oh-Seven bid cards, cards we passed it), then
unseen cards that respect every void it has shown. Worlds are weighted by
how well each seat's hand explains the bid it made, and drawn again by
those weights, so a big bid makes strong hands likelier.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from game.bots.reading.bid_model import BidModel
from game.bots.reading.inference import PlayReader
from game.bots.reading.knowledge import unseen_cards
from game.bots.search.estimate import bid_for
from game.bots.search.fast import Layout
from game.cards import Card
from game.view import SeatView

Hands = list[list[Card]]

#: Log-likelihood lost per trick between a bid made and the model's bid for a hand.
LIKELIHOOD_STEP = 1.1
#: Log-likelihood lost per play of another seat that the rollout policy would not have made.
PLAY_STEP = 2.0


def hand_counts(view: SeatView) -> list[int]:
    """How many cards each seat holds now."""
    played = Counter(seat for trick in (*view.tricks, view.trick) for seat, _ in trick)
    return [view.hand_size - played[s] for s in range(view.players)]


def known_and_pool(view: SeatView, unseen: Counter[Card]) -> tuple[list[list[Card]], list[Card]]:
    """The cards the seat knows each other seat holds, and the rest of ``unseen`` (the
    seat's unseen cards) to deal at random, in a fixed order: the rng alone decides."""
    known = [view.known_cards(s) if s != view.seat else [] for s in range(view.players)]
    pool = sorted((unseen - Counter(c for hand in known for c in hand)).elements(), key=str)
    return known, pool


def deal_one(view: SeatView, rng: random.Random, pool: list[Card], counts: list[int],
             known: list[list[Card]]) -> Hands | None:
    """One random consistent deal of ``pool`` to the other seats, or None (rare) if
    the shuffle could not satisfy the voids."""
    hands: Hands = [list(view.hand) if s == view.seat else list(known[s])
                    for s in range(view.players)]
    order = sorted((s for s in range(view.players) if s != view.seat),
                   key=lambda s: -len(view.voids[s]))
    rest = list(pool)
    rng.shuffle(rest)
    for seat in order:
        need = counts[seat] - len(hands[seat])
        if need <= 0:
            continue
        voids = view.voids[seat]
        take = [i for i, c in enumerate(rest) if c.suit not in voids] if voids else None
        if take is None:
            chosen, rest = rest[:need], rest[need:]
        else:
            if len(take) < need:
                return None
            picked = set(take[:need])
            chosen = [rest[i] for i in take[:need]]
            rest = [c for i, c in enumerate(rest) if i not in picked]
        hands[seat].extend(chosen)
    return hands


class Sampler:
    """Draws worlds for one decision: what every draw shares (the pool of
    unseen cards, the known cards, the bidder model) is worked out once."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.counts = hand_counts(view)
        self.unseen = unseen_cards(view)
        self.known, self.pool = known_and_pool(view, self.unseen)
        self.bidders = [s for s in range(view.players)
                        if s != view.seat and view.bids[s] is not None]
        if view.rules.card_bidding:
            self.bidders = []
        self.played: dict[int, list[Card]] = {s: [] for s in range(view.players)}
        for trick in (*view.tricks, view.trick):
            for seat, card in trick:
                self.played[seat].append(card)
        self.deck = self.unseen + Counter(view.hand) + Counter(view.played)
        self.model = BidModel(view.rules, self.deck, view.trump, view.players, view.hand_size)
        eldest = (view.dealer + 1) % view.players
        order = [(eldest + i) % view.players for i in range(view.players)]
        simultaneous = view.rules.simultaneous_bidding
        self.earlier = {seat: [] if simultaneous else [view.bids[s] or 0
                                                       for s in order[:order.index(seat)]]
                        for seat in self.bidders}
        self.seen: dict[tuple[int, ...], int] = {}  # model bids by seat and hidden cards
        layout = Layout.for_deck(view.rules.deck, view.rules.copies(view.players))
        self.reader = PlayReader(view, layout) if not view.rules.card_bidding else None

    def draw_with_evidence(self, rng: random.Random, count: int,
                           candidates: int | None = None) -> tuple[list[Hands], float]:
        """``count`` worlds resampled by their weights from ``candidates`` (default
        3 × ``count``) consistent deals, empty if no deal fits; and the log of the
        candidates' mean likelihood: how well this batch explains the bids and
        plays. Batches drawn for one decision count in proportion to it, so a batch
        of poor candidates weighs little however it was resampled (together they
        are then one importance sample)."""
        tries = candidates or count * 3
        worlds: list[Hands] = []
        for _ in range(tries * 3):
            world = deal_one(self.view, rng, self.pool, self.counts, self.known)
            if world is not None:
                worlds.append(world)
                if len(worlds) >= tries:
                    break
        if not worlds:
            return [], -math.inf
        logs = self.log_weights(worlds)
        top = max(logs)
        weights = [math.exp(w - top) for w in logs]
        return _resample(worlds, weights, count, rng), top + math.log(sum(weights) / len(worlds))

    def log_weights(self, worlds: list[Hands]) -> list[float]:
        """Log-likelihood of the public bids and plays given each world's hands, with
        the Normal bot as the model of a sensible player: each trick between a bid
        and the model's bid for that hand costs LIKELIHOOD_STEP, each play the
        rollout policy would not have made there PLAY_STEP."""
        reading = self.reader is not None and self.reader.active
        if not self.bidders and not reading:
            return [0.0] * len(worlds)
        view, model, played, earlier, seen = self.view, self.model, self.played, self.earlier, self.seen
        everything = list(range(view.hand_size + 1))
        weights = []
        for world in worlds:
            log = 0.0
            for seat in self.bidders:
                key = (seat, *sorted(map(id, world[seat])))  # the same hidden cards, the same bid
                guess = seen.get(key)
                if guess is None:
                    hand = world[seat] + played[seat]
                    guess = model.bid(hand, earlier[seat])
                    if guess is None:
                        guess = bid_for(view.rules, hand, view.trump, view.players, view.hand_size,
                                        self.deck - Counter(hand), earlier[seat], everything)
                    seen[key] = guess
                log -= LIKELIHOOD_STEP * abs((view.bids[seat] or 0) - guess)
            if reading:
                assert self.reader is not None
                log -= PLAY_STEP * self.reader.misfits(world, undealt(self.unseen, world, view.seat))
            weights.append(log)
        return weights


def undealt(unseen: Counter[Card], hands: Hands, me: int) -> list[Card]:
    """The cards of a world nobody holds and nobody has seen (not dealt): the
    players of a rollout count them as possibly out against their cards, as a
    player must. ``unseen``: the cards seat ``me`` has not seen."""
    dealt = Counter(card for seat, hand in enumerate(hands) if seat != me for card in hand)
    return list((unseen - dealt).elements())


def _resample(worlds: list[Hands], weights: list[float], count: int,
              rng: random.Random) -> list[Hands]:
    """Systematic resampling: ``count`` worlds in proportion to their weights."""
    total = sum(weights)
    step = total / count
    start = rng.random() * step
    out: list[Hands] = []
    acc, index = weights[0], 0
    for k in range(count):
        target = start + k * step
        while acc < target and index < len(worlds) - 1:
            index += 1
            acc += weights[index]
        out.append(worlds[index])
    return out
