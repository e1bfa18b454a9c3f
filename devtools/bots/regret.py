"""How far a searching bot's cards fall short of what a far longer search plays.

A change to the search shows in matches slowly: 48 paired matches take an hour
of two cores and still leave an interval of about ±0.3 points a round. This
looks at decisions instead. It plays a few games of Oh Pshaw (Normal in seat 0,
three players of a table around it) and keeps seat 0's card plays where the
rollouts decide: three or more cards to choose from, more than four in hand
(below that Hard searches its own lines exactly). A reference search (Hard's,
with ``reference`` rollouts) prices every legal card; a hero's regret at a
decision is the reference's points for its best card less those for the hero's
card, averaged over a few seeds of the hero. Heroes are compared with the first
on the same decisions (paired, 95% interval).

It measures how precisely a search finds the best card under Hard's own picture
of the table, not whether that picture is right: a change to the seat models or
the rollout policies shows here only as disagreement with a reference that has
the old ones. Those need matches (``bench bots``), or ``--truth``: then the
reference is the Clairvoyant's search on the true deal, its rollouts played by
the policies alone (no random cards), so a hero's regret is what its card costs
in the deal as it is, the other seats playing by their styles.

    python -m devtools.bots.regret hard hard@880 expert --games 6
    python -m devtools.bots.regret hard expert --truth --tables ducker --games 24

A hero is a level (searching levels at their benchmark node budget), a level
with its own node budget (``hard@630``), or ``py:module:Class``.
"""

from __future__ import annotations

import argparse
import math
import statistics
from typing import Any

from devtools.bots.tournament import bench_bot, run_tasks
from game.actions import Action, Play
from game.bots import LEVELS, Bot, HardBot
from game.bots.levels.hard import ClairvoyantBot
from game.cards import Card
from game.game import Game, Phase
from game.match import bot_seed
from game.presets import preset
from game.view import SeatView

#: The tables the decisions come from, in turn, game by game.
TABLES = ("easy", "normal")


def hero_bot(spec: str, seed: int) -> Bot:
    """The bot of a hero spec: ``level``, ``level@nodes`` or ``py:module:Class``."""
    level, at, nodes = spec.partition("@")
    if not at:
        return bench_bot(spec, seed)
    cls = LEVELS.get(level)
    if cls is None or not hasattr(cls, "bench_nodes") or not nodes.isdigit() or int(nodes) < 1:
        raise ValueError(f"bad hero {spec!r}: a node budget goes with a searching level, "
                         "as in hard@630")
    bot: Bot = cls(seed, nodes=int(nodes))
    return bot


def decisions(deal: int, table: str) -> list[SeatView]:
    """Seat 0's card plays of one game where the rollouts decide (see the module)."""
    return [view for view, _ in positions(deal, table)]


def positions(deal: int, table: str) -> list[tuple[SeatView, list[list[Card]]]]:
    """:func:`decisions`, each with every seat's hand at that moment (the true deal)."""
    game = Game(preset("oh-pshaw"), 4, seed=deal)
    bots = [bench_bot("normal" if s == 0 else table, bot_seed(deal, s)) for s in range(4)]
    out = []
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if seat == 0 and view.phase is Phase.PLAY and len(view.hand) > 4 and len(view.legal) >= 3:
            out.append((view, [list(h) for h in game.state.hands]))
        game.apply(bots[seat].choose(view))
    return out


def reference_bot(deal: int, reference: int, hands: list[list[Card]] | None) -> HardBot:
    """The search that prices a decision: Hard's with ``reference`` rollouts, or with
    ``hands`` (``--truth``) the Clairvoyant's on them, its rollouts by the policies alone."""
    if hands is None:
        return HardBot(bot_seed(deal, 7), nodes=reference)
    seer = ClairvoyantBot(bot_seed(deal, 7), nodes=reference)
    seer.explore = 0.0
    seer.peek = lambda: hands
    return seer


def game_regrets(task: tuple[int, str, tuple[str, ...], int, int, bool]) -> list[list[float]]:
    """For each decision of one game (``deal``, ``table``), every hero's mean regret."""
    deal, table, heroes, reference, seeds, truth = task
    rows = []
    for view, hands in positions(deal, table):
        priced = reference_bot(deal, reference, hands if truth else None).analyse(view)
        points: dict[Action, float] = {a: e.points for a, e in priced.items() if isinstance(a, Play)}
        best = max(points.values())
        row = []
        for hero in heroes:
            lost = 0.0
            for k in range(seeds):
                lost += best - points[hero_bot(hero, bot_seed(deal * 31 + k, 0)).choose(view)]
            row.append(lost / seeds)
        rows.append(row)
    return rows


def regret(heroes: list[str], games: int, reference: int = 4000, seeds: int = 3,
           first_deal: int = 1, workers: int = 2, tables: tuple[str, ...] = TABLES,
           truth: bool = False) -> dict[str, Any]:
    """Every hero's mean regret over the decisions of ``games`` games (at ``tables`` in
    turn), and after the first hero the paired difference from it, [mean, low, high]
    (``truth``: priced on the true deal)."""
    for hero in heroes:
        hero_bot(hero, 0)  # a bad spec fails here, before any game
    for table in tables:
        bench_bot(table, 0)
    tasks = [(first_deal + g, tables[g % len(tables)], tuple(heroes), reference, seeds, truth)
             for g in range(games)]
    rows = [row for game in run_tasks(game_regrets, tasks, workers) for row in game]
    out: dict[str, Any] = {"decisions": len(rows), "reference": reference, "seeds": seeds,
                           "heroes": []}
    for i, hero in enumerate(heroes):
        mine = [row[i] for row in rows]
        entry: dict[str, Any] = {"hero": hero, "regret": statistics.fmean(mine) if mine else 0.0}
        if i and len(rows) > 1:
            gaps = [row[i] - row[0] for row in rows]
            mean = statistics.fmean(gaps)
            half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps))
            entry["against_first"] = [mean, mean - half, mean + half]
        out["heroes"].append(entry)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("heroes", nargs="+", help="level, level@nodes or py:module:Class")
    parser.add_argument("--games", type=int, default=6, help="games the decisions come from")
    parser.add_argument("--reference", type=int, default=4000, help="the reference's rollouts")
    parser.add_argument("--seeds", type=int, default=3, help="times each hero decides each one")
    parser.add_argument("--first-deal", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--tables", default=",".join(TABLES),
                        help="the styles of seats 1-3, a game each in turn (easy,normal)")
    parser.add_argument("--truth", action="store_true",
                        help="price on the true deal (the Clairvoyant's search) instead")
    args = parser.parse_args()
    if min(args.games, args.reference, args.seeds, args.first_deal, args.workers) < 1:
        parser.error("every number must be at least 1")
    tables = tuple(t.strip() for t in args.tables.split(",") if t.strip())
    if not tables:
        parser.error("--tables names at least one style")
    try:
        result = regret(args.heroes, args.games, args.reference, args.seeds, args.first_deal,
                        args.workers, tables, args.truth)
    except ValueError as error:
        parser.error(str(error))
    judge = "the true deal's" if args.truth else "the reference's"
    print(f"{result['decisions']} decisions, reference {result['reference']} rollouts, "
          f"{result['seeds']} seeds a hero; regret = points a decision below {judge} best")
    first = result["heroes"][0]["hero"]
    for entry in result["heroes"]:
        line = f"  {entry['hero']:24s} {entry['regret']:.4f}"
        if "against_first" in entry:
            mean, low, high = entry["against_first"]
            line += f"   {mean:+.4f} [{low:+.4f}, {high:+.4f}] against {first}"
        print(line)


if __name__ == "__main__":
    main()
