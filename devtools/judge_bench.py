"""``python -m devtools bench judge``: can a learner trust what the judge charges a card?

Three measures on full 13-round 4-player Oh Pshaw games (the same games every
time: fixed seeds, and fixed node budgets, so a busy machine measures the same):

- **second opinion**: every card decision of games of four Normal bots, where the
  judge's own choice (the best card the review shows there) is played, judged again
  with other random numbers (a judge of another salt). A judge that knows what it says charges its own choice
  nearly nothing; what it does charge is its noise.
- **four Normal**: what the judge charges four Normal bots a card (and a bid).
- **Hard and three Random**: what it charges each a card and a bid. Random plays
  any legal card, so it should be charged several times what Hard is.

Losses are per card played (forced cards included, as a player's game holds them)
and per bid; each also per decision the judge weighed (a choice).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.analysis import Judge
from game.analysis.decisions import RATED_KINDS, Kind, decisions
from game.analysis.judge import Rating, rate_game
from game.game import Game
from game.match import play_match
from game.presets import preset

#: Targets of the three measures (per card played).
TARGETS = {"second_opinion": 0.03, "four_normal": 0.15, "random_over_hard": 4.0}
#: Where the games' seeds start: four Normal games ``NORMAL_SEED + i``; Hard and Random
#: games ``RANDOM_SEED + i``.
NORMAL_SEED = 1
RANDOM_SEED = 7000


def bench_judge(games: int) -> dict[str, Any]:
    """The three measures over ``games`` games of each table."""
    start = time.process_time()
    normal = [play_match(preset("oh-pshaw"), ["normal"] * 4, NORMAL_SEED + i).game
              for i in range(games)]
    second = second_opinion(normal)
    four = _losses([r for game in normal for r in rate_game(game, Judge())], range(4))
    mixed = [_hard_and_random(RANDOM_SEED + i) for i in range(games)]
    ratings = [r for game in mixed for r in rate_game(game, Judge())]
    hard, random_ = _losses(ratings, [0]), _losses(ratings, [1, 2, 3])
    ratio = random_["a_card"] / hard["a_card"] if hard["a_card"] > 0 else float("inf")
    return {"games": games, "second_opinion": second, "four_normal": four,
            "hard": hard, "random": random_, "random_over_hard": ratio,
            "targets": TARGETS, "cpu_s": time.process_time() - start}


def second_opinion(games: Sequence[Game]) -> dict[str, float]:
    """Every card decision of ``games``: the loss a second judge (other random numbers)
    charges the first judge's choice there, per card played and per card weighed."""
    first, second = Judge(salt=1), Judge(salt=2)
    total = cards = weighed = 0.0
    for game in games:
        valued: set[tuple[int, int]] = set()
        for decision in decisions(game):
            key = (decision.round_number, decision.seat)
            is_first = decision.kind in RATED_KINDS and key not in valued
            valued.add(key)
            if decision.kind is not Kind.PLAY:
                continue
            cards += 1
            choice = first.rate(decision, is_first).best  # the best the review shows
            if choice is None:
                continue
            rating = second.rate(replace(decision, action=choice), is_first)
            weighed += bool(rating.estimates)
            total += rating.loss
    return {"a_card": total / max(1.0, cards), "a_card_weighed": total / max(1.0, weighed),
            "cards": cards, "weighed": weighed}


def _losses(ratings: Sequence[Rating], seats: Sequence[int] | range) -> dict[str, float]:
    """Loss per card and per bid of ``seats`` (and per weighed card), with the noise."""
    cards = [r for r in ratings if r.seat in seats and r.kind is Kind.PLAY]
    bids = [r for r in ratings if r.seat in seats and r.kind is Kind.BID]
    weighed = [r for r in cards if r.estimates]
    lost = sum(r.loss for r in cards)
    return {"a_card": lost / max(1, len(cards)), "a_card_weighed": lost / max(1, len(weighed)),
            "a_bid": sum(r.loss for r in bids) / max(1, len(bids)),
            "noise_a_card": sum(r.noise for r in weighed) / max(1, len(weighed)),
            "cards": len(cards), "weighed": len(weighed), "bids": len(bids)}


def _hard_and_random(seed: int) -> Game:
    """A game of Hard (seat 0, its benchmark node budget) and three Random players."""
    from game.bots import HardBot, make_bot

    game = Game(preset("oh-pshaw"), 4, seed)
    bots = [HardBot(seed * 4, nodes=HardBot.bench_nodes)] + [make_bot("random", seed * 4 + s)
                                                              for s in (1, 2, 3)]
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def format_judge(result: dict[str, Any]) -> str:
    """The figures as lines for a terminal."""
    t = result["targets"]
    s, f, h, r = result["second_opinion"], result["four_normal"], result["hard"], result["random"]
    return "\n".join([
        f"the judge on {result['games']} 13-round Oh Pshaw games of each table "
        f"({result['cpu_s']:.0f} s CPU); losses per card played (per card weighed):",
        f"  second opinion, the judge's own choice: {s['a_card']:.3f} ({s['a_card_weighed']:.3f}) "
        f"over {s['cards']:.0f} cards; target <= {t['second_opinion']}",
        f"  four Normal: {f['a_card']:.3f} ({f['a_card_weighed']:.3f}) a card, {f['a_bid']:.2f} a bid; "
        f"target <= {t['four_normal']} a card",
        f"  Hard and three Random: Hard {h['a_card']:.3f} ({h['a_card_weighed']:.3f}) a card, "
        f"{h['a_bid']:.2f} a bid; Random {r['a_card']:.3f} ({r['a_card_weighed']:.3f}) a card, "
        f"{r['a_bid']:.2f} a bid",
        f"  Random's loss a card over Hard's: {result['random_over_hard']:.1f}x; "
        f"target >= {t['random_over_hard']}x",
        f"  noise a weighed card: four Normal {f['noise_a_card']:.3f}, Hard {h['noise_a_card']:.3f}, "
        f"Random {r['noise_a_card']:.3f}"])
