"""Where one bot's gap to another lies: in its bids or in its cards.

A gauntlet row says how far Hard is below the Clairvoyant at a table, not why.
Here every round of a few games of Oh Pshaw (the hero seat turning with the
deal, three players of a table around it) is played four times from the start
of its bidding: the hero seat's bid by the first bot or the second, then its
cards by the first or the second. The other seats are the table's bots, seeded
the same each time, and the game goes on with the first bot's round. The paired
differences say what the second bot's bid and its cards are each worth over
the first's.

    python -m devtools.bots.gap ducker --games 24

Among three duckers two thirds of Hard's gap to the Clairvoyant is in the cards
(docs/BENCHMARKS.md).
"""

from __future__ import annotations

import argparse
import copy
import math
import statistics
from typing import Any

from devtools.bots.tournament import PLAYERS, bench_bot, let_see, run_tasks, table_of
from game.bots import Bot
from game.game import Game, Phase
from game.match import bot_seed
from game.presets import preset

#: The four plays of a round: (bidder, player), 0 the first bot and 1 the second.
ROLES = ((0, 0), (0, 1), (1, 0), (1, 1))


def play_round(game: Game, seat: int, bidder: str, player: str, table: dict[int, str],
               seed: int) -> int:
    """The hero seat's points for the round ``game`` is about to bid, with ``bidder``
    bidding for it and ``player`` playing its cards; ``game`` is played on to the
    round's end (pass a copy to keep it)."""
    number = game.round.number
    others: dict[int, Bot] = {s: bench_bot(spec, bot_seed(seed, s)) for s, spec in table.items()}
    bids, cards = bench_bot(bidder, bot_seed(seed, 7)), bench_bot(player, bot_seed(seed, 8))
    for bot in (bids, cards, *others.values()):
        let_see(bot, game)
    before = game.totals[seat]
    while not game.is_over and game.round.number == number and game.round.scores is None:
        to_act = game.to_act
        assert to_act is not None
        bot = others.get(to_act) or (cards if game.phase is Phase.PLAY else bids)
        game.apply(bot.choose(game.view(to_act)))
    return game.totals[seat] - before


def game_rounds(task: tuple[str, str, str, int]) -> list[list[int]]:
    """Each round of the game ``deal`` at ``table``: the hero's points in the four plays."""
    first, second, table_name, deal = task
    seat = deal % PLAYERS
    names = table_of(table_name)
    table = {s: names[(s - seat - 1) % PLAYERS] for s in range(PLAYERS) if s != seat}
    game = Game(preset("oh-pshaw"), PLAYERS, seed=deal)
    bots = (first, second)
    rows = []
    while not game.is_over:
        to_act = game.to_act
        assert to_act is not None
        view = game.view(to_act)
        if view.phase is Phase.BID and all(b is None for b in view.bids):
            seed = deal * 1000 + game.round.number
            rows.append([play_round(copy.deepcopy(game), seat, bots[b], bots[p], table, seed)
                         for b, p in ROLES])
            play_round(game, seat, first, first, table, seed)  # the game goes on with the first's
            continue
        spec = table.get(to_act, first)  # before the bids: cutting, naming trump, passing
        game.apply(bench_bot(spec, bot_seed(deal, to_act)).choose(view))
    return rows


def gap(first: str, second: str, table: str, games: int, first_deal: int = 1,
        workers: int = 2) -> dict[str, Any]:
    """Mean points a round of the four plays, and the paired differences [mean, low, high]."""
    for spec in (first, second, *table_of(table)):
        bench_bot(spec, 0)  # a bad spec fails here, before any game
    tasks = [(first, second, table, first_deal + g) for g in range(games)]
    rows = [row for game in run_tasks(game_rounds, tasks, workers) for row in game]

    def paired(i: int, j: int) -> list[float]:
        diffs = [row[i] - row[j] for row in rows]
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        return [mean, mean - half, mean + half]

    return {"rounds": len(rows),
            "means": [statistics.fmean(row[k] for row in rows) for k in range(len(ROLES))],
            "cards": paired(1, 0), "bid": paired(2, 0), "both": paired(3, 0),
            "cards_after_second_bid": paired(3, 2), "bid_with_second_cards": paired(3, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("table", help="the other seats: a style (ducker) or three (easy+grabber+wild)")
    parser.add_argument("--bots", default="hard,clairvoyant", help="the first bot and the second")
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--first-deal", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    names = [b.strip() for b in args.bots.split(",")]
    if len(names) != 2 or not all(names):
        parser.error("--bots names two bots, e.g. hard,clairvoyant")
    if min(args.games, args.first_deal, args.workers) < 1:
        parser.error("every number must be at least 1")
    try:
        result = gap(names[0], names[1], args.table, args.games, args.first_deal, args.workers)
    except ValueError as error:
        parser.error(str(error))
    a, b = names
    print(f"{result['rounds']} rounds at {args.table}, points a round:")
    for (bid, cards), mean in zip(ROLES, result["means"], strict=True):
        print(f"  bid by {names[bid]:14s} cards by {names[cards]:14s} {mean:6.2f}")
    for key, label in (("cards", f"{b}'s cards after {a}'s bid"), ("bid", f"{b}'s bid with {a}'s cards"),
                       ("both", f"{b}'s bid and cards"),
                       ("cards_after_second_bid", f"{b}'s cards after its own bid"),
                       ("bid_with_second_cards", f"{b}'s bid with its own cards")):
        mean, low, high = result[key]
        print(f"  {label:44s} {mean:+.2f} [{low:+.2f}, {high:+.2f}] over {a}'s")


if __name__ == "__main__":
    main()
