"""How well the search's rollouts predict real play: a figure for ``bench bots``.

Hard scores its options by finishing the round in sampled deals with the
rollout policy of :mod:`game.bots.search.rollout`; the better that policy foresees how
the players at the table will actually play, the better its estimates. Here
Normal bots play Oh Pshaw games; at the first and fourth trick of every round
the true deal is handed to a rollout, and its tricks per seat are compared
with what the Normal bots went on to take. For scale, the same round is also
finished by Normal bots with other seeds: Normal's lookahead decides in deals
it imagines at random, so not even a copy of it foresees its play every time.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

from game.bots.levels.normal import NormalBot
from game.bots.search.fast import Layout, World
from game.bots.search.rollout import greedy_playout
from game.cards import make_deck
from game.game import Game, Phase
from game.match import finish_round
from game.presets import preset

PLAYERS = 4


def rollout_fidelity(games: int = 100, seed: int = 5000) -> dict[str, float]:
    """``tricks_off``: mean |rollout tricks − real tricks| per seat and round;
    ``made_agree``: share of seats whose made-or-missed the rollout got right;
    ``replica_off``, ``replica_agree``: the same for Normal bots of other seeds
    finishing the round (what any model of Normal's play can hope for)."""
    rules = preset("oh-pshaw")
    layout = Layout.for_deck(rules.deck, 1)
    full = Counter(make_deck(rules.deck, 1))
    off = agree = seats = replica_off = replica_agree = 0
    for number in range(games):
        game = Game(rules, PLAYERS, seed=seed + number)
        bots = [NormalBot(seed=number * 10 + s) for s in range(PLAYERS)]
        guesses: list[tuple[int, list[int], list[int], list[int]]] = []  # round, rollout, replica, bids
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if (view.phase is Phase.PLAY and not view.trick and len(view.tricks) in (0, 3)
                    and view.hand_size >= 4):
                hands = [list(h) for h in game.state.hands]
                ghost = full - Counter(c for h in hands for c in h) - Counter(view.played)
                if view.turn_up is not None:
                    ghost[view.turn_up] -= 1
                world = World.from_cards(layout, hands, view.trump, rules.must_trump, view.leader,
                                         (), view.tricks_won, list((+ghost).elements()))
                bids = [b or 0 for b in view.bids]
                predicted = greedy_playout(world, random.Random(number), bids, explore=0.0)
                guesses.append((game.round.number, predicted, _replica(game, number), bids))
            game.apply(bots[seat].choose(view))
        final = {rnd.number: rnd.tricks_won for rnd in game.rounds if rnd.scores is not None}
        for number_, predicted, replica, bids in guesses:
            real = final[number_]
            for s in range(PLAYERS):
                made = real[s] == bids[s]
                off += abs(predicted[s] - real[s])
                agree += (predicted[s] == bids[s]) == made
                replica_off += abs(replica[s] - real[s])
                replica_agree += (replica[s] == bids[s]) == made
                seats += 1
    return {"tricks_off": round(off / seats, 3), "made_agree": round(agree / seats, 4),
            "replica_off": round(replica_off / seats, 3),
            "replica_agree": round(replica_agree / seats, 4), "seats": seats}


def _replica(game: Game, number: int) -> list[int]:
    """The tricks each seat takes when Normal bots of other seeds finish the round."""
    bots = [NormalBot(seed=7919 + number * 10 + s + 1000 * len(game.round.tricks))
            for s in range(PLAYERS)]
    return list(finish_round(copy.deepcopy(game), bots).tricks_won)
