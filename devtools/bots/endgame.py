"""``python -m devtools bench endgame --deals N``: does playing to win the game win more?

Each deal is a game seed. Its game is played by bots of several levels up to the
start of its second-to-last round — a real score position, with the gaps bots
leave — alternately Oh Pshaw and Oh Hell, four players. The last two rounds are
then played eight times from that position: the hero in each seat, once as plain
Hard (the best expected points of the round, always) and once as score-aware
Hard (:mod:`game.bots.search.winning`), both on Hard's node budget, the other
seats played on by the bots that sat there. The same seeds deal the same cards
and give every bot the same luck in both runs, so the two are paired: the
difference of a deal is the mean over its four seats of the aware hero's win
minus the plain hero's (a shared win counts as a share), and its 95% interval
comes from the spread of those differences over the deals.

The hero's points in the two rounds are kept too: the score-aware bot plays the
earlier rounds as the plain one does, so the difference of its points there, over
a game's rounds, is what playing to win costs in points per round over whole games.
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from devtools.bots.tournament import run_tasks
from game.actions import Action
from game.bots import Bot, HardBot, make_bot
from game.game import Game
from game.presets import preset
from game.stable_random import derived_seed

PLAYERS = 4
PRESETS = ("oh-pshaw", "oh-hell")
#: The players of the games the positions come from, seat by seat, a table a deal in turn:
#: Easy, Normal and Hard (on a quarter of its node budget, so a position costs seconds).
TABLES = (("normal", "hard", "easy", "normal"), ("easy", "normal", "normal", "hard"),
          ("hard", "easy", "normal", "normal"), ("normal", "normal", "hard", "easy"),
          ("normal", "easy", "normal", "normal"))
LEAD_NODES = HardBot.bench_nodes // 4


class PlainHard(HardBot):
    """Hard as it was: the round's expected points to the end of the game."""

    score_aware = False


@dataclass
class DealResult:
    """One deal: per seat, the hero's win share and points in the last two rounds."""

    deal: int
    preset: str
    totals: list[int]  # before the second-to-last round
    plain_win: list[float]
    aware_win: list[float]
    plain_points: list[int]
    aware_points: list[int]
    rounds: int  # the game's scheduled rounds


def _bot(level: str, seed: int) -> Bot:
    if level == "hard":
        bot: Bot = HardBot(seed, nodes=LEAD_NODES)
        return bot
    return make_bot(level, seed)


def position(deal: int) -> tuple[Game, list[str]]:
    """The game of ``deal`` at the start of its second-to-last round, and its players."""
    rules = preset(PRESETS[deal % len(PRESETS)])
    levels = list(TABLES[deal % len(TABLES)])
    game = Game(rules, PLAYERS, deal)
    bots = [_bot(level, derived_seed(f"endgame:{deal}:{seat}")) for seat, level in enumerate(levels)]
    start = game.scheduled_rounds - 1
    while game.round.number < start:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game, levels


def finish(game: Game, levels: list[str], hero: int, aware: bool, deal: int) -> tuple[float, int]:
    """Play ``game`` (a copy) to its end with the hero in seat ``hero``: its win share and
    its points in the rounds played."""
    again = Game(game.rules, game.players, game.seed, game.shuffle)
    for _, done in game.log:
        again.apply(done)
    before = again.totals[hero]
    hero_seed = derived_seed(f"endgame-hero:{deal}:{hero}")
    bots: list[Bot] = [_bot(level, derived_seed(f"endgame-end:{deal}:{seat}"))
                       for seat, level in enumerate(levels)]
    bots[hero] = (HardBot if aware else PlainHard)(hero_seed, nodes=HardBot.bench_nodes)
    while not again.is_over:
        seat = again.to_act
        assert seat is not None
        action: Action = bots[seat].choose(again.view(seat))
        again.apply(action)
    share = 1.0 / len(again.winners) if hero in again.winners else 0.0
    return share, again.totals[hero] - before


def play_deal(deal: int) -> DealResult:
    """One deal's position, and its last two rounds eight times."""
    game, levels = position(deal)
    result = DealResult(deal, game.rules.preset, list(game.totals), [], [], [], [],
                        game.scheduled_rounds)
    for hero in range(PLAYERS):
        for aware, wins, points in ((False, result.plain_win, result.plain_points),
                                    (True, result.aware_win, result.aware_points)):
            share, gained = finish(game, levels, hero, aware, deal)
            wins.append(share)
            points.append(gained)
    return result


def summarise(results: list[DealResult]) -> dict[str, Any]:
    """Both win rates, their paired difference with its 95% interval, and what playing to
    win costs in points per round over whole games (with its interval)."""
    n = len(results)
    plain = sum(sum(r.plain_win) for r in results) / (PLAYERS * n)
    aware = sum(sum(r.aware_win) for r in results) / (PLAYERS * n)
    diffs = [(sum(r.aware_win) - sum(r.plain_win)) / PLAYERS for r in results]
    costs = [(sum(r.aware_points) - sum(r.plain_points)) / PLAYERS / r.rounds for r in results]
    return {"deals": n, "plain_win_rate": round(plain, 4), "aware_win_rate": round(aware, 4),
            "difference": round(statistics.fmean(diffs), 4), "ci95": _interval(diffs),
            "points_per_round_change": round(statistics.fmean(costs), 3),
            "points_ci95": _interval(costs), "differing_seats": sum(
                a != p for r in results for a, p in zip(r.aware_win, r.plain_win, strict=True))}


def _interval(values: list[float]) -> list[float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return [round(mean - half, 4), round(mean + half, 4)]


def endgame(deals: int, workers: int = 2, first_deal: int = 1,
            save: Path | None = None) -> list[DealResult]:
    """The deals ``first_deal`` on, ``workers`` processes at a time; ``save``: add each
    deal's result to that file as a JSON line as soon as it is played."""
    def keep(_index: int, result: DealResult) -> None:
        if save is not None:
            with save.open("a", encoding="utf-8") as out:
                out.write(json.dumps(asdict(result)) + "\n")
    return run_tasks(play_deal, list(range(first_deal, first_deal + deals)), workers, keep)


def read_saved(path: Path) -> list[DealResult]:
    """The deals saved in ``path`` by :func:`endgame` (one result a deal: the last kept)."""
    found: dict[int, DealResult] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            result = DealResult(**json.loads(line))
            found[result.deal] = result
    return [found[k] for k in sorted(found)]


def format_endgame(figures: dict[str, Any]) -> str:
    """The summary as text."""
    low, high = figures["ci95"]
    plow, phigh = figures["points_ci95"]
    return "\n".join([
        f"last two rounds of {figures['deals']} games (4 players, Oh Pshaw and Oh Hell), "
        "the hero in every seat, paired:",
        f"  plain Hard wins        {figures['plain_win_rate']:.1%}",
        f"  score-aware Hard wins  {figures['aware_win_rate']:.1%}",
        f"  difference             {figures['difference']:+.1%}  (95%: {low:+.1%} to {high:+.1%})",
        f"  points per round over whole games: {figures['points_per_round_change']:+.3f} "
        f"(95%: {plow:+.3f} to {phigh:+.3f})",
        f"  seats where the outcome differs: {figures['differing_seats']}"])
