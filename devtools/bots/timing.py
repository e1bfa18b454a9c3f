"""How long a level takes a decision in the game, where it searches on the clock.

The benchmarks give searching bots a node budget, so their strength does not
depend on the machine's load; the game gives them a time budget (Hard 130 ms,
Expert 1 s) and this measures what a player waits: the level sits in seat 0
of Oh Pshaw games against three Normal players and every decision with a
choice is timed by the clock, with the machine's load average before and after.
For a searching level it also counts the rollouts each decision's time bought,
in all and by the round's hand size (a rollout of a long round costs more, so
the same time buys a third as many at 13 cards as at 2): the benchmarks' node
budgets (``bench_nodes``, ``bid_nodes``) are set by them, on an idle machine.

    python -m devtools.bots.timing expert --games 2
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import time
from typing import Any

from game.bots import make_bot
from game.game import Game, Phase
from game.match import bot_seed
from game.presets import preset


def decision_times(level: str, games: int, first_deal: int = 1) -> dict[str, Any]:
    """Clock times (ms) of ``level``'s bids and plays over ``games`` games, and the load."""
    load_before = os.getloadavg()
    bids: list[float] = []
    plays: list[float] = []
    rollouts: dict[str, list[float]] = {"bid": [], "play": []}
    by_size: dict[str, dict[int, list[float]]] = {"bid": {}, "play": {}}
    for deal in range(first_deal, first_deal + games):
        game = Game(preset("oh-pshaw"), 4, seed=deal)
        bots = [make_bot(level if s == 0 else "normal", bot_seed(deal, s)) for s in range(4)]
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            spent = (time.perf_counter() - start) * 1000
            if seat == 0 and len(view.legal) > 1:
                (bids if view.phase is Phase.BID else plays).append(spent)
                if hasattr(bots[0], "rollouts"):
                    phase = "bid" if view.phase is Phase.BID else "play"
                    rollouts[phase].append(bots[0].rollouts)
                    by_size[phase].setdefault(view.hand_size, []).append(bots[0].rollouts)
            game.apply(action)
    return {"level": level, "games": games, "bid_ms": _spread(bids), "play_ms": _spread(plays),
            "all_ms": _spread(bids + plays),
            "rollouts": {phase: _spread(counts) for phase, counts in rollouts.items() if counts},
            "rollouts_by_hand_size": {phase: {size: statistics.median(counts[size])
                                              for size in sorted(counts)}
                                      for phase, counts in by_size.items() if counts},
            "load_before": [round(x, 2) for x in load_before],
            "load_after": [round(x, 2) for x in os.getloadavg()]}


def _spread(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0, "median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"n": len(ordered), "median": round(statistics.median(ordered), 3), "p95": round(p95, 3),
            "max": round(ordered[-1], 3)}


def main(argv: list[str] | None = None) -> int:
    """Print the decision times of a level as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("level", help="a level: hard, expert, normal, …")
    parser.add_argument("--games", type=int, default=2, help="games to time (default 2)")
    args = parser.parse_args(argv)
    print(json.dumps(decision_times(args.level, args.games)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
