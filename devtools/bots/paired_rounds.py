"""``python -m devtools bench rounds``: two or more bots play the same rounds.

A tournament mixes play with bidding and with the luck of whole matches
(±0.3–0.4 points per round over 48 matches), so a small change of a bot's
play drowns in it. Here the hero seat of every round of a game (three Normal
players; the hero seat bids with the first bot named) is played out from the
first lead once per bot, only that seat's bot differing. Rounds where exactly
one of two bots makes its bid decide between them; two copies of Hard
(whose search stops on the clock) show the noise.
"""

from __future__ import annotations

import copy
import math
from typing import Any

from devtools.bots.tournament import bench_bot, let_see, run_tasks
from game.game import Game, Phase
from game.match import bot_seed, finish_round
from game.presets import preset

PLAYERS = 4

#: (points, made) of each hero bot, one entry per round.
Rounds = list[list[tuple[int, bool]]]


def play_game(heroes: list[str], deal: int) -> Rounds:
    """Every round of the game ``deal``, played from its first lead by each hero."""
    game = Game(preset("oh-pshaw"), PLAYERS, seed=deal)
    seat = deal % PLAYERS
    bidder = bench_bot(heroes[0], bot_seed(deal * 7, seat))  # bids for the hero seat
    let_see(bidder, game)
    table = [bench_bot("normal", bot_seed(deal * 7, s)) for s in range(PLAYERS)]
    out: Rounds = []
    while not game.is_over:
        tricks = game.round.tricks
        if game.phase is Phase.PLAY and len(tricks) == 1 and not tricks[0].plays:
            out.append([_play_round(game, hero, seat, deal) for hero in heroes])
        to_act = game.to_act
        assert to_act is not None
        bot = bidder if to_act == seat and game.phase is not Phase.PLAY else table[to_act]
        game.apply(bot.choose(game.view(to_act)))
    return out


def _play_round(game: Game, hero: str, seat: int, deal: int) -> tuple[int, bool]:
    """The hero's points and whether it made its bid, playing this round's cards as ``hero``."""
    trial = copy.deepcopy(game)
    number = trial.round.number
    bots = [bench_bot(hero if s == seat else "normal", bot_seed(deal * 7 + number, s))
            for s in range(PLAYERS)]
    let_see(bots[seat], trial)
    log = finish_round(trial, bots)
    bid = next(b.tricks for b in log.bids if b.seat == seat)
    assert log.scores is not None
    return log.scores[seat], log.tricks_won[seat] == bid


def _task(task: tuple[list[str], int]) -> Rounds:
    return play_game(*task)


def compare(heroes: list[str], games: int, workers: int = 2, first_deal: int = 1) -> dict[str, Any]:
    """Play ``games`` games and summarise each hero and each pair of heroes."""
    tasks = [(heroes, first_deal + d) for d in range(games)]
    results = run_tasks(_task, tasks, workers)
    rounds = [r for game in results for r in game]
    summary: dict[str, Any] = {"games": games, "rounds": len(rounds), "heroes": [], "pairs": []}
    for k, hero in enumerate(heroes):
        summary["heroes"].append({
            "hero": hero,
            "made": round(sum(r[k][1] for r in rounds) / len(rounds), 4),
            "points_per_round": round(sum(r[k][0] for r in rounds) / len(rounds), 3),
        })
    for a in range(len(heroes)):
        for b in range(a + 1, len(heroes)):
            only_a = sum(r[a][1] and not r[b][1] for r in rounds)
            only_b = sum(r[b][1] and not r[a][1] for r in rounds)
            summary["pairs"].append({"first": heroes[a], "second": heroes[b], "only_first": only_a,
                                     "only_second": only_b, "p": round(sign_test(only_a, only_b), 4)})
    return summary


def sign_test(wins: int, losses: int) -> float:
    """Two-sided sign test: the chance of a split at least this uneven from a fair coin."""
    n = wins + losses
    if n == 0:
        return 1.0
    low = min(wins, losses)
    tail = sum(math.comb(n, k) for k in range(low + 1)) / (1 << n)
    return min(1.0, 2 * tail)


def format_summary(summary: dict[str, Any]) -> str:
    """The summary as text."""
    lines = [f"{summary['rounds']} rounds of {summary['games']} games, the hero seat played by each bot:"]
    for h in summary["heroes"]:
        lines.append(f"  {h['hero']:<24} made {h['made']:.1%}  {h['points_per_round']:.2f} points/round")
    for p in summary["pairs"]:
        lines.append(f"  made by only {p['first']}: {p['only_first']}, only {p['second']}: "
                     f"{p['only_second']} (sign test p = {p['p']:.3f})")
    return "\n".join(lines)
