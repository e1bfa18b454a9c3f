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

from game.bots.knowledge import unseen_cards
from game.cards import Card
from game.view import SeatView

Hands = list[list[Card]]

#: Log-likelihood lost per trick between a bid made and the model's bid for a hand.
LIKELIHOOD_STEP = 1.1


def hand_counts(view: SeatView) -> list[int]:
    """How many cards each seat holds now."""
    played = Counter(seat for trick in (*view.tricks, view.trick) for seat, _ in trick)
    return [view.hand_size - played[s] for s in range(view.players)]


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


def sample_worlds(view: SeatView, rng: random.Random, count: int,
                  candidates: int | None = None) -> list[Hands]:
    """``count`` consistent deals, drawn again by how well they explain the bids.

    Returns a flat list of worlds (each a list of hands by seat).
    """
    counts = hand_counts(view)
    known = [view.known_cards(s) if s != view.seat else [] for s in range(view.players)]
    pool_counter = unseen_cards(view) - Counter(c for hand in known for c in hand)
    pool = list(pool_counter.elements())
    pool.sort(key=str)  # a fixed order, so the rng alone decides the worlds
    tries = candidates or count * 3
    worlds: list[Hands] = []
    for _ in range(tries * 3):
        world = deal_one(view, rng, pool, counts, known)
        if world is not None:
            worlds.append(world)
            if len(worlds) >= tries:
                break
    if not worlds:
        return []
    weights = _bid_weights(view, worlds)
    return _resample(worlds, weights, count, rng)


def _bid_weights(view: SeatView, worlds: list[Hands]) -> list[float]:
    """Likelihood of the public bids given each world's hands at bidding time,
    with the Normal bot's bidding as the model of a sensible bidder: each trick
    between a bid and the model's bid for that hand costs LIKELIHOOD_STEP."""
    bidders = [s for s in range(view.players) if s != view.seat and view.bids[s] is not None]
    if not bidders or view.rules.card_bidding:
        return [1.0] * len(worlds)
    from game.bots.normal import bid_for  # normal is built on this package too

    played: dict[int, list[Card]] = {s: [] for s in range(view.players)}
    for trick in (*view.tricks, view.trick):
        for seat, card in trick:
            played[seat].append(card)
    deck = unseen_cards(view) + Counter(view.hand) + Counter(view.played)
    eldest = (view.dealer + 1) % view.players
    order = [(eldest + i) % view.players for i in range(view.players)]
    everything = list(range(view.hand_size + 1))
    simultaneous = view.rules.simultaneous_bidding
    weights = []
    for world in worlds:
        log = 0.0
        for seat in bidders:
            hand = world[seat] + played[seat]
            earlier = [] if simultaneous else [view.bids[s] or 0 for s in
                                               order[:order.index(seat)]]
            model = bid_for(view.rules, hand, view.trump, view.players, view.hand_size,
                            deck - Counter(hand), earlier, everything)
            log -= LIKELIHOOD_STEP * abs((view.bids[seat] or 0) - model)
        weights.append(log)
    top = max(weights)
    return [math.exp(w - top) for w in weights]


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
