"""The deal chain (game/bots/reading/chain.py) draws the deals a seat can imagine in
proportion to how well they explain the bids and plays seen: checked against every
deal of a position small enough to count them all."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Iterator

from game.bots.levels.easy import EasyBot
from game.bots.reading.chain import DealChain
from game.bots.reading.sampling import Sampler
from game.bots.reading.seat_model import SeatModels
from game.game import Game, Phase
from game.presets import preset


def late_sampler() -> Sampler:
    """Seat 0's sampler with four cards left in every hand of the last (13-card) round of
    a game of four Easy players: twelve unseen cards, 350 deals with the voids shown."""
    game = Game(preset("oh-pshaw"), 4, seed=3)
    bots = [EasyBot(seed) for seed in range(4)]
    while True:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if (seat == 0 and view.phase is Phase.PLAY and view.hand_size == 13 and len(view.hand) == 4
                and not view.trick):
            return Sampler(view, SeatModels().chances(view))
        game.apply(bots[seat].choose(view))


def every_deal(hands: list[int], seats: list[int], sampler: Sampler, left: set[int]) -> Iterator[list[int]]:
    """Every way to give the ``seats`` their missing cards out of ``left``, voids kept."""
    if not seats:
        yield hands
        return
    seat, rest = seats[0], seats[1:]
    for chosen in itertools.combinations(sorted(left), sampler.need[seat]):
        mask = sum(1 << i for i in chosen)
        if not mask & sampler.void[seat]:
            mine = list(hands)
            mine[seat] |= mask
            yield from every_deal(mine, rest, sampler, left - set(chosen))


def holdings(sampler: Sampler, deals: Iterator[tuple[list[int], float]]) -> dict[tuple[int, int], float]:
    """For every other seat and unseen card, the weighted share of ``deals`` in which it holds it."""
    shares: Counter[tuple[int, int]] = Counter()
    total = 0.0
    for hands, weight in deals:
        total += weight
        for seat in sampler.order:
            for idx in sampler.pool:
                if hands[seat] >> idx & 1:
                    shares[seat, idx] += weight
    return {(seat, idx): shares[seat, idx] / total for seat in sampler.order for idx in sampler.pool}


def test_the_chain_draws_deals_as_often_as_they_explain_the_table() -> None:
    sampler = late_sampler()
    assert len(sampler.pool) == 12 and any(sampler.void)
    seats = [s for s in sampler.order if sampler.need[s] > 0]
    exact = holdings(sampler, ((hands, math.exp(sampler.explain(hands, 0)[1]))
                               for hands in every_deal(list(sampler.known), seats, sampler,
                                                       set(sampler.pool))))
    assert sum(0.1 < share < 0.9 for share in exact.values()) >= 4  # not a foregone deal

    chain = DealChain(sampler, random.Random(4))
    chain.run(100)

    def walk() -> Iterator[tuple[list[int], float]]:
        for _ in range(8000):
            chain.run(5)
            deal = chain.deal()
            assert all(not deal.hands[s] & sampler.void[s] for s in seats)
            yield deal.hands, 1.0

    drawn = holdings(sampler, walk())
    assert max(abs(drawn[key] - exact[key]) for key in exact) < 0.04
    assert chain.moved > 0.03 * chain.steps
