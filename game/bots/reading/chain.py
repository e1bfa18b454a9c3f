"""Deals drawn by a Markov chain that walks from one likely deal to the next.

Deals drawn at random and then weighed by how well they explain the bids and
plays waste nearly every draw once the other seats have shown much: in the
second half of a long round against Easy players, 200 random deals carry
about five deals' worth of weight, and a batch of sixteen is one or two deals
repeated (docs/notes/bot-strength-2026.md, "the deal chain").

A deal's likelihood is a product of one factor per seat: a seat's bid and
plays answer its own hand and what was public (:meth:`Sampler.seat_explain`).
So :class:`DealChain` is a Metropolis chain over the deals the seat can
imagine: a step swaps one unknown card of a hand with one of another hand or
of the undealt cards, respecting the voids shown, and keeps the swap with
the chance the two new hands' factors give against the old ones. Its deals
come in proportion to their likelihood, each with the same weight.
"""

from __future__ import annotations

import math
import random

from game.bots.reading.sampling import Deal, Sampler

#: Random deals the chain starts from the likeliest of.
STARTS = 16
#: Steps before the first deal, and between two deals.
BURN_IN = 60
THIN = 4

GHOST = -1  # the undealt cards, as a place a card can be


class DealChain:
    """One decision's walk over the deals ``sampler`` can draw."""

    def __init__(self, sampler: Sampler, rng: random.Random) -> None:
        self.sampler, self.rng = sampler, rng
        self.hands: list[int] = []
        self.ghost = 0
        best, tried = -math.inf, 0
        for _ in range(STARTS * 3):
            drawn = sampler.deal(rng)
            if drawn is None:
                continue
            hands, ghost = drawn
            _, total = sampler.explain(hands, ghost)
            if total > best:
                best, self.hands, self.ghost = total, hands, ghost
            tried += 1
            if tried == STARTS:
                break
        #: Each other seat's log-likelihood factor for the hand it holds now.
        self.logs: dict[int, float] = {}
        if self.hands:
            self.logs = {seat: sampler.seat_explain(seat, self.hands[seat])[1] for seat in sampler.order}
        # where a card may move: the seats with unknown cards, and the undealt cards
        self.places = [seat for seat in sampler.order if sampler.need[seat] > 0]
        if self.ghost:
            self.places.append(GHOST)
        self.steps = self.moved = 0

    def __bool__(self) -> bool:
        """Whether any deal fits what the seat knows."""
        return bool(self.hands)

    def free(self, place: int) -> int:
        """The cards at ``place`` that may move (not known to be there)."""
        if place == GHOST:
            return self.ghost
        return self.hands[place] & ~self.sampler.known[place]

    def allowed(self, place: int) -> int:
        """The cards ``place`` may hold as far as voids go (a mask; the undealt cards: any)."""
        return -1 if place == GHOST else ~self.sampler.void[place]

    def run(self, steps: int) -> None:
        """Walk ``steps`` steps. A step picks one movable card at random, then one of the
        cards elsewhere it may trade places with (voids kept), and makes the trade with
        the Metropolis-Hastings chance: the two hands' new factors against the old, times
        how many trades each way there were to choose from."""
        places = self.places
        if len(places) < 2:
            return  # one place for every unknown card: the deal is known
        rng, sampler = self.rng, self.sampler
        free = [self.free(p) for p in places]
        allowed = [self.allowed(p) for p in places]
        total = sum(f.bit_count() for f in free)
        for _ in range(steps):
            self.steps += 1
            k = int(rng.random() * total)
            a = 0
            while k >= free[a].bit_count():
                k -= free[a].bit_count()
                a += 1
            x = _nth_bit(free[a], k)
            ahead = _trades(free, allowed, a, x)
            if not ahead:
                continue
            y = _nth_bit(ahead, int(rng.random() * ahead.bit_count()))
            b = next(i for i, f in enumerate(free) if f & y)
            after = list(free)
            after[a], after[b] = free[a] ^ x ^ y, free[b] ^ y ^ x
            back = _trades(after, allowed, a, y)
            change = math.log(ahead.bit_count() / back.bit_count())
            new: list[tuple[int, int, float]] = []
            for i, out, into in ((a, x, y), (b, y, x)):
                place = places[i]
                if place == GHOST:
                    continue
                hand = self.hands[place] ^ out ^ into
                log = sampler.seat_explain(place, hand)[1]
                change += log - self.logs[place]
                new.append((place, hand, log))
            if change < 0 and rng.random() >= math.exp(change):
                continue
            for place, hand, log in new:
                self.hands[place], self.logs[place] = hand, log
            if GHOST in (places[a], places[b]):
                self.ghost ^= x | y
            free = after
            self.moved += 1

    def deal(self) -> Deal:
        """The chain's deal now, each seat's style drawn from its chances given its hand."""
        sampler = self.sampler
        logs = [sampler.seat_explain(seat, self.hands[seat])[0] if seat in self.logs else []
                for seat in range(len(self.hands))]
        return Deal(list(self.hands), self.ghost, sampler.draw_styles(logs, self.rng))


def _nth_bit(mask: int, k: int) -> int:
    """The ``k``-th lowest set bit of ``mask``, as a mask."""
    while k:
        mask &= mask - 1
        k -= 1
    return mask & -mask


def _trades(free: list[int], allowed: list[int], a: int, x: int) -> int:
    """The cards the card ``x`` of place ``a`` may trade places with: movable cards of the
    other places that may take ``x``, that place ``a`` may take."""
    out = 0
    for i, cards in enumerate(free):
        if i != a and allowed[i] & x:
            out |= cards
    return out & allowed[a]
