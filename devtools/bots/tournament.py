"""``python -m devtools bench bots``: a tournament on duplicate deals.

One hero level against three copies of an opponent level (or a mixed table,
``a+b+c``), 4-player Oh Pshaw matches. Every deal (a game seed) is played four
times with the hero in each seat, so the cards' luck cancels out. Searching
bots decide by a node budget (their ``bench_nodes`` rollouts a decision, about
what their time buys on an idle machine), so a busy machine measures the same
strength. Reports points per round with a 95% confidence interval, bid
accuracy, match win rate, and the hero's decision times for bidding and play.
"""

from __future__ import annotations

import gc
import math
import statistics
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any, TypeVar

from devtools.bots.ceilings import CEILINGS
from game.bots import LEVELS, Bot, make_bot
from game.game import Game, Phase
from game.match import bot_seed
from game.presets import preset

PLAYERS = 4

Task = TypeVar("Task")
Result = TypeVar("Result")


@dataclass
class MatchResult:
    """The hero's figures from one match."""

    points: int
    rounds: int
    made: int
    won: bool
    bid_ms: list[float] = field(default_factory=list)
    play_ms: list[float] = field(default_factory=list)


def bench_bot(spec: str, seed: int) -> Bot:
    """A bot for the benchmarks: a searching level or ceiling with its node budget, any
    other as in play."""
    cls = LEVELS.get(spec) or CEILINGS.get(spec)
    nodes = getattr(cls, "bench_nodes", None)
    if cls is not None and nodes is not None:
        bot: Bot = cls(seed, nodes=nodes)
        return bot
    return make_bot(spec, seed)


def table_of(opponent: str) -> list[str]:
    """The three other seats of a table: ``normal`` is three Normal players,
    ``easy+grabber+wild`` one of each (in that order after the hero)."""
    names = opponent.split("+")
    return names * 3 if len(names) == 1 else names


def play_one(hero: str, opponent: str, deal: int, hero_seat: int) -> MatchResult:
    """One match of deal ``deal`` with the hero in ``hero_seat``."""
    game = Game(preset("oh-pshaw"), PLAYERS, seed=deal)
    others = table_of(opponent)
    specs = [hero if s == hero_seat else others[(s - hero_seat - 1) % PLAYERS]
             for s in range(PLAYERS)]
    bots = [bench_bot(spec, bot_seed(deal * 7 + hero_seat, s)) for s, spec in enumerate(specs)]
    for bot in bots:
        let_see(bot, game)
    result = MatchResult(0, 0, 0, False)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        spent = (time.perf_counter() - start) * 1000
        if seat == hero_seat:
            (result.bid_ms if view.phase is Phase.BID else result.play_ms).append(spent)
        game.apply(action)
    for rnd in game.rounds:
        if rnd.scores is None:
            continue
        bid = next(b.tricks for b in rnd.bids if b.seat == hero_seat)
        result.points += rnd.scores[hero_seat]
        result.rounds += 1
        result.made += bid == rnd.tricks_won[hero_seat]
    result.won = game.winners == [hero_seat]
    return result


def let_see(bot: object, game: Game) -> None:
    """Show ``game``'s hands to a bot that asks to see them (the Clairvoyant only)."""
    if hasattr(bot, "peek"):
        bot.peek = lambda g=game: [list(h) for h in g.state.hands]


#: Bots that decide in a few milliseconds. A pairing of these alone runs in one
#: process: on a two-core machine two busy workers leave no core for anything
#: else, and whatever else runs then lands inside their decisions' timings.
QUICK_BOTS = frozenset({"random", "easy", "normal", "grabber", "ducker", "wild"})


def default_workers(hero: str, opponent: str) -> int:
    """Processes for a pairing: 1 for quick bots only (their timings are then their
    own, and 200 matches take under a minute), else 2 (searching bots: 200 matches in
    about 17 minutes)."""
    quick = hero in QUICK_BOTS and all(name in QUICK_BOTS for name in table_of(opponent))
    return 1 if quick else 2


def run_tasks(work: Callable[[Task], Result], tasks: list[Task], workers: int,
              done: Callable[[int, Result], None] | None = None) -> list[Result]:
    """``work`` over ``tasks`` in order, in ``workers`` processes (1: here). ``done`` is
    told each result (its task's index, then the result) as soon as it is there, in
    whatever order they finish, so a run cut short has handed over all it finished. A
    worker freezes what it starts with (modules, tables) out of the collector's sight,
    so a full collection scans only what the games made: otherwise one costs 5-10 ms
    and lands in a Normal decision now and then. With one worker the work runs here,
    frozen the same way (a core is then left to the rest of the machine)."""
    if workers <= 1:
        gc.freeze()
        try:
            results = []
            for k, task in enumerate(tasks):
                results.append(work(task))
                if done is not None:
                    done(k, results[-1])
            return results
        finally:
            gc.unfreeze()
    found: dict[int, Result] = {}
    with ProcessPoolExecutor(max_workers=workers, initializer=gc.freeze) as pool:
        index = {pool.submit(work, task): k for k, task in enumerate(tasks)}
        for future in as_completed(index):
            k = index[future]
            found[k] = future.result()
            if done is not None:
                done(k, found[k])
    return [found[k] for k in range(len(tasks))]


def _play_task(task: tuple[str, str, int, int]) -> MatchResult:
    return play_one(*task)


def _times(values: list[float]) -> dict[str, float]:
    if not values:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"median": round(statistics.median(ordered), 2), "p95": round(p95, 2),
            "max": round(ordered[-1], 2)}


def pairing(hero: str, opponent: str, matches: int, workers: int = 2,
            first_deal: int = 1) -> dict[str, Any]:
    """Play ``matches`` matches (rounded up to whole duplicate sets of four) and summarise."""
    return summarise(hero, opponent, play_pairing(hero, opponent, matches, workers, first_deal))


def play_pairing(hero: str, opponent: str, matches: int, workers: int = 2,
                 first_deal: int = 1,
                 done: Callable[[int, int, MatchResult], None] | None = None) -> list[MatchResult]:
    """The hero's figures of every match, in the order of the deals and seats; ``done``
    is told each match as it ends (its deal, the hero's seat, the figures)."""
    deals = math.ceil(matches / PLAYERS)
    tasks = [(hero, opponent, first_deal + d, seat) for d in range(deals)
             for seat in range(PLAYERS)]
    return run_tasks(_play_task, tasks, workers, None if done is None else
                     lambda k, result: done(tasks[k][2], tasks[k][3], result))


def summarise(hero: str, opponent: str, results: list[MatchResult]) -> dict[str, Any]:
    """The figures of a pairing's matches."""
    per_match = [r.points / r.rounds for r in results]
    mean = statistics.fmean(per_match)
    half = 1.96 * statistics.stdev(per_match) / math.sqrt(len(per_match)) if len(per_match) > 1 else 0
    rounds = sum(r.rounds for r in results)
    return {
        "hero": hero,
        "opponent": opponent,
        "matches": len(results),
        "points_per_round": round(mean, 3),
        "ci95": [round(mean - half, 3), round(mean + half, 3)],
        "bid_accuracy": round(sum(r.made for r in results) / rounds, 4),
        "win_rate": round(sum(r.won for r in results) / len(results), 4),
        "decision_ms": {
            "bid": _times([t for r in results for t in r.bid_ms]),
            "play": _times([t for r in results for t in r.play_ms]),
        },
    }


DEFAULT_PAIRINGS = ("easy:normal", "normal:normal", "hard:normal", "clairvoyant:normal",
                    "normal:easy")


def parse_pairings(text: str | None) -> list[tuple[str, str]]:
    """``"hard:normal,normal:easy"`` → pairs; levels are checked by name."""
    out = []
    for item in (text.split(",") if text else DEFAULT_PAIRINGS):
        hero, sep, opponent = item.strip().partition(":")
        table = table_of(opponent)
        if not sep or hero not in LEVELS or len(table) != PLAYERS - 1 or \
                any(name not in LEVELS for name in table):
            raise ValueError(f"bad pairing {item!r}: write hero:opponent (or hero:a+b+c) with "
                             f"levels {', '.join(LEVELS)}")
        out.append((hero, opponent))
    return out


def _interval(ci: list[float]) -> str:
    return f"[{ci[0]:.2f}, {ci[1]:.2f}]"


def _spread(times: dict[str, float]) -> str:
    return f"{times['median']:.1f}/{times['p95']:.1f}/{times['max']:.1f}"


def format_table(rows: Iterable[dict[str, Any]], wide: int = 10, name: int = 12) -> str:
    """The pairings as a text table (the opponent column at least ``wide`` characters,
    the hero's at least ``name``)."""
    rows = list(rows)
    wide = max([wide, *(len(r["opponent"]) + 2 for r in rows)])
    name = max([name, *(len(r["hero"]) + 1 for r in rows)])
    lines = [f"{'hero':<{name}}{'opponent':<{wide}}{'matches':>8}{'pts/round':>10}{'95% CI':>16}"
             f"{'bid acc':>9}{'wins':>7}{'bid ms med/p95/max':>22}{'play ms med/p95/max':>22}"]
    for r in rows:
        b, p = r["decision_ms"]["bid"], r["decision_ms"]["play"]
        lines.append(
            f"{r['hero']:<{name}}{r['opponent']:<{wide}}{r['matches']:>8}{r['points_per_round']:>10.2f}"
            f"{_interval(r['ci95']):>16}{r['bid_accuracy']:>9.1%}{r['win_rate']:>7.1%}"
            f"{_spread(b):>22}{_spread(p):>22}")
    return "\n".join(lines)
